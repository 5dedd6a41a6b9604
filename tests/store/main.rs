//! Saves on disk: the snapshot and its journal, backups and restore, damage, crashes and
//! racing writers, and the shipped saves kept byte for byte.
//!
//! One test binary per layer: each file below is a module, so the program links once per
//! layer rather than once per file.

#[path = "../common/mod.rs"]
mod common;
#[path = "../german_support/mod.rs"]
mod german_support;

mod crash;
mod damage;
mod deich;
mod football;
mod golden;
mod grand_slam;
mod journal;
mod snapshot;
mod writers;
