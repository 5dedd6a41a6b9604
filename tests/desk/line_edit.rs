//! Every typed line edits the same way: the print dialog's path and the new-event form's name
//! have a cursor (← → Home End Del), and Ctrl-U clears the line before the cursor, Ctrl-W
//! deletes the word before it, on those and on the line under the screens. None of them types a
//! literal `u` or `w`.

use crate::desk_support;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use desk_support::*;
use std::path::PathBuf;
use turnier::tui::app::{Msg, Popup};
use turnier::tui::screens::new_event::NewEventForm;
use turnier::tui::screens::print_dialog::{Field, PrintDialog, Target};
use turnier::tui::{App, Screen, Session};

fn ctrl(a: &mut App, c: char) {
    a.update(Msg::Key(KeyEvent::new(
        KeyCode::Char(c),
        KeyModifiers::CONTROL,
    )));
}

fn dialog(a: &App) -> &PrintDialog {
    match &a.popup {
        Some(Popup::Print(d)) => d,
        other => panic!("no print dialog: {other:?}"),
    }
}

fn form(a: &App) -> &NewEventForm {
    match &a.popup {
        Some(Popup::NewEvent(f)) => f,
        other => panic!("no form: {other:?}"),
    }
}

fn field(a: &App) -> Option<&str> {
    a.input.as_ref().map(|i| i.text.as_str())
}

/// The print dialog on its path row, the path set to `path`.
fn path_row(path: &str) -> App {
    let mut a = app(Session::read_only(
        PathBuf::from("/tmp/n3/test-cup.ron"),
        small_event(false),
    ));
    a.screen = Screen::Pairings;
    ch(&mut a, 'w');
    for _ in 0..3 {
        press(&mut a, KeyCode::Down);
    }
    press(&mut a, KeyCode::Right);
    assert_eq!(dialog(&a).target, Target::File);
    press(&mut a, KeyCode::Down);
    assert_eq!(dialog(&a).field, Field::Path);
    ctrl(&mut a, 'u');
    assert_eq!(dialog(&a).path, "", "Ctrl-U at the end clears the path");
    typed(&mut a, path);
    a
}

#[test]
fn the_print_path_has_a_cursor() {
    let mut a = path_row("/tmp/n3/muck24-ranking.txt");
    // Home, then Del four times: the folder's first part goes, no 55 Backspaces.
    press(&mut a, KeyCode::Home);
    for _ in 0..5 {
        press(&mut a, KeyCode::Delete);
    }
    assert_eq!(dialog(&a).path, "n3/muck24-ranking.txt");
    typed(&mut a, "/srv/print/");
    assert_eq!(dialog(&a).path, "/srv/print/n3/muck24-ranking.txt");
    // ← → move the cursor on the path row (they change the choice on the other rows).
    for _ in 0..3 {
        press(&mut a, KeyCode::Right);
    }
    press(&mut a, KeyCode::Backspace);
    assert_eq!(dialog(&a).path, "/srv/print/n3muck24-ranking.txt");
    press(&mut a, KeyCode::Left);
    ch(&mut a, 'x');
    assert_eq!(dialog(&a).path, "/srv/print/nx3muck24-ranking.txt");
    assert_eq!(
        dialog(&a).target,
        Target::File,
        "← → did not change the choice"
    );
    // The character under the cursor is shown (reverse video), not hidden by a block.
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("/srv/print/nx3muck24-ranking.txt"),
        "{screen}"
    );
    // Ctrl-W: the word before the cursor (a path has no spaces: all of it before the cursor).
    press(&mut a, KeyCode::End);
    typed(&mut a, " copy");
    ctrl(&mut a, 'w');
    assert_eq!(dialog(&a).path, "/srv/print/nx3muck24-ranking.txt ");
    press(&mut a, KeyCode::Backspace);
    // Ctrl-U with the cursor inside: what is before it goes, the rest stays.
    for _ in 0.."muck24-ranking.txt".len() {
        press(&mut a, KeyCode::Left);
    }
    ctrl(&mut a, 'u');
    assert_eq!(dialog(&a).path, "muck24-ranking.txt");
}

#[test]
fn the_new_event_name_has_a_cursor() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut a = App::picker(dir.path().to_path_buf());
    ch(&mut a, 'n');
    typed(&mut a, "Pavia Open");
    press(&mut a, KeyCode::Home);
    typed(&mut a, "2026 ");
    assert_eq!(form(&a).name, "2026 Pavia Open");
    press(&mut a, KeyCode::End);
    press(&mut a, KeyCode::Left);
    press(&mut a, KeyCode::Left);
    press(&mut a, KeyCode::Delete);
    press(&mut a, KeyCode::Right);
    typed(&mut a, "!");
    assert_eq!(form(&a).name, "2026 Pavia Opn!");
    assert!(
        form(&a).kind == turnier::game::GameKind::Swiss,
        "← → on the name row do not change the system"
    );
    ctrl(&mut a, 'w');
    assert_eq!(form(&a).name, "2026 Pavia ");
    ctrl(&mut a, 'w');
    assert_eq!(form(&a).name, "2026 ");
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Name                        2026 █"),
        "{screen}"
    );
    ctrl(&mut a, 'u');
    assert_eq!(form(&a).name, "");
    // A letter on the name row is typed, not a key (on the picker `M` is a new Muck event).
    ch(&mut a, 'M');
    assert_eq!(form(&a).name, "M", "a letter on the name row is typed");
}

#[test]
fn ctrl_u_and_ctrl_w_on_the_line_under_the_screens() {
    let (_d, path, mut a) = writable(small_event(false));
    press(&mut a, KeyCode::F(1));
    ch(&mut a, 'a');
    typed(&mut a, "Lena Vogt Ruh");
    ctrl(&mut a, 'w');
    assert_eq!(field(&a), Some("Lena Vogt "));
    ctrl(&mut a, 'u');
    assert_eq!(field(&a), Some(""), "cleared, no literal u");
    typed(&mut a, "Sven Ruh");
    press(&mut a, KeyCode::Home);
    ctrl(&mut a, 'u');
    assert_eq!(field(&a), Some("Sven Ruh"), "nothing before the cursor");
    // A Ctrl chord that is no binding types nothing.
    ctrl(&mut a, 'x');
    assert_eq!(field(&a), Some("Sven Ruh"));
    press(&mut a, KeyCode::Enter);
    let t = turnier::store::load(&path).expect("loads");
    assert_eq!(
        t.registry.participants.last().map(|p| p.name.as_str()),
        Some("Sven Ruh")
    );
}

#[test]
fn the_help_lists_ctrl_u_and_ctrl_w() {
    let mut a = pavia_app();
    ch(&mut a, '?');
    let mut screen = String::new();
    for _ in 0..80 {
        screen.push_str(&render(&a, 120, 40));
        press(&mut a, KeyCode::Down);
    }
    assert!(
        screen.contains("Ctrl-U          clear the line before the cursor"),
        "{screen}"
    );
    assert!(screen.contains("Ctrl-W          delete the word before the cursor"));
}
