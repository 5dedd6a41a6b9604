//! Pairing of a whole round (`swiss-pairing-and-scoring.txt`, "Wie eine Runde entsteht";
//! RULINGS R-S10..R-S17).

use crate::tournament::{PlayerId, RoundNo, Table, Tournament};
use thiserror::Error;

/// A proposed round: the bye and the tables in table order, each with its reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proposal {
    /// The round being paired.
    pub round: RoundNo,
    /// The player with the bye (odd field, R-S11).
    pub bye: Option<PlayerId>,
    /// Tables numbered 1.. by the better-ranked player (R-S17), results empty.
    pub tables: Vec<Table>,
    /// Unavoidable rematches, in words for the director.
    pub warnings: Vec<String>,
}

/// Why no round can be proposed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PairingError {
    /// Fewer than two active players.
    #[error("fewer than two active players to pair (active: {0})")]
    TooFewPlayers(usize),
}

/// Proposes the next round of `t` from its fixed rounds: the active players in standings order
/// (R-S10), bye first (R-S11), then the optimum over tiers R-S12..R-S16.
pub fn propose(t: &Tournament) -> Result<Proposal, PairingError> {
    let _ = t;
    Err(PairingError::TooFewPlayers(0))
}
