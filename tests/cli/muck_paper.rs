//! Muck paper for the door: `turnier print EV draw-slips` (a slip per table and side for a
//! paper lot, drawn from a hat) and `turnier print EV stickers` (3 x 8 labels on A4 with the
//! pair's number and names), in text and HTML, English and German.

use crate::common;
use crate::german_support;

use common::Desk;

/// Seven fixed pairs: three tables, one pair sits out.
const SEVEN_PAIRS: &str = "name\nBerta / Else\nErwin / Franz\nFritz / Hans\nHeidi / Horst\n\
                           Karl / Monika\nSabine / Uschi\nAnna / Bert\n";

/// Nine single players: two tables of four, one sits out.
const NINE: &str = "name\nIda\nBert\nCarl\nDora\nEmil\nFrida\nGero\nHanna\nAnna\n";

fn seven_pairs(d: &Desk) {
    d.ok(&["new", "abend", "--system", "muck"]);
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("pairs.csv", SEVEN_PAIRS),
    ]);
}

/// How often `needle` occurs in `hay`.
fn count(hay: &str, needle: &str) -> usize {
    hay.matches(needle).count()
}

/// Every line at most 80 columns, every page at most 60 lines.
fn fits(text: &str) {
    for page in text.split('\u{000C}') {
        assert!(page.lines().count() <= 60, "page too long:\n{page}");
        for l in page.lines() {
            assert!(l.chars().count() <= 80, "line too wide: {l:?}");
        }
    }
}

#[test]
fn draw_slips_give_every_pair_one_slip_a_table_and_side_each() {
    let d = Desk::new();
    seven_pairs(&d);
    let text = d.ok(&["print", "abend", "draw-slips"]);
    fits(&text);
    assert!(text.contains("Draw slips"), "{text}");
    assert!(
        text.contains("3 tables, 7 slips: one per pair, one sits out"),
        "{text}"
    );
    for table in 1..=3 {
        for side in ["A", "B"] {
            let seat = format!("Table {table} · Side {side}");
            assert_eq!(count(&text, &seat), 1, "{seat} once:\n{text}");
        }
    }
    assert!(!text.contains("Table 4"), "{text}");
    assert_eq!(count(&text, "Sits out this round"), 1, "{text}");
    // The table number and the side large, in a 5x7 font doubled: seven lines of `#`
    // under the words.
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("Table 3 · Side B"))
        .expect("table 3 B");
    assert!(
        lines[at + 2..at + 9].iter().all(|l| l.contains("##")),
        "the big 3 B:\n{text}"
    );
    assert_eq!(lines[at + 8].trim(), "######                  ########");
    // Four slips to a page, each with its cut line: seven slips on two pages.
    assert_eq!(count(&text, "-- cut here --"), 7, "{text}");
    assert_eq!(count(&text, "\u{000C}"), 1, "two pages:\n{text}");
    assert!(text.contains("Page 1 of 2"), "{text}");
    // A slip names no pair: the lot decides.
    assert!(!text.contains("Berta"), "{text}");
}

#[test]
fn draw_slips_for_single_players_give_each_side_twice() {
    let d = Desk::new();
    d.ok(&["new", "solo", "--system", "muck", "--singles"]);
    d.ok(&["import", "solo", "--entrants", &d.write("e.csv", NINE)]);
    let text = d.ok(&["print", "solo", "draw-slips"]);
    fits(&text);
    assert!(
        text.contains("2 tables, 9 slips: one per player, one sits out"),
        "{text}"
    );
    for seat in [
        "Table 1 · Side A",
        "Table 1 · Side B",
        "Table 2 · Side A",
        "Table 2 · Side B",
    ] {
        assert_eq!(count(&text, seat), 2, "{seat}: the two partners:\n{text}");
    }
    assert_eq!(count(&text, "Sits out this round"), 1, "{text}");
    assert!(
        text.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .contains("the two who draw the same table and side are partners"),
        "{text}"
    );
}

#[test]
fn draw_slips_in_html_come_eight_to_a_page() {
    let d = Desk::new();
    d.ok(&["new", "solo", "--system", "muck", "--singles"]);
    d.ok(&["import", "solo", "--entrants", &d.write("e.csv", NINE)]);
    let out = d.path("slips.html");
    d.ok(&[
        "print",
        "solo",
        "draw-slips",
        "--format",
        "html",
        "-o",
        out.to_str().expect("utf8"),
    ]);
    let h = std::fs::read_to_string(&out).expect("written");
    assert!(h.contains("<body class=\"doc-draw-slips\">"), "{h}");
    assert_eq!(count(&h, "<section class=\"sheet draw-slips\">"), 2, "{h}");
    assert_eq!(count(&h, "<div class=\"draw-slip\">"), 8);
    assert_eq!(count(&h, "<div class=\"draw-slip out\">"), 1);
    let first_page = h
        .split("<section class=\"sheet draw-slips\">")
        .nth(1)
        .expect("a page");
    assert_eq!(
        count(first_page, "<div class=\"draw-slip"),
        8,
        "{first_page}"
    );
    assert!(
        h.contains(
            "<p class=\"seat\"><span class=\"table\">2</span> <span class=\"side\">B</span></p>"
        ),
        "{h}"
    );
    assert!(h.contains(">Table 2 · Side B</p>"), "{h}");
}

#[test]
fn stickers_give_each_pair_its_number_and_names() {
    let d = Desk::new();
    seven_pairs(&d);
    let text = d.ok(&["print", "abend", "stickers"]);
    fits(&text);
    assert!(text.contains("Stickers"), "{text}");
    assert!(
        text.contains("7 stickers on one sheet of 3 x 8 labels (70 x 37 mm)"),
        "{text}"
    );
    // Three stickers to a row: pairs 1, 2 and 3 side by side, their names below.
    let row = text
        .lines()
        .find(|l| l.contains("Pair 1"))
        .expect("pair 1's row");
    assert!(
        row.contains("Pair 2") && row.contains("Pair 3") && !row.contains("Pair 4"),
        "{row}"
    );
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("Pair 1"))
        .expect("row");
    let names = lines[at + 2];
    assert!(
        names.contains("Berta") && names.contains("Erwin") && names.contains("Fritz"),
        "{names}"
    );
    let partners = lines[at + 3];
    assert!(
        partners.contains("Else") && partners.contains("Franz") && partners.contains("Hans"),
        "{partners}"
    );
    assert!(text.contains("Pair 7"), "{text}");
    assert!(!text.contains("Pair 8"), "{text}");
}

#[test]
fn stickers_in_html_are_24_to_an_a4_sheet() {
    let d = Desk::new();
    d.ok(&["new", "gross", "--system", "muck"]);
    let pairs: String = (1..=26)
        .map(|i| format!("Spieler {i}a / Spieler {i}b\n"))
        .collect();
    d.ok(&[
        "import",
        "gross",
        "--entrants",
        &d.write("pairs.csv", &format!("name\n{pairs}")),
    ]);
    let out = d.path("stickers.html");
    d.ok(&[
        "print",
        "gross",
        "stickers",
        "--format",
        "html",
        "-o",
        out.to_str().expect("utf8"),
    ]);
    let h = std::fs::read_to_string(&out).expect("written");
    // The label sheet: no page margins and no page footer on it.
    assert!(
        h.contains("@page { size: A4; margin: 0; @bottom-right { content: none; } }"),
        "{h}"
    );
    assert!(h.contains("grid-template-columns: repeat(3, 70mm)"), "{h}");
    let sheets: Vec<&str> = h
        .split("<section class=\"sheet stickers\">")
        .skip(1)
        .collect();
    assert_eq!(sheets.len(), 2, "26 stickers on two sheets");
    assert_eq!(count(sheets[0], "<div class=\"sticker\">"), 24);
    assert_eq!(count(sheets[1], "<div class=\"sticker\">"), 2);
    assert!(
        h.contains(
            "<div class=\"sticker\"><p class=\"number\">Pair 25</p>\
             <p class=\"name\"><bdi>Spieler 25a</bdi></p>\
             <p class=\"name\"><bdi>Spieler 25b</bdi></p></div>"
        ),
        "{h}"
    );
    assert!(h.contains("26 stickers on 2 sheets"), "{h}");
}

#[test]
fn withdrawn_pairs_get_no_sticker_and_players_waiting_are_named() {
    let d = Desk::new();
    seven_pairs(&d);
    d.ok(&["drop", "abend", "Anna / Bert"]);
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("alone.csv", "name\nOtto\n"),
    ]);
    let text = d.ok(&["print", "abend", "stickers"]);
    assert!(
        text.contains("Pair 6") && !text.contains("Pair 7"),
        "{text}"
    );
    assert!(!text.contains("Anna"), "{text}");
    assert!(text.contains("waiting for a partner: Otto"), "{text}");
    // Six pairs: three tables and nobody sits out.
    let slips = d.ok(&["print", "abend", "draw-slips"]);
    assert!(slips.contains("3 tables, 6 slips: one per pair"), "{slips}");
    assert!(!slips.contains("Sits out"), "{slips}");
}

#[test]
fn draw_slips_and_stickers_take_no_round_and_need_a_field() {
    let d = Desk::new();
    d.ok(&["new", "leer", "--system", "muck"]);
    let err = d.run(&["print", "leer", "stickers"]).expect_err("nobody");
    assert_eq!(
        err.to_string(),
        "entrants: stickers needs at least 1 active pair, and none is registered"
    );
    d.ok(&[
        "import",
        "leer",
        "--entrants",
        &d.write("one.csv", "name\nBerta / Else\n"),
    ]);
    let err = d
        .run(&["print", "leer", "draw-slips"])
        .expect_err("one pair");
    assert_eq!(
        err.to_string(),
        "entrants: draw-slips needs at least 2 active pairs, and one is registered"
    );
    let err = d
        .run(&["print", "leer", "stickers", "--round", "1"])
        .expect_err("no round");
    assert_eq!(
        err.to_string(),
        "round: stickers takes no round: it is made from who is registered now (leave out \
         --round)"
    );
    // A Swiss event has neither.
    d.ok(&["new", "cup", "--system", "swiss"]);
    let err = d.run(&["print", "cup", "draw-slips"]).expect_err("swiss");
    assert!(err.to_string().contains("is not a swiss document"), "{err}");
    // The HTML without -o goes beside the event, named after the document, with no round.
    let said = d.ok(&["print", "leer", "stickers", "--format", "html"]);
    assert!(said.contains("leer-stickers.html"), "{said}");
}

#[test]
fn draw_slips_and_stickers_in_german() {
    let d = Desk::new();
    seven_pairs(&d);
    let de = |doc: &str, format: &str| {
        d.ok(&["--lang", "de", "print", "abend", doc, "--format", format])
    };
    let slips = de("draw-slips", "text");
    assert!(slips.contains("Auslosungszettel"), "{slips}");
    assert!(
        slips.contains("3 Tische, 7 Zettel: einer je Paar, einer setzt aus"),
        "{slips}"
    );
    assert_eq!(count(&slips, "Tisch 2 · Seite A"), 1, "{slips}");
    assert_eq!(count(&slips, "Setzt diese Runde aus"), 1, "{slips}");
    assert!(slips.contains("-- hier abschneiden --"), "{slips}");
    german_support::german_document("the draw slips", &slips);
    let stickers = de("stickers", "text");
    assert!(stickers.contains("Paar 1"), "{stickers}");
    assert!(
        stickers.contains("7 Aufkleber auf einem Bogen mit 3 x 8 Etiketten"),
        "{stickers}"
    );
    german_support::german_document("the stickers", &stickers);
    // HTML is written to a file; read it back in German too.
    let out = d.path("aufkleber.html");
    d.ok(&[
        "--lang",
        "de",
        "print",
        "abend",
        "stickers",
        "--format",
        "html",
        "-o",
        out.to_str().expect("utf8"),
    ]);
    let h = std::fs::read_to_string(&out).expect("written");
    assert!(h.contains("lang=\"de\""), "{h}");
    assert!(h.contains("<p class=\"number\">Paar 7</p>"), "{h}");
    german_support::german_document("the stickers (HTML)", &h);
    let out = d.path("zettel.html");
    d.ok(&[
        "--lang",
        "de",
        "print",
        "abend",
        "draw-slips",
        "--format",
        "html",
        "-o",
        out.to_str().expect("utf8"),
    ]);
    let h = std::fs::read_to_string(&out).expect("written");
    assert!(h.contains(">Tisch 3 · Seite B</p>"), "{h}");
    german_support::german_document("the draw slips (HTML)", &h);
    // A refusal is worded where it is shown, in the language in force.
    let err = turnier::i18n::with_lang(turnier::i18n::Lang::De, || {
        d.run(&["print", "abend", "draw-slips", "--round", "1"])
            .expect_err("no round")
            .to_string()
    });
    assert_eq!(
        err,
        "Runde: draw-slips hat keine Runde, es entsteht aus den jetzt Angemeldeten (--round \
         weglassen)"
    );
}
