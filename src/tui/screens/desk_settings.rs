//! The desk's own settings (`L` or F6, everywhere): a small popup whose rows change how the
//! desk shows things, never the event. Its one row so far is the language (issue 12, item 2):
//! `Sprache / Language: [Deutsch]  English`; ← → or Space choose, and the choice takes effect
//! at once: it is the desk's language ([`App::lang`]), the next frame is drawn in it, and the
//! terminal loop makes it the process's ([`i18n::set_lang`]). The desk starts in the language
//! `main.rs` set. Nothing here is written into the event or its file.

use super::form;
use crate::i18n::{self, Lang};
use crate::tui::app::{App, Popup};
use crate::tui::keymap::{self, Action, Context};
use crossterm::event::KeyEvent;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

/// A row of the desk settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeskRow {
    /// The language of the desk.
    Language,
}

impl DeskRow {
    /// The rows in the popup's order.
    pub const ALL: [DeskRow; 1] = [DeskRow::Language];

    /// The row's label. The language row says it in both languages, so that a director who
    /// reads only one finds it.
    pub fn label(self) -> &'static str {
        match self {
            Self::Language => "Sprache / Language",
        }
    }
}

/// The open popup: the row selected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeskSettings {
    /// The selected row.
    pub row: DeskRow,
}

/// Opens the popup on its first row.
pub(crate) fn open(app: &mut App) {
    app.popup = Some(Popup::Settings(DeskSettings {
        row: DeskRow::Language,
    }));
}

/// A key while the popup is open: ↑ ↓ choose the row, ← → Space the value (in effect at
/// once), Enter or Esc close.
pub(crate) fn on_key(app: &mut App, key: KeyEvent) {
    let Some(Popup::Settings(mut s)) = app.popup else {
        return;
    };
    match keymap::lookup(&[Context::DeskSettings], key) {
        Some(Action::Submit | Action::Cancel) => {
            app.popup = None;
            return;
        }
        Some(Action::Up) => s.row = form::cycle(&DeskRow::ALL, s.row, -1),
        Some(Action::Down) => s.row = form::cycle(&DeskRow::ALL, s.row, 1),
        Some(a @ (Action::PrevOption | Action::NextOption)) => {
            let step = if a == Action::NextOption { 1 } else { -1 };
            match s.row {
                DeskRow::Language => {
                    app.lang = form::cycle(&Lang::ALL, app.lang, step);
                    // The picker's entrants (`9 Spieler`) are worded when the folder is read.
                    if app.session.is_none() {
                        let lang = app.lang;
                        i18n::with_lang(lang, || app.picker.reload(&app.data_dir));
                    }
                }
            }
        }
        _ => {}
    }
    app.popup = Some(Popup::Settings(s));
}

/// The popup.
pub struct DeskSettingsPopup<'a> {
    /// The desk.
    pub app: &'a App,
    /// Its state.
    pub settings: &'a DeskSettings,
}

/// Columns of the label column.
const LABEL: usize = 20;

impl Widget for &DeskSettingsPopup<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = &self.app.theme;
        let mut lines: Vec<Line> = DeskRow::ALL
            .iter()
            .map(|row| {
                let value = match row {
                    DeskRow::Language => form::choices(
                        th,
                        Lang::ALL
                            .iter()
                            .map(|l| (l.name().to_string(), *l == self.app.lang)),
                    ),
                };
                form::row(th, *row == self.settings.row, row.label(), LABEL, value)
            })
            .collect();
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            format!(" {}", i18n::t("desk-settings-not-in-event")),
            th.dim,
        ));
        lines.push(Line::styled(
            format!(" {}", i18n::t("desk-settings-keys")),
            th.dim,
        ));
        let width = lines.iter().map(Line::width).max().unwrap_or(0).max(40) as u16 + 2;
        let popup = form::centered(area, width, lines.len());
        Clear.render(popup, buf);
        Paragraph::new(lines)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!(" {} ", i18n::t("desk-settings-title"))),
            )
            .render(popup, buf);
    }
}
