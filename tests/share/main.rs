//! Several desks on one event: the pure sync core, the network transport on loopback, its load,
//! and the desk's view of a shared event.
//!
//! One test binary per layer: each file below is a module, so the program links once per
//! layer rather than once per file.

#[path = "../desk_support/mod.rs"]
mod desk_support;
#[path = "../sync_support/mod.rs"]
mod sync_support;

mod desk;
mod load;
mod net;
mod room;
mod sync_core;
