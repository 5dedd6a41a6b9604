//! Per-round submissions where the latest counts: the lineups of Turnierfußball and the bids of
//! the Ostfriesischer Deich. Grand Slam keeps its entries (the latest per player and
//! tournament) in its own rounds; Swiss and Muck record results per table instead.
//!
//! Per round and per submitter (a participant or a team: any ordered key `K`) the latest
//! submission counts; the earlier ones are kept, in the order received, for the audit. A round's
//! submissions close when the round is evaluated: a later submission is refused with the reason
//! ([`Rejected::SubmissionsClosed`]), so what was evaluated stays what counts.
//!
//! Pure data: no clock (the audit entry of the command that submits carries the time), and
//! serde-serializable so a game can keep its [`Submissions`] in the event file.

use super::{Rejected, RoundNo};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One submission as received.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Submission<K, V> {
    /// Its place in the round's submissions, 1-based, in the order received (over all
    /// submitters).
    pub seq: u32,
    /// Who submitted it.
    pub by: K,
    /// What was submitted.
    pub value: V,
}

/// The submissions of one round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundSubmissions<K, V> {
    /// The round.
    pub round: RoundNo,
    /// Every submission in the order received; for each submitter the last one counts.
    pub entries: Vec<Submission<K, V>>,
    /// Set when the round was evaluated: no further submission is taken.
    pub closed: bool,
}

/// What [`Submissions::submit`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Submitted {
    /// The new submission's [`Submission::seq`].
    pub seq: u32,
    /// The `seq` of the submitter's earlier submission that no longer counts, if any.
    pub replaces: Option<u32>,
}

/// Submissions of every round, the latest of each submitter counting (module doc).
///
/// Rounds are kept in round order; a round appears once something was submitted for it or it
/// was closed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Submissions<K, V> {
    /// The rounds with submissions (or closed), in round order.
    rounds: Vec<RoundSubmissions<K, V>>,
}

impl<K, V> Default for Submissions<K, V> {
    fn default() -> Self {
        Self { rounds: Vec::new() }
    }
}

impl<K: Ord + Clone, V> Submissions<K, V> {
    /// No submission for any round.
    pub fn new() -> Self {
        Self::default()
    }

    /// Takes `value` from `by` for `round`; it counts from now on, and `by`'s earlier
    /// submission for the round (if any) stays in the audit but no longer counts. `what` names
    /// the submissions in the refusal (`lineups`, `bids`, `distributions`).
    ///
    /// # Errors
    /// [`Rejected::SubmissionsClosed`] when the round was evaluated ([`Self::close`]); nothing
    /// changes.
    pub fn submit(
        &mut self,
        round: RoundNo,
        by: K,
        value: V,
        what: &'static str,
    ) -> Result<Submitted, Rejected> {
        let r = self.round_entry(round);
        if r.closed {
            return Err(Rejected::SubmissionsClosed { round, what });
        }
        let replaces = r.entries.iter().rev().find(|s| s.by == by).map(|s| s.seq);
        let seq = r.entries.len() as u32 + 1;
        r.entries.push(Submission { seq, by, value });
        Ok(Submitted { seq, replaces })
    }

    /// Closes `round` at its evaluation: later submissions are refused. Returns whether it
    /// was open (closing twice changes nothing).
    pub fn close(&mut self, round: RoundNo) -> bool {
        let r = self.round_entry(round);
        !std::mem::replace(&mut r.closed, true)
    }

    /// Whether `round` was evaluated (its submissions closed).
    pub fn is_closed(&self, round: RoundNo) -> bool {
        self.of(round).is_some_and(|r| r.closed)
    }

    /// The submission of `by` that counts for `round`: their latest.
    pub fn latest(&self, round: RoundNo, by: &K) -> Option<&Submission<K, V>> {
        self.of(round)?.entries.iter().rev().find(|s| &s.by == by)
    }

    /// The submissions that count for `round`: the latest of each submitter, in submitter
    /// order.
    pub fn counting(&self, round: RoundNo) -> Vec<&Submission<K, V>> {
        let mut latest: BTreeMap<&K, &Submission<K, V>> = BTreeMap::new();
        for s in self.of(round).map_or(&[][..], |r| &r.entries) {
            latest.insert(&s.by, s);
        }
        latest.into_values().collect()
    }

    /// Every submission of `by` for `round`, in the order received (the last one counts).
    pub fn history<'a>(
        &'a self,
        round: RoundNo,
        by: &'a K,
    ) -> impl Iterator<Item = &'a Submission<K, V>> + 'a {
        self.of(round)
            .into_iter()
            .flat_map(|r| &r.entries)
            .filter(move |s| &s.by == by)
    }

    /// The submissions of `round` with their state, if anything was submitted or it was
    /// closed.
    pub fn of(&self, round: RoundNo) -> Option<&RoundSubmissions<K, V>> {
        self.rounds
            .binary_search_by_key(&round, |r| r.round)
            .ok()
            .map(|i| &self.rounds[i])
    }

    /// Every round with submissions (or closed), in round order.
    pub fn rounds(&self) -> &[RoundSubmissions<K, V>] {
        &self.rounds
    }

    fn round_entry(&mut self, round: RoundNo) -> &mut RoundSubmissions<K, V> {
        let i = match self.rounds.binary_search_by_key(&round, |r| r.round) {
            Ok(i) => i,
            Err(i) => {
                self.rounds.insert(
                    i,
                    RoundSubmissions {
                        round,
                        entries: Vec::new(),
                        closed: false,
                    },
                );
                i
            }
        };
        &mut self.rounds[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_latest_counts_and_the_earlier_stay() {
        let mut s: Submissions<&str, u32> = Submissions::new();
        let r = RoundNo(1);
        assert_eq!(
            s.submit(r, "Anna", 3, "bids"),
            Ok(Submitted {
                seq: 1,
                replaces: None
            })
        );
        s.submit(r, "Bert", 5, "bids").expect("open");
        assert_eq!(
            s.submit(r, "Anna", 4, "bids"),
            Ok(Submitted {
                seq: 3,
                replaces: Some(1)
            })
        );
        assert_eq!(s.latest(r, &"Anna").map(|x| x.value), Some(4));
        assert_eq!(
            s.counting(r)
                .iter()
                .map(|x| (x.by, x.value))
                .collect::<Vec<_>>(),
            [("Anna", 4), ("Bert", 5)]
        );
        assert_eq!(
            s.history(r, &"Anna").map(|x| x.value).collect::<Vec<_>>(),
            [3, 4]
        );
        assert_eq!(s.latest(RoundNo(2), &"Anna"), None);
        assert!(s.counting(RoundNo(2)).is_empty());
    }

    #[test]
    fn submissions_close_at_evaluation() {
        let mut s: Submissions<u32, &str> = Submissions::new();
        s.submit(RoundNo(2), 7, "4-4-2", "lineups").expect("open");
        assert!(!s.is_closed(RoundNo(2)));
        assert!(s.close(RoundNo(2)));
        assert!(!s.close(RoundNo(2)), "closing twice changes nothing");
        let before = s.clone();
        let e = s
            .submit(RoundNo(2), 7, "3-5-2", "lineups")
            .expect_err("closed");
        assert_eq!(
            e.to_string(),
            "lineups for round 2 closed when it was evaluated"
        );
        assert_eq!(s, before);
        assert_eq!(s.latest(RoundNo(2), &7).map(|x| x.value), Some("4-4-2"));
        // A round closed with nothing submitted refuses too; other rounds stay open.
        s.close(RoundNo(1));
        assert!(s.submit(RoundNo(1), 7, "x", "lineups").is_err());
        assert!(s.submit(RoundNo(3), 7, "x", "lineups").is_ok());
        let order: Vec<u32> = s.rounds().iter().map(|r| r.round.0).collect();
        assert_eq!(order, [1, 2, 3]);
    }

    #[test]
    fn submissions_survive_a_save() {
        let mut s: Submissions<u32, Vec<u32>> = Submissions::new();
        s.submit(RoundNo(1), 2, vec![1, 2], "distributions")
            .expect("open");
        s.submit(RoundNo(1), 2, vec![3], "distributions")
            .expect("open");
        s.close(RoundNo(1));
        let json = serde_json::to_string(&s).expect("json");
        let back: Submissions<u32, Vec<u32>> = serde_json::from_str(&json).expect("json");
        assert_eq!(back, s);
        let ron = ron::to_string(&s).expect("ron");
        let back: Submissions<u32, Vec<u32>> = ron::from_str(&ron).expect("ron");
        assert_eq!(back, s);
    }

    /// One step: submit `(round, key, value)` or close a round.
    #[derive(Debug, Clone)]
    enum Step {
        Submit(u32, u8, u16),
        Close(u32),
    }

    fn step() -> impl Strategy<Value = Step> {
        prop_oneof![
            6 => (1..4u32, 0..5u8, any::<u16>()).prop_map(|(r, k, v)| Step::Submit(r, k, v)),
            1 => (1..4u32).prop_map(Step::Close),
        ]
    }

    proptest! {
        /// For every round and submitter, what counts is the last submission taken before the
        /// round closed; every taken submission is kept; none is taken after the close.
        #[test]
        fn the_latest_taken_counts(steps in prop::collection::vec(step(), 0..60)) {
            let mut s: Submissions<u8, u16> = Submissions::new();
            let mut taken: Vec<(u32, u8, u16)> = Vec::new();
            let mut closed: Vec<u32> = Vec::new();
            for st in &steps {
                match *st {
                    Step::Submit(r, k, v) => {
                        let res = s.submit(RoundNo(r), k, v, "bids");
                        prop_assert_eq!(res.is_ok(), !closed.contains(&r));
                        if res.is_ok() {
                            taken.push((r, k, v));
                        }
                    }
                    Step::Close(r) => {
                        prop_assert_eq!(s.close(RoundNo(r)), !closed.contains(&r));
                        if !closed.contains(&r) {
                            closed.push(r);
                        }
                    }
                }
            }
            for r in 1..4u32 {
                let mut want: BTreeMap<u8, u16> = BTreeMap::new();
                for (_, k, v) in taken.iter().filter(|t| t.0 == r) {
                    want.insert(*k, *v);
                }
                let got: BTreeMap<u8, u16> = s
                    .counting(RoundNo(r))
                    .iter()
                    .map(|x| (x.by, x.value))
                    .collect();
                prop_assert_eq!(&got, &want);
                for k in 0..5u8 {
                    prop_assert_eq!(
                        s.latest(RoundNo(r), &k).map(|x| x.value),
                        want.get(&k).copied()
                    );
                    let all: Vec<u16> = s.history(RoundNo(r), &k).map(|x| x.value).collect();
                    let expect: Vec<u16> = taken
                        .iter()
                        .filter(|t| t.0 == r && t.1 == k)
                        .map(|t| t.2)
                        .collect();
                    prop_assert_eq!(all, expect);
                }
                prop_assert_eq!(s.is_closed(RoundNo(r)), closed.contains(&r));
            }
        }
    }
}
