//! The Masters in print (issue 15, items 9 and 11; `grand-slam.txt` 11, R-G14): `turnier print
//! EV masters` from the shipped season: both groups' tables as the engine orders them, every
//! match (winner, loser, sets, games), the final order, the fee; every format, in English and
//! German; refused at a game without a Masters.

mod common;
mod german_support;

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
        "no Masters: it follows a season's last round (turnier masters start EVENT)"
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
