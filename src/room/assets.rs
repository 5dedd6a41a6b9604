//! The room's style sheet and scripts, compiled into the program: the pages load nothing from
//! the internet, and the server reads no file for a request.

/// The style sheet of every page (the TV's and the phones').
pub const CSS: &str = include_str!("assets/room.css");

/// The TV page's script: turns the pages, counts the clock down, fetches the live part after
/// each commit (no reload).
pub const TV_JS: &str = include_str!("assets/tv.js");

/// The phone pages' script: counts the clock down and loads the page again after a commit.
pub const PHONE_JS: &str = include_str!("assets/phone.js");
