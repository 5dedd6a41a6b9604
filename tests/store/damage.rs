//! Damage at the edges of the disk: a journal whose first line or a middle line was damaged,
//! a save cut short or changed by hand, a round whose audit entry lists many players, temp
//! files of killed writers, file modes. Each time nothing confirmed is lost and the director
//! is told what happened and what to type.

use crate::common;

use chrono::{DateTime, TimeZone, Utc};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command as Process;
use turnier::deich::{DeichCommand, DeichGame, DeichSettings, Fp, Nmr};
use turnier::game::{Command, Event, Game, PlayerId, TableNo, apply};
use turnier::store::{self, StoreError, commit, journal_path, load};
use turnier::swiss::{MatchResult, SwissCommand};
use turnier::tui::Session;

fn at(s: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 5, 18, 0, s)
        .single()
        .expect("time")
}

/// A copy of the shipped pavia12 event with its next round paired and published.
fn event_with_open_round(dir: &Path) -> PathBuf {
    common::pavia_with_open_round(dir, at(0)).0
}

fn result(table: u32) -> Command {
    Command::Swiss(SwissCommand::RecordResult {
        round: None,
        table: TableNo(table),
        result: MatchResult::new(2, 1, 0).expect("legal"),
    })
}

/// The desk takes results 1 and 2 (journaled, fsynced, shown as saved) and ends without
/// writing the file whole, as when it is killed.
fn desk_confirms_two_results(path: &Path) {
    let mut desk = Session::open(path).expect("desk opens");
    desk.execute(result(1), at(10)).expect("table 1");
    desk.execute(result(2), at(11)).expect("table 2");
    assert!(desk.journal_pending(), "both wait in the journal");
    drop(desk);
}

/// `turnier ARGS` in English; (exit code, stdout, stderr).
fn turnier(args: &[&str]) -> (i32, String, String) {
    let out = Process::new(env!("CARGO_BIN_EXE_turnier"))
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn results_of(path: &Path) -> Vec<Option<MatchResult>> {
    let t = load(path).expect("loads");
    let r = t.swiss().expect("swiss").rounds.last().expect("round 6");
    r.tables.iter().map(|t| t.result).collect()
}

/// A way of damaging a journal's bytes.
type Damage = fn(&mut Vec<u8>);

/// Every way of damaging the journal's first line: the results the desk confirmed are never
/// dropped. Every command says so, `check` lists them, the next change keeps the journal
/// aside, and `restore --journal` puts them in.
#[test]
fn a_damaged_journal_header_keeps_every_confirmed_result() {
    let damages: [(&str, Damage); 4] = [
        ("one byte of the base", |j| {
            let at = j.iter().position(|&b| b == b'=').expect("base=") + 1;
            j[at] = if j[at] == b'0' { b'1' } else { b'0' };
        }),
        ("one byte of the magic", |j| j[3] ^= 0x20),
        ("the header cut", |j| {
            let nl = j.iter().position(|&b| b == b'\n').expect("header");
            j.drain(10..nl);
        }),
        ("random bytes before the entries", |j| {
            let nl = j.iter().position(|&b| b == b'\n').expect("header");
            let noise: Vec<u8> = (0..nl).map(|i| (i * 37 % 251) as u8).collect();
            j.splice(0..nl, noise);
        }),
    ];
    for (what, damage) in damages {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = event_with_open_round(dir.path());
        let ev = path.to_str().expect("utf-8 path");
        desk_confirms_two_results(&path);
        let jpath = journal_path(&path);
        let mut bytes = fs::read(&jpath).expect("journal");
        damage(&mut bytes);
        fs::write(&jpath, &bytes).expect("damage");

        // The event loads (the file is fine), but every command says the journal holds
        // results that are not in it.
        let (code, _, err) = turnier(&["pairings", ev]);
        assert_eq!(code, 0, "{what}: {err}");
        assert!(err.contains("does not belong to"), "{what}: {err}");
        assert!(
            err.contains("2 results are not in the event"),
            "{what}: {err}"
        );
        assert!(
            err.contains("restore") && err.contains("--journal"),
            "{what}: {err}"
        );
        // `check` is not ok and lists both results.
        let (code, out, _) = turnier(&["check", ev]);
        assert_ne!(code, 0, "{what}: check must not say ok: {out}");
        assert_eq!(
            out.matches("would add: result table").count(),
            2,
            "{what}: {out}"
        );
        // The next change keeps the journal aside instead of deleting it.
        let (code, _, err) = turnier(&["result", ev, "3", "2-0"]);
        assert_eq!(code, 0, "{what}: {err}");
        assert!(!jpath.exists(), "{what}: the journal is moved, not left");
        let aside = store::kept_aside(&path);
        assert_eq!(aside.len(), 1, "{what}");
        assert_eq!(
            fs::read(&aside[0]).expect("aside"),
            bytes,
            "{what}: kept as it was"
        );
        let (_, _, err) = turnier(&["standings", ev]);
        assert!(err.contains("holds 2 results kept aside"), "{what}: {err}");
        // Applied on request: tables 1 and 2 have their results, table 3 keeps its own.
        let (code, out, err) = turnier(&["restore", ev, "--journal"]);
        assert_eq!(code, 0, "{what}: {err}");
        assert!(out.contains("2 results applied"), "{what}: {out}");
        let two_one = MatchResult::new(2, 1, 0).expect("legal");
        let r = results_of(&path);
        assert_eq!(r[0], Some(two_one), "{what}");
        assert_eq!(r[1], Some(two_one), "{what}");
        assert_eq!(
            r[2],
            Some(MatchResult::new(2, 0, 0).expect("legal")),
            "{what}"
        );
        // Nothing waits any more, and the journal is still there, in the backups.
        assert!(store::kept_aside(&path).is_empty(), "{what}");
        let (code, out, _) = turnier(&["check", ev]);
        assert_eq!(
            (code, out.trim_end()),
            (0, format!("{ev}: ok").as_str()),
            "{what}"
        );
        let applied = fs::read_dir(store::backup_dir(&path))
            .expect("backups")
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().contains("journal-applied"))
            .count();
        assert_eq!(applied, 1, "{what}");
    }
}

/// A bad line in the middle: the results before it are applied at once, the rest is kept;
/// `restore --journal` applies the readable ones after it and names the one it cannot read.
#[test]
fn a_bad_middle_line_applies_what_comes_before_and_keeps_the_rest() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = event_with_open_round(dir.path());
    let ev = path.to_str().expect("utf-8 path");
    let mut desk = Session::open(&path).expect("desk opens");
    for (i, table) in [1, 2, 3].into_iter().enumerate() {
        desk.execute(result(table), at(10 + i as u32))
            .expect("result");
    }
    drop(desk);
    let jpath = journal_path(&path);
    let text = fs::read_to_string(&jpath).expect("journal");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "header and three results");
    // Line 3 (table 2) damaged: its checksum no longer fits.
    let damaged = text.replacen(lines[2], &lines[2].replace("wins_a:2", "wins_a:0"), 1);
    fs::write(&jpath, &damaged).expect("damage");

    let (code, _, err) = turnier(&["pairings", ev]);
    assert_eq!(code, 0, "not blocked: {err}");
    assert!(err.contains("line 3"), "{err}");
    assert!(
        err.contains("The one result before it is in the event"),
        "{err}"
    );
    let r = results_of(&path);
    assert!(r[0].is_some() && r[1].is_none() && r[2].is_none(), "{r:?}");

    let (code, _, err) = turnier(&["result", ev, "4", "0-2"]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = turnier(&["restore", ev, "--journal"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1 unreadable lines"), "{out}");
    assert!(out.contains("already in the event"), "table 1: {out}");
    assert!(out.contains("one result applied"), "table 3: {out}");
    let r = results_of(&path);
    assert!(
        r[0].is_some() && r[1].is_none() && r[2].is_some() && r[3].is_some(),
        "{r:?}"
    );
}

/// A save cut short: every load error names the newest backup that loads and the command;
/// `restore` takes it back and keeps the damaged file; `restore --list` shows what each
/// backup holds.
#[test]
fn a_cut_save_is_restored_from_its_newest_readable_backup() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = event_with_open_round(dir.path());
    let ev = path.to_str().expect("utf-8 path");
    let (code, _, err) = turnier(&["result", ev, "1", "2-0"]);
    assert_eq!(code, 0, "{err}");
    let good = fs::read(&path).expect("save");
    let (code, _, err) = turnier(&["result", ev, "2", "0-2"]);
    assert_eq!(code, 0, "{err}");
    let whole = fs::read(&path).expect("save");
    fs::write(&path, &whole[..whole.len() * 2 / 3]).expect("cut");

    for args in [vec!["standings", ev], vec!["result", ev, "3", "2-0"]] {
        let (code, _, err) = turnier(&args);
        assert_ne!(code, 0);
        assert!(
            err.contains("The newest backup that loads is number"),
            "{err}"
        );
        assert!(err.contains(&format!("`turnier restore {ev}`")), "{err}");
    }
    assert_eq!(
        fs::read(&path).expect("save"),
        whole[..whole.len() * 2 / 3],
        "untouched"
    );
    let (_, out, _) = turnier(&["restore", ev, "--list"]);
    assert!(
        out.contains("result table 1"),
        "the newest backup's last change: {out}"
    );
    assert!(out.contains("publish round 5"), "{out}");

    let (code, out, err) = turnier(&["restore", ev]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("result table 1"), "{out}");
    // The backup holds the result of table 1; the cut file is kept beside the backups.
    assert_eq!(load(&path).expect("loads"), {
        let p = dir.path().join("good.ron");
        fs::write(&p, &good).expect("write");
        load(&p).expect("good")
    });
    let kept = fs::read_dir(store::backup_dir(&path))
        .expect("backups")
        .flatten()
        .any(|e| fs::read(e.path()).is_ok_and(|b| b == whole[..whole.len() * 2 / 3]));
    assert!(kept, "the damaged file is kept");
    assert!(
        turnier(&["restore", ev, "--backup", "999"])
            .2
            .contains("no backup number 999")
    );
}

/// Single bytes changed in a save by hand, 150 places across the file: none loads as if
/// nothing happened. A change that still parses is named as made outside turnier, with its
/// lines; `restore --accept` keeps it when the director meant it.
#[test]
fn no_single_byte_change_of_a_save_loads_unnoticed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = event_with_open_round(dir.path());
    let original = fs::read(&path).expect("save");
    let body_end = original.len() - 200;
    let mut altered = 0;
    for k in 0..150 {
        let at = 7 + k * (body_end - 7) / 150;
        let mut bytes = original.clone();
        bytes[at] = match bytes[at] {
            b'a'..=b'y' | b'A'..=b'Y' | b'0'..=b'8' => bytes[at] + 1,
            b'z' => b'a',
            _ => b'x',
        };
        fs::write(&path, &bytes).expect("write");
        match load(&path) {
            Ok(_) => panic!("byte {at} changed and the save loads as if nothing happened"),
            Err(StoreError::Altered { from, to, .. }) => {
                let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() as u64 + 1;
                assert!(
                    from <= line && line <= to,
                    "byte {at}: line {line} not in {from}..{to}"
                );
                altered += 1;
            }
            Err(_) => {}
        }
    }
    assert!(
        altered > 0,
        "some single-byte changes still parse: {altered}"
    );

    // A change made on purpose: refused until the director keeps it.
    let text = String::from_utf8(original).expect("utf-8");
    fs::write(&path, text.replacen("Player 001", "Player 00A", 1)).expect("edit");
    let ev = path.to_str().expect("utf-8 path");
    let (code, _, err) = turnier(&["--lang", "de", "standings", ev]);
    assert_ne!(code, 0);
    assert!(err.contains("außerhalb von turnier verändert"), "{err}");
    assert!(err.contains("--accept"), "{err}");
    let (code, _, err) = turnier(&["restore", ev, "--accept"]);
    assert_eq!(code, 0, "{err}");
    let (code, out, _) = turnier(&["standings", ev]);
    assert_eq!(code, 0);
    assert!(out.contains("Player 00A"), "{out}");
}

/// 40 players, 38 of them out in one evaluation (NMR): the round is saved and every command
/// reads it back; the audit entry lists all 38 at one depth.
#[test]
fn a_deich_round_with_thirty_eight_players_out_at_once_reads_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("deich.ron");
    let t = Event::new(
        "Deich 40",
        Game::Deich(DeichGame::new(DeichSettings { nmr: Nmr::A })),
        at(0),
        7,
    );
    let names: Vec<String> = (1..=40).map(|i| format!("Spieler {i:02}")).collect();
    let mut t = apply(&t, Command::AddPlayers { names }, at(1)).expect("register");
    for p in [1, 2] {
        t = apply(
            &t,
            DeichCommand::Bid {
                round: None,
                player: PlayerId(p),
                bid: Fp(100 * u64::from(p)),
            },
            at(2),
        )
        .expect("bid");
    }
    t = apply(&t, DeichCommand::Evaluate, at(3)).expect("evaluate");
    store::save_new(&path, &t).expect("saved");
    assert_eq!(load(&path).expect("reads back"), t);
    let (code, out, err) = turnier(&["check", path.to_str().expect("path")]);
    assert_eq!(code, 0, "{out}{err}");
    let last = t.audit.last().expect("evaluation").text();
    assert_eq!(last.matches("(nmr)").count(), 38, "{last}");
}

/// A commit never writes a file it cannot read back: audit texts nested deeper and deeper
/// are either written and read back, or refused before the rename with the file as it was;
/// the RON writer takes some depths the reader refuses, and those are refused in words (no
/// reader-tuning hint).
#[test]
fn a_commit_refuses_what_would_not_read_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = event_with_open_round(dir.path());
    let mut refused_by_the_read_back = 0;
    for depth in 1..=80 {
        let before = fs::read(&path).expect("save");
        let mut t = load(&path).expect("loads");
        let mut deep = turnier::game::Msg::key("audit-publish");
        for _ in 0..depth {
            deep = turnier::game::Msg::key("audit-undo").msg("what", deep);
        }
        t.audit.last_mut().expect("an entry").msg = Some(deep);
        match commit(&path, &t) {
            Ok(()) => assert_eq!(load(&path).expect("reads back"), t, "depth {depth}"),
            Err(err @ StoreError::Unwritable { .. }) => {
                refused_by_the_read_back += 1;
                let words = err.to_string();
                assert!(words.contains("would not read back"), "{words}");
                assert!(words.contains("nests deeper"), "{words}");
                assert!(!words.contains("recursion_limit"), "{words}");
                assert_eq!(fs::read(&path).expect("save"), before, "unchanged");
            }
            Err(err @ StoreError::Serialize(_)) => {
                assert_eq!(fs::read(&path).expect("save"), before, "{err}: unchanged");
            }
            Err(err) => panic!("depth {depth}: {err:?}"),
        }
    }
    assert!(
        refused_by_the_read_back > 0,
        "no depth the writer takes and the reader refuses"
    );
    let temps = fs::read_dir(dir.path())
        .expect("dir")
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp"))
        .count();
    assert_eq!(temps, 0, "no temp file left");
}

/// Every shipped example and every generator's event is saved and loaded again unchanged.
#[test]
fn every_shipped_save_and_generated_event_reads_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    let mut events: Vec<(String, Event)> = fs::read_dir(&shipped)
        .expect("saves")
        .flatten()
        .map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            (name, load(&e.path()).expect("shipped save loads"))
        })
        .collect();
    events.extend(
        turnier::examples::deich_saves()
            .expect("deich")
            .into_iter()
            .map(|(n, t)| (n.to_string(), t)),
    );
    events.push((
        "muck-article".into(),
        turnier::examples::muck_article().expect("muck"),
    ));
    events.push((
        "synthetic".into(),
        turnier::swiss::synthetic::synthetic_event(64, 5, 3),
    ));
    assert!(events.len() >= 10, "{}", events.len());
    for (i, (name, t)) in events.into_iter().enumerate() {
        let path = dir.path().join(format!("copy-{i}.ron"));
        store::save_new(&path, &t).expect("saved");
        commit(&path, &t).expect("committed over itself");
        assert_eq!(load(&path).expect("reads back"), t, "{name}");
    }
}

/// Temp files of killed writers, beside the event and in its backups folder, young or old,
/// are gone after the next commit; other events' are not touched.
#[test]
fn one_clean_commit_after_killed_writers_leaves_no_temp_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = event_with_open_round(dir.path());
    let ev = path.to_str().expect("utf-8 path");
    let bin = env!("CARGO_BIN_EXE_turnier");
    // A storm of commands killed at once, at many points of their run.
    for i in 0..40u64 {
        let mut child = Process::new(bin)
            .env("LANG", "C")
            .args(["result", ev, &format!("{}", 1 + i % 6), "2-0"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("spawn");
        std::thread::sleep(std::time::Duration::from_micros(300 * (i % 13)));
        let _ = child.kill();
        let _ = child.wait();
    }
    let backups = store::backup_dir(&path);
    fs::create_dir_all(&backups).expect("backups");
    let planted = [
        dir.path().join(".pavia12.ron.tmpAb12Cd"),
        dir.path().join(".pavia12.ron.journal.tmpXy34Zz"),
        backups.join(".pavia12.000099.ron.tmpQw56Er"),
        backups.join(".pavia12.000099.ron.journal.tmpQw56Er"),
    ];
    for p in &planted {
        fs::write(p, "half a write").expect("plant");
    }
    let other = dir.path().join(".liga.ron.tmpAb12Cd");
    fs::write(&other, "another event's").expect("plant");
    let (code, _, err) = turnier(&["result", ev, "1", "1-2"]);
    assert_eq!(code, 0, "{err}");
    let temps: Vec<String> = [dir.path().to_path_buf(), backups]
        .iter()
        .flat_map(|d| fs::read_dir(d).expect("dir").flatten())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".tmp") && !n.starts_with(".liga"))
        .collect();
    assert!(temps.is_empty(), "{temps:?}");
    assert!(other.exists());
}

/// A private save (0600) keeps everything it owns private: backups and their folders, the
/// journal, a journal kept aside, the lock file.
#[cfg(unix)]
#[test]
fn files_of_a_private_save_are_never_more_open_than_it() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = event_with_open_round(dir.path());
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).expect("chmod");
    let mut desk = Session::open(&path).expect("desk");
    desk.execute(result(1), at(20)).expect("result");
    let mode = |p: &Path| fs::metadata(p).expect("meta").permissions().mode() & 0o777;
    assert_eq!(mode(&journal_path(&path)), 0o600, "journal");
    drop(desk);
    let (code, _, err) = turnier(&["result", path.to_str().expect("path"), "2", "2-0"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(mode(&path), 0o600, "the save keeps its mode");
    let backups = store::backup_dir(&path);
    assert_eq!(mode(&backups), 0o700, "backups folder");
    assert_eq!(mode(backups.parent().expect(".backups")), 0o700, ".backups");
    for b in fs::read_dir(&backups).expect("backups").flatten() {
        assert_eq!(mode(&b.path()), 0o600, "{}", b.path().display());
    }
    assert_eq!(mode(&store::lock_path(&path)), 0o600, "lock file");
}
