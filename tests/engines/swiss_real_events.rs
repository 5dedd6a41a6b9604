//! Real Melee events (`tests/cases/real/*/`, and `../shared/cases/real/*/` where it exists): rebuilt from `results.csv` under the profile
//! of `event.json`, every published rank, match points, OMW%, GW% and OGW% must be reproduced
//! to 1e-6 (R-S9 profiles `melee-2023`, `melee-2024`).

use crate::common;

use common::{CaseRound, all_case_folders, build, cases_dir, read_json};
use std::collections::HashMap;
use turnier::game::PlayerId;
use turnier::swiss::standings::{Standings, standings};
use turnier::swiss::{Profile, SwissSettings};

/// One real event: players in order of first appearance, rounds, and the name → id map.
struct RealEvent {
    standings: Standings,
    ids: HashMap<String, PlayerId>,
    expected: Vec<serde_json::Value>,
}

fn load(dir: &str) -> RealEvent {
    let event = read_json(&format!("real/{dir}/event.json"));
    let profile: Profile = event["profile"]
        .as_str()
        .expect("profile")
        .parse()
        .expect("known profile");
    let path = cases_dir().join(format!("real/{dir}/results.csv"));
    let mut reader = csv::Reader::from_path(&path).expect("results.csv");
    let mut players: Vec<String> = Vec::new();
    let mut rounds: Vec<CaseRound> = Vec::new();
    for rec in reader.records() {
        let rec = rec.expect("csv record");
        let round: usize = rec[0].parse().expect("round");
        let (a, b) = (rec[2].to_string(), rec[3].to_string());
        for p in [&a, &b] {
            if !p.is_empty() && !players.contains(p) {
                players.push(p.clone());
            }
        }
        if rounds.len() < round {
            rounds.resize_with(round, CaseRound::default);
        }
        let r = &mut rounds[round - 1];
        if b.is_empty() {
            r.byes.push(a);
        } else {
            let n = |i: usize| rec[i].parse::<u8>().expect("games");
            r.matches.push((a, b, n(4), n(5), n(6)));
        }
    }
    let (t, ids) = build(&players, &rounds, &[], SwissSettings::from_profile(profile));
    let expected = read_json(&format!("real/{dir}/expected_standings.json"))
        .as_array()
        .expect("standings")
        .clone();
    RealEvent {
        standings: standings(&t.registry, t.swiss().expect("swiss"), None),
        ids,
        expected,
    }
}

/// Compares every published row; returns the number of values compared.
fn check(dir: &str) -> usize {
    let ev = load(dir);
    assert_eq!(ev.standings.rows.len(), ev.expected.len(), "{dir}: players");
    let mut compared = 0;
    let mut failures: Vec<String> = Vec::new();
    for e in &ev.expected {
        let name = e["player"].as_str().expect("player");
        let rank = e["rank"].as_u64().expect("rank");
        let row = ev.standings.row(ev.ids[name]).expect("ranked");
        if u64::from(row.rank) != rank {
            failures.push(format!("{name}: rank {} published {rank}", row.rank));
        }
        if u64::from(row.match_points) != e["match_points"].as_u64().expect("mp") {
            failures.push(format!("{name}: match points {}", row.match_points));
        }
        for (label, got) in [("omwp", &row.omwp), ("gwp", &row.gwp), ("ogwp", &row.ogwp)] {
            let want = e[label].as_f64().expect("published value");
            if (got.to_f64() - want).abs() > 1e-6 {
                failures.push(format!(
                    "{name} (rank {rank}): {label} {} ({}) published {want}",
                    got,
                    got.to_fraction_string()
                ));
            }
        }
        compared += 5;
    }
    assert!(failures.is_empty(), "{dir}:\n{}", failures.join("\n"));
    compared
}

#[test]
fn pavia12_melee_2023() {
    assert_eq!(check("pavia12"), 16 * 5);
}

#[test]
fn pavia13_melee_2023() {
    assert_eq!(check("pavia13"), 16 * 5);
}

#[test]
fn liga_gaucha_melee_2024() {
    assert_eq!(check("liga-gaucha-pauper-2024-e4"), 42 * 5);
}

#[test]
fn every_real_event_is_checked() {
    let dirs: Vec<String> = all_case_folders("real")
        .iter()
        .map(|d| d.file_name().expect("name").to_string_lossy().into_owned())
        .collect();
    for d in &dirs {
        assert!(
            ["pavia12", "pavia13", "liga-gaucha-pauper-2024-e4"].contains(&d.as_str()),
            "real event {d} has no test"
        );
    }
}
