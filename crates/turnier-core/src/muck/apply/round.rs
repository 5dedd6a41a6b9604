//! A Muck round from draw to publish: the draw and re-draw from the event's seed (R-M6), swaps
//! of entrants and table numbers, the checks of a round's tables, publishing (R-M8).

use super::super::draw::{History, draw, repeat_warnings};
use super::super::{Entrant, MuckGame, MuckRound, MuckTable, Partners, Side, StaleDraft};
use super::partners;
use super::registration::check_entrant;
use crate::game::lifecycle;
use crate::game::{Change, Msg, Registry, Rejected, RoundNo, RoundState, TableNo, known};
use std::collections::HashSet;

pub(super) fn new_round(
    reg: &Registry,
    g: &MuckGame,
    seed: u64,
    draw_no: u32,
) -> Result<MuckRound, Rejected> {
    let d = draw(reg, g, seed, draw_no)?;
    Ok(MuckRound {
        number: d.round,
        state: RoundState::Draft,
        draw_no,
        tables: d.tables,
        sitting_out: d.sitting_out,
        warnings: d.warnings,
    })
}

pub(super) fn sitting_out_words(reg: &Registry, g: &MuckGame, r: &MuckRound) -> Msg {
    match r.sitting_out.as_slice() {
        [] => Msg::key("audit-no-bye"),
        out => Msg::key("audit-muck-sitting-out").text(
            "names",
            out.iter()
                .map(|e| g.entrant_name(reg, *e))
                .collect::<Vec<_>>()
                .join(", "),
        ),
    }
}

pub(super) fn draw_round(
    reg: &mut Registry,
    g: &mut MuckGame,
    seed: u64,
) -> Result<Change, Rejected> {
    lifecycle::next_round_allowed(&g.rounds)?;
    let round = new_round(reg, g, seed, 0)?;
    let what = Msg::key("audit-muck-draw")
        .num("round", round.number.0)
        .num("tables", round.tables.len())
        .msg("out", sitting_out_words(reg, g, &round));
    let n = round.number;
    g.rounds.push(round);
    Ok(Change::said(Some(n), what))
}

pub(super) fn redraw(reg: &mut Registry, g: &mut MuckGame, seed: u64) -> Result<Change, Rejected> {
    let old = lifecycle::draft(&g.rounds)?;
    let (n, next_no) = (old.number, old.draw_no + 1);
    g.rounds.pop();
    let round = new_round(reg, g, seed, next_no)?;
    let what = Msg::key("audit-muck-redraw")
        .num("round", n.0)
        .num("draw", next_no + 1)
        .num("tables", round.tables.len())
        .msg("out", sitting_out_words(reg, g, &round));
    g.rounds.push(round);
    Ok(Change::said(Some(n), what))
}

pub(super) fn swap_entrants(
    reg: &mut Registry,
    g: &mut MuckGame,
    a: Entrant,
    b: Entrant,
) -> Result<Change, Rejected> {
    check_entrant(reg, g, a)?;
    check_entrant(reg, g, b)?;
    if a == b {
        return Err(Rejected::refused(
            "swap",
            Msg::key("err-swap-entrants-same"),
        ));
    }
    let r = lifecycle::draft(&g.rounds)?;
    let n = r.number;
    let (na, nb) = (g.entrant_name(reg, a), g.entrant_name(reg, b));
    for (e, name) in [(a, &na), (b, &nb)] {
        if !r.involves(e) {
            return Err(Rejected::refused(
                "swap",
                Msg::key("err-muck-swap-not-in-draft")
                    .text("name", name)
                    .num("round", n.0),
            ));
        }
    }
    let history = History::of(g);
    let mut round = r.clone();
    let mut touched = Vec::new();
    for tb in &mut round.tables {
        if tb.seats(a) || tb.seats(b) {
            tb.a = tb.a.swapped(a, b);
            tb.b = tb.b.swapped(a, b);
            tb.manual = true;
            touched.push(tb.number.to_string());
        }
    }
    for e in &mut round.sitting_out {
        if *e == a {
            *e = b;
        } else if *e == b {
            *e = a;
        }
    }
    round.sitting_out.sort();
    round.warnings = redo_repeat_warnings(reg, g, r, &round.tables, &history);
    if let Some(last) = g.rounds.last_mut() {
        *last = round;
    }
    let where_ = if touched.is_empty() {
        Msg::key("audit-muck-both-out")
    } else {
        Msg::key("audit-tables").text("tables", touched.join(", "))
    };
    Ok(Change::said(
        Some(n),
        Msg::key("audit-muck-swap")
            .text("a", na)
            .text("b", nb)
            .msg("where", where_),
    )
    .manual())
}

/// The warnings of `old` for its edited `tables`: every warning of the draw that is not about a
/// repeat at a table (more rounds than planned, a moving schedule drawn afresh, a search that
/// stopped early) is kept as it was; the repeat warnings are made again for the new seating
/// and table numbers (so a draft keeps its warnings across swaps, and they stay true).
pub(super) fn redo_repeat_warnings(
    reg: &Registry,
    g: &MuckGame,
    old: &MuckRound,
    tables: &[MuckTable],
    history: &History,
) -> Vec<String> {
    let old_repeats = repeat_warnings(reg, g, &old.tables, history);
    let mut out: Vec<String> = old
        .warnings
        .iter()
        .filter(|w| !old_repeats.contains(w))
        .cloned()
        .collect();
    out.extend(repeat_warnings(reg, g, tables, history));
    out
}

pub(super) fn swap_tables(
    reg: &mut Registry,
    g: &mut MuckGame,
    a: TableNo,
    b: TableNo,
) -> Result<Change, Rejected> {
    let old = lifecycle::draft(&g.rounds)?.clone();
    let change = lifecycle::swap_table_numbers(&mut g.rounds, a, b)?;
    // The repeat warnings name tables: they follow the new numbers.
    let history = History::of(g);
    let warnings = match g.rounds.last() {
        Some(new) => redo_repeat_warnings(reg, g, &old, &new.tables, &history),
        None => old.warnings.clone(),
    };
    if let Some(last) = g.rounds.last_mut() {
        last.warnings = warnings;
    }
    Ok(change)
}

/// Every reason the tables of a round are not a valid seating: an entrant seated twice, an
/// unknown pair or player, a side of one player twice, a pair at a singles event or the other
/// way round, the wrong number of Bobbl. Shared by publish and import.
pub(super) fn check_tables(
    reg: &Registry,
    g: &MuckGame,
    n: RoundNo,
    tables: &[MuckTable],
) -> Result<(), Rejected> {
    let mode = partners(g);
    let bobbl = Some(&g.settings).map_or(2, |s| s.bobbl_per_round);
    let mut seen = HashSet::new();
    let mut numbers = HashSet::new();
    for tb in tables {
        if tb.number.0 == 0 || !numbers.insert(tb.number) {
            return Err(Rejected::invalid(
                "table",
                Msg::key("err-muck-table-twice")
                    .num("table", tb.number.0)
                    .num("round", n.0),
            ));
        }
        for s in [tb.a, tb.b] {
            match (mode, s) {
                (Partners::Fixed, Side::Pair(p)) => check_entrant(reg, g, Entrant::Pair(p))?,
                (Partners::Changing, Side::Players(x, y)) => {
                    known(reg, x)?;
                    known(reg, y)?;
                    if x == y {
                        return Err(Rejected::AtTable {
                            table: tb.number,
                            message: Msg::key("err-muck-side-twice").text("name", reg.name_of(x)),
                        });
                    }
                }
                (Partners::Fixed, _) => {
                    return Err(Rejected::AtTable {
                        table: tb.number,
                        message: Msg::key("err-muck-side-pair"),
                    });
                }
                (Partners::Changing, _) => {
                    return Err(Rejected::AtTable {
                        table: tb.number,
                        message: Msg::key("err-muck-side-singles"),
                    });
                }
            }
            for e in s.entrants() {
                if !seen.insert(e) {
                    return Err(Rejected::AtTable {
                        table: tb.number,
                        message: Msg::key("err-muck-seated-twice")
                            .text("name", g.entrant_name(reg, e))
                            .num("round", n.0),
                    });
                }
            }
        }
        if tb.bobbl.len() != bobbl as usize {
            return Err(Rejected::invalid(
                "bobbl",
                Msg::key("err-muck-bobbl-count")
                    .num("table", tb.number.0)
                    .num("count", tb.bobbl.len())
                    .num("bobbl", bobbl),
            ));
        }
    }
    Ok(())
}

pub(super) fn publish(reg: &mut Registry, g: &mut MuckGame) -> Result<Change, Rejected> {
    let r = lifecycle::draft(&g.rounds)?;
    check_tables(reg, g, r.number, &r.tables)?;
    if let Some(stale) = g.stale_draft(reg) {
        return Err(Rejected::refused(
            "publish",
            Msg::key("err-muck-publish-stale").msg("why", stale_words(reg, g, &stale)),
        ));
    }
    lifecycle::publish(&mut g.rounds)
}

/// A stale draft in words ([`StaleDraft::describe`] as a text in every language): `the draft
/// of round 2 is stale: the field changed since it was drawn (not in it: Anna / Otto)`.
fn stale_words(reg: &Registry, g: &MuckGame, stale: &StaleDraft) -> Msg {
    let names = |v: &[Entrant]| {
        v.iter()
            .map(|e| g.entrant_name(reg, *e))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut parts = Vec::new();
    if !stale.missing.is_empty() {
        parts.push(Msg::key("err-muck-stale-missing").text("names", names(&stale.missing)));
    }
    if !stale.withdrawn.is_empty() {
        parts.push(Msg::key("err-muck-stale-withdrawn").text("names", names(&stale.withdrawn)));
    }
    let parts = parts.into_iter().collect::<Vec<_>>();
    let parts = Msg::list(parts, crate::game::ListSep::Semicolon)
        .unwrap_or_else(|| Msg::key("audit-nothing"));
    Msg::key("err-muck-stale")
        .num("round", stale.round.0)
        .msg("parts", parts)
}
