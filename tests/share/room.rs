//! The room served from a desk of a shared event: a report from a phone goes through the same
//! desk path as a command typed at that desk, so it is an op of that desk's log (and reaches
//! every other desk with the next sync), and the other desk, merging it, holds it too. Built
//! without a network, as `desk.rs` does.

use crate::sync_support;

use std::io::{Read, Write};
use sync_support::{eight_pairs, muck_base};
use turnier::game::reports::{ReportCommand, code};
use turnier::game::{Command, RoundNo, TableNo};
use turnier::muck::MuckCommand;
use turnier::share::replica::{Replica, read_log};
use turnier::sync::{Desk, DeskId};

fn post(addr: std::net::SocketAddr, form: &str) -> String {
    let mut s = std::net::TcpStream::connect(addr).expect("connect");
    write!(
        s,
        "POST /report HTTP/1.1\r\nHost: room\r\nConnection: close\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{form}",
        form.len()
    )
    .expect("send");
    let mut answer = String::new();
    s.read_to_string(&mut answer).expect("read");
    answer
}

#[test]
fn a_report_to_a_shared_events_room_is_an_op_of_the_serving_desk_and_reaches_the_other() {
    let base = muck_base();
    let at = base.created;
    let mut door1 = Desk::new(DeskId::new("tuer-1"), base);
    for cmd in [
        Command::Muck(MuckCommand::AddEntrants {
            entrants: eight_pairs(),
        }),
        Command::Muck(MuckCommand::DrawRound),
        Command::Publish,
    ] {
        door1.run(cmd, at).expect("runs");
    }
    let mut door2 = Desk::join(DeskId::new("tuer-2"), door1.log().clone());
    let dir = tempfile::tempdir().expect("temp");
    let path = dir.path().join("muck.ron");
    turnier::store::save_new(&path, door1.event()).expect("file written");
    Replica::create(&path, door1.id().clone(), door1.log().clone()).expect("replica written");

    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("runtime");
    let room = rt
        .block_on(turnier::room::start(
            &path,
            turnier::room::Options {
                listen: "127.0.0.1:0".parse().expect("address"),
                reports: true,
            },
        ))
        .expect("serves the replica");
    let seed = door1.event().seed;
    let form = format!(
        "table=3&code={}&result=21:4,21:9",
        code(seed, RoundNo(1), TableNo(3))
    );
    let answer = post(room.addr, &form);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    room.stop();

    // The report is an op of door 1's log beside the file, and in the file's state.
    let (id, log) = read_log(&path).expect("reads").expect("a replica");
    assert_eq!(id, DeskId::new("tuer-1"));
    let reported: Vec<_> = log
        .ops()
        .filter(|op| matches!(op.command, Command::Reports(ReportCommand::Report { .. })))
        .collect();
    assert_eq!(reported.len(), 1);
    let t = turnier::store::load(&path).expect("loads");
    assert_eq!(t.reports.at(RoundNo(1), TableNo(3)).len(), 1);
    // Door 2 takes in door 1's log (a sync) and holds the same pending report; accepting it
    // there makes it table 3's sheet on door 2.
    door2.merge(&log).expect("merged");
    assert_eq!(door2.event().reports.at(RoundNo(1), TableNo(3)).len(), 1);
    door2
        .run(
            Command::Reports(ReportCommand::Accept {
                round: RoundNo(1),
                table: TableNo(3),
            }),
            at,
        )
        .expect("accepted on the other desk");
    let sheet = &door2.event().muck().expect("muck").rounds[0].tables[2].bobbl;
    assert_eq!(
        sheet
            .iter()
            .map(|s| s.map(|s| (s.a, s.b)))
            .collect::<Vec<_>>(),
        [Some((21, 4)), Some((21, 9))]
    );
}
