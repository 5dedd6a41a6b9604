//! Typing at the desk: keys typed ahead into a question neither answer it nor vanish; a
//! rejected line stays to be fixed, and the next digit after a refused line starts a new one;
//! one-line fields have a cursor; the results screen opens on the first open table and shows
//! the bye; switching the language clears the old status line.

use crate::common;
use crate::desk_support;

use chrono::{DateTime, TimeDelta, Utc};
use crossterm::event::KeyCode;
use desk_support::*;
use std::cell::Cell;
use turnier::tui::app::Popup;
use turnier::tui::game::swiss::{SwissInput, SwissPending};
use turnier::tui::{App, Screen};

thread_local! {
    /// Milliseconds after the test clock's start; each test runs on its own thread.
    static MS: Cell<i64> = const { Cell::new(0) };
}

/// A clock the test moves by hand ([`later`]).
fn moving_clock() -> DateTime<Utc> {
    clock() + TimeDelta::milliseconds(MS.with(Cell::get))
}

fn later(ms: i64) {
    MS.with(|m| m.set(m.get() + ms));
}

/// A writable desk with the desk's real question guard and a clock the test moves. Round 3
/// is a draft: a name registered is not offered a seat in a published round (R-S20; that
/// question is tested in tests/desk/event_day.rs), so each name asks at most the duplicate question.
fn desk() -> (tempfile::TempDir, std::path::PathBuf, App) {
    let (d, p, mut a) = writable(small_event(true));
    a.clock = moving_clock;
    a.confirm_guard = TimeDelta::milliseconds(turnier::tui::app::CONFIRM_GUARD_MS);
    (d, p, a)
}

fn names(path: &std::path::Path) -> Vec<String> {
    turnier::store::load(path)
        .expect("loads")
        .registry
        .participants
        .iter()
        .map(|p| p.name.clone())
        .collect()
}

fn field(a: &App) -> Option<&str> {
    a.input.as_ref().map(|i| i.text.as_str())
}

#[test]
fn the_desk_guards_questions_for_half_a_second() {
    let a = App::picker(std::path::PathBuf::from("target/desk-typing-empty"));
    assert_eq!(a.confirm_guard, TimeDelta::milliseconds(500));
}

#[test]
fn names_typed_ahead_into_a_question_neither_answer_it_nor_vanish() {
    let (_d, path, mut a) = desk();
    press(&mut a, KeyCode::F(1));
    ch(&mut a, 'a');
    typed(&mut a, "Anna Schmidt");
    press(&mut a, KeyCode::Enter);
    assert!(matches!(
        game_question(&a),
        Some(SwissPending::AddDuplicate(n)) if n == "Anna Schmidt"
    ));
    // The director types on, a key every 150 ms, without having seen the question: the `n`
    // of "Lena" and the `y` typed later must not answer it.
    for c in "Karl Fuchs\nLena Groß\ny".chars() {
        later(150);
        if c == '\n' {
            press(&mut a, KeyCode::Enter);
        } else {
            ch(&mut a, c);
        }
    }
    assert!(matches!(a.popup, Some(Popup::Confirm(_))), "still asking");
    assert_eq!(a.stray_keys, "Karl Fuchs⏎Lena Groß⏎y");
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("not taken: Karl Fuchs⏎Lena Groß⏎y"),
        "{screen}"
    );
    assert!(
        screen.contains("answer y or n after half a second"),
        "{screen}"
    );
    assert_eq!(names(&path).len(), 9, "nothing registered yet");
    // After a pause, y answers.
    later(600);
    ch(&mut a, 'y');
    assert!(a.popup.is_none());
    let names = names(&path);
    assert_eq!(names.len(), 10);
    assert_eq!(names[9], "Anna Schmidt");
    assert!(
        !names
            .iter()
            .any(|n| n.contains("Karl") || n.contains("Groß"))
    );
    // The add line opens again (continuous registration); the keys not taken are named above
    // it, as an error since only an error shows above a line being typed.
    assert_eq!(game_line(&a), Some(&SwissInput::AddPlayer));
    assert!(is_error(&a));
    assert_eq!(
        message(&a),
        "not taken while the question was open: Karl Fuchs⏎Lena Groß⏎y (type it again)"
    );
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("error: not taken while the question was open: Karl Fuchs⏎Lena Groß⏎y"),
        "{screen}"
    );
    assert!(a.stray_keys.is_empty());
    // The next question starts with an empty list.
    typed(&mut a, "Anna Schmidt");
    press(&mut a, KeyCode::Enter);
    assert!(a.stray_keys.is_empty() && !a.confirm_nudge);
}

#[test]
fn y_right_after_the_question_opens_is_not_taken_and_esc_always_is() {
    let (_d, path, mut a) = desk();
    press(&mut a, KeyCode::F(1));
    ch(&mut a, 'a');
    typed(&mut a, "Anna Schmidt");
    press(&mut a, KeyCode::Enter);
    later(200);
    ch(&mut a, 'y');
    assert!(matches!(a.popup, Some(Popup::Confirm(_))));
    assert_eq!(a.stray_keys, "y");
    // Esc answers no at once, and names the key not taken.
    later(10);
    press(&mut a, KeyCode::Esc);
    assert!(a.popup.is_none());
    assert_eq!(
        message(&a),
        "not taken while the question was open: y (type it again)"
    );
    assert_eq!(names(&path).len(), 9);
    // A question answered after a pause with nothing typed ahead says nothing more; the add
    // line is open again.
    assert_eq!(field(&a), Some(""));
    typed(&mut a, "Anna Schmidt");
    press(&mut a, KeyCode::Enter);
    later(700);
    ch(&mut a, 'n');
    assert!(a.popup.is_none());
    assert_eq!(message(&a), "cancelled: nothing changed");
}

#[test]
fn a_rejected_result_stays_in_the_field_to_be_fixed() {
    let (_d, path, mut a) = writable(small_event(false));
    assert_eq!(a.screen, Screen::Results);
    typed(&mut a, "3 29");
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    assert!(message(&a).contains("2-9"), "{}", message(&a));
    assert_eq!(field(&a), Some("3 29"));
    assert_eq!(game_line(&a), Some(&SwissInput::Result));
    // The error shows above the field.
    let screen = render(&a, 80, 24);
    assert!(screen.contains("error: score"), "{screen}");
    assert!(screen.contains("TABLE SCORE ⏎ (Esc cancels, F1-F5 switch screens): 3 29"));
    press(&mut a, KeyCode::Backspace);
    ch(&mut a, '1');
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert!(a.input.is_none());
    let t = turnier::store::load(&path).expect("loads");
    let r = t
        .swiss()
        .expect("swiss")
        .round(turnier::game::RoundNo(2))
        .expect("round 2");
    let tb = r.table(turnier::game::TableNo(3)).expect("table 3");
    assert_eq!(tb.result.map(|r| r.to_string()), Some("2-1".to_string()));
}

#[test]
fn a_field_has_a_cursor() {
    let (_d, path, mut a) = writable(small_event(false));
    press(&mut a, KeyCode::F(1));
    press(&mut a, KeyCode::Down); // Anna Schmidt
    ch(&mut a, 'n');
    assert_eq!(field(&a), Some("Anna Schmidt"));
    press(&mut a, KeyCode::Home);
    typed(&mut a, "Dr. ");
    assert_eq!(field(&a), Some("Dr. Anna Schmidt"));
    press(&mut a, KeyCode::End);
    for _ in 0..7 {
        press(&mut a, KeyCode::Left);
    }
    press(&mut a, KeyCode::Backspace);
    assert_eq!(field(&a), Some("Dr. AnnaSchmidt"));
    press(&mut a, KeyCode::Delete);
    assert_eq!(field(&a), Some("Dr. Annachmidt"));
    typed(&mut a, " S");
    assert_eq!(field(&a), Some("Dr. Anna Schmidt"));
    // The character under the cursor is shown, not hidden by a block.
    let screen = render(&a, 80, 24);
    assert!(screen.contains("new name: Dr. Anna Schmidt "), "{screen}");
    // Right past the end stays at the end; Left past the start stays at the start.
    for _ in 0..20 {
        press(&mut a, KeyCode::Right);
    }
    ch(&mut a, '!');
    for _ in 0..30 {
        press(&mut a, KeyCode::Left);
    }
    press(&mut a, KeyCode::Backspace);
    press(&mut a, KeyCode::Delete);
    press(&mut a, KeyCode::Delete);
    press(&mut a, KeyCode::Delete);
    press(&mut a, KeyCode::Delete);
    assert_eq!(field(&a), Some("Anna Schmidt!"));
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(names(&path)[1], "Anna Schmidt!");
    // Search as you type follows an edit in the middle.
    ch(&mut a, '/');
    typed(&mut a, "bet");
    press(&mut a, KeyCode::Left);
    press(&mut a, KeyCode::Left);
    press(&mut a, KeyCode::Delete);
    assert_eq!(a.registration.query, "bt");
    press(&mut a, KeyCode::Backspace);
    ch(&mut a, 'w');
    assert_eq!(a.registration.query, "wt");
    assert!(a.registration.visible.is_empty());
    press(&mut a, KeyCode::Home);
    press(&mut a, KeyCode::Delete);
    ch(&mut a, 'b');
    assert_eq!(a.registration.query, "bt");
}

/// After a refused line the next result must not be appended to it (`16 215 21` …): the next
/// digit starts a new line and the refused text goes to the status line; a key that edits the
/// line (Backspace) keeps it, to fix it.
#[test]
fn after_a_refused_line_the_next_digit_starts_a_new_one() {
    let (_d, _p, mut a) = desk_support::writable(desk_support::small_event(false));
    desk_support::press(&mut a, KeyCode::F(3));
    desk_support::typed(&mut a, "99 21");
    desk_support::press(&mut a, KeyCode::Enter);
    assert!(desk_support::is_error(&a));
    assert_eq!(a.input.as_ref().map(|i| i.text.as_str()), Some("99 21"));
    desk_support::typed(&mut a, "3");
    assert_eq!(a.input.as_ref().map(|i| i.text.as_str()), Some("3"));
    let said = desk_support::message(&a);
    assert!(
        said.contains("not taken: 99 21 (a new line was started)"),
        "{said}"
    );
    desk_support::typed(&mut a, " 21");
    desk_support::press(&mut a, KeyCode::Enter);
    let said = desk_support::message(&a);
    assert!(said.contains("result table 3"), "{said}");
    // Backspace after a refusal edits the refused line instead.
    desk_support::typed(&mut a, "99 21");
    desk_support::press(&mut a, KeyCode::Enter);
    desk_support::press(&mut a, KeyCode::Backspace);
    desk_support::typed(&mut a, "2");
    assert_eq!(a.input.as_ref().map(|i| i.text.as_str()), Some("99 22"));
}

/// The results screen opens on the first table without a result, where the next slip goes,
/// after a reopen and in a new round alike.
#[test]
fn the_results_screen_opens_on_the_first_open_table() {
    let (_d, path, _a) = desk_support::writable(desk_support::small_event(false));
    let mut a = desk_support::app(turnier::tui::Session::open(&path).expect("reopens"));
    desk_support::press(&mut a, KeyCode::F(3));
    let at = a.results.visible.get(a.results.selected).copied();
    assert_eq!(at, Some(2), "table 3, the first without a result");
}

/// The results screen shows the bye under the tables with its result, so the round on screen is
/// the whole round.
#[test]
fn the_results_screen_shows_the_bye_with_its_result() {
    let d = common::Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    let f = d.write("p.csv", "name\nAnna\nBert\nCarl\nDora\nEmil\n");
    d.ok(&["import", "cup", "--players", &f]);
    d.ok(&["pair", "cup"]);
    d.ok(&["publish", "cup"]);
    let path = d.path("cup.ron");
    let mut a = desk_support::app(turnier::tui::Session::open(&path).expect("opens"));
    desk_support::press(&mut a, KeyCode::F(3));
    let s = desk_support::render(&a, 80, 24);
    assert!(s.contains("bye: won (3 points)"), "{s}");
    a.lang = turnier::i18n::Lang::De;
    let de = desk_support::render(&a, 80, 24);
    assert!(de.contains("Freilos: Sieg (3 Punkte)"), "{de}");
}

/// After `L` switches the desk to German, the status line must not say the last thing in
/// English: the switch clears it.
#[test]
fn switching_the_language_clears_the_old_status_line() {
    let (_d, _p, mut a) = desk_support::writable(desk_support::small_event(false));
    a.message = Some(turnier::tui::app::Message {
        text: "saved: result table 3".into(),
        error: false,
    });
    desk_support::ch(&mut a, 'L');
    desk_support::press(&mut a, KeyCode::Right);
    assert_eq!(a.lang, turnier::i18n::Lang::De);
    assert!(a.message.is_none(), "{:?}", a.message);
}
