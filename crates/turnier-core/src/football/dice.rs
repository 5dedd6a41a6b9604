//! The dice mode (`turnierfussball.txt`, Anhang A; R-F1): every game is played a number of
//! times (a setting, usually 100) with dice from the event's stored seed ([`SplitMix64`]).
//! Chances per row rounded half up; a chance is foiled when a 1..15 die shows at most the
//! opponent's A, otherwise it is a shot, saved when a 1..14 die shows at most the opponent's
//! T, otherwise a goal.

use super::expectation::{Rounding, chances};
use super::lineup::Lineup;
use crate::game::lots::SplitMix64;

/// The goals of one play of `team1` against `team2`, the dice from `rng` (team 1's chances
/// first, then team 2's).
pub fn play(team1: &Lineup, team2: &Lineup, rng: &mut SplitMix64) -> (u32, u32) {
    let g1 = goals(chances(team1, team2, Rounding::HalfUp).total(), team2, rng);
    let g2 = goals(chances(team2, team1, Rounding::HalfUp).total(), team1, rng);
    (g1, g2)
}

/// Goals from `n` chances against `opp`'s Ausputzer and Torwart.
fn goals(n: u32, opp: &Lineup, rng: &mut SplitMix64) -> u32 {
    let mut g = 0;
    for _ in 0..n {
        let foil = rng.below(15) as u32 + 1;
        if foil <= opp.a() {
            continue;
        }
        let save = rng.below(14) as u32 + 1;
        if save > opp.t() {
            g += 1;
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_ausputzer_and_no_torwart_turn_every_chance_into_a_goal() {
        let mut rng = SplitMix64::new(7);
        let a = Lineup([0, 0, 1, 1, 1]);
        let zero = Lineup([0; 5]);
        // S 1, M 1/2 -> 1 (half up), V 1/4 -> 0 (half up).
        assert_eq!(play(&a, &zero, &mut rng), (2, 0));
    }

    #[test]
    fn the_same_seed_gives_the_same_goals_and_the_rates_fit_anhang_b() {
        let a = Lineup([5, 5, 10, 10, 25]);
        let b = Lineup([10, 10, 10, 10, 10]);
        let run = |seed| {
            let mut rng = SplitMix64::new(seed);
            (0..2000)
                .map(|_| play(&a, &b, &mut rng))
                .collect::<Vec<_>>()
        };
        assert_eq!(run(3), run(3));
        // 5 chances at 2/21: 10/21 expected goals per game.
        let total: u32 = run(3).iter().map(|g| g.0).sum();
        let mean = f64::from(total) / 2000.0;
        assert!((mean - 10.0 / 21.0).abs() < 0.05, "{mean}");
    }
}
