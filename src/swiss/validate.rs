//! The invariants a loaded Swiss game holds, checked with the rest on every load and before
//! every write ([`crate::store::problems`]).

use super::{MatchResult, SwissGame};
use crate::game::{Registry, RoundState};
use std::collections::{HashMap, HashSet};

/// Appends every broken Swiss invariant of `g` (players in `reg`) to `out`:
///
/// - round numbers are `1..=n` in order, and only the last round may be a draft;
/// - a complete round has a result at every table;
/// - in each round: table numbers are at least 1 and unique; both players of a table are
///   registered and differ; nobody sits at two tables; each bye is a registered player, given
///   once, not seated that round;
/// - every result is legal best of three ([`MatchResult::new`]).
pub(crate) fn problems(reg: &Registry, g: &SwissGame, out: &mut Vec<String>) {
    // By position, so that one wrong participant id is reported once, not at every table.
    let known = |id: crate::game::PlayerId| id.0 >= 1 && id.0 as usize <= reg.participants.len();
    let last = g.rounds.len();
    for (i, r) in g.rounds.iter().enumerate() {
        let want = i as u64 + 1;
        let label = format!("round {}", r.number);
        if u64::from(r.number.0) != want {
            out.push(format!(
                "{label} is in position {want}; rounds must be numbered 1..{last} in order"
            ));
        }
        if r.state == RoundState::Draft && i + 1 != last {
            out.push(format!(
                "{label} is a draft but not the last round; only the last round may be a draft"
            ));
        }
        if r.state == RoundState::Complete && r.open_tables() > 0 {
            out.push(format!(
                "{label} is complete but {} table(s) have no result",
                r.open_tables()
            ));
        }
        let mut tables = HashSet::with_capacity(r.tables.len());
        let mut seated: HashMap<u32, u32> = HashMap::with_capacity(2 * r.tables.len());
        for tb in &r.tables {
            // Built only for a message: this runs before every write of a large event.
            let at = || format!("{label}, table {}", tb.number);
            if tb.number.0 == 0 {
                out.push(format!("{}: table numbers start at 1", at()));
            }
            if !tables.insert(tb.number) {
                out.push(format!(
                    "{}: table number used twice; table numbers must be unique in a round",
                    at()
                ));
            }
            for p in [tb.a, tb.b] {
                if !known(p) {
                    out.push(format!(
                        "{}: player {p} is not registered (registered: #1..#{})",
                        at(),
                        reg.participants.len()
                    ));
                }
            }
            if tb.a == tb.b {
                out.push(format!("{}: player {} plays themself", at(), tb.a));
            } else {
                for p in [tb.a, tb.b] {
                    if let Some(other) = seated.insert(p.0, tb.number.0) {
                        out.push(format!(
                            "{label}: player {p} ({}) sits at tables {other} and {}; nobody \
                             may sit twice in a round",
                            reg.name_of(p),
                            tb.number
                        ));
                    }
                }
            }
            if let Some(res) = tb.result
                && let Err(why) = MatchResult::new(res.wins_a, res.wins_b, res.draws)
            {
                out.push(format!("{}: {why}", at()));
            }
        }
        let mut byes = HashSet::new();
        for &b in &r.byes {
            if !known(b) {
                out.push(format!(
                    "{label}: bye for player {b}, who is not registered (registered: #1..#{})",
                    reg.participants.len()
                ));
            }
            if !byes.insert(b) {
                out.push(format!("{label}: player {b} has the bye twice"));
            }
            if let Some(table) = seated.get(&b.0) {
                out.push(format!(
                    "{label}: player {b} ({}) has the bye but also sits at table {table}",
                    reg.name_of(b)
                ));
            }
        }
    }
}
