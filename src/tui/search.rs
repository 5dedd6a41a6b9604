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

    /// [`Query::matches`] for text that is not a name (an audit line): numbers in the query
    /// must equal a whole number of the text (`7` finds "table 7", not "table 17", "70", nor
    /// the score `21:7` or `2-7`, [`whole_numbers`]); words stay prefix matches.
    pub fn matches_text(&self, text: &str) -> bool {
        let key = NameKey::new(text);
        let numbers = whole_numbers(text);
        self.words.iter().all(|w| {
            if w.chars().all(|c| c.is_ascii_digit()) {
                numbers.contains(&w.as_str())
            } else {
                key.parts
                    .iter()
                    .any(|(p, g)| p.starts_with(w.as_str()) || g.starts_with(w.as_str()))
            }
        })
    }
}

/// The numbers standing alone in `text`: runs of digits, where digits joined by `:` `-` `.`
/// `/` (a score `21:5`, a result `2-1`, a date) form one token that is not a plain number and
/// so matches no number of a query. `table 15` gives `15`, `(tables 3, 7)` gives `3` and `7`.
fn whole_numbers(text: &str) -> Vec<&str> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        let mut joined = false;
        while i < b.len() {
            if b[i].is_ascii_digit() {
                i += 1;
            } else if matches!(b[i], b':' | b'-' | b'.' | b'/')
                && b.get(i + 1).is_some_and(u8::is_ascii_digit)
            {
                joined = true;
                i += 1;
            } else {
                break;
            }
        }
        // A digit run glued to letters (`R2D2`) is not a number standing alone either.
        let glued = start > 0 && (b[start - 1] as char).is_alphanumeric()
            || b.get(i).is_some_and(|c| (*c as char).is_alphanumeric());
        if !joined && !glued {
            out.push(&text[start..i]);
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
        assert!(Query::new("anna 7").matches_text("result table 7: Anna 2-1 Bert"));
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
}
