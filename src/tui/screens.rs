//! The desk's shared screens and popups, one file each (the picker, the audit log, the help,
//! questions, the print dialog, the new-event form; each system's own screens are in its
//! folder, `tui/game/<system>/`), and the pieces every screen draws with: the scrolling
//! [`Listing`], cutting and wrapping text, writing a row. Render never mutates and never does
//! I/O: every `impl Widget` reads `&App`.

pub mod audit;
pub mod confirm;
pub mod desk_settings;
pub mod form;
pub mod help;
pub mod new_event;
pub mod picker;
pub mod print_dialog;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;

/// A scrolling list: the rows that pass the search (indices into the screen's data) and the
/// selected one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Listing {
    /// Index into `visible`.
    pub selected: usize,
    /// The search text (search as you type); empty shows every row.
    pub query: String,
    /// The rows shown, as indices into the screen's data, in display order.
    pub visible: Vec<usize>,
    /// The director chose the selected row by moving to it (↑ ↓, PgUp PgDn, Home End, or a
    /// table number typed alone on the results screen) since the screen was entered or a
    /// result was recorded. A score typed alone goes to the selected table only then, so a
    /// line meant for another screen or another table never becomes a result there.
    pub chosen: bool,
}

impl Listing {
    /// Moves the selection by `delta` rows, staying in range; the row is then
    /// [`Listing::chosen`].
    pub fn move_by(&mut self, delta: isize) {
        let max = self.visible.len().saturating_sub(1);
        let next = (self.selected.min(max) as isize + delta).clamp(0, max as isize);
        self.selected = next as usize;
        self.chosen = true;
    }

    /// The screen of this list is entered anew: no row is [`Listing::chosen`] (a score typed
    /// alone there needs a table first, so it never lands on a table the director did not
    /// choose); with `at_top` the selection goes back to the first row unless a search is on.
    pub fn entered(&mut self, at_top: bool) {
        self.chosen = false;
        if at_top && self.query.is_empty() {
            self.selected = 0;
        }
    }

    /// Keeps the selection within the visible rows.
    pub fn clamp(&mut self) {
        self.selected = self.selected.min(self.visible.len().saturating_sub(1));
    }

    /// The selected row's data index.
    pub fn current(&self) -> Option<usize> {
        self.visible.get(self.selected).copied()
    }

    /// Selects the row showing data index `i`, if shown.
    pub fn select_data(&mut self, i: usize) {
        if let Some(pos) = self.visible.iter().position(|&v| v == i) {
            self.selected = pos;
        }
    }

    /// The first visible row for a window of `height` rows that keeps the selection in view,
    /// near the middle once the list is longer than the window. Stateless, so render can
    /// compute it.
    pub fn offset(&self, height: usize) -> usize {
        let len = self.visible.len();
        if len <= height || height == 0 {
            return 0;
        }
        self.selected
            .saturating_sub(height / 2)
            .min(len.saturating_sub(height))
    }
}

/// The registration list of any system whose entrants are the registry's participants: every
/// participant in registration order, or those whose name the search finds.
pub(crate) fn refresh_registration(app: &mut crate::tui::App) {
    let Some(s) = &app.session else {
        app.registration.visible.clear();
        return;
    };
    let q = crate::search::Query::new(&app.registration.query);
    let names = &s.views().names;
    app.registration.visible = (0..s.tournament().registry.participants.len())
        .filter(|&i| q.is_empty() || names.get(i).is_some_and(|k| q.matches(k)))
        .collect();
}

/// The participant on the registration list's selected row.
pub(crate) fn selected_participant(app: &crate::tui::App) -> Option<&crate::game::Participant> {
    let s = app.session.as_ref()?;
    app.registration
        .current()
        .and_then(|i| s.tournament().registry.participants.get(i))
}

/// `text` broken into lines of at most `width` characters at spaces; a word longer than a
/// line is split. Never drops a character, so a message stays readable whole.
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let mut word = word.to_string();
        loop {
            let (have, need) = (line.chars().count(), word.chars().count());
            let sep = usize::from(have > 0);
            if have + sep + need <= width {
                if sep == 1 {
                    line.push(' ');
                }
                line.push_str(&word);
                break;
            }
            if have > 0 {
                lines.push(std::mem::take(&mut line));
                continue;
            }
            // A word longer than the line: split it.
            let head: String = word.chars().take(width).collect();
            word = word.chars().skip(width).collect();
            lines.push(head);
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// Splits `area` into a one-line header and the rest.
pub(crate) fn header_and_body(area: Rect) -> (Rect, Rect) {
    let [h, b] = Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(area);
    (h, b)
}

/// `s` cut to `width` characters, with `…` when cut.
pub(crate) fn fit(s: &str, width: usize) -> String {
    if s.chars().count() <= width {
        s.to_string()
    } else {
        let mut out: String = s.chars().take(width.saturating_sub(1)).collect();
        out.push('…');
        out
    }
}

/// [`fit`] for a player's display name: a ` #id` at its end (the mark that tells two players
/// of the same name apart, `Registry::display_names`) is kept whole and the name before it
/// is shortened instead: `Anna Sch… #11`.
pub(crate) fn fit_name(s: &str, width: usize) -> String {
    if s.chars().count() <= width {
        return s.to_string();
    }
    match s.rsplit_once(" #") {
        Some((name, id)) if !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()) => {
            let suffix = format!(" #{id}");
            let room = width.saturating_sub(suffix.chars().count());
            if room >= 2 {
                format!("{}{suffix}", fit(name, room))
            } else {
                fit(s, width)
            }
        }
        _ => fit(s, width),
    }
}

/// Writes one row of text at line `dy` of `area`, the whole width in `style`.
pub(crate) fn put_row(
    buf: &mut Buffer,
    area: Rect,
    dy: usize,
    text: &str,
    style: ratatui::style::Style,
) {
    if dy >= area.height as usize {
        return;
    }
    let row = Rect::new(area.x, area.y + dy as u16, area.width, 1);
    buf.set_style(row, style);
    buf.set_stringn(row.x, row.y, text, row.width as usize, style);
}

/// Writes styled spans at line `dy` of `area`, the row's base style first.
pub(crate) fn put_line(
    buf: &mut Buffer,
    area: Rect,
    dy: usize,
    line: &Line<'_>,
    base: ratatui::style::Style,
) {
    if dy >= area.height as usize {
        return;
    }
    let row = Rect::new(area.x, area.y + dy as u16, area.width, 1);
    buf.set_style(row, base);
    buf.set_line(row.x, row.y, line, row.width);
}

#[cfg(test)]
mod fit_tests {
    use super::fit_name;

    #[test]
    fn a_shortened_name_keeps_its_id() {
        assert_eq!(fit_name("Anna Schmidt #11", 13), "Anna Sch… #11");
        assert_eq!(fit_name("Anna Schmidt #11", 16), "Anna Schmidt #11");
        assert_eq!(fit_name("Anna Schmidt", 8), "Anna Sc…");
        assert_eq!(fit_name("Team #blue", 6), "Team …");
        assert_eq!(fit_name("A #123456", 5), "A #1…");
    }
}
