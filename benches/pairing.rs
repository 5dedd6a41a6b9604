//! Pairing benchmarks on synthetic events (`swiss::synthetic`): the whole `propose`
//! (standings + bye + optimum) for 1,024 and 2,000 players before round 9.

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

criterion_group!(benches, pairing);
criterion_main!(benches);
