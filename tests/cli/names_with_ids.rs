//! `Name #id`, as the lists write a name two players share, is taken wherever a command takes
//! a player's name: Swiss `seat`, `remove`, `swap --players` (`drop` and `undrop` in
//! `swiss.rs`), `import --players` (the player registered already, not a new one named so);
//! Muck `drop`, `undrop`, `remove`, `seat`, `swap --entrants` for a single player or a pair
//! (`Berta #5`, `Berta #1 / Carl`), and the Muck results import. An id that is another
//! player's is refused naming that player, and nothing changes.

use crate::common;

use common::Desk;
use turnier::game::PlayerId;
use turnier::muck::{Entrant, PairId};

fn load(d: &Desk, event: &str) -> turnier::game::Event {
    turnier::store::load(&d.path(&format!("{event}.ron"))).expect("loads")
}

/// A Swiss event of six where two players are called Anna Berg (ids 1 and 2).
fn two_annas() -> Desk {
    let d = Desk::new();
    d.ok(&["new", "cup", "--system", "swiss"]);
    let f = d.write(
        "p.csv",
        "name\nAnna Berg\nAnna Berg\nBen Alt\nCarl Dorn\nDora Eck\nEmil Fuchs\n",
    );
    d.ok(&["import", "cup", "--players", &f, "--allow-duplicate-names"]);
    d
}

#[test]
fn swiss_remove_swap_and_seat_take_a_name_with_its_id() {
    let d = two_annas();
    // remove: the second Anna Berg, by the name the lists give her.
    let said = d.ok(&["remove", "cup", "Anna Berg #2"]);
    assert!(said.starts_with("remove Anna Berg #2"), "{said}");
    let t = load(&d, "cup");
    assert_eq!(t.registry.participants.len(), 5);
    assert_eq!(t.registry.name_of(PlayerId(1)), "Anna Berg");
    assert_eq!(t.registry.name_of(PlayerId(2)), "Ben Alt");
    // Register her again: two Anna Bergs, ids 1 and 6.
    let f = d.write("again.csv", "name\nAnna Berg\n");
    d.ok(&["import", "cup", "--players", &f, "--allow-duplicate-names"]);
    d.ok(&["pair", "cup"]);
    let before: serde_json::Value = d.json(&["pairings", "cup", "--json"]);
    let table_of = |v: &serde_json::Value, id: u64| {
        v["tables"]
            .as_array()
            .expect("tables")
            .iter()
            .find(|tb| tb["player_a_id"] == id || tb["player_b_id"] == id)
            .map(|tb| tb["table"].as_u64().expect("table"))
    };
    let (t1, t6) = (table_of(&before, 1), table_of(&before, 6));
    assert_ne!(t1, t6, "the slide seats them apart");
    // swap: Anna Berg #6 takes Anna Berg #1's seat and the other way round.
    d.ok(&["swap", "cup", "--players", "Anna Berg #1", "anna berg #6"]);
    let after: serde_json::Value = d.json(&["pairings", "cup", "--json"]);
    assert_eq!(
        (table_of(&after, 1), table_of(&after, 6)),
        (t6, t1),
        "{after}"
    );
    // A wrong id is refused naming whose it is; nothing changes.
    d.rejected(
        "cup",
        &["swap", "cup", "--players", "Anna Berg #2", "Anna Berg #6"],
        "player 2 is Ben Alt",
    );
    d.rejected(
        "cup",
        &["remove", "cup", "Anna Berg #3"],
        "\"Anna Berg #3\": player 3 is Carl Dorn",
    );
    // seat: a late Anna Berg in the published round, by name and id.
    d.ok(&["publish", "cup"]);
    let f = d.write("late.csv", "name\nAnna Berg\n");
    d.ok(&["import", "cup", "--players", &f, "--allow-duplicate-names"]);
    // Six players, no bye to play against: she sits round 1 out and is paired from round 2.
    let said = d.ok(&["seat", "cup", "Anna Berg #7"]);
    assert!(
        said.contains("late arrival Anna Berg #7 sits this round out"),
        "{said}"
    );
    let t = load(&d, "cup");
    assert_eq!(
        t.registry
            .participant(PlayerId(7))
            .expect("7")
            .entered_round,
        Some(turnier::game::RoundNo(2))
    );
}

#[test]
fn swiss_import_of_a_name_with_its_id_is_the_player_registered_already() {
    let d = two_annas();
    let f = d.write("export.csv", "name\nAnna Berg #2\nFrida Gans\n");
    let refused = d
        .run(&["import", "cup", "--players", &f])
        .expect_err("registered");
    assert!(
        refused
            .to_string()
            .contains("line 2: \"Anna Berg #2\" is registered already (#2)"),
        "{refused}"
    );
    assert_eq!(load(&d, "cup").registry.participants.len(), 6);
    // A further player of that name, if so meant: registered as `Anna Berg`, never with
    // another player's id in her name.
    d.ok(&["import", "cup", "--players", &f, "--allow-duplicate-names"]);
    let t = load(&d, "cup");
    assert_eq!(t.registry.participants.len(), 8);
    assert_eq!(t.registry.name_of(PlayerId(7)), "Anna Berg");
    assert_eq!(t.registry.display_name(PlayerId(7)), "Anna Berg #7");
    assert_eq!(t.registry.name_of(PlayerId(8)), "Frida Gans");
}

/// A Muck evening of nine single players, two of them called Berta (ids 1 and 5).
fn two_bertas() -> Desk {
    let d = Desk::new();
    d.ok(&["new", "solo", "--system", "muck", "--singles"]);
    let f = d.write(
        "p.csv",
        "name\nBerta\nCarl\nDora\nEmil\nBerta\nFrida\nGero\nHanna\nIda\n",
    );
    d.ok(&["import", "solo", "--players", &f, "--allow-duplicate-names"]);
    d
}

#[test]
fn muck_single_players_are_found_by_name_and_id() {
    let d = two_bertas();
    d.rejected("solo", &["drop", "solo", "Berta"], "names 2 entrants");
    let said = d.ok(&["drop", "solo", "Berta #5"]);
    assert!(said.starts_with("withdraw Berta"), "{said}");
    let t = load(&d, "solo");
    assert!(t.registry.participant(PlayerId(5)).expect("5").is_dropped());
    assert!(!t.registry.participant(PlayerId(1)).expect("1").is_dropped());
    d.ok(&["undrop", "solo", "berta #5"]);
    assert!(
        !load(&d, "solo")
            .registry
            .participant(PlayerId(5))
            .expect("5")
            .is_dropped()
    );
    d.rejected(
        "solo",
        &["remove", "solo", "Berta #2"],
        "\"Berta #2\": player 2 is Carl",
    );
    d.ok(&["remove", "solo", "Berta #5"]);
    let t = load(&d, "solo");
    assert_eq!(t.registry.participants.len(), 8);
    assert_eq!(t.registry.name_of(PlayerId(5)), "Frida");
    // Two Bertas again (ids 1 and 9); the draw seats eight, one sits out.
    let f = d.write("late.csv", "name\nBerta\n");
    d.ok(&["import", "solo", "--players", &f, "--allow-duplicate-names"]);
    d.ok(&["draw", "solo"]);
    let g = load(&d, "solo");
    let r = &g.muck().expect("muck").rounds[0];
    let out = r.sitting_out[0];
    let Entrant::Player(p) = out else {
        panic!("a single player sits out: {out:?}")
    };
    // swap --entrants: the second Berta trades places with whoever sits out (or with Carl).
    let other = if p == PlayerId(9) {
        "Carl".to_string()
    } else {
        format!("{} {p}", g.registry.name_of(p))
    };
    d.ok(&["swap", "solo", "--entrants", "Berta #9", &other]);
    let r2 = load(&d, "solo").muck().expect("muck").rounds[0].clone();
    assert_ne!(r2, *r, "the swap changed the draft");
    // seat: a late third Berta, in the published round.
    d.ok(&["publish", "solo"]);
    let f = d.write("later.csv", "name\nBerta\n");
    d.ok(&["import", "solo", "--players", &f, "--allow-duplicate-names"]);
    d.ok(&["seat", "solo", "Berta #10"]);
    assert!(
        load(&d, "solo").muck().expect("muck").rounds[0].involves(Entrant::Player(PlayerId(10)))
    );
}

#[test]
fn muck_pairs_are_found_by_a_player_written_with_the_id() {
    let d = Desk::new();
    d.ok(&["new", "abend", "--system", "muck"]);
    // Two Bertas, each come alone, paired at the door by name and id (make-pair).
    let f = d.write("p.csv", "name\nBerta\nElse\nBerta\nHans\n");
    d.ok(&[
        "import",
        "abend",
        "--players",
        &f,
        "--allow-duplicate-names",
    ]);
    d.ok(&["make-pair", "abend", "Berta #1", "Else"]);
    d.ok(&["make-pair", "abend", "Berta #3", "Hans"]);
    let f = d.write("more.csv", "name\nKarl / Monika\nSabine / Uschi\n");
    d.ok(&["import", "abend", "--entrants", &f]);
    let t = load(&d, "abend");
    assert_eq!(t.registry.name_of(PlayerId(3)), "Berta");
    assert_eq!(t.muck().expect("muck").pairs.len(), 4);
    d.rejected("abend", &["drop", "abend", "Berta"], "names 2 entrants");
    // `Berta #3` is the second Berta, so her pair, pair 2.
    let said = d.ok(&["drop", "abend", "Berta #3"]);
    assert!(said.starts_with("withdraw Berta / Hans"), "{said}");
    d.ok(&["undrop", "abend", "Berta #3 / Hans"]);
    // A pair written with both players, one with the id: `Berta #1 / Else`.
    d.ok(&["remove", "abend", "Berta #1 / Else"]);
    let g = load(&d, "abend");
    let m = g.muck().expect("muck");
    assert_eq!(m.pairs.len(), 3);
    assert_eq!(
        m.entrant_name(&g.registry, Entrant::Pair(PairId(1))),
        "Berta / Hans"
    );
}

#[test]
fn muck_results_import_takes_a_player_written_with_the_id() {
    let d = two_bertas();
    let results = "round,table,side_a,side_b,bobbl,points_a,points_b\n\
                   1,1,Berta #1 / Carl,Dora / Emil,1,21,4\n\
                   1,1,Berta #1 / Carl,Dora / Emil,2,21,17\n\
                   1,2,Berta #5 / Frida,Gero / Hanna,1,12,21\n\
                   1,2,Berta #5 / Frida,Gero / Hanna,2,21,19\n";
    d.ok(&["import", "solo", "--results", &d.write("r.csv", results)]);
    let t = load(&d, "solo");
    let r = &t.muck().expect("muck").rounds[0];
    assert_eq!(
        r.tables[0].a,
        turnier::muck::Side::Players(PlayerId(1), PlayerId(2))
    );
    assert_eq!(
        r.tables[1].a,
        turnier::muck::Side::Players(PlayerId(5), PlayerId(6))
    );
    // The name alone says how to write one of them; nothing is imported.
    let d = two_bertas();
    let alone = "round,table,side_a,side_b,bobbl,points_a,points_b\n\
                 1,1,Berta / Carl,Dora / Emil,1,21,4\n";
    d.rejected(
        "solo",
        &["import", "solo", "--results", &d.write("r.csv", alone)],
        "\"Berta\" is the name of two players; write one with its id as the lists do, \
         `Berta #1`",
    );
}
