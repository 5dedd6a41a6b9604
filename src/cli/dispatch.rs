//! [`run`]: which group of subcommands a call belongs to. Each group is a file named by what
//! its commands do; what differs by system it asks the event's system for, through the
//! registry of `system.rs` (`SystemCli`), and never asks which system the event runs:
//!
//! - `events.rs`: the event and who plays in it (`new`, `print-language`, `drop`, `undrop`,
//!   `remove`, `make-pair`);
//! - `rounds.rs`: a round's life (`pair`, `draw`, `redraw`, `repair`, `swap`, `seat`,
//!   `delete-draft`, `publish`, `clock`, `top-cut`; `round`, `zat`, `offer`, `evaluate`, `play`,
//!   `masters`);
//! - `results.rs`: what was played comes in (`result`, `resolve`, `import`; `lineup`, `bid`,
//!   `enter`, `credit`);
//! - `letters.rs`: `letters`, what the players' letters say, through the event's system's
//!   reader;
//! - `views.rs`: what only reads (`standings`, `pairings`, `table`, `bracket`; the tools
//!   without an event, `football`, `grand-slam`);
//! - `documents.rs`: `print` and `export`;
//! - `files.rs`: where the event lives (`open`, `check`, `restore`, `share`, `join`, `sync`,
//!   `peers`);
//! - `room.rs`: the room's web server and the players' reports (`serve`, `reports`, `accept`).
//!
//! What every group does around its own part (open, commit, confirm, find a player) is in
//! `call.rs`; what a system prints or parses is in its own file (`system/swiss.rs`,
//! `system/muck.rs`, `system/football.rs`, `system/deich.rs`, `system/grand_slam.rs`).

use super::args::{Cli, CliCommand};
use super::error::CliError;
use super::{documents, events, files, letters, results, room, rounds, views};
use crate::store;
use std::io::Write;

/// Runs one subcommand; what it prints goes to `out`. Without one, the desk opens on the
/// tournament picker.
///
/// # Errors
/// [`CliError`]: the file could not be loaded or saved, or the command was rejected (nothing
/// saved).
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    let data_dir = match cli.data_dir {
        Some(d) => d,
        None => store::paths::default_data_dir()?,
    };
    let Some(command) = cli.command else {
        return Ok(crate::tui::picker(data_dir)?);
    };
    let dir = data_dir.as_path();
    match command {
        c @ (CliCommand::New { .. }
        | CliCommand::PrintLanguage { .. }
        | CliCommand::Drop { .. }
        | CliCommand::Undrop { .. }
        | CliCommand::Remove { .. }
        | CliCommand::MakePair { .. }) => events::run(c, dir, out),
        c @ (CliCommand::Pair { .. }
        | CliCommand::Draw { .. }
        | CliCommand::Redraw { .. }
        | CliCommand::Repair { .. }
        | CliCommand::DeleteDraft { .. }
        | CliCommand::Publish { .. }
        | CliCommand::Swap { .. }
        | CliCommand::Seat { .. }
        | CliCommand::TopCut { .. }
        | CliCommand::Clock { .. }
        | CliCommand::Round { .. }
        | CliCommand::Zat { .. }
        | CliCommand::Offer { .. }
        | CliCommand::Evaluate { .. }
        | CliCommand::Play { .. }
        | CliCommand::Masters { .. }) => rounds::run(c, dir, out),
        c @ (CliCommand::Result { .. }
        | CliCommand::Resolve { .. }
        | CliCommand::Import { .. }
        | CliCommand::Lineup { .. }
        | CliCommand::Bid { .. }
        | CliCommand::Enter { .. }
        | CliCommand::Credit { .. }) => results::run(c, dir, out),
        c @ CliCommand::Letters { .. } => letters::run(c, dir, out),
        c @ (CliCommand::Standings { .. }
        | CliCommand::Pairings { .. }
        | CliCommand::Table { .. }
        | CliCommand::Bracket { .. }
        | CliCommand::Football { .. }
        | CliCommand::GrandSlam { .. }) => views::run(c, dir, out),
        c @ (CliCommand::Print { .. } | CliCommand::Export { .. }) => documents::run(c, dir, out),
        c @ (CliCommand::Open { .. }
        | CliCommand::Check { .. }
        | CliCommand::Restore { .. }
        | CliCommand::Share { .. }
        | CliCommand::Join { .. }
        | CliCommand::Sync { .. }
        | CliCommand::Peers { .. }) => files::run(c, dir, out),
        c @ (CliCommand::Serve { .. } | CliCommand::Reports { .. } | CliCommand::Accept { .. }) => {
            room::run(c, dir, out)
        }
    }
}
