//! Magic Swiss (`swiss-pairing-and-scoring.txt`, MTR Appendix C, RULINGS R-S1..R-S18).

pub mod matching;
pub mod pairing;
pub mod standings;
pub mod top_cut;
