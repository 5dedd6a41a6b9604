//! The Swiss rows of the new-event form: the profile and the settings of R-S2..R-S9
//! ([`SwissSettings`]), one row each, every one a choice. A setting changed on its own makes
//! the profile `custom` (as `turnier new --floor …` does).

use crate::game::Game;
use crate::swiss::{ByeGames, Floor, Opponents, Profile, SwissGame, SwissSettings};
use crate::tui::screens::form::{self, cycle};
use crate::tui::theme::Theme;
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
}

const PROFILES: [Profile; 3] = [Profile::Seed, Profile::Melee2023, Profile::Melee2024];

impl SwissSetting {
    /// The rows, top to bottom.
    pub const ALL: [SwissSetting; 6] = [
        Self::Profile,
        Self::Floor,
        Self::FloorOwnGw,
        Self::ByeGames,
        Self::DrawnGamePoints,
        Self::Opponents,
    ];

    /// The row's label in plain words (the ruling is in [`SwissSetting::about`]).
    pub fn label(self) -> &'static str {
        match self {
            Self::Profile => "Settings profile",
            Self::Floor => "Floor for opponents' values",
            Self::FloorOwnGw => "Floor on own MWP/GW% too",
            Self::ByeGames => "A bye's games in GW%",
            Self::DrawnGamePoints => "Points for a drawn game",
            Self::Opponents => "Opponent met twice counts",
        }
    }

    /// What the setting means, with the ruling that defines it (`../shared/spec/RULINGS.md`).
    pub fn about(self) -> &'static str {
        match self {
            Self::Profile => {
                "the rows below at once: seed = the rulings, melee-2023/2024 as Melee (R-S2..7)"
            }
            Self::Floor => "an opponent's match-win and game-win % count at least this (R-S3)",
            Self::FloorOwnGw => "the floor also on the player's own MWP and GW% (R-S3)",
            Self::ByeGames => "exclude, or count a bye as 2-0 in the player's GW% (R-S4)",
            Self::DrawnGamePoints => "game points a drawn game gives each player (R-S2)",
            Self::Opponents => "an opponent met twice counts twice (every meeting) or once (R-S7)",
        }
    }
}

/// Changes `row`'s value by `step`: the next or previous choice, wrapping. A row other than
/// the profile makes the profile whatever the settings now are (`custom` if none).
pub(crate) fn choose(s: &mut SwissSettings, row: SwissSetting, step: isize) {
    match row {
        SwissSetting::Profile => {
            let p = cycle(&PROFILES, s.profile, step);
            *s = SwissSettings::from_profile(p);
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

/// The profile whose settings `s` are, or `custom`.
fn profile_of(s: &SwissSettings) -> Profile {
    PROFILES
        .into_iter()
        .find(|p| {
            let mut q = s.clone();
            q.profile = *p;
            q == SwissSettings::from_profile(*p)
        })
        .unwrap_or(Profile::Custom)
}

/// `row`'s choices with the chosen one marked.
pub(crate) fn value(s: &SwissSettings, row: SwissSetting, th: &Theme) -> Vec<Span<'static>> {
    let of = |pairs: &[(&str, bool)]| {
        form::choices(th, pairs.iter().map(|(l, on)| (l.to_string(), *on)))
    };
    match row {
        SwissSetting::Profile => {
            let mut v: Vec<(String, bool)> = PROFILES
                .iter()
                .map(|p| (p.to_string(), *p == s.profile))
                .collect();
            v.push(("custom".into(), s.profile == Profile::Custom));
            form::choices(th, v)
        }
        SwissSetting::Floor => of(&[
            ("0.33", s.floor == Floor::ThirtyThreeHundredths),
            ("1/3", s.floor == Floor::OneThird),
        ]),
        SwissSetting::FloorOwnGw => of(&[("yes", s.floor_own_gw), ("no", !s.floor_own_gw)]),
        SwissSetting::ByeGames => of(&[
            ("exclude", s.bye_games == ByeGames::Exclude),
            ("count 2-0", s.bye_games == ByeGames::Count2_0),
        ]),
        SwissSetting::DrawnGamePoints => of(&[
            ("1", s.drawn_game_points == 1),
            ("0", s.drawn_game_points == 0),
        ]),
        SwissSetting::Opponents => of(&[
            ("every meeting", s.opponents == Opponents::EveryMeeting),
            ("unique", s.opponents == Opponents::Unique),
        ]),
    }
}

/// The Swiss game the form describes (every choice is valid).
pub(crate) fn game(s: &SwissSettings) -> Game {
    Game::Swiss(SwissGame::new(s.clone()))
}
