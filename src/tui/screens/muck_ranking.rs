//! Muck ranking (R-M2..R-M6): place (shared on a full tie), Bobbl, Tore, opponents' Tore, a
//! value in brackets where it was not needed to separate the entrant (R-M5). `c` shows the
//! comparison: Plus and Plus-Minus beside it with the place each entrant would have there
//! (R-M4), so a director can show why Bobbl and Tore decide. Computed once per commit by the
//! session; while tables are open or second entries differ, one line below says so (`not
//! final: tables 3, 7 (round 2) differ between first and second entry`), as `standings` and
//! the printed ranking do.

use super::{fit, header_and_body, put_line, put_row};
use crate::tui::app::App;
use crate::tui::keymap::Action;
use crate::tui::search::{NameKey, Query};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;

pub(crate) fn refresh(app: &mut App) {
    let Some((t, r)) = app
        .session
        .as_ref()
        .and_then(|s| s.views().muck.as_ref().map(|r| (s.tournament(), r)))
    else {
        app.standings.visible.clear();
        return;
    };
    let q = Query::new(&app.standings.query);
    app.standings.visible = r
        .rows
        .iter()
        .enumerate()
        .filter(|(_, row)| q.is_empty() || q.matches(&NameKey::new(&t.entrant_name(row.entrant))))
        .map(|(i, _)| i)
        .collect();
}

pub(crate) fn on_action(app: &mut App, action: Action) -> bool {
    match action {
        Action::Compare => app.muck.compare = !app.muck.compare,
        _ => return false,
    }
    true
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
pub const LEGEND: &str =
    "Tore: own points in lost Bobbl · Tore against: opponents' points in Bobbl won";

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
        let Some(r) = s.views().muck.as_ref() else {
            return;
        };
        // What the columns count (R-M2): "Opp. Tore" read as the opponents' own total.
        let mut notes: Vec<Line> = super::muck_registration::wrap(LEGEND, area.width as usize)
            .into_iter()
            .map(|l| Line::styled(l, th.dim))
            .collect();
        if let Some(headline) = r.not_final() {
            let mut text = headline;
            if !r.differ.is_empty() {
                text.push_str(
                    " — on screen 3: a takes the second entry, f keeps the first, or type the \
                     right score",
                );
            }
            notes.extend(
                super::muck_registration::wrap(&text, area.width as usize)
                    .into_iter()
                    .map(|l| Line::styled(l, th.warning)),
            );
        }
        let note_h = notes.len().min((area.height as usize / 3).max(1)) as u16;
        let [top, notes_area] =
            Layout::vertical([Constraint::Min(2), Constraint::Length(note_h)]).areas(area);
        let (head, body) = header_and_body(top);
        let width = area.width as usize;
        let compare = app.muck.compare;
        // Place, Bobbl, Tore, Tore against take 33 columns; the comparison 31 more.
        let fixed_w = if compare { 66 } else { 35 };
        let name_w = width.saturating_sub(fixed_w).clamp(10, 40);
        let mut header = format!(
            " {:>5} {:<name_w$} {:>5} {:>6} {:>12}",
            "Place", "Entrant", "Bobbl", "Tore", "Tore against"
        );
        if compare {
            header.push_str(&format!(
                "  │ {:>5} {:>6} {:>7} {:>6}",
                "Plus", "place", "+/-", "place"
            ));
        }
        put_row(buf, head, 0, &fit(&header, width), th.header);
        if r.rows.is_empty() {
            put_row(
                buf,
                body,
                0,
                " Nobody to rank yet: register on screen 1.",
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
            let mut name = t.entrant_name(x.entrant);
            if x.withdrawn {
                name.push_str(" (withdrawn)");
            }
            let mut text = format!(
                " {:>4}. {:<name_w$} {:>5} {:>6} {:>12}",
                x.place,
                fit(&name, name_w),
                x.bobbl,
                needed(x.tore, x.tore_needed),
                needed(x.opp_tore, x.opp_tore_needed),
            );
            if compare {
                let mark = |p: u32| if p == x.place { ' ' } else { '≠' };
                text.push_str(&format!(
                    "  │ {:>5} {:>5}{} {:>+7} {:>5}{}",
                    x.plus,
                    format!("{}.", x.plus_place),
                    mark(x.plus_place),
                    x.plus_minus,
                    format!("{}.", x.plus_minus_place),
                    mark(x.plus_minus_place)
                ));
            }
            let style = if row == list.selected {
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
