//! The one path from a command to disk: open (file + journal, the write lock), run
//! ([`apply`], then commit), commit (one journal line for a result at the desk, else the file
//! whole) and fold (the journal written into the file).

use super::undo::UndoLog;
use super::{ChangeError, Done, Made, Mode, Pending, Session, Views};
use crate::game::{AuditEntry, Command, Event, apply};
use crate::store::{self, StoreError};
use chrono::{DateTime, Utc};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

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
    pub(super) fn commit_made(
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
    pub(super) fn lock_for_change(&self) -> Result<Option<store::WriteLock>, ChangeError> {
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

    pub(super) fn writable_check(&self) -> Result<(), ChangeError> {
        if self.read_only {
            Err(ChangeError::ReadOnly)
        } else {
            Ok(())
        }
    }

    /// Writes `next` atomically before anything shows it.
    pub(super) fn write(&mut self, next: &Event) -> Result<(), ChangeError> {
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
    pub(super) fn fresh_views(&self, before: Option<(&Event, Views)>) -> OnceLock<Views> {
        match self.mode {
            Mode::Desk => OnceLock::from(Views::after(&self.tournament, before)),
            Mode::OneShot => OnceLock::new(),
        }
    }

    pub(super) fn last_what(&self) -> String {
        self.tournament
            .audit
            .last()
            .map(AuditEntry::text)
            .unwrap_or_default()
    }
}

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

/// The write lock of the event shown as `shown` whose file is `target`; a refusal names
/// `shown`, the name the director gave.
fn lock_event(shown: &Path, target: &Path) -> Result<store::WriteLock, StoreError> {
    store::WriteLock::acquire(target).map_err(|e| match e {
        StoreError::Locked { .. } => StoreError::Locked {
            path: shown.to_path_buf(),
        },
        e => e,
    })
}
