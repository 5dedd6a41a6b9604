//! The evaluation of one round (rules 1.2..1.4, RULINGS R-D1..R-D3), in the order R-D2 gives:
//! pay the bids; the lowest bid(s) are out; +500 FP to the single highest bidder, only if his
//! bid is above the lowest; then everyone left with 0 FP is out. An NMR counts as a bid of 0
//! (variant `b`) or puts the player out at once (variant `a`), R-D3.

use super::bid::{Move, counted};
use super::{Fp, Nmr};
use serde::{Deserialize, Serialize};

/// Why a player left the race.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OutReason {
    /// Among the lowest bids of the round (1.3.1); under NMR variant `b` an NMR is a bid of 0
    /// and leaves for this reason too (R-D3).
    Lowest,
    /// 0 FP at the end of the round (1.3.2).
    Zero,
    /// No move under NMR variant `a`: out at once (1.3.3 a, R-D3).
    Nmr,
}

impl OutReason {
    /// The reason as the JSON and the CLI spell it: `lowest`, `zero`, `nmr`.
    pub fn key(self) -> &'static str {
        match self {
            Self::Lowest => "lowest",
            Self::Zero => "zero",
            Self::Nmr => "nmr",
        }
    }
}

/// One player out in a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Eliminated<K> {
    /// Who.
    pub who: K,
    /// Why.
    pub reason: OutReason,
    /// His FP after paying this round's bid (they are lost, 1.3.1).
    pub fp_left: Fp,
    /// Whether he bid this round (false for an NMR): those who bid are ranked before those
    /// who did not (2.3.2, R-D4).
    pub participated: bool,
}

/// What a round did: the input to the forum post of 3.2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundOutcome<K> {
    /// FP each player spent, in input order: the counted bid (R-D1); an NMR under `b` spent 0;
    /// an NMR under `a` is not listed (he made no bid).
    pub spent: Vec<(K, Fp)>,
    /// The FP of those still in after the round, bonus included, in input order.
    pub fp: Vec<(K, Fp)>,
    /// The single highest bidder who got the 500 FP bonus (1.4), if any.
    pub bonus: Option<K>,
    /// Those out this round, in input order.
    pub eliminated: Vec<Eliminated<K>>,
}

impl<K> RoundOutcome<K> {
    /// Whether the race ends with this round: two or fewer left (2.1, R-D4).
    pub fn finishes(&self) -> bool {
        self.fp.len() <= 2
    }
}

/// Evaluates one round: `players` are those still in, in registration order, each with his
/// FP before the round and his move. Every round with at least one player in removes at
/// least one (the lowest bids, or every NMR under `a`).
///
/// R-D2 order; R-D1 (a bid above the FP counts as all FP); R-D3 (`nmr`). Pure.
pub fn evaluate<K: Clone>(players: &[(K, Fp, Move)], nmr: Nmr) -> RoundOutcome<K> {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        In,
        Out(OutReason),
    }
    struct Row {
        fp: Fp,
        spent: Option<Fp>,
        bid: bool,
        state: State,
    }
    let mut rows: Vec<Row> = players
        .iter()
        .map(|(_, fp, mv)| match (mv, nmr) {
            (Move::Bid(b), _) => Row {
                fp: fp.minus(counted(*b, *fp)),
                spent: Some(counted(*b, *fp)),
                bid: true,
                state: State::In,
            },
            // 1.3.3 b: as if he had bid 0.
            (Move::Nmr, Nmr::B) => Row {
                fp: *fp,
                spent: Some(Fp(0)),
                bid: false,
                state: State::In,
            },
            // 1.3.3 a: out at once; the rest of the round goes on without him.
            (Move::Nmr, Nmr::A) => Row {
                fp: *fp,
                spent: None,
                bid: false,
                state: State::Out(OutReason::Nmr),
            },
        })
        .collect();
    let bidding = || {
        rows.iter()
            .filter(|r| r.state == State::In)
            .map(|r| r.spent)
    };
    let lowest = bidding().flatten().min();
    let highest = bidding().flatten().max();
    let mut bonus = None;
    if let (Some(low), Some(high)) = (lowest, highest) {
        let top: Vec<usize> = (0..rows.len())
            .filter(|&i| rows[i].state == State::In && rows[i].spent == Some(high))
            .collect();
        for r in rows.iter_mut() {
            if r.state == State::In && r.spent == Some(low) {
                r.state = State::Out(OutReason::Lowest);
            }
        }
        // 1.4: only a single highest bidder, and only above the lowest (R-D2).
        if let [one] = top[..]
            && high > low
        {
            rows[one].fp = rows[one].fp.plus(Fp::BONUS);
            bonus = Some(players[one].0.clone());
        }
    }
    for r in rows.iter_mut() {
        if r.state == State::In && r.fp == Fp(0) {
            r.state = State::Out(OutReason::Zero);
        }
    }
    let mut out = RoundOutcome {
        spent: Vec::new(),
        fp: Vec::new(),
        bonus,
        eliminated: Vec::new(),
    };
    for ((who, _, _), r) in players.iter().zip(&rows) {
        if let Some(s) = r.spent {
            out.spent.push((who.clone(), s));
        }
        match r.state {
            State::In => out.fp.push((who.clone(), r.fp)),
            State::Out(reason) => out.eliminated.push(Eliminated {
                who: who.clone(),
                reason,
                fp_left: r.fp,
                participated: r.bid,
            }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bids(v: &[(&'static str, u64, Option<u64>)]) -> Vec<(&'static str, Fp, Move)> {
        v.iter()
            .map(|(k, fp, b)| (*k, Fp(*fp), b.map_or(Move::Nmr, |b| Move::Bid(Fp(b)))))
            .collect()
    }

    #[test]
    fn rule_1_3_1_the_lowest_bidders_are_all_out() {
        let o = evaluate(
            &bids(&[
                ("A", 1000, Some(100)),
                ("B", 1000, Some(100)),
                ("C", 1000, Some(300)),
            ]),
            Nmr::B,
        );
        let out: Vec<_> = o.eliminated.iter().map(|e| (e.who, e.reason)).collect();
        assert_eq!(out, [("A", OutReason::Lowest), ("B", OutReason::Lowest)]);
        assert_eq!(o.bonus, Some("C"));
        assert_eq!(o.fp, [("C", Fp(1200))]);
        assert!(o.finishes());
    }

    #[test]
    fn rule_1_3_2_zero_fp_after_the_bonus_is_out() {
        // C spends all 300 FP, but as the single highest bidder gets 500 back: in.
        let o = evaluate(
            &bids(&[
                ("A", 1000, Some(100)),
                ("B", 1000, Some(200)),
                ("C", 300, Some(300)),
                ("D", 200, Some(200)),
            ]),
            Nmr::B,
        );
        assert_eq!(o.bonus, Some("C"));
        assert_eq!(o.fp, [("B", Fp(800)), ("C", Fp(500))]);
        let out: Vec<_> = o
            .eliminated
            .iter()
            .map(|e| (e.who, e.reason, e.fp_left))
            .collect();
        assert_eq!(
            out,
            [
                ("A", OutReason::Lowest, Fp(900)),
                ("D", OutReason::Zero, Fp(0))
            ]
        );
    }

    #[test]
    fn rule_1_3_3_b_an_nmr_bids_0() {
        let o = evaluate(
            &bids(&[
                ("A", 1000, None),
                ("B", 1000, Some(10)),
                ("C", 1000, Some(20)),
            ]),
            Nmr::B,
        );
        assert_eq!(o.spent, [("A", Fp(0)), ("B", Fp(10)), ("C", Fp(20))]);
        assert_eq!(
            o.eliminated,
            [Eliminated {
                who: "A",
                reason: OutReason::Lowest,
                fp_left: Fp(1000),
                participated: false
            }]
        );
        assert_eq!(o.bonus, Some("C"));
    }

    #[test]
    fn rule_1_3_3_a_an_nmr_is_out_and_the_round_goes_on_without_him() {
        let o = evaluate(
            &bids(&[
                ("A", 1000, None),
                ("B", 1000, Some(10)),
                ("C", 1000, Some(20)),
                ("D", 1000, Some(30)),
            ]),
            Nmr::A,
        );
        assert_eq!(o.spent, [("B", Fp(10)), ("C", Fp(20)), ("D", Fp(30))]);
        let out: Vec<_> = o
            .eliminated
            .iter()
            .map(|e| (e.who, e.reason, e.fp_left, e.participated))
            .collect();
        assert_eq!(
            out,
            [
                ("A", OutReason::Nmr, Fp(1000), false),
                ("B", OutReason::Lowest, Fp(990), true)
            ]
        );
        assert_eq!(o.fp, [("C", Fp(980)), ("D", Fp(1470))]);
        assert_eq!(o.bonus, Some("D"));
    }

    #[test]
    fn rule_1_4_no_bonus_for_a_shared_highest_bid_nor_when_all_bid_the_same() {
        let o = evaluate(
            &bids(&[
                ("A", 1000, Some(50)),
                ("B", 1000, Some(90)),
                ("C", 1000, Some(90)),
            ]),
            Nmr::B,
        );
        assert_eq!(o.bonus, None);
        let o = evaluate(
            &bids(&[("A", 1000, Some(50)), ("B", 1000, Some(50))]),
            Nmr::B,
        );
        assert_eq!(o.bonus, None);
        assert_eq!(o.eliminated.len(), 2);
    }
}
