//! Commands: everything a director or game master can do, as data (DESIGN.md, "The way
//! data flows"). The commands every system shares are variants here; a system's own commands
//! are one variant holding that system's enum.

use super::ids::{PlayerId, TableNo};
use crate::deich::DeichCommand;
use crate::football::FootballCommand;
use crate::grand_slam::GrandSlamCommand;
use crate::muck::MuckCommand;
use crate::swiss::SwissCommand;
use serde::{Deserialize, Serialize};

/// A change to an event. Applied by [`super::apply`], which accepts it whole or rejects it
/// with nothing changed. The shared commands mean the same to every system that has them
/// (Muck reads a drop as withdrawing the player's entrant).
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
    /// Delete the draft.
    DeleteDraft,
    /// Swap two table numbers of the draft (logged as manual).
    SwapTables {
        /// One table number of the draft.
        a: TableNo,
        /// The other.
        b: TableNo,
    },
    /// Fix the draft's pairings.
    Publish,
    /// Set the language the event's documents are printed in (`None`: the language of the desk
    /// or the command line), for every system alike. Applied by [`super::apply`] itself, before
    /// any system's rules.
    SetPrintLanguage {
        /// `de`, `en`, or `None`.
        lang: Option<crate::i18n::Lang>,
    },
    /// A change of the round clock, with the time as data; the same for every system, applied
    /// by [`super::apply`] itself.
    Clock(super::clock::ClockCommand),
    /// A command of the Swiss system.
    Swiss(SwissCommand),
    /// A command of the Muck system.
    Muck(MuckCommand),
    /// A command of the Turnierfußball system.
    Football(FootballCommand),
    /// A command of the Deich system.
    Deich(DeichCommand),
    /// A command of the Grand Slam system.
    GrandSlam(GrandSlamCommand),
}

impl Command {
    /// Whether the command enters or corrects the result of one table (a Swiss result, a
    /// Muck score): the desk commits these by a journal line instead of writing the file
    /// whole. Each system says which of its commands are results.
    pub fn is_result(&self) -> bool {
        match self {
            Self::Swiss(c) => c.is_result(),
            Self::Muck(c) => c.is_result(),
            Self::Deich(c) => c.is_result(),
            _ => false,
        }
    }
}

impl From<SwissCommand> for Command {
    fn from(c: SwissCommand) -> Self {
        Self::Swiss(c)
    }
}

impl From<FootballCommand> for Command {
    fn from(c: FootballCommand) -> Self {
        Self::Football(c)
    }
}

impl From<DeichCommand> for Command {
    fn from(c: DeichCommand) -> Self {
        Self::Deich(c)
    }
}

impl From<GrandSlamCommand> for Command {
    fn from(c: GrandSlamCommand) -> Self {
        Self::GrandSlam(c)
    }
}

impl From<MuckCommand> for Command {
    fn from(c: MuckCommand) -> Self {
        Self::Muck(c)
    }
}
