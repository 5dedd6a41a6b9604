//! A Swiss desk of many players: a name two players share carries its `#id` in messages and in
//! the log, a correction of an earlier round says the later pairings stay, the standings open
//! at the top unless a search is on, the audit filter is a phrase, the new-event form opens
//! without an old error, and the help pages with PgUp and PgDn.

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::game::{Participant, PlayerId, RoundNo};
use turnier::tui::app::Popup;
use turnier::tui::{App, Screen};

fn saved(path: &std::path::Path) -> turnier::game::Event {
    turnier::store::load(path).expect("loads")
}

#[test]
fn a_shared_name_has_its_id_in_the_status_line_and_the_log() {
    let mut t = small_event(false);
    // A second Anna Schmidt, registered late (id 10).
    t.registry.participants.push(Participant {
        id: PlayerId(10),
        name: "Anna Schmidt".into(),
        dropped_after: None,
        entered_round: Some(RoundNo(3)),
    });
    let (_d, path, mut a) = writable(t);
    assert_eq!(a.screen, Screen::Results);
    typed(&mut a, "4 20");
    press(&mut a, KeyCode::Enter);
    let what = "result table 4: Anna Schmidt #2 2-0 Frank Huber";
    assert!(
        message(&a).starts_with(&format!("saved: {what}")),
        "{}",
        message(&a)
    );
    assert_eq!(
        saved(&path).audit.last().map(|e| e.what.as_str()),
        Some(what)
    );
    // A correction, too (over a different result it asks first).
    typed(&mut a, "4 12");
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'y');
    assert_eq!(
        saved(&path).audit.last().map(|e| e.what.as_str()),
        Some("correct table 4: Anna Schmidt #2 2-0 Frank Huber → 1-2")
    );
    // A name nobody shares stays as it is.
    typed(&mut a, "3 21");
    press(&mut a, KeyCode::Enter);
    assert_eq!(
        saved(&path).audit.last().map(|e| e.what.as_str()),
        Some("result table 3: Dario Rossi 2-1 Eva Nowak")
    );
}

#[test]
fn a_correction_of_an_earlier_round_says_later_pairings_stay() {
    let (_d, path, mut a) = writable(small_event(true));
    press(&mut a, KeyCode::F(3));
    ch(&mut a, '[');
    typed(&mut a, "1 12");
    press(&mut a, KeyCode::Enter);
    assert!(matches!(a.popup, Some(Popup::Confirm(_))));
    ch(&mut a, 'y');
    assert_eq!(
        message(&a),
        "saved: correct table 1: Müller, Meike 2-1 Anna Schmidt → 1-2 · round 1 is not the last \
         round: the standings changed, the pairings of rounds 2..3 stay as they were made"
    );
    assert!(!message(&a).contains("complete"));
    let t = saved(&path);
    assert_eq!(
        t.swiss().expect("swiss").rounds[0].tables[0]
            .result
            .map(|r| r.to_string()),
        Some("1-2".into())
    );
    // Round 3's draft is untouched.
    assert_eq!(t.swiss().expect("swiss").rounds[2].tables[0].a, PlayerId(1));
    // The last round's result still says when the round is complete.
    let (_d, _p, mut a) = writable(small_event(false));
    typed(&mut a, "3 21");
    press(&mut a, KeyCode::Enter);
    typed(&mut a, "4 12");
    press(&mut a, KeyCode::Enter);
    assert!(
        message(&a).ends_with(
            " · round 2 complete: every table has a result · next: F2, then p pairs round 3"
        ),
        "{}",
        message(&a)
    );
}

#[test]
fn standings_open_at_rank_one_unless_searching() {
    let mut a = pavia_app();
    press(&mut a, KeyCode::F(4));
    for _ in 0..9 {
        press(&mut a, KeyCode::Down);
    }
    assert_eq!(a.standings.selected, 9);
    press(&mut a, KeyCode::F(3));
    press(&mut a, KeyCode::F(4));
    assert_eq!(a.standings.selected, 0, "rank 1 on top");
    let screen = render(&a, 80, 24);
    let first = screen.lines().nth(3).expect("first row");
    assert!(first.starts_with("\">   1  "), "{first}");
    // Tab gets there too.
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Tab);
    press(&mut a, KeyCode::BackTab);
    assert_eq!(a.screen, Screen::Standings);
    assert_eq!(a.standings.selected, 0);
    // A search stays where it is.
    ch(&mut a, '/');
    typed(&mut a, "player");
    press(&mut a, KeyCode::Enter);
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::F(5));
    press(&mut a, KeyCode::F(4));
    assert_eq!(a.standings.selected, 2);
}

#[test]
fn the_audit_filter_is_a_phrase() {
    let mut a = pavia_app();
    press(&mut a, KeyCode::F(5));
    ch(&mut a, '/');
    typed(&mut a, "round 3");
    let t = a.session.as_ref().expect("open").tournament().clone();
    let shown: Vec<&str> = a
        .audit
        .visible
        .iter()
        .map(|&i| t.audit[i].what.as_str())
        .collect();
    assert!(!shown.is_empty());
    assert!(shown.iter().all(|w| w.contains("round 3")), "{shown:?}");
    // Reversed, the words are no phrase of any entry.
    press(&mut a, KeyCode::Esc);
    ch(&mut a, '/');
    typed(&mut a, "3 round");
    assert!(a.audit.visible.is_empty());
}

#[test]
fn the_new_event_form_opens_without_an_old_error() {
    // A fixed, empty folder: its path is in the snapshot.
    let dir = std::path::PathBuf::from("target/desk-polish-empty");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let mut a = App::picker(dir);
    a.theme = turnier::tui::theme::Theme::plain();
    press(&mut a, KeyCode::F(2));
    assert!(is_error(&a));
    assert!(message(&a).starts_with("open a tournament first"));
    ch(&mut a, 'n');
    assert!(matches!(a.popup, Some(Popup::NewEvent(_))));
    assert!(a.message.is_none());
    let screen = render(&a, 80, 24);
    assert!(!screen.contains("open a tournament first"), "{screen}");
    // Plain labels; the ruling of the selected row is shown dim under the form.
    assert!(screen.contains("Floor for opponents' values"), "{screen}");
    assert!(!screen.contains("(R-S3)"), "{screen}");
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Down);
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("an opponent's match-win and game-win % count at least this (R-S3)"),
        "{screen}"
    );
    insta::assert_snapshot!("new_event_floor_hint_80x24", screen);
    insta::assert_snapshot!("new_event_floor_hint_120x40", render(&a, 120, 40));
}

#[test]
fn help_pages_with_pgup_and_pgdn() {
    let mut a = pavia_app();
    a.screen = Screen::Standings;
    ch(&mut a, '?');
    assert!(matches!(a.popup, Some(Popup::Help(0))), "{:?}", a.popup);
    let top = render(&a, 80, 24);
    press(&mut a, KeyCode::PageDown);
    assert!(matches!(a.popup, Some(Popup::Help(10))), "{:?}", a.popup);
    assert_ne!(render(&a, 80, 24), top, "the help moved a page");
    press(&mut a, KeyCode::PageUp);
    assert!(matches!(a.popup, Some(Popup::Help(0))), "{:?}", a.popup);
    assert_eq!(render(&a, 80, 24), top);
}
