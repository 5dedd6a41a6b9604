//! The invariants of a Deich race's data, checked with the rest on every load and before every
//! write.

use super::DeichGame;
use super::start::PLACES;
use crate::game::{Registry, RoundNo};
use crate::tr;

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
        out.push(tr!(
            "deich-v-start-count",
            entries = g.start.len(),
            players = n
        ));
    }
    for (i, s) in g.start.iter().enumerate() {
        if let Some(p) = s.last_place.filter(|p| !PLACES.contains(p)) {
            out.push(tr!("deich-v-last-place", player = i + 1, place = p));
        }
    }
    let last = g.evaluated + 1;
    for r in g.bids.rounds() {
        if r.round.0 < 1 || r.round.0 > last {
            out.push(tr!("deich-v-bids-round", round = r.round.0, last = last));
        }
        let evaluated = r.round.0 <= g.evaluated;
        if r.closed != evaluated {
            out.push(if r.closed {
                tr!("deich-v-bids-closed", round = r.round.0)
            } else {
                tr!("deich-v-bids-open", round = r.round.0)
            });
        }
        for s in &r.entries {
            if reg.participant(s.by).is_none() {
                out.push(tr!(
                    "deich-v-bid-unknown",
                    round = r.round.0,
                    player = s.by.to_string()
                ));
            }
        }
    }
    for k in 1..=g.evaluated {
        if !g.bids.is_closed(RoundNo(k)) {
            out.push(tr!("deich-v-not-closed", round = k));
        }
    }
    if g.evaluated > 0 {
        let race = g.race(reg);
        if (race.rounds.len() as u32) < g.evaluated {
            out.push(tr!(
                "deich-v-over",
                count = g.evaluated,
                round = race.rounds.len()
            ));
        }
    }
    let mut prev = 0;
    for z in &g.zats {
        if z.round.0 <= prev || z.round.0 > last {
            out.push(tr!("deich-v-zat", round = z.round.0, last = last));
        }
        prev = z.round.0;
    }
}
