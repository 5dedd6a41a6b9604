//! The article's three tables (`muck-ranking.txt`: Bobbl/Tore, Plus, Plus-Minus) reproduced
//! exactly from the shipped save `saves/muck-article.ron` (R-M8), and the shipped saves are what
//! their seeded generators produce.

use std::path::PathBuf;
use turnier::game::{Event, RoundState};
use turnier::muck::ranking::{plus_minus_detail, ranking};
use turnier::store::{load, to_ron};

fn save(name: &str) -> Event {
    load(
        &PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name),
    )
    .expect("loads")
}

/// A value as the article prints it: in brackets when it was not needed (R-M5).
fn shown(v: u32, needed: bool) -> String {
    if needed {
        v.to_string()
    } else {
        format!("({v})")
    }
}

#[test]
fn bobbl_and_tore_table_as_in_the_article() {
    let t = save("muck-article.ron");
    let r = ranking(&t.registry, t.muck().expect("muck"), None);
    let got: Vec<String> = r
        .rows
        .iter()
        .map(|x| {
            format!(
                "{}. {} {} {} {}",
                x.place,
                t.muck().expect("muck").entrant_name(&t.registry, x.entrant),
                x.bobbl,
                shown(x.tore, x.tore_needed),
                shown(x.opp_tore, x.opp_tore_needed)
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            "1. Fritz / Hans 2 (0) (28)",
            "2. Berta / Else 1 20 4",
            "3. Sabine / Uschi 1 20 13",
            "4. Karl / Monika 1 13 (20)",
            "5. Erwin / Franz 1 4 (20)",
            "6. Heidi / Horst 0 (28) (0)",
        ]
    );
    assert!(r.open.is_empty(), "{:?}", r.open);
}

#[test]
fn plus_table_as_in_the_article() {
    let t = save("muck-article.ron");
    let got: Vec<String> = ranking(&t.registry, t.muck().expect("muck"), None)
        .plus
        .iter()
        .map(|x| {
            format!(
                "{}. {} {}",
                x.place,
                t.muck().expect("muck").entrant_name(&t.registry, x.entrant),
                x.points
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            "1. Fritz / Hans 42",
            "2. Berta / Else 41",
            "2. Sabine / Uschi 41",
            "4. Karl / Monika 34",
            "5. Heidi / Horst 28",
            "6. Erwin / Franz 25",
        ]
    );
}

#[test]
fn plus_minus_sheet_and_table_as_in_the_article() {
    let t = save("muck-article.ron");
    let sheet: Vec<String> = t
        .muck()
        .expect("muck")
        .entrants(&t.registry)
        .into_iter()
        .map(|e| {
            let cells: Vec<String> = plus_minus_detail(t.muck().expect("muck"), e)
                .iter()
                .map(|(own, opp)| format!("+{own}-{opp}"))
                .collect();
            let sum: i64 = plus_minus_detail(t.muck().expect("muck"), e)
                .iter()
                .map(|(own, opp)| i64::from(*own) - i64::from(*opp))
                .sum();
            format!(
                "{} {} {sum:+}",
                t.muck().expect("muck").entrant_name(&t.registry, e),
                cells.join(" ")
            )
        })
        .collect();
    assert_eq!(
        sheet,
        [
            "Berta / Else +21-4 +20-21 +16",
            "Erwin / Franz +4-21 +21-20 -16",
            "Fritz / Hans +21-11 +21-17 +14",
            "Heidi / Horst +11-21 +17-21 -14",
            "Karl / Monika +21-20 +13-21 -7",
            "Sabine / Uschi +20-21 +21-13 +7",
        ]
    );
    let got: Vec<String> = ranking(&t.registry, t.muck().expect("muck"), None)
        .plus_minus
        .iter()
        .map(|x| {
            format!(
                "{}. {} {:+}",
                x.place,
                t.muck().expect("muck").entrant_name(&t.registry, x.entrant),
                x.points
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            "1. Berta / Else +16",
            "2. Fritz / Hans +14",
            "3. Sabine / Uschi +7",
            "4. Karl / Monika -7",
            "5. Heidi / Horst -14",
            "6. Erwin / Franz -16",
        ]
    );
}

#[test]
fn shipped_saves_are_what_the_generators_produce() {
    for (name, t) in turnier::examples::muck_saves().expect("generators") {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name);
        let committed = std::fs::read_to_string(&path).expect("committed save");
        assert_eq!(
            to_ron(&t).expect("ron"),
            committed,
            "{name}: run `cargo run --example muck_saves` and commit"
        );
    }
}

#[test]
fn the_generated_evening_is_complete_without_repeats() {
    let t = save("muck-evening-24-pairs.ron");
    assert_eq!(t.muck().expect("muck").pairs.len(), 24);
    assert_eq!(t.muck().expect("muck").rounds.len(), 5);
    let mut met = std::collections::HashSet::new();
    for r in &t.muck().expect("muck").rounds {
        assert_eq!(r.state, RoundState::Complete);
        assert_eq!(r.tables.len(), 12);
        assert!(r.warnings.is_empty(), "{:?}", r.warnings);
        for tb in &r.tables {
            let (a, b) = (tb.a.entrants()[0], tb.b.entrants()[0]);
            assert!(
                met.insert((a.min(b), a.max(b))),
                "repeat in round {}",
                r.number
            );
        }
    }
    let r = ranking(&t.registry, t.muck().expect("muck"), None);
    assert_eq!(r.rows.len(), 24);
    assert!(r.open.is_empty());
    assert_eq!(r.rows.iter().map(|x| x.played).sum::<u32>(), 24 * 5 * 2);
}
