//! The data of a Deich race: Friesenpunkte ([`Fp`]), each player's start FP ([`StartFp`],
//! rule 1.1) and the ZAT of each round (3.1, 3.2).

use crate::game::RoundNo;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Friesenpunkte: a whole number, never negative (rule 1.2, R-D1).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Fp(pub u64);

impl Fp {
    /// The bonus for the single highest bidder of a round (rule 1.4, R-D2): 500 FP.
    pub const BONUS: Fp = Fp(500);

    /// `self - other`, never below 0.
    pub fn minus(self, other: Fp) -> Fp {
        Fp(self.0.saturating_sub(other.0))
    }

    /// `self + other` (saturating at the largest value).
    pub fn plus(self, other: Fp) -> Fp {
        Fp(self.0.saturating_add(other.0))
    }
}

impl fmt::Display for Fp {
    /// The number alone, honouring width and alignment (`{:>6}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// Where a player's start FP come from (rule 1.1): the last race's place, or the GM's hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct StartFp {
    /// The place in the last race: 1 (the reigning Deichmeister), 2, 3, or none.
    pub last_place: Option<u8>,
    /// Start FP the GM set by hand (logged); overrides `last_place`.
    pub by_hand: Option<Fp>,
}

impl StartFp {
    /// The start FP that count: [`StartFp::by_hand`], else [`super::start_fp`] of the place.
    pub fn fp(&self) -> Fp {
        self.by_hand
            .unwrap_or_else(|| super::start::start_fp(self.last_place))
    }
}

/// The ZAT (Zugabgabetermin, the deadline) of one round as the GM wrote it: free text such as
/// `So 12.5. 20:00` (the program has no clock; rule 3.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zat {
    /// The round whose bids are due.
    pub round: RoundNo,
    /// The deadline in the GM's words.
    pub text: String,
}
