//! The desk's key table: every binding of the desk's own contexts (the systems' screens have
//! theirs in their `keys.rs`), one line each, in dispatch order within a context (the first
//! binding of a key wins, [`super::lookup`]) and in the order the footer and the `?` help list
//! them. Columns: where it applies, the keys (any of them), what it
//! does, its label, and whether the footer shows it (every binding is in the help).

use super::{Action, Binding, Context};
use crate::i18n;
use crossterm::event::KeyCode;

use Action as A;
use Context as C;
use KeyCode as K;
use bind as b;

/// A binding without Ctrl; `footer`: shown in the footer hint bar too. (The systems' tables
/// use it too, as `b`.)
pub const fn bind(
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
pub const fn ctrl(
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

/// The digits, as a screen that types a score takes them (the key label `0-9`).
#[rustfmt::skip]
pub const DIGITS: &[KeyCode] = &[
    K::Char('0'), K::Char('1'), K::Char('2'), K::Char('3'), K::Char('4'),
    K::Char('5'), K::Char('6'), K::Char('7'), K::Char('8'), K::Char('9'),
];

/// The digits and `i` (a result typed as `id`), as a screen that types a result takes them
/// (the key label `0-9/i`).
#[rustfmt::skip]
pub const DIGITS_AND_I: &[KeyCode] = &[
    K::Char('0'), K::Char('1'), K::Char('2'), K::Char('3'), K::Char('4'),
    K::Char('5'), K::Char('6'), K::Char('7'), K::Char('8'), K::Char('9'), K::Char('i'),
];

/// What starts a line that types a name or a number from the screen (a bid): the digits and
/// every letter of a name, `q`, `u` and `w` too: a line typed there must never quit, undo or
/// print (screens switch by F-key or Tab; Ctrl-C quits). The key label `a-z/0-9`.
#[rustfmt::skip]
pub const NAME_KEYS: &[KeyCode] = &[
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

/// Every binding of the desk's own contexts, most specific contexts first within dispatch (see
/// [`super::lookup`]).
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // b(context,   keys,   action,   label,   in the footer)  /  ctrl(context, keys, action, label)
    // Popups and input.
    // Only `y` says yes: Enter ends every typed line, so a second Enter must not answer a
    // question that changes data; any other key leaves the question open.
    b(C::Confirm, &[K::Char('y')],         A::Yes, i18n::key("desk-key-yes"), true),
    // `j` (ja) says yes too, for the German desk; not in the footer, whose title names it.
    b(C::Confirm, &[K::Char('j')],         A::Yes, i18n::key("desk-key-yes"), false),
    b(C::Confirm, &[K::Char('n'), K::Esc], A::No,  i18n::key("desk-key-no"), true),
    b(C::Help, &[K::Esc, K::Char('?'), K::Char('q')], A::No,       i18n::key("desk-key-close"), true),
    b(C::Help, &[K::Up, K::Char('k')],                A::Up,       i18n::key("desk-key-scroll-up"), false),
    b(C::Help, &[K::Down, K::Char('j')],              A::Down,     i18n::key("desk-key-scroll-down"), false),
    b(C::Help, &[K::PageUp],                          A::PageUp,   i18n::key("desk-key-page-up"), false),
    b(C::Help, &[K::PageDown, K::Char(' ')],          A::PageDown, i18n::key("desk-key-page-down"), false),
    b(C::PrintDialog,    &[K::Enter],     A::Submit,     i18n::key("desk-key-print"), true),
    b(C::PrintDialog,    &[K::Esc],       A::Cancel,     i18n::key("desk-key-cancel"), true),
    b(C::PrintDialog,    &[K::Up],        A::Up,         i18n::key("desk-key-prev-field"), true),
    b(C::PrintDialog,    &[K::Down],      A::Down,       i18n::key("desk-key-next-field"), true),
    b(C::PrintDialog,    &[K::Left],      A::PrevOption, i18n::key("desk-key-prev-choice"), true),
    b(C::PrintDialog,    &[K::Right],     A::NextOption, i18n::key("desk-key-next-choice"), true),
    b(C::PrintDialog,    &[K::BackTab],   A::Up,         i18n::key("desk-key-prev-field"), false),
    b(C::PrintDialog,    &[K::Tab],       A::Down,       i18n::key("desk-key-next-field"), false),
    b(C::PrintDialog,    &[K::Char(' ')], A::NextOption, i18n::key("desk-key-next-choice"), false),
    b(C::PrintDialog,    &[K::Backspace], A::Backspace,  i18n::key("desk-key-delete-path"), false),
    b(C::PrintDialog,    &[K::Delete],    A::Delete,     i18n::key("desk-key-path-delete-at-cursor"), false),
    b(C::PrintDialog,    &[K::Home],      A::CursorHome, i18n::key("desk-key-path-start-move-on-it"), false),
    b(C::PrintDialog,    &[K::End],       A::CursorEnd,  i18n::key("desk-key-path-end"), false),
    ctrl(C::PrintDialog, &[K::Char('u')], A::ClearLine,  i18n::key("desk-key-clear-the-line-before-the-cursor")),
    ctrl(C::PrintDialog, &[K::Char('w')], A::DeleteWord, i18n::key("desk-key-delete-the-word-before-the-cursor")),
    b(C::NewEvent,    &[K::Enter],     A::Submit,     i18n::key("desk-key-create"), true),
    b(C::NewEvent,    &[K::Esc],       A::Cancel,     i18n::key("desk-key-cancel"), true),
    b(C::NewEvent,    &[K::Up],        A::Up,         i18n::key("desk-key-prev-row"), true),
    b(C::NewEvent,    &[K::Down],      A::Down,       i18n::key("desk-key-next-row"), true),
    b(C::NewEvent,    &[K::Left],      A::PrevOption, i18n::key("desk-key-less-prev"), true),
    b(C::NewEvent,    &[K::Right],     A::NextOption, i18n::key("desk-key-more-next"), true),
    b(C::NewEvent,    &[K::BackTab],   A::Up,         i18n::key("desk-key-prev-row"), false),
    b(C::NewEvent,    &[K::Tab],       A::Down,       i18n::key("desk-key-next-row"), false),
    b(C::NewEvent,    &[K::Char(' ')], A::NextOption, i18n::key("desk-key-next-choice-name-a-space"), false),
    b(C::NewEvent,    &[K::Backspace], A::Backspace,  i18n::key("desk-key-delete-name-numbers"), false),
    b(C::NewEvent,    &[K::Delete],    A::Delete,     i18n::key("desk-key-name-delete-at-cursor"), false),
    b(C::NewEvent,    &[K::Home],      A::CursorHome, i18n::key("desk-key-name-start-move-on-it"), false),
    b(C::NewEvent,    &[K::End],       A::CursorEnd,  i18n::key("desk-key-name-end"), false),
    ctrl(C::NewEvent, &[K::Char('u')], A::ClearLine,  i18n::key("desk-key-clear-the-line-before-the-cursor")),
    ctrl(C::NewEvent, &[K::Char('w')], A::DeleteWord, i18n::key("desk-key-delete-the-word-before-the-cursor")),
    b(C::Input,    &[K::Enter],     A::Submit,      i18n::key("desk-key-accept"), true),
    b(C::Input,    &[K::Esc],       A::Cancel,      i18n::key("desk-key-cancel"), true),
    b(C::Input,    &[K::Backspace], A::Backspace,   i18n::key("desk-key-delete"), true),
    b(C::Input,    &[K::Delete],    A::Delete,      i18n::key("desk-key-delete-at-cursor"), false),
    b(C::Input,    &[K::Left],      A::CursorLeft,  i18n::key("desk-key-cursor-left"), false),
    b(C::Input,    &[K::Right],     A::CursorRight, i18n::key("desk-key-cursor-right"), false),
    b(C::Input,    &[K::Home],      A::CursorHome,  i18n::key("desk-key-start-of-line"), false),
    b(C::Input,    &[K::End],       A::CursorEnd,   i18n::key("desk-key-end-of-line"), false),
    ctrl(C::Input, &[K::Char('u')], A::ClearLine,   i18n::key("desk-key-clear-the-line-before-the-cursor")),
    ctrl(C::Input, &[K::Char('w')], A::DeleteWord,  i18n::key("desk-key-delete-the-word-before-the-cursor")),
    // F1..F5 leave the field (its text is dropped, a search stays) and switch screens, so the
    // way out the results screen shows also works once a digit started typing.
    b(C::Input, &[K::F(1)], A::Screen(1), i18n::key("desk-key-registration"), false),
    b(C::Input, &[K::F(2)], A::Screen(2), i18n::key("desk-key-pairings"), false),
    b(C::Input, &[K::F(3)], A::Screen(3), i18n::key("desk-key-results"), false),
    b(C::Input, &[K::F(4)], A::Screen(4), i18n::key("desk-key-standings"), false),
    b(C::Input, &[K::F(5)], A::Screen(5), i18n::key("desk-key-audit-log"), false),
    // Picker (a system may add its shortcut to a new event of it, after these).
    b(C::Picker, &[K::Enter],     A::OpenSelected, i18n::key("desk-key-open"), true),
    b(C::Picker, &[K::Char('n')], A::NewEvent,     i18n::key("desk-key-new"), true),
    b(C::Picker, &[K::Char('o')], A::OpenPath,     i18n::key("desk-key-open-file"), true),
    // The desk settings popup: closing first, then the choice (one row so far: ↑ ↓ only in
    // the help).
    b(C::DeskSettings, &[K::Enter, K::Esc, K::Char('L'), K::F(6)], A::Cancel, i18n::key("desk-key-close"), true),
    b(C::DeskSettings, &[K::Left],                A::PrevOption, i18n::key("desk-key-prev-choice"), true),
    b(C::DeskSettings, &[K::Right, K::Char(' ')], A::NextOption, i18n::key("desk-key-next-choice"), true),
    b(C::DeskSettings, &[K::Up],                  A::Up,         i18n::key("desk-key-prev-row"), false),
    b(C::DeskSettings, &[K::Down],                A::Down,       i18n::key("desk-key-next-row"), false),
    // Everywhere.
    b(C::Global, &[K::Char('q')],          A::Quit,       i18n::key("desk-key-quit"), true),
    b(C::Global, &[K::Char('?')],          A::Help,       i18n::key("desk-key-help"), true),
    b(C::Global, &[K::Char('/')],          A::Search,     i18n::key("desk-key-search"), true),
    b(C::Global, &[K::Char('u')],          A::Undo,       i18n::key("desk-key-undo"), true),
    b(C::Global, &[K::Char('w')],          A::Print,      i18n::key("desk-key-print"), true),
    b(C::Global, &[K::Esc],                A::Cancel,     i18n::key("desk-key-cancel"), false),
    b(C::Global, &[K::Tab],                A::NextScreen, i18n::key("desk-key-next-screen"), false),
    b(C::Global, &[K::BackTab],            A::PrevScreen, i18n::key("desk-key-previous-screen"), false),
    b(C::Global, &[K::Char('1'), K::F(1)], A::Screen(1),  i18n::key("desk-key-registration"), false),
    b(C::Global, &[K::Char('2'), K::F(2)], A::Screen(2),  i18n::key("desk-key-pairings"), false),
    b(C::Global, &[K::Char('3'), K::F(3)], A::Screen(3),  i18n::key("desk-key-results"), false),
    b(C::Global, &[K::Char('4'), K::F(4)], A::Screen(4),  i18n::key("desk-key-standings"), false),
    b(C::Global, &[K::Char('5'), K::F(5)], A::Screen(5),  i18n::key("desk-key-audit-log"), false),
    // A system with a fifth screen of its own has the audit log at 6.
    b(C::Global, &[K::Char('6')],          A::Screen(6),  i18n::key("desk-key-audit-log"), false),
    b(C::Global, &[K::Up, K::Char('k')],   A::Up,         i18n::key("desk-key-up"), false),
    b(C::Global, &[K::Down, K::Char('j')], A::Down,       i18n::key("desk-key-down"), false),
    b(C::Global, &[K::PageUp],             A::PageUp,     i18n::key("desk-key-page-up"), false),
    b(C::Global, &[K::PageDown],           A::PageDown,   i18n::key("desk-key-page-down"), false),
    b(C::Global, &[K::Home, K::Char('g')], A::Top,        i18n::key("desk-key-first"), false),
    b(C::Global, &[K::End, K::Char('G')],  A::Bottom,     i18n::key("desk-key-last"), false),
    // The desk's own, after the screens' and the global keys (a screen that types names
    // types `L`; F6 works
    // there too). Not in the footer: the help lists it.
    b(C::Desk, &[K::Char('L'), K::F(6)], A::DeskSettings, i18n::key("desk-key-settings"), false),
    // The round clock and the wall screen: after the screens' keys, so `C` and `V` type where a
    // screen types letters (a bid line); F7 and F8 work everywhere.
    b(C::Desk, &[K::Char('C'), K::F(7)], A::Clock, i18n::key("clock-key-clock"), false),
    b(C::Desk, &[K::Char('V'), K::F(8)], A::Wall,  i18n::key("wall-key-wall"), false),
    b(C::Desk, &[K::F(9)],               A::Room,  i18n::key("room-key-serve"), false),
    b(C::Clock, &[K::Char('s')],             A::ClockStart,   i18n::key("clock-key-start"), true),
    b(C::Clock, &[K::Enter],                 A::ClockStart,   i18n::key("clock-key-start"), false),
    b(C::Clock, &[K::Char(' ')],             A::ClockPause,   i18n::key("clock-key-pause"), true),
    b(C::Clock, &[K::Char('+')],             A::ClockMore,    i18n::key("clock-key-more"), true),
    b(C::Clock, &[K::Char('-')],             A::ClockLess,    i18n::key("clock-key-less"), true),
    b(C::Clock, &[K::Char('>')],             A::ClockLonger,  i18n::key("clock-key-longer"), true),
    b(C::Clock, &[K::Char('<')],             A::ClockShorter, i18n::key("clock-key-shorter"), true),
    b(C::Clock, &[K::Esc],                              A::Cancel, i18n::key("clock-key-close"), true),
    b(C::Clock, &[K::Char('q'), K::Char('C'), K::F(7)], A::Cancel, i18n::key("clock-key-close"), false),
];
