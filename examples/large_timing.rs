//! Times the standings and the pairing of a saved Swiss event (release build), e.g. one written
//! by `examples/synthetic_save.rs`:
//! `cargo run --release --example large_timing -- FILE.ron [REPEATS]`.
//! Prints the load time and the median over `REPEATS` (default 9) of the standings after the
//! last round (`swiss::standings::standings`) and of the next round's `propose`, each as wall
//! clock and the thread's CPU time (on a shared machine the wall clock also counts waiting for
//! a processor).

#[path = "support/cpu.rs"]
mod cpu;

use std::time::{Duration, Instant};
use turnier::swiss::pairing::propose;
use turnier::swiss::standings::standings;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Medians of the wall clock and of the thread's CPU time over `repeats` runs of `f`.
fn time(repeats: usize, mut f: impl FnMut()) -> (Duration, Duration) {
    let mut wall = Vec::new();
    let mut cpu_time = Vec::new();
    for _ in 0..repeats {
        let c = cpu::thread_cpu();
        let start = Instant::now();
        f();
        let d = start.elapsed();
        wall.push(d);
        cpu_time.push(match (c, cpu::thread_cpu()) {
            (Some(a), Some(b)) => b.saturating_sub(a),
            _ => d,
        });
    }
    (median(wall), median(cpu_time))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args
        .first()
        .ok_or("usage: large_timing FILE.ron [REPEATS]")?;
    let repeats: usize = args.get(1).map_or(Ok(9), |a| a.parse())?;
    let t0 = Instant::now();
    let (t, _) = turnier::store::load_on_disk(std::path::Path::new(path))?;
    let load = t0.elapsed();
    let g = t.swiss().ok_or("not a Swiss event")?;
    let players = t.registry.participants.len();
    let rounds = g.rounds.len();
    let standings_time = time(repeats, || {
        std::hint::black_box(standings(&t.registry, g, None));
    });
    let pairing_time = time(repeats, || {
        std::hint::black_box(propose(&t.registry, g).expect("pairable"));
    });
    println!(
        "{players} players, {rounds} rounds: load {load:.2?}, standings median {:.2?} (CPU {:.2?}), propose median {:.2?} (CPU {:.2?}) ({repeats} runs)",
        standings_time.0, standings_time.1, pairing_time.0, pairing_time.1
    );
    Ok(())
}
