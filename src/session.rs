//! The one path from a command to disk (DESIGN.md, "one desk path"), for the desk and the
//! command line alike: load (file + journal) -> [`apply`](crate::game::apply) -> commit -> views.
//!
//! A [`Session`] is one open event file. Every change goes `Command` -> [`apply`](crate::game::apply) ->
//! `store` -> views, in that order, and only after the commit succeeded is the new state kept:
//! nothing shows a state that is not on disk. Views are computed here, once per commit, never
//! per keystroke or frame. No terminal code lives here: the desk (`tui::App`) holds a session
//! for as long as the file is open; a CLI call opens one, runs one command and ends.
//!
//! - [`Session::open`] (the desk): a result is appended to the file's journal, every other
//!   command writes the file whole; a journal left from an earlier session is folded in on
//!   open, and [`Session::fold`] folds the journal when the desk is idle.
//! - [`Session::open_one_shot`] (the CLI): every change writes the file whole, with a backup
//!   of the previous version, and nothing is journaled; see [`Mode::OneShot`] for why.
//!
//! One writer at a time: every change holds the event's write lock (`<file>.lock`,
//! [`store::WriteLock`]) from checking what is on disk through apply to commit; a CLI command
//! that changes the event holds it from load ([`Session::open_to_change`]). A session that
//! finds the file changed by another program loads it again first, and puts back this
//! session's journaled results that the other program did not take along.
//!
//! Undo (`u` at the desk) goes back one command at a time ([`Session::undo`]); how it finds the
//! state to go back to without keeping a copy of the event per command is in `undo.rs`.
//!
//! The parts, by idea:
//!
//! - `path.rs`: open, run, commit and fold: the one path from a command to disk, the write
//!   lock and the journal;
//! - `reload.rs`: loading the file again when another program saved it, and putting back
//!   this session's journaled results that save lacked ([`Session::catch_up`],
//!   [`Session::follow`]);
//! - `replica.rs`: a shared event's replica (its log beside the file, kept between commands)
//!   and what the desk shows of it ([`Shared`], [`Session::shared`]);
//! - `undo.rs`: [`Session::undo`] and the log it goes back by;
//! - `views.rs`: the views built once per commit;
//! - `error.rs`: [`ChangeError`], why a change was not made, worded only where it is shown
//!   (the desk's status line, the command line's error).

mod error;
mod path;
mod reload;
mod replica;
mod undo;
mod views;

pub use error::{ChangeError, NotReapplied};
pub use replica::Shared;
pub use views::Views;

use self::replica::LogStamp;
use self::undo::UndoLog;

use crate::game::{AuditEntry, Command, Event};
use crate::store;
use chrono::{DateTime, Utc};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// How many commands `u` can go back in one session.
pub const UNDO_DEPTH: usize = 50;

/// How a session writes, chosen when it is opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// The desk keeps the file open for a whole evening: a result is one checksummed line
    /// appended to the journal (well under a millisecond), the file is written whole with
    /// every other command, when idle and on quit; a journal left from an earlier session is
    /// folded in on open; views are rebuilt at every commit.
    Desk,
    /// One command per process (a CLI call): every change writes the file whole with a backup
    /// of the previous version, and nothing is journaled or folded on open. A journal written
    /// by a process that then ends would only be folded by the next program that opens the
    /// file, and folding on open would write the file twice (two backups) for one command;
    /// so a CLI call leaves exactly one new version and one backup, as it always has. Views
    /// are built only if asked for (the CLI prints from the event).
    OneShot,
}

/// A result this session committed by the journal and has not yet written whole: the entry
/// to apply again, and the audit entry it made (to see whether another program's save has it).
#[derive(Debug, Clone)]
struct Pending {
    entry: store::JournalEntry,
    audit: Option<AuditEntry>,
}

/// A change applied and about to be committed: what undo records of it.
struct Made {
    cmds: Vec<Command>,
    at: DateTime<Utc>,
    cost: Duration,
}

/// What a committed change did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Done {
    /// The last audit entry's words (`result table 3: …`).
    pub what: String,
    /// The file had been changed by another program, and was loaded again before the change.
    pub reloaded: bool,
}

impl Done {
    /// The desk's status line: `what`, and a word about the reload if there was one.
    pub fn message(&self) -> String {
        if self.reloaded {
            crate::tr!("err-session-reloaded-first", what = self.what.as_str())
        } else {
            self.what.clone()
        }
    }
}

/// One open tournament file.
#[derive(Debug, Clone)]
pub struct Session {
    path: PathBuf,
    /// The file commits write: `path`, or its target when `path` is a symbolic link
    /// ([`store::write_target`]).
    target: PathBuf,
    /// The write lock, held for the session's life by [`Session::open_to_change`]; otherwise
    /// each change takes it for its own length.
    lock: Option<Arc<store::WriteLock>>,
    /// This session's journaled results not yet written whole, oldest first.
    pending: Vec<Pending>,
    /// A shared lock on the journal while `pending` has results of this session
    /// ([`store::hold_journal`]): a desk opened meanwhile leaves the journal to this one.
    journal_hold: Option<Arc<std::fs::File>>,
    tournament: Event,
    /// Built at every commit in [`Mode::Desk`]; on first use in [`Mode::OneShot`].
    views: OnceLock<Views>,
    /// This session's changes, for undo (`undo.rs`).
    undo: UndoLog,
    /// When the state on disk was last written: this session's last commit, or on open the
    /// time of the last audit entry.
    saved_at: Option<DateTime<Utc>>,
    /// Set for a tournament shown without its file (tests, benches): changes are refused.
    read_only: bool,
    mode: Mode,
    /// The file and journal as this session last loaded or wrote them: a commit over exactly
    /// these need not parse the file again (`store::commit_expecting`), and a result can be
    /// appended to the journal (`store::commit_journaled`).
    on_disk: Option<store::OnDisk>,
    /// How many results [`Session::open`] took from a journal left by an earlier session (a
    /// desk that crashed before folding them in); 0 otherwise.
    recovered: usize,
    /// How many times this session loaded the file again because another program saved it
    /// ([`Session::loads`]): a question asked before a reload is asked again.
    loads: u64,
    /// A reload cleared this session's undo: `u` says the file changed elsewhere (not
    /// "nothing to undo") until this session commits again.
    undo_lost: bool,
    /// On a replica at the desk: the replay's differences and this desk's refused ops, read
    /// from the log beside the file whenever the event is loaded or written ([`Shared`]).
    shared: Option<Shared>,
    /// The length and time of the replica's `log.ron` when `shared` was read: ops another
    /// desk sent that leave the event as it was (a difference where this desk's value
    /// stands) change only the log, and [`Session::catch_up`] reads it again.
    shared_stamp: Option<LogStamp>,
    /// The replica as last read or written by this session, with the stamp of its `log.ron`
    /// then: while the stamp is the same, [`Session::refresh_shared`] and a command on the
    /// replica use it instead of reading and replaying the whole log again (a big evening has
    /// 1,200 ops, too many to replay at every key).
    replica: Option<(LogStamp, crate::share::replica::Replica)>,
}

impl Session {
    /// What the director must be told about the event's journals, as it was last loaded or
    /// written: a journal that did not fit, one with a bad line, journals kept aside
    /// ([`store::Notice`]). Empty when all is well.
    pub fn notices(&self) -> &[store::Notice] {
        self.on_disk.as_ref().map_or(&[], store::OnDisk::notices)
    }

    /// How many results [`Session::open`] took from a journal that an earlier session left
    /// (a desk that ended, by a crash, before it wrote them into the file); 0 for every other
    /// way of opening.
    pub fn recovered_from_journal(&self) -> usize {
        self.recovered
    }

    /// The tournament as it is on disk.
    pub fn tournament(&self) -> &Event {
        &self.tournament
    }

    /// The engines' views of it.
    pub fn views(&self) -> &Views {
        self.views.get_or_init(|| Views::of(&self.tournament))
    }

    /// The save file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How this session writes.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// When the file was last written (see the field).
    pub fn saved_at(&self) -> Option<DateTime<Utc>> {
        self.saved_at
    }

    /// Whether `u` has something to go back to.
    pub fn can_undo(&self) -> bool {
        self.undo.can_undo()
    }

    /// How many times this session loaded the file again because another program saved it
    /// (0 after open): a number that moved means the state under an open question changed.
    pub fn loads(&self) -> u64 {
        self.loads
    }

    /// Whether results of this session wait in the journal to be folded into the file (the
    /// desk then folds when idle; another desk's results in it are that desk's to fold).
    pub fn journal_pending(&self) -> bool {
        !self.pending.is_empty()
    }
}

#[cfg(test)]
mod tests;
