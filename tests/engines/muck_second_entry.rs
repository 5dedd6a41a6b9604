//! The optional second entry of the score sheets: the ranking counts the first entry and says
//! "not final: tables … differ" while any difference is open; each difference is settled by
//! correcting the wrong entry or by taking one entry as it stands, logged.

use chrono::{TimeZone, Utc};
use std::path::PathBuf;
use turnier::game::{Command, Event, RoundNo, TableNo, apply};
use turnier::muck::MuckCommand;
use turnier::muck::ranking::ranking;
use turnier::muck::{BobblScore, SheetEntry};

fn at() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 22, 0, 0)
        .single()
        .expect("date")
}

fn article() -> Event {
    turnier::store::load(
        &PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join("muck-article.ron"),
    )
    .expect("loads")
}

fn ok(t: &Event, cmd: Command) -> Event {
    apply(t, cmd.clone(), at()).unwrap_or_else(|e| panic!("{cmd:?}: {e}"))
}

fn second(t: &Event, table: u32, bobbl: u32, a: u32, b: u32) -> Event {
    ok(
        t,
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(table),
            bobbl,
            scores: vec![BobblScore { a, b }],
            second_entry: true,
        }),
    )
}

fn resolve(table: u32, take: SheetEntry) -> Command {
    Command::Muck(MuckCommand::ResolveEntries {
        round: None,
        table: TableNo(table),
        take,
    })
}

/// The article's round with a second entry: table 1 agrees, table 2 differs in Bobbl 1
/// (21:12 for 21:11), table 3 in Bobbl 2 (21:13 for 13:21, the sides swapped).
fn with_second_entry() -> Event {
    let mut t = article();
    t = second(&t, 1, 1, 21, 4);
    t = second(&t, 1, 2, 20, 21);
    t = second(&t, 2, 1, 21, 12);
    t = second(&t, 3, 2, 21, 13);
    t
}

fn names(t: &Event) -> Vec<String> {
    ranking(&t.registry, t.muck().expect("muck"), None)
        .rows
        .iter()
        .map(|x| {
            format!(
                "{}. {} {}",
                x.place,
                t.muck().expect("muck").entrant_name(&t.registry, x.entrant),
                x.bobbl
            )
        })
        .collect()
}

#[test]
fn differences_keep_the_ranking_from_being_final() {
    let t = with_second_entry();
    let r = ranking(&t.registry, t.muck().expect("muck"), None);
    assert!(!r.is_final());
    assert_eq!(
        r.not_final().as_deref(),
        Some("not final: tables 2, 3 (round 1) differ between first and second entry")
    );
    assert_eq!(
        r.open,
        vec![
            "round 1, table 2: second entry differs in Bobbl 1 (Bobbl 1: first 21:11, second \
             21:12)",
            "round 1, table 3: second entry differs in Bobbl 2 (Bobbl 2: first 13:21, second \
             21:13)",
        ]
    );
    // The ranking counts the first entry: the article's order.
    assert_eq!(names(&t), names(&article()));
    let a = article();
    assert!(
        ranking(&a.registry, a.muck().expect("muck"), None)
            .not_final()
            .is_none()
    );
}

#[test]
fn taking_the_second_entry_corrects_the_first_and_is_logged() {
    let t = ok(&with_second_entry(), resolve(3, SheetEntry::Second));
    let tb = t.muck().expect("muck").rounds[0]
        .table(TableNo(3))
        .expect("table 3");
    assert_eq!(tb.bobbl[1], Some(BobblScore { a: 21, b: 13 }));
    assert_eq!(tb.bobbl[0], Some(BobblScore { a: 21, b: 20 }));
    let entry = t.audit.last().expect("audit");
    assert_eq!(
        entry.what,
        "take second entry, table 3: Karl / Monika v Sabine / Uschi Bobbl 2 13:21 → 21:13"
    );
    assert!(entry.correction);
    assert_eq!(entry.round, Some(RoundNo(1)));
    // Karl / Monika won both Bobbl now.
    assert_eq!(names(&t)[1], "2. Karl / Monika 2");
    assert_eq!(
        ranking(&t.registry, t.muck().expect("muck"), None)
            .not_final()
            .as_deref(),
        Some("not final: table 2 (round 1) differs between first and second entry")
    );
    // Keeping the first entry at table 2 settles the last difference.
    let k = ok(&t, resolve(2, SheetEntry::First));
    let tb = k.muck().expect("muck").rounds[0]
        .table(TableNo(2))
        .expect("table 2");
    assert_eq!(tb.bobbl[0], Some(BobblScore { a: 21, b: 11 }));
    assert_eq!(tb.second[0], tb.bobbl[0]);
    let entry = k.audit.last().expect("audit");
    assert_eq!(
        entry.what,
        "keep first entry, table 2: Fritz / Hans v Heidi / Horst Bobbl 1 21:11 (second was 21:12)"
    );
    assert!(!entry.correction);
    let r = ranking(&k.registry, k.muck().expect("muck"), None);
    assert!(r.is_final() && r.open.is_empty(), "{:?}", r.open);
    assert_eq!(r.not_final(), None);
}

#[test]
fn correcting_the_wrong_entry_settles_a_difference_too() {
    let t = with_second_entry();
    let t = second(&t, 2, 1, 21, 11);
    let t = ok(
        &t,
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(3),
            bobbl: 2,
            scores: vec![BobblScore { a: 21, b: 13 }],
            second_entry: false,
        }),
    );
    assert!(ranking(&t.registry, t.muck().expect("muck"), None).is_final());
}

#[test]
fn nothing_to_settle_is_refused_with_the_reason() {
    let t = with_second_entry();
    let refused = |t: &Event, cmd: Command| apply(t, cmd, at()).expect_err("refused");
    assert_eq!(
        refused(&t, resolve(1, SheetEntry::Second)).to_string(),
        "resolve: round 1, table 1: the first and second entry agree; nothing to resolve"
    );
    assert_eq!(
        refused(&article(), resolve(1, SheetEntry::First)).to_string(),
        "resolve: round 1, table 1: there is no second entry; nothing to resolve"
    );
    assert_eq!(
        refused(&t, resolve(9, SheetEntry::Second)).to_string(),
        "table: round 1 has no table 9 (allowed: 1..3)"
    );
    assert_eq!(
        refused(
            &t,
            Command::Muck(MuckCommand::ResolveEntries {
                round: Some(RoundNo(2)),
                table: TableNo(1),
                take: SheetEntry::Second,
            })
        )
        .to_string(),
        "round: there is no round 2 (allowed: 1..1)"
    );
    assert_eq!("second".parse::<SheetEntry>(), Ok(SheetEntry::Second));
    assert_eq!(
        "third".parse::<SheetEntry>(),
        Err("entry: unknown value \"third\"; allowed: first, second".to_string())
    );
    // In German the sentence is German; the field and the values stay the command line's.
    assert_eq!(
        turnier::i18n::with_lang(turnier::i18n::Lang::De, || "third".parse::<SheetEntry>()),
        Err("entry: unbekannter Wert \"third\"; erlaubt: first, second".to_string())
    );
}

/// A second entry checks a first one; with no first entry it is refused (nothing changes), and
/// `f` (keep the first) on a sheet whose first entry lacks a score the second has is refused
/// instead of throwing the typed sheet away.
#[test]
fn a_second_entry_needs_a_first_and_keeping_an_empty_first_is_refused() {
    let mut t = article();
    // A table of the article's round with its first entry taken away (as an old save may
    // have it: typed only in second-entry mode).
    let g = t.muck_mut().expect("muck");
    let r = g.rounds.last_mut().expect("round");
    r.tables[1].bobbl = vec![None; r.tables[1].bobbl.len()];
    let before = t.clone();
    let err = apply(
        &t,
        Command::Muck(MuckCommand::Score {
            round: None,
            table: TableNo(2),
            bobbl: 1,
            scores: vec![BobblScore { a: 21, b: 11 }],
            second_entry: true,
        }),
        at(),
    )
    .expect_err("no first entry");
    assert_eq!(
        err.to_string(),
        "second entry: round 1, table 2: Bobbl 1 has no first entry yet; a second entry checks \
         the first, so type this sheet as the first entry"
    );
    assert_eq!(t, before);
    // A second entry where the first has a score is taken.
    let _ = second(&t, 1, 1, 21, 4);
    // The same sheet, its second entry put in by hand: `f` is refused, `a` takes it.
    let g = t.muck_mut().expect("muck");
    let r = g.rounds.last_mut().expect("round");
    r.tables[1].second[0] = Some(BobblScore { a: 21, b: 11 });
    let err = apply(&t, resolve(2, SheetEntry::First), at()).expect_err("would lose it");
    assert_eq!(
        err.to_string(),
        "resolve: round 1, table 2: Bobbl 1 has only a second entry; keeping the first would \
         throw it away: take the second entry, or type the first"
    );
    let taken = ok(&t, resolve(2, SheetEntry::Second));
    let tb = &taken.muck().expect("muck").rounds[0].tables[1];
    assert_eq!(tb.bobbl[0], Some(BobblScore { a: 21, b: 11 }));
}
