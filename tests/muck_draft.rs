//! The Muck draft between draw and publish (issue 4: "each draw can be re-drawn or edited
//! before it is published"): its warnings survive swaps, a draft that no longer matches the
//! field (a late entry, a new pair, a reinstatement) is stale and cannot be published until
//! it is re-drawn, and players who came alone to a fixed-pairs event are named wherever they
//! are left out.

use chrono::{TimeZone, Utc};
use turnier::tournament::{
    BobblScore, Command, MuckSettings, Partners, System, TableNo, Tournament, apply,
};

fn at() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 19, 0, 0)
        .single()
        .expect("date")
}

/// A fixed-pairs event with `pairs` pairs `A0 / B0`, ... and `planned` rounds planned.
fn event(pairs: usize, planned: Option<u32>) -> Tournament {
    let settings = MuckSettings {
        partners: Partners::Fixed,
        planned_rounds: planned,
        ..MuckSettings::default()
    };
    let t = Tournament::new("draft", System::Muck(settings), at(), 17);
    let entrants = (0..pairs)
        .map(|i| vec![format!("A{i}"), format!("B{i}")])
        .collect();
    ok(&t, Command::AddEntrants { entrants })
}

fn ok(t: &Tournament, cmd: Command) -> Tournament {
    apply(t, cmd.clone(), at()).unwrap_or_else(|e| panic!("{cmd:?}: {e}"))
}

/// Draws, publishes and enters 21:0 at every Bobbl of the next round.
fn play_round(t: &Tournament) -> Tournament {
    let mut t = ok(&ok(t, Command::DrawRound), Command::Publish);
    let r = t.muck.rounds.last().expect("round").clone();
    for tb in &r.tables {
        t = ok(
            &t,
            Command::MuckResult {
                round: None,
                table: tb.number,
                bobbl: 1,
                scores: vec![BobblScore { a: 21, b: 0 }; tb.bobbl.len()],
                second_entry: false,
            },
        );
    }
    t
}

fn warnings(t: &Tournament) -> Vec<String> {
    t.muck.rounds.last().expect("draft").warnings.clone()
}

#[test]
fn swaps_keep_the_beyond_planned_warning_and_renumber_repeat_warnings() {
    // Four pairs play three rounds (a full round robin); round 4 is beyond the three planned
    // and every table is a forced repeat.
    let mut t = event(4, Some(3));
    for _ in 0..3 {
        t = play_round(&t);
    }
    let t = ok(&t, Command::DrawRound);
    let drawn = warnings(&t);
    assert_eq!(drawn[0], "round 4 is beyond the 3 planned round(s)");
    assert_eq!(drawn.len(), 3, "{drawn:?}");
    assert!(drawn[1].starts_with("table 1: "), "{drawn:?}");
    assert!(drawn[2].starts_with("table 2: "), "{drawn:?}");

    // Swap two entrants: the planned-rounds warning stays first, the repeats are recomputed.
    let r = t.muck.rounds.last().expect("draft");
    let (x, y) = (r.tables[0].b.entrants()[0], r.tables[1].b.entrants()[0]);
    let s = ok(&t, Command::SwapEntrants { a: x, b: y });
    let after = warnings(&s);
    assert_eq!(after[0], "round 4 is beyond the 3 planned round(s)");
    assert_eq!(after.len(), 3, "{after:?}");
    let tb1 = &s.muck.rounds[3].tables[0];
    assert_eq!(
        after[1],
        format!(
            "table 1: {} v {} met before (1x)",
            s.entrant_name(tb1.a.entrants()[0]),
            s.entrant_name(tb1.b.entrants()[0])
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
        schedule: turnier::tournament::Schedule::Moving,
        ..MuckSettings::default()
    };
    let t = Tournament::new("moving", System::Muck(settings), at(), 5);
    let entrants = (0..6)
        .map(|i| vec![format!("A{i}"), format!("B{i}")])
        .collect();
    let t = play_round(&ok(&t, Command::AddEntrants { entrants }));
    // A late entry breaks the moving schedule: round 2 is drawn afresh, with a warning.
    let t = ok(
        &t,
        Command::AddEntrants {
            entrants: vec![vec!["Late".into(), "Comer".into()]],
        },
    );
    let t = ok(&t, Command::DrawRound);
    let moving = "moving schedule: the field changed since the last round, so this round is \
                  drawn afresh";
    assert!(
        warnings(&t).iter().any(|w| w == moving),
        "{:?}",
        warnings(&t)
    );
    let r = t.muck.rounds.last().expect("draft");
    let (x, y) = (r.tables[0].a.entrants()[0], r.tables[1].a.entrants()[0]);
    let s = ok(&t, Command::SwapEntrants { a: x, b: y });
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
