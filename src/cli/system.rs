//! The one place the command line asks which system an event runs, so that adding a system to
//! the command line is its own file `cli/system/<system>.rs`, declared here, one line in the
//! registry and its settings flags in [`NewArgs`].
//!
//! Each system implements [`SystemCli`] once, in its own file (`cli/system/swiss.rs`,
//! `muck.rs`, `football.rs`, `deich.rs`, `grand_slam.rs`: a unit struct `Cli`), with the
//! trait's defaults where the systems agree (mostly in a refusal); [`system`] is the registry
//! that hands out a system's `Cli` by its [`GameKind`]. The command groups (`events.rs`,
//! `rounds.rs`, `results.rs`, `views.rs`, `documents.rs`) call through it and never match on
//! the system.

use super::call::{change, confirm, find_player, say};
use super::differ::Desks;
use super::error::CliError;
use deich::DeichArgs;
use football::FootballArgs;
use muck::MuckArgs;
use swiss::SwissArgs;

// Each system's part of the command line, in its own file under `cli/system/`.
pub(super) mod deich;
pub(super) mod football;
pub(super) mod grand_slam;
pub(super) mod muck;
pub(super) mod swiss;
use crate::game::{Command, Event, Game, GameKind};
use crate::letter::{Letter, Reading};
use crate::session::Session;
use chrono::Utc;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The command line's part of one system: the game `new` sets up, and for each subcommand
/// that differs by system the command it makes, what it prints, or its refusal. Implemented
/// once per system in its own file (a unit struct `Cli`); [`system`] is the one registry.
/// Every method is given the event of its own system (the registry picked it by the event's
/// kind), so a system's game getter never fails there.
pub(super) trait SystemCli: Sync {
    /// `new EVENT --system SYSTEM`: the file, the game, its seed and the confirmation, each
    /// system checking its own settings (and refusing another system's) in the order of the
    /// messages a director sees when several things are wrong.
    ///
    /// # Errors
    /// [`CliError::Usage`] for a setting that is not the system's or not allowed,
    /// [`CliError::Store`] for a name that cannot be a file of the data folder.
    fn new_game(&self, event: &str, data_dir: &Path, args: &NewArgs) -> Result<New, CliError>;

    /// The refusal of `command`, a command about tables, at an event of a system without
    /// them; `instead` is what to use at a Turnierfußball event. Default: the event has no
    /// tables (a system says what to do instead in its own words).
    fn no_tables(&self, command: &str, _instead: &str) -> CliError {
        CliError::Usage(crate::tr!("cli-no-tables-here", command = command))
    }

    /// `drop` (`back` false) or `undrop` (`back` true) of `player` at `t`. Default: a player
    /// dropped or taken back (Swiss, Deich).
    ///
    /// # Errors
    /// [`CliError::Usage`]: no such player, or the system drops no one.
    fn drop_command(&self, t: &Event, player: &str, back: bool) -> Result<Command, CliError> {
        let player = find_player(t, player)?;
        Ok(if back {
            Command::Undrop { player }
        } else {
            Command::Drop { player }
        })
    }

    /// `remove` of the registration `player` at `t`. Default: a Swiss player removed before
    /// round 1, which the core refuses at an event of another system in its own words.
    ///
    /// # Errors
    /// [`CliError::Usage`]: no such player.
    fn remove_command(&self, t: &Event, player: &str) -> Result<Command, CliError> {
        Ok(Command::Swiss(crate::swiss::SwissCommand::RemovePlayer {
            player: find_player(t, player)?,
        }))
    }

    /// What `remove` says at `t` as saved at `path`: what was removed and how many are
    /// registered now. Default: the players.
    fn removed(&self, out: &mut dyn Write, t: &Event, path: &Path) {
        say(
            out,
            crate::tr!(
                "cli-removed",
                what = super::call::last_what(t),
                count = t.registry.participants.len(),
                path = path.display().to_string()
            ),
        );
    }

    /// `seat WHO`: a late arrival seated in the last round of the event in the session `s`
    /// (saved at `path`), committed, confirmed and where it sits printed. Default: the refusal
    /// of a system that seats nobody late.
    ///
    /// # Errors
    /// [`CliError`]: no such player or entrant, the system seats nobody, the command was
    /// rejected, or the file could not be saved.
    fn seat(
        &self,
        _out: &mut dyn Write,
        s: &mut Session,
        _path: &Path,
        _who: &str,
    ) -> Result<(), CliError> {
        Err(CliError::Usage(crate::tr!(
            "cli-seat-not",
            kind = s.tournament().kind().event_words()
        )))
    }

    /// What `drop` or `undrop` adds below its confirmation at `t` as saved. Default: nothing.
    fn dropped(&self, _out: &mut dyn Write, _t: &Event, _back: bool) {}

    /// What `publish` adds below its confirmation at `t` as saved (the round just published
    /// is the last). Default: nothing.
    fn published(&self, _out: &mut dyn Write, _t: &Event) {}

    /// `swap A B` of two players or entrants at `t`. Default: the refusal of a system without
    /// tables.
    ///
    /// # Errors
    /// [`CliError::Usage`]: no such player, or the system has no tables.
    fn swap_players(&self, _t: &Event, _a: &str, _b: &str) -> Result<Command, CliError> {
        Err(self.no_tables("swap", "lineup"))
    }

    /// What `swap` prints after saving at `t`: the round as it is now. Default: nothing.
    ///
    /// # Errors
    /// [`CliError::Usage`]: the event has no round.
    fn swapped(&self, _out: &mut dyn Write, _t: &Event) -> Result<(), CliError> {
        Ok(())
    }

    /// `evaluate`: the open round evaluated in the session `s` (on the file at `path`),
    /// committed and printed. Default: the refusal of a system whose rounds take results.
    ///
    /// # Errors
    /// [`CliError`]: the system evaluates no rounds, the command was rejected, or the file
    /// could not be saved.
    fn evaluate(
        &self,
        _out: &mut dyn Write,
        s: &mut Session,
        _path: &Path,
        _json: bool,
    ) -> Result<(), CliError> {
        Err(CliError::Usage(crate::tr!(
            "cli-evaluate-not",
            kind = s.tournament().kind().event_words()
        )))
    }

    /// The command `result` makes at `t`. Default: the refusal of a system without tables.
    ///
    /// # Errors
    /// [`CliError`]: the score does not parse, or the system takes no results by table.
    fn result_command(&self, _t: &Event, _e: &Entered<'_>) -> Result<Command, CliError> {
        Err(self.no_tables("result", "lineup"))
    }

    /// What `result` adds below its confirmation at `t` as saved (before the note that a
    /// round before the last was changed). Default: nothing.
    ///
    /// # Errors
    /// [`CliError::Usage`]: the score does not parse.
    fn result_notes(
        &self,
        _out: &mut dyn Write,
        _t: &Event,
        _e: &Entered<'_>,
    ) -> Result<(), CliError> {
        Ok(())
    }

    /// `resolve TABLE TAKE` at the event at `path` (already opened once to ask its system).
    /// Default: the Muck command to resolve two entries, which the core refuses at an event of
    /// another system in its own words.
    ///
    /// # Errors
    /// [`CliError`]: `take` does not parse, or the command was rejected.
    fn resolve(
        &self,
        out: &mut dyn Write,
        path: &Path,
        table: u32,
        take: &str,
        round: Option<u32>,
    ) -> Result<(), CliError> {
        let s = change(path, muck::resolve_entries_command(table, take, round)?)?;
        say(out, confirm(s.tournament(), s.path()));
        Ok(())
    }

    /// The commands of the files `f` for `t`, or the refusal of a file the system does not
    /// read. Default: players, entrants and results of a system with tables (Swiss).
    ///
    /// # Errors
    /// [`CliError`]: a file could not be read or imported, or it is not one of the system's.
    fn import_commands(&self, t: &Event, f: &Files, how: How) -> Result<Vec<Command>, CliError> {
        refuse_lineups(t, f)?;
        refuse_entries(t, f)?;
        refuse_bids(t, f)?;
        Ok(if let Some(p) = &f.entrants {
            vec![crate::import::entrants(super::call::read_csv(p)?).map_err(bad(p))?]
        } else if let Some(p) = &f.players {
            vec![
                crate::import::players(t, super::call::read_csv(p)?, how.allow_duplicate_names)
                    .map_err(bad(p))?,
            ]
        } else if let Some(p) = &f.results {
            crate::import::results(t, super::call::read_csv(p)?, how.add_missing_players)
                .map_err(bad(p))?
        } else {
            return Err(nothing_to_import());
        })
    }

    /// What an import added, from the event `before` and `after` it, saved at `path`.
    fn imported(&self, out: &mut dyn Write, before: &Event, after: &Event, f: &Files, path: &Path);

    /// `standings` of `t` (saved at `path`, for the differences between desks of a shared
    /// event) after round `round` (default: every fixed round).
    ///
    /// # Errors
    /// [`CliError::Usage`]: no such round.
    fn standings(
        &self,
        out: &mut dyn Write,
        t: &Event,
        path: &Path,
        round: Option<u32>,
        json: bool,
    ) -> Result<(), CliError>;

    /// `pairings` of round `round` (default: the last) of `t`, with the results two desks
    /// typed differently. Default: the refusal of a system without tables.
    ///
    /// # Errors
    /// [`CliError::Usage`]: no such round, or the system has no tables.
    fn pairings(
        &self,
        _out: &mut dyn Write,
        _t: &Event,
        _round: Option<u32>,
        _json: bool,
        _desks: &Desks,
    ) -> Result<(), CliError> {
        Err(self.no_tables("pairings", "table"))
    }

    /// `table`: a round's table (Turnierfußball). Default: the refusal of another system.
    ///
    /// # Errors
    /// [`CliError::Usage`]: no such round, or the system has no such table.
    fn table(
        &self,
        _out: &mut dyn Write,
        t: &Event,
        _round: Option<u32>,
        _anti: bool,
        _json: bool,
    ) -> Result<(), CliError> {
        Err(CliError::Usage(crate::tr!(
            "cli-table-not",
            kind = t.kind().event_words()
        )))
    }

    /// `letters`: what `letter` says at `t` (the event as the letters before it left it), read
    /// by the system's own reader in the core (`crate::letter::Reading`: what was read, what
    /// not and why, the commands). Default: the refusal of a system whose results come by
    /// table, not by letter.
    ///
    /// # Errors
    /// [`CliError::Usage`]: the system reads no letters.
    fn letter(&self, t: &Event, _letter: &Letter) -> Result<Reading, CliError> {
        Err(CliError::Usage(crate::tr!(
            "cli-letters-not",
            kind = t.kind().event_words()
        )))
    }

    /// What `letters` adds below a letter's command `cmd`, applied in `t` (Turnierfußball:
    /// how the lineup plays after the corrections, R-F2, R-F6). Default: nothing.
    fn letter_said(&self, _t: &Event, _cmd: &Command) -> Option<String> {
        None
    }

    /// `export`: the CSV `what` of `t` (saved at `path`) and, when it goes to a file
    /// (`to_file`), what the file cannot say. Default: the refusal of a system without CSV.
    ///
    /// # Errors
    /// [`CliError::Usage`]: the system has no such CSV.
    fn csv(
        &self,
        t: &Event,
        _path: &Path,
        _what: super::args::ExportWhat,
        _to_file: bool,
    ) -> Result<(String, Option<String>), CliError> {
        Err(CliError::Usage(crate::tr!(
            "cli-export-not",
            kind = t.kind().event_words()
        )))
    }
}

/// The command line's part of the system `kind`: the one registry that names the systems.
pub(super) fn system(kind: GameKind) -> &'static dyn SystemCli {
    match kind {
        GameKind::Swiss => &swiss::Cli,
        GameKind::Muck => &muck::Cli,
        GameKind::Football => &football::Cli,
        GameKind::Deich => &deich::Cli,
        GameKind::GrandSlam => &grand_slam::Cli,
    }
}

/// What `new` was given besides the event and its name: each system's settings.
#[derive(Debug, clap::Args)]
pub struct NewArgs {
    /// The Swiss settings (`--rounds`, `--round-one`, ...).
    #[command(flatten)]
    pub swiss: SwissArgs,
    /// The Muck settings (`--singles`, `--bobbl`, ...).
    #[command(flatten)]
    pub muck: MuckArgs,
    /// The Turnierfußball settings.
    #[command(flatten)]
    pub football: FootballArgs,
    /// The Deich settings.
    #[command(flatten)]
    pub deich: DeichArgs,
}

impl NewArgs {
    /// The refusal of Turnierfußball settings for another system.
    ///
    /// # Errors
    /// [`CliError::Usage`] when a Turnierfußball setting was given.
    pub fn refuse_football(&self) -> Result<(), CliError> {
        if self.football.any() {
            return Err(CliError::Usage(crate::tr!("cli-new-football-only")));
        }
        Ok(())
    }

    /// The refusal of Deich settings for another system.
    ///
    /// # Errors
    /// [`CliError::Usage`] when a Deich setting was given.
    pub fn refuse_deich(&self) -> Result<(), CliError> {
        if self.deich.any() {
            return Err(CliError::Usage(deich::NOT_DEICH.into()));
        }
        Ok(())
    }

    /// The refusal of Muck settings for a system that is neither Muck nor Swiss.
    ///
    /// # Errors
    /// [`CliError::Usage`] when a Muck setting was given.
    pub fn refuse_muck(&self) -> Result<(), CliError> {
        if self.muck.any() {
            return Err(CliError::Usage(crate::tr!("cli-swiss-muck-settings")));
        }
        Ok(())
    }
}

/// What `new` sets up: the file, the game, its seed (for its draws) and the confirmation.
pub(super) struct New {
    /// The event's file.
    pub path: PathBuf,
    /// The game of its system.
    pub game: Game,
    /// The seed of the event's draws (0: a system that draws nothing).
    pub seed: u64,
    /// What `new` says.
    pub said: String,
}

/// A seed for a new event's draws, from the clock (stored in the event, so every later draw is
/// reproducible from the file).
pub(super) fn fresh_seed() -> u64 {
    let now = Utc::now();
    (now.timestamp() as u64) << 20 ^ u64::from(now.timestamp_subsec_nanos())
}

/// What `result` was given.
pub(super) struct Entered<'a> {
    /// `--round` (default: the last round).
    pub round: Option<u32>,
    /// The table.
    pub table: u32,
    /// The score as typed: Swiss `2-1`, Muck `21:4,20:21`.
    pub score: &'a str,
    /// Muck: the first Bobbl the score is for.
    pub bobbl: u32,
    /// Muck: the sheet's second entry.
    pub second: bool,
}

/// The files `import` was given (clap lets only some of them come together).
pub(super) struct Files {
    /// `--players`.
    pub players: Option<PathBuf>,
    /// `--entrants`.
    pub entrants: Option<PathBuf>,
    /// `--results`.
    pub results: Option<PathBuf>,
    /// `--lineups`.
    pub lineups: Option<PathBuf>,
    /// `--ranking`.
    pub ranking: Option<PathBuf>,
    /// `--bids`.
    pub bids: Option<PathBuf>,
    /// `--entries`.
    pub entries: Option<PathBuf>,
}

impl Files {
    /// Whether results come in (results or bids): the answer then names the rounds.
    pub fn results_given(&self) -> bool {
        self.results.is_some() || self.bids.is_some()
    }
}

/// How `import` treats names: `--add-missing-players`, `--allow-duplicate-names`.
#[derive(Clone, Copy)]
pub(super) struct How {
    /// `--add-missing-players`.
    pub add_missing_players: bool,
    /// `--allow-duplicate-names`.
    pub allow_duplicate_names: bool,
}

/// The error of an import of the file `p`.
pub(super) fn bad(p: &Path) -> impl FnOnce(crate::import::ImportError) -> CliError + use<> {
    let p = p.to_path_buf();
    move |e| CliError::Import { path: p, source: e }
}

/// `import` given no file it can read.
pub(super) fn nothing_to_import() -> CliError {
    CliError::Usage(crate::tr!("cli-import-give"))
}

/// The refusal of a lineups or ranking file at an event that is no Turnierfußball series.
///
/// # Errors
/// [`CliError::Usage`] when one was given.
pub(super) fn refuse_lineups(t: &Event, f: &Files) -> Result<(), CliError> {
    if f.lineups.is_some() || f.ranking.is_some() {
        return Err(CliError::Usage(crate::tr!(
            "cli-import-football-only",
            kind = t.kind().event_words()
        )));
    }
    Ok(())
}

/// The refusal of an entries file at an event that is no Grand Slam game.
///
/// # Errors
/// [`CliError::Usage`] when one was given.
pub(super) fn refuse_entries(t: &Event, f: &Files) -> Result<(), CliError> {
    if f.entries.is_some() {
        return Err(CliError::Usage(crate::tr!(
            "gs-cli-entries-only",
            kind = t.kind().event_words()
        )));
    }
    Ok(())
}

/// The refusal of a bids file at an event that is no Deich race.
///
/// # Errors
/// [`CliError::Usage`] when one was given.
pub(super) fn refuse_bids(t: &Event, f: &Files) -> Result<(), CliError> {
    if f.bids.is_some() {
        return Err(CliError::Usage(crate::tr!(
            "cli-import-bids-deich",
            kind = t.kind().event_words()
        )));
    }
    Ok(())
}
