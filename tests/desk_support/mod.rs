//! Helpers for the desk tests: a small event built here, the shipped example loaded read-only,
//! synthetic keys, rendering to ratatui's `TestBackend`.
#![allow(dead_code)]

use chrono::{DateTime, TimeZone, Utc};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::PathBuf;
use turnier::game::{Event, Game, Participant, PlayerId, RoundNo, RoundState, TableNo};
use turnier::swiss::SwissGame;
use turnier::swiss::{MatchResult, Round, SwissSettings, Table, TableReason};
use turnier::tui::{App, Msg, Session};

/// The clock of every test: 2025-03-01 18:30:00 UTC.
pub fn clock() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 3, 1, 18, 30, 0)
        .single()
        .expect("time")
}

pub const NAMES: [&str; 9] = [
    "Müller, Meike",
    "Anna Schmidt",
    "Bert Weber",
    "Carla Fischer",
    "Dario Rossi",
    "Eva Nowak",
    "Frank Huber",
    "Gül Yılmaz",
    "Hans Meier",
];

fn table(n: u32, a: u32, b: u32, result: Option<(u8, u8, u8)>, pa: u32, pb: u32) -> Table {
    Table {
        number: TableNo(n),
        a: PlayerId(a),
        b: PlayerId(b),
        result: result.map(|(x, y, d)| MatchResult::new(x, y, d).expect("legal")),
        reason: TableReason {
            points_a: pa,
            points_b: pb,
            previous_meetings: 0,
            manual: false,
            imported: false,
            ..TableReason::default()
        },
    }
}

/// Nine players; round 1 complete (Hans Meier has the bye); round 2 published with two of
/// four results; with `draft`, round 2 is complete and round 3 is a draft with a manual swap
/// and a rematch warning.
pub fn small_event(draft: bool) -> Event {
    let mut t = Event::new(
        "Test Cup",
        Game::Swiss(SwissGame::new(SwissSettings::default())),
        clock(),
        0,
    );
    for (i, n) in NAMES.iter().enumerate() {
        t.registry.participants.push(Participant {
            id: PlayerId(i as u32 + 1),
            name: n.to_string(),
            dropped_after: None,
            entered_round: None,
        });
    }
    t.swiss_mut().expect("swiss").rounds.push(Round {
        number: RoundNo(1),
        state: RoundState::Complete,
        tables: vec![
            table(1, 1, 2, Some((2, 1, 0)), 0, 0),
            table(2, 3, 4, Some((2, 0, 0)), 0, 0),
            table(3, 5, 6, Some((1, 1, 1)), 0, 0),
            table(4, 7, 8, Some((0, 2, 0)), 0, 0),
        ],
        byes: vec![PlayerId(9)],
        warnings: vec![],
    });
    let r2 = |done: bool| Round {
        number: RoundNo(2),
        state: if done {
            RoundState::Complete
        } else {
            RoundState::Published
        },
        tables: vec![
            table(1, 1, 3, Some((2, 0, 0)), 3, 3),
            table(2, 8, 9, Some((1, 2, 0)), 3, 3),
            table(3, 5, 6, done.then_some((2, 1, 0)), 1, 1),
            table(4, 2, 7, done.then_some((0, 0, 0)), 0, 0),
        ],
        byes: vec![PlayerId(4)],
        warnings: vec![],
    };
    t.swiss_mut().expect("swiss").rounds.push(r2(draft));
    if draft {
        let mut r3 = Round {
            number: RoundNo(3),
            state: RoundState::Draft,
            tables: vec![
                table(1, 1, 9, None, 6, 6),
                table(2, 3, 4, None, 3, 3),
                table(3, 5, 8, None, 4, 3),
                table(4, 2, 7, None, 1, 1),
            ],
            byes: vec![PlayerId(6)],
            warnings: vec![],
        };
        r3.tables[1].reason.previous_meetings = 1;
        r3.tables[2].reason.manual = true;
        r3.warnings
            .push("table 2: Bert Weber vs Carla Fischer is a rematch (met once before), no better pairing exists".into());
        r3.tables[3].reason.previous_meetings = 1;
        t.swiss_mut().expect("swiss").rounds.push(r3);
    }
    let problems = turnier::store::problems(&t);
    assert!(problems.is_empty(), "{problems:?}");
    t
}

/// The shipped example event `saves/pavia12.ron`, loaded read-only.
pub fn pavia_app() -> App {
    let path = PathBuf::from("saves/pavia12.ron");
    let t = turnier::store::load(&path).expect("the shipped example loads");
    app(Session::read_only(path, t))
}

/// A desk over `session` with the fixed test clock and UTC times.
pub fn app(session: Session) -> App {
    let mut a = App::desk(session, PathBuf::from("target/desk-test-data"));
    a.clock = clock;
    a.now = clock();
    // The test clock stands still, so every key comes at once: questions answer at once here
    // (the half-second guard against typed-ahead keys is tested with a moving clock).
    a.confirm_guard = chrono::TimeDelta::zero();
    a.theme = turnier::tui::theme::Theme::plain();
    a.message = None;
    a
}

/// A writable desk on a copy of `t` in a temporary folder.
pub fn writable(t: Event) -> (tempfile::TempDir, PathBuf, App) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("event.ron");
    turnier::store::save_new(&path, &t).expect("save");
    let a = app(Session::writable(path.clone(), t));
    (dir, path, a)
}

pub fn key(code: KeyCode) -> Msg {
    let mods = match code {
        KeyCode::Char(c) if c.is_ascii_uppercase() => KeyModifiers::SHIFT,
        _ => KeyModifiers::NONE,
    };
    Msg::Key(KeyEvent::new(code, mods))
}

pub fn press(app: &mut App, code: KeyCode) {
    app.update(key(code));
}

pub fn ch(app: &mut App, c: char) {
    press(app, KeyCode::Char(c));
}

/// Types `s` key by key.
pub fn typed(app: &mut App, s: &str) {
    for c in s.chars() {
        ch(app, c);
    }
}

/// The screen as text, `w` x `h`.
pub fn render(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| f.render_widget(app, f.area())).expect("draw");
    term.backend().to_string()
}

/// The message in the status line.
pub fn message(app: &App) -> String {
    app.message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

pub fn is_error(app: &App) -> bool {
    app.message.as_ref().is_some_and(|m| m.error)
}

/// The line open now as its system's own type `T` (`SwissInput`, `MuckInput`, …); `None`: no
/// line, a line of the desk's own (search, path), or another type.
pub fn game_line<T: 'static>(app: &App) -> Option<&T> {
    match &app.input.as_ref()?.purpose {
        turnier::tui::app::InputPurpose::Game(g) => g.downcast_ref(),
        _ => None,
    }
}

/// The question open now as its system's own type `T` (`SwissPending`, `MuckPending`, …);
/// `None`: no question, one of the desk's own (quit, publish, undo), or another type.
pub fn game_question<T: 'static>(app: &App) -> Option<&T> {
    use turnier::tui::app::{Pending, Popup};
    match &app.popup {
        Some(Popup::Confirm(Pending::Game(p))) => p.downcast_ref(),
        _ => None,
    }
}
