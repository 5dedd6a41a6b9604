//! One writer at a time: an exclusive advisory lock on `<file>.lock` beside the event.
//!
//! Every program that changes an event (a CLI command from load to commit, the desk for each
//! change, fold and undo) holds [`WriteLock`] while it checks what is on disk, applies and
//! commits; readers take none. The lock file is created on first use and never deleted: a
//! program that deleted it could not know that no other one was waiting on it.
//!
//! The lock is the standard library's [`File::try_lock`] (`flock` on Unix, `LockFileEx` on
//! Windows, the calls the lock crates wrap), polled for [`WAIT`]; the operating system drops
//! it when the holder ends, even by a crash, so a killed writer never leaves the event locked.

use super::{Result, StoreError};
use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long a writer waits for another to finish before it gives up.
pub const WAIT: Duration = Duration::from_secs(2);

/// How often the lock is tried again while another program holds it.
const POLL: Duration = Duration::from_millis(10);

/// The lock file of the event at `path`: `<file>.lock` beside it (`liga.ron.lock`).
pub fn lock_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(".lock");
    PathBuf::from(name)
}

/// The exclusive lock on one event's lock file, held until it is dropped.
#[derive(Debug)]
pub struct WriteLock {
    /// The open lock file; closing it releases the lock.
    _file: File,
}

impl WriteLock {
    /// Takes the exclusive lock on the lock file of the event at `path`, trying again for
    /// [`WAIT`] while another program holds it.
    ///
    /// # Errors
    /// [`StoreError::Locked`] when another program still holds it after [`WAIT`] (nothing was
    /// changed); [`StoreError::Io`] when the lock file cannot be opened or locked.
    pub fn acquire(path: &Path) -> Result<Self> {
        Self::acquire_within(path, WAIT)
    }

    /// [`WriteLock::acquire`] waiting at most `wait`.
    ///
    /// # Errors
    /// As [`WriteLock::acquire`].
    pub fn acquire_within(path: &Path, wait: Duration) -> Result<Self> {
        let lpath = lock_path(path);
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lpath)
            .map_err(|e| StoreError::io("open the lock file", lpath.clone(), e))?;
        super::modes::restrict_like(path, &lpath);
        let started = Instant::now();
        loop {
            match file.try_lock() {
                Ok(()) => return Ok(Self { _file: file }),
                Err(TryLockError::WouldBlock) if started.elapsed() < wait => {
                    std::thread::sleep(POLL);
                }
                Err(TryLockError::WouldBlock) => {
                    return Err(StoreError::Locked { path: path.into() });
                }
                Err(TryLockError::Error(e)) => {
                    return Err(StoreError::io("lock", lpath, e));
                }
            }
        }
    }
}
