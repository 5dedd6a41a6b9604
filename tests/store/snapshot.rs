//! The store: round trips, atomic commits with backups, damaged files, schema and invariants.

use chrono::{TimeZone, Utc};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};
use turnier::game::{
    AuditEntry, Event, Game, Participant, PlayerId, RoundNo, RoundState, SCHEMA, TableNo,
};
use turnier::store::{
    self, DEFAULT_KEEP, StoreError, backup_dir, backups, check, commit, commit_expecting,
    commit_with, list_events, load, load_on_disk, newest_readable_backup, resolve_event,
    restore_backup, save_new, slug, to_ron,
};
use turnier::swiss::SwissGame;
use turnier::swiss::{MatchResult, Profile, Round, SwissSettings, Table, TableReason};

fn result(a: u8, b: u8, d: u8) -> Option<MatchResult> {
    Some(MatchResult::new(a, b, d).expect("legal result"))
}

fn table(n: u32, a: u32, b: u32, res: Option<MatchResult>) -> Table {
    Table {
        number: TableNo(n),
        a: PlayerId(a),
        b: PlayerId(b),
        result: res,
        reason: TableReason {
            points_a: 3,
            points_b: 0,
            previous_meetings: 0,
            manual: n == 2,
            imported: false,
            ..TableReason::default()
        },
    }
}

/// Five players (one dropped, one late entry, an umlaut in a name), a complete round 1 with a
/// bye, a published round 2 with one result, a draft round 3, and audit entries.
fn sample() -> Event {
    let at = |min: u32| {
        Utc.with_ymd_and_hms(2026, 3, 14, 10, min, 0)
            .single()
            .expect("date")
    };
    let mut t = Event::new(
        "Pauper Cup Köln",
        Game::Swiss(SwissGame::new(SwissSettings::from_profile(
            Profile::Melee2024,
        ))),
        at(0),
        42,
    );
    for (i, name) in ["Anna", "Bert", "Jörg \"JJ\" Müller", "Dora", "Emil"]
        .iter()
        .enumerate()
    {
        t.registry.participants.push(Participant {
            id: PlayerId(i as u32 + 1),
            name: name.to_string(),
            dropped_after: (i == 3).then_some(RoundNo(2)),
            entered_round: (i == 4).then_some(RoundNo(2)),
        });
    }
    t.swiss_mut().expect("swiss").rounds.push(Round {
        number: RoundNo(1),
        state: RoundState::Complete,
        tables: vec![
            table(1, 1, 2, result(2, 1, 0)),
            table(2, 3, 4, result(1, 1, 1)),
        ],
        byes: vec![PlayerId(5)],
        warnings: vec![],
    });
    t.swiss_mut().expect("swiss").rounds.push(Round {
        number: RoundNo(2),
        state: RoundState::Published,
        tables: vec![table(1, 1, 3, result(0, 0, 0)), table(2, 2, 5, None)],
        byes: vec![PlayerId(4)],
        warnings: vec!["rematch: Anna – Jörg".into()],
    });
    t.swiss_mut().expect("swiss").rounds.push(Round {
        number: RoundNo(3),
        state: RoundState::Draft,
        tables: vec![table(1, 1, 2, None), table(2, 3, 5, None)],
        byes: vec![],
        warnings: vec![],
    });
    for (i, what) in [
        "add players Anna, Bert",
        "pair round 1",
        "swap players Anna ↔ Bert",
    ]
    .iter()
    .enumerate()
    {
        t.audit.push(AuditEntry {
            seq: i as u32 + 1,
            at: at(i as u32 + 1),
            round: (i > 0).then_some(RoundNo(1)),
            what: what.to_string(),
            msg: None,
            manual: i == 2,
            correction: false,
        });
    }
    t
}

/// `sample()` with one more audit entry per step, to tell versions apart.
fn version(n: u32) -> Event {
    let mut t = sample();
    for _ in 0..n {
        let seq = t.audit.len() as u32 + 1;
        t.audit.push(AuditEntry {
            seq,
            at: t.created,
            round: None,
            what: format!("step {seq}"),
            msg: None,
            manual: false,
            correction: true,
        });
    }
    t
}

fn write(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
    fs::write(path, text).expect("write");
}

fn bytes(path: &Path) -> Vec<u8> {
    fs::read(path).expect("read")
}

fn invalid_problems(err: StoreError) -> Vec<String> {
    match err {
        StoreError::Invalid { problems, .. } => problems,
        other => panic!("expected Invalid, got {other:?}"),
    }
}

#[test]
fn round_trip_equals_and_is_byte_stable() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("new/folder/cup.ron");
    let t = sample();
    save_new(&path, &t).expect("save_new");
    let back = load(&path).expect("load");
    assert_eq!(back, t);
    // Same state, same bytes: stable field order.
    assert_eq!(bytes(&path), to_ron(&back).expect("to_ron").into_bytes());
    let text = fs::read_to_string(&path).expect("read");
    assert!(text.starts_with(
        "#![enable(unwrap_newtypes)]\n(\n  schema: 3,\n  name: \"Pauper Cup Köln\",\n"
    ));
    assert!(check(&path).is_empty());
}

#[test]
fn schema_1_fixture_still_loads_and_is_written_identically() {
    // A file written by schema 1, kept forever (STYLE 9). If this fails after a model change,
    // bump SCHEMA and add an upgrade arm rather than editing the fixture.
    let fixture =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/store/schema-1.ron");
    let t = load(&fixture).expect("fixture loads");
    assert_eq!(t, sample());
    // Upgraded, it is written as schema 3 writes the same event: byte for byte the schema-3
    // fixture.
    assert_eq!(body(&to_ron(&t).expect("to_ron")), bytes(&schema_3()));
}

/// The text the store writes without its last line, the seal (a RON comment added to every
/// save since the fixtures were written; the fixtures have none and still load).
fn body(text: &str) -> Vec<u8> {
    let (body, seal) = text
        .trim_end_matches('\n')
        .rsplit_once('\n')
        .expect("more than one line");
    assert!(seal.starts_with("// turnier-seal "), "{seal}");
    format!("{body}\n").into_bytes()
}

/// The schema-3 fixture: [`sample`] as schema 3 writes it, kept forever like the older ones.
fn schema_3() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/store/schema-3.ron")
}

#[test]
fn schema_3_fixture_loads_and_is_written_identically() {
    // The current schema (one game inside the event: `registry`, `game`). If this fails after
    // a model change, bump SCHEMA and add an upgrade arm rather than editing the fixture.
    let t = load(&schema_3()).expect("fixture loads");
    assert_eq!(t.schema, SCHEMA);
    assert_eq!(t, sample());
    assert_eq!(body(&to_ron(&t).expect("to_ron")), bytes(&schema_3()));
}

#[test]
fn schema_2_muck_fixture_loads_and_is_written_identically() {
    // A Muck event written by schema 2 (the article's six-pair round, R-M8), kept forever.
    let fixture =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/store/schema-2-muck.ron");
    let t = load(&fixture).expect("fixture loads");
    assert_eq!(t.schema, SCHEMA, "upgraded on load");
    assert_eq!(t.muck().expect("muck").pairs.len(), 6);
    assert_eq!(t.muck().expect("muck").rounds.len(), 1);
    // The same event as today's generator makes it, written in today's shape; less the
    // language-neutral `msg` of the audit entries, which a file written before it lacks: its
    // entries show their stored words.
    let mut made = turnier::examples::muck_article().expect("generator");
    assert!(made.audit.iter().all(|a| a.msg.is_some()));
    for a in &mut made.audit {
        a.msg = None;
    }
    assert_eq!(t, made);
    assert_eq!(to_ron(&t).expect("to_ron"), to_ron(&made).expect("to_ron"));
}

#[test]
fn save_new_refuses_an_existing_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    write(&path, "not even RON");
    let err = save_new(&path, &sample()).expect_err("must refuse");
    assert!(matches!(err, StoreError::AlreadyExists { .. }), "{err:?}");
    assert!(err.to_string().contains("already exists"));
    assert_eq!(bytes(&path), b"not even RON");
}

#[test]
fn commit_keeps_at_most_keep_backups_and_newest_is_previous_version() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    save_new(&path, &version(0)).expect("save_new");
    for n in 1..=6 {
        let before = bytes(&path);
        commit_with(&path, &version(n), 3).expect("commit");
        assert_eq!(load(&path).expect("load"), version(n));
        let list = backups(&path).expect("backups");
        assert_eq!(list.len(), (n as usize).min(3));
        assert_eq!(
            bytes(&list[0]),
            before,
            "newest backup is the previous version"
        );
    }
    let list = backups(&path).expect("backups");
    let loaded: Vec<Event> = list
        .iter()
        .map(|b| load(b).expect("backup loads"))
        .collect();
    assert_eq!(loaded, vec![version(5), version(4), version(3)]);
    assert!(list[0].starts_with(backup_dir(&path)));
    let name = list[0]
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    assert_eq!(name, "cup.000006.ron");
    // No temp files are left behind next to the save.
    let names: Vec<String> = fs::read_dir(dir.path())
        .expect("read_dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    let mut names = names;
    names.sort();
    assert_eq!(names, vec![".backups".to_string(), "cup.ron".to_string()]);
}

#[test]
fn commit_default_keeps_twenty() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    assert_eq!(DEFAULT_KEEP, 20);
    // commit also creates a missing file.
    commit(&path, &version(0)).expect("first commit");
    assert!(backups(&path).expect("backups").is_empty());
    for n in 1..=23 {
        commit(&path, &version(n)).expect("commit");
    }
    let list = backups(&path).expect("backups");
    assert_eq!(list.len(), 20);
    assert_eq!(load(&list[0]).expect("newest"), version(22));
    assert_eq!(load(&list[19]).expect("oldest"), version(3));
}

#[test]
fn commit_refuses_an_inconsistent_tournament_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    save_new(&path, &sample()).expect("save_new");
    let before = bytes(&path);
    let mut bad = sample();
    bad.swiss_mut().expect("swiss").rounds[0].tables[1].b = PlayerId(9);
    let problems = invalid_problems(commit(&path, &bad).expect_err("refused"));
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("round 1, table 2: player #9 is not registered"));
    assert_eq!(bytes(&path), before);
    assert!(backups(&path).expect("backups").is_empty());
}

#[test]
fn truncated_file_is_reported_with_line_left_alone_and_not_overwritten() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    save_new(&path, &version(0)).expect("save_new");
    commit(&path, &version(1)).expect("commit");
    let full = to_ron(&version(1)).expect("to_ron");
    // Cut at a line end: the parser runs out of input (the mid-line case is checked below).
    let whole_lines = full[..full.len() / 3].rfind('\n').expect("a newline") + 1;
    write(&path, &full[..whole_lines]);
    let StoreError::Parse { line, cause, .. } = load(&path).expect_err("cut at a line end") else {
        panic!("expected Parse");
    };
    assert_eq!(line, 1 + full[..whole_lines].matches('\n').count());
    assert_eq!(cause, "Unexpected end of RON");

    let cut = &full[..full.len() / 2];
    write(&path, cut);
    let last_line = 1 + cut.matches('\n').count();

    let err = load(&path).expect_err("truncated");
    match &err {
        StoreError::Parse { line, cause, .. } => {
            assert_eq!(
                *line, last_line,
                "error at the end of the truncated text: {err}"
            );
            assert!(!cause.is_empty());
        }
        other => panic!("expected Parse, got {other:?}"),
    }
    assert!(err.to_string().contains(&format!("cup.ron:{last_line}:")));
    assert_eq!(check(&path), vec![err.to_string()]);

    let refused = commit(&path, &version(2)).expect_err("must refuse");
    match &refused {
        StoreError::Damaged { cause, backup, .. } => {
            assert!(matches!(**cause, StoreError::Parse { .. }));
            let backup = backup.as_ref().expect("a readable backup is offered");
            assert_eq!(load(backup).expect("backup"), version(0));
        }
        other => panic!("expected Damaged, got {other:?}"),
    }
    let msg = refused.to_string();
    assert!(msg.contains("never overwritten"), "{msg}");
    assert!(msg.contains("cup.000001.ron"), "{msg}");
    assert_eq!(bytes(&path), cut.as_bytes(), "damaged file untouched");
    assert_eq!(backups(&path).expect("backups").len(), 1, "no backup added");
}

#[test]
fn syntax_error_names_the_edited_line_and_cause() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    let text = to_ron(&sample()).expect("to_ron");
    // A hand edit: a comma forgotten after a participant's name.
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("name: \"Bert\","))
        .expect("Bert's line");
    let edited: String = lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            if i == at {
                l.replace("\"Bert\",", "\"Bert\"")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    write(&path, &edited);
    let err = load(&path).expect_err("syntax error");
    let StoreError::Parse {
        line, col, cause, ..
    } = &err
    else {
        panic!("expected Parse, got {err:?}");
    };
    // The parser notices at the start of the next field: the line after Bert's (1-based).
    assert_eq!(*line, at + 2, "{err}");
    assert!(cause.contains("Expected comma"), "{cause}");
    assert!(*col >= 1);
    assert!(!cause.is_empty());
    assert!(matches!(
        commit(&path, &sample()),
        Err(StoreError::Damaged { backup: None, .. })
    ));
    assert_eq!(bytes(&path), edited.into_bytes());
}

#[test]
fn wrong_field_value_is_a_parse_error_with_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    let text = to_ron(&sample())
        .expect("to_ron")
        .replace("seed: 42", "seed: -1");
    let at = text
        .lines()
        .position(|l| l.contains("seed: -1"))
        .expect("line")
        + 1;
    write(&path, &text);
    let StoreError::Parse { line, .. } = load(&path).expect_err("bad seed") else {
        panic!("expected Parse");
    };
    assert_eq!(line, at);
}

#[test]
fn invalid_utf8_is_reported_with_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    let mut raw = b"(\n  schema: 1,\n  name: \"K".to_vec();
    raw.extend_from_slice(&[0xF6, b'l', b'n', b'"']);
    fs::write(&path, &raw).expect("write");
    let err = load(&path).expect_err("not UTF-8");
    assert!(
        matches!(
            err,
            StoreError::Parse {
                line: 3,
                col: 11,
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn newer_schema_is_refused_naming_the_supported_version() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    // A future file: schema 4 with a field this build does not know.
    let text = to_ron(&sample())
        .expect("to_ron")
        .replace("schema: 3,", "schema: 4,\n  venue: \"Köln\",");
    write(&path, &text);
    let err = load(&path).expect_err("newer");
    assert!(
        matches!(
            err,
            StoreError::NewerSchema {
                found: 4,
                supported: SCHEMA,
                ..
            }
        ),
        "{err:?}"
    );
    let msg = err.to_string();
    assert!(msg.contains("schema version 4"), "{msg}");
    assert!(msg.contains("supports (schema 3)"), "{msg}");
    // Also when the rest of the file does not parse at all.
    write(&path, "(schema: 7, this is not RON");
    assert!(matches!(
        load(&path),
        Err(StoreError::NewerSchema { found: 7, .. })
    ));
    assert!(matches!(
        commit(&path, &sample()),
        Err(StoreError::Damaged { .. })
    ));
    assert_eq!(bytes(&path), b"(schema: 7, this is not RON");
}

#[test]
fn schema_0_is_unknown() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    write(
        &path,
        &to_ron(&sample())
            .expect("to_ron")
            .replace("schema: 3,", "schema: 0,"),
    );
    let err = load(&path).expect_err("unknown");
    assert!(
        matches!(err, StoreError::UnknownSchema { found: 0, .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("supported: 1..=3"));
}

/// Writes `t` bypassing the store's checks, as a hand edit would.
fn write_raw(path: &Path, t: &Event) {
    write(path, &to_ron(t).expect("to_ron"));
}

#[test]
fn player_seated_twice_is_reported_naming_round_and_player() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    let mut t = sample();
    t.swiss_mut().expect("swiss").rounds[1].tables[1].b = PlayerId(1); // Anna at tables 1 and 2 of round 2
    write_raw(&path, &t);
    let problems = invalid_problems(load(&path).expect_err("invalid"));
    assert_eq!(
        problems,
        vec!["round 2: player #1 (Anna) sits at tables 1 and 2; nobody may sit twice in a round"]
    );
    let before = bytes(&path);
    assert!(matches!(
        commit(&path, &sample()),
        Err(StoreError::Damaged { .. })
    ));
    assert_eq!(bytes(&path), before);
}

#[test]
fn unknown_player_and_two_drafts_are_reported() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    let mut t = sample();
    t.swiss_mut().expect("swiss").rounds[0].tables[0].a = PlayerId(17);
    t.swiss_mut().expect("swiss").rounds[1].state = RoundState::Draft;
    write_raw(&path, &t);
    let problems = check(&path);
    // Each with the line it is about, so the director can find it: table 1 of round 1, round 2.
    assert_eq!(
        problems,
        vec![
            "line 82: round 1, table 1: player #17 is not registered (registered: #1..#5)"
                .to_string(),
            "line 120: round 2 is a draft but not the last round; only the last round may be a \
             draft"
                .to_string(),
        ]
    );
    let text = std::fs::read_to_string(&path).expect("read");
    let line = |n: usize| text.lines().nth(n - 1).expect("line").trim().to_string();
    assert_eq!(line(82), "number: 1,");
    assert_eq!(line(83), "a: 17,");
    assert_eq!(line(120), "number: 2,");
}

/// A change that breaks one invariant.
type Breaker = Box<dyn Fn(&mut Event)>;

#[test]
fn every_invariant_has_its_message() {
    let cases: Vec<(&str, Breaker)> = vec![
        ("schema is 4", Box::new(|t| t.schema = 4)),
        (
            "participant \"Bert\" at position 2 has id #7",
            Box::new(|t| t.registry.participants[1].id = PlayerId(7)),
        ),
        (
            "round 5 is in position 2",
            Box::new(|t| t.swiss_mut().expect("swiss").rounds[1].number = RoundNo(5)),
        ),
        (
            "round 1 is complete but 1 table(s) have no result",
            Box::new(|t| t.swiss_mut().expect("swiss").rounds[0].tables[0].result = None),
        ),
        (
            "round 2, table 0: table numbers start at 1",
            Box::new(|t| t.swiss_mut().expect("swiss").rounds[1].tables[0].number = TableNo(0)),
        ),
        (
            "round 2, table 1: table number used twice",
            Box::new(|t| t.swiss_mut().expect("swiss").rounds[1].tables[1].number = TableNo(1)),
        ),
        (
            "round 3, table 2: player #3 plays themself",
            Box::new(|t| t.swiss_mut().expect("swiss").rounds[2].tables[1].b = PlayerId(3)),
        ),
        (
            "round 1, table 1: score 3-0-0 is not a best-of-three result",
            Box::new(|t| {
                t.swiss_mut().expect("swiss").rounds[0].tables[0].result = Some(MatchResult {
                    wins_a: 3,
                    wins_b: 0,
                    draws: 0,
                })
            }),
        ),
        (
            "round 1: bye for player #6, who is not registered",
            Box::new(|t| t.swiss_mut().expect("swiss").rounds[0].byes = vec![PlayerId(6)]),
        ),
        (
            "round 1: player #5 has the bye twice",
            Box::new(|t| {
                t.swiss_mut().expect("swiss").rounds[0].byes = vec![PlayerId(5), PlayerId(5)]
            }),
        ),
        (
            "round 1: player #2 (Bert) has the bye but also sits at table 1",
            Box::new(|t| {
                t.swiss_mut().expect("swiss").rounds[0]
                    .byes
                    .push(PlayerId(2))
            }),
        ),
        (
            "audit entry 2 has sequence number 9",
            Box::new(|t| t.audit[1].seq = 9),
        ),
    ];
    for (want, break_it) in cases {
        let mut t = sample();
        break_it(&mut t);
        let found = store::problems(&t);
        assert!(
            found.len() == 1 && found[0].starts_with(want),
            "want {want:?}, got {found:?}"
        );
    }
    assert!(store::problems(&sample()).is_empty());
}

#[test]
fn newest_readable_backup_skips_damaged_backups_and_restore_keeps_everything() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    save_new(&path, &version(0)).expect("save_new");
    commit(&path, &version(1)).expect("commit");
    commit(&path, &version(2)).expect("commit");
    let list = backups(&path).expect("backups");
    assert_eq!(list.len(), 2);
    write(&list[0], "(schema: 1, name: "); // newest backup damaged too
    write(&path, "garbage");
    let offered = newest_readable_backup(&path).expect("an older backup loads");
    assert_eq!(offered, list[1]);

    // A file that is not one of the backups is refused.
    let stranger = dir.path().join("other.ron");
    write_raw(&stranger, &sample());
    assert!(matches!(
        restore_backup(&path, &stranger),
        Err(StoreError::NotABackup { .. })
    ));

    let t = restore_backup(&path, &offered).expect("restore");
    assert_eq!(t, version(0));
    assert_eq!(load(&path).expect("restored"), version(0));
    let aside = backup_dir(&path).join("cup.damaged.1.ron");
    assert_eq!(bytes(&aside), b"garbage", "the damaged file is kept");
    assert_eq!(
        backups(&path).expect("backups").len(),
        2,
        "not taken for a backup"
    );
    // Committing works again.
    commit(&path, &version(3)).expect("commit after restore");
}

#[test]
fn no_readable_backup_gives_none() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    assert_eq!(newest_readable_backup(&path), None);
    write(&path, "garbage");
    let err = commit(&path, &sample()).expect_err("refused");
    assert!(
        err.to_string().contains("there is no readable backup"),
        "{err}"
    );
}

#[test]
fn slugs_and_event_arguments() {
    assert_eq!(slug("Pauper Cup Köln"), "pauper-cup-koeln");
    assert_eq!(slug("  Straße / Übung #3 "), "strasse-uebung-3");
    assert_eq!(slug("ÄÖÜ"), "aeoeue");
    assert_eq!(slug("Café Crème -- Łódź"), "cafe-creme-lodz");
    assert_eq!(slug("!!!"), "");
    let data = Path::new("/data");
    assert_eq!(
        resolve_event("Pauper Cup Köln", data).expect("name"),
        PathBuf::from("/data/pauper-cup-koeln.ron")
    );
    assert_eq!(
        resolve_event("saves/x.ron", data).expect("path"),
        PathBuf::from("saves/x.ron")
    );
    assert_eq!(
        resolve_event("x.ron", data).expect("path"),
        PathBuf::from("x.ron")
    );
    assert_eq!(
        resolve_event("saves/cup", data).expect("path"),
        PathBuf::from("saves/cup")
    );
    assert!(matches!(
        resolve_event("???", data),
        Err(StoreError::EmptyName { .. })
    ));
    assert_eq!(
        store::data_dir(Some(Path::new("/x"))).expect("override"),
        PathBuf::from("/x")
    );
}

fn set_mtime(path: &Path, secs: u64) {
    let f = fs::File::options().write(true).open(path).expect("open");
    f.set_modified(SystemTime::UNIX_EPOCH + Duration::from_secs(secs))
        .expect("set mtime");
}

#[test]
fn list_events_newest_first_with_unreadable_files_listed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path();
    assert!(
        list_events(&data.join("missing"))
            .expect("missing folder")
            .is_empty()
    );
    let mut old = sample();
    old.name = "Old Cup".into();
    old.swiss_mut().expect("swiss").rounds.clear();
    save_new(&data.join("old.ron"), &old).expect("save");
    save_new(&data.join("new.ron"), &sample()).expect("save");
    commit(&data.join("new.ron"), &version(1)).expect("commit"); // makes .backups/
    write(&data.join("broken.ron"), "(schema: 1,");
    write(&data.join("notes.txt"), "not an event");
    set_mtime(&data.join("old.ron"), 1_000);
    set_mtime(&data.join("broken.ron"), 2_000);
    set_mtime(&data.join("new.ron"), 3_000);

    let list = list_events(data).expect("list");
    let names: Vec<String> = list
        .iter()
        .map(|e| {
            e.path
                .file_name()
                .expect("name")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert_eq!(names, vec!["new.ron", "broken.ron", "old.ron"]);
    let new = list[0].info.as_ref().expect("new loads");
    assert_eq!(new.name, "Pauper Cup Köln");
    assert_eq!(new.system, "Swiss (melee-2024)");
    assert_eq!((new.rounds, new.players), (3, 5));
    assert_eq!(list[2].info.as_ref().expect("old loads").rounds, 0);
    let why = list[1].info.as_ref().expect_err("broken");
    assert!(why.contains("broken.ron:1:"), "{why}");
}

#[test]
fn restoring_over_a_readable_file_keeps_it_as_a_backup() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    save_new(&path, &version(0)).expect("save_new");
    commit(&path, &version(1)).expect("commit");
    let first = backups(&path).expect("backups")[0].clone();
    let t = restore_backup(&path, &first).expect("restore");
    assert_eq!(t, version(0));
    assert_eq!(load(&path).expect("restored"), version(0));
    let list = backups(&path).expect("backups");
    assert_eq!(list.len(), 2);
    assert_eq!(load(&list[0]).expect("newest backup"), version(1));
    assert!(!backup_dir(&path).join("cup.damaged.1.ron").exists());
}

#[cfg(unix)]
#[test]
fn a_new_save_is_0644_and_a_commit_keeps_the_files_mode() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("event.ron");
    save_new(&path, &version(1)).expect("save");
    let mode = |p: &Path| fs::metadata(p).expect("metadata").permissions().mode() & 0o777;
    assert_eq!(mode(&path), 0o644);
    fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).expect("chmod");
    commit(&path, &version(2)).expect("commit");
    assert_eq!(mode(&path), 0o640);
}

#[test]
fn commit_expecting_skips_the_parse_only_for_the_bytes_it_knows() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("desk.ron");
    save_new(&path, &version(1)).expect("save");
    let (t, loaded) = load_on_disk(&path).expect("load");
    assert_eq!(t, version(1));
    let written = commit_expecting(&path, &version(2), Some(&loaded)).expect("commit");
    let on_disk = fs::read(&path).expect("read");
    assert!(written.holds(&on_disk), "returns what is on disk");
    assert_eq!(written.len(), on_disk.len() as u64);
    assert!(!written.holds(&on_disk[1..]), "a digest, not a length");
    // Someone damages the file behind the desk's back: the stale bytes no longer match, so
    // the file is parsed, found damaged, and never overwritten.
    write(&path, "(schema: 2, garbage");
    let err = commit_expecting(&path, &version(3), Some(&written)).expect_err("refused");
    assert!(matches!(err, StoreError::Damaged { .. }), "{err:?}");
    assert_eq!(bytes(&path), b"(schema: 2, garbage");
}

/// A commit killed before its rename leaves its temp file beside the event; the next commit of
/// that event removes it once it is older than a minute, and leaves alone a fresh one (a live
/// writer's), other events' temp files and files of other shapes.
#[test]
fn commit_removes_stale_temp_files_of_its_own_event_only() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    save_new(&path, &version(0)).expect("save_new");
    let old = SystemTime::now() - Duration::from_secs(3600);
    let make = |name: &str, aged: bool| {
        let p = dir.path().join(name);
        fs::write(&p, "half a commit").expect("write temp");
        if aged {
            let f = fs::File::options().write(true).open(&p).expect("open");
            f.set_modified(old).expect("age");
        }
        p
    };
    let stale = make(".cup.ron.tmpAb12Cd", true);
    let stale2 = make(".cup.ron.tmpZZ9zz0", true);
    // Killed a moment ago: the commit holds the write lock, so no live writer has it.
    let fresh = make(".cup.ron.tmpQw34Er", false);
    let journal_temp = make(".cup.ron.journal.tmpJj12Kk", false);
    let other_event = make(".liga.ron.tmpAb12Cd", true);
    let other_shape = make(".cup.ron.tmp-notes", true);
    let user_file = make("cup.ron.tmpAb12Cd", true);
    commit(&path, &version(1)).expect("commit");
    assert!(!stale.exists(), "stale temp file of this event is removed");
    assert!(
        !stale2.exists(),
        "every stale temp file of this event is removed"
    );
    assert!(!fresh.exists(), "a young temp file of a killed commit too");
    assert!(!journal_temp.exists(), "and of its journal");
    for kept in [&other_event, &other_shape, &user_file] {
        assert!(kept.exists(), "{} must be left alone", kept.display());
    }
    // A temp file of a commit killed now has the recognisable name.
    let names: Vec<String> = fs::read_dir(dir.path())
        .expect("read_dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.starts_with(".tmp")), "{names:?}");
    assert_eq!(load(&path).expect("load"), version(1));
}

/// Old backups are pruned before the new backup is written, so that the space they take is free
/// for the backup and the new file. Here writing the backup fails after its file is written
/// (its journal's place is taken by a folder): the commit fails, and still no more than `keep`
/// backups are left (not `keep + 1`, as if pruning never ran).
#[test]
fn commit_prunes_old_backups_before_writing_the_new_one() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("cup.ron");
    save_new(&path, &version(0)).expect("save_new");
    for n in 1..=3 {
        commit_with(&path, &version(n), 2).expect("commit");
    }
    assert_eq!(backups(&path).expect("backups").len(), 2);
    // A stale journal (its base is not this file) is ignored on load but copied with the backup.
    fs::write(
        store::journal_path(&path),
        "turnier-journal 2 base=00000000-0\n",
    )
    .expect("journal");
    fs::create_dir_all(backup_dir(&path).join("cup.000004.ron.journal")).expect("block");
    let before = bytes(&path);
    commit_with(&path, &version(4), 2).expect_err("the backup step fails");
    assert_eq!(bytes(&path), before, "the file is unchanged");
    let left = backups(&path).expect("backups");
    assert_eq!(
        left.len(),
        2,
        "pruned before the backup was written: {left:?}"
    );
    // Numbers keep growing when keep is 1 and pruning first leaves no backup at all.
    fs::remove_dir(backup_dir(&path).join("cup.000004.ron.journal")).expect("unblock");
    commit_with(&path, &version(5), 1).expect("commit");
    let left = backups(&path).expect("backups");
    assert_eq!(left.len(), 1);
    assert!(left[0].ends_with("cup.000005.ron"), "{left:?}");
}

/// The desk keeps a digest of the file, not its bytes (25 MB for 10,000 players). Another
/// program that saves a file of the same length with other bytes (here one digit of a round's
/// score changed, and then one damaged byte) is still seen: `is_current` says so, the commit
/// parses the file again instead of trusting it, and a damaged one is never overwritten.
#[test]
fn a_file_of_the_same_length_with_other_bytes_is_an_outside_change() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("desk.ron");
    save_new(&path, &version(1)).expect("save");
    let (_, loaded) = load_on_disk(&path).expect("load");
    assert!(store::is_current(&path, &loaded), "nothing changed yet");
    let text = fs::read_to_string(&path).expect("read");
    // The same text again, written by another program (a new file renamed into place): same
    // length, same bytes, so still current although the inode and time changed.
    let other = dir.path().join("other.ron");
    fs::write(&other, &text).expect("write");
    fs::rename(&other, &path).expect("rename");
    assert!(store::is_current(&path, &loaded), "same bytes");
    // One byte other: the name's last letter (same length, still loads).
    let at = text.find("name: \"").expect("a name") + "name: \"".len();
    let mut changed = text.clone().into_bytes();
    changed[at] = if changed[at] == b'X' { b'Y' } else { b'X' };
    assert_eq!(changed.len(), text.len());
    fs::write(&other, &changed).expect("write");
    fs::rename(&other, &path).expect("rename");
    assert!(!store::is_current(&path, &loaded), "one byte other");
    // It would still parse, but the seal says it is not what turnier wrote: never taken as
    // good, and the message names the lines.
    let err = load(&path).expect_err("changed outside turnier");
    let line = text[..at].matches('\n').count() as u64 + 1;
    assert!(
        matches!(err, StoreError::Altered { from, to, .. } if from <= line && line <= to && to - from < 64),
        "{err:?}"
    );
    // Damaged at the same length: the commit parses it, refuses, and leaves it alone.
    let mut damaged = text.clone().into_bytes();
    let brace = damaged
        .iter()
        .rposition(|&b| b == b')')
        .expect("a closing paren");
    damaged[brace] = b'(';
    fs::write(&other, &damaged).expect("write");
    fs::rename(&other, &path).expect("rename");
    assert!(!store::is_current(&path, &loaded));
    let err = commit_expecting(&path, &version(2), Some(&loaded)).expect_err("refused");
    assert!(matches!(err, StoreError::Damaged { .. }), "{err:?}");
    assert_eq!(bytes(&path), damaged, "never overwritten");
}
