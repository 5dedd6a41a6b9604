//! What the tests of several desks share: the evening's clock and the Muck commands they type
//! (`tests/share/sync_core.rs` without a network, `tests/share/net.rs` with one).
#![allow(dead_code)]

use chrono::{DateTime, TimeDelta, TimeZone, Utc};
use turnier::game::{Command, Event, Game, TableNo};
use turnier::muck::{BobblScore, MuckCommand, MuckGame, MuckSettings};

/// `minute` minutes after 19:00 on 2026-12-01 (UTC), the evening's start.
pub fn at(minute: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 1, 19, 0, 0)
        .single()
        .expect("time")
        + TimeDelta::minutes(minute)
}

/// An empty Muck evening with the default settings (seed 4711), made at [`at`]`(0)`.
pub fn muck_base() -> Event {
    muck_base_at(at(0))
}

/// [`muck_base`] made at `made`.
pub fn muck_base_at(made: DateTime<Utc>) -> Event {
    Event::new(
        "Muckabend",
        Game::Muck(MuckGame::new(MuckSettings::default())),
        made,
        4711,
    )
}

/// Eight fixed pairs, `Anna1 / Bodo1` to `Anna8 / Bodo8`, as `AddEntrants` takes them.
pub fn eight_pairs() -> Vec<Vec<String>> {
    (1..=8)
        .map(|i| vec![format!("Anna{i}"), format!("Bodo{i}")])
        .collect()
}

/// Registers the fixed pairs `names` (each two players).
pub fn entrants(names: &[(&str, &str)]) -> Command {
    Command::Muck(MuckCommand::AddEntrants {
        entrants: names
            .iter()
            .map(|(a, b)| vec![a.to_string(), b.to_string()])
            .collect(),
    })
}

/// The first entry of table `table`'s sheet in the last round, from Bobbl 1 on: one
/// `(a, b)` of Tore per Bobbl.
pub fn sheet(table: u32, scores: &[(u32, u32)]) -> Command {
    Command::Muck(MuckCommand::Score {
        round: None,
        table: TableNo(table),
        bobbl: 1,
        scores: scores
            .iter()
            .map(|(a, b)| BobblScore { a: *a, b: *b })
            .collect(),
        second_entry: false,
    })
}
