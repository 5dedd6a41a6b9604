//! The Muck draw: no avoidable repeat (checked against a brute-force search over every seating
//! of small fields), everyone seated exactly once or sitting out, sitting out rotates, the same
//! state gives the same draw.

use chrono::{TimeZone, Utc};
use proptest::prelude::*;
use std::collections::HashMap;
use turnier::game::{Command, Event, Game, TableNo, apply};
use turnier::muck::MuckCommand;
use turnier::muck::MuckGame;
use turnier::muck::draw::{History, draw};
use turnier::muck::search::{seat_pairs, seat_singles, split_singles_cost};
use turnier::muck::{BobblScore, Entrant, MuckSettings, Partners};

fn at() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 19, 0, 0)
        .single()
        .expect("date")
}

/// The cheapest total over every perfect matching of `0..n` (brute force).
fn brute_pairs(free: &mut Vec<usize>, cost: &dyn Fn(usize, usize) -> u32) -> u32 {
    let Some(p) = free.pop() else { return 0 };
    let mut best = u32::MAX;
    for i in 0..free.len() {
        let q = free.remove(i);
        best = best.min(cost(p, q) + brute_pairs(free, cost));
        free.insert(i, q);
    }
    free.push(p);
    best
}

/// The cheapest (repeat partners, repeat opponents) over every seating of single players.
fn brute_singles(
    free: &mut Vec<usize>,
    part: &dyn Fn(usize, usize) -> u32,
    opp: &dyn Fn(usize, usize) -> u32,
) -> (u32, u32) {
    let Some(p) = free.pop() else { return (0, 0) };
    let mut best = (u32::MAX, u32::MAX);
    let n = free.len();
    for qi in 0..n {
        for ri in 0..n {
            for si in ri + 1..n {
                if qi == ri || qi == si {
                    continue;
                }
                let (q, r, s) = (free[qi], free[ri], free[si]);
                let mut rest: Vec<usize> = free
                    .iter()
                    .copied()
                    .filter(|x| *x != q && *x != r && *x != s)
                    .collect();
                let sub = brute_singles(&mut rest, part, opp);
                let c = (
                    part(p, q) + part(r, s) + sub.0,
                    opp(p, r) + opp(p, s) + opp(q, r) + opp(q, s) + sub.1,
                );
                best = best.min(c);
            }
        }
    }
    free.push(p);
    best
}

#[allow(clippy::needless_range_loop)] // a symmetric matrix reads best by index
fn matrix(n: usize, seed: &[u8]) -> Vec<Vec<u32>> {
    let mut m = vec![vec![0; n]; n];
    let mut k = 0;
    for i in 0..n {
        for j in i + 1..n {
            let v = u32::from(seed.get(k).copied().unwrap_or(0) % 4);
            // Mostly 0 or 1, sometimes 2: as after a few rounds.
            let v = if v == 3 { 2 } else { v.min(1) };
            m[i][j] = v;
            m[j][i] = v;
            k += 1;
        }
    }
    m
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn pairs_draw_has_no_avoidable_repeat(half in 1usize..=5, costs in proptest::collection::vec(any::<u8>(), 45), seed in any::<u64>()) {
        let n = 2 * half;
        let m = matrix(n, &costs);
        let cost = |i: usize, j: usize| m[i][j];
        let s = seat_pairs(n, &cost, seed);
        prop_assert!(s.proven);
        let mut seen = vec![0; n];
        let mut total = 0u64;
        for (a, b) in &s.tables {
            seen[*a] += 1;
            seen[*b] += 1;
            total += u64::from(m[*a][*b]);
        }
        prop_assert!(seen.iter().all(|x| *x == 1), "everyone seated once: {seen:?}");
        prop_assert_eq!(total, s.cost);
        let mut all: Vec<usize> = (0..n).collect();
        prop_assert_eq!(s.cost, u64::from(brute_pairs(&mut all, &cost)));
    }

    #[test]
    fn singles_draw_has_no_avoidable_repeat_partner_then_opponent(tables in 1usize..=2, pc in proptest::collection::vec(any::<u8>(), 28), oc in proptest::collection::vec(any::<u8>(), 28), seed in any::<u64>()) {
        let n = 4 * tables;
        let (pm, om) = (matrix(n, &pc), matrix(n, &oc));
        let part = |i: usize, j: usize| pm[i][j];
        let opp = |i: usize, j: usize| om[i][j];
        let s = seat_singles(n, &part, &opp, seed);
        prop_assert!(s.proven);
        let mut seen = vec![0; n];
        for (a, b) in &s.tables {
            for x in a.iter().chain(b) {
                seen[*x] += 1;
            }
        }
        prop_assert!(seen.iter().all(|x| *x == 1), "everyone seated once: {seen:?}");
        let mut all: Vec<usize> = (0..n).collect();
        let (bp, bo) = brute_singles(&mut all, &part, &opp);
        prop_assert_eq!(split_singles_cost(s.cost), (u64::from(bp), u64::from(bo)));
    }

    #[test]
    fn whole_event_seats_everyone_once_and_repeats_only_when_forced(pairs in 2usize..=9, singles in any::<bool>(), rounds in 1u32..=6, seed in any::<u64>()) {
        let n = if singles { pairs + 3 } else { pairs };
        let mut t = event(n, singles, seed);
        for _ in 0..rounds {
            let before = t.clone();
            t = apply(&t, Command::Muck(MuckCommand::DrawRound), at()).expect("draw");
            // Same state, same draw.
            let again = apply(&before, Command::Muck(MuckCommand::DrawRound), at()).expect("draw");
            prop_assert_eq!(&again.muck().expect("muck").rounds, &t.muck().expect("muck").rounds);
            let r = t.muck().expect("muck").rounds.last().expect("round").clone();
            let mut count: HashMap<Entrant, u32> = HashMap::new();
            for tb in &r.tables {
                for e in tb.a.entrants().into_iter().chain(tb.b.entrants()) {
                    *count.entry(e).or_default() += 1;
                }
            }
            for e in &r.sitting_out {
                *count.entry(*e).or_default() += 1;
            }
            prop_assert_eq!(count.len(), t.muck().expect("muck").entrants(&t.registry).len());
            prop_assert!(count.values().all(|c| *c == 1));
            let size = if singles { 4 } else { 2 };
            prop_assert_eq!(r.sitting_out.len(), n % size);
            t = finish(&apply(&t, Command::Publish, at()).expect("publish"));
        }
        // Sitting out rotates: nobody sits out twice before everyone sat out once.
        let h = History::of(t.muck().expect("muck"));
        let outs: Vec<u32> = t.muck().expect("muck").entrants(&t.registry).iter().map(|e| h.sat_out.get(e).copied().unwrap_or(0)).collect();
        let (lo, hi) = (outs.iter().min().copied().unwrap_or(0), outs.iter().max().copied().unwrap_or(0));
        prop_assert!(hi - lo <= 1, "sit-outs {outs:?}");
    }
}

fn event(n: usize, singles: bool, seed: u64) -> Event {
    let settings = MuckSettings {
        partners: if singles {
            Partners::Changing
        } else {
            Partners::Fixed
        },
        ..MuckSettings::default()
    };
    let t = Event::new("draw", Game::Muck(MuckGame::new(settings)), at(), seed);
    let entrants = (0..n)
        .map(|i| {
            if singles {
                vec![format!("P{i}")]
            } else {
                vec![format!("A{i}"), format!("B{i}")]
            }
        })
        .collect();
    apply(
        &t,
        Command::Muck(MuckCommand::AddEntrants { entrants }),
        at(),
    )
    .expect("register")
}

/// Enters 21:0 at every Bobbl of the last round.
fn finish(t: &Event) -> Event {
    let mut t = t.clone();
    let r = t
        .muck()
        .expect("muck")
        .rounds
        .last()
        .expect("round")
        .clone();
    for tb in &r.tables {
        t = apply(
            &t,
            Command::Muck(MuckCommand::Score {
                round: None,
                table: tb.number,
                bobbl: 1,
                scores: vec![BobblScore { a: 21, b: 0 }; tb.bobbl.len()],
                second_entry: false,
            }),
            at(),
        )
        .expect("score");
    }
    t
}

#[test]
fn six_pairs_play_a_round_robin_without_repeats() {
    // 6 pairs, 5 rounds: the draw must find a full round robin (every pair meets every other
    // once), and round 6 is the first with a forced repeat, flagged.
    let mut t = event(6, false, 7);
    for _ in 0..5 {
        t = apply(&t, Command::Muck(MuckCommand::DrawRound), at()).expect("draw");
        assert!(
            t.muck()
                .expect("muck")
                .rounds
                .last()
                .expect("r")
                .warnings
                .is_empty()
        );
        t = finish(&apply(&t, Command::Publish, at()).expect("publish"));
    }
    t = apply(&t, Command::Muck(MuckCommand::DrawRound), at()).expect("draw");
    let r = t.muck().expect("muck").rounds.last().expect("r");
    assert_eq!(r.warnings.len(), 3, "{:?}", r.warnings);
    assert!(
        r.warnings[0].contains("met before (1x)"),
        "{:?}",
        r.warnings
    );
}

#[test]
fn redraw_changes_the_draw_and_is_logged() {
    let t = apply(
        &event(8, false, 3),
        Command::Muck(MuckCommand::DrawRound),
        at(),
    )
    .expect("draw");
    let r = apply(&t, Command::Muck(MuckCommand::Redraw), at()).expect("redraw");
    assert_eq!(r.muck().expect("muck").rounds[0].draw_no, 1);
    assert_ne!(
        r.muck().expect("muck").rounds[0].tables,
        t.muck().expect("muck").rounds[0].tables
    );
    assert!(
        r.audit
            .last()
            .expect("audit")
            .what
            .starts_with("re-draw round 1")
    );
}

#[test]
fn swap_in_the_draft_is_manual_and_publish_fixes_it() {
    let t = apply(
        &event(5, false, 11),
        Command::Muck(MuckCommand::DrawRound),
        at(),
    )
    .expect("draw");
    let r = &t.muck().expect("muck").rounds[0];
    let out = r.sitting_out[0];
    let seated = r.tables[0].a.entrants()[0];
    let s = apply(
        &t,
        Command::Muck(MuckCommand::SwapEntrants { a: out, b: seated }),
        at(),
    )
    .expect("swap");
    let r2 = &s.muck().expect("muck").rounds[0];
    assert_eq!(r2.sitting_out, vec![seated]);
    assert!(r2.tables[0].manual && r2.tables[0].seats(out));
    let audit = s.audit.last().expect("audit");
    assert!(audit.manual && audit.what.starts_with("swap"));
    let p = apply(&s, Command::Publish, at()).expect("publish");
    let err = apply(
        &p,
        Command::Muck(MuckCommand::SwapEntrants { a: out, b: seated }),
        at(),
    )
    .expect_err("fixed");
    assert!(err.to_string().contains("only a draft"), "{err}");
    let err = apply(
        &p,
        Command::SwapTables {
            a: TableNo(1),
            b: TableNo(2),
        },
        at(),
    )
    .expect_err("fixed");
    assert!(err.to_string().contains("only a draft"), "{err}");
}

#[test]
fn moving_schedule_keeps_side_a_and_moves_side_b_one_table_on() {
    let settings = MuckSettings {
        schedule: turnier::muck::Schedule::Moving,
        ..MuckSettings::default()
    };
    let t = Event::new("moving", Game::Muck(MuckGame::new(settings)), at(), 5);
    let entrants = (0..8)
        .map(|i| vec![format!("A{i}"), format!("B{i}")])
        .collect();
    let mut t = apply(
        &t,
        Command::Muck(MuckCommand::AddEntrants { entrants }),
        at(),
    )
    .expect("register");
    t = apply(&t, Command::Muck(MuckCommand::DrawRound), at()).expect("draw");
    t = finish(&apply(&t, Command::Publish, at()).expect("publish"));
    t = apply(&t, Command::Muck(MuckCommand::DrawRound), at()).expect("draw 2");
    let (r1, r2) = (
        &t.muck().expect("muck").rounds[0],
        &t.muck().expect("muck").rounds[1],
    );
    for (i, tb) in r2.tables.iter().enumerate() {
        assert_eq!(tb.a, r1.tables[i].a);
        let from = (i + r1.tables.len() - 1) % r1.tables.len();
        assert_eq!(tb.b, r1.tables[from].b);
    }
}

#[test]
fn draw_needs_a_full_table_and_a_muck_event() {
    let one = event(1, false, 0);
    let err = draw(&one.registry, one.muck().expect("muck"), one.seed, 0).expect_err("one pair");
    assert!(err.to_string().contains("at least 2"), "{err}");
    let three = event(3, true, 0);
    let err = draw(&three.registry, three.muck().expect("muck"), three.seed, 0)
        .expect_err("three players");
    assert!(err.to_string().contains("at least 4"), "{err}");
}
