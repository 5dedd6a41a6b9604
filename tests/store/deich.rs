//! The shipped Deich race `saves/deich-2026.ron`: what its generator produces, at least 12
//! players, played to the end, one NMR, a valid save; and golden outputs of its posts (every
//! round, the final standings) in text and BBCode.

use std::path::PathBuf;
use turnier::deich::OutReason;
use turnier::game::RoundNo;
use turnier::print::{self, DocumentKind, Format};
use turnier::store::{self, to_ron};

fn shipped() -> turnier::game::Event {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves/deich-2026.ron");
    store::load(&path).expect("the shipped race loads")
}

#[test]
fn the_shipped_race_is_what_the_generator_produces() {
    for (name, t) in turnier::examples::deich_saves().expect("generator") {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name);
        let committed = std::fs::read_to_string(&path).expect("committed save");
        assert_eq!(
            to_ron(&t).expect("ron"),
            committed,
            "{name}: run `cargo run --example deich_saves` and commit"
        );
    }
}

#[test]
fn the_shipped_race_has_twelve_or_more_players_one_nmr_and_is_over() {
    let t = shipped();
    assert!(store::problems(&t).is_empty(), "{:?}", store::problems(&t));
    let g = t.deich().expect("a Deich race");
    let race = g.race(&t.registry);
    assert!(t.registry.participants.len() >= 12);
    assert!(race.finished);
    assert!(race.fp().len() <= 2);
    let nmr: Vec<_> = race
        .rounds
        .iter()
        .flat_map(|o| o.eliminated.iter())
        .filter(|e| !e.participated)
        .collect();
    assert_eq!(nmr.len(), 1, "exactly one NMR");
    assert_eq!(nmr[0].reason, OutReason::Lowest, "NMR b: a bid of 0");
    // A corrected bid (3.1) and a bid above the FP (R-D1) are in the log.
    assert!(t.audit.iter().any(|a| a.what.contains("replaces bid no.")));
    assert!(t.audit.iter().any(|a| a.what.contains("R-D1")));
    // Every round has its ZAT.
    for n in 1..=g.evaluated {
        assert!(g.zat(RoundNo(n)).is_some(), "round {n} has no ZAT");
    }
}

#[test]
fn the_shipped_race_s_posts_stay_as_they_are() {
    let t = shipped();
    let g = t.deich().expect("deich");
    let mut all = String::new();
    for n in 1..=g.evaluated {
        let doc = print::build(&t, DocumentKind::Round, Some(RoundNo(n))).expect("round post");
        let text = print::render(&doc, Format::Text);
        assert!(text.lines().all(|l| l.chars().count() <= 72), "{text}");
        all.push_str(&text);
        all.push_str("\n=====\n");
    }
    insta::assert_snapshot!("deich_2026_rounds_text", all);
    let doc = print::build(&t, DocumentKind::Standings, None).expect("standings");
    insta::assert_snapshot!(
        "deich_2026_standings_bbcode",
        print::render(&doc, Format::Bbcode)
    );
    insta::assert_snapshot!(
        "deich_2026_standings_markdown",
        print::render(&doc, Format::Markdown)
    );
}
