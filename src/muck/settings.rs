//! Settings of a Muck evening (`muck-ranking.txt`, RULINGS R-M1, R-M6; issue 4, item 1).

use crate::game::Rejected;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Who forms a side at a Muck table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Partners {
    /// Fixed pairs registered together (`Berta / Else`) play the whole evening together and are
    /// ranked as one entrant (the default).
    #[default]
    Fixed,
    /// Single players; the draw gives each a new partner every round and each player is ranked
    /// on their own (R-M6).
    Changing,
}

impl fmt::Display for Partners {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Fixed => "fixed pairs",
            Self::Changing => "single players, changing partners",
        })
    }
}

/// How the tables of a Muck round are made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Schedule {
    /// A fresh draw of the whole round from the tournament's seed, avoiding repeat opponents
    /// (and, for single players, repeat partners first) (the default).
    #[default]
    Drawn,
    /// Round 1 is drawn; from then on side A stays at its table and side B moves one table on
    /// (fixed pairs only).
    Moving,
}

impl FromStr for Schedule {
    type Err = Rejected;
    /// `drawn` (also `draw`) or `moving`; anything else is [`Rejected::UnknownValue`]
    /// (`schedule`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "drawn" | "draw" => Ok(Self::Drawn),
            "moving" => Ok(Self::Moving),
            other => Err(Rejected::UnknownValue {
                field: "schedule",
                value: other.to_string(),
                allowed: "drawn, moving",
            }),
        }
    }
}

impl fmt::Display for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Drawn => "drawn",
            Self::Moving => "moving",
        })
    }
}

/// Settings of a Muck evening (issue 4, item 1; `muck-ranking.txt`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MuckSettings {
    /// Fixed pairs or single players with changing partners.
    pub partners: Partners,
    /// Bobbl played at every table per round, 1..=[`MuckSettings::MAX_BOBBL`] (default 2).
    pub bobbl_per_round: u32,
    /// Points that win a Bobbl (default 21; R-M1 *(setting)*).
    pub target: u32,
    /// Rounds planned for the evening, shown as "round 3 of 5"; drawing more is allowed.
    pub planned_rounds: Option<u32>,
    /// Drawn tables or the moving schedule.
    pub schedule: Schedule,
}

impl Default for MuckSettings {
    fn default() -> Self {
        Self {
            partners: Partners::Fixed,
            bobbl_per_round: 2,
            target: 21,
            planned_rounds: None,
            schedule: Schedule::Drawn,
        }
    }
}

impl MuckSettings {
    /// The most Bobbl a round may have.
    pub const MAX_BOBBL: u32 = 9;

    /// Checks the settings.
    ///
    /// # Errors
    /// [`Rejected::OutOfRange`] (`bobbl`, `target`) or [`Rejected::InvalidField`] (`rounds`,
    /// `schedule`), naming the field and the allowed values.
    pub fn validate(&self) -> Result<(), Rejected> {
        if !(1..=Self::MAX_BOBBL).contains(&self.bobbl_per_round) {
            return Err(Rejected::OutOfRange {
                field: "bobbl",
                value: self.bobbl_per_round.to_string(),
                unit: "Bobbl per round",
                allowed: format!("1..={}", Self::MAX_BOBBL),
            });
        }
        if !(1..=1000).contains(&self.target) {
            return Err(Rejected::OutOfRange {
                field: "target",
                value: self.target.to_string(),
                unit: "points",
                allowed: "1..=1000 (usually 21)".into(),
            });
        }
        if self.planned_rounds == Some(0) {
            return Err(Rejected::invalid(
                "rounds",
                "the planned number of rounds must be at least 1",
            ));
        }
        if self.schedule == Schedule::Moving && self.partners == Partners::Changing {
            return Err(Rejected::invalid(
                "schedule",
                "moving needs fixed pairs; allowed for single players: drawn",
            ));
        }
        Ok(())
    }
}
