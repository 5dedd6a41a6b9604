//! Result entry: type a table number and a score (`7 21` = table 7, 2-1; `12`, `111`, `20`,
//! `02`, `id`), Enter, and the cursor goes to the next open table. A score alone goes to the
//! selected table. `o` lists only open tables; `[` `]` show earlier rounds, where an entered
//! result asks for confirmation first. A correction is the same keystrokes.

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
    "7 21 Enter: table 7, 2-1; 21 Enter: the selected table",
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

/// Parses `TABLE SCORE` or `SCORE` (for the selected table).
fn parse(app: &App, text: &str) -> Result<(TableNo, MatchResult), String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let (table, score) = match words.as_slice() {
        [score] => {
            let round = shown_round(app).ok_or("no published round")?;
            let tb = app
                .results
                .current()
                .and_then(|i| round.tables.get(i))
                .ok_or("no table selected: type TABLE SCORE, e.g. 7 21")?;
            (tb.number, *score)
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
                 7 id, or a score alone for the selected table"
            ));
        }
    };
    let result: MatchResult = score.parse()?;
    Ok((table, result))
}

/// Enter on the result line: the result for the round shown; for an earlier round only after
/// `y`. What it does.
pub(crate) fn on_submit(app: &mut App, text: &str) -> Effect {
    let (table, result) = match parse(app, text) {
        Ok(x) => x,
        Err(e) => {
            // `4` Enter: most likely a screen number typed where the digits type results.
            if let [d @ b'1'..=b'5'] = text.trim().as_bytes() {
                let d = char::from(*d);
                app.error(format!(
                    "\"{d}\" alone is not a result (type TABLE SCORE, e.g. {d} 21); to switch \
                     to screen {d} here press F{d} (Tab goes through the screens): the digits \
                     type results"
                ));
                return Effect::done();
            }
            app.error(e);
            return Effect::done();
        }
    };
    let Some(round) = shown_round(app).map(|r| r.number) else {
        app.error("no published round");
        return Effect::done();
    };
    let latest = app.session.as_ref().and_then(|s| s.views().latest_fixed);
    if Some(round) < latest {
        // The question names the table's players: a table the round lacks is refused here,
        // in the words the command would use.
        let tables = shown_round(app).map_or(0, |r| r.tables.len());
        if shown_round(app).and_then(|r| r.table(table)).is_none() {
            app.error(format!(
                "table: round {round} has no table {table} (allowed: 1..{tables})"
            ));
            return Effect::done();
        }
        app.popup = Some(swiss::confirm(SwissPending::EarlierResult {
            round,
            table,
            result,
        }));
        Effect::done()
    } else {
        record(round, table, result)
    }
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
