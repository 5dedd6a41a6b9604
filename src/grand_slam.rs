//! Grand Slam, the eternal play-by-mail tennis game: `grand-slam.txt` and RULINGS
//! R-G1..R-G15. Not built yet: this is its home.
//!
//! Planned files, named by the rule's concept (the spec's sections):
//! - `distribution.rs`: a strength distributed over 5 sets (4, 10; R-G1);
//! - `offer.rs`, `draw.rs`: the round's tournaments (5) and their draws, filled with GM
//!   players and seeded, lots from the event's seed ([`crate::game::lots`]);
//! - `r#match.rs`: the match mechanics (4);
//! - `wrl.rs`: world ranking points (6); `season.rs`: the change of season (7);
//! - `doubles.rs` (8), `masters.rs` (11), NMRs and faulty moves (9, 10).
//!
//! It plugs in as `Game::GrandSlam` with its own `GrandSlamCommand`; draws use the shared
//! round life cycle, distributions the per-round submissions. Engines stay pure.
