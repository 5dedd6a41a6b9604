//! Every case of `muck/cases.json` (in `tests/cases/`, and `../shared/cases/` where it exists)
//! through the real path: entrants registered and rounds imported by `apply`, then the ranking
//! engine (R-M1..R-M6). Expected errors must be rejected by `apply` with the reference's text,
//! changing nothing.

use crate::common;

use chrono::{TimeZone, Utc};
use serde_json::Value;
use std::collections::HashMap;
use turnier::game::{Command, Event, Game, RoundNo, TableNo, apply};
use turnier::muck::MuckCommand;
use turnier::muck::MuckGame;
use turnier::muck::ranking::{plus_minus_detail, ranking};
use turnier::muck::{BobblScore, Entrant, ImportedMuckTable, MuckSettings, Partners, Side};

fn at() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 19, 0, 0)
        .single()
        .expect("date")
}

/// A case's event: entrants registered, and the rounds as import commands (not yet applied).
struct Built {
    t: Event,
    ids: HashMap<String, Entrant>,
    rounds: Vec<Command>,
}

fn build(case: &Value) -> Built {
    let rounds = case["rounds"].as_array().expect("rounds");
    let singles = rounds
        .iter()
        .flat_map(|r| r.as_array().expect("round").iter())
        .any(|tb| tb["a"].is_array());
    let bobbl = rounds[0][0]["bobbl"].as_array().expect("bobbl").len() as u32;
    let settings = MuckSettings {
        partners: if singles {
            Partners::Changing
        } else {
            Partners::Fixed
        },
        bobbl_per_round: bobbl,
        target: case["target"].as_u64().expect("target") as u32,
        ..MuckSettings::default()
    };
    let mut t = Event::new("case", Game::Muck(MuckGame::new(settings)), at(), 1);
    let names = common::names(&case["entrants"]);
    // A fixed pair in the cases may be named by one word ("A"): register it as two players.
    let entrants: Vec<Vec<String>> = names
        .iter()
        .map(|n| match (singles, n.split_once(" / ")) {
            (true, _) => vec![n.clone()],
            (false, Some((a, b))) => vec![a.to_string(), b.to_string()],
            (false, None) => vec![format!("{n} 1"), format!("{n} 2")],
        })
        .collect();
    t = apply(
        &t,
        Command::Muck(MuckCommand::AddEntrants { entrants }),
        at(),
    )
    .expect("register");
    let all = t.muck().expect("muck").entrants(&t.registry);
    let ids: HashMap<String, Entrant> = names.iter().cloned().zip(all).collect();
    let side = |v: &Value| match v {
        Value::String(s) => match ids[s] {
            Entrant::Pair(p) => Side::Pair(p),
            Entrant::Player(_) => panic!("pair expected"),
        },
        Value::Array(a) => {
            let p = |i: usize| match ids[a[i].as_str().expect("name")] {
                Entrant::Player(p) => p,
                Entrant::Pair(_) => panic!("player expected"),
            };
            Side::Players(p(0), p(1))
        }
        _ => panic!("side"),
    };
    let cmds = rounds
        .iter()
        .enumerate()
        .map(|(ri, r)| {
            Command::Muck(MuckCommand::ImportRound {
                round: RoundNo(ri as u32 + 1),
                tables: r
                    .as_array()
                    .expect("tables")
                    .iter()
                    .enumerate()
                    .map(|(ti, tb)| ImportedMuckTable {
                        table: TableNo(ti as u32 + 1),
                        a: side(&tb["a"]),
                        b: side(&tb["b"]),
                        bobbl: tb["bobbl"]
                            .as_array()
                            .expect("bobbl")
                            .iter()
                            .map(|s| {
                                Some(BobblScore {
                                    a: s[0].as_u64().expect("a") as u32,
                                    b: s[1].as_u64().expect("b") as u32,
                                })
                            })
                            .collect(),
                    })
                    .collect(),
            })
        })
        .collect();
    Built {
        t,
        ids,
        rounds: cmds,
    }
}

fn name_of(ids: &HashMap<String, Entrant>, e: Entrant) -> String {
    ids.iter()
        .find(|(_, v)| **v == e)
        .map(|(k, _)| k.clone())
        .expect("known entrant")
}

fn check_case(case: &Value) {
    let id = case["id"].as_str().expect("id");
    let Built { mut t, ids, rounds } = build(case);
    let expected = &case["expected"];
    if let Some(err) = expected.get("error").and_then(Value::as_str) {
        let mut rejected = None;
        for c in rounds {
            match apply(&t, c, at()) {
                Ok(next) => t = next,
                Err(e) => {
                    rejected = Some(e.to_string());
                    break;
                }
            }
        }
        let msg = rejected.unwrap_or_else(|| panic!("{id}: expected an error {err:?}"));
        assert!(msg.contains(err), "{id}: {msg:?} should contain {err:?}");
        assert!(
            t.muck().expect("muck").rounds.is_empty(),
            "{id}: nothing may change"
        );
        return;
    }
    for c in rounds {
        t = apply(&t, c, at()).unwrap_or_else(|e| panic!("{id}: {e}"));
    }
    let r = ranking(&t.registry, t.muck().expect("muck"), None);
    let want = expected["bobbl_ranking"].as_array().expect("ranking");
    assert_eq!(r.rows.len(), want.len(), "{id}");
    for (got, w) in r.rows.iter().zip(want) {
        let label = format!("{id} {}", w["entrant"]);
        assert_eq!(
            name_of(&ids, got.entrant),
            w["entrant"].as_str().expect("e"),
            "{label}"
        );
        assert_eq!(
            u64::from(got.place),
            w["place"].as_u64().expect("place"),
            "{label}"
        );
        assert_eq!(
            u64::from(got.bobbl),
            w["bobbl"].as_u64().expect("bobbl"),
            "{label}"
        );
        assert_eq!(
            u64::from(got.tore),
            w["tore"].as_u64().expect("tore"),
            "{label}"
        );
        assert_eq!(
            u64::from(got.opp_tore),
            w["opp_tore"].as_u64().expect("o"),
            "{label}"
        );
        assert_eq!(Some(got.tore_needed), w["tore_needed"].as_bool(), "{label}");
        assert_eq!(
            Some(got.opp_tore_needed),
            w["opp_tore_needed"].as_bool(),
            "{label}"
        );
    }
    for (list, key) in [
        (&r.plus, "plus_ranking"),
        (&r.plus_minus, "plus_minus_ranking"),
    ] {
        let want = expected[key].as_array().expect("points ranking");
        assert_eq!(list.len(), want.len(), "{id} {key}");
        for (got, w) in list.iter().zip(want) {
            let label = format!("{id} {key} {}", w["entrant"]);
            assert_eq!(
                name_of(&ids, got.entrant),
                w["entrant"].as_str().expect("e"),
                "{label}"
            );
            assert_eq!(
                u64::from(got.place),
                w["place"].as_u64().expect("p"),
                "{label}"
            );
            assert_eq!(got.points, w["points"].as_i64().expect("points"), "{label}");
        }
    }
    // The comparison columns of the main ranking agree with the two rankings.
    for row in &r.rows {
        let p = r
            .plus
            .iter()
            .find(|x| x.entrant == row.entrant)
            .expect("plus");
        assert_eq!((row.plus_place, i64::from(row.plus)), (p.place, p.points));
        let m = r
            .plus_minus
            .iter()
            .find(|x| x.entrant == row.entrant)
            .expect("pm");
        assert_eq!((row.plus_minus_place, row.plus_minus), (m.place, m.points));
    }
    let detail = expected["plus_minus_detail"].as_object().expect("detail");
    for (name, list) in detail {
        let got: Vec<String> = plus_minus_detail(t.muck().expect("muck"), ids[name])
            .iter()
            .map(|(own, opp)| format!("+{own}-{opp}"))
            .collect();
        let want: Vec<String> = common::names(list);
        assert_eq!(got, want, "{id} plus-minus detail of {name}");
    }
}

#[test]
fn every_reference_muck_case() {
    let cases = common::all_cases("muck/cases.json", "cases");
    assert!(!cases.is_empty());
    for case in &cases {
        check_case(case);
    }
}

/// R-M1 through the score-entry path too: both at the target is rejected and nothing changes.
#[test]
fn both_sides_at_target_rejected_on_entry() {
    let file = common::read_json("muck/cases.json");
    let case = file["cases"]
        .as_array()
        .expect("cases")
        .iter()
        .find(|c| c["id"] == "M01_seed_six_pairs")
        .expect("M01");
    let Built { mut t, rounds, .. } = build(case);
    for c in rounds {
        t = apply(&t, c, at()).expect("import");
    }
    for (a, b, why) in [
        (21, 21, "exactly one side must reach 21"),
        (20, 19, "neither at the target"),
        (30, 22, "both at the target"),
    ] {
        let err = apply(
            &t,
            Command::Muck(MuckCommand::Score {
                round: None,
                table: TableNo(1),
                bobbl: 1,
                scores: vec![BobblScore { a, b }],
                second_entry: false,
            }),
            at(),
        )
        .expect_err("rejected");
        assert!(err.to_string().contains(why), "{err}");
        assert!(err.to_string().contains("table 1, Bobbl 1"), "{err}");
    }
    let err = apply(
        &t,
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(1),
            bobbl: 3,
            scores: vec![BobblScore { a: 21, b: 3 }],
            second_entry: false,
        }),
        at(),
    )
    .expect_err("no third Bobbl");
    assert!(
        err.to_string()
            .contains("Bobbl 3 does not exist (allowed: 1..2)"),
        "{err}"
    );
}
