//! Where a desk commit's time goes on a large Swiss event, in a `--release` build:
//! `cargo run --release --example commit_timing -- PLAYERS ROUNDS_PLAYED [REPEATS]`.
//!
//! Prints the median over `REPEATS` (default 15) of each part: the invariant check, the RON
//! text, a load, the whole store commit (backup, temp file, fsync, read-back, rename), a
//! commit by the journal, and the standings.

use std::time::{Duration, Instant};
use turnier::swiss::standings::standings;
use turnier::swiss::synthetic::synthetic_event;

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
    let load = time(repeats, || {
        std::hint::black_box(turnier::store::load(&path).expect("load"));
    });
    let (_, mut on_disk) = turnier::store::load_on_disk(&path)?;
    let commit = time(repeats, || {
        on_disk = turnier::store::commit_expecting(&path, &t, Some(&on_disk)).expect("commit");
    });
    // A result as the desk commits it: appended to the journal (the same state each time,
    // which the journal does not check).
    let entry = turnier::store::JournalEntry {
        at: t.created,
        command: turnier::game::Command::Drop {
            player: turnier::game::PlayerId(1),
        },
    };
    let journaled = time(repeats, || {
        turnier::store::commit_journaled(&path, &t, &entry, &mut on_disk).expect("journal");
    });
    let current = time(repeats, || {
        assert!(turnier::store::is_current(&path, &on_disk));
    });
    println!("is_current      {current:?}");
    let standings_time = time(repeats, || {
        std::hint::black_box(standings(&t.registry, t.swiss().expect("swiss"), None));
    });
    println!("invariant check {check:?}");
    println!("RON text        {ron:?}");
    println!("load            {load:?} (parse, seal, invariants; a commit reads its file back so)");
    println!("store commit    {commit:?} (check, RON and read-back included)");
    println!("journaled       {journaled:?} (check included)");
    println!("standings       {standings_time:?}");
    Ok(())
}
