//! The Muck rows of the new-event form: fixed pairs or single players, Bobbl per round, target
//! points, planned rounds, schedule ([`MuckSettings`]). The numbers are typed (digits only);
//! Enter checks them, and a wrong value is named with the values allowed.

use crate::game::settings::NumberSetting;
use crate::game::{Game, GameKind};
use crate::i18n;
use crate::muck::{MuckGame, MuckSettings, Partners, Schedule};
use crate::tui::game::SettingRows;
use crate::tui::screens::form::{self, cycle};
use crate::tui::theme::Theme;
use ratatui::text::Span;

/// A Muck row of the new-event form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MuckSetting {
    /// Fixed pairs or single players with changing partners.
    Partners,
    /// Bobbl per round (typed).
    Bobbl,
    /// The points that win a Bobbl (typed, R-M1).
    Target,
    /// Rounds planned (typed; empty: not planned).
    Rounds,
    /// Drawn tables or the moving schedule.
    Schedule,
    /// The time limit per round in minutes (typed; empty: none, R-M9).
    TimeLimit,
}

impl MuckSetting {
    /// The rows, top to bottom.
    pub const ALL: [MuckSetting; 6] = [
        Self::Partners,
        Self::Bobbl,
        Self::Target,
        Self::Rounds,
        Self::Schedule,
        Self::TimeLimit,
    ];

    /// The setting's key in the settings table and in refusals (`bobbl`, `target`).
    pub fn key(self) -> &'static str {
        match self {
            Self::Partners => MuckSettings::PARTNERS.key,
            Self::Bobbl => MuckSettings::BOBBL.key,
            Self::Target => MuckSettings::TARGET.key,
            Self::Rounds => MuckSettings::ROUNDS.key,
            Self::Schedule => MuckSettings::SCHEDULE.key,
            Self::TimeLimit => MuckSettings::TIME_LIMIT.key,
        }
    }

    /// A typed row's entry in the settings table; `None` for the rows that choose a value.
    fn setting(self) -> Option<NumberSetting> {
        match self {
            Self::Bobbl => Some(MuckSettings::BOBBL),
            Self::Target => Some(MuckSettings::TARGET),
            Self::Rounds => Some(MuckSettings::ROUNDS),
            Self::TimeLimit => Some(MuckSettings::TIME_LIMIT),
            Self::Partners | Self::Schedule => None,
        }
    }

    /// The row's label in plain words.
    pub fn label(self) -> &'static str {
        i18n::t(match self {
            Self::Partners => i18n::key("desk-muck-form-partners"),
            Self::Bobbl => i18n::key("desk-muck-form-bobbl"),
            Self::Target => i18n::key("desk-muck-form-target"),
            Self::Rounds => i18n::key("desk-muck-form-rounds"),
            Self::Schedule => i18n::key("desk-muck-form-schedule"),
            Self::TimeLimit => i18n::key("day-form-time-limit"),
        })
    }

    /// What the setting means, with the ruling that defines it; empty where the label says
    /// it all.
    pub fn about(self) -> &'static str {
        match self {
            Self::Target => i18n::t("desk-muck-about-target"),
            Self::Schedule => i18n::t("desk-muck-about-schedule"),
            Self::TimeLimit => i18n::t("day-about-time-limit"),
            Self::Partners | Self::Bobbl | Self::Rounds => "",
        }
    }
}

/// The Muck rows' values: the choices made and the numbers as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MuckForm {
    /// Fixed pairs or single players.
    pub partners: Partners,
    /// Bobbl per round as typed (default `2`).
    pub bobbl: String,
    /// Target points as typed (default `21`).
    pub target: String,
    /// Planned rounds as typed; empty means not planned.
    pub rounds: String,
    /// The schedule.
    pub schedule: Schedule,
    /// The time limit in minutes as typed; empty means none (R-M9).
    pub time_limit: String,
}

impl Default for MuckForm {
    /// Fixed pairs, 2 Bobbl per round to 21 points, no planned rounds, drawn tables.
    fn default() -> Self {
        let m = MuckSettings::default();
        Self {
            partners: m.partners,
            bobbl: m.bobbl_per_round.to_string(),
            target: m.target.to_string(),
            rounds: String::new(),
            schedule: m.schedule,
            time_limit: String::new(),
        }
    }
}

impl MuckForm {
    /// The text of a typed row (the numbers), `None` for a choice.
    pub(crate) fn text_mut(&mut self, row: MuckSetting) -> Option<&mut String> {
        match row {
            MuckSetting::Bobbl => Some(&mut self.bobbl),
            MuckSetting::Target => Some(&mut self.target),
            MuckSetting::Rounds => Some(&mut self.rounds),
            MuckSetting::TimeLimit => Some(&mut self.time_limit),
            MuckSetting::Partners | MuckSetting::Schedule => None,
        }
    }

    /// Changes `row`'s value by `step`: the next or previous choice (wrapping), or one more
    /// or less on a number row.
    pub(crate) fn choose(&mut self, row: MuckSetting, step: isize) {
        fn bump(text: &mut String, step: isize, min: i64, empty_below: bool) {
            let now = text.trim().parse::<i64>().ok();
            let next = match now {
                None if step > 0 => Some(min),
                None => None,
                Some(n) if n + (step as i64) < min => (!empty_below).then_some(min),
                Some(n) => Some(n + step as i64),
            };
            *text = next.map_or(String::new(), |n| n.to_string());
        }
        match row {
            MuckSetting::Partners => {
                self.partners = cycle(&[Partners::Fixed, Partners::Changing], self.partners, step)
            }
            MuckSetting::Bobbl => bump(&mut self.bobbl, step, 1, false),
            MuckSetting::Target => bump(&mut self.target, step, 1, false),
            MuckSetting::Rounds => bump(&mut self.rounds, step, 1, true),
            MuckSetting::TimeLimit => bump(&mut self.time_limit, step * 5, 5, true),
            MuckSetting::Schedule => {
                self.schedule = cycle(&[Schedule::Drawn, Schedule::Moving], self.schedule, step)
            }
        }
    }

    /// `row`'s value: the choices with the chosen one marked, or the number typed (with its
    /// cursor when `here`) and what it allows.
    pub(crate) fn value(
        &self,
        row: MuckSetting,
        here: bool,
        width: usize,
        th: &Theme,
    ) -> Vec<Span<'static>> {
        let of = |pairs: &[(&str, bool)]| {
            form::choices(th, pairs.iter().map(|(l, on)| (l.to_string(), *on)))
        };
        let typed = |text: &str, note: &str| form::typed(text, 0, note, here, width, th);
        match row {
            MuckSetting::Partners => of(&[
                (
                    i18n::t("desk-muck-choice-fixed"),
                    self.partners == Partners::Fixed,
                ),
                (
                    i18n::t("desk-muck-choice-singles"),
                    self.partners == Partners::Changing,
                ),
            ]),
            MuckSetting::Bobbl => typed(&self.bobbl, &format!("1..{}", MuckSettings::MAX_BOBBL)),
            MuckSetting::Target => typed(&self.target, i18n::t("desk-setting-usually-21")),
            MuckSetting::Rounds => typed(&self.rounds, i18n::t("desk-muck-rounds-note")),
            MuckSetting::TimeLimit => typed(&self.time_limit, i18n::t("day-time-limit-note")),
            MuckSetting::Schedule => of(&[
                (
                    i18n::t("desk-muck-choice-drawn"),
                    self.schedule == Schedule::Drawn,
                ),
                (
                    i18n::t("desk-muck-choice-moving"),
                    self.schedule == Schedule::Moving,
                ),
            ]),
        }
    }

    /// The Muck game the form describes, or the first wrong row (`None`: the settings as a
    /// whole, [`MuckSettings::validate`]) and what is allowed there.
    ///
    /// # Errors
    /// `(row, message)`: the message names the row and the values allowed.
    pub(crate) fn game(&self) -> Result<Game, (Option<MuckSetting>, String)> {
        let number = |row: MuckSetting, text: &str, allowed: &str| {
            text.trim().parse::<u32>().map_err(|_| {
                let what = if text.trim().is_empty() {
                    i18n::t("desk-form-is-empty").to_string()
                } else {
                    crate::tr!("desk-form-not-whole", text = format!("{:?}", text.trim()))
                };
                (
                    Some(row),
                    crate::tr!(
                        "desk-form-row-wrong",
                        row = row.label(),
                        what = what,
                        allowed = allowed
                    ),
                )
            })
        };
        // The ranges come from the settings table; the words are the form's own.
        let in_range = |row: MuckSetting, n: u32, allowed: &str| {
            if row.setting().is_some_and(|s| s.contains(n)) {
                Ok(n)
            } else {
                Err((
                    Some(row),
                    crate::tr!(
                        "desk-form-not-allowed",
                        row = row.label(),
                        n = n.to_string(),
                        allowed = allowed
                    ),
                ))
            }
        };
        let bobbl_allowed = MuckSettings::BOBBL.allowed_short();
        let bobbl = number(MuckSetting::Bobbl, &self.bobbl, &bobbl_allowed)?;
        let bobbl = in_range(MuckSetting::Bobbl, bobbl, &bobbl_allowed)?;
        let target_allowed = MuckSettings::TARGET.allowed_short();
        let target = number(MuckSetting::Target, &self.target, &target_allowed)?;
        let target = in_range(MuckSetting::Target, target, &target_allowed)?;
        let planned_rounds = if self.rounds.trim().is_empty() {
            None
        } else {
            let allowed = crate::tr!(
                "desk-muck-rounds-allowed",
                range = MuckSettings::ROUNDS.allowed_short()
            );
            let n = number(MuckSetting::Rounds, &self.rounds, &allowed)?;
            Some(in_range(MuckSetting::Rounds, n, &allowed)?)
        };
        let time_limit = if self.time_limit.trim().is_empty() {
            None
        } else {
            let allowed = MuckSettings::TIME_LIMIT.allowed_short();
            let n = number(MuckSetting::TimeLimit, &self.time_limit, &allowed)?;
            Some(in_range(MuckSetting::TimeLimit, n, &allowed)?)
        };
        if self.schedule == Schedule::Moving && self.partners == Partners::Changing {
            return Err((
                Some(MuckSetting::Schedule),
                i18n::t("desk-muck-moving-needs-pairs").into(),
            ));
        }
        let settings = MuckSettings {
            partners: self.partners,
            bobbl_per_round: bobbl,
            target,
            planned_rounds,
            schedule: self.schedule,
            time_limit,
        };
        settings.validate().map_err(|e| {
            let row = MuckSetting::ALL
                .into_iter()
                .find(|r| e.field() == Some(r.key()));
            (row, e.to_string())
        })?;
        Ok(Game::Muck(MuckGame::new(settings)))
    }
}

/// The Muck rows as the desk's new-event form holds them ([`SettingRows`]).
impl SettingRows for MuckForm {
    const KIND: GameKind = GameKind::Muck;
    type Row = MuckSetting;
    const ROWS: &'static [MuckSetting] = &MuckSetting::ALL;

    fn label(row: MuckSetting) -> &'static str {
        row.label()
    }

    fn about(row: MuckSetting) -> &'static str {
        row.about()
    }

    fn text_mut(&mut self, row: MuckSetting) -> Option<&mut String> {
        MuckForm::text_mut(self, row)
    }

    fn choose(&mut self, row: MuckSetting, step: isize) {
        MuckForm::choose(self, row, step);
    }

    fn value(&self, row: MuckSetting, here: bool, width: usize, th: &Theme) -> Vec<Span<'static>> {
        MuckForm::value(self, row, here, width, th)
    }

    fn game(&self) -> Result<Game, (Option<MuckSetting>, String)> {
        MuckForm::game(self)
    }
}
