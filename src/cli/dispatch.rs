//! [`run`]: one match on the subcommand. This is the one place in the command line that asks
//! which system an event has (a match on [`Game`] or [`SystemArg`]); what a system prints or
//! parses is in its own file (`swiss.rs`, `muck.rs`, `football.rs`, `deich.rs`,
//! `grand_slam.rs`). Adding a system is one more file there and one more arm in each match
//! here.

use super::args::{Cli, CliCommand, ExportWhat, FootballCli, GrandSlamCli, MastersCli, SystemArg};
use super::deich;
use super::error::CliError;
use super::football;
use super::grand_slam;
use super::muck::{self, find_entrant, parse_scores};
use super::playoff;
use super::swiss;
use crate::deich::{DeichCommand, DeichGame};
use crate::football::{FootballCommand, FootballGame, Lineup};
use crate::game::{Command, Event, Game, PlayerId, Rejected, RoundNo, TableNo};
use crate::import;
use crate::muck::{MuckCommand, MuckGame};
use crate::print::output::{Destination, deliver};
use crate::print::{self, Format};
use crate::session::Session;
use crate::store;
use crate::swiss::{SwissCommand, SwissGame};
use chrono::Utc;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Runs one subcommand; what it prints goes to `out`.
///
/// # Errors
/// [`CliError`]: the file could not be loaded or saved, or the command was rejected (nothing
/// saved).
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    let data_dir = match cli.data_dir {
        Some(d) => d,
        None => store::paths::default_data_dir()?,
    };
    let path_of = |event: &str| store::paths::resolve_event(event, &data_dir);
    let w = |out: &mut dyn Write, s: String| {
        let _ = writeln!(out, "{s}");
    };
    let Some(command) = cli.command else {
        return Ok(crate::tui::picker(data_dir)?);
    };
    match command {
        CliCommand::Open { event, wall_html } => {
            let path = path_of(&event)?;
            // A shared event syncs while the desk is open.
            let sync = super::net::BesideDesk::start(&path);
            let link = sync.as_ref().map(super::net::BesideDesk::link);
            crate::tui::open(&path, data_dir.clone(), wall_html, link)?;
            drop(sync);
        }
        CliCommand::New {
            event,
            system,
            name,
            settings,
            muck,
            football: football_args,
            deich: deich_args,
        } => {
            if football_args.any() && !matches!(system, SystemArg::Football) {
                return Err(CliError::Usage(crate::tr!("cli-new-football-only")));
            }
            if deich_args.any() && !matches!(system, SystemArg::Deich) {
                return Err(CliError::Usage(deich::NOT_DEICH.into()));
            }
            // Each system checks its own settings; the order of the checks is the order of
            // the messages a director sees when several things are wrong.
            let (path, game, seed, said) = match system {
                SystemArg::Muck => {
                    let path = path_of(&event)?;
                    let s = muck.settings()?;
                    let said = muck::created(&path, &s);
                    (path, Game::Muck(MuckGame::new(s)), fresh_seed(), said)
                }
                SystemArg::Football => {
                    if muck.any() {
                        return Err(CliError::Usage(crate::tr!("cli-new-muck-not-football")));
                    }
                    let path = path_of(&event)?;
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
                    if muck.any() {
                        return Err(CliError::Usage(crate::tr!("cli-swiss-muck-settings")));
                    }
                    let path = path_of(&event)?;
                    let s = deich_args.settings();
                    let said = deich::created(&path, &s);
                    (path, Game::Deich(DeichGame::new(s)), 0, said)
                }
                SystemArg::GrandSlam => {
                    if muck.any() {
                        return Err(CliError::Usage(crate::tr!("cli-swiss-muck-settings")));
                    }
                    let path = path_of(&event)?;
                    let said = grand_slam::created(&path);
                    (
                        path,
                        Game::GrandSlam(crate::grand_slam::GrandSlamGame::default()),
                        fresh_seed(),
                        said,
                    )
                }
                SystemArg::Swiss => {
                    let s = swiss::settings(&settings, &muck)?;
                    let path = path_of(&event)?;
                    let said = swiss::created(&path, &s);
                    // Round 1 by lot draws from the seed (R-S21); otherwise Swiss draws none.
                    let seed = match s.round_one {
                        crate::swiss::RoundOne::Lot => fresh_seed(),
                        crate::swiss::RoundOne::Registration => 0,
                    };
                    (path, Game::Swiss(SwissGame::new(s)), seed, said)
                }
            };
            let display =
                crate::game::clean_event_name(&name.unwrap_or_else(|| display_name(&event)))?;
            let t = Event::new(display, game, Utc::now(), seed);
            store::save_new(&path, &t)?;
            w(out, said);
        }
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
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            // What the import added is said from the event before and after it.
            let t = s.tournament().clone();
            let results_given = results.is_some() || bids.is_some();
            let bad = |f: &PathBuf| {
                let f = f.clone();
                move |e| CliError::Import { path: f, source: e }
            };
            let on_football = t.football().is_some();
            if (lineups.is_some() || ranking.is_some()) && !on_football {
                return Err(CliError::Usage(crate::tr!(
                    "cli-import-football-only",
                    kind = t.kind().to_string()
                )));
            }
            let on_grand_slam = t.grand_slam().is_some();
            if entries.is_some() && !on_grand_slam {
                return Err(CliError::Usage(crate::tr!(
                    "gs-cli-entries-only",
                    kind = t.kind().to_string()
                )));
            }
            let gs_players = on_grand_slam && entries.is_none() && players.is_some();
            let cmds = if let Some(f) = entries {
                import::grand_slam::entries(&t, open(&f)?).map_err(bad(&f))?
            } else if let (true, Some(f)) = (on_grand_slam, &players) {
                import::grand_slam::players(&t, open(f)?, allow_duplicate_names).map_err(bad(f))?
            } else if on_grand_slam && (results.is_some() || entrants.is_some()) {
                return Err(CliError::Usage(crate::tr!("gs-cli-import")));
            } else if let Some(f) = lineups {
                import::football::lineups(open(&f)?)
                    .map_err(bad(&f))?
                    .into_iter()
                    .map(Command::Football)
                    .collect()
            } else if let Some(f) = ranking {
                vec![Command::Football(
                    import::football::ranking(open(&f)?).map_err(bad(&f))?,
                )]
            } else if on_football && (players.is_some() || results.is_some() || entrants.is_some())
            {
                return Err(CliError::Usage(crate::tr!("cli-import-football")));
            } else if let Some(f) = bids {
                match &t.game {
                    Game::Deich(_) => import::deich_bids(&t, open(&f)?).map_err(bad(&f))?,
                    Game::Swiss(_) | Game::Muck(_) | Game::Football(_) | Game::GrandSlam(_) => {
                        return Err(CliError::Usage(crate::tr!(
                            "cli-import-bids-deich",
                            kind = t.kind().to_string()
                        )));
                    }
                }
            } else if let (Game::Deich(_), Some(f)) = (&t.game, &players) {
                import::deich_players(&t, open(f)?, allow_duplicate_names).map_err(bad(f))?
            } else if let (Game::Deich(_), Some(_)) = (&t.game, &results) {
                return Err(CliError::Usage(crate::tr!("cli-import-deich-results")));
            } else if let Some(f) = entrants {
                vec![import::entrants(open(&f)?).map_err(bad(&f))?]
            } else if let (Game::Muck(_), Some(f)) = (&t.game, &results) {
                import::muck_results(&t, open(f)?).map_err(bad(f))?
            } else if let Some(f) = players {
                vec![import::players(&t, open(&f)?, allow_duplicate_names).map_err(bad(&f))?]
            } else if let Some(f) = results {
                import::results(&t, open(&f)?, add_missing_players).map_err(bad(&f))?
            } else {
                return Err(CliError::Usage(crate::tr!("cli-import-give")));
            };
            let next = commit(&mut s, cmds)?;
            match &next.game {
                Game::Football(_) => {
                    let n = next.audit.len() - t.audit.len();
                    w(
                        out,
                        crate::tr!(
                            "cli-imported-lines",
                            count = n,
                            what = last_what(next),
                            path = path.display().to_string()
                        ),
                    );
                }
                Game::Muck(g) => {
                    let said = muck::imported(&t, next, results_given);
                    w(out, saved(&said, &path));
                    muck::print_notes(out, next, g);
                }
                Game::Swiss(_) => {
                    let said = swiss::imported(&t, next, results_given);
                    w(out, saved(&said, &path));
                }
                Game::Deich(_) => {
                    let said = deich::imported(&t, next, results_given);
                    w(out, saved(&said, &path));
                }
                Game::GrandSlam(g) => {
                    let n = next.audit.len() - t.audit.len();
                    // Every player a players file registered, not only the last, so the GM can
                    // check the file's names against the letters.
                    let had = t.grand_slam().map_or(0, |x| x.players.len());
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
                        last_what(next)
                    };
                    w(
                        out,
                        crate::tr!(
                            "cli-imported-lines",
                            count = n,
                            what = what,
                            path = path.display().to_string()
                        ),
                    );
                    if !gs_players {
                        // Every rule-10 correction of an entries file, not only the last
                        // line's (R-G2): the GM sees each set that was changed.
                        let new = &next.audit[t.audit.len().min(next.audit.len())..];
                        for a in new.iter().take(new.len().saturating_sub(1)) {
                            if corrected_entry(a) {
                                w(out, format!("  {}", a.text()));
                            }
                        }
                    }
                }
            }
        }
        CliCommand::Pair { event, json } => {
            let s = change(
                &path_of(&event)?,
                Command::Swiss(SwissCommand::PairNextRound),
            )?;
            let (path, t) = (s.path(), s.tournament());
            let g = swiss_game(t)?;
            swiss::print_round(out, t, g, swiss::last_round(g)?, json);
            if !json && g.playoff.is_some() {
                // A playoff round is published as it is made (R-S19).
                w(out, saved(&last_what(t), path));
            } else if !json {
                w(
                    out,
                    crate::tr!("cli-saved-draft", path = path.display().to_string()),
                );
            }
        }
        CliCommand::Draw { event, json } => {
            let s = change(&path_of(&event)?, Command::Muck(MuckCommand::DrawRound))?;
            let (path, t) = (s.path(), s.tournament());
            let g = muck_game(t)?;
            muck::print_round(out, t, g, muck::last_round(g)?, json);
            if !json {
                w(
                    out,
                    crate::tr!("cli-saved-draft", path = path.display().to_string()),
                );
            }
        }
        CliCommand::Redraw { event } => {
            let s = change(&path_of(&event)?, Command::Muck(MuckCommand::Redraw))?;
            let t = s.tournament();
            let g = muck_game(t)?;
            muck::print_round(out, t, g, muck::last_round(g)?, false);
        }
        CliCommand::MakePair { event, a, b } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            let cmd = Command::Muck(MuckCommand::MakePair {
                a: find_player(t, &a)?,
                b: find_player(t, &b)?,
            });
            let next = commit(&mut s, vec![cmd])?;
            w(out, saved(&last_what(next), &path));
            if let Game::Muck(g) = &next.game {
                muck::print_notes(out, next, g);
            }
        }
        CliCommand::Repair { event } => {
            let s = change(&path_of(&event)?, Command::Swiss(SwissCommand::Repair))?;
            let t = s.tournament();
            let g = swiss_game(t)?;
            swiss::print_round(out, t, g, swiss::last_round(g)?, false);
        }
        CliCommand::DeleteDraft { event } => {
            let s = change(&path_of(&event)?, Command::DeleteDraft)?;
            w(out, saved(crate::i18n::t("cli-draft-deleted"), s.path()));
        }
        CliCommand::Pairings { event, round, json } => {
            let path = path_of(&event)?;
            let s = open_event(&path)?;
            let t = s.tournament();
            // A shared event: results two desks typed differently are shown with the tables.
            let desks = super::differ::Desks::load(&path);
            match &t.game {
                Game::Football(_) => return Err(not_football("pairings", "table")),
                Game::Muck(g) => muck::pairings(out, t, g, round, json, &desks)?,
                Game::Swiss(g) => swiss::pairings(out, t, g, round, json, &desks)?,
                Game::Deich(_) => return Err(no_tables("pairings")),
                Game::GrandSlam(_) => return Err(grand_slam::no_tables("pairings")),
            }
        }
        CliCommand::Seat { event, player } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            swiss_game(t)?;
            let player = find_player(t, &player)?;
            let next = commit(
                &mut s,
                vec![Command::Swiss(SwissCommand::SeatLate { player })],
            )?;
            w(out, saved(&last_what(next), &path));
            swiss::seated(out, next, swiss_game(next)?, player);
        }
        CliCommand::Publish { event } => {
            let s = change(&path_of(&event)?, Command::Publish)?;
            let (path, t) = (s.path(), s.tournament());
            let said = match crate::i18n::lang() {
                crate::i18n::Lang::En => last_what(t),
                _ => crate::tr!("cli-published", round = t.game.round_count()),
            };
            w(out, saved(&said, path));
        }
        CliCommand::Swap {
            event,
            players,
            tables,
        } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            let cmd = match (players, tables) {
                (Some(p), _) if p.len() == 2 => match &t.game {
                    Game::Football(_) => return Err(not_football("swap", "lineup")),
                    Game::Muck(_) => Command::Muck(MuckCommand::SwapEntrants {
                        a: find_entrant(t, &p[0])?,
                        b: find_entrant(t, &p[1])?,
                    }),
                    Game::Swiss(_) => Command::Swiss(SwissCommand::SwapPlayers {
                        a: find_player(t, &p[0])?,
                        b: find_player(t, &p[1])?,
                    }),
                    Game::Deich(_) => return Err(no_tables("swap")),
                    Game::GrandSlam(_) => return Err(grand_slam::no_tables("swap")),
                },
                (_, Some(x)) if x.len() == 2 => Command::SwapTables {
                    a: TableNo(x[0]),
                    b: TableNo(x[1]),
                },
                _ => return Err(CliError::Usage(crate::tr!("cli-swap-give"))),
            };
            let next = commit(&mut s, vec![cmd])?;
            match &next.game {
                Game::Football(_) => {}
                Game::Muck(g) => muck::print_round(out, next, g, muck::last_round(g)?, false),
                Game::Swiss(g) => {
                    swiss::print_round(out, next, g, swiss::last_round(g)?, false);
                }
                Game::Deich(_) | Game::GrandSlam(_) => {}
            }
        }
        CliCommand::Result {
            event,
            table,
            score,
            round,
            bobbl,
            second,
        } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            let cmd = match &t.game {
                Game::Football(_) => return Err(not_football("result", "lineup")),
                Game::Muck(_) => Command::Muck(MuckCommand::Score {
                    round: round.map(RoundNo),
                    table: TableNo(table),
                    bobbl,
                    scores: parse_scores(&score)?,
                    second_entry: second,
                }),
                Game::Swiss(_) => Command::Swiss(SwissCommand::RecordResult {
                    round: round.map(RoundNo),
                    table: TableNo(table),
                    result: score.parse().map_err(Rejected::score)?,
                }),
                Game::Deich(_) => {
                    return Err(CliError::Usage(crate::tr!("cli-result-deich")));
                }
                Game::GrandSlam(_) => return Err(grand_slam::no_tables("result")),
            };
            let t = commit(&mut s, vec![cmd])?;
            let said = match (&t.game, crate::i18n::lang()) {
                // English: the audit log's words, as always; German: the result in German.
                (_, crate::i18n::Lang::En) | (Game::Muck(_), _) => last_what(t),
                (_, _) => crate::tr!("cli-result-entered", table = table, score = score.trim()),
            };
            w(out, saved(&said, &path));
            if let Game::Muck(g) = &t.game
                && let Some(n) = muck::differs_note(g, round, table, second)
            {
                w(out, n);
            }
            if let Game::Swiss(g) = &t.game
                && let Some(n) = playoff::over_note(t, g)
            {
                w(out, n);
            }
            if let Game::Muck(g) = &t.game
                && let Some(n) = muck::aborted_note(g, bobbl, &parse_scores(&score)?)
            {
                w(out, n);
            }
            let last = t.game.round_count() as u32;
            if let Some(n) = round.filter(|n| *n < last) {
                let later = if n + 1 == last {
                    crate::tr!("cli-later-round", round = last)
                } else {
                    crate::tr!("cli-later-rounds", first = n + 1, last = last)
                };
                w(
                    out,
                    crate::tr!("cli-not-last-round", round = n, later = later),
                );
            }
        }
        CliCommand::Resolve {
            event,
            table,
            take,
            round,
        } => {
            let path = path_of(&event)?;
            let muck_entry = take.parse::<crate::muck::SheetEntry>();
            let (is_muck, is_swiss) = {
                let s = open_event(&path)?;
                let t = s.tournament();
                (
                    matches!(t.game, Game::Muck(_)),
                    matches!(t.game, Game::Swiss(_)),
                )
            };
            if is_swiss || (is_muck && muck_entry.is_err()) {
                // Results two desks typed differently: the value given is the one that
                // stands, typed again as a change of this desk that has seen both.
                let s = open_event(&path)?;
                let t = s.tournament();
                let round = RoundNo(round.unwrap_or(t.game.round_count() as u32));
                let value = if is_swiss {
                    take.parse::<crate::swiss::MatchResult>()
                        .map(crate::sync::Value::Swiss)
                        .map_err(CliError::Usage)?
                } else {
                    // Neither an entry nor a score: the entries are what a file knows.
                    let scores = parse_scores(&take).map_err(|_| {
                        CliError::Usage(muck_entry.clone().err().unwrap_or_default())
                    })?;
                    match scores.as_slice() {
                        [one] => crate::sync::Value::Muck(*one),
                        _ => {
                            return Err(CliError::Usage(crate::tr!(
                                "cli-resolve-one-value",
                                take = take.as_str()
                            )));
                        }
                    }
                };
                let cmd = super::differ::Desks::load(&path).settle(round, TableNo(table), value)?;
                drop(s);
                let s = change(&path, cmd)?;
                w(out, saved(&last_what(s.tournament()), s.path()));
                return Ok(());
            }
            let cmd = Command::Muck(MuckCommand::ResolveEntries {
                round: round.map(RoundNo),
                table: TableNo(table),
                take: muck_entry.map_err(CliError::Usage)?,
            });
            let s = change(&path, cmd)?;
            let (path, t) = (s.path(), s.tournament());
            w(out, saved(&last_what(t), path));
            // A shared event: a difference between desks keeps it from being final too.
            let desks = crate::session::Shared::load(path)
                .map(|sh| sh.differences)
                .unwrap_or_default();
            w(out, muck::final_or_not(t, muck_game(t)?, &desks));
        }
        CliCommand::Drop { event, player } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            let cmd = match &t.game {
                Game::Football(_) => return Err(not_football("drop", "lineup")),
                Game::Muck(_) => Command::Muck(MuckCommand::Withdraw {
                    entrant: find_entrant(t, &player)?,
                }),
                Game::GrandSlam(_) => return Err(grand_slam::no_tables("drop")),
                Game::Swiss(_) | Game::Deich(_) => Command::Drop {
                    player: find_player(t, &player)?,
                },
            };
            let next = commit(&mut s, vec![cmd])?;
            w(out, saved(&last_what(next), &path));
        }
        CliCommand::Remove { event, player } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            let cmd = Command::Swiss(SwissCommand::RemovePlayer {
                player: find_player(t, &player)?,
            });
            let next = commit(&mut s, vec![cmd])?;
            w(
                out,
                crate::tr!(
                    "cli-removed",
                    what = last_what(next),
                    count = next.registry.participants.len(),
                    path = path.display().to_string()
                ),
            );
        }
        CliCommand::Undrop { event, player } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            let cmd = match &t.game {
                Game::Football(_) => return Err(not_football("undrop", "lineup")),
                Game::Muck(_) => Command::Muck(MuckCommand::Reinstate {
                    entrant: find_entrant(t, &player)?,
                }),
                Game::GrandSlam(_) => return Err(grand_slam::no_tables("undrop")),
                Game::Swiss(_) | Game::Deich(_) => Command::Undrop {
                    player: find_player(t, &player)?,
                },
            };
            let next = commit(&mut s, vec![cmd])?;
            w(out, saved(&last_what(next), &path));
            if let Game::Muck(g) = &next.game {
                muck::print_notes(out, next, g);
            }
        }
        CliCommand::Standings { event, json, round } => {
            let s = open_event(&path_of(&event)?)?;
            let t = s.tournament();
            match &t.game {
                Game::Football(g) => football::standings(out, t, g, round, json)?,
                Game::Muck(g) => {
                    // A shared event: its differences between desks, read from the log beside
                    // the file (the one-shot session does not replay it).
                    let desks = crate::session::Shared::load(&path_of(&event)?)
                        .map(|sh| sh.differences)
                        .unwrap_or_default();
                    muck::standings(out, t, g, round, json, &desks);
                }
                Game::Swiss(g) => {
                    let desks = super::differ::Desks::load(&path_of(&event)?);
                    swiss::standings(out, t, g, round, json, &desks);
                }
                Game::Deich(g) => deich::standings(out, t, g, round, json)?,
                Game::GrandSlam(g) => grand_slam::standings(out, t, g, round, json)?,
            }
        }
        CliCommand::TopCut {
            event,
            cut,
            start: true,
            ..
        } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            let cmd =
                playoff::top_cut_start(out, s.tournament(), swiss_game(s.tournament())?, cut)?;
            let t = commit(&mut s, vec![cmd])?;
            swiss::print_round(
                out,
                t,
                swiss_game(t)?,
                swiss::last_round(swiss_game(t)?)?,
                false,
            );
            w(out, saved(&last_what(t), &path));
        }
        CliCommand::TopCut {
            event,
            cancel: true,
            ..
        } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            swiss_game(s.tournament())?;
            let t = commit(&mut s, vec![SwissCommand::CancelPlayoff.into()])?;
            w(out, saved(&last_what(t), &path));
        }
        CliCommand::TopCut { event, cut, .. } => {
            let s = open_event(&path_of(&event)?)?;
            let t = s.tournament();
            swiss::top_cut(out, t, swiss_game(t)?, cut)?;
        }
        CliCommand::Print {
            event,
            document,
            round,
            format,
            output,
            lp,
        } => {
            if lp && format == Some(Format::Html) {
                return Err(CliError::Usage(crate::tr!("cli-print-lp-html")));
            }
            let path = path_of(&event)?;
            let s = open_event(&path)?;
            // A shared event: its differences between desks keep a Muck ranking from being
            // final; the one-shot session does not replay the log, so read it here.
            let desks = crate::session::Shared::load(&path)
                .map(|sh| sh.differences)
                .unwrap_or_default();
            let doc = print::build_shared(s.tournament(), document, round.map(RoundNo), &desks)?;
            let output_is_none = output.is_none();
            let format = format.unwrap_or_default();
            if let Some(file) = output {
                let said = deliver(&doc, format, &Destination::File(file), &data_dir, None)?;
                w(out, said);
            }
            if lp {
                w(
                    out,
                    deliver(&doc, format, &Destination::Printer, &data_dir, None)?,
                );
            } else if output_is_none {
                match format {
                    Format::Text | Format::Bbcode | Format::Markdown => {
                        let _ = write!(out, "{}", print::render(&doc, format));
                    }
                    Format::Html => w(
                        out,
                        deliver(
                            &doc,
                            format,
                            &Destination::DataFolder,
                            &data_dir,
                            Some(&path),
                        )?,
                    ),
                }
            }
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
            let path = path_of(&event)?;
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
            w(out, saved(&last_what(next), &path));
            if let Some(n) = football::plays_as(next, &team, anti) {
                w(out, n);
            }
        }
        CliCommand::Bid {
            event,
            name,
            fp,
            round,
        } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            deich_game(t)?;
            let cmd = Command::Deich(DeichCommand::Bid {
                round: round.map(RoundNo),
                player: find_player(t, &name)?,
                bid: crate::deich::bid::parse_bid(&fp)?,
            });
            let next = commit(&mut s, vec![cmd])?;
            w(out, saved(&last_what(next), &path));
        }
        CliCommand::Evaluate { event, json } => {
            let path = path_of(&event.to_string_lossy())?;
            let mut s = open_to_change(&path)?;
            match &s.tournament().game {
                Game::Football(g) => {
                    let round = g.open_round().map(|r| r.number);
                    let next = commit(&mut s, vec![Command::Football(FootballCommand::Evaluate)])?;
                    let (Game::Football(g), Some(round)) = (&next.game, round) else {
                        return Ok(());
                    };
                    football::evaluated(out, next, g, round, json)?;
                    if !json {
                        w(out, saved(&last_what(next), &path));
                    }
                }
                Game::Deich(g) => {
                    // Who sent no bid is an NMR: said before the post, as the desk asks.
                    let nmr = deich::nmr_words(s.tournament(), g);
                    let next = commit(&mut s, vec![Command::Deich(DeichCommand::Evaluate)])?;
                    if let (Some(words), false) = (nmr, json) {
                        w(out, words);
                    }
                    if let Game::Deich(g) = &next.game {
                        deich::evaluated(out, next, g, json)?;
                    }
                    if !json {
                        w(
                            out,
                            crate::tr!("cli-saved", path = path.display().to_string()),
                        );
                    }
                }
                Game::Swiss(_) | Game::Muck(_) | Game::GrandSlam(_) => {
                    return Err(CliError::Usage(crate::tr!(
                        "cli-evaluate-not",
                        kind = s.tournament().kind().to_string()
                    )));
                }
            }
        }
        CliCommand::Table {
            event,
            round,
            anti,
            json,
        } => {
            let s = open_event(&path_of(&event)?)?;
            let t = s.tournament();
            match &t.game {
                Game::Football(g) => football::table(out, t, g, round, anti, json)?,
                Game::Swiss(_) | Game::Muck(_) | Game::Deich(_) | Game::GrandSlam(_) => {
                    return Err(CliError::Usage(crate::tr!(
                        "cli-table-not",
                        kind = t.kind().to_string()
                    )));
                }
            }
        }
        CliCommand::Round {
            event,
            wp,
            zat,
            json,
        } => {
            let path = path_of(&event)?;
            let mut cmds = Vec::new();
            if let Some(wp) = wp {
                cmds.push(Command::Football(FootballCommand::SetWp { wp }));
            }
            if let Some(zat) = zat {
                cmds.push(Command::Football(FootballCommand::SetZat { zat }));
            }
            let mut s = if cmds.is_empty() {
                open_event(&path)?
            } else {
                open_to_change(&path)?
            };
            if s.tournament().football().is_none() {
                return Err(CliError::Usage(crate::tr!(
                    "cli-round-not",
                    kind = s.tournament().kind().to_string()
                )));
            }
            let before = s.tournament().clone();
            let t = if cmds.is_empty() {
                s.tournament()
            } else {
                let n = cmds.len();
                let t = commit(&mut s, cmds)?;
                let what: Vec<String> = t
                    .audit
                    .iter()
                    .rev()
                    .take(n)
                    .rev()
                    .map(|a| a.text())
                    .collect();
                w(out, saved(&what.join("; "), &path));
                t
            };
            football::round(out, &before, t, json);
        }
        CliCommand::Football { command } => match command {
            FootballCli::Table {
                file,
                wp,
                anti,
                json,
            } => {
                let cmds =
                    import::football::lineups(open(&file)?).map_err(|e| CliError::Import {
                        path: file.clone(),
                        source: e,
                    })?;
                football::quick_table(out, cmds, wp, anti, json, Utc::now())?;
            }
        },
        CliCommand::Zat { event, zat, round } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            deich_game(s.tournament())?;
            let cmd = Command::Deich(DeichCommand::SetZat {
                round: round.map(RoundNo),
                zat,
            });
            let next = commit(&mut s, vec![cmd])?;
            w(out, saved(&last_what(next), &path));
        }
        CliCommand::Offer {
            event,
            tournaments,
            limits,
            json,
        } => {
            let path = path_of(&event)?;
            let mut cmds = Vec::new();
            if let Some(f) = &tournaments {
                cmds.push(
                    import::grand_slam::offer(open(f)?).map_err(|e| CliError::Import {
                        path: f.clone(),
                        source: e,
                    })?,
                );
            }
            if let Some(l) = &limits {
                cmds.push(Command::GrandSlam(
                    crate::grand_slam::GrandSlamCommand::SetLimits {
                        limits: grand_slam::parse_limits(l)?,
                    },
                ));
            }
            let mut s = if cmds.is_empty() {
                open_event(&path)?
            } else {
                open_to_change(&path)?
            };
            let g = grand_slam_game(s.tournament())?;
            if !cmds.is_empty() && g.open_round().is_none() && !g.rounds.is_empty() {
                cmds.insert(
                    0,
                    Command::GrandSlam(crate::grand_slam::GrandSlamCommand::NextRound),
                );
            }
            let t = if cmds.is_empty() {
                s.tournament()
            } else {
                let n = cmds.len();
                let t = commit(&mut s, cmds)?;
                if !json {
                    let what: Vec<String> = t
                        .audit
                        .iter()
                        .rev()
                        .take(n)
                        .rev()
                        .map(|a| a.text())
                        .collect();
                    w(out, saved(&what.join("; "), &path));
                }
                t
            };
            grand_slam::offer(out, t, grand_slam_game(t)?, json);
        }
        CliCommand::Enter {
            event,
            player,
            tournament,
            sets,
            withdraw,
        } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            grand_slam_game(t)?;
            let (player, tournament) = (
                find_player(t, &player)?,
                grand_slam::find_tournament(t, &tournament)?,
            );
            let cmd = Command::GrandSlam(match sets {
                Some(sets) if !withdraw => crate::grand_slam::GrandSlamCommand::Enter {
                    player,
                    tournament,
                    sets,
                },
                _ => crate::grand_slam::GrandSlamCommand::Withdraw { player, tournament },
            });
            let next = commit(&mut s, vec![cmd])?;
            w(out, saved(&last_what(next), &path));
        }
        CliCommand::Play { event, json, empty } => {
            let path = path_of(&event)?;
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
                vec![Command::GrandSlam(
                    crate::grand_slam::GrandSlamCommand::PlayRound,
                )],
            )?;
            grand_slam::played(out, next, grand_slam_game(next)?, json);
            if !json {
                w(out, saved(&last_what(next), &path));
            }
        }
        CliCommand::Bracket {
            event,
            tournament,
            round,
            json,
        } => {
            let s = open_event(&path_of(&event)?)?;
            let t = s.tournament();
            grand_slam::bracket(out, t, grand_slam_game(t)?, &tournament, round, json)?;
        }
        CliCommand::Masters { command } => {
            use crate::grand_slam::{GrandSlamCommand, MastersFor};
            let (event, cmd, json) = match command {
                MastersCli::Start { event } => (event, Some(GrandSlamCommand::StartMasters), false),
                MastersCli::Play { event, json } => {
                    (event, Some(GrandSlamCommand::PlayMasters), json)
                }
                MastersCli::Show { event, json } => (event, None, json),
                MastersCli::Certificates {
                    event,
                    format,
                    output,
                } => {
                    let s = open_event(&path_of(&event)?)?;
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
                                return Err(CliError::Usage(crate::tr!(
                                    "gs-cli-certificates-format"
                                )));
                            }
                            let doc = print::build(t, print::DocumentKind::Certificates, None)?;
                            match output {
                                Some(file) => w(
                                    out,
                                    deliver(
                                        &doc,
                                        format,
                                        &Destination::File(file),
                                        &data_dir,
                                        None,
                                    )?,
                                ),
                                None => {
                                    let _ = write!(out, "{}", print::render(&doc, format));
                                }
                            }
                        }
                    }
                    return Ok(());
                }
                MastersCli::Enter {
                    event,
                    player,
                    sets,
                    against,
                    semi,
                    final_,
                } => {
                    let s = open_event(&path_of(&event)?)?;
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
            let path = path_of(&event)?;
            match cmd {
                Some(c) => {
                    let mut s = open_to_change(&path)?;
                    grand_slam_game(s.tournament())?;
                    let is_play = c == GrandSlamCommand::PlayMasters;
                    let is_start = c == GrandSlamCommand::StartMasters;
                    let next = commit(&mut s, vec![Command::GrandSlam(c)])?;
                    if !json {
                        w(out, saved(&last_what(next), &path));
                    }
                    if is_start {
                        grand_slam::masters_started(out, next, grand_slam_game(next)?);
                    }
                    if is_play {
                        grand_slam::masters(out, next, grand_slam_game(next)?, json)?;
                    }
                }
                None => {
                    let s = open_event(&path)?;
                    let t = s.tournament();
                    grand_slam::masters(out, t, grand_slam_game(t)?, json)?;
                }
            }
        }
        CliCommand::Credit {
            event,
            player,
            amount,
        } => {
            let path = path_of(&event)?;
            let mut s = open_to_change(&path)?;
            let t = s.tournament();
            grand_slam_game(t)?;
            let cmd = Command::GrandSlam(crate::grand_slam::GrandSlamCommand::Credit {
                player: find_player(t, &player)?,
                cents: grand_slam::parse_cents(&amount)?,
            });
            let next = commit(&mut s, vec![cmd])?;
            w(out, saved(&last_what(next), &path));
        }
        CliCommand::GrandSlam { command } => match command {
            GrandSlamCli::Match { a, b, lot, json } => {
                grand_slam::r#match(out, &a, &b, &lot, json)?
            }
            GrandSlamCli::Distribution {
                sets,
                strength,
                json,
            } => grand_slam::distribution(out, &sets, strength, json),
        },
        CliCommand::Export {
            event,
            what,
            output,
        } => {
            let s = open_event(&path_of(&event)?)?;
            let t = s.tournament();
            let text = match (&t.game, what) {
                (Game::Swiss(g), ExportWhat::Results) => swiss::results_csv(t, g),
                (Game::Swiss(g), ExportWhat::Standings) => swiss::standings_csv(t, g),
                (Game::Muck(g), ExportWhat::Standings) => muck::ranking_csv(t, g),
                (Game::Muck(g), ExportWhat::Results) => muck::results_csv(t, g),
                (Game::Football(_) | Game::Deich(_) | Game::GrandSlam(_), _) => {
                    return Err(CliError::Usage(crate::tr!(
                        "cli-export-not",
                        kind = t.kind().to_string()
                    )));
                }
            };
            match output {
                Some(f) => {
                    crate::print::output::write_file(&f, &text)?;
                    w(out, crate::tr!("cli-wrote", path = f.display().to_string()));
                    // The CSV has no place for it: a Muck ranking that is not final says so
                    // here (also for a difference between desks of a shared event).
                    if let (Game::Muck(g), ExportWhat::Standings) = (&t.game, what) {
                        let desks = crate::session::Shared::load(s.path())
                            .map(|sh| sh.differences)
                            .unwrap_or_default();
                        if let Some(why) = muck::not_final(t, g, &desks) {
                            w(out, why);
                        }
                    }
                }
                None => {
                    let _ = write!(out, "{text}");
                }
            }
        }
        CliCommand::PrintLanguage { event, language } => {
            let lang = match language.as_str() {
                "none" => None,
                code => Some(crate::i18n::Lang::parse(code).map_err(CliError::Usage)?),
            };
            let s = change(&path_of(&event)?, Command::SetPrintLanguage { lang })?;
            let said = match lang {
                Some(l) => crate::tr!("cli-print-language-set", lang = l.name()),
                None => crate::tr!("cli-print-language-cleared"),
            };
            w(out, saved(&said, s.path()));
        }
        CliCommand::Clock {
            event,
            json,
            start,
            pause,
            resume,
            extend,
            length,
        } => {
            let path = path_of(&event)?;
            let args = super::clock::ClockArgs {
                start,
                pause,
                resume,
                extend,
                length,
            };
            let now = Utc::now();
            let s = if args.any() {
                let mut s = open_to_change(&path)?;
                let cmds = super::clock::commands(args, s.views().latest_fixed, now)?;
                commit(&mut s, cmds)?;
                s
            } else {
                open_event(&path)?
            };
            w(out, super::clock::show(s.tournament(), now, json));
        }
        CliCommand::Share { event, net } => {
            super::net::share(&path_of(&event)?, &net.options(), out)?;
        }
        CliCommand::Join {
            event,
            then_event,
            ticket_file,
            net,
        } => {
            let (ticket, event) = match then_event {
                // The older form: the ticket stands in the process list while join runs.
                Some(copy) => {
                    eprintln!("{}", crate::tr!("sync-ticket-in-args"));
                    (event, copy)
                }
                None => {
                    let stdin = std::io::stdin();
                    let asks = ticket_file.is_none() && std::io::IsTerminal::is_terminal(&stdin);
                    if asks {
                        eprintln!("{}", crate::tr!("sync-ticket-paste"));
                    }
                    let t = super::net::read_ticket(ticket_file.as_deref(), &mut stdin.lock())?;
                    (t, event)
                }
            };
            super::net::join(&ticket, &path_of(&event)?, &net.options(), out)?;
        }
        CliCommand::Sync { event, once, net } => {
            super::net::sync(&path_of(&event)?, once, &net.options(), out)?;
        }
        CliCommand::Peers { event } => super::net::peers(&path_of(&event)?, out)?,
        CliCommand::Restore {
            event,
            list,
            backup,
            journal,
            accept,
        } => {
            let what = if list {
                super::restore::Restore::List
            } else if journal {
                super::restore::Restore::Journal
            } else if accept {
                super::restore::Restore::Accept
            } else {
                super::restore::Restore::Backup(backup)
            };
            super::restore::run(&path_of(&event)?, what, out)?;
        }
        CliCommand::Check { event } => {
            let path = path_of(&event)?;
            let mut problems = store::check(&path);
            // What helps, after the problems: not counted as problems.
            let mut help = Vec::new();
            if !problems.is_empty() {
                help = restore_hints(&path);
            }
            if problems.is_empty() {
                problems = super::net::replica_problems(&path);
            }
            if problems.is_empty() {
                (problems, help) = super::restore::check_journals(&path);
            }
            if problems.is_empty() {
                w(
                    out,
                    crate::tr!("cli-check-ok", path = path.display().to_string()),
                );
                // Not a fault of the file, but an open matter the director must see: results
                // two desks typed differently.
                let desks = super::differ::Desks::load(&path);
                for d in &desks.differences {
                    w(out, format!("≠ {}", desks.summary(d)));
                }
                if !desks.is_empty() {
                    w(out, crate::i18n::t("cli-desks-settle").to_string());
                }
            } else {
                for p in &problems {
                    w(out, format!("{}: {p}", path.display()));
                }
                for h in &help {
                    w(out, h.clone());
                }
                return Err(CliError::CheckFailed(problems.len()));
            }
        }
    }
    Ok(())
}

/// `what; saved PATH` in the language in force.
fn saved(what: &str, path: &Path) -> String {
    crate::tr!(
        "cli-saved-after",
        what = what,
        path = path.display().to_string()
    )
}

/// The refusal of a Swiss or Muck subcommand at a Turnierfußball event, naming what to use.
fn not_football(command: &str, instead: &str) -> CliError {
    CliError::Usage(crate::tr!(
        "cli-not-football",
        command = command,
        instead = instead
    ))
}

/// `saves/pavia-12.ron` -> `pavia-12`; a plain name stays as it is.
fn display_name(event: &str) -> String {
    Path::new(event)
        .file_stem()
        .map_or_else(|| event.to_string(), |s| s.to_string_lossy().into_owned())
}

/// The CSV file at `path` read and decoded for an importer ([`import::CsvText`]); an encoding
/// other than plain UTF-8 is said on stderr (`players.csv: read as Windows-1252 (Excel)`),
/// where it does not mix with what a command prints for a program (`--json`).
fn open(path: &Path) -> Result<import::CsvText, CliError> {
    let file = std::fs::File::open(path).map_err(|e| CliError::Io {
        path: path.to_path_buf(),
        source: e,
    })?;
    let text = import::CsvText::read(file).map_err(|e| CliError::Import {
        path: path.to_path_buf(),
        source: e,
    })?;
    if let Some(note) = text.encoding().note() {
        eprintln!(
            "{}",
            super::sanitize_text(&format!("{}: {note}", path.display()))
        );
    }
    Ok(text)
}

/// The event at `path` with its journal, open for one command ([`Session::open_one_shot`]):
/// the one way the command line reads an event.
fn open_event(path: &Path) -> Result<Session, CliError> {
    let s = Session::open_one_shot(path)?;
    super::restore::say_notices(s.notices());
    Ok(s)
}

/// The lines `turnier check` adds for a file that does not load: the newest backup that does
/// and the command that takes it (and, for a file changed outside turnier, the one that keeps
/// it).
fn restore_hints(path: &Path) -> Vec<String> {
    let target = store::write_target(path);
    let shown = path.display().to_string();
    let mut hints = vec![match store::newest_readable_backup_numbered(&target) {
        Some((seq, b)) => crate::tr!(
            "err-store-restore-hint",
            backup = b.display().to_string(),
            seq = seq,
            path = shown.as_str()
        ),
        None => crate::tr!("err-store-no-backup"),
    }];
    if matches!(store::load(&target), Err(store::StoreError::Altered { .. })) {
        hints.push(crate::tr!("err-store-accept-hint", path = shown.as_str()));
    }
    hints
}

/// The event at `path` with its journal, open for one command that changes it
/// ([`Session::open_to_change`]): the write lock is held from this load to the commit, so that
/// no other program's save comes between them.
fn open_to_change(path: &Path) -> Result<Session, CliError> {
    let s = Session::open_to_change(path)?;
    super::restore::say_notices(s.notices());
    Ok(s)
}

/// Applies `cmd` to the event at `path` and commits it ([`commit`]).
fn change(path: &Path, cmd: Command) -> Result<Session, CliError> {
    let mut s = open_to_change(path)?;
    commit(&mut s, vec![cmd])?;
    Ok(s)
}

/// Applies `cmds` in turn to the session's event and commits the result through the desk's
/// path ([`Session::run`]): the file is written whole, the previous version kept as a backup.
/// A rejected command saves nothing. Returns the event as saved.
fn commit(s: &mut Session, cmds: Vec<Command>) -> Result<&Event, CliError> {
    s.run(cmds, Utc::now())?;
    Ok(s.tournament())
}

/// The Swiss game of `t`, or the usage error for a command only Swiss events have.
fn swiss_game(t: &Event) -> Result<&SwissGame, CliError> {
    t.swiss()
        .ok_or_else(|| CliError::Usage(crate::tr!("cli-only-swiss", kind = t.kind().to_string())))
}

/// The Muck game of `t`, or the usage error for a command only Muck events have.
fn muck_game(t: &Event) -> Result<&MuckGame, CliError> {
    t.muck()
        .ok_or_else(|| CliError::Usage(crate::tr!("cli-only-muck", kind = t.kind().to_string())))
}

/// The Deich race of `t`, or the usage error for a command only Deich races have.
fn deich_game(t: &Event) -> Result<&DeichGame, CliError> {
    t.deich()
        .ok_or_else(|| CliError::Usage(crate::tr!("cli-only-deich", kind = t.kind().to_string())))
}

/// The Grand Slam game of `t`, or the usage error for a command only Grand Slam games have.
fn grand_slam_game(t: &Event) -> Result<&crate::grand_slam::GrandSlamGame, CliError> {
    t.grand_slam()
        .ok_or_else(|| CliError::Usage(crate::tr!("gs-cli-only", kind = t.kind().to_string())))
}

/// The refusal of a command about tables at a Deich race.
fn no_tables(command: &str) -> CliError {
    CliError::Usage(crate::tr!("cli-no-tables", command = command))
}

/// What the last command did, in the audit log's words (in the language in force).
/// Whether audit entry `a` is a Grand Slam entry that rule 10 corrected (R-G2): its
/// `correction` argument is `gs-audit-corrected`.
fn corrected_entry(a: &crate::game::AuditEntry) -> bool {
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

fn last_what(t: &Event) -> String {
    t.audit.last().map(|a| a.text()).unwrap_or_default()
}

/// A seed for a new event's draws, from the clock (stored in the event, so every later draw is
/// reproducible from the file).
fn fresh_seed() -> u64 {
    let now = Utc::now();
    (now.timestamp() as u64) << 20 ^ u64::from(now.timestamp_subsec_nanos())
}

/// Finds a player by id (`12`, `#12`) or by name: the whole name, or a start of it that only
/// one player's name has (case and accents folded).
fn find_player(t: &Event, key: &str) -> Result<PlayerId, CliError> {
    let k = key.trim();
    if let Ok(n) = k.trim_start_matches('#').parse::<u32>()
        && t.registry.participant(PlayerId(n)).is_some()
    {
        return Ok(PlayerId(n));
    }
    // The whole name (case and accents folded) first; else a unique start of the name.
    let key = crate::fold::fold(k, true);
    let exact: Vec<PlayerId> = t
        .registry
        .participants
        .iter()
        .filter(|p| crate::fold::fold(&p.name, true) == key)
        .map(|p| p.id)
        .collect();
    let hits = if exact.is_empty() {
        t.registry
            .participants
            .iter()
            .filter(|p| crate::fold::fold(&p.name, true).starts_with(&key))
            .map(|p| p.id)
            .collect()
    } else {
        exact
    };
    match hits.as_slice() {
        [one] => Ok(*one),
        [] => Err(CliError::Usage(crate::tr!(
            "cli-no-player",
            key = format!("{k:?}"),
            last = t.registry.participants.len()
        ))),
        many => Err(CliError::Usage(crate::tr!(
            "cli-many-players",
            key = format!("{k:?}"),
            count = many.len(),
            ids = many
                .iter()
                .map(|p| p.0.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}
