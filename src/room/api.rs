//! `GET /api/round`: the round shown in the room as JSON, for other tools and scripts.

use super::keeper::Snapshot;
use crate::game::RoundState;
use crate::game::clock::{ClockState, in_play};
use chrono::{DateTime, Utc};
use serde_json::{Value, json};

/// The round shown at `now`: `event` (its name), `round` (its number, `null` before one is
/// published), `state` (`published` while it is played, `complete` once every result is in),
/// `tables` (each with `table`, `a` and `b` (the names; Muck: the pairs, `Berta / Else`) and
/// `result` (Swiss `2-1` from A's side, Muck the sheet `21:4 20:21`; `null` while open)),
/// `idle` (Swiss: the bye, Muck: who sits out; names) and `clock` (`null` when none runs, else
/// `state` (`running`, `paused` or `expired`) and `remaining_seconds`, negative once time is
/// up).
pub fn round(s: &Snapshot, now: DateTime<Utc>) -> Value {
    let name = |p| super::model::display(&s.event, &s.views, p);
    let clock = in_play(&s.event).map(|c| {
        json!({
            "round": c.round.0,
            "state": match c.state(now) {
                ClockState::Running(_) => "running",
                ClockState::Paused(_) => "paused",
                ClockState::Expired(_) => "expired",
            },
            "remaining_seconds": c.remaining(now).num_seconds(),
        })
    });
    let Some(r) = &s.round else {
        return json!({
            "event": s.event.name,
            "round": null,
            "state": null,
            "tables": [],
            "idle": [],
            "clock": clock,
        });
    };
    json!({
        "event": s.event.name,
        "round": r.round.0,
        "state": match r.state {
            RoundState::Complete => "complete",
            _ => "published",
        },
        "tables": r.tables.iter().map(|t| json!({
            "table": t.table.0,
            "a": t.a,
            "b": t.b,
            "result": t.result,
        })).collect::<Vec<_>>(),
        "idle": r.idle.iter().map(|p| name(*p)).collect::<Vec<_>>(),
        "clock": clock,
    })
}
