//! The desk and a damaged event: the picker names the newest backup that loads and takes it
//! back on `y` (the damaged file kept); a desk that opens an event whose journal was damaged
//! says how many results wait aside. TestBackend desks at 80x24, in English and German.

use crate::common;
use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use std::fs;
use std::path::{Path, PathBuf};
use turnier::game::{Command, TableNo};
use turnier::i18n::{Lang, with_lang};
use turnier::store;
use turnier::swiss::{MatchResult, SwissCommand};
use turnier::tui::app::Popup;
use turnier::tui::{App, Screen, Session};

/// pavia12 in a data folder, round 5 paired and published, table 1 and then table 2 saved
/// (two backups newer than the shipped file), then the file cut short.
fn cut_event() -> (tempfile::TempDir, PathBuf, Vec<u8>) {
    let dir = tempfile::tempdir().expect("tempdir");
    let (path, _) = common::pavia_with_open_round(dir.path(), clock());
    let mut s = Session::open_to_change(&path).expect("opens");
    for table in [1, 2] {
        s.execute(
            Command::Swiss(SwissCommand::RecordResult {
                round: None,
                table: TableNo(table),
                result: MatchResult::new(2, 0, 0).expect("legal"),
            }),
            clock(),
        )
        .expect("result");
    }
    drop(s);
    let whole = fs::read(&path).expect("save");
    let cut = whole[..whole.len() / 2].to_vec();
    fs::write(&path, &cut).expect("cut");
    (dir, path, cut)
}

/// The screen's text with the lines joined and the frame left out, so that a sentence the
/// popup wraps reads as one.
fn flat(screen: &str) -> String {
    screen
        .lines()
        .map(|l| {
            l.trim_matches('"')
                .replace(['│', '─', '┌', '┐', '└', '┘'], " ")
        })
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn picker_on(dir: &Path) -> App {
    let mut a = App::picker(dir.to_path_buf());
    a.clock = clock;
    a.now = clock();
    a.confirm_guard = chrono::TimeDelta::zero();
    a.theme = turnier::tui::theme::Theme::plain();
    a
}

#[test]
fn the_picker_offers_the_newest_readable_backup_and_takes_it_back_on_y() {
    for lang in [Lang::En, Lang::De] {
        with_lang(lang, || {
            let (dir, path, cut) = cut_event();
            let mut a = picker_on(dir.path());
            assert_eq!(a.screen, Screen::Picker);
            press(&mut a, KeyCode::Enter);
            assert!(a.session.is_none(), "a damaged file is not opened");
            assert!(matches!(a.popup, Some(Popup::Confirm(_))), "{lang:?}");
            let screen = flat(&render(&a, 80, 24));
            let (asked, kept) = match lang {
                Lang::En => ("Take back backup number", "The damaged file is kept"),
                Lang::De => ("Sicherung Nummer", "beschädigte Datei wird aufbewahrt"),
            };
            assert!(screen.contains(asked), "{lang:?}:\n{screen}");
            assert!(screen.contains(kept), "{lang:?}:\n{screen}");
            assert!(
                screen.contains("Player"),
                "the last change is named:\n{screen}"
            );
            ch(&mut a, if lang == Lang::De { 'j' } else { 'y' });
            let t = a
                .session
                .as_ref()
                .expect("the restored event is open")
                .tournament();
            let r = t.swiss().expect("swiss").rounds.last().expect("round 5");
            assert!(r.tables[0].result.is_some(), "table 1 is in the backup");
            assert!(r.tables[1].result.is_none(), "table 2 was the cut file's");
            assert!(message(&a).contains(if lang == Lang::De {
                "zurückgeholt"
            } else {
                "taken back"
            }));
            let kept = fs::read_dir(store::backup_dir(&path))
                .expect("backups")
                .flatten()
                .any(|e| fs::read(e.path()).is_ok_and(|b| b == cut));
            assert!(kept, "the cut file is kept");
        });
    }
}

#[test]
fn n_leaves_the_damaged_file_as_it_is() {
    let (dir, path, cut) = cut_event();
    let mut a = picker_on(dir.path());
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'n');
    assert!(a.session.is_none());
    assert_eq!(fs::read(&path).expect("save"), cut);
}

#[test]
fn a_desk_opened_over_a_damaged_journal_says_what_waits_aside() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("pavia12.ron");
    fs::copy("saves/pavia12.ron", &path).expect("copy");
    let mut s = Session::open_to_change(&path).expect("opens");
    s.run(
        vec![
            Command::Swiss(SwissCommand::PairNextRound),
            Command::Publish,
        ],
        clock(),
    )
    .expect("round 5");
    drop(s);
    let mut desk = Session::open(&path).expect("desk");
    for table in [1, 2, 3] {
        desk.execute(
            Command::Swiss(SwissCommand::RecordResult {
                round: None,
                table: TableNo(table),
                result: MatchResult::new(2, 1, 0).expect("legal"),
            }),
            clock(),
        )
        .expect("result");
    }
    drop(desk);
    let jpath = store::journal_path(&path);
    let mut j = fs::read(&jpath).expect("journal");
    j[0] = b'X';
    fs::write(&jpath, j).expect("damage");
    for lang in [Lang::En, Lang::De] {
        with_lang(lang, || {
            // As the desk opens it (the test helper `app` clears the opening message).
            let mut a = App::desk(
                Session::open(&path).expect("the event itself loads"),
                dir.path().to_path_buf(),
            );
            a.theme = turnier::tui::theme::Theme::plain();
            assert!(is_error(&a), "said so that it stays");
            let screen = flat(&render(&a, 80, 24));
            let says = match lang {
                Lang::En => "3 results of a damaged journal kept aside",
                Lang::De => "3 Ergebnisse aus einem beschädigten Journal beiseitegelegt",
            };
            assert!(message(&a).contains(says), "{lang:?}: {}", message(&a));
            assert!(message(&a).contains("--journal"), "{}", message(&a));
            assert!(screen.contains(&says[..20]), "{lang:?}:\n{screen}");
        });
    }
    assert_eq!(
        store::kept_aside(&path).len(),
        1,
        "opening set it aside, once"
    );
}
