//! The printed documents in German: every Swiss document in German (text, HTML, BBCode,
//! Markdown) without an English word, the shared frame (pages, slips, score sheets, table
//! cards, the HTML `lang`) in German, and the event's print language winning over the
//! language of the desk or the command line.

use crate::german_support;

use german_support::visible;
use std::path::{Path, PathBuf};
use std::process::Command as Process;
use turnier::game::{Command, Event, apply};
use turnier::i18n::{Lang, english_words, with_lang};
use turnier::print::{self, DocumentKind, Format};
use turnier::store;

const SWISS_SAVES: [&str; 3] = ["liga-gaucha-pauper-2024-e4", "pavia12", "pavia13"];

fn load(stem: &str) -> Event {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(format!("{stem}.ron"));
    store::load(&path).expect("shipped save loads")
}

/// The document's text with the event's and the players' names left out: they are names,
/// not words of the program (a player may be called `Will`).
fn words_of(t: &Event, text: &str) -> Vec<String> {
    let mut text = text.replace(&t.name, " ");
    for p in &t.registry.participants {
        text = text.replace(&p.name, " ");
    }
    // The Liga Gaúcha save names its players `Player 001` …; a shortened name (`Player 0…`)
    // is no longer the whole name above.
    text = text.replace("Player ", " ");
    english_words(&text)
}

fn too_wide(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| turnier::print::display_width(l.trim_start_matches('\u{c}')) > 80)
        .collect()
}

#[test]
fn every_swiss_document_in_every_format_is_german() {
    for stem in SWISS_SAVES {
        let t = load(stem);
        for kind in DocumentKind::allowed(&t) {
            for format in kind.formats() {
                let out = with_lang(Lang::De, || {
                    let doc = print::build(&t, *kind, None).expect("document builds");
                    print::render(&doc, *format)
                });
                let out = visible(&out.replace(&with_lang(Lang::De, print::html::stylesheet), ""));
                let words = words_of(&t, &out);
                assert!(
                    words.is_empty(),
                    "{stem} {kind} {format:?}: {words:?}\n{out}"
                );
            }
        }
    }
}

#[test]
fn the_german_frame_has_german_pages_slips_and_percentages() {
    let t = load("pavia12");
    let de = |kind, format| {
        with_lang(Lang::De, || {
            print::render(&print::build(&t, kind, None).expect("builds"), format)
        })
    };
    let standings = de(DocumentKind::Standings, Format::Text);
    assert!(standings.contains("Tabelle"), "{standings}");
    assert!(standings.contains("Seite 1 von "), "{standings}");
    assert!(standings.contains("Platz") && standings.contains("Bilanz"));
    // Percentages with a decimal comma (`70,83`), bare under their `%` headers as in English.
    let chars: Vec<char> = standings.chars().collect();
    let comma = chars.windows(4).any(|w| {
        w[0].is_ascii_digit() && w[1] == ',' && w[2].is_ascii_digit() && w[3].is_ascii_digit()
    });
    assert!(comma, "{standings}");
    assert!(!standings.contains(".00"), "{standings}");
    let slips = de(DocumentKind::Slips, Format::Text);
    assert!(slips.contains("-- hier abschneiden ---"), "{slips}");
    assert!(slips.contains("Runde ") && slips.contains("Tisch ") && slips.contains("Pkt.)"));
    assert_eq!(too_wide(&slips), Vec::<&str>::new());
    let html = de(DocumentKind::Slips, Format::Html);
    assert!(html.contains("lang=\"de\""));
    assert!(html.contains("<th>Siege</th><th>Niederlagen</th>"));
    let english = print::render(
        &print::build(&t, DocumentKind::Slips, None).expect("builds"),
        Format::Html,
    );
    assert!(english.contains("lang=\"en\"") && english.contains("<th>Games won</th>"));
}

#[test]
fn the_muck_frame_is_german_too() {
    let t = load("muck-article");
    let de = |kind, format| {
        with_lang(Lang::De, || {
            print::render(&print::build(&t, kind, None).expect("builds"), format)
        })
    };
    let sheets = de(DocumentKind::ScoreSheets, Format::Text);
    assert!(sheets.contains("Spielstandzettel   Runde "), "{sheets}");
    assert!(sheets.contains("Ein Bobbl geht bis 21 Punkte"), "{sheets}");
    assert!(
        sheets.contains("Spiel ") && sheets.contains("Sieg "),
        "{sheets}"
    );
    assert_eq!(too_wide(&sheets), Vec::<&str>::new());
    let cards = de(DocumentKind::TableCards, Format::Text);
    assert!(cards.contains("TISCH") && !cards.contains("TABLE"));
    let html = de(DocumentKind::ScoreSheets, Format::Html);
    assert!(
        html.contains("Seite A") && html.contains(">Spiel</th>"),
        "{html}"
    );
}

fn with_print_language(t: &Event, lang: Option<Lang>) -> Event {
    apply(t, Command::SetPrintLanguage { lang }, t.created).expect("every system takes it")
}

#[test]
fn the_event_print_language_wins_over_the_language_in_use() {
    for stem in ["pavia12", "muck-article"] {
        let t = with_print_language(&load(stem), Some(Lang::De));
        assert_eq!(t.print_language, Some(Lang::De));
        assert_eq!(print::language(&t), Lang::De);
        for kind in DocumentKind::allowed(&t) {
            // Under English (the desk, `--lang en`), the document is German all the same.
            let doc = with_lang(Lang::En, || print::build(&t, *kind, None).expect("builds"));
            assert_eq!(doc.lang, Lang::De);
            let txt = with_lang(Lang::En, || print::render(&doc, Format::Text));
            assert!(txt.contains("Seite 1 von "), "{stem} {kind}: {txt}");
            let html = with_lang(Lang::En, || print::render(&doc, Format::Html));
            assert!(html.contains("lang=\"de\""), "{stem} {kind}");
        }
        // And an English print language wins over a German desk.
        let t = with_print_language(&t, Some(Lang::En));
        let doc = with_lang(Lang::De, || {
            print::build(&t, DocumentKind::allowed(&t)[0], None).expect("builds")
        });
        let txt = with_lang(Lang::De, || print::render(&doc, Format::Text));
        assert!(txt.contains("Page 1 of "), "{txt}");
        // None: the language in use again.
        let t = with_print_language(&t, None);
        let doc = with_lang(Lang::De, || {
            print::build(&t, DocumentKind::allowed(&t)[0], None).expect("builds")
        });
        assert_eq!(doc.lang, Lang::De);
    }
}

#[test]
fn the_print_language_is_saved_only_when_set() {
    let dir = tempfile::tempdir().expect("tempdir");
    let t = load("pavia12");
    let plain = dir.path().join("plain.ron");
    store::save_new(&plain, &t).expect("saves");
    let text = std::fs::read_to_string(&plain).expect("reads");
    assert!(
        !text.contains("print_language"),
        "no field while it is None"
    );
    let german = with_print_language(&t, Some(Lang::De));
    let path = dir.path().join("german.ron");
    store::save_new(&path, &german).expect("saves");
    let text = std::fs::read_to_string(&path).expect("reads");
    assert!(text.contains("print_language"), "{text}");
    let back = store::load(&path).expect("loads");
    assert_eq!(back.print_language, Some(Lang::De));
    assert_eq!(back, german);
}

fn turnier(data: &Path) -> Process {
    let mut c = Process::new(env!("CARGO_BIN_EXE_turnier"));
    // English from the environment, whatever this machine says.
    c.env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .arg("--data-dir")
        .arg(data);
    c
}

fn copy_save(dir: &Path, stem: &str) -> PathBuf {
    let to = dir.join(format!("{stem}.ron"));
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(format!("{stem}.ron")),
        &to,
    )
    .expect("copies");
    to
}

#[test]
fn turnier_print_language_sets_it_and_print_follows_it_under_lang_en() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ev = copy_save(dir.path(), "pavia12");
    let out = turnier(dir.path())
        .args(["print-language"])
        .arg(&ev)
        .arg("de")
        .output()
        .expect("runs");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.starts_with("documents of this event are printed in German; saved "));
    let out = turnier(dir.path())
        .args(["--lang", "en", "print"])
        .arg(&ev)
        .arg("pairings")
        .output()
        .expect("runs");
    let doc = String::from_utf8_lossy(&out.stdout);
    assert!(doc.contains("Paarungen nach Tisch"), "{doc}");
    // The command line's own words stay English.
    let out = turnier(dir.path())
        .args(["print-language"])
        .arg(&ev)
        .arg("none")
        .output()
        .expect("runs");
    assert!(String::from_utf8_lossy(&out.stdout).contains("in the language in use"));
    let out = turnier(dir.path())
        .arg("print")
        .arg(&ev)
        .arg("pairings")
        .output()
        .expect("runs");
    assert!(String::from_utf8_lossy(&out.stdout).contains("Pairings by table"));
}

#[test]
fn german_snapshots_of_the_swiss_documents() {
    let t = load("pavia13");
    for kind in DocumentKind::allowed(&t) {
        let txt = with_lang(Lang::De, || {
            print::render(
                &print::build(&t, *kind, None).expect("builds"),
                Format::Text,
            )
        });
        insta::assert_snapshot!(format!("de-pavia13-{kind}.txt"), txt);
    }
}
