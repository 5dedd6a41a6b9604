//! Keys that land on the wrong table. A line typed on another screen never becomes a result; a
//! different result over one of this round asks first, naming both players and both results; a
//! number alone selects a table and never records a score there.

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::game::TableNo;
use turnier::tui::game::swiss::SwissPending;
use turnier::tui::{App, Screen};

fn go(a: &mut App, s: Screen) {
    let n = Screen::DESK
        .iter()
        .position(|x| *x == s)
        .expect("desk screen")
        + 1;
    press(a, KeyCode::F(n as u8));
    assert_eq!(a.screen, s);
}

fn saved(path: &std::path::Path) -> turnier::game::Event {
    turnier::store::load(path).expect("save loads")
}

fn result_of(path: &std::path::Path, table: u32) -> Option<String> {
    saved(path).swiss().expect("swiss").rounds[1]
        .table(TableNo(table))
        .and_then(|t| t.result)
        .map(|r| r.to_string())
}

#[test]
fn a_line_typed_on_standings_or_pairings_never_becomes_a_result() {
    let (_d, path, mut a) = writable(small_event(false));
    for screen in [Screen::Standings, Screen::Pairings] {
        for line in ["3 12", "13 20", "3 2", "3 21", "4 02"] {
            go(&mut a, screen);
            let before = saved(&path);
            typed(&mut a, line);
            press(&mut a, KeyCode::Enter);
            assert_eq!(
                saved(&path),
                before,
                "{screen:?}: {line:?} changed the event"
            );
            press(&mut a, KeyCode::Esc);
        }
    }
    // Table 3 and 4 are still open; table 2 keeps its 1-2.
    assert_eq!(result_of(&path, 3), None);
    assert_eq!(result_of(&path, 4), None);
    assert_eq!(result_of(&path, 2).as_deref(), Some("1-2"));
}

/// A result typed on the standings (where digits switch screens) is not lost without a word:
/// Enter says that nothing was recorded and where results are typed, in English and German;
/// the event is unchanged. A single digit (a screen switch) and Enter says nothing. (A line
/// whose digits reach the results screen, `3`, opens the result line there, which answers.)
#[test]
fn a_result_typed_where_no_line_is_open_says_it_was_not_recorded() {
    use turnier::i18n::{Lang, with_lang};
    let (_d, path, mut a) = writable(small_event(false));
    for (lang, line, want) in [
        (
            Lang::En,
            "12 20",
            "“12 20” was not recorded: no line was open, so its digits switched screens. \
             Results are typed on the Results screen (F3): the table, then the result.",
        ),
        (
            Lang::De,
            "14 21",
            "„14 21“ wurde nicht erfasst: keine Zeile war offen, also haben die Ziffern den \
             Bildschirm gewechselt. Ergebnisse tippt man auf dem Bildschirm „Ergebnisse“ (F3): \
             erst den Tisch, dann das Ergebnis.",
        ),
    ] {
        with_lang(lang, || {
            a.lang = lang;
            go(&mut a, Screen::Standings);
            a.message = None;
            let before = saved(&path);
            for c in line.chars() {
                ch(&mut a, c);
            }
            press(&mut a, KeyCode::Enter);
            assert_eq!(saved(&path), before, "{line:?} changed the event");
            assert_eq!(message(&a), want);
            go(&mut a, Screen::Standings);
            a.message = None;
            ch(&mut a, '4');
            press(&mut a, KeyCode::Enter);
            assert!(!message(&a).contains("not recorded"), "{}", message(&a));
        });
    }
}

#[test]
fn a_different_result_over_one_of_this_round_asks_naming_players_and_both_results() {
    let (_d, path, mut a) = writable(small_event(false));
    go(&mut a, Screen::Results);
    // Table 2 (Gül Yılmaz v Hans Meier) has 1-2; 2-1 over it asks.
    typed(&mut a, "2 21");
    press(&mut a, KeyCode::Enter);
    assert!(
        matches!(game_question(&a), Some(SwissPending::ConfirmResult { .. })),
        "{:?}",
        a.popup
    );
    let screen = render(&a, 80, 24).replace('\n', " ");
    let (p8, p9) = (
        a.display_name(turnier::game::PlayerId(8)),
        a.display_name(turnier::game::PlayerId(9)),
    );
    for want in [
        "Round 2, table 2:",
        p8.as_str(),
        p9.as_str(),
        "now 1-2. Change to",
        "2-1? y/n",
    ] {
        assert!(screen.contains(want), "{want:?} in {screen}");
    }
    // n keeps 1-2.
    ch(&mut a, 'n');
    assert_eq!(result_of(&path, 2).as_deref(), Some("1-2"));
    // y takes 2-1.
    typed(&mut a, "2 21");
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'y');
    assert_eq!(result_of(&path, 2).as_deref(), Some("2-1"));
    // The same result again asks nothing and changes nothing, and says so.
    let before = saved(&path);
    typed(&mut a, "2 21");
    press(&mut a, KeyCode::Enter);
    assert!(a.popup.is_none());
    assert_eq!(
        message(&a),
        "table 2: 2-1 is already entered; nothing changed"
    );
    assert_eq!(saved(&path), before);
    // (The refused line stays in the field to be fixed; Esc leaves it.)
    press(&mut a, KeyCode::Esc);
    // An open table takes its result at once.
    typed(&mut a, "3 21");
    press(&mut a, KeyCode::Enter);
    assert!(a.popup.is_none());
    assert_eq!(result_of(&path, 3).as_deref(), Some("2-1"));
}

#[test]
fn a_number_alone_selects_its_table_and_a_score_alone_needs_a_table_moved_to() {
    let (_d, path, mut a) = writable(small_event(false));
    go(&mut a, Screen::Results);
    let before = saved(&path);
    // `21` alone on entering the screen: no table moved to, no table 21: refused.
    typed(&mut a, "21");
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a), "{}", message(&a));
    assert_eq!(saved(&path), before);
    press(&mut a, KeyCode::Esc);
    // `3` alone selects table 3; then `12` alone is its score.
    typed(&mut a, "3");
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.results.current(), Some(2));
    assert_eq!(saved(&path), before, "selecting saves nothing");
    typed(&mut a, "12");
    press(&mut a, KeyCode::Enter);
    assert_eq!(result_of(&path, 3).as_deref(), Some("1-2"));
    // ↓ moves to a table: a score alone then goes there (table 4 after the cursor went on to
    // it, moved back and forth by hand).
    press(&mut a, KeyCode::Up);
    press(&mut a, KeyCode::Down);
    let at = a.results.current().expect("a table");
    typed(&mut a, "id");
    press(&mut a, KeyCode::Enter);
    let t = saved(&path);
    let tb = &t.swiss().expect("swiss").rounds[1].tables[at];
    assert_eq!(tb.result.map(|r| r.to_string()).as_deref(), Some("ID"));
}
