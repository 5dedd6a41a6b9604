//! The subcommands about where an event lives rather than what happens in it: `open` (the
//! desk on the file), `check` and `restore` (a damaged file, its backups and journals),
//! `share`, `join`, `sync` and `peers` (copies on other desks). None of them asks which system
//! the event runs.

use super::args::CliCommand;
use super::call::{path_of, say};
use super::error::CliError;
use super::{differ, net, restore};
use crate::store;
use std::io::Write;
use std::path::Path;

/// Runs one of the subcommands above; `dispatch::run` routes only those here.
///
/// # Errors
/// [`CliError`]: the desk or the network stopped on an error, a backup could not be taken
/// back, or `check` found problems ([`CliError::CheckFailed`]).
pub(super) fn run(
    command: CliCommand,
    data_dir: &Path,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match command {
        CliCommand::Open {
            event,
            wall_html,
            serve,
            listen,
            reports,
        } => {
            let path = path_of(&event, data_dir)?;
            // A shared event syncs while the desk is open.
            let sync = net::BesideDesk::start(&path);
            let link = sync.as_ref().map(net::BesideDesk::link);
            let room = if serve {
                let opts = crate::room::Options {
                    listen: listen.unwrap_or(crate::room::Options::default().listen),
                    reports,
                };
                Some(crate::room::BesideDesk::start(&path, opts).map_err(super::room::room_error)?)
            } else {
                None
            };
            crate::tui::open(&path, data_dir.to_path_buf(), wall_html, link, room)?;
            drop(sync);
        }
        CliCommand::Check { event } => check(out, &path_of(&event, data_dir)?)?,
        CliCommand::Restore {
            event,
            list,
            backup,
            journal,
            accept,
        } => {
            let what = if list {
                restore::Restore::List
            } else if journal {
                restore::Restore::Journal
            } else if accept {
                restore::Restore::Accept
            } else {
                restore::Restore::Backup(backup)
            };
            restore::run(&path_of(&event, data_dir)?, what, out)?;
        }
        CliCommand::Share { event, net: flags } => {
            net::share(&path_of(&event, data_dir)?, &flags.options(), out)?;
        }
        CliCommand::Join {
            event,
            then_event,
            ticket_file,
            net: flags,
        } => {
            let (ticket, event) = match then_event {
                // The older form: the ticket stands in the process list while join runs.
                Some(copy) => {
                    eprintln!("{}", crate::tr!("sync-ticket-in-args"));
                    (event, copy)
                }
                None => {
                    let stdin = std::io::stdin();
                    let asks = ticket_file.is_none() && std::io::IsTerminal::is_terminal(&stdin);
                    if asks {
                        eprintln!("{}", crate::tr!("sync-ticket-paste"));
                    }
                    let t = net::read_ticket(ticket_file.as_deref(), &mut stdin.lock())?;
                    (t, event)
                }
            };
            net::join(&ticket, &path_of(&event, data_dir)?, &flags.options(), out)?;
        }
        CliCommand::Sync {
            event,
            once,
            net: flags,
        } => {
            net::sync(&path_of(&event, data_dir)?, once, &flags.options(), out)?;
        }
        CliCommand::Peers { event } => net::peers(&path_of(&event, data_dir)?, out)?,
        other => unreachable!("dispatch::run routes {other:?} to another group"),
    }
    Ok(())
}

/// `check`: the file's problems, each on a line with what helps after them, or that it is
/// fine and the differences between desks still open.
fn check(out: &mut dyn Write, path: &Path) -> Result<(), CliError> {
    let mut problems = store::check(path);
    // What helps, after the problems: not counted as problems.
    let mut help = Vec::new();
    if !problems.is_empty() {
        help = restore_hints(path);
    }
    if problems.is_empty() {
        problems = net::replica_problems(path);
    }
    if problems.is_empty() {
        (problems, help) = restore::check_journals(path);
    }
    if !problems.is_empty() {
        for p in &problems {
            say(out, format!("{}: {p}", path.display()));
        }
        for h in &help {
            say(out, h);
        }
        return Err(CliError::CheckFailed(problems.len()));
    }
    say(
        out,
        crate::tr!("cli-check-ok", path = path.display().to_string()),
    );
    // Not a fault of the file, but an open matter the director must see: results two desks
    // typed differently.
    let desks = differ::Desks::load(path);
    for d in &desks.differences {
        say(out, format!("≠ {}", desks.summary(d)));
    }
    if !desks.is_empty() {
        say(out, crate::i18n::t("cli-desks-settle"));
    }
    Ok(())
}

/// The lines `turnier check` adds for a file that does not load: the newest backup that does
/// and the command that takes it (and, for a file changed outside turnier, the one that keeps
/// it).
fn restore_hints(path: &Path) -> Vec<String> {
    let target = store::write_target(path);
    let shown = path.display().to_string();
    let mut hints = vec![match store::newest_readable_backup_numbered(&target) {
        Some((seq, b)) => crate::tr!(
            "err-store-restore-hint",
            backup = b.display().to_string(),
            seq = seq,
            path = shown.as_str()
        ),
        None => crate::tr!("err-store-no-backup"),
    }];
    if matches!(store::load(&target), Err(store::StoreError::Altered { .. })) {
        hints.push(crate::tr!("err-store-accept-hint", path = shown.as_str()));
    }
    hints
}
