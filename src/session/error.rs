//! [`ChangeError`]: why a change was not made, kept typed through the session and worded
//! (its `Display`, in the language in force) only where a person reads it: the desk's status
//! line and the command line's error (`cli/error.rs`).

use crate::game::{AuditEntry, Rejected};
use crate::share::replica::ReplicaError;
use crate::store::StoreError;

/// Why a change was not made; the state (in memory and on disk) is unchanged. The messages
/// are those the desk shows in its status line, in the language in force (`err-session-*`).
#[derive(Debug)]
pub enum ChangeError {
    /// The session shows an event without its file (tests, benches).
    ReadOnly,
    /// The game's rules refused the command.
    Rejected(Rejected),
    /// The commit failed: the store's message (file, cause).
    NotSaved(StoreError),
    /// Another program holds the event's write lock ([`StoreError::Locked`]): nothing was
    /// changed.
    Busy(StoreError),
    /// Another program changed the file since this session read it and did not take along
    /// this session's journaled results, and these no longer apply to what it saved: the file
    /// was loaded again as it is, nothing was written. Each result that does not, with why.
    NotReapplied(Vec<NotReapplied>),
    /// Another program changed the file since this session read it, and it no longer loads.
    Reload(StoreError),
    /// Folding the journal into the file ([`crate::session::Session::fold`]) failed: the
    /// store's error (the lock, the write); the journal still holds every result.
    NotWritten(StoreError),
    /// `u` with no command of this session to take back.
    NothingToUndo,
    /// The state undo would go back to does not fit the audit log.
    UndoMismatch,
    /// `u` after another program committed to the file: it was loaded again, and this
    /// session's commands are no longer the last ones.
    ChangedElsewhere,
    /// A change computed away from the session
    /// ([`crate::session::Session::commit_applied`]: the desk's pairing on a worker thread)
    /// was made on a state that is no longer the current one (another program saved
    /// meanwhile): it is dropped, nothing was written.
    Stale,
    /// The event is a replica of a shared event and its log beside the file (`EV.sync/log.ron`)
    /// could not be read or written: nothing was written.
    Replica(ReplicaError),
}

/// One of this session's journaled results that another program's save lacks and that does
/// not apply to that save the way it applied here ([`ChangeError::NotReapplied`]).
#[derive(Debug)]
pub enum NotReapplied {
    /// The rules refuse it now.
    Refused {
        /// The audit entry it made when this session committed it (`None`: unknown, said
        /// "a result").
        what: Option<AuditEntry>,
        /// The rules' refusal.
        why: Rejected,
    },
    /// It applies, but would now make another change (a result for "the last round" on a
    /// save with other rounds, or over another result): it is not applied unasked.
    WouldNowBe {
        /// The audit entry it made when this session committed it (`None`: unknown).
        what: Option<AuditEntry>,
        /// The audit entry it would make now.
        now: AuditEntry,
    },
}

impl From<Rejected> for ChangeError {
    fn from(r: Rejected) -> Self {
        Self::Rejected(r)
    }
}

impl std::error::Error for ChangeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Rejected(r) => Some(r),
            Self::NotSaved(e) | Self::Busy(e) | Self::Reload(e) | Self::NotWritten(e) => Some(e),
            _ => None,
        }
    }
}

impl std::fmt::Display for ChangeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            Self::ReadOnly => crate::tr!("err-session-read-only"),
            Self::Rejected(r) => r.to_string(),
            Self::NotSaved(e) => crate::tr!("err-session-not-saved", cause = e.to_string()),
            Self::Busy(e) => e.to_string(),
            Self::NotReapplied(refused) => {
                let refused: Vec<String> = refused.iter().map(ToString::to_string).collect();
                crate::tr!("err-session-not-reapplied", refused = refused.join("; "))
            }
            Self::Reload(e) => crate::tr!("err-session-reload", cause = e.to_string()),
            Self::NotWritten(e) => crate::tr!("err-session-not-written", cause = e.to_string()),
            Self::NothingToUndo => crate::tr!("err-session-nothing-to-undo"),
            Self::UndoMismatch => crate::tr!("err-session-undo-mismatch"),
            Self::ChangedElsewhere => crate::tr!("err-session-changed-elsewhere"),
            Self::Stale => crate::tr!("async-err-stale"),
            Self::Replica(e) => crate::tr!("err-session-not-saved", cause = e.to_string()),
        };
        f.write_str(&text)
    }
}

impl std::fmt::Display for NotReapplied {
    /// `result table 3: … (it would now be `…`)`, `result table 3: … (why)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = |w: &Option<AuditEntry>| {
            w.as_ref()
                .map_or_else(|| crate::tr!("err-session-a-result"), AuditEntry::text)
        };
        let text = match self {
            Self::Refused { what: w, why } => crate::tr!(
                "err-session-refused-now",
                what = what(w),
                why = why.to_string()
            ),
            Self::WouldNowBe { what: w, now } => {
                crate::tr!("err-session-would-now-be", what = what(w), now = now.text())
            }
        };
        f.write_str(&text)
    }
}
