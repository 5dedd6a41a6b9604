//! What a process keeps of the file it loaded or wrote, instead of its bytes (the 25 MB text of
//! a 10,000-player event, kept for the outside-change check, read again at the commit and built
//! whole before it was written, would be three quarters of `turnier pair`'s peak memory).
//!
//! A [`Digest`] is the length of the bytes, their CRC-32 (the journal's `base`, `journal.rs`)
//! and a 64-bit hash (`foldhash`'s quality hasher with a fixed seed) over them in blocks of
//! [`BLOCK`] bytes. Two texts with the same digest are taken for the same: a change keeps all
//! three only by chance, about once in 2^96 changes, and CRC-32 alone finds every change of 32
//! or fewer consecutive bits, whatever the hash says. The digest is never written anywhere
//! (only the CRC-32 and the length, in the journal's header), so the hash may change with the
//! `foldhash` version without breaking a file.
//!
//! The same bytes give the same digest whether they come in memory ([`Digest::of`]), from a
//! file ([`Digest::of_file`]) or through a writer ([`DigestWriter`]): each cuts them into the
//! same blocks.

use foldhash::quality::{FixedState, FoldHasher};
use std::hash::{BuildHasher, Hasher};
use std::io::{self, Read, Write};

/// How many bytes the hash takes at a time, and the size of the buffers reading and writing
/// a file.
pub(crate) const BLOCK: usize = 64 * 1024;

/// The hash's seed: any fixed number (the digest only compares within one build).
const SEED: u64 = 0x7475_726e_6965_7221;

/// Length, CRC-32 and 64-bit hash of one version of a file's bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Digest {
    /// Length in bytes.
    pub(crate) len: u64,
    /// CRC-32 (IEEE, `crc32fast`) of the bytes.
    pub(crate) crc32: u32,
    /// `foldhash` quality hash of the bytes, block by block.
    hash: u64,
}

/// Takes bytes block by block; every block but the last must be [`BLOCK`] bytes long.
struct Digester {
    len: u64,
    crc: crc32fast::Hasher,
    hash: FoldHasher<'static>,
}

impl Digester {
    fn new() -> Self {
        Self {
            len: 0,
            crc: crc32fast::Hasher::new(),
            hash: FixedState::with_seed(SEED).build_hasher(),
        }
    }

    fn block(&mut self, block: &[u8]) {
        self.len += block.len() as u64;
        self.crc.update(block);
        self.hash.write(block);
    }

    fn finish(self) -> Digest {
        Digest {
            len: self.len,
            crc32: self.crc.finalize(),
            hash: self.hash.finish(),
        }
    }
}

impl Digest {
    /// The digest of `bytes`.
    pub(crate) fn of(bytes: &[u8]) -> Self {
        let mut d = Digester::new();
        for block in bytes.chunks(BLOCK) {
            d.block(block);
        }
        d.finish()
    }

    /// The digest of everything `from` gives until its end, read [`BLOCK`] bytes at a time
    /// (no more than one block in memory).
    ///
    /// Errors: the reader's.
    pub(crate) fn of_reader(mut from: impl Read) -> io::Result<Self> {
        let mut d = Digester::new();
        let mut buf = vec![0; BLOCK];
        loop {
            let n = fill(&mut from, &mut buf)?;
            if n == 0 {
                break;
            }
            d.block(&buf[..n]);
            if n < BLOCK {
                break;
            }
        }
        Ok(d.finish())
    }

    /// The digest of the file at `path`, read [`BLOCK`] bytes at a time.
    ///
    /// Errors: the file cannot be opened or read.
    pub(crate) fn of_file(path: &std::path::Path) -> io::Result<Self> {
        Self::of_reader(std::fs::File::open(path)?)
    }
}

/// Reads into `buf` until it is full or the reader ends; returns how many bytes it holds.
fn fill(from: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match from.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

/// A buffered writer that also takes the [`Digest`] of everything written through it: text
/// goes to `inner` a [`BLOCK`] at a time, so a large file is written without being built in
/// memory first. As a [`std::fmt::Write`] (what the RON serializer writes to) it keeps the
/// first I/O error, which [`DigestWriter::finish`] returns.
pub(crate) struct DigestWriter<W: Write> {
    inner: W,
    /// The seal of the body, fed block by block until [`DigestWriter::seal`] takes it.
    sealer: Option<super::seal::Sealer>,
    buf: Vec<u8>,
    digester: Digester,
    error: Option<io::Error>,
}

impl<W: Write> DigestWriter<W> {
    /// A writer into `inner`.
    pub(crate) fn new(inner: W) -> Self {
        Self {
            inner,
            sealer: Some(super::seal::Sealer::default()),
            buf: Vec::with_capacity(BLOCK),
            digester: Digester::new(),
            error: None,
        }
    }

    /// Takes `bytes`, writing each block that fills up.
    fn take(&mut self, mut bytes: &[u8]) -> io::Result<()> {
        while !bytes.is_empty() {
            let room = BLOCK - self.buf.len();
            let (now, later) = bytes.split_at(room.min(bytes.len()));
            self.buf.extend_from_slice(now);
            bytes = later;
            if self.buf.len() == BLOCK {
                self.flush_block()?;
            }
        }
        Ok(())
    }

    fn flush_block(&mut self) -> io::Result<()> {
        if let Some(s) = &mut self.sealer {
            s.update(&self.buf);
        }
        self.digester.block(&self.buf);
        let written = self.inner.write_all(&self.buf);
        self.buf.clear();
        written
    }

    /// The seal line ([`super::seal`]) of everything written so far, which is the body;
    /// what is written after it (the seal line itself) is not sealed.
    pub(crate) fn seal(&mut self) -> String {
        let mut s = self.sealer.take().unwrap_or_default();
        s.update(&self.buf);
        s.line()
    }

    /// Writes what is left, and returns the inner writer and the digest of all written.
    ///
    /// Errors: the first I/O error of any write.
    pub(crate) fn finish(mut self) -> io::Result<(W, Digest)> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        if !self.buf.is_empty() {
            self.flush_block()?;
        }
        self.inner.flush()?;
        Ok((self.inner, self.digester.finish()))
    }
}

impl<W: Write> std::fmt::Write for DigestWriter<W> {
    #[inline]
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let bytes = s.as_bytes();
        // The serializer writes mostly a few bytes at a time: those that fit in the block go
        // straight into it. After a failed write they are still taken, never written:
        // `finish` reports the error.
        if bytes.len() < BLOCK - self.buf.len() {
            self.buf.extend_from_slice(bytes);
            return Ok(());
        }
        self.write_slow(bytes)
    }
}

impl<W: Write> DigestWriter<W> {
    /// [`std::fmt::Write::write_str`] of text that fills the block.
    #[cold]
    fn write_slow(&mut self, bytes: &[u8]) -> std::fmt::Result {
        if self.error.is_some() {
            return Err(std::fmt::Error);
        }
        match self.take(bytes) {
            Ok(()) => Ok(()),
            Err(e) => {
                self.error = Some(e);
                Err(std::fmt::Error)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write as _;

    /// Bytes of every length around the block size, as a pseudo-random text.
    fn text(len: usize) -> Vec<u8> {
        let mut x: u32 = 12345;
        (0..len)
            .map(|_| {
                x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                b'a' + (x >> 16) as u8 % 26
            })
            .collect()
    }

    /// Memory, reader and writer give the same digest for the same bytes, however the writer
    /// is fed; the CRC-32 is the journal's (`crc32fast::hash`); one changed byte, or one
    /// byte more, changes the digest.
    #[test]
    fn memory_reader_and_writer_agree() {
        for len in [0, 1, 100, BLOCK - 1, BLOCK, BLOCK + 1, 3 * BLOCK + 17] {
            let bytes = text(len);
            let d = Digest::of(&bytes);
            assert_eq!(d.len, len as u64);
            assert_eq!(d.crc32, crc32fast::hash(&bytes));
            assert_eq!(Digest::of_reader(bytes.as_slice()).expect("read"), d);
            // Fed in odd pieces, as the RON serializer writes.
            let mut w = DigestWriter::new(Vec::new());
            let s = std::str::from_utf8(&bytes).expect("ascii");
            let mut at = 0;
            let mut step = 1;
            while at < s.len() {
                let end = (at + step).min(s.len());
                w.write_str(&s[at..end]).expect("write");
                at = end;
                step = step * 7 % 1000 + 1;
            }
            let (out, wd) = w.finish().expect("finish");
            assert_eq!(out, bytes, "writes every byte, in order");
            assert_eq!(wd, d, "len {len}");
            if len > 0 {
                let mut other = bytes.clone();
                other[len / 2] ^= 1;
                assert_ne!(Digest::of(&other), d, "one bit changed, len {len}");
                other[len / 2] ^= 1;
                other.push(b'a');
                assert_ne!(Digest::of(&other), d, "one byte more, len {len}");
            }
        }
    }

    /// Two blocks swapped: same length, same bytes in another order, another digest.
    #[test]
    fn swapped_blocks_differ() {
        let a = text(2 * BLOCK);
        let mut b = a[BLOCK..].to_vec();
        b.extend_from_slice(&a[..BLOCK]);
        assert_ne!(Digest::of(&a), Digest::of(&b));
    }

    /// A writer whose target fails reports the error at the end.
    #[test]
    fn a_failed_write_is_reported() {
        struct Full;
        impl Write for Full {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::Error::other("disk full"))
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut w = DigestWriter::new(Full);
        let big = "x".repeat(BLOCK + 1);
        assert!(w.write_str(&big).is_err());
        let err = w.finish().err().expect("the error");
        assert_eq!(err.to_string(), "disk full");
        let w = DigestWriter::new(Full);
        let mut w = w;
        w.write_str("short").expect("buffered");
        assert_eq!(
            w.finish().err().expect("at the end").to_string(),
            "disk full"
        );
    }
}
