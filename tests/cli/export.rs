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
