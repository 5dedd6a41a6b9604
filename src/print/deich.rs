//! Deich documents for the forum (`ostfriesischer-deich.txt` 3.2): the round's result (FP
//! spent, new FP, who is out and why, the bonus, the next ZAT) and the standings (the order so
//! far or the final order, R-D4).

use super::document::{Body, Column, Document, Grid, GridRow};
use super::names::sanitize;
use super::{DocumentKind, PrintError, check_after, pick_round};
use crate::deich::ranking::Placed;
use crate::deich::{DeichGame, OutReason, Race};
use crate::game::{Event, PlayerId, Registry, RoundNo};
use crate::i18n;
use crate::tr;

// The words of the Deich documents: the keys `deich-print-*` of `i18n/*/deich.ftl`.
const NMR: &str = "NMR";
const COL_FP: &str = "FP";
const COL_NOTE: &str = "";

/// Why a player is out, in the post's words.
pub(crate) fn reason_words(r: OutReason) -> &'static str {
    match r {
        OutReason::Lowest => i18n::t("deich-out-lowest"),
        OutReason::Zero => i18n::t("deich-out-zero"),
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
                    i18n::t("deich-note-bonus").into()
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
            tr!("deich-note-out-nmr", reason = why)
        } else {
            tr!("deich-note-out", reason = why)
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
            tr!(
                "deich-print-out-one",
                name = name(reg, e.who),
                reason = reason_words(e.reason),
                fp = e.fp_left.0
            )
        })
        .collect();
    notes.push(tr!("deich-print-outs", names = outs.join(", ")));
    notes.push(match o.bonus {
        Some(b) => tr!("deich-print-bonus", name = name(reg, b)),
        None => i18n::t("deich-print-no-bonus").into(),
    });
    if race.finished {
        let winners: Vec<String> = race
            .order()
            .iter()
            .filter(|x| x.place == 1)
            .map(|x| name(reg, x.entry.who))
            .collect();
        notes.push(tr!(
            "deich-print-over",
            round = n,
            names = winners.join(", ")
        ));
    } else {
        notes.push(tr!("deich-print-still-in", count = o.fp.len()));
    }
    Ok(Document {
        kind: DocumentKind::Round,
        lang: crate::i18n::lang(),
        event: t.name.clone(),
        title: tr!("deich-print-round-title", round = n),
        subtitle: zat_line(g, RoundNo(n), race.finished),
        round: Some(RoundNo(n)),
        body: Body::Post(Grid {
            columns: vec![
                Column::name(i18n::t("deich-col-name")),
                Column::number(i18n::t("deich-col-spent")),
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
    let not_set = i18n::t("deich-zat-not-set");
    let this = g.zat(n).unwrap_or(not_set);
    let next = if finished {
        i18n::t("deich-the-race-is-over").to_string()
    } else {
        tr!(
            "deich-print-next-zat",
            round = n.0 + 1,
            zat = g.zat(RoundNo(n.0 + 1)).unwrap_or(not_set)
        )
    };
    format!(
        "{} · {next}",
        tr!("deich-print-zat", round = n.0, zat = this)
    )
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
        i18n::t("deich-print-final-title")
    } else {
        i18n::t("deich-print-standings-title")
    };
    let subtitle = if after == 0 {
        i18n::t("deich-print-before-round-1").to_string()
    } else {
        let next = race
            .open_round()
            .map(|r| {
                let zat = g.zat(r).unwrap_or(i18n::t("deich-zat-not-set"));
                format!(" · {}", tr!("deich-print-next-zat", round = r.0, zat = zat))
            })
            .unwrap_or_default();
        format!("{}{next}", tr!("deich-print-after-round", round = after))
    };
    let notes = vec![tr!(
        "deich-print-summary",
        inn = race.fp().len(),
        out = race.entries.len() - race.fp().len(),
        variant = g.settings.nmr.to_string()
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
                Column::number(i18n::t("deich-col-place")),
                Column::name(i18n::t("deich-col-name")),
                Column::number(COL_FP),
                Column::text(i18n::t("deich-col-out")),
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
                        tr!(
                            "deich-print-out-round",
                            round = o.round.0,
                            reason = reason_words(o.reason)
                        )
                    }),
                ],
                muted: x.entry.out.is_some(),
            }
        })
        .collect()
}
