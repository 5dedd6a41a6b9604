//! Swiss standings against the reference cases (`tests/cases/`, and `../shared/cases/` where it
//! exists): every `standings` and `mwp` case of `swiss/cases.json`, the `top_cut` cases (R-S18),
//! and every round of every event in `swiss/events.json` (R-S1..R-S9).

use crate::common;

use common::{CaseRound, all_cases, build, names, read_json, settings_from_params};
use serde_json::Value;
use std::collections::HashMap;
use turnier::game::{PlayerId, RoundNo};
use turnier::ratio::Percentage;
use turnier::swiss::SwissSettings;
use turnier::swiss::standings::{
    Criterion, StandingRow, Standings, match_win_percentage, standings,
};
use turnier::swiss::top_cut::{CutCheck, bracket, check_cut, recommended_cut};

fn cases_of_kind(kind: &str) -> Vec<Value> {
    let cases: Vec<Value> = all_cases("swiss/cases.json", "cases")
        .into_iter()
        .filter(|c| c["kind"] == kind)
        .collect();
    assert!(!cases.is_empty(), "no {kind} cases");
    cases
}

fn exact(row: &Value, key: &str) -> Percentage {
    let s = row[key].as_str().unwrap_or_else(|| panic!("{key} missing"));
    Percentage::parse_fraction(s).unwrap_or_else(|| panic!("bad fraction {s}"))
}

fn criterion(v: &Value) -> Option<Criterion> {
    v.as_str().map(|s| match s {
        "match_points" => Criterion::MatchPoints,
        "omwp" => Criterion::Omwp,
        "gwp" => Criterion::Gwp,
        "ogwp" => Criterion::Ogwp,
        "registration" => Criterion::Registration,
        other => panic!("unknown criterion {other}"),
    })
}

/// Compares every row of `got` with the expected rows exactly; `ctx` names the case.
fn assert_rows(ctx: &str, got: &Standings, expected: &[Value], ids: &HashMap<String, PlayerId>) {
    assert_eq!(got.rows.len(), expected.len(), "{ctx}: row count");
    for (g, e) in got.rows.iter().zip(expected) {
        let name = e["player"].as_str().expect("player");
        let here = format!("{ctx}, rank {}", e["rank"]);
        assert_eq!(g.player, ids[name], "{here}: player (order)");
        assert_eq!(
            u64::from(g.rank),
            e["rank"].as_u64().expect("rank"),
            "{here}"
        );
        assert_eq!(
            u64::from(g.match_points),
            e["match_points"].as_u64().expect("mp"),
            "{here}: match points"
        );
        assert_eq!(g.record(), e["record"].as_str().expect("record"), "{here}");
        let check = |label: &str, got: &Percentage, key: &str| {
            let want = exact(e, key);
            assert_eq!(
                got.to_fraction_string(),
                want.to_fraction_string(),
                "{here} ({name}): {label}"
            );
            let shown = e[label].as_str().expect("decimal");
            assert_eq!(got.to_string(), shown, "{here} ({name}): {label} shown");
        };
        check("mwp", &g.mwp, "mwp_exact");
        check("gwp", &g.gwp, "gwp_exact");
        check("omwp", &g.omwp, "omwp_exact");
        check("ogwp", &g.ogwp, "ogwp_exact");
        assert_eq!(
            g.separated_by,
            criterion(&e["separated_by"]),
            "{here} ({name}): separated_by"
        );
    }
}

#[test]
fn standings_cases() {
    let cases = cases_of_kind("standings");
    for c in &cases {
        let id = c["id"].as_str().expect("id");
        let players = names(&c["players"]);
        let rounds: Vec<CaseRound> = c["rounds"]
            .as_array()
            .expect("rounds")
            .iter()
            .map(CaseRound::from_json)
            .collect();
        let (t, ids) = build(&players, &rounds, &[], settings_from_params(&c["params"]));
        let s = standings(&t.registry, t.swiss().expect("swiss"), None);
        let order: Vec<PlayerId> = names(&c["expected"]["order"])
            .iter()
            .map(|n| ids[n])
            .collect();
        assert_eq!(s.order(), order, "{id}: order");
        let rows = c["expected"]["rows"].as_array().expect("rows");
        assert_rows(id, &s, rows, &ids);
    }
    assert!(cases.len() >= 7, "the reference file has 7 standings cases");
}

#[test]
fn mwp_cases() {
    for c in &cases_of_kind("mwp") {
        let id = c["id"].as_str().expect("id");
        let floor = settings_from_params(&c["params"]).floor.value();
        let mp = c["input"]["match_points"].as_u64().expect("mp") as u32;
        let rounds = c["input"]["rounds_played"].as_u64().expect("rounds") as u32;
        let got = match_win_percentage(mp, rounds, Some(&floor));
        assert_eq!(got, exact(&c["expected"], "mwp_exact"), "{id}");
        assert_eq!(
            got.to_string(),
            c["expected"]["mwp"].as_str().expect("mwp"),
            "{id}"
        );
    }
}

#[test]
fn events_standings_after_every_round() {
    let events = all_cases("swiss/events.json", "events");
    assert!(!events.is_empty());
    let mut compared = 0;
    for e in &events {
        let id = e["id"].as_str().expect("id");
        let players = names(&e["players"]);
        let settings = settings_from_params(&e["params"]);
        let mut rounds: Vec<CaseRound> = Vec::new();
        let mut dropped: Vec<(String, u32)> = Vec::new();
        for r in e["rounds"].as_array().expect("rounds") {
            let n = r["round"].as_u64().expect("round") as u32;
            rounds.push(CaseRound::from_json(r));
            for d in names(&r["dropped_after"]) {
                dropped.push((d, n));
            }
            let (t, ids) = build(&players, &rounds, &dropped, settings.clone());
            let s = standings(&t.registry, t.swiss().expect("swiss"), Some(RoundNo(n)));
            let rows = r["standings_after"].as_array().expect("standings_after");
            assert_rows(&format!("{id} after round {n}"), &s, rows, &ids);
            // Dropped players stay ranked (R-S6) and are marked.
            for (name, _) in &dropped {
                let row: &StandingRow = s.row(ids[name]).expect("dropped player ranked");
                assert!(row.dropped, "{id} round {n}: {name} marked dropped");
            }
            compared += 1;
        }
    }
    assert!(compared >= 5);
}

#[test]
fn events_standings_of_earlier_rounds_ignore_later_ones() {
    // The same standings after round 2 whether or not rounds 3.. exist (counted rounds only).
    let v = read_json("swiss/events.json");
    let e = &v["events"][0];
    let players = names(&e["players"]);
    let rounds: Vec<CaseRound> = e["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .map(CaseRound::from_json)
        .collect();
    let settings = settings_from_params(&e["params"]);
    let (all, ids) = build(&players, &rounds, &[], settings.clone());
    let (two, _) = build(&players, &rounds[..2], &[], settings);
    let expected = e["rounds"][1]["standings_after"].as_array().expect("rows");
    assert_rows(
        "round 2 of full event",
        &standings(&all.registry, all.swiss().expect("swiss"), Some(RoundNo(2))),
        expected,
        &ids,
    );
    assert_eq!(
        standings(&all.registry, all.swiss().expect("swiss"), Some(RoundNo(2))),
        standings(&two.registry, two.swiss().expect("swiss"), None),
        "after round 2"
    );
}

#[test]
fn top_cut_cases() {
    let cases = cases_of_kind("top_cut");
    let mut checked = 0;
    for c in &cases {
        let id = c["id"].as_str().expect("id");
        if let Some(sizes) = c["input"]["field_sizes"].as_array() {
            let want = c["expected"]["recommended_cut"].as_array().expect("cuts");
            assert_eq!(sizes.len(), want.len(), "{id}");
            for (n, w) in sizes.iter().zip(want) {
                let n = n.as_u64().expect("size") as usize;
                let w = w.as_u64().expect("cut") as u32;
                assert_eq!(recommended_cut(n), w, "{id}: field of {n}");
                // The recommendation itself always passes the check.
                assert_eq!(check_cut(w, n), CutCheck::Ok, "{id}: field of {n}");
                checked += 1;
            }
        }
        if let Some(cuts) = c["input"]["cuts"].as_array() {
            for cut in cuts {
                let cut = cut.as_u64().expect("cut") as u32;
                let want: Vec<(u32, u32)> = c["expected"][cut.to_string()]
                    .as_array()
                    .expect("bracket")
                    .iter()
                    .map(|p| {
                        let s = |i: usize| p[i].as_u64().expect("seed") as u32;
                        (s(0), s(1))
                    })
                    .collect();
                assert_eq!(bracket(cut), want, "{id}: Top {cut}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 12, "10 field sizes and 2 brackets");
}

#[test]
fn top_cut_overrides() {
    // R-S18: another cut than the recommendation warns; too large or not a power of two blocks.
    assert!(matches!(check_cut(8, 12), CutCheck::Warn(_)));
    assert!(matches!(check_cut(4, 40), CutCheck::Warn(_)));
    assert!(matches!(check_cut(8, 5), CutCheck::Block(_)));
    assert!(matches!(check_cut(12, 40), CutCheck::Block(_)));
}

#[test]
fn large_event_of_2000_players_and_15_rounds() {
    // Size the engine must handle at the desk: 2,000 players x 15 rounds (one pass for totals,
    // one for opponents' averages). Checks the invariants of R-S9 on a synthetic event.
    const HALF: usize = 1000;
    let players: Vec<String> = (0..2 * HALF).map(|i| format!("P{i:04}")).collect();
    let scores = [(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 1)];
    let mut expected_points = 0u64;
    let rounds: Vec<CaseRound> = (0..15)
        .map(|r| {
            let matches = (0..HALF)
                .map(|k| {
                    let (ga, gb, gd) = scores[(k * 31 + r * 17) % scores.len()];
                    expected_points += if ga == gb { 2 } else { 3 };
                    let b = HALF + (k + r * 7) % HALF;
                    (players[k].clone(), players[b].clone(), ga, gb, gd)
                })
                .collect();
            CaseRound {
                matches,
                byes: Vec::new(),
            }
        })
        .collect();
    let (t, _) = build(&players, &rounds, &[], SwissSettings::default());
    let s = standings(&t.registry, t.swiss().expect("swiss"), None);
    assert_eq!(s.rows.len(), 2 * HALF);
    let total: u64 = s.rows.iter().map(|r| u64::from(r.match_points)).sum();
    assert_eq!(total, expected_points);
    for (i, pair) in s.rows.windows(2).enumerate() {
        let (a, b) = (&pair[0], &pair[1]);
        assert_eq!(a.rank as usize, i + 1);
        assert_eq!(a.rounds_played, 15);
        let key = |r: &StandingRow| {
            (
                r.match_points,
                r.omwp.clone(),
                r.gwp.clone(),
                r.ogwp.clone(),
            )
        };
        assert!(
            key(a) >= key(b),
            "rows {} and {} out of order",
            a.rank,
            b.rank
        );
        if key(a) == key(b) {
            assert!(a.player < b.player);
            assert_eq!(b.separated_by, Some(Criterion::Registration));
        }
    }
}
