//! Muck documents: the draw, score sheets, table number cards, the ranking (`muck-ranking.txt`,
//! R-M1..R-M7).

use super::document::{Body, Column, Document, Grid, GridRow, ScoreSheet, TableCard};
use super::names::sanitize;
use super::{DocumentKind, PrintError, check_after, pick_round};
use crate::game::{Event, RoundNo, RoundState};
use crate::i18n;
use crate::muck::ranking::ranking as engine_ranking;
use crate::muck::{MuckGame, MuckRound, Partners};

/// Rows for the games of one Bobbl on a score sheet: a Bobbl to 21 rarely takes more.
const GAME_ROWS: u32 = 12;

fn pick(
    g: &MuckGame,
    kind: DocumentKind,
    asked: Option<RoundNo>,
) -> Result<&MuckRound, PrintError> {
    let n = pick_round(kind, asked, g.rounds.len())?;
    g.round(RoundNo(n))
        .ok_or(PrintError::NoSuchRound { asked: n, last: 0 })
}

fn subtitle(g: &MuckGame, r: &MuckRound) -> String {
    let round = match g.settings.planned_rounds {
        Some(p) => crate::tr!("muck-print-round-of", round = r.number.0, planned = p),
        None => crate::tr!("muck-print-round", round = r.number.0),
    };
    match r.state {
        RoundState::Draft => crate::tr!("muck-print-draft", round = round),
        _ => round,
    }
}

/// The word for an entrant: `Pair` or `Player`.
fn entrant_word(g: &MuckGame) -> &'static str {
    match g.settings.partners {
        Partners::Changing => i18n::t("muck-print-player"),
        Partners::Fixed => i18n::t("muck-print-pair"),
    }
}

/// The draw of a round: table, side A, side B; who sits out in the notes.
pub(super) fn draw(
    t: &Event,
    g: &MuckGame,
    asked: Option<RoundNo>,
) -> Result<Document, PrintError> {
    let r = pick(g, DocumentKind::Draw, asked)?;
    let rows = r
        .tables
        .iter()
        .map(|tb| GridRow {
            cells: vec![
                tb.number.to_string(),
                sanitize(&g.side_name(&t.registry, tb.a)),
                sanitize(&g.side_name(&t.registry, tb.b)),
            ],
            muted: false,
        })
        .collect();
    let notes = r
        .sitting_out
        .iter()
        .map(|e| {
            crate::tr!(
                "muck-print-sits-out",
                name = sanitize(&g.entrant_name(&t.registry, *e))
            )
        })
        .collect();
    Ok(Document {
        kind: DocumentKind::Draw,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("muck-print-draw").into(),
        subtitle: subtitle(g, r),
        round: Some(r.number),
        body: Body::Grid(Grid {
            columns: vec![
                Column::number(i18n::t("muck-print-table")),
                Column::name(i18n::t("muck-print-side-a")),
                Column::name(i18n::t("muck-print-side-b")),
            ],
            rows,
            wall: true,
        }),
        notes,
    })
}

/// Score sheets: one per table of the round, the sides' names printed.
pub(super) fn score_sheets(
    t: &Event,
    g: &MuckGame,
    asked: Option<RoundNo>,
) -> Result<Document, PrintError> {
    let r = pick(g, DocumentKind::ScoreSheets, asked)?;
    let settings = g.settings.clone();
    let sheets = r
        .tables
        .iter()
        .map(|tb| ScoreSheet {
            round: r.number,
            table: tb.number,
            a: sanitize(&g.side_name(&t.registry, tb.a)),
            b: sanitize(&g.side_name(&t.registry, tb.b)),
            bobbl: settings.bobbl_per_round,
            target: settings.target,
            games: GAME_ROWS,
        })
        .collect();
    Ok(Document {
        kind: DocumentKind::ScoreSheets,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("muck-print-score-sheets").into(),
        subtitle: subtitle(g, r),
        round: Some(r.number),
        body: Body::ScoreSheets(sheets),
        notes: settings
            .time_limit
            .map(|m| crate::tr!("day-print-time-limit", minutes = m))
            .into_iter()
            .collect(),
    })
}

/// Table number cards: one per table of the round.
pub(super) fn table_cards(
    t: &Event,
    g: &MuckGame,
    asked: Option<RoundNo>,
) -> Result<Document, PrintError> {
    let r = pick(g, DocumentKind::TableCards, asked)?;
    Ok(Document {
        kind: DocumentKind::TableCards,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("muck-print-table-cards").into(),
        subtitle: crate::tr!("muck-print-tables", count = r.tables.len()),
        round: Some(r.number),
        body: Body::Cards(
            r.tables
                .iter()
                .map(|tb| TableCard { table: tb.number })
                .collect(),
        ),
        notes: Vec::new(),
    })
}

/// The ranking after round `asked` (default every fixed round): place, entrant, Bobbl, Tore,
/// opponents' Tore, a value in brackets where it was not needed to place the entrant (R-M5);
/// what keeps it from being final in the notes (`not final: tables 3 (round 1) differ between
/// first and second entry`, then a line per table), as on the desk and `standings`.
pub(super) fn ranking(
    t: &Event,
    g: &MuckGame,
    asked: Option<RoundNo>,
) -> Result<Document, PrintError> {
    check_after(asked, g.rounds.len())?;
    let rk = engine_ranking(&t.registry, g, asked);
    let br = |v: u32, needed: bool| {
        if needed {
            v.to_string()
        } else {
            format!("({v})")
        }
    };
    let rows = rk
        .rows
        .iter()
        .map(|x| GridRow {
            cells: vec![
                format!("{}.", x.place),
                {
                    let name = sanitize(&g.entrant_name(&t.registry, x.entrant));
                    if x.withdrawn {
                        crate::tr!("muck-print-withdrawn", name = name)
                    } else {
                        name
                    }
                },
                x.bobbl.to_string(),
                br(x.tore, x.tore_needed),
                br(x.opp_tore, x.opp_tore_needed),
            ],
            muted: x.withdrawn,
        })
        .collect();
    let mut notes = vec![i18n::t("muck-print-ranked-by").to_string()];
    let aborted = crate::muck::ranking::aborted_count(g, asked);
    if aborted > 0 {
        notes.push(crate::tr!("day-aborted-counted", count = aborted));
    }
    if let Some(headline) = rk.not_final() {
        notes.push(sanitize(&headline));
        notes.extend(rk.open.iter().map(|o| format!("  {}", sanitize(o))));
    }
    Ok(Document {
        kind: DocumentKind::Ranking,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("muck-print-ranking").into(),
        subtitle: crate::tr!("muck-print-after-round", round = rk.rounds),
        round: asked,
        body: Body::Grid(Grid {
            columns: vec![
                Column::number(i18n::t("muck-print-place")),
                Column::name(entrant_word(g)),
                Column::number(i18n::t("muck-print-bobbl")),
                Column::number(i18n::t("muck-print-tore")),
                Column::number(i18n::t("muck-print-tore-against")),
            ],
            rows,
            wall: false,
        }),
        notes,
    })
}
