//! Values a Grand Slam game must not take from the command line, and what it says instead: a
//! players file read twice, a set near `u32::MAX` that would wrap the sum round to the
//! strength, limits lowered below entries already made, an exchange value with no rank
//! difference, a round played with no entries at all; and the rule-10 corrections of an entries
//! file are shown. Each refusal leaves the save byte for byte unchanged.

use chrono::{TimeZone, Utc};
use turnier::game::{Event, Game};
use turnier::grand_slam::GrandSlamGame;

use crate::common;

use common::Desk;

const PLAYERS: &str = "name,strength,joined_round\nAnja,,\nBernd,,\nCarla,120,\nDirk,,\nEmma,,\nFinn,,\nGesa,,\nHeiko,113,\n";

const OFFER: &str = "name,stars,quarter_final,semi_final,final,winner,exchange,rank_diff,gm_strengths,notes\nParis,2,1,2,4,6,2,3,90 110,Sand\nWien,1,1,1,2,3,,,,\n";

fn game(d: &Desk) {
    let at = Utc
        .with_ymd_and_hms(2026, 12, 1, 18, 0, 0)
        .single()
        .expect("date");
    let t = Event::new("Ewig", Game::GrandSlam(GrandSlamGame::default()), at, 2026);
    turnier::store::save_new(&d.path("ewig.ron"), &t).expect("saved");
    let p = d.write("players.csv", PLAYERS);
    d.ok(&["import", "ewig", "--players", &p]);
}

fn players(d: &Desk) -> Vec<String> {
    let s = turnier::store::load(&d.path("ewig.ron")).expect("loads");
    s.registry
        .participants
        .iter()
        .map(|p| p.name.clone())
        .collect()
}

#[test]
fn a_players_file_read_twice_is_refused() {
    let d = Desk::new();
    game(&d);
    let p = d.write("players.csv", PLAYERS);
    d.rejected(
        "ewig",
        &["import", "ewig", "--players", &p],
        "\"Anja\" is registered already (#1)",
    );
    let twice = d.write("twice.csv", "name,strength,joined_round\nKarl,,\nkarl,,\n");
    d.rejected(
        "ewig",
        &["import", "ewig", "--players", &twice],
        "--allow-duplicate-names",
    );
    assert_eq!(players(&d).len(), 8);
    // Really two players of one name: the flag lets them in.
    d.ok(&[
        "import",
        "ewig",
        "--players",
        &twice,
        "--allow-duplicate-names",
    ]);
    assert_eq!(players(&d).len(), 10);
}

#[test]
fn a_huge_set_does_not_wrap_the_sum() {
    let d = Desk::new();
    let v = d.json(&[
        "grand-slam",
        "distribution",
        "4294967295,10,20,50,71",
        "--strength",
        "150",
        "--json",
    ]);
    assert_eq!(v["errors"], serde_json::json!(["sum"]));
    assert_eq!(v["corrected"], serde_json::json!([1, 10, 20, 50, 69]));
    let reason = v["reason"].as_str().unwrap_or("");
    assert!(reason.starts_with("too many"), "{reason}");
    game(&d);
    let f = d.write("offer.csv", OFFER);
    d.ok(&["offer", "ewig", "--tournaments", &f]);
    // Anja has strength 100: the excess comes off set 1 (rule 10, R-G2).
    let said = d.ok(&["enter", "ewig", "Anja", "Paris", "4294967295,10,20,50,74"]);
    assert!(said.contains("1,10,20,50,19"), "{said}");
}

#[test]
fn limits_below_entries_made_are_refused() {
    let d = Desk::new();
    game(&d);
    let f = d.write("offer.csv", OFFER);
    d.ok(&["offer", "ewig", "--tournaments", &f, "--limits", "0:2"]);
    d.ok(&["enter", "ewig", "Heiko", "Paris", "30,28,25,20,10"]);
    d.ok(&["enter", "ewig", "Heiko", "Wien", "31,28,25,19,10"]);
    d.rejected(
        "ewig",
        &["offer", "ewig", "--limits", "0:1"],
        "Heiko has entered 2 tournaments, the new limit is 1",
    );
    // Limits that still let Heiko's two entries stand are taken.
    d.ok(&["offer", "ewig", "--limits", "0:1,110:2"]);
}

#[test]
fn an_exchange_value_needs_a_rank_difference() {
    let d = Desk::new();
    game(&d);
    let f = d.write(
        "bad.csv",
        "name,stars,quarter_final,semi_final,final,winner,exchange,rank_diff,gm_strengths,notes\nWien,1,1,1,2,3,3,,,\n",
    );
    d.rejected(
        "ewig",
        &["offer", "ewig", "--tournaments", &f],
        "Wien: an exchange value (3) needs a rank difference (R-G11)",
    );
}

#[test]
fn a_round_without_entries_needs_empty() {
    let d = Desk::new();
    game(&d);
    let f = d.write("offer.csv", OFFER);
    d.ok(&["offer", "ewig", "--tournaments", &f]);
    d.rejected(
        "ewig",
        &["play", "ewig"],
        "round 1 has no entries: every player would pause",
    );
    let said = d.ok(&["play", "ewig", "--empty"]);
    assert!(said.contains("round 1"), "{said}");
}

#[test]
fn an_entries_file_shows_every_correction() {
    let d = Desk::new();
    game(&d);
    let f = d.write("offer.csv", OFFER);
    d.ok(&["offer", "ewig", "--tournaments", &f]);
    // Anja and Bernd (100) send 110 and 90: both corrected; Dirk's sets are right.
    let e = d.write(
        "entries.csv",
        "name,tournament,s1,s2,s3,s4,s5\nAnja,Paris,40,30,20,15,5\nBernd,Wien,30,25,20,10,5\nDirk,Paris,30,25,20,15,10\n",
    );
    let said = d.ok(&["import", "ewig", "--entries", &e]);
    let lines: Vec<&str> = said.lines().collect();
    assert!(
        lines[0].starts_with("imported 3 line(s): entry Dirk"),
        "{said}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Anja") && l.contains("rule 10")),
        "{said}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Bernd") && l.contains("rule 10")),
        "{said}"
    );
    assert_eq!(lines.len(), 3, "{said}");
}

/// The new refusals in German (`--lang de`): no English word, the rule named.
#[test]
fn the_refusals_in_german() {
    let d = Desk::new();
    game(&d);
    let f = d.write("offer.csv", OFFER);
    d.ok(&["offer", "ewig", "--tournaments", &f, "--limits", "0:2"]);
    d.ok(&["enter", "ewig", "Heiko", "Paris", "30,28,25,20,10"]);
    d.ok(&["enter", "ewig", "Heiko", "Wien", "31,28,25,19,10"]);
    let bad = d.write(
        "bad.csv",
        "name,stars,quarter_final,semi_final,final,winner,exchange,rank_diff,gm_strengths,notes\nParis,1,1,1,2,3,3,,,\nWien,1,1,1,2,3,,,,\n",
    );
    let said: Vec<String> = [
        vec!["--lang", "de", "offer", "ewig", "--limits", "0:1"],
        vec!["--lang", "de", "offer", "ewig", "--tournaments", &bad],
    ]
    .iter()
    .map(|args| {
        // The refusal is put into words when it is shown: in German here.
        turnier::i18n::with_lang(turnier::i18n::Lang::De, || {
            d.run(args).expect_err("refused").to_string()
        })
    })
    .collect();
    assert!(
        said[0].contains("Heiko hat 2 Turniere gemeldet, die neue Grenze ist 1"),
        "{}",
        said[0]
    );
    assert!(
        said[1].contains("braucht eine Rangdifferenz (R-G11)"),
        "{}",
        said[1]
    );
    for s in &said {
        // The field named first is the CSV column (`rank_diff`), a name to type.
        let text = s.split_once(": ").map_or(s.as_str(), |(_, rest)| rest);
        let words = turnier::i18n::english_words(text);
        assert!(words.is_empty(), "{s}: {words:?}");
    }
}
