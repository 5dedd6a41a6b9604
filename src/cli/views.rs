//! The subcommands that only read: `standings`, `pairings`, `table`, `bracket`, and the tools
//! that need no event (`football table`, `grand-slam match`, `grand-slam distribution`). None
//! of them takes the write lock or changes a file. [`show`] hands a list to the event's
//! system ([`super::system::SystemCli`]).

use super::args::{CliCommand, FootballCli, GrandSlamCli};
use super::call::{grand_slam_game, open_event, path_of, read_csv};
use super::error::CliError;
use super::system::system;
use super::system::{football, grand_slam};
use chrono::Utc;
use std::io::Write;
use std::path::Path;

/// Runs one of the reading subcommands above; `dispatch::run` routes only those here.
///
/// # Errors
/// [`CliError`]: the file does not load, the event's system has no such list, or the round
/// asked for does not exist.
pub(super) fn run(
    command: CliCommand,
    data_dir: &Path,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match command {
        CliCommand::Standings { event, json, round } => show(
            out,
            &path_of(&event, data_dir)?,
            View::Standings { round, json },
        ),
        CliCommand::Pairings { event, round, json } => show(
            out,
            &path_of(&event, data_dir)?,
            View::Pairings { round, json },
        ),
        CliCommand::Table {
            event,
            round,
            anti,
            json,
        } => show(
            out,
            &path_of(&event, data_dir)?,
            View::Table { round, anti, json },
        ),
        CliCommand::Bracket {
            event,
            tournament,
            round,
            json,
        } => {
            let s = open_event(&path_of(&event, data_dir)?)?;
            let t = s.tournament();
            grand_slam::bracket(out, t, grand_slam_game(t)?, &tournament, round, json)
        }
        CliCommand::Football {
            command:
                FootballCli::Table {
                    file,
                    wp,
                    anti,
                    json,
                },
        } => {
            let cmds = crate::import::football::lineups(read_csv(&file)?).map_err(|e| {
                CliError::Import {
                    path: file.clone(),
                    source: e,
                }
            })?;
            football::quick_table(out, cmds, wp, anti, json, Utc::now())
        }
        CliCommand::GrandSlam { command } => match command {
            GrandSlamCli::Match { a, b, lot, json } => grand_slam::r#match(out, &a, &b, &lot, json),
            GrandSlamCli::Distribution {
                sets,
                strength,
                json,
            } => {
                grand_slam::distribution(out, &sets, strength, json);
                Ok(())
            }
        },
        other => unreachable!("dispatch::run routes {other:?} to another group"),
    }
}

/// A list every system may have, with the options asked for.
enum View {
    /// `standings`: after round `round` (default: every fixed round).
    Standings { round: Option<u32>, json: bool },
    /// `pairings`: round `round` (default: the last).
    Pairings { round: Option<u32>, json: bool },
    /// `table`: a Turnierfußball round's table (default: the last evaluated round).
    Table {
        round: Option<u32>,
        anti: bool,
        json: bool,
    },
}

/// Prints `view` of the event at `path` as its system makes it, or refuses a list the system
/// does not have ([`super::system::SystemCli`]).
fn show(out: &mut dyn Write, path: &Path, view: View) -> Result<(), CliError> {
    let s = open_event(path)?;
    let t = s.tournament();
    let sys = system(t.kind());
    match view {
        View::Standings { round, json } => sys.standings(out, t, path, round, json),
        View::Pairings { round, json } => {
            // A shared event: results two desks typed differently are shown with the tables.
            let desks = super::differ::Desks::load(path);
            sys.pairings(out, t, round, json, &desks)
        }
        View::Table { round, anti, json } => sys.table(out, t, round, anti, json),
    }
}
