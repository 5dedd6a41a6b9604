//! Deich documents for the forum (`ostfriesischer-deich.txt` 3.2, issue 14 item 6): the
//! round's result (FP spent, new FP, who is out and why, the bonus, the next ZAT) and the
//! standings (the order so far or the final order, R-D4).

use super::document::{Body, Column, Document, Grid, GridRow};
use super::names::sanitize;
use super::{DocumentKind, PrintError, check_after, pick_round};
use crate::deich::ranking::Placed;
use crate::deich::{DeichGame, OutReason, Race};
use crate::game::{Event, PlayerId, Registry, RoundNo};

// The words of the Deich documents, in one place for the language layer.
const ROUND_TITLE: &str = "Round";
const STANDINGS_TITLE: &str = "Standings";
const FINAL_TITLE: &str = "Final order";
const ZAT: &str = "ZAT";
const NEXT_ZAT: &str = "next ZAT";
const NOT_SET: &str = "not set";
const RACE_OVER: &str = "the race is over";
const COL_PLACE: &str = "Place";
const COL_NAME: &str = "Name";
const COL_SPENT: &str = "Spent";
const COL_FP: &str = "FP";
const COL_NOTE: &str = "";
const COL_OUT: &str = "Out";
const NMR: &str = "NMR";
const BONUS_NOTE: &str = "+500 bonus";

/// Why a player is out, in the post's words.
pub(crate) fn reason_words(r: OutReason) -> &'static str {
    match r {
        OutReason::Lowest => "lowest bid",
        OutReason::Zero => "0 FP",
        OutReason::Nmr => NMR,
    }
}

fn name(reg: &Registry, p: PlayerId) -> String {
    sanitize(&reg.display_name(p))
}

/// The round's result: every player in at its start, those still in by their new FP, then
/// those out (R-D4 order); the head names the round, its ZAT and the next ZAT.
pub(super) fn round(
    t: &Event,
    g: &DeichGame,
    asked: Option<RoundNo>,
) -> Result<Document, PrintError> {
    let n = pick_round(DocumentKind::Round, asked, g.evaluated as usize)?;
    let race = g.race_after(&t.registry, n);
    let o = race
        .rounds
        .last()
        .ok_or(PrintError::NoSuchRound { asked: n, last: 0 })?;
    let reg = &t.registry;
    let spent = |p: PlayerId| o.spent.iter().find(|(k, _)| *k == p).map(|(_, f)| *f);
    let mut rows = Vec::new();
    let mut inn = o.fp.clone();
    inn.sort_by_key(|(_, fp)| std::cmp::Reverse(*fp));
    for (p, fp) in &inn {
        let bid = g.bids.latest(RoundNo(n), p).is_some();
        rows.push(GridRow {
            cells: vec![
                name(reg, *p),
                spent(*p).map_or("–".into(), |s| s.to_string()),
                fp.to_string(),
                if o.bonus == Some(*p) {
                    BONUS_NOTE.into()
                } else if !bid {
                    NMR.into()
                } else {
                    String::new()
                },
            ],
            muted: false,
        });
    }
    let out_order = race
        .order()
        .into_iter()
        .filter(|x| x.entry.out.is_some_and(|o| o.round.0 == n));
    for x in out_order {
        let p = x.entry.who;
        let Some(e) = o.eliminated.iter().find(|e| e.who == p) else {
            continue;
        };
        let why = reason_words(e.reason);
        let note = if !e.participated && e.reason != OutReason::Nmr {
            format!("out: {NMR}, {why}")
        } else {
            format!("out: {why}")
        };
        rows.push(GridRow {
            cells: vec![
                name(reg, p),
                spent(p).map_or("–".into(), |s| s.to_string()),
                e.fp_left.to_string(),
                note,
            ],
            muted: true,
        });
    }
    let mut notes = Vec::new();
    let outs: Vec<String> = o
        .eliminated
        .iter()
        .map(|e| {
            format!(
                "{} ({}, {} FP left)",
                name(reg, e.who),
                reason_words(e.reason),
                e.fp_left
            )
        })
        .collect();
    notes.push(format!("Out: {}.", outs.join(", ")));
    notes.push(match o.bonus {
        Some(b) => format!("Bonus +500 FP: {} (the single highest bid).", name(reg, b)),
        None => "No bonus: the highest bid was not a single one above the lowest.".into(),
    });
    if race.finished {
        let winners: Vec<String> = race
            .order()
            .iter()
            .filter(|x| x.place == 1)
            .map(|x| name(reg, x.entry.who))
            .collect();
        notes.push(format!(
            "The race is over after round {n}. Deichmeister: {}.",
            winners.join(", ")
        ));
    } else {
        notes.push(format!("Still in: {}.", o.fp.len()));
    }
    Ok(Document {
        kind: DocumentKind::Round,
        lang: crate::i18n::lang(),
        event: t.name.clone(),
        title: format!("{ROUND_TITLE} {n}"),
        subtitle: zat_line(g, RoundNo(n), race.finished),
        round: Some(RoundNo(n)),
        body: Body::Post(Grid {
            columns: vec![
                Column::name(COL_NAME),
                Column::number(COL_SPENT),
                Column::number(COL_FP),
                Column::text(COL_NOTE),
            ],
            rows,
            wall: false,
        }),
        notes,
    })
}

/// `ZAT round 3: So 12.5. 20:00 · next ZAT: So 19.5. 20:00`.
fn zat_line(g: &DeichGame, n: RoundNo, finished: bool) -> String {
    let this = g.zat(n).unwrap_or(NOT_SET);
    let next = if finished {
        RACE_OVER.to_string()
    } else {
        format!(
            "{NEXT_ZAT} (round {}): {}",
            n.0 + 1,
            g.zat(RoundNo(n.0 + 1)).unwrap_or(NOT_SET)
        )
    };
    format!("{ZAT} round {n}: {this} · {next}")
}

/// The standings after `asked` (default every evaluated round): the order so far, or the final
/// order once the race is over (R-D4).
pub(super) fn standings(
    t: &Event,
    g: &DeichGame,
    asked: Option<RoundNo>,
) -> Result<Document, PrintError> {
    check_after(asked, g.evaluated as usize)?;
    let after = asked.map_or(g.evaluated, |r| r.0);
    let race = g.race_after(&t.registry, after);
    let rows = standings_rows(&t.registry, &race);
    let title = if race.finished {
        FINAL_TITLE
    } else {
        STANDINGS_TITLE
    };
    let subtitle = if after == 0 {
        "before round 1".to_string()
    } else {
        let next = race
            .open_round()
            .map(|r| format!(" · {NEXT_ZAT} (round {r}): {}", g.zat(r).unwrap_or(NOT_SET)))
            .unwrap_or_default();
        format!("after round {after}{next}")
    };
    let notes = vec![format!(
        "{} still in, {} out. NMR variant {}.",
        race.fp().len(),
        race.entries.len() - race.fp().len(),
        g.settings.nmr
    )];
    Ok(Document {
        kind: DocumentKind::Standings,
        lang: crate::i18n::lang(),
        event: t.name.clone(),
        title: title.to_string(),
        subtitle,
        round: asked,
        body: Body::Post(Grid {
            columns: vec![
                Column::number(COL_PLACE),
                Column::name(COL_NAME),
                Column::number(COL_FP),
                Column::text(COL_OUT),
            ],
            rows,
            wall: false,
        }),
        notes,
    })
}

fn standings_rows(reg: &Registry, race: &Race<PlayerId>) -> Vec<GridRow> {
    let order: Vec<Placed<PlayerId>> = race.order();
    order
        .iter()
        .enumerate()
        .map(|(i, x)| {
            let shared = i > 0 && order[i - 1].place == x.place;
            GridRow {
                cells: vec![
                    if shared {
                        String::new()
                    } else {
                        format!("{}.", x.place)
                    },
                    name(reg, x.entry.who),
                    x.entry.fp.to_string(),
                    x.entry.out.map_or(String::new(), |o| {
                        format!("round {}, {}", o.round, reason_words(o.reason))
                    }),
                ],
                muted: x.entry.out.is_some(),
            }
        })
        .collect()
}
