//! The `?` overlay: every binding of the screen shown and of the whole desk, read from the key
//! map (the same table dispatch uses).

use crate::tui::app::App;
use crate::tui::keymap::{self, Context};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

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
        let mut contexts = vec![self.app.screen_context(), Context::Global];
        contexts.extend([Context::Input, Context::Confirm, Context::PrintDialog]);
        if self.app.session.is_none() {
            contexts.push(Context::NewEvent);
        }
        let mut lines = Vec::new();
        for ctx in contexts {
            lines.push(Line::styled(ctx.title(), th.header));
            for b in keymap::of_context(ctx) {
                lines.push(Line::from(vec![
                    Span::styled(format!("  {:<16}", keymap::keys_label(b)), th.key),
                    Span::raw(b.label),
                ]));
            }
            if ctx == Context::Input {
                lines.push(Line::raw("  other keys       typed into the field"));
            }
            if ctx == Context::MuckSheets {
                for (typed, what) in super::muck_sheets::FORMS {
                    lines.push(Line::raw(format!("  {typed:<16}{what}")));
                }
            }
            if ctx != Context::Global && keymap::digits_typed(&[ctx, Context::Global]) {
                let (keys, label) = keymap::SCREEN_SWITCH;
                lines.push(Line::from(vec![
                    Span::styled(format!("  {keys:<16}"), th.key),
                    Span::raw(format!("{label} (the digits type here)")),
                ]));
            }
            lines.push(Line::raw(""));
        }
        let w = area.width.saturating_sub(4).min(60);
        let h = area.height.saturating_sub(2);
        let popup = Rect::new(area.x + (area.width - w) / 2, area.y + 1, w, h);
        Clear.render(popup, buf);
        Paragraph::new(lines)
            .scroll((self.scroll, 0))
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(" Keys (↑/↓ scroll, Esc closes) "),
            )
            .render(popup, buf);
    }
}
