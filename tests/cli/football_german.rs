//! A Turnierfußball series in German: every Turnierfußball screen, line, question and message,
//! and every Turnierfußball document in every format, in German with no English word
//! (`turnier::i18n::english_words`); the same flow as `tests/desk/football.rs`, then the
//! shipped series.

use crate::desk_support;
use crate::german_support;

use crossterm::event::KeyCode;
use desk_support::*;
use german_support::{german, german_document, visible};
use turnier::football::{FootballGame, FootballSettings};
use turnier::game::{Event, Game, RoundNo};
use turnier::i18n::{Lang, english_words, with_lang};
use turnier::print::{self, DocumentKind};
use turnier::tui::{App, Screen};

/// The message the engine gave (an audit entry after `saved:`, or a refusal) is German.
fn engine_message(a: &App, what: &str) {
    assert!(
        a.message.is_some(),
        "{what}: an engine message was expected"
    );
    german(what, &message(a));
}

fn go(a: &mut App, s: Screen) {
    let n = Screen::DESK.iter().position(|x| *x == s).expect("desk") + 1;
    press(a, KeyCode::F(n as u8));
    assert_eq!(a.screen, s, "{}", message(a));
}

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

#[test]
fn a_round_of_turnierfussball_in_german_from_the_lineups_to_the_ranking_list() {
    with_lang(Lang::De, || {
        let (_d, _path, mut a) = writable(series());
        go(&mut a, Screen::Registration);
        let screen = render(&a, 80, 24);
        assert!(screen.contains("Noch keine Aufstellung"), "{screen}");
        german("no lineup yet", &screen);
        ch(&mut a, 'a');
        german("the lineup line", &render(&a, 80, 24));
        typed(&mut a, "Eagles, Anna, 10-5-40-40-40, 80");
        let screen = render(&a, 80, 24);
        assert!(
            screen.contains("spielt als 4-2-16-16-16 bei 60 WP: über Budget (150 WP)"),
            "{screen}"
        );
        german("the correction as typed", &screen);
        press(&mut a, KeyCode::Enter);
        assert!(!is_error(&a), "{}", message(&a));
        engine_message(&a, "the engine's message");
        typed(&mut a, "Owls, Bert, 5-5-10-10-10, 120");
        german("a lineup as typed", &render(&a, 80, 24));
        press(&mut a, KeyCode::Enter);
        engine_message(&a, "the engine's message");
        // Every refusal of the line, as typed and after Enter.
        // (the line, whether Enter meets the engine's refusal rather than the desk's own)
        for (bad, engine) in [
            ("Hawks", false),
            ("Hawks, Carl", false),
            ("Hawks, Carl, 2-2-10-x-10", false),
            ("Hawks, Carl, 2-2-10", false),
            ("Hawks, Carl, 2-2-10--1-10", false),
            ("Hawks, Carl, 2-2-10-10-10, zehn", false),
            ("Hawks, Carl, 2-2-10-10-10, 80, 1", false),
            ("Hawks, Carl, 2-2-10-10-10, anti", true),
        ] {
            typed(&mut a, bad);
            let screen = render(&a, 80, 24);
            german(&format!("{bad:?} as typed"), &screen);
            press(&mut a, KeyCode::Enter);
            assert!(is_error(&a), "{bad:?}: {}", message(&a));
            if engine {
                engine_message(&a, "the engine's message");
            } else {
                german(&format!("{bad:?} after Enter"), &message(&a));
            }
            for _ in 0..bad.chars().count() {
                press(&mut a, KeyCode::Backspace);
            }
        }
        // A wish outside 10..300 is taken and ignored with a note, the lineup counts (R-F7).
        typed(&mut a, "Hawks, Carl, 2-2-10-10-10, 5");
        let screen = render(&a, 80, 24);
        assert!(
            screen.contains("Wunsch 5 WP wird nicht beachtet"),
            "{screen}"
        );
        german("a wish to be ignored as typed", &screen);
        press(&mut a, KeyCode::Enter);
        assert!(!is_error(&a), "{}", message(&a));
        engine_message(&a, "the engine's message");
        assert!(
            message(&a).contains("Wunsch 5 nicht beachtet (erlaubt: 10..300; R-F7)"),
            "{}",
            message(&a)
        );
        typed(&mut a, "Hawks, Carl, 2-2-10-x-10");
        assert!(
            render(&a, 80, 24).contains("Aufstellung: M ist keine Zahl"),
            "{}",
            render(&a, 80, 24)
        );
        for _ in 0..4 {
            press(&mut a, KeyCode::Backspace);
        }
        typed(&mut a, "10-10");
        press(&mut a, KeyCode::Enter);
        engine_message(&a, "the engine's message");
        press(&mut a, KeyCode::Esc);
        let screen = render(&a, 80, 24);
        assert!(
            screen.contains(
                "Runde 1 · kein ZAT (Z setzt ihn) · 60 WP (aus den Einstellungen) · 3 Teams"
            ),
            "{screen}"
        );
        assert!(screen.contains("Wunsch"), "the last column fits: {screen}");
        german("three lineups", &screen);
        press(&mut a, KeyCode::Down);
        german("a team that plays as submitted", &render(&a, 80, 24));
        ch(&mut a, '?');
        german("the help", &render(&a, 80, 24));
        press(&mut a, KeyCode::Esc);

        // The WP and the ZAT lines, and the question before a new WP.
        ch(&mut a, 'W');
        german("the WP line", &render(&a, 80, 24));
        for _ in 0..2 {
            press(&mut a, KeyCode::Backspace);
        }
        german("the WP line, empty", &render(&a, 80, 24));
        typed(&mut a, "x");
        german("a WP that is no number", &render(&a, 80, 24));
        press(&mut a, KeyCode::Enter);
        german("a WP that is no number, after Enter", &message(&a));
        press(&mut a, KeyCode::Backspace);
        typed(&mut a, "60");
        press(&mut a, KeyCode::Enter);
        german("the WP unchanged", &message(&a));
        ch(&mut a, 'W');
        for _ in 0..2 {
            press(&mut a, KeyCode::Backspace);
        }
        typed(&mut a, "50");
        german("what a new WP does", &render(&a, 80, 24));
        press(&mut a, KeyCode::Enter);
        let q = render(&a, 80, 24);
        assert!(q.contains("Runde 1 auf 50 WP setzen (jetzt 60)?"), "{q}");
        german("the WP question", &q);
        ch(&mut a, 'n');
        ch(&mut a, 'Z');
        german("the ZAT line", &render(&a, 80, 24));
        typed(&mut a, "ZAT 12");
        press(&mut a, KeyCode::Enter);
        engine_message(&a, "the engine's message");
        let screen = render(&a, 80, 24);
        assert!(screen.contains("Runde 1 · ZAT 12 · 60 WP"), "{screen}");
        german("the lineups with a ZAT", &screen);

        // The evaluation: asks, then the table.
        ch(&mut a, 'E');
        let q = render(&a, 80, 24);
        assert!(q.contains("Runde 1 auswerten (3 Teams)?"), "{q}");
        german("the evaluation question", &q);
        ch(&mut a, 'y');
        assert_eq!(a.screen, Screen::Results, "{}", message(&a));
        engine_message(&a, "the engine's message");
        let table = render(&a, 80, 24);
        assert!(
            table.contains("Runde 1 · ZAT 12 · 60 WP · ausgewertet"),
            "{table}"
        );
        assert!(
            table.contains("nächstes: 80 WP (Wunsch von Platz 1)"),
            "{table}"
        );
        assert!(table.contains("Anti-Turnier folgt"), "{table}");
        german("the table", &table);
        ch(&mut a, 'v');
        german("no anti-tournament in round 1", &message(&a));
        ch(&mut a, ']');
        german("the next round shown", &message(&a));
        let table = render(&a, 80, 24);
        assert!(table.contains("vorläufig"), "{table}");
        german("the open round's table", &table);
        ch(&mut a, 'v');
        german("the open round's anti-tournament", &render(&a, 80, 24));
        ch(&mut a, 'v');
        ch(&mut a, '[');
        german("the table at 120x40", &render(&a, 120, 40));

        go(&mut a, Screen::Pairings);
        let matrix = render(&a, 80, 24);
        assert!(matrix.contains("Chancen"), "{matrix}");
        assert!(matrix.contains(" Pkt"), "{matrix}");
        german("the match matrix", &matrix);
        german("the match matrix at 120x40", &render(&a, 120, 40));

        go(&mut a, Screen::Standings);
        let ranking = render(&a, 80, 24);
        assert!(ranking.contains("1000,0"), "{ranking}");
        assert!(ranking.contains("Nach Runde 1"), "{ranking}");
        german("the ranking list", &ranking);

        go(&mut a, Screen::Registration);
        let screen = render(&a, 80, 24);
        assert!(screen.contains("· anti 60 WP"), "{screen}");
        german("the lineups of round 2, with an anti-tournament", &screen);
        let screen = render(&a, 120, 40);
        assert!(screen.contains("· Anti-Turnier 60 WP"), "{screen}");
        german("the lineups of round 2 at 120x40", &screen);
        ch(&mut a, 'a');
        german("the lineup line with anti", &render(&a, 80, 24));
        press(&mut a, KeyCode::Esc);
        ch(&mut a, 'x');
        german("withdraw, nothing selected", &message(&a));
        ch(&mut a, 'E');
        german("evaluate without a lineup", &message(&a));
    });
}

/// The shipped series: its four screens at 80x24 and 120x40 (corrections, anti-tournament),
/// and every Turnierfußball document in every format.
#[test]
fn the_shipped_series_and_every_document_in_german() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/football-series.ron");
    let t = turnier::store::load(&path).expect("shipped series");
    with_lang(Lang::De, || {
        let (_d, _p, mut a) = writable(t.clone());
        for s in [
            Screen::Registration,
            Screen::Pairings,
            Screen::Results,
            Screen::Standings,
        ] {
            go(&mut a, s);
            for (w, h) in [(80, 24), (120, 40)] {
                let screen = render(&a, w, h);
                german(&format!("{s:?} at {w}x{h}"), &screen);
                // The screen's own rows in German, without the shared frame (tab bar, status,
                // message and footer rows), which changes when the shared desk is merged.
                let rows: Vec<&str> = screen.lines().collect();
                insta::assert_snapshot!(
                    format!("football_{s:?}_{w}x{h}").to_lowercase(),
                    rows[1..rows.len() - 3].join("\n")
                );
                // Nothing of the screen's own rows cut (the status line shortens the event's
                // name and the matrix its opponents' names by design, in English too).
                let rows: Vec<&str> = screen.lines().collect();
                let own = &rows[1..rows.len() - 3];
                assert!(
                    s == Screen::Pairings || own.iter().all(|r| !r.contains('…')),
                    "nothing cut: {screen}"
                );
            }
        }
        go(&mut a, Screen::Results);
        let table = render(&a, 80, 24);
        assert!(
            table.contains(
                "1 Kickers Konrad (Konrad)        1-4-31-39-40         25,802   37,395 1000,0"
            ),
            "{table}"
        );
        ch(&mut a, 'v');
        german("the anti-tournament table", &render(&a, 80, 24));
        go(&mut a, Screen::Standings);
        let ranking = render(&a, 80, 24);
        assert!(ranking.contains("3328,3"), "{ranking}");

        let last = t.football().expect("football").rounds.len() as u32;
        for kind in DocumentKind::for_system(t.kind()) {
            for round in [None, Some(RoundNo(3)), Some(RoundNo(last))] {
                let Ok(doc) = print::build(&t, *kind, round) else {
                    continue;
                };
                for format in kind.formats() {
                    let text = print::render(&doc, *format);
                    german_document(&format!("{kind:?} {round:?} as {format:?}"), &text);
                }
            }
        }
        let doc = print::build(&t, DocumentKind::Table, Some(RoundNo(3))).expect("table");
        let text = print::render(&doc, print::Format::Text);
        // R-F7: Konrad's wish (150, sent with Konrads Kalle) counts for Kickers Konrad, the
        // winner of round 3.
        assert!(
            text.contains("Nächstes Turnier: 150 WP, der Wunsch von Konrad (Platz 1)."),
            "{text}"
        );
        assert!(text.contains("25,802"), "{text}");
        let html = visible(&print::render(&doc, print::Format::Html));
        assert!(
            html.contains("Tabelle") && html.contains("Nächstes Turnier: 150 WP"),
            "{html}"
        );
        let doc = print::build(&t, DocumentKind::AntiTable, Some(RoundNo(3))).expect("anti");
        assert_eq!(doc.title, "Tabelle des Anti-Turniers");
        let doc = print::build(&t, DocumentKind::RankingList, None).expect("ranking");
        assert!(
            doc.notes.iter().all(|n| english_words(n).is_empty()),
            "{:?}",
            doc.notes
        );
    });
}

#[test]
fn the_german_check_finds_english() {
    // The checks above would pass on anything if english_words found nothing.
    let found = english_words(" Round 1 · no ZAT (Z sets it) · 60 WP (from the settings)");
    assert!(found.contains(&"Round".to_string()), "{found:?}");
    assert!(found.contains(&"the".to_string()), "{found:?}");
}
