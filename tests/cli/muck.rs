//! Muck from the command line: the workflow on the article's six pairs, and every kind of bad
//! input with a clear message and nothing changed.

use serde_json::Value;

use crate::common;

use common::Desk;

const PAIRS: &str = "name\nBerta / Else\nErwin / Franz\nFritz / Hans\nHeidi / Horst\nKarl / Monika\nSabine / Uschi\n";

/// The article's round (R-M8) as a results file, one line per Bobbl.
const RESULTS: &str = "round,table,side_a,side_b,bobbl,points_a,points_b
1,1,Berta / Else,Erwin / Franz,1,21,4
1,1,Berta / Else,Erwin / Franz,2,20,21
1,2,Fritz / Hans,Heidi / Horst,1,21,11
1,2,Fritz / Hans,Heidi / Horst,2,21,17
1,3,Karl / Monika,Sabine / Uschi,1,21,20
1,3,Karl / Monika,Sabine / Uschi,2,13,21
";

fn article(d: &Desk) {
    d.ok(&["new", "abend", "--system", "muck"]);
    let e = d.write("pairs.csv", PAIRS);
    d.ok(&["import", "abend", "--entrants", &e]);
}

#[test]
fn article_round_imported_gives_the_article_standings_json() {
    let d = Desk::new();
    article(&d);
    let r = d.write("results.csv", RESULTS);
    d.ok(&["import", "abend", "--results", &r]);
    let j = d.json(&["standings", "abend", "--json"]);
    let rows = j.as_array().expect("list");
    let first = &rows[0];
    for (k, v) in [
        ("place", Value::from(1)),
        ("entrant", Value::from("Fritz / Hans")),
        ("bobbl", Value::from(2)),
        ("tore", Value::from(0)),
        ("opp_tore", Value::from(28)),
        ("tore_needed", Value::from(false)),
        ("opp_tore_needed", Value::from(false)),
        ("plus", Value::from(42)),
        ("plus_place", Value::from(1)),
        ("plus_minus", Value::from(14)),
        ("plus_minus_place", Value::from(2)),
    ] {
        assert_eq!(first[k], v, "{k}");
    }
    let last = &rows[5];
    assert_eq!(last["entrant"], "Heidi / Horst");
    assert_eq!(
        (
            last["plus_place"].as_u64(),
            last["plus_minus_place"].as_u64()
        ),
        (Some(5), Some(5))
    );
    let text = d.ok(&["standings", "abend"]);
    assert!(text.contains("Fritz / Hans"), "{text}");
    assert!(text.contains("(28)"), "{text}");
}

#[test]
fn draw_publish_and_enter_a_round() {
    let d = Desk::new();
    article(&d);
    let j = d.json(&["draw", "abend", "--json"]);
    assert_eq!(j["tables"].as_array().expect("tables").len(), 3);
    assert_eq!(j["state"], "draft");
    d.ok(&["redraw", "abend"]);
    d.ok(&["swap", "abend", "--tables", "1", "2"]);
    d.ok(&["publish", "abend"]);
    for t in ["1", "2", "3"] {
        d.ok(&["result", "abend", t, "21:4,20:21"]);
    }
    // A correction, then a second entry that differs: listed before the ranking is final.
    d.ok(&["result", "abend", "1", "19:21", "--bobbl", "2"]);
    d.ok(&["result", "abend", "2", "21:4,20:21", "--second"]);
    let out = d.ok(&["result", "abend", "3", "21:5,20:21", "--second"]);
    assert!(
        out.contains(
            "note: round 1, table 3 now differs from its first entry: `turnier resolve EVENT 3 \
             --take second` takes the second, `--take first` keeps the first"
        ),
        "{out}"
    );
    assert!(
        !d.ok(&["result", "abend", "2", "21:4,20:21", "--second"])
            .contains("differs")
    );
    let text = d.ok(&["standings", "abend"]);
    assert!(
        text.contains(
            "\nnot final: table 3 (round 1) differs between first and second entry\n  round 1, \
             table 3: second entry differs in Bobbl 1 (Bobbl 1: first 21:4, second 21:5)\n"
        ),
        "{text}"
    );
    assert!(text.contains("`turnier resolve EVENT TABLE --take first|second`"));
    assert!(!text.contains("table 2: second"), "{text}");
    let print = d.ok(&["print", "abend", "ranking"]);
    assert!(
        print.contains("not final: table 3 (round 1) differs between first and second entry"),
        "{print}"
    );
    // Nothing to settle at table 2, no table 9: refused, nothing saved.
    d.rejected(
        "abend",
        &["resolve", "abend", "2", "--take", "second"],
        "round 1, table 2: the first and second entry agree; nothing to resolve",
    );
    d.rejected(
        "abend",
        &["resolve", "abend", "9", "--take", "first"],
        "no table 9 (allowed: 1..3)",
    );
    // Taking the second entry settles table 3: the ranking is final.
    let out = d.ok(&["resolve", "abend", "3", "--take", "second"]);
    assert!(
        out.starts_with("take second entry, table 3: ") && out.contains("Bobbl 1 21:4 → 21:5"),
        "{out}"
    );
    assert!(out.ends_with("the ranking is final\n"), "{out}");
    let text = d.ok(&["standings", "abend"]);
    assert!(!text.contains("not final"), "{text}");
    assert!(!d.ok(&["print", "abend", "ranking"]).contains("not final"));
    let j = d.json(&["draw", "abend", "--json"]);
    assert_eq!(j["round"], 2);
}

#[test]
fn bad_input_is_rejected_with_a_clear_message_and_changes_nothing() {
    let d = Desk::new();
    article(&d);
    let same = d.write("same.csv", "name\nAnna / Anna\n");
    d.rejected(
        "abend",
        &["import", "abend", "--entrants", &same],
        "a pair is two different players",
    );
    let bad = |name: &str, body: &str| {
        d.write(
            name,
            &format!("round,table,side_a,side_b,bobbl,points_a,points_b\n{body}\n"),
        )
    };
    let both = bad("both.csv", "1,1,Berta / Else,Erwin / Franz,1,21,21");
    d.rejected(
        "abend",
        &["import", "abend", "--results", &both],
        "exactly one side must reach 21",
    );
    let neither = bad("neither.csv", "1,1,Berta / Else,Erwin / Franz,1,20,19");
    d.rejected(
        "abend",
        &["import", "abend", "--results", &neither],
        "neither at the target",
    );
    let neg = bad("neg.csv", "1,1,Berta / Else,Erwin / Franz,1,21,-4");
    d.rejected(
        "abend",
        &["import", "abend", "--results", &neg],
        "line 2: points_b: \"-4\" is not a whole number >= 0",
    );
    let word = bad("word.csv", "1,1,Berta / Else,Erwin / Franz,1,21,vier");
    d.rejected(
        "abend",
        &["import", "abend", "--results", &word],
        "points_b",
    );
    let third = bad("third.csv", "1,1,Berta / Else,Erwin / Franz,3,21,4");
    d.rejected(
        "abend",
        &["import", "abend", "--results", &third],
        "Bobbl 3 does not exist; a round has Bobbl 1..2",
    );
    let twice = bad(
        "twice.csv",
        "1,1,Berta / Else,Erwin / Franz,1,21,4\n1,2,Berta / Else,Fritz / Hans,1,21,4",
    );
    d.rejected(
        "abend",
        &["import", "abend", "--results", &twice],
        "seated twice",
    );
    let unknown = bad("unknown.csv", "1,1,Berta / Otto,Erwin / Franz,1,21,4");
    d.rejected(
        "abend",
        &["import", "abend", "--results", &unknown],
        "not a registered pair",
    );
    d.ok(&["draw", "abend"]);
    d.rejected(
        "abend",
        &["result", "abend", "1", "21:4"],
        "publish it before entering scores",
    );
    d.ok(&["publish", "abend"]);
    d.rejected(
        "abend",
        &["result", "abend", "1", "21:21,21:4"],
        "exactly one side must reach 21",
    );
    d.rejected(
        "abend",
        &["result", "abend", "1", "21:-4"],
        "whole numbers >= 0",
    );
    d.rejected(
        "abend",
        &["result", "abend", "1", "21:4", "--bobbl", "3"],
        "Bobbl 3 does not exist (allowed: 1..2)",
    );
    d.rejected(
        "abend",
        &["result", "abend", "9", "21:4"],
        "no table 9 (allowed: 1..3)",
    );
    d.rejected(
        "abend",
        &["result", "abend", "1", "2-1"],
        "POINTS_A:POINTS_B",
    );
    d.rejected("abend", &["pair", "abend"], "draw the round instead");
}

#[test]
fn muck_settings_are_checked() {
    let d = Desk::new();
    let err = d
        .run(&["new", "a", "--system", "muck", "--bobbl", "0"])
        .expect_err("0 Bobbl");
    assert!(
        err.to_string()
            .contains("bobbl: 0 Bobbl per round is not allowed; allowed: 1..=9"),
        "{err}"
    );
    let err = d
        .run(&[
            "new",
            "b",
            "--system",
            "muck",
            "--singles",
            "--schedule",
            "moving",
        ])
        .expect_err("moving singles");
    assert!(
        err.to_string()
            .contains("schedule: moving needs fixed pairs"),
        "{err}"
    );
    let err = d
        .run(&["new", "c", "--system", "swiss", "--bobbl", "3"])
        .expect_err("swiss");
    assert!(err.to_string().contains("use --system muck"), "{err}");
    assert!(!d.path("a.ron").exists() && !d.path("b.ron").exists() && !d.path("c.ron").exists());
}

#[test]
fn singles_register_draw_and_rank_each_player() {
    let d = Desk::new();
    d.ok(&[
        "new",
        "solo",
        "--system",
        "muck",
        "--singles",
        "--bobbl",
        "1",
    ]);
    let e = d.write("p.csv", "name\nAnna\nBert\nCora\nDirk\nEmil\n");
    d.ok(&["import", "solo", "--entrants", &e]);
    let pair = d.write("pair.csv", "name\nFlo / Gabi\n");
    d.rejected(
        "solo",
        &["import", "solo", "--entrants", &pair],
        "register each player by name",
    );
    let j = d.json(&["draw", "solo", "--json"]);
    assert_eq!(j["sitting_out"].as_array().expect("out").len(), 1);
    d.ok(&["publish", "solo"]);
    d.ok(&["result", "solo", "1", "21:7"]);
    let rows = d.json(&["standings", "solo", "--json"]);
    let rows = rows.as_array().expect("rows");
    assert_eq!(rows.len(), 5);
    assert_eq!(rows[0]["bobbl"], 1);
    assert_eq!(rows[1]["bobbl"], 1);
    assert_eq!(rows[0]["place"], 1);
    assert_eq!(rows[1]["place"], 1);
}

#[test]
fn players_waiting_for_a_partner_are_listed_until_make_pair() {
    let d = Desk::new();
    d.ok(&["new", "abend", "--system", "muck"]);
    let e = d.write("e.csv", "name\nBerta / Else\nAnna\nBert\n");
    let out = d.ok(&["import", "abend", "--entrants", &e]);
    assert!(
        out.starts_with(
            "imported: 1 pair(s) and 2 player(s) without a partner added, 1 pair(s) registered \
             in all, 2 player(s) waiting for a partner; saved "
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "note: waiting for a partner: Anna, Bert — pair two of them with `turnier make-pair \
             EVENT NAME NAME`"
        ),
        "{out}"
    );
    // One pair cannot fill a table: the refusal names who waits, nothing is saved.
    d.rejected(
        "abend",
        &["draw", "abend"],
        "waiting for a partner: Anna, Bert (pair two of them first",
    );
    let st = d.ok(&["standings", "abend"]);
    assert!(
        st.contains("Not ranked, waiting for a partner: Anna, Bert"),
        "{st}"
    );
    let out = d.ok(&["make-pair", "abend", "Anna", "Bert"]);
    assert!(out.starts_with("make pair Anna / Bert"), "{out}");
    assert!(!out.contains("waiting"), "{out}");
    let st = d.ok(&["standings", "abend"]);
    assert!(!st.contains("waiting"), "{st}");
    assert!(st.contains("Anna / Bert"), "{st}");
    // One more who came alone: the draw seats the pairs and names her.
    let e = d.write("f.csv", "name\nCora\n");
    d.ok(&["import", "abend", "--entrants", &e]);
    let out = d.ok(&["draw", "abend"]);
    assert!(out.contains("note: waiting for a partner: Cora"), "{out}");
    // `drop` finds a player who came alone by name.
    d.ok(&["delete-draft", "abend"]);
    let out = d.ok(&["drop", "abend", "Cora"]);
    assert!(out.starts_with("withdraw Cora before round 1"), "{out}");
    assert!(!d.ok(&["draw", "abend"]).contains("waiting"));
}

#[test]
fn a_draft_made_stale_by_a_late_pair_is_shown_and_not_published() {
    let d = Desk::new();
    article(&d);
    d.ok(&["draw", "abend"]);
    let e = d.write("late.csv", "name\nAnna / Otto\n");
    let out = d.ok(&["import", "abend", "--entrants", &e]);
    let stale = "note: the draft of round 1 is stale: the field changed since it was drawn (not \
                 in it: Anna / Otto); re-draw it (`turnier redraw EVENT`) before publishing";
    assert!(out.contains(stale), "{out}");
    let shown = d.ok(&["pairings", "abend"]);
    assert!(shown.contains(stale), "{shown}");
    d.rejected(
        "abend",
        &["publish", "abend"],
        "publish: the draft of round 1 is stale",
    );
    d.rejected(
        "abend",
        &["drop", "abend", "Berta / Else"],
        "is in the draft of round 1; delete the draft, withdraw, then draw again",
    );
    let out = d.ok(&["redraw", "abend"]);
    assert!(!out.contains("stale"), "{out}");
    assert!(out.contains("sits out"), "{out}");
    let out = d.ok(&["publish", "abend"]);
    assert!(out.starts_with("publish round 1"), "{out}");
}

/// An import says how many it added and how many are registered in all (not
/// `imported: 24 pair(s), 0 round(s) now` after adding 17).
#[test]
fn an_import_says_how_many_were_added_and_how_many_in_all() {
    let d = Desk::new();
    d.ok(&["new", "abend", "--system", "muck"]);
    let names = |from: usize, to: usize| -> String {
        let mut s = String::from("name\n");
        for i in from..to {
            s.push_str(&format!("A{i} / B{i}\n"));
        }
        s
    };
    let first = d.write("first.csv", &names(0, 7));
    let out = d.ok(&["import", "abend", "--entrants", &first]);
    assert!(
        out.starts_with("imported: 7 pair(s) added, 7 pair(s) registered in all; saved "),
        "{out}"
    );
    let more = d.write("more.csv", &names(7, 24));
    let out = d.ok(&["import", "abend", "--entrants", &more]);
    assert!(
        out.starts_with("imported: 17 pair(s) added, 24 pair(s) registered in all; saved "),
        "{out}"
    );
    assert!(!out.contains("round"), "{out}");
    // A results file: the scores entered and the rounds.
    let d = Desk::new();
    article(&d);
    let r = d.write("results.csv", RESULTS);
    let out = d.ok(&["import", "abend", "--results", &r]);
    assert!(
        out.starts_with(
            "imported: 0 pair(s) added, 6 pair(s) registered in all; 6 Bobbl score(s) entered, \
             1 round(s) added, 1 in all; saved "
        ),
        "{out}"
    );
    // Single players with changing partners.
    let d = Desk::new();
    d.ok(&["new", "solo", "--system", "muck", "--singles"]);
    let e = d.write("p.csv", "name\nAnna\nBert\nCora\n");
    d.ok(&["import", "solo", "--entrants", &e]);
    let e = d.write("q.csv", "name\nDirk\nEmil\n");
    let out = d.ok(&["import", "solo", "--entrants", &e]);
    assert!(
        out.starts_with("imported: 2 player(s) added, 5 registered in all; saved "),
        "{out}"
    );
}

/// `import --players` at a Muck evening with pairs written as the lists write them registers
/// each `Berta / Else` line as a pair, not as a single player of that name waiting for a
/// partner.
#[test]
fn a_players_file_with_pairs_registers_pairs() {
    let d = Desk::new();
    d.ok(&["new", "abend", "--system", "muck"]);
    let f = d.write("players.csv", "name\nBerta / Else\nAnton / Bea\nCarl\n");
    let said = d.ok(&["import", "abend", "--players", &f]);
    assert!(
        said.contains("2 pair(s) and 1 player(s) without a partner added"),
        "{said}"
    );
    assert!(
        said.contains("waiting for a partner: Carl —") && !said.contains("Berta / Else,"),
        "{said}"
    );
}

/// The ranking's table fits 80 columns in English and German (it took 85 and 89): the rows
/// up to the line that says how the ranking is made.
#[test]
fn the_ranking_table_fits_80_columns() {
    let d = Desk::new();
    article(&d);
    for lang in ["en", "de"] {
        let out = d.ok(&["--lang", lang, "standings", "abend"]);
        let table: Vec<&str> = out
            .lines()
            .take_while(|l| !l.starts_with("Ranked by") && !l.starts_with("Gewertet"))
            .collect();
        assert!(table.len() > 3, "{out}");
        for row in table {
            assert!(row.chars().count() <= 80, "{lang}: {row:?}");
        }
    }
}
