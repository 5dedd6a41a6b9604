//! The CPU time of the calling thread, for timing programs on a shared machine where the wall
//! clock also counts the time other processes hold the processors.

use std::time::Duration;

/// The time this thread has run on a processor so far (Linux: the first field of
/// `/proc/thread-self/schedstat`, in nanoseconds); `None` where that file is missing.
pub fn thread_cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// Resets the process's peak resident memory (Linux: `5` into `/proc/self/clear_refs`), so
/// that [`peak_mb`] reads the peak from here on; does nothing where that file is missing.
#[allow(dead_code)]
pub fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The process's peak resident memory in MB (Linux: `VmHWM` of `/proc/self/status`) since
/// the start or the last [`reset_peak`]; `None` where that file is missing.
#[allow(dead_code)]
pub fn peak_mb() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = text.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024)
}
