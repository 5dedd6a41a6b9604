//! A small Grand Slam game for the desk and print tests: twelve players, rounds 1 and 2 played
//! with `GrandSlamGame::play_round` from a fixed seed, round 3 offered with a few entries in.
//! Names are German (no English word, for the German tests).
#![allow(dead_code)]

use turnier::grand_slam::distribution::parse_list;
use turnier::grand_slam::model::{
    EntryLimit, GrandSlamGame, NEWCOMER_STRENGTH, Offered, Player, Round,
};
use turnier::grand_slam::strength::Gains;
use turnier::grand_slam::tournament::Terms;

/// The test game as an event made at `at`, named `Ewiges Tennis`: player `i` of the game is
/// participant `i + 1` with the same name (the desk tests open it).
pub fn event(at: chrono::DateTime<chrono::Utc>) -> turnier::game::Event {
    let g = game();
    let mut t = turnier::game::Event::new(
        "Ewiges Tennis",
        turnier::game::Game::GrandSlam(g.clone()),
        at,
        SEED,
    );
    for (i, p) in g.players.iter().enumerate() {
        t.registry.participants.push(turnier::game::Participant {
            id: turnier::game::PlayerId(i as u32 + 1),
            name: p.name.clone(),
            dropped_after: None,
            entered_round: None,
        });
    }
    t
}

/// The seed the test game is played from.
pub const SEED: u64 = 15;

pub const NAMES: [&str; 12] = [
    "Anna Schmidt",
    "Bert Weber",
    "Carla Fischer",
    "Dario Rossi",
    "Eva Nowak",
    "Frank Huber",
    "Gül Yılmaz",
    "Hans Meier",
    "Ida Krause",
    "Jens Vogel",
    "Kai Lorenz",
    "Lena Wolf",
];

fn terms(stars: u32, gm: u32) -> Terms {
    Terms {
        base_stars: stars,
        gains: Gains {
            quarter_final: 1,
            semi_final: 2,
            final_: 4,
            winner: 6,
        },
        exchange_value: 2,
        rank_diff: Some(3),
        gm_strengths: vec![gm, gm - 10],
    }
}

fn offer(number: u32) -> Round {
    Round {
        number,
        offer: vec![
            Offered {
                name: "Paris".into(),
                terms: terms(3, 110),
                notes: "Sandplatz".into(),
                doubles: false,
            },
            Offered {
                name: "Wien".into(),
                terms: terms(1, 100),
                notes: String::new(),
                doubles: false,
            },
        ],
        limits: vec![
            EntryLimit {
                from_strength: 0,
                tournaments: 1,
            },
            EntryLimit {
                from_strength: 104,
                tournaments: 2,
            },
        ],
        ..Round::default()
    }
}

/// `strength` spread over five different sets, a little different per player.
fn sets(p: usize, strength: u32, twist: u32) -> String {
    let p = p as u32;
    let a = 10 + (p * 3 + twist) % 4;
    let b = 15 + (p * 5 + twist) % 5;
    let c = 22 + (p + twist) % 5;
    let d = 5 + (p * 7 + twist) % 4;
    let e = strength - a - b - c - d;
    let v = match p % 3 {
        0 => [e, b, c, a, d],
        1 => [a, e, b, c, d],
        _ => [c, a, e, d, b],
    };
    v.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

fn play(g: &mut GrandSlamGame) {
    let r = g.play_round(SEED).expect("a round to play");
    for (p, (_, after)) in r.strength.iter().enumerate() {
        g.players[p].strength = *after;
    }
    g.rounds.last_mut().expect("round").played = Some(r);
}

/// Rounds 1 and 2 played, round 3 offered: in round 1 everyone but Lena Wolf plays (she
/// sends nothing, R-G15), Anna Schmidt's sum is 5 too many (rule 10); in round 2 all twelve.
pub fn game() -> GrandSlamGame {
    let mut g = GrandSlamGame {
        players: NAMES
            .iter()
            .map(|n| Player {
                name: n.to_string(),
                joined_round: 1,
                strength: NEWCOMER_STRENGTH,
            })
            .collect(),
        rounds: vec![offer(1)],
        seasons: Vec::new(),
        ..GrandSlamGame::default()
    };
    for p in 0..11 {
        let extra = if p == 0 { 5 } else { 0 };
        let s = g.players[p].strength + extra;
        g.enter(p, p % 2, &parse_list(&sets(p, s, 1)))
            .expect("round 1 entry");
    }
    play(&mut g);
    g.rounds.push(offer(2));
    for p in 0..12 {
        let s = g.players[p].strength;
        g.enter(p, (p + 1) % 2, &parse_list(&sets(p, s, 2)))
            .expect("round 2 entry");
    }
    play(&mut g);
    g.rounds.push(offer(3));
    for p in 0..3 {
        let s = g.players[p].strength;
        g.enter(p, 0, &parse_list(&sets(p, s, 3)))
            .expect("round 3 entry");
    }
    g
}

/// [`game`] with a third tournament in round 3, Hamburg, a doubles (8): Dario Rossi, Eva
/// Nowak, Frank Huber, Gül Yılmaz and Hans Meier entered (an odd number: one plays with a GM
/// partner), then round 3 played from [`SEED`].
pub fn with_doubles() -> GrandSlamGame {
    let mut g = game();
    let r = g.rounds.last_mut().expect("round 3");
    r.offer.push(Offered {
        name: "Hamburg".into(),
        terms: terms(1, 100),
        notes: String::new(),
        doubles: true,
    });
    for p in 3..8 {
        let s = g.players[p].strength;
        g.enter(p, 2, &parse_list(&sets(p, s, 4)))
            .expect("doubles entry");
    }
    play(&mut g);
    g
}
