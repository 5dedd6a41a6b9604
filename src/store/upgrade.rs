//! Older save files and journals, read and converted to the current model.
//!
//! Each schema change freezes the old top-level shape here (the inner types it shares with
//! today's model are reused) and keeps a fixture of it in `tests/fixtures/store/`:
//!
//! - Schema 1 (Swiss only): `system`, `participants`, `rounds`, `audit`, `seed`.
//! - Schema 2: schema 1 plus `System::Muck` and the `muck` field (pairs and Muck rounds).
//! - Schema 3 (current): `registry` and one `game` inside the event ([`Event`]).
//!
//! Journals: `turnier-journal 1` lines hold the flat command enum of schemas 1 and 2
//! ([`LegacyCommand`]); `turnier-journal 2` lines hold today's [`Command`].

use crate::game::{
    AuditEntry, Command, Event, Game, Participant, PlayerId, Registry, RoundNo, TableNo,
};
use crate::muck::{
    BobblScore, Entrant, ImportedMuckTable, MuckCommand, MuckGame, MuckPair, MuckRound,
    MuckSettings, SheetEntry,
};
use crate::swiss::{ImportedMatch, MatchResult, Round, SwissCommand, SwissGame, SwissSettings};
use chrono::{DateTime, Utc};
use serde::Deserialize;

/// The system of a schema-1 or schema-2 file.
#[derive(Deserialize)]
enum LegacySystem {
    Swiss(SwissSettings),
    Muck(MuckSettings),
}

/// The Muck data of a schema-2 file (absent in schema 1 and for Swiss events).
#[derive(Deserialize, Default)]
struct LegacyMuck {
    pairs: Vec<MuckPair>,
    rounds: Vec<MuckRound>,
}

/// The whole file of schema 1 or 2, in its field order.
#[derive(Deserialize)]
pub(super) struct LegacyEvent {
    name: String,
    created: DateTime<Utc>,
    system: LegacySystem,
    participants: Vec<Participant>,
    rounds: Vec<Round>,
    #[serde(default)]
    muck: LegacyMuck,
    audit: Vec<AuditEntry>,
    seed: u64,
}

impl LegacyEvent {
    /// The same event in the current model: the participants become the registry, the system
    /// with its rounds (Swiss) or pairs and rounds (Muck) becomes the game. Swiss rounds in a
    /// Muck file or Muck data in a Swiss file cannot be carried over: they are an error, named.
    pub(super) fn upgrade(self) -> Result<Event, String> {
        let game = match self.system {
            LegacySystem::Swiss(settings) => {
                if !self.muck.pairs.is_empty() || !self.muck.rounds.is_empty() {
                    return Err(crate::tr!("err-upgrade-swiss-with-muck"));
                }
                Game::Swiss(SwissGame {
                    settings,
                    rounds: self.rounds,
                    playoff: None,
                })
            }
            LegacySystem::Muck(settings) => {
                if !self.rounds.is_empty() {
                    return Err(crate::tr!("err-upgrade-muck-with-swiss"));
                }
                Game::Muck(MuckGame {
                    settings,
                    pairs: self.muck.pairs,
                    rounds: self.muck.rounds,
                })
            }
        };
        let mut ev = Event::new(self.name, game, self.created, self.seed);
        ev.registry = Registry {
            participants: self.participants,
        };
        ev.audit = self.audit;
        Ok(ev)
    }
}

/// A command as `turnier-journal 1` wrote it: the flat enum of schemas 1 and 2.
#[derive(Deserialize)]
pub(super) enum LegacyCommand {
    AddPlayers {
        names: Vec<String>,
    },
    RenamePlayer {
        player: PlayerId,
        name: String,
    },
    RemovePlayer {
        player: PlayerId,
    },
    Drop {
        player: PlayerId,
    },
    Undrop {
        player: PlayerId,
    },
    PairNextRound,
    Repair,
    DeleteDraft,
    SwapPlayers {
        a: PlayerId,
        b: PlayerId,
    },
    SwapTables {
        a: TableNo,
        b: TableNo,
    },
    Publish,
    RecordResult {
        round: Option<RoundNo>,
        table: TableNo,
        result: MatchResult,
    },
    ImportRound {
        round: RoundNo,
        matches: Vec<ImportedMatch>,
        byes: Vec<PlayerId>,
    },
    AddEntrants {
        entrants: Vec<Vec<String>>,
    },
    MakePair {
        a: PlayerId,
        b: PlayerId,
    },
    Withdraw {
        entrant: Entrant,
    },
    Reinstate {
        entrant: Entrant,
    },
    DrawRound,
    Redraw,
    SwapEntrants {
        a: Entrant,
        b: Entrant,
    },
    MuckResult {
        round: Option<RoundNo>,
        table: TableNo,
        bobbl: u32,
        scores: Vec<BobblScore>,
        second_entry: bool,
    },
    ResolveEntries {
        round: Option<RoundNo>,
        table: TableNo,
        take: SheetEntry,
    },
    ImportMuckRound {
        round: RoundNo,
        tables: Vec<ImportedMuckTable>,
    },
}

impl From<LegacyCommand> for Command {
    fn from(c: LegacyCommand) -> Self {
        use LegacyCommand as L;
        match c {
            L::AddPlayers { names } => Command::AddPlayers { names },
            L::RenamePlayer { player, name } => Command::RenamePlayer { player, name },
            L::Drop { player } => Command::Drop { player },
            L::Undrop { player } => Command::Undrop { player },
            L::DeleteDraft => Command::DeleteDraft,
            L::SwapTables { a, b } => Command::SwapTables { a, b },
            L::Publish => Command::Publish,
            L::RemovePlayer { player } => SwissCommand::RemovePlayer { player }.into(),
            L::PairNextRound => SwissCommand::PairNextRound.into(),
            L::Repair => SwissCommand::Repair.into(),
            L::SwapPlayers { a, b } => SwissCommand::SwapPlayers { a, b }.into(),
            L::RecordResult {
                round,
                table,
                result,
            } => SwissCommand::RecordResult {
                round,
                table,
                result,
            }
            .into(),
            L::ImportRound {
                round,
                matches,
                byes,
            } => SwissCommand::ImportRound {
                round,
                matches,
                byes,
            }
            .into(),
            L::AddEntrants { entrants } => MuckCommand::AddEntrants { entrants }.into(),
            L::MakePair { a, b } => MuckCommand::MakePair { a, b }.into(),
            L::Withdraw { entrant } => MuckCommand::Withdraw { entrant }.into(),
            L::Reinstate { entrant } => MuckCommand::Reinstate { entrant }.into(),
            L::DrawRound => MuckCommand::DrawRound.into(),
            L::Redraw => MuckCommand::Redraw.into(),
            L::SwapEntrants { a, b } => MuckCommand::SwapEntrants { a, b }.into(),
            L::MuckResult {
                round,
                table,
                bobbl,
                scores,
                second_entry,
            } => MuckCommand::Score {
                round,
                table,
                bobbl,
                scores,
                second_entry,
            }
            .into(),
            L::ResolveEntries { round, table, take } => {
                MuckCommand::ResolveEntries { round, table, take }.into()
            }
            L::ImportMuckRound { round, tables } => {
                MuckCommand::ImportRound { round, tables }.into()
            }
        }
    }
}
