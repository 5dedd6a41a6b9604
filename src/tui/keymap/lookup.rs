//! Reading the key table: the action of a key in the contexts in force, the names of keys
//! as the footer and the help show them, and the footer's hints.

use super::table::{DIGITS, DIGITS_AND_I, NAME_KEYS};
use super::{Action, BINDINGS, Binding, Context};
use crate::game::GameKind;
use crate::i18n;
use crate::tui::game;
use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use Action as A;
use Context as C;
use KeyCode as K;

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
        of_context(*ctx)
            .filter(|b| b.ctrl == ctrl)
            .find(|b| b.keys.contains(&key.code))
            .map(|b| b.action)
    })
}

/// A key's name as shown in the footer and help: `q`, `Enter`, `↑`, `F1`; the names of the
/// language in force (German keyboards say `Entf`, `Pos1`, `Bild↑`).
pub fn key_name(code: KeyCode) -> String {
    let name = match code {
        K::Char(' ') => i18n::key("desk-keycap-space"),
        K::Char(c) => return c.to_string(),
        K::Enter => i18n::key("desk-keycap-enter"),
        K::Esc => i18n::key("desk-keycap-esc"),
        K::Tab => i18n::key("desk-keycap-tab"),
        K::BackTab => i18n::key("desk-keycap-backtab"),
        K::Backspace => i18n::key("desk-keycap-backspace"),
        K::Delete => i18n::key("desk-keycap-delete"),
        K::Up => return "↑".into(),
        K::Down => return "↓".into(),
        K::Left => return "←".into(),
        K::Right => return "→".into(),
        K::PageUp => i18n::key("desk-keycap-page-up"),
        K::PageDown => i18n::key("desk-keycap-page-down"),
        K::Home => i18n::key("desk-keycap-home"),
        K::End => i18n::key("desk-keycap-end"),
        K::F(n) => return format!("F{n}"),
        other => return format!("{other:?}"),
    };
    i18n::t(name).to_string()
}

/// The keys of a binding as one label: `y/Enter`; the digits of result entry as `0-9/i`; a
/// Ctrl chord as `Ctrl-U`.
pub fn keys_label(b: &Binding) -> String {
    if b.ctrl {
        return b
            .keys
            .iter()
            .map(|k| match k {
                K::Char(c) => format!("{}-{}", i18n::t("desk-keycap-ctrl"), c.to_ascii_uppercase()),
                other => format!("{}-{}", i18n::t("desk-keycap-ctrl"), key_name(*other)),
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
    if b.keys == NAME_KEYS {
        return "a-z/0-9".into();
    }
    b.keys
        .iter()
        .map(|k| key_name(*k))
        .collect::<Vec<_>>()
        .join("/")
}

/// The footer hints for `contexts`, in order, each `(keys, label)` with the label as its
/// Fluent key ([`Binding::label`]; the footer looks it up where it draws it, so a system's
/// screen can leave hints out by key in any language); a key taken by an earlier
/// context is not shown again for a later one. Where the screen types digits, the first hint
/// is how to switch screens ([`SCREEN_SWITCH`]).
pub fn hints(contexts: &[Context]) -> Vec<(String, &'static str)> {
    let mut seen: Vec<KeyCode> = Vec::new();
    let mut out = Vec::new();
    if digits_typed(contexts) {
        out.push((SCREEN_SWITCH.0.to_string(), SCREEN_SWITCH.1));
    }
    for ctx in contexts {
        for b in of_context(*ctx) {
            let fresh = b.keys.iter().any(|k| !seen.contains(k));
            if b.footer && fresh {
                out.push((footer_keys(b), b.label));
            }
            if !b.ctrl {
                seen.extend_from_slice(b.keys);
            }
        }
    }
    out
}

/// The keys a footer hint names: [`keys_label`], except that the German desk shows `j` for
/// yes (`j:ja`, as its questions say, so footer and question agree; `y` still answers).
fn footer_keys(b: &Binding) -> String {
    if b.action == A::Yes && i18n::lang() == i18n::Lang::De {
        return "j".into();
    }
    keys_label(b)
}

/// The hint shown first in the footer, and in the help, of a screen whose own keys take the
/// digits (result entry): the number keys type there, so the screens switch by F-key or Tab.
pub const SCREEN_SWITCH: (&str, &str) = ("F1-F5/Tab", i18n::key("desk-key-switch-screens"));

/// Whether a context before [`Context::Global`] in `contexts` takes a digit that switches
/// screens elsewhere (`1`..`5`): then only F1..F5 and Tab switch, and the footer and the
/// help say so first ([`SCREEN_SWITCH`]). Read from the table, like dispatch.
pub fn digits_typed(contexts: &[Context]) -> bool {
    let screen_digits: Vec<KeyCode> = of_context(C::Global)
        .filter(|b| matches!(b.action, A::Screen(_)))
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

/// The bindings of one context, in table order: for dispatch, the footer and the help
/// overlay. A system's screen ([`Context::Screen`]) has them in its system's table; the
/// desk's contexts in the desk's table, then any a system adds there (the picker's shortcut
/// to a new event of it).
pub fn of_context(ctx: Context) -> impl Iterator<Item = &'static Binding> {
    let tables: Vec<&'static [Binding]> = match ctx {
        C::Screen(kind, _) => vec![game::desk(kind).bindings()],
        _ => std::iter::once(BINDINGS)
            .chain(GameKind::ALL.map(|kind| game::desk(kind).bindings()))
            .collect(),
    };
    tables
        .into_iter()
        .flatten()
        .filter(move |b| b.context == ctx)
}

/// Every binding: the desk's own table, then each system's ([`GameKind::ALL`]).
pub fn bindings() -> impl Iterator<Item = &'static Binding> {
    BINDINGS.iter().chain(
        GameKind::ALL
            .into_iter()
            .flat_map(|kind| game::desk(kind).bindings()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(c: KeyCode) -> KeyEvent {
        KeyEvent::new(c, KeyModifiers::NONE)
    }

    #[test]
    fn no_key_is_bound_twice_in_one_context() {
        let all: Vec<&Binding> = bindings().collect();
        for (i, x) in all.iter().enumerate() {
            for y in &all[i + 1..] {
                if x.context == y.context && x.ctrl == y.ctrl {
                    for k in x.keys {
                        assert!(!y.keys.contains(k), "{k:?} twice in {:?}", x.context);
                    }
                }
            }
        }
    }

    #[test]
    fn every_systems_bindings_are_of_its_own_screens_or_a_new_event_of_it() {
        for kind in GameKind::ALL {
            for b in game::desk(kind).bindings() {
                let own = match b.context {
                    C::Screen(k, _) => k == kind,
                    C::Picker => b.action == A::NewEventOf(kind),
                    _ => false,
                };
                assert!(own, "{kind:?}: {:?} {:?}", b.context, b.action);
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
        assert_eq!(lookup(&[C::Input], ctrl_u), Some(A::ClearLine));
        assert_eq!(lookup(&[C::Input], key(K::Char('u'))), None);
        let ctrl_w = KeyEvent::new(K::Char('w'), KeyModifiers::CONTROL);
        assert_eq!(lookup(&[C::PrintDialog], ctrl_w), Some(A::DeleteWord));
        assert_eq!(lookup(&[C::NewEvent], ctrl_u), Some(A::ClearLine));
        let b = of_context(C::Input).find(|b| b.action == A::ClearLine);
        assert_eq!(b.map(keys_label), Some("Ctrl-U".to_string()));
    }

    #[test]
    fn typing_f_keys_still_switch_screens() {
        assert_eq!(lookup(&[C::Input], key(K::F(4))), Some(A::Screen(4)));
        assert_eq!(lookup(&[C::Input], key(K::Char('4'))), None);
    }
}
