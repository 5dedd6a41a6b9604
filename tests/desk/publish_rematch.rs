//! The Swiss publish question names a rematch made by hand: a swap that seats two players
//! who met before is the director's call, but publishing fixes it, so `P` says so first
//! (TestBackend 80x24, English and German); the warnings under the tables are in the desk's
//! language.

use crate::desk_support;
use crate::german_support;

use crossterm::event::KeyCode;
use desk_support::{ch, press, render, writable};
use turnier::game::{Command, Event, Game, PlayerId, RoundState, TableNo, apply};
use turnier::i18n::{Lang, with_lang};
use turnier::swiss::{SwissCommand, SwissGame, SwissSettings};
use turnier::tui::app::Popup;
use turnier::tui::{App, Screen};

fn run(t: &Event, cmd: impl Into<Command>) -> Event {
    apply(t, cmd, desk_support::clock()).expect("applies")
}

fn question(a: &App) -> String {
    match &a.popup {
        Some(Popup::Confirm(p)) => turnier::tui::screens::confirm::question(a, p),
        other => panic!("no question open: {other:?}"),
    }
}

/// Eight players, round 1 the slide (Anna v Emil at table 1, Carl v Gero at table 3) won by
/// every player A, round 2 a draft in which a swap by hand seats Emil against Anna again
/// (and so Carl against Gero): two rematches made by hand.
fn rematch_draft() -> Event {
    let names = [
        "Anna", "Bert", "Carl", "Dora", "Emil", "Frida", "Gero", "Hanna",
    ];
    let mut t = Event::new(
        "Freitag",
        Game::Swiss(SwissGame::new(SwissSettings::default())),
        desk_support::clock(),
        0,
    );
    t = run(
        &t,
        Command::AddPlayers {
            names: names.iter().map(|n| n.to_string()).collect(),
        },
    );
    t = run(&t, SwissCommand::PairNextRound);
    t = run(&t, Command::Publish);
    for table in 1..=4 {
        t = run(
            &t,
            SwissCommand::RecordResult {
                round: None,
                table: TableNo(table),
                result: "2-0".parse().expect("score"),
            },
        );
    }
    t = run(&t, SwissCommand::PairNextRound);
    let draft = t.swiss().expect("swiss").draft().expect("draft").clone();
    let anna = draft
        .tables
        .iter()
        .find(|tb| tb.a == PlayerId(1) || tb.b == PlayerId(1))
        .expect("Anna seated");
    let opponent = if anna.a == PlayerId(1) {
        anna.b
    } else {
        anna.a
    };
    run(
        &t,
        SwissCommand::SwapPlayers {
            a: opponent,
            b: PlayerId(5),
        },
    )
}

#[test]
fn the_publish_question_names_the_rematches_made_by_hand() {
    let (_d, path, mut a) = writable(rematch_draft());
    press(&mut a, KeyCode::F(2));
    assert_eq!(a.screen, Screen::Pairings);
    ch(&mut a, 'P');
    assert_eq!(
        question(&a),
        "Publish round 2? Its pairings are then fixed. Rematches made by hand: table 1, Anna \
         v Emil (met once before); table 3, Carl v Gero (met once before)."
    );
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("by hand: table 1, Anna v Emil (met once before); table 3, Carl"),
        "{screen}"
    );
    // Yes publishes as it is: the director's call stands.
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("load");
    let r = &t.swiss().expect("swiss").rounds[1];
    assert_eq!(r.state, RoundState::Published);
    assert_eq!((r.tables[0].a, r.tables[0].b), (PlayerId(1), PlayerId(5)));
}

#[test]
fn the_publish_question_names_the_rematches_made_by_hand_in_german() {
    with_lang(Lang::De, || {
        let (_d, _p, mut a) = writable(rematch_draft());
        a.lang = Lang::De;
        press(&mut a, KeyCode::F(2));
        ch(&mut a, 'P');
        let q = question(&a);
        assert_eq!(
            q,
            "Runde 2 veröffentlichen? Ihre Paarungen stehen dann fest. Von Hand gemachte \
             Wiederholungspaarungen: Tisch 1, Anna gegen Emil (schon einmal gegeneinander \
             gespielt); Tisch 3, Carl gegen Gero (schon einmal gegeneinander gespielt)."
        );
        german_support::german("the publish question", &q);
        let screen = render(&a, 80, 24);
        assert!(
            screen.contains("Hand gemachte Wiederholungspaarungen: Tisch 1, Anna gegen Emil"),
            "{screen}"
        );
        // No keeps the draft.
        ch(&mut a, 'n');
        assert!(a.popup.is_none());
        let r = &a
            .session
            .as_ref()
            .expect("open")
            .tournament()
            .swiss()
            .expect("swiss")
            .rounds[1];
        assert_eq!(r.state, RoundState::Draft);
        // The warnings under the tables are German too (the round saves them in English).
        let screen = render(&a, 80, 24);
        assert!(
            screen.contains("Warnung: Tisch 1: Anna gegen Emil ist eine Wiederholungspaarung"),
            "{screen}"
        );
        assert!(!screen.contains("is a rematch"), "{screen}");
    });
}
