//! The Grand Slam chapter's examples cannot rot (the manual shows a bracket and the WRL as the
//! program prints them): every fenced block of `docs/manual/src/grand-slam.md` that starts with
//! `$ turnier … saves/grand-slam-2026.ron …` is that command's output on the shipped game, byte
//! for byte, run on a copy of the file.

use crate::common;

use common::Desk;
use std::path::PathBuf;

const SHIPPED: &str = "saves/grand-slam-2026.ron";

/// The manual's Grand Slam chapter, from the repository root.
const CHAPTER: &str = "docs/manual/src/grand-slam.md";

/// The chapter's fenced blocks whose first line is `$ turnier …` naming the shipped game:
/// (the command's arguments, the output shown).
fn examples() -> Vec<(Vec<String>, String)> {
    let chapter = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(CHAPTER))
        .expect(CHAPTER);
    let mut out = Vec::new();
    let mut lines = chapter.lines();
    while let Some(line) = lines.next() {
        if !line.starts_with("```") {
            continue;
        }
        let block: Vec<&str> = lines
            .by_ref()
            .take_while(|l| !l.starts_with("```"))
            .collect();
        let Some(cmd) = block.first().and_then(|l| l.strip_prefix("$ turnier ")) else {
            continue;
        };
        if !cmd.contains(SHIPPED) {
            continue;
        }
        let mut shown = block[1..].join("\n");
        shown.push('\n');
        out.push((cmd.split_whitespace().map(str::to_string).collect(), shown));
    }
    out
}

#[test]
fn the_manual_shows_the_shipped_games_wrl_and_a_bracket_as_the_binary_prints_them() {
    let found = examples();
    let commands: Vec<&str> = found.iter().map(|(a, _)| a[0].as_str()).collect();
    assert!(commands.contains(&"standings"), "the WRL: {commands:?}");
    assert!(commands.contains(&"bracket"), "a bracket: {commands:?}");
    let d = Desk::new();
    let copy = d.path("grand-slam-2026.ron");
    std::fs::copy(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(SHIPPED),
        &copy,
    )
    .expect("copy the shipped game");
    let copy = copy.to_str().expect("utf8").to_string();
    for (args, shown) in &found {
        let args: Vec<&str> = args
            .iter()
            .map(|a| {
                if a == SHIPPED {
                    copy.as_str()
                } else {
                    a.as_str()
                }
            })
            .collect();
        let printed = d.ok(&args);
        assert_eq!(
            &printed,
            shown,
            "{CHAPTER}: block `$ turnier {}` is not what it prints now: paste the new output",
            args.join(" ")
        );
    }
}
