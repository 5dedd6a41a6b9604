//! Every case of `tests/cases/football/cases.json` (and of `../shared/cases/football/` where
//! it exists beside the project): Turnierfußball lineups, corrections (R-F2, R-F6), chances
//! and goal probabilities (Anhang B, R-F1), exact game expectations, RLP (R-F4), tables
//! (R-F3) and the manager ranking (R-F5). Exact fractions (`*_exact`) are compared exactly,
//! the decimals to 1e-6. A case of a function not handled here fails, so new cases are seen.

use crate::common;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::ToPrimitive;
use serde_json::Value;
use std::collections::{BTreeMap, HashSet};
use turnier::football::Lineup;
use turnier::football::expectation::{Rounding, chances, expect, goal_prob};
use turnier::football::lineup::normalize;
use turnier::football::ranking::{big, manager_ranking};
use turnier::football::table::{Mode, rlp, rlp_for_place, table};

fn cases() -> Vec<Value> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for dir in common::case_dirs() {
        let p = dir.join("football/cases.json");
        if !p.exists() {
            continue;
        }
        let v = common::read_json_in(&dir, "football/cases.json");
        for c in v.as_array().expect("a list of cases") {
            if seen.insert(c["id"].as_str().expect("id").to_string()) {
                out.push(c.clone());
            }
        }
    }
    out
}

fn lineup(v: &Value) -> Lineup {
    let a: Vec<u32> = v
        .as_array()
        .expect("lineup")
        .iter()
        .map(|x| x.as_u64().expect("whole") as u32)
        .collect();
    Lineup([a[0], a[1], a[2], a[3], a[4]])
}

/// `"p/q"`, or a plain number, as an exact fraction.
fn exact(v: &Value) -> BigRational {
    match v {
        Value::String(s) => {
            let (p, q) = s.split_once('/').unwrap_or((s, "1"));
            BigRational::new(
                p.parse::<BigInt>().expect("numerator"),
                q.parse::<BigInt>().expect("denominator"),
            )
        }
        Value::Number(n) => {
            BigRational::from_integer(BigInt::from(n.as_i64().expect("an integer in *_exact")))
        }
        _ => panic!("not an exact value: {v}"),
    }
}

fn close(got: f64, want: &Value, what: &str) {
    let w = want.as_f64().expect("a number");
    assert!((got - w).abs() <= 1e-6, "{what}: got {got}, want {w}");
}

fn f(r: &BigRational) -> f64 {
    r.to_f64().expect("finite")
}

#[test]
fn every_football_case() {
    let all = cases();
    assert!(all.len() >= 22, "found only {} cases", all.len());
    let mut done = Vec::new();
    for c in &all {
        let id = c["id"].as_str().expect("id");
        let input = &c["input"];
        let want = &c["expected"];
        match c["function"].as_str().expect("function") {
            "tf_cost" => {
                assert_eq!(
                    lineup(&input["lineup"]).cost(),
                    want.as_u64().expect("cost"),
                    "{id}"
                );
            }
            "tf_normalize" => {
                let anti = input["anti"].as_bool().unwrap_or(false);
                let wp = input["wp"].as_u64().expect("wp") as u32;
                let got = normalize(lineup(&input["lineup"]), wp, anti).lineup;
                assert_eq!(got, lineup(want), "{id}");
            }
            "tf_chances" => {
                let ch = chances(
                    &lineup(&input["team"]),
                    &lineup(&input["opp"]),
                    Rounding::Up,
                );
                assert_eq!(
                    [ch.s, ch.m, ch.v, ch.total()].map(u64::from),
                    ["S", "M", "V", "total"].map(|k| want[k].as_u64().expect("chances")),
                    "{id}"
                );
            }
            "tf_goal_prob" => {
                let p = goal_prob(&lineup(&input["opp"]));
                close(f(&p), want, id);
                assert_eq!(p, exact(&c["expected_exact"]), "{id}");
            }
            "tf_match" => {
                let e = expect(&lineup(&input["team1"]), &lineup(&input["team2"]));
                let ch = [e.chances[0].total(), e.chances[1].total()].map(u64::from);
                assert_eq!(ch[0], want["chances"][0].as_u64().expect("c"), "{id}");
                assert_eq!(ch[1], want["chances"][1].as_u64().expect("c"), "{id}");
                for i in 0..2 {
                    close(f(&e.goal_prob[i]), &want["goal_prob"][i], id);
                    close(f(&e.expected_goals[i]), &want["expected_goals"][i], id);
                    close(f(&e.points[i]), &want["points"][i], id);
                }
                close(f(&e.p_win), &want["p_win"], id);
                close(f(&e.p_draw), &want["p_draw"], id);
                close(f(&e.p_loss), &want["p_loss"], id);
                if let Some(x) = c.get("expected_exact") {
                    for i in 0..2 {
                        assert_eq!(e.goal_prob[i], exact(&x["goal_prob"][i]), "{id}");
                        assert_eq!(e.expected_goals[i], exact(&x["expected_goals"][i]), "{id}");
                        assert_eq!(e.points[i], exact(&x["points"][i]), "{id}");
                    }
                    assert_eq!(e.p_win, exact(&x["p_win"]), "{id}");
                    assert_eq!(e.p_draw, exact(&x["p_draw"]), "{id}");
                    assert_eq!(e.p_loss, exact(&x["p_loss"]), "{id}");
                }
            }
            "tf_rlp" => {
                let places: Vec<u32> = input["places"]
                    .as_array()
                    .expect("places")
                    .iter()
                    .map(|p| p.as_u64().expect("place") as u32)
                    .collect();
                let got = rlp(&places);
                for (i, r) in got.iter().enumerate() {
                    close(f(&big(*r)), &want[i], id);
                    if let Some(x) = c.get("expected_exact") {
                        assert_eq!(big(*r), exact(&x[i]), "{id}");
                    }
                }
                assert_eq!(got.len(), want.as_array().expect("list").len(), "{id}");
            }
            "tf_rlp_for_place" => {
                let got = rlp_for_place(
                    input["place"].as_u64().expect("place") as u32,
                    input["n_teams"].as_u64().expect("n") as u32,
                );
                assert_eq!(u64::from(got), want.as_u64().expect("rlp"), "{id}");
            }
            "tf_table" => {
                let teams = input["teams"].as_array().expect("teams");
                let wp = input["wp"].as_u64().expect("wp") as u32;
                let anti = input["anti"].as_bool().unwrap_or(false);
                let played: Vec<Lineup> = teams
                    .iter()
                    .map(|t| normalize(lineup(&t["lineup"]), wp, anti).lineup)
                    .collect();
                let got = table(&played, anti, Mode::Expectation);
                let want = want.as_array().expect("rows");
                assert_eq!(got.len(), want.len(), "{id}");
                for (g, w) in got.iter().zip(want) {
                    let t = &teams[g.team];
                    assert_eq!(Some(u64::from(g.place)), w["place"].as_u64(), "{id}");
                    assert_eq!(t["name"], w["name"], "{id}: order");
                    assert_eq!(t["manager"], w["manager"], "{id}");
                    assert_eq!(played[g.team], lineup(&w["lineup"]), "{id}: lineup");
                    close(g.points, &w["points"], id);
                    close(g.goals_for, &w["goals_for"], id);
                    close(g.goals_against, &w["goals_against"], id);
                    close(g.goal_diff(), &w["goal_diff"], id);
                    match w.get("rlp") {
                        Some(r) => close(f(&big(g.rlp.expect("rlp"))), r, id),
                        None => assert!(g.rlp.is_none(), "{id}: no RLP in an anti-tournament"),
                    }
                }
            }
            "tf_manager_ranking" => {
                let old: BTreeMap<String, BigRational> = input["old"]
                    .as_object()
                    .expect("old")
                    .iter()
                    .map(|(k, v)| (k.clone(), exact(v)))
                    .collect();
                let results: Vec<(String, BigRational)> = input["results"]
                    .as_array()
                    .expect("results")
                    .iter()
                    .map(|r| (r[0].as_str().expect("m").to_string(), exact(&r[1])))
                    .collect();
                let got = manager_ranking(&old, &results);
                let w = want.as_object().expect("expected");
                assert_eq!(got.len(), w.len(), "{id}");
                for (k, v) in w {
                    close(f(&got[k]), v, id);
                }
                if let Some(x) = c.get("expected_exact") {
                    for (k, v) in x.as_object().expect("exact") {
                        assert_eq!(got[k], exact(v), "{id}");
                    }
                }
            }
            other => panic!("{id}: no test for the function {other:?}"),
        }
        done.push(id.to_string());
    }
    assert_eq!(done.len(), all.len());
}
