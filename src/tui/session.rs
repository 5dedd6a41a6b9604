//! The store-backed model behind the desk: the tournament as it is on disk, the views the
//! engines computed from it, and the snapshots that `u` can go back to.
//!
//! Every change goes `Command` -> [`apply`] -> [`store::commit`] -> engines, in that order, and
//! only after the commit succeeded is the new state kept: the screen never shows a state that
//! is not on disk. Views are computed here, once per commit, never per keystroke or frame.

use super::search::NameKey;
use crate::game::{Command, Event, RoundNo, RoundState, apply, undo};
use crate::muck::MuckCommand;
use crate::muck::ranking::{MuckRanking, ranking};
use crate::store;
use crate::swiss::standings::{Standings, standings};
use crate::swiss::{Round, SwissCommand, SwissGame};
use chrono::{DateTime, Utc};
use std::path::{Path, PathBuf};

/// How many earlier snapshots `u` can go back to in one session.
pub const UNDO_DEPTH: usize = 50;

/// What the screens read, computed from the tournament once per commit.
#[derive(Debug, Clone)]
pub struct Views {
    /// Standings over every fixed round (MTR Appendix C), best first.
    pub standings: Standings,
    /// Each participant's name prepared for search, by registration index.
    pub names: Vec<NameKey>,
    /// Each participant's name for display, by registration index: with ` #id` where two
    /// share a name ([`crate::game::display_names`]).
    pub display: Vec<String>,
    /// The last round that is published or complete: the one results go to by default.
    pub latest_fixed: Option<RoundNo>,
    /// The Muck ranking over every counted round (R-M2..R-M5, with Plus and Plus-Minus);
    /// `None` for other systems.
    pub muck: Option<MuckRanking>,
}

impl Views {
    /// Views of nothing, as a placeholder while the real ones are computed.
    fn empty() -> Self {
        Self {
            standings: Standings { rows: Vec::new() },
            names: Vec::new(),
            display: Vec::new(),
            latest_fixed: None,
            muck: None,
        }
    }

    /// Runs the engines on `t`.
    pub fn of(t: &Event) -> Self {
        Self::after(t, None)
    }

    /// Runs the engines on `t`, which grew from `before` with these views: the prepared names
    /// are kept when no name changed (folding 2,000 names costs more than the standings).
    fn after(t: &Event, before: Option<(&Event, Views)>) -> Self {
        let (names, display) = match before {
            Some((old, views))
                if old.registry.participants.len() == t.registry.participants.len()
                    && old
                        .registry
                        .participants
                        .iter()
                        .zip(&t.registry.participants)
                        .all(|(a, b)| a.name == b.name) =>
            {
                (views.names, views.display)
            }
            _ => (
                t.registry
                    .participants
                    .iter()
                    .map(|p| NameKey::new(&p.name))
                    .collect(),
                t.registry.display_names(),
            ),
        };
        // Another system has no Swiss rounds: its standings are those of an empty Swiss game
        // with the default settings, as before.
        let no_swiss = SwissGame::default();
        let swiss = t.swiss().unwrap_or(&no_swiss);
        Self {
            standings: standings(&t.registry, swiss, None),
            names,
            display,
            latest_fixed: swiss
                .rounds
                .iter()
                .rev()
                .find(|r| r.state != RoundState::Draft)
                .map(|r| r.number),
            muck: t.muck().map(|g| ranking(&t.registry, g, None)),
        }
    }
}

/// One open tournament file.
#[derive(Debug, Clone)]
pub struct Session {
    path: PathBuf,
    tournament: Event,
    views: Views,
    /// Earlier states of this session, oldest first, for undo.
    history: Vec<Event>,
    /// When the state on disk was last written: this session's last commit, or on open the
    /// time of the last audit entry.
    saved_at: Option<DateTime<Utc>>,
    /// Set for a tournament shown without its file (tests, benches): changes are refused.
    read_only: bool,
    /// The file and journal as this session last loaded or wrote them: a commit over exactly
    /// these need not parse the file again (`store::commit_expecting`), and a result can be
    /// appended to the journal (`store::commit_journaled`).
    on_disk: Option<store::OnDisk>,
}

impl Session {
    /// Loads the tournament file at `path` (store checks: schema, invariants) with its journal,
    /// and folds a journal left from an earlier session into the file ([`Session::fold`]; if
    /// that fails, the journal stays and the next commit tries again).
    ///
    /// # Errors
    /// The store's message, naming the file, line and cause.
    pub fn open(path: &Path) -> Result<Self, String> {
        let (t, on_disk) = store::load_on_disk(path).map_err(|e| e.to_string())?;
        let mut s = Self::from_parts(path.to_path_buf(), t, false);
        s.on_disk = Some(on_disk);
        // A file with an empty log (just created) was still written: its time is the file's.
        if s.saved_at.is_none() {
            s.saved_at = std::fs::metadata(path)
                .and_then(|m| m.modified())
                .ok()
                .map(DateTime::<Utc>::from);
        }
        let _ = s.fold();
        Ok(s)
    }

    /// A session over a tournament already in memory that is committed to `path` on change.
    pub fn writable(path: PathBuf, t: Event) -> Self {
        Self::from_parts(path, t, false)
    }

    /// A session that shows `t` and refuses every change (nothing is written).
    pub fn read_only(path: PathBuf, t: Event) -> Self {
        Self::from_parts(path, t, true)
    }

    fn from_parts(path: PathBuf, tournament: Event, read_only: bool) -> Self {
        let views = Views::of(&tournament);
        let saved_at = tournament.audit.last().map(|a| a.at);
        Self {
            path,
            tournament,
            views,
            history: Vec::new(),
            saved_at,
            read_only,
            on_disk: None,
        }
    }

    /// The tournament as it is on disk.
    pub fn tournament(&self) -> &Event {
        &self.tournament
    }

    /// The engines' views of it.
    pub fn views(&self) -> &Views {
        &self.views
    }

    /// The save file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// When the file was last written (see the field).
    pub fn saved_at(&self) -> Option<DateTime<Utc>> {
        self.saved_at
    }

    /// The last round if it is an unpublished draft.
    pub fn draft(&self) -> Option<&Round> {
        self.tournament
            .swiss()?
            .current_round()
            .filter(|r| r.state == RoundState::Draft)
    }

    /// Whether `u` has something to go back to.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// Applies `cmd` at time `at`, commits the new state, then re-runs the engines. Returns
    /// what the command did, in the audit log's words.
    ///
    /// # Errors
    /// The rejection in plain words, or why the file was not saved; the state is unchanged.
    ///
    /// A result (Swiss or Muck) is committed by appending it to the file's journal, which is
    /// fsynced before this returns; the file is written whole by [`Session::fold`] later.
    /// Every other command writes the file whole.
    ///
    /// When another program has committed to the file since this session last read or wrote
    /// it (the CLI, a second desk), the file is loaded again first and `cmd` applies to that
    /// state: nothing the other program saved is overwritten. Undo then starts afresh.
    pub fn execute(&mut self, cmd: Command, at: DateTime<Utc>) -> Result<String, String> {
        self.writable_check()?;
        let reloaded = self.reload_if_changed()?;
        let entry = matches!(
            cmd,
            Command::Swiss(SwissCommand::RecordResult { .. })
                | Command::Muck(MuckCommand::Score { .. })
        )
        .then(|| store::JournalEntry {
            at,
            command: cmd.clone(),
        });
        let next = apply(&self.tournament, cmd, at).map_err(|r| r.to_string())?;
        let what = match entry {
            Some(entry) => self.commit_journaled(next, &entry, at),
            None => self.commit(next, at),
        }?;
        Ok(if reloaded {
            format!("{what} (the file had been changed by another program: loaded it again first)")
        } else {
            what
        })
    }

    /// Loads the file again if another program committed to it since this session last read
    /// or wrote it. Returns whether it did.
    fn reload_if_changed(&mut self) -> Result<bool, String> {
        let Some(on_disk) = self.on_disk.as_ref() else {
            return Ok(false);
        };
        if store::is_current(&self.path, on_disk) {
            return Ok(false);
        }
        let (t, on_disk) = store::load_on_disk(&self.path).map_err(|e| {
            format!("not saved: the file was changed by another program and does not load: {e}")
        })?;
        self.tournament = t;
        self.on_disk = Some(on_disk);
        self.history.clear();
        self.views = Views::of(&self.tournament);
        Ok(true)
    }

    /// Whether results wait in the journal to be folded into the file.
    pub fn journal_pending(&self) -> bool {
        self.on_disk
            .as_ref()
            .is_some_and(store::OnDisk::journal_pending)
    }

    /// Writes the file whole, folding the journal in (the desk does this when no key came for
    /// a moment, and on quit). Nothing changes in the tournament or the audit log; a session
    /// with an empty journal writes nothing.
    ///
    /// # Errors
    /// Why the file was not written; the journal still holds every result.
    pub fn fold(&mut self) -> Result<(), String> {
        if self.read_only || !self.journal_pending() {
            return Ok(());
        }
        let on_disk = store::commit_expecting(&self.path, &self.tournament, self.on_disk.as_ref())
            .map_err(|e| format!("not written whole (the journal keeps every result): {e}"))?;
        self.on_disk = Some(on_disk);
        Ok(())
    }

    /// Goes back to the snapshot before the last command of this session and logs
    /// `undo: <what>` ([`undo`]); committed like any command.
    ///
    /// # Errors
    /// Nothing to undo in this session, or why the file was not saved; the state is unchanged.
    pub fn undo(&mut self, at: DateTime<Utc>) -> Result<String, String> {
        self.writable_check()?;
        let Some(previous) = self.history.last() else {
            return Err("nothing to undo: no change was made since the file was opened".into());
        };
        let next = undo(&self.tournament, previous, at).map_err(|r| r.to_string())?;
        self.write(&next)?;
        self.history.pop();
        self.tournament = next;
        self.refresh(at);
        Ok(self.last_what())
    }

    /// What `u` would take back: the audit-log text of the command after the snapshot undo
    /// restores (the question names it before anything changes).
    ///
    /// # Errors
    /// Nothing to undo in this session, or the tournament is read-only.
    pub fn undo_target(&self) -> Result<String, String> {
        self.writable_check()?;
        let Some(previous) = self.history.last() else {
            return Err("nothing to undo: no change was made since the file was opened".into());
        };
        self.tournament
            .audit
            .get(previous.audit.len())
            .map(|a| a.what.clone())
            .ok_or_else(|| "nothing to undo: the log does not match the snapshot".into())
    }

    fn writable_check(&self) -> Result<(), String> {
        if self.read_only {
            Err("this tournament is open read-only: nothing can be changed".into())
        } else {
            Ok(())
        }
    }

    /// Writes `next` atomically before anything shows it.
    fn write(&mut self, next: &Event) -> Result<(), String> {
        let on_disk = store::commit_expecting(&self.path, next, self.on_disk.as_ref())
            .map_err(|e| format!("not saved: {e}"))?;
        self.on_disk = Some(on_disk);
        Ok(())
    }

    /// [`Session::commit`] by the journal when the files are as this session left them, else
    /// by writing the file whole.
    fn commit_journaled(
        &mut self,
        next: Event,
        entry: &store::JournalEntry,
        at: DateTime<Utc>,
    ) -> Result<String, String> {
        let Some(on_disk) = self.on_disk.as_mut() else {
            return self.commit(next, at);
        };
        match store::commit_journaled(&self.path, &next, entry, on_disk) {
            Ok(()) => {
                self.keep(next, at);
                Ok(self.last_what())
            }
            Err(store::StoreError::Outdated { .. }) => self.commit(next, at),
            Err(e) => Err(format!("not saved: {e}")),
        }
    }

    fn commit(&mut self, next: Event, at: DateTime<Utc>) -> Result<String, String> {
        self.write(&next)?;
        self.keep(next, at);
        Ok(self.last_what())
    }

    /// Makes `next`, now on disk, the current state, the old one undoable, and re-runs the
    /// engines.
    fn keep(&mut self, next: Event, at: DateTime<Utc>) {
        let previous = std::mem::replace(&mut self.tournament, next);
        let views = std::mem::replace(&mut self.views, Views::empty());
        self.views = Views::after(&self.tournament, Some((&previous, views)));
        self.saved_at = Some(at);
        self.history.push(previous);
        if self.history.len() > UNDO_DEPTH {
            self.history.remove(0);
        }
    }

    /// Re-runs the engines on the state just committed.
    fn refresh(&mut self, at: DateTime<Utc>) {
        self.views = Views::of(&self.tournament);
        self.saved_at = Some(at);
    }

    fn last_what(&self) -> String {
        self.tournament
            .audit
            .last()
            .map(|a| a.what.clone())
            .unwrap_or_default()
    }
}
