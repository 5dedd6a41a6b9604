//! Pure engines: no I/O, no clock, no randomness except a seed stored in the event.

pub mod muck;
pub mod swiss;
