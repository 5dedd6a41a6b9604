//! Several desks, one event, over the network: three iroh nodes on localhost, in this process,
//! each with its own folder, run one Muck evening. Two register at the door, the lead desk
//! draws, two enter sheets; one door drops off the network in the middle, types a sheet offline
//! and comes back. Afterwards every replica's file is byte for byte the same, the deliberate
//! double entry shows as the same difference on every desk, nothing is lost or counted twice,
//! and a node without the ticket gets nothing.
//!
//! Every command goes the command line's way ([`Session::run`] on the replica's file), so
//! each becomes an op of its desk's log ([`turnier::sync::Desk::run`]).

use crate::sync_support;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;
use sync_support::{at, entrants, muck_base, sheet};
use turnier::game::{Command, TableNo};
use turnier::muck::ranking::ranking;
use turnier::muck::{BobblScore, MuckCommand};
use turnier::session::Session;
use turnier::share::net::{self, NetError, Node, Options};
use turnier::share::replica::{self, Replica};
use turnier::sync::{Slot, Value};

fn local() -> Options {
    Options {
        mdns: false,
        ip: std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
        port: None,
        join_wait: Duration::from_secs(20),
        name: None,
    }
}

/// Runs `cmd` on the event file `path` as the command line does.
fn run(path: &Path, cmd: Command, minute: i64) {
    let shown = format!("{cmd:?}");
    let mut s = Session::open_to_change(path).expect("opens");
    s.run(vec![cmd], at(minute))
        .unwrap_or_else(|e| panic!("{}: {shown}: {e}", path.display()));
}

fn replica_of(path: &Path) -> Replica {
    Replica::open(path).expect("loads").expect("a replica")
}

fn ops(path: &Path) -> usize {
    replica_of(path).desk().log().len()
}

fn file(path: &Path) -> String {
    std::fs::read_to_string(path).expect("reads")
}

/// Waits until `done` holds (the network is asynchronous); fails with `what` after 30 s.
async fn until(what: &str, mut done: impl FnMut() -> bool) {
    for _ in 0..600 {
        if done() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("not reached: {what}");
}

/// Waits until every replica holds `n` ops and shows the same file.
async fn converged(paths: &[PathBuf], n: usize) {
    until(&format!("every desk holds {n} ops"), || {
        paths.iter().all(|p| ops(p) == n) && paths.iter().all(|p| file(p) == file(&paths[0]))
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_muck_evening_on_three_networked_desks() {
    let tmp = tempfile::tempdir().expect("tmp");
    let lead_path = tmp.path().join("leitung").join("abend.ron");
    let door1_path = tmp.path().join("tuer-1").join("abend.ron");
    let door2_path = tmp.path().join("tuer-2").join("abend.ron");
    std::fs::create_dir_all(lead_path.parent().expect("dir")).expect("dir");
    std::fs::create_dir_all(door1_path.parent().expect("dir")).expect("dir");
    std::fs::create_dir_all(door2_path.parent().expect("dir")).expect("dir");
    turnier::store::save_new(&lead_path, &muck_base()).expect("saved");

    // The main desk shares; the two doors join with its ticket.
    let named = |name: &str| Options {
        name: Some(name.to_string()),
        ..local()
    };
    let lead = Node::share(&lead_path, &named("Leitung"))
        .await
        .expect("shares");
    assert!(replica::is_replica(&lead_path));
    let ticket = lead.ticket().await.expect("ticket");
    assert!(ticket.starts_with("doc"), "{ticket}");
    let door1 = Node::join(&ticket, &door1_path, &named("Tür 1"))
        .await
        .expect("door 1 joins");
    let door2 = Node::join(&ticket, &door2_path, &local())
        .await
        .expect("door 2 joins");
    // join refuses to overwrite a file.
    match Node::join(&ticket, &door1_path, &local()).await {
        Err(NetError::Exists(p)) => assert_eq!(p, door1_path),
        other => panic!("join over a file: {other:?}"),
    }
    assert_eq!(file(&door1_path), file(&lead_path), "the base arrived");
    let paths = [lead_path.clone(), door1_path.clone(), door2_path.clone()];
    let desks = [
        lead.desk().clone(),
        door1.desk().clone(),
        door2.desk().clone(),
    ];
    assert_ne!(desks[0], desks[1]);
    assert_ne!(desks[1], desks[2]);

    // Both doors register at once.
    run(
        &door1_path,
        entrants(&[("Anke", "Bodo"), ("Carla", "Detlef")]),
        1,
    );
    run(&door2_path, entrants(&[("Enno", "Frauke")]), 1);
    run(&door1_path, entrants(&[("Gesa", "Hinnerk")]), 2);
    run(
        &door2_path,
        entrants(&[("Imke", "Jan"), ("Kea", "Lübbo")]),
        2,
    );
    run(
        &door2_path,
        entrants(&[("Meike", "Nils"), ("Okko", "Pia")]),
        3,
    );
    converged(&paths, 5).await;
    let ev = replica_of(&lead_path).desk().event().clone();
    assert_eq!(
        ev.muck().expect("muck").pairs.len(),
        8,
        "every pair, none twice"
    );
    assert_eq!(ev.registry.participants.len(), 16);

    // The lead desk draws and publishes round 1.
    run(&lead_path, Command::Muck(MuckCommand::DrawRound), 5);
    run(&lead_path, Command::Publish, 6);
    converged(&paths, 7).await;
    for p in &paths {
        let ev = turnier::store::load(p).expect("loads");
        assert_eq!(ev.muck().expect("muck").rounds[0].tables.len(), 4);
    }

    // Door 1 enters tables 1 and 2; door 2 enters table 2 again (the second pass) with
    // another Bobbl 2, and table 3.
    run(&door1_path, sheet(1, &[(21, 4), (15, 21)]), 10);
    run(&door1_path, sheet(2, &[(21, 11), (21, 7)]), 11);
    run(&door2_path, sheet(2, &[(21, 11), (21, 8)]), 12);
    run(&door2_path, sheet(3, &[(9, 21), (21, 17)]), 13);
    converged(&paths, 11).await;

    // Every change of door 2 is confirmed by another desk: nothing counts as not yet sent.
    until("door 2's changes confirmed", || {
        net::not_yet_sent(&door2_path).ok() == Some(0)
    })
    .await;
    // The Wi-Fi drops at door 2: its node stops, it keeps typing (offline first).
    door2.shutdown().await;
    run(&door2_path, sheet(4, &[(21, 20), (21, 19)]), 14);
    assert_eq!(ops(&door2_path), 12, "typed offline, kept in the log");
    assert_eq!(net::not_yet_sent(&door2_path).expect("status"), 1);
    // Back on the network.
    let door2 = Node::open(&door2_path, &local())
        .await
        .expect("door 2 back");
    converged(&paths, 12).await;

    // The desks' names arrived; door 2 calls its own value "this desk" and door 1's by
    // door 1's name.
    until("the names arrived", || {
        let names = turnier::share::names(&door2_path);
        names.get(&desks[1]).map(String::as_str) == Some("Tür 1")
            && names.get(&desks[0]).map(String::as_str) == Some("Leitung")
    })
    .await;
    let (ok, out, err) = turnier(&["pairings", door2_path.to_str().expect("utf-8")]);
    assert!(ok, "{err}");
    assert!(
        out.contains("≠ desks differ on Bobbl 2: 21:8 (this desk) ≠ 21:7 (Tür 1)"),
        "{out}"
    );
    // Every replica: the same file byte for byte, the same one difference, every sheet in.
    let first = file(&lead_path);
    for p in &paths {
        assert_eq!(file(p), first, "{} saves the same file", p.display());
        assert!(
            turnier::store::check(p).is_empty(),
            "{} checks",
            p.display()
        );
        let r = replica_of(p);
        let diffs = r.desk().differences();
        assert_eq!(diffs.len(), 1, "{}: one difference", p.display());
        assert_eq!(
            diffs[0].slot,
            Slot::Muck {
                round: turnier::game::RoundNo(1),
                table: TableNo(2),
                second: false,
                bobbl: 2
            }
        );
        let values: Vec<Value> = diffs[0].entries.iter().map(|e| e.value).collect();
        assert_eq!(
            values,
            [
                Value::Muck(BobblScore { a: 21, b: 8 }),
                Value::Muck(BobblScore { a: 21, b: 7 })
            ]
        );
        let ev = r.desk().event();
        let tables = &ev.muck().expect("muck").rounds[0].tables;
        assert!(
            tables.iter().all(|t| t.is_complete()),
            "every sheet entered"
        );
        // Nothing counted twice: 8 Bobbl played, 8 won.
        let rk = ranking(&ev.registry, ev.muck().expect("muck"), None);
        assert_eq!(rk.rows.iter().map(|x| x.bobbl).sum::<u32>(), 8);
        // Every desk's ops arrived: 2 of the lead (draw, publish), 4 of door 1 (2
        // registrations, 2 sheets), 6 of door 2 (3 registrations, 3 sheets).
        let v = r.desk().version();
        assert_eq!(
            [v.get(&desks[0]), v.get(&desks[1]), v.get(&desks[2])],
            [2, 4, 6]
        );
    }

    // A holder of the ticket writes a starting event of its own and an entry that is no op:
    // a desk joining later takes the sharing desk's event, and the entry is refused and
    // reported, never applied.
    let rogue_path = tmp.path().join("schurke").join("abend.ron");
    let rogue = Node::join(&ticket, &rogue_path, &local())
        .await
        .expect("a holder of the ticket joins");
    let mut other = muck_base();
    other.name = "Ein anderes Turnier".into();
    rogue
        .write_raw_entry(
            "base",
            turnier::store::to_ron(&other).expect("ron").into_bytes(),
        )
        .await
        .expect("written");
    let rogue_op = format!("op/{}/{:020}", rogue.desk(), 1);
    rogue
        .write_raw_entry(&rogue_op, b"not an op".to_vec())
        .await
        .expect("written");
    let rogue_short: String = rogue.desk().0.chars().take(10).collect();
    until("the entry that is no op is refused", || {
        lead.refused_entries()
            .iter()
            .any(|r| r.contains(&rogue_short))
    })
    .await;
    let late_path = tmp.path().join("spaet").join("abend.ron");
    let late = Node::join(&ticket, &late_path, &local())
        .await
        .expect("a late desk joins");
    assert_eq!(
        replica_of(&late_path).desk().log().base(),
        replica_of(&lead_path).desk().log().base(),
        "the sharing desk's starting event"
    );
    assert_ne!(replica_of(&late_path).desk().event().name, other.name);
    assert_eq!(ops(&lead_path), 12, "nothing applied");
    for n in [rogue, late] {
        n.shutdown().await;
    }

    // A node without the ticket: it knows the lead desk's address but not the namespace's
    // secret (a ticket changed by hand). It gets nothing and writes nothing, and it is told
    // within 10 s that the desk there does not share this ticket's event.
    let mut forged = iroh_docs::DocTicket::from_str(&ticket).expect("parses");
    forged.capability =
        iroh_docs::Capability::Write(iroh_docs::NamespaceSecret::from_bytes(&[7; 32]));
    let stranger_path = tmp.path().join("fremd").join("abend.ron");
    let as_shipped = Options {
        join_wait: net::JOIN_WAIT,
        ..local()
    };
    let started = std::time::Instant::now();
    match Node::join(&forged.to_string(), &stranger_path, &as_shipped).await {
        Err(e @ NetError::WrongTicket(_)) => {
            let said = turnier::i18n::with_lang(turnier::i18n::Lang::En, || e.to_string());
            assert!(
                said.contains("answered but does not share the event of this ticket")
                    && said.contains("127.0.0.1:")
                    && said.contains("copy it again, whole"),
                "{said}"
            );
        }
        other => panic!("a node without the ticket: {other:?}"),
    }
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert!(!stranger_path.exists(), "no file made");
    assert!(!replica::dir_of(&stranger_path).exists(), "no replica left");
    assert_eq!(ops(&lead_path), 12, "nothing written to the event");

    // A stale ticket: the main desk is no longer where it says (here a socket that never
    // answers). Refused within 10 s, naming the address and what to check.
    let silent = std::net::UdpSocket::bind("127.0.0.1:0").expect("a silent socket");
    let dead = silent.local_addr().expect("addr");
    let mut stale = iroh_docs::DocTicket::from_str(&ticket).expect("parses");
    let lead_id = stale.nodes[0].id;
    stale.nodes = vec![iroh::EndpointAddr::new(lead_id).with_ip_addr(dead)];
    let started = std::time::Instant::now();
    match Node::join(&stale.to_string(), &stranger_path, &as_shipped).await {
        Err(e @ NetError::NoAnswer { .. }) => {
            let said = turnier::i18n::with_lang(turnier::i18n::Lang::En, || e.to_string());
            assert!(
                said.contains(&format!("at {dead}: check that `turnier share` runs")),
                "{said}"
            );
        }
        other => panic!("a stale ticket: {other:?}"),
    }
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert!(!stranger_path.exists(), "no file made");
    drop(silent);

    // Settling the difference on the lead desk reaches every desk.
    let mut s = Session::open_to_change(&lead_path).expect("opens");
    let r = replica_of(&lead_path);
    let diff = r.desk().differences().remove(0);
    let cmd = turnier::sync::slots::command_for(diff.slot, diff.entries[1].value).expect("cmd");
    s.run(vec![cmd], at(20)).expect("settled");
    drop(s);
    converged(&paths, 13).await;
    for p in &paths {
        assert!(
            replica_of(p).desk().differences().is_empty(),
            "{}: settled",
            p.display()
        );
    }

    for n in [lead, door1, door2] {
        n.shutdown().await;
    }
    for p in &paths {
        assert_private(p);
    }
}

/// Every folder under the replica folder of `path` is `0700`, every file `0600`, and there
/// are files (the key, the ticket or namespace, the stores).
#[cfg(unix)]
fn assert_private(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let mut todo = vec![replica::dir_of(path)];
    let mut files = 0;
    while let Some(d) = todo.pop() {
        let mode = std::fs::metadata(&d).expect("folder").permissions().mode() & 0o777;
        assert_eq!(mode, 0o700, "{}", d.display());
        for e in std::fs::read_dir(&d).expect("lists") {
            let e = e.expect("entry");
            let kind = e.file_type().expect("type");
            if kind.is_dir() {
                todo.push(e.path());
            } else if kind.is_file() {
                let mode = e.metadata().expect("file").permissions().mode() & 0o777;
                assert_eq!(mode, 0o600, "{}", e.path().display());
                files += 1;
            }
        }
    }
    assert!(files >= 5, "{files} files under {}", path.display());
    let key = replica::dir_of(path).join("node").join("key");
    assert!(key.is_file(), "{}", key.display());
}

#[cfg(not(unix))]
fn assert_private(_: &Path) {}

/// `turnier` with `args` in English; its exit success, standard output and error.
fn turnier(args: &[&str]) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_turnier"))
        .args(["--lang", "en"])
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `turnier` with `args` in English and `input` on its standard input; its exit success,
/// standard output and error.
fn turnier_with_input(args: &[&str], input: &str) -> (bool, String, String) {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_turnier"))
        .args(["--lang", "en"])
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("written");
    let out = child.wait_with_output().expect("ends");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A replica without any network: command-line commands become this desk's ops (kept, not
/// yet sent), `check` checks that the file is the replay of the log, undo is refused, and
/// `sync` on a file that is not shared says what to do.
#[test]
fn a_replica_on_the_command_line_offline() {
    let tmp = tempfile::tempdir().expect("tmp");
    let path = tmp.path().join("abend.ron");
    turnier::store::save_new(&path, &muck_base()).expect("saved");
    let p = path.to_str().expect("utf-8");
    let (ok, _, err) = turnier(&["sync", p, "--once"]);
    assert!(!ok);
    assert!(
        err.contains("is not shared: run `turnier share EV`"),
        "{err}"
    );
    let desk = turnier::sync::DeskId::new("d00d");
    Replica::create(&path, desk.clone(), turnier::sync::Log::new(muck_base())).expect("replica");
    let csv = tmp.path().join("paare.csv");
    std::fs::write(&csv, "name\nAnke / Bodo\nCarla / Detlef\n").expect("csv");
    let (ok, out, err) = turnier(&["import", p, "--entrants", csv.to_str().expect("utf-8")]);
    assert!(ok, "{out}{err}");
    let (ok, out, err) = turnier(&["draw", p]);
    assert!(ok, "{out}{err}");
    let r = replica_of(&path);
    assert_eq!(r.desk().version().get(&desk), 2, "two ops of this desk");
    assert_eq!(
        turnier::store::to_ron(r.desk().event()).expect("ron"),
        file(&path),
        "the file is the replay"
    );
    assert_eq!(net::not_yet_sent(&path).expect("status"), 2);
    // join takes the ticket from standard input or a file, never needing it in the command
    // line; nothing there, or no ticket, is refused before any network is started.
    let copy = tmp.path().join("kopie.ron");
    let c = copy.to_str().expect("utf-8");
    let (ok, _, err) = turnier_with_input(&["join", c], "\n\n");
    assert!(!ok);
    assert!(err.contains("no ticket: pipe it in"), "{err}");
    let (ok, _, err) = turnier_with_input(&["join", c], "\n  docnotaticket  \n");
    assert!(!ok);
    assert!(err.contains("the ticket does not read"), "{err}");
    let ticket_file = tmp.path().join("ticket.txt");
    std::fs::write(&ticket_file, "docnotaticket\n").expect("ticket");
    let (ok, _, err) = turnier_with_input(
        &[
            "join",
            c,
            "--ticket-file",
            ticket_file.to_str().expect("utf-8"),
        ],
        "",
    );
    assert!(!ok);
    assert!(err.contains("the ticket does not read"), "{err}");
    assert!(!copy.exists() && !replica::dir_of(&copy).exists());

    let (ok, out, _) = turnier(&["peers", p]);
    assert!(ok);
    assert_eq!(out, "d00d (this desk): 2 changes, 2 not yet sent\n");
    let (ok, out, _) = turnier(&["check", p]);
    assert!(ok, "{out}");
    // A file that is not what its log gives (written by hand, an older copy): check says so.
    turnier::store::commit(&path, &muck_base()).expect("written");
    let (ok, out, _) = turnier(&["check", p]);
    assert!(!ok);
    assert!(
        out.contains("the file is not the replay of its log"),
        "{out}"
    );
    // Undo takes back no shared change.
    let mut s = Session::open(&path).expect("opens");
    let e = s.undo(at(9)).expect_err("refused").to_string();
    assert!(e.contains("shared with other desks"), "{e}");
}

/// `share` and `join` as a director runs them, kept to loopback with `--listen` and
/// `--no-discovery`: the ticket names only that address, it says it is the event's key,
/// `join` takes it on standard input and makes the copy, and both remember the options for
/// the desk. A listen address that is none is refused with the forms allowed.
#[test]
fn share_and_join_on_the_command_line_keep_to_one_address() {
    use std::io::{BufRead, Write};
    use std::process::Stdio;
    let tmp = tempfile::tempdir().expect("tmp");
    let lead = tmp.path().join("leitung").join("abend.ron");
    let copy = tmp.path().join("tuer").join("abend.ron");
    std::fs::create_dir_all(lead.parent().expect("dir")).expect("dir");
    std::fs::create_dir_all(copy.parent().expect("dir")).expect("dir");
    turnier::store::save_new(&lead, &muck_base()).expect("saved");
    let l = lead.to_str().expect("utf-8");
    let c = copy.to_str().expect("utf-8");

    let (ok, _, err) = turnier(&["share", l, "--listen", "127.0.0.300"]);
    assert!(!ok);
    assert!(
        err.contains("`127.0.0.300` is no address to listen on") && err.contains("[::1]:4000"),
        "{err}"
    );
    assert!(!replica::is_replica(&lead), "nothing shared");

    let loopback = ["--listen", "127.0.0.1", "--no-discovery"];
    let mut share = std::process::Command::new(env!("CARGO_BIN_EXE_turnier"))
        .args(["--lang", "en", "share", l])
        .args(loopback)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("shares");
    let mut said = std::io::BufReader::new(share.stdout.take().expect("stdout")).lines();
    let mut ticket = None;
    let mut warned = false;
    for line in said.by_ref() {
        let line = line.expect("reads");
        if let Some(t) = line.strip_prefix("ticket: ") {
            ticket = Some(t.trim().to_string());
        }
        if line.contains("whoever holds it can read and change the event") {
            warned = true;
            break;
        }
    }
    let ticket = ticket.expect("a ticket");
    assert!(warned, "share says the ticket is a key");
    std::thread::spawn(move || for _ in said {});
    let parsed = iroh_docs::DocTicket::from_str(&ticket).expect("parses");
    let addrs: Vec<std::net::SocketAddr> = parsed
        .nodes
        .iter()
        .flat_map(|n| n.ip_addrs().copied().collect::<Vec<_>>())
        .collect();
    assert!(!addrs.is_empty(), "the ticket names where to dial");
    assert!(
        addrs
            .iter()
            .all(|a| a.ip() == std::net::Ipv4Addr::LOCALHOST),
        "{addrs:?}"
    );

    let mut join = std::process::Command::new(env!("CARGO_BIN_EXE_turnier"))
        .args(["--lang", "en", "join", c])
        .args(loopback)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("joins");
    join.stdin
        .take()
        .expect("stdin")
        .write_all(format!("{ticket}\n").as_bytes())
        .expect("ticket given");
    let mut joined = false;
    for _ in 0..600 {
        if replica::is_replica(&copy) && copy.exists() && file(&copy) == file(&lead) {
            joined = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    for mut child in [share, join] {
        let _ = child.kill();
        let _ = child.wait();
    }
    assert!(joined, "the copy arrived");
    for p in [&lead, &copy] {
        let saved = Options::saved(p);
        assert_eq!(
            (saved.ip, saved.port, saved.mdns),
            (
                std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
                None,
                false
            ),
            "{}",
            p.display()
        );
    }
}

/// `turnier sync EV --once` as a process, on loopback: its standard output.
fn sync_once(path: &Path) -> String {
    let (ok, out, err) = turnier(&[
        "sync",
        path.to_str().expect("utf-8"),
        "--once",
        "--listen",
        "127.0.0.1",
        "--no-discovery",
    ]);
    assert!(ok, "{out}{err}");
    out
}

/// `sync --once` on `path` as a director runs it: again while what it says is not settled
/// (no desk reached, a change not confirmed or not yet sent: on a loaded machine the other
/// desk can answer late), at most four times; what it said the last time.
fn sync_until_settled(path: &Path) -> String {
    let mut said = String::new();
    for _ in 0..4 {
        said = sync_once(path);
        let settled = said.contains("synced with 1 desk")
            && said.contains(", 0 not yet sent")
            && !said.contains("not confirmed")
            && !said.contains(" holds ");
        if settled {
            break;
        }
    }
    said
}

/// Three desks driven only by commands and `sync --once` (no node running but the main
/// desk's): A shares, B and C join and go offline, each types a change, then `sync --once`
/// on B, C, B, C. Each `sync --once` ends only when the desk it reached confirmed every op,
/// so "0 not yet sent" is true, and afterwards every desk holds every op and saves the same
/// file.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sync_once_ends_when_the_other_desk_confirmed_every_change() {
    let tmp = tempfile::tempdir().expect("tmp");
    let paths: Vec<PathBuf> = ["a", "b", "c"]
        .iter()
        .map(|d| tmp.path().join(d).join("abend.ron"))
        .collect();
    for p in &paths {
        std::fs::create_dir_all(p.parent().expect("dir")).expect("dir");
    }
    turnier::store::save_new(&paths[0], &muck_base()).expect("saved");
    let lead = Node::share(&paths[0], &local()).await.expect("shares");
    let ticket = lead.ticket().await.expect("ticket");
    for p in &paths[1..] {
        let n = Node::join(&ticket, p, &local()).await.expect("joins");
        n.shutdown().await;
    }
    run(&paths[1], entrants(&[("Anke", "Bodo")]), 1);
    run(&paths[2], entrants(&[("Carla", "Detlef")]), 2);
    assert_eq!(net::not_yet_sent(&paths[1]).expect("status"), 1);

    let said = tokio::task::block_in_place(|| sync_once(&paths[1]));
    assert!(
        said.contains("synced with 1 desk:") && said.contains(", 0 not yet sent"),
        "{said}"
    );
    assert!(!said.contains("not confirmed"), "{said}");
    assert_eq!(net::not_yet_sent(&paths[1]).expect("status"), 0);
    assert_eq!(ops(&paths[0]), 1, "the main desk has B's change");

    let said = tokio::task::block_in_place(|| sync_once(&paths[2]));
    assert!(said.contains(", 0 not yet sent"), "{said}");
    let said = tokio::task::block_in_place(|| sync_once(&paths[1]));
    assert!(said.contains("1 change received, 0 not yet sent"), "{said}");
    tokio::task::block_in_place(|| sync_once(&paths[2]));
    for p in &paths {
        assert_eq!(ops(p), 2, "{}: every change", p.display());
        assert_eq!(file(p), file(&paths[0]), "{}: the same file", p.display());
        assert_eq!(net::not_yet_sent(p).expect("status"), 0, "{}", p.display());
    }
    lead.shutdown().await;
}

/// A Swiss event of 16 players after two complete rounds, round 3 published: its tables are
/// open for results.
fn swiss_round_open() -> turnier::game::Event {
    use turnier::swiss::SwissCommand;
    let mut t = turnier::swiss::synthetic::synthetic_event(16, 2, 11);
    for cmd in [
        Command::Swiss(SwissCommand::PairNextRound),
        Command::Publish,
    ] {
        t = turnier::game::apply(&t, cmd, at(0)).expect("round 3");
    }
    t
}

/// Three desks on a Swiss event, driven only by `result` (as the command line types it) and
/// `sync --once`, 20 times with seeded choices: A shares, B and C join and go offline; B and C
/// each type results on tables of round 3 (some tables on both desks, with the same or another
/// value, without having seen each other); then `sync --once` on B and C in a seeded order in
/// which each desk syncs again after the other's first sync (each again while it says that
/// something is not settled, as a director would). Afterwards every desk holds every op and
/// saves the same file, nothing is left unsent, and `pairings --json` on every desk names a
/// difference at exactly the tables the two desks typed differently, with both values. The
/// seeds run five at a time (each waits mostly on the network).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn three_desks_synced_once_in_seeded_orders_agree_or_name_the_difference() {
    let base = std::sync::Arc::new(swiss_round_open());
    for batch in [1..=5u64, 6..=10, 11..=15, 16..=20] {
        let mut runs = tokio::task::JoinSet::new();
        for seed in batch {
            runs.spawn(three_desks_seeded(seed, base.clone()));
        }
        while let Some(done) = runs.join_next().await {
            if let Err(e) = done {
                std::panic::resume_unwind(e.into_panic());
            }
        }
    }
}

/// One run of [`three_desks_synced_once_in_seeded_orders_agree_or_name_the_difference`].
async fn three_desks_seeded(seed: u64, base: std::sync::Arc<turnier::game::Event>) {
    use std::collections::{BTreeMap, BTreeSet};
    use turnier::game::lots::SplitMix64;
    use turnier::swiss::{MatchResult, SwissCommand};
    const VALUES: [(u8, u8, u8); 5] = [(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1)];
    let tables: Vec<u32> = base.swiss().expect("swiss").rounds[2]
        .tables
        .iter()
        .map(|t| t.number.0)
        .collect();
    assert!(tables.len() >= 6, "{tables:?}");
    let mut rng = SplitMix64::for_draw(seed, 0, 0);
    let mut pick = |n: usize| (rng.next_u64() % n as u64) as usize;
    let tmp = tempfile::tempdir().expect("tmp");
    let paths: Vec<PathBuf> = ["a", "b", "c"]
        .iter()
        .map(|d| tmp.path().join(d).join("cup.ron"))
        .collect();
    for p in &paths {
        std::fs::create_dir_all(p.parent().expect("dir")).expect("dir");
    }
    turnier::store::save_new(&paths[0], &base).expect("saved");
    let lead = Node::share(&paths[0], &local()).await.expect("shares");
    let ticket = lead.ticket().await.expect("ticket");
    for p in &paths[1..] {
        Node::join(&ticket, p, &local())
            .await
            .expect("joins")
            .shutdown()
            .await;
    }
    // Per table: nobody, B, C, both alike or both differently.
    let mut typed: BTreeMap<u32, [Option<usize>; 2]> = BTreeMap::new();
    for &t in &tables {
        let v = pick(VALUES.len());
        let other = (v + 1 + pick(VALUES.len() - 1)) % VALUES.len();
        let who = match pick(5) {
            0 => [None, None],
            1 => [Some(v), None],
            2 => [None, Some(v)],
            3 => [Some(v), Some(v)],
            _ => [Some(v), Some(other)],
        };
        typed.insert(t, who);
    }
    let mut ops_typed = 0;
    for (desk, path) in paths[1..].iter().enumerate() {
        for (&t, who) in &typed {
            if let Some(v) = who[desk] {
                let (a, b, d) = VALUES[v];
                let cmd = Command::Swiss(SwissCommand::RecordResult {
                    round: None,
                    table: TableNo(t),
                    result: MatchResult::new(a, b, d).expect("legal"),
                });
                run(path, cmd, 10 + desk as i64);
                ops_typed += 1;
            }
        }
    }
    // A seeded order of `sync --once` on B (1) and C (2) in which each syncs again after the
    // other's first: every op then reaches every desk through A.
    let order = loop {
        let order: Vec<usize> = (0..3 + pick(4)).map(|_| 1 + pick(2)).collect();
        let first = |d: usize| order.iter().position(|&x| x == d);
        let again_after =
            |d: usize, other: usize| first(other).is_some_and(|f| order[f + 1..].contains(&d));
        if again_after(1, 2) && again_after(2, 1) {
            break order;
        }
    };
    for &d in &order {
        let p = paths[d].clone();
        tokio::task::spawn_blocking(move || sync_until_settled(&p))
            .await
            .expect("synced");
    }
    let differing: BTreeSet<u32> = typed
        .iter()
        .filter(|(_, w)| matches!(w, [Some(x), Some(y)] if x != y))
        .map(|(t, _)| *t)
        .collect();
    for p in &paths {
        let shown = format!("seed {seed}, order {order:?}, {}", p.display());
        assert_eq!(ops(p), ops_typed, "{shown}: every op");
        assert_eq!(file(p), file(&paths[0]), "{shown}: the same file");
        assert_eq!(net::not_yet_sent(p).expect("status"), 0, "{shown}");
        let (ok, out, err) = turnier(&["pairings", p.to_str().expect("utf-8"), "--json"]);
        assert!(ok, "{shown}: {err}");
        let json: serde_json::Value = serde_json::from_str(&out).expect("json");
        for t in json["tables"].as_array().expect("tables") {
            let n = t["table"].as_u64().expect("number") as u32;
            match typed.get(&n) {
                Some([Some(x), Some(y)]) if differing.contains(&n) => {
                    let values: BTreeSet<String> = t["differences"][0]["values"]
                        .as_array()
                        .unwrap_or_else(|| panic!("{shown}: table {n} names no difference"))
                        .iter()
                        .map(|v| v["value"].as_str().expect("value").to_string())
                        .collect();
                    let want: BTreeSet<String> = [x, y]
                        .iter()
                        .map(|&&v| {
                            let (a, b, d) = VALUES[v];
                            MatchResult::new(a, b, d).expect("legal").to_string()
                        })
                        .collect();
                    assert_eq!(values, want, "{shown}: table {n}");
                }
                _ => assert!(
                    t.get("differences").is_none(),
                    "{shown}: table {n} has no difference: {t}"
                ),
            }
        }
    }
    lead.shutdown().await;
}
