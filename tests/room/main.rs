//! The room's web server over HTTP on loopback: every page, the JSON, the report flow and the
//! limits, for a Swiss event and a Muck evening.
//!
//! One test binary per layer: each file below is a module.

mod support;

mod limits;
mod muck;
mod reports;
mod swiss;
