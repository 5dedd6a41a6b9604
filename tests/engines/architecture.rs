//! One core for five systems, checked on the source (docs/ARCHITECTURE.md), so that adding a
//! system stays one folder plus one line per dispatch point:
//!
//! - engines are pure: the core and the system folders use no terminal, file, clock, process
//!   or network, and no UI, store or print module;
//! - the program asks which system an event runs only at its dispatch points (and inside each
//!   system's own files), so adding a system is one new folder plus one line per dispatch
//!   point.

use std::fs;
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file below `dir`, as paths relative to `src/` with `/` separators.
fn rust_files(dir: &Path, out: &mut Vec<String>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("read src")
        .map(|e| e.expect("entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let rel = p.strip_prefix(src()).expect("below src");
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// The file without its unit tests (`#[cfg(test)] mod tests` runs last in every file) and
/// without comment lines, so docs may name what the code must not use.
fn code_of(rel: &str) -> String {
    let text = fs::read_to_string(src().join(rel)).expect("read");
    let code = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => &text[..],
    };
    code.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The core and the system folders: `game`, `swiss`, `muck`, `football`, `deich`, `grand_slam`;
/// and `sync`, the replicated log and its replay (pure too: a transport lives elsewhere).
fn engine_files() -> Vec<String> {
    let mut all = Vec::new();
    rust_files(&src(), &mut all);
    let engines = [
        "game",
        "swiss",
        "muck",
        "football",
        "deich",
        "grand_slam",
        "sync",
    ];
    all.into_iter()
        .filter(|f| {
            engines
                .iter()
                .any(|e| f == &format!("{e}.rs") || f.starts_with(&format!("{e}/")))
        })
        .collect()
}

#[test]
fn engines_are_pure() {
    let forbidden = [
        "std::fs",
        "std::io",
        "std::env",
        "std::process",
        "std::net",
        "std::thread",
        "SystemTime",
        "Instant",
        "Utc::now",
        "Local::now",
        "ratatui",
        "crossterm",
        "println!",
        "eprintln!",
        "crate::tui",
        "crate::cli",
        "crate::store",
        "crate::print",
        "crate::import",
    ];
    let files = engine_files();
    assert!(files.len() >= 30, "found only {} engine files", files.len());
    let mut found = Vec::new();
    for f in &files {
        let code = code_of(f);
        for word in forbidden {
            if code.contains(word) {
                found.push(format!("src/{f}: {word}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "engines must stay pure:\n{}",
        found.join("\n")
    );
}

/// Where the program may ask which system an event runs: the dispatch points, and each
/// system's own files.
const MAY_ASK: &[&str] = &[
    // the core and the systems themselves
    "game.rs",
    "game/",
    "swiss.rs",
    "swiss/",
    "muck.rs",
    "muck/",
    "football.rs",
    "football/",
    "deich.rs",
    "deich/",
    "grand_slam.rs",
    "grand_slam/",
    // dispatch points: one match each
    "store/validate.rs",
    "store/upgrade.rs",
    "print.rs",
    "cli/dispatch.rs",
    "session/views.rs",
    "tui/game.rs",
    // each system's own part of a layer
    "print/swiss.rs",
    "print/muck.rs",
    "print/deich.rs",
    "cli/swiss.rs",
    "cli/muck.rs",
    "cli/deich.rs",
    "import/muck.rs",
    "print/football.rs",
    "cli/football.rs",
    "import/football.rs",
    "tui/swiss/",
    "tui/muck/",
    "tui/football.rs",
    "tui/football/",
    "import/deich.rs",
    "tui/deich/",
    "tui/deich.rs",
    // the wall screen's content: the round by name and the standings or ranking
    "wall.rs",
    "cli/grand_slam.rs",
    "tui/grand_slam.rs",
    "tui/grand_slam/",
    // generators of the shipped examples (Muck, Deich)
    "examples.rs",
];

/// Lines that name a system without asking which one an event runs: `(file, text)`.
const NAMES_A_SYSTEM: &[(&str, &str)] = &[
    // The picker's `n` and `M` keys open the new-event form set to a system: a choice the
    // director makes, not a check of an event.
    ("tui/screens/picker.rs", "new_event::open(app, GameKind::"),
];

#[test]
fn only_dispatch_points_ask_which_system_an_event_runs() {
    let asks = [
        "Game::Swiss",
        "Game::Muck",
        "GameKind::Swiss",
        "GameKind::Muck",
        "Game::Football",
        "GameKind::Football",
        "Game::Deich",
        "GameKind::Deich",
        "Game::GrandSlam",
        "GameKind::GrandSlam",
        ".deich().is_some()",
        ".deich().is_none()",
        "is_muck",
        "is_swiss",
        ".muck().is_some()",
        ".muck().is_none()",
        ".swiss().is_some()",
        ".swiss().is_none()",
        "starts_with(\"Muck\")",
        "starts_with(\"Swiss\")",
        "== \"muck\"",
        "== \"swiss\"",
    ];
    let mut all = Vec::new();
    rust_files(&src(), &mut all);
    let mut found = Vec::new();
    for f in all
        .iter()
        .filter(|f| !MAY_ASK.iter().any(|m| f.starts_with(m)))
    {
        let code = code_of(f);
        for (n, line) in code.lines().enumerate() {
            let named = NAMES_A_SYSTEM
                .iter()
                .any(|(file, text)| f == file && line.contains(text));
            if let Some(a) = asks.iter().find(|a| line.contains(*a)).filter(|_| !named) {
                found.push(format!("src/{f}:{}: {a}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "a system check outside the dispatch points (docs/ARCHITECTURE.md):\n{}",
        found.join("\n")
    );
}

#[test]
fn every_system_has_its_home_with_its_spec_named() {
    for (home, spec) in [
        ("swiss.rs", "swiss-pairing-and-scoring.txt"),
        ("muck.rs", "muck-ranking.txt"),
        ("football.rs", "turnierfussball.txt"),
        ("deich.rs", "ostfriesischer-deich.txt"),
        ("grand_slam.rs", "grand-slam.txt"),
    ] {
        let text = fs::read_to_string(src().join(home)).expect("system home");
        let doc: String = text
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            doc.contains(spec),
            "src/{home}: its module doc must name {spec}"
        );
        assert!(
            doc.contains("R-"),
            "src/{home}: its module doc must name its rulings"
        );
    }
}
