//! Results of a Swiss round: entering and correcting a table's result (R-S1, R-S2), and a round
//! played elsewhere imported with its results and byes.

use super::super::{ImportedMatch, MatchResult, Round, SwissGame, Table, TableReason};
use super::round::{meetings, points_of, reason, rematch_warnings};
use crate::game::lifecycle::{self, LifecycleRound};
use crate::game::{Change, Msg, PlayerId, Registry, Rejected, RoundNo, RoundState, TableNo, known};
use std::collections::HashSet;

pub(super) fn record_result(
    reg: &mut Registry,
    g: &mut SwissGame,
    round: Option<RoundNo>,
    table: TableNo,
    result: MatchResult,
) -> Result<Change, Rejected> {
    let n = match round {
        Some(n) => n,
        None => match g.current_round() {
            Some(r) => r.number,
            None => return Err(Rejected::refused("result", Msg::key("err-no-round-yet"))),
        },
    };
    let r = lifecycle::fixed_round(&g.rounds, n)?;
    let Some(tb) = r.table(table) else {
        return Err(Rejected::no_table(n, table, r.tables.len()));
    };
    // Re-check: the stored value may come from an import or a hand-edited file.
    checked(result)?;
    // After the cut: Swiss rounds are frozen, playoff matches have a winner (R-S19).
    super::super::playoff::check_result(g, n, table, result)?;
    let (na, nb) = (reg.display_name(tb.a), reg.display_name(tb.b));
    let old = tb.result;
    if old == Some(result) {
        return Err(Rejected::Unchanged {
            table,
            entered: result.to_string(),
        });
    }
    let idx = (n.0 - 1) as usize;
    let r = &mut g.rounds[idx];
    if let Some(tb) = r.tables.iter_mut().find(|tb| tb.number == table) {
        tb.result = Some(result);
    }
    lifecycle::complete_when_entered(r);
    super::super::playoff::result_entered(g, n, table);
    let mut change = Change::said(
        Some(n),
        match old {
            Some(o) => Msg::key("audit-swiss-correct")
                .num("table", table.0)
                .text("a", na)
                .text("old", o)
                .text("b", nb)
                .text("result", result),
            None => Msg::key("audit-swiss-result")
                .num("table", table.0)
                .text("a", na)
                .text("result", result)
                .text("b", nb),
        },
    );
    change.correction = old.is_some();
    Ok(change)
}

pub(super) fn import_round(
    reg: &mut Registry,
    g: &mut SwissGame,
    round: RoundNo,
    matches: Vec<ImportedMatch>,
    byes: Vec<PlayerId>,
) -> Result<Change, Rejected> {
    lifecycle::import_allowed(&g.rounds, round)?;
    if let Some(r) = g
        .current_round()
        .filter(|r| r.state == RoundState::Published)
    {
        return Err(Rejected::refused(
            "import",
            Msg::key("err-import-open-tables")
                .num("round", r.number.0)
                .num("open", r.open_tables())
                .msg("lacking", Msg::key(Round::WORDS.lacking)),
        ));
    }
    let mut seen = HashSet::new();
    for p in matches
        .iter()
        .flat_map(|m| [m.a, m.b])
        .chain(byes.iter().copied())
    {
        known(reg, p)?;
        if !seen.insert(p) {
            return Err(Rejected::refused(
                "import",
                Msg::key("err-plays-twice")
                    .text("name", reg.display_name(p))
                    .num("round", round.0),
            ));
        }
    }
    let mut numbers = HashSet::new();
    let points = points_of(reg, g);
    let met = meetings(g);
    let mut tables = Vec::with_capacity(matches.len());
    let mut next_free = 1;
    for m in &matches {
        checked(m.result)?;
        let number = match m.table {
            Some(n) => n,
            None => {
                while matches.iter().any(|x| x.table == Some(TableNo(next_free)))
                    || numbers.contains(&TableNo(next_free))
                {
                    next_free += 1;
                }
                TableNo(next_free)
            }
        };
        if !numbers.insert(number) {
            return Err(Rejected::invalid(
                "table",
                Msg::key("err-table-twice")
                    .num("table", number.0)
                    .num("round", round.0),
            ));
        }
        tables.push(Table {
            number,
            a: m.a,
            b: m.b,
            result: Some(m.result),
            reason: TableReason {
                imported: true,
                ..reason(&points, &met, m.a, m.b, false)
            },
        });
    }
    tables.sort_by_key(|tb| tb.number);
    let mut r = Round {
        number: round,
        state: RoundState::Complete,
        tables,
        byes,
        warnings: Vec::new(),
    };
    r.warnings = rematch_warnings(reg, &r);
    let what = Msg::key("audit-swiss-import")
        .num("round", round.0)
        .num("matches", r.tables.len())
        .num("byes", r.byes.len());
    g.rounds.push(r);
    Ok(Change::said(Some(round), what))
}

/// `result` if it is a best-of-three result ([`MatchResult::new`] decides, R-S1).
///
/// # Errors
/// [`Rejected::InvalidScore`] naming the score and the allowed values, in the language in
/// force when shown (the English words are [`MatchResult::new`]'s).
fn checked(result: MatchResult) -> Result<(), Rejected> {
    MatchResult::new(result.wins_a, result.wins_b, result.draws)
        .map(|_| ())
        .map_err(|_| {
            Rejected::score(Msg::key("err-swiss-score").text(
                "score",
                format!("{}-{}-{}", result.wins_a, result.wins_b, result.draws),
            ))
        })
}
