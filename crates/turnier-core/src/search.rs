//! Search as you type: case-, accent- and word-order-insensitive prefix match on name parts
//! (`me mü` finds "Müller, Meike"), so a director finds a player by whatever part of the name
//! the slip shows.
//!
//! A name is split into parts at spaces, commas, hyphens and other punctuation. Each word of
//! the query must be the prefix of a different part. Letters are compared lowercased and
//! without accents (`ü` = `u`, `ß` = `ss`); a name part also matches in its German spelling
//! (`Müller` is found by `mue` as well as by `mu`).

/// A name prepared once for matching (at commit time, not per keystroke).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NameKey {
    /// Each part of the name: (folded without accents, folded with German `ae oe ue`).
    parts: Vec<(String, String)>,
}

impl NameKey {
    /// Splits and folds `name`.
    pub fn new(name: &str) -> Self {
        let parts = split(name)
            .map(|p| (fold(p, false), fold(p, true)))
            .filter(|(a, _)| !a.is_empty())
            .collect();
        Self { parts }
    }
}

/// A query prepared for matching many names: its words, folded.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Query {
    words: Vec<String>,
}

impl Query {
    /// Splits and folds `text`; an empty or blank query matches every name.
    pub fn new(text: &str) -> Self {
        let words = split(text)
            .map(|w| fold(w, false))
            .filter(|w| !w.is_empty())
            .collect();
        Self { words }
    }

    /// Whether the query has no words (matches everything).
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// Whether every query word is the prefix of a different part of `name`, in any order.
    pub fn matches(&self, name: &NameKey) -> bool {
        if self.words.len() > name.parts.len() {
            return false;
        }
        let mut used = vec![false; name.parts.len()];
        assign(&self.words, &name.parts, &mut used)
    }

    /// [`Query::matches`] for text that is not a name (an audit line): the query's words are
    /// a phrase, matched against consecutive tokens of the text (`table 3` finds "table 3",
    /// not "pair round 3: 16 table(s)"); one word may stand anywhere. Numbers in the query
    /// must equal a whole number of the text (`7` finds "table 7", not "table 17", "70", nor
    /// the score `21:7` or `2-7`, which are one token each); words stay prefix matches.
    pub fn matches_text(&self, text: &str) -> bool {
        self.matches_key(&TextKey::new(text))
    }

    /// [`Query::matches_text`] for a text prepared once ([`TextKey`]).
    pub fn matches_key(&self, text: &TextKey) -> bool {
        self.words.is_empty()
            || text
                .tokens
                .windows(self.words.len())
                .any(|win| win.iter().zip(&self.words).all(|(t, w)| t.matches(w)))
    }

    /// [`Query::matches_text`] for texts joined with ` / ` (a Muck side or pair, `Berta /
    /// Else`), each prepared once: the same as matching the joined text, whose tokens are
    /// theirs one after the other (the ` / ` between them is no token).
    pub fn matches_keys(&self, texts: &[&TextKey]) -> bool {
        if self.words.is_empty() {
            return true;
        }
        let toks: Vec<&Token> = texts.iter().flat_map(|t| &t.tokens).collect();
        toks.windows(self.words.len())
            .any(|win| win.iter().zip(&self.words).all(|(t, w)| t.matches(w)))
    }

    /// [`Query::matches`] for names joined with ` / ` (a Muck pair, `Berta / Else`), each
    /// prepared once: the same as matching the joined name, whose parts are theirs.
    pub fn matches_all(&self, names: &[&NameKey]) -> bool {
        let parts: Vec<&(String, String)> = names.iter().flat_map(|n| &n.parts).collect();
        if self.words.len() > parts.len() {
            return false;
        }
        let mut used = vec![false; parts.len()];
        assign(&self.words, &parts, &mut used)
    }
}

/// A text that is not a name (an audit line), split into tokens once ([`Query::matches_key`]):
/// at commit time, not per keystroke.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TextKey {
    tokens: Vec<Token>,
}

impl TextKey {
    /// Splits and folds `text` (runs of letters and digits, as `matches_text` reads a text).
    pub fn new(text: &str) -> Self {
        Self {
            tokens: tokens(text),
        }
    }
}

/// The open event's texts prepared for search once per change of the event, never per key:
/// each audit entry's text and each participant's name as text (a Muck side is searched as
/// the text `Berta / Else`). Every command adds one audit entry, so the log's length (and its
/// last entry's time) says when the event changed; the log only grows, so only the new
/// entries are prepared, and only the names that changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TextIndex {
    /// The event's version when last brought up to date.
    version: Option<(usize, Option<DateTime<Utc>>)>,
    /// Each audit entry's text, in log order.
    audit: Vec<TextKey>,
    /// Each participant's name and its key, by registration index.
    names: Vec<(String, TextKey)>,
}

impl TextIndex {
    /// Brings the index up to date with `t` (nothing to do while `t` is unchanged).
    pub fn update(&mut self, t: &Event) {
        let version = (t.audit.len(), t.audit.last().map(|a| a.at));
        if self.version == Some(version) {
            return;
        }
        if self.audit.len() > t.audit.len() {
            self.audit.clear();
        }
        let known = self.audit.len();
        self.audit.extend(t.audit[known..].iter().map(|a| {
            // The stored English words and the entry in German: the log is searched in
            // either language, whichever the desk speaks now or later.
            let german = crate::i18n::with_lang(crate::i18n::Lang::De, || a.text());
            TextKey::new(&format!("{} · {german}", a.what))
        }));
        self.names.truncate(t.registry.participants.len());
        for (i, p) in t.registry.participants.iter().enumerate() {
            match self.names.get_mut(i) {
                Some((name, _)) if *name == p.name => {}
                Some(slot) => *slot = (p.name.clone(), TextKey::new(&p.name)),
                None => self.names.push((p.name.clone(), TextKey::new(&p.name))),
            }
        }
        self.version = Some(version);
    }

    /// Audit entry `i`'s text (0-based, log order), if prepared.
    pub fn audit(&self, i: usize) -> Option<&TextKey> {
        self.audit.get(i)
    }

    /// Player `id`'s name as text ([`Registry::name_of`]): prepared, or prepared now for an id
    /// the registry does not know (its name is the id then).
    pub fn player(&self, reg: &Registry, id: PlayerId) -> Cow<'_, TextKey> {
        let i = (id.0 as usize).wrapping_sub(1);
        match reg.participant(id).and(self.names.get(i)) {
            Some((_, key)) => Cow::Borrowed(key),
            None => Cow::Owned(TextKey::new(&reg.name_of(id))),
        }
    }
}

/// A token of a text that is not a name ([`tokens`]).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    /// Digits standing alone: `15` of "table 15".
    Number(String),
    /// A word, folded as name parts are (without accents, and in German spelling).
    Word(String, String),
    /// Digits joined by `:` `-` `.` `/` (a score `21:5`, a result `2-1`, a date): matches
    /// nothing a query can type as one word.
    Joined,
}

impl Token {
    fn matches(&self, w: &str) -> bool {
        match self {
            Self::Number(n) => n == w,
            Self::Word(plain, german) => {
                !w.chars().all(|c| c.is_ascii_digit())
                    && (plain.starts_with(w) || german.starts_with(w))
            }
            Self::Joined => false,
        }
    }
}

/// `text` split into tokens in order: runs of letters and digits, where digits joined by `:`
/// `-` `.` `/` to more digits form one token (`2-1`) that is not a plain number. A digit run
/// glued to letters (`R2D2`) is a word, so its digits are not a number standing alone.
/// `table 15` gives the word `table` and the number `15`; `(tables 3, 7)` gives `tables`, `3`,
/// `7`.
fn tokens(text: &str) -> Vec<Token> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_alphanumeric() {
            i += 1;
            continue;
        }
        let start = i;
        let mut joined = false;
        while i < chars.len() {
            if chars[i].is_alphanumeric() {
                i += 1;
            } else if matches!(chars[i], ':' | '-' | '.' | '/')
                && chars[i - 1].is_ascii_digit()
                && chars.get(i + 1).is_some_and(char::is_ascii_digit)
            {
                joined = true;
                i += 1;
            } else {
                break;
            }
        }
        let tok: String = chars[start..i].iter().collect();
        if joined
            && tok
                .chars()
                .all(|c| c.is_ascii_digit() || ":-./".contains(c))
        {
            out.push(Token::Joined);
        } else if tok.chars().all(|c| c.is_ascii_digit()) {
            out.push(Token::Number(tok));
        } else {
            // A word; letters around a joined run (`A1-2`) give its parts as words, none of
            // them a number.
            for part in split(&tok) {
                out.push(Token::Word(fold(part, false), fold(part, true)));
            }
        }
    }
    out
}

/// Backtracking assignment of words to distinct parts (names have a handful of parts).
fn assign<P: Borrow<(String, String)>>(words: &[String], parts: &[P], used: &mut [bool]) -> bool {
    let Some((w, rest)) = words.split_first() else {
        return true;
    };
    for (i, (plain, german)) in parts.iter().map(Borrow::borrow).enumerate() {
        if !used[i] && (plain.starts_with(w.as_str()) || german.starts_with(w.as_str())) {
            used[i] = true;
            if assign(rest, parts, used) {
                return true;
            }
            used[i] = false;
        }
    }
    false
}

fn split(s: &str) -> impl Iterator<Item = &str> {
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|p| !p.is_empty())
}

use crate::fold::fold;
use crate::game::{Event, PlayerId, Registry};
use chrono::{DateTime, Utc};
use std::borrow::{Borrow, Cow};

#[cfg(test)]
mod tests {
    use super::*;

    fn m(q: &str, name: &str) -> bool {
        Query::new(q).matches(&NameKey::new(name))
    }

    #[test]
    fn issue_example() {
        assert!(m("me mü", "Müller, Meike"));
        assert!(m("mü me", "Müller, Meike"));
        assert!(m("mu", "Müller, Meike"));
        assert!(m("mue", "Müller, Meike"));
        assert!(m("MÜLLER", "Müller, Meike"));
        assert!(m("meike muller", "Müller, Meike"));
    }

    #[test]
    fn prefix_of_parts_only() {
        assert!(!m("ller", "Müller, Meike"));
        assert!(!m("meikex", "Müller, Meike"));
        assert!(m("jo-an", "Jo-Anne Smith"));
    }

    #[test]
    fn each_word_needs_its_own_part() {
        assert!(!m("me me", "Müller, Meike"));
        assert!(m("me me", "Meike Meier"));
        assert!(!m("a b c", "Anna Bert"));
    }

    #[test]
    fn accents_both_ways() {
        assert!(m("jose", "José Núñez"));
        assert!(m("josé nunez", "Jose Nunez"));
        assert!(m("lodz", "Łódź Team"));
        assert!(m("strasse", "Straße"));
    }

    #[test]
    fn empty_query_matches_all() {
        assert!(m("", "Anna"));
        assert!(m("  , ", "Anna"));
        assert!(Query::new(" ").is_empty());
    }

    #[test]
    fn text_numbers_match_whole() {
        let q = Query::new("7");
        assert!(q.matches_text("result table 7: Anna 2-1 Bert"));
        assert!(!q.matches_text("result table 17: Anna 2-1 Bert"));
        assert!(Query::new("7 anna").matches_text("result table 7: Anna 2-1 Bert"));
        assert!(Query::new("mül").matches_text("drop Müller, Meike after round 2"));
    }

    #[test]
    fn text_numbers_are_not_parts_of_scores() {
        let q = Query::new("table 5");
        assert!(q.matches_text("result table 5: Anna 2-1 Bert"));
        assert!(!q.matches_text("result table 15: Anna 2-1 Bert"));
        assert!(!q.matches_text("result table 12: Anna / Bert 21:5 20:21 Carl / Dora"));
        assert!(!Query::new("1").matches_text("result table 7: Anna 2-1 Bert"));
        assert!(Query::new("7").matches_text("swap tables 3 ↔ 7"));
        assert!(Query::new("3").matches_text("swap players A ↔ B (tables 3, 7)"));
        assert!(!Query::new("2").matches_text("late entry R2D2"));
        // Words stay prefix matches.
        assert!(Query::new("tab 5").matches_text("result table 5: Anna 2-1 Bert"));
    }

    #[test]
    fn text_words_are_a_phrase() {
        let q = Query::new("table 3");
        assert!(q.matches_text("result table 3: Anna 2-1 Bert"));
        assert!(!q.matches_text("pair round 3: 16 table(s)"));
        assert!(!q.matches_text("result table 13: Anna 2-1 Bert"));
        // The words in their order, next to each other.
        assert!(!Query::new("anna 7").matches_text("result table 7: Anna 2-1 Bert"));
        assert!(Query::new("round 3").matches_text("pair round 3: 16 table(s)"));
        assert!(Query::new("tables 3 7").matches_text("swap players A ↔ B (tables 3, 7)"));
        assert!(Query::new("anna schm 2").matches_text("drop Anna Schmidt #2 after round 1"));
        assert!(Query::new("müller meike").matches_text("drop Müller, Meike after round 2"));
        assert!(!Query::new("meike müller").matches_text("drop Müller, Meike after round 2"));
        // One word anywhere.
        assert!(Query::new("bert").matches_text("result table 7: Anna 2-1 Bert"));
        assert!(Query::new("").matches_text("anything"));
    }

    #[test]
    fn joined_keys_match_as_the_joined_name_and_text() {
        let names = [
            "Berta Kühn",
            "Else Groß",
            "Müller, Meike",
            "Team 2",
            "R2D2",
            "A1-2",
            "21:5 Club",
            "Jo-Anne",
        ];
        let queries = [
            "",
            "b",
            "berta",
            "else berta",
            "berta else",
            "kühn else",
            "2",
            "team 2",
            "r2",
            "a1",
            "1",
            "5",
            "club",
            "mei mü",
            "jo anne",
            "gross",
            "ku el",
        ];
        for a in names {
            for b in names {
                let joined = format!("{a} / {b}");
                let (ta, tb) = (TextKey::new(a), TextKey::new(b));
                let (na, nb) = (NameKey::new(a), NameKey::new(b));
                for q in queries {
                    let q = Query::new(q);
                    assert_eq!(
                        q.matches_keys(&[&ta, &tb]),
                        q.matches_text(&joined),
                        "{q:?} in {joined:?} as text"
                    );
                    assert_eq!(
                        q.matches_all(&[&na, &nb]),
                        q.matches(&NameKey::new(&joined)),
                        "{q:?} in {joined:?} as a name"
                    );
                }
            }
        }
    }
}
