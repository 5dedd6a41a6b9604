//! Muck in German: every Muck document in every format, rendered in German, has no English word
//! in it (`turnier::i18n::english_words`), and the German score sheets and ranking are kept as
//! insta snapshots. The English renders are the snapshots of `tests/cli/print.rs`.

use std::path::Path;
use turnier::game::Event;
use turnier::i18n::{Lang, english_words, with_lang};
use turnier::print::{self, DocumentKind, Format, html};
use turnier::store;

const SAVES: [&str; 2] = ["muck-article", "muck-evening-24-pairs"];

/// A shipped save, with a German event name: `muck-article` is named in English (`Muck: the
/// article's six pairs`), which is the director's data, not the program's words.
/// Player names of the shipped 24-pair evening that happen to be English words: `Done` (a
/// Bavarian short form of Donata) is a name there, not the program's "done".
const FIXTURE_NAMES: &[&str] = &["Done"];

fn load(stem: &str) -> Event {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(format!("{stem}.ron"));
    let mut t = store::load(&path).expect("shipped save loads");
    t.name = "Muck-Abend im Vereinsheim".into();
    t
}

/// The text a reader sees: for HTML the stylesheet and the markup left out (tag and class
/// names such as `table` are not words on the page).
fn readable(doc: &str, format: Format) -> String {
    if format != Format::Html {
        return doc.to_string();
    }
    // The stickers' page CSS ([`html::STICKER_CSS`]) is code too.
    let body = doc
        .replace(&with_lang(Lang::De, html::stylesheet), "")
        .replace(html::STICKER_CSS, "");
    let mut out = String::new();
    let mut in_tag = false;
    for c in body.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

fn english(text: &str) -> Vec<String> {
    english_words(text)
        .into_iter()
        .filter(|w| !FIXTURE_NAMES.contains(&w.as_str()))
        .collect()
}

#[test]
fn every_muck_document_in_every_format_is_german() {
    for stem in SAVES {
        let t = load(stem);
        for kind in DocumentKind::allowed(&t) {
            for format in kind.formats() {
                let text = with_lang(Lang::De, || {
                    let doc = print::build(&t, *kind, None).expect("document builds");
                    print::render(&doc, *format)
                });
                let found = english(&readable(&text, *format));
                assert!(
                    found.is_empty(),
                    "{stem} {kind} {format:?}: English words {found:?} in\n{text}"
                );
            }
        }
    }
}

#[test]
fn the_german_check_finds_an_english_word() {
    // The check above could not fail if `english` found nothing at all.
    assert_eq!(english("Spielstandzettel   Round 1   Tisch 3"), ["Round"]);
}

/// One Muck document of `stem` in German.
fn german(stem: &str, kind: DocumentKind, format: Format) -> String {
    let t = load(stem);
    with_lang(Lang::De, || {
        let doc = print::build(&t, kind, None).expect("document builds");
        print::render(&doc, format)
    })
}

#[test]
fn german_score_sheets_and_ranking_snapshots() {
    let sheets = german("muck-article", DocumentKind::ScoreSheets, Format::Text);
    assert!(
        sheets.contains("Spielstandzettel   Runde 1   Tisch 1"),
        "{sheets}"
    );
    assert!(sheets.contains("Sieg     A [ ]"), "{sheets}");
    insta::assert_snapshot!("de-muck-article-score-sheets.txt", sheets);
    let h = german("muck-article", DocumentKind::ScoreSheets, Format::Html).replace(
        &with_lang(Lang::De, html::stylesheet),
        "/* assets/print.css */\n",
    );
    assert!(h.contains(">Seite A</div>"), "{h}");
    insta::assert_snapshot!("de-muck-article-score-sheets.html", h);
    let cards = german("muck-article", DocumentKind::TableCards, Format::Text);
    assert!(cards.contains("TISCH"), "{cards}");
    let ranking = german("muck-evening-24-pairs", DocumentKind::Ranking, Format::Text);
    assert!(ranking.contains("Platz  Paar"), "{ranking}");
    insta::assert_snapshot!("de-muck-evening-24-pairs-ranking.txt", ranking);
    let ranking = german("muck-article", DocumentKind::Ranking, Format::Text);
    insta::assert_snapshot!("de-muck-article-ranking.txt", ranking);
}

#[test]
fn a_draws_stored_warnings_are_shown_in_the_language_in_force() {
    use turnier::muck::draw::warning_words;
    let stored = [
        "round 6 is beyond the 5 planned round(s)",
        "moving schedule: the field changed since the last round, so this round is drawn afresh",
        "the draw search stopped after 5000 steps: it may not have the fewest repeats",
        "table 3: Berta / Else v Karl / Monika met before (1x)",
        "table 2: Anna and Bert were partners before (2x)",
    ];
    for w in stored {
        // English: as stored, byte for byte.
        assert_eq!(with_lang(Lang::En, || warning_words(w)), w);
    }
    let de: Vec<String> = with_lang(Lang::De, || {
        stored.iter().map(|w| warning_words(w)).collect()
    });
    assert_eq!(de[0], "Runde 6 geht über die 5 geplanten Runden hinaus");
    assert_eq!(
        de[3],
        "Tisch 3: Berta / Else und Karl / Monika haben schon gegeneinander gespielt (1x)"
    );
    assert_eq!(de[4], "Tisch 2: Anna und Bert waren schon Partner (2x)");
    for w in &de {
        assert!(english(w).is_empty(), "{w}");
    }
    // A text of another form is shown as it is.
    assert_eq!(
        with_lang(Lang::De, || warning_words("anything")),
        "anything"
    );
}
