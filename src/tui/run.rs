//! The event loop: draw, read one event, update; the terminal is restored on quit, on error
//! and (through ratatui's panic hook, chained to color-eyre's) on panic.

use super::app::{App, Msg, local_offset};
use super::job::{self, JobMode};
use crate::i18n;
use crossterm::event::{self, Event, KeyEventKind};
use ratatui::DefaultTerminal;
use std::time::{Duration, Instant};

/// How long the desk waits for a key before it writes results from the journal into the file
/// whole (`Session::fold`): long enough that typing at the table never waits for it.
const FOLD_AFTER: Duration = Duration::from_millis(1500);

/// How long the loop waits for a key before it sends [`Msg::Tick`]: a second, so a save by
/// another program shows within a second without a key even where only reading the file can
/// tell (the manual's promise: a director who types a result elsewhere must not wait for the
/// desk to show it), and a round clock's seconds move. A tick that finds the file unchanged is
/// a `stat` and redraws nothing new.
const TICK: Duration = Duration::from_secs(1);

/// How often, between ticks, the loop looks whether another program or desk saved the event
/// ([`App::saved_elsewhere`]: the file's, its journal's and a shared event's log's metadata,
/// nothing read, nothing drawn): a result typed on another desk shows about as soon as the
/// node beside this desk has written it, not up to a second later.
pub const LOOK: Duration = Duration::from_millis(50);

/// Standard input and output are a terminal, which the desk needs.
///
/// # Errors
/// [`super::TuiError::NoTerminal`] otherwise.
pub fn need_terminal() -> Result<(), super::TuiError> {
    use std::io::IsTerminal;
    if std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
        Ok(())
    } else {
        Err(super::TuiError::NoTerminal)
    }
}

/// Runs the desk until the director quits.
///
/// # Errors
/// The terminal's I/O error; the terminal is restored first.
pub fn run(app: App) -> Result<(), super::TuiError> {
    let mut terminal = ratatui::try_init()?;
    let result = event_loop(&mut terminal, app);
    ratatui::restore();
    result.map_err(super::TuiError::from)
}

fn event_loop(terminal: &mut DefaultTerminal, mut app: App) -> std::io::Result<()> {
    app.local_offset = local_offset;
    // A pairing that takes longer than a frame runs on a worker, so the desk never freezes.
    app.jobs.mode = JobMode::Worker { budget: job::FRAME };
    let size = terminal.size()?;
    app.update(Msg::Resize(size.width, size.height));
    // When the loop last heard a key or sent a tick: the waits below count from there.
    let mut since = Instant::now();
    let mut draw = true;
    loop {
        // The desk settings' language row changed the desk's language: the whole process
        // speaks it from now on (what is printed after the desk closes too).
        if app.lang != i18n::lang() {
            i18n::set_lang(app.lang);
        }
        if draw {
            terminal.draw(|f| f.render_widget(&app, f.area()))?;
        }
        draw = true;
        if app.should_quit {
            app.update(Msg::Idle);
            return Ok(());
        }
        // Results in the journal are written whole after a short pause; otherwise a tick a
        // second follows what another program saved (and keeps "today" current when the
        // desk stands idle over midnight).
        let pending = app.journal_pending();
        // A second while a round clock or the wall screen is shown: its seconds move on.
        // While a job runs, the loop looks for its result and moves the spinner.
        let busy = app.jobs.busy();
        let wait = if busy {
            job::POLL
        } else if pending {
            FOLD_AFTER
        } else {
            super::clock::tick(&app, TICK)
        };
        let left = wait.saturating_sub(since.elapsed());
        if !event::poll(left.min(LOOK))? {
            let elsewhere = !busy && app.saved_elsewhere();
            if since.elapsed() < wait && !elsewhere {
                // Nothing came and nothing is due: nothing to draw.
                draw = false;
                continue;
            }
            since = Instant::now();
            app.update(if pending && !busy && !elsewhere {
                Msg::Idle
            } else {
                Msg::Tick
            });
            continue;
        }
        since = Instant::now();
        match event::read()? {
            Event::Key(k) if k.kind != KeyEventKind::Release => app.update(Msg::Key(k)),
            Event::Resize(w, h) => app.update(Msg::Resize(w, h)),
            _ => {}
        }
    }
}
