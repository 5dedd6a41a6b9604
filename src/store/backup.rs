//! Rolling backups of a tournament file: `<dir>/.backups/<stem>/<stem>.<seq>.ron`, `seq` a
//! zero-padded counter that only grows, so the newest backup has the largest number.

use super::journal::{self, journal_path};
use super::paths::{folder_of, stem_of};
use super::snapshot::{copy_atomic, load, load_with_journal, sync_dir, to_ron, write_atomic};
use super::{Result, StoreError};
use crate::game::Event;
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

/// The folder holding the backups of the tournament file `path`:
/// `<dir of path>/.backups/<stem of path>`.
pub fn backup_dir(path: &Path) -> PathBuf {
    folder_of(path).join(".backups").join(stem_of(path))
}

/// The backups of `path`, newest first, with their sequence numbers. A missing backup folder
/// gives an empty list; files in it that are not named `<stem>.<digits>.ron` are ignored (so a
/// damaged file moved aside by [`restore_backup`] is not taken for a backup).
///
/// Errors: [`StoreError::Io`] if the backup folder exists but cannot be read.
pub fn backups(path: &Path) -> Result<Vec<PathBuf>> {
    Ok(numbered(path)?.into_iter().map(|(_, p)| p).collect())
}

/// `(seq, path)` of each backup, newest (largest `seq`) first.
fn numbered(path: &Path) -> Result<Vec<(u64, PathBuf)>> {
    let dir = backup_dir(path);
    let entries = match fs::read_dir(&dir) {
        Ok(e) => e,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(StoreError::io("read folder", dir, e)),
    };
    let prefix = format!("{}.", stem_of(path));
    let mut found = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| StoreError::io("read folder", &dir, e))?;
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        let seq = name
            .strip_prefix(&prefix)
            .and_then(|r| r.strip_suffix(".ron"))
            .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|d| d.parse::<u64>().ok());
        if let Some(seq) = seq {
            found.push((seq, entry.path()));
        }
    }
    found.sort_by_key(|f| std::cmp::Reverse(f.0));
    Ok(found)
}

/// The newest backup of `path` that [`load`]s (schema and invariants included), to offer when
/// `path` itself does not load. `None` if there is none or the folder cannot be read.
pub fn newest_readable_backup(path: &Path) -> Option<PathBuf> {
    newest_readable_backup_numbered(path).map(|(_, p)| p)
}

/// [`newest_readable_backup`] with its sequence number (what `turnier restore --backup N`
/// takes).
pub fn newest_readable_backup_numbered(path: &Path) -> Option<(u64, PathBuf)> {
    numbered(path)
        .ok()?
        .into_iter()
        .find(|(_, b)| load(b).is_ok())
}

/// One backup of an event as `turnier restore --list` shows it.
#[derive(Debug)]
pub struct BackupInfo {
    /// The sequence number (`--backup N`); the newest has the largest.
    pub seq: u64,
    /// The backup file.
    pub path: PathBuf,
    /// When it was written (the file's modification time), if the system says.
    pub written: Option<std::time::SystemTime>,
    /// The event it holds, or why it does not load.
    pub loaded: Result<Event>,
}

impl BackupInfo {
    /// The last change the backup holds (its newest audit entry), in the language in force;
    /// `None` when it does not load or holds no change yet.
    pub fn last_change(&self) -> Option<String> {
        let t = self.loaded.as_ref().ok()?;
        t.audit.last().map(|a| a.text())
    }
}

/// Every backup of `path`, newest first, each loaded (with its journal) to say what it holds.
///
/// Errors: as [`backups`].
pub fn backup_list(path: &Path) -> Result<Vec<BackupInfo>> {
    Ok(numbered(path)?
        .into_iter()
        .map(|(seq, p)| BackupInfo {
            seq,
            written: fs::metadata(&p).and_then(|m| m.modified()).ok(),
            loaded: load(&p),
            path: p,
        })
        .collect())
}

/// The backup of `path` with sequence number `seq`.
///
/// Errors: [`StoreError::NoSuchBackup`] naming the numbers there are; as [`backups`].
pub fn backup_numbered(path: &Path, seq: u64) -> Result<PathBuf> {
    let all = numbered(path)?;
    if let Some((_, p)) = all.iter().find(|(s, _)| *s == seq) {
        return Ok(p.clone());
    }
    Err(StoreError::NoSuchBackup {
        path: path.into(),
        seq,
        have: all.iter().rev().map(|(s, _)| *s).collect(),
    })
}

/// Makes the backup `backup` the current version of `path` and returns it as loaded.
///
/// Nothing is lost: if `path` loads, it is kept as a new backup first (as by
/// [`super::commit`]); if it does not, its bytes are copied unchanged to
/// `<backup dir>/<stem>.damaged.<n>.ron` (first free `n` from 1) before `path` is replaced,
/// atomically, by the backup's bytes.
///
/// Errors: [`StoreError::NotABackup`] if `backup` is not among [`backups`]`(path)`; errors of
/// [`load`] if the backup itself does not load; [`StoreError::Io`].
pub fn restore_backup(path: &Path, backup: &Path) -> Result<Event> {
    let dir = backup_dir(path);
    let wanted = backup.canonicalize().ok();
    let known = wanted.is_some()
        && backups(path)?
            .iter()
            .any(|b| b.canonicalize().ok() == wanted);
    if !known {
        return Err(StoreError::NotABackup {
            path: path.into(),
            backup: backup.into(),
            dir,
        });
    }
    let bytes = fs::read(backup).map_err(|e| StoreError::io("read", backup, e))?;
    let (t, _) = load_with_journal(backup, &bytes)?;
    let mut state = journal::State::Whole;
    match fs::read(path) {
        Ok(old) if load_with_journal(path, &old).is_ok() => {
            state = journal::read(path, &super::digest::Digest::of(&old))?.state;
            write_backup(path, &old)?;
        }
        Ok(old) => {
            let stem = stem_of(path);
            let aside = (1u32..)
                .map(|n| dir.join(format!("{stem}.damaged.{n}.ron")))
                .find(|p| !p.exists())
                .unwrap_or_else(|| dir.join(format!("{stem}.damaged.ron")));
            ensure_backup_dir(path)?;
            write_atomic(&aside, &old, path)?;
            copy_journal(path, &aside)?;
        }
        Err(e) if e.kind() == ErrorKind::NotFound => {}
        Err(e) => return Err(StoreError::io("read", path, e)),
    }
    // The backup with its journal folded in: the file alone is the whole state again. A
    // journal of the replaced file that held more than it applied is kept aside, as by a
    // commit.
    write_atomic(path, to_ron(&t)?.as_bytes(), path)?;
    journal::retire(path, &state)?;
    Ok(t)
}

/// Copies `bytes` (the version of `path` about to be replaced) to the next backup, atomically,
/// with the journal beside it if there is one (`<backup>.journal`, so that the backup loads
/// as the state it was), creating the backup folder if needed. Returns the backup's path.
pub(crate) fn write_backup(path: &Path, bytes: &[u8]) -> Result<PathBuf> {
    let next = next_seq(path)?;
    write_backup_as(path, bytes, next)
}

/// The sequence number the next backup of `path` gets: one more than the newest (1 if none).
///
/// Errors: as [`backups`].
pub(crate) fn next_seq(path: &Path) -> Result<u64> {
    Ok(numbered(path)?.first().map_or(1, |(seq, _)| seq + 1))
}

/// [`write_backup`] with the sequence number `next` (taken by [`next_seq`] before pruning, so
/// that the numbers keep growing even when every older backup was just deleted).
pub(crate) fn write_backup_as(path: &Path, bytes: &[u8], next: u64) -> Result<PathBuf> {
    let dir = ensure_backup_dir(path)?;
    let target = dir.join(format!("{}.{next:06}.ron", stem_of(path)));
    write_atomic(&target, bytes, path)?;
    copy_journal(path, &target)?;
    Ok(target)
}

/// [`write_backup_as`] of the file `from` (the version of `path` about to be replaced, open),
/// copied from its start by the system ([`copy_atomic`]) instead of from bytes in memory.
pub(crate) fn copy_backup_as(path: &Path, from: &mut fs::File, next: u64) -> Result<PathBuf> {
    let dir = ensure_backup_dir(path)?;
    let target = dir.join(format!("{}.{next:06}.ron", stem_of(path)));
    copy_atomic(&target, from, path)?;
    copy_journal(path, &target)?;
    Ok(target)
}

/// The backup folder of `path` ([`backup_dir`]), created if needed; it, `.backups` above it
/// and every file in it are made no more open than the save
/// ([`super::modes::restrict_like`]).
///
/// Errors: [`StoreError::Io`] when it cannot be created.
pub(crate) fn ensure_backup_dir(path: &Path) -> Result<PathBuf> {
    let dir = backup_dir(path);
    fs::create_dir_all(&dir).map_err(|e| StoreError::io("create folder", &dir, e))?;
    if let Some(parent) = dir.parent() {
        super::modes::restrict_like(path, parent);
    }
    super::modes::restrict_like(path, &dir);
    // Backups written before the save was made private are made so too.
    if let Ok(entries) = fs::read_dir(&dir) {
        for e in entries.flatten() {
            super::modes::restrict_like(path, &e.path());
        }
    }
    Ok(dir)
}

/// Copies the journal of `from`, if any, to be the journal of `to`.
fn copy_journal(from: &Path, to: &Path) -> Result<()> {
    let source = journal_path(from);
    match fs::read(&source) {
        Ok(j) => write_atomic(&journal_path(to), &j, from),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(()),
        Err(e) => Err(StoreError::io("read", source, e)),
    }
}

/// Deletes all but the newest `keep` backups of `path`.
pub(crate) fn prune(path: &Path, keep: usize) -> Result<()> {
    let old = numbered(path)?;
    if old.len() <= keep {
        return Ok(());
    }
    for (_, p) in &old[keep..] {
        fs::remove_file(p).map_err(|e| StoreError::io("delete old backup", p, e))?;
        let j = journal_path(p);
        match fs::remove_file(&j) {
            Err(e) if e.kind() != ErrorKind::NotFound => {
                return Err(StoreError::io("delete old backup", j, e));
            }
            _ => {}
        }
    }
    sync_dir(&backup_dir(path))
}
