//! The subcommands by which what was played comes in: `result` (a table's result or sheet),
//! `resolve` (which of two entries or two desks' values stands), `import` (players, entrants,
//! results, lineups, ranking lists, bids and entries from CSV files), and what the players of
//! a game by mail send: `lineup`, `bid`, `enter`, `credit`. What differs by system in
//! `result`, `resolve` and `import` (the command, what follows it, what a file means) is the
//! event's system's, through its [`super::system::SystemCli`].

use super::args::CliCommand;
use super::call::{
    commit, confirm, deich_game, find_player, grand_slam_game, open_event, open_to_change, path_of,
    say,
};
use super::error::CliError;
use super::system::{Entered, Files, How, system};
use super::system::{football, grand_slam};
use crate::deich::DeichCommand;
use crate::football::{FootballCommand, Lineup};
use crate::game::{Command, Event, Rejected, RoundNo};
use crate::grand_slam::GrandSlamCommand;
use crate::import;
use std::io::Write;
use std::path::Path;

/// Runs one of the subcommands above; `dispatch::run` routes only those here.
///
/// # Errors
/// [`CliError`]: a file could not be read or loaded or saved, the event's system has no such
/// command, or the command was rejected (nothing saved).
pub(super) fn run(
    command: CliCommand,
    data_dir: &Path,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match command {
        CliCommand::Result {
            event,
            table,
            score,
            round,
            bobbl,
            second,
        } => {
            let path = path_of(&event, data_dir)?;
            let mut s = open_to_change(&path)?;
            let entered = Entered {
                round,
                table,
                score: &score,
                bobbl,
                second,
            };
            let t = s.tournament();
            let cmd = system(t.kind()).result_command(t, &entered)?;
            let t = commit(&mut s, vec![cmd])?;
            say(out, confirm(t, &path));
            result_notes(out, t, &entered)?;
        }
        CliCommand::Resolve {
            event,
            table,
            take,
            round,
        } => resolve(out, &path_of(&event, data_dir)?, table, &take, round)?,
        CliCommand::Import {
            event,
            players,
            entrants,
            results,
            lineups,
            ranking,
            bids,
            entries,
            add_missing_players,
            allow_duplicate_names,
        } => {
            let path = path_of(&event, data_dir)?;
            let mut s = open_to_change(&path)?;
            // What the import added is said from the event before and after it.
            let t = s.tournament().clone();
            let files = Files {
                players,
                entrants,
                results,
                lineups,
                ranking,
                bids,
                entries,
            };
            let how = How {
                add_missing_players,
                allow_duplicate_names,
            };
            let sys = system(t.kind());
            let cmds = sys.import_commands(&t, &files, how)?;
            let next = commit(&mut s, cmds)?;
            sys.imported(out, &t, next, &files, &path);
        }
        CliCommand::Lineup {
            event,
            team,
            lineup,
            manager,
            wish,
            anti,
        } => {
            let lineup: Lineup = lineup.parse().map_err(|e| {
                Rejected::invalid("lineup", import::football::lineup_error_words(&e))
            })?;
            let path = path_of(&event, data_dir)?;
            let mut s = open_to_change(&path)?;
            if s.tournament().football().is_none() {
                return Err(CliError::Usage(crate::tr!(
                    "cli-lineup-not",
                    kind = s.tournament().kind().event_words()
                )));
            }
            let cmd = Command::Football(FootballCommand::SubmitLineup {
                team: team.clone(),
                manager,
                lineup,
                wish,
                anti,
            });
            let next = commit(&mut s, vec![cmd])?;
            say(out, confirm(next, &path));
            if let Some(n) = football::plays_as(next, &team, anti) {
                say(out, n);
            }
        }
        CliCommand::Bid {
            event,
            name,
            fp,
            round,
        } => {
            let path = path_of(&event, data_dir)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            deich_game(t)?;
            let cmd = Command::Deich(DeichCommand::Bid {
                round: round.map(RoundNo),
                player: find_player(t, &name)?,
                bid: crate::deich::bid::parse_bid(&fp)?,
            });
            let next = commit(&mut s, vec![cmd])?;
            say(out, confirm(next, &path));
        }
        CliCommand::Enter {
            event,
            player,
            tournament,
            sets,
            withdraw,
        } => {
            let path = path_of(&event, data_dir)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            grand_slam_game(t)?;
            let (player, tournament) = (
                find_player(t, &player)?,
                grand_slam::find_tournament(t, &tournament)?,
            );
            let cmd = Command::GrandSlam(match sets {
                Some(sets) if !withdraw => GrandSlamCommand::Enter {
                    player,
                    tournament,
                    sets,
                },
                _ => GrandSlamCommand::Withdraw { player, tournament },
            });
            let next = commit(&mut s, vec![cmd])?;
            say(out, confirm(next, &path));
        }
        CliCommand::Credit {
            event,
            player,
            amount,
        } => {
            let path = path_of(&event, data_dir)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            grand_slam_game(t)?;
            let cmd = Command::GrandSlam(GrandSlamCommand::Credit {
                player: find_player(t, &player)?,
                cents: grand_slam::parse_cents(&amount)?,
            });
            let next = commit(&mut s, vec![cmd])?;
            say(out, confirm(next, &path));
        }
        other => unreachable!("dispatch::run routes {other:?} to another group"),
    }
    Ok(())
}

/// What `result` adds below its confirmation at the event `t` as saved: the system's notes
/// (a Muck second entry that differs from the first, the Swiss playoff's end, a Muck game
/// stopped by the time limit), then that a round before the last was changed.
fn result_notes(out: &mut dyn Write, t: &Event, e: &Entered<'_>) -> Result<(), CliError> {
    system(t.kind()).result_notes(out, t, e)?;
    let last = t.game.round_count() as u32;
    if let Some(n) = e.round.filter(|n| *n < last) {
        let later = if n + 1 == last {
            crate::tr!("cli-later-round", round = last)
        } else {
            crate::tr!("cli-later-rounds", first = n + 1, last = last)
        };
        say(
            out,
            crate::tr!("cli-not-last-round", round = n, later = later),
        );
    }
    Ok(())
}

/// `resolve`: at a Muck sheet whose entries differ, which entry stands (`first`, `second`);
/// at a shared event whose desks typed different values, the value that stands. What `take`
/// means is the event's system's ([`super::system::SystemCli::resolve`]).
fn resolve(
    out: &mut dyn Write,
    path: &Path,
    table: u32,
    take: &str,
    round: Option<u32>,
) -> Result<(), CliError> {
    let kind = open_event(path)?.tournament().kind();
    system(kind).resolve(out, path, table, take, round)
}
