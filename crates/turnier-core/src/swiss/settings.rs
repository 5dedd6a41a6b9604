//! Settings of a Swiss event (RULINGS `R-S1`..`R-S9`).

use crate::game::Rejected;
use crate::game::settings::{ChoiceSetting, NumberSetting, Setting};
use crate::i18n;
use crate::ratio::Percentage;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
/// The named setting bundles of R-S9.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Profile {
    /// The rulings as written (the default): floor 33/100, byes excluded from GW%, drawn game
    /// 1 point, own GW% floored, every meeting counted.
    #[default]
    Seed,
    /// Melee in 2023: floor 1/3, bye counts 2-0, drawn game 0 points, own GW% floored, every
    /// meeting.
    Melee2023,
    /// Melee from 2024: floor 1/3, bye counts 2-0, drawn game 1 point, own GW% not floored,
    /// unique opponents.
    Melee2024,
    /// Settings changed one by one from a profile.
    Custom,
}

impl Profile {
    /// The spellings accepted on the command line and in `event.json`.
    pub const NAMES: &'static str = "seed, melee-2023, melee-2024";
}

impl FromStr for Profile {
    type Err = Rejected;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "seed" => Ok(Self::Seed),
            "melee-2023" => Ok(Self::Melee2023),
            "melee-2024" => Ok(Self::Melee2024),
            other => Err(Rejected::UnknownValue {
                field: "profile",
                value: other.to_string(),
                allowed: Self::NAMES,
            }),
        }
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Seed => "seed",
            Self::Melee2023 => "melee-2023",
            Self::Melee2024 => "melee-2024",
            Self::Custom => "custom",
        })
    }
}

/// The opponent-percentage floor of R-S3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Floor {
    /// Exactly 33/100, as the MTR print it (the default).
    #[default]
    ThirtyThreeHundredths,
    /// Exactly 1/3, as some platforms compute.
    OneThird,
}

impl Floor {
    /// The floor as an exact fraction.
    pub fn value(self) -> Percentage {
        let (n, d) = self.fraction();
        Percentage::new(n, d)
    }

    /// The floor as numerator and denominator: `(33, 100)` or `(1, 3)`.
    pub(crate) fn fraction(self) -> (i64, i64) {
        match self {
            Self::ThirtyThreeHundredths => (33, 100),
            Self::OneThird => (1, 3),
        }
    }
}

impl FromStr for Floor {
    type Err = Rejected;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "0.33" | "33/100" => Ok(Self::ThirtyThreeHundredths),
            "1/3" => Ok(Self::OneThird),
            other => Err(Rejected::UnknownValue {
                field: "floor",
                value: other.to_string(),
                allowed: "0.33 (= 33/100), 1/3",
            }),
        }
    }
}

impl fmt::Display for Floor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::ThirtyThreeHundredths => "0.33",
            Self::OneThird => "1/3",
        })
    }
}

/// How a bye's games count in GW% (R-S4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum ByeGames {
    /// Not counted (the default).
    #[default]
    Exclude,
    /// Counted as a 2-0 win: 6 game points over 2 games (MTR, Melee).
    Count2_0,
}

impl FromStr for ByeGames {
    type Err = Rejected;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "exclude" => Ok(Self::Exclude),
            "count-2-0" | "count_2_0" => Ok(Self::Count2_0),
            other => Err(Rejected::UnknownValue {
                field: "bye-games",
                value: other.to_string(),
                allowed: "exclude, count-2-0",
            }),
        }
    }
}

impl fmt::Display for ByeGames {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Exclude => "exclude",
            Self::Count2_0 => "count-2-0",
        })
    }
}

/// Whether an opponent met twice counts twice in OMW%/OGW% (R-S7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Opponents {
    /// Every meeting counts (the default).
    #[default]
    EveryMeeting,
    /// Each opponent counts once.
    Unique,
}

impl FromStr for Opponents {
    type Err = Rejected;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "every-meeting" | "every_meeting" => Ok(Self::EveryMeeting),
            "unique" => Ok(Self::Unique),
            other => Err(Rejected::UnknownValue {
                field: "opponents",
                value: other.to_string(),
                allowed: "every-meeting, unique",
            }),
        }
    }
}

impl fmt::Display for Opponents {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::EveryMeeting => "every-meeting",
            Self::Unique => "unique",
        })
    }
}

/// Settings of a Swiss event (R-S1..R-S9). Match points are fixed at 3 / 1 / 0 and matches are
/// best of three.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SwissSettings {
    /// The profile these settings came from (`Custom` once one was changed on its own).
    pub profile: Profile,
    /// R-S3.
    pub floor: Floor,
    /// R-S3: the floor also applies to the player's own MWP and GW%.
    pub floor_own_gw: bool,
    /// R-S4.
    pub bye_games: ByeGames,
    /// R-S2: game points for a drawn game, 1 or 0.
    pub drawn_game_points: u8,
    /// R-S7.
    pub opponents: Opponents,
    /// The planned number of Swiss rounds; `None`: not planned (the desk offers one round after
    /// another and names none the final). The recommendation by field size is
    /// [`super::event_day::recommended_rounds`]. Not written when `None`, so older saves read
    /// and write unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// How round 1 is ordered (R-S21). Not written at the default.
    #[serde(default, skip_serializing_if = "RoundOne::is_registration")]
    pub round_one: RoundOne,
}

/// The order round 1 is paired in (R-S21, *setting* `round_one`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum RoundOne {
    /// The standings order of R-S9 (registration order; the last registered gets the bye).
    #[default]
    Registration,
    /// A permutation drawn from the event's stored seed (the MTR's random first round), then
    /// paired as usual ([`super::event_day::round_one_order`]).
    Lot,
}

impl RoundOne {
    /// The spellings the command line takes, the default first.
    pub const NAMES: &'static str = "registration, lot";

    /// Whether this is the default (for `skip_serializing_if`).
    pub fn is_registration(&self) -> bool {
        *self == Self::Registration
    }
}

impl FromStr for RoundOne {
    type Err = Rejected;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "registration" => Ok(Self::Registration),
            "lot" => Ok(Self::Lot),
            other => Err(Rejected::UnknownValue {
                field: "round-one",
                value: other.to_string(),
                allowed: Self::NAMES,
            }),
        }
    }
}

impl fmt::Display for RoundOne {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Registration => "registration",
            Self::Lot => "lot",
        })
    }
}

impl Default for SwissSettings {
    fn default() -> Self {
        Self::from_profile(Profile::Seed)
    }
}

impl SwissSettings {
    /// The setting profile (R-S9), the default first.
    pub const PROFILE: ChoiceSetting = ChoiceSetting {
        key: "profile",
        label: i18n::key("desk-setting-profile"),
        ruling: "R-S9",
        values: &["seed", "melee-2023", "melee-2024"],
    };

    /// The opponent floor (R-S3).
    pub const FLOOR: ChoiceSetting = ChoiceSetting {
        key: "floor",
        label: i18n::key("desk-setting-floor"),
        ruling: "R-S3",
        values: &["0.33", "1/3"],
    };

    /// Whether the floor also applies to the player's own MWP and GW% (R-S3).
    pub const FLOOR_OWN_GW: ChoiceSetting = ChoiceSetting {
        key: "floor-own-gw",
        label: i18n::key("desk-setting-floor-own-gw"),
        ruling: "R-S3",
        values: &["yes", "no"],
    };

    /// A bye's games in GW% (R-S4).
    pub const BYE_GAMES: ChoiceSetting = ChoiceSetting {
        key: "bye-games",
        label: i18n::key("desk-setting-bye-games"),
        ruling: "R-S4",
        values: &["exclude", "count-2-0"],
    };

    /// Game points of a drawn game (R-S2): 1 (the default) or 0.
    pub const DRAWN_GAME_POINTS: NumberSetting = NumberSetting {
        key: "drawn-game-points",
        label: i18n::key("desk-setting-drawn-game-points"),
        ruling: "R-S2",
        min: 0,
        max: Some(1),
        default: Some(1),
        unit: i18n::key("desk-setting-unit-points-maybe"),
        usually: None,
    };

    /// Which meetings count in OMW% and OGW% (R-S7).
    pub const OPPONENTS: ChoiceSetting = ChoiceSetting {
        key: "opponents",
        label: i18n::key("desk-setting-opponents"),
        ruling: "R-S7",
        values: &["every-meeting", "unique"],
    };

    /// The planned number of Swiss rounds: none by default; the recommendation by field size is
    /// MTR Appendix E ([`super::event_day::recommended_rounds`]).
    pub const ROUNDS: NumberSetting = NumberSetting {
        key: "rounds",
        label: i18n::key("day-setting-rounds"),
        ruling: "MTR App. E",
        min: 1,
        max: Some(20),
        default: None,
        unit: i18n::key("day-setting-unit-rounds"),
        usually: Some(i18n::key("day-setting-rounds-usually")),
    };

    /// The order of round 1 (R-S21).
    pub const ROUND_ONE: ChoiceSetting = ChoiceSetting {
        key: "round-one",
        label: i18n::key("day-setting-round-one"),
        ruling: "R-S21",
        values: &["registration", "lot"],
    };

    /// The settings table of a Swiss event, in the new-event form's order.
    pub const TABLE: [Setting; 8] = [
        Setting::Choice(Self::PROFILE),
        Setting::Choice(Self::FLOOR),
        Setting::Choice(Self::FLOOR_OWN_GW),
        Setting::Choice(Self::BYE_GAMES),
        Setting::Number(Self::DRAWN_GAME_POINTS),
        Setting::Choice(Self::OPPONENTS),
        Setting::Number(Self::ROUNDS),
        Setting::Choice(Self::ROUND_ONE),
    ];

    /// What a bye counts, in the words the desk, the command line and the printed standings
    /// use (R-S4; `swiss-pairing-and-scoring.txt`, "Das Freilos"): a match win 2-0, so 3 match
    /// points, and whether its two games count in GW% ([`ByeGames`]). In the language in force.
    pub fn bye_counts(&self) -> &'static str {
        i18n::t(match self.bye_games {
            ByeGames::Exclude => i18n::key("desk-setting-bye-counts-exclude"),
            ByeGames::Count2_0 => i18n::key("desk-setting-bye-counts-2-0"),
        })
    }

    /// The settings a profile stands for (R-S9). `Custom` gives the `Seed` values.
    pub fn from_profile(profile: Profile) -> Self {
        match profile {
            Profile::Seed | Profile::Custom => Self {
                profile,
                floor: Floor::ThirtyThreeHundredths,
                floor_own_gw: true,
                bye_games: ByeGames::Exclude,
                drawn_game_points: 1,
                opponents: Opponents::EveryMeeting,
                rounds: None,
                round_one: RoundOne::Registration,
            },
            Profile::Melee2023 => Self {
                profile,
                floor: Floor::OneThird,
                floor_own_gw: true,
                bye_games: ByeGames::Count2_0,
                drawn_game_points: 0,
                opponents: Opponents::EveryMeeting,
                rounds: None,
                round_one: RoundOne::Registration,
            },
            Profile::Melee2024 => Self {
                profile,
                floor: Floor::OneThird,
                floor_own_gw: false,
                bye_games: ByeGames::Count2_0,
                drawn_game_points: 1,
                opponents: Opponents::Unique,
                rounds: None,
                round_one: RoundOne::Registration,
            },
        }
    }
}

#[cfg(test)]
mod table_tests {
    use super::*;

    /// Every value the table names parses as the command line reads it, so the table and the
    /// parsers cannot drift apart.
    #[test]
    fn the_table_names_only_values_the_parsers_take() {
        for v in SwissSettings::PROFILE.values {
            assert!(v.parse::<Profile>().is_ok(), "{v}");
        }
        for v in SwissSettings::FLOOR.values {
            assert!(v.parse::<Floor>().is_ok(), "{v}");
        }
        for v in SwissSettings::BYE_GAMES.values {
            assert!(v.parse::<ByeGames>().is_ok(), "{v}");
        }
        for v in SwissSettings::OPPONENTS.values {
            assert!(v.parse::<Opponents>().is_ok(), "{v}");
        }
        for v in SwissSettings::ROUND_ONE.values {
            assert!(v.parse::<RoundOne>().is_ok(), "{v}");
        }
        assert_eq!(SwissSettings::ROUND_ONE.allowed(), RoundOne::NAMES);
        assert_eq!(
            SwissSettings::PROFILE.allowed(),
            Profile::NAMES,
            "the profile names are written once"
        );
        let d = SwissSettings::default();
        assert_eq!(
            Some(u32::from(d.drawn_game_points)),
            SwissSettings::DRAWN_GAME_POINTS.default
        );
        assert_eq!(
            d.profile.to_string(),
            SwissSettings::PROFILE.default_value()
        );
        assert_eq!(d.floor.to_string(), SwissSettings::FLOOR.default_value());
    }
}
