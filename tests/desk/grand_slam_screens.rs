//! The desk's Grand Slam screens at 80x24 in English and German, over the small test game of
//! `grand_slam_support` (rounds 1 and 2 played from its seed, round 3 offered with three
//! entries): players and strengths, the offer, the entries with the typed line's feedback (rule
//! 10's correction as typed, every R-G1 fault named), the bracket, a match set by set with the
//! reason of every set, the WRL.

use crate::german_support;
use crate::grand_slam_support;

use grand_slam_support::game;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use turnier::grand_slam::model::GrandSlamGame;
use turnier::i18n::{Lang, with_lang};
use turnier::tui::game::grand_slam::entry::{feedback, parse_entry};
use turnier::tui::game::grand_slam::screens::{
    self, BracketRow, bracket_rows, entry_rows, tournament_of,
};
use turnier::tui::screens::Listing;
use turnier::tui::theme::Theme;

fn draw(w: u16, h: u16, f: impl Fn(Rect, &mut Buffer)) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|fr| f(fr.area(), fr.buffer_mut())).expect("draw");
    term.backend().to_string()
}

fn list(n: usize, selected: usize) -> Listing {
    Listing {
        selected,
        visible: (0..n).collect(),
        ..Listing::default()
    }
}

/// Every screen of the test game at `w` x `h`: (name, text).
fn all(g: &GrandSlamGame, w: u16, h: u16) -> Vec<(&'static str, String)> {
    let th = Theme::plain();
    let entries = entry_rows(g).len();
    vec![
        (
            "players",
            draw(w, h, |a, b| screens::players(g, &list(12, 2), &th, a, b)),
        ),
        ("offer", draw(w, h, |a, b| screens::offer(g, &th, a, b))),
        (
            "entries",
            draw(w, h, |a, b| {
                screens::entries(g, &list(entries, 0), None, &th, a, b)
            }),
        ),
        (
            "entries_typed",
            draw(w, h, |a, b| {
                screens::entries(
                    g,
                    &list(entries, 0),
                    Some("da, wi, 60,20,15,9,3"),
                    &th,
                    a,
                    b,
                )
            }),
        ),
        (
            "bracket",
            draw(w, h, |a, b| screens::bracket(g, 2, 0, 5, &th, a, b)),
        ),
        (
            "match",
            draw(w, h, |a, b| screens::match_detail(g, 2, 0, 5, &th, a, b)),
        ),
        (
            "wrl",
            draw(w, h, |a, b| screens::wrl(g, &list(12, 0), &th, a, b)),
        ),
        (
            "draw",
            draw(w, h, |a, b| screens::draw_lots(g, 2, 0, &th, a, b)),
        ),
    ]
}

#[test]
fn the_screens_at_80x24() {
    let g = game();
    for (name, text) in all(&g, 80, 24) {
        insta::assert_snapshot!(format!("gs_{name}_80x24"), text);
    }
}

#[test]
fn the_screens_in_german_at_80x24_and_120x40() {
    let g = game();
    for (w, h) in [(80, 24), (120, 40)] {
        for (name, text) in with_lang(Lang::De, || all(&g, w, h)) {
            german_support::german(&format!("{name} {w}x{h}"), &text);
            insta::assert_snapshot!(format!("gs_de_{name}_{w}x{h}"), text);
        }
    }
}

#[test]
fn the_entry_line_shows_rule_10_as_typed_and_names_every_fault() {
    let g = game();
    // Dario Rossi (strength 102) in Wien: 102 in sum plays as typed.
    let dario = g.players[3].strength;
    assert_eq!(dario, 102);
    let (ok, err) = feedback(&g, "dar, 2, 40-25-20-12-5");
    assert!(!err, "{ok}");
    assert_eq!(
        ok,
        "Dario Rossi in Wien: plays 40-25-20-12-5 as typed (strength 102)"
    );
    // 10 too many: rule 10 takes them from the strongest set (R-G2).
    let (c, err) = feedback(&g, "dar, wi, 50,25,20,12,5");
    assert!(!err);
    assert_eq!(
        c,
        "Dario Rossi in Wien: plays 40-25-20-12-5, corrected by rule 10 (too many: 10 taken \
         from set 1; strength 102)"
    );
    // Two sets equal and one below 1 refuse it, the wrong sum named too (R-G1).
    let (f, err) = feedback(&g, "dar, wi, 60,20,20,0,3");
    assert!(err);
    assert_eq!(
        f,
        "refused, Dario Rossi (strength 102): a set below 1, two sets equal, the sets do not \
         sum to the strength: not correctable (rule 10 corrects the sum only)"
    );
    // The limit of R-G13: at 102 one tournament; Anna Schmidt (102) is in Paris already.
    let (l, err) = feedback(&g, "anna, wien, 40,25,20,12,5");
    assert!(err);
    assert!(
        l.ends_with("only one tournament allowed at this strength (3.1)"),
        "{l}"
    );
    // Names: unique starts; several are asked for more.
    assert!(feedback(&g, "xaver, 1, 1,2,3,4,5").1);
    let (none, _) = feedback(&g, "xaver, 1, 1,2,3,4,5");
    assert_eq!(none, "no player is called xaver or starts so");
    // A start that fits one name is enough: e is Eva Nowak.
    assert!(
        feedback(&g, "e, 1, 1,2,3,4,5")
            .0
            .starts_with("Eva Nowak in Paris: plays ")
    );
    let (t, _) = feedback(&g, "dar, rom, 1,2,3,4,5");
    assert_eq!(
        t,
        "tournament rom not in the offer; offered: 1 Paris, 2 Wien"
    );
    let e = parse_entry(&g, "Dario Rossi, Paris, 40 25 20 12 5").expect("parsed");
    assert_eq!((e.player, e.tournament, e.sets.len()), (3, 0, 5));
    // German, the same entry.
    let de = with_lang(Lang::De, || feedback(&g, "dar, wi, 50,25,20,12,5").0);
    assert_eq!(
        de,
        "Dario Rossi in Wien: spielt 40-25-20-12-5, korrigiert nach Regel 10 (zu viele: 10 von \
         Satz 1 abgezogen; Stärke 102)"
    );
    german_support::german("entry feedback", &de);
}

#[test]
fn the_bracket_lists_every_match_under_its_round_and_the_detail_explains_every_set() {
    let g = game();
    let (_, tour) = tournament_of(&g, 2, 0).expect("Paris was played in round 2");
    let rows = bracket_rows(tour);
    // Field of 8: the quarter-final heading, 4 matches, semi-final, 2, final, 1.
    assert_eq!(rows.len(), 3 + 7);
    assert_eq!(rows[0], BracketRow::Head(1));
    assert_eq!(rows[5], BracketRow::Head(2));
    let text = draw(80, 24, |a, b| {
        screens::bracket(&g, 2, 0, 6, &Theme::plain(), a, b)
    });
    assert!(
        text.contains("Paris: draw of 8, 6 entered, 3 stars; winner Lena Wolf"),
        "{text}"
    );
    assert!(text.contains("Quarter-final"));
    // The final is match 6: Lena Wolf beat GM 2 3:1 (see the round's results document).
    let m = &tour.matches[6];
    assert_eq!(m.round, 3);
    let detail = draw(80, 24, |a, b| {
        screens::match_detail(&g, 2, 0, 6, &Theme::plain(), a, b)
    });
    assert!(detail.contains("Paris, Final:"), "{detail}");
    assert!(detail.contains("Lena Wolf wins 3:1"), "{detail}");
    // Every set played has its reason; a set after 3 won is not played.
    let reasons = m.result.sets.len();
    assert_eq!(reasons, 4);
    assert!(detail.contains("not played (3 sets reached)"), "{detail}");
    assert!(detail.contains("higher set value"), "{detail}");
}

/// A game of two players who met in a one-match tournament with `a` against `b`, played by
/// the engine's own `evaluate` (the lot, if needed, to A).
fn one_match(a: [u32; 5], b: [u32; 5]) -> GrandSlamGame {
    use turnier::grand_slam::distribution::Distribution;
    use turnier::grand_slam::draw::Draw;
    use turnier::grand_slam::r#match::{Outcome, Side, evaluate};
    use turnier::grand_slam::model::{PlayedRound, RoundEntry};
    use turnier::grand_slam::strength::Stage;
    use turnier::grand_slam::tournament::{Outcome as Got, Played, Tournament};
    use turnier::grand_slam::wrl::Tenths;
    let mut g = game();
    g.rounds.truncate(1);
    let r = &mut g.rounds[0];
    r.entries = vec![
        RoundEntry {
            player: 0,
            tournament: 0,
            distribution: Distribution(a),
            correction: None,
        },
        RoundEntry {
            player: 1,
            tournament: 0,
            distribution: Distribution(b),
            correction: None,
        },
    ];
    let result = match evaluate(&Distribution(a), &Distribution(b), Some(Side::A)) {
        Outcome::Decided(x) => x,
        Outcome::Lot { a, .. } => *a,
    };
    let got = Got {
        stage: Stage::Final,
        wins: 0,
        wrl: Tenths(0),
        gain: 0,
        exchange: 0,
    };
    r.played = Some(PlayedRound {
        tournaments: vec![
            Some(Tournament {
                field: 2,
                entries: 2,
                stars: 1,
                gm: Vec::new(),
                draw: Draw {
                    slots: vec![0, 1],
                    seeds: Vec::new(),
                    lots: Vec::new(),
                },
                matches: vec![Played {
                    round: 1,
                    a: 0,
                    b: 1,
                    result,
                    wrl: Tenths(10),
                    exchange: 0,
                }],
                outcomes: vec![got, got],
            }),
            None,
        ],
        wrl_points: vec![Tenths(0); 12],
        played: vec![0; 12],
        strength: vec![(100, 100); 12],
        doubles: Vec::new(),
    });
    g
}

#[test]
fn the_detail_says_why_every_tied_set_went_where_it_did() {
    // Rule 4.3.3's example: sets 2 and 3 a pair, set 2 to B who is behind (4.3.1), set 3 to
    // A, set 4 by the lowest set 11 against 10 (4.3.2): A wins 3:1.
    let g = one_match([50, 11, 12, 13, 14], [10, 11, 12, 13, 54]);
    let th = Theme::plain();
    let text = draw(80, 24, |a, b| screens::match_detail(&g, 1, 0, 0, &th, a, b));
    assert!(text.contains("Anna Schmidt wins 3:1"), "{text}");
    assert!(
        text.contains("   2    11    11  Bert Weber          6:7  tied, pair with set 3: to Bert"),
        "{text}"
    );
    assert!(
        text.contains("   3    12    12  Anna Schmidt        7:6  tied, second set of the pair"),
        "{text}"
    );
    assert!(
        text.contains("   4    13    13  Anna Schmidt        7:6  tied: lowest set 11 against 10"),
        "{text}"
    );
    assert!(
        text.contains("   5    14    54                           not played (3 sets reached)"),
        "{text}"
    );
    insta::assert_snapshot!("gs_match_4_3_3_80x24", text);
    let de = with_lang(Lang::De, || {
        draw(80, 24, |a, b| screens::match_detail(&g, 1, 0, 0, &th, a, b))
    });
    german_support::german("match 4.3.3", &de);
    assert!(de.contains("gleich, Paar mit Satz 3: an Bert    \"\n\"                                            Weber, in Sätzen zurück (4.3.1)"), "{de}");
    // A pair at level sets goes to the player who loses the next set decided alone (R-G3).
    let g = one_match([20, 21, 40, 9, 10], [20, 21, 30, 14, 15]);
    let text = draw(80, 24, |a, b| screens::match_detail(&g, 1, 0, 0, &th, a, b));
    assert!(
        text.contains("Bert Weber          6:7  tied, pair with set 2, level in"),
        "{text}"
    );
    assert!(
        text.contains("sets: to Bert Weber, who loses set 3"),
        "{text}"
    );
    // Equal lowest sets: the lot (4.3.2), recorded in the match.
    let g = one_match([10, 20, 30, 25, 15], [10, 21, 29, 24, 16]);
    let text = draw(80, 24, |a, b| screens::match_detail(&g, 1, 0, 0, &th, a, b));
    assert!(
        text.contains("tied, lowest sets tied too: lot for"),
        "{text}"
    );
}

#[test]
fn the_draw_is_shown_lot_by_lot() {
    let g = game();
    let (round, tour) = tournament_of(&g, 2, 0).expect("Paris, round 2");
    let lines = screens::draw_lines(&g, round, 0, tour);
    // Four seeds by the WRL before round 2 (an eighth of 8, at least 4), then the other
    // four participants: one line per participant.
    assert_eq!(tour.draw.seeds.len(), 4);
    assert_eq!(lines.len(), 8);
    assert!(
        lines[0].starts_with("seed 1, Jens Vogel (1): block "),
        "{lines:?}"
    );
    assert!(lines[0].contains(" of 2 drawn, in it slot "), "{lines:?}");
    // Seeds 3 and 4 are drawn into quarters (blocks of 2 slots).
    assert!(lines[2].contains(" of 4 drawn"), "{lines:?}");
    // Every slot of the bracket is drawn once.
    let mut slots: Vec<usize> = lines
        .iter()
        .filter_map(|l| l.split("slot ").nth(1))
        .filter_map(|x| x.split(' ').next())
        .filter_map(|x| x.parse().ok())
        .collect();
    slots.sort_unstable();
    assert_eq!(slots, (1..=8).collect::<Vec<usize>>());
}

#[test]
fn a_doubles_bracket_names_both_partners_and_plays_the_average() {
    let g = grand_slam_support::with_doubles();
    let (round, tour) = tournament_of(&g, 3, 2).expect("Hamburg was played");
    let teams = turnier::print::grand_slam::teams(round, 2).expect("a doubles tournament");
    // Five players: two teams of two and one with a GM partner (8.1).
    assert_eq!(teams.len(), 3);
    assert_eq!(tour.entries, 3);
    assert_eq!(teams.iter().filter(|t| t.gm_partner.is_some()).count(), 1);
    let th = Theme::plain();
    let text = draw(80, 24, |a, b| screens::bracket(&g, 3, 2, 0, &th, a, b));
    assert!(
        text.contains("Hamburg (doubles): draw of 8, 3 entered"),
        "{text}"
    );
    // At 80 columns a team is cut to its column: the GM partner still shows.
    assert!(text.contains(" / GM par"), "{text}");
    // A team's match detail shows the team's averaged distribution (R-G6).
    let k = tour
        .matches
        .iter()
        .position(|m| !tour.is_gm(m.a) || !tour.is_gm(m.b))
        .expect("a team plays");
    let m = &tour.matches[k];
    let team = if tour.is_gm(m.a) { m.b } else { m.a };
    let avg = turnier::print::grand_slam::sets_words(&teams[team].distribution);
    let detail = draw(80, 24, |a, b| screens::match_detail(&g, 3, 2, k, &th, a, b));
    assert!(detail.contains(&avg), "{avg} in\n{detail}");
    // In print every doubles player has his stage, no WRL points from it.
    let doc =
        turnier::print::grand_slam::round_results(&g, "Ewiges Tennis", Some(3)).expect("round 3");
    let out = turnier::print::render(&doc, turnier::print::Format::Text);
    assert!(
        out.contains("Hamburg (doubles): draw of 8, 3 entered"),
        "{out}"
    );
    for p in 3..8 {
        let name = &g.players[p].name;
        let line = out
            .lines()
            .find(|l| l.starts_with(name.as_str()) && l.contains("Hamburg: "))
            .unwrap_or_else(|| panic!("{name} reached a stage in Hamburg:\n{out}"));
        assert!(!line.contains("pause"), "{line}");
    }
    insta::assert_snapshot!("gs_doubles_bracket_80x24", text);
}

#[test]
fn a_doubles_entry_is_not_counted_against_the_limit_on_the_players_screen() {
    // Round 3 of the doubles game is played; open round 4 with the same offer, a player of
    // limit 1 at his strength in Paris and in the Hamburg doubles.
    let mut g = grand_slam_support::with_doubles();
    let mut next = g.rounds[2].clone();
    next.number = 4;
    next.entries.clear();
    next.played = None;
    g.rounds.push(next);
    let p = (0..12)
        .find(|&p| g.rounds[3].limit_for(g.players[p].strength) == Some(1))
        .expect("a player of limit 1");
    let s = g.players[p].strength;
    let sets = format!("{},25,20,12,5", s - 62);
    let sets = turnier::grand_slam::distribution::parse_list(&sets);
    g.enter(p, 0, &sets).expect("Paris");
    g.enter(p, 2, &sets).expect("the doubles are extra (3.1)");
    let text = draw(80, 24, |a, b| {
        screens::players(&g, &list(12, 3), &Theme::plain(), a, b)
    });
    let name = g.players[p].name.as_str();
    let line = text.lines().find(|l| l.contains(name)).expect("listed");
    assert!(line.trim_end_matches(['"', ' ']).ends_with("1/1"), "{line}");
}
