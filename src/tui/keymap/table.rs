//! The key table: every binding of the desk, one line each, in dispatch order within a
//! context (the first binding of a key wins, [`super::lookup`]) and in the order the footer
//! and the `?` help list them. Columns: where it applies, the keys (any of them), what it
//! does, its label, and whether the footer shows it (every binding is in the help).

use super::{Action, Binding, Context};
use crossterm::event::KeyCode;

use Action as A;
use Context as C;
use KeyCode as K;

/// A binding without Ctrl; `footer`: shown in the footer hint bar too.
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

/// The digits, as result entry on the Muck score sheets types them.
#[rustfmt::skip]
pub(super) const DIGITS: &[KeyCode] = &[
    K::Char('0'), K::Char('1'), K::Char('2'), K::Char('3'), K::Char('4'),
    K::Char('5'), K::Char('6'), K::Char('7'), K::Char('8'), K::Char('9'),
];

/// The digits and `i` (an intentional draw, `id`), as Swiss result entry types them.
#[rustfmt::skip]
pub(super) const DIGITS_AND_I: &[KeyCode] = &[
    K::Char('0'), K::Char('1'), K::Char('2'), K::Char('3'), K::Char('4'),
    K::Char('5'), K::Char('6'), K::Char('7'), K::Char('8'), K::Char('9'), K::Char('i'),
];

/// What starts the Deich bid line: the digits (a bid for the player moved to) and every
/// letter of a name, `q`, `u` and `w` too: a bid typed there must never quit, undo or print
/// (screens switch by F-key or Tab; Ctrl-C quits).
#[rustfmt::skip]
pub(super) const NAME_KEYS: &[KeyCode] = &[
    K::Char('0'), K::Char('1'), K::Char('2'), K::Char('3'), K::Char('4'),
    K::Char('5'), K::Char('6'), K::Char('7'), K::Char('8'), K::Char('9'),
    K::Char('a'), K::Char('b'), K::Char('c'), K::Char('d'), K::Char('e'), K::Char('f'),
    K::Char('g'), K::Char('h'), K::Char('i'), K::Char('j'), K::Char('k'), K::Char('l'),
    K::Char('m'), K::Char('n'), K::Char('o'), K::Char('p'), K::Char('q'), K::Char('r'),
    K::Char('s'), K::Char('t'), K::Char('u'), K::Char('v'), K::Char('w'), K::Char('x'),
    K::Char('y'), K::Char('z'),
    K::Char('A'), K::Char('B'), K::Char('C'), K::Char('D'), K::Char('E'), K::Char('F'),
    K::Char('G'), K::Char('H'), K::Char('I'), K::Char('J'), K::Char('K'), K::Char('L'),
    K::Char('M'), K::Char('N'), K::Char('O'), K::Char('P'), K::Char('Q'), K::Char('R'),
    K::Char('S'), K::Char('T'), K::Char('U'), K::Char('V'), K::Char('W'), K::Char('X'),
    K::Char('Y'), K::Char('Z'),
    K::Char('ä'), K::Char('ö'), K::Char('ü'), K::Char('Ä'), K::Char('Ö'), K::Char('Ü'),
];

/// Every binding, most specific contexts first within dispatch (see [`super::lookup`]).
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // b(context,   keys,   action,   label,   in the footer)  /  ctrl(context, keys, action, label)
    // Popups and input.
    // Only `y` says yes: Enter ends every typed line, so a second Enter must not answer a
    // question that changes data; any other key leaves the question open.
    b(C::Confirm, &[K::Char('y')],         A::Yes, "yes", true),
    b(C::Confirm, &[K::Char('n'), K::Esc], A::No,  "no", true),
    b(C::Help, &[K::Esc, K::Char('?'), K::Char('q')], A::No,       "close", true),
    b(C::Help, &[K::Up, K::Char('k')],                A::Up,       "scroll up", false),
    b(C::Help, &[K::Down, K::Char('j')],              A::Down,     "scroll down", false),
    b(C::Help, &[K::PageUp],                          A::PageUp,   "page up", false),
    b(C::Help, &[K::PageDown, K::Char(' ')],          A::PageDown, "page down", false),
    b(C::PrintDialog,    &[K::Enter],     A::Submit,     "print", true),
    b(C::PrintDialog,    &[K::Esc],       A::Cancel,     "cancel", true),
    b(C::PrintDialog,    &[K::Up],        A::Up,         "prev field", true),
    b(C::PrintDialog,    &[K::Down],      A::Down,       "next field", true),
    b(C::PrintDialog,    &[K::Left],      A::PrevOption, "prev choice", true),
    b(C::PrintDialog,    &[K::Right],     A::NextOption, "next choice", true),
    b(C::PrintDialog,    &[K::BackTab],   A::Up,         "prev field", false),
    b(C::PrintDialog,    &[K::Tab],       A::Down,       "next field", false),
    b(C::PrintDialog,    &[K::Char(' ')], A::NextOption, "next choice", false),
    b(C::PrintDialog,    &[K::Backspace], A::Backspace,  "delete (path)", false),
    b(C::PrintDialog,    &[K::Delete],    A::Delete,     "path: delete at cursor", false),
    b(C::PrintDialog,    &[K::Home],      A::CursorHome, "path: start (← → move on it)", false),
    b(C::PrintDialog,    &[K::End],       A::CursorEnd,  "path: end", false),
    ctrl(C::PrintDialog, &[K::Char('u')], A::ClearLine,  "clear the line before the cursor"),
    ctrl(C::PrintDialog, &[K::Char('w')], A::DeleteWord, "delete the word before the cursor"),
    b(C::NewEvent,    &[K::Enter],     A::Submit,     "create", true),
    b(C::NewEvent,    &[K::Esc],       A::Cancel,     "cancel", true),
    b(C::NewEvent,    &[K::Up],        A::Up,         "prev row", true),
    b(C::NewEvent,    &[K::Down],      A::Down,       "next row", true),
    b(C::NewEvent,    &[K::Left],      A::PrevOption, "less/prev", true),
    b(C::NewEvent,    &[K::Right],     A::NextOption, "more/next", true),
    b(C::NewEvent,    &[K::BackTab],   A::Up,         "prev row", false),
    b(C::NewEvent,    &[K::Tab],       A::Down,       "next row", false),
    b(C::NewEvent,    &[K::Char(' ')], A::NextOption, "next choice (name: a space)", false),
    b(C::NewEvent,    &[K::Backspace], A::Backspace,  "delete (name, numbers)", false),
    b(C::NewEvent,    &[K::Delete],    A::Delete,     "name: delete at cursor", false),
    b(C::NewEvent,    &[K::Home],      A::CursorHome, "name: start (← → move on it)", false),
    b(C::NewEvent,    &[K::End],       A::CursorEnd,  "name: end", false),
    ctrl(C::NewEvent, &[K::Char('u')], A::ClearLine,  "clear the line before the cursor"),
    ctrl(C::NewEvent, &[K::Char('w')], A::DeleteWord, "delete the word before the cursor"),
    b(C::Input,    &[K::Enter],     A::Submit,      "accept", true),
    b(C::Input,    &[K::Esc],       A::Cancel,      "cancel", true),
    b(C::Input,    &[K::Backspace], A::Backspace,   "delete", true),
    b(C::Input,    &[K::Delete],    A::Delete,      "delete at cursor", false),
    b(C::Input,    &[K::Left],      A::CursorLeft,  "cursor left", false),
    b(C::Input,    &[K::Right],     A::CursorRight, "cursor right", false),
    b(C::Input,    &[K::Home],      A::CursorHome,  "start of line", false),
    b(C::Input,    &[K::End],       A::CursorEnd,   "end of line", false),
    ctrl(C::Input, &[K::Char('u')], A::ClearLine,   "clear the line before the cursor"),
    ctrl(C::Input, &[K::Char('w')], A::DeleteWord,  "delete the word before the cursor"),
    // F1..F5 leave the field (its text is dropped, a search stays) and switch screens, so the
    // way out the results screen shows also works once a digit started typing.
    b(C::Input, &[K::F(1)], A::Screen(1), "registration", false),
    b(C::Input, &[K::F(2)], A::Screen(2), "pairings", false),
    b(C::Input, &[K::F(3)], A::Screen(3), "results", false),
    b(C::Input, &[K::F(4)], A::Screen(4), "standings", false),
    b(C::Input, &[K::F(5)], A::Screen(5), "audit log", false),
    // Picker.
    b(C::Picker, &[K::Enter],     A::OpenSelected, "open", true),
    b(C::Picker, &[K::Char('n')], A::NewEvent,     "new", true),
    b(C::Picker, &[K::Char('o')], A::OpenPath,     "open file", true),
    b(C::Picker, &[K::Char('M')], A::NewMuckEvent, "new Muck", true),
    // Registration.
    b(C::Registration, &[K::Char('a')], A::AddPlayer,    "add", true),
    b(C::Registration, &[K::Char('n')], A::RenamePlayer, "rename", true),
    b(C::Registration, &[K::Char('d')], A::DropPlayer,   "drop", true),
    b(C::Registration, &[K::Char('x')], A::RemovePlayer, "remove (before round 1)", true),
    b(C::Registration, &[K::Char('D')], A::UndropPlayer, "un-drop", true),
    // Pairings.
    b(C::Pairings, &[K::Char('p')],           A::PairRound,   "pair", true),
    b(C::Pairings, &[K::Char('r')],           A::Repair,      "re-pair", true),
    b(C::Pairings, &[K::Char('x')],           A::DeleteDraft, "delete draft", true),
    b(C::Pairings, &[K::Left, K::Char('h')],  A::SeatLeft,    "left seat", false),
    b(C::Pairings, &[K::Right, K::Char('l')], A::SeatRight,   "right seat", false),
    b(C::Pairings, &[K::Char('s')],           A::SwapPlayers, "swap players", true),
    b(C::Pairings, &[K::Char('t')],           A::SwapTables,  "swap tables", true),
    b(C::Pairings, &[K::Char('P')],           A::Publish,     "publish", true),
    // Results.
    b(C::Results, DIGITS_AND_I,              A::TypeResult, "TABLE SCORE ⏎", true),
    b(C::Results, &[K::Enter, K::Char('e')], A::TypeResult, "score here", false),
    // The rounds before `o`: at 80 columns the footer has room for them, not for `o`.
    b(C::Results, &[K::Char('[')], A::PrevRound,  "round back", true),
    b(C::Results, &[K::Char(']')], A::NextRound,  "round fwd", true),
    b(C::Results, &[K::Char('o')], A::ToggleOpen, "open only", true),
    // Muck: registration, draw, score sheets, ranking.
    b(C::MuckRegistration, &[K::Char('a')], A::AddPlayer,    "add pair/player", true),
    b(C::MuckRegistration, &[K::Char('m')], A::MakePair,     "make pair", true),
    b(C::MuckRegistration, &[K::Char('n')], A::RenamePlayer, "rename", true),
    b(C::MuckRegistration, &[K::Char('d')], A::DropPlayer,   "withdraw", true),
    b(C::MuckRegistration, &[K::Char('D')], A::UndropPlayer, "reinstate", true),
    b(C::MuckDraw, &[K::Char('p')],           A::PairRound,   "draw", true),
    b(C::MuckDraw, &[K::Char('P')],           A::Publish,     "publish", true),
    b(C::MuckDraw, &[K::Char('r')],           A::Repair,      "re-draw", true),
    b(C::MuckDraw, &[K::Char('x')],           A::DeleteDraft, "delete draft", true),
    b(C::MuckDraw, &[K::Left, K::Char('h')],  A::SeatLeft,    "seat left", false),
    b(C::MuckDraw, &[K::Right, K::Char('l')], A::SeatRight,   "seat right", false),
    b(C::MuckDraw, &[K::Char('s')],           A::SwapPlayers, "swap entrants", true),
    b(C::MuckDraw, &[K::Char('t')],           A::SwapTables,  "swap tables", true),
    b(C::MuckSheets, DIGITS,                    A::TypeResult,      "type sheet", true),
    b(C::MuckSheets, &[K::Enter, K::Char('e')], A::TypeResult,      "sheet here", false),
    b(C::MuckSheets, &[K::Char('v')],           A::SecondEntry,     "1st/2nd", true),
    b(C::MuckSheets, &[K::Char('a')],           A::TakeSecondEntry, "take 2nd", true),
    b(C::MuckSheets, &[K::Char('f')],           A::KeepFirstEntry,  "keep 1st", true),
    b(C::MuckSheets, &[K::Char('[')],           A::PrevRound,       "earlier", true),
    b(C::MuckSheets, &[K::Char(']')],           A::NextRound,       "later", true),
    b(C::MuckSheets, &[K::Char('o')],           A::ToggleOpen,      "open only", true),
    b(C::MuckRanking, &[K::Char('c')], A::Compare, "Plus / Plus-Minus", true),
    // Turnierfußball: lineups, match matrix, table, ranking list.
    b(C::FootballLineups, &[K::Char('a')],              A::AddPlayer,  "type lineup", true),
    b(C::FootballLineups, &[K::Enter, K::Char('e')],    A::TypeResult, "correct", true),
    b(C::FootballLineups, &[K::Char('x')],              A::DropPlayer, "withdraw", true),
    b(C::FootballLineups, &[K::Char('E')],              A::Publish,    "evaluate", true),
    b(C::FootballLineups, &[K::Char('W')],              A::SetWp,      "set WP", true),
    b(C::FootballLineups, &[K::Char('Z')],              A::SetZat,     "set ZAT", false),
    b(C::FootballMatrix, &[K::Char('[')],               A::PrevRound,  "earlier", true),
    b(C::FootballMatrix, &[K::Char(']')],               A::NextRound,  "later", true),
    b(C::FootballMatrix, &[K::Char('v')],               A::SecondEntry, "normal/anti", true),
    b(C::FootballTable, &[K::Char('[')],                A::PrevRound,  "earlier", true),
    b(C::FootballTable, &[K::Char(']')],                A::NextRound,  "later", true),
    b(C::FootballTable, &[K::Char('v')],                A::SecondEntry, "normal/anti", true),
    // Deich: registration with start FP, bids, the round, the race.
    b(C::DeichRegistration, &[K::Char('a')], A::AddPlayer,    "add", true),
    b(C::DeichRegistration, &[K::Char('n')], A::RenamePlayer, "rename", true),
    b(C::DeichRegistration, &[K::Char('p')], A::LastPlace,    "last place", true),
    b(C::DeichRegistration, &[K::Char('f')], A::StartFp,      "start FP", true),
    b(C::DeichRegistration, &[K::Char('d')], A::DropPlayer,   "drop (before round 1)", true),
    b(C::DeichRegistration, &[K::Char('D')], A::UndropPlayer, "un-drop", false),
    b(C::DeichBids, NAME_KEYS,   A::TypeBid, "NAME FP ⏎", true),
    b(C::DeichBids, &[K::Enter], A::TypeBid, "bid here", false),
    b(C::DeichRound, &[K::Char('e')], A::Evaluate,  "evaluate", true),
    b(C::DeichRound, &[K::Char('z')], A::SetZat,    "ZAT", true),
    b(C::DeichRound, &[K::Char('[')], A::PrevRound, "round back", true),
    b(C::DeichRound, &[K::Char(']')], A::NextRound, "round fwd", true),
    // Everywhere.
    b(C::Global, &[K::Char('q')],          A::Quit,       "quit", true),
    b(C::Global, &[K::Char('?')],          A::Help,       "help", true),
    b(C::Global, &[K::Char('/')],          A::Search,     "search", true),
    b(C::Global, &[K::Char('u')],          A::Undo,       "undo", true),
    b(C::Global, &[K::Char('w')],          A::Print,      "print", true),
    b(C::Global, &[K::Esc],                A::Cancel,     "cancel", false),
    b(C::Global, &[K::Tab],                A::NextScreen, "next screen", false),
    b(C::Global, &[K::BackTab],            A::PrevScreen, "previous screen", false),
    b(C::Global, &[K::Char('1'), K::F(1)], A::Screen(1),  "registration", false),
    b(C::Global, &[K::Char('2'), K::F(2)], A::Screen(2),  "pairings", false),
    b(C::Global, &[K::Char('3'), K::F(3)], A::Screen(3),  "results", false),
    b(C::Global, &[K::Char('4'), K::F(4)], A::Screen(4),  "standings", false),
    b(C::Global, &[K::Char('5'), K::F(5)], A::Screen(5),  "audit log", false),
    b(C::Global, &[K::Up, K::Char('k')],   A::Up,         "up", false),
    b(C::Global, &[K::Down, K::Char('j')], A::Down,       "down", false),
    b(C::Global, &[K::PageUp],             A::PageUp,     "page up", false),
    b(C::Global, &[K::PageDown],           A::PageDown,   "page down", false),
    b(C::Global, &[K::Home, K::Char('g')], A::Top,        "first", false),
    b(C::Global, &[K::End, K::Char('G')],  A::Bottom,     "last", false),
];
