//! Magic Swiss (`swiss-pairing-and-scoring.txt`, MTR Appendix C, RULINGS R-S1..R-S18).

mod alternating;
mod field;
pub mod matching;
mod optimum;
pub mod pairing;
pub mod standings;
mod tiers;
pub mod top_cut;
pub mod synthetic;
