//! The desk's Swiss screens (`swiss-pairing-and-scoring.txt`): registration, pairings, result
//! entry and standings of a Magic Swiss event.
//!
//! This module is what the Swiss system plugs into the desk: [`crate::tui::game`] calls the
//! functions here (context, title, keys, typed lines, questions, refresh, render, status line,
//! help) for a Swiss event, and each goes on to the screen shown.

pub mod keys;
pub mod pairings;
pub mod playoff;
pub mod registration;
pub mod results;
pub mod settings_form;
pub mod standings;
mod working;

use crate::game::{Command, Event, PlayerId, RoundNo, RoundState, TableNo};
use crate::i18n;
use crate::print::DocumentKind;
use crate::swiss::{MatchResult, Round, SwissCommand};
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
    /// Standings: the playoff bracket is shown instead (`b`).
    pub bracket: bool,
    /// Results: the round the cursor was last placed in; a round shown anew (the desk
    /// opened, a new round, another round chosen) opens on its first table without a result,
    /// where the next slip goes.
    pub cursor_round: Option<RoundNo>,
}

/// The first half of a swap on the pairings screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// A player, for a swap of players.
    Player(PlayerId),
    /// A table, for a swap of table numbers.
    Table(TableNo),
}

/// What the desk does to the SwissDesk at Esc and after a save ([`crate::tui::game::Desks`]).
impl crate::tui::game::DeskState for SwissDesk {
    /// Esc: the mark of a swap is taken back.
    fn clear_marks(&mut self) {
        self.mark = None;
    }

    /// After a saved command (`None`: an undo): the results screen follows the latest fixed
    /// round again, except after a result for the earlier round it shows. A round published
    /// meanwhile must not be hidden behind an earlier one (whose entries would change that
    /// round).
    fn saved(&mut self, cmd: Option<&Command>) {
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
    /// The top cut: how many players (R-S18).
    TopCut,
}

/// A Swiss change waiting for a yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SwissPending {
    /// Register a name that is registered already (two players may share a name).
    AddDuplicate(String),
    /// Remove this player's registration (never paired: no round exists yet).
    Remove(PlayerId),
    /// Pair a round beyond the planned Swiss rounds (asked first, not refused: the plan is the
    /// director's to change).
    PairBeyond,
    /// Seat this late arrival in the published round (R-S20): against the bye, or out of the
    /// round when there is no bye to play against.
    Seat(PlayerId),
    /// Seat these players the draft leaves unseated (R-S20, each against a bye while one is
    /// left, else out of the round), then publish.
    PublishSeating(Vec<PlayerId>),
    /// A result for a table of an earlier round, or over a different result of this round.
    ConfirmResult {
        /// The round.
        round: RoundNo,
        /// The table.
        table: TableNo,
        /// The score.
        result: MatchResult,
    },
    /// Make the top cut and publish the first playoff round (R-S18).
    StartPlayoff {
        /// The cut.
        cut: u32,
    },
    /// Pair and publish the next playoff round (R-S19).
    PairPlayoff,
    /// Take the top cut back: the playoff and its rounds go (`c` once the cut is made).
    CancelPlayoff,
}

/// A Swiss line as the desk's [`InputPurpose`].
pub(crate) fn input(purpose: SwissInput, text: String) -> Input {
    Input {
        purpose: InputPurpose::Game(GameInput::new(purpose)),
        text,
    }
}

/// Why `cmd` would be refused on the open event, tried through the pure [`crate::game::apply`]
/// without committing anything: a question is asked only for a change that can be made (a `y`
/// must not be followed by a refusal, as `p` for the final would be while the semi-final has
/// open tables). `None` when it would be taken (or no event is open).
pub(crate) fn refusal(app: &App, cmd: SwissCommand) -> Option<String> {
    let s = app.session.as_ref()?;
    crate::game::apply(s.tournament(), cmd, app.now)
        .err()
        .map(|r| r.to_string())
}

/// A Swiss question as the desk's popup.
pub(crate) fn confirm(pending: SwissPending) -> Popup {
    Popup::Confirm(Pending::Game(GamePending::new(pending)))
}

/// The key-map context of a Swiss screen.
pub(crate) fn context(screen: Screen) -> Context {
    match screen {
        Screen::Registration => keys::REGISTRATION,
        Screen::Pairings => keys::PAIRINGS,
        Screen::Results => keys::RESULTS,
        Screen::Standings => keys::STANDINGS,
        Screen::Picker | Screen::Extra | Screen::Audit => Context::Global,
    }
}

/// The tab title of a Swiss screen.
pub(crate) fn title(screen: Screen) -> &'static str {
    match screen {
        Screen::Registration => i18n::t("desk-tab-registration"),
        Screen::Pairings => i18n::t("desk-tab-pairings"),
        Screen::Results => i18n::t("desk-tab-results"),
        Screen::Standings => i18n::t("desk-tab-standings"),
        Screen::Picker | Screen::Extra | Screen::Audit => "",
    }
}

/// The document the print dialog offers first on a Swiss screen.
pub(crate) fn document_for(screen: Screen) -> Option<DocumentKind> {
    match screen {
        Screen::Pairings => Some(DocumentKind::Pairings),
        Screen::Results => Some(DocumentKind::Slips),
        Screen::Standings => Some(DocumentKind::Standings),
        Screen::Registration | Screen::Picker | Screen::Extra | Screen::Audit => None,
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
        Screen::Standings => playoff::on_action(app, action),
        Screen::Picker | Screen::Extra | Screen::Audit => Effect::Unhandled,
    }
}

/// Enter on a Swiss line: what it does.
pub(crate) fn on_submit(app: &mut App, purpose: SwissInput, text: String) -> Effect {
    match purpose {
        SwissInput::AddPlayer | SwissInput::Rename(_) => {
            registration::on_submit(app, purpose, text)
        }
        SwissInput::Result => results::on_submit(app, &text),
        SwissInput::TopCut => playoff::on_submit(app, &text),
    }
}

/// `y` to a Swiss question: what it does.
pub(crate) fn on_confirm(pending: SwissPending) -> Effect {
    match pending {
        SwissPending::AddDuplicate(name) => Effect::run(Command::AddPlayers { names: vec![name] })
            .then(SwissAfter::Added { line: false }),
        SwissPending::Remove(player) => Effect::run(SwissCommand::RemovePlayer { player }),
        SwissPending::PairBeyond => pairings::pair_next(),
        SwissPending::Seat(player) => Effect::run(SwissCommand::SeatLate { player }),
        SwissPending::PublishSeating(players) => Effect::run_all(
            players
                .into_iter()
                .map(|player| Command::Swiss(SwissCommand::SeatLate { player }))
                .chain([Command::Publish])
                .collect(),
        ),
        SwissPending::ConfirmResult {
            round,
            table,
            result,
        } => results::record(round, table, result),
        SwissPending::StartPlayoff { cut } => {
            Effect::run(SwissCommand::StartPlayoff { cut }).then(SwissAfter::Bracket(true))
        }
        SwissPending::PairPlayoff => {
            Effect::run(SwissCommand::PairNextRound).then(SwissAfter::PlayoffPaired)
        }
        SwissPending::CancelPlayoff => {
            Effect::run(SwissCommand::CancelPlayoff).then(SwissAfter::Bracket(false))
        }
    }
}

/// What a Swiss screen does once the commands it asked for are saved: the message it gave
/// [`Effect::then`], handed back by the desk ([`on_saved`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum SwissAfter {
    /// A player was added: said, a late entry offered a seat; `line`: from the add line,
    /// which opens again.
    Added {
        /// Whether the add line opens again.
        line: bool,
    },
    /// The next round was paired ([`pairings::paired`]).
    Paired,
    /// A playoff round was paired: its first table selected.
    PlayoffPaired,
    /// The top cut was made (`true`: the bracket is shown) or taken back (`false`: the
    /// standings are).
    Bracket(bool),
    /// A result was recorded at `table` of `round`: the cursor moves on
    /// ([`results::recorded`]).
    Recorded {
        /// The round.
        round: RoundNo,
        /// The table.
        table: TableNo,
    },
    /// Another desk's result was taken: the results' rows again.
    Refreshed,
}

/// A Swiss screen's message once its commands are saved: what it does then.
fn on_saved(app: &mut App, after: SwissAfter) {
    match after {
        SwissAfter::Added { line } => registration::added(app, line),
        SwissAfter::Paired => pairings::paired(app),
        SwissAfter::PlayoffPaired => app.pairings.selected = 0,
        SwissAfter::Bracket(shown) => app.desks.get_mut::<SwissDesk>().bracket = shown,
        SwissAfter::Recorded { round, table } => results::recorded(app, round, table),
        SwissAfter::Refreshed => results::refresh(app),
    }
}

/// The line a question opens again once answered: the add line after a duplicate name, so
/// the next names go on being names (continuous registration).
pub(crate) fn line_after(pending: &SwissPending) -> Option<Input> {
    match pending {
        SwissPending::AddDuplicate(_) | SwissPending::Seat(_) => {
            Some(input(SwissInput::AddPlayer, String::new()))
        }
        SwissPending::Remove(_)
        | SwissPending::ConfirmResult { .. }
        | SwissPending::StartPlayoff { .. }
        | SwissPending::PairPlayoff
        | SwissPending::PairBeyond
        | SwissPending::PublishSeating(_)
        | SwissPending::CancelPlayoff => None,
    }
}

/// After `n` to a Swiss question: a late arrival not seated (R-S20) stays registered, and the
/// status line says so and how to seat them later; with no bye to play against they sit the
/// round out either way, and the line says that. `None` for the other questions (nothing
/// changed).
pub(crate) fn declined(app: &App, pending: &SwissPending) -> Option<String> {
    use crate::swiss::event_day::{Seating, seating_in};
    let SwissPending::Seat(p) = pending else {
        return None;
    };
    let s = app.session.as_ref()?;
    let r = s.tournament().swiss()?.current_round()?;
    if let Seating::SitsOut { next } = seating_in(r) {
        return Some(crate::tr!(
            "day-desk-seat-out-declined",
            name = app.display_name(*p),
            round = r.number.0,
            next = next.0
        ));
    }
    let event = s
        .path()
        .file_stem()
        .map_or(String::new(), |x| x.to_string_lossy().into_owned());
    Some(crate::tr!(
        "day-desk-seat-declined",
        name = app.display_name(*p),
        round = r.number.0,
        next = r.number.0 + 1,
        event = event,
        id = p.0
    ))
}

/// The question for a Swiss change.
pub(crate) fn question(app: &App, pending: &SwissPending) -> String {
    match pending {
        SwissPending::AddDuplicate(name) => {
            crate::tr!("desk-swiss-ask-duplicate", name = format!("{name:?}"))
        }
        SwissPending::Remove(p) => {
            crate::tr!("desk-swiss-ask-remove", name = app.display_name(*p))
        }
        SwissPending::StartPlayoff { cut } => playoff::start_question(app, *cut),
        SwissPending::PairPlayoff => playoff::pair_question(app),
        SwissPending::PairBeyond => {
            let g = app.session.as_ref().and_then(|s| s.tournament().swiss());
            crate::tr!(
                "day-desk-ask-pair-beyond",
                planned = g.and_then(|g| g.settings.rounds).unwrap_or(0),
                round = g.map_or(0, |g| crate::swiss::event_day::next_round(g).0)
            )
        }
        SwissPending::Seat(p) => seat_question(app, *p),
        SwissPending::PublishSeating(players) => publish_seating_question(app, players),
        SwissPending::CancelPlayoff => playoff::cancel_question(app),
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
                    let players = crate::tr!(
                        "desk-swiss-ask-result-players",
                        round = round.0,
                        table = table.0,
                        a = app.display_name(tb.a),
                        b = app.display_name(tb.b)
                    );
                    let result = result.to_string();
                    match tb.result {
                        Some(now) => crate::tr!(
                            "desk-swiss-ask-result-change",
                            players = players,
                            now = now.to_string(),
                            result = result
                        ),
                        None => crate::tr!(
                            "desk-swiss-ask-result-enter",
                            players = players,
                            result = result
                        ),
                    }
                }
                None => crate::tr!(
                    "desk-swiss-ask-result-table",
                    round = round.0,
                    table = table.0,
                    result = result.to_string()
                ),
            }
        }
    }
}

/// The question before publishing a draft that leaves late arrivals unseated (R-S20): their
/// names, then what seating them does to each, in the order they are seated: `Ida Lang
/// against Eva Nowak, who has the bye (table 5); Jo Kurz sits this round out (no bye to play
/// against, no points), paired from round 4 on`.
fn publish_seating_question(app: &App, players: &[PlayerId]) -> String {
    let question = seating_question(app, players);
    format!("{question}{}", hand_made_rematches(app))
}

/// [`publish_seating_question`] without the rematches made by hand.
fn seating_question(app: &App, players: &[PlayerId]) -> String {
    use crate::swiss::event_day::{Seating, seatings_in};
    let Some(r) = draft(app) else {
        return String::new();
    };
    let names: Vec<String> = players.iter().map(|p| app.display_name(*p)).collect();
    let plan: Vec<String> = players
        .iter()
        .zip(seatings_in(r, players.len()))
        .map(|(p, seating)| match seating {
            Seating::AgainstBye { opponent, table } => crate::tr!(
                "day-desk-plan-seat-table",
                name = app.display_name(*p),
                opponent = app.display_name(opponent),
                table = table.0
            ),
            Seating::SitsOut { next } => crate::tr!(
                "day-desk-plan-seat-out",
                name = app.display_name(*p),
                next = next.0
            ),
        })
        .collect();
    crate::tr!(
        "day-desk-ask-publish-unseated",
        round = r.number.0,
        count = names.len(),
        names = names.join(", "),
        plan = plan.join("; ")
    )
}

/// The question after a late arrival is registered while a round is published (R-S20), saying
/// which of the two happens and what `n` does: `Seat Anna Roth in round 3 against Hans Meier,
/// who has the bye (table 5)? (n: Hans Meier keeps the bye, Anna Roth is paired from round 4
/// on)`, or with no bye to play against `Round 3 has no bye to play against: Anna Roth sits it
/// out (no result, no points, never a bye) and is paired from round 4 on. Note it in the log?
/// (n: the same, without the note)`: either way no free win.
fn seat_question(app: &App, p: PlayerId) -> String {
    use crate::swiss::event_day::{Seating, seating_in};
    let r = app
        .session
        .as_ref()
        .and_then(|s| s.tournament().swiss()?.current_round());
    let Some(r) = r else {
        return String::new();
    };
    match seating_in(r) {
        Seating::AgainstBye { opponent, table } => crate::tr!(
            "day-desk-ask-seat-table",
            name = app.display_name(p),
            round = r.number.0,
            opponent = app.display_name(opponent),
            table = table.0,
            next = r.number.0 + 1
        ),
        Seating::SitsOut { next } => crate::tr!(
            "day-desk-ask-seat-out",
            name = app.display_name(p),
            round = r.number.0,
            next = next.0
        ),
    }
}

/// Where round `n` stands against the planned rounds, as the print says it
/// ([`crate::print::plan_words`]).
pub(crate) fn plan_words(g: &crate::swiss::SwissGame, n: RoundNo) -> Option<String> {
    crate::print::plan_words(g, n)
}

/// The open event's last round if it is an unpublished draft
/// ([`crate::swiss::SwissGame::draft`]); `None` with no event open.
pub(crate) fn draft(app: &App) -> Option<&Round> {
    app.session.as_ref()?.tournament().swiss()?.draft()
}

/// The question before the draft is published, with the rematches made by hand, if any.
pub(crate) fn publish_question(app: &App) -> String {
    let n = draft(app).map_or(0, |r| r.number.0);
    let question = crate::tr!("desk-swiss-ask-publish", round = n);
    format!("{question}{}", hand_made_rematches(app))
}

/// The draft's rematches made by hand, as the publish questions end: ` A rematch made by hand:
/// table 4, Anna Roth v Ben Kurz (met once before).`; empty when there is none. A swap by hand
/// that pairs two players who met before is the director's call, but publishing fixes it, so
/// the question says so first (the engine itself pairs a rematch only when nothing better
/// exists, R-S12, and the pairings screen shows that as the table's reason).
fn hand_made_rematches(app: &App) -> String {
    let Some(r) = draft(app) else {
        return String::new();
    };
    let tables: Vec<String> = r
        .tables
        .iter()
        .filter(|tb| tb.reason.manual && tb.reason.previous_meetings > 0)
        .map(|tb| {
            crate::tr!(
                "desk-swiss-publish-rematch",
                table = tb.number.0,
                a = app.display_name(tb.a),
                b = app.display_name(tb.b),
                times = tb.reason.previous_meetings
            )
        })
        .collect();
    if tables.is_empty() {
        return String::new();
    }
    format!(
        " {}",
        crate::tr!(
            "desk-swiss-publish-rematches",
            count = tables.len(),
            tables = tables.join("; ")
        )
    )
}

/// The prompt of a Swiss line.
pub(crate) fn prompt(purpose: &SwissInput) -> String {
    match purpose {
        SwissInput::AddPlayer => format!("{} ", i18n::t(registration::ADD_PROMPT)),
        SwissInput::Rename(_) => format!("{} ", i18n::t("desk-prompt-new-name")),
        SwissInput::Result => format!("{} ", i18n::t("desk-swiss-prompt-result")),
        SwissInput::TopCut => playoff::prompt(),
    }
}

/// Recomputes the visible rows of the Swiss screen shown.
pub(crate) fn refresh(app: &mut App) {
    match app.screen {
        Screen::Registration => registration::refresh(app),
        Screen::Pairings => pairings::refresh(app),
        Screen::Results => results::refresh(app),
        Screen::Standings => standings::refresh(app),
        Screen::Picker | Screen::Extra | Screen::Audit => {}
    }
}

/// Draws the Swiss screen shown.
pub(crate) fn render(app: &App, area: Rect, buf: &mut Buffer) {
    match app.screen {
        Screen::Registration => registration::RegistrationScreen { app }.render(area, buf),
        Screen::Pairings => pairings::PairingsScreen { app }.render(area, buf),
        Screen::Results => results::ResultsScreen { app }.render(area, buf),
        Screen::Standings if app.desks.get::<SwissDesk>().bracket => {
            playoff::BracketScreen { app }.render(area, buf);
        }
        Screen::Standings => standings::StandingsScreen { app }.render(area, buf),
        Screen::Picker | Screen::Extra | Screen::Audit => {}
    }
}

/// The footer's hints: the Swiss keys the key map marks for the footer, where they do
/// something: on result entry `a` and `f` (settle a difference between desks) only at a table
/// two desks typed differently, `R` (accept the players' report) only at a table with one.
pub(crate) fn footer_hints(
    app: &App,
    hints: Vec<(String, &'static str)>,
) -> Vec<(String, &'static str)> {
    if app.contexts().first() != Some(&keys::RESULTS) {
        return hints;
    }
    let differs = results::desk_difference(app).is_some();
    let reported = results::report_here(app);
    let hidden: Vec<&str> = crate::tui::keymap::of_context(keys::RESULTS)
        .filter(|b| match b.action {
            Action::TakeSecondEntry | Action::KeepFirstEntry => !differs,
            Action::AcceptReport => !reported,
            _ => false,
        })
        .map(|b| b.label)
        .collect();
    hints
        .into_iter()
        .filter(|(_, l)| !hidden.contains(l))
        .collect()
}

/// The `?` help's lines after the keys of the Swiss screen shown: on result entry, the scores
/// it takes and how to type them.
pub(crate) fn help_lines(screen: Screen, th: &Theme) -> Vec<Line<'static>> {
    if screen != Screen::Results {
        return Vec::new();
    }
    let mut lines = vec![Line::raw(format!(
        "  {}",
        i18n::t("desk-swiss-help-scores")
    ))];
    for (typed, means) in results::SCORE_FORMS {
        lines.push(Line::from(vec![
            Span::styled(format!("  {typed:<16}"), th.key),
            Span::raw(i18n::t(means)),
        ]));
    }
    for l in results::TYPING_HELP {
        lines.push(Line::raw(format!("  {}", i18n::t(l))));
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
        None => i18n::t("desk-status-no-round").to_string(),
        Some(r) => crate::tr!(
            "desk-status-round",
            round = r.number.0,
            state = state_word(r.state)
        ),
    };
    let open = rounds
        .iter()
        .filter(|r| r.state != RoundState::Draft)
        .map(|r| r.open_tables())
        .sum::<usize>();
    let saved = s
        .saved_at()
        .map_or(i18n::t("desk-status-not-saved").to_string(), |at| {
            crate::tr!("desk-status-saved", at = app.clock_text(at))
        });
    let active = t.registry.active_players().len();
    let players = if active == t.registry.participants.len() {
        format!(" · {}", crate::tr!("desk-status-players", count = active))
    } else {
        let all = t.registry.participants.len();
        format!(
            " · {}",
            crate::tr!("desk-status-active-of", active = active, all = all)
        )
    };
    let open = crate::tr!("desk-status-open-tables", count = open);
    let mut rest = format!(" · {round} · {open}{players} · {saved}");
    if t.name.chars().count() + rest.chars().count() + 1 > width {
        rest = format!(" · {round} · {open} · {saved}");
    }
    let room = width.saturating_sub(rest.chars().count() + 1).max(8);
    format!(" {}{rest}", fit(&t.name, room))
}

/// The entrants of a Swiss event for the picker: `32 players`.
pub(crate) fn entrants_label(t: &Event) -> String {
    crate::tr!("desk-swiss-entrants", count = t.registry.participants.len())
}

/// A round's state in the status line's words: `draft`, `published`, `complete`.
pub(crate) fn state_word(state: RoundState) -> &'static str {
    match state {
        RoundState::Draft => i18n::t("desk-state-draft"),
        RoundState::Published => i18n::t("desk-state-published"),
        RoundState::Complete => i18n::t("desk-state-complete"),
    }
}

/// [`SwissInput`] as the desk carries it ([`crate::tui::game::GameInput`]): Enter and
/// the prompt are this module's functions.
impl crate::tui::game::SystemInput for SwissInput {
    fn on_submit(self: Box<Self>, app: &mut App, text: String) -> Effect {
        on_submit(app, *self, text)
    }

    fn prompt(&self, _app: &App, _width: u16) -> String {
        prompt(self)
    }
}

/// [`SwissPending`] as the desk carries it ([`crate::tui::game::GamePending`]): `y` and
/// the question are this module's functions.
impl crate::tui::game::SystemPending for SwissPending {
    fn on_confirm(self: Box<Self>, _app: &mut App) -> Effect {
        on_confirm(*self)
    }

    fn question(&self, app: &App) -> String {
        question(app, self)
    }

    fn line_after(&self) -> Option<Input> {
        line_after(self)
    }

    fn declined(&self, app: &App) -> Option<String> {
        declined(app, self)
    }
}

/// The Swiss desk: this system's part of every desk operation
/// ([`crate::tui::game::SystemDesk`]).
pub(crate) struct Desk;

impl crate::tui::game::SystemDesk for Desk {
    /// R-S19: the open playoff match is lost by the drop.
    fn drop_question(&self, app: &App, player: PlayerId) -> Option<String> {
        let g = app.session.as_ref()?.tournament().swiss()?;
        let (round, table, opp) = crate::swiss::playoff::open_match_of(g, player)?;
        Some(crate::tr!(
            "playoff-desk-ask-drop",
            name = app.display_name(player),
            round = round.0,
            table = table.0,
            opponent = app.display_name(opp)
        ))
    }

    fn new_state(&self) -> Box<dyn crate::tui::game::DeskState> {
        Box::<SwissDesk>::default()
    }

    fn settings_form(&self) -> Box<dyn crate::tui::game::SettingsForm> {
        Box::<crate::swiss::SwissSettings>::default()
    }

    fn seed(&self, game: &crate::game::Game, now: chrono::DateTime<chrono::Utc>) -> u64 {
        settings_form::seed(game, now)
    }

    fn label(&self) -> &'static str {
        crate::i18n::t("desk-system-swiss")
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
