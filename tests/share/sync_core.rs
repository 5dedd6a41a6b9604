//! Several desks, one event, the part without a network: simulated desks exchange ops in any
//! order, with disconnects, and end with byte-identical events; concurrent different results
//! are kept as differences on every desk; a double publish is refused on replay with the desk
//! named; nothing entered is lost or counted twice.

use crate::sync_support;
use proptest::prelude::*;
use sync_support::{at, entrants, muck_base, sheet};
use turnier::game::{Command, Event, Game, RoundNo, TableNo};
use turnier::muck::ranking::ranking;
use turnier::muck::{BobblScore, MuckCommand};
use turnier::swiss::standings::standings;
use turnier::swiss::{MatchResult, SwissCommand, SwissGame, SwissSettings};
use turnier::sync::{Desk, DeskId, Log, Outcome, Replay, Slot, Value};

fn id(name: &str) -> DeskId {
    DeskId::new(name)
}

/// Both desks send each other what the other lacks (a Wi-Fi that works).
fn exchange(a: &mut Desk, b: &mut Desk) {
    let to_a = b.missing_for(&a.version());
    let to_b = a.missing_for(&b.version());
    a.receive(to_a).expect("a takes b's ops");
    b.receive(to_b).expect("b takes a's ops");
}

/// Every desk exchanges with every other once (enough: after the first round of pairs each
/// desk has been given everything by the time the last pair is done, so two rounds at most).
fn sync_all(desks: &mut [Desk]) {
    for _ in 0..2 {
        for i in 0..desks.len() {
            for j in i + 1..desks.len() {
                let (l, r) = desks.split_at_mut(j);
                exchange(&mut l[i], &mut r[0]);
            }
        }
    }
}

fn ron(d: &Desk) -> String {
    turnier::store::to_ron(d.event()).expect("saves")
}

/// Every desk shows the same event, byte for byte as saved, the same differences and the same
/// refusals; a desk that joins with the union of their logs replays the same from its base.
fn assert_converged(desks: &[Desk]) {
    let first = &desks[0];
    for d in &desks[1..] {
        assert_eq!(d.log(), first.log(), "{} holds the same ops", d.id());
        assert_eq!(ron(d), ron(first), "{} saves the same file", d.id());
        assert_eq!(d.differences(), first.differences());
        assert_eq!(d.replay().refused(), first.replay().refused());
    }
    let fresh = Desk::join(id("fresh"), first.log().clone());
    assert_eq!(
        ron(&fresh),
        ron(first),
        "a full replay gives the same event"
    );
    let again = Replay::of(first.log().base().clone(), first.log().ordered());
    assert_eq!(again.event(), first.event());
    // Nothing lost or counted twice: every op is replayed exactly once.
    let mut done: Vec<String> = first
        .replay()
        .done()
        .iter()
        .map(ToString::to_string)
        .collect();
    let n = done.len();
    done.sort();
    done.dedup();
    assert_eq!(done.len(), n, "no op replayed twice");
    assert_eq!(n, first.log().len(), "every op replayed");
}

fn swiss_base(players: usize) -> Event {
    let mut ev = Event::new(
        "Liga",
        Game::Swiss(SwissGame::new(SwissSettings::default())),
        at(0),
        17,
    );
    if players > 0 {
        ev = turnier::game::apply(
            &ev,
            Command::AddPlayers {
                names: (1..=players).map(|i| format!("Spieler{i:03}")).collect(),
            },
            at(0),
        )
        .expect("registered");
    }
    ev
}

fn result(table: u32, wins_a: u8, wins_b: u8) -> Command {
    Command::Swiss(SwissCommand::RecordResult {
        round: None,
        table: TableNo(table),
        result: MatchResult::new(wins_a, wins_b, 0).expect("a result"),
    })
}

fn pair() -> Command {
    Command::Swiss(SwissCommand::PairNextRound)
}

fn ok(d: &mut Desk, cmd: Command, minute: i64) -> Outcome {
    let shown = format!("{cmd:?}");
    d.run(cmd, at(minute))
        .unwrap_or_else(|e| panic!("{}: {shown}: {e}", d.id()))
}

/// A whole Muck evening on three desks. Two register at the door without seeing each other, the
/// director's desk draws, two enter the sheets; the Wi-Fi drops in the middle; the second entry
/// of a sheet with a typing error shows as a difference on every desk, and the director settles
/// it.
#[test]
fn a_muck_evening_on_three_desks() {
    let mut door1 = Desk::new(id("tuer-1"), muck_base());
    let mut door2 = Desk::join(id("tuer-2"), door1.log().clone());
    let lead = Desk::join(id("leitung"), door1.log().clone());
    // Both doors register at the same time, neither seeing the other.
    ok(
        &mut door1,
        entrants(&[("Anke", "Bodo"), ("Carla", "Detlef")]),
        1,
    );
    ok(&mut door2, entrants(&[("Enno", "Frauke")]), 1);
    ok(&mut door1, entrants(&[("Gesa", "Hinnerk")]), 2);
    ok(
        &mut door2,
        entrants(&[("Imke", "Jan"), ("Kea", "Lübbo")]),
        2,
    );
    ok(
        &mut door2,
        entrants(&[("Meike", "Nils"), ("Okko", "Pia")]),
        3,
    );
    let mut desks = [door1, door2, lead];
    sync_all(&mut desks);
    assert_converged(&desks);
    let [door1, door2, mut lead] = desks;
    let ev = lead.event();
    assert_eq!(
        ev.muck().expect("muck").pairs.len(),
        8,
        "every pair, none twice"
    );
    assert_eq!(ev.registry.participants.len(), 16);
    // The director draws and publishes round 1.
    ok(&mut lead, Command::Muck(MuckCommand::DrawRound), 5);
    ok(&mut lead, Command::Publish, 6);
    let mut desks = [door1, door2, lead];
    sync_all(&mut desks);
    let [mut door1, mut door2, mut lead] = desks;
    assert_eq!(
        door2.event().muck().expect("muck").rounds[0].tables.len(),
        4
    );
    // The Wi-Fi drops: door 2 is cut off. Door 1 enters tables 1 and 2, door 2 enters table 2
    // again (the ranking network's second pass) with another Bobbl 2, and 3 and 4.
    ok(&mut door1, sheet(1, &[(21, 4), (15, 21)]), 10);
    ok(&mut door1, sheet(2, &[(21, 11), (21, 7)]), 11);
    ok(&mut door2, sheet(2, &[(21, 11), (21, 8)]), 12);
    ok(&mut door2, sheet(3, &[(9, 21), (21, 17)]), 13);
    exchange(&mut door1, &mut lead);
    ok(&mut door2, sheet(4, &[(21, 20), (21, 19)]), 14);
    // Still offline: door 2 sees its own sheets only, and no difference yet.
    assert!(door2.differences().is_empty());
    assert!(door1.differences().is_empty());
    // The Wi-Fi is back.
    let mut desks = [door1, door2, lead];
    sync_all(&mut desks);
    assert_converged(&desks);
    for d in &desks {
        let diffs = d.differences();
        assert_eq!(diffs.len(), 1, "{}: one difference", d.id());
        let diff = &diffs[0];
        assert_eq!(
            diff.slot,
            Slot::Muck {
                round: RoundNo(1),
                table: TableNo(2),
                second: false,
                bobbl: 2
            }
        );
        let shown: Vec<String> = diff
            .entries
            .iter()
            .map(|e| {
                let by: Vec<String> = e.by.iter().map(ToString::to_string).collect();
                format!("{} by {}", e.value, by.join(", "))
            })
            .collect();
        // Door 2's sheet comes first in the replay order (both doors typed it on the round
        // published at Lamport clock 5; door 2's was its first sheet, clock 6, door 1's its
        // second, clock 7): its value stands, door 1's is kept beside it.
        assert_eq!(shown, ["21:8 by tuer-2/4", "21:7 by tuer-1/4"]);
    }
    let [door1, door2, mut lead] = desks;
    // Bobbl 1 of table 2 was typed the same twice: agreement, counted once.
    let tables = &lead.event().muck().expect("muck").rounds[0].tables;
    assert_eq!(
        tables[1].bobbl,
        [
            Some(BobblScore { a: 21, b: 11 }),
            Some(BobblScore { a: 21, b: 8 })
        ]
    );
    assert!(
        tables.iter().all(|t| t.is_complete()),
        "every sheet entered"
    );
    // The director looks at the paper sheet and takes door 1's value.
    let diff = lead.differences().remove(0);
    lead.settle(diff.slot, diff.entries[1].value, at(20))
        .expect("settled");
    let mut desks = [door1, door2, lead];
    sync_all(&mut desks);
    assert_converged(&desks);
    for d in &desks {
        assert!(d.differences().is_empty(), "{}: settled everywhere", d.id());
        let t2 = &d.event().muck().expect("muck").rounds[0].tables[1];
        assert_eq!(t2.bobbl[1], Some(BobblScore { a: 21, b: 7 }));
        let ev = d.event();
        let r = ranking(&ev.registry, ev.muck().expect("muck"), None);
        assert_eq!(
            r.rows.iter().map(|x| x.bobbl).sum::<u32>(),
            8,
            "8 Bobbl won"
        );
    }
}

/// Two desks pair and publish round 1 at the same time: the replay keeps the first desk's
/// round (the tie of the Lamport clock goes by desk id) and refuses the other desk's pairing
/// and publish, and the results that desk typed on its own round; that desk says so, and
/// every desk reports the same.
#[test]
fn a_double_publish_is_refused_on_replay_with_the_desk_named() {
    let mut a = Desk::new(id("a"), swiss_base(8));
    let mut b = Desk::join(id("b"), a.log().clone());
    ok(&mut a, pair(), 1);
    ok(&mut a, Command::Publish, 2);
    ok(&mut b, pair(), 1);
    ok(&mut b, Command::Publish, 2);
    ok(&mut b, result(1, 2, 0), 3);
    let mut desks = [a, b];
    sync_all(&mut desks);
    assert_converged(&desks);
    let [a, b] = desks;
    let refused: Vec<String> = b
        .replay()
        .refused()
        .iter()
        .map(|r| r.op.to_string())
        .collect();
    assert_eq!(refused, ["b/1", "b/2", "b/3"]);
    assert!(a.refused_here().is_empty());
    assert_eq!(b.refused_here().len(), 3);
    let why = b.refused_here()[2].why.to_string();
    assert!(
        why.contains("round 1 was published by desk a first"),
        "{why}"
    );
    let ev = b.event();
    let g = ev.swiss().expect("swiss");
    assert_eq!(g.rounds.len(), 1, "one round 1, not two");
    assert!(g.rounds[0].tables.iter().all(|t| t.result.is_none()));
    // In German too.
    let de = turnier::i18n::with_lang(turnier::i18n::Lang::De, || why_de(&b));
    assert!(
        de.contains("Runde 1 hat Rechner a zuerst veröffentlicht"),
        "{de}"
    );
    assert!(turnier::i18n::english_words(&de).is_empty(), "{de}");
    // b types it again on the round as published: now it stands.
    let mut b = b;
    ok(&mut b, result(1, 2, 0), 4);
    assert!(
        b.event().swiss().expect("swiss").rounds[0].tables[0]
            .result
            .is_some()
    );
}

fn why_de(d: &Desk) -> String {
    d.refused_here()[2].why.to_string()
}

/// The same result typed on two desks is agreement; different results for one table, typed
/// without seeing each other, are a difference on every desk until a desk that has seen both
/// takes one; a correction by a desk that had seen the value is a correction, not a
/// difference.
#[test]
fn swiss_double_entries_differ_or_agree() {
    let mut a = Desk::new(id("a"), swiss_base(8));
    ok(&mut a, pair(), 1);
    ok(&mut a, Command::Publish, 2);
    let mut b = Desk::join(id("b"), a.log().clone());
    let mut c = Desk::join(id("c"), a.log().clone());
    ok(&mut a, result(1, 2, 0), 3);
    ok(&mut b, result(1, 2, 1), 3);
    ok(&mut a, result(2, 2, 0), 4);
    ok(&mut b, result(2, 2, 0), 4);
    ok(&mut c, result(3, 0, 2), 4);
    let mut desks = [a, b, c];
    sync_all(&mut desks);
    assert_converged(&desks);
    for d in &desks {
        let diffs = d.differences();
        assert_eq!(diffs.len(), 1, "{}", d.id());
        assert_eq!(diffs[0].slot.table(), TableNo(1));
        let values: Vec<String> = diffs[0]
            .entries
            .iter()
            .map(|e| e.value.to_string())
            .collect();
        assert_eq!(values, ["2-0", "2-1"]);
    }
    let [mut a, b, mut c] = desks;
    // The value that stands is a's: the standings count it (once).
    let t = &c.event().swiss().expect("swiss").rounds[0].tables;
    assert_eq!(t[0].result.map(|r| r.to_string()).as_deref(), Some("2-0"));
    // A correction on a desk that had seen 2-0 at table 3 (c's value): no difference.
    ok(&mut a, result(3, 1, 2), 5);
    // c settles table 1 by taking b's value.
    let diff = c.differences().remove(0);
    c.settle(diff.slot, diff.entries[1].value, at(6))
        .expect("settled");
    // Taking a value that does not fit the slot is refused.
    assert!(
        c.settle(diff.slot, Value::Muck(BobblScore { a: 21, b: 0 }), at(7))
            .is_err()
    );
    let mut desks = [a, b, c];
    sync_all(&mut desks);
    assert_converged(&desks);
    let ev = desks[1].event();
    let t = &ev.swiss().expect("swiss").rounds[0].tables;
    let shown: Vec<String> = t[..3]
        .iter()
        .map(|x| x.result.map(|r| r.to_string()).unwrap_or_default())
        .collect();
    assert_eq!(shown, ["2-1", "2-0", "1-2"]);
    assert!(desks.iter().all(|d| d.differences().is_empty()));
    let s = standings(&ev.registry, ev.swiss().expect("swiss"), None);
    assert_eq!(
        s.rows.iter().map(|r| r.wins).sum::<u32>(),
        3,
        "three matches won"
    );
}

/// 1,000 results spread over three desks with disconnects: 250 players, 8 rounds of 125
/// tables; each round paired by one desk, its results typed on all three, which sync only
/// now and then and in changing pairs. Afterwards every desk saves the same file and shows
/// the same standings, and every result is in.
#[test]
fn a_thousand_results_over_three_desks() {
    let mut desks = [
        Desk::new(id("a"), swiss_base(250)),
        Desk::join(id("b"), Log::new(swiss_base(250))),
        Desk::join(id("c"), Log::new(swiss_base(250))),
    ];
    let mut minute = 1;
    let mut typed = 0;
    // A fixed schedule of who syncs with whom (0-1, 1-2, 0-2, none …).
    let schedule = [(0, 1), (1, 2), (9, 9), (0, 2), (2, 1), (9, 9), (1, 0)];
    for round in 0..8 {
        let pairer = round % 3;
        ok(&mut desks[pairer], pair(), minute);
        ok(&mut desks[pairer], Command::Publish, minute + 1);
        sync_all(&mut desks);
        minute += 2;
        for table in 1..=125u32 {
            let desk = ((table * 7 + round as u32) % 3) as usize;
            let (wa, wb) = [(2, 0), (2, 1), (0, 2), (1, 2)][(table as usize + round) % 4];
            ok(&mut desks[desk], result(table, wa, wb), minute);
            typed += 1;
            if table % 25 == 0 {
                let (i, j) = schedule[(table as usize / 25 + round) % schedule.len()];
                if i < 3 {
                    let (lo, hi) = (i.min(j), i.max(j));
                    let (l, r) = desks.split_at_mut(hi);
                    exchange(&mut l[lo], &mut r[0]);
                }
            }
            minute += 1;
        }
        sync_all(&mut desks);
    }
    assert_eq!(typed, 1000);
    assert_converged(&desks);
    let ev = desks[2].event();
    let g = ev.swiss().expect("swiss");
    let entered = g
        .rounds
        .iter()
        .flat_map(|r| &r.tables)
        .filter(|t| t.result.is_some())
        .count();
    assert_eq!(entered, 1000, "every result in, none twice");
    assert!(desks[0].differences().is_empty());
    assert!(desks[0].replay().refused().is_empty());
    let s: Vec<_> = desks
        .iter()
        .map(|d| {
            let ev = d.event();
            standings(&ev.registry, ev.swiss().expect("swiss"), None)
        })
        .collect();
    assert_eq!(s[0], s[1]);
    assert_eq!(s[1], s[2]);
    assert_eq!(
        s[0].rows.iter().map(|r| r.wins + r.losses).sum::<u32>(),
        2000
    );
}

/// What one simulated step does.
#[derive(Debug, Clone)]
enum Step {
    /// A desk types a command (an index into [`commands`]).
    Type { desk: usize, cmd: usize },
    /// A desk receives some of another desk's ops, in a shuffled order (a partial sync that
    /// the Wi-Fi cut short).
    Deliver {
        from: usize,
        to: usize,
        keep: Vec<bool>,
        shuffle: Vec<usize>,
    },
}

/// The commands the simulated desks type: results of round 1 (values that make agreements
/// and differences), a late entry, a drop, pairing and publishing round 2 (two desks may do
/// it at once), a result of round 2.
fn commands() -> Vec<Command> {
    vec![
        result(1, 2, 0),
        result(1, 2, 1),
        result(2, 0, 2),
        result(2, 2, 0),
        result(3, 1, 2),
        result(4, 2, 1),
        Command::AddPlayers {
            names: vec!["Nachzügler".into()],
        },
        Command::Drop {
            player: turnier::game::PlayerId(3),
        },
        pair(),
        Command::Publish,
        result(1, 1, 2),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        (0..3usize, 0..11usize).prop_map(|(desk, cmd)| Step::Type { desk, cmd }),
        (
            0..3usize,
            0..3usize,
            prop::collection::vec(any::<bool>(), 12),
            prop::collection::vec(0..12usize, 12)
        )
            .prop_map(|(from, to, keep, shuffle)| Step::Deliver {
                from,
                to,
                keep,
                shuffle
            }),
    ]
}

/// The commands of a Muck evening's desks: sheets of round 1's two tables, whole or one
/// Bobbl, with values that agree or differ; a second entry; taking the second entry; drawing
/// and publishing round 2 (two desks may do it at once); a sheet of round 2.
fn muck_commands() -> Vec<Command> {
    let second = |table: u32, a: u32, b: u32| {
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(table),
            bobbl: 2,
            scores: vec![BobblScore { a, b }],
            second_entry: true,
        })
    };
    let bobbl2 = |table: u32, a: u32, b: u32| {
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(table),
            bobbl: 2,
            scores: vec![BobblScore { a, b }],
            second_entry: false,
        })
    };
    vec![
        sheet(1, &[(21, 4), (15, 21)]),
        sheet(1, &[(21, 4), (16, 21)]),
        sheet(2, &[(21, 11), (21, 7)]),
        bobbl2(2, 21, 8),
        sheet(2, &[(9, 21)]),
        second(1, 15, 21),
        second(2, 21, 9),
        Command::Muck(MuckCommand::ResolveEntries {
            round: None,
            table: TableNo(2),
            take: turnier::muck::SheetEntry::Second,
        }),
        Command::Muck(MuckCommand::DrawRound),
        Command::Publish,
        sheet(1, &[(21, 20), (21, 19)]),
    ]
}

fn muck_round_one() -> Event {
    let mut ev = muck_base();
    for cmd in [
        entrants(&[
            ("Anke", "Bodo"),
            ("Carla", "Detlef"),
            ("Enno", "Frauke"),
            ("Gesa", "Hinnerk"),
        ]),
        Command::Muck(MuckCommand::DrawRound),
        Command::Publish,
    ] {
        ev = turnier::game::apply(&ev, cmd, at(0)).expect("round 1");
    }
    ev
}

/// Runs `steps` on three desks over `base` typing `cmds`, then syncs them fully and checks
/// that they converged; returns them.
fn simulate(base: Event, cmds: &[Command], steps: Vec<Step>) -> [Desk; 3] {
    let mut desks = [
        Desk::new(id("a"), base.clone()),
        Desk::new(id("b"), base.clone()),
        Desk::new(id("c"), base),
    ];
    for (n, s) in steps.into_iter().enumerate() {
        match s {
            Step::Type { desk, cmd } => {
                // A refusal on the desk itself logs nothing.
                let before = desks[desk].log().len();
                if desks[desk].run(cmds[cmd].clone(), at(n as i64)).is_err() {
                    assert_eq!(desks[desk].log().len(), before);
                }
            }
            Step::Deliver {
                from,
                to,
                keep,
                shuffle,
            } => {
                if from == to {
                    continue;
                }
                let mut ops = desks[from].missing_for(&desks[to].version());
                for (i, j) in shuffle.iter().enumerate() {
                    if i < ops.len() && *j < ops.len() {
                        ops.swap(i, *j);
                    }
                }
                let ops: Vec<_> = ops
                    .into_iter()
                    .enumerate()
                    .filter(|(i, _)| keep.get(*i).copied().unwrap_or(true))
                    .map(|(_, o)| o)
                    .collect();
                desks[to].receive(ops).expect("takes them");
            }
        }
    }
    sync_all(&mut desks);
    assert_converged(&desks);
    desks
}

fn swiss_round_one() -> Event {
    let ev = swiss_base(8);
    let ev = turnier::game::apply(&ev, pair(), at(0)).expect("paired");
    turnier::game::apply(&ev, Command::Publish, at(0)).expect("published")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any typing, any delivery order, any partition: once all ops are exchanged, every desk
    /// saves the same bytes and shows the same standings, differences and refusals, the same
    /// as a full replay.
    #[test]
    fn any_delivery_order_ends_with_the_same_event(steps in prop::collection::vec(step(), 1..40)) {
        let desks = simulate(swiss_round_one(), &commands(), steps);
        let s: Vec<_> = desks
            .iter()
            .map(|d| {
                let ev = d.event();
                standings(&ev.registry, ev.swiss().expect("swiss"), None)
            })
            .collect();
        prop_assert_eq!(&s[0], &s[1]);
        prop_assert_eq!(&s[1], &s[2]);
        // Every result in the event is one some desk typed; a table counts one result.
        let ev = desks[0].event();
        for r in &ev.swiss().expect("swiss").rounds {
            for t in r.tables.iter().filter(|t| t.result.is_some()) {
                let typed = desks[0].log().ops().any(|o| match &o.command {
                    Command::Swiss(SwissCommand::RecordResult { round, table, result }) => {
                        *round == Some(r.number) && *table == t.number && Some(*result) == t.result
                    }
                    _ => false,
                });
                prop_assert!(typed, "round {} table {}: a result nobody typed", r.number, t.number);
            }
        }
    }

    /// The same for a Muck evening: any typing of sheets, second entries and draws, any
    /// delivery; every desk ends with the same file and the same ranking.
    #[test]
    fn a_muck_evening_converges_in_any_delivery_order(steps in prop::collection::vec(step(), 1..40)) {
        let desks = simulate(muck_round_one(), &muck_commands(), steps);
        let r: Vec<_> = desks
            .iter()
            .map(|d| {
                let ev = d.event();
                ranking(&ev.registry, ev.muck().expect("muck"), None)
            })
            .collect();
        prop_assert_eq!(&r[0], &r[1]);
        prop_assert_eq!(&r[1], &r[2]);
    }
}
