//! The Deich rules one by one through `apply` (rules 1.1..3.3, R-D1..R-D4), and the
//! invariants as properties: FP never go negative, every round removes at least one player,
//! the final order is a permutation of all players.

use chrono::{TimeZone, Utc};
use proptest::prelude::*;
use turnier::deich::bid::Move;
use turnier::deich::{DeichCommand, DeichGame, DeichSettings, Fp, Nmr, OutReason, race};
use turnier::game::{Command, Event, Game, PlayerId, Rejected, RoundNo, apply};

fn at() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 5, 1, 20, 0, 0)
        .single()
        .expect("date")
}

fn race_of(names: &[&str], nmr: Nmr) -> Event {
    let t = Event::new(
        "Deich",
        Game::Deich(DeichGame::new(DeichSettings { nmr })),
        at(),
        0,
    );
    apply(
        &t,
        Command::AddPlayers {
            names: names.iter().map(|s| s.to_string()).collect(),
        },
        at(),
    )
    .expect("register")
}

fn run(t: &Event, c: DeichCommand) -> Result<Event, Rejected> {
    apply(t, c, at())
}

fn bid(p: u32, fp: u64) -> DeichCommand {
    DeichCommand::Bid {
        round: None,
        player: PlayerId(p),
        bid: Fp(fp),
    }
}

fn ok(t: &Event, c: DeichCommand) -> Event {
    run(t, c).expect("accepted")
}

#[test]
fn rule_1_1_start_fp_by_place_and_by_hand_fixed_once_the_race_has_begun() {
    let t = race_of(&["Anna", "Bert", "Carl", "Dora"], Nmr::B);
    let t = ok(
        &t,
        DeichCommand::SetLastPlace {
            player: PlayerId(1),
            place: Some(1),
        },
    );
    let t = ok(
        &t,
        DeichCommand::SetLastPlace {
            player: PlayerId(2),
            place: Some(2),
        },
    );
    let t = ok(
        &t,
        DeichCommand::SetLastPlace {
            player: PlayerId(3),
            place: Some(3),
        },
    );
    let t = ok(
        &t,
        DeichCommand::SetStartFp {
            player: PlayerId(4),
            fp: Some(Fp(19_000)),
        },
    );
    let g = t.deich().expect("deich");
    let fp: Vec<u64> = g.starters(&t.registry).iter().map(|(_, f)| f.0).collect();
    assert_eq!(fp, [22_000, 21_000, 20_500, 19_000]);
    assert_eq!(
        t.audit.last().map(|a| a.what.as_str()),
        Some("start FP Dora 19000 (by hand)")
    );
    assert!(
        t.audit.last().is_some_and(|a| a.manual),
        "a GM's start FP is logged as manual"
    );
    let e = run(
        &t,
        DeichCommand::SetLastPlace {
            player: PlayerId(1),
            place: Some(4),
        },
    )
    .expect_err("place 4");
    assert_eq!(
        e.to_string(),
        "last_place: 4 is not allowed; allowed: 1, 2, 3 or empty"
    );
    assert_eq!(e.field(), Some("last_place"));
    // Once round 1 is evaluated, start FP and registration are fixed.
    let mut t = t;
    for p in 1..=4 {
        t = ok(&t, bid(p, u64::from(p) * 100));
    }
    let t = ok(&t, DeichCommand::Evaluate);
    let e = run(
        &t,
        DeichCommand::SetStartFp {
            player: PlayerId(2),
            fp: None,
        },
    )
    .expect_err("fixed");
    assert!(
        e.to_string().starts_with("start: the race has begun"),
        "{e}"
    );
    let e = apply(
        &t,
        Command::AddPlayers {
            names: vec!["Emil".into()],
        },
        at(),
    )
    .expect_err("late");
    assert!(
        e.to_string().starts_with("register: the race has begun"),
        "{e}"
    );
}

#[test]
fn rule_3_1_the_latest_bid_counts_and_the_earlier_stays_in_the_log() {
    let t = race_of(&["Anna", "Bert", "Carl"], Nmr::B);
    let t = ok(&t, bid(1, 500));
    let t = ok(&t, bid(1, 700));
    let last = t.audit.last().expect("logged");
    assert_eq!(
        last.what,
        "bid Anna 700 FP; replaces bid no. 1 of the round"
    );
    assert!(last.correction);
    assert!(t.audit.iter().any(|a| a.what == "bid Anna 500 FP"));
    let g = t.deich().expect("deich");
    assert_eq!(g.move_of(RoundNo(1), PlayerId(1)), Move::Bid(Fp(700)));
    assert_eq!(g.bids.history(RoundNo(1), &PlayerId(1)).count(), 2);
}

#[test]
fn r_d1_a_bid_above_the_fp_counts_as_all_fp_and_is_logged_so() {
    let t = race_of(&["Anna", "Bert", "Carl"], Nmr::B);
    let t = ok(&t, bid(1, 25_000));
    assert_eq!(
        t.audit.last().map(|a| a.what.as_str()),
        Some("bid Anna 25000 FP (counts as all 20000 FP, R-D1)")
    );
    let t = ok(&t, bid(2, 100));
    let t = ok(&t, bid(3, 200));
    let t = ok(&t, DeichCommand::Evaluate);
    let g = t.deich().expect("deich");
    let r = g.race(&t.registry);
    // Anna spent all 20000 and got the bonus: 500 left, still in.
    assert_eq!(r.rounds[0].spent[0], (PlayerId(1), Fp(20_000)));
    assert_eq!(r.fp(), [(PlayerId(1), Fp(500)), (PlayerId(3), Fp(19_800))]);
    assert!(r.finished);
}

#[test]
fn rule_3_3_bids_after_the_evaluation_are_refused_with_the_reason() {
    let t = race_of(&["Anna", "Bert", "Carl", "Dora"], Nmr::B);
    let mut t = t;
    for p in 1..=4 {
        t = ok(&t, bid(p, u64::from(p) * 100));
    }
    let t = ok(&t, DeichCommand::Evaluate);
    assert_eq!(
        t.audit.last().map(|a| a.what.as_str()),
        Some("evaluate round 1: out Anna (lowest); bonus Dora; 3 in")
    );
    let late = DeichCommand::Bid {
        round: Some(RoundNo(1)),
        player: PlayerId(2),
        bid: Fp(9),
    };
    let e = run(&t, late).expect_err("closed");
    assert_eq!(
        e.to_string(),
        "bids for round 1 closed when it was evaluated"
    );
    // Without a round the bid goes to the open round 2; Anna is out.
    let e = run(&t, bid(1, 10)).expect_err("out");
    assert_eq!(e.to_string(), "player: Anna is out since round 1 (lowest)");
    let t2 = ok(&t, bid(2, 10));
    assert_eq!(t2.audit.last().map(|a| a.round), Some(Some(RoundNo(2))));
    let e = run(
        &t,
        DeichCommand::Bid {
            round: Some(RoundNo(5)),
            player: PlayerId(2),
            bid: Fp(9),
        },
    )
    .expect_err("future");
    assert_eq!(
        e.to_string(),
        "round: there is no round 5 yet; bids are for the open round 2"
    );
}

#[test]
fn r_d3_a_an_nmr_is_out_at_once_and_the_rest_is_evaluated_without_him() {
    let t = race_of(&["Anna", "Bert", "Carl", "Dora", "Emil"], Nmr::A);
    let t = ok(&t, bid(2, 300));
    let t = ok(&t, bid(3, 100));
    let t = ok(&t, bid(4, 100));
    let t = ok(&t, bid(5, 200));
    let t = ok(&t, DeichCommand::Evaluate);
    assert_eq!(
        t.audit.last().map(|a| a.what.as_str()),
        Some(
            "evaluate round 1: out Anna (nmr), Carl (lowest), Dora (lowest); bonus Bert; NMR \
             Anna; the race is over"
        )
    );
    let g = t.deich().expect("deich");
    let r = g.race(&t.registry);
    assert!(r.finished);
    let order: Vec<(u32, u32)> = r.order().iter().map(|p| (p.place, p.entry.who.0)).collect();
    // Emil 19800, Bert 20200 in; Carl and Dora share 3rd (19900 each); Anna NMR last (2.3.2).
    assert_eq!(order, [(1, 2), (2, 5), (3, 3), (3, 4), (5, 1)]);
    assert_eq!(
        r.entry(&PlayerId(1)).and_then(|e| e.out).map(|o| o.reason),
        Some(OutReason::Nmr)
    );
}

#[test]
fn an_evaluation_needs_three_players_and_a_bid() {
    let t = race_of(&["Anna", "Bert"], Nmr::B);
    let t = ok(&t, bid(1, 10));
    let e = run(&t, DeichCommand::Evaluate).expect_err("two");
    assert_eq!(
        e.to_string(),
        "evaluate: a race needs at least 3 players; 2 in it: register more"
    );
    let t = race_of(&["Anna", "Bert", "Carl"], Nmr::B);
    let e = run(&t, DeichCommand::Evaluate).expect_err("no bid");
    assert!(
        e.to_string()
            .starts_with("evaluate: no bid for round 1 yet"),
        "{e}"
    );
}

#[test]
fn a_deich_command_at_another_system_is_refused_with_the_owner() {
    let t = Event::new(
        "Swiss",
        Game::Swiss(turnier::swiss::SwissGame::new(Default::default())),
        at(),
        0,
    );
    let e = apply(&t, DeichCommand::Evaluate, at()).expect_err("wrong system");
    assert_eq!(
        e.to_string(),
        "this is a swiss event: evaluating a Deich round is for deich events only"
    );
}

/// One property run's race: start FP and per round each player's move.
fn game() -> impl Strategy<Value = (Vec<u64>, Vec<Vec<Option<u64>>>, bool)> {
    (3usize..10).prop_flat_map(|n| {
        (
            prop::collection::vec(1u64..3000, n),
            prop::collection::vec(
                prop::collection::vec(prop::option::weighted(0.9, 0u64..3500), n),
                1..12,
            ),
            any::<bool>(),
        )
    })
}

proptest! {
    #[test]
    fn fp_never_negative_every_round_removes_someone_and_the_order_is_a_permutation(
        (start, rounds, a) in game()
    ) {
        let nmr = if a { Nmr::A } else { Nmr::B };
        let players: Vec<(usize, Fp)> = start.iter().map(|f| Fp(*f)).enumerate().collect();
        let r = race::play(&players, rounds.len() as u32, nmr, |round, who| {
            rounds[round.0 as usize - 1][*who].map_or(Move::Nmr, |b| Move::Bid(Fp(b)))
        });
        // Replay round by round: each round's FP follow from the one before.
        let mut fp: Vec<Option<Fp>> = start.iter().map(|f| Some(Fp(*f))).collect();
        for (i, o) in r.rounds.iter().enumerate() {
            let before = fp.iter().filter(|f| f.is_some()).count();
            prop_assert!(!o.eliminated.is_empty(), "round {} removed nobody", i + 1);
            prop_assert_eq!(o.fp.len() + o.eliminated.len(), before);
            for (who, spent) in &o.spent {
                let had = fp[*who].expect("in");
                prop_assert!(*spent <= had, "spent more than he had");
            }
            for (who, now) in &o.fp {
                let had = fp[*who].expect("in");
                let spent = o.spent.iter().find(|(k, _)| k == who).map_or(Fp(0), |x| x.1);
                let bonus = if o.bonus == Some(*who) { Fp::BONUS } else { Fp(0) };
                prop_assert_eq!(now.0 + spent.0, had.0 + bonus.0);
                prop_assert!(now.0 > 0, "a player with 0 FP stays in");
            }
            for e in &o.eliminated {
                let had = fp[e.who].expect("in");
                prop_assert!(e.fp_left <= had);
                fp[e.who] = None;
            }
            for (who, now) in &o.fp {
                fp[*who] = Some(*now);
            }
            let left = o.fp.len();
            prop_assert_eq!(left <= 2, i + 1 == r.rounds.len() && r.finished);
        }
        let order = r.order();
        let mut who: Vec<usize> = order.iter().map(|p| p.entry.who).collect();
        who.sort_unstable();
        prop_assert_eq!(who, (0..start.len()).collect::<Vec<_>>());
        for (i, p) in order.iter().enumerate() {
            prop_assert!(p.place >= 1 && p.place as usize <= i + 1);
            if i > 0 {
                let prev = &order[i - 1];
                prop_assert!(p.place == prev.place || p.place as usize == i + 1);
                // Those still in come first; those out later rank ahead of those out earlier.
                match (prev.entry.out, p.entry.out) {
                    (Some(_), None) => prop_assert!(false, "an out player above one still in"),
                    (Some(a), Some(b)) => prop_assert!(a.round >= b.round),
                    _ => {}
                }
            }
        }
    }
}
