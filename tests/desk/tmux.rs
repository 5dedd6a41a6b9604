//! End to end: the real binary in tmux, driven by send-keys and read by capture-pane. Open a
//! copy of the shipped example, pair a round, publish, enter all results, check the standings,
//! kill the process with SIGKILL and check that the save file holds the results. Skipped with
//! a notice when tmux is missing (`.ci/run` installs it).

use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// A tmux server on its own socket, killed when dropped (also when the test fails).
struct Tmux {
    socket: String,
}

impl Tmux {
    fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .env_remove("TMUX")
            .output()
            .expect("tmux runs")
    }

    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", "desk"];
        args.extend_from_slice(keys);
        let out = self.run(&args);
        assert!(out.status.success(), "send-keys {keys:?}");
    }

    fn screen(&self) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", "desk"]).stdout)
            .into_owned()
    }

    /// Waits until the screen shows `text` (up to 20 s) and returns the screen.
    fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let s = self.screen();
            if s.contains(text) {
                return s;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "timed out waiting for {text:?}; the screen shows:\n{s}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.run(&["kill-server"]);
    }
}

/// A copy of the shipped `saves/pavia12.ron` in `dir`.
fn copy_example(dir: &Path) -> std::path::PathBuf {
    let save = dir.join("pavia12.ron");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/pavia12.ron"),
        &save,
    )
    .expect("copy the example");
    save
}

impl Tmux {
    /// Starts `cmd` in a new 120x40 session named `desk`.
    fn start(&self, cmd: &str) {
        let out = self.run(&[
            "new-session",
            "-d",
            "-s",
            "desk",
            "-x",
            "120",
            "-y",
            "40",
            cmd,
        ]);
        assert!(out.status.success(), "tmux new-session: {out:?}");
    }

    /// Kills the desk's process with SIGKILL: no chance to save on the way out.
    fn kill_9(&self) {
        let pid = String::from_utf8_lossy(
            &self
                .run(&["list-panes", "-t", "desk", "-F", "#{pane_pid}"])
                .stdout,
        )
        .trim()
        .to_string();
        assert!(!pid.is_empty(), "pane pid");
        let killed = Command::new("kill")
            .args(["-9", &pid])
            .status()
            .expect("kill");
        assert!(killed.success());
    }
}

fn tmux_available() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn director_runs_a_round_in_tmux_and_the_save_survives_sigkill() {
    if !tmux_available() {
        println!("NOTICE: tmux is not installed; skipping the end-to-end desk test");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let save = copy_example(dir.path());
    let tmux = Tmux {
        socket: format!("turnier-desk-test-{}", std::process::id()),
    };
    tmux.start(&format!(
        "exec env -u LC_ALL -u LC_MESSAGES LANG=C {} --data-dir {} open {}",
        env!("CARGO_BIN_EXE_turnier"),
        dir.path().display(),
        save.display()
    ));
    tmux.wait_for("pavia12 · round 4 complete");

    // Pair round 5 and publish it.
    tmux.keys(&["2"]);
    tmux.wait_for("[2 Pairings]");
    tmux.keys(&["p"]);
    let draft = tmux.wait_for("Round 5 DRAFT");
    // Player 006 dropped after round 2: 15 active players, 7 tables and a bye.
    assert!(draft.contains("7 tables"), "{draft}");
    assert!(draft.contains("bye  Player 009"), "{draft}");
    tmux.keys(&["P"]);
    tmux.wait_for("Publish round 5?");
    // A question takes y only after half a second without typing (typed-ahead keys).
    std::thread::sleep(Duration::from_millis(700));
    tmux.keys(&["y"]);
    tmux.wait_for("round 5 published");

    // Enter every result: the first-listed player wins 2-1, table 7 is an intentional draw.
    tmux.keys(&["3"]);
    tmux.wait_for("7 of 7 tables open");
    for n in 1..=6 {
        tmux.keys(&[&format!("{n} 21"), "Enter"]);
        tmux.wait_for(&format!("{} of 7 tables open", 7 - n));
    }
    tmux.keys(&["7 id", "Enter"]);
    tmux.wait_for("round 5 complete");

    // The standings follow at once (on Results, digits type results: F4 switches).
    tmux.keys(&["F4"]);
    let st = tmux.wait_for("[4 Standings]");
    let first = st
        .lines()
        .find(|l| l.trim_start_matches(['>', ' ']).starts_with("1  "))
        .unwrap_or_default()
        .to_string();
    assert!(first.contains("Player 002"), "{st}");
    assert!(first.contains("13") && first.contains("4-0-1"), "{first}");

    // Kill -9: no chance to save on the way out. The file must hold every result.
    tmux.kill_9();
    let t = turnier::store::load(&save).expect("the save loads after SIGKILL");
    let r5 = t
        .swiss()
        .expect("swiss")
        .rounds
        .get(4)
        .expect("round 5 saved");
    assert_eq!(r5.tables.len(), 7);
    assert!(r5.tables.iter().all(|tb| tb.result.is_some()), "{r5:?}");
    assert_eq!(
        r5.tables[6].result.map(|r| r.to_string()).as_deref(),
        Some("ID")
    );
    assert_eq!(
        r5.state,
        turnier::game::RoundState::Complete,
        "every table has a result"
    );
}

/// A result is saved in the journal beside the file at once, written into the file whole once
/// the desk has been idle for a moment, and a journal left by SIGKILL is read on the next load
/// and folded in when the desk opens the file again.
#[test]
fn results_go_to_the_journal_and_into_the_file_when_idle() {
    if !tmux_available() {
        println!("NOTICE: tmux is not installed; skipping the end-to-end journal test");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let save = copy_example(dir.path());
    let bin = env!("CARGO_BIN_EXE_turnier");
    for args in [["pair"], ["publish"]] {
        let out = Command::new(bin)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .args(args)
            .arg(&save)
            .output()
            .expect("turnier runs");
        assert!(out.status.success(), "{args:?}: {out:?}");
    }
    let journal = turnier::store::journal_path(&save);
    let file_alone = || {
        let text = std::fs::read_to_string(&save).expect("read");
        turnier::store::load_str(&save, &text).expect("the file alone loads")
    };
    let results = |t: &turnier::game::Event| {
        t.swiss().expect("swiss").rounds[4]
            .tables
            .iter()
            .filter(|tb| tb.result.is_some())
            .count()
    };
    let tmux = Tmux {
        socket: format!("turnier-journal-test-{}", std::process::id()),
    };
    let open = format!("exec {bin} open {}", save.display());
    tmux.start(&open);
    tmux.wait_for("7 of 7 tables open");

    tmux.keys(&["1 21", "Enter"]);
    tmux.wait_for("6 of 7 tables open");
    // Saved when the screen says so: file plus journal hold it.
    assert_eq!(results(&turnier::store::load(&save).expect("loads")), 1);
    // After a moment without keys the file holds it alone, and the journal is gone.
    let start = Instant::now();
    while journal.exists() || results(&file_alone()) != 1 {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the journal was not folded into the file"
        );
        std::thread::sleep(Duration::from_millis(100));
    }

    // Two more results, then SIGKILL at once: nothing is lost.
    tmux.keys(&["2 12", "Enter"]);
    tmux.wait_for("5 of 7 tables open");
    tmux.keys(&["3 id", "Enter"]);
    tmux.wait_for("4 of 7 tables open");
    tmux.kill_9();
    let t = turnier::store::load(&save).expect("loads after SIGKILL");
    assert_eq!(results(&t), 3);
    assert_eq!(
        t.swiss().expect("swiss").rounds[4].tables[2]
            .result
            .map(|r| r.to_string())
            .as_deref(),
        Some("ID")
    );
    let _ = tmux.run(&["kill-session", "-t", "desk"]);

    // Opening the file again folds whatever the journal still holds into the file.
    tmux.start(&open);
    tmux.wait_for("4 of 7 tables open");
    assert!(!journal.exists());
    assert_eq!(results(&file_alone()), 3);
    tmux.keys(&["q"]);
}

/// The desk and `turnier result` on one event. The desk's idle write keeps what the command
/// line saved meanwhile, the desk's next result is applied to the command line's save, and undo
/// after the command line's change is refused, not written over it.
#[test]
fn the_desk_and_the_command_line_on_one_event_keep_each_others_results() {
    if !tmux_available() {
        println!("NOTICE: tmux is not installed; skipping the desk-plus-CLI test");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let save = copy_example(dir.path());
    let bin = env!("CARGO_BIN_EXE_turnier");
    let cli = |args: &[&str]| {
        let out = Command::new(bin)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .args(args)
            .output()
            .expect("turnier runs");
        assert!(out.status.success(), "{args:?}: {out:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let ev = save.to_str().expect("utf8");
    cli(&["pair", ev]);
    cli(&["publish", ev]);
    let results = || -> Vec<(u32, String)> {
        let t = turnier::store::load(&save).expect("loads");
        t.swiss().expect("swiss").rounds[4]
            .tables
            .iter()
            .filter_map(|tb| Some((tb.number.0, tb.result?.to_string())))
            .collect()
    };
    let journal = turnier::store::journal_path(&save);
    let tmux = Tmux {
        socket: format!("turnier-desk-cli-test-{}", std::process::id()),
    };
    tmux.start(&format!("exec {bin} open {ev}"));
    tmux.wait_for("7 of 7 tables open");

    // The desk takes table 1; within the 1.5 s before its idle write the command line saves
    // table 2. After the idle write both are in the file.
    tmux.keys(&["1 21", "Enter"]);
    tmux.wait_for("6 of 7 tables open");
    let said = cli(&["result", ev, "2", "0-2"]);
    assert!(said.contains("saved"), "{said}");
    let start = Instant::now();
    while journal.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the desk never wrote the file"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(
        results(),
        [(1, "2-1".to_string()), (2, "0-2".to_string())],
        "the idle write kept the command line's result"
    );

    // The command line saves table 4; the desk's next result goes onto that save.
    cli(&["result", ev, "4", "2-0"]);
    // The desk loads it again at the first key, so the result is checked against and saved onto
    // the command line's save.
    tmux.keys(&["3 12", "Enter"]);
    tmux.wait_for("saved: result table 3");
    let want = [
        (1, "2-1".to_string()),
        (2, "0-2".to_string()),
        (3, "1-2".to_string()),
        (4, "2-0".to_string()),
    ];
    assert_eq!(results(), want);

    // Undo after another program's change is refused and writes nothing.
    cli(&["result", ev, "5", "2-1"]);
    let before = std::fs::read(&save).expect("read");
    tmux.keys(&["u"]);
    tmux.wait_for("nothing to undo: the file was changed by another program");
    assert_eq!(std::fs::read(&save).expect("read"), before);
    let mut with_5 = want.to_vec();
    with_5.push((5, "2-1".to_string()));
    assert_eq!(results(), with_5);

    // Without a key: the desk follows a save by another program as soon as its next look at
    // the file's metadata sees it (the manual's promise, "Saves and restore").
    cli(&["result", ev, "6", "2-0"]);
    tmux.wait_for("1 of 7 tables open");
    tmux.keys(&["q"]);
}
