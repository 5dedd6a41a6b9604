//! The desk's own settings (`L` or F6, everywhere): a small popup.
//!
//! - `Sprache / Language: [Deutsch]  English` is the desk's language ([`App::lang`]): the
//!   next frame is drawn in it, and the terminal loop makes it the process's
//!   ([`i18n::set_lang`]). The desk starts in the language `main.rs` set. It is not written
//!   into the event.
//! - `Drucksprache` (with an event open) is the event's print language
//!   ([`crate::game::Event::print_language`]: as the desk, Deutsch, English): a command
//!   ([`Command::SetPrintLanguage`]) saved with the event, so a German Muck evening prints in
//!   German on an English laptop.
//!
//! ← → or Space choose, and the choice takes effect at once.

use super::form;
use crate::game::Command;
use crate::i18n::{self, Lang};
use crate::tui::app::{App, Popup};
use crate::tui::effect::Effect;
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
    /// The event's print language.
    PrintLanguage,
}

impl DeskRow {
    /// The rows in the popup's order: the print language only with an event open.
    pub fn all(app: &App) -> Vec<DeskRow> {
        if app.session.is_some() {
            vec![DeskRow::Language, DeskRow::PrintLanguage]
        } else {
            vec![DeskRow::Language]
        }
    }

    /// The row's label. The language row says it in both languages, so that a director who
    /// reads only one finds it.
    pub fn label(self) -> &'static str {
        match self {
            Self::Language => "Sprache / Language",
            Self::PrintLanguage => i18n::t("desk-settings-print-language"),
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

/// The choices of the print language row: as the desk, then each language.
const PRINT_CHOICES: [Option<Lang>; 3] = [None, Some(Lang::De), Some(Lang::En)];

/// The event's print language, if an event is open.
fn print_language(app: &App) -> Option<Lang> {
    app.session
        .as_ref()
        .and_then(|s| s.tournament().print_language)
}

/// A key while the popup is open: ↑ ↓ choose the row, ← → Space the value (in effect at
/// once), Enter or Esc close. A new print language is a command for the desk to run.
pub(crate) fn on_key(app: &mut App, key: KeyEvent) -> Effect {
    let Some(Popup::Settings(mut s)) = app.popup else {
        return Effect::done();
    };
    let rows = DeskRow::all(app);
    let mut effect = Effect::done();
    match keymap::lookup(&[Context::DeskSettings], key) {
        Some(Action::Submit | Action::Cancel) => {
            app.popup = None;
            return effect;
        }
        Some(Action::Up) => s.row = form::cycle(&rows, s.row, -1),
        Some(Action::Down) => s.row = form::cycle(&rows, s.row, 1),
        Some(a @ (Action::PrevOption | Action::NextOption)) => {
            let step = if a == Action::NextOption { 1 } else { -1 };
            match s.row {
                DeskRow::Language => {
                    app.lang = form::cycle(&Lang::ALL, app.lang, step);
                    // What the status line said was in the old language: a screen in one
                    // language with a message in the other reads as a fault.
                    app.message = None;
                    // The picker's entrants (`9 Spieler`) are worded when the folder is read.
                    if app.session.is_none() {
                        let lang = app.lang;
                        i18n::with_lang(lang, || app.picker.reload(&app.data_dir));
                    }
                }
                DeskRow::PrintLanguage => {
                    let lang = form::cycle(&PRINT_CHOICES, print_language(app), step);
                    effect = Effect::run(Command::SetPrintLanguage { lang });
                }
            }
        }
        _ => {}
    }
    app.popup = Some(Popup::Settings(s));
    effect
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
        let now = print_language(self.app);
        let mut lines: Vec<Line> = DeskRow::all(self.app)
            .iter()
            .map(|row| {
                let value = match row {
                    DeskRow::Language => form::choices(
                        th,
                        Lang::ALL
                            .iter()
                            .map(|l| (l.name().to_string(), *l == self.app.lang)),
                    ),
                    DeskRow::PrintLanguage => form::choices(
                        th,
                        PRINT_CHOICES.iter().map(|l| {
                            let name = l.map_or(i18n::t("desk-settings-as-desk"), Lang::name);
                            (name.to_string(), *l == now)
                        }),
                    ),
                };
                form::row(th, *row == self.settings.row, row.label(), LABEL, value)
            })
            .collect();
        lines.push(Line::raw(""));
        let note = if self.app.session.is_some() {
            i18n::t("desk-settings-print-saved")
        } else {
            i18n::t("desk-settings-not-in-event")
        };
        lines.push(Line::styled(format!(" {note}"), th.dim));
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
