//! The Deich race in German: every Deich screen and both Deich documents in German, with no
//! English word (`turnier::i18n::english_words`); the same flow as `tests/desk/deich.rs`.

use crate::desk_support;
use crate::german_support;

use crossterm::event::KeyCode;
use desk_support::*;
use german_support::{german, german_document};
use turnier::deich::DeichGame;
use turnier::game::{Event, Game, RoundNo};
use turnier::i18n::{Lang, english_words, with_lang};
use turnier::print::{self, DocumentKind, Format};
use turnier::tui::{App, Screen};

fn go(a: &mut App, s: Screen) {
    let n = Screen::DESK.iter().position(|x| *x == s).expect("desk") + 1;
    press(a, KeyCode::F(n as u8));
}

/// The message the engine gave (an audit entry after `saved:`, or a refusal) is German.
fn engine_message(a: &App, what: &str) {
    assert!(
        a.message.is_some(),
        "{what}: an engine message was expected"
    );
    german(what, &message(a));
}

#[test]
fn a_deich_race_in_german_from_registration_to_the_final_order() {
    with_lang(Lang::De, || {
        let race = Event::new(
            "Deich 2026",
            Game::Deich(DeichGame::new(Default::default())),
            clock(),
            0,
        );
        let (_d, path, mut a) = writable(race);
        german("empty registration", &render(&a, 80, 24));
        ch(&mut a, 'a');
        german("the add line", &render(&a, 80, 24));
        for n in ["Anna", "Bert", "Carl", "Dora"] {
            typed(&mut a, n);
            press(&mut a, KeyCode::Enter);
        }
        press(&mut a, KeyCode::Esc);
        press(&mut a, KeyCode::Home);
        ch(&mut a, 'p');
        engine_message(&a, "the engine's message");
        let screen = render(&a, 80, 24);
        assert!(
            screen.contains("Deichmeister (1. im letzten Rennen)"),
            "{screen}"
        );
        german("registration", &screen);

        go(&mut a, Screen::Pairings);
        german("bids, none yet", &render(&a, 80, 24));
        for bid in ["ann 1000", "be 2.000", "c 300", "carl 500"] {
            typed(&mut a, bid);
            press(&mut a, KeyCode::Enter);
            engine_message(&a, "the engine's message");
        }
        let screen = render(&a, 80, 24);
        assert!(screen.contains("Runde 1: 3 von 4 Geboten"), "{screen}");
        german("bids", &screen);
        typed(&mut a, "zed 5");
        press(&mut a, KeyCode::Enter);
        german("an unknown name", &message(&a));
        ch(&mut a, '?');
        german("the help", &render(&a, 80, 24));
        press(&mut a, KeyCode::Esc);

        go(&mut a, Screen::Results);
        german("round, none evaluated", &render(&a, 80, 24));
        ch(&mut a, 'e');
        let q = render(&a, 80, 24);
        assert!(q.contains("Kein Gebot von einem Spieler (Dora)"), "{q}");
        german("the evaluation question", &q);
        ch(&mut a, 'y');
        engine_message(&a, "the engine's message");
        let screen = render(&a, 80, 24);
        assert!(screen.contains("Ergebnis der Runde 1 von 1"), "{screen}");
        german("the round's result", &screen);

        go(&mut a, Screen::Standings);
        german("the race so far", &render(&a, 80, 24));

        let t = turnier::store::load(&path).expect("saved");
        for kind in [DocumentKind::Round, DocumentKind::Standings] {
            let round = (kind == DocumentKind::Round).then_some(RoundNo(1));
            let doc = print::build(&t, kind, round).expect("document");
            for format in kind.formats() {
                german_document(
                    &format!("{kind:?} as {format:?}"),
                    &print::render(&doc, *format),
                );
            }
        }
    });
}

#[test]
fn the_german_check_finds_english() {
    // The check above would pass on anything if english_words found nothing.
    let found = english_words(" Round 1: 3 of 4 bids");
    assert!(found.contains(&"Round".to_string()), "{found:?}");
    let _ = Format::Text;
}
