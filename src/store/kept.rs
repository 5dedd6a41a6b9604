//! Journals that did not fit their file, and what they hold: listed by `turnier check`,
//! applied by `turnier restore EV --journal`.
//!
//! A journal is kept aside ([`super::journal::aside_path`]) when the store could not apply
//! all of it: its first line names no version of the file it knows, or a line before its last
//! cannot be read. Each of its lines keeps its own checksum, so every result whose line holds
//! can still be read; which version of the event it was typed on is what is not known. So
//! nothing of it is applied without the director: [`kept_journals`] shows each result as it
//! would apply to the event as it is now, and [`apply_kept_journals`] applies those that do,
//! in the order they were typed, in one commit. The journals are then moved into the event's
//! backups folder (`<stem>.journal-applied.<n>`): never deleted.

use super::backup::ensure_backup_dir;
use super::journal::{self, JournalEntry};
use super::paths::stem_of;
use super::snapshot::{commit, load_on_disk, sync_dir};
use super::{Result, StoreError};
use crate::game::{Event, Rejected, apply};
use chrono::{DateTime, Utc};
use std::fs;
use std::path::{Path, PathBuf};

/// What one result of a kept journal does to the event as it is now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeptOutcome {
    /// It applies: what it changes, in the audit log's words.
    Applies(String),
    /// The event holds it already (the same result was typed again, or the journal was
    /// written into the file before).
    Already(String),
    /// It does not apply to the event as it is now: why, in the engine's words.
    Refused(String),
}

/// One result of a kept journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptEntry {
    /// The journal it is in.
    pub journal: PathBuf,
    /// When it was typed.
    pub at: DateTime<Utc>,
    /// What it does to the event.
    pub outcome: KeptOutcome,
}

/// The kept journals of an event and what their results do, in the order they were typed
/// (journal by journal, oldest journal first, the one beside the file last).
#[derive(Debug)]
pub struct KeptJournals {
    /// Each journal read, with how many of its lines cannot be read.
    pub journals: Vec<(PathBuf, usize)>,
    /// Each readable result.
    pub entries: Vec<KeptEntry>,
    /// The event with every result that applies applied.
    after: Event,
    /// How many results apply.
    applied: usize,
}

impl KeptJournals {
    /// How many results apply to the event as it is now.
    pub fn applying(&self) -> usize {
        self.applied
    }
}

/// The journals of `path` that were kept aside, and the journal beside it if it does not fit
/// the file, with what each result would do to the event as it is now. Changes nothing.
///
/// Errors: the event does not load (as [`super::load`]); [`StoreError::Io`] reading a
/// journal.
pub fn kept_journals(path: &Path) -> Result<KeptJournals> {
    let (t, on_disk) = load_on_disk(path)?;
    let mut sources = journal::kept_aside(path);
    let current = on_disk.notices().iter().any(|n| {
        matches!(
            n,
            super::Notice::JournalUnmatched { .. } | super::Notice::JournalBroken { .. }
        )
    });
    if current {
        sources.push(journal::journal_path(path));
    }
    let mut journals = Vec::new();
    let mut entries = Vec::new();
    let mut after = t;
    let mut applied = 0;
    for source in sources {
        let bytes = fs::read(&source).map_err(|e| StoreError::io("read", &source, e))?;
        let (read, unreadable) = journal::readable_lines(&bytes);
        journals.push((source.clone(), unreadable));
        for JournalEntry { at, command } in read {
            let outcome = match apply(&after, command, at) {
                Ok(next) => {
                    let what = next.audit.last().map(|a| a.text()).unwrap_or_default();
                    after = next;
                    applied += 1;
                    KeptOutcome::Applies(what)
                }
                Err(r @ Rejected::Unchanged { .. }) => KeptOutcome::Already(r.to_string()),
                Err(r) => KeptOutcome::Refused(r.to_string()),
            };
            entries.push(KeptEntry {
                journal: source.clone(),
                at,
                outcome,
            });
        }
    }
    Ok(KeptJournals {
        journals,
        entries,
        after,
        applied,
    })
}

/// Applies what [`kept_journals`] found that applies, in one commit (the event before it is
/// kept as a backup; a journal beside the file that did not fit is kept aside by that
/// commit), then moves every kept journal into the backups folder as
/// `<stem>.journal-applied.<n>`. The caller holds the write lock. Returns what was found.
///
/// Errors: as [`kept_journals`] and [`commit`]; nothing is moved unless the commit holds.
pub fn apply_kept_journals(path: &Path) -> Result<KeptJournals> {
    let kept = kept_journals(path)?;
    if kept.journals.is_empty() {
        return Ok(kept);
    }
    commit(path, &kept.after)?;
    let dir = ensure_backup_dir(path)?;
    let stem = stem_of(path);
    for aside in journal::kept_aside(path) {
        let target = (1u32..)
            .map(|n| dir.join(format!("{stem}.journal-applied.{n}")))
            .find(|p| !p.exists())
            .unwrap_or_else(|| dir.join(format!("{stem}.journal-applied")));
        fs::rename(&aside, &target)
            .map_err(|e| StoreError::io("keep a journal aside as", target, e))?;
    }
    sync_dir(&dir)?;
    sync_dir(super::paths::folder_of(path))?;
    Ok(kept)
}
