//! The Muck time limit (R-M9). A Bobbl stopped by the time limit is entered as aborted with
//! both sides' points; the ranking counts it per R-M9; without a time limit it is refused; the
//! sheet, the desk, the command line and the print mark it. A case of our own, worked by hand
//! below.

use crate::common;
use crate::desk_support;
use crate::german_support;

use common::Desk;
use crossterm::event::KeyCode;
use serde_json::Value;
use turnier::i18n::{Lang, with_lang};
use turnier::tui::Screen;

const PAIRS: &str = "name\nAnna / Bert\nCarl / Dora\nEmil / Frida\nGero / Hanna\n";

/// One round, two Bobbl to 21. At table 1 the time limit stopped Bobbl 2 at 14:17.
const RESULTS: &str = "round,table,side_a,side_b,bobbl,points_a,points_b
1,1,Anna / Bert,Carl / Dora,1,21,10
1,1,Anna / Bert,Carl / Dora,2,14,17
1,2,Emil / Frida,Gero / Hanna,1,8,21
1,2,Emil / Frida,Gero / Hanna,2,21,19
";

fn evening(d: &Desk, limit: bool) {
    let mut args = vec!["new", "abend", "--system", "muck"];
    if limit {
        args.extend(["--time-limit", "40"]);
    }
    let said = d.ok(&args);
    assert_eq!(
        said.contains("time limit: 40 minutes per round (R-M9)"),
        limit,
        "{said}"
    );
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("pairs.csv", PAIRS),
    ]);
}

/// The hand calculation (R-M2, R-M4, R-M9; target 21):
///
/// ```text
///              Bobbl 1        Bobbl 2           Bobbl  Tore  opp.Tore  Plus  Plus-Minus
/// Anna/Bert    won 21:10      aborted 14:17       1     14      10     21+14=35  +11-3 = +8
/// Carl/Dora    lost 10:21     aborted 17:14       0     10+17=27 0     10+17=27  -11+3 = -8
/// Emil/Frida   lost 8:21      won 21:19           1      8      19      8+21=29  -13+2 = -11
/// Gero/Hanna   won 21:8       lost 19:21          1     19       8     21+19=40  +13-2 = +11
/// ```
///
/// The aborted Bobbl is nobody's: no Bobbl for either side, each side's points are its Tore
/// (14 and 17), nobody gets Tore against from it (Anna/Bert's 10 and Carl/Dora's 0 come from
/// Bobbl 1 only). Ranking (Bobbl desc, Tore desc, opp. Tore asc, R-M3): Gero/Hanna (1, 19),
/// Anna/Bert (1, 14), Emil/Frida (1, 8), Carl/Dora (0). Plus: 40, 35, 29, 27. Plus-Minus:
/// Gero/Hanna +11, Anna/Bert +8, Carl/Dora -8, Emil/Frida -11: the aborted Bobbl puts Carl/Dora
/// ahead of Emil/Frida there.
#[test]
fn an_aborted_bobbl_counts_as_r_m9_says_worked_by_hand() {
    let d = Desk::new();
    evening(&d, true);
    d.ok(&["import", "abend", "--results", &d.write("r.csv", RESULTS)]);
    let j = d.json(&["standings", "abend", "--json"]);
    type Row = (String, u64, u64, u64, u64, i64, u64, u64);
    let rows: Vec<Row> = j
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            let n = |k: &str| r[k].as_u64().expect(k);
            (
                r["entrant"].as_str().expect("entrant").to_string(),
                n("place"),
                n("bobbl"),
                n("tore"),
                n("opp_tore"),
                r["plus_minus"].as_i64().expect("pm"),
                n("plus"),
                n("plus_minus_place"),
            )
        })
        .collect();
    let want = [
        ("Gero / Hanna", 1, 1, 19, 8, 11, 40, 1),
        ("Anna / Bert", 2, 1, 14, 10, 8, 35, 2),
        ("Emil / Frida", 3, 1, 8, 19, -11, 29, 4),
        ("Carl / Dora", 4, 0, 27, 0, -8, 27, 3),
    ];
    let want: Vec<_> = want
        .iter()
        .map(|(e, p, b, t, o, pm, pl, pmp)| (e.to_string(), *p, *b, *t, *o, *pm, *pl, *pmp))
        .collect();
    assert_eq!(rows, want);
    // The sheet with the aborted Bobbl is complete: the ranking is final.
    let text = d.ok(&["standings", "abend"]);
    assert!(!text.contains("not final"), "{text}");
    assert!(
        text.contains("† 1 Bobbl was stopped by the time limit (R-M9)"),
        "{text}"
    );
    // The round marks it on both lines of the table.
    let round = d.ok(&["pairings", "abend"]);
    assert!(round.contains(" 14†"), "{round}");
    assert!(round.contains(" 17†"), "{round}");
    assert!(
        round.contains("† 1 Bobbl stopped by the time limit (R-M9)"),
        "{round}"
    );
    // The printed ranking says so in its notes.
    let printed = d.ok(&["print", "abend", "ranking"]);
    assert!(
        printed.contains("1 Bobbl was stopped by the time limit"),
        "{printed}"
    );
    // The printed score sheets name the limit.
    let sheets = d.ok(&["print", "abend", "score-sheets"]);
    assert!(
        sheets.contains("Time limit 40 minutes: a Bobbl stopped by it is entered with both"),
        "{sheets}"
    );
}

#[test]
fn an_aborted_bobbl_is_refused_without_a_time_limit() {
    let d = Desk::new();
    evening(&d, false);
    // The refusal says the event has no time limit, not only that "an aborted Bobbl is not
    // scored": the director learns what would allow it.
    d.rejected(
        "abend",
        &["import", "abend", "--results", &d.write("r.csv", RESULTS)],
        "found 14:17, neither at the target: the event has no time limit (setting \
         `time-limit`, R-M9), so a Bobbl stopped by one cannot be entered",
    );
    // Entered at the sheet: refused with the ruling that would allow it.
    let rows = RESULTS.lines().take(2).collect::<Vec<_>>().join("\n");
    d.ok(&[
        "import",
        "abend",
        "--results",
        &d.write(
            "one.csv",
            &format!("{rows}\n1,2,Emil / Frida,Gero / Hanna,1,8,21\n"),
        ),
    ]);
    d.rejected(
        "abend",
        &["result", "abend", "1", "14:17", "--bobbl", "2"],
        "found 14:17, neither at the target: the event has no time limit (setting `time-limit`",
    );
    // Both sides at the target stays refused with a time limit too (R-M1).
    let d = Desk::new();
    evening(&d, true);
    let both =
        "round,table,side_a,side_b,bobbl,points_a,points_b\n1,1,Anna / Bert,Carl / Dora,1,21,21\n";
    d.rejected(
        "abend",
        &["import", "abend", "--results", &d.write("b.csv", both)],
        "exactly one side must reach 21",
    );
    let j: Value = d.json(&["standings", "abend", "--json"]);
    assert_eq!(j.as_array().map(Vec::len), Some(4));
}

/// In German: the refusal of a value read from a file does not say "getippt" (typed), and it
/// says the event has no time limit.
#[test]
fn the_german_refusal_fits_a_file_and_names_the_missing_time_limit() {
    let s = turnier::muck::BobblScore { a: 14, b: 17 };
    let said = with_lang(Lang::De, || s.check_limited(21, None)).expect_err("refused");
    assert_eq!(
        said,
        "genau eine Seite muss 21 erreichen (das Ziel; ein Wert darüber zählt als 21); \
         eingetragen ist 14:17, keine am Ziel: das Turnier hat kein Zeitlimit (Einstellung \
         `time-limit`, R-M9), ein abgebrochener Bobbl geht hier nicht"
    );
    let both = turnier::muck::BobblScore { a: 21, b: 21 };
    let said = with_lang(Lang::De, || both.check_limited(21, Some(40))).expect_err("refused");
    assert!(
        said.ends_with("eingetragen ist 21:21, beide am Ziel"),
        "{said}"
    );
    // English stays as it was for both sides at the target.
    assert_eq!(
        both.check_limited(21, Some(40)).expect_err("refused"),
        "exactly one side must reach 21 (the target; a value above it counts as 21); found \
         21:21, both at the target"
    );
}

#[test]
fn the_desk_sheet_marks_the_aborted_bobbl_in_both_languages() {
    let d = Desk::new();
    evening(&d, true);
    d.ok(&["import", "abend", "--results", &d.write("r.csv", RESULTS)]);
    let path = d.path("abend.ron");
    let t = turnier::store::load(&path).expect("load");
    let (_dir, _p, mut a) = desk_support::writable(t.clone());
    let n = Screen::DESK
        .iter()
        .position(|x| *x == Screen::Results)
        .expect("sheets")
        + 1;
    desk_support::press(&mut a, KeyCode::F(n as u8));
    let screen = desk_support::render(&a, 80, 24);
    assert!(screen.contains("14†"), "{screen}");
    assert!(screen.contains("17†"), "{screen}");
    assert!(
        screen.contains("stopped by the time limit (R-M9)"),
        "{screen}"
    );
    with_lang(Lang::De, || {
        let (_dir, _p, mut a) = desk_support::writable(t.clone());
        desk_support::press(&mut a, KeyCode::F(n as u8));
        let screen = desk_support::render(&a, 80, 24);
        assert!(screen.contains("vom Zeitlimit abgebrochen"), "{screen}");
        let note = screen
            .lines()
            .find(|l| l.contains("Zeitlimit"))
            .expect("the note");
        german_support::german("the sheets' note", note);
        // The note is whole (not cut at "zählen als ih"), and the legend of the lost Bobbl is
        // there at 80 columns.
        assert!(
            words(&screen).contains(
                "† 1 Bobbl vom Zeitlimit abgebrochen (R-M9): die Punkte jeder Seite zählen als \
                 ihre Tore"
            ),
            "{screen}"
        );
        assert!(screen.contains("● = Bobbl verloren"), "{screen}");
        let printed = turnier::print::render(
            &turnier::print::build(&t, turnier::print::DocumentKind::Ranking, None)
                .expect("ranking"),
            turnier::print::Format::Text,
        );
        let note = printed
            .lines()
            .find(|l| l.contains("Zeitlimit"))
            .expect("the print's note");
        german_support::german("the ranking's note", note);
    });
}

#[test]
fn the_form_and_the_settings_table_have_the_time_limit() {
    let s = turnier::muck::MuckSettings::TIME_LIMIT;
    assert_eq!((s.key, s.ruling, s.default), ("time-limit", "R-M9", None));
    let d = Desk::new();
    let e = d
        .run(&["new", "x", "--system", "muck", "--time-limit", "0"])
        .expect_err("0 minutes");
    assert!(e.to_string().contains("time-limit"), "{e}");
    // At a Swiss event the time limit is a Muck setting.
    let e = d
        .run(&["new", "y", "--system", "swiss", "--time-limit", "40"])
        .expect_err("muck only");
    assert!(e.to_string().contains("Muck"), "{e}");
}

/// An evening with (or without) a time limit, round 1 drawn and published, at the desk's
/// score sheets: the desk, the path of its save, and the saved round-1 scores of table 1.
fn desk_at_the_sheets(
    limit: bool,
) -> (
    Desk,
    tempfile::TempDir,
    std::path::PathBuf,
    turnier::tui::app::App,
) {
    let d = Desk::new();
    evening(&d, limit);
    d.ok(&["draw", "abend"]);
    d.ok(&["publish", "abend"]);
    let t = turnier::store::load(&d.path("abend.ron")).expect("load");
    let (dir, path, mut a) = desk_support::writable(t);
    let n = Screen::DESK
        .iter()
        .position(|x| *x == Screen::Results)
        .expect("sheets")
        + 1;
    desk_support::press(&mut a, KeyCode::F(n as u8));
    (d, dir, path, a)
}

fn table_one(path: &std::path::Path) -> Vec<Option<turnier::muck::BobblScore>> {
    let t = turnier::store::load(path).expect("load");
    t.muck().expect("muck").rounds[0].tables[0].bobbl.clone()
}

/// The screen's words in one line (a popup's wrapped text joined again).
fn words(screen: &str) -> String {
    screen
        .lines()
        .map(|l| l.trim_matches('"').replace('│', " "))
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn enter(a: &mut turnier::tui::app::App, line: &str) {
    desk_support::typed(a, line);
    desk_support::press(a, KeyCode::Enter);
}

/// At an evening with a time limit a typo where neither side reaches the target looks exactly
/// like a Bobbl stopped by the time limit, so the desk asks first; `n` saves nothing; `y` saves
/// it and the status line marks it `†`.
#[test]
fn the_desk_asks_before_it_records_an_aborted_bobbl() {
    use turnier::muck::BobblScore;
    use turnier::tui::app::{Pending, Popup};
    let (_d, _dir, path, mut a) = desk_at_the_sheets(true);
    enter(&mut a, "1 21 15 10 12");
    assert!(
        matches!(a.popup, Some(Popup::Confirm(Pending::Game(_)))),
        "a question: {:?}",
        a.popup
    );
    let screen = words(&desk_support::render(&a, 80, 24));
    assert!(
        screen.contains("Bobbl 2 at 10:12 stopped by the time limit?"),
        "{screen}"
    );
    assert_eq!(table_one(&path), vec![None, None], "nothing saved yet");
    desk_support::ch(&mut a, 'n');
    assert_eq!(table_one(&path), vec![None, None], "n saves nothing");
    // The command line's form is taken at the desk too, and asks the same.
    enter(&mut a, "1 21:15,10:12");
    assert!(a.popup.is_some(), "asked again");
    desk_support::ch(&mut a, 'y');
    assert_eq!(
        table_one(&path),
        vec![
            Some(BobblScore { a: 21, b: 15 }),
            Some(BobblScore { a: 10, b: 12 })
        ]
    );
    let said = desk_support::message(&a);
    assert!(said.contains("21:15 10:12†"), "{said}");
    // A score where one side reached the target is not asked about.
    enter(&mut a, "2 21 3 21 4");
    assert!(a.popup.is_none(), "{:?}", a.popup);
    // German: the question in German, ending in j/n.
    let (_d, _dir, _path, mut a) = desk_at_the_sheets(true);
    enter(&mut a, "1 21 15 10 12");
    a.lang = Lang::De;
    with_lang(Lang::De, || {
        let screen = words(&desk_support::render(&a, 80, 24));
        assert!(
            screen.contains("Bobbl 2 bei 10:12 vom Zeitlimit abgebrochen?"),
            "{screen}"
        );
        // A German question ends in j/n (the title says j or y).
        assert!(screen.contains("neu tippen) j/n"), "{screen}");
    });
}

/// Without a time limit nothing is asked: the score is refused (R-M1, R-M9) and says why.
#[test]
fn without_a_time_limit_the_desk_refuses_and_asks_nothing() {
    let (_d, _dir, path, mut a) = desk_at_the_sheets(false);
    enter(&mut a, "1 21 15 10 12");
    assert!(a.popup.is_none(), "{:?}", a.popup);
    assert!(desk_support::is_error(&a));
    assert_eq!(table_one(&path), vec![None, None]);
}

/// On the command line `result` saves an aborted Bobbl at once (a script does not answer
/// questions) and says so in its output.
#[test]
fn the_command_line_says_it_saved_an_aborted_bobbl() {
    let d = Desk::new();
    evening(&d, true);
    d.ok(&["draw", "abend"]);
    d.ok(&["publish", "abend"]);
    let said = d.ok(&["result", "abend", "1", "21:15,10:12"]);
    assert!(
        said.contains(
            "† Bobbl 2 at 10:12: saved as stopped by the time limit (R-M9): nobody wins it"
        ),
        "{said}"
    );
    let said = d.ok(&["result", "abend", "2", "21:3,21:4"]);
    assert!(!said.contains('†'), "{said}");
}

/// The desk's ranking (F4) has the note the command line and the print have; a `0:0` Bobbl (the
/// time limit stopped it before it started) is counted as aborted, and the note says it was not
/// started; the plural reads right in both languages.
#[test]
fn the_ranking_notes_count_the_aborted_and_the_unstarted_bobbl() {
    let d = Desk::new();
    evening(&d, true);
    d.ok(&["draw", "abend"]);
    d.ok(&["publish", "abend"]);
    d.ok(&["result", "abend", "1", "21:15,10:12"]);
    d.ok(&["result", "abend", "2", "0:0,21:3"]);
    let want = "† 2 Bobbl were stopped by the time limit (R-M9): nobody won them, each side's \
                points count as its Tore; 1 not started (0:0, counts nothing)";
    let text = d.ok(&["standings", "abend"]);
    assert!(text.contains(want), "{text}");
    // The 0:0 sheet is complete (R-M9): the ranking is final.
    assert!(!text.contains("not final"), "{text}");
    // The printed ranking, a page for the wall, says the same without the rule id.
    let printed = words(&d.ok(&["print", "abend", "ranking"]));
    assert!(printed.contains(&want.replace(" (R-M9)", "")), "{printed}");
    assert!(!printed.contains("R-M9"), "{printed}");
    let t = turnier::store::load(&d.path("abend.ron")).expect("load");
    let (_dir, _p, mut a) = desk_support::writable(t);
    let n = Screen::DESK
        .iter()
        .position(|x| *x == Screen::Standings)
        .expect("ranking")
        + 1;
    desk_support::press(&mut a, KeyCode::F(n as u8));
    let screen = words(&desk_support::render(&a, 80, 24));
    assert!(
        screen.contains("† 2 Bobbl were stopped by the time limit (R-M9)"),
        "{screen}"
    );
    a.lang = Lang::De;
    with_lang(Lang::De, || {
        let screen = words(&desk_support::render(&a, 80, 24));
        assert!(
            screen.contains(
                "† 2 Bobbl wurden vom Zeitlimit abgebrochen (R-M9): niemand hat sie gewonnen"
            ),
            "{screen}"
        );
    });
}
