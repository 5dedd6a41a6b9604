//! The print dialog's labels at a Grand Slam game: the WRL is the `Weltrangliste` in German,
//! not `Tabelle`; the formats read `Text`, `HTML`, `BBCode`, `Markdown` (the command line's
//! `--format html` stays lower case); at 80x24 in both languages.

use crate::desk_support;
use crate::german_support;
use crate::grand_slam_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::game::GameKind;
use turnier::i18n::{Lang, with_lang};
use turnier::print::{DocumentKind, Format};
use turnier::tui::app::Popup;
use turnier::tui::screens::print_dialog::{document_label, format_label};
use turnier::tui::{App, Screen};

fn dialog_on_wrl() -> (tempfile::TempDir, App) {
    let (d, _p, mut a) = writable(grand_slam_support::event(clock()));
    // Screen 4 is the WRL: its document is the standings.
    press(&mut a, KeyCode::Char('4'));
    assert_eq!(a.screen, Screen::Standings);
    ch(&mut a, 'w');
    let Some(Popup::Print(p)) = &a.popup else {
        panic!("the print dialog")
    };
    assert_eq!(p.document, DocumentKind::Standings);
    (d, a)
}

#[test]
fn the_labels_name_the_wrl_and_the_formats_as_they_call_themselves() {
    assert_eq!(format_label(Format::Html), "HTML");
    assert_eq!(format_label(Format::Bbcode), "BBCode");
    assert_eq!(format_label(Format::Markdown), "Markdown");
    assert_eq!(format_label(Format::Text), "Text");
    let gs = Some(GameKind::GrandSlam);
    with_lang(Lang::De, || {
        assert_eq!(document_label(gs, DocumentKind::Standings), "Weltrangliste");
        assert_eq!(format_label(Format::Text), "Text");
        // Other systems keep their `Tabelle`.
        assert_eq!(
            document_label(Some(GameKind::Swiss), DocumentKind::Standings),
            "Tabelle"
        );
        assert_eq!(document_label(gs, DocumentKind::Round), "Runde");
    });
    // English keeps the command line's spelling of the document.
    assert_eq!(document_label(gs, DocumentKind::Standings), "standings");
}

#[test]
fn the_grand_slam_print_dialog_reads_weltrangliste_and_html_at_80x24() {
    let (_d, mut a) = dialog_on_wrl();
    let en = render(&a, 80, 24);
    assert!(en.contains("[standings]"), "{en}");
    assert!(en.contains("[Text]") && en.contains(" HTML "), "{en}");
    assert!(!en.contains(" html "), "{en}");
    // The format row: one to the right is HTML, and the value is still `Format::Html`.
    for _ in 0..2 {
        press(&mut a, KeyCode::Down);
    }
    press(&mut a, KeyCode::Right);
    let Some(Popup::Print(p)) = &a.popup else {
        panic!("the print dialog")
    };
    assert_eq!(p.format, Format::Html, "the CLI value stays html");
    assert!(render(&a, 80, 24).contains("[HTML]"));
    // In German, from the start.
    let de = with_lang(Lang::De, || {
        let (d, a) = dialog_on_wrl();
        // The temporary folder's name changes every run.
        render(&a, 80, 24).replace(d.path().to_str().expect("utf8"), "/tmp/DIR")
    });
    assert!(de.contains("[Weltrangliste]"), "{de}");
    assert!(!de.contains("Tabelle"), "{de}");
    assert!(de.contains("[Text]") && de.contains(" HTML "), "{de}");
    // The default file's path is a file name (`event-standings.txt`, the command line's
    // document name), not words: left out of the German check.
    let words: String = de
        .lines()
        .filter(|l| !l.contains("-standings.txt"))
        .collect::<Vec<_>>()
        .join("\n");
    german_support::german("the print dialog", &words);
    insta::assert_snapshot!("gs_print_dialog_de_80x24", de);
}
