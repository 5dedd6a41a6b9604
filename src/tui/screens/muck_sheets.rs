//! Muck score sheets: every table of a round laid out like the paper sheet, side A above side
//! B, the Bobbl left to right, a lost Bobbl marked `●` as the article does. Type the table
//! number, then the points of each Bobbl, A's before B's (`3 21 4 20 21` or `3 21:4 20:21`),
//! Enter; `3 b2 20 21` starts at Bobbl 2. The cursor moves to the next open table. A
//! correction is the same keystrokes. `v` switches to the second entry of the sheets; the
//! tables where the two entries differ are listed under the sheets with both values, and on
//! such a table `a` takes the second entry as it stands, `f` keeps the first (or type the
//! right score into the wrong entry). The rules (R-M1) are in
//! [`Command::MuckResult`]'s apply: a rejected entry leaves its message in the status line
//! and nothing changed.

use super::{fit, header_and_body, put_line, put_row};
use crate::tournament::{
    BobblScore, Command, MuckRound, MuckTable, RoundNo, RoundState, SheetEntry, TableNo, Tournament,
};
use crate::tui::app::{App, Input, InputPurpose};
use crate::tui::keymap::Action;
use crate::tui::search::Query;
use crate::tui::session::Session;
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;

/// The last Muck round that is published or complete.
fn latest_fixed(t: &Tournament) -> Option<RoundNo> {
    t.muck
        .rounds
        .iter()
        .rev()
        .find(|r| r.state != RoundState::Draft)
        .map(|r| r.number)
}

/// The round the screen shows: the chosen one, else the latest published or complete round.
pub(crate) fn shown_round(app: &App) -> Option<&MuckRound> {
    let t = app.session.as_ref()?.tournament();
    let latest = latest_fixed(t)?;
    t.muck_round(app.muck.round.unwrap_or(latest).min(latest))
}

/// The entries the screen works on: the first, or the second entry of the sheets.
fn entries(app: &App, tb: &MuckTable) -> Vec<Option<BobblScore>> {
    if app.muck.second {
        tb.second.clone()
    } else {
        tb.bobbl.clone()
    }
}

fn is_open(app: &App, tb: &MuckTable) -> bool {
    entries(app, tb).iter().any(Option::is_none)
}

pub(crate) fn refresh(app: &mut App) {
    let Some(round) = shown_round(app) else {
        app.results.list.visible.clear();
        return;
    };
    let Some(t) = app.session.as_ref().map(Session::tournament) else {
        return;
    };
    let q = Query::new(&app.results.list.query);
    let visible = round
        .tables
        .iter()
        .enumerate()
        .filter(|(_, tb)| !app.muck.open_only || is_open(app, tb))
        .filter(|(_, tb)| {
            q.is_empty()
                || q.matches_text(&t.side_name(tb.a))
                || q.matches_text(&t.side_name(tb.b))
                || q.matches_text(&tb.number.to_string())
        })
        .map(|(i, _)| i)
        .collect();
    app.results.list.visible = visible;
}

pub(crate) fn on_action(app: &mut App, action: Action, key: KeyEvent) -> bool {
    match action {
        Action::TypeResult => {
            let Some(round) = shown_round(app) else {
                app.error("no published round: draw (p) and publish (P) a round on screen 2");
                return true;
            };
            let text = match key.code {
                KeyCode::Char(c) if c.is_ascii_digit() => c.to_string(),
                _ => app
                    .results
                    .list
                    .current()
                    .and_then(|i| round.tables.get(i))
                    .map_or(String::new(), |tb| format!("{} ", tb.number)),
            };
            app.input = Some(Input {
                purpose: InputPurpose::MuckScore,
                text,
            });
        }
        Action::SecondEntry => {
            app.muck.second = !app.muck.second;
            app.info(if app.muck.second {
                "second entry: scores typed now are compared with the first entry"
            } else {
                "first entry: scores typed now are the sheets' scores"
            });
        }
        Action::TakeSecondEntry => resolve(app, SheetEntry::Second),
        Action::KeepFirstEntry => resolve(app, SheetEntry::First),
        Action::ToggleOpen => app.muck.open_only = !app.muck.open_only,
        Action::PrevRound | Action::NextRound => {
            let Some(latest) = app
                .session
                .as_ref()
                .and_then(|s| latest_fixed(s.tournament()))
            else {
                app.error("no published round yet");
                return true;
            };
            let now = app.muck.round.unwrap_or(latest).0;
            let next = if action == Action::PrevRound {
                now.saturating_sub(1).max(1)
            } else {
                (now + 1).min(latest.0)
            };
            app.muck.round = (next != latest.0).then_some(RoundNo(next));
            app.results.list.selected = 0;
        }
        _ => return false,
    }
    true
}

/// Settles the selected table's difference between the entries: `take` stands (issue 4).
fn resolve(app: &mut App, take: SheetEntry) {
    let Some((round, table)) = shown_round(app).and_then(|r| {
        app.results
            .list
            .current()
            .and_then(|i| r.tables.get(i))
            .map(|tb| (r.number, tb.number))
    }) else {
        return app.error("no sheet selected");
    };
    if app.execute(Command::ResolveEntries {
        round: Some(round),
        table,
        take,
    }) {
        refresh(app);
    }
}

/// The input line's prompt.
pub(crate) fn prompt(app: &App) -> String {
    let which = if app.muck.second {
        "SECOND entry"
    } else {
        "score"
    };
    format!("{which} (TABLE A B A B.., e.g. 3 21 4 20 21): ")
}

/// Parses `TABLE [bN] POINTS..`: the table, the first Bobbl (1 unless `bN`), and a score per
/// Bobbl from the points in A, B order (`21 4` or `21:4`).
fn parse(text: &str) -> Result<(TableNo, u32, Vec<BobblScore>), String> {
    let mut words = text.split_whitespace();
    let Some(table) = words.next() else {
        return Err("type the table number, then the points of each Bobbl: 3 21 4 20 21".into());
    };
    let table: u32 = table.parse().map_err(|_| {
        format!("table: {table:?} is not a table number; type TABLE then points, e.g. 3 21 4")
    })?;
    let mut first = 1;
    let mut points = Vec::new();
    for (i, w) in words.enumerate() {
        if let Some(n) = w.strip_prefix(['b', 'B']).filter(|_| i == 0) {
            first = n
                .parse()
                .map_err(|_| format!("bobbl: {w:?} is not a Bobbl number; b2 starts at Bobbl 2"))?;
            continue;
        }
        for p in w.split(':').filter(|p| !p.is_empty()) {
            let v: u32 = p.parse().map_err(|_| {
                format!("score: {p:?} is not a number of points; allowed: whole numbers 0 or more")
            })?;
            points.push(v);
        }
    }
    if points.is_empty() {
        return Err(format!(
            "score: no points for table {table}; type A's and B's points of each Bobbl, e.g. {table} 21 4"
        ));
    }
    if points.len() % 2 == 1 {
        return Err(format!(
            "score: {} number(s) of points; each Bobbl needs two, side A's then side B's",
            points.len()
        ));
    }
    let scores = points
        .chunks(2)
        .map(|c| BobblScore { a: c[0], b: c[1] })
        .collect();
    Ok((TableNo(table), first, scores))
}

pub(crate) fn on_submit(app: &mut App, text: &str) {
    let (table, bobbl, scores) = match parse(text) {
        Ok(x) => x,
        Err(e) => return app.error(e),
    };
    let Some(round) = shown_round(app).map(|r| r.number) else {
        return app.error("no published round");
    };
    let cmd = Command::MuckResult {
        round: Some(round),
        table,
        bobbl,
        scores,
        second_entry: app.muck.second,
    };
    if !app.execute(cmd) {
        return;
    }
    refresh(app);
    let Some(r) = shown_round(app) else {
        return;
    };
    let n = r.tables.len();
    let at = r
        .tables
        .iter()
        .position(|tb| tb.number == table)
        .unwrap_or(0);
    let next = (0..n)
        .map(|k| (at + k) % n)
        .find(|&i| r.tables.get(i).is_some_and(|tb| is_open(app, tb)));
    match next {
        Some(i) => app.results.list.select_data(i),
        None => {
            let what = app
                .message
                .as_ref()
                .map(|m| m.text.clone())
                .unwrap_or_default();
            app.info(format!(
                "{what} · round {round}: every sheet entered{}",
                if app.muck.second { " twice" } else { "" }
            ));
        }
    }
}

/// The status line at a Muck event: round and its state, open tables, entrants, saved.
pub(crate) fn status_text(app: &App, s: &Session) -> String {
    let t = s.tournament();
    let round = match t.muck.rounds.last() {
        None => "no round yet".to_string(),
        Some(r) => {
            let planned = t
                .muck_settings()
                .and_then(|m| m.planned_rounds)
                .map_or(String::new(), |p| format!(" of {p}"));
            format!("round {}{planned} {}", r.number, r.state)
        }
    };
    let open: usize = t
        .muck
        .rounds
        .iter()
        .filter(|r| r.state != RoundState::Draft)
        .map(MuckRound::open_tables)
        .sum();
    let who = match t.muck_settings().map(|m| m.partners) {
        Some(crate::tournament::Partners::Changing) => format!("{} players", t.participants.len()),
        _ => format!("{} pairs", t.muck.pairs.len()),
    };
    let saved = s.saved_at().map_or("not saved yet".to_string(), |at| {
        format!("saved {}", app.clock_text(at))
    });
    format!(
        " {} · Muck · {round} · open tables {open} · {who} · {saved}",
        t.name
    )
}

/// A Bobbl's cell for one side: the points, `●` when this side lost it, blank when not
/// entered.
fn cell(score: Option<BobblScore>, side_a: bool, target: u32) -> String {
    match score {
        None => format!("{:>4} ", "–"),
        Some(s) => {
            let (own, won) = if side_a {
                (s.a, s.a_won(target))
            } else {
                (s.b, !s.a_won(target))
            };
            format!("{own:>4}{}", if won { ' ' } else { '●' })
        }
    }
}

/// The score sheets of one round.
pub struct MuckSheetsScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &MuckSheetsScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else {
            return;
        };
        let t = s.tournament();
        let Some(round) = shown_round(app) else {
            put_row(
                buf,
                area,
                0,
                " No published round: draw (p) and publish (P) a round on screen 2.",
                Default::default(),
            );
            return;
        };
        let target = t.muck_settings().map_or(21, |m| m.target);
        let bobbl = t.muck_settings().map_or(2, |m| m.bobbl_per_round) as usize;
        let show = |s: Option<BobblScore>| s.map_or("–".to_string(), |s| s.to_string());
        let differs: Vec<String> = round
            .tables
            .iter()
            .filter_map(|tb| {
                let d = tb.second_entry_differs();
                (!d.is_empty()).then(|| {
                    let b: Vec<String> = d
                        .iter()
                        .map(|b| {
                            let i = *b as usize - 1;
                            format!(
                                "Bobbl {b} {} / {}",
                                show(tb.bobbl[i]),
                                show(tb.second.get(i).copied().flatten())
                            )
                        })
                        .collect();
                    format!("table {} ({})", tb.number, b.join(", "))
                })
            })
            .collect();
        let mut notes: Vec<Line> = Vec::new();
        if !differs.is_empty() {
            let text = format!(
                "second entry differs (first / second): {} — check the sheet: type the right \
                 score into the wrong entry, or on the table a takes the second entry, f keeps \
                 the first",
                differs.join(", ")
            );
            notes.extend(
                super::muck_registration::wrap(&text, area.width as usize)
                    .into_iter()
                    .map(|l| Line::styled(l, th.warning)),
            );
        }
        let note_h = notes.len().min((area.height as usize / 3).max(1)) as u16;
        let [top, notes_area] =
            Layout::vertical([Constraint::Min(3), Constraint::Length(note_h)]).areas(area);
        let (head, body) = header_and_body(top);
        let list = &app.results.list;
        let open = round.tables.iter().filter(|tb| is_open(app, tb)).count();
        let mut title = format!(
            " Round {} ({}) · {open} of {} sheets open",
            round.number,
            round.state,
            round.tables.len()
        );
        if app.muck.second {
            title.push_str(" · SECOND ENTRY");
        }
        if Some(round.number) < latest_fixed(t) {
            title.push_str(" · earlier round: entries are corrections");
        }
        if app.muck.open_only {
            title.push_str(" · open sheets only");
        }
        if !list.query.is_empty() {
            title.push_str(&format!(" · search \"{}\"", list.query));
        }
        let width = area.width as usize;
        put_row(buf, head, 0, &fit(&title, width), th.header);
        let name_w = width.saturating_sub(12 + 6 * bobbl + 3).clamp(10, 40);
        let mut cols = format!(" {:>5}    {:<name_w$} ", "Table", "Side");
        for b in 1..=bobbl {
            cols.push_str(&format!("{:>4}  ", format!("B{b}")));
        }
        cols.push_str(" ● = Bobbl lost");
        let (cols_row, body) = header_and_body(body);
        put_row(buf, cols_row, 0, &fit(&cols, width), th.dim);
        if list.visible.is_empty() {
            put_row(
                buf,
                body,
                0,
                " No sheets to show (o shows all, Esc clears the search).",
                Default::default(),
            );
        }
        let per = 2usize;
        let h = body.height as usize / per;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(tb) = round.tables.get(i) else {
                continue;
            };
            let e = entries(app, tb);
            let diff = !tb.second_entry_differs().is_empty();
            let style = if row == list.selected {
                th.selected
            } else if !is_open(app, tb) {
                th.dim
            } else {
                Default::default()
            };
            for (k, (side, label)) in [(tb.a, 'A'), (tb.b, 'B')].into_iter().enumerate() {
                let lead = if k == 0 {
                    format!("{}{:>5}", if diff { '≠' } else { ' ' }, tb.number.0)
                } else {
                    " ".repeat(6)
                };
                let mut text = format!(
                    "{lead}  {label} {:<name_w$} ",
                    fit(&t.side_name(side), name_w)
                );
                for sc in &e {
                    text.push_str(&cell(*sc, k == 0, target));
                    text.push(' ');
                }
                put_line(buf, body, (row - off) * per + k, &Line::raw(text), style);
            }
        }
        for (i, l) in notes.iter().take(note_h as usize).enumerate() {
            put_line(buf, notes_area, i, l, Default::default());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_table_and_points() {
        let (t, b, s) = parse("3 21 4 20 21").expect("ok");
        assert_eq!((t, b), (TableNo(3), 1));
        assert_eq!(
            s,
            vec![BobblScore { a: 21, b: 4 }, BobblScore { a: 20, b: 21 }]
        );
        let (_, b, s) = parse("3 b2 20:21").expect("ok");
        assert_eq!(b, 2);
        assert_eq!(s, vec![BobblScore { a: 20, b: 21 }]);
        assert!(parse("3 21").is_err());
        assert!(parse("3 21 -4").is_err());
        assert!(parse("x 21 4").is_err());
        assert!(parse("3").is_err());
    }
}
