//! The Muck desk in German: every Muck screen rendered in German at 80x24 has no English word
//! in it (`turnier::i18n::english_words`): the Muck screens alone with nothing filtered, and
//! the whole desk with the words of the shared desk frame filtered (tabs, footer keys, help:
//! the `desk` helper converts them on its branch). German insta snapshots of the main Muck
//! screens at 80x24 and 120x40. The English snapshots are those of `tests/desk/muck.rs`.

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::PathBuf;
use turnier::game::{Command, Event, TableNo, apply};
use turnier::i18n::{Lang, english_words, with_lang};
use turnier::muck::{BobblScore, Entrant, MuckCommand, PairId};
use turnier::tui::game::muck::draw::MuckDrawScreen;
use turnier::tui::game::muck::ranking::MuckRankingScreen;
use turnier::tui::game::muck::registration::MuckRegistrationScreen;
use turnier::tui::game::muck::sheets::MuckSheetsScreen;
use turnier::tui::{App, Screen, Session};

/// The English words of a whole desk render, frame (tabs, footer, popup titles) included.
fn english_in_desk(screen: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in screen.lines() {
        found.extend(english(line, &[]));
    }
    found.sort();
    found.dedup();
    found
}

/// Player names of the shipped 24-pair evening that happen to be English words: `Done` (a
/// Bavarian short form of Donata) is a name there, not the program's "done".
const FIXTURE_NAMES: &[&str] = &["Done"];

fn load(name: &str) -> Event {
    let mut t =
        turnier::store::load(&PathBuf::from(format!("saves/{name}.ron"))).expect("shipped save");
    // `muck-article` is named in English (`Muck: the article's six pairs`): the director's
    // data, not the program's words.
    t.name = "Muck-Abend".into();
    t
}

fn with(t: Event, cmd: Command) -> Event {
    apply(&t, cmd, clock()).expect("command applies")
}

fn on(t: Event, screen: Screen) -> App {
    let mut a = app(Session::read_only(PathBuf::from("muck.ron"), t));
    a.screen = screen;
    press(&mut a, KeyCode::Char('§'));
    a.message = None;
    a
}

/// The evening with pair 24 withdrawn and round 6 drawn as a draft: one pair sits out, the
/// draw has warnings (round 6 of 5 planned, repeats).
fn evening_draft() -> Event {
    let t = with(
        load("muck-evening-24-pairs"),
        Command::Muck(MuckCommand::Withdraw {
            entrant: Entrant::Pair(PairId(24)),
        }),
    );
    with(t, Command::Muck(MuckCommand::DrawRound))
}

/// The article with a second entry that differs at table 2, Bobbl 1.
fn article_differs() -> Event {
    with(
        load("muck-article"),
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(2),
            bobbl: 1,
            scores: vec![BobblScore { a: 21, b: 12 }],
            second_entry: true,
        }),
    )
}

/// The Muck screen shown, alone (no desk frame), as text.
fn screen_only(a: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| {
        let area = f.area();
        match a.screen {
            Screen::Registration => f.render_widget(&MuckRegistrationScreen { app: a }, area),
            Screen::Pairings => f.render_widget(&MuckDrawScreen { app: a }, area),
            Screen::Results => f.render_widget(&MuckSheetsScreen { app: a }, area),
            Screen::Standings => f.render_widget(&MuckRankingScreen { app: a }, area),
            _ => {}
        }
    })
    .expect("draw");
    term.backend().to_string()
}

fn english(text: &str, frame: &[&str]) -> Vec<String> {
    english_words(text)
        .into_iter()
        .filter(|w| !FIXTURE_NAMES.contains(&w.as_str()))
        .filter(|w| !frame.iter().any(|f| f.eq_ignore_ascii_case(w)))
        .collect()
}

/// How to get to a desk state (called inside `with_lang`).
type MakeApp = Box<dyn Fn() -> App>;

/// The German desk states to check: a name, and how to get there.
fn states() -> Vec<(&'static str, MakeApp)> {
    let evening = || load("muck-evening-24-pairs");
    let article = || load("muck-article");
    vec![
        (
            "article_registration",
            Box::new(move || on(article(), Screen::Registration)),
        ),
        (
            "article_draw",
            Box::new(move || on(article(), Screen::Pairings)),
        ),
        (
            "article_sheets",
            Box::new(move || on(article(), Screen::Results)),
        ),
        (
            "article_ranking",
            Box::new(move || on(article(), Screen::Standings)),
        ),
        (
            "article_ranking_compare",
            Box::new(move || {
                let mut a = on(article(), Screen::Standings);
                ch(&mut a, 'c');
                a
            }),
        ),
        (
            "evening_registration",
            Box::new(move || on(evening(), Screen::Registration)),
        ),
        (
            "evening_draw",
            Box::new(move || on(evening(), Screen::Pairings)),
        ),
        (
            "evening_sheets",
            Box::new(move || on(evening(), Screen::Results)),
        ),
        (
            "evening_ranking",
            Box::new(move || on(evening(), Screen::Standings)),
        ),
        (
            "evening_draw_draft",
            Box::new(|| on(evening_draft(), Screen::Pairings)),
        ),
        (
            "evening_registration_draft",
            Box::new(|| on(evening_draft(), Screen::Registration)),
        ),
        (
            "article_sheets_second",
            Box::new(|| {
                let mut a = on(article_differs(), Screen::Results);
                ch(&mut a, 'v');
                a
            }),
        ),
        (
            "article_sheets_differs",
            Box::new(|| on(article_differs(), Screen::Results)),
        ),
        (
            "article_ranking_differs",
            Box::new(|| on(article_differs(), Screen::Standings)),
        ),
        (
            "article_sheets_typing",
            Box::new(move || {
                let mut a = on(article(), Screen::Results);
                typed(&mut a, "2 21 4");
                a
            }),
        ),
        (
            "article_sheets_replace_question",
            Box::new(move || {
                let mut a = on(article(), Screen::Results);
                typed(&mut a, "2 21 4");
                press(&mut a, KeyCode::Enter);
                a
            }),
        ),
        (
            "evening_popup_publish",
            Box::new(|| {
                let mut a = on(evening_draft(), Screen::Pairings);
                ch(&mut a, 'P');
                a
            }),
        ),
    ]
}

#[test]
fn every_muck_screen_alone_is_german_at_80x24() {
    with_lang(Lang::De, || {
        for (name, make) in states() {
            let a = make();
            if !matches!(
                a.screen,
                Screen::Registration | Screen::Pairings | Screen::Results | Screen::Standings
            ) {
                continue;
            }
            let text = screen_only(&a, 80, 24);
            let found = english(&text, &[]);
            assert!(
                found.is_empty(),
                "{name}: English words {found:?} in\n{text}"
            );
        }
    });
}

#[test]
fn every_muck_screen_in_the_desk_is_german_at_80x24() {
    with_lang(Lang::De, || {
        let mut all: Vec<String> = Vec::new();
        let mut first = String::new();
        for (name, make) in states() {
            let a = make();
            let text = render(&a, 80, 24);
            let found = english_in_desk(&text);
            if !found.is_empty() && first.is_empty() {
                first = format!("{name}: {found:?} in\n{text}");
            }
            all.extend(found);
            // The message in the status line, whole (the screen may cut it).
            let said = message(&a);
            let found = english(&said, &[]);
            assert!(
                found.is_empty(),
                "{name}: English words {found:?} in {said:?}"
            );
        }
        all.sort();
        all.dedup();
        assert!(
            all.is_empty(),
            "English words {all:?}; the first screen: {first}"
        );
    });
}

#[test]
fn the_muck_messages_of_the_desk_are_german() {
    with_lang(Lang::De, || {
        // Marks and their hints, on every Muck screen that has them.
        let mut a = on(evening_draft(), Screen::Pairings);
        ch(&mut a, 's');
        assert!(message(&a).contains("markiert"), "{}", message(&a));
        assert!(english(&message(&a), &[]).is_empty(), "{}", message(&a));
        ch(&mut a, 's');
        assert_eq!(message(&a), "Markierung aufgehoben");
        ch(&mut a, 't');
        assert!(
            message(&a).starts_with("Tisch 1 markiert"),
            "{}",
            message(&a)
        );
        let mut a = on(load("muck-article"), Screen::Pairings);
        ch(&mut a, 'x');
        assert_eq!(message(&a), "es gibt keinen Entwurf zum Löschen");
        let mut a = on(load("muck-article"), Screen::Results);
        ch(&mut a, 'v');
        assert!(message(&a).starts_with("Zweiteingabe:"), "{}", message(&a));
        typed(&mut a, "x");
        press(&mut a, KeyCode::Enter);
        // The line parses in German too.
        let said = message(&a);
        assert!(english(&said, &[]).is_empty(), "{said}");
        let mut a = on(load("muck-article"), Screen::Registration);
        ch(&mut a, 'm');
        assert!(
            message(&a).starts_with("das ist schon ein Paar"),
            "{}",
            message(&a)
        );
        // A score typed over another, answered with y: what was saved, in German.
        let (_d, _path, mut a) = writable(load("muck-article"));
        press(&mut a, KeyCode::F(3));
        typed(&mut a, "2 21 4");
        press(&mut a, KeyCode::Enter);
        ch(&mut a, 'y');
        let said = message(&a);
        assert!(said.starts_with("gespeichert: Runde 1, Tisch 2"), "{said}");
        assert!(english(&said, &[]).is_empty(), "{said}");
        // The ? help of the score sheets: the forms a sheet is typed in.
        let mut a = on(load("muck-article"), Screen::Results);
        ch(&mut a, '?');
        let help = render(&a, 80, 24);
        assert!(
            help.contains("Tisch 3: B1 21:4, B2 20:21; Seite A vorn"),
            "{help}"
        );
    });
}

#[test]
fn the_german_check_finds_an_english_word() {
    assert_eq!(english("Runde 1 von 5 · 12 tables", &[]), ["tables"]);
}

#[test]
fn german_snapshots_of_the_main_muck_screens() {
    with_lang(Lang::De, || {
        for name in [
            "article_registration",
            "evening_draw_draft",
            "article_sheets",
            "article_sheets_second",
            "evening_ranking",
            "article_ranking_compare",
        ] {
            let Some((_, make)) = states().into_iter().find(|(n, _)| *n == name) else {
                panic!("no state {name}");
            };
            let a = make();
            for (w, h) in [(80, 24), (120, 40)] {
                insta::assert_snapshot!(format!("de_muck_{name}_{w}x{h}"), render(&a, w, h));
            }
        }
    });
}
