//! The replicated log: every desk's append-only ops, the version vector that summarises them,
//! and the union that merges two logs.
//!
//! An [`Op`] is one [`Command`] as a desk committed it, named by its desk and its sequence
//! number there ([`OpId`]). A [`Log`] holds the base event (as the first desk created it) and
//! the ops of every desk; merging is a set union, so the same op received twice is one op and
//! merges may come in any order and any number of times. Nothing here reads a clock or the
//! network: the time of an op is the desk's, carried in the op.

use crate::game::{Command, Event};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// A desk's stable id: one per replica (a laptop's copy of the event), never reused for
/// another. A transport puts its author id here (the hex of a public key); tests use short
/// names such as `door-1`. Ordered, for the replay's tie break.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct DeskId(pub String);

impl DeskId {
    /// The id `name`.
    pub fn new(name: impl Into<String>) -> Self {
        Self(name.into())
    }
}

impl fmt::Display for DeskId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One op's name: its desk and its sequence number there (1, 2, …). Written `door-1/7`, the
/// key a transport stores it under.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct OpId {
    /// The desk that committed it.
    pub desk: DeskId,
    /// Its sequence number on that desk, from 1.
    pub seq: u64,
}

impl fmt::Display for OpId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.desk, self.seq)
    }
}

/// Per desk the highest sequence number held, with every one before it: what a log has,
/// in a few numbers (a desk not named has none). Also what an op's desk had seen when it
/// committed the op ([`Op::seen`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VersionVector(pub BTreeMap<DeskId, u64>);

impl VersionVector {
    /// The highest sequence number of `desk` (0: none).
    pub fn get(&self, desk: &DeskId) -> u64 {
        self.0.get(desk).copied().unwrap_or(0)
    }

    /// Whether the op `id` is covered: its desk's number reaches its `seq`.
    pub fn covers(&self, id: &OpId) -> bool {
        self.get(&id.desk) >= id.seq
    }

    /// Whether every op `other` covers is covered here too.
    pub fn includes(&self, other: &VersionVector) -> bool {
        other.0.iter().all(|(d, s)| self.get(d) >= *s)
    }

    fn set(&mut self, desk: &DeskId, seq: u64) {
        if seq == 0 {
            self.0.remove(desk);
        } else {
            self.0.insert(desk.clone(), seq);
        }
    }
}

/// One committed command of one desk.
///
/// `lamport` is 1 + the highest `lamport` the desk held when it committed the op, so an op
/// that has seen another always sorts after it in the replay order `(lamport, desk, seq)`.
/// `seen` is what the desk held then (its own earlier ops included: `seen` names the op's
/// own desk with `seq - 1`); two ops neither of which has seen the other are concurrent
/// ([`Op::has_seen`]), which is what the conflict rule asks (`replay.rs`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Op {
    /// The desk that committed it.
    pub desk: DeskId,
    /// Its number on that desk, from 1, without gaps.
    pub seq: u64,
    /// The Lamport clock: 1 + the highest one seen.
    pub lamport: u64,
    /// When the desk committed it (UTC, the desk's clock): the `at` [`crate::game::apply`]
    /// gets, so the audit entry reads the same on every desk.
    pub at: DateTime<Utc>,
    /// What the desk held when it committed the op.
    pub seen: VersionVector,
    /// The command.
    pub command: Command,
}

impl Op {
    /// Its name, `desk/seq`.
    pub fn id(&self) -> OpId {
        OpId {
            desk: self.desk.clone(),
            seq: self.seq,
        }
    }

    /// Whether this op's desk held `other` when it committed this op (`other` happened
    /// before it).
    pub fn has_seen(&self, other: &OpId) -> bool {
        self.seen.covers(other)
    }

    /// The replay order's key: Lamport clock, ties by desk id, then by sequence number.
    pub fn order_key(&self) -> (u64, &DeskId, u64) {
        (self.lamport, &self.desk, self.seq)
    }
}

/// Why an op or a log cannot be merged; the log is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MergeError {
    /// The other log replicates another event (its base differs).
    #[error("the log is of another event")]
    OtherEvent,
    /// Two different ops carry the same name: a desk that reused its id or lost its log.
    #[error("op {0} exists twice with different contents")]
    Forked(OpId),
    /// An op that cannot be one: sequence number 0, or `seen` not naming its own desk with
    /// `seq - 1`.
    #[error("op {0} is malformed")]
    Malformed(OpId),
}

/// The ops of every desk for one event, with the base event they apply to. Saved as the
/// base and the ops; what can be replayed ([`Log::ready`]) and the highest clock are kept
/// up to date beside them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "LogData")]
pub struct Log {
    base: Event,
    ops: BTreeMap<DeskId, BTreeMap<u64, Op>>,
    #[serde(skip)]
    ready: VersionVector,
    #[serde(skip)]
    lamport: u64,
}

/// A [`Log`] as saved.
#[derive(Deserialize)]
struct LogData {
    base: Event,
    ops: BTreeMap<DeskId, BTreeMap<u64, Op>>,
}

impl From<LogData> for Log {
    fn from(d: LogData) -> Self {
        let mut log = Log::new(d.base);
        log.ops = d.ops;
        log.lamport = log.ops().map(|o| o.lamport).max().unwrap_or(0);
        log.advance_ready();
        log
    }
}

impl Log {
    /// An empty log over `base`: the event as the first desk created it (the same on every
    /// desk; a joining desk receives it with the log).
    pub fn new(base: Event) -> Self {
        Self {
            base,
            ops: BTreeMap::new(),
            ready: VersionVector::default(),
            lamport: 0,
        }
    }

    /// The base event.
    pub fn base(&self) -> &Event {
        &self.base
    }

    /// How many ops the log holds, of every desk.
    pub fn len(&self) -> usize {
        self.ops.values().map(BTreeMap::len).sum()
    }

    /// Whether it holds no op.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every op, by desk and sequence number.
    pub fn ops(&self) -> impl Iterator<Item = &Op> {
        self.ops.values().flat_map(BTreeMap::values)
    }

    /// The op named `id`, if held.
    pub fn get(&self, id: &OpId) -> Option<&Op> {
        self.ops.get(&id.desk).and_then(|m| m.get(&id.seq))
    }

    /// The highest Lamport clock held (0 for an empty log).
    pub fn lamport(&self) -> u64 {
        self.lamport
    }

    /// Per desk the highest sequence number held with all before it: what this log tells
    /// another so that it sends what is missing ([`Log::missing_for`]).
    pub fn version(&self) -> VersionVector {
        let mut v = VersionVector::default();
        for (desk, ops) in &self.ops {
            let mut n = 0;
            while ops.contains_key(&(n + 1)) {
                n += 1;
            }
            v.set(desk, n);
        }
        v
    }

    /// Adds `op`; `Ok(true)` if it was new, `Ok(false)` if the log held it already.
    ///
    /// # Errors
    /// [`MergeError::Forked`] when another op has its name; [`MergeError::Malformed`] for an
    /// op with `seq` 0 or whose `seen` does not name its own desk with `seq - 1`. Nothing is
    /// added.
    pub fn insert(&mut self, op: Op) -> Result<bool, MergeError> {
        if op.seq == 0 || op.seen.get(&op.desk) != op.seq - 1 {
            return Err(MergeError::Malformed(op.id()));
        }
        if let Some(have) = self.get(&op.id()) {
            return if *have == op {
                Ok(false)
            } else {
                Err(MergeError::Forked(op.id()))
            };
        }
        self.lamport = self.lamport.max(op.lamport);
        self.ops
            .entry(op.desk.clone())
            .or_default()
            .insert(op.seq, op);
        self.advance_ready();
        Ok(true)
    }

    /// Adds every op of `other` this log lacks (a union: merging the same log twice, or in
    /// another order, ends with the same log). Returns how many ops were new.
    ///
    /// # Errors
    /// [`MergeError::OtherEvent`] when `other` has another base; otherwise as
    /// [`Log::insert`]. The log is unchanged on an error.
    pub fn merge(&mut self, other: &Log) -> Result<usize, MergeError> {
        if other.base != self.base {
            return Err(MergeError::OtherEvent);
        }
        self.merge_ops(other.ops().cloned())
    }

    /// Adds `ops` (received from another desk, in any order) as [`Log::merge`] does.
    ///
    /// # Errors
    /// As [`Log::insert`]; the log is unchanged on an error.
    pub fn merge_ops(&mut self, ops: impl IntoIterator<Item = Op>) -> Result<usize, MergeError> {
        let ops: Vec<Op> = ops.into_iter().collect();
        // Checked first, so that an error leaves the log as it was.
        let mut batch: BTreeMap<OpId, &Op> = BTreeMap::new();
        for op in &ops {
            if op.seq == 0 || op.seen.get(&op.desk) != op.seq - 1 {
                return Err(MergeError::Malformed(op.id()));
            }
            let have = self.get(&op.id()).or_else(|| batch.get(&op.id()).copied());
            if have.is_some_and(|h| h != op) {
                return Err(MergeError::Forked(op.id()));
            }
            batch.insert(op.id(), op);
        }
        let mut new = 0;
        for op in ops {
            new += usize::from(self.insert(op)?);
        }
        Ok(new)
    }

    /// The ops a log with version `theirs` lacks: every op beyond its number for the op's
    /// desk, by desk and sequence number (for a transport to send).
    pub fn missing_for(&self, theirs: &VersionVector) -> Vec<Op> {
        self.ops()
            .filter(|o| o.seq > theirs.get(&o.desk))
            .cloned()
            .collect()
    }

    /// The ops that can be replayed: those whose every op seen is held and replayable too,
    /// with a smaller Lamport clock (an op that arrived before what its desk had seen waits
    /// for it). Returned as the version vector of that closed set.
    pub fn ready(&self) -> VersionVector {
        self.ready.clone()
    }

    /// Moves [`Log::ready`] on over the ops that have become replayable (it only grows).
    fn advance_ready(&mut self) {
        loop {
            let mut grew = false;
            for (desk, ops) in &self.ops {
                let mut n = self.ready.get(desk);
                while let Some(op) = ops.get(&(n + 1)) {
                    let ok = op.seen.0.iter().all(|(d, s)| {
                        self.ready.get(d) >= *s
                            && self
                                .ops
                                .get(d)
                                .and_then(|m| m.get(s))
                                .is_some_and(|dep| dep.lamport < op.lamport)
                    });
                    if !ok {
                        break;
                    }
                    n += 1;
                    grew = true;
                    self.ready.set(desk, n);
                }
            }
            if !grew {
                return;
            }
        }
    }

    /// The ops [`Log::ready`] covers, in replay order `(lamport, desk, seq)`.
    pub fn ordered(&self) -> Vec<&Op> {
        let ready = self.ready();
        let mut ops: Vec<&Op> = self.ops().filter(|o| ready.covers(&o.id())).collect();
        ops.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
        ops
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::swiss::{SwissGame, SwissSettings};
    use chrono::TimeZone;

    fn at(s: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 1, 19, 0, s)
            .single()
            .expect("time")
    }

    fn base() -> Event {
        Event::new(
            "Liga",
            Game::Swiss(SwissGame::new(SwissSettings::default())),
            at(0),
            7,
        )
    }

    fn op(desk: &str, seq: u64, lamport: u64, seen: &[(&str, u64)]) -> Op {
        Op {
            desk: DeskId::new(desk),
            seq,
            lamport,
            at: at(seq as u32),
            seen: VersionVector(seen.iter().map(|(d, s)| (DeskId::new(*d), *s)).collect()),
            command: Command::AddPlayers {
                names: vec![format!("{desk}{seq}")],
            },
        }
    }

    #[test]
    fn merge_is_a_union_and_the_same_op_twice_is_one() {
        let mut a = Log::new(base());
        assert_eq!(a.insert(op("a", 1, 1, &[])), Ok(true));
        assert_eq!(a.insert(op("a", 1, 1, &[])), Ok(false));
        let mut b = Log::new(base());
        b.insert(op("b", 1, 1, &[])).expect("b1");
        b.insert(op("b", 2, 2, &[("b", 1), ("a", 1)])).expect("b2");
        assert_eq!(a.merge(&b), Ok(2));
        assert_eq!(a.merge(&b), Ok(0));
        assert_eq!(a.len(), 3);
        let mut b2 = b.clone();
        b2.merge(&a).expect("merge");
        assert_eq!(a, b2);
        let v = a.version();
        assert_eq!((v.get(&DeskId::new("a")), v.get(&DeskId::new("b"))), (1, 2));
        // What a log that has only a/1 lacks: b's two ops.
        let theirs = VersionVector([(DeskId::new("a"), 1)].into_iter().collect());
        let ids: Vec<String> = a
            .missing_for(&theirs)
            .iter()
            .map(|o| o.id().to_string())
            .collect();
        assert_eq!(ids, ["b/1", "b/2"]);
    }

    #[test]
    fn a_log_saved_and_read_back_is_the_same_log() {
        let mut a = Log::new(base());
        a.insert(op("b", 1, 1, &[])).expect("b1");
        a.insert(op("b", 2, 3, &[("b", 1), ("a", 1)])).expect("b2");
        a.insert(op("a", 1, 2, &[])).expect("a1");
        let text = ron::to_string(&a).expect("saves");
        let back: Log = ron::from_str(&text).expect("reads");
        assert_eq!(back, a, "what can be replayed is worked out again");
        assert_eq!(back.ready().get(&DeskId::new("b")), 2);
        assert_eq!(back.lamport(), 3);
    }

    #[test]
    fn a_forked_or_malformed_op_is_refused_and_changes_nothing() {
        let mut a = Log::new(base());
        a.insert(op("a", 1, 1, &[])).expect("a1");
        let mut other = op("a", 1, 1, &[]);
        other.lamport = 5;
        let id = OpId {
            desk: DeskId::new("a"),
            seq: 1,
        };
        assert_eq!(a.insert(other.clone()), Err(MergeError::Forked(id)));
        assert_eq!(
            a.merge_ops([op("b", 1, 1, &[]), other]).map_err(|_| ()),
            Err(())
        );
        assert_eq!(
            a.len(),
            1,
            "the good op before the forked one is not kept either"
        );
        let gap = op("a", 3, 3, &[("a", 1)]);
        assert!(matches!(a.insert(gap), Err(MergeError::Malformed(_))));
        let mut elsewhere = Log::new(base());
        elsewhere.base.seed = 8;
        assert_eq!(a.merge(&elsewhere), Err(MergeError::OtherEvent));
    }

    #[test]
    fn an_op_waits_for_what_its_desk_had_seen() {
        let mut a = Log::new(base());
        // b/2 saw a/1, which has not arrived.
        a.insert(op("b", 1, 1, &[])).expect("b1");
        a.insert(op("b", 2, 3, &[("b", 1), ("a", 1)])).expect("b2");
        let names =
            |l: &Log| -> Vec<String> { l.ordered().iter().map(|o| o.id().to_string()).collect() };
        assert_eq!(names(&a), ["b/1"]);
        a.insert(op("a", 1, 2, &[])).expect("a1");
        assert_eq!(names(&a), ["b/1", "a/1", "b/2"]);
        // A tie in the Lamport clock goes by desk id.
        a.insert(op("a", 2, 3, &[("a", 1)])).expect("a2");
        assert_eq!(names(&a), ["b/1", "a/1", "a/2", "b/2"]);
        // An op whose clock is not above what it saw is never replayed.
        a.insert(op("c", 1, 1, &[("a", 2)])).expect("c1");
        assert_eq!(a.ordered().len(), 4);
    }
}
