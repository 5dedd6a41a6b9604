//! Desk frame time on a 2,000-player event (issue 3: key press to finished frame under 16 ms
//! in `--release`): `App::update` for one key plus a full render to ratatui's `TestBackend`
//! at 120x40. The event is `synthetic_event(2000, 8, 2026)` with round 9 paired and published.
//!
//! - `navigate_standings`: ↓ on the standings (no commit).
//! - `search_registration`: one more letter of a search over 2,000 names (no commit).
//! - `result_entry_commit`: Enter on `1 21` / `1 12`: apply, atomic commit of the whole file
//!   (with backup), standings re-run, then the frame. Disk-bound: fsync dominates.

use chrono::Utc;
use criterion::{Criterion, criterion_group, criterion_main};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::hint::black_box;
use turnier::engine::swiss::synthetic::synthetic_event;
use turnier::tournament::{Command, apply};
use turnier::tui::{App, Msg, Screen, Session};

fn key(c: KeyCode) -> Msg {
    Msg::Key(KeyEvent::new(c, KeyModifiers::NONE))
}

fn desk(c: &mut Criterion) {
    let mut t = synthetic_event(2000, 8, 2026);
    for cmd in [Command::PairNextRound, Command::Publish] {
        t = apply(&t, cmd, Utc::now()).expect("pair and publish round 9");
    }
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
    g.finish();
}

criterion_group!(benches, desk);
criterion_main!(benches);
