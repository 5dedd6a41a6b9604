//! The one place where an event changes (DESIGN.md, "The way data flows"): [`apply`] hands a
//! [`Command`] to the rules of the event's game, and appends the audit entry.

use super::{AuditEntry, Command, Event, Msg, PlayerId, Registry, Rejected, RoundNo};
use chrono::{DateTime, Utc};

/// What a command did, for the audit log: its round, its words, and whether it was a manual
/// edit of a proposal or a correction of a value already entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// The round the command concerned.
    pub round: Option<RoundNo>,
    /// In English words: `swap players Anna ↔ Bert (tables 3, 7)`.
    pub what: String,
    /// The same as a text in every language (`audit-*` keys), where the system says it so;
    /// `None` for a system that gives English words only.
    pub msg: Option<Msg>,
    /// A manual edit of a proposal (a swap).
    pub manual: bool,
    /// A correction of a value already entered.
    pub correction: bool,
}

impl Change {
    /// A plain change (neither manual nor a correction) in English words.
    pub fn new(round: Option<RoundNo>, what: String) -> Self {
        Self {
            round,
            what,
            msg: None,
            manual: false,
            correction: false,
        }
    }

    /// A plain change as a text in every language; `what` is its English.
    pub fn said(round: Option<RoundNo>, msg: Msg) -> Self {
        Self {
            round,
            what: msg.english(),
            msg: msg.is_key().then_some(msg),
            manual: false,
            correction: false,
        }
    }

    /// Marked as a manual edit of a proposal.
    #[must_use]
    pub fn manual(mut self) -> Self {
        self.manual = true;
        self
    }
}

/// Applies `cmd` to `ev` at time `at` (the caller's clock; engines have none) and returns the
/// new state with one [`AuditEntry`] appended.
///
/// # Errors
/// [`Rejected`] naming the field and the allowed values; `ev` is untouched. A command of
/// another system is [`Rejected::WrongSystem`], with what to do instead. The rules are each
/// system's (its spec file), through its [`super::Rules`]: e.g. `swiss::apply`
/// (`swiss-pairing-and-scoring.txt`, "Was der Veranstalter steuert").
pub fn apply(ev: &Event, cmd: impl Into<Command>, at: DateTime<Utc>) -> Result<Event, Rejected> {
    let mut next = ev.clone();
    let cmd = cmd.into();
    let publishes = matches!(cmd, Command::Publish);
    // A playoff round is published as it is made (`StartPlayoff`, the playoff's
    // `PairNextRound`): its clock starts like a published Swiss round's, so the desk and the
    // wall show the time of a playoff round too.
    let makes = matches!(
        cmd,
        Command::Swiss(
            crate::swiss::SwissCommand::StartPlayoff { .. }
                | crate::swiss::SwissCommand::PairNextRound
        )
    );
    let rounds_before = ev.game.round_count();
    let Event {
        registry,
        game,
        seed,
        print_language,
        clock,
        reports,
        ..
    } = &mut next;
    let entered = cmd
        .is_result()
        .then(|| crate::sync::slots::pin_round(cmd.clone(), ev));
    let (default_minutes, rounds) = (game.round_minutes(), game.round_count());
    use super::command::{Route, Routed};
    let change = match (game, cmd.route()) {
        (_, Route::PrintLanguage(lang)) => Ok(set_print_language(print_language, lang)),
        (_, Route::Clock(c)) => super::clock::run(clock, default_minutes, rounds, c),
        (game, Route::Reports(c)) => {
            let (seed, before) = (*seed, (game.clone(), registry.clone()));
            let mut dry_run = |c: Command| {
                let (mut g, mut r) = before.clone();
                super::each_game!(&mut g, g => super::run_own(g, &mut r, seed, c))
            };
            let mut run_result =
                |c: Command| super::each_game!(game, g => super::run_own(g, registry, seed, c));
            super::reports::run(reports, c, &mut dry_run, &mut run_result, at)
        }
        (game, Route::Shared(c)) => {
            super::each_game!(game, g => super::Rules::run(g, registry, *seed, Routed::Shared(c)))
        }
        // A system's own command at an event of another system is refused here, once, so no
        // system ever sees another's commands.
        (game, Route::Own(c)) => {
            super::each_game!(game, g => super::run_own(g, registry, *seed, c))
        }
    }?;
    if let Some(cmd) = &entered {
        next.reports.settle(cmd);
    }
    let made_published = makes
        && next.game.round_count() > rounds_before
        && next.game.last_round_state() == Some(super::RoundState::Published);
    if publishes || made_published {
        start_clock(&mut next, at);
    }
    let seq = next.audit.len() as u32 + 1;
    next.audit.push(AuditEntry {
        seq,
        at,
        round: change.round,
        what: change.what,
        msg: change.msg,
        manual: change.manual,
        correction: change.correction,
    });
    Ok(next)
}

/// A round just published starts its clock at `at` when the event has a round length (the
/// director's, else the system's default: [`Game::round_minutes`]). The publish's audit entry
/// says nothing of it: the clock is no part of the round.
fn start_clock(next: &mut Event, at: DateTime<Utc>) {
    let round = RoundNo(next.game.round_count() as u32);
    if let Some(minutes) = next.clock.length.or(next.game.round_minutes()) {
        next.clock.round = Some(super::clock::RoundClock::start(round, minutes, at));
    }
}

/// [`Command::SetPrintLanguage`], the same for every system: the event's print language
/// becomes `lang`. The audit entry is English like every entry (a saved file never depends
/// on the language).
fn set_print_language(
    slot: &mut Option<crate::i18n::Lang>,
    lang: Option<crate::i18n::Lang>,
) -> Change {
    *slot = lang;
    Change::new(
        None,
        match lang {
            Some(l) => format!("print language {l}"),
            None => "print language: the desk's".into(),
        },
    )
}

/// The longest name a participant (player, team, entrant) may have, in characters: longer names
/// are refused at input and in a loaded save, so that hostile or broken input cannot swell a
/// save or break a list, a column or a printed page.
pub const MAX_NAME_CHARS: usize = 80;

/// The longest event name, in characters.
pub const MAX_EVENT_NAME_CHARS: usize = 120;

/// Characters no name may hold: control characters (C0, DEL, C1: tabs, line breaks, ESC, BEL),
/// the line and paragraph separators, and the bidirectional overrides and isolates
/// (U+202A..U+202E, U+2066..U+2069) that make a terminal or a printed list show a name other
/// than it is.
pub fn is_forbidden_in_name(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{2028}' | '\u{2029}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// What is wrong with a name, as the text of a [`Rejected::InvalidField`] (`must not be
/// empty`, …), or `None` when the name (already trimmed) may be used; `limit` is the longest
/// allowed, in characters.
pub fn name_fault(name: &str, limit: usize) -> Option<Msg> {
    if name.is_empty() {
        return Some(Msg::key("err-name-empty"));
    }
    if name.chars().any(is_forbidden_in_name) {
        return Some(Msg::key("err-name-control"));
    }
    let n = name.chars().count();
    if n > limit {
        return Some(
            Msg::key("err-name-too-long")
                .num("limit", limit)
                .num("count", n),
        );
    }
    None
}

/// A name as a message quotes it: escaped (`"Bob\u{202e}"`, so no control character reaches
/// the terminal) and cut after 32 characters with `…`.
pub fn quote_name(name: &str) -> String {
    let head: String = name.chars().take(32).collect();
    let cut = if head.len() < name.len() { "…" } else { "" };
    format!("\"{}\"{cut}", head.escape_debug())
}

/// A name as registered: trimmed, not empty, no control characters ([`is_forbidden_in_name`]),
/// at most [`MAX_NAME_CHARS`] characters.
///
/// # Errors
/// [`Rejected::InvalidField`] naming the field `name` and what is not allowed.
pub fn clean_name(name: &str) -> Result<String, Rejected> {
    let n = name.trim();
    match name_fault(n, MAX_NAME_CHARS) {
        Some(why) => Err(Rejected::invalid("name", why)),
        None => Ok(n.to_string()),
    }
}

/// An event's name as created: trimmed, not empty, no control characters, at most
/// [`MAX_EVENT_NAME_CHARS`] characters.
///
/// # Errors
/// [`Rejected::InvalidField`] naming the field `event name` and what is not allowed.
pub fn clean_event_name(name: &str) -> Result<String, Rejected> {
    let n = name.trim();
    match name_fault(n, MAX_EVENT_NAME_CHARS) {
        Some(why) => Err(Rejected::invalid("event name", why)),
        None => Ok(n.to_string()),
    }
}

/// `p` if it is a registered participant.
///
/// # Errors
/// [`Rejected::NotFound`] naming the field `player` and the allowed ids.
pub fn known(reg: &Registry, p: PlayerId) -> Result<PlayerId, Rejected> {
    match reg.participant(p) {
        Some(_) => Ok(p),
        None => Err(Rejected::not_found(
            "player",
            Msg::key("err-no-player").num("id", p.0),
            Some(format!("1..{}", reg.participants.len())),
        )),
    }
}

/// The registration index of a player id (`id - 1`); for ids [`known`] has checked.
pub(crate) fn index(p: PlayerId) -> usize {
    (p.0 as usize).saturating_sub(1)
}

impl Registry {
    /// Renames a participant (the shared `RenamePlayer` command); the words name the old and
    /// the new name for the audit log.
    ///
    /// # Errors
    /// [`Rejected`] for an unknown player or a name [`clean_name`] refuses.
    pub fn rename(&mut self, player: PlayerId, name: &str) -> Result<Change, Rejected> {
        let name = clean_name(name)?;
        let old = self.display_name(known(self, player)?);
        self.participants[index(player)].name = name;
        let new = self.display_name(player);
        Ok(Change::said(
            None,
            Msg::key("audit-rename").text("old", old).text("new", new),
        ))
    }
}

#[cfg(test)]
mod routing_tests {
    use super::*;
    use crate::deich::{DeichCommand, DeichGame};
    use crate::football::{FootballCommand, FootballGame, FootballSettings};
    use crate::game::Game;
    use crate::game::GameKind;
    use crate::grand_slam::{GrandSlamCommand, GrandSlamGame};
    use crate::muck::{MuckCommand, MuckGame, MuckSettings};
    use crate::swiss::{SwissCommand, SwissGame, SwissSettings};
    use chrono::TimeZone;

    fn at() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 5, 19, 0, 0)
            .single()
            .expect("time")
    }

    fn events() -> Vec<Event> {
        [
            Game::Swiss(SwissGame::new(SwissSettings::default())),
            Game::Muck(MuckGame::new(MuckSettings::default())),
            Game::Football(FootballGame::new(FootballSettings::default())),
            Game::Deich(DeichGame::new(Default::default())),
            Game::GrandSlam(GrandSlamGame::default()),
        ]
        .into_iter()
        .map(|g| Event::new("t", g, at(), 1))
        .collect()
    }

    /// One command of each system: every pairing of event and command's system other than
    /// its own is refused by the router with `WrongSystem` naming both systems, before the
    /// event's rules see it, and nothing changes.
    #[test]
    fn a_command_of_another_system_is_refused_once_by_the_router() {
        let commands: [(GameKind, Command); 5] = [
            (GameKind::Swiss, SwissCommand::PairNextRound.into()),
            (GameKind::Muck, MuckCommand::DrawRound.into()),
            (GameKind::Football, FootballCommand::Evaluate.into()),
            (GameKind::Deich, DeichCommand::Evaluate.into()),
            (GameKind::GrandSlam, GrandSlamCommand::PlayRound.into()),
        ];
        let mut refused = 0;
        for ev in events() {
            for (owner, cmd) in &commands {
                if *owner == ev.game.kind() {
                    continue;
                }
                let Err(Rejected::WrongSystem {
                    event,
                    owner: named,
                    ..
                }) = apply(&ev, cmd.clone(), at())
                else {
                    panic!("{cmd:?} at a {:?} event was not refused", ev.game.kind());
                };
                assert_eq!((event, named), (ev.game.kind(), *owner));
                refused += 1;
            }
        }
        assert_eq!(refused, 20);
    }

    /// What to do instead is named only where the event's system has a like command: Swiss
    /// pairing at a Muck event points to the draw, Muck's draw at a Swiss event to pairing,
    /// and at the other three systems neither hint is given.
    #[test]
    fn the_hint_names_a_like_command_of_the_events_own_system_only() {
        let evs = events();
        let instead = |ev: &Event, cmd: Command| match apply(ev, cmd, at()) {
            Err(Rejected::WrongSystem { instead, .. }) => instead,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            instead(&evs[1], SwissCommand::PairNextRound.into()),
            "err-instead-draw"
        );
        assert_eq!(
            instead(&evs[0], MuckCommand::DrawRound.into()),
            "err-instead-pair"
        );
        for ev in &evs[2..] {
            assert_eq!(instead(ev, SwissCommand::PairNextRound.into()), "");
            assert_eq!(instead(ev, MuckCommand::DrawRound.into()), "");
        }
    }
}
