//! The tournament model: participants, rounds, settings and the audit log, changed only by
//! [`apply`]ing a [`Command`] (DESIGN.md, "Tournament state").

mod apply;
mod audit;
mod command;
mod ids;
mod round;
mod settings;
mod undo;

pub use apply::{Rejected, apply};
pub use audit::AuditEntry;
pub use command::{Command, ImportedMatch};
pub use ids::{PlayerId, RoundNo, TableNo};
pub use round::{MatchResult, Outcome, Round, RoundState, Table, TableReason};
pub use settings::{ByeGames, Floor, Opponents, Profile, SwissSettings, System};
pub use undo::undo;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// The save-file schema this build writes and reads.
pub const SCHEMA: u32 = 1;

/// A registered player (or, in other systems, entrant). Never deleted once registered: a player
/// who leaves is dropped, with the round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    /// Registration order; the last tiebreaker (R-S9).
    pub id: PlayerId,
    /// Display name; two players may share a name.
    pub name: String,
    /// Dropped after this round: not paired in any later round, results stay (R-S6).
    pub dropped_after: Option<RoundNo>,
    /// Set for a late entry: the first round the player could be paired in (R-S17).
    pub entered_round: Option<RoundNo>,
}

impl Participant {
    /// Whether the player is dropped (for the next round to be paired).
    pub fn is_dropped(&self) -> bool {
        self.dropped_after.is_some()
    }
}

/// A whole tournament as saved: the single source of truth for every view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    /// Save-file schema version, [`SCHEMA`].
    pub schema: u32,
    /// The tournament's name.
    pub name: String,
    /// When it was created (UTC).
    pub created: DateTime<Utc>,
    /// The system and its settings.
    pub system: System,
    /// Participants in registration order (`id` = position + 1).
    pub participants: Vec<Participant>,
    /// Rounds in order; at most the last one is a draft.
    pub rounds: Vec<Round>,
    /// Every committed command.
    pub audit: Vec<AuditEntry>,
    /// Seed for the engines that draw lots; Swiss uses none (it is deterministic without one).
    pub seed: u64,
}

impl Tournament {
    /// A new, empty tournament.
    pub fn new(name: impl Into<String>, system: System, created: DateTime<Utc>, seed: u64) -> Self {
        Self {
            schema: SCHEMA,
            name: name.into(),
            created,
            system,
            participants: Vec::new(),
            rounds: Vec::new(),
            audit: Vec::new(),
            seed,
        }
    }

    /// The Swiss settings (every tournament is Swiss until another system exists).
    pub fn swiss(&self) -> &SwissSettings {
        match &self.system {
            System::Swiss(s) => s,
        }
    }

    /// The participant with this id.
    pub fn participant(&self, id: PlayerId) -> Option<&Participant> {
        id.0.checked_sub(1)
            .and_then(|i| self.participants.get(i as usize))
            .filter(|p| p.id == id)
    }

    /// The name of a player, or its id if unknown.
    pub fn name_of(&self, id: PlayerId) -> String {
        self.participant(id)
            .map(|p| p.name.clone())
            .unwrap_or_else(|| id.to_string())
    }

    /// The round with this number.
    pub fn round(&self, n: RoundNo) -> Option<&Round> {
        n.0.checked_sub(1).and_then(|i| self.rounds.get(i as usize))
    }

    /// The last round, if any.
    pub fn current_round(&self) -> Option<&Round> {
        self.rounds.last()
    }

    /// Rounds whose pairings are fixed (published or complete): those the standings count.
    pub fn played_rounds(&self) -> impl Iterator<Item = &Round> {
        self.rounds.iter().filter(|r| r.state != RoundState::Draft)
    }

    /// Players to be paired in the next round: not dropped, in registration order.
    pub fn active_players(&self) -> Vec<PlayerId> {
        self.participants
            .iter()
            .filter(|p| !p.is_dropped())
            .map(|p| p.id)
            .collect()
    }
}
