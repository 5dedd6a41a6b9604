//! Where a rendered document goes: a file, or the system printer through `lp`. Shared by the
//! command line and the desk; the only part of [`super`] that does I/O.

use super::{Document, Format};
use crate::store::paths::slug;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use thiserror::Error;

/// Why a document could not be written or printed (in the language in force).
#[derive(Debug, Error)]
pub enum OutputError {
    /// The file could not be written.
    #[error("{path}: {source}", path = path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// There is no `lp` command on this system (the advice is the command line's; the desk
    /// gives its own, [`OutputError::at_desk`]).
    #[error("{}; {}", no_lp(), crate::i18n::t("print-no-lp-cli"))]
    NoLp,
    /// `lp` could not be started or refused the job.
    #[error("lp: {0}")]
    Lp(String),
}

/// What is wrong when there is no `lp`, without the advice (command line or desk).
fn no_lp() -> &'static str {
    crate::i18n::t("print-no-lp")
}

impl OutputError {
    /// The error as the desk's print dialog says it: its advice names the dialog's choices,
    /// not the command line's `-o FILE`, which the desk has no field for.
    pub fn at_desk(&self) -> String {
        match self {
            Self::NoLp => format!("{}; {}", no_lp(), crate::i18n::t("print-no-lp-desk")),
            other => other.to_string(),
        }
    }
}

/// The folder of the event file when it lies outside `data_dir` (`turnier open
/// /tmp/n3/muck24.ron`): documents are written next to it by default. `None` for an event in
/// the data folder (or one of its subfolders) and when there is no file: the data folder then.
/// Compared as canonical paths where they exist, so `./saves/x.ron` and `saves/x.ron` agree.
pub fn event_folder(data_dir: &Path, event_file: Option<&Path>) -> Option<PathBuf> {
    let parent = event_file?.parent()?;
    // `pavia12.ron` has the parent `` (the working folder): compared as `.`, kept as it is
    // so that the file is named `pavia12-….txt`, not `./pavia12-….txt`.
    let compared = if parent.as_os_str().is_empty() {
        Path::new(".")
    } else {
        parent
    };
    let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    (!canonical(compared).starts_with(canonical(data_dir))).then(|| parent.to_path_buf())
}

/// The default file for a document: `<event>-<document>[-round-N].<ext>` in the event file's
/// folder when it lies outside `data_dir` ([`event_folder`]), else in `data_dir`; the event
/// part is the save file's stem (or the slug of the tournament's name when there is no file),
/// e.g. `pavia12-pairings-round-5.html`; a Deich round's post is `<event>-round-N.<ext>`.
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
    let folder = event_folder(data_dir, event_file).unwrap_or_else(|| data_dir.to_path_buf());
    // The Deich `round` document of round 3 is `-round-3`, not `-round-round-3`.
    let name = match (doc.kind.name(), round.is_empty()) {
        ("round", false) => "",
        (n, _) => n,
    };
    let sep = if name.is_empty() { "" } else { "-" };
    folder.join(format!("{stem}{sep}{name}{round}.{}", format.extension()))
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
        written.map_err(|e| {
            OutputError::Lp(crate::tr!("print-lp-cannot-send", why = e.to_string()))
        })?;
        Ok(said(&out.stdout))
    } else {
        let err = said(&out.stderr);
        Err(OutputError::Lp(if err.is_empty() {
            crate::tr!("print-lp-failed", status = out.status.to_string())
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
    /// The default file named by [`default_path`]: in the data folder, or next to an event
    /// file outside it.
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
            Ok(crate::tr!("print-sent", answer = answer))
        }
        Destination::File(path) => {
            write_file(path, &super::render(doc, format))?;
            Ok(crate::tr!("print-wrote", path = path.display().to_string()))
        }
        Destination::DataFolder => {
            let path = default_path(data_dir, event_file, &doc.event, doc, format);
            write_file(&path, &super::render(doc, format))?;
            Ok(crate::tr!("print-wrote", path = path.display().to_string()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::DocumentKind;

    fn doc() -> Document {
        let t = crate::examples::muck_article().expect("example");
        crate::print::build(&t, DocumentKind::Ranking, None).expect("ranking")
    }

    #[test]
    fn an_event_in_the_data_folder_prints_into_it() {
        let data = tempfile::tempdir().expect("tempdir");
        let sub = data.path().join("2026");
        std::fs::create_dir(&sub).expect("mkdir");
        for file in [data.path().join("muck24.ron"), sub.join("muck24.ron")] {
            assert_eq!(event_folder(data.path(), Some(&file)), None, "{file:?}");
            let p = default_path(data.path(), Some(&file), "x", &doc(), Format::Text);
            assert_eq!(p, data.path().join("muck24-ranking.txt"));
        }
        // No file: the data folder, the name's slug.
        let p = default_path(data.path(), None, "Pavia 12", &doc(), Format::Html);
        assert_eq!(p, data.path().join("pavia-12-ranking.html"));
    }

    #[test]
    fn an_event_outside_the_data_folder_prints_next_to_its_file() {
        let data = tempfile::tempdir().expect("tempdir");
        let elsewhere = tempfile::tempdir().expect("tempdir");
        let file = elsewhere.path().join("n3").join("muck24.ron");
        assert_eq!(
            event_folder(data.path(), Some(&file)),
            Some(elsewhere.path().join("n3"))
        );
        let p = default_path(data.path(), Some(&file), "x", &doc(), Format::Text);
        assert_eq!(p, elsewhere.path().join("n3").join("muck24-ranking.txt"));
        // A file named without a folder is in the working folder: the name alone.
        let p = default_path(
            data.path(),
            Some(Path::new("muck24.ron")),
            "x",
            &doc(),
            Format::Text,
        );
        assert_eq!(p, PathBuf::from("muck24-ranking.txt"));
    }

    #[test]
    fn the_desk_gets_its_own_advice_when_there_is_no_lp() {
        let cli = OutputError::NoLp.to_string();
        assert!(cli.ends_with("write the document with -o FILE and print that file instead"));
        let desk = OutputError::NoLp.at_desk();
        assert!(
            desk.starts_with("lp: there is no `lp` command on this system (it comes with CUPS")
        );
        assert!(
            desk.ends_with("choose Send to: file (←/→ on that row) and print that file instead")
        );
        assert!(!desk.contains("-o FILE"));
    }
}
