//! Reading and writing one tournament file: pretty RON, schema check, atomic replace.

use super::backup::{copy_backup_as, newest_readable_backup, next_seq, prune};
use super::digest::{Digest, DigestWriter};
use super::journal::{self, JournalEntry};
use super::paths::folder_of;
use super::validate::problems;
use super::{Result, StoreError};
use crate::game::{Event, SCHEMA};
use serde::Deserialize;
use std::fs;
use std::io::{ErrorKind, Write};
use std::path::Path;
use std::time::Duration;
use tempfile::NamedTempFile;

/// How many previous versions [`commit`] keeps as backups.
pub const DEFAULT_KEEP: usize = 20;

/// The tournament as pretty RON, fields in the order of the serde derives (so the same state
/// always gives the same text), ending in a newline.
///
/// Errors: [`StoreError::Serialize`] (not expected for the model types).
pub fn to_ron(t: &Event) -> Result<String> {
    let mut text = ron::ser::to_string_pretty(t, pretty())?;
    text.push('\n');
    Ok(text)
}

/// The layout of every save: two spaces of indent, newtypes unwrapped.
fn pretty() -> ron::ser::PrettyConfig {
    ron::ser::PrettyConfig::new()
        .indentor("  ")
        .extensions(ron::extensions::Extensions::UNWRAP_NEWTYPES)
}

/// Writes `t` as [`to_ron`] gives it into `file` (the temp file at `at`) through a buffer of
/// one [`super::digest::BLOCK`], without building the text in memory (issue 10: 25 MB for
/// 10,000 players), and returns the digest of what was written. Not fsynced.
///
/// Errors: [`StoreError::Io`] (`write`) naming `at`; [`StoreError::Serialize`].
fn write_ron(t: &Event, file: &mut fs::File, at: &Path) -> Result<Digest> {
    use std::fmt::Write as _;
    let mut w = DigestWriter::new(file);
    let serialized = ron::Options::default()
        .to_writer_pretty(&mut w, t, pretty())
        .and_then(|()| w.write_char('\n').map_err(ron::Error::from));
    if let Err(e) = serialized {
        // The serializer stops at the first failed write: that write's error says why.
        return Err(match w.finish() {
            Err(io) => StoreError::io("write", at, io),
            Ok(_) => StoreError::Serialize(e),
        });
    }
    let (_, digest) = w.finish().map_err(|e| StoreError::io("write", at, e))?;
    Ok(digest)
}

/// Writes a new tournament file at `path`, creating its folder if needed, atomically (as
/// [`commit`]). Never replaces a file: checked up front and again, race-free, at the rename.
///
/// Errors: [`StoreError::AlreadyExists`] if `path` exists; [`StoreError::Invalid`] if `t`
/// breaks an invariant (nothing is written); [`StoreError::Io`].
pub fn save_new(path: &Path, t: &Event) -> Result<()> {
    if path.exists() {
        return Err(StoreError::AlreadyExists { path: path.into() });
    }
    check_invariants(path, t)?;
    let dir = folder_of(path);
    fs::create_dir_all(dir).map_err(|e| StoreError::io("create folder", dir, e))?;
    let (tmp, _) = filled_temp(dir, path, |f, at| write_ron(t, f, at))?;
    tmp.persist_noclobber(path).map_err(|e| {
        if e.error.kind() == ErrorKind::AlreadyExists {
            StoreError::AlreadyExists { path: path.into() }
        } else {
            StoreError::io("create", path, e.error)
        }
    })?;
    sync_dir(dir)
}

/// [`commit_with`] keeping [`DEFAULT_KEEP`] backups.
///
/// Errors: as [`commit_with`].
pub fn commit(path: &Path, t: &Event) -> Result<()> {
    commit_with(path, t, DEFAULT_KEEP)
}

/// Replaces the tournament file at `path` by `t`, atomically: the backups beyond the newest
/// `keep - 1` are deleted first (so that a full disk is not kept full by them), the previous
/// version is copied to the backups (`<dir>/.backups/<stem>/<stem>.<seq>.ron`, the newest
/// `keep` kept, `0` keeps none), then `t` is written to a temp file in the same folder, fsynced, renamed over `path`
/// and the folder fsynced; old backups beyond `keep` are then deleted (best effort: a failure
/// there does not fail the commit). When this returns `Ok`, the new state is on disk; after a crash at
/// any point the file holds either the old or the new version, whole. A missing file is
/// created (with its folder).
///
/// Never overwrites a file that does not load: if `path` exists but fails [`load`] (syntax,
/// schema, invariants), nothing is written and [`StoreError::Damaged`] names the cause and the
/// newest readable backup. `t` itself is checked first: an inconsistent tournament is refused
/// with [`StoreError::Invalid`], so that every file written also loads.
///
/// Errors: [`StoreError::Damaged`], [`StoreError::Invalid`], [`StoreError::Io`].
pub fn commit_with(path: &Path, t: &Event, keep: usize) -> Result<()> {
    commit_inner(path, t, keep, None).map(|_| ())
}

/// What a process that keeps the file open (the desk) last loaded or wrote: the file's
/// [`Digest`] (length, CRC-32 and a 64-bit hash of its bytes; not the bytes themselves, which
/// are 25 MB for 10,000 players: issue 10) and the length of its journal. A commit over
/// exactly these need not parse the file again.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OnDisk {
    digest: Digest,
    journal_len: u64,
    /// How many journal entries were replayed when this was loaded ([`load_on_disk`]; 0 after
    /// a commit, which does not count its own).
    journal_entries: usize,
    /// The file's metadata when it held `snapshot`, if it held still while read.
    stamp: Option<Stamp>,
    /// A journal that does not belong to this file (left by a crash after the file was
    /// written whole) lies beside it, to be deleted by the next whole commit.
    stale_journal: bool,
}

/// What identifies one version of a file without reading it: size, modification time and, on
/// Unix, device and inode (every writer of this store renames a new file into place).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Stamp {
    len: u64,
    modified: Option<std::time::SystemTime>,
    #[cfg(unix)]
    inode: (u64, u64),
}

impl Stamp {
    fn of(path: &Path) -> Option<Self> {
        let m = fs::metadata(path).ok()?;
        Some(Self {
            len: m.len(),
            modified: m.modified().ok(),
            #[cfg(unix)]
            inode: {
                use std::os::unix::fs::MetadataExt;
                (m.dev(), m.ino())
            },
        })
    }
}

impl OnDisk {
    /// Whether commands wait in the journal to be folded into the file, or a stale journal
    /// waits to be deleted ([`commit_expecting`] does both).
    pub fn journal_pending(&self) -> bool {
        self.journal_len > 0 || self.stale_journal
    }

    /// How many commands of the journal [`load_on_disk`] replayed onto the file: results
    /// committed by a desk that ended before it folded them in (a crash). 0 after a commit.
    pub fn journal_entries(&self) -> usize {
        self.journal_entries
    }

    /// Whether `bytes` are the file's bytes as this was taken (their [`Digest`] is).
    pub fn holds(&self, bytes: &[u8]) -> bool {
        Digest::of(bytes) == self.digest
    }

    /// The file's length in bytes as this was taken.
    pub fn len(&self) -> u64 {
        self.digest.len
    }

    /// Whether the file was empty as this was taken (never, for a file that loaded).
    pub fn is_empty(&self) -> bool {
        self.digest.len == 0
    }
}

/// [`commit`] for a process that keeps the file open (the desk): when the file on disk still
/// holds the bytes of `expected` (same [`Digest`], read block by block, never whole), it is
/// known to load and is not parsed again, which saves most of a commit's time on a large
/// event. Any other content is checked as [`commit`] does. The journal is folded in and
/// deleted. Returns the next `expected`.
///
/// # Errors
/// As [`commit`].
pub fn commit_expecting(path: &Path, t: &Event, expected: Option<&OnDisk>) -> Result<OnDisk> {
    let digest = commit_inner(path, t, DEFAULT_KEEP, expected.map(|e| &e.digest))?;
    Ok(OnDisk {
        digest,
        journal_len: 0,
        journal_entries: 0,
        stamp: Stamp::of(path),
        stale_journal: false,
    })
}

/// Commits `t`, the result of `entry` applied to the state on disk, by appending `entry` to the
/// file's journal and fsyncing it, without writing the file: well under a millisecond where
/// [`commit_expecting`] rewrites a large event. `on_disk` is updated.
///
/// # Errors
/// [`StoreError::Outdated`] when the file or its journal is not as `on_disk` says (nothing is
/// written: use [`commit_expecting`]); [`StoreError::Invalid`] if `t` breaks an invariant;
/// [`StoreError::Io`].
pub fn commit_journaled(
    path: &Path,
    t: &Event,
    entry: &JournalEntry,
    on_disk: &mut OnDisk,
) -> Result<()> {
    let found = problems(t);
    if !found.is_empty() {
        return Err(StoreError::Invalid {
            path: path.into(),
            problems: found,
        });
    }
    if !is_current(path, on_disk) {
        return Err(StoreError::Outdated { path: path.into() });
    }
    on_disk.journal_len = journal::append(path, &on_disk.digest, on_disk.journal_len, entry)?;
    Ok(())
}

/// Whether the file and its journal are still exactly as `on_disk` says (no other program has
/// committed since). The file's size, modification time and inode decide when they are those
/// it had; otherwise its bytes are read, a block at a time, and their [`Digest`] compared. A
/// file that cannot be read counts as changed.
pub fn is_current(path: &Path, on_disk: &OnDisk) -> bool {
    let journal_len = fs::metadata(journal::journal_path(path)).map_or(0, |m| m.len());
    if journal_len != on_disk.journal_len {
        return false;
    }
    if on_disk.stamp.is_some() && Stamp::of(path) == on_disk.stamp {
        return true;
    }
    Digest::of_file(path).is_ok_and(|d| d == on_disk.digest)
}

/// [`load`], also returning what is on disk (for [`commit_expecting`] and
/// [`commit_journaled`]).
///
/// # Errors
/// As [`load`].
pub fn load_on_disk(path: &Path) -> Result<(Event, OnDisk)> {
    let before = Stamp::of(path);
    let bytes = fs::read(path).map_err(|e| StoreError::io("read", path, e))?;
    let stamp = Stamp::of(path).filter(|after| Some(after) == before.as_ref());
    let digest = Digest::of(&bytes);
    let (t, journal_len, journal_entries) = load_counting_journal(path, &bytes, &digest)?;
    drop(bytes);
    let stale_journal = journal_len == 0 && journal::journal_path(path).exists();
    Ok((
        t,
        OnDisk {
            digest,
            journal_len,
            journal_entries,
            stamp,
            stale_journal,
        },
    ))
}

/// The file bytes `bytes` of `path` loaded, then its journal replayed (`journal.rs`); returns
/// the journal's length too (0: none or stale).
pub(crate) fn load_with_journal(path: &Path, bytes: &[u8]) -> Result<(Event, u64)> {
    load_counting_journal(path, bytes, &Digest::of(bytes)).map(|(t, len, _)| (t, len))
}

/// [`load_with_journal`] of bytes whose digest is `digest`, also returning how many journal
/// entries were replayed.
fn load_counting_journal(
    path: &Path,
    bytes: &[u8],
    digest: &Digest,
) -> Result<(Event, u64, usize)> {
    let t = load_bytes(path, bytes)?;
    let (entries, len) = journal::read(path, digest)?;
    let count = entries.len();
    if entries.is_empty() {
        return Ok((t, len, 0));
    }
    let t = journal::replay(path, t, entries)?;
    let found = problems(&t);
    if !found.is_empty() {
        return Err(StoreError::Invalid {
            path: journal::journal_path(path),
            problems: found,
        });
    }
    Ok((t, len, count))
}

/// The work of [`commit_with`] and [`commit_expecting`]: returns the digest of the bytes
/// written. Memory: the file on disk is read a block at a time (its digest; when that is not
/// `expected`, it is read whole once, to check that it loads) and copied to the backup by the
/// system; the new text is written through a buffer, never built whole.
fn commit_inner(path: &Path, t: &Event, keep: usize, expected: Option<&Digest>) -> Result<Digest> {
    check_invariants(path, t)?;
    let dir = folder_of(path);
    match fs::File::open(path) {
        Ok(mut old) => {
            let digest =
                Digest::of_reader(&mut old).map_err(|e| StoreError::io("read", path, e))?;
            if expected != Some(&digest) {
                let bytes = fs::read(path).map_err(|e| StoreError::io("read", path, e))?;
                if let Err(cause) = load_with_journal(path, &bytes) {
                    return Err(StoreError::Damaged {
                        path: path.into(),
                        cause: Box::new(cause),
                        backup: newest_readable_backup(path),
                    });
                }
            }
            if keep > 0 {
                // Make room first: on a nearly full disk the backups beyond what is kept must
                // not stand in the way of the new one (and of the new file after it). Best
                // effort, as below; the number is taken before, so that it keeps growing.
                let next = next_seq(path)?;
                let _ = prune(path, keep - 1);
                copy_backup_as(path, &mut old, next)?;
            }
        }
        Err(e) if e.kind() == ErrorKind::NotFound => {
            fs::create_dir_all(dir).map_err(|e| StoreError::io("create folder", dir, e))?;
        }
        Err(e) => return Err(StoreError::io("read", path, e)),
    }
    let (tmp, digest) = filled_temp(dir, path, |f, at| write_ron(t, f, at))?;
    tmp.persist(path)
        .map_err(|e| StoreError::io("rename a temp file to", path, e.error))?;
    sync_dir(dir)?;
    // The file now holds the whole state: the journal is folded in. A crash before it is
    // deleted leaves a stale journal, which no longer names this file as its base.
    journal::remove(path)?;
    // The new version is on disk: the commit has succeeded. Failing to delete an old backup
    // only leaves one backup too many (removed by the next commit), so it must not make the
    // caller believe the command was not saved.
    let _ = prune(path, keep);
    // Temp files of commits of this file that were killed before their rename.
    remove_stale_temps(path);
    Ok(digest)
}

/// Reads and checks the tournament file at `path`: the schema version first (a newer one is
/// refused, an older one upgraded), then the RON, then the invariants ([`super::problems`]).
///
/// Errors: [`StoreError::Io`] (missing or unreadable), [`StoreError::Parse`] with 1-based line
/// and column, [`StoreError::NewerSchema`], [`StoreError::UnknownSchema`],
/// [`StoreError::Invalid`] listing every problem.
pub fn load(path: &Path) -> Result<Event> {
    let bytes = fs::read(path).map_err(|e| StoreError::io("read", path, e))?;
    load_with_journal(path, &bytes).map(|(t, _)| t)
}

/// Every problem of the file at `path`, one message each, for `turnier check`: empty if it
/// loads. A file that does not parse gives one message (line, column, cause); a file that
/// parses gives one message per broken invariant, after `line N: ` where the participant,
/// round or table it names is found in the file ([`super::problem_line`]).
pub fn check(path: &Path) -> Vec<String> {
    match load(path) {
        Ok(_) => Vec::new(),
        Err(StoreError::Invalid { problems, .. }) => {
            // Each problem with the line it is about, where the file says (`line 312: …`).
            let text = fs::read_to_string(path).unwrap_or_default();
            problems
                .into_iter()
                .map(|p| match super::problem_line(&text, &p) {
                    Some(n) => crate::tr!("err-check-line", line = n, problem = p),
                    None => p,
                })
                .collect()
        }
        Err(e) => vec![e.to_string()],
    }
}

/// [`load`] from text already read; `path` is only used in error messages.
///
/// Errors: as [`load`], without [`StoreError::Io`].
pub fn load_str(path: &Path, text: &str) -> Result<Event> {
    let t = match schema_of(text) {
        Some(found) if found > SCHEMA => {
            return Err(StoreError::NewerSchema {
                path: path.into(),
                found,
                supported: SCHEMA,
            });
        }
        Some(found) if found < SCHEMA => upgrade(path, text, found)?,
        _ => parse(path, text)?,
    };
    let found = problems(&t);
    if found.is_empty() {
        Ok(t)
    } else {
        Err(StoreError::Invalid {
            path: path.into(),
            problems: found,
        })
    }
}

/// [`load_str`] from raw bytes; invalid UTF-8 is a [`StoreError::Parse`] at the first bad byte.
pub(crate) fn load_bytes(path: &Path, bytes: &[u8]) -> Result<Event> {
    match std::str::from_utf8(bytes) {
        Ok(text) => load_str(path, text),
        Err(e) => {
            let good = &bytes[..e.valid_up_to()];
            let (line, col) = end_position(&String::from_utf8_lossy(good));
            Err(StoreError::Parse {
                path: path.into(),
                line,
                col,
                cause: crate::store::NOT_UTF8.into(),
            })
        }
    }
}

/// Converts a file of an older schema `from` to the current model ([`super::upgrade`]: each
/// schema change adds an arm there and a fixture file of the old schema to the tests).
/// Schemas 1 and 2 share one top-level shape (schema 1 lacks the `muck` field); older numbers
/// are unknown.
fn upgrade(path: &Path, text: &str, from: u32) -> Result<Event> {
    match from {
        1 | 2 => {
            let old: super::upgrade::LegacyEvent = parse_as(path, text)?;
            old.upgrade().map_err(|p| StoreError::Invalid {
                path: path.into(),
                problems: vec![p],
            })
        }
        _ => Err(StoreError::UnknownSchema {
            path: path.into(),
            found: from,
            supported: SCHEMA,
        }),
    }
}

/// The schema version, read before the rest: from the file's opening when it is the one the
/// program writes ([`leading_schema`]), else from a RON parse that ignores every other field,
/// or, when the file does not parse (damaged further on, or a newer shape), from the first
/// `schema: N` in the text. `None` if none finds one; the full parse then reports why.
fn schema_of(text: &str) -> Option<u32> {
    if let Some(n) = leading_schema(text) {
        return Some(n);
    }
    #[derive(Deserialize)]
    struct Probe {
        schema: u32,
    }
    if let Ok(p) = ron::from_str::<Probe>(text) {
        return Some(p.schema);
    }
    let at = text.find("schema")?;
    let rest = text[at + "schema".len()..].trim_start().strip_prefix(':')?;
    let digits: String = rest
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The schema number when the text opens as the program writes it: `#![enable(..)]` lines,
/// then `(`, then `schema: N` followed by `,` or `)`. Reads a few bytes instead of parsing the
/// whole file a first time (issue 10: that parse, which only skips every other field, was a
/// third of `turnier pair` on a 25 MB save). The same number as the parse of [`schema_of`]
/// gives: `schema` is the struct's first field and no `schema` comes before it (so also the
/// text search's), and a second `schema` field fails that parse and leaves the text search.
/// `None` for any other opening (comments, a struct name, an attribute naming `schema`).
fn leading_schema(text: &str) -> Option<u32> {
    let mut rest = text.trim_start();
    while let Some(r) = rest.strip_prefix("#![enable(") {
        let end = r.find(")]")?;
        let inner = &r[..end];
        let plain = inner
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ',' || c == ' ');
        if !plain || inner.contains("schema") {
            return None;
        }
        rest = r[end + 2..].trim_start();
    }
    let rest = rest
        .strip_prefix('(')?
        .trim_start()
        .strip_prefix("schema")?
        .trim_start()
        .strip_prefix(':')?
        .trim_start();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let after = rest[digits..].trim_start();
    if digits == 0 || !(after.starts_with(',') || after.starts_with(')')) {
        return None;
    }
    rest[..digits].parse().ok()
}

/// Parses the current schema, mapping a RON error to line, column and cause.
fn parse(path: &Path, text: &str) -> Result<Event> {
    parse_as(path, text)
}

/// Parses `text` as `T`, mapping a RON error to line, column and cause.
fn parse_as<T: serde::de::DeserializeOwned>(path: &Path, text: &str) -> Result<T> {
    ron::from_str(text).map_err(|e| {
        // The span starts at the token that did not fit; for a file that ends too early the
        // end of the file says more than the last complete token before it.
        let at = if e.code == ron::Error::Eof {
            e.span.end
        } else {
            e.span.start
        };
        StoreError::Parse {
            path: path.into(),
            line: at.line,
            col: at.col,
            cause: e.code.to_string(),
        }
    })
}

/// 1-based line and column just after `text`.
fn end_position(text: &str) -> (usize, usize) {
    let line = 1 + text.matches('\n').count();
    let col = 1 + text.chars().rev().take_while(|&c| c != '\n').count();
    (line, col)
}

/// Refuses `t` when it breaks an invariant ([`StoreError::Invalid`]), so that nothing written
/// fails to load.
fn check_invariants(path: &Path, t: &Event) -> Result<()> {
    let found = problems(t);
    if !found.is_empty() {
        return Err(StoreError::Invalid {
            path: path.into(),
            problems: found,
        });
    }
    Ok(())
}

/// How many random characters follow [`temp_prefix`] in a temp file's name (`tempfile`'s
/// default).
const TEMP_RANDOM: usize = 6;

/// How old a temp file must be before [`remove_stale_temps`] takes it for one left by a killed
/// writer: a live commit finishes its temp file well within this.
pub const STALE_TEMP_AGE: Duration = Duration::from_secs(60);

/// The start of the name of every temp file written for `target`: `.<file name>.tmp`, so
/// `liga.ron` is written through `.liga.ron.tmpAb12Cd` ([`TEMP_RANDOM`] random letters and
/// digits after it). A commit killed before its rename leaves such a file; the next commit of
/// the same file removes it ([`remove_stale_temps`]). The name says which file it belongs to,
/// so the temp files of other events in the same folder are never touched.
fn temp_prefix(target: &Path) -> String {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    format!(".{name}.tmp")
}

/// Removes the temp files that commits of `target` killed before their rename left beside it:
/// names of exactly the form [`temp_prefix`] + [`TEMP_RANDOM`] letters or digits, last
/// modified at least [`STALE_TEMP_AGE`] ago (so a live temp file of another writer is never
/// touched; writers of one event also hold its write lock). Best effort: a file that cannot be
/// read or removed is left for the next commit. Returns how many were removed.
pub fn remove_stale_temps(target: &Path) -> usize {
    let dir = folder_of(target);
    let prefix = temp_prefix(target);
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let now = std::time::SystemTime::now();
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        let ours = name.strip_prefix(&prefix).is_some_and(|rest| {
            rest.len() == TEMP_RANDOM && rest.bytes().all(|b| b.is_ascii_alphanumeric())
        });
        if !ours {
            continue;
        }
        let old = entry
            .metadata()
            .ok()
            .filter(fs::Metadata::is_file)
            .and_then(|m| m.modified().ok())
            .and_then(|m| now.duration_since(m).ok())
            .is_some_and(|age| age >= STALE_TEMP_AGE);
        if old && fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// A temp file in `dir` filled by `fill` (given the file and its path, for errors), fsynced,
/// with the permissions `target` has (a new save gets 0644 on Unix; a temp file alone would be
/// private, 0600). Named `.<file name of target>.tmpXXXXXX` ([`temp_prefix`]). Returns it
/// with what `fill` returned.
pub(crate) fn filled_temp<R>(
    dir: &Path,
    target: &Path,
    fill: impl FnOnce(&mut fs::File, &Path) -> Result<R>,
) -> Result<(NamedTempFile, R)> {
    let mut tmp = tempfile::Builder::new()
        .prefix(&temp_prefix(target))
        .rand_bytes(TEMP_RANDOM)
        .tempfile_in(dir)
        .map_err(|e| StoreError::io("create a temp file in", dir, e))?;
    let mode = match fs::metadata(target) {
        Ok(m) => Some(m.permissions()),
        Err(_) => default_permissions(),
    };
    if let Some(p) = mode {
        fs::set_permissions(tmp.path(), p)
            .map_err(|e| StoreError::io("set permissions of", tmp.path().to_path_buf(), e))?;
    }
    let at = tmp.path().to_path_buf();
    let filled = fill(tmp.as_file_mut(), &at)?;
    tmp.as_file()
        .sync_all()
        .map_err(|e| StoreError::io("fsync", at, e))?;
    Ok((tmp, filled))
}

/// Writes `bytes` to `path` atomically: temp file in the same folder, fsync, rename, fsync the
/// folder. The folder must exist.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = folder_of(path);
    let (tmp, ()) = filled_temp(dir, path, |f, at| {
        f.write_all(bytes)
            .map_err(|e| StoreError::io("write", at, e))
    })?;
    tmp.persist(path)
        .map_err(|e| StoreError::io("rename a temp file to", path, e.error))?;
    sync_dir(dir)
}

/// Copies the file `from`, from its start, to `path` atomically (as [`write_atomic`]), by the
/// system's copy (`copy_file_range` on Linux): its bytes never pass through this process's
/// memory whole. The folder must exist.
pub(crate) fn copy_atomic(path: &Path, from: &mut fs::File) -> Result<()> {
    use std::io::{Seek, SeekFrom};
    let dir = folder_of(path);
    let (tmp, ()) = filled_temp(dir, path, |f, at| {
        from.seek(SeekFrom::Start(0))
            .and_then(|_| std::io::copy(from, f))
            .map(|_| ())
            .map_err(|e| StoreError::io("write", at, e))
    })?;
    tmp.persist(path)
        .map_err(|e| StoreError::io("rename a temp file to", path, e.error))?;
    sync_dir(dir)
}

#[cfg(unix)]
fn default_permissions() -> Option<fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    Some(fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn default_permissions() -> Option<fs::Permissions> {
    None
}

/// Fsyncs a folder so that a rename or unlink in it is durable (Unix; a no-op elsewhere).
pub(crate) fn sync_dir(dir: &Path) -> Result<()> {
    #[cfg(unix)]
    {
        fs::File::open(dir)
            .and_then(|f| f.sync_all())
            .map_err(|e| StoreError::io("fsync folder", dir, e))?;
    }
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`schema_of`] without [`leading_schema`]: the parse that skips every other field, then
    /// the text search (what it was before issue 10).
    fn probe(text: &str) -> Option<u32> {
        #[derive(Deserialize)]
        struct Probe {
            schema: u32,
        }
        if let Ok(p) = ron::from_str::<Probe>(text) {
            return Some(p.schema);
        }
        let at = text.find("schema")?;
        let rest = text[at + "schema".len()..].trim_start().strip_prefix(':')?;
        let digits: String = rest
            .trim_start()
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().ok()
    }

    /// Wherever the opening gives a number it is the one the parse gives, and `schema_of`
    /// answers as before on every opening: the program's own save, odd spacing, a truncated
    /// file, comments, a struct name, `schema` inside a name or an attribute, a fraction, a
    /// second `schema` field, a number too large.
    #[test]
    fn the_opening_gives_the_schema_the_parse_gives() {
        let saved = to_ron(&crate::swiss::synthetic::synthetic_event(6, 1, 1)).expect("ron");
        assert_eq!(leading_schema(&saved), Some(SCHEMA));
        let texts = [
            saved.as_str(),
            "(schema: 2)",
            "  (  schema :  7 , x: 1)",
            "#![enable(unwrap_newtypes)]\n(\n  schema: 3,\n  name: \"cut off",
            "// a comment\n(schema: 3,)",
            "Event(schema: 3,)",
            "(name: \"schema: 9\", schema: 3)",
            "#![enable(schema)]\n(schema: 4,)",
            "(schema: 3.5,)",
            "(schema: 3, schema: 4)",
            "(schema: 99999999999,)",
            "(schema: -1,)",
        ];
        let mut fast = 0;
        for text in texts {
            if let Some(n) = leading_schema(text) {
                fast += 1;
                assert_eq!(Some(n), probe(text), "{text:?}");
            }
            assert_eq!(schema_of(text), probe(text), "{text:?}");
        }
        assert_eq!(fast, 5, "the program's save and four like it");
    }
}
