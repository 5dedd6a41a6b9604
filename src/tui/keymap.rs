//! The key map as data: one table of (context, keys) -> action + label drives dispatch, the
//! footer hint bar and the `?` help overlay, so the help can never drift from what the keys do
//! (the idea of gitui's `key_list`).

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// Where a binding applies. Looked up most specific first: popup, text input, the screen,
/// then [`Context::Global`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Context {
    /// Every screen of an open tournament (and the picker, where it makes sense).
    Global,
    /// The tournament picker.
    Picker,
    /// Registration: players, drops, late entries.
    Registration,
    /// Pairings: the draft and the published round.
    Pairings,
    /// Result entry.
    Results,
    /// Standings.
    Standings,
    /// Audit log.
    Audit,
    /// Muck registration: pairs and single players.
    MuckRegistration,
    /// Muck draw: the draft or published round.
    MuckDraw,
    /// Muck score sheets: result entry per table and Bobbl.
    MuckSheets,
    /// Muck ranking by Bobbl and Tore, with the Plus / Plus-Minus comparison.
    MuckRanking,
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
}

impl Context {
    /// The heading used in the help overlay.
    pub fn title(self) -> &'static str {
        match self {
            Self::Global => "Everywhere",
            Self::Picker => "Tournament picker",
            Self::Registration => "1 Registration",
            Self::Pairings => "2 Pairings",
            Self::Results => "3 Results",
            Self::Standings => "4 Standings",
            Self::Audit => "5 Audit log",
            Self::MuckRegistration => "1 Registration (Muck)",
            Self::MuckDraw => "2 Draw",
            Self::MuckSheets => "3 Score sheets",
            Self::MuckRanking => "4 Ranking",
            Self::Input => "Typing",
            Self::Confirm => "Questions",
            Self::Help => "Help",
            Self::PrintDialog => "Print dialog",
            Self::NewEvent => "New event form",
        }
    }
}

/// What a key does. The screens' meaning of each is in [`crate::tui::app::App::update`].
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
    /// Picker: open a file by path.
    OpenPath,
    /// Picker: create a new Muck evening.
    NewMuckEvent,
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
    /// Muck registration: mark a player who came alone; on a second one, make them a pair.
    MakePair,
    /// Muck score sheets: switch between the first and the second entry of the sheets.
    SecondEntry,
    /// Muck score sheets: the selected table's second entry stands (copied into the first).
    TakeSecondEntry,
    /// Muck score sheets: the selected table's first entry stands (copied into the second).
    KeepFirstEntry,
    /// Muck ranking: show Plus and Plus-Minus beside the ranking, or hide them.
    Compare,
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
    /// Confirm: yes.
    Yes,
    /// Confirm / help: no, close.
    No,
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
    /// Short label for the footer and the help.
    pub label: &'static str,
    /// Shown in the footer hint bar (all bindings are in the help).
    pub footer: bool,
    /// The keys are pressed with Ctrl (`Ctrl-U`); other bindings take no Ctrl.
    pub ctrl: bool,
}

const fn b(
    context: Context,
    keys: &'static [KeyCode],
    action: Action,
    label: &'static str,
    footer: bool,
) -> Binding {
    Binding {
        context,
        keys,
        action,
        label,
        footer,
        ctrl: false,
    }
}

/// A Ctrl chord on a typed line (`Ctrl-U`), listed in the help, not in the footer.
const fn ctrl(
    context: Context,
    key: &'static [KeyCode],
    action: Action,
    label: &'static str,
) -> Binding {
    Binding {
        context,
        keys: key,
        action,
        label,
        footer: false,
        ctrl: true,
    }
}

use Action as A;
use Context as C;
use KeyCode as K;

const DIGITS: &[KeyCode] = &[
    K::Char('0'),
    K::Char('1'),
    K::Char('2'),
    K::Char('3'),
    K::Char('4'),
    K::Char('5'),
    K::Char('6'),
    K::Char('7'),
    K::Char('8'),
    K::Char('9'),
];

const DIGITS_AND_I: &[KeyCode] = &[
    K::Char('0'),
    K::Char('1'),
    K::Char('2'),
    K::Char('3'),
    K::Char('4'),
    K::Char('5'),
    K::Char('6'),
    K::Char('7'),
    K::Char('8'),
    K::Char('9'),
    K::Char('i'),
];

/// Every binding, most specific contexts first within dispatch (see [`lookup`]).
pub const BINDINGS: &[Binding] = &[
    // Popups and input.
    // Only `y` says yes: Enter ends every typed line, so a second Enter must not answer a
    // question that changes data; any other key leaves the question open.
    b(C::Confirm, &[K::Char('y')], A::Yes, "yes", true),
    b(C::Confirm, &[K::Char('n'), K::Esc], A::No, "no", true),
    b(
        C::Help,
        &[K::Esc, K::Char('?'), K::Char('q')],
        A::No,
        "close",
        true,
    ),
    b(C::Help, &[K::Up, K::Char('k')], A::Up, "scroll up", false),
    b(
        C::Help,
        &[K::Down, K::Char('j')],
        A::Down,
        "scroll down",
        false,
    ),
    b(C::Help, &[K::PageUp], A::PageUp, "page up", false),
    b(
        C::Help,
        &[K::PageDown, K::Char(' ')],
        A::PageDown,
        "page down",
        false,
    ),
    b(C::PrintDialog, &[K::Enter], A::Submit, "print", true),
    b(C::PrintDialog, &[K::Esc], A::Cancel, "cancel", true),
    b(C::PrintDialog, &[K::Up], A::Up, "prev field", true),
    b(C::PrintDialog, &[K::Down], A::Down, "next field", true),
    b(
        C::PrintDialog,
        &[K::Left],
        A::PrevOption,
        "prev choice",
        true,
    ),
    b(
        C::PrintDialog,
        &[K::Right],
        A::NextOption,
        "next choice",
        true,
    ),
    b(C::PrintDialog, &[K::BackTab], A::Up, "prev field", false),
    b(C::PrintDialog, &[K::Tab], A::Down, "next field", false),
    b(
        C::PrintDialog,
        &[K::Char(' ')],
        A::NextOption,
        "next choice",
        false,
    ),
    b(
        C::PrintDialog,
        &[K::Backspace],
        A::Backspace,
        "delete (path)",
        false,
    ),
    b(
        C::PrintDialog,
        &[K::Delete],
        A::Delete,
        "path: delete at cursor",
        false,
    ),
    b(
        C::PrintDialog,
        &[K::Home],
        A::CursorHome,
        "path: start (← → move on it)",
        false,
    ),
    b(C::PrintDialog, &[K::End], A::CursorEnd, "path: end", false),
    ctrl(
        C::PrintDialog,
        &[K::Char('u')],
        A::ClearLine,
        "clear the line before the cursor",
    ),
    ctrl(
        C::PrintDialog,
        &[K::Char('w')],
        A::DeleteWord,
        "delete the word before the cursor",
    ),
    b(C::NewEvent, &[K::Enter], A::Submit, "create", true),
    b(C::NewEvent, &[K::Esc], A::Cancel, "cancel", true),
    b(C::NewEvent, &[K::Up], A::Up, "prev row", true),
    b(C::NewEvent, &[K::Down], A::Down, "next row", true),
    b(C::NewEvent, &[K::Left], A::PrevOption, "less/prev", true),
    b(C::NewEvent, &[K::Right], A::NextOption, "more/next", true),
    b(C::NewEvent, &[K::BackTab], A::Up, "prev row", false),
    b(C::NewEvent, &[K::Tab], A::Down, "next row", false),
    b(
        C::NewEvent,
        &[K::Char(' ')],
        A::NextOption,
        "next choice (name: a space)",
        false,
    ),
    b(
        C::NewEvent,
        &[K::Backspace],
        A::Backspace,
        "delete (name, numbers)",
        false,
    ),
    b(
        C::NewEvent,
        &[K::Delete],
        A::Delete,
        "name: delete at cursor",
        false,
    ),
    b(
        C::NewEvent,
        &[K::Home],
        A::CursorHome,
        "name: start (← → move on it)",
        false,
    ),
    b(C::NewEvent, &[K::End], A::CursorEnd, "name: end", false),
    ctrl(
        C::NewEvent,
        &[K::Char('u')],
        A::ClearLine,
        "clear the line before the cursor",
    ),
    ctrl(
        C::NewEvent,
        &[K::Char('w')],
        A::DeleteWord,
        "delete the word before the cursor",
    ),
    b(C::Input, &[K::Enter], A::Submit, "accept", true),
    b(C::Input, &[K::Esc], A::Cancel, "cancel", true),
    b(C::Input, &[K::Backspace], A::Backspace, "delete", true),
    b(C::Input, &[K::Delete], A::Delete, "delete at cursor", false),
    b(C::Input, &[K::Left], A::CursorLeft, "cursor left", false),
    b(C::Input, &[K::Right], A::CursorRight, "cursor right", false),
    b(C::Input, &[K::Home], A::CursorHome, "start of line", false),
    b(C::Input, &[K::End], A::CursorEnd, "end of line", false),
    ctrl(
        C::Input,
        &[K::Char('u')],
        A::ClearLine,
        "clear the line before the cursor",
    ),
    ctrl(
        C::Input,
        &[K::Char('w')],
        A::DeleteWord,
        "delete the word before the cursor",
    ),
    // F1..F5 leave the field (its text is dropped, a search stays) and switch screens, so the
    // way out the results screen shows also works once a digit started typing.
    b(C::Input, &[K::F(1)], A::Screen(1), "registration", false),
    b(C::Input, &[K::F(2)], A::Screen(2), "pairings", false),
    b(C::Input, &[K::F(3)], A::Screen(3), "results", false),
    b(C::Input, &[K::F(4)], A::Screen(4), "standings", false),
    b(C::Input, &[K::F(5)], A::Screen(5), "audit log", false),
    // Picker.
    b(C::Picker, &[K::Enter], A::OpenSelected, "open", true),
    b(C::Picker, &[K::Char('n')], A::NewEvent, "new", true),
    b(C::Picker, &[K::Char('o')], A::OpenPath, "open file", true),
    b(
        C::Picker,
        &[K::Char('M')],
        A::NewMuckEvent,
        "new Muck",
        true,
    ),
    // Registration.
    b(C::Registration, &[K::Char('a')], A::AddPlayer, "add", true),
    b(
        C::Registration,
        &[K::Char('n')],
        A::RenamePlayer,
        "rename",
        true,
    ),
    b(
        C::Registration,
        &[K::Char('d')],
        A::DropPlayer,
        "drop",
        true,
    ),
    b(
        C::Registration,
        &[K::Char('x')],
        A::RemovePlayer,
        "remove (before round 1)",
        true,
    ),
    b(
        C::Registration,
        &[K::Char('D')],
        A::UndropPlayer,
        "un-drop",
        true,
    ),
    // Pairings.
    b(C::Pairings, &[K::Char('p')], A::PairRound, "pair", true),
    b(C::Pairings, &[K::Char('r')], A::Repair, "re-pair", true),
    b(
        C::Pairings,
        &[K::Char('x')],
        A::DeleteDraft,
        "delete draft",
        true,
    ),
    b(
        C::Pairings,
        &[K::Left, K::Char('h')],
        A::SeatLeft,
        "left seat",
        false,
    ),
    b(
        C::Pairings,
        &[K::Right, K::Char('l')],
        A::SeatRight,
        "right seat",
        false,
    ),
    b(
        C::Pairings,
        &[K::Char('s')],
        A::SwapPlayers,
        "swap players",
        true,
    ),
    b(
        C::Pairings,
        &[K::Char('t')],
        A::SwapTables,
        "swap tables",
        true,
    ),
    b(C::Pairings, &[K::Char('P')], A::Publish, "publish", true),
    // Results.
    b(
        C::Results,
        DIGITS_AND_I,
        A::TypeResult,
        "TABLE SCORE ⏎",
        true,
    ),
    b(
        C::Results,
        &[K::Enter, K::Char('e')],
        A::TypeResult,
        "score here",
        false,
    ),
    // The rounds before `o`: at 80 columns the footer has room for them, not for `o`.
    b(
        C::Results,
        &[K::Char('[')],
        A::PrevRound,
        "round back",
        true,
    ),
    b(C::Results, &[K::Char(']')], A::NextRound, "round fwd", true),
    b(
        C::Results,
        &[K::Char('o')],
        A::ToggleOpen,
        "open only",
        true,
    ),
    // Muck: registration, draw, score sheets, ranking.
    b(
        C::MuckRegistration,
        &[K::Char('a')],
        A::AddPlayer,
        "add pair/player",
        true,
    ),
    b(
        C::MuckRegistration,
        &[K::Char('m')],
        A::MakePair,
        "make pair",
        true,
    ),
    b(
        C::MuckRegistration,
        &[K::Char('n')],
        A::RenamePlayer,
        "rename",
        true,
    ),
    b(
        C::MuckRegistration,
        &[K::Char('d')],
        A::DropPlayer,
        "withdraw",
        true,
    ),
    b(
        C::MuckRegistration,
        &[K::Char('D')],
        A::UndropPlayer,
        "reinstate",
        true,
    ),
    b(C::MuckDraw, &[K::Char('p')], A::PairRound, "draw", true),
    b(C::MuckDraw, &[K::Char('P')], A::Publish, "publish", true),
    b(C::MuckDraw, &[K::Char('r')], A::Repair, "re-draw", true),
    b(
        C::MuckDraw,
        &[K::Char('x')],
        A::DeleteDraft,
        "delete draft",
        true,
    ),
    b(
        C::MuckDraw,
        &[K::Left, K::Char('h')],
        A::SeatLeft,
        "seat left",
        false,
    ),
    b(
        C::MuckDraw,
        &[K::Right, K::Char('l')],
        A::SeatRight,
        "seat right",
        false,
    ),
    b(
        C::MuckDraw,
        &[K::Char('s')],
        A::SwapPlayers,
        "swap entrants",
        true,
    ),
    b(
        C::MuckDraw,
        &[K::Char('t')],
        A::SwapTables,
        "swap tables",
        true,
    ),
    b(C::MuckSheets, DIGITS, A::TypeResult, "type sheet", true),
    b(
        C::MuckSheets,
        &[K::Enter, K::Char('e')],
        A::TypeResult,
        "sheet here",
        false,
    ),
    b(
        C::MuckSheets,
        &[K::Char('v')],
        A::SecondEntry,
        "1st/2nd",
        true,
    ),
    b(
        C::MuckSheets,
        &[K::Char('a')],
        A::TakeSecondEntry,
        "take 2nd",
        true,
    ),
    b(
        C::MuckSheets,
        &[K::Char('f')],
        A::KeepFirstEntry,
        "keep 1st",
        true,
    ),
    b(
        C::MuckSheets,
        &[K::Char('[')],
        A::PrevRound,
        "earlier",
        true,
    ),
    b(C::MuckSheets, &[K::Char(']')], A::NextRound, "later", true),
    b(
        C::MuckSheets,
        &[K::Char('o')],
        A::ToggleOpen,
        "open only",
        true,
    ),
    b(
        C::MuckRanking,
        &[K::Char('c')],
        A::Compare,
        "Plus / Plus-Minus",
        true,
    ),
    // Everywhere.
    b(C::Global, &[K::Char('q')], A::Quit, "quit", true),
    b(C::Global, &[K::Char('?')], A::Help, "help", true),
    b(C::Global, &[K::Char('/')], A::Search, "search", true),
    b(C::Global, &[K::Char('u')], A::Undo, "undo", true),
    b(C::Global, &[K::Char('w')], A::Print, "print", true),
    b(C::Global, &[K::Esc], A::Cancel, "cancel", false),
    b(C::Global, &[K::Tab], A::NextScreen, "next screen", false),
    b(
        C::Global,
        &[K::BackTab],
        A::PrevScreen,
        "previous screen",
        false,
    ),
    b(
        C::Global,
        &[K::Char('1'), K::F(1)],
        A::Screen(1),
        "registration",
        false,
    ),
    b(
        C::Global,
        &[K::Char('2'), K::F(2)],
        A::Screen(2),
        "pairings",
        false,
    ),
    b(
        C::Global,
        &[K::Char('3'), K::F(3)],
        A::Screen(3),
        "results",
        false,
    ),
    b(
        C::Global,
        &[K::Char('4'), K::F(4)],
        A::Screen(4),
        "standings",
        false,
    ),
    b(
        C::Global,
        &[K::Char('5'), K::F(5)],
        A::Screen(5),
        "audit log",
        false,
    ),
    b(C::Global, &[K::Up, K::Char('k')], A::Up, "up", false),
    b(C::Global, &[K::Down, K::Char('j')], A::Down, "down", false),
    b(C::Global, &[K::PageUp], A::PageUp, "page up", false),
    b(C::Global, &[K::PageDown], A::PageDown, "page down", false),
    b(C::Global, &[K::Home, K::Char('g')], A::Top, "first", false),
    b(C::Global, &[K::End, K::Char('G')], A::Bottom, "last", false),
];

/// The action for `key`, trying `contexts` in order. Letters compare as typed (`D` is not
/// `d`; Shift is implied by the upper-case letter). A Ctrl chord matches only a binding with
/// [`Binding::ctrl`] (Ctrl-U, Ctrl-W on typed lines); key releases and Alt chords are ignored
/// (Ctrl-C is handled by the app as quit).
pub fn lookup(contexts: &[Context], key: KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release || key.modifiers.contains(KeyModifiers::ALT) {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    contexts.iter().find_map(|ctx| {
        BINDINGS
            .iter()
            .filter(|b| b.context == *ctx && b.ctrl == ctrl)
            .find(|b| b.keys.contains(&key.code))
            .map(|b| b.action)
    })
}

/// A key's name as shown in the footer and help: `q`, `Enter`, `↑`, `F1`.
pub fn key_name(code: KeyCode) -> String {
    match code {
        K::Char(' ') => "Space".into(),
        K::Char(c) => c.to_string(),
        K::Enter => "Enter".into(),
        K::Esc => "Esc".into(),
        K::Tab => "Tab".into(),
        K::BackTab => "S-Tab".into(),
        K::Backspace => "Bksp".into(),
        K::Delete => "Del".into(),
        K::Up => "↑".into(),
        K::Down => "↓".into(),
        K::Left => "←".into(),
        K::Right => "→".into(),
        K::PageUp => "PgUp".into(),
        K::PageDown => "PgDn".into(),
        K::Home => "Home".into(),
        K::End => "End".into(),
        K::F(n) => format!("F{n}"),
        other => format!("{other:?}"),
    }
}

/// The keys of a binding as one label: `y/Enter`; the digits of result entry as `0-9/i`; a
/// Ctrl chord as `Ctrl-U`.
pub fn keys_label(b: &Binding) -> String {
    if b.ctrl {
        return b
            .keys
            .iter()
            .map(|k| match k {
                K::Char(c) => format!("Ctrl-{}", c.to_ascii_uppercase()),
                other => format!("Ctrl-{}", key_name(*other)),
            })
            .collect::<Vec<_>>()
            .join("/");
    }
    if b.keys == DIGITS_AND_I {
        return "0-9/i".into();
    }
    if b.keys == DIGITS {
        return "0-9".into();
    }
    b.keys
        .iter()
        .map(|k| key_name(*k))
        .collect::<Vec<_>>()
        .join("/")
}

/// The footer hints for `contexts`, in order, each `(keys, label)`; a key taken by an earlier
/// context is not shown again for a later one. Where the screen types digits, the first hint
/// is how to switch screens ([`SCREEN_SWITCH`]).
pub fn hints(contexts: &[Context]) -> Vec<(String, &'static str)> {
    let mut seen: Vec<KeyCode> = Vec::new();
    let mut out = Vec::new();
    if digits_typed(contexts) {
        out.push((SCREEN_SWITCH.0.to_string(), SCREEN_SWITCH.1));
    }
    for ctx in contexts {
        for b in BINDINGS.iter().filter(|b| b.context == *ctx) {
            let fresh = b.keys.iter().any(|k| !seen.contains(k));
            if b.footer && fresh {
                out.push((keys_label(b), b.label));
            }
            if !b.ctrl {
                seen.extend_from_slice(b.keys);
            }
        }
    }
    out
}

/// The hint shown first in the footer, and in the help, of a screen whose own keys take the
/// digits (result entry): the number keys type there, so the screens switch by F-key or Tab.
pub const SCREEN_SWITCH: (&str, &str) = ("F1-F5/Tab", "switch screens");

/// Whether a context before [`Context::Global`] in `contexts` takes a digit that switches
/// screens elsewhere (`1`..`5`): then only F1..F5 and Tab switch, and the footer and the
/// help say so first ([`SCREEN_SWITCH`]). Read from the table, like dispatch.
pub fn digits_typed(contexts: &[Context]) -> bool {
    let screen_digits: Vec<KeyCode> = BINDINGS
        .iter()
        .filter(|b| b.context == C::Global && matches!(b.action, A::Screen(_)))
        .flat_map(|b| b.keys.iter().copied())
        .filter(|k| matches!(k, K::Char(c) if c.is_ascii_digit()))
        .collect();
    contexts
        .iter()
        .take_while(|c| **c != C::Global)
        .flat_map(|c| of_context(*c))
        .any(|b| b.keys.iter().any(|k| screen_digits.contains(k)))
        && contexts.contains(&C::Global)
}

/// The bindings of one context, for the help overlay.
pub fn of_context(ctx: Context) -> impl Iterator<Item = &'static Binding> {
    BINDINGS.iter().filter(move |b| b.context == ctx)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(c: KeyCode) -> KeyEvent {
        KeyEvent::new(c, KeyModifiers::NONE)
    }

    #[test]
    fn specific_context_wins() {
        let ctx = [C::Results, C::Global];
        assert_eq!(lookup(&ctx, key(K::Char('3'))), Some(A::TypeResult));
        let ctx = [C::Standings, C::Global];
        assert_eq!(lookup(&ctx, key(K::Char('3'))), Some(A::Screen(3)));
        assert_eq!(lookup(&ctx, key(K::F(3))), Some(A::Screen(3)));
    }

    #[test]
    fn no_key_is_bound_twice_in_one_context() {
        for (i, x) in BINDINGS.iter().enumerate() {
            for y in &BINDINGS[i + 1..] {
                if x.context == y.context && x.ctrl == y.ctrl {
                    for k in x.keys {
                        assert!(!y.keys.contains(k), "{k:?} twice in {:?}", x.context);
                    }
                }
            }
        }
    }

    #[test]
    fn ctrl_chords_and_releases_are_ignored() {
        let ctx = [C::Global];
        let ctrl = KeyEvent::new(K::Char('q'), KeyModifiers::CONTROL);
        assert_eq!(lookup(&ctx, ctrl), None);
        let mut rel = key(K::Char('q'));
        rel.kind = KeyEventKind::Release;
        assert_eq!(lookup(&ctx, rel), None);
        // Ctrl-U is not `u` (undo) anywhere; on a typed line it clears.
        let ctrl_u = KeyEvent::new(K::Char('u'), KeyModifiers::CONTROL);
        assert_eq!(lookup(&[C::Registration, C::Global], ctrl_u), None);
        assert_eq!(lookup(&[C::Input], ctrl_u), Some(A::ClearLine));
        assert_eq!(lookup(&[C::Input], key(K::Char('u'))), None);
        let ctrl_w = KeyEvent::new(K::Char('w'), KeyModifiers::CONTROL);
        assert_eq!(lookup(&[C::PrintDialog], ctrl_w), Some(A::DeleteWord));
        assert_eq!(lookup(&[C::NewEvent], ctrl_u), Some(A::ClearLine));
        let b = of_context(C::Input).find(|b| b.action == A::ClearLine);
        assert_eq!(b.map(keys_label), Some("Ctrl-U".to_string()));
        let shifted = KeyEvent::new(K::Char('P'), KeyModifiers::SHIFT);
        assert_eq!(lookup(&[C::Pairings], shifted), Some(A::Publish));
    }

    #[test]
    fn where_digits_type_the_footer_starts_with_the_screen_keys() {
        for ctx in [C::Results, C::MuckSheets] {
            let h = hints(&[ctx, C::Global]);
            assert_eq!(h[0], ("F1-F5/Tab".to_string(), "switch screens"));
            assert!(digits_typed(&[ctx, C::Global]));
        }
        for ctx in [C::Pairings, C::Standings, C::Registration, C::MuckRanking] {
            assert!(!digits_typed(&[ctx, C::Global]), "{ctx:?}");
            let h = hints(&[ctx, C::Global]);
            assert!(h.iter().all(|(_, l)| *l != "switch screens"), "{ctx:?}");
        }
        // Typing: F-keys still switch screens.
        assert_eq!(lookup(&[C::Input], key(K::F(4))), Some(A::Screen(4)));
        assert_eq!(lookup(&[C::Input], key(K::Char('4'))), None);
    }

    #[test]
    fn footer_hints_come_from_the_table() {
        let h = hints(&[C::Pairings, C::Global]);
        assert!(h.iter().any(|(k, l)| k == "P" && *l == "publish"));
        assert!(h.iter().any(|(k, l)| k == "q" && *l == "quit"));
    }
}
