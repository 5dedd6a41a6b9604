//! One desk's replica: its id, the log of every desk's ops it holds, and the replay of that
//! log (the event it shows). What a transport and the desk's session call.

use super::log::{DeskId, Log, MergeError, Op, VersionVector};
use super::replay::{Difference, Outcome, Refusal, Replay};
use super::slots::{self, Slot, Value};
use crate::game::{Command, Event, Msg, Rejected};
use chrono::{DateTime, Utc};
use std::sync::Arc;

/// How many ops apart the replay keeps a copy of itself, to replay from when ops arrive
/// that sort before some already replayed (instead of from the base). A copy is also kept
/// after every op that makes a round or fixes it (a pairing, a draw, a publish), so that a
/// late result never makes a desk pair or draw a round again.
const CHECKPOINT_EVERY: usize = 32;

/// A desk's replica of one event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Desk {
    id: DeskId,
    log: Log,
    replay: Replay,
    /// Copies of the replay ([`CHECKPOINT_EVERY`]), oldest first; shared, so that a copy of
    /// the desk (a command tried before it is kept) does not copy them.
    checkpoints: Vec<Arc<Replay>>,
}

impl Desk {
    /// The first desk: it creates the event, `base` is the base of the log every desk shares.
    pub fn new(id: DeskId, base: Event) -> Self {
        Self::join(id, Log::new(base))
    }

    /// A desk that joins with `log` (received from another desk, or its own log read back
    /// from beside its file): the event is the replay of it.
    pub fn join(id: DeskId, log: Log) -> Self {
        let mut d = Self {
            id,
            replay: Replay::new(log.base().clone()),
            log,
            checkpoints: Vec::new(),
        };
        d.replay_again();
        d
    }

    /// Its id.
    pub fn id(&self) -> &DeskId {
        &self.id
    }

    /// The log it holds.
    pub fn log(&self) -> &Log {
        &self.log
    }

    /// The event it shows: the replay of its log.
    pub fn event(&self) -> &Event {
        self.replay.event()
    }

    /// The replay of its log (what each op did).
    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    /// The open differences, the same on every desk that holds the same ops.
    pub fn differences(&self) -> Vec<Difference> {
        self.replay.differences()
    }

    /// This desk's own ops that the replay refused: what it says ("round 2 was published by
    /// desk door-1 first").
    pub fn refused_here(&self) -> Vec<&Refusal> {
        self.replay.refused_of(&self.id).collect()
    }

    /// What it holds, for another desk to send what is missing.
    pub fn version(&self) -> VersionVector {
        self.log.version()
    }

    /// The ops a desk that holds `theirs` lacks.
    pub fn missing_for(&self, theirs: &VersionVector) -> Vec<Op> {
        self.log.missing_for(theirs)
    }

    /// Commits `cmd` at `at` as this desk's next op: a result's "last round" is pinned to
    /// this desk's last round ([`slots::pin_round`]); the op has seen every op this desk
    /// replays, so it follows them in the replay order. An op that settles a difference
    /// (the value that stands typed again) is kept though it changes nothing.
    ///
    /// # Errors
    /// The [`Rejected`] of the rules (nothing is logged), and
    /// [`Rejected::Unchanged`] for a value that stands already with no difference to settle.
    pub fn run(&mut self, cmd: impl Into<Command>, at: DateTime<Utc>) -> Result<Outcome, Rejected> {
        let command = slots::pin_round(cmd.into(), self.event());
        let seen = self.log.ready();
        let op = Op {
            desk: self.id.clone(),
            seq: seen.get(&self.id) + 1,
            lamport: self.log.lamport() + 1,
            at,
            seen,
            command,
        };
        let before = rounds_of(self.event());
        let open = self.replay.open_differences();
        let outcome = self.replay.push_if(&op, |outcome, after| match outcome {
            Outcome::Refused(_) => false,
            Outcome::Agreed(_) => after.open_differences() < open,
            Outcome::Applied | Outcome::Differs => true,
        });
        match &outcome {
            Outcome::Refused(why) => return Err(why.clone()),
            Outcome::Agreed(why) if self.replay.done().last() != Some(&op.id()) => {
                return Err(why.clone());
            }
            _ => {}
        }
        // The op was made for this log, so it is well formed and new; were it not, the
        // replay goes back to what the log holds.
        if self.log.insert(op).is_err() {
            self.replay_again();
            return Err(Rejected::refused("sync", Msg::key("sync-err-log")));
        }
        keep_checkpoint(&self.replay, before, &mut self.checkpoints);
        Ok(outcome)
    }

    /// Settles a difference by taking `value` for `slot` (one of the values entered there):
    /// an op like any other, that has seen every entry, so it stands in every replay.
    ///
    /// # Errors
    /// [`Rejected::InvalidField`] (`value`) when `value` is not of `slot`'s kind (a Bobbl
    /// score for a Swiss table); otherwise as [`Desk::run`].
    pub fn settle(&mut self, slot: Slot, value: Value, at: DateTime<Utc>) -> Result<(), Rejected> {
        let Some(cmd) = slots::command_for(slot, value) else {
            return Err(Rejected::invalid("value", Msg::key("sync-err-value-kind")));
        };
        self.run(cmd, at).map(|_| ())
    }

    /// Takes in ops received from another desk (in any order, any number of times) and
    /// replays: from where it stood if the new ops all follow what was replayed, else from
    /// the base. Returns how many ops were new.
    ///
    /// # Errors
    /// [`MergeError`]: nothing is taken in.
    pub fn receive(&mut self, ops: impl IntoIterator<Item = Op>) -> Result<usize, MergeError> {
        let new = self.log.merge_ops(ops)?;
        if new > 0 {
            self.replay_again();
        }
        Ok(new)
    }

    /// [`Desk::receive`] for another desk's whole log.
    ///
    /// # Errors
    /// [`MergeError::OtherEvent`] for the log of another event; as [`Desk::receive`].
    pub fn merge(&mut self, other: &Log) -> Result<usize, MergeError> {
        let new = self.log.merge(other)?;
        if new > 0 {
            self.replay_again();
        }
        Ok(new)
    }

    /// Replays the log again from the last point where it stays as it was: the ops replayed
    /// so far that still come first in the order are kept (from the replay itself, or from
    /// the latest checkpoint within them, or from the base).
    fn replay_again(&mut self) {
        let ordered = self.log.ordered();
        let same = ordered
            .iter()
            .zip(self.replay.done())
            .take_while(|(o, d)| o.desk == d.desk && o.seq == d.seq)
            .count();
        if same < self.replay.done().len() {
            self.checkpoints.retain(|c| c.done().len() <= same);
            self.replay = match self.checkpoints.last() {
                Some(c) => Replay::clone(c),
                None => Replay::new(self.log.base().clone()),
            };
        }
        for op in &ordered[self.replay.done().len()..] {
            let before = rounds_of(self.replay.event());
            self.replay.push(op);
            keep_checkpoint(&self.replay, before, &mut self.checkpoints);
        }
    }
}

/// How many rounds an event has and the state of the last one.
fn rounds_of(ev: &Event) -> (usize, Option<crate::game::RoundState>) {
    (ev.game.round_count(), ev.game.last_round_state())
}

/// Keeps a copy of `replay` after every [`CHECKPOINT_EVERY`] ops, and after an op that
/// changed the rounds (`before`: as they were before it).
fn keep_checkpoint(
    replay: &Replay,
    before: (usize, Option<crate::game::RoundState>),
    checkpoints: &mut Vec<Arc<Replay>>,
) {
    let n = replay.done().len();
    if n > 0 && (n.is_multiple_of(CHECKPOINT_EVERY) || rounds_of(replay.event()) != before) {
        checkpoints.push(Arc::new(replay.clone()));
    }
}
