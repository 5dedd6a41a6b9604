//! Commands: everything a director can do, as data (DESIGN.md, "The way data flows").

use super::ids::{PlayerId, RoundNo, TableNo};
use super::round::MatchResult;
use serde::{Deserialize, Serialize};

/// One match of an imported round (results CSV).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportedMatch {
    /// Table number if the file gives one.
    pub table: Option<TableNo>,
    /// First player.
    pub a: PlayerId,
    /// Second player.
    pub b: PlayerId,
    /// Result from A's side.
    pub result: MatchResult,
}

/// A change to a tournament. Applied by [`super::apply`], which accepts it whole or rejects it
/// with nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Register players (a late entry when rounds exist). Names must not be empty.
    AddPlayers { names: Vec<String> },
    /// Change a player's name.
    RenamePlayer { player: PlayerId, name: String },
    /// Drop a player after the last fixed round (results stay, R-S6).
    Drop { player: PlayerId },
    /// Undo a drop: the player is paired again from the next round.
    Undrop { player: PlayerId },
    /// Propose the next round as a draft (the director's call, never automatic).
    PairNextRound,
    /// Replace the draft by a fresh proposal.
    Repair,
    /// Delete the draft.
    DeleteDraft,
    /// Swap two players of the draft: they swap opponents (logged as manual).
    SwapPlayers { a: PlayerId, b: PlayerId },
    /// Swap two table numbers of the draft (logged as manual).
    SwapTables { a: TableNo, b: TableNo },
    /// Fix the draft's pairings.
    Publish,
    /// Enter or correct the result of a table. `round: None` means the last round.
    RecordResult {
        round: Option<RoundNo>,
        table: TableNo,
        result: MatchResult,
    },
    /// Add a whole played round from an import: published, with its results and byes.
    ImportRound {
        round: RoundNo,
        matches: Vec<ImportedMatch>,
        byes: Vec<PlayerId>,
    },
}
