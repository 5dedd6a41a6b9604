//! `turnier restore` and what `turnier check` says of damage: backups listed and taken back,
//! journals kept aside listed and applied, a file changed outside turnier kept on purpose.

use super::error::CliError;
use crate::store::{self, KeptOutcome, StoreError};
use chrono::{DateTime, Local};
use std::io::Write;
use std::path::Path;

/// What `turnier restore` was asked to do.
pub(super) enum Restore {
    /// `--list`: show the backups.
    List,
    /// Take a backup back: the given number, or the newest that loads.
    Backup(Option<u64>),
    /// `--journal`: apply the journals kept aside.
    Journal,
    /// `--accept`: keep a file changed outside turnier as it is.
    Accept,
}

/// Runs `turnier restore` on the event file `path` (as given) and prints what it did.
///
/// # Errors
/// [`CliError::Store`]: no such backup, none that loads, the lock, the disk; nothing changed.
pub(super) fn run(path: &Path, what: Restore, out: &mut dyn Write) -> Result<(), CliError> {
    let target = store::write_target(path);
    let w = |out: &mut dyn Write, s: String| {
        let _ = writeln!(out, "{s}");
    };
    if let Restore::List = what {
        list(&target, out);
        return Ok(());
    }
    let _lock = store::WriteLock::acquire(&target).map_err(|e| match e {
        StoreError::Locked { .. } => StoreError::Locked { path: path.into() },
        e => e,
    })?;
    match what {
        Restore::List => {}
        Restore::Backup(seq) => {
            let (seq, backup) = match seq {
                Some(n) => (n, store::backup_numbered(&target, n)?),
                None => store::newest_readable_backup_numbered(&target).ok_or_else(|| {
                    CliError::Usage(crate::tr!(
                        "cli-restore-none",
                        path = path.display().to_string()
                    ))
                })?,
            };
            let t = store::restore_backup(&target, &backup)?;
            w(
                out,
                crate::tr!(
                    "cli-restore-done",
                    seq = seq,
                    path = path.display().to_string(),
                    last = last_change(&t)
                ),
            );
        }
        Restore::Journal => {
            let kept = store::apply_kept_journals(&target)?;
            if kept.journals.is_empty() {
                w(
                    out,
                    crate::tr!("cli-restore-no-journal", path = path.display().to_string()),
                );
                return Ok(());
            }
            for line in kept_lines(&kept, true) {
                w(out, line);
            }
            w(
                out,
                crate::tr!(
                    "cli-restore-journal-done",
                    applied = kept.applying(),
                    path = path.display().to_string()
                ),
            );
        }
        Restore::Accept => {
            let t = store::accept_as_is(&target)?;
            w(
                out,
                crate::tr!(
                    "cli-restore-accepted",
                    path = path.display().to_string(),
                    last = last_change(&t)
                ),
            );
        }
    }
    Ok(())
}

/// The last change an event holds, in words, or a dash.
fn last_change(t: &crate::game::Event) -> String {
    t.audit
        .last()
        .map_or_else(|| "-".to_string(), crate::game::AuditEntry::text)
}

/// Prints the backups of `target`, newest first: number, time written, last change (or why
/// it does not load).
fn list(target: &Path, out: &mut dyn Write) {
    let all = store::backup_list(target).unwrap_or_default();
    if all.is_empty() {
        let _ = writeln!(
            out,
            "{}",
            crate::tr!("cli-restore-list-none", path = target.display().to_string())
        );
        return;
    }
    let _ = writeln!(
        out,
        "{}",
        crate::tr!("cli-restore-list-head", path = target.display().to_string())
    );
    for b in all {
        let when = b.written.map_or_else(
            || "?".to_string(),
            |t| {
                DateTime::<Local>::from(t)
                    .format("%Y-%m-%d %H:%M:%S")
                    .to_string()
            },
        );
        let what = match (&b.loaded, b.last_change()) {
            (Ok(_), Some(last)) => last,
            (Ok(_), None) => crate::tr!("cli-restore-list-empty"),
            (Err(e), _) => crate::tr!("cli-restore-list-damaged", why = e.to_string()),
        };
        let _ = writeln!(out, "{:>6}  {when}  {what}", b.seq);
    }
}

/// One line per result of the kept journals: what it does to the event now (`applied`: what
/// it did, for `restore --journal`).
pub(super) fn kept_lines(kept: &store::KeptJournals, applied: bool) -> Vec<String> {
    let mut lines = Vec::new();
    for (journal, unreadable) in &kept.journals {
        lines.push(crate::tr!(
            "cli-kept-journal",
            journal = journal.display().to_string(),
            unreadable = *unreadable
        ));
        for e in kept.entries.iter().filter(|e| &e.journal == journal) {
            let at = DateTime::<Local>::from(e.at).format("%H:%M:%S").to_string();
            let text = match &e.outcome {
                KeptOutcome::Applies(what) if applied => {
                    crate::tr!("cli-kept-added", what = what.as_str())
                }
                KeptOutcome::Applies(what) => crate::tr!("cli-kept-applies", what = what.as_str()),
                KeptOutcome::Already(why) => crate::tr!("cli-kept-already", why = why.as_str()),
                KeptOutcome::Refused(why) => crate::tr!("cli-kept-refused", why = why.as_str()),
            };
            lines.push(format!("  {at}  {text}"));
        }
    }
    lines
}

/// What `turnier check` adds for an event that loads: the notices about its journals (each
/// one a problem: results that are not in the event) and, after them, every result of its
/// kept journals, one line each. Both empty when all is well.
pub(super) fn check_journals(path: &Path) -> (Vec<String>, Vec<String>) {
    let target = store::write_target(path);
    let Ok((_, on_disk)) = store::load_on_disk(&target) else {
        return (Vec::new(), Vec::new());
    };
    let notices: Vec<String> = on_disk.notices().iter().map(ToString::to_string).collect();
    if notices.is_empty() {
        return (notices, Vec::new());
    }
    let listed = store::kept_journals(&target)
        .map(|kept| kept_lines(&kept, false))
        .unwrap_or_default();
    (notices, listed)
}

/// Prints the notices of a session just opened (journals that did not fit, journals kept
/// aside) on standard error, so that every command says so and its output stays as it is.
pub(super) fn say_notices(notices: &[store::Notice]) {
    for n in notices {
        eprintln!(
            "{} {}",
            crate::i18n::t("cli-warning"),
            super::sanitize_text(&n.to_string())
        );
    }
}
