//! Continuous registration: the add line stays open from name to name, so a burst of names
//! typed without looking registers every name once, in order; the letters of a name (`a`, `n`,
//! `d`) never reach the registration screen as commands.

use crate::desk_support;

use chrono::{DateTime, TimeDelta, Utc};
use crossterm::event::KeyCode;
use desk_support::*;
use std::cell::Cell;
use turnier::game::{Event, Game};
use turnier::muck::MuckGame;
use turnier::muck::{MuckSettings, Partners};
use turnier::swiss::SwissGame;
use turnier::swiss::SwissSettings;
use turnier::tui::game::muck::MuckInput;
use turnier::tui::game::swiss::{SwissInput, SwissPending};
use turnier::tui::{App, Screen};

thread_local! {
    /// Milliseconds after the test clock's start; each test runs on its own thread.
    static MS: Cell<i64> = const { Cell::new(0) };
}

fn moving_clock() -> DateTime<Utc> {
    clock() + TimeDelta::milliseconds(MS.with(Cell::get))
}

fn later(ms: i64) {
    MS.with(|m| m.set(m.get() + ms));
}

fn event(system: Game) -> Event {
    Event::new("Burst Cup", system, clock(), 5)
}

/// A writable desk on an empty event with the desk's real question guard.
fn desk(system: Game) -> (tempfile::TempDir, std::path::PathBuf, App) {
    let (d, p, mut a) = writable(event(system));
    a.clock = moving_clock;
    a.confirm_guard = TimeDelta::milliseconds(turnier::tui::app::CONFIRM_GUARD_MS);
    (d, p, a)
}

fn saved(path: &std::path::Path) -> Event {
    turnier::store::load(path).expect("loads")
}

fn names(path: &std::path::Path) -> Vec<String> {
    saved(path)
        .registry
        .participants
        .iter()
        .map(|p| p.name.clone())
        .collect()
}

/// Types `burst` key by key, `\n` as Enter, with no pause between keys.
fn burst(a: &mut App, burst: &str) {
    for c in burst.chars() {
        if c == '\n' {
            press(a, KeyCode::Enter);
        } else {
            ch(a, c);
        }
    }
}

#[test]
fn a_burst_of_names_registers_each_once_in_order() {
    let (_d, path, mut a) = desk(Game::Swiss(SwissGame::new(SwissSettings::default())));
    assert_eq!(a.screen, Screen::Registration);
    // Letters that are keys of the screen: `a` of "Carla", `n` of "Anna", `d` of "Lena Vogt"...
    // are text.
    ch(&mut a, 'a');
    burst(
        &mut a,
        "Anna Schmidt\nBert Keller\nCarla Mendes\nLena Vogt\nSven Ruh\n",
    );
    assert_eq!(game_line(&a), Some(&SwissInput::AddPlayer), "still open");
    assert_eq!(a.input.as_ref().map(|i| i.text.as_str()), Some(""));
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(
        names(&path),
        [
            "Anna Schmidt",
            "Bert Keller",
            "Carla Mendes",
            "Lena Vogt",
            "Sven Ruh"
        ]
    );
    // The line says it stays open.
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("name, Enter registers and asks for the next; Esc ends: █"),
        "{screen}"
    );
    // An empty Enter ends registration; the keys after it are the screen's again.
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.input, None);
    assert_eq!(names(&path).len(), 5);
    assert!(!is_error(&a), "{}", message(&a));
    // Esc ends it too, dropping what was typed.
    ch(&mut a, 'a');
    burst(&mut a, "Tina Ott\nUwe");
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.input, None);
    assert_eq!(names(&path).last().map(String::as_str), Some("Tina Ott"));
    assert_eq!(names(&path).len(), 6);
}

#[test]
fn a_duplicate_in_the_burst_asks_then_the_line_opens_again() {
    let (_d, path, mut a) = desk(Game::Swiss(SwissGame::new(SwissSettings::default())));
    ch(&mut a, 'a');
    burst(&mut a, "Anna Schmidt\nBert Keller\nanna schmidt\n");
    assert!(matches!(
        game_question(&a),
        Some(SwissPending::AddDuplicate(n)) if n == "anna schmidt"
    ));
    // Typed on without having seen the question: not taken, not lost unseen.
    for c in "Carla\n".chars() {
        later(100);
        burst(&mut a, &c.to_string());
    }
    assert_eq!(a.stray_keys, "Carla⏎");
    later(600);
    ch(&mut a, 'y');
    assert_eq!(a.popup, None);
    assert_eq!(game_line(&a), Some(&SwissInput::AddPlayer), "open again");
    assert_eq!(a.input.as_ref().map(|i| i.text.as_str()), Some(""));
    assert!(is_error(&a));
    assert_eq!(
        message(&a),
        "not taken while the question was open: Carla⏎ (type it again)"
    );
    // Shown above the line, which is open for the next name.
    let screen = render(&a, 80, 24);
    assert!(screen.contains("not taken while the question was open: Carla⏎"));
    assert!(
        screen.contains("asks for the next; Esc ends: █"),
        "{screen}"
    );
    burst(&mut a, "Carla Mendes\nDora Nagel\n\n");
    assert_eq!(a.input, None);
    assert_eq!(
        names(&path),
        [
            "Anna Schmidt",
            "Bert Keller",
            "anna schmidt",
            "Carla Mendes",
            "Dora Nagel"
        ]
    );
    // No: nothing added, and the line opens again all the same.
    ch(&mut a, 'a');
    burst(&mut a, "Bert Keller\n");
    later(600);
    ch(&mut a, 'n');
    assert_eq!(game_line(&a), Some(&SwissInput::AddPlayer));
    assert_eq!(message(&a), "cancelled: nothing changed");
    burst(&mut a, "Emil Nowak\n");
    assert_eq!(names(&path).len(), 6);
    assert_eq!(names(&path)[5], "Emil Nowak");
}

#[test]
fn a_rejected_entry_keeps_the_line_open_with_its_text() {
    let (_d, path, mut a) = desk(Game::Muck(MuckGame::new(MuckSettings::default())));
    ch(&mut a, 'a');
    // The same player twice in a pair is refused: the text stays to be fixed.
    burst(&mut a, "Berta / Else\nKarl / karl\n");
    assert!(is_error(&a));
    assert!(message(&a).contains("twice"), "{}", message(&a));
    assert_eq!(game_line(&a), Some(&MuckInput::AddEntrant));
    assert_eq!(
        a.input.as_ref().map(|i| i.text.as_str()),
        Some("Karl / karl")
    );
    for _ in 0..4 {
        press(&mut a, KeyCode::Backspace);
    }
    burst(&mut a, "Lena\nOtto / Paula\n\n");
    assert_eq!(a.input, None);
    assert_eq!(
        names(&path),
        ["Berta", "Else", "Karl", "Lena", "Otto", "Paula"]
    );
}

#[test]
fn muck_pairs_and_single_names_in_one_burst() {
    let muck = |partners| {
        Game::Muck(MuckGame::new(MuckSettings {
            partners,
            ..MuckSettings::default()
        }))
    };
    let (_d, path, mut a) = desk(muck(Partners::Fixed));
    ch(&mut a, 'a');
    burst(&mut a, "Berta / Else\nAnna\nCarla / Nina Dahl\nDaniel\n");
    assert_eq!(game_line(&a), Some(&MuckInput::AddEntrant), "still open");
    assert!(!is_error(&a), "{}", message(&a));
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Berta / Else or a name (Enter registers, asks next; Esc ends): █"),
        "{screen}"
    );
    let wide = render(&a, 120, 40);
    assert!(
        wide.contains("pair (Berta / Else) or a name, Enter registers and asks for the next"),
        "{wide}"
    );
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.input, None);
    let t = saved(&path);
    assert_eq!(
        names(&path),
        ["Berta", "Else", "Anna", "Carla", "Nina Dahl", "Daniel"]
    );
    assert_eq!(t.muck().expect("muck").pairs.len(), 2);
    // Single players with changing partners: names only.
    let (_d, path, mut a) = desk(muck(Partners::Changing));
    ch(&mut a, 'a');
    burst(&mut a, "Anna\nDaniel Nadler\nAnna\n\n");
    assert_eq!(a.input, None);
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(names(&path), ["Anna", "Daniel Nadler", "Anna"]);
}
