//! The Grand Slam round post: the change of season after every 10th round (7, R-G5), the
//! strength exchanges (5 c, R-G11), each player's strength and WRL changes, checked against the
//! engine's values in the shipped game `saves/grand-slam-2026.ron`; and its text layout: at
//! most 72 columns, no name cut, a doubles pair named once as `A / B`, in English and German.

use crate::german_support;
use crate::grand_slam_support;

use std::path::PathBuf;
use turnier::grand_slam::model::GrandSlamGame;
use turnier::grand_slam::strength::season_aging;
use turnier::i18n::{Lang, with_lang};
use turnier::print::grand_slam::{
    exchange_of, exchanges_section, post_change_rows, round_results, season_section,
};
use turnier::print::{Body, Format, display_width, render};

fn shipped() -> GrandSlamGame {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves/grand-slam-2026.ron");
    let t = turnier::store::load(&path).expect("the shipped game loads");
    t.grand_slam().expect("a Grand Slam game").clone()
}

fn text_of(g: &GrandSlamGame, round: u32) -> String {
    render(
        &round_results(g, "Grand Slam 2026", Some(round)).expect("played"),
        Format::Text,
    )
}

#[test]
fn after_round_10_the_post_shows_every_players_aging() {
    let g = shipped();
    let season = g
        .seasons
        .iter()
        .find(|s| s.after_round == 10)
        .expect("the season changed after round 10");
    let section = season_section(&g, 10).expect("a season table after round 10");
    assert_eq!(section.grid.rows.len(), g.players.len());
    for (p, row) in section.grid.rows.iter().enumerate() {
        let (before, after) = season.strength[p];
        // Rule 7 as the engine applied it (R-G5; cases gr-083, gr-084).
        assert_eq!(after, season_aging(before), "{}", g.players[p].name);
        assert_eq!(row.cells[1], format!("{before} → {after}"));
    }
    // The strength round 10 left is the strength before aging.
    let r10 = g.rounds.iter().find(|r| r.number == 10).expect("round 10");
    let played = r10.played.as_ref().expect("played");
    for (p, (before, _)) in season.strength.iter().enumerate() {
        assert_eq!(*before, played.strength[p].1);
    }
    let text = text_of(&g, 10);
    // Ilse left round 10 with 170: 170 - 70/2 = 135.
    assert!(text.contains("Ilse       170 → 135  -35"), "{text}");
    assert!(text.contains("Change of season after round 10 (7)"));
    assert!(text.contains("WRL\npoints do not age"), "{text}");
    // No other round has one.
    for n in [9, 11, 12] {
        assert!(season_section(&g, n).is_none());
        assert!(!text_of(&g, n).contains("Change of season"));
    }
}

#[test]
fn the_exchanges_are_the_engines_per_match_and_explain_each_players_change() {
    let g = shipped();
    let mut seen = 0;
    for round in &g.rounds {
        let played = round.played.as_ref().expect("played");
        let want: Vec<u32> = played
            .tournaments
            .iter()
            .flatten()
            .flat_map(|t| t.matches.iter().map(|m| m.exchange))
            .filter(|x| *x > 0)
            .collect();
        match exchanges_section(&g, round) {
            None => assert!(want.is_empty(), "round {}", round.number),
            Some(s) => {
                let got: Vec<u32> = s
                    .grid
                    .rows
                    .iter()
                    .map(|r| r.cells[4].parse().expect("points"))
                    .collect();
                assert_eq!(got, want, "round {}", round.number);
                seen += got.len();
            }
        }
        // Strength after = before + the stage gains + the exchanges (R-G11, R-G12), at
        // least 1: the +/- column says exactly that.
        let rows = post_change_rows(&g, round);
        for (p, row) in rows.iter().enumerate() {
            let (before, after) = played.strength[p];
            let gains: i64 = played
                .tournaments
                .iter()
                .enumerate()
                .filter_map(|(t, x)| {
                    let x = x.as_ref()?;
                    let k = turnier::print::grand_slam::participant_of(round, t, p)?;
                    Some(i64::from(x.outcomes[k].gain))
                })
                .sum();
            let exchange = exchange_of(round, p);
            assert_eq!(
                (i64::from(before) + gains + exchange).max(1),
                i64::from(after),
                "round {} {}",
                round.number,
                g.players[p].name
            );
            let diff = i64::from(after) - i64::from(before);
            assert_eq!(
                row.cells[3],
                if diff == 0 {
                    "0".to_string()
                } else {
                    format!("{diff:+}")
                }
            );
            assert_eq!(
                row.cells[4],
                if exchange == 0 {
                    String::new()
                } else {
                    format!("{exchange:+}")
                }
            );
        }
    }
    assert!(seen > 0, "the shipped game has exchanges");
    // Round 12: Lothar (16th) beat Elke (11th) and Ortrud (2nd) in Wien, 2 each (rank
    // difference reached), Elke went out in the quarter-final and the doubles' quarter-final
    // (+1 +1) and gave 2: 104 → 104.
    let text = text_of(&g, 12);
    assert!(
        text.contains("Wien           QF  Lothar    Elke (4)           2"),
        "{text}"
    );
    assert!(
        text.contains("Wien           SF  Lothar    Ortrud (1)         2"),
        "{text}"
    );
    assert!(
        text.contains(
            "Elke       Wien: QF,               104 → 104    0     -2  0.0  11. → 15.\n           Doppel-Cup: QF"
        ),
        "{text}"
    );
}

#[test]
fn the_wrl_rank_column_is_the_wrl_before_and_after_the_round() {
    let g = shipped();
    for round in &g.rounds {
        let before = g.wrl(round.number);
        let after = g.wrl(round.number + 1);
        let rank = |w: &[turnier::grand_slam::wrl::WrlLine<usize>], p: usize| {
            w.iter()
                .find(|l| l.key == p)
                .map_or("–".to_string(), |l| format!("{}.", l.rank))
        };
        for (p, row) in post_change_rows(&g, round).iter().enumerate() {
            assert_eq!(
                row.cells[6],
                format!("{} → {}", rank(&before, p), rank(&after, p))
            );
            let points = round.played.as_ref().expect("played").wrl_points[p];
            assert_eq!(row.cells[5], turnier::print::grand_slam::tenths(points));
        }
    }
    // Round 1: nobody is ranked before it.
    let r1 = &g.rounds[0];
    assert!(
        post_change_rows(&g, r1)
            .iter()
            .all(|r| r.cells[6].starts_with("– → "))
    );
}

/// The support game with long names, its doubles played in round 3: a pair does not fit a
/// bracket column on one line, no single word is wider than the column can be.
fn long_names() -> GrandSlamGame {
    let mut g = grand_slam_support::with_doubles();
    for (p, name) in [
        (3, "Dariusz Kowalczyk-Rossi"),
        (4, "Evangelina Hohenstein"),
        (5, "Frank-Walter Huber"),
        (6, "Gül Yılmaz-Brandt"),
        (7, "Hans-Joachim Meier"),
    ] {
        g.players[p].name = name.to_string();
    }
    g
}

#[test]
fn the_text_post_cuts_no_name_and_names_a_doubles_pair_once() {
    let g = long_names();
    let round = g.rounds.iter().find(|r| r.number == 3).expect("round 3");
    let played = round.played.as_ref().expect("played");
    let teams = &played.doubles[0].teams;
    for lang in [Lang::En, Lang::De] {
        let text = with_lang(lang, || text_of(&g, 3));
        assert!(
            text.lines().all(|l| display_width(l) <= 72),
            "{lang:?}\n{text}"
        );
        // Nothing is cut: no `…` anywhere.
        assert!(!text.contains('…'), "{lang:?}\n{text}");
        // Every word of every name is there, whole.
        for t in teams {
            for p in &t.players {
                for word in g.players[*p].name.split(' ') {
                    assert!(text.contains(word), "{lang:?} {word}\n{text}");
                }
            }
        }
        // A pair is named once, in one cell: `A`, then `/ B` (on the same line where it
        // fits); no player of a team is named in a cell beside it.
        let doc = with_lang(lang, || round_results(&g, "Ewig", Some(3)).expect("played"));
        let Body::Sections(s) = &doc.body else {
            panic!("sections")
        };
        let doubles = s
            .iter()
            .find(|x| x.title.contains("Hamburg"))
            .expect("Hamburg");
        for row in &doubles.grid.rows {
            for cell in &row.cells[1..3] {
                if cell.starts_with("GM ") {
                    continue;
                }
                let team = teams
                    .iter()
                    .find(|t| cell.starts_with(g.players[t.players[0]].name.as_str()))
                    .unwrap_or_else(|| panic!("a team: {cell}"));
                let second = match team.players.get(1) {
                    Some(p) => g.players[*p].name.clone(),
                    None => with_lang(lang, || turnier::i18n::t("gsd-gm-partner").to_string()),
                };
                let first = &g.players[team.players[0]].name;
                assert!(
                    cell == &format!("{first}\n/ {second}")
                        || cell.starts_with(&format!("{first}\n/ {second} (")),
                    "{cell}"
                );
            }
        }
        // On one line where it fits: the changes table names each player alone.
        let wide = turnier::print::post::cell_lines(&format!("{}\n/ {}", "Anna", "Bert"), 20);
        assert_eq!(wide, ["Anna / Bert"]);
    }
    insta::assert_snapshot!("gs_post_doubles_long_names", text_of(&g, 3));
    insta::assert_snapshot!(
        "gs_post_doubles_long_names_de",
        with_lang(Lang::De, || text_of(&g, 3))
    );
}

#[test]
fn the_round_post_reads_german_in_every_format() {
    let g = shipped();
    for n in [10, 12] {
        let doc = with_lang(Lang::De, || {
            round_results(&g, "Grand Slam", Some(n)).expect("played")
        });
        for f in [Format::Text, Format::Html, Format::Bbcode, Format::Markdown] {
            let out = render(&doc, f);
            german_support::german_document(&format!("round {n} {f:?}"), &out);
        }
        let text = render(&doc, Format::Text);
        assert!(text.contains("Stärketausch (5 c, R-G11): der Verlierer gibt dem Sieger"));
        if n == 10 {
            assert!(text.contains("Saisonwechsel nach Runde 10 (7)"), "{text}");
            assert!(text.contains("Ilse       170 → 135  -35"), "{text}");
        }
        if n == 12 {
            insta::assert_snapshot!("gs_post_round_12_de", text);
        }
    }
    let shown = with_lang(Lang::De, || {
        render(
            &round_results(&g, "Grand Slam", Some(12)).expect("played"),
            Format::Html,
        )
    });
    assert!(shown.contains("Stärketausch"), "{shown}");
    // A doubles pair in HTML is one line: the browser wraps it.
    assert!(shown.contains("<bdi>Karin / Ortrud</bdi>"), "{shown}");
}

/// The bench's generator (`benches/grand_slam.rs`): rounds played, the next one entered by
/// everyone, and its play through the command gives every tournament a full field seeded by
/// the WRL; the round post of it fits a forum post.
#[test]
fn the_bench_field_is_a_played_game_with_a_round_entered() {
    let t = turnier::examples::grand_slam_field(7, 40, 4, 2).expect("generator");
    let g = t.grand_slam().expect("a Grand Slam game");
    assert_eq!(g.players.len(), 40);
    assert_eq!(g.rounds.len(), 3);
    assert!(g.rounds[..2].iter().all(|r| r.played.is_some()));
    let open = g.open_round().expect("round 3 entered, not played");
    assert_eq!(open.entries.len(), 40, "everyone entered one tournament");
    let played = turnier::game::apply(
        &t,
        turnier::game::Command::GrandSlam(turnier::grand_slam::GrandSlamCommand::PlayRound),
        grand_slam_support_time(),
    )
    .expect("the round plays");
    let g = played.grand_slam().expect("game");
    let r = g.last_played().expect("round 3");
    for tour in r.played.as_ref().expect("played").tournaments.iter() {
        let tour = tour.as_ref().expect("10 entries each");
        assert_eq!((tour.entries, tour.field), (10, 16));
        assert_eq!(tour.draw.seeds.len(), 4, "seeded by the WRL (5.1)");
    }
    let text = text_of(g, 3);
    assert!(text.lines().all(|l| display_width(l) <= 72), "{text}");
}

fn grand_slam_support_time() -> chrono::DateTime<chrono::Utc> {
    use chrono::TimeZone;
    chrono::Utc
        .with_ymd_and_hms(2026, 3, 1, 20, 0, 0)
        .single()
        .expect("a time")
}
