//! The order of the race (rules 2.1..2.3, RULINGS R-D4): those still in by remaining FP; then
//! those out in later rounds before those out earlier; within one round those who bid before
//! the NMRs, each group by remaining FP. Equal values share the place (1, 1, 3). While the race
//! runs this is the order so far; after the last round it is the final order.

use super::round::OutReason;
use super::{Fp, RoundNo};
use std::cmp::Reverse;

/// Where a player stands before he is placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry<K> {
    /// Who.
    pub who: K,
    /// His FP: those still in their FP now; those out the FP left in the round they left.
    pub fp: Fp,
    /// The round he left in, why, and whether he bid in it; `None` while he is in.
    pub out: Option<Out>,
}

/// When and how a player left the race.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Out {
    /// The round.
    pub round: RoundNo,
    /// Why.
    pub reason: OutReason,
    /// Whether he bid in that round (2.3.2).
    pub participated: bool,
}

/// One row of the order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed<K> {
    /// The place, 1-based; equal values share it (1, 1, 3).
    pub place: u32,
    /// The player, his FP and how he left.
    pub entry: Entry<K>,
}

/// The order of `entries` (given in registration order; ties are listed in that order).
/// R-D4, rules 2.2 and 2.3.
pub fn order<K: Clone>(entries: &[Entry<K>]) -> Vec<Placed<K>> {
    // Smaller key = better place: in before out (later round first), bid before NMR, more FP.
    let key = |e: &Entry<K>| match e.out {
        None => (0u8, Reverse(u32::MAX), 0u8, Reverse(e.fp)),
        Some(o) => (
            1,
            Reverse(o.round.0),
            u8::from(!o.participated),
            Reverse(e.fp),
        ),
    };
    let mut idx: Vec<usize> = (0..entries.len()).collect();
    idx.sort_by_key(|&i| key(&entries[i]));
    let mut out: Vec<Placed<K>> = Vec::with_capacity(idx.len());
    for (n, &i) in idx.iter().enumerate() {
        let place = match out.last() {
            Some(prev) if key(&prev.entry) == key(&entries[i]) => prev.place,
            _ => n as u32 + 1,
        };
        out.push(Placed {
            place,
            entry: entries[i].clone(),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inn(who: &'static str, fp: u64) -> Entry<&'static str> {
        Entry {
            who,
            fp: Fp(fp),
            out: None,
        }
    }

    fn out(who: &'static str, fp: u64, round: u32, bid: bool) -> Entry<&'static str> {
        Entry {
            who,
            fp: Fp(fp),
            out: Some(Out {
                round: RoundNo(round),
                reason: OutReason::Lowest,
                participated: bid,
            }),
        }
    }

    fn places(v: &[Entry<&'static str>]) -> Vec<(u32, &'static str)> {
        order(v).iter().map(|p| (p.place, p.entry.who)).collect()
    }

    #[test]
    fn rule_2_2_the_survivors_by_fp_and_r_d4_equal_fp_share_first() {
        assert_eq!(
            places(&[inn("A", 100), inn("B", 300)]),
            [(1, "B"), (2, "A")]
        );
        assert_eq!(
            places(&[inn("A", 300), inn("B", 300)]),
            [(1, "A"), (1, "B")]
        );
    }

    #[test]
    fn rule_2_3_1_later_out_is_ahead_whatever_the_fp() {
        assert_eq!(
            places(&[
                out("A", 19_000, 1, true),
                inn("B", 10),
                out("C", 5, 2, true)
            ]),
            [(1, "B"), (2, "C"), (3, "A")]
        );
    }

    #[test]
    fn rule_2_3_2_and_2_3_3_in_one_round_bidders_before_nmrs_each_by_fp() {
        assert_eq!(
            places(&[
                out("N1", 20_000, 3, false),
                out("L1", 100, 3, true),
                out("L2", 900, 3, true),
                out("N2", 20_000, 3, false),
                out("L3", 900, 3, true),
            ]),
            [(1, "L2"), (1, "L3"), (3, "L1"), (4, "N1"), (4, "N2")]
        );
    }
}
