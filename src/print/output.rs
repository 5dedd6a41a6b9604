//! Where a rendered document goes: a file, or the system printer through `lp`. Shared by the
//! command line and the desk; the only part of [`super`] that does I/O.

use super::{Document, Format};
use crate::store::paths::slug;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use thiserror::Error;

/// Why a document could not be written or printed.
#[derive(Debug, Error)]
pub enum OutputError {
    /// The file could not be written.
    #[error("{path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// There is no `lp` command on this system.
    #[error(
        "lp: there is no `lp` command on this system (it comes with CUPS; on Debian `apt-get \
         install cups-client`); write the document with -o FILE and print that file instead"
    )]
    NoLp,
    /// `lp` could not be started or refused the job.
    #[error("lp: {0}")]
    Lp(String),
}

/// The default file for a document in `data_dir`: `<event>-<document>[-round-N].<ext>`, the
/// event part being the save file's stem (or the slug of the tournament's name when there is
/// no file), e.g. `pavia12-pairings-round-5.html`.
pub fn default_path(
    data_dir: &Path,
    event_file: Option<&Path>,
    event_name: &str,
    doc: &Document,
    format: Format,
) -> PathBuf {
    let stem = event_file
        .and_then(Path::file_stem)
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| slug(event_name));
    let round = doc
        .round
        .map(|r| {
            if doc.kind.is_per_round() {
                format!("-round-{r}")
            } else {
                format!("-after-round-{r}")
            }
        })
        .unwrap_or_default();
    data_dir.join(format!(
        "{stem}-{}{round}.{}",
        doc.kind.name(),
        format.extension()
    ))
}

/// Writes `content` to `path`, creating its folder.
///
/// # Errors
/// [`OutputError::Write`] with the path and the cause.
pub fn write_file(path: &Path, content: &str) -> Result<(), OutputError> {
    let bad = |e| OutputError::Write {
        path: path.to_path_buf(),
        source: e,
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(bad)?;
    }
    std::fs::write(path, content).map_err(bad)
}

/// Sends a text document to the default printer with `lp -t TITLE` (the text on standard
/// input) and returns `lp`'s answer (`request id is ...`), trimmed.
///
/// # Errors
/// [`OutputError::NoLp`] when there is no `lp` command; [`OutputError::Lp`] when it fails
/// (no printer, CUPS not running), with what it said.
pub fn send_to_lp(text: &str, title: &str) -> Result<String, OutputError> {
    let mut child = Command::new("lp")
        .arg("-t")
        .arg(title)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => OutputError::NoLp,
            _ => OutputError::Lp(e.to_string()),
        })?;
    // A write error (lp quit early) is reported only if lp itself did not say what went wrong.
    let written = child
        .stdin
        .take()
        .map_or(Ok(()), |mut stdin| stdin.write_all(text.as_bytes()));
    let out = child
        .wait_with_output()
        .map_err(|e| OutputError::Lp(e.to_string()))?;
    let said = |b: &[u8]| String::from_utf8_lossy(b).trim().to_string();
    if out.status.success() {
        written.map_err(|e| OutputError::Lp(format!("cannot send the document: {e}")))?;
        Ok(said(&out.stdout))
    } else {
        let err = said(&out.stderr);
        Err(OutputError::Lp(if err.is_empty() {
            format!("lp failed ({})", out.status)
        } else {
            err
        }))
    }
}

/// Where a document goes (the desk's print dialog offers these; the command line maps
/// `-o` and `--lp` onto them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Destination {
    /// This file.
    File(PathBuf),
    /// A file in the data folder named by [`default_path`].
    DataFolder,
    /// The default printer through `lp` (text only).
    Printer,
}

/// Renders `doc` in `format` and sends it to `dest`; returns the line for the status bar:
/// `wrote PATH` or `sent to the printer: request id is ...`. `Printer` always sends the text
/// rendering, whatever `format` says (`lp` prints text; HTML goes through a browser).
///
/// # Errors
/// [`OutputError`]: the file could not be written, there is no `lp`, or `lp` failed.
pub fn deliver(
    doc: &Document,
    format: Format,
    dest: &Destination,
    data_dir: &Path,
    event_file: Option<&Path>,
) -> Result<String, OutputError> {
    match dest {
        Destination::Printer => {
            let text = super::render(doc, Format::Text);
            let answer = send_to_lp(&text, &format!("{} – {}", doc.event, doc.title))?;
            Ok(format!("sent to the printer: {answer}"))
        }
        Destination::File(path) => {
            write_file(path, &super::render(doc, format))?;
            Ok(format!("wrote {}", path.display()))
        }
        Destination::DataFolder => {
            let path = default_path(data_dir, event_file, &doc.event, doc, format);
            write_file(&path, &super::render(doc, format))?;
            Ok(format!("wrote {}", path.display()))
        }
    }
}
