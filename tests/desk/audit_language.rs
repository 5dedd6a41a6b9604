//! The desk's Protokoll shows the audit entries in the language in force (80x24, the shipped
//! Muck article evening, whose entries carry their language-neutral text), and the entries of
//! an old save in their stored words.

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::{app, press, render};
use std::path::PathBuf;
use turnier::i18n::Lang;
use turnier::tui::{App, Screen, Session};

fn audit_screen(path: &str) -> App {
    let path = PathBuf::from(path);
    let t = turnier::store::load(&path).expect("save loads");
    let mut a = app(Session::read_only(path, t));
    a.screen = Screen::Audit;
    press(&mut a, KeyCode::Char('§'));
    a.message = None;
    a
}

#[test]
fn the_protokoll_shows_the_entries_in_german() {
    let mut a = audit_screen("saves/muck-article.ron");
    // The desk renders in its own language (App::lang), whatever the thread's.
    a.lang = Lang::De;
    let de = render(&a, 80, 24);
    assert!(de.contains("angemeldet: 6 Paare"), "{de}");
    assert!(de.contains("Runde 1 importiert: 3 Tische"), "{de}");
    assert!(!de.contains("register 6 pair(s)"), "{de}");
    a.lang = Lang::En;
    let en = render(&a, 80, 24);
    assert!(en.contains("register 6 pair(s)"), "{en}");
    assert!(en.contains("import round 1: 3 table(s)"), "{en}");
}

#[test]
fn an_old_save_shows_its_stored_words_in_every_language() {
    // Written before the entries carried a language-neutral text.
    let mut a = audit_screen("tests/fixtures/saves-schema-2/muck-article.ron");
    a.lang = Lang::De;
    let de = render(&a, 80, 24);
    assert!(de.contains("register 6 pair(s)"), "{de}");
    // The screen around the stored words is German.
    assert!(de.contains("Protokoll"), "{de}");
}
