//! Shared test helpers: read the reference cases (the project's copy in `tests/cases/`, and
//! `../shared/cases/` too where it exists beside the project) and build tournaments from them.
#![allow(dead_code)]

use chrono::{TimeZone, Utc};
use clap::Parser;
use serde_json::Value;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use turnier::cli::{Cli, CliError, run};
use turnier::game::{Event, Game, Participant, PlayerId, RoundNo, RoundState, TableNo};
use turnier::swiss::SwissGame;
use turnier::swiss::{MatchResult, Round, SwissSettings, Table, TableReason};

/// The project's copy of the reference cases, `tests/cases/`.
pub fn cases_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/cases")
}

/// The shared reference cases, `../shared/cases/` beside the project, if that folder exists and
/// is not the project's copy itself.
pub fn shared_cases_dir() -> Option<PathBuf> {
    let shared = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/cases");
    let shared = shared.canonicalize().ok()?;
    let own = cases_dir().canonicalize().ok();
    (own.as_ref() != Some(&shared)).then_some(shared)
}

/// Every folder of reference cases to check: the project's copy first, then the shared cases
/// where they exist.
pub fn case_dirs() -> Vec<PathBuf> {
    std::iter::once(cases_dir())
        .chain(shared_cases_dir())
        .collect()
}

/// Reads and parses a JSON file below `tests/cases/`.
pub fn read_json(rel: &str) -> Value {
    read_json_in(&cases_dir(), rel)
}

/// Reads and parses the JSON file `rel` below the cases folder `dir`.
pub fn read_json_in(dir: &Path, rel: &str) -> Value {
    let path = dir.join(rel);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("bad JSON in {}: {e}", path.display()))
}

/// The list `key` (e.g. `"cases"`) of the JSON file `rel` in every folder of [`case_dirs`],
/// each entry once by its `"id"` (the project's copy first).
pub fn all_cases(rel: &str, key: &str) -> Vec<Value> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for dir in case_dirs() {
        if !dir.join(rel).exists() {
            continue;
        }
        let file = read_json_in(&dir, rel);
        let list = file[key]
            .as_array()
            .unwrap_or_else(|| panic!("{}: no list {key:?}", dir.join(rel).display()));
        for case in list {
            let id = case["id"].as_str().expect("case id").to_string();
            if seen.insert(id) {
                out.push(case.clone());
            }
        }
    }
    out
}

/// The sub-folders of `rel` (e.g. `"real"`) in every folder of [`case_dirs`], each name once
/// (the project's copy first), sorted by name.
pub fn all_case_folders(rel: &str) -> Vec<PathBuf> {
    let mut by_name = BTreeMap::new();
    for dir in case_dirs() {
        let Ok(entries) = std::fs::read_dir(dir.join(rel)) else {
            continue;
        };
        for entry in entries {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                let name = path.file_name().expect("name").to_os_string();
                by_name.entry(name).or_insert(path);
            }
        }
    }
    by_name.into_values().collect()
}

/// Settings from a case's `params` (`floor`, `floor_own`); the rest as the seed profile.
pub fn settings_from_params(params: &Value) -> SwissSettings {
    let mut s = SwissSettings::default();
    if let Some(f) = params.get("floor").and_then(Value::as_str) {
        s.floor = f.parse().expect("floor");
    }
    if let Some(b) = params.get("floor_own").and_then(Value::as_bool) {
        s.floor_own_gw = b;
    }
    s
}

/// One round of a case: matches `(a, b, games_a, games_b, drawn)` and byes, by name.
#[derive(Debug, Clone, Default)]
pub struct CaseRound {
    pub matches: Vec<(String, String, u8, u8, u8)>,
    pub byes: Vec<String>,
}

impl CaseRound {
    /// From `{"matches": [[a, b, ga, gb, gd], ...], "byes": [...]}` (cases.json) or
    /// `{"results": [...], "bye": "P13" | null}` (events.json).
    pub fn from_json(v: &Value) -> Self {
        let list = v
            .get("matches")
            .or_else(|| v.get("results"))
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let matches = list
            .iter()
            .map(|m| {
                let s = |i: usize| m[i].as_str().expect("name").to_string();
                let n = |i: usize| m[i].as_u64().expect("games") as u8;
                (s(0), s(1), n(2), n(3), n(4))
            })
            .collect();
        let mut byes: Vec<String> = v
            .get("byes")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|b| b.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default();
        if let Some(b) = v.get("bye").and_then(Value::as_str) {
            byes.push(b.to_string());
        }
        Self { matches, byes }
    }
}

/// A tournament with `players` registered in order, `rounds` played and published (complete),
/// and `dropped` players dropped after the last round. Returns it with the name → id map.
pub fn build(
    players: &[String],
    rounds: &[CaseRound],
    dropped: &[(String, u32)],
    settings: SwissSettings,
) -> (Event, HashMap<String, PlayerId>) {
    let created = Utc
        .with_ymd_and_hms(2026, 1, 1, 0, 0, 0)
        .single()
        .expect("date");
    let mut t = Event::new("case", Game::Swiss(SwissGame::new(settings)), created, 0);
    let mut ids = HashMap::new();
    for (i, name) in players.iter().enumerate() {
        let id = PlayerId(i as u32 + 1);
        ids.insert(name.clone(), id);
        t.registry.participants.push(Participant {
            id,
            name: name.clone(),
            dropped_after: None,
            entered_round: None,
        });
    }
    for (ri, r) in rounds.iter().enumerate() {
        let tables = r
            .matches
            .iter()
            .enumerate()
            .map(|(ti, (a, b, ga, gb, gd))| Table {
                number: TableNo(ti as u32 + 1),
                a: ids[a],
                b: ids[b],
                result: Some(MatchResult::new(*ga, *gb, *gd).expect("legal result")),
                reason: TableReason::default(),
            })
            .collect();
        t.swiss_mut().expect("swiss").rounds.push(Round {
            number: RoundNo(ri as u32 + 1),
            state: RoundState::Complete,
            tables,
            byes: r.byes.iter().map(|b| ids[b]).collect(),
            warnings: Vec::new(),
        });
    }
    for (name, after) in dropped {
        let id = ids[name];
        t.registry.participants[(id.0 - 1) as usize].dropped_after = Some(RoundNo(*after));
    }
    (t, ids)
}

/// Parses a JSON list of names.
pub fn names(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

/// The CLI on a temporary data folder, for the CLI tests: run a command, expect success, or
/// expect a rejection that names `needle` and leaves the save file byte for byte unchanged.
pub struct Desk {
    pub dir: tempfile::TempDir,
}

impl Desk {
    pub fn new() -> Self {
        Self {
            dir: tempfile::tempdir().expect("tempdir"),
        }
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    pub fn run(&self, args: &[&str]) -> Result<String, CliError> {
        let mut full = vec![
            "turnier",
            "--data-dir",
            self.dir.path().to_str().expect("utf8"),
        ];
        full.extend_from_slice(args);
        let cli = Cli::try_parse_from(full).expect("arguments parse");
        let mut out = Vec::new();
        run(cli, &mut out)?;
        Ok(String::from_utf8(out).expect("utf8"))
    }

    pub fn ok(&self, args: &[&str]) -> String {
        self.run(args)
            .unwrap_or_else(|e| panic!("`{}` failed: {e}", args.join(" ")))
    }

    /// Runs a command that must be rejected; checks the message and that the save is unchanged.
    pub fn rejected(&self, event: &str, args: &[&str], needle: &str) {
        let file = self.path(&format!("{event}.ron"));
        let before = std::fs::read(&file).expect("save exists");
        let err = self
            .run(args)
            .err()
            .unwrap_or_else(|| panic!("`{}` should be rejected", args.join(" ")));
        let msg = err.to_string();
        assert!(
            msg.contains(needle),
            "message for `{}` should mention {needle:?}: {msg}",
            args.join(" ")
        );
        let after = std::fs::read(&file).expect("save exists");
        assert_eq!(before, after, "`{}` changed the save file", args.join(" "));
    }

    pub fn write(&self, name: &str, text: &str) -> String {
        let p = self.path(name);
        std::fs::write(&p, text).expect("write");
        p.to_str().expect("utf8").to_string()
    }

    pub fn json(&self, args: &[&str]) -> Value {
        serde_json::from_str(&self.ok(args)).expect("JSON output")
    }
}

/// A copy of the shipped `saves/pavia12.ron` in `dir` with its next round paired and
/// published, committed whole at `at`: an event with open tables for the store's tests.
pub fn pavia_with_open_round(dir: &Path, at: chrono::DateTime<Utc>) -> (PathBuf, Event) {
    use turnier::game::{Command, apply};
    let path = dir.join("pavia12.ron");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/pavia12.ron"),
        &path,
    )
    .expect("copy the shipped event");
    let t = turnier::store::load(&path).expect("loads");
    let t = apply(
        &t,
        Command::Swiss(turnier::swiss::SwissCommand::PairNextRound),
        at,
    )
    .expect("pair");
    let t = apply(&t, Command::Publish, at).expect("publish");
    turnier::store::commit(&path, &t).expect("commit");
    (path, t)
}
