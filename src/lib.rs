//! `turnier`: a keyboard-first desk tool for live tournaments.
//!
//! Data flows one way (see `docs/ARCHITECTURE.md`): input becomes a [`game::Command`], the
//! pure [`game::apply`] hands it to the rules of the event's game and returns the new state,
//! [`store`] writes it, and each system's pure engines ([`swiss`], [`muck`]) compute standings,
//! pairings, draws and rankings from the saved state.

#![warn(missing_docs)]

// The pure core, re-exported so that `turnier::game`, `turnier::swiss`, … name the same items
// as `turnier_core::…`.
pub use turnier_core::*;

pub mod cli;
pub mod import;
pub mod print;
pub mod room;
pub mod session;
pub mod share;
pub mod store;
pub mod tui;
pub mod wall;
