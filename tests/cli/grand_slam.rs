//! Grand Slam's tools without an event: `turnier grand-slam match` and
//! `turnier grand-slam distribution`, their JSON against every match, validation and rule 10
//! case of `tests/cases/grand_slam/cases.json`, their text, and their refusals.

use crate::common;

use common::Desk;
use serde_json::{Value, json};

fn list(v: &Value) -> String {
    v.as_array()
        .expect("a list")
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn cases(function: &str) -> Vec<Value> {
    let all = common::read_json("grand_slam/cases.json");
    all.as_array()
        .expect("cases")
        .iter()
        .filter(|c| c["function"] == function)
        .cloned()
        .collect()
}

#[test]
fn every_match_case_through_the_cli_with_and_without_the_lot() {
    let d = Desk::new();
    let all = cases("gs_match");
    assert_eq!(all.len(), 5);
    for c in all {
        let (a, b) = (list(&c["input"]["a"]), list(&c["input"]["b"]));
        let got = d.json(&["grand-slam", "match", &a, &b, "--json"]);
        assert_eq!(got, c["expected"], "{}", c["id"]);
        if let Some(branches) = c["expected"].get("branches") {
            for side in ["A", "B"] {
                let got = d.json(&["grand-slam", "match", &a, &b, "--lot", side, "--json"]);
                assert_eq!(got, branches[side], "{} lot {side}", c["id"]);
            }
        }
    }
}

#[test]
fn every_validation_and_correction_case_through_the_cli() {
    let d = Desk::new();
    let mut n = 0;
    for c in cases("gs_validate") {
        let s = c["input"]["strength"].to_string();
        let got = d.json(&[
            "grand-slam",
            "distribution",
            &list(&c["input"]["dist"]),
            "--strength",
            &s,
            "--json",
        ]);
        assert_eq!(got["errors"], c["expected"], "{}", c["id"]);
        n += 1;
    }
    for c in cases("gs_correct") {
        let s = c["input"]["strength"].to_string();
        let got = d.json(&[
            "grand-slam",
            "distribution",
            &list(&c["input"]["dist"]),
            "--strength",
            &s,
            "--json",
        ]);
        if c["expected"].get("error").is_some() {
            assert_eq!(got["corrected"], Value::Null, "{}", c["id"]);
            assert_ne!(got["errors"], json!(["sum"]), "{}", c["id"]);
        } else {
            assert_eq!(got["corrected"], c["expected"], "{}", c["id"]);
            assert_eq!(got["errors"], json!(["sum"]), "{}", c["id"]);
        }
        n += 1;
    }
    assert_eq!(n, 6);
}

#[test]
fn the_distribution_json_and_text() {
    let d = Desk::new();
    let got = d.json(&[
        "grand-slam",
        "distribution",
        "30,25,21,13,11",
        "--strength",
        "95",
        "--json",
    ]);
    assert_eq!(
        got,
        json!({"errors": ["sum"], "corrected": [26, 24, 21, 13, 11],
               "reason": "too many: 4 taken from set 1, 1 from set 2"})
    );
    let got = d.json(&[
        "grand-slam",
        "distribution",
        "30,25,21,13,11",
        "--strength",
        "100",
        "--json",
    ]);
    assert_eq!(
        got,
        json!({"errors": [], "corrected": null, "reason": null})
    );
    let got = d.json(&[
        "grand-slam",
        "distribution",
        "30,25,x,13",
        "--strength",
        "100",
        "--json",
    ]);
    assert_eq!(got["errors"], json!(["count", "not_int"]));
    assert_eq!(got["corrected"], Value::Null);
    assert_eq!(
        d.ok(&[
            "grand-slam",
            "distribution",
            "30,25,21,13,11",
            "--strength",
            "110"
        ])
        .trim(),
        "too few: 10 added to set 1; corrected to 40,25,21,13,11"
    );
    assert_eq!(
        d.ok(&[
            "grand-slam",
            "distribution",
            "20,10,10,60,0",
            "--strength",
            "100"
        ])
        .trim(),
        "a set below 1, two sets equal: not correctable (rule 10 corrects only the sum)"
    );
}

#[test]
fn the_match_text_says_why_each_set_went_where() {
    let d = Desk::new();
    let said = d.ok(&["grand-slam", "match", "50,11,12,13,14", "10,11,12,13,54"]);
    assert!(
        said.contains(
            "set 2:  11 - 11  B  6:7  tied, pair with set 3: to B, behind in sets (4.3.1)"
        ),
        "{said}"
    );
    assert!(
        said.contains("set 4:  13 - 13  A  7:6  tied: lowest sets 11 : 10 (4.3.2)"),
        "{said}"
    );
    assert!(said.trim_end().ends_with("A wins 3:1"), "{said}");
    let said = d.ok(&["grand-slam", "match", "10,20,30,25,15", "10,21,29,24,16"]);
    assert!(said.starts_with("set 1 needs a lot"), "{said}");
    assert!(said.contains("if the lot goes to B:"), "{said}");
}

#[test]
fn bad_sets_and_two_lots_are_refused() {
    let d = Desk::new();
    let e = d
        .run(&["grand-slam", "match", "30,25,21,13", "10,11,50,14,15"])
        .expect_err("four sets");
    assert!(
        e.to_string()
            .contains("A: `30,25,21,13`: five whole numbers"),
        "{e}"
    );
    let e = d
        .run(&[
            "grand-slam",
            "match",
            "10,20,30,25,15",
            "10,21,29,24,16",
            "--lot",
            "A",
            "--lot",
            "B",
        ])
        .expect_err("two lots");
    assert!(e.to_string().contains("at most one lot"), "{e}");
}

/// The tool plays any five whole numbers but says where a side could not have been entered
/// (R-G1: two sets equal, a set below 1), in the text only; the JSON keeps the shape the README
/// documents.
#[test]
fn match_text_names_a_side_no_entry_could_have() {
    let d = Desk::new();
    let text = d.ok(&["grand-slam", "match", "30,25,21,13,11", "40,20,20,10,10"]);
    let first = text.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        "note: B `40,20,20,10,10` could not be entered (two sets equal, R-G1); played as given"
    );
    assert_eq!(text.matches("note:").count(), 1, "{text}");
    let zero = d.ok(&["grand-slam", "match", "30,25,21,0,11", "30,25,21,13,11"]);
    assert!(
        zero.starts_with("note: A `30,25,21,0,11` could not be entered (a set below 1, R-G1)"),
        "{zero}"
    );
    let valid = d.ok(&["grand-slam", "match", "30,25,21,13,11", "29,26,20,14,11"]);
    assert!(!valid.contains("note:"), "{valid}");
    let json = d.json(&[
        "grand-slam",
        "match",
        "30,25,21,13,11",
        "40,20,20,10,10",
        "--json",
    ]);
    assert_eq!(json["status"], "decided");
    assert_eq!(json["winner"], "A");
    let de = turnier::i18n::with_lang(turnier::i18n::Lang::De, || {
        d.ok(&["grand-slam", "match", "30,25,21,13,11", "40,20,20,10,10"])
    });
    assert!(
        de.starts_with(
            "Hinweis: B `40,20,20,10,10` wäre keine gültige Meldung (zwei Sätze gleich, R-G1)"
        ),
        "{de}"
    );
}
