//! The Grand Slam documents: a round's results (each tournament's bracket with scores, the
//! strength changes, the WRL points earned) and the WRL table, as text, HTML, BBCode and
//! Markdown, in English and German, from the small test game of `grand_slam_support` (played
//! with `GrandSlamGame::play_round` from its seed).

use crate::german_support;
use crate::grand_slam_support;

use grand_slam_support::game;
use turnier::i18n::{Lang, with_lang};
use turnier::print::grand_slam::{round_results, tenths, wrl_rows, wrl_table};
use turnier::print::{Body, Format, PrintError, display_width, render};

const EVENT: &str = "Ewiges Tennis";

fn all_formats(doc: &turnier::print::Document) -> Vec<(Format, String)> {
    [Format::Text, Format::Html, Format::Bbcode, Format::Markdown]
        .into_iter()
        .map(|f| (f, render(doc, f)))
        .collect()
}

#[test]
fn the_round_results_show_each_bracket_and_every_players_change() {
    let g = game();
    let doc = round_results(&g, EVENT, Some(1)).expect("round 1 is played");
    let Body::Sections(s) = &doc.body else {
        panic!("sections")
    };
    // Paris and Wien, then the changes.
    assert_eq!(s.len(), 3);
    let played = g.rounds[0].played.as_ref().expect("played");
    for (k, t) in played.tournaments.iter().enumerate() {
        let t = t.as_ref().expect("both tournaments were played");
        assert_eq!(s[k].grid.rows.len(), t.matches.len(), "one row per match");
        assert_eq!(t.field, 8);
    }
    // The changes: one row per player, strength before → after and the WRL points as the
    // round has them (Lena Wolf sent nothing: a pause, R-G15).
    let changes = &s[2].grid.rows;
    assert_eq!(changes.len(), 12);
    for (p, row) in changes.iter().enumerate() {
        let (before, after) = played.strength[p];
        assert_eq!(row.cells[2], format!("{before} → {after}"));
        assert_eq!(row.cells[5], tenths(played.wrl_points[p]));
    }
    assert!(changes[11].muted);
    assert_eq!(changes[11].cells[1], "pause");
    let text = render(&doc, Format::Text);
    // Rule 10's correction of Anna Schmidt's sum (5 too many) is named.
    assert!(
        text.contains("Anna Schmidt in Paris plays 44-16-23-11-6 (too\nmany: 5 taken from set 1)"),
        "{text}"
    );
    insta::assert_snapshot!("gs_round_1_text", text);
}

#[test]
fn every_format_fits_a_forum_post() {
    let g = game();
    for doc in [
        round_results(&g, EVENT, None).expect("round 2"),
        wrl_table(&g, EVENT, None).expect("wrl"),
    ] {
        for (f, out) in all_formats(&doc) {
            match f {
                Format::Text => {
                    assert!(out.lines().all(|l| display_width(l) <= 72), "{out}");
                    assert!(!out.contains('\u{000C}'), "a post has no pages");
                }
                Format::Html => {
                    assert!(out.starts_with("<!DOCTYPE html>"));
                    assert!(out.contains("<bdi>Gül Yılmaz</bdi>"), "{out}");
                }
                Format::Bbcode => {
                    assert!(out.starts_with("[b]Ewiges Tennis – "));
                    assert_eq!(out.matches("[code]").count(), 1);
                }
                Format::Markdown => {
                    assert!(out.starts_with("**Ewiges Tennis – "));
                    assert!(out.contains("```text\n"));
                }
            }
        }
    }
    let round = render(
        &round_results(&g, EVENT, None).expect("round 2"),
        Format::Html,
    );
    // One table per tournament, one for the strength exchanges (round 2 has some, R-G11)
    // and one for the changes.
    assert_eq!(
        round.matches("<table class=\"grid\">").count(),
        4,
        "{round}"
    );
}

#[test]
fn the_wrl_table_lists_rank_player_strength_points_denominator_quotient() {
    let g = game();
    let rows = wrl_rows(&g, 2);
    // Lena Wolf paused round 1 and won Paris (3 stars) in round 2: 3 wins at 1.2, the
    // quarter-final against a seed counted twice (6.1, R-G7): 4.8; nine rounds without a
    // tournament before it: denominator 1 + 8 = 9 (R-G9).
    let lena = rows.iter().find(|r| r.1 == 11).expect("ranked");
    assert_eq!((lena.0, lena.3.0, lena.4), (1, 48, 9));
    assert_eq!(lena.2, 106, "strength after round 2");
    let doc = wrl_table(&g, EVENT, None).expect("wrl");
    let text = render(&doc, Format::Text);
    assert!(
        text.contains("  1.  Lena Wolf           106     4.8       9     0.533"),
        "{text}"
    );
    // Equal quotients share a rank, printed once.
    assert!(
        text.contains("  3.  Gül Yılmaz          105     2.4       9     0.267\n      Hans Meier ")
    );
    insta::assert_snapshot!("gs_wrl_text", text);
    // After round 1 Lena Wolf is not ranked.
    let after1 = render(
        &wrl_table(&g, EVENT, Some(1)).expect("after 1"),
        Format::Text,
    );
    assert!(after1.contains("Not in the WRL (no tournament in the last 10 rounds): Lena Wolf."));
}

#[test]
fn an_unplayed_round_is_refused_with_the_last_played() {
    let g = game();
    assert_eq!(
        round_results(&g, EVENT, Some(3)),
        Err(PrintError::NoSuchRound { asked: 3, last: 2 })
    );
    assert_eq!(
        wrl_table(&g, EVENT, Some(7)),
        Err(PrintError::NoSuchRound { asked: 7, last: 2 })
    );
    let mut fresh = game();
    fresh.rounds.truncate(1);
    fresh.rounds[0].played = None;
    assert!(matches!(
        round_results(&fresh, EVENT, None),
        Err(PrintError::NoRound { .. })
    ));
}

#[test]
fn the_documents_read_german() {
    let g = game();
    let docs = with_lang(Lang::De, || {
        vec![
            round_results(&g, EVENT, Some(1)).expect("round 1"),
            round_results(&g, EVENT, Some(2)).expect("round 2"),
            wrl_table(&g, EVENT, None).expect("wrl"),
            wrl_table(&g, EVENT, Some(1)).expect("wrl after 1"),
        ]
    });
    for doc in &docs {
        for (f, out) in all_formats(doc) {
            german_support::german_document(&format!("{} {f:?}", doc.title), &out);
        }
    }
    let text = render(&docs[0], Format::Text);
    assert!(
        text.contains("Korrigiert (Regel 10): Anna Schmidt in Paris spielt 44-16-23-11-6"),
        "{text}"
    );
    assert!(
        text.contains("Lena Wolf      Pause      100 → 100    0          0,0  – → –"),
        "{text}"
    );
    insta::assert_snapshot!("gs_round_1_text_de", text);
    let wrl = render(&docs[2], Format::Text);
    assert!(
        wrl.contains("   1.  Lena Wolf         106     4,8       9     0,533"),
        "{wrl}"
    );
    insta::assert_snapshot!("gs_wrl_text_de", wrl);
}

#[test]
fn after_a_change_of_season_the_wrl_shows_the_aged_strength() {
    use turnier::grand_slam::model::SeasonChange;
    let mut g = game();
    let before = wrl_rows(&g, 2);
    let lena = before.iter().find(|r| r.1 == 11).expect("ranked").2;
    assert_eq!(lena, 106);
    // As if the season had changed after round 2 (7, R-G5: the strength ages).
    g.seasons.push(SeasonChange {
        after_round: 2,
        strength: g
            .players
            .iter()
            .map(|p| (p.strength, p.strength - 10))
            .collect(),
    });
    let after = wrl_rows(&g, 2);
    assert_eq!(after.iter().find(|r| r.1 == 11).expect("ranked").2, 96);
    // Round 1's WRL is not touched.
    assert_eq!(wrl_rows(&g, 1), {
        let mut h = game();
        h.seasons.clear();
        wrl_rows(&h, 1)
    });
}

#[test]
fn the_round_header_counts_a_player_who_entered_the_doubles_only() {
    // Anna, Bert and Carla in Paris, five more in the doubles only: all eight entered.
    let g = grand_slam_support::with_doubles();
    let doc = round_results(&g, "Ewig", Some(3)).expect("round 3 played");
    assert_eq!(doc.subtitle, "2 tournaments, 8 players entered");
}
