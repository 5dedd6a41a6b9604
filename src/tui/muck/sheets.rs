//! Muck score sheets: every table of a round laid out like the paper sheet, side A above side
//! B, the Bobbl left to right, a lost Bobbl marked `●` as the article does. Type the table
//! number, then the points of each Bobbl, A's before B's (`3 21 4 20 21` or `3 21:4 20:21`),
//! Enter; `3 b2 20 21` starts at Bobbl 2. The cursor moves to the next open table. A
//! correction is the same keystrokes. `v` switches to the second entry of the sheets; the
//! tables where the two entries differ are listed under the sheets with both values, and on
//! such a table `a` takes the second entry as it stands, `f` keeps the first (or type the
//! right score into the wrong entry). The header says which entry is typed (FIRST ENTRY /
//! SECOND ENTRY) and EARLIER ROUND when `[` went back; typing over a value of an earlier
//! round asks first, and once another round is published the screen shows it again. The
//! rules (R-M1) are in [`MuckCommand::Score`]'s apply: a rejected entry leaves its message in
//! the status line and nothing changed.

use super::header::{self, Part};
use crate::game::{Event, RoundNo, RoundState, TableNo};
use crate::muck::{BobblScore, MuckCommand, MuckRound, MuckTable, SheetEntry};
use crate::tui::app::App;
use crate::tui::effect::Effect;
use crate::tui::keymap::{self, Action, Context};
use crate::tui::muck::{self, MuckInput, MuckPending};
use crate::tui::screens::{fit, header_and_body, put_line, put_row};
use crate::tui::search::Query;
use crate::tui::session::Session;
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;

/// The last Muck round that is published or complete.
fn latest_fixed(t: &Event) -> Option<RoundNo> {
    t.muck()?
        .rounds
        .iter()
        .rev()
        .find(|r| r.state != RoundState::Draft)
        .map(|r| r.number)
}

/// The round the screen shows: the one chosen with `[` `]` while it was chosen at the same
/// latest round, else the latest published or complete round (finding 1: after round 6 was
/// published the screen stayed on round 2).
pub(crate) fn shown_round(app: &App) -> Option<&MuckRound> {
    let t = app.session.as_ref()?.tournament();
    let latest = latest_fixed(t)?;
    let chosen = app
        .desks
        .muck
        .round
        .filter(|_| app.desks.muck.round_latest == Some(latest));
    t.muck()?.round(chosen.unwrap_or(latest).min(latest))
}

/// Whether the screen shows a round before the latest fixed one (typing there corrects it).
fn is_earlier(app: &App) -> bool {
    let latest = app
        .session
        .as_ref()
        .and_then(|s| latest_fixed(s.tournament()));
    shown_round(app).is_some_and(|r| Some(r.number) < latest)
}

/// Scores typed over values of a sheet of an earlier round, waiting for `y` (finding 1):
/// the command [`record`] gives once the director said yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EarlierScore {
    /// The round.
    pub round: RoundNo,
    /// The table.
    pub table: TableNo,
    /// The first Bobbl typed (1-based).
    pub bobbl: u32,
    /// A score per Bobbl from `bobbl` on, side A's points first (R-M1).
    pub scores: Vec<BobblScore>,
    /// Typed as the second entry of the sheet.
    pub second: bool,
}

/// The forms the sheet's input takes (the parser's, for the `?` help): what is typed, what it
/// means.
pub const FORMS: &[(&str, &str)] = &[
    ("3 21 4 20 21 ⏎", "table 3: B1 21:4, B2 20:21; side A first"),
    ("3 21:4 20:21 ⏎", "the same with colons"),
    ("3 b2 19 21 ⏎", "from Bobbl 2 on: only B2 is 19:21"),
    ("earlier round", "typing over a value asks first (y)"),
];

/// A Bobbl range as words: `Bobbl 2`, `Bobbl 1..2`.
fn bobbl_words(first: u32, n: usize) -> String {
    let last = first + n.max(1) as u32 - 1;
    if last == first {
        format!("Bobbl {first}")
    } else {
        format!("Bobbl {first}..{last}")
    }
}

/// Scores as the sheet shows them, `21:4 20:21` (`–` where none).
fn score_words(v: &[Option<BobblScore>]) -> String {
    v.iter()
        .map(|s| s.map_or("–".to_string(), |s| s.to_string()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The values of `tb`'s entry (`second` or the first) from Bobbl `first` on, `n` of them.
fn values(tb: &MuckTable, second: bool, first: u32, n: usize) -> Vec<Option<BobblScore>> {
    let list = if second { &tb.second } else { &tb.bobbl };
    list.iter()
        .skip(first.saturating_sub(1) as usize)
        .take(n)
        .copied()
        .collect()
}

/// The question before scores replace values of an earlier round: the round, the table,
/// both sides, the entry, the current and the new values.
pub(crate) fn question(app: &App, s: &EarlierScore) -> String {
    let Some(t) = app.session.as_ref().map(Session::tournament) else {
        return String::new();
    };
    let latest = latest_fixed(t).map_or(0, |r| r.0);
    let Some(g) = t.muck() else {
        return String::new();
    };
    let Some(tb) = g.round(s.round).and_then(|r| r.table(s.table)) else {
        return String::new();
    };
    let old = values(tb, s.second, s.bobbl, s.scores.len());
    let new: Vec<Option<BobblScore>> = s.scores.iter().copied().map(Some).collect();
    format!(
        "Round {} is an earlier round (the latest is {latest}). Table {}, {}, {} entry: {} v {}. Replace {} with {}?",
        s.round,
        s.table,
        bobbl_words(s.bobbl, s.scores.len()),
        if s.second { "second" } else { "first" },
        g.side_name(&t.registry, tb.a),
        g.side_name(&t.registry, tb.b),
        score_words(&old),
        score_words(&new),
    )
}

/// The entries the screen works on: the first, or the second entry of the sheets.
fn entries(app: &App, tb: &MuckTable) -> Vec<Option<BobblScore>> {
    if app.desks.muck.second {
        tb.second.clone()
    } else {
        tb.bobbl.clone()
    }
}

fn is_open(app: &App, tb: &MuckTable) -> bool {
    entries(app, tb).iter().any(Option::is_none)
}

pub(crate) fn refresh(app: &mut App) {
    let latest = app
        .session
        .as_ref()
        .and_then(|s| latest_fixed(s.tournament()));
    if app.desks.muck.round.is_some() && app.desks.muck.round_latest != latest {
        // Another round is the latest now: the screen shows it, not the old choice.
        app.desks.muck.round = None;
        app.desks.muck.round_latest = None;
        app.results.selected = 0;
    }
    let Some(round) = shown_round(app) else {
        app.results.visible.clear();
        return;
    };
    let Some((t, g)) = app
        .session
        .as_ref()
        .map(Session::tournament)
        .and_then(|t| Some((t, t.muck()?)))
    else {
        return;
    };
    let q = Query::new(&app.results.query);
    let visible = round
        .tables
        .iter()
        .enumerate()
        .filter(|(_, tb)| !app.desks.muck.open_only || is_open(app, tb))
        .filter(|(_, tb)| {
            q.is_empty()
                || q.matches_text(&g.side_name(&t.registry, tb.a))
                || q.matches_text(&g.side_name(&t.registry, tb.b))
                || q.matches_text(&tb.number.to_string())
        })
        .map(|(i, _)| i)
        .collect();
    app.results.visible = visible;
}

/// A key on the score sheets: what it does.
pub(crate) fn on_action(app: &mut App, action: Action, key: KeyEvent) -> Effect {
    match action {
        Action::TypeResult => {
            let Some(round) = shown_round(app) else {
                app.error("no published round: draw (p) and publish (P) a round on screen 2");
                return Effect::done();
            };
            let text = match key.code {
                KeyCode::Char(c) if c.is_ascii_digit() => c.to_string(),
                _ => app
                    .results
                    .current()
                    .and_then(|i| round.tables.get(i))
                    .map_or(String::new(), |tb| format!("{} ", tb.number)),
            };
            app.input = Some(muck::input(MuckInput::Score, text));
        }
        Action::SecondEntry => {
            app.desks.muck.second = !app.desks.muck.second;
            app.info(if app.desks.muck.second {
                "second entry: scores typed now are compared with the first entry"
            } else {
                "first entry: scores typed now are the sheets' scores"
            });
        }
        Action::TakeSecondEntry => return resolve(app, SheetEntry::Second),
        Action::KeepFirstEntry => return resolve(app, SheetEntry::First),
        Action::ToggleOpen => app.desks.muck.open_only = !app.desks.muck.open_only,
        Action::PrevRound | Action::NextRound => {
            let Some(latest) = app
                .session
                .as_ref()
                .and_then(|s| latest_fixed(s.tournament()))
            else {
                app.error("no published round yet");
                return Effect::done();
            };
            let now = app.desks.muck.round.unwrap_or(latest).0;
            let next = if action == Action::PrevRound {
                now.saturating_sub(1).max(1)
            } else {
                (now + 1).min(latest.0)
            };
            app.desks.muck.round = (next != latest.0).then_some(RoundNo(next));
            app.desks.muck.round_latest = app.desks.muck.round.map(|_| latest);
            app.results.selected = 0;
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// Settles the selected table's difference between the entries: `take` stands (issue 4).
fn resolve(app: &mut App, take: SheetEntry) -> Effect {
    let Some((round, table)) = shown_round(app).and_then(|r| {
        app.results
            .current()
            .and_then(|i| r.tables.get(i))
            .map(|tb| (r.number, tb.number))
    }) else {
        app.error("no sheet selected");
        return Effect::done();
    };
    Effect::run(MuckCommand::ResolveEntries {
        round: Some(round),
        table,
        take,
    })
    .then(refresh)
}

/// Whether `a` (take the second entry) and `f` (keep the first) are in the footer: in
/// second-entry mode, and whenever the selected table's entries differ (second tester, item
/// 5: they were only in the note and under `?`).
fn settles(app: &App) -> bool {
    app.desks.muck.second
        || shown_round(app)
            .and_then(|r| app.results.current().and_then(|i| r.tables.get(i)))
            .is_some_and(|tb| !tb.second_entry_differs().is_empty())
}

/// The footer's hints at a Muck event: on the score sheets `a` and `f` only where they
/// settle something ([`settles`]); elsewhere `hints` as they are. The key map marks them as
/// footer keys; this leaves them out where they do nothing.
pub(crate) fn footer_hints(
    app: &App,
    hints: Vec<(String, &'static str)>,
) -> Vec<(String, &'static str)> {
    if app.contexts().first() != Some(&Context::MuckSheets) || settles(app) {
        return hints;
    }
    let hidden: Vec<&str> = keymap::of_context(Context::MuckSheets)
        .filter(|b| matches!(b.action, Action::TakeSecondEntry | Action::KeepFirstEntry))
        .map(|b| b.label)
        .collect();
    hints
        .into_iter()
        .filter(|(_, l)| !hidden.contains(l))
        .collect()
}

/// The input line's prompt: which entry, and the round when it is an earlier one.
pub(crate) fn prompt(app: &App) -> String {
    let which = if app.desks.muck.second {
        "SECOND entry"
    } else {
        "first entry"
    };
    match shown_round(app).filter(|_| is_earlier(app)) {
        Some(r) => format!("round {} (EARLIER), {which}, TABLE A B..: ", r.number),
        None => format!("{which}, TABLE A B A B.. e.g. 3 21 4 20 21: "),
    }
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

/// Enter on the input line: the scores go to the round shown; over values of an earlier
/// round only after `y` ([`question`]).
pub(crate) fn on_submit(app: &mut App, text: &str) -> Effect {
    let (table, bobbl, scores) = match parse(text) {
        Ok(x) => x,
        Err(e) => {
            app.error(e);
            return Effect::done();
        }
    };
    let Some(r) = shown_round(app) else {
        app.error("no published round");
        return Effect::done();
    };
    let s = EarlierScore {
        round: r.number,
        table,
        bobbl,
        scores,
        second: app.desks.muck.second,
    };
    let overwrites = r.table(table).is_some_and(|tb| {
        values(tb, s.second, s.bobbl, s.scores.len())
            .iter()
            .any(Option::is_some)
    });
    if is_earlier(app) && overwrites {
        app.popup = Some(muck::confirm(MuckPending::EarlierScore(s)));
        Effect::done()
    } else {
        record(app, s)
    }
}

/// Records the scores; once saved, the cursor goes to the next open sheet, or stays on the
/// table when its two entries now differ, so `a` / `f` settle it (finding 4), and the status
/// line says what was saved ([`recorded`]).
pub(crate) fn record(app: &App, s: EarlierScore) -> Effect {
    let before = app
        .session
        .as_ref()
        .and_then(|x| x.tournament().muck()?.round(s.round))
        .and_then(|r| r.table(s.table))
        .map(|tb| values(tb, s.second, s.bobbl, s.scores.len()));
    Effect::run(MuckCommand::Score {
        round: Some(s.round),
        table: s.table,
        bobbl: s.bobbl,
        scores: s.scores.clone(),
        second_entry: s.second,
    })
    .then(move |app| recorded(app, s, before))
}

/// After scores were saved: the cursor and the status line (what was saved, in which entry,
/// what was there `before`, and what to do next, shortened for the width).
fn recorded(app: &mut App, s: EarlierScore, before: Option<Vec<Option<BobblScore>>>) {
    refresh(app);
    let Some(t) = app.session.as_ref().map(Session::tournament) else {
        return;
    };
    let Some(g) = t.muck() else {
        return;
    };
    let Some(r) = g.round(s.round) else {
        return;
    };
    let Some(at) = r.tables.iter().position(|tb| tb.number == s.table) else {
        return;
    };
    let tb = &r.tables[at];
    let new: Vec<Option<BobblScore>> = s.scores.iter().copied().map(Some).collect();
    let entry = if s.second {
        " (second entry)"
    } else if tb.second.iter().any(Option::is_some) {
        " (first entry)"
    } else {
        ""
    };
    // Name the Bobbl when the entry did not start at the first one: `Bobbl 2: 18:21`.
    let which = match (s.bobbl, s.scores.len()) {
        (1, _) => String::new(),
        (b, 1) => format!("Bobbl {b}: "),
        (b, n) => format!("Bobbl {b}..{}: ", b as usize + n - 1),
    };
    let head = format!(
        "saved: round {}, table {}{entry}: {which}{}",
        s.round,
        s.table,
        score_words(&new)
    );
    let mut parts = vec![Part::new(0, head).short("saved")];
    let corrected = before
        .as_ref()
        .is_some_and(|o| o.iter().any(Option::is_some));
    if let Some(old) = before.filter(|_| corrected) {
        parts.push(Part::new(2, format!("was {}", score_words(&old))));
    }
    let differs = !tb.second_entry_differs().is_empty();
    let n = r.tables.len();
    let next = (0..n)
        .map(|k| (at + k) % n)
        .find(|&i| r.tables.get(i).is_some_and(|x| is_open(app, x)));
    let names = format!(
        "{} v {}",
        g.side_name(&t.registry, tb.a),
        g.side_name(&t.registry, tb.b)
    );
    let select = if differs {
        let (other, short) = if s.second {
            ("first", "1st")
        } else {
            ("second", "2nd")
        };
        parts.push(
            Part::new(
                0,
                format!(
                    "table {} now differs from its {other} entry: a takes the second, f keeps \
                     the first",
                    s.table
                ),
            )
            .short(format!(
                "table {} now differs from its {short} entry: a takes 2nd, f keeps 1st",
                s.table
            )),
        );
        Some(at)
    } else {
        if next.is_none() && !corrected {
            parts.push(Part::new(
                1,
                format!(
                    "round {}: every sheet entered{}",
                    s.round,
                    if s.second { " twice" } else { "" }
                ),
            ));
        }
        next
    };
    parts.push(Part::new(3, names));
    let width = (app.size.0 as usize).saturating_sub(1);
    let text = header::text(&parts, width);
    if let Some(i) = select {
        app.results.select_data(i);
    }
    app.info(text);
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
        let Some(g) = t.muck() else {
            return;
        };
        let target = g.settings.target;
        let bobbl = g.settings.bobbl_per_round as usize;
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
                super::registration::wrap(&text, area.width as usize)
                    .into_iter()
                    .map(|l| Line::styled(l, th.warning)),
            );
        }
        let note_h = notes.len().min((area.height as usize / 3).max(1)) as u16;
        let [top, notes_area] =
            Layout::vertical([Constraint::Min(3), Constraint::Length(note_h)]).areas(area);
        let (head, body) = header_and_body(top);
        let list = &app.results;
        let open = round.tables.iter().filter(|tb| is_open(app, tb)).count();
        let mut parts = vec![Part::new(
            0,
            format!(" Round {} ({})", round.number, round.state),
        )];
        if is_earlier(app) {
            parts.push(
                Part::new(0, "EARLIER ROUND: typing corrects it")
                    .short("EARLIER ROUND")
                    .style(th.warning),
            );
        }
        parts.push(if app.desks.muck.second {
            Part::new(0, "SECOND ENTRY — compared with the first").short("SECOND ENTRY")
        } else {
            Part::new(0, "FIRST ENTRY")
        });
        // In second-entry mode "10 of 12 sheets open" read as alarming (second tester, item 5):
        // it counts the sheets not entered a second time.
        let n = round.tables.len();
        // Essential there: the count stays, "SECOND ENTRY" gives up its explanation first.
        parts.push(if app.desks.muck.second {
            Part::new(0, format!("{open} of {n} sheets not entered twice yet"))
                .short(format!("{open} of {n} not entered twice"))
        } else {
            Part::new(1, format!("{open} of {n} sheets open"))
        });
        if app.desks.muck.open_only {
            parts.push(Part::new(2, "open sheets only"));
        }
        if !list.query.is_empty() {
            parts.push(Part::new(1, format!("search \"{}\"", list.query)));
        }
        let width = area.width as usize;
        put_line(
            buf,
            head,
            0,
            &header::line(&parts, width, th.header),
            th.header,
        );
        // Tables whose entries differ show the other entry beside the one typed (finding 4),
        // when the width allows; the list under the sheets has them in any case.
        let any_diff = round
            .tables
            .iter()
            .any(|tb| !tb.second_entry_differs().is_empty());
        let beside = any_diff && 12 + 10 + 12 * bobbl + 2 <= width;
        let other_w = if beside { 6 * bobbl + 12 } else { 0 };
        let name_w = width
            .saturating_sub(12 + 6 * bobbl + 3 + other_w)
            .clamp(10, 40);
        let mut cols = format!(" {:>5}    {:<name_w$} ", "Table", "Side");
        for b in 1..=bobbl {
            cols.push_str(&format!("{:>4}  ", format!("B{b}")));
        }
        if beside {
            cols.push('│');
            for b in 1..=bobbl {
                cols.push_str(&format!("{:>4}  ", format!("B{b}")));
            }
            cols.push_str(if app.desks.muck.second {
                "= 1st entry"
            } else {
                "= 2nd entry"
            });
        }
        let legend = " ● = Bobbl lost";
        if cols.chars().count() + legend.chars().count() <= width {
            cols.push_str(legend);
        }
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
            let selected = row == list.selected;
            let style = if selected {
                th.selected
            } else if !is_open(app, tb) {
                th.dim
            } else {
                Default::default()
            };
            for (k, (side, label)) in [(tb.a, 'A'), (tb.b, 'B')].into_iter().enumerate() {
                // `>` marks the selected sheet also without colour (second tester, item 7), `≠`
                // a table whose two entries differ.
                let lead = if k == 0 {
                    format!(
                        "{}{}{:>4}",
                        if selected { '>' } else { ' ' },
                        if diff { '≠' } else { ' ' },
                        tb.number.0
                    )
                } else {
                    format!("{}{}", if selected { '>' } else { ' ' }, " ".repeat(5))
                };
                let mut text = format!(
                    "{lead}  {label} {:<name_w$} ",
                    fit(&g.side_name(&t.registry, side), name_w)
                );
                for sc in &e {
                    text.push_str(&cell(*sc, k == 0, target));
                    text.push(' ');
                }
                if beside && diff {
                    text.push('│');
                    let other = if app.desks.muck.second {
                        &tb.bobbl
                    } else {
                        &tb.second
                    };
                    for sc in other {
                        text.push_str(&cell(*sc, k == 0, target));
                        text.push(' ');
                    }
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
