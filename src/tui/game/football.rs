//! The desk's Turnierfußball screens (`turnierfussball.txt`): lineup entry with the correction
//! shown as typed (R-F2, R-F6), the match matrix (chances, goal probabilities, expected goals
//! and points of any two teams, Anhang B), the table (R-F3, R-F4) and the ranking list (R-F5,
//! R-F9).
//!
//! [`crate::tui::game`] calls the functions here for a Turnierfußball event. Screen 1 is the
//! lineups, 2 the match matrix, 3 the table, 4 the ranking list.

pub mod keys;
pub mod screens;
pub mod settings_form;
pub mod texts;

use crate::football::lineup::normalize;
use crate::football::series::TournamentView;
use crate::football::{FootballCommand, Lineup, Tournament};
use crate::game::{Event, RoundNo, RoundState};
use crate::i18n;
use crate::import::football::lineup_error_words;
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

/// State of the Turnierfußball screens beyond their lists.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FootballDesk {
    /// Table and matrix: the round shown; `None`: the last evaluated (else the open) round.
    pub round: Option<RoundNo>,
    /// Table and matrix: the anti-tournament is shown.
    pub anti: bool,
}

/// Nothing of the FootballDesk waits for a second key or follows the latest round by itself
/// ([`crate::tui::game::Desks`]).
impl crate::tui::game::DeskState for FootballDesk {}

/// What a line typed on a Turnierfußball screen is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FootballInput {
    /// A lineup: `team, manager, T-A-V-M-S, wish` (or `anti`).
    Lineup,
    /// The open round's WP (10..300).
    Wp,
    /// The open round's ZAT as posted.
    Zat,
}

/// A Turnierfußball change waiting for a yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FootballPending {
    /// Evaluate the open round.
    Evaluate,
    /// Set the open round's WP while lineups are in (they are corrected to it, R-F2).
    SetWp(u32),
}

/// A lineup as typed on the line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Typed {
    /// The team.
    pub team: String,
    /// The manager.
    pub manager: String,
    /// T-A-V-M-S.
    pub lineup: Lineup,
    /// The WP wish.
    pub wish: Option<u32>,
    /// For the anti-tournament.
    pub anti: bool,
}

/// Parses `team, manager, T-A-V-M-S[, wish | anti]`.
///
/// # Errors
/// What is missing or wrong, with what is allowed.
pub fn parse_line(text: &str) -> Result<Typed, String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let get = |i: usize| parts.get(i).copied().unwrap_or("");
    if get(0).is_empty() {
        return Err(i18n::t("football-line-no-team").into());
    }
    if get(1).is_empty() {
        return Err(i18n::t("football-line-no-manager").into());
    }
    if get(2).is_empty() {
        return Err(i18n::t("football-line-no-lineup").into());
    }
    let lineup: Lineup = get(2)
        .parse()
        .map_err(|e| tr!("football-line-bad-lineup", what = lineup_error_words(&e)))?;
    if parts.len() > 4 {
        return Err(i18n::t("football-line-too-many").into());
    }
    let (wish, anti) = match get(3) {
        "" => (None, false),
        "anti" | "a" => (None, true),
        w => (
            Some(
                w.parse::<u32>()
                    .map_err(|_| tr!("football-line-bad-wish", text = format!("{w:?}")))?,
            ),
            false,
        ),
    };
    Ok(Typed {
        team: get(0).to_string(),
        manager: get(1).to_string(),
        lineup,
        wish,
        anti,
    })
}

/// The line under the lineups while one is typed: what is wrong, or how it plays (the
/// correction shown at once), and whether it is a warning (an error, or a wish that will be
/// ignored, R-F7).
pub fn feedback(t: &Event, text: &str) -> (String, bool) {
    if text.trim().is_empty() {
        return (String::new(), false);
    }
    let typed = match parse_line(text) {
        Ok(x) => x,
        Err(e) => return (e, true),
    };
    let Some(r) = t.football().and_then(|g| g.open_round()) else {
        return (texts::no_open_round().into(), true);
    };
    let wp = if typed.anti {
        match r.anti_wp {
            Some(w) => w,
            None => return (i18n::t("football-no-anti").into(), true),
        }
    } else {
        r.wp
    };
    // Refused as a whole (a third team, another manager's team name, a name too long): said
    // before Enter, from the same rules the command meets.
    let cmd = crate::game::Command::Football(FootballCommand::SubmitLineup {
        team: typed.team.clone(),
        manager: typed.manager.clone(),
        lineup: typed.lineup,
        wish: typed.wish,
        anti: typed.anti,
    });
    if let Err(e) = crate::game::apply(t, cmd, t.created) {
        return (e.to_string(), true);
    }
    let n = normalize(typed.lineup, wp, typed.anti);
    let plays = if n.corrections.is_empty() {
        tr!(
            "football-plays-as-typed",
            wp = wp,
            cost = typed.lineup.cost()
        )
    } else {
        let words: Vec<String> = n
            .corrections
            .iter()
            .map(crate::print::football_correction_words)
            .collect();
        tr!(
            "football-plays-as",
            lineup = n.lineup.to_string(),
            wp = wp,
            words = words.join("; ")
        )
    };
    // A wish outside 10..300 is taken and ignored (R-F7): said before Enter, as a warning.
    match typed.wish {
        Some(w) if !crate::football::wish::WISH.contains(w) => (
            tr!(
                "football-line-wish-ignored",
                wish = w,
                plays = plays.as_str()
            ),
            true,
        ),
        _ => (plays, false),
    }
}

fn input(text: String) -> Input {
    input_for(FootballInput::Lineup, text)
}

fn input_for(purpose: FootballInput, text: String) -> Input {
    Input {
        purpose: InputPurpose::Game(GameInput::new(purpose)),
        text,
    }
}

/// The open round's number, WP, ZAT and teams in its normal tournament (the one the WP is
/// for; the anti-tournament keeps its WP, R-F8).
fn open_round(app: &App) -> Option<(u32, u32, Option<String>, usize)> {
    let s = app.session.as_ref()?;
    let g = s.tournament().football()?;
    let r = g.open_round()?;
    let teams = g.teams(r.number, Tournament::Normal).len();
    Some((r.number.0, r.wp, r.zat.clone(), teams))
}

/// How many of the open round's normal lineups play corrected at `wp` (R-F2).
pub fn corrected_at(t: &Event, wp: u32) -> usize {
    let Some(g) = t.football() else { return 0 };
    let Some(r) = g.open_round() else { return 0 };
    g.teams(r.number, Tournament::Normal)
        .iter()
        .filter(|(_, e)| !normalize(e.lineup, wp, false).corrections.is_empty())
        .count()
}

/// The line under the lineups while a WP is typed: what it does to the lineups in.
pub fn wp_feedback(t: &Event, text: &str) -> (String, bool) {
    let text = text.trim();
    if text.is_empty() {
        return (texts::wp_hint().to_string(), false);
    }
    let Ok(wp) = text.parse::<u32>() else {
        return (texts::wp_not_number(text), true);
    };
    if let Err(e) = crate::football::FootballSettings::WP.check(wp) {
        return (e.to_string(), true);
    }
    let teams = t
        .football()
        .and_then(|g| Some(g.teams(g.open_round()?.number, Tournament::Normal).len()))
        .unwrap_or(0);
    (texts::wp_effect(wp, teams, corrected_at(t, wp)), false)
}

/// The key-map context of a Turnierfußball screen.
pub(crate) fn context(screen: Screen) -> Context {
    match screen {
        Screen::Registration => keys::LINEUPS,
        Screen::Pairings => keys::MATRIX,
        Screen::Results => keys::TABLE,
        Screen::Standings => keys::RANKING,
        Screen::Picker | Screen::Extra | Screen::Audit => Context::Global,
    }
}

/// The tab title of a Turnierfußball screen.
pub(crate) fn title(screen: Screen) -> &'static str {
    match screen {
        Screen::Registration => texts::title_lineups(),
        Screen::Pairings => texts::title_matrix(),
        Screen::Results => texts::title_table(),
        Screen::Standings => texts::title_ranking(),
        Screen::Picker | Screen::Extra | Screen::Audit => "",
    }
}

/// The document the print dialog offers first.
pub(crate) fn document_for(screen: Screen) -> Option<DocumentKind> {
    match screen {
        Screen::Standings => Some(DocumentKind::RankingList),
        _ => Some(DocumentKind::Table),
    }
}

/// A series always has an open round: the desk opens on the lineups (no draft to ask about).
pub(crate) fn last_round_state(t: &Event) -> Option<RoundState> {
    let _ = t.football()?;
    None
}

/// The print dialog's round: the last evaluated one (the open round's table is
/// provisional).
pub(crate) fn print_round(t: &Event) -> Option<u32> {
    Some(t.football()?.last_evaluated()?.number.0)
}

/// `12 managers`.
pub(crate) fn entrants_label(t: &Event) -> String {
    tr!("football-managers", count = t.registry.participants.len())
}

/// The tournaments the table and matrix show: the round chosen, normal or anti.
pub fn shown(app: &App) -> Option<TournamentView> {
    let s = app.session.as_ref()?;
    let t = s.tournament();
    let g = t.football()?;
    let round = app
        .desks
        .get::<FootballDesk>()
        .round
        .or(g.last_evaluated().map(|r| r.number))
        .or(g.rounds.last().map(|r| r.number))?;
    let which = if app.desks.get::<FootballDesk>().anti {
        Tournament::Anti
    } else {
        Tournament::Normal
    };
    crate::football::series::tournament(g, &t.registry, t.seed, round, which)
}

/// The teams of the open round as the lineup screen lists them: normal first, then anti.
pub fn open_teams(app: &App) -> Vec<(Tournament, usize)> {
    let Some(v) = app.session.as_ref().and_then(|s| s.views().football()) else {
        return Vec::new();
    };
    v.open
        .iter()
        .flat_map(|t| (0..t.teams.len()).map(move |i| (t.tournament, i)))
        .collect()
}

fn step_round(app: &mut App, step: i32) {
    let Some(g) = app
        .session
        .as_ref()
        .and_then(|s| s.tournament().football().cloned())
    else {
        return;
    };
    let now = app
        .desks
        .get::<FootballDesk>()
        .round
        .or(g.last_evaluated().map(|r| r.number))
        .or(g.rounds.last().map(|r| r.number))
        .map_or(1, |r| r.0 as i32);
    let first = g.rounds.first().map_or(1, |r| r.number.0 as i32);
    let last = g.rounds.last().map_or(1, |r| r.number.0 as i32);
    let next = (now + step).clamp(first, last);
    app.desks.get_mut::<FootballDesk>().round = Some(RoundNo(next as u32));
    app.info(tr!("football-round-shown", round = next));
}

/// A key on the Turnierfußball screen shown.
pub(crate) fn on_action(app: &mut App, action: Action, _key: KeyEvent) -> Effect {
    match (app.screen, action) {
        (Screen::Registration, Action::AddPlayer) => {
            app.input = Some(input(String::new()));
        }
        (Screen::Registration, Action::TypeResult) => {
            let line = selected_line(app).unwrap_or_default();
            app.input = Some(input(line));
        }
        (Screen::Registration, Action::DropPlayer) => {
            let Some((team, anti)) = selected_team(app) else {
                app.error(i18n::t("football-withdraw-none"));
                return Effect::done();
            };
            return Effect::run(FootballCommand::WithdrawLineup { team, anti });
        }
        (Screen::Registration, Action::Publish) => {
            let Some((round, teams)) = app.session.as_ref().and_then(|s| {
                let v = s.views().football()?;
                let n = v.open.first()?;
                Some((n.round.0, n.teams.len()))
            }) else {
                return Effect::done();
            };
            if teams == 0 {
                app.error(tr!("football-evaluate-empty", round = round));
                return Effect::done();
            }
            app.popup = Some(Popup::Confirm(Pending::Game(GamePending::new(
                FootballPending::Evaluate,
            ))));
            app.confirm_since = app.now;
        }
        (Screen::Registration, Action::SetWp) => {
            let Some((_, wp, _, _)) = open_round(app) else {
                app.error(texts::no_open_round());
                return Effect::done();
            };
            app.input = Some(input_for(FootballInput::Wp, wp.to_string()));
        }
        (Screen::Registration, Action::SetZat) => {
            let Some((_, _, zat, _)) = open_round(app) else {
                app.error(texts::no_open_round());
                return Effect::done();
            };
            app.input = Some(input_for(FootballInput::Zat, zat.unwrap_or_default()));
        }
        (Screen::Pairings | Screen::Results, Action::PrevRound) => step_round(app, -1),
        (Screen::Pairings | Screen::Results, Action::NextRound) => step_round(app, 1),
        (Screen::Pairings | Screen::Results, Action::SecondEntry) => {
            app.desks.get_mut::<FootballDesk>().anti = !app.desks.get::<FootballDesk>().anti;
            let has = shown(app).is_some();
            if !has {
                app.desks.get_mut::<FootballDesk>().anti = false;
                app.error(i18n::t("football-no-anti"));
            }
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

fn selected_team(app: &App) -> Option<(String, bool)> {
    let v = app.session.as_ref()?.views().football()?;
    let (t, i) = *open_teams(app).get(app.registration.current()?)?;
    let tv = v.open.iter().find(|x| x.tournament == t)?;
    Some((tv.teams.get(i)?.team.clone(), t == Tournament::Anti))
}

fn selected_line(app: &App) -> Option<String> {
    let v = app.session.as_ref()?.views().football()?;
    let (t, i) = *open_teams(app).get(app.registration.current()?)?;
    let tv = v.open.iter().find(|x| x.tournament == t)?;
    let team = tv.teams.get(i)?;
    let last = match (t, team.wish) {
        (Tournament::Anti, _) => ", anti".to_string(),
        (_, Some(w)) => format!(", {w}"),
        _ => String::new(),
    };
    Some(format!(
        "{}, {}, {}{last}",
        team.team,
        app.display_name(team.manager),
        team.submitted
    ))
}

/// Enter on the lineup line.
pub(crate) fn on_submit(app: &mut App, purpose: FootballInput, text: String) -> Effect {
    match purpose {
        FootballInput::Lineup => {
            if text.trim().is_empty() {
                return Effect::done();
            }
            match parse_line(&text) {
                Err(e) => {
                    app.error(e);
                    app.input = Some(input(text));
                    Effect::done()
                }
                Ok(x) => Effect::run(FootballCommand::SubmitLineup {
                    team: x.team,
                    manager: x.manager,
                    lineup: x.lineup,
                    wish: x.wish,
                    anti: x.anti,
                })
                .then(FootballAfter::LineupLine),
            }
        }
        FootballInput::Wp => {
            let Some((_, old, _, teams)) = open_round(app) else {
                app.error(texts::no_open_round());
                return Effect::done();
            };
            let Ok(wp) = text.trim().parse::<u32>() else {
                app.error(tr!(
                    "football-wp-error",
                    what = texts::wp_not_number(text.trim())
                ));
                app.input = Some(input_for(FootballInput::Wp, text));
                return Effect::done();
            };
            if wp == old {
                app.info(texts::wp_unchanged(wp));
                return Effect::done();
            }
            if teams > 0 && crate::football::FootballSettings::WP.check(wp).is_ok() {
                app.popup = Some(Popup::Confirm(Pending::Game(GamePending::new(
                    FootballPending::SetWp(wp),
                ))));
                app.confirm_since = app.now;
                return Effect::done();
            }
            Effect::run(FootballCommand::SetWp { wp })
        }
        FootballInput::Zat => Effect::run(FootballCommand::SetZat { zat: text }),
    }
}

/// `y` to a Turnierfußball question.
pub(crate) fn on_confirm(pending: FootballPending) -> Effect {
    match pending {
        FootballPending::Evaluate => {
            Effect::run(FootballCommand::Evaluate).then(FootballAfter::Evaluated)
        }
        FootballPending::SetWp(wp) => Effect::run(FootballCommand::SetWp { wp }),
    }
}

/// The question for a Turnierfußball change.
pub(crate) fn question(app: &App, pending: &FootballPending) -> String {
    match pending {
        FootballPending::Evaluate => {
            let (round, teams) = app
                .session
                .as_ref()
                .and_then(|s| {
                    let n = s.views().football()?.open.first()?.clone();
                    Some((n.round.0, n.teams.len()))
                })
                .unwrap_or((0, 0));
            texts::evaluate_question(round, teams)
        }
        FootballPending::SetWp(wp) => {
            let (round, old, _, teams) = open_round(app).unwrap_or((0, 0, None, 0));
            let now = app
                .session
                .as_ref()
                .map_or(0, |s| corrected_at(s.tournament(), *wp));
            texts::wp_question(round, old, *wp, teams, now)
        }
    }
}

/// A series has no draft to publish.
pub(crate) fn publish_question(_app: &App) -> String {
    String::new()
}

/// The prompt of the lineup line, the WP line or the ZAT line.
pub(crate) fn prompt(app: &App, purpose: &FootballInput) -> String {
    let round = open_round(app).map_or(0, |r| r.0);
    match purpose {
        FootballInput::Lineup => {}
        FootballInput::Wp => return texts::wp_prompt(round),
        FootballInput::Zat => return texts::zat_prompt(round),
    }
    let anti = app
        .session
        .as_ref()
        .and_then(|s| s.tournament().football()?.open_round()?.anti_wp)
        .is_some();
    if anti {
        texts::prompt_anti()
    } else {
        texts::prompt()
    }
    .to_string()
}

/// Recomputes the visible rows of the screen shown.
pub(crate) fn refresh(app: &mut App) {
    match app.screen {
        Screen::Registration => {
            app.registration.visible = (0..open_teams(app).len()).collect();
            app.registration.clamp();
        }
        Screen::Pairings => {
            let n = shown(app).map_or(0, |v| v.standings.len());
            app.pairings.visible = (0..n).collect();
            app.pairings.clamp();
        }
        Screen::Results => {
            let n = shown(app).map_or(0, |v| v.standings.len());
            app.results.visible = (0..n).collect();
            app.results.clamp();
        }
        Screen::Standings => {
            let n = app
                .session
                .as_ref()
                .and_then(|s| s.views().football())
                .map_or(0, |v| v.ranking.len());
            app.standings.visible = (0..n).collect();
            app.standings.clamp();
        }
        Screen::Picker | Screen::Extra | Screen::Audit => {}
    }
}

/// Draws the screen shown.
pub(crate) fn render(app: &App, area: Rect, buf: &mut Buffer) {
    match app.screen {
        Screen::Registration => screens::Lineups { app }.render(area, buf),
        Screen::Pairings => screens::Matrix { app }.render(area, buf),
        Screen::Results => screens::Table { app }.render(area, buf),
        Screen::Standings => screens::Ranking { app }.render(area, buf),
        Screen::Picker | Screen::Extra | Screen::Audit => {}
    }
}

/// The `?` help's lines on the lineup screen: how a lineup is typed.
pub(crate) fn help_lines(screen: Screen, _th: &Theme) -> Vec<Line<'static>> {
    if screen != Screen::Registration {
        return Vec::new();
    }
    texts::forms()
        .iter()
        .flat_map(|(typed, what)| {
            [
                Line::raw(format!("  {typed}")),
                Line::raw(format!("      {what}")),
            ]
        })
        .collect()
}

/// The status line: the event, the open round, its WP (and anti WP), teams, saved.
pub(crate) fn status(app: &App, s: &Session, width: usize) -> String {
    let t = s.tournament();
    let Some(g) = t.football() else {
        return String::new();
    };
    let round = match g.open_round() {
        Some(r) => {
            let anti = r
                .anti_wp
                .map(|w| format!(" {}", tr!("football-status-anti", wp = w)))
                .unwrap_or_default();
            format!(
                "{}{anti}",
                tr!("football-status-open", round = r.number.0, wp = r.wp)
            )
        }
        None => i18n::t("football-status-no-open").to_string(),
    };
    let teams = s
        .views()
        .football()
        .map_or(0, |v| v.open.iter().map(|x| x.teams.len()).sum::<usize>());
    let saved = s
        .saved_at()
        .map_or(i18n::t("football-not-saved").to_string(), |at| {
            tr!("football-saved", at = app.clock_text(at))
        });
    let mut rest = format!(
        " · Turnierfußball · {round} · {} · {saved}",
        texts::teams(teams)
    );
    if t.name.chars().count() + rest.chars().count() + 1 > width {
        rest = format!(" · {round} · {saved}");
    }
    let room = width.saturating_sub(rest.chars().count() + 1).max(8);
    format!(" {}{rest}", fit(&t.name, room))
}

/// What a Turnierfußball screen does once the commands it asked for are saved: the message
/// it gave [`Effect::then`], handed back by the desk ([`on_saved`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum FootballAfter {
    /// A lineup was saved: the lineup line opens again, empty, for the next.
    LineupLine,
    /// The open round was evaluated: its table shown, of the latest round.
    Evaluated,
}

/// A Turnierfußball screen's message once its commands are saved: what it does then.
fn on_saved(app: &mut App, after: FootballAfter) {
    match after {
        FootballAfter::LineupLine => app.input = Some(input(String::new())),
        FootballAfter::Evaluated => {
            app.desks.get_mut::<FootballDesk>().round = None;
            app.screen = Screen::Results;
        }
    }
}

/// [`FootballInput`] as the desk carries it ([`crate::tui::game::GameInput`]): Enter and
/// the prompt are this module's functions.
impl crate::tui::game::SystemInput for FootballInput {
    fn on_submit(self: Box<Self>, app: &mut App, text: String) -> Effect {
        on_submit(app, *self, text)
    }

    fn prompt(&self, app: &App, _width: u16) -> String {
        prompt(app, self)
    }
}

/// [`FootballPending`] as the desk carries it ([`crate::tui::game::GamePending`]): `y` and
/// the question are this module's functions.
impl crate::tui::game::SystemPending for FootballPending {
    fn on_confirm(self: Box<Self>, _app: &mut App) -> Effect {
        on_confirm(*self)
    }

    fn question(&self, app: &App) -> String {
        question(app, self)
    }
}

/// The Turnierfußball desk: this system's part of every desk operation
/// ([`crate::tui::game::SystemDesk`]).
pub(crate) struct Desk;

impl crate::tui::game::SystemDesk for Desk {
    fn new_state(&self) -> Box<dyn crate::tui::game::DeskState> {
        Box::<FootballDesk>::default()
    }

    fn settings_form(&self) -> Box<dyn crate::tui::game::SettingsForm> {
        Box::<settings_form::FootballForm>::default()
    }

    fn seed(&self, _game: &crate::game::Game, now: chrono::DateTime<chrono::Utc>) -> u64 {
        crate::tui::game::clock_seed(now)
    }

    fn label(&self) -> &'static str {
        "Turnierfußball"
    }

    fn print_round(&self, t: &Event) -> Option<u32> {
        print_round(t)
    }

    fn help_lines(&self, app: &App, th: &Theme) -> Vec<Line<'static>> {
        help_lines(app.screen, th)
    }

    crate::tui::game::desk_from_module!();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_line() {
        assert_eq!(
            parse_line("Eagles, Anna, 10-5-40-40-40, 120"),
            Ok(Typed {
                team: "Eagles".into(),
                manager: "Anna".into(),
                lineup: Lineup([10, 5, 40, 40, 40]),
                wish: Some(120),
                anti: false
            })
        );
        assert!(parse_line("Owls, Bert, 1-1-1-1-1, anti").is_ok_and(|x| x.anti));
        assert_eq!(
            parse_line("Eagles, Anna, 10-5.5-40-40-40"),
            Err("lineup: A is not a whole number; allowed: a whole number >= 0".into())
        );
        assert_eq!(
            parse_line("Eagles"),
            Err("manager: type the manager after a comma".into())
        );
    }
}
