//! Times `propose` for every round of a synthetic event (release build):
//! `cargo run --release --example round_timing -- PLAYERS ROUNDS [SEED]`.
//! Prints one line per round (time, general-solver calls) and the slowest round.

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
    let mut worst = (Duration::ZERO, 0);
    let mut total = Duration::ZERO;
    let mut round = 0;
    let t0 = Instant::now();
    synthetic_event_with(players, rounds, seed, |reg, g| {
        round += 1;
        let t = Instant::now();
        let p = propose(reg, g);
        let d = t.elapsed();
        total += d;
        if d > worst.0 {
            worst = (d, round);
        }
        println!("round {round}: {d:.2?}");
        p
    });
    println!(
        "players {players} rounds {rounds} seed {seed}: pairing total {total:.2?}, slowest round {} {:.2?}, whole build {:.2?}",
        worst.1,
        worst.0,
        t0.elapsed()
    );
}
