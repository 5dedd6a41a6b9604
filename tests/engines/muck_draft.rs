//! The Muck draft between draw and publish (each draw can be re-drawn or edited before it is
//! published): its warnings survive swaps, a draft that no longer matches the field (a late
//! entry, a new pair, a reinstatement) is stale and cannot be published until it is re-drawn,
//! and players who came alone to a fixed-pairs event are named wherever they are left out.

use chrono::{TimeZone, Utc};
use turnier::game::{Command, Event, Game, PlayerId, RoundNo, RoundState, TableNo, apply};
use turnier::muck::MuckCommand;
use turnier::muck::MuckGame;
use turnier::muck::{BobblScore, Entrant, MuckSettings, PairId, Partners, StaleDraft};

fn at() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 19, 0, 0)
        .single()
        .expect("date")
}

/// A fixed-pairs event with `pairs` pairs `A0 / B0`, ... and `planned` rounds planned.
fn event(pairs: usize, planned: Option<u32>) -> Event {
    let settings = MuckSettings {
        partners: Partners::Fixed,
        planned_rounds: planned,
        ..MuckSettings::default()
    };
    let t = Event::new("draft", Game::Muck(MuckGame::new(settings)), at(), 17);
    let entrants = (0..pairs)
        .map(|i| vec![format!("A{i}"), format!("B{i}")])
        .collect();
    ok(&t, Command::Muck(MuckCommand::AddEntrants { entrants }))
}

fn ok(t: &Event, cmd: Command) -> Event {
    apply(t, cmd.clone(), at()).unwrap_or_else(|e| panic!("{cmd:?}: {e}"))
}

fn refused(t: &Event, cmd: Command) -> String {
    apply(t, cmd, at()).expect_err("refused").to_string()
}

fn late(t: &Event, names: &[&str]) -> Event {
    ok(
        t,
        Command::Muck(MuckCommand::AddEntrants {
            entrants: vec![names.iter().map(|n| n.to_string()).collect()],
        }),
    )
}

/// Draws, publishes and enters 21:0 at every Bobbl of the next round.
fn play_round(t: &Event) -> Event {
    let mut t = ok(
        &ok(t, Command::Muck(MuckCommand::DrawRound)),
        Command::Publish,
    );
    let r = t
        .muck()
        .expect("muck")
        .rounds
        .last()
        .expect("round")
        .clone();
    for tb in &r.tables {
        t = ok(
            &t,
            Command::Muck(MuckCommand::Score {
                round: None,
                table: tb.number,
                bobbl: 1,
                scores: vec![BobblScore { a: 21, b: 0 }; tb.bobbl.len()],
                second_entry: false,
            }),
        );
    }
    t
}

fn warnings(t: &Event) -> Vec<String> {
    t.muck()
        .expect("muck")
        .rounds
        .last()
        .expect("draft")
        .warnings
        .clone()
}

#[test]
fn swaps_keep_the_beyond_planned_warning_and_renumber_repeat_warnings() {
    // Four pairs play three rounds (a full round robin); round 4 is beyond the three planned
    // and every table is a forced repeat.
    let mut t = event(4, Some(3));
    for _ in 0..3 {
        t = play_round(&t);
    }
    let t = ok(&t, Command::Muck(MuckCommand::DrawRound));
    let drawn = warnings(&t);
    assert_eq!(drawn[0], "round 4 is beyond the 3 planned round(s)");
    assert_eq!(drawn.len(), 3, "{drawn:?}");
    assert!(drawn[1].starts_with("table 1: "), "{drawn:?}");
    assert!(drawn[2].starts_with("table 2: "), "{drawn:?}");

    // Swap two entrants: the planned-rounds warning stays first, the repeats are recomputed.
    let r = t.muck().expect("muck").rounds.last().expect("draft");
    let (x, y) = (r.tables[0].b.entrants()[0], r.tables[1].b.entrants()[0]);
    let s = ok(&t, Command::Muck(MuckCommand::SwapEntrants { a: x, b: y }));
    let after = warnings(&s);
    assert_eq!(after[0], "round 4 is beyond the 3 planned round(s)");
    assert_eq!(after.len(), 3, "{after:?}");
    let tb1 = &s.muck().expect("muck").rounds[3].tables[0];
    assert_eq!(
        after[1],
        format!(
            "table 1: {} v {} met before (1x)",
            s.muck()
                .expect("muck")
                .entrant_name(&s.registry, tb1.a.entrants()[0]),
            s.muck()
                .expect("muck")
                .entrant_name(&s.registry, tb1.b.entrants()[0])
        )
    );

    // Swap the table numbers: the repeat warnings follow the tables, the rest stays.
    let w = ok(
        &s,
        Command::SwapTables {
            a: TableNo(1),
            b: TableNo(2),
        },
    );
    let swapped = warnings(&w);
    assert_eq!(swapped[0], "round 4 is beyond the 3 planned round(s)");
    assert_eq!(
        swapped[1],
        after[2].replacen("table 2:", "table 1:", 1),
        "{swapped:?}"
    );
    assert_eq!(
        swapped[2],
        after[1].replacen("table 1:", "table 2:", 1),
        "{swapped:?}"
    );
}

#[test]
fn swaps_keep_the_moving_schedule_warning() {
    let settings = MuckSettings {
        schedule: turnier::muck::Schedule::Moving,
        ..MuckSettings::default()
    };
    let t = Event::new("moving", Game::Muck(MuckGame::new(settings)), at(), 5);
    let entrants = (0..6)
        .map(|i| vec![format!("A{i}"), format!("B{i}")])
        .collect();
    let t = play_round(&ok(
        &t,
        Command::Muck(MuckCommand::AddEntrants { entrants }),
    ));
    // A late entry breaks the moving schedule: round 2 is drawn afresh, with a warning.
    let t = ok(
        &t,
        Command::Muck(MuckCommand::AddEntrants {
            entrants: vec![vec!["Late".into(), "Comer".into()]],
        }),
    );
    let t = ok(&t, Command::Muck(MuckCommand::DrawRound));
    let moving = "moving schedule: the field changed since the last round, so this round is \
                  drawn afresh";
    assert!(
        warnings(&t).iter().any(|w| w == moving),
        "{:?}",
        warnings(&t)
    );
    let r = t.muck().expect("muck").rounds.last().expect("draft");
    let (x, y) = (r.tables[0].a.entrants()[0], r.tables[1].a.entrants()[0]);
    let s = ok(&t, Command::Muck(MuckCommand::SwapEntrants { a: x, b: y }));
    assert_eq!(warnings(&s)[0], moving);
    let s = ok(
        &s,
        Command::SwapTables {
            a: TableNo(1),
            b: TableNo(3),
        },
    );
    assert_eq!(warnings(&s)[0], moving);
}

#[test]
fn a_late_pair_makes_the_draft_stale_and_publish_waits_for_a_re_draw() {
    let t = play_round(&event(4, None));
    let t = ok(&t, Command::Muck(MuckCommand::DrawRound));
    assert_eq!(t.muck().expect("muck").stale_draft(&t.registry), None);
    // A late entry while round 2 is a draft: accepted (as at a Swiss event), the draft is stale.
    let t = late(&t, &["Late", "Comer"]);
    assert_eq!(
        t.muck().expect("muck").stale_draft(&t.registry),
        Some(StaleDraft {
            round: RoundNo(2),
            missing: vec![Entrant::Pair(PairId(5))],
            withdrawn: vec![],
        })
    );
    let err = refused(&t, Command::Publish);
    assert_eq!(
        err,
        "publish: the draft of round 2 is stale: the field changed since it was drawn (not in \
         it: Late / Comer); re-draw it first (r at the desk, `turnier redraw`)"
    );
    // Swaps still work on the stale draft, but do not make it publishable.
    let r = t.muck().expect("muck").rounds.last().expect("draft");
    let (x, y) = (r.tables[0].a.entrants()[0], r.tables[1].a.entrants()[0]);
    let s = ok(&t, Command::Muck(MuckCommand::SwapEntrants { a: x, b: y }));
    assert!(refused(&s, Command::Publish).contains("is stale"));
    // A re-draw seats the late pair (one pair of five sits out); then publish works.
    let t = ok(&t, Command::Muck(MuckCommand::Redraw));
    assert_eq!(t.muck().expect("muck").stale_draft(&t.registry), None);
    let r = t.muck().expect("muck").rounds.last().expect("draft");
    assert!(r.involves(Entrant::Pair(PairId(5))));
    assert_eq!(r.sitting_out.len(), 1);
    let t = ok(&t, Command::Publish);
    assert_eq!(
        t.muck().expect("muck").rounds[1].state,
        RoundState::Published
    );
}

#[test]
fn make_pair_and_reinstate_make_the_draft_stale_withdraw_is_refused() {
    let mut t = event(4, None);
    t = late(&t, &["Anna"]);
    t = late(&t, &["Bert"]);
    assert_eq!(
        t.muck().expect("muck").waiting_for_partner(&t.registry),
        vec![PlayerId(9), PlayerId(10)]
    );
    t = ok(
        &t,
        Command::Muck(MuckCommand::Withdraw {
            entrant: Entrant::Pair(PairId(4)),
        }),
    );
    t = ok(&t, Command::Muck(MuckCommand::DrawRound));
    assert_eq!(t.muck().expect("muck").stale_draft(&t.registry), None);
    // Make a pair of the two who came alone: the new pair is not in the draft.
    let m = ok(
        &t,
        Command::Muck(MuckCommand::MakePair {
            a: PlayerId(9),
            b: PlayerId(10),
        }),
    );
    assert!(
        m.muck()
            .expect("muck")
            .waiting_for_partner(&m.registry)
            .is_empty()
    );
    let stale = m
        .muck()
        .expect("muck")
        .stale_draft(&m.registry)
        .expect("stale");
    assert_eq!(stale.missing, vec![Entrant::Pair(PairId(5))]);
    assert_eq!(
        stale.describe(m.muck().expect("muck"), &m.registry),
        "the draft of round 1 is stale: the field changed since it was drawn (not in it: Anna \
         / Bert)"
    );
    assert!(refused(&m, Command::Publish).contains("not in it: Anna / Bert"));
    // Reinstating the withdrawn pair: stale as well.
    let r = ok(
        &t,
        Command::Muck(MuckCommand::Reinstate {
            entrant: Entrant::Pair(PairId(4)),
        }),
    );
    assert_eq!(
        r.muck()
            .expect("muck")
            .stale_draft(&r.registry)
            .map(|s| s.missing),
        Some(vec![Entrant::Pair(PairId(4))])
    );
    // Withdrawing a pair of the draft is refused, as a Swiss drop of a seated player.
    let err = refused(
        &t,
        Command::Muck(MuckCommand::Withdraw {
            entrant: Entrant::Pair(PairId(1)),
        }),
    );
    assert_eq!(
        err,
        "entrant: A0 / B0 is in the draft of round 1; delete the draft, withdraw, then draw again"
    );
    // Deleting the draft and drawing again takes the new pair in.
    let d = ok(
        &ok(&m, Command::DeleteDraft),
        Command::Muck(MuckCommand::DrawRound),
    );
    assert_eq!(d.muck().expect("muck").stale_draft(&d.registry), None);
    assert!(
        d.muck().expect("muck").rounds[0].involves(Entrant::Pair(PairId(5))),
        "{:?}",
        d.muck().expect("muck").rounds[0]
    );
}

#[test]
fn players_waiting_for_a_partner_are_named_by_the_draw_refusal() {
    let mut t = event(1, None);
    t = late(&t, &["Anna"]);
    t = late(&t, &["Bert"]);
    assert_eq!(
        t.muck()
            .expect("muck")
            .waiting_words(&t.registry)
            .as_deref(),
        Some("waiting for a partner: Anna, Bert")
    );
    let err = refused(&t, Command::Muck(MuckCommand::DrawRound));
    assert_eq!(
        err,
        "draw: 1 active pair(s); at least 2 are needed to fill one table (register more, or take \
         a withdrawal back); waiting for a partner: Anna, Bert (pair two of them first: \
         make-pair, or m on the registration screen)"
    );
    // A withdrawn player does not wait; with changing partners nobody does.
    let w = ok(
        &t,
        Command::Muck(MuckCommand::Withdraw {
            entrant: Entrant::Player(PlayerId(4)),
        }),
    );
    assert_eq!(
        w.muck().expect("muck").waiting_for_partner(&w.registry),
        vec![PlayerId(3)]
    );
    let singles = Event::new(
        "solo",
        Game::Muck(MuckGame::new(MuckSettings {
            partners: Partners::Changing,
            ..MuckSettings::default()
        })),
        at(),
        1,
    );
    let l = late(&singles, &["Anna"]);
    assert!(
        l.muck()
            .expect("muck")
            .waiting_for_partner(&l.registry)
            .is_empty()
    );
}
