//! Where a desk commit's time goes on a large Swiss event, in a `--release` build:
//! `cargo run --release --example commit_timing -- PLAYERS ROUNDS_PLAYED [REPEATS]`.
//!
//! Prints the median over `REPEATS` (default 15) of each part: the invariant check, the RON
//! text, the whole store commit (backup, temp file, fsync, rename), and the standings.

use std::time::{Duration, Instant};
use turnier::engine::swiss::standings::standings;
use turnier::engine::swiss::synthetic::synthetic_event;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn time(repeats: usize, mut f: impl FnMut()) -> Duration {
    median(
        (0..repeats)
            .map(|_| {
                let start = Instant::now();
                f();
                start.elapsed()
            })
            .collect(),
    )
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: u32 = args.first().map_or(Ok(2000), |a| a.parse())?;
    let rounds: u32 = args.get(1).map_or(Ok(9), |a| a.parse())?;
    let repeats: usize = args.get(2).map_or(Ok(15), |a| a.parse())?;
    let t = synthetic_event(players, rounds, 2026);
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("big.ron");
    turnier::store::save_new(&path, &t)?;
    let size = std::fs::metadata(&path)?.len();
    println!(
        "{players} players, {rounds} rounds, file {} KiB",
        size / 1024
    );

    let check = time(repeats, || {
        std::hint::black_box(turnier::store::problems(&t));
    });
    let ron = time(repeats, || {
        std::hint::black_box(turnier::store::to_ron(&t).expect("ron"));
    });
    let mut expected = Some(std::fs::read(&path)?);
    let commit = time(repeats, || {
        expected =
            Some(turnier::store::commit_expecting(&path, &t, expected.as_deref()).expect("commit"));
    });
    let standings_time = time(repeats, || {
        std::hint::black_box(standings(&t, None));
    });
    println!("invariant check {check:?}");
    println!("RON text        {ron:?}");
    println!("store commit    {commit:?} (check and RON included)");
    println!("standings       {standings_time:?}");
    Ok(())
}
