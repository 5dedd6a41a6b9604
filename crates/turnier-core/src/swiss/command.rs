//! The Swiss system's own commands (`swiss-pairing-and-scoring.txt`, "Was der Veranstalter
//! steuert"); the shared ones are in [`crate::game::Command`].

use super::round::MatchResult;
use crate::game::{GameKind, PlayerId, Rejected, RoundNo, TableNo};
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

/// One player of an imported players list, as `export EV players` writes it: the name and
/// where the registration stands against the rounds, so that a re-import pairs and ranks the
/// player as the exported event did (R-S5, R-S6, R-S17).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportedPlayer {
    /// The name as registered (two players may share one; ids tell them apart).
    pub name: String,
    /// A late entry: the first round the player could be paired in (R-S17); `None` for a
    /// player there from round 1 (or, at an event with rounds, from the next round, as a
    /// registration then is).
    pub entered_round: Option<RoundNo>,
    /// Dropped after this round (R-S6; 0: before round 1); `None` for a player still in.
    pub dropped_after: Option<RoundNo>,
}

/// A change only a Swiss event has. Applied through [`crate::game::apply`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SwissCommand {
    /// Remove a mistaken registration (Swiss): only while no round exists, a draft included,
    /// so no pairing, result or bye refers to any id. Later players move up one id (ids stay
    /// `1..n` in registration order); the audit log names players, never ids. A player who
    /// was paired is dropped instead ([`Command::Drop`](crate::game::Command::Drop)).
    RemovePlayer {
        /// Who.
        player: PlayerId,
    },
    /// Propose the next round as a draft (the director's call, never automatic).
    PairNextRound,
    /// Replace the draft by a fresh proposal.
    Repair,
    /// Swap two players of the draft: they swap opponents (logged as manual).
    SwapPlayers {
        /// One player of the draft.
        a: PlayerId,
        /// The other.
        b: PlayerId,
    },
    /// Enter or correct the result of a table. `round: None` means the last round.
    RecordResult {
        /// The round; `None` for the last one.
        round: Option<RoundNo>,
        /// The table.
        table: TableNo,
        /// Games from the first-listed player's side.
        result: MatchResult,
    },
    /// Make the top cut after the last Swiss round and publish the first playoff round
    /// (R-S18, R-S19; [`crate::swiss::playoff`]): the `cut` best active players of the final
    /// Swiss standings, in bracket order (Top 8: 1v8, 4v5, 2v7, 3v6).
    StartPlayoff {
        /// The cut C: 2, 4, 8, … (a power of two, at most the active players).
        cut: u32,
    },
    /// Seat a late arrival in the last round, a draft or published (R-S20): against the
    /// player who has the bye, if there is one (the bye becomes a match at a new table); else
    /// the late arrival sits that round out with no result and no points and is paired from
    /// the next round on (never a bye: no 3 match points for arriving late). The round's other
    /// tables are never re-paired. Logged.
    SeatLate {
        /// Who: registered, not dropped, not seated in that round.
        player: PlayerId,
    },
    /// Take the top cut back (R-S18): removes the playoff and every playoff round, with their
    /// results (the audit log keeps them); the Swiss rounds are untouched, so the cut can be
    /// made again. A player who dropped during the playoff stays dropped, after the last Swiss
    /// round. Allowed at any stage of the playoff (the desk asks first and says how many
    /// results go); refused with no playoff.
    CancelPlayoff,
    /// Register the players of an imported players list in its order, each with its late
    /// entry and drop (a plain list of names is [`Command::AddPlayers`](crate::game::Command::AddPlayers)):
    /// the players file of `export EV players`, read back before its results file, gives the
    /// exported event's registration order, late entries and drops (R-S9, R-S6, R-S17).
    ImportPlayers {
        /// The players, in registration order.
        players: Vec<ImportedPlayer>,
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
}

impl SwissCommand {
    /// Whether this enters or corrects a table's result ([`crate::game::Command::is_result`]).
    pub fn is_result(&self) -> bool {
        matches!(self, Self::RecordResult { .. })
    }

    /// The command in words (an i18n key), for "this is a muck event: ... is for swiss events
    /// only".
    pub fn describe(&self) -> &'static str {
        match self {
            Self::PairNextRound => crate::i18n::key("err-cmd-swiss-pair"),
            Self::Repair => crate::i18n::key("err-cmd-swiss-repair"),
            Self::SwapPlayers { .. } => crate::i18n::key("err-cmd-swiss-swap"),
            Self::RecordResult { .. } => crate::i18n::key("err-cmd-swiss-result"),
            Self::ImportRound { .. } => crate::i18n::key("err-cmd-swiss-import"),
            Self::ImportPlayers { .. } => crate::i18n::key("day-cmd-import-players"),
            Self::SeatLate { .. } => crate::i18n::key("day-cmd-seat"),
            Self::RemovePlayer { .. } => crate::i18n::key("err-cmd-this"),
            Self::StartPlayoff { .. } => crate::i18n::key("playoff-cmd-start"),
            Self::CancelPlayoff => crate::i18n::key("playoff-cmd-cancel"),
        }
    }

    /// What to do instead at an event of `event`'s system, after [`Self::describe`]: the
    /// Muck command that does the like (draw for pair, the score for a result); empty at the
    /// other systems, which have no like command.
    pub fn instead(&self, event: GameKind) -> &'static str {
        if event != GameKind::Muck {
            return "";
        }
        match self {
            Self::PairNextRound => crate::i18n::key("err-instead-draw"),
            Self::Repair => crate::i18n::key("err-instead-redraw"),
            Self::SwapPlayers { .. } => crate::i18n::key("err-instead-swap-entrants"),
            Self::RecordResult { .. } => crate::i18n::key("err-instead-bobbl-score"),
            Self::ImportRound { .. }
            | Self::ImportPlayers { .. }
            | Self::RemovePlayer { .. }
            | Self::StartPlayoff { .. }
            | Self::SeatLate { .. }
            | Self::CancelPlayoff => "",
        }
    }

    /// The refusal of this command at an event of another system (`event`):
    /// [`Rejected::WrongSystem`] with [`Self::describe`] and [`Self::instead`].
    pub fn wrong_system(&self, event: GameKind) -> Rejected {
        Rejected::WrongSystem {
            event,
            owner: GameKind::Swiss,
            command: self.describe(),
            instead: self.instead(event),
        }
    }
}
