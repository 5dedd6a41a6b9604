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

#[test]
fn r_over_a_result_the_desk_entered_asks_first_and_x_dismisses() {
    // Table 2 of round 2 has 1-2 from the desk; the players reported 2-1.
    let (_d, path, mut a) = writable(with_report(2, "2-1"));
    press(&mut a, KeyCode::F(3));
    press(&mut a, KeyCode::Up);
    let screen = render(&a, 80, 24);
    assert!(screen.contains(">?   2"), "{screen}");
    ch(&mut a, 'R');
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Table 2 has 1-2 (entered at the desk). Take the players'"),
        "{screen}"
    );
    ch(&mut a, 'n');
    let t = turnier::store::load(&path).expect("loads");
    assert_eq!(
        t.swiss().expect("swiss").rounds[1]
            .table(TableNo(2))
            .and_then(|t| t.result)
            .map(|r| r.to_string())
            .as_deref(),
        Some("1-2"),
        "n keeps the desk's result"
    );
    ch(&mut a, 'X');
    assert!(render(&a, 80, 24).contains("Dismiss the players' reports of table 2 (2-1)?"));
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("loads");
    assert!(t.reports.pending.is_empty());
    // Once more with y on R: the players' result corrects the table.
    let (_d, path, mut a) = writable(with_report(2, "2-1"));
    press(&mut a, KeyCode::F(3));
    press(&mut a, KeyCode::Up);
    ch(&mut a, 'R');
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("loads");
    let r = t.swiss().expect("swiss").rounds[1]
        .table(TableNo(2))
        .and_then(|t| t.result);
    assert_eq!(r.map(|r| r.to_string()).as_deref(), Some("2-1"));
    assert!(t.audit.last().expect("audit").correction);
}

#[test]
fn a_report_to_the_room_beside_the_desk_is_made_by_the_desk_and_keeps_its_undo() {
    use std::io::{Read, Write};
    let (_d, path, mut a) = writable(small_event(false));
    // A result typed at the desk: undo can take it back.
    press(&mut a, KeyCode::F(3));
    typed(&mut a, "4 20");
    press(&mut a, KeyCode::Enter);
    assert!(a.session.as_ref().expect("open").can_undo());
    let room = turnier::room::BesideDesk::start(
        &path,
        turnier::room::Options {
            listen: "127.0.0.1:0".parse().expect("address"),
            reports: true,
        },
    )
    .expect("serves");
    let url = room.player_url().expect("an address");
    let addr = url
        .trim_start_matches("http://")
        .trim_end_matches("/players")
        .to_string();
    a.room = Some(room);
    let seed = a.session.as_ref().expect("open").tournament().seed;
    let code = turnier::game::reports::code(seed, RoundNo(2), TableNo(3));
    let phone = std::thread::spawn(move || {
        let form = format!("table=3&code={code}&result=2-0");
        let mut s = std::net::TcpStream::connect(&addr).expect("connect");
        write!(
            s,
            "POST /report HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\
             Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{form}",
            form.len()
        )
        .expect("send");
        let mut answer = String::new();
        s.read_to_string(&mut answer).expect("read");
        answer
    });
    // The desk looks at every update (its loop ticks every second).
    let start = std::time::Instant::now();
    while !phone.is_finished() && start.elapsed() < std::time::Duration::from_secs(10) {
        a.update(turnier::tui::Msg::Tick);
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let answer = phone.join().expect("the phone's thread");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert_eq!(message(&a), "saved: table 3: the players reported 2-0");
    // The desk made it: no reload, so its undo is still there, and it names the report.
    let s = a.session.as_ref().expect("open");
    assert!(s.can_undo());
    assert_eq!(s.tournament().reports.at(RoundNo(2), TableNo(3)).len(), 1);
    ch(&mut a, 'u');
    assert!(
        render(&a, 80, 24).contains("table 3: the players reported 2-0"),
        "undo names the report"
    );
}
