//! Results reported by the players from their phones (the room's report page, `turnier serve
//! EV --reports`): a report is kept pending beside the event and never counts as a result
//! until the desk accepts it. The rules, the same for every system with tables (Swiss, Muck):
//!
//! - a report names the round, the table and the system's own result command, built from
//!   what the players typed (Swiss `2-1`, Muck the sheet `21:4,20:21`); it is checked as that
//!   command would be, on a copy, and refused when the table's reporting is locked or the same
//!   result is pending already; a report that differs from the result the desk entered is kept
//!   beside it (it may show the desk's typing error), never applied unasked;
//! - two different reports for one table are a difference: both stay pending and neither can
//!   be accepted (the desk enters the result itself);
//! - [`ReportCommand::Accept`] runs the reported command as if the desk had typed it; its
//!   audit entry says "reported by the players, accepted by the desk";
//! - a result the desk enters itself settles the reports of that table that agree with it;
//!   those that differ stay, shown beside the result, until dismissed or accepted (then a
//!   correction);
//! - the code on each table's slip ([`code`]) is drawn from the event's seed: the web server
//!   checks it, and after [`WRONG_CODES`] wrong codes locks that table's reporting
//!   ([`ReportCommand::Lock`]) until the desk unlocks it.
//!
//! The codes and the lock are the room's safety on a shared Wi-Fi; no rule text speaks of
//! them (the spec files know only results entered at the desk).

use super::apply::Change;
use super::lots::SplitMix64;
use super::{Command, Msg, Rejected, RoundNo, TableNo};
use crate::sync::slots::slots_of;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// Wrong codes for one table after which its reporting is locked.
pub const WRONG_CODES: u32 = 3;

/// The letters a code is made of: no 0/O, 1/I/L, 2/Z, 5/S or 8/B that a phone's keyboard or a
/// player's handwriting mixes up.
const CODE_ALPHABET: &[u8] = b"ACDEFHJKMNPRTUVWXY34679";

/// Characters in a code: 23^4 = 279,841 codes per table and round, and [`WRONG_CODES`] tries.
pub const CODE_LEN: usize = 4;

/// The players' reports of an event, kept beside its rounds.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reports {
    /// Reports not yet accepted or dismissed, in the order they came.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<PlayerReport>,
    /// Tables whose reporting is locked (wrong codes), by round.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub locked: Vec<(RoundNo, TableNo)>,
}

impl Reports {
    /// Whether there is nothing to keep (so a save without reports stays as it was).
    pub fn is_empty(&self) -> bool {
        self.pending.is_empty() && self.locked.is_empty()
    }

    /// The pending reports of `table` in `round`, oldest first.
    pub fn at(&self, round: RoundNo, table: TableNo) -> Vec<&PlayerReport> {
        self.pending
            .iter()
            .filter(|r| r.round == round && r.table == table)
            .collect()
    }

    /// Whether `table`'s reporting in `round` is locked.
    pub fn is_locked(&self, round: RoundNo, table: TableNo) -> bool {
        self.locked.contains(&(round, table))
    }

    /// Whether the pending reports of `table` in `round` disagree (two players' phones sent
    /// different results).
    pub fn differ(&self, round: RoundNo, table: TableNo) -> bool {
        let at = self.at(round, table);
        at.iter().any(|r| r.result != at[0].result)
    }

    /// After the desk entered `cmd` (a result): the reports of its table that say the same
    /// are settled (removed); those that differ stay.
    pub(super) fn settle(&mut self, cmd: &Command) {
        let Some(entered) = slots_of(cmd) else {
            return;
        };
        self.pending.retain(|r| {
            let Some(reported) = slots_of(&r.command) else {
                return true;
            };
            let same_table = reported
                .first()
                .zip(entered.first())
                .is_some_and(|(a, b)| a.0.round() == b.0.round() && a.0.table() == b.0.table());
            !(same_table && reported == entered)
        });
    }
}

/// One result the players reported for a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerReport {
    /// The round.
    pub round: RoundNo,
    /// The table.
    pub table: TableNo,
    /// The result as the report page normalised it (`2-1`, `21:4,20:21`): shown at the desk.
    pub result: String,
    /// The system's result command it becomes when accepted (its round given).
    pub command: Command,
    /// When it came (the server's clock).
    pub at: DateTime<Utc>,
}

/// What can be done with the players' reports.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReportCommand {
    /// A result the players reported: kept pending, never a result.
    Report {
        /// The round (the one shown in the room).
        round: RoundNo,
        /// The table.
        table: TableNo,
        /// The result as normalised (`2-1`, `21:4,20:21`).
        result: String,
        /// The system's result command for that table and round.
        command: Box<Command>,
    },
    /// The desk takes the table's pending report as its result.
    Accept {
        /// The round.
        round: RoundNo,
        /// The table.
        table: TableNo,
    },
    /// The desk dismisses the table's pending reports.
    Dismiss {
        /// The round.
        round: RoundNo,
        /// The table.
        table: TableNo,
    },
    /// Reporting at the table is locked (too many wrong codes).
    Lock {
        /// The round.
        round: RoundNo,
        /// The table.
        table: TableNo,
    },
    /// The desk unlocks the table's reporting.
    Unlock {
        /// The round.
        round: RoundNo,
        /// The table.
        table: TableNo,
    },
}

/// The code printed on `table`'s slip in `round`: [`CODE_LEN`] letters and digits drawn from
/// the event's `seed`, so the same event gives the same codes on every desk and print, and
/// neighbouring tables' codes say nothing of each other.
pub fn code(seed: u64, round: RoundNo, table: TableNo) -> String {
    let mut g = SplitMix64::for_draw(seed ^ 0x7265_706f_7274_0000, round.0, table.0);
    (0..CODE_LEN)
        .map(|_| char::from(CODE_ALPHABET[g.below(CODE_ALPHABET.len())]))
        .collect()
}

/// Whether `typed` is `table`'s code in `round`: case and spaces do not matter.
pub fn code_matches(seed: u64, round: RoundNo, table: TableNo, typed: &str) -> bool {
    let typed: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect::<String>()
        .to_ascii_uppercase();
    typed == code(seed, round, table)
}

/// Runs `c` on the event's reports; `run_result` runs a result command on the event's game
/// (the system's own rules), `dry_run` the same on a copy.
///
/// # Errors
/// [`Rejected`]: the report's table or result as the system's rules refuse them (the same
/// result as the desk's among them), reporting locked (field `table`), the same result pending
/// already (field `result`); accept with none or with two differing reports pending (field
/// `table`).
pub(super) fn run(
    reports: &mut Reports,
    c: ReportCommand,
    dry_run: &mut dyn FnMut(Command) -> Result<Change, Rejected>,
    run_result: &mut dyn FnMut(Command) -> Result<Change, Rejected>,
    at: DateTime<Utc>,
) -> Result<Change, Rejected> {
    let where_ = |round: RoundNo, table: TableNo| (round, table);
    match c {
        ReportCommand::Report {
            round,
            table,
            result,
            command,
        } => {
            let slots = slots_of(&command)
                .filter(|s| {
                    s.iter()
                        .all(|(s, _)| s.round() == round && s.table() == table)
                })
                .ok_or_else(|| Rejected::invalid("result", Msg::key("report-err-not-result")))?;
            if reports.is_locked(round, table) {
                return Err(Rejected::wrong_state(
                    "table",
                    Msg::key("report-err-locked").num("table", table.0),
                ));
            }
            // Checked as the desk would enter it; over the desk's own result that is a
            // correction, which the report only shows until the desk takes it.
            dry_run((*command).clone())?;
            if reports
                .at(round, table)
                .iter()
                .any(|r| slots_of(&r.command).as_ref() == Some(&slots))
            {
                return Err(Rejected::invalid(
                    "result",
                    Msg::key("report-err-same").num("table", table.0),
                ));
            }
            let differs = !reports.at(round, table).is_empty();
            reports.pending.push(PlayerReport {
                round,
                table,
                result: result.clone(),
                command: *command,
                at,
            });
            let key = if differs {
                "audit-report-differs"
            } else {
                "audit-report"
            };
            Ok(Change::said(
                Some(round),
                Msg::key(key).num("table", table.0).text("result", result),
            ))
        }
        ReportCommand::Accept { round, table } => {
            let at_table = reports.at(round, table);
            let Some(first) = at_table.first() else {
                return Err(none_pending(round, table));
            };
            if reports.differ(round, table) {
                let results: Vec<&str> = at_table.iter().map(|r| r.result.as_str()).collect();
                return Err(Rejected::wrong_state(
                    "table",
                    Msg::key("report-err-differ")
                        .num("table", table.0)
                        .text("results", results.join(" / ")),
                ));
            }
            let (command, result) = (first.command.clone(), first.result.clone());
            let inner = run_result(command)?;
            reports
                .pending
                .retain(|r| where_(r.round, r.table) != where_(round, table));
            let words = inner.msg.clone().unwrap_or(Msg::Text(inner.what.clone()));
            let mut change = Change::said(
                Some(round),
                Msg::key("audit-report-accepted")
                    .num("table", table.0)
                    .text("result", result)
                    .msg("what", words),
            );
            change.correction = inner.correction;
            Ok(change)
        }
        ReportCommand::Dismiss { round, table } => {
            if reports.at(round, table).is_empty() {
                return Err(none_pending(round, table));
            }
            reports
                .pending
                .retain(|r| where_(r.round, r.table) != where_(round, table));
            Ok(Change::said(
                Some(round),
                Msg::key("audit-report-dismissed").num("table", table.0),
            ))
        }
        ReportCommand::Lock { round, table } => {
            if !reports.is_locked(round, table) {
                reports.locked.push((round, table));
            }
            Ok(Change::said(
                Some(round),
                Msg::key("audit-report-locked").num("table", table.0),
            ))
        }
        ReportCommand::Unlock { round, table } => {
            if !reports.is_locked(round, table) {
                return Err(Rejected::wrong_state(
                    "table",
                    Msg::key("report-err-not-locked").num("table", table.0),
                ));
            }
            reports.locked.retain(|l| *l != (round, table));
            Ok(Change::said(
                Some(round),
                Msg::key("audit-report-unlocked").num("table", table.0),
            ))
        }
    }
}

fn none_pending(round: RoundNo, table: TableNo) -> Rejected {
    Rejected::wrong_state(
        "table",
        Msg::key("report-err-none")
            .num("table", table.0)
            .num("round", round.0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_fixed_by_the_seed_and_differ_between_tables() {
        let a = code(42, RoundNo(1), TableNo(1));
        assert_eq!(a.len(), CODE_LEN);
        assert_eq!(a, code(42, RoundNo(1), TableNo(1)));
        let all: std::collections::HashSet<String> =
            (1..=50).map(|t| code(42, RoundNo(1), TableNo(t))).collect();
        assert!(all.len() >= 49, "{all:?}");
        assert_ne!(a, code(43, RoundNo(1), TableNo(1)));
        assert_ne!(a, code(42, RoundNo(2), TableNo(1)));
        assert!(a.bytes().all(|b| CODE_ALPHABET.contains(&b)));
        assert!(code_matches(42, RoundNo(1), TableNo(1), &a.to_lowercase()));
        assert!(!code_matches(42, RoundNo(1), TableNo(2), &a));
    }
}
