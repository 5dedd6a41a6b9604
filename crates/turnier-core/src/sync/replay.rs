//! Deterministic replay and the conflict rule: the event of a log is its base with every
//! replayable op applied by the pure [`apply`] in `(lamport, desk, seq)` order; results that
//! two desks typed without seeing each other are kept side by side as a [`Difference`].
//!
//! For each op, in that order:
//!
//! - **A result** (a Swiss table's result, Muck Bobbl scores: [`Slot`]) is checked against
//!   what stands in each slot it writes. The entries of a slot are the ops whose value is
//!   live there, the first one the value the event has. An entry the op has seen is
//!   superseded (the op corrects it). If the entry that stands is superseded, or there is
//!   none, the op's value is applied; if it stands and holds the same value, that is
//!   agreement; if it stands with another value, the op's value is not applied but kept as a
//!   further entry: a difference, shown on every desk, until an op that has seen the entries
//!   settles it (take one: [`super::Desk::settle`], or type the right value). Bobbl of one
//!   sheet are slots of their own: two desks that enter different Bobbl of a sheet never
//!   differ.
//! - **A result for a round whose publishing op it has not seen** (its desk typed it against
//!   its own publish, which the replay refused because another desk published the round
//!   first) is refused: its table numbers are another draw's (`sync-err-round-elsewhere`).
//! - **Any other op** is applied; a refusal ([`Rejected`]) leaves it in the log without
//!   effect, reported with its desk ([`Refusal`]): two desks that pair or publish the same
//!   round, the later one is refused here. A command that changes nothing
//!   ([`Rejected::Unchanged`]) is agreement, no refusal. A Turnierfußball lineup, a Deich bid
//!   and a Grand Slam entry are such ops: the system keeps the latest per team or player, so
//!   the one later in this order counts.

use super::log::{DeskId, Op, OpId};
use super::slots::{self, Slot, Value};
use crate::game::{Event, Msg, Rejected, RoundNo, RoundState, apply};
use std::collections::BTreeMap;

/// What the replay did with one op.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Applied: the event changed.
    Applied,
    /// Nothing to change: the same value stands (the refusal a single desk would give, for
    /// a desk to show when it was its own op).
    Agreed(Rejected),
    /// A result that differs from a value another desk entered concurrently: kept as an
    /// entry of a [`Difference`] (the Bobbl of it that no other desk entered are applied).
    Differs,
    /// Refused: kept in the log without effect.
    Refused(Rejected),
}

/// An op the replay refused, with its desk: what that desk says ("round 2 was published by
/// desk door-1 first").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The op (its desk and number there).
    pub op: OpId,
    /// Why, as [`apply`] said it.
    pub why: Rejected,
}

/// One value entered into a slot, with the ops that entered it (two desks that agree are one
/// entry with two ops).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The value.
    pub value: Value,
    /// The ops that entered it, in replay order.
    pub by: Vec<OpId>,
}

/// A slot where desks entered different values without seeing each other: every value is
/// kept, the first is the one the event has (as a Muck first entry before its second entry
/// is settled), until a desk takes one ([`super::Desk::settle`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// Where.
    pub slot: Slot,
    /// The values, the one the event has first; at least two.
    pub entries: Vec<Entry>,
}

impl Difference {
    /// The ops of every entry (what a desk settling it must have seen).
    pub fn ops(&self) -> impl Iterator<Item = &OpId> {
        self.entries.iter().flat_map(|e| e.by.iter())
    }

    /// `(round, table, Bobbl 1-based)` when it is a Bobbl of a Muck sheet's first entry (the
    /// one the ranking counts, R-M1), for [`crate::muck::ranking::MuckRanking::with_desks_differing`].
    pub fn muck_first_entry(&self) -> Option<(RoundNo, crate::game::TableNo, u32)> {
        match self.slot {
            Slot::Muck {
                round,
                table,
                second: false,
                bobbl,
            } => Some((round, table, bobbl)),
            _ => None,
        }
    }
}

/// One live entry of a slot: the op and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Live {
    op: OpId,
    value: Value,
}

/// The replay of a log: the event so far, and what each op did. Ops are pushed in replay
/// order ([`super::Log::ordered`]); the same ops in the same order give the same state on
/// every desk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    event: Event,
    /// The ops pushed, in order.
    done: Vec<OpId>,
    /// Per slot its live entries, the one that stands first.
    slots: BTreeMap<Slot, Vec<Live>>,
    /// Per round the op that published it (a round of the base has none).
    published_by: BTreeMap<RoundNo, OpId>,
    refused: Vec<Refusal>,
}

impl Replay {
    /// The replay of no op: `base` as it is.
    pub fn new(base: Event) -> Self {
        Self {
            event: base,
            done: Vec::new(),
            slots: BTreeMap::new(),
            published_by: BTreeMap::new(),
            refused: Vec::new(),
        }
    }

    /// `base` with `ops` replayed, which must be in replay order.
    pub fn of<'a>(base: Event, ops: impl IntoIterator<Item = &'a Op>) -> Self {
        let mut r = Self::new(base);
        for op in ops {
            r.push(op);
        }
        r
    }

    /// The event so far.
    pub fn event(&self) -> &Event {
        &self.event
    }

    /// The ops replayed, in order.
    pub fn done(&self) -> &[OpId] {
        &self.done
    }

    /// Every op refused, in replay order.
    pub fn refused(&self) -> &[Refusal] {
        &self.refused
    }

    /// The ops of `desk` refused: what that desk says.
    pub fn refused_of<'a>(&'a self, desk: &'a DeskId) -> impl Iterator<Item = &'a Refusal> {
        self.refused.iter().filter(move |r| &r.op.desk == desk)
    }

    /// The open differences, by slot (round, table, Bobbl).
    pub fn differences(&self) -> Vec<Difference> {
        self.slots
            .iter()
            .filter_map(|(slot, live)| {
                let mut entries: Vec<Entry> = Vec::new();
                for l in live {
                    match entries.iter_mut().find(|e| e.value == l.value) {
                        Some(e) => e.by.push(l.op.clone()),
                        None => entries.push(Entry {
                            value: l.value,
                            by: vec![l.op.clone()],
                        }),
                    }
                }
                (entries.len() > 1).then_some(Difference {
                    slot: *slot,
                    entries,
                })
            })
            .collect()
    }

    /// Replays `op` after those pushed so far (the caller keeps the replay order).
    pub fn push(&mut self, op: &Op) -> Outcome {
        self.done.push(op.id());
        let outcome = match slots::slots_of(&op.command) {
            Some(written) => self.result(op, &written),
            None => self.plain(op),
        };
        if let Outcome::Refused(why) = &outcome {
            self.refused.push(Refusal {
                op: op.id(),
                why: why.clone(),
            });
        }
        outcome
    }

    /// [`Replay::push`] for an op a desk is about to commit: when `keep` says no (given the
    /// outcome and the replay after it), the replay is as it was before, and the outcome is
    /// returned all the same. `keep` must say yes to every outcome that changed the event
    /// ([`Outcome::Applied`], [`Outcome::Differs`]).
    pub fn push_if(&mut self, op: &Op, keep: impl FnOnce(&Outcome, &Replay) -> bool) -> Outcome {
        let written = slots::slots_of(&op.command).unwrap_or_default();
        let saved: Vec<(Slot, Option<Vec<Live>>)> = written
            .iter()
            .map(|(s, _)| (*s, self.slots.get(s).cloned()))
            .collect();
        let (done, refused) = (self.done.len(), self.refused.len());
        let outcome = self.push(op);
        let changed = matches!(outcome, Outcome::Applied | Outcome::Differs);
        if !changed && !keep(&outcome, self) {
            self.done.truncate(done);
            self.refused.truncate(refused);
            for (slot, live) in saved {
                match live {
                    Some(l) => self.slots.insert(slot, l),
                    None => self.slots.remove(&slot),
                };
            }
        }
        outcome
    }

    /// How many differences are open ([`Replay::differences`] without building them).
    pub fn open_differences(&self) -> usize {
        self.slots
            .values()
            .filter(|live| live.iter().any(|l| l.value != live[0].value))
            .count()
    }

    /// An op that is no result: applied, or refused, or unchanged.
    fn plain(&mut self, op: &Op) -> Outcome {
        match self.apply_all(op, std::slice::from_ref(&op.command)) {
            Ok(()) => {
                if let Some((round, table)) = slots::settles(&op.command) {
                    self.slots
                        .retain(|s, _| s.round() != round || s.table() != table);
                }
                Outcome::Applied
            }
            Err(Rejected::Unchanged { table, entered }) => {
                Outcome::Agreed(Rejected::Unchanged { table, entered })
            }
            Err(why) => Outcome::Refused(why),
        }
    }

    /// A result writing `written`: the conflict rule (module doc).
    fn result(&mut self, op: &Op, written: &[(Slot, Value)]) -> Outcome {
        let Some((first, _)) = written.first() else {
            return self.plain(op);
        };
        let round = first.round();
        if let Some(by) = self.published_by.get(&round).filter(|p| !op.has_seen(p)) {
            return Outcome::Refused(Rejected::refused(
                "result",
                Msg::key("sync-err-round-elsewhere")
                    .num("round", round.0)
                    .text("desk", &by.desk),
            ));
        }
        // Per slot: is it free for this op (nothing stands, or what stands the op has
        // seen), or does a value it has not seen stand there, equal or not?
        let mut free = Vec::with_capacity(written.len());
        let mut differs = false;
        for (slot, value) in written {
            let standing = self
                .slots
                .get(slot)
                .and_then(|l| l.first())
                .filter(|l| !op.has_seen(&l.op));
            free.push(standing.is_none());
            differs |= standing.is_some_and(|l| l.value != *value);
        }
        let parts = slots::part(&op.command, &free);
        let outcome = match self.apply_all(op, &parts) {
            Ok(()) if differs => Outcome::Differs,
            Ok(()) if parts.is_empty() => match slots::unchanged(written) {
                Some(why) => Outcome::Agreed(why),
                None => Outcome::Applied,
            },
            Ok(()) => Outcome::Applied,
            Err(Rejected::Unchanged { table, entered }) if !differs => {
                Outcome::Agreed(Rejected::Unchanged { table, entered })
            }
            Err(why) => return Outcome::Refused(why),
        };
        for ((slot, value), free) in written.iter().zip(free) {
            let live = self.slots.entry(*slot).or_default();
            live.retain(|l| !op.has_seen(&l.op));
            let me = Live {
                op: op.id(),
                value: *value,
            };
            if free {
                live.insert(0, me);
            } else {
                live.push(me);
            }
        }
        outcome
    }

    /// Applies `cmds` (the op's command, or the parts of it that are applied) in turn at the
    /// op's time, all or none; notes the round a publish fixed and forgets the slots of
    /// rounds that no longer exist (a playoff taken back).
    fn apply_all(&mut self, op: &Op, cmds: &[crate::game::Command]) -> Result<(), Rejected> {
        let before = self.round_state();
        let mut ev: Option<Event> = None;
        for cmd in cmds {
            let from = ev.as_ref().unwrap_or(&self.event);
            ev = Some(apply(from, cmd.clone(), op.at)?);
        }
        if let Some(ev) = ev {
            self.event = ev;
        }
        let after = self.round_state();
        let fixed =
            |s: Option<RoundState>| matches!(s, Some(RoundState::Published | RoundState::Complete));
        if let (n, state) = after
            && n > 0
            && fixed(state)
            && (after.0 > before.0 || (after.0 == before.0 && !fixed(before.1)))
        {
            self.published_by.insert(RoundNo(n as u32), op.id());
        }
        let count = after.0 as u32;
        self.published_by.retain(|r, _| r.0 <= count);
        self.slots.retain(|s, _| s.round().0 <= count);
        Ok(())
    }

    fn round_state(&self) -> (usize, Option<RoundState>) {
        (
            self.event.game.round_count(),
            self.event.game.last_round_state(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Command, Game, TableNo};
    use crate::muck::{BobblScore, MuckCommand, MuckGame, MuckSettings};
    use crate::swiss::{MatchResult, SwissCommand, SwissGame, SwissSettings};
    use crate::sync::log::VersionVector;
    use chrono::{DateTime, TimeZone, Utc};

    fn at(s: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 1, 20, 0, s)
            .single()
            .expect("time")
    }

    /// An op of `desk` that has seen `seen` (its own earlier ops included).
    fn op(desk: &str, seq: u64, lamport: u64, seen: &[(&str, u64)], command: Command) -> Op {
        let mut v: VersionVector =
            VersionVector(seen.iter().map(|(d, s)| (DeskId::new(*d), *s)).collect());
        if seq > 1 {
            v.0.insert(DeskId::new(desk), seq - 1);
        }
        Op {
            desk: DeskId::new(desk),
            seq,
            lamport,
            at: at(lamport as u32),
            seen: v,
            command,
        }
    }

    fn published(game: Game, cmds: Vec<Command>) -> Event {
        let mut ev = Event::new("t", game, at(0), 3);
        for c in cmds {
            ev = apply(&ev, c, at(0)).expect("set up");
        }
        ev
    }

    fn swiss() -> Event {
        published(
            Game::Swiss(SwissGame::new(SwissSettings::default())),
            vec![
                Command::AddPlayers {
                    names: ["Anna", "Bert", "Cora", "Dirk"].map(String::from).to_vec(),
                },
                Command::Swiss(SwissCommand::PairNextRound),
                Command::Publish,
            ],
        )
    }

    fn result(wins_a: u8, wins_b: u8) -> Command {
        Command::Swiss(SwissCommand::RecordResult {
            round: Some(RoundNo(1)),
            table: TableNo(1),
            result: MatchResult::new(wins_a, wins_b, 0).expect("result"),
        })
    }

    #[test]
    fn three_desks_three_values_are_one_difference_with_every_value() {
        let ops = [
            op("a", 1, 1, &[], result(2, 0)),
            op("b", 1, 1, &[], result(2, 1)),
            op("c", 1, 1, &[], result(0, 2)),
            op("d", 1, 1, &[], result(2, 1)),
        ];
        let r = Replay::of(swiss(), &ops);
        let d = r.differences();
        assert_eq!(d.len(), 1);
        let shown: Vec<String> = d[0]
            .entries
            .iter()
            .map(|e| {
                let by: Vec<String> = e.by.iter().map(ToString::to_string).collect();
                format!("{} {}", e.value, by.join(" "))
            })
            .collect();
        assert_eq!(shown, ["2-0 a/1", "2-1 b/1 d/1", "0-2 c/1"]);
        // The event has the first value in replay order, entered once.
        let t = &r.event().swiss().expect("swiss").rounds[0].tables[0];
        assert_eq!(t.result.map(|x| x.to_string()).as_deref(), Some("2-0"));
        assert_eq!(r.event().audit.len(), 3 + 1, "set-up and one result");
        assert!(r.refused().is_empty());
        // A desk that has seen all four settles it with one of them.
        let settle = op("a", 2, 2, &[("b", 1), ("c", 1), ("d", 1)], result(0, 2));
        let mut r = r;
        assert_eq!(r.push(&settle), Outcome::Applied);
        assert!(r.differences().is_empty());
        // Having seen only some of them leaves the others standing beside it.
        let mut partial = Replay::of(swiss(), &ops);
        let late = op("b", 2, 2, &[("a", 1)], result(0, 2));
        assert_eq!(
            partial.push(&late),
            Outcome::Applied,
            "it corrects a/1, which it saw"
        );
        let values: Vec<String> = partial.differences()[0]
            .entries
            .iter()
            .map(|e| e.value.to_string())
            .collect();
        assert_eq!(
            values,
            ["0-2", "2-1"],
            "b/2 agrees with c/1; d/1, unseen, stays"
        );
    }

    fn muck() -> Event {
        published(
            Game::Muck(MuckGame::new(MuckSettings::default())),
            vec![
                Command::Muck(MuckCommand::AddEntrants {
                    entrants: [["Anke", "Bodo"], ["Carla", "Detlef"]]
                        .map(|p| p.map(String::from).to_vec())
                        .to_vec(),
                }),
                Command::Muck(MuckCommand::DrawRound),
                Command::Publish,
            ],
        )
    }

    fn score(bobbl: u32, scores: &[(u32, u32)]) -> Command {
        Command::Muck(MuckCommand::Score {
            round: Some(RoundNo(1)),
            table: TableNo(1),
            bobbl,
            scores: scores
                .iter()
                .map(|(a, b)| BobblScore { a: *a, b: *b })
                .collect(),
            second_entry: false,
        })
    }

    #[test]
    fn a_sheet_differs_per_bobbl_and_loses_nothing() {
        // a enters Bobbl 1; b, not having seen it, the whole sheet with another Bobbl 1.
        let ops = [
            op("a", 1, 1, &[], score(1, &[(21, 4)])),
            op("b", 1, 1, &[], score(1, &[(21, 5), (13, 21)])),
        ];
        let mut r = Replay::new(muck());
        assert_eq!(r.push(&ops[0]), Outcome::Applied);
        assert_eq!(r.push(&ops[1]), Outcome::Differs);
        let t = &r.event().muck().expect("muck").rounds[0].tables[0];
        assert_eq!(
            t.bobbl,
            [
                Some(BobblScore { a: 21, b: 4 }),
                Some(BobblScore { a: 13, b: 21 })
            ],
            "Bobbl 2, which only b entered, is in"
        );
        let d = r.differences();
        assert_eq!(d.len(), 1);
        assert_eq!(
            d[0].slot,
            Slot::Muck {
                round: RoundNo(1),
                table: TableNo(1),
                second: false,
                bobbl: 1
            }
        );
        // The same sheet typed the same again by c: agreement, no refusal, no change.
        let same = op("c", 1, 1, &[], score(1, &[(21, 4), (13, 21)]));
        let before = r.event().clone();
        let mut r2 = r.clone();
        assert!(matches!(r2.push(&same), Outcome::Agreed(_)));
        assert_eq!(r2.event(), &before);
        assert!(r2.refused().is_empty());
        // A second entry of the sheet is a slot of its own: it never differs from the first.
        let second = Command::Muck(MuckCommand::Score {
            round: Some(RoundNo(1)),
            table: TableNo(1),
            bobbl: 2,
            scores: vec![BobblScore { a: 13, b: 21 }],
            second_entry: true,
        });
        assert_eq!(
            r.push(&op("c", 1, 2, &[("a", 1), ("b", 1)], second)),
            Outcome::Applied
        );
        assert_eq!(r.differences().len(), 1);
    }

    #[test]
    fn a_refused_op_is_kept_without_effect_and_named() {
        let ops = [
            op("a", 1, 1, &[], Command::Swiss(SwissCommand::PairNextRound)),
            op("b", 1, 1, &[], Command::Swiss(SwissCommand::PairNextRound)),
        ];
        // Round 1 is still open: round 2 cannot be paired, on either desk.
        let r = Replay::of(swiss(), &ops);
        let who: Vec<String> = r.refused().iter().map(|x| x.op.to_string()).collect();
        assert_eq!(who, ["a/1", "b/1"]);
        assert_eq!(r.refused_of(&DeskId::new("b")).count(), 1);
        assert_eq!(r.event(), &swiss(), "nothing changed");
        assert_eq!(r.done().len(), 2, "both replayed");
    }
}
