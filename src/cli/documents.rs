//! The subcommands that make documents: `print` (text, HTML, forum posts, to a file, the
//! terminal or the printer), `export` (CSV), and the Masters' certificates (`masters
//! certificates`, routed here by [`super::rounds`]). [`csv`] hands the CSV to the event's
//! system ([`super::system::SystemCli::csv`]).

use super::args::{CliCommand, ExportWhat};
use super::call::{grand_slam_game, open_event, path_of, say};
use super::error::CliError;
use super::system::grand_slam;
use super::system::system;
use crate::game::{Event, RoundNo};
use crate::print::output::{Destination, deliver};
use crate::print::{self, Format};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Runs `print` or `export`; `dispatch::run` routes only those here.
///
/// # Errors
/// [`CliError`]: the file does not load, the document or CSV is not one of the event's system,
/// or it could not be written or printed.
pub(super) fn run(
    command: CliCommand,
    data_dir: &Path,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match command {
        CliCommand::Print {
            event,
            document,
            round,
            format,
            output,
            lp,
            room,
        } => {
            if lp && format == Some(Format::Html) {
                return Err(CliError::Usage(crate::tr!("cli-print-lp-html")));
            }
            let path = path_of(&event, data_dir)?;
            let s = open_event(&path)?;
            // A shared event: its differences between desks keep a Muck ranking from being
            // final; the one-shot session does not replay the log, so read it here.
            let desks = crate::session::Shared::load(&path)
                .map(|sh| sh.differences)
                .unwrap_or_default();
            let mut doc =
                print::build_shared(s.tournament(), document, round.map(RoundNo), &desks)?;
            if let Some(base) = &room {
                print::add_report_codes(&mut doc, s.tournament(), base);
            }
            let output_is_none = output.is_none();
            let format = format.unwrap_or_default();
            if let Some(file) = output {
                let said = deliver(&doc, format, &Destination::File(file), data_dir, None)?;
                say(out, said);
            }
            if lp {
                say(
                    out,
                    deliver(&doc, format, &Destination::Printer, data_dir, None)?,
                );
            } else if output_is_none {
                match format {
                    Format::Text | Format::Bbcode | Format::Markdown => {
                        let _ = write!(out, "{}", print::render(&doc, format));
                    }
                    Format::Html => say(
                        out,
                        deliver(
                            &doc,
                            format,
                            &Destination::DataFolder,
                            data_dir,
                            Some(&path),
                        )?,
                    ),
                }
            }
            Ok(())
        }
        CliCommand::Export {
            event,
            what,
            output,
        } => export(out, &path_of(&event, data_dir)?, what, output),
        other => unreachable!("dispatch::run routes {other:?} to another group"),
    }
}

/// `export`: the CSV to `output`, or to `out` without it.
fn export(
    out: &mut dyn Write,
    path: &Path,
    what: ExportWhat,
    output: Option<PathBuf>,
) -> Result<(), CliError> {
    let s = open_event(path)?;
    let t = s.tournament();
    let (text, note) = csv(t, s.path(), what, output.is_some())?;
    match output {
        Some(f) => {
            crate::print::output::write_file(&f, &text)?;
            say(out, crate::tr!("cli-wrote", path = f.display().to_string()));
            if let Some(why) = note {
                say(out, why);
            }
        }
        None => {
            let _ = write!(out, "{text}");
        }
    }
    Ok(())
}

/// The CSV `what` of the event `t` (saved at `path`) and, when it goes to a file
/// (`to_file`), what the file cannot say: a Muck ranking that is not final (also for a
/// difference between desks of a shared event). Both are the event's system's.
fn csv(
    t: &Event,
    path: &Path,
    what: ExportWhat,
    to_file: bool,
) -> Result<(String, Option<String>), CliError> {
    system(t.kind()).csv(t, path, what, to_file)
}

/// `masters certificates`: the text in the language of the command line, or with `--format`
/// or `-o` the print document (HTML one A4 page each).
///
/// # Errors
/// [`CliError`]: the file does not load, the event is no Grand Slam game, a forum format was
/// asked for, or the file could not be written.
pub(super) fn certificates(
    out: &mut dyn Write,
    path: &Path,
    data_dir: &Path,
    format: Option<Format>,
    output: Option<PathBuf>,
) -> Result<(), CliError> {
    let s = open_event(path)?;
    let t = s.tournament();
    grand_slam_game(t)?;
    match (format, output) {
        // The text as before: in the language of the command line.
        (None | Some(Format::Text), None) => {
            grand_slam::certificates(out, t, grand_slam_game(t)?)?;
        }
        (format, output) => {
            let format = format.unwrap_or_default();
            if matches!(format, Format::Bbcode | Format::Markdown) {
                return Err(CliError::Usage(crate::tr!("gs-cli-certificates-format")));
            }
            let doc = print::build(t, print::DocumentKind::Certificates, None)?;
            match output {
                Some(file) => say(
                    out,
                    deliver(&doc, format, &Destination::File(file), data_dir, None)?,
                ),
                None => {
                    let _ = write!(out, "{}", print::render(&doc, format));
                }
            }
        }
    }
    Ok(())
}
