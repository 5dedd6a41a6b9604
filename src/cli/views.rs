//! The subcommands that only read: `standings`, `pairings`, `table`, `bracket`, and the tools
//! that need no event (`football table`, `grand-slam match`, `grand-slam distribution`). None
//! of them takes the write lock or changes a file. [`show`] is the one place this group asks
//! which system the event runs.

use super::args::{CliCommand, FootballCli, GrandSlamCli};
use super::call::{grand_slam_game, no_tables, not_football, open_event, path_of, read_csv};
use super::error::CliError;
use super::{deich, football, grand_slam, muck, swiss};
use crate::game::Game;
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
/// does not have: the one place this group asks which system the event runs.
fn show(out: &mut dyn Write, path: &Path, view: View) -> Result<(), CliError> {
    let s = open_event(path)?;
    let t = s.tournament();
    match view {
        View::Standings { round, json } => match &t.game {
            Game::Football(g) => football::standings(out, t, g, round, json)?,
            Game::Muck(g) => {
                // A shared event: its differences between desks, read from the log beside
                // the file (the one-shot session does not replay it).
                let desks = crate::session::Shared::load(path)
                    .map(|sh| sh.differences)
                    .unwrap_or_default();
                muck::standings(out, t, g, round, json, &desks);
            }
            Game::Swiss(g) => {
                let desks = super::differ::Desks::load(path);
                swiss::standings(out, t, g, round, json, &desks);
            }
            Game::Deich(g) => deich::standings(out, t, g, round, json)?,
            Game::GrandSlam(g) => grand_slam::standings(out, t, g, round, json)?,
        },
        View::Pairings { round, json } => {
            // A shared event: results two desks typed differently are shown with the tables.
            let desks = super::differ::Desks::load(path);
            match &t.game {
                Game::Football(_) => return Err(not_football("pairings", "table")),
                Game::Muck(g) => muck::pairings(out, t, g, round, json, &desks)?,
                Game::Swiss(g) => swiss::pairings(out, t, g, round, json, &desks)?,
                Game::Deich(_) => return Err(no_tables("pairings")),
                Game::GrandSlam(_) => return Err(grand_slam::no_tables("pairings")),
            }
        }
        View::Table { round, anti, json } => match &t.game {
            Game::Football(g) => football::table(out, t, g, round, anti, json)?,
            Game::Swiss(_) | Game::Muck(_) | Game::Deich(_) | Game::GrandSlam(_) => {
                return Err(CliError::Usage(crate::tr!(
                    "cli-table-not",
                    kind = t.kind().to_string()
                )));
            }
        },
    }
    Ok(())
}
