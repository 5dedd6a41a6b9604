//! Magic Swiss (`swiss-pairing-and-scoring.txt`, MTR Appendix C, RULINGS R-S1..R-S18).

mod field;
pub mod matching;
mod optimum;
pub mod pairing;
pub mod standings;
pub mod synthetic;
mod tiers;
pub mod top_cut;

/// How many restricted re-solves the R-S16 step of the pairing engine has run in this
/// process (all threads): a diagnostic for benchmarks (`examples/pair_timing.rs`).
#[doc(hidden)]
pub fn pairing_resolves() -> usize {
    optimum::RESOLVES.load(std::sync::atomic::Ordering::Relaxed)
}
