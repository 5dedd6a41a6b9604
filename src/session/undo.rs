//! [`UndoLog`]: what undo needs to go back one command at a time, without a copy of the event
//! per command.
//!
//! Undo goes back up to [`UNDO_DEPTH`] commands of this session, one at a time
//! ([`crate::game::undo`] logs each as `undo: <what>`, a correction). The state to go back to
//! is rebuilt rather than kept:
//!
//! - each change is kept as it was given: its commands, its time and the length the audit log
//!   had before it (a [`Step`]);
//! - now and then the state a change replaced is kept as a *checkpoint*, without its audit
//!   log. The audit log only grows within a session (an undo appends to it too), so every
//!   earlier state's log is a prefix of the current one and need not be kept;
//! - the state before the last change is the newest checkpoint at or before it with the
//!   changes since applied again, each to the audit prefix it had then. [`apply`] is pure and
//!   deterministic (DESIGN.md: the same state gives the same result), and each change applied
//!   again must write exactly the audit entries it wrote the first time, or undo refuses.
//!
//! A checkpoint costs no copy: it is the replaced state, moved here instead of dropped. One is
//! kept at the first change, after [`CHECKPOINT_EVERY`] changes, and as soon as the changes
//! since the last one took [`REPLAY_BUDGET`] to apply, so an undo re-applies at most about
//! that much work (a pairing of a large field is not run again). The memory is a few states
//! without their logs where 50 whole copies were kept before.
//!
//! [`Session::undo`] takes the step back along the one path (the write lock, the check for
//! another program's save, the whole write), and [`Session::undo_target`] names it first.

use super::{ChangeError, Session, UNDO_DEPTH};
use crate::game::{AuditEntry, Command, Event, Rejected, apply, undo};
use crate::store;
use chrono::{DateTime, Utc};
use std::time::Duration;

/// At most this many changes lie between two checkpoints.
pub const CHECKPOINT_EVERY: usize = 10;

/// A checkpoint is kept once the changes since the last one took this long to apply.
pub const REPLAY_BUDGET: Duration = Duration::from_millis(200);

/// One change of the session, as given.
#[derive(Debug, Clone)]
struct Step {
    /// Its commands, applied in turn (one, or a CSV import's several).
    cmds: Vec<Command>,
    /// The time they were applied at (it is in their audit entries).
    at: DateTime<Utc>,
    /// The audit log's length before the change.
    audit_before: usize,
    /// How long applying it took.
    cost: Duration,
}

/// Why the state before the last change could not be rebuilt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mismatch;

/// The changes undo can take back, newest last (see the module doc).
#[derive(Debug, Clone, Default)]
pub struct UndoLog {
    /// Every change since the oldest checkpoint kept.
    steps: Vec<Step>,
    /// `(k, state before steps[k] with an empty audit log)`, by ascending `k`; the first at
    /// `k == 0` whenever there is a step.
    checkpoints: Vec<(usize, Event)>,
    /// How many of the last steps undo can take back (at most [`UNDO_DEPTH`]).
    undoable: usize,
}

impl UndoLog {
    /// Forgets every change (the file was loaded again).
    pub fn clear(&mut self) {
        *self = Self::default();
    }

    /// Whether undo has a change to take back.
    pub fn can_undo(&self) -> bool {
        self.undoable > 0
    }

    /// The audit log's length before the change undo would take back: the entry at that
    /// index names it.
    pub fn last_audit_before(&self) -> Option<usize> {
        self.steps
            .last()
            .filter(|_| self.can_undo())
            .map(|s| s.audit_before)
    }

    /// Records a committed change: `previous` is the state it replaced (moved here, kept as a
    /// checkpoint or dropped), `cmds` its commands applied at `at`, which took `cost`.
    pub fn record(
        &mut self,
        mut previous: Event,
        cmds: Vec<Command>,
        at: DateTime<Utc>,
        cost: Duration,
    ) {
        let k = self.steps.len();
        let checkpoint = match self.checkpoints.last() {
            None => true,
            Some((c, _)) => {
                let since = &self.steps[(*c).min(k)..];
                since.len() >= CHECKPOINT_EVERY
                    || since.iter().map(|s| s.cost).sum::<Duration>() >= REPLAY_BUDGET
            }
        };
        let audit_before = previous.audit.len();
        if checkpoint {
            previous.audit = Vec::new();
            self.checkpoints.push((k, previous));
        }
        self.steps.push(Step {
            cmds,
            at,
            audit_before,
            cost,
        });
        self.undoable = (self.undoable + 1).min(UNDO_DEPTH);
        self.trim();
    }

    /// The state before the last change of `current` (whose audit log holds every entry since
    /// the log began): rebuilt from the newest checkpoint at or before it.
    ///
    /// # Errors
    /// [`Mismatch`]: nothing to take back, or a change applied again did not write the audit
    /// entries it wrote the first time.
    pub fn previous(&self, current: &Event) -> Result<Event, Mismatch> {
        let last = self.steps.len().checked_sub(1).filter(|_| self.can_undo());
        let last = last.ok_or(Mismatch)?;
        let (c, base) = self
            .checkpoints
            .iter()
            .rev()
            .find(|(c, _)| *c <= last)
            .ok_or(Mismatch)?;
        let mut state = base.clone();
        for s in &self.steps[*c..last] {
            extend_audit(&mut state, current, s.audit_before)?;
            for cmd in &s.cmds {
                state = apply(&state, cmd.clone(), s.at).map_err(|_| Mismatch)?;
            }
            let wrote = &state.audit[s.audit_before..];
            if current
                .audit
                .get(s.audit_before..s.audit_before + wrote.len())
                != Some(wrote)
            {
                return Err(Mismatch);
            }
        }
        extend_audit(&mut state, current, self.steps[last].audit_before)?;
        Ok(state)
    }

    /// Forgets the last change: it was undone. The checkpoint before it stays: the state undo
    /// restored has its content.
    pub fn pop(&mut self) {
        self.steps.pop();
        self.undoable = self.undoable.saturating_sub(1);
        let n = self.steps.len();
        self.checkpoints.retain(|(c, _)| *c <= n);
    }

    /// Drops the steps and checkpoints no undo can reach any more: everything before the
    /// newest checkpoint at or before the oldest undoable change.
    fn trim(&mut self) {
        let floor = self.steps.len() - self.undoable;
        let Some(i) = self.checkpoints.iter().rposition(|(c, _)| *c <= floor) else {
            return;
        };
        let c = self.checkpoints[i].0;
        if c == 0 {
            return;
        }
        self.checkpoints.drain(..i);
        self.steps.drain(..c);
        for cp in &mut self.checkpoints {
            cp.0 -= c;
        }
    }

    /// How many states without their audit logs this log holds (for tests of its size).
    #[cfg(test)]
    pub fn checkpoints(&self) -> usize {
        self.checkpoints.len()
    }

    /// How many changes this log holds (for tests of its size).
    #[cfg(test)]
    pub fn steps(&self) -> usize {
        self.steps.len()
    }
}

/// Gives `state` the first `n` audit entries of `current`: the log it had then.
fn extend_audit(state: &mut Event, current: &Event, n: usize) -> Result<(), Mismatch> {
    let have = state.audit.len();
    let more = current.audit.get(have..n).ok_or(Mismatch)?;
    state.audit.extend_from_slice(more);
    Ok(())
}

impl Session {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::swiss::{SwissGame, SwissSettings};
    use chrono::TimeZone;

    fn at(s: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 1, 1, 10, 0, s)
            .single()
            .expect("time")
    }

    fn add(name: &str) -> Vec<Command> {
        vec![Command::AddPlayers {
            names: vec![name.to_string()],
        }]
    }

    /// `n` registrations recorded in a log, each taking `cost(k)`; the events after each.
    fn grown(n: u32, cost: impl Fn(u32) -> Duration) -> (UndoLog, Vec<Event>) {
        let mut log = UndoLog::default();
        let mut t = Event::new(
            "t",
            Game::Swiss(SwissGame::new(SwissSettings::default())),
            at(0),
            0,
        );
        let mut states = vec![t.clone()];
        for k in 0..n {
            let cmds = add(&format!("P{k}"));
            let next = apply(&t, cmds[0].clone(), at(k % 60)).expect("adds");
            log.record(std::mem::replace(&mut t, next), cmds, at(k % 60), cost(k));
            states.push(t.clone());
        }
        (log, states)
    }

    #[test]
    fn a_checkpoint_every_ten_changes_and_the_states_between_rebuilt() {
        let (log, states) = grown(25, |_| Duration::ZERO);
        assert_eq!(log.checkpoints(), 3, "before changes 0, 10 and 20");
        assert_eq!(log.steps(), 25);
        let current = states.last().expect("state");
        assert_eq!(log.previous(current).as_ref(), Ok(&states[24]));
        assert_eq!(log.last_audit_before(), Some(24));
    }

    #[test]
    fn a_slow_change_is_never_applied_again() {
        // Change 3 takes the whole budget: the state after it is kept.
        let (log, _) = grown(5, |k| {
            if k == 3 {
                REPLAY_BUDGET
            } else {
                Duration::ZERO
            }
        });
        assert_eq!(log.checkpoints(), 2, "before change 0 and after change 3");
    }

    #[test]
    fn only_the_last_fifty_changes_are_kept() {
        let (mut log, states) = grown(75, |_| Duration::ZERO);
        assert!(
            log.steps() <= UNDO_DEPTH + CHECKPOINT_EVERY,
            "{}",
            log.steps()
        );
        assert!(log.checkpoints() <= UNDO_DEPTH / CHECKPOINT_EVERY + 1);
        let mut current = states.last().expect("state").clone();
        for back in 1..=UNDO_DEPTH {
            let previous = log.previous(&current).expect("rebuilt");
            assert_eq!(previous, states[75 - back]);
            current = crate::game::undo(&current, &previous, at(59)).expect("undone");
            log.pop();
        }
        assert!(!log.can_undo());
        assert_eq!(log.previous(&current), Err(Mismatch));
    }

    #[test]
    fn a_change_that_applies_differently_refuses() {
        let (log, states) = grown(5, |_| Duration::ZERO);
        let mut current = states.last().expect("state").clone();
        current.audit[2].what = "something else".into();
        assert_eq!(log.previous(&current), Err(Mismatch));
    }
}
