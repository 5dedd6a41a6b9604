//! The Grand Slam event from the command line: `new --system grand-slam`, `import --players`
//! and `--entries`, `offer`, `enter`, `play`, `standings`, `bracket`, with the JSON shapes the
//! manual's Grand Slam chapter documents; a season of 10 rounds and the one after the change of
//! season (7), its WRL pinned; every command's refusals leave the save unchanged.

use chrono::{TimeZone, Utc};
use serde_json::{Value, json};
use turnier::game::{Event, Game};
use turnier::grand_slam::GrandSlamGame;

use crate::common;

use common::Desk;

const PLAYERS: &str = "name,strength,joined_round\nAnja,,\nBernd,,\nCarla,120,\nDirk,,\nEmma,,\nFinn,,\nGesa,,\nHeiko,,\nIlka,,\nJan,,\n";

const OFFER: &str = "name,stars,quarter_final,semi_final,final,winner,exchange,rank_diff,gm_strengths,notes\nParis,2,1,2,4,6,2,3,90 110,Sand\nWien,1,1,1,2,3,,,,\n";

/// A game saved with seed 2026 (the command line's `new` takes its seed from the clock).
fn game(d: &Desk) {
    let at = Utc
        .with_ymd_and_hms(2026, 12, 1, 18, 0, 0)
        .single()
        .expect("date");
    let t = Event::new("Ewig", Game::GrandSlam(GrandSlamGame::default()), at, 2026);
    turnier::store::save_new(&d.path("ewig.ron"), &t).expect("saved");
    let p = d.write("players.csv", PLAYERS);
    let said = d.ok(&["import", "ewig", "--players", &p]);
    assert!(said.starts_with("imported 10 line(s)"), "{said}");
    // Every player named, not only the last, so the GM can check them against the letters.
    assert!(
        said.contains(
            "10 players registered (Anja, Bernd, Carla, Dirk, Emma, Finn, Gesa, Heiko, Ilka, Jan)"
        ),
        "{said}"
    );
}

/// The sets player `p` (0-based) sends in `round` for tournament `k`: rule 10 fits them to
/// his strength.
fn sets(p: usize, round: u32, k: usize) -> String {
    let a = 30 + (p as u32 * 7 + round * 3 + k as u32) % 19;
    format!(
        "{a},{},{},{},{}",
        24 - p % 3,
        19,
        14 - (round % 2) as usize,
        10
    )
}

const NAMES: [&str; 10] = [
    "Anja", "Bernd", "Carla", "Dirk", "Emma", "Finn", "Gesa", "Heiko", "Ilka", "Jan",
];

/// One round: the offer, the entries (half by `enter`, half by `import --entries`; Jan sends
/// nothing in odd rounds), played.
fn round(d: &Desk, round: u32) -> Value {
    let f = d.write("offer.csv", OFFER);
    d.ok(&[
        "offer",
        "ewig",
        "--tournaments",
        &f,
        "--limits",
        "0:1,130:2",
    ]);
    let mut csv = String::from("name,tournament,s1,s2,s3,s4,s5\n");
    for (p, name) in NAMES.iter().enumerate() {
        if *name == "Jan" && round % 2 == 1 {
            continue;
        }
        let k = (p + round as usize) % 2;
        if p < 5 {
            d.ok(&[
                "enter",
                "ewig",
                name,
                &(k + 1).to_string(),
                &sets(p, round, k),
            ]);
        } else {
            csv.push_str(&format!(
                "{name},{},{}\n",
                ["Paris", "Wien"][k],
                sets(p, round, k)
            ));
        }
    }
    let e = d.write("entries.csv", &csv);
    d.ok(&["import", "ewig", "--entries", &e]);
    d.json(&["play", "ewig", "--json"])
}

#[test]
fn a_season_through_the_cli() {
    let d = Desk::new();
    game(&d);
    let first = round(&d, 1);
    assert_eq!(first["round"], 1);
    assert_eq!(first["tournaments"][0]["name"], "Paris");
    assert_eq!(first["tournaments"][0]["field"], 8);
    assert_eq!(first["tournaments"][0]["stars"], 2);
    for r in 2..=10 {
        round(&d, r);
    }
    // `--round 10` right after round 10: the strength round 10 left, before the change of
    // season; the same after round 11 below.
    let wrl_10 = d.json(&["standings", "ewig", "--json", "--round", "10"]);
    let print_10 = d.ok(&["print", "ewig", "standings", "--round", "10"]);
    assert_eq!(wrl_10[0]["player"], "Emma");
    assert_eq!(wrl_10[0]["strength"], 117);
    let emma = print_10.lines().find(|l| l.contains("Emma")).unwrap_or("");
    assert!(emma.contains(" 117 "), "{print_10}");
    // Without --round: the strength now, aged (117 -> 109).
    assert_eq!(d.json(&["standings", "ewig", "--json"])[0]["strength"], 109);
    masters(&d);
    round(&d, 11);
    // The WRL after round 10, before the change of season: strengths as round 10 left them.
    let wrl = d.json(&["standings", "ewig", "--json", "--round", "10"]);
    let line = |rank: u32, player: &str, strength: u32, points: f64, d: u32, q: f64| {
        json!({"rank": rank, "player": player, "strength": strength, "wrl_points": points,
               "denominator": d, "quotient": q})
    };
    assert_eq!(
        wrl,
        json!([
            line(1, "Emma", 117, 7.6, 10, 0.76),
            line(2, "Ilka", 114, 7.4, 10, 0.74),
            line(3, "Anja", 110, 7.2, 10, 0.72),
            line(4, "Gesa", 111, 7.1, 10, 0.71),
            line(5, "Carla", 135, 6.5, 10, 0.65),
            line(6, "Finn", 111, 6.1, 10, 0.61),
            line(6, "Heiko", 113, 6.1, 10, 0.61),
            line(8, "Dirk", 113, 5.2, 10, 0.52),
            line(9, "Jan", 105, 2.0, 5, 0.4),
            line(10, "Bernd", 111, 3.1, 10, 0.31),
        ])
    );
    assert_eq!(
        wrl, wrl_10,
        "standings --round 10 before and after round 11"
    );
    assert_eq!(
        d.ok(&["print", "ewig", "standings", "--round", "10"]),
        print_10,
        "print standings --round 10 before and after round 11"
    );
    // Round 11 started from the aged strengths (7, R-G5): Emma 117 -> 109, Carla 135 -> 118.
    let saved = turnier::store::load(&d.path("ewig.ron")).expect("load");
    let g = saved.grand_slam().expect("grand slam");
    assert_eq!(g.seasons.len(), 1);
    assert_eq!(g.seasons[0].strength[4], (117, 109));
    assert_eq!(g.seasons[0].strength[2], (135, 118));
    let r11 = g.rounds[10].played.as_ref().expect("round 11");
    assert_eq!(r11.strength[4].0, 109);
    let text = d.ok(&["standings", "ewig"]);
    assert!(
        text.starts_with(
            "WRL after round 11\n Rank  Player  Strength  Points  Denom.  Quotient\n    1  Finn        110     9.4      10     0.940\n"
        ),
        "{text}"
    );
    assert_eq!(
        d.ok(&["bracket", "ewig", "Paris"]),
        BRACKET_11,
        "the text bracket of round 11"
    );
    // The text's seed numbers are the JSON's order of seeds, 1 the best, so text and JSON
    // agree.
    let seeds = d.json(&["bracket", "ewig", "Paris", "--json"])["seeds"].clone();
    assert_eq!(seeds, json!(["Finn", "Heiko", "Dirk", "Bernd"]));
    let bj = d.json(&["bracket", "ewig", "Paris", "--round", "3", "--json"]);
    assert_eq!(bj["round"], 3);
    assert_eq!(bj["tournament"], "Paris");
    assert_eq!(bj["matches"].as_array().map(Vec::len), Some(7));
    let m = &bj["matches"][0];
    for k in [
        "round",
        "a",
        "b",
        "winner",
        "score",
        "set_winners",
        "games",
        "lot",
        "wrl_points",
        "exchange",
    ] {
        assert!(m.get(k).is_some(), "{k} in {m}");
    }
    // Round 12 is not open yet: `offer` without a file shows round 11's offer.
    let o = d.json(&["offer", "ewig", "--json"]);
    assert_eq!(o["round"], 11);
    assert_eq!(o["tournaments"][0]["gm_strengths"], json!([90, 110]));
    assert_eq!(
        o["limits"],
        json!([{"from_strength": 0, "tournaments": 1},
                                     {"from_strength": 130, "tournaments": 2}])
    );
}

const BRACKET_11: &str = "Paris, round 11: 8 players, 2 stars
Quarter-final
  *Dirk [3]    GM 2       3:0  6:3 7:6 6:3
   GM 3       *Finn [1]   0:3  1:6 5:7 6:7
  *GM 1        Heiko [2]  3:2  1:6 5:7 6:4 6:4 6:3
   GM 4       *Bernd [4]  0:3  3:6 4:6 3:6
Semi-final
   Dirk [3]   *Finn [1]   2:3  6:7 7:6 7:6 6:7 6:7
  *GM 1        Bernd [4]  3:2  1:6 5:7 6:4 6:4 6:3
Final
   Finn [1]   *GM 1       2:3  6:1 7:6 4:6 4:6 3:6
Winner: GM 1
";

/// The Masters after round 10 through the command line (11): the fee, a distribution per
/// match, the three stages, the certificates.
fn masters(d: &Desk) {
    d.rejected("ewig", &["masters", "play", "ewig"], "no Masters");
    d.ok(&["credit", "ewig", "Anja", "5,00"]);
    let said = d.ok(&["masters", "start", "ewig"]);
    assert!(said.contains("1.50 debited from each account"), "{said}");
    // `masters start` names the tie it settled (Finn and Heiko share place 6, 0.610) and every
    // account the fee took below 0 (Anja's was credited first).
    assert!(
        said.contains(
            "tie: Finn, Heiko share place 6 (quotient 0.610); placed 6 to 7 in registration order"
        ),
        "{said}"
    );
    assert!(
        said.contains("warning: Emma's subscription account is now -1.50 (below 0)"),
        "{said}"
    );
    assert!(!said.contains("Anja's subscription"), "{said}");
    d.rejected("ewig", &["masters", "start", "ewig"], "exists already");
    d.rejected(
        "ewig",
        &["offer", "ewig", "--tournaments", &d.write("o.csv", OFFER)],
        "not finished",
    );
    let show = d.json(&["masters", "show", "ewig", "--json"]);
    let players: Vec<String> = show["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p.as_str().expect("name").to_string())
        .collect();
    assert_eq!(players.len(), 8);
    assert_eq!(show["fee"], 150);
    d.rejected("ewig", &["masters", "play", "ewig"], "no distribution");
    for (k, p) in players.iter().enumerate() {
        d.ok(&[
            "masters",
            "enter",
            "ewig",
            p,
            &format!("{},30,20,10,5", 40 + k),
        ]);
    }
    let a = show["groups"]["A"][0]["player"]
        .as_str()
        .expect("A1")
        .to_string();
    let b = show["groups"]["A"][1]["player"]
        .as_str()
        .expect("A2")
        .to_string();
    let said = d.ok(&[
        "masters",
        "enter",
        "ewig",
        &a,
        "60,20,15,10,5",
        "--against",
        &b,
    ]);
    assert!(
        said.contains(&format!("for the match against {b}")),
        "{said}"
    );
    d.rejected(
        "ewig",
        &[
            "masters",
            "enter",
            "ewig",
            &a,
            "60,20,15,10,5",
            "--against",
            &players[1],
        ],
        "no group match",
    );
    let groups = d.json(&["masters", "play", "ewig", "--json"]);
    assert_eq!(groups["matches"].as_array().map(Vec::len), Some(12));
    d.ok(&["masters", "play", "ewig"]);
    d.rejected("ewig", &["masters", "certificates", "ewig"], "final");
    let done = d.json(&["masters", "play", "ewig", "--json"]);
    let order = done["final_order"].as_array().expect("final order").clone();
    assert_eq!(order.len(), 4);
    // After the final: finished, and who won (it said "no Masters is being played").
    d.rejected(
        "ewig",
        &["masters", "play", "ewig"],
        &format!(
            "the Masters after round 10 is finished: {} won",
            order[0].as_str().expect("winner")
        ),
    );
    let certificates = d.ok(&["masters", "certificates", "ewig"]);
    let pages: Vec<&str> = certificates.split('\u{c}').collect();
    assert_eq!(pages.len(), 3);
    assert!(pages[0].contains("C E R T I F I C A T E"));
    assert!(pages[0].contains(order[0].as_str().expect("winner")));
    assert!(pages[0].contains("winner"));
    assert!(pages[1].contains("runner-up"));
    assert!(pages[2].contains("3rd place"));
    assert!(pages[2].contains("Grand Slam Masters of season 1 (after round 10)"));
    let text = d.ok(&["masters", "show", "ewig"]);
    assert!(
        text.starts_with("Masters after round 10 (fee 1.50 each)\nGroup A\n     Player                   Wins     Sets    Games\n  1. "),
        "{text}"
    );
    // `1 win` and `3 wins` keep the columns where they are.
    let rows: Vec<&str> = text.lines().filter(|l| l.contains(" win")).collect();
    assert_eq!(rows.len(), 8, "{text}");
    let at = |l: &str| l.find(':').unwrap_or(0);
    assert!(rows.iter().all(|l| at(l) == at(rows[0])), "{text}");
    let t = turnier::store::load(&d.path("ewig.ron")).expect("load");
    let g = t.grand_slam().expect("gs");
    assert_eq!(
        g.balance(0),
        if players.contains(&"Anja".to_string()) {
            350
        } else {
            500
        }
    );
}

#[test]
fn new_makes_a_grand_slam_game() {
    let d = Desk::new();
    let said = d.ok(&["new", "gs", "--system", "grand-slam"]);
    assert!(said.starts_with("created "), "{said}");
    assert!(said.contains("(grand-slam"), "{said}");
    let t = turnier::store::load(&d.path("gs.ron")).expect("load");
    assert!(t.grand_slam().is_some());
    d.ok(&[
        "import",
        "gs",
        "--players",
        &d.write("p.csv", "name\nAnja\nBernd\n"),
    ]);
    let t = turnier::store::load(&d.path("gs.ron")).expect("load");
    let g = t.grand_slam().expect("grand slam");
    assert_eq!(g.players[1].strength, 100);
    assert_eq!(g.players[1].joined_round, 1);
}

#[test]
fn the_event_commands_refuse_and_change_nothing() {
    let d = Desk::new();
    game(&d);
    d.rejected("ewig", &["play", "ewig"], "no offer");
    let f = d.write("offer.csv", OFFER);
    d.rejected(
        "ewig",
        &["offer", "ewig", "--tournaments", &f, "--limits", "0-1"],
        "STRENGTH:COUNT",
    );
    d.ok(&["offer", "ewig", "--tournaments", &f, "--limits", "0:1"]);
    // Rule 10 corrects the sum and says how.
    let said = d.ok(&["enter", "ewig", "Anja", "Paris", "35,25,21,13,11"]);
    assert!(
        said.starts_with(
            "entry Anja in Paris: 30,25,21,13,11 (rule 10: too many: 5 taken from set 1)"
        ),
        "{said}"
    );
    d.rejected(
        "ewig",
        &["enter", "ewig", "Anja", "Wien", "30,25,21,13,11"],
        "may enter one tournament this round",
    );
    // `--withdraw` takes an entry back (the desk's `x`): then the other tournament is free.
    let said = d.ok(&["enter", "ewig", "Anja", "Paris", "--withdraw"]);
    assert!(said.contains("Anja") && said.contains("Paris"), "{said}");
    d.rejected(
        "ewig",
        &["enter", "ewig", "Anja", "Paris", "--withdraw"],
        "Anja",
    );
    d.ok(&["enter", "ewig", "Anja", "Wien", "30,25,21,13,11"]);
    d.ok(&["enter", "ewig", "Anja", "Wien", "--withdraw"]);
    d.ok(&["enter", "ewig", "Anja", "Paris", "35,25,21,13,11"]);
    // Sets and `--withdraw` together, or neither: refused by the argument parser.
    use clap::Parser;
    for args in [
        &[
            "turnier",
            "enter",
            "ewig",
            "Anja",
            "Paris",
            "30,25,21,13,11",
            "--withdraw",
        ][..],
        &["turnier", "enter", "ewig", "Anja", "Paris"][..],
    ] {
        assert!(turnier::cli::Cli::try_parse_from(args).is_err(), "{args:?}");
    }
    d.rejected(
        "ewig",
        &["enter", "ewig", "Bernd", "Paris", "20,10,10,60,0"],
        "sets: a set below 1, two sets equal: not correctable",
    );
    d.rejected(
        "ewig",
        &["enter", "ewig", "Bernd", "Rom", "30,25,21,13,11"],
        "no tournament \"Rom\" in the round being prepared (offered: Paris, Wien)",
    );
    d.rejected(
        "ewig",
        &["enter", "ewig", "Zora", "Paris", "30,25,21,13,11"],
        "Zora",
    );
    let bad = d.write(
        "e.csv",
        "name,tournament,s1,s2,s3,s4,s5\nBernd,Rom,30,25,21,13,11\n",
    );
    d.rejected("ewig", &["import", "ewig", "--entries", &bad], "Rom");
    // A refusal of the game names the file, the line and the player; no line is kept
    // (`rejected` checks the save is unchanged).
    let bad = d.write(
        "e2.csv",
        "name,tournament,s1,s2,s3,s4,s5\nDirk,Paris,30,25,21,13,11\nBernd,Paris,40,40,30,20,22\n",
    );
    d.rejected(
        "ewig",
        &["import", "ewig", "--entries", &bad],
        "e2.csv: line 3: name: Bernd in Paris refused: sets: two sets equal",
    );
    let bad = d.write(
        "e3.csv",
        "name,tournament,s1,s2,s3,s4,s5\nCarla,Paris,30,25,21,13,11\nCarla,Wien,30,25,21,13,11\n",
    );
    d.rejected(
        "ewig",
        &["import", "ewig", "--entries", &bad],
        "e3.csv: line 3: name: Carla in Wien refused: ",
    );
    d.rejected("ewig", &["result", "ewig", "1", "2-0"], "no tables");
    d.rejected("ewig", &["bracket", "ewig", "Paris"], "round");
    d.ok(&["play", "ewig"]);
    d.rejected("ewig", &["play", "ewig"], "round 1 is played");
    d.rejected(
        "ewig",
        &["enter", "ewig", "Bernd", "Paris", "30,25,21,13,11"],
        "Paris",
    );
    d.rejected("ewig", &["standings", "ewig", "--round", "2"], "2");
    d.rejected("ewig", &["bracket", "ewig", "Wien"], "no bracket");
    // A Grand Slam command at another system's event.
    d.ok(&["new", "swiss", "--system", "swiss"]);
    d.rejected("swiss", &["play", "swiss"], "grand-slam events only");
    d.rejected(
        "swiss",
        &["import", "swiss", "--entries", &bad],
        "--entries is for grand-slam events",
    );
}

use crate::german_support;

/// Every text the event commands print reads German under German (the JSON stays English).
#[test]
fn the_event_commands_speak_german() {
    use turnier::i18n::{Lang, with_lang};
    let d = Desk::new();
    game(&d);
    let de = |args: &[&str]| with_lang(Lang::De, || d.ok(args));
    let f = d.write("offer.csv", OFFER);
    let said = de(&[
        "offer",
        "ewig",
        "--tournaments",
        &f,
        "--limits",
        "0:1,130:2",
    ]);
    german_support::german("offer", &said);
    assert!(said.contains("Angebot der Runde 1"), "{said}");
    let said = de(&["enter", "ewig", "Anja", "Paris", "35,25,21,13,11"]);
    german_support::german("enter", &said);
    assert!(
        said.contains("Regel 10: zu viele: 5 von Satz 1 abgezogen"),
        "{said}"
    );
    for (p, name) in NAMES.iter().enumerate().skip(1) {
        d.ok(&[
            "enter",
            "ewig",
            name,
            ["Paris", "Wien"][p % 2],
            &sets(p, 1, p % 2),
        ]);
    }
    let said = de(&["play", "ewig"]);
    german_support::german("play", &said);
    let said = de(&["standings", "ewig"]);
    german_support::german("standings", &said);
    assert!(
        said.starts_with("WRL nach Runde 1\nPlatz  Spieler"),
        "{said}"
    );
    let said = de(&["bracket", "ewig", "Paris"]);
    german_support::german("bracket", &said);
    assert!(
        said.contains("Viertelfinale") && said.contains("Finale"),
        "{said}"
    );
    let e = with_lang(Lang::De, || {
        d.run(&["enter", "ewig", "Anja", "Paris", "30,25,21,13,11"])
            .expect_err("played")
            .to_string()
    });
    german_support::german("refusal", &e);
}

#[test]
fn an_empty_exchange_in_the_offer_is_no_exchange() {
    // `exchange` empty is accepted (the manual: "empty: none") and the offer says "no exchange"
    // for it and for an empty rank difference.
    let d = Desk::new();
    game(&d);
    let f = d.write(
        "offer.csv",
        "name,stars,quarter_final,semi_final,final,winner,exchange,rank_diff,gm_strengths,notes\nParis,2,1,2,4,6,2,3,90 110,Sand\nWien,1,1,1,2,3,,,,\nRom,2,1,2,3,5,,,100,,no\n",
    );
    d.ok(&["offer", "ewig", "--tournaments", &f]);
    let o = d.json(&["offer", "ewig", "--json"]);
    assert_eq!(o["tournaments"][2]["exchange"], 0);
    let text = d.ok(&["offer", "ewig"]);
    let line = |name: &str| {
        text.lines()
            .find(|l| l.contains(name))
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        line("Paris").contains("exchange 2 from rank difference 3"),
        "{text}"
    );
    assert!(line("Wien").contains("; no exchange;"), "{text}");
    assert!(line("Rom").contains("; no exchange;"), "{text}");
}
