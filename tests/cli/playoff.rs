//! The top cut and the playoff through the command line, on the shipped real event
//! `liga-gaucha-pauper-2024-e4` (42 players, 40 active after six Swiss rounds):
//! `top-cut --start` publishes the quarter-finals in bracket order (R-S18), `result` and `pair`
//! run the playoff (no draws; a dropped player loses, R-S19), `standings --json` gives the
//! final places.

use clap::Parser;
use serde_json::Value;
use std::path::Path;
use turnier::cli::{Cli, run};

fn cli(args: &[&str]) -> Result<String, String> {
    let mut full = vec!["turnier"];
    full.extend_from_slice(args);
    let parsed = Cli::try_parse_from(full).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    run(parsed, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("utf8"))
}

fn liga(dir: &tempfile::TempDir) -> String {
    let ev = dir.path().join("liga.ron");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/liga-gaucha-pauper-2024-e4.ron"),
        &ev,
    )
    .expect("copy");
    ev.to_str().expect("utf8").to_string()
}

fn standings(e: &str) -> Vec<Value> {
    let text = cli(&["standings", e, "--json"]).expect("standings");
    serde_json::from_str::<Value>(&text)
        .expect("json")
        .as_array()
        .expect("array")
        .clone()
}

/// `(rank, player, playoff)` of the first `n` rows.
fn places(rows: &[Value], n: usize) -> Vec<(u64, String, Value)> {
    rows.iter()
        .take(n)
        .map(|r| {
            (
                r["rank"].as_u64().expect("rank"),
                r["player"].as_str().expect("player").to_string(),
                r["playoff"].clone(),
            )
        })
        .collect()
}

#[test]
fn a_top_8_of_the_real_event_is_played_to_the_final() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &liga(&dir);
    let before = standings(e);
    assert_eq!(before.len(), 42);
    assert!(
        before.iter().all(|r| r["playoff"].is_null()),
        "null before a cut"
    );

    // The quarter-finals from the final Swiss standings: 1v8, 4v5, 2v7, 3v6 (R-S18).
    let start = cli(&["top-cut", e, "--cut", "8", "--start"]).expect("start");
    assert!(
        start.starts_with("40 active players: recommended cut 8"),
        "{start}"
    );
    assert!(!start.contains("warning"), "{start}");
    let lines: Vec<&str> = start.lines().collect();
    assert_eq!(lines[1], "Round 7 (published)");
    for (line, (a, b, seeds)) in lines[2..6].iter().zip([
        ("Player 001 (18)", "Player 015 (12)", "seeds 1 v 8"),
        ("Player 007 (13)", "Player 009 (12)", "seeds 4 v 5"),
        ("Player 004 (15)", "Player 013 (12)", "seeds 2 v 7"),
        ("Player 005 (15)", "Player 011 (12)", "seeds 3 v 6"),
    ]) {
        assert!(
            line.contains(a) && line.contains(b) && line.contains(seeds),
            "{line}"
        );
        // The reason is short enough for 80 columns with a result in.
        assert!(line.chars().count() + 7 <= 80, "{line}");
    }
    assert!(start.contains("top cut: Top 8 after round 6; round 7 (quarter-final) published"));

    // No draws in the playoff: the refusal names the field and the values allowed.
    let draw = cli(&["result", e, "1", "1-1"]).expect_err("a draw is refused");
    assert!(draw.starts_with("score: 1-1 is a draw"), "{draw}");
    assert!(
        draw.contains("allowed: 2-0, 2-1, 1-0, 0-1, 1-2, 0-2"),
        "{draw}"
    );
    // `0-0` is the same result as `ID`: the refusal names what was typed, so it is recognised.
    let zero = cli(&["result", e, "1", "0-0"]).expect_err("0-0 is refused");
    assert!(zero.starts_with("score: 0-0 (ID) is a draw"), "{zero}");
    // The next round waits for every result.
    assert!(cli(&["pair", e]).is_err());
    for (table, score) in [("1", "2-0"), ("2", "1-2"), ("3", "2-1"), ("4", "0-2")] {
        cli(&["result", e, table, score]).expect("result");
    }
    // The Swiss rounds are frozen at the cut.
    let frozen = cli(&["result", e, "1", "2-0", "--round", "6"]).expect_err("frozen");
    assert!(
        frozen.contains("frozen at the cut after round 6"),
        "{frozen}"
    );

    // The semi-finals from the winners in bracket order, published at once.
    let semi = cli(&["pair", e]).expect("semi-finals");
    assert!(semi.starts_with("Round 8 (published)"), "{semi}");
    let semi_lines: Vec<&str> = semi.lines().collect();
    assert!(semi_lines[1].contains("Player 001 (18)") && semi_lines[1].contains("Player 009"));
    assert!(semi_lines[2].contains("Player 004 (15)") && semi_lines[2].contains("Player 011"));
    assert!(
        semi.contains("playoff round 8 (semi-final) published"),
        "{semi}"
    );

    // A player who drops loses the open match (R-S19), recorded as such.
    cli(&["drop", e, "Player 011"]).expect("drop");
    cli(&["result", e, "1", "2-1"]).expect("result");
    let bracket = cli(&["top-cut", e]).expect("bracket");
    assert!(
        bracket.contains("Player 011 dropped or absent  → Player 004"),
        "{bracket}"
    );
    assert!(bracket.contains("final: not paired yet"), "{bracket}");

    let final_round = cli(&["pair", e]).expect("final");
    assert!(
        final_round.starts_with("Round 9 (published)"),
        "{final_round}"
    );
    let last = cli(&["result", e, "1", "0-2"]).expect("final result");
    assert!(
        last.contains("the playoff is over: Player 004 wins; top-cut EVENT shows the final places"),
        "{last}"
    );
    assert!(
        cli(&["pair", e])
            .expect_err("over")
            .contains("the playoff is over")
    );

    // Final places (R-S19): the final's winner, its loser, the semi-final losers by seed, the
    // quarter-final losers by seed, then the Swiss standings.
    let after = standings(e);
    assert_eq!(after.len(), 42);
    let s = |v: &str| Value::String(v.into());
    assert_eq!(
        places(&after, 9),
        vec![
            (1, "Player 004".into(), s("winner")),
            (2, "Player 001".into(), s("final")),
            (3, "Player 009".into(), s("semi-final")),
            (4, "Player 011".into(), s("semi-final")),
            (5, "Player 005".into(), s("quarter-final")),
            (6, "Player 007".into(), s("quarter-final")),
            (7, "Player 013".into(), s("quarter-final")),
            (8, "Player 015".into(), s("quarter-final")),
            (
                9,
                before[8]["player"].as_str().expect("9th").into(),
                Value::Null
            ),
        ]
    );
    // Every existing field is kept, and the Swiss numbers stay those of the cut
    // (`separated_by` and `dropped` follow the final places and the playoff's drops: tested
    // in `after_the_final_the_standings_export_and_json_have_the_final_places`).
    for row in &after {
        let was = before
            .iter()
            .find(|b| b["player_id"] == row["player_id"])
            .expect("same player");
        for field in [
            "player",
            "match_points",
            "record",
            "mwp",
            "gwp",
            "omwp",
            "ogwp",
        ] {
            assert_eq!(row[field], was[field], "{field} of {}", row["player"]);
        }
    }
    let ranks: Vec<u64> = after
        .iter()
        .map(|r| r["rank"].as_u64().expect("rank"))
        .collect();
    assert_eq!(ranks, (1..=42).collect::<Vec<u64>>());

    let bracket = cli(&["top-cut", e]).expect("bracket");
    assert!(bracket.contains("Final places (R-S19)"), "{bracket}");
    assert!(bracket.contains("   1. Player 004  winner"), "{bracket}");
    assert!(
        bracket.contains("   8. Player 015  quarter-final"),
        "{bracket}"
    );
    // The save with its playoff passes the checks of a load.
    let check = cli(&["check", e]).expect("check");
    assert!(!check.contains("playoff"), "{check}");
}

#[test]
fn the_cut_waits_for_the_swiss_part_and_refuses_what_cannot_be_played() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &liga(&dir);
    for (cut, said) in [
        ("3", "cut: a cut to 3 players is not possible"),
        ("1", "cut: a cut to 1 players is not possible"),
        ("0", "cut: a cut of 0 is no playoff"),
        (
            "64",
            "cut: Top 64 needs 64 players but only 40 are active; allowed: at most 40",
        ),
    ] {
        let no = cli(&["top-cut", e, "--cut", cut, "--start"]).expect_err("blocked");
        assert!(no.starts_with(said), "{cut}: {no}");
    }
    // A draft round 7: no cut from standings that are not final.
    cli(&["pair", e]).expect("draft");
    let draft = cli(&["top-cut", e, "--start"]).expect_err("draft");
    assert!(draft.contains("round 7 is a draft"), "{draft}");
    cli(&["publish", e]).expect("publish");
    let open = cli(&["top-cut", e, "--start"]).expect_err("open");
    assert!(open.contains("round 7 has 20 open table(s)"), "{open}");
    // Back to the six played rounds: a cut other than the recommendation warns.
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &liga(&dir);
    let warned = cli(&["top-cut", e, "--cut", "4", "--start"]).expect("top 4");
    assert!(
        warned.contains(
            "warning: Top 4 differs from the recommendation for 40 active players: Top 8"
        ),
        "{warned}"
    );
    assert!(warned.contains("seeds 1 v 4") && warned.contains("seeds 2 v 3"));
    assert!(
        cli(&["top-cut", e, "--start"])
            .expect_err("twice")
            .contains("made already")
    );
    assert!(cli(&["import", e, "--players", "x.csv"]).is_err());
}

use crate::german_support;

/// The liga event played to the final as above: 1-8-4-5 … with Player 011 dropped in the
/// semi-final and Player 004 the winner.
fn played_to_the_final(dir: &tempfile::TempDir) -> String {
    let e = liga(dir);
    cli(&["top-cut", &e, "--start"]).expect("start");
    for (table, score) in [("1", "2-0"), ("2", "1-2"), ("3", "2-1"), ("4", "0-2")] {
        cli(&["result", &e, table, score]).expect("result");
    }
    cli(&["pair", &e]).expect("semi-finals");
    cli(&["drop", &e, "Player 011"]).expect("drop");
    cli(&["result", &e, "1", "2-1"]).expect("result");
    cli(&["pair", &e]).expect("final");
    cli(&["result", &e, "1", "0-2"]).expect("final result");
    e
}

#[test]
fn the_bracket_prints_as_text_and_html_with_the_final_places() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &played_to_the_final(&dir);
    let text = cli(&["print", e, "bracket"]).expect("text");
    assert!(text.contains("Playoff bracket"), "{text}");
    assert!(text.contains("Top 8 after round 6, final places"), "{text}");
    for row in [
        "quarter-final      1     1  Player 001     8  Player 015  2-0",
        "quarter-final      2     4  Player 007     5  Player 009  1-2",
        "semi-final         2     2  Player 004     6  Player 011  2-0 *",
        "final              1     1  Player 001     2  Player 004  0-2",
        " 1. Player 004 (winner)",
        " 4. Player 011 (semi-final)",
        " 8. Player 015 (quarter-final)",
    ] {
        assert!(text.contains(row), "{row:?} in\n{text}");
    }
    let html = dir.path().join("bracket.html");
    cli(&[
        "print",
        e,
        "bracket",
        "--format",
        "html",
        "-o",
        html.to_str().expect("utf8"),
    ])
    .expect("html");
    let page = std::fs::read_to_string(&html).expect("html written");
    assert!(
        page.contains(r#"<td class="name"><bdi>Player 004</bdi></td>"#),
        "{page}"
    );
    assert!(page.contains("1. Player 004 (winner)"), "{page}");
    // The page head, the column heads and the seven matches.
    assert_eq!(page.matches("<tr").count(), 9, "{page}");
    // Before the cut there is no bracket to print.
    let dir = tempfile::tempdir().expect("tempdir");
    let fresh = liga(&dir);
    let no = cli(&["print", &fresh, "bracket"]).expect_err("no playoff");
    assert!(no.contains("there is no playoff yet"), "{no}");
}

#[test]
fn the_playoff_reads_german_on_the_command_line_and_in_print() {
    use turnier::i18n::{Lang, with_lang};
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &played_to_the_final(&dir);
    // The shipped event's players are called "Player 001" …: the name is filtered out, it is
    // data, not the program's words.
    let words = |s: String| s.replace("Player ", "Spielerin ");
    let bracket = with_lang(Lang::De, || cli(&["top-cut", e])).expect("bracket");
    assert!(bracket.contains("Runde 7 · Viertelfinale"), "{bracket}");
    assert!(bracket.contains("Endplatzierung (R-S19)"), "{bracket}");
    german_support::german("top-cut", &words(bracket));
    let text = with_lang(Lang::De, || cli(&["print", e, "bracket"])).expect("text");
    assert!(text.contains("Halbfinale         2          2"), "{text}");
    german_support::german("print bracket", &words(text));
    let html = dir.path().join("b.html");
    with_lang(Lang::De, || {
        cli(&[
            "print",
            e,
            "bracket",
            "--format",
            "html",
            "-o",
            html.to_str().expect("utf8"),
        ])
    })
    .expect("html");
    let page = std::fs::read_to_string(&html).expect("html");
    german_support::german_document("print bracket html", &words(page));
    let draw = with_lang(Lang::De, || cli(&["result", e, "1", "1-1"])).expect_err("over");
    german_support::german("result", &words(draw));
    let dir = tempfile::tempdir().expect("tempdir");
    let fresh = liga(&dir);
    let start = with_lang(Lang::De, || {
        cli(&["top-cut", &fresh, "--cut", "4", "--start"])
    })
    .expect("start");
    assert!(start.contains("Warnung: Top 4 weicht"), "{start}");
    german_support::german("top-cut --start", &words(start));
    let draw = with_lang(Lang::De, || cli(&["result", &fresh, "1", "1-1"])).expect_err("draw");
    assert!(draw.contains("Unentschieden"), "{draw}");
    german_support::german("result draw", &words(draw));
}

#[test]
fn a_winner_who_drops_loses_the_next_round_and_the_save_stays_valid() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &liga(&dir);
    cli(&["top-cut", e, "--cut", "4", "--start"]).expect("top 4");
    cli(&["result", e, "1", "2-0"]).expect("result");
    cli(&["result", e, "2", "2-1"]).expect("result");
    // Player 001 won the semi-final, then drops: the final is lost by the drop (R-S19), and the
    // file with that seat after the drop is written (every write is checked).
    cli(&["drop", e, "Player 001"]).expect("drop");
    let fin = cli(&["pair", e]).expect("the final");
    assert!(
        fin.contains("Round 8 (published)") || fin.contains("Round 8 (complete)"),
        "{fin}"
    );
    let bracket = cli(&["top-cut", e]).expect("bracket");
    assert!(
        bracket.contains("Player 001 dropped or absent  → Player 004"),
        "{bracket}"
    );
    assert!(bracket.contains("   1. Player 004  winner"), "{bracket}");
    assert!(!cli(&["check", e]).expect("check").contains("playoff"));
    // The standings after a Swiss round stay that round's: no playoff places there.
    let rows: Value =
        serde_json::from_str(&cli(&["standings", e, "--json", "--round", "6"]).expect("json"))
            .expect("json");
    assert_eq!(rows[0]["player"], "Player 001");
    assert!(rows[0]["playoff"].is_null());
    let all = standings(e);
    assert_eq!(all[0]["player"], "Player 004");
    assert_eq!(all[0]["playoff"], "winner");
}

#[test]
fn players_who_share_a_name_show_their_id_in_the_playoff_bracket() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ev = dir.path().join("cup.ron");
    let e = ev.to_str().expect("utf8");
    cli(&["new", e, "--system", "swiss"]).expect("new");
    let players = dir.path().join("p.csv");
    std::fs::write(&players, "name\nAnna Schmidt\nBert\nAnna Schmidt\nDora\n").expect("write");
    let file = players.to_str().expect("utf8");
    cli(&["import", e, "--players", file, "--allow-duplicate-names"]).expect("players");
    cli(&["pair", e]).expect("pair");
    cli(&["publish", e]).expect("publish");
    cli(&["result", e, "1", "2-0"]).expect("result");
    cli(&["result", e, "2", "2-0"]).expect("result");
    cli(&["top-cut", e, "--cut", "4", "--start"]).expect("top 4 (warns: 4 players)");
    cli(&["result", e, "1", "2-0"]).expect("result");
    cli(&["result", e, "2", "0-2"]).expect("result");
    cli(&["pair", e]).expect("final");
    cli(&["result", e, "1", "2-1"]).expect("result");
    let bracket = cli(&["top-cut", e]).expect("bracket");
    assert!(bracket.contains("Anna Schmidt #1"), "{bracket}");
    assert!(bracket.contains("Anna Schmidt #3"), "{bracket}");
    let print = cli(&["print", e, "bracket"]).expect("print");
    assert!(
        print.contains("Anna Schmidt #1") && print.contains("Anna Schmidt #3"),
        "{print}"
    );
}

#[test]
fn the_results_export_leaves_the_playoff_out() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &liga(&dir);
    let before = cli(&["export", e, "results"]).expect("export");
    cli(&["top-cut", e, "--start"]).expect("start");
    cli(&["result", e, "1", "2-0"]).expect("result");
    // The export is the Swiss part, as `import --results` reads it: the same before and after.
    assert_eq!(cli(&["export", e, "results"]).expect("export"), before);
    assert!(before.lines().all(|l| !l.starts_with("7,")), "no round 7");
}

/// `top-cut --cancel` takes the cut back from the saved file (undo only covers a desk session):
/// the playoff rounds and their results go, logged; a player who dropped in the playoff stays
/// dropped after the last Swiss round; the cut can be made again.
#[test]
fn top_cut_cancel_takes_the_cut_back_and_the_refusals_name_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &liga(&dir);
    assert!(
        cli(&["top-cut", e, "--cancel"])
            .expect_err("no playoff")
            .contains("there is no playoff")
    );
    cli(&["top-cut", e, "--cut", "4", "--start"]).expect("top 4");
    let again = cli(&["top-cut", e, "--cut", "4", "--start"]).expect_err("made already");
    assert!(again.contains("top-cut EVENT --cancel"), "{again}");
    let frozen = cli(&["result", e, "1", "2-0", "--round", "6"]).expect_err("frozen");
    assert!(frozen.contains("top-cut EVENT --cancel"), "{frozen}");
    cli(&["result", e, "1", "2-0"]).expect("result");
    cli(&["drop", e, "Player 004"]).expect("drop");
    let out = cli(&["top-cut", e, "--cancel"]).expect("cancel");
    assert!(
        out.contains(
            "top cut taken back: Top 4 after round 6; 1 playoff round(s) with 2 result(s) removed"
        ),
        "{out}"
    );
    assert!(cli(&["check", e]).expect("check").contains("ok"));
    let rows = standings(e);
    assert!(rows.iter().all(|r| r["playoff"].is_null()));
    let p4 = rows
        .iter()
        .find(|r| r["player"] == "Player 004")
        .expect("p4");
    assert_eq!(p4["dropped"], true);
    let saved = std::fs::read_to_string(e).expect("read");
    assert!(saved.contains("top cut taken back"), "logged in the audit");
    // Made again, now without the dropped player.
    let start = cli(&["top-cut", e, "--cut", "4", "--start"]).expect("again");
    assert!(start.contains("Round 7 (published)"), "{start}");
    assert!(!start.contains("Player 004"), "{start}");
}

/// Tester's items 3 and 5: after the final `export standings` has the final places and the
/// `playoff` column like `standings --json`; `separated_by` says `playoff` where the playoff
/// decided (null for place 1), and a player who dropped in the playoff is `dropped`.
#[test]
fn after_the_final_the_standings_export_and_json_have_the_final_places() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &played_to_the_final(&dir);
    let rows = standings(e);
    assert_eq!(rows[0]["player"], "Player 004");
    assert!(rows[0]["separated_by"].is_null(), "{}", rows[0]);
    for r in &rows[1..9] {
        assert_eq!(r["separated_by"], "playoff", "{r}");
    }
    assert_ne!(rows[9]["separated_by"], "playoff", "{}", rows[9]);
    let p11 = rows
        .iter()
        .find(|r| r["player"] == "Player 011")
        .expect("p11");
    assert_eq!(p11["dropped"], true, "dropped in the semi-final: {p11}");
    let csv = cli(&["export", e, "standings"]).expect("export");
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("rank,player,player_id,match_points,record,mwp,gwp,omwp,ogwp,dropped,playoff")
    );
    let first = lines.next().expect("row 1");
    assert!(first.starts_with("1,Player 004,4,"), "{first}");
    assert!(first.ends_with(",false,winner"), "{first}");
    assert!(csv.contains(",true,semi-final"), "{csv}");
    let last = csv.lines().last().expect("last");
    assert!(
        last.ends_with(','),
        "outside the cut: empty playoff cell: {last}"
    );
}

/// Taking a drop back in the playoff takes its forfeit back while the round is the newest (the
/// table is open again, logged); once the forfeit decided the next round's seat, undrop is
/// refused and says why.
#[test]
fn undrop_in_the_playoff_takes_the_forfeit_back_or_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &liga(&dir);
    cli(&["top-cut", e, "--cut", "4", "--start"]).expect("top 4");
    cli(&["drop", e, "Player 001"]).expect("drop");
    assert!(
        cli(&["top-cut", e])
            .expect("bracket")
            .contains("Player 001 dropped or absent")
    );
    cli(&["undrop", e, "Player 001"]).expect("undrop");
    let bracket = cli(&["top-cut", e]).expect("bracket");
    assert!(!bracket.contains("dropped or absent"), "{bracket}");
    let pairings = cli(&["pairings", e]).expect("pairings");
    assert!(
        pairings.contains("2 table(s) without a result"),
        "{pairings}"
    );
    assert!(cli(&["check", e]).expect("check").contains("ok"));
    let saved = std::fs::read_to_string(e).expect("read");
    assert!(
        saved.contains("is taken back; the table is open again"),
        "logged"
    );
    // A forfeit that sent the opponent on to the final stays: undrop is refused.
    cli(&["drop", e, "Player 001"]).expect("drop");
    cli(&["result", e, "2", "2-0"]).expect("result");
    cli(&["pair", e]).expect("final");
    let refused = cli(&["undrop", e, "Player 001"]).expect_err("decided");
    assert!(
        refused
            .contains("the drop decided round 7, table 1 (a forfeit) and so who plays in round 8"),
        "{refused}"
    );
}

/// Printed pairings and slips of a playoff round name the stage (R-S19).
#[test]
fn printed_pairings_and_slips_of_a_playoff_round_name_the_stage() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &liga(&dir);
    cli(&["top-cut", e, "--start"]).expect("start");
    for doc in ["pairings", "slips", "pairings-by-name"] {
        let text = cli(&["print", e, doc]).expect("print");
        assert!(text.contains("Round 7 · quarter-final"), "{doc}: {text}");
    }
    let six = cli(&["print", e, "pairings", "--round", "6"]).expect("print");
    assert!(
        six.contains("Round 6") && !six.contains("Round 6 ·"),
        "{six}"
    );
}

/// The `rank player` of every row of a text or printed standings (`3 Player 009`).
fn ranked(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            (w.len() > 2 && w[0].parse::<u32>().is_ok() && w[1] == "Player")
                .then(|| format!("{} {} {}", w[0], w[1], w[2]))
        })
        .collect()
}

/// After the final, text `standings` and `print standings` rank by the final places (R-S19)
/// as `standings --json` and `export standings` do: every player at the same rank, the stage
/// reached in the last column, a drop during the playoff marked, the Swiss standings at the
/// cut from place 9.
#[test]
fn after_the_final_text_and_printed_standings_show_the_final_places() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &played_to_the_final(&dir);
    let want: Vec<String> = standings(e)
        .iter()
        .map(|r| format!("{} {}", r["rank"], r["player"].as_str().unwrap_or("?")))
        .collect();
    assert_eq!(want.len(), 42);
    assert_eq!(&want[..3], ["1 Player 004", "2 Player 001", "3 Player 009"]);
    let csv = cli(&["export", e, "standings"]).expect("export");
    let from_csv: Vec<String> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').take(2).collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(from_csv, want);
    for text in [
        cli(&["standings", e]).expect("standings"),
        cli(&["print", e, "standings"]).expect("print"),
    ] {
        assert!(
            text.contains("Final places · from place 9: Swiss standings at the cut (round 6)"),
            "{text}"
        );
        assert_eq!(ranked(&text), want, "{text}");
        let row = |player: &str| {
            text.lines()
                .find(|l| l.contains(player))
                .map(str::trim_end)
                .unwrap_or_default()
                .to_string()
        };
        assert!(row("Player 004").ends_with("winner"), "{text}");
        assert!(row("Player 001").ends_with("runner-up"), "{text}");
        assert!(row("Player 011 (drop)").ends_with("semi-final"), "{text}");
        assert!(row("Player 015").ends_with("quarter-final"), "{text}");
        // Place 9, the best outside the cut, is separated by the Swiss tiebreaker at the cut.
        assert!(row("Player 017").starts_with("   9  Player 017"), "{text}");
        assert!(!text.contains("(R-S19)"), "no rule ids for players: {text}");
    }
    let six = cli(&["standings", e, "--round", "6"]).expect("round 6");
    assert!(!six.contains("Final places"), "{six}");
    assert!(six.contains("\n   1  Player 001 "), "{six}");
}

/// A playoff round's slips name the seeds at the cut before the names (`(1) Player 001` v
/// `(8) Player 015`), in text and HTML; a Swiss round's do not.
#[test]
fn playoff_slips_name_the_seeds() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &liga(&dir);
    cli(&["top-cut", e, "--start"]).expect("start");
    let text = cli(&["print", e, "slips"]).expect("slips");
    // Table 1 is 1v8, table 2 4v5 (R-S18's bracket order), each with its Swiss points.
    for row in [
        "(1) Player 001 (",
        "(8) Player 015 (",
        "(4) Player 007 (",
        "(5) Player 009 (",
    ] {
        assert!(text.contains(row), "{row:?} in\n{text}");
    }
    // The signature lines keep the bare names.
    assert!(text.contains("Player 001      "), "{text}");
    let six = cli(&["print", e, "slips", "--round", "6"]).expect("round 6");
    assert!(!six.contains("(1) "), "{six}");
    let html = dir.path().join("slips.html");
    cli(&[
        "print",
        e,
        "slips",
        "--format",
        "html",
        "-o",
        html.to_str().expect("utf8"),
    ])
    .expect("html");
    let page = std::fs::read_to_string(&html).expect("html written");
    assert!(page.contains("<bdi>(1) Player 001</bdi>"), "{page}");
    assert!(page.contains("<bdi>(8) Player 015</bdi>"), "{page}");
}

/// Every playoff round published (`top-cut --start`, then `pair`) starts its clock with the
/// round length in force, as a published Swiss round does (50 minutes by default).
#[test]
fn every_playoff_round_starts_its_clock() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &liga(&dir);
    let clock = |e: &str| -> Value {
        serde_json::from_str(&cli(&["clock", e, "--json"]).expect("clock")).expect("json")
    };
    cli(&["top-cut", e, "--cut", "8", "--start"]).expect("start");
    let c = clock(e);
    assert_eq!(c["state"], "running", "{c}");
    assert_eq!(c["round"], 7);
    assert_eq!(c["length_minutes"], 50);
    for (table, score) in [("1", "2-0"), ("2", "1-2"), ("3", "2-1"), ("4", "0-2")] {
        cli(&["result", e, table, score]).expect("result");
    }
    cli(&["clock", e, "--length", "40"]).expect("length");
    cli(&["pair", e]).expect("semi-finals");
    let c = clock(e);
    assert_eq!(
        (c["state"].clone(), c["round"].clone()),
        ("running".into(), 8.into())
    );
    assert_eq!(
        c["length_minutes"], 40,
        "the length set for the next rounds"
    );
    for (table, score) in [("1", "2-1"), ("2", "0-2")] {
        cli(&["result", e, table, score]).expect("result");
    }
    cli(&["pair", e]).expect("final");
    let c = clock(e);
    assert_eq!(
        (c["state"].clone(), c["round"].clone()),
        ("running".into(), 9.into())
    );
}

/// `standings --round N` inside the playoff gives the state as of round N (not the final
/// places of the whole playoff): after the quarter-final round 7 the quarter-final losers are
/// out (`"playoff": "quarter-final"`), the winners still in (`"playoff": null`, `"stage":
/// "semi-final"`); a drop in round 8 is not `dropped` as of round 7; round 9 is the whole
/// playoff.
#[test]
fn standings_as_of_a_playoff_round_give_that_rounds_state() {
    let dir = tempfile::tempdir().expect("tempdir");
    let e = &played_to_the_final(&dir);
    let as_of = |n: &str| -> Vec<Value> {
        let text = cli(&["standings", e, "--json", "--round", n]).expect("json");
        serde_json::from_str::<Value>(&text)
            .expect("json")
            .as_array()
            .expect("array")
            .clone()
    };
    let row = |rows: &[Value], name: &str| -> Value {
        rows.iter()
            .find(|r| r["player"] == name)
            .expect(name)
            .clone()
    };
    let six = as_of("6");
    assert_eq!(six[0]["player"], "Player 001");
    assert!(
        six.iter()
            .all(|r| r["playoff"].is_null() && r.get("stage").is_none())
    );

    let seven = as_of("7");
    // No final places yet: the rows keep the Swiss order and ranks.
    assert_eq!(seven[0]["player"], "Player 001");
    let ranks: Vec<u64> = seven
        .iter()
        .map(|r| r["rank"].as_u64().expect("rank"))
        .collect();
    assert_eq!(ranks, (1..=42).collect::<Vec<u64>>());
    for out in ["Player 005", "Player 007", "Player 013", "Player 015"] {
        let r = row(&seven, out);
        assert_eq!(r["playoff"], "quarter-final", "{r}");
        assert!(r.get("stage").is_none(), "{r}");
    }
    for still in ["Player 001", "Player 004", "Player 009", "Player 011"] {
        let r = row(&seven, still);
        assert!(r["playoff"].is_null(), "{r}");
        assert_eq!(r["stage"], "semi-final", "{r}");
    }
    assert_eq!(
        row(&seven, "Player 011")["dropped"],
        false,
        "drops in round 8"
    );
    assert!(!seven.iter().any(|r| r["playoff"] == "winner"));

    let eight = as_of("8");
    assert_eq!(row(&eight, "Player 009")["playoff"], "semi-final");
    assert_eq!(row(&eight, "Player 011")["playoff"], "semi-final");
    assert_eq!(row(&eight, "Player 011")["dropped"], true);
    for still in ["Player 001", "Player 004"] {
        let r = row(&eight, still);
        assert!(r["playoff"].is_null(), "{r}");
        assert_eq!(r["stage"], "final", "{r}");
    }
    assert_eq!(row(&eight, "Player 015")["playoff"], "quarter-final");

    // The last round is the whole playoff: the final places.
    assert_eq!(as_of("9"), standings(e));
    assert_eq!(as_of("9")[0]["playoff"], "winner");

    // The text: the final places only once the final is played by round N.
    let text7 = cli(&["standings", e, "--round", "7"]).expect("text");
    assert!(text7.contains("after round 6"), "{text7}");
    assert!(!text7.contains("(winner)"), "{text7}");
    let text9 = cli(&["standings", e, "--round", "9"]).expect("text");
    assert!(
        text9
            .lines()
            .any(|l| l.starts_with("   1  Player 004 ") && l.ends_with("winner")),
        "{text9}"
    );
}

/// `--help` of `print` names the bracket document and `--help` of `standings` the playoff
/// fields of the JSON and `--round` inside the playoff, in the doc comments (English `--help`,
/// which `english_help_is_what_clap_printed_before` holds word for word to `cli.ftl`) and in
/// German.
#[test]
fn help_of_print_and_standings_names_the_bracket_and_the_playoff_fields() {
    use turnier::i18n::{Lang, with_lang};
    let page = |lang: Lang, sub: &str| -> String {
        let mut cmd = with_lang(lang, turnier::cli::command);
        cmd.build();
        cmd.find_subcommand_mut(sub)
            .expect(sub)
            .render_long_help()
            .to_string()
    };
    let clap = |sub: &str| -> String {
        let mut cmd = <Cli as clap::CommandFactory>::command();
        cmd.build();
        cmd.find_subcommand_mut(sub)
            .expect(sub)
            .render_long_help()
            .to_string()
    };
    for help in [clap("print"), page(Lang::En, "print")] {
        assert!(help.contains("slips, standings, bracket (the"), "{help}");
        assert!(help.contains("slips, standings, bracket (Swiss)"), "{help}");
    }
    for help in [clap("standings"), page(Lang::En, "standings")] {
        assert!(help.contains("separated_by, dropped, playoff}]"), "{help}");
        assert!(
            help.contains("winner, final, semi-final, quarter-final"),
            "{help}"
        );
        assert!(help.contains("then with stage:"), "{help}");
        assert!(
            help.contains("a playoff round: the playoff as it stood"),
            "{help}"
        );
    }
    let de = page(Lang::De, "print");
    assert!(de.contains("`bracket` (der Turnierbaum"), "{de}");
    let de = page(Lang::De, "standings");
    assert!(de.contains("`playoff` die Stufe"), "{de}");
    assert!(de.contains("eine Playoff-Runde"), "{de}");
}
