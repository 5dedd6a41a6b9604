//! The desk's Swiss screens (`swiss-pairing-and-scoring.txt`): registration, pairings, result
//! entry and standings of a Magic Swiss event.
//!
//! This module is what the Swiss system plugs into the desk: [`super::game`] calls the
//! functions here (context, title, keys, typed lines, questions, refresh, render, status line,
//! help) for a Swiss event, and each goes on to the screen shown.

pub mod pairings;
pub mod registration;
pub mod results;
pub mod settings_form;
pub mod standings;

use super::app::{App, Input, InputPurpose, Pending, Popup, Screen};
use super::effect::Effect;
use super::game::{GameInput, GamePending};
use super::keymap::{Action, Context};
use super::screens::fit;
use super::session::Session;
use super::theme::Theme;
use crate::game::{Command, Event, PlayerId, RoundNo, RoundState, TableNo};
use crate::print::DocumentKind;
use crate::swiss::{MatchResult, Round, SwissCommand};
use crossterm::event::KeyEvent;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

/// The Swiss screens' state beyond their lists (the lists are the desk's, one per screen).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SwissDesk {
    /// Pairings: the right-hand player of the selected table is selected.
    pub right_seat: bool,
    /// Pairings: a player or table marked by `s` / `t`, waiting for the second one.
    pub mark: Option<Mark>,
    /// Results: the round shown; `None` follows the latest published round.
    pub round: Option<RoundNo>,
    /// Results: only tables without a result are listed.
    pub open_only: bool,
}

/// The first half of a swap on the pairings screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// A player, for a swap of players.
    Player(PlayerId),
    /// A table, for a swap of table numbers.
    Table(TableNo),
}

impl SwissDesk {
    /// Esc: the mark of a swap is taken back.
    pub(crate) fn clear_marks(&mut self) {
        self.mark = None;
    }

    /// After a saved command (`None`: an undo): the results screen follows the latest fixed
    /// round again, except after a result for the earlier round it shows. A round published
    /// meanwhile must not be hidden behind an earlier one (whose entries would change that
    /// round).
    pub(crate) fn saved(&mut self, cmd: Option<&Command>) {
        let keeps_round = matches!(
            cmd,
            Some(Command::Swiss(SwissCommand::RecordResult { round: Some(r), .. }))
                if Some(*r) == self.round
        );
        if !keeps_round {
            self.round = None;
        }
    }
}

/// What a line typed on a Swiss screen is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SwissInput {
    /// A new player's name.
    AddPlayer,
    /// A new name for this player.
    Rename(PlayerId),
    /// `TABLE SCORE`, or `SCORE` for the selected table.
    Result,
}

/// A Swiss change waiting for a yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SwissPending {
    /// Register a name that is registered already (two players may share a name).
    AddDuplicate(String),
    /// Remove this player's registration (never paired: no round exists yet).
    Remove(PlayerId),
    /// A result for a table of an earlier round, or over a different result of this round.
    ConfirmResult {
        /// The round.
        round: RoundNo,
        /// The table.
        table: TableNo,
        /// The score.
        result: MatchResult,
    },
}

/// A Swiss line as the desk's [`InputPurpose`].
pub(crate) fn input(purpose: SwissInput, text: String) -> Input {
    Input {
        purpose: InputPurpose::Game(GameInput::Swiss(purpose)),
        text,
    }
}

/// A Swiss question as the desk's popup.
pub(crate) fn confirm(pending: SwissPending) -> Popup {
    Popup::Confirm(Pending::Game(GamePending::Swiss(pending)))
}

/// The key-map context of a Swiss screen.
pub(crate) fn context(screen: Screen) -> Context {
    match screen {
        Screen::Registration => Context::Registration,
        Screen::Pairings => Context::Pairings,
        Screen::Results => Context::Results,
        Screen::Standings => Context::Standings,
        Screen::Picker | Screen::Audit => Context::Global,
    }
}

/// The tab title of a Swiss screen.
pub(crate) fn title(screen: Screen) -> &'static str {
    match screen {
        Screen::Registration => "Registration",
        Screen::Pairings => "Pairings",
        Screen::Results => "Results",
        Screen::Standings => "Standings",
        Screen::Picker | Screen::Audit => "",
    }
}

/// The document the print dialog offers first on a Swiss screen.
pub(crate) fn document_for(screen: Screen) -> Option<DocumentKind> {
    match screen {
        Screen::Pairings => Some(DocumentKind::Pairings),
        Screen::Results => Some(DocumentKind::Slips),
        Screen::Standings => Some(DocumentKind::Standings),
        Screen::Registration | Screen::Picker | Screen::Audit => None,
    }
}

/// The state of the last round: what the desk opens on and whether quitting asks first.
pub(crate) fn last_round_state(t: &Event) -> Option<RoundState> {
    t.swiss()?.current_round().map(|r| r.state)
}

/// A key on the Swiss screen shown: what it does.
pub(crate) fn on_action(app: &mut App, action: Action, key: KeyEvent) -> Effect {
    match app.screen {
        Screen::Registration => registration::on_action(app, action),
        Screen::Pairings => pairings::on_action(app, action),
        Screen::Results => results::on_action(app, action, key),
        Screen::Standings | Screen::Picker | Screen::Audit => Effect::Unhandled,
    }
}

/// Enter on a Swiss line: what it does.
pub(crate) fn on_submit(app: &mut App, purpose: SwissInput, text: String) -> Effect {
    match purpose {
        SwissInput::AddPlayer | SwissInput::Rename(_) => {
            registration::on_submit(app, purpose, text)
        }
        SwissInput::Result => results::on_submit(app, &text),
    }
}

/// `y` to a Swiss question: what it does.
pub(crate) fn on_confirm(pending: SwissPending) -> Effect {
    match pending {
        SwissPending::AddDuplicate(name) => {
            Effect::run(Command::AddPlayers { names: vec![name] }).then(registration::registered)
        }
        SwissPending::Remove(player) => Effect::run(SwissCommand::RemovePlayer { player }),
        SwissPending::ConfirmResult {
            round,
            table,
            result,
        } => results::record(round, table, result),
    }
}

/// The line a question opens again once answered: the add line after a duplicate name, so
/// the next names go on being names (continuous registration).
pub(crate) fn line_after(pending: &SwissPending) -> Option<Input> {
    match pending {
        SwissPending::AddDuplicate(_) => Some(input(SwissInput::AddPlayer, String::new())),
        SwissPending::Remove(_) | SwissPending::ConfirmResult { .. } => None,
    }
}

/// The question for a Swiss change.
pub(crate) fn question(app: &App, pending: &SwissPending) -> String {
    match pending {
        SwissPending::AddDuplicate(name) => {
            format!("{name:?} is registered already. Register a second player of that name?")
        }
        SwissPending::Remove(p) => format!(
            "Remove {}'s registration? (never paired; the players after move up one id)",
            app.display_name(*p)
        ),
        SwissPending::ConfirmResult {
            round,
            table,
            result,
        } => {
            let tb = app
                .session
                .as_ref()
                .and_then(|s| s.tournament().swiss()?.round(*round))
                .and_then(|r| r.table(*table));
            match tb {
                Some(tb) => {
                    let players = format!(
                        "Round {round}, table {table}: {} v {}",
                        app.display_name(tb.a),
                        app.display_name(tb.b)
                    );
                    match tb.result {
                        Some(now) => format!("{players}, now {now}. Change to {result}?"),
                        None => format!("{players}, no result yet. Enter {result}?"),
                    }
                }
                None => format!("Round {round}, table {table}: enter {result}?"),
            }
        }
    }
}

/// The question before the draft is published.
pub(crate) fn publish_question(app: &App) -> String {
    let n = app
        .session
        .as_ref()
        .and_then(|s| s.draft())
        .map_or(0, |r| r.number.0);
    format!("Publish round {n}? Its pairings are then fixed.")
}

/// The prompt of a Swiss line.
pub(crate) fn prompt(purpose: &SwissInput) -> String {
    match purpose {
        SwissInput::AddPlayer => registration::ADD_PROMPT.to_string(),
        SwissInput::Rename(_) => "new name: ".to_string(),
        SwissInput::Result => {
            "result, TABLE SCORE ⏎ (Esc cancels, F1-F5 switch screens): ".to_string()
        }
    }
}

/// Recomputes the visible rows of the Swiss screen shown.
pub(crate) fn refresh(app: &mut App) {
    match app.screen {
        Screen::Registration => registration::refresh(app),
        Screen::Pairings => pairings::refresh(app),
        Screen::Results => results::refresh(app),
        Screen::Standings => standings::refresh(app),
        Screen::Picker | Screen::Audit => {}
    }
}

/// Draws the Swiss screen shown.
pub(crate) fn render(app: &App, area: Rect, buf: &mut Buffer) {
    match app.screen {
        Screen::Registration => registration::RegistrationScreen { app }.render(area, buf),
        Screen::Pairings => pairings::PairingsScreen { app }.render(area, buf),
        Screen::Results => results::ResultsScreen { app }.render(area, buf),
        Screen::Standings => standings::StandingsScreen { app }.render(area, buf),
        Screen::Picker | Screen::Audit => {}
    }
}

/// The footer's hints: every Swiss key the key map marks for the footer does something.
pub(crate) fn footer_hints(
    _app: &App,
    hints: Vec<(String, &'static str)>,
) -> Vec<(String, &'static str)> {
    hints
}

/// The `?` help's lines after the keys of the Swiss screen shown: on result entry, the scores
/// it takes and how to type them.
pub(crate) fn help_lines(screen: Screen, th: &Theme) -> Vec<Line<'static>> {
    if screen != Screen::Results {
        return Vec::new();
    }
    let mut lines = vec![Line::raw(
        "  Scores (games of the first-listed player first):",
    )];
    for (typed, means) in results::SCORE_FORMS {
        lines.push(Line::from(vec![
            Span::styled(format!("  {typed:<16}"), th.key),
            Span::raw(*means),
        ]));
    }
    for l in results::TYPING_HELP {
        lines.push(Line::raw(format!("  {l}")));
    }
    lines
}

/// The status line at a Swiss event: the event, round and its state, open tables, players,
/// saved; the saved time stays readable: the player count gives way first (the registration
/// screen has it), then the event's name is shortened.
pub(crate) fn status(app: &App, s: &Session, width: usize) -> String {
    let t = s.tournament();
    let rounds: &[Round] = t.swiss().map_or(&[], |g| &g.rounds);
    let round = match rounds.last() {
        None => "no round yet".to_string(),
        Some(r) => format!("round {} {}", r.number, r.state),
    };
    let open = rounds
        .iter()
        .filter(|r| r.state != RoundState::Draft)
        .map(|r| r.open_tables())
        .sum::<usize>();
    let saved = s.saved_at().map_or("not saved yet".to_string(), |at| {
        format!("saved {}", app.clock_text(at))
    });
    let active = t.registry.active_players().len();
    let players = if active == t.registry.participants.len() {
        format!(" · {active} players")
    } else {
        format!(" · {active} active of {}", t.registry.participants.len())
    };
    let mut rest = format!(" · {round} · open tables {open}{players} · {saved}");
    if t.name.chars().count() + rest.chars().count() + 1 > width {
        rest = format!(" · {round} · open tables {open} · {saved}");
    }
    let room = width.saturating_sub(rest.chars().count() + 1).max(8);
    format!(" {}{rest}", fit(&t.name, room))
}

/// The entrants of a Swiss event for the picker: `32 players`.
pub(crate) fn entrants_label(t: &Event) -> String {
    format!("{} players", t.registry.participants.len())
}
