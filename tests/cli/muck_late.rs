//! Muck entrants at the door: a pair or single player registered by mistake removed before it
//! played (`turnier remove`), a withdrawn entrant that never played kept out of the ranking,
//! and a late pair or single seated against the entrant who sits out (`turnier seat`).

use crate::common;

use common::Desk;
use turnier::game::PlayerId;
use turnier::muck::{Entrant, PairId, Side};

const PAIRS: &str = "name\nBerta / Else\nErwin / Franz\nFritz / Hans\nHeidi / Horst\nKarl / Monika\nSabine / Uschi\n";

/// The article's round (R-M8) as a results file, one line per Bobbl.
const RESULTS: &str = "round,table,side_a,side_b,bobbl,points_a,points_b
1,1,Berta / Else,Erwin / Franz,1,21,4
1,1,Berta / Else,Erwin / Franz,2,20,21
1,2,Fritz / Hans,Heidi / Horst,1,21,11
1,2,Fritz / Hans,Heidi / Horst,2,21,17
1,3,Karl / Monika,Sabine / Uschi,1,21,20
1,3,Karl / Monika,Sabine / Uschi,2,13,21
";

/// The article's evening, its round played: six pairs, round 1 complete.
fn article(d: &Desk) {
    d.ok(&["new", "abend", "--system", "muck"]);
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("pairs.csv", PAIRS),
    ]);
    d.ok(&["import", "abend", "--results", &d.write("r.csv", RESULTS)]);
}

fn load(d: &Desk) -> turnier::game::Event {
    turnier::store::load(&d.path("abend.ron")).expect("loads")
}

#[test]
fn a_pair_registered_by_mistake_is_removed_and_the_event_is_as_before() {
    let d = Desk::new();
    article(&d);
    let before = load(&d);
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("late.csv", "name\nAnna / Bert\n"),
    ]);
    assert_eq!(load(&d).muck().expect("muck").pairs.len(), 7);
    let said = d.ok(&["remove", "abend", "Anna / Bert"]);
    assert!(
        said.starts_with(
            "remove Anna / Bert (registered by mistake, never played); 6 pair(s) registered \
             now; saved "
        ),
        "{said}"
    );
    let after = load(&d);
    assert_eq!(after.registry, before.registry);
    assert_eq!(after.game, before.game);
    assert_eq!(
        after.audit.last().map(|e| e.what.as_str()),
        Some("remove Anna / Bert (registered by mistake, never played)")
    );
    // In German too.
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("late.csv", "name\nAnna / Bert\n"),
    ]);
    let said = d.ok(&["--lang", "de", "remove", "abend", "anna / bert"]);
    assert!(
        said.starts_with(
            "Anna / Bert entfernt (irrtümlich angemeldet, nie gespielt); jetzt 6 Paar(e) \
             angemeldet; gespeichert: "
        ),
        "{said}"
    );
}

#[test]
fn an_entrant_who_played_or_is_in_the_draft_is_not_removed_and_nothing_changes() {
    let d = Desk::new();
    article(&d);
    d.rejected(
        "abend",
        &["remove", "abend", "Berta / Else"],
        "remove: Berta / Else played in round 1 (table 1), so the registration stays; \
         withdraw instead (`turnier drop`): the results stay",
    );
    d.rejected(
        "abend",
        &["remove", "abend", "Else"],
        "Berta / Else played in round 1 (table 1)",
    );
    d.ok(&["draw", "abend"]);
    let draft = load(&d);
    let r = draft.muck().expect("muck").rounds.last().expect("draft");
    assert_eq!(r.tables.len(), 3, "six pairs at three tables");
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("late.csv", "name\nAnna / Bert\n"),
    ]);
    // Registered during the draft: not in it, so removed all the same.
    d.ok(&["remove", "abend", "Anna / Bert"]);
    // One in the draft is refused with what to do.
    d.ok(&["delete-draft", "abend"]);
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("late.csv", "name\nAnna / Bert\n"),
    ]);
    d.ok(&["draw", "abend"]);
    d.rejected(
        "abend",
        &["remove", "abend", "Anna / Bert"],
        "entrant: Anna / Bert is in the draft of round 2; delete the draft, remove, then draw \
         again",
    );
}

/// Five pairs: the first sits round 1 out. Removed, the pairs and players after it move up one
/// id everywhere round 1 names them, and the round no longer says that it sat out.
#[test]
fn removing_a_pair_that_sat_out_renumbers_the_later_pairs_in_the_rounds() {
    let d = Desk::new();
    d.ok(&["new", "abend", "--system", "muck"]);
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write(
            "p.csv",
            "name\nBerta / Else\nErwin / Franz\nFritz / Hans\nHeidi / Horst\nKarl / Monika\n",
        ),
    ]);
    d.ok(&["draw", "abend"]);
    // Berta / Else (pair 1, players 1 and 2) sits out, so that every later id moves.
    let t = load(&d);
    let g = t.muck().expect("muck");
    let out = g.rounds[0].sitting_out.clone();
    let [Entrant::Pair(out)] = out.as_slice() else {
        panic!("one pair sits out: {out:?}");
    };
    if *out != PairId(1) {
        let other = g.entrant_name(&t.registry, Entrant::Pair(*out));
        d.ok(&["swap", "abend", "--entrants", "Berta / Else", &other]);
    }
    d.ok(&["publish", "abend"]);
    let t = load(&d);
    let g = t.muck().expect("muck");
    assert_eq!(g.rounds[0].sitting_out, vec![Entrant::Pair(PairId(1))]);
    let name = g.entrant_name(&t.registry, Entrant::Pair(PairId(1)));
    assert_eq!(name, "Berta / Else");
    let by_name = d.ok(&["print", "abend", "pairings-by-name"]);
    d.ok(&["remove", "abend", &name]);

    let t = load(&d);
    let g = t.muck().expect("muck");
    assert_eq!(g.pairs.len(), 4);
    assert_eq!(t.registry.participants.len(), 8);
    // Ids 1..n in registration order, the pairs' players with them.
    for (i, p) in g.pairs.iter().enumerate() {
        assert_eq!(p.id, PairId(i as u32 + 1));
        assert_eq!(
            p.players,
            [PlayerId(2 * i as u32 + 1), PlayerId(2 * i as u32 + 2)]
        );
    }
    assert!(g.rounds[0].sitting_out.is_empty());
    assert!(turnier::store::problems(&t).is_empty());
    // The round's tables name the same pairs as before, by their new ids.
    let names: Vec<String> = g.rounds[0]
        .tables
        .iter()
        .flat_map(|tb| [tb.a, tb.b])
        .map(|s| match s {
            Side::Pair(p) => g.entrant_name(&t.registry, Entrant::Pair(p)),
            Side::Players(..) => String::new(),
        })
        .collect();
    for n in &names {
        assert!(by_name.contains(n.as_str()), "{n} in {by_name}");
    }
    assert!(!names.contains(&name));
    // Every player's line of the draw by name is as it was, but Berta's and Else's.
    let again = d.ok(&["print", "abend", "pairings-by-name"]);
    for line in by_name
        .lines()
        .filter(|l| !l.contains("Berta") && !l.contains("Else"))
    {
        assert!(again.contains(line.trim_end()), "{line:?} in {again}");
    }
    assert!(!again.contains("Berta"), "{again}");
}

#[test]
fn a_single_player_is_removed_at_an_evening_of_changing_partners() {
    let d = Desk::new();
    d.ok(&["new", "abend", "--system", "muck", "--singles"]);
    d.ok(&[
        "import",
        "abend",
        "--players",
        &d.write("p.csv", "name\nAnna\nBert\nCarl\nDora\nEmil\n"),
    ]);
    let said = d.ok(&["remove", "abend", "Carl"]);
    assert!(
        said.starts_with("remove Carl (registered by mistake, never played); 4 registered now"),
        "{said}"
    );
    let names: Vec<(u32, String)> = load(&d)
        .registry
        .participants
        .iter()
        .map(|p| (p.id.0, p.name.clone()))
        .collect();
    assert_eq!(
        names,
        vec![
            (1, "Anna".into()),
            (2, "Bert".into()),
            (3, "Dora".into()),
            (4, "Emil".into())
        ]
    );
}

/// A pair withdrawn without having played is not ranked: it would take a Plus-Minus place
/// between the pairs who played (0 between +7 and -7) and push three of them down.
#[test]
fn a_withdrawn_pair_that_never_played_is_not_in_the_ranking() {
    let d = Desk::new();
    article(&d);
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("late.csv", "name\nAnna / Bert\n"),
    ]);
    d.ok(&["drop", "abend", "Anna / Bert"]);
    let j = d.json(&["standings", "abend", "--json"]);
    let rows = j.as_array().expect("list");
    assert_eq!(rows.len(), 6, "{j}");
    assert!(rows.iter().all(|r| r["entrant"] != "Anna / Bert"));
    let karl = rows
        .iter()
        .find(|r| r["entrant"] == "Karl / Monika")
        .expect("Karl / Monika");
    assert_eq!(
        (
            karl["plus_minus"].as_i64(),
            karl["plus_minus_place"].as_u64()
        ),
        (Some(-7), Some(4))
    );
    assert_eq!(
        (karl["plus"].as_u64(), karl["plus_place"].as_u64()),
        (Some(34), Some(4))
    );
    let text = d.ok(&["standings", "abend"]);
    assert!(!text.contains("Anna / Bert"), "{text}");
    // A pair that played and then withdrew stays ranked, with its results.
    d.ok(&["drop", "abend", "Heidi / Horst"]);
    let j = d.json(&["standings", "abend", "--json"]);
    let heidi = j
        .as_array()
        .expect("list")
        .iter()
        .find(|r| r["entrant"] == "Heidi / Horst")
        .cloned()
        .expect("still ranked");
    assert_eq!(heidi["place"], 6);
}
