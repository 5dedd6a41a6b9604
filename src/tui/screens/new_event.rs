//! The picker's form for a new event (`n`, `M`): the name, the system and every setting of it,
//! one row each. ↑ ↓ move between rows, ← → (or Space) change a choice, letters and digits
//! type into the name and the number rows. Enter checks the form and only then creates the
//! event; a wrong value is named with the values allowed, and the form stays open on that row.
//!
//! Swiss: the profile and the settings of R-S2..R-S9 ([`SwissSettings`]); a setting changed on
//! its own makes the profile `custom` (as `turnier new --floor …` does). Muck: fixed pairs or
//! single players, Bobbl per round, target points, planned rounds, schedule ([`MuckSettings`]).

use super::fit;
use crate::game::Game;
use crate::muck::{MuckGame, MuckSettings, Partners, Schedule};
use crate::swiss::{ByeGames, Floor, Opponents, Profile, SwissGame, SwissSettings};
use crate::tui::app::{App, Popup};
use crate::tui::keymap::{self, Action, Context};
use crate::tui::line;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

/// The form's rows. Which of them are shown depends on the system ([`NewEventForm::fields`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The event's name (also its file name in the data folder).
    Name,
    /// Swiss or Muck.
    System,
    /// Swiss: the settings profile (R-S9).
    Profile,
    /// Swiss: the opponents' floor (R-S3).
    Floor,
    /// Swiss: the floor also on the player's own MWP and GW% (R-S3).
    FloorOwnGw,
    /// Swiss: a bye's games in GW% (R-S4).
    ByeGames,
    /// Swiss: game points of a drawn game (R-S2).
    DrawnGamePoints,
    /// Swiss: an opponent met twice counts twice or once (R-S7).
    Opponents,
    /// Muck: fixed pairs or single players with changing partners.
    Partners,
    /// Muck: Bobbl per round (typed).
    Bobbl,
    /// Muck: the points that win a Bobbl (typed, R-M1).
    Target,
    /// Muck: rounds planned (typed; empty: not planned).
    Rounds,
    /// Muck: drawn tables or the moving schedule.
    Schedule,
}

impl Field {
    /// The row's label in plain words (the ruling is in [`Field::about`]).
    pub fn label(self) -> &'static str {
        match self {
            Self::Name => "Name",
            Self::System => "System",
            Self::Profile => "Settings profile",
            Self::Floor => "Floor for opponents' values",
            Self::FloorOwnGw => "Floor on own MWP/GW% too",
            Self::ByeGames => "A bye's games in GW%",
            Self::DrawnGamePoints => "Points for a drawn game",
            Self::Opponents => "Opponent met twice counts",
            Self::Partners => "Partners",
            Self::Bobbl => "Bobbl per round",
            Self::Target => "Points that win a Bobbl",
            Self::Rounds => "Planned rounds",
            Self::Schedule => "Schedule",
        }
    }

    /// What the setting means, with the ruling that defines it (`../shared/spec/RULINGS.md`),
    /// shown dim under the form for the selected row; empty where the label says it all.
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
            Self::Target => "a side that reaches these points wins the Bobbl (R-M1)",
            Self::Schedule => "moving: round 1 drawn, then side B moves one table on",
            _ => "",
        }
    }

    /// Rows whose value is typed (the others are choices).
    fn typed(self) -> bool {
        matches!(self, Self::Name | Self::Bobbl | Self::Target | Self::Rounds)
    }
}

/// The form's state: what was chosen and typed so far. Nothing exists on disk until Enter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEventForm {
    /// The selected row.
    pub field: Field,
    /// The name typed.
    pub name: String,
    /// Characters of the name after its cursor (0: at the end), as on every typed line
    /// ([`crate::tui::line`]).
    pub name_tail: usize,
    /// A Muck evening (else Swiss).
    pub muck: bool,
    /// The Swiss settings chosen.
    pub swiss: SwissSettings,
    /// Muck: fixed pairs or single players.
    pub partners: Partners,
    /// Muck: Bobbl per round as typed (default `2`).
    pub bobbl: String,
    /// Muck: target points as typed (default `21`).
    pub target: String,
    /// Muck: planned rounds as typed; empty means not planned.
    pub rounds: String,
    /// Muck: the schedule.
    pub schedule: Schedule,
}

const PROFILES: [Profile; 3] = [Profile::Seed, Profile::Melee2023, Profile::Melee2024];

impl NewEventForm {
    /// A form on the name row with the defaults: Swiss `seed`, or a Muck evening of fixed pairs,
    /// 2 Bobbl per round to 21 points.
    pub fn new(muck: bool) -> Self {
        let m = MuckSettings::default();
        Self {
            field: Field::Name,
            name: String::new(),
            name_tail: 0,
            muck,
            swiss: SwissSettings::default(),
            partners: m.partners,
            bobbl: m.bobbl_per_round.to_string(),
            target: m.target.to_string(),
            rounds: String::new(),
            schedule: m.schedule,
        }
    }

    /// The rows shown, top to bottom: name, system, then that system's settings.
    pub fn fields(&self) -> Vec<Field> {
        let mut f = vec![Field::Name, Field::System];
        if self.muck {
            f.extend([
                Field::Partners,
                Field::Bobbl,
                Field::Target,
                Field::Rounds,
                Field::Schedule,
            ]);
        } else {
            f.extend([
                Field::Profile,
                Field::Floor,
                Field::FloorOwnGw,
                Field::ByeGames,
                Field::DrawnGamePoints,
                Field::Opponents,
            ]);
        }
        f
    }

    fn move_field(&mut self, step: isize) {
        self.field = super::form::cycle(&self.fields(), self.field, step);
    }

    /// Changes the selected row's value by `step`: the next or previous choice (wrapping), or
    /// one more or less on a number row.
    fn choose(&mut self, step: isize) {
        use super::form::cycle;
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
        let s = &mut self.swiss;
        match self.field {
            Field::Name => {}
            Field::System => self.muck = !self.muck,
            Field::Profile => {
                let p = cycle(&PROFILES, s.profile, step);
                *s = SwissSettings::from_profile(p);
            }
            Field::Floor => {
                s.floor = cycle(
                    &[Floor::ThirtyThreeHundredths, Floor::OneThird],
                    s.floor,
                    step,
                )
            }
            Field::FloorOwnGw => s.floor_own_gw = !s.floor_own_gw,
            Field::ByeGames => {
                s.bye_games = cycle(&[ByeGames::Exclude, ByeGames::Count2_0], s.bye_games, step)
            }
            Field::DrawnGamePoints => s.drawn_game_points = 1 - s.drawn_game_points.min(1),
            Field::Opponents => {
                s.opponents = cycle(
                    &[Opponents::EveryMeeting, Opponents::Unique],
                    s.opponents,
                    step,
                )
            }
            Field::Partners => {
                self.partners = cycle(&[Partners::Fixed, Partners::Changing], self.partners, step)
            }
            Field::Bobbl => bump(&mut self.bobbl, step, 1, false),
            Field::Target => bump(&mut self.target, step, 1, false),
            Field::Rounds => bump(&mut self.rounds, step, 1, true),
            Field::Schedule => {
                self.schedule = cycle(&[Schedule::Drawn, Schedule::Moving], self.schedule, step)
            }
        }
        if matches!(
            self.field,
            Field::Floor
                | Field::FloorOwnGw
                | Field::ByeGames
                | Field::DrawnGamePoints
                | Field::Opponents
        ) {
            self.swiss.profile = profile_of(&self.swiss);
        }
    }

    /// The event's system from the form, or the first wrong row and what is allowed there.
    ///
    /// # Errors
    /// `(row, message)`: the message names the row and the values allowed.
    pub fn system(&self) -> Result<Game, (Field, String)> {
        if !self.muck {
            return Ok(Game::Swiss(SwissGame::new(self.swiss.clone())));
        }
        let number = |field: Field, text: &str, allowed: &str| -> Result<u32, (Field, String)> {
            text.trim().parse::<u32>().map_err(|_| {
                let what = if text.trim().is_empty() {
                    "is empty".to_string()
                } else {
                    format!("{:?} is not a whole number", text.trim())
                };
                (
                    field,
                    format!("{}: {what}; allowed: {allowed}", field.label()),
                )
            })
        };
        let bobbl_allowed = format!("1..{}", MuckSettings::MAX_BOBBL);
        let bobbl = number(Field::Bobbl, &self.bobbl, &bobbl_allowed)?;
        if !(1..=MuckSettings::MAX_BOBBL).contains(&bobbl) {
            return Err((
                Field::Bobbl,
                format!("Bobbl per round: {bobbl} is not allowed; allowed: {bobbl_allowed}"),
            ));
        }
        let target = number(Field::Target, &self.target, "1..1000 (usually 21)")?;
        if !(1..=1000).contains(&target) {
            return Err((
                Field::Target,
                format!(
                    "{}: {target} is not allowed; allowed: 1..1000 (usually 21)",
                    Field::Target.label()
                ),
            ));
        }
        let planned_rounds = if self.rounds.trim().is_empty() {
            None
        } else {
            let n = number(
                Field::Rounds,
                &self.rounds,
                "1 or more, or empty for not planned",
            )?;
            if n == 0 {
                return Err((
                    Field::Rounds,
                    "Planned rounds: 0 is not allowed; allowed: 1 or more, or empty for not \
                     planned"
                        .into(),
                ));
            }
            Some(n)
        };
        if self.schedule == Schedule::Moving && self.partners == Partners::Changing {
            return Err((
                Field::Schedule,
                "Schedule: moving needs fixed pairs; allowed for single players: drawn".into(),
            ));
        }
        let settings = MuckSettings {
            partners: self.partners,
            bobbl_per_round: bobbl,
            target,
            planned_rounds,
            schedule: self.schedule,
        };
        settings
            .validate()
            .map_err(|e| (Field::System, e.to_string()))?;
        Ok(Game::Muck(MuckGame::new(settings)))
    }
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

/// `n` / `M` on the picker: the form, for a Swiss event or a Muck evening.
pub(crate) fn open(app: &mut App, muck: bool) {
    app.popup = Some(Popup::NewEvent(NewEventForm::new(muck)));
}

/// A key while the form is open. On a typed row, characters are typed (the name takes any,
/// the number rows digits); everything else goes through the key map ([`Context::NewEvent`]).
pub(crate) fn on_key(app: &mut App, key: KeyEvent) {
    let Some(Popup::NewEvent(mut f)) = app.popup.take() else {
        return;
    };
    let plain = !key
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    let action = match key.code {
        KeyCode::Char(c) if plain && f.field == Field::Name => {
            line::insert(&mut f.name, f.name_tail, c);
            None
        }
        KeyCode::Char(c) if plain && f.field.typed() && c.is_ascii_digit() => {
            match f.field {
                Field::Bobbl => f.bobbl.push(c),
                Field::Target => f.target.push(c),
                _ => f.rounds.push(c),
            }
            None
        }
        _ => keymap::lookup(&[Context::NewEvent], key),
    };
    match action {
        Some(Action::Cancel) => {
            app.info("new event cancelled: nothing was created");
            return;
        }
        Some(Action::Submit) => {
            let name = f.name.trim().to_string();
            if name.is_empty() {
                f.field = Field::Name;
                app.error("Name: must not be empty; type the event's name");
                app.popup = Some(Popup::NewEvent(f));
                return;
            }
            match f.system() {
                Ok(system) => {
                    let seed = if f.muck { muck_seed(app) } else { 0 };
                    super::picker::create(app, name, system, seed);
                    if app.session.is_none() {
                        // Not created (a file of that name exists, …): keep the form.
                        app.popup = Some(Popup::NewEvent(f));
                    }
                }
                Err((field, msg)) => {
                    f.field = field;
                    app.error(msg);
                    app.popup = Some(Popup::NewEvent(f));
                }
            }
            return;
        }
        Some(Action::Up) => f.move_field(-1),
        Some(Action::Down) => f.move_field(1),
        // On the name row ← → move the cursor; elsewhere they change the choice or number.
        Some(Action::PrevOption) if f.field == Field::Name => {
            line::edit(&mut f.name, &mut f.name_tail, Action::CursorLeft);
        }
        Some(Action::NextOption) if f.field == Field::Name => {
            line::edit(&mut f.name, &mut f.name_tail, Action::CursorRight);
        }
        Some(Action::PrevOption) => f.choose(-1),
        Some(Action::NextOption) => f.choose(1),
        Some(a) => {
            // The number rows are short: their cursor stays at the end.
            let mut end = 0;
            let _ = match f.field {
                Field::Name => line::edit(&mut f.name, &mut f.name_tail, a),
                Field::Bobbl => line::edit(&mut f.bobbl, &mut end, a),
                Field::Target => line::edit(&mut f.target, &mut end, a),
                Field::Rounds => line::edit(&mut f.rounds, &mut end, a),
                _ => None,
            };
        }
        None => {}
    }
    app.popup = Some(Popup::NewEvent(f));
}

/// The draw's seed, stored in the event (as `turnier new --system muck` does).
fn muck_seed(app: &App) -> u64 {
    let now = (app.clock)();
    (now.timestamp() as u64) << 20 ^ u64::from(now.timestamp_subsec_nanos())
}

/// The form drawn over the picker.
pub struct NewEventPopup<'a> {
    /// The desk.
    pub app: &'a App,
    /// The form's state.
    pub form: &'a NewEventForm,
}

impl Widget for &NewEventPopup<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = &self.app.theme;
        let f = self.form;
        let w = area.width.saturating_sub(4).min(76);
        const LABEL: usize = 28;
        let inner = (w as usize).saturating_sub(2 + 2 + LABEL + 1);
        let choices = |all: Vec<(String, bool)>| super::form::choices(th, all);
        let of = |pairs: &[(&str, bool)]| {
            choices(pairs.iter().map(|(l, on)| (l.to_string(), *on)).collect())
        };
        let s = &f.swiss;
        let mut lines = Vec::new();
        for field in f.fields() {
            let here = field == f.field;
            let typed = |text: &str, tail: usize, note: &str| {
                let mut v = if here {
                    line::spans(text, tail, inner, th)
                } else {
                    vec![Span::raw(fit(text, inner.saturating_sub(1)))]
                };
                if !note.is_empty() {
                    v.push(Span::styled(format!("  ({note})"), th.dim));
                }
                v
            };
            let value: Vec<Span<'static>> = match field {
                Field::Name => typed(&f.name, f.name_tail, ""),
                Field::System => of(&[("Swiss", !f.muck), ("Muck", f.muck)]),
                Field::Profile => {
                    let mut v: Vec<(String, bool)> = PROFILES
                        .iter()
                        .map(|p| (p.to_string(), *p == s.profile))
                        .collect();
                    v.push(("custom".into(), s.profile == Profile::Custom));
                    choices(v)
                }
                Field::Floor => of(&[
                    ("0.33", s.floor == Floor::ThirtyThreeHundredths),
                    ("1/3", s.floor == Floor::OneThird),
                ]),
                Field::FloorOwnGw => of(&[("yes", s.floor_own_gw), ("no", !s.floor_own_gw)]),
                Field::ByeGames => of(&[
                    ("exclude", s.bye_games == ByeGames::Exclude),
                    ("count 2-0", s.bye_games == ByeGames::Count2_0),
                ]),
                Field::DrawnGamePoints => of(&[
                    ("1", s.drawn_game_points == 1),
                    ("0", s.drawn_game_points == 0),
                ]),
                Field::Opponents => of(&[
                    ("every meeting", s.opponents == Opponents::EveryMeeting),
                    ("unique", s.opponents == Opponents::Unique),
                ]),
                Field::Partners => of(&[
                    ("fixed pairs", f.partners == Partners::Fixed),
                    ("single players", f.partners == Partners::Changing),
                ]),
                Field::Bobbl => typed(&f.bobbl, 0, &format!("1..{}", MuckSettings::MAX_BOBBL)),
                Field::Target => typed(&f.target, 0, "usually 21"),
                Field::Rounds => typed(&f.rounds, 0, "empty: not planned"),
                Field::Schedule => of(&[
                    ("drawn", f.schedule == Schedule::Drawn),
                    ("moving", f.schedule == Schedule::Moving),
                ]),
            };
            lines.push(super::form::row(th, here, field.label(), LABEL, value));
        }
        // The selected row's meaning and ruling, dim: the labels stay plain words.
        let about = f.field.about();
        lines.push(Line::styled(
            fit(&format!("  {about}"), (w as usize).saturating_sub(2)),
            th.dim,
        ));
        lines.push(Line::styled(
            "  ↑↓ row · ←→ change · type name and numbers · Enter creates · Esc cancels",
            th.dim,
        ));
        let popup = super::form::centered(area, w, lines.len());
        Clear.render(popup, buf);
        Paragraph::new(lines)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(" New event (nothing is created before Enter) "),
            )
            .render(popup, buf);
    }
}
