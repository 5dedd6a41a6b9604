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
    /// A result the players reported, or what the desk does with reports
    /// ([`super::reports`]); the same for every system with tables, applied by
    /// [`super::apply`] itself.
    Reports(super::reports::ReportCommand),
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

/// The commands every system has, as [`super::apply`] hands them to the event's system: the
/// shared variants of [`Command`], the same fields. Each system decides what they mean to it
/// (Muck reads a drop as withdrawing the player's entrant) or refuses one it has no use for
/// (Turnierfußball has no draft to publish).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shared {
    /// [`Command::AddPlayers`].
    AddPlayers {
        /// The names, in registration order.
        names: Vec<String>,
    },
    /// [`Command::RenamePlayer`].
    RenamePlayer {
        /// Who.
        player: PlayerId,
        /// The new name.
        name: String,
    },
    /// [`Command::Drop`].
    Drop {
        /// Who.
        player: PlayerId,
    },
    /// [`Command::Undrop`].
    Undrop {
        /// Who.
        player: PlayerId,
    },
    /// [`Command::DeleteDraft`].
    DeleteDraft,
    /// [`Command::SwapTables`].
    SwapTables {
        /// One table of the draft.
        a: TableNo,
        /// The other.
        b: TableNo,
    },
    /// [`Command::Publish`].
    Publish,
}

/// A command as one system receives it from [`super::apply`]: a shared one, or one of the
/// system's own (`C`, its command enum). Commands of other systems never reach a system:
/// [`super::apply`] refuses them once, before any system sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Routed<C> {
    /// A command every system has.
    Shared(Shared),
    /// One of the system's own commands.
    Own(C),
}

/// Where [`super::apply`] sends a command: the event itself (the print language, the round
/// clock), the commands every system shares, or one system's own.
pub(crate) enum Route {
    PrintLanguage(Option<crate::i18n::Lang>),
    Clock(super::clock::ClockCommand),
    Reports(super::reports::ReportCommand),
    Shared(Shared),
    /// A system's own command (one of the variants holding a system's enum), before the
    /// router knows that it is the event's system.
    Own(Command),
}

impl Command {
    /// The refusal of a system's own command at an event of another system (`event`), with
    /// what to do instead where that system has a like command.
    pub(crate) fn wrong_system(&self, event: super::GameKind) -> super::Rejected {
        match self {
            Self::Swiss(c) => c.wrong_system(event),
            Self::Muck(c) => c.wrong_system(event),
            Self::Football(c) => c.wrong_system(event),
            Self::Deich(c) => c.wrong_system(event),
            Self::GrandSlam(c) => c.wrong_system(event),
            // Never reached: the router asks this of a system's own command only (`Route::Own`);
            // a shared command belongs to every system. Listed one by one, so that a new
            // system's variant needs its arm above.
            Self::AddPlayers { .. }
            | Self::RenamePlayer { .. }
            | Self::Drop { .. }
            | Self::Undrop { .. }
            | Self::DeleteDraft
            | Self::SwapTables { .. }
            | Self::Publish
            | Self::SetPrintLanguage { .. }
            | Self::Clock(_)
            | Self::Reports(_) => super::Rejected::invalid("command", format!("{self:?}")),
        }
    }
}

impl Command {
    /// Where [`super::apply`] sends this command.
    pub(crate) fn route(self) -> Route {
        match self {
            Self::AddPlayers { names } => Route::Shared(Shared::AddPlayers { names }),
            Self::RenamePlayer { player, name } => {
                Route::Shared(Shared::RenamePlayer { player, name })
            }
            Self::Drop { player } => Route::Shared(Shared::Drop { player }),
            Self::Undrop { player } => Route::Shared(Shared::Undrop { player }),
            Self::DeleteDraft => Route::Shared(Shared::DeleteDraft),
            Self::SwapTables { a, b } => Route::Shared(Shared::SwapTables { a, b }),
            Self::Publish => Route::Shared(Shared::Publish),
            Self::SetPrintLanguage { lang } => Route::PrintLanguage(lang),
            Self::Clock(c) => Route::Clock(c),
            Self::Reports(c) => Route::Reports(c),
            own => Route::Own(own),
        }
    }

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

/// `From<$own> for Command` and its way back, `TryFrom<Command> for $own` (`Err`: the command
/// itself, when it is not this system's), for each system's command enum.
macro_rules! own_commands {
    ($($variant:ident($own:ty)),* $(,)?) => {$(
        impl From<$own> for Command {
            fn from(c: $own) -> Self {
                Self::$variant(c)
            }
        }

        impl TryFrom<Command> for $own {
            type Error = Command;

            fn try_from(c: Command) -> Result<Self, Command> {
                match c {
                    Command::$variant(c) => Ok(c),
                    other => Err(other),
                }
            }
        }
    )*};
}

own_commands!(
    Swiss(SwissCommand),
    Muck(MuckCommand),
    Football(FootballCommand),
    Deich(DeichCommand),
    GrandSlam(GrandSlamCommand),
);
