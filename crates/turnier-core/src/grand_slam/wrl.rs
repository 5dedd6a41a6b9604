//! The world ranking, WRL (`grand-slam.txt` 6.1-6.3; R-G7, R-G8, R-G9).
//!
//! WRL points are kept exactly in tenths ([`Tenths`]): a match won in a tournament of `s`
//! stars is worth 1.0 + 0.1 (s − 1). The quotient is an exact fraction.

use num_rational::Ratio;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// WRL points in tenths of a point: `Tenths(14)` is 1.4.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Tenths(pub u32);

impl Tenths {
    /// As a decimal number (for JSON and print).
    pub fn to_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

/// The rounds of the WRL window (6.3): the last 10.
pub const WINDOW: usize = 10;

/// WRL points per match won in a tournament of `stars` (6.1): 1 star 1.0, 2 stars 1.1, …
/// `stars` is at least 1.
pub fn per_win(stars: u32) -> Tenths {
    Tenths(stars.max(1) + 9)
}

/// What decides a match's WRL points (6.1, R-G7). Ranks are WRL ranks before the round
/// (1 = best); `None` is unranked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MatchWrl {
    /// The tournament's stars (6.2).
    pub stars: u32,
    /// Whether the loser was seeded.
    pub loser_seeded: bool,
    /// The winner's WRL rank.
    pub winner_rank: Option<u32>,
    /// The loser's WRL rank.
    pub loser_rank: Option<u32>,
    /// The tournament's rank difference (5 c), if it has one.
    pub rank_diff: Option<u32>,
    /// A doubles tournament (8.2: no WRL points).
    pub doubles: bool,
}

impl MatchWrl {
    /// The winner's WRL points (6.1, R-G7): the value per win, once more (once only) for
    /// beating a seed or a player ranked at least the rank difference better; 0 in doubles.
    pub fn points(&self) -> Tenths {
        if self.doubles {
            return Tenths(0);
        }
        let base = per_win(self.stars);
        if self.loser_seeded || self.rank_bonus() {
            Tenths(base.0 * 2)
        } else {
            base
        }
    }

    /// Winner's rank − loser's rank ≥ rank difference, both ranked (R-G7, R-G11).
    pub fn rank_bonus(&self) -> bool {
        rank_condition(self.winner_rank, self.loser_rank, self.rank_diff)
    }
}

/// Winner's rank − loser's rank ≥ `rank_diff`, both ranked and a rank difference set
/// (R-G7 for the bonus, R-G11 for the strength exchange).
pub fn rank_condition(winner: Option<u32>, loser: Option<u32>, rank_diff: Option<u32>) -> bool {
    match (winner, loser, rank_diff) {
        (Some(w), Some(l), Some(d)) => i64::from(w) - i64::from(l) >= i64::from(d),
        _ => false,
    }
}

/// A tournament's stars (6.2, R-G8): the base, +1 for a field over 32, +1 more over 64
/// (GM players included); and, when at least 20 participants are ranked, +1 each for the sum
/// of the 20 best ranks below 911, below 611, below 311 (strict).
pub fn stars(base: u32, field: usize, ranks: &[u32]) -> u32 {
    let mut s = base + u32::from(field > 32) + u32::from(field > 64);
    if ranks.len() >= 20 {
        let mut r = ranks.to_vec();
        r.sort_unstable();
        let sum: u64 = r.iter().take(20).map(|x| u64::from(*x)).sum();
        s += u32::from(sum < 911) + u32::from(sum < 611) + u32::from(sum < 311);
    }
    s
}

/// The WRL denominator (6.3, R-G9) of the tournaments played per round in the window, oldest
/// first (doubles not counted, rounds before joining as 0): the tournaments played, plus for
/// each run of two or more rounds without one the run's length minus 1.
pub fn denominator(rounds: &[u32]) -> u32 {
    let played: u32 = rounds.iter().sum();
    let mut extra = 0;
    let mut run = 0;
    for r in rounds.iter().chain(std::iter::once(&1)) {
        if *r == 0 {
            run += 1;
        } else {
            if run >= 2 {
                extra += run - 1;
            }
            run = 0;
        }
    }
    played + extra
}

/// The WRL quotient (6.3): points over the denominator, exact. A denominator of 0 (no
/// window at all) gives 0.
pub fn quotient(points: Tenths, denominator: u32) -> Ratio<u64> {
    if denominator == 0 {
        return Ratio::from_integer(0);
    }
    Ratio::new(u64::from(points.0), 10 * u64::from(denominator))
}

/// One line of the WRL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrlLine<K> {
    /// The rank (1 = best); equal quotients share a rank (1, 2, 3, 3, 5).
    pub rank: u32,
    /// Who.
    pub key: K,
    /// Points in the window.
    pub points: Tenths,
    /// The denominator.
    pub denominator: u32,
    /// The quotient.
    pub quotient: Ratio<u64>,
}

/// The WRL (6.3): `(key, points in the window, tournaments per round in the window)` of every
/// ranked player, by quotient (highest first), equal quotients sharing a rank and listed by
/// key.
pub fn ranking<K: Ord + Clone>(players: &[(K, Tenths, Vec<u32>)]) -> Vec<WrlLine<K>> {
    let mut lines: Vec<WrlLine<K>> = players
        .iter()
        .map(|(k, p, r)| {
            let d = denominator(r);
            WrlLine {
                rank: 0,
                key: k.clone(),
                points: *p,
                denominator: d,
                quotient: quotient(*p, d),
            }
        })
        .collect();
    lines.sort_by(|x, y| match y.quotient.cmp(&x.quotient) {
        Ordering::Equal => x.key.cmp(&y.key),
        o => o,
    });
    for i in 0..lines.len() {
        lines[i].rank = if i > 0 && lines[i].quotient == lines[i - 1].quotient {
            lines[i - 1].rank
        } else {
            i as u32 + 1
        };
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule_6_1_table() {
        let t: Vec<u32> = (1..=8).map(|s| per_win(s).0).collect();
        assert_eq!(t, [10, 11, 12, 13, 14, 15, 16, 17]);
    }

    #[test]
    fn the_bonus_is_paid_once() {
        let m = MatchWrl {
            stars: 3,
            loser_seeded: true,
            winner_rank: Some(30),
            loser_rank: Some(10),
            rank_diff: Some(20),
            doubles: false,
        };
        assert_eq!(m.points(), Tenths(24));
        let unranked = MatchWrl {
            winner_rank: None,
            loser_seeded: false,
            ..m
        };
        assert_eq!(unranked.points(), Tenths(12));
    }

    /// Rule 6.3's example: three rounds of pause raise the denominator by 2; a newcomer's
    /// ten-round pause by 9.
    #[test]
    fn the_rule_6_3_examples() {
        assert_eq!(denominator(&[1, 1, 0, 0, 0, 1, 1, 1, 1, 1]), 7 + 2);
        assert_eq!(denominator(&[0; 10]), 9);
        assert_eq!(denominator(&[0, 1, 0, 1, 0, 1, 0, 1, 0, 1]), 5);
        assert_eq!(denominator(&[1, 1, 1, 1, 1, 1, 1, 1, 0, 0]), 9);
    }
}
