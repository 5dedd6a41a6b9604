//! The optimum of a whole round over the tiers R-S12..R-S16 on a sparse, verified graph.
//!
//! 1. *Sparse candidate graph.* Every pair within a score group, and every pair between a
//!    group's bottom [`FLOAT_WINDOW`] players and the whole next lower group. Rematches are
//!    edges too (tier 1 only makes them expensive), so a perfect matching nearly always exists.
//! 2. *Solve* with the blossom algorithm (`matching.rs`) on weights that encode the tiers
//!    exactly (`tiers.rs`).
//! 3. *Verify* against the complete graph: a pair left out whose slack under the optimal duals
//!    is negative could improve the optimum; all such pairs are added and step 2 repeats. When
//!    none is left, the duals certify the optimum over the complete graph (LP duality).
//! 4. *Size cap and float profile.* Pair-down sizes above the cap share one digit, and seating
//!    (R-S15) is costed under an assumed float profile; if the optimum uses a larger size or
//!    floats differently, the encoding is rebuilt from the optimum and steps 2-3 repeat.
//! 5. *R-S16.* In pairing order each player takes the best-ranked partner that still allows an
//!    optimum: a partner whose pair has positive slack is in no optimum and is skipped; a
//!    2-swap that keeps the total is accepted at once; otherwise the remaining players are
//!    re-solved with the pair fixed and the total compared exactly.

use super::alternating::augment_between;
use super::field::Field;
use super::matching::{Weight, max_weight_matching};
use super::tiers::{Encode, Encoding, Profile, halves, natural_profile, pair_cost, profile_of};
use num_bigint::BigInt;
use std::collections::HashSet;

/// How many of a group's last players get edges into the next lower group up front.
pub(crate) const FLOAT_WINDOW: usize = 4;

const NONE: usize = usize::MAX;

struct Model<'a> {
    f: &'a Field,
    top: Vec<bool>,
    enc: Encoding,
}

impl Model<'_> {
    fn w<W: Encode>(&self, i: usize, j: usize) -> W {
        self.enc.weight(pair_cost(self.f, &self.top, i, j))
    }
}

struct Solved<W> {
    /// Partner per position (only meaningful for the solved subset).
    mate: Vec<usize>,
    /// Vertex duals per position.
    dual: Vec<W>,
    /// Sum of the chosen pairs' weights.
    total: W,
    /// No blossom dual is left (see [`super::matching::Matching::no_blossom_duals`]).
    exact_tight: bool,
}

/// The solver needs a bigger number type than `i128`.
struct NeedBig;

/// Pairs the whole field (even size): pairs `(a, b)` of positions, `a < b`, in table order.
pub(crate) fn pair_positions(f: &Field) -> Vec<(usize, usize)> {
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

/// R-S16 on top of an optimum: greedy in pairing order, keeping the optimum.
fn transposition_order<W: Encode>(m: &Model, sol: Solved<W>) -> Vec<usize> {
    let n = m.f.len();
    let Solved {
        mut mate,
        dual,
        total,
        exact_tight,
    } = sol;
    // With no blossom dual left, the optima are the perfect matchings on tight pairs.
    let _ = exact_tight;
    // Pairs with slack <= 0 (a superset of the pairs any optimum can use).
    let tight: Option<Vec<Vec<usize>>> = Some({
        let mut adj = vec![Vec::new(); n];
        for a in 0..n {
            for b in a + 1..n {
                let w: W = m.w(a, b);
                if dual[a].plus(&dual[b]).minus(&w.twice()) <= W::zero() {
                    adj[a].push(b);
                    adj[b].push(a);
                }
            }
        }
        adj
    });
    let mut fixed = vec![false; n];
    let mut fixed_weight = W::zero();
    for i in 0..n {
        if fixed[i] {
            continue;
        }
        for j in i + 1..n {
            if fixed[j] {
                continue;
            }
            let wij: W = m.w(i, j);
            if mate[i] == j {
                fix(&mut fixed, &mut fixed_weight, i, j, &wij);
                break;
            }
            if dual[i].plus(&dual[j]).minus(&wij.twice()) > W::zero() {
                continue; // positive slack: in no optimum
            }
            let (k, l) = (mate[i], mate[j]);
            let before = m.w::<W>(i, k).plus(&m.w(j, l));
            if wij.plus(&m.w(k, l)) == before {
                mate[i] = j;
                mate[j] = i;
                mate[k] = l;
                mate[l] = k;
                fix(&mut fixed, &mut fixed_weight, i, j, &wij);
                break;
            }
            let rest: Vec<usize> = (0..n).filter(|&v| !fixed[v] && v != i && v != j).collect();
            if let Some(adj) = &tight {
                let mut allowed = vec![false; n];
                for &v in &rest {
                    allowed[v] = true;
                }
                let mut trial = mate.clone();
                for v in [i, j, k, l] {
                    trial[v] = NONE;
                }
                if !augment_between(adj, &allowed, &rest, &mut trial, k, l) {
                    continue; // no optimum pairs i with j (exact: see the module docs)
                }
                trial[i] = j;
                trial[j] = i;
                if matching_weight::<W>(m, &trial) == total {
                    mate = trial;
                    fix(&mut fixed, &mut fixed_weight, i, j, &wij);
                    break;
                }
            }
            let sub: Solved<W> = solve_subset(m, &rest);
            let perfect = rest.iter().all(|&v| sub.mate[v] != NONE);
            if perfect && fixed_weight.plus(&wij).plus(&sub.total) == total {
                for &v in &rest {
                    mate[v] = sub.mate[v];
                }
                mate[i] = j;
                mate[j] = i;
                fix(&mut fixed, &mut fixed_weight, i, j, &wij);
                break;
            }
        }
    }
    mate
}

fn matching_weight<W: Encode>(m: &Model, mate: &[usize]) -> W {
    let mut t = W::zero();
    for (a, &b) in mate.iter().enumerate() {
        if a < b && b != NONE {
            t = t.plus(&m.w(a, b));
        }
    }
    t
}

fn fix<W: Weight>(fixed: &mut [bool], fw: &mut W, i: usize, j: usize, w: &W) {
    fixed[i] = true;
    fixed[j] = true;
    *fw = fw.plus(w);
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
            let mut total = W::zero();
            for (k, &v) in verts.iter().enumerate() {
                dual[v] = sol.dual[k].clone();
                if let Some(o) = sol.mate[k] {
                    mate[v] = verts[o];
                    if k < o {
                        total = total.plus(&m.w(v, verts[o]));
                    }
                }
            }
            return Solved {
                mate,
                dual,
                total,
                exact_tight: sol.no_blossom_duals,
            };
        }
    }
}
