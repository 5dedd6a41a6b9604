//! The Swiss screens' keys: each screen's key-map context and its bindings, one line
//! each, in dispatch order within a context and in the order the footer and the `?` help list
//! them ([`crate::tui::keymap`], whose table has the desk's own keys). Columns: where it
//! applies, the keys (any of them), what it does, its label, and whether the footer shows it.

use crate::game::GameKind;
use crate::i18n;
use crate::tui::keymap::{Action, Binding, Context, DIGITS_AND_I, bind as b};
use crossterm::event::KeyCode;

use Action as A;
use KeyCode as K;

/// Registration: players, drops, late entries.
pub const REGISTRATION: Context =
    Context::Screen(GameKind::Swiss, i18n::key("desk-context-registration"));

/// Pairings: the draft and the published round.
pub const PAIRINGS: Context = Context::Screen(GameKind::Swiss, i18n::key("desk-context-pairings"));

/// Result entry.
pub const RESULTS: Context = Context::Screen(GameKind::Swiss, i18n::key("desk-context-results"));

/// Standings, the top cut and the playoff bracket.
pub const STANDINGS: Context =
    Context::Screen(GameKind::Swiss, i18n::key("desk-context-standings"));

/// Every binding of the Swiss screens.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // Registration.
    b(REGISTRATION, &[K::Char('a')], A::AddPlayer,    i18n::key("desk-key-add"), true),
    b(REGISTRATION, &[K::Char('n')], A::RenamePlayer, i18n::key("desk-key-rename"), true),
    b(REGISTRATION, &[K::Char('d')], A::DropPlayer,   i18n::key("desk-key-drop"), true),
    b(REGISTRATION, &[K::Char('x')], A::RemovePlayer, i18n::key("desk-key-remove-before-round-1"), true),
    b(REGISTRATION, &[K::Char('D')], A::UndropPlayer, i18n::key("desk-key-un-drop"), true),
    // Pairings.
    b(PAIRINGS, &[K::Char('p')],           A::PairRound,   i18n::key("desk-key-pair"), true),
    b(PAIRINGS, &[K::Char('r')],           A::Repair,      i18n::key("desk-key-re-pair"), true),
    b(PAIRINGS, &[K::Char('x')],           A::DeleteDraft, i18n::key("desk-key-delete-draft"), true),
    b(PAIRINGS, &[K::Left, K::Char('h')],  A::SeatLeft,    i18n::key("desk-key-left-seat"), false),
    b(PAIRINGS, &[K::Right, K::Char('l')], A::SeatRight,   i18n::key("desk-key-right-seat"), false),
    b(PAIRINGS, &[K::Char('s')],           A::SwapPlayers, i18n::key("desk-key-swap-players"), true),
    b(PAIRINGS, &[K::Char('t')],           A::SwapTables,  i18n::key("desk-key-swap-tables"), true),
    b(PAIRINGS, &[K::Char('P')],           A::Publish,     i18n::key("desk-key-publish"), true),
    // Results.
    b(RESULTS, DIGITS_AND_I,              A::TypeResult, i18n::key("desk-key-table-score-enter"), true),
    b(RESULTS, &[K::Enter, K::Char('e')], A::TypeResult, i18n::key("desk-key-score-here"), false),
    // The room: a result the players reported from their phones; in the footer only then, and
    // before the rounds, so that it fits at 80 columns.
    b(RESULTS, &[K::Char('R')], A::AcceptReport, i18n::key("desk-key-accept-report"), true),
    b(RESULTS, &[K::Char('X')], A::DismissReports, i18n::key("desk-key-dismiss-reports"), false),
    // The rounds before `o`: at 80 columns the footer has room for them, not for `o`.
    b(RESULTS, &[K::Char('[')], A::PrevRound,  i18n::key("desk-key-round-back"), true),
    b(RESULTS, &[K::Char(']')], A::NextRound,  i18n::key("desk-key-round-fwd"), true),
    b(RESULTS, &[K::Char('o')], A::ToggleOpen, i18n::key("desk-key-open-only"), true),
    // A shared event: a table two desks typed differently; in the footer only there.
    b(RESULTS, &[K::Char('a')], A::TakeSecondEntry, i18n::key("desk-key-take-other-desk-result"), true),
    b(RESULTS, &[K::Char('f')], A::KeepFirstEntry,  i18n::key("desk-key-keep-standing-result"), true),
    // Swiss standings: the top cut and the playoff bracket (R-S18, R-S19).
    b(STANDINGS, &[K::Char('c')], A::TopCut,  i18n::key("playoff-key-top-cut"), true),
    b(STANDINGS, &[K::Char('b')], A::Bracket, i18n::key("playoff-key-bracket"), true),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keymap::{SCREEN_SWITCH, digits_typed, hints, lookup};
    use crossterm::event::{KeyEvent, KeyModifiers};

    use Context as C;

    fn key(c: KeyCode) -> KeyEvent {
        KeyEvent::new(c, KeyModifiers::NONE)
    }

    #[test]
    fn specific_context_wins() {
        let ctx = [RESULTS, C::Global];
        assert_eq!(lookup(&ctx, key(K::Char('3'))), Some(A::TypeResult));
        let ctx = [STANDINGS, C::Global];
        assert_eq!(lookup(&ctx, key(K::Char('3'))), Some(A::Screen(3)));
        assert_eq!(lookup(&ctx, key(K::F(3))), Some(A::Screen(3)));
    }

    #[test]
    fn ctrl_chords_are_not_the_screens_letters() {
        // Ctrl-U is not `u` (undo) on a screen.
        let ctrl_u = KeyEvent::new(K::Char('u'), KeyModifiers::CONTROL);
        assert_eq!(lookup(&[REGISTRATION, C::Global], ctrl_u), None);
        let shifted = KeyEvent::new(K::Char('P'), KeyModifiers::SHIFT);
        assert_eq!(lookup(&[PAIRINGS], shifted), Some(A::Publish));
    }

    #[test]
    fn where_digits_type_the_footer_starts_with_the_screen_keys() {
        let h = hints(&[RESULTS, C::Global]);
        assert_eq!(h[0], ("F1-F5/Tab".to_string(), "desk-key-switch-screens"));
        assert!(digits_typed(&[RESULTS, C::Global]));
        for ctx in [PAIRINGS, STANDINGS, REGISTRATION] {
            assert!(!digits_typed(&[ctx, C::Global]), "{ctx:?}");
            let h = hints(&[ctx, C::Global]);
            assert!(h.iter().all(|(_, l)| *l != SCREEN_SWITCH.1), "{ctx:?}");
        }
    }

    #[test]
    fn footer_hints_come_from_the_table() {
        let h = hints(&[PAIRINGS, C::Global]);
        assert!(
            h.iter()
                .any(|(k, l)| k == "P" && i18n::t_in(i18n::Lang::En, l) == "publish")
        );
        assert!(
            h.iter()
                .any(|(k, l)| k == "q" && i18n::t_in(i18n::Lang::En, l) == "quit")
        );
    }
}
