//! The desk at a Muck event: `update()` transitions for the Muck keys, every Muck screen
//! rendered to `TestBackend` at 80x24 and 120x40 from the shipped saves (read-only), and a
//! small evening run with synthetic keys only, checked in the saved file.

use crate::desk_support;

use chrono::{TimeZone, Utc};
use crossterm::event::KeyCode;
use desk_support::*;
use std::path::PathBuf;
use turnier::game::{Command, Event, Game, RoundNo, RoundState, TableNo, apply};
use turnier::muck::MuckCommand;
use turnier::muck::MuckGame;
use turnier::muck::ranking::ranking;
use turnier::muck::{BobblScore, Entrant, MuckSettings, PairId, Partners};
use turnier::tui::app::{Pending, Popup};
use turnier::tui::game::muck::MuckDesk;
use turnier::tui::game::muck::keys;
use turnier::tui::game::muck::{MuckInput, MuckPending};
use turnier::tui::keymap;
use turnier::tui::{App, Screen, Session};

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn snap_all(prefix: &str, app: &App) {
    for (w, h) in SIZES {
        insta::assert_snapshot!(format!("{prefix}_{w}x{h}"), render(app, w, h));
    }
}

fn load(name: &str) -> Event {
    turnier::store::load(&PathBuf::from(format!("saves/{name}.ron"))).expect("shipped save")
}

fn read_only(name: &str, t: Event) -> App {
    app(Session::read_only(PathBuf::from(format!("{name}.ron")), t))
}

fn on(mut app: App, screen: Screen) -> App {
    app.screen = screen;
    press(&mut app, KeyCode::Char('§'));
    app.message = None;
    app
}

fn go(a: &mut App, s: Screen) {
    let n = Screen::DESK
        .iter()
        .position(|x| *x == s)
        .expect("desk screen")
        + 1;
    press(a, KeyCode::F(n as u8));
    assert_eq!(a.screen, s);
}

/// `cmd` applied in memory (nothing is written).
fn with(t: Event, cmd: Command) -> Event {
    apply(&t, cmd, clock()).expect("command applies")
}

const SCREENS: [(&str, Screen); 5] = [
    ("registration", Screen::Registration),
    ("draw", Screen::Pairings),
    ("sheets", Screen::Results),
    ("ranking", Screen::Standings),
    ("audit", Screen::Audit),
];

#[test]
fn article_every_screen() {
    for (name, s) in SCREENS {
        snap_all(
            &format!("muck_article_{name}"),
            &on(read_only("muck-article", load("muck-article")), s),
        );
    }
    let mut a = on(
        read_only("muck-article", load("muck-article")),
        Screen::Standings,
    );
    ch(&mut a, 'c');
    snap_all("muck_article_ranking_compare", &a);
}

#[test]
fn evening_every_screen() {
    for (name, s) in SCREENS {
        snap_all(
            &format!("muck_evening_{name}"),
            &on(read_only("muck-evening", load("muck-evening-24-pairs")), s),
        );
    }
    let mut a = on(
        read_only("muck-evening", load("muck-evening-24-pairs")),
        Screen::Standings,
    );
    ch(&mut a, 'c');
    snap_all("muck_evening_ranking_compare", &a);
}

/// The evening with pair 24 withdrawn and round 6 drawn as a draft: one pair sits out.
fn evening_draft() -> Event {
    let t = with(
        load("muck-evening-24-pairs"),
        Command::Muck(MuckCommand::Withdraw {
            entrant: Entrant::Pair(PairId(24)),
        }),
    );
    with(t, Command::Muck(MuckCommand::DrawRound))
}

#[test]
fn draft_and_second_entry_screens() {
    let a = on(read_only("muck-evening", evening_draft()), Screen::Pairings);
    assert_eq!(a.screen_context(), keys::DRAW);
    snap_all("muck_evening_draw_draft", &a);
    let mut a = on(read_only("muck-evening", evening_draft()), Screen::Pairings);
    ch(&mut a, 'P');
    snap_all("muck_popup_publish", &a);
    let mut a = on(read_only("muck-evening", evening_draft()), Screen::Pairings);
    ch(&mut a, '?');
    snap_all("muck_popup_help_draw", &a);

    // A second entry that differs at table 2, Bobbl 1.
    let t = with(
        load("muck-article"),
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(2),
            bobbl: 1,
            scores: vec![BobblScore { a: 21, b: 12 }],
            second_entry: true,
        }),
    );
    let mut a = on(read_only("muck-article", t), Screen::Results);
    ch(&mut a, 'v');
    a.message = None;
    snap_all("muck_article_sheets_second", &a);
    let mut a = on(
        read_only("muck-article", load("muck-article")),
        Screen::Results,
    );
    typed(&mut a, "2 21 4");
    snap_all("muck_article_sheets_typing", &a);
}

#[test]
fn opening_a_muck_event_shows_muck_screens() {
    let a = read_only("muck-article", load("muck-article"));
    // Round 1 is complete: the desk opens on the ranking.
    assert_eq!(a.screen, Screen::Standings);
    assert!(a.kind() == Some(turnier::game::GameKind::Muck));
    assert_eq!(a.screen_context(), keys::RANKING);
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Ranking"), "{screen}");
    assert!(screen.contains("Fritz / Hans"), "{screen}");
    let a = read_only("muck-evening", evening_draft());
    assert_eq!(a.screen, Screen::Pairings);
}

#[test]
fn every_muck_binding_dispatches_without_panic() {
    for b in keymap::bindings() {
        let screen = match b.context {
            keys::REGISTRATION => Screen::Registration,
            keys::DRAW => Screen::Pairings,
            keys::SHEETS => Screen::Results,
            keys::RANKING => Screen::Standings,
            _ => continue,
        };
        for k in b.keys {
            let (_d, _p, mut a) = writable(evening_draft());
            go(&mut a, screen);
            assert!(a.contexts().contains(&b.context));
            press(&mut a, *k);
            let _ = render(&a, 80, 24);
        }
    }
}

fn saved(path: &std::path::Path) -> Event {
    turnier::store::load(path).expect("save loads")
}

#[test]
fn draw_keys_draw_swap_and_publish() {
    let t = with(
        load("muck-evening-24-pairs"),
        Command::Muck(MuckCommand::Withdraw {
            entrant: Entrant::Pair(PairId(24)),
        }),
    );
    let (_d, path, mut a) = writable(t);
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'p');
    assert!(!is_error(&a), "{}", message(&a));
    let r = saved(&path)
        .muck()
        .expect("muck")
        .rounds
        .last()
        .cloned()
        .expect("round 6");
    assert_eq!((r.number, r.state), (RoundNo(6), RoundState::Draft));
    assert_eq!(r.sitting_out.len(), 1);
    // Swap side A of table 1 with side B of table 2.
    let a1 = r.tables[0].a;
    let b2 = r.tables[1].b;
    ch(&mut a, 's');
    assert!(a.desks.get::<MuckDesk>().mark.is_some());
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Right);
    ch(&mut a, 's');
    assert!(!is_error(&a), "{}", message(&a));
    let r2 = saved(&path)
        .muck()
        .expect("muck")
        .rounds
        .last()
        .cloned()
        .expect("round 6");
    assert_eq!(r2.tables[0].a, b2);
    assert_eq!(r2.tables[1].b, a1);
    assert!(r2.tables[0].manual);
    // Swap table numbers 1 and 2.
    press(&mut a, KeyCode::Up);
    ch(&mut a, 't');
    press(&mut a, KeyCode::Down);
    ch(&mut a, 't');
    let r3 = saved(&path)
        .muck()
        .expect("muck")
        .rounds
        .last()
        .cloned()
        .expect("round 6");
    assert_eq!(r3.tables[0].a, r2.tables[1].a);
    // Re-draw: the next draw number.
    ch(&mut a, 'r');
    assert_eq!(saved(&path).muck().expect("muck").rounds[5].draw_no, 1);
    // Publish asks first; n keeps the draft.
    ch(&mut a, 'P');
    assert_eq!(a.popup, Some(Popup::Confirm(Pending::Publish)));
    ch(&mut a, 'n');
    assert_eq!(
        saved(&path).muck().expect("muck").rounds[5].state,
        RoundState::Draft
    );
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    assert_eq!(
        saved(&path).muck().expect("muck").rounds[5].state,
        RoundState::Published
    );
    // A second draw is refused while sheets are open: message, nothing changed.
    ch(&mut a, 'p');
    assert!(is_error(&a));
    assert_eq!(saved(&path).muck().expect("muck").rounds.len(), 6);
}

/// A new Muck event, fixed pairs, one round planned.
fn new_event(partners: Partners) -> Event {
    Event::new(
        "Muck test",
        Game::Muck(MuckGame::new(MuckSettings {
            partners,
            planned_rounds: Some(2),
            ..MuckSettings::default()
        })),
        Utc.with_ymd_and_hms(2025, 3, 1, 18, 0, 0)
            .single()
            .expect("time"),
        7,
    )
}

fn enter(a: &mut App, text: &str) {
    typed(a, text);
    press(a, KeyCode::Enter);
}

#[test]
fn a_small_evening_at_the_desk_with_keys_only() {
    let (_d, path, mut a) = writable(new_event(Partners::Fixed));
    assert_eq!(a.screen, Screen::Registration);
    // Register three pairs and two players who came alone, then pair those two. The line
    // stays open from entrant to entrant.
    ch(&mut a, 'a');
    for p in ["Berta / Else", "Erwin / Franz", "Fritz / Hans"] {
        assert_eq!(game_line(&a), Some(&MuckInput::AddEntrant));
        enter(&mut a, p);
        assert!(!is_error(&a), "{}", message(&a));
    }
    enter(&mut a, "Heidi");
    enter(&mut a, "Horst");
    // A pair with the same player twice: a clear message, nothing changes.
    enter(&mut a, "Karl / karl");
    assert!(is_error(&a));
    assert!(message(&a).contains("twice"), "{}", message(&a));
    // The refused line stays in its field to be corrected; Esc leaves it.
    assert_eq!(
        a.input.as_ref().map(|i| i.text.as_str()),
        Some("Karl / karl")
    );
    press(&mut a, KeyCode::Esc);
    press(&mut a, KeyCode::End);
    ch(&mut a, 'm');
    press(&mut a, KeyCode::Up);
    ch(&mut a, 'm');
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(saved(&path).muck().expect("muck").pairs.len(), 4);
    // Draw and publish round 1.
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'p');
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    let t = saved(&path);
    assert_eq!(
        t.muck().expect("muck").rounds[0].state,
        RoundState::Published
    );
    assert_eq!(t.muck().expect("muck").rounds[0].tables.len(), 2);
    // Enter both sheets; the first one with an error first (R-M1: both at the target).
    go(&mut a, Screen::Results);
    enter(&mut a, "1 21 21 20 21");
    assert!(is_error(&a));
    assert!(message(&a).contains("exactly one side"), "{}", message(&a));
    assert!(saved(&path).muck().expect("muck").rounds[0].tables[0].bobbl[0].is_none());
    // The refused sheet stays in its field to be corrected; Esc leaves it.
    assert_eq!(
        a.input.as_ref().map(|i| i.text.as_str()),
        Some("1 21 21 20 21")
    );
    press(&mut a, KeyCode::Esc);
    enter(&mut a, "1 21 4 20 21");
    assert!(!is_error(&a), "{}", message(&a));
    // The cursor went to table 2: Enter starts its sheet with the number filled in.
    press(&mut a, KeyCode::Enter);
    assert_eq!(a.input.as_ref().map(|i| i.text.as_str()), Some("2 "));
    typed(&mut a, "11:21 21:17");
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    // A Bobbl the round does not have, a negative score: refused, nothing changes.
    enter(&mut a, "2 b3 21 0");
    assert!(is_error(&a));
    press(&mut a, KeyCode::Esc);
    enter(&mut a, "2 21 -4");
    assert!(is_error(&a));
    press(&mut a, KeyCode::Esc);
    // A correction: the same keys; over a different score it asks first, naming the table,
    // both sides and both scores, so no score is overwritten unseen.
    enter(&mut a, "2 b2 21 18");
    let q = render(&a, 80, 24).replace('\n', " ");
    assert!(q.contains("Round 1, table 2, Bobbl 2, first entry:"), "{q}");
    assert!(q.contains("Replace 21:17 with 21:18?"), "{q}");
    ch(&mut a, 'y');
    assert!(!is_error(&a), "{}", message(&a));
    assert!(
        message(&a).contains("table 2: Bobbl 2: 21:18"),
        "{}",
        message(&a)
    );
    // The second entry agrees at table 1, differs at table 2.
    ch(&mut a, 'v');
    enter(&mut a, "1 21 4 20 21");
    enter(&mut a, "2 11 21 21 17");
    let screen = render(&a, 120, 40);
    assert!(
        screen.contains("second entry differs (first / second): table 2 (Bobbl 2 21:18 / 21:17)"),
        "{screen}"
    );
    let t = saved(&path);
    assert_eq!(
        t.muck().expect("muck").rounds[0].state,
        RoundState::Complete
    );
    let r = ranking(&t.registry, t.muck().expect("muck"), None);
    assert_eq!(r.rows.len(), 4);
    assert!(r.open.iter().any(|o| o.contains("table 2")), "{:?}", r.open);
    // Correct the second entry (it asks: a different value is there): the ranking is final.
    enter(&mut a, "2 b2 21 18");
    ch(&mut a, 'y');
    ch(&mut a, 'v');
    go(&mut a, Screen::Standings);
    let t = saved(&path);
    assert!(
        ranking(&t.registry, t.muck().expect("muck"), None)
            .open
            .is_empty()
    );
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Bobbl"), "{screen}");
    assert!(!screen.contains("not final"), "{screen}");
    // Every change is in the audit log.
    let what: Vec<&str> = t.audit.iter().map(|e| e.what.as_str()).collect();
    assert!(
        what.iter()
            .any(|w| w.starts_with("make pair Horst / Heidi")),
        "{what:?}"
    );
    assert!(
        what.iter().any(|w| w.starts_with("publish round 1")),
        "{what:?}"
    );
    assert!(
        what.iter().any(|w| w.starts_with("correct table 2")),
        "{what:?}"
    );
}

#[test]
fn late_entry_and_withdrawal_between_rounds() {
    let (_d, path, mut a) = writable(load("muck-article"));
    go(&mut a, Screen::Registration);
    ch(&mut a, 'a');
    enter(&mut a, "Anna / Otto");
    assert!(!is_error(&a), "{}", message(&a));
    press(&mut a, KeyCode::Enter); // an empty line ends registration
    let t = saved(&path);
    assert_eq!(t.muck().expect("muck").pairs.len(), 7);
    assert_eq!(t.registry.participants[12].entered_round, Some(RoundNo(2)));
    press(&mut a, KeyCode::Home);
    ch(&mut a, 'd');
    assert!(
        !t.muck()
            .expect("muck")
            .is_active(&t.registry, Entrant::Pair(PairId(1)))
            || !is_error(&a)
    );
    let s = saved(&path);
    assert!(
        !s.muck()
            .expect("muck")
            .is_active(&s.registry, Entrant::Pair(PairId(1)))
    );
    ch(&mut a, 'D');
    let s = saved(&path);
    assert!(
        s.muck()
            .expect("muck")
            .is_active(&s.registry, Entrant::Pair(PairId(1)))
    );
    // Rename one player of a pair.
    ch(&mut a, 'n');
    for _ in 0.."Berta / Else".len() {
        press(&mut a, KeyCode::Backspace);
    }
    enter(&mut a, "Berta / Elsa");
    assert_eq!(
        saved(&path).registry.name_of(turnier::game::PlayerId(2)),
        "Elsa"
    );
}

#[test]
fn singles_register_by_name_and_pairs_are_refused() {
    let (_d, path, mut a) = writable(new_event(Partners::Changing));
    ch(&mut a, 'a');
    enter(&mut a, "Berta / Else");
    assert!(is_error(&a));
    assert!(message(&a).contains("single players"), "{}", message(&a));
    press(&mut a, KeyCode::Esc);
    ch(&mut a, 'a');
    for n in ["Anna", "Berta", "Carla", "Dora", "Emil"] {
        enter(&mut a, n);
    }
    press(&mut a, KeyCode::Esc);
    assert_eq!(saved(&path).registry.participants.len(), 5);
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'p');
    let t = saved(&path);
    assert_eq!(t.muck().expect("muck").rounds[0].sitting_out.len(), 1);
    let screen = render(&a, 80, 24);
    assert!(screen.contains("sitting out"), "{screen}");
    snap_all("muck_singles_draw_draft", &a);
}

#[test]
fn the_picker_creates_a_muck_evening() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut a = App::picker(dir.path().to_path_buf());
    a.clock = clock;
    // M: the new-event form, set to Muck; ↓ ↓ to the partners, → single players.
    ch(&mut a, 'M');
    assert!(a.input.is_none());
    typed(&mut a, "Solo");
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert!(a.kind() == Some(turnier::game::GameKind::Muck));
    assert_eq!(a.screen, Screen::Registration);
    let t = saved(&dir.path().join("solo.ron"));
    assert_eq!(
        t.muck().map(|g| &g.settings).map(|m| m.partners),
        Some(Partners::Changing)
    );
}

#[test]
fn waiting_players_are_listed_and_a_stale_draft_is_shown_and_not_published() {
    let (_d, path, mut a) = writable(new_event(Partners::Fixed));
    ch(&mut a, 'a');
    for p in ["Berta / Else", "Erwin / Franz", "Heidi", "Horst"] {
        enter(&mut a, p);
        assert!(!is_error(&a), "{}", message(&a));
    }
    press(&mut a, KeyCode::Enter);
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("waiting for a partner: Heidi, Horst — m on one, m on the other"),
        "{screen}"
    );
    snap_all("muck_registration_waiting", &a);
    // The picker counts them beside the pairs.
    let t = a.session.as_ref().expect("open").tournament().clone();
    assert_eq!(
        turnier::tui::screens::picker::entrants_label(&t),
        "2 pairs +2"
    );
    // Draw round 1 with the two pairs; the two who came alone are named under the draft.
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'p');
    assert!(!is_error(&a), "{}", message(&a));
    assert!(render(&a, 120, 40).contains("waiting for a partner: Heidi, Horst"));
    // Make them a pair while the draft exists: accepted, the draft is stale.
    go(&mut a, Screen::Registration);
    press(&mut a, KeyCode::End);
    ch(&mut a, 'm');
    press(&mut a, KeyCode::Up);
    ch(&mut a, 'm');
    assert!(!is_error(&a), "{}", message(&a));
    assert!(
        message(&a).contains("the draft of round 1 is stale"),
        "{}",
        message(&a)
    );
    go(&mut a, Screen::Pairings);
    let screen = render(&a, 120, 40);
    assert!(screen.contains("DRAFT (STALE: r re-draws)"), "{screen}");
    assert!(screen.contains("not in it: Horst / Heidi"), "{screen}");
    snap_all("muck_draw_stale", &a);
    // Publish is refused with the reason; nothing changes.
    let before = std::fs::read(&path).expect("save");
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    assert!(is_error(&a));
    assert!(message(&a).contains("re-draw it first"), "{}", message(&a));
    assert_eq!(std::fs::read(&path).expect("save"), before);
    // r re-draws: three pairs, one sits out; now publish works.
    ch(&mut a, 'r');
    assert!(!is_error(&a), "{}", message(&a));
    assert!(!render(&a, 120, 40).contains("STALE"));
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    assert!(!is_error(&a), "{}", message(&a));
    let t = saved(&path);
    assert_eq!(
        t.muck().expect("muck").rounds[0].state,
        RoundState::Published
    );
    assert_eq!(t.muck().expect("muck").rounds[0].sitting_out.len(), 1);
}

#[test]
fn a_difference_is_settled_with_a_key_and_the_ranking_says_not_final_until_then() {
    // Table 3 of the article: the second entry has Bobbl 2 the other way round.
    let t = with(
        load("muck-article"),
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(3),
            bobbl: 2,
            scores: vec![BobblScore { a: 21, b: 13 }],
            second_entry: true,
        }),
    );
    let (_d, path, mut a) = writable(t);
    go(&mut a, Screen::Standings);
    let screen = render(&a, 80, 24);
    assert!(
        screen.contains("not final: table 3 (round 1) differs between first and second"),
        "{screen}"
    );
    snap_all("muck_ranking_not_final", &a);
    go(&mut a, Screen::Results);
    let screen = render(&a, 120, 40);
    assert!(
        screen.contains("table 3 (Bobbl 2 13:21 / 21:13)"),
        "{screen}"
    );
    // f on table 1 (nothing differs there): refused, nothing changes.
    press(&mut a, KeyCode::Home);
    let before = std::fs::read(&path).expect("save");
    ch(&mut a, 'f');
    assert!(is_error(&a));
    assert!(
        message(&a).contains("there is no second entry"),
        "{}",
        message(&a)
    );
    assert_eq!(std::fs::read(&path).expect("save"), before);
    // a on table 3 takes the second entry.
    press(&mut a, KeyCode::End);
    ch(&mut a, 'a');
    assert!(!is_error(&a), "{}", message(&a));
    assert!(
        message(&a).contains("take second entry, table 3"),
        "{}",
        message(&a)
    );
    let t = saved(&path);
    assert_eq!(
        t.muck().expect("muck").rounds[0].tables[2].bobbl[1],
        Some(BobblScore { a: 21, b: 13 })
    );
    assert!(t.audit.last().expect("audit").correction);
    go(&mut a, Screen::Standings);
    let screen = render(&a, 80, 24);
    assert!(!screen.contains("not final"), "{screen}");
    assert!(screen.contains("Karl / Monika"), "{screen}");
    // u undoes it after a yes (the question names it): not final again.
    ch(&mut a, 'u');
    assert!(render(&a, 80, 24).contains("Undo (round 1): take second entry, table 3"));
    ch(&mut a, 'y');
    assert!(render(&a, 80, 24).contains("not final"));
}

/// The popup's pending change, if a confirmation is open.
fn pending(a: &App) -> Option<&Pending> {
    match &a.popup {
        Some(Popup::Confirm(p)) => Some(p),
        _ => None,
    }
}

fn sheet(path: &std::path::Path, round: usize, table: usize) -> Vec<Option<BobblScore>> {
    saved(path).muck().expect("muck").rounds[round - 1].tables[table - 1]
        .bobbl
        .clone()
}

fn sc(a: u32, b: u32) -> Option<BobblScore> {
    Some(BobblScore { a, b })
}

/// Once round 6 is published the sheets show it, not round 2 where the director last was, and
/// typing over a sheet of an earlier round asks first.
#[test]
fn an_earlier_round_asks_before_a_sheet_is_overwritten_and_a_new_round_is_shown() {
    let (_d, path, mut a) = writable(load("muck-evening-24-pairs"));
    go(&mut a, Screen::Results);
    assert_eq!(sheet(&path, 2, 3), vec![sc(15, 21), sc(1, 21)]);
    for _ in 0..3 {
        ch(&mut a, '[');
    }
    let screen = render(&a, 80, 24);
    let header = screen.lines().nth(1).expect("header");
    assert!(header.contains("Round 2 (complete)"), "{header}");
    assert!(header.contains("EARLIER ROUND"), "{header}");
    assert!(header.contains("FIRST ENTRY"), "{header}");
    snap_all("muck_evening_sheets_earlier", &a);
    // Typing over round 2's table 3 asks first, naming round, table, sides and both values.
    enter(&mut a, "3 21 4 20 21");
    let Some(MuckPending::ReplaceScores(p)) = game_question(&a) else {
        panic!("no question: {:?} {}", a.popup, message(&a));
    };
    assert_eq!((p.round, p.table, p.bobbl), (RoundNo(2), TableNo(3), 1));
    let Some(asked) = pending(&a) else {
        panic!("no question: {:?} {}", a.popup, message(&a));
    };
    let q = turnier::tui::screens::confirm::question(&a, asked);
    assert_eq!(
        q,
        "Round 2 is an earlier round (the latest is 5). Table 3, Bobbl 1..2, first entry: \
         Ulli / Vroni v Kathi / Lenz. Replace 15:21 1:21 with 21:4 20:21?"
    );
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Replace 15:21"), "{screen}");
    assert!(screen.contains("with 21:4 20:21? y/n"), "{screen}");
    snap_all("muck_popup_earlier_sheet", &a);
    // n keeps it.
    ch(&mut a, 'n');
    assert!(a.popup.is_none());
    assert_eq!(sheet(&path, 2, 3), vec![sc(15, 21), sc(1, 21)]);
    // y replaces it.
    enter(&mut a, "3 21 4 20 21");
    assert!(pending(&a).is_some());
    ch(&mut a, 'y');
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(sheet(&path, 2, 3), vec![sc(21, 4), sc(20, 21)]);
    assert!(
        message(&a).starts_with("saved: round 2, table 3: 21:4 20:21 · was 15:21 1:21"),
        "{}",
        message(&a)
    );
    // A Bobbl of an earlier round with no value yet is filled in without a question: only
    // values are protected. (None here: every sheet of round 2 is complete.)
    // Draw and publish round 6 on screen 2; F3 shows round 6, not round 2.
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'p');
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    assert_eq!(
        saved(&path).muck().expect("muck").rounds[5].state,
        RoundState::Published
    );
    go(&mut a, Screen::Results);
    let screen = render(&a, 80, 24);
    let header = screen.lines().nth(1).expect("header");
    assert!(header.contains("Round 6 (published)"), "{header}");
    assert!(!header.contains("EARLIER"), "{header}");
    // Typing goes to round 6, without a question.
    enter(&mut a, "3 21 4 20 21");
    assert!(a.popup.is_none());
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(sheet(&path, 6, 3), vec![sc(21, 4), sc(20, 21)]);
    assert_eq!(sheet(&path, 2, 3), vec![sc(21, 4), sc(20, 21)]);
}

/// The chosen earlier round gives way also when the latest round changes by undo.
#[test]
fn an_undone_publish_brings_the_sheets_back_to_the_latest_round() {
    let (_d, path, mut a) = writable(load("muck-evening-24-pairs"));
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'p');
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    assert_eq!(
        saved(&path).muck().expect("muck").rounds[5].state,
        RoundState::Published
    );
    go(&mut a, Screen::Results);
    ch(&mut a, '[');
    assert_eq!(a.desks.get::<MuckDesk>().round, Some(RoundNo(5)));
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'u');
    if let Some(Popup::Confirm(_)) = a.popup {
        ch(&mut a, 'y');
    }
    go(&mut a, Screen::Results);
    assert_eq!(
        saved(&path).muck().expect("muck").rounds[5].state,
        RoundState::Draft
    );
    assert_eq!(a.desks.get::<MuckDesk>().round, None, "{}", message(&a));
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Round 5 (complete)"), "{screen}");
    assert!(!screen.contains("EARLIER"), "{screen}");
}

/// The header says which entry is typed; a correction of the first entry that now differs from
/// the second says so and how to settle it, and `f` on the same table keeps it.
#[test]
fn a_correction_that_differs_from_the_second_entry_says_what_to_do_next() {
    // Table 3 of the article typed twice, the same.
    let t = with(
        load("muck-article"),
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(3),
            bobbl: 1,
            scores: vec![BobblScore { a: 21, b: 20 }, BobblScore { a: 13, b: 21 }],
            second_entry: true,
        }),
    );
    let (_d, path, mut a) = writable(t);
    go(&mut a, Screen::Results);
    press(&mut a, KeyCode::Home);
    let screen = render(&a, 80, 24);
    assert!(
        screen
            .lines()
            .nth(1)
            .expect("header")
            .contains("FIRST ENTRY")
    );
    enter(&mut a, "3 b2 21 13");
    ch(&mut a, 'y');
    assert!(!is_error(&a), "{}", message(&a));
    // At 80 columns the short form; the parts that matter stay whole.
    assert_eq!(
        message(&a),
        "saved · table 3 now differs from its 2nd entry: a takes 2nd, f keeps 1st"
    );
    assert_eq!(a.results.current(), Some(2));
    snap_all("muck_article_sheets_differs", &a);
    a.size = (200, 40);
    enter(&mut a, "3 b2 21 12");
    ch(&mut a, 'y');
    assert_eq!(
        message(&a),
        "saved: round 1, table 3 (first entry): Bobbl 2: 21:12 · was 21:13 · table 3 now differs from \
         its second entry: a takes the second, f keeps the first · Karl / Monika v Sabine / Uschi"
    );
    a.size = (80, 24);
    // The cursor stays on table 3: f keeps the first entry, the ranking is final.
    assert_eq!(a.results.current(), Some(2));
    let screen = render(&a, 120, 40);
    assert!(screen.contains("= 2nd entry"), "{screen}");
    ch(&mut a, 'f');
    assert!(!is_error(&a), "{}", message(&a));
    let tb = saved(&path).muck().expect("muck").rounds[0].tables[2].clone();
    assert_eq!(tb.bobbl, vec![sc(21, 20), sc(21, 12)]);
    assert_eq!(tb.second, tb.bobbl);
    // v: the second entry, said in the header.
    ch(&mut a, 'v');
    let screen = render(&a, 120, 40);
    assert!(
        screen
            .lines()
            .nth(1)
            .expect("header")
            .contains("SECOND ENTRY — compared with the first"),
        "{screen}"
    );
}

/// `?` on the sheets shows the forms the input takes; the draw header gives way by importance
/// and the sheets' footer starts with its own keys; the ranking's third column says what it
/// counts.
#[test]
fn help_forms_headers_and_labels() {
    let mut a = on(
        read_only("muck-article", load("muck-article")),
        Screen::Results,
    );
    ch(&mut a, '?');
    let screen = render(&a, 120, 40);
    for form in [
        "3 21 4 20 21 ⏎  table 3: B1 21:4, B2 20:21; side A first",
        "3 21:4 20:21 ⏎  the same with colons",
        "3 b2 19 21 ⏎    from Bobbl 2 on: only B2 is 19:21",
    ] {
        assert!(screen.contains(form), "{form}\n{screen}");
    }
    let a = on(
        read_only("muck-article", load("muck-article")),
        Screen::Pairings,
    );
    let screen = render(&a, 80, 24);
    let header = screen.lines().nth(1).expect("header");
    assert!(header.contains("· 3 manual (*)"), "{header}");
    assert!(!header.contains('…'), "{header}");
    let a = on(
        read_only("muck-article", load("muck-article")),
        Screen::Results,
    );
    let footer = render(&a, 80, 24)
        .lines()
        .last()
        .expect("footer")
        .to_string();
    assert!(
        footer.contains("0-9:type sheet v:1st/2nd [:earlier ]:later ?:help"),
        "{footer}"
    );
    let a = on(
        read_only("muck-article", load("muck-article")),
        Screen::Standings,
    );
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Bobbl   Tore Tore against"), "{screen}");
    assert!(
        screen.contains("Tore against: opponents' points in Bobbl won"),
        "{screen}"
    );
    assert!(!screen.contains("Opp."), "{screen}");
}

/// The row of `screen` (as `render` gives it, each line quoted) that contains `what`.
fn row_with<'a>(screen: &'a str, what: &str) -> &'a str {
    screen
        .lines()
        .find(|l| l.contains(what))
        .unwrap_or_else(|| panic!("no row with {what:?}\n{screen}"))
}

fn footer(a: &App) -> String {
    render(a, 80, 24)
        .lines()
        .last()
        .expect("footer")
        .to_string()
}

/// `?` at a Muck event names the Muck screens (the tabs say `2 Draw 3 Score sheets 4 Ranking`);
/// a Swiss event keeps its names.
#[test]
fn help_names_the_screens_as_the_tabs_do() {
    let mut a = on(
        read_only("muck-article", load("muck-article")),
        Screen::Standings,
    );
    ch(&mut a, '?');
    let screen = render(&a, 120, 40);
    for (keys, name) in [
        ("1/F1", "registration"),
        ("2/F2", "draw"),
        ("3/F3", "score sheets"),
        ("4/F4", "ranking"),
        ("5/F5", "audit log"),
    ] {
        assert!(
            screen.contains(&format!("  {keys:<16}{name}")),
            "{keys} {name}\n{screen}"
        );
    }
    for swiss in ["pairings", "results", "standings"] {
        assert!(!screen.contains(swiss), "{swiss}\n{screen}");
    }
    let mut a = pavia_app();
    ch(&mut a, '?');
    let screen = render(&a, 120, 40);
    assert!(
        screen.contains(&format!("  {:<16}pairings", "2/F2")),
        "{screen}"
    );
}

/// The ranking says after which round and whether it is final.
#[test]
fn the_ranking_says_after_which_round_and_whether_it_is_final() {
    let a = on(
        read_only("muck-evening", load("muck-evening-24-pairs")),
        Screen::Standings,
    );
    let screen = render(&a, 80, 24);
    assert_eq!(
        screen
            .lines()
            .nth(1)
            .expect("line")
            .trim_matches('"')
            .trim_end(),
        " After round 5 of 5 · final"
    );
    // Round 6 published, no sheet entered: provisional, naming the round and the sheets.
    let t = with(evening_draft(), Command::Publish);
    let open = t.muck().expect("muck").rounds[5].tables.len();
    let a = on(read_only("muck-evening", t), Screen::Standings);
    let screen = render(&a, 80, 24);
    assert_eq!(
        screen
            .lines()
            .nth(1)
            .expect("line")
            .trim_matches('"')
            .trim_end(),
        format!(" provisional: round 6 has {open} open sheets")
    );
    snap_all("muck_ranking_provisional", &a);
    // A second entry that differs: not final, naming the table.
    let t = with(
        load("muck-article"),
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(3),
            bobbl: 2,
            scores: vec![BobblScore { a: 21, b: 13 }],
            second_entry: true,
        }),
    );
    let a = on(read_only("muck-article", t), Screen::Standings);
    let screen = render(&a, 80, 24);
    assert_eq!(
        screen
            .lines()
            .nth(1)
            .expect("line")
            .trim_matches('"')
            .trim_end(),
        " not final: table 3 (round 1) differs between first and second entry"
    );
    assert!(
        screen.contains("to settle: on screen 3 a takes the second entry, f keeps the first"),
        "{screen}"
    );
}

/// One numbering on the registration screen: pairs by their number, a player waiting for a
/// partner with none (`–`), and the legend says so.
#[test]
fn registration_numbers_pairs_only_and_the_legend_says_so() {
    let (_d, _p, mut a) = writable(new_event(Partners::Fixed));
    ch(&mut a, 'a');
    for p in ["Berta / Else", "Erwin / Franz", "Xaver Einzel"] {
        enter(&mut a, p);
    }
    press(&mut a, KeyCode::Enter);
    let screen = render(&a, 80, 24);
    assert!(row_with(&screen, "Erwin / Franz").contains("    2  Erwin / Franz"));
    let x = row_with(&screen, "Xaver Einzel");
    assert!(
        x.contains("    –  Xaver Einzel") && x.contains("waiting for a partner: m pairs"),
        "{x}"
    );
    assert!(!screen.contains("(5)"), "{screen}");
    assert!(row_with(&screen, "No.").contains("No.  Pair"), "{screen}");
    assert!(
        screen.contains("No. = the pair's number (the commands take it); – = waiting for a"),
        "{screen}"
    );
}

/// `a` and `f` are in the sheets' footer where they settle something, and second-entry mode
/// counts the sheets not entered twice.
#[test]
fn the_sheets_footer_shows_a_and_f_where_they_settle_something() {
    let t = with(
        load("muck-article"),
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(3),
            bobbl: 2,
            scores: vec![BobblScore { a: 21, b: 13 }],
            second_entry: true,
        }),
    );
    let mut a = on(read_only("muck-article", t), Screen::Results);
    press(&mut a, KeyCode::Home);
    let f = footer(&a);
    assert!(!f.contains("a:take 2nd"), "{f}");
    assert!(f.contains("[:earlier ]:later ?:help"), "{f}");
    // Table 3 differs: a and f are there, whole, before ?:help at 80 columns.
    press(&mut a, KeyCode::End);
    let f = footer(&a);
    assert!(f.contains("v:1st/2nd a:take 2nd f:keep 1st ?:help"), "{f}");
    // Second-entry mode: always, and the header counts the sheets not entered twice.
    press(&mut a, KeyCode::Home);
    ch(&mut a, 'v');
    assert!(
        footer(&a).contains("a:take 2nd f:keep 1st"),
        "{}",
        footer(&a)
    );
    let screen = render(&a, 120, 40);
    let header = screen.lines().nth(1).expect("header");
    assert!(
        header.contains(
            "SECOND ENTRY — compared with the first · 3 of 3 sheets not entered twice yet"
        ),
        "{header}"
    );
    assert!(!header.contains("sheets open"), "{header}");
    snap_all("muck_article_sheets_second_count", &a);
}

/// Beside Plus and Plus-Minus at 80 columns the names keep their room (not cut to
/// `Vitus / Wigge…`); `Tore against` is headed `Against` there.
#[test]
fn the_comparison_gives_names_room_at_80_columns() {
    let mut a = on(
        read_only("muck-evening", load("muck-evening-24-pairs")),
        Screen::Standings,
    );
    ch(&mut a, 'c');
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Vitus / Wiggerl "), "{screen}");
    assert!(
        row_with(&screen, "Place").contains("Against │ Plus"),
        "{screen}"
    );
    let body: Vec<&str> = screen.lines().skip(3).take(17).collect();
    assert!(body.iter().all(|l| !l.contains('…')), "{screen}");
    // Wide enough: the full header.
    let screen = render(&a, 120, 40);
    assert!(screen.contains("Tore against  │  Plus"), "{screen}");
}

/// The selected row is marked `>` on every Muck list, readable without colour.
#[test]
fn the_selected_row_is_marked_on_every_muck_list() {
    let t = load("muck-evening-24-pairs");
    let first = t.muck().expect("muck").entrant_name(
        &t.registry,
        t.muck().expect("muck").entrants(&t.registry)[0],
    );
    let mut a = on(read_only("muck-evening", t), Screen::Registration);
    press(&mut a, KeyCode::Home);
    let screen = render(&a, 80, 24);
    assert!(
        row_with(&screen, &first).starts_with("\">    1  "),
        "{screen}"
    );
    press(&mut a, KeyCode::Down);
    let screen = render(&a, 80, 24);
    assert!(!row_with(&screen, &first).starts_with("\">"), "{screen}");
    assert_eq!(screen.lines().filter(|l| l.starts_with("\">")).count(), 1);
    // Sheets: both lines of the selected table.
    go(&mut a, Screen::Results);
    press(&mut a, KeyCode::Home);
    press(&mut a, KeyCode::Down);
    let screen = render(&a, 80, 24);
    let marked: Vec<&str> = screen.lines().filter(|l| l.starts_with("\">")).collect();
    assert_eq!(marked.len(), 2, "{screen}");
    assert!(marked[0].starts_with("\">    2  A "), "{screen}");
    assert!(marked[1].starts_with("\">       B "), "{screen}");
    // Ranking.
    go(&mut a, Screen::Standings);
    press(&mut a, KeyCode::Home);
    let screen = render(&a, 80, 24);
    assert!(
        row_with(&screen, "Ossi / Poldi").starts_with("\">   1. "),
        "{screen}"
    );
    // Draw of a published round: the selected seat.
    go(&mut a, Screen::Pairings);
    press(&mut a, KeyCode::Home);
    let screen = render(&a, 80, 24);
    assert_eq!(
        screen.matches('>').count(),
        1,
        "one mark on the draw\n{screen}"
    );
}

/// Second-entry mode ends with its round: the next round's sheets start in first entry, and the
/// status line says so.
#[test]
fn a_new_round_starts_in_first_entry() {
    let (_d, path, mut a) = writable(load("muck-article"));
    go(&mut a, Screen::Results);
    ch(&mut a, 'v');
    assert!(a.desks.get::<MuckDesk>().second);
    assert!(render(&a, 80, 24).contains("SECOND"), "second entry shown");
    // Draw and publish round 2 on the draw screen, then back to the sheets.
    go(&mut a, Screen::Pairings);
    ch(&mut a, 'p');
    assert!(!is_error(&a), "{}", message(&a));
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(saved(&path).muck().expect("muck").rounds.len(), 2);
    go(&mut a, Screen::Results);
    assert!(
        !a.desks.get::<MuckDesk>().second,
        "round 2 starts in first entry"
    );
    assert!(
        message(&a).contains("round 2: first entry (v switches to the second entry)"),
        "{}",
        message(&a)
    );
    let header = render(&a, 80, 24);
    assert!(
        header
            .lines()
            .nth(1)
            .expect("header")
            .contains("FIRST ENTRY"),
        "{header}"
    );
}
