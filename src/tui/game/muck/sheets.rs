//! Muck score sheets: every table of a round laid out like the paper sheet, side A above side
//! B, the Bobbl left to right, a lost Bobbl marked `●` as the article does. Type the table
//! number, then the points of each Bobbl, A's before B's (`3 21 4 20 21` or `3 21:4 20:21`),
//! Enter; `3 b2 20 21` starts at Bobbl 2. The cursor moves to the next open table. A
//! correction is the same keystrokes. `v` switches to the second entry of the sheets; the
//! tables where the two entries differ are listed under the sheets with both values, and on
//! such a table `a` takes the second entry as it stands, `f` keeps the first (or type the
//! right score into the wrong entry). The header says which entry is typed (FIRST ENTRY /
//! SECOND ENTRY) and EARLIER ROUND when `[` went back; typing over a value of an earlier
//! round asks first, and once another round is published the screen shows it again. The
//! rules (R-M1) are in [`MuckCommand::Score`]'s apply: a rejected entry leaves its message in
//! the status line and nothing changed.
//!
//! Here: which round is shown, the keys and the typed line. The line's form is read in
//! `sheets/parse.rs`, the scores are recorded (and the status line written) in
//! `sheets/record.rs`, the sheets are drawn in `sheets/render.rs`.

mod parse;
mod record;
mod render;

pub use parse::FORMS;
pub use record::TypedScores;
pub(crate) use record::{aborted_question, question, record, recorded};
pub use render::MuckSheetsScreen;

use parse::parse;
use record::{aborted_in, values};

use super::search;
use crate::game::{Event, RoundNo, RoundState, TableNo};
use crate::i18n;
use crate::muck::{BobblScore, MuckCommand, MuckRound, MuckTable, SheetEntry};
use crate::sync::{Difference, Slot, slots};
use crate::tui::app::App;
use crate::tui::effect::Effect;
use crate::tui::game::muck::MuckDesk;
use crate::tui::game::muck::{self, MuckAfter, MuckInput, MuckPending};
use crate::tui::keymap::{self, Action};
use crate::tui::search::Query;
use crate::tui::session::Session;
use crossterm::event::{KeyCode, KeyEvent};

/// The last Muck round that is published or complete.
fn latest_fixed(t: &Event) -> Option<RoundNo> {
    t.muck()?
        .rounds
        .iter()
        .rev()
        .find(|r| r.state != RoundState::Draft)
        .map(|r| r.number)
}

/// The round the screen shows: the one chosen with `[` `]` while it was chosen at the same
/// latest round, else the latest published or complete round (so once round 6 is published the
/// screen does not stay on round 2, where the next scores would not belong).
pub(crate) fn shown_round(app: &App) -> Option<&MuckRound> {
    let t = app.session.as_ref()?.tournament();
    let latest = latest_fixed(t)?;
    let chosen = app
        .desks
        .get::<MuckDesk>()
        .round
        .filter(|_| app.desks.get::<MuckDesk>().round_latest == Some(latest));
    t.muck()?.round(chosen.unwrap_or(latest).min(latest))
}

/// Whether the screen shows a round before the latest fixed one (typing there corrects it).
fn is_earlier(app: &App) -> bool {
    let latest = app
        .session
        .as_ref()
        .and_then(|s| latest_fixed(s.tournament()));
    shown_round(app).is_some_and(|r| Some(r.number) < latest)
}

/// The entries the screen works on: the first, or the second entry of the sheets.
fn entries(app: &App, tb: &MuckTable) -> Vec<Option<BobblScore>> {
    if app.desks.get::<MuckDesk>().second {
        tb.second.clone()
    } else {
        tb.bobbl.clone()
    }
}

/// The differences between desks of a shared event on table `table` of round `round` (a Bobbl
/// two desks typed with two values without seeing each other), first or second entry, in Bobbl
/// order; none for a file that is no replica.
pub(crate) fn desk_differences(app: &App, round: RoundNo, table: TableNo) -> Vec<&Difference> {
    app.session
        .as_ref()
        .and_then(Session::shared)
        .map(|sh| {
            sh.differences
                .iter()
                .filter(|d| {
                    matches!(d.slot, Slot::Muck { .. })
                        && d.slot.round() == round
                        && d.slot.table() == table
                })
                .collect()
        })
        .unwrap_or_default()
}

fn is_open(app: &App, tb: &MuckTable) -> bool {
    entries(app, tb).iter().any(Option::is_none)
}

pub(crate) fn refresh(app: &mut App) {
    let latest = app
        .session
        .as_ref()
        .and_then(|s| latest_fixed(s.tournament()));
    if app.desks.get::<MuckDesk>().round.is_some()
        && app.desks.get::<MuckDesk>().round_latest != latest
    {
        // Another round is the latest now: the screen shows it, not the old choice.
        app.desks.get_mut::<MuckDesk>().round = None;
        app.desks.get_mut::<MuckDesk>().round_latest = None;
        app.results.selected = 0;
    }
    if app.desks.get::<MuckDesk>().second && app.desks.get::<MuckDesk>().second_for != latest {
        // A new round (or an undo of one): its sheets are typed first, so the desk is back
        // in first entry and says so.
        app.desks.get_mut::<MuckDesk>().second = false;
        app.desks.get_mut::<MuckDesk>().second_for = None;
        if let Some(n) = latest {
            let said = crate::tr!("muck-sheets-back-to-first", round = n.0);
            match app
                .message
                .as_ref()
                .filter(|m| !m.error)
                .map(|m| m.text.clone())
            {
                Some(what) => app.info(format!("{what} · {said}")),
                None => app.info(said),
            }
        }
    }
    let Some(round) = shown_round(app) else {
        app.results.visible.clear();
        return;
    };
    let Some((t, g)) = app
        .session
        .as_ref()
        .map(Session::tournament)
        .and_then(|t| Some((t, t.muck()?)))
    else {
        return;
    };
    let q = Query::new(&app.results.query);
    let visible = round
        .tables
        .iter()
        .enumerate()
        .filter(|(_, tb)| !app.desks.get::<MuckDesk>().open_only || is_open(app, tb))
        .filter(|(_, tb)| {
            q.is_empty()
                || search::finds_side(&q, &app.texts, g, &t.registry, tb.a)
                || search::finds_side(&q, &app.texts, g, &t.registry, tb.b)
                || q.matches_text(&tb.number.to_string())
        })
        .map(|(i, _)| i)
        .collect();
    app.results.visible = visible;
}

/// A key on the score sheets: what it does.
pub(crate) fn on_action(app: &mut App, action: Action, key: KeyEvent) -> Effect {
    match action {
        Action::TypeResult => {
            let Some(round) = shown_round(app) else {
                app.error(i18n::t("muck-sheets-no-round-hint"));
                return Effect::done();
            };
            let text = match key.code {
                KeyCode::Char(c) if c.is_ascii_digit() => c.to_string(),
                _ => app
                    .results
                    .current()
                    .and_then(|i| round.tables.get(i))
                    .map_or(String::new(), |tb| format!("{} ", tb.number)),
            };
            app.input = Some(muck::input(MuckInput::Score, text));
        }
        Action::SecondEntry => {
            app.desks.get_mut::<MuckDesk>().second = !app.desks.get::<MuckDesk>().second;
            app.desks.get_mut::<MuckDesk>().second_for = app
                .session
                .as_ref()
                .and_then(|s| latest_fixed(s.tournament()));
            app.info(if app.desks.get::<MuckDesk>().second {
                i18n::t("muck-sheets-now-second")
            } else {
                i18n::t("muck-sheets-now-first")
            });
        }
        Action::TakeSecondEntry => return resolve(app, SheetEntry::Second),
        Action::KeepFirstEntry => return resolve(app, SheetEntry::First),
        Action::AcceptReport => {
            let Some((round, table)) = selected(app) else {
                app.error(i18n::t("muck-sheets-no-sheet"));
                return Effect::done();
            };
            let entered = shown_round(app)
                .and_then(|r| r.table(table))
                .and_then(|tb| tb.sheet_words());
            return match crate::tui::reports::accept(app, round, table, entered) {
                Some(e) => e.then(MuckAfter::Refreshed),
                None => Effect::done(),
            };
        }
        Action::DismissReports => {
            if let Some((round, table)) = selected(app) {
                crate::tui::reports::dismiss(app, round, table);
            }
        }
        Action::ToggleOpen => {
            app.desks.get_mut::<MuckDesk>().open_only = !app.desks.get::<MuckDesk>().open_only
        }
        Action::PrevRound | Action::NextRound => {
            let Some(latest) = app
                .session
                .as_ref()
                .and_then(|s| latest_fixed(s.tournament()))
            else {
                app.error(i18n::t("muck-sheets-no-round-yet"));
                return Effect::done();
            };
            let now = app.desks.get::<MuckDesk>().round.unwrap_or(latest).0;
            let next = if action == Action::PrevRound {
                now.saturating_sub(1).max(1)
            } else {
                (now + 1).min(latest.0)
            };
            app.desks.get_mut::<MuckDesk>().round = (next != latest.0).then_some(RoundNo(next));
            app.desks.get_mut::<MuckDesk>().round_latest =
                app.desks.get::<MuckDesk>().round.map(|_| latest);
            app.results.selected = 0;
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// Settles the selected table's difference between the entries: `take` stands. On a shared
/// event a table whose Bobbl two desks typed differently is settled first, the same way: `f`
/// keeps the value that stands (the first desk's in the replay order), `a` takes the other
/// desk's; each is typed again as an op of this desk ([`slots::command_for`]), so every desk
/// ends with it.
fn resolve(app: &mut App, take: SheetEntry) -> Effect {
    let Some((round, table)) = shown_round(app).and_then(|r| {
        app.results
            .current()
            .and_then(|i| r.tables.get(i))
            .map(|tb| (r.number, tb.number))
    }) else {
        app.error(i18n::t("muck-sheets-no-sheet"));
        return Effect::done();
    };
    let between_desks = desk_differences(app, round, table);
    if !between_desks.is_empty() {
        let which = usize::from(take == SheetEntry::Second);
        let commands = between_desks
            .iter()
            .filter_map(|d| {
                let e = d.entries.get(which).or_else(|| d.entries.last())?;
                slots::command_for(d.slot, e.value)
            })
            .collect();
        return Effect::run_all(commands).then(MuckAfter::Refreshed);
    }
    Effect::run(MuckCommand::ResolveEntries {
        round: Some(round),
        table,
        take,
    })
    .then(MuckAfter::Refreshed)
}

/// Whether `a` (take the second entry) and `f` (keep the first) are in the footer: in
/// second-entry mode, and whenever the selected table's entries differ (not only in the note
/// and under `?`: the keys belong where they settle something).
fn settles(app: &App) -> bool {
    app.desks.get::<MuckDesk>().second
        || shown_round(app).is_some_and(|r| {
            app.results
                .current()
                .and_then(|i| r.tables.get(i))
                .is_some_and(|tb| {
                    !tb.second_entry_differs().is_empty()
                        || !desk_differences(app, r.number, tb.number).is_empty()
                })
        })
}

/// The round shown and its selected table.
fn selected(app: &App) -> Option<(crate::game::RoundNo, crate::game::TableNo)> {
    let r = shown_round(app)?;
    let tb = app.results.current().and_then(|i| r.tables.get(i))?;
    Some((r.number, tb.number))
}

/// Whether the selected sheet has a difference between desks of a shared event.
fn between_desks(app: &App) -> bool {
    shown_round(app).is_some_and(|r| {
        app.results
            .current()
            .and_then(|i| r.tables.get(i))
            .is_some_and(|tb| !desk_differences(app, r.number, tb.number).is_empty())
    })
}

/// The footer's hints at a Muck event: on the score sheets `a` and `f` only where they
/// settle something ([`settles`]); elsewhere `hints` as they are. The key map marks them as
/// footer keys; this leaves them out where they do nothing.
pub(crate) fn footer_hints(
    app: &App,
    hints: Vec<(String, &'static str)>,
) -> Vec<(String, &'static str)> {
    if app.contexts().first() != Some(&super::keys::SHEETS) {
        return hints;
    }
    if between_desks(app) {
        // A difference between desks: `a` takes the other desk's value, `f` keeps the one
        // that stands, said so rather than as the entries.
        return hints
            .into_iter()
            .map(|(k, l)| match l {
                l if l == i18n::key("desk-key-take-second") => {
                    (k, i18n::key("desk-key-take-other-desk"))
                }
                l if l == i18n::key("desk-key-keep-first") => {
                    (k, i18n::key("desk-key-keep-standing"))
                }
                l => (k, l),
            })
            .collect();
    }
    let settle = settles(app);
    let reported = selected(app).is_some_and(|(r, t)| crate::tui::reports::waiting_at(app, r, t));
    let hidden: Vec<&str> = keymap::of_context(super::keys::SHEETS)
        .filter(|b| match b.action {
            Action::TakeSecondEntry | Action::KeepFirstEntry => !settle,
            Action::AcceptReport => !reported,
            _ => false,
        })
        .map(|b| b.label)
        .collect();
    hints
        .into_iter()
        .filter(|(_, l)| !hidden.contains(l))
        .collect()
}

/// The input line's prompt: which entry, and the round when it is an earlier one.
pub(crate) fn prompt(app: &App) -> String {
    let which = if app.desks.get::<MuckDesk>().second {
        i18n::t("muck-sheets-prompt-second")
    } else {
        i18n::t("muck-sheets-prompt-first")
    };
    // The prompt ends in a space: the texts do not (Fluent drops a value's trailing blanks).
    match shown_round(app).filter(|_| is_earlier(app)) {
        Some(r) => format!(
            "{} ",
            crate::tr!(
                "muck-sheets-prompt-earlier",
                round = r.number.0,
                which = which
            )
        ),
        None => format!("{} ", crate::tr!("muck-sheets-prompt", which = which)),
    }
}

/// Enter on the input line: the scores go to the round shown; a Bobbl where neither side
/// reached the target at an evening with a time limit only after `y` ([`aborted_question`],
/// R-M9: a typo looks the same); over values of an earlier round, or over different values
/// of this one, only after `y` ([`question`]).
pub(crate) fn on_submit(app: &mut App, text: &str) -> Effect {
    let (table, bobbl, scores) = match parse(text) {
        Ok(x) => x,
        Err(e) => {
            app.error(e);
            return Effect::done();
        }
    };
    let Some(r) = shown_round(app) else {
        app.error(i18n::t("muck-sheets-no-round"));
        return Effect::done();
    };
    let s = TypedScores {
        round: r.number,
        table,
        bobbl,
        scores,
        second: app.desks.get::<MuckDesk>().second,
    };
    if !aborted_in(app, &s).is_empty() {
        app.popup = Some(muck::confirm(MuckPending::AbortedScores(s)));
        return Effect::done();
    }
    after_aborted(app, s)
}

/// Scores past the time-limit question (or without an aborted Bobbl): recorded at once, or
/// over values of an earlier round, or over different values of this one, after `y`.
pub(crate) fn after_aborted(app: &mut App, s: TypedScores) -> Effect {
    let Some(r) = shown_round(app).filter(|r| r.number == s.round) else {
        return record(app, s);
    };
    let old = r
        .table(s.table)
        .map(|tb| values(tb, s.second, s.bobbl, s.scores.len()))
        .unwrap_or_default();
    let overwrites = old.iter().any(Option::is_some);
    // A value that is there and is not the one typed now: asked before it is replaced.
    let replaces = old
        .iter()
        .zip(&s.scores)
        .any(|(o, n)| o.is_some_and(|o| o != *n));
    if is_earlier(app) && overwrites || replaces {
        app.popup = Some(muck::confirm(MuckPending::ReplaceScores(s)));
        Effect::done()
    } else {
        record(app, s)
    }
}
