//! Turnierfußball from the command line (issue 13, item 8): a round from typed lineups to the
//! forum post, the JSON shapes, refusals that change nothing, the quick check without an
//! event.

mod common;

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
