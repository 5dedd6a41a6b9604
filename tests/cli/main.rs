//! The command line of the five systems: every subcommand's output and refusals, the prints and
//! posts, imports from spreadsheets, and hostile input.
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

mod deich;
mod deich_german;
mod export;
mod football;
mod football_german;
mod grand_slam;
mod grand_slam_event;
mod grand_slam_print;
mod grand_slam_print_masters;
mod grand_slam_print_post;
mod grand_slam_readme;
mod hostile_input;
mod import_encodings;
mod import_every_line;
mod import_limits;
mod letters;
mod muck;
mod muck_article;
mod muck_export;
mod muck_german;
mod muck_late;
mod muck_paper;
mod names_with_ids;
mod playoff;
mod print;
mod print_event_day;
mod print_german;
mod swiss;
mod swiss_german;
mod top_cut;
