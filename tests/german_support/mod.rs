//! Shared by the German tests: what a reader sees of a document.
#![allow(dead_code)]

/// What a reader sees of a document: HTML without its stylesheet and tags (the CSS and the
/// markup are code, not words, and each tag becomes a space); the other formats as they are.
pub fn visible(doc: &str) -> String {
    let mut text = doc.to_string();
    while let (Some(a), Some(b)) = (text.find("<style"), text.find("</style>")) {
        text.replace_range(a..b + "</style>".len(), " ");
    }
    let mut out = String::new();
    let mut in_tag = false;
    for c in text.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// Asserts that `text` (a screen, a message, a line) has no English word
/// ([`turnier::i18n::english_words`]); `what` names it in the failure.
pub fn german(what: &str, text: &str) {
    let found = turnier::i18n::english_words(text);
    assert!(
        found.is_empty(),
        "{what}: English words {found:?} in\n{text}"
    );
}

/// [`german`] on what a reader sees of a document ([`visible`]).
pub fn german_document(what: &str, text: &str) {
    german(what, &visible(text));
}
