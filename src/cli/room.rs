//! The room's commands: `serve` (the web server for the TV and the phones), `reports` (the
//! results the players reported, the tables' codes, unlock and dismiss) and `accept` (a
//! reported result becomes the table's result).

use super::args::CliCommand;
use super::call::{commit, open_event, open_to_change, path_of, say};
use super::error::CliError;
use crate::game::reports::{ReportCommand, code};
use crate::game::{Command, RoundNo, TableNo};
use crate::room::{self, Options};
use std::io::Write;
use std::path::Path;

/// Runs `serve`, `reports` or `accept`; `dispatch::run` routes only those here.
///
/// # Errors
/// [`CliError`]: the event does not load, the address cannot be bound, the command was
/// refused (nothing saved).
pub(super) fn run(
    command: CliCommand,
    data_dir: &Path,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match command {
        CliCommand::Serve {
            event,
            listen,
            reports,
        } => {
            let opts = Options {
                listen: listen.unwrap_or(Options::default().listen),
                reports,
            };
            serve(&path_of(&event, data_dir)?, opts, out)
        }
        CliCommand::Reports {
            event,
            codes,
            unlock,
            dismiss,
        } => {
            let path = path_of(&event, data_dir)?;
            if let Some(table) = unlock.or(dismiss) {
                let mut s = open_to_change(&path)?;
                let round = shown_round(s.views().latest_fixed)?;
                let table = TableNo(table);
                let c = if unlock.is_some() {
                    ReportCommand::Unlock { round, table }
                } else {
                    ReportCommand::Dismiss { round, table }
                };
                commit(&mut s, vec![Command::Reports(c)])?;
                say(
                    out,
                    s.tournament()
                        .audit
                        .last()
                        .map(|a| a.text())
                        .unwrap_or_default(),
                );
                return Ok(());
            }
            let s = open_event(&path)?;
            list(out, &path, s.tournament(), s.views(), codes)
        }
        CliCommand::Accept { event, table } => {
            let mut s = open_to_change(&path_of(&event, data_dir)?)?;
            let round = shown_round(s.views().latest_fixed)?;
            let table = TableNo(table);
            let result = s
                .tournament()
                .reports
                .at(round, table)
                .first()
                .map(|r| r.result.clone());
            commit(
                &mut s,
                vec![Command::Reports(ReportCommand::Accept { round, table })],
            )?;
            say(
                out,
                crate::tr!(
                    "report-accepted",
                    table = table.0,
                    result = result.unwrap_or_default()
                ),
            );
            Ok(())
        }
        _ => Ok(()),
    }
}

/// The event as a command line names it again: the file's path as given (quoted when it has a
/// space).
fn event_arg(path: &Path) -> String {
    let p = path.display().to_string();
    if p.contains(' ') {
        format!("\"{p}\"")
    } else {
        p
    }
}

/// The round the room shows (the last published or complete one).
fn shown_round(latest: Option<RoundNo>) -> Result<RoundNo, CliError> {
    latest.ok_or_else(|| CliError::Usage(crate::i18n::t("room-nothing-yet").into()))
}

/// `reports`: the pending reports of the round shown, each with its table's names (and the
/// result the desk entered, where it differs), the locked tables; with `codes`, every table's
/// code of the round shown.
fn list(
    out: &mut dyn Write,
    path: &Path,
    t: &crate::game::Event,
    views: &crate::session::Views,
    codes: bool,
) -> Result<(), CliError> {
    let Some(round) = room::model::round(t, views) else {
        say(out, crate::i18n::t("room-nothing-yet"));
        return Ok(());
    };
    if codes {
        say(out, crate::tr!("report-codes-head", round = round.round.0));
        for tb in &round.tables {
            say(
                out,
                crate::tr!(
                    "report-code-line",
                    table = tb.table.0,
                    code = code(t.seed, round.round, tb.table)
                ),
            );
        }
        return Ok(());
    }
    let mut any = false;
    for tb in &round.tables {
        if tb.locked {
            any = true;
            say(
                out,
                crate::tr!(
                    "report-line-locked",
                    table = tb.table.0,
                    event = event_arg(path)
                ),
            );
        }
        if tb.reported.is_empty() {
            continue;
        }
        any = true;
        let differ = tb.reported.iter().any(|r| *r != tb.reported[0]);
        let line = if differ {
            crate::tr!(
                "report-line-differs",
                table = tb.table.0,
                a = tb.a.as_str(),
                b = tb.b.as_str(),
                results = tb.reported.join(" / ")
            )
        } else {
            crate::tr!(
                "report-line",
                table = tb.table.0,
                a = tb.a.as_str(),
                b = tb.b.as_str(),
                result = tb.reported[0].as_str()
            )
        };
        let line = match &tb.result {
            Some(entered) => crate::tr!(
                "report-line-entered",
                line = line,
                entered = entered.as_str()
            ),
            None => line,
        };
        say(out, line);
    }
    if !any {
        say(out, crate::i18n::t("report-none"));
    }
    Ok(())
}

fn runtime() -> Result<tokio::runtime::Runtime, CliError> {
    room::runtime().map_err(room_error)
}

/// `serve`: starts the room, says where it is (with a QR code of the player pages) and serves
/// until Ctrl-C.
fn serve(path: &Path, opts: Options, out: &mut dyn Write) -> Result<(), CliError> {
    runtime()?.block_on(async {
        let room = room::start(path, opts).await.map_err(room_error)?;
        say(out, crate::i18n::t("room-serving"));
        for url in &room.urls {
            say(out, crate::tr!("room-serving-tv", url = url.as_str()));
        }
        if let Some(url) = room.urls.first() {
            say(out, crate::tr!("room-serving-players", url = url.as_str()));
            if let Some(qr) = room.player_url().as_deref().and_then(room::qr_terminal) {
                say(out, qr);
            }
            if opts.reports {
                say(
                    out,
                    crate::tr!(
                        "room-serving-reports",
                        url = url.as_str(),
                        event = event_arg(path)
                    ),
                );
            } else {
                say(out, crate::i18n::t("room-serving-read-only"));
            }
        }
        let _ = out.flush();
        let _ = tokio::signal::ctrl_c().await;
        room.stop();
        Ok(())
    })
}

pub(super) fn room_error(e: room::RoomError) -> CliError {
    match e {
        room::RoomError::Load(e) => CliError::from(e),
        room::RoomError::Listen(words) => CliError::Usage(words),
    }
}
