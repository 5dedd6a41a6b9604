//! Muck evenings (`muck-ranking.txt`, RULINGS R-M1..R-M8): the whole-round draw and the
//! ranking by Bobbl, Tore and opponents' Tore, with Plus and Plus-Minus beside it.

pub mod draw;
pub mod ranking;
pub(crate) mod rng;
pub mod search;
