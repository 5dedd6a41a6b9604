//! The store-backed model behind the desk: the tournament as it is on disk, the views the
//! engines computed from it, and the snapshots that `u` can go back to.
//!
//! Every change goes `Command` -> [`apply`] -> [`store::commit`] -> engines, in that order, and
//! only after the commit succeeded is the new state kept: the screen never shows a state that
//! is not on disk. Views are computed here, once per commit, never per keystroke or frame.

use super::search::NameKey;
use crate::engine::muck::ranking::{MuckRanking, ranking};
use crate::engine::swiss::standings::{Standings, standings};
use crate::store;
use crate::tournament::{Command, Round, RoundNo, RoundState, Tournament, apply, undo};
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
    /// The last round that is published or complete: the one results go to by default.
    pub latest_fixed: Option<RoundNo>,
    /// The Muck ranking over every counted round (R-M2..R-M5, with Plus and Plus-Minus);
    /// `None` for other systems.
    pub muck: Option<MuckRanking>,
}

impl Views {
    /// Runs the engines on `t`.
    pub fn of(t: &Tournament) -> Self {
        Self {
            standings: standings(t, None),
            names: t
                .participants
                .iter()
                .map(|p| NameKey::new(&p.name))
                .collect(),
            latest_fixed: t
                .rounds
                .iter()
                .rev()
                .find(|r| r.state != RoundState::Draft)
                .map(|r| r.number),
            muck: t.muck_settings().map(|_| ranking(t, None)),
        }
    }
}

/// One open tournament file.
#[derive(Debug, Clone)]
pub struct Session {
    path: PathBuf,
    tournament: Tournament,
    views: Views,
    /// Earlier states of this session, oldest first, for undo.
    history: Vec<Tournament>,
    /// When the state on disk was last written: this session's last commit, or on open the
    /// time of the last audit entry.
    saved_at: Option<DateTime<Utc>>,
    /// Set for a tournament shown without its file (tests, benches): changes are refused.
    read_only: bool,
    /// The file's bytes as this session last loaded or wrote them: a commit over exactly these
    /// need not parse the file again (`store::commit_expecting`).
    on_disk: Option<Vec<u8>>,
}

impl Session {
    /// Loads the tournament file at `path` (store checks: schema, invariants).
    ///
    /// # Errors
    /// The store's message, naming the file, line and cause.
    pub fn open(path: &Path) -> Result<Self, String> {
        let (t, bytes) = store::load_with_bytes(path).map_err(|e| e.to_string())?;
        let mut s = Self::from_parts(path.to_path_buf(), t, false);
        s.on_disk = Some(bytes);
        Ok(s)
    }

    /// A session over a tournament already in memory that is committed to `path` on change.
    pub fn writable(path: PathBuf, t: Tournament) -> Self {
        Self::from_parts(path, t, false)
    }

    /// A session that shows `t` and refuses every change (nothing is written).
    pub fn read_only(path: PathBuf, t: Tournament) -> Self {
        Self::from_parts(path, t, true)
    }

    fn from_parts(path: PathBuf, tournament: Tournament, read_only: bool) -> Self {
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
    pub fn tournament(&self) -> &Tournament {
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
    pub fn execute(&mut self, cmd: Command, at: DateTime<Utc>) -> Result<String, String> {
        self.writable_check()?;
        let next = apply(&self.tournament, cmd, at).map_err(|r| r.0)?;
        self.commit(next, at)
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
        let next = undo(&self.tournament, previous, at).map_err(|r| r.0)?;
        self.write(&next)?;
        self.history.pop();
        self.tournament = next;
        self.refresh(at);
        Ok(self.last_what())
    }

    fn writable_check(&self) -> Result<(), String> {
        if self.read_only {
            Err("this tournament is open read-only: nothing can be changed".into())
        } else {
            Ok(())
        }
    }

    /// Writes `next` atomically before anything shows it.
    fn write(&mut self, next: &Tournament) -> Result<(), String> {
        let bytes = store::commit_expecting(&self.path, next, self.on_disk.as_deref())
            .map_err(|e| format!("not saved: {e}"))?;
        self.on_disk = Some(bytes);
        Ok(())
    }

    fn commit(&mut self, next: Tournament, at: DateTime<Utc>) -> Result<String, String> {
        self.write(&next)?;
        let previous = std::mem::replace(&mut self.tournament, next);
        self.history.push(previous);
        if self.history.len() > UNDO_DEPTH {
            self.history.remove(0);
        }
        self.refresh(at);
        Ok(self.last_what())
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
