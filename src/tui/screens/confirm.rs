//! A yes/no question before a change that is hard to take back or easy to do by mistake.
//! Only `y` answers yes and `n` / Esc no: Enter ends every typed line at the desk, so a second
//! Enter (or a name typed while the question is open) must not change data. `y` and `n` count
//! only after half a second without typing ([`App::confirm_guard`]), so a name typed ahead
//! cannot answer with its `n`. Any other key leaves the question open, is listed in it ("not
//! taken: Karl Fuchs⏎Le", [`App::stray_keys`]) and it says how to answer
//! ([`App::confirm_nudge`]).

use crate::i18n;
use crate::tui::app::{App, Pending};
use crate::tui::game;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};

/// The line a question shows after a key that does not answer it (a Fluent key).
pub const NUDGE: &str = i18n::key("desk-confirm-nudge");

/// The length a restarted clock runs: the round length in force.
fn restart_minutes(app: &App) -> u32 {
    app.session.as_ref().map_or(0, |s| {
        let t = s.tournament();
        t.clock.length.or(t.game.round_minutes()).unwrap_or(0)
    })
}

/// The question for a pending change.
pub fn question(app: &App, p: &Pending) -> String {
    match p {
        Pending::Quit => i18n::t("desk-ask-quit").to_string(),
        Pending::Publish => game::publish_question(app),
        Pending::DeleteDraft => i18n::t("desk-ask-delete-draft").to_string(),
        Pending::Undo(what) => {
            // The round of the command taken back, so the director knows which round `y`
            // changes: its audit entry has it.
            let round = app.session.as_ref().and_then(|s| {
                s.tournament()
                    .audit
                    .iter()
                    .rev()
                    .find(|a| a.text() == *what)
                    .and_then(|a| a.round)
            });
            match round {
                Some(r) => crate::tr!("desk-ask-undo-round", round = r.0, what = what.as_str()),
                None => crate::tr!("desk-ask-undo", what = what.as_str()),
            }
        }
        Pending::Drop(p) => game::drop_question(app, *p)
            .unwrap_or_else(|| crate::tr!("desk-ask-drop", name = app.display_name(*p))),
        Pending::ClockRestart(round) => {
            crate::tr!(
                "wf-clock-ask-restart",
                round = round.0,
                minutes = restart_minutes(app)
            )
        }
        Pending::Game(p) => game::question(app, p),
        Pending::AcceptReport {
            table,
            entered,
            reported,
            ..
        } => crate::tr!(
            "desk-ask-accept-report",
            table = table.0,
            entered = entered.as_str(),
            reported = reported.as_str()
        ),
        Pending::DismissReports {
            table, reported, ..
        } => crate::tr!(
            "desk-ask-dismiss-reports",
            table = table.0,
            reported = reported.as_str()
        ),
        Pending::Restore { path, seq, last } => crate::tr!(
            "desk-ask-restore",
            file = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned()
            ),
            seq = *seq,
            last = last.as_str()
        ),
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
        let w = area.width.saturating_sub(4).min(64);
        let mut lines = vec![Line::raw(format!(
            "{} {}",
            question(self.app, self.pending),
            i18n::t("desk-confirm-yn")
        ))];
        if !self.app.stray_keys.is_empty() {
            lines.push(Line::styled(
                crate::tr!(
                    "desk-confirm-not-taken",
                    keys = self.app.stray_keys.as_str()
                ),
                self.app.theme.error,
            ));
        }
        if self.app.confirm_nudge {
            lines.push(Line::styled(i18n::t(NUDGE), self.app.theme.error));
        }
        // Wrapped lines of the question (a rough count: words are not split) plus borders.
        let inner = usize::from(w.saturating_sub(2)).max(1);
        let text_rows: usize = lines
            .iter()
            .map(|l| super::wrap_words(&l.to_string(), inner).len())
            .sum();
        let h = (text_rows as u16 + 2).max(5).min(area.height);
        let popup = Rect::new(
            area.x + (area.width - w) / 2,
            area.y + area.height.saturating_sub(h) / 2,
            w,
            h,
        );
        Clear.render(popup, buf);
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!(" {} ", i18n::t("desk-confirm-title")))
                    .border_style(self.app.theme.warning),
            )
            .render(popup, buf);
    }
}
