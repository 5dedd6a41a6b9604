//! A strength distributed over 5 sets (`grand-slam.txt` 4, 4.1, 4.2, 10; R-G1, R-G2).
//!
//! A distribution is five whole numbers, each at least 1, all different, summing to the
//! player's strength (R-G1). Rule 10 corrects a wrong sum (R-G2); every other fault is
//! rejected. Faults and corrections are data ([`Fault`], [`Correction`]); the words a person
//! reads are the caller's.

use serde::{Deserialize, Serialize};

/// One set value as it was submitted: a whole number, or something else (`21.5`, `x`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Submitted {
    /// A whole number (may be 0 or negative: those are `min1` faults).
    Whole(i64),
    /// Not a whole number.
    NotWhole,
}

impl Submitted {
    /// One comma-separated field: `30` is whole, `21.5`, `abc` and the empty field are not.
    pub fn parse(field: &str) -> Self {
        field
            .trim()
            .parse::<i64>()
            .map_or(Self::NotWhole, Self::Whole)
    }
}

/// `30,25,21,13,11` as submitted values, one per comma-separated field.
pub fn parse_list(text: &str) -> Vec<Submitted> {
    text.split(',').map(Submitted::parse).collect()
}

/// A fault of a distribution (R-G1), in the order they are reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fault {
    /// Not exactly 5 sets (4).
    Count,
    /// A set value is not a whole number (4).
    NotInt,
    /// A set below 1 strength point (4.2).
    Min1,
    /// Two sets with the same value (4.1).
    Duplicate,
    /// The sets do not sum to the strength (10; the only fault rule 10 corrects).
    Sum,
}

impl Fault {
    /// The name of the fault in JSON: `count`, `not_int`, `min1`, `duplicate`, `sum`.
    pub fn key(self) -> &'static str {
        match self {
            Fault::Count => "count",
            Fault::NotInt => "not_int",
            Fault::Min1 => "min1",
            Fault::Duplicate => "duplicate",
            Fault::Sum => "sum",
        }
    }
}

/// Every fault of `sets` for a player of `strength` (R-G1), in [`Fault`] order, each once.
/// `min1` and `duplicate` look at the whole values; `sum` is checked when every value is
/// whole (with any count).
pub fn faults(sets: &[Submitted], strength: u32) -> Vec<Fault> {
    let mut out = Vec::new();
    if sets.len() != 5 {
        out.push(Fault::Count);
    }
    let whole: Vec<i64> = sets
        .iter()
        .filter_map(|s| match s {
            Submitted::Whole(v) => Some(*v),
            Submitted::NotWhole => None,
        })
        .collect();
    if whole.len() != sets.len() {
        out.push(Fault::NotInt);
    }
    if whole.iter().any(|v| *v < 1) {
        out.push(Fault::Min1);
    }
    let mut sorted = whole.clone();
    sorted.sort_unstable();
    if sorted.windows(2).any(|w| w[0] == w[1]) {
        out.push(Fault::Duplicate);
    }
    if whole.len() == sets.len()
        && whole.iter().map(|&v| i128::from(v)).sum::<i128>() != i128::from(strength)
    {
        out.push(Fault::Sum);
    }
    out
}

/// A legal distribution: five set values `[set 1, …, set 5]` in strength points. Built by
/// [`check`]; GM players' distributions ([`super::gm_player`]) may repeat a value (the rule's
/// own example does) and are built directly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Distribution(pub [u32; 5]);

impl Distribution {
    /// The sum of the five sets.
    pub fn total(&self) -> u32 {
        self.0.iter().sum()
    }

    /// The lowest set value (rule 4.3.2 compares these).
    pub fn lowest(&self) -> u32 {
        self.0.iter().copied().min().unwrap_or(0)
    }
}

/// Which way rule 10 corrected a sum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Too many points: taken from the strongest sets.
    TooMany,
    /// Too few points: added to the strongest set.
    TooFew,
}

/// What rule 10 did (R-G2): `steps` are `(set number 1..=5, points)` taken or added, in the
/// order they were applied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Correction {
    /// Too many or too few.
    pub direction: Direction,
    /// `(set 1..=5, points)` in order.
    pub steps: Vec<(usize, u32)>,
}

/// Why a distribution cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Faults rule 10 does not correct (everything but `sum`), in [`Fault`] order.
    Faults(Vec<Fault>),
    /// The strength is below 15 = 1+2+3+4+5: no five different sets of at least 1 sum to it.
    StrengthTooLow,
}

/// A checked distribution, corrected by rule 10 where its sum was wrong (R-G1, R-G2).
///
/// # Errors
/// [`Refusal::Faults`] when any fault but the sum is present (count, not whole, below 1, two
/// sets equal); [`Refusal::StrengthTooLow`] when no correction can reach `strength`.
pub fn check(
    sets: &[Submitted],
    strength: u32,
) -> Result<(Distribution, Option<Correction>), Refusal> {
    let found = faults(sets, strength);
    let hard: Vec<Fault> = found.iter().copied().filter(|f| *f != Fault::Sum).collect();
    if !hard.is_empty() {
        return Err(Refusal::Faults(hard));
    }
    let mut values = [0u32; 5];
    for (v, s) in values.iter_mut().zip(sets) {
        if let Submitted::Whole(x) = s {
            *v = u32::try_from(*x).map_err(|_| Refusal::Faults(vec![Fault::Sum]))?;
        }
    }
    if !found.contains(&Fault::Sum) {
        return Ok((Distribution(values), None));
    }
    correct(values, strength)
        .map(|(d, c)| (d, Some(c)))
        .ok_or(Refusal::StrengthTooLow)
}

/// Rule 10 on five different values of at least 1 (R-G2). Too few: all to the strongest set.
/// Too many: take the excess from the strongest set; where that would tie another set or go
/// below 1, one point less, repeatedly; the rest from the next strongest set (by the submitted
/// order of strength) the same way. `None` when the excess cannot be taken (strength < 15).
/// A sum already right gives the values back with no steps.
pub fn correct(values: [u32; 5], strength: u32) -> Option<(Distribution, Correction)> {
    // In u64: five u32 values may sum past u32::MAX (a typo like 4294967295 must not wrap).
    let total: u64 = values.iter().map(|&x| u64::from(x)).sum();
    let strength_wide = u64::from(strength);
    let mut v = values;
    let mut order: Vec<usize> = (0..5).collect();
    order.sort_by(|&i, &j| values[j].cmp(&values[i]).then(i.cmp(&j)));
    if total <= strength_wide {
        // Fits in u32: total <= strength.
        let add = strength - total as u32;
        let mut steps = Vec::new();
        if add > 0 {
            v[order[0]] += add;
            steps.push((order[0] + 1, add));
        }
        let c = Correction {
            direction: Direction::TooFew,
            steps,
        };
        return Some((Distribution(v), c));
    }
    let mut rest = total - strength_wide;
    let mut steps = Vec::new();
    // One pass normally takes it all; further passes only where a set could not give enough.
    let mut progress = true;
    while rest > 0 && progress {
        progress = false;
        for &i in &order {
            if rest == 0 {
                break;
            }
            // At most v[i] - 1, so it fits in u32.
            let mut take = rest.min(u64::from(v[i] - 1)) as u32;
            while take > 0 && (0..5).any(|j| j != i && v[j] == v[i] - take) {
                take -= 1;
            }
            if take > 0 {
                v[i] -= take;
                rest -= u64::from(take);
                steps.push((i + 1, take));
                progress = true;
            }
        }
    }
    (rest == 0).then_some((
        Distribution(v),
        Correction {
            direction: Direction::TooMany,
            steps,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn whole(v: &[i64]) -> Vec<Submitted> {
        v.iter().map(|x| Submitted::Whole(*x)).collect()
    }

    /// Rule 4.2's example: A is legal, B sums to 100 and is legal too, C has two 10s and a 0.
    #[test]
    fn the_rule_4_2_example() {
        assert_eq!(faults(&whole(&[30, 25, 21, 13, 11]), 100), []);
        assert_eq!(faults(&whole(&[10, 11, 50, 14, 15]), 100), []);
        assert_eq!(
            faults(&whole(&[20, 10, 10, 60, 0]), 100),
            [Fault::Min1, Fault::Duplicate]
        );
    }

    #[test]
    fn every_fault_is_named() {
        assert_eq!(
            faults(&parse_list("30,25,x,13"), 100),
            [Fault::Count, Fault::NotInt]
        );
        assert_eq!(
            faults(&parse_list("30,30,21.5,13,-1"), 100),
            [Fault::NotInt, Fault::Min1, Fault::Duplicate]
        );
        assert_eq!(faults(&parse_list("30,25,21,13,11"), 99), [Fault::Sum]);
        assert_eq!(
            faults(&parse_list("50,50"), 100),
            [Fault::Count, Fault::Duplicate]
        );
    }

    #[test]
    fn rule_10_too_few_goes_to_the_strongest_set() {
        let (d, c) = correct([30, 25, 21, 13, 11], 105).expect("correctable");
        assert_eq!(d.0, [35, 25, 21, 13, 11]);
        assert_eq!(c.direction, Direction::TooFew);
        assert_eq!(c.steps, [(1, 5)]);
    }

    #[test]
    fn rule_10_too_many_steps_around_ties() {
        let (d, c) = correct([30, 25, 21, 13, 11], 91).expect("correctable");
        assert_eq!(d.0, [22, 24, 21, 13, 11]);
        assert_eq!(c.steps, [(1, 8), (2, 1)]);
        // 25 - 1 would tie 24: skipped, 24 gives the point.
        let (d, c) = correct([30, 25, 24, 13, 11], 98).expect("correctable");
        assert_eq!(d.0, [26, 25, 23, 13, 11]);
        assert_eq!(c.steps, [(1, 4), (3, 1)]);
    }

    #[test]
    fn other_faults_are_not_corrected() {
        assert_eq!(
            check(&whole(&[20, 10, 10, 60, 0]), 100),
            Err(Refusal::Faults(vec![Fault::Min1, Fault::Duplicate]))
        );
        assert_eq!(
            check(&whole(&[5, 4, 3, 2, 1]), 14),
            Err(Refusal::StrengthTooLow)
        );
        assert_eq!(
            check(&whole(&[30, 25, 21, 13, 11]), 100),
            Ok((Distribution([30, 25, 21, 13, 11]), None))
        );
    }

    /// A set near `u32::MAX` (a mistyped or hostile letter) must not wrap the sum round to the
    /// strength: the excess is taken by rule 10 as from any other too-strong distribution.
    #[test]
    fn huge_sets_do_not_wrap_the_sum() {
        let (d, c) = check(&whole(&[4_294_967_295, 10, 20, 50, 71]), 150).expect("corrected");
        assert_eq!(d.0, [1, 10, 20, 50, 69]);
        let c = c.expect("a correction");
        assert_eq!(c.direction, Direction::TooMany);
        assert_eq!(c.steps, vec![(1, 4_294_967_294), (5, 2)]);
        let (d, _) =
            correct([4_294_967_295, 4_294_967_294, 3, 4, 5], 4_294_967_295).expect("corrected");
        assert_eq!(d.0, [1, 4_294_967_282, 3, 4, 5]);
        assert_eq!(
            faults(&whole(&[i64::MAX, i64::MAX - 1, 1, 2, 3]), 100),
            vec![Fault::Sum]
        );
    }

    fn distinct_sets() -> impl Strategy<Value = [u32; 5]> {
        proptest::collection::btree_set(1u32..200, 5)
            .prop_map(|s| s.into_iter().collect::<Vec<u32>>())
            .prop_shuffle()
            .prop_map(|v| [v[0], v[1], v[2], v[3], v[4]])
    }

    proptest! {
        /// A corrected distribution is valid and sums to the strength (R-G1, R-G2).
        #[test]
        fn a_corrected_distribution_is_valid(sets in distinct_sets(), strength in 15u32..1000) {
            let submitted: Vec<Submitted> = sets.iter().map(|v| Submitted::Whole(i64::from(*v))).collect();
            let (d, _) = check(&submitted, strength).expect("distinct sets of at least 1 are correctable");
            let again: Vec<Submitted> = d.0.iter().map(|v| Submitted::Whole(i64::from(*v))).collect();
            prop_assert_eq!(faults(&again, strength), vec![]);
            prop_assert_eq!(d.total(), strength);
        }
    }
}
