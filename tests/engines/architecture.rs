//! The architecture of docs/ARCHITECTURE.md, checked on the source:
//!
//! - the engines are pure: the core crate (`crates/turnier-core`) depends on no crate that
//!   reaches a terminal, file, network, clock or runtime, and its code uses no such part of
//!   `std`;
//! - the program asks which system an event runs only at its dispatch points (and inside each
//!   system's own files), so adding a system is one new folder plus one line per dispatch
//!   point.

use std::fs;
use std::path::{Path, PathBuf};
use turnier::game::GameKind;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The pure core crate's sources.
const CORE: &str = "crates/turnier-core/src";
/// The program's sources: store, print, share, desk, command line.
const APP: &str = "src";

/// Every `.rs` file below `dir` (inside the source tree `tree`), as paths relative to `tree`
/// with `/` separators.
fn rust_files(tree: &str, dir: &Path, out: &mut Vec<String>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("read a source folder")
        .map(|e| e.expect("entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(tree, &p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let rel = p.strip_prefix(root().join(tree)).expect("below the tree");
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

fn files_of(tree: &str) -> Vec<String> {
    let mut all = Vec::new();
    rust_files(tree, &root().join(tree), &mut all);
    all
}

/// The file without its unit tests (a `#[cfg(test)] mod …` comes last in every file) and
/// without comment lines, so docs may name what the code must not use.
fn code_of(tree: &str, rel: &str) -> String {
    let text = fs::read_to_string(root().join(tree).join(rel)).expect("read");
    let code = match text.find("#[cfg(test)]\nmod ") {
        Some(at) => &text[..at],
        None => &text[..],
    };
    code.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The crates the core may depend on: they compute, nothing else.
const CORE_DEPENDENCIES: &[&str] = &[
    "chrono",
    "fluent-templates",
    "num-bigint",
    "num-rational",
    "num-traits",
    "serde",
    "thiserror",
    "unicode-normalization",
];

#[test]
fn the_core_crate_depends_only_on_crates_that_compute() {
    let toml = fs::read_to_string(root().join("crates/turnier-core/Cargo.toml")).expect("toml");
    let deps = toml
        .split("\n[dependencies]\n")
        .nth(1)
        .expect("a [dependencies] table")
        .split("\n[")
        .next()
        .expect("its lines");
    let mut names = Vec::new();
    for line in deps
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let name = line.split('=').next().expect("a name").trim();
        assert!(
            CORE_DEPENDENCIES.contains(&name),
            "turnier-core may not depend on {name}: only on {CORE_DEPENDENCIES:?}"
        );
        names.push(name);
        if name == "chrono" {
            // Without chrono's default features there is no `Utc::now`: time comes in as an
            // argument.
            assert!(line.contains("default-features = false"), "{line}");
            assert!(!line.contains("clock"), "{line}");
        }
    }
    assert!(names.contains(&"serde"), "{names:?}");
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
    let files = files_of(CORE);
    assert!(files.len() >= 30, "found only {} core files", files.len());
    let mut found = Vec::new();
    for f in &files {
        let code = code_of(CORE, f);
        for word in forbidden {
            if code.contains(word) {
                found.push(format!("{CORE}/{f}: {word}"));
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
    // the core's list of the systems (`Game`, `GameKind`, `each_game!`) and of their commands
    "game/event.rs",
    "game/command.rs",
    // the refusals' words, tested on events it builds of two systems
    "game/rejection_texts.rs",
    // dispatch points: one match each (the core's `apply`, `problems` and the desk's views ask
    // each system through its `Rules`, by `each_game!`)
    "store/upgrade.rs",
    "print.rs",
    "tui/game.rs",
    // the command line's registry of `SystemCli` (and the system `new --system` names); its
    // groups of subcommands call through it and ask nothing
    "cli/system.rs",
    // the wall screen's content: the round by name and the standings or ranking
    "wall.rs",
    // the room's content: the round shown, a player's page, a report's result command
    "room/model.rs",
    // generators of the shipped examples (Muck, Deich)
    "examples.rs",
];

/// Each system's own folders in every layer, by its module name (`grand_slam` for
/// `grand-slam`), for every system `GameKind::ALL` has: a system added there is checked
/// without a line here.
fn own_folders() -> Vec<String> {
    GameKind::ALL
        .iter()
        .flat_map(|k| {
            let m = k.name().replace('-', "_");
            [
                format!("{m}.rs"),
                format!("{m}/"),
                format!("print/{m}.rs"),
                format!("import/{m}.rs"),
                format!("cli/system/{m}.rs"),
                format!("tui/game/{m}.rs"),
                format!("tui/game/{m}/"),
            ]
        })
        .collect()
}

/// Lines that name a system without asking which one an event runs: `(file, text)`.
const NAMES_A_SYSTEM: &[(&str, &str)] = &[
    // The picker's `n` opens the new-event form set to a system (Muck's `M` is in its own
    // key table): a choice the director makes, not a check of an event.
    ("tui/screens/picker.rs", "new_event::open(app, GameKind::"),
];

#[test]
fn only_dispatch_points_ask_which_system_an_event_runs() {
    // Every system's variant, for every system `GameKind::ALL` has (`Game::GrandSlam`), and
    // the checks by name the code once made.
    let mut asks: Vec<String> = GameKind::ALL
        .iter()
        .flat_map(|k| [format!("Game::{k:?}"), format!("GameKind::{k:?}")])
        .collect();
    asks.extend(
        [
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
        ]
        .map(String::from),
    );
    let own = own_folders();
    let all = [CORE, APP]
        .into_iter()
        .flat_map(|tree| files_of(tree).into_iter().map(move |f| (tree, f)));
    let mut found = Vec::new();
    for (tree, f) in all.filter(|(_, f)| {
        !MAY_ASK.iter().any(|m| f.starts_with(m)) && !own.iter().any(|m| f.starts_with(m.as_str()))
    }) {
        let f = &f;
        let code = code_of(tree, f);
        for (n, line) in code.lines().enumerate() {
            let named = NAMES_A_SYSTEM
                .iter()
                .any(|(file, text)| f == file && line.contains(text));
            if let Some(a) = asks
                .iter()
                .find(|a| line.contains(a.as_str()))
                .filter(|_| !named)
            {
                found.push(format!("{tree}/{f}:{}: {a}: {}", n + 1, line.trim()));
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
    let homes = [
        ("swiss.rs", "swiss-pairing-and-scoring.txt"),
        ("muck.rs", "muck-ranking.txt"),
        ("football.rs", "turnierfussball.txt"),
        ("deich.rs", "ostfriesischer-deich.txt"),
        ("grand_slam.rs", "grand-slam.txt"),
    ];
    // Every system has its line here: a new one names its spec file.
    for k in GameKind::ALL {
        let home = format!("{}.rs", k.name().replace('-', "_"));
        assert!(
            homes.iter().any(|(h, _)| *h == home),
            "{home}: add the system's home and its spec file to this list"
        );
    }
    for (home, spec) in homes {
        let text = fs::read_to_string(root().join(CORE).join(home)).expect("system home");
        let doc: String = text
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            doc.contains(spec),
            "{CORE}/{home}: its module doc must name {spec}"
        );
        assert!(
            doc.contains("R-"),
            "{CORE}/{home}: its module doc must name its rulings"
        );
    }
}
