//! Golden outputs of every shipped save: each fixture of a released schema
//! (`tests/fixtures/saves-schema-2/*.ron`, `tests/fixtures/store/schema-1.ron`,
//! `tests/fixtures/store/schema-2-muck.ron`, `tests/fixtures/saves-schema-3/*.ron`) is opened by the real CLI on a temporary copy and
//! every read-only view is compared with an insta snapshot taken from the schema-2 program:
//! standings (text and JSON, by default and after every round), pairings or the draw of every
//! round (text and JSON), the top cut (Swiss), every printed text document of every round, and
//! `check`; a Turnierfußball series: the table of every round (normal and anti, text and
//! JSON), the ranking list after every round, the open round, the printed table, anti-table
//! and ranking list (text every round; bbcode and markdown of the last), and `check`.
//! A later schema must upgrade these files to exactly the same outputs. The views run
//! through the command line only (`turnier::cli::run`), so the test does not depend on the
//! model's types; the round trip at the end does, through the store.

use clap::Parser;
use serde_json::Value;
use std::path::{Path, PathBuf};
use turnier::cli::{Cli, run};

#[derive(Clone, Copy, PartialEq)]
enum System {
    Swiss,
    Muck,
    Football,
}

/// Every fixture: its file below `tests/fixtures/` and its system.
const FIXTURES: [(&str, System); 8] = [
    (
        "saves-schema-2/liga-gaucha-pauper-2024-e4.ron",
        System::Swiss,
    ),
    ("saves-schema-2/pavia12.ron", System::Swiss),
    ("saves-schema-2/pavia13.ron", System::Swiss),
    ("saves-schema-2/muck-article.ron", System::Muck),
    ("saves-schema-2/muck-evening-24-pairs.ron", System::Muck),
    ("store/schema-1.ron", System::Swiss),
    ("store/schema-2-muck.ron", System::Muck),
    ("saves-schema-3/football-series.ron", System::Football),
];

fn fixture_path(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(rel)
}

/// A fixture copied into a temporary data folder as `EVENT.ron`.
struct TempEvent {
    dir: tempfile::TempDir,
    event: String,
    original: Vec<u8>,
}

impl TempEvent {
    fn new(rel: &str) -> Self {
        let source = fixture_path(rel);
        let original = std::fs::read(&source).expect("fixture");
        let event = source
            .file_stem()
            .expect("stem")
            .to_string_lossy()
            .into_owned();
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join(format!("{event}.ron")), &original).expect("copy");
        Self {
            dir,
            event,
            original,
        }
    }

    fn file(&self) -> PathBuf {
        self.dir.path().join(format!("{}.ron", self.event))
    }

    /// `turnier --data-dir DIR ARGS…` with `EVENT` for the event: its output, or `error: …`
    /// when the command is refused (that is behaviour to keep too); the temporary folder's
    /// path is written `<data-dir>`.
    fn run(&self, args: &[&str]) -> String {
        let dir = self.dir.path().to_str().expect("utf8");
        let mut full = vec!["turnier", "--data-dir", dir];
        full.extend(args.iter().map(|a| {
            if *a == "EVENT" {
                self.event.as_str()
            } else {
                a
            }
        }));
        let cli = Cli::try_parse_from(full).expect("arguments parse");
        let mut out = Vec::new();
        let text = match run(cli, &mut out) {
            Ok(()) => String::from_utf8(out).expect("utf8"),
            Err(e) => format!("error: {e}\n"),
        };
        text.replace(dir, "<data-dir>")
    }

    /// The number of rounds (a draft included), from `pairings --json` of the last round
    /// (Turnierfußball: `round --json`, the open round).
    fn rounds(&self) -> u32 {
        let football = self.run(&["round", "EVENT", "--json"]);
        let text = if football.starts_with("error:") {
            self.run(&["pairings", "EVENT", "--json"])
        } else {
            football
        };
        let last: Value = serde_json::from_str(&text).expect("pairings --json or round --json");
        last["round"].as_u64().expect("round") as u32
    }

    /// `args` once as given and once with `--round N` for every round, each output under a
    /// line naming the command.
    fn every_round(&self, args: &[&str]) -> String {
        let mut out = self.section(args);
        for n in 1..=self.rounds() {
            let n = n.to_string();
            let mut with = args.to_vec();
            with.extend(["--round", &n]);
            out.push_str(&self.section(&with));
        }
        out
    }

    fn section(&self, args: &[&str]) -> String {
        format!("──── turnier {} ────\n{}", args.join(" "), self.run(args))
    }
}

/// The views of one fixture: `(snapshot name, output)`.
fn views(copy: &TempEvent, system: System) -> Vec<(&'static str, String)> {
    if system == System::Football {
        return football_views(copy);
    }
    let mut v = vec![
        ("standings", copy.every_round(&["standings", "EVENT"])),
        (
            "standings-json",
            copy.every_round(&["standings", "EVENT", "--json"]),
        ),
        ("pairings", copy.every_round(&["pairings", "EVENT"])),
        (
            "pairings-json",
            copy.every_round(&["pairings", "EVENT", "--json"]),
        ),
        ("check", copy.section(&["check", "EVENT"])),
    ];
    let documents: &[&'static str] = match system {
        System::Swiss => {
            v.push(("top-cut", copy.section(&["top-cut", "EVENT"])));
            &[
                "print-pairings",
                "print-pairings-by-name",
                "print-slips",
                "print-standings",
            ]
        }
        System::Muck => &[
            "print-draw",
            "print-score-sheets",
            "print-table-cards",
            "print-ranking",
        ],
        System::Football => &[],
    };
    for name in documents {
        let document = name.trim_start_matches("print-");
        v.push((name, copy.every_round(&["print", "EVENT", document])));
    }
    v
}

/// The views of a Turnierfußball series.
fn football_views(copy: &TempEvent) -> Vec<(&'static str, String)> {
    let mut anti = copy.section(&["table", "EVENT", "--anti"]);
    let mut anti_json = copy.section(&["table", "EVENT", "--anti", "--json"]);
    let mut anti_print = String::new();
    for n in 1..=copy.rounds() {
        let n = n.to_string();
        anti.push_str(&copy.section(&["table", "EVENT", "--anti", "--round", &n]));
        anti_json.push_str(&copy.section(&["table", "EVENT", "--anti", "--json", "--round", &n]));
        anti_print.push_str(&copy.section(&["print", "EVENT", "anti-table", "--round", &n]));
    }
    let mut posts = String::new();
    for format in ["bbcode", "markdown"] {
        for document in ["table", "ranking"] {
            posts.push_str(&copy.section(&["print", "EVENT", document, "--format", format]));
        }
    }
    vec![
        ("table", copy.every_round(&["table", "EVENT"])),
        (
            "table-json",
            copy.every_round(&["table", "EVENT", "--json"]),
        ),
        ("anti-table", anti),
        ("anti-table-json", anti_json),
        ("standings", copy.every_round(&["standings", "EVENT"])),
        (
            "standings-json",
            copy.every_round(&["standings", "EVENT", "--json"]),
        ),
        (
            "round",
            copy.section(&["round", "EVENT"]) + &copy.section(&["round", "EVENT", "--json"]),
        ),
        ("check", copy.section(&["check", "EVENT"])),
        (
            "print-table",
            copy.every_round(&["print", "EVENT", "table"]),
        ),
        ("print-anti-table", anti_print),
        (
            "print-ranking",
            copy.every_round(&["print", "EVENT", "ranking"]),
        ),
        ("print-posts", posts),
    ]
}

#[test]
fn every_view_of_every_saved_schema_is_as_before() {
    for (rel, system) in FIXTURES {
        let copy = TempEvent::new(rel);
        let fixture = rel.trim_end_matches(".ron").replace('/', "__");
        for (view, output) in views(&copy, system) {
            assert!(!output.trim().is_empty(), "{rel}: {view} printed nothing");
            insta::assert_snapshot!(format!("{fixture}__{view}"), output);
        }
        // The views only read: the file is as it was, and nothing was written beside it.
        assert_eq!(
            std::fs::read(copy.file()).expect("copy"),
            copy.original,
            "{rel}: a read-only view changed the file"
        );
        let beside: Vec<_> = std::fs::read_dir(copy.dir.path())
            .expect("dir")
            .map(|e| e.expect("entry").file_name())
            .collect();
        assert_eq!(
            beside.len(),
            1,
            "{rel}: files written beside it: {beside:?}"
        );
    }
}

/// Loaded and written again by the store, each fixture gives the same standings and pairings.
#[test]
fn each_fixture_written_again_gives_the_same_views() {
    for (rel, system) in FIXTURES {
        let copy = TempEvent::new(rel);
        let t = turnier::store::load(&copy.file()).expect("fixture loads");
        let again = turnier::store::to_ron(&t).expect("to_ron");
        let rewritten = tempfile::tempdir().expect("tempdir");
        let path = rewritten.path().join(format!("{}.ron", copy.event));
        std::fs::write(&path, again).expect("write");
        assert_eq!(
            turnier::store::load(&path).expect("written file loads"),
            t,
            "{rel}: loaded again"
        );
        let second = TempEvent {
            dir: rewritten,
            event: copy.event.clone(),
            original: Vec::new(),
        };
        for ((view, before), (_, after)) in
            views(&copy, system).into_iter().zip(views(&second, system))
        {
            assert_eq!(after, before, "{rel}: {view} of the file written again");
        }
    }
}
