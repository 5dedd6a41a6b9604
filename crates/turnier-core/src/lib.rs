//! `turnier-core`: the pure core of `turnier`, the desk tool for live tournaments and
//! play-by-mail games.
//!
//! Everything here computes and nothing else: the [`game::Event`] with its registry, audit log
//! and one [`game::Game`] inside; the [`game::Command`]s and the one [`game::apply`] that routes
//! each to the rules of its system; typed [`game::Rejected`] refusals; the round life cycle,
//! settings tables and seeded lots; the engines of the five systems ([`swiss`], [`muck`],
//! [`football`], [`deich`], [`grand_slam`]); the language layer ([`i18n`]), the reader of players'
//! letters ([`letter`]) and the pure sync log of several desks ([`sync`]). No terminal, file, network, clock or runtime: this crate's
//! `Cargo.toml` names no crate that could do any of it, so the compiler keeps the engines pure.
//! Time comes in as an argument (`at`), chance from the seed stored in the event.
//!
//! The `turnier` crate holds what touches the world: the store, print, sharing, the desk and
//! the command line.
//!
//! # Example: pair a round from the results of the last
//!
//! Four players, round 1 paired and published, two results entered: round 2 pairs the two
//! winners at table 1 and the two losers at table 2 (the score groups of
//! `swiss-pairing-and-scoring.txt`, R-S10).
//!
//! ```
//! use chrono::{TimeZone, Utc};
//! use turnier_core::game::{Command, Event, Game, PlayerId, TableNo, apply};
//! use turnier_core::swiss::{MatchResult, SwissCommand, SwissGame, SwissSettings};
//!
//! let at = Utc.with_ymd_and_hms(2026, 12, 5, 19, 0, 0).single().expect("a time");
//! let swiss = Game::Swiss(SwissGame::new(SwissSettings::default()));
//! let mut ev = Event::new("Pauper Friday", swiss, at, 7);
//! let names = ["Anna", "Bert", "Cleo", "Dirk"].map(String::from).to_vec();
//! ev = apply(&ev, Command::AddPlayers { names }, at)?;
//!
//! ev = apply(&ev, SwissCommand::PairNextRound, at)?;
//! ev = apply(&ev, Command::Publish, at)?;
//! for (table, wins_b) in [(1, 0), (2, 1)] {
//!     let result = MatchResult { wins_a: 2, wins_b, draws: 0 };
//!     let table = TableNo(table);
//!     ev = apply(&ev, SwissCommand::RecordResult { round: None, table, result }, at)?;
//! }
//! let round_one = ev.swiss().expect("a Swiss event").rounds[0].clone();
//! let winners: Vec<PlayerId> = round_one.tables.iter().map(|t| t.a).collect();
//!
//! ev = apply(&ev, SwissCommand::PairNextRound, at)?;
//! let round_two = &ev.swiss().expect("a Swiss event").rounds[1];
//! let top = &round_two.tables[0];
//! assert!(winners.contains(&top.a) && winners.contains(&top.b));
//! assert!(round_two.byes.is_empty());
//! # Ok::<(), turnier_core::game::Rejected>(())
//! ```

#![warn(missing_docs)]

pub mod deich;
pub mod examples;
pub mod fold;
pub mod football;
pub mod game;
pub mod grand_slam;
pub mod i18n;
pub mod letter;
pub mod muck;
pub mod ratio;
pub mod search;
pub mod swiss;
pub mod sync;
