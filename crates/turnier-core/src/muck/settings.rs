//! Settings of a Muck evening (`muck-ranking.txt`, RULINGS R-M1, R-M6).

use crate::game::Rejected;
use crate::game::settings::{ChoiceSetting, NumberSetting, Setting};
use crate::i18n;
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

/// Settings of a Muck evening (`muck-ranking.txt`).
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
    /// The time limit per round in minutes (R-M9 *(setting)*), none by default: with one, a
    /// Bobbl stopped by it is entered as aborted with both sides' points. Not written when
    /// `None`, so older saves read and write unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_limit: Option<u32>,
}

impl Default for MuckSettings {
    fn default() -> Self {
        Self {
            partners: Partners::Fixed,
            bobbl_per_round: Self::BOBBL.default.unwrap_or(2),
            target: Self::TARGET.default.unwrap_or(21),
            planned_rounds: Self::ROUNDS.default,
            schedule: Schedule::Drawn,
            time_limit: Self::TIME_LIMIT.default,
        }
    }
}

impl MuckSettings {
    /// The most Bobbl a round may have ([`MuckSettings::BOBBL`]'s upper end).
    pub const MAX_BOBBL: u32 = 9;

    /// Bobbl per round: 1..=9, default 2.
    pub const BOBBL: NumberSetting = NumberSetting {
        key: "bobbl",
        label: i18n::key("desk-setting-bobbl"),
        ruling: "muck-ranking.txt, Bobbl per round",
        min: 1,
        max: Some(Self::MAX_BOBBL),
        default: Some(2),
        unit: i18n::key("desk-setting-unit-bobbl"),
        usually: None,
    };

    /// Points that win a Bobbl (R-M1 *(setting)*): 1..=1000, default 21.
    pub const TARGET: NumberSetting = NumberSetting {
        key: "target",
        label: i18n::key("desk-setting-target"),
        ruling: "R-M1",
        min: 1,
        max: Some(1000),
        default: Some(21),
        unit: i18n::key("desk-setting-unit-points"),
        usually: Some(i18n::key("desk-setting-usually-21")),
    };

    /// Rounds planned for the evening: 1 or more, or none planned (the default).
    pub const ROUNDS: NumberSetting = NumberSetting {
        key: "rounds",
        label: i18n::key("desk-setting-rounds"),
        ruling: "muck-ranking.txt, rounds of an evening",
        min: 1,
        max: None,
        default: None,
        unit: i18n::key("desk-setting-unit-rounds"),
        usually: None,
    };

    /// The time limit per round in minutes (R-M9 *(setting)*): none by default, else
    /// 1..=600.
    pub const TIME_LIMIT: NumberSetting = NumberSetting {
        key: "time-limit",
        label: i18n::key("day-setting-time-limit"),
        ruling: "R-M9",
        min: 1,
        max: Some(600),
        default: None,
        unit: i18n::key("day-setting-unit-minutes"),
        usually: None,
    };

    /// Fixed pairs (the default) or single players with changing partners (R-M6).
    pub const PARTNERS: ChoiceSetting = ChoiceSetting {
        key: "partners",
        label: i18n::key("desk-setting-partners"),
        ruling: "R-M6",
        values: &["fixed", "singles"],
    };

    /// Drawn tables (the default) or the moving schedule.
    pub const SCHEDULE: ChoiceSetting = ChoiceSetting {
        key: "schedule",
        label: i18n::key("desk-setting-schedule"),
        ruling: "muck-ranking.txt, the moving schedule",
        values: &["drawn", "moving"],
    };

    /// The settings table of a Muck evening, in the new-event form's order.
    pub const TABLE: [Setting; 6] = [
        Setting::Choice(Self::PARTNERS),
        Setting::Number(Self::BOBBL),
        Setting::Number(Self::TARGET),
        Setting::Number(Self::ROUNDS),
        Setting::Choice(Self::SCHEDULE),
        Setting::Number(Self::TIME_LIMIT),
    ];

    /// Checks the settings.
    ///
    /// # Errors
    /// [`Rejected::OutOfRange`] (`bobbl`, `target`) or [`Rejected::InvalidField`] (`rounds`,
    /// `schedule`), naming the field and the allowed values.
    pub fn validate(&self) -> Result<(), Rejected> {
        Self::BOBBL.check(self.bobbl_per_round)?;
        Self::TARGET.check(self.target)?;
        if let Some(m) = self.time_limit {
            Self::TIME_LIMIT.check(m)?;
        }
        if self
            .planned_rounds
            .is_some_and(|n| !Self::ROUNDS.contains(n))
        {
            return Err(Rejected::invalid(
                "rounds",
                crate::game::Msg::key("muck-err-rounds-at-least-1"),
            ));
        }
        if self.schedule == Schedule::Moving && self.partners == Partners::Changing {
            return Err(Rejected::invalid(
                "schedule",
                crate::game::Msg::key("muck-err-moving-needs-pairs"),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod table_tests {
    use super::*;

    #[test]
    fn the_table_gives_the_defaults_and_the_values_the_parsers_take() {
        let d = MuckSettings::default();
        assert_eq!(Some(d.bobbl_per_round), MuckSettings::BOBBL.default);
        assert_eq!(Some(d.target), MuckSettings::TARGET.default);
        assert_eq!(d.planned_rounds, MuckSettings::ROUNDS.default);
        assert_eq!(
            d.schedule.to_string(),
            MuckSettings::SCHEDULE.default_value()
        );
        for v in MuckSettings::SCHEDULE.values {
            assert!(v.parse::<Schedule>().is_ok(), "{v}");
        }
        assert_eq!(MuckSettings::BOBBL.allowed(), "1..=9");
        assert_eq!(MuckSettings::TARGET.allowed_short(), "1..1000 (usually 21)");
    }
}
