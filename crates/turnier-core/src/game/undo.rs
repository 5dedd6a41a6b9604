//! Undo at the desk: go back to an earlier snapshot and say so in the audit log.

use super::{AuditEntry, Event, Msg, Rejected};
use chrono::{DateTime, Utc};

/// Restores `previous` (a snapshot this state grew from) and keeps the whole audit log of
/// `current`, with one more entry `undo: <what the undone command did>`, flagged as a
/// correction so the log highlights it. Nothing is forgotten: the undone command stays in the
/// log, followed by its undo.
///
/// `previous` must be an ancestor of `current`: its audit log a strict prefix of `current`'s.
/// The undone command is the entry of `current` right after that prefix (for a chain of undos
/// this walks back one command at a time).
///
/// # Errors
/// [`Rejected::Refused`] (`undo`) when `previous` is not an ancestor of `current`; nothing changes.
pub fn undo(current: &Event, previous: &Event, at: DateTime<Utc>) -> Result<Event, Rejected> {
    let n = previous.audit.len();
    let is_prefix = n < current.audit.len() && current.audit[..n] == previous.audit[..];
    let Some(undone) = current.audit.get(n).filter(|_| is_prefix) else {
        return Err(Rejected::refused("undo", Msg::key("err-undo-not-ancestor")));
    };
    let mut restored = previous.clone();
    restored.audit = current.audit.clone();
    restored.audit.push(AuditEntry {
        seq: current.audit.len() as u32 + 1,
        at,
        round: undone.round,
        what: format!("undo: {}", undone.what),
        msg: Some(
            Msg::key("audit-undo").msg(
                "what",
                undone
                    .msg
                    .clone()
                    .unwrap_or_else(|| Msg::Text(undone.what.clone())),
            ),
        ),
        manual: false,
        correction: true,
    });
    Ok(restored)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Command, Game, apply};
    use crate::swiss::{SwissGame, SwissSettings};
    use chrono::TimeZone;

    fn at(s: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2025, 1, 1, 10, 0, s)
            .single()
            .expect("time")
    }

    #[test]
    fn undo_restores_the_snapshot_and_logs_it() {
        let t0 = Event::new(
            "t",
            Game::Swiss(SwissGame::new(SwissSettings::default())),
            at(0),
            0,
        );
        let add = |names: &[&str]| Command::AddPlayers {
            names: names.iter().map(|s| s.to_string()).collect(),
        };
        let t1 = apply(&t0, add(&["Anna"]), at(1)).expect("add");
        let t2 = apply(&t1, add(&["Bert"]), at(2)).expect("add");
        let u1 = undo(&t2, &t1, at(3)).expect("undo");
        assert_eq!(u1.registry.participants, t1.registry.participants);
        assert_eq!(u1.audit.len(), 3);
        assert_eq!(u1.audit[2].what, "undo: register Bert");
        assert!(u1.audit[2].correction);
        assert_eq!(u1.audit[2].seq, 3);
        // A second undo walks back one more command.
        let u2 = undo(&u1, &t0, at(4)).expect("undo");
        assert!(u2.registry.participants.is_empty());
        assert_eq!(u2.audit[3].what, "undo: register Anna");
        assert!(crate::game::problems(&u2).is_empty());
        // Not an ancestor: refused.
        assert!(undo(&t1, &t2, at(5)).is_err());
    }
}
