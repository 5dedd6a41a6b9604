//! The print dialog sending to the printer: with no `lp` on `PATH` the status line says so
//! clearly; with a stand-in `lp` it shows the printer's answer. Alone in its own test binary
//! because it changes `PATH` for the process (the dialog runs `lp` itself, in-process).

#![cfg(unix)]

mod desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;
use turnier::print::DocumentKind;
use turnier::tui::Session;
use turnier::tui::app::Popup;

/// Opens the dialog on the shipped Muck example and chooses the printer.
fn to_printer() -> turnier::tui::App {
    let path = PathBuf::from("saves/muck-article.ron");
    let t = turnier::store::load(&path).expect("the shipped example loads");
    let mut a = app(Session::read_only(path, t));
    ch(&mut a, 'w');
    match &a.popup {
        Some(Popup::Print(d)) => {
            assert_eq!(
                d.documents,
                DocumentKind::for_system(turnier::game::GameKind::Muck)
            );
        }
        other => panic!("no print dialog: {other:?}"),
    }
    for k in [KeyCode::Up, KeyCode::Left] {
        press(&mut a, k);
    }
    a
}

#[test]
fn printer_without_lp_says_so_and_with_lp_shows_its_answer() {
    let dir = tempfile::tempdir().expect("tempdir");
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).expect("mkdir");
    // SAFETY: the only test in this binary, so no other thread reads the environment.
    unsafe { std::env::set_var("PATH", &empty) };
    let mut a = to_printer();
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    assert!(
        message(&a).contains("there is no `lp` command on this system"),
        "{}",
        message(&a)
    );
    // The desk's advice names the dialog's choice, not the command line's -o FILE.
    assert!(
        message(&a)
            .ends_with("; choose Send to: file (←/→ on that row) and print that file instead"),
        "{}",
        message(&a)
    );
    assert!(!message(&a).contains("-o FILE"), "{}", message(&a));
    assert!(
        a.popup.is_some(),
        "the dialog stays open to choose a file instead"
    );
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("error: print: lp: there is no `lp`"),
        "{screen}"
    );

    // A stand-in `lp` that keeps what it is sent and answers like CUPS.
    let fake = dir.path().join("bin");
    std::fs::create_dir(&fake).expect("mkdir");
    let got = dir.path().join("got.txt");
    let script = fake.join("lp");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\ncat > '{}'\necho \"request id is desk-8 (1 file(s))\"\n",
            got.display()
        ),
    )
    .expect("script");
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    // SAFETY: as above.
    unsafe { std::env::set_var("PATH", format!("{}:/usr/bin:/bin", fake.display())) };
    let mut a = to_printer();
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert!(a.popup.is_none());
    assert_eq!(
        message(&a),
        "sent to the printer: request id is desk-8 (1 file(s))"
    );
    let sent = std::fs::read_to_string(&got).expect("lp got the document");
    // The article's event is complete, so the desk opens on the ranking and the dialog offers
    // the document of that screen.
    assert!(sent.contains("Ranking"), "{sent}");
}
