//! Result entry: type a table number and a score (`7 21` = table 7, 2-1; `12`, `111`, `20`,
//! `02`, `id`), Enter, and the cursor goes to the next open table. A score alone goes to the
//! selected table only once the director moved to it (↑ ↓, or a table number typed alone,
//! which selects that table); otherwise a number alone selects the table of that number.
//! `o` lists only open tables; `[` `]` show earlier rounds, where an entered result asks for
//! confirmation first, as does a different result over one of this round. A correction is
//! the same keystrokes.

use crate::game::{PlayerId, RoundNo, TableNo};
use crate::i18n;
use crate::swiss::{MatchResult, Round, SwissCommand};
use crate::tui::app::App;
use crate::tui::effect::Effect;
use crate::tui::game::swiss::SwissDesk;
use crate::tui::game::swiss::{self, SwissAfter, SwissInput, SwissPending};
use crate::tui::keymap::Action;
use crate::tui::screens::{fit, fit_name, header_and_body, put_row};
use crate::tui::search::Query;
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The line under the title (a Fluent key): digits type a result here, so screens switch by
/// F-key or Tab.
pub const HINT: &str = i18n::key("desk-swiss-results-hint");

/// The scores result entry accepts (the parser of [`MatchResult`]), for the `?` help: what is
/// typed and what it means (a Fluent key), games from the first-listed player's side. A test
/// parses each.
pub const SCORE_FORMS: &[(&str, &str)] = &[
    ("20  21", i18n::key("desk-swiss-score-first-won")),
    ("12  02", i18n::key("desk-swiss-score-second-won")),
    ("10  01  11", i18n::key("desk-swiss-score-unfinished")),
    ("111  101", i18n::key("desk-swiss-score-drawn-games")),
    ("2-1  1-1-1", i18n::key("desk-swiss-score-dashes")),
    ("id  ID  00", i18n::key("desk-swiss-score-intentional-draw")),
];

/// How to type a result, for the `?` help of this screen (Fluent keys).
pub const TYPING_HELP: &[&str] = &[
    i18n::key("desk-swiss-typing-table-score"),
    i18n::key("desk-swiss-typing-select"),
    i18n::key("desk-swiss-typing-score-alone"),
    i18n::key("desk-swiss-typing-correction"),
    i18n::key("desk-swiss-typing-digits"),
];

/// The round the screen shows: the chosen one, else the latest published or complete round.
pub(crate) fn shown_round(app: &App) -> Option<&Round> {
    let s = app.session.as_ref()?;
    let n = app
        .desks
        .get::<SwissDesk>()
        .round
        .or(s.views().latest_fixed)?;
    s.tournament()
        .swiss()?
        .round(n)
        .filter(|r| Some(r.number) <= s.views().latest_fixed)
}

pub(crate) fn refresh(app: &mut App) {
    let Some(round) = shown_round(app) else {
        app.results.visible.clear();
        return;
    };
    let Some(s) = app.session.as_ref() else {
        return;
    };
    let q = Query::new(&app.results.query);
    let names = &s.views().names;
    let hit = |p: PlayerId| {
        names
            .get((p.0 as usize).wrapping_sub(1))
            .is_some_and(|k| q.matches(k))
    };
    let open_only = app.desks.get::<SwissDesk>().open_only;
    let visible = round
        .tables
        .iter()
        .enumerate()
        .filter(|(_, tb)| !open_only || tb.result.is_none())
        .filter(|(_, tb)| q.is_empty() || hit(tb.a) || hit(tb.b))
        .map(|(i, _)| i)
        .collect();
    let first_open = round.tables.iter().position(|tb| tb.result.is_none());
    let number = round.number;
    app.results.visible = visible;
    if app.desks.get::<SwissDesk>().cursor_round != Some(number) {
        app.desks.get_mut::<SwissDesk>().cursor_round = Some(number);
        app.results.selected = 0;
        if let Some(i) = first_open {
            app.results.select_data(i);
        }
    }
}

/// A key on the results screen: what it does.
pub(crate) fn on_action(app: &mut App, action: Action, key: KeyEvent) -> Effect {
    match action {
        Action::TypeResult => {
            if shown_round(app).is_none() {
                app.error(i18n::t("desk-swiss-no-published-round-first"));
                return Effect::done();
            }
            let text = match key.code {
                KeyCode::Char(c) if c.is_ascii_digit() || c == 'i' => c.to_string(),
                _ => String::new(),
            };
            app.input = Some(swiss::input(SwissInput::Result, text));
        }
        Action::TakeSecondEntry => return settle(app, 1),
        Action::KeepFirstEntry => return settle(app, 0),
        Action::AcceptReport => return accept_report(app),
        Action::DismissReports => return dismiss_reports(app),
        Action::ToggleOpen => {
            app.desks.get_mut::<SwissDesk>().open_only = !app.desks.get::<SwissDesk>().open_only
        }
        Action::PrevRound | Action::NextRound => {
            let Some(latest) = app.session.as_ref().and_then(|s| s.views().latest_fixed) else {
                app.error(i18n::t("desk-swiss-no-published-round-yet"));
                return Effect::done();
            };
            let now = app.desks.get::<SwissDesk>().round.unwrap_or(latest).0;
            let next = if action == Action::PrevRound {
                now.saturating_sub(1).max(1)
            } else {
                (now + 1).min(latest.0)
            };
            app.desks.get_mut::<SwissDesk>().round = (next != latest.0).then_some(RoundNo(next));
            app.results.selected = 0;
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// The difference between desks of a shared event at the selected table of the round shown, if
/// there is one.
pub(crate) fn desk_difference(app: &App) -> Option<crate::sync::Difference> {
    let round = shown_round(app)?;
    let table = round.tables.get(app.results.current()?)?.number;
    app.session
        .as_ref()?
        .shared()?
        .differences
        .iter()
        .find(|d| {
            matches!(d.slot, crate::sync::Slot::Swiss { .. })
                && d.slot.round() == round.number
                && d.slot.table() == table
        })
        .cloned()
}

/// Settles the selected table's difference between desks, as on the Muck score sheets: `f`
/// keeps the value that stands (`entry` 0, the first in the replay order), `a` takes the other
/// desk's (1); it is typed again as an op of this desk ([`crate::sync::slots::command_for`]),
/// so every desk ends with it. Without a difference at the table: says so, changes nothing.
fn settle(app: &mut App, entry: usize) -> Effect {
    let Some(d) = desk_difference(app) else {
        app.error(i18n::t("desk-swiss-no-desk-difference"));
        return Effect::done();
    };
    let Some(cmd) = d
        .entries
        .get(entry)
        .or_else(|| d.entries.last())
        .and_then(|e| crate::sync::slots::command_for(d.slot, e.value))
    else {
        return Effect::done();
    };
    Effect::run(cmd).then(SwissAfter::Refreshed)
}

/// The round shown and its selected table.
fn selected(app: &App) -> Option<(RoundNo, TableNo)> {
    let round = shown_round(app)?;
    let table = app.results.current().and_then(|i| round.tables.get(i))?;
    Some((round.number, table.number))
}

/// Whether the players reported a result for the selected table of the round shown.
pub(crate) fn report_here(app: &App) -> bool {
    selected(app).is_some_and(|(r, t)| crate::tui::reports::waiting_at(app, r, t))
}

/// `R`: takes the result the players reported for the selected table as its result.
fn accept_report(app: &mut App) -> Effect {
    let Some((round, table)) = selected(app) else {
        return Effect::done();
    };
    let entered = shown_round(app)
        .and_then(|r| r.table(table))
        .and_then(|t| t.result)
        .map(|r| r.to_string());
    match crate::tui::reports::accept(app, round, table, entered) {
        Some(e) => e.then(SwissAfter::Refreshed),
        None => Effect::done(),
    }
}

/// `X`: asks, then dismisses the players' reports of the selected table.
fn dismiss_reports(app: &mut App) -> Effect {
    if let Some((round, table)) = selected(app) {
        crate::tui::reports::dismiss(app, round, table);
    }
    Effect::done()
}

/// What a typed result line asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Typed {
    /// `TABLE SCORE`, or `SCORE` alone for the table the director moved to.
    Record(TableNo, MatchResult),
    /// A table number alone while no table was moved to: select that table.
    GoTo(TableNo),
}

/// Parses `TABLE SCORE`, or `SCORE` alone for the selected table once the director moved to
/// it ([`crate::tui::screens::Listing::chosen`]); a number alone otherwise selects the table
/// of that number (so `12` meant as "go to table 12" never records 1-2).
fn parse(app: &App, text: &str) -> Result<Typed, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let round = shown_round(app).ok_or(i18n::t("desk-swiss-no-published-round"))?;
    let (table, score) = match words.as_slice() {
        [score] if app.results.chosen => {
            let tb = app
                .results
                .current()
                .and_then(|i| round.tables.get(i))
                .ok_or(i18n::t("desk-swiss-no-table-selected-type"))?;
            (tb.number, *score)
        }
        [word] => {
            let table = word
                .parse::<u32>()
                .ok()
                .map(TableNo)
                .filter(|t| round.table(*t).is_some());
            return match table {
                Some(t) => Ok(Typed::GoTo(t)),
                None => Err(crate::tr!(
                    "desk-swiss-word-alone",
                    word = format!("{word:?}"),
                    tables = round.tables.len()
                )),
            };
        }
        [table, score] => {
            let n: u32 = table
                .parse()
                .map_err(|_| crate::tr!("desk-swiss-not-a-table", table = format!("{table:?}")))?;
            (TableNo(n), *score)
        }
        _ => {
            return Err(crate::tr!(
                "desk-swiss-not-understood",
                text = format!("{text:?}")
            ));
        }
    };
    let result: MatchResult = score.parse()?;
    Ok(Typed::Record(table, result))
}

/// Enter on the result line: the result for the round shown. For an earlier round, and over a
/// different result of this round, only after `y`: a result is never overwritten unasked. A
/// table number alone selects that table. What it does.
pub(crate) fn on_submit(app: &mut App, text: &str) -> Effect {
    let (table, result) = match parse(app, text) {
        Ok(Typed::Record(table, result)) => (table, result),
        Ok(Typed::GoTo(table)) => {
            go_to(app, table);
            return Effect::done();
        }
        Err(e) => {
            app.error(e);
            return Effect::done();
        }
    };
    let Some(round) = shown_round(app).map(|r| r.number) else {
        app.error(i18n::t("desk-swiss-no-published-round"));
        return Effect::done();
    };
    let latest = app.session.as_ref().and_then(|s| s.views().latest_fixed);
    let Some(tb) = shown_round(app).and_then(|r| r.table(table)) else {
        // The question names the table's players: a table the round lacks is refused here,
        // in the words the command would use.
        let tables = shown_round(app).map_or(0, |r| r.tables.len());
        app.error(crate::tr!(
            "desk-swiss-no-such-table",
            round = round.0,
            table = table.0,
            tables = tables
        ));
        return Effect::done();
    };
    let over_other = tb.result.is_some_and(|now| now != result);
    if Some(round) < latest || over_other {
        // Refused anyway (the standings frozen at the cut): say so before asking.
        let cmd = SwissCommand::RecordResult {
            round: Some(round),
            table,
            result,
        };
        if let Some(why) = swiss::refusal(app, cmd) {
            app.error(why);
            return Effect::done();
        }
        app.popup = Some(swiss::confirm(SwissPending::ConfirmResult {
            round,
            table,
            result,
        }));
        Effect::done()
    } else {
        record(round, table, result)
    }
}

/// Selects `table` (a number typed alone) and says whose it is and what to type next.
fn go_to(app: &mut App, table: TableNo) {
    let Some((i, a, b, now)) = shown_round(app).and_then(|r| {
        let i = r.tables.iter().position(|tb| tb.number == table)?;
        let tb = &r.tables[i];
        Some((i, tb.a, tb.b, tb.result))
    }) else {
        return;
    };
    if app.desks.get::<SwissDesk>().open_only && now.is_some() {
        // The table is hidden by "open only": show every table so it can be selected.
        app.desks.get_mut::<SwissDesk>().open_only = false;
        refresh(app);
    }
    if !app.results.query.is_empty() && !app.results.visible.contains(&i) {
        app.results.query.clear();
        refresh(app);
    }
    app.results.select_data(i);
    app.results.chosen = true;
    let now = now.map_or_else(
        || i18n::t("desk-swiss-open").to_string(),
        |r| crate::tr!("desk-swiss-now", result = r.to_string()),
    );
    // `4` Enter may have been meant as screen 4: say the key for that too.
    let screen = if (1..=5).contains(&table.0) {
        format!(" ({})", crate::tr!("desk-swiss-f-screen", n = table.0))
    } else {
        String::new()
    };
    let said = crate::tr!(
        "desk-swiss-table-selected",
        table = table.0,
        a = app.display_name(a),
        b = app.display_name(b),
        now = now
    );
    app.info(format!("{said}{screen}"));
}

/// Records the result; once saved, the cursor moves to the next open table after `table`
/// ([`recorded`]).
pub(crate) fn record(round: RoundNo, table: TableNo, result: MatchResult) -> Effect {
    Effect::run(SwissCommand::RecordResult {
        round: Some(round),
        table,
        result,
    })
    .then(SwissAfter::Recorded { round, table })
}

/// After a result was saved: the cursor goes to the next open table after `table`, and the
/// status line says when the round is complete or a later round keeps its pairings.
pub(crate) fn recorded(app: &mut App, round: RoundNo, table: TableNo) {
    refresh(app);
    // A round after this one exists (a draft counts): its pairings were made on the old
    // results and stay as they are, which the CLI says too (`result --round`).
    let last = RoundNo(
        app.session
            .as_ref()
            .and_then(|s| s.tournament().swiss())
            .map_or(0, |g| g.rounds.len()) as u32,
    );
    if round < last {
        let later = if round.0 + 1 == last.0 {
            crate::tr!("desk-swiss-round-n", round = last.0)
        } else {
            crate::tr!("desk-swiss-rounds-from-to", from = round.0 + 1, to = last.0)
        };
        add_to_message(
            app,
            &crate::tr!("desk-swiss-not-last-round", round = round.0, later = later),
        );
    }
    let Some(r) = app
        .session
        .as_ref()
        .and_then(|s| s.tournament().swiss()?.round(round))
    else {
        return;
    };
    let n = r.tables.len();
    let at = r
        .tables
        .iter()
        .position(|tb| tb.number == table)
        .unwrap_or(0);
    let next = (1..=n)
        .map(|k| (at + k) % n)
        .find(|&i| r.tables.get(i).is_some_and(|tb| tb.result.is_none()));
    // The cursor goes on by itself: that is no table the director moved to, so a score alone
    // needs ↑ ↓ or a table number first.
    app.results.chosen = false;
    match next {
        Some(i) => app.results.select_data(i),
        // A correction of an earlier round completes nothing new.
        None if round < last => {}
        None => {
            // After the final the playoff is over: no next round to pair (R-S19).
            let g = app.session.as_ref().and_then(|s| s.tournament().swiss());
            let over = g.is_some_and(crate::swiss::playoff::complete);
            // After the last planned round the desk offers the top cut (R-S18), not another
            // round.
            let complete = g.is_some_and(crate::swiss::event_day::swiss_complete);
            let said = if over {
                crate::i18n::t("playoff-desk-over").to_string()
            } else if complete {
                crate::tr!("day-desk-swiss-complete", round = round.0)
            } else {
                crate::tr!(
                    "desk-swiss-round-complete",
                    round = round.0,
                    next = round.0 + 1
                )
            };
            add_to_message(app, &said);
        }
    }
}

/// The tables of one round with their results.
pub struct ResultsScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &ResultsScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else {
            return;
        };
        let Some(round) = shown_round(app) else {
            put_row(
                buf,
                area,
                0,
                &format!(" {}", i18n::t("desk-swiss-results-none")),
                Default::default(),
            );
            return;
        };
        let (head, rest) = header_and_body(area);
        let (hint, body) = header_and_body(rest);
        let list = &app.results;
        let latest = s.views().latest_fixed;
        let open = round.open_tables();
        let stage = s.tournament().game.playoff_stage(round.number);
        let mut title = format!(
            " {}",
            match stage {
                // A playoff round says its stage (R-S19), not one more round number.
                Some(stage) => crate::tr!(
                    "wf-results-title-stage",
                    round = round.number.0,
                    stage = stage.words().to_string(),
                    state = swiss::state_word(round.state),
                    open = open,
                    tables = round.tables.len()
                ),
                None => crate::tr!(
                    "desk-swiss-results-title",
                    round = round.number.0,
                    state = swiss::state_word(round.state),
                    open = open,
                    tables = round.tables.len()
                ),
            }
        );
        if Some(round.number) < latest {
            title.push_str(&format!(" · {}", i18n::t("desk-swiss-earlier-round")));
        }
        if app.desks.get::<SwissDesk>().open_only {
            title.push_str(&format!(" · {}", i18n::t("desk-swiss-open-only")));
        }
        if !list.query.is_empty() {
            let search = crate::tr!("desk-search-for", query = list.query.as_str());
            title.push_str(&format!(" · {search}"));
        }
        let width = area.width as usize;
        put_row(buf, head, 0, &fit(&title, width), th.header);
        // A shared event: the tables two desks typed differently take the hint's row, with both
        // values, the one that stands first; typing the result that should stand settles it.
        let between: Vec<(TableNo, String)> = s
            .shared()
            .map(|sh| {
                sh.differences
                    .iter()
                    .filter(|d| {
                        matches!(d.slot, crate::sync::Slot::Swiss { .. })
                            && d.slot.round() == round.number
                    })
                    .map(|d| (d.slot.table(), sh.values(d)))
                    .collect()
            })
            .unwrap_or_default();
        let reported = crate::tui::reports::line(app, round.number);
        if let (true, Some(text)) = (between.is_empty(), &reported) {
            put_row(buf, hint, 0, &fit(&format!(" {text}"), width), th.warning);
        } else if between.is_empty() {
            // The digits type here: say so, and how to switch screens instead (on the other
            // screens the digits switch screens; here they type a result).
            put_row(
                buf,
                hint,
                0,
                &fit(&format!(" {}", i18n::t(HINT)), width),
                th.prompt,
            );
        } else {
            let tables: Vec<String> = between
                .iter()
                .map(|(t, v)| {
                    crate::tr!("desk-swiss-desks-table", table = t.0, values = v.as_str())
                })
                .collect();
            let text = crate::tr!("desk-swiss-desks-differ", tables = tables.join(", "));
            put_row(buf, hint, 0, &fit(&format!(" {text}"), width), th.warning);
        }
        if list.visible.is_empty() {
            put_row(
                buf,
                body,
                0,
                &format!(" {}", i18n::t("desk-swiss-no-tables-to-show")),
                Default::default(),
            );
        }
        let name_w = (width.saturating_sub(22) / 2).clamp(10, 36);
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(tb) = round.tables.get(i) else {
                continue;
            };
            // An open table with a players' report shows it (`?2-0`), two that differ `?≠`.
            let reported = crate::tui::reports::short(app, round.number, tb.number);
            let result = match (tb.result, reported) {
                (Some(r), _) => format!("{:>6}", r.to_string()),
                (None, Some(r)) => format!("{r:>6}"),
                (None, None) => format!("{:>6}", i18n::t("desk-swiss-open")),
            };
            // `>` marks the selected table also without colour (NO_COLOR, monochrome).
            let text = format!(
                "{}{}{:>4}  {:<name_w$}  {result}  {:<name_w$}",
                if row == list.selected { '>' } else { ' ' },
                if between.iter().any(|(t, _)| *t == tb.number) {
                    '≠'
                } else {
                    crate::tui::reports::mark(app, round.number, tb.number).unwrap_or(' ')
                },
                tb.number.0,
                fit_name(&app.display_name(tb.a), name_w),
                fit_name(&app.display_name(tb.b), name_w),
            );
            let style = if row == list.selected {
                th.selected
            } else if tb.result.is_some() {
                th.dim
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &text, style);
        }
        // The bye under the tables, with its result, so the round on screen is the whole round:
        // a row to read, not to select.
        if !app.desks.get::<SwissDesk>().open_only && list.query.is_empty() {
            let below = list.visible.len().saturating_sub(off);
            for (k, p) in round.byes.iter().enumerate() {
                let text = format!(
                    " {:>5}  {:<name_w$}  {}",
                    "–",
                    fit_name(&app.display_name(*p), name_w),
                    i18n::t("wf-results-bye-won"),
                );
                if below + k < h {
                    put_row(buf, body, below + k, &text, th.dim);
                }
            }
        }
    }
}

/// Adds `tail` to the status line's message after ` · ` (as information).
pub(crate) fn add_to_message(app: &mut App, tail: &str) {
    let what = app
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    app.info(format!("{what} · {tail}"));
}
