//! Every case of `tests/cases/grand_slam/cases.json` (and of `../shared/cases/grand_slam/`
//! where it exists beside the project): distribution faults and rule 10 (R-G1, R-G2), matches
//! with every tie rule and the lot's branches (R-G3), games per set (R-G4), aging (R-G5), WRL
//! points, stars, quotients and the ranking (R-G7-R-G9), the Masters crossover and the GM
//! player example. Decimals are compared to 1e-6. A case of a function not handled here
//! fails, so new cases are seen.

use crate::common;

use serde_json::{Value, json};
use std::collections::HashSet;
use turnier::grand_slam::distribution::{Distribution, Submitted, check, faults};
use turnier::grand_slam::gm_player::from_rolls;
use turnier::grand_slam::masters::crossover;
use turnier::grand_slam::r#match::{MatchResult, Outcome, Side, evaluate, games};
use turnier::grand_slam::strength::season_aging;
use turnier::grand_slam::wrl::{self, MatchWrl, Tenths};

fn cases() -> Vec<Value> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for dir in common::case_dirs() {
        let p = dir.join("grand_slam/cases.json");
        if !p.exists() {
            continue;
        }
        let v = common::read_json_in(&dir, "grand_slam/cases.json");
        for c in v.as_array().expect("a list of cases") {
            if seen.insert(c["id"].as_str().expect("id").to_string()) {
                out.push(c.clone());
            }
        }
    }
    out
}

fn u32s(v: &Value) -> Vec<u32> {
    v.as_array()
        .expect("a list")
        .iter()
        .map(|x| x.as_u64().expect("whole") as u32)
        .collect()
}

fn dist(v: &Value) -> Distribution {
    let a = u32s(v);
    Distribution([a[0], a[1], a[2], a[3], a[4]])
}

fn submitted(v: &Value) -> Vec<Submitted> {
    v.as_array()
        .expect("a list")
        .iter()
        .map(|x| x.as_i64().map_or(Submitted::NotWhole, Submitted::Whole))
        .collect()
}

fn result_json(r: &MatchResult) -> Value {
    json!({
        "status": "decided",
        "winner": r.winner.letter(),
        "score": [r.score.0, r.score.1],
        "set_winners": r.sets.iter().map(|s| s.winner.letter()).collect::<Vec<_>>(),
        "games": r.sets.iter().map(|s| [s.games.0, s.games.1]).collect::<Vec<_>>(),
    })
}

fn outcome_json(o: &Outcome) -> Value {
    match o {
        Outcome::Decided(r) => result_json(r),
        Outcome::Lot { set, a, b } => json!({
            "status": "lot",
            "set": set,
            "rule": "4.3.2",
            "winner": o.winner().map(Side::letter),
            "branches": {"A": result_json(a), "B": result_json(b)},
        }),
    }
}

fn number(v: &Value) -> f64 {
    match v {
        Value::String(s) => {
            let (p, q) = s.split_once('/').unwrap_or((s, "1"));
            p.parse::<f64>().expect("numerator") / q.parse::<f64>().expect("denominator")
        }
        _ => v.as_f64().expect("a number"),
    }
}

fn close(got: f64, want: f64, id: &str) {
    assert!((got - want).abs() < 1e-6, "{id}: got {got}, want {want}");
}

fn rank(v: &Value) -> Option<u32> {
    v.as_u64().map(|x| x as u32)
}

/// Points as tenths: 12.6 or "63/5" -> 126.
fn tenths(v: &Value) -> Tenths {
    Tenths((number(v) * 10.0).round() as u32)
}

#[test]
fn every_grand_slam_case() {
    let all = cases();
    assert!(all.len() >= 29, "only {} cases", all.len());
    for c in &all {
        let id = c["id"].as_str().expect("id");
        let i = &c["input"];
        let e = &c["expected"];
        match c["function"].as_str().expect("function") {
            "gs_validate" => {
                let got: Vec<&str> = faults(
                    &submitted(&i["dist"]),
                    i["strength"].as_u64().expect("strength") as u32,
                )
                .iter()
                .map(|f| f.key())
                .collect();
                let want: Vec<&str> = e
                    .as_array()
                    .expect("list")
                    .iter()
                    .map(|x| x.as_str().expect("name"))
                    .collect();
                assert_eq!(got, want, "{id}");
            }
            "gs_correct" => {
                let got = check(
                    &submitted(&i["dist"]),
                    i["strength"].as_u64().expect("strength") as u32,
                );
                if e.get("error").is_some() {
                    assert!(got.is_err(), "{id}: {got:?}");
                } else {
                    let (d, _) = got.unwrap_or_else(|r| panic!("{id}: {r:?}"));
                    assert_eq!(d.0.to_vec(), u32s(e), "{id}");
                }
            }
            "gs_match" => {
                let got = outcome_json(&evaluate(&dist(&i["a"]), &dist(&i["b"]), None));
                assert_eq!(&got, e, "{id}");
                if let Some(branches) = e.get("branches") {
                    for side in [Side::A, Side::B] {
                        let r = evaluate(&dist(&i["a"]), &dist(&i["b"]), Some(side));
                        assert_eq!(
                            &outcome_json(&r),
                            &branches[side.letter()],
                            "{id} lot {side:?}"
                        );
                    }
                }
            }
            "gs_games" => {
                let (w, l) = games(i["diff"].as_i64().expect("diff"));
                assert_eq!(vec![w, l], u32s(e), "{id}");
            }
            "gs_season_aging" => {
                let s = season_aging(i["strength"].as_u64().expect("strength") as u32);
                assert_eq!(u64::from(s), e.as_u64().expect("strength"), "{id}");
            }
            "gs_wrl_per_win" => {
                close(
                    wrl::per_win(i["stars"].as_u64().expect("stars") as u32).to_f64(),
                    number(e),
                    id,
                );
            }
            "gs_match_wrl" => {
                let m = MatchWrl {
                    stars: i["stars"].as_u64().expect("stars") as u32,
                    loser_seeded: i["loser_seeded"].as_bool().unwrap_or(false),
                    winner_rank: rank(&i["winner_rank"]),
                    loser_rank: rank(&i["loser_rank"]),
                    rank_diff: rank(&i["rank_diff"]),
                    doubles: i["doubles"].as_bool().unwrap_or(false),
                };
                close(m.points().to_f64(), number(e), id);
            }
            "gs_stars" => {
                let s = wrl::stars(
                    i["base"].as_u64().expect("base") as u32,
                    i["field"].as_u64().expect("field") as usize,
                    &u32s(&i["top_ranks"]),
                );
                assert_eq!(u64::from(s), e.as_u64().expect("stars"), "{id}");
            }
            "gs_wrl_quotient" => {
                let d = wrl::denominator(&u32s(&i["rounds"]));
                let q = wrl::quotient(tenths(&i["points"]), d);
                close(*q.numer() as f64 / *q.denom() as f64, number(e), id);
            }
            "gs_wrl_ranking" => {
                let players: Vec<(String, Tenths, Vec<u32>)> = i["players"]
                    .as_object()
                    .expect("players")
                    .iter()
                    .map(|(k, p)| (k.clone(), tenths(&p["points"]), u32s(&p["rounds"])))
                    .collect();
                let got = wrl::ranking(&players);
                let want = e.as_array().expect("lines");
                assert_eq!(got.len(), want.len(), "{id}");
                for (g, w) in got.iter().zip(want) {
                    assert_eq!(u64::from(g.rank), w[0].as_u64().expect("rank"), "{id}");
                    assert_eq!(g.key, w[1].as_str().expect("name"), "{id}");
                    close(
                        *g.quotient.numer() as f64 / *g.quotient.denom() as f64,
                        number(&w[2]),
                        id,
                    );
                }
            }
            "gs_masters_crossover" => {
                let names = |v: &Value| -> Vec<String> {
                    v.as_array()
                        .expect("order")
                        .iter()
                        .map(|x| x.as_str().expect("name").to_string())
                        .collect()
                };
                let got = crossover(&names(&i["group_a_order"]), &names(&i["group_b_order"]))
                    .expect("two groups");
                let got: Vec<Vec<String>> = got
                    .iter()
                    .map(|(x, y)| vec![x.clone(), y.clone()])
                    .collect();
                let want: Vec<Vec<String>> =
                    e.as_array().expect("pairs").iter().map(names).collect();
                assert_eq!(got, want, "{id}");
            }
            "gs_gm_player" => {
                let rolled = i["rolled"].as_object().expect("rolled");
                let rest = (1..=5)
                    .find(|s| !rolled.contains_key(&s.to_string()))
                    .expect("a rest set");
                let mut sums = [0u32; 4];
                let mut sets: Vec<usize> = rolled.keys().map(|k| k.parse().expect("set")).collect();
                sets.sort_unstable();
                for (k, s) in sets.iter().enumerate() {
                    sums[k] = rolled[&s.to_string()].as_u64().expect("sum") as u32;
                }
                let d = from_rolls(i["strength"].as_u64().expect("strength") as u32, rest, sums);
                assert_eq!(d.0.to_vec(), u32s(e), "{id}");
            }
            other => panic!("{id}: function {other} is not handled"),
        }
    }
}
