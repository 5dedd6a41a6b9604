//! The one seeded lot generator of every system (the Muck draw, the synthetic events, later
//! the Grand Slam draws and lots): splitmix64, fixed here so that a draw is reproducible from
//! the event's stored seed on every build and platform; no `rand` at run time.
//!
//! Its output is part of the saved state's meaning (the same seed gives the same draw), so it
//! never changes: the test below pins the first outputs.

/// splitmix64 (Steele, Lea, Flood 2014): 64-bit state, one multiply-xorshift per output.
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator for one draw: the tournament seed mixed with the round and the draw number,
    /// so a re-draw differs and the same state always gives the same draw.
    pub fn for_draw(seed: u64, round: u32, draw_no: u32) -> Self {
        let mut g = Self(seed ^ 0x6d75_636b_0000_0000);
        let a = g.next_u64();
        Self(a ^ (u64::from(round) << 32 | u64::from(draw_no)).wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    /// A generator from a raw seed.
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0; slight modulo bias is irrelevant for seating).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// Fisher-Yates shuffle.
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SplitMix64;

    /// The published splitmix64 sequence for seed 0 (Steele, Lea, Flood 2014; the reference
    /// `splitmix64.c`), and this module's derived lots: pinned, since saved draws depend on them.
    #[test]
    fn the_output_is_stable() {
        let mut g = SplitMix64::new(0);
        assert_eq!(g.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(g.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(g.next_u64(), 0x06c4_5d18_8009_454f);
        let mut d = SplitMix64::for_draw(0x6d75_636b, 1, 0);
        let first: Vec<usize> = (0..6).map(|_| d.below(10)).collect();
        assert_eq!(first, [7, 3, 7, 9, 3, 8]);
    }
}
