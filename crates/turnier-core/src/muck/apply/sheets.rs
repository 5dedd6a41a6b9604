//! The score sheets of a Muck round: Bobbl scores and their correction (R-M1), the second
//! entry and settling it, and importing a round played elsewhere.

use super::super::draw::{History, repeat_warnings};
use super::super::{
    BobblScore, Entrant, ImportedMuckTable, MuckGame, MuckRound, MuckTable, SheetEntry, Side,
};
use super::round::{check_tables, sitting_out_words};
use crate::game::lifecycle;
use crate::game::{Change, Msg, Registry, Rejected, RoundNo, RoundState, TableNo};
use std::collections::HashSet;

pub(super) fn record(
    reg: &mut Registry,
    g: &mut MuckGame,
    round: Option<RoundNo>,
    table: TableNo,
    bobbl: u32,
    scores: &[BobblScore],
    second: bool,
) -> Result<Change, Rejected> {
    let target = g.settings.target;
    let limit = g.settings.time_limit;
    let r = fixed_round(g, round, "result")?;
    let n = r.number;
    let Some(tb) = r.table(table) else {
        return Err(Rejected::no_table(n, table, r.tables.len()));
    };
    let have = tb.bobbl.len() as u32;
    if scores.is_empty() {
        return Err(Rejected::invalid("score", Msg::key("err-muck-no-score")));
    }
    let last = bobbl.saturating_add(scores.len() as u32).saturating_sub(1);
    if bobbl == 0 || last > have {
        return Err(Rejected::not_found(
            "bobbl",
            Msg::key("err-muck-no-bobbl")
                .num("round", n.0)
                .num("have", have)
                .num("bobbl", if bobbl == 0 { 0 } else { last }),
            Some(format!("1..{have}")),
        ));
    }
    for (i, s) in scores.iter().enumerate() {
        checked(*s, target, limit, table, bobbl + i as u32)?;
    }
    // A second entry checks a first one: with no first entry there is nothing to check it
    // against, and the typed sheet would count for nothing.
    if second && let Some(b) = (bobbl..=last).find(|b| tb.bobbl[(*b - 1) as usize].is_none()) {
        return Err(Rejected::refused(
            "second entry",
            Msg::key("err-muck-second-without-first")
                .num("round", n.0)
                .num("table", table.0)
                .num("bobbl", b),
        ));
    }
    let (na, nb) = (g.side_name(reg, tb.a), g.side_name(reg, tb.b));
    let old: Vec<Option<BobblScore>> = {
        let list = if second { &tb.second } else { &tb.bobbl };
        list[(bobbl - 1) as usize..last as usize].to_vec()
    };
    // The first entry as it is already: nothing changes, and the director is told so
    // (`Rejected::Unchanged`); a second entry typed again is taken as it comes (it is checked
    // against the first, not against itself).
    if !second && old.iter().zip(scores).all(|(o, s)| *o == Some(*s)) {
        let range = if last == bobbl {
            format!("Bobbl {bobbl}")
        } else {
            format!("Bobbl {bobbl}..{last}")
        };
        let scores: Vec<String> = scores.iter().map(ToString::to_string).collect();
        return Err(Rejected::Unchanged {
            table,
            entered: format!("{range} {}", scores.join(" ")),
        });
    }
    let idx = (n.0 - 1) as usize;
    let r = &mut g.rounds[idx];
    if let Some(tb) = r.tables.iter_mut().find(|x| x.number == table) {
        let list = if second {
            &mut tb.second
        } else {
            &mut tb.bobbl
        };
        for (i, s) in scores.iter().enumerate() {
            list[(bobbl - 1) as usize + i] = Some(*s);
        }
    }
    lifecycle::complete_when_entered(r);
    let words = |v: &[Option<BobblScore>]| {
        v.iter()
            .map(|s| s.map_or("–".to_string(), |s| s.shown(target)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let new: Vec<Option<BobblScore>> = scores.iter().copied().map(Some).collect();
    let correction = !second && old.iter().any(Option::is_some);
    let what = if correction {
        Msg::key("audit-muck-correct")
            .num("table", table.0)
            .num("from", bobbl)
            .num("to", last)
            .text("a", na)
            .text("b", nb)
            .text("old", words(&old))
            .text("new", words(&new))
    } else {
        Msg::key(if second {
            "audit-muck-second-entry"
        } else {
            "audit-muck-score"
        })
        .num("table", table.0)
        .num("from", bobbl)
        .num("to", last)
        .text("a", na)
        .text("b", nb)
        .text("new", words(&new))
    };
    let mut change = Change::said(Some(n), what);
    change.correction = correction;
    Ok(change)
}

/// The round a score command (`what`: `result`, `resolve`) means (`None`: the last round),
/// published or complete.
pub(super) fn fixed_round<'g>(
    g: &'g MuckGame,
    round: Option<RoundNo>,
    what: &'static str,
) -> Result<&'g MuckRound, Rejected> {
    let Some(n) = round.or_else(|| g.rounds.last().map(|r| r.number)) else {
        return Err(Rejected::refused(what, Msg::key("err-muck-no-round-yet")));
    };
    lifecycle::fixed_round(&g.rounds, n)
}

pub(super) fn resolve(
    reg: &mut Registry,
    g: &mut MuckGame,
    round: Option<RoundNo>,
    table: TableNo,
    take: SheetEntry,
) -> Result<Change, Rejected> {
    let r = fixed_round(g, round, "resolve")?;
    let n = r.number;
    let idx = (n.0 - 1) as usize;
    let Some(tb) = r.table(table) else {
        return Err(Rejected::no_table(n, table, r.tables.len()));
    };
    let differ = tb.second_entry_differs();
    if differ.is_empty() {
        return Err(Rejected::refused(
            "resolve",
            Msg::key("err-muck-nothing-to-resolve")
                .num("round", n.0)
                .num("table", table.0)
                .msg(
                    "why",
                    Msg::key(if tb.second.iter().all(Option::is_none) {
                        "err-muck-no-second-entry"
                    } else {
                        "err-muck-entries-agree"
                    }),
                ),
        ));
    }
    // Keeping a first entry that has no score would throw the typed second entry away.
    if take == SheetEntry::First
        && let Some(b) = differ.iter().find(|b| tb.bobbl[**b as usize - 1].is_none())
    {
        return Err(Rejected::refused(
            "resolve",
            Msg::key("err-muck-keep-empty-first")
                .num("round", n.0)
                .num("table", table.0)
                .num("bobbl", *b),
        ));
    }
    let (na, nb) = (g.side_name(reg, tb.a), g.side_name(reg, tb.b));
    let show = |s: Option<BobblScore>| s.map_or("–".to_string(), |s| s.to_string());
    let mut changes = Vec::new();
    let r = &mut g.rounds[idx];
    if let Some(tb) = r.tables.iter_mut().find(|x| x.number == table) {
        for b in &differ {
            let i = *b as usize - 1;
            let (first, second) = (tb.bobbl[i], tb.second[i]);
            match take {
                SheetEntry::Second => {
                    tb.bobbl[i] = second;
                    changes.push(
                        Msg::key("audit-muck-took")
                            .num("bobbl", *b)
                            .text("first", show(first))
                            .text("second", show(second)),
                    );
                }
                SheetEntry::First => {
                    tb.second[i] = first;
                    changes.push(
                        Msg::key("audit-muck-kept")
                            .num("bobbl", *b)
                            .text("first", show(first))
                            .text("second", show(second)),
                    );
                }
            }
        }
    }
    lifecycle::complete_when_entered(r);
    let changes = changes.into_iter().collect::<Vec<_>>();
    let changes = Msg::list(changes, crate::game::ListSep::Comma)
        .unwrap_or_else(|| Msg::key("audit-nothing"));
    let what = Msg::key(match take {
        SheetEntry::Second => "audit-muck-take-second",
        SheetEntry::First => "audit-muck-keep-first",
    })
    .num("table", table.0)
    .text("a", na)
    .text("b", nb)
    .msg("changes", changes);
    let mut change = Change::said(Some(n), what);
    change.correction = take == SheetEntry::Second;
    Ok(change)
}

pub(super) fn import_round(
    reg: &mut Registry,
    g: &mut MuckGame,
    round: RoundNo,
    tables: Vec<ImportedMuckTable>,
) -> Result<Change, Rejected> {
    let target = Some(&g.settings).map_or(21, |s| s.target);
    let bobbl = Some(&g.settings).map_or(2, |s| s.bobbl_per_round);
    lifecycle::import_allowed(&g.rounds, round)?;
    let mut made = Vec::with_capacity(tables.len());
    for it in tables {
        if it.bobbl.len() > bobbl as usize {
            return Err(Rejected::not_found(
                "bobbl",
                Msg::key("err-muck-import-bobbl")
                    .num("table", it.table.0)
                    .num("count", it.bobbl.len())
                    .num("bobbl", bobbl),
                Some(format!("1..{bobbl}")),
            ));
        }
        for (i, s) in it.bobbl.iter().enumerate() {
            if let Some(s) = s {
                checked(*s, target, g.settings.time_limit, it.table, i as u32 + 1)?;
            }
        }
        let mut tb = MuckTable::new(it.table, it.a, it.b, bobbl, true);
        for (i, s) in it.bobbl.into_iter().enumerate() {
            tb.bobbl[i] = s;
        }
        made.push(tb);
    }
    check_tables(reg, g, round, &made)?;
    made.sort_by_key(|tb| tb.number);
    let seated: HashSet<Entrant> = made
        .iter()
        .flat_map(|tb| [tb.a, tb.b])
        .flat_map(Side::entrants)
        .collect();
    let sitting_out: Vec<Entrant> = g
        .active_entrants(reg)
        .into_iter()
        .filter(|e| !seated.contains(e))
        .collect();
    let history = History::of(g);
    let mut r = MuckRound {
        number: round,
        state: RoundState::Published,
        draw_no: 0,
        warnings: repeat_warnings(reg, g, &made, &history),
        tables: made,
        sitting_out,
    };
    lifecycle::complete_when_entered(&mut r);
    let what = Msg::key("audit-muck-import")
        .num("round", round.0)
        .num("tables", r.tables.len())
        .msg("out", sitting_out_words(reg, g, &r));
    g.rounds.push(r);
    Ok(Change::said(Some(round), what))
}

/// Bobbl `bobbl` of `table` if its score is one of the game (R-M1; [`BobblScore::check`]
/// decides).
///
/// # Errors
/// [`Rejected::InvalidScore`] naming the target and what was found, in the language in force
/// when shown (the English words are [`BobblScore::check`]'s).
fn checked(
    s: BobblScore,
    target: u32,
    limit: Option<u32>,
    table: TableNo,
    bobbl: u32,
) -> Result<(), Rejected> {
    s.check_limited(target, limit)
        .map_err(|_| Rejected::InvalidScore {
            table: Some(table),
            bobbl: Some(bobbl),
            // Without a time limit an aborted Bobbl is refused, saying the event has none (R-M9).
            message: s.fault_limited(target, limit),
        })
}
