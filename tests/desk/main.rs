//! The desk: every screen and key rendered to ratatui's `TestBackend` (80x24 and larger), in
//! English and German, and the real binary driven in tmux.
//!
//! One test binary per layer: each file below is a module, so the program links once per
//! layer rather than once per file.

#[path = "../common/mod.rs"]
mod common;
#[path = "../desk_support/mod.rs"]
mod desk_support;
#[path = "../german_support/mod.rs"]
mod german_support;
#[path = "../grand_slam_support/mod.rs"]
mod grand_slam_support;

mod audit_language;
mod clock;
mod damaged_save;
mod deich;
mod event_day;
mod football;
mod german;
mod grand_slam;
mod grand_slam_event;
mod grand_slam_keys;
mod grand_slam_masters;
mod grand_slam_offer;
mod grand_slam_print_dialog;
mod grand_slam_screens;
mod hints_and_picker;
mod line_edit;
mod muck;
mod muck_german;
mod muck_late;
mod muck_time_limit;
mod outside_save;
mod pairing_job;
mod playoff;
mod print;
mod publish_rematch;
mod register_burst;
mod reports;
mod same_names_and_corrections;
mod screens;
mod swiss_32_players;
mod tmux;
mod typing;
mod update;
mod wrong_table;
