//! The Grand Slam event through `apply` (`grand-slam.txt`): players, the round's offer and
//! entry limits (3.1, R-G13), distributions (R-G1, R-G2), the round played from the stored seed
//! (5.1, R-G15), the next round; every command's refusals.

use chrono::{TimeZone, Utc};
use proptest::prelude::*;
use turnier::game::{Command, Event, Game, PlayerId, Rejected, apply};
use turnier::grand_slam::model::{EntryLimit, Offered};
use turnier::grand_slam::strength::Gains;
use turnier::grand_slam::tournament::Terms;
use turnier::grand_slam::{GrandSlamCommand, GrandSlamGame};

fn at() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 1, 18, 0, 0)
        .single()
        .expect("date")
}

fn offered(name: &str, stars: u32) -> Offered {
    Offered {
        name: name.into(),
        terms: Terms {
            base_stars: stars,
            gains: Gains {
                quarter_final: 1,
                semi_final: 2,
                final_: 4,
                winner: 6,
            },
            exchange_value: 2,
            rank_diff: Some(3),
            gm_strengths: vec![90, 110],
        },
        notes: String::new(),
        doubles: false,
    }
}

fn run(t: &Event, c: impl Into<Command>) -> Result<Event, Rejected> {
    apply(t, c, at())
}

fn ok(t: &Event, c: impl Into<Command>) -> Event {
    run(t, c).expect("accepted")
}

/// A game of `n` players with an offer of Paris and Wien, limit 1 below 120, 2 from 120.
fn game(n: usize, seed: u64) -> Event {
    let t = Event::new(
        "Ewiges Spiel",
        Game::GrandSlam(GrandSlamGame::default()),
        at(),
        seed,
    );
    let t = ok(
        &t,
        Command::AddPlayers {
            names: (0..n).map(|i| format!("Spieler{i:02}")).collect(),
        },
    );
    let t = ok(
        &t,
        GrandSlamCommand::SetOffer {
            tournaments: vec![offered("Paris", 2), offered("Wien", 1)],
        },
    );
    ok(
        &t,
        GrandSlamCommand::SetLimits {
            limits: vec![
                EntryLimit {
                    from_strength: 0,
                    tournaments: 1,
                },
                EntryLimit {
                    from_strength: 120,
                    tournaments: 2,
                },
            ],
        },
    )
}

fn enter(p: u32, t: usize, sets: &str) -> GrandSlamCommand {
    GrandSlamCommand::Enter {
        player: PlayerId(p),
        tournament: t,
        sets: sets.into(),
    }
}

fn gs(t: &Event) -> &GrandSlamGame {
    t.grand_slam().expect("a grand slam game")
}

#[test]
fn players_join_with_100_and_the_current_round() {
    let t = game(3, 1);
    assert_eq!(gs(&t).players.len(), 3);
    assert!(gs(&t).players.iter().all(|p| p.strength == 100));
    assert!(gs(&t).players.iter().all(|p| p.joined_round == 1));
    let t = ok(
        &t,
        GrandSlamCommand::AddPlayer {
            name: "Quereinsteiger".into(),
            strength: 130,
            joined_round: None,
        },
    );
    assert_eq!(gs(&t).players[3].strength, 130);
    assert_eq!(t.registry.participants[3].name, "Quereinsteiger");
    assert_eq!(
        t.audit.last().expect("entry").what,
        "register Quereinsteiger with strength 130"
    );
    let e = run(
        &t,
        GrandSlamCommand::AddPlayer {
            name: "Schwach".into(),
            strength: 14,
            joined_round: None,
        },
    )
    .expect_err("below 15");
    assert_eq!(e.field(), Some("strength"));
    let e = run(
        &t,
        GrandSlamCommand::AddPlayer {
            name: "Zukunft".into(),
            strength: 100,
            joined_round: Some(2),
        },
    )
    .expect_err("a later round");
    assert_eq!(e.field(), Some("joined_round"));
    assert_eq!(
        e.to_string(),
        "joined_round: 2 round is not allowed; allowed: 1..=1"
    );
    // A rename reaches the game's player too (the save check compares them).
    let t = ok(
        &t,
        Command::RenamePlayer {
            player: PlayerId(1),
            name: "Anja".into(),
        },
    );
    assert_eq!(gs(&t).players[0].name, "Anja");
    assert!(turnier::store::problems(&t).is_empty());
}

#[test]
fn an_entry_is_corrected_by_rule_10_and_its_faults_are_named() {
    let t = game(3, 1);
    let t = ok(&t, enter(1, 0, "35,25,21,13,11"));
    let r = &gs(&t).rounds[0];
    assert_eq!(r.entries[0].distribution.0, [30, 25, 21, 13, 11]);
    assert_eq!(
        t.audit.last().expect("entry").what,
        "entry Spieler00 in Paris: 30,25,21,13,11 (rule 10: too many: 5 taken from set 1)"
    );
    let e = run(&t, enter(2, 0, "20,10,10,60,0")).expect_err("faults");
    assert_eq!(e.field(), Some("sets"));
    assert_eq!(
        e.to_string(),
        "sets: a set below 1, two sets equal: not correctable (rule 10 corrects only the sum)"
    );
    let e = run(&t, enter(2, 0, "30,25,21,13")).expect_err("count");
    assert!(e.to_string().contains("not 5 sets"), "{e}");
    let e = run(&t, enter(2, 2, "30,25,21,13,11")).expect_err("no third tournament");
    assert_eq!(e.field(), Some("tournament"));
    let e = run(&t, enter(9, 0, "30,25,21,13,11")).expect_err("no player 9");
    assert_eq!(e.field(), Some("player"));
    // The limit for strength 100 is one tournament (R-G13).
    let e = run(&t, enter(1, 1, "30,25,21,13,11")).expect_err("limit");
    assert_eq!(
        e.to_string(),
        "tournament: Spieler00 (strength 100) may enter one tournament this round (3.1; doubles not counted)"
    );
    // The same tournament again replaces the entry, as a correction.
    let t = ok(&t, enter(1, 0, "31,25,20,13,11"));
    assert_eq!(gs(&t).rounds[0].entries.len(), 1);
    assert!(t.audit.last().expect("entry").correction);
    let t = ok(
        &t,
        GrandSlamCommand::Withdraw {
            player: PlayerId(1),
            tournament: 0,
        },
    );
    assert!(gs(&t).rounds[0].entries.is_empty());
    let e = run(
        &t,
        GrandSlamCommand::Withdraw {
            player: PlayerId(1),
            tournament: 0,
        },
    )
    .expect_err("nothing to withdraw");
    assert_eq!(e.field(), Some("player"));
}

#[test]
fn the_offer_keeps_entries_by_name_and_refuses_to_drop_an_entered_tournament() {
    let t = game(3, 1);
    let t = ok(&t, enter(1, 1, "30,25,21,13,11"));
    let t = ok(
        &t,
        GrandSlamCommand::SetOffer {
            tournaments: vec![offered("Wien", 1), offered("Rom", 3)],
        },
    );
    assert_eq!(gs(&t).rounds[0].entries[0].tournament, 0, "Wien moved up");
    let e = run(
        &t,
        GrandSlamCommand::SetOffer {
            tournaments: vec![offered("Rom", 3)],
        },
    )
    .expect_err("Wien has an entry");
    assert_eq!(e.field(), Some("tournaments"));
    let e = run(
        &t,
        GrandSlamCommand::SetOffer {
            tournaments: vec![offered("Rom", 3), offered("rom", 2)],
        },
    )
    .expect_err("twice");
    assert_eq!(e.field(), Some("tournament"));
    let e = run(
        &t,
        GrandSlamCommand::SetOffer {
            tournaments: vec![offered("Rom", 0)],
        },
    )
    .expect_err("no stars");
    assert_eq!(e.field(), Some("stars"));
    let e = run(
        &t,
        GrandSlamCommand::SetOffer {
            tournaments: vec![],
        },
    )
    .expect_err("empty");
    assert_eq!(e.field(), Some("tournaments"));
}

/// Twelve players, ten send a distribution, two send nothing (R-G15).
fn entered(seed: u64) -> Event {
    let mut t = game(12, seed);
    for p in 1..=10u32 {
        let sets = format!("{},25,21,13,{}", 30 + p, 11 - p % 3);
        t = ok(&t, enter(p, (p % 2) as usize, &sets));
    }
    t
}

#[test]
fn a_round_is_played_from_the_seed_and_the_next_opens() {
    let t = entered(42);
    let e = run(&t, GrandSlamCommand::NextRound).expect_err("not played");
    assert_eq!(e.field(), Some("round"));
    let t = ok(&t, GrandSlamCommand::PlayRound);
    let g = gs(&t);
    let played = g.rounds[0].played.as_ref().expect("played");
    assert_eq!(played.played.iter().sum::<u32>(), 10);
    assert_eq!(played.played[10..], [0, 0], "who sent nothing pauses");
    assert_eq!(played.strength[11], (100, 100));
    for (p, s) in g.players.iter().zip(&played.strength) {
        assert_eq!(p.strength, s.1, "the strength after the round is kept");
    }
    let paris = played.tournaments[0].as_ref().expect("Paris");
    assert_eq!((paris.field, paris.entries), (8, 5));
    assert_eq!(
        t.audit.last().expect("entry").what,
        "round 1 played: 2 tournaments, 10 players"
    );
    // Played is played: no entry, no offer, no second play.
    let e = run(&t, enter(11, 0, "30,25,21,13,11")).expect_err("played");
    assert_eq!(
        e.to_string(),
        "round: round 1 is played; open the next round first"
    );
    assert!(run(&t, GrandSlamCommand::PlayRound).is_err());
    let t = ok(&t, GrandSlamCommand::NextRound);
    let g = gs(&t);
    assert_eq!(g.current_round(), 2);
    assert_eq!(g.rounds[1].limits, g.rounds[0].limits, "limits carry over");
    assert!(g.rounds[1].offer.is_empty());
    let e = run(&t, GrandSlamCommand::PlayRound).expect_err("no offer");
    assert_eq!(e.field(), Some("round"));
    // The WRL after round 1: ten ranked, each with denominator 1 + 8 (R-G9).
    let views = turnier::session::Views::of(&t);
    let wrl = views.wrl().expect("a WRL");
    assert_eq!(wrl.len(), 10);
    assert!(wrl.iter().all(|l| l.denominator == 9));
    assert!(turnier::store::problems(&t).is_empty());
}

#[test]
fn shared_commands_without_meaning_here_are_refused() {
    let t = game(3, 1);
    for c in [
        Command::Drop {
            player: PlayerId(1),
        },
        Command::Publish,
        Command::DeleteDraft,
    ] {
        let e = run(&t, c).expect_err("no draft, no drops");
        assert!(e.to_string().contains("no draft"), "{e}");
    }
    let e = run(&t, turnier::deich::DeichCommand::Evaluate).expect_err("a Deich command");
    assert!(matches!(e, Rejected::WrongSystem { .. }));
    let swiss = Event::new(
        "Swiss",
        Game::Swiss(turnier::swiss::SwissGame::new(Default::default())),
        at(),
        0,
    );
    let e = run(&swiss, GrandSlamCommand::PlayRound).expect_err("at a Swiss event");
    assert!(matches!(e, Rejected::WrongSystem { .. }));
}

/// Rule 7's example at the event: after round 10 strength 180 becomes 140, 177 becomes 139,
/// 95 becomes 97, and 200 or more 150 (R-G5); round 9 changes nothing.
#[test]
fn the_season_changes_after_round_10_as_rule_7_s_example() {
    let mut t = Event::new("Saison", Game::GrandSlam(GrandSlamGame::default()), at(), 7);
    for (name, strength) in [("Alf", 180), ("Bea", 177), ("Cem", 95), ("Dag", 230)] {
        t = ok(
            &t,
            GrandSlamCommand::AddPlayer {
                name: name.into(),
                strength,
                joined_round: None,
            },
        );
    }
    for round in 1..=10 {
        t = ok(
            &t,
            GrandSlamCommand::SetOffer {
                tournaments: vec![offered("Paris", 1)],
            },
        );
        t = ok(&t, GrandSlamCommand::PlayRound);
        let strength: Vec<u32> = gs(&t).players.iter().map(|p| p.strength).collect();
        if round < 10 {
            assert_eq!(strength, [180, 177, 95, 230], "round {round}");
            assert!(gs(&t).seasons.is_empty());
            t = ok(&t, GrandSlamCommand::NextRound);
        } else {
            assert_eq!(strength, [140, 139, 97, 150]);
        }
    }
    let season = &gs(&t).seasons[0];
    assert_eq!(season.after_round, 10);
    assert_eq!(
        season.strength,
        [(180, 140), (177, 139), (95, 97), (230, 150)]
    );
    assert_eq!(
        t.audit.last().expect("entry").what,
        "round 10 played: 0 tournaments, 0 players; change of season: every strength aged (7)"
    );
    // Round 11 plays with the aged strength.
    let t = ok(&t, GrandSlamCommand::NextRound);
    assert_eq!(gs(&t).players[0].strength, 140);
}

/// Doubles (8, R-G6): on top of the entry limit (3.1), partners drawn from the seed, strength
/// gains for both partners, no WRL points and no pause credit.
#[test]
fn doubles_come_on_top_earn_strength_and_no_wrl() {
    let t = game(8, 5);
    let mut dbl = offered("Doppel", 2);
    dbl.doubles = true;
    let t = ok(
        &t,
        GrandSlamCommand::SetOffer {
            tournaments: vec![offered("Paris", 2), offered("Wien", 1), dbl],
        },
    );
    // Players 1-4 play Paris and the doubles (the limit is one tournament: doubles on top).
    let mut t = t;
    for p in 1..=8u32 {
        if p <= 4 {
            t = ok(&t, enter(p, 0, &format!("{},25,21,13,11", 30 + p)));
        }
        t = ok(&t, enter(p, 2, &format!("{},24,20,14,12", 30 + p)));
    }
    let t = ok(&t, GrandSlamCommand::PlayRound);
    let g = gs(&t);
    let r = g.rounds[0].played.as_ref().expect("played");
    let d = &r.doubles[0];
    assert_eq!(d.tournament, 2);
    assert_eq!(d.teams.len(), 4, "eight players, four teams");
    let tour = r.tournaments[2].as_ref().expect("the doubles");
    assert_eq!((tour.field, tour.entries), (8, 4));
    assert!(
        tour.matches.iter().all(|m| m.wrl.0 == 0),
        "no WRL points (8.2)"
    );
    // Who played only the doubles earned no WRL point and paused (8: no pause credit).
    for p in 4..8 {
        assert_eq!(r.played[p], 0);
        assert_eq!(r.wrl_points[p].0, 0);
    }
    for p in 0..4 {
        assert_eq!(r.played[p], 1, "Paris counts, the doubles do not");
    }
    // Both partners of a team get the team's gain (for the furthest stage, R-G12).
    for (k, team) in d.teams.iter().enumerate() {
        let gain = tour.outcomes[k].gain;
        for p in &team.players {
            let paris = r.tournaments[0]
                .as_ref()
                .and_then(|x| {
                    (0..x.entries)
                        .find(|i| g.participant_players(&g.rounds[0], 0, *i) == [*p])
                        .map(|i| i64::from(x.outcomes[i].gain) + x.outcomes[i].exchange)
                })
                .unwrap_or(0);
            assert_eq!(
                i64::from(r.strength[*p].1),
                i64::from(r.strength[*p].0) + i64::from(gain) + paris,
                "player {p}"
            );
        }
        assert_eq!(g.participant_players(&g.rounds[0], 2, k), team.players);
    }
    // The win's gain goes to a team, never to GM players (R-G12).
    let winner = tour.winner().expect("a winner");
    let want = if tour.is_gm(winner) { 0 } else { 6 };
    assert_eq!(tour.outcomes[winner].gain, want, "the win's gain");
    assert!(tour.outcomes[..tour.entries].iter().all(|o| {
        o.gain
            == Gains {
                quarter_final: 1,
                semi_final: 2,
                final_: 4,
                winner: 6,
            }
            .for_stage(o.stage)
    }));
}

/// A season of ten rounds: nine players, everyone in Paris every round.
fn season() -> Event {
    let mut t = game(9, 11);
    for round in 1..=10u32 {
        if round > 1 {
            t = ok(&t, GrandSlamCommand::NextRound);
            t = ok(
                &t,
                GrandSlamCommand::SetOffer {
                    tournaments: vec![offered("Paris", 2), offered("Wien", 1)],
                },
            );
        }
        for p in 1..=9u32 {
            let a = 30 + (p * 5 + round * 3) % 17;
            t = ok(&t, enter(p, 0, &format!("{a},24,19,14,10")));
        }
        t = ok(&t, GrandSlamCommand::PlayRound);
    }
    t
}

/// The Masters (11, R-G14): after round 10, the top 8 of the WRL after aging, each paying
/// 1.50 from his account; a distribution per match (a default one here, one of his own for
/// the final); the groups, the semi-finals, the final and third place.
#[test]
fn the_masters_after_the_season() {
    use turnier::grand_slam::MastersFor;
    use turnier::grand_slam::masters::Stage;
    let t = game(9, 11);
    let e = run(&t, GrandSlamCommand::StartMasters).expect_err("no season yet");
    assert_eq!(e.field(), Some("masters"));
    let t = season();
    let t = ok(
        &t,
        GrandSlamCommand::Credit {
            player: PlayerId(1),
            cents: 500,
        },
    );
    assert_eq!(
        t.audit.last().expect("entry").what,
        "account of Spieler00: 5.00 credited, balance 5.00"
    );
    assert_eq!(
        turnier::i18n::with_lang(turnier::i18n::Lang::De, || t
            .audit
            .last()
            .expect("entry")
            .text()),
        "Abokonto von Spieler00: 5,00 gutgeschrieben, Stand 5,00"
    );
    let wrl = turnier::session::Views::of(&t).wrl().expect("wrl").to_vec();
    let t = ok(&t, GrandSlamCommand::StartMasters);
    let g = gs(&t);
    let m = g.masters.last().expect("the Masters");
    let top: Vec<usize> = wrl.iter().take(8).map(|l| l.key).collect();
    assert_eq!(m.players, top, "the top 8 of the WRL after round 10");
    let out: Vec<usize> = (0..9).filter(|p| !top.contains(p)).collect();
    assert_eq!(out.len(), 1);
    for p in 0..9 {
        let want = if top.contains(&p) { -150 } else { 0 } + if p == 0 { 500 } else { 0 };
        assert_eq!(g.balance(p), want, "player {p}");
    }
    assert!(
        run(&t, GrandSlamCommand::StartMasters).is_err(),
        "once a season"
    );
    let e = run(&t, GrandSlamCommand::NextRound).expect_err("the Masters first");
    assert_eq!(
        e.to_string(),
        "round: the Masters after round 10 is not finished"
    );
    let e = run(&t, GrandSlamCommand::PlayMasters).expect_err("no distributions");
    assert!(
        e.to_string()
            .contains("no distribution for the next Masters matches"),
        "{e}"
    );
    let outsider = PlayerId(out[0] as u32 + 1);
    let e = run(
        &t,
        GrandSlamCommand::EnterMasters {
            player: outsider,
            slot: MastersFor::Default,
            sets: "40,30,20,10,5".into(),
        },
    )
    .expect_err("not qualified");
    assert_eq!(e.field(), Some("player"));
    let mut t = t;
    for p in &top {
        t = ok(
            &t,
            GrandSlamCommand::EnterMasters {
                player: PlayerId(*p as u32 + 1),
                slot: MastersFor::Default,
                sets: format!("{},30,20,10,5", 40 + p),
            },
        );
    }
    // A distribution is checked against the strength after aging (R-G1, R-G2).
    let g = gs(&t);
    let first = &g.masters[0].entries[0];
    assert_eq!(first.distribution.total(), g.players[first.player].strength);
    for stage in [Stage::Groups, Stage::Semis] {
        assert_eq!(gs(&t).masters[0].next_stage(), Some(stage));
        t = ok(&t, GrandSlamCommand::PlayMasters);
    }
    let m = &gs(&t).masters[0];
    assert_eq!(m.matches.len(), 14, "12 group matches, 2 semi-finals");
    let winner = PlayerId(m.matches[12].winner() as u32 + 1);
    t = ok(
        &t,
        GrandSlamCommand::EnterMasters {
            player: winner,
            slot: MastersFor::Final,
            sets: "90,10,8,6,4".into(),
        },
    );
    t = ok(&t, GrandSlamCommand::PlayMasters);
    let m = &gs(&t).masters[0];
    assert_eq!(m.next_stage(), None);
    let order = m.final_order().expect("over");
    let fin = m
        .matches
        .iter()
        .find(|x| x.kind == turnier::grand_slam::masters::Kind::Final);
    let fin = fin.expect("a final");
    assert_eq!(order[0], fin.winner());
    assert!(fin.a == winner.0 as usize - 1 || fin.b == winner.0 as usize - 1);
    assert!(t.audit.last().expect("entry").what.contains("won by"));
    // Now the next round opens.
    let t = ok(&t, GrandSlamCommand::NextRound);
    assert!(turnier::store::problems(&t).is_empty());
    // The save check finds a Masters twice and a change of season after round 3.
    let mut bad = t.clone();
    let g = bad.grand_slam_mut().expect("gs");
    g.masters.push(g.masters[0].clone());
    g.seasons[0].after_round = 3;
    let problems = turnier::store::problems(&bad);
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(
        problems[0].contains("change of season after round 3"),
        "{problems:?}"
    );
    assert!(
        problems[1].contains("the Masters after round 10"),
        "{problems:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    /// The same seed gives the same round: draws, lots, results, strengths.
    #[test]
    fn the_same_seed_gives_the_same_round(seed in any::<u64>()) {
        let a = ok(&entered(seed), GrandSlamCommand::PlayRound);
        let b = ok(&entered(seed), GrandSlamCommand::PlayRound);
        prop_assert_eq!(&gs(&a).rounds, &gs(&b).rounds);
        prop_assert_eq!(&gs(&a).players, &gs(&b).players);
    }
}
