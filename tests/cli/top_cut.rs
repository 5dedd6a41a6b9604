//! `top-cut` at its edges: a cut of 1 is refused like 3 and 5; while a round is open the
//! bracket says it is provisional; players who share a name show their `#id` in it.

use clap::Parser;
use std::path::Path;
use turnier::cli::{Cli, run};

fn cli(args: &[&str]) -> Result<String, String> {
    let mut full = vec!["turnier"];
    full.extend_from_slice(args);
    let parsed = Cli::try_parse_from(full).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    run(parsed, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("utf8"))
}

#[test]
fn a_cut_of_one_is_refused_and_an_open_round_makes_the_bracket_provisional() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ev = dir.path().join("liga.ron");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/liga-gaucha-pauper-2024-e4.ron"),
        &ev,
    )
    .expect("copy");
    let e = ev.to_str().expect("utf8");
    let done = cli(&["top-cut", e]).expect("top cut");
    assert!(!done.contains("provisional"), "{done}");
    assert_eq!(
        cli(&["top-cut", e, "--cut", "1"]).expect_err("refused"),
        "a cut to 1 player is no playoff; allowed: 0 (no cut) or a power of two (2, 4, 8, 16, \
         ...)"
    );
    cli(&["pair", e]).expect("pair");
    let draft = cli(&["top-cut", e]).expect("top cut");
    assert_eq!(
        draft.lines().nth(1),
        Some(
            "provisional: round 7 is a draft; the cut is made from the final standings, so this \
             bracket may change"
        ),
        "{draft}"
    );
}

#[test]
fn players_who_share_a_name_show_their_id_in_the_bracket() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ev = dir.path().join("cup.ron");
    let e = ev.to_str().expect("utf8");
    cli(&["new", e, "--system", "swiss"]).expect("new");
    let players = dir.path().join("p.csv");
    std::fs::write(&players, "name\nAnna Schmidt\nBert\nAnna Schmidt\nDora\n").expect("write");
    cli(&[
        "import",
        e,
        "--players",
        players.to_str().expect("utf8"),
        "--allow-duplicate-names",
    ])
    .expect("players");
    cli(&["pair", e]).expect("pair");
    cli(&["publish", e]).expect("publish");
    cli(&["result", e, "1", "2-0"]).expect("result");
    cli(&["result", e, "2", "2-0"]).expect("result");
    let bracket = cli(&["top-cut", e, "--cut", "4"]).expect("top cut");
    assert!(bracket.contains("Anna Schmidt #1"), "{bracket}");
    assert!(bracket.contains("Anna Schmidt #3"), "{bracket}");
}
