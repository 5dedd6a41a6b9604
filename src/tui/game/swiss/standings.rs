//! Standings after every commit (computed once per commit by the session): rank, match
//! points, record, OMW%, GW%, OGW%, the tiebreaker that separated each row from the one above,
//! dropped players marked; scrolls for hundreds of players. A line on top says whether they
//! are final or provisional (a published round still has open tables). After the top cut the
//! line says the Swiss standings are those at the cut (R-S19); after the final the rows are in
//! the final places of R-S19 (as `standings --json` and `export standings`), the stage each
//! player of the cut reached in the last column, the players below the cut in the Swiss order.

use crate::game::PlayerId;
use crate::i18n;
use crate::ratio::Percentage;
use crate::swiss::SwissGame;
use crate::swiss::playoff;
use crate::swiss::standings::{Criterion, StandingRow};
use crate::tui::app::App;
use crate::tui::screens::{fit, fit_name, header_and_body, put_row};
use crate::tui::search::Query;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

pub(crate) fn refresh(app: &mut App) {
    let Some(s) = &app.session else {
        app.standings.visible.clear();
        return;
    };
    let q = Query::new(&app.standings.query);
    let names = &s.views().names;
    let Some(st) = s.views().standings() else {
        app.standings.visible.clear();
        return;
    };
    let order: Vec<usize> = match s
        .tournament()
        .swiss()
        .and_then(|g| playoff::final_places(g, st))
    {
        // After the final: the rows of `st` in the final places (R-S19).
        Some(places) => places
            .iter()
            .filter_map(|p| st.rows.iter().position(|r| r.player == *p))
            .collect(),
        None => (0..st.rows.len()).collect(),
    };
    app.standings.visible = order
        .into_iter()
        .filter(|&i| {
            q.is_empty()
                || st.rows.get(i).is_some_and(|r| {
                    names
                        .get((r.player.0 as usize).wrapping_sub(1))
                        .is_some_and(|k| q.matches(k))
                })
        })
        .collect();
}

/// The place of each player after the final (1 = the final's winner) and the stage reached
/// by the players of the cut, in the desk's language ([`playoff::reached`]).
fn place_of(g: &SwissGame, places: &[PlayerId], p: PlayerId) -> Option<(usize, String)> {
    let place = places.iter().position(|q| *q == p)? + 1;
    let stage = playoff::reached(g, p)
        .map(|s| s.place_words().to_string())
        .unwrap_or_default();
    Some((place, stage))
}

/// `54.17` (percent, two places, half up from the exact value as in print and on the CLI;
/// display only). The column heads say `%`, so the cells have none; German writes the
/// decimal comma (`54,17`, [`i18n::localize_decimal`]).
fn pct(p: &Percentage) -> String {
    i18n::localize_decimal(&p.to_percent_string(2))
}

/// The tiebreaker in the field's words: `points`, `OMW%`, `GW%`, `OGW%`, `reg. order`
/// ([`Criterion::label`] in English).
fn criterion(c: Option<Criterion>) -> &'static str {
    match c {
        None => "",
        Some(Criterion::MatchPoints) => i18n::t("desk-criterion-points"),
        Some(Criterion::Registration) => i18n::t("desk-criterion-registration"),
        Some(c) => c.label(),
    }
}

/// `W-L-D`, with byes apart: `2-1-0`, `0-1-0 +1 bye` ([`StandingRow::record`] in English).
fn record(r: &StandingRow) -> String {
    let base = format!("{}-{}-{}", r.wins, r.losses, r.draws);
    match r.byes {
        0 => base,
        n => format!("{base} {}", crate::tr!("desk-record-byes", count = n)),
    }
}

/// The standings table.
pub struct StandingsScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &StandingsScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else {
            return;
        };
        let t = s.tournament();
        let Some(st) = s.views().standings() else {
            return;
        };
        let list = &app.standings;
        let (title, rest) = header_and_body(area);
        let (head, body) = header_and_body(rest);
        let width = area.width as usize;
        // Provisional in words, not only by colour: a round the standings count is open.
        let counted = t.swiss().map_or(0, |g| g.played_rounds().count());
        let game = t.swiss();
        let cut = game.and_then(|g| g.playoff.as_ref());
        let places = game.and_then(|g| playoff::final_places(g, st));
        let (line, style) = match game.and_then(|g| g.open_tables_counted(None)) {
            // After the final: the final places, the Swiss standings at the cut below them.
            _ if places.is_some() => (
                format!(
                    " {}",
                    crate::tr!(
                        "playoff-desk-standings-final",
                        next = cut.map_or(0, |p| p.cut + 1),
                        round = cut.map_or(0, |p| p.after.0)
                    )
                ),
                th.header,
            ),
            // After the cut: the Swiss standings stand as they were at the cut (R-S19).
            None if cut.is_some() => (
                format!(
                    " {}",
                    crate::tr!("playoff-swiss-at-cut", round = cut.map_or(0, |p| p.after.0))
                ),
                th.header,
            ),
            Some((r, n)) => (
                format!(
                    " {}",
                    crate::tr!("desk-swiss-provisional", round = r.0, count = n)
                ),
                th.warning,
            ),
            None if counted == 0 => (
                format!(" {}", i18n::t("desk-swiss-no-round-played")),
                th.header,
            ),
            None => (
                format!(" {}", crate::tr!("desk-swiss-after-round", round = counted)),
                th.header,
            ),
        };
        put_row(buf, title, 0, &fit(&line, width), style);
        // The rank column is as wide as its head (`Rank`, `Platz`); the name gives way.
        let rank_w = i18n::t("desk-col-rank").chars().count().max(4);
        // The record column holds the longest record (`1-0-0 +1 Freilos`), at least 13.
        let record_w = st
            .rows
            .iter()
            .map(|r| record(r).chars().count())
            .max()
            .unwrap_or(0)
            .max(13);
        // After the final the last column holds the stage reached (`quarter-final`,
        // `Viertelfinale`, 13): the name gives way for what goes past the 12 it has at 80.
        let stage_w = game.zip(places.as_deref()).map_or(0, |(g, ps)| {
            ps.iter()
                .take(cut.map_or(0, |c| c.cut as usize))
                .filter_map(|p| place_of(g, ps, *p))
                .map(|(_, s)| s.chars().count())
                .max()
                .unwrap_or(0)
        });
        let name_w = width
            .saturating_sub(57 + rank_w + record_w - 13 + stage_w.saturating_sub(12))
            .clamp(10, 40);
        let header = format!(
            " {:>rank_w$}  {:<name_w$} {:>3}  {:<record_w$} {:>6} {:>6} {:>6}  {}",
            i18n::t("desk-col-rank"),
            i18n::t("desk-col-player"),
            i18n::t("desk-col-points"),
            i18n::t("desk-col-record"),
            "OMW%",
            "GW%",
            "OGW%",
            i18n::t("desk-col-separated-by")
        );
        put_row(buf, head, 0, &header, th.header);
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(r) = st.rows.get(i) else {
                continue;
            };
            let name = if r.dropped {
                format!(
                    "{} ({})",
                    app.display_name(r.player),
                    i18n::t("desk-drop-mark")
                )
            } else {
                app.display_name(r.player)
            };
            // After the final: the final place, and the stage reached for the cut's players.
            let placed = game
                .zip(places.as_deref())
                .and_then(|(g, ps)| place_of(g, ps, r.player));
            let (rank, last) = match &placed {
                Some((place, stage)) if !stage.is_empty() => (*place as u32, stage.clone()),
                Some((place, _)) => (*place as u32, criterion(r.separated_by).to_string()),
                None => (r.rank, criterion(r.separated_by).to_string()),
            };
            // `>` marks the selected row also without colour (NO_COLOR, monochrome).
            let text = format!(
                "{}{:>rank_w$}  {:<name_w$} {:>3}  {:<record_w$} {:>6} {:>6} {:>6}  {}",
                if row == list.selected { '>' } else { ' ' },
                rank,
                fit_name(&name, name_w),
                r.match_points,
                record(r),
                pct(&r.omwp),
                pct(&r.gwp),
                pct(&r.ogwp),
                last
            );
            let style = if row == list.selected {
                th.selected
            } else if r.dropped {
                th.dim
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &text, style);
        }
    }
}
