//! `App::update` transitions for every key of every screen, with synthetic key events.

use crate::desk_support;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use desk_support::*;
use turnier::game::{PlayerId, RoundNo, RoundState, TableNo};
use turnier::tui::app::{Pending, Popup};
use turnier::tui::game::swiss::SwissDesk;
use turnier::tui::game::swiss::keys;
use turnier::tui::game::swiss::{Mark, SwissInput, SwissPending};
use turnier::tui::keymap::{self, Context};
use turnier::tui::{App, Msg, Screen};

fn go(a: &mut App, s: Screen) {
    let n = Screen::DESK
        .iter()
        .position(|x| *x == s)
        .expect("desk screen")
        + 1;
    press(a, KeyCode::F(n as u8));
    assert_eq!(a.screen, s);
}

fn saved(path: &std::path::Path) -> turnier::game::Event {
    turnier::store::load(path).expect("save loads")
}

#[test]
fn every_binding_dispatches_without_panic_in_its_context() {
    for b in keymap::bindings() {
        for k in b.keys {
            let (_d, _p, mut a) = writable(small_event(true));
            match b.context {
                Context::Picker => {
                    a = App::picker(std::path::PathBuf::from("target/desk-update-empty"));
                }
                keys::REGISTRATION => go(&mut a, Screen::Registration),
                keys::PAIRINGS => go(&mut a, Screen::Pairings),
                keys::RESULTS => go(&mut a, Screen::Results),
                keys::STANDINGS => go(&mut a, Screen::Standings),
                Context::Audit => go(&mut a, Screen::Audit),
                Context::Input => {
                    go(&mut a, Screen::Registration);
                    ch(&mut a, '/');
                }
                Context::Confirm => {
                    go(&mut a, Screen::Pairings);
                    ch(&mut a, 'x');
                    assert!(matches!(a.popup, Some(Popup::Confirm(_))));
                }
                Context::Help => ch(&mut a, '?'),
                Context::PrintDialog => {
                    go(&mut a, Screen::Standings);
                    ch(&mut a, 'w');
                }
                Context::NewEvent => {
                    a = App::picker(std::path::PathBuf::from("target/desk-update-empty"));
                    ch(&mut a, 'n');
                }
                Context::Global | Context::Desk => go(&mut a, Screen::Standings),
                Context::DeskSettings => {
                    go(&mut a, Screen::Standings);
                    press(&mut a, KeyCode::F(6));
                }
                Context::Clock => {
                    go(&mut a, Screen::Standings);
                    press(&mut a, KeyCode::F(7));
                }
                // The other systems' screens: tests/desk/muck.rs, football.rs, deich.rs and
                // grand_slam_event.rs.
                Context::Screen(..) => continue,
            }
            let ctx = a.contexts();
            assert!(ctx.contains(&b.context), "{:?} not in {ctx:?}", b.context);
            press(&mut a, *k);
            let _ = render(&a, 80, 24);
        }
    }
}

#[test]
fn screen_keys() {
    let (_d, _p, mut a) = writable(small_event(false));
    assert_eq!(
        a.screen,
        Screen::Results,
        "a published round opens on results"
    );
    press(&mut a, KeyCode::Tab);
    assert_eq!(a.screen, Screen::Standings);
    press(&mut a, KeyCode::BackTab);
    assert_eq!(a.screen, Screen::Results);
    press(&mut a, KeyCode::F(4));
    for (c, s) in ['1', '2', '4', '5'].into_iter().zip([
        Screen::Registration,
        Screen::Pairings,
        Screen::Standings,
        Screen::Audit,
    ]) {
        ch(&mut a, c);
        assert_eq!(a.screen, s);
    }
    ch(&mut a, '3');
    assert_eq!(a.screen, Screen::Results);
    // On Results, digits type a result: F-keys and Tab still switch.
    ch(&mut a, '1');
    assert_eq!(a.screen, Screen::Results);
    assert!(a.input.is_some());
    press(&mut a, KeyCode::Esc);
    press(&mut a, KeyCode::F(1));
    assert_eq!(a.screen, Screen::Registration);
}

#[test]
fn navigation_keys() {
    let (_d, _p, mut a) = writable(small_event(false));
    go(&mut a, Screen::Standings);
    assert_eq!(a.standings.selected, 0);
    press(&mut a, KeyCode::Down);
    ch(&mut a, 'j');
    assert_eq!(a.standings.selected, 2);
    press(&mut a, KeyCode::Up);
    assert_eq!(a.standings.selected, 1);
    ch(&mut a, 'k');
    ch(&mut a, 'k');
    assert_eq!(a.standings.selected, 0);
    ch(&mut a, 'G');
    assert_eq!(a.standings.selected, 8);
    ch(&mut a, 'g');
    assert_eq!(a.standings.selected, 0);
    press(&mut a, KeyCode::End);
    assert_eq!(a.standings.selected, 8);
    press(&mut a, KeyCode::Home);
    assert_eq!(a.standings.selected, 0);
    press(&mut a, KeyCode::PageDown);
    assert_eq!(a.standings.selected, 8);
    press(&mut a, KeyCode::PageUp);
    assert_eq!(a.standings.selected, 0);
}

#[test]
fn help_and_quit() {
    let (_d, _p, mut a) = writable(small_event(false));
    ch(&mut a, '?');
    assert_eq!(a.popup, Some(Popup::Help(0)));
    press(&mut a, KeyCode::Down);
    assert_eq!(a.popup, Some(Popup::Help(1)));
    ch(&mut a, 'k');
    assert_eq!(a.popup, Some(Popup::Help(0)));
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.popup, None);
    ch(&mut a, '?');
    ch(&mut a, 'q');
    assert_eq!(a.popup, None);
    assert!(!a.should_quit, "q closes help, it does not quit");
    go(&mut a, Screen::Standings);
    ch(&mut a, 'q');
    assert!(a.should_quit, "no draft: q quits at once");
    // With a draft, q asks first.
    let (_d, _p, mut a) = writable(small_event(true));
    ch(&mut a, 'q');
    assert_eq!(a.popup, Some(Popup::Confirm(Pending::Quit)));
    ch(&mut a, 'n');
    assert!(!a.should_quit);
    ch(&mut a, 'q');
    // Enter does not answer a question: it stays open and says how to answer.
    press(&mut a, KeyCode::Enter);
    assert!(!a.should_quit);
    assert_eq!(a.popup, Some(Popup::Confirm(Pending::Quit)));
    assert!(render(&a, 80, 24).contains("answer y or n"));
    ch(&mut a, 'y');
    assert!(a.should_quit);
    // Ctrl-C asks the same way.
    let (_d, _p, mut a) = writable(small_event(true));
    a.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('c'),
        KeyModifiers::CONTROL,
    )));
    assert_eq!(a.popup, Some(Popup::Confirm(Pending::Quit)));
    ch(&mut a, 'y');
    assert!(a.should_quit);
}

#[test]
fn registration_keys() {
    let (_d, path, mut a) = writable(small_event(false));
    go(&mut a, Screen::Registration);
    // a: add; a second "Anna Schmidt" asks first (two players may share a name).
    ch(&mut a, 'a');
    assert_eq!(game_line(&a), Some(&SwissInput::AddPlayer));
    typed(&mut a, "Zoë Quinn");
    press(&mut a, KeyCode::Backspace);
    ch(&mut a, 'n');
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    let t = saved(&path);
    assert_eq!(t.registry.participants[9].name, "Zoë Quinn");
    assert_eq!(
        t.registry.participants[9].entered_round,
        Some(RoundNo(3)),
        "late entry"
    );
    // Round 2 is published: the desk offers to seat the late arrival (R-S20); n: not now.
    assert!(matches!(
        game_question(&a),
        Some(SwissPending::Seat(PlayerId(10)))
    ));
    ch(&mut a, 'n');
    // The line stays open for the next name.
    typed(&mut a, "anna schmidt");
    press(&mut a, KeyCode::Enter);
    assert!(matches!(
        game_question(&a),
        Some(SwissPending::AddDuplicate(_))
    ));
    ch(&mut a, 'n');
    assert_eq!(
        saved(&path).registry.participants.len(),
        10,
        "nothing changed"
    );
    // The line is open again after the answer; Esc cancels typing.
    assert_eq!(game_line(&a), Some(&SwissInput::AddPlayer));
    typed(&mut a, "x");
    press(&mut a, KeyCode::Esc);
    assert!(a.input.is_none());
    // n: rename the selected player.
    ch(&mut a, 'g');
    ch(&mut a, 'n');
    assert_eq!(
        a.input.as_ref().map(|i| i.text.as_str()),
        Some("Müller, Meike")
    );
    for _ in 0..5 {
        press(&mut a, KeyCode::Backspace);
    }
    typed(&mut a, "Maike");
    press(&mut a, KeyCode::Enter);
    assert_eq!(saved(&path).registry.participants[0].name, "Müller, Maike");
    // d / D: drop (asks first: only y drops) and un-drop.
    ch(&mut a, 'd');
    assert!(matches!(a.popup, Some(Popup::Confirm(Pending::Drop(_)))));
    press(&mut a, KeyCode::Enter);
    assert_eq!(
        saved(&path).registry.participants[0].dropped_after,
        None,
        "Enter is no yes"
    );
    ch(&mut a, 'y');
    assert_eq!(
        saved(&path).registry.participants[0].dropped_after,
        Some(RoundNo(2))
    );
    ch(&mut a, 'd');
    assert!(is_error(&a), "dropping twice is refused");
    assert_eq!(a.popup, None);
    ch(&mut a, 'D');
    assert_eq!(saved(&path).registry.participants[0].dropped_after, None);
    // u: undo the un-drop (asks, naming it; logged).
    ch(&mut a, 'u');
    assert_eq!(
        a.popup,
        Some(Popup::Confirm(Pending::Undo(
            "un-drop Müller, Maike".into()
        )))
    );
    assert!(render(&a, 80, 24).contains("Undo: un-drop Müller, Maike? y/n"));
    ch(&mut a, 'y');
    let t = saved(&path);
    assert_eq!(t.registry.participants[0].dropped_after, Some(RoundNo(2)));
    assert!(
        t.audit
            .last()
            .is_some_and(|e| e.what.starts_with("undo: un-drop"))
    );
    // /: search as you type, Esc clears.
    ch(&mut a, '/');
    typed(&mut a, "ma mü");
    assert_eq!(a.registration.visible, vec![0]);
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.registration.query, "ma mü", "Enter keeps the filter");
    press(&mut a, KeyCode::Esc);
    assert!(a.registration.query.is_empty());
    assert_eq!(a.registration.visible.len(), 10);
}

#[test]
fn pairings_keys() {
    let (_d, path, mut a) = writable(small_event(true));
    assert_eq!(a.screen, Screen::Pairings, "a draft opens on pairings");
    // s on one player, s on another: they swap opponents.
    ch(&mut a, 's');
    assert_eq!(
        a.desks.get::<SwissDesk>().mark,
        Some(Mark::Player(PlayerId(1)))
    );
    ch(&mut a, 'j');
    press(&mut a, KeyCode::Right);
    assert!(a.desks.get::<SwissDesk>().right_seat);
    ch(&mut a, 's');
    assert!(!is_error(&a), "{}", message(&a));
    let t = saved(&path);
    let r3 = t
        .swiss()
        .expect("swiss")
        .round(RoundNo(3))
        .expect("round 3");
    assert!(r3.tables[0].seats(PlayerId(4)), "Müller now faces Carla");
    assert!(r3.tables[0].reason.manual);
    // The same player twice removes the mark; Esc removes it too.
    ch(&mut a, 'h');
    assert!(!a.desks.get::<SwissDesk>().right_seat);
    ch(&mut a, 's');
    ch(&mut a, 's');
    assert_eq!(a.desks.get::<SwissDesk>().mark, None);
    ch(&mut a, 's');
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.desks.get::<SwissDesk>().mark, None);
    // t, t: swap two table numbers.
    ch(&mut a, 'g');
    ch(&mut a, 'j');
    ch(&mut a, 't');
    assert_eq!(
        a.desks.get::<SwissDesk>().mark,
        Some(Mark::Table(TableNo(2)))
    );
    ch(&mut a, 'j');
    ch(&mut a, 't');
    let r3 = saved(&path).swiss().expect("swiss").rounds[2].clone();
    assert!(r3.table(TableNo(3)).is_some_and(|tb| tb.seats(PlayerId(3))));
    // p: a draft exists, the model refuses, nothing changes.
    let before = saved(&path);
    ch(&mut a, 'p');
    assert!(is_error(&a));
    assert_eq!(saved(&path), before);
    // P asks, n cancels, y publishes.
    ch(&mut a, 'P');
    assert_eq!(a.popup, Some(Popup::Confirm(Pending::Publish)));
    press(&mut a, KeyCode::Esc);
    assert_eq!(
        saved(&path).swiss().expect("swiss").rounds[2].state,
        RoundState::Draft
    );
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    assert_eq!(
        saved(&path).swiss().expect("swiss").rounds[2].state,
        RoundState::Published
    );
    // No draft now: r, x and P say so and change nothing.
    for c in ['r', 'x', 'P'] {
        ch(&mut a, c);
        assert!(is_error(&a), "{c}");
        assert_eq!(a.popup, None);
    }
    // u takes the publish back after a yes; x deletes the draft after a yes (not Enter).
    ch(&mut a, 'u');
    assert_eq!(
        a.popup,
        Some(Popup::Confirm(Pending::Undo("publish round 3".into())))
    );
    assert_eq!(
        saved(&path).swiss().expect("swiss").rounds[2].state,
        RoundState::Published
    );
    ch(&mut a, 'y');
    assert_eq!(
        saved(&path).swiss().expect("swiss").rounds[2].state,
        RoundState::Draft
    );
    ch(&mut a, 'x');
    assert_eq!(a.popup, Some(Popup::Confirm(Pending::DeleteDraft)));
    press(&mut a, KeyCode::Enter);
    assert_eq!(
        saved(&path).swiss().expect("swiss").rounds.len(),
        3,
        "Enter is no yes"
    );
    ch(&mut a, 'y');
    assert_eq!(saved(&path).swiss().expect("swiss").rounds.len(), 2);
}

#[test]
fn results_keys() {
    let (_d, path, mut a) = writable(small_event(false));
    go(&mut a, Screen::Results);
    // Table 3: 2-1; the cursor moves on to the next open table (4).
    typed(&mut a, "3 21");
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    let r2 = saved(&path).swiss().expect("swiss").rounds[1].clone();
    assert_eq!(
        r2.table(TableNo(3))
            .and_then(|t| t.result)
            .map(|r| r.to_string())
            .as_deref(),
        Some("2-1")
    );
    assert_eq!(a.results.current(), Some(3));
    // Bad input: not a score, a table that does not exist, a typo; nothing changes.
    for bad in ["4 31", "9 21", "x 21", "4 2 1 0", "4 22"] {
        let before = saved(&path);
        ch(&mut a, 'e');
        typed(&mut a, bad);
        press(&mut a, KeyCode::Enter);
        assert!(is_error(&a), "{bad}: {}", message(&a));
        assert_eq!(saved(&path), before, "{bad}");
        // The refused line stays in the field; Esc leaves it.
        assert_eq!(a.input.as_ref().map(|i| i.text.as_str()), Some(bad));
        press(&mut a, KeyCode::Esc);
    }
    // A score alone goes only to a table the director moved to: after the cursor went on by
    // itself it is refused, and nothing changes.
    let before = saved(&path);
    press(&mut a, KeyCode::Enter);
    typed(&mut a, "id");
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a), "{}", message(&a));
    assert_eq!(
        message(&a),
        "\"id\" alone: type TABLE SCORE, e.g. 7 21; a score alone goes to a table you moved \
         to with ↑ ↓ (tables 1..4)"
    );
    assert_eq!(saved(&path), before);
    press(&mut a, KeyCode::Esc);
    // `12` alone with no table moved to selects table 12, never records 1-2; here there is
    // no table 12, so it is refused.
    typed(&mut a, "12");
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a), "{}", message(&a));
    assert_eq!(saved(&path), before);
    press(&mut a, KeyCode::Esc);
    // `4` alone selects table 4; then a score alone goes there. Enter opens the field too.
    typed(&mut a, "4");
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(a.results.current(), Some(3));
    assert_eq!(saved(&path), before);
    press(&mut a, KeyCode::Enter);
    typed(&mut a, "id");
    press(&mut a, KeyCode::Enter);
    let t = saved(&path);
    assert_eq!(
        t.swiss().expect("swiss").rounds[1].state,
        RoundState::Complete
    );
    assert!(message(&a).contains("complete"), "{}", message(&a));
    // o: open tables only.
    ch(&mut a, 'o');
    assert!(a.desks.get::<SwissDesk>().open_only);
    assert!(a.results.visible.is_empty());
    ch(&mut a, 'o');
    assert_eq!(a.results.visible.len(), 4);
    // [ shows round 1; a correction there asks first.
    ch(&mut a, '[');
    assert_eq!(a.desks.get::<SwissDesk>().round, Some(RoundNo(1)));
    ch(&mut a, '[');
    assert_eq!(
        a.desks.get::<SwissDesk>().round,
        Some(RoundNo(1)),
        "no round 0"
    );
    typed(&mut a, "1 12");
    press(&mut a, KeyCode::Enter);
    assert!(matches!(
        game_question(&a),
        Some(SwissPending::ConfirmResult { .. })
    ));
    ch(&mut a, 'n');
    assert_eq!(
        saved(&path).swiss().expect("swiss").rounds[0].tables[0]
            .result
            .map(|r| r.to_string())
            .as_deref(),
        Some("2-1")
    );
    typed(&mut a, "1 12");
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'y');
    let t = saved(&path);
    assert_eq!(
        t.swiss().expect("swiss").rounds[0].tables[0]
            .result
            .map(|r| r.to_string())
            .as_deref(),
        Some("1-2")
    );
    assert!(t.audit.last().is_some_and(|e| e.correction));
    ch(&mut a, ']');
    assert_eq!(
        a.desks.get::<SwissDesk>().round,
        None,
        "back on the latest round"
    );
    // / filters tables by player.
    ch(&mut a, '/');
    typed(&mut a, "gül");
    assert_eq!(a.results.visible, vec![1]);
}

#[test]
fn standings_and_audit_keys() {
    let (_d, _p, mut a) = writable(small_event(false));
    go(&mut a, Screen::Results);
    typed(&mut a, "3 20");
    press(&mut a, KeyCode::Enter);
    go(&mut a, Screen::Standings);
    ch(&mut a, '/');
    typed(&mut a, "ross");
    assert_eq!(a.standings.visible.len(), 1);
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.standings.visible.len(), 9);
    go(&mut a, Screen::Audit);
    assert_eq!(a.audit.visible.len(), 1);
    ch(&mut a, '/');
    typed(&mut a, "3");
    assert_eq!(a.audit.visible.len(), 1, "table 3");
    press(&mut a, KeyCode::Backspace);
    typed(&mut a, "17");
    assert!(a.audit.visible.is_empty());
    press(&mut a, KeyCode::Esc);
    ch(&mut a, 'u');
    ch(&mut a, 'y');
    assert_eq!(a.audit.visible.len(), 2, "the undo is logged");
    let text = render(&a, 80, 24);
    assert!(text.contains("undo: result table 3"), "{text}");
}

#[test]
fn picker_keys() {
    let dir = tempfile::tempdir().expect("dir");
    let mut a = App::picker(dir.path().to_path_buf());
    a.clock = clock;
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a), "empty list");
    ch(&mut a, '1');
    assert!(is_error(&a), "no tournament open yet");
    // n: the form; the name, ↓ ↓ to the profile, → melee-2023, Enter creates and opens it.
    ch(&mut a, 'n');
    assert!(matches!(a.popup, Some(Popup::NewEvent(_))));
    typed(&mut a, "Friday Pauper");
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.screen, Screen::Registration);
    let path = dir.path().join("friday-pauper.ron");
    assert_eq!(saved(&path).name, "Friday Pauper");
    assert_eq!(
        saved(&path).swiss().expect("swiss").settings.profile,
        turnier::swiss::Profile::Melee2023
    );
    // The picker lists it; Enter opens it; o opens a path.
    let mut b = App::picker(dir.path().to_path_buf());
    assert_eq!(b.picker.list.visible.len(), 1);
    press(&mut b, KeyCode::Enter);
    assert!(b.session.is_some());
    let mut c = App::picker(dir.path().to_path_buf());
    ch(&mut c, 'o');
    typed(&mut c, "/no/such/file.ron");
    press(&mut c, KeyCode::Enter);
    assert!(is_error(&c) && c.session.is_none());
    assert_eq!(
        c.input.as_ref().map(|i| i.text.as_str()),
        Some("/no/such/file.ron")
    );
    press(&mut c, KeyCode::Esc);
    ch(&mut c, 'o');
    typed(&mut c, &path.display().to_string());
    press(&mut c, KeyCode::Enter);
    assert!(c.session.is_some());
}

#[test]
fn read_only_refuses_changes() {
    let mut a = pavia_app();
    go(&mut a, Screen::Registration);
    ch(&mut a, 'd');
    ch(&mut a, 'y');
    assert!(is_error(&a));
    assert!(message(&a).contains("read-only"));
}
