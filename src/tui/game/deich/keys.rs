//! The Deich screens' keys: each screen's key-map context and its bindings, one line
//! each, in dispatch order within a context and in the order the footer and the `?` help list
//! them ([`crate::tui::keymap`], whose table has the desk's own keys). Columns: where it
//! applies, the keys (any of them), what it does, its label, and whether the footer shows it.

use crate::game::GameKind;
use crate::i18n;
use crate::tui::keymap::{Action, Binding, Context, NAME_KEYS, bind as b};
use crossterm::event::KeyCode;

use Action as A;
use KeyCode as K;

/// Registration with start FP.
pub const REGISTRATION: Context = Context::Screen(
    GameKind::Deich,
    i18n::key("desk-context-deich-registration"),
);

/// Bid entry for the open round.
pub const BIDS: Context = Context::Screen(GameKind::Deich, i18n::key("desk-context-deich-bids"));

/// A round's result; evaluation and the ZAT.
pub const ROUND: Context = Context::Screen(GameKind::Deich, i18n::key("desk-context-deich-round"));

/// The race so far, the final order.
pub const RACE: Context = Context::Screen(GameKind::Deich, i18n::key("desk-context-deich-race"));

/// Every binding of the Deich screens.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // Deich: registration with start FP, bids, the round, the race.
    b(REGISTRATION, &[K::Char('a')], A::AddPlayer,    i18n::key("desk-key-add"), true),
    b(REGISTRATION, &[K::Char('n')], A::RenamePlayer, i18n::key("desk-key-rename"), true),
    b(REGISTRATION, &[K::Char('p')], A::LastPlace,    i18n::key("desk-key-last-place"), true),
    b(REGISTRATION, &[K::Char('f')], A::StartFp,      i18n::key("desk-key-start-fp"), true),
    b(REGISTRATION, &[K::Char('d')], A::DropPlayer,   i18n::key("desk-key-drop-before-round-1"), true),
    b(REGISTRATION, &[K::Char('D')], A::UndropPlayer, i18n::key("desk-key-un-drop"), false),
    b(BIDS, NAME_KEYS,   A::TypeBid, i18n::key("desk-key-name-fp-enter"), true),
    b(BIDS, &[K::Enter], A::TypeBid, i18n::key("desk-key-bid-here"), false),
    b(ROUND, &[K::Char('e')], A::Evaluate,  i18n::key("desk-key-evaluate"), true),
    b(ROUND, &[K::Char('z')], A::SetZat,    i18n::key("desk-key-zat"), true),
    b(ROUND, &[K::Char('[')], A::PrevRound, i18n::key("desk-key-round-back"), true),
    b(ROUND, &[K::Char(']')], A::NextRound, i18n::key("desk-key-round-fwd"), true),
];
