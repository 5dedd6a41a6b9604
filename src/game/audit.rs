//! The audit log: every committed command with time, round and what changed.

use super::ids::RoundNo;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// One committed command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuditEntry {
    /// 1-based sequence number.
    pub seq: u32,
    /// When the command was committed (UTC; supplied by the caller, engines have no clock).
    pub at: DateTime<Utc>,
    /// The round the command concerned, if any.
    pub round: Option<RoundNo>,
    /// What changed, in words: `swap players Anna ↔ Bert (tables 3, 7)`.
    pub what: String,
    /// A manual edit of a proposal (swap) — shown highlighted.
    pub manual: bool,
    /// A correction of a result already entered.
    pub correction: bool,
}
