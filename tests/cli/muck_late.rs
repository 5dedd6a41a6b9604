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

/// The article's evening with round 2 drawn and published: six pairs at three tables, nobody
/// sits out.
fn round_two_published(d: &Desk) {
    article(d);
    d.ok(&["draw", "abend"]);
    d.ok(&["publish", "abend"]);
}

#[test]
fn a_late_pair_sits_out_then_the_next_late_pair_plays_it() {
    let d = Desk::new();
    round_two_published(&d);
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("late.csv", "name\nAnna / Bert\nCarl / Dora\n"),
    ]);
    // Nobody sits round 2 out: Anna / Bert becomes the one who does.
    let said = d.ok(&["seat", "abend", "Anna / Bert"]);
    assert!(
        said.starts_with(
            "round 2: late arrival Anna / Bert sits this round out (nobody sits out to play \
             against); drawn from round 3 on; saved "
        ),
        "{said}"
    );
    assert!(
        said.ends_with(
            "\n  sits out  Anna / Bert (nothing for this round; drawn from round 3 on)\n"
        ),
        "{said}"
    );
    let t = load(&d);
    let r = &t.muck().expect("muck").rounds[1];
    assert_eq!(r.sitting_out, vec![Entrant::Pair(PairId(7))]);
    assert_eq!(r.tables.len(), 3, "the round's tables as they were");
    // The next late pair plays the one who sits out, at a new last table.
    let said = d.ok(&["seat", "abend", "Carl / Dora"]);
    assert!(
        said.starts_with(
            "round 2: late arrival Carl / Dora seated against Anna / Bert, who would have sat \
             out (table 4); saved "
        ),
        "{said}"
    );
    assert!(
        said.ends_with("\n    4  A Anna / Bert\n       B Carl / Dora\n"),
        "{said}"
    );
    let t = load(&d);
    let g = t.muck().expect("muck");
    let r = &g.rounds[1];
    assert!(r.sitting_out.is_empty());
    let tb = r.table(turnier::game::TableNo(4)).expect("table 4");
    assert_eq!((tb.a, tb.b), (Side::Pair(PairId(7)), Side::Pair(PairId(8))));
    assert_eq!(tb.bobbl, vec![None, None], "two Bobbl, as every table");
    assert!(tb.manual);
    // Both count as entered in round 2, where they took part (the article's pairs are
    // players 1 to 12).
    for p in [13, 14, 15, 16] {
        assert_eq!(
            t.registry
                .participant(PlayerId(p))
                .and_then(|x| x.entered_round)
                .map(|r| r.0),
            Some(2)
        );
    }
    assert!(turnier::store::problems(&t).is_empty());
    // The table's sheet is entered like any other.
    d.ok(&["result", "abend", "4", "21:4,21:19"]);
    d.rejected(
        "abend",
        &["seat", "abend", "Carl / Dora"],
        "Carl / Dora is seated in round 2 already",
    );
}

#[test]
fn seat_is_refused_with_what_to_do_and_nothing_changes() {
    let d = Desk::new();
    article(&d);
    d.ok(&[
        "import",
        "abend",
        "--entrants",
        &d.write("late.csv", "name\nAnna / Bert\nUdo\n"),
    ]);
    // Round 1 is complete.
    d.rejected(
        "abend",
        &["seat", "abend", "Anna / Bert"],
        "round: round 1 is complete: Anna / Bert is drawn from round 2 on",
    );
    d.ok(&["draw", "abend"]);
    d.ok(&["publish", "abend"]);
    d.rejected(
        "abend",
        &["seat", "abend", "Udo"],
        "Udo waits for a partner: make a pair first (`turnier make-pair`), then seat the pair",
    );
    // Seven pairs: the draw (from the event's seed) seats six, one sits out.
    let t = load(&d);
    let g = t.muck().expect("muck");
    let r = &g.rounds[1];
    let seated = match r.tables[0].a {
        Side::Pair(p) => g.entrant_name(&t.registry, Entrant::Pair(p)),
        Side::Players(..) => String::new(),
    };
    d.rejected(
        "abend",
        &["seat", "abend", &seated],
        &format!("{seated} is seated in round 2 already"),
    );
    let [out] = r.sitting_out.as_slice() else {
        panic!("one pair sits out: {:?}", r.sitting_out);
    };
    let out = g.entrant_name(&t.registry, *out);
    d.rejected(
        "abend",
        &["seat", "abend", &out],
        &format!("{out} sits round 2 out already: nobody is left to play against"),
    );
    d.ok(&["drop", "abend", "Anna / Bert"]);
    d.rejected(
        "abend",
        &["seat", "abend", "Anna / Bert"],
        "Anna / Bert is withdrawn: reinstate first",
    );
    // In German.
    let err = d
        .run(&["--lang", "de", "seat", "abend", "Anna / Bert"])
        .expect_err("withdrawn");
    let said = turnier::i18n::with_lang(turnier::i18n::Lang::De, || err.to_string());
    assert!(
        said.contains("Anna / Bert ist abgemeldet: erst wieder anmelden"),
        "{said}"
    );
    // At a Deich race there is nobody to seat.
    d.ok(&["new", "deich", "--system", "deich"]);
    let err = d.run(&["seat", "deich", "Anna"]).expect_err("no seat");
    assert!(
        err.to_string()
            .contains("seat is for Swiss events and Muck evenings"),
        "{err}"
    );
}

/// Changing partners: seven players, one table and three who sit out; the eighth, late,
/// makes a table with the three, partnered with the one it partnered least (R-M6).
#[test]
fn a_late_single_player_makes_a_table_with_the_three_who_sit_out() {
    let d = Desk::new();
    d.ok(&["new", "abend", "--system", "muck", "--singles"]);
    d.ok(&[
        "import",
        "abend",
        "--players",
        &d.write("p.csv", "name\nAnna\nBert\nCarl\nDora\nEmil\nFrida\nGero\n"),
    ]);
    d.ok(&["draw", "abend"]);
    d.ok(&["publish", "abend"]);
    let t = load(&d);
    let out = t.muck().expect("muck").rounds[0].sitting_out.clone();
    assert_eq!(out.len(), 3);
    d.ok(&[
        "import",
        "abend",
        "--players",
        &d.write("late.csv", "name\nHanna\n"),
    ]);
    let said = d.ok(&["--lang", "de", "seat", "abend", "Hanna"]);
    let t = load(&d);
    let g = t.muck().expect("muck");
    let r = &g.rounds[0];
    assert!(r.sitting_out.is_empty());
    let tb = r.table(turnier::game::TableNo(2)).expect("table 2");
    let (Side::Players(x, y), Side::Players(partner, hanna)) = (tb.a, tb.b) else {
        panic!("two players a side: {tb:?}");
    };
    assert_eq!(hanna, PlayerId(8));
    // Nobody partnered anyone before: the first who sat out partners Hanna, the other two
    // are side A, in the order they sat out.
    let ids = |e: &Entrant| match e {
        Entrant::Player(p) => *p,
        Entrant::Pair(_) => PlayerId(0),
    };
    assert_eq!((partner, x, y), (ids(&out[0]), ids(&out[1]), ids(&out[2])));
    let name = |p: PlayerId| t.registry.name_of(p);
    assert!(
        said.starts_with(&format!(
            "Runde 1: Nachzügler Hanna mit {p} gegen {x} / {y} gesetzt, die sonst mit {p} \
             ausgesetzt hätten (Tisch 2); gespeichert: ",
            p = name(partner),
            x = name(x),
            y = name(y)
        )),
        "{said}"
    );
    assert!(turnier::store::problems(&t).is_empty());
}
