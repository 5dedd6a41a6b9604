//! The desk in German: every shared and Swiss screen rendered in German (`with_lang(De)`) at
//! 80x24 holds no English word ([`turnier::i18n::english_words`]), and insta snapshots of the
//! main Swiss screens in German at 80x24 and 120x40 (German runs longer: nothing cut where
//! there is room). The English snapshots are those of `tests/desk/screens.rs`.
//!
//! Not looked at here, each said where it is skipped: error and refusal texts and the audit
//! log's entries (the `core` area converts those at the same time: the `Rejected` texts, the
//! entries' `what`), and a round's saved pairing warnings (stored in the file in the words the
//! engine wrote them with).

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use std::path::PathBuf;
use turnier::i18n::{Lang, english_words, with_lang};
use turnier::tui::{App, Screen, Session};

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn de<R>(f: impl FnOnce() -> R) -> R {
    with_lang(Lang::De, f)
}

fn small(draft: bool) -> App {
    app(Session::read_only(
        PathBuf::from("test-cup.ron"),
        small_event(draft),
    ))
}

/// `app` on `screen`, its list refreshed as switching by key does.
fn on(mut app: App, screen: Screen) -> App {
    app.screen = screen;
    press(&mut app, KeyCode::Char('§'));
    app.message = None;
    app
}

/// The English words in `text`, leaving out the lines that hold any of `skip` (each caller
/// says why).
fn english(text: &str, skip: &[&str]) -> Vec<String> {
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !skip.iter().any(|s| l.contains(s)))
        .collect();
    english_words(&kept.join("\n"))
}

/// Lines never looked at: a round's saved pairing warnings (the engine's words, kept in the
/// file: `small_event(true)` has one), and the shipped example's players, who are called
/// `Player 001` .. `Player 016` there.
const ALWAYS_SKIPPED: [&str; 2] = ["Warnung:", "Player 0"];

/// Renders `app` in German at 80x24 and asserts no English word outside `skip` lines (and
/// the [`ALWAYS_SKIPPED`] ones).
fn assert_german(what: &str, app: &App, skip: &[&str]) -> String {
    let text = de(|| render(app, 80, 24));
    let skip: Vec<&str> = skip.iter().chain(ALWAYS_SKIPPED.iter()).copied().collect();
    let found = english(&text, &skip);
    assert!(
        found.is_empty(),
        "{what}: English words {found:?} in\n{text}"
    );
    text
}

fn snap_de(prefix: &str, app: &App) {
    for (w, h) in SIZES {
        let text = de(|| render(app, w, h));
        insta::assert_snapshot!(format!("de_{prefix}_{w}x{h}"), text);
    }
}

#[test]
fn the_swiss_screens_speak_german() {
    de(|| {
        for (name, s) in [
            ("registration", Screen::Registration),
            ("pairings", Screen::Pairings),
            ("results", Screen::Results),
            ("standings", Screen::Standings),
            ("audit", Screen::Audit),
        ] {
            let a = on(small(false), s);
            assert_german(name, &a, &[]);
            snap_de(&format!("small_{name}"), &a);
        }
        let a = on(small(true), Screen::Pairings);
        let text = assert_german("draft pairings", &a, &[]);
        assert!(text.contains("ENTWURF"), "{text}");
        assert!(text.contains("Freilos"), "{text}");
        snap_de("small_pairings_draft", &a);
        let a = on(small(true), Screen::Standings);
        assert_german("standings after the draft", &a, &[]);
    });
}

#[test]
fn the_pavia_example_speaks_german() {
    de(|| {
        for (name, s) in [
            ("registration", Screen::Registration),
            ("pairings", Screen::Pairings),
            ("results", Screen::Results),
            ("standings", Screen::Standings),
        ] {
            let a = on(pavia_app(), s);
            assert_german(name, &a, &[]);
        }
        // The audit log: its head, the status line and the footer are the desk's; the
        // entries' texts are the `core` area's (rows start with their number, the detail with
        // `#`), so only the other lines are looked at.
        let a = on(pavia_app(), Screen::Audit);
        let text = de(|| render(&a, 80, 24));
        let desk_lines: Vec<&str> = text
            .lines()
            .enumerate()
            .filter(|(i, _)| *i <= 1 || *i >= 20)
            .map(|(_, l)| l)
            .collect();
        let found = english(&desk_lines.join("\n"), &ALWAYS_SKIPPED);
        assert!(found.is_empty(), "audit: {found:?} in\n{text}");
        assert!(text.contains("Zeit") && text.contains("Runde") && text.contains("Was"));
    });
}

#[test]
fn the_standings_write_decimal_commas_in_german_only() {
    let mut a = on(pavia_app(), Screen::Standings);
    a.lang = Lang::En;
    let en_text = render(&a, 80, 24);
    a.lang = Lang::De;
    let de_text = render(&a, 80, 24);
    // The same percentages: `54.17` in English, `54,17` in German; the heads keep `OMW%`.
    assert!(
        de_text.contains("OMW%") && de_text.contains("Platz"),
        "{de_text}"
    );
    let row = |t: &str| t.lines().nth(3).unwrap_or_default().to_string();
    let en_row = row(&en_text);
    assert!(en_row.contains('.'), "{en_text}");
    assert!(!row(&de_text).contains('.'), "{de_text}");
    let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    assert_eq!(
        words(&row(&de_text).replace(',', ".")),
        words(&en_row),
        "only the commas differ"
    );
}

#[test]
fn popups_and_questions_speak_german() {
    de(|| {
        // The `?` help on the pairings and on the results screen (the score forms too).
        for (name, s) in [
            ("help pairings", Screen::Pairings),
            ("help results", Screen::Results),
        ] {
            let mut a = on(small(true), s);
            ch(&mut a, '?');
            snap_de(&name.replace(' ', "_"), &a);
            let text = assert_german(name, &a, &[]);
            assert!(text.contains("Tasten"), "{text}");
            // Scrolled to the end: the typing keys, the questions, the print dialog and the
            // desk settings (`L`).
            for _ in 0..12 {
                press(&mut a, KeyCode::PageDown);
            }
            assert_german(&format!("{name}, scrolled"), &a, &[]);
        }
        let mut a = on(small(true), Screen::Pairings);
        ch(&mut a, '?');
        let all = de(|| render(&a, 80, 200));
        assert!(all.contains("Einstellungen"), "{all}");
        assert!(all.contains("Leertaste") || all.contains("Entf"), "{all}");

        // Questions: publish, delete the draft, quit with a draft, drop, undo.
        let mut a = on(small(true), Screen::Pairings);
        ch(&mut a, 'P');
        snap_de("confirm_publish", &a);
        let text = assert_german("publish question", &a, &[]);
        assert!(text.contains("veröffentlichen?"), "{text}");
        let mut a = on(small(true), Screen::Pairings);
        ch(&mut a, 'x');
        assert_german("delete question", &a, &[]);
        let mut a = on(small(true), Screen::Pairings);
        ch(&mut a, 'q');
        assert_german("quit question", &a, &[]);
        let mut a = on(small(false), Screen::Registration);
        ch(&mut a, 'd');
        let text = assert_german("drop question", &a, &[]);
        assert!(text.contains("abmelden?"), "{text}");
        // A key the question does not take: the nudge and the keys not taken.
        ch(&mut a, 'z');
        assert_german("question nudge", &a, &[]);
        ch(&mut a, 'n');
        assert_german("question answered", &a, &[]);

        // The print dialog on the pairings (file and printer rows chosen too).
        let mut a = on(small(true), Screen::Pairings);
        ch(&mut a, 'w');
        snap_de("print_dialog", &a);
        // The default file's name is the print area's (`test-cup-pairings-round-3.txt`).
        let text = assert_german("print dialog", &a, &[".txt"]);
        assert!(
            text.contains("Drucken") && text.contains("Paarungen"),
            "{text}"
        );
        for _ in 0..3 {
            press(&mut a, KeyCode::Down);
        }
        press(&mut a, KeyCode::Right);
        assert_german("print dialog, file", &a, &[".txt"]);
        press(&mut a, KeyCode::Right);
        assert_german("print dialog, printer", &a, &[".txt"]);
        press(&mut a, KeyCode::Esc);
        assert_german("print cancelled", &a, &[]);

        // The typed lines: the add line, search, a result.
        let mut a = on(small(false), Screen::Registration);
        ch(&mut a, 'a');
        assert_german("add line", &a, &[]);
        let mut a = on(small(false), Screen::Registration);
        typed(&mut a, "/me mü");
        assert_german("registration search", &a, &[]);
        let mut a = on(small(false), Screen::Results);
        typed(&mut a, "3 2");
        assert_german("result line", &a, &[]);
        // A table number alone selects the table and says what to type.
        let mut a = on(small(false), Screen::Results);
        typed(&mut a, "3");
        press(&mut a, KeyCode::Enter);
        let text = assert_german("table selected", &a, &[]);
        assert!(text.contains("Tisch 3 gewählt"), "{text}");
    });
}

#[test]
fn the_desk_settings_popup_speaks_both_languages() {
    de(|| {
        let mut a = on(small(false), Screen::Registration);
        press(&mut a, KeyCode::F(6));
        snap_de("desk_settings", &a);
        let text = assert_german("desk settings", &a, &["Sprache / Language"]);
        assert!(
            text.contains("[Deutsch]") && text.contains("English"),
            "{text}"
        );
        assert!(text.contains("Einstellungen"), "{text}");
        // → English: the popup and the screen behind it in English at once, the event
        // untouched; ← back to German.
        let before = a.session.as_ref().map(|s| s.tournament().clone());
        press(&mut a, KeyCode::Right);
        assert_eq!(a.lang, Lang::En);
        let text = render(&a, 80, 24);
        assert!(
            text.contains("Desk settings") && text.contains("[English]"),
            "{text}"
        );
        assert!(text.contains("Registration"), "{text}");
        assert_eq!(a.session.as_ref().map(|s| s.tournament().clone()), before);
        press(&mut a, KeyCode::Left);
        assert_eq!(a.lang, Lang::De);
        press(&mut a, KeyCode::Esc);
        assert!(a.popup.is_none());
        assert!(render(&a, 80, 24).contains("Anmeldung"));
        // `L` opens it too; the footer of the help names it.
        ch(&mut a, 'L');
        assert!(matches!(
            a.popup,
            Some(turnier::tui::app::Popup::Settings(_))
        ));
    });
}

#[test]
fn the_picker_and_the_new_event_form_speak_german() {
    de(|| {
        let dir = PathBuf::from("target/desk-picker-german");
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        for (file, t) in [
            ("test-cup.ron", small_event(false)),
            ("test-cup-entwurf.ron", small_event(true)),
        ] {
            let path = dir.join(file);
            turnier::store::save_new(&path, &t).expect("save");
            // A fixed time, so that the list's dates do not follow the clock.
            let when = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_740_000_000);
            std::fs::File::options()
                .write(true)
                .open(&path)
                .and_then(|f| f.set_modified(when))
                .expect("mtime");
        }
        // A file that cannot be read: its row says why in the store's words (the `core`
        // area's), so that row is left out.
        std::fs::write(dir.join("kaputt.ron"), "(schema: 1, name: ").expect("write");
        let mut a = App::picker(dir.clone());
        a.theme = turnier::tui::theme::Theme::plain();
        let text = assert_german("picker", &a, &["kaputt.ron", "nicht lesbar"]);
        assert!(
            text.contains("Turnier") && text.contains("Schweizer"),
            "{text}"
        );
        let wide = de(|| render(&a, 120, 40));
        let found = english(&wide, &["kaputt.ron", "nicht lesbar", "Warnung:"]);
        assert!(found.is_empty(), "{found:?} in\n{wide}");

        // The new-event form, on every row (the about line changes with it).
        ch(&mut a, 'n');
        snap_de("new_event_swiss", &a);
        let text = assert_german("new event", &a, &[]);
        assert!(text.contains("Neues Turnier"), "{text}");
        for row in 0..8 {
            press(&mut a, KeyCode::Down);
            assert_german(&format!("new event, row {row}"), &a, &[]);
        }
        press(&mut a, KeyCode::Esc);
        assert_german("new event cancelled", &a, &[]);
        // The Muck evening's form (`M`): its settings rows.
        ch(&mut a, 'M');
        snap_de("new_event_muck", &a);
        for row in 0..8 {
            assert_german(&format!("new Muck evening, row {row}"), &a, &[]);
            press(&mut a, KeyCode::Down);
        }
        let _ = std::fs::remove_dir_all(&dir);
    });
}

/// The English screens are unchanged by the German texts beside them: one screen per kind,
/// spot-checked against words the English snapshots have.
#[test]
fn english_stays_english() {
    with_lang(Lang::En, || {
        let a = on(small(true), Screen::Pairings);
        let text = render(&a, 80, 24);
        assert!(text.contains("Round 3 DRAFT"), "{text}");
        assert!(text.contains("P:publish ?:help"), "{text}");
        let a = on(small(false), Screen::Standings);
        let text = render(&a, 80, 24);
        assert!(text.contains("Rank") && text.contains("Sep. by"), "{text}");
    });
}

#[test]
fn the_print_language_row_saves_the_events_print_language() {
    let (_d, path, mut a) = writable(small_event(false));
    a.lang = Lang::En;
    press(&mut a, KeyCode::F(6));
    let text = render(&a, 80, 24);
    assert!(
        text.contains("Print language") && text.contains("[as the desk]"),
        "{text}"
    );
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Right);
    let t = turnier::store::load(&path).expect("saved");
    assert_eq!(t.print_language, Some(Lang::De), "saved with the event");
    let text = render(&a, 80, 24);
    assert!(text.contains("[Deutsch]"), "{text}");
    // The desk stays English; the event's documents print in German.
    assert_eq!(a.lang, Lang::En);
    let doc = turnier::print::build(&t, turnier::print::DocumentKind::Standings, None)
        .expect("standings");
    let page = turnier::print::render(&doc, turnier::print::Format::Text);
    assert!(page.contains("Tabelle"), "{page}");
    // → English, → as the desk again.
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Right);
    let t = turnier::store::load(&path).expect("saved");
    assert_eq!(t.print_language, None);
    press(&mut a, KeyCode::Esc);
    assert!(a.popup.is_none());
}

#[test]
fn j_for_ja_answers_a_question_yes() {
    let (_d, path, mut a) = writable(small_event(true));
    a.lang = Lang::De;
    a.screen = Screen::Pairings;
    press(&mut a, KeyCode::Char('§'));
    ch(&mut a, 'P');
    assert!(
        matches!(a.popup, Some(turnier::tui::app::Popup::Confirm(_))),
        "publish asks first"
    );
    ch(&mut a, 'j');
    assert!(a.popup.is_none());
    let t = turnier::store::load(&path).expect("saved");
    let published = t.swiss().is_some_and(|g| {
        g.rounds
            .iter()
            .all(|r| r.state != turnier::game::RoundState::Draft)
    });
    assert!(published, "j published the draft");
}
