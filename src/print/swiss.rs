//! Swiss documents: pairings by table and by name, result slips, standings.

use super::document::{Body, Column, Document, Grid, GridRow, Slip};
use super::names::{collation_key, sanitize};
use super::{DocumentKind, PrintError, check_after, pick_round};
use crate::game::{Event, PlayerId, RoundNo, RoundState, TableNo};
use crate::i18n;
use crate::ratio::Percentage;
use crate::swiss::ByeGames;
use crate::swiss::standings::{Criterion, Standings, standings as engine_standings};
use crate::swiss::{Round, SwissGame};

/// The round `asked` (default the last) and the match points every player had before it.
fn round_and_points<'a>(
    t: &Event,
    g: &'a SwissGame,
    kind: DocumentKind,
    asked: Option<RoundNo>,
) -> Result<(&'a Round, Standings), PrintError> {
    let n = pick_round(kind, asked, g.rounds.len())?;
    let round = g
        .round(RoundNo(n))
        .ok_or(PrintError::NoSuchRound { asked: n, last: 0 })?;
    Ok((
        round,
        engine_standings(&t.registry, g, Some(RoundNo(n - 1))),
    ))
}

fn points(st: &Standings, p: PlayerId) -> u32 {
    st.row(p).map_or(0, |r| r.match_points)
}

/// A player's name as printed: with ` #id` where two participants share the name
/// ([`crate::game::display_names`], computed once per document as `names`).
fn name(names: &[String], p: PlayerId) -> String {
    sanitize(
        names
            .get((p.0 as usize).wrapping_sub(1))
            .map_or(&p.to_string(), |n| n),
    )
}

/// A Swiss round's warnings in the language in force, for the command line and the desk: in
/// English as the round stores them, in German made again from its tables (every stored
/// warning is a rematch of one table, `swiss::apply`): `table 4: Anna vs Ben is a rematch
/// (met once before), made by hand`.
pub fn rematch_warnings(t: &Event, r: &Round) -> Vec<String> {
    if i18n::lang() == i18n::Lang::En {
        return r.warnings.clone();
    }
    r.tables
        .iter()
        .filter(|tb| tb.reason.previous_meetings > 0)
        .map(|tb| {
            let how = if tb.reason.manual {
                i18n::t("cli-swiss-rematch-manual")
            } else if tb.reason.imported {
                i18n::t("cli-swiss-rematch-imported")
            } else {
                i18n::t("cli-swiss-rematch-forced")
            };
            crate::tr!(
                "cli-swiss-rematch",
                table = tb.number.0,
                a = t.registry.display_name(tb.a),
                b = t.registry.display_name(tb.b),
                times = tb.reason.previous_meetings,
                how = how
            )
        })
        .collect()
}

/// Where round `n` stands against the planned Swiss rounds, in the language in force:
/// `round 2 of 6`, `final round (6 of 6)`, `beyond the plan of 6 rounds`; `None` when no rounds
/// are planned. The desk, the command line and the print say it so.
pub fn plan_words(g: &SwissGame, n: RoundNo) -> Option<String> {
    use crate::swiss::event_day::{RoundPlan, plan_of};
    match plan_of(g, n) {
        RoundPlan::Unplanned => None,
        RoundPlan::Regular { round, planned } => Some(crate::tr!(
            "day-plan-regular",
            round = round.0,
            planned = planned
        )),
        RoundPlan::Final { round } => Some(crate::tr!("day-plan-final", round = round.0)),
        RoundPlan::Beyond { round, planned } => Some(crate::tr!(
            "day-plan-beyond",
            round = round.0,
            planned = planned
        )),
    }
}

/// `Round 3`, `Round 3 (draft, not published)`; with planned rounds the plan follows
/// (`Round 6 · final round (6 of 6)`); a playoff round gives its stage instead:
/// `Round 7 · quarter-final` (R-S19).
fn round_subtitle(g: &SwissGame, r: &Round) -> String {
    use crate::swiss::event_day::RoundPlan;
    if g.is_playoff_round(r.number) && r.state != RoundState::Draft {
        let stage = crate::swiss::playoff::Stage::of_tables(r.tables.len());
        return crate::tr!(
            "playoff-round-head",
            round = r.number.0,
            stage = stage.words().to_string()
        );
    }
    // `Round 2 of 5`, not `Round 2 · round 2 of 5`, which says the round twice.
    if let (RoundState::Published | RoundState::Complete, RoundPlan::Regular { round, planned }) =
        (r.state, crate::swiss::event_day::plan_of(g, r.number))
    {
        return crate::tr!("wf-print-round-of", round = round.0, planned = planned);
    }
    let mut s = match r.state {
        RoundState::Draft => crate::tr!("print-swiss-round-draft", round = r.number.0),
        _ => crate::tr!("print-swiss-round", round = r.number.0),
    };
    if let Some(p) = plan_words(g, r.number) {
        s.push_str(" · ");
        s.push_str(&p);
    }
    s
}

/// Pairings by table: table, player A with match points, player B with match points; byes
/// after the tables. Points are match points before the round.
pub(super) fn pairings(
    t: &Event,
    g: &SwissGame,
    asked: Option<RoundNo>,
) -> Result<Document, PrintError> {
    let (r, st) = round_and_points(t, g, DocumentKind::Pairings, asked)?;
    let names = t.registry.display_names();
    let mut rows: Vec<GridRow> = r
        .tables
        .iter()
        .map(|tb| GridRow {
            cells: vec![
                tb.number.to_string(),
                name(&names, tb.a),
                points(&st, tb.a).to_string(),
                name(&names, tb.b),
                points(&st, tb.b).to_string(),
            ],
            muted: false,
        })
        .collect();
    rows.extend(r.byes.iter().map(|p| GridRow {
        cells: vec![
            "–".into(),
            name(&names, *p),
            points(&st, *p).to_string(),
            i18n::t("print-swiss-bye").into(),
            String::new(),
        ],
        muted: false,
    }));
    Ok(Document {
        kind: DocumentKind::Pairings,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("print-swiss-pairings-title").into(),
        subtitle: round_subtitle(g, r),
        round: Some(r.number),
        body: Body::Grid(Grid {
            columns: vec![
                Column::number(i18n::t("print-swiss-col-table")),
                Column::name(i18n::t("print-swiss-col-player")),
                Column::number(i18n::t("print-swiss-col-pts")),
                Column::name(i18n::t("print-swiss-col-opponent")),
                Column::number(i18n::t("print-swiss-col-pts")),
            ],
            rows,
            wall: true,
        }),
        notes: vec![i18n::t("print-swiss-pairings-note").into()],
    })
}

/// One line of the alphabetical pairings: a player of the round, where they sit and whom they
/// play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameLine {
    /// The player.
    pub player: PlayerId,
    /// The table, `None` for a bye.
    pub table: Option<TableNo>,
    /// The opponent, `None` for a bye.
    pub opponent: Option<PlayerId>,
    /// The player's match points before the round.
    pub points: u32,
}

/// Every player seated or with a bye in round `r`, once each, sorted by name as a person looks
/// it up ([`collation_key`]), then by the name as written, then by id (two players may share a
/// name).
pub fn pairings_by_name_lines(t: &Event, g: &SwissGame, r: &Round) -> Vec<NameLine> {
    let st = engine_standings(&t.registry, g, Some(RoundNo(r.number.0.saturating_sub(1))));
    let mut lines: Vec<NameLine> = r
        .tables
        .iter()
        .flat_map(|tb| {
            [(tb.a, tb.b), (tb.b, tb.a)].map(|(p, o)| NameLine {
                player: p,
                table: Some(tb.number),
                opponent: Some(o),
                points: points(&st, p),
            })
        })
        .chain(r.byes.iter().map(|p| NameLine {
            player: *p,
            table: None,
            opponent: None,
            points: points(&st, *p),
        }))
        .collect();
    lines.sort_by_cached_key(|l| {
        let n = t.registry.name_of(l.player);
        (collation_key(&n), n, l.player)
    });
    lines
}

/// Pairings alphabetical by name: name, table, opponent, points; byes listed in place.
pub(super) fn pairings_by_name(
    t: &Event,
    g: &SwissGame,
    asked: Option<RoundNo>,
) -> Result<Document, PrintError> {
    let (r, _) = round_and_points(t, g, DocumentKind::PairingsByName, asked)?;
    let names = t.registry.display_names();
    let rows = pairings_by_name_lines(t, g, r)
        .into_iter()
        .map(|l| GridRow {
            cells: vec![
                name(&names, l.player),
                l.table
                    .map_or(i18n::t("print-swiss-bye").into(), |n| n.to_string()),
                l.opponent.map_or("–".into(), |o| name(&names, o)),
                l.points.to_string(),
            ],
            muted: false,
        })
        .collect();
    Ok(Document {
        kind: DocumentKind::PairingsByName,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("print-swiss-by-name-title").into(),
        subtitle: round_subtitle(g, r),
        round: Some(r.number),
        body: Body::Grid(Grid {
            columns: vec![
                Column::name(i18n::t("print-swiss-col-player")),
                Column::number(i18n::t("print-swiss-col-table")),
                Column::name(i18n::t("print-swiss-col-opponent")),
                Column::number(i18n::t("print-swiss-col-pts")),
            ],
            rows,
            wall: true,
        }),
        notes: vec![i18n::t("print-swiss-by-name-note").into()],
    })
}

/// Result slips: one per table of the round.
pub(super) fn slips(
    t: &Event,
    g: &SwissGame,
    asked: Option<RoundNo>,
) -> Result<Document, PrintError> {
    let (r, st) = round_and_points(t, g, DocumentKind::Slips, asked)?;
    let names = t.registry.display_names();
    let slips = r
        .tables
        .iter()
        .map(|tb| Slip {
            round: r.number,
            table: tb.number,
            a: name(&names, tb.a),
            b: name(&names, tb.b),
            points_a: points(&st, tb.a),
            points_b: points(&st, tb.b),
            // A playoff round's slip names the seeds at the cut (R-S19).
            seeds: g
                .playoff
                .as_ref()
                .filter(|_| g.is_playoff_round(r.number))
                .map(|p| {
                    (
                        p.seed_of(tb.a).unwrap_or_default(),
                        p.seed_of(tb.b).unwrap_or_default(),
                    )
                }),
            report: None,
        })
        .collect();
    Ok(Document {
        kind: DocumentKind::Slips,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("print-swiss-slips-title").into(),
        subtitle: round_subtitle(g, r),
        round: Some(r.number),
        body: Body::Slips(slips),
        notes: Vec::new(),
    })
}

/// The tiebreaker in the field's words, as the desk shows it (OMW%, GW%, OGW% in every
/// language).
fn criterion(c: Option<Criterion>) -> &'static str {
    match c {
        None => "",
        Some(Criterion::MatchPoints) => i18n::t("print-swiss-sep-points"),
        Some(Criterion::Registration) => i18n::t("print-swiss-sep-registration"),
        Some(c) => c.label(),
    }
}

/// A percentage of the standings, the bare number under its `%` header in both languages
/// (`61.00`, `61,00`): a `%` in every cell would take the room a dropped player's name and
/// its `(abgemeldet)` need on an 80-column page.
fn percent(p: &Percentage) -> String {
    i18n::localize_decimal(&p.to_percent_string(2))
}

/// A record `3-1-0`, with the byes apart: `3-1-0 +1 bye` (R-S4).
fn record(r: &crate::swiss::standings::StandingRow) -> String {
    crate::tr!(
        "print-swiss-record",
        record = format!("{}-{}-{}", r.wins, r.losses, r.draws),
        byes = r.byes
    )
}

/// Standings after round `asked` (default every fixed round): rank, player, match points,
/// record, OMW%, GW%, OGW% (percent, two places, half up, as the standings show them) and the
/// tiebreaker that separated the row from the one above.
pub(super) fn standings(
    t: &Event,
    g: &SwissGame,
    asked: Option<RoundNo>,
) -> Result<Document, PrintError> {
    check_after(asked, g.rounds.len())?;
    let st = engine_standings(&t.registry, g, asked);
    let names = t.registry.display_names();
    let counted = g
        .played_rounds()
        .filter(|r| asked.is_none_or(|a| r.number <= a))
        .count();
    // After the final (as of the round asked): the final places of R-S19 as the rank, as
    // `standings --json`, the CSV and the desk give them, the stage reached in the last column.
    let then = asked.map(|n| crate::swiss::playoff::as_of(g, n));
    let at = then.as_ref().unwrap_or(g);
    let finals = super::playoff::final_rows(&t.registry, at, &st);
    let placed: Vec<(u32, &crate::swiss::standings::StandingRow, String, bool)> = match &finals {
        Some(rows) => rows
            .iter()
            .map(|f| {
                let last = f
                    .stage
                    .clone()
                    .unwrap_or_else(|| criterion(f.row.separated_by).into());
                (f.place, f.row, last, f.dropped)
            })
            .collect(),
        None => st
            .rows
            .iter()
            .map(|r| (r.rank, r, criterion(r.separated_by).into(), r.dropped))
            .collect(),
    };
    let rows = placed
        .into_iter()
        .map(|(rank, r, last, dropped)| GridRow {
            cells: vec![
                rank.to_string(),
                if dropped {
                    crate::tr!("print-swiss-dropped", name = name(&names, r.player))
                } else {
                    name(&names, r.player)
                },
                r.match_points.to_string(),
                record(r),
                percent(&r.omwp),
                percent(&r.gwp),
                percent(&r.ogwp),
                last,
            ],
            muted: dropped,
        })
        .collect();
    Ok(Document {
        kind: DocumentKind::Standings,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("print-swiss-standings-title").into(),
        subtitle: match g.open_tables_counted(asked) {
            // After the final: the final places, the Swiss standings at the cut below them.
            _ if finals.is_some() => crate::tr!(
                "playoff-print-standings-final",
                next = at.playoff.as_ref().map_or(0, |p| p.cut + 1),
                round = at.playoff.as_ref().map_or(0, |p| p.after.0)
            ),
            // After the cut the Swiss standings are those at the cut (R-S19), said so.
            _ if asked.is_none_or(|a| g.is_playoff_round(a)) && g.playoff.is_some() => {
                crate::tr!(
                    "playoff-swiss-at-cut",
                    round = g.playoff.as_ref().map_or(0, |p| p.after.0)
                )
            }
            Some((open, tables)) => crate::tr!(
                "print-swiss-after-provisional",
                round = counted,
                open = open.0,
                tables = tables
            ),
            None => crate::tr!("print-swiss-after", round = counted),
        },
        round: asked,
        body: Body::Grid(Grid {
            columns: vec![
                Column::number(i18n::t("print-swiss-col-rank")),
                Column::name(i18n::t("print-swiss-col-player")),
                Column::number(i18n::t("print-swiss-col-pts")),
                Column::text(i18n::t("print-swiss-col-record")),
                Column::number("OMW%"),
                Column::number("GW%"),
                Column::number("OGW%"),
                Column::text(i18n::t("print-swiss-col-sep")),
            ],
            rows,
            wall: false,
        }),
        notes: vec![
            i18n::t("print-swiss-standings-note").into(),
            match g.settings.bye_games {
                ByeGames::Exclude => i18n::t("print-swiss-bye-note-exclude"),
                ByeGames::Count2_0 => i18n::t("print-swiss-bye-note-count"),
            }
            .into(),
        ]
        .into_iter()
        .collect(),
    })
}
