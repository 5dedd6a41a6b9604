//! Headless subcommands (DESIGN.md, "CLI"): the same library calls the desk uses.
//!
//! EVENT is a path to a `.ron` file, or a name in the data folder. Every command that changes
//! the tournament goes through [`apply`] and is written by [`store::commit`] before the command
//! reports success; a rejected command changes nothing.

use crate::game::{Command, Event, Game, GameKind, PlayerId, Rejected, RoundNo, TableNo, apply};
use crate::import;
use crate::muck::{MuckCommand, MuckGame};
use crate::print::output::{Destination, deliver};
use crate::print::{self, DocumentKind, Format, PrintError};
use crate::store;
use crate::swiss::standings::standings;
use crate::swiss::top_cut;
use crate::swiss::{ByeGames, Opponents, Profile, SwissCommand, SwissGame, SwissSettings};
use chrono::Utc;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::{Path, PathBuf};
use thiserror::Error;

mod muck;
mod swiss;
pub use muck::{MuckArgs, find_entrant, parse_scores};

/// `turnier`: pairings, results and standings at the tournament desk.
#[derive(Debug, Parser)]
#[command(name = "turnier", version, about)]
pub struct Cli {
    /// Folder for saved tournaments (default: the system's data folder for turnier).
    #[arg(long, global = true, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// What to do; none opens the desk on the tournament picker.
    #[command(subcommand)]
    pub command: Option<CliCommand>,
}

/// A system the `new` command can set up.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum SystemArg {
    /// Magic Swiss (swiss-pairing-and-scoring.txt).
    Swiss,
    /// A Muck evening: fixed pairs or single players, Bobbl and Tore (muck-ranking.txt).
    Muck,
}

/// `yes` or `no`.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum YesNo {
    /// On.
    Yes,
    /// Off.
    No,
}

/// Settings of `new`; each overrides the profile (RULINGS R-S2..R-S9).
#[derive(Debug, Args)]
pub struct SwissArgs {
    /// Profile: seed (the rulings), melee-2023, melee-2024 (R-S9).
    #[arg(long, default_value = "seed", value_parser = parse_profile)]
    pub profile: Profile,
    /// Opponent floor: 0.33 or 1/3 (R-S3).
    #[arg(long, value_parser = |s: &str| s.parse::<crate::swiss::Floor>())]
    pub floor: Option<crate::swiss::Floor>,
    /// Floor also the player's own MWP and GW% (R-S3).
    #[arg(long, value_enum)]
    pub floor_own_gw: Option<YesNo>,
    /// A bye's games in GW%: exclude or count-2-0 (R-S4).
    #[arg(long, value_parser = |s: &str| s.parse::<ByeGames>())]
    pub bye_games: Option<ByeGames>,
    /// Game points of a drawn game: 1 or 0 (R-S2).
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=1))]
    pub drawn_game_points: Option<u8>,
    /// Opponents in OMW%/OGW%: every-meeting or unique (R-S7).
    #[arg(long, value_parser = |s: &str| s.parse::<Opponents>())]
    pub opponents: Option<Opponents>,
}

fn parse_profile(s: &str) -> Result<Profile, String> {
    s.parse().map_err(|e: Rejected| e.to_string())
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum CliCommand {
    /// Open the desk (the terminal screens) on one tournament.
    Open {
        /// Path to a .ron file or a name in the data folder.
        event: String,
    },
    /// Create a tournament.
    New {
        /// Path to a .ron file or a name in the data folder.
        event: String,
        /// The tournament system.
        #[arg(long, value_enum)]
        system: SystemArg,
        /// Display name (default: EVENT).
        #[arg(long)]
        name: Option<String>,
        /// Swiss settings.
        #[command(flatten)]
        settings: SwissArgs,
        /// Muck settings.
        #[command(flatten)]
        muck: MuckArgs,
    },
    /// Import players (header `name`), Muck entrants (header `name`, a pair `Berta / Else`) or
    /// results (Swiss: `round,table,player_a,player_b,games_a,games_b,games_drawn`; Muck:
    /// `round,table,side_a,side_b,bobbl,points_a,points_b`).
    Import {
        /// The tournament.
        event: String,
        /// A players CSV.
        #[arg(long, conflicts_with_all = ["results", "entrants"],
              required_unless_present_any = ["results", "entrants"])]
        players: Option<PathBuf>,
        /// A Muck entrants CSV: header `name`, a pair as `Berta / Else`, a single player by name.
        #[arg(long, conflicts_with = "results")]
        entrants: Option<PathBuf>,
        /// A results CSV.
        #[arg(long)]
        results: Option<PathBuf>,
        /// Register players named in the results that are not registered yet.
        #[arg(long, requires = "results")]
        add_missing_players: bool,
        /// Register names from --players that are registered already or repeated in the
        /// file as further players of the same name (refused without it).
        #[arg(long, requires = "players")]
        allow_duplicate_names: bool,
    },
    /// Propose the next round as a draft and print it.
    Pair {
        /// The tournament.
        event: String,
        /// Print JSON: {round, bye, tables: [{table, player_a, player_b, reason}], warnings}.
        #[arg(long)]
        json: bool,
    },
    /// Muck: draw the next round as a draft and print it.
    Draw {
        /// The tournament.
        event: String,
        /// Print JSON: {round, state, tables: [{table, side_a, side_b, bobbl, manual}],
        /// sitting_out, warnings}.
        #[arg(long)]
        json: bool,
    },
    /// Muck: replace the draft by a fresh draw.
    Redraw {
        /// The tournament.
        event: String,
    },
    /// Muck, fixed pairs: put two players who came alone together into a pair.
    MakePair {
        /// The tournament.
        event: String,
        /// First player (id or name).
        a: String,
        /// Second player (id or name).
        b: String,
    },
    /// Replace the draft by a fresh proposal.
    Repair {
        /// The tournament.
        event: String,
    },
    /// Delete the draft.
    DeleteDraft {
        /// The tournament.
        event: String,
    },
    /// Print the pairings of a round (default: the last).
    Pairings {
        /// The tournament.
        event: String,
        /// Round number.
        #[arg(long)]
        round: Option<u32>,
        /// Print JSON as `pair --json`.
        #[arg(long)]
        json: bool,
    },
    /// Publish the draft: the pairings are fixed.
    Publish {
        /// The tournament.
        event: String,
    },
    /// Swap two players (they swap opponents), two Muck entrants, or two table numbers in the
    /// draft.
    Swap {
        /// The tournament.
        event: String,
        /// Two players (Muck: entrants, a pair as `Berta / Else`), by id or name.
        #[arg(long, visible_alias = "entrants", num_args = 2, value_names = ["A", "B"],
              conflicts_with = "tables", required_unless_present = "tables")]
        players: Option<Vec<String>>,
        /// Two table numbers.
        #[arg(long, num_args = 2, value_names = ["T1", "T2"])]
        tables: Option<Vec<u32>>,
    },
    /// Enter or correct a result: Swiss `2-1`, `1-1-1`, `0-2`, `ID`; Muck the sheet of a
    /// table, side A first, one score per Bobbl: `21:4,20:21`.
    Result {
        /// The tournament.
        event: String,
        /// Table number.
        table: u32,
        /// Score from the first-listed player's (Muck: side A's) side.
        #[arg(allow_hyphen_values = true)]
        score: String,
        /// Round (default: the last round).
        #[arg(long)]
        round: Option<u32>,
        /// Muck: the first Bobbl the score is for (default 1).
        #[arg(long, default_value_t = 1)]
        bobbl: u32,
        /// Muck: record the second entry of the sheet (compared with the first).
        #[arg(long)]
        second: bool,
    },
    /// Muck: settle a table whose second entry differs from the first: `--take second`
    /// copies the second entry into the first (logged as a correction), `--take first` keeps
    /// the first entry.
    Resolve {
        /// The tournament.
        event: String,
        /// Table number.
        table: u32,
        /// The entry whose values stand: `first` or `second`.
        #[arg(long, value_parser = |s: &str| s.parse::<crate::muck::SheetEntry>())]
        take: crate::muck::SheetEntry,
        /// Round (default: the last round).
        #[arg(long)]
        round: Option<u32>,
    },
    /// Drop a player after the last fixed round.
    Drop {
        /// The tournament.
        event: String,
        /// Id or name.
        player: String,
    },
    /// Remove a mistaken registration: only before round 1 exists (a draft counts); the
    /// players after it move up one id. A player who was paired is dropped instead.
    Remove {
        /// The tournament.
        event: String,
        /// Id or name.
        player: String,
    },
    /// Take back a drop.
    Undrop {
        /// The tournament.
        event: String,
        /// Id or name.
        player: String,
    },
    /// Print the standings.
    Standings {
        /// The tournament.
        event: String,
        /// Print JSON. Swiss: [{rank, player, match_points, record, mwp, gwp, omwp, ogwp,
        /// separated_by}]; Muck: [{place, entrant, bobbl, tore, opp_tore, tore_needed,
        /// opp_tore_needed, plus, plus_place, plus_minus, plus_minus_place}].
        #[arg(long)]
        json: bool,
        /// Standings after this round (default: all fixed rounds).
        #[arg(long)]
        round: Option<u32>,
    },
    /// Show the recommended top cut (R-S18) and the bracket from the current standings.
    TopCut {
        /// The tournament.
        event: String,
        /// The cut you want (0, 2, 4, 8, ...; default: the recommendation).
        #[arg(long)]
        cut: Option<u32>,
    },
    /// Print a document: Swiss pairings, pairings-by-name, slips, standings; Muck draw,
    /// score-sheets, table-cards, ranking. Without -o, text goes to standard output and HTML to
    /// a file whose path is printed: next to an event file outside the data folder, else in
    /// the data folder.
    Print {
        /// The tournament.
        event: String,
        /// The document: pairings, pairings-by-name, slips, standings (Swiss); draw,
        /// score-sheets, table-cards, ranking (Muck).
        #[arg(value_parser = |s: &str| s.parse::<DocumentKind>().map_err(|e| e.to_string()))]
        document: DocumentKind,
        /// Round (default: the last); standings and ranking: after this round (default: every
        /// fixed round).
        #[arg(long)]
        round: Option<u32>,
        /// text (80 columns, form feeds between pages) or html (A4, self-contained).
        #[arg(long, value_parser = |s: &str| s.parse::<Format>())]
        format: Option<Format>,
        /// Write to this file.
        #[arg(short = 'o', long, value_name = "FILE")]
        output: Option<PathBuf>,
        /// Send the text document to the system printer with `lp`.
        #[arg(long)]
        lp: bool,
    },
    /// Validate a save file and print what is wrong.
    Check {
        /// The tournament.
        event: String,
    },
}

/// What went wrong in a CLI command; printed as one line, and nothing was saved.
#[derive(Debug, Error)]
pub enum CliError {
    /// The store could not load or save.
    #[error(transparent)]
    Store(#[from] store::StoreError),
    /// A command was rejected.
    #[error(transparent)]
    Rejected(#[from] Rejected),
    /// An import file was bad.
    #[error("{path}: {source}")]
    Import {
        /// The file.
        path: PathBuf,
        /// Why.
        source: import::ImportError,
    },
    /// A file could not be opened.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A bad argument.
    #[error("{0}")]
    Usage(String),
    /// The desk could not start or stopped on a terminal error.
    #[error(transparent)]
    Tui(#[from] crate::tui::TuiError),
    /// A document could not be built for this event.
    #[error(transparent)]
    Print(#[from] PrintError),
    /// A document could not be written or printed.
    #[error(transparent)]
    Output(#[from] print::output::OutputError),
    /// `check` found problems.
    #[error("{0} problem(s) found")]
    CheckFailed(usize),
}

/// Runs one subcommand; what it prints goes to `out`.
///
/// # Errors
/// [`CliError`]: the file could not be loaded or saved, or the command was rejected (nothing
/// saved).
pub fn run(cli: Cli, out: &mut dyn std::io::Write) -> Result<(), CliError> {
    let data_dir = match cli.data_dir {
        Some(d) => d,
        None => store::paths::default_data_dir()?,
    };
    let path_of = |event: &str| store::paths::resolve_event(event, &data_dir);
    let w = |out: &mut dyn std::io::Write, s: String| {
        let _ = writeln!(out, "{s}");
    };
    let Some(command) = cli.command else {
        return Ok(crate::tui::picker(data_dir)?);
    };
    match command {
        CliCommand::Open { event } => {
            let path = path_of(&event)?;
            crate::tui::open(&path, data_dir.clone())?;
        }
        CliCommand::New {
            event,
            system: SystemArg::Muck,
            name,
            muck,
            ..
        } => {
            let path = path_of(&event)?;
            let s = muck.settings()?;
            let display = name.unwrap_or_else(|| display_name(&event));
            let t = Event::new(
                display,
                Game::Muck(MuckGame::new(s.clone())),
                Utc::now(),
                fresh_seed(),
            );
            store::save_new(&path, &t)?;
            w(
                out,
                format!(
                    "created {} (muck, {}, {} Bobbl per round to {} points, {} schedule{})",
                    path.display(),
                    s.partners,
                    s.bobbl_per_round,
                    s.target,
                    s.schedule,
                    s.planned_rounds
                        .map(|p| format!(", {p} rounds planned"))
                        .unwrap_or_default()
                ),
            );
        }
        CliCommand::New {
            event,
            system: SystemArg::Swiss,
            name,
            settings,
            muck,
        } => {
            if muck.any() {
                return Err(CliError::Usage(
                    "new: --singles, --bobbl, --target, --rounds and --schedule are Muck \
                     settings; use --system muck"
                        .into(),
                ));
            }
            let path = path_of(&event)?;
            let s = swiss_settings(&settings);
            let display = name.unwrap_or_else(|| display_name(&event));
            let t = Event::new(
                display,
                Game::Swiss(SwissGame::new(s.clone())),
                Utc::now(),
                0,
            );
            store::save_new(&path, &t)?;
            w(
                out,
                format!(
                    "created {} (swiss, profile {}, floor {}, own GW% floored {}, bye games {}, \
                     drawn game {} point(s), opponents {})",
                    path.display(),
                    s.profile,
                    s.floor,
                    if s.floor_own_gw { "yes" } else { "no" },
                    s.bye_games,
                    s.drawn_game_points,
                    s.opponents
                ),
            );
        }
        CliCommand::Import {
            event,
            players,
            entrants,
            results,
            add_missing_players,
            allow_duplicate_names,
        } => {
            let path = path_of(&event)?;
            let t = store::load(&path)?;
            let is_muck = t.kind() == GameKind::Muck;
            let results_given = results.is_some();
            let bad = |f: &PathBuf| {
                let f = f.clone();
                move |e| CliError::Import { path: f, source: e }
            };
            let cmds = if let Some(f) = entrants {
                vec![import::entrants(open(&f)?).map_err(bad(&f))?]
            } else if let (true, Some(f)) = (is_muck, &results) {
                import::muck_results(&t, open(f)?).map_err(bad(f))?
            } else if let Some(f) = players {
                vec![import::players(&t, open(&f)?, allow_duplicate_names).map_err(bad(&f))?]
            } else if let Some(f) = results {
                import::results(&t, open(&f)?, add_missing_players).map_err(|e| {
                    CliError::Import {
                        path: f.clone(),
                        source: e,
                    }
                })?
            } else {
                return Err(CliError::Usage(
                    "import: give --players or --results".into(),
                ));
            };
            let mut next = t.clone();
            for c in cmds {
                next = apply(&next, c, Utc::now())?;
            }
            store::commit(&path, &next)?;
            w(
                out,
                if is_muck {
                    format!(
                        "{}; saved {}",
                        muck::imported(&t, &next, results_given),
                        path.display()
                    )
                } else {
                    // What this import added, then the totals: "54 player(s)" alone read as if
                    // 54 had been added.
                    let added = next.registry.participants.len() - t.registry.participants.len();
                    let rounds = next.game.round_count() - t.game.round_count();
                    let mut said = format!(
                        "imported: {added} player(s) added, {} registered in all",
                        next.registry.participants.len()
                    );
                    if rounds > 0 || results_given {
                        said.push_str(&format!(
                            "; {rounds} round(s) added, {} in all",
                            next.game.round_count()
                        ));
                    }
                    format!("{said}; saved {}", path.display())
                },
            );
            muck::print_notes(out, &next);
        }
        CliCommand::Pair { event, json } => {
            let (path, t) = change(
                &path_of(&event)?,
                Command::Swiss(SwissCommand::PairNextRound),
            )?;
            let g = swiss_game(&t)?;
            swiss::print_round(out, &t, g, swiss::last_round(g)?, json);
            if !json {
                w(
                    out,
                    format!("saved {} (draft; publish to fix it)", path.display()),
                );
            }
        }
        CliCommand::Draw { event, json } => {
            let (path, t) = change(&path_of(&event)?, Command::Muck(MuckCommand::DrawRound))?;
            let g = muck_game(&t)?;
            muck::print_round(out, &t, muck::last_muck_round(g)?, json);
            if !json {
                w(
                    out,
                    format!("saved {} (draft; publish to fix it)", path.display()),
                );
            }
        }
        CliCommand::Redraw { event } => {
            let (_, t) = change(&path_of(&event)?, Command::Muck(MuckCommand::Redraw))?;
            let g = muck_game(&t)?;
            muck::print_round(out, &t, muck::last_muck_round(g)?, false);
        }
        CliCommand::MakePair { event, a, b } => {
            let path = path_of(&event)?;
            let t = store::load(&path)?;
            let cmd = Command::Muck(MuckCommand::MakePair {
                a: find_player(&t, &a)?,
                b: find_player(&t, &b)?,
            });
            let (_, next) = commit_one(&path, &t, cmd)?;
            w(
                out,
                format!("{}; saved {}", last_what(&next), path.display()),
            );
            muck::print_notes(out, &next);
        }
        CliCommand::Repair { event } => {
            let (_, t) = change(&path_of(&event)?, Command::Swiss(SwissCommand::Repair))?;
            let g = swiss_game(&t)?;
            swiss::print_round(out, &t, g, swiss::last_round(g)?, false);
        }
        CliCommand::DeleteDraft { event } => {
            let (path, _) = change(&path_of(&event)?, Command::DeleteDraft)?;
            w(out, format!("draft deleted; saved {}", path.display()));
        }
        CliCommand::Pairings { event, round, json } => {
            let t = store::load(&path_of(&event)?)?;
            let no_round = |n: u32| {
                CliError::Usage(format!(
                    "round: there is no round {n} (allowed: 1..{})",
                    t.game.round_count()
                ))
            };
            match &t.game {
                Game::Muck(g) => {
                    let r = match round {
                        Some(n) => g.round(RoundNo(n)).ok_or_else(|| no_round(n))?,
                        None => muck::last_muck_round(g)?,
                    };
                    muck::print_round(out, &t, r, json);
                }
                Game::Swiss(g) => {
                    let r = match round {
                        Some(n) => g.round(RoundNo(n)).ok_or_else(|| no_round(n))?,
                        None => swiss::last_round(g)?,
                    };
                    swiss::print_round(out, &t, g, r, json);
                }
            }
        }
        CliCommand::Publish { event } => {
            let (path, t) = change(&path_of(&event)?, Command::Publish)?;
            w(out, format!("{}; saved {}", last_what(&t), path.display()));
        }
        CliCommand::Swap {
            event,
            players,
            tables,
        } => {
            let path = path_of(&event)?;
            let t = store::load(&path)?;
            let cmd = match (players, tables) {
                (Some(p), _) if p.len() == 2 => match &t.game {
                    Game::Muck(_) => Command::Muck(MuckCommand::SwapEntrants {
                        a: find_entrant(&t, &p[0])?,
                        b: find_entrant(&t, &p[1])?,
                    }),
                    Game::Swiss(_) => Command::Swiss(SwissCommand::SwapPlayers {
                        a: find_player(&t, &p[0])?,
                        b: find_player(&t, &p[1])?,
                    }),
                },
                (_, Some(x)) if x.len() == 2 => Command::SwapTables {
                    a: TableNo(x[0]),
                    b: TableNo(x[1]),
                },
                _ => {
                    return Err(CliError::Usage(
                        "swap: give --players A B or --tables T1 T2".into(),
                    ));
                }
            };
            let (_, next) = commit_one(&path, &t, cmd)?;
            match &next.game {
                Game::Muck(g) => {
                    muck::print_round(out, &next, muck::last_muck_round(g)?, false);
                }
                Game::Swiss(g) => {
                    swiss::print_round(out, &next, g, swiss::last_round(g)?, false);
                }
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
            let t = store::load(&path)?;
            let cmd = match &t.game {
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
            };
            let (path, t) = commit_one(&path, &t, cmd)?;
            w(out, format!("{}; saved {}", last_what(&t), path.display()));
            if let Some(n) = muck::differs_note(&t, round, table, second) {
                w(out, n);
            }
            let last = t.game.round_count() as u32;
            if let Some(n) = round.filter(|n| *n < last) {
                let later = if n + 1 == last {
                    format!("round {last}")
                } else {
                    format!("rounds {}..{last}", n + 1)
                };
                w(
                    out,
                    format!(
                        "note: round {n} is not the last round: the standings changed, but the \
                         pairings of {later} stay as they were made"
                    ),
                );
            }
        }
        CliCommand::Resolve {
            event,
            table,
            take,
            round,
        } => {
            let cmd = Command::Muck(MuckCommand::ResolveEntries {
                round: round.map(RoundNo),
                table: TableNo(table),
                take,
            });
            let (path, t) = change(&path_of(&event)?, cmd)?;
            w(out, format!("{}; saved {}", last_what(&t), path.display()));
            w(out, muck::final_or_not(&t));
        }
        CliCommand::Drop { event, player } => {
            let path = path_of(&event)?;
            let t = store::load(&path)?;
            let cmd = match &t.game {
                Game::Muck(_) => Command::Muck(MuckCommand::Withdraw {
                    entrant: find_entrant(&t, &player)?,
                }),
                Game::Swiss(_) => Command::Drop {
                    player: find_player(&t, &player)?,
                },
            };
            let (_, next) = commit_one(&path, &t, cmd)?;
            w(
                out,
                format!("{}; saved {}", last_what(&next), path.display()),
            );
        }
        CliCommand::Remove { event, player } => {
            let path = path_of(&event)?;
            let t = store::load(&path)?;
            let cmd = Command::Swiss(SwissCommand::RemovePlayer {
                player: find_player(&t, &player)?,
            });
            let (_, next) = commit_one(&path, &t, cmd)?;
            w(
                out,
                format!(
                    "{}; {} registered now; saved {}",
                    last_what(&next),
                    next.registry.participants.len(),
                    path.display()
                ),
            );
        }
        CliCommand::Undrop { event, player } => {
            let path = path_of(&event)?;
            let t = store::load(&path)?;
            let cmd = match &t.game {
                Game::Muck(_) => Command::Muck(MuckCommand::Reinstate {
                    entrant: find_entrant(&t, &player)?,
                }),
                Game::Swiss(_) => Command::Undrop {
                    player: find_player(&t, &player)?,
                },
            };
            let (_, next) = commit_one(&path, &t, cmd)?;
            w(
                out,
                format!("{}; saved {}", last_what(&next), path.display()),
            );
            muck::print_notes(out, &next);
        }
        CliCommand::Standings { event, json, round } => {
            let t = store::load(&path_of(&event)?)?;
            match &t.game {
                Game::Muck(g) => {
                    let r = muck::muck_ranking(&t, g, round);
                    w(
                        out,
                        if json {
                            muck::standings_json(&t, g, &r)
                        } else {
                            muck::standings_text(&t, g, &r)
                        },
                    );
                }
                Game::Swiss(g) => {
                    let st = standings(&t.registry, g, round.map(RoundNo));
                    if json {
                        w(out, swiss::standings_json(&t, &st));
                    } else {
                        // A header line, never in the JSON (which stays a pure array).
                        if let Some(note) = g.provisional_note(round.map(RoundNo)) {
                            w(
                                out,
                                format!("{note}: the standings count the results entered so far"),
                            );
                        }
                        w(out, swiss::standings_text(&t, &st));
                    }
                }
            }
        }
        CliCommand::TopCut { event, cut } => {
            let t = store::load(&path_of(&event)?)?;
            let g = swiss_game(&t)?;
            let active = t.registry.active_players().len();
            let recommended = top_cut::recommended_cut(active);
            w(
                out,
                format!("{active} active players: recommended cut {recommended} (0 = no cut)"),
            );
            let cut = cut.unwrap_or(recommended);
            match top_cut::check_cut(cut, active) {
                top_cut::CutCheck::Ok => {}
                top_cut::CutCheck::Warn(m) => w(out, format!("warning: {m}")),
                top_cut::CutCheck::Block(m) => return Err(CliError::Usage(m)),
            }
            let st = standings(&t.registry, g, None);
            let active_order: Vec<PlayerId> = st
                .rows
                .iter()
                .filter(|r| !r.dropped)
                .map(|r| r.player)
                .collect();
            for (hi, lo) in top_cut::bracket(cut) {
                let name = |seed: u32| {
                    active_order
                        .get(seed as usize - 1)
                        .map(|p| t.registry.name_of(*p))
                        .unwrap_or_default()
                };
                w(
                    out,
                    format!("{hi:>2}. {}  v  {lo:>2}. {}", name(hi), name(lo)),
                );
            }
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
                return Err(CliError::Usage(
                    "print: --lp sends the text document; leave out --format html, or write \
                     the HTML with -o FILE and print it from a browser"
                        .into(),
                ));
            }
            let path = path_of(&event)?;
            let t = store::load(&path)?;
            let doc = print::build(&t, document, round.map(RoundNo))?;
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
                    Format::Text => {
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
        CliCommand::Check { event } => {
            let path = path_of(&event)?;
            let problems = store::check(&path);
            if problems.is_empty() {
                w(out, format!("{}: ok", path.display()));
            } else {
                for p in &problems {
                    w(out, format!("{}: {p}", path.display()));
                }
                return Err(CliError::CheckFailed(problems.len()));
            }
        }
    }
    Ok(())
}

fn swiss_settings(a: &SwissArgs) -> SwissSettings {
    let mut s = SwissSettings::from_profile(a.profile);
    let before = s.clone();
    if let Some(f) = a.floor {
        s.floor = f;
    }
    if let Some(y) = a.floor_own_gw {
        s.floor_own_gw = y == YesNo::Yes;
    }
    if let Some(b) = a.bye_games {
        s.bye_games = b;
    }
    if let Some(d) = a.drawn_game_points {
        s.drawn_game_points = d;
    }
    if let Some(o) = a.opponents {
        s.opponents = o;
    }
    if s != before {
        s.profile = Profile::Custom;
    }
    s
}

/// `saves/pavia-12.ron` -> `pavia-12`; a plain name stays as it is.
fn display_name(event: &str) -> String {
    Path::new(event)
        .file_stem()
        .map_or_else(|| event.to_string(), |s| s.to_string_lossy().into_owned())
}

fn open(path: &Path) -> Result<std::fs::File, CliError> {
    std::fs::File::open(path).map_err(|e| CliError::Io {
        path: path.to_path_buf(),
        source: e,
    })
}

/// Applies one command to the tournament on disk at `path` and commits it.
fn change(path: &Path, cmd: Command) -> Result<(PathBuf, Event), CliError> {
    let t = store::load(path)?;
    commit_one(path, &t, cmd)
}

fn commit_one(path: &Path, t: &Event, cmd: Command) -> Result<(PathBuf, Event), CliError> {
    let next = apply(t, cmd, Utc::now())?;
    store::commit(path, &next)?;
    Ok((path.to_path_buf(), next))
}

/// The Swiss game of `t`, or the usage error for a command only Swiss events have.
fn swiss_game(t: &Event) -> Result<&SwissGame, CliError> {
    t.swiss().ok_or_else(|| {
        CliError::Usage(format!(
            "this is a {} event: this command is for swiss events only",
            t.kind()
        ))
    })
}

/// The Muck game of `t`, or the usage error for a command only Muck events have.
fn muck_game(t: &Event) -> Result<&MuckGame, CliError> {
    t.muck().ok_or_else(|| {
        CliError::Usage(format!(
            "this is a {} event: this command is for muck events only",
            t.kind()
        ))
    })
}

fn last_what(t: &Event) -> String {
    t.audit.last().map(|a| a.what.clone()).unwrap_or_default()
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
        [] => Err(CliError::Usage(format!(
            "player: no player {k:?} (give an id 1..{} or a registered name)",
            t.registry.participants.len()
        ))),
        many => Err(CliError::Usage(format!(
            "player: {k:?} matches {} players (ids {}); give the id or the whole name",
            many.len(),
            many.iter()
                .map(|p| p.0.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}
