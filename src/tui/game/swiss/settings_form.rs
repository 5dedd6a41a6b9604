//! The Swiss rows of the new-event form: the profile and the settings of R-S2..R-S9
//! ([`SwissSettings`]), one row each, every one a choice. A setting changed on its own makes
//! the profile `custom` (as `turnier new --floor …` does).

use crate::game::{Game, GameKind};
use crate::i18n;
use crate::swiss::{ByeGames, Floor, Opponents, Profile, RoundOne, SwissGame, SwissSettings};
use crate::tui::game::{SettingRows, clock_seed};
use crate::tui::screens::form::{self, cycle};
use crate::tui::theme::Theme;
use chrono::{DateTime, Utc};
use ratatui::text::Span;

/// A Swiss row of the new-event form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SwissSetting {
    /// The settings profile (R-S9).
    Profile,
    /// The opponents' floor (R-S3).
    Floor,
    /// The floor also on the player's own MWP and GW% (R-S3).
    FloorOwnGw,
    /// A bye's games in GW% (R-S4).
    ByeGames,
    /// Game points of a drawn game (R-S2).
    DrawnGamePoints,
    /// An opponent met twice counts twice or once (R-S7).
    Opponents,
    /// The planned number of Swiss rounds (MTR Appendix E).
    Rounds,
    /// Round 1 in registration order or by lot (R-S21).
    RoundOne,
}

const PROFILES: [Profile; 3] = [Profile::Seed, Profile::Melee2023, Profile::Melee2024];

impl SwissSetting {
    /// The rows, top to bottom.
    pub const ALL: [SwissSetting; 8] = [
        Self::Profile,
        Self::Floor,
        Self::FloorOwnGw,
        Self::ByeGames,
        Self::DrawnGamePoints,
        Self::Opponents,
        Self::Rounds,
        Self::RoundOne,
    ];

    /// The row's label in plain words (the ruling is in [`SwissSetting::about`]).
    pub fn label(self) -> &'static str {
        i18n::t(match self {
            Self::Profile => i18n::key("desk-swiss-form-profile"),
            Self::Floor => i18n::key("desk-swiss-form-floor"),
            Self::FloorOwnGw => i18n::key("desk-swiss-form-floor-own-gw"),
            Self::ByeGames => i18n::key("desk-swiss-form-bye-games"),
            Self::DrawnGamePoints => i18n::key("desk-swiss-form-drawn-game-points"),
            Self::Opponents => i18n::key("desk-swiss-form-opponents"),
            Self::Rounds => i18n::key("day-form-rounds"),
            Self::RoundOne => i18n::key("day-form-round-one"),
        })
    }

    /// What the setting means, with the ruling that defines it (`../shared/spec/RULINGS.md`).
    pub fn about(self) -> &'static str {
        i18n::t(match self {
            Self::Profile => i18n::key("desk-swiss-about-profile"),
            Self::Floor => i18n::key("desk-swiss-about-floor"),
            Self::FloorOwnGw => i18n::key("desk-swiss-about-floor-own-gw"),
            Self::ByeGames => i18n::key("desk-swiss-about-bye-games"),
            Self::DrawnGamePoints => i18n::key("desk-swiss-about-drawn-game-points"),
            Self::Opponents => i18n::key("desk-swiss-about-opponents"),
            Self::Rounds => i18n::key("day-about-rounds"),
            Self::RoundOne => i18n::key("day-about-round-one"),
        })
    }
}

/// Changes `row`'s value by `step`: the next or previous choice, wrapping. A row other than
/// the profile makes the profile whatever the settings now are (`custom` if none).
pub(crate) fn choose(s: &mut SwissSettings, row: SwissSetting, step: isize) {
    match row {
        SwissSetting::Profile => {
            let p = cycle(&PROFILES, s.profile, step);
            let (rounds, round_one) = (s.rounds, s.round_one);
            *s = SwissSettings::from_profile(p);
            (s.rounds, s.round_one) = (rounds, round_one);
            return;
        }
        // Not part of a profile (R-S9): the profile stays as it is.
        SwissSetting::Rounds => {
            let all: Vec<Option<u32>> = std::iter::once(None)
                .chain((SwissSettings::ROUNDS.min..=ROUNDS_OFFERED).map(Some))
                .collect();
            s.rounds = cycle(&all, s.rounds, step);
            return;
        }
        SwissSetting::RoundOne => {
            s.round_one = cycle(&[RoundOne::Registration, RoundOne::Lot], s.round_one, step);
            return;
        }
        SwissSetting::Floor => {
            s.floor = cycle(
                &[Floor::ThirtyThreeHundredths, Floor::OneThird],
                s.floor,
                step,
            )
        }
        SwissSetting::FloorOwnGw => s.floor_own_gw = !s.floor_own_gw,
        SwissSetting::ByeGames => {
            s.bye_games = cycle(&[ByeGames::Exclude, ByeGames::Count2_0], s.bye_games, step)
        }
        SwissSetting::DrawnGamePoints => s.drawn_game_points = 1 - s.drawn_game_points.min(1),
        SwissSetting::Opponents => {
            s.opponents = cycle(
                &[Opponents::EveryMeeting, Opponents::Unique],
                s.opponents,
                step,
            )
        }
    }
    s.profile = profile_of(s);
}

/// The most rounds the form's row offers (the command line takes up to the settings table's
/// maximum).
const ROUNDS_OFFERED: u32 = 15;

/// The profile whose settings `s` are, or `custom`.
fn profile_of(s: &SwissSettings) -> Profile {
    PROFILES
        .into_iter()
        .find(|p| {
            let mut q = s.clone();
            q.profile = *p;
            (q.rounds, q.round_one) = (None, RoundOne::Registration);
            q == SwissSettings::from_profile(*p)
        })
        .unwrap_or(Profile::Custom)
}

/// `row`'s choices with the chosen one marked.
pub(crate) fn value(s: &SwissSettings, row: SwissSetting, th: &Theme) -> Vec<Span<'static>> {
    let of = |pairs: &[(&str, bool)]| {
        form::choices(th, pairs.iter().map(|(l, on)| (l.to_string(), *on)))
    };
    let floor = i18n::localize_decimal("0.33");
    match row {
        SwissSetting::Profile => {
            let mut v: Vec<(String, bool)> = PROFILES
                .iter()
                // `seed` is a word of the command line; the German form names it in German
                // (no English word on a German screen).
                .map(|p| {
                    let name = match p {
                        Profile::Seed => i18n::t("day-profile-seed").to_string(),
                        _ => p.to_string(),
                    };
                    (name, *p == s.profile)
                })
                .collect();
            v.push((
                i18n::t("desk-swiss-choice-custom").into(),
                s.profile == Profile::Custom,
            ));
            form::choices(th, v)
        }
        SwissSetting::Floor => of(&[
            (floor.as_str(), s.floor == Floor::ThirtyThreeHundredths),
            ("1/3", s.floor == Floor::OneThird),
        ]),
        SwissSetting::FloorOwnGw => of(&[
            (i18n::t("desk-choice-yes"), s.floor_own_gw),
            (i18n::t("desk-choice-no"), !s.floor_own_gw),
        ]),
        SwissSetting::ByeGames => of(&[
            (
                i18n::t("desk-swiss-choice-exclude"),
                s.bye_games == ByeGames::Exclude,
            ),
            (
                i18n::t("desk-swiss-choice-count-2-0"),
                s.bye_games == ByeGames::Count2_0,
            ),
        ]),
        SwissSetting::DrawnGamePoints => of(&[
            ("1", s.drawn_game_points == 1),
            ("0", s.drawn_game_points == 0),
        ]),
        SwissSetting::Opponents => of(&[
            (
                i18n::t("desk-swiss-choice-every-meeting"),
                s.opponents == Opponents::EveryMeeting,
            ),
            (
                i18n::t("desk-swiss-choice-unique"),
                s.opponents == Opponents::Unique,
            ),
        ]),
        SwissSetting::Rounds => {
            let shown = match s.rounds {
                None => i18n::t("day-choice-not-planned").to_string(),
                Some(n) => n.to_string(),
            };
            of(&[(shown.as_str(), true)])
        }
        SwissSetting::RoundOne => of(&[
            (
                i18n::t("day-choice-registration"),
                s.round_one == RoundOne::Registration,
            ),
            (i18n::t("day-choice-lot"), s.round_one == RoundOne::Lot),
        ]),
    }
}

/// The Swiss game the form describes (every choice is valid).
pub(crate) fn game(s: &SwissSettings) -> Game {
    Game::Swiss(SwissGame::new(s.clone()))
}

/// The Swiss rows as the desk's new-event form holds them ([`SettingRows`]): the settings
/// themselves, every row a choice.
impl SettingRows for SwissSettings {
    const KIND: GameKind = GameKind::Swiss;
    type Row = SwissSetting;
    const ROWS: &'static [SwissSetting] = &SwissSetting::ALL;

    fn label(row: SwissSetting) -> &'static str {
        row.label()
    }

    fn about(row: SwissSetting) -> &'static str {
        row.about()
    }

    fn choose(&mut self, row: SwissSetting, step: isize) {
        choose(self, row, step);
    }

    /// The planned rounds take a number typed: `6`; `1` then `2` gives 12 while it stays
    /// within the rows offered; `0` alone: not planned.
    fn type_digit(&mut self, row: SwissSetting, digit: u32) -> bool {
        if row != SwissSetting::Rounds {
            return false;
        }
        let longer = self.rounds.map(|r| r * 10 + digit);
        self.rounds = match longer {
            Some(n) if n <= ROUNDS_OFFERED => Some(n),
            _ if digit == 0 => None,
            _ if digit >= SwissSettings::ROUNDS.min => Some(digit),
            _ => self.rounds,
        };
        true
    }

    fn value(
        &self,
        row: SwissSetting,
        _here: bool,
        _width: usize,
        th: &Theme,
    ) -> Vec<Span<'static>> {
        value(self, row, th)
    }

    fn game(&self) -> Result<Game, (Option<SwissSetting>, String)> {
        Ok(game(self))
    }
}

/// The seed a new Swiss event stores for its lots ([`crate::game::lots`]): none (0) unless
/// round 1 goes by lot (R-S21), then from the clock as `turnier new` does.
pub(crate) fn seed(game: &Game, now: DateTime<Utc>) -> u64 {
    match game {
        Game::Swiss(g) if g.settings.round_one == RoundOne::Lot => clock_seed(now),
        _ => 0,
    }
}
