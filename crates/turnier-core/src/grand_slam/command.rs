//! The Grand Slam system's own commands (`grand-slam.txt`); the shared ones (registering and
//! renaming players) are in [`crate::game::Command`].

use super::model::{EntryLimit, Offered};
use crate::game::{GameKind, PlayerId, Rejected};
use serde::{Deserialize, Serialize};

/// A change only a Grand Slam game has. Applied through [`crate::game::apply`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum GrandSlamCommand {
    /// Register a player with his strength (2: a newcomer has 100) and the round he joined
    /// in (`None`: the round being prepared); the rounds before it are pauses (R-G9).
    AddPlayer {
        /// The name.
        name: String,
        /// His strength, at least 15 (no valid distribution below, R-G2).
        strength: u32,
        /// The round he joined in, 1..=the round being prepared.
        joined_round: Option<u32>,
    },
    /// Set the offer of the round being prepared (5 a-e): its tournaments in order. Opens
    /// round 1 when there is none. Entries of a tournament that keeps its name stay; an
    /// offer that drops a tournament someone entered is refused.
    SetOffer {
        /// The tournaments.
        tournaments: Vec<Offered>,
    },
    /// Set the entry limits of the round being prepared (3.1, R-G13); empty: no limit.
    SetLimits {
        /// Per strength from which it holds, the tournaments allowed.
        limits: Vec<EntryLimit>,
    },
    /// A player's distribution for one tournament of the round being prepared (4; R-G1,
    /// R-G2, R-G13): the latest per player and tournament counts; rule 10 corrects the sum.
    Enter {
        /// Who.
        player: PlayerId,
        /// The tournament's place in the offer, 0-based.
        tournament: usize,
        /// The five sets as typed: `30,25,21,13,11`.
        sets: String,
    },
    /// Take a player's entry out of a tournament of the round being prepared.
    Withdraw {
        /// Who.
        player: PlayerId,
        /// The tournament's place in the offer, 0-based.
        tournament: usize,
    },
    /// Draw and play every tournament of the round being prepared from the event's seed
    /// (5.1): who sent nothing plays nothing, a pause (9, R-G15). After every 10th round the
    /// season changes (7, R-G5).
    PlayRound,
    /// Open the next round after a played one; it starts with the last round's limits and
    /// an empty offer. Refused while a Masters is being played.
    NextRound,
    /// Start the Masters after the season's last round (11, R-G14): the top 8 of the WRL
    /// after aging qualify; each pays the entry fee of 1.50 from his account.
    StartMasters,
    /// A distribution for the Masters (11: one per match allowed; R-G1, R-G2).
    EnterMasters {
        /// Who.
        player: PlayerId,
        /// Which match.
        slot: MastersFor,
        /// The five sets as typed.
        sets: String,
    },
    /// Play the Masters' next stage from the event's seed: the groups, the semi-finals, or
    /// the final and the third-place match.
    PlayMasters,
    /// Credit (or, negative, debit) a player's subscription account, in cents.
    Credit {
        /// Who.
        player: PlayerId,
        /// Cents, not 0.
        cents: i64,
    },
}

/// Which Masters match a distribution is for, as the GM names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MastersFor {
    /// Every match without one of its own.
    Default,
    /// The group match against this player.
    Against(PlayerId),
    /// The semi-final.
    Semi,
    /// The final or the third-place match.
    Final,
}

impl GrandSlamCommand {
    /// The command in words (an i18n key), for "this is a swiss event: … is for grand-slam
    /// events only".
    pub fn describe(&self) -> &'static str {
        match self {
            Self::AddPlayer { .. } => crate::i18n::key("gs-err-cmd-add"),
            Self::SetOffer { .. } => crate::i18n::key("gs-err-cmd-offer"),
            Self::SetLimits { .. } => crate::i18n::key("gs-err-cmd-limits"),
            Self::Enter { .. } | Self::Withdraw { .. } => crate::i18n::key("gs-err-cmd-enter"),
            Self::PlayRound => crate::i18n::key("gs-err-cmd-play"),
            Self::NextRound => crate::i18n::key("gs-err-cmd-next"),
            Self::StartMasters | Self::EnterMasters { .. } | Self::PlayMasters => {
                crate::i18n::key("gs-err-cmd-masters")
            }
            Self::Credit { .. } => crate::i18n::key("gs-err-cmd-credit"),
        }
    }

    /// The refusal of this command at an event of another system (`event`).
    pub fn wrong_system(&self, event: GameKind) -> Rejected {
        Rejected::WrongSystem {
            event,
            owner: GameKind::GrandSlam,
            command: self.describe(),
            instead: "",
        }
    }
}
