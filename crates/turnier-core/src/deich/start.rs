//! Start FP, rule 1.1: 20,000 for everybody; the reigning Deichmeister (1st of the last race)
//! 22,000, the runner-up 21,000, the third 20,500.

use super::Fp;

/// The places of the last race that give more start FP (rule 1.1): 1, 2 and 3.
pub const PLACES: [u8; 3] = [1, 2, 3];

/// Start FP for the place in the last race (rule 1.1): 1 gives 22,000, 2 gives 21,000,
/// 3 gives 20,500, none (or any other place) 20,000.
pub fn start_fp(last_place: Option<u8>) -> Fp {
    Fp(match last_place {
        Some(1) => 22_000,
        Some(2) => 21_000,
        Some(3) => 20_500,
        _ => 20_000,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_1_1_start_fp() {
        assert_eq!(start_fp(Some(1)), Fp(22_000));
        assert_eq!(start_fp(Some(2)), Fp(21_000));
        assert_eq!(start_fp(Some(3)), Fp(20_500));
        assert_eq!(start_fp(Some(4)), Fp(20_000));
        assert_eq!(start_fp(None), Fp(20_000));
    }
}
