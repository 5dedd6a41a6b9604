//! Muck documents: the draw, score sheets, table number cards, the ranking (`muck-ranking.txt`,
//! R-M1..R-M7); for a paper lot the draw slips, and the stickers of the field.

use super::document::{
    Body, Column, Document, DrawSlip, Grid, GridRow, ScoreSheet, Sticker, TableCard,
};
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

/// The draw by name: every player of the round once, sorted as a person looks a name up
/// ([`crate::print::collation_key`]), with the table, the side (A or B), the partner and the
/// opponents; who sits out is listed in place. For single players with changing partners above
/// all (R-M6), and for fixed pairs too.
pub(super) fn draw_by_name(
    t: &Event,
    g: &MuckGame,
    asked: Option<RoundNo>,
) -> Result<Document, PrintError> {
    let r = pick(g, DocumentKind::PairingsByName, asked)?;
    let reg = &t.registry;
    let names = reg.display_names();
    let name = |p: crate::game::PlayerId| {
        sanitize(
            names
                .get((p.0 as usize).wrapping_sub(1))
                .map_or(&p.to_string(), |n| n),
        )
    };
    let players = |side: crate::muck::Side| -> Vec<crate::game::PlayerId> {
        side.entrants()
            .into_iter()
            .flat_map(|e| g.players_of(e))
            .collect()
    };
    /// A player's line: who, the table and side (`None`: sits out), partner, opponents.
    type Line = (crate::game::PlayerId, Option<(u32, char)>, String, String);
    let mut lines: Vec<Line> = Vec::new();
    for tb in &r.tables {
        for (side, other, label) in [(tb.a, tb.b, 'A'), (tb.b, tb.a, 'B')] {
            let own = players(side);
            let opponents = players(other)
                .into_iter()
                .map(name)
                .collect::<Vec<_>>()
                .join(" / ");
            for p in &own {
                let partner = own
                    .iter()
                    .filter(|q| *q != p)
                    .map(|q| name(*q))
                    .collect::<Vec<_>>()
                    .join(" / ");
                lines.push((*p, Some((tb.number.0, label)), partner, opponents.clone()));
            }
        }
    }
    for e in &r.sitting_out {
        let own = g.players_of(*e);
        for p in &own {
            let partner = own
                .iter()
                .filter(|q| *q != p)
                .map(|q| name(*q))
                .collect::<Vec<_>>()
                .join(" / ");
            lines.push((*p, None, partner, String::new()));
        }
    }
    lines.sort_by_cached_key(|l| {
        let n = reg.name_of(l.0);
        (crate::print::collation_key(&n), n, l.0)
    });
    let rows = lines
        .into_iter()
        .map(|(p, seat, partner, opponents)| GridRow {
            cells: match seat {
                Some((table, side)) => vec![
                    name(p),
                    table.to_string(),
                    side.to_string(),
                    if partner.is_empty() {
                        "–".into()
                    } else {
                        partner
                    },
                    opponents,
                ],
                None => vec![
                    name(p),
                    "–".into(),
                    "–".into(),
                    if partner.is_empty() {
                        "–".into()
                    } else {
                        partner
                    },
                    i18n::t("day-print-sits-out").into(),
                ],
            },
            muted: seat.is_none(),
        })
        .collect();
    Ok(Document {
        kind: DocumentKind::PairingsByName,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("day-print-draw-by-name").into(),
        subtitle: subtitle(g, r),
        round: Some(r.number),
        body: Body::Grid(Grid {
            columns: vec![
                Column::name(i18n::t("day-print-col-player")),
                Column::number(i18n::t("day-print-col-table")),
                Column::text(i18n::t("day-print-col-side")),
                Column::name(i18n::t("day-print-col-partner")),
                Column::name(i18n::t("day-print-col-opponents")),
            ],
            rows,
            wall: true,
        }),
        notes: vec![i18n::t("day-print-by-name-note").into()],
    })
}

/// How many tables keep the ranking from being final: a Bobbl not entered, or a second entry
/// that differs (each table once).
fn open_count(rk: &crate::muck::ranking::MuckRanking) -> usize {
    let mut seen: Vec<(RoundNo, crate::game::TableNo)> = rk
        .missing
        .iter()
        .chain(&rk.differ)
        .map(|o| (o.round, o.table))
        .collect();
    seen.sort_unstable();
    seen.dedup();
    seen.len()
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
            report: None,
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

/// The draw slips of a paper lot: one per active entrant, so that everyone draws one from the
/// hat. As many tables as the field fills, as the program's own draw would
/// ([`crate::muck::draw::draw`]: two pairs, or four single players, a table), each table's
/// side A and side B once for fixed pairs and twice for single players (the two who draw the
/// same side are partners); the entrants left over draw a slip that says they sit the round
/// out. Players who came alone and wait for a partner draw nothing: the notes name them.
///
/// # Errors
/// [`PrintError::TooFew`] when the field does not fill one table.
pub(super) fn draw_slips(t: &Event, g: &MuckGame) -> Result<Document, PrintError> {
    let pairs = g.settings.partners == Partners::Fixed;
    let active = g.active_entrants(&t.registry).len();
    // A table takes two sides: a pair each, or two single players each.
    let per_side = if pairs { 1 } else { 2 };
    let needed = 2 * per_side;
    if active < needed {
        return Err(PrintError::TooFew {
            document: DocumentKind::DrawSlips,
            needed,
            have: active,
            pairs,
        });
    }
    let tables = active / needed;
    let out = active % needed;
    let mut slips = Vec::with_capacity(active);
    for n in 1..=tables as u32 {
        for side in ['A', 'B'] {
            for _ in 0..per_side {
                slips.push(DrawSlip::Seat {
                    table: crate::game::TableNo(n),
                    side,
                });
            }
        }
    }
    slips.extend(std::iter::repeat_n(DrawSlip::SitsOut, out));
    let mut notes = vec![
        i18n::t(if pairs {
            "muck-print-draw-slips-how-pairs"
        } else {
            "muck-print-draw-slips-how-players"
        })
        .to_string(),
    ];
    notes.extend(g.waiting_words(&t.registry).map(|w| sanitize(&w)));
    Ok(Document {
        kind: DocumentKind::DrawSlips,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("muck-print-draw-slips").into(),
        subtitle: crate::tr!(
            "muck-print-draw-slips-for",
            tables = tables,
            entrants = active,
            out = out,
            pairs = if pairs { "pairs" } else { "players" }
        ),
        round: None,
        body: Body::DrawSlips(slips),
        notes,
    })
}

/// The stickers of the field: one per active pair (`Pair 4`, both names) or, with changing
/// partners, per active single player (`Player 7`, the name), in registration order; the
/// number is the one the desk and the command line know the entrant by. Withdrawn entrants
/// get none; players who wait for a partner get theirs once they are a pair (the notes name
/// them).
///
/// # Errors
/// [`PrintError::TooFew`] when nobody active is registered.
pub(super) fn stickers(t: &Event, g: &MuckGame) -> Result<Document, PrintError> {
    let pairs = g.settings.partners == Partners::Fixed;
    let entrants = g.active_entrants(&t.registry);
    if entrants.is_empty() {
        return Err(PrintError::TooFew {
            document: DocumentKind::Stickers,
            needed: 1,
            have: 0,
            pairs,
        });
    }
    let stickers: Vec<Sticker> = entrants
        .iter()
        .map(|e| Sticker {
            label: match e {
                crate::muck::Entrant::Pair(p) => {
                    crate::tr!("muck-print-sticker-pair", number = p.0)
                }
                crate::muck::Entrant::Player(p) => {
                    crate::tr!("muck-print-sticker-player", number = p.0)
                }
            },
            names: g
                .players_of(*e)
                .into_iter()
                .map(|p| sanitize(&t.registry.name_of(p)))
                .collect(),
        })
        .collect();
    Ok(Document {
        kind: DocumentKind::Stickers,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("muck-print-stickers").into(),
        subtitle: crate::tr!(
            "muck-print-stickers-count",
            count = stickers.len(),
            sheets = stickers.len().div_ceil(super::html::STICKERS_PER_PAGE)
        ),
        round: None,
        body: Body::Stickers(stickers),
        notes: g
            .waiting_words(&t.registry)
            .map(|w| sanitize(&w))
            .into_iter()
            .collect(),
    })
}

/// The ranking after round `asked` (default every fixed round): place, entrant, Bobbl, Tore,
/// opponents' Tore, a value in brackets where it was not needed to place the entrant (R-M5);
/// what keeps it from being final in the notes (`not final: tables 3 (round 1) differ between
/// first and second entry`, then a line per table), as on the desk and `standings`; on a
/// shared event also the tables two desks typed differently (`desks`).
pub(super) fn ranking(
    t: &Event,
    g: &MuckGame,
    asked: Option<RoundNo>,
    desks: &[crate::sync::Difference],
) -> Result<Document, PrintError> {
    check_after(asked, g.rounds.len())?;
    let rk = engine_ranking(&t.registry, g, asked)
        .with_desks_differing(desks.iter().filter_map(|d| d.muck_first_entry()));
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
    // The note of the desk and `standings`, without its rule id: a page on the wall speaks
    // to players (rule ids are for the help and the detail views).
    let (aborted, not_started) = crate::muck::ranking::aborted_counts(g, asked);
    if aborted > 0 {
        notes.push(crate::tr!(
            "day-print-aborted-counted",
            count = aborted,
            unstarted = not_started
        ));
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
        // A ranking that is not final says so at the top of the page, not only in the notes, so
        // a page on the wall is never read as the result.
        subtitle: match open_count(&rk) {
            0 => crate::tr!("muck-print-after-round", round = rk.rounds),
            n => crate::tr!("day-print-provisional", round = rk.rounds, tables = n),
        },
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
