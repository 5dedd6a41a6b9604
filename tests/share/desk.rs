//! The desk on a shared event: what a director sees on a replica. Built without a network: two
//! [`Desk`]s diverge (the Wi-Fi dropped), then one takes in the other's log and is saved as a
//! replica folder, as `turnier join` leaves it; the desk opens it from disk. The score sheet
//! two desks typed differently is marked `≠` with both values, `f` / `a` settle it through the
//! log, a reload says that another desk typed a value differently, and the status line says how
//! many desks are connected or that the desk is offline.

use crate::desk_support;

use crate::sync_support;
use chrono::{DateTime, TimeDelta};
use crossterm::event::KeyCode;
use desk_support::*;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use sync_support::{eight_pairs, muck_base_at, sheet};
use turnier::game::{Command, RoundNo, TableNo};
use turnier::i18n::Lang;
use turnier::muck::{BobblScore, MuckCommand};
use turnier::session::Session as FileSession;
use turnier::share::LinkStatus;
use turnier::share::replica::Replica;
use turnier::sync::{Desk, DeskId, Slot};
use turnier::tui::{App, Msg, Screen, Session};

fn at(minute: i64) -> DateTime<chrono::Utc> {
    clock() + TimeDelta::minutes(minute)
}

/// Door 1 registers eight pairs, draws and publishes round 1; door 2 joins then. Offline,
/// door 1 types table 2 as 21:11 21:7, door 2 as 21:11 21:8 (a typing error on Bobbl 2).
fn two_doors() -> (Desk, Desk) {
    let base = muck_base_at(at(0));
    let mut door1 = Desk::new(DeskId::new("tuer-1"), base);
    let pairs = eight_pairs();
    for (i, cmd) in [
        Command::Muck(MuckCommand::AddEntrants { entrants: pairs }),
        Command::Muck(MuckCommand::DrawRound),
        Command::Publish,
    ]
    .into_iter()
    .enumerate()
    {
        door1.run(cmd, at(i as i64 + 1)).expect("runs");
    }
    let mut door2 = Desk::join(DeskId::new("tuer-2"), door1.log().clone());
    door1
        .run(sheet(2, &[(21, 11), (21, 7)]), at(10))
        .expect("door 1's sheet");
    door2
        .run(sheet(2, &[(21, 11), (21, 8)]), at(11))
        .expect("door 2's sheet");
    (door1, door2)
}

/// `desk` saved as the replica `muck.ron` in `dir` (the file is the replay, `muck.sync/`
/// beside it).
fn save_replica(dir: &Path, desk: &Desk) -> PathBuf {
    let path = dir.join("muck.ron");
    turnier::store::save_new(&path, desk.event()).expect("file written");
    Replica::create(&path, desk.id().clone(), desk.log().clone()).expect("replica written");
    path
}

/// The desk on the replica at `path`, on the score sheets, table 2 selected.
fn desk_on(path: &Path) -> App {
    let mut a = app(Session::open(path).expect("opens"));
    a.screen = Screen::Results;
    press(&mut a, KeyCode::Down);
    a.message = None;
    a
}

fn table2(a: &App) -> Vec<Option<BobblScore>> {
    let s = a.session.as_ref().expect("open");
    s.tournament().muck().expect("muck").rounds[0].tables[1]
        .bobbl
        .clone()
}

const B: fn(u32, u32) -> Option<BobblScore> = |a, b| Some(BobblScore { a, b });

#[test]
fn the_ranking_is_not_final_while_two_desks_differ() {
    let (mut door1, door2) = two_doors();
    door1.merge(door2.log()).expect("merged");
    let dir = tempfile::tempdir().expect("temp");
    let path = save_replica(dir.path(), &door1);
    let mut a = desk_on(&path);
    a.screen = Screen::Standings;
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("not final: table 2 (round 1) differs between desks"),
        "{screen}"
    );
    assert!(!screen.contains("· final"), "{screen}");
    // The command line says the same, and so does the printed ranking.
    let out = turnier_cli(&["standings", path.to_str().expect("utf-8 path")]);
    assert!(
        out.contains("not final: table 2 (round 1) differs between desks"),
        "{out}"
    );
    let printed = turnier_cli(&["print", path.to_str().expect("utf-8 path"), "ranking"]);
    assert!(
        printed.contains("not final: table 2 (round 1) differs between desks"),
        "{printed}"
    );
    // The JSON stays an array; every row says it is not final.
    let json: serde_json::Value = serde_json::from_str(&turnier_cli(&[
        "standings",
        path.to_str().expect("utf-8 path"),
        "--json",
    ]))
    .expect("json");
    let rows = json.as_array().expect("an array");
    assert!(!rows.is_empty());
    assert!(rows.iter().all(|r| r["final"] == false), "{json}");
    // The ranking exported as CSV: the file holds the rows, the command says it is not final.
    let csv = dir.path().join("rangliste.csv");
    let said = turnier_cli(&[
        "export",
        path.to_str().expect("utf-8 path"),
        "standings",
        "-o",
        csv.to_str().expect("utf-8 path"),
    ]);
    assert!(
        said.contains("not final: table 2 (round 1) differs between desks"),
        "{said}"
    );
    assert!(
        std::fs::read_to_string(&csv)
            .expect("written")
            .starts_with("place,entrant,bobbl"),
        "the CSV as before"
    );
    // Settled on the sheets (`f`): no difference keeps it from being final any more.
    a.screen = Screen::Results;
    ch(&mut a, 'f');
    a.screen = Screen::Standings;
    let screen = render(&a, 80, 24);
    assert!(!screen.contains("differs between desks"), "{screen}");
    let standings = turnier_cli(&["standings", path.to_str().expect("utf-8 path")]);
    assert!(!standings.contains("differs between desks"), "{standings}");
}

/// `turnier ARGS` as the command line prints it.
fn turnier_cli(args: &[&str]) -> String {
    use clap::Parser;
    let cli =
        turnier::cli::Cli::try_parse_from(std::iter::once(&"turnier").chain(args)).expect("parses");
    let mut out = Vec::new();
    turnier::cli::run(cli, &mut out).expect("runs");
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn a_difference_between_desks_is_marked_and_f_keeps_the_value_that_stands() {
    let (mut door1, door2) = two_doors();
    door1.merge(door2.log()).expect("merged");
    let dir = tempfile::tempdir().expect("temp");
    let path = save_replica(dir.path(), &door1);
    let mut a = desk_on(&path);
    let shared = a
        .session
        .as_ref()
        .and_then(Session::shared)
        .expect("a replica");
    assert_eq!(shared.desk, DeskId::new("tuer-1"));
    assert_eq!(shared.differences.len(), 1);
    assert_eq!(
        shared.differences[0].slot,
        Slot::Muck {
            round: RoundNo(1),
            table: TableNo(2),
            second: false,
            bobbl: 2
        }
    );
    let screen = render(&a, 80, 24);
    // Table 2 is marked, both values are listed (the one that stands first), and the keys
    // that settle it are in the footer.
    assert!(screen.contains(">≠   2  A"), "{screen}");
    assert!(
        screen.contains(
            "desks differ (the first stands): table 2 (Bobbl 2 21:7 (this desk) ≠ 21:8 (desk"
        ),
        "{screen}"
    );
    assert!(screen.contains("21:8 (desk"), "{screen}");
    assert!(
        screen.contains(" a:take other f:keep "),
        "the footer says what a and f do here: {screen}"
    );
    a.lang = Lang::De;
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains(
            "Rechner weichen ab (der erste gilt): Tisch 2 (Bobbl 2 21:7 (dieser Rechner) ≠"
        ),
        "{screen}"
    );
    assert!(screen.contains(" a:anderer f:Stand "), "{screen}");
    a.lang = Lang::En;
    // The value that stands is door 1's (the same Lamport clock, tuer-1 sorts first).
    assert_eq!(table2(&a), [B(21, 11), B(21, 7)]);
    let ops = door1.log().len();
    ch(&mut a, 'f');
    assert!(!is_error(&a), "{}", message(&a));
    let shared = a
        .session
        .as_ref()
        .and_then(Session::shared)
        .expect("replica");
    assert!(shared.differences.is_empty(), "{shared:?}");
    assert_eq!(table2(&a), [B(21, 11), B(21, 7)]);
    // Settled by an op of this desk, saved in the log beside the file (synced from there).
    let on_disk = Replica::open(&path).expect("loads").expect("replica");
    assert_eq!(on_disk.desk().log().len(), ops + 1);
    assert!(on_disk.desk().differences().is_empty());
    let screen = render(&a, 80, 24);
    assert!(!screen.contains('≠'), "{screen}");
}

#[test]
fn a_takes_the_other_desks_value_and_every_desk_ends_with_it() {
    let (mut door1, mut door2) = two_doors();
    door1.merge(door2.log()).expect("merged");
    let dir = tempfile::tempdir().expect("temp");
    let path = save_replica(dir.path(), &door1);
    let mut a = desk_on(&path);
    ch(&mut a, 'a');
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(table2(&a), [B(21, 11), B(21, 8)]);
    // Door 2 takes in this desk's log: the settled value stands there too.
    let on_disk = Replica::open(&path).expect("loads").expect("replica");
    door2.merge(on_disk.desk().log()).expect("merged");
    assert!(door2.differences().is_empty());
    assert_eq!(
        door2.event().muck().expect("muck").rounds[0].tables[1].bobbl,
        [B(21, 11), B(21, 8)]
    );
}

/// The node beside the desk takes in door 2's ops while the desk is open: the next tick
/// loads the file again and says that another desk typed table 2 differently.
fn arrives(lang: Lang) -> String {
    let (door1, door2) = two_doors();
    let dir = tempfile::tempdir().expect("temp");
    let path = save_replica(dir.path(), &door1);
    let mut a = desk_on(&path);
    a.lang = lang;
    assert!(!render(&a, 80, 24).contains('≠'));
    // What the node does with ops that came (share::net's commit_received).
    let mut s = FileSession::open_to_change(&path).expect("lock");
    let mut r = Replica::open(&path).expect("loads").expect("replica");
    let ops: Vec<_> = door2.log().ops().cloned().collect();
    assert_eq!(r.receive(ops).expect("taken in"), 1);
    s.commit_replay(r.desk().event().clone()).expect("written");
    drop(s);
    a.update(Msg::Tick);
    let screen = render(&a, 80, 24);
    assert!(screen.contains("≠   2  A"), "{screen}");
    message(&a)
}

#[test]
fn a_new_difference_from_another_desk_is_said() {
    assert_eq!(
        arrives(Lang::En),
        "another desk typed table 2 of round 1 (Bobbl 2) differently: both values are kept \
         (≠) until one is taken"
    );
    assert_eq!(
        arrives(Lang::De),
        "ein anderer Rechner hat Tisch 2 der Runde 1 (Bobbl 2) anders getippt: beide Werte \
         bleiben (≠), bis einer übernommen wird"
    );
}

fn status_line(a: &App) -> String {
    let screen = render(a, 80, 24);
    let line = screen.lines().nth(21).unwrap_or_default();
    line.trim_matches('"').to_string()
}

/// The status line after the node beside the desk reported `connected` desks and
/// `not_yet_sent` changes.
fn status_with(
    a: &App,
    link: &Arc<Mutex<LinkStatus>>,
    connected: usize,
    not_yet_sent: u64,
) -> String {
    *link.lock().expect("lock") = LinkStatus {
        running: true,
        connected,
        not_yet_sent,
    };
    status_line(a)
}

#[test]
fn the_status_line_says_desks_connected_or_offline() {
    let (door1, _) = two_doors();
    let dir = tempfile::tempdir().expect("temp");
    let path = save_replica(dir.path(), &door1);
    let mut a = desk_on(&path);
    assert!(!status_line(&a).contains("desk"), "no link, no words");
    let link = Arc::new(Mutex::new(LinkStatus {
        running: true,
        connected: 2,
        not_yet_sent: 0,
    }));
    a.link = Some(link.clone());
    let line = status_line(&a);
    assert!(line.trim_end().ends_with("2 desks"), "{line}");
    assert!(line.starts_with(" Muckabend"), "{line}");
    let line = status_with(&a, &link, 0, 3);
    assert!(
        line.trim_end()
            .ends_with("offline · 3 changes not yet sent"),
        "{line}"
    );
    a.lang = Lang::De;
    let line = status_line(&a);
    assert!(
        line.trim_end()
            .ends_with("offline · 3 Änderungen noch nicht gesendet"),
        "{line}"
    );
    let line = status_with(&a, &link, 1, 1);
    assert!(
        line.trim_end()
            .ends_with("1 Rechner · 1 Änderung noch nicht gesendet"),
        "{line}"
    );
}

/// Both doors draw and publish round 1 without seeing each other: door 2's are refused on
/// replay (the same Lamport clock, tuer-1 sorts first), and door 2's desk says so when door
/// 1's ops arrive.
fn refused(lang: Lang) -> String {
    let base = muck_base_at(at(0));
    let mut door1 = Desk::new(DeskId::new("tuer-1"), base);
    let pairs = eight_pairs();
    door1
        .run(
            Command::Muck(MuckCommand::AddEntrants { entrants: pairs }),
            at(1),
        )
        .expect("registered");
    let mut door2 = Desk::join(DeskId::new("tuer-2"), door1.log().clone());
    for d in [&mut door1, &mut door2] {
        d.run(Command::Muck(MuckCommand::DrawRound), at(2))
            .expect("drawn");
        d.run(Command::Publish, at(3)).expect("published");
    }
    let dir = tempfile::tempdir().expect("temp");
    let path = save_replica(dir.path(), &door2);
    let mut a = desk_on(&path);
    a.lang = lang;
    let mut s = FileSession::open_to_change(&path).expect("lock");
    let mut r = Replica::open(&path).expect("loads").expect("replica");
    let ops: Vec<_> = door1.log().ops().cloned().collect();
    r.receive(ops).expect("taken in");
    s.commit_replay(r.desk().event().clone()).expect("written");
    drop(s);
    a.update(Msg::Tick);
    let shared = a
        .session
        .as_ref()
        .and_then(Session::shared)
        .expect("replica");
    assert_eq!(shared.refused.len(), 2, "{shared:?}");
    message(&a)
}

#[test]
fn a_change_refused_on_replay_is_said() {
    // The first of them is said: the draw, made on a round door 1 had drawn first.
    assert_eq!(
        refused(Lang::En),
        "not counted on the shared event: round 1 is a draft already: publish, re-draw or \
         delete it"
    );
    assert!(
        refused(Lang::De).starts_with("im geteilten Turnier nicht gezählt: Runde 1 "),
        "{}",
        refused(Lang::De)
    );
}

/// A Swiss event of which two desks typed table 3 of round 2 differently (2-1 and 0-2),
/// saved as desk a's replica in `dir`; its path.
fn swiss_tables_differ(dir: &Path) -> PathBuf {
    use turnier::swiss::{MatchResult, SwissCommand};
    let result = |table: u32, a: u8, b: u8| {
        Command::Swiss(SwissCommand::RecordResult {
            round: None,
            table: TableNo(table),
            result: MatchResult::new(a, b, 0).expect("legal"),
        })
    };
    let mut a = Desk::new(DeskId::new("a"), small_event(false));
    let mut b = Desk::join(DeskId::new("b"), a.log().clone());
    a.run(result(3, 2, 1), at(10)).expect("a's result");
    b.run(result(3, 0, 2), at(11)).expect("b's result");
    a.merge(b.log()).expect("merged");
    assert_eq!(a.differences().len(), 1);
    let path = dir.join("cup.ron");
    turnier::store::save_new(&path, a.event()).expect("file written");
    Replica::create(&path, a.id().clone(), a.log().clone()).expect("replica written");
    path
}

/// A Swiss table two desks typed differently: marked `≠` on the results screen with both
/// results; typing the result that should stand settles it.
#[test]
fn a_swiss_table_typed_differently_is_marked_on_the_results() {
    use turnier::swiss::MatchResult;
    let dir = tempfile::tempdir().expect("temp");
    let path = swiss_tables_differ(dir.path());
    let mut desk = app(Session::open(&path).expect("opens"));
    desk.screen = Screen::Results;
    press(&mut desk, KeyCode::Char('§'));
    desk.message = None;
    let screen = render(&desk, 80, 24);
    assert!(
        screen.contains(
            " desks differ (the first stands): table 3 (2-1 (this desk) ≠ 0-2 (desk b)) — on"
        ),
        "{screen}"
    );
    assert!(screen.contains(" ≠   3  Dario Rossi"), "{screen}");
    typed(&mut desk, "3 0-2");
    press(&mut desk, KeyCode::Enter);
    // It changes the result that stands, so the desk asks first, as for any correction.
    assert!(render(&desk, 80, 24).contains("now 2-1. Change to"));
    ch(&mut desk, 'y');
    let screen = render(&desk, 80, 24);
    assert!(!screen.contains('≠'), "{screen}\n{}", message(&desk));
    let on_disk = Replica::open(&path).expect("loads").expect("replica");
    assert!(on_disk.desk().differences().is_empty());
    let t = on_disk.desk().event();
    assert_eq!(
        t.swiss().expect("swiss").rounds[1].tables[2].result,
        Some(MatchResult::new(0, 2, 0).expect("legal"))
    );
}

/// After the node beside the desk wrote another desk's change, the desk's "saved" time is
/// the time it loaded that change, not the time of the state it showed before (here only
/// the log changed: door 1's value stands beside door 2's as a difference).
#[test]
fn the_saved_time_is_the_load_of_another_desks_change() {
    let (door1, door2) = two_doors();
    let dir = tempfile::tempdir().expect("temp");
    let path = save_replica(dir.path(), &door1);
    let mut desk = FileSession::open(&path).expect("opens");
    let shown = desk.saved_at().expect("a time");
    assert!(shown <= at(10), "{shown}");
    let mut s = FileSession::open_to_change(&path).expect("lock");
    let mut r = Replica::open(&path).expect("loads").expect("replica");
    let ops: Vec<_> = door2.log().ops().cloned().collect();
    assert_eq!(r.receive(ops).expect("taken in"), 1);
    s.commit_replay(r.desk().event().clone()).expect("written");
    drop(s);
    let before = chrono::Utc::now();
    assert!(desk.catch_up().expect("loads"));
    let loaded = desk.saved_at().expect("a time");
    assert!(loaded >= before, "saved {loaded}, load began {before}");
    // Door 1's value stands: only the log changed, and the desk shows the difference.
    assert_eq!(desk.shared().expect("replica").differences.len(), 1);
}

/// At a Swiss table two desks typed differently, `a` takes the other desk's result and every
/// desk ends with it; `f` at a table without a difference says so and changes nothing; the
/// footer offers `a` and `f` only at such a table.
#[test]
fn a_takes_the_other_desks_swiss_result() {
    use turnier::swiss::MatchResult;
    let dir = tempfile::tempdir().expect("temp");
    let path = swiss_tables_differ(dir.path());
    let mut desk = app(Session::open(&path).expect("opens"));
    desk.screen = Screen::Results;
    typed(&mut desk, "1");
    press(&mut desk, KeyCode::Enter);
    desk.message = None;
    // The footer (wide enough to hold every key) offers `a` and `f` only at such a table.
    assert!(!render(&desk, 160, 24).contains("a:other result"));
    ch(&mut desk, 'f');
    assert!(
        message(&desk).contains("no difference between desks at this table"),
        "{}",
        message(&desk)
    );
    press(&mut desk, KeyCode::Down);
    press(&mut desk, KeyCode::Down);
    desk.message = None;
    let screen = render(&desk, 160, 24);
    assert!(screen.contains(">≠   3  Dario Rossi"), "{screen}");
    assert!(screen.contains("a:other result"), "{screen}");
    ch(&mut desk, 'a');
    let screen = render(&desk, 80, 24);
    assert!(!screen.contains('≠'), "{screen}\n{}", message(&desk));
    let on_disk = Replica::open(&path).expect("loads").expect("replica");
    assert!(on_disk.desk().differences().is_empty());
    assert_eq!(
        on_disk.desk().event().swiss().expect("swiss").rounds[1].tables[2].result,
        Some(MatchResult::new(0, 2, 0).expect("legal"))
    );
}

/// `turnier ARGS` on the command line: what it prints, or its error's message.
fn turnier_cli_result(args: &[&str]) -> Result<String, String> {
    use clap::Parser;
    let cli =
        turnier::cli::Cli::try_parse_from(std::iter::once(&"turnier").chain(args)).expect("parses");
    let mut out = Vec::new();
    turnier::cli::run(cli, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("utf-8"))
}

/// A Swiss table two desks typed differently is shown wherever the command line shows the
/// result: `pairings` marks the table and names both values with their desks, `--json` gives
/// the table's `differences`, `standings` are not final, `check` names it; `resolve --take`
/// settles it with one of the values typed, and names them when given another.
#[test]
fn the_command_line_shows_a_swiss_difference_between_desks_and_resolves_it() {
    let dir = tempfile::tempdir().expect("temp");
    let path = swiss_tables_differ(dir.path());
    let p = path.to_str().expect("utf-8 path");

    let out = turnier_cli(&["pairings", p]);
    assert!(
        out.contains("≠ desks differ: 2-1 (this desk) ≠ 0-2 (desk b)"),
        "{out}"
    );
    let marked: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("Rossi") || l.trim_start().starts_with("3 "))
        .filter(|l| l.contains('≠'))
        .collect();
    assert_eq!(marked.len(), 1, "table 3 marked once: {out}");
    assert!(
        out.contains("turnier resolve EV TABLE --take VALUE"),
        "{out}"
    );

    let json: serde_json::Value =
        serde_json::from_str(&turnier_cli(&["pairings", p, "--json"])).expect("json");
    let tables = json["tables"].as_array().expect("tables");
    for t in tables {
        if t["table"] == 3 {
            assert_eq!(
                t["differences"],
                serde_json::json!([{
                    "bobbl": null,
                    "second_entry": false,
                    "values": [
                        {"value": "2-1", "desks": ["a"], "this_desk": true, "stands": true},
                        {"value": "0-2", "desks": ["b"], "this_desk": false, "stands": false}
                    ]
                }])
            );
        } else {
            assert!(t.get("differences").is_none(), "{t}");
        }
    }

    let json: serde_json::Value =
        serde_json::from_str(&turnier_cli(&["standings", p, "--json"])).expect("json");
    let rows = json.as_array().expect("an array");
    assert!(!rows.is_empty());
    assert!(rows.iter().all(|r| r["final"] == false), "{json}");
    let standings = turnier_cli(&["standings", p]);
    assert!(
        standings.contains("not final: 1 result differs between desks")
            && standings.contains("round 2, table 3: desks differ: 2-1 (this desk) ≠ 0-2 (desk b)"),
        "{standings}"
    );
    let check = turnier_cli(&["check", p]);
    assert!(
        check.contains("≠ round 2, table 3: desks differ: 2-1 (this desk) ≠ 0-2 (desk b)"),
        "{check}"
    );

    for doc in ["pairings", "standings"] {
        let printed = turnier_cli(&["print", p, doc]);
        assert!(
            printed.contains(
                "≠ not final: round 2, table 3: desks differ: 2-1 (desk a) ≠ 0-2 (desk b)"
            ),
            "{doc}: {printed}"
        );
    }

    let refused =
        turnier_cli_result(&["resolve", p, "3", "--take", "1-1-1"]).expect_err("not typed");
    assert!(
        refused.contains(
            "`1-1-1` is not a value the desks typed at round 2, table 3; allowed: 2-1, 0-2"
        ),
        "{refused}"
    );
    let refused = turnier_cli_result(&["resolve", p, "2", "--take", "2-0"]).expect_err("none");
    assert!(
        refused.contains("round 2, table 2: no values of different desks"),
        "{refused}"
    );

    turnier_cli(&["resolve", p, "3", "--take", "0-2"]);
    let r = Replica::open(&path).expect("loads").expect("a replica");
    assert!(r.desk().differences().is_empty(), "settled");
    let g = r.desk().event().swiss().expect("swiss").clone();
    assert_eq!(
        g.rounds[1].tables[2]
            .result
            .map(|x| x.to_string())
            .as_deref(),
        Some("0-2")
    );
    let out = turnier_cli(&["pairings", p]);
    assert!(!out.contains('≠'), "{out}");
    let standings = turnier_cli(&["standings", p]);
    assert!(!standings.contains("not final"), "{standings}");
    let json: serde_json::Value =
        serde_json::from_str(&turnier_cli(&["standings", p, "--json"])).expect("json");
    let rows = json.as_array().expect("an array");
    assert!(rows.iter().all(|r| r.get("final").is_none()), "{json}");
}

/// A Muck Bobbl two desks typed differently: `pairings` marks the table and names the Bobbl
/// with both scores and their desks, `--json` gives it with the table, and `resolve --take
/// SCORE` settles it.
#[test]
fn the_command_line_shows_a_muck_difference_between_desks_and_resolves_it() {
    let (mut door1, door2) = two_doors();
    door1.merge(door2.log()).expect("merged");
    let dir = tempfile::tempdir().expect("temp");
    let path = save_replica(dir.path(), &door1);
    let p = path.to_str().expect("utf-8 path");
    let out = turnier_cli(&["pairings", p]);
    assert!(
        out.contains("≠ desks differ on Bobbl 2: 21:7 (this desk) ≠ 21:8 (desk tuer-2)"),
        "{out}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&turnier_cli(&["pairings", p, "--json"])).expect("json");
    let t2 = &json["tables"][1];
    assert_eq!(t2["table"], 2);
    assert_eq!(t2["differences"][0]["bobbl"], 2);
    assert_eq!(t2["differences"][0]["values"][1]["value"], "21:8");
    assert_eq!(
        t2["differences"][0]["values"][1]["desks"],
        serde_json::json!(["tuer-2"])
    );
    turnier_cli(&["resolve", p, "2", "--take", "21:8"]);
    let r = Replica::open(&path).expect("loads").expect("a replica");
    assert!(r.desk().differences().is_empty(), "settled");
    assert_eq!(
        r.desk().event().muck().expect("muck").rounds[0].tables[1].bobbl[1],
        B(21, 8)
    );
}
