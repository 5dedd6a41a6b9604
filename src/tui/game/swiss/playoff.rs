//! The top cut and the playoff at the desk (R-S18, R-S19), on the standings screen: `c` makes
//! the cut (the recommendation typed in already, its reason in the prompt, a warning on another
//! choice, refused when too few players; asks before publishing the first playoff round), `b`
//! switches between the standings and the bracket (every playoff match with seeds and result,
//! the stages to come, the final places). The playoff rounds are paired (`p`, asks first) and
//! entered on the pairings and results screens.

use super::{SwissInput, SwissPending, confirm, input};
use crate::i18n;
use crate::swiss::playoff::{self, BracketMatch};
use crate::swiss::top_cut::{self, CutCheck};
use crate::tui::app::App;
use crate::tui::effect::Effect;
use crate::tui::game::swiss::SwissDesk;
use crate::tui::keymap::Action;
use crate::tui::screens::{fit, fit_name, header_and_body, put_row};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The number of active players and the recommended cut (R-S18).
fn recommendation(app: &App) -> (usize, u32) {
    let active = app
        .session
        .as_ref()
        .map_or(0, |s| s.tournament().registry.active_players().len());
    (active, top_cut::recommended_cut(active))
}

fn has_playoff(app: &App) -> bool {
    app.session
        .as_ref()
        .and_then(|s| s.tournament().swiss())
        .is_some_and(|g| g.playoff.is_some())
}

/// `c` and `b` on the Swiss standings screen.
pub(crate) fn on_action(app: &mut App, action: Action) -> Effect {
    match action {
        // Once the cut is made, `c` offers to take it back (asks first, says what goes).
        Action::TopCut if has_playoff(app) => {
            app.popup = Some(confirm(SwissPending::CancelPlayoff));
        }
        Action::TopCut => {
            let (_, cut) = recommendation(app);
            // The bracket view shows the recommendation and its reason while the cut is typed.
            app.desks.get_mut::<SwissDesk>().bracket = true;
            app.input = Some(input(SwissInput::TopCut, cut.to_string()));
        }
        Action::Bracket => {
            app.desks.get_mut::<SwissDesk>().bracket = !app.desks.get::<SwissDesk>().bracket
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// The prompt of the cut line (the recommendation is typed in already, its reason shown on
/// the bracket view above).
pub(crate) fn prompt() -> String {
    format!("{} ", i18n::t("playoff-desk-prompt"))
}

/// Enter on the cut line: a number the engine would refuse is said at once; else the
/// question before publishing.
pub(crate) fn on_submit(app: &mut App, text: &str) -> Effect {
    let Ok(cut) = text.trim().parse::<u32>() else {
        app.error(crate::tr!(
            "playoff-desk-not-a-number",
            text = format!("{:?}", text.trim())
        ));
        return Effect::done();
    };
    let (active, _) = recommendation(app);
    if let Some(why) = playoff::cut_refusal(cut, active) {
        app.error(format!("{}: {why}", i18n::t("playoff-desk-field-cut")));
        return Effect::done();
    }
    app.popup = Some(confirm(SwissPending::StartPlayoff { cut }));
    Effect::done()
}

/// The question before the cut is made: `Publish the quarter-finals of Top 8?`, with the
/// warning first when the cut is not the recommendation.
pub(crate) fn start_question(app: &App, cut: u32) -> String {
    let (active, recommended) = recommendation(app);
    let stage = playoff::Stage::of_tables(cut as usize / 2)
        .words()
        .to_string();
    let round = next_round(app);
    let ask = crate::tr!(
        "playoff-desk-ask-start",
        cut = cut,
        round = round,
        stage = stage
    );
    match top_cut::check_cut(cut, active) {
        CutCheck::Warn(_) => format!(
            "{} {ask}",
            crate::tr!(
                "playoff-cut-warning",
                cut = cut,
                recommended = recommended,
                active = active
            )
        ),
        _ => ask,
    }
}

/// The question before the next playoff round is published (it is published as it is made).
pub(crate) fn pair_question(app: &App) -> String {
    let g = app.session.as_ref().and_then(|s| s.tournament().swiss());
    let stage = g
        .and_then(|g| playoff::stages_to_come(g).first().copied())
        .map(|s| s.words().to_string())
        .unwrap_or_default();
    crate::tr!(
        "playoff-desk-ask-pair",
        round = next_round(app),
        stage = stage
    )
}

/// The question before the top cut is taken back: the cut, how many playoff rounds and
/// results go, and that the Swiss standings stay.
pub(crate) fn cancel_question(app: &App) -> String {
    let Some(g) = app.session.as_ref().and_then(|s| s.tournament().swiss()) else {
        return String::new();
    };
    let Some(p) = &g.playoff else {
        return String::new();
    };
    let rounds = g.playoff_rounds();
    let results = rounds
        .iter()
        .flat_map(|r| &r.tables)
        .filter(|t| t.result.is_some())
        .count();
    crate::tr!(
        "playoff-desk-ask-cancel",
        cut = p.cut,
        rounds = rounds.len(),
        results = results,
        after = p.after.0
    )
}

/// The number the next round gets.
fn next_round(app: &App) -> usize {
    app.session
        .as_ref()
        .and_then(|s| s.tournament().swiss())
        .map_or(1, |g| g.rounds.len() + 1)
}

/// Whether `p` on the pairings screen makes a playoff round (and so asks first). After the
/// final it says so and asks nothing.
pub(crate) fn pairs_playoff(app: &App) -> bool {
    has_playoff(app) && !is_over(app)
}

fn is_over(app: &App) -> bool {
    app.session
        .as_ref()
        .and_then(|s| s.tournament().swiss())
        .is_some_and(playoff::complete)
}

/// After the final `p` pairs nothing: the status line says the playoff is over.
pub(crate) fn over(app: &mut App) -> bool {
    let over = is_over(app);
    if over {
        app.error(i18n::t("playoff-err-over"));
    }
    over
}

/// The bracket view of the standings screen.
pub struct BracketScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

/// One match as a line of `width`: `  1 (1) Anna Schmidt    2-0  (8) Bert Weber`.
fn match_line(app: &App, m: &BracketMatch, width: usize) -> String {
    let result = match (m.result, m.forfeit) {
        (Some(r), Some(_)) => format!("{r} *"),
        (Some(r), None) => r.to_string(),
        (None, _) => String::new(),
    };
    let name_w = (width.saturating_sub(4 + 6 + 12 + 1) / 2).min(22);
    // `+` marks who went through: `>` is the selection mark, and one mark must not mean two
    // things.
    let side = |seed: u32, p| {
        let mark = if m.winner == Some(p) { '+' } else { ' ' };
        format!(
            "{mark}({seed}) {:<name_w$}",
            fit_name(&app.display_name(p), name_w)
        )
    };
    format!(
        "{:>3} {} {result:<5} {}",
        m.table.0,
        side(m.seeds.0, m.a),
        side(m.seeds.1, m.b)
    )
}

impl Widget for &BracketScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else { return };
        let t = s.tournament();
        let Some(g) = t.swiss() else { return };
        let (title, body) = header_and_body(area);
        let width = area.width as usize;
        let Some(p) = &g.playoff else {
            // Before the cut: the recommendation and how to make it.
            let (active, cut) = recommendation(app);
            put_row(
                buf,
                title,
                0,
                &fit(&format!(" {}", i18n::t("playoff-desk-no-cut")), width),
                th.header,
            );
            let lines = [
                crate::tr!("playoff-desk-recommended", cut = cut, active = active),
                i18n::t("playoff-desk-how").to_string(),
            ];
            for (i, l) in lines.iter().enumerate() {
                put_row(buf, body, i + 1, &fit(&format!(" {l}"), width), th.dim);
            }
            return;
        };
        put_row(
            buf,
            title,
            0,
            &fit(
                &format!(
                    " {}",
                    crate::tr!("playoff-head", cut = p.cut, after = p.after.0)
                ),
                width,
            ),
            th.header,
        );
        let st = crate::swiss::standings::standings(&t.registry, g, None);
        let places = playoff::final_places(g, &st);
        // The matches on the left; the final places on the right once the final is played.
        // The matches as wide as their longest name needs (so no name is cut beside the final
        // places), the final places in the rest.
        let longest = playoff::matches(g)
            .iter()
            .flat_map(|m| [m.a, m.b])
            .map(|q| app.display_name(q).chars().count())
            .max()
            .unwrap_or(0)
            .min(22);
        let right_w = if places.is_some() {
            width
                .saturating_sub(24 + 2 * longest)
                .max(24)
                .min(width * 2 / 5)
        } else {
            0
        };
        let left_w = width.saturating_sub(right_w + 1);
        let mut lines: Vec<(String, bool)> = Vec::new();
        let mut round = None;
        for m in playoff::matches(g) {
            if round != Some(m.round) {
                round = Some(m.round);
                lines.push((
                    crate::tr!(
                        "playoff-round-head",
                        round = m.round.0,
                        stage = m.stage.words().to_string()
                    ),
                    true,
                ));
            }
            lines.push((match_line(app, &m, left_w), false));
        }
        for stage in playoff::stages_to_come(g) {
            lines.push((
                crate::tr!("playoff-desk-to-come", stage = stage.words().to_string()),
                true,
            ));
        }
        if p.forfeits.is_empty() {
            lines.push((i18n::t("playoff-desk-winner-note").into(), false));
        } else {
            lines.push((i18n::t("playoff-desk-forfeit-note").into(), false));
        }
        let h = body.height as usize;
        let left = Rect {
            width: left_w as u16,
            ..body
        };
        for (i, (l, head)) in lines.iter().take(h).enumerate() {
            let style = if *head { th.header } else { Default::default() };
            put_row(buf, left, i, &fit(&format!(" {l}"), left_w), style);
        }
        if let Some(places) = places {
            let right = Rect {
                x: body.x + left_w as u16 + 1,
                width: right_w as u16,
                ..body
            };
            put_row(
                buf,
                right,
                0,
                &fit(i18n::t("playoff-places-head"), right_w),
                th.header,
            );
            for (i, q) in places
                .iter()
                .take(p.cut as usize)
                .take(h.saturating_sub(1))
                .enumerate()
            {
                let stage = playoff::reached(g, *q)
                    .map(|s| s.place_words().to_string())
                    .unwrap_or_default();
                // The name whole; the stage goes first where the room ends.
                let name = format!("{:>2}. {}", i + 1, app.display_name(*q));
                let room = right_w.saturating_sub(name.chars().count() + 3);
                let line = if room >= 4 {
                    format!("{name} ({})", fit(&stage, room))
                } else {
                    name
                };
                put_row(buf, right, i + 1, &fit(&line, right_w), Default::default());
            }
        }
    }
}
