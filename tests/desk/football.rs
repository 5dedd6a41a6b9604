//! The desk at a Turnierfußball series, 80x24: lineups typed with the correction shown as
//! typed, a refused line naming the field, the evaluation, the table, the match matrix and the
//! ranking list; every Turnierfußball key dispatches.

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::football::{FootballGame, FootballSettings};
use turnier::game::{Event, Game};
use turnier::tui::Screen;
use turnier::tui::game::football::keys;
use turnier::tui::keymap;

fn series() -> Event {
    Event::new(
        "Liga",
        Game::Football(FootballGame::new(FootballSettings {
            wp: 60,
            anti_manager: Some("Anna".into()),
            ..FootballSettings::default()
        })),
        clock(),
        7,
    )
}

fn go(a: &mut turnier::tui::App, s: Screen) {
    let n = Screen::DESK.iter().position(|x| *x == s).expect("screen") + 1;
    press(a, KeyCode::F(n as u8));
    assert_eq!(a.screen, s);
}

/// R-F7 at the desk: a wish outside 10..300 is taken with a note before and after Enter (its
/// lineup counts), and the Wish column shows the manager's wish on each of his teams,
/// whichever of his lineups it came with: Anna's 90, sent with Falcons after the 500 sent
/// with Eagles was ignored, stands on both; Bert sent none.
#[test]
fn a_wish_is_the_managers_and_one_outside_the_range_is_ignored() {
    let (_d, _path, mut a) = writable(series());
    go(&mut a, Screen::Registration);
    ch(&mut a, 'a');
    typed(&mut a, "Eagles, Anna, 4-2-16-16-16, 500");
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("wish 500 WP is ignored (allowed: 10..300; R-F7)"),
        "{screen}"
    );
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert!(
        message(&a).contains("wish 500 ignored (allowed: 10..300; R-F7)"),
        "{}",
        message(&a)
    );
    typed(&mut a, "Falcons, Anna, 1-1-10-10-10, 90");
    press(&mut a, KeyCode::Enter);
    typed(&mut a, "Owls, Bert, 1-1-5-5-5");
    press(&mut a, KeyCode::Enter);
    press(&mut a, KeyCode::Esc);
    let screen = render(&a, 80, 24);
    assert!(screen.contains("3 teams"), "{screen}");
    let wish = |team: &str| {
        let row = screen
            .lines()
            .find(|l| l.contains(team))
            .unwrap_or_else(|| panic!("{team}: {screen}"));
        row.trim_matches('"')
            .split_whitespace()
            .last()
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(wish("Eagles"), "90", "{screen}");
    assert_eq!(wish("Falcons"), "90", "{screen}");
    assert_eq!(wish("Owls"), "submitted", "no wish: {screen}");
}

#[test]
fn three_lineups_the_evaluation_and_the_screens() {
    let (_d, path, mut a) = writable(series());
    go(&mut a, Screen::Registration);
    ch(&mut a, 'a');
    typed(&mut a, "Eagles, Anna, 10-5-40-40-40, 80");
    // The correction shows as typed, before Enter.
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("plays as 4-2-16-16-16 at 60 WP: over budget (150 WP): scaled to 60 WP"),
        "{screen}"
    );
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    typed(&mut a, "Owls, Bert, 5-5-10-10-10, 120");
    press(&mut a, KeyCode::Enter);
    // A bad value is named with what is allowed, and nothing is saved.
    typed(&mut a, "Hawks, Carl, 2-2-10-x-10");
    assert!(render(&a, 80, 24).contains("lineup: M is not a number"));
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    for _ in 0..4 {
        press(&mut a, KeyCode::Backspace);
    }
    typed(&mut a, "10-10");
    press(&mut a, KeyCode::Enter);
    press(&mut a, KeyCode::Esc);
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Round 1 · no ZAT (Z sets it) · 60 WP (from the settings) · 3 teams"),
        "{screen}"
    );
    assert!(screen.contains("4-2-16-16-16*"), "{screen}");
    // Evaluate: asks, then the table.
    ch(&mut a, 'E');
    ch(&mut a, 'y');
    assert_eq!(a.screen, Screen::Results, "{}", message(&a));
    let table = render(&a, 80, 24);
    assert!(table.contains("Round 1 · 60 WP · evaluated"), "{table}");
    assert!(table.contains("1 Eagles (Anna)"), "{table}");
    assert!(table.contains("next: 80 WP (wish of place 1)"), "{table}");
    assert!(table.contains("anti-tournament follows"), "{table}");
    go(&mut a, Screen::Pairings);
    let matrix = render(&a, 80, 24);
    assert!(matrix.contains("Chances"), "{matrix}");
    assert!(matrix.contains("Owls"), "{matrix}");
    go(&mut a, Screen::Standings);
    let ranking = render(&a, 80, 24);
    assert!(ranking.contains("Anna"), "{ranking}");
    assert!(ranking.contains("1000.0"), "{ranking}");
    let saved = turnier::store::load(&path).expect("loads");
    let g = saved.football().expect("football");
    assert_eq!(g.rounds.len(), 2);
    assert_eq!(g.rounds[1].wp, 80);
    assert_eq!(g.rounds[1].anti_wp, Some(60));
}

#[test]
fn every_football_binding_dispatches_without_panic() {
    for b in keymap::bindings() {
        let screen = match b.context {
            keys::LINEUPS => Screen::Registration,
            keys::MATRIX => Screen::Pairings,
            keys::TABLE => Screen::Results,
            keys::RANKING => Screen::Standings,
            _ => continue,
        };
        for k in b.keys {
            let (_d, _p, mut a) = writable(series());
            go(&mut a, screen);
            assert!(a.contexts().contains(&b.context));
            press(&mut a, *k);
            let _ = render(&a, 80, 24);
        }
    }
}

/// `W` sets the open round's WP: the line shows what it does to the lineups in, a number out
/// of 10..300 or a word is refused and nothing changes, and with lineups in it asks first
/// (they are corrected to the new WP, R-F2). `Z` sets the ZAT, which heads the lineups.
#[test]
fn the_gm_sets_wp_and_zat() {
    let (_d, path, mut a) = writable(series());
    go(&mut a, Screen::Registration);
    // No lineup in yet: no question.
    ch(&mut a, 'W');
    for _ in 0..2 {
        press(&mut a, KeyCode::Backspace);
    }
    typed(&mut a, "70");
    assert!(render(&a, 80, 24).contains("Enter sets 70 WP; no lineup is in yet"));
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert!(a.popup.is_none());
    let g = turnier::store::load(&path).expect("loads");
    assert_eq!(g.football().expect("football").rounds[0].wp, 70);
    // Two lineups in, one of them within 70 WP but not within 60.
    ch(&mut a, 'a');
    typed(&mut a, "Eagles, Anna, 5-5-20-20-10");
    press(&mut a, KeyCode::Enter);
    typed(&mut a, "Owls, Bert, 1-1-10-10-10");
    press(&mut a, KeyCode::Enter);
    press(&mut a, KeyCode::Esc);
    ch(&mut a, 'W');
    for _ in 0..2 {
        press(&mut a, KeyCode::Backspace);
    }
    typed(&mut a, "x");
    assert!(render(&a, 80, 24).contains("\"x\" is not a whole number; allowed: 10..300"));
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    press(&mut a, KeyCode::Backspace);
    typed(&mut a, "5");
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a), "5 WP is refused: {}", message(&a));
    assert!(message(&a).contains("10..=300"), "{}", message(&a));
    ch(&mut a, 'W');
    for _ in 0..2 {
        press(&mut a, KeyCode::Backspace);
    }
    typed(&mut a, "60");
    assert!(
        render(&a, 80, 24).contains("at 60 WP 1 of the 2 lineups in play corrected"),
        "{}",
        render(&a, 80, 24)
    );
    press(&mut a, KeyCode::Enter);
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Set round 1 to 60 WP (now 70)?"),
        "{screen}"
    );
    ch(&mut a, 'n');
    let g = turnier::store::load(&path).expect("loads");
    assert_eq!(
        g.football().expect("football").rounds[0].wp,
        70,
        "no: unchanged"
    );
    ch(&mut a, 'W');
    for _ in 0..2 {
        press(&mut a, KeyCode::Backspace);
    }
    typed(&mut a, "60");
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'y');
    let g = turnier::store::load(&path).expect("loads");
    let r = &g.football().expect("football").rounds[0];
    assert_eq!((r.wp, r.wp_from), (60, turnier::football::WpFrom::Gm));
    let screen = render(&a, 80, 24);
    assert!(screen.contains("60 WP (set by the GM)"), "{screen}");
    assert!(
        screen.contains("5-5-20-20-10") && screen.contains("*"),
        "{screen}"
    );
    // The ZAT.
    ch(&mut a, 'Z');
    typed(&mut a, "ZAT 12");
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert!(render(&a, 80, 24).contains("Round 1 · ZAT 12 · 60 WP"));
    let g = turnier::store::load(&path).expect("loads");
    assert_eq!(
        g.football().expect("football").rounds[0].zat.as_deref(),
        Some("ZAT 12")
    );
}

/// What a GM met driving the shipped series at 80x24: the table's columns fit (RLP not cut),
/// a third team is refused as typed, and the print dialog starts at the last evaluated round
/// with bbcode and markdown among the formats.
#[test]
fn the_shipped_series_at_80_columns() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/football-series.ron");
    let (_d, _p, mut a) = writable(turnier::store::load(&path).expect("shipped series"));
    go(&mut a, Screen::Results);
    let table = render(&a, 80, 24);
    assert!(
        table.contains("Round 3 · ZAT 16 · 120 WP · evaluated"),
        "{table}"
    );
    assert!(
        table.contains(
            "1 Kickers Konrad (Konrad)        1-4-31-39-40         25.802   37.395 1000.0"
        ),
        "{table}"
    );
    assert!(!table.contains('…'), "nothing cut: {table}");
    ch(&mut a, 'w');
    let dialog = render(&a, 80, 24);
    assert!(dialog.contains("round 3 (latest: 4)"), "{dialog}");
    assert!(
        dialog.contains("BBCode") && dialog.contains("Markdown"),
        "{dialog}"
    );
    press(&mut a, KeyCode::Esc);
    go(&mut a, Screen::Registration);
    let lineups = render(&a, 80, 24);
    assert!(
        lineups.contains(" Round 4 · ZAT 18 · 150 WP (wish of place 1) · 7 teams"),
        "{lineups}"
    );
    assert!(lineups.contains("Wish"), "the last column fits: {lineups}");
    ch(&mut a, 'a');
    typed(&mut a, "Antons Dritte, Anton, 1-1-30-30-30");
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("team: Anton has 2 teams in this tournament already"),
        "{screen}"
    );
}
