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

mod backup;
mod catalog;
mod journal;
mod locate;
mod lock;
pub mod paths;
mod snapshot;
mod upgrade;
mod validate;

pub use backup::{backup_dir, backups, newest_readable_backup, restore_backup};
pub use catalog::{EventInfo, EventSummary, list_events};
pub use journal::{JournalEntry, journal_path};
pub use locate::problem_line;
pub use lock::{WAIT, WriteLock, lock_path};
pub use paths::{data_dir, default_data_dir, resolve_event, slug, write_target};
pub use snapshot::{
    DEFAULT_KEEP, OnDisk, check, commit, commit_expecting, commit_journaled, commit_with,
    is_current, load, load_on_disk, load_str, save_new, to_ron,
};
pub use validate::problems;

use std::path::PathBuf;
use thiserror::Error;

/// Everything that can go wrong reading or writing a save file. Each message names the file,
/// says what was wrong and, where there is a choice, what is allowed.
#[derive(Debug, Error)]
pub enum StoreError {
    /// An operating-system error; `action` says what was being done (`read`, `write`, ...).
    #[error("cannot {action} {}: {source}", path.display())]
    Io {
        /// What was being done, as a verb phrase: `read`, `create folder`, `rename to`, ...
        action: &'static str,
        /// The file or folder concerned.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// No home folder, so no default data folder: pass `--data-dir`.
    #[error(
        "no default data folder: the home folder is unknown on this system; pass --data-dir DIR"
    )]
    NoDataDir,
    /// A tournament name that gives an empty file name.
    #[error(
        "tournament name {name:?} has no letters or digits to make a file name from; \
         use letters, digits or a path ending in .ron"
    )]
    EmptyName {
        /// The name as given.
        name: String,
    },
    /// The file is not valid RON for a tournament (syntax, a missing or unknown field, a wrong
    /// type, bad UTF-8). `line` and `col` are 1-based.
    #[error("{}:{line}:{col}: {cause}", path.display())]
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
    #[error(
        "{}: schema version {found} is newer than this build supports (schema {supported}); \
         open it with a newer turnier",
        path.display()
    )]
    NewerSchema {
        /// The file.
        path: PathBuf,
        /// The schema version in the file.
        found: u32,
        /// The newest schema this build reads, [`crate::game::SCHEMA`].
        supported: u32,
    },
    /// The file has a schema version no build ever wrote (older than the first).
    #[error(
        "{}: schema version {found} is unknown; supported: 1..={supported}",
        path.display()
    )]
    UnknownSchema {
        /// The file.
        path: PathBuf,
        /// The schema version in the file.
        found: u32,
        /// The newest schema this build reads.
        supported: u32,
    },
    /// The file parses but breaks invariants of the model (see [`problems`]).
    #[error("{}: the tournament is inconsistent: {}", path.display(), problems.join("; "))]
    Invalid {
        /// The file.
        path: PathBuf,
        /// Every problem found, each naming the round, table or player.
        problems: Vec<String>,
    },
    /// [`save_new`] found a file already there.
    #[error(
        "{} already exists; choose another name, or open it to continue that tournament",
        path.display()
    )]
    AlreadyExists {
        /// The file.
        path: PathBuf,
    },
    /// [`commit`] was refused because the file on disk does not load: it is never overwritten.
    #[error(
        "not saved: {} does not load, and a file that does not load is never overwritten \
         ({cause}); {}",
        path.display(),
        match backup {
            Some(b) => format!("the newest readable backup is {}", b.display()),
            None => "there is no readable backup".to_string(),
        }
    )]
    Damaged {
        /// The file on disk.
        path: PathBuf,
        /// Why it does not load.
        cause: Box<StoreError>,
        /// The newest backup that loads, if any, to offer for [`restore_backup`].
        backup: Option<PathBuf>,
    },
    /// A backup given to [`restore_backup`] that is not one of this file's backups.
    #[error(
        "{} is not a backup of {}; backups live in {}",
        backup.display(),
        path.display(),
        dir.display()
    )]
    NotABackup {
        /// The tournament file.
        path: PathBuf,
        /// The file given as backup.
        backup: PathBuf,
        /// The folder that holds this file's backups.
        dir: PathBuf,
    },
    /// A damaged line in a journal before its last line, or a journal entry that no longer
    /// applies to the file ([`journal_path`]).
    #[error(
        "{}:{line}: {cause}; the journal holds the commands saved since the file was last \
         written whole, and is left as it is",
        path.display()
    )]
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
    #[error(
        "{} was changed by another program since this one last wrote it; the state is \
         written whole instead",
        path.display()
    )]
    Outdated {
        /// The tournament file or its journal.
        path: PathBuf,
    },
    /// Another program holds the event's write lock ([`WriteLock`]) and did not let go within
    /// [`WAIT`]; nothing was changed.
    #[error("another turnier is writing {}; try again", path.display())]
    Locked {
        /// The tournament file.
        path: PathBuf,
    },
    /// The tournament could not be written as RON (should not happen for the model types).
    #[error("cannot write the tournament as RON: {0}")]
    Serialize(#[from] ron::Error),
}

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
