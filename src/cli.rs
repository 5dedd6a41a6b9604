//! Headless subcommands (DESIGN.md, "CLI"): the same library calls the desk uses.
//!
//! EVENT is a path to a `.ron` file, or a name in the data folder. A call that changes the
//! tournament takes the desk's path ([`crate::session`]): it opens a session on the file
//! ([`crate::session::Session::open_one_shot`]), runs one command through
//! [`crate::game::apply`] and commits it, the file written whole with a backup, before the
//! command reports success; a rejected command changes nothing.
//!
//! - `args.rs`: the words ([`Cli`], [`CliCommand`]; every doc comment there is `--help`);
//! - `dispatch.rs`: [`run`], which group a subcommand belongs to; the groups, each a file
//!   named by what its commands do: `events.rs` (the event and who plays in it), `rounds.rs`
//!   (a round's life), `results.rs` (what was played comes in), `views.rs` (what only reads),
//!   `documents.rs` (print and export), `files.rs` (where the event lives); none of them asks
//!   which system an event runs;
//! - `system.rs`: the `SystemCli` trait, each system's part of the subcommands that differ by
//!   system (the game `new` sets up, `drop`, `swap`, `evaluate`, `result`, `resolve`,
//!   `import`, the lists, the CSV of `export`), and its registry `system(kind)`, the one place
//!   the command line names the systems;
//! - `call.rs`: what every group does around its own part (open, commit, confirm, find a
//!   player);
//! - `error.rs`: [`CliError`];
//! - `output.rs`: [`SafeOutput`], which keeps control characters off the terminal;
//! - one file per system under `system/` (`swiss.rs`, `muck.rs`, `football.rs`, `deich.rs`,
//!   `grand_slam.rs`), declared by `system.rs` with the registry:
//!   its settings of `new`, what it parses and what it prints, and its `SystemCli` (a unit
//!   struct `Cli`).

mod args;
mod call;
mod clock;
mod differ;
mod dispatch;
mod documents;
mod error;
mod events;
mod files;
mod help;
mod letters;
mod net;
mod output;
mod playoff;
mod restore;
mod results;
mod room;
mod rounds;
mod system;
mod views;

pub use args::{Cli, CliCommand, FootballCli, GrandSlamCli, YesNo};
pub use error::CliError;
pub use help::{about_key, arg_key, command, lang_from_args, lang_from_env, parse, parse_from};
pub use output::{SafeOutput, sanitize_text};
pub use system::football::FootballArgs;
pub use system::muck::{MuckArgs, find_entrant, parse_scores};
pub use system::swiss::SwissArgs;

/// Runs one subcommand; what it prints goes to `out` through [`SafeOutput`] (no control
/// character or direction override reaches the terminal).
///
/// # Errors
/// [`CliError`]: the file could not be loaded or saved, or the command was rejected (nothing
/// saved).
///
/// The language is `cli.lang` when given (`--lang`), else the one in force: `run` never reads
/// the environment (`main` does, [`lang_from_env`], before
/// parsing, and sets it for the process).
pub fn run(cli: Cli, out: &mut dyn std::io::Write) -> Result<(), CliError> {
    let mut safe = SafeOutput::new(out);
    match cli.lang {
        // Only when it differs: in the binary `main` has set it already, and the desk's
        // language row must be able to change it (a per-thread language would shadow it).
        Some(lang) if lang != crate::i18n::lang() => {
            crate::i18n::with_lang(lang, || dispatch::run(cli, &mut safe))
        }
        _ => dispatch::run(cli, &mut safe),
    }
}
