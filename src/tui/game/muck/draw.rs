//! Muck draw: the last round, draft or published. Draw the next round as a draft (`p`),
//! re-draw (`r`), delete the draft (`x`), swap two entrants (`s` on one seat, `s` on another,
//! also with one sitting out), swap two table numbers (`t`, `t`), publish after a question
//! (`P`). Who sits out and the draw's warnings are listed under the tables; tables changed by
//! hand carry `*`.

use super::header::{self, Part};
use super::search;
use crate::game::{Command, RoundState, TableNo};
use crate::i18n;
use crate::muck::{Entrant, MuckCommand, MuckRound, Side};
use crate::tui::app::{App, Pending, Popup};
use crate::tui::effect::Effect;
use crate::tui::game::muck::{MuckAfter, MuckDesk};
use crate::tui::keymap::Action;
use crate::tui::screens::{fit, header_and_body, put_line, put_row};
use crate::tui::search::Query;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

fn last_round(app: &App) -> Option<&MuckRound> {
    app.session.as_ref()?.tournament().muck()?.rounds.last()
}

fn is_draft(app: &App) -> bool {
    last_round(app).is_some_and(|r| r.state == RoundState::Draft)
}

/// The entrants on a table's seats, side A's first.
fn seats(tb: &crate::muck::MuckTable) -> Vec<Entrant> {
    let mut v = tb.a.entrants();
    v.extend(tb.b.entrants());
    v
}

pub(crate) fn refresh(app: &mut App) {
    let Some((t, g, round)) = app.session.as_ref().and_then(|s| {
        let t = s.tournament();
        let g = t.muck()?;
        g.rounds.last().map(|r| (t, g, r))
    }) else {
        app.pairings.visible.clear();
        return;
    };
    let q = Query::new(&app.pairings.query);
    let texts = &app.texts;
    let hit = |e: Entrant| q.is_empty() || search::finds_text(&q, texts, g, &t.registry, e);
    let n = round.tables.len();
    app.pairings.visible = round
        .tables
        .iter()
        .enumerate()
        .filter(|(_, tb)| seats(tb).into_iter().any(hit) || q.matches_text(&tb.number.to_string()))
        .map(|(i, _)| i)
        .chain(
            round
                .sitting_out
                .iter()
                .enumerate()
                .filter(|(_, e)| hit(**e))
                .map(|(i, _)| n + i),
        )
        .collect();
}

/// The entrant on the selected seat, or the selected one sitting out.
fn selected_entrant(app: &App) -> Option<Entrant> {
    let round = last_round(app)?;
    let i = app.pairings.current()?;
    match round.tables.get(i) {
        Some(tb) => {
            let v = seats(tb);
            v.get(
                app.desks
                    .get::<MuckDesk>()
                    .seat
                    .min(v.len().saturating_sub(1)),
            )
            .copied()
        }
        None => round.sitting_out.get(i - round.tables.len()).copied(),
    }
}

fn selected_table(app: &App) -> Option<TableNo> {
    let round = last_round(app)?;
    round
        .tables
        .get(app.pairings.current()?)
        .map(|tb| tb.number)
}

/// A key on the draw screen: what it does.
pub(crate) fn on_action(app: &mut App, action: Action) -> Effect {
    match action {
        Action::PairRound => {
            return Effect::run(MuckCommand::DrawRound).then(MuckAfter::Drawn);
        }
        Action::Repair => {
            app.desks.get_mut::<MuckDesk>().mark = None;
            app.desks.get_mut::<MuckDesk>().table_mark = None;
            return Effect::run(MuckCommand::Redraw);
        }
        Action::DeleteDraft if is_draft(app) => {
            app.popup = Some(Popup::Confirm(Pending::DeleteDraft));
        }
        Action::DeleteDraft => app.error(i18n::t("muck-draw-no-draft-delete")),
        Action::Publish if is_draft(app) => app.popup = Some(Popup::Confirm(Pending::Publish)),
        Action::Publish => app.error(i18n::t("muck-draw-no-draft-publish")),
        Action::SeatLeft => {
            app.desks.get_mut::<MuckDesk>().seat =
                app.desks.get::<MuckDesk>().seat.saturating_sub(1)
        }
        Action::SeatRight => {
            let max = last_round(app)
                .and_then(|r| r.tables.first())
                .map_or(0, |tb| seats(tb).len().saturating_sub(1));
            app.desks.get_mut::<MuckDesk>().seat = (app.desks.get::<MuckDesk>().seat + 1).min(max);
        }
        Action::SwapPlayers => return swap_entrants(app),
        Action::SwapTables => {
            let Some(n) = selected_table(app) else {
                app.error(i18n::t("muck-no-table-selected"));
                return Effect::done();
            };
            match app.desks.get_mut::<MuckDesk>().table_mark.take() {
                Some(m) if m == n => app.info(i18n::t("muck-mark-removed")),
                Some(m) => return Effect::run(Command::SwapTables { a: m, b: n }),
                None => {
                    app.desks.get_mut::<MuckDesk>().table_mark = Some(n);
                    app.info(crate::tr!("muck-draw-marked-table", table = n.0));
                }
            }
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// `s`: marks the entrant on the selected seat; on a second one, swaps the two.
fn swap_entrants(app: &mut App) -> Effect {
    let Some(e) = selected_entrant(app) else {
        app.error(i18n::t("muck-no-entrant-selected"));
        return Effect::done();
    };
    match app.desks.get_mut::<MuckDesk>().mark.take() {
        Some(m) if m == e => app.info(i18n::t("muck-mark-removed")),
        Some(m) => return Effect::run(MuckCommand::SwapEntrants { a: m, b: e }),
        None => {
            app.desks.get_mut::<MuckDesk>().mark = Some(e);
            let name = app
                .session
                .as_ref()
                .and_then(|s| {
                    let t = s.tournament();
                    t.muck().map(|g| g.entrant_name(&t.registry, e))
                })
                .unwrap_or_default();
            app.info(crate::tr!("muck-draw-marked-seat", name = name));
        }
    }
    Effect::done()
}

/// The draw of the last Muck round.
pub struct MuckDrawScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &MuckDrawScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else {
            return;
        };
        let t = s.tournament();
        let Some((g, round)) = t.muck().and_then(|g| g.rounds.last().map(|r| (g, r))) else {
            put_row(
                buf,
                area,
                0,
                &format!(" {}", i18n::t("muck-draw-no-round")),
                Default::default(),
            );
            return;
        };
        let mut notes: Vec<Line> = Vec::new();
        if !round.sitting_out.is_empty() {
            let names: Vec<String> = round
                .sitting_out
                .iter()
                .map(|e| g.entrant_name(&t.registry, *e))
                .collect();
            notes.push(Line::styled(
                format!(
                    " {}",
                    crate::tr!("muck-draw-sitting-out-note", names = names.join(", "))
                ),
                th.warning,
            ));
        }
        for w in &round.warnings {
            notes.push(Line::styled(
                format!(
                    " {}",
                    crate::tr!("muck-warning", text = crate::muck::draw::warning_words(w))
                ),
                th.warning,
            ));
        }
        let stale = round.state == RoundState::Draft && g.stale_draft(&t.registry).is_some();
        if round.state == RoundState::Draft {
            let first = super::registration::notes(t, area.width as usize)
                .into_iter()
                .map(|n| Line::styled(n, th.warning));
            notes.splice(0..0, first);
        }
        let note_h = notes.len().min((area.height as usize / 3).max(1)) as u16;
        let [top, notes_area] =
            Layout::vertical([Constraint::Min(2), Constraint::Length(note_h)]).areas(area);
        let (head, body) = header_and_body(top);
        let list = &app.pairings;
        let state = match round.state {
            RoundState::Draft if stale => i18n::t("muck-draw-state-stale"),
            RoundState::Draft => i18n::t("muck-draw-state-draft"),
            RoundState::Published => i18n::t("muck-state-published"),
            RoundState::Complete => i18n::t("muck-state-complete"),
        };
        let manual = round.tables.iter().filter(|tb| tb.manual).count();
        let width = area.width as usize;
        // The header gives way by importance at narrow widths (cut blindly it would end in
        // `2 manua…`): the draw number first, then search and the table count.
        let mut parts = vec![Part::new(
            0,
            format!(
                " {} {state}",
                super::round_words(round.number, g.settings.planned_rounds)
            ),
        )];
        parts.push(Part::new(
            2,
            crate::tr!("muck-tables", count = round.tables.len()),
        ));
        parts.push(
            Part::new(
                1,
                crate::tr!("muck-draw-sitting-out", count = round.sitting_out.len()),
            )
            .short(crate::tr!(
                "muck-draw-sitting-out-short",
                count = round.sitting_out.len()
            )),
        );
        parts.push(
            Part::new(
                1,
                crate::tr!("muck-draw-warnings", count = round.warnings.len()),
            )
            .short(crate::tr!(
                "muck-draw-warnings-short",
                count = round.warnings.len()
            )),
        );
        if manual > 0 {
            parts.push(
                Part::new(1, crate::tr!("muck-draw-manual", count = manual))
                    .short(format!("{manual}*")),
            );
        }
        if !list.query.is_empty() {
            parts.push(Part::new(
                2,
                crate::tr!("muck-search", query = list.query.as_str()),
            ));
        }
        parts.push(Part::new(
            3,
            crate::tr!("muck-draw-number", number = round.draw_no + 1),
        ));
        put_row(buf, head, 0, &header::text(&parts, width), th.header);
        let name_w = (width.saturating_sub(14) / 2).clamp(10, 40);
        let draft = round.state == RoundState::Draft;
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let selected = row == list.selected;
            let base = if selected {
                th.selected
            } else {
                Default::default()
            };
            let seat_style = |e: Entrant| {
                if app.desks.get::<MuckDesk>().mark == Some(e) {
                    base.patch(th.marked)
                } else {
                    base
                }
            };
            // `>` marks the selected seat, in a published round too, also without colour
            // (DESIGN.md: readable without colour), as on the Swiss pairings screen.
            let chosen = selected_entrant(app).filter(|_| selected);
            let entrant_span = |e: Entrant, w: usize| {
                let on = chosen == Some(e);
                Span::styled(
                    format!(
                        "{}{:<w$}",
                        if on { '>' } else { ' ' },
                        fit(&g.entrant_name(&t.registry, e), w)
                    ),
                    seat_style(e),
                )
            };
            let side_spans = |s: Side| -> Vec<Span> {
                match s {
                    Side::Pair(p) => vec![entrant_span(Entrant::Pair(p), name_w)],
                    Side::Players(a, b) => {
                        let w = name_w.saturating_sub(3) / 2;
                        vec![
                            entrant_span(Entrant::Player(a), w),
                            Span::styled(" /", base),
                            entrant_span(Entrant::Player(b), w),
                        ]
                    }
                }
            };
            let line = match round.tables.get(i) {
                Some(tb) => {
                    let tm = app.desks.get::<MuckDesk>().table_mark == Some(tb.number);
                    let star = if tb.manual { '*' } else { ' ' };
                    let mut spans = vec![Span::styled(
                        format!("{star}{:>4} ", tb.number.0),
                        if tm { base.patch(th.marked) } else { base },
                    )];
                    spans.extend(side_spans(tb.a));
                    spans.push(Span::styled(format!(" {} ", i18n::t("muck-versus")), base));
                    spans.extend(side_spans(tb.b));
                    if !draft && !tb.is_complete() {
                        spans.push(Span::styled(
                            format!("  {}", i18n::t("muck-draw-open")),
                            base,
                        ));
                    }
                    Line::from(spans)
                }
                None => {
                    let Some(&e) = round.sitting_out.get(i - round.tables.len()) else {
                        continue;
                    };
                    Line::from(vec![
                        Span::styled(format!("  {:<4}", i18n::t("muck-draw-out")), base),
                        entrant_span(e, name_w),
                        Span::styled(format!(" {}", i18n::t("muck-draw-sits-out-row")), base),
                    ])
                }
            };
            put_line(buf, body, row - off, &line, base);
        }
        for (i, l) in notes.iter().take(note_h as usize).enumerate() {
            put_line(buf, notes_area, i, l, Default::default());
        }
    }
}

/// After the round was drawn: its first table selected, the marks gone.
pub(crate) fn drawn(app: &mut App) {
    app.pairings.selected = 0;
    let d = app.desks.get_mut::<MuckDesk>();
    d.mark = None;
    d.table_mark = None;
}
