//! The one place the desk names the systems, so that adding a system to the desk is its own
//! folder and two lines here.
//!
//! Each system's desk is a module here, `game/<system>.rs` with its screens in
//! `game/<system>/`; its root implements [`SystemDesk`] once (a unit struct `Desk`), with the
//! trait's defaults where the systems agree, and [`desk`] is the registry that hands out a
//! system's `Desk` by its [`GameKind`]. The functions below are what the app, the frame and
//! the shared screens (picker, audit log, help, questions, print dialog, new-event form) call;
//! outside the system folders nothing in `tui/` asks which system it shows.
//!
//! What a system keeps of its own, the desk holds without knowing its type:
//! - its typed lines and questions carry its own data (a pair's players, an earlier sheet's
//!   scores): they are the system's own types behind [`SystemInput`] and [`SystemPending`],
//!   boxed as [`GameInput`] and [`GamePending`]; what Enter, `y` and `n` do, the prompt and
//!   the question are the line's and the question's own methods;
//! - its screens' state (marks, the round shown) is its own type behind [`DeskState`], one
//!   per system in [`Desks`], made by [`SystemDesk::new_state`] and found by its type;
//! - its rows of the new-event form are its own types behind [`SettingRows`], one form per
//!   system in [`SettingsForms`], made by [`SystemDesk::settings_form`]; a row is a
//!   [`SettingRow`] (the system and the row's number), and the new event's seed is
//!   [`SystemDesk::seed`];
//! - its keys are data in its `keys.rs`: its screens' contexts ([`Context::Screen`]) and their
//!   bindings, given to the key map by [`SystemDesk::bindings`].
//! - what its screens do once their commands are saved (the cursor moves on, a line opens
//!   again) they ask for as a message of its own type ([`Effect::then`]), which the desk hands
//!   back to [`SystemDesk::on_saved`] after the commit: no closure into the app.
//!
//! Adding a system to the desk: its folder `game/<system>/` and module root
//! `game/<system>.rs` (its `Desk`, the trait implementations above, `keys.rs`), and here its
//! module line and one arm in [`desk`]; the compiler lists the match that lacks it.

use super::app::{App, Input, Screen};
use super::effect::{After, Effect};
use super::keymap::{Action, Binding, Context};
use super::session::Session;
use super::theme::Theme;
use crate::game::{Command, Event, GameKind, PlayerId, RoundState};
use crossterm::event::KeyEvent;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use std::any::{Any, type_name};
use std::fmt::Debug;

// The systems' desks: one line each, and one arm in `desk`.
pub mod deich;
pub mod football;
pub mod grand_slam;
pub mod muck;
pub mod swiss;

/// Each system's own state of its screens beyond their lists (marks, the round shown,
/// modes): one per system, made by its desk ([`SystemDesk::new_state`]) and found by its type
/// (`app.desks.get::<SwissDesk>()`), so the desk holds them without a field per system. Kept
/// for every system and reset when an event is opened.
#[derive(Debug)]
pub struct Desks(Vec<Box<dyn DeskState>>);

impl Default for Desks {
    /// Every system's state as its desk makes it ([`GameKind::ALL`]).
    fn default() -> Self {
        Self(
            GameKind::ALL
                .into_iter()
                .map(|kind| desk(kind).new_state())
                .collect(),
        )
    }
}

impl Desks {
    /// The state of type `T`: a system's (`SwissDesk`, `MuckDesk`, …).
    ///
    /// # Panics
    /// If no system's desk makes a `T`: every system's state is made with [`Desks`], so only a
    /// type that is no system's state can be asked for in vain.
    pub fn get<T: DeskState>(&self) -> &T {
        self.0
            .iter()
            .find_map(|s| {
                let any: &dyn Any = &**s;
                any.downcast_ref()
            })
            .unwrap_or_else(|| unreachable!("no system's desk state is {}", type_name::<T>()))
    }

    /// The state of type `T`, to change ([`Desks::get`]).
    ///
    /// # Panics
    /// As [`Desks::get`].
    pub fn get_mut<T: DeskState>(&mut self) -> &mut T {
        self.0
            .iter_mut()
            .find_map(|s| {
                let any: &mut dyn Any = &mut **s;
                any.downcast_mut()
            })
            .unwrap_or_else(|| unreachable!("no system's desk state is {}", type_name::<T>()))
    }

    /// Esc: every mark waiting for its second half is taken back.
    pub(crate) fn clear_marks(&mut self) {
        for s in &mut self.0 {
            s.clear_marks();
        }
    }

    /// After a saved command (`None`: an undo), for the screens that follow the latest round.
    pub(crate) fn saved(&mut self, cmd: Option<&Command>) {
        for s in &mut self.0 {
            s.saved(cmd);
        }
    }
}

/// A system's state of its screens ([`Desks`]): each system implements it for its own type,
/// in its module root, with the defaults where nothing waits for a second key or follows the
/// latest round.
pub trait DeskState: Any + Debug {
    /// Esc: the marks waiting for their second half (a swap's first player) are taken back.
    fn clear_marks(&mut self) {}
    /// After a saved command (`None`: an undo): the screens that follow the latest round do.
    fn saved(&mut self, _cmd: Option<&Command>) {}
}

/// What a line typed on a system's screen is for: the system's own type for its lines (a
/// `SwissInput`, a `MuckInput`, …), boxed, so the desk carries and compares it without
/// knowing the system. Made with [`GameInput::new`]; what Enter does and the prompt are the
/// line's own ([`SystemInput`]).
#[derive(Debug)]
pub struct GameInput(Box<dyn SystemInput>);

impl GameInput {
    /// The line `line` of its system.
    pub(crate) fn new(line: impl SystemInput) -> Self {
        Self(Box::new(line))
    }

    /// The line as its system's type `T`, if it is one (`None`: another system's line).
    pub fn downcast_ref<T: Any>(&self) -> Option<&T> {
        let any: &dyn Any = &*self.0;
        any.downcast_ref()
    }
}

impl Clone for GameInput {
    fn clone(&self) -> Self {
        Self(self.0.box_clone())
    }
}

impl PartialEq for GameInput {
    fn eq(&self, other: &Self) -> bool {
        self.0.eq_any(&*other.0)
    }
}

impl Eq for GameInput {}

/// A system's change waiting for a yes: the system's own type for its questions (a
/// `SwissPending`, a `MuckPending`, …), boxed like [`GameInput`]. Made with
/// [`GamePending::new`]; the question and what `y` does are its own ([`SystemPending`]).
#[derive(Debug)]
pub struct GamePending(Box<dyn SystemPending>);

impl GamePending {
    /// The change `pending` of its system.
    pub(crate) fn new(pending: impl SystemPending) -> Self {
        Self(Box::new(pending))
    }

    /// The change as its system's type `T`, if it is one (`None`: another system's).
    pub fn downcast_ref<T: Any>(&self) -> Option<&T> {
        let any: &dyn Any = &*self.0;
        any.downcast_ref()
    }
}

impl Clone for GamePending {
    fn clone(&self) -> Self {
        Self(self.0.box_clone())
    }
}

impl PartialEq for GamePending {
    fn eq(&self, other: &Self) -> bool {
        self.0.eq_any(&*other.0)
    }
}

impl Eq for GamePending {}

/// A system's typed line ([`GameInput`]): each system implements it for its own line type,
/// in its module root.
pub(crate) trait SystemInput: Any + Debug + BoxedInput {
    /// Enter on the line, `text` as typed: what it does.
    fn on_submit(self: Box<Self>, app: &mut App, text: String) -> Effect;
    /// The prompt of the line, for a terminal `width` columns wide.
    fn prompt(&self, app: &App, width: u16) -> String;
    /// Whether an error in the status line is dropped once the line is changed: a line whose
    /// screen says under it, as typed, what Enter will do, so the old error would contradict
    /// it.
    fn edit_clears_error(&self) -> bool {
        false
    }
}

/// A system's change waiting for a yes ([`GamePending`]): each system implements it for its
/// own question type, in its module root.
pub(crate) trait SystemPending: Any + Debug + BoxedPending {
    /// `y` to the question: what it does.
    fn on_confirm(self: Box<Self>, app: &mut App) -> Effect;
    /// The question, in the system's words.
    fn question(&self, app: &App) -> String;
    /// The line a question about typed text opens again once it is answered, if any.
    fn line_after(&self) -> Option<Input> {
        None
    }
    /// What the status line says after `n`, where something stands all the same; `None`: the
    /// desk's `cancelled: nothing changed`.
    fn declined(&self, _app: &App) -> Option<String> {
        None
    }
}

/// Cloning and comparing a boxed [`SystemInput`]: every line type that is `Clone` and
/// `PartialEq` has it, so a system writes none of it.
pub(crate) trait BoxedInput {
    /// A copy, boxed.
    fn box_clone(&self) -> Box<dyn SystemInput>;
    /// Whether `other` is the same line (of the same type).
    fn eq_any(&self, other: &dyn Any) -> bool;
}

impl<T: SystemInput + Clone + PartialEq> BoxedInput for T {
    fn box_clone(&self) -> Box<dyn SystemInput> {
        Box::new(self.clone())
    }

    fn eq_any(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }
}

/// Cloning and comparing a boxed [`SystemPending`], as [`BoxedInput`] for lines.
pub(crate) trait BoxedPending {
    /// A copy, boxed.
    fn box_clone(&self) -> Box<dyn SystemPending>;
    /// Whether `other` is the same change (of the same type).
    fn eq_any(&self, other: &dyn Any) -> bool;
}

impl<T: SystemPending + Clone + PartialEq> BoxedPending for T {
    fn box_clone(&self) -> Box<dyn SystemPending> {
        Box::new(self.clone())
    }

    fn eq_any(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }
}

/// One system at the desk: what its screens are called, which key-map context each has, what
/// they draw and say, and what its keys do. Each system implements it once, in its own folder
/// (`game/<system>.rs`, a unit struct `Desk`); [`desk`] is the one registry. Where the systems
/// agree the trait has the default, so a system states only what is its own.
///
/// What the system keeps of its own beyond the screen shown (its typed lines and questions,
/// its screens' state, its rows of the new-event form) are its own types behind the traits
/// of each ([`SystemInput`], [`SystemPending`], [`DeskState`], [`SettingRows`]).
pub(crate) trait SystemDesk: Sync {
    /// The system's name as the new-event form and the tabs show it: `Swiss`, `Muck`.
    fn label(&self) -> &'static str;
    /// The state of the system's screens as an event opens ([`Desks`]).
    fn new_state(&self) -> Box<dyn DeskState>;
    /// The system's rows of the new-event form with their defaults ([`SettingsForms`]).
    fn settings_form(&self) -> Box<dyn SettingsForm>;
    /// The seed a new event of the system stores for its lots ([`crate::game::lots`]): from
    /// the clock ([`clock_seed`]), or 0 where it draws none.
    fn seed(&self, game: &crate::game::Game, now: chrono::DateTime<chrono::Utc>) -> u64;
    /// Whether the system has a fifth screen of its own ([`Screen::Extra`], between the
    /// standings and the audit log).
    fn has_extra_screen(&self) -> bool {
        false
    }
    /// The key-map context of the system's screen (Registration, Pairings, Results, Standings):
    /// one of its own ([`Context::Screen`]), or [`Context::Global`] for a screen it does not
    /// have.
    fn context(&self, screen: Screen) -> Context;
    /// The bindings of the system's contexts, in dispatch order within each (its `keys.rs`):
    /// the key map reads them like its own table ([`super::keymap::of_context`]).
    fn bindings(&self) -> &'static [Binding];
    /// The key-map context of the screen as shown now: [`Self::context`] unless a view of it
    /// has keys of its own.
    fn context_shown(&self, _app: &App, screen: Screen) -> Context {
        self.context(screen)
    }
    /// The tab title of the system's screen.
    fn title(&self, screen: Screen) -> &'static str;
    /// The document the print dialog offers first on the screen (`None`: the first allowed).
    fn document_for(&self, screen: Screen) -> Option<crate::print::DocumentKind>;
    /// The system's own name for a document in the print dialog, as an i18n key (`None`:
    /// the document's common name).
    fn document_label(&self, _doc: crate::print::DocumentKind) -> Option<&'static str> {
        None
    }
    /// The round the print dialog starts at for a per-round document (`None`: the latest).
    fn print_round(&self, _t: &Event) -> Option<u32> {
        None
    }
    /// The state of the event's last round (`None`: no round yet).
    fn last_round_state(&self, t: &Event) -> Option<RoundState>;
    /// The event's entrants as the system counts them, for the picker: `32 players`.
    fn entrants_label(&self, t: &Event) -> String;
    /// A key on the system's screen ([`Effect::Unhandled`]: the desk's own keys get it).
    fn on_action(&self, app: &mut App, action: Action, key: KeyEvent) -> Effect;
    /// What `cmd` is called while it computes, if its engine can take longer than a frame
    /// (the desk then runs it on a worker thread, `tui/job.rs`); `None`: it runs at once.
    fn long_work(&self, _app: &App, _cmd: &Command) -> Option<super::job::Working> {
        None
    }
    /// The question before the draft is published, in the system's words.
    fn publish_question(&self, app: &App) -> String;
    /// Recomputes the visible rows of the screen shown.
    fn refresh(&self, app: &mut App);
    /// Draws the screen shown.
    fn render(&self, app: &App, area: Rect, buf: &mut Buffer);
    /// The status line of the open event, `width` columns wide.
    fn status(&self, app: &App, s: &Session, width: usize) -> String;
    /// The footer's hints from the key map, less those the screen shown has no use for now.
    fn footer_hints(
        &self,
        _app: &App,
        hints: Vec<(String, &'static str)>,
    ) -> Vec<(String, &'static str)> {
        hints
    }
    /// The `?` help's lines after the keys of the screen shown (how to type a score).
    fn help_lines(&self, app: &App, th: &Theme) -> Vec<Line<'static>>;
    /// What the system's screens do once an effect's commands are saved: `after` is the
    /// message one of them asked for ([`Effect::then`]), of the system's own type.
    fn on_saved(&self, app: &mut App, after: After);
    /// The question before `player` is dropped, where the system has more to say than the
    /// desk's `Drop NAME?` (a match the drop loses); `None`: the desk's.
    fn drop_question(&self, _app: &App, _player: PlayerId) -> Option<String> {
        None
    }
}

/// The [`SystemDesk`] methods every system answers with the function of the same name in its
/// module root (`context(screen)`, `render(app, area, buf)`, `on_saved(app, after)` with its
/// own message type, …) or with its `keys.rs` (`bindings`), written once: a system's
/// `impl SystemDesk for Desk` invokes it and states the rest (its label, and what differs).
macro_rules! desk_from_module {
    () => {
        fn context(&self, screen: Screen) -> Context {
            context(screen)
        }

        fn bindings(&self) -> &'static [$crate::tui::keymap::Binding] {
            keys::BINDINGS
        }

        fn title(&self, screen: Screen) -> &'static str {
            title(screen)
        }

        fn document_for(&self, screen: Screen) -> Option<DocumentKind> {
            document_for(screen)
        }

        fn last_round_state(&self, t: &Event) -> Option<RoundState> {
            last_round_state(t)
        }

        fn entrants_label(&self, t: &Event) -> String {
            entrants_label(t)
        }

        fn on_action(&self, app: &mut App, action: Action, key: KeyEvent) -> Effect {
            on_action(app, action, key)
        }

        fn publish_question(&self, app: &App) -> String {
            publish_question(app)
        }

        fn on_saved(&self, app: &mut App, after: $crate::tui::effect::After) {
            if let Some(after) = $crate::tui::game::after_as(after) {
                on_saved(app, after);
            }
        }

        fn refresh(&self, app: &mut App) {
            refresh(app)
        }

        fn render(&self, app: &App, area: Rect, buf: &mut Buffer) {
            render(app, area, buf)
        }

        fn status(&self, app: &App, s: &Session, width: usize) -> String {
            status(app, s, width)
        }
    };
}
pub(crate) use desk_from_module;

/// The desk of `kind`'s system: the one registry, one line per system.
pub(crate) fn desk(kind: GameKind) -> &'static dyn SystemDesk {
    match kind {
        GameKind::Swiss => &swiss::Desk,
        GameKind::Muck => &muck::Desk,
        GameKind::Football => &football::Desk,
        GameKind::Deich => &deich::Desk,
        GameKind::GrandSlam => &grand_slam::Desk,
    }
}

/// The system's name as the new-event form shows it: `Swiss`, `Muck`.
pub fn label(kind: GameKind) -> &'static str {
    desk(kind).label()
}

/// Whether a system has a fifth screen of its own ([`Screen::Extra`]): Grand Slam's Masters
/// (11, R-G14).
pub fn has_extra_screen(kind: GameKind) -> bool {
    desk(kind).has_extra_screen()
}

/// The key-map context of a system's screen (Registration, Pairings, Results, Standings).
pub fn context(kind: GameKind, screen: Screen) -> Context {
    desk(kind).context(screen)
}

/// The key-map context of the screen shown at the open event: [`context`], or the view of it
/// that has keys of its own (the Grand Slam round's offer, `o`).
pub fn context_shown(app: &App, kind: GameKind, screen: Screen) -> Context {
    desk(kind).context_shown(app, screen)
}

/// The tab title of a system's screen: Muck's `Draw` where Swiss has `Pairings`.
pub fn title(kind: GameKind, screen: Screen) -> &'static str {
    desk(kind).title(screen)
}

/// The document the print dialog offers first on a system's screen (`None`: the first the
/// event allows).
pub fn document_for(kind: GameKind, screen: Screen) -> Option<crate::print::DocumentKind> {
    desk(kind).document_for(screen)
}

/// A system's own name for a document in the print dialog, as an i18n key (`None`: the
/// document's common name): a Grand Slam game's standings are its WRL, German
/// `Weltrangliste` (6.3), not `Tabelle`.
pub fn document_label(kind: GameKind, doc: crate::print::DocumentKind) -> Option<&'static str> {
    desk(kind).document_label(doc)
}

/// The round the print dialog starts at for a per-round document (`None`: the latest): a
/// Turnierfußball series' last evaluated round, whose table is final; a Grand Slam game's last
/// played round.
pub(crate) fn print_round(t: &Event) -> Option<u32> {
    desk(t.kind()).print_round(t)
}

/// The state of the event's last round (`None`: no round yet): the screen the desk opens on,
/// and whether quitting asks first (a draft).
pub(crate) fn last_round_state(t: &Event) -> Option<RoundState> {
    desk(t.kind()).last_round_state(t)
}

/// The event's entrants as its system counts them, for the picker: `32 players`, `24 pairs`.
pub fn entrants_label(t: &Event) -> String {
    desk(t.kind()).entrants_label(t)
}

/// A key on a system's screen: what it does ([`Effect::Unhandled`]: the desk's own keys get
/// it).
pub(crate) fn on_action(app: &mut App, action: Action, key: KeyEvent) -> Effect {
    match app.kind() {
        Some(kind) => desk(kind).on_action(app, action, key),
        None => Effect::Unhandled,
    }
}

/// What `cmd` is called while it computes, if its engine can take longer than a frame (the
/// desk then runs it on a worker thread, `tui/job.rs`, so it never freezes); `None`: it runs at
/// once. The Turnierfußball, Deich and Grand Slam commands evaluate one round of a few dozen
/// entrants: none of them waits.
pub(crate) fn long_work(app: &App, cmd: &Command) -> Option<super::job::Working> {
    app.kind().and_then(|kind| desk(kind).long_work(app, cmd))
}

/// Enter on a system's line: what it does.
pub(crate) fn on_submit(app: &mut App, input: GameInput, text: String) -> Effect {
    input.0.on_submit(app, text)
}

/// `y` to a system's question: what it does.
pub(crate) fn on_confirm(app: &mut App, pending: GamePending) -> Effect {
    pending.0.on_confirm(app)
}

/// The line a question about typed text opens again once it is answered, if any.
pub(crate) fn line_after(pending: &GamePending) -> Option<Input> {
    pending.0.line_after()
}

/// What the status line says after `n` to a system's question, where something stands all
/// the same; `None`: the desk's `cancelled: nothing changed`.
pub(crate) fn declined(app: &App, pending: &GamePending) -> Option<String> {
    pending.0.declined(app)
}

/// The question for a system's change.
pub(crate) fn question(app: &App, pending: &GamePending) -> String {
    pending.0.question(app)
}

/// The question before the draft is published, in the system's words.
pub(crate) fn publish_question(app: &App) -> String {
    app.kind()
        .map(|kind| desk(kind).publish_question(app))
        .unwrap_or_default()
}

/// The prompt of a system's line, for a terminal `width` columns wide.
pub(crate) fn prompt(app: &App, input: &GameInput, width: u16) -> String {
    input.0.prompt(app, width)
}

/// Whether an error in the status line is dropped once the line is changed: a line whose
/// screen says under it, as typed, what Enter will do, so the old error would contradict it.
pub(crate) fn edit_clears_error(input: &GameInput) -> bool {
    input.0.edit_clears_error()
}

/// Recomputes the visible rows of the system's screen shown.
pub(crate) fn refresh(app: &mut App) {
    if let Some(kind) = app.kind() {
        desk(kind).refresh(app);
    }
}

/// Draws the system's screen shown.
pub(crate) fn render(app: &App, area: Rect, buf: &mut Buffer) {
    if let Some(kind) = app.kind() {
        desk(kind).render(app, area, buf);
    }
}

/// The status line of the open event, `width` columns wide.
pub(crate) fn status(app: &App, s: &Session, width: usize) -> String {
    desk(s.tournament().kind()).status(app, s, width)
}

/// The footer's hints from the key map, less those the system's screen shown has no use for
/// right now.
pub(crate) fn footer_hints(
    app: &App,
    hints: Vec<(String, &'static str)>,
) -> Vec<(String, &'static str)> {
    match app.kind() {
        Some(kind) => desk(kind).footer_hints(app, hints),
        None => hints,
    }
}

/// An effect's message for after its commands are saved ([`Effect::then`]), to the system of
/// the open event, whose screen asked for it.
pub(crate) fn on_saved(app: &mut App, after: After) {
    if let Some(kind) = app.kind() {
        desk(kind).on_saved(app, after);
    }
}

/// `after` as the system's message type `T`, if it is one (a system's
/// [`SystemDesk::on_saved`] takes its own).
pub(crate) fn after_as<T: Any>(after: After) -> Option<T> {
    let any: Box<dyn Any> = after;
    any.downcast().ok().map(|t| *t)
}

/// The question before `player` is dropped in the system's words, if it has more to say than
/// the desk's `Drop NAME?` (a match the drop loses).
pub(crate) fn drop_question(app: &App, player: PlayerId) -> Option<String> {
    app.kind()
        .and_then(|kind| desk(kind).drop_question(app, player))
}

/// The `?` help's lines after the keys of the system's screen shown (how to type a score).
pub(crate) fn help_lines(app: &App, th: &Theme) -> Vec<Line<'static>> {
    app.kind()
        .map(|kind| desk(kind).help_lines(app, th))
        .unwrap_or_default()
}

/// Each system's rows of the new-event form, kept while the system row changes (as before
/// the form is created, nothing is on disk): one form per system, made by its desk
/// ([`SystemDesk::settings_form`]), so the form holds them without a field per system.
#[derive(Debug)]
pub struct SettingsForms(Vec<Box<dyn SettingsForm>>);

/// A system's row of the new-event form: the system and the row's number in its form, top to
/// bottom (its own row type says which: [`SettingRow::of`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SettingRow {
    /// The system whose form has the row.
    pub kind: GameKind,
    /// The row's number in that form, from 0 at the top.
    pub row: usize,
}

impl SettingRow {
    /// The row `row` of the form `F`: `SettingRow::of::<MuckForm>(MuckSetting::Bobbl)`.
    pub fn of<F: SettingRows>(row: F::Row) -> Self {
        Self {
            kind: F::KIND,
            row: F::ROWS
                .iter()
                .position(|r| *r == row)
                .unwrap_or(F::ROWS.len()),
        }
    }
}

impl Default for SettingsForms {
    /// Every system's form with its defaults ([`GameKind::ALL`]).
    fn default() -> Self {
        Self(
            GameKind::ALL
                .into_iter()
                .map(|kind| desk(kind).settings_form())
                .collect(),
        )
    }
}

impl Clone for SettingsForms {
    fn clone(&self) -> Self {
        Self(self.0.iter().map(|f| f.box_clone()).collect())
    }
}

impl PartialEq for SettingsForms {
    fn eq(&self, other: &Self) -> bool {
        self.0.len() == other.0.len() && self.0.iter().zip(&other.0).all(|(a, b)| a.eq_any(&**b))
    }
}

impl Eq for SettingsForms {}

impl SettingsForms {
    /// The form of type `F`: a system's (`MuckForm`, `SwissSettings`, …).
    ///
    /// # Panics
    /// If no system's desk makes an `F`: every system's form is made with [`SettingsForms`],
    /// so only a type that is no system's form can be asked for in vain.
    pub fn get<F: SettingsForm>(&self) -> &F {
        self.0
            .iter()
            .find_map(|f| {
                let any: &dyn Any = &**f;
                any.downcast_ref()
            })
            .unwrap_or_else(|| unreachable!("no system's form is {}", type_name::<F>()))
    }

    /// `kind`'s form.
    fn form(&self, kind: GameKind) -> &dyn SettingsForm {
        match self.0.iter().find(|f| f.kind() == kind) {
            Some(f) => &**f,
            None => unreachable!("every system's form is made with SettingsForms"),
        }
    }

    /// `kind`'s form, to change.
    fn form_mut(&mut self, kind: GameKind) -> &mut dyn SettingsForm {
        match self.0.iter_mut().find(|f| f.kind() == kind) {
            Some(f) => &mut **f,
            None => unreachable!("every system's form is made with SettingsForms"),
        }
    }

    /// The rows of `kind`'s settings, top to bottom.
    pub fn rows(&self, kind: GameKind) -> Vec<SettingRow> {
        (0..self.form(kind).rows())
            .map(|row| SettingRow { kind, row })
            .collect()
    }

    /// The row's label in plain words.
    pub fn label(&self, row: SettingRow) -> &'static str {
        self.form(row.kind).label(row.row)
    }

    /// What the setting means, with its ruling; empty where the label says it all.
    pub fn about(&self, row: SettingRow) -> &'static str {
        self.form(row.kind).about(row.row)
    }

    /// The text of a typed row (a number), `None` for a choice.
    pub(crate) fn text_mut(&mut self, row: SettingRow) -> Option<&mut String> {
        self.form_mut(row.kind).text_mut(row.row)
    }

    /// Whether a typed row takes any character (a name), not only digits.
    pub(crate) fn free_text(&self, row: SettingRow) -> bool {
        self.form(row.kind).free_text(row.row)
    }

    /// Changes `row`'s value by `step`: the next or previous choice, or one more or less.
    pub(crate) fn choose(&mut self, row: SettingRow, step: isize) {
        self.form_mut(row.kind).choose(row.row, step);
    }

    /// A digit typed on `row` when it is a choice of numbers: `true` when it took it.
    pub(crate) fn type_digit(&mut self, row: SettingRow, digit: u32) -> bool {
        self.form_mut(row.kind).type_digit(row.row, digit)
    }

    /// `row`'s value as the form shows it, `width` columns for a typed one.
    pub(crate) fn value(
        &self,
        row: SettingRow,
        here: bool,
        width: usize,
        th: &Theme,
    ) -> Vec<ratatui::text::Span<'static>> {
        self.form(row.kind).value(row.row, here, width, th)
    }

    /// The game of `kind` the form describes, or the wrong row (`None`: the settings as a
    /// whole) and what is allowed there.
    ///
    /// # Errors
    /// `(row, message)`: the message names the row and the values allowed.
    pub(crate) fn game(
        &self,
        kind: GameKind,
    ) -> Result<crate::game::Game, (Option<SettingRow>, String)> {
        self.form(kind)
            .game()
            .map_err(|(row, e)| (row.map(|row| SettingRow { kind, row }), e))
    }
}

/// One system's rows of the new-event form in its own types: `Row` the type of its rows (an
/// enum, `MuckSetting`), `ROWS` them top to bottom, and the form `Self` what is chosen and
/// typed so far (`MuckForm`). Each system implements it in its `settings_form.rs`; the desk
/// reaches it as a [`SettingsForm`], the rows numbered.
pub trait SettingRows: Clone + PartialEq + Debug + 'static {
    /// The system.
    const KIND: GameKind;
    /// The type of a row.
    type Row: Copy + PartialEq + 'static;
    /// The rows, top to bottom.
    const ROWS: &'static [Self::Row];
    /// The row's label in plain words.
    fn label(row: Self::Row) -> &'static str;
    /// What the setting means, with its ruling; empty where the label says it all.
    fn about(row: Self::Row) -> &'static str;
    /// The text of a typed row (a number), `None` for a choice.
    fn text_mut(&mut self, _row: Self::Row) -> Option<&mut String> {
        None
    }
    /// Whether a typed row takes any character (a name), not only digits.
    fn free_text(_row: Self::Row) -> bool {
        false
    }
    /// Changes `row`'s value by `step`: the next or previous choice, or one more or less.
    fn choose(&mut self, row: Self::Row, step: isize);
    /// A digit typed on a choice row whose choices are numbers (Swiss rounds): `true` when the
    /// row took it. Default: no such row.
    fn type_digit(&mut self, _row: Self::Row, _digit: u32) -> bool {
        false
    }
    /// `row`'s value as the form shows it (`here`: the row is selected), `width` columns for a
    /// typed one.
    fn value(
        &self,
        row: Self::Row,
        here: bool,
        width: usize,
        th: &Theme,
    ) -> Vec<ratatui::text::Span<'static>>;
    /// The game the form describes, or the wrong row (`None`: the settings as a whole) and
    /// what is allowed there.
    ///
    /// # Errors
    /// `(row, message)`: the message names the row and the values allowed.
    fn game(&self) -> Result<crate::game::Game, (Option<Self::Row>, String)>;
}

/// A system's form as the desk holds it ([`SettingsForms`]), its rows numbered from 0 at the
/// top; every [`SettingRows`] is one.
pub trait SettingsForm: Any + Debug {
    /// The system.
    fn kind(&self) -> GameKind;
    /// How many rows.
    fn rows(&self) -> usize;
    /// Row `row`'s label ([`SettingRows::label`]).
    fn label(&self, row: usize) -> &'static str;
    /// Row `row`'s meaning ([`SettingRows::about`]).
    fn about(&self, row: usize) -> &'static str;
    /// Row `row`'s text if it is typed ([`SettingRows::text_mut`]).
    fn text_mut(&mut self, row: usize) -> Option<&mut String>;
    /// Whether row `row` takes any character ([`SettingRows::free_text`]).
    fn free_text(&self, row: usize) -> bool;
    /// Changes row `row` by `step` ([`SettingRows::choose`]).
    fn choose(&mut self, row: usize, step: isize);
    /// A digit typed on row `row` ([`SettingRows::type_digit`]).
    fn type_digit(&mut self, row: usize, digit: u32) -> bool;
    /// Row `row`'s value as shown ([`SettingRows::value`]).
    fn value(
        &self,
        row: usize,
        here: bool,
        width: usize,
        th: &Theme,
    ) -> Vec<ratatui::text::Span<'static>>;
    /// The game, or the wrong row's number ([`SettingRows::game`]).
    ///
    /// # Errors
    /// `(row, message)`.
    fn game(&self) -> Result<crate::game::Game, (Option<usize>, String)>;
    /// A copy, boxed.
    fn box_clone(&self) -> Box<dyn SettingsForm>;
    /// Whether `other` is the same form with the same values.
    fn eq_any(&self, other: &dyn Any) -> bool;
}

impl<F: SettingRows> SettingsForm for F {
    fn kind(&self) -> GameKind {
        F::KIND
    }

    fn rows(&self) -> usize {
        F::ROWS.len()
    }

    fn label(&self, row: usize) -> &'static str {
        F::ROWS.get(row).map_or("", |r| F::label(*r))
    }

    fn about(&self, row: usize) -> &'static str {
        F::ROWS.get(row).map_or("", |r| F::about(*r))
    }

    fn text_mut(&mut self, row: usize) -> Option<&mut String> {
        let r = *F::ROWS.get(row)?;
        SettingRows::text_mut(self, r)
    }

    fn free_text(&self, row: usize) -> bool {
        F::ROWS.get(row).is_some_and(|r| F::free_text(*r))
    }

    fn choose(&mut self, row: usize, step: isize) {
        if let Some(r) = F::ROWS.get(row) {
            SettingRows::choose(self, *r, step);
        }
    }

    fn type_digit(&mut self, row: usize, digit: u32) -> bool {
        F::ROWS
            .get(row)
            .is_some_and(|r| SettingRows::type_digit(self, *r, digit))
    }

    fn value(
        &self,
        row: usize,
        here: bool,
        width: usize,
        th: &Theme,
    ) -> Vec<ratatui::text::Span<'static>> {
        F::ROWS
            .get(row)
            .map(|r| SettingRows::value(self, *r, here, width, th))
            .unwrap_or_default()
    }

    fn game(&self) -> Result<crate::game::Game, (Option<usize>, String)> {
        SettingRows::game(self).map_err(|(row, e)| {
            (
                row.and_then(|row| F::ROWS.iter().position(|r| *r == row)),
                e,
            )
        })
    }

    fn box_clone(&self) -> Box<dyn SettingsForm> {
        Box::new(self.clone())
    }

    fn eq_any(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<F>() == Some(self)
    }
}

/// The seed a new event stores for its lots ([`crate::game::lots`]) when its system draws
/// them from the clock, as `turnier new` does ([`SystemDesk::seed`]).
pub(crate) fn clock_seed(now: chrono::DateTime<chrono::Utc>) -> u64 {
    (now.timestamp() as u64) << 20 ^ u64::from(now.timestamp_subsec_nanos())
}

/// The seed a new event of `game`'s system stores for its lots ([`crate::game::lots`]), as
/// its desk says ([`SystemDesk::seed`]).
pub(crate) fn seed(game: &crate::game::Game, now: chrono::DateTime<chrono::Utc>) -> u64 {
    desk(game.kind()).seed(game, now)
}
