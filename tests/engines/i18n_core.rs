//! The core in German: the refusals, the load errors and the audit log's entries.
//!
//! Every text is rendered under `with_lang(Lang::De, …)` and checked with
//! `turnier::i18n::english_words`. A refusal's leading field or command word (`table: …`,
//! `swap: …`) is the command line's spelling and stays as it is in every language, as do
//! command lines in backticks (`turnier draw`): the checks strip those two before looking for
//! English, and assert that the field and the allowed values are still named.

use chrono::{DateTime, TimeZone, Utc};
use std::path::{Path, PathBuf};
use turnier::game::{Command, Event, Game, PlayerId, Rejected, RoundNo, TableNo, apply};
use turnier::i18n::{Lang, english_words, with_lang};
use turnier::muck::{BobblScore, Entrant, MuckCommand, MuckGame, MuckSettings, PairId, SheetEntry};
use turnier::swiss::{MatchResult, SwissCommand, SwissGame, SwissSettings};

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 1, 19, minute, 0)
        .single()
        .expect("time")
}

fn ok(ev: &Event, cmd: impl Into<Command>) -> Event {
    apply(ev, cmd, at(ev.audit.len() as u32 % 60)).expect("accepted")
}

fn refused(ev: &Event, cmd: impl Into<Command>) -> Rejected {
    apply(ev, cmd, at(0)).expect_err("refused")
}

fn names(n: &[&str]) -> Vec<String> {
    n.iter().map(|s| s.to_string()).collect()
}

/// Text without command lines in backticks (the CLI's spelling in every language).
fn without_commands(text: &str) -> String {
    text.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, s)| s)
        .collect()
}

/// The refusal in German, checked: free of English words once its leading field or command
/// word is set aside, and that word is still there. Returns the German text.
fn german(r: &Rejected) -> String {
    let text = with_lang(Lang::De, || r.to_string());
    let lead = match r {
        Rejected::Refused { command, .. } => Some(*command),
        _ => r.field(),
    };
    let rest = match lead.and_then(|f| text.strip_prefix(&format!("{f}: "))) {
        Some(rest) => rest.to_string(),
        None => text.clone(),
    };
    let english = english_words(&without_commands(&rest));
    assert!(english.is_empty(), "English words {english:?} in {text:?}");
    // The English text is another: the German one was really looked up.
    assert_ne!(text, with_lang(Lang::En, || r.to_string()));
    text
}

fn swiss_event() -> Event {
    Event::new(
        "Pokal",
        Game::Swiss(SwissGame::new(SwissSettings::default())),
        at(0),
        0,
    )
}

fn muck_event() -> Event {
    Event::new(
        "Muckabend",
        Game::Muck(MuckGame::new(MuckSettings::default())),
        at(0),
        7,
    )
}

fn swiss_result(round: Option<u32>, table: u32, wins_a: u8, wins_b: u8) -> SwissCommand {
    SwissCommand::RecordResult {
        round: round.map(RoundNo),
        table: TableNo(table),
        result: MatchResult {
            wins_a,
            wins_b,
            draws: 0,
        },
    }
}

fn muck_score(round: Option<u32>, table: u32, bobbl: u32, a: u32, b: u32) -> MuckCommand {
    MuckCommand::Score {
        round: round.map(RoundNo),
        table: TableNo(table),
        bobbl,
        scores: vec![BobblScore { a, b }],
        second_entry: false,
    }
}

#[test]
fn swiss_refusals_read_german_and_name_the_field_and_the_allowed_values() {
    let t0 = swiss_event();
    // Name faults.
    let empty = refused(
        &t0,
        Command::AddPlayers {
            names: names(&[" "]),
        },
    );
    assert_eq!(german(&empty), "Name: darf nicht leer sein");
    let control = german(&refused(
        &t0,
        Command::AddPlayers {
            names: names(&["a\tb"]),
        },
    ));
    assert!(
        control.starts_with("Name: darf keine Steuerzeichen"),
        "{control}"
    );
    let long = german(&refused(
        &t0,
        Command::AddPlayers {
            names: vec!["x".repeat(81)],
        },
    ));
    assert_eq!(long, "Name: höchstens 80 Zeichen (dieser hat 81)");
    // Publish without a draft.
    assert_eq!(
        german(&refused(&t0, Command::Publish)),
        "kein Entwurf da: zuerst die nächste Runde paaren"
    );
    // Another system's command.
    let wrong = german(&refused(&t0, MuckCommand::DrawRound));
    assert!(wrong.contains("`turnier pair`"), "{wrong}");
    assert!(
        wrong.starts_with(
            "das ist ein Turnier nach Schweizer System: die Auslosung einer Muck-Runde gibt es \
             nur bei Muck-Abenden"
        ),
        "{wrong}"
    );
    // A result before any round: the round field and the rounds that exist.
    assert_eq!(
        german(&refused(&t0, swiss_result(Some(1), 1, 2, 0))),
        "Runde: Runde 1 gibt es nicht (erlaubt: 1..0)"
    );

    let t = ok(
        &t0,
        Command::AddPlayers {
            names: names(&["Anna", "Bert", "Cora", "Dirk"]),
        },
    );
    assert_eq!(
        german(&refused(
            &t,
            Command::Drop {
                player: PlayerId(9)
            }
        )),
        "Spieler: kein Spieler mit Nummer 9 (erlaubt: 1..4)"
    );
    let t = ok(&t, SwissCommand::PairNextRound);
    // A result on a round that is not open yet (a draft).
    let draft = refused(&t, swiss_result(Some(1), 1, 2, 0));
    assert_eq!(draft.field(), Some("round"));
    assert_eq!(
        german(&draft),
        "Runde 1 ist ein Entwurf: erst veröffentlichen, dann Ergebnisse eintragen"
    );
    // An unknown table: the field and the tables that exist.
    assert_eq!(
        german(&refused(
            &t,
            Command::SwapTables {
                a: TableNo(1),
                b: TableNo(5)
            }
        )),
        "Tisch: Runde 1 hat keinen Tisch 5 (erlaubt: 1..2)"
    );
    german(&refused(
        &t,
        Command::SwapTables {
            a: TableNo(2),
            b: TableNo(2),
        },
    ));
    german(&refused(&t, SwissCommand::PairNextRound));
    let t = ok(&t, Command::Publish);
    assert_eq!(
        german(&refused(&t, SwissCommand::PairNextRound)),
        "Runde 1 hat 2 Tische ohne Ergebnis: erst eintragen"
    );
    assert_eq!(
        german(&refused(&t, Command::DeleteDraft)),
        "Runde 1 ist veröffentlicht: so lässt sich nur ein Entwurf ändern"
    );
    assert_eq!(
        german(&refused(&t, swiss_result(None, 9, 2, 0))),
        "Tisch: Runde 1 hat keinen Tisch 9 (erlaubt: 1..2)"
    );
    // A score out of range, with the allowed values.
    let score = refused(&t, swiss_result(None, 1, 3, 0));
    assert_eq!(score.field(), Some("score"));
    let text = german(&score);
    assert!(text.starts_with("3-0-0 ist kein Ergebnis"), "{text}");
    for allowed in ["0..2", "0..3", "2-0, 2-1, 1-1-1, 0-2, ID"] {
        assert!(text.contains(allowed), "{allowed} in {text}");
    }
    german(&refused(
        &t,
        SwissCommand::RemovePlayer {
            player: PlayerId(1),
        },
    ));
    let t = ok(&t, swiss_result(None, 1, 2, 0));
    assert_eq!(
        german(&refused(&t, swiss_result(None, 1, 2, 0))),
        "Tisch 1: 2-0 ist schon eingetragen; nichts geändert"
    );
}

#[test]
fn muck_refusals_read_german_and_name_the_field_and_the_allowed_values() {
    let t0 = muck_event();
    assert_eq!(
        german(&refused(&t0, Command::Publish)),
        "kein Entwurf da: zuerst die nächste Runde auslosen"
    );
    let wrong = german(&refused(&t0, SwissCommand::PairNextRound));
    assert!(wrong.contains("`turnier draw`"), "{wrong}");
    assert_eq!(
        german(&refused(&t0, muck_score(None, 1, 1, 21, 4))),
        "Ergebnis: noch keine Runde da; erst eine auslosen und veröffentlichen"
    );
    german(&refused(
        &t0,
        MuckCommand::AddEntrants {
            entrants: vec![names(&["Berta", "berta"])],
        },
    ));
    german(&refused(
        &t0,
        MuckCommand::AddEntrants {
            entrants: vec![names(&["Anni", "Bärbel", "Centa"])],
        },
    ));
    assert_eq!(
        german(&refused(
            &t0,
            MuckCommand::AddEntrants {
                entrants: vec![names(&["Anni", ""])],
            },
        )),
        "Name: darf nicht leer sein"
    );
    let t = ok(
        &t0,
        MuckCommand::AddEntrants {
            entrants: vec![
                names(&["Anni", "Bärbel"]),
                names(&["Centa", "Dora"]),
                names(&["Erna", "Franzi"]),
                names(&["Gitti", "Heidi"]),
            ],
        },
    );
    assert_eq!(
        german(&refused(
            &t,
            MuckCommand::Withdraw {
                entrant: Entrant::Pair(PairId(9))
            }
        )),
        "Teilnehmer: kein Paar 9 (erlaubt: Paare 1..4)"
    );
    german(&refused(
        &t,
        MuckCommand::MakePair {
            a: PlayerId(1),
            b: PlayerId(3),
        },
    ));
    let t = ok(&t, MuckCommand::DrawRound);
    assert_eq!(
        german(&refused(&t, muck_score(Some(1), 1, 1, 21, 4))),
        "Runde 1 ist ein Entwurf: erst veröffentlichen, dann Spielstände eintragen"
    );
    assert_eq!(
        german(&refused(
            &t,
            Command::SwapTables {
                a: TableNo(1),
                b: TableNo(3)
            }
        )),
        "Tisch: Runde 1 hat keinen Tisch 3 (erlaubt: 1..2)"
    );
    german(&refused(
        &t,
        MuckCommand::Withdraw {
            entrant: Entrant::Pair(PairId(1)),
        },
    ));
    german(&refused(&t, MuckCommand::DrawRound));
    let t = ok(&t, Command::Publish);
    assert_eq!(
        german(&refused(&t, MuckCommand::DrawRound)),
        "Runde 1 hat 2 Tische mit offenem Bobbl: erst eintragen"
    );
    assert_eq!(
        german(&refused(&t, muck_score(None, 1, 3, 21, 4))),
        "Bobbl: Runde 1 hat 2 Bobbl pro Tisch; Bobbl 3 gibt es nicht (erlaubt: 1..2)"
    );
    assert_eq!(
        german(&refused(&t, muck_score(None, 9, 1, 21, 4))),
        "Tisch: Runde 1 hat keinen Tisch 9 (erlaubt: 1..2)"
    );
    // A score out of range: the target and what was found.
    let score = refused(&t, muck_score(None, 1, 2, 21, 21));
    assert_eq!(score.field(), Some("score"));
    assert_eq!(
        german(&score),
        "Tisch 1, Bobbl 2: genau eine Seite muss 21 erreichen (das Ziel; ein Wert darüber \
         zählt als 21); eingetragen ist 21:21, beide am Ziel"
    );
    german(&refused(&t, muck_score(None, 1, 2, 3, 4)));
    german(&refused(
        &t,
        MuckCommand::ResolveEntries {
            round: None,
            table: TableNo(1),
            take: SheetEntry::Second,
        },
    ));
}

/// Every entry's German text: free of English words, and not the stored English.
fn german_log(t: &Event) -> Vec<String> {
    t.audit
        .iter()
        .map(|a| {
            let text = with_lang(Lang::De, || a.text());
            assert!(a.msg.is_some(), "no msg for {:?}", a.what);
            let english = english_words(&text);
            assert!(english.is_empty(), "English words {english:?} in {text:?}");
            assert_ne!(text, a.what);
            // English shows the stored words unchanged.
            assert_eq!(with_lang(Lang::En, || a.text()), a.what);
            text
        })
        .collect()
}

#[test]
fn swiss_audit_entries_read_german() {
    let t = ok(
        &swiss_event(),
        Command::AddPlayers {
            names: names(&["Anna", "Bert", "Cora", "Dirk", "Elke"]),
        },
    );
    let t = ok(
        &t,
        Command::RenamePlayer {
            player: PlayerId(5),
            name: "Elfi".into(),
        },
    );
    let t = ok(&t, SwissCommand::PairNextRound);
    let t = ok(&t, SwissCommand::Repair);
    let t = ok(
        &t,
        Command::SwapTables {
            a: TableNo(1),
            b: TableNo(2),
        },
    );
    let r = t.swiss().expect("swiss").rounds[0].clone();
    let (a, c) = (r.tables[0].a, r.tables[1].a);
    let t = ok(&t, SwissCommand::SwapPlayers { a, b: c });
    let t = ok(&t, Command::Publish);
    let t = ok(&t, swiss_result(None, 1, 2, 1));
    let t = ok(&t, swiss_result(None, 1, 0, 2));
    let t = ok(&t, swiss_result(None, 2, 1, 1));
    let t = ok(
        &t,
        Command::Drop {
            player: PlayerId(2),
        },
    );
    let t = ok(
        &t,
        Command::Undrop {
            player: PlayerId(2),
        },
    );
    let t = ok(
        &t,
        Command::AddPlayers {
            names: names(&["Fritz"]),
        },
    );
    let t = ok(&t, SwissCommand::PairNextRound);
    let t = ok(&t, Command::DeleteDraft);
    let log = german_log(&t);
    assert_eq!(log[0], "5 Spieler angemeldet");
    assert_eq!(log[1], "umbenannt Elke → Elfi");
    assert!(
        log[2].starts_with("Runde 1 gepaart: 2 Tische, Freilos "),
        "{}",
        log[2]
    );
    assert_eq!(log[4], "Tische 1 ↔ 2 getauscht");
    assert!(log[5].starts_with("Spieler "), "{}", log[5]);
    assert_eq!(log[6], "Runde 1 veröffentlicht");
    assert!(log[8].starts_with("korrigiert Tisch 1: "), "{}", log[8]);
    assert_eq!(log[10], "Bert nach Runde 1 abgemeldet");
    assert_eq!(log[11], "Bert wieder angemeldet");
    assert_eq!(log[12], "Nachmeldung: Fritz");
    assert_eq!(log[14], "Entwurf von Runde 2 gelöscht");
    // Undo says so in German, around the undone entry's German words.
    let undone = turnier::game::undo(
        &t,
        &ok(
            &swiss_event(),
            Command::AddPlayers {
                names: names(&["Anna", "Bert", "Cora", "Dirk", "Elke"]),
            },
        ),
        at(59),
    )
    .expect("undo");
    let last = undone.audit.last().expect("undo entry");
    assert_eq!(last.what, "undo: rename Elke → Elfi");
    assert_eq!(
        with_lang(Lang::De, || last.text()),
        "rückgängig: umbenannt Elke → Elfi"
    );
}

#[test]
fn muck_audit_entries_read_german() {
    let t = ok(
        &muck_event(),
        MuckCommand::AddEntrants {
            entrants: vec![
                names(&["Anni", "Bärbel"]),
                names(&["Centa", "Dora"]),
                names(&["Erna", "Franzi"]),
                names(&["Gitti", "Heidi"]),
                names(&["Irmi", "Jutta"]),
            ],
        },
    );
    let t = ok(&t, MuckCommand::DrawRound);
    let t = ok(&t, MuckCommand::Redraw);
    let r = t.muck().expect("muck").rounds[0].clone();
    let (a, b) = (r.tables[0].a, r.tables[1].a);
    let (a, b) = match (a, b) {
        (turnier::muck::Side::Pair(a), turnier::muck::Side::Pair(b)) => (a, b),
        other => panic!("pairs expected: {other:?}"),
    };
    let t = ok(
        &t,
        MuckCommand::SwapEntrants {
            a: Entrant::Pair(a),
            b: Entrant::Pair(b),
        },
    );
    let t = ok(
        &t,
        Command::SwapTables {
            a: TableNo(1),
            b: TableNo(2),
        },
    );
    let t = ok(&t, Command::Publish);
    let t = ok(&t, muck_score(None, 1, 1, 21, 4));
    let t = ok(&t, muck_score(None, 1, 1, 21, 7));
    let t = ok(
        &t,
        MuckCommand::Score {
            round: None,
            table: TableNo(1),
            bobbl: 1,
            scores: vec![BobblScore { a: 21, b: 9 }],
            second_entry: true,
        },
    );
    let t = ok(
        &t,
        MuckCommand::ResolveEntries {
            round: None,
            table: TableNo(1),
            take: SheetEntry::Second,
        },
    );
    let t = ok(
        &t,
        MuckCommand::Withdraw {
            entrant: Entrant::Pair(PairId(5)),
        },
    );
    let t = ok(
        &t,
        MuckCommand::Reinstate {
            entrant: Entrant::Pair(PairId(5)),
        },
    );
    let log = german_log(&t);
    assert_eq!(log[0], "angemeldet: 5 Paare");
    assert!(
        log[1].starts_with("Runde 1 ausgelost: 2 Tische, setzt aus: "),
        "{}",
        log[1]
    );
    assert!(
        log[2].starts_with("Runde 1 neu ausgelost (Auslosung 2): 2 Tische"),
        "{}",
        log[2]
    );
    assert!(log[3].ends_with("getauscht (Tische 1, 2)"), "{}", log[3]);
    assert_eq!(log[5], "Runde 1 veröffentlicht");
    assert!(
        log[6].starts_with("Spielstand Tisch 1 Bobbl 1..1: "),
        "{}",
        log[6]
    );
    assert!(
        log[7].starts_with("korrigiert Tisch 1 Bobbl 1..1: "),
        "{}",
        log[7]
    );
    assert!(
        log[8].starts_with("Zweiteingabe Tisch 1 Bobbl 1..1: "),
        "{}",
        log[8]
    );
    assert!(
        log[9].starts_with("Zweiteingabe übernommen, Tisch 1: "),
        "{}",
        log[9]
    );
    assert!(log[9].ends_with("Bobbl 1 21:7 → 21:9"), "{}", log[9]);
    assert_eq!(log[10], "Irmi / Jutta nach Runde 1 abgemeldet");
    assert_eq!(log[11], "Irmi / Jutta wieder angemeldet");
}

#[test]
fn a_new_save_keeps_english_words_and_reads_german_after_loading() {
    let t = ok(
        &swiss_event(),
        Command::AddPlayers {
            names: names(&["Anna", "Bert"]),
        },
    );
    let t = ok(&t, SwissCommand::PairNextRound);
    let t = ok(&t, Command::Publish);
    let text = turnier::store::to_ron(&t).expect("ron");
    // The file does not depend on the language: the English words, and the key.
    assert_eq!(
        with_lang(Lang::De, || turnier::store::to_ron(&t).expect("ron")),
        text
    );
    assert!(text.contains("what: \"publish round 1\""));
    assert!(text.contains("key: \"audit-publish\""));
    let back = turnier::store::load_str(Path::new("pokal.ron"), &text).expect("loads");
    assert_eq!(back.audit, t.audit);
    assert_eq!(
        with_lang(Lang::De, || back.audit[2].text()),
        "Runde 1 veröffentlicht"
    );
}

fn fixture(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(rel)
}

#[test]
fn an_old_save_loads_and_shows_its_entries() {
    for rel in [
        "saves-schema-2/muck-article.ron",
        "saves-schema-2/pavia12.ron",
        "store/schema-3.ron",
    ] {
        let t = turnier::store::load(&fixture(rel)).expect("old save loads");
        assert!(!t.audit.is_empty(), "{rel}");
        for a in &t.audit {
            // Written before the language-neutral text: the stored words, in every language.
            assert_eq!(a.msg, None, "{rel}");
            assert!(!a.what.is_empty());
            assert_eq!(with_lang(Lang::De, || a.text()), a.what);
        }
    }
}

/// A load error in `lang`, loaded and shown in it (the problems of an inconsistent file are
/// written when it is loaded, in the language in force then: the desk and the CLI show them
/// at once).
fn load_error(lang: Lang, path: &Path) -> String {
    with_lang(lang, || {
        turnier::store::load(path)
            .expect_err("does not load")
            .to_string()
    })
}

/// A load error in German: free of English words outside the file's path.
fn german_load_error(path: &Path) -> String {
    let text = load_error(Lang::De, path);
    let shown = text.replace(&path.display().to_string(), "");
    let english = english_words(&shown);
    assert!(english.is_empty(), "English words {english:?} in {text:?}");
    assert_ne!(text, load_error(Lang::En, path));
    text
}

#[test]
fn load_errors_of_a_damaged_file_read_german() {
    let dir = tempfile::tempdir().expect("tempdir");
    let good = std::fs::read_to_string(fixture("store/schema-3.ron")).expect("fixture");
    // Cut short.
    let cut = dir.path().join("kurz.ron");
    std::fs::write(&cut, &good[..good.len() / 2]).expect("write");
    let text = german_load_error(&cut);
    assert!(text.contains("die Datei endet zu früh"), "{text}");
    // Not UTF-8.
    let bytes = dir.path().join("kaputt.ron");
    let mut raw = good.as_bytes()[..40].to_vec();
    raw.extend_from_slice(&[0xff, 0xfe]);
    std::fs::write(&bytes, raw).expect("write");
    assert!(german_load_error(&bytes).contains("kein gültiger UTF-8-Text"));
    // From a newer program.
    let newer = dir.path().join("neu.ron");
    std::fs::write(&newer, good.replacen("schema: 3", "schema: 9", 1)).expect("write");
    let text = german_load_error(&newer);
    assert!(text.contains("Schema-Version 9 ist neuer"), "{text}");
    // Missing.
    let text = german_load_error(&dir.path().join("fehlt.ron"));
    assert!(text.contains("Lesen nicht möglich"), "{text}");
}

#[test]
fn an_inconsistent_file_names_its_problems_in_german_and_check_finds_their_lines() {
    let dir = tempfile::tempdir().expect("tempdir");
    let good = std::fs::read_to_string(fixture("store/schema-3.ron")).expect("fixture");
    let bad = dir.path().join("falsch.ron");
    let broken =
        good.replacen("wins_a: 2,", "wins_a: 5,", 1)
            .replacen("name: \"Dora\"", "name: \"\"", 1);
    std::fs::write(&bad, &broken).expect("write");
    let text = german_load_error(&bad);
    assert!(text.contains("das Turnier ist widersprüchlich"), "{text}");
    assert!(
        text.contains("Teilnehmer #4 \"\": Name darf nicht leer sein"),
        "{text}"
    );
    assert!(
        text.contains("Runde 1, Tisch 1: 5-1-0 ist kein Ergebnis"),
        "{text}"
    );
    // `turnier check` finds the lines of German problems as of English ones.
    let problems = with_lang(Lang::De, || turnier::store::check(&bad));
    assert!(
        problems.iter().all(|p| p.starts_with("Zeile ")),
        "{problems:?}"
    );
    let english = with_lang(Lang::En, || turnier::store::check(&bad));
    assert!(english[0].contains("name must not be empty"), "{english:?}");
}

#[test]
fn import_errors_read_german() {
    let t = ok(
        &swiss_event(),
        Command::AddPlayers {
            names: names(&["Anna", "Bert"]),
        },
    );
    // Made and shown in the language in force, as the CLI and the desk do.
    let players = |csv: &str| {
        with_lang(Lang::De, || {
            turnier::import::players(&t, csv.as_bytes(), false)
                .expect_err("refused")
                .to_string()
        })
    };
    for (csv, want) in [
        ("name\n\n", "Datei hat keine Datenzeilen"),
        ("name\nanna\n", "schon angemeldet"),
        ("Spieler\nAnna\n", "Kopfzeile: erwartet `name`"),
    ] {
        let text = players(csv);
        let shown = without_commands(&text);
        assert!(english_words(&shown).is_empty(), "{text}");
        assert!(text.contains(want), "{want} in {text}");
    }
}
