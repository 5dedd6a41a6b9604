//! Several writers on one event: one writer at a time by the lock beside the event, the desk
//! never writes a state it has not loaded again, and a symlinked event is written through to
//! its target.

use chrono::{DateTime, TimeZone, Utc};
use clap::Parser;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::time::Duration;
use turnier::cli::{Cli, run};
use turnier::game::{Command, Event, TableNo, apply};
use turnier::session::Session;
use turnier::store::{self, WriteLock, journal_path, load};
use turnier::swiss::{MatchResult, SwissCommand};

fn at(s: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 30, 18, 0, s)
        .single()
        .expect("time")
}

/// A copy of the shipped pavia12 event at `path`, with round 6 paired and published.
fn open_round_at(path: &Path) {
    fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/pavia12.ron"),
        path,
    )
    .expect("copy the shipped event");
    let mut s = Session::open_one_shot(path).expect("opens");
    s.run(
        vec![
            Command::Swiss(SwissCommand::PairNextRound),
            Command::Publish,
        ],
        at(0),
    )
    .expect("pair and publish");
}

fn open_round(dir: &Path) -> PathBuf {
    let path = dir.join("pavia12.ron");
    open_round_at(&path);
    path
}

fn result(table: u32) -> Command {
    Command::Swiss(SwissCommand::RecordResult {
        round: None,
        table: TableNo(table),
        result: MatchResult::new(2, 1, 0).expect("legal"),
    })
}

/// The tables of the last round that have a result.
fn recorded(t: &Event) -> Vec<u32> {
    t.swiss()
        .expect("swiss")
        .rounds
        .last()
        .expect("round")
        .tables
        .iter()
        .filter(|tb| tb.result.is_some())
        .map(|tb| tb.number.0)
        .collect()
}

/// `turnier ARGS` in this process, as `main` runs it.
fn cli(args: &[&str]) -> Result<String, String> {
    let mut full = vec!["turnier"];
    full.extend_from_slice(args);
    let parsed = Cli::try_parse_from(full).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    run(parsed, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("utf8"))
}

#[test]
fn two_cli_processes_at_once_both_keep_their_result() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let fresh = fs::read(&path).expect("read");
    let ev = path.to_str().expect("utf8");
    for attempt in 0..20 {
        fs::write(&path, &fresh).expect("reset");
        let spawn = |table: &str, score: &str| {
            Process::new(env!("CARGO_BIN_EXE_turnier"))
                .env("LANG", "C")
                .env_remove("LC_ALL")
                .env_remove("LC_MESSAGES")
                .args(["result", ev, table, score])
                .output()
        };
        let (a, b) = std::thread::scope(|s| {
            let a = s.spawn(|| spawn("1", "2-0"));
            let b = s.spawn(|| spawn("2", "0-2"));
            (
                a.join().expect("thread").expect("runs"),
                b.join().expect("thread").expect("runs"),
            )
        });
        for out in [&a, &b] {
            assert!(
                out.status.success(),
                "attempt {attempt}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(String::from_utf8_lossy(&out.stdout).contains("saved"));
        }
        let saved = load(&path).expect("loads");
        assert_eq!(
            recorded(&saved),
            [1, 2],
            "attempt {attempt}: a result was lost"
        );
    }
}

#[test]
fn two_cli_threads_at_once_both_keep_their_result() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let fresh = fs::read(&path).expect("read");
    let ev = path.to_str().expect("utf8");
    for attempt in 0..20 {
        fs::write(&path, &fresh).expect("reset");
        let (a, b) = std::thread::scope(|s| {
            let a = s.spawn(|| cli(&["result", ev, "1", "2-0"]));
            let b = s.spawn(|| cli(&["result", ev, "2", "0-2"]));
            (a.join().expect("thread"), b.join().expect("thread"))
        });
        for said in [a, b] {
            let said = said.unwrap_or_else(|e| panic!("attempt {attempt}: {e}"));
            assert!(said.contains("saved"), "{said}");
        }
        let saved = load(&path).expect("loads");
        assert_eq!(
            recorded(&saved),
            [1, 2],
            "attempt {attempt}: a result was lost"
        );
    }
}

#[test]
fn the_desk_fold_after_a_cli_save_keeps_the_cli_result() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let mut desk = Session::open(&path).expect("opens");
    desk.execute(result(1), at(1)).expect("journaled");
    assert!(desk.journal_pending());
    cli(&["result", path.to_str().expect("utf8"), "2", "0-2"]).expect("saved");
    assert!(
        !journal_path(&path).exists(),
        "the CLI took the journal along"
    );

    desk.fold().expect("folded");
    let saved = load(&path).expect("loads");
    assert_eq!(recorded(&saved), [1, 2], "the fold kept the CLI's result");
    assert_eq!(desk.tournament(), &saved, "the desk shows what is saved");
    assert!(!desk.journal_pending());

    // Undo after that save is refused and overwrites nothing.
    let e = desk.undo(at(3)).expect_err("refused").to_string();
    assert!(e.contains("nothing to undo"), "{e}");
    assert_eq!(load(&path).expect("loads"), saved);
}

#[test]
fn a_save_that_lost_the_desk_journal_gets_the_desk_results_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let before = load(&path).expect("loads");
    let mut desk = Session::open(&path).expect("opens");
    desk.execute(result(1), at(1)).expect("journaled");
    desk.execute(result(3), at(2)).expect("journaled");
    // Another program writes a state that never saw the journal (and deletes it).
    let other = apply(&before, result(2), at(3)).expect("applies");
    store::commit(&path, &other).expect("written");
    assert!(!journal_path(&path).exists());

    desk.fold().expect("folded");
    let saved = load(&path).expect("loads");
    assert_eq!(
        recorded(&saved),
        [1, 2, 3],
        "the desk's results applied again"
    );
    assert_eq!(desk.tournament(), &saved);
    assert!(!journal_path(&path).exists());
}

#[test]
fn a_writer_waits_for_the_lock_then_gives_up_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let ev = path.to_str().expect("utf8");
    let mut desk = Session::open(&path).expect("opens");
    let file = fs::read(&path).expect("read");

    let held = WriteLock::acquire(&path).expect("locks");
    let want = format!("another turnier is writing {ev}; try again");
    let e = cli(&["result", ev, "1", "2-0"]).expect_err("busy");
    assert_eq!(e, want);
    let e = desk
        .execute(result(1), at(1))
        .expect_err("busy")
        .to_string();
    assert_eq!(e, want);
    assert_eq!(fs::read(&path).expect("read"), file, "nothing changed");
    assert!(!journal_path(&path).exists(), "nothing journaled");
    assert!(recorded(desk.tournament()).is_empty());
    // Readers take no lock.
    cli(&["standings", ev]).expect("reads");
    cli(&["check", ev]).expect("reads");
    drop(held);

    // A lock let go within the wait: the writer waits for it and saves.
    let held = WriteLock::acquire(&path).expect("locks");
    let release = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        drop(held);
    });
    cli(&["result", ev, "1", "2-0"]).expect("saved after the wait");
    release.join().expect("thread");
    assert_eq!(recorded(&load(&path).expect("loads")), [1]);
    assert!(store::lock_path(&path).exists(), "the lock file stays");
}

#[cfg(unix)]
#[test]
fn a_symlinked_event_stays_a_link_and_its_target_gets_the_change() {
    let dir = tempfile::tempdir().expect("tempdir");
    let real = dir.path().join("real");
    fs::create_dir(&real).expect("mkdir");
    let target = real.join("pavia12.ron");
    open_round_at(&target);
    let link = dir.path().join("cup.ron");
    std::os::unix::fs::symlink(&target, &link).expect("symlink");
    let is_link = |p: &Path| {
        fs::symlink_metadata(p)
            .expect("exists")
            .file_type()
            .is_symlink()
    };

    cli(&["result", link.to_str().expect("utf8"), "1", "2-0"]).expect("saved");
    assert!(is_link(&link), "the link stays a link");
    assert_eq!(recorded(&load(&target).expect("loads")), [1]);
    assert!(
        store::lock_path(&target).exists(),
        "the lock is beside the target"
    );
    assert!(!store::lock_path(&link).exists());

    // The desk through the link: journal and fold beside the target.
    let mut desk = Session::open(&link).expect("opens");
    desk.execute(result(2), at(2)).expect("journaled");
    assert!(journal_path(&target).exists());
    assert!(!journal_path(&link).exists());
    desk.fold().expect("folded");
    assert!(is_link(&link), "the link stays a link");
    let saved = load(&target).expect("loads");
    assert_eq!(recorded(&saved), [1, 2]);
    assert_eq!(load(&link).expect("loads"), saved);
    assert!(
        store::backups(&target).expect("backups").len() >= 2,
        "backups beside the target"
    );
}

#[test]
fn a_desk_result_that_no_longer_applies_to_the_other_save_is_named_and_nothing_written() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("pavia12.ron");
    fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/pavia12.ron"),
        &path,
    )
    .expect("copy the shipped event");
    let shipped = load(&path).expect("loads");
    open_round_at(&path);
    let mut desk = Session::open(&path).expect("opens");
    desk.execute(result(1), at(1)).expect("journaled");
    // Another program puts back a version without round 6 (a backup, say).
    store::commit(&path, &shipped).expect("written");
    let file = fs::read(&path).expect("read");

    let e = desk.fold().expect_err("refused").to_string();
    assert!(e.contains("result table 1"), "{e}");
    assert!(e.contains("enter them again"), "{e}");
    assert_eq!(fs::read(&path).expect("read"), file, "nothing written");
    assert_eq!(desk.tournament(), &shipped, "the desk shows what is saved");
}
