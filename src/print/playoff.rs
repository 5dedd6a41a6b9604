//! The printed bracket of a Swiss event's playoff (R-S18, R-S19): every playoff match with its
//! seeds and result, round by round, and the final places once the final has a result.

use super::document::{Body, Column, Document, Grid, GridRow};
use super::names::sanitize;
use super::{DocumentKind, PrintError};
use crate::game::{Event, PlayerId};
use crate::i18n;
use crate::swiss::SwissGame;
use crate::swiss::playoff::{self, Stage};
use crate::swiss::standings::{StandingRow, Standings, standings};

/// One row of the standings after the final (R-S19): the final place, the Swiss row, and for a
/// player of the cut the stage reached in the language in force (`winner`, `runner-up`, …).
pub struct FinalRow<'a> {
    /// The final place: 1 the final's winner; below the cut, the Swiss order at the cut.
    pub place: u32,
    /// The player's Swiss standings row at the cut.
    pub row: &'a StandingRow,
    /// The stage reached, for a player of the cut; `None` below it.
    pub stage: Option<String>,
    /// Dropped, also during the playoff (the Swiss row, frozen at the cut, does not know a
    /// later drop), as `standings --json` says it.
    pub dropped: bool,
}

/// The rows of `st` (the Swiss standings at the cut of `g`) in the final places once the final
/// is played, as `standings --json` and `export standings` rank them, and the desk shows them;
/// `None` before the final. So the printed and the text standings say the same `Rank`.
pub fn final_rows<'a>(
    reg: &crate::game::Registry,
    g: &SwissGame,
    st: &'a Standings,
) -> Option<Vec<FinalRow<'a>>> {
    let places = playoff::final_places(g, st)?;
    let dropped_by_now = |p: PlayerId| {
        reg.participant(p)
            .and_then(|q| q.dropped_after)
            .is_some_and(|d| d.0 as usize <= g.rounds.len())
    };
    Some(
        places
            .iter()
            .filter_map(|p| st.rows.iter().find(|r| r.player == *p))
            .enumerate()
            .map(|(i, row)| FinalRow {
                place: i as u32 + 1,
                row,
                stage: playoff::reached(g, row.player).map(|s| s.place_words().to_string()),
                dropped: row.dropped || dropped_by_now(row.player),
            })
            .collect(),
    )
}

/// The final places of R-S19 as note lines (`Final places (R-S19)`, ` 1. Anna (winner)` …,
/// then who the places below the cut are), once the final is played; else empty. Also under
/// the printed standings, whose Swiss order is not the final order after a playoff.
pub fn final_places_notes(t: &Event, g: &SwissGame) -> Vec<String> {
    let Some(p) = &g.playoff else {
        return Vec::new();
    };
    let names = t.registry.display_names();
    let st = standings(&t.registry, g, None);
    let Some(places) = playoff::final_places(g, &st) else {
        return Vec::new();
    };
    let mut notes = vec![i18n::t("playoff-places-head").to_string()];
    for (i, q) in places.iter().take(p.cut as usize).enumerate() {
        let reached = playoff::reached(g, *q)
            .map(|s| s.place_words().to_string())
            .unwrap_or_default();
        notes.push(format!("{:>2}. {} ({reached})", i + 1, name(&names, *q)));
    }
    notes.push(crate::tr!("playoff-print-below", cut = p.cut));
    notes
}

fn name(names: &[String], p: PlayerId) -> String {
    sanitize(
        names
            .get((p.0 as usize).wrapping_sub(1))
            .map_or(&p.to_string(), |n| n),
    )
}

fn stage(s: Stage) -> String {
    s.words().to_string()
}

/// The bracket: stage, table, seed and player, seed and opponent, result (a forfeit marked
/// `*`, R-S19); the stages still to come and the final places 1..C as notes.
///
/// # Errors
/// [`PrintError::NoPlayoff`] before the top cut.
pub(super) fn bracket(t: &Event, g: &SwissGame) -> Result<Document, PrintError> {
    let Some(p) = &g.playoff else {
        return Err(PrintError::NoPlayoff);
    };
    let names = t.registry.display_names();
    let rows = playoff::matches(g)
        .iter()
        .map(|m| GridRow {
            cells: vec![
                stage(m.stage),
                m.table.to_string(),
                m.seeds.0.to_string(),
                name(&names, m.a),
                m.seeds.1.to_string(),
                name(&names, m.b),
                match (m.result, m.forfeit) {
                    (Some(r), Some(_)) => format!("{r} *"),
                    (Some(r), None) => r.to_string(),
                    (None, _) => String::new(),
                },
            ],
            muted: false,
        })
        .collect();
    let mut notes: Vec<String> = playoff::stages_to_come(g)
        .into_iter()
        .map(|s| crate::tr!("playoff-print-to-come", stage = stage(s)))
        .collect();
    if !p.forfeits.is_empty() {
        notes.push(i18n::t("playoff-print-forfeit-note").into());
    }
    let places = final_places_notes(t, g);
    notes.extend(places.iter().cloned());
    Ok(Document {
        kind: DocumentKind::Bracket,
        lang: i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("playoff-print-title").into(),
        subtitle: crate::tr!(
            "playoff-print-subtitle",
            cut = p.cut,
            after = p.after.0,
            done = u32::from(!places.is_empty())
        ),
        round: None,
        body: Body::Grid(Grid {
            columns: vec![
                Column::text(i18n::t("playoff-print-col-stage")),
                Column::number(i18n::t("playoff-print-col-table")),
                Column::number(i18n::t("playoff-print-col-seed")),
                Column::name(i18n::t("playoff-print-col-player")),
                Column::number(i18n::t("playoff-print-col-seed")),
                Column::name(i18n::t("playoff-print-col-opponent")),
                Column::text(i18n::t("playoff-print-col-result")),
            ],
            rows,
            wall: false,
        }),
        notes,
    })
}
