//! The players' reports at the desk, the same for every system with tables
//! ([`crate::game::reports`]): which tables of a round have one waiting, the line that lists
//! them, and the command `R` runs on the selected table. Each system's results screen calls
//! these with its round and its selected table.

use super::app::App;
use super::effect::Effect;
use crate::game::reports::{PlayerReport, ReportCommand};
use crate::game::{Command, RoundNo, TableNo};

/// Whether a report is waiting for `table` of `round`.
pub fn waiting_at(app: &App, round: RoundNo, table: TableNo) -> bool {
    app.session
        .as_ref()
        .is_some_and(|s| !s.tournament().reports.at(round, table).is_empty())
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

/// `R` on `table` of `round`: the report waiting there becomes the table's result (the core
/// refuses two differing reports, and the status line says so); without a report, says so
/// and changes nothing (`None`).
pub fn accept(app: &mut App, round: RoundNo, table: TableNo) -> Option<Effect> {
    if !waiting_at(app, round, table) {
        app.error(crate::tr!("desk-no-report-here", table = table.0));
        return None;
    }
    Some(Effect::run(Command::Reports(ReportCommand::Accept {
        round,
        table,
    })))
}
