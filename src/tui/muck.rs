//! The desk's Muck screens (`muck-ranking.txt`): registration of pairs and single players, the
//! draw, the score sheets and the ranking of a Muck evening.

pub mod draw;
pub mod header;
pub mod ranking;
pub mod registration;
pub mod sheets;
