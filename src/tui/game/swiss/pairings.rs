//! Pairings: the last round, draft or published. Create the next round as a draft, re-pair,
//! delete the draft, swap two players (`s` on one, `s` on the other), swap two table numbers
//! (`t`, `t`), publish (asks first); the first half of a swap reads `[swap]` and the status
//! line says what to do next. Each table shows its reason; manual edits carry `*`;
//! rematch warnings and players without an opponent are listed under the tables.

use crate::game::{Command, Event, PlayerId, RoundState, lifecycle};
use crate::i18n;
use crate::swiss::event_day;
use crate::swiss::{Round, SwissCommand, TableReason};
use crate::tui::app::{App, Pending, Popup};
use crate::tui::effect::Effect;
use crate::tui::game::swiss::Mark;
use crate::tui::game::swiss::SwissDesk;
use crate::tui::game::swiss::{self, SwissAfter, SwissPending};
use crate::tui::keymap::Action;
use crate::tui::screens::{fit, fit_name, header_and_body, put_line, put_row};
use crate::tui::search::Query;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

pub(crate) fn refresh(app: &mut App) {
    let Some(r) = app
        .session
        .as_ref()
        .and_then(|s| s.tournament().swiss()?.current_round().map(|r| (s, r)))
    else {
        app.pairings.visible.clear();
        return;
    };
    let (s, round) = r;
    let q = Query::new(&app.pairings.query);
    let names = &s.views().names;
    let hit = |p: PlayerId| {
        q.is_empty()
            || names
                .get((p.0 as usize).wrapping_sub(1))
                .is_some_and(|k| q.matches(k))
    };
    let n = round.tables.len();
    app.pairings.visible = round
        .tables
        .iter()
        .enumerate()
        .filter(|(_, tb)| hit(tb.a) || hit(tb.b) || q.matches_text(&tb.number.to_string()))
        .map(|(i, _)| i)
        .chain(
            round
                .byes
                .iter()
                .enumerate()
                .filter(|(_, p)| hit(**p))
                .map(|(i, _)| n + i),
        )
        .collect();
}

/// The player on the selected seat (or the selected bye).
fn selected_player(app: &App) -> Option<PlayerId> {
    let round = app
        .session
        .as_ref()?
        .tournament()
        .swiss()?
        .current_round()?;
    let i = app.pairings.current()?;
    match round.tables.get(i) {
        Some(tb) => Some(if app.desks.get::<SwissDesk>().right_seat {
            tb.b
        } else {
            tb.a
        }),
        None => round.byes.get(i - round.tables.len()).copied(),
    }
}

fn selected_table(app: &App) -> Option<crate::game::TableNo> {
    let round = app
        .session
        .as_ref()?
        .tournament()
        .swiss()?
        .current_round()?;
    round
        .tables
        .get(app.pairings.current()?)
        .map(|tb| tb.number)
}

/// A key on the pairings screen: what it does.
pub(crate) fn on_action(app: &mut App, action: Action) -> Effect {
    match action {
        Action::PairRound if super::playoff::pairs_playoff(app) => {
            // A playoff round is published as it is made: ask first, if it can be made.
            match super::refusal(app, SwissCommand::PairNextRound) {
                Some(why) => app.error(why),
                None => app.popup = Some(super::confirm(super::SwissPending::PairPlayoff)),
            }
        }
        Action::PairRound if super::playoff::over(app) => {}
        Action::PairRound => {
            // A round beyond the planned ones is asked first, not refused: the director may add
            // a round the plan did not foresee.
            let beyond = app.session.as_ref().and_then(|s| {
                let g = s.tournament().swiss()?;
                let next = event_day::next_round(g);
                let planned = g.settings.rounds?;
                (next.0 > planned && lifecycle::next_round_allowed(&g.rounds).is_ok())
                    .then_some(next)
            });
            if beyond.is_some() {
                app.popup = Some(swiss::confirm(SwissPending::PairBeyond));
                return Effect::done();
            }
            return pair_next();
        }
        Action::Repair => {
            app.desks.get_mut::<SwissDesk>().mark = None;
            return Effect::run(SwissCommand::Repair);
        }
        Action::DeleteDraft => match swiss::draft(app) {
            Some(_) => app.popup = Some(Popup::Confirm(Pending::DeleteDraft)),
            None => app.error(i18n::t("desk-no-draft-to-delete")),
        },
        Action::Publish => match swiss::draft(app) {
            // A draft that leaves a player unseated names them in the question, and yes seats
            // them by R-S20 before publishing.
            Some(_) => match draft_unseated(app) {
                Some(players) => {
                    app.popup = Some(swiss::confirm(SwissPending::PublishSeating(players)))
                }
                None => app.popup = Some(Popup::Confirm(Pending::Publish)),
            },
            None => app.error(i18n::t("desk-swiss-no-draft-to-publish")),
        },
        Action::SeatLeft => app.desks.get_mut::<SwissDesk>().right_seat = false,
        Action::SeatRight => app.desks.get_mut::<SwissDesk>().right_seat = true,
        Action::SwapPlayers => {
            let Some(p) = selected_player(app) else {
                app.error(i18n::t("desk-no-player-selected"));
                return Effect::done();
            };
            match app.desks.get_mut::<SwissDesk>().mark.take() {
                Some(Mark::Player(q)) if q == p => app.info(i18n::t("desk-mark-removed")),
                Some(Mark::Player(q)) => {
                    return Effect::run(SwissCommand::SwapPlayers { a: q, b: p });
                }
                _ => {
                    app.desks.get_mut::<SwissDesk>().mark = Some(Mark::Player(p));
                    let name = app.display_name(p);
                    app.info(crate::tr!("desk-swiss-marked-player", name = name));
                }
            }
        }
        Action::SwapTables => {
            let Some(n) = selected_table(app) else {
                app.error(i18n::t("desk-no-table-selected"));
                return Effect::done();
            };
            match app.desks.get_mut::<SwissDesk>().mark.take() {
                Some(Mark::Table(m)) if m == n => app.info(i18n::t("desk-mark-removed")),
                Some(Mark::Table(m)) => return Effect::run(Command::SwapTables { a: m, b: n }),
                _ => {
                    app.desks.get_mut::<SwissDesk>().mark = Some(Mark::Table(n));
                    app.info(crate::tr!("desk-marked-table", table = n.0));
                }
            }
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// Pairs the next round; the status line then says where it stands against the planned
/// rounds (`final round (6 of 6)`).
pub(crate) fn pair_next() -> Effect {
    Effect::run(SwissCommand::PairNextRound).then(SwissAfter::Paired)
}

/// After the next round was paired: its first table selected, the mark gone, and the status
/// line says where it stands against the planned rounds.
pub(crate) fn paired(app: &mut App) {
    app.pairings.selected = 0;
    app.desks.get_mut::<SwissDesk>().mark = None;
    let plan = app.session.as_ref().and_then(|s| {
        let g = s.tournament().swiss()?;
        crate::tui::game::swiss::plan_words(g, g.current_round()?.number)
    });
    if let Some(plan) = plan {
        crate::tui::game::swiss::results::add_to_message(app, &plan);
    }
}

/// The registered, not dropped players the draft leaves unseated, if any.
fn draft_unseated(app: &App) -> Option<Vec<PlayerId>> {
    let s = app.session.as_ref()?;
    let r = s.tournament().swiss()?.draft()?;
    let missing = unseated(s.tournament(), r);
    (!missing.is_empty()).then_some(missing)
}

/// The text mark of the first half of a swap (a player, or a table's reason column), so the
/// mark reads without colour (`NO_COLOR`, monochrome): `[swap] `.
pub fn swap_mark() -> String {
    format!("[{}] ", i18n::t("desk-swap-mark"))
}

/// The width of a seat's column (a name with its match points) on a terminal `width`
/// columns wide: as wide as the round's longest seat needs, so that names are not cut while
/// the line has room; where the line is too narrow for the longest seats and the longest
/// reason, the names keep at least their share of what is left after 16 columns of reason.
fn name_width(app: &App, round: &crate::swiss::Round, width: usize) -> usize {
    // The table column (6), the two seats' markers (2), ` vs `, the result with its space.
    const REASON_KEPT: usize = 16;
    let vs = i18n::t("wf-pairings-vs").chars().count().max(2) + 2;
    let result = if round.state == RoundState::Draft {
        1
    } else {
        8
    };
    let fixed = 6 + 2 + vs + result;
    let mark = app.desks.get::<SwissDesk>().mark;
    let seat = |p: PlayerId, pts: u32| {
        // The first player of a swap carries its mark in text.
        let swap = if mark == Some(Mark::Player(p)) {
            swap_mark().chars().count()
        } else {
            0
        };
        app.display_name(p).chars().count() + format!(" ({pts})").chars().count() + swap + 2
    };
    let needed = round
        .tables
        .iter()
        .flat_map(|tb| {
            [
                seat(tb.a, tb.reason.points_a),
                seat(tb.b, tb.reason.points_b),
            ]
        })
        .chain(
            round
                .byes
                .iter()
                .map(|&p| app.display_name(p).chars().count() + 1),
        )
        .max()
        .unwrap_or(10);
    let reason = round
        .tables
        .iter()
        .map(|tb| reason_text(&tb.reason).chars().count())
        .max()
        .unwrap_or(0);
    let room = width.saturating_sub(fixed);
    let name_w = if 2 * needed + reason <= room {
        needed
    } else {
        needed.min(room.saturating_sub(reason.min(REASON_KEPT)) / 2)
    };
    name_w.clamp(10, 40)
}

/// Why a table was paired as it was, in the desk's words ([`TableReason`]'s fields; the
/// English text is the one its `Display` gives): `same score group`, `pair-down 6→3`,
/// `rematch: no other pairing`, prefixed by `manual` or `imported`.
pub fn reason_text(r: &TableReason) -> String {
    if let Some((a, b)) = r.seeds {
        // A playoff table (R-S18): the seeds say it all.
        return crate::tr!("playoff-reason-seeds", a = a, b = b);
    }
    let mut parts: Vec<String> = Vec::new();
    if r.manual {
        parts.push(i18n::t("desk-reason-manual").into());
    }
    if r.imported {
        parts.push(i18n::t("desk-reason-imported").into());
    }
    if r.points_a == r.points_b {
        parts.push(i18n::t("desk-reason-same-group").into());
    } else {
        let (hi, lo) = if r.points_a > r.points_b {
            (r.points_a, r.points_b)
        } else {
            (r.points_b, r.points_a)
        };
        let mut said = crate::tr!("desk-reason-pair-down", high = hi, low = lo);
        if !r.skipped.is_empty() {
            let groups: Vec<String> = r.skipped.iter().map(u32::to_string).collect();
            let groups = groups.join(", ");
            let why = if r.met_all_skipped {
                crate::tr!("desk-reason-skips-met-all", groups = groups.as_str())
            } else {
                crate::tr!(
                    "desk-reason-skips-fewer-rematches",
                    groups = groups.as_str()
                )
            };
            said.push_str(&format!(" ({why})"));
        }
        parts.push(said);
    }
    if r.previous_meetings > 0 {
        parts.push(if r.manual || r.imported {
            i18n::t("desk-reason-rematch").into()
        } else {
            i18n::t("desk-reason-rematch-unavoidable").into()
        });
    }
    if r.tie_rs16 {
        parts.push(i18n::t("desk-reason-rs16").into());
    }
    parts.join(", ")
}

/// Active players of `t` that are not in `round` (neither seated nor on a bye) and are to play
/// in it: a late arrival who sits this round out (R-S20: entered in a later round) is not
/// missing from it. One pass over the tables and one over the players, so a draft of
/// thousands costs no time per frame.
fn unseated(t: &Event, round: &Round) -> Vec<PlayerId> {
    let mut seated = vec![false; t.registry.participants.len() + 1];
    let seats = round.tables.iter().flat_map(|tb| [tb.a, tb.b]);
    for p in seats.chain(round.byes.iter().copied()) {
        if let Some(s) = seated.get_mut(p.0 as usize) {
            *s = true;
        }
    }
    t.registry
        .participants
        .iter()
        .filter(|p| !p.is_dropped() && p.entered_round.is_none_or(|e| e <= round.number))
        .map(|p| p.id)
        .filter(|p| !seated.get(p.0 as usize).copied().unwrap_or(false))
        .collect()
}

/// The pairings of the last round.
pub struct PairingsScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &PairingsScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else {
            return;
        };
        let t = s.tournament();
        let Some((g, round)) = t.swiss().and_then(|g| g.current_round().map(|r| (g, r))) else {
            put_row(
                buf,
                area,
                0,
                &format!(" {}", i18n::t("desk-swiss-no-round")),
                Default::default(),
            );
            // The recommendation by field size (MTR Appendix E), and the plan if any.
            let players = t.registry.active_players().len();
            if let (Some(g), Some(rounds)) = (t.swiss(), event_day::recommended_rounds(players)) {
                let mut said =
                    crate::tr!("day-desk-recommended", players = players, rounds = rounds);
                if let Some(n) = g.settings.rounds {
                    said.push_str(&format!(
                        " · {}",
                        crate::tr!("day-cli-created-rounds", rounds = n)
                    ));
                }
                put_row(
                    buf,
                    area,
                    1,
                    &fit(&format!(" {said}"), area.width as usize),
                    Default::default(),
                );
            }
            return;
        };
        let mut notes: Vec<Line> = Vec::new();
        for p in &round.byes {
            notes.push(Line::styled(
                format!(
                    " {}",
                    crate::tr!(
                        "desk-swiss-bye-note",
                        name = app.display_name(*p),
                        counts = g.settings.bye_counts()
                    )
                ),
                th.warning,
            ));
        }
        let draft = round.state == RoundState::Draft;
        let missing = if draft {
            unseated(t, round)
        } else {
            Vec::new()
        };
        if !missing.is_empty() {
            let names: Vec<String> = missing.iter().map(|p| app.display_name(*p)).collect();
            notes.push(Line::styled(
                format!(
                    " {}",
                    crate::tr!("desk-swiss-not-seated", names = names.join(", "))
                ),
                th.warning,
            ));
        }
        // Saved with the round in the engine's English words; worded again in the desk's
        // language from the round's tables.
        for w in crate::print::rematch_warnings(t, round) {
            notes.push(Line::styled(
                format!(" {}", crate::tr!("desk-warning", text = w.as_str())),
                th.warning,
            ));
        }
        let note_h = notes.len().min((area.height as usize / 3).max(1)) as u16;
        let [top, notes_area] =
            Layout::vertical([Constraint::Min(2), Constraint::Length(note_h)]).areas(area);
        let (head, body) = header_and_body(top);
        let list = &app.pairings;
        let state = match round.state {
            RoundState::Draft => i18n::t("desk-state-draft-loud"),
            RoundState::Published => i18n::t("desk-state-published"),
            RoundState::Complete => i18n::t("desk-state-complete"),
        };
        let manual = round.tables.iter().filter(|tb| tb.reason.manual).count();
        let width = area.width as usize;
        let name_w = name_width(app, round, width);
        let mut title = if g.is_playoff_round(round.number) {
            // A playoff round reads as its stage (R-S19): `Round 7 · quarter-final published`.
            let stage = crate::swiss::playoff::Stage::of_tables(round.tables.len());
            format!(
                " {}",
                crate::tr!(
                    "playoff-desk-pairings-title",
                    round = round.number.0,
                    stage = stage.words().to_string(),
                    state = state,
                    tables = round.tables.len()
                )
            )
        } else {
            format!(
                " {}",
                crate::tr!(
                    "desk-swiss-pairings-title",
                    round = round.number.0,
                    state = state,
                    tables = round.tables.len(),
                    rematches = round.warnings.len()
                )
            )
        };
        if manual > 0 {
            title.push_str(&format!(
                " · {}",
                crate::tr!("desk-manual-count", count = manual)
            ));
        }
        if let Some(plan) = crate::tui::game::swiss::plan_words(g, round.number) {
            title.push_str(&format!(" · {plan}"));
        }
        if !list.query.is_empty() {
            let search = crate::tr!("desk-search-for", query = list.query.as_str());
            title.push_str(&format!(" · {search}"));
        }
        put_row(buf, head, 0, &fit(&title, width), th.header);
        let h = body.height as usize;
        let off = list.offset(h);
        let mark = app.desks.get::<SwissDesk>().mark;
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let selected = row == list.selected;
            let base = if selected {
                th.selected
            } else {
                Default::default()
            };
            let seat = |p: PlayerId, pts: Option<u32>, on: bool| {
                // The name gives way, not the match points: `Anna Schmidt #… (12)`.
                let points = pts.map_or(String::new(), |x| format!(" ({x})"));
                // The first player of a swap is marked in text too, not only by colour.
                let swap = if mark == Some(Mark::Player(p)) {
                    swap_mark()
                } else {
                    String::new()
                };
                let room = name_w
                    .saturating_sub(points.chars().count() + swap.chars().count())
                    .max(4);
                let label = format!("{swap}{}{points}", fit_name(&app.display_name(p), room));
                let text = format!(
                    "{}{:<w$}",
                    if on && selected { '>' } else { ' ' },
                    fit(&label, name_w),
                    w = name_w
                );
                let style = if mark == Some(Mark::Player(p)) {
                    base.patch(th.marked)
                } else {
                    base
                };
                Span::styled(text, style)
            };
            let line = match round.tables.get(i) {
                Some(tb) => {
                    let table_mark = mark == Some(Mark::Table(tb.number));
                    let star = if tb.reason.manual { '*' } else { ' ' };
                    let result = match (round.state, tb.result) {
                        (RoundState::Draft, _) => String::new(),
                        (_, Some(r)) => format!(" {:<5} ", r.to_string()),
                        (_, None) => " -     ".to_string(),
                    };
                    Line::from(vec![
                        Span::styled(
                            format!("{star}{:>4} ", tb.number.0),
                            if table_mark {
                                base.patch(th.marked)
                            } else {
                                base
                            },
                        ),
                        seat(
                            tb.a,
                            Some(tb.reason.points_a),
                            !app.desks.get::<SwissDesk>().right_seat,
                        ),
                        Span::styled(format!(" {:<2} ", i18n::t("wf-pairings-vs")), base),
                        seat(
                            tb.b,
                            Some(tb.reason.points_b),
                            app.desks.get::<SwissDesk>().right_seat,
                        ),
                        Span::styled(format!("{result} "), base),
                        Span::styled(
                            if table_mark {
                                format!("{}{}", swap_mark(), reason_text(&tb.reason))
                            } else {
                                reason_text(&tb.reason)
                            },
                            if tb.reason.manual {
                                base.patch(th.manual)
                            } else {
                                base
                            },
                        ),
                    ])
                }
                None => {
                    let Some(&p) = round.byes.get(i - round.tables.len()) else {
                        continue;
                    };
                    // `bye` goes in the table column; a longer word (German `Freilos`)
                    // would push the name out of line with the tables', so it goes before
                    // the note instead.
                    let bye = i18n::t("desk-swiss-bye");
                    let no_opponent = i18n::t("desk-swiss-bye-no-opponent");
                    let (column, note) = if bye.chars().count() <= 5 {
                        (bye.to_string(), format!("     ({no_opponent})"))
                    } else {
                        (String::new(), format!("     {bye} ({no_opponent})"))
                    };
                    Line::from(vec![
                        Span::styled(format!("{column:>5} "), base),
                        seat(p, None, true),
                        Span::styled(note, base),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with_lang};

    /// The desk's reasons in English are the words the engine's `Display` (and so the printed
    /// pairings) gives, for every kind of reason.
    #[test]
    fn the_english_reasons_are_the_engines_words() {
        let base = TableReason {
            points_a: 6,
            points_b: 3,
            ..TableReason::default()
        };
        let cases = [
            TableReason::default(),
            base.clone(),
            TableReason {
                skipped: vec![4],
                met_all_skipped: true,
                ..base.clone()
            },
            TableReason {
                skipped: vec![5, 4],
                ..base.clone()
            },
            TableReason {
                previous_meetings: 1,
                ..TableReason::default()
            },
            TableReason {
                previous_meetings: 1,
                manual: true,
                imported: true,
                tie_rs16: true,
                ..base.clone()
            },
        ];
        for r in cases {
            with_lang(Lang::En, || assert_eq!(reason_text(&r), r.to_string()));
            let de = with_lang(Lang::De, || reason_text(&r));
            assert!(crate::i18n::english_words(&de).is_empty(), "{de}");
        }
        let de = with_lang(Lang::De, || reason_text(&base));
        assert_eq!(de, "nach unten gepaart 6→3");
    }
}
