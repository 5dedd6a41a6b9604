//! The shipped Turnierfußball series `saves/football-series.ron`: it is what
//! `turnier::examples::football_series` produces (rebuild with
//! `cargo run --example football_saves`), and it shows every rule at work: twelve managers, up
//! to two teams each, three evaluated rounds, one anti-tournament (R-F8), lineups corrected by
//! the rules (R-F2, R-F6) and by a later lineup of the same team.

use std::collections::HashMap;
use std::path::PathBuf;
use turnier::football::Tournament;
use turnier::football::series::tournament;
use turnier::game::{Event, RoundNo};
use turnier::store::{load, to_ron};

fn shipped() -> Event {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves/football-series.ron");
    load(&path).expect("the shipped series loads")
}

#[test]
fn the_shipped_series_is_what_the_generator_produces() {
    for (name, t) in turnier::examples::football_saves().expect("generator") {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name);
        let committed = std::fs::read_to_string(&path).expect("committed save");
        assert_eq!(
            to_ron(&t).expect("ron"),
            committed,
            "{name}: run `cargo run --example football_saves` and commit"
        );
    }
}

#[test]
fn the_shipped_series_has_what_the_issue_asks() {
    let t = shipped();
    let g = t.football().expect("a football series");
    assert_eq!(t.registry.participants.len(), 12);
    let evaluated: Vec<u32> = g
        .rounds
        .iter()
        .filter(|r| r.evaluated)
        .map(|r| r.number.0)
        .collect();
    assert_eq!(evaluated, [1, 2, 3]);
    assert_eq!(g.open_round().map(|r| r.number), Some(RoundNo(4)));
    // Round 2 won by the anti-manager alone: round 3 has the anti-tournament at round 2's WP.
    let r2 = tournament(g, &t.registry, t.seed, RoundNo(2), Tournament::Normal).expect("r2");
    let winners: Vec<String> = r2
        .standings
        .iter()
        .filter(|s| s.place == 1)
        .map(|s| t.registry.name_of(r2.teams[s.team].manager))
        .collect();
    assert_eq!(winners, ["Egon"]);
    assert_eq!(g.settings.anti_manager.as_deref(), Some("Egon"));
    assert_eq!(g.rounds[2].anti_wp, Some(g.rounds[1].wp));
    assert!(g.rounds.iter().all(|r| r.zat.is_some()));
    let mut corrected = 0;
    for r in &g.rounds {
        for w in [Tournament::Normal, Tournament::Anti] {
            let Some(v) = tournament(g, &t.registry, t.seed, r.number, w) else {
                continue;
            };
            let mut per_manager: HashMap<_, usize> = HashMap::new();
            for x in &v.teams {
                *per_manager.entry(x.manager).or_default() += 1;
                if !x.played.corrections.is_empty() {
                    corrected += 1;
                }
            }
            assert!(per_manager.values().all(|&n| n <= 2), "{} {w}", r.number);
            if r.number == RoundNo(1) {
                assert_eq!(per_manager.len(), 12, "everyone plays round 1");
                assert!(per_manager.values().any(|&n| n == 2));
            }
        }
    }
    assert!(corrected >= 5, "{corrected} corrected lineups");
    let anti = tournament(g, &t.registry, t.seed, RoundNo(3), Tournament::Anti).expect("anti");
    assert!(
        anti.standings.iter().all(|s| s.rlp.is_none()),
        "no RLP in the anti"
    );
    assert!(anti.teams.len() >= 5);
    // Later lineups of a team that replaced earlier ones are in the log.
    assert!(t.audit.iter().filter(|a| a.correction).count() >= 3);
}
