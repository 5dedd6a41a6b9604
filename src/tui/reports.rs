//! The players' reports at the desk, the same for every system with tables
//! ([`crate::game::reports`]): which tables of a round have one waiting, the line that lists
//! them, and the command `R` runs on the selected table. Each system's results screen calls
//! these with its round and its selected table.

use super::app::{App, Pending, Popup};
use super::effect::Effect;
use crate::game::reports::{PlayerReport, ReportCommand};
use crate::game::{Command, RoundNo, TableNo};

/// Whether a report is waiting for `table` of `round`.
pub fn waiting_at(app: &App, round: RoundNo, table: TableNo) -> bool {
    app.session
        .as_ref()
        .is_some_and(|s| !s.tournament().reports.at(round, table).is_empty())
}

/// The mark of `table` in `round` in a list of tables: `?` with a players' report waiting,
/// `!` when its reporting is locked after wrong codes; `None` for neither.
pub fn mark(app: &App, round: RoundNo, table: TableNo) -> Option<char> {
    let reports = &app.session.as_ref()?.tournament().reports;
    if reports.is_locked(round, table) {
        Some('!')
    } else if !reports.at(round, table).is_empty() {
        Some('?')
    } else {
        None
    }
}

/// The players' report of `table` in `round` in a few characters for a result column: `?2-0`,
/// `?≠` when two differ; `None` without one.
pub fn short(app: &App, round: RoundNo, table: TableNo) -> Option<String> {
    let reports = &app.session.as_ref()?.tournament().reports;
    let at = reports.at(round, table);
    let first = at.first()?;
    Some(if reports.differ(round, table) {
        "?≠".to_string()
    } else {
        format!("?{}", first.result)
    })
}

/// The line listing the reports waiting in `round` (`Players reported (? on the table, R
/// accepts): table 5 0-2, table 7 2-1`); `None` when none is.
pub fn line(app: &App, round: RoundNo) -> Option<String> {
    let s = app.session.as_ref()?;
    let pending = &s.tournament().reports.pending;
    let tables = words(pending.iter().filter(|r| r.round == round));
    (!tables.is_empty()).then(|| crate::tr!("desk-reported", tables = tables))
}

/// `reports` in words, `table 5 0-2, table 7 2-1`; empty for none.
pub fn words<'a>(reports: impl Iterator<Item = &'a PlayerReport>) -> String {
    reports
        .map(|r| {
            crate::tr!(
                "desk-reported-table",
                table = r.table.0,
                result = r.result.as_str()
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `R` on `table` of `round`: the report waiting there becomes the table's result. Over a
/// result the desk entered (`entered`, in the desk's words) it asks first, naming both (a
/// correction); two differing reports are refused by the core (the status line names both);
/// without a report, says so and changes nothing. `None` when nothing is to run now.
pub fn accept(
    app: &mut App,
    round: RoundNo,
    table: TableNo,
    entered: Option<String>,
) -> Option<Effect> {
    let reported = at(app, round, table);
    if reported.is_empty() {
        app.error(crate::tr!("desk-no-report-here", table = table.0));
        return None;
    }
    if let (Some(entered), [one]) = (entered, reported.as_slice()) {
        app.popup = Some(Popup::Confirm(Pending::AcceptReport {
            round,
            table,
            entered,
            reported: one.clone(),
        }));
        return None;
    }
    Some(Effect::run(Command::Reports(ReportCommand::Accept {
        round,
        table,
    })))
}

/// `X` on `table` of `round`: asks, then dismisses the players' reports there.
pub fn dismiss(app: &mut App, round: RoundNo, table: TableNo) {
    let reported = at(app, round, table);
    if reported.is_empty() {
        app.error(crate::tr!("desk-no-report-here", table = table.0));
        return;
    }
    app.popup = Some(Popup::Confirm(Pending::DismissReports {
        round,
        table,
        reported: reported.join(" / "),
    }));
}

/// The results reported for `table` of `round`, oldest first.
fn at(app: &App, round: RoundNo, table: TableNo) -> Vec<String> {
    app.session
        .as_ref()
        .map(|s| {
            s.tournament()
                .reports
                .at(round, table)
                .iter()
                .map(|r| r.result.clone())
                .collect()
        })
        .unwrap_or_default()
}
