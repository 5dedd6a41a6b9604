//! The Turnierfußball rows of the new-event form: WP, mode, dice games, anti-manager
//! ([`FootballSettings`]).

use crate::football::{FootballGame, FootballSettings, Mode};
use crate::game::{Game, GameKind};
use crate::i18n::t;
use crate::tui::game::SettingRows;
use crate::tui::screens::form::{self, cycle};
use crate::tui::theme::Theme;
use ratatui::text::Span;

/// A Turnierfußball row of the new-event form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FootballSetting {
    /// WP of the first tournament (typed).
    Wp,
    /// Expectation or dice.
    Mode,
    /// Plays per game in the dice mode (typed).
    DiceGames,
    /// The anti-manager's name (typed; empty: none).
    AntiManager,
}

impl FootballSetting {
    /// The rows, top to bottom.
    pub const ALL: [FootballSetting; 4] =
        [Self::Wp, Self::Mode, Self::DiceGames, Self::AntiManager];

    /// The row's label.
    pub fn label(self) -> &'static str {
        match self {
            Self::Wp => t("football-setting-form-wp"),
            Self::Mode => t("football-setting-form-mode"),
            Self::DiceGames => FootballSettings::DICE_GAMES.label(),
            Self::AntiManager => t("football-setting-form-anti"),
        }
    }

    /// What the setting means, with its ruling.
    pub fn about(self) -> &'static str {
        match self {
            Self::Wp => t("football-setting-about-wp"),
            Self::Mode => t("football-setting-about-mode"),
            Self::DiceGames => t("football-setting-about-dice"),
            Self::AntiManager => t("football-setting-about-anti"),
        }
    }
}

/// The rows' values as chosen and typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FootballForm {
    /// WP as typed.
    pub wp: String,
    /// The mode.
    pub mode: Mode,
    /// Dice games as typed.
    pub dice_games: String,
    /// The anti-manager as typed.
    pub anti_manager: String,
}

impl Default for FootballForm {
    fn default() -> Self {
        let d = FootballSettings::default();
        Self {
            wp: d.wp.to_string(),
            mode: d.mode,
            dice_games: d.dice_games.to_string(),
            anti_manager: String::new(),
        }
    }
}

impl FootballForm {
    /// The text of a typed row.
    pub(crate) fn text_mut(&mut self, row: FootballSetting) -> Option<&mut String> {
        match row {
            FootballSetting::Wp => Some(&mut self.wp),
            FootballSetting::DiceGames => Some(&mut self.dice_games),
            FootballSetting::AntiManager => Some(&mut self.anti_manager),
            FootballSetting::Mode => None,
        }
    }

    /// Whether the row takes any character (a name), not only digits.
    pub(crate) fn free_text(row: FootballSetting) -> bool {
        row == FootballSetting::AntiManager
    }

    /// Changes `row`'s value by `step`.
    pub(crate) fn choose(&mut self, row: FootballSetting, step: isize) {
        let bump = |text: &mut String, step: isize, min: i64| {
            let n = text.trim().parse::<i64>().unwrap_or(min);
            *text = (n + step as i64).max(min).to_string();
        };
        match row {
            FootballSetting::Wp => bump(&mut self.wp, step * 10, 10),
            FootballSetting::DiceGames => bump(&mut self.dice_games, step, 1),
            FootballSetting::Mode => {
                self.mode = cycle(&[Mode::Expectation, Mode::Dice], self.mode, step)
            }
            FootballSetting::AntiManager => {}
        }
    }

    /// `row`'s value as the form shows it.
    pub(crate) fn value(
        &self,
        row: FootballSetting,
        here: bool,
        width: usize,
        th: &Theme,
    ) -> Vec<Span<'static>> {
        let typed = |text: &str, note: &str| form::typed(text, 0, note, here, width, th);
        match row {
            FootballSetting::Wp => typed(&self.wp, "10..300"),
            FootballSetting::DiceGames => {
                typed(&self.dice_games, t("football-setting-usually-100"))
            }
            FootballSetting::AntiManager => {
                typed(&self.anti_manager, t("football-setting-empty-none"))
            }
            FootballSetting::Mode => form::choices(
                th,
                [
                    ("expectation".to_string(), self.mode == Mode::Expectation),
                    ("dice".to_string(), self.mode == Mode::Dice),
                ],
            ),
        }
    }

    /// The series the form describes, or the wrong row and what is allowed there.
    ///
    /// # Errors
    /// `(row, message)`.
    pub(crate) fn game(&self) -> Result<Game, (Option<FootballSetting>, String)> {
        let number = |row: FootballSetting, text: &str, allowed: String| {
            text.trim().parse::<u32>().map_err(|_| {
                (
                    Some(row),
                    format!(
                        "{}: {:?} is not a whole number; allowed: {allowed}",
                        row.label(),
                        text.trim()
                    ),
                )
            })
        };
        let wp = number(
            FootballSetting::Wp,
            &self.wp,
            FootballSettings::WP.allowed_short(),
        )?;
        let dice_games = number(
            FootballSetting::DiceGames,
            &self.dice_games,
            FootballSettings::DICE_GAMES.allowed_short(),
        )?;
        let anti = self.anti_manager.trim();
        let s = FootballSettings {
            wp,
            mode: self.mode,
            dice_games,
            anti_manager: (!anti.is_empty()).then(|| anti.to_string()),
        };
        s.validate().map_err(|e| {
            let row = match e.field() {
                Some("wp") => Some(FootballSetting::Wp),
                Some("dice-games") => Some(FootballSetting::DiceGames),
                Some("anti-manager") => Some(FootballSetting::AntiManager),
                _ => None,
            };
            (row, e.to_string())
        })?;
        Ok(Game::Football(FootballGame::new(s)))
    }
}

/// The Turnierfußball rows as the desk's new-event form holds them ([`SettingRows`]).
impl SettingRows for FootballForm {
    const KIND: GameKind = GameKind::Football;
    type Row = FootballSetting;
    const ROWS: &'static [FootballSetting] = &FootballSetting::ALL;

    fn label(row: FootballSetting) -> &'static str {
        row.label()
    }

    fn about(row: FootballSetting) -> &'static str {
        row.about()
    }

    fn text_mut(&mut self, row: FootballSetting) -> Option<&mut String> {
        FootballForm::text_mut(self, row)
    }

    fn free_text(row: FootballSetting) -> bool {
        FootballForm::free_text(row)
    }

    fn choose(&mut self, row: FootballSetting, step: isize) {
        FootballForm::choose(self, row, step);
    }

    fn value(
        &self,
        row: FootballSetting,
        here: bool,
        width: usize,
        th: &Theme,
    ) -> Vec<Span<'static>> {
        FootballForm::value(self, row, here, width, th)
    }

    fn game(&self) -> Result<Game, (Option<FootballSetting>, String)> {
        FootballForm::game(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, english_words, with_lang};

    #[test]
    fn the_rows_read_german_under_de_and_english_as_before() {
        assert_eq!(FootballSetting::Mode.label(), "Evaluation");
        assert_eq!(
            FootballSetting::DiceGames.about(),
            "dice mode only: every game played this often (usually 100)"
        );
        with_lang(Lang::De, || {
            assert_eq!(FootballSetting::Wp.label(), "WP des ersten Turniers");
            for row in FootballSetting::ALL {
                let text = format!("{} {}", row.label(), row.about());
                assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
            }
        });
    }
}
