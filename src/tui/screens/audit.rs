//! The audit log, newest first: every committed command with time, round and what changed;
//! manual edits (`M`) and corrections (`C`, undos included) highlighted; `/` filters by player
//! or table (`7` finds table 7, not 17).

use super::{fit, header_and_body, put_row};
use crate::i18n;
use crate::tui::app::App;
use crate::tui::search::Query;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// What the audit list was last filtered for: the log's length (it grows by one entry per
/// command) and the search. While both stay, the rows stay: a key that moves the selection
/// filters nothing again.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuditFilter {
    len: usize,
    query: String,
}

pub(crate) fn refresh(app: &mut App) {
    let Some(s) = &app.session else {
        app.audit.visible.clear();
        app.audit_filter = None;
        return;
    };
    let now = AuditFilter {
        len: s.tournament().audit.len(),
        query: app.audit.query.clone(),
    };
    if app.audit_filter.as_ref() == Some(&now) {
        return;
    }
    let q = Query::new(&app.audit.query);
    let (n, texts) = (s.tournament().audit.len(), &app.texts);
    // Each entry's text was prepared once, when it was logged ([`crate::tui::search::TextIndex`]).
    app.audit.visible = (0..n)
        .rev()
        .filter(|&i| q.is_empty() || texts.audit(i).is_some_and(|k| q.matches_key(k)))
        .collect();
    app.audit_filter = Some(now);
}

/// The audit log.
pub struct AuditScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &AuditScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else {
            return;
        };
        let log = &s.tournament().audit;
        let list = &app.audit;
        let (head, body) = header_and_body(area);
        let mut title = format!(
            " {:>5}  {:<8}  {:>5}  {}   {}",
            "#",
            i18n::t("desk-col-time"),
            i18n::t("desk-col-round"),
            i18n::t("desk-col-what"),
            i18n::t("desk-audit-flags")
        );
        if !list.query.is_empty() {
            let filter = crate::tr!(
                "desk-audit-filter",
                query = list.query.as_str(),
                shown = list.visible.len(),
                all = log.len()
            );
            title.push_str(&format!(" · {filter}"));
        }
        put_row(buf, head, 0, &title, th.header);
        if log.is_empty() {
            let none = format!(" {}", i18n::t("desk-audit-empty"));
            put_row(buf, body, 0, &none, Default::default());
            return;
        }
        let width = area.width as usize;
        // The selected entry in full under the list when its row cuts it: with its date, and
        // wrapped over up to three lines, so no score is lost to a narrow terminal.
        let detail: Vec<String> = list
            .visible
            .get(list.selected)
            .and_then(|&i| log.get(i))
            // Its row: mark, #, time, round and flags take 28 columns before the text.
            .filter(|a| 28 + a.text().chars().count() > width)
            .map(|a| {
                let round = a.round.map_or(String::new(), |r| {
                    format!(" · {}", crate::tr!("desk-swiss-round-n", round = r.0))
                });
                format!(
                    "#{} · {}{round} · {}",
                    a.seq,
                    i18n::format_time(&app.local(a.at), "date-time-seconds"),
                    a.text()
                )
            })
            .map(|full| {
                let mut lines = super::wrap_words(&full, width.saturating_sub(2));
                lines.truncate(3);
                lines
            })
            .unwrap_or_default();
        let shown = if detail.is_empty() || body.height < 8 {
            0
        } else {
            detail.len() + 1
        };
        let h = (body.height as usize).saturating_sub(shown);
        if shown > 0 {
            put_row(buf, body, h, &"─".repeat(width), th.dim);
            for (k, line) in detail.iter().enumerate() {
                put_row(
                    buf,
                    body,
                    h + 1 + k,
                    &format!(" {line}"),
                    Default::default(),
                );
            }
        }
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(a) = log.get(i) else {
                continue;
            };
            // The letters of the head's legend: `M` manual, `C` correction (German `H`, `K`).
            let flag = format!(
                "{}{}",
                if a.manual {
                    i18n::t("desk-audit-flag-manual")
                } else {
                    " "
                },
                if a.correction {
                    i18n::t("desk-audit-flag-correction")
                } else {
                    " "
                }
            );
            let round = a.round.map_or("-".to_string(), |r| r.to_string());
            // `>` marks the selected row also without colour (NO_COLOR, monochrome).
            let text = format!(
                "{}{:>5}  {}  {round:>5}  {flag} {}",
                if row == list.selected { '>' } else { ' ' },
                a.seq,
                app.time_of_day(a.at),
                a.text()
            );
            let style = if row == list.selected {
                th.selected
            } else if a.manual || a.correction {
                th.manual
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &fit(&text, width), style);
        }
    }
}
