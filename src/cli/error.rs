//! [`CliError`]: what went wrong in a CLI call, printed by `main` as `error: <message>` with
//! exit code 2.

use crate::game::Rejected;
use crate::import;
use crate::print::{self, PrintError};
use crate::store;
use std::path::PathBuf;
use thiserror::Error;

/// What went wrong in a CLI command; printed as one line, and nothing was saved.
#[derive(Debug, Error)]
pub enum CliError {
    /// The store could not load or save.
    #[error(transparent)]
    Store(#[from] store::StoreError),
    /// A command was rejected.
    #[error(transparent)]
    Rejected(#[from] Rejected),
    /// An import file was bad.
    #[error("{path}: {source}")]
    Import {
        /// The file.
        path: PathBuf,
        /// Why.
        source: import::ImportError,
    },
    /// A file could not be opened.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A bad argument.
    #[error("{0}")]
    Usage(String),
    /// The desk could not start or stopped on a terminal error.
    #[error(transparent)]
    Tui(#[from] crate::tui::TuiError),
    /// A document could not be built for this event.
    #[error(transparent)]
    Print(#[from] PrintError),
    /// A document could not be written or printed.
    #[error(transparent)]
    Output(#[from] print::output::OutputError),
    /// The change could not be made for a reason the session gives (the file was changed by
    /// another program and no longer loads, ...).
    #[error(transparent)]
    Change(crate::session::ChangeError),
    /// The sync of a shared event failed (`share`, `join`, `sync`, `peers`).
    #[error(transparent)]
    Net(#[from] crate::share::net::NetError),
    /// `check` found problems.
    #[error("{}", crate::tr!("cli-problems-found", count = *.0))]
    CheckFailed(usize),
}

impl CliError {
    /// `--round n` names no round of an event with `count` rounds.
    pub(super) fn no_round(n: u32, count: usize) -> Self {
        Self::Usage(crate::tr!("cli-no-such-round", round = n, last = count))
    }
}

impl From<crate::session::ChangeError> for CliError {
    /// A rejection and a failed commit keep the words the command line always printed (the
    /// rules' message; the store's message); the rest say what the session says.
    fn from(e: crate::session::ChangeError) -> Self {
        use crate::session::ChangeError;
        match e {
            ChangeError::Rejected(r) => Self::Rejected(r),
            ChangeError::NotSaved(e) | ChangeError::Busy(e) => Self::Store(e),
            other => Self::Change(other),
        }
    }
}
