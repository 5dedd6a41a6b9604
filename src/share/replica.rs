//! A replica on disk: the event's RON file stays the truth a laptop keeps (the replay's event,
//! written through the store like any save), and beside it the folder `EV.sync/` ([`dir_of`])
//! holds what the sync needs: `desk` (this replica's [`DeskId`], the hex of its public key),
//! `log.ron` (the [`Log`] of every desk's ops, serde RON) and what the transport keeps
//! (`node/`: its key, the iroh-docs and iroh-blobs stores, the namespace id; `peers.ron`: the
//! desks it met, see `net`). No network here: a command run on a replica ([`Replica::run`],
//! called by [`crate::session::Session::run`]) becomes an op of this desk, and a laptop that
//! leaves keeps a complete event.
//!
//! Secrets: the folder holds the desk's secret key and the ticket (the event's write key), so
//! it is made `0700` before anything is written into it ([`make_private_dir`]) and every
//! file and folder below it is kept at `0600` / `0700` ([`lock_down`]; the network engine's
//! stores create their own files, so the node calls it again after it started and while it
//! runs). Other users of the laptop can neither list nor read it.
//!
//! Writes: `log.ron` is written whole through a temporary file and a rename (then the folder
//! is synced), before the event file; both under the event's write lock (the caller holds
//! it), so a command on the command line and a running `turnier share` never write between
//! each other's load and commit.

use crate::game::{Command, Event, Rejected};
use crate::sync::Desk;
use crate::sync::{DeskId, Log, MergeError, Op};
use chrono::{DateTime, Utc};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The folder beside the event file `path` that makes it a replica: `EV.sync` for `EV.ron`
/// (the file name without its extension, plus `.sync`).
pub fn dir_of(path: &Path) -> PathBuf {
    path.with_extension("sync")
}

/// Whether the event file `path` is a replica of a shared event (its [`dir_of`] folder holds
/// a desk id).
pub fn is_replica(path: &Path) -> bool {
    dir_of(path).join("desk").is_file()
}

/// What can go wrong with the files of a replica; the files are unchanged.
#[derive(Debug, thiserror::Error)]
pub enum ReplicaError {
    /// Reading or writing a file of the replica failed.
    #[error("{}", crate::tr!("sync-err-io", action = *action, path = path.display().to_string(), cause = source.to_string()))]
    Io {
        /// What was being done: `read`, `write`, `rename`, …
        action: &'static str,
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// `log.ron` or `desk` does not parse.
    #[error("{}", crate::tr!("sync-err-parse", path = path.display().to_string(), cause = cause.as_str()))]
    Parse {
        /// The file.
        path: PathBuf,
        /// What the parser said.
        cause: String,
    },
    /// The log does not fit the event (ops of another event, a forked op).
    #[error("{}", crate::tr!("sync-err-merge", cause = .0.to_string()))]
    Merge(#[from] MergeError),
}

fn io(action: &'static str, path: &Path, source: std::io::Error) -> ReplicaError {
    ReplicaError::Io {
        action,
        path: path.to_path_buf(),
        source,
    }
}

/// One replica as read from disk: its event file's path and the [`Desk`] (its id and log).
#[derive(Debug, Clone)]
pub struct Replica {
    path: PathBuf,
    desk: Desk,
}

impl Replica {
    /// Makes the event file `path` a replica: writes `desk` and the log (`log`, the ops so
    /// far; for the desk that shares, the empty log over the file's event). The event file
    /// itself is the caller's (the replay of `log`).
    ///
    /// # Errors
    /// [`ReplicaError::Io`]: the folder or a file could not be written.
    pub fn create(path: &Path, id: DeskId, log: Log) -> Result<Self, ReplicaError> {
        let dir = dir_of(path);
        make_private_dir(&dir)?;
        let r = Self {
            path: path.to_path_buf(),
            desk: Desk::join(id, log),
        };
        r.save()?;
        write_atomic(&dir.join("desk"), r.desk.id().0.as_bytes())?;
        Ok(r)
    }

    /// Reads the replica of the event file `path` (`None`: the file is no replica).
    ///
    /// # Errors
    /// [`ReplicaError::Io`], [`ReplicaError::Parse`].
    pub fn open(path: &Path) -> Result<Option<Self>, ReplicaError> {
        if !is_replica(path) {
            return Ok(None);
        }
        let Some((id, log)) = read_log(path)? else {
            return Ok(None);
        };
        Ok(Some(Self {
            path: path.to_path_buf(),
            desk: Desk::join(id, log),
        }))
    }

    /// Reads the log on disk again and takes in what it holds beyond this replica's: the log
    /// only grows (ops of other desks the node took in, ops of this desk another program
    /// ran), so only the new ops are merged and the replay goes on from the first op whose
    /// place changed ([`Desk::receive`]), instead of replaying the whole log as
    /// [`Replica::open`] does. A log on disk that lacks an op held here, or holds another
    /// version of one (replaced by hand), is taken as it is, replayed whole.
    ///
    /// # Errors
    /// [`ReplicaError::Io`], [`ReplicaError::Parse`] (also when the folder no longer makes
    /// the file a replica); the replica is unchanged.
    pub fn refresh(&mut self) -> Result<(), ReplicaError> {
        let Some((id, log)) = read_log(&self.path)? else {
            return Err(ReplicaError::Parse {
                path: dir_of(&self.path).join("desk"),
                cause: "missing".into(),
            });
        };
        let held = self.desk.log().version();
        if id == *self.desk.id()
            && log.base() == self.desk.log().base()
            && log.version().includes(&held)
            && self.desk.receive(log.missing_for(&held)).is_ok()
        {
            return Ok(());
        }
        self.desk = Desk::join(id, log);
        Ok(())
    }

    /// The event file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The desk: its id, log, event, differences.
    pub fn desk(&self) -> &Desk {
        &self.desk
    }

    /// Runs `cmds` in turn as this desk's next ops ([`Desk::run`]) and saves the log: all or
    /// nothing (a refused command leaves the log on disk and here as it was). Returns the
    /// event to write to the file (the replay).
    ///
    /// # Errors
    /// `Ok(Err(rejected))`: the rules refused a command, nothing saved; `Err`: the log could
    /// not be saved.
    pub fn run(
        &mut self,
        cmds: Vec<Command>,
        at: DateTime<Utc>,
    ) -> Result<Result<Event, Rejected>, ReplicaError> {
        let mut next = self.desk.clone();
        for cmd in cmds {
            if let Err(r) = next.run(cmd, at) {
                return Ok(Err(r));
            }
        }
        let before = std::mem::replace(&mut self.desk, next);
        if let Err(e) = self.save() {
            self.desk = before;
            return Err(e);
        }
        Ok(Ok(self.desk.event().clone()))
    }

    /// Takes in ops from other desks ([`Desk::receive`]) and saves the log if any was new.
    /// Returns how many were new.
    ///
    /// # Errors
    /// [`ReplicaError::Merge`] (nothing taken in), [`ReplicaError::Io`].
    pub fn receive(&mut self, ops: Vec<Op>) -> Result<usize, ReplicaError> {
        let mut next = self.desk.clone();
        let new = next.receive(ops)?;
        if new > 0 {
            let before = std::mem::replace(&mut self.desk, next);
            if let Err(e) = self.save() {
                self.desk = before;
                return Err(e);
            }
        }
        Ok(new)
    }

    /// Writes `log.ron` whole (temporary file, rename, folder synced).
    fn save(&self) -> Result<(), ReplicaError> {
        let file = dir_of(&self.path).join("log.ron");
        let text = ron::ser::to_string(self.desk.log()).map_err(|e| ReplicaError::Parse {
            path: file.clone(),
            cause: e.to_string(),
        })?;
        write_atomic(&file, text.as_bytes())
    }
}

/// Reads the desk id and the log of the replica of the event file `path` without replaying
/// it (`None`: the file is no replica): what needs only the log's version numbers
/// ([`crate::share::net::not_yet_sent`], once a second beside the desk).
///
/// # Errors
/// [`ReplicaError::Io`], [`ReplicaError::Parse`].
pub fn read_log(path: &Path) -> Result<Option<(DeskId, Log)>, ReplicaError> {
    if !is_replica(path) {
        return Ok(None);
    }
    let dir = dir_of(path);
    let desk_file = dir.join("desk");
    let id = fs::read_to_string(&desk_file).map_err(|e| io("read", &desk_file, e))?;
    let id = id.trim();
    if id.is_empty() {
        return Err(ReplicaError::Parse {
            path: desk_file,
            cause: "empty".into(),
        });
    }
    let log_file = dir.join("log.ron");
    let text = fs::read_to_string(&log_file).map_err(|e| io("read", &log_file, e))?;
    let log: Log = ron::from_str(&text).map_err(|e| ReplicaError::Parse {
        path: log_file,
        cause: e.to_string(),
    })?;
    Ok(Some((DeskId::new(id), log)))
}

/// Creates the folder `dir` (and any missing parent) readable by this user only (`0700` on
/// Unix); an existing folder is set to `0700`.
///
/// # Errors
/// [`ReplicaError::Io`]: the folder could not be made or its mode set.
pub fn make_private_dir(dir: &Path) -> Result<(), ReplicaError> {
    let mut b = fs::DirBuilder::new();
    b.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        b.mode(0o700);
    }
    b.create(dir).map_err(|e| io("create folder", dir, e))?;
    set_mode(dir, 0o700)
}

/// Keeps the replica folder of the event file `path` ([`dir_of`]) for this user only: every
/// folder in it `0700`, every file `0600` (on Unix; elsewhere nothing is done). Symbolic
/// links are left as they are. A file that vanishes meanwhile (the engine's temporary files)
/// is no error.
///
/// # Errors
/// [`ReplicaError::Io`]: a folder could not be read or a mode not set.
pub fn lock_down(path: &Path) -> Result<(), ReplicaError> {
    let dir = dir_of(path);
    if !dir.is_dir() {
        return Ok(());
    }
    let mut todo = vec![dir];
    while let Some(d) = todo.pop() {
        set_mode(&d, 0o700)?;
        let entries = match fs::read_dir(&d) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => return Err(io("read folder", &d, e)),
        };
        for entry in entries.flatten() {
            let Ok(kind) = entry.file_type() else {
                continue;
            };
            if kind.is_dir() {
                todo.push(entry.path());
            } else if kind.is_file() {
                set_mode(&entry.path(), 0o600)?;
            }
        }
    }
    Ok(())
}

/// Sets the Unix mode of `p` (a file gone meanwhile is no error).
fn set_mode(p: &Path, mode: u32) -> Result<(), ReplicaError> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        match fs::set_permissions(p, fs::Permissions::from_mode(mode)) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(io("set the mode of", p, e)),
        }
    }
    #[cfg(not(unix))]
    let _ = (p, mode);
    Ok(())
}

/// Writes `bytes` to `file` through a temporary file in its folder and a rename, synced.
///
/// # Errors
/// [`ReplicaError::Io`].
pub fn write_atomic(file: &Path, bytes: &[u8]) -> Result<(), ReplicaError> {
    let dir = file.parent().unwrap_or(Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(|e| io("create", dir, e))?;
    tmp.write_all(bytes).map_err(|e| io("write", file, e))?;
    tmp.as_file().sync_all().map_err(|e| io("sync", file, e))?;
    tmp.persist(file)
        .map_err(|e| io("rename to", file, e.error))?;
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}
