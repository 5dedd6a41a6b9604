//! Long engine calls off the desk's thread, so that the desk never freezes.
//!
//! A command whose engine can take longer than a frame (a Swiss pairing at 1,024 players, a
//! Muck draw; each system names its own through [`game::long_work`], and Turnierfußball, the
//! Deich and Grand Slam name none: a round of theirs is evaluated within a frame) is applied on
//! a worker thread to an owned copy of the event: the engines are pure, so the copy and the
//! command give the same state the desk's own thread would have computed. The desk waits one
//! frame ([`FRAME`]) for it; a result that comes within it is committed at once, as before.
//! Later, the status line says what is computing and for how long
//! (`Pairing round 5 … 3 s · Esc: cancel`), and the desk stays responsive:
//!
//! - keys that only look (moving, paging, search, `?`, the screens, print) work as always;
//! - a key that would change the event (a command, a question before one, a line to type one,
//!   undo) is refused with a message: nothing can be recorded on the state being computed on;
//! - Esc cancels: nothing is recorded, and the result is dropped when it comes (the thread
//!   cannot be stopped; the engine is pure, so it only ends unseen). The same command asked
//!   for again on the same state takes the cancelled worker up again rather than computing
//!   twice on a busy machine (its result is the one a new job would give).
//!
//! The result goes through the same path as a command run at once: [`Session::commit_applied`]
//! commits it (lock, check for another program's save, write, undo step, views) before the
//! status line says it is saved; then the rest of the screen's effect follows (the draft is
//! shown, the cursor moves). If another program saved meanwhile, nothing is written
//! ([`crate::session::ChangeError::Stale`]).
//!
//! Tests choose how jobs run ([`JobMode`]): [`JobMode::Inline`] (the default of a desk made in
//! code) runs every command on the desk's thread exactly as before; [`JobMode::Worker`] is
//! what the terminal desk uses. [`Jobs::work`] is the function a worker runs, which a test
//! replaces with one it holds back ([`App::finish_job`] waits for it).
//!
//! [`Session::commit_applied`]: crate::session::Session::commit_applied

use super::app::{App, Input, InputPurpose, Pending, Popup};
use super::effect::After;
use super::game;
use super::keymap::{self, Action};
use crate::game::{Command, Event, Rejected, apply};
use crate::i18n;
use chrono::{DateTime, Utc};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long the desk waits for a job before it shows that it is working: one frame at about
/// 30 frames a second. A job done within it is committed at once, with no working line.
pub const FRAME: Duration = Duration::from_millis(33);

/// How often the terminal desk looks for a job's result and moves the spinner.
pub const POLL: Duration = Duration::from_millis(100);

/// The spinner's frames, one per [`POLL`].
const SPINNER: [char; 4] = ['|', '/', '-', '\\'];

/// What a worker runs: the state the command applies to, the command, its time; the new state
/// or the rejection, as [`apply`].
pub type Work =
    Arc<dyn Fn(&Event, &Command, DateTime<Utc>) -> Result<Event, Rejected> + Send + Sync>;

/// How the desk runs a command whose engine can take long.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobMode {
    /// On the desk's thread, inside `update`, as every other command (a desk made in code:
    /// tests).
    Inline,
    /// On a worker thread; the desk waits `budget` for it, then shows that it is working.
    Worker {
        /// How long `update` waits before the working line ([`FRAME`] at the terminal).
        budget: Duration,
    },
}

/// What a long command is called while it runs (from [`game::long_work`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Working {
    /// As the status line says it: `Pairing round 5`.
    pub doing: String,
    /// As a name in a message: `Pairing round 5` (`Paarung Runde 5`).
    pub job: String,
}

/// The desk's jobs: how they run, and the one running.
pub struct Jobs {
    /// How a long command runs.
    pub mode: JobMode,
    /// What a worker runs ([`apply`] unless a test says otherwise).
    pub work: Work,
    running: Option<Job>,
    /// The job Esc cancelled, whose worker may still compute: asked for again on the same
    /// state, it is taken up again instead of computing twice (the engine is pure, so its
    /// result is the one a new job would give); on any other state it is never used.
    cancelled: Option<Job>,
}

impl Default for Jobs {
    fn default() -> Self {
        Self {
            mode: JobMode::Inline,
            work: Arc::new(|ev: &Event, cmd: &Command, at| apply(ev, cmd.clone(), at)),
            running: None,
            cancelled: None,
        }
    }
}

impl Jobs {
    /// Whether a job is running (the working line is shown, changing keys are refused).
    pub fn busy(&self) -> bool {
        self.running.is_some()
    }

    /// Forgets the running job without a word (another event opened): its result is dropped.
    pub(crate) fn forget(&mut self) {
        self.running = None;
        self.cancelled = None;
    }

    /// What the running job is called, if one runs.
    pub fn working(&self) -> Option<&Working> {
        self.running.as_ref().map(|j| &j.working)
    }
}

/// What a worker sends back: the new state or the rejection, and how long it took.
type Outcome = (Result<Event, Rejected>, Duration);

/// A command computing on a worker, and what follows it once it is saved.
struct Job {
    working: Working,
    /// When it started, by the desk's clock ([`App::now`]): the working line's seconds.
    started: DateTime<Utc>,
    /// The state it applies to: the result is committed only onto this state.
    base: Arc<Event>,
    cmd: Command,
    at: DateTime<Utc>,
    /// The effect's commands after it, and what follows them.
    rest: VecDeque<Command>,
    then: Vec<After>,
    rx: Receiver<Outcome>,
    /// The worker, to hand on its panic (an engine bug) as the desk's own.
    worker: Option<JoinHandle<()>>,
}

/// Runs `commands` in order through the session, each on the status line as it is saved, the
/// first one not saved stopping the rest; once all are, `then`. A long command
/// ([`game::long_work`]) in [`JobMode::Worker`] starts a job and the rest waits for it.
pub(crate) fn run_commands(app: &mut App, mut commands: VecDeque<Command>, then: Vec<After>) {
    while let Some(cmd) = commands.pop_front() {
        if let JobMode::Worker { budget } = app.jobs.mode
            && let Some(working) = game::long_work(app, &cmd)
        {
            return start(app, working, cmd, commands, then, budget);
        }
        if !app.execute(cmd) {
            return;
        }
    }
    for after in then {
        game::on_saved(app, after);
    }
}

fn start(
    app: &mut App,
    working: Working,
    cmd: Command,
    rest: VecDeque<Command>,
    then: Vec<After>,
    budget: Duration,
) {
    let Some(session) = app.session.as_ref() else {
        app.error(i18n::t("desk-no-tournament-open"));
        return;
    };
    if let Some(mut job) = app.jobs.cancelled.take()
        && job.cmd == cmd
        && *job.base == *session.tournament()
    {
        // Asked again for what Esc cancelled: its worker goes on (the same seconds).
        job.rest = rest;
        job.then = then;
        app.message = None;
        return wait_for(app, job, budget);
    }
    let base = Arc::new(session.tournament().clone());
    let at = (app.clock)();
    let (tx, rx) = mpsc::channel();
    let (work, on, c) = (app.jobs.work.clone(), base.clone(), cmd.clone());
    let worker = std::thread::spawn(move || {
        let started = Instant::now();
        let next = work(&on, &c, at);
        // The desk may have cancelled it, or closed: then nobody listens.
        let _ = tx.send((next, started.elapsed()));
    });
    let job = Job {
        working,
        started: app.now,
        base,
        cmd,
        at,
        rest,
        then,
        rx,
        worker: Some(worker),
    };
    wait_for(app, job, budget);
}

/// Waits up to `budget` for `job`: committed if it came, else it runs on.
fn wait_for(app: &mut App, job: Job, budget: Duration) {
    match job.rx.recv_timeout(budget) {
        Ok(outcome) => finish(app, job, outcome),
        Err(RecvTimeoutError::Timeout) => app.jobs.running = Some(job),
        Err(RecvTimeoutError::Disconnected) => failed(app, job),
    }
}

/// Takes the running job's result if it has come (every `update` asks). Returns whether the
/// job ended.
pub(crate) fn poll(app: &mut App) -> bool {
    let Some(job) = app.jobs.running.take() else {
        return false;
    };
    match job.rx.try_recv() {
        Ok(outcome) => finish(app, job, outcome),
        Err(TryRecvError::Empty) => {
            app.jobs.running = Some(job);
            return false;
        }
        Err(TryRecvError::Disconnected) => failed(app, job),
    }
    true
}

/// Waits for the running job, if any, and takes its result (for tests, and for a desk that
/// must not end with a job half done).
pub(crate) fn wait(app: &mut App) {
    let Some(job) = app.jobs.running.take() else {
        return;
    };
    match job.rx.recv() {
        Ok(outcome) => finish(app, job, outcome),
        Err(_) => failed(app, job),
    }
}

/// Forgets the running job (Esc, quit): its result is dropped when it comes; nothing is
/// recorded. Returns whether one ran.
pub(crate) fn cancel(app: &mut App) -> bool {
    let Some(job) = app.jobs.running.take() else {
        return false;
    };
    app.info(crate::tr!(
        "async-cancelled",
        job = job.working.job.as_str()
    ));
    app.jobs.cancelled = Some(job);
    true
}

/// The worker ended without a result: its panic (an engine bug) goes on here, on the desk's
/// thread, as it did when the desk paired inside `update` (the terminal is restored, the
/// message printed); without one, the status line says it failed.
fn failed(app: &mut App, mut job: Job) {
    if let Some(Err(panic)) = job.worker.take().map(JoinHandle::join) {
        std::panic::resume_unwind(panic);
    }
    app.error(crate::tr!("async-failed", job = job.working.job.as_str()));
}

/// The job's result, through the same path as a command run at once.
fn finish(app: &mut App, job: Job, (next, cost): Outcome) {
    let next = match next {
        Ok(next) => next,
        Err(rejected) => return app.error(rejected.to_string()),
    };
    let Some(session) = app.session.as_mut() else {
        return app.error(i18n::t("desk-no-tournament-open"));
    };
    match session.commit_applied(&job.base, job.cmd.clone(), next, job.at, cost) {
        Ok(what) => {
            app.saved(&job.cmd, what);
            run_commands(app, job.rest, job.then);
        }
        Err(e) => app.error(e.to_string()),
    }
}

/// A key while a job runs. Esc (with no popup or line open) cancels the job; a key that only
/// looks works as always; a key that would change the event is refused: it opened a question
/// or a line to type into (taken back here), or ran a command (refused in [`App::run`]).
pub(crate) fn on_key(app: &mut App, key: KeyEvent, handle: impl FnOnce(&mut App, KeyEvent)) {
    let plain_esc = key.code == KeyCode::Esc && key.modifiers == KeyModifiers::NONE;
    if plain_esc && app.popup.is_none() && app.input.is_none() {
        cancel(app);
        return;
    }
    let action = keymap::lookup(&app.contexts(), key);
    if app.popup.is_none() && app.input.is_none() && action.is_some_and(changes) {
        refuse(app);
        return;
    }
    let asking = matches!(app.popup, Some(Popup::Confirm(_)));
    let was_typing = typing(app.input.as_ref());
    handle(app, key);
    // Quitting leaves the job behind: nothing of it is recorded.
    if app.should_quit {
        app.jobs.forget();
        return;
    }
    // The question before quitting asks on: its yes records nothing.
    let question = matches!(&app.popup, Some(Popup::Confirm(p)) if *p != Pending::Quit);
    if question && !asking {
        app.popup = None;
        refuse(app);
    }
    if typing(app.input.as_ref()) && !was_typing {
        app.input = None;
        refuse(app);
    }
}

/// Whether `action` is a key that changes the event (or opens the question or line before a
/// change): refused while a job runs, before the screen hears of it. Whatever else a screen
/// makes of a key is caught after it (a question, a line, a command).
fn changes(action: Action) -> bool {
    use Action as A;
    matches!(
        action,
        A::Undo
            | A::AddPlayer
            | A::RenamePlayer
            | A::DropPlayer
            | A::UndropPlayer
            | A::RemovePlayer
            | A::PairRound
            | A::Repair
            | A::DeleteDraft
            | A::SwapPlayers
            | A::SwapTables
            | A::Publish
            | A::TypeResult
            | A::MakePair
            | A::SecondEntry
            | A::TakeSecondEntry
            | A::KeepFirstEntry
            | A::AcceptReport
            | A::DismissReports
            | A::TopCut
            | A::LastPlace
            | A::StartFp
            | A::TypeBid
            | A::Evaluate
            | A::SetWp
            | A::SetZat
            | A::OpenSelected
            | A::NewEvent
            | A::OpenPath
            | A::NewEventOf(_)
    )
}

/// Whether a line for a change is open (a name, a score; not a search).
fn typing(input: Option<&Input>) -> bool {
    input.is_some_and(|i| !matches!(i.purpose, InputPurpose::Search))
}

/// The status line's message for a change refused while a job runs.
pub(crate) fn refuse(app: &mut App) {
    let job = app.jobs.working().map_or(String::new(), |w| w.job.clone());
    app.error(crate::tr!("async-busy", job = job));
}

/// The working line: `| Pairing round 5 … 3 s · Esc: cancel`, seconds by the desk's clock.
pub(crate) fn status(app: &App) -> Option<String> {
    let job = app.jobs.running.as_ref()?;
    let elapsed = (app.now - job.started).max(chrono::TimeDelta::zero());
    let tick = elapsed.num_milliseconds() / POLL.as_millis() as i64;
    let spin = SPINNER[tick.rem_euclid(SPINNER.len() as i64) as usize];
    Some(format!(
        " {spin} {}",
        crate::tr!(
            "async-status",
            doing = job.working.doing.as_str(),
            seconds = elapsed.num_seconds()
        )
    ))
}
