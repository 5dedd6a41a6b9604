//! The race so far: every player with his start FP and his FP after each round, who left when
//! and why, in the order of R-D4 (the order so far; once the race is over, the final order with
//! its places). The latest rounds that fit are shown.

use super::{race_of, texts};
use crate::deich::ranking::Placed;
use crate::game::PlayerId;
use crate::i18n;
use crate::tr;
use crate::tui::app::App;
use crate::tui::screens::{fit, fit_name, header_and_body, put_row};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

pub(crate) fn refresh(app: &mut App) {
    let n = race_of(app).map_or(0, |(_, _, r)| r.entries.len());
    app.standings.visible = (0..n).collect();
}

/// Columns of one round.
const ROUND_W: usize = 7;

/// The race table.
pub struct DeichRaceScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &DeichRaceScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some((t, g, race)) = race_of(app) else {
            return;
        };
        let width = area.width as usize;
        let (title, rest) = header_and_body(area);
        let (head, body) = header_and_body(rest);
        let state = if race.finished {
            tr!("deich-race-final", round = g.evaluated)
        } else if g.evaluated == 0 {
            i18n::t("deich-race-none").to_string()
        } else {
            tr!("deich-race-so-far", round = g.evaluated)
        };
        put_row(buf, title, 0, &fit(&state, width), th.header);
        let name_w = 16usize.min(width / 4).max(8);
        // Place 5, name, start 7, out 16: the rounds share the rest, the latest shown.
        let room = width.saturating_sub(5 + name_w + 2 + 7 + 17);
        let fits = (room / ROUND_W).max(1);
        let rounds = g.evaluated as usize;
        let first = rounds.saturating_sub(fits);
        let mut header = format!(
            "{:>5} {:<name_w$} {:>7}",
            i18n::t("deich-col-place"),
            i18n::t("deich-col-name"),
            i18n::t("deich-col-start")
        );
        for r in first..rounds {
            header.push_str(&format!("{:>ROUND_W$}", format!("R{}", r + 1)));
        }
        header.push_str(&format!("  {}", i18n::t("deich-col-out")));
        put_row(buf, head, 0, &fit(&header, width), th.header);
        let order: &[Placed<PlayerId>] = app
            .session
            .as_ref()
            .and_then(|s| s.views().race_order())
            .unwrap_or_default();
        let starts = g.starters(&t.registry);
        let list = &app.standings;
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(x) = order.get(i) else {
                continue;
            };
            let p = x.entry.who;
            let shared = i > 0 && order[i - 1].place == x.place;
            let start = starts.iter().find(|(k, _)| *k == p).map_or(0, |(_, f)| f.0);
            let by_round = race.fp_by_round(&p);
            let selected = row == list.selected;
            let mut text = format!(
                "{}{:>4} {:<name_w$} {:>7}",
                if selected { '>' } else { ' ' },
                if shared {
                    String::new()
                } else {
                    format!("{}.", x.place)
                },
                fit_name(&app.display_name(p), name_w),
                start
            );
            for r in first..rounds {
                let cell = by_round.get(r).map_or(String::new(), |f| f.to_string());
                text.push_str(&format!("{cell:>ROUND_W$}"));
            }
            if let Some(o) = x.entry.out {
                text.push_str(&format!("  R{} {}", o.round, texts::reason(o.reason)));
            }
            let style = if selected {
                th.selected
            } else if x.entry.out.is_some() {
                th.dim
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &fit(&text, width), style);
        }
    }
}
