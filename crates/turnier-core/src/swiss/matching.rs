//! Maximum-weight matching of maximum cardinality on a general graph (Edmonds' blossom
//! algorithm with dual variables, after J. van Rantwijk's well-known formulation of Galil,
//! "Efficient algorithms for finding maximum matching in graphs", 1986).
//!
//! The pairing engine (`pairing.rs`) encodes its lexicographic tiers (RULINGS R-S12..R-S15)
//! into one exact integer weight per edge, so this module only needs an ordered abelian group:
//! the [`Weight`] trait, implemented for `i128` (the fast path) and for [`BigInt`] (the fallback
//! when the tiers do not fit in 120 bits). No floating point anywhere.
//!
//! Besides the matching it returns the vertex duals. With `slack(i, j) = dual[i] + dual[j] -
//! 2 w(i, j)`, every edge given to the solver has `slack >= 0` outside blossoms at the end, and
//! an edge with `slack > 0` lies in *no* maximum-weight perfect matching (complementary
//! slackness; blossom duals are non-negative, so they only raise the slack). The engine uses
//! this to verify edges it did not give to the solver and to prune partners in the R-S16 step.

use num_bigint::BigInt;
use num_traits::Zero;
use std::fmt::Debug;

/// An exact edge weight: an ordered abelian group with exact halving of even values.
pub trait Weight: Clone + Ord + Debug {
    /// The neutral element.
    fn zero() -> Self;
    /// `self + other`.
    fn plus(&self, other: &Self) -> Self;
    /// `self - other`.
    fn minus(&self, other: &Self) -> Self;
    /// `2 * self`.
    fn twice(&self) -> Self;
    /// `self / 2`, rounded toward negative infinity (only applied to even values here).
    fn half(&self) -> Self;
}

impl Weight for i128 {
    fn zero() -> Self {
        0
    }
    fn plus(&self, other: &Self) -> Self {
        self + other
    }
    fn minus(&self, other: &Self) -> Self {
        self - other
    }
    fn twice(&self) -> Self {
        self * 2
    }
    fn half(&self) -> Self {
        self.div_euclid(2)
    }
}

impl Weight for BigInt {
    fn zero() -> Self {
        <BigInt as Zero>::zero()
    }
    fn plus(&self, other: &Self) -> Self {
        self + other
    }
    fn minus(&self, other: &Self) -> Self {
        self - other
    }
    fn twice(&self) -> Self {
        self * 2
    }
    fn half(&self) -> Self {
        // Floor division for even values is exact either way.
        num_integer_half(self)
    }
}

fn num_integer_half(x: &BigInt) -> BigInt {
    use num_traits::Signed;
    if x.is_negative() {
        -((-x + 1u32) / 2u32)
    } else {
        x / 2u32
    }
}

/// The result of [`max_weight_matching`].
#[derive(Debug, Clone)]
pub struct Matching<W> {
    /// `mate[v]`: the vertex matched to `v`, if any.
    pub mate: Vec<Option<usize>>,
    /// Vertex duals (doubled convention: `slack = dual[i] + dual[j] - 2 w`).
    pub dual: Vec<W>,
    /// No blossom is left with a positive dual: then the optimal matchings are exactly the
    /// perfect matchings on the edges with `slack == 0` (complementary slackness).
    pub no_blossom_duals: bool,
    /// Per vertex, the blossoms with a positive dual containing it at the end, outermost
    /// first, each as its id and the sum of the blossom duals from the outermost down to it.
    /// The true reduced cost of an edge is `slack + 2 * (that sum at the innermost such
    /// blossom holding both ends)` (see [`Matching::reduced_cost`]); it is `>= 0`, and an
    /// optimal matching uses only edges where it is 0. (Blossoms with dual 0 add nothing.)
    pub nest: Vec<Vec<(usize, W)>>,
    /// Per vertex, every blossom containing it at the end (ids, dual 0 included), outermost
    /// first.
    pub chains: Vec<Vec<u32>>,
    /// The blossoms left at the end (every id in `chains`), each with its shape: the odd
    /// cycle of its children (vertices `< n`, blossoms `>= n`), the first holding its base,
    /// and the edges joining them. Every such edge has reduced cost 0 (the solver keeps the
    /// edges of a blossom tight while it exists), so any vertex of a blossom can be its base
    /// with the rest paired along the cycle (`optimum.rs` uses this).
    pub blossoms: Vec<Blossom>,
}

/// One blossom of a [`Matching`]: its id, its children around the cycle and, at `ends[i]`,
/// the edge from `childs[i]` to `childs[i + 1]` (cyclic) as (vertex in `childs[i]`, vertex
/// in `childs[i + 1]`).
#[derive(Debug, Clone)]
pub struct Blossom {
    /// The blossom's id (as in [`Matching::nest`]).
    pub id: usize,
    /// The children around the odd cycle: vertices (`< n`) or blossoms (`>= n`).
    pub childs: Vec<usize>,
    /// `ends[i]`: the edge joining `childs[i]` and `childs[i + 1]` (cyclic).
    pub ends: Vec<(usize, usize)>,
}

impl<W: Weight> Matching<W> {
    /// `2 * (sum of the duals of the blossoms holding both u and v)`: what turns the vertex
    /// slack of the edge `(u, v)` into its true reduced cost.
    pub fn blossom_term(&self, u: usize, v: usize) -> W {
        let mut common = W::zero();
        for (a, b) in self.nest[u].iter().zip(&self.nest[v]) {
            if a.0 != b.0 {
                break;
            }
            common = a.1.clone();
        }
        common.twice()
    }

    /// The true reduced cost of the edge `(u, v)` of weight `w`: vertex slack plus the
    /// blossom term.
    pub fn reduced_cost(&self, u: usize, v: usize, w: &W) -> W {
        self.dual[u]
            .plus(&self.dual[v])
            .minus(&w.twice())
            .plus(&self.blossom_term(u, v))
    }
}

const NONE: usize = usize::MAX;

struct Solver<'a, W: Weight> {
    nv: usize,
    edges: &'a [(usize, usize, W)],
    endpoint: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<W>,
    allowedge: Vec<bool>,
    /// The edges set in `allowedge` this stage, so the reset at the next stage touches only
    /// them (not every edge: a stage on a large sparse graph is then `O(n)`, not `O(m)`).
    allowed: Vec<usize>,
    queue: Vec<usize>,
}

/// Maximum-weight matching among the maximum-cardinality matchings of the graph with `n`
/// vertices and `edges` `(i, j, w)` (`i != j`, both `< n`; parallel edges allowed). With a
/// perfect matching present, this is the maximum-weight perfect matching. Deterministic:
/// the result depends only on the input order. `O(n^3)` worst case, `O(n (n + m))` typical.
pub fn max_weight_matching<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Matching<W> {
    let mut s = Solver::new(n, edges);
    s.run();
    s.finish()
}

/// [`max_weight_matching`] warm-started from a guess: `start_mate` (partner per vertex, may be
/// partial or wrong) and `start_dual` (vertex duals in the doubled convention, any values).
///
/// The guess only changes where the algorithm starts, never what it returns: the duals are
/// first raised, vertex by vertex, until every edge has `slack >= 0` (raising a dual never
/// breaks an edge already fixed), then each guessed pair is kept only if it is an edge with
/// `slack == 0`, and the free vertices' duals are made even (all free vertices must share a
/// parity so that S-S slacks stay even). That is a feasible dual with tight matched edges and
/// no blossom, the invariant the primal-dual stages keep, so the stages that follow (one per
/// augmentation still needed) end in the same optimality conditions as a cold start: a
/// matching of maximum cardinality; when it is perfect, of maximum weight among the perfect
/// matchings, certified by its duals (LP duality: the perfect-matching LP puts no sign or
/// equality condition on vertex duals). When it is not perfect, the weight is not certified
/// (the free vertices' duals would have to be equal): call [`max_weight_matching`]. A good
/// guess leaves few free vertices and so few stages.
pub fn max_weight_matching_from<W: Weight>(
    n: usize,
    edges: &[(usize, usize, W)],
    start_mate: &[Option<usize>],
    start_dual: &[W],
) -> Matching<W> {
    let mut s = Solver::new(n, edges);
    s.warm_start(start_mate, start_dual);
    s.run();
    s.finish()
}

impl<W: Weight> Solver<'_, W> {
    fn warm_start(&mut self, start_mate: &[Option<usize>], start_dual: &[W]) {
        let nv = self.nv;
        self.dualvar[..nv].clone_from_slice(&start_dual[..nv]);
        for v in 0..nv {
            for idx in 0..self.neighbend[v].len() {
                let p = self.neighbend[v][idx];
                let u = self.endpoint[p];
                let need = self.edges[p / 2].2.twice().minus(&self.dualvar[u]);
                if self.dualvar[v] < need {
                    self.dualvar[v] = need;
                }
            }
        }
        for v in 0..nv {
            let Some(u) = start_mate[v] else { continue };
            if u <= v || u >= nv || start_mate[u] != Some(v) {
                continue;
            }
            let tight = self.neighbend[v]
                .iter()
                .copied()
                .find(|&p| self.endpoint[p] == u && self.slack(p / 2) == W::zero());
            if let Some(p) = tight {
                // `mate[x]` is the remote endpoint of x's matched edge.
                self.mate[v] = p;
                self.mate[u] = p ^ 1;
            }
        }
        for v in 0..nv {
            if self.mate[v] == NONE && self.dualvar[v].half().twice() != self.dualvar[v] {
                // Odd: raise by one (any positive step keeps every slack >= 0).
                let up = self.dualvar[v].minus(&self.dualvar[v].half().twice());
                self.dualvar[v] = self.dualvar[v].plus(&up);
            }
        }
    }

    fn finish(self) -> Matching<W> {
        let s = self;
        let n = s.nv;
        let mate = s
            .mate
            .iter()
            .map(|&p| (p != NONE).then(|| s.endpoint[p]))
            .collect();
        let dual = s.dualvar[..n].to_vec();
        let no_blossom_duals =
            (n..2 * n).all(|b| s.blossombase[b] == NONE || s.dualvar[b] == W::zero());
        // Per vertex its blossoms, outermost first; the nest keeps those with a positive
        // dual (the others add nothing to a reduced cost; large rounds left chains of
        // hundreds of blossoms, nearly all with dual 0).
        let mut chains: Vec<Vec<u32>> = Vec::with_capacity(n);
        let mut nest: Vec<Vec<(usize, W)>> = Vec::with_capacity(n);
        for v in 0..n {
            let mut chain = Vec::new();
            let mut b = s.blossomparent[v];
            while b != NONE {
                chain.push(b as u32);
                b = s.blossomparent[b];
            }
            chain.reverse();
            let mut acc = W::zero();
            let own: Vec<(usize, W)> = chain
                .iter()
                .filter(|&&b| s.dualvar[b as usize] > W::zero())
                .map(|&b| {
                    acc = acc.plus(&s.dualvar[b as usize]);
                    (b as usize, acc.clone())
                })
                .collect();
            chains.push(chain);
            nest.push(own);
        }
        let mut blossoms = Vec::new();
        let mut seen = vec![false; n];
        for chain in &chains {
            for &b in chain {
                let b = b as usize;
                if !std::mem::replace(&mut seen[b - n], true) {
                    blossoms.push(Blossom {
                        id: b,
                        childs: s.blossomchilds[b].clone(),
                        ends: s.blossomendps[b]
                            .iter()
                            .map(|&p| (s.endpoint[p], s.endpoint[p ^ 1]))
                            .collect(),
                    });
                }
            }
        }
        Matching {
            mate,
            dual,
            no_blossom_duals,
            nest,
            chains,
            blossoms,
        }
    }
}

impl<'a, W: Weight> Solver<'a, W> {
    fn new(nv: usize, edges: &'a [(usize, usize, W)]) -> Self {
        let mut maxweight = W::zero();
        for e in edges {
            if e.2 > maxweight {
                maxweight = e.2.clone();
            }
        }
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); nv];
        for (k, (i, j, _)) in edges.iter().enumerate() {
            endpoint.push(*i);
            endpoint.push(*j);
            neighbend[*i].push(2 * k + 1);
            neighbend[*j].push(2 * k);
        }
        let mut dualvar = vec![maxweight; nv];
        dualvar.extend(std::iter::repeat_n(W::zero(), nv));
        let mut blossombase: Vec<usize> = (0..nv).collect();
        blossombase.extend(std::iter::repeat_n(NONE, nv));
        Self {
            nv,
            edges,
            endpoint,
            neighbend,
            mate: vec![NONE; nv],
            label: vec![0; 2 * nv],
            labelend: vec![NONE; 2 * nv],
            inblossom: (0..nv).collect(),
            blossomparent: vec![NONE; 2 * nv],
            blossomchilds: vec![Vec::new(); 2 * nv],
            blossombase,
            blossomendps: vec![Vec::new(); 2 * nv],
            bestedge: vec![NONE; 2 * nv],
            blossombestedges: vec![None; 2 * nv],
            unusedblossoms: (nv..2 * nv).rev().collect(),
            dualvar,
            allowedge: vec![false; edges.len()],
            allowed: Vec::new(),
            queue: Vec::new(),
        }
    }

    /// Marks edge `k` allowed (tight) for the rest of the stage.
    fn allow(&mut self, k: usize) {
        if !self.allowedge[k] {
            self.allowedge[k] = true;
            self.allowed.push(k);
        }
    }

    fn slack(&self, k: usize) -> W {
        let (i, j, ref w) = self.edges[k];
        self.dualvar[i].plus(&self.dualvar[j]).minus(&w.twice())
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.nv {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut v = Vec::new();
        self.leaves(b, &mut v);
        v
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let mut w = w;
        let mut t = t;
        let mut p = p;
        loop {
            let b = self.inblossom[w];
            self.label[w] = t;
            self.label[b] = t;
            self.labelend[w] = p;
            self.labelend[b] = p;
            self.bestedge[w] = NONE;
            self.bestedge[b] = NONE;
            if t == 1 {
                let l = self.leaves_of(b);
                self.queue.extend(l);
                return;
            }
            let base = self.blossombase[b];
            let mb = self.mate[base];
            w = self.endpoint[mb];
            t = 1;
            p = mb ^ 1;
        }
    }

    fn scan_blossom(&mut self, v: usize, w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        let (mut v, mut w) = (v, w);
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().unwrap_or(NONE);
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = W::zero();
        for leaf in self.leaves_of_list(&path) {
            if self.label[self.inblossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        let mut bestedgeto = vec![NONE; 2 * self.nv];
        for &bv in &path {
            let nblists: Vec<Vec<usize>> = match self.blossombestedges[bv].take() {
                Some(l) => vec![l],
                None => self
                    .leaves_of(bv)
                    .iter()
                    .map(|&v| self.neighbend[v].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for nblist in nblists {
                for k in nblist {
                    let (mut i, mut j, _) = self.edges[k];
                    if self.inblossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                    {
                        bestedgeto[bj] = k;
                    }
                }
            }
            self.bestedge[bv] = NONE;
        }
        let list: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        let mut best = NONE;
        for &k in &list {
            if best == NONE || self.slack(k) < self.slack(best) {
                best = k;
            }
        }
        self.blossombestedges[b] = Some(list);
        self.bestedge[b] = best;
        self.blossomchilds[b] = path;
        self.blossomendps[b] = endps;
    }

    fn leaves_of_list(&self, list: &[usize]) -> Vec<usize> {
        let mut v = Vec::new();
        for &t in list {
            self.leaves(t, &mut v);
        }
        v
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.nv {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == W::zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let len = childs.len() as isize;
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let mut j = childs.iter().position(|&c| c == entrychild).unwrap_or(0) as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let at = |j: isize| -> usize { (j.rem_euclid(len)) as usize };
            let endps = self.blossomendps[b].clone();
            let mut p = self.labelend[b];
            while j != 0 {
                let e1 = self.endpoint[p ^ 1];
                self.label[e1] = 0;
                let q = endps[at(j - endptrick as isize)] ^ endptrick ^ 1;
                let e2 = self.endpoint[q];
                self.label[e2] = 0;
                self.assign_label(e1, 2, p);
                self.allow(endps[at(j - endptrick as isize)] / 2);
                j += jstep;
                p = endps[at(j - endptrick as isize)] ^ endptrick;
                self.allow(p / 2);
                j += jstep;
            }
            let bv = childs[at(j)];
            let e = self.endpoint[p ^ 1];
            self.label[e] = 2;
            self.label[bv] = 2;
            self.labelend[e] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while childs[at(j)] != entrychild {
                let bv = childs[at(j)];
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let mut found = NONE;
                for v in self.leaves_of(bv) {
                    if self.label[v] != 0 {
                        found = v;
                        break;
                    }
                }
                if found != NONE {
                    let v = found;
                    self.label[v] = 0;
                    let m = self.endpoint[self.mate[self.blossombase[bv]]];
                    self.label[m] = 0;
                    let le = self.labelend[v];
                    self.assign_label(v, 2, le);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.nv {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .unwrap_or(0);
        let mut j = i as isize;
        let (jstep, endptrick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let at = |j: isize| -> usize { (j.rem_euclid(len)) as usize };
        while j != 0 {
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            let p = self.blossomendps[b][at(j - endptrick as isize)] ^ endptrick;
            if t >= self.nv {
                let e = self.endpoint[p];
                self.augment_blossom(t, e);
            }
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            if t >= self.nv {
                let e = self.endpoint[p ^ 1];
                self.augment_blossom(t, e);
            }
            let (e0, e1) = (self.endpoint[p], self.endpoint[p ^ 1]);
            self.mate[e0] = p ^ 1;
            self.mate[e1] = p;
        }
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (s0, p0) in [(v, 2 * k + 1), (w, 2 * k)] {
            let (mut s, mut p) = (s0, p0);
            loop {
                let bs = self.inblossom[s];
                if bs >= self.nv {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.nv {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn run(&mut self) {
        let nv = self.nv;
        for _stage in 0..nv {
            self.label.iter_mut().for_each(|x| *x = 0);
            self.bestedge.iter_mut().for_each(|x| *x = NONE);
            for b in nv..2 * nv {
                self.blossombestedges[b] = None;
            }
            for k in self.allowed.drain(..) {
                self.allowedge[k] = false;
            }
            self.queue.clear();
            for v in 0..nv {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = (!augmented).then(|| self.queue.pop()).flatten() {
                    for idx in 0..self.neighbend[v].len() {
                        let p = self.neighbend[v][idx];
                        let k = p / 2;
                        let w = self.endpoint[p];
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = None;
                        if !self.allowedge[k] {
                            let s = self.slack(k);
                            if s <= W::zero() {
                                self.allow(k);
                            }
                            kslack = Some(s);
                        }
                        if self.allowedge[k] {
                            if self.label[self.inblossom[w]] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            let ks = kslack.unwrap_or_else(|| self.slack(k));
                            if self.bestedge[b] == NONE || ks < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == 0 {
                            let ks = kslack.unwrap_or_else(|| self.slack(k));
                            if self.bestedge[w] == NONE || ks < self.slack(self.bestedge[w]) {
                                self.bestedge[w] = k;
                            }
                        }
                    }
                }
                if augmented {
                    break;
                }
                // Dual update (max-cardinality mode: delta type 1 only when nothing else).
                let mut deltatype = 0u8;
                let mut delta = W::zero();
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                for v in 0..nv {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.slack(self.bestedge[v]);
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * nv {
                    if self.blossomparent[b] == NONE
                        && self.label[b] == 1
                        && self.bestedge[b] != NONE
                    {
                        let d = self.slack(self.bestedge[b]).half();
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in nv..2 * nv {
                    if self.blossombase[b] != NONE
                        && self.blossomparent[b] == NONE
                        && self.label[b] == 2
                        && (deltatype == 0 || self.dualvar[b] < delta)
                    {
                        delta = self.dualvar[b].clone();
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                if deltatype == 0 {
                    deltatype = 1;
                    let mut m = self.dualvar[0].clone();
                    for d in &self.dualvar[..nv] {
                        if *d < m {
                            m = d.clone();
                        }
                    }
                    delta = if m < W::zero() { W::zero() } else { m };
                }
                for v in 0..nv {
                    match self.label[self.inblossom[v]] {
                        1 => self.dualvar[v] = self.dualvar[v].minus(&delta),
                        2 => self.dualvar[v] = self.dualvar[v].plus(&delta),
                        _ => {}
                    }
                }
                for b in nv..2 * nv {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            1 => self.dualvar[b] = self.dualvar[b].plus(&delta),
                            2 => self.dualvar[b] = self.dualvar[b].minus(&delta),
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => break,
                    2 => {
                        self.allow(deltaedge);
                        let (mut i, mut j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == 0 {
                            std::mem::swap(&mut i, &mut j);
                        }
                        let _ = j;
                        self.queue.push(i);
                    }
                    3 => {
                        self.allow(deltaedge);
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            for b in nv..2 * nv {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dualvar[b] == W::zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Best (cardinality, weight) over all matchings, by exhaustive search.
    fn brute(
        n: usize,
        e: &[(usize, usize, i128)],
        used: &mut Vec<bool>,
        from: usize,
    ) -> (usize, i128) {
        let Some(v) = (from..n).find(|&v| !used[v]) else {
            return (0, 0);
        };
        used[v] = true;
        let mut best = brute(n, e, used, v + 1);
        for &(a, b, w) in e {
            let u = if a == v {
                b
            } else if b == v {
                a
            } else {
                continue;
            };
            if used[u] {
                continue;
            }
            used[u] = true;
            let (c, s) = brute(n, e, used, v + 1);
            used[u] = false;
            best = best.max((c + 1, s + w));
        }
        used[v] = false;
        best
    }

    #[test]
    fn matches_exhaustive_search_on_random_graphs() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..2000 {
            let n = 2 + (next() % 9) as usize;
            let mut e = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if next() % 3 != 0 {
                        e.push((i, j, (next() % 12) as i128));
                    }
                }
            }
            let m = max_weight_matching(n, &e);
            let mut card = 0;
            let mut weight = 0;
            for &(a, b, w) in &e {
                if m.mate[a] == Some(b) {
                    card += 1;
                    weight += w;
                    assert_eq!(m.mate[b], Some(a));
                }
            }
            let want = brute(n, &e, &mut vec![false; n], 0);
            assert_eq!((card, weight), want, "graph {e:?}");
            // Warm starts from arbitrary guesses reach the same optimum.
            let guess: Vec<Option<usize>> =
                (0..n).map(|v| Some(v ^ 1).filter(|&u| u < n)).collect();
            let duals: Vec<i128> = (0..n).map(|_| (next() % 30) as i128 - 10).collect();
            for start in [&guess, &m.mate] {
                let w = max_weight_matching_from(n, &e, start, &duals);
                let mut card = 0;
                let mut weight = 0;
                for &(a, b, x) in &e {
                    if w.mate[a] == Some(b) {
                        card += 1;
                        weight += x;
                    }
                }
                // The weight is certified only when the result is perfect.
                if 2 * want.0 == n {
                    assert_eq!((card, weight), want, "warm start, graph {e:?}");
                } else {
                    assert_eq!(card, want.0, "warm start, graph {e:?}");
                }
            }
        }
    }
}
