//! A provisional Muck ranking says so at the top of the printed page, as the Swiss standings
//! do; the draw by name for Muck single players (who sits where); the printed Swiss pairings
//! say the round once with the plan.

use crate::common;
use crate::german_support;

use common::Desk;
use serde_json::Value;
use turnier::i18n::{Lang, with_lang};
use turnier::print::{DocumentKind, Format, build, render};

const SINGLES: &str = "name\nIda\nBert\nCarl\nDora\nEmil\nFrida\nGero\nHanna\nAnna\n";

#[test]
fn the_draw_by_name_lists_every_single_player_once_with_partner_and_opponents() {
    let d = Desk::new();
    d.ok(&["new", "solo", "--system", "muck", "--singles"]);
    d.ok(&["import", "solo", "--entrants", &d.write("e.csv", SINGLES)]);
    let draw: Value = d.json(&["draw", "solo", "--json"]);
    let text = d.ok(&["print", "solo", "pairings-by-name"]);
    assert!(text.contains("Draw by name"), "{text}");
    let body: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("---"))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .collect();
    assert_eq!(body.len(), 9, "every player once: {text}");
    let first: Vec<&str> = body
        .iter()
        .map(|l| l.split_whitespace().next().unwrap_or(""))
        .collect();
    assert_eq!(
        first,
        [
            "Anna", "Bert", "Carl", "Dora", "Emil", "Frida", "Gero", "Hanna", "Ida"
        ],
        "alphabetical"
    );
    // Each seated player: the table, the side, the partner and both opponents, as drawn.
    for tb in draw["tables"].as_array().expect("tables") {
        let table = tb["table"].as_u64().expect("table");
        let a: Vec<&str> = tb["side_a"].as_str().expect("a").split(" / ").collect();
        let b: Vec<&str> = tb["side_b"].as_str().expect("b").split(" / ").collect();
        for (own, other, side) in [(&a, &b, "A"), (&b, &a, "B")] {
            for (i, p) in own.iter().enumerate() {
                let partner = own[1 - i];
                let line = body
                    .iter()
                    .find(|l| l.split_whitespace().next() == Some(*p))
                    .expect("a line");
                let words: Vec<&str> = line.split_whitespace().collect();
                assert_eq!(words[1], table.to_string(), "{line}");
                assert_eq!(words[2], side, "{line}");
                assert_eq!(words[3], partner, "{line}");
                assert_eq!(words[4..].join(" "), other.join(" / "), "{line}");
            }
        }
    }
    let out = draw["sitting_out"][0].as_str().expect("nine: one sits out");
    let line = body
        .iter()
        .find(|l| l.split_whitespace().next() == Some(out))
        .expect("the sitter's line");
    assert!(line.ends_with("sits out"), "{line}");
    // German: the same document has no English word.
    let t = turnier::store::load(&d.path("solo.ron")).expect("load");
    with_lang(Lang::De, || {
        let doc = build(&t, DocumentKind::PairingsByName, None).expect("doc");
        let text = render(&doc, Format::Text);
        assert!(text.contains("Auslosung nach Namen"), "{text}");
        assert!(text.contains("setzt aus"), "{text}");
        german_support::german_document("the draw by name", &text);
        german_support::german_document("the draw by name (HTML)", &render(&doc, Format::Html));
    });
}

const PAIRS: &str = "name\nAnna / Bert\nCarl / Dora\nEmil / Frida\nGero / Hanna\n";

#[test]
fn a_provisional_ranking_says_so_at_the_top_of_the_page() {
    let d = Desk::new();
    d.ok(&["new", "abend", "--system", "muck"]);
    d.ok(&["import", "abend", "--entrants", &d.write("e.csv", PAIRS)]);
    let one_table = "round,table,side_a,side_b,bobbl,points_a,points_b
1,1,Anna / Bert,Carl / Dora,1,21,10
1,1,Anna / Bert,Carl / Dora,2,21,17
";
    d.ok(&["import", "abend", "--results", &d.write("r.csv", one_table)]);
    d.ok(&["draw", "abend"]);
    d.ok(&["publish", "abend"]);
    // Round 2 drawn and published, no sheet in: 2 tables open.
    let text = d.ok(&["print", "abend", "ranking"]);
    let head: Vec<&str> = text.lines().take(2).collect();
    assert!(
        head[1].starts_with("After round 2, provisional: 2 tables open"),
        "{text}"
    );
    let t = turnier::store::load(&d.path("abend.ron")).expect("load");
    with_lang(Lang::De, || {
        let doc = build(&t, DocumentKind::Ranking, None).expect("doc");
        assert_eq!(doc.subtitle, "Nach Runde 2, vorläufig: 2 Tische offen");
        german_support::german("the ranking's head", &doc.subtitle);
    });
    // A final ranking's head is as before.
    let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/muck-article.ron");
    let text = d.ok(&["print", shipped.to_str().expect("utf8"), "ranking"]);
    assert_eq!(
        text.lines().nth(1).map(|l| l.split("  ").next()),
        Some(Some("After round 1"))
    );
    // Swiss standings: the provisional state is at the top too.
    d.ok(&["new", "cup", "--system", "swiss"]);
    d.ok(&[
        "import",
        "cup",
        "--players",
        &d.write("p.csv", "name\nAnna\nBert\nCarl\nDora\n"),
    ]);
    d.ok(&["pair", "cup"]);
    d.ok(&["publish", "cup"]);
    d.ok(&["result", "cup", "1", "2-0"]);
    let text = d.ok(&["print", "cup", "standings"]);
    assert!(
        text.lines()
            .nth(1)
            .is_some_and(|l| l.starts_with("After round 1, provisional: round 1 has 1 open table")),
        "{text}"
    );
}

/// The printed pairings head says the round once with the plan: `Round 1 of 5`,
/// `Runde 1 von 5`, not `Runde 2 · Runde 2 von 5`.
#[test]
fn the_printed_pairings_say_the_round_once_with_the_plan() {
    let d = Desk::new();
    d.ok(&["new", "cup", "--system", "swiss", "--rounds", "5"]);
    d.ok(&[
        "import",
        "cup",
        "--players",
        &d.write("p.csv", "name\nAnna\nBert\nCarl\nDora\n"),
    ]);
    d.ok(&["pair", "cup"]);
    d.ok(&["publish", "cup"]);
    let text = d.ok(&["print", "cup", "pairings"]);
    assert!(text.contains("Round 1 of 5"), "{text}");
    assert!(!text.contains("round 1 of 5"), "{text}");
    let de = with_lang(Lang::De, || d.ok(&["print", "cup", "pairings"]));
    assert!(
        de.contains("Runde 1 von 5") && !de.contains("Runde 1 · Runde"),
        "{de}"
    );
}

/// The printed Muck ranking says in words what a Bobbl stopped by the time limit counts, with
/// no rule id (a page on the wall is for players); the desk's and `standings`' note keeps it.
#[test]
fn the_printed_ranking_explains_an_aborted_bobbl_without_a_rule_id() {
    let d = Desk::new();
    d.ok(&["new", "abend", "--system", "muck", "--time-limit", "30"]);
    d.ok(&["import", "abend", "--entrants", &d.write("e.csv", PAIRS)]);
    let results = "round,table,side_a,side_b,bobbl,points_a,points_b
1,1,Anna / Bert,Carl / Dora,1,21,3
1,1,Anna / Bert,Carl / Dora,2,9,12
1,2,Emil / Frida,Gero / Hanna,1,18,21
1,2,Emil / Frida,Gero / Hanna,2,0,0
";
    d.ok(&["import", "abend", "--results", &d.write("r.csv", results)]);
    let printed = d.ok(&["print", "abend", "ranking"]);
    let words = printed.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains(
            "† 2 Bobbl were stopped by the time limit: nobody won them, each side's points \
             count as its Tore; 1 not started (0:0, counts nothing)"
        ),
        "{printed}"
    );
    assert!(!printed.contains("R-M"), "{printed}");
    let german = d.ok(&["--lang", "de", "print", "abend", "ranking"]);
    let words = german.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("† 2 Bobbl wurden vom Zeitlimit abgebrochen: niemand hat sie gewonnen"),
        "{german}"
    );
    assert!(!german.contains("R-M"), "{german}");
    // The command line's standings keep the rule id beside the words.
    let standings = d.ok(&["standings", "abend"]);
    assert!(standings.contains("(R-M9)"), "{standings}");
}
