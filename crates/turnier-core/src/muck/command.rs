//! The Muck system's own commands (`muck-ranking.txt`); the shared ones are in
//! [`crate::game::Command`].

use super::model::{BobblScore, Entrant, SheetEntry, Side};
use crate::game::{GameKind, PlayerId, Rejected, RoundNo, TableNo};
use serde::{Deserialize, Serialize};

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

/// A change only a Muck event has. Applied through [`crate::game::apply`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum MuckCommand {
    /// register entrants, each one name (a single player; with fixed pairs one who came
    /// alone and waits for a partner) or two names (a fixed pair). A late entry when rounds
    /// exist.
    AddEntrants {
        /// Per entrant one or two names.
        entrants: Vec<Vec<String>>,
    },
    /// Fixed pairs: put two players who came alone together into a pair.
    MakePair {
        /// One player who came alone.
        a: PlayerId,
        /// The other.
        b: PlayerId,
    },
    /// withdraw an entrant between rounds (its results stay); with fixed pairs both
    /// players.
    Withdraw {
        /// Who.
        entrant: Entrant,
    },
    /// remove an entrant registered by mistake that never played: a fixed pair (both its
    /// players' registrations go) or a single player (also one who came alone and waits for a
    /// partner). Only while it sat at no table of a published or complete round and is not
    /// in the draft; a round it sat out no longer names it. Later players and pairs move up
    /// one id (ids stay `1..n` in registration order); the audit log names entrants, never
    /// ids. An entrant who played is withdrawn instead ([`MuckCommand::Withdraw`]).
    Remove {
        /// Who.
        entrant: Entrant,
    },
    /// seat a late pair or single player in the last round, a draft or published
    /// ([`crate::muck::late`]): at a new table against the entrant who sits that round out
    /// (changing partners: the three players who sit out), else as the round's sitting-out
    /// entrant. The round's other tables never change. Logged.
    SeatLate {
        /// Who: registered, active, not in that round.
        entrant: Entrant,
    },
    /// take a withdrawal back; the entrant is drawn again from the next round.
    Reinstate {
        /// Who.
        entrant: Entrant,
    },
    /// draw the next round as a draft (the director's call, never automatic).
    DrawRound,
    /// replace the draft by a fresh draw (the next draw number).
    Redraw,
    /// swap two entrants in the draft (seats or sitting out), logged as manual.
    SwapEntrants {
        /// One entrant of the draft.
        a: Entrant,
        /// The other.
        b: Entrant,
    },
    /// enter or correct scores of one table, `scores` for Bobbl `bobbl`, `bobbl + 1`, ...
    /// (`bobbl` 1-based). `second_entry` records the optional second entry of the sheet
    /// instead. `round: None` means the last round.
    Score {
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
    /// settle a table whose second entry differs from the first, for every Bobbl that differs:
    /// `take: Second` copies the second entry into the first (a correction of the scores the
    /// ranking counts); `take: First` keeps the first entry and sets the second to it.
    /// `round: None` means the last round.
    ResolveEntries {
        /// The round; `None` for the last one.
        round: Option<RoundNo>,
        /// The table.
        table: TableNo,
        /// The entry whose values stand.
        take: SheetEntry,
    },
    /// add a round played elsewhere (an import) with its tables and scores.
    ImportRound {
        /// Must be the next round.
        round: RoundNo,
        /// The tables with their scores.
        tables: Vec<ImportedMuckTable>,
    },
}

impl MuckCommand {
    /// Whether this enters or corrects a table's scores ([`crate::game::Command::is_result`]).
    pub fn is_result(&self) -> bool {
        matches!(self, Self::Score { .. })
    }

    /// The command in words (an i18n key), for "this is a swiss event: ... is for muck events
    /// only".
    pub fn describe(&self) -> &'static str {
        match self {
            Self::AddEntrants { .. } => crate::i18n::key("err-cmd-muck-add"),
            Self::MakePair { .. } => crate::i18n::key("err-cmd-muck-make-pair"),
            Self::Withdraw { .. } => crate::i18n::key("err-cmd-muck-withdraw"),
            Self::Reinstate { .. } => crate::i18n::key("err-cmd-muck-reinstate"),
            Self::Remove { .. } => crate::i18n::key("err-cmd-muck-remove"),
            Self::SeatLate { .. } => crate::i18n::key("day-cmd-seat"),
            Self::DrawRound => crate::i18n::key("err-cmd-muck-draw"),
            Self::Redraw => crate::i18n::key("err-cmd-muck-redraw"),
            Self::SwapEntrants { .. } => crate::i18n::key("err-cmd-muck-swap"),
            Self::Score { .. } => crate::i18n::key("err-cmd-muck-score"),
            Self::ResolveEntries { .. } => crate::i18n::key("err-cmd-muck-resolve"),
            Self::ImportRound { .. } => crate::i18n::key("err-cmd-muck-import"),
        }
    }

    /// What to do instead at an event of `event`'s system, after [`Self::describe`]: the
    /// Swiss command that does the like (pair for draw); empty at the other systems.
    pub fn instead(&self, event: GameKind) -> &'static str {
        if event != GameKind::Swiss {
            return "";
        }
        match self {
            Self::DrawRound | Self::Redraw => crate::i18n::key("err-instead-pair"),
            _ => "",
        }
    }

    /// The refusal of this command at an event of another system (`event`):
    /// [`Rejected::WrongSystem`] with [`Self::describe`] and [`Self::instead`].
    pub fn wrong_system(&self, event: GameKind) -> Rejected {
        Rejected::WrongSystem {
            event,
            owner: GameKind::Muck,
            command: self.describe(),
            instead: self.instead(event),
        }
    }
}
