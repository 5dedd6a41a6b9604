//! The desk's Grand Slam screens (`grand-slam.txt`, issue 15 item 10): for now one placeholder
//! screen listing the players with their strength, on every tab; the screens proper (offer,
//! entries, brackets, match detail, WRL) come in their own folder.
//!
//! [`super::game`] calls the functions here for a Grand Slam game.

use super::app::{App, Input, Screen};
use super::effect::Effect;
use super::keymap::{Action, Context};
use super::screens::{fit, header_and_body, put_row};
use super::session::Session;
use super::theme::Theme;
use crate::game::{Event, RoundState};
use crate::print::DocumentKind;
use crate::tr;
use crossterm::event::KeyEvent;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

/// State of the Grand Slam screens beyond their lists.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GrandSlamDesk {}

/// What a line typed on a Grand Slam screen is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GrandSlamInput {
    /// A new player's name.
    AddPlayer,
}

/// A Grand Slam change waiting for a yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GrandSlamPending {
    /// Play the round being prepared.
    PlayRound,
}

/// The key-map context of a Grand Slam screen: the desk's own keys only, so far.
pub(crate) fn context(_screen: Screen) -> Context {
    Context::Global
}

/// The tab title of a Grand Slam screen.
pub(crate) fn title(screen: Screen) -> &'static str {
    match screen {
        Screen::Registration => crate::i18n::t("gs-tab-players"),
        Screen::Pairings => crate::i18n::t("gs-tab-entries"),
        Screen::Results => crate::i18n::t("gs-tab-round"),
        Screen::Standings => crate::i18n::t("gs-tab-wrl"),
        Screen::Picker | Screen::Audit => "",
    }
}

/// The document the print dialog offers first: none yet.
pub(crate) fn document_for(_screen: Screen) -> Option<DocumentKind> {
    None
}

/// What the desk opens on: registration before any round is played, else the round.
pub(crate) fn last_round_state(t: &Event) -> Option<RoundState> {
    let g = t.grand_slam()?;
    g.last_played().map(|_| RoundState::Published)
}

/// No keys of its own yet.
pub(crate) fn on_action(_app: &mut App, _action: Action, _key: KeyEvent) -> Effect {
    Effect::Unhandled
}

/// Enter on a Grand Slam line: a new player's name.
pub(crate) fn on_submit(_app: &mut App, purpose: GrandSlamInput, text: String) -> Effect {
    match purpose {
        GrandSlamInput::AddPlayer => {
            Effect::run(crate::game::Command::AddPlayers { names: vec![text] })
        }
    }
}

/// `y` to a Grand Slam question.
pub(crate) fn on_confirm(pending: GrandSlamPending) -> Effect {
    match pending {
        GrandSlamPending::PlayRound => Effect::run(crate::grand_slam::GrandSlamCommand::PlayRound),
    }
}

/// No line opens again after a question.
pub(crate) fn line_after(_pending: &GrandSlamPending) -> Option<Input> {
    None
}

/// The question for a Grand Slam change.
pub(crate) fn question(app: &App, pending: &GrandSlamPending) -> String {
    match pending {
        GrandSlamPending::PlayRound => {
            let round = app
                .session
                .as_ref()
                .and_then(|s| s.tournament().grand_slam())
                .map_or(1, |g| g.current_round());
            tr!("gs-desk-play-question", round = round)
        }
    }
}

/// A game has no draft to publish.
pub(crate) fn publish_question(_app: &App) -> String {
    String::new()
}

/// The prompt of a Grand Slam line.
pub(crate) fn prompt(_app: &App, purpose: &GrandSlamInput) -> String {
    match purpose {
        GrandSlamInput::AddPlayer => crate::i18n::t("gs-desk-add-prompt").to_string(),
    }
}

/// Nothing to recompute yet.
pub(crate) fn refresh(_app: &mut App) {}

/// Draws the placeholder: the players with their strength, in the order they joined.
pub(crate) fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let th = &app.theme;
    let Some(g) = app
        .session
        .as_ref()
        .and_then(|s| s.tournament().grand_slam())
    else {
        return;
    };
    let width = area.width as usize;
    let (title, body) = header_and_body(area);
    put_row(
        buf,
        title,
        0,
        &fit(
            &tr!(
                "gs-desk-players",
                count = g.players.len(),
                round = g.current_round()
            ),
            width,
        ),
        th.header,
    );
    for (row, p) in g.players.iter().take(body.height as usize).enumerate() {
        let line = format!("{:>4}  {:>6}  {}", row + 1, p.strength, p.name);
        put_row(
            buf,
            body,
            row,
            &fit(&line, width),
            ratatui::style::Style::default(),
        );
    }
}

/// The status line: the event, the round being prepared, saved.
pub(crate) fn status(_app: &App, s: &Session, width: usize) -> String {
    let t = s.tournament();
    let round = t.grand_slam().map_or(1, |g| g.current_round());
    let rest = format!(
        " · Grand Slam · {}",
        tr!("gs-desk-status-round", round = round)
    );
    let room = width.saturating_sub(rest.chars().count() + 1).max(8);
    format!(" {}{rest}", fit(&t.name, room))
}

/// The footer's hints: all of the key map's.
pub(crate) fn footer_hints(
    _app: &App,
    hints: Vec<(String, &'static str)>,
) -> Vec<(String, &'static str)> {
    hints
}

/// No help lines of its own yet.
pub(crate) fn help_lines(_screen: Screen, _th: &Theme) -> Vec<Line<'static>> {
    Vec::new()
}

/// The game's players for the picker: `16 players`.
pub(crate) fn entrants_label(t: &Event) -> String {
    tr!("gs-players", count = t.registry.participants.len())
}
