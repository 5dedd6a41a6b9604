//! Turnierfußball from the command line: a round from typed lineups to the forum post, the JSON
//! shapes, refusals that change nothing, the quick check without an event.

use crate::common;

use common::Desk;

#[test]
fn a_round_from_lineups_to_the_post() {
    let d = Desk::new();
    d.ok(&[
        "new",
        "liga",
        "--system",
        "football",
        "--wp",
        "60",
        "--anti-manager",
        "Anna",
    ]);
    let said = d.ok(&[
        "lineup",
        "liga",
        "Eagles",
        "--manager",
        "Anna",
        "10-5-40-40-40",
        "--wish",
        "80",
    ]);
    assert!(
        said.contains("plays as 4-2-16-16-16 at 60 WP: over budget (150 WP): scaled to 60 WP"),
        "{said}"
    );
    d.ok(&[
        "lineup",
        "liga",
        "Owls",
        "--manager",
        "Bert",
        "5-5-10-10-10",
        "--wish",
        "120",
    ]);
    d.rejected(
        "liga",
        &[
            "lineup",
            "liga",
            "Hawks",
            "--manager",
            "Carl",
            "2-2-10-10-10",
            "--wish",
            "5",
        ],
        "wish: 5 WP is not allowed; allowed: 10..=300",
    );
    d.rejected(
        "liga",
        &[
            "lineup",
            "liga",
            "Owls",
            "--manager",
            "Carl",
            "2-2-10-10-10",
        ],
        "Owls is Bert's team",
    );
    let csv = d.write(
        "l.csv",
        "manager,team,t,a,v,m,s,wish\nCarl,Hawks,2,2,10,10,10,\n",
    );
    d.ok(&["import", "liga", "--lineups", &csv]);
    let ev = d.path("liga.ron");
    let j: serde_json::Value =
        serde_json::from_str(&d.ok(&["evaluate", ev.to_str().expect("utf8"), "--json"]))
            .expect("json");
    assert_eq!(j["next_wp"], 80);
    assert_eq!(j["anti_wp"], 60);
    let t = d.json(&["table", "liga", "--round", "1", "--json"]);
    assert_eq!(t["round"], 1);
    assert_eq!(t["wp"], 60);
    assert_eq!(t["anti"], false);
    assert_eq!(t["next_wp"], 80);
    assert_eq!(t["anti_next"], true);
    let first = &t["teams"][0];
    assert_eq!(first["team"], "Eagles");
    assert_eq!(first["submitted"], serde_json::json!([10, 5, 40, 40, 40]));
    assert_eq!(first["lineup"], serde_json::json!([4, 2, 16, 16, 16]));
    assert_eq!(first["rlp"], 1000.0);
    for k in [
        "place",
        "manager",
        "corrections",
        "points",
        "goals_for",
        "goals_against",
        "goal_diff",
    ] {
        assert!(first.get(k).is_some(), "{k}");
    }
    let s = d.json(&["standings", "liga", "--json"]);
    assert_eq!(s[0]["manager"], "Anna");
    assert_eq!(s[0]["rank"], 1);
    assert_eq!(s[0]["active"], true);
    let post = d.ok(&["print", "liga", "table", "--format", "bbcode"]);
    assert!(
        post.starts_with("[b]liga – Table[/b]\nRound 1 · 60 WP\n[code]\n"),
        "{post}"
    );
    // The aligned list in `[code]` fits 72 columns (the notes are prose the forum wraps).
    let code = post
        .lines()
        .skip_while(|l| *l != "[code]")
        .take_while(|l| *l != "[/code]");
    assert!(code.clone().count() > 3, "{post}");
    assert!(code.clone().all(|l| l.chars().count() <= 72), "{post}");
    let md = d.ok(&["print", "liga", "ranking", "--format", "markdown"]);
    assert!(md.contains("```text\nRank"), "{md}");
    // Round 2 has the anti-tournament beside the normal one; it needs a normal lineup to be
    // evaluated.
    d.ok(&[
        "lineup",
        "liga",
        "Moles",
        "--manager",
        "Anna",
        "0-0-0-0-0",
        "--anti",
    ]);
    d.rejected(
        "liga",
        &["evaluate", d.path("liga.ron").to_str().expect("utf8")],
        "round 2 has no lineup yet",
    );
}

#[test]
fn the_quick_check_without_an_event() {
    let d = Desk::new();
    let csv = d.write(
        "l.csv",
        "manager,team,t,a,v,m,s,wish\nm1,Alpha,0,0,0,0,0,\nm1,Beta,0,0,1,1,1,\nm2,Gamma,0,0,1,1,1,\nm3,Delta,0,0,2,2,2,\n",
    );
    let t = d.json(&["football", "table", &csv, "--wp", "10", "--json"]);
    let names: Vec<&str> = t["teams"]
        .as_array()
        .expect("teams")
        .iter()
        .map(|x| x["team"].as_str().expect("team"))
        .collect();
    assert_eq!(names, ["Delta", "Beta", "Gamma", "Alpha"]);
    assert_eq!(t["teams"][1]["place"], 2);
    assert_eq!(t["teams"][2]["place"], 2);
    assert_eq!(t["teams"][1]["rlp"], 500.0);
    assert_eq!(t["round"], serde_json::Value::Null);
}

/// `round` shows the open round; `--wp` and `--zat` set them (R-F7: the GM decides), say what
/// a new WP does to the lineups in, and head the printed table; a bad value changes nothing.
#[test]
fn the_gm_sets_the_wp_and_the_zat() {
    let d = Desk::new();
    d.ok(&["new", "liga", "--system", "football", "--wp", "60"]);
    assert_eq!(
        d.ok(&["round", "liga"]),
        "round 1 open · 60 WP (from the settings) · no ZAT set\nlineups in: 0 teams\n"
    );
    d.ok(&[
        "lineup",
        "liga",
        "Eagles",
        "--manager",
        "Anna",
        "5-5-15-15-10",
    ]);
    d.ok(&[
        "lineup",
        "liga",
        "Owls",
        "--manager",
        "Bert",
        "1-1-10-10-10",
    ]);
    let said = d.ok(&["round", "liga", "--wp", "50", "--zat", "ZAT 12"]);
    assert!(
        said.starts_with("round 1 WP 60 → 50 (set by the GM); round 1 ZAT: ZAT 12; saved "),
        "{said}"
    );
    assert!(
        said.ends_with(
            "round 1 open · 50 WP (set by the GM) · ZAT 12\nlineups in: 2 teams\n\
             the 2 lineups in now play at 50 WP: 1 corrected (before: 0)\n"
        ),
        "{said}"
    );
    let v = d.json(&["round", "liga", "--json"]);
    assert_eq!(v["wp"], 50);
    assert_eq!(v["wp_from"], "set by the GM");
    assert_eq!(v["zat"], "ZAT 12");
    assert_eq!(v["teams"], 2);
    d.rejected("liga", &["round", "liga", "--wp", "301"], "10..=300");
    d.rejected(
        "liga",
        &["round", "liga", "--zat", &"x".repeat(41)],
        "zat: 41 characters; allowed: at most 40",
    );
    let table = d.ok(&["print", "liga", "table", "--format", "bbcode"]);
    assert!(table.contains("ZAT 12"), "{table}");
    assert!(table.contains("50 WP"), "{table}");
    let plays = d.json(&["table", "liga", "--json"]);
    assert_eq!(plays["teams"][0]["team"], "Eagles");
    assert_eq!(plays["wp"], 50);
    d.ok(&["round", "liga", "--zat", ""]);
    assert_eq!(
        d.json(&["round", "liga", "--json"])["zat"],
        serde_json::Value::Null
    );
}
