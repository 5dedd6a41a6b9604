//! `letters EV FILE [--apply]`: a file of letters as players write them, read by the event's
//! system ([`super::system::SystemCli::letter`], each system's reader in the core:
//! `crate::letter` and the systems' `letter.rs`), shown letter by letter, and with `--apply`
//! entered.
//!
//! Each letter read completely is tried through the one `apply` on the event as the letters
//! before it leave it, command by command, as typed commands are: so corrections, the
//! latest-counts rule and every refusal of the rules hold, and what is shown is the audit's
//! words of what was (or would be) done. A letter the rules refuse is left out whole, with the
//! refusal; the others are committed together, in file order, in one save.

use super::args::CliCommand;
use super::call::{commit, last_what, open_event, open_to_change, path_of, read_csv, say};
use super::error::CliError;
use super::system::system;
use crate::game::{Command, Event, apply};
use crate::letter::Reading;
use crate::tr;
use chrono::Utc;
use std::io::Write;
use std::path::Path;

/// What became of one letter.
enum Outcome {
    /// Read completely and taken by the rules: what each command did (the audit's words) and
    /// what follows it.
    Taken(Vec<String>),
    /// Not read completely.
    NotRead,
    /// Read completely, refused by the rules: why.
    Refused(String),
}

/// Runs `letters`; `dispatch::run` routes only it here.
///
/// # Errors
/// [`CliError`]: the event or the file cannot be read, the file has no letter, the event's
/// system reads no letters, or the file could not be saved.
pub(super) fn run(
    command: CliCommand,
    data_dir: &Path,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let CliCommand::Letters { event, file, apply } = command else {
        unreachable!("dispatch::run routes only letters here");
    };
    let path = path_of(&event, data_dir)?;
    let text = read_csv(&file)?;
    let letters = crate::letter::split(text.as_str());
    if letters.is_empty() {
        return Err(CliError::Usage(tr!(
            "cli-letters-none",
            path = file.display().to_string()
        )));
    }
    let mut s = if apply {
        open_to_change(&path)?
    } else {
        open_event(&path)?
    };
    let mut state = s.tournament().clone();
    let sys = system(state.kind());
    let now = Utc::now();
    let mut taken: Vec<Command> = Vec::new();
    let mut left_out = Vec::new();
    for letter in &letters {
        // Read on the event as the letters before left it: a manager new in letter 1 is
        // known in letter 5.
        let r = &sys.letter(&state, letter)?;
        let outcome = if r.complete() {
            match try_letter(&state, r, now, &|e, c| sys.letter_said(e, c)) {
                Ok((next, said)) => {
                    state = next;
                    taken.extend(r.commands.iter().cloned());
                    Outcome::Taken(said)
                }
                Err(why) => Outcome::Refused(why),
            }
        } else {
            Outcome::NotRead
        };
        if !matches!(outcome, Outcome::Taken(_)) {
            left_out.push(r.letter.to_string());
        }
        show(out, r, &outcome, apply);
    }
    let count = letters.len();
    let read = count - left_out.len();
    if !apply {
        say(
            out,
            tr!("cli-letters-summary-dry", read = read, count = count),
        );
        return Ok(());
    }
    let left = if left_out.is_empty() {
        String::new()
    } else {
        tr!("cli-letters-left", letters = left_out.join(", "))
    };
    if taken.is_empty() {
        say(out, tr!("cli-letters-summary-nothing", count = count));
        return Ok(());
    }
    commit(&mut s, taken)?;
    say(
        out,
        tr!(
            "cli-letters-summary-applied",
            entered = read,
            count = count,
            left = left,
            path = path.display().to_string()
        ),
    );
    Ok(())
}

/// The letter `r`'s commands applied in turn to `state`: the event after them and, per
/// command, the audit's words and what `said` adds; or the first refusal in words (the letter
/// is then left out whole).
fn try_letter(
    state: &Event,
    r: &Reading,
    now: chrono::DateTime<Utc>,
    said: &dyn Fn(&Event, &Command) -> Option<String>,
) -> Result<(Event, Vec<String>), String> {
    let mut next = state.clone();
    let mut lines = Vec::new();
    for c in &r.commands {
        next = apply(&next, c.clone(), now).map_err(|e| e.to_string())?;
        lines.push(last_what(&next));
        lines.extend(said(&next, c));
    }
    Ok((next, lines))
}

/// One letter as the GM reads it: its number, line and sender, what became of it, then what
/// was entered (or would be), or what was read and why the rest was not.
fn show(out: &mut dyn Write, r: &Reading, outcome: &Outcome, applied: bool) {
    let state = match outcome {
        Outcome::Taken(_) if applied => tr!("cli-letters-state-entered"),
        Outcome::Taken(_) => tr!("cli-letters-state-read"),
        _ => tr!("cli-letters-state-left-out"),
    };
    let from = r
        .sender
        .as_ref()
        .map(|n| tr!("cli-letters-from", name = n.as_str()))
        .unwrap_or_default();
    say(
        out,
        tr!(
            "cli-letters-head",
            letter = r.letter,
            line = r.line,
            from = from,
            state = state
        ),
    );
    let indent = |s: String| format!("  {s}");
    match outcome {
        Outcome::Taken(lines) => lines.iter().for_each(|l| say(out, indent(l.clone()))),
        Outcome::NotRead | Outcome::Refused(_) => {
            if !r.read.is_empty() {
                let what: Vec<String> = r.read.iter().map(ToString::to_string).collect();
                say(out, indent(tr!("cli-letters-read", what = what.join("; "))));
            }
            for p in &r.problems {
                say(out, indent(tr!("cli-letters-problem", why = p.to_string())));
            }
            if let Outcome::Refused(why) = outcome {
                say(out, indent(tr!("cli-letters-refused", why = why.as_str())));
            }
        }
    }
    for n in &r.notes {
        say(out, indent(n.to_string()));
    }
}
