//! The score sheets of a Muck round: Bobbl scores and their correction (R-M1), the second
//! entry and settling it, and importing a round played elsewhere.

use super::super::draw::{History, repeat_warnings};
use super::super::{
    BobblScore, Entrant, ImportedMuckTable, MuckGame, MuckRound, MuckTable, SheetEntry, Side,
};
use super::round::{check_tables, sitting_out_words};
use crate::game::lifecycle;
use crate::game::{Change, Registry, Rejected, RoundNo, RoundState, TableNo};
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
    let target = Some(&g.settings).map_or(21, |s| s.target);
    let r = fixed_round(g, round, "result")?;
    let n = r.number;
    let Some(tb) = r.table(table) else {
        return Err(Rejected::no_table(n, table, r.tables.len()));
    };
    let have = tb.bobbl.len() as u32;
    if scores.is_empty() {
        return Err(Rejected::invalid(
            "score",
            "at least one Bobbl score is needed, e.g. 21:4",
        ));
    }
    let last = bobbl.saturating_add(scores.len() as u32).saturating_sub(1);
    if bobbl == 0 || last > have {
        return Err(Rejected::not_found(
            "bobbl",
            format!(
                "round {n} has {have} Bobbl per table; Bobbl {} does not exist",
                if bobbl == 0 { 0 } else { last }
            ),
            Some(format!("1..{have}")),
        ));
    }
    for (i, s) in scores.iter().enumerate() {
        s.check(target).map_err(|message| Rejected::InvalidScore {
            table: Some(table),
            bobbl: Some(bobbl + i as u32),
            message,
        })?;
    }
    // A second entry checks a first one: with no first entry there is nothing to check it
    // against, and the typed sheet would count for nothing (issue 9, item 14).
    if second && let Some(b) = (bobbl..=last).find(|b| tb.bobbl[(*b - 1) as usize].is_none()) {
        return Err(Rejected::refused(
            "second entry",
            format!(
                "round {n}, table {table}: Bobbl {b} has no first entry yet; a second entry \
                 checks the first, so type this sheet as the first entry"
            ),
        ));
    }
    let (na, nb) = (g.side_name(reg, tb.a), g.side_name(reg, tb.b));
    let old: Vec<Option<BobblScore>> = {
        let list = if second { &tb.second } else { &tb.bobbl };
        list[(bobbl - 1) as usize..last as usize].to_vec()
    };
    // The first entry as it is already (issue 9, item 15); a second entry typed again is
    // taken as it comes (it is checked against the first, not against itself).
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
            .map(|s| s.map_or("–".to_string(), |s| s.to_string()))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let new: Vec<Option<BobblScore>> = scores.iter().copied().map(Some).collect();
    let correction = !second && old.iter().any(Option::is_some);
    let label = if second { "second entry" } else { "score" };
    let what = if correction {
        format!(
            "correct table {table} Bobbl {bobbl}..{last}: {na} v {nb} {} → {}",
            words(&old),
            words(&new)
        )
    } else {
        format!(
            "{label} table {table} Bobbl {bobbl}..{last}: {na} v {nb} {}",
            words(&new)
        )
    };
    let mut change = Change::new(Some(n), what);
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
        return Err(Rejected::refused(
            what,
            "there is no round yet; draw and publish one first",
        ));
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
            format!(
                "round {n}, table {table}: {}; nothing to resolve",
                if tb.second.iter().all(Option::is_none) {
                    "there is no second entry"
                } else {
                    "the first and second entry agree"
                }
            ),
        ));
    }
    // Keeping a first entry that has no score would throw the typed second entry away.
    if take == SheetEntry::First
        && let Some(b) = differ.iter().find(|b| tb.bobbl[**b as usize - 1].is_none())
    {
        return Err(Rejected::refused(
            "resolve",
            format!(
                "round {n}, table {table}: Bobbl {b} has only a second entry; keeping the \
                 first would throw it away: take the second entry, or type the first"
            ),
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
                    changes.push(format!("Bobbl {b} {} → {}", show(first), show(second)));
                }
                SheetEntry::First => {
                    tb.second[i] = first;
                    changes.push(format!(
                        "Bobbl {b} {} (second was {})",
                        show(first),
                        show(second)
                    ));
                }
            }
        }
    }
    lifecycle::complete_when_entered(r);
    let what = match take {
        SheetEntry::Second => format!(
            "take second entry, table {table}: {na} v {nb} {}",
            changes.join(", ")
        ),
        SheetEntry::First => format!(
            "keep first entry, table {table}: {na} v {nb} {}",
            changes.join(", ")
        ),
    };
    let mut change = Change::new(Some(n), what);
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
                format!(
                    "table {} has a score for Bobbl {}, but a round has {bobbl}",
                    it.table,
                    it.bobbl.len()
                ),
                Some(format!("1..{bobbl}")),
            ));
        }
        for (i, s) in it.bobbl.iter().enumerate() {
            if let Some(s) = s {
                s.check(target).map_err(|message| Rejected::InvalidScore {
                    table: Some(it.table),
                    bobbl: Some(i as u32 + 1),
                    message,
                })?;
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
    let what = format!(
        "import round {round}: {} table(s){}",
        r.tables.len(),
        sitting_out_words(reg, g, &r)
    );
    g.rounds.push(r);
    Ok(Change::new(Some(round), what))
}
