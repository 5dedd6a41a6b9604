//! Settings of a Turnierfußball series (`turnierfussball.txt`; R-F1, R-F7, R-F8).

use crate::game::settings::{ChoiceSetting, NumberSetting, Setting};
use crate::game::{Msg, Rejected};
use crate::i18n;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How the games are evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Mode {
    /// Anhang B: the exact expectation (the HAI ZET way; the default).
    #[default]
    Expectation,
    /// Anhang A: every game played [`FootballSettings::dice_games`] times with dice from the
    /// event's seed.
    Dice,
}

impl FromStr for Mode {
    type Err = Rejected;
    /// `expectation` or `dice`; anything else is [`Rejected::UnknownValue`] (`mode`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "expectation" => Ok(Self::Expectation),
            "dice" => Ok(Self::Dice),
            other => Err(Rejected::UnknownValue {
                field: "mode",
                value: other.to_string(),
                allowed: "expectation, dice",
            }),
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Expectation => "expectation",
            Self::Dice => "dice",
        })
    }
}

/// Settings of a series.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FootballSettings {
    /// WP of the first tournament (later tournaments take the winner's wish, R-F7).
    pub wp: u32,
    /// Expectation (Anhang B) or dice (Anhang A).
    pub mode: Mode,
    /// Dice mode: plays of every game (usually 100).
    pub dice_games: u32,
    /// The manager whose tournament win brings an anti-tournament in the next round (R-F8),
    /// by name; `None`: never.
    pub anti_manager: Option<String>,
}

impl Default for FootballSettings {
    fn default() -> Self {
        Self {
            wp: Self::WP.default.unwrap_or(150),
            mode: Mode::Expectation,
            dice_games: Self::DICE_GAMES.default.unwrap_or(100),
            anti_manager: None,
        }
    }
}

impl FootballSettings {
    /// WP of a tournament: 10..=300, the range of a wish (R-F7); default 150.
    pub const WP: NumberSetting = NumberSetting {
        key: "wp",
        label: i18n::key("football-setting-wp"),
        ruling: "R-F7",
        min: 10,
        max: Some(300),
        default: Some(150),
        unit: i18n::key("football-setting-unit-wp"),
        usually: None,
    };

    /// Plays of every game in the dice mode: 1..=1000, default 100 (Anhang A).
    pub const DICE_GAMES: NumberSetting = NumberSetting {
        key: "dice-games",
        label: i18n::key("football-setting-dice-games"),
        ruling: "turnierfussball.txt, Anhang A",
        min: 1,
        max: Some(1000),
        default: Some(100),
        unit: i18n::key("football-setting-unit-plays"),
        usually: Some(i18n::key("football-setting-usually-100")),
    };

    /// Expectation (the default) or dice.
    pub const MODE: ChoiceSetting = ChoiceSetting {
        key: "mode",
        label: i18n::key("football-setting-mode"),
        ruling: "R-F1",
        values: &["expectation", "dice"],
    };

    /// The settings table of a series, in the new-event form's order (the anti-manager, a
    /// name, is a row of its own in the form).
    pub const TABLE: [Setting; 3] = [
        Setting::Number(Self::WP),
        Setting::Choice(Self::MODE),
        Setting::Number(Self::DICE_GAMES),
    ];

    /// Checks the settings.
    ///
    /// # Errors
    /// [`Rejected::OutOfRange`] (`wp`, `dice-games`) or [`Rejected::InvalidField`]
    /// (`anti-manager`), naming the field and the allowed values.
    pub fn validate(&self) -> Result<(), Rejected> {
        Self::WP.check(self.wp)?;
        Self::DICE_GAMES.check(self.dice_games)?;
        if let Some(m) = &self.anti_manager {
            crate::game::clean_name(m).map_err(|_| {
                Rejected::invalid("anti-manager", Msg::key("football-err-anti-manager"))
            })?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_gives_the_defaults() {
        let d = FootballSettings::default();
        assert_eq!(Some(d.wp), FootballSettings::WP.default);
        assert_eq!(d.mode.to_string(), FootballSettings::MODE.default_value());
        for v in FootballSettings::MODE.values {
            assert!(v.parse::<Mode>().is_ok());
        }
        assert_eq!(
            FootballSettings { wp: 5, ..d.clone() }
                .validate()
                .map_err(|e| e.to_string()),
            Err("wp: 5 WP is not allowed; allowed: 10..=300".into())
        );
        assert_eq!(
            crate::i18n::with_lang(crate::i18n::Lang::De, || (
                FootballSettings::DICE_GAMES.label(),
                FootballSettings::DICE_GAMES.allowed_short(),
                FootballSettings { dice_games: 0, ..d }
                    .validate()
                    .map_err(|e| e.to_string())
            )),
            (
                "Würfelspiele pro Partie",
                "1..1000 (meist 100)".to_string(),
                Err("dice-games: 0 Durchgänge geht nicht; erlaubt: 1..=1000 (meist 100)".into())
            )
        );
    }
}
