//! The one place where a tournament changes.

use super::{Command, Tournament};
use chrono::{DateTime, Utc};
use thiserror::Error;

/// A command that was not accepted; the tournament is unchanged. The message names the field
/// and the allowed values.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct Rejected(pub String);

/// Applies `cmd` to `t` at time `at`, returning the new state with an audit entry appended, or
/// the reason it was rejected.
pub fn apply(t: &Tournament, cmd: Command, at: DateTime<Utc>) -> Result<Tournament, Rejected> {
    let _ = (t, cmd, at);
    Err(Rejected("not yet implemented".into()))
}
