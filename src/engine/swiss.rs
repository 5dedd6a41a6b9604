//! Magic Swiss (`swiss-pairing-and-scoring.txt`, MTR Appendix C, RULINGS R-S1..R-S18).

mod alternating;
mod field;
pub mod matching;
mod optimum;
pub mod pairing;
pub mod standings;
pub mod synthetic;
mod tiers;
pub mod top_cut;
