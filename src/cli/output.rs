//! What the command line prints reaches the terminal clean: [`SafeOutput`] passes text and
//! line breaks through and replaces every other control character, so no name or value in a
//! save can send an escape sequence (OSC retitles the terminal, CSI clears it) or turn text
//! around with a direction override. Names are refused with such characters at input and on
//! load (`game::name_fault`); this is the last guard for whatever else is printed.

use std::io::{self, Write};

/// The widest a name column of the command line's text output is padded to, in characters:
/// names are at most `game::MAX_NAME_CHARS` (a Muck pair is two of them), so a column never
/// needs more, and a width from a hand-edited save can never overflow a format width.
pub(crate) const WIDEST_COLUMN: usize = 2 * crate::game::MAX_NAME_CHARS + 16;

/// A writer that sanitises UTF-8 text on its way to `inner`: line feeds, tabs and form feeds
/// (a printed page break) pass, other
/// control characters (C0, DEL, C1) become `U+FFFD`, the bidirectional overrides and isolates
/// (U+202A..U+202E, U+2066..U+2069) are dropped, and bytes that are not UTF-8 become `U+FFFD`.
/// A character split across two writes is held until its end arrives; [`Write::flush`] writes
/// out anything held.
pub struct SafeOutput<'a> {
    inner: &'a mut dyn Write,
    /// The start of a character whose end has not been written yet (at most 3 bytes).
    pending: Vec<u8>,
}

impl<'a> SafeOutput<'a> {
    /// A sanitising writer in front of `inner`.
    pub fn new(inner: &'a mut dyn Write) -> Self {
        Self {
            inner,
            pending: Vec::new(),
        }
    }
}

/// `s` as [`SafeOutput`] writes it.
pub fn sanitize_text(s: &str) -> String {
    s.chars().filter_map(safe_char).collect()
}

fn safe_char(c: char) -> Option<char> {
    match c {
        // Line feed, tab, and the form feed between printed pages.
        '\n' | '\t' | '\u{c}' => Some(c),
        '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => None,
        c if c.is_control() => Some('\u{FFFD}'),
        c => Some(c),
    }
}

impl Write for SafeOutput<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        let mut out = String::new();
        let mut rest: &[u8] = &self.pending;
        loop {
            match std::str::from_utf8(rest) {
                Ok(s) => {
                    out.push_str(&sanitize_text(s));
                    rest = &[];
                    break;
                }
                Err(e) => {
                    let (good, bad) = rest.split_at(e.valid_up_to());
                    // Checked by from_utf8 just now.
                    out.push_str(&sanitize_text(std::str::from_utf8(good).unwrap_or("")));
                    match e.error_len() {
                        Some(n) => {
                            out.push('\u{FFFD}');
                            rest = &bad[n..];
                        }
                        // An incomplete character at the end: wait for the rest of it.
                        None => {
                            rest = bad;
                            break;
                        }
                    }
                }
            }
        }
        self.pending = rest.to_vec();
        self.inner.write_all(out.as_bytes())?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            self.pending.clear();
            self.inner.write_all("\u{FFFD}".as_bytes())?;
        }
        self.inner.flush()
    }
}

impl Drop for SafeOutput<'_> {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

/// A cell as a spreadsheet takes it as text: a leading `=`, `+`, `-`, `@`, tab or carriage
/// return (a formula to Excel and LibreOffice) gets a `'` before it, unless it is a number. The results import takes
/// the `'` off again ([`crate::import::spreadsheet_text`]), so an export re-imports as it was.
pub(super) fn spreadsheet_safe(s: &str) -> String {
    // A number (`-7`) is no formula and stays a number.
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) && s.parse::<f64>().is_err() {
        format!("'{s}")
    } else {
        s.to_string()
    }
}

/// The CSV of `rows`, `header` first.
pub(super) fn csv_text(header: &[&str], rows: Vec<Vec<String>>) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    let _ = w.write_record(header);
    for r in rows {
        let _ = w.write_record(r.iter().map(|c| spreadsheet_safe(c)));
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn through(parts: &[&[u8]]) -> String {
        let mut buf = Vec::new();
        {
            let mut w = SafeOutput::new(&mut buf);
            for p in parts {
                w.write_all(p).expect("a Vec takes every write");
            }
        }
        String::from_utf8(buf).expect("SafeOutput writes UTF-8")
    }

    #[test]
    fn escape_sequences_and_overrides_do_not_reach_the_terminal() {
        assert_eq!(
            through(&["Anna\u{1b}]0;owned\u{7}\n".as_bytes()]),
            "Anna\u{FFFD}]0;owned\u{FFFD}\n"
        );
        assert_eq!(
            through(&["Bob\u{202E}nnA\tx\r\n".as_bytes()]),
            "BobnnA\tx\u{FFFD}\n"
        );
        assert_eq!(through(&["\u{9b}2J".as_bytes()]), "\u{FFFD}2J");
    }

    #[test]
    fn a_character_split_across_writes_arrives_whole() {
        let ue = "ü".as_bytes();
        assert_eq!(through(&[b"M", &ue[..1], &ue[1..], b"ller"]), "Müller");
        assert_eq!(through(&[b"a\xffb"]), "a\u{FFFD}b");
        assert_eq!(through(&[b"a", &ue[..1]]), "a\u{FFFD}");
    }
}
