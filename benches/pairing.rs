//! Pairing benchmarks on synthetic events (`swiss::synthetic`), each the whole `propose`
//! (standings, bye, optimum) of one state:
//! - `swiss_pairing`: 1,024 and 2,000 players before round 9 (seed 2026).
//! - `swiss_pairing_worst`: the slowest states found, each paired by the general
//!   solver with tied float profiles: 1,024 players before round 9 (seed 2026, in the group
//!   above too), 2,000 players before round 7 (seed 2026, the slowest round of
//!   `round_timing 2000 9`), 256 players before round 9 (seed 2026) and 1,024 players before
//!   round 7 (seed 5: 97 s before the exact profile search); and 4,000 players before
//!   round 6 (seed 2026), the smallest reproduction found of round 12 of 10,000 players: the
//!   float-profile search's region solves over a graph of millions of pairs with reduced
//!   cost 0 (about 3 s then, 0.13 s since the crossing test); and that round 12 of 10,000
//!   players itself (seed 2026; 3.2 M pairs with reduced cost 0; about 0.6 s, sampled 10
//!   times).
//! - `swiss_pairing_shapes`: shapes of `swiss::synthetic::Shape` (drops, late entries,
//!   greedy histories, draws and intentional draws): a greedy history of 1,000 players over
//!   11 rounds with 4% intentional draws (like `../shared/cases/swiss/slow-1000x11`, whose
//!   29 score groups once took the encoding to 30 size digits and `BigInt`), 287 players
//!   and 7 late entries over 11 rounds with 3% drops a round, and the slowest shape relative
//!   to its standings the search `examples/slow_shapes.rs` found.
//!
//! The manual's "Speed" chapter (`docs/manual/src/speed.md`) has the numbers and the `--release`
//! commands beside them.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use turnier::swiss::pairing::propose;
use turnier::swiss::synthetic::{Shape, shaped_event, synthetic_event};

fn pairing(c: &mut Criterion) {
    let mut g = c.benchmark_group("swiss_pairing");
    g.sample_size(10);
    for players in [1024u32, 2000] {
        let t = synthetic_event(players, 8, 2026);
        g.bench_function(format!("propose_{players}_players_round_9"), |b| {
            b.iter(|| propose(black_box(&t.registry), t.swiss().expect("swiss")).expect("pairable"))
        });
    }
    g.finish();
}

fn worst_states(c: &mut Criterion) {
    let mut g = c.benchmark_group("swiss_pairing_worst");
    g.sample_size(10);
    for (players, rounds, seed) in [
        (2000u32, 6u32, 2026u64),
        (256, 8, 2026),
        (1024, 6, 5),
        (4000, 5, 2026),
        (10000, 11, 2026),
    ] {
        let t = synthetic_event(players, rounds, seed);
        g.bench_function(
            format!("propose_{players}_players_seed_{seed}_round_{}", rounds + 1),
            |b| {
                b.iter(|| {
                    propose(black_box(&t.registry), t.swiss().expect("swiss")).expect("pairable")
                })
            },
        );
    }
    g.finish();
}

fn shapes(c: &mut Criterion) {
    let mut g = c.benchmark_group("swiss_pairing_shapes");
    g.sample_size(10);
    let greedy = Shape {
        players: 1000,
        late: 0,
        rounds: 11,
        drop_percent: 0,
        draw_percent: 0,
        id_percent: 4,
        greedy: true,
    };
    let late = Shape {
        players: 287,
        late: 7,
        rounds: 11,
        drop_percent: 3,
        draw_percent: 2,
        id_percent: 1,
        greedy: false,
    };
    // The slowest shape relative to its standings of `slow_shapes 200 1 100 4000` (seed 82):
    // 1,613 players (950 still in), 17 greedy rounds, 12% drawn, 6% intentional draws.
    let found = Shape::random(82, 100, 4000);
    for (name, shape, seed) in [
        ("greedy_1000x11_ids", greedy, 11u64),
        ("late_287x11_drops", late, 294),
        ("search_worst", found, 82),
    ] {
        let t = shaped_event(&shape, seed);
        g.bench_function(format!("propose_{name}_seed_{seed}"), |b| {
            b.iter(|| propose(black_box(&t.registry), t.swiss().expect("swiss")).expect("pairable"))
        });
    }
    g.finish();
}

criterion_group!(benches, pairing, worst_states, shapes);
criterion_main!(benches);
