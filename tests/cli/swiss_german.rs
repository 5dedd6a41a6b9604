//! The command line in German: with `--lang de` what pair, result, standings, top-cut and the
//! other shared commands print is German (no English word), the JSON is byte for byte the
//! English one, and `turnier` picks its language from the environment and `--lang`.

use crate::common;

use common::Desk;
use std::process::Command;
use turnier::i18n::english_words;

/// Players whose names are no English words.
const EIGHT: &str = "name\nAnna\nBert\nCarl\nDora\nEmil\nFrida\nGero\nHanna\n";

fn event() -> Desk {
    let d = Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    let f = d.write("players.csv", EIGHT);
    d.ok(&["import", "cup", "--players", &f]);
    d
}

fn de(d: &Desk, args: &[&str]) -> String {
    let mut all = vec!["--lang", "de"];
    all.extend_from_slice(args);
    d.ok(&all)
}

/// The output without the data folder's path (a temporary folder's name is no word of the
/// program) and without the words in backticks (commands to type).
fn words(d: &Desk, out: &str) -> Vec<String> {
    let out = out.replace(&d.path("").display().to_string(), " ");
    let out: String = out.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    english_words(&out)
}

#[test]
fn pair_result_standings_and_top_cut_in_german() {
    let d = event();
    let pair = de(&d, &["pair", "cup"]);
    assert!(pair.starts_with("Runde 1 (Entwurf)\n"), "{pair}");
    assert!(
        pair.contains(" gegen ") && pair.contains("gleiche Punktgruppe"),
        "{pair}"
    );
    assert!(
        pair.contains("(Entwurf; veröffentlichen legt ihn fest)"),
        "{pair}"
    );
    assert_eq!(words(&d, &pair), Vec::<String>::new(), "{pair}");
    let published = de(&d, &["publish", "cup"]);
    assert!(
        published.starts_with("Runde 1 veröffentlicht; gespeichert: "),
        "{published}"
    );
    let result = de(&d, &["result", "cup", "1", "2-0"]);
    assert!(
        result.starts_with("Ergebnis Tisch 1: Anna 2-0 Emil; gespeichert: "),
        "{result}"
    );
    assert_eq!(words(&d, &result), Vec::<String>::new(), "{result}");
    let standings = de(&d, &["standings", "cup"]);
    assert!(
        standings.starts_with("vorläufig: in Runde 1 sind 3 Tische offen"),
        "{standings}"
    );
    assert!(
        standings.contains("Platz  Spieler  Pkt.  Bilanz"),
        "{standings}"
    );
    assert!(
        standings.contains("\u{a0}%"),
        "German percentages: {standings}"
    );
    assert_eq!(words(&d, &standings), Vec::<String>::new(), "{standings}");
    let pairings = de(&d, &["pairings", "cup"]);
    assert!(pairings.contains("3 Tische ohne Ergebnis"), "{pairings}");
    assert_eq!(words(&d, &pairings), Vec::<String>::new(), "{pairings}");
    let cut = de(&d, &["top-cut", "cup"]);
    assert!(
        cut.starts_with("8 aktive Spieler: empfohlener Cut"),
        "{cut}"
    );
    assert_eq!(words(&d, &cut), Vec::<String>::new(), "{cut}");
    // English stays as it was.
    let english = d.ok(&["standings", "cup"]);
    assert!(english.starts_with("provisional: round 1 has 3 open tables: the standings"));
    assert!(english.contains("Rank  Player  Pts  Record"), "{english}");
}

#[test]
fn json_is_the_same_in_both_languages() {
    let d = event();
    let en = d.ok(&["pair", "cup", "--json"]);
    let d2 = event();
    let de_json = de(&d2, &["pair", "cup", "--json"]);
    assert_eq!(en, de_json);
    for d in [&d, &d2] {
        d.ok(&["publish", "cup"]);
        d.ok(&["result", "cup", "1", "2-1"]);
    }
    for args in [
        &["standings", "cup", "--json"][..],
        &["pairings", "cup", "--json"][..],
    ] {
        assert_eq!(d.ok(args), de(&d2, args), "{args:?}");
        assert_eq!(d.ok(args), de(&d, args), "{args:?}");
    }
    let st = de(&d, &["standings", "cup", "--json"]);
    assert!(st.contains("\"omwp\": 0.") && !st.contains(",00"), "{st}");
}

/// A confirmation names what was saved, from the audit entry, in both languages alike: the
/// round a draft was deleted of, the players of a result, the old result a correction
/// replaced.
#[test]
fn confirmations_name_what_was_saved_in_both_languages() {
    let (en, de_event) = (event(), event());
    let said = |d: &Desk, lang: &str, args: &[&str]| {
        let mut all = vec!["--lang", lang];
        all.extend_from_slice(args);
        let out = d.ok(&all);
        out.split("; ").next().unwrap_or_default().to_string()
    };
    let mut both = Vec::new();
    for args in [
        &["delete-draft", "cup"][..],
        &["publish", "cup"],
        &["result", "cup", "1", "2-0"],
        &["result", "cup", "1", "2-1"],
    ] {
        if args[0] != "result" {
            // A draft to delete, then one to publish.
            en.ok(&["pair", "cup"]);
            de_event.ok(&["pair", "cup"]);
        }
        both.push((said(&en, "en", args), said(&de_event, "de", args)));
    }
    assert_eq!(
        both,
        [
            ("delete draft of round 1", "Entwurf von Runde 1 gelöscht"),
            ("publish round 1", "Runde 1 veröffentlicht"),
            (
                "result table 1: Anna 2-0 Emil",
                "Ergebnis Tisch 1: Anna 2-0 Emil"
            ),
            (
                "correct table 1: Anna 2-0 Emil → 2-1",
                "korrigiert Tisch 1: Anna 2-0 Emil → 2-1"
            ),
        ]
        .map(|(e, g)| (e.to_string(), g.to_string()))
    );
}

#[test]
fn set_print_language_is_shown_in_german() {
    let d = event();
    let said = de(&d, &["print-language", "cup", "de"]);
    assert!(
        said.starts_with("Dokumente dieses Turniers werden auf Deutsch gedruckt; gespeichert: "),
        "{said}"
    );
    // The language is named in the sentence's language, not in its own.
    let said = de(&d, &["print-language", "cup", "en"]);
    assert!(
        said.starts_with("Dokumente dieses Turniers werden auf Englisch gedruckt; gespeichert: "),
        "{said}"
    );
}

fn turnier() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_turnier"));
    c.env_remove("LC_ALL").env_remove("LC_MESSAGES");
    c
}

#[test]
fn the_binary_speaks_german_under_a_german_lang_and_english_with_lang_en() {
    let out = turnier()
        .env("LANG", "de_DE.UTF-8")
        .arg("--help")
        .output()
        .expect("runs");
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.contains("Aufruf: turnier"), "{help}");
    assert!(
        help.contains("Befehle:") && help.contains("Hilfe anzeigen"),
        "{help}"
    );
    let out = turnier()
        .env("LANG", "de_DE.UTF-8")
        .args(["--lang", "en", "--help"])
        .output()
        .expect("runs");
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(
        help.contains("Usage: turnier") && help.contains("Print help"),
        "{help}"
    );
    let out = turnier()
        .env("LANG", "C")
        .args(["--lang=de", "pair", "--help"])
        .output()
        .expect("runs");
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(
        help.contains("Die nächste Runde als Entwurf paaren"),
        "{help}"
    );
    // An error of the program itself in German.
    let dir = tempfile::tempdir().expect("tempdir");
    let out = turnier()
        .env("LANG", "de_DE.UTF-8")
        .arg("--data-dir")
        .arg(dir.path())
        .args(["new", "cup", "--system", "swiss"])
        .output()
        .expect("runs");
    assert!(out.status.success());
    let out = turnier()
        .env("LANG", "de_DE.UTF-8")
        .arg("--data-dir")
        .arg(dir.path())
        .args(["top-cut", "cup"])
        .output()
        .expect("runs");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.starts_with("0 aktive Spieler"), "{said}");
}

#[test]
fn refusals_of_the_command_line_are_german_too() {
    let d = event();
    let Err(e) = d.run(&["--lang", "de", "drop", "cup", "Zora"]) else {
        panic!("there is no Zora")
    };
    let said = e.to_string();
    assert!(said.starts_with("Spieler: kein Spieler \"Zora\""), "{said}");
    assert_eq!(words(&d, &said), Vec::<String>::new(), "{said}");
    let Err(e) = d.run(&["--lang", "de", "pairings", "cup", "--round", "4"]) else {
        panic!("there is no round 4")
    };
    assert!(e.to_string().contains("keine Runde 4"), "{e}");
}

/// What `new` says, and a refusal naming the event's system, read German in German: the
/// settings in the words of the desk's form (not the values as typed in English), the systems
/// by their German names; English keeps its words.
#[test]
fn new_and_another_systems_command_name_the_system_in_german_words() {
    let d = Desk::new();
    let said = de(
        &d,
        &[
            "new",
            "cup",
            "--system",
            "swiss",
            "--bye-games",
            "count-2-0",
        ],
    );
    assert!(
        said.contains("(Schweizer System, Profil eigene, Untergrenze 0,33")
            && said.contains("Spiele des Freiloses: als 2-0")
            && said.contains("zweimal getroffener Gegner: jedes Treffen)"),
        "{said}"
    );
    assert_eq!(words(&d, &said), Vec::<String>::new(), "{said}");
    let english = d.ok(&["--lang", "en", "new", "cup2", "--system", "swiss"]);
    assert!(
        english.contains("bye games exclude") && english.contains("opponents every-meeting"),
        "{english}"
    );
    let fails = |args: &[&str]| {
        turnier::i18n::with_lang(turnier::i18n::Lang::De, || {
            d.run(args).expect_err("refused").to_string()
        })
    };
    let refused = fails(&["--lang", "de", "draw", "cup"]);
    assert!(
        refused.contains(
            "das ist ein Turnier nach Schweizer System: die Auslosung einer Muck-Runde gibt es \
             nur bei Muck-Abenden; stattdessen die Runde paaren"
        ),
        "{refused}"
    );
    let refused = fails(&[
        "--lang",
        "de",
        "new",
        "abend",
        "--system",
        "muck",
        "--singles",
        "--schedule",
        "moving",
    ]);
    assert!(
        refused.contains(
            "Spielplan: wandernd braucht feste Paare; erlaubt für einzelne Spieler: ausgelost"
        ),
        "{refused}"
    );
}
