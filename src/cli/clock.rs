//! `turnier clock EV`: the round clock for scripts, in words or as JSON, and the options that
//! start, pause, resume and extend it or set the round length. The command line stamps each
//! clock command with its own clock ([`run`] takes `now` once); the engines read none.

use super::call::{commit, open_event, open_to_change, say};
use super::error::CliError;
use crate::game::clock::{ClockCommand, ClockState, in_play, mm_ss};
use crate::game::{Command, Event, RoundNo};
use chrono::{DateTime, Utc};
use serde_json::json;
use std::io::Write;
use std::path::Path;

/// What `turnier clock` was asked to change.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct ClockArgs {
    /// `--start`.
    pub start: bool,
    /// `--pause`.
    pub pause: bool,
    /// `--resume`.
    pub resume: bool,
    /// `--extend MINUTES`.
    pub extend: Option<i64>,
    /// `--length MINUTES` (0: the system's default).
    pub length: Option<u32>,
}

impl ClockArgs {
    /// Whether anything is to change.
    pub fn any(&self) -> bool {
        self.start || self.pause || self.resume || self.extend.is_some() || self.length.is_some()
    }
}

/// `turnier clock`: with an option in `args`, the clock commands committed to the event at
/// `path`; then the clock as it is now, in words or as JSON ([`show`]).
///
/// # Errors
/// [`CliError`]: the file could not be loaded or saved, `--start` before a round is published,
/// or a clock command was rejected (nothing saved).
pub(super) fn run(
    out: &mut dyn Write,
    path: &Path,
    args: ClockArgs,
    json: bool,
) -> Result<(), CliError> {
    let now = Utc::now();
    let s = if args.any() {
        let mut s = open_to_change(path)?;
        let cmds = commands(args, s.views().latest_fixed, now)?;
        commit(&mut s, cmds)?;
        s
    } else {
        open_event(path)?
    };
    say(out, show(s.tournament(), now, json));
    Ok(())
}

/// The clock commands of `args` at `now`, in the order length, start, pause, resume,
/// extend; `latest` is the last published round (what `--start` times).
///
/// # Errors
/// [`CliError::Usage`] for `--start` before a round is published.
pub(super) fn commands(
    args: ClockArgs,
    latest: Option<RoundNo>,
    now: DateTime<Utc>,
) -> Result<Vec<Command>, CliError> {
    let mut cmds = Vec::new();
    if let Some(m) = args.length {
        cmds.push(ClockCommand::SetLength {
            minutes: (m > 0).then_some(m),
        });
    }
    if args.start {
        let round = latest.ok_or_else(|| CliError::Usage(crate::tr!("clock-err-no-round")))?;
        cmds.push(ClockCommand::Start { round, at: now });
    }
    if args.pause {
        cmds.push(ClockCommand::Pause { at: now });
    }
    if args.resume {
        cmds.push(ClockCommand::Resume { at: now });
    }
    if let Some(minutes) = args.extend {
        cmds.push(ClockCommand::Extend { minutes });
    }
    Ok(cmds.into_iter().map(Command::Clock).collect())
}

/// The clock of `t` at `now`: one line in words (`Round 5 · 12:34 left`), or JSON with the
/// fields `round`, `length_minutes` (with the extensions), `extension_minutes`, `state`
/// (`running`, `paused`, `expired` or `none`), `remaining_seconds` (negative once time is up),
/// `started_at`, `paused_at` (RFC 3339, UTC), `extra_turns` (Swiss: 5 once time is up, else
/// `null`) and `next_length_minutes` (the length the next round gets, `null` for none).
pub(super) fn show(t: &Event, now: DateTime<Utc>, as_json: bool) -> String {
    let next = t.clock.length.or(t.game.round_minutes());
    let clock = in_play(t);
    if as_json {
        let v = match clock {
            None => json!({
                "round": null,
                "length_minutes": null,
                "extension_minutes": null,
                "state": "none",
                "remaining_seconds": null,
                "started_at": null,
                "paused_at": null,
                "extra_turns": null,
                "next_length_minutes": next,
            }),
            Some(c) => {
                let state = c.state(now);
                json!({
                    "round": c.round.0,
                    "length_minutes": c.length().num_minutes(),
                    "extension_minutes": c.extension_minutes,
                    "state": match state {
                        ClockState::Running(_) => "running",
                        ClockState::Paused(_) => "paused",
                        ClockState::Expired(_) => "expired",
                    },
                    "remaining_seconds": c.remaining(now).num_seconds(),
                    "started_at": c.started_at.to_rfc3339(),
                    "paused_at": c.paused_at.map(|p| p.to_rfc3339()),
                    "extra_turns": match state {
                        ClockState::Expired(_) => t.game.extra_turns(),
                        _ => None,
                    },
                    "next_length_minutes": next,
                })
            }
        };
        return serde_json::to_string_pretty(&v).unwrap_or_default();
    }
    let Some(c) = clock else {
        let length = match next {
            Some(m) => crate::tr!("clock-cli-length", minutes = m),
            None => crate::tr!("clock-cli-no-length"),
        };
        return crate::tr!("clock-cli-none", length = length);
    };
    let round = c.round.0;
    match c.state(now) {
        ClockState::Running(left) => {
            crate::tr!("clock-status-running", round = round, left = mm_ss(left))
        }
        ClockState::Paused(left) => {
            crate::tr!("clock-status-paused", round = round, left = mm_ss(left))
        }
        ClockState::Expired(_) => match t.game.extra_turns() {
            Some(n) => crate::tr!("clock-status-extra-turns", round = round, turns = n),
            None => crate::tr!("clock-status-expired", round = round),
        },
    }
}
