//! The match (`grand-slam.txt` 4.3, 4.3.1-4.3.3, 4.4; R-G3, R-G4): set by set, the higher
//! set value wins; tied sets by pairs (4.3.1), an odd last tied set by the lowest set values
//! (4.3.2), else by a lot; the match ends when a player has 3 sets. Games per set from table
//! 4.4.
//!
//! A match needs at most one lot (only the odd tied set can need one). [`evaluate`] takes the
//! lot if it is known; if it is needed and not given, the result is [`Outcome::Lot`] with both
//! branches, so the CLI's `--lot` and the reference cases can drive it, and a tournament draws
//! it from its stored seed ([`play`]).

use super::distribution::Distribution;
use crate::game::lots::SplitMix64;
use serde::{Deserialize, Serialize};

/// Player A or player B of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The first player.
    A,
    /// The second player.
    B,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }

    /// `"A"` or `"B"`.
    pub fn letter(self) -> &'static str {
        match self {
            Side::A => "A",
            Side::B => "B",
        }
    }
}

/// Why a set went to its winner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetReason {
    /// The higher set value (4.3).
    Higher,
    /// First set of a pair of tied sets (4.3.1, R-G3), to the player behind in sets.
    PairBehind {
        /// The set (1..=5) that takes the other half of the pair.
        partner: usize,
    },
    /// First set of a pair at level sets: to the player who loses `decider` (1..=5), the next
    /// set decided without the pairs (R-G3).
    PairWouldTrail {
        /// The set that partner takes.
        partner: usize,
        /// The next set decided without the pairs.
        decider: usize,
    },
    /// Second set of a pair: to the other player than its first (4.3.1).
    PairSecond {
        /// The pair's first set.
        first: usize,
    },
    /// The only (or odd last) tied set: the higher lowest set value of all five (4.3.2).
    LowestSet {
        /// A's lowest set value.
        a: u32,
        /// B's lowest set value.
        b: u32,
    },
    /// The odd tied set with equal lowest set values: a lot (4.3.2).
    Lot,
}

/// One set played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetPlayed {
    /// Set number 1..=5.
    pub set: usize,
    /// A's and B's set values.
    pub values: (u32, u32),
    /// Who won it.
    pub winner: Side,
    /// Why.
    pub reason: SetReason,
    /// Games `(A, B)` from table 4.4 (R-G4).
    pub games: (u32, u32),
}

/// A decided match: the sets played until one player had 3.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchResult {
    /// The match winner.
    pub winner: Side,
    /// Sets `(A, B)`: 3:0, 3:1, 3:2 or the reverse.
    pub score: (u32, u32),
    /// The sets in order.
    pub sets: Vec<SetPlayed>,
    /// The lot drawn, if one was needed: `(set 1..=5, winner)`.
    pub lot: Option<(usize, Side)>,
}

/// The result of [`evaluate`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The match is decided.
    Decided(MatchResult),
    /// A lot is needed in `set` (by rule 4.3.2) and none was given: both branches.
    Lot {
        /// The set (1..=5) the lot decides.
        set: usize,
        /// The result if A wins the lot.
        a: Box<MatchResult>,
        /// The result if B wins the lot.
        b: Box<MatchResult>,
    },
}

impl Outcome {
    /// The match winner if it does not depend on the lot.
    pub fn winner(&self) -> Option<Side> {
        match self {
            Outcome::Decided(r) => Some(r.winner),
            Outcome::Lot { a, b, .. } => (a.winner == b.winner).then_some(a.winner),
        }
    }
}

/// Games of a set won by the higher value with `diff` = |A − B| (table 4.4, R-G4), the
/// winner's first: 0-2 7:6, 3-5 7:5, 6-10 6:4, 11-20 6:3, 21-35 6:2, 36-50 6:1, 51+ 6:0.
pub fn games(diff: i64) -> (u32, u32) {
    match diff.unsigned_abs() {
        0..=2 => (7, 6),
        3..=5 => (7, 5),
        6..=10 => (6, 4),
        11..=20 => (6, 3),
        21..=35 => (6, 2),
        36..=50 => (6, 1),
        _ => (6, 0),
    }
}

/// How each tied set is handled (R-G3): members of pairs, and the odd last one.
struct Ties {
    /// `pair_of[i]` = `Some((first, second))` (0-based) when set `i` is in a pair.
    pair_of: [Option<(usize, usize)>; 5],
}

impl Ties {
    fn of(a: &Distribution, b: &Distribution) -> (Self, Option<usize>) {
        let tied: Vec<usize> = (0..5).filter(|&i| a.0[i] == b.0[i]).collect();
        let mut pair_of = [None; 5];
        for p in tied.chunks_exact(2) {
            pair_of[p[0]] = Some((p[0], p[1]));
            pair_of[p[1]] = Some((p[0], p[1]));
        }
        let odd = (tied.len() % 2 == 1).then(|| tied[tied.len() - 1]);
        (Self { pair_of }, odd)
    }
}

/// The match of `a` against `b` (4.3, R-G3, R-G4). `lot` is the winner of the lot if one
/// is needed; a lot given but not needed is ignored (see [`lot_needed`]).
pub fn evaluate(a: &Distribution, b: &Distribution, lot: Option<Side>) -> Outcome {
    let (ties, odd) = Ties::of(a, b);
    // The winner of each set not in a pair, `None` for an odd tie left to the lot.
    let mut plain: [Option<(Side, SetReason)>; 5] = [None; 5];
    let mut lot_set = None;
    for (i, slot) in plain.iter_mut().enumerate() {
        if ties.pair_of[i].is_some() {
            continue;
        }
        *slot = if a.0[i] > b.0[i] {
            Some((Side::A, SetReason::Higher))
        } else if a.0[i] < b.0[i] {
            Some((Side::B, SetReason::Higher))
        } else {
            debug_assert_eq!(odd, Some(i));
            let (la, lb) = (a.lowest(), b.lowest());
            let reason = SetReason::LowestSet { a: la, b: lb };
            if la > lb {
                Some((Side::A, reason))
            } else if la < lb {
                Some((Side::B, reason))
            } else {
                lot_set = Some(i);
                lot.map(|s| (s, SetReason::Lot))
            }
        };
    }
    match walk(a, b, &ties, &plain) {
        Some(mut r) => {
            r.lot = lot_set
                .filter(|i| r.sets.iter().any(|s| s.set == i + 1))
                .zip(lot)
                .map(|(i, s)| (i + 1, s));
            Outcome::Decided(r)
        }
        None => {
            let i = lot_set.unwrap_or(0);
            let branch = |s: Side| {
                let mut p = plain;
                p[i] = Some((s, SetReason::Lot));
                walk(a, b, &ties, &p).map(|mut r| {
                    r.lot = Some((i + 1, s));
                    Box::new(r)
                })
            };
            match (branch(Side::A), branch(Side::B)) {
                (Some(ra), Some(rb)) => Outcome::Lot {
                    set: i + 1,
                    a: ra,
                    b: rb,
                },
                // Unreachable: with the lot known every set is decided.
                _ => Outcome::Decided(MatchResult {
                    winner: Side::A,
                    score: (0, 0),
                    sets: Vec::new(),
                    lot: None,
                }),
            }
        }
    }
}

/// Whether the match of `a` and `b` needs a lot (and in which set, 1..=5).
pub fn lot_needed(a: &Distribution, b: &Distribution) -> Option<usize> {
    match evaluate(a, b, None) {
        Outcome::Decided(_) => None,
        Outcome::Lot { set, .. } => Some(set),
    }
}

/// Set by set until 3 sets; `None` when a set needs the lot that `plain` lacks.
fn walk(
    a: &Distribution,
    b: &Distribution,
    ties: &Ties,
    plain: &[Option<(Side, SetReason)>; 5],
) -> Option<MatchResult> {
    let mut score = (0u32, 0u32);
    let mut sets = Vec::new();
    let mut first_went: [Option<Side>; 5] = [None; 5];
    for i in 0..5 {
        let (winner, reason) = match ties.pair_of[i] {
            None => plain[i]?,
            Some((first, second)) if first == i => {
                if score.0 < score.1 {
                    (
                        Side::A,
                        SetReason::PairBehind {
                            partner: second + 1,
                        },
                    )
                } else if score.1 < score.0 {
                    (
                        Side::B,
                        SetReason::PairBehind {
                            partner: second + 1,
                        },
                    )
                } else {
                    let decider = (i + 1..5).find(|&j| ties.pair_of[j].is_none())?;
                    let (w, _) = plain[decider]?;
                    (
                        w.other(),
                        SetReason::PairWouldTrail {
                            partner: second + 1,
                            decider: decider + 1,
                        },
                    )
                }
            }
            Some((first, _)) => (
                first_went[first]?.other(),
                SetReason::PairSecond { first: first + 1 },
            ),
        };
        first_went[i] = Some(winner);
        let (hi, lo) = games(i64::from(a.0[i]) - i64::from(b.0[i]));
        let games = match winner {
            Side::A => (hi, lo),
            Side::B => (lo, hi),
        };
        match winner {
            Side::A => score.0 += 1,
            Side::B => score.1 += 1,
        }
        sets.push(SetPlayed {
            set: i + 1,
            values: (a.0[i], b.0[i]),
            winner,
            reason,
            games,
        });
        if score.0 == 3 || score.1 == 3 {
            let winner = if score.0 == 3 { Side::A } else { Side::B };
            return Some(MatchResult {
                winner,
                score,
                sets,
                lot: None,
            });
        }
    }
    None
}

/// A match in a tournament: the lot, if needed, drawn from `rng` (the tournament's stored
/// seed, [`SplitMix64`]) and recorded in [`MatchResult::lot`].
pub fn play(a: &Distribution, b: &Distribution, rng: &mut SplitMix64) -> MatchResult {
    match evaluate(a, b, None) {
        Outcome::Decided(r) => r,
        Outcome::Lot { a: ra, b: rb, .. } => {
            if rng.below(2) == 0 {
                *ra
            } else {
                *rb
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn d(v: [u32; 5]) -> Distribution {
        Distribution(v)
    }

    fn decided(o: Outcome) -> MatchResult {
        match o {
            Outcome::Decided(r) => r,
            Outcome::Lot { .. } => panic!("a lot was needed"),
        }
    }

    /// Rule 4.3's example: A wins sets 1 and 2, B sets 3, 4 and 5: B wins 3:2.
    #[test]
    fn the_rule_4_3_example() {
        let r = decided(evaluate(
            &d([30, 25, 21, 13, 11]),
            &d([10, 11, 50, 14, 15]),
            None,
        ));
        assert_eq!(r.winner, Side::B);
        assert_eq!(r.score, (2, 3));
        let games: Vec<_> = r.sets.iter().map(|s| s.games).collect();
        assert_eq!(games, [(6, 3), (6, 3), (2, 6), (6, 7), (5, 7)]);
    }

    /// Rule 4.3.3's example: sets 2 and 3 a pair (2 to B, who is behind), set 4 by 4.3.2 as
    /// 11 > 10: A wins 3:1.
    #[test]
    fn the_rule_4_3_3_example() {
        let r = decided(evaluate(
            &d([50, 11, 12, 13, 14]),
            &d([10, 11, 12, 13, 54]),
            None,
        ));
        assert_eq!(r.score, (3, 1));
        let who: Vec<_> = r.sets.iter().map(|s| s.winner).collect();
        assert_eq!(who, [Side::A, Side::B, Side::A, Side::A]);
        assert_eq!(r.sets[1].reason, SetReason::PairBehind { partner: 3 });
        assert_eq!(r.sets[2].reason, SetReason::PairSecond { first: 2 });
        assert_eq!(r.sets[3].reason, SetReason::LowestSet { a: 11, b: 10 });
        assert_eq!(r.sets[3].games, (7, 6));
    }

    #[test]
    fn a_pair_at_level_goes_by_the_next_decided_set() {
        let r = decided(evaluate(
            &d([20, 21, 40, 9, 10]),
            &d([20, 21, 30, 14, 15]),
            None,
        ));
        assert_eq!(
            r.sets[0].reason,
            SetReason::PairWouldTrail {
                partner: 2,
                decider: 3
            }
        );
        assert_eq!(r.sets[0].winner, Side::B);
        assert_eq!(r.score, (2, 3));
    }

    #[test]
    fn an_equal_lowest_set_needs_a_lot_and_the_lot_is_recorded() {
        let (a, b) = (d([10, 20, 30, 25, 15]), d([10, 21, 29, 24, 16]));
        let Outcome::Lot { set, a: ra, b: rb } = evaluate(&a, &b, None) else {
            panic!("a lot")
        };
        assert_eq!(set, 1);
        assert_eq!((ra.score, rb.score), ((3, 1), (2, 3)));
        assert_eq!(lot_needed(&a, &b), Some(1));
        let r = decided(evaluate(&a, &b, Some(Side::B)));
        assert_eq!(r.lot, Some((1, Side::B)));
        assert_eq!(r.sets[0].reason, SetReason::Lot);
        let mut rng = SplitMix64::new(5);
        let played = play(&a, &b, &mut rng);
        assert_eq!(played.lot.map(|l| l.0), Some(1));
    }

    #[test]
    fn a_lot_not_needed_is_not_recorded() {
        let r = decided(evaluate(
            &d([30, 25, 21, 13, 11]),
            &d([10, 11, 50, 14, 15]),
            Some(Side::A),
        ));
        assert_eq!(r.lot, None);
    }

    #[test]
    fn identical_distributions_are_decided_by_the_lot() {
        let a = d([30, 25, 21, 13, 11]);
        let o = evaluate(&a, &a, None);
        assert!(matches!(o, Outcome::Lot { set: 5, .. }), "{o:?}");
        assert_eq!(o.winner(), None);
        let r = decided(evaluate(&a, &a, Some(Side::A)));
        assert_eq!(r.winner, Side::A);
        assert_eq!(r.score, (3, 2));
    }

    /// R-G3, the clarified last sentence: a pair at level looks ahead to "the next set
    /// decided without the pairs", and when that set is the odd tied set left to the lot, the
    /// lot decides it and the pair's first set goes to the lot's loser.
    ///
    /// A 10 20 30 41 50 against B 10 20 30 45 44: sets 1, 2, 3 are tied (k = 3), so sets 1
    /// and 2 are a pair and set 3 is the odd last tied set. Rule 4.3.2: the lowest set values
    /// are 10 and 10, equal, so set 3 goes by the lot. Set 1 is played at 0:0, level: it goes
    /// to whoever loses the next set decided without the pairs, set 3, i.e. the lot's loser;
    /// set 2 to the other player. Set 4 41 < 45 to B (diff 4: 7:5), set 5 50 > 44 to A
    /// (diff 6: 6:4); tied sets are 7:6 (R-G4).
    /// - A wins the lot: set 1 B, set 2 A, set 3 A (2:1), set 4 B (2:2), set 5 A: A 3:2.
    /// - B wins the lot: set 1 A, set 2 B, set 3 B (1:2), set 4 B: B 3:1.
    ///
    /// Skipping the lot's set and looking on to set 4 (won by B) would give set 1 to A in both
    /// branches; that reading is what this test rules out.
    #[test]
    fn a_pair_looking_ahead_to_the_lot_takes_the_lots_loser() {
        let (a, b) = (d([10, 20, 30, 41, 50]), d([10, 20, 30, 45, 44]));
        let Outcome::Lot { set, a: ra, b: rb } = evaluate(&a, &b, None) else {
            panic!("the lot decides set 3")
        };
        assert_eq!(set, 3);
        let who = |r: &MatchResult| r.sets.iter().map(|s| s.winner).collect::<Vec<_>>();
        let games = |r: &MatchResult| r.sets.iter().map(|s| s.games).collect::<Vec<_>>();
        assert_eq!(who(&ra), [Side::B, Side::A, Side::A, Side::B, Side::A]);
        assert_eq!((ra.winner, ra.score), (Side::A, (3, 2)));
        assert_eq!(games(&ra), [(6, 7), (7, 6), (7, 6), (5, 7), (6, 4)]);
        assert_eq!(who(&rb), [Side::A, Side::B, Side::B, Side::B]);
        assert_eq!((rb.winner, rb.score), (Side::B, (1, 3)));
        assert_eq!(games(&rb), [(7, 6), (6, 7), (6, 7), (5, 7)]);
        for r in [&ra, &rb] {
            assert_eq!(
                r.sets[0].reason,
                SetReason::PairWouldTrail {
                    partner: 2,
                    decider: 3
                }
            );
            assert_eq!(r.sets[1].reason, SetReason::PairSecond { first: 1 });
            assert_eq!(r.sets[2].reason, SetReason::Lot);
        }
        assert_eq!((ra.lot, rb.lot), (Some((3, Side::A)), Some((3, Side::B))));
        // The lot given (`--lot`) gives the same branch.
        assert_eq!(decided(evaluate(&a, &b, Some(Side::B))), *rb);
    }

    /// R-G3: a match draws at most one lot from the stream, and none when it never reaches
    /// the set the lot would decide, so the lots of later matches stay where they are.
    ///
    /// A 50 40 30 20 10 against B 20 15 12 11 10: set 5 is the only tied set and the lowest
    /// set values are 10 and 10, so set 5 would need the lot; but A wins sets 1, 2, 3 and the
    /// match ends 3:0 before set 5: nothing is drawn. The match of the test above reaches its
    /// lot (the pair of sets 1 and 2 looks ahead to it) and draws exactly one: `below(2)`,
    /// 0 = A.
    #[test]
    fn a_match_draws_one_lot_and_only_when_it_reaches_it() {
        let fresh = || SplitMix64::new(7);
        let (a, b) = (d([50, 40, 30, 20, 10]), d([20, 15, 12, 11, 10]));
        assert_eq!(lot_needed(&a, &b), None);
        let mut rng = fresh();
        let r = play(&a, &b, &mut rng);
        assert_eq!((r.winner, r.score, r.lot), (Side::A, (3, 0), None));
        assert_eq!(rng.next_u64(), fresh().next_u64(), "no lot drawn");

        let (a, b) = (d([10, 20, 30, 41, 50]), d([10, 20, 30, 45, 44]));
        let mut rng = fresh();
        let r = play(&a, &b, &mut rng);
        let mut want = fresh();
        let side = if want.below(2) == 0 { Side::A } else { Side::B };
        assert_eq!(r.lot, Some((3, side)));
        assert_eq!(r.sets[0].winner, side.other(), "set 1 to the lot's loser");
        assert_eq!(rng.next_u64(), want.next_u64(), "exactly one lot drawn");
    }

    proptest! {
        /// A match always ends 3:x, and each set's games fit table 4.4 (R-G4).
        #[test]
        fn a_match_always_ends_3_to_x(a in proptest::array::uniform5(1u32..40),
                                      b in proptest::array::uniform5(1u32..40),
                                      lot in proptest::bool::ANY) {
            let side = if lot { Side::A } else { Side::B };
            let r = decided(evaluate(&d(a), &d(b), Some(side)));
            prop_assert!(r.score.0 == 3 || r.score.1 == 3);
            prop_assert!(r.score.0 + r.score.1 <= 5);
            prop_assert_eq!(r.sets.len() as u32, r.score.0 + r.score.1);
            for s in &r.sets {
                let (w, l) = match s.winner { Side::A => s.games, Side::B => (s.games.1, s.games.0) };
                prop_assert!(w > l);
            }
        }
    }
}
