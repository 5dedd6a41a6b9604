//! CSV files as spreadsheets save them are imported: UTF-8 with or without a byte order mark,
//! UTF-16 LE and BE with one, and Windows-1252 (Excel's plain "CSV" on a German Windows);
//! every importer reads the same names, and a file that is none of them is refused naming
//! the line, in the user's language.

use chrono::{TimeZone, Utc};
use std::process::Command as Process;
use turnier::deich::{DeichCommand, DeichGame, Fp};
use turnier::football::{FootballCommand, Lineup};
use turnier::game::{Command, Event, Game, apply};
use turnier::i18n::{Lang, with_lang};
use turnier::import::{self, ImportError};
use turnier::muck::MuckCommand;
use turnier::swiss::{SwissGame, SwissSettings};

/// The encodings a file is written in here.
#[derive(Debug, Clone, Copy)]
enum Written {
    Utf8,
    Utf8Bom,
    Utf16Le,
    Utf16Be,
    Windows1252,
}

const ALL: [Written; 5] = [
    Written::Utf8,
    Written::Utf8Bom,
    Written::Utf16Le,
    Written::Utf16Be,
    Written::Windows1252,
];

/// `text` as a spreadsheet would save it in `how`, with CRLF line ends as Windows writes them.
fn bytes(text: &str, how: Written) -> Vec<u8> {
    let text = text.replace('\n', "\r\n");
    let utf16 = |bom: [u8; 2], unit: fn(u16) -> [u8; 2]| {
        let mut out = bom.to_vec();
        text.encode_utf16().for_each(|u| out.extend(unit(u)));
        out
    };
    match how {
        Written::Utf8 => text.into_bytes(),
        Written::Utf8Bom => [&[0xEF, 0xBB, 0xBF][..], text.as_bytes()].concat(),
        Written::Utf16Le => utf16([0xFF, 0xFE], u16::to_le_bytes),
        Written::Utf16Be => utf16([0xFE, 0xFF], u16::to_be_bytes),
        Written::Windows1252 => text
            .chars()
            .map(|c| match c {
                '€' => 0x80,
                c => u8::try_from(u32::from(c)).expect("a Latin-1 letter"),
            })
            .collect(),
    }
}

fn at() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0)
        .single()
        .expect("date")
}

fn event(game: Game) -> Event {
    Event::new("encodings", game, at(), 0)
}

const NAMES: [&str; 3] = ["Jörg Müßig", "Anna Ärger", "Kasse €"];

#[test]
fn the_windows_1252_file_is_not_utf8() {
    // The file of the report: without the decoding step the CSV reader refuses it.
    let cp1252 = bytes("name\nJörg Müßig\n", Written::Windows1252);
    assert!(std::str::from_utf8(&cp1252).is_err());
    assert_eq!(&cp1252[6..], b"J\xF6rg M\xFC\xDFig\r\n");
}

#[test]
fn swiss_players_arrive_with_their_letters_in_every_encoding() {
    let t = event(Game::Swiss(SwissGame::new(SwissSettings::default())));
    let csv = format!("name\n{}\n", NAMES.join("\n"));
    for how in ALL {
        let cmd = import::players(&t, bytes(&csv, how).as_slice(), false)
            .unwrap_or_else(|e| panic!("{how:?}: {e}"));
        let Command::AddPlayers { names } = cmd else {
            panic!("{how:?}: {cmd:?}")
        };
        assert_eq!(names, NAMES, "{how:?}");
    }
}

#[test]
fn muck_entrants_arrive_with_their_letters_in_every_encoding() {
    let csv = "name\nJörg Müßig / Anna Ärger\nKasse €\n";
    for how in ALL {
        let cmd =
            import::entrants(bytes(csv, how).as_slice()).unwrap_or_else(|e| panic!("{how:?}: {e}"));
        let Command::Muck(MuckCommand::AddEntrants { entrants }) = cmd else {
            panic!("{how:?}: {cmd:?}")
        };
        assert_eq!(
            entrants,
            [vec!["Jörg Müßig", "Anna Ärger"], vec!["Kasse €"]],
            "{how:?}"
        );
    }
}

#[test]
fn football_lineups_arrive_with_their_letters_in_every_encoding() {
    let csv = "manager,team,t,a,v,m,s,wish\n\
               Jörg Müßig,FC Ärger,10,5,40,40,40,120\n\
               Anna Ärger,Kasse € 04,1,1,9,9,9,\n";
    for how in ALL {
        let cmds = import::football::lineups(bytes(csv, how).as_slice())
            .unwrap_or_else(|e| panic!("{how:?}: {e}"));
        let got: Vec<_> = cmds
            .iter()
            .map(|c| match c {
                FootballCommand::SubmitLineup {
                    team,
                    manager,
                    lineup,
                    wish,
                    ..
                } => (manager.as_str(), team.as_str(), *lineup, *wish),
                other => panic!("{how:?}: {other:?}"),
            })
            .collect();
        assert_eq!(
            got,
            [
                (
                    "Jörg Müßig",
                    "FC Ärger",
                    Lineup::new(10, 5, 40, 40, 40),
                    Some(120)
                ),
                ("Anna Ärger", "Kasse € 04", Lineup::new(1, 1, 9, 9, 9), None),
            ],
            "{how:?}"
        );
    }
}

#[test]
fn deich_bids_find_their_players_in_every_encoding() {
    let t = event(Game::Deich(DeichGame::new(Default::default())));
    let t = apply(
        &t,
        Command::AddPlayers {
            names: NAMES.map(String::from).to_vec(),
        },
        at(),
    )
    .expect("players");
    let csv = "name,bid\nJörg Müßig,12\nKasse €,0\nAnna Ärger,7\n";
    for how in ALL {
        let cmds = import::deich_bids(&t, bytes(csv, how).as_slice())
            .unwrap_or_else(|e| panic!("{how:?}: {e}"));
        let got: Vec<_> = cmds
            .iter()
            .map(|c| match c {
                Command::Deich(DeichCommand::Bid { player, bid, .. }) => (
                    t.registry.participants[(player.0 - 1) as usize]
                        .name
                        .as_str(),
                    *bid,
                ),
                other => panic!("{how:?}: {other:?}"),
            })
            .collect();
        let want: Vec<_> = [("Jörg Müßig", 12), ("Kasse €", 0), ("Anna Ärger", 7)]
            .into_iter()
            .map(|(n, b)| (n, Fp(b)))
            .collect();
        assert_eq!(got, want, "{how:?}");
    }
}

#[test]
fn a_file_in_no_encoding_read_is_refused_naming_the_line_in_german_and_english() {
    let t = event(Game::Swiss(SwissGame::new(SwissSettings::default())));
    // A lone surrogate on line 3 of a UTF-16 file.
    let mut utf16 = bytes("name\nJörg\n", Written::Utf16Le);
    utf16.extend([0x00, 0xD8, b'x', 0x00]);
    // UTF-16 without its mark: a NUL after every ASCII letter.
    let unmarked = bytes("name\nJörg\n", Written::Utf16Le)[2..].to_vec();
    let said = |lang, file: &[u8]| {
        with_lang(lang, || {
            import::players(&t, file, false)
                .expect_err("refused")
                .to_string()
        })
    };
    let err = import::players(&t, utf16.as_slice(), false).expect_err("refused");
    assert!(
        matches!(err, ImportError::Malformed { line: 3, .. }),
        "{err:?}"
    );
    assert_eq!(
        said(Lang::En, &utf16),
        "line 3: not valid UTF-16 LE text (the file begins with the byte order mark of \
         UTF-16 LE); save it again as \"CSV UTF-8\""
    );
    assert_eq!(
        said(Lang::De, &utf16),
        "Zeile 3: kein gültiger UTF-16 LE-Text (die Datei beginnt mit der Byte-Order-Mark von \
         UTF-16 LE); die Datei neu als „CSV UTF-8“ speichern"
    );
    let err = import::players(&t, unmarked.as_slice(), false).expect_err("refused");
    assert!(matches!(err, ImportError::NulByte { line: 1 }), "{err:?}");
    assert!(
        said(Lang::En, &unmarked).starts_with("line 1: a NUL byte, which a CSV file does not have"),
        "{}",
        said(Lang::En, &unmarked)
    );
    assert!(
        said(Lang::De, &unmarked)
            .starts_with("Zeile 1: ein NUL-Byte, das eine CSV-Datei nicht hat"),
        "{}",
        said(Lang::De, &unmarked)
    );
}

#[test]
fn the_encoding_read_is_said_in_the_language_in_force() {
    let note = |lang, how| {
        with_lang(lang, || {
            import::CsvText::read(bytes("name\nJörg\n", how).as_slice())
                .expect("read")
                .encoding()
                .note()
        })
    };
    assert_eq!(note(Lang::En, Written::Utf8), None);
    assert_eq!(
        note(Lang::En, Written::Windows1252).as_deref(),
        Some("read as Windows-1252 (Excel)")
    );
    assert_eq!(
        note(Lang::De, Written::Windows1252).as_deref(),
        Some("gelesen als Windows-1252 (Excel)")
    );
    assert_eq!(
        note(Lang::De, Written::Utf16Be).as_deref(),
        Some("gelesen als UTF-16 BE")
    );
    assert_eq!(
        note(Lang::En, Written::Utf8Bom).as_deref(),
        Some("read as UTF-8 with a byte order mark (Excel \"CSV UTF-8\")")
    );
}

/// The binary on a data folder of its own, English unless `--lang` says otherwise.
fn turnier(dir: &std::path::Path) -> Process {
    let mut c = Process::new(env!("CARGO_BIN_EXE_turnier"));
    c.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .arg("--data-dir")
        .arg(dir);
    c
}

#[test]
fn the_command_line_imports_an_excel_file_and_says_how_it_read_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let run = |args: &[&str]| {
        let out = turnier(dir.path()).args(args).output().expect("runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, _, err) = run(&["new", "cup", "--system", "swiss"]);
    assert_eq!(code, Some(0), "{err}");
    let csv = format!("name\n{}\n", NAMES.join("\n"));
    let file = dir.path().join("players.csv");
    std::fs::write(&file, bytes(&csv, Written::Windows1252)).expect("write");
    let file = file.to_str().expect("utf8");
    let (code, out, err) = run(&["--lang", "de", "import", "cup", "--players", file]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert_eq!(err, format!("{file}: gelesen als Windows-1252 (Excel)\n"));
    let (code, out, err) = run(&["standings", "cup", "--json"]);
    assert_eq!(code, Some(0), "{err}");
    for name in NAMES {
        assert!(out.contains(&format!("\"{name}\"")), "{name} in {out}");
    }

    // A bad file: refused naming the file and the line, nothing saved.
    let save = dir.path().join("cup.ron");
    let before = std::fs::read(&save).expect("save");
    let mut bad = bytes("name\nDora\n", Written::Utf16Be);
    bad.push(b'x');
    let file = dir.path().join("late.csv");
    std::fs::write(&file, bad).expect("write");
    let file = file.to_str().expect("utf8");
    let (code, _, err) = run(&["import", "cup", "--players", file]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains(&format!("{file}: line 3: not valid UTF-16 BE text")),
        "{err}"
    );
    assert_eq!(std::fs::read(&save).expect("save"), before);
}
