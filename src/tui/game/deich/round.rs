//! A round's result (rule 3.2): for every player in at its start the FP spent, the new FP,
//! who is out and why, the bonus; above it the open round (its bids so far and its ZAT), with
//! `e` to evaluate it (asks first, naming the NMRs) and `z` to set its ZAT. `[` `]` show
//! earlier rounds.

use super::{DeichAfter, DeichInput, DeichPending, confirm, input, race_of, texts};
use crate::deich::{DeichCommand, OutReason, RoundOutcome};
use crate::game::{PlayerId, RoundNo};
use crate::i18n;
use crate::tr;
use crate::tui::app::App;
use crate::tui::effect::Effect;
use crate::tui::game::deich::DeichDesk;
use crate::tui::keymap::Action;
use crate::tui::screens::{fit, fit_name, header_and_body, put_row};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Widget;

/// The round shown: the chosen one, else the latest evaluated.
pub(crate) fn shown(app: &App) -> Option<RoundNo> {
    let (_, g, _) = race_of(app)?;
    let n = app
        .desks
        .get::<DeichDesk>()
        .round
        .map_or(g.evaluated, |r| r.0.min(g.evaluated));
    (n > 0).then_some(RoundNo(n))
}

/// One line of the round's result.
struct Row {
    who: PlayerId,
    spent: Option<u64>,
    fp: u64,
    note: String,
    out: bool,
}

/// The rows of round `o`: those in by new FP (most first), then those out in the order of
/// R-D4 (bidders before NMRs, each by FP left).
fn rows(o: &RoundOutcome<PlayerId>, bid: impl Fn(PlayerId) -> bool) -> Vec<Row> {
    let spent = |p: PlayerId| o.spent.iter().find(|(k, _)| *k == p).map(|(_, f)| f.0);
    let mut inn: Vec<Row> =
        o.fp.iter()
            .map(|(p, fp)| Row {
                who: *p,
                spent: spent(*p),
                fp: fp.0,
                note: if o.bonus == Some(*p) {
                    i18n::t("deich-note-bonus").into()
                } else if !bid(*p) {
                    "NMR".into()
                } else {
                    String::new()
                },
                out: false,
            })
            .collect();
    inn.sort_by_key(|r| std::cmp::Reverse(r.fp));
    let mut out: Vec<&crate::deich::Eliminated<PlayerId>> = o.eliminated.iter().collect();
    out.sort_by_key(|e| (!e.participated, std::cmp::Reverse(e.fp_left)));
    inn.extend(out.into_iter().map(|e| Row {
        who: e.who,
        spent: spent(e.who),
        fp: e.fp_left.0,
        note: if !e.participated && e.reason != OutReason::Nmr {
            tr!("deich-note-out-nmr", reason = texts::reason(e.reason))
        } else {
            tr!("deich-note-out", reason = texts::reason(e.reason))
        },
        out: true,
    }));
    inn
}

pub(crate) fn refresh(app: &mut App) {
    let n = match (shown(app), race_of(app)) {
        (Some(n), Some((_, _, r))) => r
            .rounds
            .get(n.0 as usize - 1)
            .map_or(0, |o| o.fp.len() + o.eliminated.len()),
        _ => 0,
    };
    app.results.visible = (0..n).collect();
}

/// Evaluate the open round; the screen then shows it.
pub(crate) fn evaluate() -> Effect {
    Effect::run(DeichCommand::Evaluate).then(DeichAfter::Evaluated)
}

/// A key on the round screen: what it does.
pub(crate) fn on_action(app: &mut App, action: Action) -> Effect {
    match action {
        Action::Evaluate => {
            let Some((_, g, race)) = race_of(app) else {
                return Effect::done();
            };
            let Some(round) = race.open_round() else {
                app.error(texts::race_over().trim());
                return Effect::done();
            };
            let nmr: Vec<PlayerId> = race
                .fp()
                .iter()
                .map(|(p, _)| *p)
                .filter(|p| g.bids.latest(round, p).is_none())
                .collect();
            // Refusals (no bid at all, too few players) come from the command, in its words.
            if nmr.len() == race.fp().len() || race.entries.len() < crate::deich::apply::MIN_PLAYERS
            {
                return evaluate();
            }
            app.popup = Some(confirm(DeichPending::Evaluate { round, nmr }));
        }
        Action::SetZat => {
            let Some((_, g, race)) = race_of(app) else {
                return Effect::done();
            };
            let Some(n) = race.open_round() else {
                app.error(texts::race_over().trim());
                return Effect::done();
            };
            let now = g.zat(n).unwrap_or_default().to_string();
            app.input = Some(input(DeichInput::Zat, now));
        }
        Action::PrevRound | Action::NextRound => {
            let Some(latest) = race_of(app).map(|(_, g, _)| g.evaluated).filter(|n| *n > 0) else {
                app.error(i18n::t("deich-no-round-evaluated"));
                return Effect::done();
            };
            let now = shown(app).map_or(latest, |r| r.0);
            let next = if action == Action::PrevRound {
                now.saturating_sub(1).max(1)
            } else {
                (now + 1).min(latest)
            };
            app.desks.get_mut::<DeichDesk>().round = (next != latest).then_some(RoundNo(next));
            app.results.selected = 0;
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// The round's result with the open round above it.
pub struct DeichRoundScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &DeichRoundScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some((_, g, race)) = race_of(app) else {
            return;
        };
        let width = area.width as usize;
        let [top, mid, notes] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(2),
            Constraint::Length(3),
        ])
        .areas(area);
        let open = match race.open_round() {
            Some(n) => {
                let inn = race.fp();
                let bids = inn
                    .iter()
                    .filter(|(p, _)| g.bids.latest(n, p).is_some())
                    .count();
                tr!(
                    "deich-round-open",
                    round = n.0,
                    bids = bids,
                    count = inn.len(),
                    zat = g.zat(n).unwrap_or(i18n::t("deich-zat-not-set"))
                )
            }
            None => tr!("deich-race-over-after", round = g.evaluated),
        };
        put_row(buf, top, 0, &fit(&open, width), th.header);
        let (title, rest) = header_and_body(mid);
        let (head, body) = header_and_body(rest);
        let Some(n) = shown(app) else {
            put_row(
                buf,
                title,
                0,
                i18n::t("deich-round-none"),
                Default::default(),
            );
            return;
        };
        let Some(o) = race.rounds.get(n.0 as usize - 1) else {
            return;
        };
        let next = RoundNo(n.0 + 1);
        let next_zat = if race.finished && n.0 == g.evaluated {
            i18n::t("deich-the-race-is-over").to_string()
        } else {
            tr!(
                "deich-next-zat",
                zat = g.zat(next).unwrap_or(i18n::t("deich-zat-not-set"))
            )
        };
        put_row(
            buf,
            title,
            0,
            &fit(
                &format!(
                    "{} · {next_zat}",
                    tr!(
                        "deich-round-result",
                        round = n.0,
                        rounds = g.evaluated,
                        zat = g.zat(n).unwrap_or(i18n::t("deich-zat-not-set"))
                    )
                ),
                width,
            ),
            th.header,
        );
        let longest = (o.fp.iter().map(|x| x.0))
            .chain(o.eliminated.iter().map(|e| e.who))
            .map(|p| app.display_name(p).chars().count())
            .max();
        let name_w = longest
            .unwrap_or(0)
            .clamp(10, 24)
            .min(width.saturating_sub(42).max(10));
        let header = format!(
            "  {:<name_w$}  {:>7}  {:>7}  {}",
            i18n::t("deich-col-name"),
            i18n::t("deich-col-spent"),
            "FP",
            ""
        );
        put_row(buf, head, 0, &fit(&header, width), th.header);
        let rs = rows(o, |p| g.bids.latest(n, &p).is_some());
        let list = &app.results;
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(r) = rs.get(i) else {
                continue;
            };
            let selected = row == list.selected;
            let text = format!(
                "{} {:<name_w$}  {:>7}  {:>7}  {}",
                if selected { '>' } else { ' ' },
                fit_name(&app.display_name(r.who), name_w),
                r.spent.map_or("–".to_string(), |s| s.to_string()),
                r.fp,
                r.note
            );
            let style = if selected {
                th.selected
            } else if r.out {
                th.dim
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &fit(&text, width), style);
        }
        let bonus = match o.bonus {
            Some(b) => tr!("deich-bonus", name = app.display_name(b)),
            None => i18n::t("deich-no-bonus").into(),
        };
        let outs: Vec<String> = o
            .eliminated
            .iter()
            .map(|e| format!("{} ({})", app.display_name(e.who), texts::reason(e.reason)))
            .collect();
        put_row(
            buf,
            notes,
            0,
            &fit(&tr!("deich-outs", names = outs.join(", ")), width),
            th.warning,
        );
        put_row(buf, notes, 1, &fit(&bonus, width), Default::default());
        put_row(
            buf,
            notes,
            2,
            &fit(i18n::t("deich-post-hint"), width),
            th.dim,
        );
    }
}
