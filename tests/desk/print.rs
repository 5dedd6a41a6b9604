//! The desk's print dialog (`w`): `App::update` transitions with synthetic keys and the dialog
//! rendered to `TestBackend` at 80x24 and 120x40 (insta snapshots). Printing to the printer is
//! tested in `desk_print_lp.rs`, which changes `PATH` and so runs alone.

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use std::path::PathBuf;
use turnier::print::{DocumentKind, Format};
use turnier::tui::app::Popup;
use turnier::tui::screens::print_dialog::{Field, PrintDialog, Target};
use turnier::tui::{App, Screen, Session};

fn on(mut app: App, screen: Screen) -> App {
    app.screen = screen;
    press(&mut app, KeyCode::Char('§'));
    app.message = None;
    app
}

fn small(draft: bool) -> App {
    app(Session::read_only(
        PathBuf::from("test-cup.ron"),
        small_event(draft),
    ))
}

fn dialog(a: &App) -> &PrintDialog {
    match &a.popup {
        Some(Popup::Print(d)) => d,
        other => panic!("no print dialog: {other:?}"),
    }
}

#[test]
fn w_opens_the_dialog_with_the_document_of_the_screen_and_the_current_round() {
    for (screen, kind) in [
        (Screen::Pairings, DocumentKind::Pairings),
        (Screen::Results, DocumentKind::Slips),
        (Screen::Standings, DocumentKind::Standings),
        (Screen::Registration, DocumentKind::Pairings),
        (Screen::Audit, DocumentKind::Pairings),
    ] {
        let mut a = on(small(true), screen);
        ch(&mut a, 'w');
        let d = dialog(&a);
        assert_eq!(d.document, kind, "{screen:?}");
        assert_eq!(
            d.documents,
            DocumentKind::allowed(a.session.as_ref().expect("open").tournament())
        );
        assert_eq!(d.format, Format::Text);
        assert_eq!(d.target, Target::DataFolder);
        assert_eq!(d.field, Field::Document);
        if kind.is_per_round() {
            assert_eq!(d.round, Some(3), "the current round (the draft)");
        } else {
            assert_eq!(d.round, None, "standings after every fixed round");
        }
    }
}

#[test]
fn w_on_the_picker_asks_for_a_tournament_first() {
    let mut a = App::picker(PathBuf::from("target/desk-print-empty"));
    ch(&mut a, 'w');
    assert!(a.popup.is_none());
    assert!(is_error(&a));
    assert!(message(&a).contains("open a tournament first"));
}

#[test]
fn keys_move_between_fields_and_change_the_choices() {
    let mut a = on(small(false), Screen::Pairings);
    ch(&mut a, 'w');
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).document, DocumentKind::PairingsByName);
    press(&mut a, KeyCode::Left);
    press(&mut a, KeyCode::Left);
    assert_eq!(dialog(&a).document, DocumentKind::Standings, "wraps");
    assert_eq!(dialog(&a).round, None);
    press(&mut a, KeyCode::Down);
    assert_eq!(dialog(&a).field, Field::Round);
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).round, Some(1));
    assert_eq!(dialog(&a).round_label(), "after round 1 (latest: 2)");
    press(&mut a, KeyCode::Up);
    press(&mut a, KeyCode::Char(' '));
    assert_eq!(dialog(&a).document, DocumentKind::Pairings);
    assert_eq!(dialog(&a).round, Some(2), "back to the current round");
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Left);
    assert_eq!(dialog(&a).round, Some(1));
    press(&mut a, KeyCode::Tab);
    assert_eq!(dialog(&a).field, Field::Format);
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).format, Format::Html);
    press(&mut a, KeyCode::Down);
    assert_eq!(dialog(&a).field, Field::Destination);
    assert!(
        dialog(&a).note.ends_with("test-cup-pairings-round-1.html"),
        "{}",
        dialog(&a).note
    );
    press(&mut a, KeyCode::Down);
    assert_eq!(
        dialog(&a).field,
        Field::Document,
        "no path row for the data folder"
    );
    press(&mut a, KeyCode::BackTab);
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).target, Target::File);
    assert!(dialog(&a).path.ends_with("test-cup-pairings-round-1.html"));
    press(&mut a, KeyCode::Down);
    assert_eq!(dialog(&a).field, Field::Path);
    // On the path row letters (also j, k, w, q, space) are typed, not keys.
    let before = dialog(&a).path.clone();
    typed(&mut a, " qw");
    assert_eq!(dialog(&a).path, format!("{before} qw"));
    press(&mut a, KeyCode::Backspace);
    assert_eq!(dialog(&a).path, format!("{before} q"));
    press(&mut a, KeyCode::Up);
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).target, Target::Printer);
    assert!(a.popup.is_some());
}

#[test]
fn esc_cancels_and_nothing_changes() {
    let (_dir, path, a) = writable(small_event(false));
    let before = std::fs::read(&path).expect("save");
    let mut a = on(a, Screen::Standings);
    ch(&mut a, 'w');
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Esc);
    assert!(a.popup.is_none());
    assert!(!is_error(&a));
    assert!(message(&a).contains("cancelled"), "{}", message(&a));
    assert_eq!(std::fs::read(&path).expect("save"), before);
    // Keys work as before once the dialog is gone.
    ch(&mut a, '1');
    assert_eq!(a.screen, Screen::Registration);
}

#[test]
fn enter_prints_to_the_data_folder_and_the_status_line_names_the_file() {
    let (dir, path, mut a) = writable(small_event(false));
    let before = std::fs::read(&path).expect("save");
    let audit = a.session.as_ref().expect("open").tournament().audit.len();
    // The event file is in the data folder.
    a.data_dir = dir.path().to_path_buf();
    let mut a = on(a, Screen::Pairings);
    ch(&mut a, 'w');
    assert!(!dialog(&a).next_to_event);
    press(&mut a, KeyCode::Enter);
    assert!(a.popup.is_none(), "the dialog closes after printing");
    assert!(!is_error(&a), "{}", message(&a));
    let file = dir.path().join("event-pairings-round-2.txt");
    assert_eq!(message(&a), format!("wrote {}", file.display()));
    let text = std::fs::read_to_string(&file).expect("written");
    assert!(text.contains("Anna Schmidt"), "{text}");
    assert_eq!(
        std::fs::read(&path).expect("save"),
        before,
        "the save is untouched"
    );
    let t = a.session.as_ref().expect("open").tournament();
    assert_eq!(t.audit.len(), audit, "printing is not a command");
}

/// An event opened outside the data folder (`turnier open /tmp/n3/muck24.ron`) prints next to
/// its file by default, not into the data folder, where the director would not look.
#[test]
fn an_event_outside_the_data_folder_prints_next_to_its_file() {
    let (dir, _path, mut a) = writable(small_event(false));
    let data = dir.path().join("data");
    a.data_dir = data.clone();
    let mut a = on(a, Screen::Pairings);
    ch(&mut a, 'w');
    let file = dir.path().join("event-pairings-round-2.txt");
    assert!(dialog(&a).next_to_event);
    assert_eq!(
        dialog(&a).note,
        format!("next to the event file: {}", file.display())
    );
    // The choice says where, and the note says why, at both sizes.
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = render(&a, w, h);
        assert!(screen.contains("[event folder]"), "{screen}");
        assert!(screen.contains("next to the event file: "), "{screen}");
        assert!(screen.contains("event-pairings-round-2.txt"), "{screen}");
    }
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(message(&a), format!("wrote {}", file.display()));
    assert!(
        std::fs::read_to_string(&file)
            .expect("written")
            .contains("Anna Schmidt")
    );
    assert!(!data.exists(), "nothing in the data folder");
}

#[test]
fn enter_prints_html_to_a_path_typed_in() {
    let (dir, _path, a) = writable(small_event(false));
    let mut a = on(a, Screen::Standings);
    ch(&mut a, 'w');
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Down);
    assert_eq!(dialog(&a).field, Field::Path);
    for _ in 0..dialog(&a).path.chars().count() {
        press(&mut a, KeyCode::Backspace);
    }
    assert_eq!(dialog(&a).path, "");
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    assert!(
        message(&a).contains("type the file's path"),
        "{}",
        message(&a)
    );
    assert!(a.popup.is_some(), "an error keeps the dialog open");
    let file = dir.path().join("wall").join("stände.html");
    typed(&mut a, &file.display().to_string());
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert!(a.popup.is_none());
    assert_eq!(message(&a), format!("wrote {}", file.display()));
    let html = std::fs::read_to_string(&file).expect("written");
    assert!(html.starts_with("<!DOCTYPE html>"), "{html}");
    assert!(html.contains("Carla Fischer"));
}

#[test]
fn a_file_that_cannot_be_written_says_why_on_the_status_line() {
    let (dir, _path, a) = writable(small_event(false));
    let blocker = dir.path().join("not-a-folder");
    std::fs::write(&blocker, "x").expect("write");
    let mut a = on(a, Screen::Results);
    ch(&mut a, 'w');
    for _ in 0..3 {
        press(&mut a, KeyCode::Down);
    }
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Down);
    for _ in 0..dialog(&a).path.chars().count() {
        press(&mut a, KeyCode::Backspace);
    }
    typed(&mut a, &blocker.join("slips.txt").display().to_string());
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    assert!(message(&a).contains("not-a-folder"), "{}", message(&a));
}

#[test]
fn a_round_that_does_not_exist_yet_is_reported() {
    let mut t = small_event(false);
    t.swiss_mut().expect("swiss").rounds.clear();
    let (_dir, _path, a) = writable(t);
    let mut a = on(a, Screen::Pairings);
    ch(&mut a, 'w');
    assert_eq!(dialog(&a).round_label(), "no round yet");
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    assert!(message(&a).contains("needs a round"), "{}", message(&a));
}

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn snap_all(prefix: &str, app: &App) {
    for (w, h) in SIZES {
        insta::assert_snapshot!(format!("{prefix}_{w}x{h}"), render(app, w, h));
    }
}

#[test]
fn dialog_snapshots() {
    let mut a = on(small(true), Screen::Pairings);
    ch(&mut a, 'w');
    snap_all("print_dialog_pairings", &a);
    let mut a = on(small(false), Screen::Standings);
    ch(&mut a, 'w');
    for k in [KeyCode::Down, KeyCode::Down, KeyCode::Right, KeyCode::Down] {
        press(&mut a, k);
    }
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Down);
    snap_all("print_dialog_file", &a);
    let mut a = on(pavia_app(), Screen::Results);
    ch(&mut a, 'w');
    press(&mut a, KeyCode::Up);
    press(&mut a, KeyCode::Left);
    snap_all("print_dialog_printer", &a);
}

/// A Muck event keeps its rounds in `Event.muck`: the dialog offers them (and never says "no
/// round yet" after five rounds).
#[test]
fn muck_the_round_row_offers_the_evenings_rounds_and_prints_the_one_chosen() {
    let t = turnier::store::load(&PathBuf::from("saves/muck-evening-24-pairs.ron"))
        .expect("shipped save");
    let (dir, _path, mut a) = writable(t);
    a.data_dir = dir.path().to_path_buf();
    let mut a = on(a, Screen::Results);
    ch(&mut a, 'w');
    assert_eq!(dialog(&a).document, DocumentKind::ScoreSheets);
    assert_eq!(dialog(&a).rounds, 5);
    assert_eq!(dialog(&a).round, Some(5));
    assert_eq!(dialog(&a).round_label(), "round 5 (the latest)");
    assert!(render(&a, 80, 24).contains("‹ round 5 (the latest) ›"));
    // Document: ← to the draw; the round stays the current one.
    press(&mut a, KeyCode::Left);
    assert_eq!(dialog(&a).document, DocumentKind::Draw);
    assert_eq!(dialog(&a).round, Some(5));
    // Round: ← ← to round 3, → back to 4; wraps at the ends.
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Left);
    press(&mut a, KeyCode::Left);
    assert_eq!(dialog(&a).round, Some(3));
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).round_label(), "round 4 (latest: 5)");
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    let file = dir.path().join("event-draw-round-4.txt");
    assert_eq!(message(&a), format!("wrote {}", file.display()));
    let text = std::fs::read_to_string(&file).expect("written");
    assert!(text.contains("Round 4 of 5"), "{text}");
    assert!(!text.contains("Round 5"), "{text}");
    // The ranking: after every fixed round, or after a round chosen.
    ch(&mut a, 'w');
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).document, DocumentKind::TableCards);
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).document, DocumentKind::Ranking);
    assert_eq!(dialog(&a).round_label(), "after every fixed round");
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Left);
    assert_eq!(dialog(&a).round_label(), "after round 5 (the latest)");
    press(&mut a, KeyCode::Left);
    press(&mut a, KeyCode::Left);
    press(&mut a, KeyCode::Enter);
    let file = dir.path().join("event-ranking-after-round-3.txt");
    assert_eq!(message(&a), format!("wrote {}", file.display()));
    let text = std::fs::read_to_string(&file).expect("written");
    assert!(text.contains("After round 3"), "{text}");
}

#[test]
fn the_round_stops_at_the_first_and_the_last() {
    // `→` on the last round stays there: a jump to round 1 would read as a slip.
    let mut a = on(small(false), Screen::Pairings);
    ch(&mut a, 'w');
    press(&mut a, KeyCode::Down);
    assert_eq!(dialog(&a).field, Field::Round);
    assert_eq!(dialog(&a).round, Some(2), "the current round, the last");
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).round, Some(2), "stays on the last");
    press(&mut a, KeyCode::Left);
    press(&mut a, KeyCode::Left);
    press(&mut a, KeyCode::Left);
    assert_eq!(dialog(&a).round, Some(1), "stays on the first");
}

/// A Muck evening: the draw slips and the stickers are in the dialog too; they take no round
/// (made from who is registered now), so the round row says so and ←/→ leave it; Enter
/// writes the file named after the document alone. English and German, 80x24.
#[test]
fn muck_draw_slips_and_stickers_from_the_dialog_take_no_round() {
    use turnier::i18n::{Lang, with_lang};
    let t = turnier::store::load(&PathBuf::from("saves/muck-evening-24-pairs.ron"))
        .expect("shipped save");
    let (dir, _path, mut a) = writable(t);
    a.data_dir = dir.path().to_path_buf();
    let mut a = on(a, Screen::Results);
    ch(&mut a, 'w');
    assert_eq!(dialog(&a).document, DocumentKind::ScoreSheets);
    // ← to the draw, ← wraps to the stickers, ← the draw slips.
    press(&mut a, KeyCode::Left);
    press(&mut a, KeyCode::Left);
    assert_eq!(dialog(&a).document, DocumentKind::Stickers);
    press(&mut a, KeyCode::Left);
    assert_eq!(dialog(&a).document, DocumentKind::DrawSlips);
    assert_eq!(dialog(&a).round, None);
    assert_eq!(
        dialog(&a).round_label(),
        "none: made from who is registered now"
    );
    let screen = render(&a, 80, 24);
    assert!(screen.contains("draw-slips"), "{screen}");
    assert!(
        screen.contains("none: made from who is registered now"),
        "{screen}"
    );
    // The round row does not move.
    press(&mut a, KeyCode::Down);
    assert_eq!(dialog(&a).field, Field::Round);
    press(&mut a, KeyCode::Left);
    assert_eq!(dialog(&a).round, None);
    // Format: text and HTML only (paper for the tables, no forum post).
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).format, Format::Html);
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).format, Format::Text);
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    let file = dir.path().join("event-draw-slips.txt");
    assert_eq!(message(&a), format!("wrote {}", file.display()));
    let text = std::fs::read_to_string(&file).expect("written");
    assert!(text.contains("12 tables, 24 slips: one per pair"), "{text}");
    assert!(text.contains("Table 12 · Side B"), "{text}");
    // German: the stickers, their names in the dialog and on the sheet.
    with_lang(Lang::De, || {
        a.lang = Lang::De;
        ch(&mut a, 'w');
        press(&mut a, KeyCode::Left);
        press(&mut a, KeyCode::Left);
        assert_eq!(dialog(&a).document, DocumentKind::Stickers);
        let screen = render(&a, 80, 24);
        assert!(screen.contains("Aufkleber"), "{screen}");
        assert!(
            screen.contains("keine: aus den jetzt Angemeldeten"),
            "{screen}"
        );
        press(&mut a, KeyCode::Enter);
        let file = dir.path().join("event-stickers.txt");
        assert_eq!(message(&a), format!("geschrieben: {}", file.display()));
        let text = std::fs::read_to_string(&file).expect("written");
        assert!(
            text.contains("24 Aufkleber auf einem Bogen mit 3 x 8 Etiketten"),
            "{text}"
        );
        assert!(text.contains("Paar 24"), "{text}");
    });
}
