//! A shared event's replica at the session: commands on it become this desk's ops, the
//! replica is kept between commands while its log is unchanged, and what the desk shows of it
//! ([`Shared`]) is read again whenever the event or the log changes.

use super::{ChangeError, Done, Made, Mode, Session};
use crate::game::{Command, Event};
use chrono::{DateTime, Utc};
use std::path::Path;
use std::time::Instant;

/// The length and modification time of a replica's `log.ron` (the log only grows: a new op
/// makes it longer).
pub(super) type LogStamp = (u64, std::time::SystemTime);

/// What the desk shows of a shared event beyond its file: the replay of the log in
/// `EV.sync/log.ron` ([`crate::share::replica`]), not held in the RON file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shared {
    /// This desk's id.
    pub desk: crate::sync::DeskId,
    /// The open differences (a Bobbl or a Swiss table typed with two values by two desks
    /// that had not seen each other), in slot order, the same on every desk with the same
    /// ops; settled by typing one of the values ([`crate::sync::slots::command_for`]).
    pub differences: Vec<crate::sync::Difference>,
    /// This desk's own ops that the replay refused ("round 2 was drawn by desk X first").
    pub refused: Vec<crate::sync::Refusal>,
    /// The other desks' names as they wrote them into the shared event (empty when not read
    /// from a replica on disk): the labels of the values they typed.
    pub names: std::collections::BTreeMap<crate::sync::DeskId, String>,
}

impl Shared {
    /// Reads the replica of the event file `path`: `None` when it is no replica or its log
    /// does not load (the desk then shows the file as it is; `check` names the cause).
    pub fn load(path: &Path) -> Option<Self> {
        let r = crate::share::replica::Replica::open(path).ok()??;
        let mut sh = Self::of(r.desk());
        sh.names = crate::share::names(path);
        Some(sh)
    }

    /// How the desk `desk` is named next to a value it typed: "this desk", its name, or
    /// "desk" and the start of its id ([`crate::share::desk_label`]).
    pub fn label(&self, desk: &crate::sync::DeskId) -> String {
        crate::share::desk_label(Some(&self.desk), &self.names, desk)
    }

    /// `2-1 (this desk) ≠ 0-2 (Tür 2)`: the values of `d` with the desks that typed them,
    /// the one that stands first.
    pub fn values(&self, d: &crate::sync::Difference) -> String {
        d.entries
            .iter()
            .map(|e| {
                let mut by: Vec<String> = Vec::new();
                for op in &e.by {
                    let l = self.label(&op.desk);
                    if !by.contains(&l) {
                        by.push(l);
                    }
                }
                format!("{} ({})", e.value, by.join(", "))
            })
            .collect::<Vec<_>>()
            .join(" ≠ ")
    }

    /// What the desk shows of the replay `desk` (no file read).
    pub fn of(desk: &crate::sync::Desk) -> Self {
        Self {
            desk: desk.id().clone(),
            differences: desk.differences(),
            refused: desk.refused_here().into_iter().cloned().collect(),
            names: Default::default(),
        }
    }
}

impl Session {
    /// On a replica at the desk: its differences and this desk's refused ops; `None` for a file
    /// that is no replica.
    pub fn shared(&self) -> Option<&Shared> {
        self.shared.as_ref()
    }

    /// Writes `next`, the replay of a replica's log after ops of other desks came in (the sync,
    /// `sync::net`), whole to the file, under the write lock; the caller saved the log first.
    /// Nothing to undo: it is no command of this session. Unchanged `next`: nothing written.
    ///
    /// # Errors
    /// [`ChangeError::NotSaved`], [`ChangeError::Busy`]; the state is unchanged.
    pub fn commit_replay(&mut self, next: Event) -> Result<(), ChangeError> {
        self.writable_check()?;
        let _lock = self.lock_for_change()?;
        if next == self.tournament {
            return Ok(());
        }
        self.write(&next)?;
        let previous = std::mem::replace(&mut self.tournament, next);
        let before = self.views.take().map(|v| (&previous, v));
        self.views = self.fresh_views(before);
        self.refresh_shared();
        self.saved_at = Some(Utc::now());
        Ok(())
    }

    /// [`Session::run`] on a replica of a shared event (the caller holds the write lock): each
    /// command becomes this desk's next op ([`crate::sync::Desk::run`]), the log beside the
    /// file is saved first, then the file is written whole with the replay's event (never
    /// journaled: the log is the journal of a replica).
    pub(super) fn run_on_replica(
        &mut self,
        cmds: Vec<Command>,
        at: DateTime<Utc>,
        reloaded: bool,
    ) -> Result<Done, ChangeError> {
        use crate::share::replica::Replica;
        let started = Instant::now();
        let stamp = self.log_stamp();
        // The one kept, as it is while the log is unchanged, else brought up to the log
        // on disk (only the new ops replayed).
        let opened = match self.replica.take() {
            Some((was, r)) if stamp.is_some() && Some(was) == stamp => Ok(Some(r)),
            Some((_, mut r)) => r.refresh().map(|()| Some(r)),
            None => Replica::open(&self.path),
        };
        let mut replica = match opened {
            Ok(Some(r)) => r,
            Ok(None) => {
                return Err(ChangeError::Replica(
                    crate::share::replica::ReplicaError::Parse {
                        path: crate::share::replica::dir_of(&self.path),
                        cause: "desk".into(),
                    },
                ));
            }
            Err(e) => return Err(ChangeError::Replica(e)),
        };
        let given = cmds.clone();
        let next = replica
            .run(cmds, at)
            .map_err(ChangeError::Replica)?
            .map_err(ChangeError::Rejected)?;
        // The log is saved: what the replay shows is kept for the refresh after the commit.
        if let Some(stamp) = self.log_stamp() {
            self.replica = Some((stamp, replica));
        }
        let made = Made {
            cmds: given,
            at,
            cost: started.elapsed(),
        };
        self.commit_made(next, None, made, reloaded)
    }

    /// Reads the replica's differences and refusals again ([`Shared::load`]) at the desk;
    /// nothing for a file that is no replica, nor on the command line.
    /// The replay is read again only when `log.ron` changed since this session last read or
    /// wrote it (its stamp), and then only the new ops are replayed
    /// ([`crate::share::replica::Replica::refresh`]); otherwise the one kept is used.
    pub(super) fn refresh_shared(&mut self) {
        self.shared_stamp = self.log_stamp();
        if self.mode != Mode::Desk || !crate::share::replica::is_replica(&self.path) {
            self.shared = None;
            self.replica = None;
            return;
        }
        let kept = match (&self.replica, self.shared_stamp) {
            (Some((was, r)), Some(now)) if *was == now => Some(Shared::of(r.desk())),
            _ => None,
        };
        let names = crate::share::names(&self.path);
        if let Some(mut shared) = kept {
            shared.names = names;
            self.shared = Some(shared);
            return;
        }
        // Brought up to the log on disk: only the ops new since it was read are replayed.
        let opened = match self.replica.take() {
            Some((_, mut r)) => r.refresh().ok().map(|()| r),
            None => crate::share::replica::Replica::open(&self.path)
                .ok()
                .flatten(),
        };
        self.shared = opened.as_ref().map(|r| Shared {
            names,
            ..Shared::of(r.desk())
        });
        self.replica = match (opened, self.shared_stamp) {
            (Some(r), Some(stamp)) => Some((stamp, r)),
            _ => None,
        };
    }

    /// The length and time of the replica's `log.ron` (`None`: no replica, or not at the
    /// desk).
    pub(super) fn log_stamp(&self) -> Option<LogStamp> {
        if self.mode != Mode::Desk {
            return None;
        }
        let m =
            std::fs::metadata(crate::share::replica::dir_of(&self.path).join("log.ron")).ok()?;
        Some((m.len(), m.modified().ok()?))
    }
}
