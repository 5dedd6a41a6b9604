//! The cost of one pair under the lexicographic tiers R-S12..R-S15, and its encoding into one
//! exact integer edge weight for the blossom solver.
//!
//! Tiers 1..3 are sums over pairs, so they encode exactly. Tier 4 (R-S15, seating) depends on
//! who floats where (the "float profile"): given a profile, each player's half is fixed and the
//! tier becomes a sum over pairs too. Whether a pair fits a profile is a property of the pair
//! alone ([`Landing`], [`violates`]), so "this profile and no other" is one more digit, above all
//! tiers: the optimum under a profile's constraint and halves is the exact optimum among the
//! pairings with that profile (see `optimum.rs`).

use super::field::Field;
use super::matching::Weight;
use super::wide::I256;
use num_bigint::BigInt;

/// The tier values of one pair (R-S12..R-S15); smaller is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PairCost {
    /// 1 if the pair contradicts the float profile being searched ([`violates`]); weighs more
    /// than every tier, so an optimum with a 0 sum is a pairing with that profile.
    pub violates: u32,
    /// Previous meetings (R-S12).
    pub meetings: u32,
    /// Pair-down size, 0 for a pair within a score group (R-S13).
    pub size: u32,
    /// Players of the upper player's score group ranked below him (R-S14); 0 if no pair-down.
    pub floats: u32,
    /// 1 if both sit in the same half of their group (R-S15).
    pub same_half: u32,
}

/// Who floats where: per position, the match points of the group it floats down into.
pub(crate) type Profile = Vec<Option<u32>>;

/// Where one player's pair puts him in a float profile: he stays in his score group (paired
/// within it or with a floater from above), or he floats down into the group with these match
/// points (the upper player of a pair-down). `Any` leaves it open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Landing {
    /// Not decided.
    Any,
    /// Stays in his own score group.
    Stay,
    /// Floats down into the group with these match points.
    Float(u32),
}

/// The landing of position `u` when paired with `v`.
pub(crate) fn landing(f: &Field, u: usize, v: usize) -> Landing {
    if f.mp[u] > f.mp[v] {
        Landing::Float(f.mp[v])
    } else {
        Landing::Stay
    }
}

/// Whether pairing `i` with `j` contradicts the landings `cons` (per position): each of the two
/// must land where the pair puts him. A perfect matching none of whose pairs violates a fully
/// decided `cons` has exactly that float profile.
pub(crate) fn violates(f: &Field, cons: &[Landing], i: usize, j: usize) -> bool {
    let fits = |u: usize, v: usize| cons[u] == Landing::Any || cons[u] == landing(f, u, v);
    !(fits(i, j) && fits(j, i))
}

/// The landings of a complete profile.
pub(crate) fn landings_of(prof: &Profile) -> Vec<Landing> {
    prof.iter()
        .map(|p| match p {
            Some(h) => Landing::Float(*h),
            None => Landing::Stay,
        })
        .collect()
}

/// The profile of a matching given as `mate` by position: every upper player of a pair-down
/// lands in the group of his partner.
pub(crate) fn profile_of(f: &Field, mate: &[usize]) -> Profile {
    (0..f.len())
        .map(|i| {
            let j = mate[i];
            (f.mp[i] > f.mp[j]).then_some(f.mp[j])
        })
        .collect()
}

/// The profile without any constraint: from the top, an odd group (with its incoming floater)
/// sends its last player to the next group (the spec's "der Letzte deiner Gruppe spielt nach
/// unten").
pub(crate) fn natural_profile(f: &Field) -> Profile {
    let mut prof = vec![None; f.len()];
    let mut carry: Vec<usize> = Vec::new();
    for g in 0..f.groups.len() {
        let mut seats = carry.clone();
        seats.extend(f.groups[g].iter().copied());
        carry.clear();
        if seats.len() % 2 == 1
            && g + 1 < f.groups.len()
            && let Some(&last) = seats.last()
        {
            prof[last] = Some(f.group_mp[g + 1]);
            carry.push(last);
        }
    }
    prof
}

/// Per position, whether it sits in the top half of its group's seating under `prof` (R-S15):
/// the floaters coming in sit on top, then the group's own players who stay, in order; the
/// first half (rounded down) is the top half, and every incoming floater counts as top. A
/// player who floats out is counted as bottom half of his own group.
pub(crate) fn halves(f: &Field, prof: &Profile) -> Vec<bool> {
    let mut top = vec![false; f.len()];
    for (g, members) in f.groups.iter().enumerate() {
        let gmp = f.group_mp[g];
        let incoming: Vec<usize> = (0..f.len()).filter(|&p| prof[p] == Some(gmp)).collect();
        let own: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&p| prof[p].is_none())
            .collect();
        let k = incoming.len() + own.len();
        for (idx, &p) in own.iter().enumerate() {
            top[p] = incoming.len() + idx < k / 2;
        }
    }
    top
}

/// The tier values of pairing positions `i` and `j`, seating by `top` (from [`halves`]); with
/// `top` empty, tier 4 is left out (every pair costs 0 there).
pub(crate) fn pair_cost(f: &Field, top: &[bool], i: usize, j: usize) -> PairCost {
    let meetings = f.meetings(i, j);
    let (u, l) = if f.mp[i] >= f.mp[j] { (i, j) } else { (j, i) };
    let size = f.mp[u] - f.mp[l];
    let seated = !top.is_empty();
    if size == 0 {
        PairCost {
            violates: 0,
            meetings,
            size,
            floats: 0,
            same_half: u32::from(seated && top[u] == top[l]),
        }
    } else {
        PairCost {
            violates: 0,
            meetings,
            size,
            floats: f.below[u],
            // The floater counts as top half of the group it joins.
            same_half: u32::from(seated && top[l]),
        }
    }
}

/// Encodes a [`PairCost`] as a weight `TOP - cost` with radices large enough that no sum over
/// a perfect matching carries from one tier into the next. Pair-down sizes up to `cap` get a
/// digit each (largest most significant); all larger sizes share one digit above them, which
/// is exact as long as the optimum uses no size above `cap` (the caller checks and raises it
/// to the largest size the optimum used). In that shared digit a pair counts its size above
/// the cap, not 1: any count would keep the check exact (a pairing with a size above the cap
/// loses to one without whenever their meetings are equal), but a plain count lets the
/// optimum pick any size above the cap, and the cap then jumps to it: a field of 29 score
/// groups whose optimum pairs down by at most 3 was raised from 2 to 30, thirty digits that
/// fit neither `i128` nor `I256`.
#[derive(Debug, Clone)]
pub(crate) struct Encoding {
    /// Distinct possible pair-down sizes up to the cap, ascending.
    pub sizes: Vec<u32>,
    digits: Vec<BigInt>,
    top: BigInt,
    small: Vec<i128>,
    small_top: i128,
    /// The digits and the top as [`I256`] (0 where they do not fit: then unused).
    wide: Vec<I256>,
    wide_top: I256,
    /// The R-S16 tie-break scale: every tier weight is multiplied by it and the bonus of
    /// [`Encoding::bonus`] added; it exceeds the bonus of any matching, so the tie-break
    /// never outweighs one unit of tiers 1-4.
    pub tb_scale: u64,
    n: u64,
    /// The size cap: sizes above it share one digit, each pair counting its size above it.
    cap: u32,
}

impl Encoding {
    /// An encoding for field `f` with the size cap `cap`.
    pub fn new(f: &Field, cap: u32) -> Self {
        let n = f.len() as u64;
        let pairs = BigInt::from(n / 2 + 1);
        let gmax = f.groups.iter().map(Vec::len).max().unwrap_or(1) as u64;
        let mut sizes: Vec<u32> = Vec::new();
        for a in &f.group_mp {
            for b in &f.group_mp {
                if a > b && a - b <= cap {
                    sizes.push(a - b);
                }
            }
        }
        sizes.sort_unstable();
        sizes.dedup();
        // Digit order: same_half, floats, each size ascending, over-cap, meetings, violations.
        let mut digits = vec![BigInt::from(1)];
        let d_floats = pairs.clone();
        let mut m = &d_floats * BigInt::from((n / 2) * gmax + 1);
        digits.push(d_floats);
        for _ in &sizes {
            digits.push(m.clone());
            m *= &pairs;
        }
        digits.push(m.clone()); // over cap, by size above the cap
        let spread = match (f.group_mp.iter().max(), f.group_mp.iter().min()) {
            (Some(hi), Some(lo)) => hi - lo,
            _ => 0,
        };
        m *= BigInt::from((n / 2) * u64::from(spread.saturating_sub(cap).max(1)) + 1);
        digits.push(m.clone()); // meetings
        m *= BigInt::from((n / 2) * u64::from(f.max_meetings) + 1);
        digits.push(m.clone()); // profile violations
        let top = m * &pairs;
        let small = digits
            .iter()
            .map(|d| i128::try_from(d).unwrap_or(0))
            .collect();
        let small_top = i128::try_from(&top).unwrap_or(0);
        let wide = digits
            .iter()
            .map(|d| I256::from_big(d).unwrap_or_default())
            .collect();
        let wide_top = I256::from_big(&top).unwrap_or_default();
        Self {
            sizes,
            digits,
            top,
            small,
            small_top,
            wide,
            wide_top,
            tb_scale: (n / 2) * n * n + 1,
            n,
            cap,
        }
    }

    /// The digit a pair-down of `size` counts in and how many times: its own size's digit
    /// once, or the shared digit above the cap by its size above the cap; `None` for 0.
    fn digit_of_size(&self, size: u32) -> Option<(usize, u32)> {
        (size > 0).then(|| match self.sizes.iter().position(|&x| x == size) {
            Some(i) => (2 + i, 1),
            None => (self.digits.len() - 3, size.saturating_sub(self.cap).max(1)),
        })
    }

    /// Whether every weight and the solver's duals fit in `i128` with a safe margin.
    pub fn fits_i128(&self) -> bool {
        self.top.bits() + u64::from(u64::BITS - self.tb_scale.leading_zeros()) < 120
    }

    /// Whether the weights of tiers 1-4 alone (no R-S16 bonus, so not scaled by
    /// [`Encoding::tb_scale`]) and the solver's duals fit in `i128` with the same margin as
    /// [`Encoding::fits_i128`]. A round of 10,000 players needs `BigInt` for the bonus (95 + 38
    /// bits) but not for tiers 1-3 (95 bits), whose float-profile search was almost all of its
    /// time.
    pub fn fits_i128_tiers(&self) -> bool {
        self.top.bits() < 120
    }

    /// Bits of the largest weight of tiers 1-4 with the R-S16 bonus (scaled by
    /// [`Encoding::tb_scale`]), or without it: what a number type must hold with a margin.
    fn bits(&self, scaled: bool) -> u64 {
        self.top.bits()
            + if scaled {
                u64::from(u64::BITS - self.tb_scale.leading_zeros())
            } else {
                0
            }
    }

    /// The R-S16 tie-break bonus of pairing positions `i` and `j` (any order): with `a < b`
    /// the two, `n^2 - (n - a) * b`, in `0..=n^2`. Larger is better. Summed over a matching
    /// it prefers, for the earlier player, the better-ranked partner, and weighs earlier
    /// players more: on a slide (top half against bottom half, all pairs allowed) its
    /// maximum is exactly the R-S16 answer (rearrangement inequality), and elsewhere it is
    /// a close guess that the R-S16 step then verifies.
    pub fn bonus(&self, i: usize, j: usize) -> u64 {
        let (a, b) = (i.min(j) as u64, i.max(j) as u64);
        self.n * self.n - (self.n - a) * b
    }

    /// A bound above every [`Encoding::bonus`] (`n^2`).
    pub fn max_bonus(&self) -> u64 {
        self.n * self.n
    }

    /// The edge weight `TOP - cost` in the solver's number type.
    pub fn weight<W: Encode>(&self, c: PairCost) -> W {
        W::encode(self, c)
    }
}

/// A solver weight type the encoding can produce.
pub(crate) trait Encode: Weight {
    /// `TOP - cost` of `c` under `enc`.
    fn encode(enc: &Encoding, c: PairCost) -> Self;
    /// `self * scale + bonus`.
    fn scale_add(&self, scale: u64, bonus: u64) -> Self;
    /// The number `x`.
    fn from_u64(x: u64) -> Self;
    /// The same number as a `BigInt`.
    fn to_big(&self) -> BigInt;
    /// The number `x`; `None` if it does not fit.
    fn from_big(x: &BigInt) -> Option<Self>;
    /// Whether the weights of `enc` (with the R-S16 bonus if `scaled`), the solver's duals and
    /// the sums formed from them fit this type with a safe margin.
    fn fits(enc: &Encoding, scaled: bool) -> bool;
}

impl Encode for BigInt {
    fn encode(enc: &Encoding, c: PairCost) -> Self {
        let k = enc.digits.len();
        let mut s = &enc.digits[0] * c.same_half + &enc.digits[1] * c.floats;
        if let Some((d, times)) = enc.digit_of_size(c.size) {
            s += &enc.digits[d] * times;
        }
        s += &enc.digits[k - 2] * c.meetings;
        s += &enc.digits[k - 1] * c.violates;
        &enc.top - s
    }

    fn scale_add(&self, scale: u64, bonus: u64) -> Self {
        self * scale + bonus
    }

    fn from_u64(x: u64) -> Self {
        BigInt::from(x)
    }

    fn to_big(&self) -> BigInt {
        self.clone()
    }

    fn from_big(x: &BigInt) -> Option<Self> {
        Some(x.clone())
    }

    fn fits(_: &Encoding, _: bool) -> bool {
        true
    }
}

impl Encode for i128 {
    /// Only used when [`Encoding::fits_i128_tiers`] holds (the digits and the top then fit).
    fn encode(enc: &Encoding, c: PairCost) -> Self {
        let d = &enc.small;
        let k = d.len();
        let mut s = d[0] * i128::from(c.same_half) + d[1] * i128::from(c.floats);
        if let Some((x, times)) = enc.digit_of_size(c.size) {
            s += d[x] * i128::from(times);
        }
        s += d[k - 2] * i128::from(c.meetings);
        s += d[k - 1] * i128::from(c.violates);
        enc.small_top - s
    }

    /// Only used when [`Encoding::fits_i128`] holds.
    fn scale_add(&self, scale: u64, bonus: u64) -> Self {
        self * i128::from(scale) + i128::from(bonus)
    }

    fn from_u64(x: u64) -> Self {
        i128::from(x)
    }

    fn to_big(&self) -> BigInt {
        BigInt::from(*self)
    }

    fn from_big(x: &BigInt) -> Option<Self> {
        i128::try_from(x).ok()
    }

    fn fits(enc: &Encoding, scaled: bool) -> bool {
        if scaled {
            enc.fits_i128()
        } else {
            enc.fits_i128_tiers()
        }
    }
}

impl Encode for I256 {
    /// Only used when [`Encode::fits`] holds for `I256` (the digits and the top then fit).
    fn encode(enc: &Encoding, c: PairCost) -> Self {
        let d = &enc.wide;
        let k = d.len();
        let mut s = d[0]
            .mul_u64(u64::from(c.same_half))
            .plus(&d[1].mul_u64(u64::from(c.floats)));
        if let Some((x, times)) = enc.digit_of_size(c.size) {
            s = s.plus(&d[x].mul_u64(u64::from(times)));
        }
        s = s.plus(&d[k - 2].mul_u64(u64::from(c.meetings)));
        s = s.plus(&d[k - 1].mul_u64(u64::from(c.violates)));
        enc.wide_top.minus(&s)
    }

    fn scale_add(&self, scale: u64, bonus: u64) -> Self {
        self.mul_u64(scale).plus(&I256::from_u64(bonus))
    }

    fn from_u64(x: u64) -> Self {
        I256::from_u64(x)
    }

    fn to_big(&self) -> BigInt {
        I256::to_big(*self)
    }

    fn from_big(x: &BigInt) -> Option<Self> {
        I256::from_big(x)
    }

    fn fits(enc: &Encoding, scaled: bool) -> bool {
        I256::fits(enc.bits(scaled))
    }
}
