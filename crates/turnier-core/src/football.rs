//! Turnierfußball, the play-by-mail round robin of United lineups: `turnierfussball.txt`
//! (with Anhang A and B) and RULINGS R-F1..R-F9.
//!
//! Files by the rule's concept:
//! - `lineup.rs`: T-A-V-M-S lineups and their corrections, R-F2 (normal) and R-F6 (anti);
//! - `expectation.rs`: the exact expectation of one game, Anhang B, R-F1;
//! - `dice.rs`: the dice mode, Anhang A, from the event's stored seed;
//! - `table.rs`: the tournament table, R-F3, and ranking points per place, R-F4;
//! - `ranking.rs`: the manager ranking with aging, R-F5, and the ranking list, R-F9;
//! - `wish.rs`: the WP wish for the next tournament, R-F7; the anti-tournament trigger, R-F8;
//! - `settings.rs`, `model.rs`: the series' settings, rounds and lineups;
//! - `series.rs`: a round's tournaments and the ranking list from the saved state;
//! - `letter.rs`: a manager's letter read into lineups with his wish (R-F7);
//! - `command.rs`, `apply.rs`, `validate.rs`: what the GM does, and the invariants.
//!
//! It plugs in as `Game::Football` with its own `FootballCommand`; lineups use the shared
//! per-round submissions where the latest counts. Engines stay pure.

/// The system's own Fluent files (`i18n/*/<name>.ftl`), found through
/// [`crate::game::GameKind::fluent`].
pub(crate) const FLUENT: crate::i18n::Fluent =
    crate::i18n::fluent_files!("football-engine", "football", "football-letters");

pub mod apply;
mod command;
pub mod dice;
pub mod expectation;
pub mod letter;
pub mod lineup;
mod model;
pub mod ranking;
pub mod series;
mod settings;
pub mod table;
pub(crate) mod validate;
pub mod wish;

pub use command::{FootballCommand, ImportedRank};
pub use lineup::{Correction, Lineup, Row};
pub use model::{FootballGame, FootballRound, TeamEntry, TeamKey, Tournament, WpFrom};
pub use settings::{FootballSettings, Mode};
