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
    // R-F7: a wish outside 10..300 is ignored with a note; the lineup it came with counts.
    let said = d.ok(&[
        "lineup",
        "liga",
        "Hawks",
        "--manager",
        "Carl",
        "2-2-10-10-10",
        "--wish",
        "5",
    ]);
    assert!(
        said.contains("lineup Hawks (Carl): 2-2-10-10-10, wish 5 ignored (allowed: 10..300; R-F7)"),
        "{said}"
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
    assert_eq!(
        t["ignored_wishes"],
        serde_json::json!([{"team": "Hawks", "manager": "Carl", "wish": 5}])
    );
    assert!(
        t["teams"]
            .as_array()
            .expect("teams")
            .iter()
            .any(|x| x["team"] == "Hawks"),
        "Hawks play: {t}"
    );
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

/// R-F7 end to end: a wish is the manager's, the latest valid one counts for each of his
/// teams, and one outside 10..300 is ignored with a note while its lineup plays.
///
/// Anna sends Falcons 10-10-20-20-20 (100 WP) without a wish, then Eagles 0-0-1-1-1 with
/// 120, then Eagles again with 140; Bert sends Owls 5-5-15-15-15 with 80; Anna sends Eagles
/// once more with 500. Falcons beat both (place 1), Owls beat Eagles (2, 3). Falcons carry
/// Anna's wish: her latest valid one, 140 (500 is ignored, as if not sent), so place 1
/// decides 140. Read per team (the old reading) Falcons had no wish and Owls' 80 decided,
/// and the wish 500 refused the whole lineup.
#[test]
fn a_managers_latest_valid_wish_counts_for_his_best_team() {
    let d = Desk::new();
    d.ok(&["new", "liga", "--system", "football", "--wp", "100"]);
    let lineup = |team: &str, manager: &str, l: &str, wish: Option<&str>| {
        let mut args = vec!["lineup", "liga", team, "--manager", manager, l];
        if let Some(w) = wish {
            args.extend(["--wish", w]);
        }
        d.ok(&args)
    };
    lineup("Falcons", "Anna", "10-10-20-20-20", None);
    lineup("Eagles", "Anna", "0-0-1-1-1", Some("120"));
    lineup("Eagles", "Anna", "0-0-1-1-1", Some("140"));
    lineup("Owls", "Bert", "5-5-15-15-15", Some("80"));
    let said = lineup("Eagles", "Anna", "0-0-1-1-1", Some("500"));
    assert!(
        said.contains("wish 500 ignored (allowed: 10..300; R-F7) (was 0-0-1-1-1, wish 140)"),
        "{said}"
    );
    let t = d.json(&["table", "liga", "--json"]);
    let order: Vec<(&str, u64)> = t["teams"]
        .as_array()
        .expect("teams")
        .iter()
        .map(|x| {
            (
                x["team"].as_str().expect("team"),
                x["place"].as_u64().expect("place"),
            )
        })
        .collect();
    assert_eq!(order, [("Falcons", 1), ("Owls", 2), ("Eagles", 3)]);
    assert_eq!(t["next_wp"], 140);
    assert_eq!(
        t["ignored_wishes"],
        serde_json::json!([{"team": "Eagles", "manager": "Anna", "wish": 500}])
    );
    let printed = d.ok(&["print", "liga", "table"]);
    assert!(
        printed.contains("Wish 500 WP with Eagles (Anna) ignored"),
        "{printed}"
    );
    let ev = d.path("liga.ron");
    let j: serde_json::Value =
        serde_json::from_str(&d.ok(&["evaluate", ev.to_str().expect("utf8"), "--json"]))
            .expect("json");
    assert_eq!(j["next_wp"], 140);
    assert_eq!(
        d.json(&["round", "liga", "--json"])["wp_from"],
        "wish of place 1"
    );
}

/// R-F7 on a shared first place (`turnierfussball.txt`: "Teilen sich mehrere Spieler den
/// ersten Platz, so wird der Durchschnitt der Wünsche für das nächste Turnier genommen"), the
/// wish being the manager's: Anna's Adler and Bert's Bären play the same lineup 5-5-30-30-30
/// and share place 1 (identical lineups share the place). Anna wrote no wish with Adler; her
/// letter for Amsel (0-0-1-1-1, last) carries 250, and her later letter for Amsel 111: the
/// latest counts for each of her teams, so Adler carries 111. Bert wrote 75 with Bären. The
/// next WP is the average of the two managers' wishes, (111 + 75) / 2 = 93; read per team
/// (Adler without a wish) it was Bert's 75 alone, with her first wish (250 + 75) / 2 = 162.5,
/// 163. Carl's wish 400 is ignored (outside 10..300) and his Cobras play. The letters go
/// through `letters`, Carl's lineup through `lineup`.
#[test]
fn a_shared_first_place_averages_the_managers_wishes_sent_with_any_team() {
    let d = Desk::new();
    d.ok(&["new", "liga", "--system", "football", "--wp", "100"]);
    let letters = d.write(
        "zat1.txt",
        "Von: Anna Kruse\nTeam: Adler\n5-5-30-30-30\nTeam: Amsel\n0-0-1-1-1\n---\n\
         Von: Anna Kruse\nTeam: Amsel\n0-0-1-1-1\nWunsch: 250\n---\n\
         Von: Bert Berg\nMannschaft: Bären\nT 5 A 5 V 30 M 30 S 30 (Wunsch 75)\n---\n\
         Von: Anna Kruse\nTeam: Amsel\nT0/A0/V1/M1/S1\nWP-Wunsch 111\n",
    );
    let said = d.ok(&["letters", "liga", &letters, "--apply"]);
    assert!(said.contains("4 of 4 letters entered; saved"), "{said}");
    let said = d.ok(&[
        "lineup",
        "liga",
        "Cobras",
        "0-0-2-2-2",
        "--manager",
        "Carl Cordes",
        "--wish",
        "400",
    ]);
    assert!(
        said.contains("lineup Cobras (Carl Cordes): 0-0-2-2-2, wish 400 ignored"),
        "{said}"
    );
    let t = d.json(&["table", "liga", "--json"]);
    let order: Vec<(&str, u64)> = t["teams"]
        .as_array()
        .expect("teams")
        .iter()
        .map(|x| {
            (
                x["team"].as_str().expect("team"),
                x["place"].as_u64().expect("place"),
            )
        })
        .collect();
    assert_eq!(
        order,
        [("Adler", 1), ("Bären", 1), ("Cobras", 3), ("Amsel", 4)]
    );
    assert_eq!(t["next_wp"], 93);
    let j = d.json(&["evaluate", "liga", "--json"]);
    assert_eq!(j["next_wp"], 93);
    assert_eq!(j["next_round"], 2);
    let post = d.ok(&[
        "print", "liga", "table", "--round", "1", "--format", "bbcode",
    ]);
    assert!(
        post.contains(
            "Next tournament: 93 WP, the average of the wishes of place 1 (Anna Kruse 111, \
             Bert Berg 75)."
        ),
        "{post}"
    );
    assert!(
        post.contains(
            "Wish 400 WP with Cobras (Carl Cordes) ignored (allowed: 10..300); the lineup counts."
        ),
        "{post}"
    );
    assert!(!post.contains("R-F"), "no ruling ids in a post: {post}");
    let round = d.ok(&["round", "liga"]);
    assert!(
        round.contains("round 2 open · 93 WP (wish of place 1)"),
        "{round}"
    );
    let de = turnier::i18n::with_lang(turnier::i18n::Lang::De, || {
        d.ok(&[
            "print", "liga", "table", "--round", "1", "--format", "bbcode",
        ])
    });
    assert!(
        de.contains(
            "Nächstes Turnier: 93 WP, der Durchschnitt der Wünsche von Platz 1 (Anna Kruse 111, \
             Bert Berg 75)."
        ),
        "{de}"
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
