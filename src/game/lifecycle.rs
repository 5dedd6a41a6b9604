//! The round life cycle every round-based system shares (Swiss rounds, Muck rounds, later the
//! Grand Slam draws): a draft is proposed and can be replaced, edited by swaps or deleted;
//! publishing fixes it; a published round whose every table has a result is complete
//! (`swiss-pairing-and-scoring.txt`, "Was der Veranstalter steuert"; R-M8).

use serde::{Deserialize, Serialize};
use std::fmt;

/// The life of a round: a draft is proposed and editable; publishing fixes the pairings;
/// a published round whose every table has a result is complete.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoundState {
    /// Proposed: may be re-paired, deleted or edited by swaps.
    Draft,
    /// Pairings fixed; results are being entered.
    Published,
    /// Every table has a result (results can still be corrected).
    Complete,
}

impl fmt::Display for RoundState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Draft => "draft",
            Self::Published => "published",
            Self::Complete => "complete",
        })
    }
}
