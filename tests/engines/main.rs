//! The engines of the five systems, their values against the spec's worked examples and the
//! reference cases, the rulings, the pure core's boundaries and the language files.
//!
//! One test binary per layer: each file below is a module, so the program links once per
//! layer rather than once per file.

#[path = "../common/mod.rs"]
mod common;

mod architecture;
mod deich_cases;
mod deich_rules;
mod football_cases;
mod grand_slam_cases;
mod grand_slam_event;
mod grand_slam_values;
mod i18n_core;
mod i18n_keys;
mod muck_cases;
mod muck_draft;
mod muck_draw;
mod muck_search_recorded;
mod muck_second_entry;
mod reference_cases;
mod repeated_and_contradicting;
mod swiss_pairing;
mod swiss_real_events;
mod swiss_standings;
