//! The Grand Slam screens' keys: each screen's key-map context and its bindings, one line
//! each, in dispatch order within a context and in the order the footer and the `?` help list
//! them ([`crate::tui::keymap`], whose table has the desk's own keys). Columns: where it
//! applies, the keys (any of them), what it does, its label, and whether the footer shows it.

use crate::game::GameKind;
use crate::i18n;
use crate::tui::keymap::{Action, Binding, Context, bind as b};
use crossterm::event::KeyCode;

use Action as A;
use KeyCode as K;

/// The players and their strengths.
pub const PLAYERS: Context = Context::Screen(GameKind::GrandSlam, i18n::key("gsd-context-players"));

/// The round's entries and offer; playing it.
pub const ROUND: Context = Context::Screen(GameKind::GrandSlam, i18n::key("gsd-context-round"));

/// The round's offer shown (`o`): read it from a CSV file, type or remove a
/// tournament, the entry limits.
pub const OFFER: Context = Context::Screen(GameKind::GrandSlam, i18n::key("gsd-context-offer"));

/// The bracket of a tournament, a match set by set.
pub const BRACKET: Context = Context::Screen(GameKind::GrandSlam, i18n::key("gsd-context-bracket"));

/// The WRL.
pub const WRL: Context = Context::Screen(GameKind::GrandSlam, i18n::key("gsd-context-wrl"));

/// The Masters at the season's end.
pub const MASTERS: Context = Context::Screen(GameKind::GrandSlam, i18n::key("gsd-context-masters"));

/// Every binding of the Grand Slam screens.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // Grand Slam: players, the round (entries, offer), the bracket, the WRL.
    b(PLAYERS, &[K::Char('a')],           A::AddPlayer,   i18n::key("gsd-key-add"), true),
    // `o` early: at 80 columns in German the footer has room for it (the offer is set there).
    b(ROUND, &[K::Char('a')],             A::AddPlayer,   i18n::key("gsd-key-enter"), true),
    b(ROUND, &[K::Char('o')],             A::ToggleOpen,  i18n::key("gsd-key-offer"), true),
    b(ROUND, &[K::Char('P')],             A::Publish,     i18n::key("gsd-key-play"), true),
    b(ROUND, &[K::Enter, K::Char('e')],   A::TypeResult,  i18n::key("gsd-key-correct"), true),
    b(ROUND, &[K::Char('n')],             A::PairRound,   i18n::key("gsd-key-next-round"), true),
    b(ROUND, &[K::Char('x')],             A::DropPlayer,  i18n::key("gsd-key-withdraw"), true),
    b(OFFER, &[K::Char('i')],             A::OpenPath,    i18n::key("gsd-key-offer-file"), true),
    b(OFFER, &[K::Char('a')],             A::AddPlayer,   i18n::key("gsd-key-offer-type"), true),
    b(OFFER, &[K::Char('l')],             A::EntryLimits, i18n::key("gsd-key-limits"), true),
    b(OFFER, &[K::Char('o')],             A::ToggleOpen,  i18n::key("gsd-key-entries"), true),
    b(OFFER, &[K::Char('x')],             A::DropPlayer,  i18n::key("gsd-key-offer-remove"), true),
    b(OFFER, &[K::Char('n')],             A::PairRound,   i18n::key("gsd-key-next-round"), true),
    b(OFFER, &[K::Char('P')],             A::Publish,     i18n::key("gsd-key-play"), false),
    b(BRACKET, &[K::Enter],               A::TypeResult,  i18n::key("gsd-key-sets"), true),
    b(BRACKET, &[K::Char('t')],           A::SecondEntry, i18n::key("gsd-key-tournament"), true),
    b(BRACKET, &[K::Char('l')],           A::Compare,     i18n::key("gsd-key-lots"), true),
    b(BRACKET, &[K::Char('[')],           A::PrevRound,   i18n::key("desk-key-earlier"), true),
    b(BRACKET, &[K::Char(']')],           A::NextRound,   i18n::key("desk-key-later"), true),
    b(MASTERS, &[K::Char('a')],           A::AddPlayer,   i18n::key("gsd-key-masters-enter"), true),
    b(MASTERS, &[K::Char('S')],           A::TopCut,      i18n::key("gsd-key-masters-start"), true),
    b(MASTERS, &[K::Char('P')],           A::Publish,     i18n::key("gsd-key-masters-play"), true),
    b(MASTERS, &[K::Char('c')],           A::Credit,      i18n::key("gsd-key-credit"), true),
];
