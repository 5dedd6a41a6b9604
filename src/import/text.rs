//! The one step between a file's bytes and the CSV reader: the limits of an import, and the
//! encodings it reads.
//!
//! A spreadsheet saves CSV in whatever its system uses: Excel on a German Windows writes
//! Windows-1252 ("CSV (Trennzeichen-getrennt)"), UTF-8 with a BOM ("CSV UTF-8") or UTF-16
//! ("Unicode-Text"). The bytes are read whole (at most [`MAX_FILE_BYTES`]), decoded to UTF-8
//! once, and only then given to the CSV reader, so that every importer reads the same text and
//! says the same things about it.

use super::ImportError;
use std::io::Read;

/// The most bytes an import reads from one file: 10 MiB, far more than any real players or
/// results file (a million players would fit), so that `/dev/zero` or a wrong file given by
/// mistake ends with [`ImportError::TooLarge`] instead of filling the memory. Counted in the
/// file's own bytes, before decoding.
pub const MAX_FILE_BYTES: u64 = 10 << 20;

/// The most characters one line of an import may have: 10,000, far more than a line of any
/// real file; a longer one ends the import with [`ImportError::LineTooLong`]. Counted in
/// characters of the decoded text, the line break not included.
pub const MAX_LINE_CHARS: u64 = 10_000;

/// The encoding a file was read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-8 without a byte order mark: the plain case, about which nothing is said.
    Utf8,
    /// UTF-8 after the byte order mark `EF BB BF` (Excel's "CSV UTF-8").
    Utf8Bom,
    /// UTF-16 little endian after the byte order mark `FF FE` (Excel's "Unicode text").
    Utf16Le,
    /// UTF-16 big endian after the byte order mark `FE FF`.
    Utf16Be,
    /// Windows-1252, taken when the bytes have no byte order mark and are not valid UTF-8
    /// (Excel's plain "CSV" on a Western European Windows).
    Windows1252,
}

impl Encoding {
    /// The key of this encoding in the `import-read-as` message.
    fn key(self) -> &'static str {
        match self {
            Self::Utf8 => "utf8",
            Self::Utf8Bom => "utf8-bom",
            Self::Utf16Le => "utf16le",
            Self::Utf16Be => "utf16be",
            Self::Windows1252 => "windows1252",
        }
    }

    /// The encoding's usual name (`UTF-16 LE`), the same in every language.
    pub fn name(self) -> &'static str {
        match self {
            Self::Utf8 => "UTF-8",
            Self::Utf8Bom => "UTF-8",
            Self::Utf16Le => "UTF-16 LE",
            Self::Utf16Be => "UTF-16 BE",
            Self::Windows1252 => "Windows-1252",
        }
    }

    /// What to tell the user about a file read in this encoding, in the language in force
    /// (`read as Windows-1252 (Excel)`); `None` for plain UTF-8.
    pub fn note(self) -> Option<String> {
        (self != Self::Utf8).then(|| crate::tr!("import-read-as", encoding = self.key()))
    }
}

/// A file's text, decoded to UTF-8 and within the limits of an import; what every importer
/// reads. Made by [`CsvText::read`], or by an importer from any reader ([`CsvInput`]).
#[derive(Debug, Clone)]
pub struct CsvText {
    text: String,
    encoding: Encoding,
}

impl CsvText {
    /// Reads `input` whole and decodes it: a byte order mark decides (UTF-8, UTF-16 LE or
    /// BE, the mark dropped); without one, valid UTF-8 is UTF-8 and anything else is
    /// Windows-1252.
    ///
    /// # Errors
    /// In this order: [`ImportError::LineTooLong`] for the first line of the decoded text
    /// longer than [`MAX_LINE_CHARS`]; [`ImportError::TooLarge`] beyond [`MAX_FILE_BYTES`];
    /// [`ImportError::Malformed`] for a byte sequence the marked encoding does not have,
    /// [`ImportError::NulByte`] for a NUL byte in 8-bit text, each naming the line;
    /// [`ImportError::Csv`] when reading fails.
    pub fn read(input: impl Read) -> Result<Self, ImportError> {
        let mut raw = Vec::new();
        // One byte more than the limit is read, to tell a file of exactly the limit from a
        // longer one.
        input
            .take(MAX_FILE_BYTES + 1)
            .read_to_end(&mut raw)
            .map_err(csv::Error::from)?;
        let too_large = raw.len() as u64 > MAX_FILE_BYTES;
        if too_large {
            raw.truncate(MAX_FILE_BYTES as usize);
        }
        // The limits come before what the bytes are: `/dev/zero` is a line without end,
        // whatever else it is.
        let decoded = decode(&raw, too_large);
        if let Some(line) = long_line(&decoded.text) {
            return Err(ImportError::LineTooLong { line });
        }
        if too_large {
            return Err(ImportError::TooLarge);
        }
        let line_of = |text: &str| text.bytes().filter(|&b| b == b'\n').count() as u64 + 1;
        if let Some(valid) = decoded.malformed_after {
            return Err(ImportError::Malformed {
                line: line_of(&decoded.text[..valid]),
                encoding: decoded.encoding,
            });
        }
        let eight_bit = !matches!(decoded.encoding, Encoding::Utf16Le | Encoding::Utf16Be);
        if let Some(at) = decoded.text.find('\0').filter(|_| eight_bit) {
            return Err(ImportError::NulByte {
                line: line_of(&decoded.text[..at]),
            });
        }
        Ok(Self {
            text: decoded.text,
            encoding: decoded.encoding,
        })
    }

    /// The decoded text, without a byte order mark.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The encoding the file was read in.
    pub fn encoding(&self) -> Encoding {
        self.encoding
    }
}

/// What an importer reads: any reader (its bytes are read and decoded by [`CsvText::read`]),
/// or a [`CsvText`] read already (the command line reads a file first to say its encoding).
pub trait CsvInput {
    /// The text to import.
    ///
    /// # Errors
    /// As [`CsvText::read`].
    fn csv_text(self) -> Result<CsvText, ImportError>;
}

impl<R: Read> CsvInput for R {
    fn csv_text(self) -> Result<CsvText, ImportError> {
        CsvText::read(self)
    }
}

impl CsvInput for CsvText {
    fn csv_text(self) -> Result<CsvText, ImportError> {
        Ok(self)
    }
}

/// Bytes decoded, with where decoding stopped if it had to.
struct Decoded {
    text: String,
    encoding: Encoding,
    /// The length of `text` when a malformed sequence ended the decoding.
    malformed_after: Option<usize>,
}

/// Decodes `raw`; `cut` when `raw` is the start of a longer file, so that a character cut in
/// two at its end is not malformed.
fn decode(raw: &[u8], cut: bool) -> Decoded {
    match encoding_rs::Encoding::for_bom(raw) {
        Some((enc, bom)) if enc == encoding_rs::UTF_8 => {
            let (text, malformed_after) = utf8(&raw[bom..], cut);
            Decoded {
                text,
                encoding: Encoding::Utf8Bom,
                malformed_after,
            }
        }
        Some((enc, bom)) => {
            let encoding = if enc == encoding_rs::UTF_16BE {
                Encoding::Utf16Be
            } else {
                Encoding::Utf16Le
            };
            let body = &raw[bom..];
            let mut decoder = enc.new_decoder_without_bom_handling();
            // UTF-16 needs at most 3 bytes of UTF-8 for every 2 bytes read; the estimate is
            // `None` only for lengths beyond memory.
            let room = decoder
                .max_utf8_buffer_length_without_replacement(body.len())
                .unwrap_or(body.len() * 2);
            let mut text = String::with_capacity(room);
            let (result, _) = decoder.decode_to_string_without_replacement(body, &mut text, !cut);
            // The room above is enough for the whole body, so anything but the end of the
            // input is a malformed sequence.
            let malformed_after =
                (result != encoding_rs::DecoderResult::InputEmpty).then_some(text.len());
            Decoded {
                text,
                encoding,
                malformed_after,
            }
        }
        None => match std::str::from_utf8(raw) {
            Ok(text) => Decoded {
                text: text.to_owned(),
                encoding: Encoding::Utf8,
                malformed_after: None,
            },
            Err(e) if cut && e.error_len().is_none() => Decoded {
                text: String::from_utf8_lossy(&raw[..e.valid_up_to()]).into_owned(),
                encoding: Encoding::Utf8,
                malformed_after: None,
            },
            // Every byte is a character in Windows-1252: this never fails.
            Err(_) => Decoded {
                text: encoding_rs::WINDOWS_1252
                    .decode_without_bom_handling(raw)
                    .0
                    .into_owned(),
                encoding: Encoding::Windows1252,
                malformed_after: None,
            },
        },
    }
}

/// `raw` (after a UTF-8 byte order mark) as text, and the length of the valid text if a byte
/// sequence is not UTF-8; `cut` as in [`decode`].
fn utf8(raw: &[u8], cut: bool) -> (String, Option<usize>) {
    match std::str::from_utf8(raw) {
        Ok(text) => (text.to_owned(), None),
        Err(e) => {
            let valid = e.valid_up_to();
            let text = String::from_utf8_lossy(&raw[..valid]).into_owned();
            let malformed = !(cut && e.error_len().is_none());
            (text, malformed.then_some(valid))
        }
    }
}

/// The 1-based number of the first line of `text` longer than [`MAX_LINE_CHARS`].
fn long_line(text: &str) -> Option<u64> {
    text.split('\n')
        .position(|line| line.chars().nth(MAX_LINE_CHARS as usize).is_some())
        .map(|i| i as u64 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16(text: &str, big_endian: bool) -> Vec<u8> {
        let mut out = if big_endian {
            vec![0xFE, 0xFF]
        } else {
            vec![0xFF, 0xFE]
        };
        for unit in text.encode_utf16() {
            let bytes = if big_endian {
                unit.to_be_bytes()
            } else {
                unit.to_le_bytes()
            };
            out.extend(bytes);
        }
        out
    }

    fn read(bytes: &[u8]) -> Result<CsvText, ImportError> {
        CsvText::read(bytes)
    }

    #[test]
    fn each_encoding_is_read_as_the_same_text() {
        let text = "name\nJörg Müßig\nÄrger €\n";
        let mut bom = b"\xEF\xBB\xBF".to_vec();
        bom.extend(text.as_bytes());
        let cp1252 = b"name\nJ\xF6rg M\xFC\xDFig\n\xC4rger \x80\n";
        for (bytes, encoding) in [
            (text.as_bytes().to_vec(), Encoding::Utf8),
            (bom, Encoding::Utf8Bom),
            (utf16(text, false), Encoding::Utf16Le),
            (utf16(text, true), Encoding::Utf16Be),
            (cp1252.to_vec(), Encoding::Windows1252),
        ] {
            let got = read(&bytes).expect("decoded");
            assert_eq!(got.as_str(), text, "{encoding:?}");
            assert_eq!(got.encoding(), encoding);
        }
    }

    #[test]
    fn a_malformed_utf16_file_is_refused_naming_the_line() {
        // A lone high surrogate on line 3.
        let mut bytes = utf16("name\nAnna\n", false);
        bytes.extend([0x00, 0xD8, b'x', 0x00]);
        let err = read(&bytes).expect_err("refused");
        assert!(
            matches!(
                err,
                ImportError::Malformed {
                    line: 3,
                    encoding: Encoding::Utf16Le
                }
            ),
            "{err:?}"
        );
        // An odd byte at the end.
        let mut bytes = utf16("name\nAnna\n", true);
        bytes.push(b'x');
        let err = read(&bytes).expect_err("refused");
        assert!(
            matches!(err, ImportError::Malformed { line: 3, .. }),
            "{err:?}"
        );
    }

    #[test]
    fn utf8_after_a_mark_must_be_utf8() {
        let err = read(b"\xEF\xBB\xBFname\nJ\xF6rg\n").expect_err("refused");
        assert!(
            matches!(
                err,
                ImportError::Malformed {
                    line: 2,
                    encoding: Encoding::Utf8Bom
                }
            ),
            "{err:?}"
        );
    }

    #[test]
    fn a_nul_byte_in_8_bit_text_is_refused_naming_the_line() {
        // UTF-16 without a mark reads as 8-bit text with a NUL after every ASCII letter.
        let err = read(b"n\0a\0m\0e\0\n\0").expect_err("refused");
        assert!(matches!(err, ImportError::NulByte { line: 1 }), "{err:?}");
        let err = read(b"name\nJ\xF6rg\n\0\n").expect_err("refused");
        assert!(matches!(err, ImportError::NulByte { line: 3 }), "{err:?}");
    }

    #[test]
    fn the_line_limit_counts_decoded_characters() {
        // 10,000 `ä` are 20,000 bytes of UTF-16 and 10,000 of Windows-1252: both are read.
        let line = "ä".repeat(MAX_LINE_CHARS as usize);
        let text = format!("name\n{line}\n");
        assert!(read(&utf16(&text, false)).is_ok());
        let cp1252: Vec<u8> = text.chars().map(|c| c as u32 as u8).collect();
        assert_eq!(
            read(&cp1252).expect("read").encoding(),
            Encoding::Windows1252
        );
        let err = read(&utf16(&format!("name\n{line}ä\n"), true)).expect_err("too long");
        assert!(
            matches!(err, ImportError::LineTooLong { line: 2 }),
            "{err:?}"
        );
    }

    #[test]
    fn a_character_cut_by_the_file_limit_leaves_the_lines_as_they_are() {
        // Lines of 6,000 `é` (12,000 bytes) up to past the limit, the last byte kept the first
        // of an `é`: the size is the fault, not a line read as 12,000 Windows-1252 letters.
        let line = format!("{}\n", "é".repeat(6_000));
        let last = MAX_FILE_BYTES as usize - 1;
        let bytes = (0..2)
            .map(|pad| {
                let mut bytes = format!("name\n{}", "x".repeat(pad)).into_bytes();
                while bytes.len() <= last + 1 {
                    bytes.extend(line.as_bytes());
                }
                bytes
            })
            .find(|bytes| bytes[last] == 0xC3)
            .expect("one padding puts a lead byte last");
        let err = read(&bytes).expect_err("too large");
        assert!(matches!(err, ImportError::TooLarge), "{err:?}");
    }
}
