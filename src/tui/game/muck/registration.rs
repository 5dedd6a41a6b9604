//! Muck registration: the fixed pairs (two names) and the players who came alone, or with
//! changing partners every single player. Add (`Berta / Else` or one name; a late entry once
//! rounds exist), put two players who came alone together into a pair (`m` on one, `m` on the
//! other), rename, withdraw and reinstate between rounds, remove one registered by mistake that
//! never played (`x`, asked first). Every change is a [`Command`].
//!
//! One numbering, so a number on the screen is the one a command takes: at fixed pairs the
//! number is the pair's, the one `turnier drop`, `swap` and the like take; a player waiting for
//! a partner has none (`–`) until `m` pairs them, and the legend under the list says so. With
//! changing partners it is the player's number. The selected row is marked `>` also without
//! colour.

use super::header::wrap;
use super::search;
use crate::game::{Command, Event};
use crate::i18n;
use crate::muck::{Entrant, MuckCommand, Partners};
use crate::tui::app::App;
use crate::tui::effect::Effect;
use crate::tui::game::muck::MuckDesk;
use crate::tui::game::muck::{self, MuckAfter, MuckInput};
use crate::tui::keymap::Action;
use crate::tui::screens::{fit, header_and_body, put_line, put_row};
use crate::tui::search::Query;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;

/// The rows of the list: the fixed pairs in registration order, then the players without a
/// partner; with changing partners every player.
pub(crate) fn rows(t: &Event) -> Vec<Entrant> {
    let Some(g) = t.muck() else {
        return Vec::new();
    };
    let mut rows = g.entrants(&t.registry);
    if g.settings.partners == Partners::Fixed {
        // Who is in a pair, by id: one pass over the pairs, not one per player.
        let mut paired = vec![false; t.registry.participants.len() + 1];
        for p in g.pairs.iter().flat_map(|p| p.players) {
            if let Some(x) = paired.get_mut(p.0 as usize) {
                *x = true;
            }
        }
        rows.extend(
            t.registry
                .participants
                .iter()
                .filter(|p| !paired.get(p.id.0 as usize).copied().unwrap_or(false))
                .map(|p| Entrant::Player(p.id)),
        );
    }
    rows
}

pub(crate) fn refresh(app: &mut App) {
    let Some(s) = &app.session else {
        app.registration.visible.clear();
        return;
    };
    let t = s.tournament();
    let Some(g) = t.muck() else {
        app.registration.visible.clear();
        return;
    };
    let q = Query::new(&app.registration.query);
    let names = &s.views().names;
    app.registration.visible = rows(t)
        .into_iter()
        .enumerate()
        .filter(|(_, e)| q.is_empty() || search::finds_name(&q, names, g, &t.registry, *e))
        .map(|(i, _)| i)
        .collect();
}

fn selected(app: &App) -> Option<Entrant> {
    let t = app.session.as_ref()?.tournament();
    app.registration
        .current()
        .and_then(|i| rows(t).get(i).copied())
}

/// A key on the registration screen: what it does.
pub(crate) fn on_action(app: &mut App, action: Action) -> Effect {
    let effect = match action {
        Action::AddPlayer => {
            open_add_line(app);
            Effect::done()
        }
        Action::RenamePlayer => match (selected(app), &app.session) {
            (Some(e), Some(s)) => {
                let t = s.tournament();
                if let Some(g) = t.muck() {
                    app.input = Some(muck::input(
                        MuckInput::RenameEntrant(g.players_of(e)),
                        g.entrant_name(&t.registry, e),
                    ));
                }
                Effect::done()
            }
            _ => {
                app.error(i18n::t("muck-no-entrant-selected"));
                Effect::done()
            }
        },
        Action::DropPlayer | Action::UndropPlayer => match selected(app) {
            Some(entrant) if action == Action::DropPlayer => {
                Effect::run(MuckCommand::Withdraw { entrant })
            }
            Some(entrant) => Effect::run(MuckCommand::Reinstate { entrant }),
            None => {
                app.error(i18n::t("muck-no-entrant-selected"));
                Effect::done()
            }
        },
        Action::MakePair => make_pair(app),
        Action::RemovePlayer => {
            ask_remove(app);
            Effect::done()
        }
        _ => return Effect::Unhandled,
    };
    if matches!(action, Action::UndropPlayer | Action::MakePair) {
        effect.then(MuckAfter::FieldChanged)
    } else {
        effect
    }
}

/// `x`: asks before removing the selected pair or single player registered by mistake. One
/// that cannot be removed (it played, it is in the draft, it plays in a pair) is refused
/// before the question, with the reason the command gives, tried through the pure
/// [`crate::game::apply`] without committing: a `y` must not be followed by a refusal.
fn ask_remove(app: &mut App) {
    let Some(entrant) = selected(app) else {
        app.error(i18n::t("muck-no-entrant-selected"));
        return;
    };
    let refused = app.session.as_ref().and_then(|s| {
        crate::game::apply(s.tournament(), MuckCommand::Remove { entrant }, app.now)
            .err()
            .map(|r| r.to_string())
    });
    match refused {
        Some(why) => app.error(why),
        None => app.popup = Some(muck::confirm(muck::MuckPending::Remove(entrant))),
    }
}

/// The question before `x` removes `e`: `Remove Anna / Bert's registration? (never played;
/// the pairs after it move up one number)`; a player who came alone and waits for a partner
/// has no number to give up.
pub(crate) fn remove_question(app: &App, e: Entrant) -> String {
    let Some(s) = &app.session else {
        return String::new();
    };
    let t = s.tournament();
    let Some(g) = t.muck() else {
        return String::new();
    };
    let what = match (e, g.settings.partners) {
        (Entrant::Pair(_), _) => "pair",
        (Entrant::Player(_), Partners::Changing) => "player",
        (Entrant::Player(_), Partners::Fixed) => "waiting",
    };
    crate::tr!(
        "muck-desk-ask-remove",
        name = g.entrant_name(&t.registry, e),
        what = what
    )
}

/// After a change of the field: says so in the status line when the draft no longer matches
/// it (a late entry, a new pair, a reinstatement), since publish is refused until a re-draw.
pub(crate) fn stale_hint(app: &mut App) {
    let Some(n) = app
        .session
        .as_ref()
        .and_then(|s| {
            let t = s.tournament();
            t.muck()?.stale_draft(&t.registry)
        })
        .map(|d| d.round)
    else {
        return;
    };
    if let Some(m) = app.message.as_ref().filter(|m| !m.error) {
        let what = m.text.clone();
        app.info(crate::tr!("muck-reg-stale-hint", what = what, round = n.0));
    }
}

/// The legend under the list: what the number column is (pair numbers, or player numbers at
/// changing partners; a player waiting for a partner has none, so no player number stands among
/// pair numbers).
pub fn legend(fixed: bool) -> &'static str {
    if fixed {
        i18n::t("muck-reg-legend-pairs")
    } else {
        i18n::t("muck-reg-legend-players")
    }
}

/// The notes under the list: a stale draft, who waits for a partner (fixed pairs), each
/// wrapped to `width` columns.
pub(crate) fn notes(t: &Event, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let Some(g) = t.muck() else {
        return out;
    };
    if let Some(d) = g.stale_draft(&t.registry) {
        out.extend(wrap(
            &crate::tr!("muck-reg-stale", stale = d.describe(g, &t.registry)),
            width,
        ));
    }
    if let Some(w) = g.waiting_words(&t.registry) {
        out.extend(wrap(&crate::tr!("muck-reg-waiting", waiting = w), width));
    }
    out
}

/// `m`: marks a player who came alone; on a second one, makes them a pair.
fn make_pair(app: &mut App) -> Effect {
    let Some(e) = selected(app) else {
        app.error(i18n::t("muck-reg-no-player"));
        return Effect::done();
    };
    let Entrant::Player(p) = e else {
        app.error(i18n::t("muck-reg-already-pair"));
        return Effect::done();
    };
    match app.desks.get_mut::<MuckDesk>().partner_mark.take() {
        Some(q) if q == p => app.info(i18n::t("muck-mark-removed")),
        Some(q) => return Effect::run(MuckCommand::MakePair { a: q, b: p }),
        None => {
            app.desks.get_mut::<MuckDesk>().partner_mark = Some(p);
            let name = app
                .session
                .as_ref()
                .map(|s| s.tournament().registry.name_of(p))
                .unwrap_or_default();
            app.info(crate::tr!("muck-reg-marked", name = name));
        }
    }
    Effect::done()
}

/// Splits `Berta / Else` into its names; one name stays one.
fn names(text: &str) -> Vec<String> {
    text.split('/').map(|n| n.trim().to_string()).collect()
}

/// The add line's prompt for a terminal `width` columns wide: it says that the line stays open
/// for the next entrant (continuous registration), shorter where room is short.
pub fn add_prompt(width: u16) -> String {
    // The prompt ends in a space: the texts do not (Fluent drops a value's trailing blanks).
    if width >= 110 {
        format!("{} ", i18n::t("muck-reg-add-prompt-wide"))
    } else {
        format!("{} ", i18n::t("muck-reg-add-prompt"))
    }
}

/// Opens the add line, empty; it stays open from entrant to entrant (continuous
/// registration, as on Swiss registration: [`crate::tui::game::swiss::registration::open_add_line`]).
pub(crate) fn open_add_line(app: &mut App) {
    app.input = Some(muck::input(MuckInput::AddEntrant, String::new()));
}

/// Enter on the add line (an entrant) or the rename line (the new names): what it does.
pub(crate) fn on_submit(app: &mut App, purpose: MuckInput, text: String) -> Effect {
    match purpose {
        MuckInput::AddEntrant => {
            if text.trim().is_empty() {
                // An empty Enter ends registration: the line closes.
                return Effect::done();
            }
            Effect::run(MuckCommand::AddEntrants {
                entrants: vec![names(&text)],
            })
            .then(MuckAfter::Added)
        }
        MuckInput::RenameEntrant(players) => {
            let new = names(&text);
            if new.len() != players.len() {
                app.error(crate::tr!(
                    "muck-reg-rename-count",
                    given = new.len(),
                    expected = players.len()
                ));
                return Effect::done();
            }
            // One rename per name that changed, in order; the first refused stops the rest.
            let t = app.session.as_ref().map(|s| s.tournament());
            let renames = players
                .into_iter()
                .zip(new)
                .filter(|(player, name)| t.is_none_or(|t| t.registry.name_of(*player) != *name))
                .map(|(player, name)| Command::RenamePlayer { player, name })
                .collect();
            Effect::run_all(renames)
        }
        MuckInput::Score => Effect::done(),
    }
}

/// The Muck registration list.
pub struct MuckRegistrationScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &MuckRegistrationScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else {
            return;
        };
        let t = s.tournament();
        let Some(g) = t.muck() else {
            return;
        };
        let fixed = g.settings.partners == Partners::Fixed;
        let all = rows(t);
        let list = &app.registration;
        let mut notes: Vec<Line> = wrap(legend(fixed), area.width as usize)
            .into_iter()
            .map(|l| Line::styled(l, th.dim))
            .collect();
        notes.extend(
            self::notes(t, area.width as usize)
                .into_iter()
                .map(|n| Line::styled(fit(&n, area.width as usize), th.warning)),
        );
        let note_h = notes.len().min((area.height as usize / 3).max(1)) as u16;
        let [top, notes_area] =
            Layout::vertical([Constraint::Min(2), Constraint::Length(note_h)]).areas(area);
        for (i, n) in notes.iter().take(note_h as usize).enumerate() {
            put_line(buf, notes_area, i, n, Default::default());
        }
        let (head, body) = header_and_body(top);
        let active = g.active_entrants(&t.registry).len();
        let alone = all
            .iter()
            .filter(|e| fixed && matches!(e, Entrant::Player(_)))
            .count();
        let mut counts = if fixed {
            crate::tr!(
                "muck-reg-count-pairs",
                count = g.pairs.len(),
                active = active
            )
        } else {
            crate::tr!(
                "muck-reg-count-players",
                count = t.registry.participants.len(),
                active = active
            )
        };
        if alone > 0 {
            counts.push_str(&format!(
                ", {}",
                crate::tr!("muck-reg-count-alone", count = alone)
            ));
        }
        if !list.query.is_empty() {
            counts.push_str(&format!(
                " · {}",
                crate::tr!(
                    "muck-reg-found",
                    query = list.query.as_str(),
                    count = list.visible.len()
                )
            ));
        }
        let name_w = (area.width as usize).saturating_sub(44).clamp(12, 40);
        let title = format!(
            " {:>5}  {:<name_w$}  {}   ({counts})",
            i18n::t("muck-reg-col-no"),
            if fixed {
                i18n::t("muck-print-pair")
            } else {
                i18n::t("muck-print-player")
            },
            i18n::t("muck-reg-col-state"),
        );
        put_row(buf, head, 0, &fit(&title, area.width as usize), th.header);
        if all.is_empty() {
            let hint = if fixed {
                i18n::t("muck-reg-empty-pairs")
            } else {
                i18n::t("muck-reg-empty-players")
            };
            put_row(buf, body, 0, &format!(" {hint}"), Default::default());
            return;
        }
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(&e) = all.get(i) else {
                continue;
            };
            let players = g.players_of(e);
            let first = players.first().and_then(|p| t.registry.participant(*p));
            let id = match e {
                Entrant::Pair(p) => p.0.to_string(),
                Entrant::Player(_) if fixed => "–".to_string(),
                Entrant::Player(p) => p.0.to_string(),
            };
            let state = match (first.and_then(|p| p.dropped_after), e) {
                (Some(r), _) => crate::tr!("muck-reg-withdrawn-after", round = r.0),
                (None, Entrant::Player(_)) if fixed => i18n::t("muck-reg-waiting-row").into(),
                (None, _) => match first.and_then(|p| p.entered_round) {
                    Some(r) => crate::tr!("muck-reg-late", round = r.0),
                    None => i18n::t("muck-reg-active").into(),
                },
            };
            let text = format!(
                "{}{id:>5}  {:<name_w$}  {state}",
                if row == list.selected { '>' } else { ' ' },
                fit(&g.entrant_name(&t.registry, e), name_w)
            );
            let marked = matches!(e, Entrant::Player(p) if app.desks.get::<MuckDesk>().partner_mark == Some(p));
            let style = if row == list.selected {
                th.selected
            } else if marked {
                th.marked
            } else if !g.is_active(&t.registry, e) {
                th.dim
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &text, style);
        }
    }
}

/// After an entrant was added from the add line: the new one shown at the end of the whole
/// list, the draft's staleness said, and the line open for the next; while a round is
/// published, first the question whether to seat the late entrant now (the line opens after
/// the answer, [`muck::line_after`]).
pub(crate) fn added(app: &mut App) {
    app.registration.query.clear();
    app.registration.selected = usize::MAX;
    stale_hint(app);
    if let Some(e) = late_arrival(app) {
        app.popup = Some(muck::confirm(muck::MuckPending::Seat(e)));
    } else {
        open_add_line(app);
    }
}

/// The entrant just registered, when the last round is published and the entrant is not in
/// it: a late pair (fixed pairs; one who came alone waits for a partner first) or a late
/// single player (changing partners), whom the desk offers to seat.
fn late_arrival(app: &App) -> Option<Entrant> {
    let t = app.session.as_ref()?.tournament();
    let g = t.muck()?;
    let r = g.rounds.last()?;
    let e = match g.settings.partners {
        Partners::Fixed => {
            let pair = g.pairs.last()?;
            // The pair is the one just added: its players are the last registered.
            (t.registry.participants.last().map(|p| p.id) == Some(pair.players[1]))
                .then_some(Entrant::Pair(pair.id))?
        }
        Partners::Changing => Entrant::Player(t.registry.participants.last()?.id),
    };
    (r.state == crate::game::RoundState::Published && !r.involves(e)).then_some(e)
}

/// The question after a late entrant was registered while a round is published, saying which
/// of the two happens and what `n` does: `Seat Anna / Bert in round 2 against Berta / Else,
/// who would sit it out (table 4)? (n: Berta / Else sits out, Anna / Bert is drawn from round
/// 3 on)` (changing partners: `Seat Hanna with Emil in round 1 against Carl / Dora, …`), or
/// with nobody sitting out `Round 2 has nobody to play against Anna / Bert yet: let
/// Anna / Bert sit it out (nothing for it), to play whoever comes next? (n: Anna / Bert is
/// drawn from round 3 on)`.
pub(crate) fn seat_question(app: &App, e: Entrant) -> String {
    use crate::muck::late::{MuckSeating, seating_in};
    let Some(s) = &app.session else {
        return String::new();
    };
    let t = s.tournament();
    let Some((g, r)) = t.muck().and_then(|g| Some((g, g.rounds.last()?))) else {
        return String::new();
    };
    let late = g.entrant_name(&t.registry, e);
    match seating_in(g, r, e) {
        MuckSeating::Table { a, b, table } => {
            let opponent = g.side_name(&t.registry, a);
            match b.entrants().into_iter().find(|x| *x != e) {
                // Changing partners: the late player's partner is one who sat out.
                Some(partner) => crate::tr!(
                    "muck-desk-ask-seat-table-partner",
                    name = late,
                    partner = g.entrant_name(&t.registry, partner),
                    round = r.number.0,
                    opponent = opponent,
                    table = table.0,
                    next = r.number.0 + 1
                ),
                None => crate::tr!(
                    "muck-desk-ask-seat-table",
                    name = late,
                    round = r.number.0,
                    opponent = opponent,
                    table = table.0,
                    next = r.number.0 + 1
                ),
            }
        }
        MuckSeating::SitsOut => crate::tr!(
            "muck-desk-ask-seat-out",
            name = late,
            round = r.number.0,
            next = r.number.0 + 1
        ),
    }
}

/// After `n` to the seat question: the entrant stays registered, not in the round, and the
/// status line says from which round it is drawn and how to seat it later.
pub(crate) fn seat_declined(app: &App, e: Entrant) -> Option<String> {
    let s = app.session.as_ref()?;
    let t = s.tournament();
    let g = t.muck()?;
    let r = g.rounds.last()?;
    let name = g.entrant_name(&t.registry, e);
    Some(crate::tr!(
        "muck-desk-seat-declined",
        name = name.as_str(),
        round = r.number.0,
        next = r.number.0 + 1,
        event = s
            .path()
            .file_stem()
            .map_or(String::new(), |x| x.to_string_lossy().into_owned())
    ))
}
