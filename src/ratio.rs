//! Exact rational numbers for tiebreakers (DESIGN.md, "Engines": compare exactly, floats only
//! for display).

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use std::fmt;

/// An exact fraction in `[0, 1]` such as MWP, GW%, OMW% or OGW%.
///
/// Kept as an arbitrary-precision rational so that averages over many opponents never overflow
/// and ties compare exactly (RULINGS `R-S9`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Percentage(pub BigRational);

impl Percentage {
    /// `numer / denom`. Panics never: a zero `denom` gives 0 (R-S8: no rounds, no games).
    pub fn new(numer: i64, denom: i64) -> Self {
        if denom == 0 {
            return Self::zero();
        }
        Self(BigRational::new(BigInt::from(numer), BigInt::from(denom)))
    }

    /// Zero.
    pub fn zero() -> Self {
        Self(BigRational::zero())
    }

    /// Parses `"p/q"` (as in `../shared/cases`): `None` if malformed or `q == 0`.
    pub fn parse_fraction(s: &str) -> Option<Self> {
        let (p, q) = s.split_once('/')?;
        let p: i64 = p.trim().parse().ok()?;
        let q: i64 = q.trim().parse().ok()?;
        (q != 0).then(|| Self::new(p, q))
    }

    /// The larger of `self` and `floor`.
    pub fn at_least(self, floor: &Percentage) -> Self {
        if &self < floor { floor.clone() } else { self }
    }

    /// The mean of `values`; 0 for an empty slice (R-S8).
    pub fn mean(values: &[Percentage]) -> Self {
        if values.is_empty() {
            return Self::zero();
        }
        let sum = values.iter().fold(BigRational::zero(), |acc, v| acc + &v.0);
        Self(sum / BigInt::from(values.len()))
    }

    /// The mean of the values `iter` yields, by reference; 0 when it yields none (R-S8). Used for
    /// OMW% and OGW% so that no opponent value is cloned.
    pub fn mean_of<'a>(iter: impl IntoIterator<Item = &'a Percentage>) -> Self {
        let mut sum = BigRational::zero();
        let mut n: u64 = 0;
        for v in iter {
            sum += &v.0;
            n += 1;
        }
        if n == 0 {
            return Self::zero();
        }
        Self(sum / BigInt::from(n))
    }

    /// Approximate value, for display and JSON only.
    pub fn to_f64(&self) -> f64 {
        self.0.to_f64().unwrap_or(0.0)
    }

    /// `"p/q"`, reduced (`"1/1"` for one), as the shared cases write exact values.
    pub fn to_fraction_string(&self) -> String {
        format!("{}/{}", self.0.numer(), self.0.denom())
    }

    /// Rounded half up to `places` decimals, e.g. `0.333333` (R-S9: round to display only).
    pub fn to_decimal_string(&self, places: u32) -> String {
        let scale = BigInt::from(10u32).pow(places);
        let scaled = &self.0 * BigRational::from_integer(scale.clone());
        // half up: floor(x + 1/2) for non-negative x
        let half = BigRational::new(BigInt::from(1), BigInt::from(2));
        let rounded = (scaled + half).floor().to_integer();
        let int_part = &rounded / &scale;
        let frac_part = &rounded % &scale;
        if places == 0 {
            return int_part.to_string();
        }
        format!(
            "{}.{:0>width$}",
            int_part,
            frac_part.to_string(),
            width = places as usize
        )
    }
}

impl Percentage {
    /// The value in percent, rounded half up to `places` decimals, without the sign:
    /// `54.17` for 13/24 with 2 places. The standings show OMW%, GW% and OGW% this way, and so
    /// does every printed document (R-S9: round to display only).
    pub fn to_percent_string(&self, places: u32) -> String {
        Self(&self.0 * BigRational::from_integer(BigInt::from(100))).to_decimal_string(places)
    }
}

impl fmt::Display for Percentage {
    /// Six decimals, half up: `0.333333`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_decimal_string(6))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_half_up_to_six_places() {
        assert_eq!(Percentage::new(1, 3).to_string(), "0.333333");
        assert_eq!(Percentage::new(2, 3).to_string(), "0.666667");
        assert_eq!(Percentage::new(199, 600).to_string(), "0.331667");
        assert_eq!(Percentage::new(1, 1).to_string(), "1.000000");
        assert_eq!(Percentage::new(1, 2_000_000).to_string(), "0.000001");
    }

    #[test]
    fn percent_strings_round_half_up() {
        assert_eq!(Percentage::new(13, 24).to_percent_string(2), "54.17");
        assert_eq!(Percentage::new(1, 3).to_percent_string(2), "33.33");
        assert_eq!(Percentage::new(1, 1).to_percent_string(2), "100.00");
        assert_eq!(Percentage::new(1, 8000).to_percent_string(2), "0.01");
    }

    #[test]
    fn mean_of_averages_exactly() {
        let v = [
            Percentage::new(1, 1),
            Percentage::new(1, 3),
            Percentage::new(33, 100),
        ];
        assert_eq!(
            Percentage::mean_of(v.iter()).to_fraction_string(),
            "499/900"
        );
        assert_eq!(Percentage::mean_of(v.iter()), Percentage::mean(&v));
        assert_eq!(Percentage::mean_of([].iter()), Percentage::zero());
    }

    #[test]
    fn fractions_round_trip() {
        let p = Percentage::parse_fraction("133/300").expect("valid");
        assert_eq!(p.to_fraction_string(), "133/300");
        assert_eq!(Percentage::new(3, 3).to_fraction_string(), "1/1");
        assert!(Percentage::parse_fraction("1/0").is_none());
    }
}
