//! The subcommands about the event and who plays in it: `new`, `print-language`, `drop`,
//! `undrop`, `remove` and `make-pair`. What `new` sets up and what `drop` and `undrop` do
//! are the event's system's, through its [`super::system::SystemCli`].

use super::args::CliCommand;
use super::call::{
    change, commit, confirm, find_player, muck_game, open_to_change, path_of, saved, say,
};
use super::error::CliError;
use super::system::muck;
use super::system::system;
use crate::game::{Command, Event};
use crate::muck::MuckCommand;
use crate::store;
use chrono::Utc;
use std::io::Write;
use std::path::Path;

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
        } => {
            let new = super::system::system(system).new_game(&event, data_dir, &settings)?;
            let display =
                crate::game::clean_event_name(&name.unwrap_or_else(|| display_name(&event)))?;
            let t = Event::new(display, new.game, Utc::now(), new.seed);
            store::save_new(&new.path, &t)?;
            say(out, new.said);
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
            let cmd = system(t.kind()).remove_command(t, &player)?;
            let next = commit(&mut s, vec![cmd])?;
            system(next.kind()).removed(out, next, &path);
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

/// `drop` (`back` false) or `undrop` (`back` true) of `player` at the event at `path`: the
/// command and what follows the confirmation are the event's system's ([`system`]).
fn drop_or_undrop(
    out: &mut dyn Write,
    path: &Path,
    player: &str,
    back: bool,
) -> Result<(), CliError> {
    let mut s = open_to_change(path)?;
    let t = s.tournament();
    let sys = system(t.kind());
    let cmd = sys.drop_command(t, player, back)?;
    let next = commit(&mut s, vec![cmd])?;
    say(out, confirm(next, path));
    sys.dropped(out, next, back);
    Ok(())
}

/// `saves/pavia-12.ron` -> `pavia-12`; a plain name stays as it is.
fn display_name(event: &str) -> String {
    Path::new(event)
        .file_stem()
        .map_or_else(|| event.to_string(), |s| s.to_string_lossy().into_owned())
}
