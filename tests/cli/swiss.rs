//! The headless commands end to end, on temporary data folders: the workflow, every kind of bad
//! input (a clear message, nothing changed), and the real events imported through the same path
//! a director uses.

use crate::common;

use serde_json::Value;
use std::path::Path;

use common::Desk;

const EIGHT: &str = "name\nAnna\nBert\nCarl\nDora\nEmil\nFrida\nGero\nHanna\n";

fn eight_player_event() -> Desk {
    let d = Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    let f = d.write("players.csv", EIGHT);
    d.ok(&["import", "cup", "--players", &f]);
    d
}

#[test]
fn round_one_is_the_slide_and_results_make_standings() {
    let d = eight_player_event();
    let p = d.json(&["pair", "cup", "--json"]);
    assert_eq!(p["round"], 1);
    assert_eq!(p["state"], "draft");
    let pairs: Vec<(String, String)> = p["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| {
            (
                t["player_a"].as_str().expect("a").to_string(),
                t["player_b"].as_str().expect("b").to_string(),
            )
        })
        .collect();
    // P01_round1_slide_8: 1-5, 2-6, 3-7, 4-8 (R-S15).
    let want = [
        ("Anna", "Emil"),
        ("Bert", "Frida"),
        ("Carl", "Gero"),
        ("Dora", "Hanna"),
    ];
    assert_eq!(
        pairs,
        want.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect::<Vec<_>>()
    );
    assert_eq!(p["tables"][0]["reason"], "same score group");
    d.ok(&["publish", "cup"]);
    for (table, score) in [("1", "2-0"), ("2", "1-2"), ("3", "2-1"), ("4", "0-2")] {
        d.ok(&["result", "cup", table, score]);
    }
    // P03_round2_slide_by_tiebreakers, same results by name: P1 2-0, P6 2-1, P3 2-1, P8 2-0.
    let st = d.json(&["standings", "cup", "--json"]);
    let order: Vec<&str> = st
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r["player"].as_str().expect("player"))
        .collect();
    assert_eq!(
        order,
        [
            "Anna", "Hanna", "Carl", "Frida", "Bert", "Gero", "Dora", "Emil"
        ]
    );
    assert_eq!(st[0]["match_points"], 3);
    assert_eq!(st[0]["record"], "1-0-0");
    assert_eq!(st[2]["gwp"].to_string(), "0.6666666667");
    assert_eq!(st[1]["separated_by"], "registration");
    let p2 = d.json(&["pair", "cup", "--json"]);
    let first: Vec<&str> = ["player_a", "player_b"]
        .iter()
        .map(|k| p2["tables"][0][k].as_str().expect("name"))
        .collect();
    assert_eq!(first, ["Anna", "Carl"]);
}

#[test]
fn the_audit_log_records_manual_swaps_and_corrections() {
    let d = eight_player_event();
    d.ok(&["pair", "cup"]);
    d.ok(&["swap", "cup", "--players", "Anna", "Bert"]);
    d.ok(&["swap", "cup", "--tables", "1", "4"]);
    d.ok(&["publish", "cup"]);
    d.ok(&["result", "cup", "1", "2-1"]);
    d.ok(&["result", "cup", "1", "1-2"]);
    let t = turnier::store::load(&d.path("cup.ron")).expect("loads");
    let manual: Vec<&str> = t
        .audit
        .iter()
        .filter(|a| a.manual)
        .map(|a| a.what.as_str())
        .collect();
    assert_eq!(manual.len(), 2, "{manual:?}");
    assert!(manual[0].starts_with("swap players Anna ↔ Bert"));
    let corrections: Vec<&str> = t
        .audit
        .iter()
        .filter(|a| a.correction)
        .map(|a| a.what.as_str())
        .collect();
    assert_eq!(corrections.len(), 1);
    assert!(
        corrections[0].contains("2-1 Hanna → 1-2"),
        "{corrections:?}"
    );
    // After the swaps, table 1 holds what was table 4 (Dora v Hanna); Anna sits with Frida.
    let r = &t.swiss().expect("swiss").rounds[0];
    assert_eq!(t.registry.name_of(r.tables[0].a), "Dora");
    assert!(r.tables.iter().any(|tb| t.registry.name_of(tb.a) == "Bert"
        && t.registry.name_of(tb.b) == "Emil"
        && tb.reason.manual));
}

#[test]
fn bad_input_gets_a_clear_message_and_changes_nothing() {
    let d = eight_player_event();
    d.ok(&["pair", "cup"]);
    // Publishing works only with everyone seated: nothing missing here, so first the swaps.
    d.rejected(
        "cup",
        &["swap", "cup", "--players", "Anna", "Nobody"],
        "no player",
    );
    d.rejected(
        "cup",
        &["swap", "cup", "--players", "Anna", "Emil"],
        "same table",
    );
    d.rejected("cup", &["swap", "cup", "--tables", "1", "9"], "no table 9");
    d.rejected("cup", &["result", "cup", "1", "2-0"], "draft");
    d.rejected("cup", &["pair", "cup"], "draft already");
    d.ok(&["publish", "cup"]);
    d.rejected(
        "cup",
        &["swap", "cup", "--tables", "1", "2"],
        "only a draft",
    );
    d.rejected("cup", &["result", "cup", "9", "2-0"], "no table 9");
    d.rejected(
        "cup",
        &["result", "cup", "1", "3-0"],
        "not a best-of-three result",
    );
    d.rejected(
        "cup",
        &["result", "cup", "1", "2-2"],
        "not a best-of-three result",
    );
    d.rejected("cup", &["result", "cup", "1", "-1-2"], "not understood");
    d.rejected("cup", &["result", "cup", "1", "x"], "not understood");
    d.rejected(
        "cup",
        &["result", "cup", "1", "2-1", "--round", "4"],
        "no round 4",
    );
    d.rejected("cup", &["drop", "cup", "Zoe"], "no player");
    d.rejected("cup", &["pair", "cup"], "without a result");

    let bad_header = d.write("bad.csv", "round,table,player_a,player_b,games_a,games_b\n");
    d.rejected(
        "cup",
        &["import", "cup", "--results", &bad_header],
        "header",
    );
    let gap = d.write(
        "gap.csv",
        "round,table,player_a,player_b,games_a,games_b,games_drawn\n3,,Anna,Bert,2,0,0\n",
    );
    d.rejected(
        "cup",
        &["import", "cup", "--results", &gap],
        "round 3 cannot",
    );
    let early = d.write(
        "early.csv",
        "round,table,player_a,player_b,games_a,games_b,games_drawn\n2,,Anna,Bert,2,0,0\n",
    );
    d.rejected(
        "cup",
        &["import", "cup", "--results", &early],
        "without a result",
    );
    let dup = d.write("dup.csv", "name\nIda\nida\n");
    d.rejected(
        "cup",
        &["import", "cup", "--players", &dup],
        "\"ida\" is already on line 2",
    );
    let nonnum = d.write(
        "nonnum.csv",
        "round,table,player_a,player_b,games_a,games_b,games_drawn\n1,,Anna,Bert,two,0,0\n",
    );
    d.rejected("cup", &["import", "cup", "--results", &nonnum], "games_a");
}

#[test]
fn importing_a_round_rejects_a_player_in_two_matches() {
    let d = Desk::new();
    d.ok(&["new", "imp", "--system", "swiss"]);
    let f = d.write("players.csv", EIGHT);
    d.ok(&["import", "imp", "--players", &f]);
    let twice = d.write(
        "twice.csv",
        "round,table,player_a,player_b,games_a,games_b,games_drawn\n\
         1,,Anna,Bert,2,0,0\n1,,Anna,Carl,2,0,0\n",
    );
    d.rejected(
        "imp",
        &["import", "imp", "--results", &twice],
        "plays twice",
    );
    let unknown = d.write(
        "unknown.csv",
        "round,table,player_a,player_b,games_a,games_b,games_drawn\n1,,Anna,Zoe,2,0,0\n",
    );
    d.rejected(
        "imp",
        &["import", "imp", "--results", &unknown],
        "not registered",
    );
    let negative = d.write(
        "neg.csv",
        "round,table,player_a,player_b,games_a,games_b,games_drawn\n1,,Anna,Bert,-1,0,0\n",
    );
    d.rejected(
        "imp",
        &["import", "imp", "--results", &negative],
        "whole number",
    );
}

#[test]
fn publishing_with_a_player_missing_is_refused() {
    let d = eight_player_event();
    d.ok(&["pair", "cup"]);
    // A late entry after pairing is not in the draft: publishing must refuse.
    let late = d.write("late.csv", "name\nIda\n");
    d.ok(&["import", "cup", "--players", &late]);
    d.rejected("cup", &["publish", "cup"], "missing: Ida");
    d.ok(&["repair", "cup"]);
    let p = d.json(&["pairings", "cup", "--json"]);
    assert_eq!(p["bye"], "Ida");
    d.ok(&["publish", "cup"]);
}

#[test]
fn a_damaged_save_is_reported_and_never_overwritten() {
    let d = eight_player_event();
    let file = d.path("cup.ron");
    let text = std::fs::read_to_string(&file).expect("read");
    std::fs::write(&file, &text[..text.len() / 2]).expect("truncate");
    let before = std::fs::read(&file).expect("read");
    let err = d.run(&["pair", "cup"]).expect_err("must fail");
    // `path:line:column: cause`
    let msg = err.to_string();
    let after = msg.split("cup.ron:").nth(1).unwrap_or("");
    assert!(after.starts_with(|c: char| c.is_ascii_digit()), "{msg}");
    assert_eq!(before, std::fs::read(&file).expect("read"));
    assert!(d.run(&["check", "cup"]).is_err());
}

/// The real events in tests/cases/real/ (and ../shared/cases/real/ where it exists), imported as a director would: `new` with the
/// profile of `event.json`, `import --results --add-missing-players`, `standings --json`.
#[test]
fn real_events_reproduce_the_published_tiebreakers_through_the_cli() {
    let events = common::all_case_folders("real");
    assert!(events.len() >= 3);
    for ev in events {
        check_real_event(&ev);
    }
}

fn check_real_event(ev: &Path) {
    let name = ev.file_name().expect("name").to_string_lossy().to_string();
    let meta: Value =
        serde_json::from_str(&std::fs::read_to_string(ev.join("event.json")).expect("event.json"))
            .expect("json");
    let profile = meta["profile"].as_str().expect("profile");
    let d = Desk::new();
    d.ok(&["new", &name, "--system", "swiss", "--profile", profile]);
    let csv = ev.join("results.csv");
    d.ok(&[
        "import",
        &name,
        "--results",
        csv.to_str().expect("utf8"),
        "--add-missing-players",
    ]);
    let got = d.json(&["standings", &name, "--json"]);
    let want: Value = serde_json::from_str(
        &std::fs::read_to_string(ev.join("expected_standings.json")).expect("expected"),
    )
    .expect("json");
    let want = want.as_array().expect("rows");
    let got = got.as_array().expect("rows");
    assert_eq!(got.len(), want.len(), "{name}: number of rows");
    for w in want {
        let player = w["player"].as_str().expect("player");
        let g = got
            .iter()
            .find(|g| g["player"] == player)
            .unwrap_or_else(|| panic!("{name}: {player} missing"));
        assert_eq!(g["rank"], w["rank"], "{name}: rank of {player}");
        assert_eq!(
            g["match_points"], w["match_points"],
            "{name}: points of {player}"
        );
        for k in ["omwp", "gwp", "ogwp"] {
            let (a, b) = (
                g[k].as_f64().expect("number"),
                w[k].as_f64().expect("number"),
            );
            assert!((a - b).abs() <= 1e-6, "{name}: {k} of {player}: {a} vs {b}");
        }
    }
}

/// Tables brought in by `import --results` carry the reason `imported`, not `manual`; a save
/// written before `imported` existed (its imported tables say `manual: true`) still loads and
/// stays `manual`; a save without imported tables does not mention the field.
#[test]
fn imported_tables_say_imported_and_old_saves_stay_manual() {
    let d = eight_player_event();
    let results = d.write(
        "r1.csv",
        "round,table,player_a,player_b,games_a,games_b,games_drawn\n\
         1,1,Anna,Emil,2,0,0\n1,2,Bert,Frida,2,1,0\n1,3,Carl,Gero,0,2,0\n1,4,Dora,Hanna,1,1,1\n",
    );
    d.ok(&["import", "cup", "--results", &results]);
    let p = d.json(&["pairings", "cup", "--json"]);
    assert_eq!(p["tables"][0]["reason"], "imported, same score group");
    let t = turnier::store::load(&d.path("cup.ron")).expect("loads");
    let tb = &t.swiss().expect("swiss").rounds[0].tables[0];
    assert!(tb.reason.imported && !tb.reason.manual, "{:?}", tb.reason);
    let text = std::fs::read_to_string(d.path("cup.ron")).expect("read");
    assert!(text.contains("imported: true"), "written to the save");
    // Round 2 paired here: no `imported` key in its tables.
    d.ok(&["pair", "cup"]);
    let t = turnier::store::load(&d.path("cup.ron")).expect("loads");
    assert!(
        t.swiss().expect("swiss").rounds[1]
            .tables
            .iter()
            .all(|tb| !tb.reason.imported)
    );
    let text = std::fs::read_to_string(d.path("cup.ron")).expect("read");
    assert_eq!(
        text.matches("imported: true").count(),
        4,
        "only round 1's tables"
    );
    assert!(!text.contains("imported: false"), "false is not written");
    // The shipped example was imported before the field existed: it stays `manual`.
    let old = turnier::store::load(Path::new("saves/pavia12.ron")).expect("old save loads");
    let tb = &old.swiss().expect("swiss").rounds[0].tables[0];
    assert!(tb.reason.manual && !tb.reason.imported, "{:?}", tb.reason);
    assert!(tb.reason.to_string().starts_with("manual"));
}

/// While a published round has open tables, `standings` says so on a header line; `--json`
/// stays a pure JSON array; once every result is in, the line is gone.
#[test]
fn standings_say_provisional_while_tables_are_open() {
    let d = eight_player_event();
    d.ok(&["pair", "cup"]);
    d.ok(&["publish", "cup"]);
    d.ok(&["result", "cup", "1", "2-0"]);
    d.ok(&["result", "cup", "2", "2-1"]);
    let text = d.ok(&["standings", "cup"]);
    let first = text.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        "provisional: round 1 has 2 open tables: the standings count the results entered so far"
    );
    assert!(text.lines().nth(1).is_some_and(|l| l.contains("Rank")));
    let json = d.ok(&["standings", "cup", "--json"]);
    assert!(json.trim_start().starts_with('['), "{json}");
    let v: Value = serde_json::from_str(&json).expect("pure JSON");
    assert_eq!(v.as_array().map(Vec::len), Some(8));
    d.ok(&["result", "cup", "3", "2-1"]);
    let text = d.ok(&["standings", "cup"]);
    assert!(
        text.starts_with("provisional: round 1 has 1 open table:"),
        "{text}"
    );
    d.ok(&["result", "cup", "4", "0-2"]);
    let text = d.ok(&["standings", "cup"]);
    assert!(!text.contains("provisional"), "{text}");
    assert!(text.starts_with("Rank"), "{text}");
}

/// The bye says what it counts (R-S4, "Das Freilos"): a match win 2-0, 3 match points, and
/// whether its games count in GW%, per the event's setting.
#[test]
fn the_bye_says_what_it_counts() {
    for (extra, gw) in [
        (None, "games not counted in GW%"),
        (Some("count-2-0"), "counted as 2-0 in GW%"),
    ] {
        let d = Desk::new();
        let mut new = vec!["new", "cup", "--system", "swiss"];
        if let Some(v) = extra {
            new.extend(["--bye-games", v]);
        }
        d.ok(&new);
        let f = d.write("players.csv", "name\nAnna\nBert\nCarl\n");
        d.ok(&["import", "cup", "--players", &f]);
        let out = d.ok(&["pair", "cup"]);
        let want = format!("  bye  Carl (a match win, 2-0: 3 match points; {gw})");
        assert!(out.lines().any(|l| l == want), "{out}");
        let p = d.json(&["pairings", "cup", "--json"]);
        assert_eq!(p["bye"], "Carl", "the JSON keeps the name only");
    }
}

#[test]
fn importing_players_says_what_was_added_and_refuses_names_registered_already() {
    let d = eight_player_event();
    let t = turnier::store::load(&d.path("cup.ron")).expect("load");
    assert_eq!(t.registry.participants.len(), 8);
    // The same file again: refused, naming every clash, nothing changed.
    let f = d.write("again.csv", "name\nZoë Weiß\nanna\nBERT\nZoe Weiss\n");
    let before = std::fs::read(d.path("cup.ron")).expect("save");
    let err = d
        .run(&["import", "cup", "--players", &f])
        .expect_err("refused");
    let msg = err.to_string();
    assert!(
        msg.contains("line 3: \"anna\" is registered already (#1)"),
        "{msg}"
    );
    assert!(
        msg.contains("line 4: \"BERT\" is registered already (#2)"),
        "{msg}"
    );
    assert!(
        msg.contains("line 5: \"Zoe Weiss\" is already on line 2"),
        "{msg}"
    );
    assert!(msg.contains("--allow-duplicate-names"), "{msg}");
    assert_eq!(std::fs::read(d.path("cup.ron")).expect("save"), before);
    // New names only: the count added and the total.
    let new = d.write("new.csv", "name\nIda\nJan\n");
    let out = d.ok(&["import", "cup", "--players", &new]);
    assert!(
        out.starts_with("imported: 2 player(s) added, 10 registered in all; saved "),
        "{out}"
    );
    // Second players of a name, on purpose.
    let out = d.ok(&["import", "cup", "--players", &f, "--allow-duplicate-names"]);
    assert!(
        out.starts_with("imported: 4 player(s) added, 14 registered in all"),
        "{out}"
    );
}

#[test]
fn remove_takes_back_a_registration_before_round_one_only() {
    let d = eight_player_event();
    let out = d.ok(&["remove", "cup", "Carl"]);
    assert!(
        out.starts_with("remove Carl (registration #3, never paired); 7 registered now"),
        "{out}"
    );
    let t = turnier::store::load(&d.path("cup.ron")).expect("load");
    let ids: Vec<(u32, String)> = t
        .registry
        .participants
        .iter()
        .map(|p| (p.id.0, p.name.clone()))
        .collect();
    assert_eq!(ids[2], (3, "Dora".to_string()), "the players after move up");
    assert_eq!(ids.len(), 7);
    assert!(d.ok(&["check", "cup"]).trim_end().ends_with(": ok"));
    // Once a round exists (a draft counts), refused: drop instead.
    d.ok(&["pair", "cup"]);
    d.rejected("cup", &["remove", "cup", "Dora"], "drop the player instead");
}

#[test]
fn pairings_json_has_player_ids_and_same_names_are_told_apart() {
    let d = Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    let f = d.write(
        "p.csv",
        "name\nAnna Schmidt\nBert\nAnna Schmidt\nCarl\nDora\n",
    );
    d.ok(&["import", "cup", "--players", &f, "--allow-duplicate-names"]);
    let p = d.json(&["pair", "cup", "--json"]);
    // Round 1 of five: 1-3, 2-4, bye 5 (R-S15, R-S11).
    assert_eq!(p["tables"][0]["player_a"], "Anna Schmidt");
    assert_eq!(p["tables"][0]["player_a_id"], 1);
    assert_eq!(p["tables"][0]["player_b"], "Anna Schmidt");
    assert_eq!(p["tables"][0]["player_b_id"], 3);
    assert_eq!(p["tables"][1]["player_a_id"], 2);
    assert_eq!(p["bye_ids"], serde_json::json!([5]));
    let text = d.ok(&["pairings", "cup"]);
    assert!(text.contains("Anna Schmidt #1 (0)"), "{text}");
    assert!(text.contains("Anna Schmidt #3 (0)"), "{text}");
    assert!(!text.contains("Bert #"), "{text}");
    let printed = d.ok(&["print", "cup", "pairings-by-name"]);
    assert!(printed.contains("Anna Schmidt #1"), "{printed}");
    assert!(printed.contains("Anna Schmidt #3"), "{printed}");
}

/// `pairings --json` carries each table's result as `result` writes it (`2-1`, `1-1-1`, `ID`)
/// and `null` while the table is open, so a script sees which tables wait.
#[test]
fn pairings_json_carries_each_tables_result() {
    let d = eight_player_event();
    d.ok(&["pair", "cup"]);
    let draft = d.json(&["pairings", "cup", "--json"]);
    assert!(
        draft["tables"][0]["result"].is_null(),
        "a draft has no results"
    );
    d.ok(&["publish", "cup"]);
    d.ok(&["result", "cup", "1", "2-1"]);
    d.ok(&["result", "cup", "2", "1-1-1"]);
    d.ok(&["result", "cup", "3", "ID"]);
    let p = d.json(&["pairings", "cup", "--json"]);
    let results: Vec<Value> = p["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| t["result"].clone())
        .collect();
    assert_eq!(
        results,
        [
            Value::from("2-1"),
            Value::from("1-1-1"),
            Value::from("ID"),
            Value::Null
        ]
    );
}

/// A name two players share is taken as the lists write it, `Anna Berg #2`, and refused alone
/// with how to write one of them; an id that is another player's is refused naming that
/// player. In German too.
#[test]
fn a_name_two_players_share_is_taken_with_its_id() {
    let d = Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    let f = d.write(
        "p.csv",
        "name\nAnna Berg\nAnna Berg\nAnna Bergmann\nBen Alt\n",
    );
    d.ok(&["import", "cup", "--players", &f, "--allow-duplicate-names"]);
    let refused = d.run(&["drop", "cup", "Anna Berg"]).expect_err("two");
    assert_eq!(
        refused.to_string(),
        "player: 2 players are called \"Anna Berg\" (ids 1, 2); give the id, or the name with \
         it as the lists write it: `Anna Berg #2`"
    );
    let said = d.ok(&["drop", "cup", "anna berg #2"]);
    assert!(said.starts_with("drop Anna Berg #2"), "{said}");
    let refused = d
        .run(&["undrop", "cup", "Anna Berg #3"])
        .expect_err("other");
    assert_eq!(
        refused.to_string(),
        "player: \"Anna Berg #3\": player 3 is Anna Bergmann; give the name and the id of one \
         player"
    );
    let german = turnier::i18n::with_lang(turnier::i18n::Lang::De, || {
        d.run(&["--lang", "de", "drop", "cup", "Anna Berg"])
            .expect_err("two")
            .to_string()
    });
    assert!(
        german.contains("2 Spieler heißen \"Anna Berg\" (Nummern 1, 2)"),
        "{german}"
    );
}

/// Round 1 played (every table won by player A), round 2 paired as a draft, then a swap by
/// hand that seats Anna against Emil, whom she played in round 1: a rematch made by hand.
/// Returns the draft's table of Anna and Emil.
fn rematch_by_hand(d: &Desk) -> u64 {
    d.ok(&["pair", "cup"]);
    d.ok(&["publish", "cup"]);
    let r1 = d.json(&["pairings", "cup", "--json"]);
    assert_eq!(r1["tables"][0]["player_a"], "Anna");
    assert_eq!(r1["tables"][0]["player_b"], "Emil", "round 1: the slide");
    for table in 1..=4 {
        d.ok(&["result", "cup", &table.to_string(), "2-0"]);
    }
    let r2 = d.json(&["pair", "cup", "--json"]);
    let tables = r2["tables"].as_array().expect("tables");
    let seat = |name: &str| {
        tables
            .iter()
            .find(|tb| tb["player_a"] == name || tb["player_b"] == name)
            .expect("seated")
    };
    let anna = seat("Anna");
    let opponent = if anna["player_a"] == "Anna" {
        anna["player_b"].as_str()
    } else {
        anna["player_a"].as_str()
    }
    .expect("name")
    .to_string();
    assert_ne!(opponent, "Emil", "the engine avoids the rematch");
    // Emil takes the seat of Anna's opponent: Anna v Emil again.
    d.ok(&["swap", "cup", "--players", &opponent, "Emil"]);
    let r2 = d.json(&["pairings", "cup", "--json"]);
    let table = r2["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .find(|tb| {
            let names = [&tb["player_a"], &tb["player_b"]];
            names.contains(&&Value::from("Anna")) && names.contains(&&Value::from("Emil"))
        })
        .expect("Anna v Emil");
    table["table"].as_u64().expect("table")
}

#[test]
fn publish_names_a_rematch_made_by_hand() {
    let d = eight_player_event();
    let table = rematch_by_hand(&d);
    let said = d.ok(&["publish", "cup"]);
    let lines: Vec<&str> = said.lines().collect();
    assert!(lines[0].starts_with("publish round 2"), "{said}");
    assert!(
        lines.contains(
            &format!(
                "warning: table {table}: Anna vs Emil is a rematch (met once before), made by hand"
            )
            .as_str()
        ),
        "{said}"
    );
    // The swap seated Anna's opponent against Emil's, who met in round 1 too.
    assert_eq!(
        lines[1..],
        [
            "warning: table 1: Anna vs Emil is a rematch (met once before), made by hand",
            "warning: table 3: Carl vs Gero is a rematch (met once before), made by hand"
        ],
        "{said}"
    );
    // German: the same warning in German words.
    let d = eight_player_event();
    let table = rematch_by_hand(&d);
    let said = d.ok(&["--lang", "de", "publish", "cup"]);
    assert!(
        said.contains(&format!(
            "Warnung: Tisch {table}: Anna gegen Emil ist eine Wiederholungspaarung"
        )),
        "{said}"
    );
    assert!(said.contains(", von Hand gemacht"), "{said}");
    // A round published without a swap by hand says nothing more than that it was saved.
    let d = eight_player_event();
    d.ok(&["pair", "cup"]);
    let said = d.ok(&["publish", "cup"]);
    assert_eq!(said.lines().count(), 1, "{said}");
}
