//! Ostfriesischer Deich, the play-by-mail elimination bidding race: `ostfriesischer-deich.txt`
//! and RULINGS R-D1..R-D4. Not built yet: this is its home.
//!
//! Planned files, named by the rule's concept:
//! - `start.rs`: start FP (1.1) from the last race's places;
//! - `bid.rs`: bids of Friesenpunkte (FP) per round (1.2, R-D1), NMR (1.3.3, R-D3);
//! - `round.rs`: the evaluation of a round, R-D2 (1.3, 1.4);
//! - `ranking.rs`: the final order, R-D4 (2.1..2.3).
//!
//! It plugs in as `Game::Deich` with its own `DeichCommand`; bids use the shared per-round
//! submissions where the latest counts. Engines stay pure.
