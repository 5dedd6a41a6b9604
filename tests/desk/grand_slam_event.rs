//! A Grand Slam game at the desk with synthetic keys at 80x24: an entry typed on the round
//! screen (rule 10's correction shown as typed, then saved through the command), the round
//! played after a question, its bracket and a match set by set, the WRL; `turnier print`
//! documents from the event; every Grand Slam key dispatches.

use crate::common;
use crate::desk_support;
use crate::german_support;
use crate::grand_slam_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::game::{Event, Game, GameKind};
use turnier::i18n::{Lang, with_lang};
use turnier::print::{DocumentKind, Format};
use turnier::tui::app::Popup;
use turnier::tui::game::grand_slam::keys;
use turnier::tui::keymap;
use turnier::tui::{App, Screen};

/// The test game (rounds 1 and 2 played, round 3 offered) as an event: player `i` is
/// participant `i + 1` with the same name.
fn event() -> Event {
    grand_slam_support::event(clock())
}

fn go(a: &mut App, s: Screen) {
    let n = Screen::DESK_EXTRA
        .iter()
        .position(|x| *x == s)
        .expect("desk")
        + 1;
    press(a, KeyCode::Char(char::from(b'0' + n as u8)));
    assert_eq!(a.screen, s);
}

fn game(a: &App) -> turnier::grand_slam::GrandSlamGame {
    a.session
        .as_ref()
        .and_then(|s| s.tournament().grand_slam().cloned())
        .expect("a grand slam game")
}

#[test]
fn an_entry_typed_then_the_round_played_its_bracket_a_match_and_the_wrl() {
    let (_d, path, mut a) = writable(event());
    go(&mut a, Screen::Pairings);
    insta::assert_snapshot!("gs_desk_round_80x24", render(&a, 80, 24));
    // Type an entry: rule 10's correction shows before Enter.
    ch(&mut a, 'a');
    typed(&mut a, "dar, wi, 50,25,20,12,5");
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Dario Rossi in Wien: plays 40-25-20-12-5, corrected by rule 10"),
        "{screen}"
    );
    insta::assert_snapshot!("gs_desk_entry_typed_80x24", screen);
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    let g = game(&a);
    let e = g.rounds[2]
        .entries
        .iter()
        .find(|e| e.player == 3)
        .expect("Dario's entry saved");
    assert_eq!((e.tournament, e.distribution.0), (1, [40, 25, 20, 12, 5]));
    assert!(e.correction.is_some());
    // A refused entry stays in the line, the faults named.
    typed(&mut a, "kai, 1, 60,20,20,0,3");
    assert!(render(&a, 80, 24).contains("refused, Kai Lorenz (strength 102): a set below 1"));
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    press(&mut a, KeyCode::Esc);
    press(&mut a, KeyCode::Esc);
    // The offer.
    ch(&mut a, 'o');
    assert!(render(&a, 80, 24).contains("Offer round 3: 2 tournaments"));
    ch(&mut a, 'o');
    // Play the round after a question.
    ch(&mut a, 'P');
    assert!(matches!(a.popup, Some(Popup::Confirm(_))));
    let q = render(&a, 80, 24);
    assert!(q.contains("Draw and play round 3?"), "{q}");
    ch(&mut a, 'y');
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(a.screen, Screen::Results);
    let g = game(&a);
    let played = g.rounds[2].played.as_ref().expect("round 3 played");
    // The desk played what the engine plays from the event's seed.
    let mut before = grand_slam_support::game();
    before.rounds[2] = g.rounds[2].clone();
    before.rounds[2].played = None;
    assert_eq!(
        before.play_round(grand_slam_support::SEED).as_ref(),
        Some(played)
    );
    let bracket = render(&a, 80, 24);
    assert!(
        bracket.contains("Round 3 · tournament 1/2: Paris"),
        "{bracket}"
    );
    insta::assert_snapshot!("gs_desk_bracket_80x24", bracket);
    // Enter: the selected match set by set; Esc back.
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Enter);
    let detail = render(&a, 80, 24);
    assert!(detail.contains("Paris, Quarter-final:"), "{detail}");
    insta::assert_snapshot!("gs_desk_match_80x24", detail);
    press(&mut a, KeyCode::Esc);
    assert!(render(&a, 80, 24).contains("Round 3 · tournament 1/2"));
    // l: the draw lot by lot; l again back.
    ch(&mut a, 'l');
    assert!(render(&a, 80, 24).contains("The draw of 8 (5.1, R-G10)"));
    ch(&mut a, 'l');
    // t: Wien; [: round 2.
    ch(&mut a, 't');
    assert!(render(&a, 80, 24).contains("tournament 2/2: Wien"));
    ch(&mut a, '[');
    assert!(render(&a, 80, 24).contains("Round 2 · tournament 2/2: Wien"));
    // The WRL after round 3.
    go(&mut a, Screen::Standings);
    let wrl = render(&a, 80, 24);
    assert!(wrl.contains("WRL · after round 3"), "{wrl}");
    insta::assert_snapshot!("gs_desk_wrl_80x24", wrl);
    // n opens round 4; it is saved.
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'n');
    assert!(!is_error(&a), "{}", message(&a));
    let saved = turnier::store::load(&path).expect("saved");
    assert_eq!(saved.grand_slam().map(|g| g.rounds.len()), Some(4));
}

#[test]
fn the_desk_reads_german() {
    let (_d, _p, mut a) = writable(event());
    // The desk's language is its own (`App::lang`): every key and frame runs in it.
    a.lang = Lang::De;
    with_lang(Lang::De, || {
        for s in [
            Screen::Registration,
            Screen::Pairings,
            Screen::Results,
            Screen::Standings,
        ] {
            go(&mut a, s);
            let text = render(&a, 80, 24);
            german_support::german(&format!("{s:?}"), &text);
            insta::assert_snapshot!(format!("gs_desk_de_{s:?}_80x24"), text);
        }
        go(&mut a, Screen::Pairings);
        ch(&mut a, 'a');
        typed(&mut a, "dar, wi, 50,25,20,12,5");
        let text = render(&a, 80, 24);
        assert!(
            text.contains("korrigiert nach Regel 10 (zu viele:"),
            "{text}"
        );
        german_support::german("typed", &text);
    });
}

#[test]
fn print_builds_the_grand_slam_documents_from_the_event() {
    let t = event();
    assert_eq!(
        DocumentKind::allowed(&t),
        &[
            DocumentKind::Round,
            DocumentKind::Standings,
            DocumentKind::Masters,
            DocumentKind::Certificates
        ]
    );
    // No Masters in this game (two rounds played): print says when it comes.
    assert!(matches!(
        turnier::print::build(&t, DocumentKind::Masters, None),
        Err(turnier::print::PrintError::NoMasters)
    ));
    let round = turnier::print::build(&t, DocumentKind::Round, None).expect("round 2");
    assert_eq!(round.title, "Results round 2");
    let text = turnier::print::render(&round, Format::Text);
    assert!(
        text.starts_with("Ewiges Tennis – Results round 2\n"),
        "{text}"
    );
    let wrl = turnier::print::build(&t, DocumentKind::Standings, None).expect("wrl");
    assert!(turnier::print::render(&wrl, Format::Markdown).contains("Lena Wolf"));
    assert!(matches!(
        turnier::print::build(&t, DocumentKind::Pairings, None),
        Err(turnier::print::PrintError::WrongSystem { .. })
    ));
}

#[test]
fn every_grand_slam_binding_dispatches_without_panic_in_its_context() {
    let mut seen = 0;
    for b in keymap::bindings() {
        let screen = match b.context {
            keys::PLAYERS => Screen::Registration,
            keys::ROUND | keys::OFFER => Screen::Pairings,
            keys::BRACKET => Screen::Results,
            keys::WRL => Screen::Standings,
            keys::MASTERS => Screen::Extra,
            _ => continue,
        };
        for k in b.keys {
            let (_d, _p, mut a) = writable(event());
            go(&mut a, screen);
            if b.context == keys::OFFER {
                ch(&mut a, 'o');
            }
            assert_eq!(a.contexts().first(), Some(&b.context));
            press(&mut a, *k);
            let _ = render(&a, 80, 24);
            seen += 1;
        }
    }
    assert!(seen >= 21, "{seen}");
}

#[test]
fn turnier_print_writes_the_round_and_the_wrl_in_every_format() {
    let d = common::Desk::new();
    turnier::store::save_new(&d.path("tennis.ron"), &event()).expect("save");
    let text = d.ok(&["print", "tennis", "round"]);
    assert!(
        text.starts_with("Ewiges Tennis – Results round 2\n"),
        "{text}"
    );
    assert!(text.contains("Paris: draw of 8, 6 entered, 3 stars; winner Lena Wolf"));
    let first = d.ok(&[
        "print", "tennis", "round", "--round", "1", "--format", "bbcode",
    ]);
    assert!(
        first.starts_with("[b]Ewiges Tennis – Results round 1[/b]\n"),
        "{first}"
    );
    let md = d.ok(&["print", "tennis", "standings", "--format", "markdown"]);
    assert!(
        md.starts_with("**Ewiges Tennis – WRL**\n\nafter round 2\n"),
        "{md}"
    );
    let file = d.path("wrl.html");
    d.ok(&[
        "print",
        "tennis",
        "standings",
        "--format",
        "html",
        "--output",
        file.to_str().expect("utf8"),
    ]);
    let html = std::fs::read_to_string(&file).expect("written");
    assert!(html.contains("<bdi>Lena Wolf</bdi>"), "{html}");
    let Err(e) = d.run(&["print", "tennis", "round", "--round", "3"]) else {
        panic!("round 3 is not played")
    };
    assert!(e.to_string().contains('3'), "{e}");
}

#[test]
fn w_offers_the_round_s_results_of_the_last_played_round_and_the_wrl() {
    for (screen, kind) in [
        (Screen::Results, DocumentKind::Round),
        (Screen::Pairings, DocumentKind::Round),
        (Screen::Standings, DocumentKind::Standings),
        (Screen::Registration, DocumentKind::Standings),
    ] {
        let (_d, _p, mut a) = writable(event());
        go(&mut a, screen);
        ch(&mut a, 'w');
        let Some(Popup::Print(d)) = &a.popup else {
            panic!("the print dialog on {screen:?}")
        };
        assert_eq!(d.document, kind, "{screen:?}");
        if kind.is_per_round() {
            // Round 3 is being prepared: the last played round is printed.
            assert_eq!(d.round, Some(2), "{screen:?}");
        } else {
            assert_eq!(d.round, None);
        }
    }
}

/// The new-event form offers Grand Slam as its fifth system: its system row shows a window of
/// the five around the chosen one at 80 columns, in German too, and Enter makes a Grand Slam
/// game.
#[test]
fn the_new_event_form_offers_grand_slam() {
    let dir = tempfile::tempdir().expect("tmp");
    let mut a = App::picker(dir.path().to_path_buf());
    a.clock = clock;
    a.theme = turnier::tui::theme::Theme::plain();
    ch(&mut a, 'n');
    typed(&mut a, "Ewig");
    press(&mut a, KeyCode::Down);
    // Swiss, Muck, Turnierfußball, Deich, Grand Slam: as many steps to the right as Grand
    // Slam's place in the list (a system added after it does not move it).
    let at = GameKind::ALL
        .iter()
        .position(|k| *k == GameKind::GrandSlam)
        .expect("offered");
    let after = GameKind::ALL.len() - at;
    for _ in 0..at {
        press(&mut a, KeyCode::Right);
    }
    let screen = render(&a, 80, 24);
    assert!(screen.contains("[Grand Slam]"), "{screen}");
    assert!(
        screen.contains('‹'),
        "the window marks choices cut off: {screen}"
    );
    // The desk's language is its own (`App::lang`).
    a.lang = Lang::De;
    let de = with_lang(Lang::De, || render(&a, 80, 24));
    assert!(de.contains("[Grand Slam]"), "{de}");
    // Right from the last choice wraps to the first, shown at the start of the row.
    for _ in 0..after {
        press(&mut a, KeyCode::Right);
    }
    let de = with_lang(Lang::De, || render(&a, 80, 24));
    assert!(de.contains("[Schweizer System]"), "{de}");
    assert!(de.contains('›'), "{de}");
    for _ in 0..after {
        press(&mut a, KeyCode::Left);
    }
    press(&mut a, KeyCode::Enter);
    let t = a
        .session
        .as_ref()
        .map(|s| s.tournament().clone())
        .expect("created");
    assert!(matches!(t.game, Game::GrandSlam(_)), "{:?}", t.game.kind());
}
