//! The round clock at the desk: its part of the status line on every screen, the full-screen
//! clock (`C`, F7) with the keys that start, pause and extend it, and how often the event loop
//! wakes up while a clock is shown.
//!
//! The desk never reads a clock here: every time shown is [`App::now`] (set from
//! [`App::clock`] at each update, fixed in tests), and every change is a
//! [`ClockCommand`] stamped with it, run through the session like any command.

use super::app::App;
use super::effect::Effect;
use super::frame::fit_hints;
use super::keymap::{self, Action, Context};
use super::screens::fit;
use crate::game::Command;
use crate::game::clock::{ClockCommand, ClockState, MAX_ROUND_MINUTES, mm_ss};
use crate::i18n;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};
use std::time::Duration;

/// How much `<` and `>` change the round length, in minutes.
pub const LENGTH_STEP: u32 = 5;

pub use crate::game::clock::in_play;

/// The clock's words for the status line at `app.now` (`Round 5 · 12:34 left`, `Round 5 ·
/// time · 5 extra turns`) and whether time is up; `None` without a clock in play.
pub fn status(app: &App) -> Option<(String, bool)> {
    let t = app.session.as_ref()?.tournament();
    let c = in_play(t)?;
    let round = c.round.0;
    Some(match c.state(app.now) {
        ClockState::Running(left) => (
            crate::tr!("clock-status-running", round = round, left = mm_ss(left)),
            false,
        ),
        ClockState::Paused(left) => (
            crate::tr!("clock-status-paused", round = round, left = mm_ss(left)),
            false,
        ),
        ClockState::Expired(_) => (
            match t.game.extra_turns() {
                Some(n) => crate::tr!("clock-status-extra-turns", round = round, turns = n),
                None => crate::tr!("clock-status-expired", round = round),
            },
            true,
        ),
    })
}

/// How long the event loop may wait for a key: a second while a clock or the wall screen is
/// shown (its seconds and pages move on), else `idle`.
pub fn tick(app: &App, idle: Duration) -> Duration {
    let shown = app
        .session
        .as_ref()
        .is_some_and(|s| in_play(s.tournament()).is_some())
        || app.full_screen();
    if shown { Duration::from_secs(1) } else { idle }
}

/// A key of the full-screen clock ([`Context::Clock`]): the clock command it gives, stamped
/// with [`App::now`], or the view closed.
pub(crate) fn on_action(app: &mut App, action: Action) -> Effect {
    let Some(s) = app.session.as_ref() else {
        return Effect::done();
    };
    let t = s.tournament();
    let at = app.now;
    let length = t.clock.length.or(t.game.round_minutes());
    let cmd = match action {
        // A running clock is started again only when the director says so: a restart throws
        // away the time the round has run.
        Action::ClockStart => match s.views().latest_fixed {
            Some(round) if in_play(t).is_some_and(|c| c.round == round) => {
                app.popup = Some(crate::tui::app::Popup::Confirm(
                    crate::tui::app::Pending::ClockRestart(round),
                ));
                return Effect::done();
            }
            Some(round) => ClockCommand::Start { round, at },
            None => {
                app.error(i18n::t("clock-err-no-round"));
                return Effect::done();
            }
        },
        Action::ClockPause => match &t.clock.round {
            Some(c) if c.is_paused() => ClockCommand::Resume { at },
            _ => ClockCommand::Pause { at },
        },
        Action::ClockMore => ClockCommand::Extend { minutes: 1 },
        // `-` takes back a minute of extension, never below the round length (`<` shortens
        // the length), so a slip of `-` never cuts into the round's own time.
        Action::ClockLess => match in_play(t) {
            Some(c) if c.extension_minutes > 0 => ClockCommand::Extend { minutes: -1 },
            Some(_) => {
                app.error(i18n::t("wf-clock-no-extension"));
                return Effect::done();
            }
            None => ClockCommand::Extend { minutes: -1 },
        },
        Action::ClockLonger => ClockCommand::SetLength {
            minutes: Some(
                (length.unwrap_or(0) / LENGTH_STEP * LENGTH_STEP + LENGTH_STEP)
                    .min(MAX_ROUND_MINUTES),
            ),
        },
        Action::ClockShorter => ClockCommand::SetLength {
            minutes: Some(
                length
                    .unwrap_or(LENGTH_STEP)
                    .saturating_sub(LENGTH_STEP)
                    .max(LENGTH_STEP),
            ),
        },
        Action::Cancel => {
            app.popup = None;
            return Effect::done();
        }
        _ => return Effect::done(),
    };
    Effect::run(Command::Clock(cmd))
}

/// The 3x5 glyphs of the big digits: `#` is lit.
const GLYPHS: [(char, [&str; 5]); 11] = [
    ('0', ["###", "#.#", "#.#", "#.#", "###"]),
    ('1', [".#.", "##.", ".#.", ".#.", "###"]),
    ('2', ["###", "..#", "###", "#..", "###"]),
    ('3', ["###", "..#", "###", "..#", "###"]),
    ('4', ["#.#", "#.#", "###", "..#", "..#"]),
    ('5', ["###", "#..", "###", "..#", "###"]),
    ('6', ["###", "#..", "###", "#.#", "###"]),
    ('7', ["###", "..#", "..#", "..#", "..#"]),
    ('8', ["###", "#.#", "###", "#.#", "###"]),
    ('9', ["###", "#.#", "###", "..#", "###"]),
    (':', [".", "#", ".", "#", "."]),
];

/// `text` (digits and `:`) in big block letters, each lit cell `sx` columns by `sy` rows,
/// one unlit cell between characters: `5 * sy` lines of equal width.
pub fn big_text(text: &str, sx: usize, sy: usize) -> Vec<String> {
    let mut rows = vec![String::new(); 5];
    for (i, c) in text.chars().enumerate() {
        let Some((_, g)) = GLYPHS.iter().find(|(k, _)| *k == c) else {
            continue;
        };
        for (row, pattern) in rows.iter_mut().zip(g) {
            if i > 0 {
                row.push_str(&" ".repeat(sx));
            }
            for p in pattern.chars() {
                row.push_str(&(if p == '#' { "█" } else { " " }).repeat(sx));
            }
        }
    }
    rows.into_iter()
        .flat_map(|r| std::iter::repeat_n(r, sy.max(1)))
        .collect()
}

/// The widest scale at which `text` in big letters fits `w` x `h` (at least 1 by 1).
fn scale(text: &str, w: usize, h: usize) -> (usize, usize) {
    let cells: usize = text
        .chars()
        .map(|c| if c == ':' { 1 } else { 3 })
        .sum::<usize>()
        + text.chars().count().saturating_sub(1);
    let sy = (h / 5).clamp(1, 3);
    let sx = (w / cells.max(1)).clamp(1, 2 * sy);
    (sx, sy)
}

/// The full-screen clock: the event, the round, the time left in big digits, its state and
/// the length with the extensions; the keys on the last line.
pub struct ClockView<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &ClockView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        Clear.render(area, buf);
        let Some(s) = &app.session else {
            return;
        };
        let t = s.tournament();
        let w = area.width as usize;
        let mut lines: Vec<Line> = vec![Line::styled(fit(&t.name, w), th.header), Line::raw("")];
        let next = match t.clock.length.or(t.game.round_minutes()) {
            Some(m) => crate::tr!("clock-view-next-length", minutes = m),
            None => i18n::t("clock-view-next-no-length").to_string(),
        };
        let footer_rows = 1;
        match in_play(t) {
            None => {
                lines.push(Line::raw(fit(i18n::t("clock-view-no-clock"), w)));
                lines.push(Line::raw(""));
                lines.push(Line::styled(fit(&next, w), th.dim));
            }
            Some(c) => {
                let state = c.state(app.now);
                let (digits, style, words) = match state {
                    ClockState::Running(left) => {
                        let end = app.local(app.now + left);
                        (
                            mm_ss(left),
                            Style::default(),
                            crate::tr!(
                                "clock-view-running",
                                end = i18n::format_time(&end, "time-of-day")
                            ),
                        )
                    }
                    ClockState::Paused(left) => {
                        (mm_ss(left), th.warning, i18n::t("clock-view-paused").into())
                    }
                    ClockState::Expired(over) => {
                        let time = match t.game.extra_turns() {
                            Some(n) => crate::tr!("clock-view-extra-turns", turns = n),
                            None => i18n::t("clock-view-expired").into(),
                        };
                        let over = crate::tr!("clock-view-over", over = mm_ss(over));
                        (
                            mm_ss(chrono::TimeDelta::zero()),
                            th.error,
                            format!("{time} · {over}"),
                        )
                    }
                };
                // A playoff round says its stage (R-S19), not one more round number.
                let head = match t.game.playoff_stage(c.round) {
                    Some(stage) => crate::tr!(
                        "wf-wall-round-stage",
                        round = c.round.0,
                        stage = stage.words().to_string()
                    ),
                    None => crate::tr!("clock-view-round", round = c.round.0),
                };
                lines[1] = Line::styled(head, th.header);
                let room = (area.height as usize).saturating_sub(lines.len() + 5 + footer_rows);
                let (sx, sy) = scale(&digits, w, room);
                lines.push(Line::raw(""));
                for row in big_text(&digits, sx, sy) {
                    lines.push(Line::styled(row, style));
                }
                lines.push(Line::raw(""));
                lines.push(Line::styled(fit(&words, w), style));
                let mut detail = crate::tr!("clock-view-length", minutes = c.minutes);
                if c.extension_minutes != 0 {
                    detail.push_str(" · ");
                    detail.push_str(&crate::tr!(
                        "clock-view-extension",
                        minutes = c.extension_minutes
                    ));
                }
                detail.push_str(" · ");
                detail.push_str(&next);
                lines.push(Line::styled(fit(&detail, w), th.dim));
            }
        }
        let body = Rect {
            height: area.height.saturating_sub(footer_rows as u16),
            ..area
        };
        Paragraph::new(lines)
            .alignment(Alignment::Center)
            .render(body, buf);
        // A refused key (a read-only file, no round yet) says why above the keys: the view
        // covers the desk's message line.
        if let Some(m) = app.message.as_ref().filter(|m| m.error) {
            let line = Rect {
                y: area.y + area.height.saturating_sub(2),
                height: area.height.min(1),
                ..area
            };
            let text = crate::tr!("desk-message-error", text = m.text.as_str());
            Paragraph::new(fit(&format!(" {text}"), w))
                .style(th.error)
                .render(line, buf);
        }
        // The keys, as the footer writes them, on the last line.
        let mut spans = Vec::new();
        for (keys, label) in fit_hints(&keymap::hints(&[Context::Clock]), w) {
            spans.push(Span::styled(format!(" {keys}"), th.key));
            spans.push(Span::styled(format!(":{}", i18n::t(label)), th.hint));
        }
        let footer = Rect {
            y: area.y + area.height.saturating_sub(1),
            height: area.height.min(1),
            ..area
        };
        Paragraph::new(Line::from(spans)).render(footer, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_digits_are_five_rows_per_scale() {
        let rows = big_text("12:34", 1, 1);
        assert_eq!(rows.len(), 5);
        assert_eq!(rows[0], " █  ███   ███ █ █");
        assert_eq!(rows[1], "██    █ █   █ █ █");
        assert!(rows.iter().all(|r| r.chars().count() == 17));
        let big = big_text("12:34", 2, 2);
        assert_eq!(big.len(), 10);
        assert_eq!(big[0].chars().count(), 34);
        assert_eq!(scale("12:34", 80, 15), (4, 3));
        assert_eq!(scale("12:34", 80, 5), (2, 1));
    }
}
