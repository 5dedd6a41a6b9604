//! What a screen asks the desk to do (DESIGN.md, "TUI": screens return what to do; they do not
//! commit). A screen's handler changes the UI state it owns (a mark, a typed line, a question,
//! the status line) and returns an [`Effect`]; the commands in it are run by
//! [`App::update`](super::App::update) alone, through the session (apply, commit, views), and
//! what the screen does after a saved command it asks for as a message ([`Effect::then`]),
//! which its system's desk gets back once the commands are saved
//! ([`super::game::SystemDesk::on_saved`]).

use crate::game::Command;
use std::any::Any;
use std::fmt::Debug;

/// A system's message for after an effect's commands are saved: its own type (`SwissAfter`,
/// `MuckAfter`, …), saying what happened (a player added, a result recorded at a table), so
/// that its desk moves the cursor on, opens the line again or says what comes next. The desk
/// carries it without knowing it.
pub(crate) trait AfterSave: Any + Debug {}

impl<T: Any + Debug> AfterSave for T {}

/// A boxed [`AfterSave`].
pub(crate) type After = Box<dyn AfterSave>;

/// What a screen's handler asks update to do.
pub(crate) enum Effect {
    /// Not a key of the screen: the desk's own keys get it.
    Unhandled,
    /// Taken: run `commands` in order through the session, each on the status line as it is
    /// saved (the first one not saved stops the rest, with its reason there); once every one
    /// is saved, each message of `then` goes to the system's desk, in order. No commands: the key changed UI state only.
    Run {
        /// The commands, in order.
        commands: Vec<Command>,
        /// The screen's messages for once they are saved, in order.
        then: Vec<After>,
    },
}

impl Effect {
    /// Taken, and nothing to run (the handler changed UI state itself).
    pub(crate) fn done() -> Self {
        Self::run_all(Vec::new())
    }

    /// Run `cmd`.
    pub(crate) fn run(cmd: impl Into<Command>) -> Self {
        Self::run_all(vec![cmd.into()])
    }

    /// Run `commands` in order, stopping at the first one not saved.
    pub(crate) fn run_all(commands: Vec<Command>) -> Self {
        Self::Run {
            commands,
            then: Vec::new(),
        }
    }

    /// The system's desk gets `after` once every command is saved (at once when there is
    /// none), after what followed already. An unhandled key stays unhandled: nothing follows
    /// it.
    pub(crate) fn then(self, after: impl AfterSave) -> Self {
        match self {
            Self::Unhandled => Self::Unhandled,
            Self::Run { commands, mut then } => {
                then.push(Box::new(after));
                Self::Run { commands, then }
            }
        }
    }
}
