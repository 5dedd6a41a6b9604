//! The desk's state and its one `update`: a key becomes an [`Action`] through the key map,
//! the action becomes a [`Command`] for the model (or a change of UI state), and nothing else
//! changes [`App`] (DESIGN.md, "TUI").

use super::effect::Effect;
use super::game::{self, Desks, GameInput, GamePending};
use super::keymap::{self, Action, Context};
use super::line;
use super::screens::{self, Listing};
use super::session::Session;
use super::theme::Theme;
use crate::game::{Command, GameKind, PlayerId, RoundState};
use chrono::{DateTime, FixedOffset, Utc};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::path::PathBuf;

/// The screens, in tab order. The picker comes before a tournament is open. The four in the
/// middle are the event's system's own (their content, keys and tab titles come from
/// [`game`]: Muck's draw, score sheets and ranking stand where Swiss has pairings, results and
/// standings); the picker and the audit log are the desk's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// Choose, create or open a tournament.
    Picker,
    /// The entrants: add, rename, drop, late entry (Swiss players; Muck pairs and players).
    Registration,
    /// The draft or published round (Swiss pairings, the Muck draw).
    Pairings,
    /// Result entry (Swiss results, Muck score sheets).
    Results,
    /// Standings (Swiss standings, the Muck ranking).
    Standings,
    /// The audit log.
    Audit,
}

impl Screen {
    /// The desk's screens in tab order; number key `n` opens `DESK[n - 1]`.
    pub const DESK: [Screen; 5] = [
        Self::Registration,
        Self::Pairings,
        Self::Results,
        Self::Standings,
        Self::Audit,
    ];
}

/// A line for the status bar: what happened, or what was wrong (nothing changed then).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The text, in plain words.
    pub text: String,
    /// A rejected command, a failed save or bad input.
    pub error: bool,
}

/// What a text field is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputPurpose {
    /// Search as you type in the current screen's list.
    Search,
    /// The path of a tournament file to open.
    OpenPath,
    /// A line of the system's screen shown (a name, a score).
    Game(GameInput),
}

/// A text field that has the keyboard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// What it is for.
    pub purpose: InputPurpose,
    /// What was typed.
    pub text: String,
}

/// A change waiting for a yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pending {
    /// Quit with an unpublished draft.
    Quit,
    /// Publish the draft.
    Publish,
    /// Delete the draft.
    DeleteDraft,
    /// Undo the last command of this session; `what` is its audit-log text.
    Undo(String),
    /// Drop this player (after the last fixed round).
    Drop(PlayerId),
    /// A change of the system's screen shown (a duplicate name, an earlier round's result).
    Game(GamePending),
}

impl Pending {
    /// The line a question about typed text opens again once it is answered (the add line
    /// after a duplicate name), if any.
    fn line_after(&self) -> Option<Input> {
        match self {
            Self::Game(p) => game::line_after(p),
            _ => None,
        }
    }
}

/// An overlay over the screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Popup {
    /// The key map, scrolled by this many lines.
    Help(u16),
    /// A yes/no question.
    Confirm(Pending),
    /// The print dialog (`w`).
    Print(screens::print_dialog::PrintDialog),
    /// The picker's form for a new event (`n`, `M`).
    NewEvent(screens::new_event::NewEventForm),
}

/// Lines that PgUp/PgDn (and space) scroll the `?` help by.
const HELP_PAGE: u16 = 10;

/// What the event loop feeds into [`App::update`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Msg {
    /// A key press.
    Key(KeyEvent),
    /// The terminal's new size (columns, rows).
    Resize(u16, u16),
    /// No key for a moment, or the desk is closing: results waiting in the journal are
    /// written into the file whole ([`Session::fold`]).
    Idle,
    /// Time passed (the loop sends one now and then), so "today" follows the clock.
    Tick,
}

/// The whole desk: UI state plus the open tournament's [`Session`].
pub struct App {
    /// The screen shown.
    pub screen: Screen,
    /// The open tournament, if any.
    pub session: Option<Session>,
    /// The folder the picker lists and new tournaments go to.
    pub data_dir: PathBuf,
    /// The picker's list of files.
    pub picker: screens::picker::PickerState,
    /// Registration list.
    pub registration: Listing,
    /// Pairings (Muck: the draw): tables, then byes or those sitting out.
    pub pairings: Listing,
    /// Results (Muck: score sheets): tables of the round shown.
    pub results: Listing,
    /// Standings (Muck: ranking) list.
    pub standings: Listing,
    /// Audit list (newest first).
    pub audit: Listing,
    /// Each system's own state of its screens (marks, the round shown, modes).
    pub desks: Desks,
    /// A text field with the keyboard.
    pub input: Option<Input>,
    /// An overlay.
    pub popup: Option<Popup>,
    /// The status-line message.
    pub message: Option<Message>,
    /// Set when the loop should end.
    pub should_quit: bool,
    /// Terminal size (columns, rows), for paging.
    pub size: (u16, u16),
    /// The local time zone's offset at an instant (it changes with daylight saving time):
    /// UTC unless set; the terminal desk sets local time ([`local_offset`]). Every time the
    /// desk shows goes through it ([`App::local`]).
    pub local_offset: fn(DateTime<Utc>) -> FixedOffset,
    /// The clock commands are stamped with (fixed in tests).
    pub clock: fn() -> DateTime<Utc>,
    /// The time of the last [`App::update`], read from `clock` there: render compares saved
    /// times with it ("today" or a date), and never reads the clock itself.
    pub now: DateTime<Utc>,
    /// Colours and emphasis.
    pub theme: Theme,
    /// A key other than `y`, `n` or Esc was pressed while a question is open: the question
    /// stays and says "answer y or n". Cleared when the question is answered.
    pub confirm_nudge: bool,
    /// Characters of the text field after its cursor (0: the cursor is at the end, where a
    /// new field starts). Kept here, not in [`Input`], so that every place that opens a field
    /// gets the cursor at the end without knowing of it.
    pub input_tail: usize,
    /// How long a question waits, after it opens and after every key typed into it, before
    /// `y` or `n` answer it (half a second at the desk): keys typed ahead by a director who has
    /// not seen the question yet must not answer it (finding 1). Esc always answers no.
    pub confirm_guard: chrono::TimeDelta,
    /// When the open question opened, or when the last key not taken by it came ([`Self::now`]).
    pub confirm_since: DateTime<Utc>,
    /// The keys typed while the open question was open that it did not take (`Karl Fuchs⏎Le`):
    /// listed in the question and, when it closes, in the status line, so nothing typed ahead
    /// vanishes unseen. Never replayed: they were typed for a screen without the question.
    pub stray_keys: String,
}

/// How long a question ignores `y` and `n` after it opens or after a key not taken
/// ([`App::confirm_guard`]).
pub const CONFIRM_GUARD_MS: i64 = 500;

/// A key as listed among the keys a question did not take: the character typed, `⏎` for
/// Enter, `⌫` for Backspace, `⇥` for Tab, other keys by name in `‹›`.
pub fn stray_text(key: KeyEvent) -> String {
    match key.code {
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Enter => "⏎".into(),
        KeyCode::Backspace => "⌫".into(),
        KeyCode::Tab => "⇥".into(),
        other => format!("‹{}›", keymap::key_name(other)),
    }
}

impl App {
    /// The picker over `data_dir` (reads the folder once).
    pub fn picker(data_dir: PathBuf) -> Self {
        let mut app = Self::blank(data_dir);
        app.picker.reload(&app.data_dir);
        app.refresh();
        app
    }

    /// The desk on an open tournament, on the screen that fits its state.
    pub fn desk(session: Session, data_dir: PathBuf) -> Self {
        let mut app = Self::blank(data_dir);
        app.open_session(session);
        app
    }

    fn blank(data_dir: PathBuf) -> Self {
        Self {
            screen: Screen::Picker,
            session: None,
            data_dir,
            picker: Default::default(),
            registration: Listing::default(),
            pairings: Listing::default(),
            results: Listing::default(),
            standings: Listing::default(),
            audit: Listing::default(),
            desks: Desks::default(),
            input: None,
            popup: None,
            message: None,
            should_quit: false,
            size: (80, 24),
            local_offset: |_| Utc.fix(),
            clock: Utc::now,
            now: Utc::now(),
            theme: Theme::default(),
            confirm_nudge: false,
            input_tail: 0,
            confirm_guard: chrono::TimeDelta::milliseconds(CONFIRM_GUARD_MS),
            confirm_since: DateTime::<Utc>::MIN_UTC,
            stray_keys: String::new(),
        }
    }

    pub(crate) fn open_session(&mut self, session: Session) {
        self.screen = match game::last_round_state(session.tournament()) {
            None => Screen::Registration,
            Some(RoundState::Draft) => Screen::Pairings,
            Some(RoundState::Published) => Screen::Results,
            Some(RoundState::Complete) => Screen::Standings,
        };
        self.info(format!("opened {}", session.path().display()));
        self.session = Some(session);
        self.results = Listing::default();
        self.pairings = Listing::default();
        self.desks = Desks::default();
        self.refresh();
    }

    /// The system of the open event; `None` on the picker.
    pub fn kind(&self) -> Option<GameKind> {
        self.session.as_ref().map(|s| s.tournament().kind())
    }

    /// The key-map context of the screen shown (each system's screens have their own).
    pub fn screen_context(&self) -> Context {
        match (self.screen, self.kind()) {
            (Screen::Picker, _) => Context::Picker,
            (Screen::Audit, _) => Context::Audit,
            (s, Some(kind)) => game::context(kind, s),
            (_, None) => Context::Global,
        }
    }

    /// The tab title of screen `s` at the open event (a system names its own screens: Muck's
    /// `Draw` where Swiss has `Pairings`); `None` for a system's screen while no event is open.
    pub fn screen_title(&self, s: Screen) -> Option<&'static str> {
        match (s, self.kind()) {
            (Screen::Picker, _) => Some("Tournaments"),
            (Screen::Audit, _) => Some("Audit log"),
            (s, Some(kind)) => Some(game::title(kind, s)),
            (_, None) => None,
        }
    }

    /// The key-map contexts in force, most specific first.
    pub fn contexts(&self) -> Vec<Context> {
        match (&self.popup, &self.input) {
            (Some(Popup::Help(_)), _) => vec![Context::Help],
            (Some(Popup::Confirm(_)), _) => vec![Context::Confirm],
            (Some(Popup::Print(_)), _) => vec![Context::PrintDialog],
            (Some(Popup::NewEvent(_)), _) => vec![Context::NewEvent],
            (None, Some(_)) => vec![Context::Input],
            (None, None) => vec![self.screen_context(), Context::Global],
        }
    }

    /// Whether results wait in the open file's journal ([`Msg::Idle`] writes them whole).
    pub fn journal_pending(&self) -> bool {
        self.session.as_ref().is_some_and(Session::journal_pending)
    }

    /// The one place the desk changes.
    pub fn update(&mut self, msg: Msg) {
        self.now = (self.clock)();
        let before = (
            self.screen,
            matches!(self.popup, Some(Popup::Confirm(_))),
            matches!(self.popup, Some(Popup::NewEvent(_) | Popup::Print(_))),
            self.input.is_some(),
        );
        match msg {
            Msg::Resize(w, h) => self.size = (w, h),
            Msg::Key(key) => self.on_key(key),
            Msg::Idle => {
                if let Some(Err(e)) = self.session.as_mut().map(Session::fold) {
                    self.error(e);
                }
            }
            Msg::Tick => {}
        }
        self.after(before);
        self.refresh();
    }

    /// What follows from a change of screen, popup or field, wherever it was made.
    fn after(&mut self, (screen, confirm, form, input): (Screen, bool, bool, bool)) {
        match &self.input {
            None => self.input_tail = 0,
            Some(i) => self.input_tail = self.input_tail.min(i.text.chars().count()),
        }
        if matches!(self.popup, Some(Popup::Confirm(_))) && !confirm {
            self.confirm_since = self.now;
            self.stray_keys.clear();
            self.confirm_nudge = false;
        }
        // A form or a field that opens starts clean: an error about something earlier would
        // read as an error about it (finding 9).
        // A line opened again by the answer to a question keeps what the answer said.
        let stale = self.message.as_ref().is_some_and(|m| m.error) && !confirm;
        if (matches!(self.popup, Some(Popup::NewEvent(_) | Popup::Print(_))) && !form
            || self.input.is_some() && !input)
            && stale
        {
            self.message = None;
        }
        // Standings open at rank 1 unless a search is on (finding 6).
        if self.screen == Screen::Standings
            && screen != Screen::Standings
            && self.standings.query.is_empty()
        {
            self.standings.selected = 0;
        }
    }

    fn on_key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.popup = None;
            self.input = None;
            self.ask_quit();
            return;
        }
        let action = keymap::lookup(&self.contexts(), key);
        if self.input.is_some() {
            match (action, key.code) {
                (Some(a), _) => self.on_input_action(a),
                // A Ctrl or Alt chord that is no binding types nothing (Ctrl-U was a `u`).
                (None, KeyCode::Char(c))
                    if !key
                        .modifiers
                        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) =>
                {
                    if let Some(i) = &mut self.input {
                        line::insert(&mut i.text, self.input_tail, c);
                    }
                    self.on_input_changed();
                }
                _ => {}
            }
            return;
        }
        if let Some(Popup::Print(_)) = self.popup {
            return screens::print_dialog::on_key(self, key);
        }
        if let Some(Popup::NewEvent(_)) = self.popup {
            return screens::new_event::on_key(self, key);
        }
        if let Some(Popup::Confirm(_)) = self.popup {
            // Only y, n and Esc answer, and y and n only after a pause (`confirm_guard`) since
            // the question opened and since the last key it did not take: a director typing
            // the next names has not seen the question, and the `n` of "Lena" must not answer
            // it. Every key not taken is kept in `stray_keys` and shown (finding 1).
            if key.kind == crossterm::event::KeyEventKind::Release {
                return;
            }
            let settled = self.now - self.confirm_since >= self.confirm_guard;
            match action {
                Some(Action::No) if key.code == KeyCode::Esc => self.answer(false),
                Some(a @ (Action::Yes | Action::No)) if settled => self.answer(a == Action::Yes),
                _ => {
                    self.stray_keys.push_str(&stray_text(key));
                    self.confirm_since = self.now;
                    self.confirm_nudge = true;
                }
            }
            return;
        }
        let Some(action) = action else {
            return;
        };
        match self.popup.take() {
            Some(Popup::Help(scroll)) => {
                self.popup = match action {
                    Action::Up => Some(Popup::Help(scroll.saturating_sub(1))),
                    Action::Down => Some(Popup::Help(scroll.saturating_add(1))),
                    Action::PageUp => Some(Popup::Help(scroll.saturating_sub(HELP_PAGE))),
                    Action::PageDown => Some(Popup::Help(scroll.saturating_add(HELP_PAGE))),
                    _ => None,
                };
            }
            Some(p @ (Popup::Confirm(_) | Popup::Print(_) | Popup::NewEvent(_))) => {
                self.popup = Some(p)
            }
            None => self.on_action(action, key),
        }
    }

    /// Answers the open question; keys it did not take are named in the status line after
    /// the outcome.
    ///
    /// A question about a name typed on the add line (a duplicate) opens the line again after
    /// the answer, so the next names go on being names (continuous registration). Keys typed
    /// while it was open are then named above the line, as an error so that the line shows
    /// them: a note that is not an error stays hidden while a line is typed.
    fn answer(&mut self, yes: bool) {
        self.confirm_nudge = false;
        let stray = std::mem::take(&mut self.stray_keys);
        let mut reopened = false;
        if let Some(Popup::Confirm(p)) = self.popup.take() {
            let line = p.line_after();
            self.on_confirm(p, yes);
            if let Some(line) = line.filter(|_| self.popup.is_none()) {
                self.input = Some(line);
                reopened = true;
            }
        }
        if reopened && !stray.is_empty() {
            self.error(format!(
                "not taken while the question was open: {stray} (type it again)"
            ));
        } else if !stray.is_empty() {
            let (text, error) = self
                .message
                .take()
                .map_or((String::new(), false), |m| (m.text, m.error));
            let note = format!("not taken while the question was open: {stray}");
            self.message = Some(Message {
                text: if text.is_empty() {
                    note
                } else {
                    format!("{text} · {note}")
                },
                error,
            });
        }
    }

    fn on_action(&mut self, action: Action, key: KeyEvent) {
        let effect = match self.screen {
            Screen::Picker => screens::picker::on_action(self, action),
            Screen::Audit => Effect::Unhandled,
            _ => game::on_action(self, action, key),
        };
        if !self.run(effect) {
            self.on_global(action);
        }
    }

    fn on_global(&mut self, action: Action) {
        let desk = self.session.is_some();
        match action {
            Action::Quit => self.ask_quit(),
            Action::Help => self.popup = Some(Popup::Help(0)),
            Action::Print => screens::print_dialog::open(self),
            Action::NextScreen | Action::PrevScreen | Action::Screen(_) if !desk => {
                self.error("open a tournament first (Enter on the list, n for a new one)");
            }
            Action::NextScreen => self.switch(1),
            Action::PrevScreen => self.switch(-1),
            Action::Screen(n) => {
                if let Some(s) = Screen::DESK.get(usize::from(n).saturating_sub(1)) {
                    self.screen = *s;
                }
            }
            Action::Undo => match self.session.as_ref().map(Session::undo_target) {
                // Undo asks first, naming the command it takes back (from the audit log).
                Some(Ok(what)) => self.popup = Some(Popup::Confirm(Pending::Undo(what))),
                Some(Err(e)) => self.error(e),
                None => self.error("nothing to undo: no tournament is open"),
            },
            Action::Up => self.list_mut().move_by(-1),
            Action::Down => self.list_mut().move_by(1),
            Action::PageUp => {
                let p = self.page();
                self.list_mut().move_by(-p);
            }
            Action::PageDown => {
                let p = self.page();
                self.list_mut().move_by(p);
            }
            Action::Top => self.list_mut().selected = 0,
            Action::Bottom => self.list_mut().selected = usize::MAX,
            Action::Search => {
                let text = self.list_mut().query.clone();
                self.input = Some(Input {
                    purpose: InputPurpose::Search,
                    text,
                });
            }
            Action::Cancel => {
                self.list_mut().query.clear();
                self.desks.clear_marks();
                self.message = None;
            }
            _ => {}
        }
    }

    fn switch(&mut self, step: isize) {
        let n = Screen::DESK.len() as isize;
        let i = Screen::DESK
            .iter()
            .position(|s| *s == self.screen)
            .map_or(0, |i| i as isize);
        self.screen = Screen::DESK[(i + step).rem_euclid(n) as usize];
    }

    fn ask_quit(&mut self) {
        let draft = self
            .session
            .as_ref()
            .is_some_and(|s| game::last_round_state(s.tournament()) == Some(RoundState::Draft));
        if draft {
            self.popup = Some(Popup::Confirm(Pending::Quit));
        } else {
            self.should_quit = true;
        }
    }

    fn on_input_action(&mut self, action: Action) {
        match action {
            Action::Screen(_) if self.session.is_some() => {
                // Leave the field (a search keeps its filter, typed text is dropped) and switch.
                self.input = None;
                self.on_global(action);
            }
            Action::Cancel => {
                if let Some(Input {
                    purpose: InputPurpose::Search,
                    ..
                }) = self.input
                {
                    self.list_mut().query.clear();
                }
                self.input = None;
            }
            Action::Backspace
            | Action::Delete
            | Action::CursorLeft
            | Action::CursorRight
            | Action::CursorHome
            | Action::CursorEnd
            | Action::ClearLine
            | Action::DeleteWord => {
                let Some(i) = &mut self.input else {
                    return;
                };
                if line::edit(&mut i.text, &mut self.input_tail, action) == Some(true) {
                    self.on_input_changed();
                }
            }
            Action::Submit => {
                if let Some(input) = self.input.take() {
                    // A rejected line stays in the field with the error above it, to be
                    // fixed rather than typed again (finding 4); the Muck score sheets submit
                    // through here too.
                    let (kept, tail) = (input.clone(), self.input_tail);
                    let earlier = self.message.take();
                    self.on_submit(input);
                    match &self.message {
                        None => self.message = earlier,
                        Some(m)
                            if m.error
                                && self.input.is_none()
                                && self.popup.is_none()
                                && kept.purpose != InputPurpose::Search =>
                        {
                            self.input = Some(kept);
                            self.input_tail = tail;
                        }
                        Some(_) => {}
                    }
                }
            }
            _ => {}
        }
    }

    /// Search as you type: the list follows every keystroke.
    fn on_input_changed(&mut self) {
        if let Some(Input {
            purpose: InputPurpose::Search,
            text,
        }) = &self.input
        {
            let text = text.clone();
            let list = self.list_mut();
            list.query = text;
            list.selected = 0;
        }
    }

    fn on_submit(&mut self, input: Input) {
        let effect = match input.purpose {
            InputPurpose::Search => Effect::done(),
            InputPurpose::OpenPath => screens::picker::on_submit(self, &input.text),
            InputPurpose::Game(purpose) => game::on_submit(self, purpose, input.text),
        };
        self.run(effect);
    }

    fn on_confirm(&mut self, pending: Pending, yes: bool) {
        if !yes {
            self.info("cancelled: nothing changed");
            return;
        }
        let effect = match pending {
            Pending::Quit => {
                self.should_quit = true;
                Effect::done()
            }
            Pending::Publish => Effect::run(Command::Publish),
            Pending::DeleteDraft => Effect::run(Command::DeleteDraft),
            Pending::Undo(_) => {
                self.undo();
                Effect::done()
            }
            Pending::Drop(player) => Effect::run(Command::Drop { player }),
            Pending::Game(p) => game::on_confirm(self, p),
        };
        self.run(effect);
    }

    /// Runs what a screen asked for (the only place the desk runs a command): each command
    /// through [`Self::execute`] until one is not saved; once all are, what follows. Returns
    /// whether the screen took the key.
    fn run(&mut self, effect: Effect) -> bool {
        let Effect::Run { commands, then } = effect else {
            return false;
        };
        for cmd in commands {
            if !self.execute(cmd) {
                return true;
            }
        }
        if let Some(then) = then {
            then(self);
        }
        true
    }

    /// Goes back one command of this session (the question was answered `y`).
    fn undo(&mut self) {
        let at = (self.clock)();
        match self.session.as_mut().map(|s| s.undo(at)) {
            Some(Ok(what)) => {
                self.desks.saved(None);
                self.info(format!("saved: {what}"))
            }
            Some(Err(e)) => self.error(e),
            None => self.error("nothing to undo: no tournament is open"),
        }
    }

    /// Applies `cmd` through the session (apply, commit, engines); the outcome goes to the
    /// status line. Returns whether it was saved. Each system's screens hear of it
    /// ([`Desks::saved`]: the results follow the latest round again).
    fn execute(&mut self, cmd: Command) -> bool {
        let at = (self.clock)();
        let Some(session) = self.session.as_mut() else {
            self.error("no tournament is open");
            return false;
        };
        match session.execute(cmd.clone(), at) {
            Ok(what) => {
                self.desks.saved(Some(&cmd));
                self.info(format!("saved: {what}"));
                true
            }
            Err(e) => {
                self.error(e);
                false
            }
        }
    }

    pub(crate) fn info(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            error: false,
        });
    }

    pub(crate) fn error(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            error: true,
        });
    }

    /// Rows of one page for PgUp/PgDn: the body height less headers.
    fn page(&self) -> isize {
        (self.size.1 as isize - 9).max(1)
    }

    /// The list of the screen shown.
    pub(crate) fn list_mut(&mut self) -> &mut Listing {
        match self.screen {
            Screen::Picker => &mut self.picker.list,
            Screen::Registration => &mut self.registration,
            Screen::Pairings => &mut self.pairings,
            Screen::Results => &mut self.results,
            Screen::Standings => &mut self.standings,
            Screen::Audit => &mut self.audit,
        }
    }

    /// Recomputes the shown screen's visible rows after a change (filters, search, a commit)
    /// and keeps the selection in range. Only the shown screen: a filter costs per row.
    fn refresh(&mut self) {
        match self.screen {
            Screen::Picker => screens::picker::refresh(self),
            Screen::Audit => screens::audit::refresh(self),
            _ => game::refresh(self),
        }
        self.list_mut().clamp();
    }

    /// A player's name as the desk shows it: with ` #id` when another participant has the
    /// same name (computed once per commit, [`crate::game::display_names`]).
    pub fn display_name(&self, id: PlayerId) -> String {
        let Some(s) = &self.session else {
            return id.to_string();
        };
        s.views()
            .display
            .get((id.0 as usize).wrapping_sub(1))
            .cloned()
            .unwrap_or_else(|| s.tournament().registry.name_of(id))
    }

    /// `at` in local time ([`Self::local_offset`]).
    pub fn local(&self, at: DateTime<Utc>) -> DateTime<FixedOffset> {
        at.with_timezone(&(self.local_offset)(at))
    }

    /// A saved time in local time: `21:04:13` when it is the same local day as [`Self::now`],
    /// else with the date, `2026-11-30 01:12` (a file saved yesterday must not look fresh).
    pub fn clock_text(&self, at: DateTime<Utc>) -> String {
        let (at, now) = (self.local(at), self.local(self.now));
        if at.date_naive() == now.date_naive() {
            at.format("%H:%M:%S").to_string()
        } else {
            at.format("%Y-%m-%d %H:%M").to_string()
        }
    }

    /// A time of day in local time, `21:04:13`, for lists that show the date apart (the audit
    /// log).
    pub fn time_of_day(&self, at: DateTime<Utc>) -> String {
        self.local(at).format("%H:%M:%S").to_string()
    }
}

/// The offset of the machine's local time zone at `at` (daylight saving time included).
pub fn local_offset(at: DateTime<Utc>) -> FixedOffset {
    at.with_timezone(&chrono::Local).offset().fix()
}

use chrono::Offset;
