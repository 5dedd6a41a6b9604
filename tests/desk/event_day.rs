//! The event day at a Swiss event: planned rounds (MTR Appendix E), round 1 by lot (R-S21) and
//! late arrivals seated into a published round (R-S20): the engine, the command line, the
//! desk's questions (TestBackend 80x24), the print, and German.

use crate::common;
use crate::desk_support;
use crate::german_support;

use crossterm::event::KeyCode;
use desk_support::{ch, press, render, typed, writable};
use turnier::game::{Command, Event, Game, PlayerId, RoundNo, RoundState, TableNo, apply};
use turnier::i18n::{Lang, value, with_lang};
use turnier::swiss::{RoundOne, SwissCommand, SwissGame, SwissSettings};
use turnier::tui::app::Popup;
use turnier::tui::{App, Screen};

const EIGHT: &str = "name\nAnna\nBert\nCarl\nDora\nEmil\nFrida\nGero\nHanna\n";

fn at() -> chrono::DateTime<chrono::Utc> {
    desk_support::clock()
}

fn go(a: &mut App, s: Screen) {
    let n = Screen::DESK
        .iter()
        .position(|x| *x == s)
        .expect("desk screen")
        + 1;
    press(a, KeyCode::F(n as u8));
    assert_eq!(a.screen, s);
}

fn question(a: &App) -> String {
    match &a.popup {
        Some(Popup::Confirm(p)) => turnier::tui::screens::confirm::question(a, p),
        other => panic!("no question open: {other:?}"),
    }
}

/// An event of `n` players (`P1`..), with these settings and stored seed.
fn event(n: u32, s: SwissSettings, seed: u64) -> Event {
    let mut t = Event::new("Tag", Game::Swiss(SwissGame::new(s)), at(), seed);
    let names = (1..=n).map(|i| format!("P{i}")).collect();
    t = apply(&t, Command::AddPlayers { names }, at()).expect("register");
    t
}

fn pairs(t: &Event, round: u32) -> Vec<(u32, u32)> {
    t.swiss().expect("swiss").rounds[round as usize - 1]
        .tables
        .iter()
        .map(|tb| (tb.a.0, tb.b.0))
        .collect()
}

fn run(t: &Event, cmd: impl Into<Command>) -> Event {
    apply(t, cmd, at()).expect("applies")
}

// ---------------------------------------------------------------- round 1 by lot (R-S21)

#[test]
fn round_one_by_lot_is_the_slide_over_the_drawn_order() {
    let lot = SwissSettings {
        round_one: RoundOne::Lot,
        ..SwissSettings::default()
    };
    let t = run(&event(8, lot.clone(), 42), SwissCommand::PairNextRound);
    // Seed 42 draws the order P3 P6 P1 P2 P5 P7 P8 P4 (pinned in swiss::event_day); all at 0
    // points, one score group: the slide of R-S15 over that order, top half against bottom
    // half in order: P3-P5, P6-P7, P1-P8, P2-P4, tables by the drawn order (R-S17).
    assert_eq!(pairs(&t, 1), [(3, 5), (6, 7), (1, 8), (2, 4)]);
    // Same state, same round 1: re-pairing draws the same.
    let again = run(&t, SwissCommand::Repair);
    assert_eq!(pairs(&again, 1), pairs(&t, 1));
    // Another seed, another draw; registration order is the slide 1-5, 2-6, 3-7, 4-8.
    let other = run(&event(8, lot.clone(), 43), SwissCommand::PairNextRound);
    assert_ne!(pairs(&other, 1), pairs(&t, 1));
    let reg = run(
        &event(8, SwissSettings::default(), 42),
        SwissCommand::PairNextRound,
    );
    assert_eq!(pairs(&reg, 1), [(1, 5), (2, 6), (3, 7), (4, 8)]);
    // Round 2 is paired by the standings as always, whatever the lot.
    let mut t = run(&t, Command::Publish);
    for table in 1..=4 {
        t = run(
            &t,
            SwissCommand::RecordResult {
                round: None,
                table: TableNo(table),
                result: "2-0".parse().expect("score"),
            },
        );
    }
    let t2 = run(&t, SwissCommand::PairNextRound);
    let winners: Vec<u32> = pairs(&t2, 2)
        .iter()
        .take(2)
        .flat_map(|(a, b)| [*a, *b])
        .collect();
    let mut winners_sorted = winners.clone();
    winners_sorted.sort_unstable();
    assert_eq!(
        winners_sorted,
        [1, 2, 3, 6],
        "the winners meet at tables 1-2"
    );
}

#[test]
fn an_odd_field_by_lot_gives_the_bye_to_the_last_of_the_drawn_order() {
    let lot = SwissSettings {
        round_one: RoundOne::Lot,
        ..SwissSettings::default()
    };
    let ids: Vec<PlayerId> = (1..=9).map(PlayerId).collect();
    let order = turnier::swiss::event_day::round_one_order(7, &ids);
    let t = run(&event(9, lot, 7), SwissCommand::PairNextRound);
    let r = &t.swiss().expect("swiss").rounds[0];
    assert_eq!(
        r.byes,
        [*order.last().expect("nine")],
        "R-S11 over the drawn order"
    );
    assert_eq!(r.tables[0].a, order[0]);
    assert_eq!(r.tables[0].b, order[4]);
}

#[test]
fn new_takes_round_one_and_rounds_and_says_so() {
    let d = common::Desk::new();
    let said = d.ok(&[
        "new",
        "cup",
        "--system",
        "swiss",
        "--round-one",
        "lot",
        "--rounds",
        "3",
    ]);
    assert!(said.contains("planned: 3 Swiss rounds"), "{said}");
    assert!(said.contains("round 1: by lot (R-S21)"), "{said}");
    let t = turnier::store::load(&d.path("cup.ron")).expect("saved");
    let g = t.swiss().expect("swiss");
    assert_eq!(
        (g.settings.rounds, g.settings.round_one),
        (Some(3), RoundOne::Lot)
    );
    assert_ne!(t.seed, 0, "a lot needs a stored seed");
    assert_eq!(g.settings.profile, turnier::swiss::Profile::Seed);
    let f = d.write("players.csv", EIGHT);
    d.ok(&["import", "cup", "--players", &f]);
    let first = d.json(&["pair", "cup", "--json"]);
    d.ok(&["repair", "cup"]);
    let second = d.json(&["pairings", "cup", "--json"]);
    assert_eq!(
        first["tables"], second["tables"],
        "same state, same round 1"
    );
    let refused = |args: &[&str], needle: &str| {
        let e = d.run(args).expect_err("refused").to_string();
        assert!(e.contains(needle), "{e}");
    };
    let dice = "dice"
        .parse::<RoundOne>()
        .expect_err("no such value")
        .to_string();
    assert!(dice.contains("allowed: registration, lot"), "{dice}");
    refused(
        &["new", "cup3", "--system", "swiss", "--rounds", "0"],
        "rounds",
    );
    // Muck's own settings stay refused at a Swiss event; --rounds is both systems'.
    refused(
        &["new", "cup4", "--system", "swiss", "--bobbl", "2"],
        "Muck",
    );
    assert!(!d.path("cup3.ron").exists());
}

// ---------------------------------------------------------------- planned rounds

fn finish_round(d: &common::Desk, tables: u32) {
    d.ok(&["publish", "cup"]);
    for t in 1..=tables {
        d.ok(&["result", "cup", &t.to_string(), "2-1"]);
    }
}

#[test]
fn the_command_line_names_the_round_against_the_plan() {
    let d = common::Desk::new();
    d.ok(&["new", "cup", "--system", "swiss", "--rounds", "2"]);
    let f = d.write("players.csv", EIGHT);
    d.ok(&["import", "cup", "--players", &f]);
    let one = d.ok(&["pair", "cup"]);
    assert!(one.contains("round 1 of 2"), "{one}");
    assert!(
        one.contains("8 players: MTR App. E recommends 3 rounds"),
        "{one}"
    );
    finish_round(&d, 4);
    let two = d.ok(&["pair", "cup"]);
    assert!(two.contains("final round (2 of 2)"), "{two}");
    finish_round(&d, 4);
    // Beyond the plan is allowed, and said.
    let three = d.ok(&["pair", "cup"]);
    assert!(three.contains("beyond the plan of 2 rounds"), "{three}");
    // The printed pairings carry the plan in the head.
    let printed = d.ok(&["print", "cup", "pairings"]);
    assert!(printed.contains("beyond the plan of 2 rounds"), "{printed}");
    // No plan, no line: the output of an unplanned event stays as it was.
    let d = common::Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    d.ok(&["import", "cup", "--players", &d.write("p.csv", EIGHT)]);
    let plain = d.ok(&["pair", "cup"]);
    assert!(!plain.contains(" of ") && !plain.contains("MTR"), "{plain}");
}

/// `small_event` with round 2 complete, no draft, and `planned` rounds.
fn two_rounds_played(planned: Option<u32>) -> Event {
    let mut t = desk_support::small_event(true);
    let g = t.swiss_mut().expect("swiss");
    g.rounds.pop();
    g.settings.rounds = planned;
    t
}

#[test]
fn the_desk_asks_before_a_round_beyond_the_plan_and_names_the_final_one() {
    let (_d, path, mut a) = writable(two_rounds_played(Some(2)));
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'p');
    assert_eq!(
        question(&a),
        "All 2 planned Swiss rounds are played. Pair round 3 anyway?"
    );
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Pair round 3 anyway?"), "{screen}");
    ch(&mut a, 'n');
    assert_eq!(
        turnier::store::load(&path)
            .expect("load")
            .game
            .round_count(),
        2
    );
    ch(&mut a, 'p');
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("load");
    assert_eq!(t.game.round_count(), 3);
    let msg = desk_support::message(&a);
    assert!(msg.contains("beyond the plan of 2 rounds"), "{msg}");
    let screen = render(&a, 80, 24);
    assert!(screen.contains("beyond the plan of 2"), "{screen}");

    // With 3 planned, round 3 is paired at once and named the final round.
    let (_d, _path, mut a) = writable(two_rounds_played(Some(3)));
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'p');
    assert!(a.popup.is_none());
    let msg = desk_support::message(&a);
    assert!(msg.contains("final round (3 of 3)"), "{msg}");
}

#[test]
fn the_last_result_of_the_last_planned_round_offers_the_top_cut() {
    let mut t = desk_support::small_event(false);
    t.swiss_mut().expect("swiss").settings.rounds = Some(2);
    let (_d, _p, mut a) = writable(t);
    go(&mut a, Screen::Results);
    for line in ["3 21", "4 id"] {
        typed(&mut a, line);
        press(&mut a, KeyCode::Enter);
    }
    let msg = desk_support::message(&a);
    assert!(
        msg.contains("Swiss complete after round 2: top cut?"),
        "{msg}"
    );
    assert!(!msg.contains("pairs round 3"), "{msg}");
}

#[test]
fn the_form_has_the_rounds_and_round_one_rows() {
    use turnier::swiss::event_day::recommended_rounds;
    assert_eq!(recommended_rounds(40), Some(6), "33-64 players: 6 rounds");
    let mut a = App::picker(std::path::PathBuf::from("target/event-day-empty"));
    a.theme = turnier::tui::theme::Theme::plain();
    ch(&mut a, 'n');
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Swiss rounds"), "{screen}");
    assert!(screen.contains("not planned"), "{screen}");
    assert!(screen.contains("Round 1"), "{screen}");
}

/// The rounds row takes the number typed, as the other number rows do (←→ still step through
/// them): `6` gives 6, `1` `2` gives 12, `0` alone gives "not planned"; the event made has the
/// rounds typed. Its meaning (the rounds by field size) is read whole at 80 columns, in
/// English and German.
#[test]
fn the_rounds_row_takes_a_typed_number_and_its_meaning_is_shown_whole() {
    let dir = tempfile::tempdir().expect("temp");
    let mut a = App::picker(dir.path().to_path_buf());
    a.theme = turnier::tui::theme::Theme::plain();
    ch(&mut a, 'n');
    typed(&mut a, "Freitag");
    let rounds_row = |a: &App| {
        render(a, 80, 24)
            .lines()
            .find(|l| l.contains("Swiss rounds"))
            .map(str::to_string)
            .unwrap_or_default()
    };
    while !rounds_row(&a).contains('>') {
        press(&mut a, KeyCode::Down);
    }
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Planned Swiss rounds; MTR Appendix E: 9-16 players 4, 17-32 5, 33-64 6,")
            && screen.contains("│  65-128 7, 129-226 8  "),
        "{screen}"
    );
    ch(&mut a, '6');
    assert!(rounds_row(&a).contains("[6]"), "{}", rounds_row(&a));
    ch(&mut a, '1');
    ch(&mut a, '2');
    assert!(rounds_row(&a).contains("[12]"), "{}", rounds_row(&a));
    ch(&mut a, '0');
    assert!(
        rounds_row(&a).contains("[not planned]"),
        "{}",
        rounds_row(&a)
    );
    ch(&mut a, '5');
    press(&mut a, KeyCode::Enter);
    let t = a.session.as_ref().expect("created").tournament();
    assert_eq!(t.swiss().expect("swiss").settings.rounds, Some(5));

    let mut a = App::picker(dir.path().to_path_buf());
    a.theme = turnier::tui::theme::Theme::plain();
    a.lang = Lang::De;
    ch(&mut a, 'n');
    let german_row = |a: &App| {
        with_lang(Lang::De, || render(a, 80, 24))
            .lines()
            .find(|l| l.contains("Schweizer Runden"))
            .map(str::to_string)
            .unwrap_or_default()
    };
    while !german_row(&a).contains('>') {
        press(&mut a, KeyCode::Down);
    }
    let screen = with_lang(Lang::De, || render(&a, 80, 24));
    assert!(
        screen.contains("Geplante Schweizer Runden; MTR Anhang E: 9-16 Spieler 4, 17-32 5")
            && screen.contains("129-226 8"),
        "{screen}"
    );
}

// ---------------------------------------------------------------- late arrivals (R-S20)

#[test]
fn a_late_arrival_takes_the_bye_players_table_then_the_next_one_sits_the_round_out() {
    // small_event: round 2 published, Carla Fischer (4) has the bye, tables 1-4.
    let t = desk_support::small_event(false);
    let t = run(
        &t,
        Command::AddPlayers {
            names: vec!["Ida Lang".into()],
        },
    );
    let ida = PlayerId(10);
    let t = run(&t, SwissCommand::SeatLate { player: ida });
    let r = &t.swiss().expect("swiss").rounds[1];
    assert!(r.byes.is_empty(), "the bye became a match");
    let tb = r.table(TableNo(5)).expect("a new table 5");
    assert_eq!((tb.a, tb.b, tb.result), (PlayerId(4), ida, None));
    // Carla lost round 1 0-2 to Bert: 0 match points before round 2, as Ida.
    assert_eq!((tb.reason.points_a, tb.reason.points_b), (0, 0));
    assert_eq!(r.tables.len(), 5, "no other table changed");
    assert_eq!(r.state, RoundState::Published);
    assert_eq!(
        t.audit.last().expect("logged").what,
        "round 2: late arrival Ida Lang seated against Carla Fischer (the bye became table 5)"
    );
    assert_eq!(
        t.registry.participant(ida).expect("ida").entered_round,
        Some(RoundNo(2))
    );
    // The next one finds no bye to play against (R-S20 as revised): Jo Kurz sits round 2 out,
    // the round stays exactly as it is, and Jo is entered in round 3 like any late entry.
    let t = run(
        &t,
        Command::AddPlayers {
            names: vec!["Jo Kurz".into()],
        },
    );
    let jo = PlayerId(11);
    let before = t.swiss().expect("swiss").rounds[1].clone();
    let t = run(&t, SwissCommand::SeatLate { player: jo });
    let r = &t.swiss().expect("swiss").rounds[1];
    assert_eq!(*r, before, "no bye, no table: round 2 unchanged");
    assert!(r.byes.is_empty() && !r.involves(jo));
    assert_eq!(
        t.audit.last().expect("logged").what,
        "round 2: late arrival Jo Kurz sits this round out (no bye to play against); \
         paired from round 3 on"
    );
    assert_eq!(t.audit.last().expect("logged").round, Some(RoundNo(2)));
    assert_eq!(
        t.registry.participant(jo).expect("jo").entered_round,
        Some(RoundNo(3))
    );
    assert!(turnier::store::problems(&t).is_empty());
    // Refused: seated already.
    let seated = apply(&t, SwissCommand::SeatLate { player: ida }, at()).expect_err("refused");
    assert_eq!(
        seated.to_string(),
        "player: Ida Lang is seated in round 2 already"
    );
    // Round 2 finished: Jo has no result and no points for it, never a bye's 3.
    let mut t = t;
    for (table, score) in [(3, "2-1"), (4, "2-0"), (5, "0-2")] {
        t = run(
            &t,
            SwissCommand::RecordResult {
                round: None,
                table: TableNo(table),
                result: score.parse().expect("score"),
            },
        );
    }
    let st = turnier::swiss::standings::standings(&t.registry, t.swiss().expect("swiss"), None);
    let row = st.row(jo).expect("jo");
    assert_eq!(
        (row.match_points, row.rounds_played, row.byes, row.record()),
        (0, 0, 0, "0-0-0".to_string())
    );
    // Ida won table 5 2-0 from the second seat: 3 match points from a match, not a bye.
    let row = st.row(ida).expect("ida");
    assert_eq!((row.match_points, row.byes, row.wins), (3, 0, 1));
    // Round 3 pairs all eleven, Jo among them. Jo is the lowest-ranked of those with no bye
    // yet (0 match points, R-S9), so the pairing gives Jo round 3's bye by R-S11, as it
    // would any late entry: a bye of the pairing, not of arriving late.
    let t = run(&t, SwissCommand::PairNextRound);
    let r3 = &t.swiss().expect("swiss").rounds[2];
    assert_eq!(r3.byes, [jo], "Jo is paired from round 3 on");
    assert_eq!(r3.tables.len(), 5);
    assert!(r3.involves(ida) && r3.involves(PlayerId(4)));
    assert!(turnier::store::problems(&t).is_empty());
    // Refused: a complete round.
    let done = apply(
        &desk_support::small_event(true),
        Command::AddPlayers {
            names: vec!["Ida Lang".into()],
        },
        at(),
    )
    .expect("register");
    let mut two = done.clone();
    two.swiss_mut().expect("swiss").rounds.pop();
    let complete = apply(&two, SwissCommand::SeatLate { player: ida }, at()).expect_err("refused");
    assert!(
        complete
            .to_string()
            .contains("round 2 is complete: Ida Lang is paired from round 3 on"),
        "{complete}"
    );
}

#[test]
fn seat_on_the_command_line_prints_the_table() {
    let d = common::Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    d.ok(&[
        "import",
        "cup",
        "--players",
        &d.write("p.csv", "name\nAnna\nBert\nCarl\n"),
    ]);
    d.ok(&["pair", "cup"]);
    d.ok(&["publish", "cup"]);
    let said = d.ok(&[
        "import",
        "cup",
        "--players",
        &d.write("late.csv", "name\nDora\n"),
    ]);
    // The import says what `seat` will do, and what happens without it (R-S20).
    let event = d.path("cup.ron").display().to_string();
    assert!(
        said.ends_with(&format!(
            "\nDora arrived during round 1: `turnier seat {event} \"Dora\"` seats Dora against \
             Carl, who has the bye (table 2); without it Dora is paired from round 2 on\n"
        )),
        "{said}"
    );
    let said = d.ok(&["seat", "cup", "Dora"]);
    // Round 1 of three: Anna v Carl... the last registered (Carl) has the bye (R-S11).
    assert!(
        said.contains("round 1: late arrival Dora seated against Carl (the bye became table 2)"),
        "{said}"
    );
    assert!(said.contains("    2  Carl (0)  vs  Dora (0)"), "{said}");
    d.rejected("cup", &["seat", "cup", "Dora"], "seated in round 1 already");
    // Dora came while round 1 was published and was seated in it: the log has both entries
    // under round 1 (the late entry must not stand under round 2).
    let t = turnier::store::load(&d.path("cup.ron")).expect("load");
    let rounds: Vec<(Option<u32>, &str)> = t
        .audit
        .iter()
        .rev()
        .take(2)
        .map(|e| (e.round.map(|r| r.0), e.what.as_str()))
        .collect();
    assert_eq!(
        rounds,
        vec![
            (
                Some(1),
                "round 1: late arrival Dora seated against Carl (the bye became table 2)"
            ),
            (Some(1), "late entry Dora"),
        ]
    );
    // The bye is gone: the next late arrival sits round 1 out (R-S20), and `seat` says so in
    // the log line and in the line where a table would stand.
    let said = d.ok(&[
        "import",
        "cup",
        "--players",
        &d.write("later.csv", "name\nEmil\nFrida\n"),
    ]);
    assert!(
        said.ends_with(
            "\nEmil arrived during round 1, which has no bye to play against: Emil sits it out \
             (no result, no points) and is paired from round 2 on\nFrida arrived during round \
             1, which has no bye to play against: Frida sits it out (no result, no points) and \
             is paired from round 2 on\n"
        ),
        "{said}"
    );
    let said = d.ok(&["seat", "cup", "Emil"]);
    assert!(
        said.starts_with(
            "round 1: late arrival Emil sits this round out (no bye to play against); \
             paired from round 2 on; saved "
        ),
        "{said}"
    );
    assert!(
        said.ends_with("\n  sits out  Emil (no result, no points; paired from round 2 on)\n"),
        "{said}"
    );
    let said = d.ok(&["--lang", "de", "seat", "cup", "Frida"]);
    assert!(
        said.starts_with(
            "Runde 1: Nachzügler Frida setzt diese Runde aus (kein Freilos als Gegner); \
             wird ab Runde 2 gepaart; gespeichert: "
        ),
        "{said}"
    );
    assert!(
        said.ends_with(
            "\n  setzt aus  Frida (kein Ergebnis, keine Punkte; wird ab Runde 2 gepaart)\n"
        ),
        "{said}"
    );
    let folder = d.path("").display().to_string();
    german_support::german("seat in German", &said.replace(&folder, " "));
    let t = turnier::store::load(&d.path("cup.ron")).expect("load");
    let r = &t.swiss().expect("swiss").rounds[0];
    assert_eq!((r.tables.len(), r.byes.len()), (2, 0), "round 1 unchanged");
    for p in [PlayerId(5), PlayerId(6)] {
        assert_eq!(
            t.registry.participant(p).expect("late").entered_round,
            Some(RoundNo(2))
        );
    }
    assert!(turnier::store::problems(&t).is_empty());
    // In German the import says it in German.
    let said = d.ok(&[
        "--lang",
        "de",
        "import",
        "cup",
        "--players",
        &d.write("gero.csv", "name\nGero\n"),
    ]);
    assert!(
        said.ends_with(
            "\nGero kam während Runde 1, die kein Freilos als Gegner hat: Gero setzt sie aus \
             (kein Ergebnis, keine Punkte) und wird ab Runde 2 gepaart\n"
        ),
        "{said}"
    );
    german_support::german(
        "the late arrival's import line",
        &said.replace(&folder, " "),
    );
}

/// A late arrival seated into a draft follows the same rule (R-S20): against the draft's bye
/// while there is one, else out of the round; the draft stays a draft, its other tables as
/// they were, and the desk no longer lists the one who sits out as unseated.
#[test]
fn a_late_arrival_seated_into_a_draft_follows_the_same_rule() {
    // small_event(true): round 3 is a draft, Eva Nowak (6) has its bye.
    let t = run(
        &desk_support::small_event(true),
        Command::AddPlayers {
            names: vec!["Ida Lang".into(), "Jo Kurz".into()],
        },
    );
    let (ida, jo) = (PlayerId(10), PlayerId(11));
    // Registered during a draft: entered in the draft's round (R-S17).
    assert_eq!(
        t.registry.participant(jo).expect("jo").entered_round,
        Some(RoundNo(3))
    );
    let t = run(&t, SwissCommand::SeatLate { player: ida });
    let before = t.swiss().expect("swiss").rounds[2].clone();
    let tb = before.table(TableNo(5)).expect("a new table 5");
    assert_eq!((tb.a, tb.b), (PlayerId(6), ida));
    let t = run(&t, SwissCommand::SeatLate { player: jo });
    let r = &t.swiss().expect("swiss").rounds[2];
    assert_eq!(*r, before, "the draft unchanged");
    assert_eq!(r.state, RoundState::Draft);
    assert_eq!(
        t.audit.last().expect("logged").what,
        "round 3: late arrival Jo Kurz sits this round out (no bye to play against); \
         paired from round 4 on"
    );
    assert_eq!(
        t.registry.participant(jo).expect("jo").entered_round,
        Some(RoundNo(4))
    );
    assert!(turnier::store::problems(&t).is_empty());
    // Nobody is left unseated: `P` asks the plain question.
    let (_d, _p, mut a) = writable(t);
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'P');
    assert_eq!(
        question(&a),
        "Publish round 3? Its pairings are then fixed."
    );
}

/// A player back after an un-drop, not in the published round, has played before: seated
/// with no bye to play against they sit the round out, and their entry stays as it was (no
/// late entry in round 3 who sat at a table in round 1).
#[test]
fn a_player_back_after_an_undrop_sits_out_and_keeps_their_entry() {
    // Nine players: P9 has round 1's bye, drops after round 1; round 2 pairs the other eight.
    let mut t = run(
        &event(9, SwissSettings::default(), 0),
        SwissCommand::PairNextRound,
    );
    t = run(&t, Command::Publish);
    for table in 1..=4 {
        t = run(
            &t,
            SwissCommand::RecordResult {
                round: None,
                table: TableNo(table),
                result: "2-0".parse().expect("score"),
            },
        );
    }
    assert_eq!(t.swiss().expect("swiss").rounds[0].byes, [PlayerId(9)]);
    t = run(
        &t,
        Command::Drop {
            player: PlayerId(9),
        },
    );
    t = run(&t, SwissCommand::PairNextRound);
    t = run(&t, Command::Publish);
    t = run(
        &t,
        Command::Undrop {
            player: PlayerId(9),
        },
    );
    let before = t.swiss().expect("swiss").rounds[1].clone();
    assert!(before.byes.is_empty() && !before.involves(PlayerId(9)));
    let t = run(
        &t,
        SwissCommand::SeatLate {
            player: PlayerId(9),
        },
    );
    assert_eq!(t.swiss().expect("swiss").rounds[1], before);
    assert_eq!(
        t.registry
            .participant(PlayerId(9))
            .expect("p9")
            .entered_round,
        None
    );
    assert!(turnier::store::problems(&t).is_empty());
}

#[test]
fn registering_during_a_published_round_offers_the_seat() {
    let (_d, path, mut a) = writable(desk_support::small_event(false));
    go(&mut a, Screen::Registration);
    ch(&mut a, 'a');
    typed(&mut a, "Ida Lang");
    press(&mut a, KeyCode::Enter);
    assert_eq!(
        question(&a),
        "Seat Ida Lang in round 2 against Carla Fischer, who has the bye (table 5)? (n: Carla \
         Fischer keeps the bye, Ida Lang is paired from round 3 on)"
    );
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Seat Ida Lang in round 2"), "{screen}");
    // What `n` does is on the screen too, at 80x24.
    assert!(
        screen.contains("(n: Carla Fischer keeps the bye"),
        "{screen}"
    );
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("load");
    let tb = t.swiss().expect("swiss").rounds[1]
        .table(TableNo(5))
        .expect("seated");
    assert_eq!((tb.a, tb.b), (PlayerId(4), PlayerId(10)));
    // The add line is open again for the next name.
    assert!(a.input.is_some());
}

/// small_event with Ida Lang seated against round 2's bye: an even field of ten, no bye left.
fn no_bye_left() -> Event {
    let t = run(
        &desk_support::small_event(false),
        Command::AddPlayers {
            names: vec!["Ida Lang".into()],
        },
    );
    run(
        &t,
        SwissCommand::SeatLate {
            player: PlayerId(10),
        },
    )
}

/// With no bye to play against, the question says the late arrival sits the round out (R-S20);
/// yes logs it, and the round stays as it is.
#[test]
fn registering_in_an_even_field_says_the_late_arrival_sits_the_round_out() {
    let (_d, path, mut a) = writable(no_bye_left());
    go(&mut a, Screen::Registration);
    ch(&mut a, 'a');
    typed(&mut a, "Jo Kurz");
    press(&mut a, KeyCode::Enter);
    assert_eq!(
        question(&a),
        "Round 2 has no bye to play against: Jo Kurz sits it out (no result, no points, never a \
         bye) and is paired from round 3 on. Note it in the log? (n: the same, without the note)"
    );
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("Round 2 has no bye to play against"),
        "{screen}"
    );
    assert!(
        screen.contains("(n: the same, without the note)"),
        "{screen}"
    );
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("load");
    let r = &t.swiss().expect("swiss").rounds[1];
    assert_eq!((r.tables.len(), r.byes.len()), (5, 0), "round 2 unchanged");
    assert!(!r.involves(PlayerId(11)));
    assert_eq!(
        t.registry
            .participant(PlayerId(11))
            .expect("jo")
            .entered_round,
        Some(RoundNo(3))
    );
    assert_eq!(
        t.audit.last().expect("logged").what,
        "round 2: late arrival Jo Kurz sits this round out (no bye to play against); \
         paired from round 3 on"
    );
    assert!(turnier::store::problems(&t).is_empty());
    // The add line is open again for the next name.
    assert!(a.input.is_some());
}

/// `n` to the sit-out question: the player sits the round out all the same (nothing to seat
/// them against), and the status line says that instead of offering a later seat.
#[test]
fn declining_the_sit_out_says_the_player_sits_the_round_out() {
    let (_d, path, mut a) = writable(no_bye_left());
    go(&mut a, Screen::Registration);
    ch(&mut a, 'a');
    typed(&mut a, "Jo Kurz");
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'n');
    assert_eq!(
        desk_support::message(&a),
        "Jo Kurz registered: sits round 2 out (no bye to play against), paired from round 3 on"
    );
    let t = turnier::store::load(&path).expect("load");
    assert_eq!(
        t.registry
            .participant(PlayerId(11))
            .expect("jo")
            .entered_round,
        Some(RoundNo(3))
    );
    assert_eq!(t.audit.last().expect("logged").what, "late entry Jo Kurz");
}

/// `n` to the seat question leaves the player registered and not seated, and the status line
/// says so rather than `cancelled: nothing changed`.
#[test]
fn declining_the_seat_says_the_player_is_registered_not_seated() {
    let (_d, path, mut a) = writable(desk_support::small_event(false));
    go(&mut a, Screen::Registration);
    ch(&mut a, 'a');
    typed(&mut a, "Ida Lang");
    press(&mut a, KeyCode::Enter);
    assert!(a.popup.is_some(), "the seat question");
    ch(&mut a, 'n');
    assert_eq!(
        desk_support::message(&a),
        "Ida Lang registered, not seated in round 2: paired from round 3 on \
         (seat later with `turnier seat event 10`)"
    );
    let t = turnier::store::load(&path).expect("load");
    assert!(t.registry.participant(PlayerId(10)).is_some(), "registered");
    assert_eq!(
        t.swiss().expect("swiss").rounds[1].tables.len(),
        4,
        "not seated"
    );
}

#[test]
fn publishing_a_draft_that_leaves_a_player_unseated_names_them_and_seats_them() {
    // small_event(true): round 3 is a draft, Eva Nowak (6) has its bye.
    let t = apply(
        &desk_support::small_event(true),
        Command::AddPlayers {
            names: vec!["Ida Lang".into()],
        },
        at(),
    )
    .expect("register");
    let (_d, path, mut a) = writable(t);
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'P');
    assert_eq!(
        question(&a),
        "Publish round 3? Not seated: Ida Lang. Yes seats this late arrival first: \
         Ida Lang against Eva Nowak, who has the bye (table 5)."
    );
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("load");
    let r = &t.swiss().expect("swiss").rounds[2];
    assert_eq!(r.state, RoundState::Published);
    let tb = r.table(TableNo(5)).expect("seated");
    assert_eq!((tb.a, tb.b), (PlayerId(6), PlayerId(10)));
}

/// Two late arrivals and one bye: the question names what happens to each (R-S20), the first
/// takes the bye's table, the second sits round 3 out; yes does exactly that, then publishes.
#[test]
fn publishing_with_two_unseated_and_one_bye_says_who_sits_out() {
    let t = run(
        &desk_support::small_event(true),
        Command::AddPlayers {
            names: vec!["Ida Lang".into(), "Jo Kurz".into()],
        },
    );
    let (_d, path, mut a) = writable(t);
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'P');
    assert_eq!(
        question(&a),
        "Publish round 3? Not seated: Ida Lang, Jo Kurz. Yes seats these late arrivals first: \
         Ida Lang against Eva Nowak, who has the bye (table 5); Jo Kurz sits this round out \
         (no bye to play against, no points), paired from round 4 on."
    );
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Jo Kurz sits this round out"), "{screen}");
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("load");
    let r = &t.swiss().expect("swiss").rounds[2];
    assert_eq!(r.state, RoundState::Published);
    assert_eq!((r.tables.len(), r.byes.len()), (5, 0));
    let tb = r.table(TableNo(5)).expect("seated");
    assert_eq!((tb.a, tb.b), (PlayerId(6), PlayerId(10)));
    assert!(!r.involves(PlayerId(11)));
    assert_eq!(
        t.registry
            .participant(PlayerId(11))
            .expect("jo")
            .entered_round,
        Some(RoundNo(4))
    );
    assert!(turnier::store::problems(&t).is_empty());
}

// ---------------------------------------------------------------- German

#[test]
fn the_questions_and_lines_read_german() {
    with_lang(Lang::De, || {
        let (_d, _p, mut a) = writable(desk_support::small_event(false));
        go(&mut a, Screen::Registration);
        ch(&mut a, 'a');
        typed(&mut a, "Ida Lang");
        press(&mut a, KeyCode::Enter);
        let q = question(&a);
        assert_eq!(
            q,
            "Ida Lang in Runde 2 gegen Carla Fischer setzen, der das Freilos hat (Tisch 5)? (n: \
             Carla Fischer behält das Freilos, Ida Lang wird ab Runde 3 gepaart)"
        );
        german_support::german("the seat question", &q);

        let (_d, _p, mut a) = writable(no_bye_left());
        go(&mut a, Screen::Registration);
        ch(&mut a, 'a');
        typed(&mut a, "Jo Kurz");
        press(&mut a, KeyCode::Enter);
        let q = question(&a);
        assert_eq!(
            q,
            "Runde 2 hat kein Freilos als Gegner: Jo Kurz setzt sie aus (kein Ergebnis, keine \
             Punkte, nie ein Freilos) und wird ab Runde 3 gepaart. Im Protokoll vermerken? (n: \
             dasselbe, ohne Vermerk)"
        );
        german_support::german("the sit-out question", &q);
        a.lang = Lang::De;
        let screen = render(&a, 80, 24);
        assert!(
            screen.contains("Runde 2 hat kein Freilos als Gegner"),
            "{screen}"
        );
        german_support::german("the sit-out question on screen", &screen);
        ch(&mut a, 'n');
        let said = desk_support::message(&a);
        assert_eq!(
            said,
            "Jo Kurz angemeldet: setzt Runde 2 aus (kein Freilos als Gegner), \
             wird ab Runde 3 gepaart"
        );
        german_support::german("the sit-out line", &said);

        let (_d, _p, mut a) = writable(two_rounds_played(Some(2)));
        go(&mut a, Screen::Pairings);
        ch(&mut a, 'p');
        german_support::german("the question beyond the plan", &question(&a));
        ch(&mut a, 'y');
        german_support::german("the plan line", &desk_support::message(&a));

        for key in [
            "day-plan-final",
            "day-desk-swiss-complete",
            "day-cli-created-rounds",
            "day-cli-created-lot",
            "day-audit-seat-table",
            "day-audit-seat-out",
            "day-cli-seat-out",
            "day-desk-ask-seat-out",
            "day-desk-plan-seat-table",
            "day-desk-plan-seat-out",
            "day-desk-seat-out-declined",
            "day-err-seat-complete",
            "day-desk-recommended",
            "day-desk-ask-publish-unseated",
        ] {
            let text = turnier::i18n::t_args(
                key,
                &[
                    ("round", value(3)),
                    ("planned", value(2)),
                    ("rounds", value(5)),
                    ("players", value(20)),
                    ("count", value(1)),
                    ("next", value(4)),
                    ("table", value(5)),
                    ("name", value("Ida")),
                    ("names", value("Ida")),
                    ("opponent", value("Carla")),
                    ("plan", value("Ida")),
                ],
            );
            german_support::german(key, &text);
        }
    });
}

/// A round of one table says `1 table` (German `1 Tisch`), not `1 tables`: the plural comes
/// from Fluent, at the Swiss desk and in the Muck draw's print.
#[test]
fn one_table_is_one_table_in_both_languages() {
    let d = common::Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    d.ok(&[
        "import",
        "cup",
        "--players",
        &d.write("p.csv", "name\nAnna\nBert\nCarl\n"),
    ]);
    d.ok(&["pair", "cup"]);
    d.ok(&["publish", "cup"]);
    let t = turnier::store::load(&d.path("cup.ron")).expect("load");
    let (_dir, _p, mut a) = writable(t);
    go(&mut a, Screen::Pairings);
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Round 1 published · 1 table ·"), "{screen}");
    a.lang = turnier::i18n::Lang::De;
    turnier::i18n::with_lang(turnier::i18n::Lang::De, || {
        let screen = render(&a, 80, 24);
        assert!(screen.contains(" · 1 Tisch · "), "{screen}");
    });
    d.ok(&["new", "abend", "--system", "muck"]);
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("pairs.csv", "name\nAnna / Bert\nCarl / Dora\n"),
    ]);
    d.ok(&["draw", "abend"]);
    let t = turnier::store::load(&d.path("abend.ron")).expect("load");
    let (_dir, _p, mut a) = writable(t);
    go(&mut a, Screen::Pairings);
    let screen = render(&a, 80, 24);
    assert!(screen.contains("1 table"), "{screen}");
    assert!(!screen.contains("1 tables"), "{screen}");
}
