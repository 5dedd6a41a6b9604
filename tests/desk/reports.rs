//! The players' reports at the desk: a table with a pending report is marked `?`, the hint row
//! lists the reports, `R` accepts the selected table's report (and is in the footer only there),
//! in English and German.

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::game::reports::ReportCommand;
use turnier::game::{Command, RoundNo, TableNo, apply};
use turnier::swiss::{MatchResult, SwissCommand};
use turnier::tui::Screen;

fn with_report(table: u32, result: &str) -> turnier::game::Event {
    let t = small_event(false);
    let r: MatchResult = result.parse().expect("result");
    let cmd = ReportCommand::Report {
        round: RoundNo(2),
        table: TableNo(table),
        result: r.to_string(),
        command: Box::new(
            SwissCommand::RecordResult {
                round: Some(RoundNo(2)),
                table: TableNo(table),
                result: r,
            }
            .into(),
        ),
    };
    apply(&t, Command::Reports(cmd), clock()).expect("the report is taken")
}

#[test]
fn a_reported_result_is_marked_at_its_table_and_r_accepts_it() {
    let (_d, path, mut a) = writable(with_report(3, "2-0"));
    press(&mut a, KeyCode::F(3));
    assert_eq!(a.screen, Screen::Results);
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Players reported (? on the table, R accepts): table 3 2-0"),
        "{screen}"
    );
    assert!(screen.contains(">?   3"), "{screen}");
    assert!(screen.contains("R:accept report"), "{screen}");
    ch(&mut a, 'R');
    let t = turnier::store::load(&path).expect("loads");
    let r = t.swiss().expect("swiss").rounds[1]
        .table(TableNo(3))
        .and_then(|t| t.result);
    assert_eq!(r.map(|r| r.to_string()).as_deref(), Some("2-0"));
    assert!(t.reports.pending.is_empty());
    let last = &t.audit.last().expect("audit").what;
    assert!(
        last.contains("reported by the players, accepted by the desk"),
        "{last}"
    );
    // No report left: `R` leaves the footer and says so when pressed.
    let screen = render(&a, 80, 24);
    assert!(!screen.contains("R:accept report"), "{screen}");
    ch(&mut a, 'R');
    assert!(
        message(&a).contains("No report from the players is waiting"),
        "{}",
        message(&a)
    );
}

#[test]
fn the_report_hint_in_german() {
    turnier::i18n::with_lang(turnier::i18n::Lang::De, || {
        let (_d, _path, mut a) = writable(with_report(4, "1-2"));
        press(&mut a, KeyCode::F(3));
        let screen = render(&a, 80, 24);
        assert!(
            screen.contains("Spieler haben gemeldet (? am Tisch, R übernimmt): Tisch 4 1-2"),
            "{screen}"
        );
    });
}

#[test]
fn a_reported_muck_sheet_is_listed_under_the_sheets_and_r_accepts_it() {
    use clap::Parser;
    let dir = tempfile::tempdir().expect("dir");
    let ev = dir.path().join("abend.ron");
    let e = ev.to_str().expect("utf-8");
    let pairs = dir.path().join("pairs.csv");
    std::fs::write(
        &pairs,
        "name\nBerta / Else\nErwin / Franz\nFritz / Hans\nHeidi / Horst\n",
    )
    .expect("csv");
    for args in [
        vec!["new", e, "--system", "muck"],
        vec!["import", e, "--entrants", pairs.to_str().expect("utf-8")],
        vec!["draw", e],
        vec!["publish", e],
    ] {
        let cli = turnier::cli::Cli::try_parse_from(std::iter::once("turnier").chain(args))
            .expect("args");
        turnier::cli::run(cli, &mut Vec::new()).expect("runs");
    }
    let t = turnier::store::load(&ev).expect("loads");
    let cmd = ReportCommand::Report {
        round: RoundNo(1),
        table: TableNo(1),
        result: "21:4,20:21".into(),
        command: Box::new(
            turnier::muck::MuckCommand::Score {
                round: Some(RoundNo(1)),
                table: TableNo(1),
                bobbl: 1,
                scores: vec![
                    turnier::muck::BobblScore { a: 21, b: 4 },
                    turnier::muck::BobblScore { a: 20, b: 21 },
                ],
                second_entry: false,
            }
            .into(),
        ),
    };
    let t = apply(&t, Command::Reports(cmd), clock()).expect("the report is taken");
    let ev = dir.path().join("reported.ron");
    turnier::store::save_new(&ev, &t).expect("save");
    let mut a = app(turnier::session::Session::open(&ev).expect("opens"));
    press(&mut a, KeyCode::F(3));
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Players reported (? on the table, R accepts): table 1 21:4,20:21"),
        "{screen}"
    );
    assert!(screen.contains("R:accept report"), "{screen}");
    ch(&mut a, 'R');
    let t = turnier::store::load(&ev).expect("loads");
    let sheet = &t.muck().expect("muck").rounds[0].tables[0].bobbl;
    assert_eq!(
        sheet,
        &vec![
            Some(turnier::muck::BobblScore { a: 21, b: 4 }),
            Some(turnier::muck::BobblScore { a: 20, b: 21 })
        ]
    );
    assert!(t.reports.pending.is_empty());
}

#[test]
fn f9_serves_the_room_beside_the_desk_and_stops_it() {
    use std::io::{Read, Write};
    let (_d, _path, mut a) = writable(small_event(false));
    a.room_options = turnier::room::Options {
        listen: "127.0.0.1:0".parse().expect("address"),
        reports: false,
    };
    press(&mut a, KeyCode::F(9));
    let said = message(&a);
    let url = said
        .split("players open ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .unwrap_or_else(|| panic!("no address in {said:?}"))
        .to_string();
    assert!(
        url.starts_with("http://127.0.0.1:") && url.ends_with("/players"),
        "{url}"
    );
    let addr = url
        .trim_start_matches("http://")
        .trim_end_matches("/players")
        .to_string();
    let mut s = std::net::TcpStream::connect(&addr).expect("the room answers");
    s.write_all(b"GET /api/round HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .expect("send");
    let mut body = String::new();
    s.read_to_string(&mut body).expect("read");
    assert!(body.starts_with("HTTP/1.1 200"), "{body}");
    assert!(body.contains("\"round\":2"), "{body}");
    // The wall view names the address.
    press(&mut a, KeyCode::F(8));
    assert!(render(&a, 80, 24).contains(&format!("Your table on your phone: {url}")));
    press(&mut a, KeyCode::Esc);
    press(&mut a, KeyCode::F(9));
    assert_eq!(message(&a), "The room is no longer served.");
    assert!(std::net::TcpStream::connect(&addr).is_err(), "stopped");
}
