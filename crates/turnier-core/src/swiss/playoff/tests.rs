//! Engine tests of the playoff (R-S18, R-S19): the bracket, the next rounds from the winners,
//! the final places with a dropped player, the refusals, the save checks, and a proptest that
//! every completed playoff gives the places 1..C exactly once.

use super::*;
use crate::game::{Command, Event, apply};
use crate::swiss::SwissCommand;
use crate::swiss::synthetic::synthetic_event;
use chrono::{DateTime, TimeZone, Utc};
use proptest::prelude::*;

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 1, 20, 0, 0)
        .single()
        .expect("time")
}

fn run(t: &Event, cmd: Command) -> Result<Event, Rejected> {
    apply(t, cmd, at())
}

fn ok(t: &Event, cmd: Command) -> Event {
    run(t, cmd).expect("applies")
}

fn g(t: &Event) -> &SwissGame {
    t.swiss().expect("swiss")
}

fn result(table: u32, a: u8, b: u8) -> Command {
    Command::Swiss(SwissCommand::RecordResult {
        round: None,
        table: TableNo(table),
        result: MatchResult::new(a, b, 0).expect("legal"),
    })
}

fn start(cut: u32) -> Command {
    Command::Swiss(SwissCommand::StartPlayoff { cut })
}

fn pair() -> Command {
    Command::Swiss(SwissCommand::PairNextRound)
}

/// 12 players after three complete Swiss rounds, nobody dropped: the synthetic event of seed 7.
fn swiss_done() -> Event {
    let mut t = synthetic_event(12, 3, 7);
    for p in &mut t.registry.participants {
        p.dropped_after = None;
    }
    assert!(t.registry.active_players().len() == 12);
    t
}

fn seeds(t: &Event) -> Vec<PlayerId> {
    standings(&t.registry, g(t), None)
        .rows
        .iter()
        .map(|r| r.player)
        .collect()
}

#[test]
fn the_quarter_finals_are_1v8_4v5_2v7_3v6_and_the_winners_meet_in_bracket_order() {
    let t = swiss_done();
    let s = seeds(&t);
    let t = ok(&t, start(8));
    let p = g(&t).playoff.clone().expect("playoff");
    assert_eq!(p.after, RoundNo(3));
    assert_eq!(p.seeds, s[..8].to_vec());
    let qf = g(&t).current_round().expect("round 4");
    assert_eq!(qf.number, RoundNo(4));
    assert_eq!(qf.state, RoundState::Published);
    let pairs: Vec<(PlayerId, PlayerId)> = qf.tables.iter().map(|x| (x.a, x.b)).collect();
    assert_eq!(
        pairs,
        vec![(s[0], s[7]), (s[3], s[4]), (s[1], s[6]), (s[2], s[5])]
    );
    assert_eq!(qf.tables[1].reason.seeds, Some((4, 5)));
    // Upsets at tables 1 and 4: seed 8 and seed 6 go through.
    let mut t = t;
    for (table, a, b) in [(1, 0, 2), (2, 2, 1), (3, 2, 0), (4, 1, 2)] {
        t = ok(&t, result(table, a, b));
    }
    let t = ok(&t, pair());
    let sf = g(&t).current_round().expect("semi-finals");
    let pairs: Vec<(PlayerId, PlayerId)> = sf.tables.iter().map(|x| (x.a, x.b)).collect();
    // Table 1: winners of QF 1 and 2 (seed 8, seed 4): the better seed first.
    assert_eq!(pairs, vec![(s[3], s[7]), (s[1], s[5])]);
    assert_eq!(sf.tables[0].reason.seeds, Some((4, 8)));
    assert_eq!(Stage::of_tables(sf.tables.len()), Stage::SemiFinal);
    assert_eq!(stages_to_come(g(&t)), vec![Stage::Final]);
}

#[test]
fn final_places_with_a_dropped_player_follow_r_s19() {
    let t = swiss_done();
    let s = seeds(&t);
    let mut t = ok(&t, start(4));
    // Top 4: 1v4, 2v3. Seed 4 wins, seed 2 wins.
    t = ok(&t, result(1, 1, 2));
    t = ok(&t, result(2, 2, 0));
    t = ok(&t, pair());
    // The final: seeds 2 v 4. Seed 2 drops before it is played: seed 4 wins (R-S19).
    t = ok(&t, Command::Drop { player: s[1] });
    let fin = g(&t).current_round().expect("final");
    assert_eq!(fin.state, RoundState::Complete);
    assert_eq!(
        fin.tables[0].result,
        Some(MatchResult::new(0, 2, 0).expect("2-0"))
    );
    let p = g(&t).playoff.as_ref().expect("playoff");
    assert_eq!(
        p.forfeits,
        vec![Forfeit {
            round: RoundNo(5),
            table: TableNo(1),
            player: s[1],
        }]
    );
    assert!(complete(g(&t)));
    let st = standings(&t.registry, g(&t), None);
    // Frozen at the cut: the drop in the playoff does not mark the Swiss row.
    assert!(!st.row(s[1]).expect("row").dropped);
    let places = final_places(g(&t), &st).expect("over");
    // 1 the final's winner (seed 4), 2 its loser (seed 2), 3-4 the semi-final losers by seed
    // (seed 1, seed 3), then the Swiss standings from seed 5 on.
    assert_eq!(places[..4], [s[3], s[1], s[0], s[2]]);
    assert_eq!(places[4..], s[4..]);
    assert_eq!(reached(g(&t), s[3]), Some(Stage::Winner));
    assert_eq!(reached(g(&t), s[1]), Some(Stage::Final));
    assert_eq!(reached(g(&t), s[0]), Some(Stage::SemiFinal));
    assert_eq!(reached(g(&t), s[4]), None);
    assert!(problems_of(&t).is_empty(), "{:?}", problems_of(&t));
    // Over: no more rounds.
    assert!(run(&t, pair()).is_err());
}

#[test]
fn a_player_dropped_before_the_cut_is_not_seeded_and_a_dropped_winner_forfeits_next() {
    let mut t = swiss_done();
    let s = seeds(&t);
    t = ok(&t, Command::Drop { player: s[0] });
    let t = ok(&t, start(2));
    let p = g(&t).playoff.clone().expect("playoff");
    assert_eq!(
        p.seeds,
        vec![s[1], s[2]],
        "seed 1 is the best active player"
    );
    // Top 4 instead, and seed 1 of it wins the semi-final then drops: the final is a forfeit.
    let mut t = swiss_done();
    t = ok(&t, start(4));
    t = ok(&t, result(1, 2, 0));
    t = ok(&t, result(2, 0, 2));
    t = ok(&t, Command::Drop { player: s[0] });
    t = ok(&t, pair());
    let fin = g(&t).current_round().expect("final");
    assert_eq!((fin.tables[0].a, fin.tables[0].b), (s[0], s[2]));
    assert_eq!(fin.state, RoundState::Complete);
    let st = standings(&t.registry, g(&t), None);
    let places = final_places(g(&t), &st).expect("over");
    assert_eq!(places[..4], [s[2], s[0], s[1], s[3]]);
    // Seated after the drop, but only at the match lost by it: the save checks accept it
    // (every write is checked), and they do find such a seat that is not a recorded forfeit.
    assert!(problems_of(&t).is_empty(), "{:?}", problems_of(&t));
    let mut played = t.clone();
    if let Some(p) = played.swiss_mut().and_then(|g| g.playoff.as_mut()) {
        p.forfeits.clear();
    }
    assert!(
        problems_of(&played)
            .iter()
            .any(|x| x.contains("dropped") || x.contains("forfeit")),
        "{:?}",
        problems_of(&played)
    );
}

#[test]
fn the_playoff_refuses_draws_a_changed_winner_and_the_frozen_swiss_rounds() {
    let t = ok(&swiss_done(), start(4));
    let draw = run(
        &t,
        Command::Swiss(SwissCommand::RecordResult {
            round: None,
            table: TableNo(1),
            result: MatchResult::new(1, 1, 1).expect("legal"),
        }),
    )
    .expect_err("draw");
    assert_eq!(draw.field(), Some("score"));
    assert!(draw.to_string().contains("allowed: 2-0, 2-1"), "{draw}");
    let frozen = run(
        &t,
        Command::Swiss(SwissCommand::RecordResult {
            round: Some(RoundNo(2)),
            table: TableNo(1),
            result: MatchResult::new(2, 0, 0).expect("legal"),
        }),
    )
    .expect_err("frozen");
    assert!(frozen.to_string().contains("frozen at the cut"), "{frozen}");
    let mut t = ok(&t, result(1, 2, 0));
    t = ok(&t, result(2, 2, 0));
    t = ok(&t, pair());
    let fix = |a: u8, b: u8| {
        Command::Swiss(SwissCommand::RecordResult {
            round: Some(RoundNo(4)),
            table: TableNo(1),
            result: MatchResult::new(a, b, 0).expect("legal"),
        })
    };
    // The same winner: a correction is fine; another winner would break the bracket.
    assert!(run(&t, fix(2, 1)).is_ok());
    let changed = run(&t, fix(0, 2)).expect_err("winner plays on");
    assert!(
        changed.to_string().contains("plays in round 5"),
        "{changed}"
    );
    // No players join once the playoff runs.
    assert!(
        run(
            &t,
            Command::AddPlayers {
                names: vec!["Zora".into()]
            }
        )
        .is_err()
    );
}

#[test]
fn the_cut_is_refused_while_the_swiss_part_is_open_or_the_cut_is_blocked() {
    let t = swiss_done();
    assert_eq!(
        run(&t, start(16)).expect_err("too large").field(),
        Some("cut")
    );
    assert_eq!(
        run(&t, start(6)).expect_err("not a power").field(),
        Some("cut")
    );
    assert_eq!(run(&t, start(0)).expect_err("no cut").field(), Some("cut"));
    let draft = ok(&t, pair());
    assert!(
        run(&draft, start(4))
            .expect_err("draft")
            .to_string()
            .contains("draft")
    );
    let open = ok(&draft, Command::Publish);
    assert!(
        run(&open, start(4))
            .expect_err("open")
            .to_string()
            .contains("open table")
    );
}

fn problems_of(t: &Event) -> Vec<String> {
    let mut out = Vec::new();
    crate::swiss::validate::problems(&t.registry, g(t), &mut out);
    out
}

#[test]
fn the_save_checks_find_a_broken_playoff() {
    let mut t = ok(&swiss_done(), start(4));
    t = ok(&t, result(1, 2, 0));
    assert!(problems_of(&t).is_empty());
    let mut draw = t.clone();
    if let Some(x) = draw.swiss_mut().and_then(|g| g.rounds.last_mut()) {
        x.tables[0].result = Some(MatchResult::INTENTIONAL_DRAW);
    }
    assert!(problems_of(&draw).iter().any(|p| p.contains("has a draw")));
    let mut seeds = t.clone();
    if let Some(p) = seeds.swiss_mut().and_then(|g| g.playoff.as_mut()) {
        p.seeds.swap(0, 3);
    }
    assert!(problems_of(&seeds).iter().any(|p| p.contains("bracket")));
    let mut cut = t.clone();
    if let Some(p) = cut.swiss_mut().and_then(|g| g.playoff.as_mut()) {
        p.cut = 6;
    }
    assert!(problems_of(&cut).iter().any(|p| p.contains("cut 6")));
}

#[test]
fn a_save_without_a_playoff_writes_no_playoff_field() {
    let t = swiss_done();
    let text = ron::to_string(&t.game).expect("ron");
    assert!(
        !text.contains("playoff") && !text.contains("seeds"),
        "{text}"
    );
    let t = ok(&t, start(2));
    let text = ron::to_string(&t.game).expect("ron");
    assert!(text.contains("playoff") && text.contains("seeds"));
    let back: crate::game::Game = ron::from_str(&text).expect("reads back");
    assert_eq!(back, t.game);
}

/// `run_of` says who is out and who is still in, and `as_of` keeps the playoff rounds up to
/// N: a Top 4 after 3 Swiss rounds, seeds 1v4 and 2v3 in round 4, the final in round 5.
#[test]
fn run_of_and_as_of_give_the_playoff_after_each_round() {
    let t = swiss_done();
    let s = seeds(&t);
    let t = ok(&t, start(4));
    let t = ok(&t, result(1, 2, 0));
    // Seed 1 won, seed 4 is out, seeds 2 and 3 still play; seed 5 is outside the cut.
    assert_eq!(run_of(g(&t), s[0]), Some(Run::StillIn(Stage::Final)));
    assert_eq!(run_of(g(&t), s[3]), Some(Run::Ended(Stage::SemiFinal)));
    assert_eq!(run_of(g(&t), s[1]), Some(Run::StillIn(Stage::SemiFinal)));
    assert_eq!(run_of(g(&t), s[4]), None);
    let t = ok(&t, result(2, 0, 2));
    let t = ok(&t, pair());
    let t = ok(&t, result(1, 0, 2));
    assert_eq!(run_of(g(&t), s[2]), Some(Run::Ended(Stage::Winner)));
    assert_eq!(run_of(g(&t), s[0]), Some(Run::Ended(Stage::Final)));
    // As of round 4: the final not played, both finalists still in, no final places.
    let four = as_of(g(&t), RoundNo(4));
    assert_eq!(four.rounds.len(), 4);
    assert_eq!(run_of(&four, s[2]), Some(Run::StillIn(Stage::Final)));
    assert_eq!(run_of(&four, s[0]), Some(Run::StillIn(Stage::Final)));
    assert_eq!(run_of(&four, s[1]), Some(Run::Ended(Stage::SemiFinal)));
    let st = standings(&t.registry, &four, None);
    assert_eq!(final_places(&four, &st), None);
    // As of a Swiss round there is no playoff yet; past the last round, the game as it is.
    let three = as_of(g(&t), RoundNo(3));
    assert!(three.playoff.is_none() && three.rounds.len() == 3);
    assert_eq!(&as_of(g(&t), RoundNo(9)), g(&t));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every completed playoff gives the places 1..C to the C seeds exactly once, and the
    /// whole field a place each, whatever the results and drops (R-S19).
    #[test]
    fn every_completed_playoff_gives_the_places_1_to_c_once(
        players in 9u32..24,
        seed in 0u64..1000,
        cut_log in 1u32..4,
        wins in proptest::collection::vec(any::<bool>(), 8),
        drops in proptest::collection::vec(0usize..40, 0..3),
    ) {
        let t = synthetic_event(players, 3, seed);
        let active = t.registry.active_players().len();
        let cut = 1u32 << cut_log;
        prop_assume!(cut as usize <= active);
        let mut t = ok(&t, start(cut));
        let mut k = 0;
        let mut dropped = drops.into_iter();
        loop {
            if let Some(d) = dropped.next() {
                let who = t.registry.participants[d % t.registry.participants.len()].id;
                if let Ok(next) = run(&t, Command::Drop { player: who }) {
                    t = next;
                }
            }
            let open: Vec<TableNo> = g(&t)
                .current_round()
                .map(|r| r.tables.iter().filter(|x| x.result.is_none()).map(|x| x.number).collect())
                .unwrap_or_default();
            for table in open {
                let (a, b) = if wins[k % wins.len()] { (2, 1) } else { (0, 2) };
                k += 1;
                t = ok(&t, result(table.0, a, b));
            }
            if complete(g(&t)) {
                break;
            }
            t = ok(&t, pair());
        }
        let st = standings(&t.registry, g(&t), None);
        let places = final_places(g(&t), &st).expect("over");
        let p = g(&t).playoff.as_ref().expect("playoff");
        let mut top: Vec<PlayerId> = places[..cut as usize].to_vec();
        top.sort();
        let mut seeded = p.seeds.clone();
        seeded.sort();
        prop_assert_eq!(top, seeded);
        let mut all = places.clone();
        all.sort();
        all.dedup();
        prop_assert_eq!(all.len(), t.registry.participants.len());
        prop_assert_eq!(places.len(), t.registry.participants.len());
        prop_assert!(problems_of(&t).is_empty(), "{:?}", problems_of(&t));
        prop_assert_eq!(reached(g(&t), places[0]), Some(Stage::Winner));
    }
}
