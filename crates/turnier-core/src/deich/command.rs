//! The Deich system's own commands (`ostfriesischer-deich.txt`); the shared ones (registering,
//! renaming, dropping before round 1) are in [`crate::game::Command`].

use super::Fp;
use crate::game::{GameKind, PlayerId, Rejected, RoundNo};
use serde::{Deserialize, Serialize};

/// A change only a Deich race has. Applied through [`crate::game::apply`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeichCommand {
    /// Set a player's place in the last race (1, 2, 3; `None` clears it), which gives his
    /// start FP (1.1). Only before round 1 is evaluated.
    SetLastPlace {
        /// Who.
        player: PlayerId,
        /// 1, 2 or 3, or none.
        place: Option<u8>,
    },
    /// Set a player's start FP by hand, a GM's decision that overrides the last place (1.1;
    /// logged); `None` goes back to the FP of the last place. Only before round 1 is
    /// evaluated.
    SetStartFp {
        /// Who.
        player: PlayerId,
        /// The start FP, or none.
        fp: Option<Fp>,
    },
    /// A player's bid for a round (1.2, 3.1): the latest counts, the earlier stays in the
    /// audit log. A bid above his FP counts as all his FP (R-D1). `round: None` is the open
    /// round; a round already evaluated refuses it (3.3).
    Bid {
        /// The round; `None` for the open one.
        round: Option<RoundNo>,
        /// Who.
        player: PlayerId,
        /// The FP he bids.
        bid: Fp,
    },
    /// Set the ZAT (the deadline) of a round in the GM's words; empty clears it. `round: None`
    /// is the open round.
    SetZat {
        /// The round; `None` for the open one.
        round: Option<RoundNo>,
        /// The deadline: `So 12.5. 20:00`.
        zat: String,
    },
    /// Evaluate the open round (R-D2, R-D3): those without a bid are NMRs; its bids close
    /// (3.3). The race ends after a round with two or fewer left (2.1).
    Evaluate,
}

impl DeichCommand {
    /// Whether this is a bid: the desk commits bids by a journal line, as results
    /// ([`crate::game::Command::is_result`]).
    pub fn is_result(&self) -> bool {
        matches!(self, Self::Bid { .. })
    }

    /// The command in words, for "this is a swiss event: ... is for deich events only".
    pub fn describe(&self) -> &'static str {
        match self {
            Self::SetLastPlace { .. } => crate::i18n::key("deich-err-cmd-last-place"),
            Self::SetStartFp { .. } => crate::i18n::key("deich-err-cmd-start-fp"),
            Self::Bid { .. } => crate::i18n::key("deich-err-cmd-bid"),
            Self::SetZat { .. } => crate::i18n::key("deich-err-cmd-zat"),
            Self::Evaluate => crate::i18n::key("deich-err-cmd-evaluate"),
        }
    }

    /// The refusal of this command at an event of another system (`event`):
    /// [`Rejected::WrongSystem`] with [`Self::describe`].
    pub fn wrong_system(&self, event: GameKind) -> Rejected {
        Rejected::WrongSystem {
            event,
            owner: GameKind::Deich,
            command: self.describe(),
            instead: "",
        }
    }
}
