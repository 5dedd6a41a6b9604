//! The audit log: every committed command with time, round and what changed.

use super::Msg;
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
    /// What changed, in English words: `swap players Anna ↔ Bert (tables 3, 7)`. Kept in
    /// every save as it was written (so the file reads the same in every language, and a
    /// program that knows no `msg` still has the words).
    pub what: String,
    /// What changed as a text in every language (a key and its arguments), shown in the
    /// language in force by [`AuditEntry::text`]; absent in saves written before it and for
    /// systems that give English words only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub msg: Option<Msg>,
    /// A manual edit of a proposal (swap) — shown highlighted.
    pub manual: bool,
    /// A correction of a result already entered.
    pub correction: bool,
}

impl AuditEntry {
    /// What changed, in the language in force: [`AuditEntry::msg`] if there is one, else the
    /// stored words [`AuditEntry::what`] (an old save, a system that gives English only).
    pub fn text(&self) -> String {
        match &self.msg {
            Some(m) => m.to_string(),
            None => self.what.clone(),
        }
    }
}
