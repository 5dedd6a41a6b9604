//! The one path from a command to disk (DESIGN.md, "one desk path"), for the desk and the
//! command line alike: load (file + journal) -> [`apply`] -> commit -> views.
//!
//! A [`Session`] is one open event file. Every change goes `Command` -> [`apply`] ->
//! `store` -> views, in that order, and only after the commit succeeded is the new state kept:
//! nothing shows a state that is not on disk. Views are computed here, once per commit, never
//! per keystroke or frame. No terminal code lives here: the desk (`tui::App`) holds a session
//! for as long as the file is open; a CLI call opens one, runs one command and ends.
//!
//! - [`Session::open`] (the desk): a result is appended to the file's journal, every other
//!   command writes the file whole; a journal left from an earlier session is folded in on
//!   open, and [`Session::fold`] folds the journal when the desk is idle.
//! - [`Session::open_one_shot`] (the CLI): every change writes the file whole, with a backup
//!   of the previous version, and nothing is journaled; see [`Mode::OneShot`] for why.
//!
//! One writer at a time: every change holds the event's write lock (`<file>.lock`,
//! [`store::WriteLock`]) from checking what is on disk through apply to commit; a CLI command
//! that changes the event holds it from load ([`Session::open_to_change`]). A session that
//! finds the file changed by another program loads it again first, and puts back this
//! session's journaled results that the other program did not take along.
//!
//! Undo (`u` at the desk) goes back one command at a time ([`Session::undo`]); how it finds the
//! state to go back to without keeping a copy of the event per command is in `undo.rs`.

mod undo;
mod views;

pub use views::Views;

use self::undo::UndoLog;

use crate::game::{AuditEntry, Command, Event, Rejected, apply, undo};
use crate::store::{self, StoreError};
use chrono::{DateTime, Utc};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// How many commands `u` can go back in one session.
pub const UNDO_DEPTH: usize = 50;

/// How a session writes, chosen when it is opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// The desk keeps the file open for a whole evening: a result is one checksummed line
    /// appended to the journal (well under a millisecond), the file is written whole with
    /// every other command, when idle and on quit; a journal left from an earlier session is
    /// folded in on open; views are rebuilt at every commit.
    Desk,
    /// One command per process (a CLI call): every change writes the file whole with a backup
    /// of the previous version, and nothing is journaled or folded on open. A journal written
    /// by a process that then ends would only be folded by the next program that opens the
    /// file, and folding on open would write the file twice (two backups) for one command;
    /// so a CLI call leaves exactly one new version and one backup, as it always has. Views
    /// are built only if asked for (the CLI prints from the event).
    OneShot,
}

/// Why a change was not made; the state (in memory and on disk) is unchanged. The messages
/// are those the desk shows in its status line, in the language in force (`err-session-*`).
#[derive(Debug)]
pub enum ChangeError {
    /// The session shows an event without its file (tests, benches).
    ReadOnly,
    /// The game's rules refused the command.
    Rejected(Rejected),
    /// The commit failed: the store's message (file, cause).
    NotSaved(StoreError),
    /// Another program holds the event's write lock ([`StoreError::Locked`]): nothing was
    /// changed.
    Busy(StoreError),
    /// Another program changed the file since this session read it and did not take along
    /// this session's journaled results, and these no longer apply to what it saved: the file
    /// was loaded again as it is, nothing was written. Each result that does not, with why.
    NotReapplied(Vec<NotReapplied>),
    /// Another program changed the file since this session read it, and it no longer loads.
    Reload(StoreError),
    /// Folding the journal into the file ([`crate::session::Session::fold`]) failed: the
    /// store's error (the lock, the write); the journal still holds every result.
    NotWritten(StoreError),
    /// `u` with no command of this session to take back.
    NothingToUndo,
    /// The state undo would go back to does not fit the audit log.
    UndoMismatch,
    /// `u` after another program committed to the file: it was loaded again, and this
    /// session's commands are no longer the last ones.
    ChangedElsewhere,
    /// A change computed away from the session
    /// ([`crate::session::Session::commit_applied`]: the desk's pairing on a worker thread)
    /// was made on a state that is no longer the current one (another program saved
    /// meanwhile): it is dropped, nothing was written.
    Stale,
    /// The event is a replica of a shared event and its log beside the file (`EV.sync/log.ron`)
    /// could not be read or written: nothing was written.
    Replica(crate::share::replica::ReplicaError),
}

/// One of this session's journaled results that another program's save lacks and that does
/// not apply to that save the way it applied here ([`ChangeError::NotReapplied`]).
#[derive(Debug)]
pub enum NotReapplied {
    /// The rules refuse it now.
    Refused {
        /// The audit entry it made when this session committed it (`None`: unknown, said
        /// "a result").
        what: Option<AuditEntry>,
        /// The rules' refusal.
        why: Rejected,
    },
    /// It applies, but would now make another change (a result for "the last round" on a
    /// save with other rounds, or over another result): it is not applied unasked.
    WouldNowBe {
        /// The audit entry it made when this session committed it (`None`: unknown).
        what: Option<AuditEntry>,
        /// The audit entry it would make now.
        now: AuditEntry,
    },
}

impl From<Rejected> for ChangeError {
    fn from(r: Rejected) -> Self {
        Self::Rejected(r)
    }
}

impl std::error::Error for ChangeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Rejected(r) => Some(r),
            Self::NotSaved(e) | Self::Busy(e) | Self::Reload(e) | Self::NotWritten(e) => Some(e),
            _ => None,
        }
    }
}

impl std::fmt::Display for ChangeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            Self::ReadOnly => crate::tr!("err-session-read-only"),
            Self::Rejected(r) => r.to_string(),
            Self::NotSaved(e) => crate::tr!("err-session-not-saved", cause = e.to_string()),
            Self::Busy(e) => e.to_string(),
            Self::NotReapplied(refused) => {
                let refused: Vec<String> = refused.iter().map(ToString::to_string).collect();
                crate::tr!("err-session-not-reapplied", refused = refused.join("; "))
            }
            Self::Reload(e) => crate::tr!("err-session-reload", cause = e.to_string()),
            Self::NotWritten(e) => crate::tr!("err-session-not-written", cause = e.to_string()),
            Self::NothingToUndo => crate::tr!("err-session-nothing-to-undo"),
            Self::UndoMismatch => crate::tr!("err-session-undo-mismatch"),
            Self::ChangedElsewhere => crate::tr!("err-session-changed-elsewhere"),
            Self::Stale => crate::tr!("async-err-stale"),
            Self::Replica(e) => crate::tr!("err-session-not-saved", cause = e.to_string()),
        };
        f.write_str(&text)
    }
}

impl std::fmt::Display for NotReapplied {
    /// `result table 3: … (it would now be `…`)`, `result table 3: … (why)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = |w: &Option<AuditEntry>| {
            w.as_ref()
                .map_or_else(|| crate::tr!("err-session-a-result"), AuditEntry::text)
        };
        let text = match self {
            Self::Refused { what: w, why } => crate::tr!(
                "err-session-refused-now",
                what = what(w),
                why = why.to_string()
            ),
            Self::WouldNowBe { what: w, now } => {
                crate::tr!("err-session-would-now-be", what = what(w), now = now.text())
            }
        };
        f.write_str(&text)
    }
}

/// A result this session committed by the journal and has not yet written whole: the entry
/// to apply again, and the audit entry it made (to see whether another program's save has it).
#[derive(Debug, Clone)]
struct Pending {
    entry: store::JournalEntry,
    audit: Option<AuditEntry>,
}

/// A change applied and about to be committed: what undo records of it.
struct Made {
    cmds: Vec<Command>,
    at: DateTime<Utc>,
    cost: Duration,
}

/// What a committed change did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Done {
    /// The last audit entry's words (`result table 3: …`).
    pub what: String,
    /// The file had been changed by another program, and was loaded again before the change.
    pub reloaded: bool,
}

impl Done {
    /// The desk's status line: `what`, and a word about the reload if there was one.
    pub fn message(&self) -> String {
        if self.reloaded {
            crate::tr!("err-session-reloaded-first", what = self.what.as_str())
        } else {
            self.what.clone()
        }
    }
}

/// One open tournament file.
#[derive(Debug, Clone)]
pub struct Session {
    path: PathBuf,
    /// The file commits write: `path`, or its target when `path` is a symbolic link
    /// ([`store::write_target`]).
    target: PathBuf,
    /// The write lock, held for the session's life by [`Session::open_to_change`]; otherwise
    /// each change takes it for its own length.
    lock: Option<Arc<store::WriteLock>>,
    /// This session's journaled results not yet written whole, oldest first.
    pending: Vec<Pending>,
    /// A shared lock on the journal while `pending` has results of this session
    /// ([`store::hold_journal`]): a desk opened meanwhile leaves the journal to this one.
    journal_hold: Option<Arc<std::fs::File>>,
    tournament: Event,
    /// Built at every commit in [`Mode::Desk`]; on first use in [`Mode::OneShot`].
    views: OnceLock<Views>,
    /// This session's changes, for undo (`undo.rs`).
    undo: UndoLog,
    /// When the state on disk was last written: this session's last commit, or on open the
    /// time of the last audit entry.
    saved_at: Option<DateTime<Utc>>,
    /// Set for a tournament shown without its file (tests, benches): changes are refused.
    read_only: bool,
    mode: Mode,
    /// The file and journal as this session last loaded or wrote them: a commit over exactly
    /// these need not parse the file again (`store::commit_expecting`), and a result can be
    /// appended to the journal (`store::commit_journaled`).
    on_disk: Option<store::OnDisk>,
    /// How many results [`Session::open`] took from a journal left by an earlier session (a
    /// desk that crashed before folding them in); 0 otherwise.
    recovered: usize,
    /// How many times this session loaded the file again because another program saved it
    /// ([`Session::loads`]): a question asked before a reload is asked again.
    loads: u64,
    /// A reload cleared this session's undo: `u` says the file changed elsewhere (not
    /// "nothing to undo") until this session commits again.
    undo_lost: bool,
    /// On a replica at the desk: the replay's differences and this desk's refused ops, read
    /// from the log beside the file whenever the event is loaded or written ([`Shared`]).
    shared: Option<Shared>,
    /// The length and time of the replica's `log.ron` when `shared` was read: ops another
    /// desk sent that leave the event as it was (a difference where this desk's value
    /// stands) change only the log, and [`Session::catch_up`] reads it again.
    shared_stamp: Option<LogStamp>,
    /// The replica as last read or written by this session, with the stamp of its `log.ron`
    /// then: while the stamp is the same, [`Session::refresh_shared`] and a command on the
    /// replica use it instead of reading and replaying the whole log again (a big evening has
    /// 1,200 ops, too many to replay at every key).
    replica: Option<(LogStamp, crate::share::replica::Replica)>,
}

/// The length and modification time of a replica's `log.ron` (the log only grows: a new op
/// makes it longer).
type LogStamp = (u64, std::time::SystemTime);

/// What the desk shows of a shared event beyond its file: the replay of the log in
/// `EV.sync/log.ron` ([`crate::share::replica`]), not held in the RON file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shared {
    /// This desk's id.
    pub desk: crate::sync::DeskId,
    /// The open differences (a Bobbl or a Swiss table typed with two values by two desks
    /// that had not seen each other), in slot order, the same on every desk with the same
    /// ops; settled by typing one of the values ([`crate::sync::slots::command_for`]).
    pub differences: Vec<crate::sync::Difference>,
    /// This desk's own ops that the replay refused ("round 2 was drawn by desk X first").
    pub refused: Vec<crate::sync::Refusal>,
    /// The other desks' names as they wrote them into the shared event (empty when not read
    /// from a replica on disk): the labels of the values they typed.
    pub names: std::collections::BTreeMap<crate::sync::DeskId, String>,
}

impl Shared {
    /// Reads the replica of the event file `path`: `None` when it is no replica or its log
    /// does not load (the desk then shows the file as it is; `check` names the cause).
    pub fn load(path: &Path) -> Option<Self> {
        let r = crate::share::replica::Replica::open(path).ok()??;
        let mut sh = Self::of(r.desk());
        sh.names = crate::share::names(path);
        Some(sh)
    }

    /// How the desk `desk` is named next to a value it typed: "this desk", its name, or
    /// "desk" and the start of its id ([`crate::share::desk_label`]).
    pub fn label(&self, desk: &crate::sync::DeskId) -> String {
        crate::share::desk_label(Some(&self.desk), &self.names, desk)
    }

    /// `2-1 (this desk) ≠ 0-2 (Tür 2)`: the values of `d` with the desks that typed them,
    /// the one that stands first.
    pub fn values(&self, d: &crate::sync::Difference) -> String {
        d.entries
            .iter()
            .map(|e| {
                let mut by: Vec<String> = Vec::new();
                for op in &e.by {
                    let l = self.label(&op.desk);
                    if !by.contains(&l) {
                        by.push(l);
                    }
                }
                format!("{} ({})", e.value, by.join(", "))
            })
            .collect::<Vec<_>>()
            .join(" ≠ ")
    }

    /// What the desk shows of the replay `desk` (no file read).
    pub fn of(desk: &crate::sync::Desk) -> Self {
        Self {
            desk: desk.id().clone(),
            differences: desk.differences(),
            refused: desk.refused_here().into_iter().cloned().collect(),
            names: Default::default(),
        }
    }
}

impl Session {
    /// Loads the tournament file at `path` (store checks: schema, invariants) with its journal
    /// for the desk ([`Mode::Desk`]), and folds a journal left from an earlier session into
    /// the file ([`Session::fold`]; if that fails, the journal stays and the next commit tries
    /// again).
    ///
    /// # Errors
    /// [`StoreError`]: the file does not load (its message names the file, line and cause;
    /// a damaged file with the backup that loads, [`StoreError::Unreadable`]).
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        let mut s = Self::load(path, Mode::Desk)?;
        // A journal another desk still holds is that desk's to fold (a wall desk opened
        // beside the director's never writes, so the director's undo keeps working).
        if !store::journal_held_elsewhere(&s.target) {
            s.recovered = s.on_disk.as_ref().map_or(0, store::OnDisk::journal_entries);
            let _ = s.fold_journal();
        }
        Ok(s)
    }

    /// Loads the tournament file at `path` with its journal for one command
    /// ([`Mode::OneShot`]: the command line). Nothing is written until a change commits.
    ///
    /// # Errors
    /// [`StoreError`]: the file does not load (file, line, cause).
    pub fn open_one_shot(path: &Path) -> Result<Self, StoreError> {
        Self::load(path, Mode::OneShot)
    }

    /// [`Session::open_one_shot`] for a command that changes the event: the write lock
    /// ([`store::WriteLock`]) is taken before the file is read and held until the session is
    /// dropped, so that no other program commits between this load and this commit.
    ///
    /// # Errors
    /// [`StoreError::Locked`] ("another turnier is writing EVENT; try again") when another
    /// program keeps the lock for longer than [`store::WAIT`]; otherwise as
    /// [`Session::open_one_shot`].
    pub fn open_to_change(path: &Path) -> Result<Self, StoreError> {
        let lock = lock_event(path, &store::write_target(path))?;
        let mut s = Self::load(path, Mode::OneShot)?;
        s.lock = Some(Arc::new(lock));
        Ok(s)
    }

    fn load(path: &Path, mode: Mode) -> Result<Self, StoreError> {
        let target = store::write_target(path);
        let (t, on_disk) = store::load_on_disk(&target).map_err(|e| unreadable(path, e))?;
        let mut s = Self::from_parts(path.to_path_buf(), t, false, mode);
        s.on_disk = Some(on_disk);
        s.refresh_shared();
        // A file with an empty log (just created) was still written: its time is the file's.
        if s.saved_at.is_none() {
            s.saved_at = std::fs::metadata(path)
                .and_then(|m| m.modified())
                .ok()
                .map(DateTime::<Utc>::from);
        }
        Ok(s)
    }

    /// What the director must be told about the event's journals, as it was last loaded or
    /// written: a journal that did not fit, one with a bad line, journals kept aside
    /// ([`store::Notice`]). Empty when all is well.
    pub fn notices(&self) -> &[store::Notice] {
        self.on_disk.as_ref().map_or(&[], store::OnDisk::notices)
    }

    /// How many results [`Session::open`] took from a journal that an earlier session left
    /// (a desk that ended, by a crash, before it wrote them into the file); 0 for every other
    /// way of opening.
    pub fn recovered_from_journal(&self) -> usize {
        self.recovered
    }

    /// A desk session over a tournament already in memory that is committed to `path` on
    /// change.
    pub fn writable(path: PathBuf, t: Event) -> Self {
        Self::from_parts(path, t, false, Mode::Desk)
    }

    /// A session that shows `t` and refuses every change (nothing is written).
    pub fn read_only(path: PathBuf, t: Event) -> Self {
        Self::from_parts(path, t, true, Mode::Desk)
    }

    fn from_parts(path: PathBuf, tournament: Event, read_only: bool, mode: Mode) -> Self {
        let views = match mode {
            Mode::Desk => OnceLock::from(Views::of(&tournament)),
            Mode::OneShot => OnceLock::new(),
        };
        let saved_at = tournament.audit.last().map(|a| a.at);
        Self {
            target: store::write_target(&path),
            lock: None,
            pending: Vec::new(),
            journal_hold: None,
            path,
            tournament,
            views,
            undo: UndoLog::default(),
            saved_at,
            read_only,
            mode,
            on_disk: None,
            recovered: 0,
            loads: 0,
            undo_lost: false,
            shared: None,
            shared_stamp: None,
            replica: None,
        }
    }

    /// On a replica at the desk: its differences and this desk's refused ops; `None` for a file
    /// that is no replica.
    pub fn shared(&self) -> Option<&Shared> {
        self.shared.as_ref()
    }

    /// The tournament as it is on disk.
    pub fn tournament(&self) -> &Event {
        &self.tournament
    }

    /// The engines' views of it.
    pub fn views(&self) -> &Views {
        self.views.get_or_init(|| Views::of(&self.tournament))
    }

    /// The save file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How this session writes.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// When the file was last written (see the field).
    pub fn saved_at(&self) -> Option<DateTime<Utc>> {
        self.saved_at
    }

    /// Whether `u` has something to go back to.
    pub fn can_undo(&self) -> bool {
        self.undo.can_undo()
    }

    /// Applies `cmd` at time `at`, commits the new state, then re-runs the engines. Returns
    /// what the command did, in the audit log's words ([`Session::run`] with the message as
    /// text).
    ///
    /// # Errors
    /// As [`Session::run`]: the rejection, or why the file was not saved; the state is
    /// unchanged.
    pub fn execute(&mut self, cmd: Command, at: DateTime<Utc>) -> Result<String, ChangeError> {
        self.run(vec![cmd], at).map(|d| d.message())
    }

    /// Applies `cmds` in turn at time `at` and commits the result as one change (one step for
    /// undo; a CSV import is several commands and one commit), then re-runs the engines.
    ///
    /// In [`Mode::Desk`] a single result (Swiss or Muck) is committed by appending it to the
    /// file's journal, which is fsynced before this returns; the file is written whole by
    /// [`Session::fold`] later. Every other change, and every change in [`Mode::OneShot`],
    /// writes the file whole.
    ///
    /// When another program has committed to the file since this session last read or wrote
    /// it (the CLI, a second desk), the file is loaded again first and `cmds` apply to that
    /// state: nothing the other program saved is overwritten. Undo then starts afresh.
    ///
    /// # Errors
    /// [`ChangeError`]: read-only, rejected (by the first command that is; none is kept), the
    /// file changed and no longer loads, or not saved. The state is unchanged.
    pub fn run(&mut self, cmds: Vec<Command>, at: DateTime<Utc>) -> Result<Done, ChangeError> {
        self.writable_check()?;
        let _lock = self.lock_for_change()?;
        let reloaded = self.reload_if_changed()?;
        if crate::share::replica::is_replica(&self.path) {
            return self.run_on_replica(cmds, at, reloaded);
        }
        let entry = match cmds.as_slice() {
            [cmd] if cmd.is_result() && self.mode == Mode::Desk => Some(store::JournalEntry {
                at,
                command: cmd.clone(),
            }),
            _ => None,
        };
        let given = cmds.clone();
        let started = Instant::now();
        let mut next = None;
        for cmd in cmds {
            next = Some(apply(next.as_ref().unwrap_or(&self.tournament), cmd, at)?);
        }
        let Some(next) = next else {
            return Ok(Done {
                what: self.last_what(),
                reloaded,
            });
        };
        let made = Made {
            cmds: given,
            at,
            cost: started.elapsed(),
        };
        self.commit_made(next, entry, made, reloaded)
    }

    /// Writes `next`, the replay of a replica's log after ops of other desks came in (the sync,
    /// `sync::net`), whole to the file, under the write lock; the caller saved the log first.
    /// Nothing to undo: it is no command of this session. Unchanged `next`: nothing written.
    ///
    /// # Errors
    /// [`ChangeError::NotSaved`], [`ChangeError::Busy`]; the state is unchanged.
    pub fn commit_replay(&mut self, next: Event) -> Result<(), ChangeError> {
        self.writable_check()?;
        let _lock = self.lock_for_change()?;
        if next == self.tournament {
            return Ok(());
        }
        self.write(&next)?;
        let previous = std::mem::replace(&mut self.tournament, next);
        let before = self.views.take().map(|v| (&previous, v));
        self.views = self.fresh_views(before);
        self.refresh_shared();
        self.saved_at = Some(Utc::now());
        Ok(())
    }

    /// [`Session::run`] on a replica of a shared event (the caller holds the write lock): each
    /// command becomes this desk's next op ([`crate::sync::Desk::run`]), the log beside the
    /// file is saved first, then the file is written whole with the replay's event (never
    /// journaled: the log is the journal of a replica).
    fn run_on_replica(
        &mut self,
        cmds: Vec<Command>,
        at: DateTime<Utc>,
        reloaded: bool,
    ) -> Result<Done, ChangeError> {
        use crate::share::replica::Replica;
        let started = Instant::now();
        let stamp = self.log_stamp();
        // The one kept, as it is while the log is unchanged, else brought up to the log
        // on disk (only the new ops replayed).
        let opened = match self.replica.take() {
            Some((was, r)) if stamp.is_some() && Some(was) == stamp => Ok(Some(r)),
            Some((_, mut r)) => r.refresh().map(|()| Some(r)),
            None => Replica::open(&self.path),
        };
        let mut replica = match opened {
            Ok(Some(r)) => r,
            Ok(None) => {
                return Err(ChangeError::Replica(
                    crate::share::replica::ReplicaError::Parse {
                        path: crate::share::replica::dir_of(&self.path),
                        cause: "desk".into(),
                    },
                ));
            }
            Err(e) => return Err(ChangeError::Replica(e)),
        };
        let given = cmds.clone();
        let next = replica
            .run(cmds, at)
            .map_err(ChangeError::Replica)?
            .map_err(ChangeError::Rejected)?;
        // The log is saved: what the replay shows is kept for the refresh after the commit.
        if let Some(stamp) = self.log_stamp() {
            self.replica = Some((stamp, replica));
        }
        let made = Made {
            cmds: given,
            at,
            cost: started.elapsed(),
        };
        self.commit_made(next, None, made, reloaded)
    }

    /// Commits `next`, the state [`apply`] made of `base` with `cmd` at `at` away from the
    /// session (the desk pairs on a worker thread, so it never freezes: the engines are pure,
    /// so the same `base` and `cmd` give the same `next`), as [`Session::execute`] would have:
    /// the same lock, the same check for another program's save, the same commit, undo step
    /// (`cost` is what the apply took) and views. Returns what the command did.
    ///
    /// # Errors
    /// [`ChangeError::Stale`] when the current state (after loading another program's save) is
    /// not `base`: `next` is dropped and nothing is written; otherwise as [`Session::run`]. The
    /// state is unchanged.
    pub fn commit_applied(
        &mut self,
        base: &Event,
        cmd: Command,
        next: Event,
        at: DateTime<Utc>,
        cost: Duration,
    ) -> Result<String, ChangeError> {
        if crate::share::replica::is_replica(&self.path) {
            // A replica's change is an op of its desk: run through the log (the engines are
            // pure, so on the same state it makes the same `next`).
            let _ = next;
            return self.execute(cmd, at);
        }
        self.writable_check()?;
        let _lock = self.lock_for_change()?;
        let reloaded = self.reload_if_changed()?;
        if self.tournament != *base {
            return Err(ChangeError::Stale);
        }
        let entry = (cmd.is_result() && self.mode == Mode::Desk).then(|| store::JournalEntry {
            at,
            command: cmd.clone(),
        });
        let made = Made {
            cmds: vec![cmd],
            at,
            cost,
        };
        self.commit_made(next, entry, made, reloaded)
            .map(|d| d.message())
    }

    /// Commits `next` (by the journal when `entry` is given), then says what it did.
    fn commit_made(
        &mut self,
        next: Event,
        entry: Option<store::JournalEntry>,
        made: Made,
        reloaded: bool,
    ) -> Result<Done, ChangeError> {
        match entry {
            Some(entry) => self.commit_journaled(next, &entry, made),
            None => self.commit(next, made),
        }?;
        Ok(Done {
            what: self.last_what(),
            reloaded,
        })
    }

    /// The write lock for one change, unless the session holds it already
    /// ([`Session::open_to_change`]); the caller keeps the guard until it has committed.
    fn lock_for_change(&self) -> Result<Option<store::WriteLock>, ChangeError> {
        if self.lock.is_some() {
            return Ok(None);
        }
        lock_event(&self.path, &self.target)
            .map(Some)
            .map_err(|e| match e {
                StoreError::Locked { .. } => ChangeError::Busy(e),
                e => ChangeError::NotSaved(e),
            })
    }

    /// Loads the file again (with its journal) if another program committed to it since this
    /// session last read or wrote it; called with the write lock held. Returns whether it did.
    ///
    /// This session's journaled results that are not yet written whole are usually in what was
    /// loaded (a CLI command reads the journal with the file, and its whole write takes it
    /// along). Those that are not (the file was replaced by one that never saw them) are
    /// applied again, with the same [`apply`], and the state is written whole at once.
    ///
    /// # Errors
    /// [`ChangeError::Reload`] (the file no longer loads), [`ChangeError::NotReapplied`] (a
    /// result no longer applies: the file is taken as it is, nothing is written),
    /// [`ChangeError::NotSaved`] (writing the results back failed).
    fn reload_if_changed(&mut self) -> Result<bool, ChangeError> {
        let Some(on_disk) = self.on_disk.as_ref() else {
            return Ok(false);
        };
        if store::is_current(&self.target, on_disk) {
            return Ok(false);
        }
        let (t, on_disk) = store::load_on_disk(&self.target).map_err(ChangeError::Reload)?;
        let missing: Vec<Pending> = std::mem::take(&mut self.pending)
            .into_iter()
            .filter(|p| !p.audit.as_ref().is_some_and(|a| has_audit(&t, a)))
            .collect();
        self.journal_hold = None;
        self.tournament = t;
        self.on_disk = Some(on_disk);
        self.undo_lost |= self.undo.can_undo();
        self.undo.clear();
        let restored = self.reapply(missing);
        self.views = self.fresh_views(None);
        self.refresh_shared();
        // The status line's "saved HH:MM:SS" is the time of this load (another desk's or
        // program's change), not of the state this session had before, which would say the
        // screen is older than it is.
        self.saved_at = Some(Utc::now());
        self.loads += 1;
        restored.map(|()| true)
    }

    /// Applies `missing` (results of this session that the file just loaded lacks) to the
    /// loaded state and writes it whole; if one no longer applies, nothing is written.
    fn reapply(&mut self, missing: Vec<Pending>) -> Result<(), ChangeError> {
        if missing.is_empty() {
            return Ok(());
        }
        let mut next: Option<Event> = None;
        let mut refused = Vec::new();
        for p in &missing {
            let what = p.audit.clone();
            let base = next.as_ref().unwrap_or(&self.tournament);
            match apply(base, p.entry.command.clone(), p.entry.at) {
                // The same command must do the same thing: a result for "the last round" on
                // a save with other rounds, or over another result, is not applied unasked.
                Ok(n) => match (n.audit.last(), p.audit.as_ref()) {
                    (Some(now), Some(then)) if !same_change(now, then) => {
                        refused.push(NotReapplied::WouldNowBe {
                            what,
                            now: now.clone(),
                        });
                    }
                    _ => next = Some(n),
                },
                Err(why) => refused.push(NotReapplied::Refused { what, why }),
            }
        }
        let Some(next) = next.filter(|_| refused.is_empty()) else {
            return Err(ChangeError::NotReapplied(refused));
        };
        self.write(&next)?;
        self.saved_at = next.audit.last().map(|a| a.at).or(self.saved_at);
        self.tournament = next;
        Ok(())
    }

    /// Loads the file again if another program (the director's desk, the command line) saved it
    /// since: for a desk that shows the event on the wall (the wall screen on a second terminal
    /// follows the first). Only while this session has no results of its own waiting, so that
    /// following never writes. Returns whether it reloaded.
    ///
    /// # Errors
    /// [`ChangeError::Reload`] when the file no longer loads (the state shown stays).
    pub fn follow(&mut self) -> Result<bool, ChangeError> {
        if !self.pending.is_empty() {
            return Ok(false);
        }
        self.reload_if_changed()
    }

    /// Loads the file again if another program saved it since this session last read or wrote
    /// it, so that what the desk previews, asks or checks next is checked against what is on
    /// disk (README "Saves"). The check is cheap (the journal's length, the file's length and
    /// time, the bytes only when those are unsure), so the desk makes it before every key and
    /// on every tick. With results of this session waiting in the journal it takes the write
    /// lock (another program writing now: nothing is done, the next key tries again) and puts
    /// back those the other save lacks, as a change would. Returns whether it loaded the file
    /// again.
    ///
    /// # Errors
    /// [`ChangeError::Reload`]: the file no longer loads; [`ChangeError::NotReapplied`]: this
    /// session's results no longer apply to it (the state shown is then what is on disk);
    /// [`ChangeError::NotSaved`]: writing them back failed.
    pub fn catch_up(&mut self) -> Result<bool, ChangeError> {
        let Some(on_disk) = self.on_disk.as_ref() else {
            return Ok(false);
        };
        if self.read_only {
            return Ok(false);
        }
        if store::is_current(&self.target, on_disk) {
            // A shared event's log can change without its file (ops of another desk that
            // leave a value of this desk standing, with a difference beside it).
            if self.shared.is_some() && self.log_stamp() != self.shared_stamp {
                let before = self.shared.clone();
                self.refresh_shared();
                // Another desk's ops were saved in the log: "saved" is the time of this load.
                self.saved_at = Some(Utc::now());
                return Ok(self.shared != before);
            }
            return Ok(false);
        }
        if self.pending.is_empty() {
            return self.reload_if_changed();
        }
        let Ok(_lock) = self.lock_for_change() else {
            return Ok(false);
        };
        self.reload_if_changed()
    }

    /// How many times this session loaded the file again because another program saved it
    /// (0 after open): a number that moved means the state under an open question changed.
    pub fn loads(&self) -> u64 {
        self.loads
    }

    /// Whether results of this session wait in the journal to be folded into the file (the
    /// desk then folds when idle; another desk's results in it are that desk's to fold).
    pub fn journal_pending(&self) -> bool {
        !self.pending.is_empty()
    }

    /// Whether the journal beside the file holds anything (of any session), or a stale one
    /// lies there.
    fn journal_on_disk(&self) -> bool {
        self.on_disk
            .as_ref()
            .is_some_and(store::OnDisk::journal_pending)
    }

    /// Writes the file whole, folding the journal in (the desk does this when no key came for
    /// a moment, and on quit). Nothing changes in the tournament or the audit log; a session
    /// with no results of its own in the journal writes nothing: another desk's results are
    /// that desk's to fold (a desk that only shows the wall never writes, and the director's
    /// undo keeps working).
    ///
    /// It holds the write lock, and never writes a state it has not loaded again: when another
    /// program saved the file meanwhile, the file is loaded again first (a CLI command took
    /// the journal along, and nothing is left to write), and this session's results the
    /// other save lacks are applied to it again and written.
    ///
    /// # Errors
    /// [`ChangeError::NotWritten`]: why the file was not written (the journal still holds
    /// every result); [`ChangeError::Reload`]: the other program's save no longer loads;
    /// [`ChangeError::NotReapplied`]: it lacks results of this session that no longer apply
    /// to it (named).
    pub fn fold(&mut self) -> Result<(), ChangeError> {
        if !self.journal_pending() {
            return Ok(());
        }
        self.fold_journal()
    }

    /// [`Session::fold`] of whatever the journal holds (on open: a journal left by a desk
    /// that ended).
    fn fold_journal(&mut self) -> Result<(), ChangeError> {
        if self.read_only || !self.journal_on_disk() {
            return Ok(());
        }
        // The lock or a write failed: the file was not written whole, the journal keeps all.
        let not_written = |e: ChangeError| match e {
            ChangeError::Busy(e) | ChangeError::NotSaved(e) => ChangeError::NotWritten(e),
            e => e,
        };
        let _lock = self.lock_for_change().map_err(not_written)?;
        // Another program may have saved meanwhile: never write a state not loaded again.
        self.reload_if_changed().map_err(not_written)?;
        if !self.journal_on_disk() {
            return Ok(());
        }
        let on_disk =
            store::commit_expecting(&self.target, &self.tournament, self.on_disk.as_ref())
                .map_err(ChangeError::NotWritten)?;
        self.on_disk = Some(on_disk);
        self.pending.clear();
        self.journal_hold = None;
        Ok(())
    }

    /// Goes back to the state before the last command of this session and logs
    /// `undo: <what>` ([`undo`]); committed like any command. The state is rebuilt from the
    /// session's log of commands (`undo.rs`), not kept whole.
    ///
    /// When another program has committed to the file since this session last read or wrote
    /// it, the file is loaded again and nothing is undone: this session's commands are no
    /// longer the last ones, and writing the older state would overwrite the other program's.
    ///
    /// Returns the audit log's words for the undo (`undo: result table 3: …`).
    ///
    /// # Errors
    /// [`ChangeError`]: nothing to undo in this session ([`ChangeError::NothingToUndo`],
    /// [`ChangeError::ChangedElsewhere`] after another program's save), undo on a replica
    /// ([`ChangeError::Rejected`]), the log does not fit ([`ChangeError::UndoMismatch`]), or
    /// why the file was not saved; the state is unchanged.
    pub fn undo(&mut self, at: DateTime<Utc>) -> Result<String, ChangeError> {
        self.writable_check()?;
        if crate::share::replica::is_replica(&self.path) {
            // A snapshot is no op: on a replica a change is taken back by the command that
            // reverses it (src/sync.rs, limits).
            return Err(ChangeError::Rejected(Rejected::refused(
                "undo",
                crate::game::Msg::key("sync-err-undo"),
            )));
        }
        if !self.undo.can_undo() && self.undo_lost {
            return Err(ChangeError::ChangedElsewhere);
        }
        if !self.undo.can_undo() {
            return Err(ChangeError::NothingToUndo);
        }
        let _lock = self.lock_for_change()?;
        if self.reload_if_changed()? {
            return Err(ChangeError::ChangedElsewhere);
        }
        let previous = self
            .undo
            .previous(&self.tournament)
            .map_err(|_| ChangeError::UndoMismatch)?;
        let next = undo(&self.tournament, &previous, at)?;
        drop(previous);
        self.write(&next)?;
        self.undo.pop();
        self.tournament = next;
        self.views = self.fresh_views(None);
        self.refresh_shared();
        self.saved_at = Some(at);
        Ok(self.last_what())
    }

    /// What `u` would take back: the audit-log text of the last command of this session (the
    /// question names it before anything changes).
    ///
    /// # Errors
    /// [`ChangeError`]: nothing to undo in this session, the tournament is read-only, or
    /// another program saved the file since this session last read or wrote it.
    pub fn undo_target(&self) -> Result<String, ChangeError> {
        self.writable_check()?;
        // Another program saved since: undo would be refused after the question, so it is
        // refused before it (the undo itself checks again under the lock).
        if self
            .on_disk
            .as_ref()
            .is_some_and(|d| !store::is_current(&self.target, d))
        {
            return Err(ChangeError::ChangedElsewhere);
        }
        let Some(n) = self.undo.last_audit_before() else {
            if self.undo_lost {
                return Err(ChangeError::ChangedElsewhere);
            }
            return Err(ChangeError::NothingToUndo);
        };
        self.tournament
            .audit
            .get(n)
            .map(AuditEntry::text)
            .ok_or(ChangeError::UndoMismatch)
    }

    fn writable_check(&self) -> Result<(), ChangeError> {
        if self.read_only {
            Err(ChangeError::ReadOnly)
        } else {
            Ok(())
        }
    }

    /// Writes `next` atomically before anything shows it.
    fn write(&mut self, next: &Event) -> Result<(), ChangeError> {
        let on_disk = store::commit_expecting(&self.target, next, self.on_disk.as_ref())
            .map_err(ChangeError::NotSaved)?;
        self.on_disk = Some(on_disk);
        // The file now holds everything: nothing of this session waits in the journal.
        self.pending.clear();
        self.journal_hold = None;
        Ok(())
    }

    /// [`Session::commit`] by the journal when the files are as this session left them, else
    /// by writing the file whole.
    fn commit_journaled(
        &mut self,
        next: Event,
        entry: &store::JournalEntry,
        made: Made,
    ) -> Result<(), ChangeError> {
        let Some(on_disk) = self.on_disk.as_mut() else {
            return self.commit(next, made);
        };
        match store::commit_journaled(&self.target, &next, entry, on_disk) {
            Ok(()) => {
                self.keep(next, made);
                self.pending.push(Pending {
                    entry: entry.clone(),
                    audit: self.tournament.audit.last().cloned(),
                });
                // Taken again each time: a new journal replaces the old file.
                self.journal_hold = store::hold_journal(&self.target).map(Arc::new);
                Ok(())
            }
            Err(StoreError::Outdated { .. }) => self.commit(next, made),
            Err(e) => Err(ChangeError::NotSaved(e)),
        }
    }

    fn commit(&mut self, next: Event, made: Made) -> Result<(), ChangeError> {
        self.write(&next)?;
        self.keep(next, made);
        Ok(())
    }

    /// Makes `next`, now on disk, the current state, records the change for undo, and re-runs
    /// the engines.
    fn keep(&mut self, next: Event, made: Made) {
        let previous = std::mem::replace(&mut self.tournament, next);
        let before = self.views.take().map(|v| (&previous, v));
        self.views = self.fresh_views(before);
        self.refresh_shared();
        self.saved_at = Some(made.at);
        self.undo_lost = false;
        self.undo.record(previous, made.cmds, made.at, made.cost);
    }

    /// The views of the state just committed: built now at the desk (from `before`, the
    /// previous state and its views, where they help), left for first use otherwise.
    fn fresh_views(&self, before: Option<(&Event, Views)>) -> OnceLock<Views> {
        match self.mode {
            Mode::Desk => OnceLock::from(Views::after(&self.tournament, before)),
            Mode::OneShot => OnceLock::new(),
        }
    }

    /// Reads the replica's differences and refusals again ([`Shared::load`]) at the desk;
    /// nothing for a file that is no replica, nor on the command line.
    /// The replay is read again only when `log.ron` changed since this session last read or
    /// wrote it (its stamp), and then only the new ops are replayed
    /// ([`crate::share::replica::Replica::refresh`]); otherwise the one kept is used.
    fn refresh_shared(&mut self) {
        self.shared_stamp = self.log_stamp();
        if self.mode != Mode::Desk || !crate::share::replica::is_replica(&self.path) {
            self.shared = None;
            self.replica = None;
            return;
        }
        let kept = match (&self.replica, self.shared_stamp) {
            (Some((was, r)), Some(now)) if *was == now => Some(Shared::of(r.desk())),
            _ => None,
        };
        let names = crate::share::names(&self.path);
        if let Some(mut shared) = kept {
            shared.names = names;
            self.shared = Some(shared);
            return;
        }
        // Brought up to the log on disk: only the ops new since it was read are replayed.
        let opened = match self.replica.take() {
            Some((_, mut r)) => r.refresh().ok().map(|()| r),
            None => crate::share::replica::Replica::open(&self.path)
                .ok()
                .flatten(),
        };
        self.shared = opened.as_ref().map(|r| Shared {
            names,
            ..Shared::of(r.desk())
        });
        self.replica = match (opened, self.shared_stamp) {
            (Some(r), Some(stamp)) => Some((stamp, r)),
            _ => None,
        };
    }

    /// The length and time of the replica's `log.ron` (`None`: no replica, or not at the
    /// desk).
    fn log_stamp(&self) -> Option<LogStamp> {
        if self.mode != Mode::Desk {
            return None;
        }
        let m =
            std::fs::metadata(crate::share::replica::dir_of(&self.path).join("log.ron")).ok()?;
        Some((m.len(), m.modified().ok()?))
    }

    fn last_what(&self) -> String {
        self.tournament
            .audit
            .last()
            .map(AuditEntry::text)
            .unwrap_or_default()
    }
}

/// The write lock of the event shown as `shown` whose file is `target`; a refusal names
/// `shown`, the name the director gave.
/// A load error of `path` that means the file (or its journal) is damaged, said with the
/// newest backup that loads and the command that takes it ([`StoreError::Unreadable`]);
/// any other error (missing file, newer program, lock) as it is.
fn unreadable(path: &Path, e: StoreError) -> StoreError {
    match e {
        StoreError::Parse { .. }
        | StoreError::Invalid { .. }
        | StoreError::Altered { .. }
        | StoreError::UnknownSchema { .. }
        | StoreError::Journal { .. } => StoreError::Unreadable {
            path: path.into(),
            backup: store::newest_readable_backup_numbered(&store::write_target(path)),
            cause: Box::new(e),
        },
        other => other,
    }
}

fn lock_event(shown: &Path, target: &Path) -> Result<store::WriteLock, StoreError> {
    store::WriteLock::acquire(target).map_err(|e| match e {
        StoreError::Locked { .. } => StoreError::Locked {
            path: shown.to_path_buf(),
        },
        e => e,
    })
}

/// Whether two audit entries record the same change (round, words, correction or not),
/// wherever they stand in the log.
fn same_change(a: &AuditEntry, b: &AuditEntry) -> bool {
    a.round == b.round && a.what == b.what && a.correction == b.correction
}

/// Whether `t`'s audit log holds `entry` (looked for from the end, where a recent one is).
fn has_audit(t: &Event, entry: &AuditEntry) -> bool {
    t.audit.iter().rev().any(|a| a == entry)
}

#[cfg(test)]
mod tests;
