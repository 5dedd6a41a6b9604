//! The Muck screens' keys: each screen's key-map context and its bindings, one line
//! each, in dispatch order within a context and in the order the footer and the `?` help list
//! them ([`crate::tui::keymap`], whose table has the desk's own keys). Columns: where it
//! applies, the keys (any of them), what it does, its label, and whether the footer shows it.

use crate::game::GameKind;
use crate::i18n;
use crate::tui::keymap::{Action, Binding, Context, DIGITS, bind as b};
use crossterm::event::KeyCode;

use Action as A;
use KeyCode as K;

/// Registration: pairs and single players.
pub const REGISTRATION: Context =
    Context::Screen(GameKind::Muck, i18n::key("desk-context-muck-registration"));

/// The draw: the draft or published round.
pub const DRAW: Context = Context::Screen(GameKind::Muck, i18n::key("desk-context-muck-draw"));

/// Score sheets: result entry per table and Bobbl.
pub const SHEETS: Context = Context::Screen(GameKind::Muck, i18n::key("desk-context-muck-sheets"));

/// The ranking by Bobbl and Tore, with the Plus / Plus-Minus comparison.
pub const RANKING: Context =
    Context::Screen(GameKind::Muck, i18n::key("desk-context-muck-ranking"));

/// Every binding of the Muck screens.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // The picker's shortcut to a new evening (the form set to Muck).
    b(Context::Picker, &[K::Char('M')], A::NewEventOf(GameKind::Muck), i18n::key("desk-key-new-muck"), true),
    // Muck: registration, draw, score sheets, ranking.
    b(REGISTRATION, &[K::Char('a')], A::AddPlayer,    i18n::key("desk-key-add-pair-player"), true),
    b(REGISTRATION, &[K::Char('m')], A::MakePair,     i18n::key("desk-key-make-pair"), true),
    b(REGISTRATION, &[K::Char('n')], A::RenamePlayer, i18n::key("desk-key-rename"), true),
    b(REGISTRATION, &[K::Char('d')], A::DropPlayer,   i18n::key("desk-key-withdraw"), true),
    b(REGISTRATION, &[K::Char('D')], A::UndropPlayer, i18n::key("desk-key-reinstate"), true),
    b(REGISTRATION, &[K::Char('x')], A::RemovePlayer, i18n::key("desk-key-remove-never-played"), true),
    b(DRAW, &[K::Char('p')],           A::PairRound,   i18n::key("desk-key-draw"), true),
    b(DRAW, &[K::Char('P')],           A::Publish,     i18n::key("desk-key-publish"), true),
    b(DRAW, &[K::Char('r')],           A::Repair,      i18n::key("desk-key-re-draw"), true),
    b(DRAW, &[K::Char('x')],           A::DeleteDraft, i18n::key("desk-key-delete-draft"), true),
    b(DRAW, &[K::Left, K::Char('h')],  A::SeatLeft,    i18n::key("desk-key-seat-left"), false),
    b(DRAW, &[K::Right, K::Char('l')], A::SeatRight,   i18n::key("desk-key-seat-right"), false),
    b(DRAW, &[K::Char('s')],           A::SwapPlayers, i18n::key("desk-key-swap-entrants"), true),
    b(DRAW, &[K::Char('t')],           A::SwapTables,  i18n::key("desk-key-swap-tables"), true),
    b(SHEETS, DIGITS,                    A::TypeResult,      i18n::key("desk-key-type-sheet"), true),
    b(SHEETS, &[K::Enter, K::Char('e')], A::TypeResult,      i18n::key("desk-key-sheet-here"), false),
    b(SHEETS, &[K::Char('v')],           A::SecondEntry,     i18n::key("desk-key-first-second"), true),
    b(SHEETS, &[K::Char('a')],           A::TakeSecondEntry, i18n::key("desk-key-take-second"), true),
    b(SHEETS, &[K::Char('f')],           A::KeepFirstEntry,  i18n::key("desk-key-keep-first"), true),
    // The room: a sheet the players reported from their phones; in the footer only then.
    b(SHEETS, &[K::Char('R')],           A::AcceptReport,    i18n::key("desk-key-accept-report"), true),
    b(SHEETS, &[K::Char('X')],           A::DismissReports,  i18n::key("desk-key-dismiss-reports"), false),
    b(SHEETS, &[K::Char('[')],           A::PrevRound,       i18n::key("desk-key-earlier"), true),
    b(SHEETS, &[K::Char(']')],           A::NextRound,       i18n::key("desk-key-later"), true),
    b(SHEETS, &[K::Char('o')],           A::ToggleOpen,      i18n::key("desk-key-open-only"), true),
    b(RANKING, &[K::Char('c')], A::Compare, i18n::key("desk-key-plus-plus-minus"), true),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keymap::{SCREEN_SWITCH, digits_typed, hints};

    #[test]
    fn where_digits_type_the_footer_starts_with_the_screen_keys() {
        let h = hints(&[SHEETS, Context::Global]);
        assert_eq!(h[0], ("F1-F5/Tab".to_string(), "desk-key-switch-screens"));
        assert!(digits_typed(&[SHEETS, Context::Global]));
        assert!(!digits_typed(&[RANKING, Context::Global]));
        let h = hints(&[RANKING, Context::Global]);
        assert!(h.iter().all(|(_, l)| *l != SCREEN_SWITCH.1));
    }
}
