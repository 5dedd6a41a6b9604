//! GM players' distributions (`grand-slam.txt` 5.1 and its example; 5 d): four sets rolled
//! with 8 dice each, the remaining set gets the rest of the strength; which set takes the
//! rest is drawn first. Every die is kept ([`GmRoll`]), all from the event's stored seed.
//!
//! GM distributions are not submitted and may repeat a value: the rule's own example has 28
//! twice. Where the four rolls leave less than 1 for the rest (a GM player below about 113),
//! the rest set gets 1 and the excess is taken from the rolled sets, strongest first, never
//! below 1 (our reading; the spec is silent).

use super::distribution::Distribution;
use crate::game::lots::SplitMix64;
use serde::{Deserialize, Serialize};

/// Dice per rolled set (5.1's example: 8 dice).
pub const DICE_PER_SET: usize = 8;

/// The lowest strength a GM player can have: five sets of at least 1.
pub const MIN_STRENGTH: u32 = 5;

/// How a GM player's distribution came about: every die, the set drawn for the rest, and the
/// result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GmRoll {
    /// The GM player's strength.
    pub strength: u32,
    /// The set (1..=5) that takes the rest (drawn).
    pub rest_set: usize,
    /// `(set 1..=5, its 8 dice)` for the four rolled sets, in set order.
    pub dice: Vec<(usize, [u8; DICE_PER_SET])>,
    /// The distribution played.
    pub distribution: Distribution,
}

/// The distribution from the four rolled sums (`rolled[k]` for the k-th rolled set in set
/// order, skipping `rest_set`, 1..=5): the rest set gets `strength` minus their sum; if that is
/// below 1, it gets 1 and the excess comes off the rolled sets, strongest first, none below 1.
/// `strength` must be at least [`MIN_STRENGTH`].
pub fn from_rolls(strength: u32, rest_set: usize, rolled: [u32; 4]) -> Distribution {
    let mut v = [0u32; 5];
    let mut k = 0;
    for (i, slot) in v.iter_mut().enumerate() {
        if i + 1 != rest_set {
            *slot = rolled[k].max(1);
            k += 1;
        }
    }
    let sum: u32 = v.iter().sum();
    let r = rest_set.clamp(1, 5) - 1;
    if sum < strength {
        v[r] = strength - sum;
    } else {
        v[r] = 1;
        let mut excess = sum + 1 - strength.max(MIN_STRENGTH);
        let mut order: Vec<usize> = (0..5).filter(|&i| i != r).collect();
        order.sort_by(|&i, &j| v[j].cmp(&v[i]).then(i.cmp(&j)));
        for i in order {
            let take = excess.min(v[i] - 1);
            v[i] -= take;
            excess -= take;
        }
    }
    Distribution(v)
}

/// Roll a GM player of `strength` (at least [`MIN_STRENGTH`]) from `rng`: first the rest set
/// (1..=5), then 8 dice (1..=6) for each other set in set order.
pub fn roll(strength: u32, rng: &mut SplitMix64) -> GmRoll {
    let rest_set = rng.below(5) + 1;
    let mut dice = Vec::new();
    let mut sums = [0u32; 4];
    let mut k = 0;
    for set in 1..=5 {
        if set == rest_set {
            continue;
        }
        let mut d = [0u8; DICE_PER_SET];
        for x in &mut d {
            *x = rng.below(6) as u8 + 1;
        }
        sums[k] = d.iter().map(|x| u32::from(*x)).sum();
        k += 1;
        dice.push((set, d));
    }
    GmRoll {
        strength,
        rest_set,
        dice,
        distribution: from_rolls(strength, rest_set, sums),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rule 5.1's example: 150 strength; sets 1, 2, 4, 5 rolled 33342346 = 28,
    /// 12256632 = 27, 13355146 = 28, 15352563 = 30 (113); set 3 = 37.
    #[test]
    fn the_rule_5_1_example() {
        let dice = [
            [3, 3, 3, 4, 2, 3, 4, 6],
            [1, 2, 2, 5, 6, 6, 3, 2],
            [1, 3, 3, 5, 5, 1, 4, 6],
            [1, 5, 3, 5, 2, 5, 6, 3],
        ];
        let sums: Vec<u32> = dice.iter().map(|d: &[u32; 8]| d.iter().sum()).collect();
        assert_eq!(sums, [28, 27, 28, 30]);
        let d = from_rolls(150, 3, [28, 27, 28, 30]);
        assert_eq!(d.0, [28, 27, 37, 28, 30]);
    }

    #[test]
    fn a_roll_keeps_every_die_and_sums_to_the_strength() {
        let mut rng = SplitMix64::new(42);
        let r = roll(150, &mut rng);
        assert_eq!(r.dice.len(), 4);
        assert!(r.dice.iter().all(|(s, _)| *s != r.rest_set));
        for (set, d) in &r.dice {
            assert!(d.iter().all(|x| (1..=6).contains(x)));
            let sum: u32 = d.iter().map(|x| u32::from(*x)).sum();
            assert_eq!(r.distribution.0[set - 1], sum);
        }
        assert_eq!(r.distribution.total(), 150);
        let mut again = SplitMix64::new(42);
        assert_eq!(roll(150, &mut again), r);
    }

    #[test]
    fn a_weak_gm_player_keeps_every_set_at_least_1() {
        let d = from_rolls(40, 5, [30, 28, 20, 25]);
        assert_eq!(d.total(), 40);
        assert!(d.0.iter().all(|v| *v >= 1));
        assert_eq!(d.0[4], 1);
    }
}
