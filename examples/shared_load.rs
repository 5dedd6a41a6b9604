//! What a big shared Muck evening costs the desk beside it, which reads the log at every load
//! and write: `cargo run --release --example shared_load -- [TABLES] [ROUNDS] [REPEATS]`
//! (default 58 4 20).
//!
//! Builds with three `sync::Desk`s a log of 2 × TABLES pairs (232 players for 58 tables):
//! the lead adds them, draws and publishes each round, the two doors type every table's
//! Bobbl one op each (5 Bobbl a round), merged after each round. Saves it as a replica and
//! times, as medians over REPEATS, what the desk and the node beside it call:
//! `share::net::not_yet_sent` (once a second), `session::Shared::load` (at every load and
//! write) and a desk key that commits a sheet (`Session::run`).

use chrono::Utc;
use std::time::{Duration, Instant};
use turnier::game::{Command, Event, Game, TableNo};
use turnier::muck::{BobblScore, MuckCommand, MuckGame, MuckSettings};
use turnier::session::{Session, Shared};
use turnier::share::{net, replica::Replica};
use turnier::sync::{Desk, DeskId};

fn median(mut f: impl FnMut(), n: usize) -> Duration {
    let mut times: Vec<Duration> = (0..n)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let arg = |i: usize, d: u32| std::env::args().nth(i).map_or(Ok(d), |a| a.parse());
    let (tables, rounds, repeats) = (arg(1, 58)?, arg(2, 4)?, arg(3, 20)? as usize);
    let bobbl = 5;
    let settings = MuckSettings {
        bobbl_per_round: bobbl,
        ..MuckSettings::default()
    };
    let at = Utc::now();
    let base = Event::new("Abend", Game::Muck(MuckGame::new(settings)), at, 4711);
    let mut lead = Desk::new(DeskId::new("lead"), base);
    let mut doors = [
        Desk::join(DeskId::new("door-1"), lead.log().clone()),
        Desk::join(DeskId::new("door-2"), lead.log().clone()),
    ];
    let pairs: Vec<Vec<String>> = (0..2 * tables)
        .map(|i| vec![format!("A{i}"), format!("B{i}")])
        .collect();
    lead.run(MuckCommand::AddEntrants { entrants: pairs }, at)?;
    for _ in 0..rounds {
        lead.run(MuckCommand::DrawRound, at)?;
        lead.run(Command::Publish, at)?;
        for d in &mut doors {
            d.merge(lead.log())?;
        }
        for t in 1..=tables {
            let d = &mut doors[(t % 2) as usize];
            for b in 1..=bobbl {
                d.run(
                    MuckCommand::Score {
                        round: None,
                        table: TableNo(t),
                        bobbl: b,
                        scores: vec![BobblScore { a: 21, b: 4 + b }],
                        second_entry: false,
                    },
                    at,
                )?;
            }
        }
        for i in 0..2 {
            let other = doors[1 - i].log().clone();
            doors[i].merge(&other)?;
            lead.merge(doors[i].log())?;
        }
    }
    let ops = lead.log().len();
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("abend.ron");
    turnier::store::save_new(&path, lead.event())?;
    Replica::create(&path, DeskId::new("lead"), lead.log().clone())?;
    println!("{} players, {ops} ops from 3 desks", 4 * tables);
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let t = median(|| drop(net::not_yet_sent(&path)), repeats);
    println!("not_yet_sent: median {:.1} ms", ms(t));
    let t = median(|| drop(Shared::load(&path)), repeats);
    println!("Shared::load: median {:.1} ms", ms(t));
    let mut s = Session::open(&path)?;
    let mut k = 0;
    let t = median(
        || {
            k += 1;
            let sheet = MuckCommand::Score {
                round: None,
                table: TableNo(1 + k % tables),
                bobbl: 1,
                scores: vec![BobblScore { a: 21, b: 3 }],
                second_entry: false,
            };
            s.run(vec![sheet.into()], Utc::now()).expect("sheet");
        },
        repeats,
    );
    println!(
        "a desk key that commits a sheet (Session::run): median {:.1} ms",
        ms(t)
    );
    Ok(())
}
