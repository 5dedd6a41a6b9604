//! The score sheets drawn: every table of the round shown like the paper sheet, side A above
//! side B, the Bobbl left to right, a lost Bobbl marked `●`; the header says which entry is
//! typed and whether the round is an earlier one; the tables whose two entries differ are
//! listed under the sheets (and shown beside them where the width allows).

use super::{desk_differences, entries, is_earlier, is_open, shown_round};
use crate::game::Event;
use crate::i18n;
use crate::muck::{BobblScore, MuckGame, MuckRound, MuckTable};
use crate::sync::{Slot, Value};
use crate::tui::app::App;
use crate::tui::game::muck::MuckDesk;
use crate::tui::game::muck::header::{self, Part};
use crate::tui::screens::{fit, header_and_body, put_line, put_row};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;

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
            // R-M9: a Bobbl stopped by the time limit is nobody's: `†` on both sides.
            let mark = if s.is_aborted(target) {
                crate::muck::ABORTED_MARK
            } else if won {
                ' '
            } else {
                '●'
            };
            format!("{own:>4}{mark}")
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
                &format!(" {}", i18n::t("muck-sheets-empty")),
                Default::default(),
            );
            return;
        };
        let Some(g) = t.muck() else {
            return;
        };
        let notes = notes(app, round, g.settings.target, area.width as usize);
        let note_h = notes.len().min((area.height as usize / 3).max(1)) as u16;
        let [top, notes_area] =
            Layout::vertical([Constraint::Min(3), Constraint::Length(note_h)]).areas(area);
        let (head, body) = header_and_body(top);
        let width = area.width as usize;
        put_line(
            buf,
            head,
            0,
            &header::line(&header_parts(app, round), width, th.header),
            th.header,
        );
        let cols = Columns::of(round, g.settings.bobbl_per_round as usize, width);
        let (cols_row, body) = header_and_body(body);
        put_row(
            buf,
            cols_row,
            0,
            &fit(&cols.line(app, width), width),
            th.dim,
        );
        sheets(buf, body, app, t, g, round, &cols);
        for (i, l) in notes.iter().take(note_h as usize).enumerate() {
            put_line(buf, notes_area, i, l, Default::default());
        }
    }
}

/// The notes under the sheets, wrapped to `width`: the tables whose two entries differ, the
/// Bobbl two desks of a shared event typed differently (both as warnings), and how many Bobbl
/// the time limit stopped.
fn notes(app: &App, round: &MuckRound, target: u32, width: usize) -> Vec<Line<'static>> {
    let th = &app.theme;
    let mut notes: Vec<Line> = Vec::new();
    let mut warn = |text: String| {
        notes.extend(
            header::wrap(&text, width)
                .into_iter()
                .map(|l| Line::styled(l, th.warning)),
        );
    };
    let differs = entries_differ(round, target);
    if !differs.is_empty() {
        warn(crate::tr!(
            "muck-sheets-differs",
            tables = differs.join(", ")
        ));
    }
    if let Some(text) = crate::tui::reports::line(app, round.number) {
        warn(text);
    }
    let between = desks_differ(app, round, target);
    if !between.is_empty() {
        warn(crate::tr!(
            "muck-sheets-desks-differ",
            tables = between.join(", ")
        ));
    }
    let aborted = round
        .tables
        .iter()
        .flat_map(|tb| tb.bobbl.iter().flatten())
        .filter(|s| s.is_aborted(target))
        .count();
    if aborted > 0 {
        // Wrapped: the German note is longer than 80 columns.
        let text = crate::tr!("day-sheets-aborted", count = aborted);
        notes.extend(header::wrap(&text, width).into_iter().map(Line::raw));
    }
    notes
}

/// `table 3 (Bobbl 2 21:4 ≠ 21:5)` for each table of `round` that `words` gives the Bobbl of.
fn per_table(round: &MuckRound, words: &dyn Fn(&MuckTable) -> Vec<String>) -> Vec<String> {
    round
        .tables
        .iter()
        .filter_map(|tb| {
            let b = words(tb);
            (!b.is_empty()).then(|| {
                crate::tr!(
                    "muck-sheets-differs-table",
                    table = tb.number.0,
                    bobbl = b.join(", ")
                )
            })
        })
        .collect()
}

/// The tables whose second entry differs from the first, each with the Bobbl that differ.
fn entries_differ(round: &MuckRound, target: u32) -> Vec<String> {
    let show = |s: Option<BobblScore>| s.map_or("–".to_string(), |s| s.shown(target));
    per_table(round, &|tb| {
        tb.second_entry_differs()
            .iter()
            .map(|b| {
                let i = *b as usize - 1;
                crate::tr!(
                    "muck-sheets-differs-bobbl",
                    bobbl = *b,
                    first = show(tb.bobbl[i]),
                    second = show(tb.second.get(i).copied().flatten())
                )
            })
            .collect()
    })
}

/// A shared event: the Bobbl two desks typed differently, listed as the second entry's
/// differences are, each value with the desks that typed it.
fn desks_differ(app: &App, round: &MuckRound, target: u32) -> Vec<String> {
    let value = |v: Value| match v {
        Value::Muck(s) => s.shown(target),
        Value::Swiss(r) => r.to_string(),
    };
    per_table(round, &|tb| {
        desk_differences(app, round.number, tb.number)
            .iter()
            .map(|d| {
                let (bobbl, second) = match d.slot {
                    Slot::Muck { bobbl, second, .. } => (bobbl, second),
                    Slot::Swiss { .. } => (0, false),
                };
                // Each value with the desks that typed it: "this desk" or their name.
                let shared = app.session.as_ref().and_then(|s| s.shared());
                let values: Vec<String> = d
                    .entries
                    .iter()
                    .map(|e| {
                        let mut by: Vec<String> = Vec::new();
                        for op in &e.by {
                            let l = shared.map_or_else(
                                || op.desk.0.chars().take(10).collect(),
                                |sh| sh.label(&op.desk),
                            );
                            if !by.contains(&l) {
                                by.push(l);
                            }
                        }
                        format!("{} ({})", value(e.value), by.join(", "))
                    })
                    .collect();
                let values = values.join(" ≠ ");
                if second {
                    crate::tr!(
                        "muck-sheets-desks-bobbl-second",
                        bobbl = bobbl,
                        values = values.as_str()
                    )
                } else {
                    crate::tr!(
                        "muck-sheets-desks-bobbl",
                        bobbl = bobbl,
                        values = values.as_str()
                    )
                }
            })
            .collect()
    })
}

/// The header's parts: the round and its state, an earlier round, which entry is typed, how
/// many sheets are open, the filter and the search.
fn header_parts(app: &App, round: &MuckRound) -> Vec<Part> {
    let th = &app.theme;
    let open = round.tables.iter().filter(|tb| is_open(app, tb)).count();
    let mut parts = vec![Part::new(
        0,
        format!(
            " {}",
            crate::tr!(
                "muck-sheets-round",
                round = round.number.0,
                state = crate::tui::game::muck::state_words(round.state)
            )
        ),
    )];
    if is_earlier(app) {
        parts.push(
            Part::new(0, i18n::t("muck-sheets-earlier"))
                .short(i18n::t("muck-sheets-earlier-short"))
                .style(th.warning),
        );
    }
    parts.push(if app.desks.get::<MuckDesk>().second {
        Part::new(0, i18n::t("muck-sheets-second")).short(i18n::t("muck-sheets-second-short"))
    } else {
        Part::new(0, i18n::t("muck-sheets-first"))
    });
    // In second-entry mode "10 of 12 sheets open" would read as alarming: the count is of
    // the sheets not entered a second time, and says so.
    let n = round.tables.len();
    // Essential there: the count stays, "SECOND ENTRY" gives up its explanation first.
    parts.push(if app.desks.get::<MuckDesk>().second {
        Part::new(
            0,
            crate::tr!("muck-sheets-not-twice", open = open, count = n),
        )
        .short(crate::tr!(
            "muck-sheets-not-twice-short",
            open = open,
            count = n
        ))
    } else {
        Part::new(1, crate::tr!("muck-sheets-open", open = open, count = n))
    });
    if app.desks.get::<MuckDesk>().open_only {
        parts.push(Part::new(2, i18n::t("muck-sheets-open-only")));
    }
    let list = &app.results;
    if !list.query.is_empty() {
        parts.push(Part::new(
            1,
            crate::tr!("muck-search", query = list.query.as_str()),
        ));
    }
    parts
}

/// The columns of the sheets at a width: the Bobbl per round, whether the other entry is
/// shown beside the one typed, and the width of the names.
struct Columns {
    /// Bobbl per round.
    bobbl: usize,
    /// Whether tables whose entries differ show the other entry beside the one typed.
    beside: bool,
    /// The width of the side names.
    name_w: usize,
}

impl Columns {
    /// The columns of `round` at `width`: tables whose entries differ show the other entry
    /// beside the one typed, to settle by, when the width allows (the list under the sheets
    /// has them in any case).
    fn of(round: &MuckRound, bobbl: usize, width: usize) -> Self {
        let any_diff = round
            .tables
            .iter()
            .any(|tb| !tb.second_entry_differs().is_empty());
        let beside = any_diff && 12 + 10 + 12 * bobbl + 2 <= width;
        let other_w = if beside { 6 * bobbl + 12 } else { 0 };
        // The names give up room for the legend before it is left out (the German legend is
        // longer, and must not go missing at 80 columns); beside the other entry the names
        // keep their room.
        let name_w = width
            .saturating_sub(12 + 6 * bobbl + 3 + other_w)
            .clamp(10, 40);
        let name_w = if beside {
            name_w
        } else {
            name_w.min(
                width
                    .saturating_sub(11 + 6 * bobbl + legend().chars().count())
                    .max(10),
            )
        };
        Self {
            bobbl,
            beside,
            name_w,
        }
    }

    /// The column heads, and the legend after them when it fits in `width`.
    fn line(&self, app: &App, width: usize) -> String {
        let (bobbl, name_w) = (self.bobbl, self.name_w);
        let mut cols = format!(
            " {:>5}    {:<name_w$} ",
            i18n::t("muck-sheets-col-table"),
            i18n::t("muck-sheets-col-side")
        );
        for b in 1..=bobbl {
            cols.push_str(&format!("{:>4}  ", format!("B{b}")));
        }
        if self.beside {
            cols.push('│');
            for b in 1..=bobbl {
                cols.push_str(&format!("{:>4}  ", format!("B{b}")));
            }
            cols.push_str(&format!(
                "= {}",
                if app.desks.get::<MuckDesk>().second {
                    i18n::t("muck-sheets-col-first")
                } else {
                    i18n::t("muck-sheets-col-second")
                }
            ));
        }
        let legend = legend();
        if cols.chars().count() + legend.chars().count() <= width {
            cols.push_str(&legend);
        }
        cols
    }
}

/// ` ● = lost`: what the mark of a lost Bobbl means.
fn legend() -> String {
    format!(" ● = {}", i18n::t("muck-sheets-lost"))
}

/// The sheets in `body`, two rows each (side A, side B), from the list's scroll offset: `>`
/// marks the selected sheet, `≠` a table whose entries (or desks) differ.
fn sheets(
    buf: &mut Buffer,
    body: Rect,
    app: &App,
    t: &Event,
    g: &MuckGame,
    round: &MuckRound,
    cols: &Columns,
) {
    let th = &app.theme;
    let target = g.settings.target;
    let list = &app.results;
    if list.visible.is_empty() {
        put_row(
            buf,
            body,
            0,
            &format!(" {}", i18n::t("muck-sheets-none")),
            Default::default(),
        );
    }
    let name_w = cols.name_w;
    let per = 2usize;
    let h = body.height as usize / per;
    let off = list.offset(h);
    for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
        let Some(tb) = round.tables.get(i) else {
            continue;
        };
        let e = entries(app, tb);
        let diff = !tb.second_entry_differs().is_empty()
            || !desk_differences(app, round.number, tb.number).is_empty();
        let selected = row == list.selected;
        let style = if selected {
            th.selected
        } else if !is_open(app, tb) {
            th.dim
        } else {
            Default::default()
        };
        for (k, (side, label)) in [(tb.a, 'A'), (tb.b, 'B')].into_iter().enumerate() {
            // `>` marks the selected sheet also without colour (DESIGN.md), `≠` a table
            // whose two entries differ, `?` a players' report waiting, `!` a locked table.
            let lead =
                if k == 0 {
                    format!(
                        "{}{}{:>4}",
                        if selected { '>' } else { ' ' },
                        crate::tui::reports::mark(app, round.number, tb.number)
                            .unwrap_or(if diff { '≠' } else { ' ' }),
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
            if cols.beside && diff {
                text.push('│');
                let other = if app.desks.get::<MuckDesk>().second {
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
}
