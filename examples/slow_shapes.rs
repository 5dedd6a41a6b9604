//! Searches seeded event shapes (`swiss::synthetic::Shape::random`: many drops, late entries,
//! greedy histories, long events, many draws and intentional draws) for the slowest pairing
//! relative to its standings (release build):
//! `cargo run --release --example slow_shapes -- COUNT [FIRST_SEED] [MIN_PLAYERS] [MAX_PLAYERS] [OUT.ron] [TURNIER]`
//! (defaults 200 shapes from seed 1, 100 to 4,000 players; `-` for no `OUT.ron`).
//!
//! Per shape (seed `FIRST_SEED + i`) it builds the event, then times in process the standings
//! after the last round (`swiss::standings::standings`, fastest of 5 runs) and the next
//! round's `propose` (fastest of 3; one run when the first takes over a second) and prints the
//! ratio. Wall clock, the fastest run: the thread's CPU time counts in scheduler ticks of
//! 4 ms, too coarse for standings of a millisecond, and the fastest run is the one least
//! disturbed on a shared machine. At the end: how many shapes, the slowest by ratio and
//! by time, and how many are over 10x. With `OUT.ron` the shape slowest by ratio is saved
//! there.
//!
//! In process the ratio is not the limit's: `propose` computes the standings itself and then
//! pairs, so a field of 100 players whose standings take 30 µs pairs in 2 ms, 70x. The limit
//! is on what a director waits for, the whole processes: with `TURNIER` (the path of a
//! `turnier` binary) each shape is also saved to a temporary file and the whole `turnier
//! standings FILE` and `turnier pair FILE` (on a fresh copy each time) are timed, the fastest
//! of 3 runs each, wall clock; the summary then counts and names the worst by that ratio.

use std::time::{Duration, Instant};
use turnier::swiss::pairing::propose;
use turnier::swiss::standings::standings;
use turnier::swiss::synthetic::{Shape, shaped_event};

/// The limit of the search: pairing within this many times the standings.
const LIMIT: f64 = 10.0;

/// The fastest wall-clock time of `runs` runs of `f`; stops after the first run when it took
/// longer than `one_if_over`.
fn fastest(runs: usize, one_if_over: Duration, mut f: impl FnMut()) -> Duration {
    let mut best = Duration::MAX;
    for _ in 0..runs {
        let t = Instant::now();
        f();
        let d = t.elapsed();
        best = best.min(d);
        if d > one_if_over {
            break;
        }
    }
    best
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, default: u64| -> Result<u64, std::num::ParseIntError> {
        args.get(i).map_or(Ok(default), |a| a.parse())
    };
    let count = num(0, 200)?;
    let first = num(1, 1)?;
    let min = num(2, 100)? as u32;
    let max = num(3, 4000)? as u32;
    let out = args.get(4).filter(|a| a.as_str() != "-");
    let bin = args.get(5);
    let dir = tempfile::tempdir()?;
    let mut worst_whole: Option<(f64, u64, Duration, Duration)> = None;
    let mut over_whole = 0;
    let started = Instant::now();
    let mut worst_ratio: Option<(f64, u64, Shape, Duration, Duration)> = None;
    let mut worst_time: Option<(Duration, u64, Shape)> = None;
    let mut over = 0;
    for seed in first..first + count {
        let shape = Shape::random(seed, min, max);
        let t = shaped_event(&shape, seed);
        let g = t.swiss().ok_or("not a Swiss event")?;
        let st = fastest(5, Duration::from_secs(1), || {
            std::hint::black_box(standings(&t.registry, g, None));
        });
        let pt = fastest(3, Duration::from_secs(1), || {
            std::hint::black_box(propose(&t.registry, g).ok());
        });
        let ratio = pt.as_secs_f64() / st.as_secs_f64().max(1e-9);
        if ratio > LIMIT {
            over += 1;
        }
        let whole = match bin {
            Some(bin) => {
                let file = dir.path().join(format!("shape-{seed}.ron"));
                let copy = dir.path().join(format!("pair-{seed}.ron"));
                turnier::store::save_new(&file, &t)?;
                let run = |args: &[&std::path::Path]| -> Result<Duration, std::io::Error> {
                    let mut best = Duration::MAX;
                    for _ in 0..3 {
                        if args.len() == 2 {
                            std::fs::copy(&file, &copy)?;
                        }
                        let start = Instant::now();
                        let status = std::process::Command::new(bin)
                            .args(args)
                            .stdout(std::process::Stdio::null())
                            .status()?;
                        best = best.min(start.elapsed());
                        if !status.success() {
                            return Err(std::io::Error::other(format!("{bin} failed")));
                        }
                    }
                    Ok(best)
                };
                let ws = run(&[std::path::Path::new("standings"), &file])?;
                let wp = run(&[std::path::Path::new("pair"), &copy])?;
                std::fs::remove_file(&file)?;
                std::fs::remove_file(&copy)?;
                let r = wp.as_secs_f64() / ws.as_secs_f64().max(1e-9);
                if r > LIMIT {
                    over_whole += 1;
                }
                if worst_whole.as_ref().is_none_or(|w| r > w.0) {
                    worst_whole = Some((r, seed, ws, wp));
                }
                format!(
                    "; whole processes: standings {ws:.2?}, pair {wp:.2?}, ratio {r:.1}{}",
                    if r > LIMIT { "  OVER" } else { "" }
                )
            }
            None => String::new(),
        };
        let active = t
            .registry
            .participants
            .iter()
            .filter(|p| !p.is_dropped())
            .count();
        println!(
            "seed {seed}: {} players ({} late, {active} active), {} rounds, drops {}%, draws {}%, IDs {}%, {}: standings {st:.2?}, propose {pt:.2?}, ratio {ratio:.1}{}{whole}",
            shape.players + shape.late,
            shape.late,
            shape.rounds,
            shape.drop_percent,
            shape.draw_percent,
            shape.id_percent,
            if shape.greedy { "greedy" } else { "engine" },
            if ratio > LIMIT {
                " (over in process)"
            } else {
                ""
            }
        );
        if worst_ratio.as_ref().is_none_or(|w| ratio > w.0) {
            worst_ratio = Some((ratio, seed, shape, st, pt));
        }
        if worst_time.as_ref().is_none_or(|w| pt > w.0) {
            worst_time = Some((pt, seed, shape));
        }
    }
    println!(
        "{count} shapes ({min} to {max} players) in {:.1?}; over {LIMIT}x in process: {over}{}",
        started.elapsed(),
        if bin.is_some() {
            format!(", over {LIMIT}x as whole processes: {over_whole}")
        } else {
            String::new()
        }
    );
    if let Some((r, seed, ws, wp)) = worst_whole {
        println!(
            "worst ratio of the whole processes {r:.1}: seed {seed}, standings {ws:.2?}, pair {wp:.2?}, {:?}",
            Shape::random(seed, min, max)
        );
    }
    if let Some((ratio, seed, shape, st, pt)) = worst_ratio {
        println!(
            "worst ratio in process {ratio:.1}: seed {seed}, standings {st:.2?}, propose {pt:.2?}, {shape:?}"
        );
        if let Some(path) = out {
            let t = shaped_event(&shape, seed);
            turnier::store::save_new(std::path::Path::new(path), &t)?;
            println!("wrote {path}");
        }
    }
    if let Some((pt, seed, shape)) = worst_time {
        println!("slowest propose {pt:.2?}: seed {seed}, {shape:?}");
    }
    Ok(())
}
