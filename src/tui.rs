//! The desk: ratatui screens for registration, pairings, results, standings and the audit log
//! (DESIGN.md, "TUI"; issue 3).
//!
//! One path from key to screen: crossterm event -> [`keymap`] -> [`keymap::Action`] ->
//! [`App::update`] -> (`Command` -> `apply` -> `store::commit` -> engines, in [`Session`]) ->
//! render `&App`. Render never mutates and never does I/O.

pub mod app;
pub(crate) mod effect;
pub mod frame;
pub mod game;
pub mod keymap;
pub mod line;
pub mod muck;
pub mod run;
pub mod screens;
pub mod search;
pub mod swiss;
pub mod theme;

/// The desk path (load, apply, commit, views, undo) lives outside the desk, in
/// [`crate::session`], shared with the command line; `tui::session` names it as before.
pub use crate::session;

pub use app::{App, Msg, Screen};
pub use session::Session;

use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why the desk could not start or had to stop. The terminal is restored in every case.
#[derive(Debug, Error)]
pub enum TuiError {
    /// The tournament file could not be opened (the store's message: file, line, cause).
    #[error("{0}")]
    Open(String),
    /// The terminal failed (reading keys or drawing).
    #[error("terminal: {0}")]
    Terminal(#[from] std::io::Error),
}

/// Opens the desk on the tournament file at `path` (`turnier open EVENT`).
///
/// # Errors
/// [`TuiError::Open`] if the file does not load (nothing is changed), [`TuiError::Terminal`].
pub fn open(path: &Path, data_dir: PathBuf) -> Result<(), TuiError> {
    let session = Session::open(path).map_err(TuiError::Open)?;
    run::run(App::desk(session, data_dir))
}

/// Opens the tournament picker on `data_dir` (`turnier` without arguments).
///
/// # Errors
/// [`TuiError::Terminal`].
pub fn picker(data_dir: PathBuf) -> Result<(), TuiError> {
    run::run(App::picker(data_dir))
}
