//! The desk's Deich screens (`ostfriesischer-deich.txt`): registration with start FP, bid entry
//! for the open round, a round's result, the race so far and the final order.
//!
//! This module is what the Deich system plugs into the desk: [`crate::tui::game`] calls the
//! functions here (context, title, keys, typed lines, questions, refresh, render, status line,
//! footer, help) for a Deich race, and each goes on to the screen shown. Its words are in
//! [`texts`].

pub mod bids;
pub mod keys;
pub mod race;
pub mod registration;
pub mod round;
pub mod settings_form;
pub mod texts;

use crate::deich::{DeichCommand, DeichGame, Race};
use crate::game::{Event, PlayerId, RoundNo, RoundState};
use crate::print::DocumentKind;
use crate::tr;
use crate::tui::app::{App, Input, InputPurpose, Pending, Popup, Screen};
use crate::tui::effect::Effect;
use crate::tui::game::{GameInput, GamePending};
use crate::tui::keymap::{Action, Context};
use crate::tui::screens::fit;
use crate::tui::session::Session;
use crate::tui::theme::Theme;
use crossterm::event::KeyEvent;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

/// State of the Deich screens beyond their lists.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeichDesk {
    /// Round screen: the round shown; `None` follows the latest evaluated round.
    pub round: Option<RoundNo>,
}

/// Nothing of the DeichDesk waits for a second key or follows the latest round by itself
/// ([`crate::tui::game::Desks`]).
impl crate::tui::game::DeskState for DeichDesk {}

/// What a line typed on a Deich screen is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeichInput {
    /// A new player's name (the line stays open for the next).
    AddPlayer,
    /// A new name for this player.
    Rename(PlayerId),
    /// Start FP by hand for this player (empty: by the last place).
    StartFp(PlayerId),
    /// `NAME FP` (or `FP` for the selected player) for the open round.
    Bid,
    /// The ZAT of the open round.
    Zat,
}

/// A Deich change waiting for a yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeichPending {
    /// Evaluate the open round; these players in have no bid (NMR).
    Evaluate {
        /// The open round.
        round: RoundNo,
        /// Those in without a bid.
        nmr: Vec<PlayerId>,
    },
    /// Register a second player of a name registered already.
    AddDuplicate(String),
}

/// A Deich line as the desk's [`InputPurpose`].
pub(crate) fn input(purpose: DeichInput, text: String) -> Input {
    Input {
        purpose: InputPurpose::Game(GameInput::new(purpose)),
        text,
    }
}

/// A Deich question as the desk's popup.
pub(crate) fn confirm(pending: DeichPending) -> Popup {
    Popup::Confirm(Pending::Game(GamePending::new(pending)))
}

/// The open event's race and its views, for the screens.
pub(crate) fn race_of(app: &App) -> Option<(&Event, &DeichGame, &Race<PlayerId>)> {
    let s = app.session.as_ref()?;
    let t = s.tournament();
    Some((t, t.deich()?, s.views().race()?))
}

/// The key-map context of a Deich screen.
pub(crate) fn context(screen: Screen) -> Context {
    match screen {
        Screen::Registration => keys::REGISTRATION,
        Screen::Pairings => keys::BIDS,
        Screen::Results => keys::ROUND,
        Screen::Standings => keys::RACE,
        Screen::Picker | Screen::Extra | Screen::Audit => Context::Global,
    }
}

/// The tab title of a Deich screen.
pub(crate) fn title(screen: Screen) -> &'static str {
    match screen {
        Screen::Registration => texts::tab_registration(),
        Screen::Pairings => texts::tab_bids(),
        Screen::Results => texts::tab_round(),
        Screen::Standings => texts::tab_race(),
        Screen::Picker | Screen::Extra | Screen::Audit => "",
    }
}

/// The document the print dialog offers first on a Deich screen.
pub(crate) fn document_for(screen: Screen) -> Option<DocumentKind> {
    match screen {
        Screen::Results => Some(DocumentKind::Round),
        Screen::Standings => Some(DocumentKind::Standings),
        Screen::Pairings
        | Screen::Registration
        | Screen::Picker
        | Screen::Extra
        | Screen::Audit => None,
    }
}

/// What the desk opens on: registration while fewer than three are registered and nothing
/// is evaluated; the round screen while the race runs; the race once it is over. A race
/// has no draft, so quitting never asks.
pub(crate) fn last_round_state(t: &Event) -> Option<RoundState> {
    let g = t.deich()?;
    let race = g.race(&t.registry);
    if race.finished {
        Some(RoundState::Complete)
    } else if g.evaluated == 0 && race.entries.len() < crate::deich::apply::MIN_PLAYERS {
        None
    } else {
        Some(RoundState::Published)
    }
}

/// A key on the Deich screen shown: what it does.
pub(crate) fn on_action(app: &mut App, action: Action, key: KeyEvent) -> Effect {
    match app.screen {
        Screen::Registration => registration::on_action(app, action),
        Screen::Pairings => bids::on_action(app, action, key),
        Screen::Results => round::on_action(app, action),
        Screen::Standings | Screen::Picker | Screen::Extra | Screen::Audit => Effect::Unhandled,
    }
}

/// Enter on a Deich line: what it does.
pub(crate) fn on_submit(app: &mut App, purpose: DeichInput, text: String) -> Effect {
    match purpose {
        DeichInput::AddPlayer | DeichInput::Rename(_) | DeichInput::StartFp(_) => {
            registration::on_submit(app, purpose, text)
        }
        DeichInput::Bid => bids::on_submit(app, &text),
        DeichInput::Zat => Effect::run(DeichCommand::SetZat {
            round: None,
            zat: text,
        }),
    }
}

/// `y` to a Deich question: what it does.
pub(crate) fn on_confirm(pending: DeichPending) -> Effect {
    match pending {
        DeichPending::Evaluate { .. } => round::evaluate(),
        DeichPending::AddDuplicate(name) => registration::add(name),
    }
}

/// The line a question opens again once answered: the add line after a duplicate name.
pub(crate) fn line_after(pending: &DeichPending) -> Option<Input> {
    match pending {
        DeichPending::AddDuplicate(_) => Some(input(DeichInput::AddPlayer, String::new())),
        DeichPending::Evaluate { .. } => None,
    }
}

/// The question for a Deich change.
pub(crate) fn question(app: &App, pending: &DeichPending) -> String {
    match pending {
        DeichPending::Evaluate { round, nmr } => texts::evaluate_question(
            *round,
            &nmr.iter().map(|p| app.display_name(*p)).collect::<Vec<_>>(),
            race_of(app).map(|(_, g, _)| g.settings.nmr),
        ),
        DeichPending::AddDuplicate(name) => texts::duplicate_question(name),
    }
}

/// A race has no draft to publish.
pub(crate) fn publish_question(_app: &App) -> String {
    String::new()
}

/// The prompt of a Deich line.
pub(crate) fn prompt(app: &App, purpose: &DeichInput) -> String {
    match purpose {
        DeichInput::AddPlayer => texts::add_prompt().to_string(),
        DeichInput::Rename(_) => texts::rename_prompt().to_string(),
        DeichInput::StartFp(p) => texts::start_fp_prompt(&app.display_name(*p)),
        DeichInput::Bid => bids::prompt(app),
        DeichInput::Zat => texts::zat_prompt().to_string(),
    }
}

/// Recomputes the visible rows of the Deich screen shown.
pub(crate) fn refresh(app: &mut App) {
    match app.screen {
        Screen::Registration => registration::refresh(app),
        Screen::Pairings => bids::refresh(app),
        Screen::Results => round::refresh(app),
        Screen::Standings => race::refresh(app),
        Screen::Picker | Screen::Extra | Screen::Audit => {}
    }
}

/// Draws the Deich screen shown.
pub(crate) fn render(app: &App, area: Rect, buf: &mut Buffer) {
    match app.screen {
        Screen::Registration => registration::DeichRegistrationScreen { app }.render(area, buf),
        Screen::Pairings => bids::DeichBidsScreen { app }.render(area, buf),
        Screen::Results => round::DeichRoundScreen { app }.render(area, buf),
        Screen::Standings => race::DeichRaceScreen { app }.render(area, buf),
        Screen::Picker | Screen::Extra | Screen::Audit => {}
    }
}

/// The `?` help's lines after the keys of the Deich screen shown: how to type a bid.
pub(crate) fn help_lines(screen: Screen, _th: &Theme) -> Vec<Line<'static>> {
    if screen != Screen::Pairings {
        return Vec::new();
    }
    texts::bid_help()
        .iter()
        .map(|l| Line::raw(format!("  {l}")))
        .collect()
}

/// The status line at a Deich race: the event, the open round and its bids, who is in,
/// saved; the event's name is shortened first.
pub(crate) fn status(app: &App, s: &Session, width: usize) -> String {
    let t = s.tournament();
    let (round, inn) = match (t.deich(), s.views().race()) {
        (Some(g), Some(r)) => match r.open_round() {
            Some(n) => {
                let bids = r
                    .fp()
                    .iter()
                    .filter(|(p, _)| g.bids.latest(n, p).is_some())
                    .count();
                (
                    tr!(
                        "deich-status-open",
                        round = n.0,
                        bids = bids,
                        count = r.fp().len()
                    ),
                    tr!("deich-status-in", count = r.fp().len()),
                )
            }
            None => (
                tr!("deich-status-over", round = g.evaluated),
                tr!("deich-players", count = r.entries.len()),
            ),
        },
        _ => (String::new(), String::new()),
    };
    let saved = s
        .saved_at()
        .map_or(crate::i18n::t("deich-not-saved").to_string(), |at| {
            tr!("deich-saved", at = app.clock_text(at))
        });
    let rest = format!(" · Deich · {round} · {inn} · {saved}");
    let room = width.saturating_sub(rest.chars().count() + 1).max(8);
    format!(" {}{rest}", fit(&t.name, room))
}

/// The race's players for the picker: `12 players`.
pub(crate) fn entrants_label(t: &Event) -> String {
    tr!("deich-players", count = t.registry.participants.len())
}

/// What a Deich screen does once the commands it asked for are saved: the message it gave
/// [`Effect::then`], handed back by the desk ([`on_saved`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum DeichAfter {
    /// A player was added: the whole list shown, the new player (at its end) selected.
    Added,
    /// The add line opens again for the next name.
    AddLine,
    /// This player's bid was saved ([`bids::saved`]).
    Bid(PlayerId),
    /// The open round was evaluated: the round screen follows the latest round again.
    Evaluated,
}

/// A Deich screen's message once its commands are saved: what it does then.
fn on_saved(app: &mut App, after: DeichAfter) {
    match after {
        DeichAfter::Added => {
            app.registration.query.clear();
            app.registration.selected = usize::MAX;
        }
        DeichAfter::AddLine => app.input = Some(input(DeichInput::AddPlayer, String::new())),
        DeichAfter::Bid(player) => bids::saved(app, player),
        DeichAfter::Evaluated => {
            app.desks.get_mut::<DeichDesk>().round = None;
            app.results.selected = 0;
        }
    }
}

/// [`DeichInput`] as the desk carries it ([`crate::tui::game::GameInput`]): Enter and
/// the prompt are this module's functions.
impl crate::tui::game::SystemInput for DeichInput {
    fn on_submit(self: Box<Self>, app: &mut App, text: String) -> Effect {
        on_submit(app, *self, text)
    }

    fn prompt(&self, app: &App, _width: u16) -> String {
        prompt(app, self)
    }
}

/// [`DeichPending`] as the desk carries it ([`crate::tui::game::GamePending`]): `y` and
/// the question are this module's functions.
impl crate::tui::game::SystemPending for DeichPending {
    fn on_confirm(self: Box<Self>, _app: &mut App) -> Effect {
        on_confirm(*self)
    }

    fn question(&self, app: &App) -> String {
        question(app, self)
    }

    fn line_after(&self) -> Option<Input> {
        line_after(self)
    }
}

/// The Deich desk: this system's part of every desk operation
/// ([`crate::tui::game::SystemDesk`]).
pub(crate) struct Desk;

impl crate::tui::game::SystemDesk for Desk {
    fn new_state(&self) -> Box<dyn crate::tui::game::DeskState> {
        Box::<DeichDesk>::default()
    }

    fn settings_form(&self) -> Box<dyn crate::tui::game::SettingsForm> {
        Box::<crate::deich::DeichSettings>::default()
    }

    fn seed(&self, _game: &crate::game::Game, _now: chrono::DateTime<chrono::Utc>) -> u64 {
        0
    }

    fn label(&self) -> &'static str {
        "Deich"
    }

    fn help_lines(&self, app: &App, th: &Theme) -> Vec<Line<'static>> {
        help_lines(app.screen, th)
    }

    crate::tui::game::desk_from_module!();
}
