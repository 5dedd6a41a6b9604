//! A signed 256-bit integer for the blossom solver's weights and duals: the number type between
//! `i128` and `BigInt` (`optimum.rs` takes the smallest that fits the field's encoding).
//!
//! Fields with many score groups (intentional draws, greedy histories, drops and late entries
//! spread the match points) need more than `i128` for the encoded tiers, while a few hundred
//! bits are enough for any field this desk pairs; `BigInt` allocates on every operation, and
//! the solver does millions of them (a round of 1,000 players spent two thirds of its time in
//! `BigInt` arithmetic and its allocations). Fixed width, no allocation, exact within range:
//! callers use it only where the encoding leaves a margin of bits ([`I256::fits`]), as they
//! do for `i128`.

use super::matching::Weight;
use num_bigint::BigInt;

/// A signed 256-bit integer in two's complement: `hi * 2^128 + lo`.
///
/// Field order matters: the derived order compares `hi` (signed) first, then `lo`
/// (unsigned), which is the numeric order of two's complement values.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub(crate) struct I256 {
    hi: i128,
    lo: u128,
}

impl std::fmt::Debug for I256 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.to_big())
    }
}

impl I256 {
    /// Bits of magnitude an encoding may use so that every weight, dual and sum the solver
    /// forms stays in range: the same margin of 7 bits below the width as `i128`'s 120.
    pub(crate) const SAFE_BITS: u64 = 248;

    /// Whether a number of `bits` bits (magnitude) is within [`I256::SAFE_BITS`].
    pub(crate) fn fits(bits: u64) -> bool {
        bits < Self::SAFE_BITS
    }

    /// The number `x`.
    pub(crate) fn from_u64(x: u64) -> Self {
        I256 {
            hi: 0,
            lo: u128::from(x),
        }
    }

    /// Four 64-bit limbs, least significant first (two's complement).
    fn limbs(self) -> [u64; 4] {
        let hi = self.hi as u128;
        [
            self.lo as u64,
            (self.lo >> 64) as u64,
            hi as u64,
            (hi >> 64) as u64,
        ]
    }

    fn from_limbs(l: [u64; 4]) -> Self {
        I256 {
            lo: u128::from(l[0]) | (u128::from(l[1]) << 64),
            hi: (u128::from(l[2]) | (u128::from(l[3]) << 64)) as i128,
        }
    }

    /// `self * m` modulo `2^256`: the exact product whenever it is in range (multiplication
    /// modulo `2^256` is the same for two's complement and unsigned values).
    pub(crate) fn mul_u64(self, m: u64) -> Self {
        let a = self.limbs();
        let mut out = [0u64; 4];
        let mut carry = 0u128;
        for i in 0..4 {
            let p = u128::from(a[i]) * u128::from(m) + carry;
            out[i] = p as u64;
            carry = p >> 64;
        }
        Self::from_limbs(out)
    }

    /// The same number as a `BigInt`.
    pub(crate) fn to_big(self) -> BigInt {
        let mut bytes = [0u8; 32];
        for (i, limb) in self.limbs().iter().enumerate() {
            bytes[i * 8..i * 8 + 8].copy_from_slice(&limb.to_le_bytes());
        }
        BigInt::from_signed_bytes_le(&bytes)
    }

    /// The number `x`; `None` if it needs more than 256 bits.
    pub(crate) fn from_big(x: &BigInt) -> Option<Self> {
        let bytes = x.to_signed_bytes_le();
        if bytes.len() > 32 {
            return None;
        }
        let fill = if x.sign() == num_bigint::Sign::Minus {
            0xff
        } else {
            0
        };
        let mut full = [fill; 32];
        full[..bytes.len()].copy_from_slice(&bytes);
        let mut l = [0u64; 4];
        for (i, limb) in l.iter_mut().enumerate() {
            let mut b = [0u8; 8];
            b.copy_from_slice(&full[i * 8..i * 8 + 8]);
            *limb = u64::from_le_bytes(b);
        }
        Some(Self::from_limbs(l))
    }
}

impl Weight for I256 {
    fn zero() -> Self {
        I256 { hi: 0, lo: 0 }
    }

    fn plus(&self, other: &Self) -> Self {
        let (lo, carry) = self.lo.overflowing_add(other.lo);
        I256 {
            lo,
            hi: self
                .hi
                .wrapping_add(other.hi)
                .wrapping_add(i128::from(carry)),
        }
    }

    fn minus(&self, other: &Self) -> Self {
        let (lo, borrow) = self.lo.overflowing_sub(other.lo);
        I256 {
            lo,
            hi: self
                .hi
                .wrapping_sub(other.hi)
                .wrapping_sub(i128::from(borrow)),
        }
    }

    fn twice(&self) -> Self {
        I256 {
            hi: (self.hi << 1) | (self.lo >> 127) as i128,
            lo: self.lo << 1,
        }
    }

    fn half(&self) -> Self {
        // Arithmetic shift right: rounds toward negative infinity, as `i128::div_euclid(2)`
        // does for the even values it is applied to (and for odd ones too).
        I256 {
            hi: self.hi >> 1,
            lo: (self.lo >> 1) | ((self.hi as u128 & 1) << 127),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::lots::SplitMix64;

    /// A random number of up to about 250 bits, either sign, as a `BigInt`.
    fn random_big(rng: &mut SplitMix64) -> BigInt {
        let bits = rng.below(250) as u32;
        let mut x = BigInt::from(0);
        for _ in 0..bits.div_ceil(32) {
            x = (x << 32) + BigInt::from(rng.next_u64() as u32);
        }
        x >>= (bits.div_ceil(32) * 32 - bits) as usize;
        if rng.below(2) == 0 { -x } else { x }
    }

    #[test]
    fn arithmetic_and_order_agree_with_bigint() {
        let mut rng = SplitMix64::new(256);
        for _ in 0..20_000 {
            let (a, b) = (random_big(&mut rng), random_big(&mut rng));
            let (x, y) = (
                I256::from_big(&a).expect("fits"),
                I256::from_big(&b).expect("fits"),
            );
            assert_eq!(x.to_big(), a);
            assert_eq!(x.plus(&y).to_big(), &a + &b);
            assert_eq!(x.minus(&y).to_big(), &a - &b);
            assert_eq!(x.twice().to_big(), &a * 2);
            assert_eq!(x.half().to_big(), <BigInt as Weight>::half(&a));
            assert_eq!(x.cmp(&y), a.cmp(&b), "{a} vs {b}");
            let m = rng.next_u64() >> rng.below(64);
            let p = &a * m;
            if p.bits() < 255 {
                assert_eq!(x.mul_u64(m).to_big(), p);
            }
        }
    }

    #[test]
    fn numbers_beyond_256_bits_do_not_convert() {
        let big = BigInt::from(1) << 255usize;
        assert_eq!(I256::from_big(&big), None);
        assert_eq!(I256::from_big(&-big.clone()).map(I256::to_big), Some(-big));
        assert_eq!(I256::from_u64(7).to_big(), BigInt::from(7));
    }
}
