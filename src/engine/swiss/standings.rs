//! Standings per MTR Appendix C and RULINGS R-S1..R-S9.

use crate::ratio::Percentage;
use crate::tournament::{PlayerId, RoundNo, Tournament};
use serde::Serialize;
use std::fmt;

/// The criterion that separated a row from the row above (R-S9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Criterion {
    /// More match points.
    MatchPoints,
    /// Higher OMW%.
    Omwp,
    /// Higher GW%.
    Gwp,
    /// Higher OGW%.
    Ogwp,
    /// Earlier registration (all four tie).
    Registration,
}

impl fmt::Display for Criterion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::MatchPoints => "match_points",
            Self::Omwp => "omwp",
            Self::Gwp => "gwp",
            Self::Ogwp => "ogwp",
            Self::Registration => "registration",
        })
    }
}

/// One row of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    /// 1-based, no shared ranks (R-S9).
    pub rank: u32,
    /// The player.
    pub player: PlayerId,
    /// 3 per match win or bye, 1 per drawn match.
    pub match_points: u32,
    /// Matches won (byes apart).
    pub wins: u32,
    /// Matches lost.
    pub losses: u32,
    /// Matches drawn, intentional draws included.
    pub draws: u32,
    /// Byes received.
    pub byes: u32,
    /// Match-win percentage (floored if `floor_own_gw`).
    pub mwp: Percentage,
    /// Game-win percentage (floored if `floor_own_gw`).
    pub gwp: Percentage,
    /// Opponents' match-win percentage.
    pub omwp: Percentage,
    /// Opponents' game-win percentage.
    pub ogwp: Percentage,
    /// The first criterion that differs from the row above; `None` for rank 1.
    pub separated_by: Option<Criterion>,
    /// Dropped from the event (still ranked, R-S6).
    pub dropped: bool,
}

impl StandingRow {
    /// `W-L-D`, with byes apart: `2-1-0`, `0-1-0 +1 bye`.
    pub fn record(&self) -> String {
        let base = format!("{}-{}-{}", self.wins, self.losses, self.draws);
        match self.byes {
            0 => base,
            1 => format!("{base} +1 bye"),
            n => format!("{base} +{n} byes"),
        }
    }
}

/// The whole standings, best first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    /// Rows in rank order.
    pub rows: Vec<StandingRow>,
}

/// Standings of `t` after round `after` (all fixed rounds if `None`). Draft rounds and tables
/// without a result do not count.
pub fn standings(t: &Tournament, after: Option<RoundNo>) -> Standings {
    let _ = (t, after);
    Standings { rows: Vec::new() }
}
