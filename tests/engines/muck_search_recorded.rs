//! The Muck draw search, recorded: the exact seatings (table by table, in the order found, sides
//! as drawn) for fixed seeds and field sizes, taken from the search as it was before it was
//! merged into one generic branch and bound. Any change to the draw for the same state and
//! seed, to its warnings, or to the step cap shows here as a changed snapshot.

use chrono::{TimeZone, Utc};
use std::fmt::Write as _;
use turnier::game::{Command, Event, Game, apply};
use turnier::muck::MuckCommand;
use turnier::muck::MuckGame;
use turnier::muck::draw::draw;
use turnier::muck::search::{seat_pairs, seat_singles, split_singles_cost};
use turnier::muck::{BobblScore, MuckSettings, Partners};

fn at() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 19, 0, 0)
        .single()
        .expect("date")
}

/// A symmetric cost matrix from a small LCG: `dense` of 8 entries are 1 (a few 2), the rest 0.
#[allow(clippy::needless_range_loop)] // a symmetric matrix reads best by index
fn matrix(n: usize, seed: u64, dense: u64) -> Vec<Vec<u32>> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut m = vec![vec![0; n]; n];
    for i in 0..n {
        for j in i + 1..n {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let r = (x >> 33) % 16;
            let v = if r < dense * 2 {
                if r == 0 { 2 } else { 1 }
            } else {
                0
            };
            m[i][j] = v;
            m[j][i] = v;
        }
    }
    m
}

#[test]
fn seat_pairs_recorded() {
    let mut out = String::new();
    for (n, dense) in [(6, 3), (6, 7), (8, 5), (24, 1), (24, 4), (24, 8)] {
        for seed in [0u64, 1, 42, 0xdead_beef] {
            let m = matrix(n, seed ^ n as u64, dense);
            let cost = |i: usize, j: usize| m[i][j];
            let s = seat_pairs(n, &cost, seed);
            let tables: Vec<String> = s.tables.iter().map(|(a, b)| format!("{a}v{b}")).collect();
            writeln!(
                out,
                "pairs n={n} dense={dense} seed={seed}: cost {} proven {} | {}",
                s.cost,
                s.proven,
                tables.join(" ")
            )
            .expect("write");
        }
    }
    insta::assert_snapshot!(out);
}

#[test]
fn seat_singles_recorded() {
    let mut out = String::new();
    for (n, dense) in [(8, 2), (8, 6), (12, 3), (12, 6), (16, 5)] {
        for seed in [0u64, 1, 42, 0xdead_beef] {
            let pm = matrix(n, seed ^ n as u64, dense);
            let om = matrix(n, !seed ^ n as u64, dense);
            let part = |i: usize, j: usize| pm[i][j];
            let opp = |i: usize, j: usize| om[i][j];
            let s = seat_singles(n, &part, &opp, seed);
            let tables: Vec<String> = s
                .tables
                .iter()
                .map(|(a, b)| format!("{}+{}v{}+{}", a[0], a[1], b[0], b[1]))
                .collect();
            let (p, o) = split_singles_cost(s.cost);
            writeln!(
                out,
                "singles n={n} dense={dense} seed={seed}: partners {p} opponents {o} proven {} | {}",
                s.proven,
                tables.join(" ")
            )
            .expect("write");
        }
    }
    insta::assert_snapshot!(out);
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
    let t = Event::new("recorded", Game::Muck(MuckGame::new(settings)), at(), seed);
    let entrants = (0..n)
        .map(|i| {
            if singles {
                vec![format!("P{i:02}")]
            } else {
                vec![format!("A{i:02}"), format!("B{i:02}")]
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

/// Enters 21:k at every Bobbl of the last round (k varies by table, so the history is not flat).
fn finish(t: &Event) -> Event {
    let mut t = t.clone();
    let r = t
        .muck()
        .expect("muck")
        .rounds
        .last()
        .expect("round")
        .clone();
    for (i, tb) in r.tables.iter().enumerate() {
        t = apply(
            &t,
            Command::Muck(MuckCommand::Score {
                round: None,
                table: tb.number,
                bobbl: 1,
                scores: vec![
                    BobblScore {
                        a: 21,
                        b: (i % 20) as u32
                    };
                    tb.bobbl.len()
                ],
                second_entry: false,
            }),
            at(),
        )
        .expect("score");
    }
    t
}

/// Every round's draw (and its first re-draw) of an event of `n` entrants, after 0, 1, 2, ...
/// `rounds - 1` played rounds: tables, sitting out, repeat counts and warnings.
fn record_event(out: &mut String, n: usize, singles: bool, seed: u64, rounds: u32) {
    let kind = if singles { "singles" } else { "pairs" };
    let mut t = event(n, singles, seed);
    for round in 1..=rounds {
        for draw_no in 0..2 {
            let d = draw(&t.registry, t.muck().expect("muck"), t.seed, draw_no).expect("draw");
            writeln!(
                out,
                "{kind} n={n} seed={seed} round {round} draw {draw_no}: partners {} opponents {}",
                d.repeat_partners, d.repeat_opponents
            )
            .expect("write");
            for tb in &d.tables {
                let side = |s: turnier::muck::Side| {
                    s.entrants()
                        .into_iter()
                        .map(|e| t.muck().expect("muck").entrant_name(&t.registry, e))
                        .collect::<Vec<_>>()
                        .join(" & ")
                };
                writeln!(out, "  {:>2}  {}  v  {}", tb.number, side(tb.a), side(tb.b))
                    .expect("write");
            }
            for e in &d.sitting_out {
                writeln!(
                    out,
                    "  out {}",
                    t.muck().expect("muck").entrant_name(&t.registry, *e)
                )
                .expect("write");
            }
            for w in &d.warnings {
                writeln!(out, "  ! {w}").expect("write");
            }
        }
        t = apply(&t, Command::Muck(MuckCommand::DrawRound), at()).expect("draw round");
        t = finish(&apply(&t, Command::Publish, at()).expect("publish"));
    }
}

#[test]
fn pairs_event_draws_recorded() {
    let mut out = String::new();
    for (n, rounds) in [(6, 7), (7, 5), (24, 4)] {
        for seed in [3u64, 2026] {
            record_event(&mut out, n, false, seed, rounds);
        }
    }
    insta::assert_snapshot!(out);
}

#[test]
fn singles_event_draws_recorded() {
    let mut out = String::new();
    for (n, rounds) in [(8, 6), (9, 5), (13, 5)] {
        for seed in [3u64, 2026] {
            record_event(&mut out, n, true, seed, rounds);
        }
    }
    insta::assert_snapshot!(out);
}

/// Fields the search cannot finish within its step budget: the best seating found by then, with
/// `proven = false`, depends on every step counted, so these pin the step cap.
#[test]
fn capped_searches_recorded() {
    let mut out = String::new();
    // Pairs: free meetings only inside groups of 7, so every odd group leaves one pair over and
    // the bound stays far below the cost of the leftovers.
    let (n, seed) = (24, 5);
    let groups = |i: usize, j: usize| {
        let apart = i / 7 != j / 7;
        u32::from(apart) + u32::from(apart && (i * 7 + j * 7).is_multiple_of(11))
    };
    let s = seat_pairs(n, &groups, seed);
    let tables: Vec<String> = s.tables.iter().map(|(a, b)| format!("{a}v{b}")).collect();
    writeln!(
        out,
        "pairs n={n} groups of 7 seed={seed}: cost {} proven {} | {}",
        s.cost,
        s.proven,
        tables.join(" ")
    )
    .expect("write");
    // Singles: no repeat partner anywhere, opponents dense, so the partner-only bound is 0.
    let n = 16;
    let om = matrix(n, 9, 8);
    let part = |_: usize, _: usize| 0;
    let opp = |i: usize, j: usize| om[i][j];
    let s = seat_singles(n, &part, &opp, seed);
    let tables: Vec<String> = s
        .tables
        .iter()
        .map(|(a, b)| format!("{}+{}v{}+{}", a[0], a[1], b[0], b[1]))
        .collect();
    let (p, o) = split_singles_cost(s.cost);
    writeln!(
        out,
        "singles n={n} dense opponents seed={seed}: partners {p} opponents {o} proven {} | {}",
        s.proven,
        tables.join(" ")
    )
    .expect("write");
    insta::assert_snapshot!(out);
}
