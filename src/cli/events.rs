//! The subcommands about the event and who plays in it: `new`, `print-language`, `drop`,
//! `undrop`, `remove` and `make-pair`. Two helpers ask which system the event runs:
//! [`game_for`] (what `new` sets up) and [`drop_or_undrop`] (a Muck entrant or a player).

use super::args::{CliCommand, SystemArg};
use super::call::{
    change, commit, confirm, find_player, last_what, muck_game, not_football, open_to_change,
    path_of, saved, say,
};
use super::deich::{self, DeichArgs};
use super::error::CliError;
use super::football::{self, FootballArgs};
use super::grand_slam;
use super::muck::{self, MuckArgs, find_entrant};
use super::swiss::{self, SwissArgs};
use crate::deich::DeichGame;
use crate::football::FootballGame;
use crate::game::{Command, Event, Game};
use crate::muck::{MuckCommand, MuckGame};
use crate::store;
use crate::swiss::{SwissCommand, SwissGame};
use chrono::Utc;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Runs one of the subcommands above; `dispatch::run` routes only those here.
///
/// # Errors
/// [`CliError`]: a setting or name is not allowed, the file could not be loaded or saved, or
/// the command was rejected (nothing saved).
pub(super) fn run(
    command: CliCommand,
    data_dir: &Path,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match command {
        CliCommand::New {
            event,
            system,
            name,
            settings,
            muck: muck_args,
            football: football_args,
            deich: deich_args,
        } => {
            let (path, game, seed, said) = game_for(
                system,
                &event,
                data_dir,
                &settings,
                &muck_args,
                &football_args,
                &deich_args,
            )?;
            let display =
                crate::game::clean_event_name(&name.unwrap_or_else(|| display_name(&event)))?;
            let t = Event::new(display, game, Utc::now(), seed);
            store::save_new(&path, &t)?;
            say(out, said);
        }
        CliCommand::PrintLanguage { event, language } => {
            let lang = match language.as_str() {
                "none" => None,
                code => Some(crate::i18n::Lang::parse(code).map_err(CliError::Usage)?),
            };
            let s = change(
                &path_of(&event, data_dir)?,
                Command::SetPrintLanguage { lang },
            )?;
            let said = match lang {
                Some(l) => crate::tr!("cli-print-language-set", lang = l.code()),
                None => crate::tr!("cli-print-language-cleared"),
            };
            say(out, saved(&said, s.path()));
        }
        CliCommand::Drop { event, player } => {
            drop_or_undrop(out, &path_of(&event, data_dir)?, &player, false)?;
        }
        CliCommand::Undrop { event, player } => {
            drop_or_undrop(out, &path_of(&event, data_dir)?, &player, true)?;
        }
        CliCommand::Remove { event, player } => {
            let path = path_of(&event, data_dir)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            let cmd = Command::Swiss(SwissCommand::RemovePlayer {
                player: find_player(t, &player)?,
            });
            let next = commit(&mut s, vec![cmd])?;
            say(
                out,
                crate::tr!(
                    "cli-removed",
                    what = last_what(next),
                    count = next.registry.participants.len(),
                    path = path.display().to_string()
                ),
            );
        }
        CliCommand::MakePair { event, a, b } => {
            let path = path_of(&event, data_dir)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            let cmd = Command::Muck(MuckCommand::MakePair {
                a: find_player(t, &a)?,
                b: find_player(t, &b)?,
            });
            let next = commit(&mut s, vec![cmd])?;
            say(out, confirm(next, &path));
            // Only a Muck event takes the command: its notes say who still waits for a partner.
            muck::print_notes(out, next, muck_game(next)?);
        }
        other => unreachable!("dispatch::run routes {other:?} to another group"),
    }
    Ok(())
}

/// The file, the game, the seed and the confirmation of `new EVENT --system SYSTEM`: each
/// system checks its own settings, in the order of the messages a director sees when several
/// things are wrong. The one place `new` asks which system it sets up.
fn game_for(
    system: SystemArg,
    event: &str,
    data_dir: &Path,
    settings: &SwissArgs,
    muck_args: &MuckArgs,
    football_args: &FootballArgs,
    deich_args: &DeichArgs,
) -> Result<(PathBuf, Game, u64, String), CliError> {
    if football_args.any() && !matches!(system, SystemArg::Football) {
        return Err(CliError::Usage(crate::tr!("cli-new-football-only")));
    }
    if deich_args.any() && !matches!(system, SystemArg::Deich) {
        return Err(CliError::Usage(deich::NOT_DEICH.into()));
    }
    Ok(match system {
        SystemArg::Muck => {
            let path = path_of(event, data_dir)?;
            let s = muck_args.settings()?;
            let said = muck::created(&path, &s);
            (path, Game::Muck(MuckGame::new(s)), fresh_seed(), said)
        }
        SystemArg::Football => {
            if muck_args.any() {
                return Err(CliError::Usage(crate::tr!("cli-new-muck-not-football")));
            }
            let path = path_of(event, data_dir)?;
            let s = football_args.settings()?;
            let said = football::created(&path, &s);
            (
                path,
                Game::Football(FootballGame::new(s)),
                fresh_seed(),
                said,
            )
        }
        SystemArg::Deich => {
            if muck_args.any() {
                return Err(CliError::Usage(crate::tr!("cli-swiss-muck-settings")));
            }
            let path = path_of(event, data_dir)?;
            let s = deich_args.settings();
            let said = deich::created(&path, &s);
            (path, Game::Deich(DeichGame::new(s)), 0, said)
        }
        SystemArg::GrandSlam => {
            if muck_args.any() {
                return Err(CliError::Usage(crate::tr!("cli-swiss-muck-settings")));
            }
            let path = path_of(event, data_dir)?;
            let said = grand_slam::created(&path);
            (
                path,
                Game::GrandSlam(crate::grand_slam::GrandSlamGame::default()),
                fresh_seed(),
                said,
            )
        }
        SystemArg::Swiss => {
            let s = swiss::settings(settings, muck_args)?;
            let path = path_of(event, data_dir)?;
            let said = swiss::created(&path, &s);
            // Round 1 by lot draws from the seed (R-S21); otherwise Swiss draws none.
            let seed = match s.round_one {
                crate::swiss::RoundOne::Lot => fresh_seed(),
                crate::swiss::RoundOne::Registration => 0,
            };
            (path, Game::Swiss(SwissGame::new(s)), seed, said)
        }
    })
}

/// `drop` (`back` false) or `undrop` (`back` true) of `player` at the event at `path`: a Muck
/// entrant is withdrawn or reinstated (and the notes say what that leaves), a Swiss or Deich
/// player dropped or taken back. The one place these two ask which system the event runs.
fn drop_or_undrop(
    out: &mut dyn Write,
    path: &Path,
    player: &str,
    back: bool,
) -> Result<(), CliError> {
    let name = if back { "undrop" } else { "drop" };
    let mut s = open_to_change(path)?;
    let t = s.tournament();
    let cmd = match &t.game {
        Game::Football(_) => return Err(not_football(name, "lineup")),
        Game::Muck(_) => {
            let entrant = find_entrant(t, player)?;
            Command::Muck(if back {
                MuckCommand::Reinstate { entrant }
            } else {
                MuckCommand::Withdraw { entrant }
            })
        }
        Game::GrandSlam(_) => return Err(grand_slam::no_tables(name)),
        Game::Swiss(_) | Game::Deich(_) => {
            let player = find_player(t, player)?;
            if back {
                Command::Undrop { player }
            } else {
                Command::Drop { player }
            }
        }
    };
    let next = commit(&mut s, vec![cmd])?;
    say(out, confirm(next, path));
    if let (Game::Muck(g), true) = (&next.game, back) {
        muck::print_notes(out, next, g);
    }
    Ok(())
}

/// `saves/pavia-12.ron` -> `pavia-12`; a plain name stays as it is.
fn display_name(event: &str) -> String {
    Path::new(event)
        .file_stem()
        .map_or_else(|| event.to_string(), |s| s.to_string_lossy().into_owned())
}

/// A seed for a new event's draws, from the clock (stored in the event, so every later draw is
/// reproducible from the file).
fn fresh_seed() -> u64 {
    let now = Utc::now();
    (now.timestamp() as u64) << 20 ^ u64::from(now.timestamp_subsec_nanos())
}
