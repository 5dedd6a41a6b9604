//! The four Turnierfußball screens at 80x24 and larger.

use super::texts;
use super::{FootballInput, feedback, open_teams, shown, wp_feedback};
use crate::football::expectation::expect;
use crate::football::wish::WISH;
use crate::football::{Mode, Tournament};
use crate::i18n;
use crate::print::{football_correction_words, football_number, football_rlp};
use crate::tr;
use crate::tui::app::{App, InputPurpose};
use crate::tui::screens::{fit, header_and_body, put_row};
use num_traits::ToPrimitive;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Widget;

fn f(x: &num_rational::BigRational) -> f64 {
    x.to_f64().unwrap_or(f64::NAN)
}

/// Screen 1: the open round's lineups, as submitted and as they play.
pub struct Lineups<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &Lineups<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else { return };
        let Some(v) = s.views().football() else {
            return;
        };
        let width = area.width as usize;
        let [top, foot] = Layout::vertical([Constraint::Min(3), Constraint::Length(2)]).areas(area);
        let (title, rest) = header_and_body(top);
        let (head, body) = header_and_body(rest);
        let lead = match v.open.first() {
            Some(n) => {
                let anti = v
                    .open
                    .get(1)
                    .map(|a| format!(" · {} {} WP", i18n::t("football-anti-tournament"), a.wp))
                    .unwrap_or_default();
                let r = s.tournament().football().and_then(|g| g.open_round());
                let zat = r
                    .and_then(|r| r.zat.clone())
                    .unwrap_or_else(|| texts::no_zat().to_string());
                let from = r
                    .map(|r| format!(" ({})", crate::print::football_wp_from(r.wp_from)))
                    .unwrap_or_default();
                let teams = texts::teams(v.open.iter().map(|x| x.teams.len()).sum::<usize>());
                let full = format!(
                    " {} · {zat} · {} WP{from}{anti} · {teams}",
                    tr!("football-print-round", round = n.round.0),
                    n.wp
                );
                if full.chars().count() <= width {
                    full
                } else {
                    // Narrow: where the WP came from gives way first.
                    let anti = v
                        .open
                        .get(1)
                        .map(|a| format!(" · anti {} WP", a.wp))
                        .unwrap_or_default();
                    format!(
                        " {} · {zat} · {} WP{anti} · {teams}",
                        tr!("football-print-round", round = n.round.0),
                        n.wp
                    )
                }
            }
            None => i18n::t("football-lineups-no-open").to_string(),
        };
        put_row(buf, title, 0, &fit(&lead, width), th.header);
        // German runs longer: the wish column is as wide as its header, and the team's name
        // gives way (58 columns beside it in English).
        let wish_head = i18n::t("football-col-wish");
        let wish_w = wish_head.chars().count().max(4);
        let name_w = width.saturating_sub(54 + wish_w).clamp(12, 30);
        let header = format!(
            "  {:<name_w$} {:<14} {:<17} {:<17} {:>wish_w$}",
            i18n::t("football-col-team"),
            i18n::t("football-col-manager"),
            i18n::t("football-col-submitted"),
            i18n::t("football-col-plays"),
            wish_head
        );
        put_row(buf, head, 0, &fit(&header, width), th.header);
        let rows = open_teams(app);
        if rows.is_empty() {
            put_row(buf, body, 0, texts::no_lineups(), Default::default());
        }
        let list = &app.registration;
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(&(t, k)) = rows.get(i) else { continue };
            let Some(tv) = v.open.iter().find(|x| x.tournament == t) else {
                continue;
            };
            let Some(team) = tv.teams.get(k) else {
                continue;
            };
            let selected = row == list.selected;
            let plays = if team.played.corrections.is_empty() {
                i18n::t("football-as-submitted").to_string()
            } else {
                format!("{}*", team.played.lineup)
            };
            // The wish that counts for the team: its manager's, whichever of his lineups it
            // came with (R-F7).
            let wish = match t {
                Tournament::Anti => "anti".to_string(),
                Tournament::Normal => tv
                    .wishes
                    .of(&team.manager)
                    .map(|w| w.to_string())
                    .unwrap_or_default(),
            };
            let text = format!(
                "{} {:<name_w$} {:<14} {:<17} {:<17} {:>wish_w$}",
                if selected { '>' } else { ' ' },
                fit(&team.team, name_w),
                fit(&app.display_name(team.manager), 14),
                team.submitted.to_string(),
                plays,
                wish
            );
            let style = if selected {
                th.selected
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &fit(&text, width), style);
        }
        // The foot: what the line typed does (validation as typed), else the selected
        // team's corrections.
        let typed = match &app.input {
            Some(i) => match &i.purpose {
                InputPurpose::Game(g) => g
                    .downcast_ref::<FootballInput>()
                    .map(|p| (p.clone(), i.text.clone())),
                _ => None,
            },
            None => None,
        };
        let (line, error) = match typed {
            Some((FootballInput::Lineup, text)) => feedback(s.tournament(), &text),
            Some((FootballInput::Wp, text)) => wp_feedback(s.tournament(), &text),
            Some((FootballInput::Zat, _)) => (texts::zat_hint().to_string(), false),
            None => {
                let words = list
                    .current()
                    .and_then(|i| rows.get(i))
                    .and_then(|&(t, k)| {
                        let tv = v.open.iter().find(|x| x.tournament == t)?;
                        let team = tv.teams.get(k)?;
                        if let Some(w) = team.wish.filter(|w| !WISH.contains(*w)) {
                            return Some(tr!(
                                "football-team-wish-ignored",
                                team = team.team.as_str(),
                                wish = w
                            ));
                        }
                        Some(if team.played.corrections.is_empty() {
                            tr!(
                                "football-plays-as-submitted-team",
                                team = team.team.as_str()
                            )
                        } else {
                            let w: Vec<String> = team
                                .played
                                .corrections
                                .iter()
                                .map(football_correction_words)
                                .collect();
                            format!("{}: {}", team.team, w.join("; "))
                        })
                    })
                    .unwrap_or_default();
                (words, false)
            }
        };
        let style = if error { th.warning } else { th.dim };
        for (i, l) in crate::tui::screens::wrap_words(&line, width.saturating_sub(1))
            .iter()
            .take(2)
            .enumerate()
        {
            put_row(buf, foot, i, &format!(" {l}"), style);
        }
    }
}

/// The header line of the table and the matrix: round, WP, evaluated or not.
fn round_line(app: &App) -> String {
    let Some(v) = shown(app) else {
        return i18n::t("football-no-tournament").into();
    };
    let anti = if v.tournament == Tournament::Anti {
        format!(" · {}", i18n::t("football-anti-tournament"))
    } else {
        String::new()
    };
    let state = if v.evaluated {
        i18n::t("football-evaluated")
    } else {
        i18n::t("football-provisional")
    };
    let zat = app
        .session
        .as_ref()
        .and_then(|s| s.tournament().football()?.round(v.round)?.zat.clone())
        .map(|z| format!(" · {z}"))
        .unwrap_or_default();
    format!(
        " {}{zat} · {} WP{anti} · {state} · {}",
        tr!("football-print-round", round = v.round.0),
        v.wp,
        i18n::t("football-round-keys")
    )
}

/// Screen 3: the table of the round shown.
pub struct Table<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &Table<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else { return };
        let Some(g) = s.tournament().football() else {
            return;
        };
        let mode = g.settings.mode;
        let width = area.width as usize;
        let [top, foot] = Layout::vertical([Constraint::Min(3), Constraint::Length(2)]).areas(area);
        let (title, rest) = header_and_body(top);
        let (head, body) = header_and_body(rest);
        put_row(buf, title, 0, &fit(&round_line(app), width), th.header);
        let Some(v) = shown(app) else { return };
        // Goals for and against only where there is room: at 80 columns the team and
        // manager need it more (GD, the tie-break of R-F3, always shows).
        let wide = width >= 100;
        let name_w = width
            .saturating_sub(if wide { 66 } else { 50 })
            .clamp(12, 40);
        let goals = |gf: &str, ga: &str| {
            if wide {
                format!(" {gf:>7} {ga:>7}")
            } else {
                String::new()
            }
        };
        let header = format!(
            "  {:>3} {:<name_w$} {:<18} {:>8}{} {:>8} {:>6}",
            i18n::t("football-col-pl"),
            i18n::t("football-col-team-manager"),
            i18n::t("football-col-lineup"),
            i18n::t("football-col-pts"),
            goals(i18n::t("football-col-gf"), i18n::t("football-col-ga")),
            i18n::t("football-col-gd"),
            "RLP"
        );
        put_row(buf, head, 0, &fit(&header, width), th.header);
        if v.standings.is_empty() {
            put_row(buf, body, 0, texts::no_table(), Default::default());
        }
        let list = &app.results;
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(st) = v.standings.get(i) else {
                continue;
            };
            let team = &v.teams[st.team];
            let selected = row == list.selected;
            let mark = if team.played.corrections.is_empty() {
                ""
            } else {
                "*"
            };
            let text = format!(
                "{} {:>3} {:<name_w$} {:<18} {:>8}{} {:>8} {:>6}",
                if selected { '>' } else { ' ' },
                st.place,
                fit(
                    &format!("{} ({})", team.team, app.display_name(team.manager)),
                    name_w
                ),
                format!("{}{mark}", team.played.lineup),
                football_number(st.points, mode),
                goals(
                    &football_number(st.goals_for, mode),
                    &football_number(st.goals_against, mode)
                ),
                football_number(st.goal_diff(), mode),
                st.rlp
                    .map(|r| football_rlp(&crate::football::ranking::big(r)))
                    .unwrap_or_else(|| "-".into()),
            );
            let style = if selected {
                th.selected
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &fit(&text, width), style);
        }
        let note = list
            .current()
            .and_then(|i| v.standings.get(i))
            .map(|st| {
                let team = &v.teams[st.team];
                if team.played.corrections.is_empty() {
                    tr!(
                        "football-table-as-submitted",
                        team = team.team.as_str(),
                        lineup = team.submitted.to_string()
                    )
                } else {
                    let w: Vec<String> = team
                        .played
                        .corrections
                        .iter()
                        .map(football_correction_words)
                        .collect();
                    format!(
                        "{}: {} -> {}: {}",
                        team.team,
                        team.submitted,
                        team.played.lineup,
                        w.join("; ")
                    )
                }
            })
            .unwrap_or_default();
        let next = match (v.tournament, v.next_wp) {
            (Tournament::Normal, Some((wp, place))) => {
                format!(" · {}", tr!("football-next-wp", wp = wp, place = place))
            }
            (Tournament::Normal, None) => format!(" · {}", i18n::t("football-next-gm")),
            _ => String::new(),
        };
        let anti = if v.anti_next {
            format!(" · {}", i18n::t("football-anti-follows"))
        } else {
            String::new()
        };
        put_row(buf, foot, 0, &fit(&format!(" {note}"), width), th.dim);
        put_row(buf, foot, 1, &fit(&format!("{next}{anti}"), width), th.dim);
    }
}

/// Screen 2: the match matrix: the selected team against every other, with chances, goal
/// probabilities, expected goals, P(win/draw/loss) and expected points (Anhang B).
pub struct Matrix<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &Matrix<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let width = area.width as usize;
        let (title, rest) = header_and_body(area);
        let (who, rest) = header_and_body(rest);
        let (head, body) = header_and_body(rest);
        put_row(buf, title, 0, &fit(&round_line(app), width), th.header);
        let Some(v) = shown(app) else { return };
        let Some(st) = app.pairings.current().and_then(|i| v.standings.get(i)) else {
            put_row(buf, who, 0, texts::no_matrix(), Default::default());
            return;
        };
        let me = &v.teams[st.team];
        put_row(
            buf,
            who,
            0,
            &fit(
                &tr!(
                    "football-matrix-team",
                    place = st.place,
                    team = me.team.as_str(),
                    manager = app.display_name(me.manager),
                    lineup = me.played.lineup.to_string(),
                    points = i18n::decimal(st.points, 3)
                ),
                width,
            ),
            th.selected,
        );
        let name_w = width.saturating_sub(62).clamp(10, 40);
        let header = format!(
            " {:<name_w$} {:>7} {:>11} {:>11} {:>6} {:>6} {:>6} {:>6}",
            i18n::t("football-col-against"),
            i18n::t("football-col-chances"),
            i18n::t("football-col-p-goal"),
            i18n::t("football-col-exp-goals"),
            i18n::t("football-col-win"),
            i18n::t("football-col-draw"),
            i18n::t("football-col-loss"),
            i18n::t("football-col-pts-short")
        );
        put_row(buf, head, 0, &fit(&header, width), th.header);
        let others: Vec<_> = v.standings.iter().filter(|o| o.team != st.team).collect();
        for (row, o) in others.iter().take(body.height as usize).enumerate() {
            let them = &v.teams[o.team];
            let e = expect(&me.played.lineup, &them.played.lineup);
            let text = format!(
                " {:<name_w$} {:>7} {:>11} {:>11} {:>6} {:>6} {:>6} {:>6}",
                fit(&format!("{}. {}", o.place, them.team), name_w),
                format!("{}:{}", e.chances[0].total(), e.chances[1].total()),
                format!(
                    "{}/{}",
                    i18n::decimal(f(&e.goal_prob[0]), 3),
                    i18n::decimal(f(&e.goal_prob[1]), 3)
                ),
                format!(
                    "{}:{}",
                    i18n::decimal(f(&e.expected_goals[0]), 2),
                    i18n::decimal(f(&e.expected_goals[1]), 2)
                ),
                i18n::decimal(f(&e.p_win), 3),
                i18n::decimal(f(&e.p_draw), 3),
                i18n::decimal(f(&e.p_loss), 3),
                i18n::decimal(f(&e.points[0]), 3),
            );
            put_row(buf, body, row, &fit(&text, width), Default::default());
        }
        let _ = Mode::Expectation;
    }
}

/// Screen 4: the ranking list.
pub struct Ranking<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &Ranking<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else { return };
        let Some(v) = s.views().football() else {
            return;
        };
        let width = area.width as usize;
        let (title, rest) = header_and_body(area);
        let (head, body) = header_and_body(rest);
        let after = s
            .tournament()
            .football()
            .and_then(|g| g.last_evaluated())
            .map_or(i18n::t("football-ranking-before").to_string(), |r| {
                tr!("football-ranking-after", round = r.number.0)
            });
        put_row(buf, title, 0, &fit(&after, width), th.header);
        let name_w = width.saturating_sub(34).clamp(12, 40);
        let header = format!(
            "  {:>4} {:<name_w$} {:>9} {:>10} {}",
            i18n::t("football-col-rank"),
            i18n::t("football-col-manager"),
            "RLP",
            i18n::t("football-col-last-round"),
            ""
        );
        put_row(buf, head, 0, &fit(&header, width), th.header);
        if v.ranking.is_empty() {
            put_row(buf, body, 0, texts::no_ranking(), Default::default());
        }
        let list = &app.standings;
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(r) = v.ranking.get(i) else { continue };
            let selected = row == list.selected;
            let text = format!(
                "{} {:>4} {:<name_w$} {:>9} {:>10} {}",
                if selected { '>' } else { ' ' },
                r.rank,
                fit(&app.display_name(r.manager), name_w),
                football_rlp(&r.rlp),
                if r.last_round > i64::MIN / 4 {
                    r.last_round.to_string()
                } else {
                    "-".into()
                },
                if r.active {
                    ""
                } else {
                    i18n::t("football-former")
                }
            );
            let style = if selected {
                th.selected
            } else if r.active {
                Default::default()
            } else {
                th.dim
            };
            put_row(buf, body, row - off, &fit(&text, width), style);
        }
    }
}
