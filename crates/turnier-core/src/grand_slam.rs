//! Grand Slam, the eternal play-by-mail tennis game: `grand-slam.txt` and RULINGS
//! R-G1..R-G15.
//!
//! Files by the rule's concept:
//! - `distribution.rs`: a strength distributed over 5 sets, the faults and rule 10's
//!   correction (4, 10; R-G1, R-G2);
//! - `r#match` (`match.rs`): the match set by set with every tie rule, games per set (4.3,
//!   4.4; R-G3, R-G4);
//! - `gm_player.rs`: GM players' distributions rolled from the stored seed (5.1);
//! - `draw.rs`: the field, the seeds and the draw (5.1; R-G10);
//! - `tournament.rs`: a whole tournament played from its draw, every lot recorded (5.1);
//! - `strength.rs`: strength gains (R-G12), exchange (R-G11), the change of season (7, R-G5);
//! - `wrl.rs`: WRL points per match, stars, denominator, quotient, ranking (6; R-G7-R-G9);
//! - `masters.rs`: the Masters groups and crossover (11; R-G14);
//! - `model.rs`: the game's players and rounds, entries with their limits (R-G13), the WRL
//!   before a round (R-G9, R-G15) and a round played;
//! - `letter.rs`: a player's letter read into a distribution per tournament (4, R-G1).
//!
//! - `command.rs`, `apply.rs`: the GM's commands at the event (`Game::GrandSlam`);
//!   `validate.rs`: the invariants of a save.
//!
//! Engines stay pure: randomness only from the event's stored seed ([`crate::game::lots`]).

/// The system's own Fluent files (`i18n/*/<name>.ftl`), found through
/// [`crate::game::GameKind::fluent`].
pub(crate) const FLUENT: crate::i18n::Fluent = crate::i18n::fluent_files!(
    "grand_slam",
    "grand_slam_desk",
    "grand_slam_fix",
    "grand_slam_letters",
    "grand_slam_post",
    "grand_slam_values"
);

pub mod apply;
mod command;
pub mod distribution;
pub mod draw;
pub mod gm_player;
pub mod letter;
pub mod masters;
pub mod r#match;
pub mod model;
pub mod strength;
pub mod tournament;
pub(crate) mod validate;
pub mod wrl;

pub use command::{GrandSlamCommand, MastersFor};
pub use model::GrandSlamGame;
