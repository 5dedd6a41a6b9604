//! The subcommands by which what was played comes in: `result` (a table's result or sheet),
//! `resolve` (which of two entries or two desks' values stands), `import` (players, entrants,
//! results, lineups, ranking lists, bids and entries from CSV files), and what the players of
//! a game by mail send: `lineup`, `bid`, `enter`, `credit`. Three helpers ask which system the
//! event runs: [`result_command`] with [`result_notes`], [`resolve`] and [`import_commands`]
//! with [`imported`].

use super::args::CliCommand;
use super::call::{
    change, commit, confirm, deich_game, find_player, grand_slam_game, last_what, muck_game,
    not_football, open_event, open_to_change, path_of, read_csv, saved, say,
};
use super::error::CliError;
use super::muck::{self, parse_scores};
use super::{deich, football, grand_slam, playoff, swiss};
use crate::deich::DeichCommand;
use crate::football::{FootballCommand, Lineup};
use crate::game::{AuditEntry, Command, Event, Game, Rejected, RoundNo, TableNo};
use crate::grand_slam::GrandSlamCommand;
use crate::import;
use crate::muck::MuckCommand;
use crate::swiss::SwissCommand;
use std::io::Write;
use std::path::{Path, PathBuf};

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
            let cmd = result_command(s.tournament(), &entered)?;
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
            let cmds = import_commands(&t, &files, how)?;
            let next = commit(&mut s, cmds)?;
            imported(out, &t, next, &files, &path);
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
                    kind = s.tournament().kind().to_string()
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

/// What `result` was given.
struct Entered<'a> {
    /// `--round` (default: the last round).
    round: Option<u32>,
    /// The table.
    table: u32,
    /// The score as typed: Swiss `2-1`, Muck `21:4,20:21`.
    score: &'a str,
    /// Muck: the first Bobbl the score is for.
    bobbl: u32,
    /// Muck: the sheet's second entry.
    second: bool,
}

/// The command `result` makes at the event `t`: a Swiss result or a Muck sheet, or the
/// refusal of a system without tables. With [`result_notes`] the one place `result` asks
/// which system the event runs.
fn result_command(t: &Event, e: &Entered<'_>) -> Result<Command, CliError> {
    Ok(match &t.game {
        Game::Football(_) => return Err(not_football("result", "lineup")),
        Game::Muck(_) => Command::Muck(MuckCommand::Score {
            round: e.round.map(RoundNo),
            table: TableNo(e.table),
            bobbl: e.bobbl,
            scores: parse_scores(e.score)?,
            second_entry: e.second,
        }),
        Game::Swiss(_) => Command::Swiss(SwissCommand::RecordResult {
            round: e.round.map(RoundNo),
            table: TableNo(e.table),
            result: e.score.parse().map_err(Rejected::score)?,
        }),
        Game::Deich(_) => return Err(CliError::Usage(crate::tr!("cli-result-deich"))),
        Game::GrandSlam(_) => return Err(grand_slam::no_tables("result")),
    })
}

/// What `result` adds below its confirmation at the event `t` as saved: a Muck second entry
/// that differs from the first, the Swiss playoff's end, a Muck game stopped by the time
/// limit, and that a round before the last was changed.
fn result_notes(out: &mut dyn Write, t: &Event, e: &Entered<'_>) -> Result<(), CliError> {
    if let Game::Muck(g) = &t.game
        && let Some(n) = muck::differs_note(g, e.round, e.table, e.second)
    {
        say(out, n);
    }
    if let Game::Swiss(g) = &t.game
        && let Some(n) = playoff::over_note(t, g)
    {
        say(out, n);
    }
    if let Game::Muck(g) = &t.game
        && let Some(n) = muck::aborted_note(g, e.bobbl, &parse_scores(e.score)?)
    {
        say(out, n);
    }
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
/// at a shared event whose desks typed different values, the value that stands. The one place
/// `resolve` asks which system the event runs.
fn resolve(
    out: &mut dyn Write,
    path: &Path,
    table: u32,
    take: &str,
    round: Option<u32>,
) -> Result<(), CliError> {
    let muck_entry = take.parse::<crate::muck::SheetEntry>();
    let (is_muck, is_swiss) = {
        let s = open_event(path)?;
        let t = s.tournament();
        (
            matches!(t.game, Game::Muck(_)),
            matches!(t.game, Game::Swiss(_)),
        )
    };
    if is_swiss || (is_muck && muck_entry.is_err()) {
        // Results two desks typed differently: the value given is the one that stands, typed
        // again as a change of this desk that has seen both.
        let s = open_event(path)?;
        let t = s.tournament();
        let round = RoundNo(round.unwrap_or(t.game.round_count() as u32));
        let value = if is_swiss {
            take.parse::<crate::swiss::MatchResult>()
                .map(crate::sync::Value::Swiss)
                .map_err(CliError::Usage)?
        } else {
            // Neither an entry nor a score: the entries are what a file knows.
            let scores = parse_scores(take)
                .map_err(|_| CliError::Usage(muck_entry.clone().err().unwrap_or_default()))?;
            match scores.as_slice() {
                [one] => crate::sync::Value::Muck(*one),
                _ => {
                    return Err(CliError::Usage(crate::tr!(
                        "cli-resolve-one-value",
                        take = take
                    )));
                }
            }
        };
        let cmd = super::differ::Desks::load(path).settle(round, TableNo(table), value)?;
        drop(s);
        let s = change(path, cmd)?;
        say(out, confirm(s.tournament(), s.path()));
        return Ok(());
    }
    let cmd = Command::Muck(MuckCommand::ResolveEntries {
        round: round.map(RoundNo),
        table: TableNo(table),
        take: muck_entry.map_err(CliError::Usage)?,
    });
    let s = change(path, cmd)?;
    let (path, t) = (s.path(), s.tournament());
    say(out, confirm(t, path));
    // A shared event: a difference between desks keeps it from being final too.
    let desks = crate::session::Shared::load(path)
        .map(|sh| sh.differences)
        .unwrap_or_default();
    say(out, muck::final_or_not(t, muck_game(t)?, &desks));
    Ok(())
}

/// The files `import` was given (clap lets only some of them come together).
struct Files {
    players: Option<PathBuf>,
    entrants: Option<PathBuf>,
    results: Option<PathBuf>,
    lineups: Option<PathBuf>,
    ranking: Option<PathBuf>,
    bids: Option<PathBuf>,
    entries: Option<PathBuf>,
}

impl Files {
    /// Whether results come in (results or bids): the answer then names the rounds.
    fn results_given(&self) -> bool {
        self.results.is_some() || self.bids.is_some()
    }

    /// Whether a Grand Slam import registers players (rather than entries).
    fn grand_slam_players(&self, t: &Event) -> bool {
        t.grand_slam().is_some() && self.entries.is_none() && self.players.is_some()
    }
}

/// How `import` treats names: `--add-missing-players`, `--allow-duplicate-names`.
#[derive(Clone, Copy)]
struct How {
    add_missing_players: bool,
    allow_duplicate_names: bool,
}

/// The commands of the files `f` for the event `t`, or the refusal of a file its system does
/// not read. The one place `import` asks which system the event runs for what it reads.
fn import_commands(t: &Event, f: &Files, how: How) -> Result<Vec<Command>, CliError> {
    let bad = |p: &PathBuf| {
        let p = p.clone();
        move |e| CliError::Import { path: p, source: e }
    };
    let on_football = t.football().is_some();
    if (f.lineups.is_some() || f.ranking.is_some()) && !on_football {
        return Err(CliError::Usage(crate::tr!(
            "cli-import-football-only",
            kind = t.kind().to_string()
        )));
    }
    let on_grand_slam = t.grand_slam().is_some();
    if f.entries.is_some() && !on_grand_slam {
        return Err(CliError::Usage(crate::tr!(
            "gs-cli-entries-only",
            kind = t.kind().to_string()
        )));
    }
    Ok(if let Some(p) = &f.entries {
        import::grand_slam::entries(t, read_csv(p)?).map_err(bad(p))?
    } else if let (true, Some(p)) = (on_grand_slam, &f.players) {
        import::grand_slam::players(t, read_csv(p)?, how.allow_duplicate_names).map_err(bad(p))?
    } else if on_grand_slam && (f.results.is_some() || f.entrants.is_some()) {
        return Err(CliError::Usage(crate::tr!("gs-cli-import")));
    } else if let Some(p) = &f.lineups {
        import::football::lineups(read_csv(p)?)
            .map_err(bad(p))?
            .into_iter()
            .map(Command::Football)
            .collect()
    } else if let Some(p) = &f.ranking {
        vec![Command::Football(
            import::football::ranking(read_csv(p)?).map_err(bad(p))?,
        )]
    } else if on_football && (f.players.is_some() || f.results.is_some() || f.entrants.is_some()) {
        return Err(CliError::Usage(crate::tr!("cli-import-football")));
    } else if let Some(p) = &f.bids {
        match &t.game {
            Game::Deich(_) => import::deich_bids(t, read_csv(p)?).map_err(bad(p))?,
            Game::Swiss(_) | Game::Muck(_) | Game::Football(_) | Game::GrandSlam(_) => {
                return Err(CliError::Usage(crate::tr!(
                    "cli-import-bids-deich",
                    kind = t.kind().to_string()
                )));
            }
        }
    } else if let (Game::Deich(_), Some(p)) = (&t.game, &f.players) {
        import::deich_players(t, read_csv(p)?, how.allow_duplicate_names).map_err(bad(p))?
    } else if let (Game::Deich(_), Some(_)) = (&t.game, &f.results) {
        return Err(CliError::Usage(crate::tr!("cli-import-deich-results")));
    } else if let Some(p) = &f.entrants {
        vec![import::entrants(read_csv(p)?).map_err(bad(p))?]
    } else if let (Game::Muck(_), Some(p)) = (&t.game, &f.results) {
        import::muck_results(t, read_csv(p)?).map_err(bad(p))?
    } else if let Some(p) = &f.players {
        vec![import::players(t, read_csv(p)?, how.allow_duplicate_names).map_err(bad(p))?]
    } else if let Some(p) = &f.results {
        import::results(t, read_csv(p)?, how.add_missing_players).map_err(bad(p))?
    } else {
        return Err(CliError::Usage(crate::tr!("cli-import-give")));
    })
}

/// What an import added, from the event `before` and `after` it, saved at `path`: each
/// system's summary.
fn imported(out: &mut dyn Write, before: &Event, after: &Event, f: &Files, path: &Path) {
    let results_given = f.results_given();
    match &after.game {
        Game::Football(_) => {
            let n = after.audit.len() - before.audit.len();
            say(
                out,
                crate::tr!(
                    "cli-imported-lines",
                    count = n,
                    what = last_what(after),
                    path = path.display().to_string()
                ),
            );
        }
        Game::Muck(g) => {
            let said = muck::imported(before, after, results_given);
            say(out, saved(&said, path));
            muck::print_notes(out, after, g);
        }
        Game::Swiss(_) => {
            let said = swiss::imported(before, after, results_given);
            say(out, saved(&said, path));
        }
        Game::Deich(_) => {
            let said = deich::imported(before, after, results_given);
            say(out, saved(&said, path));
        }
        Game::GrandSlam(g) => {
            let gs_players = f.grand_slam_players(before);
            let n = after.audit.len() - before.audit.len();
            // Every player a players file registered, not only the last, so the GM can check
            // the file's names against the letters.
            let had = before.grand_slam().map_or(0, |x| x.players.len());
            let what = if gs_players {
                let names: Vec<&str> = g.players[had.min(g.players.len())..]
                    .iter()
                    .map(|p| p.name.as_str())
                    .collect();
                crate::tr!(
                    "gsf-imported-players",
                    count = names.len(),
                    names = names.join(", ")
                )
            } else {
                last_what(after)
            };
            say(
                out,
                crate::tr!(
                    "cli-imported-lines",
                    count = n,
                    what = what,
                    path = path.display().to_string()
                ),
            );
            if !gs_players {
                // Every rule-10 correction of an entries file, not only the last line's
                // (R-G2): the GM sees each set that was changed.
                let new = &after.audit[before.audit.len().min(after.audit.len())..];
                for a in new.iter().take(new.len().saturating_sub(1)) {
                    if corrected_entry(a) {
                        say(out, format!("  {}", a.text()));
                    }
                }
            }
        }
    }
}

/// Whether audit entry `a` is a Grand Slam entry that rule 10 corrected (R-G2): its
/// `correction` argument is `gs-audit-corrected`.
fn corrected_entry(a: &AuditEntry) -> bool {
    use crate::game::{Msg, MsgArg};
    let Some(Msg::Key { key, args }) = &a.msg else {
        return false;
    };
    key == "gs-audit-entry"
        && args.iter().any(|(name, v)| {
            name == "correction"
                && matches!(v, MsgArg::Msg(m) if matches!(&**m, Msg::Key { key, .. } if key == "gs-audit-corrected"))
        })
}
