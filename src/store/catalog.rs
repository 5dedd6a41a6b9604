//! The tournaments in a data folder, for the picker and `turnier list`.

use super::snapshot::load;
use super::{Result, StoreError};
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// What the picker shows of a tournament file that loads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventInfo {
    /// The tournament's name (not the file name).
    pub name: String,
    /// The system, for display: `Swiss (seed)`, `Swiss (melee-2024)`.
    pub system: String,
    /// Number of rounds, a draft included.
    pub rounds: usize,
    /// Number of registered players, dropped ones included.
    pub players: usize,
}

/// One `*.ron` file of a data folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventSummary {
    /// The file.
    pub path: PathBuf,
    /// When the file was last written (the Unix epoch if the system does not say).
    pub modified: SystemTime,
    /// The tournament, or why the file does not load (the message of [`StoreError`], with
    /// line and cause); an unreadable file is listed, not dropped.
    pub info: std::result::Result<EventInfo, String>,
}

/// The tournament files (`*.ron`, not hidden) directly in `data_dir`, newest modification
/// first (ties by path). A missing folder gives an empty list.
///
/// Errors: [`StoreError::Io`] if the folder exists but cannot be read.
pub fn list_events(data_dir: &Path) -> Result<Vec<EventSummary>> {
    let entries = match fs::read_dir(data_dir) {
        Ok(e) => e,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(StoreError::io("read folder", data_dir, e)),
    };
    let mut out = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| StoreError::io("read folder", data_dir, e))?;
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') || !name.ends_with(".ron") || !path.is_file() {
            continue;
        }
        let modified = entry
            .metadata()
            .and_then(|m| m.modified())
            .unwrap_or(SystemTime::UNIX_EPOCH);
        let info = load(&path)
            .map(|t| EventInfo {
                system: t.game.label(),
                rounds: t.game.round_count(),
                players: t.registry.participants.len(),
                name: t.name,
            })
            .map_err(|e| e.to_string());
        out.push(EventSummary {
            path,
            modified,
            info,
        });
    }
    out.sort_by(|a, b| {
        b.modified
            .cmp(&a.modified)
            .then_with(|| a.path.cmp(&b.path))
    });
    Ok(out)
}
