//! Strength points from a tournament (`grand-slam.txt` 5 b, 5 c; R-G11, R-G12) and the
//! change of season (7; R-G5).

use serde::{Deserialize, Serialize};

/// The furthest stage a player reached in a tournament (5 b).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Stage {
    /// Out before the quarter-final.
    Early,
    /// Reached the quarter-final (the last 8).
    QuarterFinal,
    /// Reached the semi-final (the last 4).
    SemiFinal,
    /// Reached the final.
    Final,
    /// Won the tournament.
    Winner,
}

impl Stage {
    /// The stage of a player who won `wins` matches in a bracket of `rounds` rounds
    /// (field = 2^rounds, at least 8).
    pub fn of(wins: u32, rounds: u32) -> Stage {
        if wins >= rounds {
            Stage::Winner
        } else {
            match rounds - wins {
                1 => Stage::Final,
                2 => Stage::SemiFinal,
                3 => Stage::QuarterFinal,
                _ => Stage::Early,
            }
        }
    }
}

/// The strength gains a tournament offers (5 b), in strength points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Gains {
    /// For reaching the quarter-final.
    pub quarter_final: u32,
    /// For reaching the semi-final.
    pub semi_final: u32,
    /// For reaching the final.
    pub final_: u32,
    /// For winning the tournament.
    pub winner: u32,
}

impl Gains {
    /// The gain for the furthest stage reached, not the sum of the stages (R-G12).
    pub fn for_stage(&self, stage: Stage) -> u32 {
        match stage {
            Stage::Early => 0,
            Stage::QuarterFinal => self.quarter_final,
            Stage::SemiFinal => self.semi_final,
            Stage::Final => self.final_,
            Stage::Winner => self.winner,
        }
    }
}

/// The strength exchange of one match (5 c, R-G11): when the winner's WRL rank is at least
/// `rank_diff` below the loser's (winner rank − loser rank ≥ rank difference), the loser gives
/// the winner `value` points, never going below 1. Ranks are `None` for unranked players and
/// GM players, who neither give nor take. Returns the points that change hands.
pub fn exchange(
    value: u32,
    rank_diff: Option<u32>,
    winner_rank: Option<u32>,
    loser_rank: Option<u32>,
    loser_strength: u32,
) -> u32 {
    if super::wrl::rank_condition(winner_rank, loser_rank, rank_diff) {
        value.min(loser_strength.saturating_sub(1))
    } else {
        0
    }
}

/// A strength after the change of season (7, R-G5): 200 and more becomes 150; otherwise the
/// difference to 100, halved toward zero, is taken off (180 -> 140, 177 -> 139, 95 -> 97).
pub fn season_aging(strength: u32) -> u32 {
    if strength >= 200 {
        return 150;
    }
    let s = i64::from(strength);
    u32::try_from(s - (s - 100) / 2).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rule 7's examples.
    #[test]
    fn the_rule_7_examples() {
        assert_eq!(season_aging(180), 140);
        assert_eq!(season_aging(177), 139);
        assert_eq!(season_aging(95), 97);
        assert_eq!(season_aging(200), 150);
        assert_eq!(season_aging(250), 150);
        assert_eq!(season_aging(199), 150);
        assert_eq!(season_aging(100), 100);
    }

    #[test]
    fn the_furthest_stage_counts_not_the_sum() {
        let g = Gains {
            quarter_final: 2,
            semi_final: 4,
            final_: 6,
            winner: 10,
        };
        // 16 players, 4 rounds: 1 win reaches the quarter-final.
        assert_eq!(Stage::of(0, 4), Stage::Early);
        assert_eq!(Stage::of(1, 4), Stage::QuarterFinal);
        assert_eq!(Stage::of(3, 4), Stage::Final);
        assert_eq!(Stage::of(4, 4), Stage::Winner);
        // 8 players: everyone is in the quarter-final.
        assert_eq!(Stage::of(0, 3), Stage::QuarterFinal);
        assert_eq!(g.for_stage(Stage::Winner), 10);
        assert_eq!(g.for_stage(Stage::SemiFinal), 4);
    }

    #[test]
    fn the_exchange_needs_the_rank_difference_and_leaves_at_least_1() {
        assert_eq!(exchange(5, Some(20), Some(30), Some(10), 120), 5);
        assert_eq!(exchange(5, Some(21), Some(30), Some(10), 120), 0);
        assert_eq!(exchange(5, Some(20), Some(30), Some(10), 3), 2);
        assert_eq!(exchange(5, Some(20), None, Some(10), 120), 0);
        assert_eq!(exchange(5, None, Some(30), Some(10), 120), 0);
    }
}
