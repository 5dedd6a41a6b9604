//! Every screen of the desk rendered to ratatui's `TestBackend` at 80x24 and 120x40 and
//! compared with insta snapshots: from the shipped example `saves/pavia12.ron` (read-only)
//! and from a small event built here.

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use std::path::PathBuf;
use turnier::tui::{App, Screen, Session};

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn snap_all(prefix: &str, app: &App) {
    for (w, h) in SIZES {
        insta::assert_snapshot!(format!("{prefix}_{w}x{h}"), render(app, w, h));
    }
}

fn on(mut app: App, screen: Screen) -> App {
    app.screen = screen;
    // A no-op key refreshes the list of the new screen, as switching by key does.
    press(&mut app, KeyCode::Char('§'));
    app.message = None;
    app
}

#[test]
fn pavia_every_screen() {
    for (name, s) in [
        ("registration", Screen::Registration),
        ("pairings", Screen::Pairings),
        ("results", Screen::Results),
        ("standings", Screen::Standings),
        ("audit", Screen::Audit),
    ] {
        snap_all(&format!("pavia_{name}"), &on(pavia_app(), s));
    }
}

fn small(draft: bool) -> App {
    app(Session::read_only(
        PathBuf::from("test-cup.ron"),
        small_event(draft),
    ))
}

#[test]
fn small_event_every_screen() {
    for (name, s) in [
        ("registration", Screen::Registration),
        ("pairings", Screen::Pairings),
        ("results", Screen::Results),
        ("standings", Screen::Standings),
        ("audit", Screen::Audit),
    ] {
        snap_all(&format!("small_{name}"), &on(small(false), s));
    }
    snap_all("small_pairings_draft", &on(small(true), Screen::Pairings));
}

#[test]
fn popups_and_input() {
    let mut a = on(small(true), Screen::Pairings);
    ch(&mut a, '?');
    snap_all("popup_help_pairings", &a);
    let mut a = on(small(true), Screen::Pairings);
    ch(&mut a, 'P');
    snap_all("popup_confirm_publish", &a);
    let mut a = on(small(false), Screen::Registration);
    typed(&mut a, "/me mü");
    snap_all("registration_search", &a);
    let mut a = on(small(false), Screen::Results);
    typed(&mut a, "3 2");
    snap_all("results_typing", &a);
    let (_dir, _path, a) = writable(small_event(false));
    let mut a = on(a, Screen::Results);
    typed(&mut a, "9 21");
    press(&mut a, KeyCode::Enter);
    snap_all("results_error", &a);
}

#[test]
fn picker() {
    let dir = PathBuf::from("target/desk-picker-snapshot");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    for (i, (file, t)) in [
        ("test-cup.ron", small_event(false)),
        ("test-cup-draft.ron", small_event(true)),
    ]
    .into_iter()
    .enumerate()
    {
        let path = dir.join(file);
        turnier::store::save_new(&path, &t).expect("save");
        let when =
            std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_740_000_000 + i as u64 * 60);
        std::fs::File::options()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_modified(when))
            .expect("mtime");
    }
    std::fs::write(dir.join("broken.ron"), "(schema: 1, name: ").expect("write");
    let when = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_730_000_000);
    std::fs::File::options()
        .write(true)
        .open(dir.join("broken.ron"))
        .and_then(|f| f.set_modified(when))
        .expect("mtime");
    let mut a = App::picker(dir.clone());
    a.theme = turnier::tui::theme::Theme::plain();
    snap_all("picker", &a);
}
