//! The optimum of a whole round over the tiers R-S12..R-S16 on a sparse, verified graph.
//!
//! 1. *Sparse candidate graph.* Every pair within a score group, and every pair between a
//!    group's bottom [`FLOAT_WINDOW`] players and the whole next lower group. Rematches are
//!    edges too (tier 1 only makes them expensive), so a perfect matching nearly always exists.
//! 2. *Solve* with the blossom algorithm (`matching.rs`) on weights that encode the tiers
//!    exactly (`tiers.rs`), scaled, plus an R-S16 tie-break bonus below one unit of tier 4
//!    (`Encoding::bonus`: `n^2 - (n - a) * b` for positions `a < b`). The first optimum is thus
//!    an optimum of tiers 1-4 that already leans to the R-S16 answer (on a plain slide it is
//!    that answer, by the rearrangement inequality).
//! 3. *Verify* against the complete graph: a pair left out whose slack under the optimal duals
//!    is negative could improve the optimum; all such pairs are added and step 2 repeats. When
//!    none is left, the duals certify the optimum over the complete graph (LP duality).
//! 4. *Size cap and float profile.* Pair-down sizes above the cap share one digit, and seating
//!    (R-S15) is costed under an assumed float profile; if the optimum uses a larger size or
//!    floats differently, the encoding is rebuilt from the optimum and steps 2-3 repeat.
//! 5. *R-S16.* In pairing order each player takes the best-ranked partner that still allows an
//!    optimum of tiers 1-4. Only partners ranked better than the current one are checked:
//!    - *Prune by duals (exact).* With the true reduced costs `r` (vertex slack plus twice the
//!      blossom duals holding both ends, `matching::Matching::nest`), any perfect matching
//!      `M'` loses at least `sum r(M') / 2` against the reference optimum, while an optimum of
//!      tiers 1-4 loses at most the bonus it gives up. So a candidate is dropped when the
//!      pairs fixed so far, the candidate and the cheapest *alternating walk* re-pairing the
//!      two players it orphans (Dijkstra on reduced costs; every alternating path is such a
//!      walk) already exceed that budget.
//!    - *Witness.* If the cheapest walk is a path, the matching it gives is evaluated; equal
//!      tiers 1-4 accept the candidate. (A 2-swap keeping tiers 1-4 is tried first.)
//!    - *Region re-solve (exact).* Otherwise only the region those walks reach within the
//!      budget is re-solved: an optimum pairing the candidate differs from the current one by
//!      one alternating cycle, whose path lies in that region.
//!
//! This general solver runs only where the fast path (`fast_path.rs`) cannot reach the tiers'
//! lower bounds: for the whole field up to 128 players, and above that for windows of at
//! least 64 players around each score group that cannot (see `fast_path::pair_decomposed`).
//! Measured (release, `examples/pair_timing.rs`, synthetic event seed 2026, before round 9,
//! 2 shared cores): 256 players 9.5 ms, 1,024 players 100 ms, 2,000 players 134 ms median
//! (windows of 110-380 players); this solver alone on 256 players took 1.0-1.6 s.
//! Known gap (test `engine_equals_brute_force_pair_for_pair`, still ignored): when float
//! profiles tie on tiers 1-4, step 4 can settle on a profile whose R-S16 order is not the
//! best (rare: 10,000+ random fields passed before one failed).
//! Next steps: warm-started single augmentations instead of region re-solves, and a tighter
//! bonus budget (per score group).

use super::field::Field;
use super::matching::max_weight_matching;
use super::tiers::{Encode, Encoding, Profile, halves, natural_profile, pair_cost, profile_of};
use num_bigint::BigInt;
use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many of a group's last players get edges into the next lower group up front.
pub(crate) const FLOAT_WINDOW: usize = 4;

const NONE: usize = usize::MAX;

/// Restricted re-solves run by the R-S16 step (diagnostics, see `super::pairing_resolves`).
pub(crate) static RESOLVES: AtomicUsize = AtomicUsize::new(0);

struct Model<'a> {
    f: &'a Field,
    top: Vec<bool>,
    enc: Encoding,
}

impl Model<'_> {
    /// The solver's weight: tiers 1-4 scaled, plus the R-S16 tie-break bonus.
    fn w<W: Encode>(&self, i: usize, j: usize) -> W {
        self.a::<W>(i, j)
            .scale_add(self.enc.tb_scale, self.enc.bonus(i, j))
    }

    /// The weight of tiers 1-4 alone (R-S12..R-S15).
    fn a<W: Encode>(&self, i: usize, j: usize) -> W {
        self.enc.weight(pair_cost(self.f, &self.top, i, j))
    }

    /// The tie-break bonus alone.
    fn b<W: Encode>(&self, i: usize, j: usize) -> W {
        W::from_u64(self.enc.bonus(i, j))
    }

    /// The reduced cost of the pair `(i, j)` under the duals of `r` (vertex slack plus the
    /// blossom term, at least 0).
    fn slack<W: Encode>(&self, r: &Duals<W>, i: usize, j: usize) -> W {
        let mut common = W::zero();
        for (a, b) in r.nest[i].iter().zip(&r.nest[j]) {
            if a.0 != b.0 {
                break;
            }
            common = a.1.clone();
        }
        let s = r.dual[i]
            .plus(&r.dual[j])
            .minus(&self.w::<W>(i, j).twice())
            .plus(&common.twice());
        if s > W::zero() { s } else { W::zero() }
    }

    /// Sum of [`Model::a`] over the pairs of `mate` among `verts`.
    fn a_sum<W: Encode>(&self, mate: &[usize], verts: &[usize]) -> W {
        let mut t = W::zero();
        for &v in verts {
            let p = mate[v];
            if p != NONE && v < p {
                t = t.plus(&self.a(v, p));
            }
        }
        t
    }

    /// Sum of [`Model::b`] over the pairs of `mate` among `verts`.
    fn b_sum<W: Encode>(&self, mate: &[usize], verts: &[usize]) -> W {
        let mut t = W::zero();
        for &v in verts {
            let p = mate[v];
            if p != NONE && v < p {
                t = t.plus(&self.b(v, p));
            }
        }
        t
    }
}

struct Solved<W> {
    /// Partner per position (only meaningful for the solved subset).
    mate: Vec<usize>,
    /// Duals per position.
    duals: Duals<W>,
}

/// Optimal duals by position: vertex duals and, per position, the blossoms holding it
/// (outermost first, with the cumulative blossom dual; see [`super::matching::Matching`]).
struct Duals<W> {
    dual: Vec<W>,
    nest: Vec<Vec<(usize, W)>>,
}

/// The solver needs a bigger number type than `i128`.
struct NeedBig;

/// Pairs the whole field (even size): pairs `(a, b)` of positions, `a < b`, in table order.
pub(crate) fn pair_positions(f: &Field) -> Vec<(usize, usize)> {
    if let Some(pairs) = super::fast_path::pair_at_lower_bounds(f) {
        return pairs;
    }
    let mate = match run::<i128>(f, true) {
        Ok(m) => m,
        Err(NeedBig) => run::<BigInt>(f, false).unwrap_or_default(),
    };
    let mut pairs: Vec<(usize, usize)> = (0..mate.len())
        .filter(|&i| mate[i] != NONE && i < mate[i])
        .map(|i| (i, mate[i]))
        .collect();
    pairs.sort_unstable();
    pairs
}

fn run<W: Encode>(f: &Field, small: bool) -> Result<Vec<usize>, NeedBig> {
    let n = f.len();
    if n == 0 {
        return Ok(Vec::new());
    }
    let all: Vec<usize> = (0..n).collect();
    let mut prof: Profile = natural_profile(f);
    let mut cap = initial_cap(f);
    let mut seen_profiles: Vec<Profile> = Vec::new();
    let (model, sol) = loop {
        let model = Model {
            f,
            top: halves(f, &prof),
            enc: Encoding::new(f, cap),
        };
        if small && !model.enc.fits_i128() {
            return Err(NeedBig);
        }
        let sol: Solved<W> = solve_subset(&model, &all);
        let used_max = (0..n)
            .map(|i| f.mp[i].abs_diff(f.mp[sol.mate[i]]))
            .max()
            .unwrap_or(0);
        if used_max > cap {
            cap = used_max;
            continue;
        }
        let p = profile_of(f, &sol.mate);
        if p == prof || seen_profiles.contains(&p) || seen_profiles.len() >= 4 {
            break (model, sol);
        }
        seen_profiles.push(prof);
        prof = p;
    };
    Ok(transposition_order(&model, sol))
}

/// The largest pair-down size between neighbouring score groups.
fn initial_cap(f: &Field) -> u32 {
    f.group_mp
        .windows(2)
        .map(|w| w[0] - w[1])
        .max()
        .unwrap_or(0)
}

/// The reference optimum the R-S16 step prunes with: its duals, its bonus, and the pairs
/// among the players it covers whose slack fits in the largest budget (the only pairs an
/// optimum of tiers 1-4 can use), as adjacency lists with the slack.
struct Reference<W> {
    duals: Duals<W>,
    b: W,
    adj: Vec<Vec<(usize, W)>>,
}

impl<W: Encode> Reference<W> {
    fn new(m: &Model, mate: &[usize], duals: Duals<W>, verts: &[usize]) -> Self {
        let n = m.f.len();
        let b: W = m.b_sum(mate, verts);
        let limit = b.twice();
        let mut adj = vec![Vec::new(); n];
        for (ka, &u) in verts.iter().enumerate() {
            for &x in &verts[ka + 1..] {
                let s = m.slack(&duals, u, x);
                if s <= limit {
                    adj[u].push((x, s.clone()));
                    adj[x].push((u, s));
                }
            }
        }
        Self { duals, b, adj }
    }
}

/// The cheapest alternating walk from `k` to `l` (both about to lose their partner): edges
/// not in `mate`, each followed by the jump to its far end's partner, through players not
/// `fixed` and not `i`, `j`; its cost is the sum of the slacks of the new pairs. Every
/// alternating path is such a walk, so the cost bounds the loss of any matching that pairs
/// `i` with `j` from below. Explores every walk costing at most `bound` and returns the
/// cheapest one reaching `l` (as its new pairs), if any, and the region: every player such a
/// walk reaches, with their partners and `l` (closed under `mate` but for `k` and `l`, whose
/// partners `i` and `j` are left out). Every alternating path within the budget lies in it.
fn cheapest_walk<W: Encode>(
    r: &Reference<W>,
    mate: &[usize],
    fixed: &[bool],
    (i, j): (usize, usize),
    (k, l): (usize, usize),
    bound: &W,
) -> (Option<Vec<(usize, usize)>>, Vec<usize>) {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    use std::collections::HashMap;
    let mut dist: HashMap<usize, W> = HashMap::new();
    let mut pred: HashMap<usize, (usize, usize)> = HashMap::new();
    let mut heap = BinaryHeap::new();
    dist.insert(k, W::zero());
    heap.push(Reverse((W::zero(), k)));
    let mut best: Option<(W, usize)> = None;
    while let Some(Reverse((d, u))) = heap.pop() {
        if dist.get(&u).is_some_and(|x| *x < d) {
            continue;
        }
        if d > *bound {
            break;
        }
        for (x, s) in &r.adj[u] {
            let x = *x;
            if fixed[x] || x == i || x == j || x == k || x == mate[u] {
                continue;
            }
            let nd = d.plus(s);
            if nd > *bound {
                continue;
            }
            if x == l {
                if best.as_ref().is_none_or(|(b, _)| nd < *b) {
                    best = Some((nd, u));
                }
                continue;
            }
            let next = mate[x];
            if dist.get(&next).is_none_or(|o| nd < *o) {
                dist.insert(next, nd.clone());
                pred.insert(next, (u, x));
                heap.push(Reverse((nd, next)));
            }
        }
    }
    let mut region: Vec<usize> = dist.keys().flat_map(|&u| [u, mate[u]]).collect();
    region.push(l);
    region.retain(|&v| v != i && v != j);
    region.sort_unstable();
    region.dedup();
    let Some((_, last)) = best else {
        return (None, region);
    };
    let mut pairs = vec![(last, l)];
    let mut u = last;
    while u != k {
        let Some(&(p, x)) = pred.get(&u) else {
            return (None, region);
        };
        pairs.push((p, x));
        u = p;
    }
    (Some(pairs), region)
}

/// R-S16 on top of an optimum: greedy in pairing order, keeping an optimum of tiers 1-4.
///
/// `sol` maximises tiers 1-4 and, among their optima, the tie-break bonus. Forcing a pair
/// `e` (with the pairs fixed so far, `F`) costs at least `(slack(F) + slack(e) + walk) / 2`
/// against the reference optimum (LP duality: the duals bound every perfect matching; `walk`
/// is the cheapest alternating walk that re-pairs the two players `e` leaves single), while
/// an optimum of tiers 1-4 containing them loses at most the reference's bonus minus the
/// bonus of `F` and `e`. A candidate over that budget is in no optimum of tiers 1-4 and is
/// skipped without solving; for the rest the walk (if a path) is tried as a witness, and
/// only if that fails are the players left re-solved.
fn transposition_order<W: Encode>(m: &Model, sol: Solved<W>) -> Vec<usize> {
    let n = m.f.len();
    let all: Vec<usize> = (0..n).collect();
    let Solved { mut mate, duals } = sol;
    let a_total: W = m.a_sum(&mate, &all);
    let r = Reference::new(m, &mate, duals, &all);
    // Slack and bonus of the pairs fixed since the reference was taken.
    let mut acc_slack = W::zero();
    let mut acc_b = W::zero();
    let mut fixed = vec![false; n];
    let mut fixed_a = W::zero();
    for i in 0..n {
        if fixed[i] {
            continue;
        }
        let mut j = i + 1;
        while j < mate[i] {
            if fixed[j] {
                j += 1;
                continue;
            }
            let budget = r.b.minus(&acc_b).minus(&m.b(i, j)).twice();
            let bound = budget.minus(&acc_slack).minus(&m.slack(&r.duals, i, j));
            if bound < W::zero() {
                j += 1;
                continue; // forcing (i, j) loses on tiers 1-4
            }
            let (k, l) = (mate[i], mate[j]);
            let (walk, region) = cheapest_walk(&r, &mate, &fixed, (i, j), (k, l), &bound);
            let Some(walk) = walk else {
                j += 1;
                continue; // no way to re-pair k and l within the budget
            };
            // The walk as a witness, if it is a path and keeps tiers 1-4.
            let mut seen = HashSet::new();
            if walk.iter().all(|&(a, b)| seen.insert(a) && seen.insert(b)) {
                let mut trial = mate.clone();
                trial[i] = j;
                trial[j] = i;
                for &(a, b) in &walk {
                    trial[a] = b;
                    trial[b] = a;
                }
                let unfixed: Vec<usize> = (0..n).filter(|&v| !fixed[v]).collect();
                if fixed_a.plus(&m.a_sum(&trial, &unfixed)) == a_total {
                    mate = trial;
                    break;
                }
            }
            // Exact: re-solve the region. An optimum of tiers 1-4 pairing i with j differs
            // from `mate` (one too) by one alternating cycle through (i, j), whose path from
            // k to l is within the budget and so inside the region.
            RESOLVES.fetch_add(1, Ordering::Relaxed);
            let sub: Solved<W> = solve_subset(m, &region);
            let perfect = region.iter().all(|&v| sub.mate[v] != NONE);
            let mut closed = region.clone();
            closed.extend([i, j]);
            let old_a: W = m.a_sum(&mate, &closed);
            let new_a: W = m.a_sum::<W>(&sub.mate, &region).plus(&m.a(i, j));
            if perfect && new_a == old_a {
                for &v in &region {
                    mate[v] = sub.mate[v];
                }
                mate[i] = j;
                mate[j] = i;
                break;
            }
            j += 1;
        }
        let j = mate[i];
        fixed[i] = true;
        fixed[j] = true;
        fixed_a = fixed_a.plus(&m.a(i, j));
        acc_slack = acc_slack.plus(&m.slack(&r.duals, i, j));
        acc_b = acc_b.plus(&m.b(i, j));
    }
    mate
}

/// Maximum-weight perfect matching of the positions `verts` (ascending) under `m`, on the
/// sparse candidate graph, widened until the duals certify it over all pairs of `verts`.
fn solve_subset<W: Encode>(m: &Model, verts: &[usize]) -> Solved<W> {
    let n = m.f.len();
    let mut local = vec![NONE; n];
    for (k, &v) in verts.iter().enumerate() {
        local[v] = k;
    }
    // Groups present in the subset, each with its members in order.
    let mut present: Vec<(usize, Vec<usize>)> = Vec::new();
    for &v in verts {
        let g = m.f.group[v];
        match present.last_mut() {
            Some((pg, list)) if *pg == g => list.push(v),
            _ => present.push((g, vec![v])),
        }
    }
    // Groups are contiguous in pairing order when it is the standings order; if not, merge.
    present.sort_by_key(|(g, _)| *g);
    let mut merged: Vec<(usize, Vec<usize>)> = Vec::new();
    for (g, list) in present {
        match merged.last_mut() {
            Some((pg, l)) if *pg == g => l.extend(list),
            _ => merged.push((g, list)),
        }
    }
    let mut rule: HashSet<(usize, usize)> = HashSet::new();
    let mut edges: Vec<(usize, usize)> = Vec::new();
    for (gi, (_, list)) in merged.iter().enumerate() {
        for (a_idx, &a) in list.iter().enumerate() {
            for &b in &list[a_idx + 1..] {
                edges.push((a, b));
            }
        }
        if let Some((_, next)) = merged.get(gi + 1) {
            let from = list.len().saturating_sub(FLOAT_WINDOW);
            for &a in &list[from..] {
                for &b in next {
                    edges.push((a, b));
                }
            }
        }
    }
    for &(a, b) in &edges {
        rule.insert((a.min(b), a.max(b)));
    }
    loop {
        let wedges: Vec<(usize, usize, W)> = edges
            .iter()
            .map(|&(a, b)| (local[a], local[b], m.w(a, b)))
            .collect();
        let sol = max_weight_matching(verts.len(), &wedges);

        let mut added = false;
        // A vertex left single: give it every pair (only if the sparse graph had none).
        for (k, mk) in sol.mate.iter().enumerate() {
            if mk.is_none() {
                for &b in verts {
                    let a = verts[k];
                    let key = (a.min(b), a.max(b));
                    if a != b && rule.insert(key) {
                        edges.push(key);
                        added = true;
                    }
                }
            }
        }
        if !added {
            for (ka, &a) in verts.iter().enumerate() {
                for &b in &verts[ka + 1..] {
                    if rule.contains(&(a, b)) {
                        continue;
                    }
                    let w: W = m.w(a, b);
                    let slack = sol.dual[ka].plus(&sol.dual[local[b]]).minus(&w.twice());
                    if slack < W::zero() {
                        rule.insert((a, b));
                        edges.push((a, b));
                        added = true;
                    }
                }
            }
        }
        if !added {
            let mut mate = vec![NONE; n];
            let mut dual = vec![W::zero(); n];
            let mut nest = vec![Vec::new(); n];
            for (k, &v) in verts.iter().enumerate() {
                dual[v] = sol.dual[k].clone();
                nest[v] = sol.nest[k].clone();
                if let Some(o) = sol.mate[k] {
                    mate[v] = verts[o];
                }
            }
            return Solved {
                mate,
                duals: Duals { dual, nest },
            };
        }
    }
}
