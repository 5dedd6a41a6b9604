//! Turnierfußball at scale: 1,000 teams at 300 WP, all 499,500 games of the exact expectation
//! (Anhang B), places exact (R-F3). Target: under 1 s in a release build. Run:
//! `cargo bench --bench football`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use turnier::football::Lineup;
use turnier::football::lineup::normalize;
use turnier::football::table::{Mode, table};
use turnier::game::lots::SplitMix64;

/// `n` lineups a field of managers might send at `wp`: T and A 0..=10, the field rows
/// spread over the rest, corrected for the budget (R-F2); from a fixed seed.
pub fn field(n: usize, wp: u32, seed: u64) -> Vec<Lineup> {
    let mut rng = SplitMix64::new(seed);
    (0..n)
        .map(|_| {
            let t = rng.below(11) as u32;
            let a = rng.below(11) as u32;
            let rest = wp.saturating_sub(2 * (t + a)) as usize;
            let v = rng.below(rest / 2 + 1) as u32 + 1;
            let m = rng.below(rest / 2 + 1) as u32 + 1;
            let s = (rest as u32).saturating_sub(v + m).max(1);
            normalize(Lineup([t, a, v, m, s]), wp, false).lineup
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let teams = field(1000, 300, 13);
    let mut g = c.benchmark_group("football");
    g.sample_size(10);
    g.bench_function("table_1000_teams_300_wp", |b| {
        b.iter(|| table(black_box(&teams), false, Mode::Expectation))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
