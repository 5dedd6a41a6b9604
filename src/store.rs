//! The store: one RON file per tournament, atomic commits, rolling backups (DESIGN.md, "Store").
//!
//! - A tournament lives in one pretty RON file, `<data_dir>/<slug>.ron` ([`paths`]), fields in
//!   the order of the serde derives, so that two saves of the same state are byte-identical.
//! - [`save_new`] creates the file; [`commit`] replaces it atomically (temp file in the same
//!   folder, fsync, rename, fsync the folder) after copying the previous version to
//!   `<dir>/.backups/<stem>/<stem>.<seq>.ron`, keeping the newest [`DEFAULT_KEEP`].
//! - [`load`] reads the schema version first (newer: refused; older: upgraded), then parses, then
//!   checks the invariants ([`problems`]). Every error names the file; a parse error names the
//!   line, the column and the cause.
//! - The desk commits a result by appending it to the file's journal ([`commit_journaled`],
//!   `journal.rs`) and writes the file whole when idle; every loader replays the journal, so
//!   the file plus its journal is the saved state.
//! - Every program that changes an event holds the exclusive lock on `<file>.lock` beside it
//!   ([`WriteLock`]) from reading it to committing; readers take none.
//! - A file that does not load is never overwritten: [`commit`] refuses, and the caller offers
//!   [`newest_readable_backup`] and, if the director agrees, [`restore_backup`] (which moves the
//!   damaged file aside instead of deleting it).
//! - Every save ends in a seal (`seal.rs`): a body changed outside turnier is
//!   [`StoreError::Altered`], never taken as good; [`accept_as_is`] keeps it when the director
//!   changed it on purpose.
//! - A commit reads its temp file back before the rename: what is written always loads.
//! - A journal that did not fit its file is kept aside, never deleted, reported by every load
//!   ([`Notice`]) and applied on request ([`apply_kept_journals`]).
//! - Files the event owns are never more open than the save (`modes.rs`).

mod backup;
mod catalog;
mod digest;
mod journal;
mod kept;
mod locate;
mod lock;
mod modes;
pub mod paths;
mod seal;
mod snapshot;
mod upgrade;

pub use crate::game::problems;
pub use backup::{
    BackupInfo, backup_dir, backup_list, backup_numbered, backups, newest_readable_backup,
    newest_readable_backup_numbered, restore_backup,
};
pub use catalog::{EventInfo, EventSummary, list_events};
pub use journal::{JournalEntry, journal_path, kept_aside};
pub(crate) use journal::{held_elsewhere as journal_held_elsewhere, hold as hold_journal};
pub use kept::{KeptEntry, KeptJournals, KeptOutcome, apply_kept_journals, kept_journals};
pub use locate::problem_line;
pub use lock::{WAIT, WriteLock, lock_path};
pub use paths::{data_dir, default_data_dir, resolve_event, slug, write_target};
pub use snapshot::{
    DEFAULT_KEEP, OnDisk, accept_as_is, check, commit, commit_expecting, commit_journaled,
    commit_with, is_current, is_current_restamp, load, load_on_disk, load_str, looks_current,
    save_new, to_ron,
};

use std::path::PathBuf;

/// Everything that can go wrong reading or writing a save file. Each message names the file,
/// says what was wrong and, where there is a choice, what is allowed, in the language in
/// force when shown (`err-store-*`, `err-io-*`).
#[derive(Debug)]
pub enum StoreError {
    /// An operating-system error; `action` says what was being done (`read`, `write`, ...).
    Io {
        /// What was being done, as a verb phrase: `read`, `create folder`, `rename to`, ...
        action: &'static str,
        /// The file or folder concerned.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// No home folder, so no default data folder: pass `--data-dir`.
    NoDataDir,
    /// A tournament name that gives an empty file name.
    EmptyName {
        /// The name as given.
        name: String,
    },
    /// The file is not valid RON for a tournament (syntax, a missing or unknown field, a wrong
    /// type, bad UTF-8). `line` and `col` are 1-based.
    Parse {
        /// The file.
        path: PathBuf,
        /// 1-based line of the error.
        line: usize,
        /// 1-based column (in characters) of the error.
        col: usize,
        /// What the parser expected or found.
        cause: String,
    },
    /// The file was written by a newer `turnier`.
    NewerSchema {
        /// The file.
        path: PathBuf,
        /// The schema version in the file.
        found: u32,
        /// The newest schema this build reads, [`crate::game::SCHEMA`].
        supported: u32,
    },
    /// The file has a schema version no build ever wrote (older than the first).
    UnknownSchema {
        /// The file.
        path: PathBuf,
        /// The schema version in the file.
        found: u32,
        /// The newest schema this build reads.
        supported: u32,
    },
    /// The file parses but breaks invariants of the model (see [`problems`]).
    Invalid {
        /// The file.
        path: PathBuf,
        /// Every problem found, each naming the round, table or player.
        problems: Vec<String>,
    },
    /// [`save_new`] found a file already there.
    AlreadyExists {
        /// The file.
        path: PathBuf,
    },
    /// [`commit`] was refused because the file on disk does not load: it is never overwritten.
    Damaged {
        /// The file on disk.
        path: PathBuf,
        /// Why it does not load.
        cause: Box<StoreError>,
        /// The newest backup that loads, if any, to offer for [`restore_backup`].
        backup: Option<PathBuf>,
    },
    /// A backup given to [`restore_backup`] that is not one of this file's backups.
    NotABackup {
        /// The tournament file.
        path: PathBuf,
        /// The file given as backup.
        backup: PathBuf,
        /// The folder that holds this file's backups.
        dir: PathBuf,
    },
    /// `turnier restore --backup N` with a number no backup has.
    NoSuchBackup {
        /// The tournament file.
        path: PathBuf,
        /// The number asked for.
        seq: u64,
        /// The numbers there are, oldest first.
        have: Vec<u64>,
    },
    /// A damaged line in a journal before its last line, or a journal entry that no longer
    /// applies to the file ([`journal_path`]).
    Journal {
        /// The journal file.
        path: PathBuf,
        /// 1-based line of the entry.
        line: usize,
        /// What is wrong with it.
        cause: String,
    },
    /// The journal is not as this process left it (another program committed meanwhile); the
    /// caller commits the state whole instead ([`commit_expecting`]).
    Outdated {
        /// The tournament file or its journal.
        path: PathBuf,
    },
    /// Another program holds the event's write lock ([`WriteLock`]) and did not let go within
    /// [`WAIT`]; nothing was changed.
    Locked {
        /// The tournament file.
        path: PathBuf,
    },
    /// The tournament could not be written as RON (should not happen for the model types).
    Serialize(ron::Error),
    /// The file's body is not as its seal says ([`seal`]): it was changed outside turnier,
    /// or the disk damaged it. It is not used as it is.
    Altered {
        /// The file.
        path: PathBuf,
        /// The first line (1-based) of the part that differs.
        from: u64,
        /// The last line of the part that differs.
        to: u64,
    },
    /// The new version was written but would not read back as the same event: nothing was
    /// committed, the file is as it was.
    Unwritable {
        /// The tournament file.
        path: PathBuf,
        /// Why the written text does not read back.
        cause: String,
    },
    /// The event does not load; said with the newest backup that does and the command that
    /// takes it (`turnier restore`), for the command line and the desk.
    Unreadable {
        /// The tournament file.
        path: PathBuf,
        /// Why it does not load.
        cause: Box<StoreError>,
        /// The newest backup that loads, with its sequence number, if any.
        backup: Option<(u64, PathBuf)>,
    },
}

/// Something about an event's journals that the director must be told whenever the event is
/// opened, though it loads: results that are not in the event as shown. Worded in the
/// language in force by `Display`, naming the files and the commands that help.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// The journal beside the file names another version of it as its base (its first line
    /// was damaged, or the file was replaced by hand): none of its entries is applied; the
    /// next change keeps it aside.
    JournalUnmatched {
        /// The tournament file.
        event: PathBuf,
        /// The journal.
        journal: PathBuf,
        /// Entries whose own checksum holds.
        readable: usize,
        /// Lines that cannot be read.
        unreadable: usize,
    },
    /// A line of the journal before its last cannot be read or no longer applies: the
    /// entries before it are applied, the rest not; the next change keeps it aside.
    JournalBroken {
        /// The tournament file.
        event: PathBuf,
        /// The journal.
        journal: PathBuf,
        /// 1-based line of the journal.
        line: usize,
        /// Why that line was not applied.
        cause: String,
        /// Entries applied before it.
        applied: usize,
        /// Lines not applied, from it on.
        kept: usize,
    },
    /// A journal kept aside earlier (`<file>.journal.aside.<n>`) waits to be looked at.
    KeptAside {
        /// The tournament file.
        event: PathBuf,
        /// The journal kept aside.
        journal: PathBuf,
        /// Entries in it whose checksum holds.
        entries: usize,
    },
}

impl std::fmt::Display for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::tr;
        let shown = |p: &PathBuf| p.display().to_string();
        let text = match self {
            Self::JournalUnmatched {
                event,
                journal,
                readable,
                unreadable,
            } => tr!(
                "store-notice-unmatched",
                journal = shown(journal),
                event = shown(event),
                readable = *readable,
                unreadable = *unreadable
            ),
            Self::JournalBroken {
                event,
                journal,
                line,
                cause,
                applied,
                kept,
            } => tr!(
                "store-notice-broken",
                journal = shown(journal),
                event = shown(event),
                line = *line,
                cause = cause.as_str(),
                applied = *applied,
                kept = *kept
            ),
            Self::KeptAside {
                event,
                journal,
                entries,
            } => tr!(
                "store-notice-kept-aside",
                journal = shown(journal),
                event = shown(event),
                entries = *entries
            ),
        };
        f.write_str(&text)
    }
}

impl From<ron::Error> for StoreError {
    fn from(e: ron::Error) -> Self {
        Self::Serialize(e)
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Io { source, .. } => Some(source),
            Self::Damaged { cause, .. } | Self::Unreadable { cause, .. } => Some(cause.as_ref()),
            Self::Serialize(e) => Some(e),
            _ => None,
        }
    }
}

/// The key of what was being done when the system refused ([`StoreError::Io`]'s `action`).
fn action_key(action: &str) -> Option<&'static str> {
    Some(match action {
        "append to" => crate::i18n::key("err-io-append-to"),
        "create a temp file in" => crate::i18n::key("err-io-create-temp-in"),
        "create folder" => crate::i18n::key("err-io-create-folder"),
        "create" => crate::i18n::key("err-io-create"),
        "delete old backup" => crate::i18n::key("err-io-delete-old-backup"),
        "delete" => crate::i18n::key("err-io-delete"),
        "fsync folder" => crate::i18n::key("err-io-fsync-folder"),
        "fsync" => crate::i18n::key("err-io-fsync"),
        "lock" => crate::i18n::key("err-io-lock"),
        "open the lock file" => crate::i18n::key("err-io-open-lock-file"),
        "open" => crate::i18n::key("err-io-open"),
        "read folder" => crate::i18n::key("err-io-read-folder"),
        "read the size of" => crate::i18n::key("err-io-read-size"),
        "read" => crate::i18n::key("err-io-read"),
        "rename a temp file to" => crate::i18n::key("err-io-rename-temp-to"),
        "keep a journal aside as" => crate::i18n::key("err-io-keep-aside"),
        "set permissions of" => crate::i18n::key("err-io-set-permissions"),
        "write" => crate::i18n::key("err-io-write"),
        _ => return None,
    })
}

/// The operating system's reason in the language in force: the common kinds in words of
/// their own, anything else as the system says it (English in German, too: it is the OS's).
fn io_cause(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let key = match e.kind() {
        ErrorKind::NotFound => crate::i18n::key("err-io-not-found"),
        ErrorKind::PermissionDenied => crate::i18n::key("err-io-permission-denied"),
        ErrorKind::AlreadyExists => crate::i18n::key("err-io-already-exists"),
        _ => return e.to_string(),
    };
    if crate::i18n::lang() == crate::i18n::Lang::En {
        // English keeps the system's own words (`No such file or directory (os error 2)`).
        e.to_string()
    } else {
        crate::i18n::t(key).to_string()
    }
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::tr;
        let text = match self {
            Self::Io {
                action,
                path,
                source,
            } => match action_key(action) {
                Some(key) => crate::i18n::t_args(
                    "err-io",
                    &[
                        ("action", crate::i18n::value(crate::i18n::t(key))),
                        ("path", crate::i18n::value(path.display().to_string())),
                        ("cause", crate::i18n::value(io_cause(source))),
                    ],
                ),
                None => tr!(
                    "err-io",
                    action = *action,
                    path = path.display().to_string(),
                    cause = io_cause(source)
                ),
            },
            Self::NoDataDir => tr!("err-store-no-data-dir"),
            Self::EmptyName { name } => {
                tr!("err-store-empty-name", name = format!("{name:?}"))
            }
            Self::Parse {
                path,
                line,
                col,
                cause,
            } => tr!(
                "err-store-parse",
                path = path.display().to_string(),
                line = *line,
                col = *col,
                cause = cause_words(cause)
            ),
            Self::NewerSchema {
                path,
                found,
                supported,
            } => tr!(
                "err-store-newer-schema",
                path = path.display().to_string(),
                found = *found,
                supported = *supported
            ),
            Self::UnknownSchema {
                path,
                found,
                supported,
            } => tr!(
                "err-store-unknown-schema",
                path = path.display().to_string(),
                found = *found,
                supported = *supported
            ),
            Self::Invalid { path, problems } => tr!(
                "err-store-invalid",
                path = path.display().to_string(),
                problems = problems.join("; ")
            ),
            Self::AlreadyExists { path } => {
                tr!(
                    "err-store-already-exists",
                    path = path.display().to_string()
                )
            }
            Self::Damaged {
                path,
                cause,
                backup,
            } => tr!(
                "err-store-damaged",
                path = path.display().to_string(),
                cause = cause.to_string(),
                backup = match backup {
                    Some(b) => tr!("err-store-newest-backup", path = b.display().to_string()),
                    None => tr!("err-store-no-backup"),
                }
            ),
            Self::NotABackup { path, backup, dir } => tr!(
                "err-store-not-a-backup",
                backup = backup.display().to_string(),
                path = path.display().to_string(),
                dir = dir.display().to_string()
            ),
            Self::Journal { path, line, cause } => tr!(
                "err-store-journal",
                path = path.display().to_string(),
                line = *line,
                cause = cause.as_str()
            ),
            Self::NoSuchBackup { path, seq, have } => {
                let have = if have.is_empty() {
                    tr!("err-store-no-backups-at-all")
                } else {
                    have.iter()
                        .map(u64::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                tr!(
                    "err-store-no-such-backup",
                    seq = *seq,
                    path = path.display().to_string(),
                    have = have
                )
            }
            Self::Outdated { path } => {
                tr!("err-store-outdated", path = path.display().to_string())
            }
            Self::Locked { path } => tr!("err-store-locked", path = path.display().to_string()),
            Self::Serialize(ron::Error::ExceededRecursionLimit) => {
                tr!(
                    "err-store-serialize",
                    cause = tr!("err-store-too-deep-write")
                )
            }
            Self::Serialize(e) => tr!("err-store-serialize", cause = e.to_string()),
            Self::Altered { path, from, to } => tr!(
                "err-store-altered",
                path = path.display().to_string(),
                from = *from,
                to = *to
            ),
            Self::Unwritable { path, cause } => tr!(
                "err-store-unwritable",
                path = path.display().to_string(),
                cause = cause.as_str()
            ),
            Self::Unreadable {
                path,
                cause,
                backup,
            } => {
                let how = match backup {
                    Some((seq, b)) => tr!(
                        "err-store-restore-hint",
                        backup = b.display().to_string(),
                        seq = *seq,
                        path = path.display().to_string()
                    ),
                    None => tr!("err-store-no-backup"),
                };
                let accept = if matches!(**cause, Self::Altered { .. }) {
                    format!(
                        "\n{}",
                        tr!("err-store-accept-hint", path = path.display().to_string())
                    )
                } else {
                    String::new()
                };
                format!("{cause}\n{how}{accept}")
            }
        };
        f.write_str(&text)
    }
}

/// A parse error's cause in the language in force: the causes this program writes itself
/// in words of their own, the RON parser's as it says them.
fn cause_words(cause: &str) -> String {
    match cause {
        NOT_UTF8 => crate::tr!("err-store-not-utf8"),
        TOO_DEEP => crate::tr!("err-store-too-deep"),
        EOF => crate::tr!("err-store-eof"),
        // The reader's own words (`Expected comma`): short, and they say what is wrong.
        other => other.to_string(),
    }
}

/// The cause of a [`StoreError::Parse`] for bytes that are not UTF-8 (English; shown in the
/// language in force).
pub(crate) const NOT_UTF8: &str = "the file is not valid UTF-8 text";

/// The cause of a [`StoreError::Parse`] for a file nested deeper than the RON reader takes
/// (English; shown in the language in force, never with the reader's tuning hints).
pub(crate) const TOO_DEEP: &str = "the file nests deeper than turnier reads";

/// The RON parser's cause for a file that ends too early.
const EOF: &str = "Unexpected end of RON";

/// Result of every store operation.
pub type Result<T> = std::result::Result<T, StoreError>;

impl StoreError {
    /// An [`StoreError::Io`] error.
    pub(crate) fn io(
        action: &'static str,
        path: impl Into<PathBuf>,
        source: std::io::Error,
    ) -> Self {
        Self::Io {
            action,
            path: path.into(),
            source,
        }
    }
}
