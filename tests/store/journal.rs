//! The journal beside a tournament file (`src/store/journal.rs`): the desk commits a result by
//! appending it, every loader replays it, and writing the file whole folds it in.

use crate::common;

use chrono::{DateTime, TimeZone, Utc};
use std::fs;
use std::path::{Path, PathBuf};
use turnier::game::{Command, Event, RoundState, TableNo, apply};
use turnier::store::{
    self, JournalEntry, StoreError, backups, commit, commit_expecting, commit_journaled,
    journal_path, load, load_on_disk,
};
use turnier::swiss::MatchResult;
use turnier::swiss::SwissCommand;
use turnier::tui::Session;

fn at(s: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 30, 18, 0, s)
        .single()
        .expect("time")
}

/// A copy of the shipped pavia12 event with round 6 paired and published, committed whole.
fn event_with_open_round(dir: &Path) -> (PathBuf, Event) {
    common::pavia_with_open_round(dir, at(0))
}

fn result_entry(table: u32, s: u32) -> JournalEntry {
    JournalEntry {
        at: at(s),
        command: Command::Swiss(SwissCommand::RecordResult {
            round: None,
            table: TableNo(table),
            result: MatchResult::new(2, 1, 0).expect("legal"),
        }),
    }
}

/// Applies `entry` to `t` and commits it by the journal.
fn journal(path: &Path, t: &Event, entry: &JournalEntry, on_disk: &mut store::OnDisk) -> Event {
    let next = apply(t, entry.command.clone(), entry.at).expect("applies");
    commit_journaled(path, &next, entry, on_disk).expect("journaled");
    next
}

#[test]
fn journaled_results_load_with_the_file_and_fold_into_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, _) = event_with_open_round(dir.path());
    let (mut t, mut on_disk) = load_on_disk(&path).expect("load");
    let file_before = fs::read(&path).expect("read");
    for (i, table) in [1, 2, 3].into_iter().enumerate() {
        t = journal(&path, &t, &result_entry(table, 10 + i as u32), &mut on_disk);
    }
    assert!(on_disk.journal_pending());
    assert_eq!(
        fs::read(&path).expect("read"),
        file_before,
        "the file is not rewritten"
    );
    let text = fs::read_to_string(journal_path(&path)).expect("journal");
    assert_eq!(text.lines().count(), 4, "header and three entries:\n{text}");
    assert!(text.starts_with("turnier-journal 2 base="), "{text}");

    let loaded = load(&path).expect("file plus journal loads");
    assert_eq!(loaded, t);
    let round = loaded.swiss().expect("swiss").rounds.last().expect("round");
    let recorded: Vec<u32> = round
        .tables
        .iter()
        .filter(|tb| tb.result.is_some())
        .map(|tb| tb.number.0)
        .collect();
    assert_eq!(recorded, [1, 2, 3]);

    // Writing the file whole folds the journal in and deletes it; the backup of the version
    // before keeps its journal beside it, so it loads as the state it was.
    let before_fold = backups(&path).expect("backups").len();
    let on_disk = commit_expecting(&path, &t, Some(&on_disk)).expect("fold");
    assert!(!on_disk.journal_pending());
    assert!(!journal_path(&path).exists());
    assert_eq!(load(&path).expect("loads"), t);
    let newest = backups(&path).expect("backups");
    assert_eq!(newest.len(), before_fold + 1);
    assert!(journal_path(&newest[0]).exists());
    assert_eq!(load(&newest[0]).expect("backup loads"), t);
}

#[test]
fn a_cut_last_line_is_ignored_and_a_damaged_earlier_line_stops_the_replay_there() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, t0) = event_with_open_round(dir.path());
    let (t, mut on_disk) = load_on_disk(&path).expect("load");
    let t1 = journal(&path, &t, &result_entry(1, 10), &mut on_disk);
    let _t2 = journal(&path, &t1, &result_entry(2, 11), &mut on_disk);
    let jpath = journal_path(&path);
    let whole = fs::read_to_string(&jpath).expect("journal");

    // A crash in the middle of the second append: that result was never reported as saved.
    fs::write(&jpath, &whole[..whole.len() - 7]).expect("cut");
    assert_eq!(load(&path).expect("loads"), t1);
    // Nothing is ever appended after a cut line: the state is written whole instead.
    let (t1_loaded, mut after_cut) = load_on_disk(&path).expect("load");
    let t2 = apply(&t1_loaded, result_entry(2, 11).command, at(11)).expect("applies");
    let err = commit_journaled(&path, &t2, &result_entry(2, 11), &mut after_cut)
        .expect_err("no append after a cut line");
    assert!(matches!(err, StoreError::Outdated { .. }), "{err:?}");
    assert_eq!(
        fs::read_to_string(&jpath).expect("journal"),
        whole[..whole.len() - 7]
    );

    // A damaged first entry with an entry after it is not a cut write: nothing from that
    // line on is applied, the event still loads, and it says which line.
    let damaged = whole.replacen("wins_a:2", "wins_a:0", 1);
    assert_ne!(damaged, whole, "the entry holds wins_a:2: {whole}");
    fs::write(&jpath, &damaged).expect("damage");
    let (loaded, on_disk) = load_on_disk(&path).expect("loads with what comes before");
    assert_eq!(loaded, t0);
    let [store::Notice::JournalBroken { line: 2, cause, .. }] = on_disk.notices() else {
        panic!("{:?}", on_disk.notices());
    };
    assert!(cause.contains("checksum"), "{cause}");
    // ... and a commit over it keeps the journal aside, byte for byte, never deleting it.
    commit(&path, &t0).expect("commit");
    assert!(!jpath.exists());
    let aside = store::kept_aside(&path);
    assert_eq!(aside.len(), 1);
    assert_eq!(fs::read_to_string(&aside[0]).expect("aside"), damaged);
}

#[test]
fn a_stale_journal_is_ignored_and_removed_by_the_next_commit() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, t0) = event_with_open_round(dir.path());
    let (t, mut on_disk) = load_on_disk(&path).expect("load");
    journal(&path, &t, &result_entry(1, 10), &mut on_disk);
    let jpath = journal_path(&path);
    let stale = fs::read(&jpath).expect("journal");
    // The file is written whole (journal folded), then a crash would have left the journal:
    let t1 = load(&path).expect("load");
    commit(&path, &t1).expect("whole");
    fs::write(&jpath, &stale).expect("put the stale journal back");
    assert_eq!(
        load(&path).expect("loads"),
        t1,
        "the result is in the file, once"
    );
    commit(&path, &t0).expect("commit");
    assert!(!jpath.exists());
}

#[test]
fn another_program_writing_the_file_makes_the_desk_write_whole() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, _) = event_with_open_round(dir.path());
    let mut desk = Session::open(&path).expect("open");
    desk.execute(result_entry(1, 10).command, at(10))
        .expect("result");
    assert!(desk.journal_pending());
    // The CLI enters table 2 meanwhile: it loads file and journal, and writes whole.
    let cli = load(&path).expect("load");
    let cli = apply(&cli, result_entry(2, 11).command, at(11)).expect("applies");
    commit(&path, &cli).expect("cli commit");
    assert!(!journal_path(&path).exists());
    // A journal needs the file it was started on: on another, nothing is written.
    let (t, on_disk) = load_on_disk(&path).expect("load");
    let mut stale = on_disk.clone();
    let mut fresh = on_disk;
    let t = journal(&path, &t, &result_entry(3, 12), &mut fresh);
    let err = commit_journaled(&path, &t, &result_entry(4, 13), &mut stale).expect_err("outdated");
    assert!(matches!(err, StoreError::Outdated { .. }), "{err:?}");
    // The desk loads the file again before its next result: nothing the others saved is lost.
    let what = desk
        .execute(result_entry(4, 13).command, at(13))
        .expect("saved");
    assert!(what.contains("loaded it again"), "{what}");
    let saved = load(&path).expect("loads");
    assert_eq!(&saved, desk.tournament());
    let results: Vec<bool> = saved
        .swiss()
        .expect("swiss")
        .rounds
        .last()
        .expect("round")
        .tables[..5]
        .iter()
        .map(|tb| tb.result.is_some())
        .collect();
    assert_eq!(results, [true, true, true, true, false]);
}

#[test]
fn the_desk_journals_results_folds_when_idle_and_on_open() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, _) = event_with_open_round(dir.path());
    let mut desk = Session::open(&path).expect("open");
    let file = fs::read(&path).expect("read");
    let tables = desk
        .tournament()
        .swiss()
        .expect("swiss")
        .rounds
        .last()
        .expect("round")
        .tables
        .len() as u32;
    for n in 1..=tables {
        desk.execute(result_entry(n, n).command, at(n))
            .expect("result");
    }
    assert!(desk.journal_pending());
    assert_eq!(fs::read(&path).expect("read"), file);
    let done = load(&path).expect("loads");
    assert_eq!(&done, desk.tournament());
    assert_eq!(
        done.swiss()
            .expect("swiss")
            .rounds
            .last()
            .expect("round")
            .state,
        RoundState::Complete
    );

    // Killed now, the next open folds the journal into the file.
    drop(desk);
    let reopened = Session::open(&path).expect("open");
    assert!(!reopened.journal_pending());
    assert!(!journal_path(&path).exists());
    assert_eq!(load(&path).expect("loads"), done);

    // A command other than a result writes whole at once.
    let mut desk = reopened;
    desk.execute(Command::Swiss(SwissCommand::PairNextRound), at(50))
        .expect("pair");
    assert!(!desk.journal_pending());
    desk.fold().expect("nothing to fold is fine");
}

/// A journal of schemas 1 and 2 (`turnier-journal 1`, the flat command enum of those schemas)
/// beside a schema-1 file, as a desk of that build left it after a crash: it loads with its
/// entries replayed, is never appended to, and the next commit writes the state whole.
#[test]
fn a_journal_of_schema_2_is_replayed_and_never_appended_to() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/store/schema-1.ron");
    fs::copy(&fixture, &path).expect("copy");
    let file = fs::read(&path).expect("read");
    // Round 2 of the fixture is published with table 2 open (Bert v Emil).
    let payload = "(at:\"2026-03-14T10:05:00Z\",command:RecordResult(round:Some((2)),table:(2),\
                   result:(wins_a:2,wins_b:0,draws:0)))";
    let journal = format!(
        "turnier-journal 1 base={:08x}-{}\n{:08x} {payload}\n",
        crc32fast::hash(&file),
        file.len(),
        crc32fast::hash(payload.as_bytes())
    );
    fs::write(journal_path(&path), &journal).expect("write journal");

    let (t, mut on_disk) = load_on_disk(&path).expect("file plus old journal loads");
    let round2 = &t.swiss().expect("swiss").rounds[1];
    assert_eq!(
        round2.table(TableNo(2)).and_then(|tb| tb.result),
        Some(MatchResult::new(2, 0, 0).expect("legal"))
    );
    assert!(on_disk.journal_pending(), "the desk folds it on open");
    assert_eq!(
        t.audit.last().map(|a| a.what.as_str()),
        Some("result table 2: Bert 2-0 Emil")
    );

    // Appending today's format to the old journal is refused; nothing is written...
    let entry = JournalEntry {
        at: at(30),
        command: Command::Swiss(SwissCommand::RecordResult {
            round: Some(turnier::game::RoundNo(2)),
            table: TableNo(1),
            result: MatchResult::new(0, 2, 0).expect("legal"),
        }),
    };
    let next = apply(&t, entry.command.clone(), entry.at).expect("applies");
    let err = commit_journaled(&path, &next, &entry, &mut on_disk).expect_err("old journal");
    assert!(matches!(err, StoreError::Outdated { .. }), "{err:?}");
    assert_eq!(
        fs::read_to_string(journal_path(&path)).expect("journal"),
        journal
    );
    // ...and the whole-file commit the desk falls back to folds both in, as schema 3.
    commit_expecting(&path, &next, Some(&on_disk)).expect("commit whole");
    assert!(
        !journal_path(&path).exists(),
        "the old journal is folded and gone"
    );
    let back = load(&path).expect("loads");
    assert_eq!(back, next);
    assert_eq!(back.schema, turnier::game::SCHEMA);
}

/// After a crash the desk says how many results it took from the journal that the crashed desk
/// left; a plain open says "opened …" only.
#[test]
fn the_desk_says_how_many_results_it_recovered_from_the_journal() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, _) = event_with_open_round(dir.path());
    let opened = |path: &Path| {
        let app =
            turnier::tui::App::desk(Session::open(path).expect("open"), dir.path().to_path_buf());
        app.message.expect("a message").text
    };
    assert_eq!(opened(&path), format!("opened {}", path.display()));
    let mut desk = Session::open(&path).expect("open");
    for n in 1..=3 {
        desk.execute(result_entry(n, n).command, at(n))
            .expect("result");
    }
    assert!(desk.journal_pending());
    // Killed now: the journal holds the three results.
    drop(desk);
    assert_eq!(
        opened(&path),
        format!(
            "opened {} · 3 results recovered from the journal",
            path.display()
        )
    );
    // Folded by that open: the next one recovers nothing.
    assert_eq!(opened(&path), format!("opened {}", path.display()));
    let mut desk = Session::open(&path).expect("open");
    desk.execute(result_entry(4, 4).command, at(4))
        .expect("result");
    drop(desk);
    assert_eq!(
        opened(&path),
        format!(
            "opened {} · 1 result recovered from the journal",
            path.display()
        )
    );
}
