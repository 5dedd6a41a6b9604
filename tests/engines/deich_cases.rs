//! Every case of `deich/cases.json` (in `tests/cases/`, and `../shared/cases/` where it
//! exists): start FP (1.1), one round (R-D1..R-D3) and whole games with the final order
//! (R-D4), each through the engine and through the real path (players registered, start FP
//! set, bids entered and rounds evaluated by `apply`).

use crate::common;

use chrono::{TimeZone, Utc};
use serde_json::{Map, Value, json};
use std::collections::HashSet;
use turnier::deich::bid::Move;
use turnier::deich::{DeichCommand, DeichGame, Fp, Nmr, Race, RoundOutcome, round, start_fp};
use turnier::game::{Command, Event, Game, PlayerId, apply};

fn at() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 5, 1, 20, 0, 0)
        .single()
        .expect("date")
}

/// Every case, each id once (the project's copy first).
fn cases() -> Vec<Value> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for dir in common::case_dirs() {
        let path = dir.join("deich/cases.json");
        if !path.exists() {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("read");
        let list: Vec<Value> = serde_json::from_str(&text).expect("json list");
        for c in list {
            if seen.insert(c["id"].as_str().expect("id").to_string()) {
                out.push(c);
            }
        }
    }
    out
}

fn fp_map<K>(v: &[(K, Fp)], name: impl Fn(&K) -> String) -> Value {
    let mut m = Map::new();
    for (k, f) in v {
        m.insert(name(k), json!(f.0));
    }
    Value::Object(m)
}

/// A round as the cases write it: `{fp, spent, bonus, eliminated}`.
fn round_json<K>(o: &RoundOutcome<K>, name: impl Fn(&K) -> String) -> Value {
    json!({
        "fp": fp_map(&o.fp, &name),
        "spent": fp_map(&o.spent, &name),
        "bonus": o.bonus.as_ref().map(&name),
        "eliminated": o.eliminated.iter().map(|e| json!({
            "name": name(&e.who),
            "reason": e.reason.key(),
            "fp_left": e.fp_left.0,
            "participated": e.participated,
        })).collect::<Vec<_>>(),
    })
}

/// A whole game as the cases write it: `{finished, rounds_played, fp, ranking, log}`.
fn game_json<K: Clone + PartialEq>(r: &Race<K>, name: impl Fn(&K) -> String) -> Value {
    json!({
        "finished": r.finished,
        "rounds_played": r.rounds.len(),
        "fp": fp_map(&r.fp(), &name),
        "ranking": r.order().iter().map(|p| json!([p.place, name(&p.entry.who)])).collect::<Vec<_>>(),
        "log": r.rounds.iter().map(|o| round_json(o, &name)).collect::<Vec<_>>(),
    })
}

fn fp_of(v: &Value) -> Vec<(String, Fp)> {
    v.as_object()
        .expect("object")
        .iter()
        .map(|(k, x)| (k.clone(), Fp(x.as_u64().expect("fp"))))
        .collect()
}

/// A race with these players and start FP (set by hand, logged), through `apply`.
fn race_with(start: &[(String, Fp)]) -> Event {
    let mut t = Event::new(
        "case",
        Game::Deich(DeichGame::new(Default::default())),
        at(),
        0,
    );
    if start.is_empty() {
        return t;
    }
    t = apply(
        &t,
        Command::AddPlayers {
            names: start.iter().map(|(n, _)| n.clone()).collect(),
        },
        at(),
    )
    .expect("register");
    for (i, (_, fp)) in start.iter().enumerate() {
        t = apply(
            &t,
            DeichCommand::SetStartFp {
                player: PlayerId(i as u32 + 1),
                fp: Some(*fp),
            },
            at(),
        )
        .expect("start FP");
    }
    t
}

fn bid(t: &Event, p: PlayerId, fp: u64) -> Event {
    apply(
        t,
        DeichCommand::Bid {
            round: None,
            player: p,
            bid: Fp(fp),
        },
        at(),
    )
    .expect("bid")
}

fn id_of(t: &Event, name: &str) -> PlayerId {
    t.registry
        .participants
        .iter()
        .find(|p| p.name == name)
        .map(|p| p.id)
        .expect("registered")
}

fn check_start_fp(c: &Value) {
    let place = c["input"]["last_place"].as_u64().map(|p| p as u8);
    let want = c["expected"].as_u64().expect("expected");
    assert_eq!(start_fp(place), Fp(want), "{}", c["id"]);
    // Through apply: the place set on a registered player gives his start FP.
    let t = race_with(&[]);
    let t = apply(
        &t,
        Command::AddPlayers {
            names: vec!["A".into()],
        },
        at(),
    )
    .expect("add");
    let t = apply(
        &t,
        DeichCommand::SetLastPlace {
            player: PlayerId(1),
            place,
        },
        at(),
    )
    .expect("place");
    let g = t.deich().expect("deich");
    assert_eq!(
        g.starters(&t.registry),
        [(PlayerId(1), Fp(want))],
        "{}",
        c["id"]
    );
}

fn check_round(c: &Value) {
    let start = fp_of(&c["input"]["fp"]);
    let bids = c["input"]["bids"].as_object().expect("bids");
    let mv = |n: &str| bids[n].as_u64().map_or(Move::Nmr, |b| Move::Bid(Fp(b)));
    let players: Vec<(String, Fp, Move)> =
        start.iter().map(|(n, f)| (n.clone(), *f, mv(n))).collect();
    let o = round::evaluate(&players, Nmr::B);
    assert_eq!(
        round_json(&o, String::clone),
        c["expected"],
        "{} (engine)",
        c["id"]
    );
    // Through apply: one round evaluated.
    let mut t = race_with(&start);
    for (n, _) in &start {
        if let Some(b) = bids[n].as_u64() {
            t = bid(&t, id_of(&t, n), b);
        }
    }
    let t = apply(&t, DeichCommand::Evaluate, at()).expect("evaluate");
    let g = t.deich().expect("deich");
    let race = g.race(&t.registry);
    let name = |p: &PlayerId| t.registry.name_of(*p);
    assert_eq!(
        round_json(race.rounds.last().expect("a round"), name),
        c["expected"],
        "{} (apply)",
        c["id"]
    );
}

fn check_game(c: &Value) {
    let start = fp_of(&c["input"]["start"]);
    let rounds = c["input"]["rounds"].as_array().expect("rounds");
    // The engine alone.
    let race = turnier::deich::race::play(&start, rounds.len() as u32, Nmr::B, |r, who| {
        rounds[r.0 as usize - 1]
            .get(who.as_str())
            .and_then(Value::as_u64)
            .map_or(Move::Nmr, |b| Move::Bid(Fp(b)))
    });
    assert_eq!(
        game_json(&race, String::clone),
        c["expected"],
        "{} (engine)",
        c["id"]
    );
    // Through apply: bids entered, each round evaluated.
    let mut t = race_with(&start);
    for r in rounds {
        for (n, b) in r.as_object().expect("round") {
            if let Some(b) = b.as_u64() {
                t = bid(&t, id_of(&t, n), b);
            }
        }
        t = apply(&t, DeichCommand::Evaluate, at()).expect("evaluate");
    }
    let g = t.deich().expect("deich");
    assert_eq!(g.evaluated as usize, rounds.len());
    let race = g.race(&t.registry);
    assert_eq!(
        game_json(&race, |p: &PlayerId| t.registry.name_of(*p)),
        c["expected"],
        "{} (apply)",
        c["id"]
    );
    if c["expected"]["finished"] == json!(true) {
        let e = apply(&t, DeichCommand::Evaluate, at()).expect_err("over");
        assert!(
            e.to_string().starts_with("evaluate: the race is over"),
            "{e}"
        );
        let e = apply(
            &t,
            DeichCommand::Bid {
                round: None,
                player: PlayerId(1),
                bid: Fp(1),
            },
            at(),
        )
        .expect_err("over");
        assert!(e.to_string().contains("the race is over"), "{e}");
    }
    assert!(
        turnier::store::problems(&t).is_empty(),
        "{:?}",
        turnier::store::problems(&t)
    );
}

#[test]
fn every_deich_case_passes() {
    let all = cases();
    assert!(all.len() >= 8, "found only {} cases", all.len());
    let mut done = Vec::new();
    for c in &all {
        match c["function"].as_str().expect("function") {
            "deich_start_fp" => check_start_fp(c),
            "deich_round" => check_round(c),
            "deich_game" => check_game(c),
            other => panic!("{}: unknown function {other}", c["id"]),
        }
        done.push(c["id"].as_str().expect("id").to_string());
    }
    for id in [
        "de-046", "de-047", "de-049", "de-050", "de-053", "de-055", "de-057", "de-058",
    ] {
        assert!(done.iter().any(|d| d == id), "{id} not checked");
    }
}
