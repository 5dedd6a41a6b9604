//! The Grand Slam desk's keys and lines, with synthetic keys at 80x24 on the Grand Slam test
//! game (rounds 1 and 2 played, round 3 offered with three entries): `x` asks before it
//! withdraws an entry, the GM dice line says what came off which set, the German round title
//! and question read naturally, Esc clears a refused line's error, a played round's limit is by
//! the strength the player entered with, the help lays out every example on a row of its own,
//! and the bracket says what `L` means.

use crate::desk_support;
use crate::grand_slam_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::i18n::{Lang, with_lang};
use turnier::tui::App;
use turnier::tui::app::Popup;
use turnier::tui::game::grand_slam::GrandSlamDesk;

fn desk() -> (tempfile::TempDir, std::path::PathBuf, App) {
    writable(grand_slam_support::event(clock()))
}

fn entries(a: &App) -> usize {
    let t = a.session.as_ref().expect("open").tournament();
    t.grand_slam()
        .and_then(|g| g.open_round())
        .map_or(0, |r| r.entries.len())
}

#[test]
fn x_asks_before_it_withdraws_an_entry_naming_player_and_tournament() {
    let (_d, _p, mut a) = desk();
    press(&mut a, KeyCode::F(2));
    assert_eq!(entries(&a), 3);
    ch(&mut a, 'x');
    assert!(matches!(a.popup, Some(Popup::Confirm(_))), "x asks first");
    let q = render(&a, 80, 24);
    assert!(
        q.contains("Withdraw Anna Schmidt's entry for Paris in round 3?"),
        "{q}"
    );
    a.lang = Lang::De;
    let de = with_lang(Lang::De, || render(&a, 80, 24));
    a.lang = Lang::En;
    assert!(
        de.contains("Meldung von Anna Schmidt für Paris in Runde 3"),
        "{de}"
    );
    // n keeps it.
    ch(&mut a, 'n');
    assert_eq!(entries(&a), 3);
    // y withdraws it; u takes that back.
    ch(&mut a, 'x');
    ch(&mut a, 'y');
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(entries(&a), 2);
    ch(&mut a, 'u');
    ch(&mut a, 'y');
    assert_eq!(entries(&a), 3);
}

#[test]
fn the_gm_dice_line_says_what_came_off_when_the_rest_was_below_1() {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::layout::Rect;
    use turnier::tui::game::grand_slam::screens;
    use turnier::tui::theme::Theme;
    // In the shipped season, find a GM player whose rolls left the rest set below 1 (5.1): the
    // sets played are not the sums rolled.
    let t = turnier::store::load(std::path::Path::new("saves/grand-slam-2026.ron"))
        .expect("the shipped season loads");
    let g = t.grand_slam().expect("grand slam");
    let mut found = None;
    'find: for r in &g.rounds {
        let Some(played) = &r.played else { continue };
        for (ti, tour) in played.tournaments.iter().enumerate() {
            let Some(tour) = tour else { continue };
            for (i, roll) in tour.gm.iter().enumerate() {
                let differs = roll.dice.iter().any(|(set, d)| {
                    d.iter().map(|x| u32::from(*x)).sum::<u32>() != roll.distribution.0[set - 1]
                });
                let p = tour.entries + i;
                let k = tour.matches.iter().position(|m| m.a == p || m.b == p);
                if let (true, Some(k)) = (differs, k) {
                    found = Some((r.number, ti, k, roll.clone()));
                    break 'find;
                }
            }
        }
    }
    let (n, ti, k, roll) = found.expect("a GM player with the rest below 1 in the shipped season");
    let mut term = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    term.draw(|f| {
        screens::match_detail(
            g,
            n,
            ti,
            k,
            &Theme::plain(),
            Rect::new(0, 0, 80, 24),
            f.buffer_mut(),
        )
    })
    .expect("draw");
    let text: String = term
        .backend()
        .to_string()
        .lines()
        .map(|l| l.trim_matches('"').trim_end())
        .collect::<Vec<_>>()
        .join(" ");
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let rolled: u32 = roll
        .dice
        .iter()
        .flat_map(|(_, d)| d.iter().map(|x| u32::from(*x)))
        .sum();
    let taken = rolled + 1 - roll.strength;
    assert!(
        text.contains(&format!(
            "the rest was below 1: set {} plays 1 and {taken} came off the rolled sets",
            roll.rest_set
        )),
        "{text}"
    );
}

#[test]
fn the_german_round_title_and_play_question_read_naturally() {
    // German counts agree in number: `3 Meldungen von 3 der 12 Spieler`, `1 Meldung`, and the
    // pause with its verb in number.
    let (_d, _p, mut a) = desk();
    a.lang = Lang::De;
    press(&mut a, KeyCode::F(2));
    // The screen as one line of words (the question box wraps).
    let de = |a: &App| {
        with_lang(Lang::De, || render(a, 80, 24))
            .replace(['│', '"'], " ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert!(
        de(&a).contains("Runde 3 · 3 Meldungen von 3 der 12 Spieler"),
        "{}",
        de(&a)
    );
    ch(&mut a, 'P');
    let q = de(&a);
    assert!(q.contains("3 Meldungen von 3 Spielern"), "{q}");
    assert!(q.contains("9 ohne Meldung haben Pause (9)"), "{q}");
    // The footer names j as the title does.
    assert!(q.contains(" j:ja "), "{q}");
    press(&mut a, KeyCode::Esc);
    for _ in 0..2 {
        ch(&mut a, 'x');
        ch(&mut a, 'j');
    }
    assert_eq!(entries(&a), 1);
    assert!(
        de(&a).contains("Runde 3 · 1 Meldung von 1 der 12 Spieler"),
        "{}",
        de(&a)
    );
    ch(&mut a, 'P');
    let q = de(&a);
    assert!(q.contains("1 Meldung von 1 Spieler;"), "{q}");
}

#[test]
fn esc_on_a_refused_line_clears_its_error() {
    // After Esc the old error must not stay in the status line.
    let (_d, _p, mut a) = desk();
    press(&mut a, KeyCode::F(2));
    ch(&mut a, 'a');
    typed(&mut a, "kai, 1, 60,20,20,0,3");
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a), "refused");
    press(&mut a, KeyCode::Esc);
    assert!(a.input.is_none());
    assert!(!is_error(&a), "{}", message(&a));
}

#[test]
fn a_played_rounds_limit_is_by_the_strength_the_player_entered_with() {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use turnier::tui::game::grand_slam::screens;
    use turnier::tui::screens::Listing;
    use turnier::tui::theme::Theme;
    // After the change of season a round already played keeps its limits: taken from the aged
    // strength, the players screen would show `2/1` for it.
    let mut g = grand_slam_support::game();
    let r = g
        .play_round(grand_slam_support::SEED)
        .expect("round 3 plays");
    for (p, (_, after)) in r.strength.iter().enumerate() {
        g.players[p].strength = *after;
    }
    let before = r.strength[0].0;
    g.rounds.last_mut().expect("round 3").played = Some(r);
    assert!(
        before < 104,
        "Anna entered round 3 below 104: one tournament"
    );
    // As if her strength had changed after the round (the season): 2 tournaments from 104.
    g.players[0].strength = 150;
    let list = Listing {
        visible: (0..g.players.len()).collect(),
        ..Listing::default()
    };
    let mut term = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    term.draw(|f| {
        let area = f.area();
        screens::players(&g, &list, &Theme::plain(), area, f.buffer_mut())
    })
    .expect("draw");
    let text = term.backend().to_string();
    let anna = text
        .lines()
        .find(|l| l.contains("Anna Schmidt"))
        .unwrap_or("");
    assert!(anna.trim_end_matches([' ', '"']).ends_with("1/1"), "{text}");
}

/// The rows of the `?` help at 80x24 from the top to its end, scrolled with `↓`; each row's
/// inside of the border.
fn help_rows(a: &mut App) -> Vec<String> {
    ch(a, '?');
    let mut rows: Vec<String> = Vec::new();
    for _ in 0..120 {
        let screen = render(a, 80, 24);
        for l in screen.lines() {
            let inner = l.trim_matches('"');
            if let Some(x) = inner.split('│').nth(1) {
                rows.push(x.to_string());
            }
        }
        press(a, KeyCode::Down);
    }
    press(a, KeyCode::Esc);
    rows
}

/// The `?` help of the Grand Slam screens at 80x24 never wraps an example mid-line: each
/// example stands on a row of its own and what it does follows below it, indented, in lines the
/// help does not wrap (so every row of the explanation starts with the indent), in English and
/// in German.
#[test]
fn the_help_lays_out_every_example_on_its_own_row_at_80x24() {
    for lang in [Lang::En, Lang::De] {
        let (_d, _p, mut a) = desk();
        a.lang = lang;
        with_lang(lang, || {
            // The Masters' examples in the desk's language first.
            let (semi, fin, credit) = if lang == Lang::De {
                (
                    "anna, halbfinale, 30,25,21,13,11",
                    "anna, finale, 30,25,21,13,11",
                    "anna 10,00",
                )
            } else {
                (
                    "anna, semi, 30,25,21,13,11",
                    "anna, final, 30,25,21,13,11",
                    "anna 10.00",
                )
            };
            let cases: [(Option<char>, turnier::tui::Screen, &[&str]); 3] = [
                (
                    None,
                    turnier::tui::Screen::Pairings,
                    &["anna, paris, 30,25,21,13,11", "an, 2, 30 25 21 13 11"],
                ),
                (
                    Some('o'),
                    turnier::tui::Screen::Pairings,
                    &[
                        "Madrid, 2, 1, 2, 4, 6, 2, 3, 110 100, Sand",
                        "Prag, 1, 0, 1, 2, 3, , , , , ja",
                        "0:1,150:2",
                    ],
                ),
                (
                    None,
                    turnier::tui::Screen::Extra,
                    &[
                        "anna, 30,25,21,13,11",
                        "anna, kai, 30,25,21,13,11",
                        semi,
                        fin,
                        credit,
                    ],
                ),
            ];
            for (view, screen, examples) in cases {
                a.screen = screen;
                a.desks.get_mut::<GrandSlamDesk>().offer = false;
                if let Some(k) = view {
                    ch(&mut a, k);
                }
                let rows = help_rows(&mut a);
                for ex in examples {
                    let at = rows
                        .iter()
                        .position(|r| r.trim_end() == format!("  {ex}"))
                        .unwrap_or_else(|| {
                            panic!("{lang:?}: {ex} on a row of its own:\n{rows:#?}")
                        });
                    // What it does: the rows below, each indented (not a wrapped remainder).
                    let next = &rows[at + 1];
                    assert!(
                        next.starts_with("      ") && next.trim().len() > 3,
                        "{lang:?}: {ex} explained below: {next:?}"
                    );
                    for r in rows[at + 1..].iter().take_while(|r| !r.trim().is_empty()) {
                        if r.starts_with("  ") && !r.starts_with("      ") {
                            break;
                        }
                        assert!(r.starts_with("      "), "{lang:?}: wrapped: {r:?}");
                    }
                }
            }
        });
    }
}

/// The bracket's `L` has a legend: where a lot decided a set in the tournament shown, a line
/// above the keys says what `L` means (4.3.2, R-G3); elsewhere none.
#[test]
fn the_bracket_says_what_l_means_where_a_lot_decided_a_set() {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use turnier::tui::game::grand_slam::screens;
    let g = grand_slam_support::with_doubles();
    let th = turnier::tui::theme::Theme::plain();
    let draw = |n: u32, t: usize| {
        let mut term = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
        term.draw(|f| screens::bracket(&g, n, t, 0, &th, f.area(), f.buffer_mut()))
            .expect("draw");
        term.backend().to_string()
    };
    let mut with = 0;
    for n in 1..=3u32 {
        for t in 0..g.rounds[n as usize - 1].offer.len() {
            let lot = screens::tournament_of(&g, n, t)
                .is_some_and(|(_, x)| x.matches.iter().any(|m| m.result.lot.is_some()));
            let text = draw(n, t);
            let legend = text.contains("L: a lot decided a set (4.3.2, R-G3)");
            assert_eq!(legend, lot, "round {n}, tournament {t}:\n{text}");
            assert_eq!(
                text.contains(" L "),
                lot,
                "round {n}, tournament {t}:\n{text}"
            );
            with += usize::from(lot);
            if lot {
                let de = with_lang(Lang::De, || draw(n, t));
                assert!(de.contains("L: ein Los entschied einen Satz"), "{de}");
            }
        }
    }
    assert!(with > 0, "the test game has a lot somewhere");
}
