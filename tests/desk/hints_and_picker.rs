//! What the desk tells a director who does not know it yet: result entry says how to switch
//! screens (the digits type there) and a table number alone selects that table; the swap mark
//! is text, readable without colour; saved times carry a date when they are not today; the
//! picker's new-event form sets a Swiss event's or a Muck evening's settings and names a wrong
//! value.

use crate::desk_support;

use chrono::{DateTime, FixedOffset, TimeZone, Utc};
use crossterm::event::KeyCode;
use desk_support::*;
use turnier::tui::Screen;

fn at(y: i32, mo: u32, d: u32, h: u32, mi: u32, s: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(y, mo, d, h, mi, s)
        .single()
        .expect("time")
}

/// The status line's saved time: the time alone on the same local day, with the date
/// otherwise; "today" is the local day of `now`, which update() reads from the clock.
#[test]
fn saved_time_has_a_date_when_not_today() {
    let (_d, _p, mut a) = writable(small_event(false));
    // The test clock is 2025-03-01 18:30:00 UTC.
    assert_eq!(a.clock_text(at(2025, 3, 1, 9, 5, 7)), "09:05:07");
    assert_eq!(a.clock_text(at(2025, 2, 28, 23, 59, 0)), "2025-02-28 23:59");
    // Local time decides the day: at UTC+9 the test clock is already 2 March, 03:30.
    a.local_offset = |_| FixedOffset::east_opt(9 * 3600).expect("offset");
    assert_eq!(a.clock_text(at(2025, 3, 1, 16, 0, 0)), "01:00:00");
    assert_eq!(a.clock_text(at(2025, 3, 1, 14, 0, 0)), "2025-03-01 23:00");
    // A change saves at the clock's time: shown without a date.
    typed(&mut a, "3 21");
    press(&mut a, KeyCode::Enter);
    let screen = render(&a, 100, 24);
    assert!(screen.contains("saved 03:30:00"), "{screen}");
    // The next day (a tick is enough): the same save shows its date.
    a.clock = || at(2025, 3, 2, 18, 30, 0);
    a.update(turnier::tui::Msg::Tick);
    let screen = render(&a, 100, 24);
    assert!(screen.contains("saved 2025-03-02 03:30"), "{screen}");
}

/// The shipped example was saved on another day: the status line shows the date, and at 80
/// columns the event's name gives way before the saved time does.
#[test]
fn an_old_save_shows_its_date_at_80_columns() {
    let mut a = pavia_app();
    a.screen = Screen::Standings;
    let screen = render(&a, 80, 24);
    let status = screen
        .lines()
        .find(|l| l.contains("open tables"))
        .expect("status line");
    // The last audit entry of the file: 2026-11-30T00:20:18Z; the test clock is 2025-03-01.
    assert!(
        status
            .trim_end_matches([' ', '"'])
            .ends_with("saved 2026-11-30 00:20"),
        "{status}"
    );
}

/// The first player of a swap is marked in text, `[swap]`, and the status line says what to
/// do next (readable without colour: the test theme has none).
#[test]
fn the_swap_mark_is_text() {
    let (_d, _p, mut a) = writable(small_event(true));
    assert_eq!(a.screen, Screen::Pairings);
    let before = render(&a, 80, 24);
    assert!(!before.contains("[swap]"), "{before}");
    ch(&mut a, 's');
    assert_eq!(
        message(&a),
        "marked Müller, Meike; choose the second player and press s (Esc cancels)"
    );
    let screen = render(&a, 80, 24);
    let row = screen
        .lines()
        .find(|l| l.contains("Hans Meier"))
        .expect("table 1");
    // At 80 columns the seat column widens for the mark while the line has room: the name
    // stays whole (it was cut to `Müller,…` for a fixed column), the match points too.
    assert!(row.contains(">[swap] Müller, Meike (6)  vs"), "{row}");
    let wide = render(&a, 120, 40);
    assert!(wide.contains(">[swap] Müller, Meike (6)"), "{wide}");
    assert!(
        screen.contains(" marked Müller, Meike; choose the second player and press s (Esc"),
        "the status line: {screen}"
    );
    insta::assert_snapshot!("pairings_swap_marked_80x24", screen);
    // Moving on keeps the mark; Esc removes it.
    ch(&mut a, 'j');
    assert!(render(&a, 120, 40).contains(" [swap] Müller, Meike (6)"));
    press(&mut a, KeyCode::Esc);
    assert!(!render(&a, 80, 24).contains("[swap]"));
    // A table mark shows in the reason column.
    ch(&mut a, 't');
    let screen = render(&a, 120, 40);
    let row = screen
        .lines()
        .find(|l| l.contains("Bert Weber (3)"))
        .expect("table 2");
    assert!(row.contains("[swap] same score group"), "{row}");
    assert_eq!(
        message(&a),
        "marked table 2; choose the second table and press t (Esc cancels)"
    );
}

/// On Results the digits type a result; the screen, the footer and the help say how to switch
/// screens instead, F1..F5 work while typing, and a lone screen number gets a pointed message.
#[test]
fn results_say_how_to_switch_screens() {
    let (_d, path, mut a) = writable(small_event(false));
    assert_eq!(
        a.screen,
        Screen::Results,
        "a published round opens on results"
    );
    let screen = render(&a, 80, 24);
    let lines: Vec<&str> = screen.lines().collect();
    assert!(
        lines[2].contains(" type table and result, e.g. 12 21 ⏎ · F1-F5/Tab switch screens"),
        "the line under the title: {screen}"
    );
    let footer = lines.last().expect("footer");
    assert!(
        footer.starts_with(
            "\" F1-F5/Tab:switch screens 0-9/i:TABLE SCORE ⏎ [:round back ]:round fwd"
        ),
        "{footer}"
    );
    // Other screens keep the number keys and do not spend footer room on it.
    ch(&mut a, '?');
    let help = render(&a, 80, 60);
    assert!(
        help.contains("F1-F5/Tab       switch screens (the digits type here)"),
        "{help}"
    );
    press(&mut a, KeyCode::Esc);
    // `4` starts typing (the trap); the prompt names the way out, and F4 takes it.
    ch(&mut a, '4');
    assert!(a.input.is_some());
    let screen = render(&a, 100, 24);
    assert!(
        screen.contains("result, TABLE SCORE ⏎ (Esc cancels, F1-F5 switch screens): 4"),
        "{screen}"
    );
    press(&mut a, KeyCode::F(4));
    assert_eq!(a.screen, Screen::Standings);
    assert!(a.input.is_none(), "the field is left");
    let footer = render(&a, 80, 24);
    assert!(!footer.contains("switch screens"), "{footer}");
    // `4` Enter on Results selects table 4 (no table was moved to), names the way to screen
    // 4, and saves nothing: a number alone never records a score.
    press(&mut a, KeyCode::F(3));
    let before = turnier::store::load(&path).expect("loads");
    ch(&mut a, '4');
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    let said = message(&a);
    assert!(said.starts_with("table 4 selected: "), "{said}");
    assert!(
        said.ends_with(" · type its score alone, Enter (F4: screen 4)"),
        "{said}"
    );
    assert_eq!(turnier::store::load(&path).expect("loads"), before);
    assert!(a.input.is_none());
    assert!(a.results.chosen, "table 4 is the table moved to");
    // A search keeps its filter when an F-key leaves the field.
    ch(&mut a, '/');
    typed(&mut a, "gül");
    press(&mut a, KeyCode::F(2));
    assert_eq!(a.screen, Screen::Pairings);
    assert_eq!(a.results.query, "gül");
}

/// A fixed, empty folder (its path is in the snapshots).
struct Dir(std::path::PathBuf);

impl Dir {
    fn path(&self) -> &std::path::Path {
        &self.0
    }
}

fn empty_dir(p: &str) -> Dir {
    let p = std::path::PathBuf::from(p);
    let _ = std::fs::remove_dir_all(&p);
    std::fs::create_dir_all(&p).expect("dir");
    Dir(p)
}

fn form(a: &turnier::tui::App) -> turnier::tui::screens::new_event::NewEventForm {
    match &a.popup {
        Some(turnier::tui::app::Popup::NewEvent(f)) => f.clone(),
        other => panic!("no form: {other:?}"),
    }
}

/// `n` on the picker: a form with the Swiss settings one row each; a setting changed on its
/// own makes the profile custom; nothing is on disk before Enter; Esc creates nothing.
#[test]
fn the_picker_form_sets_swiss_settings() {
    use turnier::swiss::{ByeGames, Floor, Opponents, Profile};
    let dir = empty_dir("target/desk-new-event-swiss");
    let mut a = turnier::tui::App::picker(dir.path().to_path_buf());
    a.clock = clock;
    a.theme = turnier::tui::theme::Theme::plain();
    ch(&mut a, 'n');
    typed(&mut a, "Friday Pauper");
    insta::assert_snapshot!("new_event_swiss_80x24", render(&a, 80, 24));
    // Esc: nothing created.
    press(&mut a, KeyCode::Esc);
    assert!(a.popup.is_none());
    assert_eq!(std::fs::read_dir(dir.path()).expect("dir").count(), 0);
    assert_eq!(message(&a), "new event cancelled: nothing was created");
    ch(&mut a, 'n');
    typed(&mut a, "Friday Pauper");
    press(&mut a, KeyCode::Down); // system
    press(&mut a, KeyCode::Down); // profile
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Right);
    assert_eq!(
        form(&a)
            .settings
            .get::<turnier::swiss::SwissSettings>()
            .profile,
        Profile::Melee2024
    );
    assert_eq!(
        form(&a)
            .settings
            .get::<turnier::swiss::SwissSettings>()
            .opponents,
        Opponents::Unique
    );
    press(&mut a, KeyCode::Down); // floor
    press(&mut a, KeyCode::Right);
    assert_eq!(
        form(&a)
            .settings
            .get::<turnier::swiss::SwissSettings>()
            .floor,
        Floor::ThirtyThreeHundredths
    );
    assert_eq!(
        form(&a)
            .settings
            .get::<turnier::swiss::SwissSettings>()
            .profile,
        Profile::Custom
    );
    press(&mut a, KeyCode::Left);
    assert_eq!(
        form(&a)
            .settings
            .get::<turnier::swiss::SwissSettings>()
            .profile,
        Profile::Melee2024,
        "back to the profile"
    );
    press(&mut a, KeyCode::Down); // own GW% floored
    press(&mut a, KeyCode::Down); // bye games
    press(&mut a, KeyCode::Right);
    assert_eq!(
        form(&a)
            .settings
            .get::<turnier::swiss::SwissSettings>()
            .bye_games,
        ByeGames::Exclude
    );
    assert_eq!(std::fs::read_dir(dir.path()).expect("dir").count(), 0);
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert!(a.popup.is_none() && a.session.is_some());
    let t = turnier::store::load(&dir.path().join("friday-pauper.ron")).expect("created");
    let s = &t.swiss().expect("swiss").settings;
    assert_eq!(s.profile, Profile::Custom);
    assert_eq!(s.floor, Floor::OneThird);
    assert!(!s.floor_own_gw);
    assert_eq!(s.bye_games, ByeGames::Exclude);
    assert_eq!(s.drawn_game_points, 1);
    assert_eq!(s.opponents, Opponents::Unique);
}

/// `M` (or System → Muck): pairs or singles, Bobbl per round, target, planned rounds; a wrong
/// value is named with the values allowed, the form stays on that row and nothing is created.
#[test]
fn the_picker_form_creates_a_muck_evening_and_names_wrong_values() {
    use turnier::muck::{Partners, Schedule};
    use turnier::tui::game::SettingRow;
    use turnier::tui::game::muck::settings_form::{MuckForm, MuckSetting};
    use turnier::tui::screens::new_event::Field;
    let dir = empty_dir("target/desk-new-event-muck");
    let mut a = turnier::tui::App::picker(dir.path().to_path_buf());
    a.clock = clock;
    a.theme = turnier::tui::theme::Theme::plain();
    ch(&mut a, 'n');
    typed(&mut a, "Solo");
    press(&mut a, KeyCode::Down);
    press(&mut a, KeyCode::Right); // System: Muck
    assert_eq!(form(&a).kind, turnier::game::GameKind::Muck);
    insta::assert_snapshot!("new_event_muck_80x24", render(&a, 80, 24));
    press(&mut a, KeyCode::Down); // partners
    press(&mut a, KeyCode::Right);
    assert_eq!(
        form(&a).settings.get::<MuckForm>().partners,
        Partners::Changing
    );
    press(&mut a, KeyCode::Down); // Bobbl: 2 -> typed 12
    press(&mut a, KeyCode::Backspace);
    typed(&mut a, "12x");
    assert_eq!(
        form(&a).settings.get::<MuckForm>().bobbl,
        "12",
        "only digits type into a number"
    );
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    assert_eq!(
        message(&a),
        "Bobbl per round: 12 is not allowed; allowed: 1..9"
    );
    assert_eq!(
        form(&a).field,
        Field::Setting(SettingRow::of::<MuckForm>(MuckSetting::Bobbl))
    );
    assert_eq!(std::fs::read_dir(dir.path()).expect("dir").count(), 0);
    press(&mut a, KeyCode::Backspace);
    press(&mut a, KeyCode::Backspace);
    press(&mut a, KeyCode::Enter);
    assert_eq!(message(&a), "Bobbl per round: is empty; allowed: 1..9");
    typed(&mut a, "2");
    press(&mut a, KeyCode::Right); // 3
    press(&mut a, KeyCode::Down); // target 21
    press(&mut a, KeyCode::Down); // rounds: empty -> 0 typed
    typed(&mut a, "0");
    press(&mut a, KeyCode::Enter);
    assert_eq!(
        message(&a),
        "Planned rounds: 0 is not allowed; allowed: 1 or more, or empty for not planned"
    );
    press(&mut a, KeyCode::Backspace);
    typed(&mut a, "5");
    press(&mut a, KeyCode::Down); // schedule
    press(&mut a, KeyCode::Right); // moving: not for single players
    press(&mut a, KeyCode::Enter);
    assert_eq!(
        message(&a),
        "Schedule: moving needs fixed pairs; allowed for single players: drawn"
    );
    assert_eq!(std::fs::read_dir(dir.path()).expect("dir").count(), 0);
    press(&mut a, KeyCode::Right);
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert!(a.kind() == Some(turnier::game::GameKind::Muck));
    let t = turnier::store::load(&dir.path().join("solo.ron")).expect("created");
    let m = t.muck().map(|g| &g.settings).expect("muck").clone();
    assert_eq!(m.partners, Partners::Changing);
    assert_eq!(m.bobbl_per_round, 3);
    assert_eq!(m.target, 21);
    assert_eq!(m.planned_rounds, Some(5));
    assert_eq!(m.schedule, Schedule::Drawn);
}
