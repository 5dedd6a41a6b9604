//! Times `propose` for every round of a synthetic event (release build):
//! `cargo run --release --example round_timing -- PLAYERS ROUNDS [SEED]`.
//! Prints one line per round (wall clock and the thread's CPU time: on a shared machine the
//! wall clock also counts waiting for a processor), on Linux the peak memory of the process
//! during that round (`VmHWM`, reset before each round), and the slowest round by CPU time.

#[path = "support/cpu.rs"]
mod cpu;

use std::time::{Duration, Instant};
use turnier::swiss::pairing::propose;
use turnier::swiss::synthetic::synthetic_event_with;

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let players = args.first().copied().unwrap_or(1024) as u32;
    let rounds = args.get(1).copied().unwrap_or(8) as u32;
    let seed = args.get(2).copied().unwrap_or(2026);
    let mut worst = (Duration::ZERO, 0, Duration::ZERO);
    let mut total = Duration::ZERO;
    let mut total_cpu = Duration::ZERO;
    let mut round = 0;
    let t0 = Instant::now();
    synthetic_event_with(players, rounds, seed, |reg, g| {
        round += 1;
        cpu::reset_peak();
        let c = cpu::thread_cpu();
        let t = Instant::now();
        let p = propose(reg, g);
        let d = t.elapsed();
        let dc = match (c, cpu::thread_cpu()) {
            (Some(a), Some(b)) => b.saturating_sub(a),
            _ => d,
        };
        total += d;
        total_cpu += dc;
        if dc > worst.0 {
            worst = (dc, round, d);
        }
        let peak = cpu::peak_mb().map_or(String::new(), |mb| format!(", peak {mb} MB"));
        println!("round {round}: {d:.2?} (CPU {dc:.2?}{peak})");
        p
    });
    println!(
        "players {players} rounds {rounds} seed {seed}: pairing total {total:.2?} (CPU {total_cpu:.2?}), slowest round {} {:.2?} (CPU {:.2?}), whole build {:.2?}",
        worst.1,
        worst.2,
        worst.0,
        t0.elapsed()
    );
}
