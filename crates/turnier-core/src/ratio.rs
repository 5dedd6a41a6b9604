//! Exact rational numbers for tiebreakers (DESIGN.md, "Engines": compare exactly, floats only
//! for display).

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::ToPrimitive;
use std::cmp::Ordering;
use std::fmt;

/// An exact fraction in `[0, 1]` such as MWP, GW%, OMW% or OGW%.
///
/// Exact, so that ties compare exactly (RULINGS `R-S9`). Kept reduced in `i64` while it fits,
/// which covers every real event (denominators are products of `3 x rounds`, the floor's 100
/// and opponent counts), and as an arbitrary-precision rational beyond that, so averages over
/// many opponents never overflow. The two forms are never mixed up: a value that fits in `i64`
/// is always held small, so equality and hashing compare the canonical form.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Percentage(Repr);

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Repr {
    /// `numer / denom`, reduced, `denom > 0`.
    Small(i64, i64),
    /// Reduced, and does not fit [`Repr::Small`].
    Big(BigRational),
}

/// Greatest common divisor of `|a|` and `|b|` (`gcd(0, 0) = 0`); in 64 bits when both fit,
/// which is nearly always and several times faster.
fn gcd(a: i128, b: i128) -> i128 {
    let (a, b) = (a.unsigned_abs(), b.unsigned_abs());
    if let (Ok(mut a), Ok(mut b)) = (u64::try_from(a), u64::try_from(b)) {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        return i128::from(a);
    }
    let (mut a, mut b) = (a, b);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i128
}

/// `num/den + vn/vd` over the lcm of the denominators (all positive), `None` on overflow.
fn add_small(num: i64, den: i64, vn: i64, vd: i64) -> Option<(i64, i64)> {
    if den % vd == 0 {
        return num.checked_add(vn.checked_mul(den / vd)?).map(|s| (s, den));
    }
    let g = gcd(i128::from(den), i128::from(vd)) as i64;
    let grow = vd / g;
    let lcm = den.checked_mul(grow)?;
    let sum = num
        .checked_mul(grow)?
        .checked_add(vn.checked_mul(lcm / vd)?)?;
    Some((sum, lcm))
}

impl Percentage {
    /// `numer / denom`. Panics never: a zero `denom` gives 0 (R-S8: no rounds, no games).
    pub fn new(numer: i64, denom: i64) -> Self {
        Self::from_i128(i128::from(numer), i128::from(denom))
    }

    /// `numer / denom` reduced, small when it fits; a zero `denom` gives 0.
    fn from_i128(numer: i128, denom: i128) -> Self {
        if denom == 0 {
            return Self::zero();
        }
        let g = gcd(numer, denom);
        let (mut n, mut d) = (numer / g, denom / g);
        if d < 0 {
            (n, d) = (-n, -d);
        }
        match (i64::try_from(n), i64::try_from(d)) {
            (Ok(n), Ok(d)) => Self(Repr::Small(n, d)),
            _ => Self(Repr::Big(BigRational::new(
                BigInt::from(n),
                BigInt::from(d),
            ))),
        }
    }

    /// The canonical form of an exact rational: small when it fits in `i64`.
    fn from_big(r: BigRational) -> Self {
        match (r.numer().to_i64(), r.denom().to_i64()) {
            (Some(n), Some(d)) => Self(Repr::Small(n, d)),
            _ => Self(Repr::Big(r)),
        }
    }

    /// The value as an arbitrary-precision rational.
    fn to_big(&self) -> BigRational {
        match &self.0 {
            Repr::Small(n, d) => BigRational::new_raw(BigInt::from(*n), BigInt::from(*d)),
            Repr::Big(r) => r.clone(),
        }
    }

    /// Zero.
    pub fn zero() -> Self {
        Self(Repr::Small(0, 1))
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
        Self::mean_of(values)
    }

    /// The mean of the values `iter` yields, by reference; 0 when it yields none (R-S8). Used for
    /// OMW% and OGW% so that no opponent value is cloned. Sums in `i128` while that cannot
    /// overflow, exactly as a big rational beyond.
    pub fn mean_of<'a>(iter: impl IntoIterator<Item = &'a Percentage>) -> Self {
        let mut iter = iter.into_iter();
        // The sum so far as num/den, den the lcm of the denominators seen (not reduced on the
        // way: opponents' denominators are few and small, so most steps are one division).
        let (mut num, mut den): (i64, i64) = (0, 1);
        let mut n: i64 = 0;
        let mut big: Option<BigRational> = None;
        for v in iter.by_ref() {
            n += 1;
            let next = match v.0 {
                Repr::Small(vn, vd) => add_small(num, den, vn, vd),
                Repr::Big(_) => None,
            };
            match next {
                Some(sum) => (num, den) = sum,
                None => {
                    let sum = BigRational::new(BigInt::from(num), BigInt::from(den));
                    big = Some(sum + v.to_big());
                    break;
                }
            }
        }
        if let Some(mut sum) = big {
            for v in iter {
                n += 1;
                sum += v.to_big();
            }
            return Self::from_big(sum / BigInt::from(n));
        }
        if n == 0 {
            return Self::zero();
        }
        Self::from_i128(i128::from(num), i128::from(den) * i128::from(n))
    }

    /// Approximate value, for display and JSON only.
    pub fn to_f64(&self) -> f64 {
        match &self.0 {
            Repr::Small(n, d) => *n as f64 / *d as f64,
            Repr::Big(r) => r.to_f64().unwrap_or(0.0),
        }
    }

    /// `"p/q"`, reduced (`"1/1"` for one), as the shared cases write exact values.
    pub fn to_fraction_string(&self) -> String {
        match &self.0 {
            Repr::Small(n, d) => format!("{n}/{d}"),
            Repr::Big(r) => format!("{}/{}", r.numer(), r.denom()),
        }
    }

    /// Rounded half up to `places` decimals, e.g. `0.333333` (R-S9: round to display only).
    pub fn to_decimal_string(&self, places: u32) -> String {
        if let (Repr::Small(n, d), Some(scale)) = (&self.0, 10i128.checked_pow(places))
            && *n >= 0
            && places <= 18
        {
            // floor(n * scale / d + 1/2) = floor((2 n scale + d) / 2d): exact in i128.
            let rounded = (2 * i128::from(*n) * scale + i128::from(*d)) / (2 * i128::from(*d));
            let (int_part, frac_part) = (rounded / scale, rounded % scale);
            return if places == 0 {
                int_part.to_string()
            } else {
                format!("{int_part}.{frac_part:0>width$}", width = places as usize)
            };
        }
        let scale = BigInt::from(10u32).pow(places);
        let scaled = self.to_big() * BigRational::from_integer(scale.clone());
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

impl Ord for Percentage {
    fn cmp(&self, other: &Self) -> Ordering {
        match (&self.0, &other.0) {
            // |n|, d < 2^63, so each product fits in i128.
            (Repr::Small(an, ad), Repr::Small(bn, bd)) => {
                (i128::from(*an) * i128::from(*bd)).cmp(&(i128::from(*bn) * i128::from(*ad)))
            }
            _ => self.to_big().cmp(&other.to_big()),
        }
    }
}

impl PartialOrd for Percentage {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Percentage {
    /// The value in percent, rounded half up to `places` decimals, without the sign:
    /// `54.17` for 13/24 with 2 places. The standings show OMW%, GW% and OGW% this way, and so
    /// does every printed document (R-S9: round to display only).
    pub fn to_percent_string(&self, places: u32) -> String {
        match &self.0 {
            Repr::Small(n, d) => Self::from_i128(i128::from(*n) * 100, i128::from(*d)),
            Repr::Big(r) => Self::from_big(r * BigRational::from_integer(BigInt::from(100))),
        }
        .to_decimal_string(places)
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

    /// Reference: the mean as a big rational, as before the `i64` fast path.
    fn big_mean(values: &[(i64, i64)]) -> BigRational {
        let sum = values
            .iter()
            .fold(BigRational::from_integer(BigInt::from(0)), |acc, (n, d)| {
                acc + BigRational::new(BigInt::from(*n), BigInt::from(*d))
            });
        sum / BigInt::from(values.len())
    }

    #[test]
    fn means_beyond_i128_fall_back_to_big_rationals_exactly() {
        // Pairwise coprime denominators near 2^62: the common denominator overflows i128
        // after three terms.
        let values = [
            (1, 4_611_686_018_427_387_847),
            (2, 4_611_686_018_427_387_817),
            (3, 4_611_686_018_427_387_787),
            (5, 4_611_686_018_427_387_761),
            (7, 3),
        ];
        let ps: Vec<Percentage> = values
            .iter()
            .map(|(n, d)| Percentage::new(*n, *d))
            .collect();
        let mean = Percentage::mean(&ps);
        assert!(matches!(mean.0, Repr::Big(_)));
        assert_eq!(mean.to_big(), big_mean(&values));
        // Comparisons across the two forms.
        assert!(mean > Percentage::new(1, 3));
        assert!(mean < Percentage::new(1, 2));
        assert_eq!(
            Percentage::from_big(Percentage::new(5, 7).to_big()),
            Percentage::new(5, 7)
        );
    }

    /// Reference: half-up rounding on a big rational, as before the `i64` fast path.
    fn big_decimal(r: &BigRational, places: u32) -> String {
        let scale = BigInt::from(10u32).pow(places);
        let half = BigRational::new(BigInt::from(1), BigInt::from(2));
        let rounded = (r * BigRational::from_integer(scale.clone()) + half)
            .floor()
            .to_integer();
        if places == 0 {
            return rounded.to_string();
        }
        let frac = (&rounded % &scale).to_string();
        format!("{}.{frac:0>w$}", &rounded / &scale, w = places as usize)
    }

    proptest::proptest! {
        #[test]
        fn small_and_big_arithmetic_agree(
            values in proptest::collection::vec((0i64..1_000_000, 1i64..1_000_000), 1..12),
            other in (0i64..1_000_000, 1i64..1_000_000),
        ) {
            let ps: Vec<Percentage> = values.iter().map(|(n, d)| Percentage::new(*n, *d)).collect();
            let mean = Percentage::mean_of(ps.iter());
            proptest::prop_assert_eq!(mean.to_big(), big_mean(&values));
            let o = Percentage::new(other.0, other.1);
            let want = big_mean(&values)
                .cmp(&BigRational::new(BigInt::from(other.0), BigInt::from(other.1)));
            proptest::prop_assert_eq!(mean.cmp(&o), want);
            proptest::prop_assert_eq!(mean == o, want == Ordering::Equal);
            for places in [0, 2, 6] {
                proptest::prop_assert_eq!(
                    mean.to_decimal_string(places),
                    big_decimal(&big_mean(&values), places)
                );
            }
        }
    }
}
