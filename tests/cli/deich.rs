//! The Deich race from the command line: the JSON shapes exactly as `src/cli/system/deich.rs`
//! documents them (scripts read them), on case de-057 (six players, two NMRs, four rounds), the
//! forum posts in every format, and bad input refused with the field and nothing changed.

use serde_json::{Value, json};

use crate::common;

use common::Desk;

const PLAYERS: &str = "name,last_place,start_fp\nP1,1,\nP2,,\nP3,,\nP4,,\nP5,,\nP6,,\n";

/// de-057's rounds; a player missing is an NMR (round 1 P3, round 2 P5).
const ROUNDS: [&[(&str, &str)]; 4] = [
    &[
        ("P1", "2000"),
        ("P2", "1500"),
        ("P4", "1000"),
        ("P5", "2500"),
        ("P6", "1000"),
    ],
    &[
        ("P1", "3000"),
        ("P2", "1000"),
        ("P4", "1000"),
        ("P6", "4000"),
    ],
    &[
        ("P1", "5000"),
        ("P2", "2000"),
        ("P4", "2000"),
        ("P6", "1000"),
    ],
    &[("P1", "4000"), ("P2", "3000"), ("P4", "3000")],
];

fn race(d: &Desk) {
    d.ok(&["new", "race", "--system", "deich"]);
    let p = d.write("players.csv", PLAYERS);
    let said = d.ok(&["import", "race", "--players", &p]);
    assert!(said.starts_with("imported: 6 player(s) added"), "{said}");
}

#[test]
fn case_de_057_through_the_cli_gives_the_issue_s_json() {
    let d = Desk::new();
    race(&d);
    // Round 1 by `bid`, the others by `import --bids`.
    for (who, fp) in ROUNDS[0] {
        d.ok(&["bid", "race", who, fp]);
    }
    let r1 = d.json(&["evaluate", "race", "--json"]);
    assert_eq!(
        r1,
        json!({
            "round": 1,
            "spent": {"P1": 2000, "P2": 1500, "P3": 0, "P4": 1000, "P5": 2500, "P6": 1000},
            "fp": {"P1": 20000, "P2": 18500, "P4": 19000, "P5": 18000, "P6": 19000},
            "bonus": "P5",
            "eliminated": [{"name": "P3", "reason": "lowest", "fp_left": 20000, "participated": false}],
            "finished": false
        })
    );
    let running = d.json(&["standings", "race", "--json"]);
    assert_eq!(running[0], json!({"name": "P1", "fp": 20000}));
    assert_eq!(running[5], json!({"name": "P3", "fp": 20000}));
    let mut last = Value::Null;
    for round in &ROUNDS[1..] {
        let mut csv = String::from("name,bid\n");
        for (who, fp) in *round {
            csv.push_str(&format!("{who},{fp}\n"));
        }
        let f = d.write("bids.csv", &csv);
        d.ok(&["import", "race", "--bids", &f]);
        last = d.json(&["evaluate", "race", "--json"]);
    }
    assert_eq!(last["round"], json!(4));
    assert_eq!(last["finished"], json!(true));
    assert_eq!(last["fp"], json!({"P1": 9000}));
    assert_eq!(last["bonus"], json!("P1"));
    let fin = d.json(&["standings", "race", "--json"]);
    assert_eq!(
        fin,
        json!([
            {"place": 1, "name": "P1", "fp": 9000, "out_round": null, "reason": null},
            {"place": 2, "name": "P4", "fp": 13000, "out_round": 4, "reason": "lowest"},
            {"place": 3, "name": "P2", "fp": 12500, "out_round": 4, "reason": "lowest"},
            {"place": 4, "name": "P6", "fp": 14500, "out_round": 3, "reason": "lowest"},
            {"place": 5, "name": "P5", "fp": 18000, "out_round": 2, "reason": "lowest"},
            {"place": 6, "name": "P3", "fp": 20000, "out_round": 1, "reason": "lowest"}
        ])
    );
    // After round 2 the standings of then.
    let r2 = d.json(&["standings", "race", "--json", "--round", "2"]);
    assert_eq!(r2.as_array().map(Vec::len), Some(6));
    assert_eq!(r2[0], json!({"name": "P4", "fp": 18000}));
    d.rejected(
        "race",
        &["evaluate", "race"],
        "the race is over after round 4",
    );
    d.rejected("race", &["bid", "race", "P1", "10"], "the race is over");
}

/// `evaluate` names the NMRs before the post, as the desk's question does.
#[test]
fn evaluate_names_the_players_without_a_bid() {
    let d = Desk::new();
    race(&d);
    for (who, fp) in ROUNDS[0].iter().skip(1) {
        d.ok(&["bid", "race", who, fp]);
    }
    // P1 is left out here; P3 sends nothing in this case's round 1 anyway.
    let text = d.ok(&["evaluate", "race"]);
    assert!(
        text.starts_with(
            "NMR (no bid in round 1): P1, P3: under b a bid of 0 (R-D3)\nrace – Round 1\n"
        ),
        "{text}"
    );
}

#[test]
fn the_forum_post_in_every_format_names_the_round_and_the_next_zat() {
    let d = Desk::new();
    race(&d);
    d.ok(&["zat", "race", "So 3.5. 20:00"]);
    for (who, fp) in ROUNDS[0] {
        d.ok(&["bid", "race", who, fp]);
    }
    let text = d.ok(&["evaluate", "race"]);
    assert!(
        text.starts_with(
            "NMR (no bid in round 1): P3: under b a bid of 0 (R-D3)\nrace – Round 1\nZAT round \
             1: So 3.5. 20:00 · next ZAT (round 2): not set\n"
        ),
        "{text}"
    );
    d.ok(&["zat", "race", "So 10.5. 20:00"]);
    let text = d.ok(&["print", "race", "round"]);
    assert!(
        text.contains("next ZAT (round 2): So 10.5. 20:00"),
        "{text}"
    );
    assert!(text.lines().all(|l| l.chars().count() <= 72), "{text}");
    assert!(text.contains("P5     2500  18000  +500 bonus"), "{text}");
    assert!(
        text.contains("P3        0  20000  out: NMR, lowest bid"),
        "{text}"
    );
    let bb = d.ok(&["print", "race", "round", "--format", "bbcode"]);
    assert!(bb.starts_with("[b]race – Round 1[/b]\n"), "{bb}");
    assert!(
        bb.contains("[code]\nName") && bb.contains("[/code]\nOut: P3"),
        "{bb}"
    );
    let md = d.ok(&["print", "race", "round", "--format", "markdown"]);
    assert!(md.starts_with("**race – Round 1**\n\nZAT round 1"), "{md}");
    assert!(md.contains("```text\nName"), "{md}");
    let st = d.ok(&["print", "race", "standings", "--format", "markdown"]);
    assert!(st.starts_with("**race – Standings**"), "{st}");
    let html = d.path("r.html");
    d.ok(&[
        "print",
        "race",
        "round",
        "--format",
        "html",
        "-o",
        html.to_str().expect("utf8"),
    ]);
    let h = std::fs::read_to_string(html).expect("html");
    assert!(h.contains("<td class=\"name\"><bdi>P5</bdi></td>"), "{h}");
}

#[test]
fn bad_input_is_refused_with_the_field_and_nothing_changed() {
    let d = Desk::new();
    race(&d);
    d.rejected(
        "race",
        &["bid", "race", "P1", "12.5"],
        "bid: \"12.5\" is not whole",
    );
    d.rejected(
        "race",
        &["bid", "race", "P1", "-100"],
        "bid: \"-100\" is negative",
    );
    d.rejected(
        "race",
        &["bid", "race", "Nobody", "100"],
        "player: no player \"Nobody\"",
    );
    d.rejected("race", &["evaluate", "race"], "no bid for round 1 yet");
    let f = d.write("bad.csv", "name,bid\nP1,100\nP2,1.5\n");
    d.rejected(
        "race",
        &["import", "race", "--bids", &f],
        "line 3: bid: \"1.5\" is not whole",
    );
    let f = d.write("bad2.csv", "name,bid\nP9,100\n");
    d.rejected(
        "race",
        &["import", "race", "--bids", &f],
        "\"P9\" is not registered",
    );
    let f = d.write("bad3.csv", "name,last_place\nQ,4\n");
    d.rejected(
        "race",
        &["import", "race", "--players", &f],
        "last_place: \"4\" is not allowed",
    );
    d.rejected("race", &["pairings", "race"], "a Deich race has no tables");
    d.ok(&["new", "swiss", "--system", "swiss"]);
    d.rejected(
        "swiss",
        &["evaluate", "swiss"],
        "and Deich races evaluate rounds",
    );
    let f = d.write("b.csv", "name,bid\nA,1\n");
    d.rejected(
        "swiss",
        &["import", "swiss", "--bids", &f],
        "--bids is for deich events",
    );
    assert!(
        d.run(&["new", "m", "--system", "muck", "--nmr", "a"])
            .is_err()
    );
    let said = d.ok(&["new", "a", "--system", "deich", "--nmr", "a"]);
    assert!(said.contains("NMR variant a"), "{said}");
}
