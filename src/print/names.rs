//! Names on paper: cleaning, sorting and measuring any Unicode name.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// A name as printed: control characters (C0, C1, DEL; a line break in a name would break the
/// layout) become `U+FFFD`, and bidirectional embedding, override and isolate controls
/// (`U+202A..U+202E`, `U+2066..U+2069`) are removed, so that a name can never turn the rest of
/// its line around. Everything else is kept as written; the HTML renderer isolates each name
/// with `<bdi>` so right-to-left names print correctly.
pub fn sanitize(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'))
        .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
        .collect()
}

/// A key that sorts names the way a person looks them up on the wall: accents and case
/// ignored (`Ärger` next to `Arger`, DIN 5007-1), `ß` as `ss`, `æ` as `ae`, `ø` as `o`,
/// `ł` as `l`, `đ` as `d`. Compare the original name and the player id after it for a
/// stable order among equal keys.
pub fn collation_key(name: &str) -> String {
    crate::fold::fold(name, false)
}

/// Columns a string takes in a monospaced font: East Asian wide characters count 2, combining
/// marks 0 (Unicode Standard Annex #11).
pub fn display_width(s: &str) -> usize {
    UnicodeWidthStr::width(s)
}

/// `s` shortened to at most `width` columns, ending in `…` when cut.
pub(super) fn truncate(s: &str, width: usize) -> String {
    if display_width(s) <= width {
        return s.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let w = UnicodeWidthChar::width(c).unwrap_or(0);
        if used + w + 1 > width {
            break;
        }
        out.push(c);
        used += w;
    }
    if width > 0 {
        out.push('…');
    }
    out
}

/// `s` padded with spaces to `width` columns, on the right (`left`) or on the left.
pub(super) fn pad(s: &str, width: usize, left: bool) -> String {
    let fill = " ".repeat(width.saturating_sub(display_width(s)));
    if left {
        format!("{s}{fill}")
    } else {
        format!("{fill}{s}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sanitize_replaces_controls_and_drops_bidi_overrides() {
        assert_eq!(sanitize("Anna\nBerg"), "Anna\u{FFFD}Berg");
        assert_eq!(sanitize("a\u{202E}b\u{2066}c"), "abc");
        assert_eq!(sanitize("محمد"), "محمد");
    }

    #[test]
    fn collation_ignores_accents_and_case() {
        assert_eq!(collation_key("Ärger"), "arger");
        assert_eq!(collation_key("Straße"), "strasse");
        assert_eq!(collation_key("Łukasz"), "lukasz");
        assert!(collation_key("Émile") < collation_key("Eric"));
        assert_eq!(collation_key("Zoë"), collation_key("ZOE"));
    }

    #[test]
    fn widths_count_wide_and_combining() {
        assert_eq!(display_width("山田太郎"), 8);
        assert_eq!(display_width("e\u{301}"), 1);
        assert_eq!(truncate("山田太郎", 5), "山田…");
        assert_eq!(truncate("Alexandra", 5), "Alex…");
        assert_eq!(truncate("Alex", 5), "Alex");
        assert_eq!(pad("ab", 4, true), "ab  ");
        assert_eq!(pad("ab", 4, false), "  ab");
    }
}
