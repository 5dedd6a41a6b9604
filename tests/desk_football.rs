//! The desk at a Turnierfußball series, 80x24 (issue 13, item 6): lineups typed with the
//! correction shown as typed, a refused line naming the field, the evaluation, the table, the
//! match matrix and the ranking list; every Turnierfußball key dispatches.

mod desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::football::{FootballGame, FootballSettings};
use turnier::game::{Event, Game};
use turnier::tui::Screen;
use turnier::tui::keymap::{BINDINGS, Context};

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
    assert!(screen.contains("Round 1 · 60 WP · 3 teams"), "{screen}");
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
    for b in BINDINGS {
        let screen = match b.context {
            Context::FootballLineups => Screen::Registration,
            Context::FootballMatrix => Screen::Pairings,
            Context::FootballTable => Screen::Results,
            Context::FootballRanking => Screen::Standings,
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
