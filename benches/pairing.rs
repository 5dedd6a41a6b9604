//! Pairing benchmarks on synthetic events (`swiss::synthetic`), each the whole `propose`
//! (standings, bye, optimum) of one state:
//! - `swiss_pairing`: 1,024 and 2,000 players before round 9 (seed 2026).
//! - `swiss_pairing_worst`: the slowest states found (issue 10), each paired by the general
//!   solver with tied float profiles: 1,024 players before round 9 (seed 2026, in the group
//!   above too), 2,000 players before round 7 (seed 2026, the slowest round of
//!   `round_timing 2000 9`), 256 players before round 9 (seed 2026) and 1,024 players before
//!   round 7 (seed 5: 97 s before issue 10's exact profile search); and 4,000 players before
//!   round 6 (seed 2026), the smallest reproduction found of round 12 of 10,000 players: the
//!   float-profile search's region solves over a graph of millions of pairs with reduced
//!   cost 0 (about 3 s then, 0.13 s since the crossing test); and that round 12 of 10,000
//!   players itself (seed 2026; 3.2 M pairs with reduced cost 0; about 0.6 s, sampled 10
//!   times).
//!
//! The README's "Speed" section has the numbers and the `--release` commands beside them.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use turnier::swiss::pairing::propose;
use turnier::swiss::synthetic::synthetic_event;

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

criterion_group!(benches, pairing, worst_states);
criterion_main!(benches);
