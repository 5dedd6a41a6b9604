//! `turnier result` killed with SIGKILL at many points of its run. Every result a killed or
//! finished process reported as saved is in the file, and the file always loads. The delays
//! come from a fixed sequence, so every run tries the same points.

use std::fs;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

const SCORES: [&str; 4] = ["2-0", "2-1", "0-2", "1-2"];

#[test]
fn a_result_reported_saved_survives_sigkill_and_the_file_always_loads() {
    let dir = tempfile::tempdir().expect("tempdir");
    let save = dir.path().join("pavia12.ron");
    fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/pavia12.ron"),
        &save,
    )
    .expect("copy the shipped event");
    let bin = env!("CARGO_BIN_EXE_turnier");
    for args in [["pair"], ["publish"]] {
        let out = Command::new(bin)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .args(args)
            .arg(&save)
            .output()
            .expect("runs");
        assert!(out.status.success(), "{args:?}: {out:?}");
    }
    // How long one command takes here (debug build, a shared machine): the kills are spread
    // over 0 to 2 times that, so some land in every part of the run and some come too late.
    let start = std::time::Instant::now();
    let out = Command::new(bin)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .args(["result", save.to_str().expect("utf8"), "7", "2-0"])
        .output()
        .expect("runs");
    assert!(out.status.success(), "{out:?}");
    let run = start.elapsed().max(Duration::from_millis(5));
    let tables = 7;
    // What the file must hold: the last score reported saved per table.
    let mut promised: Vec<Option<&str>> = vec![None; tables];
    promised[6] = Some("2-0");
    // The scores of killed processes since the last reported one, per table: one of them may
    // have reached the file before the kill (it was never reported, so it may be there or not).
    let mut since: Vec<Vec<&str>> = vec![Vec::new(); tables];
    let (mut saved, mut killed) = (0, 0);
    for attempt in 0..60u64 {
        let table = (attempt as usize % tables) + 1;
        let score = SCORES[(attempt as usize / tables) % SCORES.len()];
        let mut child = Command::new(bin)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .args([
                "result",
                save.to_str().expect("utf8"),
                &table.to_string(),
                score,
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn");
        // Before the load, during it, during the write, after the rename, done.
        std::thread::sleep(run * (attempt * 37 % 100) as u32 / 50);
        let _ = child.kill();
        let status = child.wait().expect("wait");
        let mut out = String::new();
        if let Some(mut o) = child.stdout.take() {
            let _ = o.read_to_string(&mut out);
        }
        if status.success() && out.contains("saved") {
            saved += 1;
            promised[table - 1] = Some(score);
            since[table - 1].clear();
        } else {
            killed += 1;
            since[table - 1].push(score);
        }
        let t = turnier::store::load(&save)
            .unwrap_or_else(|e| panic!("attempt {attempt}: the file does not load: {e}"));
        let round = t
            .swiss()
            .expect("swiss")
            .rounds
            .last()
            .expect("round")
            .clone();
        for (i, want) in promised.iter().enumerate() {
            let Some(want) = want else { continue };
            let have = round.tables[i].result.map(|r| r.to_string());
            let later = have.as_deref().is_some_and(|h| since[i].contains(&h));
            assert!(
                have.as_deref() == Some(*want) || later,
                "attempt {attempt}: table {} should hold {want}, holds {have:?}",
                i + 1
            );
        }
    }
    println!("SIGKILL storm: 60 attempts, {saved} reported saved, {killed} killed, 0 lost");
    assert!(
        saved >= 1 && killed >= 1,
        "{saved} saved, {killed} killed: the delays no longer cover the run of a command"
    );
}
