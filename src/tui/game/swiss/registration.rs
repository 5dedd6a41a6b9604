//! Registration: the players in registration order with their state; add (a late entry once
//! rounds exist), rename, drop (asks first), un-drop, remove a mistaken registration before
//! round 1 (asks first); search as you type.

use crate::game::{Command, Participant};
use crate::i18n;
use crate::tui::app::{App, Pending, Popup};
use crate::tui::effect::Effect;
use crate::tui::game::swiss::{self, SwissAfter, SwissInput, SwissPending};
use crate::tui::keymap::Action;
use crate::tui::screens::{fit, header_and_body, put_row};
use crate::tui::search::NameKey;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

pub(crate) fn refresh(app: &mut App) {
    crate::tui::screens::refresh_registration(app);
}

fn selected(app: &App) -> Option<&Participant> {
    crate::tui::screens::selected_participant(app)
}

/// A key on the registration screen: what it does.
pub(crate) fn on_action(app: &mut App, action: Action) -> Effect {
    match action {
        Action::AddPlayer => open_add_line(app),
        Action::RenamePlayer => match selected(app) {
            Some(p) => app.input = Some(swiss::input(SwissInput::Rename(p.id), p.name.clone())),
            None => app.error(i18n::t("desk-no-player-selected")),
        },
        Action::DropPlayer => match selected(app) {
            Some(p) if p.is_dropped() => {
                let msg = crate::tr!("desk-dropped-already", name = app.display_name(p.id));
                app.error(msg);
            }
            Some(p) => app.popup = Some(Popup::Confirm(Pending::Drop(p.id))),
            None => app.error(i18n::t("desk-no-player-selected")),
        },
        Action::UndropPlayer => match selected(app).map(|p| p.id) {
            Some(player) => return Effect::run(Command::Undrop { player }),
            None => app.error(i18n::t("desk-no-player-selected")),
        },
        Action::RemovePlayer => {
            let Some(player) = selected(app).map(|p| p.id) else {
                app.error(i18n::t("desk-no-player-selected"));
                return Effect::done();
            };
            // Refused before the question when it cannot be done (the command says why too).
            match app
                .session
                .as_ref()
                .and_then(|s| s.tournament().swiss()?.rounds.last())
            {
                Some(r) => {
                    let msg = crate::tr!(
                        "desk-swiss-remove-refused",
                        round = r.number.0,
                        name = app.display_name(player)
                    );
                    app.error(msg);
                }
                None => app.popup = Some(swiss::confirm(SwissPending::Remove(player))),
            }
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// The add line's prompt (a Fluent key): the line stays open for the next name (continuous
/// registration).
pub const ADD_PROMPT: &str = i18n::key("desk-swiss-prompt-add");

/// Opens the add line, empty. It stays open from name to name (continuous registration):
/// whatever is typed after Enter is the next name, never a command of the screen (else an `a`
/// in "Carla" would open a new line and an `n` rename a player).
pub(crate) fn open_add_line(app: &mut App) {
    app.input = Some(swiss::input(SwissInput::AddPlayer, String::new()));
}

/// The player just registered, when a round is published and still has tables without a
/// result: a late arrival the desk offers to seat (R-S20).
fn late_arrival(app: &App) -> Option<crate::game::PlayerId> {
    let t = app.session.as_ref()?.tournament();
    let r = t.swiss()?.current_round()?;
    let p = t.registry.participants.last()?;
    (r.state == crate::game::RoundState::Published && !r.involves(p.id)).then_some(p.id)
}

/// After a late arrival was registered into a published round: the question whether to seat
/// them now (R-S20). The add line opens again after the answer ([`super::line_after`]).
pub(crate) fn offer_seat(app: &mut App) {
    if let Some(p) = late_arrival(app) {
        app.popup = Some(swiss::confirm(SwissPending::Seat(p)));
    }
}

/// After a name was registered: the list shows every player, the new one selected.
pub(crate) fn registered(app: &mut App) {
    app.registration.query.clear();
    app.registration.selected = usize::MAX;
}

/// Enter on the add line (a name) or the rename line (the new name): what it does.
pub(crate) fn on_submit(app: &mut App, purpose: SwissInput, text: String) -> Effect {
    match purpose {
        SwissInput::AddPlayer => {
            let name = text.trim().to_string();
            if name.is_empty() {
                // An empty Enter ends registration: the line closes.
                return Effect::done();
            }
            let key = NameKey::new(&name);
            let taken = app.session.as_ref().is_some_and(|s| {
                s.views()
                    .names
                    .iter()
                    .any(|k| *k == key && !name.is_empty())
            });
            if taken {
                // The line opens again after the answer ([`super::line_after`]).
                app.popup = Some(swiss::confirm(SwissPending::AddDuplicate(name)));
                Effect::done()
            } else {
                Effect::run(Command::AddPlayers { names: vec![name] })
                    .then(SwissAfter::Added { line: true })
            }
        }
        SwissInput::Rename(player) => Effect::run(Command::RenamePlayer { player, name: text }),
        SwissInput::Result | SwissInput::TopCut => Effect::done(),
    }
}

/// The registration list.
pub struct RegistrationScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &RegistrationScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else {
            return;
        };
        let t = s.tournament();
        let list = &app.registration;
        let (head, body) = header_and_body(area);
        let active = t
            .registry
            .participants
            .iter()
            .filter(|p| !p.is_dropped())
            .count();
        let width = area.width as usize;
        let filter = if list.query.is_empty() {
            String::new()
        } else {
            format!(
                " · {}",
                crate::tr!(
                    "desk-search-found",
                    query = list.query.as_str(),
                    count = list.visible.len()
                )
            )
        };
        let all = t.registry.participants.len();
        let mut summary = format!(
            "({}{filter})",
            crate::tr!("desk-swiss-registered", all = all, active = active)
        );
        // Id and State take 18 columns of the header: the name column gives way to the
        // summary (down to 12), then the summary gets shorter; nothing is cut mid-word.
        if 18 + 12 + summary.chars().count() > width {
            summary = format!(
                "({}{filter})",
                crate::tr!("desk-swiss-registered-short", all = all, active = active)
            );
        }
        let name_w = width
            .saturating_sub(44)
            .min(width.saturating_sub(18 + summary.chars().count()))
            .clamp(12, 40);
        put_row(
            buf,
            head,
            0,
            &fit(
                &format!(
                    " {:>5}  {:<name_w$}  {}   {summary}",
                    i18n::t("desk-col-id"),
                    i18n::t("desk-col-name"),
                    i18n::t("desk-col-state")
                ),
                width,
            ),
            th.header,
        );
        if t.registry.participants.is_empty() {
            put_row(
                buf,
                body,
                0,
                &format!(" {}", i18n::t("desk-swiss-no-players")),
                Default::default(),
            );
            return;
        }
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(p) = t.registry.participants.get(i) else {
                continue;
            };
            let state = match (p.dropped_after, p.entered_round) {
                (Some(r), _) => crate::tr!("desk-state-dropped-after", round = r.0),
                (None, Some(r)) => crate::tr!("desk-state-late-entry", round = r.0),
                (None, None) => i18n::t("desk-state-active").into(),
            };
            // `>` marks the selected row also without colour (NO_COLOR, monochrome).
            let text = format!(
                "{}{:>5}  {:<name_w$}  {state}",
                if row == list.selected { '>' } else { ' ' },
                p.id.0,
                fit(&p.name, name_w)
            );
            let text = fit(&text, width);
            let style = if row == list.selected {
                th.selected
            } else if p.is_dropped() {
                th.dim
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &text, style);
        }
    }
}

/// After a player was added: said, a late entry offered a seat, and with `line` the add line
/// open again (unless the seat question is).
pub(crate) fn added(app: &mut App, line: bool) {
    registered(app);
    offer_seat(app);
    if line && app.popup.is_none() {
        open_add_line(app);
    }
}
