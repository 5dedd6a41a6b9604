//! The core every system shares: the [`Event`] with its [`Registry`], audit log and one
//! [`Game`] inside; [`Command`]s and the one [`apply`] that dispatches them to the game's
//! rules; typed [`Rejected`] refusals; ids, the shared round life cycle ([`lifecycle`]),
//! per-round [`submissions`] where the latest counts, the seeded lot generator and undo.
//!
//! A system plugs in at the dispatch points, one match on [`Game`] or [`GameKind`] each:
//! [`apply`] here, `store::validate`, `print::DocumentKind`, `cli::dispatch` and the desk's
//! `tui::game`. Everything else is the system's own folder (`swiss/`, `muck/`, ...). See
//! `docs/ARCHITECTURE.md`.

mod apply;
mod audit;
pub mod clock;
mod command;
mod event;
mod ids;
pub mod lifecycle;
pub mod lots;
mod message;
mod registry;
mod rejected;
#[cfg(test)]
mod rejection_texts;
pub mod reports;
mod rules;
pub mod settings;
pub mod submissions;
mod undo;
mod validate;

pub(crate) use apply::index;
pub use apply::{
    Change, MAX_EVENT_NAME_CHARS, MAX_NAME_CHARS, apply, clean_event_name, clean_name,
    is_forbidden_in_name, known, name_fault, quote_name,
};
pub use audit::AuditEntry;
pub use command::{Command, Routed, Shared};
pub(crate) use event::each_game;
pub use event::{Event, Game, GameKind, SCHEMA};
pub use ids::{PlayerId, RoundNo, TableNo};
pub use lifecycle::{RoundState, next_round_allowed};
pub use message::{ListSep, Msg, MsgArg};
pub use registry::{Participant, Registry, display_names, same_name_key, split_id};
pub use rejected::Rejected;
pub use rules::GameView;
pub(crate) use rules::{Rules, run_own};
pub use undo::undo;
pub use validate::problems;
