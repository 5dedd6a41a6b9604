//! Commands: everything a director can do, as data (DESIGN.md, "The way data flows").

use super::ids::{PlayerId, RoundNo, TableNo};
use super::muck::{BobblScore, Entrant, SheetEntry, Side};
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

/// One table of an imported Muck round (results CSV): the sides and the score of every Bobbl
/// the file gives (`None` for a Bobbl it does not give).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportedMuckTable {
    /// Table number.
    pub table: TableNo,
    /// Side A.
    pub a: Side,
    /// Side B.
    pub b: Side,
    /// One entry per Bobbl of the round, in play order.
    pub bobbl: Vec<Option<BobblScore>>,
}

/// A change to a tournament. Applied by [`super::apply`], which accepts it whole or rejects it
/// with nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Register players (a late entry when rounds exist). Names must not be empty.
    AddPlayers {
        /// The names, in registration order.
        names: Vec<String>,
    },
    /// Change a player's name.
    RenamePlayer {
        /// Who.
        player: PlayerId,
        /// The new name (not empty).
        name: String,
    },
    /// Remove a mistaken registration (Swiss): only while no round exists, a draft included,
    /// so no pairing, result or bye refers to any id. Later players move up one id (ids stay
    /// `1..n` in registration order); the audit log names players, never ids. A player who
    /// was paired is dropped instead ([`Command::Drop`]).
    RemovePlayer {
        /// Who.
        player: PlayerId,
    },
    /// Drop a player after the last fixed round (results stay, R-S6).
    Drop {
        /// Who.
        player: PlayerId,
    },
    /// Undo a drop: the player is paired again from the next round.
    Undrop {
        /// Who.
        player: PlayerId,
    },
    /// Propose the next round as a draft (the director's call, never automatic).
    PairNextRound,
    /// Replace the draft by a fresh proposal.
    Repair,
    /// Delete the draft.
    DeleteDraft,
    /// Swap two players of the draft: they swap opponents (logged as manual).
    SwapPlayers {
        /// One player of the draft.
        a: PlayerId,
        /// The other.
        b: PlayerId,
    },
    /// Swap two table numbers of the draft (logged as manual).
    SwapTables {
        /// One table number of the draft.
        a: TableNo,
        /// The other.
        b: TableNo,
    },
    /// Fix the draft's pairings.
    Publish,
    /// Enter or correct the result of a table. `round: None` means the last round.
    RecordResult {
        /// The round; `None` for the last one.
        round: Option<RoundNo>,
        /// The table.
        table: TableNo,
        /// Games from the first-listed player's side.
        result: MatchResult,
    },
    /// Add a whole played round from an import: published, with its results and byes.
    ImportRound {
        /// Must be the next round.
        round: RoundNo,
        /// The matches with their results.
        matches: Vec<ImportedMatch>,
        /// Players with a bye.
        byes: Vec<PlayerId>,
    },
    /// Muck: register entrants, each one name (a single player; with fixed pairs one who came
    /// alone and waits for a partner) or two names (a fixed pair). A late entry when rounds
    /// exist.
    AddEntrants {
        /// Per entrant one or two names.
        entrants: Vec<Vec<String>>,
    },
    /// Muck, fixed pairs: put two players who came alone together into a pair.
    MakePair {
        /// One player who came alone.
        a: PlayerId,
        /// The other.
        b: PlayerId,
    },
    /// Muck: withdraw an entrant between rounds (its results stay); with fixed pairs both
    /// players.
    Withdraw {
        /// Who.
        entrant: Entrant,
    },
    /// Muck: take a withdrawal back; the entrant is drawn again from the next round.
    Reinstate {
        /// Who.
        entrant: Entrant,
    },
    /// Muck: draw the next round as a draft (the director's call, never automatic).
    DrawRound,
    /// Muck: replace the draft by a fresh draw (the next draw number).
    Redraw,
    /// Muck: swap two entrants in the draft (seats or sitting out), logged as manual.
    SwapEntrants {
        /// One entrant of the draft.
        a: Entrant,
        /// The other.
        b: Entrant,
    },
    /// Muck: enter or correct scores of one table, `scores` for Bobbl `bobbl`, `bobbl + 1`, ...
    /// (`bobbl` 1-based). `second_entry` records the optional second entry of the sheet
    /// instead. `round: None` means the last round.
    MuckResult {
        /// The round; `None` for the last one.
        round: Option<RoundNo>,
        /// The table.
        table: TableNo,
        /// The first Bobbl the scores are for, 1-based.
        bobbl: u32,
        /// Points of side A and side B, one per Bobbl from `bobbl` on.
        scores: Vec<BobblScore>,
        /// The optional second entry of the sheet, compared with the first.
        second_entry: bool,
    },
    /// Muck: settle a table whose second entry differs from the first (issue 4), for every
    /// Bobbl that differs: `take: Second` copies the second entry into the first (a
    /// correction of the scores the ranking counts); `take: First` keeps the first entry and
    /// sets the second to it. `round: None` means the last round.
    ResolveEntries {
        /// The round; `None` for the last one.
        round: Option<RoundNo>,
        /// The table.
        table: TableNo,
        /// The entry whose values stand.
        take: SheetEntry,
    },
    /// Muck: add a round played elsewhere (an import) with its tables and scores.
    ImportMuckRound {
        /// Must be the next round.
        round: RoundNo,
        /// The tables with their scores.
        tables: Vec<ImportedMuckTable>,
    },
}

impl Command {
    /// Whether the command belongs to one system only: `Some("swiss")`, `Some("muck")`, or
    /// `None` for the commands every system shares.
    pub fn system(&self) -> Option<&'static str> {
        match self {
            Self::PairNextRound
            | Self::Repair
            | Self::SwapPlayers { .. }
            | Self::RecordResult { .. }
            | Self::ImportRound { .. }
            | Self::RemovePlayer { .. } => Some("swiss"),
            Self::AddEntrants { .. }
            | Self::MakePair { .. }
            | Self::Withdraw { .. }
            | Self::Reinstate { .. }
            | Self::DrawRound
            | Self::Redraw
            | Self::SwapEntrants { .. }
            | Self::MuckResult { .. }
            | Self::ResolveEntries { .. }
            | Self::ImportMuckRound { .. } => Some("muck"),
            Self::AddPlayers { .. }
            | Self::RenamePlayer { .. }
            | Self::Drop { .. }
            | Self::Undrop { .. }
            | Self::DeleteDraft
            | Self::SwapTables { .. }
            | Self::Publish => None,
        }
    }
}
