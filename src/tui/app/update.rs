//! [`App::update`], the one place the desk changes: a message (a key, a resize, a pause)
//! becomes an [`Action`] through the key map, the action goes to the popup, the typed line or
//! the screen shown (through [`game`] for a system's screens), and what the screen returns,
//! an [`Effect`], is run here: its commands through the session ([`App::execute`]), then what
//! follows. Then the screen shown recomputes its rows.

use super::{App, Input, InputPurpose, Msg, Pending, Popup, Screen};
use crate::game::{Command, RoundState};
use crate::i18n;
use crate::tui::effect::Effect;
use crate::tui::game;
use crate::tui::job;
use crate::tui::keymap::{self, Action};
use crate::tui::line;
use crate::tui::screens;
use crate::tui::session::Session;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Lines that PgUp/PgDn (and space) scroll the `?` help by.
const HELP_PAGE: u16 = 10;

impl App {
    /// The one place the desk changes; in the desk's language ([`App::lang`]), so that what
    /// it says in the status line is in it.
    pub fn update(&mut self, msg: Msg) {
        i18n::with_lang(self.lang, || self.update_in_lang(msg));
    }

    fn update_in_lang(&mut self, msg: Msg) {
        self.now = (self.clock)();
        self.serve_room_asks();
        let before = (
            self.screen,
            matches!(self.popup, Some(Popup::Confirm(_))),
            matches!(self.popup, Some(Popup::NewEvent(_) | Popup::Print(_))),
            self.input.is_some(),
        );
        // The round clock's ticks come every second: they redraw, and recompute the screen's
        // rows only once a minute (as the ticks did before) or when another desk's save came.
        let mut quiet = false;
        match msg {
            Msg::Resize(w, h) => self.size = (w, h),
            Msg::Key(key) if self.jobs.busy() => job::on_key(self, key, Self::on_key),
            Msg::Key(key) => {
                // What the key previews, asks or checks is checked against what is on disk.
                self.catch_up();
                self.on_key(key);
            }
            Msg::Idle => {
                if let Some(Err(e)) = self.session.as_mut().map(Session::fold) {
                    self.error(e.to_string());
                }
            }
            // Every screen follows what another desk or the command line saves; the wall
            // screen and the clock only follow (a journal of this desk waits for Idle).
            Msg::Tick => {
                // A desk writing the HTML wall page follows too while nothing is open at it,
                // and writes the page after what it followed, so the page on the wall is never
                // older than the file; any other desk loads again what another program saved.
                let page = self.wall_html.is_some() && self.popup.is_none() && self.input.is_none();
                let shown = self.full_screen() || page;
                let followed = match self.session.as_mut() {
                    Some(s) if shown => s.follow(),
                    Some(_) => Ok(self.catch_up()),
                    None => Ok(false),
                };
                match followed {
                    Err(e) => self.error(e.to_string()),
                    Ok(true) => self.write_wall_html(),
                    Ok(false) => quiet = self.now - self.ticked < chrono::TimeDelta::seconds(60),
                }
            }
        }
        // A job's result that has come goes through the session now (`tui/job.rs`).
        let ended = !self.should_quit && job::poll(self);
        if quiet && !ended {
            return;
        }
        self.ticked = self.now;
        self.after(before);
        self.refresh();
    }

    /// Loads the file again if another program saved it: the screens start from what is on
    /// disk, never from an older state, and the status line says so. Returns whether it did.
    fn catch_up(&mut self) -> bool {
        let shared_before = self.session.as_ref().and_then(Session::shared).cloned();
        let reports_before = self
            .session
            .as_ref()
            .map(|s| s.tournament().reports.pending.clone())
            .unwrap_or_default();
        match self.session.as_mut().map(Session::catch_up) {
            Some(Ok(true)) => {
                self.desks.saved(None);
                // On a shared event what another desk sent is said as it is; a report from
                // the players' phones (the room) names its table; a reload without news says
                // only that.
                let news = self
                    .session
                    .as_ref()
                    .and_then(Session::shared)
                    .and_then(|now| shared_news(shared_before.as_ref(), now))
                    .or_else(|| self.reports_news(&reports_before));
                self.info(news.unwrap_or_else(|| i18n::t("gsf-reloaded").to_string()));
                true
            }
            Some(Err(e)) => {
                self.error(e.to_string());
                true
            }
            _ => false,
        }
    }

    /// What follows from a change of screen, popup or field, wherever it was made.
    fn after(&mut self, (screen, confirm, form, input): (Screen, bool, bool, bool)) {
        match &self.input {
            None => {
                self.input_tail = 0;
                self.input_refused = false;
            }
            Some(i) => self.input_tail = self.input_tail.min(i.text.chars().count()),
        }
        if matches!(self.popup, Some(Popup::Confirm(_))) && !confirm {
            self.confirm_since = self.now;
            self.confirm_loads = self.session.as_ref().map_or(0, Session::loads);
            self.stray_keys.clear();
            self.confirm_nudge = false;
        }
        // A form or a field that opens starts clean: an error about something earlier would
        // read as an error about it. A line opened again by the answer to a question keeps what
        // the answer said.
        let stale = self.message.as_ref().is_some_and(|m| m.error) && !confirm;
        if (matches!(self.popup, Some(Popup::NewEvent(_) | Popup::Print(_))) && !form
            || self.input.is_some() && !input)
            && stale
        {
            self.message = None;
        }
        if self.screen != screen {
            let at_top = self.screen.opens_at_top();
            self.list_mut().entered(at_top);
        }
    }

    fn on_key(&mut self, key: KeyEvent) {
        let typed_off = self.typed_off_line(key);
        self.on_key_taken(key);
        if let Some(text) = typed_off {
            let screen = self
                .kind()
                .map_or("", |kind| game::title(kind, Screen::Results));
            self.error(crate::tr!(
                "desk-typed-off-line",
                text = text,
                screen = screen
            ));
        }
    }

    /// A key, as the open popup, line or screen takes it.
    fn on_key_taken(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.popup = None;
            self.input = None;
            self.ask_quit();
            return;
        }
        // The wall screen takes no keys: any key leaves it.
        if let Some(Popup::Wall(_)) = self.popup {
            self.popup = None;
            return;
        }
        if let Some(Popup::Clock) = self.popup {
            if let Some(a) = keymap::lookup(&self.contexts(), key) {
                let effect = crate::tui::clock::on_action(self, a);
                self.run(effect);
            }
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
                    let refused = std::mem::take(&mut self.input_refused);
                    if !(refused && c.is_ascii_digit()) {
                        self.drop_stale_error();
                    }
                    if refused
                        && c.is_ascii_digit()
                        && let Some(i) = &mut self.input
                    {
                        let was = std::mem::take(&mut i.text);
                        self.input_tail = 0;
                        let why = self.message.take().map(|m| m.text).unwrap_or_default();
                        self.error(crate::tr!("wf-line-refused-was", why = why, text = was));
                    }
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
        if let Some(Popup::Settings(_)) = self.popup {
            let effect = screens::desk_settings::on_key(self, key);
            self.run(effect);
            return;
        }
        if let Some(Popup::Confirm(_)) = self.popup {
            return self.on_question_key(key, action);
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
            Some(
                p @ (Popup::Confirm(_)
                | Popup::Print(_)
                | Popup::NewEvent(_)
                | Popup::Settings(_)
                | Popup::Clock
                | Popup::Wall(_)),
            ) => self.popup = Some(p),
            None => self.on_action(action, key),
        }
    }

    /// Keeps the keys of a result typed where no line was open (no line, no popup: a digit
    /// switches screens there), and on Enter gives them back when they look like a result
    /// (digits with a space, `-` or `:` between them), typed within a few seconds.
    fn typed_off_line(&mut self, key: KeyEvent) -> Option<String> {
        const WITHIN_SECONDS: i64 = 5;
        if self.input.is_some() || self.popup.is_some() || self.session.is_none() {
            self.typed_off.0.clear();
            return None;
        }
        let now = (self.clock)();
        let (text, since) = &mut self.typed_off;
        match key.code {
            KeyCode::Char(c) if c.is_ascii_digit() && text.is_empty() => {
                text.push(c);
                *since = now;
                None
            }
            KeyCode::Char(c) if !text.is_empty() && (c.is_ascii_digit() || " -:,".contains(c)) => {
                text.push(c);
                None
            }
            KeyCode::Enter => {
                let text = std::mem::take(text);
                let digits = text.chars().filter(char::is_ascii_digit).count();
                let separated = text.trim().contains([' ', '-', ':']);
                (digits >= 2
                    && separated
                    && now - *since <= chrono::TimeDelta::seconds(WITHIN_SECONDS))
                .then(|| text.trim().to_string())
            }
            _ => {
                text.clear();
                None
            }
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
            Action::DeskSettings => screens::desk_settings::open(self),
            Action::Clock | Action::Wall | Action::Room if !desk => {
                self.error(i18n::t("desk-open-first"))
            }
            Action::Room => self.toggle_room(),
            Action::Clock => self.popup = Some(Popup::Clock),
            Action::Wall => {
                self.popup = Some(Popup::Wall(Box::new(crate::tui::wall::WallState::of(self))))
            }
            Action::NextScreen | Action::PrevScreen | Action::Screen(_) if !desk => {
                self.error(i18n::t("desk-open-first"));
            }
            Action::NextScreen => self.switch(1),
            Action::PrevScreen => self.switch(-1),
            Action::Screen(n) => {
                if let Some(s) = self.desk_screens().get(usize::from(n).saturating_sub(1)) {
                    self.screen = *s;
                }
            }
            Action::Undo => match self.session.as_ref().map(Session::undo_target) {
                // Undo asks first, naming the command it takes back (from the audit log).
                Some(Ok(what)) => self.popup = Some(Popup::Confirm(Pending::Undo(what))),
                Some(Err(e)) => self.error(e.to_string()),
                None => self.error(i18n::t("desk-nothing-to-undo")),
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
            Action::Top => {
                self.list_mut().selected = 0;
                self.list_mut().chosen = true;
            }
            Action::Bottom => {
                self.list_mut().selected = usize::MAX;
                self.list_mut().chosen = true;
            }
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
        let desk = self.desk_screens();
        let n = desk.len() as isize;
        let i = desk
            .iter()
            .position(|s| *s == self.screen)
            .map_or(0, |i| i as isize);
        self.screen = desk[(i + step).rem_euclid(n) as usize];
    }

    pub(super) fn ask_quit(&mut self) {
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
        // A key that edits the refused line keeps it, to be fixed.
        self.input_refused = false;
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
                // The error was about the line just left; it would mislead on the next one.
                if self.message.as_ref().is_some_and(|m| m.error) {
                    self.message = None;
                }
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
                    self.drop_stale_error();
                    self.on_input_changed();
                }
            }
            Action::Submit => {
                if let Some(input) = self.input.take() {
                    // A rejected line stays in the field with the error above it, to be fixed
                    // rather than typed again; the Muck score sheets submit through here too.
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
                            self.input_refused = true;
                        }
                        Some(_) => {}
                    }
                }
            }
            _ => {}
        }
    }

    /// A line whose screen previews it drops the error about its earlier text once it is
    /// changed ([`game::edit_clears_error`]).
    fn drop_stale_error(&mut self) {
        if let Some(Input {
            purpose: InputPurpose::Game(g),
            ..
        }) = &self.input
            && game::edit_clears_error(g)
            && self.message.as_ref().is_some_and(|m| m.error)
        {
            self.message = None;
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

    /// Runs what a screen asked for (the only place the desk runs a command): each command
    /// through [`Self::execute`] until one is not saved; once all are, what follows. Returns
    /// whether the screen took the key.
    /// While a job runs (`tui/job.rs`), an effect with commands is refused whole: nothing is
    /// recorded on the state being computed on.
    pub(super) fn run(&mut self, effect: Effect) -> bool {
        let Effect::Run { commands, then } = effect else {
            return false;
        };
        if self.jobs.busy() && !commands.is_empty() {
            job::refuse(self);
            return true;
        }
        job::run_commands(self, commands.into(), then);
        true
    }

    /// Waits for the pairing (or other long engine call) running on a worker, if any, and
    /// takes its result as `update` would: committed, then what the screen does after it.
    /// For tests of the desk and for a desk that must end with the job done.
    pub fn finish_job(&mut self) {
        i18n::with_lang(self.lang, || {
            job::wait(self);
            self.refresh();
        });
    }

    /// Goes back one command of this session (the question was answered `y`).
    pub(super) fn undo(&mut self) {
        if self.jobs.busy() {
            return job::refuse(self);
        }
        let at = (self.clock)();
        match self.session.as_mut().map(|s| s.undo(at)) {
            Some(Ok(what)) => {
                self.desks.saved(None);
                self.info(crate::tr!("desk-saved", what = what));
                self.write_wall_html();
            }
            Some(Err(e)) => self.error(e.to_string()),
            None => self.error(i18n::t("desk-nothing-to-undo")),
        }
    }

    /// Applies `cmd` through the session (apply, commit, engines); the outcome goes to the
    /// status line. Returns whether it was saved. Each system's screens hear of it
    /// ([`Desks::saved`]: the results follow the latest round again).
    pub(crate) fn execute(&mut self, cmd: Command) -> bool {
        let at = (self.clock)();
        let Some(session) = self.session.as_mut() else {
            self.error(i18n::t("desk-no-tournament-open"));
            return false;
        };
        match session.execute(cmd.clone(), at) {
            Ok(what) => {
                self.saved(&cmd, what);
                true
            }
            Err(e) => {
                self.error(e.to_string());
                false
            }
        }
    }

    /// After `cmd` is saved (`what`: the audit log's words): the screens hear of it, the
    /// status line says it, the wall page follows.
    pub(crate) fn saved(&mut self, cmd: &Command, what: String) {
        self.desks.saved(Some(cmd));
        self.info(crate::tr!("desk-saved", what = what));
        self.write_wall_html();
    }

    /// Writes the HTML wall page after a commit when the desk was opened with
    /// `--wall-html DIR`; a failure goes to the status line (the commit stands).
    pub(crate) fn write_wall_html(&mut self) {
        let Some(dir) = self.wall_html.clone() else {
            return;
        };
        if let Err(e) = crate::tui::wall::write_html(self, &dir) {
            self.error(crate::tr!("wall-html-failed", error = e));
        }
    }

    /// Recomputes the shown screen's visible rows after a change (filters, search, a commit)
    /// and keeps the selection in range. Only the shown screen: a filter costs per row.
    pub(super) fn refresh(&mut self) {
        if let Some(s) = &self.session {
            self.texts.update(s.tournament());
        }
        // The wall screen follows the commits (another program's too).
        let audit = self
            .session
            .as_ref()
            .map_or(0, |s| s.tournament().audit.len());
        if let Some(Popup::Wall(w)) = &mut self.popup
            && w.built_at != audit
        {
            let opened = w.opened;
            let mut fresh = crate::tui::wall::WallState::of(self);
            fresh.opened = opened;
            self.popup = Some(Popup::Wall(Box::new(fresh)));
        }
        match self.screen {
            Screen::Picker => screens::picker::refresh(self),
            Screen::Audit => screens::audit::refresh(self),
            _ => game::refresh(self),
        }
        self.list_mut().clamp();
    }
}

/// What a reload brought to a shared event that the desk must say: a difference with another
/// desk that was not open before, and this desk's own change that the replay now refuses
/// ("round 2 was published by desk X first"); `None` when neither.
fn shared_news(
    before: Option<&crate::session::Shared>,
    now: &crate::session::Shared,
) -> Option<String> {
    use crate::sync::Slot;
    let mut said = Vec::new();
    let new_difference = now
        .differences
        .iter()
        .find(|d| !before.is_some_and(|b| b.differences.iter().any(|o| o.slot == d.slot)));
    if let Some(d) = new_difference {
        let what = match d.slot {
            Slot::Muck {
                round,
                table,
                bobbl,
                ..
            } => crate::tr!(
                "desk-link-slot-muck",
                table = table.0,
                round = round.0,
                bobbl = bobbl
            ),
            Slot::Swiss { round, table } => {
                crate::tr!("desk-link-slot-swiss", table = table.0, round = round.0)
            }
        };
        said.push(crate::tr!("desk-link-new-difference", what = what.as_str()));
    }
    let new_refusal = now
        .refused
        .iter()
        .find(|r| !before.is_some_and(|b| b.refused.iter().any(|o| o.op == r.op)));
    if let Some(r) = new_refusal {
        said.push(crate::tr!("desk-link-refused", why = r.why.to_string()));
    }
    (!said.is_empty()).then(|| said.join(" · "))
}

impl App {
    /// The players' reports that came with a reload (the room's report page), in words:
    /// `Players reported table 5 0-2 (R on the table accepts it)`; `None` for none new.
    fn reports_news(&self, before: &[crate::game::reports::PlayerReport]) -> Option<String> {
        let now = &self.session.as_ref()?.tournament().reports.pending;
        let new = crate::tui::reports::words(now.iter().filter(|r| !before.contains(r)));
        (!new.is_empty()).then(|| crate::tr!("desk-report-came", tables = new))
    }

    /// Makes the changes the room beside the desk asks for (the players' reports, a table's
    /// lock) through this desk's session, as if typed here: the undo stays, and the status
    /// line says what came. Not while a pairing computes (its result would be stale): the room
    /// waits for the next look.
    fn serve_room_asks(&mut self) {
        if self.jobs.busy() {
            return;
        }
        let asks = self
            .room
            .as_ref()
            .map(crate::room::BesideDesk::asks)
            .unwrap_or_default();
        for ask in asks {
            let at = (self.clock)();
            let Some(session) = self.session.as_mut() else {
                continue;
            };
            let done = session.execute(ask.command.clone(), at);
            if let Ok(what) = &done {
                self.saved(&ask.command, what.clone());
            }
            let _ = ask.reply.send(done.map(|_| ()));
        }
    }

    /// `F9`: serves the room beside the desk (read-only, every address, port 8080: as
    /// `turnier open EV --serve`) and says where, or stops it.
    fn toggle_room(&mut self) {
        if self.room.take().is_some() {
            self.info(i18n::t("room-stopped"));
            return;
        }
        let Some(path) = self.session.as_ref().map(|s| s.path().to_path_buf()) else {
            return;
        };
        match crate::room::BesideDesk::start(&path, self.room_options) {
            Ok(room) => {
                let url = room.player_url().unwrap_or_default();
                self.room = Some(room);
                self.info(crate::tr!("room-started", url = url));
            }
            Err(e) => self.error(e.to_string()),
        }
    }
}
