//! Result entry: type a table number and a score (`7 21` = table 7, 2-1; `12`, `111`, `20`,
//! `02`, `id`), Enter, and the cursor goes to the next open table. A score alone goes to the
//! selected table only once the director moved to it (↑ ↓, or a table number typed alone,
//! which selects that table); otherwise a number alone selects the table of that number.
//! `o` lists only open tables; `[` `]` show earlier rounds, where an entered result asks for
//! confirmation first, as does a different result over one of this round. A correction is
//! the same keystrokes.

use crate::game::{PlayerId, RoundNo, TableNo};
use crate::swiss::{MatchResult, Round, SwissCommand};
use crate::tui::app::App;
use crate::tui::effect::Effect;
use crate::tui::keymap::Action;
use crate::tui::screens::{fit, fit_name, header_and_body, put_row};
use crate::tui::search::Query;
use crate::tui::swiss::{self, SwissInput, SwissPending};
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The line under the title: digits type a result here, so screens switch by F-key or Tab.
pub const HINT: &str = " type table and result, e.g. 12 21 ⏎ · F1-F5/Tab switch screens";

/// The scores result entry accepts (the parser of [`MatchResult`]), for the `?` help: what is
/// typed and what it means, games from the first-listed player's side. A test parses each.
pub const SCORE_FORMS: &[(&str, &str)] = &[
    ("20  21", "2-0, 2-1: the first-listed player won"),
    ("12  02", "1-2, 0-2: the second-listed player won"),
    ("10  01  11", "1-0, 0-1, 1-1 (a game unfinished at time)"),
    (
        "111  101",
        "1-1-1, 1-0-1: the third digit counts drawn games",
    ),
    (
        "2-1  1-1-1",
        "2-1, 1-1-1: the same with dashes (WINS-LOSSES[-DRAWS])",
    ),
    ("id  ID  00", "intentional draw (0-0-0)"),
];

/// How to type a result, for the `?` help of this screen.
pub const TYPING_HELP: &[&str] = &[
    "7 21 Enter: table 7, 2-1 (over another result: asks, y)",
    "7 Enter selects table 7; then 21 Enter: 2-1 there",
    "a score alone goes only to a table moved to (↑ ↓ or 7 Enter)",
    "a correction is the same keys; an earlier round ([) asks, y",
    "the digits type results on this screen: F1-F5 / Tab switch",
];

/// The round the screen shows: the chosen one, else the latest published or complete round.
pub(crate) fn shown_round(app: &App) -> Option<&Round> {
    let s = app.session.as_ref()?;
    let n = app.desks.swiss.round.or(s.views().latest_fixed)?;
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
    let open_only = app.desks.swiss.open_only;
    let visible = round
        .tables
        .iter()
        .enumerate()
        .filter(|(_, tb)| !open_only || tb.result.is_none())
        .filter(|(_, tb)| q.is_empty() || hit(tb.a) || hit(tb.b))
        .map(|(i, _)| i)
        .collect();
    app.results.visible = visible;
}

/// A key on the results screen: what it does.
pub(crate) fn on_action(app: &mut App, action: Action, key: KeyEvent) -> Effect {
    match action {
        Action::TypeResult => {
            if shown_round(app).is_none() {
                app.error("no published round: pair and publish a round first (screen 2)");
                return Effect::done();
            }
            let text = match key.code {
                KeyCode::Char(c) if c.is_ascii_digit() || c == 'i' => c.to_string(),
                _ => String::new(),
            };
            app.input = Some(swiss::input(SwissInput::Result, text));
        }
        Action::ToggleOpen => app.desks.swiss.open_only = !app.desks.swiss.open_only,
        Action::PrevRound | Action::NextRound => {
            let Some(latest) = app.session.as_ref().and_then(|s| s.views().latest_fixed) else {
                app.error("no published round yet");
                return Effect::done();
            };
            let now = app.desks.swiss.round.unwrap_or(latest).0;
            let next = if action == Action::PrevRound {
                now.saturating_sub(1).max(1)
            } else {
                (now + 1).min(latest.0)
            };
            app.desks.swiss.round = (next != latest.0).then_some(RoundNo(next));
            app.results.selected = 0;
        }
        _ => return Effect::Unhandled,
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
/// of that number (issue 9, item 13: `12` meant "go to table 12" never records 1-2).
fn parse(app: &App, text: &str) -> Result<Typed, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let round = shown_round(app).ok_or("no published round")?;
    let (table, score) = match words.as_slice() {
        [score] if app.results.chosen => {
            let tb = app
                .results
                .current()
                .and_then(|i| round.tables.get(i))
                .ok_or("no table selected: type TABLE SCORE, e.g. 7 21")?;
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
                None => Err(format!(
                    "{word:?} alone: type TABLE SCORE, e.g. 7 21; a score alone goes to a table \
                     you moved to with ↑ ↓ (tables 1..{})",
                    round.tables.len()
                )),
            };
        }
        [table, score] => {
            let n: u32 = table.parse().map_err(|_| {
                format!("table: {table:?} is not a table number; type TABLE SCORE, e.g. 7 21")
            })?;
            (TableNo(n), *score)
        }
        _ => {
            return Err(format!(
                "{text:?} is not understood; type TABLE SCORE such as 7 21 (2-1), 7 12, 7 111, \
                 7 id, or a score alone for the table you moved to"
            ));
        }
    };
    let result: MatchResult = score.parse()?;
    Ok(Typed::Record(table, result))
}

/// Enter on the result line: the result for the round shown. For an earlier round, and over
/// a different result of this round, only after `y` (issue 9, item 12). A table number alone
/// selects that table. What it does.
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
        app.error("no published round");
        return Effect::done();
    };
    let latest = app.session.as_ref().and_then(|s| s.views().latest_fixed);
    let Some(tb) = shown_round(app).and_then(|r| r.table(table)) else {
        // The question names the table's players: a table the round lacks is refused here,
        // in the words the command would use.
        let tables = shown_round(app).map_or(0, |r| r.tables.len());
        app.error(format!(
            "table: round {round} has no table {table} (allowed: 1..{tables})"
        ));
        return Effect::done();
    };
    let over_other = tb.result.is_some_and(|now| now != result);
    if Some(round) < latest || over_other {
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
    if app.desks.swiss.open_only && now.is_some() {
        // The table is hidden by "open only": show every table so it can be selected.
        app.desks.swiss.open_only = false;
        refresh(app);
    }
    if !app.results.query.is_empty() && !app.results.visible.contains(&i) {
        app.results.query.clear();
        refresh(app);
    }
    app.results.select_data(i);
    app.results.chosen = true;
    let now = now.map_or_else(|| "open".to_string(), |r| format!("now {r}"));
    // `4` Enter may have been meant as screen 4: say the key for that too.
    let screen = if (1..=5).contains(&table.0) {
        format!(" (F{0}: screen {0})", table.0)
    } else {
        String::new()
    };
    app.info(format!(
        "table {table} selected: {} v {}, {now} · type its score alone, Enter{screen}",
        app.display_name(a),
        app.display_name(b)
    ));
}

/// Records the result; once saved, the cursor moves to the next open table after `table`
/// ([`recorded`]).
pub(crate) fn record(round: RoundNo, table: TableNo, result: MatchResult) -> Effect {
    Effect::run(SwissCommand::RecordResult {
        round: Some(round),
        table,
        result,
    })
    .then(move |app| recorded(app, round, table))
}

/// After a result was saved: the cursor goes to the next open table after `table`, and the
/// status line says when the round is complete or a later round keeps its pairings.
fn recorded(app: &mut App, round: RoundNo, table: TableNo) {
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
            format!("round {last}")
        } else {
            format!("rounds {}..{last}", round.0 + 1)
        };
        add_to_message(
            app,
            &format!(
                "round {round} is not the last round: the standings changed, the pairings of \
                 {later} stay as they were made"
            ),
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
            add_to_message(
                app,
                &format!(
                    "round {round} complete: every table has a result · next: F2, then p pairs \
                     round {}",
                    round.0 + 1
                ),
            );
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
                " No published round: pair (p) and publish (P) a round on screen 2.",
                Default::default(),
            );
            return;
        };
        let (head, rest) = header_and_body(area);
        let (hint, body) = header_and_body(rest);
        let list = &app.results;
        let latest = s.views().latest_fixed;
        let open = round.open_tables();
        let mut title = format!(
            " Round {} ({}) · {open} of {} tables open",
            round.number,
            round.state,
            round.tables.len()
        );
        if Some(round.number) < latest {
            title.push_str(" · EARLIER ROUND: entries ask first (y)");
        }
        if app.desks.swiss.open_only {
            title.push_str(" · showing open tables only");
        }
        if !list.query.is_empty() {
            title.push_str(&format!(" · search \"{}\"", list.query));
        }
        let width = area.width as usize;
        put_row(buf, head, 0, &fit(&title, width), th.header);
        // The digits type here: say so, and how to switch screens instead (issue 3).
        put_row(buf, hint, 0, &fit(HINT, width), th.prompt);
        if list.visible.is_empty() {
            put_row(
                buf,
                body,
                0,
                " No tables to show (o shows all tables, Esc clears the search).",
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
            let result = tb
                .result
                .map_or("  open".to_string(), |r| format!("{:>6}", r.to_string()));
            // `>` marks the selected table also without colour (NO_COLOR, monochrome).
            let text = format!(
                "{}{:>5}  {:<name_w$}  {result}  {:<name_w$}",
                if row == list.selected { '>' } else { ' ' },
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
    }
}

/// Adds `tail` to the status line's message after ` · ` (as information).
fn add_to_message(app: &mut App, tail: &str) {
    let what = app
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    app.info(format!("{what} · {tail}"));
}
