//! The session against its promises: one whole write per CLI change, the desk's journal
//! taken along, and undo from the log equal to undo from whole snapshots.

use super::*;
use crate::game::{TableNo, apply, undo};
use crate::swiss::{MatchResult, SwissCommand};
use chrono::TimeZone;

fn at(s: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 30, 18, 0, s)
        .single()
        .expect("time")
}

/// The shipped pavia12 event, copied into `dir`, with round 6 paired and published.
fn open_round(dir: &Path) -> PathBuf {
    let path = dir.join("pavia12.ron");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/pavia12.ron"),
        &path,
    )
    .expect("copy the shipped event");
    let mut s = Session::open_one_shot(&path).expect("opens");
    s.run(
        vec![
            Command::Swiss(SwissCommand::PairNextRound),
            Command::Publish,
        ],
        at(0),
    )
    .expect("pair and publish");
    path
}

fn result(table: u32) -> Command {
    Command::Swiss(SwissCommand::RecordResult {
        round: None,
        table: TableNo(table),
        result: MatchResult::new(2, 1, 0).expect("legal"),
    })
}

#[test]
fn a_one_shot_session_writes_whole_with_one_backup_and_never_journals() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let backups = store::backups(&path).expect("backups").len();
    let mut cli = Session::open_one_shot(&path).expect("opens");
    assert_eq!(cli.mode(), Mode::OneShot);
    let done = cli.run(vec![result(1)], at(1)).expect("saved");
    assert!(done.what.starts_with("result table 1"), "{}", done.what);
    assert!(!done.reloaded);
    assert!(
        !store::journal_path(&path).exists(),
        "a result is written whole"
    );
    assert_eq!(store::backups(&path).expect("backups").len(), backups + 1);
    assert_eq!(&store::load(&path).expect("loads"), cli.tournament());
}

#[test]
fn a_one_shot_session_takes_the_desk_journal_with_it_and_folds_nothing_on_open() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let mut desk = Session::open(&path).expect("opens");
    desk.execute(result(1), at(1)).expect("journaled");
    assert!(desk.journal_pending());
    let backups = store::backups(&path).expect("backups").len();
    let file = std::fs::read(&path).expect("reads");

    let mut cli = Session::open_one_shot(&path).expect("opens");
    assert_eq!(
        std::fs::read(&path).expect("reads"),
        file,
        "nothing written on open"
    );
    assert!(store::journal_path(&path).exists());
    cli.run(vec![result(2)], at(2)).expect("saved");
    assert!(
        !store::journal_path(&path).exists(),
        "folded by the whole write"
    );
    assert_eq!(store::backups(&path).expect("backups").len(), backups + 1);
    let saved = store::load(&path).expect("loads");
    let n = saved.audit.len();
    assert!(saved.audit[n - 2].what.starts_with("result table 1"));
    assert!(saved.audit[n - 1].what.starts_with("result table 2"));

    // The desk sees the CLI's change before its next command and keeps both.
    let said = desk.execute(result(3), at(3)).expect("saved");
    assert!(
        said.ends_with("(the file had been changed by another program: loaded it again first)")
    );
    assert_eq!(desk.tournament().audit.len(), n + 1);
}

#[test]
fn undo_after_another_program_saved_loads_again_and_takes_nothing_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let mut desk = Session::open(&path).expect("opens");
    desk.execute(result(1), at(1)).expect("journaled");
    assert_eq!(
        desk.undo_target()
            .map_err(|e| e.to_string())
            .as_deref()
            .map(|w| w.starts_with("result table 1")),
        Ok(true)
    );
    let mut cli = Session::open_one_shot(&path).expect("opens");
    cli.run(vec![result(2)], at(2)).expect("saved");
    let saved = store::load(&path).expect("loads");

    let e = desk.undo(at(3)).expect_err("refused");
    assert!(e.to_string().contains("changed by another program"), "{e}");
    assert_eq!(desk.tournament(), &saved, "loaded again");
    assert_eq!(
        store::load(&path).expect("loads"),
        saved,
        "nothing overwritten"
    );
    assert!(!desk.can_undo());
    // It goes on saying why until this session changes something: the desk reloads at every
    // key, so by the time `u` is pressed the reload is done and only this says why.
    assert_eq!(
        desk.undo_target().map_err(|e| e.to_string()),
        Err("nothing to undo: the file was changed by another program since this session's last change (loaded it again)".into())
    );
}

#[test]
fn a_rejected_command_in_a_batch_keeps_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let file = std::fs::read(&path).expect("reads");
    let mut cli = Session::open_one_shot(&path).expect("opens");
    let before = cli.tournament().clone();
    let e = cli
        .run(vec![result(1), result(99)], at(1))
        .expect_err("no table 99");
    assert!(matches!(e, ChangeError::Rejected(_)), "{e}");
    assert_eq!(cli.tournament(), &before);
    assert_eq!(std::fs::read(&path).expect("reads"), file);
}

/// Undo as it was with 50 whole snapshots: the reference the log must match.
struct Snapshots {
    history: Vec<Event>,
}

impl Snapshots {
    fn target(&self, current: &Event) -> Option<String> {
        let p = self.history.last()?;
        current.audit.get(p.audit.len()).map(|a| a.what.clone())
    }
}

/// A command from a small random stream: mostly results, so rounds complete and pairing,
/// publishing and re-pairing come up; drops, late entries and renames between.
fn command(t: &Event, r: &mut u64) -> Command {
    *r = r
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    let x = (*r >> 33) as u32;
    let players = t.registry.participants.len() as u32;
    let player = crate::game::PlayerId(1 + (x / 16) % players);
    // Mostly the first table still without a result, so that rounds complete.
    let open = t
        .swiss()
        .and_then(|g| g.current_round())
        .and_then(|r| r.tables.iter().find(|tb| tb.result.is_none()))
        .map(|tb| tb.number)
        .filter(|_| !x.is_multiple_of(5));
    let (a, b, d) = [(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 1)][(x / 128) as usize % 5];
    match x % 16 {
        0..=6 => Command::Swiss(SwissCommand::RecordResult {
            round: None,
            table: open.unwrap_or(TableNo(1 + (x / 16) % 7)),
            result: MatchResult::new(a, b, d).expect("legal"),
        }),
        7 | 8 => Command::Swiss(SwissCommand::PairNextRound),
        9 | 10 => Command::Publish,
        11 => Command::Drop { player },
        12 => Command::Undrop { player },
        13 => Command::AddPlayers {
            names: vec![format!("Late {x}")],
        },
        14 => Command::RenamePlayer {
            player,
            name: format!("Renamed {x}"),
        },
        _ => Command::Swiss(SwissCommand::Repair),
    }
}

#[test]
fn undo_from_the_log_is_undo_from_whole_snapshots() {
    for seed in [1_u64, 7, 42] {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = open_round(dir.path());
        let mut desk = Session::open(&path).expect("opens");
        let mut reference = Snapshots {
            history: Vec::new(),
        };
        let start = at(0);
        let mut r = seed;
        let (mut done, mut undone) = (0, 0);
        let mut longest = 0;
        for k in 1..=430_i64 {
            let when = start + chrono::Duration::seconds(k);
            let current = desk.tournament().clone();
            // First at random, one undo in eight in runs (so chains of undo come up too);
            // then 70 commands and 60 undos, past the depth.
            let undo_now = match k {
                ..=300 => (r >> 40) % 8 == 0 || (undone > 0 && (r >> 42) % 2 == 0),
                301..=370 => false,
                _ => true,
            };
            if undo_now {
                r = r.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                assert_eq!(
                    desk.undo_target().ok(),
                    reference.target(&current),
                    "step {k}"
                );
                let got = desk.undo(when);
                match reference.history.pop() {
                    None => assert!(got.is_err(), "step {k}: nothing to undo"),
                    Some(p) => {
                        let want = undo(&current, &p, when).expect("ancestor");
                        assert_eq!(
                            got.map_err(|e| e.to_string()),
                            Ok(want.audit.last().expect("logged").what.clone())
                        );
                        assert_eq!(desk.tournament(), &want, "step {k}");
                        undone += 1;
                        longest = longest.max(undone);
                    }
                }
                continue;
            }
            undone = 0;
            let cmd = if k > 300 {
                // Always accepted: late entries and renames.
                let late = command(&current, &mut r);
                match late {
                    Command::RenamePlayer { .. } => late,
                    _ => Command::AddPlayers {
                        names: vec![format!("Late {k}")],
                    },
                }
            } else {
                command(&current, &mut r)
            };
            let want = apply(&current, cmd.clone(), when);
            let got = desk.execute(cmd, when);
            assert_eq!(got.is_ok(), want.is_ok(), "step {k}: {got:?}");
            if let Ok(want) = want {
                assert_eq!(desk.tournament(), &want, "step {k}");
                reference.history.push(current);
                if reference.history.len() > UNDO_DEPTH {
                    reference.history.remove(0);
                }
                done += 1;
            }
            assert!(desk.undo.steps() <= UNDO_DEPTH + undo::CHECKPOINT_EVERY);
            assert!(desk.undo.checkpoints() <= UNDO_DEPTH / undo::CHECKPOINT_EVERY + 2);
        }
        assert!(done > 100, "seed {seed}: {done} commands saved");
        assert_eq!(
            longest, UNDO_DEPTH,
            "seed {seed}: undo goes back {UNDO_DEPTH} at most"
        );
        assert_eq!(&store::load(&path).expect("loads"), desk.tournament());
    }
}

/// A second desk that only shows the wall must not fold the director's journal on idle: the
/// director's desk would find the file changed and refuse `u`. A desk folds only its own
/// results; one that opens while another desk's journal is live leaves it alone.
#[test]
fn a_wall_desk_never_writes_and_the_director_can_still_undo() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let mut desk = Session::open(&path).expect("opens");
    desk.execute(result(1), at(1)).expect("journaled");
    let backups = store::backups(&path).expect("backups").len();
    let file = std::fs::read(&path).expect("reads");

    // The wall desk opens while the director's result waits in the journal.
    let mut wall = Session::open(&path).expect("opens");
    assert_eq!(wall.recovered_from_journal(), 0, "no crash to recover from");
    assert_eq!(wall.tournament(), desk.tournament());
    for (n, table) in [2, 3].into_iter().enumerate() {
        desk.execute(result(table), at(2 + n as u32))
            .expect("journaled");
        assert_eq!(
            wall.follow().map_err(|e| e.to_string()),
            Ok(true),
            "follows the director"
        );
        assert_eq!(wall.tournament(), desk.tournament());
        wall.fold().expect("nothing to fold");
    }
    assert_eq!(std::fs::read(&path).expect("reads"), file, "never written");
    assert!(store::journal_path(&path).exists(), "the journal stays");
    assert_eq!(store::backups(&path).expect("backups").len(), backups);

    let said = desk.undo(at(9)).expect("undo works");
    assert!(said.starts_with("undo: result table 3"), "{said}");
    desk.fold().expect("folds its own");
    assert!(!store::journal_path(&path).exists());
    assert_eq!(wall.follow().map_err(|e| e.to_string()), Ok(true));
    assert_eq!(wall.tournament(), desk.tournament());
}

/// A journal left by a desk that ended (a crash) is still folded in by the next desk.
#[test]
fn a_journal_left_by_a_desk_that_ended_is_folded_on_open() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let mut desk = Session::open(&path).expect("opens");
    desk.execute(result(1), at(1)).expect("journaled");
    drop(desk);
    let next = Session::open(&path).expect("opens");
    assert_eq!(next.recovered_from_journal(), 1);
    assert!(!store::journal_path(&path).exists(), "folded on open");
}

/// The desk looks often whether another program saved (metadata only): it sees another
/// program's result at once, not its own commits, and a file whose bytes did not change
/// (touched, copied over with the same save) stops looking changed once the desk has read it.
#[test]
fn the_desk_sees_another_programs_save_by_metadata_and_not_its_own() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = open_round(dir.path());
    let mut desk = Session::open(&path).expect("opens");
    assert!(!desk.saved_elsewhere());
    desk.run(vec![result(1)], at(1)).expect("saved");
    assert!(!desk.saved_elsewhere(), "its own journaled result");
    desk.fold().expect("written whole");
    assert!(!desk.saved_elsewhere(), "its own whole write");

    let mut cli = Session::open_one_shot(&path).expect("opens");
    cli.run(vec![result(2)], at(2)).expect("saved");
    assert!(desk.saved_elsewhere(), "another program's write");
    assert!(desk.catch_up().expect("loads"), "loaded again");
    assert!(!desk.saved_elsewhere());

    // The same bytes written again: looks changed, is not; after one look it looks unchanged.
    let bytes = std::fs::read(&path).expect("read");
    std::thread::sleep(std::time::Duration::from_millis(20));
    let copy = dir.path().join("copy.ron");
    std::fs::write(&copy, &bytes).expect("write");
    std::fs::rename(&copy, &path).expect("rename");
    assert!(desk.saved_elsewhere(), "a new inode");
    assert!(!desk.catch_up().expect("looks"), "the same event");
    assert!(!desk.saved_elsewhere(), "recorded again");
}
