//! `turnier export EV results` at a Muck evening writes the format `import --results` reads;
//! imported into a new evening with the same settings and entrants it gives the same ranking; a
//! name a spreadsheet would take as a formula is escaped and comes back as it was.

use crate::common;

use common::Desk;
use std::path::Path;
use turnier::game::{Command, Event, Game, apply};
use turnier::muck::{MuckCommand, MuckGame, Partners};

/// A new evening beside `t` at `path`: the same settings and entrants (in registration
/// order, so shared places list the same), no rounds.
fn empty_copy(t: &Event, path: &Path) {
    let g = t.muck().expect("muck");
    let at = chrono::DateTime::UNIX_EPOCH;
    let mut fresh = Event::new("copy", Game::Muck(MuckGame::new(g.settings.clone())), at, 0);
    let reg = &t.registry;
    let entrants: Vec<Vec<String>> = match g.settings.partners {
        Partners::Fixed => g
            .pairs
            .iter()
            .map(|p| p.players.iter().map(|x| reg.name_of(*x)).collect())
            .collect(),
        Partners::Changing => reg
            .participants
            .iter()
            .map(|p| vec![p.name.clone()])
            .collect(),
    };
    fresh = apply(
        &fresh,
        Command::Muck(MuckCommand::AddEntrants { entrants }),
        at,
    )
    .expect("entrants");
    turnier::store::save_new(path, &fresh).expect("save");
}

fn round_trip(d: &Desk, ev: &str) -> (String, String) {
    let results = d.ok(&["export", ev, "results"]);
    assert!(
        results.starts_with("round,table,side_a,side_b,bobbl,points_a,points_b\n1,1,"),
        "{results}"
    );
    let standings = d.ok(&["export", ev, "standings"]);
    let t = turnier::store::load(Path::new(ev)).expect("loads");
    let copy = d.path("copy.ron");
    let _ = std::fs::remove_file(&copy);
    empty_copy(&t, &copy);
    let csv = d.write("results.csv", &results);
    let c = copy.to_str().expect("utf8");
    d.ok(&["import", c, "--results", &csv]);
    let again = d.ok(&["export", c, "standings"]);
    assert_eq!(d.ok(&["export", c, "results"]), results, "the same results");
    (standings, again)
}

#[test]
fn exported_muck_results_reimport_to_the_same_ranking() {
    for name in ["muck-article", "muck-evening-24-pairs"] {
        let d = Desk::new();
        let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("saves/{name}.ron"));
        let (before, after) = round_trip(&d, shipped.to_str().expect("utf8"));
        assert_eq!(after, before, "{name}");
    }
    // The article's round: the first lines as the sheets were entered.
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/muck-article.ron");
    let d = Desk::new();
    let csv = d.ok(&["export", shipped.to_str().expect("utf8"), "results"]);
    assert!(
        csv.contains(
            "1,1,Berta / Else,Erwin / Franz,1,21,4\n1,1,Berta / Else,Erwin / Franz,2,20,21\n"
        ),
        "{csv}"
    );
}

#[test]
fn an_aborted_bobbl_and_a_formula_name_survive_the_round_trip() {
    let d = Desk::new();
    d.ok(&["new", "abend", "--system", "muck", "--time-limit", "30"]);
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write(
            "e.csv",
            "name\n=Berta / @Else\nCarl / -Dora\nEmil / Frida\nGero / Hanna\n",
        ),
    ]);
    let results = "round,table,side_a,side_b,bobbl,points_a,points_b
1,1,=Berta / @Else,Carl / -Dora,1,21,3
1,1,=Berta / @Else,Carl / -Dora,2,9,12
1,2,Emil / Frida,Gero / Hanna,1,18,21
1,2,Emil / Frida,Gero / Hanna,2,21,0
";
    d.ok(&["import", "abend", "--results", &d.write("r.csv", results)]);
    let ev = d.path("abend.ron");
    let exported = d.ok(&["export", ev.to_str().expect("utf8"), "results"]);
    assert!(
        exported.contains("1,1,'=Berta / @Else,Carl / -Dora,2,9,12"),
        "escaped, the aborted Bobbl as entered: {exported}"
    );
    let (before, after) = round_trip(&d, ev.to_str().expect("utf8"));
    assert_eq!(after, before);
    // =Berta/@Else: won 21:3, aborted 9:12 -> 1 Bobbl, Tore 9, opp. Tore 3 (R-M9).
    assert!(before.contains(",'=Berta / @Else,1,9,3,"), "{before}");
}
