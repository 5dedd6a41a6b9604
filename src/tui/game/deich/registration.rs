//! Deich registration: the players in registration order with their start FP (1.1) and
//! where they come from (the last race's place, or the GM's hand); add, rename, the last
//! place (`p`: 1 → 2 → 3 → none), start FP by hand (`f`), drop before round 1.

use super::{DeichAfter, DeichInput, DeichPending, confirm, input};
use crate::deich::DeichCommand;
use crate::game::{Command, Participant};
use crate::i18n;
use crate::tr;
use crate::tui::app::{App, Pending, Popup};
use crate::tui::effect::Effect;
use crate::tui::keymap::Action;
use crate::tui::screens::{fit, fit_name, header_and_body, put_row};
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
    let Some(p) = selected(app).cloned() else {
        return match action {
            Action::AddPlayer => {
                app.input = Some(input(DeichInput::AddPlayer, String::new()));
                Effect::done()
            }
            Action::RenamePlayer
            | Action::LastPlace
            | Action::StartFp
            | Action::DropPlayer
            | Action::UndropPlayer => {
                app.error(i18n::t("deich-no-player-selected"));
                Effect::done()
            }
            _ => Effect::Unhandled,
        };
    };
    match action {
        Action::AddPlayer => app.input = Some(input(DeichInput::AddPlayer, String::new())),
        Action::RenamePlayer => app.input = Some(input(DeichInput::Rename(p.id), p.name)),
        Action::LastPlace => {
            let now = app
                .session
                .as_ref()
                .and_then(|s| {
                    s.tournament()
                        .deich()?
                        .start
                        .get(p.id.0 as usize - 1)
                        .copied()
                })
                .and_then(|s| s.last_place);
            let place = match now {
                None => Some(1),
                Some(n @ 1..=2) => Some(n + 1),
                Some(_) => None,
            };
            return Effect::run(DeichCommand::SetLastPlace {
                player: p.id,
                place,
            });
        }
        Action::StartFp => {
            let now = app
                .session
                .as_ref()
                .and_then(|s| {
                    s.tournament()
                        .deich()?
                        .start
                        .get(p.id.0 as usize - 1)
                        .copied()
                })
                .and_then(|s| s.by_hand)
                .map_or(String::new(), |f| f.to_string());
            app.input = Some(input(DeichInput::StartFp(p.id), now));
        }
        Action::DropPlayer => app.popup = Some(Popup::Confirm(Pending::Drop(p.id))),
        Action::UndropPlayer => return Effect::run(Command::Undrop { player: p.id }),
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// Registers `name`; the add line opens again for the next, the new player selected.
pub(crate) fn add(name: String) -> Effect {
    Effect::run(Command::AddPlayers { names: vec![name] }).then(DeichAfter::Added)
}

/// Enter on the add, rename or start FP line: what it does.
pub(crate) fn on_submit(app: &mut App, purpose: DeichInput, text: String) -> Effect {
    match purpose {
        DeichInput::AddPlayer => {
            let name = text.trim().to_string();
            if name.is_empty() {
                return Effect::done();
            }
            let key = NameKey::new(&name);
            let taken = app
                .session
                .as_ref()
                .is_some_and(|s| s.views().names.contains(&key));
            if taken {
                app.popup = Some(confirm(DeichPending::AddDuplicate(name)));
                Effect::done()
            } else {
                add(name).then(DeichAfter::AddLine)
            }
        }
        DeichInput::Rename(player) => Effect::run(Command::RenamePlayer { player, name: text }),
        DeichInput::StartFp(player) => {
            let t = text.trim();
            let fp = if t.is_empty() {
                None
            } else {
                match crate::deich::bid::parse_bid(t) {
                    Ok(f) => Some(f),
                    Err(e) => {
                        // The bid parser's refusal, named for the start FP line.
                        let german_field = format!("{}:", i18n::t("err-field-bid"));
                        let start_fp = format!("{}:", i18n::t("deich-col-start-fp"));
                        app.error(e.to_string().replacen("bid:", "start FP:", 1).replacen(
                            &german_field,
                            &start_fp,
                            1,
                        ));
                        return Effect::done();
                    }
                }
            };
            Effect::run(DeichCommand::SetStartFp { player, fp })
        }
        DeichInput::Bid | DeichInput::Zat => Effect::done(),
    }
}

/// The registration list.
pub struct DeichRegistrationScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &DeichRegistrationScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some(s) = &app.session else {
            return;
        };
        let t = s.tournament();
        let Some(g) = t.deich() else {
            return;
        };
        let width = area.width as usize;
        let (head, body) = header_and_body(area);
        let longest = (t.registry.participants.iter())
            .map(|p| app.display_name(p.id).chars().count())
            .max();
        let name_w = longest
            .unwrap_or(0)
            .clamp(10, 24)
            .min(width.saturating_sub(40).max(10));
        let header = format!(
            "  {:>3}  {:<name_w$}  {:>8}  {}",
            "#",
            i18n::t("deich-col-name"),
            i18n::t("deich-col-start-fp"),
            i18n::t("deich-col-from")
        );
        put_row(buf, head, 0, &fit(&header, width), th.header);
        if t.registry.participants.is_empty() {
            put_row(
                buf,
                body,
                0,
                i18n::t("deich-nobody-registered"),
                Default::default(),
            );
            return;
        }
        let list = &app.registration;
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(p) = t.registry.participants.get(i) else {
                continue;
            };
            let st = g.start.get(i).copied().unwrap_or_default();
            let from = match (st.by_hand, st.last_place, p.is_dropped()) {
                (_, _, true) => i18n::t("deich-from-dropped").to_string(),
                (Some(_), _, _) => i18n::t("deich-from-hand").to_string(),
                (None, Some(1), _) => i18n::t("deich-from-champion").to_string(),
                (None, Some(n), _) => tr!("deich-from-place", place = n),
                (None, None, _) => String::new(),
            };
            let selected = row == list.selected;
            let text = format!(
                "{} {:>3}  {:<name_w$}  {:>8}  {from}",
                if selected { '>' } else { ' ' },
                p.id.0,
                fit_name(&app.display_name(p.id), name_w),
                st.fp(),
            );
            let style = if selected {
                th.selected
            } else if p.is_dropped() {
                th.dim
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &fit(&text, width), style);
        }
    }
}
