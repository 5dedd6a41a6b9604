//! The `?` overlay: every binding of the screen shown and of the whole desk, read from the key
//! map (the same table dispatch uses).

use crate::i18n;
use crate::tui::app::App;
use crate::tui::game;
use crate::tui::keymap::{self, Action, Context};
use crossterm::event::KeyCode;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};

/// The name of screen key `n` as the tab bar has it at this event, lower case: `draw` at a
/// Muck event where Swiss has `pairings`; `None` while no event is open.
fn screen_label(app: &App, n: u8) -> Option<String> {
    let s = app.desk_screens().get(usize::from(n).checked_sub(1)?)?;
    let title = app.screen_title(*s)?;
    // English lists the keys in lower case (`pairings`); German nouns keep their capital.
    Some(match i18n::lang() {
        i18n::Lang::En => title.to_lowercase(),
        i18n::Lang::De => title.to_string(),
    })
}

/// The help overlay.
pub struct HelpPopup<'a> {
    /// The desk.
    pub app: &'a App,
    /// Lines scrolled.
    pub scroll: u16,
}

impl Widget for &HelpPopup<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = &self.app.theme;
        let screen = self.app.screen_context();
        // Where the screen's keys take the digits, `1`..`5` do not switch screens there:
        // "Everywhere" then lists only the F-keys for them.
        let digits_typed = keymap::digits_typed(&[screen, Context::Global]);
        let mut contexts = vec![screen, Context::Global];
        contexts.extend([Context::Input, Context::Confirm, Context::PrintDialog]);
        if self.app.session.is_none() {
            contexts.push(Context::NewEvent);
        }
        contexts.extend([Context::Desk, Context::DeskSettings, Context::Clock]);
        let mut lines = Vec::new();
        for ctx in contexts {
            lines.push(Line::styled(ctx.title(), th.header));
            for b in keymap::of_context(ctx) {
                // Screen keys beyond the event's tabs (`6` where there are five) are left out.
                if let Action::Screen(n) = b.action
                    && usize::from(n) > self.app.desk_screens().len()
                {
                    continue;
                }
                let keys = if ctx == Context::Global && digits_typed {
                    b.keys
                        .iter()
                        .filter(|k| !matches!(k, KeyCode::Char(c) if c.is_ascii_digit()))
                        .map(|k| keymap::key_name(*k))
                        .collect::<Vec<_>>()
                        .join("/")
                } else {
                    keymap::keys_label(b)
                };
                // A screen key is named by the tab's title at this event (a Muck event: draw,
                // score sheets, ranking), not by the Swiss label.
                let label = match b.action {
                    Action::Screen(n) => screen_label(self.app, n).unwrap_or(b.text().into()),
                    _ => b.text().into(),
                };
                lines.push(Line::from(vec![
                    Span::styled(format!("  {keys:<16}"), th.key),
                    Span::raw(label),
                ]));
            }
            if ctx == screen {
                // How to type what the screen takes (scores), in the system's words.
                lines.extend(game::help_lines(self.app, th));
            }
            if ctx == Context::Input {
                lines.push(Line::raw(format!(
                    "  {:<16} {}",
                    i18n::t("desk-help-other-keys"),
                    i18n::t("desk-help-typed-into-the-field")
                )));
            }
            if ctx != Context::Global && keymap::digits_typed(&[ctx, Context::Global]) {
                let (keys, label) = keymap::SCREEN_SWITCH;
                lines.push(Line::from(vec![
                    Span::styled(format!("  {keys:<16}"), th.key),
                    Span::raw(crate::tr!(
                        "desk-help-digits-type-here",
                        label = i18n::t(label)
                    )),
                ]));
            }
            lines.push(Line::raw(""));
        }
        let w = area.width.saturating_sub(4).min(60);
        let h = area.height.saturating_sub(2);
        let popup = Rect::new(area.x + (area.width - w) / 2, area.y + 1, w, h);
        Clear.render(popup, buf);
        // Never scrolled past the last line (PgDn steps by ten).
        let last = u16::try_from(lines.len().saturating_sub(1)).unwrap_or(u16::MAX);
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .scroll((self.scroll.min(last), 0))
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!(" {} ", i18n::t("desk-help-title"))),
            )
            .render(popup, buf);
    }
}
