//! The managers' ranking list across the series: aging by 15 % every round and both teams'
//! RLP added (R-F5), active and former managers listed (R-F9).
//!
//! RLP are kept exact ([`BigRational`]: the aging multiplies by 17/20 each round and a shared
//! place gives thirds, sevenths, ...); shown to 1 decimal.

use super::table::Rlp;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;
use std::collections::BTreeMap;

/// `Rlp` (a small exact fraction) as a [`BigRational`].
pub fn big(r: Rlp) -> BigRational {
    BigRational::new(BigInt::from(*r.numer()), BigInt::from(*r.denom()))
}

/// R-F5: `old x 0.85`, exact.
pub fn aged(old: &BigRational) -> BigRational {
    old * BigRational::new(BigInt::from(17), BigInt::from(20))
}

/// R-F5: every manager's RLP aged by 15 % (also those who did not play), then the RLP of
/// this round's teams added (`results`: manager and one team's RLP; a manager with two teams
/// appears twice). Managers new in `results` start from 0.
pub fn manager_ranking<K: Ord + Clone>(
    old: &BTreeMap<K, BigRational>,
    results: &[(K, BigRational)],
) -> BTreeMap<K, BigRational> {
    let mut out: BTreeMap<K, BigRational> = old.iter().map(|(k, v)| (k.clone(), aged(v))).collect();
    for (k, r) in results {
        *out.entry(k.clone()).or_insert_with(BigRational::zero) += r;
    }
    out
}

/// One line of the ranking list (R-F9).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ranked<K> {
    /// 1 = most RLP; equal RLP share the rank.
    pub rank: u32,
    /// The manager.
    pub manager: K,
    /// RLP, exact.
    pub rlp: BigRational,
    /// Played in this round or one of the two before (R-F9).
    pub active: bool,
    /// The last round the manager played in.
    pub last_round: i64,
}

/// How many rounds a manager stays active: this one and the two before (R-F9).
pub const ACTIVE_ROUNDS: i64 = 3;

/// The ranking list after round `round` (R-F9): every active manager (played in this round or
/// one of the two before), and every former manager whose RLP is above the lowest active
/// manager's; by RLP descending, equal RLP sharing the rank (in the order given). With no
/// active manager at all, everyone is listed (the ruling is silent; nobody to compare with).
/// `rows`: manager, RLP, last round played.
pub fn ranking_list<K: Clone>(rows: &[(K, BigRational, i64)], round: i64) -> Vec<Ranked<K>> {
    let active = |last: i64| last > round - ACTIVE_ROUNDS;
    let lowest = rows
        .iter()
        .filter(|r| active(r.2))
        .map(|r| &r.1)
        .min()
        .cloned();
    let mut listed: Vec<&(K, BigRational, i64)> = rows
        .iter()
        .filter(|r| active(r.2) || lowest.as_ref().is_none_or(|low| r.1 > *low))
        .collect();
    listed.sort_by(|a, b| b.1.cmp(&a.1));
    let mut out: Vec<Ranked<K>> = Vec::with_capacity(listed.len());
    for (i, r) in listed.iter().enumerate() {
        let rank = match out.last() {
            Some(prev) if prev.rlp == r.1 => prev.rank,
            _ => i as u32 + 1,
        };
        out.push(Ranked {
            rank,
            manager: r.0.clone(),
            rlp: r.1.clone(),
            active: active(r.2),
            last_round: r.2,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(n: i64) -> BigRational {
        BigRational::from_integer(BigInt::from(n))
    }

    #[test]
    fn aging_and_a_round() {
        let old: BTreeMap<&str, BigRational> =
            [("X", int(1000)), ("Y", int(500)), ("Z", int(200))].into();
        let got = manager_ranking(
            &old,
            &[
                ("X", int(750)),
                ("X", int(0)),
                ("W", int(1000)),
                ("W", int(250)),
            ],
        );
        let want: BTreeMap<&str, BigRational> = [
            ("X", int(1600)),
            ("Y", int(425)),
            ("Z", int(170)),
            ("W", int(1250)),
        ]
        .into();
        assert_eq!(got, want);
    }

    #[test]
    fn the_list_shows_active_managers_and_former_ones_above_the_lowest_active() {
        let rows = [
            ("A", int(900), 5),
            ("B", int(300), 3), // active (rounds 3..5)
            ("C", int(400), 2), // former, above B: listed
            ("D", int(200), 1), // former, below B: not listed
            ("E", int(300), 5),
        ];
        let l = ranking_list(&rows, 5);
        let got: Vec<(u32, &str, bool)> = l.iter().map(|r| (r.rank, r.manager, r.active)).collect();
        assert_eq!(
            got,
            [
                (1, "A", true),
                (2, "C", false),
                (3, "B", true),
                (3, "E", true)
            ]
        );
    }
}
