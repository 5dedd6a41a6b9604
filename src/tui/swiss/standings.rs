//! Standings after every commit (computed once per commit by the session): rank, match
//! points, record, OMW%, GW%, OGW%, the tiebreaker that separated each row from the one above,
//! dropped players marked; scrolls for hundreds of players. A line on top says whether they
//! are final or provisional (a published round still has open tables).

use crate::i18n;
use crate::ratio::Percentage;
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
    app.standings.visible = st
        .rows
        .iter()
        .enumerate()
        .filter(|(_, r)| {
            q.is_empty()
                || names
                    .get((r.player.0 as usize).wrapping_sub(1))
                    .is_some_and(|k| q.matches(k))
        })
        .map(|(i, _)| i)
        .collect();
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
        let (line, style) = match t.swiss().and_then(|g| g.open_tables_counted(None)) {
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
        let name_w = width
            .saturating_sub(57 + rank_w + record_w - 13)
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
            // `>` marks the selected row also without colour (NO_COLOR, monochrome).
            let text = format!(
                "{}{:>rank_w$}  {:<name_w$} {:>3}  {:<record_w$} {:>6} {:>6} {:>6}  {}",
                if row == list.selected { '>' } else { ' ' },
                r.rank,
                fit_name(&name, name_w),
                r.match_points,
                record(r),
                pct(&r.omwp),
                pct(&r.gwp),
                pct(&r.ogwp),
                criterion(r.separated_by)
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
