//! How long a result typed on one desk takes to show on the others:
//! `cargo run --release --example sync_latency -- [RUNS] [LOOK_MS]`.
//!
//! Three nodes on localhost in this process (relays off, no mDNS; each its own folder), a
//! Muck evening of 2 × RUNS pairs with round 1 drawn and published. Each run types one sheet
//! on door 1 the command line's way (the op committed to its log and file), and measures
//! until both other desks have taken it in (their log saved and their file written with the
//! replay), and until a desk open on door 2's file shows it: a thread that does what the
//! desk's event loop does between keys (every `turnier::tui::run::LOOK` it looks at the
//! file's metadata, and loads it again when another program saved). Prints the median, the
//! fastest and the slowest run of each. `LOOK_MS` sets the desk's look (1000: the desk before
//! it looked between ticks, once a second).

use chrono::Utc;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use turnier::game::{Command, Event, Game, TableNo};
use turnier::muck::{BobblScore, MuckCommand, MuckGame, MuckSettings};
use turnier::session::Session;
use turnier::share::net::{Node, Options};

fn run(path: &Path, cmd: Command) -> Result<(), Box<dyn std::error::Error>> {
    let mut s = Session::open_to_change(path)?;
    s.run(vec![cmd], Utc::now())?;
    Ok(())
}

/// A desk on `path` between keys, as `tui/run.rs` runs it: every `look` a look at the
/// metadata, a load when another program saved; `seen[k]` is when it first showed table k+1
/// scored.
fn desk(
    path: PathBuf,
    look: Duration,
    seen: Arc<Mutex<Vec<Option<Instant>>>>,
    stop: Arc<AtomicBool>,
) {
    let mut s = Session::open(&path).expect("the desk opens");
    while !stop.load(Ordering::Relaxed) {
        std::thread::sleep(look);
        if !s.saved_elsewhere() {
            continue;
        }
        let _ = s.catch_up();
        let now = Instant::now();
        let Some(g) = s.tournament().muck() else {
            continue;
        };
        let mut seen = seen.lock().expect("not poisoned");
        for (k, tb) in g.rounds[0].tables.iter().enumerate() {
            if k < seen.len() && seen[k].is_none() && tb.bobbl.first().is_some_and(Option::is_some)
            {
                seen[k] = Some(now);
            }
        }
    }
}

async fn wait_for(nodes: &[&Node], received: usize) -> Result<(), String> {
    let start = Instant::now();
    while nodes.iter().any(|n| n.received() < received) {
        if start.elapsed() > Duration::from_secs(30) {
            return Err(format!("not received within 30 s: {received}"));
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    Ok(())
}

#[tokio::main(flavor = "multi_thread", worker_threads = 4)]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let runs: u32 = std::env::args()
        .nth(1)
        .map_or(Ok(20), |a| a.parse())?
        .max(1);
    let look = match std::env::args().nth(2) {
        Some(ms) => Duration::from_millis(ms.parse()?),
        None => turnier::tui::run::LOOK,
    };
    let opts = Options {
        mdns: false,
        ip: std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
        port: None,
        join_wait: Duration::from_secs(20),
        name: None,
    };
    let dir = tempfile::tempdir()?;
    let paths: Vec<_> = ["leitung", "tuer-1", "tuer-2"]
        .iter()
        .map(|d| dir.path().join(d).join("abend.ron"))
        .collect();
    for p in &paths {
        std::fs::create_dir_all(p.parent().ok_or("folder")?)?;
    }
    let base = Event::new(
        "Latenz",
        Game::Muck(MuckGame::new(MuckSettings::default())),
        Utc::now(),
        4711,
    );
    turnier::store::save_new(&paths[0], &base)?;
    let lead = Node::share(&paths[0], &opts).await?;
    let ticket = lead.ticket().await?;
    let door1 = Node::join(&ticket, &paths[1], &opts).await?;
    let door2 = Node::join(&ticket, &paths[2], &opts).await?;
    let pairs: Vec<Vec<String>> = (0..2 * runs)
        .map(|i| vec![format!("A{i}"), format!("B{i}")])
        .collect();
    run(
        &paths[0],
        Command::Muck(MuckCommand::AddEntrants { entrants: pairs }),
    )?;
    run(&paths[0], Command::Muck(MuckCommand::DrawRound))?;
    run(&paths[0], Command::Publish)?;
    wait_for(&[&door1, &door2], 3).await?;
    let others = [&lead, &door2];
    let before: Vec<usize> = others.iter().map(|n| n.received()).collect();
    let seen = Arc::new(Mutex::new(vec![None; runs as usize]));
    let stop = Arc::new(AtomicBool::new(false));
    let watcher = {
        let (path, seen, stop) = (paths[2].clone(), seen.clone(), stop.clone());
        std::thread::spawn(move || desk(path, look, seen, stop))
    };
    let mut times = Vec::new();
    let mut shown = Vec::new();
    for k in 0..runs {
        let sheet = Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(k + 1),
            bobbl: 1,
            scores: vec![BobblScore { a: 21, b: 4 }, BobblScore { a: 21, b: 9 }],
            second_entry: false,
        });
        let start = Instant::now();
        run(&paths[1], sheet)?;
        // Each of lead and door 2 has taken in one more op than before the runs per run.
        let start_wait = Instant::now();
        while others
            .iter()
            .zip(&before)
            .any(|(n, b)| n.received() < b + k as usize + 1)
        {
            if start_wait.elapsed() > Duration::from_secs(30) {
                return Err(format!("run {k}: not received within 30 s").into());
            }
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        times.push(start.elapsed());
        let start_wait = Instant::now();
        let at = loop {
            if let Some(at) = seen.lock().expect("not poisoned")[k as usize] {
                break at;
            }
            if start_wait.elapsed() > Duration::from_secs(30) {
                return Err(format!("run {k}: not shown within 30 s").into());
            }
            tokio::time::sleep(Duration::from_millis(1)).await;
        };
        shown.push(at.duration_since(start));
        // The next run starts after the desks are quiet again.
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    stop.store(true, Ordering::Relaxed);
    let _ = watcher.join();
    times.sort();
    shown.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{runs} results typed on door 1, until lead and door 2 replayed them: median {:.0} ms, fastest {:.0} ms, slowest {:.0} ms",
        ms(times[times.len() / 2]),
        ms(times[0]),
        ms(times[times.len() - 1])
    );
    println!(
        "until the desk on door 2 (looking every {} ms) showed them: median {:.0} ms, fastest {:.0} ms, slowest {:.0} ms",
        look.as_millis(),
        ms(shown[shown.len() / 2]),
        ms(shown[0]),
        ms(shown[shown.len() - 1])
    );
    for n in [lead, door1, door2] {
        n.shutdown().await;
    }
    Ok(())
}
