//! The screens and popups, one file each, and the frame around them: tab bar, status line,
//! message or input line, footer hints from the key map. Render never mutates and never does
//! I/O: every `impl Widget` here reads `&App`.

pub mod audit;
pub mod confirm;
pub mod form;
pub mod help;
pub mod new_event;
pub mod picker;
pub mod print_dialog;

use super::app::{App, InputPurpose, Popup, Screen};
use super::game;
use super::keymap;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

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
}

impl Listing {
    /// Moves the selection by `delta` rows, staying in range.
    pub fn move_by(&mut self, delta: isize) {
        let max = self.visible.len().saturating_sub(1);
        let next = (self.selected.min(max) as isize + delta).clamp(0, max as isize);
        self.selected = next as usize;
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

/// The most lines the message line grows to (an error and its allowed values must be
/// readable whole); the list above gives up the rows.
pub const MESSAGE_LINES: usize = 3;

/// Whole footer hints that fit in `width` columns, in the order given (the key map's
/// priority), always ending with `help` (`?`): a hint that does not fit is left out with all
/// after it, never cut mid-word. Each hint is drawn as ` keys:label`.
pub fn fit_hints(hints: &[(String, &'static str)], width: usize) -> Vec<(String, &'static str)> {
    let len = |(k, l): &(String, &'static str)| 2 + k.chars().count() + l.chars().count();
    let help = hints.iter().find(|(_, l)| *l == "help").cloned();
    let mut room = width.saturating_sub(help.as_ref().map_or(0, len));
    let mut out = Vec::new();
    for h in hints.iter().filter(|(_, l)| *l != "help") {
        if len(h) > room {
            break;
        }
        room -= len(h);
        out.push(h.clone());
    }
    out.extend(help);
    out
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let message_rows = (self.message_lines(area.width as usize).len()
            + usize::from(self.input.is_some()))
        .max(1) as u16;
        let [tabs, body, status, message, footer] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(3),
            Constraint::Length(1),
            Constraint::Length(message_rows),
            Constraint::Length(1),
        ])
        .areas(area);
        self.render_tabs(tabs, buf);
        match self.screen {
            Screen::Picker => picker::PickerScreen { app: self }.render(body, buf),
            Screen::Audit => audit::AuditScreen { app: self }.render(body, buf),
            _ => game::render(self, body, buf),
        }
        self.render_status(status, buf);
        self.render_message(message, buf);
        self.render_footer(footer, buf);
        match &self.popup {
            Some(Popup::Help(scroll)) => help::HelpPopup {
                app: self,
                scroll: *scroll,
            }
            .render(area, buf),
            Some(Popup::Confirm(p)) => confirm::ConfirmPopup {
                app: self,
                pending: p,
            }
            .render(area, buf),
            Some(Popup::Print(d)) => print_dialog::PrintDialogPopup {
                app: self,
                dialog: d,
            }
            .render(area, buf),
            Some(Popup::NewEvent(f)) => {
                new_event::NewEventPopup { app: self, form: f }.render(area, buf)
            }
            None => {}
        }
    }
}

impl App {
    fn render_tabs(&self, area: Rect, buf: &mut Buffer) {
        let th = &self.theme;
        let mut spans = Vec::new();
        if self.session.is_none() {
            spans.push(Span::styled(" turnier · Tournaments ", th.tab_active));
        } else {
            for (i, s) in Screen::DESK.iter().enumerate() {
                let title = self.screen_title(*s).unwrap_or_default();
                let label = format!(" {} {} ", i + 1, title);
                if *s == self.screen {
                    spans.push(Span::styled(format!("[{}]", label.trim()), th.tab_active));
                } else {
                    spans.push(Span::styled(label, th.tab));
                }
            }
        }
        Paragraph::new(Line::from(spans)).render(area, buf);
    }

    fn render_status(&self, area: Rect, buf: &mut Buffer) {
        let th = &self.theme;
        let text = match &self.session {
            None => format!(" data folder: {}", self.data_dir.display()),
            Some(s) => game::status(self, s, area.width as usize),
        };
        Paragraph::new(text).style(th.status).render(area, buf);
    }

    fn render_message(&self, area: Rect, buf: &mut Buffer) {
        let th = &self.theme;
        let style = if self.message.as_ref().is_some_and(|m| m.error) {
            th.error
        } else {
            th.info
        };
        let mut lines: Vec<Line> = self
            .message_lines(area.width as usize)
            .into_iter()
            .map(|l| Line::from(Span::styled(l, style)))
            .collect();
        if let Some(input) = &self.input {
            let prompt = match &input.purpose {
                InputPurpose::Search => "search: ".to_string(),
                InputPurpose::OpenPath => "open file: ".to_string(),
                InputPurpose::Game(purpose) => game::prompt(self, purpose, area.width),
            };
            // The cursor: a block at the end, else the character under it in reverse video
            // (readable without colour).
            let at = input.text.chars().count().saturating_sub(self.input_tail);
            let head: String = input.text.chars().take(at).collect();
            let mut rest = input.text.chars().skip(at);
            let mut spans = vec![Span::styled(prompt, th.prompt), Span::raw(head)];
            match rest.next() {
                None => spans.push(Span::styled("█", th.cursor)),
                Some(c) => {
                    spans.push(Span::styled(c.to_string(), th.selected));
                    spans.push(Span::raw(rest.collect::<String>()));
                }
            }
            lines.push(Line::from(spans));
        }
        Paragraph::new(lines).render(area, buf);
    }

    /// The status message wrapped to `width` (at most [`MESSAGE_LINES`]). While a text field
    /// is typed only an error shows (above the field: why the line was not taken), else none.
    fn message_lines(&self, width: usize) -> Vec<String> {
        let shown = self
            .message
            .as_ref()
            .filter(|m| self.input.is_none() || m.error);
        let Some(m) = shown else {
            return if self.input.is_some() {
                Vec::new()
            } else {
                vec![String::new()]
            };
        };
        let text = if m.error {
            format!("error: {}", m.text)
        } else {
            m.text.clone()
        };
        // One column of indent, also on the continuation lines.
        let mut lines: Vec<String> = wrap_words(&text, width.saturating_sub(1).max(1))
            .into_iter()
            .map(|l| format!(" {l}"))
            .collect();
        if lines.len() > MESSAGE_LINES {
            lines.truncate(MESSAGE_LINES);
            if let Some(last) = lines.last_mut() {
                *last = fit(&format!("{last} …"), width);
            }
        }
        lines
    }

    fn render_footer(&self, area: Rect, buf: &mut Buffer) {
        let th = &self.theme;
        let mut spans = Vec::new();
        // The key map's order is the priority (how to switch screens where digits type, then
        // the screen's keys, then the desk's); `?:help` always ends the bar, and `?` lists
        // every key that did not fit.
        let mut hints = game::footer_hints(self, keymap::hints(&self.contexts()));
        if self.session.is_none() {
            // In the picker there is nothing to undo or print yet.
            hints.retain(|(_, label)| !matches!(*label, "undo" | "print"));
        }
        let hints = fit_hints(&hints, area.width as usize);
        for (keys, label) in hints {
            spans.push(Span::styled(format!(" {keys}"), th.key));
            spans.push(Span::styled(format!(":{label}"), th.hint));
        }
        Paragraph::new(Line::from(spans)).render(area, buf);
    }
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
