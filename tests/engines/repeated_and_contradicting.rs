//! A result entered again changes nothing and says so; a save whose drops or late entries
//! contradict its rounds does not pass the checks; a draft paired on results that were
//! corrected since is not published.

use crate::common;

use chrono::{DateTime, TimeZone, Utc};
use common::Desk;
use turnier::game::{Command, Event, Game, RoundNo, TableNo, apply};
use turnier::store::problems;
use turnier::swiss::{MatchResult, SwissCommand, SwissGame, SwissSettings};

const EIGHT: &str = "name\nAnna\nBert\nCarl\nDora\nEmil\nFrida\nGero\nHanna\n";

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 1, 1, 10, 0, 0)
        .single()
        .expect("time")
}

fn ok(ev: &Event, cmd: impl Into<Command>) -> Event {
    apply(ev, cmd, at()).expect("accepted")
}

fn result(round: u32, table: u32, wins_a: u8, wins_b: u8) -> SwissCommand {
    SwissCommand::RecordResult {
        round: Some(RoundNo(round)),
        table: TableNo(table),
        result: MatchResult {
            wins_a,
            wins_b,
            draws: 0,
        },
    }
}

/// Eight players, `rounds` rounds paired, published and all 2-0.
fn swiss(rounds: u32) -> Event {
    let mut t = Event::new(
        "t",
        Game::Swiss(SwissGame::new(SwissSettings::default())),
        at(),
        0,
    );
    t = ok(
        &t,
        Command::AddPlayers {
            names: EIGHT.lines().skip(1).map(str::to_string).collect(),
        },
    );
    for n in 1..=rounds {
        t = ok(&t, SwissCommand::PairNextRound);
        t = ok(&t, Command::Publish);
        for table in 1..=4 {
            t = ok(&t, result(n, table, 2, 0));
        }
    }
    t
}

// A result entered again.

#[test]
fn the_same_swiss_result_again_is_refused_as_unchanged_and_nothing_is_logged() {
    let t = swiss(1);
    let e = apply(&t, result(1, 3, 2, 0), at()).expect_err("unchanged");
    assert_eq!(
        e.to_string(),
        "table 3: 2-0 is already entered; nothing changed"
    );
    assert!(matches!(e, turnier::game::Rejected::Unchanged { .. }));
    // A real correction is still one.
    let c = ok(&t, result(1, 3, 1, 2));
    assert!(
        c.audit
            .last()
            .expect("entry")
            .what
            .contains("2-0 Gero → 1-2")
    );
}

#[test]
fn the_cli_says_unchanged_exits_with_an_error_and_writes_nothing() {
    let d = Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    let f = d.write("players.csv", EIGHT);
    d.ok(&["import", "cup", "--players", &f]);
    d.ok(&["pair", "cup"]);
    d.ok(&["publish", "cup"]);
    d.ok(&["result", "cup", "2", "1-2"]);
    d.rejected(
        "cup",
        &["result", "cup", "2", "1-2"],
        "table 2: 1-2 is already entered; nothing changed",
    );
}

#[test]
fn the_same_muck_scores_again_are_refused_as_unchanged() {
    let d = Desk::new();
    d.ok(&["new", "solo", "--system", "muck", "--singles"]);
    let f = d.write("players.csv", "name\nA\nB\nC\nD\n");
    d.ok(&["import", "solo", "--entrants", &f]);
    d.ok(&["draw", "solo"]);
    d.ok(&["publish", "solo"]);
    d.ok(&["result", "solo", "1", "21:4,20:21"]);
    d.rejected(
        "solo",
        &["result", "solo", "1", "21:4,20:21"],
        "table 1: Bobbl 1..2 21:4 20:21 is already entered; nothing changed",
    );
    d.rejected(
        "solo",
        &["result", "solo", "1", "20:21", "--bobbl", "2"],
        "table 1: Bobbl 2 20:21 is already entered; nothing changed",
    );
    // One Bobbl different is a correction.
    d.ok(&["result", "solo", "1", "21:4,21:20"]);
}

// Drops and late entries that contradict the rounds.

fn has(t: &Event, needle: &str) {
    let p = problems(t);
    assert!(p.iter().any(|l| l.contains(needle)), "{needle:?} in {p:#?}");
}

#[test]
fn a_player_dropped_before_round_one_but_seated_is_a_problem() {
    let mut t = swiss(2);
    assert_eq!(problems(&t), Vec::<String>::new());
    t.registry.participants[0].dropped_after = Some(RoundNo(0));
    has(
        &t,
        "player #1 (Anna) dropped after round 0 but sits at table 1 in round 1",
    );
}

#[test]
fn a_drop_after_a_round_that_is_not_there_is_a_problem() {
    let mut t = swiss(2);
    t.registry.participants[1].dropped_after = Some(RoundNo(40));
    has(
        &t,
        "player #2 (Bert) dropped after round 40, but there are 2 round(s)",
    );
}

#[test]
fn a_late_entry_seated_before_their_round_is_a_problem() {
    let mut t = swiss(2);
    t.registry.participants[2].entered_round = Some(RoundNo(2));
    has(&t, "player #3 (Carl) entered in round 2 but sits at table");
    has(&t, "in round 1");
}

#[test]
fn real_drops_and_late_entries_are_no_problem() {
    let t = swiss(1);
    let t = ok(
        &t,
        Command::Drop {
            player: turnier::game::PlayerId(1),
        },
    );
    let t = ok(
        &t,
        Command::AddPlayers {
            names: vec!["Ida".into(), "Jan".into()],
        },
    );
    let t = ok(&t, SwissCommand::PairNextRound);
    let t = ok(&t, Command::Publish);
    assert_eq!(problems(&t), Vec::<String>::new());
}

// A draft paired before a result it followed was corrected.

#[test]
fn a_draft_paired_before_a_correction_of_the_round_before_is_not_published() {
    let t = swiss(1);
    let t = ok(&t, SwissCommand::PairNextRound);
    // Anna (table 1 of round 1) now lost: the draft had her at 3 points.
    let t = ok(&t, result(1, 1, 0, 2));
    let e = apply(&t, Command::Publish, at()).expect_err("stale draft");
    assert_eq!(
        e.to_string(),
        "publish: the draft of round 2 was paired before a result of an earlier round was \
         corrected (Anna had 3 points then, 0 now); re-pair it first"
    );
    // Re-paired on the standings now, it is published.
    let t = ok(&t, SwissCommand::Repair);
    ok(&t, Command::Publish);
}

#[test]
fn a_correction_that_leaves_the_points_keeps_the_draft_publishable() {
    let t = swiss(1);
    let t = ok(&t, SwissCommand::PairNextRound);
    let t = ok(&t, result(1, 1, 2, 1));
    ok(&t, Command::Publish);
}
