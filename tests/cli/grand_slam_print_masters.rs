//! The Masters in print (`grand-slam.txt` 11, R-G14): `turnier print EV masters` from the
//! shipped season: both groups' tables as the engine orders them, every match (winner, loser,
//! sets, games), the final order, the fee; every format, in English and German; refused at a
//! game without a Masters.

use crate::common;
use crate::german_support;

use turnier::i18n::{Lang, with_lang};
use turnier::print::grand_slam::masters;
use turnier::print::{Body, DocumentKind, Format, PrintError, render};

fn shipped() -> turnier::game::Event {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/grand-slam-2026.ron");
    turnier::store::load(&path).expect("the shipped game loads")
}

#[test]
fn the_masters_prints_the_groups_every_match_and_the_final_order() {
    let t = shipped();
    let g = t.grand_slam().expect("grand slam");
    let m = g.masters.last().expect("the shipped Masters");
    let doc = turnier::print::build(&t, DocumentKind::Masters, None).expect("masters");
    let Body::Sections(s) = &doc.body else {
        panic!("sections")
    };
    // Groups A and B, the five stages, the final order.
    assert_eq!(s.len(), 8);
    let (ga, gb) = m.groups().expect("groups");
    for (k, grp) in [ga, gb].iter().enumerate() {
        let table = m.table(grp);
        for (row, line) in s[k].grid.rows.iter().zip(&table) {
            assert_eq!(row.cells[1], g.players[line.player].name);
            assert_eq!(row.cells[2], line.wins.to_string());
            assert_eq!(row.cells[3], format!("{}:{}", line.sets.0, line.sets.1));
        }
    }
    assert_eq!(s[2].grid.rows.len(), 6, "group A: round robin of 4");
    assert_eq!(s[3].grid.rows.len(), 6);
    assert_eq!(s[4].grid.rows.len(), 2, "two semi-finals");
    let fin = m
        .matches
        .iter()
        .find(|x| x.kind == turnier::grand_slam::masters::Kind::Final)
        .expect("final");
    assert_eq!(s[5].grid.rows[0].cells[0], g.players[fin.winner()].name);
    let order: Vec<&str> = s[7].grid.rows.iter().map(|r| r.cells[1].as_str()).collect();
    let want: Vec<&str> = m
        .final_order()
        .expect("played")
        .iter()
        .map(|p| g.players[*p].name.as_str())
        .collect();
    assert_eq!(order, want);
    let text = render(&doc, Format::Text);
    assert!(text.contains("Masters of season 1"), "{text}");
    assert!(
        text.contains("Entry fee 1.50 debited from each of the 8 accounts"),
        "{text}"
    );
    insta::assert_snapshot!("gs_masters_text", text);
    for f in [Format::Html, Format::Bbcode, Format::Markdown] {
        let out = render(&doc, f);
        for name in &want {
            assert!(out.contains(name), "{f:?}: {name}");
        }
    }
}

#[test]
fn the_masters_reads_german() {
    let t = shipped();
    with_lang(Lang::De, || {
        let doc = turnier::print::build(&t, DocumentKind::Masters, None).expect("masters");
        for f in [Format::Text, Format::Html, Format::Bbcode, Format::Markdown] {
            let out = render(&doc, f);
            assert!(out.contains("Endstand"), "{out}");
            german_support::german_document(&format!("{f:?}"), &out);
        }
    });
}

#[test]
fn without_a_masters_print_says_when_it_comes() {
    let t = turnier::examples::grand_slam_before_masters(0x6772_616e).expect("generator");
    let g = t.grand_slam().expect("game");
    assert_eq!(masters(g, &t.name, None).err(), Some(PrintError::NoMasters));
    assert_eq!(
        PrintError::NoMasters.to_string(),
        "no Masters: it follows a season's last round (at the desk S on screen 5, else turnier masters start EVENT)"
    );
}

#[test]
fn turnier_print_masters_writes_every_format() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/grand-slam-2026.ron");
    let desk = common::Desk::new();
    for f in ["text", "bbcode", "markdown"] {
        let text = desk.ok(&[
            "print",
            path.to_str().expect("path"),
            "masters",
            "--format",
            f,
        ]);
        assert!(text.contains("Final order"), "{f}: {text}");
        assert!(text.contains("Third place"), "{f}: {text}");
    }
}

#[test]
fn the_certificates_are_three_a4_pages_in_german() {
    let t = shipped();
    let g = t.grand_slam().expect("grand slam");
    let m = g.masters.last().expect("the shipped Masters");
    let order = m.final_order().expect("played");
    // No print language: German (the players of these games are German speakers), whatever the
    // command line speaks.
    let doc = turnier::print::build(&t, DocumentKind::Certificates, None).expect("certificates");
    assert_eq!(doc.lang, Lang::De);
    let html = render(&doc, Format::Html);
    assert!(html.contains("lang=\"de\""), "{html}");
    assert!(html.contains("@page { size: A4;"), "{html}");
    assert!(
        html.contains("section.certificates { break-after: page;"),
        "{html}"
    );
    assert_eq!(
        html.matches("<section class=\"sheet certificates\">")
            .count(),
        3
    );
    assert_eq!(html.matches("<div class=\"certificate\">").count(), 3);
    for (i, place) in ["Sieger", "2. Platz", "3. Platz"].iter().enumerate() {
        let name = &g.players[order[i]].name;
        let page = format!("<p class=\"name\"><bdi>{name}</bdi></p><p class=\"place\">{place}</p>");
        assert!(html.contains(&page), "{page} in {html}");
    }
    // The fourth gets none.
    assert!(!html.contains(&format!("<bdi>{}</bdi>", g.players[order[3]].name)));
    assert_eq!(
        html.matches("Grand-Slam-Masters der Saison 1 (nach Runde 10)")
            .count(),
        4,
        "the title and each page"
    );
    german_support::german_document("certificates", &html);
    // An event that prints in English gets English certificates.
    let mut en = t.clone();
    en.print_language = Some(Lang::En);
    let doc = turnier::print::build(&en, DocumentKind::Certificates, None).expect("certificates");
    let html = render(&doc, Format::Html);
    assert!(html.contains("C E R T I F I C A T E"), "{html}");
    assert!(
        html.contains("Grand Slam Masters of season 1 (after round 10)"),
        "{html}"
    );
}

#[test]
fn masters_certificates_writes_the_html_atomically_or_to_standard_output() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/grand-slam-2026.ron");
    let ev = path.to_str().expect("path");
    let desk = common::Desk::new();
    let file = desk.path("urkunden.html");
    let said = desk.ok(&[
        "masters",
        "certificates",
        ev,
        "--format",
        "html",
        "--output",
        file.to_str().expect("path"),
    ]);
    assert!(said.contains("urkunden.html"), "{said}");
    let html = std::fs::read_to_string(&file).expect("written");
    assert_eq!(html.matches("<div class=\"certificate\">").count(), 3);
    let stdout = desk.ok(&["masters", "certificates", ev, "--format", "html"]);
    assert_eq!(stdout, html);
    // print EV certificates builds the same document.
    let printed = desk.path("print.html");
    desk.ok(&[
        "print",
        ev,
        "certificates",
        "--format",
        "html",
        "--output",
        printed.to_str().expect("path"),
    ]);
    assert_eq!(std::fs::read_to_string(&printed).expect("written"), html);
    // A forum post is no certificate.
    assert!(
        desk.run(&["masters", "certificates", ev, "--format", "markdown"])
            .is_err()
    );
}
