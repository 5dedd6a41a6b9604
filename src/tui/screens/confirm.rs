//! A yes/no question before a change that is hard to take back or easy to do by mistake.

use crate::tui::app::{App, Pending};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};

/// The question for a pending change.
pub fn question(app: &App, p: &Pending) -> String {
    match p {
        Pending::Quit => {
            "The draft is not published. Quit anyway? (it stays saved as a draft)".to_string()
        }
        Pending::Publish if app.is_muck() => {
            let n = app
                .session
                .as_ref()
                .and_then(|s| s.tournament().muck.rounds.last())
                .map_or(0, |r| r.number.0);
            format!("Publish the draw of round {n}? Its tables are then fixed.")
        }
        Pending::Publish => {
            let n = app
                .session
                .as_ref()
                .and_then(|s| s.draft())
                .map_or(0, |r| r.number.0);
            format!("Publish round {n}? Its pairings are then fixed.")
        }
        Pending::DeleteDraft => "Delete the draft? (u brings it back)".to_string(),
        Pending::AddDuplicate(name) => {
            format!("{name:?} is registered already. Register a second player of that name?")
        }
        Pending::EarlierResult {
            round,
            table,
            result,
        } => format!("Round {round} is an earlier round. Enter {result} at its table {table}?"),
        Pending::MuckEarlierScore(s) => super::muck_sheets::question(app, s),
    }
}

/// The confirmation popup.
pub struct ConfirmPopup<'a> {
    /// The desk.
    pub app: &'a App,
    /// What waits for a yes.
    pub pending: &'a Pending,
}

impl Widget for &ConfirmPopup<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let w = area.width.saturating_sub(4).min(60);
        let h = 5.min(area.height);
        let popup = Rect::new(
            area.x + (area.width - w) / 2,
            area.y + area.height.saturating_sub(h) / 2,
            w,
            h,
        );
        Clear.render(popup, buf);
        Paragraph::new(question(self.app, self.pending))
            .wrap(Wrap { trim: true })
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(" Confirm: y / Enter = yes, n / Esc = no ")
                    .border_style(self.app.theme.warning),
            )
            .render(popup, buf);
    }
}
