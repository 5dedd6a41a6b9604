//! Where save files live: the data folder, and turning a tournament name into a file name.

use super::{Result, StoreError};
use std::path::{Path, PathBuf};

/// The default data folder: the platform data directory for `turnier` from
/// `directories::ProjectDirs` (on Linux `$XDG_DATA_HOME/turnier`, usually
/// `~/.local/share/turnier`). The folder is not created here.
///
/// Errors: [`StoreError::NoDataDir`] when the home folder is unknown.
pub fn default_data_dir() -> Result<PathBuf> {
    directories::ProjectDirs::from("", "", "turnier")
        .map(|d| d.data_dir().to_path_buf())
        .ok_or(StoreError::NoDataDir)
}

/// The data folder to use: `override_dir` (from `--data-dir`) if given, else
/// [`default_data_dir`].
///
/// Errors: as [`default_data_dir`], only when no override is given.
pub fn data_dir(override_dir: Option<&Path>) -> Result<PathBuf> {
    match override_dir {
        Some(d) => Ok(d.to_path_buf()),
        None => default_data_dir(),
    }
}

/// The save file an `EVENT` argument means. An argument that ends in `.ron` or contains a path
/// separator is a path, taken as it is (relative to the working folder); anything else is a
/// tournament name, giving `<data_dir>/<slug(name)>.ron`.
///
/// Errors: [`StoreError::EmptyName`] for a name whose slug is empty (no letters or digits).
pub fn resolve_event(arg: &str, data_dir: &Path) -> Result<PathBuf> {
    let is_path =
        arg.ends_with(".ron") || arg.contains('/') || arg.contains(std::path::MAIN_SEPARATOR);
    if is_path {
        return Ok(PathBuf::from(arg));
    }
    let s = slug(arg);
    if s.is_empty() {
        return Err(StoreError::EmptyName { name: arg.into() });
    }
    Ok(data_dir.join(format!("{s}.ron")))
}

/// A file-name stem for a tournament name: lowercase ASCII letters, digits and single `-`
/// between words, no `-` at either end. German umlauts are transliterated (`ä` -> `ae`,
/// `ö` -> `oe`, `ü` -> `ue`, `ß` -> `ss`), common Latin accents are stripped (`é` -> `e`,
/// `ł` -> `l`, `æ` -> `ae`); every other character separates words.
///
/// `"Pauper Cup Köln"` -> `"pauper-cup-koeln"`; may be empty (`"!!!"` -> `""`).
pub fn slug(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut pending_dash = false;
    for c in crate::fold::fold(name, true).chars() {
        if !(c.is_ascii_lowercase() || c.is_ascii_digit()) {
            pending_dash = true;
            continue;
        }
        if pending_dash && !out.is_empty() {
            out.push('-');
        }
        pending_dash = false;
        out.push(c);
    }
    out
}

/// The folder a save file lives in: its parent, or `.` for a bare file name.
pub(crate) fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// The file stem of a save file (`pauper-cup-koeln` for `…/pauper-cup-koeln.ron`), lossy for
/// names that are not UTF-8, `event` when there is none.
pub(crate) fn stem_of(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "event".to_string())
}

/// The file a commit to `path` writes: `path` itself, or, when `path` is a symbolic link, its
/// target ([`std::fs::canonicalize`]), so that the link stays a link and the target (in whose
/// folder the temp file, the backups, the journal and the lock then live) gets the change. A
/// link that cannot be resolved (dangling) is returned as it is.
pub fn write_target(path: &Path) -> PathBuf {
    let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    if is_link {
        std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
    } else {
        path.to_path_buf()
    }
}
