//! `turnier`: a keyboard-first desk tool for live tournaments.
//!
//! Data flows one way (see `docs/ARCHITECTURE.md`): input becomes a [`game::Command`], the
//! pure [`game::apply`] hands it to the rules of the event's game and returns the new state,
//! [`store`] writes it, and each system's pure engines ([`swiss`], [`muck`]) compute standings,
//! pairings, draws and rankings from the saved state.

#![warn(missing_docs)]

pub mod cli;
pub mod deich;
pub mod examples;
pub mod fold;
pub mod football;
pub mod game;
pub mod grand_slam;
pub mod i18n;
pub mod import;
pub mod muck;
pub mod print;
pub mod ratio;
pub mod search;
pub mod session;
pub mod share;
pub mod store;
pub mod swiss;
pub mod sync;
pub mod tui;
pub mod wall;
