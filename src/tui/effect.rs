//! What a screen asks the desk to do (DESIGN.md, "TUI": screens return what to do; they do not
//! commit). A screen's handler changes the UI state it owns (a mark, a typed line, a question,
//! the status line) and returns an [`Effect`]; the commands in it are run by
//! [`App::update`](super::App::update) alone, through the session (apply, commit, views), and
//! what the screen does after a saved command follows in [`Effect::then`].

use super::app::App;
use crate::game::Command;

/// What follows once every command of an effect is saved: the cursor moves on, the line opens
/// again, the status line says what comes next.
pub(crate) type Then = Box<dyn FnOnce(&mut App)>;

/// What a screen's handler asks update to do.
pub(crate) enum Effect {
    /// Not a key of the screen: the desk's own keys get it.
    Unhandled,
    /// Taken: run `commands` in order through the session, each on the status line as it is
    /// saved (the first one not saved stops the rest, with its reason there); once every one
    /// is saved, `then` follows. No commands: the key changed UI state only.
    Run {
        /// The commands, in order.
        commands: Vec<Command>,
        /// What follows once they are saved.
        then: Option<Then>,
    },
}

impl Effect {
    /// Taken, and nothing to run (the handler changed UI state itself).
    pub(crate) fn done() -> Self {
        Self::Run {
            commands: Vec::new(),
            then: None,
        }
    }

    /// Run `cmd`.
    pub(crate) fn run(cmd: impl Into<Command>) -> Self {
        Self::run_all(vec![cmd.into()])
    }

    /// Run `commands` in order, stopping at the first one not saved.
    pub(crate) fn run_all(commands: Vec<Command>) -> Self {
        Self::Run {
            commands,
            then: None,
        }
    }

    /// `f` follows once every command is saved (at once when there is none), after what
    /// followed already. An unhandled key stays unhandled: nothing follows it.
    pub(crate) fn then(self, f: impl FnOnce(&mut App) + 'static) -> Self {
        match self {
            Self::Unhandled => Self::Unhandled,
            Self::Run { commands, then } => Self::Run {
                commands,
                then: Some(match then {
                    None => Box::new(f),
                    Some(first) => Box::new(move |app: &mut App| {
                        first(app);
                        f(app);
                    }),
                }),
            },
        }
    }
}
