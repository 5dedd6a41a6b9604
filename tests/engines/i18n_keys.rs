//! The Fluent files of both languages agree: no key in one language that the other lacks, and
//! no key asked for by the code that no Fluent file has. (The German renders that look for
//! English words live beside each screen's and document's tests, with
//! `turnier::i18n::english_words`.)

use std::collections::BTreeSet;
use std::path::Path;

/// The message ids of every `.ftl` file in the core crate's `i18n/<lang>/` (lines `id = …`; attributes and
/// continuation lines start with a space, comments with `#`).
fn keys(lang: &str) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/turnier-core/i18n")
        .join(lang);
    let mut keys = BTreeSet::new();
    let Ok(entries) = std::fs::read_dir(&dir) else {
        panic!("no folder {}", dir.display())
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else {
            panic!("cannot read {}", path.display())
        };
        for line in text.lines() {
            let Some((id, _)) = line.split_once('=') else {
                continue;
            };
            let id = id.trim_end();
            if !id.is_empty()
                && id.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            {
                assert!(
                    keys.insert(id.to_string()),
                    "key {id} twice in i18n/{lang} ({})",
                    path.display()
                );
            }
        }
    }
    keys
}

#[test]
fn both_languages_have_the_same_keys() {
    let en = keys("en");
    let de = keys("de");
    let only_en: Vec<_> = en.difference(&de).collect();
    let only_de: Vec<_> = de.difference(&en).collect();
    assert!(only_en.is_empty(), "keys with no German text: {only_en:?}");
    assert!(only_de.is_empty(), "keys with no English text: {only_de:?}");
}

/// Every string literal right after `t(`, `t_in(<lang>, `, `tr!(` or `key(` in `src/` and
/// `crates/turnier-core/src/`, on the same line or the next.
fn keys_asked_for() -> BTreeSet<(String, String)> {
    let mut asked = BTreeSet::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut stack = vec![root.join("src"), root.join("crates/turnier-core/src")];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            // Doc comments show examples, not keys asked for.
            let text: String = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            // The key may sit on the next line: `tr!(\n    "key", …)`.
            for opener in [
                "t(",
                "tr!(",
                "key(",
                "t_in(Lang::De,",
                "t_in(Lang::En,",
                "t_in(lang,",
            ] {
                let mut rest = text.as_str();
                while let Some(at) = rest.find(opener) {
                    let before = rest[..at].chars().next_back();
                    rest = &rest[at + opener.len()..];
                    // `foot("…")`, `lit("…")`: another function whose name ends in `t`.
                    if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                        continue;
                    }
                    let Some(literal) = rest.trim_start().strip_prefix('"') else {
                        continue;
                    };
                    let Some(end) = literal.find('"') else { break };
                    let key = &literal[..end];
                    if key
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                    {
                        asked.insert((key.to_string(), path.display().to_string()));
                    }
                }
            }
        }
    }
    asked
}

#[test]
fn every_key_the_code_asks_for_exists() {
    let en = keys("en");
    let missing: Vec<_> = keys_asked_for()
        .into_iter()
        .filter(|(k, _)| !en.contains(k) && !k.starts_with("no-such-key"))
        .collect();
    assert!(
        missing.is_empty(),
        "keys asked for but in no .ftl file: {missing:?}"
    );
}

#[test]
fn the_scan_finds_keys() {
    // A scan that finds nothing would let every missing key through.
    assert!(keys_asked_for().iter().any(|(k, _)| k == "date-time"));
    // `tr!(` on one line and its key on the next (src/football/validate.rs).
    assert!(
        keys_asked_for()
            .iter()
            .any(|(k, _)| k == "football-v-not-following")
    );
}
