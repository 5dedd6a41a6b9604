//! The keeper: one thread that owns the server's [`Session`] of the event. It follows the
//! file (the desk, the command line or another desk's sync commit to it) and hands each new
//! state to the web server as a [`Snapshot`]; a report from a phone comes to it as an
//! [`Ask`] and goes into the event through the one desk path ([`Session::execute`]), like a
//! command typed at the desk: the write lock, the reload of another program's save, the
//! commit (and, for a shared event, its log, so every desk gets it). Beside a desk (`turnier
//! open EV --serve`, `F9`) the keeper hands the command to that desk instead ([`DeskAsk`]),
//! whose session makes it: the desk keeps its undo and does not load the file again for it.

use super::model::{self, RoomRound};
use crate::game::reports::{self, ReportCommand, WRONG_CODES};
use crate::game::{Command, Event, RoundNo, TableNo};
use crate::session::{Session, Views};
use chrono::Utc;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;
use tokio::sync::{oneshot, watch};

/// How often the keeper looks whether the file changed: a commit reaches the pages within
/// this plus the pages' own poll (a second).
pub const FOLLOW_EVERY: Duration = Duration::from_millis(250);

/// The event as the pages show it, built once per commit and shared by every request.
#[derive(Debug)]
pub struct Snapshot {
    /// Counts the states the keeper has handed out (the pages ask for a newer one).
    pub version: u64,
    /// The event.
    pub event: Event,
    /// Its views (standings, ranking).
    pub views: Views,
    /// The round shown, `None` before one is published or without tables.
    pub round: Option<RoomRound>,
}

impl Snapshot {
    /// The snapshot of `s`'s state, numbered `version`.
    pub fn of(s: &Session, version: u64) -> Self {
        let (event, views) = (s.tournament().clone(), s.views().clone());
        let round = model::round(&event, &views);
        Self {
            version,
            event,
            views,
            round,
        }
    }
}

/// Why a report was not taken, for the report page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Reporting is off (`serve` without `--reports`), or no round is shown yet.
    Closed,
    /// No such table in the round shown.
    NoTable,
    /// The code is not the table's; `left` tries before the table is locked.
    WrongCode {
        /// Tries left.
        left: u32,
    },
    /// The table's reporting is locked (too many wrong codes): the desk unlocks it.
    Locked,
    /// The result is not one the system takes: the words say what is allowed.
    BadResult(String),
    /// The desk refused it (the table's result is entered already, the same result is
    /// pending, the file could not be saved): its words.
    Refused(String),
}

/// A report that was taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Taken {
    /// Waiting for the desk, with the result as the desk shows it (`2-1`, `21:4,20:21`).
    Pending(String),
    /// The desk has entered this very result already: nothing to do.
    AlreadyEntered(String),
}

/// A change the room asks the desk beside it to make (a player's report, a table's lock), so
/// that it goes through the desk's own session like a key the director pressed: the desk's
/// undo stays, and the desk does not load the file again for it.
pub struct DeskAsk {
    /// The command.
    pub command: Command,
    /// Where the desk answers: saved, or why not.
    pub reply: mpsc::Sender<Result<(), crate::session::ChangeError>>,
}

/// How long the room waits for the desk beside it to commit a report (the desk looks every
/// second).
pub const DESK_WAIT: Duration = Duration::from_secs(10);

/// What the web server asks of the keeper.
pub enum Ask {
    /// A report from a phone: table, code and result as typed.
    Report {
        /// The table number as typed.
        table: u32,
        /// The code as typed.
        code: String,
        /// The result as typed.
        result: String,
        /// The phone's language: what is refused is said in it.
        lang: crate::i18n::Lang,
        /// Where the answer goes: what became of the report, or why it was not taken.
        reply: oneshot::Sender<Result<Taken, Refusal>>,
    },
}

/// Runs the keeper on `session` until `stop` is set: follows the file, publishes snapshots on
/// `out`, answers `asks`. `reports`: whether reports are taken at all.
pub fn keep(
    mut session: Session,
    out: watch::Sender<Arc<Snapshot>>,
    asks: mpsc::Receiver<Ask>,
    stop: Arc<AtomicBool>,
    reports: bool,
    desk: Option<mpsc::Sender<DeskAsk>>,
) {
    let mut version = out.borrow().version;
    let mut wrong: HashMap<(RoundNo, TableNo), u32> = HashMap::new();
    while !stop.load(Ordering::Relaxed) {
        let changed = match asks.recv_timeout(FOLLOW_EVERY) {
            Ok(Ask::Report {
                table,
                code,
                result,
                lang,
                reply,
            }) => {
                let _ = session.follow();
                let answer = if reports {
                    crate::i18n::with_lang(lang, || {
                        report(
                            &mut session,
                            desk.as_ref(),
                            &mut wrong,
                            table,
                            &code,
                            &result,
                        )
                    })
                } else {
                    Err(Refusal::Closed)
                };
                let _ = reply.send(answer);
                true
            }
            Err(mpsc::RecvTimeoutError::Timeout) => session.follow().unwrap_or(false),
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        };
        let differs = changed && session.tournament() != &out.borrow().event;
        if differs {
            version += 1;
            let _ = out.send(Arc::new(Snapshot::of(&session, version)));
        }
    }
}

/// A report of `table` with `code`: checked against the round shown (being played, or
/// complete: a report that differs from the desk's result is shown beside it) and the table's
/// code, then committed as a pending report; through the desk beside the room when there is
/// one (`desk`).
fn report(
    s: &mut Session,
    desk: Option<&mpsc::Sender<DeskAsk>>,
    wrong: &mut HashMap<(RoundNo, TableNo), u32>,
    table: u32,
    code: &str,
    typed: &str,
) -> Result<Taken, Refusal> {
    let (t, views) = (s.tournament(), s.views());
    let round = model::round(t, views).ok_or(Refusal::Closed)?;
    let tn = TableNo(table);
    let Some(at_table) = round.tables.iter().find(|x| x.table == tn) else {
        return Err(Refusal::NoTable);
    };
    if t.reports.is_locked(round.round, tn) {
        return Err(Refusal::Locked);
    }
    if !reports::code_matches(t.seed, round.round, tn, code) {
        let n = wrong.entry((round.round, tn)).or_insert(0);
        *n += 1;
        if *n >= WRONG_CODES {
            wrong.remove(&(round.round, tn));
            let lock = ReportCommand::Lock {
                round: round.round,
                table: tn,
            };
            return match commit(s, desk, Command::Reports(lock)) {
                Ok(()) => Err(Refusal::Locked),
                Err(e) => Err(e),
            };
        }
        return Err(Refusal::WrongCode {
            left: WRONG_CODES - *n,
        });
    }
    let (command, result) =
        model::report_command(t, round.round, tn, typed).map_err(Refusal::BadResult)?;
    if at_table.result.as_deref() == Some(result.replace(',', " ").as_str()) {
        return Ok(Taken::AlreadyEntered(result));
    }
    let cmd = ReportCommand::Report {
        round: round.round,
        table: tn,
        result: result.clone(),
        command: Box::new(command),
    };
    commit(s, desk, Command::Reports(cmd)).map(|()| Taken::Pending(result))
}

/// Commits `cmd`: through the desk beside the room when there is one (its session, its undo),
/// then follows what the desk saved; else through the room's own session.
fn commit(
    s: &mut Session,
    desk: Option<&mpsc::Sender<DeskAsk>>,
    cmd: Command,
) -> Result<(), Refusal> {
    let Some(desk) = desk else {
        return s
            .execute(cmd, Utc::now())
            .map(|_| ())
            .map_err(|e| Refusal::Refused(plain(&e)));
    };
    let (reply, answer) = mpsc::channel();
    let asked = desk.send(DeskAsk {
        command: cmd,
        reply,
    });
    let answered = asked
        .ok()
        .and_then(|()| answer.recv_timeout(DESK_WAIT).ok())
        .ok_or_else(|| Refusal::Refused(crate::i18n::t("room-desk-silent").into()))?;
    answered.map_err(|e| Refusal::Refused(plain(&e)))?;
    let _ = s.follow();
    Ok(())
}

/// Why the desk refused, in plain words for a player: the rule's own words without the field
/// name the command line puts first.
fn plain(e: &crate::session::ChangeError) -> String {
    use crate::game::Rejected;
    match e {
        crate::session::ChangeError::Rejected(
            Rejected::InvalidField { message, .. } | Rejected::WrongState { message, .. },
        ) => {
            let words = message.to_string();
            let mut c = words.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect::<String>() + ".")
                .unwrap_or(words)
        }
        other => other.to_string(),
    }
}
