//! The invariants of a Muck event's data (issue 4), checked with the rest on every load and
//! before every write.

use crate::game::{Registry, RoundState};
use crate::muck::{Entrant, MuckGame, Partners, Side};
use std::collections::{HashMap, HashSet};

/// Appends every broken Muck invariant of `g` (players in `reg`) to `out`:
///
/// - the settings are allowed ([`crate::muck::MuckSettings::validate`]);
/// - pair ids are `1..=n` in order; a pair is two different registered players, each in at
///   most one pair; a changing-partners event has no pairs;
/// - round numbers are `1..=n`, only the last may be a draft, a complete round has every Bobbl;
/// - per round: table numbers at least 1 and unique; each side a registered pair (fixed) or two
///   different registered players (changing); nobody seated twice or both seated and sitting
///   out; every table has `bobbl_per_round` Bobbl (first and second entry); every score has
///   exactly one side at the target (R-M1).
pub(crate) fn problems(reg: &Registry, g: &MuckGame, out: &mut Vec<String>) {
    let settings = &g.settings;
    if let Err(e) = settings.validate() {
        out.push(format!("settings: {e}"));
    }
    let known = |id: crate::game::PlayerId| id.0 >= 1 && id.0 as usize <= reg.participants.len();
    if settings.partners == Partners::Changing && !g.pairs.is_empty() {
        out.push("a changing-partners event has fixed pairs".into());
    }
    let mut in_pair = HashMap::new();
    for (i, p) in g.pairs.iter().enumerate() {
        let want = i as u64 + 1;
        if u64::from(p.id.0) != want {
            out.push(format!(
                "pair at position {want} has id {}; pair ids must be 1..{} in order",
                p.id.0,
                g.pairs.len()
            ));
        }
        let [a, b] = p.players;
        if a == b {
            out.push(format!(
                "{}: player {a} twice; a pair is two different players",
                p.id
            ));
        }
        for x in [a, b] {
            if !known(x) {
                out.push(format!("{}: player {x} is not registered", p.id));
            } else if let Some(other) = in_pair.insert(x, p.id)
                && other != p.id
            {
                out.push(format!("player {x} plays in {other} and in {}", p.id));
            }
        }
    }
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
            out.push(format!("{label} is a draft but not the last round"));
        }
        if r.state == RoundState::Complete && r.open_tables() > 0 {
            out.push(format!(
                "{label} is complete but {} table(s) have a Bobbl not entered",
                r.open_tables()
            ));
        }
        let mut numbers = HashSet::new();
        let mut seen: HashSet<Entrant> = HashSet::new();
        for tb in &r.tables {
            let at = format!("{label}, table {}", tb.number);
            if tb.number.0 == 0 || !numbers.insert(tb.number) {
                out.push(format!(
                    "{at}: table numbers must be 1.. and unique in a round"
                ));
            }
            for s in [tb.a, tb.b] {
                match (settings.partners, s) {
                    (Partners::Fixed, Side::Pair(p)) => {
                        if g.pair(p).is_none() {
                            out.push(format!("{at}: {p} is not registered"));
                        }
                    }
                    (Partners::Changing, Side::Players(x, y)) => {
                        for p in [x, y] {
                            if !known(p) {
                                out.push(format!("{at}: player {p} is not registered"));
                            }
                        }
                        if x == y {
                            out.push(format!("{at}: player {x} twice on one side"));
                        }
                    }
                    _ => out.push(format!(
                        "{at}: a side must be {} at this event",
                        match settings.partners {
                            Partners::Fixed => "a pair",
                            Partners::Changing => "two single players",
                        }
                    )),
                }
                for e in s.entrants() {
                    if !seen.insert(e) {
                        out.push(format!(
                            "{label}: {} is seated twice",
                            g.entrant_name(reg, e)
                        ));
                    }
                }
            }
            let n = settings.bobbl_per_round as usize;
            if tb.bobbl.len() != n || tb.second.len() != n {
                out.push(format!(
                    "{at}: {} Bobbl entered (second entry {}), but a round has {n}",
                    tb.bobbl.len(),
                    tb.second.len()
                ));
            }
            for (k, s) in tb.bobbl.iter().chain(&tb.second).enumerate() {
                if let Some(s) = s
                    && let Err(why) = s.check(settings.target)
                {
                    out.push(format!("{at}, Bobbl {}: {why}", k % n.max(1) + 1));
                }
            }
        }
        for e in &r.sitting_out {
            if !seen.insert(*e) {
                out.push(format!(
                    "{label}: {} sits out but is also seated (or sits out twice)",
                    g.entrant_name(reg, *e)
                ));
            }
        }
    }
}
