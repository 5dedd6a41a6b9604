//! The desk never freezes: a pairing that takes longer than a frame runs on a worker thread
//! (`tui/job.rs`). Rendered to `TestBackend` at 80x24 with a pairing job the test holds back (a
//! gate it opens): the working line, keys that still work, changing keys refused, Esc
//! cancelling (nothing recorded), the result arriving through the session (on disk before the
//! status line says it is saved), a pairing within the frame landing at once, another program's
//! save meanwhile, the Muck draw, and the German texts.

use crate::desk_support;
use crate::german_support;

use chrono::{DateTime, TimeDelta, Utc};
use crossterm::event::KeyCode;
use desk_support::*;
use std::cell::Cell;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use turnier::game::{Command, Event, Game, Participant, PlayerId, apply};
use turnier::i18n::{Lang, with_lang};
use turnier::muck::{MuckCommand, MuckGame, MuckSettings, Partners};
use turnier::swiss::{SwissGame, SwissSettings};
use turnier::tui::app::Popup;
use turnier::tui::job::{JobMode, Work};
use turnier::tui::{App, Msg, Screen, Session};

thread_local! {
    /// Seconds past the test clock: each test runs on its own thread.
    static LATER: Cell<i64> = const { Cell::new(0) };
}

/// The test clock, moved on by [`LATER`] seconds.
fn moving_clock() -> DateTime<Utc> {
    clock() + TimeDelta::seconds(LATER.with(Cell::get))
}

/// A Swiss event of ten players and no round yet.
fn swiss_event() -> Event {
    let mut t = Event::new(
        "Zockerrunde",
        Game::Swiss(SwissGame::new(SwissSettings::default())),
        clock(),
        3,
    );
    for i in 1..=10 {
        t.registry.participants.push(Participant {
            id: PlayerId(i),
            name: format!("Spieler{i:02}"),
            dropped_after: None,
            entered_round: None,
        });
    }
    t
}

/// A pairing job that waits for the test's go, then applies as the desk would.
fn gated() -> (Work, Sender<()>) {
    let (go, gate) = mpsc::channel::<()>();
    let gate = Mutex::new(gate);
    let work: Work = Arc::new(move |ev: &Event, cmd: &Command, at| {
        let _ = gate.lock().expect("gate").recv();
        apply(ev, cmd.clone(), at)
    });
    (work, go)
}

/// A desk on a file (opened as the terminal desk opens it), its pairing job held back.
fn desk_on(t: Event) -> (tempfile::TempDir, PathBuf, App, Sender<()>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("event.ron");
    turnier::store::save_new(&path, &t).expect("save");
    let mut a = app(Session::open(&path).expect("open"));
    a.clock = moving_clock;
    a.message = None;
    let (work, go) = gated();
    a.jobs.mode = JobMode::Worker {
        budget: Duration::ZERO,
    };
    a.jobs.work = work;
    (dir, path, a, go)
}

fn on_disk(path: &Path) -> Event {
    turnier::store::load(path).expect("loads")
}

fn swiss_rounds(t: &Event) -> usize {
    t.swiss().expect("swiss").rounds.len()
}

/// The screen's status line: the row above the message line, which is above the footer.
fn status_row(screen: &str) -> String {
    let rows: Vec<&str> = screen.lines().collect();
    assert_eq!(rows.len(), 24);
    rows[21].to_string()
}

/// Presses `p` on the pairings screen: the pairing starts and waits at the gate.
fn pair_held(a: &mut App) {
    ch(a, '2');
    assert_eq!(a.screen, Screen::Pairings);
    ch(a, 'p');
    assert!(a.jobs.busy(), "the pairing waits at the gate");
}

#[test]
fn a_slow_pairing_shows_the_working_line_and_its_result_arrives_through_the_session() {
    LATER.with(|l| l.set(0));
    let (_d, path, mut a, go) = desk_on(swiss_event());
    pair_held(&mut a);
    let screen = render(&a, 80, 24);
    assert!(
        status_row(&screen).contains("| Pairing round 1 … 0 s · Esc: cancel"),
        "{screen}"
    );
    // Nothing is recorded while it computes, in memory or on disk.
    assert_eq!(
        swiss_rounds(a.session.as_ref().expect("open").tournament()),
        0
    );
    assert_eq!(swiss_rounds(&on_disk(&path)), 0);
    // Three seconds on, a key that only looks: the seconds and the spinner move on.
    LATER.with(|l| l.set(3));
    press(&mut a, KeyCode::Down);
    let screen = render(&a, 80, 24);
    assert!(
        status_row(&screen).contains("Pairing round 1 … 3 s · Esc: cancel"),
        "{screen}"
    );
    // A tick of the terminal loop finds no result yet: still working.
    a.update(Msg::Tick);
    assert!(a.jobs.busy());
    // The result comes: committed on disk first, then the status line says it is saved and
    // the pairings screen shows the draft (five tables), with the cursor on table 1.
    go.send(()).expect("go");
    a.finish_job();
    assert!(!a.jobs.busy());
    assert_eq!(swiss_rounds(&on_disk(&path)), 1);
    let t = a.session.as_ref().expect("open").tournament();
    assert_eq!(swiss_rounds(t), 1);
    assert_eq!(t.swiss().expect("swiss").rounds[0].tables.len(), 5);
    assert!(message(&a).starts_with("saved: "), "{}", message(&a));
    assert!(message(&a).contains("round 1"), "{}", message(&a));
    assert_eq!(a.pairings.selected, 0);
    let screen = render(&a, 80, 24);
    assert!(!screen.contains("Esc: cancel"), "{screen}");
    assert!(screen.contains("draft"), "{screen}");
    // Publish asks first, as always.
    ch(&mut a, 'P');
    assert!(matches!(a.popup, Some(Popup::Confirm(_))), "{screen}");
}

#[test]
fn while_it_pairs_looking_keys_work_and_changing_keys_are_refused() {
    LATER.with(|l| l.set(0));
    let (_d, path, mut a, go) = desk_on(swiss_event());
    pair_held(&mut a);
    // `?` opens the help and Esc closes it (it does not cancel the pairing).
    ch(&mut a, '?');
    assert!(matches!(a.popup, Some(Popup::Help(_))));
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Keys (") && screen.contains("2 Pairings"),
        "{screen}"
    );
    assert!(status_row(&screen).starts_with("\" | Pairing"), "{screen}");
    press(&mut a, KeyCode::Esc);
    assert_eq!(a.popup, None);
    assert!(a.jobs.busy());
    // The screens change, the lists scroll, search opens and closes.
    ch(&mut a, '1');
    assert_eq!(a.screen, Screen::Registration);
    press(&mut a, KeyCode::Down);
    assert_eq!(a.registration.selected, 1);
    press(&mut a, KeyCode::PageDown);
    ch(&mut a, '/');
    assert!(a.input.is_some());
    typed(&mut a, "05");
    assert_eq!(a.registration.query, "05");
    press(&mut a, KeyCode::Esc);
    assert!(a.input.is_none());
    assert!(a.jobs.busy());
    // `a` would open the line to add a player: refused, with the reason.
    ch(&mut a, 'a');
    assert!(a.input.is_none());
    assert!(is_error(&a));
    assert_eq!(
        message(&a),
        "Pairing round 1 is running: no changes until it is done (Esc cancels)"
    );
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Pairing round 1 is running: no changes until it is done (Esc cancels)"),
        "{screen}"
    );
    // `p` again: refused, no second job, nothing recorded.
    a.message = None;
    ch(&mut a, '2');
    ch(&mut a, 'p');
    assert!(is_error(&a));
    assert!(
        message(&a).contains("is running: no changes"),
        "{}",
        message(&a)
    );
    // Publish (there is no draft yet: the refusal says why, not "no draft") and undo too.
    a.message = None;
    ch(&mut a, 'P');
    assert_eq!(a.popup, None);
    assert!(
        message(&a).contains("is running: no changes"),
        "{}",
        message(&a)
    );
    a.message = None;
    ch(&mut a, 'u');
    assert_eq!(a.popup, None);
    assert!(
        message(&a).contains("is running: no changes"),
        "{}",
        message(&a)
    );
    // Removing a player (a question before a command) is refused too.
    ch(&mut a, '1');
    a.message = None;
    ch(&mut a, 'x');
    assert_eq!(a.popup, None);
    assert!(
        message(&a).contains("is running: no changes"),
        "{}",
        message(&a)
    );
    assert_eq!(swiss_rounds(&on_disk(&path)), 0);
    // The one pairing then lands, once.
    go.send(()).expect("go");
    a.finish_job();
    assert_eq!(swiss_rounds(&on_disk(&path)), 1);
    assert!(!a.jobs.busy());
    // After it the same key works again (the add line opens).
    ch(&mut a, '1');
    ch(&mut a, 'a');
    assert!(a.input.is_some());
}

#[test]
fn esc_cancels_the_pairing_and_its_result_is_dropped() {
    LATER.with(|l| l.set(0));
    let (_d, path, mut a, go) = desk_on(swiss_event());
    pair_held(&mut a);
    let audit = a.session.as_ref().expect("open").tournament().audit.len();
    press(&mut a, KeyCode::Esc);
    assert!(!a.jobs.busy());
    assert_eq!(
        message(&a),
        "cancelled: Pairing round 1 dropped, nothing recorded"
    );
    let screen = render(&a, 80, 24);
    assert!(!screen.contains("Esc: cancel"), "{screen}");
    assert!(
        screen.contains("cancelled: Pairing round 1 dropped"),
        "{screen}"
    );
    // The worker finishes after all; its result reaches nobody.
    go.send(()).expect("go");
    std::thread::sleep(Duration::from_millis(50));
    a.update(Msg::Tick);
    a.finish_job();
    let t = a.session.as_ref().expect("open").tournament();
    assert_eq!(swiss_rounds(t), 0);
    assert_eq!(t.audit.len(), audit);
    assert_eq!(swiss_rounds(&on_disk(&path)), 0);
    // `p` again on the same state takes the cancelled worker's result up (it is the one a new
    // pairing would give): it lands at once, with no second pass through the gate.
    ch(&mut a, 'p');
    assert!(!a.jobs.busy(), "the cancelled pairing is taken up again");
    assert_eq!(swiss_rounds(&on_disk(&path)), 1);
    assert!(message(&a).starts_with("saved: "), "{}", message(&a));
}

#[test]
fn a_pairing_within_the_frame_lands_at_once_without_a_working_line() {
    let (_d, path, mut a, _go) = desk_on(swiss_event());
    a.jobs = Default::default();
    a.jobs.mode = JobMode::Worker {
        budget: Duration::from_secs(60),
    };
    ch(&mut a, '2');
    ch(&mut a, 'p');
    assert!(!a.jobs.busy());
    assert_eq!(swiss_rounds(&on_disk(&path)), 1);
    assert!(message(&a).starts_with("saved: "), "{}", message(&a));
    let screen = render(&a, 80, 24);
    assert!(!screen.contains("Esc: cancel"), "{screen}");
    // Re-pair (`r`) goes the same way.
    ch(&mut a, 'r');
    assert!(!a.jobs.busy());
    assert!(message(&a).contains("re-pair"), "{}", message(&a));
}

#[test]
fn a_save_by_another_program_meanwhile_drops_the_result() {
    LATER.with(|l| l.set(0));
    let (_d, path, mut a, go) = desk_on(swiss_event());
    pair_held(&mut a);
    // The command line adds a player while the desk pairs.
    let mut cli = Session::open_one_shot(&path).expect("open");
    cli.execute(
        Command::AddPlayers {
            names: vec!["Nachzügler".into()],
        },
        clock(),
    )
    .expect("added");
    go.send(()).expect("go");
    a.finish_job();
    assert!(is_error(&a));
    assert!(
        message(&a).contains("another program changed the event"),
        "{}",
        message(&a)
    );
    let on = on_disk(&path);
    assert_eq!(swiss_rounds(&on), 0);
    assert_eq!(on.registry.participants.len(), 11);
    // Pairing again pairs the eleven players.
    go.send(()).expect("go");
    ch(&mut a, 'p');
    a.finish_job();
    let on = on_disk(&path);
    assert_eq!(swiss_rounds(&on), 1);
    assert_eq!(on.swiss().expect("swiss").rounds[0].byes.len(), 1);
}

#[test]
fn the_muck_draw_runs_on_the_worker_too() {
    LATER.with(|l| l.set(0));
    let t = Event::new(
        "Muckabend",
        Game::Muck(MuckGame::new(MuckSettings {
            partners: Partners::Fixed,
            planned_rounds: Some(2),
            ..MuckSettings::default()
        })),
        clock(),
        7,
    );
    let pairs = [
        "Berta / Else",
        "Erwin / Franz",
        "Fritz / Hans",
        "Heidi / Horst",
    ];
    let t = apply(
        &t,
        MuckCommand::AddEntrants {
            entrants: pairs
                .iter()
                .map(|p| p.split(" / ").map(String::from).collect())
                .collect(),
        },
        clock(),
    )
    .expect("entrants");
    let (_d, path, mut a, go) = desk_on(t);
    ch(&mut a, '2');
    ch(&mut a, 'p');
    assert!(a.jobs.busy());
    let screen = render(&a, 80, 24);
    assert!(
        status_row(&screen).contains("Drawing round 1 … 0 s · Esc: cancel"),
        "{screen}"
    );
    go.send(()).expect("go");
    a.finish_job();
    assert_eq!(on_disk(&path).muck().expect("muck").rounds.len(), 1);
    assert!(message(&a).starts_with("saved: "), "{}", message(&a));
}

#[test]
fn the_working_line_and_its_messages_in_german() {
    LATER.with(|l| l.set(0));
    let (_d, _path, mut a, go) = desk_on(swiss_event());
    a.lang = Lang::De;
    pair_held(&mut a);
    LATER.with(|l| l.set(2));
    press(&mut a, KeyCode::Down);
    let screen = render(&a, 80, 24);
    let status = status_row(&screen);
    assert!(
        status.contains("Paare Runde 1 … 2 s · Esc: abbrechen"),
        "{screen}"
    );
    german_support::german("working line", &status);
    ch(&mut a, 'p');
    assert_eq!(
        message(&a),
        "Paarung Runde 1 läuft: bis dahin keine Änderungen (Esc bricht ab)"
    );
    german_support::german("refused", &message(&a));
    press(&mut a, KeyCode::Esc);
    assert_eq!(
        message(&a),
        "abgebrochen: Paarung Runde 1 verworfen, nichts gespeichert"
    );
    german_support::german("cancelled", &message(&a));
    go.send(()).expect("go");
    with_lang(Lang::De, || {
        german_support::german("stale", &turnier::session::ChangeError::Stale.to_string());
    });
}

#[test]
fn a_cancelled_pairing_is_not_taken_up_once_the_event_changed() {
    LATER.with(|l| l.set(0));
    let (_d, path, mut a, go) = desk_on(swiss_event());
    pair_held(&mut a);
    press(&mut a, KeyCode::Esc);
    // Now a late entry is registered: the cancelled pairing of ten is of no use any more.
    ch(&mut a, '1');
    ch(&mut a, 'a');
    typed(&mut a, "Zuspätkommer");
    press(&mut a, KeyCode::Enter);
    press(&mut a, KeyCode::Esc);
    assert_eq!(on_disk(&path).registry.participants.len(), 11);
    ch(&mut a, '2');
    ch(&mut a, 'p');
    assert!(a.jobs.busy(), "a new pairing, waiting at the gate");
    // One go for the cancelled worker, one for the new one.
    go.send(()).expect("go");
    go.send(()).expect("go");
    a.finish_job();
    let on = on_disk(&path);
    let r = &on.swiss().expect("swiss").rounds[0];
    assert_eq!((r.tables.len(), r.byes.len()), (5, 1));
}

#[test]
fn an_engine_panic_on_the_worker_ends_the_desk_as_it_did_inside_update() {
    let (_d, path, mut a, _go) = desk_on(swiss_event());
    a.jobs.work = Arc::new(|_: &Event, _: &Command, _| panic!("engine bug"));
    ch(&mut a, '2');
    ch(&mut a, 'p');
    let ended = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| a.finish_job()));
    let panic = ended.expect_err("the worker's panic goes on on the desk's thread");
    assert_eq!(panic.downcast_ref::<&str>(), Some(&"engine bug"));
    assert_eq!(swiss_rounds(&on_disk(&path)), 0);
}

#[test]
fn quitting_while_it_pairs_asks_about_the_draft_and_records_nothing() {
    LATER.with(|l| l.set(0));
    let (_d, path, mut a, go) = desk_on(swiss_event());
    pair_held(&mut a);
    go.send(()).expect("go");
    a.finish_job();
    // Re-pair the draft, held back; `q` asks about the draft (it is not refused), `y` quits.
    ch(&mut a, 'r');
    assert!(a.jobs.busy());
    let before = on_disk(&path);
    ch(&mut a, 'q');
    assert!(matches!(a.popup, Some(Popup::Confirm(_))));
    ch(&mut a, 'y');
    assert!(a.should_quit);
    assert!(!a.jobs.busy());
    go.send(()).expect("go");
    a.update(Msg::Idle);
    a.finish_job();
    assert_eq!(on_disk(&path), before);
}

#[test]
fn a_pairing_committed_from_the_worker_saves_what_the_desk_thread_saves() {
    let t = swiss_event();
    let dir = tempfile::tempdir().expect("temp dir");
    let (here, there) = (dir.path().join("here.ron"), dir.path().join("there.ron"));
    turnier::store::save_new(&here, &t).expect("save");
    turnier::store::save_new(&there, &t).expect("save");
    let cmd = Command::Swiss(turnier::swiss::SwissCommand::PairNextRound);
    let mut s = Session::open(&here).expect("open");
    let said = s.execute(cmd.clone(), clock()).expect("paired");
    let mut w = Session::open(&there).expect("open");
    let base = w.tournament().clone();
    let next = apply(&base, cmd.clone(), clock()).expect("paired");
    let said_w = w
        .commit_applied(&base, cmd.clone(), next.clone(), clock(), Duration::ZERO)
        .expect("committed");
    assert_eq!(said_w, said);
    assert_eq!(on_disk(&there), on_disk(&here));
    assert_eq!(w.tournament(), s.tournament());
    assert!(w.can_undo());
    // Onto any other state it is refused, and nothing is written.
    let err = w
        .commit_applied(&base, cmd, next, clock(), Duration::ZERO)
        .expect_err("the state moved on")
        .to_string();
    assert!(err.contains("another program changed the event"), "{err}");
    assert_eq!(on_disk(&there), on_disk(&here));
}
