//! A yes/no question while it is open: the keys it takes (only `y`, `n` and Esc, `y` and `n`
//! only after a pause), the keys it does not take (kept and shown, never replayed), and its
//! answer, which runs the change it asked about through [`App::run`]. The questions' words are
//! in [`crate::tui::screens::confirm`].

use super::{App, Message, Pending, Popup};
use crate::game::Command;
use crate::tui::effect::Effect;
use crate::tui::game;
use crate::tui::keymap::{self, Action};
use crate::tui::session::Session;
use crossterm::event::{KeyCode, KeyEvent, KeyEventKind};

/// How long a question ignores `y` and `n` after it opens or after a key not taken
/// ([`App::confirm_guard`]).
pub const CONFIRM_GUARD_MS: i64 = 500;

/// A key as listed among the keys a question did not take: the character typed, `⏎` for
/// Enter, `⌫` for Backspace, `⇥` for Tab, other keys by name in `‹›`.
pub fn stray_text(key: KeyEvent) -> String {
    match key.code {
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Enter => "⏎".into(),
        KeyCode::Backspace => "⌫".into(),
        KeyCode::Tab => "⇥".into(),
        other => format!("‹{}›", keymap::key_name(other)),
    }
}

impl App {
    /// A key while a question is open. Only y, n and Esc answer, and y and n only after a
    /// pause ([`App::confirm_guard`]) since the question opened and since the last key it did
    /// not take: a director typing the next names has not seen the question, and the `n` of
    /// "Lena" must not answer it. Every key not taken is kept in [`App::stray_keys`] and shown,
    /// so nothing typed ahead is lost unseen.
    pub(super) fn on_question_key(&mut self, key: KeyEvent, action: Option<Action>) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        let settled = self.now - self.confirm_since >= self.confirm_guard;
        match action {
            Some(Action::No) if key.code == KeyCode::Esc => self.answer(false),
            // Another program saved the file since the question opened: what it asked may no
            // longer be what `y` would do, so it is asked again over the state now loaded.
            Some(Action::Yes) if self.loads_moved() => {
                self.confirm_loads = self.session.as_ref().map_or(0, Session::loads);
                self.confirm_since = self.now;
                self.error(crate::i18n::t("gsf-question-again"));
            }
            Some(a @ (Action::Yes | Action::No)) if settled => self.answer(a == Action::Yes),
            _ => {
                self.stray_keys.push_str(&stray_text(key));
                self.confirm_since = self.now;
                self.confirm_nudge = true;
            }
        }
    }

    /// Whether the file was loaded again since the open question opened.
    fn loads_moved(&self) -> bool {
        self.session
            .as_ref()
            .is_some_and(|s| s.loads() != self.confirm_loads)
    }

    /// Answers the open question; keys it did not take are named in the status line after
    /// the outcome.
    ///
    /// A question about a name typed on the add line (a duplicate) opens the line again after
    /// the answer, so the next names go on being names (continuous registration). Keys typed
    /// while it was open are then named above the line, as an error so that the line shows
    /// them: a note that is not an error stays hidden while a line is typed.
    pub(super) fn answer(&mut self, yes: bool) {
        self.confirm_nudge = false;
        let stray = std::mem::take(&mut self.stray_keys);
        let mut reopened = false;
        if let Some(Popup::Confirm(p)) = self.popup.take() {
            let line = p.line_after();
            self.on_confirm(p, yes);
            if let Some(line) = line.filter(|_| self.popup.is_none()) {
                self.input = Some(line);
                reopened = true;
            }
        }
        if reopened && !stray.is_empty() {
            self.error(crate::tr!("desk-stray-type-again", keys = stray.as_str()));
        } else if !stray.is_empty() {
            let (text, error) = self
                .message
                .take()
                .map_or((String::new(), false), |m| (m.text, m.error));
            let note = crate::tr!("desk-stray-not-taken", keys = stray.as_str());
            self.message = Some(Message {
                text: if text.is_empty() {
                    note
                } else {
                    format!("{text} · {note}")
                },
                error,
            });
        }
    }

    pub(super) fn on_confirm(&mut self, pending: Pending, yes: bool) {
        if !yes && matches!(pending, Pending::ClockRestart(_)) {
            self.popup = Some(Popup::Clock);
        }
        if !yes {
            // What `n` leaves standing, where it is more than nothing (a late arrival stays
            // registered, and the director is told how to seat them later, or that they sit
            // the round out).
            let said = match &pending {
                Pending::Game(p) => crate::tui::game::declined(self, p),
                _ => None,
            };
            self.info(said.unwrap_or_else(|| crate::i18n::t("desk-cancelled").into()));
            return;
        }
        let effect = match pending {
            Pending::Quit => {
                self.should_quit = true;
                Effect::done()
            }
            Pending::Publish => Effect::run(Command::Publish),
            Pending::DeleteDraft => Effect::run(Command::DeleteDraft),
            Pending::Undo(_) => {
                self.undo();
                Effect::done()
            }
            Pending::Drop(player) => Effect::run(Command::Drop { player }),
            Pending::AcceptReport { round, table, .. } => Effect::run(Command::Reports(
                crate::game::reports::ReportCommand::Accept { round, table },
            )),
            Pending::DismissReports { round, table, .. } => Effect::run(Command::Reports(
                crate::game::reports::ReportCommand::Dismiss { round, table },
            )),
            Pending::ClockRestart(round) => {
                // Back to the clock view it was asked from.
                self.popup = Some(Popup::Clock);
                Effect::run(Command::Clock(crate::game::clock::ClockCommand::Start {
                    round,
                    at: self.now,
                }))
            }
            Pending::Game(p) => game::on_confirm(self, p),
            Pending::Restore { path, seq, .. } => {
                crate::tui::screens::picker::restore(self, &path, seq);
                Effect::done()
            }
        };
        self.run(effect);
    }
}
