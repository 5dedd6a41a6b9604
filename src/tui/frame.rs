//! The frame around the screen shown: the tab bar, the status line, the message or typed
//! line, the footer's hints from the key map, and the popup over it all. The screen itself is
//! the picker's, the audit log's, or the system's (through [`game`]).

use super::app::{App, InputPurpose, Popup, Screen};
use super::game;
use super::keymap;
use super::screens::{
    audit, confirm, desk_settings, fit, help, new_event, picker, print_dialog, wrap_words,
};
use crate::i18n;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// The most lines the message line grows to (an error and its allowed values must be
/// readable whole); the list above gives up the rows.
pub const MESSAGE_LINES: usize = 3;

/// The footer label of `?` (its Fluent key): the hint that always ends the bar.
const HELP: &str = i18n::key("desk-key-help");

/// Whole footer hints that fit in `width` columns, in the order given (the key map's
/// priority), always ending with `help` (`?`): a hint that does not fit is left out with all
/// after it, never cut mid-word. Each hint is drawn as ` keys:label`; `hints` carry the
/// labels as Fluent keys ([`keymap::hints`]), and so does the result; the widths are those
/// of the texts in the language in force.
pub fn fit_hints(hints: &[(String, &'static str)], width: usize) -> Vec<(String, &'static str)> {
    let len = |(k, l): &(String, &'static str)| 2 + k.chars().count() + i18n::t(l).chars().count();
    let help = hints.iter().find(|(_, l)| *l == HELP).cloned();
    let mut room = width.saturating_sub(help.as_ref().map_or(0, len));
    let mut out = Vec::new();
    for h in hints.iter().filter(|(_, l)| *l != HELP) {
        if len(h) > room {
            break;
        }
        room -= len(h);
        out.push(h.clone());
    }
    out.extend(help);
    out
}

/// `text` cut after its last whole ` · ` part that fits in `width` columns (the event's status
/// line beside the round clock): a part is never cut mid-word.
fn cut_at_dot(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let head: String = text.chars().take(width).collect();
    match head.rfind(" · ") {
        Some(at) => head[..at].to_string(),
        None => head,
    }
}

impl Widget for &App {
    /// The frame in the desk's language ([`App::lang`]).
    fn render(self, area: Rect, buf: &mut Buffer) {
        i18n::with_lang(self.lang, || self.render_frame(area, buf));
    }
}

impl App {
    fn render_frame(&self, area: Rect, buf: &mut Buffer) {
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
            Some(Popup::Settings(s)) => desk_settings::DeskSettingsPopup {
                app: self,
                settings: s,
            }
            .render(area, buf),
            Some(Popup::Clock) => super::clock::ClockView { app: self }.render(area, buf),
            Some(Popup::Wall(state)) => {
                super::wall::WallView { app: self, state }.render(area, buf)
            }
            None => {}
        }
    }

    fn render_tabs(&self, area: Rect, buf: &mut Buffer) {
        let th = &self.theme;
        let mut spans = Vec::new();
        if self.session.is_none() {
            spans.push(Span::styled(
                format!(" turnier · {} ", i18n::t("desk-tab-tournaments")),
                th.tab_active,
            ));
        } else {
            for (i, s) in self.desk_screens().iter().enumerate() {
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
        // A pairing on a worker: the status line says so, and for how long, so a long pairing
        // never looks like a desk that hangs.
        if let Some(working) = super::job::status(self) {
            Paragraph::new(working)
                .style(th.tab_active)
                .render(area, buf);
            return;
        }
        let text = match &self.session {
            None => format!(
                " {}",
                crate::tr!(
                    "desk-status-data-folder",
                    path = self.data_dir.display().to_string()
                )
            ),
            Some(s) => {
                // The network (a shared event) and the round clock stand at the right end;
                // the event's line gets the rest.
                let link = self.link_text();
                let clock = super::clock::status(self);
                if link.is_none() && clock.is_none() {
                    game::status(self, s, area.width as usize)
                } else {
                    let mut right: Vec<(String, ratatui::style::Style)> = Vec::new();
                    if let Some((text, offline)) = link {
                        let style = if offline { th.warning } else { th.status };
                        right.push((format!(" {text} "), style));
                    }
                    if let Some((clock, expired)) = clock {
                        let style = if expired { th.error } else { th.tab_active };
                        right.push((format!(" {clock} "), style));
                    }
                    let mut x = area.x + area.width;
                    for (text, style) in right.iter().rev() {
                        let w = (text.chars().count() as u16).min(x - area.x);
                        x -= w;
                        let at = Rect {
                            x,
                            width: w,
                            ..area
                        };
                        Paragraph::new(text.as_str()).style(*style).render(at, buf);
                    }
                    let left = Rect {
                        width: x - area.x,
                        ..area
                    };
                    let text = cut_at_dot(
                        &game::status(self, s, left.width as usize),
                        left.width as usize,
                    );
                    Paragraph::new(text).style(th.status).render(left, buf);
                    return;
                }
            }
        };
        Paragraph::new(text).style(th.status).render(area, buf);
    }

    /// The status line's words on the network of a shared event (`2 desks`, `offline · 3
    /// changes not yet sent`) and whether no other desk is connected; `None` for a file
    /// that is no replica.
    pub(crate) fn link_text(&self) -> Option<(String, bool)> {
        let l = *self.link.as_ref()?.lock().ok()?;
        let head = if l.offline() {
            i18n::t("desk-link-offline").to_string()
        } else {
            crate::tr!("desk-link-desks", count = l.connected)
        };
        let text = match l.not_yet_sent {
            0 => head,
            n => format!("{head} · {}", crate::tr!("desk-link-not-sent", count = n)),
        };
        Some((text, l.offline()))
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
                InputPurpose::Search => format!("{} ", i18n::t("desk-prompt-search")),
                InputPurpose::OpenPath => format!("{} ", i18n::t("desk-prompt-open-file")),
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
            crate::tr!("desk-message-error", text = m.text.as_str())
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
            hints.retain(|(_, label)| {
                *label != i18n::key("desk-key-undo") && *label != i18n::key("desk-key-print")
            });
        }
        // `j` answers yes too on the German desk: the footer says so as the question's title
        // does.
        for (keys, label) in &mut hints {
            if *label == i18n::key("desk-key-yes") && keys == "y" {
                *keys = i18n::t("gsf-yes-keys").to_string();
            }
        }
        let hints = fit_hints(&hints, area.width as usize);
        for (keys, label) in hints {
            spans.push(Span::styled(format!(" {keys}"), th.key));
            spans.push(Span::styled(format!(":{}", i18n::t(label)), th.hint));
        }
        Paragraph::new(Line::from(spans)).render(area, buf);
    }
}
