//! The desk's Muck screens (`muck-ranking.txt`): registration of pairs and single players, the
//! draw, the score sheets and the ranking of a Muck evening.
//!
//! This module is what the Muck system plugs into the desk: [`crate::tui::game`] calls the
//! functions here (context, title, keys, typed lines, questions, refresh, render, status line,
//! footer, help) for a Muck event, and each goes on to the screen shown.

pub mod draw;
pub mod header;
pub mod keys;
pub mod ranking;
pub mod registration;
mod search;
pub mod settings_form;
pub mod sheets;
mod working;

use crate::game::{Event, PlayerId, RoundNo, RoundState, TableNo};
use crate::muck::{Entrant, MuckRound, Partners};
use crate::print::DocumentKind;
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

/// State of the Muck screens beyond their lists (the lists are the desk's, one per screen).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MuckDesk {
    /// Draw: the selected seat of the selected table (side A's entrants, then side B's).
    pub seat: usize,
    /// Draw: an entrant marked by `s`, waiting for the second one.
    pub mark: Option<Entrant>,
    /// Draw: a table marked by `t`, waiting for the second one.
    pub table_mark: Option<TableNo>,
    /// Registration: a player who came alone, marked by `m`, waiting for a partner.
    pub partner_mark: Option<PlayerId>,
    /// Score sheets: the round shown; `None` follows the latest published round.
    pub round: Option<RoundNo>,
    /// Score sheets: the latest fixed round when `round` was chosen; once another round is
    /// the latest (a publish, an undo), the screen follows the latest again.
    pub round_latest: Option<RoundNo>,
    /// Score sheets: only tables with a Bobbl not entered are listed.
    pub open_only: bool,
    /// Score sheets: entries go to the second entry of the sheets.
    pub second: bool,
    /// Score sheets: the latest fixed round when second-entry mode was switched on; a new
    /// round starts in first entry again (its sheets have no first entry to check yet).
    pub second_for: Option<RoundNo>,
    /// Ranking: Plus and Plus-Minus are shown beside it.
    pub compare: bool,
}

/// What the desk does to the MuckDesk at Esc and after a save ([`crate::tui::game::Desks`]).
impl crate::tui::game::DeskState for MuckDesk {
    /// Esc: every mark waiting for its second half is taken back.
    fn clear_marks(&mut self) {
        self.mark = None;
        self.table_mark = None;
        self.partner_mark = None;
    }
}

/// What a line typed on a Muck screen is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MuckInput {
    /// A new entrant, `Berta / Else` (a pair) or one name (a single player).
    AddEntrant,
    /// New names for these players (a pair's two joined with ` / `).
    RenameEntrant(Vec<PlayerId>),
    /// `TABLE POINTS..` for the score sheet shown (first or second entry).
    Score,
}

/// A Muck change waiting for a yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MuckPending {
    /// Scores over a sheet of an earlier round that has values, or over different values of
    /// this round: a value is never overwritten unasked.
    ReplaceScores(sheets::TypedScores),
    /// Scores with a Bobbl where neither side reached the target at an evening with a time
    /// limit: asked before it is recorded as stopped by the time limit (R-M9), as a typo
    /// would look the same.
    AbortedScores(sheets::TypedScores),
    /// A late pair or single player registered while a round is published: seat it now,
    /// against the entrant who sits that round out, else as the round's sitting-out entrant
    /// ([`crate::muck::late`]).
    Seat(Entrant),
    /// Remove a pair or single player registered by mistake that never played
    /// ([`crate::muck::MuckCommand::Remove`]): its registration goes and later numbers move
    /// up, so the desk asks first.
    Remove(Entrant),
}

/// A Muck line as the desk's [`InputPurpose`].
pub(crate) fn input(purpose: MuckInput, text: String) -> Input {
    Input {
        purpose: InputPurpose::Game(GameInput::new(purpose)),
        text,
    }
}

/// A Muck question as the desk's popup.
pub(crate) fn confirm(pending: MuckPending) -> Popup {
    Popup::Confirm(Pending::Game(GamePending::new(pending)))
}

/// The key-map context of a Muck screen.
pub(crate) fn context(screen: Screen) -> Context {
    match screen {
        Screen::Registration => keys::REGISTRATION,
        Screen::Pairings => keys::DRAW,
        Screen::Results => keys::SHEETS,
        Screen::Standings => keys::RANKING,
        Screen::Picker | Screen::Extra | Screen::Audit => Context::Global,
    }
}

/// The tab title of a Muck screen.
pub(crate) fn title(screen: Screen) -> &'static str {
    match screen {
        Screen::Registration => crate::i18n::t("muck-title-registration"),
        Screen::Pairings => crate::i18n::t("muck-title-draw"),
        Screen::Results => crate::i18n::t("muck-title-sheets"),
        Screen::Standings => crate::i18n::t("muck-title-ranking"),
        Screen::Picker | Screen::Extra | Screen::Audit => "",
    }
}

/// The document the print dialog offers first on a Muck screen.
pub(crate) fn document_for(screen: Screen) -> Option<DocumentKind> {
    match screen {
        Screen::Pairings => Some(DocumentKind::Draw),
        Screen::Results => Some(DocumentKind::ScoreSheets),
        Screen::Standings => Some(DocumentKind::Ranking),
        Screen::Registration | Screen::Picker | Screen::Extra | Screen::Audit => None,
    }
}

/// The state of the last round: what the desk opens on and whether quitting asks first.
pub(crate) fn last_round_state(t: &Event) -> Option<RoundState> {
    t.muck()?.rounds.last().map(|r| r.state)
}

/// A key on the Muck screen shown: what it does.
pub(crate) fn on_action(app: &mut App, action: Action, key: KeyEvent) -> Effect {
    match app.screen {
        Screen::Registration => registration::on_action(app, action),
        Screen::Pairings => draw::on_action(app, action),
        Screen::Results => sheets::on_action(app, action, key),
        Screen::Standings => ranking::on_action(app, action),
        Screen::Picker | Screen::Extra | Screen::Audit => Effect::Unhandled,
    }
}

/// Enter on a Muck line: what it does.
pub(crate) fn on_submit(app: &mut App, purpose: MuckInput, text: String) -> Effect {
    match purpose {
        MuckInput::AddEntrant | MuckInput::RenameEntrant(_) => {
            registration::on_submit(app, purpose, text)
        }
        MuckInput::Score => sheets::on_submit(app, &text),
    }
}

/// `y` to a Muck question: what it does.
pub(crate) fn on_confirm(app: &mut App, pending: MuckPending) -> Effect {
    match pending {
        MuckPending::ReplaceScores(s) => sheets::record(app, s),
        MuckPending::AbortedScores(s) => sheets::after_aborted(app, s),
        MuckPending::Seat(entrant) => Effect::run(crate::muck::MuckCommand::SeatLate { entrant }),
        MuckPending::Remove(entrant) => Effect::run(crate::muck::MuckCommand::Remove { entrant }),
    }
}

/// The line a question opens again once answered: after the seat question, the add line
/// for the next name (continuous registration).
pub(crate) fn line_after(pending: &MuckPending) -> Option<Input> {
    match pending {
        MuckPending::ReplaceScores(_) | MuckPending::AbortedScores(_) | MuckPending::Remove(_) => {
            None
        }
        MuckPending::Seat(_) => Some(input(MuckInput::AddEntrant, String::new())),
    }
}

/// The question for a Muck change.
pub(crate) fn question(app: &App, pending: &MuckPending) -> String {
    match pending {
        MuckPending::ReplaceScores(s) => sheets::question(app, s),
        MuckPending::AbortedScores(s) => sheets::aborted_question(app, s),
        MuckPending::Seat(e) => registration::seat_question(app, *e),
        MuckPending::Remove(e) => registration::remove_question(app, *e),
    }
}

/// The question before the draft is published.
pub(crate) fn publish_question(app: &App) -> String {
    let n = app
        .session
        .as_ref()
        .and_then(|s| s.tournament().muck()?.rounds.last())
        .map_or(0, |r| r.number.0);
    crate::tr!("muck-publish-question", round = n)
}

/// `Round 3` or `Round 3 of 5` in the language in force, for the headers of the Muck screens.
pub(crate) fn round_words(round: RoundNo, planned: Option<u32>) -> String {
    match planned {
        Some(p) => crate::tr!("muck-round-of", round = round.0, planned = p),
        None => crate::tr!("muck-round", round = round.0),
    }
}

/// A round's state in words of the language in force: `draft`, `published`, `complete` (as
/// [`RoundState`]'s `Display` writes them in English).
pub(crate) fn state_words(state: RoundState) -> &'static str {
    match state {
        RoundState::Draft => crate::i18n::t("muck-state-draft"),
        RoundState::Published => crate::i18n::t("muck-state-published"),
        RoundState::Complete => crate::i18n::t("muck-state-complete"),
    }
}

/// The prompt of a Muck line, for a terminal `width` columns wide.
pub(crate) fn prompt(app: &App, purpose: &MuckInput, width: u16) -> String {
    match purpose {
        MuckInput::AddEntrant => registration::add_prompt(width).to_string(),
        MuckInput::RenameEntrant(_) => format!("{} ", crate::i18n::t("muck-rename-prompt")),
        MuckInput::Score => sheets::prompt(app),
    }
}

/// Recomputes the visible rows of the Muck screen shown.
pub(crate) fn refresh(app: &mut App) {
    match app.screen {
        Screen::Registration => registration::refresh(app),
        Screen::Pairings => draw::refresh(app),
        Screen::Results => sheets::refresh(app),
        Screen::Standings => ranking::refresh(app),
        Screen::Picker | Screen::Extra | Screen::Audit => {}
    }
}

/// Draws the Muck screen shown.
pub(crate) fn render(app: &App, area: Rect, buf: &mut Buffer) {
    match app.screen {
        Screen::Registration => registration::MuckRegistrationScreen { app }.render(area, buf),
        Screen::Pairings => draw::MuckDrawScreen { app }.render(area, buf),
        Screen::Results => sheets::MuckSheetsScreen { app }.render(area, buf),
        Screen::Standings => ranking::MuckRankingScreen { app }.render(area, buf),
        Screen::Picker | Screen::Extra | Screen::Audit => {}
    }
}

/// The footer's hints: on the score sheets `a` and `f` only where they settle something
/// ([`sheets::footer_hints`]).
pub(crate) fn footer_hints(
    app: &App,
    hints: Vec<(String, &'static str)>,
) -> Vec<(String, &'static str)> {
    sheets::footer_hints(app, hints)
}

/// The `?` help's lines after the keys of the Muck screen shown: on the score sheets, the
/// forms a sheet is typed in.
pub(crate) fn help_lines(screen: Screen, _th: &Theme) -> Vec<Line<'static>> {
    if screen != Screen::Results {
        return Vec::new();
    }
    sheets::FORMS
        .iter()
        .map(|(typed, what)| {
            let typed = crate::i18n::t(typed);
            Line::raw(format!("  {typed:<16}{}", crate::i18n::t(what)))
        })
        .collect()
}

/// The status line at a Muck event: the event, round and its state, open tables, entrants,
/// saved; for `width` columns the entrants give way first, then the event's name is
/// shortened, so "saved …" stays readable.
pub(crate) fn status(app: &App, s: &Session, width: usize) -> String {
    let t = s.tournament();
    let g = t.muck();
    let rounds: &[MuckRound] = g.map_or(&[], |g| &g.rounds);
    let round = match rounds.last() {
        None => crate::i18n::t("muck-status-no-round").to_string(),
        Some(r) => {
            let state = state_words(r.state);
            match g.and_then(|g| g.settings.planned_rounds) {
                Some(p) => crate::tr!(
                    "muck-status-round-of",
                    round = r.number.0,
                    planned = p,
                    state = state
                ),
                None => crate::tr!("muck-status-round", round = r.number.0, state = state),
            }
        }
    };
    let open: usize = rounds
        .iter()
        .filter(|r| r.state != RoundState::Draft)
        .map(MuckRound::open_tables)
        .sum();
    let who = match g.map(|g| g.settings.partners) {
        Some(Partners::Changing) => {
            crate::tr!("muck-players", count = t.registry.participants.len())
        }
        _ => crate::tr!("muck-pairs", count = g.map_or(0, |g| g.pairs.len())),
    };
    let saved = s
        .saved_at()
        .map_or(crate::i18n::t("muck-status-not-saved").to_string(), |at| {
            crate::tr!("muck-status-saved", at = app.clock_text(at))
        });
    let open = crate::tr!("muck-status-open", count = open);
    let mut rest = format!(" · Muck · {round} · {open} · {who} · {saved}");
    if t.name.chars().count() + rest.chars().count() + 1 > width {
        rest = format!(" · {round} · {open} · {saved}");
    }
    // German runs longer: where even a name of 8 columns leaves no room, the open tables
    // give way too, so that "saved …" stays readable at 80 columns in every language.
    if 8 + rest.chars().count() + 1 > width {
        rest = format!(" · {round} · {saved}");
    }
    let room = width.saturating_sub(rest.chars().count() + 1).max(8);
    format!(" {}{rest}", fit(&t.name, room))
}

/// The entrants of a Muck evening for the picker, as it counts them: with fixed pairs
/// `24 pairs` (and `24 pairs +2` with 2 players who came alone and wait for a partner), with
/// changing partners `12 players`.
pub(crate) fn entrants_label(t: &Event) -> String {
    match t.muck().filter(|g| g.settings.partners == Partners::Fixed) {
        Some(g) => {
            let waiting = g.waiting_for_partner(&t.registry).len();
            let pairs = g.pairs.len();
            if waiting > 0 {
                format!("{} +{waiting}", crate::tr!("muck-pairs", count = pairs))
            } else {
                crate::tr!("muck-pairs", count = pairs)
            }
        }
        None => crate::tr!("muck-players", count = t.registry.participants.len()),
    }
}

/// What a Muck screen does once the commands it asked for are saved: the message it gave
/// [`Effect::then`], handed back by the desk ([`on_saved`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum MuckAfter {
    /// An entrant was added from the add line ([`registration::added`]).
    Added,
    /// The field changed (a reinstated entrant, a new pair): the status line says whether
    /// the draft still matches it.
    FieldChanged,
    /// The round was drawn ([`draw::drawn`]).
    Drawn,
    /// Scores were recorded ([`sheets::recorded`]): what was there `before`, in the entry
    /// typed.
    Recorded {
        /// The scores as typed.
        scores: sheets::TypedScores,
        /// The table's values in that entry before.
        before: Option<Vec<Option<crate::muck::BobblScore>>>,
    },
    /// A table's entries were resolved: the sheets' rows again.
    Refreshed,
}

/// A Muck screen's message once its commands are saved: what it does then.
fn on_saved(app: &mut App, after: MuckAfter) {
    match after {
        MuckAfter::Added => registration::added(app),
        MuckAfter::FieldChanged => registration::stale_hint(app),
        MuckAfter::Drawn => draw::drawn(app),
        MuckAfter::Recorded { scores, before } => sheets::recorded(app, scores, before),
        MuckAfter::Refreshed => sheets::refresh(app),
    }
}

/// [`MuckInput`] as the desk carries it ([`crate::tui::game::GameInput`]): Enter and
/// the prompt are this module's functions.
impl crate::tui::game::SystemInput for MuckInput {
    fn on_submit(self: Box<Self>, app: &mut App, text: String) -> Effect {
        on_submit(app, *self, text)
    }

    fn prompt(&self, app: &App, width: u16) -> String {
        prompt(app, self, width)
    }
}

/// [`MuckPending`] as the desk carries it ([`crate::tui::game::GamePending`]): `y` and
/// the question are this module's functions.
impl crate::tui::game::SystemPending for MuckPending {
    fn on_confirm(self: Box<Self>, app: &mut App) -> Effect {
        on_confirm(app, *self)
    }

    fn question(&self, app: &App) -> String {
        question(app, self)
    }

    fn line_after(&self) -> Option<Input> {
        line_after(self)
    }

    fn declined(&self, app: &App) -> Option<String> {
        match self {
            MuckPending::Seat(e) => registration::seat_declined(app, *e),
            MuckPending::ReplaceScores(_)
            | MuckPending::AbortedScores(_)
            | MuckPending::Remove(_) => None,
        }
    }
}

/// The Muck desk: this system's part of every desk operation
/// ([`crate::tui::game::SystemDesk`]).
pub(crate) struct Desk;

impl crate::tui::game::SystemDesk for Desk {
    fn new_state(&self) -> Box<dyn crate::tui::game::DeskState> {
        Box::<MuckDesk>::default()
    }

    fn settings_form(&self) -> Box<dyn crate::tui::game::SettingsForm> {
        Box::<settings_form::MuckForm>::default()
    }

    fn seed(&self, _game: &crate::game::Game, now: chrono::DateTime<chrono::Utc>) -> u64 {
        crate::tui::game::clock_seed(now)
    }

    fn label(&self) -> &'static str {
        "Muck"
    }

    fn long_work(&self, app: &App, cmd: &crate::game::Command) -> Option<crate::tui::job::Working> {
        working::long_work(app, cmd)
    }

    fn help_lines(&self, app: &App, th: &Theme) -> Vec<Line<'static>> {
        help_lines(app.screen, th)
    }

    fn footer_hints(
        &self,
        app: &App,
        hints: Vec<(String, &'static str)>,
    ) -> Vec<(String, &'static str)> {
        footer_hints(app, hints)
    }

    crate::tui::game::desk_from_module!();
}
