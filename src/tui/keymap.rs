//! The key map as data: one table of (context, keys) -> action + label drives dispatch, the
//! footer hint bar and the `?` help overlay, so the help can never drift from what the keys do
//! (the idea of gitui's `key_list`).
//!
//! The table here has the desk's own keys (the picker, popups, typed lines, the global keys);
//! each system's screens have their contexts ([`Context::Screen`]) and bindings in the system's
//! `keys.rs`, reached through its [`crate::tui::game::SystemDesk`]. [`bindings`] is all of
//! them; [`of_context`] one context's, wherever they are declared.

mod lookup;
mod table;

pub use lookup::{
    SCREEN_SWITCH, bindings, digits_typed, hints, key_name, keys_label, lookup, of_context,
};
pub use table::{BINDINGS, DIGITS, DIGITS_AND_I, NAME_KEYS, bind, ctrl};

use crate::game::GameKind;
use crate::i18n;
use crossterm::event::KeyCode;

/// Where a binding applies. Looked up most specific first: popup, text input, the screen,
/// then [`Context::Global`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Context {
    /// Every screen of an open tournament (and the picker, where it makes sense).
    Global,
    /// The tournament picker.
    Picker,
    /// Audit log.
    Audit,
    /// A text field has the keyboard (search, name, score, path).
    Input,
    /// A yes/no question.
    Confirm,
    /// The `?` overlay.
    Help,
    /// The print dialog (`w`): document, round, format, destination.
    PrintDialog,
    /// The picker's form for a new event: name, system, settings.
    NewEvent,
    /// The desk's own keys, after [`Context::Global`]: the desk settings (`L`, F6). Listed
    /// last in the help.
    Desk,
    /// The desk settings popup: the language.
    DeskSettings,
    /// The full-screen round clock (`C`, F7).
    Clock,
    /// A screen of the open event's system, or a view of it with keys of its own: the system,
    /// and the Fluent key of the screen's heading in the help (`desk-context-registration`), which
    /// tells a system's screens apart. Each system declares its own in its `keys.rs`, with
    /// their bindings ([`crate::tui::game::SystemDesk::bindings`]), so this type and the
    /// desk's table name no system.
    Screen(GameKind, &'static str),
}

impl Context {
    /// The heading used in the help overlay.
    pub fn title(self) -> &'static str {
        i18n::t(match self {
            Self::Global => i18n::key("desk-context-global"),
            Self::Picker => i18n::key("desk-context-picker"),
            Self::Audit => i18n::key("desk-context-audit"),
            Self::Input => i18n::key("desk-context-input"),
            Self::Confirm => i18n::key("desk-context-confirm"),
            Self::Help => i18n::key("desk-context-help"),
            Self::PrintDialog => i18n::key("desk-context-print-dialog"),
            Self::NewEvent => i18n::key("desk-context-new-event"),
            Self::Desk => i18n::key("desk-context-desk"),
            Self::DeskSettings => i18n::key("desk-context-desk-settings"),
            Self::Clock => i18n::key("clock-context"),
            Self::Screen(_, title) => title,
        })
    }
}

/// What a key does. The desk's meaning of each is in [`crate::tui::app::App::update`]; on a
/// system's screen its system's (`on_action` of its desk), so the words below say what an
/// action is for, not which system uses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Quit (asks first when a draft is unpublished).
    Quit,
    /// Show the help overlay.
    Help,
    /// Next screen.
    NextScreen,
    /// Previous screen.
    PrevScreen,
    /// Go to screen number `n` (1-based, as in the tab bar).
    Screen(u8),
    /// Undo the last command of this session.
    Undo,
    /// Open the print dialog (a document of this screen to a file or the printer).
    Print,
    /// Selection up one row.
    Up,
    /// Selection down one row.
    Down,
    /// Selection up one page.
    PageUp,
    /// Selection down one page.
    PageDown,
    /// First row.
    Top,
    /// Last row.
    Bottom,
    /// Start search as you type.
    Search,
    /// Cancel: clear the search or the mark.
    Cancel,
    /// Picker: open the selected tournament.
    OpenSelected,
    /// Picker: create a new tournament.
    NewEvent,
    /// Picker: open a file by path. On a screen: read its data from a file (a round's offer).
    OpenPath,
    /// Picker: create a new event of this system (a system's own shortcut, in its key table).
    NewEventOf(GameKind),
    /// Registration: add a player (a late entry once rounds exist).
    AddPlayer,
    /// Registration: rename the selected player.
    RenamePlayer,
    /// Registration: drop the selected player.
    DropPlayer,
    /// Registration: take the selected player's drop back.
    UndropPlayer,
    /// Registration: remove a mistaken registration (before round 1; asks first).
    RemovePlayer,
    /// Pairings: propose the next round as a draft.
    PairRound,
    /// Pairings: replace the draft by a fresh proposal.
    Repair,
    /// Pairings: delete the draft (asks first).
    DeleteDraft,
    /// Pairings: select the left seat.
    SeatLeft,
    /// Pairings: select the right seat.
    SeatRight,
    /// Pairings: mark the selected player; on a second player, swap the two.
    SwapPlayers,
    /// Pairings: mark the selected table; on a second table, swap the numbers.
    SwapTables,
    /// Pairings: publish the draft (asks first).
    Publish,
    /// Results: start typing `TABLE SCORE` (the key typed is kept).
    TypeResult,
    /// Results: show only tables without a result, or all.
    ToggleOpen,
    /// Results: show the previous round.
    PrevRound,
    /// Results: show the next round.
    NextRound,
    /// Registration: mark an entrant who came alone; on a second one, make them a pair.
    MakePair,
    /// Results: switch the screen's second view on or off (the second entry of the score
    /// sheets, another table shown).
    SecondEntry,
    /// Results: the selected table's other entry stands (the second entry, another desk's).
    TakeSecondEntry,
    /// Results: the selected table's standing entry stays (the first entry, this desk's).
    KeepFirstEntry,
    /// Serve the room (the TV page and the players' pages) beside the desk, or stop it.
    Room,
    /// Results: dismiss the players' reports of the selected table (asks first).
    DismissReports,
    /// Results: the result the players reported from their phones for the selected table
    /// becomes its result (the room served with `--reports`).
    AcceptReport,
    /// Show a comparison beside the list (a ranking's tie-breaks), or hide it.
    Compare,
    /// Standings: start the stage after the rounds (the top cut, a final event; asks first).
    TopCut,
    /// Standings: show the playoff bracket instead of the standings, or back.
    Bracket,
    /// Registration: the selected player's place in the last event, 1 → 2 → 3 → none.
    LastPlace,
    /// Registration: type the selected player's start value by hand (empty: by place).
    StartFp,
    /// A letter or digit starts the bid line (`NAME FP`, or `FP` for the selected player).
    TypeBid,
    /// Evaluate the open round (asks first).
    Evaluate,
    /// Set the open round's value that entries are typed against (asks when entries are in).
    SetWp,
    /// Type the open round's ZAT (its announcement as posted).
    SetZat,
    /// Type the round's entry limits.
    EntryLimits,
    /// Credit (or debit) an account (`NAME AMOUNT`).
    Credit,
    /// Input: accept.
    Submit,
    /// Input: delete the character before the cursor.
    Backspace,
    /// Input: delete the character at the cursor.
    Delete,
    /// Input: cursor one character left.
    CursorLeft,
    /// Input: cursor one character right.
    CursorRight,
    /// Input: cursor to the start of the line.
    CursorHome,
    /// Input: cursor to the end of the line.
    CursorEnd,
    /// Input: delete everything before the cursor (Ctrl-U; the whole line at its end).
    ClearLine,
    /// Input: delete the word before the cursor (Ctrl-W).
    DeleteWord,
    /// Print dialog, new-event form: next choice of the selected field.
    NextOption,
    /// Print dialog, new-event form: previous choice of the selected field.
    PrevOption,
    /// Open the desk settings (the language).
    DeskSettings,
    /// Confirm: yes.
    Yes,
    /// Confirm / help: no, close.
    No,
    /// Open the full-screen round clock.
    Clock,
    /// Open the wall screen.
    Wall,
    /// Clock: start (again) the clock of the published round.
    ClockStart,
    /// Clock: pause, or let the paused clock run again.
    ClockPause,
    /// Clock: a minute of time extension.
    ClockMore,
    /// Clock: take a minute of time extension back.
    ClockLess,
    /// Clock: the round length 5 minutes longer.
    ClockLonger,
    /// Clock: the round length 5 minutes shorter.
    ClockShorter,
}

/// One key binding.
#[derive(Debug, Clone, Copy)]
pub struct Binding {
    /// Where it applies.
    pub context: Context,
    /// The keys (any of them); letters are matched with or without Shift as typed.
    pub keys: &'static [KeyCode],
    /// What it does.
    pub action: Action,
    /// Short label for the footer and the help: a Fluent key (`desk-key-…`), looked up with
    /// [`Binding::text`] where it is shown.
    pub label: &'static str,
    /// Shown in the footer hint bar (all bindings are in the help).
    pub footer: bool,
    /// The keys are pressed with Ctrl (`Ctrl-U`); other bindings take no Ctrl.
    pub ctrl: bool,
}

impl Binding {
    /// The label in the language in force.
    pub fn text(&self) -> &'static str {
        i18n::t(self.label)
    }
}
