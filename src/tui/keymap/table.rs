//! The key table: every binding of the desk, one line each, in dispatch order within a
//! context (the first binding of a key wins, [`super::lookup`]) and in the order the footer
//! and the `?` help list them. Columns: where it applies, the keys (any of them), what it
//! does, its label, and whether the footer shows it (every binding is in the help).

use super::{Action, Binding, Context};
use crate::i18n;
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
    // Picker.
    b(C::Picker, &[K::Enter],     A::OpenSelected, i18n::key("desk-key-open"), true),
    b(C::Picker, &[K::Char('n')], A::NewEvent,     i18n::key("desk-key-new"), true),
    b(C::Picker, &[K::Char('o')], A::OpenPath,     i18n::key("desk-key-open-file"), true),
    b(C::Picker, &[K::Char('M')], A::NewMuckEvent, i18n::key("desk-key-new-muck"), true),
    // Registration.
    b(C::Registration, &[K::Char('a')], A::AddPlayer,    i18n::key("desk-key-add"), true),
    b(C::Registration, &[K::Char('n')], A::RenamePlayer, i18n::key("desk-key-rename"), true),
    b(C::Registration, &[K::Char('d')], A::DropPlayer,   i18n::key("desk-key-drop"), true),
    b(C::Registration, &[K::Char('x')], A::RemovePlayer, i18n::key("desk-key-remove-before-round-1"), true),
    b(C::Registration, &[K::Char('D')], A::UndropPlayer, i18n::key("desk-key-un-drop"), true),
    // Pairings.
    b(C::Pairings, &[K::Char('p')],           A::PairRound,   i18n::key("desk-key-pair"), true),
    b(C::Pairings, &[K::Char('r')],           A::Repair,      i18n::key("desk-key-re-pair"), true),
    b(C::Pairings, &[K::Char('x')],           A::DeleteDraft, i18n::key("desk-key-delete-draft"), true),
    b(C::Pairings, &[K::Left, K::Char('h')],  A::SeatLeft,    i18n::key("desk-key-left-seat"), false),
    b(C::Pairings, &[K::Right, K::Char('l')], A::SeatRight,   i18n::key("desk-key-right-seat"), false),
    b(C::Pairings, &[K::Char('s')],           A::SwapPlayers, i18n::key("desk-key-swap-players"), true),
    b(C::Pairings, &[K::Char('t')],           A::SwapTables,  i18n::key("desk-key-swap-tables"), true),
    b(C::Pairings, &[K::Char('P')],           A::Publish,     i18n::key("desk-key-publish"), true),
    // Results.
    b(C::Results, DIGITS_AND_I,              A::TypeResult, i18n::key("desk-key-table-score-enter"), true),
    b(C::Results, &[K::Enter, K::Char('e')], A::TypeResult, i18n::key("desk-key-score-here"), false),
    // The rounds before `o`: at 80 columns the footer has room for them, not for `o`.
    b(C::Results, &[K::Char('[')], A::PrevRound,  i18n::key("desk-key-round-back"), true),
    b(C::Results, &[K::Char(']')], A::NextRound,  i18n::key("desk-key-round-fwd"), true),
    b(C::Results, &[K::Char('o')], A::ToggleOpen, i18n::key("desk-key-open-only"), true),
    // A shared event: a table two desks typed differently; in the footer only there.
    b(C::Results, &[K::Char('a')], A::TakeSecondEntry, i18n::key("desk-key-take-other-desk-result"), true),
    b(C::Results, &[K::Char('f')], A::KeepFirstEntry,  i18n::key("desk-key-keep-standing-result"), true),
    // Swiss standings: the top cut and the playoff bracket (R-S18, R-S19).
    b(C::Standings, &[K::Char('c')], A::TopCut,  i18n::key("playoff-key-top-cut"), true),
    b(C::Standings, &[K::Char('b')], A::Bracket, i18n::key("playoff-key-bracket"), true),
    // Muck: registration, draw, score sheets, ranking.
    b(C::MuckRegistration, &[K::Char('a')], A::AddPlayer,    i18n::key("desk-key-add-pair-player"), true),
    b(C::MuckRegistration, &[K::Char('m')], A::MakePair,     i18n::key("desk-key-make-pair"), true),
    b(C::MuckRegistration, &[K::Char('n')], A::RenamePlayer, i18n::key("desk-key-rename"), true),
    b(C::MuckRegistration, &[K::Char('d')], A::DropPlayer,   i18n::key("desk-key-withdraw"), true),
    b(C::MuckRegistration, &[K::Char('D')], A::UndropPlayer, i18n::key("desk-key-reinstate"), true),
    b(C::MuckDraw, &[K::Char('p')],           A::PairRound,   i18n::key("desk-key-draw"), true),
    b(C::MuckDraw, &[K::Char('P')],           A::Publish,     i18n::key("desk-key-publish"), true),
    b(C::MuckDraw, &[K::Char('r')],           A::Repair,      i18n::key("desk-key-re-draw"), true),
    b(C::MuckDraw, &[K::Char('x')],           A::DeleteDraft, i18n::key("desk-key-delete-draft"), true),
    b(C::MuckDraw, &[K::Left, K::Char('h')],  A::SeatLeft,    i18n::key("desk-key-seat-left"), false),
    b(C::MuckDraw, &[K::Right, K::Char('l')], A::SeatRight,   i18n::key("desk-key-seat-right"), false),
    b(C::MuckDraw, &[K::Char('s')],           A::SwapPlayers, i18n::key("desk-key-swap-entrants"), true),
    b(C::MuckDraw, &[K::Char('t')],           A::SwapTables,  i18n::key("desk-key-swap-tables"), true),
    b(C::MuckSheets, DIGITS,                    A::TypeResult,      i18n::key("desk-key-type-sheet"), true),
    b(C::MuckSheets, &[K::Enter, K::Char('e')], A::TypeResult,      i18n::key("desk-key-sheet-here"), false),
    b(C::MuckSheets, &[K::Char('v')],           A::SecondEntry,     i18n::key("desk-key-first-second"), true),
    b(C::MuckSheets, &[K::Char('a')],           A::TakeSecondEntry, i18n::key("desk-key-take-second"), true),
    b(C::MuckSheets, &[K::Char('f')],           A::KeepFirstEntry,  i18n::key("desk-key-keep-first"), true),
    b(C::MuckSheets, &[K::Char('[')],           A::PrevRound,       i18n::key("desk-key-earlier"), true),
    b(C::MuckSheets, &[K::Char(']')],           A::NextRound,       i18n::key("desk-key-later"), true),
    b(C::MuckSheets, &[K::Char('o')],           A::ToggleOpen,      i18n::key("desk-key-open-only"), true),
    b(C::MuckRanking, &[K::Char('c')], A::Compare, i18n::key("desk-key-plus-plus-minus"), true),
    // Turnierfußball: lineups, match matrix, table, ranking list.
    b(C::FootballLineups, &[K::Char('a')],              A::AddPlayer,  i18n::key("desk-key-type-lineup"), true),
    b(C::FootballLineups, &[K::Enter, K::Char('e')],    A::TypeResult, i18n::key("desk-key-correct"), true),
    b(C::FootballLineups, &[K::Char('x')],              A::DropPlayer, i18n::key("desk-key-withdraw"), true),
    b(C::FootballLineups, &[K::Char('E')],              A::Publish,    i18n::key("desk-key-evaluate"), true),
    b(C::FootballLineups, &[K::Char('W')],              A::SetWp,      i18n::key("desk-key-set-wp"), true),
    b(C::FootballLineups, &[K::Char('Z')],              A::SetZat,     i18n::key("desk-key-set-zat"), false),
    b(C::FootballMatrix, &[K::Char('[')],               A::PrevRound,  i18n::key("desk-key-earlier"), true),
    b(C::FootballMatrix, &[K::Char(']')],               A::NextRound,  i18n::key("desk-key-later"), true),
    b(C::FootballMatrix, &[K::Char('v')],               A::SecondEntry, i18n::key("desk-key-normal-anti"), true),
    b(C::FootballTable, &[K::Char('[')],                A::PrevRound,  i18n::key("desk-key-earlier"), true),
    b(C::FootballTable, &[K::Char(']')],                A::NextRound,  i18n::key("desk-key-later"), true),
    b(C::FootballTable, &[K::Char('v')],                A::SecondEntry, i18n::key("desk-key-normal-anti"), true),
    // Deich: registration with start FP, bids, the round, the race.
    b(C::DeichRegistration, &[K::Char('a')], A::AddPlayer,    i18n::key("desk-key-add"), true),
    b(C::DeichRegistration, &[K::Char('n')], A::RenamePlayer, i18n::key("desk-key-rename"), true),
    b(C::DeichRegistration, &[K::Char('p')], A::LastPlace,    i18n::key("desk-key-last-place"), true),
    b(C::DeichRegistration, &[K::Char('f')], A::StartFp,      i18n::key("desk-key-start-fp"), true),
    b(C::DeichRegistration, &[K::Char('d')], A::DropPlayer,   i18n::key("desk-key-drop-before-round-1"), true),
    b(C::DeichRegistration, &[K::Char('D')], A::UndropPlayer, i18n::key("desk-key-un-drop"), false),
    b(C::DeichBids, NAME_KEYS,   A::TypeBid, i18n::key("desk-key-name-fp-enter"), true),
    b(C::DeichBids, &[K::Enter], A::TypeBid, i18n::key("desk-key-bid-here"), false),
    b(C::DeichRound, &[K::Char('e')], A::Evaluate,  i18n::key("desk-key-evaluate"), true),
    b(C::DeichRound, &[K::Char('z')], A::SetZat,    i18n::key("desk-key-zat"), true),
    b(C::DeichRound, &[K::Char('[')], A::PrevRound, i18n::key("desk-key-round-back"), true),
    b(C::DeichRound, &[K::Char(']')], A::NextRound, i18n::key("desk-key-round-fwd"), true),
    // Grand Slam: players, the round (entries, offer), the bracket, the WRL.
    b(C::GrandSlamPlayers, &[K::Char('a')],           A::AddPlayer,   i18n::key("gsd-key-add"), true),
    // `o` early: at 80 columns in German the footer has room for it (the offer is set there).
    b(C::GrandSlamRound, &[K::Char('a')],             A::AddPlayer,   i18n::key("gsd-key-enter"), true),
    b(C::GrandSlamRound, &[K::Char('o')],             A::ToggleOpen,  i18n::key("gsd-key-offer"), true),
    b(C::GrandSlamRound, &[K::Char('P')],             A::Publish,     i18n::key("gsd-key-play"), true),
    b(C::GrandSlamRound, &[K::Enter, K::Char('e')],   A::TypeResult,  i18n::key("gsd-key-correct"), true),
    b(C::GrandSlamRound, &[K::Char('n')],             A::PairRound,   i18n::key("gsd-key-next-round"), true),
    b(C::GrandSlamRound, &[K::Char('x')],             A::DropPlayer,  i18n::key("gsd-key-withdraw"), true),
    b(C::GrandSlamOffer, &[K::Char('i')],             A::OpenPath,    i18n::key("gsd-key-offer-file"), true),
    b(C::GrandSlamOffer, &[K::Char('a')],             A::AddPlayer,   i18n::key("gsd-key-offer-type"), true),
    b(C::GrandSlamOffer, &[K::Char('l')],             A::EntryLimits, i18n::key("gsd-key-limits"), true),
    b(C::GrandSlamOffer, &[K::Char('o')],             A::ToggleOpen,  i18n::key("gsd-key-entries"), true),
    b(C::GrandSlamOffer, &[K::Char('x')],             A::DropPlayer,  i18n::key("gsd-key-offer-remove"), true),
    b(C::GrandSlamOffer, &[K::Char('n')],             A::PairRound,   i18n::key("gsd-key-next-round"), true),
    b(C::GrandSlamOffer, &[K::Char('P')],             A::Publish,     i18n::key("gsd-key-play"), false),
    b(C::GrandSlamBracket, &[K::Enter],               A::TypeResult,  i18n::key("gsd-key-sets"), true),
    b(C::GrandSlamBracket, &[K::Char('t')],           A::SecondEntry, i18n::key("gsd-key-tournament"), true),
    b(C::GrandSlamBracket, &[K::Char('l')],           A::Compare,     i18n::key("gsd-key-lots"), true),
    b(C::GrandSlamBracket, &[K::Char('[')],           A::PrevRound,   i18n::key("desk-key-earlier"), true),
    b(C::GrandSlamBracket, &[K::Char(']')],           A::NextRound,   i18n::key("desk-key-later"), true),
    b(C::GrandSlamMasters, &[K::Char('a')],           A::AddPlayer,   i18n::key("gsd-key-masters-enter"), true),
    b(C::GrandSlamMasters, &[K::Char('S')],           A::TopCut,      i18n::key("gsd-key-masters-start"), true),
    b(C::GrandSlamMasters, &[K::Char('P')],           A::Publish,     i18n::key("gsd-key-masters-play"), true),
    b(C::GrandSlamMasters, &[K::Char('c')],           A::Credit,      i18n::key("gsd-key-credit"), true),
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
    // A system with a fifth screen of its own (Grand Slam: the Masters) has the audit log at 6.
    b(C::Global, &[K::Char('6')],          A::Screen(6),  i18n::key("desk-key-audit-log"), false),
    b(C::Global, &[K::Up, K::Char('k')],   A::Up,         i18n::key("desk-key-up"), false),
    b(C::Global, &[K::Down, K::Char('j')], A::Down,       i18n::key("desk-key-down"), false),
    b(C::Global, &[K::PageUp],             A::PageUp,     i18n::key("desk-key-page-up"), false),
    b(C::Global, &[K::PageDown],           A::PageDown,   i18n::key("desk-key-page-down"), false),
    b(C::Global, &[K::Home, K::Char('g')], A::Top,        i18n::key("desk-key-first"), false),
    b(C::Global, &[K::End, K::Char('G')],  A::Bottom,     i18n::key("desk-key-last"), false),
    // The desk's own, after the screens' and the global keys (Deich bids type `L`; F6 works
    // there too). Not in the footer: the help lists it.
    b(C::Desk, &[K::Char('L'), K::F(6)], A::DeskSettings, i18n::key("desk-key-settings"), false),
    // The round clock and the wall screen: after the screens' keys, so `C` and `V` type where a
    // screen types letters (Deich bids); F7 and F8 work everywhere.
    b(C::Desk, &[K::Char('C'), K::F(7)], A::Clock, i18n::key("clock-key-clock"), false),
    b(C::Desk, &[K::Char('V'), K::F(8)], A::Wall,  i18n::key("wall-key-wall"), false),
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
