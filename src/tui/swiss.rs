//! The desk's Swiss screens (`swiss-pairing-and-scoring.txt`): registration, pairings, result
//! entry and standings of a Magic Swiss event.

pub mod pairings;
pub mod registration;
pub mod results;
pub mod standings;
