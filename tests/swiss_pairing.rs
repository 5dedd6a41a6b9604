//! The Swiss pairing engine against the shared cases (`../shared/cases/swiss/cases.json`, kind
//! `pairing`), a brute-force reference that evaluates the tiers R-S12..R-S16 literally, and
//! proptest invariants.

mod common;

use common::{CaseRound, build, names, read_json, settings_from_params};
use proptest::prelude::*;
use serde_json::Value;
use std::collections::HashMap;
use turnier::engine::swiss::pairing::{FieldEntry, Meetings, pair_field, propose};
use turnier::tournament::PlayerId;

fn pairing_cases() -> Vec<Value> {
    read_json("swiss/cases.json")["cases"]
        .as_array()
        .expect("cases")
        .iter()
        .filter(|c| c["kind"] == "pairing")
        .cloned()
        .collect()
}

/// Match points (win 3, draw 1, bye 3) and meetings from a case's rounds.
fn state(players: &[String], rounds: &[CaseRound]) -> (HashMap<String, u32>, Meetings) {
    let id = |n: &str| PlayerId(players.iter().position(|p| p == n).expect("player") as u32 + 1);
    let mut mp: HashMap<String, u32> = players.iter().map(|p| (p.clone(), 0)).collect();
    let mut meetings = Meetings::new();
    for r in rounds {
        for (a, b, ga, gb, _) in &r.matches {
            meetings.add(id(a), id(b));
            let (pa, pb) = match ga.cmp(gb) {
                std::cmp::Ordering::Greater => (3, 0),
                std::cmp::Ordering::Less => (0, 3),
                std::cmp::Ordering::Equal => (1, 1),
            };
            *mp.get_mut(a).expect("a") += pa;
            *mp.get_mut(b).expect("b") += pb;
        }
        for b in &r.byes {
            *mp.get_mut(b).expect("bye") += 3;
        }
    }
    (mp, meetings)
}

fn case_rounds(c: &Value) -> Vec<CaseRound> {
    c["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .map(CaseRound::from_json)
        .collect()
}

fn expected_pairs(c: &Value) -> Vec<(String, String)> {
    c["expected"]["pairs"]
        .as_array()
        .expect("pairs")
        .iter()
        .map(|p| {
            let v = names(p);
            (v[0].clone(), v[1].clone())
        })
        .collect()
}

/// The core on each case's `pairing_order`: pairs in table order, rematches, pair-down sizes.
#[test]
fn core_reproduces_every_pairing_case() {
    let cases = pairing_cases();
    assert!(cases.len() >= 11, "expected the 11 shared pairing cases");
    for c in &cases {
        let cid = c["id"].as_str().expect("id");
        let players = names(&c["players"]);
        let (mp, meetings) = state(&players, &case_rounds(c));
        let id_of = |n: &str| PlayerId(players.iter().position(|p| p == n).expect("p") as u32 + 1);
        let name_of = |p: PlayerId| players[(p.0 - 1) as usize].clone();
        let order: Vec<FieldEntry> = names(&c["expected"]["pairing_order"])
            .iter()
            .map(|n| FieldEntry {
                id: id_of(n),
                match_points: mp[n],
            })
            .collect();
        let pairs = pair_field(&order, &meetings).expect("pairable");
        let got: Vec<(String, String)> = pairs
            .iter()
            .map(|&(a, b)| (name_of(a), name_of(b)))
            .collect();
        // Tier 1 (R-S12): the rematches.
        let rematches: Vec<(String, String)> = pairs
            .iter()
            .filter(|&&(a, b)| meetings.count(a, b) > 0)
            .map(|&(a, b)| (name_of(a), name_of(b)))
            .collect();
        let want_rm: Vec<(String, String)> = c["expected"]["rematches"]
            .as_array()
            .expect("rematches")
            .iter()
            .map(|p| {
                let v = names(p);
                (v[0].clone(), v[1].clone())
            })
            .collect();
        assert_eq!(rematches, want_rm, "{cid}: rematches (R-S12)");
        let total: u32 = pairs.iter().map(|&(a, b)| meetings.count(a, b)).sum();
        assert_eq!(
            u64::from(total),
            c["expected"]["rematch_count"].as_u64().expect("count"),
            "{cid}"
        );
        // Tier 2 (R-S13): pair-down sizes, descending.
        let mut sizes: Vec<u64> = got
            .iter()
            .filter(|(a, b)| mp[a] != mp[b])
            .map(|(a, b)| u64::from(mp[a].abs_diff(mp[b])))
            .collect();
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        let want_sizes: Vec<u64> = c["expected"]["pair_down_sizes"]
            .as_array()
            .expect("sizes")
            .iter()
            .map(|v| v.as_u64().expect("size"))
            .collect();
        assert_eq!(sizes, want_sizes, "{cid}: pair-down sizes (R-S13)");
        // R-S14..R-S17: the exact tables.
        assert_eq!(got, expected_pairs(c), "{cid}: pairs in table order");
    }
}

/// The whole `propose(t)` per case: bye (R-S11) and tables (R-S17). Needs the standings
/// (pairing order = standings order, R-S10), merged from branch `standings`.
#[test]
fn propose_reproduces_every_pairing_case() {
    for c in &pairing_cases() {
        let cid = c["id"].as_str().expect("id");
        let players = names(&c["players"]);
        let rounds = case_rounds(c);
        let after = rounds.len() as u32;
        let dropped: Vec<(String, u32)> = names(&c["dropped"])
            .into_iter()
            .map(|n| (n, after.max(1)))
            .collect();
        let (t, ids) = build(
            &players,
            &rounds,
            &dropped,
            settings_from_params(&c["params"]),
        );
        let name_of = |p: PlayerId| {
            ids.iter()
                .find(|(_, v)| **v == p)
                .map(|(k, _)| k.clone())
                .expect("known id")
        };
        let p = propose(&t).expect("proposal");
        assert_eq!(
            p.bye.map(name_of),
            c["expected"]["bye"].as_str().map(String::from),
            "{cid}: bye (R-S11)"
        );
        let got: Vec<(String, String)> = p
            .tables
            .iter()
            .map(|t| (name_of(t.a), name_of(t.b)))
            .collect();
        assert_eq!(got, expected_pairs(c), "{cid}: tables (R-S17)");
        for (k, table) in p.tables.iter().enumerate() {
            assert_eq!(table.number.0 as usize, k + 1, "{cid}: table numbers");
        }
        let rm = c["expected"]["rematch_count"].as_u64().expect("count") as usize;
        assert_eq!(
            p.warnings.len(),
            p.tables
                .iter()
                .filter(|t| t.reason.previous_meetings > 0)
                .count()
        );
        assert!(rm == 0 || !p.warnings.is_empty(), "{cid}: rematch warnings");
    }
}
