//! The round clock and the wall screen at the desk, with the fixed test clock of `desk_support`
//! (2025-03-01 18:30:00 UTC): the status line with a running, paused and expired clock, the
//! full-screen clock and its keys, the wall screen's pages, the HTML wall page, a clock saved
//! and loaded again, and `turnier clock`. English and German.

use crate::common;
use crate::desk_support;
use crate::german_support;

use chrono::TimeDelta;
use crossterm::event::KeyCode;
use desk_support::*;
use turnier::game::clock::RoundClock;
use turnier::game::{Event, RoundNo};
use turnier::i18n::{Lang, with_lang};
use turnier::tui::Session;
use turnier::tui::app::Popup;

/// The small event (round 2 published) with a 50-minute clock started `ago` before the test
/// clock.
fn with_clock(ago: TimeDelta) -> Event {
    let mut t = small_event(false);
    t.clock.round = Some(RoundClock::start(RoundNo(2), 50, clock() - ago));
    t
}

fn status_line(screen: &str) -> String {
    screen.lines().nth(21).unwrap_or_default().to_string()
}

#[test]
fn the_status_line_shows_the_time_left_on_every_screen() {
    let t = with_clock(TimeDelta::seconds(37 * 60 + 26));
    let (_d, _p, mut a) = writable(t);
    for n in 1..=5 {
        press(&mut a, KeyCode::F(n));
        let s = render(&a, 80, 24);
        assert!(
            s.contains("Round 2 · 12:34 left"),
            "screen {n} has no clock:\n{s}"
        );
    }
    insta::assert_snapshot!("clock_status_running_80x24", render(&a, 80, 24));
    a.lang = Lang::De;
    let de = render(&a, 80, 24);
    assert!(status_line(&de).contains("Runde 2 · noch 12:34"), "{de}");
    insta::assert_snapshot!("clock_status_running_de_80x24", de);
}

#[test]
fn an_expired_clock_says_time_and_the_extra_turns() {
    let (_d, _p, mut a) = writable(with_clock(TimeDelta::minutes(53)));
    let s = render(&a, 80, 24);
    assert!(
        status_line(&s).contains("Round 2 · time · 5 extra turns"),
        "{s}"
    );
    insta::assert_snapshot!("clock_status_expired_80x24", s);
    a.lang = Lang::De;
    let de = render(&a, 80, 24);
    assert!(
        status_line(&de).contains("Runde 2 · Zeit · 5 Zusatzzüge"),
        "{de}"
    );
    insta::assert_snapshot!("clock_status_expired_de_80x24", de);
}

#[test]
fn no_clock_no_clock_in_the_status_line() {
    let (_d, _p, a) = writable(small_event(false));
    let s = render(&a, 80, 24);
    assert!(!s.contains("left"), "{s}");
    // A complete round's clock is over: the status line drops it.
    let mut t = small_event(true);
    t.clock.round = Some(RoundClock::start(RoundNo(2), 50, clock()));
    let (_d, _p, a) = writable(t);
    assert!(!render(&a, 80, 24).contains("Round 2 ·"));
}

#[test]
fn the_full_screen_clock_counts_down_and_its_keys_pause_and_extend() {
    let (_d, path, mut a) = writable(with_clock(TimeDelta::seconds(37 * 60 + 26)));
    press(&mut a, KeyCode::F(7));
    assert!(matches!(a.popup, Some(Popup::Clock)));
    let s = render(&a, 80, 24);
    insta::assert_snapshot!("clock_view_running_80x24", s);
    assert!(s.contains("Round 2"), "{s}");
    assert!(s.contains("running · ends 18:42"), "{s}");
    // Space pauses (stamped with the desk's clock), + adds a minute.
    ch(&mut a, ' ');
    ch(&mut a, '+');
    let saved = turnier::store::load(&path).expect("loads");
    let c = saved.clock.round.expect("clock saved");
    assert_eq!(c.paused_at, Some(clock()));
    assert_eq!(c.extension_minutes, 1);
    let s = render(&a, 80, 24);
    assert!(s.contains("paused"), "{s}");
    assert!(s.contains("extension 1 minute"), "{s}");
    insta::assert_snapshot!("clock_view_paused_80x24", s);
    a.lang = Lang::De;
    let de = render(&a, 80, 24);
    insta::assert_snapshot!("clock_view_paused_de_80x24", de);
    german_support::german("the clock view", &de);
    // Space again lets it run; Esc leaves the view.
    a.lang = Lang::En;
    ch(&mut a, ' ');
    let c = turnier::store::load(&path).expect("loads").clock.round;
    assert_eq!(c.expect("clock").paused_at, None);
    press(&mut a, KeyCode::Esc);
    assert!(a.popup.is_none());
}

#[test]
fn the_clock_view_sets_the_round_length_and_starts_the_clock() {
    let (_d, path, mut a) = writable(small_event(false));
    press(&mut a, KeyCode::F(7));
    assert!(render(&a, 80, 24).contains("No round clock yet"));
    ch(&mut a, '>');
    ch(&mut a, '>');
    ch(&mut a, '<');
    ch(&mut a, 's');
    let t = turnier::store::load(&path).expect("loads");
    assert_eq!(t.clock.length, Some(55));
    let c = t.clock.round.expect("started");
    assert_eq!(
        (c.round, c.minutes, c.started_at),
        (RoundNo(2), 55, clock())
    );
    assert!(render(&a, 80, 24).contains("round 55 min"));
    // The audit log names each change.
    let log: Vec<String> = t.audit.iter().map(|e| e.what.clone()).collect();
    assert!(
        log.ends_with(&[
            "round length 55 min".to_string(),
            "round clock started (55 min)".to_string()
        ]),
        "{log:?}"
    );
}

#[test]
fn publishing_a_round_starts_its_clock() {
    let (_d, path, mut a) = writable(small_event(true));
    press(&mut a, KeyCode::F(2));
    ch(&mut a, 'P');
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("loads");
    let c = t.clock.round.expect("started at publish");
    assert_eq!(
        (c.round, c.minutes, c.started_at),
        (RoundNo(3), 50, clock())
    );
    assert!(render(&a, 80, 24).contains("Round 3 · 50:00 left"));
}

#[test]
fn a_saved_clock_survives_save_and_load_and_old_saves_stay_byte_identical() {
    let mut t = with_clock(TimeDelta::minutes(10));
    if let Some(c) = &mut t.clock.round {
        c.paused_at = Some(clock() - TimeDelta::minutes(2));
        c.paused_seconds = 90;
        c.extension_minutes = 3;
    }
    t.clock.length = Some(45);
    let (_d, path, _a) = writable(t.clone());
    let back = turnier::store::load(&path).expect("loads");
    assert_eq!(back.clock, t.clock);
    // A restarted desk shows the same clock: 50 + 3 minutes, 8 run before the pause less 1:30.
    let a = app(Session::writable(path.clone(), back));
    assert!(render(&a, 80, 24).contains("Round 2 · 46:30 paused"));
    // A save without a clock has no clock field and writes back byte for byte.
    let old = std::fs::read_to_string("saves/pavia12.ron").expect("shipped save");
    let ev =
        turnier::store::load_str(std::path::Path::new("saves/pavia12.ron"), &old).expect("loads");
    assert!(ev.clock.is_unset());
    assert_eq!(turnier::store::to_ron(&ev).expect("ron"), old);
    assert!(
        !turnier::store::to_ron(&small_event(false))
            .expect("ron")
            .contains("clock")
    );
}

#[test]
fn the_wall_screen_turns_its_pages_and_any_key_leaves_it() {
    let (_d, _p, mut a) = writable(with_clock(TimeDelta::minutes(20)));
    press(&mut a, KeyCode::F(8));
    assert!(matches!(a.popup, Some(Popup::Wall(_))));
    let first = render(&a, 80, 24);
    insta::assert_snapshot!("wall_pairings_80x24", first);
    // Every player once, alphabetical, with table and opponent.
    for n in NAMES {
        // Carla Fischer has the bye: no opponent, so once.
        let want = if n == "Carla Fischer" { 1 } else { 2 };
        assert_eq!(
            first.matches(n).count(),
            want,
            "{n} as player and opponent:\n{first}"
        );
    }
    let at = |s: &str, n: &str| s.find(n).expect(n);
    assert!(at(&first, "Anna Schmidt") < at(&first, "Bert Weber"));
    assert!(first.contains("bye"));
    assert!(!first.contains("q:"), "no keys on the wall");
    a.now = clock() + TimeDelta::seconds(10);
    let second = render(&a, 80, 24);
    insta::assert_snapshot!("wall_standings_80x24", second);
    assert!(second.contains("Standings"), "{second}");
    assert!(second.contains("2/2"));
    a.now = clock() + TimeDelta::seconds(20);
    let third = render(&a, 80, 24);
    let body = |s: &str| s.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(body(&third), body(&first), "back to page 1");
    assert!(
        third.contains("Round 2 · 29:40 left"),
        "the clock moved on:\n{third}"
    );
    // In German: the wall opened again at the German desk (its lists are built as it opens).
    a.lang = Lang::De;
    ch(&mut a, 'x');
    press(&mut a, KeyCode::F(8));
    let de = render(&a, 80, 24);
    insta::assert_snapshot!("wall_pairings_de_80x24", de);
    german_support::german("the wall screen", &without_names(&de));
    a.now = clock() + TimeDelta::seconds(10);
    let de2 = render(&a, 80, 24);
    insta::assert_snapshot!("wall_standings_de_80x24", de2);
    german_support::german("the wall standings", &without_names(&de2));
    ch(&mut a, 'x');
    assert!(a.popup.is_none(), "any key leaves");
}

/// The screen without the fixture's player names (`Bert Weber`, `Frank Huber`: English
/// words in German names are no English text).
fn without_names(s: &str) -> String {
    let mut s = s.to_string();
    for n in NAMES {
        s = s.replace(n, "");
    }
    s.replace("Test Cup", "")
}

#[test]
fn the_wall_html_page_is_written_after_every_commit_with_every_name() {
    let (_d, _p, mut a) = writable(with_clock(TimeDelta::minutes(20)));
    let dir = tempfile::tempdir().expect("dir");
    a.wall_html = Some(dir.path().join("wall"));
    // A result at table 3 of round 2: a commit.
    press(&mut a, KeyCode::F(3));
    typed(&mut a, "3 21");
    press(&mut a, KeyCode::Enter);
    let page = std::fs::read_to_string(dir.path().join("wall/index.html")).expect("written");
    // The room's TV page as a file: its script turns the pages and loads the file again; a
    // browser without scripts reloads it every 30 seconds.
    assert!(page.contains("<noscript><meta http-equiv=\"refresh\" content=\"30\"></noscript>"));
    assert!(page.contains("data-file=\"1\""));
    for n in NAMES {
        assert_eq!(
            page.matches(&format!("<span class=\"name\">{n}</span>"))
                .count(),
            2,
            "{n}: pairings and standings"
        );
    }
    assert!(page.contains("Round 2 · ends 19:00"), "the clock's end");
    assert!(page.contains("Standings (provisional: round in play)"));
    assert_eq!(
        page.matches("<h1>Test Cup</h1>").count(),
        1,
        "the event's name once"
    );
    // Nothing else is left in the folder (the temporary file was renamed).
    let files: Vec<_> = std::fs::read_dir(dir.path().join("wall"))
        .expect("dir")
        .collect();
    assert_eq!(files.len(), 1);
    // In the event's print language: German.
    let mut t = small_event(false);
    t.print_language = Some(Lang::De);
    t.clock.round = Some(RoundClock::start(RoundNo(2), 50, clock()));
    let (_d2, _p2, mut b) = writable(t);
    b.wall_html = Some(dir.path().join("de"));
    press(&mut b, KeyCode::F(7));
    ch(&mut b, '+');
    let de = std::fs::read_to_string(dir.path().join("de/index.html")).expect("written");
    assert!(de.contains("Paarungen nach Namen"));
    // The words shown: the page's own script is code, not text.
    let shown = match (de.find("<script>"), de.find("</script>")) {
        (Some(a), Some(b)) => format!("{}{}", &de[..a], &de[b..]),
        _ => de.clone(),
    };
    german_support::german_document("the German wall page", &without_names(&shown));
}

#[test]
fn turnier_clock_prints_and_changes_the_clock() {
    let d = common::Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    let f = d.write("players.csv", "name\nAnna\nBert\nCarl\nDora\n");
    d.ok(&["import", "cup", "--players", &f]);
    assert_eq!(
        d.ok(&["clock", "cup"]).trim(),
        "no round clock: round length 50 min"
    );
    let none = d.json(&["clock", "cup", "--json"]);
    assert_eq!(none["state"], "none");
    assert_eq!(none["next_length_minutes"], 50);
    d.ok(&["pair", "cup"]);
    d.ok(&["publish", "cup"]);
    let v = d.json(&["clock", "cup", "--json"]);
    assert_eq!(v["round"], 1);
    assert_eq!(v["state"], "running");
    assert_eq!(v["length_minutes"], 50);
    let left = v["remaining_seconds"].as_i64().expect("seconds");
    assert!((2900..=3000).contains(&left), "{left}");
    let v = d.json(&["clock", "cup", "--extend", "5", "--pause", "--json"]);
    assert_eq!(v["state"], "paused");
    assert_eq!(v["length_minutes"], 55);
    assert_eq!(v["extension_minutes"], 5);
    assert!(d.ok(&["clock", "cup"]).contains("paused"));
    let v = d.json(&["clock", "cup", "--extend", "-60", "--resume", "--json"]);
    assert_eq!(v["state"], "expired");
    assert_eq!(v["extra_turns"], 5);
    assert_eq!(
        d.ok(&["clock", "cup"]).trim(),
        "Round 1 · time · 5 extra turns"
    );
    // A refusal names the field and saves nothing.
    let e = d
        .run(&["clock", "cup", "--length", "601"])
        .expect_err("too long");
    assert!(e.to_string().contains("601"), "{e}");
    d.ok(&["clock", "cup", "--length", "40", "--start"]);
    assert_eq!(d.json(&["clock", "cup", "--json"])["length_minutes"], 40);
    // German words from the same command.
    let de = with_lang(Lang::De, || d.ok(&["clock", "cup"]));
    assert!(de.starts_with("Runde 1 · noch "), "{de}");
}

/// The shipped Muck evening (five rounds, 24 fixed pairs) with pair 24 withdrawn and round 6
/// drawn: one pair sits out.
fn muck_draft() -> Event {
    use turnier::muck::{Entrant, MuckCommand, PairId};
    let t = turnier::store::load(std::path::Path::new("saves/muck-evening-24-pairs.ron"))
        .expect("shipped save");
    let t = turnier::game::apply(
        &t,
        MuckCommand::Withdraw {
            entrant: Entrant::Pair(PairId(24)),
        },
        clock(),
    )
    .expect("withdraw");
    turnier::game::apply(&t, MuckCommand::DrawRound, clock()).expect("draw")
}

#[test]
fn a_muck_evening_has_no_clock_until_a_length_is_set_and_its_wall_lists_every_player() {
    use turnier::game::clock::ClockCommand;
    use turnier::game::{Command, apply};
    // R-M9: no time limit by default, so publishing starts no clock.
    let t = apply(&muck_draft(), Command::Publish, clock()).expect("publish");
    assert!(t.clock.round.is_none());
    let t = apply(
        &muck_draft(),
        Command::Clock(ClockCommand::SetLength { minutes: Some(40) }),
        clock(),
    )
    .expect("length");
    let t = apply(&t, Command::Publish, clock()).expect("publish");
    let c = t.clock.round.clone().expect("started at publish");
    assert_eq!((c.round, c.minutes), (RoundNo(6), 40));
    // Every player of the round: pair 24 is withdrawn, so 46 of the 48.
    let out = t.muck().expect("muck").pairs[23].players;
    let names: Vec<String> = t
        .registry
        .participants
        .iter()
        .filter(|p| !out.contains(&p.id))
        .map(|p| p.name.clone())
        .collect();
    assert_eq!(names.len(), 46);
    let mut a = app(Session::read_only("muck.ron".into(), t));
    assert!(render(&a, 80, 24).contains("Round 6 · 40:00 left"));
    // Muck has no extra turns: time is just up.
    a.now = clock() + TimeDelta::minutes(41);
    assert!(status_line(&render(&a, 80, 24)).contains("Round 6 · time "));
    press(&mut a, KeyCode::F(8));
    // 48 players in pages of 20, then the ranking of 24 pairs: 3 + 2 pages.
    let pages: Vec<String> = (0..5)
        .map(|p| {
            a.now = clock() + TimeDelta::seconds(10 * p);
            render(&a, 80, 24)
        })
        .collect();
    assert!(pages[0].contains("1/5") && pages[4].contains("5/5"));
    let by_name = pages[..3].join("");
    for n in &names {
        assert!(by_name.contains(n.as_str()), "{n} not on the wall");
    }
    assert_eq!(
        by_name.matches("sits out").count(),
        2,
        "pair 24's two players"
    );
    assert!(pages[3].contains("Ranking") && pages[3].contains("Bobbl · Tore"));
    insta::assert_snapshot!("wall_muck_ranking_80x24", pages[3].clone());
}

#[test]
fn a_wall_screen_on_a_second_desk_follows_what_the_first_saves() {
    use turnier::game::Command;
    use turnier::game::clock::ClockCommand;
    let (_d, path, _a) = writable(small_event(false));
    let mut wall = app(Session::open(&path).expect("second desk"));
    press(&mut wall, KeyCode::F(8));
    assert!(!render(&wall, 80, 24).contains("left"));
    // The director's desk starts the clock.
    let mut desk = Session::open(&path).expect("first desk");
    desk.execute(
        Command::Clock(ClockCommand::Start {
            round: RoundNo(2),
            at: clock(),
        }),
        clock(),
    )
    .expect("saved");
    wall.update(turnier::tui::Msg::Tick);
    assert!(
        matches!(wall.popup, Some(Popup::Wall(_))),
        "still on the wall"
    );
    assert!(render(&wall, 80, 24).contains("Round 2 · 50:00 left"));
}

#[test]
fn undo_takes_a_clock_command_back() {
    let (_d, path, mut a) = writable(with_clock(TimeDelta::minutes(5)));
    press(&mut a, KeyCode::F(7));
    ch(&mut a, '+');
    ch(&mut a, '+');
    assert!(render(&a, 80, 24).contains("extensions 2 minutes"));
    press(&mut a, KeyCode::Esc);
    ch(&mut a, 'u');
    ch(&mut a, 'y');
    let t = turnier::store::load(&path).expect("loads");
    assert_eq!(t.clock.round.expect("clock").extension_minutes, 1);
    assert!(render(&a, 80, 24).contains("Round 2 · 46:00 left"));
}

#[test]
fn german_clock_and_wall_at_120x40() {
    let (_d, _p, mut a) = writable(with_clock(TimeDelta::seconds(37 * 60 + 26)));
    a.lang = Lang::De;
    press(&mut a, KeyCode::F(7));
    let s = render(&a, 120, 40);
    german_support::german("the clock view at 120x40", &s.replace("Test Cup", ""));
    insta::assert_snapshot!("clock_view_running_de_120x40", s);
    press(&mut a, KeyCode::Esc);
    press(&mut a, KeyCode::F(8));
    let s = render(&a, 120, 40);
    german_support::german("the wall at 120x40", &without_names(&s));
    insta::assert_snapshot!("wall_pairings_de_120x40", s);
}

#[test]
fn a_refused_clock_key_says_why_in_the_clock_view() {
    // Before any round there is nothing to time.
    let mut t = small_event(false);
    t.swiss_mut().expect("swiss").rounds.clear();
    let (_d, _p, mut a) = writable(t);
    press(&mut a, KeyCode::F(7));
    ch(&mut a, 's');
    let s = render(&a, 80, 24);
    let line = s.lines().nth(22).unwrap_or_default();
    assert!(line.contains("error: no round is published yet"), "{s}");
    assert!(matches!(a.popup, Some(Popup::Clock)), "the view stays");
}

#[test]
fn no_pairing_or_standings_reads_the_clock() {
    use turnier::game::apply;
    use turnier::session::Views;
    use turnier::swiss::SwissCommand;
    // Round 2 complete, round 3 a draft: delete the draft and pair again, with and without
    // a clock (one expired long ago, paused and extended).
    let plain = small_event(true);
    let mut timed = plain.clone();
    timed.clock.length = Some(30);
    timed.clock.round = Some(RoundClock {
        paused_at: Some(clock()),
        paused_seconds: 77,
        extension_minutes: -9,
        ..RoundClock::start(RoundNo(2), 30, clock() - TimeDelta::hours(5))
    });
    let pair = |t: &Event| {
        let t = apply(t, turnier::game::Command::DeleteDraft, clock()).expect("delete");
        apply(&t, SwissCommand::PairNextRound, clock()).expect("pair")
    };
    let (a, b) = (pair(&plain), pair(&timed));
    assert_eq!(
        a.swiss().expect("swiss").rounds,
        b.swiss().expect("swiss").rounds
    );
    assert_eq!(Views::of(&a).standings(), Views::of(&b).standings());
    assert_eq!(b.clock, timed.clock, "pairing leaves the clock as it was");
}

#[test]
fn the_full_screen_clock_when_time_is_up() {
    let (_d, _p, mut a) = writable(with_clock(TimeDelta::minutes(53)));
    press(&mut a, KeyCode::F(7));
    let s = render(&a, 80, 24);
    assert!(s.contains("time · 5 extra turns · 03:00 over"), "{s}");
    insta::assert_snapshot!("clock_view_expired_80x24", s);
    a.lang = Lang::De;
    let de = render(&a, 80, 24);
    assert!(
        de.contains("Zeit ist um · 5 Zusatzzüge · 03:00 drüber"),
        "{de}"
    );
    german_support::german("the expired clock", &de.replace("Test Cup", ""));
}

/// The wall desk's `--wall-html` page is written after every change it follows from the
/// director's desk, not only after its own commits (a wall desk makes none), and it is
/// world-readable (0644), since a web server serves it.
#[test]
fn the_wall_html_page_follows_the_other_desk_and_is_world_readable() {
    use turnier::game::Command;
    use turnier::game::clock::ClockCommand;
    let (_d, path, _a) = writable(small_event(false));
    let dir = tempfile::tempdir().expect("dir");
    let mut wall = app(Session::open(&path).expect("second desk"));
    wall.wall_html = Some(dir.path().to_path_buf());
    press(&mut wall, KeyCode::F(8));
    let page = dir.path().join("index.html");
    let mut desk = Session::open(&path).expect("first desk");
    desk.execute(
        Command::Clock(ClockCommand::Start {
            round: RoundNo(2),
            at: clock(),
        }),
        clock(),
    )
    .expect("saved");
    wall.update(turnier::tui::Msg::Tick);
    let html = std::fs::read_to_string(&page).expect("written after the followed change");
    assert!(html.contains("Round 2 · ends 19:20"), "{html}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&page).expect("meta").permissions().mode();
        assert_eq!(mode & 0o777, 0o644, "{mode:o}");
    }
}

/// `-` never takes the clock below the round length (no `extension -3 minutes`): it stops at no
/// extension and says that `<` shortens; and `s` on a running clock asks before it starts it
/// again at the full length.
#[test]
fn minus_stops_at_no_extension_and_s_asks_before_a_restart() {
    let (_d, path, mut a) = writable(with_clock(TimeDelta::minutes(20)));
    press(&mut a, KeyCode::F(7));
    ch(&mut a, '+');
    ch(&mut a, '-');
    ch(&mut a, '-');
    let c = turnier::store::load(&path).expect("loads").clock.round;
    assert_eq!(c.expect("clock").extension_minutes, 0);
    let s = render(&a, 80, 24);
    assert!(
        s.contains("error: no time extension to take back (< shortens the round length)"),
        "{s}"
    );
    ch(&mut a, 's');
    let ask = render(&a, 80, 24);
    assert!(
        ask.contains("Start the clock of round 2 again at 50 minutes?"),
        "{ask}"
    );
    a.lang = Lang::De;
    let de = render(&a, 80, 24);
    assert!(
        de.contains("Uhr von Runde 2 neu mit 50 Minuten starten?"),
        "{de}"
    );
    a.lang = Lang::En;
    ch(&mut a, 'n');
    let c = turnier::store::load(&path).expect("loads").clock.round;
    assert_eq!(
        c.expect("clock").started_at,
        clock() - TimeDelta::minutes(20)
    );
    ch(&mut a, 's');
    ch(&mut a, 'y');
    let c = turnier::store::load(&path).expect("loads").clock.round;
    assert_eq!(c.expect("clock").started_at, clock(), "started again");
    assert!(matches!(a.popup, Some(Popup::Clock)), "back on the clock");
}
