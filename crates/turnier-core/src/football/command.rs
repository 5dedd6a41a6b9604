//! The Turnierfußball commands (`turnierfussball.txt`); the shared ones are in
//! [`crate::game::Command`].

use super::lineup::Lineup;
use crate::game::{GameKind, PlayerId, Rejected};
use serde::{Deserialize, Serialize};

/// One line of an imported ranking list (taking over a running game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportedRank {
    /// The manager.
    pub manager: PlayerId,
    /// RLP as a decimal, exactly as given (`949.7`).
    pub rlp: String,
    /// The last round the manager played, in the series' numbering.
    pub last_round: u32,
}

/// A change only a Turnierfußball series has. Applied through [`crate::game::apply`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum FootballCommand {
    /// A team's lineup for the open round: a new team, or a corrected lineup that replaces the
    /// team's earlier one (logged). The manager is registered if new.
    SubmitLineup {
        /// The team's name (at most 30 characters, distinct in the tournament).
        team: String,
        /// The manager's name.
        manager: String,
        /// T-A-V-M-S as submitted.
        lineup: Lineup,
        /// WP wish for the next tournament, 10..=300 (R-F7); normal tournament only.
        wish: Option<u32>,
        /// For the anti-tournament of the round (R-F8).
        anti: bool,
    },
    /// Take a team's lineup out of the open round.
    WithdrawLineup {
        /// The team's name.
        team: String,
        /// Of the anti-tournament.
        anti: bool,
    },
    /// Evaluate the open round's tournament(s), then open the next round with its WP (R-F7)
    /// and, after a win of the anti-manager, an anti-tournament (R-F8).
    Evaluate,
    /// The GM sets the open round's WP (R-F7: when no valid wish decides).
    SetWp {
        /// 10..=300.
        wp: u32,
    },
    /// The GM sets the open round's deadline as posted (`ZAT 12`); empty clears it.
    SetZat {
        /// The words.
        zat: String,
    },
    /// Take over a ranking list, before the first evaluation: the managers (registered if
    /// new) with their RLP and last round; the open round is numbered after the latest.
    ImportRanking {
        /// Manager name, RLP as a decimal, last round played.
        rows: Vec<(String, String, u32)>,
    },
}

impl FootballCommand {
    /// The command in words (an i18n key), for "this is a swiss event: ... is for football events only".
    pub fn describe(&self) -> &'static str {
        match self {
            Self::SubmitLineup { .. } => crate::i18n::key("football-err-cmd-lineup"),
            Self::WithdrawLineup { .. } => crate::i18n::key("football-err-cmd-withdraw"),
            Self::Evaluate => crate::i18n::key("football-err-cmd-evaluate"),
            Self::SetWp { .. } => crate::i18n::key("football-err-cmd-wp"),
            Self::SetZat { .. } => crate::i18n::key("football-err-cmd-zat"),
            Self::ImportRanking { .. } => crate::i18n::key("football-err-cmd-import"),
        }
    }

    /// The refusal of this command at an event of another system.
    pub fn wrong_system(&self, event: GameKind) -> Rejected {
        Rejected::WrongSystem {
            event,
            owner: GameKind::Football,
            command: self.describe(),
            instead: "",
        }
    }
}
