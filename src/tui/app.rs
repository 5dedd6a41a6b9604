//! The desk's state: the screen shown, the open event's [`Session`], each screen's list and
//! each system's screen state, the typed line, the popup and the status line (DESIGN.md,
//! "TUI"). [`App::update`] (`app/update.rs`) is the one place it changes: a key becomes an
//! [`Action`](super::keymap::Action) through the key map, the action a command for the model
//! or a change of UI state; an open question takes its keys in `app/question.rs`.

mod question;
mod update;

pub use question::{CONFIRM_GUARD_MS, stray_text};

use super::game::{self, Desks, GameInput, GamePending};
use super::keymap::Context;
use super::screens::{self, Listing};
use super::search::TextIndex;
use super::session::Session;
use super::theme::Theme;
use crate::game::{GameKind, PlayerId, RoundState};
use crate::i18n;
use chrono::{DateTime, FixedOffset, Offset, Utc};
use crossterm::event::KeyEvent;
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
    /// A fifth screen of the system's own, between the standings and the audit log, at the
    /// systems that have one ([`game::has_extra_screen`]; Grand Slam: the Masters).
    Extra,
    /// The audit log.
    Audit,
}

impl Screen {
    /// Whether the screen opens at its first row each time it is entered (unless a search is
    /// on): the standings, where the top is what a director looks for.
    pub fn opens_at_top(self) -> bool {
        self == Self::Standings
    }

    /// The desk's screens in tab order; number key `n` opens `DESK[n - 1]`.
    pub const DESK: [Screen; 5] = [
        Self::Registration,
        Self::Pairings,
        Self::Results,
        Self::Standings,
        Self::Audit,
    ];

    /// The desk's screens in tab order at a system with a fifth screen of its own
    /// ([`Screen::Extra`] before the audit log): number key `n` opens `DESK_EXTRA[n - 1]`.
    pub const DESK_EXTRA: [Screen; 6] = [
        Self::Registration,
        Self::Pairings,
        Self::Results,
        Self::Standings,
        Self::Extra,
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
    /// Start the clock of this round again at the full length while it runs: asked first, since
    /// a restart throws away the time the round has run.
    ClockRestart(crate::game::RoundNo),
    /// A change of the system's screen shown (a duplicate name, an earlier round's result).
    Game(GamePending),
    /// Take the players' report of a table whose result the desk entered (a correction).
    AcceptReport {
        /// The round.
        round: crate::game::RoundNo,
        /// The table.
        table: crate::game::TableNo,
        /// The result the desk entered, in the desk's words.
        entered: String,
        /// The result the players reported.
        reported: String,
    },
    /// Dismiss the players' reports of a table.
    DismissReports {
        /// The round.
        round: crate::game::RoundNo,
        /// The table.
        table: crate::game::TableNo,
        /// The results reported, `2-0 / 0-2`.
        reported: String,
    },
    /// Take back the newest backup that loads of an event that does not load (the picker
    /// offers it): the event file, the backup's number and its last change in words.
    Restore {
        /// The event file as chosen.
        path: std::path::PathBuf,
        /// The backup's sequence number.
        seq: u64,
        /// Its last change, as the audit log says it.
        last: String,
    },
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
    /// The desk settings (`L`, F6): the language.
    Settings(screens::desk_settings::DeskSettings),
    /// The round clock in full screen (`C`, F7), with its keys.
    Clock,
    /// The wall screen (`V`, F8): no keys shown, any key leaves it.
    Wall(Box<super::wall::WallState>),
}

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
    /// The system's fifth screen's list ([`Screen::Extra`]; Grand Slam: the Masters' lines).
    pub extra: Listing,
    /// Each system's own state of its screens (marks, the round shown, modes).
    pub desks: Desks,
    /// The open event's texts prepared for search, brought up to date once per change.
    pub texts: TextIndex,
    /// What the audit list's rows were last filtered for (`None`: not yet).
    pub audit_filter: Option<screens::audit::AuditFilter>,
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
    /// The desk's language: the one in force when the desk was made (`main.rs` sets it from
    /// `--lang` and the environment), changed by the desk settings' language row. Every
    /// [`App::update`] and every frame runs in it ([`i18n::with_lang`]); the terminal loop
    /// makes it the process's language too ([`i18n::set_lang`], `run.rs`). Never saved.
    pub lang: i18n::Lang,
    /// A key other than `y`, `n` or Esc was pressed while a question is open: the question
    /// stays and says "answer y or n". Cleared when the question is answered.
    pub confirm_nudge: bool,
    /// Characters of the text field after its cursor (0: the cursor is at the end, where a
    /// new field starts). Kept here, not in [`Input`], so that every place that opens a field
    /// gets the cursor at the end without knowing of it.
    pub input_tail: usize,
    /// The line in `input` was refused and kept: the next digit typed starts a new line (the
    /// refused text goes to the status line), so that a result is never appended to it. Any
    /// other key clears this, to fix the line.
    pub input_refused: bool,
    /// How long a question waits, after it opens and after every key typed into it, before
    /// `y` or `n` answer it (half a second at the desk): keys typed ahead by a director who has
    /// not seen the question yet must not answer it. Esc always answers no.
    pub confirm_guard: chrono::TimeDelta,
    /// When the open question opened, or when the last key not taken by it came ([`Self::now`]).
    pub confirm_since: DateTime<Utc>,
    /// The session's [`Session::loads`] when the open question opened: when another
    /// program's save was loaded since, `y` does not answer; the question is asked again
    /// over the state now on disk, so that `y` never confirms a change the director has not
    /// seen the grounds of.
    pub confirm_loads: u64,
    /// The keys typed while the open question was open that it did not take (`Karl Fuchs⏎Le`):
    /// listed in the question and, when it closes, in the status line, so nothing typed ahead
    /// vanishes unseen. Never replayed: they were typed for a screen without the question.
    pub stray_keys: String,
    /// What was typed in a row where no line was open (a digit switches screens), with when
    /// its first key came: `12 20` then Enter on the standings says that nothing was recorded
    /// and where results are typed, instead of vanishing.
    pub typed_off: (String, DateTime<Utc>),
    /// The folder the HTML wall page is written into after every commit (`turnier open EV
    /// --wall-html DIR`); `None`: no page.
    pub wall_html: Option<PathBuf>,
    /// The room served beside the desk (`turnier open EV --serve`, or `F9`): the wall view
    /// shows its address with its QR code; `F9` stops it.
    pub room: Option<crate::room::BesideDesk>,
    /// How `F9` serves the room: every address, port 8080, read-only (the tests keep it to
    /// loopback).
    pub room_options: crate::room::Options,
    /// When the screen's rows were last recomputed: a tick within a minute of it only
    /// redraws (the round clock ticks every second).
    pub ticked: DateTime<Utc>,
    /// Long engine calls (a pairing) and how they run: on this thread in a desk made in code,
    /// on a worker at the terminal, so the desk never freezes (`tui/job.rs`).
    pub jobs: super::job::Jobs,
    /// On a shared event: what the node beside the desk says about the network, shown at the
    /// right of the status line; `None` for a file that is no replica.
    pub link: Option<crate::share::Link>,
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
            extra: Listing::default(),
            desks: Desks::default(),
            texts: TextIndex::default(),
            audit_filter: None,
            input: None,
            popup: None,
            message: None,
            should_quit: false,
            size: (80, 24),
            local_offset: |_| Utc.fix(),
            clock: Utc::now,
            now: Utc::now(),
            theme: Theme::default(),
            lang: i18n::lang(),
            confirm_nudge: false,
            input_tail: 0,
            input_refused: false,
            confirm_guard: chrono::TimeDelta::milliseconds(CONFIRM_GUARD_MS),
            confirm_since: DateTime::<Utc>::MIN_UTC,
            confirm_loads: 0,
            stray_keys: String::new(),
            typed_off: (String::new(), DateTime::<Utc>::MIN_UTC),
            wall_html: None,
            room: None,
            room_options: crate::room::Options::default(),
            ticked: DateTime::<Utc>::MIN_UTC,
            jobs: Default::default(),
            link: None,
        }
    }

    pub(crate) fn open_session(&mut self, session: Session) {
        self.screen = match game::last_round_state(session.tournament()) {
            None => Screen::Registration,
            Some(RoundState::Draft) => Screen::Pairings,
            Some(RoundState::Published) => Screen::Results,
            Some(RoundState::Complete) => Screen::Standings,
        };
        let recovered = match session.recovered_from_journal() {
            0 => String::new(),
            n => format!(" · {}", crate::tr!("desk-opened-recovered", count = n)),
        };
        let opened = crate::tr!("desk-opened", path = session.path().display().to_string());
        let kept: usize = session
            .notices()
            .iter()
            .map(|n| match n {
                crate::store::Notice::JournalUnmatched { readable, .. } => *readable,
                crate::store::Notice::JournalBroken { kept, .. } => *kept,
                crate::store::Notice::KeptAside { entries, .. } => *entries,
            })
            .sum();
        if session.notices().is_empty() {
            self.info(format!("{opened}{recovered}"));
        } else {
            // Results the desk once showed as saved that are not in the event: said as an
            // error, so that it stays until the director has read it.
            self.error(crate::tr!(
                "desk-kept-aside",
                count = kept,
                file = session.path().display().to_string()
            ));
        }
        self.jobs.forget();
        self.session = Some(session);
        self.results = Listing::default();
        self.pairings = Listing::default();
        self.extra = Listing::default();
        self.desks = Desks::default();
        self.texts = TextIndex::default();
        self.audit_filter = None;
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
            (s, Some(kind)) => game::context_shown(self, kind, s),
            (_, None) => Context::Global,
        }
    }

    /// The tab title of screen `s` at the open event (a system names its own screens: Muck's
    /// `Draw` where Swiss has `Pairings`); `None` for a system's screen while no event is open.
    pub fn screen_title(&self, s: Screen) -> Option<&'static str> {
        match (s, self.kind()) {
            (Screen::Picker, _) => Some(i18n::t("desk-tab-tournaments")),
            (Screen::Audit, _) => Some(i18n::t("desk-tab-audit")),
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
            (Some(Popup::Settings(_)), _) => vec![Context::DeskSettings],
            (Some(Popup::Clock), _) => vec![Context::Clock],
            (Some(Popup::Wall(_)), _) => Vec::new(),
            (None, Some(_)) => vec![Context::Input],
            (None, None) => vec![self.screen_context(), Context::Global, Context::Desk],
        }
    }

    /// Whether a full-screen view (the clock, the wall screen) covers the desk.
    pub fn full_screen(&self) -> bool {
        matches!(self.popup, Some(Popup::Clock | Popup::Wall(_)))
    }

    /// Whether results wait in the open file's journal ([`Msg::Idle`] writes them whole).
    pub fn journal_pending(&self) -> bool {
        self.session.as_ref().is_some_and(Session::journal_pending)
    }

    /// Whether another program or desk seems to have saved the open event since the desk last
    /// read or wrote it ([`Session::saved_elsewhere`]: metadata only): the event loop then
    /// ticks at once instead of at the next second.
    pub fn saved_elsewhere(&self) -> bool {
        self.session.as_ref().is_some_and(Session::saved_elsewhere)
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
            Screen::Extra => &mut self.extra,
        }
    }

    /// The desk's screens in tab order at the open event: [`Screen::DESK`], or
    /// [`Screen::DESK_EXTRA`] where the system has a fifth screen of its own.
    pub fn desk_screens(&self) -> &'static [Screen] {
        match self.kind() {
            Some(kind) if game::has_extra_screen(kind) => &Screen::DESK_EXTRA,
            _ => &Screen::DESK,
        }
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
            i18n::format_time(&at, "time-seconds")
        } else {
            i18n::format_time(&at, "date-time")
        }
    }

    /// A time of day in local time, `21:04:13`, for lists that show the date apart (the audit
    /// log).
    pub fn time_of_day(&self, at: DateTime<Utc>) -> String {
        i18n::format_time(&self.local(at), "time-seconds")
    }
}

/// The offset of the machine's local time zone at `at` (daylight saving time included).
pub fn local_offset(at: DateTime<Utc>) -> FixedOffset {
    at.with_timezone(&chrono::Local).offset().fix()
}
