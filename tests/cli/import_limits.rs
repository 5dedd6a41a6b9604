//! An import reads at most [`MAX_FILE_BYTES`] and lines of at most [`MAX_LINE_CHARS`]
//! characters, so `turnier import EV --players /dev/zero` ends with a clear message instead of
//! filling the memory.

use chrono::{TimeZone, Utc};
use std::io::Read;
use turnier::game::{Event, Game};
use turnier::import::{self, ImportError, MAX_FILE_BYTES, MAX_LINE_CHARS};
use turnier::muck::{MuckGame, MuckSettings};
use turnier::swiss::{SwissGame, SwissSettings};

fn event(game: Game) -> Event {
    let created = Utc
        .with_ymd_and_hms(2026, 1, 1, 0, 0, 0)
        .single()
        .expect("date");
    Event::new("limits", game, created, 0)
}

fn swiss() -> Event {
    event(Game::Swiss(SwissGame::new(SwissSettings::default())))
}

/// A line of `n` letters after a `name` header.
fn huge_line(n: u64) -> impl Read {
    b"name\n".chain(std::io::repeat(b'a').take(n))
}

/// Many short lines, `n` bytes in all, after a `name` header.
fn huge_file(n: u64) -> impl Read {
    b"name\n".chain(std::io::repeat(b'\n').take(n))
}

#[test]
fn a_line_without_end_is_refused_naming_the_line_and_the_limit() {
    let t = swiss();
    let err = import::players(&t, huge_line(1 << 40), false).expect_err("refused");
    assert!(
        matches!(err, ImportError::LineTooLong { line: 2 }),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        "line 2: longer than 10000 characters, the limit for a line"
    );
    // `/dev/zero`: NUL bytes without a newline.
    let zeros = std::io::repeat(0).take(1 << 40);
    let err = import::players(&t, zeros, false).expect_err("refused");
    assert!(
        matches!(err, ImportError::LineTooLong { line: 1 }),
        "{err:?}"
    );
    let muck = event(Game::Muck(MuckGame::new(MuckSettings::default())));
    let err = import::entrants(huge_line(1 << 40)).expect_err("refused");
    assert!(matches!(err, ImportError::LineTooLong { .. }), "{err:?}");
    let line_1 = || std::io::repeat(b'a').take(1 << 40);
    let err = import::muck_results(&muck, line_1()).expect_err("refused");
    assert!(
        matches!(err, ImportError::LineTooLong { line: 1 }),
        "{err:?}"
    );
    let err = import::results(&t, line_1(), false).expect_err("refused");
    assert!(
        matches!(err, ImportError::LineTooLong { line: 1 }),
        "{err:?}"
    );
}

#[test]
fn a_line_of_exactly_the_limit_is_read() {
    let t = swiss();
    // Characters, not bytes: `é` is two bytes. A name is at most 80 characters, so the rest
    // of the line is a note column the import passes over.
    let note = "é".repeat(MAX_LINE_CHARS as usize - "Renée,".chars().count());
    let text = format!("name,note\nRenée,{note}\n");
    let cmd = import::players(&t, text.as_bytes(), false).expect("imported");
    let turnier::game::Command::AddPlayers { names } = cmd else {
        panic!("{cmd:?}")
    };
    assert_eq!(names, ["Renée"]);
    let text = format!("name,note\nRenée,{note}é\n");
    let err = import::players(&t, text.as_bytes(), false).expect_err("one too many");
    assert!(
        matches!(err, ImportError::LineTooLong { line: 2 }),
        "{err:?}"
    );
}

#[test]
fn a_file_beyond_the_limit_is_refused_naming_the_limit() {
    let t = swiss();
    let err = import::players(&t, huge_file(1 << 40), false).expect_err("refused");
    assert!(matches!(err, ImportError::TooLarge), "{err:?}");
    assert_eq!(
        err.to_string(),
        "the file is larger than 10 MiB, the limit for an import"
    );
    let header = import::RESULTS_HEADER.join(",") + "\n";
    let input = header
        .as_bytes()
        .chain(std::io::repeat(b'\n').take(MAX_FILE_BYTES));
    let err = import::results(&t, input, false).expect_err("refused");
    assert!(matches!(err, ImportError::TooLarge), "{err:?}");
    let err = import::entrants(huge_file(1 << 40)).expect_err("refused");
    assert!(matches!(err, ImportError::TooLarge), "{err:?}");
}
