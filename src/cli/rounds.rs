//! The subcommands of a round's life: made (`pair`, `draw`, `offer`), changed while a draft
//! or open (`redraw`, `repair`, `swap`, `seat`, `delete-draft`, `round --wp/--zat`, `zat`),
//! fixed (`publish`), timed (`clock`), evaluated (`evaluate`, `play`), and what follows the
//! rounds (the Swiss `top-cut`, the Grand Slam `masters`). What differs by system in [`swap`]
//! and [`evaluate`] is the event's system's, through its [`super::system::SystemCli`].

use super::args::{CliCommand, MastersCli};
use super::call::{
    change, commit, confirm, deich_game, find_player, grand_slam_game, last_whats, muck_game,
    open_event, open_to_change, path_of, read_csv, saved, say, swiss_game,
};
use super::error::CliError;
use super::playoff;
use super::system::muck;
use super::system::system;
use super::system::{football, grand_slam, swiss};
use crate::deich::DeichCommand;
use crate::football::FootballCommand;
use crate::game::{Command, RoundNo, TableNo};
use crate::grand_slam::{GrandSlamCommand, MastersFor};
use crate::muck::MuckCommand;
use crate::swiss::SwissCommand;
use std::io::Write;
use std::path::Path;

/// Runs one of the subcommands above; `dispatch::run` routes only those here.
///
/// # Errors
/// [`CliError`]: the file could not be loaded or saved, the event's system has no such
/// command, or the command was rejected (nothing saved).
pub(super) fn run(
    command: CliCommand,
    data_dir: &Path,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match command {
        CliCommand::Pair { event, json } => {
            let s = change(
                &path_of(&event, data_dir)?,
                Command::Swiss(SwissCommand::PairNextRound),
            )?;
            let (path, t) = (s.path(), s.tournament());
            let g = swiss_game(t)?;
            swiss::print_round(out, t, g, swiss::last_round(g)?, json);
            if !json && g.playoff.is_some() {
                // A playoff round is published as it is made (R-S19).
                say(out, confirm(t, path));
            } else if !json {
                say(out, saved_draft(path));
            }
        }
        CliCommand::Draw { event, json } => {
            let s = change(
                &path_of(&event, data_dir)?,
                Command::Muck(MuckCommand::DrawRound),
            )?;
            let (path, t) = (s.path(), s.tournament());
            let g = muck_game(t)?;
            muck::print_round(out, t, g, muck::last_round(g)?, json);
            if !json {
                say(out, saved_draft(path));
            }
        }
        CliCommand::Redraw { event } => {
            let s = change(
                &path_of(&event, data_dir)?,
                Command::Muck(MuckCommand::Redraw),
            )?;
            let t = s.tournament();
            let g = muck_game(t)?;
            muck::print_round(out, t, g, muck::last_round(g)?, false);
        }
        CliCommand::Repair { event } => {
            let s = change(
                &path_of(&event, data_dir)?,
                Command::Swiss(SwissCommand::Repair),
            )?;
            let t = s.tournament();
            let g = swiss_game(t)?;
            swiss::print_round(out, t, g, swiss::last_round(g)?, false);
        }
        CliCommand::DeleteDraft { event } => {
            let s = change(&path_of(&event, data_dir)?, Command::DeleteDraft)?;
            say(out, confirm(s.tournament(), s.path()));
        }
        CliCommand::Publish { event } => {
            let s = change(&path_of(&event, data_dir)?, Command::Publish)?;
            say(out, confirm(s.tournament(), s.path()));
            system(s.tournament().kind()).published(out, s.tournament());
        }
        CliCommand::Swap {
            event,
            players,
            tables,
        } => swap(out, &path_of(&event, data_dir)?, players, tables)?,
        CliCommand::Seat { event, player } => {
            let path = path_of(&event, data_dir)?;
            let mut s = open_to_change(&path)?;
            let kind = s.tournament().kind();
            system(kind).seat(out, &mut s, &path, &player)?;
        }
        CliCommand::TopCut {
            event,
            cut,
            start,
            cancel,
        } => top_cut(out, &path_of(&event, data_dir)?, cut, start, cancel)?,
        CliCommand::Clock {
            event,
            json,
            start,
            pause,
            resume,
            extend,
            length,
        } => {
            let args = super::clock::ClockArgs {
                start,
                pause,
                resume,
                extend,
                length,
            };
            super::clock::run(out, &path_of(&event, data_dir)?, args, json)?;
        }
        CliCommand::Round {
            event,
            wp,
            zat,
            json,
        } => football_round(out, &path_of(&event, data_dir)?, wp, zat, json)?,
        CliCommand::Zat { event, zat, round } => {
            let path = path_of(&event, data_dir)?;
            let mut s = open_to_change(&path)?;
            deich_game(s.tournament())?;
            let cmd = Command::Deich(DeichCommand::SetZat {
                round: round.map(RoundNo),
                zat,
            });
            let next = commit(&mut s, vec![cmd])?;
            say(out, confirm(next, &path));
        }
        CliCommand::Offer {
            event,
            tournaments,
            limits,
            json,
        } => {
            let path = path_of(&event, data_dir)?;
            let mut cmds = Vec::new();
            if let Some(f) = &tournaments {
                cmds.push(crate::import::grand_slam::offer(read_csv(f)?).map_err(|e| {
                    CliError::Import {
                        path: f.clone(),
                        source: e,
                    }
                })?);
            }
            if let Some(l) = &limits {
                cmds.push(Command::GrandSlam(GrandSlamCommand::SetLimits {
                    limits: grand_slam::parse_limits(l)?,
                }));
            }
            offer(out, &path, cmds, json)?;
        }
        CliCommand::Evaluate { event, json } => {
            evaluate(out, &path_of(&event.to_string_lossy(), data_dir)?, json)?;
        }
        CliCommand::Play { event, json, empty } => {
            let path = path_of(&event, data_dir)?;
            let mut s = open_to_change(&path)?;
            let g = grand_slam_game(s.tournament())?;
            // A round with no entry at all is most often an import that failed: ask for
            // --empty (the desk asks its question, which names the count).
            if let Some(round) = g.rounds.last().filter(|r| r.played.is_none())
                && round.entries.is_empty()
                && !empty
            {
                return Err(CliError::Usage(crate::tr!(
                    "gs-cli-play-empty",
                    round = round.number
                )));
            }
            let next = commit(
                &mut s,
                vec![Command::GrandSlam(GrandSlamCommand::PlayRound)],
            )?;
            grand_slam::played(out, next, grand_slam_game(next)?, json);
            if !json {
                say(out, confirm(next, &path));
            }
        }
        CliCommand::Masters { command } => masters(out, data_dir, command)?,
        other => unreachable!("dispatch::run routes {other:?} to another group"),
    }
    Ok(())
}

/// `saved PATH (draft; publish to fix it)`: what follows a new draft's tables.
fn saved_draft(path: &Path) -> String {
    crate::tr!("cli-saved-draft", path = path.display().to_string())
}

/// `swap`: two players (Swiss), two entrants (Muck) or two tables (any draft), then the round
/// as it is now: the players' swap and what follows are the event's system's.
fn swap(
    out: &mut dyn Write,
    path: &Path,
    players: Option<Vec<String>>,
    tables: Option<Vec<u32>>,
) -> Result<(), CliError> {
    let mut s = open_to_change(path)?;
    let t = s.tournament();
    let sys = system(t.kind());
    let cmd = match (players, tables) {
        (Some(p), _) if p.len() == 2 => sys.swap_players(t, &p[0], &p[1])?,
        (_, Some(x)) if x.len() == 2 => Command::SwapTables {
            a: TableNo(x[0]),
            b: TableNo(x[1]),
        },
        _ => return Err(CliError::Usage(crate::tr!("cli-swap-give"))),
    };
    let next = commit(&mut s, vec![cmd])?;
    sys.swapped(out, next)
}

/// `top-cut`: with `--start` make the cut and print the first playoff round, with `--cancel`
/// take it back, else show the recommended cut and its bracket.
fn top_cut(
    out: &mut dyn Write,
    path: &Path,
    cut: Option<u32>,
    start: bool,
    cancel: bool,
) -> Result<(), CliError> {
    if start {
        let mut s = open_to_change(path)?;
        let cmd = playoff::top_cut_start(out, s.tournament(), swiss_game(s.tournament())?, cut)?;
        let t = commit(&mut s, vec![cmd])?;
        let g = swiss_game(t)?;
        swiss::print_round(out, t, g, swiss::last_round(g)?, false);
        say(out, confirm(t, path));
    } else if cancel {
        let mut s = open_to_change(path)?;
        swiss_game(s.tournament())?;
        let t = commit(&mut s, vec![SwissCommand::CancelPlayoff.into()])?;
        say(out, confirm(t, path));
    } else {
        let s = open_event(path)?;
        let t = s.tournament();
        swiss::top_cut(out, t, swiss_game(t)?, cut)?;
    }
    Ok(())
}

/// `round`: the open Turnierfußball round, after setting its WP (`--wp`) and deadline
/// (`--zat`) when given.
fn football_round(
    out: &mut dyn Write,
    path: &Path,
    wp: Option<u32>,
    zat: Option<String>,
    json: bool,
) -> Result<(), CliError> {
    let mut cmds = Vec::new();
    if let Some(wp) = wp {
        cmds.push(Command::Football(FootballCommand::SetWp { wp }));
    }
    if let Some(zat) = zat {
        cmds.push(Command::Football(FootballCommand::SetZat { zat }));
    }
    let mut s = if cmds.is_empty() {
        open_event(path)?
    } else {
        open_to_change(path)?
    };
    if s.tournament().football().is_none() {
        return Err(CliError::Usage(crate::tr!(
            "cli-round-not",
            kind = s.tournament().kind().event_words()
        )));
    }
    let before = s.tournament().clone();
    let t = if cmds.is_empty() {
        s.tournament()
    } else {
        let n = cmds.len();
        let t = commit(&mut s, cmds)?;
        say(out, saved(&last_whats(t, n), path));
        t
    };
    football::round(out, &before, t, json);
    Ok(())
}

/// `offer`: the Grand Slam offer of the round being prepared, after `cmds` (the offer's
/// tournaments, its limits) when there are any; a played round opens the next one first.
fn offer(
    out: &mut dyn Write,
    path: &Path,
    mut cmds: Vec<Command>,
    json: bool,
) -> Result<(), CliError> {
    let mut s = if cmds.is_empty() {
        open_event(path)?
    } else {
        open_to_change(path)?
    };
    let g = grand_slam_game(s.tournament())?;
    if !cmds.is_empty() && g.open_round().is_none() && !g.rounds.is_empty() {
        cmds.insert(0, Command::GrandSlam(GrandSlamCommand::NextRound));
    }
    let t = if cmds.is_empty() {
        s.tournament()
    } else {
        let n = cmds.len();
        let t = commit(&mut s, cmds)?;
        if !json {
            say(out, saved(&last_whats(t, n), path));
        }
        t
    };
    grand_slam::offer(out, t, grand_slam_game(t)?, json);
    Ok(())
}

/// `evaluate`: the open round of a Turnierfußball series or a Deich race evaluated and
/// printed, as its system does it ([`super::system::SystemCli::evaluate`]).
fn evaluate(out: &mut dyn Write, path: &Path, json: bool) -> Result<(), CliError> {
    let mut s = open_to_change(path)?;
    system(s.tournament().kind()).evaluate(out, &mut s, path, json)
}

/// `masters`: start it, enter a distribution, play its next stage, show it, or print the
/// certificates (a document: [`super::documents::certificates`]).
fn masters(out: &mut dyn Write, data_dir: &Path, command: MastersCli) -> Result<(), CliError> {
    let (event, cmd, json) = match command {
        MastersCli::Start { event } => (event, Some(GrandSlamCommand::StartMasters), false),
        MastersCli::Play { event, json } => (event, Some(GrandSlamCommand::PlayMasters), json),
        MastersCli::Show { event, json } => (event, None, json),
        MastersCli::Certificates {
            event,
            format,
            output,
        } => {
            let path = path_of(&event, data_dir)?;
            return super::documents::certificates(out, &path, data_dir, format, output);
        }
        MastersCli::Enter {
            event,
            player,
            sets,
            against,
            semi,
            final_,
        } => {
            let s = open_event(&path_of(&event, data_dir)?)?;
            let t = s.tournament();
            grand_slam_game(t)?;
            let slot = match (against, semi, final_) {
                (Some(o), _, _) => MastersFor::Against(find_player(t, &o)?),
                (None, true, _) => MastersFor::Semi,
                (None, false, true) => MastersFor::Final,
                (None, false, false) => MastersFor::Default,
            };
            let cmd = GrandSlamCommand::EnterMasters {
                player: find_player(t, &player)?,
                slot,
                sets,
            };
            (event, Some(cmd), false)
        }
    };
    let path = path_of(&event, data_dir)?;
    let Some(c) = cmd else {
        let s = open_event(&path)?;
        let t = s.tournament();
        return grand_slam::masters(out, t, grand_slam_game(t)?, json);
    };
    let mut s = open_to_change(&path)?;
    grand_slam_game(s.tournament())?;
    let is_play = c == GrandSlamCommand::PlayMasters;
    let is_start = c == GrandSlamCommand::StartMasters;
    let next = commit(&mut s, vec![Command::GrandSlam(c)])?;
    if !json {
        say(out, confirm(next, &path));
    }
    if is_start {
        grand_slam::masters_started(out, next, grand_slam_game(next)?);
    }
    if is_play {
        grand_slam::masters(out, next, grand_slam_game(next)?, json)?;
    }
    Ok(())
}
