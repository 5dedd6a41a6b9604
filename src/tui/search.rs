//! Search as you type: case-, accent- and word-order-insensitive prefix match on name parts
//! (issue 3: `me mü` finds "Müller, Meike").
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
    /// the score `21:7` or `2-7`, [`tokens`]); words stay prefix matches.
    pub fn matches_text(&self, text: &str) -> bool {
        if self.words.is_empty() {
            return true;
        }
        let toks = tokens(text);
        toks.windows(self.words.len())
            .any(|win| win.iter().zip(&self.words).all(|(t, w)| t.matches(w)))
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
fn assign(words: &[String], parts: &[(String, String)], used: &mut [bool]) -> bool {
    let Some((w, rest)) = words.split_first() else {
        return true;
    };
    for (i, (plain, german)) in parts.iter().enumerate() {
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
}
