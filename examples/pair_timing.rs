//! Times `propose` on a synthetic event (release build):
//! `cargo run --release --example pair_timing -- PLAYERS [ROUNDS_PLAYED] [RUNS] [SEED]`.
//! Prints the time to build the event, the median `propose` time (wall clock, and the
//! thread's CPU time: on a shared machine the wall clock also counts waiting for a processor)
//! and, for the last run, the
//! engine's solver counts (`swiss::pairing_solves`: cold and warm blossom solves, float
//! profile checks) and the R-S16 re-solves (`swiss::pairing_resolves`).

#[path = "support/cpu.rs"]
mod cpu;

use std::time::{Duration, Instant};
use turnier::swiss::pairing::propose;
use turnier::swiss::synthetic::synthetic_event;
use turnier::swiss::{pairing_resolves, pairing_solves};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let players = args.first().copied().unwrap_or(1024) as u32;
    let rounds = args.get(1).copied().unwrap_or(8) as u32;
    let runs = args.get(2).copied().unwrap_or(5).max(1);
    let seed = args.get(3).copied().unwrap_or(2026);
    let t0 = Instant::now();
    let t = synthetic_event(players, rounds, seed);
    let build = t0.elapsed();
    let mut times = Vec::new();
    let mut cpu_times: Vec<Duration> = Vec::new();
    let mut resolves = 0;
    let mut solves = (0, 0, 0);
    for _ in 0..runs {
        let before = (pairing_resolves(), pairing_solves());
        let c1 = cpu::thread_cpu();
        let t1 = Instant::now();
        let p = propose(&t.registry, t.swiss().expect("swiss")).expect("pairable");
        times.push(t1.elapsed());
        if let (Some(a), Some(b)) = (c1, cpu::thread_cpu()) {
            cpu_times.push(b.saturating_sub(a));
        }
        let after = pairing_solves();
        resolves = pairing_resolves() - before.0;
        solves = (
            after.0 - before.1.0,
            after.1 - before.1.1,
            after.2 - before.1.2,
        );
        std::hint::black_box(p);
    }
    times.sort();
    cpu_times.sort();
    let cpu = cpu_times
        .get(cpu_times.len() / 2)
        .map_or("?".to_string(), |d| format!("{d:.2?}"));
    println!(
        "players {players} rounds {rounds} seed {seed}: build {:.2?}, propose median {:.2?} (CPU {cpu}; min {:.2?}, max {:.2?}, {runs} runs); last run: solves {} cold, {} warm, {} profile checks, {resolves} R-S16 re-solves",
        build,
        times[times.len() / 2],
        times[0],
        times[times.len() - 1],
        solves.0,
        solves.1,
        solves.2,
    );
}
