//! Reading and writing one tournament file: pretty RON, schema check, atomic replace.

use super::backup::{copy_backup_as, newest_readable_backup, next_seq, prune};
use super::digest::{Digest, DigestWriter};
use super::journal::{self, JournalEntry};
use super::paths::folder_of;
use super::{Result, StoreError};
use crate::game::problems;
use crate::game::{Event, SCHEMA};
use serde::Deserialize;
use std::fs;
use std::io::{ErrorKind, Write};
use std::path::Path;
use tempfile::NamedTempFile;

/// How many previous versions [`commit`] keeps as backups.
pub const DEFAULT_KEEP: usize = 20;

/// The tournament as the store writes it: pretty RON, fields in the order of the serde
/// derives (so the same state always gives the same text), ending in a newline, then the
/// seal line ([`super::seal`]).
///
/// Errors: [`StoreError::Serialize`] (not expected for the model types).
pub fn to_ron(t: &Event) -> Result<String> {
    let mut text = ron::ser::to_string_pretty(t, pretty())?;
    text.push('\n');
    let seal = super::seal::of(text.as_bytes());
    text.push_str(&seal);
    Ok(text)
}

/// The layout of every save: two spaces of indent, newtypes unwrapped.
fn pretty() -> ron::ser::PrettyConfig {
    ron::ser::PrettyConfig::new()
        .indentor("  ")
        .extensions(ron::extensions::Extensions::UNWRAP_NEWTYPES)
}

/// Writes `t` as [`to_ron`] gives it into `file` (the temp file at `at`) through a buffer of
/// one [`super::digest::BLOCK`], without building the text in memory (25 MB for 10,000
/// players), and returns the digest of what was written. Not fsynced.
///
/// Errors: [`StoreError::Io`] (`write`) naming `at`; [`StoreError::Serialize`].
fn write_ron(t: &Event, file: &mut fs::File, at: &Path) -> Result<Digest> {
    use std::fmt::Write as _;
    let mut w = DigestWriter::new(file);
    let serialized = ron::Options::default()
        .to_writer_pretty(&mut w, t, pretty())
        .and_then(|()| w.write_char('\n').map_err(ron::Error::from))
        .and_then(|()| {
            let seal = w.seal();
            w.write_str(&seal).map_err(ron::Error::from)
        });
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
    let (tmp, _) = filled_temp(dir, path, path, |f, at| write_ron(t, f, at))?;
    read_back(path, tmp.path(), t)?;
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
    commit_inner(path, t, keep, Old::Check).map(|_| ())
}

/// What a process that keeps the file open (the desk) last loaded or wrote: the file's
/// [`Digest`] (length, CRC-32 and a 64-bit hash of its bytes; not the bytes themselves, which
/// are 25 MB for 10,000 players) and the length of its journal. A commit over exactly these
/// need not parse the file again.
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
    /// What the journal held for the file as it was loaded: the next whole commit deletes
    /// it, or keeps it aside when it held more than could be applied.
    journal_state: journal::State,
    /// What the director must be told about the journal: one that did not fit, one kept
    /// aside earlier.
    notices: Vec<super::Notice>,
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

    /// What the director must be told about the event's journals as this was taken: a
    /// journal that does not fit the file or has a bad line, journals kept aside earlier.
    /// Empty when all is well.
    pub fn notices(&self) -> &[super::Notice] {
        &self.notices
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
    let old = match expected {
        Some(e) => Old::Known(e),
        None => Old::Check,
    };
    let digest = commit_inner(path, t, DEFAULT_KEEP, old)?;
    Ok(OnDisk {
        digest,
        stamp: Stamp::of(path),
        notices: kept_aside_notices(path),
        ..OnDisk::default()
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

/// Whether the file and its journal still look as `on_disk` recorded them, by their metadata
/// alone (two `stat`s, nothing read): `Some(true)` unchanged, `Some(false)` another program
/// has written, `None` when `on_disk` has no stamp (the file changed while it was read), so
/// only [`is_current`], which reads the bytes, can tell. For a desk that looks often.
pub fn looks_current(path: &Path, on_disk: &OnDisk) -> Option<bool> {
    let journal_len = fs::metadata(journal::journal_path(path)).map_or(0, |m| m.len());
    if journal_len != on_disk.journal_len {
        return Some(false);
    }
    let stamp = on_disk.stamp.as_ref()?;
    Some(Stamp::of(path).as_ref() == Some(stamp))
}

/// [`is_current`], and when the bytes are those of `on_disk` though the metadata moved (a
/// `touch`, a copy of the same save), the new metadata is recorded, so that
/// [`looks_current`] says unchanged again. The metadata is taken before and after the read and
/// kept only when it held still, so a write during the read is never taken for unchanged.
pub fn is_current_restamp(path: &Path, on_disk: &mut OnDisk) -> bool {
    let journal_len = fs::metadata(journal::journal_path(path)).map_or(0, |m| m.len());
    if journal_len != on_disk.journal_len {
        return false;
    }
    if on_disk.stamp.is_some() && Stamp::of(path) == on_disk.stamp {
        return true;
    }
    let before = Stamp::of(path);
    let current = Digest::of_file(path).is_ok_and(|d| d == on_disk.digest);
    if current && before.is_some() && Stamp::of(path) == before {
        on_disk.stamp = before;
    }
    current
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
    let loaded = load_counting_journal(path, &bytes, &digest, Seal::Check)?;
    drop(bytes);
    let stale_journal = loaded.journal_len == 0 && journal::journal_path(path).exists();
    let mut notices = journal_notices(path, &loaded.journal_state);
    notices.extend(kept_aside_notices(path));
    Ok((
        loaded.event,
        OnDisk {
            digest,
            journal_len: loaded.journal_len,
            journal_entries: loaded.journal_entries,
            stamp,
            stale_journal,
            journal_state: loaded.journal_state,
            notices,
        },
    ))
}

/// What loading a file with its journal gave.
struct Loaded {
    event: Event,
    /// The journal's length to append after (0: none, or nothing may be appended).
    journal_len: u64,
    /// How many journal entries were replayed.
    journal_entries: usize,
    journal_state: journal::State,
}

/// Whether a load checks the seal ([`super::seal`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Seal {
    /// A body that differs from its seal is [`StoreError::Altered`].
    Check,
    /// The body is taken as it is ([`accept_as_is`]: the director changed it on purpose).
    Ignore,
}

/// The file bytes `bytes` of `path` loaded, then its journal replayed (`journal.rs`); returns
/// the journal's length too (0: none, stale or not to be appended to).
pub(crate) fn load_with_journal(path: &Path, bytes: &[u8]) -> Result<(Event, u64)> {
    load_counting_journal(path, bytes, &Digest::of(bytes), Seal::Check)
        .map(|l| (l.event, l.journal_len))
}

/// [`load_with_journal`] of bytes whose digest is `digest`, with what the journal held.
fn load_counting_journal(path: &Path, bytes: &[u8], digest: &Digest, seal: Seal) -> Result<Loaded> {
    let t = load_bytes_with(path, bytes, seal)?;
    let read = journal::read(path, digest)?;
    let count = read.entries.len();
    if read.entries.is_empty() {
        return Ok(Loaded {
            event: t,
            journal_len: read.len,
            journal_entries: 0,
            journal_state: read.state,
        });
    }
    let (t, stopped) = journal::replay(t, read.entries, 2);
    let (journal_len, journal_entries, journal_state) = match stopped {
        Some(state @ journal::State::Broken { applied, .. }) => (0, applied, state),
        _ => (read.len, count, read.state),
    };
    let found = problems(&t);
    if !found.is_empty() {
        return Err(StoreError::Invalid {
            path: journal::journal_path(path),
            problems: found,
        });
    }
    Ok(Loaded {
        event: t,
        journal_len,
        journal_entries,
        journal_state,
    })
}

/// What the director must be told of the journal of `path` in `state`.
fn journal_notices(path: &Path, state: &journal::State) -> Vec<super::Notice> {
    let journal = journal::journal_path(path);
    match state {
        journal::State::Unmatched {
            readable,
            unreadable,
        } => vec![super::Notice::JournalUnmatched {
            event: path.into(),
            journal,
            readable: *readable,
            unreadable: *unreadable,
        }],
        journal::State::Broken {
            line,
            cause,
            applied,
            kept,
        } => vec![super::Notice::JournalBroken {
            event: path.into(),
            journal,
            line: *line,
            cause: cause.clone(),
            applied: *applied,
            kept: *kept,
        }],
        _ => Vec::new(),
    }
}

/// A notice for each journal kept aside beside `path` ([`journal::kept_aside`]).
fn kept_aside_notices(path: &Path) -> Vec<super::Notice> {
    journal::kept_aside(path)
        .into_iter()
        .map(|aside| {
            let entries = fs::read(&aside)
                .map(|b| journal::readable_lines(&b).0.len())
                .unwrap_or(0);
            super::Notice::KeptAside {
                event: path.into(),
                journal: aside,
                entries,
            }
        })
        .collect()
}

/// How [`commit_inner`] treats the file it replaces.
enum Old<'a> {
    /// Check that it loads (with its journal) unless it is absent.
    Check,
    /// When its bytes are these, it is known to load: not parsed again.
    Known(&'a OnDisk),
    /// The director takes it as it is ([`accept_as_is`]): it must load with its seal
    /// ignored.
    Accept,
}

/// The work of [`commit_with`] and [`commit_expecting`]: returns the digest of the bytes
/// written. Memory: the file on disk is read a block at a time (its digest; when that is not
/// the one expected, it is read whole once, to check that it loads) and copied to the backup
/// by the system; the new text is written through a buffer, never built whole, then read
/// back and parsed before it replaces the file ([`read_back`]).
fn commit_inner(path: &Path, t: &Event, keep: usize, old: Old<'_>) -> Result<Digest> {
    check_invariants(path, t)?;
    let dir = folder_of(path);
    let mut journal_state = journal::State::Absent;
    match fs::File::open(path) {
        Ok(mut file) => {
            let digest =
                Digest::of_reader(&mut file).map_err(|e| StoreError::io("read", path, e))?;
            match old {
                Old::Known(on_disk) if on_disk.digest == digest => {
                    journal_state = on_disk.journal_state.clone();
                }
                _ => {
                    let seal = match old {
                        Old::Accept => Seal::Ignore,
                        _ => Seal::Check,
                    };
                    let bytes = fs::read(path).map_err(|e| StoreError::io("read", path, e))?;
                    match load_counting_journal(path, &bytes, &digest, seal) {
                        Ok(loaded) => journal_state = loaded.journal_state,
                        Err(cause) => {
                            return Err(StoreError::Damaged {
                                path: path.into(),
                                cause: Box::new(cause),
                                backup: newest_readable_backup(path),
                            });
                        }
                    }
                }
            }
            if keep > 0 {
                // Make room first: on a nearly full disk the backups beyond what is kept must
                // not stand in the way of the new one (and of the new file after it). Best
                // effort, as below; the number is taken before, so that it keeps growing.
                let next = next_seq(path)?;
                let _ = prune(path, keep - 1);
                copy_backup_as(path, &mut file, next)?;
            }
        }
        Err(e) if e.kind() == ErrorKind::NotFound => {
            fs::create_dir_all(dir).map_err(|e| StoreError::io("create folder", dir, e))?;
        }
        Err(e) => return Err(StoreError::io("read", path, e)),
    }
    let (tmp, digest) = filled_temp(dir, path, path, |f, at| write_ron(t, f, at))?;
    read_back(path, tmp.path(), t)?;
    tmp.persist(path)
        .map_err(|e| StoreError::io("rename a temp file to", path, e.error))?;
    sync_dir(dir)?;
    // The file now holds the whole state: the journal is folded in. A crash before it is
    // deleted leaves a stale journal, which no longer names this file as its base. A
    // journal that held more than was applied is kept aside instead.
    journal::retire(path, &journal_state)?;
    // The new version is on disk: the commit has succeeded. Failing to delete an old backup
    // only leaves one backup too many (removed by the next commit), so it must not make the
    // caller believe the command was not saved.
    let _ = prune(path, keep);
    // Temp files of commits of this file that were killed before their rename.
    remove_stale_temps(path);
    Ok(digest)
}

/// Reads the temp file `written` back and checks that it loads as `t` (its seal, the RON,
/// the same state), so that a file is never committed that cannot be read again (a
/// structure nested deeper than the reader takes, a value that does not read back as it was
/// written). Costs one read from the page cache and one parse (the invariants are not checked
/// again: they hold for `t`).
///
/// Errors: [`StoreError::Unwritable`] naming `path` and why; nothing was committed.
fn read_back(path: &Path, written: &Path, t: &Event) -> Result<()> {
    let bytes = fs::read(written).map_err(|e| StoreError::io("read", written, e))?;
    // The seal and the RON, not the invariants: they were checked on `t` before it was
    // written, and what reads back is compared with `t` whole.
    let back = utf8(path, &bytes).and_then(|text| {
        let back = parse(path, text)?;
        check_seal(path, &bytes, Seal::Check)?;
        Ok(back)
    });
    let cause = match back {
        Ok(back) if back == *t => return Ok(()),
        Ok(_) => crate::tr!("err-store-reads-back-other"),
        Err(e) => e.to_string(),
    };
    Err(StoreError::Unwritable {
        path: path.into(),
        cause,
    })
}

/// Takes the file at `path` as it is now although its seal says it was changed outside
/// turnier (the director edited it on purpose): it must load with its journal, the seal
/// ignored; it is kept as a backup, then written again with a new seal. Returns the event.
/// The caller holds the write lock.
///
/// Errors: [`StoreError::Damaged`] when it does not load even so (nothing written);
/// [`StoreError::Io`].
pub fn accept_as_is(path: &Path) -> Result<Event> {
    let bytes = fs::read(path).map_err(|e| StoreError::io("read", path, e))?;
    let loaded = load_counting_journal(path, &bytes, &Digest::of(&bytes), Seal::Ignore).map_err(
        |cause| StoreError::Damaged {
            path: path.into(),
            cause: Box::new(cause),
            backup: newest_readable_backup(path),
        },
    )?;
    commit_inner(path, &loaded.event, DEFAULT_KEEP, Old::Accept)?;
    Ok(loaded.event)
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
    load_str_with(path, text, Seal::Check)
}

/// [`load_str`], the seal checked or not.
fn load_str_with(path: &Path, text: &str, seal: Seal) -> Result<Event> {
    let t = load_unsealed(path, text)?;
    check_seal(path, text.as_bytes(), seal)?;
    Ok(t)
}

/// [`StoreError::Altered`] when `seal` says check and the body of `bytes` is not as its seal
/// says. Checked after the text has loaded: a change that breaks the file is named by the
/// parse (line, column, cause), which says more than the seal; a change that loads is never
/// taken as good.
fn check_seal(path: &Path, bytes: &[u8], seal: Seal) -> Result<()> {
    if seal == Seal::Check
        && let super::seal::Verdict::Changed { from, to } = super::seal::verify(bytes)
    {
        return Err(StoreError::Altered {
            path: path.into(),
            from,
            to,
        });
    }
    Ok(())
}

/// [`load_str`] without the seal: schema, RON, invariants.
fn load_unsealed(path: &Path, text: &str) -> Result<Event> {
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

/// [`load_str`] from raw bytes, the seal checked or not; invalid UTF-8 is a
/// [`StoreError::Parse`] at the first bad byte.
fn load_bytes_with(path: &Path, bytes: &[u8], seal: Seal) -> Result<Event> {
    load_str_with(path, utf8(path, bytes)?, seal)
}

/// `bytes` as text, or [`StoreError::Parse`] at the first byte that is not UTF-8.
fn utf8<'a>(path: &Path, bytes: &'a [u8]) -> Result<&'a str> {
    std::str::from_utf8(bytes).map_err(|e| {
        let good = &bytes[..e.valid_up_to()];
        let (line, col) = end_position(&String::from_utf8_lossy(good));
        StoreError::Parse {
            path: path.into(),
            line,
            col,
            cause: crate::store::NOT_UTF8.into(),
        }
    })
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

/// The schema number when the text opens as the program writes it: `#![enable(..)]` lines, then
/// `(`, then `schema: N` followed by `,` or `)`. Reads a few bytes instead of parsing the whole
/// file a first time (that parse, which only skips every other field, is a third of
/// `turnier pair` on a 25 MB save). The same number as the parse of [`schema_of`] gives:
/// `schema` is the struct's first field and no `schema` comes before it (so also the text
/// search's), and a second `schema` field fails that parse and leaves the text search. `None`
/// for any other opening (comments, a struct name, an attribute naming `schema`).
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
            cause: match e.code {
                ron::Error::ExceededRecursionLimit => crate::store::TOO_DEEP.to_string(),
                other => other.to_string(),
            },
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

/// The start of the name of every temp file written for `target`: `.<file name>.tmp`, so
/// `liga.ron` is written through `.liga.ron.tmpAb12Cd` ([`TEMP_RANDOM`] random letters and
/// digits after it). A write killed before its rename leaves such a file; the next commit of
/// the same event removes it ([`remove_stale_temps`]). The name says which file it belongs to,
/// so the temp files of other events in the same folder are never touched.
fn temp_prefix(target: &Path) -> String {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    format!(".{name}.tmp")
}

/// Removes the temp files that writes of the event `target` killed before their rename left:
/// beside it, the temp files of the file itself and of its journal (names of exactly the form
/// [`temp_prefix`] + [`TEMP_RANDOM`] letters or digits); in its backups folder, every temp
/// file of that form (the folder is this event's alone). Called by a commit, which holds the
/// event's write lock, as every writer of the event does while its temp files exist: a temp
/// file found then belongs to a writer that is gone, however young it is. Temp files of
/// other events in the same folder are never touched. Best effort: a file that cannot be
/// removed is left for the next commit. Returns how many were removed.
pub fn remove_stale_temps(target: &Path) -> usize {
    let beside = [
        temp_prefix(target),
        temp_prefix(&journal::journal_path(target)),
    ];
    let mut removed = remove_temps_in(folder_of(target), |name| {
        beside.iter().any(|p| is_temp_of(name, p))
    });
    removed += remove_temps_in(&super::backup::backup_dir(target), |name| {
        name.starts_with('.')
            && name
                .rfind(".tmp")
                .is_some_and(|at| is_temp_of(name, &name[..at + 4]))
    });
    removed
}

/// Whether `name` is `prefix` followed by exactly [`TEMP_RANDOM`] letters or digits.
fn is_temp_of(name: &str, prefix: &str) -> bool {
    name.strip_prefix(prefix).is_some_and(|rest| {
        rest.len() == TEMP_RANDOM && rest.bytes().all(|b| b.is_ascii_alphanumeric())
    })
}

/// Removes the plain files in `dir` whose names `ours` accepts; how many went.
fn remove_temps_in(dir: &Path, ours: impl Fn(&str) -> bool) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        if !ours(name) {
            continue;
        }
        let file = entry.metadata().is_ok_and(|m| m.is_file());
        if file && fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// A temp file in `dir` filled by `fill` (given the file and its path, for errors), fsynced,
/// with the permissions of the event file `like` ([`super::modes::file_permissions`]: a new
/// save gets 0644 on Unix; a temp file alone would be private, 0600). Named
/// `.<file name of target>.tmpXXXXXX` ([`temp_prefix`]). Returns it with what `fill`
/// returned.
pub(crate) fn filled_temp<R>(
    dir: &Path,
    target: &Path,
    like: &Path,
    fill: impl FnOnce(&mut fs::File, &Path) -> Result<R>,
) -> Result<(NamedTempFile, R)> {
    let mut tmp = tempfile::Builder::new()
        .prefix(&temp_prefix(target))
        .rand_bytes(TEMP_RANDOM)
        .tempfile_in(dir)
        .map_err(|e| StoreError::io("create a temp file in", dir, e))?;
    if let Some(p) = super::modes::file_permissions(like) {
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
/// folder; with the permissions of the event file `like`. The folder must exist.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8], like: &Path) -> Result<()> {
    let dir = folder_of(path);
    let (tmp, ()) = filled_temp(dir, path, like, |f, at| {
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
pub(crate) fn copy_atomic(path: &Path, from: &mut fs::File, like: &Path) -> Result<()> {
    use std::io::{Seek, SeekFrom};
    let dir = folder_of(path);
    let (tmp, ()) = filled_temp(dir, path, like, |f, at| {
        from.seek(SeekFrom::Start(0))
            .and_then(|_| std::io::copy(from, f))
            .map(|_| ())
            .map_err(|e| StoreError::io("write", at, e))
    })?;
    tmp.persist(path)
        .map_err(|e| StoreError::io("rename a temp file to", path, e.error))?;
    sync_dir(dir)
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
    /// the text search (the slower path, kept as the reference the fast one must agree with).
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
