//! The desk and another program on the same file: the desk loads the file again before a key
//! and on a tick when the command line (or a second desk) saved it, so what it previews, asks
//! and checks is what is on disk; a question asked before such a save is asked again rather
//! than answered. TestBackend desks at 80x24 with a second [`Session`] committing to the file
//! in between.

use crate::desk_support;
use crate::grand_slam_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::game::PlayerId;
use turnier::grand_slam::GrandSlamCommand;
use turnier::tui::app::Popup;
use turnier::tui::{App, Msg, Screen, Session};

/// The Grand Slam test game (rounds 1 and 2 played, round 3 offered, three entries) as an
/// event on disk, and a desk that opened it as the desk does.
fn desk() -> (tempfile::TempDir, std::path::PathBuf, App) {
    let t = grand_slam_support::event(clock());
    let (d, path, _) = writable(t);
    let a = app(Session::open(&path).expect("the desk opens the file"));
    (d, path, a)
}

/// One command by "the command line": a session of its own, opened and dropped.
fn elsewhere(path: &std::path::Path, cmd: GrandSlamCommand) {
    let mut s = Session::open_to_change(path).expect("the CLI opens the file");
    s.execute(cmd.into(), clock())
        .expect("the CLI's change is saved");
}

fn entries_of_open_round(a: &App) -> usize {
    let t = a.session.as_ref().expect("open").tournament();
    let g = t.grand_slam().expect("grand slam");
    g.open_round().map_or(0, |r| r.entries.len())
}

#[test]
fn an_offer_set_on_the_command_line_is_seen_by_the_next_key_and_the_entry_is_taken() {
    let (_d, path, mut a) = desk();
    let offer = a
        .session
        .as_ref()
        .expect("open")
        .tournament()
        .grand_slam()
        .expect("gs")
        .rounds[2]
        .offer
        .clone();
    press(&mut a, KeyCode::F(2));
    // The desk plays round 3 and opens round 4: its offer is empty.
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    press(&mut a, KeyCode::F(2));
    ch(&mut a, 'n');
    assert!(
        render(&a, 80, 24).contains("Offer round 4: 0 tournaments"),
        "{}",
        render(&a, 80, 24)
    );
    // In a shell: `turnier offer EV --tournaments offer.csv`.
    elsewhere(&path, GrandSlamCommand::SetOffer { tournaments: offer });
    // At the desk: o (from the offer to the entries), a, an entry, Enter. (On the offer
    // view, `a` types a tournament.)
    ch(&mut a, 'o');
    ch(&mut a, 'a');
    assert!(
        message(&a).contains("another program saved the file"),
        "{}",
        message(&a)
    );
    typed(&mut a, "anna, 1, 50,40,30,20,19");
    let screen = render(&a, 80, 24);
    assert!(!screen.contains("not in the offer"), "{screen}");
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(entries_of_open_round(&a), 1);
    // What the desk saved is on disk with the other program's offer.
    let on_disk = turnier::store::load(&path).expect("loads");
    let g = on_disk.grand_slam().expect("gs");
    let r = g.open_round().expect("round 4 open");
    assert_eq!((r.number, r.offer.len(), r.entries.len()), (4, 2, 1));
}

#[test]
fn a_tick_shows_what_the_command_line_saved_without_a_key() {
    let (_d, path, mut a) = desk();
    press(&mut a, KeyCode::F(2));
    assert_eq!(entries_of_open_round(&a), 3);
    elsewhere(
        &path,
        GrandSlamCommand::Enter {
            player: PlayerId(5),
            tournament: 1,
            sets: "30,25,21,13,11".into(),
        },
    );
    a.update(Msg::Tick);
    assert_eq!(entries_of_open_round(&a), 4);
    assert!(render(&a, 80, 24).contains("Eva Nowak"));
}

#[test]
fn the_play_question_counts_what_is_on_disk_and_is_asked_again_after_an_outside_save() {
    let (_d, path, mut a) = desk();
    press(&mut a, KeyCode::F(2));
    // Entries imported on the command line before P: the question counts them.
    elsewhere(
        &path,
        GrandSlamCommand::Enter {
            player: PlayerId(5),
            tournament: 1,
            sets: "30,25,21,13,11".into(),
        },
    );
    ch(&mut a, 'P');
    let q = render(&a, 80, 24);
    assert!(q.contains("4 entries from 4 players"), "{q}");
    // Another entry while the question is open: y does not play, it asks again.
    elsewhere(
        &path,
        GrandSlamCommand::Enter {
            player: PlayerId(6),
            tournament: 1,
            sets: "30,25,21,13,11".into(),
        },
    );
    ch(&mut a, 'y');
    assert!(matches!(a.popup, Some(Popup::Confirm(_))), "still asking");
    assert!(is_error(&a));
    assert!(message(&a).contains("answer again"), "{}", message(&a));
    let q = render(&a, 80, 24);
    assert!(q.contains("5 entries from 5 players"), "{q}");
    let g = turnier::store::load(&path).expect("loads");
    assert!(g.grand_slam().expect("gs").rounds[2].played.is_none());
    // The second y plays the five entries asked about.
    ch(&mut a, 'y');
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(a.screen, Screen::Results);
    let t = a.session.as_ref().expect("open").tournament();
    let r = &t.grand_slam().expect("gs").rounds[2];
    assert_eq!(r.entries.len(), 5);
    assert!(r.played.is_some());
}
