//! Turnierfußball, the play-by-mail round robin of United lineups: `turnierfussball.txt`
//! (with Anhang A and B) and RULINGS R-F1..R-F9. Not built yet: this is its home.
//!
//! Planned files, named by the rule's concept:
//! - `lineup.rs`: T-A-V-M-S lineups and their corrections, R-F2 (normal) and R-F6 (anti);
//! - `expectation.rs`: the exact expectation table of Anhang B, R-F1;
//! - `table.rs`: the tournament table, R-F3, and ranking points per place, R-F4;
//! - `ranking.rs`: the manager ranking with aging, R-F5, and the ranking list, R-F9;
//! - `wish.rs`: the WP wish for the next tournament, R-F7; the anti-tournament trigger, R-F8.
//!
//! It plugs in as `Game::Football` with its own `FootballCommand`; lineups use the shared
//! per-round submissions where the latest counts. Engines stay pure.
