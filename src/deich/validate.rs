//! The invariants of a Deich race's data (issue 14), checked with the rest on every load and
//! before every write.

use super::DeichGame;
use super::start::PLACES;
use crate::game::{Registry, RoundNo};

/// Appends every broken Deich invariant of `g` (players in `reg`) to `out`:
///
/// - one start FP entry per registered player; a last place is 1, 2 or 3 (1.1);
/// - bids only by registered players, only for rounds `1..=evaluated + 1`; every evaluated
///   round's bids are closed, the open round's are not (3.3);
/// - the evaluated rounds are not more than the race has (it ends with two or fewer left);
/// - ZATs for rounds `1..=evaluated + 1`, each round at most once, in order.
pub(crate) fn problems(reg: &Registry, g: &DeichGame, out: &mut Vec<String>) {
    let n = reg.participants.len();
    if g.start.len() != n {
        out.push(format!(
            "deich: {} start FP entries for {n} registered players",
            g.start.len()
        ));
    }
    for (i, s) in g.start.iter().enumerate() {
        if let Some(p) = s.last_place.filter(|p| !PLACES.contains(p)) {
            out.push(format!(
                "deich: player {} has last place {p}; allowed: 1, 2, 3 or none",
                i + 1
            ));
        }
    }
    let last = g.evaluated + 1;
    for r in g.bids.rounds() {
        if r.round.0 < 1 || r.round.0 > last {
            out.push(format!(
                "deich: bids for round {}, but only rounds 1..{last} can have bids",
                r.round
            ));
        }
        let evaluated = r.round.0 <= g.evaluated;
        if r.closed != evaluated {
            out.push(format!(
                "deich: the bids of round {} are {} but the round is {}",
                r.round,
                if r.closed { "closed" } else { "open" },
                if evaluated {
                    "evaluated"
                } else {
                    "not evaluated"
                }
            ));
        }
        for s in &r.entries {
            if reg.participant(s.by).is_none() {
                out.push(format!(
                    "deich: round {}: a bid by player {}, who is not registered",
                    r.round, s.by
                ));
            }
        }
    }
    for k in 1..=g.evaluated {
        if !g.bids.is_closed(RoundNo(k)) {
            out.push(format!(
                "deich: round {k} is evaluated but its bids are not closed"
            ));
        }
    }
    if g.evaluated > 0 {
        let race = g.race(reg);
        if (race.rounds.len() as u32) < g.evaluated {
            out.push(format!(
                "deich: {} rounds evaluated, but the race was over after round {}",
                g.evaluated,
                race.rounds.len()
            ));
        }
    }
    let mut prev = 0;
    for z in &g.zats {
        if z.round.0 <= prev || z.round.0 > last {
            out.push(format!(
                "deich: a ZAT for round {} out of order or beyond round {last}",
                z.round
            ));
        }
        prev = z.round.0;
    }
}
