//! Desk frame time on a 2,000-player event (the target: key press to finished frame under 16 ms
//! in `--release`, one frame at 60 Hz): `App::update` for one key plus a full render to
//! ratatui's `TestBackend` at 120x40. The event is built here without the pairing engine (which
//! is benchmarked on its own in `benches/pairing.rs`): 2,000 players, 8 complete rounds with
//! mixed results (wins, losses, 1-1-1 draws, intentional draws), round 9 published with every
//! table open.
//!
//! - `navigate_standings`: ↓ on the standings (no commit).
//! - `search_registration`: one more letter of a search over 2,000 names (no commit).
//! - `result_entry_commit`: Enter on `1 21` / `1 12`: apply, the invariant check, the commit
//!   (one line appended to the file's journal and fsynced), standings re-run, then the frame.
//! - `idle_fold`: what the desk does once no key has come for 1.5 s after results: the file
//!   written whole (backup, temp file, fsync, rename) and the journal deleted. Not on the path
//!   of a key, but a key pressed during it waits for it.
//! - `part_standings_only`, `part_store_commit_only`: the standings, and a commit of the whole
//!   file as every command other than a result makes it.

use chrono::Utc;
use criterion::{Criterion, criterion_group, criterion_main};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::hint::black_box;
use turnier::game::{Event, Game, Participant, PlayerId, RoundNo, RoundState, TableNo};
use turnier::swiss::SwissGame;
use turnier::swiss::{MatchResult, Round, SwissSettings, Table, TableReason};
use turnier::tui::{App, Msg, Screen, Session};

fn key(c: KeyCode) -> Msg {
    Msg::Key(KeyEvent::new(c, KeyModifiers::NONE))
}

/// `players` players; rounds `1..rounds` complete, the last one published and open. Round `r`
/// pairs seat `i` with seat `i + 2^(r mod 10)` within blocks, so opponents vary.
fn big_event(players: u32, rounds: u32) -> Event {
    let mut t = Event::new(
        "big",
        Game::Swiss(SwissGame::new(SwissSettings::default())),
        Utc::now(),
        0,
    );
    for i in 1..=players {
        t.registry.participants.push(Participant {
            id: PlayerId(i),
            name: format!("Player {i:04} Müller-Łukasz"),
            dropped_after: None,
            entered_round: None,
        });
    }
    let scores = [
        (2, 0, 0),
        (2, 1, 0),
        (1, 2, 0),
        (0, 2, 0),
        (1, 1, 1),
        (0, 0, 0),
    ];
    for r in 1..=rounds {
        let step = 1usize << (r % 10);
        let block = 2 * step;
        let mut tables = Vec::new();
        for start in (0..players as usize).step_by(block) {
            for i in start..(start + step).min(players as usize) {
                let j = i + step;
                if j >= players as usize {
                    continue;
                }
                let (a, b, d) = scores[(i * 7 + r as usize) % scores.len()];
                tables.push(Table {
                    number: TableNo(tables.len() as u32 + 1),
                    a: PlayerId(i as u32 + 1),
                    b: PlayerId(j as u32 + 1),
                    result: (r < rounds).then(|| MatchResult::new(a, b, d).expect("legal")),
                    reason: TableReason::default(),
                });
            }
        }
        let seated: std::collections::HashSet<PlayerId> =
            tables.iter().flat_map(|t| [t.a, t.b]).collect();
        let byes = (1..=players)
            .map(PlayerId)
            .filter(|p| !seated.contains(p))
            .collect();
        t.swiss_mut().expect("swiss").rounds.push(Round {
            number: RoundNo(r),
            state: if r < rounds {
                RoundState::Complete
            } else {
                RoundState::Published
            },
            tables,
            byes,
            warnings: Vec::new(),
        });
    }
    assert!(turnier::store::problems(&t).is_empty());
    t
}

fn desk(c: &mut Criterion) {
    let t = big_event(2000, 9);
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("big.ron");
    turnier::store::save_new(&path, &t).expect("save");
    let mut app = App::desk(Session::writable(path, t), dir.path().to_path_buf());
    let mut term = Terminal::new(TestBackend::new(120, 40)).expect("terminal");

    let mut g = c.benchmark_group("desk_2000_players");
    g.sample_size(30);

    app.screen = Screen::Standings;
    g.bench_function("navigate_standings", |b| {
        b.iter(|| {
            app.update(key(KeyCode::Down));
            term.draw(|f| f.render_widget(&app, f.area()))
                .expect("draw");
            black_box(&app);
        })
    });

    app.update(key(KeyCode::F(1)));
    app.update(key(KeyCode::Char('/')));
    app.update(key(KeyCode::Char('p')));
    g.bench_function("search_registration", |b| {
        b.iter(|| {
            app.update(key(KeyCode::Char('1')));
            term.draw(|f| f.render_widget(&app, f.area()))
                .expect("draw");
            app.update(key(KeyCode::Backspace));
        })
    });
    app.update(key(KeyCode::Esc));

    app.update(key(KeyCode::F(3)));
    let mut flip = false;
    g.bench_function("result_entry_commit", |b| {
        b.iter(|| {
            flip = !flip;
            for ch in if flip { "1 21" } else { "1 12" }.chars() {
                app.update(key(KeyCode::Char(ch)));
            }
            app.update(key(KeyCode::Enter));
            term.draw(|f| f.render_widget(&app, f.area()))
                .expect("draw");
            assert!(
                !app.message.as_ref().is_some_and(|m| m.error),
                "{:?}",
                app.message
            );
        })
    });
    g.bench_function("idle_fold", |b| {
        b.iter_custom(|iters| {
            let mut spent = std::time::Duration::ZERO;
            for _ in 0..iters {
                flip = !flip;
                for ch in if flip { "1 21" } else { "1 12" }.chars() {
                    app.update(key(KeyCode::Char(ch)));
                }
                app.update(key(KeyCode::Enter));
                assert!(app.journal_pending());
                let start = std::time::Instant::now();
                app.update(Msg::Idle);
                spent += start.elapsed();
                assert!(!app.journal_pending());
            }
            spent
        })
    });
    // Where the commit frame's time goes.
    let t = app
        .session
        .as_ref()
        .map(|s| s.tournament().clone())
        .expect("open");
    g.bench_function("part_standings_only", |b| {
        b.iter(|| {
            turnier::swiss::standings::standings(
                black_box(&t.registry),
                t.swiss().expect("swiss"),
                None,
            )
        })
    });
    let path = dir.path().join("big.ron");
    g.bench_function("part_store_commit_only", |b| {
        b.iter(|| turnier::store::commit(&path, black_box(&t)).expect("commit"))
    });
    g.finish();
}

criterion_group!(benches, desk);
criterion_main!(benches);
