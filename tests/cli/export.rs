//! `turnier export EV results|standings`. The results CSV is the import format: imported into a
//! new event with the same settings it gives the same standings; a cell a spreadsheet would
//! take as a formula is escaped and comes back as it was.

use clap::Parser;
use std::path::Path;
use turnier::cli::{Cli, run};
use turnier::game::{Event, Game};
use turnier::swiss::SwissGame;

fn cli(args: &[&str]) -> Result<String, String> {
    let mut full = vec!["turnier"];
    full.extend_from_slice(args);
    let parsed = Cli::try_parse_from(full).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    run(parsed, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("utf8"))
}

/// The standings CSV without the columns an import cannot know: the player id (ids follow
/// the order names appear in the results) and the drop flag (drops are not results).
fn comparable(csv: &str) -> Vec<String> {
    csv.lines()
        .map(|l| {
            let cells: Vec<&str> = l.split(',').collect();
            let mut keep = cells.clone();
            keep.remove(9);
            keep.remove(2);
            keep.join(",")
        })
        .collect()
}

#[test]
fn exported_results_reimport_to_the_same_standings() {
    for name in ["pavia12", "pavia13", "liga-gaucha-pauper-2024-e4"] {
        let dir = tempfile::tempdir().expect("tempdir");
        let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("saves/{name}.ron"));
        let ev = shipped.to_str().expect("utf8");
        let results = cli(&["export", ev, "results"]).expect("results");
        assert!(
            results.starts_with("round,table,player_a,player_b,games_a,games_b,games_drawn\n1,1,")
        );
        let standings = cli(&["export", ev, "standings"]).expect("standings");
        // A new event with the same settings, the results imported.
        let t = turnier::store::load(&shipped).expect("loads");
        let settings = t.swiss().expect("swiss").settings.clone();
        let copy = dir.path().join("copy.ron");
        let fresh = Event::new(
            "copy",
            Game::Swiss(SwissGame::new(settings)),
            chrono::DateTime::UNIX_EPOCH,
            0,
        );
        turnier::store::save_new(&copy, &fresh).expect("save");
        let csv = dir.path().join("results.csv");
        cli(&["export", ev, "results", "-o", csv.to_str().expect("utf8")]).expect("written");
        let c = copy.to_str().expect("utf8");
        cli(&[
            "import",
            c,
            "--results",
            csv.to_str().expect("utf8"),
            "--add-missing-players",
        ])
        .expect("imports");
        let again = cli(&["export", c, "standings"]).expect("standings");
        assert_eq!(comparable(&again), comparable(&standings), "{name}");
    }
}

#[test]
fn a_name_a_spreadsheet_would_take_as_a_formula_is_escaped_and_comes_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ev = dir.path().join("ev.ron");
    let e = ev.to_str().expect("utf8");
    cli(&["new", e, "--system", "swiss"]).expect("new");
    let players = dir.path().join("p.csv");
    std::fs::write(&players, "name\n=HYPERLINK(1)\nAnna\n@Bert\n-Carla\n").expect("write");
    cli(&["import", e, "--players", players.to_str().expect("utf8")]).expect("players");
    cli(&["pair", e]).expect("pair");
    cli(&["publish", e]).expect("publish");
    cli(&["result", e, "1", "2-0"]).expect("result");
    cli(&["result", e, "2", "1-2"]).expect("result");
    let results = cli(&["export", e, "results"]).expect("export");
    for line in results.lines().skip(1) {
        for cell in line.split(',') {
            assert!(
                !cell.starts_with(['=', '+', '-', '@']),
                "a formula cell: {cell:?} in {results}"
            );
        }
    }
    assert!(results.contains("'=HYPERLINK(1)"), "{results}");
    assert!(
        results.contains("'@Bert") && results.contains("'-Carla"),
        "{results}"
    );
    // Imported again into the same players with no rounds, every name is found as it was
    // (an unknown name would be refused: no players are added here).
    let mut t = turnier::store::load(&ev).expect("loads");
    t.swiss_mut().expect("swiss").rounds.clear();
    let cmds = turnier::import::results(&t, results.as_bytes(), false).expect("imports");
    assert!(!cmds.is_empty());
    assert_eq!(
        turnier::import::spreadsheet_text("'=HYPERLINK(1)"),
        "=HYPERLINK(1)"
    );
    assert_eq!(turnier::import::spreadsheet_text("'Anna"), "'Anna");
}

#[test]
fn a_muck_evening_exports_its_ranking_with_numbers_as_numbers() {
    let ev = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/muck-article.ron");
    let csv = cli(&["export", ev.to_str().expect("utf8"), "standings"]).expect("export");
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some(
            "place,entrant,bobbl,tore,opp_tore,tore_needed,opp_tore_needed,plus,plus_place,\
             plus_minus,plus_minus_place"
        )
    );
    assert_eq!(
        lines.next(),
        Some("1,Fritz / Hans,2,0,28,false,false,42,1,14,2")
    );
    assert!(
        csv.contains("4,Karl / Monika,1,13,20,true,false,34,4,-7,4"),
        "{csv}"
    );
    // Muck results are exported too: tests/cli/muck_export.rs.
    let football = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/football-series.ron");
    let err = cli(&["export", football.to_str().expect("utf8"), "results"])
        .expect_err("Swiss and Muck only");
    assert!(
        err.contains("export results and standings are for Swiss events and Muck evenings"),
        "{err}"
    );
}

/// The Friday event of `tests/fixtures/event-day/`: two players named Lukas Schmidt, two drops,
/// two late entries (one seated against the bye, R-S20), three rounds played.
fn friday() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/event-day/friday-swiss.ron")
}

/// A new Swiss event at `path` with the settings of `t` and no players.
fn empty_like(t: &Event, path: &Path) {
    let settings = t.swiss().expect("swiss").settings.clone();
    let fresh = Event::new(
        "copy",
        Game::Swiss(SwissGame::new(settings)),
        chrono::DateTime::UNIX_EPOCH,
        0,
    );
    turnier::store::save_new(path, &fresh).expect("save");
}

#[test]
fn the_players_list_says_ids_registration_late_entries_and_drops() {
    let ev = friday();
    let csv = cli(&["export", ev.to_str().expect("utf8"), "players"]).expect("players");
    assert_eq!(
        csv,
        "id,name,registration,entered_round,dropped_after\n\
         1,Anna Roth,1,,\n\
         2,Ben Weber,2,,\n\
         3,Lukas Schmidt,3,,\n\
         4,Carla Diaz,4,,\n\
         5,Daniel Kurz,5,,\n\
         6,Eva Nowak,6,,\n\
         7,Felix Brandt,7,,3\n\
         8,Greta Hahn,8,,1\n\
         9,Lukas Schmidt,9,,\n\
         10,Hanna Vogel,10,,\n\
         11,Igor Petrov,11,,\n\
         12,Jonas Lang,12,2,\n\
         13,Karin Ost,13,3,\n"
    );
    // The results name the two Lukas Schmidt as every list does: with the id.
    let results = cli(&["export", ev.to_str().expect("utf8"), "results"]).expect("results");
    assert!(
        results.contains("1,3,Lukas Schmidt #3,Greta Hahn,0,2,0\n"),
        "{results}"
    );
    assert!(
        results.contains("3,6,Lukas Schmidt #3,Karin Ost,"),
        "{results}"
    );
}

#[test]
fn players_then_results_reimported_give_the_same_standings_and_next_pairing() {
    let dir = tempfile::tempdir().expect("tempdir");
    // The original, copied: `pair` writes its draft.
    let original = dir.path().join("friday.ron");
    std::fs::copy(friday(), &original).expect("copy");
    let o = original.to_str().expect("utf8");
    let (players, results) = (
        dir.path().join("players.csv"),
        dir.path().join("results.csv"),
    );
    let (p, r) = (
        players.to_str().expect("utf8"),
        results.to_str().expect("utf8"),
    );
    cli(&["export", o, "players", "-o", p]).expect("players");
    cli(&["export", o, "results", "-o", r]).expect("results");

    let t = turnier::store::load(&original).expect("loads");
    let copy = dir.path().join("copy.ron");
    empty_like(&t, &copy);
    let c = copy.to_str().expect("utf8");
    let said = cli(&["import", c, "--players", p]).expect("players import");
    assert!(
        said.starts_with(
            "imported: 13 player(s) added, 13 registered in all; of them 2 late entries, 2 \
             dropped"
        ),
        "{said}"
    );
    cli(&["import", c, "--results", r]).expect("results import");

    let back = turnier::store::load(&copy).expect("loads");
    assert_eq!(back.registry, t.registry, "ids, names, late entries, drops");
    // Every column of the standings, ids and drops included.
    let before = cli(&["export", o, "standings"]).expect("standings");
    let after = cli(&["export", c, "standings"]).expect("standings");
    assert_eq!(after, before);
    assert!(
        before.contains("\n10,Greta Hahn,8,3,1-0-0,"),
        "Greta Hahn's drop after round 1 counts (R-S5): {before}"
    );
    assert!(
        before.contains("\n12,Lukas Schmidt #3,3,0,0-3-0,"),
        "{before}"
    );

    // The same next pairing: tables, reasons and the bye.
    let first = cli(&["pair", o, "--json"]).expect("pair");
    let second = cli(&["pair", c, "--json"]).expect("pair");
    assert_eq!(second, first);
    let round: serde_json::Value = serde_json::from_str(&first).expect("json");
    assert_eq!(round["round"], 4);
    assert_eq!(round["bye"], "Eva Nowak");
    let table = |n: usize| {
        let tb = &round["tables"][n];
        (
            tb["player_a_id"].as_u64().unwrap_or(0),
            tb["player_b_id"].as_u64().unwrap_or(0),
        )
    };
    // Carla Diaz v Jonas Lang (the late entry), Hanna Vogel v Lukas Schmidt #3; neither
    // dropped player is paired.
    assert_eq!(
        (0..5).map(table).collect::<Vec<_>>(),
        vec![(4, 12), (11, 9), (1, 5), (10, 3), (2, 13)]
    );
}

#[test]
fn a_players_list_whose_ids_would_change_is_refused_and_nothing_changes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ev = friday();
    let players = dir.path().join("players.csv");
    let p = players.to_str().expect("utf8");
    cli(&["export", ev.to_str().expect("utf8"), "players", "-o", p]).expect("players");
    // An event with one player already: Anna Roth would get #2, the file says #1.
    let t = turnier::store::load(&ev).expect("loads");
    let copy = dir.path().join("copy.ron");
    empty_like(&t, &copy);
    let c = copy.to_str().expect("utf8");
    let one = dir.path().join("one.csv");
    std::fs::write(&one, "name\nZora\n").expect("write");
    cli(&["import", c, "--players", one.to_str().expect("utf8")]).expect("one player");
    let saved = std::fs::read(&copy).expect("read");
    let err = cli(&["import", c, "--players", p]).expect_err("ids would change");
    assert!(
        err.contains(
            "line 2: id: \"Anna Roth\" would get id #2 here, the file says #1: a players list \
             keeps its ids, so import it into an event without players (this one has 1), or \
             empty the id column"
        ),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&copy).expect("read"),
        saved,
        "nothing written"
    );

    // Without ids the list is registered after Zora; a drop after a round not played yet
    // is kept for the results that follow, an entry round of 0 is refused by name.
    std::fs::write(&one, "name,entered_round\nJo,0\n").expect("write");
    let err = cli(&["import", c, "--players", one.to_str().expect("utf8")]).expect_err("0");
    assert!(
        err.contains("line 2: entered_round: rounds start at 1"),
        "{err}"
    );
    std::fs::write(&one, "registration,name,dropped_after\n2,Udo,\n1,'=Ida,2\n").expect("w");
    cli(&["import", c, "--players", one.to_str().expect("utf8")]).expect("list");
    let t = turnier::store::load(&copy).expect("loads");
    let names: Vec<(&str, Option<u32>)> = t
        .registry
        .participants
        .iter()
        .map(|p| (p.name.as_str(), p.dropped_after.map(|r| r.0)))
        .collect();
    assert_eq!(
        names,
        vec![("Zora", None), ("=Ida", Some(2)), ("Udo", None)]
    );
}
