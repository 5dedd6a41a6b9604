//! Times `propose` on a synthetic event (release build):
//! `cargo run --release --example pair_timing -- PLAYERS [ROUNDS_PLAYED] [RUNS]`.
//! Prints the time to build the event, the median `propose` time and the re-solves of the
//! last run (`swiss::pairing_resolves`).

use std::time::Instant;
use turnier::swiss::pairing::propose;
use turnier::swiss::pairing_resolves;
use turnier::swiss::synthetic::synthetic_event;

fn main() {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let players = args.first().copied().unwrap_or(1024);
    let rounds = args.get(1).copied().unwrap_or(8);
    let runs = args.get(2).copied().unwrap_or(5).max(1);
    let t0 = Instant::now();
    let t = synthetic_event(players, rounds, 2026);
    let build = t0.elapsed();
    let mut times = Vec::new();
    let mut resolves = 0;
    for _ in 0..runs {
        let before = pairing_resolves();
        let t1 = Instant::now();
        let p = propose(&t.registry, t.swiss().expect("swiss")).expect("pairable");
        times.push(t1.elapsed());
        resolves = pairing_resolves() - before;
        std::hint::black_box(p);
    }
    times.sort();
    println!(
        "players {players} rounds {rounds}: build {:.2?}, propose median {:.2?} (min {:.2?}, max {:.2?}, {runs} runs), re-solves {resolves}",
        build,
        times[times.len() / 2],
        times[0],
        times[times.len() - 1]
    );
}
