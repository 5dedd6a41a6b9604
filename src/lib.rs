//! `turnier`: a keyboard-first desk tool for live tournaments.
//!
//! Data flows one way (see `DESIGN.md`): input becomes a [`tournament::Command`], the pure
//! [`tournament::apply`] validates it and returns the new state, [`store`] writes it atomically,
//! and the pure engines in [`engine`] compute standings and pairings from the saved state.

#![warn(missing_docs)]

pub mod cli;
pub mod engine;
pub mod examples;
pub mod fold;
pub mod import;
pub mod print;
pub mod ratio;
pub mod store;
pub mod tournament;
pub mod tui;
