//! A text as data: a Fluent key and its arguments, put into words only when it is shown.
//! Refusals ([`super::Rejected`]) and audit entries ([`super::AuditEntry`]) carry a [`Msg`] so
//! that the engines build no sentences: the words are chosen by [`Msg`]'s `Display` in the
//! language in force ([`crate::i18n::lang`]), and a saved audit entry does not depend on the
//! language it was written in.
//!
//! Code that builds its own words passes English text ([`Msg::Text`], from a `String` or
//! `&str`): it is shown as it is, in every language. Every system's engine (Swiss, Muck,
//! Turnierfußball, Deich, Grand Slam) gives keys.

use crate::i18n::{self, Lang};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A text: fixed words, or a Fluent key with arguments.
///
/// Saved (in an audit entry) as `Key(key: "audit-publish", args: [("round", Num(3))])`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Msg {
    /// Words fixed in one language (English): code that builds its own text, an old save.
    Text(String),
    /// A key of the `i18n/*/*.ftl` files and its arguments, by name.
    Key {
        /// The Fluent message id (`err-name-empty`, `audit-publish`).
        key: String,
        /// The arguments, in the order given.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        args: Vec<(String, MsgArg)>,
    },
    /// Texts in a row, each put into words on its own and joined by `sep` (`Anna out, Ben
    /// out`). A list of any length is one level deep in a save, so that an audit entry
    /// listing many players still reads back (a RON reader refuses nesting past a fixed depth).
    List {
        /// The texts, in order; an empty list reads as nothing.
        items: Vec<Msg>,
        /// What stands between two of them.
        #[serde(default, skip_serializing_if = "ListSep::is_comma")]
        sep: ListSep,
    },
}

/// What joins the texts of a [`Msg::List`]: the same in German and English.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ListSep {
    /// `, `: items of one kind.
    #[default]
    Comma,
    /// `; `: clauses that hold commas themselves.
    Semicolon,
}

impl ListSep {
    fn is_comma(&self) -> bool {
        *self == Self::Comma
    }

    fn as_str(self) -> &'static str {
        match self {
            Self::Comma => ", ",
            Self::Semicolon => "; ",
        }
    }
}

/// One argument of a [`Msg`].
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MsgArg {
    /// A number (counts choose Fluent's plural forms).
    Num(i64),
    /// A text shown as it is (a name, a score `2-0`, a range `1..8`).
    Text(String),
    /// A text that is itself put into words in the language in force.
    Msg(Box<Msg>),
}

impl Msg {
    /// The text of Fluent key `key` (written as a literal so `tests/engines/i18n_keys.rs` sees it), without
    /// arguments so far.
    pub fn key(key: &str) -> Self {
        Self::Key {
            key: key.to_string(),
            args: Vec::new(),
        }
    }

    /// The texts `items` joined by `sep` ([`Msg::List`]); `None` when there are none.
    pub fn list(items: Vec<Msg>, sep: ListSep) -> Option<Self> {
        (!items.is_empty()).then_some(Self::List { items, sep })
    }

    /// With the number argument `name`.
    #[must_use]
    pub fn num(self, name: &str, value: impl TryInto<i64>) -> Self {
        let v = value.try_into().unwrap_or(i64::MAX);
        self.arg(name, MsgArg::Num(v))
    }

    /// With the text argument `name`, shown as it is.
    #[must_use]
    pub fn text(self, name: &str, value: impl fmt::Display) -> Self {
        self.arg(name, MsgArg::Text(value.to_string()))
    }

    /// With the argument `name` that is itself a text in words.
    #[must_use]
    pub fn msg(self, name: &str, value: impl Into<Msg>) -> Self {
        self.arg(name, MsgArg::Msg(Box::new(value.into())))
    }

    fn arg(mut self, name: &str, value: MsgArg) -> Self {
        match &mut self {
            Self::Key { args, .. } => args.push((name.to_string(), value)),
            // A fixed text or a list takes no arguments; keep it as it is.
            Self::Text(_) | Self::List { .. } => {}
        }
        self
    }

    /// Whether this is a key (so it reads in every language), not fixed words.
    pub fn is_key(&self) -> bool {
        matches!(self, Self::Key { .. })
    }

    /// The text in English, whatever the language in force (what a save keeps as `what`).
    pub fn english(&self) -> String {
        i18n::with_lang(Lang::En, || self.to_string())
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Text(text) => f.write_str(text),
            Self::List { items, sep } => {
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(sep.as_str())?;
                    }
                    write!(f, "{item}")?;
                }
                Ok(())
            }
            Self::Key { key, args } => {
                let rendered: Vec<(&str, String)> = args
                    .iter()
                    .filter_map(|(n, v)| match v {
                        MsgArg::Msg(m) => Some((n.as_str(), m.to_string())),
                        _ => None,
                    })
                    .collect();
                let values: Vec<i18n::Arg<'_>> = args
                    .iter()
                    .map(|(n, v)| {
                        let name = static_name(n);
                        let value = match v {
                            MsgArg::Num(x) => i18n::value(*x),
                            MsgArg::Text(s) => i18n::value(s.as_str()),
                            MsgArg::Msg(_) => i18n::value(
                                rendered
                                    .iter()
                                    .find(|(r, _)| r == n)
                                    .map_or("", |(_, s)| s.as_str()),
                            ),
                        };
                        (name, value)
                    })
                    .collect();
                f.write_str(&i18n::t_args(key, &values))
            }
        }
    }
}

/// Argument names live as long as the process: the set is small and fixed by the code (a
/// saved entry's names are the code's names), so each is kept once.
fn static_name(name: &str) -> &'static str {
    use std::collections::HashSet;
    use std::sync::{Mutex, OnceLock};
    static NAMES: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let names = NAMES.get_or_init(Default::default);
    let Ok(mut set) = names.lock() else {
        return "arg";
    };
    if let Some(n) = set.get(name) {
        return n;
    }
    let leaked: &'static str = Box::leak(name.to_string().into_boxed_str());
    set.insert(leaked);
    leaked
}

impl From<String> for Msg {
    fn from(text: String) -> Self {
        Self::Text(text)
    }
}

impl From<&str> for Msg {
    fn from(text: &str) -> Self {
        Self::Text(text.to_string())
    }
}

/// A word stored as `&'static str` in a refusal (the round words of
/// [`super::lifecycle::RoundWords`], a command's description): an i18n key, looked up in the
/// language in force, or (in code not converted yet) the English words themselves.
pub fn word(s: &'static str) -> &'static str {
    if !s.is_empty() && !s.contains(' ') && i18n::has_key(Lang::En, s) {
        i18n::t(s)
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_reads_in_the_language_in_force_and_text_stays() {
        let m = Msg::key("audit-publish").num("round", 3);
        assert_eq!(m.english(), "publish round 3");
        assert_eq!(
            i18n::with_lang(Lang::De, || m.to_string()),
            "Runde 3 veröffentlicht"
        );
        let fixed = Msg::from("bid Anna 500 FP");
        assert_eq!(
            i18n::with_lang(Lang::De, || fixed.to_string()),
            "bid Anna 500 FP"
        );
        let nested = Msg::key("audit-undo").msg("what", m);
        assert_eq!(nested.english(), "undo: publish round 3");
        assert_eq!(
            i18n::with_lang(Lang::De, || nested.to_string()),
            "rückgängig: Runde 3 veröffentlicht"
        );
    }

    #[test]
    fn a_word_is_a_key_or_the_words() {
        assert_eq!(word("draw the next round"), "draw the next round");
        assert_eq!(word(""), "");
        assert_eq!(
            i18n::with_lang(Lang::De, || word("err-words-muck-first")),
            "die nächste Runde auslosen"
        );
    }
}
