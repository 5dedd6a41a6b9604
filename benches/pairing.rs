//! Pairing benchmarks on synthetic events (`swiss::synthetic`): the whole `propose`
//! (standings + bye + optimum) for 1,024 and 2,000 players before round 9, and the worst states
//! found (issue 10): 256 players before round 9 (general solver on the whole field, tied float
//! profiles) and `synthetic_event(1024, 8, 5)`'s round 7 (97 s before issue 10's profile search).

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
    for (players, rounds, seed) in [(256u32, 8u32, 2026u64), (1024, 6, 5)] {
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
