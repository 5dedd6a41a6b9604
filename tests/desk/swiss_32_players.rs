//! A 32-player, 5-round Swiss event at the desk: the Results screen follows the latest round,
//! questions take only `y`, undo asks, same-name players carry `#id`, removing a mistaken
//! registration, whole footer hints and wrapped messages, help with the score forms, whole
//! numbers in the audit filter, the picker's entrants and saved time.

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use std::path::Path;
use turnier::game::{Event, Game, Participant, PlayerId, RoundState};
use turnier::swiss::SwissGame;
use turnier::swiss::SwissSettings;
use turnier::tui::app::{Pending, Popup};
use turnier::tui::game::swiss::SwissPending;
use turnier::tui::{App, Screen};

fn saved(path: &Path) -> Event {
    turnier::store::load(path).expect("load")
}

fn go(a: &mut App, s: Screen) {
    let n = Screen::DESK
        .iter()
        .position(|x| *x == s)
        .expect("desk screen") as u8
        + 1;
    press(a, KeyCode::F(n));
}

/// The line of the rendered screen that contains `needle`.
fn line_with(screen: &str, needle: &str) -> String {
    screen
        .lines()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle:?} in\n{screen}"))
        .to_string()
}

/// The footer: the last line, without the quotes of `TestBackend`'s text.
fn footer(screen: &str) -> String {
    screen
        .lines()
        .last()
        .expect("footer")
        .trim_matches('"')
        .trim_end()
        .to_string()
}

/// An event of `names` with no round yet.
fn registered(names: &[&str]) -> Event {
    let mut t = Event::new(
        "Trial",
        Game::Swiss(SwissGame::new(SwissSettings::default())),
        clock(),
        0,
    );
    for (i, n) in names.iter().enumerate() {
        t.registry.participants.push(Participant {
            id: PlayerId(i as u32 + 1),
            name: n.to_string(),
            dropped_after: None,
            entered_round: None,
        });
    }
    t
}

#[test]
fn results_go_back_to_the_latest_round_when_a_round_is_published() {
    let (_d, path, mut a) = writable(small_event(true));
    go(&mut a, Screen::Results);
    ch(&mut a, '[');
    assert!(render(&a, 100, 30).contains("Round 1 (complete)"));
    // Publish round 3 from the pairings screen, then F3: round 3, not round 1.
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    assert_eq!(
        saved(&path).swiss().expect("swiss").rounds[2].state,
        RoundState::Published
    );
    go(&mut a, Screen::Results);
    let screen = render(&a, 100, 30);
    assert!(screen.contains("Round 3 (published)"), "{screen}");
    assert!(!screen.contains("EARLIER ROUND"), "{screen}");
    // A result typed now goes to round 3 without a question.
    typed(&mut a, "2 20");
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.popup, None);
    let t = saved(&path);
    assert_eq!(
        t.swiss().expect("swiss").rounds[2].tables[1]
            .result
            .map(|r| r.to_string()),
        Some("2-0".into())
    );
}

#[test]
fn an_earlier_round_question_names_the_table_and_takes_only_y() {
    let (_d, path, mut a) = writable(small_event(false));
    ch(&mut a, '[');
    typed(&mut a, "3 20");
    press(&mut a, KeyCode::Enter);
    assert!(matches!(
        game_question(&a),
        Some(SwissPending::ConfirmResult { .. })
    ));
    let screen = render(&a, 120, 40);
    let flat: String = screen
        .lines()
        .map(|l| l.trim_matches('"').replace('│', " ").trim().to_string())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        flat.contains("Round 1, table 3: Dario Rossi v Eva Nowak, now 1-1-1. Change to 2-0? y/n"),
        "{screen}"
    );
    insta::assert_snapshot!("earlier_round_question_80x24", render(&a, 80, 24));
    // The second Enter of a slip does not answer: round 1 stays as it was.
    press(&mut a, KeyCode::Enter);
    assert!(a.popup.is_some());
    assert!(render(&a, 80, 24).contains("answer y or n"));
    assert_eq!(
        saved(&path).swiss().expect("swiss").rounds[0].tables[2]
            .result
            .map(|r| r.to_string()),
        Some("1-1-1".into())
    );
    ch(&mut a, 'y');
    assert_eq!(a.popup, None);
    assert_eq!(
        saved(&path).swiss().expect("swiss").rounds[0].tables[2]
            .result
            .map(|r| r.to_string()),
        Some("2-0".into())
    );
    // A table the round does not have is refused before any question.
    typed(&mut a, "9 20");
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.popup, None);
    assert!(
        message(&a).contains("round 1 has no table 9"),
        "{}",
        message(&a)
    );
}

#[test]
fn a_name_typed_into_an_open_question_changes_nothing() {
    let (_d, path, mut a) = writable(small_event(false));
    go(&mut a, Screen::Registration);
    ch(&mut a, 'a');
    typed(&mut a, "Bert Weber");
    press(&mut a, KeyCode::Enter);
    assert!(matches!(
        game_question(&a),
        Some(SwissPending::AddDuplicate(_))
    ));
    // The director types the next name while the question is open.
    ch(&mut a, 'a');
    typed(&mut a, "Zoë Weiß");
    press(&mut a, KeyCode::Enter);
    assert!(matches!(
        game_question(&a),
        Some(SwissPending::AddDuplicate(_))
    ));
    assert!(a.input.is_none());
    assert_eq!(
        saved(&path).registry.participants.len(),
        9,
        "nothing registered"
    );
    let screen = render(&a, 80, 24);
    assert!(screen.contains("answer y or n"), "{screen}");
    insta::assert_snapshot!("question_nudged_80x24", screen);
    ch(&mut a, 'n');
    assert_eq!(a.popup, None);
    assert_eq!(saved(&path).registry.participants.len(), 9);
    assert!(!render(&a, 80, 24).contains("answer y or n"));
}

#[test]
fn undo_asks_naming_the_command() {
    let (_d, path, mut a) = writable(small_event(true));
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    go(&mut a, Screen::Standings);
    ch(&mut a, 'u');
    assert!(render(&a, 80, 24).contains("Undo (round 3): publish round 3? y/n"));
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'n');
    assert_eq!(
        saved(&path).swiss().expect("swiss").rounds[2].state,
        RoundState::Published,
        "n keeps it"
    );
    ch(&mut a, 'u');
    ch(&mut a, 'y');
    assert_eq!(
        saved(&path).swiss().expect("swiss").rounds[2].state,
        RoundState::Draft
    );
    // Nothing left of this session: said at once, no question.
    ch(&mut a, 'u');
    assert_eq!(a.popup, None);
    assert!(message(&a).contains("nothing to undo"), "{}", message(&a));
}

#[test]
fn players_of_the_same_name_carry_their_id_everywhere() {
    let mut t = small_event(true);
    // Eva Nowak (id 6) was registered as a second "Anna Schmidt" (id 2), spelled otherwise.
    t.registry.participants[5].name = "anna  SCHMIDT".into();
    let (_d, _p, mut a) = writable(t.clone());
    go(&mut a, Screen::Results);
    let screen = render(&a, 120, 40);
    assert!(screen.contains("Anna Schmidt #2"), "{screen}");
    assert!(screen.contains("anna  SCHMIDT #6"), "{screen}");
    assert!(
        !screen.contains("Bert Weber #"),
        "only shared names: {screen}"
    );
    go(&mut a, Screen::Pairings);
    let screen = render(&a, 120, 40);
    assert!(screen.contains("Anna Schmidt #2 (1)"), "{screen}");
    assert!(screen.contains("bye: anna  SCHMIDT #6"), "{screen}");
    go(&mut a, Screen::Standings);
    let screen = render(&a, 120, 40);
    assert!(screen.contains("Anna Schmidt #2"), "{screen}");
    assert!(screen.contains("anna  SCHMIDT #6"), "{screen}");
    // Printed: pairings by name tell them apart too.
    let doc = turnier::print::build(&t, turnier::print::DocumentKind::PairingsByName, None)
        .expect("document");
    let text = turnier::print::render(&doc, turnier::print::Format::Text);
    assert!(text.contains("Anna Schmidt #2"), "{text}");
    assert!(
        text.contains("anna SCHMIDT #6") || text.contains("anna  SCHMIDT #6"),
        "{text}"
    );
}

#[test]
fn drop_asks_and_remove_takes_back_a_mistaken_registration() {
    let (_d, path, mut a) = writable(registered(&["Anna", "Bert", "Bert", "Carl"]));
    assert_eq!(a.screen, Screen::Registration);
    // The second Bert (id 3) was a mistake: x, y removes him; Carl becomes id 3.
    ch(&mut a, 'j');
    ch(&mut a, 'j');
    ch(&mut a, 'x');
    assert_eq!(game_question(&a), Some(&SwissPending::Remove(PlayerId(3))));
    assert!(render(&a, 80, 24).contains("Remove Bert #3's registration?"));
    press(&mut a, KeyCode::Enter);
    assert_eq!(
        saved(&path).registry.participants.len(),
        4,
        "Enter is no yes"
    );
    ch(&mut a, 'y');
    let t = saved(&path);
    let names: Vec<(u32, &str)> = t
        .registry
        .participants
        .iter()
        .map(|p| (p.id.0, p.name.as_str()))
        .collect();
    assert_eq!(names, [(1, "Anna"), (2, "Bert"), (3, "Carl")]);
    assert_eq!(
        t.audit.last().map(|e| e.what.as_str()),
        Some("remove Bert #3 (registration #3, never paired)"),
        "a name registered twice is logged as the lists show it"
    );
    assert!(turnier::store::problems(&t).is_empty());
    // d asks first; n keeps the player.
    ch(&mut a, 'g');
    ch(&mut a, 'd');
    assert_eq!(a.popup, Some(Popup::Confirm(Pending::Drop(PlayerId(1)))));
    ch(&mut a, 'n');
    assert_eq!(saved(&path).registry.participants[0].dropped_after, None);
    // Once a round exists (a draft too), x refuses and says to drop.
    let (_d, path, mut a) = writable(small_event(true));
    go(&mut a, Screen::Registration);
    ch(&mut a, 'x');
    assert_eq!(a.popup, None);
    assert!(is_error(&a));
    assert!(message(&a).contains("drop instead"), "{}", message(&a));
    assert_eq!(saved(&path).registry.participants.len(), 9);
}

const SIZES: [(u16, u16); 2] = [(80, 24), (100, 30)];

/// Every footer ends with `?:help` and shows whole hints only.
fn footer_is_whole(screen: &str) {
    let f = footer(screen);
    assert!(f.ends_with(" ?:help"), "{f}");
    for hint in f.split(' ').filter(|h| !h.is_empty()) {
        assert!(hint.contains(':') || !hint.is_empty(), "{f}");
    }
}

#[test]
fn footers_show_whole_hints_and_messages_wrap() {
    let (_d, _p, mut a) = writable(small_event(true));
    go(&mut a, Screen::Pairings);
    for (w, h) in SIZES {
        let screen = render(&a, w, h);
        footer_is_whole(&screen);
        insta::assert_snapshot!(format!("pairings_footer_{w}x{h}"), screen);
    }
    let f80 = footer(&render(&a, 80, 24));
    assert_eq!(
        f80,
        " p:pair r:re-pair x:delete draft s:swap players t:swap tables P:publish ?:help"
    );
    // Results at 80 columns: the first hints whole, then help.
    let (_d, _p, mut a) = writable(small_event(false));
    let f80 = footer(&render(&a, 80, 24));
    assert_eq!(
        f80,
        " F1-F5/Tab:switch screens 0-9/i:TABLE SCORE ⏎ [:round back ]:round fwd ?:help"
    );
    // An error with its allowed values: wrapped, never cut.
    typed(&mut a, "3 300");
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    for (w, h) in SIZES {
        let screen = render(&a, w, h);
        let flat: String = screen
            .lines()
            .map(|l| l.trim_matches('"').trim())
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            flat.contains("drawn games 0..3, e.g. 2-0, 2-1, 1-1-1, 0-2, ID"),
            "{screen}"
        );
        // The rejected line stays in its field under the error, to be fixed.
        assert!(flat.contains("switch screens): 3 300█"), "{screen}");
        assert!(
            footer(&screen).starts_with(" Enter:accept Esc:cancel"),
            "{screen}"
        );
        insta::assert_snapshot!(format!("results_error_wrapped_{w}x{h}"), screen);
    }
    press(&mut a, KeyCode::Esc);
    // A long status message: the round's completion stays readable.
    typed(&mut a, "3 21");
    press(&mut a, KeyCode::Enter);
    typed(&mut a, "4 12");
    press(&mut a, KeyCode::Enter);
    for (w, h) in SIZES {
        let screen = render(&a, w, h);
        let flat: String = screen
            .lines()
            .map(|l| l.trim_matches('"').trim())
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            flat.contains("round 2 complete: every table has a result"),
            "{screen}"
        );
        insta::assert_snapshot!(format!("results_complete_message_{w}x{h}"), screen);
    }
}

#[test]
fn the_registration_search_header_fits() {
    let mut a = pavia_app();
    go(&mut a, Screen::Registration);
    ch(&mut a, '/');
    typed(&mut a, "player 01");
    press(&mut a, KeyCode::Enter);
    for (w, h) in SIZES {
        let screen = render(&a, w, h);
        let head = line_with(&screen, "active");
        assert!(head.contains("found)"), "{head}");
        insta::assert_snapshot!(format!("registration_search_{w}x{h}"), screen);
    }
}

#[test]
fn help_on_results_lists_the_score_forms() {
    let (_d, _p, mut a) = writable(small_event(false));
    ch(&mut a, '?');
    let help = render(&a, 80, 70);
    for form in ["20  21", "12  02", "111  101", "2-1  1-1-1", "id  ID  00"] {
        assert!(help.contains(form), "{form}: {help}");
    }
    assert!(
        help.contains("the digits type results on this screen"),
        "{help}"
    );
    // Under "Everywhere" the screens switch by F-key here, not by digit.
    assert!(help.contains("F1              registration"), "{help}");
    assert!(!help.contains("1/F1"), "{help}");
    // Elsewhere the digits switch screens and say so.
    press(&mut a, KeyCode::Esc);
    go(&mut a, Screen::Standings);
    ch(&mut a, '?');
    assert!(render(&a, 80, 70).contains("1/F1            registration"));
}

/// Every score form the help lists is one the parser accepts, with the meaning it states.
#[test]
fn the_help_score_forms_parse() {
    use turnier::swiss::MatchResult;
    for (typed, means) in turnier::tui::game::swiss::results::SCORE_FORMS {
        // The meaning is a Fluent key; its English text names the result.
        let means = turnier::i18n::t_in(turnier::i18n::Lang::En, means);
        for form in typed.split_whitespace() {
            let r: MatchResult = form.parse().unwrap_or_else(|e| panic!("{form}: {e}"));
            let shown = r.to_string();
            assert!(
                means.contains(&shown) || (shown == "ID" && means.contains("intentional")),
                "{form} is {shown}, help says {means}"
            );
        }
    }
}

#[test]
fn the_audit_filter_matches_whole_numbers() {
    let (_d, _p, mut a) = writable(small_event(false));
    typed(&mut a, "3 21");
    press(&mut a, KeyCode::Enter);
    typed(&mut a, "4 20");
    press(&mut a, KeyCode::Enter);
    go(&mut a, Screen::Audit);
    ch(&mut a, '/');
    typed(&mut a, "table 3");
    assert_eq!(a.audit.visible.len(), 1);
    press(&mut a, KeyCode::Esc);
    ch(&mut a, '/');
    // "2" is in both results (2-1, 2-0) but as part of a score, not a number on its own.
    typed(&mut a, "2");
    assert!(a.audit.visible.is_empty());
}

#[test]
fn the_picker_counts_pairs_and_a_new_event_shows_its_saved_time() {
    let dir = tempfile::tempdir().expect("dir");
    std::fs::copy(
        "saves/muck-evening-24-pairs.ron",
        dir.path().join("muck-evening-24-pairs.ron"),
    )
    .expect("copy");
    let mut a = App::picker(dir.path().to_path_buf());
    a.clock = clock;
    a.theme = turnier::tui::theme::Theme::plain();
    let screen = render(&a, 120, 30);
    let row = line_with(&screen, "Muck");
    assert!(row.contains("24 pairs"), "{row}");
    assert!(!row.contains(" 48 "), "{row}");
    assert!(
        row.contains("(muck-evening-24-pairs.ron)"),
        "whole file name: {row}"
    );
    // Narrower: the file name is shortened visibly, never cut bare.
    let row = line_with(&render(&a, 100, 30), "Muck");
    assert!(row.trim_end_matches(['"', ' ']).ends_with("…)"), "{row}");
    // A new event: the status line shows the file's saved time at once.
    ch(&mut a, 'n');
    typed(&mut a, "Friday");
    press(&mut a, KeyCode::Enter);
    assert!(a.session.is_some(), "{}", message(&a));
    let screen = render(&a, 100, 30);
    let status = line_with(&screen, "no round yet");
    assert!(!status.contains("not saved yet"), "{status}");
    assert!(status.contains("saved "), "{status}");
}
