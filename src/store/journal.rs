//! The journal: commands committed since the tournament file was last written whole.
//!
//! Rewriting and fsyncing a whole large event for every result the desk takes costs tens of
//! milliseconds; appending one line and fsyncing it costs well under one. So the desk commits a
//! result by appending the command to `<file>.journal` (e.g. `liga.ron.journal`) beside the
//! file, fsynced before the screen shows it, and writes the file whole (folding the journal in
//! and deleting it) when it goes idle, on quit, and for every other command. Every loader reads
//! the file and then replays its journal with the same pure [`apply`], so the file plus its
//! journal is the saved state, exactly.
//!
//! Format, one entry per line:
//!
//! ```text
//! turnier-journal 2 base=<crc32 of the file, 8 hex digits>-<its length in bytes>
//! <crc32 of the entry, 8 hex digits> <the entry as one line of RON>
//! ```
//!
//! `turnier-journal 1` (schemas 1 and 2) has the same lines with the flat command enum of
//! those schemas; it is read and replayed ([`super::upgrade::LegacyCommand`]) but never
//! appended to: the next commit writes the file whole.
//!
//! Nothing the journal holds is ever dropped without a word ([`State`]):
//! - A journal whose `base` is the newest backup was folded into the file already (a crash
//!   came between writing the file whole and deleting the journal): nothing to apply, and the
//!   next commit deletes it.
//! - A journal whose first line names no version the store knows (damaged, cut, or left
//!   beside a file replaced by hand) is not applied, since which version its results were
//!   typed on is not known; the next commit moves it aside ([`aside_path`]), never deleting it.
//! - A last line without its newline or with a wrong checksum is a write the crash cut short:
//!   the command was never reported as saved, so it is passed over.
//! - A damaged line before the last one, or an entry that no longer applies, stops the
//!   replay there: the entries before it are applied, and the next commit moves the journal
//!   aside.
//!
//! Every loader reports such a journal ([`super::Notice`]), and `turnier restore --journal`
//! applies what a journal kept aside holds (`kept.rs`).

use super::digest::Digest;
use super::paths::folder_of;
use super::snapshot::sync_dir;
use super::{Result, StoreError};
use crate::game::{Command, Event, apply};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::fs::{self, OpenOptions};
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

const MAGIC: &str = "turnier-journal 2";

/// The journal format of schemas 1 and 2, read only.
const MAGIC_1: &str = "turnier-journal 1";

/// One committed command and the time it was committed (the `at` that [`apply`] got).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JournalEntry {
    /// When the command was committed.
    pub at: DateTime<Utc>,
    /// The command.
    pub command: Command,
}

/// The journal of the tournament file `path`: `path` with `.journal` appended.
pub fn journal_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".journal");
    PathBuf::from(name)
}

/// The header line naming the file bytes of digest `snapshot` as the journal's base, newline
/// included.
fn header(snapshot: &Digest) -> String {
    header_of(MAGIC, snapshot)
}

fn header_of(magic: &str, snapshot: &Digest) -> String {
    format!("{magic} base={:08x}-{}\n", snapshot.crc32, snapshot.len)
}

/// A `turnier-journal 1` entry: the command in the flat enum of schemas 1 and 2.
#[derive(Deserialize)]
struct LegacyEntry {
    at: DateTime<Utc>,
    command: super::upgrade::LegacyCommand,
}

/// What a journal beside a tournament file holds for it, as [`read`] found it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) enum State {
    /// There is no journal.
    #[default]
    Absent,
    /// Every line belongs to the file and was read (a last line cut short by a crash is
    /// passed over: it was never reported as saved).
    Whole,
    /// The journal's base is the newest backup: the file was written whole with these
    /// entries and a crash came before the journal was deleted. Nothing to apply; the next
    /// commit deletes it.
    Folded,
    /// The journal names no base this file or its newest backup has (its first line was
    /// damaged, or it was left beside a file restored or copied by hand): nothing of it is
    /// applied, and the next commit keeps it aside ([`aside_path`]) instead of deleting it.
    Unmatched {
        /// Entries whose own checksum holds.
        readable: usize,
        /// Lines after the first that cannot be read.
        unreadable: usize,
    },
    /// A line before the last cannot be read, or its command no longer applies: the entries
    /// before it are applied, it and the lines after it are not, and the next commit keeps
    /// the whole journal aside.
    Broken {
        /// 1-based line of the journal.
        line: usize,
        /// Why the line was not applied.
        cause: String,
        /// Entries applied before it.
        applied: usize,
        /// Lines from it on, itself included.
        kept: usize,
    },
}

impl State {
    /// Whether the next commit must keep the journal aside rather than delete it.
    pub(crate) fn keep_aside(&self) -> bool {
        matches!(self, Self::Unmatched { .. } | Self::Broken { .. })
    }
}

/// A journal as [`read`] found it: what to apply, where appending may go on, and its state.
#[derive(Debug, Default)]
pub(crate) struct Read {
    /// The entries to replay onto the file, in order.
    pub(crate) entries: Vec<JournalEntry>,
    /// The journal's length in bytes up to its last whole entry, to append after; 0 when
    /// there is none or nothing may be appended to it (a new journal then replaces it).
    pub(crate) len: u64,
    /// What the journal holds for the file.
    pub(crate) state: State,
}

/// Reads the journal of `path` for the file bytes of digest `snapshot`.
///
/// A header naming `snapshot` gives its entries in order, up to the first line that cannot
/// be read; a last line cut short by a crash is passed over, so nothing is ever appended
/// after it (an append expecting the length finds the file longer and writes the state
/// whole). A header naming the newest backup gives [`State::Folded`]; any other first line
/// ([`State::Unmatched`]) gives nothing to apply, whatever the lines after it hold: each line
/// keeps its own checksum, but which file they were typed on is not known. A
/// `turnier-journal 1` journal is reported one byte longer than it is, so nothing of today's
/// format is appended to it.
///
/// Errors: [`StoreError::Io`] if the journal exists but cannot be read.
pub(crate) fn read(path: &Path, snapshot: &Digest) -> Result<Read> {
    let jpath = journal_path(path);
    let bytes = match fs::read(&jpath) {
        Ok(b) => b,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(Read::default()),
        Err(e) => return Err(StoreError::io("read", jpath, e)),
    };
    let mut lines = bytes.split_inclusive(|&b| b == b'\n').peekable();
    let head = header(snapshot);
    let first = lines.next();
    let legacy = first == Some(header_of(MAGIC_1, snapshot).as_bytes());
    if first != Some(head.as_bytes()) && !legacy {
        let folded = newest_backup_digest(path).is_some_and(|d| {
            [header(&d), header_of(MAGIC_1, &d)]
                .iter()
                .any(|h| first == Some(h.as_bytes()))
        });
        if folded {
            return Ok(Read {
                state: State::Folded,
                ..Read::default()
            });
        }
        let (readable, unreadable) = readable_lines(&bytes);
        return Ok(Read {
            state: State::Unmatched {
                readable: readable.len(),
                unreadable,
            },
            ..Read::default()
        });
    }
    let mut entries = Vec::new();
    let mut good_len = head.len();
    let mut line_no = 1;
    while let Some(line) = lines.next() {
        line_no += 1;
        let last = lines.peek().is_none();
        match entry_of(line, legacy) {
            Ok(e) => {
                entries.push(e);
                good_len += line.len();
            }
            // A write cut short by a crash: never reported as saved.
            Err(_) if last && !is_whole(line) => break,
            Err(_) if last && checksum_fails(line) => break,
            Err(cause) => {
                let kept = 1 + lines.count();
                return Ok(Read {
                    state: State::Broken {
                        line: line_no,
                        cause,
                        applied: entries.len(),
                        kept,
                    },
                    entries,
                    len: 0,
                });
            }
        }
    }
    Ok(Read {
        entries,
        len: good_len as u64 + u64::from(legacy),
        state: State::Whole,
    })
}

/// The digest of the newest backup of `path`, if there is one that can be read.
fn newest_backup_digest(path: &Path) -> Option<Digest> {
    let newest = super::backup::backups(path).ok()?.into_iter().next()?;
    Digest::of_file(&newest).ok()
}

/// The entries of a journal's lines after the first whose checksum and RON hold, and how
/// many such lines do not (a last line cut short counted too), whatever its first line says.
pub(crate) fn readable_lines(bytes: &[u8]) -> (Vec<JournalEntry>, usize) {
    let mut lines = bytes.split_inclusive(|&b| b == b'\n');
    let legacy = lines
        .next()
        .is_some_and(|l| l.starts_with(MAGIC_1.as_bytes()));
    let mut entries = Vec::new();
    let mut bad = 0;
    for line in lines {
        match entry_of(line, legacy) {
            Ok(e) => entries.push(e),
            Err(_) => bad += 1,
        }
    }
    (entries, bad)
}

fn is_whole(line: &[u8]) -> bool {
    line.ends_with(b"\n")
}

fn checksum_fails(line: &[u8]) -> bool {
    let text = String::from_utf8_lossy(line);
    match text.trim_end_matches('\n').split_once(' ') {
        Some((sum, payload)) => format!("{:08x}", crc32fast::hash(payload.as_bytes())) != sum,
        None => true,
    }
}

/// Parses one whole entry line: checksum, then RON (of a `turnier-journal 1` line when
/// `legacy`).
fn entry_of(line: &[u8], legacy: bool) -> std::result::Result<JournalEntry, String> {
    if !is_whole(line) {
        return Err(crate::tr!("err-journal-no-end"));
    }
    let text = std::str::from_utf8(line).map_err(|_| crate::tr!("err-journal-not-utf8"))?;
    let (sum, payload) = text
        .trim_end_matches('\n')
        .split_once(' ')
        .ok_or_else(|| crate::tr!("err-journal-no-checksum"))?;
    if format!("{:08x}", crc32fast::hash(payload.as_bytes())) != sum {
        return Err(crate::tr!("err-journal-checksum"));
    }
    let bad =
        |e: ron::error::SpannedError| crate::tr!("err-journal-parse", cause = e.code.to_string());
    if legacy {
        let old: LegacyEntry = ron::from_str(payload).map_err(bad)?;
        return Ok(JournalEntry {
            at: old.at,
            command: old.command.into(),
        });
    }
    ron::from_str(payload).map_err(bad)
}

/// Replays `entries` onto `t` (the file's state) with [`apply`]; an entry that changes nothing
/// ([`Rejected::Unchanged`](crate::game::Rejected::Unchanged)) is passed over. An entry that
/// no longer applies stops the replay: the state so far is returned with
/// [`State::Broken`] naming its line (`first_line` is the journal line of `entries[0]`).
pub(crate) fn replay(
    mut t: Event,
    entries: Vec<JournalEntry>,
    first_line: usize,
) -> (Event, Option<State>) {
    let total = entries.len();
    for (i, e) in entries.into_iter().enumerate() {
        t = match apply(&t, e.command, e.at) {
            Ok(next) => next,
            // A result entered twice by an older version (logged then as `2-0 → 2-0`): the
            // second one changes nothing, and is refused now.
            Err(crate::game::Rejected::Unchanged { .. }) => t,
            Err(r) => {
                let state = State::Broken {
                    line: first_line + i,
                    cause: crate::tr!("err-store-journal-stale", why = r.to_string()),
                    applied: i,
                    kept: total - i,
                };
                return (t, Some(state));
            }
        };
    }
    (t, None)
}

/// Where the next commit keeps a journal that it may not delete ([`State::keep_aside`]):
/// `<file>.journal.aside.<n>` beside the file (`liga.ron.journal.aside.1`), the first `n`
/// from 1 not taken.
pub(crate) fn aside_path(path: &Path) -> PathBuf {
    let mut n = 1;
    loop {
        let mut name = journal_path(path).into_os_string();
        name.push(format!(".aside.{n}"));
        let p = PathBuf::from(name);
        if !p.exists() {
            return p;
        }
        n += 1;
    }
}

/// The journals kept aside beside `path` ([`aside_path`]), oldest (smallest number) first.
pub fn kept_aside(path: &Path) -> Vec<PathBuf> {
    let dir = folder_of(path);
    let Some(prefix) = journal_path(path)
        .file_name()
        .map(|n| format!("{}.aside.", n.to_string_lossy()))
    else {
        return Vec::new();
    };
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(u64, PathBuf)> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name();
            let n = name.to_str()?.strip_prefix(&prefix)?.parse::<u64>().ok()?;
            Some((n, e.path()))
        })
        .collect();
    found.sort();
    found.into_iter().map(|(_, p)| p).collect()
}

/// Appends `entry` to `path`'s journal and fsyncs it. `journal_len` is the journal's length
/// as this process last wrote it: `0` starts a new journal on the file bytes of digest
/// `snapshot`
/// (replacing a stale one, atomically); otherwise the journal must still have exactly that
/// length. Returns the new length.
///
/// Errors: [`StoreError::Outdated`] if the journal is not as this process left it (nothing is
/// written; commit the state whole instead); [`StoreError::Io`]; [`StoreError::Serialize`].
pub(crate) fn append(
    path: &Path,
    snapshot: &Digest,
    journal_len: u64,
    entry: &JournalEntry,
) -> Result<u64> {
    let payload = ron::to_string(entry)?;
    let line = format!("{:08x} {payload}\n", crc32fast::hash(payload.as_bytes()));
    let jpath = journal_path(path);
    if journal_len == 0 {
        let text = header(snapshot) + &line;
        super::snapshot::write_atomic(&jpath, text.as_bytes(), path)?;
        return Ok(text.len() as u64);
    }
    let mut file = OpenOptions::new()
        .append(true)
        .open(&jpath)
        .map_err(|e| match e.kind() {
            ErrorKind::NotFound => StoreError::Outdated {
                path: jpath.clone(),
            },
            _ => StoreError::io("open", jpath.clone(), e),
        })?;
    let len = file
        .metadata()
        .map_err(|e| StoreError::io("read the size of", jpath.clone(), e))?
        .len();
    if len != journal_len {
        return Err(StoreError::Outdated { path: jpath });
    }
    file.write_all(line.as_bytes())
        .and_then(|()| file.sync_data())
        .map_err(|e| StoreError::io("append to", jpath.clone(), e))?;
    Ok(len + line.len() as u64)
}

/// A shared lock on `path`'s journal as it is now, held by a desk while results of its own
/// wait in it (dropped when they are written whole): another desk that opens the event sees
/// by [`held_elsewhere`] that the journal is live and leaves it alone (a wall desk beside the
/// director's must not fold it, or the director's undo is refused). `None` when there is no
/// journal or it cannot be locked (then another desk may fold it on open).
pub(crate) fn hold(path: &Path) -> Option<fs::File> {
    let file = fs::File::open(journal_path(path)).ok()?;
    file.lock_shared().ok()?;
    Some(file)
}

/// Whether a desk still running holds `path`'s journal ([`hold`]): its results are its own
/// to fold. The lock goes with the process, so a journal left by a crash is not held.
pub(crate) fn held_elsewhere(path: &Path) -> bool {
    let Ok(file) = fs::File::open(journal_path(path)) else {
        return false;
    };
    matches!(file.try_lock(), Err(fs::TryLockError::WouldBlock))
}

/// Deletes `path`'s journal, if any, and fsyncs the folder (after the file was written whole
/// with everything of it that applied). A journal in `state` that must not be deleted
/// ([`State::keep_aside`]) is renamed to [`aside_path`] instead.
pub(crate) fn retire(path: &Path, state: &State) -> Result<()> {
    let jpath = journal_path(path);
    if state.keep_aside() && jpath.exists() {
        let aside = aside_path(path);
        fs::rename(&jpath, &aside)
            .map_err(|e| StoreError::io("keep a journal aside as", aside.clone(), e))?;
        super::modes::restrict_like(path, &aside);
        return sync_dir(folder_of(path));
    }
    match fs::remove_file(&jpath) {
        Ok(()) => sync_dir(folder_of(path)),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(()),
        Err(e) => Err(StoreError::io("delete", jpath, e)),
    }
}
