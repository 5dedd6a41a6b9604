//! The Turnierfußball screens' keys: each screen's key-map context and its bindings, one line
//! each, in dispatch order within a context and in the order the footer and the `?` help list
//! them ([`crate::tui::keymap`], whose table has the desk's own keys). Columns: where it
//! applies, the keys (any of them), what it does, its label, and whether the footer shows it.

use crate::game::GameKind;
use crate::i18n;
use crate::tui::keymap::{Action, Binding, Context, bind as b};
use crossterm::event::KeyCode;

use Action as A;
use KeyCode as K;

/// Lineups: typed lineups, corrections, the evaluation.
pub const LINEUPS: Context = Context::Screen(
    GameKind::Football,
    i18n::key("desk-context-football-lineups"),
);

/// The match matrix.
pub const MATRIX: Context = Context::Screen(
    GameKind::Football,
    i18n::key("desk-context-football-matrix"),
);

/// The table.
pub const TABLE: Context =
    Context::Screen(GameKind::Football, i18n::key("desk-context-football-table"));

/// The ranking list.
pub const RANKING: Context = Context::Screen(
    GameKind::Football,
    i18n::key("desk-context-football-ranking"),
);

/// Every binding of the Turnierfußball screens.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // Turnierfußball: lineups, match matrix, table, ranking list.
    b(LINEUPS, &[K::Char('a')],              A::AddPlayer,  i18n::key("desk-key-type-lineup"), true),
    b(LINEUPS, &[K::Enter, K::Char('e')],    A::TypeResult, i18n::key("desk-key-correct"), true),
    b(LINEUPS, &[K::Char('x')],              A::DropPlayer, i18n::key("desk-key-withdraw"), true),
    b(LINEUPS, &[K::Char('E')],              A::Publish,    i18n::key("desk-key-evaluate"), true),
    b(LINEUPS, &[K::Char('W')],              A::SetWp,      i18n::key("desk-key-set-wp"), true),
    b(LINEUPS, &[K::Char('Z')],              A::SetZat,     i18n::key("desk-key-set-zat"), false),
    b(MATRIX, &[K::Char('[')],               A::PrevRound,  i18n::key("desk-key-earlier"), true),
    b(MATRIX, &[K::Char(']')],               A::NextRound,  i18n::key("desk-key-later"), true),
    b(MATRIX, &[K::Char('v')],               A::SecondEntry, i18n::key("desk-key-normal-anti"), true),
    b(TABLE, &[K::Char('[')],                A::PrevRound,  i18n::key("desk-key-earlier"), true),
    b(TABLE, &[K::Char(']')],                A::NextRound,  i18n::key("desk-key-later"), true),
    b(TABLE, &[K::Char('v')],                A::SecondEntry, i18n::key("desk-key-normal-anti"), true),
];
