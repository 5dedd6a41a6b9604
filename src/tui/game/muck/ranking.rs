//! Muck ranking (R-M2..R-M6): place (shared on a full tie), Bobbl, Tore, opponents' Tore, a
//! value in brackets where it was not needed to separate the entrant (R-M5). `c` shows the
//! comparison: Plus and Plus-Minus beside it with the place each entrant would have there
//! (R-M4), so a director can show why Bobbl and Tore decide. Computed once per commit by the
//! session. A line above it says after which round and whether it is final (`After round 4
//! of 5 · final`, `provisional: round 5 has 3 open sheets`, `not final: table 3 (round 1)
//! differs between first and second entry`), as `standings` and the printed ranking do; the
//! selected row is marked `>` also without colour.

use super::header::{self, Part};
use super::search;
use crate::game::{Event, RoundNo};
use crate::i18n;
use crate::muck::ranking::{MuckRanking, OpenTable};
use crate::tui::app::App;
use crate::tui::effect::Effect;
use crate::tui::game::muck::MuckDesk;
use crate::tui::keymap::Action;
use crate::tui::screens::{fit, header_and_body, put_line, put_row};
use crate::tui::search::Query;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;

pub(crate) fn refresh(app: &mut App) {
    let Some((t, g, r, names)) = app.session.as_ref().and_then(|s| {
        let t = s.tournament();
        Some((t, t.muck()?, s.views().ranking()?, &s.views().names))
    }) else {
        app.standings.visible.clear();
        return;
    };
    let q = Query::new(&app.standings.query);
    app.standings.visible = r
        .rows
        .iter()
        .enumerate()
        .filter(|(_, row)| {
            q.is_empty() || search::finds_name(&q, names, g, &t.registry, row.entrant)
        })
        .map(|(i, _)| i)
        .collect();
}

/// A key on the ranking screen: what it does.
pub(crate) fn on_action(app: &mut App, action: Action) -> Effect {
    match action {
        Action::Compare => {
            app.desks.get_mut::<MuckDesk>().compare = !app.desks.get::<MuckDesk>().compare
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// `v`, or `(v)` when it was not needed (R-M5).
fn needed(v: u32, needed: bool) -> String {
    if needed {
        v.to_string()
    } else {
        format!("({v})")
    }
}

/// The line under the ranking that says what Tore and Tore against count (R-M2).
pub const LEGEND: &str = i18n::key("muck-rank-legend");

/// The line above the ranking: after which round, and whether it is final, so nobody reads a
/// provisional ranking as the result: `After round 4 of 5 · final`;
/// `provisional: round 5 has 3 open sheets` while a sheet of a counted round lacks a Bobbl;
/// `not final: table 3 (round 1) differs between first and second entry` while a second entry
/// differs ([`MuckRanking::not_final`]). The bool says whether it is final (or nothing is
/// played yet).
pub fn state_line(t: &Event, r: &MuckRanking) -> (String, bool) {
    if r.rounds == 0 {
        return (i18n::t("muck-rank-no-round").into(), true);
    }
    if !r.differ.is_empty() || !r.desks.is_empty() {
        return (r.not_final().unwrap_or_default(), false);
    }
    if !r.missing.is_empty() {
        return (
            crate::tr!("muck-rank-provisional", open = open_sheets(&r.missing)),
            false,
        );
    }
    let after = match t.muck().and_then(|g| g.settings.planned_rounds) {
        Some(p) => crate::tr!("muck-rank-after-of", round = r.rounds, planned = p),
        None => crate::tr!("muck-rank-after", round = r.rounds),
    };
    (crate::tr!("muck-rank-final", after = after), true)
}

/// `round 5 has 3 open sheets`, `round 4 has 1 open sheet, round 5 has 2 open sheets`.
fn open_sheets(missing: &[OpenTable]) -> String {
    let mut per: Vec<(u32, usize)> = Vec::new();
    for o in missing {
        match per.last_mut() {
            Some((r, n)) if *r == o.round.0 => *n += 1,
            _ => per.push((o.round.0, 1)),
        }
    }
    per.iter()
        .map(|(r, n)| crate::tr!("muck-rank-open-sheets", round = *r, count = *n))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The ranking table.
pub struct MuckRankingScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &MuckRankingScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else {
            return;
        };
        let t = s.tournament();
        let Some(r) = s.views().ranking() else {
            return;
        };
        // A shared event: a first entry two desks typed differently keeps it from being
        // final.
        let marked;
        let r = match s.shared() {
            Some(sh)
                if sh
                    .differences
                    .iter()
                    .any(|d| d.muck_first_entry().is_some()) =>
            {
                marked = r.clone().with_desks_differing(
                    sh.differences.iter().filter_map(|d| d.muck_first_entry()),
                );
                &marked
            }
            _ => r,
        };
        let Some(g) = t.muck() else {
            return;
        };
        // What the columns count (R-M2): "Opp. Tore" read as the opponents' own total.
        let width = area.width as usize;
        let (state, is_final) = state_line(t, r);
        let state = format!(" {state}");
        // The whole line is in the header when it fits; else it is cut there and given whole
        // below the ranking.
        let state_cut = state.chars().count() > width;
        let mut notes: Vec<Line> = header::wrap(i18n::t(LEGEND), width)
            .into_iter()
            .map(|l| Line::styled(l, th.dim))
            .collect();
        // R-M9: the ranking counts a Bobbl stopped by the time limit; the note says how
        // (as the command line and the print say it).
        if let Some(note) = crate::muck::ranking::aborted_note(g, Some(RoundNo(r.rounds))) {
            notes.extend(
                header::wrap(&note.to_string(), width)
                    .into_iter()
                    .map(Line::raw),
            );
        }
        let mut settle = String::new();
        if state_cut && !is_final {
            settle.push_str(state.trim_start());
            settle.push_str(" — ");
        }
        if !r.differ.is_empty() {
            settle.push_str(i18n::t("muck-rank-settle"));
        }
        if !settle.is_empty() {
            notes.extend(
                header::wrap(&settle, width)
                    .into_iter()
                    .map(|l| Line::styled(l, th.warning)),
            );
        }
        let note_h = notes.len().min((area.height as usize / 3).max(1)) as u16;
        let [top, notes_area] =
            Layout::vertical([Constraint::Min(3), Constraint::Length(note_h)]).areas(area);
        let (title, top) = header_and_body(top);
        let (head, body) = header_and_body(top);
        let state_style = if is_final { th.header } else { th.warning };
        put_line(
            buf,
            title,
            0,
            &header::line(&[Part::new(0, state)], width, state_style),
            state_style,
        );
        let compare = app.desks.get::<MuckDesk>().compare;
        // Names get the room first (a pair cut to `Günther / Hil…` beside Plus is no name):
        // when they do not fit, the comparison's columns close up and `Tore against` is
        // headed `Against` (the legend below says what it counts).
        let longest = r
            .rows
            .iter()
            .map(|x| {
                g.entrant_name(&t.registry, x.entrant).chars().count()
                    + if x.withdrawn { 12 } else { 0 }
            })
            .max()
            .unwrap_or(0);
        let compact = compare && width.saturating_sub(66) < longest.min(40);
        // Place, Bobbl, Tore, Tore against take 33 columns; the comparison 31 more (compact:
        // 19 and 33).
        let fixed_w = match (compare, compact) {
            (false, _) => 35,
            (true, false) => 66,
            (true, true) => 54,
        };
        let name_w = width.saturating_sub(fixed_w).clamp(10, 40);
        let (tore_w, against, against_w) = if compact {
            (5, i18n::t("muck-rank-col-against-short"), 7)
        } else {
            (6, i18n::t("muck-rank-col-against"), 12)
        };
        let entrant = if g.settings.partners == crate::muck::Partners::Fixed {
            i18n::t("muck-rank-col-entrant-pairs")
        } else {
            i18n::t("muck-rank-col-entrant-players")
        };
        let (place, plus, place_of) = (
            i18n::t("muck-rank-col-place"),
            i18n::t("muck-rank-col-plus"),
            i18n::t("muck-rank-col-place-of"),
        );
        let mut header = format!(
            " {place:>5} {entrant:<name_w$} {:>5} {:>tore_w$} {against:>against_w$}",
            i18n::t("muck-rank-col-bobbl"),
            i18n::t("muck-rank-col-tore"),
        );
        if compact {
            header.push_str(&format!(
                " │ {plus:>4} {place_of:>5} {:>5} {place_of:>5}",
                "+/-"
            ));
        } else if compare {
            header.push_str(&format!(
                "  │ {plus:>5} {place_of:>6} {:>7} {place_of:>6}",
                "+/-"
            ));
        }
        put_row(buf, head, 0, &fit(&header, width), th.header);
        if r.rows.is_empty() {
            put_row(
                buf,
                body,
                0,
                &format!(" {}", i18n::t("muck-rank-nobody")),
                Default::default(),
            );
        }
        let list = &app.standings;
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(x) = r.rows.get(i) else {
                continue;
            };
            let mut name = g.entrant_name(&t.registry, x.entrant);
            if x.withdrawn {
                name = crate::tr!("muck-print-withdrawn", name = name);
            }
            let selected = row == list.selected;
            // `>` marks the selected row also without colour (DESIGN.md: readable without
            // colour).
            let mut text = format!(
                "{}{:>4}. {:<name_w$} {:>5} {:>tore_w$} {:>against_w$}",
                if selected { '>' } else { ' ' },
                x.place,
                fit(&name, name_w),
                x.bobbl,
                needed(x.tore, x.tore_needed),
                needed(x.opp_tore, x.opp_tore_needed),
            );
            let mark = |p: u32| if p == x.place { ' ' } else { '≠' };
            // Plus and Plus-Minus with their places: closer together when names need the room.
            let (gap, w, wpm) = if compact { (" ", 4, 5) } else { ("  ", 5, 7) };
            if compact || compare {
                text.push_str(&format!(
                    "{gap}│ {:>w$} {:>w$}{} {:>+wpm$} {:>w$}{}",
                    x.plus,
                    format!("{}.", x.plus_place),
                    mark(x.plus_place),
                    x.plus_minus,
                    format!("{}.", x.plus_minus_place),
                    mark(x.plus_minus_place)
                ));
            }
            let style = if selected {
                th.selected
            } else if x.withdrawn {
                th.dim
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &fit(&text, width), style);
        }
        for (i, l) in notes.iter().take(note_h as usize).enumerate() {
            put_line(buf, notes_area, i, l, Default::default());
        }
    }
}
