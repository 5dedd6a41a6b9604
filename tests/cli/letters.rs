//! `turnier letters`: a file of letters as players write them, read for a Turnierfußball
//! series, a Deich race and a Grand Slam round; without `--apply` nothing is saved, with it the
//! letters read completely are entered as typed commands and every letter left out is named
//! with the reason; nothing missing is guessed. English and German.

use serde_json::{Value, json};
use std::collections::BTreeMap;
use turnier::i18n::{Lang, with_lang};

use crate::common;
use crate::german_support::german;

use common::Desk;

/// A ZAT of Turnierfußball letters in every style the game masters get them, and five
/// letters that must not be guessed (5 to 9), then a correction (10).
const ZAT: &str = "\
From: \"Anna Kruse\" <anna@kruse.example>
Betreff: Zug ZAT 1
Datum: 12-05-2025

Hallo Spielleiter,
hier meine beiden Teams:

Team: Kruse Kombinat
4-4-60-40-34
Team: Kruse Reserve
T 10 A 10 V 40 M 40 S 40
WP-Wunsch 200

Viele Grüße
Anna
-- 
Anna Kruse, Emden
------------------------------------------
Von: Bert Berg
Mannschaft: Bärenbande
T4/A4/V60/M40/S34 (Wunsch 150)
------------------------------------------
Absender: Carl Cordes
Teamname: Cordes Crew
Torwart: 5
Ausputzer: 5
Verteidigung: 50
Mittelfeld: 40
Sturm: 40
Wunsch: 500
------------------------------------------
Manager: Dora Diers
Team: Dünen Dynamo
T-A-V-M-S: 6-6-45-45-45
------------------------------------------
Von: Emil Eden
hier meine Aufstellung: 3-3-70-50-40
Wunsch 120
------------------------------------------
Von: Frida Focken
Team: Fockens Fohlen
5-5-50-50-40
5-5-40-50-50
------------------------------------------
Von: Anna
Team: Kruse Kombinat
2-2-70-70-70
------------------------------------------
Von: Gerd Gerdes
Manager: Hanna Harms
Team: Harms Husaren
1-1-40-40-40
------------------------------------------
Von: Ida Ihnen
Team: Ihnens Igel
10-10-30-30-30
Wunsch: das Übliche
------------------------------------------
Von: Bert Berg
Team: Bärenbande
T4/A4/V61/M40/S33
> Mannschaft: Bärenbande
> T4/A4/V60/M40/S34 (Wunsch 150)
";

fn series(d: &Desk) -> String {
    d.ok(&["new", "liga", "--system", "football", "--wp", "150"]);
    d.write("zat1.txt", ZAT)
}

#[test]
fn a_zat_of_football_letters_read_then_entered() {
    let d = Desk::new();
    let file = series(&d);
    let save = d.path("liga.ron");
    let before = std::fs::read(&save).expect("saved");
    let shown = d.ok(&["letters", "liga", &file]);
    assert_eq!(
        before,
        std::fs::read(&save).expect("saved"),
        "a look saves nothing"
    );
    for line in [
        "letter 1 (line 1, Anna Kruse): read completely",
        "  lineup Kruse Kombinat (Anna Kruse): 4-4-60-40-34, wish 200",
        "  lineup Kruse Reserve (Anna Kruse): 10-10-40-40-40, wish 200",
        "  plays as 9-9-38-38-38 at 150 WP: over budget (160 WP): scaled to 150 WP",
        "  Anna Kruse is a new manager",
        "letter 2 (line 19, Bert Berg): read completely",
        "  lineup Bärenbande (Bert Berg): 4-4-60-40-34, wish 150",
        "letter 3 (line 23, Carl Cordes): read completely",
        "  lineup Cordes Crew (Carl Cordes): 5-5-50-40-40, wish 500 ignored (allowed: 10..300; R-F7)",
        "letter 4 (line 32, Dora Diers): read completely",
        "  lineup Dünen Dynamo (Dora Diers): 6-6-45-45-45",
        "letter 5 (line 36, Emil Eden): left out",
        "  read: lineup 3-3-70-50-40; wish 120",
        "  not read: no team: write Team:, Teamname: or Mannschaft:",
        "letter 6 (line 40, Frida Focken): left out",
        "  not read: two lineups for Fockens Fohlen: 5-5-50-50-40, 5-5-40-50-50; which one counts is not guessed",
        "letter 7 (line 45, Anna): left out",
        "  not read: Anna could be Anna Kruse: write the whole name as registered",
        "letter 8 (line 49): left out",
        "  not read: two senders: Gerd Gerdes, Hanna Harms; which one is not guessed",
        "letter 9 (line 54, Ida Ihnen): left out",
        "  not read: line 57: Wunsch: das Übliche: a wish without a number",
        "letter 10 (line 59, Bert Berg): read completely",
        // The latest counts: Bert's second letter corrects his lineup, his wish stays (R-F7).
        "  lineup Bärenbande (Bert Berg): 4-4-61-40-33 (was 4-4-60-40-34, wish 150)",
        "5 of 10 letters read completely; nothing saved (--apply enters them)",
    ] {
        assert!(shown.lines().any(|l| l == line), "{line:?} not in\n{shown}");
    }
    let entered = d.ok(&["letters", "liga", &file, "--apply"]);
    assert!(
        entered.contains("letter 1 (line 1, Anna Kruse): entered"),
        "{entered}"
    );
    assert!(
        entered.ends_with(&format!(
            "5 of 10 letters entered, left out: 5, 6, 7, 8, 9; saved {}\n",
            save.display()
        )),
        "{entered}"
    );
    let round = d.json(&["round", "liga", "--json"]);
    assert_eq!(round["teams"], json!(5));
    d.ok(&["evaluate", "liga"]);
    let table = d.json(&["table", "liga", "--round", "1", "--json"]);
    let teams: BTreeMap<String, (String, Value)> = table["teams"]
        .as_array()
        .expect("teams")
        .iter()
        .map(|t| {
            (
                t["team"].as_str().expect("team").to_string(),
                (
                    t["manager"].as_str().expect("manager").to_string(),
                    t["submitted"].clone(),
                ),
            )
        })
        .collect();
    let want = |m: &str, l: [u32; 5]| (m.to_string(), json!(l));
    assert_eq!(
        teams,
        BTreeMap::from([
            ("Bärenbande".into(), want("Bert Berg", [4, 4, 61, 40, 33])),
            (
                "Cordes Crew".into(),
                want("Carl Cordes", [5, 5, 50, 40, 40])
            ),
            (
                "Dünen Dynamo".into(),
                want("Dora Diers", [6, 6, 45, 45, 45])
            ),
            (
                "Kruse Kombinat".into(),
                want("Anna Kruse", [4, 4, 60, 40, 34])
            ),
            (
                "Kruse Reserve".into(),
                want("Anna Kruse", [10, 10, 40, 40, 40])
            ),
        ])
    );
    assert_eq!(
        table["ignored_wishes"],
        json!([{"team": "Cordes Crew", "manager": "Carl Cordes", "wish": 500}])
    );
}

#[test]
fn a_letter_left_out_by_the_rules_is_named_and_the_others_are_entered() {
    let d = Desk::new();
    d.ok(&["new", "liga", "--system", "football", "--wp", "150"]);
    d.ok(&[
        "lineup",
        "liga",
        "Möwen",
        "4-4-40-40-40",
        "--manager",
        "Jan Janssen",
    ]);
    let file = d.write(
        "zat.txt",
        "Von: Kai Kramer\nTeam: Möwen\n5-5-50-50-50\n---\nVon: Lena Lüpkes\nTeam: Lüpkes Lotsen\n\
         Anti: 1-1-10-10-10\n---\nVon: Maren Meyer\nTeam: Meyers Marschen\n3-3-30-30-30\n",
    );
    let said = d.ok(&["letters", "liga", &file, "--apply"]);
    assert!(
        said.contains(
            "letter 1 (line 1, Kai Kramer): left out\n  read: Möwen: 5-5-50-50-50\n  refused: team: Möwen is Jan Janssen's team in this tournament; choose another name"
        ),
        "{said}"
    );
    assert!(
        said.contains("letter 2 (line 5, Lena Lüpkes): left out\n  read: Lüpkes Lotsen (anti-tournament): 1-1-10-10-10\n  refused: anti: round 1 has no anti-tournament; allowed: normal"),
        "{said}"
    );
    assert!(
        said.contains("1 of 3 letters entered, left out: 1, 2; saved"),
        "{said}"
    );
    let round = d.json(&["round", "liga", "--json"]);
    assert_eq!(round["teams"], json!(2));
}

#[test]
fn the_letters_in_german() {
    let d = Desk::new();
    let file = series(&d);
    let shown = with_lang(Lang::De, || d.ok(&["letters", "liga", &file]));
    for line in [
        "Brief 1 (Zeile 1, Anna Kruse): vollständig gelesen",
        "  Aufstellung Kruse Kombinat (Anna Kruse): 4-4-60-40-34, Wunsch 200",
        "  spielt als 9-9-38-38-38 bei 150 WP: über Budget (160 WP): auf 150 WP gekürzt",
        "  Anna Kruse ist ein neuer Manager",
        "Brief 5 (Zeile 36, Emil Eden): ausgelassen",
        "  gelesen: Aufstellung 3-3-70-50-40; Wunsch 120",
        "  nicht gelesen: kein Team: Team:, Teamname: oder Mannschaft: schreiben",
        "  nicht gelesen: zwei Aufstellungen für Fockens Fohlen: 5-5-50-50-40, 5-5-40-50-50; welche zählt, wird nicht geraten",
        "  nicht gelesen: Anna könnte Anna Kruse sein: den ganzen Namen schreiben, wie er angemeldet ist",
        "  nicht gelesen: zwei Absender: Gerd Gerdes, Hanna Harms; welcher gilt, wird nicht geraten",
        "  nicht gelesen: Zeile 57: Wunsch: das Übliche: ein Wunsch ohne Zahl",
        "5 von 10 Briefen vollständig gelesen; nichts gespeichert (--apply trägt sie ein)",
    ] {
        assert!(shown.lines().any(|l| l == line), "{line:?} not in\n{shown}");
    }
    german("letters", &shown);
    let entered = with_lang(Lang::De, || d.ok(&["letters", "liga", &file, "--apply"]));
    assert!(
        entered.contains("5 von 10 Briefen eingetragen, ausgelassen: 5, 6, 7, 8, 9; gespeichert:"),
        "{entered}"
    );
    german("letters --apply", &entered);
    let bad = d.write("leer.txt", "\n-----\n\n");
    let e = with_lang(Lang::De, || d.run(&["letters", "liga", &bad]))
        .expect_err("no letter")
        .to_string();
    assert!(
        e.ends_with("kein Brief (zwischen zwei Briefen steht eine Zeile aus Strichen ---)"),
        "{e}"
    );
}

const PLAYERS: &str =
    "name,last_place,start_fp\nTjark Ommen,1,\nHilke Janssen,,\nOkko Onken,,\nWiebke Wübben,,\n";

#[test]
fn deich_bids_from_letters_with_german_thousands() {
    let d = Desk::new();
    d.ok(&["new", "race", "--system", "deich"]);
    let p = d.write("players.csv", PLAYERS);
    d.ok(&["import", "race", "--players", &p]);
    let file = d.write(
        "zat1.txt",
        "Von: Tjark Ommen\nMoin Spielleiter,\nmein Gebot für Runde 1: 1.500 FP\n\
         Ich habe dann noch 20.500 FP.\n---\nFrom: Hilke Janssen <hilke@example.org>\n\
         Ich setze 2000 Friesenpunkte.\n---\nVon: Okko\nGebot: 1000\n---\n\
         Von: Wiebke Wübben\nGebot: alles, was ich habe\n---\nVon: Okko Onken\nGebot: 1.000 FP\n\
         ---\nVon: Tjark Ommen\nGebot: 2.500 FP\n---\nVon: Hilke Janssen\nGebot: 2.200 FP\n",
    );
    let said = d.ok(&["letters", "race", &file, "--apply"]);
    for line in [
        // The FP he has left are a second amount: which one is the bid is not guessed.
        "letter 1 (line 1, Tjark Ommen): left out",
        "  not read: more than one amount: 1500, 20500; which one is the bid is not guessed",
        "  bid Hilke Janssen 2000 FP",
        "letter 3 (line 9, Okko): left out",
        "  read: bid 1000 FP",
        "  not read: Okko could be Okko Onken: write the whole name as registered",
        "  not read: line 13: Gebot: alles, was ich habe: a bid without a number",
        "  bid Okko Onken 1000 FP",
        "  bid Tjark Ommen 2500 FP",
        // The latest counts (3.1).
        "  bid Hilke Janssen 2200 FP; replaces bid no. 1 of the round",
    ] {
        assert!(said.lines().any(|l| l == line), "{line:?} not in\n{said}");
    }
    assert!(
        said.contains("4 of 7 letters entered, left out: 1, 3, 4; saved"),
        "{said}"
    );
    // Tjark's second letter is his bid; Wiebke sent no bid that was read: an NMR (R-D3 b).
    let r1 = d.json(&["evaluate", "race", "--json"]);
    assert_eq!(
        r1["spent"],
        json!({"Tjark Ommen": 2500, "Hilke Janssen": 2200, "Okko Onken": 1000, "Wiebke Wübben": 0})
    );
    let de = with_lang(Lang::De, || {
        let f = d.write(
            "zat2.txt",
            "Von: Hilke Janssen\nGebot: 1.500 FP\nnein, doch 2.000 FP\n",
        );
        d.ok(&["letters", "race", &f])
    });
    assert_eq!(
        de,
        "Brief 1 (Zeile 1, Hilke Janssen): ausgelassen\n  \
         nicht gelesen: mehr als ein Betrag: 1500, 2000; welcher das Gebot ist, wird nicht \
         geraten\n\
         0 von 1 Brief vollständig gelesen; nichts gespeichert (--apply trägt sie ein)\n"
    );
}

const OFFER: &str = "name,stars,quarter_final,semi_final,final,winner,exchange,rank_diff,gm_strengths,notes\nRom,2,1,2,4,6,2,3,90 110,Sand\nWien,1,1,1,2,3,,,,\n";

#[test]
fn grand_slam_distributions_from_letters() {
    let d = Desk::new();
    d.ok(&["new", "gs", "--system", "grand-slam"]);
    let p = d.write(
        "players.csv",
        "name,strength,joined_round\nAnja,,\nBernd,,\n",
    );
    d.ok(&["import", "gs", "--players", &p]);
    let f = d.write("offer.csv", OFFER);
    d.ok(&["offer", "gs", "--tournaments", &f, "--limits", "0:2"]);
    let file = d.write(
        "runde1.txt",
        "Von: Anja\nRom: 30-25-21-13-11\nWien (1*): 40/25/20/10/5\n---\nVon: Bernd\n\
         Rom: 30-25-21-13-11\nParis: 30-25-21-13-11\n---\nVon: Bernd\nRom: 30-30-21-13-6\n---\n\
         Von: Bernd\nWien: 35, 25, 21, 13, 11\n",
    );
    let said = d.ok(&["letters", "gs", &file, "--apply"]);
    for line in [
        "letter 1 (line 1, Anja): entered",
        "  entry Anja in Rom: 30,25,21,13,11",
        "  entry Anja in Wien: 40,25,20,10,5",
        "letter 2 (line 5, Bernd): left out",
        "  read: Rom: 30-25-21-13-11",
        "  not read: line 7: Paris is not offered in round 1 (offered: Rom, Wien)",
        "letter 3 (line 9, Bernd): left out",
        "  refused: sets: two sets equal: not correctable (rule 10 corrects only the sum)",
        "2 of 4 letters entered, left out: 2, 3; saved",
    ] {
        assert!(
            said.lines().any(|l| l.starts_with(line)),
            "{line:?} not in\n{said}"
        );
    }
    let t = turnier::store::load(&d.path("gs.ron")).expect("loads");
    let g = t.grand_slam().expect("grand slam");
    let entries: Vec<(usize, usize, [u32; 5])> = g.rounds[0]
        .entries
        .iter()
        .map(|e| (e.player, e.tournament, e.distribution.0))
        .collect();
    // Bernd's 35-25-21-13-11 sums to 105: rule 10 takes the 5 too many from his strongest set
    // (R-G2).
    assert_eq!(
        entries,
        [
            (0, 0, [30, 25, 21, 13, 11]),
            (0, 1, [40, 25, 20, 10, 5]),
            (1, 1, [30, 25, 21, 13, 11]),
        ]
    );
    let de = with_lang(Lang::De, || d.ok(&["letters", "gs", &file]));
    assert!(
        de.contains(
            "  nicht gelesen: Zeile 7: Paris wird in Runde 1 nicht angeboten (angeboten: Rom, Wien)"
        ),
        "{de}"
    );
    german("letters", &de);
}

#[test]
fn an_event_without_letters_refuses_and_changes_nothing() {
    let d = Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    let f = d.write("post.txt", "Von: Anna\nTeam: X\n4-4-60-40-34\n");
    d.rejected(
        "cup",
        &["letters", "cup", &f, "--apply"],
        "letters are read at Turnierfußball, Deich and Grand Slam events",
    );
}
