//! The top cut and the playoff at the desk: the top cut from the standings screen (`c`, the
//! recommendation typed in, a question before publishing), the playoff rounds paired (`p`,
//! asks first) and entered on the pairings and results screens, and the bracket view (`b`)
//! with results and final places, in English and German at 80x24 (R-S18, R-S19).

use crate::desk_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::i18n::Lang;
use turnier::tui::Screen;
use turnier::tui::game::swiss::SwissDesk;

fn liga() -> (tempfile::TempDir, std::path::PathBuf, turnier::tui::App) {
    let t = turnier::store::load(std::path::Path::new("saves/liga-gaucha-pauper-2024-e4.ron"))
        .expect("the shipped event loads");
    writable(t)
}

fn enter(app: &mut turnier::tui::App, line: &str) {
    typed(app, line);
    press(app, KeyCode::Enter);
}

fn playoff_rounds(app: &turnier::tui::App) -> usize {
    app.session
        .as_ref()
        .and_then(|s| s.tournament().swiss())
        .map_or(0, |g| g.playoff_rounds().len())
}

/// The screen in German (the desk's language), then English again.
fn in_german(app: &mut turnier::tui::App) -> String {
    app.lang = Lang::De;
    let text = render(app, 80, 24);
    app.lang = Lang::En;
    text
}

/// The shipped players are called "Player 001" …: data, not the desk's words.
fn german_screen(what: &str, screen: &str) {
    let found = turnier::i18n::english_words(&screen.replace("Player ", "Spielerin "));
    assert!(
        found.is_empty(),
        "{what}: English words {found:?} in\n{screen}"
    );
}

#[test]
fn the_cut_the_playoff_and_the_bracket_at_the_desk() {
    let (_dir, _path, mut a) = liga();
    ch(&mut a, '4');
    assert_eq!(a.screen, Screen::Standings);
    ch(&mut a, 'b');
    let before = render(&a, 80, 24);
    assert!(before.contains("No top cut yet"), "{before}");
    assert!(
        before.contains("Recommended: Top 8 (40 active players; Top 8 from 17, Top 4 from 9)"),
        "{before}"
    );
    ch(&mut a, 'b');
    // `c`: the recommendation typed in; a cut the engine blocks is refused at once.
    ch(&mut a, 'c');
    assert_eq!(a.input.as_ref().map(|i| i.text.as_str()), Some("8"));
    press(&mut a, KeyCode::Backspace);
    enter(&mut a, "6");
    assert!(is_error(&a), "{}", message(&a));
    assert!(
        message(&a).contains("a cut to 6 players is not possible"),
        "{}",
        message(&a)
    );
    // The line stays open to type again.
    assert!(a.input.is_some());
    press(&mut a, KeyCode::Esc);
    ch(&mut a, 'c');
    press(&mut a, KeyCode::Backspace);
    enter(&mut a, "4");
    let ask = render(&a, 80, 24);
    assert!(ask.contains("warning: Top 4 differs"), "{ask}");
    ch(&mut a, 'n');
    assert_eq!(playoff_rounds(&a), 0, "no is no");
    ch(&mut a, 'c');
    press(&mut a, KeyCode::Enter);
    let ask = render(&a, 80, 24);
    assert!(
        ask.contains("Make the cut to Top 8 and publish round 7 (quarter-final)?"),
        "{ask}"
    );
    ch(&mut a, 'y');
    assert_eq!(playoff_rounds(&a), 1, "{}", message(&a));
    assert!(
        a.desks.get::<SwissDesk>().bracket,
        "the bracket is shown after the cut"
    );
    // The cut is undone like any command, and made again.
    ch(&mut a, 'u');
    ch(&mut a, 'y');
    assert_eq!(playoff_rounds(&a), 0, "undone: {}", message(&a));
    assert!(
        a.session
            .as_ref()
            .and_then(|s| s.tournament().swiss())
            .is_some_and(|g| g.playoff.is_none() && g.rounds.len() == 6)
    );
    ch(&mut a, 'c');
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'y');
    assert_eq!(playoff_rounds(&a), 1, "{}", message(&a));
    let qf = render(&a, 80, 24);
    insta::assert_snapshot!("desk_bracket_quarter_finals_80x24", qf);
    // The pairings head says the playoff round's stage.
    press(&mut a, KeyCode::F(2));
    a.message = None; // the status line of the cut, said in English
    let head = render(&a, 80, 24);
    assert!(
        head.contains(" Round 7 · quarter-final published · 4 tables"),
        "{head}"
    );
    let de = in_german(&mut a);
    assert!(
        de.contains(" Runde 7 · Viertelfinale veröffentlicht · 4 Tische"),
        "{de}"
    );
    german_screen("playoff pairings", &de);

    // Results as in Swiss; a draw is refused.
    press(&mut a, KeyCode::F(3));
    enter(&mut a, "1 11");
    assert!(is_error(&a), "{}", message(&a));
    assert!(message(&a).contains("is a draw"), "{}", message(&a));
    press(&mut a, KeyCode::Esc);
    for line in ["1 20", "2 12", "3 21", "4 02"] {
        enter(&mut a, line);
    }
    // The semi-finals: `p` asks first, then publishes.
    press(&mut a, KeyCode::F(2));
    ch(&mut a, 'p');
    let ask = render(&a, 80, 24);
    assert!(
        ask.contains("Pair and publish round 8 (semi-final)?"),
        "{ask}"
    );
    ch(&mut a, 'y');
    assert_eq!(playoff_rounds(&a), 2, "{}", message(&a));
    press(&mut a, KeyCode::F(3));
    enter(&mut a, "1 21");
    enter(&mut a, "2 02");
    press(&mut a, KeyCode::F(2));
    ch(&mut a, 'p');
    ch(&mut a, 'y');
    press(&mut a, KeyCode::F(3));
    enter(&mut a, "1 02");
    assert_eq!(playoff_rounds(&a), 3, "{}", message(&a));
    press(&mut a, KeyCode::F(4));
    assert!(a.desks.get::<SwissDesk>().bracket);
    assert!(
        message(&a).contains("the playoff is over"),
        "{}",
        message(&a)
    );
    a.message = None;
    let done = render(&a, 80, 24);
    assert!(done.contains("Final places"), "{done}");
    insta::assert_snapshot!("desk_bracket_final_80x24", done);
    let de = in_german(&mut a);
    insta::assert_snapshot!("desk_bracket_final_80x24_de", de);
    german_screen("bracket", &de);
    // The standings screen gives the final places after the final (R-S19), the stage reached in
    // the last column, the Swiss standings at the cut below place 8.
    ch(&mut a, 'b');
    assert!(!a.desks.get::<SwissDesk>().bracket);
    let st = render(&a, 80, 24);
    insta::assert_snapshot!("desk_standings_final_places_80x24", st);
    assert!(
        st.contains(" Final places (R-S19) · from place 9: Swiss standings at the cut (round 6)"),
        "{st}"
    );
    // The rows: the final place, the name, the Swiss match points and values at the cut, the
    // stage reached; place 9 is the best player outside the cut (Swiss order, OMW%).
    let rows: Vec<&str> = st.lines().skip(3).collect();
    for (i, (place, name, points, stage)) in [
        (1, "Player 011", 12, "winner"),
        (2, "Player 001", 18, "runner-up"),
        (3, "Player 004", 15, "semi-final"),
        (4, "Player 009", 12, "semi-final"),
        (5, "Player 005", 15, "quarter-final"),
        (6, "Player 007", 13, "quarter-final"),
        (7, "Player 013", 12, "quarter-final"),
        (8, "Player 015", 12, "quarter-final"),
        (9, "Player 017", 12, "OMW%"),
    ]
    .into_iter()
    .enumerate()
    {
        let row = rows[i].trim_matches('"');
        assert_eq!(
            row[..5].trim_start_matches('>').trim(),
            place.to_string(),
            "{row}"
        );
        assert!(row[7..].starts_with(name), "{name} at {place}: {row}");
        assert!(row.contains(&format!(" {points:>3}  ")), "{row}");
        assert!(row.trim_end().ends_with(stage), "{stage} at {place}: {row}");
    }
    let de = in_german(&mut a);
    insta::assert_snapshot!("desk_standings_final_places_80x24_de", de);
    assert!(
        de.contains(" Endplatzierung (R-S19) · ab Platz 9: Schweizer Tabelle beim Cut (Runde 6)"),
        "{de}"
    );
    german_screen("standings after the final", &de);
    ch(&mut a, 'b');
    // After the final `p` pairs nothing.
    press(&mut a, KeyCode::F(2));
    ch(&mut a, 'p');
    assert!(a.popup.is_none());
    assert!(
        message(&a).contains("the playoff is over"),
        "{}",
        message(&a)
    );
    press(&mut a, KeyCode::F(4));
    // The help lists both keys.
    ch(&mut a, '?');
    let help = render(&a, 80, 200);
    assert!(
        help.contains("top cut") && help.contains("bracket"),
        "{help}"
    );
}

#[test]
fn the_bracket_view_before_the_cut_reads_german() {
    let (_dir, _path, mut a) = liga();
    press(&mut a, KeyCode::F(4));
    ch(&mut a, 'b');
    let de = in_german(&mut a);
    assert!(de.contains("Noch kein Top Cut"), "{de}");
    assert!(de.contains("Empfohlen: Top 8 (40 aktive Spieler"), "{de}");
    german_screen("bracket before the cut", &de);
    ch(&mut a, 'c');
    press(&mut a, KeyCode::Enter);
    let ask = in_german(&mut a);
    assert!(ask.contains("Cut auf Top 8 machen"), "{ask}");
    german_screen("the cut's question", &ask);
}

/// The cut is taken back with `c` (asks first, says what goes), also after the desk was
/// reopened, when undo no longer reaches it.
#[test]
fn c_takes_the_top_cut_back_after_a_reopen() {
    let (_dir, path, mut a) = liga();
    ch(&mut a, '4');
    ch(&mut a, 'c');
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'y');
    press(&mut a, KeyCode::F(3));
    enter(&mut a, "1 20");
    assert_eq!(playoff_rounds(&a), 1, "{}", message(&a));
    // Reopened: this session's undo is empty, `c` still takes the cut back.
    let saved = turnier::store::load(&path).expect("saved");
    let (_dir2, _path2, mut a) = writable(saved);
    press(&mut a, KeyCode::F(4));
    ch(&mut a, 'c');
    let ask = render(&a, 80, 24);
    assert!(ask.contains("Take the top cut back?"), "{ask}");
    assert!(
        message(&a).is_empty() || !is_error(&a),
        "no refusal: {}",
        message(&a)
    );
    assert!(
        ask.contains("Top 8 and its 1 playoff round(s) with 1") && ask.contains("result(s) are"),
        "{ask}"
    );
    german_screen("cancel question", &in_german(&mut a));
    ch(&mut a, 'n');
    assert_eq!(playoff_rounds(&a), 1, "no is no");
    ch(&mut a, 'c');
    ch(&mut a, 'y');
    let g = a.session.as_ref().and_then(|s| s.tournament().swiss());
    assert!(
        g.is_some_and(|g| g.playoff.is_none() && g.rounds.len() == 6),
        "{}",
        message(&a)
    );
    // The cut can be made again.
    ch(&mut a, 'c');
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'y');
    assert_eq!(playoff_rounds(&a), 1, "{}", message(&a));
}

/// Dropping a player with an open playoff match says the match is lost (recorded 2-0 for the
/// opponent), in the question and in the status line after it.
#[test]
fn a_drop_in_the_playoff_says_the_open_match_is_lost() {
    let (_dir, _path, mut a) = liga();
    ch(&mut a, '4');
    ch(&mut a, 'c');
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'y');
    press(&mut a, KeyCode::F(1));
    let id = a
        .session
        .as_ref()
        .and_then(|s| {
            s.tournament()
                .registry
                .participants
                .iter()
                .find(|p| p.name == "Player 015")
        })
        .map(|p| p.id)
        .expect("Player 015");
    a.popup = Some(turnier::tui::app::Popup::Confirm(
        turnier::tui::app::Pending::Drop(id),
    ));
    let ask = render(&a, 80, 24);
    assert!(
        ask.contains("Drop Player 015? The open playoff match at"),
        "{ask}"
    );
    assert!(ask.contains("2-0 for Player 001"), "{ask}");
    a.message = None; // the status line of the cut, said in English
    german_screen("drop question", &in_german(&mut a));
    ch(&mut a, 'y');
    assert!(
        message(&a).contains(
            "drop Player 015: the playoff match at round 7, table 1 is lost, recorded 2-0 for Player 001"
        ),
        "{}",
        message(&a)
    );
}

/// During the playoff the wall, the clock and the results name the stage (not `Round 6`), the
/// wall shows the bracket instead of the frozen Swiss standings, and after the final the final
/// places (R-S19) with the winner.
#[test]
fn the_wall_the_clock_and_the_results_name_the_playoff_stage() {
    use turnier::game::{Command, TableNo};
    use turnier::swiss::{MatchResult, SwissCommand};
    let (_dir, _path, mut a) = liga();
    let run = |a: &mut turnier::tui::App, c: SwissCommand| {
        a.session
            .as_mut()
            .expect("open")
            .execute(Command::Swiss(c), clock())
            .expect("saved");
    };
    let win = |table: u32| SwissCommand::RecordResult {
        round: None,
        table: TableNo(table),
        result: MatchResult::new(2, 0, 0).expect("legal"),
    };
    run(&mut a, SwissCommand::StartPlayoff { cut: 4 });
    let wall = |a: &turnier::tui::App| {
        let s = a.session.as_ref().expect("open");
        turnier::wall::wall(s.tournament(), s.views())
    };
    let w = wall(&a);
    assert_eq!(turnier::wall::round_words(&w), "Round 7 · semi-final");
    assert_eq!(w.ranking_title, "wf-wall-bracket");
    assert_eq!(
        w.ranking.len(),
        2,
        "the two semi-finals, not the Swiss standings"
    );
    assert!(w.ranking[0].name.contains("(1) – "), "{:?}", w.ranking[0]);
    let de = turnier::i18n::with_lang(Lang::De, || turnier::wall::round_words(&wall(&a)));
    assert_eq!(de, "Runde 7 · Halbfinale");

    ch(&mut a, 'V');
    let screen = render(&a, 120, 24);
    assert!(
        screen.contains("Pairings by name · Round 7 · semi-final"),
        "{screen}"
    );
    press(&mut a, KeyCode::Esc);
    press(&mut a, KeyCode::F(7));
    let c = render(&a, 80, 24);
    assert!(c.contains("Round 7 · semi-final"), "{c}");
    press(&mut a, KeyCode::Esc);
    press(&mut a, KeyCode::F(3));
    let r = render(&a, 80, 24);
    assert!(
        r.contains("Round 7 · semi-final (published) · 2 of 2 tables open"),
        "{r}"
    );
    let de = in_german(&mut a);
    assert!(
        de.contains("Runde 7 · Halbfinale (veröffentlicht) · 2 von 2 Tischen offen"),
        "{de}"
    );

    run(&mut a, win(1));
    run(&mut a, win(2));
    run(&mut a, SwissCommand::PairNextRound);
    run(&mut a, win(1));
    let w = wall(&a);
    assert_eq!(w.ranking_title, "wf-wall-final-places");
    assert_eq!(
        w.ranking
            .iter()
            .map(|r| (r.rank, r.points.as_str()))
            .collect::<Vec<_>>(),
        [
            (1, "winner"),
            (2, "runner-up"),
            (3, "semi-final"),
            (4, "semi-final")
        ]
    );
    let s = a.session.as_ref().expect("open");
    let page = turnier::room::tv_file(s.tournament(), s.views(), None);
    assert!(
        page.contains("Final places") && page.contains("winner"),
        "{page}"
    );
}

/// A command that would be refused is refused before any question: `p` for the next playoff
/// round while the semi-finals have open tables, and a result for a Swiss round after the cut,
/// never ask first and then refuse.
#[test]
fn playoff_commands_that_would_be_refused_do_not_ask_first() {
    use turnier::game::Command;
    use turnier::swiss::SwissCommand;
    let (_dir, _path, mut a) = liga();
    a.session
        .as_mut()
        .expect("open")
        .execute(
            Command::Swiss(SwissCommand::StartPlayoff { cut: 4 }),
            clock(),
        )
        .expect("saved");
    press(&mut a, KeyCode::F(2));
    ch(&mut a, 'p');
    assert!(a.popup.is_none(), "no question: {}", render(&a, 80, 24));
    assert!(is_error(&a), "{}", message(&a));
    assert!(
        message(&a).to_lowercase().contains("round 7"),
        "{}",
        message(&a)
    );
    press(&mut a, KeyCode::F(3));
    ch(&mut a, '[');
    enter(&mut a, "1 12");
    assert!(a.popup.is_none(), "no question: {}", render(&a, 80, 24));
    assert!(is_error(&a), "{}", message(&a));
}

/// Beside the final places the bracket keeps names whole (not `Karin Schröd…`), and `+` marks
/// who went through, since `>` is the selection.
#[test]
fn the_bracket_keeps_names_whole_and_marks_the_winner_with_plus() {
    use turnier::game::{Command, TableNo};
    use turnier::swiss::{MatchResult, SwissCommand};
    let mut t = turnier::store::load(std::path::Path::new("saves/liga-gaucha-pauper-2024-e4.ron"))
        .expect("the shipped event loads");
    for q in &mut t.registry.participants {
        q.name = q.name.replace("Player 0", "Karin Schröd");
    }
    let (_dir, _path, mut a) = writable(t);
    let mut run = |c: SwissCommand| {
        a.session
            .as_mut()
            .expect("open")
            .execute(Command::Swiss(c), clock())
            .expect("saved");
    };
    let win = |table: u32| SwissCommand::RecordResult {
        round: None,
        table: TableNo(table),
        result: MatchResult::new(2, 0, 0).expect("legal"),
    };
    run(SwissCommand::StartPlayoff { cut: 8 });
    for n in 1..=4 {
        run(win(n));
    }
    run(SwissCommand::PairNextRound);
    run(win(1));
    run(win(2));
    run(SwissCommand::PairNextRound);
    run(win(1));
    ch(&mut a, '4');
    ch(&mut a, 'b');
    let de = in_german(&mut a);
    assert!(de.contains("+(1) Karin Schröd01 "), "{de}");
    let whole = de
        .split("Karin Schröd")
        .skip(1)
        .all(|rest| rest.chars().take(2).all(|c| c.is_ascii_digit()));
    assert!(whole, "a name cut:\n{de}");
    assert!(de.contains("+ weiter"), "{de}");
}

/// The German question that takes the cut back uses plural forms and asks: never
/// `3 Playoff-Runde(n) mit 7 Ergebnis(sen) fallen weg; … bleibt j/n` without a question mark.
#[test]
fn the_german_cancel_question_uses_plural_forms_and_asks() {
    let ask = |rounds: usize, results: usize| {
        turnier::i18n::with_lang(Lang::De, || {
            turnier::tr!(
                "playoff-desk-ask-cancel",
                cut = 8,
                rounds = rounds,
                results = results,
                after = 5
            )
        })
    };
    assert_eq!(
        ask(3, 7),
        "Top 8 und 3 Playoff-Runden mit 7 Ergebnissen fallen weg; die Tabelle nach Runde 5 \
         bleibt. Top Cut zurücknehmen?"
    );
    assert!(
        ask(1, 1).contains("eine Playoff-Runde mit einem Ergebnis"),
        "{}",
        ask(1, 1)
    );
}

/// After the cut the German print dialog has five documents (Paarungen, Paarungen nach Namen,
/// Ergebniszettel, Tabelle, Turnierbaum), more than the 61 columns of its row at 80x24: the
/// choices show as a window that follows the selection, `‹` / `›` where choices are cut off.
#[test]
fn the_german_print_dialog_shows_the_bracket_choice_at_80_columns() {
    let (_dir, _path, mut a) = liga();
    ch(&mut a, '4');
    ch(&mut a, 'c');
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'y');
    assert_eq!(playoff_rounds(&a), 1, "{}", message(&a));
    a.message = None; // the status line of the cut, said in English
    // The desk in German from here (the dialog's note is made in the desk's language).
    a.lang = Lang::De;
    ch(&mut a, 'w');
    // The standings screen proposes the standings; one step on is the bracket.
    let tabelle = render(&a, 80, 24);
    assert!(tabelle.contains("[Tabelle]"), "{tabelle}");
    press(&mut a, KeyCode::Right);
    let bracket = render(&a, 80, 24);
    assert!(bracket.contains("[Turnierbaum]"), "{bracket}");
    let row = bracket
        .lines()
        .find(|l| l.contains("[Turnierbaum]"))
        .expect("the document row");
    assert!(
        row.contains("‹ Ergebniszettel") && !row.contains('›'),
        "{row}"
    );
    // The default file is named after the test's event file (`event.ron`): data, not words.
    german_screen(
        "print dialog, bracket",
        &bracket.replace("event-bracket.txt", ""),
    );
    // Every choice is reachable: one step on (wrapping) is the first, the window shows it
    // and marks the rest.
    press(&mut a, KeyCode::Right);
    let first = render(&a, 80, 24);
    let row = first
        .lines()
        .find(|l| l.contains("[Paarungen]"))
        .expect("the document row");
    assert!(
        row.contains("Ergebniszettel  ›") && !row.contains('‹'),
        "{row}"
    );
    assert!(!row.contains("Turnierbaum"), "{row}");
}

/// The undrop in the playoff and the cut taken back at the desk in German: the status line
/// after an undrop that takes a forfeit back, after an undrop refused because the forfeit
/// decided the next round, and after `c` takes the cut back (its question is tested in
/// `c_takes_the_top_cut_back_after_a_reopen`), each without an English word.
#[test]
fn undrop_and_the_cut_taken_back_read_german_at_the_desk() {
    let (_dir, _path, mut a) = liga();
    ch(&mut a, '4');
    ch(&mut a, 'c');
    press(&mut a, KeyCode::Enter);
    ch(&mut a, 'y');
    assert_eq!(playoff_rounds(&a), 1, "{}", message(&a));
    press(&mut a, KeyCode::F(1));
    let id = a
        .session
        .as_ref()
        .and_then(|s| {
            s.tournament()
                .registry
                .participants
                .iter()
                .find(|p| p.name == "Player 015")
        })
        .map(|p| p.id)
        .expect("Player 015");
    let drop = |a: &mut turnier::tui::App| {
        a.popup = Some(turnier::tui::app::Popup::Confirm(
            turnier::tui::app::Pending::Drop(id),
        ));
        ch(a, 'y');
        assert!(!is_error(a), "{}", message(a));
    };
    drop(&mut a);
    // From here on the desk speaks German (its keys run in the desk's language).
    a.lang = Lang::De;
    a.registration.select_data(id.0 as usize - 1);
    ch(&mut a, 'D');
    let said = message(&a);
    assert!(!is_error(&a), "{said}");
    assert!(
        said.contains(
            "Player 015 wieder angemeldet: die Niederlage durch Abmeldung in Runde 7, Tisch 1 ist zurückgenommen; der Tisch ist wieder offen"
        ),
        "{said}"
    );
    let screen = render(&a, 80, 24);
    german_screen("undrop, status line", &said);
    german_screen("undrop", &screen);

    // Dropped again, the other quarter-finals played and the semi-finals paired: the forfeit
    // decided who plays, undrop is refused and says why.
    a.lang = Lang::En;
    drop(&mut a);
    press(&mut a, KeyCode::F(3));
    for line in ["2 20", "3 20", "4 20"] {
        enter(&mut a, line);
        assert!(!is_error(&a), "{line}: {}", message(&a));
    }
    press(&mut a, KeyCode::F(2));
    ch(&mut a, 'p');
    ch(&mut a, 'y');
    assert_eq!(playoff_rounds(&a), 2, "{}", message(&a));
    press(&mut a, KeyCode::F(1));
    a.lang = Lang::De;
    a.registration.select_data(id.0 as usize - 1);
    ch(&mut a, 'D');
    let said = message(&a);
    assert!(is_error(&a), "{said}");
    assert!(
        said.contains("die Abmeldung hat Runde 7, Tisch 1 entschieden"),
        "{said}"
    );
    german_screen("undrop refused, status line", &said);
    german_screen("undrop refused", &render(&a, 80, 24));

    // `c` takes the cut back: the status line after it.
    press(&mut a, KeyCode::F(4));
    ch(&mut a, 'c');
    ch(&mut a, 'j');
    let said = message(&a);
    assert_eq!(playoff_rounds(&a), 0, "{said}");
    assert!(
        said.contains("Top Cut zurückgenommen: Top 8 nach Runde 6"),
        "{said}"
    );
    german_screen("cut taken back, status line", &said);
    german_screen("cut taken back", &render(&a, 80, 24));
}
