//! The Deich race at the desk, with synthetic keys at 80x24: players registered with their last
//! place, bids typed as `name FP` Enter, a round evaluated (asking first, naming the NMR), the
//! round's result, the race so far, the final order; every Deich key binding dispatches; the
//! new-event form offers Deich with its NMR setting.

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::deich::{DeichGame, Fp};
use turnier::game::{Event, Game};
use turnier::tui::app::Popup;
use turnier::tui::game::deich::keys;
use turnier::tui::keymap;
use turnier::tui::{App, Screen};

fn empty_race() -> Event {
    Event::new(
        "Deich 2026",
        Game::Deich(DeichGame::new(Default::default())),
        clock(),
        0,
    )
}

fn go(a: &mut App, s: Screen) {
    let n = Screen::DESK.iter().position(|x| *x == s).expect("desk") + 1;
    press(a, KeyCode::F(n as u8));
    assert_eq!(a.screen, s);
}

fn enter(a: &mut App) {
    press(a, KeyCode::Enter);
}

/// Registers four players, Anna the reigning Deichmeister (`p` once).
fn registered() -> (tempfile::TempDir, std::path::PathBuf, App) {
    let (d, p, mut a) = writable(empty_race());
    assert_eq!(a.screen, Screen::Registration);
    ch(&mut a, 'a');
    for n in ["Anna", "Bert", "Carl", "Dora"] {
        typed(&mut a, n);
        enter(&mut a);
    }
    press(&mut a, KeyCode::Esc);
    press(&mut a, KeyCode::Home);
    ch(&mut a, 'p');
    (d, p, a)
}

#[test]
fn a_small_race_from_typed_bids_to_the_final_order() {
    let (_d, path, mut a) = registered();
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Anna") && screen.contains("22000  Deichmeister"),
        "{screen}"
    );
    insta::assert_snapshot!("deich_registration_80x24", screen);

    // Round 1: bids by name search; Dora sends none (NMR b: a bid of 0).
    go(&mut a, Screen::Pairings);
    typed(&mut a, "ann 1000");
    enter(&mut a);
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(message(&a), "bid Anna 1000 FP · 3 bid(s) missing");
    typed(&mut a, "be 2.000");
    enter(&mut a);
    typed(&mut a, "c 300");
    enter(&mut a);
    // A later bid replaces the earlier one.
    typed(&mut a, "carl 500");
    enter(&mut a);
    // An unknown name is refused and nothing is saved.
    typed(&mut a, "zed 5");
    enter(&mut a);
    assert!(is_error(&a) && message(&a).contains("no player still in matches \"zed\""));
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Round 1: 3 of 4 bids"), "{screen}");
    assert!(screen.contains("2 bids, the latest counts"), "{screen}");
    insta::assert_snapshot!("deich_bids_80x24", screen);

    // Evaluate on screen 3: the question names the NMR.
    go(&mut a, Screen::Results);
    ch(&mut a, 'e');
    let q = render(&a, 80, 24);
    assert!(matches!(a.popup, Some(Popup::Confirm(_))));
    assert!(q.contains("No bid from 1 (Dora)"), "{q}");
    ch(&mut a, 'y');
    assert!(!is_error(&a), "{}", message(&a));
    let t = turnier::store::load(&path).expect("saved");
    assert_eq!(t.deich().map(|g| g.evaluated), Some(1));
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Result of round 1 of 1"), "{screen}");
    assert!(screen.contains("+500 bonus"), "{screen}");
    assert!(screen.contains("out: NMR, lowest bid"), "{screen}");
    insta::assert_snapshot!("deich_round_80x24", screen);

    // Round 2: Bert 18500, Carl 19500, Anna 21000 in; the ZAT, then bids by the selection.
    ch(&mut a, 'z');
    typed(&mut a, "So 10.5. 20:00");
    enter(&mut a);
    assert!(
        message(&a).contains("ZAT of round 2: So 10.5. 20:00"),
        "{}",
        message(&a)
    );
    go(&mut a, Screen::Pairings);
    press(&mut a, KeyCode::Home);
    typed(&mut a, "100");
    enter(&mut a);
    assert!(
        message(&a).starts_with("bid Anna 100 FP"),
        "{}",
        message(&a)
    );
    // The selection moved on by itself to the next player without a bid (Bert): FP alone is
    // refused there, nothing saved; Enter on Bert ("bid here") then takes it.
    let before = a.session.as_ref().map(|s| s.tournament().clone());
    typed(&mut a, "200");
    enter(&mut a);
    assert!(
        message(&a).starts_with("\"200\" alone: type NAME FP"),
        "{}",
        message(&a)
    );
    assert_eq!(a.session.as_ref().map(|s| s.tournament().clone()), before);
    press(&mut a, KeyCode::Esc);
    enter(&mut a);
    typed(&mut a, "200");
    enter(&mut a);
    assert!(
        message(&a).starts_with("bid Bert 200 FP"),
        "{}",
        message(&a)
    );
    // A name that starts with q, u or w types it: it neither quits, undoes nor prints.
    for c in ['q', 'u', 'w'] {
        ch(&mut a, c);
        assert!(a.input.is_some(), "{c} starts the bid line");
        assert!(a.popup.is_none() && !a.should_quit, "{c}");
        press(&mut a, KeyCode::Esc);
    }
    typed(&mut a, "ca 300");
    enter(&mut a);
    assert!(message(&a).ends_with("every player in has bid: evaluate on screen 3 (e)"));
    go(&mut a, Screen::Results);
    // Everybody bid: no question.
    ch(&mut a, 'e');
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("saved");
    let g = t.deich().expect("deich");
    let race = g.race(&t.registry);
    assert!(race.finished);
    assert_eq!(
        race.fp().iter().map(|(_, f)| *f).collect::<Vec<_>>(),
        [Fp(18_300), Fp(19_700)]
    );

    go(&mut a, Screen::Standings);
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Final order after round 2"), "{screen}");
    insta::assert_snapshot!("deich_race_80x24", screen);
    // The bids screen says the race is over; a letter there says so too.
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'x');
    assert!(message(&a).contains("The race is over"), "{}", message(&a));
}

#[test]
fn every_deich_binding_dispatches_without_panic_in_its_context() {
    for b in keymap::bindings() {
        let screen = match b.context {
            keys::REGISTRATION => Screen::Registration,
            keys::BIDS => Screen::Pairings,
            keys::ROUND => Screen::Results,
            keys::RACE => Screen::Standings,
            _ => continue,
        };
        for k in b.keys {
            let (_d, _p, mut a) = registered();
            go(&mut a, screen);
            assert_eq!(a.contexts().first(), Some(&b.context));
            press(&mut a, *k);
            let _ = render(&a, 80, 24);
        }
    }
}

#[test]
fn the_new_event_form_offers_deich_with_its_nmr_setting() {
    let dir = tempfile::tempdir().expect("tmp");
    let mut a = App::picker(dir.path().to_path_buf());
    a.clock = clock;
    a.theme = turnier::tui::theme::Theme::plain();
    ch(&mut a, 'n');
    typed(&mut a, "Deich");
    press(&mut a, KeyCode::Down);
    // Swiss, Muck, Turnierfußball, Deich: three steps to the right.
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Right);
    let screen = render(&a, 80, 24);
    assert!(screen.contains("[Deich]"), "{screen}");
    assert!(screen.contains("NMR (no move)"), "{screen}");
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Right);
    let screen = render(&a, 80, 24);
    assert!(screen.contains("[a]"), "{screen}");
    enter(&mut a);
    let t = a
        .session
        .as_ref()
        .map(|s| s.tournament().clone())
        .expect("created");
    assert_eq!(t.deich().map(|g| g.settings.nmr.key()), Some("a"));
}
