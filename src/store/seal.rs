//! The seal: the last line of every save, a RON comment that holds a CRC-32 of each block of
//! lines of the text above it, so that a save changed outside turnier (by hand, or by a
//! damaged disk) is never taken as good, and the message can say where it changed.
//!
//! ```text
//! // turnier-seal lines=3120 block=64 crc=0a1b2c3d,…
//! ```
//!
//! `lines` counts the lines of the body (every line ends in a newline); block `k` (from 0) is
//! lines `k·block + 1 ..= (k+1)·block`, the last one shorter. The block size starts at
//! [`FIRST_BLOCK`] lines and doubles whenever there would be more than [`MAX_BLOCKS`] blocks,
//! so the seal stays under about 1.2 KB for any size of event while a change is still placed
//! within a few dozen lines of a small event. RON reads the line as a comment: a save with a
//! seal loads in a program that knows nothing of it, and a save without one (written before
//! seals, or by hand) loads as before.

use crc32fast::Hasher;

/// What every seal line starts with.
const PREFIX: &str = "// turnier-seal ";

/// The lines of a block while the body is short.
const FIRST_BLOCK: u64 = 64;

/// The most blocks a seal lists: more lines double the block size.
const MAX_BLOCKS: usize = 128;

/// The CRC-32s of the blocks of lines of a text fed to it in pieces ([`Sealer::update`]).
#[derive(Clone)]
pub(crate) struct Sealer {
    /// Lines per block now.
    block: u64,
    /// Lines (newlines) fed so far.
    lines: u64,
    /// Lines in the block being filled.
    in_block: u64,
    /// Whether bytes were fed to the block being filled.
    open: bool,
    current: Hasher,
    /// The full blocks, in order.
    done: Vec<Hasher>,
}

impl Default for Sealer {
    fn default() -> Self {
        Self {
            block: FIRST_BLOCK,
            lines: 0,
            in_block: 0,
            open: false,
            current: Hasher::new(),
            done: Vec::new(),
        }
    }
}

impl Sealer {
    /// Takes the next bytes of the body. Each block's bytes go to its CRC in as few pieces as
    /// they came in (a CRC fed line by line cost more than parsing the text).
    pub(crate) fn update(&mut self, mut bytes: &[u8]) {
        while !bytes.is_empty() {
            let need = (self.block - self.in_block) as usize;
            match memchr::memchr_iter(b'\n', bytes).nth(need - 1) {
                Some(at) => {
                    let (rest_of_block, rest) = bytes.split_at(at + 1);
                    self.current.update(rest_of_block);
                    self.lines += need as u64;
                    let full = std::mem::replace(&mut self.current, Hasher::new());
                    self.done.push(full);
                    self.in_block = 0;
                    self.open = false;
                    if self.done.len() == MAX_BLOCKS {
                        self.halve();
                    }
                    bytes = rest;
                }
                None => {
                    let lines = memchr::memchr_iter(b'\n', bytes).count() as u64;
                    self.current.update(bytes);
                    self.lines += lines;
                    self.in_block += lines;
                    self.open = true;
                    bytes = &[];
                }
            }
        }
    }

    /// Joins neighbouring full blocks (an even number of them, at a block's end): twice the
    /// lines, half the blocks. CRC-32 of two pieces combines without reading them again.
    fn halve(&mut self) {
        let done = std::mem::take(&mut self.done);
        let mut pairs = done.into_iter();
        while let (Some(mut a), Some(b)) = (pairs.next(), pairs.next()) {
            a.combine(&b);
            self.done.push(a);
        }
        self.block *= 2;
    }

    /// The seal line of everything fed so far, newline included.
    pub(crate) fn line(&self) -> String {
        let mut crcs: Vec<String> = self
            .done
            .iter()
            .map(|h| format!("{:08x}", h.clone().finalize()))
            .collect();
        if self.open {
            crcs.push(format!("{:08x}", self.current.clone().finalize()));
        }
        format!(
            "{PREFIX}lines={} block={} crc={}\n",
            self.lines,
            self.block,
            crcs.join(",")
        )
    }
}

/// The seal of a whole body given at once.
pub(crate) fn of(body: &[u8]) -> String {
    let mut s = Sealer::default();
    s.update(body);
    s.line()
}

/// How a text compares with the seal on its last line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// No seal line: a save of an older program, or one written by hand.
    Unsealed,
    /// The body is as turnier wrote it.
    Intact,
    /// The body differs from what the seal says; `from..=to` are the 1-based lines of the
    /// blocks that differ (`to` is the last line of the text when lines were added or
    /// removed).
    Changed {
        /// The first line of the first block that differs.
        from: u64,
        /// The last line of the last block that differs.
        to: u64,
    },
}

/// The body of `text` (everything before a seal line at its end) and the seal line, if the
/// text ends with one.
pub(crate) fn split(text: &[u8]) -> (&[u8], Option<&[u8]>) {
    let trimmed = text.strip_suffix(b"\n").unwrap_or(text);
    let start = memchr::memrchr(b'\n', trimmed).map_or(0, |i| i + 1);
    let last = &text[start..];
    if last.starts_with(PREFIX.as_bytes()) {
        (&text[..start], Some(last))
    } else {
        (text, None)
    }
}

/// Checks `text` (a whole save) against its seal.
pub(crate) fn verify(text: &[u8]) -> Verdict {
    let (body, Some(seal)) = split(text) else {
        return Verdict::Unsealed;
    };
    let total = memchr::memchr_iter(b'\n', body).count() as u64;
    let changed_all = Verdict::Changed {
        from: 1,
        to: total.max(1),
    };
    let Some((lines, block, crcs)) = parse(seal) else {
        return changed_all;
    };
    if block == 0 {
        return changed_all;
    }
    // Each block's CRC over its bytes at once: up to just after its `block`-th newline, the
    // last one to the end of the body.
    let mut found = Vec::new();
    let mut rest = body;
    while !rest.is_empty() {
        let end = usize::try_from(block - 1)
            .ok()
            .and_then(|n| memchr::memchr_iter(b'\n', rest).nth(n))
            .map_or(rest.len(), |at| at + 1);
        let (chunk, tail) = rest.split_at(end);
        let mut hasher = Hasher::new();
        hasher.update(chunk);
        found.push(hasher.finalize());
        rest = tail;
    }
    let first_bad = (0..found.len().max(crcs.len())).find(|&k| found.get(k) != crcs.get(k));
    match first_bad {
        None if lines == total => Verdict::Intact,
        None => changed_all,
        Some(k) => {
            let from = k as u64 * block + 1;
            let to = if lines == total {
                let last_bad = (0..found.len())
                    .rev()
                    .find(|&k| found.get(k) != crcs.get(k))
                    .unwrap_or(k);
                ((last_bad as u64 + 1) * block).min(total)
            } else {
                total
            };
            Verdict::Changed {
                from: from.min(total.max(1)),
                to: to.max(from.min(total.max(1))),
            }
        }
    }
}

/// `lines`, `block` and the CRCs of a seal line; `None` if it is not one this program writes.
fn parse(seal: &[u8]) -> Option<(u64, u64, Vec<u32>)> {
    let text = std::str::from_utf8(seal).ok()?.trim_end();
    let rest = text.strip_prefix(PREFIX)?;
    let mut lines = None;
    let mut block = None;
    let mut crcs = None;
    for field in rest.split(' ') {
        let (k, v) = field.split_once('=')?;
        match k {
            "lines" => lines = v.parse().ok(),
            "block" => block = v.parse().ok(),
            "crc" => {
                crcs = if v.is_empty() {
                    Some(Vec::new())
                } else {
                    v.split(',')
                        .map(|c| u32::from_str_radix(c, 16).ok())
                        .collect()
                }
            }
            _ => return None,
        }
    }
    Some((lines?, block?, crcs?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(lines: usize) -> String {
        (1..=lines).map(|i| format!("  line {i},\n")).collect()
    }

    #[test]
    fn a_sealed_body_is_intact_whatever_the_pieces_it_was_fed_in() {
        for n in [0, 1, 63, 64, 65, 500, 8_191, 8_192, 8_193, 20_000, 100_001] {
            let text = body(n);
            let mut s = Sealer::default();
            for piece in text.as_bytes().chunks(777) {
                s.update(piece);
            }
            assert_eq!(s.line(), of(text.as_bytes()), "{n} lines");
            let sealed = text.clone() + &s.line();
            assert_eq!(verify(sealed.as_bytes()), Verdict::Intact, "{n} lines");
            assert!(s.line().len() < 1_300, "{n} lines: {}", s.line().len());
        }
    }

    /// The seal as first written, a CRC fed line by line with the block doubled at 128 blocks:
    /// the blocks fed at once give the same line, so every save sealed before still verifies.
    fn line_by_line(body: &[u8]) -> String {
        let (mut block, mut lines, mut in_block) = (FIRST_BLOCK, 0u64, 0u64);
        let mut done: Vec<Hasher> = Vec::new();
        let mut current = Hasher::new();
        for line in body.split_inclusive(|&b| b == b'\n') {
            current.update(line);
            if line.ends_with(b"\n") {
                lines += 1;
                in_block += 1;
                if in_block == block {
                    done.push(std::mem::replace(&mut current, Hasher::new()));
                    in_block = 0;
                    if done.len() == MAX_BLOCKS {
                        let pairs = std::mem::take(&mut done);
                        for pair in pairs.chunks(2) {
                            let mut a = pair[0].clone();
                            a.combine(&pair[1]);
                            done.push(a);
                        }
                        block *= 2;
                    }
                }
            }
        }
        let mut crcs: Vec<String> = done
            .iter()
            .map(|h| format!("{:08x}", h.clone().finalize()))
            .collect();
        if body.last().is_some_and(|&b| b != b'\n') || in_block > 0 {
            crcs.push(format!("{:08x}", current.finalize()));
        }
        format!(
            "{PREFIX}lines={lines} block={block} crc={}\n",
            crcs.join(",")
        )
    }

    #[test]
    fn blocks_fed_at_once_seal_as_lines_fed_one_by_one() {
        for n in [0, 1, 63, 64, 65, 127, 8_192, 8_193, 20_000] {
            for tail in ["", "  no newline at the end"] {
                let text = body(n) + tail;
                let want = line_by_line(text.as_bytes());
                assert_eq!(of(text.as_bytes()), want, "{n} lines, tail {tail:?}");
                let mut s = Sealer::default();
                for piece in text.as_bytes().chunks(100) {
                    s.update(piece);
                }
                assert_eq!(s.line(), want, "{n} lines in pieces, tail {tail:?}");
                let sealed = text.clone() + &want;
                if tail.is_empty() {
                    assert_eq!(verify(sealed.as_bytes()), Verdict::Intact, "{n} lines");
                }
            }
        }
    }

    #[test]
    fn a_changed_byte_is_placed_in_its_block() {
        let text = body(300);
        let sealed = text.clone() + &of(text.as_bytes());
        // Line 130 is in block 2 (lines 129..=192).
        let changed = sealed.replacen("line 130,", "line 131,", 1);
        assert_eq!(
            verify(changed.as_bytes()),
            Verdict::Changed { from: 129, to: 192 }
        );
        // A line taken out: from its block to the end.
        let cut = sealed.replacen("  line 10,\n", "", 1);
        assert_eq!(
            verify(cut.as_bytes()),
            Verdict::Changed { from: 1, to: 299 }
        );
        // The seal itself damaged: the whole text is in doubt.
        let bad_seal = sealed.replacen("block=64", "block=6x", 1);
        assert_eq!(
            verify(bad_seal.as_bytes()),
            Verdict::Changed { from: 1, to: 300 }
        );
        assert_eq!(verify(text.as_bytes()), Verdict::Unsealed);
    }
}
