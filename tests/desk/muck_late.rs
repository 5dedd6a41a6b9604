//! The desk at a Muck evening when a pair comes late: registered while a round is published,
//! the desk asks whether to seat it against the pair that sits out (or to let it sit out,
//! to play whoever comes next), saying what `n` does; a pair registered by mistake removed
//! with `x` after a question, one that played refused before it; TestBackend 80x24, English
//! and German.

use crate::desk_support;
use crate::german_support;

use chrono::{TimeZone, Utc};
use crossterm::event::KeyCode;
use desk_support::{ch, press, render, typed, writable};
use std::path::PathBuf;
use turnier::game::{Command, Event, PlayerId, RoundNo, TableNo, apply};
use turnier::i18n::{Lang, with_lang};
use turnier::muck::{Entrant, MuckCommand, PairId, Side};
use turnier::tui::app::Popup;
use turnier::tui::game::muck::MuckPending;
use turnier::tui::{App, Screen};

/// The article's six pairs with round 2 drawn and published: three tables, nobody sits out.
fn round_two_published() -> Event {
    let at = Utc
        .with_ymd_and_hms(2026, 12, 4, 20, 0, 0)
        .single()
        .expect("time");
    let t = turnier::store::load(&PathBuf::from("saves/muck-article.ron")).expect("shipped");
    let t = apply(&t, MuckCommand::DrawRound, at).expect("draw");
    apply(&t, Command::Publish, at).expect("publish")
}

fn question(a: &App) -> String {
    match &a.popup {
        Some(Popup::Confirm(p)) => turnier::tui::screens::confirm::question(a, p),
        other => panic!("no question open: {other:?}"),
    }
}

/// Registers `name` from the add line of the registration screen.
fn register(a: &mut App, name: &str) {
    if a.input.is_none() {
        press(a, KeyCode::F(1));
        assert_eq!(a.screen, Screen::Registration);
        ch(a, 'a');
    }
    typed(a, name);
    press(a, KeyCode::Enter);
}

#[test]
fn a_late_pair_is_asked_for_then_seated_against_the_one_who_sits_out() {
    let (_d, path, mut a) = writable(round_two_published());
    register(&mut a, "Anna / Bert");
    assert_eq!(
        desk_support::game_question::<MuckPending>(&a),
        Some(&MuckPending::Seat(Entrant::Pair(PairId(7))))
    );
    assert_eq!(
        question(&a),
        "Round 2 has nobody to play against Anna / Bert yet: let Anna / Bert sit it out \
         (nothing for it), to play whoever comes next? (n: Anna / Bert is drawn from round 3 \
         on)"
    );
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Round 2 has nobody to play against"),
        "{screen}"
    );
    assert!(
        screen.contains("(n: Anna / Bert is drawn from round 3"),
        "{screen}"
    );
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("load");
    assert_eq!(
        t.muck().expect("muck").rounds[1].sitting_out,
        vec![Entrant::Pair(PairId(7))]
    );
    // The add line is open again for the next name; the next pair plays Anna / Bert.
    assert!(a.input.is_some());
    register(&mut a, "Carl / Dora");
    assert_eq!(
        question(&a),
        "Seat Carl / Dora in round 2 against Anna / Bert, who would sit it out (table 4)? (n: \
         Anna / Bert sits out, Carl / Dora is drawn from round 3 on)"
    );
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Seat Carl / Dora in round 2"), "{screen}");
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("load");
    let r = &t.muck().expect("muck").rounds[1];
    assert!(r.sitting_out.is_empty());
    let tb = r.table(TableNo(4)).expect("table 4");
    assert_eq!((tb.a, tb.b), (Side::Pair(PairId(7)), Side::Pair(PairId(8))));
    assert_eq!(
        t.audit.last().map(|e| e.what.as_str()),
        Some(
            "round 2: late arrival Carl / Dora seated against Anna / Bert, who would have sat \
             out (table 4)"
        )
    );
    assert!(turnier::store::problems(&t).is_empty());
}

#[test]
fn n_leaves_the_late_pair_out_of_the_round_and_says_so() {
    let (_d, path, mut a) = writable(round_two_published());
    register(&mut a, "Anna / Bert");
    ch(&mut a, 'n');
    assert_eq!(
        desk_support::message(&a),
        "Anna / Bert registered, not in round 2: drawn from round 3 on (seat later with \
         `turnier seat event \"Anna / Bert\"`)"
    );
    let t = turnier::store::load(&path).expect("load");
    let r = &t.muck().expect("muck").rounds[1];
    assert!(!r.involves(Entrant::Pair(PairId(7))));
    assert_eq!(
        t.registry
            .participant(PlayerId(13))
            .and_then(|p| p.entered_round),
        Some(RoundNo(3))
    );
}

#[test]
fn the_seat_questions_read_german() {
    with_lang(Lang::De, || {
        // The shipped save's name is English.
        let mut t = round_two_published();
        t.name = "Muck-Abend".into();
        let (_d, _p, mut a) = writable(t);
        a.lang = Lang::De;
        register(&mut a, "Anna / Bert");
        let q = question(&a);
        assert_eq!(
            q,
            "Runde 2 hat noch niemanden als Gegner für Anna / Bert: Anna / Bert aussetzen \
             lassen (nichts dafür), um gegen den zu spielen, der als Nächstes kommt? (n: Anna / \
             Bert wird ab Runde 3 ausgelost)"
        );
        german_support::german("the Muck sit-out question", &q);
        let screen = render(&a, 80, 24);
        assert!(screen.contains("Runde 2 hat noch niemanden"), "{screen}");
        german_support::german("the Muck sit-out question on screen", &screen);
        ch(&mut a, 'j');
        register(&mut a, "Carl / Dora");
        let q = question(&a);
        assert_eq!(
            q,
            "Carl / Dora in Runde 2 gegen Anna / Bert setzen, die sonst aussetzen (Tisch 4)? \
             (n: Anna / Bert setzt aus, Carl / Dora wird ab Runde 3 ausgelost)"
        );
        german_support::german("the Muck seat question", &q);
        ch(&mut a, 'n');
        let said = desk_support::message(&a);
        assert_eq!(
            said,
            "Carl / Dora angemeldet, nicht in Runde 2: wird ab Runde 3 ausgelost (später setzen \
             mit `turnier seat event \"Carl / Dora\"`)"
        );
    });
}

/// The article's six pairs registered, no round drawn yet.
fn six_pairs_no_round() -> Event {
    let t = turnier::store::load(&PathBuf::from("saves/muck-article.ron")).expect("shipped");
    let mut fresh = Event::new(
        "Muck-Abend",
        turnier::game::Game::Muck(turnier::muck::MuckGame::new(
            t.muck().expect("muck").settings.clone(),
        )),
        t.created,
        t.seed,
    );
    let pairs = t.muck().expect("muck").pairs.clone();
    fresh = apply(
        &fresh,
        MuckCommand::AddEntrants {
            entrants: pairs
                .iter()
                .map(|p| p.players.iter().map(|x| t.registry.name_of(*x)).collect())
                .collect(),
        },
        t.created,
    )
    .expect("register");
    fresh
}

/// `x` on the registration screen: the question first, `y` removes the pair and the pairs
/// after it move up one number.
#[test]
fn x_asks_then_removes_a_pair_registered_by_mistake() {
    let (_d, path, mut a) = writable(six_pairs_no_round());
    press(&mut a, KeyCode::F(1));
    assert_eq!(a.screen, Screen::Registration);
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("D:reinstate x:remove"),
        "the footer names x:\n{screen}"
    );
    // The third row: Fritz / Hans, pair 3.
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Down);
    ch(&mut a, 'x');
    assert_eq!(
        desk_support::game_question::<MuckPending>(&a),
        Some(&MuckPending::Remove(Entrant::Pair(PairId(3))))
    );
    assert_eq!(
        question(&a),
        "Remove Fritz / Hans's registration? (never played; the pairs after it move up one \
         number)"
    );
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Remove Fritz / Hans's registration?"),
        "{screen}"
    );
    // n keeps the pair.
    ch(&mut a, 'n');
    assert!(a.popup.is_none());
    assert_eq!(
        turnier::store::load(&path)
            .expect("load")
            .muck()
            .expect("muck")
            .pairs
            .len(),
        6
    );
    // y removes it: five pairs, Heidi / Horst is pair 3 now.
    ch(&mut a, 'x');
    ch(&mut a, 'y');
    assert!(!desk_support::is_error(&a), "{}", desk_support::message(&a));
    assert!(
        desk_support::message(&a).contains("remove Fritz / Hans"),
        "{}",
        desk_support::message(&a)
    );
    let t = turnier::store::load(&path).expect("load");
    let g = t.muck().expect("muck");
    assert_eq!(g.pairs.len(), 5);
    assert_eq!(
        g.entrant_name(&t.registry, Entrant::Pair(PairId(3))),
        "Heidi / Horst"
    );
    assert_eq!(t.registry.participants.len(), 10);
}

/// A pair that played is refused before any question, with the reason, and nothing changes.
#[test]
fn x_on_a_pair_that_played_says_why_without_asking() {
    let t = turnier::store::load(&PathBuf::from("saves/muck-article.ron")).expect("shipped");
    let (_d, path, mut a) = writable(t);
    let before = std::fs::read(&path).expect("saved");
    press(&mut a, KeyCode::F(1));
    ch(&mut a, 'x');
    assert!(a.popup.is_none(), "no question for what cannot be done");
    assert!(desk_support::is_error(&a));
    assert_eq!(
        desk_support::message(&a),
        "remove: Berta / Else played in round 1 (table 1), so the registration stays; \
         withdraw instead (`turnier drop`): the results stay"
    );
    assert_eq!(std::fs::read(&path).expect("saved"), before);
}

#[test]
fn x_reads_german() {
    with_lang(Lang::De, || {
        let (_d, path, mut a) = writable(six_pairs_no_round());
        a.lang = Lang::De;
        press(&mut a, KeyCode::F(1));
        // At 80 columns the German footer ends after `d` (its labels are longer); at 120 it
        // names `x` too.
        let screen = render(&a, 120, 40);
        assert!(screen.contains("x:streichen"), "{screen}");
        ch(&mut a, 'x');
        let q = question(&a);
        assert_eq!(
            q,
            "Anmeldung von Berta / Else streichen? (nie gespielt; die Paare danach rücken eine \
             Nummer auf)"
        );
        german_support::german("the Muck remove question", &q);
        let screen = render(&a, 80, 24);
        assert!(screen.contains("Anmeldung von Berta / Else"), "{screen}");
        ch(&mut a, 'j');
        let t = turnier::store::load(&path).expect("load");
        assert_eq!(t.muck().expect("muck").pairs.len(), 5);
        german_support::german("the status after x", &desk_support::message(&a));
    });
}
