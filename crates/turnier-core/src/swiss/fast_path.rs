//! The fast path of the pairing: the optimum whenever every tier can sit at its lower bound.
//!
//! Lower bounds of the tiers (RULINGS R-S12..R-S15), for any pairing of the field:
//! - R-S12: no previous meeting (0).
//! - R-S13: every boundary between two score groups with an odd number of players above it
//!   must be crossed by a pair-down; the *natural profile* (each odd group, with its incoming
//!   floater, sends its last player to the next group) crosses each such boundary exactly once
//!   with the smallest size there is, so its pair-down sizes are the leximax minimum.
//! - R-S14: 0, when every floater is the last of his score group (the natural profile).
//! - R-S15: 0, when every pair joins the top half of its group (with its floaters) to the
//!   bottom half.
//!
//! If a pairing reaches all four bounds, it is optimal on tiers 1-4, and every optimum of
//! tiers 1-4 has the same float profile and pairs only top half with bottom half within each
//! group, without a rematch. Those optima are, group by group, the perfect matchings of a
//! bipartite graph (top half x bottom half, pairs that have not met), independent of one
//! another. R-S16 (in standings order each player gets the best-ranked partner still possible)
//! then is, group by group, the lexicographically first perfect matching in that graph: each
//! top-half player in order takes the best-ranked bottom-half player that still leaves a
//! perfect matching for the rest, checked with one alternating path. The incoming floater sits
//! first in its new group, as it comes first in standings order.
//!
//! This covers many rounds of a large event in a fraction of the time of the general solver
//! (`optimum.rs`), which runs on the whole field whenever a bound cannot be reached anywhere (a
//! rematch or a same-half pair cannot be avoided, or the floater has no partner).

use super::field::Field;
use super::tiers::{Profile, halves, natural_profile};

/// One group's seats under the natural profile (R-S15): the top half (incoming floaters
/// first, then the group's own top players) and the bottom half, each in standings order.
struct Seats {
    upper: Vec<usize>,
    lower: Vec<usize>,
}

/// The seats of every group under the natural profile, top group first. Every player who is
/// paired sits in exactly one group's seats (a floater in the group he joins).
fn seats(f: &Field) -> Vec<Seats> {
    seats_under(f, &natural_profile(f))
}

/// The seats of every group under the float profile `prof` (R-S15, [`halves`]).
fn seats_under(f: &Field, prof: &Profile) -> Vec<Seats> {
    let top = halves(f, prof);
    f.groups
        .iter()
        .enumerate()
        .map(|(g, members)| {
            let gmp = f.group_mp[g];
            let incoming = (0..f.len()).filter(|&p| prof[p] == Some(gmp));
            let all: Vec<usize> = incoming
                .chain(members.iter().copied().filter(|&p| prof[p].is_none()))
                .collect();
            let (upper, lower) = all.iter().partition(|&&p| prof[p].is_some() || top[p]);
            Seats { upper, lower }
        })
        .collect()
}

/// The pairs of one group's seats at the lower bounds, if they can be reached.
fn pair_seats(f: &Field, s: &Seats) -> Option<Vec<(usize, usize)>> {
    if s.upper.len() != s.lower.len() {
        return None;
    }
    first_perfect_matching(f, &s.upper, &s.lower)
}

/// The optimal pairs `(a, b)` of positions, `a < b`, sorted, if every tier reaches its lower
/// bound; `None` when the general solver is needed.
pub(crate) fn pair_at_lower_bounds(f: &Field) -> Option<Vec<(usize, usize)>> {
    let mut pairs = Vec::with_capacity(f.len() / 2);
    for s in seats(f) {
        pairs.extend(pair_seats(f, &s)?);
    }
    pairs.sort_unstable();
    Some(pairs)
}

/// One block of [`blocks_under`]: its players (ascending) and its pairs at the lower bounds.
pub(crate) type Block = (Vec<usize>, Option<Vec<(usize, usize)>>);

/// Per score group, the players it seats under the float profile `prof` (incoming floaters,
/// then its own players who stay, in standings order) and, if that block reaches the lower
/// bounds of R-S12 and R-S15 under `prof` (no rematch, every pair joins top half to bottom
/// half), its R-S16 pairs at those bounds. Under a fixed profile R-S13 and R-S14 are fixed
/// too, so such pairs are the block's optimum of tiers 1-4 and, as above, its R-S16 answer.
pub(crate) fn blocks_under(f: &Field, prof: &Profile) -> Vec<Block> {
    seats_under(f, prof)
        .into_iter()
        .map(|s| {
            let pairs = pair_seats(f, &s);
            let mut block: Vec<usize> = s.upper.iter().chain(&s.lower).copied().collect();
            block.sort_unstable();
            (block, pairs)
        })
        .collect()
}

/// The lexicographically first perfect matching between `upper` and `lower` (both in standings
/// order) using only pairs that have not met; `None` if there is none.
///
/// The pairs that have met are kept per upper player as a sorted list of lower indices (a
/// group's players have met few of the others), not as a `k x k` table, and the first perfect
/// matching starts from the slide (upper `i` with lower `i`, where they have not met), so
/// that Kuhn's augmenting paths only repair the few places where the slide has a rematch.
/// Which perfect matching the fixing step starts from never changes its answer: it tries, for
/// each upper player in order, every lower player before his current partner, and keeps the
/// first that still leaves a perfect matching for the rest.
fn first_perfect_matching(
    f: &Field,
    upper: &[usize],
    lower: &[usize],
) -> Option<Vec<(usize, usize)>> {
    let k = upper.len();
    let mut index: Vec<(usize, usize)> = lower.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    index.sort_unstable();
    let met: Vec<Vec<usize>> = upper
        .iter()
        .map(|&u| {
            let mut list: Vec<usize> = f.met[u]
                .iter()
                .filter(|&&(_, c)| c > 0)
                .filter_map(|&(p, _)| {
                    index
                        .binary_search_by_key(&p, |&(q, _)| q)
                        .ok()
                        .map(|at| index[at].1)
                })
                .collect();
            list.sort_unstable();
            list
        })
        .collect();
    let ok = Allowed { met: &met, k };
    let mut mate_u: Vec<Option<usize>> = vec![None; k];
    let mut mate_l: Vec<Option<usize>> = vec![None; k];
    for u in 0..k {
        if ok.get(u, u) {
            mate_u[u] = Some(u);
            mate_l[u] = Some(u);
        }
    }
    for u in 0..k {
        if mate_u[u].is_some() {
            continue;
        }
        let mut seen = vec![false; k];
        if !augment(u, &ok, &mut mate_u, &mut mate_l, &mut seen, &vec![false; k]) {
            return None;
        }
    }
    // Then fix, in standings order, each upper player's best-ranked possible partner.
    let mut fixed = vec![false; k];
    for u in 0..k {
        for l in 0..k {
            if fixed_lower(&fixed, &mate_l, l) || !ok.get(u, l) {
                continue;
            }
            if mate_u[u] == Some(l) {
                break;
            }
            // Force u-l: u's partner l0 is freed, l's partner u1 must find another partner
            // along an alternating path that ends at l0, avoiding fixed players and u, l.
            let (Some(l0), Some(u1)) = (mate_u[u], mate_l[l]) else {
                return None;
            };
            let mut trial_u = mate_u.clone();
            let mut trial_l = mate_l.clone();
            trial_u[u] = Some(l);
            trial_l[l] = Some(u);
            trial_u[u1] = None;
            trial_l[l0] = None;
            let mut seen = vec![false; k];
            seen[l] = true;
            let mut blocked = fixed.clone();
            blocked[u] = true;
            if augment(u1, &ok, &mut trial_u, &mut trial_l, &mut seen, &blocked) {
                mate_u = trial_u;
                mate_l = trial_l;
                break;
            }
        }
        fixed[u] = true;
    }
    Some(
        (0..k)
            .filter_map(|u| mate_u[u].map(|l| (upper[u].min(lower[l]), upper[u].max(lower[l]))))
            .collect(),
    )
}

/// Which upper-lower pairs have not met: per upper index, the lower indices met (sorted).
struct Allowed<'a> {
    met: &'a [Vec<usize>],
    k: usize,
}

impl Allowed<'_> {
    fn get(&self, u: usize, l: usize) -> bool {
        self.met[u].binary_search(&l).is_err()
    }
}

fn fixed_lower(fixed: &[bool], mate_l: &[Option<usize>], l: usize) -> bool {
    mate_l[l].is_some_and(|u| fixed[u])
}

/// Kuhn's augmenting path from upper `u`; `blocked[w]` upper players keep their partners.
fn augment(
    u: usize,
    ok: &Allowed,
    mate_u: &mut [Option<usize>],
    mate_l: &mut [Option<usize>],
    seen: &mut [bool],
    blocked: &[bool],
) -> bool {
    for l in 0..ok.k {
        if seen[l] || !ok.get(u, l) {
            continue;
        }
        seen[l] = true;
        let free = match mate_l[l] {
            None => true,
            Some(w) => !blocked[w] && augment(w, ok, mate_u, mate_l, seen, blocked),
        };
        if free {
            mate_u[u] = Some(l);
            mate_l[l] = Some(u);
            return true;
        }
    }
    false
}
