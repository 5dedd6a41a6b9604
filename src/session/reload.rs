//! Loading the file again when another program saved it (the command line, a second desk),
//! and catching up: this session's journaled results that the other save lacks are applied
//! to it again with the same [`apply`], or named when they no longer apply.

use super::{ChangeError, NotReapplied, Pending, Session};
use crate::game::{AuditEntry, Event, apply};
use crate::store;
use chrono::Utc;

impl Session {
    /// Loads the file again (with its journal) if another program committed to it since this
    /// session last read or wrote it; called with the write lock held. Returns whether it did.
    ///
    /// This session's journaled results that are not yet written whole are usually in what was
    /// loaded (a CLI command reads the journal with the file, and its whole write takes it
    /// along). Those that are not (the file was replaced by one that never saw them) are
    /// applied again, with the same [`apply`], and the state is written whole at once.
    ///
    /// # Errors
    /// [`ChangeError::Reload`] (the file no longer loads), [`ChangeError::NotReapplied`] (a
    /// result no longer applies: the file is taken as it is, nothing is written),
    /// [`ChangeError::NotSaved`] (writing the results back failed).
    pub(super) fn reload_if_changed(&mut self) -> Result<bool, ChangeError> {
        let Some(on_disk) = self.on_disk.as_mut() else {
            return Ok(false);
        };
        if store::is_current_restamp(&self.target, on_disk) {
            return Ok(false);
        }
        let (t, on_disk) = store::load_on_disk(&self.target).map_err(ChangeError::Reload)?;
        let missing: Vec<Pending> = std::mem::take(&mut self.pending)
            .into_iter()
            .filter(|p| !p.audit.as_ref().is_some_and(|a| has_audit(&t, a)))
            .collect();
        self.journal_hold = None;
        self.tournament = t;
        self.on_disk = Some(on_disk);
        self.undo_lost |= self.undo.can_undo();
        self.undo.clear();
        let restored = self.reapply(missing);
        self.views = self.fresh_views(None);
        self.refresh_shared();
        // The status line's "saved HH:MM:SS" is the time of this load (another desk's or
        // program's change), not of the state this session had before, which would say the
        // screen is older than it is.
        self.saved_at = Some(Utc::now());
        self.loads += 1;
        restored.map(|()| true)
    }

    /// Applies `missing` (results of this session that the file just loaded lacks) to the
    /// loaded state and writes it whole; if one no longer applies, nothing is written.
    fn reapply(&mut self, missing: Vec<Pending>) -> Result<(), ChangeError> {
        if missing.is_empty() {
            return Ok(());
        }
        let mut next: Option<Event> = None;
        let mut refused = Vec::new();
        for p in &missing {
            let what = p.audit.clone();
            let base = next.as_ref().unwrap_or(&self.tournament);
            match apply(base, p.entry.command.clone(), p.entry.at) {
                // The same command must do the same thing: a result for "the last round" on
                // a save with other rounds, or over another result, is not applied unasked.
                Ok(n) => match (n.audit.last(), p.audit.as_ref()) {
                    (Some(now), Some(then)) if !same_change(now, then) => {
                        refused.push(NotReapplied::WouldNowBe {
                            what,
                            now: now.clone(),
                        });
                    }
                    _ => next = Some(n),
                },
                Err(why) => refused.push(NotReapplied::Refused { what, why }),
            }
        }
        let Some(next) = next.filter(|_| refused.is_empty()) else {
            return Err(ChangeError::NotReapplied(refused));
        };
        self.write(&next)?;
        self.saved_at = next.audit.last().map(|a| a.at).or(self.saved_at);
        self.tournament = next;
        Ok(())
    }

    /// Whether another program or desk seems to have saved since this session last read or
    /// wrote: the file's or its journal's size, time or inode differ, or a shared event's log
    /// changed. Metadata only (no read, unlike [`Self::catch_up`], which then tells for
    /// certain and records the metadata of an unchanged file again), so the desk can look
    /// several times a second and show another desk's result at once; `false` when only
    /// reading the file could tell, and on a read-only desk (the desk's tick does those).
    pub fn saved_elsewhere(&self) -> bool {
        // A read-only desk loads again only on its tick (`catch_up` leaves it as it is).
        if self.read_only {
            return false;
        }
        let Some(on_disk) = self.on_disk.as_ref() else {
            return false;
        };
        store::looks_current(&self.target, on_disk) == Some(false)
            || (self.shared.is_some() && self.log_stamp() != self.shared_stamp)
    }

    /// Loads the file again if another program (the director's desk, the command line) saved it
    /// since: for a desk that shows the event on the wall (the wall screen on a second terminal
    /// follows the first). Only while this session has no results of its own waiting, so that
    /// following never writes. Returns whether it reloaded.
    ///
    /// # Errors
    /// [`ChangeError::Reload`] when the file no longer loads (the state shown stays).
    pub fn follow(&mut self) -> Result<bool, ChangeError> {
        if !self.pending.is_empty() {
            return Ok(false);
        }
        self.reload_if_changed()
    }

    /// Loads the file again if another program saved it since this session last read or wrote
    /// it, so that what the desk previews, asks or checks next is checked against what is on
    /// disk (README "Saves"). The check is cheap (the journal's length, the file's length and
    /// time, the bytes only when those are unsure), so the desk makes it before every key and
    /// on every tick. With results of this session waiting in the journal it takes the write
    /// lock (another program writing now: nothing is done, the next key tries again) and puts
    /// back those the other save lacks, as a change would. Returns whether it loaded the file
    /// again.
    ///
    /// # Errors
    /// [`ChangeError::Reload`]: the file no longer loads; [`ChangeError::NotReapplied`]: this
    /// session's results no longer apply to it (the state shown is then what is on disk);
    /// [`ChangeError::NotSaved`]: writing them back failed.
    pub fn catch_up(&mut self) -> Result<bool, ChangeError> {
        if self.read_only {
            return Ok(false);
        }
        let Some(on_disk) = self.on_disk.as_mut() else {
            return Ok(false);
        };
        if store::is_current_restamp(&self.target, on_disk) {
            // A shared event's log can change without its file (ops of another desk that
            // leave a value of this desk standing, with a difference beside it).
            if self.shared.is_some() && self.log_stamp() != self.shared_stamp {
                let before = self.shared.clone();
                self.refresh_shared();
                // Another desk's ops were saved in the log: "saved" is the time of this load.
                self.saved_at = Some(Utc::now());
                return Ok(self.shared != before);
            }
            return Ok(false);
        }
        if self.pending.is_empty() {
            return self.reload_if_changed();
        }
        let Ok(_lock) = self.lock_for_change() else {
            return Ok(false);
        };
        self.reload_if_changed()
    }
}

/// Whether two audit entries record the same change (round, words, correction or not),
/// wherever they stand in the log.
fn same_change(a: &AuditEntry, b: &AuditEntry) -> bool {
    a.round == b.round && a.what == b.what && a.correction == b.correction
}

/// Whether `t`'s audit log holds `entry` (looked for from the end, where a recent one is).
fn has_audit(t: &Event, entry: &AuditEntry) -> bool {
    t.audit.iter().rev().any(|a| a == entry)
}
