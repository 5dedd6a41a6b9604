//! The words of every kind of refusal, driven through [`apply`] as the CLI and the desk see
//! them. The texts are pinned: they are the words the refusals had as plain strings
//! (`Rejected(String)`), and giving each reason its own typed kind changed no message.

use crate::game::{Command, Event, Game, PlayerId, RoundNo, TableNo, apply};
use crate::muck::{
    BobblScore, Entrant, ImportedMuckTable, MuckCommand, MuckGame, MuckSettings, PairId, Partners,
    Schedule, SheetEntry, Side,
};
use crate::swiss::{
    ByeGames, Floor, ImportedMatch, MatchResult, Opponents, Profile, SwissCommand, SwissGame,
    SwissSettings,
};
use chrono::{DateTime, TimeZone, Utc};

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 1, 1, 10, 0, 0)
        .single()
        .expect("time")
}

fn ok(ev: &Event, cmd: impl Into<Command>) -> Event {
    apply(ev, cmd, at()).expect("accepted")
}

fn no(ev: &Event, cmd: impl Into<Command>) -> String {
    apply(ev, cmd, at()).expect_err("refused").to_string()
}

fn names(n: &[&str]) -> Vec<String> {
    n.iter().map(|s| s.to_string()).collect()
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

#[test]
fn swiss_refusals() {
    let t0 = Event::new(
        "t",
        Game::Swiss(SwissGame::new(SwissSettings::default())),
        at(),
        0,
    );
    assert_eq!(
        no(&t0, Command::AddPlayers { names: vec![] }),
        "names: at least one player name is needed"
    );
    assert_eq!(
        no(
            &t0,
            Command::AddPlayers {
                names: names(&[" "])
            }
        ),
        "name: must not be empty"
    );
    assert_eq!(
        no(
            &t0,
            Command::AddPlayers {
                names: names(&["a\tb"])
            }
        ),
        "name: must not contain control characters (tabs, line breaks, escape sequences, direction overrides)"
    );
    assert_eq!(
        no(
            &t0,
            Command::AddPlayers {
                names: names(&["Bob\u{202E}nnA"])
            }
        ),
        "name: must not contain control characters (tabs, line breaks, escape sequences, direction overrides)"
    );
    assert_eq!(
        no(
            &t0,
            Command::AddPlayers {
                names: vec!["x".repeat(81)]
            }
        ),
        "name: at most 80 characters (this one has 81)"
    );
    assert_eq!(
        no(&t0, Command::Publish),
        "there is no draft: pair the next round first"
    );
    assert_eq!(
        no(&t0, MuckCommand::DrawRound),
        "this is a swiss event: drawing a Muck round is for muck events only; pair the round \
         instead (`turnier pair`)"
    );
    assert_eq!(
        no(&t0, result(1, 1, 2, 0)).as_str(),
        "round: there is no round 1 (allowed: 1..0)"
    );
    let t = ok(
        &t0,
        Command::AddPlayers {
            names: names(&["Anna", "Bert", "Cora", "Dirk"]),
        },
    );
    assert_eq!(
        no(
            &t,
            Command::Drop {
                player: PlayerId(9)
            }
        ),
        "player: no player with id 9 (allowed: 1..4)"
    );
    assert_eq!(
        no(
            &t,
            Command::Undrop {
                player: PlayerId(1)
            }
        ),
        "player: Anna is not dropped"
    );
    let t = ok(&t, SwissCommand::PairNextRound);
    assert_eq!(
        no(&t, SwissCommand::PairNextRound),
        "round 1 is a draft already: publish, re-pair or delete it"
    );
    assert_eq!(
        no(&t, result(1, 1, 2, 0)),
        "round 1 is a draft: publish it before entering results"
    );
    assert_eq!(
        no(
            &t,
            Command::SwapTables {
                a: TableNo(1),
                b: TableNo(5)
            }
        ),
        "table: round 1 has no table 5 (allowed: 1..2)"
    );
    assert_eq!(
        no(
            &t,
            Command::SwapTables {
                a: TableNo(2),
                b: TableNo(2)
            }
        ),
        "swap: the two table numbers must differ"
    );
    assert_eq!(
        no(
            &t,
            SwissCommand::SwapPlayers {
                a: PlayerId(1),
                b: PlayerId(1)
            }
        ),
        "swap: the two players must differ"
    );
    assert_eq!(
        no(
            &t,
            SwissCommand::ImportRound {
                round: RoundNo(2),
                matches: vec![],
                byes: vec![]
            }
        ),
        "import: round 1 is a draft; delete it before importing results"
    );
    let seated = t.swiss().expect("swiss").rounds[0].tables[0].clone();
    let name = t.registry.display_name(seated.a);
    assert_eq!(
        no(&t, Command::Drop { player: seated.a }),
        format!(
            "player: {name} is seated in the draft of round 1; delete the draft, drop, then pair \
             again"
        )
    );
    assert_eq!(
        no(
            &t,
            SwissCommand::SwapPlayers {
                a: seated.a,
                b: seated.b
            }
        ),
        format!(
            "swap: {name} and {} already sit at the same table",
            t.registry.display_name(seated.b)
        )
    );
    let t = ok(&t, Command::Publish);
    assert_eq!(
        no(&t, SwissCommand::PairNextRound),
        "round 1 has 2 table(s) without a result: enter them first"
    );
    assert_eq!(
        no(&t, Command::DeleteDraft),
        "round 1 is published: only a draft can be changed this way"
    );
    assert_eq!(
        no(&t, SwissCommand::Repair),
        "round 1 is published: only a draft can be changed this way"
    );
    assert_eq!(
        no(&t, result(3, 1, 2, 0)),
        "round: there is no round 3 (allowed: 1..1)"
    );
    assert_eq!(
        no(&t, result(1, 9, 2, 0)),
        "table: round 1 has no table 9 (allowed: 1..2)"
    );
    assert_eq!(
        no(&t, result(1, 1, 3, 0)),
        "score 3-0-0 is not a best-of-three result; allowed: games won 0..2 per player (not \
         2-2), drawn games 0..3, e.g. 2-0, 2-1, 1-1-1, 0-2, ID"
    );
    let import = |round| SwissCommand::ImportRound {
        round: RoundNo(round),
        matches: vec![ImportedMatch {
            table: None,
            a: PlayerId(1),
            b: PlayerId(1),
            result: MatchResult::INTENTIONAL_DRAW,
        }],
        byes: vec![],
    };
    assert_eq!(
        no(&t, import(3)),
        "round: the next round to import is 2, not 3"
    );
    assert_eq!(
        no(&t, import(2)),
        "import: round 1 has 2 table(s) without a result: enter them first"
    );
    assert_eq!(
        no(
            &t,
            SwissCommand::RemovePlayer {
                player: PlayerId(1)
            }
        ),
        "remove: round 1 exists (published), so Anna may have been paired; drop the player \
         instead (results and pairings stay)"
    );
    let t = ok(
        &t,
        Command::Drop {
            player: PlayerId(1),
        },
    );
    assert_eq!(
        no(
            &t,
            Command::Drop {
                player: PlayerId(1)
            }
        ),
        "player: Anna is dropped already (after round 1)"
    );
    let t = ok(&t, result(1, 1, 2, 0));
    let t = ok(&t, result(1, 2, 2, 0));
    assert_eq!(no(&t, import(2)), "import: Anna plays twice in round 2");
}

#[test]
fn muck_refusals() {
    let t0 = Event::new(
        "m",
        Game::Muck(MuckGame::new(MuckSettings::default())),
        at(),
        7,
    );
    assert_eq!(
        no(&t0, SwissCommand::PairNextRound),
        "this is a muck event: pairing the next round is for swiss events only; draw the round \
         instead (`turnier draw`)"
    );
    assert_eq!(
        no(&t0, MuckCommand::AddEntrants { entrants: vec![] }),
        "entrants: at least one entrant is needed"
    );
    assert_eq!(
        no(
            &t0,
            MuckCommand::AddEntrants {
                entrants: vec![names(&["Berta", "berta"])]
            }
        ),
        "pair: Berta is named twice in \"Berta / berta\"; a pair is two different players"
    );
    assert_eq!(
        no(
            &t0,
            MuckCommand::AddEntrants {
                entrants: vec![names(&["A", "B", "C"])]
            }
        ),
        "entrant: \"A / B / C\" has 3 names; allowed: one player, or a pair of two (`Berta / \
         Else`)"
    );
    assert_eq!(
        no(&t0, Command::Publish),
        "there is no draft: draw the next round first"
    );
    let score = |round: Option<u32>, table: u32, bobbl: u32, a: u32, b: u32| MuckCommand::Score {
        round: round.map(RoundNo),
        table: TableNo(table),
        bobbl,
        scores: vec![BobblScore { a, b }],
        second_entry: false,
    };
    assert_eq!(
        no(&t0, score(None, 1, 1, 21, 4)),
        "result: there is no round yet; draw and publish one first"
    );
    let t = ok(
        &t0,
        MuckCommand::AddEntrants {
            entrants: vec![
                names(&["A1", "A2"]),
                names(&["B1", "B2"]),
                names(&["C1", "C2"]),
                names(&["D1", "D2"]),
            ],
        },
    );
    assert_eq!(
        no(
            &t,
            MuckCommand::Withdraw {
                entrant: Entrant::Pair(PairId(9))
            }
        ),
        "entrant: no pair 9 (allowed: pairs 1..4)"
    );
    assert_eq!(
        no(
            &t,
            MuckCommand::Reinstate {
                entrant: Entrant::Pair(PairId(1))
            }
        ),
        "entrant: A1 / A2 is not withdrawn"
    );
    assert_eq!(
        no(
            &t,
            MuckCommand::MakePair {
                a: PlayerId(1),
                b: PlayerId(3)
            }
        ),
        "pair: A1 plays in pair 1 already (A1 / A2)"
    );
    let t = ok(&t, MuckCommand::DrawRound);
    assert_eq!(
        no(&t, MuckCommand::DrawRound),
        "round 1 is a draft already: publish, re-draw or delete it"
    );
    assert_eq!(
        no(&t, score(Some(1), 1, 1, 21, 4)),
        "round 1 is a draft: publish it before entering scores"
    );
    assert_eq!(
        no(
            &t,
            Command::SwapTables {
                a: TableNo(1),
                b: TableNo(3)
            }
        ),
        "table: round 1 has no table 3 (allowed: 1..2)"
    );
    assert_eq!(
        no(
            &t,
            MuckCommand::SwapEntrants {
                a: Entrant::Pair(PairId(2)),
                b: Entrant::Pair(PairId(2))
            }
        ),
        "swap: the two entrants must differ"
    );
    assert_eq!(
        no(
            &t,
            MuckCommand::Withdraw {
                entrant: Entrant::Pair(PairId(1))
            }
        ),
        "entrant: A1 / A2 is in the draft of round 1; delete the draft, withdraw, then draw again"
    );
    let t = ok(&t, Command::Publish);
    assert_eq!(
        no(&t, MuckCommand::DrawRound),
        "round 1 has 2 table(s) with a Bobbl not entered: enter them first"
    );
    assert_eq!(
        no(&t, MuckCommand::Redraw),
        "round 1 is published: only a draft can be changed this way"
    );
    assert_eq!(
        no(&t, score(None, 1, 3, 21, 4)),
        "bobbl: round 1 has 2 Bobbl per table; Bobbl 3 does not exist (allowed: 1..2)"
    );
    assert_eq!(
        no(&t, score(None, 1, 0, 21, 4)),
        "bobbl: round 1 has 2 Bobbl per table; Bobbl 0 does not exist (allowed: 1..2)"
    );
    assert_eq!(
        no(&t, score(None, 1, 2, 21, 21)),
        "table 1, Bobbl 2: exactly one side must reach 21 (the target; a value above it counts \
         as 21); found 21:21, both at the target"
    );
    assert_eq!(
        no(&t, score(Some(2), 1, 1, 21, 4)),
        "round: there is no round 2 (allowed: 1..1)"
    );
    assert_eq!(
        no(&t, score(None, 9, 1, 21, 4)),
        "table: round 1 has no table 9 (allowed: 1..2)"
    );
    assert_eq!(
        no(
            &t,
            MuckCommand::Score {
                round: None,
                table: TableNo(1),
                bobbl: 1,
                scores: vec![],
                second_entry: false
            }
        ),
        "score: at least one Bobbl score is needed, e.g. 21:4"
    );
    assert_eq!(
        no(
            &t,
            MuckCommand::ResolveEntries {
                round: None,
                table: TableNo(1),
                take: SheetEntry::Second
            }
        ),
        "resolve: round 1, table 1: there is no second entry; nothing to resolve"
    );
    let import = |round, bobbl: Vec<Option<BobblScore>>, a, b| MuckCommand::ImportRound {
        round: RoundNo(round),
        tables: vec![ImportedMuckTable {
            table: TableNo(1),
            a: Side::Pair(PairId(a)),
            b: Side::Pair(PairId(b)),
            bobbl,
        }],
    };
    let s = Some(BobblScore { a: 21, b: 3 });
    assert_eq!(
        no(&t, import(3, vec![s, s], 1, 2)),
        "round: the next round to import is 2, not 3"
    );
    assert_eq!(
        no(&t, import(2, vec![s, s, s], 1, 2)),
        "bobbl: table 1 has a score for Bobbl 3, but a round has 2 (allowed: 1..2)"
    );
    assert_eq!(
        no(
            &t,
            import(2, vec![s, Some(BobblScore { a: 3, b: 4 })], 1, 2)
        ),
        "table 1, Bobbl 2: exactly one side must reach 21 (the target; a value above it counts \
         as 21); found 3:4, neither at the target: the event has no time limit (setting \
         `time-limit`, R-M9), so a Bobbl stopped by one cannot be entered"
    );
    assert_eq!(
        no(&t, import(2, vec![s, s], 1, 1)),
        "table 1: A1 / A2 is seated twice in round 2; an entrant plays at one table per round"
    );

    let singles = Event::new(
        "s",
        Game::Muck(MuckGame::new(MuckSettings {
            partners: Partners::Changing,
            ..MuckSettings::default()
        })),
        at(),
        7,
    );
    assert_eq!(
        no(
            &singles,
            MuckCommand::MakePair {
                a: PlayerId(1),
                b: PlayerId(2)
            }
        ),
        "pair: this event has single players with changing partners; pairs are drawn anew every \
         round"
    );
    assert_eq!(
        no(
            &singles,
            MuckCommand::AddEntrants {
                entrants: vec![names(&["A", "B"])]
            }
        ),
        "entrant: \"A / B\" is a pair, but this event has single players with changing \
         partners; register each player by name"
    );
    assert_eq!(
        no(&singles, MuckCommand::DrawRound),
        "draw: 0 active player(s); at least 4 are needed to fill one table (register more, or \
         take a withdrawal back)"
    );
}

#[test]
fn settings_refusals() {
    let bad = |s: MuckSettings| s.validate().expect_err("refused").to_string();
    let d = MuckSettings::default();
    assert_eq!(
        bad(MuckSettings {
            bobbl_per_round: 0,
            ..d.clone()
        }),
        "bobbl: 0 Bobbl per round is not allowed; allowed: 1..=9"
    );
    assert_eq!(
        bad(MuckSettings {
            target: 1001,
            ..d.clone()
        }),
        "target: 1001 points is not allowed; allowed: 1..=1000 (usually 21)"
    );
    assert_eq!(
        bad(MuckSettings {
            planned_rounds: Some(0),
            ..d.clone()
        }),
        "rounds: the planned number of rounds must be at least 1"
    );
    assert_eq!(
        bad(MuckSettings {
            partners: Partners::Changing,
            schedule: Schedule::Moving,
            ..d
        }),
        "schedule: moving needs fixed pairs; allowed for single players: drawn"
    );
    let e = |r: Result<(), String>| r.expect_err("refused");
    assert_eq!(
        e("x"
            .parse::<Profile>()
            .map(|_| ())
            .map_err(|e| e.to_string())),
        "profile: unknown value \"x\"; allowed: seed, melee-2023, melee-2024"
    );
    assert_eq!(
        e("0.5"
            .parse::<Floor>()
            .map(|_| ())
            .map_err(|e| e.to_string())),
        "floor: unknown value \"0.5\"; allowed: 0.33 (= 33/100), 1/3"
    );
    assert_eq!(
        e("all"
            .parse::<ByeGames>()
            .map(|_| ())
            .map_err(|e| e.to_string())),
        "bye-games: unknown value \"all\"; allowed: exclude, count-2-0"
    );
    assert_eq!(
        e("twice"
            .parse::<Opponents>()
            .map(|_| ())
            .map_err(|e| e.to_string())),
        "opponents: unknown value \"twice\"; allowed: every-meeting, unique"
    );
    assert_eq!(
        e("fixed"
            .parse::<Schedule>()
            .map(|_| ())
            .map_err(|e| e.to_string())),
        "schedule: unknown value \"fixed\"; allowed: drawn, moving"
    );
}
