//! The expected result of one game (`turnierfussball.txt`, Anhang B; R-F1): goal chances per
//! row rounded up, the goal probability `((15 - A) x (14 - T)) / 210` of the opponent's
//! Ausputzer and Torwart, the exact goal distributions (binomial: every chance is tried on its
//! own), and from them P(win), P(draw), P(loss), expected points `2 x P(win) + P(draw)` and
//! expected goals.
//!
//! Exact values are [`BigRational`]s: a distribution over `n` chances has the denominator
//! `210^n`. The table of many teams ([`super::table`]) uses the floating-point
//! [`FloatDistribution`] and falls back to the exact values only where two totals are too
//! close to order by floating point.

use super::lineup::Lineup;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

/// The denominator of every goal probability: 15 x 14 (the two dice of Anhang A).
pub const GOAL_DENOM: u32 = 210;

/// How a row's goal chances are rounded (R-F1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rounding {
    /// Anhang B (the expectation mode): each row rounded up.
    Up,
    /// Anhang A (the dice mode): each row rounded half up.
    HalfUp,
}

/// Goal chances of one team against an opponent, per field row (Anhang A/B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Chances {
    /// One per point of S above the opponent's A + V.
    pub s: u32,
    /// A half per point of M above the opponent's M, rounded.
    pub m: u32,
    /// A quarter per point of V above the opponent's S, rounded.
    pub v: u32,
}

impl Chances {
    /// All chances of the team.
    pub fn total(&self) -> u32 {
        self.s + self.m + self.v
    }
}

/// The goal chances of `team` against `opp` (Anhang B rounds each row up, Anhang A half up:
/// R-F1).
pub fn chances(team: &Lineup, opp: &Lineup, rounding: Rounding) -> Chances {
    let over = |x: u32, y: u64| u64::from(x).saturating_sub(y);
    let s = over(team.s(), u64::from(opp.a()) + u64::from(opp.v()));
    let m = over(team.m(), u64::from(opp.m()));
    let v = over(team.v(), u64::from(opp.s()));
    let (m, v) = match rounding {
        Rounding::Up => (m.div_ceil(2), v.div_ceil(4)),
        // Half up: a half of M is a whole chance (as rounded up); a quarter of V rounds to 0.
        Rounding::HalfUp => (m.div_ceil(2), (v + 2) / 4),
    };
    let c = |x: u64| u32::try_from(x).unwrap_or(u32::MAX);
    Chances {
        s: c(s),
        m: c(m),
        v: c(v),
    }
}

/// The numerator over [`GOAL_DENOM`] of the probability that a chance against `opp` becomes a
/// goal: `(15 - A) x (14 - T)` (Anhang B; A and T of a corrected lineup are at most 10, so it
/// is 20..=210).
pub fn goal_numerator(opp: &Lineup) -> u32 {
    (15u32.saturating_sub(opp.a())) * (14u32.saturating_sub(opp.t()))
}

/// The probability that a chance against `opp` becomes a goal, exact (Anhang B).
pub fn goal_prob(opp: &Lineup) -> BigRational {
    BigRational::new(BigInt::from(goal_numerator(opp)), BigInt::from(GOAL_DENOM))
}

/// The exact goal distribution of `n` chances at `a / 210` each: numerators over `210^n`,
/// `C(n, k) a^k (210 - a)^(n - k)` for `k = 0..=n` goals.
pub fn exact_distribution(n: u32, a: u32) -> Vec<BigInt> {
    let a = a.min(GOAL_DENOM);
    let b = GOAL_DENOM - a;
    let n = n as usize;
    let mut pow_a = Vec::with_capacity(n + 1);
    let mut pow_b = Vec::with_capacity(n + 1);
    let (mut pa, mut pb) = (BigInt::one(), BigInt::one());
    for _ in 0..=n {
        pow_a.push(pa.clone());
        pow_b.push(pb.clone());
        pa *= a;
        pb *= b;
    }
    let mut binom = BigInt::one();
    let mut out = Vec::with_capacity(n + 1);
    for k in 0..=n {
        out.push(&binom * &pow_a[k] * &pow_b[n - k]);
        binom = binom * (n - k) / (k + 1);
    }
    out
}

/// The exact goal distribution as fractions: `P(k goals)` for `k = 0..=n`.
pub fn goal_distribution(n: u32, a: u32) -> Vec<BigRational> {
    let d = BigInt::from(GOAL_DENOM).pow(n);
    exact_distribution(n, a)
        .into_iter()
        .map(|x| BigRational::new(x, d.clone()))
        .collect()
}

/// `P(X > Y)`, `P(X = Y)`, `P(X < Y)` for two independent exact distributions `x` (over
/// `210^nx`) and `y` (over `210^ny`), in one pass with a running sum of `y`.
pub fn exact_outcome(x: &[BigInt], y: &[BigInt]) -> [BigRational; 3] {
    let nx = x.len().saturating_sub(1) as u32;
    let ny = y.len().saturating_sub(1) as u32;
    let denom = BigInt::from(GOAL_DENOM).pow(nx + ny);
    let total_y = BigInt::from(GOAL_DENOM).pow(ny);
    let (mut win, mut draw) = (BigInt::zero(), BigInt::zero());
    let mut below = BigInt::zero(); // P(Y < k) x 210^ny
    for (k, xk) in x.iter().enumerate() {
        if k >= y.len() {
            win += xk * &total_y;
            continue;
        }
        win += xk * &below;
        draw += xk * &y[k];
        below += &y[k];
    }
    let loss = &denom - &win - &draw;
    [
        BigRational::new(win, denom.clone()),
        BigRational::new(draw, denom.clone()),
        BigRational::new(loss, denom),
    ]
}

/// The expected result of one game of `team1` against `team2`, exact (Anhang B).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expectation {
    /// Goal chances of team 1 and team 2.
    pub chances: [Chances; 2],
    /// Probability that a chance of team 1 (team 2) becomes a goal.
    pub goal_prob: [BigRational; 2],
    /// Expected goals of team 1 and team 2: chances x goal probability.
    pub expected_goals: [BigRational; 2],
    /// P(team 1 wins).
    pub p_win: BigRational,
    /// P(draw).
    pub p_draw: BigRational,
    /// P(team 1 loses).
    pub p_loss: BigRational,
    /// Expected points: `2 P(win) + P(draw)` for team 1, 2 minus that for team 2.
    pub points: [BigRational; 2],
}

/// The expected result of `team1` against `team2` (both corrected lineups), exact.
pub fn expect(team1: &Lineup, team2: &Lineup) -> Expectation {
    let c1 = chances(team1, team2, Rounding::Up);
    let c2 = chances(team2, team1, Rounding::Up);
    let (a1, a2) = (goal_numerator(team2), goal_numerator(team1));
    let x = exact_distribution(c1.total(), a1);
    let y = exact_distribution(c2.total(), a2);
    let [p_win, p_draw, p_loss] = exact_outcome(&x, &y);
    let two = BigRational::from_integer(BigInt::from(2));
    let p1 = &two * &p_win + &p_draw;
    let p2 = &two - &p1;
    let eg = |n: u32, a: u32| {
        BigRational::new(
            BigInt::from(u64::from(n) * u64::from(a)),
            BigInt::from(GOAL_DENOM),
        )
    };
    Expectation {
        chances: [c1, c2],
        goal_prob: [goal_prob(team2), goal_prob(team1)],
        expected_goals: [eg(c1.total(), a1), eg(c2.total(), a2)],
        p_win,
        p_draw,
        p_loss,
        points: [p1, p2],
    }
}

/// A goal distribution in floating point, for the table of many teams: `pmf[k]` = P(k goals)
/// and `cdf[k]` = P(at most k goals), `k = 0..=n`.
#[derive(Debug, Clone, PartialEq)]
pub struct FloatDistribution {
    /// P(k goals).
    pub pmf: Vec<f64>,
    /// P(at most k goals).
    pub cdf: Vec<f64>,
}

impl FloatDistribution {
    /// Binomial `n` chances at `a / 210`: computed outward from the mode with the ratio of
    /// neighbours and normalised (no overflow or underflow of `210^n`; the far tails that
    /// underflow are below 1e-300).
    pub fn new(n: u32, a: u32) -> Self {
        let n = n as usize;
        let a = a.min(GOAL_DENOM);
        let mut pmf = vec![0.0; n + 1];
        if a == GOAL_DENOM {
            pmf[n] = 1.0;
        } else if a == 0 {
            pmf[0] = 1.0;
        } else {
            let p = f64::from(a) / f64::from(GOAL_DENOM);
            let q = f64::from(GOAL_DENOM - a) / f64::from(GOAL_DENOM);
            let mode = (((n + 1) as f64) * p).floor().min(n as f64) as usize;
            pmf[mode] = 1.0;
            for k in mode..n {
                pmf[k + 1] = pmf[k] * ((n - k) as f64 / (k + 1) as f64) * (p / q);
            }
            for k in (0..mode).rev() {
                pmf[k] = pmf[k + 1] * ((k + 1) as f64 / (n - k) as f64) * (q / p);
            }
            let sum: f64 = pmf.iter().sum();
            for v in &mut pmf {
                *v /= sum;
            }
        }
        let mut cdf = Vec::with_capacity(n + 1);
        let mut run = 0.0;
        for v in &pmf {
            run += v;
            cdf.push(run.min(1.0));
        }
        Self { pmf, cdf }
    }

    /// `P(Y <= k)` for this distribution `Y`: 0 below 0, 1 above `n`.
    fn at_most(&self, k: isize) -> f64 {
        if k < 0 {
            0.0
        } else {
            self.cdf.get(k as usize).copied().unwrap_or(1.0)
        }
    }

    /// `P(X > Y) - P(X < Y)` for `X` this distribution and `Y` = `other`: one pass over
    /// `X` with `Y`'s running sum. A game's expected points are `1 + ` this.
    pub fn win_minus_loss(&self, other: &FloatDistribution) -> f64 {
        let mut d = 0.0;
        for (k, x) in self.pmf.iter().enumerate() {
            // P(Y < k) - P(Y > k) = P(Y <= k-1) + P(Y <= k) - 1
            let k = k as isize;
            d += x * (other.at_most(k - 1) + other.at_most(k) - 1.0);
        }
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(n: i64, d: i64) -> BigRational {
        BigRational::new(BigInt::from(n), BigInt::from(d))
    }

    #[test]
    fn chances_round_up_per_row_in_the_expectation_and_half_up_with_dice() {
        let t = Lineup([2, 3, 30, 40, 50]);
        let o = Lineup([4, 5, 20, 35, 45]);
        let c = chances(&t, &o, Rounding::Up);
        assert_eq!((c.s, c.m, c.v, c.total()), (25, 3, 0, 28));
        // 1 point of V over S is a quarter chance: up gives 1, half up gives 0.
        let a = Lineup([0, 0, 6, 1, 1]);
        let b = Lineup([0, 0, 1, 1, 5]);
        assert_eq!(chances(&a, &b, Rounding::Up).v, 1);
        assert_eq!(chances(&a, &b, Rounding::HalfUp).v, 0);
        let a = Lineup([0, 0, 7, 1, 1]);
        assert_eq!(chances(&a, &b, Rounding::HalfUp).v, 1);
    }

    #[test]
    fn exact_distributions_sum_to_one() {
        for (n, a) in [(0, 20), (5, 20), (7, 182), (30, 210), (12, 1)] {
            let d = goal_distribution(n, a);
            let s: BigRational = d.iter().sum();
            assert_eq!(s, BigRational::one(), "n {n} a {a}");
        }
        assert_eq!(goal_distribution(2, 105), [r(1, 4), r(1, 2), r(1, 4)]);
    }

    #[test]
    fn float_distributions_match_the_exact_ones() {
        for (n, a) in [(5, 20), (40, 182), (300, 195), (250, 20), (3, 210)] {
            let f = FloatDistribution::new(n, a);
            let e = goal_distribution(n, a);
            for (x, y) in f.pmf.iter().zip(&e) {
                let y = num_traits::ToPrimitive::to_f64(y).unwrap_or(f64::NAN);
                assert!(
                    (x - y).abs() <= 1e-15 + 1e-12 * y,
                    "n {n} a {a}: {x} vs {y}"
                );
            }
        }
    }
}
