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
