//! The whole race: the rounds evaluated one after the other from the start FP (rules 1 and 2),
//! and the order so far or the final order (R-D4). Pure: the same start FP and bids give the
//! same race.

use super::bid::Move;
use super::ranking::{Entry, Out, Placed, order};
use super::round::{RoundOutcome, evaluate};
use super::{Fp, Nmr, RoundNo};

/// The race after the rounds evaluated so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Race<K> {
    /// Each evaluated round's outcome, round 1 first.
    pub rounds: Vec<RoundOutcome<K>>,
    /// Every player with his FP now (in) or his FP left when he went out, in start order.
    pub entries: Vec<Entry<K>>,
    /// Whether the race is over: two or fewer left after a round (2.1, R-D4).
    pub finished: bool,
}

impl<K: Clone + PartialEq> Race<K> {
    /// Those still in with their FP, in start order.
    pub fn fp(&self) -> Vec<(K, Fp)> {
        self.entries
            .iter()
            .filter(|e| e.out.is_none())
            .map(|e| (e.who.clone(), e.fp))
            .collect()
    }

    /// Whether `who` is still in.
    pub fn is_in(&self, who: &K) -> bool {
        self.entries
            .iter()
            .any(|e| &e.who == who && e.out.is_none())
    }

    /// The entry of `who`.
    pub fn entry(&self, who: &K) -> Option<&Entry<K>> {
        self.entries.iter().find(|e| &e.who == who)
    }

    /// The order so far, or the final order once [`Race::finished`] (R-D4).
    pub fn order(&self) -> Vec<Placed<K>> {
        order(&self.entries)
    }

    /// The next round to bid in, `None` once the race is over.
    pub fn open_round(&self) -> Option<RoundNo> {
        (!self.finished).then_some(RoundNo(self.rounds.len() as u32 + 1))
    }

    /// FP of `who` after each evaluated round while he was in (round 1 first), ending with
    /// the FP left in the round he went out in; his start FP is not included.
    pub fn fp_by_round(&self, who: &K) -> Vec<Fp> {
        let mut v = Vec::new();
        for r in &self.rounds {
            if let Some((_, fp)) = r.fp.iter().find(|(k, _)| k == who) {
                v.push(*fp);
            } else if let Some(e) = r.eliminated.iter().find(|e| &e.who == who) {
                v.push(e.fp_left);
                break;
            }
        }
        v
    }
}

/// Plays the race: `start` is every player with his start FP (in registration order);
/// `rounds` evaluated rounds are played, `moves(round, player)` giving each player's move
/// in each. Rounds after the race ended (two or fewer left) are not played.
pub fn play<K: Clone + PartialEq>(
    start: &[(K, Fp)],
    rounds: u32,
    nmr: Nmr,
    mut moves: impl FnMut(RoundNo, &K) -> Move,
) -> Race<K> {
    let mut entries: Vec<Entry<K>> = start
        .iter()
        .map(|(k, fp)| Entry {
            who: k.clone(),
            fp: *fp,
            out: None,
        })
        .collect();
    let mut outcomes = Vec::new();
    let mut finished = false;
    for n in 1..=rounds {
        if finished {
            break;
        }
        let round = RoundNo(n);
        let players: Vec<(K, Fp, Move)> = entries
            .iter()
            .filter(|e| e.out.is_none())
            .map(|e| (e.who.clone(), e.fp, moves(round, &e.who)))
            .collect();
        let o = evaluate(&players, nmr);
        for e in entries.iter_mut() {
            if let Some((_, fp)) = o.fp.iter().find(|(k, _)| *k == e.who) {
                e.fp = *fp;
            } else if let Some(x) = o.eliminated.iter().find(|x| x.who == e.who) {
                e.fp = x.fp_left;
                e.out = Some(Out {
                    round,
                    reason: x.reason,
                    participated: x.participated,
                });
            }
        }
        finished = o.finishes();
        outcomes.push(o);
    }
    Race {
        rounds: outcomes,
        entries,
        finished,
    }
}
