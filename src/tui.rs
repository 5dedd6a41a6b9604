//! The desk: ratatui screens for each system ([`game`] registers them: registration, the
//! round, results, entries or bids, standings and rankings, each system's own) and the shared
//! ones (picker, audit log, help, print, round clock, wall screen) (DESIGN.md, "TUI").
//!
//! One path from key to screen: crossterm event ([`run`]) -> [`keymap`] ->
//! [`keymap::Action`] -> [`App::update`] -> the popup, the typed line or the screen shown
//! (a system's screen through [`game`], the one place that asks which system it is) -> an
//! `Effect` (the screen's commands and what follows them) -> `Command` -> `apply` ->
//! `store::commit` -> engines, in [`Session`] -> render `&App` ([`frame`]). Render never
//! mutates and never does I/O.
//!
//! - [`app`]: the desk's state; `app/update.rs` the one `update`, `app/question.rs` an open
//!   yes/no question.
//! - [`game`]: the dispatch to each system's desk, `game/<system>.rs` with its screens in
//!   `game/<system>/`.
//! - [`screens`]: the shared screens and popups (picker, audit log, help, questions, print
//!   dialog, new-event form) and the drawing helpers; [`frame`] the tabs, status line,
//!   message line and footer around them.
//! - [`keymap`]: the key table as data, one line per binding; [`line`](mod@line): one typed line with
//!   its cursor; [`search`]: search as you type, with the keys prepared once per change.

pub mod app;
pub mod clock;
pub(crate) mod effect;
pub mod frame;
pub mod game;
pub mod job;
pub mod keymap;
pub mod line;
pub(crate) mod reports;
pub mod run;
pub mod screens;
pub mod theme;
pub mod wall;

/// The desk path (load, apply, commit, views, undo) lives outside the desk, in
/// [`crate::session`], shared with the command line; `tui::session` names it as before.
pub use crate::session;

/// Search as you type over names and texts lives outside the desk too ([`crate::search`]): the
/// session prepares its keys once per change; `tui::search` names it as before.
pub use crate::search;

pub use app::{App, Msg, Screen};
pub use session::Session;

use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why the desk could not start or had to stop. The terminal is restored in every case.
#[derive(Debug, Error)]
pub enum TuiError {
    /// The tournament file could not be opened: the store's error (its message names the
    /// file, line and cause).
    #[error("{0}")]
    Open(crate::store::StoreError),
    /// Standard input or output is not a terminal (a pipe, a file, a script): the desk needs
    /// one; nothing was opened or changed.
    #[error("{}", crate::i18n::t("desk-no-terminal"))]
    NoTerminal,
    /// The terminal failed (reading keys or drawing).
    #[error("terminal: {0}")]
    Terminal(#[from] std::io::Error),
}

/// Opens the desk on the tournament file at `path` (`turnier open EVENT`); with `wall_html`,
/// the HTML wall page is written into that folder now and after every commit; with `link`, the
/// status line says what the node beside the desk says about the network (a shared event);
/// with `room` (the room served beside the desk) the wall view shows its address and QR code.
///
/// # Errors
/// [`TuiError::NoTerminal`] without a terminal (checked first), [`TuiError::Open`] if the
/// file does not load (nothing is changed), [`TuiError::Terminal`].
pub fn open(
    path: &Path,
    data_dir: PathBuf,
    wall_html: Option<PathBuf>,
    link: Option<crate::share::Link>,
    room: Option<crate::room::BesideDesk>,
) -> Result<(), TuiError> {
    run::need_terminal()?;
    let session = Session::open(path).map_err(TuiError::Open)?;
    let mut app = App::desk(session, data_dir);
    app.wall_html = wall_html;
    app.link = link;
    if let Some(url) = room.as_ref().and_then(crate::room::BesideDesk::player_url) {
        app.info(crate::tr!("room-beside-desk", url = url));
    }
    app.room = room;
    app.write_wall_html();
    run::run(app)
}

/// Opens the tournament picker on `data_dir` (`turnier` without arguments).
///
/// # Errors
/// [`TuiError::NoTerminal`], [`TuiError::Terminal`].
pub fn picker(data_dir: PathBuf) -> Result<(), TuiError> {
    run::need_terminal()?;
    run::run(App::picker(data_dir))
}
