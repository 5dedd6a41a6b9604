//! The event loop: draw, read one event, update; the terminal is restored on quit, on error
//! and (through ratatui's panic hook, chained to color-eyre's) on panic.

use super::app::{App, Msg};
use chrono::{Local, Offset};
use crossterm::event::{self, Event, KeyEventKind};
use ratatui::DefaultTerminal;
use std::time::Duration;

/// How long the desk waits for a key before it writes results from the journal into the file
/// whole (`Session::fold`): long enough that typing at the table never waits for it.
const FOLD_AFTER: Duration = Duration::from_millis(1500);

/// Runs the desk until the director quits.
///
/// # Errors
/// The terminal's I/O error; the terminal is restored first.
pub fn run(app: App) -> Result<(), super::TuiError> {
    let mut terminal = ratatui::init();
    let result = event_loop(&mut terminal, app);
    ratatui::restore();
    result.map_err(super::TuiError::from)
}

fn event_loop(terminal: &mut DefaultTerminal, mut app: App) -> std::io::Result<()> {
    app.utc_offset = Local::now().offset().fix();
    let size = terminal.size()?;
    app.update(Msg::Resize(size.width, size.height));
    loop {
        terminal.draw(|f| f.render_widget(&app, f.area()))?;
        if app.should_quit {
            app.update(Msg::Idle);
            return Ok(());
        }
        if app.journal_pending() && !event::poll(FOLD_AFTER)? {
            app.update(Msg::Idle);
            continue;
        }
        match event::read()? {
            Event::Key(k) if k.kind != KeyEventKind::Release => app.update(Msg::Key(k)),
            Event::Resize(w, h) => app.update(Msg::Resize(w, h)),
            _ => {}
        }
    }
}
