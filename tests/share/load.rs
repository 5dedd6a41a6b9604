//! Several desks, one event, under load: 1,000 results typed on three networked desks (each its
//! own folder and its own node, a `turnier share`, `join` or `sync` process on this machine),
//! with random disconnects (the node killed, the desk types on offline) and restarts (node and
//! desk session both started again) while they type. The nodes are processes, killed without
//! warning, as a laptop whose program ends: a node stopped inside a process keeps its UDP port
//! until the process ends (iroh 1.4), so it could not come back where the others look for it. A
//! Muck evening of 100 pairs, 50 tables, 5 Bobbl a round, 4 rounds: 1,000 Bobbl results, each
//! typed once by one of the three desks (the doors register, the lead desk draws and publishes
//! every round), and one typed twice on purpose by two desks that had not seen each other.
//! Afterwards every replica's file, standings and pairings are byte for byte the same, every
//! result is in once, and the double entry is one difference on every desk.
//!
//! The desks keep one [`Session`] each, as the desk screen does (its replica kept, brought up
//! to the log on disk by the new ops only); a restart opens a new one.

use crate::sync_support;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::time::Duration;
use sync_support::at;
use turnier::game::{Command, Event, Game, RoundNo, TableNo};
use turnier::muck::ranking::ranking;
use turnier::muck::{BobblScore, MuckCommand, MuckGame, MuckSettings};
use turnier::session::Session;
use turnier::share::replica::Replica;
use turnier::sync::{Slot, Value};

const TABLES: u32 = 50;

/// The desks' names (`--name`), the main desk's first: the labels of the values they type.
const NAMES: [&str; 3] = ["Leitung", "Tür 1", "Tür 2"];

/// Every node of this test listens on loopback only and looks for no desk by mDNS.
const LOOPBACK: [&str; 3] = ["--listen", "127.0.0.1", "--no-discovery"];
const BOBBL: u32 = 5;
const ROUNDS: u32 = 4;

/// `turnier ARGS` started as a node process, its output dropped.
fn node(args: &[&str]) -> Child {
    std::process::Command::new(env!("CARGO_BIN_EXE_turnier"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("node starts")
}

fn stop(mut child: Child) {
    let _ = child.kill();
    let _ = child.wait();
}

/// A small xorshift: the script's choices, the same in every run.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// One desk: its file, its session (as the desk screen keeps it) and its node while online.
struct Desk {
    path: PathBuf,
    session: Session,
    node: Option<Child>,
    /// The ops this desk committed.
    typed: u64,
}

impl Desk {
    fn run(&mut self, cmd: Command, minute: i64) {
        let shown = format!("{cmd:?}");
        self.session
            .run(vec![cmd], at(minute))
            .unwrap_or_else(|e| panic!("{}: {shown}: {e}", self.path.display()));
        self.typed += 1;
    }

    fn go_offline(&mut self) {
        if let Some(n) = self.node.take() {
            stop(n);
        }
    }

    fn go_online(&mut self) {
        if self.node.is_none() {
            let path = self.path.to_str().expect("utf-8");
            self.node = Some(node(&["sync", path, LOOPBACK[0], LOOPBACK[1], LOOPBACK[2]]));
        }
    }

    /// The laptop's program ends and starts again: node and session anew.
    fn restart(&mut self) {
        let online = self.node.is_some();
        self.go_offline();
        self.session = Session::open(&self.path).expect("opens again");
        if online {
            self.go_online();
        }
    }
}

/// A desk's node never outlives the test, also when it fails.
impl Drop for Desk {
    fn drop(&mut self) {
        self.go_offline();
    }
}

fn replica_of(path: &Path) -> Replica {
    Replica::open(path).expect("loads").expect("a replica")
}

fn ops(path: &Path) -> usize {
    turnier::share::replica::read_log(path)
        .expect("loads")
        .map_or(0, |(_, log)| log.len())
}

fn file(path: &Path) -> String {
    std::fs::read_to_string(path).expect("reads")
}

/// Brings every desk online and waits until each holds `n` ops and shows the same file
/// (at most 120 s).
async fn converged(desks: &mut [Desk], n: usize) {
    for d in desks.iter_mut() {
        d.go_online();
    }
    let paths: Vec<PathBuf> = desks.iter().map(|d| d.path.clone()).collect();
    for _ in 0..1200 {
        if paths.iter().all(|p| ops(p) == n) && paths.iter().all(|p| file(p) == file(&paths[0])) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let held: Vec<String> = desks
        .iter()
        .map(|d| {
            let peers = turnier(&["peers", d.path.to_str().expect("utf-8")]);
            format!("{} ops, typed {}:\n{peers}", ops(&d.path), d.typed)
        })
        .collect();
    panic!("not every desk holds {n} ops:\n{}", held.join("\n"));
}

fn score(table: u32, bobbl: u32, a: u32, b: u32) -> Command {
    Command::Muck(MuckCommand::Score {
        round: None,
        table: TableNo(table),
        bobbl,
        scores: vec![BobblScore { a, b }],
        second_entry: false,
    })
}

/// `turnier` with `args` in English: its standard output (the command must succeed).
fn turnier(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_turnier"))
        .args(["--lang", "en"])
        .args(args)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_thousand_results_on_three_desks_through_drops_and_restarts() {
    let tmp = tempfile::tempdir().expect("tmp");
    let paths: Vec<PathBuf> = ["leitung", "tuer-1", "tuer-2"]
        .iter()
        .map(|d| {
            let dir = tmp.path().join(d);
            std::fs::create_dir_all(&dir).expect("dir");
            dir.join("abend.ron")
        })
        .collect();
    let base = Event::new(
        "Muckabend",
        Game::Muck(MuckGame::new(MuckSettings {
            bobbl_per_round: BOBBL,
            ..MuckSettings::default()
        })),
        at(0),
        4711,
    );
    turnier::store::save_new(&paths[0], &base).expect("saved");

    // The main desk shares and says its ticket; the doors join with it.
    let text = |p: &PathBuf| p.to_str().expect("utf-8").to_string();
    let mut lead = std::process::Command::new(env!("CARGO_BIN_EXE_turnier"))
        .args(["--lang", "en", "share", &text(&paths[0])])
        .args(LOOPBACK)
        .args(["--name", NAMES[0]])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("shares");
    let mut said = std::io::BufReader::new(lead.stdout.take().expect("stdout")).lines();
    let ticket = loop {
        let line = said.next().expect("a ticket").expect("reads");
        if let Some(t) = line.strip_prefix("ticket: ") {
            break t.trim().to_string();
        }
    };
    // The rest of what it says is read away, so that it never blocks on a full pipe.
    std::thread::spawn(move || for _ in said {});
    let ticket_file = paths[0].with_file_name("ticket.txt");
    std::fs::write(&ticket_file, format!("{ticket}\n")).expect("ticket");
    let doors: Vec<Child> = paths[1..]
        .iter()
        .zip(&NAMES[1..])
        .map(|(p, name)| {
            let mut args = vec!["join".to_string(), text(p), "--ticket-file".into()];
            args.push(text(&ticket_file));
            args.extend(LOOPBACK.iter().map(|a| a.to_string()));
            args.extend(["--name".to_string(), name.to_string()]);
            node(&args.iter().map(String::as_str).collect::<Vec<_>>())
        })
        .collect();
    for p in &paths[1..] {
        for _ in 0..600 {
            if turnier::share::replica::is_replica(p) && p.exists() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(p.exists(), "{} joined", p.display());
    }
    let mut desks: Vec<Desk> = std::iter::once(lead)
        .chain(doors)
        .zip(&paths)
        .map(|(node, path)| Desk {
            path: path.clone(),
            session: Session::open(path).expect("opens"),
            node: Some(node),
            typed: 0,
        })
        .collect();

    // The two doors register 50 pairs each, five at a time, turn about.
    for i in 0..20 {
        let door = 1 + i % 2;
        let entrants = (0..5)
            .map(|j| {
                let n = i * 5 + j;
                vec![format!("Anna{n}"), format!("Bodo{n}")]
            })
            .collect();
        desks[door].run(Command::Muck(MuckCommand::AddEntrants { entrants }), 1);
    }
    let mut expected = 20;
    converged(&mut desks, expected).await;

    let mut dice = Dice(0x5eed_2026_1204);
    let mut minute = 10;
    let mut drops = 0;
    let mut restarts = 0;
    for round in 1..=ROUNDS {
        desks[0].run(Command::Muck(MuckCommand::DrawRound), minute);
        desks[0].run(Command::Publish, minute);
        expected += 2;
        converged(&mut desks, expected).await;
        for table in 1..=TABLES {
            for bobbl in 1..=BOBBL {
                // Now and then a desk drops off the Wi-Fi, comes back, or is restarted.
                if dice.below(40) == 0 {
                    let d = &mut desks[dice.below(3) as usize];
                    if d.node.is_some() {
                        d.go_offline();
                        drops += 1;
                    } else {
                        d.go_online();
                    }
                }
                if dice.below(150) == 0 {
                    desks[dice.below(3) as usize].restart();
                    restarts += 1;
                }
                let desk = dice.below(3) as usize;
                let loser = (table + bobbl + round) % 21;
                let cmd = if dice.below(2) == 0 {
                    score(table, bobbl, 21, loser)
                } else {
                    score(table, bobbl, loser, 21)
                };
                desks[desk].run(cmd, minute);
                expected += 1;
            }
            if table % 10 == 0 {
                minute += 1;
            }
        }
        if round == ROUNDS {
            // The double entry: door 2 is offline and types table 7's Bobbl 3 again, with
            // other Tore, not having seen what door 1 has typed for it.
            converged(&mut desks, expected).await;
            desks[2].go_offline();
            let typed_by_door1 = desks[1].typed;
            desks[1].run(score(7, 3, 21, 2), minute);
            desks[2].run(score(7, 3, 21, 3), minute);
            expected += 2;
            assert_eq!(desks[1].typed, typed_by_door1 + 1);
        }
        converged(&mut desks, expected).await;
        minute += 5;
    }
    assert!(drops >= 5, "the script drops desks: {drops}");
    assert!(restarts >= 3, "the script restarts desks: {restarts}");

    // Every replica: the same file, the same standings and pairings, every result in once.
    let first = file(&paths[0]);
    let standings: Vec<String> = paths
        .iter()
        .map(|p| turnier(&["standings", p.to_str().expect("utf-8")]))
        .collect();
    // Each desk calls its own values "this desk" and the others' by their names: with its
    // own name put back, every desk's pairings are the same.
    let pairings: Vec<String> = paths
        .iter()
        .zip(NAMES)
        .map(|(p, name)| {
            turnier(&["pairings", p.to_str().expect("utf-8")])
                .replace("(this desk)", &format!("({name})"))
        })
        .collect();
    for (i, p) in paths.iter().enumerate() {
        assert_eq!(file(p), first, "{} saves the same file", p.display());
        assert_eq!(standings[i], standings[0], "{}: standings", p.display());
        assert_eq!(pairings[i], pairings[0], "{}: pairings", p.display());
        assert!(
            turnier::store::check(p).is_empty(),
            "{} checks",
            p.display()
        );
        let r = replica_of(p);
        let ev = r.desk().event();
        let muck = ev.muck().expect("muck");
        assert_eq!(muck.rounds.len(), ROUNDS as usize);
        assert!(
            muck.rounds
                .iter()
                .all(|r| r.tables.len() == TABLES as usize
                    && r.tables.iter().all(|t| t.is_complete())),
            "every sheet complete"
        );
        let rk = ranking(&ev.registry, muck, None);
        assert_eq!(
            rk.rows.iter().map(|x| x.bobbl).sum::<u32>(),
            TABLES * BOBBL * ROUNDS,
            "every Bobbl won once"
        );
        let v = r.desk().version();
        for d in &desks {
            let id = turnier::share::replica::read_log(&d.path)
                .expect("log")
                .map(|(id, _)| id)
                .expect("desk");
            assert_eq!(
                v.get(&id),
                d.typed,
                "{}: every op of every desk",
                p.display()
            );
        }
        let diffs = r.desk().differences();
        assert_eq!(diffs.len(), 1, "{}: the one double entry", p.display());
        assert_eq!(
            diffs[0].slot,
            Slot::Muck {
                round: RoundNo(ROUNDS),
                table: TableNo(7),
                second: false,
                bobbl: 3
            }
        );
        let mut values: Vec<Value> = diffs[0].entries.iter().map(|e| e.value).collect();
        values.sort_by_key(|v| format!("{v:?}"));
        assert_eq!(
            values,
            [
                Value::Muck(BobblScore { a: 21, b: 2 }),
                Value::Muck(BobblScore { a: 21, b: 3 })
            ]
        );
    }
    assert!(
        standings[0].contains("between desks"),
        "the standings say a difference is open: {}",
        standings[0]
    );

    drop(desks);
}
