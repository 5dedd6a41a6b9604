//! Hostile or broken input. Names are capped and refused with control characters at every input
//! and on load, naming the field, the line or the participant; nothing the command line prints
//! carries an escape sequence; messages point at the problem (the column, the line, the quote
//! that never closes).

use clap::Parser;
use std::fs;
use std::path::Path;
use turnier::cli::{Cli, run};
use turnier::game::{Command, Event, Game, MAX_NAME_CHARS, apply, clean_event_name};
use turnier::import;
use turnier::swiss::{SwissGame, SwissSettings};

/// `turnier ARGS` in this process, as `main` runs it: stdout, or the error as `main` says it.
fn cli(args: &[&str]) -> Result<String, String> {
    let mut full = vec!["turnier"];
    full.extend_from_slice(args);
    let parsed = Cli::try_parse_from(full).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    run(parsed, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("utf8"))
}

fn swiss() -> Event {
    Event::new(
        "hostile",
        Game::Swiss(SwissGame::new(SwissSettings::default())),
        chrono::DateTime::UNIX_EPOCH,
        0,
    )
}

fn csv(dir: &Path, name: &str, body: &str) -> String {
    let p = dir.join(name);
    fs::write(&p, body).expect("write");
    p.to_str().expect("utf8").to_string()
}

#[test]
fn a_name_longer_than_the_limit_is_refused_at_every_input() {
    let t = swiss();
    let long = "x".repeat(MAX_NAME_CHARS + 1);
    let err = apply(
        &t,
        Command::AddPlayers {
            names: vec![long.clone()],
        },
        t.created,
    )
    .expect_err("refused");
    assert_eq!(
        err.to_string(),
        "name: at most 80 characters (this one has 81)"
    );
    // Exactly the limit is a name.
    assert!(
        apply(
            &t,
            Command::AddPlayers {
                names: vec!["y".repeat(MAX_NAME_CHARS)],
            },
            t.created,
        )
        .is_ok()
    );
    let err = import::players(&t, format!("name\nAnna\n{long}\n").as_bytes(), false)
        .expect_err("refused");
    assert_eq!(
        err.to_string(),
        "line 3: name: at most 80 characters (this one has 81): \
         \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"…"
    );
    assert_eq!(
        clean_event_name(&"e".repeat(121))
            .expect_err("refused")
            .to_string(),
        "event name: at most 120 characters (this one has 121)"
    );
}

#[test]
fn control_characters_and_direction_overrides_are_refused_with_the_line() {
    let t = swiss();
    for (body, want) in [
        (
            "name\nAn\u{1b}]0;owned\u{7}na\n",
            "line 2: name: must not contain control characters (tabs, line breaks, escape \
             sequences, direction overrides): \"An\\u{1b}]0;owned\\u{7}na\"",
        ),
        (
            "name\nBob\u{202E}nnA\n",
            "line 2: name: must not contain control characters (tabs, line breaks, escape \
             sequences, direction overrides): \"Bob\\u{202e}nnA\"",
        ),
        // An unterminated quote swallows the line break: say so, not "control character".
        (
            "name\nAnna\n\"Bob\nCarla\n",
            "line 3: name: \"Bob\\nCarla\" runs over a line break: a quote `\"` opens a \
             field that never closes",
        ),
    ] {
        let err = import::players(&t, body.as_bytes(), false).expect_err(body);
        assert_eq!(err.to_string(), want);
    }
}

#[test]
fn a_game_count_beyond_best_of_three_names_its_column_and_the_value_typed() {
    let t = swiss();
    let body = "round,table,player_a,player_b,games_a,games_b,games_drawn\n1,1,Anna,Bob,256,0,0\n";
    let err = import::results(&t, body.as_bytes(), true).expect_err("refused");
    assert_eq!(
        err.to_string(),
        "line 2: games_a: 256 is more than a best of three has; allowed: 0..2"
    );
    let body = "round,table,player_a,player_b,games_a,games_b,games_drawn\n1,1,Anna,Bob,1,1,4\n";
    let err = import::results(&t, body.as_bytes(), true).expect_err("refused");
    assert_eq!(
        err.to_string(),
        "line 2: games_drawn: 4 is more than a best of three has; allowed: 0..3"
    );
}

#[test]
fn new_refuses_an_event_name_with_control_characters_and_creates_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ev = dir.path().join("ev.ron");
    let ev = ev.to_str().expect("utf8");
    for name in ["Bad\u{1b}[2JName", "Bad\nName", "Ring\u{7}"] {
        let err = cli(&["new", ev, "--system", "swiss", "--name", name]).expect_err(name);
        assert_eq!(
            err,
            "event name: must not contain control characters (tabs, line breaks, escape \
             sequences, direction overrides)"
        );
        assert!(!Path::new(ev).exists(), "nothing created for {name:?}");
    }
    cli(&["new", ev, "--system", "swiss", "--name", "Friday Pauper"]).expect("created");
}

#[test]
fn a_save_with_a_hostile_name_fails_check_naming_the_participant_and_prints_nothing_raw() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ev = dir.path().join("ev.ron");
    let evs = ev.to_str().expect("utf8");
    cli(&["new", evs, "--system", "swiss"]).expect("created");
    let players = csv(dir.path(), "p.csv", "name\nAnna\nBerta\nCarla\nDora\n");
    cli(&["import", evs, "--players", &players]).expect("imported");
    // A hand-edited save: an OSC that retitles the terminal, a CSI that clears it, an override.
    let text = fs::read_to_string(&ev).expect("read");
    let hostile = text.replacen(
        "\"Berta\"",
        "\"Be\\u{1b}]0;owned\\u{7}rta\\u{9b}2J\\u{202e}\"",
        1,
    );
    assert_ne!(hostile, text, "the save names Berta");
    fs::write(&ev, &hostile).expect("write");
    let err = cli(&["check", evs]).expect_err("check fails");
    assert_eq!(err, "1 problem(s) found");
    let err = cli(&["standings", evs]).expect_err("does not load");
    assert!(
        err.contains(
            "participant #2 \"Be\\u{1b}]0;owned\\u{7}rta\\u{9b}2J\\u{202e}\": name must not \
             contain control characters"
        ),
        "{err}"
    );
    assert!(
        !err.contains('\u{1b}') && !err.contains('\u{9b}'),
        "{err:?}"
    );
    // The file that failed to load is never overwritten.
    assert_eq!(fs::read_to_string(&ev).expect("read"), hostile);
}

#[test]
fn nothing_the_command_line_prints_carries_a_control_character() {
    let mut out = Vec::new();
    {
        use std::io::Write;
        let mut w = turnier::cli::SafeOutput::new(&mut out);
        write!(w, "Evil\u{1b}]0;x\u{7} \u{202E}name\r\n").expect("write");
    }
    let s = String::from_utf8(out).expect("utf8");
    assert_eq!(s, "Evil\u{FFFD}]0;x\u{FFFD} name\u{FFFD}\n");
}

mod no_panic {
    //! Property tests (proptest): the loader, the CSV importers and the result parsers take
    //! any input without a panic: they give a value or an error, nothing else.

    use proptest::prelude::*;
    use std::path::Path;
    use turnier::game::{Event, Game};
    use turnier::import;
    use turnier::muck::{MuckGame, MuckSettings};
    use turnier::swiss::{MatchResult, SwissGame, SwissSettings};

    fn swiss() -> Event {
        Event::new(
            "fuzz",
            Game::Swiss(SwissGame::new(SwissSettings::default())),
            chrono::DateTime::UNIX_EPOCH,
            0,
        )
    }

    fn muck() -> Event {
        Event::new(
            "fuzz",
            Game::Muck(MuckGame::new(MuckSettings::default())),
            chrono::DateTime::UNIX_EPOCH,
            0,
        )
    }

    fn shipped(name: &str) -> String {
        std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("saves")
                .join(name),
        )
        .expect("shipped save")
    }

    /// CSV-ish input: headers the importers know, separators, quotes, control characters.
    fn csvish() -> impl Strategy<Value = String> {
        let piece = prop_oneof![
            Just("name".to_string()),
            Just("round,table,player_a,player_b,games_a,games_b,games_drawn".to_string()),
            Just("round,table,side_a,side_b,bobbl,points_a,points_b".to_string()),
            Just(",".to_string()),
            Just("\n".to_string()),
            Just("\"".to_string()),
            Just(" / ".to_string()),
            "[0-9]{1,4}",
            "[a-zA-Zäöü\u{1b}\u{202e}\r\t ]{0,12}",
        ];
        proptest::collection::vec(piece, 0..40).prop_map(|v| v.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        #[test]
        fn importers_take_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
            let (s, m) = (swiss(), muck());
            let _ = import::players(&s, bytes.as_slice(), false);
            let _ = import::results(&s, bytes.as_slice(), true);
            let _ = import::entrants(bytes.as_slice());
            let _ = import::muck_results(&m, bytes.as_slice());
        }

        #[test]
        fn importers_take_any_csv(text in csvish()) {
            let (s, m) = (swiss(), muck());
            let _ = import::players(&s, text.as_bytes(), true);
            let _ = import::results(&s, text.as_bytes(), true);
            let _ = import::results(&s, text.as_bytes(), false);
            let _ = import::entrants(text.as_bytes());
            let _ = import::muck_results(&m, text.as_bytes());
        }

        #[test]
        fn result_parsers_take_any_text(text in "[0-9iIdD:, \\-b]{0,16}|\\PC{0,16}") {
            let _ = text.parse::<MatchResult>();
            let _ = turnier::cli::parse_scores(&text);
        }

        #[test]
        fn the_loader_takes_any_text(text in "\\PC{0,200}") {
            let _ = turnier::store::load_str(Path::new("fuzz.ron"), &text);
        }

        #[test]
        fn the_loader_takes_a_damaged_save(cut in 0usize..1_000_000, at in 0usize..1_000_000, byte in any::<u8>()) {
            for name in ["pavia12.ron", "muck-article.ron"] {
                let text = shipped(name);
                // Cut short, as a crash mid-write would leave a file written in place.
                let end = text.char_indices().map(|(i, _)| i).nth(cut % text.len()).unwrap_or(0);
                let _ = turnier::store::load_str(Path::new(name), &text[..end]);
                // One byte changed.
                let mut bytes = text.into_bytes();
                let i = at % bytes.len();
                bytes[i] = byte;
                let damaged = String::from_utf8_lossy(&bytes);
                let _ = turnier::store::load_str(Path::new(name), &damaged);
            }
        }
    }
}
