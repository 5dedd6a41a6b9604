//! File modes: nothing an event owns (its backups and their folder, its journal and the
//! journals kept aside, its lock file) is more open than the save itself, so that a director
//! who makes a save private (0600) does not leave its results readable beside it.

use std::fs;
use std::path::Path;

/// The permissions a new file of the event at `save` gets: the save's own, or 0644 on Unix
/// when there is no save yet (what a text file gets under the usual umask). `None` where the
/// system has no such modes.
pub(crate) fn file_permissions(save: &Path) -> Option<fs::Permissions> {
    match fs::metadata(save) {
        Ok(m) => Some(m.permissions()),
        Err(_) => default_permissions(),
    }
}

#[cfg(unix)]
fn default_permissions() -> Option<fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    Some(fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn default_permissions() -> Option<fs::Permissions> {
    None
}

/// Takes from `target` (a file or folder the event at `save` owns) every permission the save
/// does not give: a file keeps at most the save's read and write bits, a folder gives
/// entry (read and search) only to those who may read the save. Best effort: a file that is
/// gone or cannot be changed is left (the next commit tries again).
#[cfg(unix)]
pub(crate) fn restrict_like(save: &Path, target: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let (Ok(s), Ok(t)) = (fs::metadata(save), fs::metadata(target)) else {
        return;
    };
    let save_mode = s.permissions().mode() & 0o777;
    let mode = t.permissions().mode() & 0o7777;
    let allowed = if t.is_dir() {
        let mut m = 0o700;
        if save_mode & 0o040 != 0 {
            m |= 0o050;
        }
        if save_mode & 0o004 != 0 {
            m |= 0o005;
        }
        m
    } else {
        save_mode | 0o600
    };
    let wanted = mode & allowed;
    if wanted != mode {
        let _ = fs::set_permissions(target, fs::Permissions::from_mode(wanted));
    }
}

#[cfg(not(unix))]
pub(crate) fn restrict_like(_save: &Path, _target: &Path) {}
