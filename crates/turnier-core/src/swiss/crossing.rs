//! Whether an optimum of tiers 1-3 (R-S12..R-S14) fits given landings, decided exactly from the
//! blossoms of one optimum and its pairs with reduced cost 0, without a weighted solve.
//!
//! *The condition.* Let `(y, z)` be the optimal duals of one optimum of tiers 1-3 (vertex
//! duals and blossom duals). By complementary slackness (the matching polytope is integral,
//! so every optimal perfect matching is an optimal solution of the linear programme), a
//! perfect matching is an optimum exactly when every pair it uses has reduced cost 0 and
//! every blossom `B` with `z_B > 0` is crossed by exactly one of its pairs (its
//! `(|B| - 1) / 2` pairs inside). The blossoms with a positive dual are laminar. So the
//! question "is there an optimum whose pairs all fit the landings" is a matching problem on
//! the pairs with reduced cost 0 that fit them, with the crossing condition on the blossoms.
//!
//! *Bottom up.* For a blossom `B` with a positive dual call its *units* the largest blossoms
//! with a positive dual strictly inside it and its players in none of them; the top level has
//! the outermost such blossoms and the players in none as units. Call `F(B)` the players `x`
//! of `B` such that `B - x` can be paired inside `B` by pairs that fit, with every blossom
//! inside crossed once. Then `x` is in `F(B)` exactly when `x` is in `F` of its unit (or is
//! the unit) and the unit graph `G_B` without `x`'s unit has a perfect matching, where `G_B`
//! joins two units by the fitting pairs between them whose ends are in `F` of their units:
//! in `B - x` the pair at `x` leaves `B` and `x`'s unit, so every other unit is crossed by
//! exactly one pair inside `B` (one pair of `G_B`), entering it at a player from whom the
//! rest of the unit can be paired inside, and that is all the condition asks. The units
//! without which `G_B` has a perfect matching are those that some maximum matching of
//! `G_B` leaves single when one leaves exactly one single (Gallai-Edmonds): the outer
//! vertices of Edmonds' search from that single unit, once no augmenting path is left. An
//! optimum fitting the landings exists exactly when the top level's unit graph, built the
//! same way, has a perfect matching. Each pair with reduced cost 0 belongs to the unit graph
//! of exactly one blossom (the innermost holding both ends) or to the top level, so the whole
//! test visits each such pair once.
//!
//! *The optimum itself* is built top down: the top level's perfect matching, then inside each
//! unit blossom, entered at `x`, a perfect matching of its unit graph without `x`'s unit
//! (which exists as `x` is in `F`), and so on down. Every pair has reduced cost 0 and fits,
//! every blossom with a positive dual is crossed once: an optimum (the caller still checks
//! its weight, a certificate that costs nothing).
//!
//! Every matching here is Edmonds' cardinality algorithm (no weights), started from the
//! optimum the search holds, so each unit graph needs at most a few augmenting paths.
//!
//! *Answers kept.* Which units of a blossom can be left out depends only on the landings of
//! the blossom's own players (its pairs and everything inside it lie among them), never on
//! the matching a search starts from (Gallai-Edmonds: it is a property of the graph). So each
//! blossom keeps its last answer with the landings it was computed under and reuses it while
//! they are the same; the float-profile search changes one player's landing at a time.

use super::field::Field;
use super::tiers::{Landing, violates};

const NONE: u32 = u32::MAX;

/// The blossoms with a positive dual of one optimum of tiers 1-3 (laminar) and its pairs with
/// reduced cost 0, each filed under the innermost such blossom holding both ends (or the top
/// level) as a fixed adjacency of that level's unit graph.
pub(super) struct Crossing {
    /// Players (positions) of the field.
    n: usize,
    /// Per position, the blossoms with a positive dual holding it, outermost first (dense
    /// ids `0..nb`); blossom `chain[x][d]` is at depth `d` in every chain holding it.
    chain: Vec<Vec<u32>>,
    /// Per position `x` and level `l` in `0..=chain[x].len()`: the local index of `x`'s
    /// unit in the unit graph of level `l` of his chain, at `unit_at[x][l]`.
    unit_at: Vec<Vec<u32>>,
    /// Per level key (a blossom's id, or `nb` for the top level), its units: a position
    /// `< n` or `n + id` for a blossom.
    units: Vec<Vec<u32>>,
    /// Per level key, where its units' adjacency starts in `start` (`units.len() + 1`
    /// entries from there).
    key_at: Vec<usize>,
    /// Per local unit, where its pairs start in `adj`.
    start: Vec<u32>,
    /// The pairs `(end in this unit, end in the other)`, both ways.
    adj: Vec<(u32, u32)>,
    /// Per level key, its level: the depth of the blossom plus 1 (0: the top level).
    level: Vec<u32>,
    /// Blossoms by depth.
    by_depth: Vec<Vec<u32>>,
    /// Positions by chain length, longest first.
    by_len: Vec<u32>,
    /// Per blossom, its players.
    members: Vec<Vec<u32>>,
    /// Per blossom, the last answer: the landings of its players it was computed under and,
    /// per unit, whether the unit graph has a perfect matching without it. Everything inside
    /// a blossom depends only on its players' landings, so an answer holds while they are
    /// the same (the search decides one player at a time).
    memo: std::cell::RefCell<Vec<Option<Answer>>>,
}

/// A blossom's kept answer: the landings of its players, and per unit whether the unit
/// graph has a perfect matching without it.
type Answer = (Vec<Landing>, Vec<bool>);

/// What [`Crossing::optimum`] says.
pub(super) enum Fit {
    /// No optimum of tiers 1-3 has only pairs that fit the landings (exact).
    None,
    /// This perfect matching fits them, has only pairs with reduced cost 0 and crosses every
    /// blossom with a positive dual once: an optimum (partner by position).
    Found(Vec<usize>),
    /// The construction did not close (not expected; the caller decides another way).
    Unsure,
}

impl Crossing {
    /// From `chain` (per position, the blossoms with a positive dual of the optimum holding
    /// it, outermost first; solver ids) and `tight` (per position, the positions it has a
    /// pair with reduced cost 0 with, ascending).
    pub(super) fn new(chain: &[Vec<usize>], tight: &[Vec<usize>]) -> Self {
        let n = chain.len();
        let mut dense: std::collections::HashMap<usize, u32> = std::collections::HashMap::new();
        let mut depth_of: Vec<u32> = Vec::new();
        let pchain: Vec<Vec<u32>> = chain
            .iter()
            .map(|c| {
                c.iter()
                    .enumerate()
                    .map(|(d, b)| {
                        *dense.entry(*b).or_insert_with(|| {
                            depth_of.push(d as u32);
                            (depth_of.len() - 1) as u32
                        })
                    })
                    .collect()
            })
            .collect();
        let nb = depth_of.len();
        let mut units: Vec<Vec<u32>> = vec![Vec::new(); nb + 1];
        let mut unit_local = vec![NONE; n + nb];
        for (x, c) in pchain.iter().enumerate() {
            for d in 0..c.len() {
                let parent = if d == 0 { nb } else { c[d - 1] as usize };
                let b = c[d] as usize;
                if unit_local[n + b] == NONE {
                    unit_local[n + b] = units[parent].len() as u32;
                    units[parent].push((n + b) as u32);
                }
            }
            let own = c.last().map_or(nb, |&b| b as usize);
            unit_local[x] = units[own].len() as u32;
            units[own].push(x as u32);
        }
        let unit_at: Vec<Vec<u32>> = pchain
            .iter()
            .enumerate()
            .map(|(x, c)| {
                (0..=c.len())
                    .map(|l| {
                        c.get(l)
                            .map_or(unit_local[x], |&b| unit_local[n + b as usize])
                    })
                    .collect()
            })
            .collect();
        // Each pair under its level, counted first, then filled.
        let key_of = |a: usize, b: usize| {
            let c = common_prefix(&pchain[a], &pchain[b]);
            if c == 0 {
                nb
            } else {
                pchain[a][c - 1] as usize
            }
        };
        let level: Vec<u32> = (0..=nb)
            .map(|k| if k == nb { 0 } else { depth_of[k] + 1 })
            .collect();
        let mut key_at = vec![0usize; nb + 1];
        let mut total = 0;
        for (k, us) in units.iter().enumerate() {
            key_at[k] = total;
            total += us.len() + 1;
        }
        let mut start = vec![0u32; total];
        for (a, ts) in tight.iter().enumerate() {
            for &b in ts.iter().filter(|&&b| b > a) {
                let k = key_of(a, b);
                let l = level[k] as usize;
                start[key_at[k] + unit_at[a][l] as usize + 1] += 1;
                start[key_at[k] + unit_at[b][l] as usize + 1] += 1;
            }
        }
        let mut sum = 0u32;
        for (k, us) in units.iter().enumerate() {
            for i in 0..=us.len() {
                sum += start[key_at[k] + i];
                start[key_at[k] + i] = sum;
            }
        }
        let mut fill = start.clone();
        let mut adj = vec![(0u32, 0u32); sum as usize];
        for (a, ts) in tight.iter().enumerate() {
            for &b in ts.iter().filter(|&&b| b > a) {
                let k = key_of(a, b);
                let l = level[k] as usize;
                for (x, y) in [(a, b), (b, a)] {
                    let at = &mut fill[key_at[k] + unit_at[x][l] as usize];
                    adj[*at as usize] = (x as u32, y as u32);
                    *at += 1;
                }
            }
        }
        let levels = pchain.iter().map(Vec::len).max().unwrap_or(0);
        let mut by_depth: Vec<Vec<u32>> = vec![Vec::new(); levels];
        for (b, &d) in depth_of.iter().enumerate() {
            by_depth[d as usize].push(b as u32);
        }
        let mut members: Vec<Vec<u32>> = vec![Vec::new(); nb];
        for (x, c) in pchain.iter().enumerate() {
            for &b in c {
                members[b as usize].push(x as u32);
            }
        }
        let mut by_len: Vec<u32> = (0..n as u32).collect();
        by_len.sort_by_key(|&x| std::cmp::Reverse(pchain[x as usize].len()));
        Self {
            n,
            chain: pchain,
            unit_at,
            units,
            key_at,
            start,
            adj,
            level,
            by_depth,
            by_len,
            members,
            memo: std::cell::RefCell::new(vec![None; nb]),
        }
    }

    /// The level key of the pair `(a, b)`: the innermost blossom with a positive dual
    /// holding both, or the top level.
    fn key_of(&self, a: usize, b: usize) -> usize {
        let c = common_prefix(&self.chain[a], &self.chain[b]);
        if c == 0 {
            self.level.len() - 1
        } else {
            self.chain[a][c - 1] as usize
        }
    }

    /// An optimum of tiers 1-3 none of whose pairs violates `cons` ([`violates`]), or
    /// [`Fit::None`] when there is none (exact, see the module doc). `mate` (partner by
    /// position, a perfect matching of pairs with reduced cost 0) is where each matching
    /// starts; it need not fit `cons`.
    pub(super) fn optimum(&self, f: &Field, cons: &[Landing], mate: &[usize]) -> Fit {
        let n = self.n;
        let nb = self.level.len() - 1;
        // `mate`'s pairs by level.
        let mut mates: Vec<Vec<(u32, u32)>> = vec![Vec::new(); nb + 1];
        for (a, &b) in mate.iter().enumerate() {
            if b != usize::MAX && a < b {
                mates[self.key_of(a, b)].push((a as u32, b as u32));
            }
        }
        // `ok[x] <= d`: `x` is in `F` of the blossom at depth `d` of his chain.
        let mut ok: Vec<u32> = self.chain.iter().map(|c| c.len() as u32).collect();
        let mut in_d = vec![false; n + nb];
        let mut g = Local::default();
        for d in (0..self.by_depth.len()).rev() {
            for &b in &self.by_depth[d] {
                let key = b as usize;
                let mut memo = self.memo.borrow_mut();
                let same = memo[key].as_ref().is_some_and(|(seen, _)| {
                    self.members[key]
                        .iter()
                        .zip(seen)
                        .all(|(&x, l)| cons[x as usize] == *l)
                });
                if !same {
                    g.build(self, key, f, cons, &ok, &mates[key], None);
                    let ctx = Ctx {
                        c: self,
                        f,
                        cons,
                        ok: &ok,
                    };
                    let without = if g.maximum(&ctx).is_some() {
                        g.used[..g.k].to_vec()
                    } else {
                        vec![false; g.k]
                    };
                    let seen = self.members[key]
                        .iter()
                        .map(|&x| cons[x as usize])
                        .collect();
                    memo[key] = Some((seen, without));
                }
                let (_, without) = memo[key].as_ref().expect("just set");
                for (i, &w) in without.iter().enumerate() {
                    if w {
                        in_d[self.units[key][i] as usize] = true;
                    }
                }
            }
            for &x in &self.by_len {
                let c = &self.chain[x as usize];
                if c.len() <= d {
                    break;
                }
                let unit = c.get(d + 1).map_or(x as usize, |&b| n + b as usize);
                if ok[x as usize] == d as u32 + 1 && in_d[unit] {
                    ok[x as usize] = d as u32;
                }
            }
        }
        // Top down: the top level perfectly, then every unit blossom without its entry.
        let mut next = vec![usize::MAX; n];
        let mut todo: Vec<(usize, Option<u32>)> = vec![(nb, None)];
        while let Some((key, entry)) = todo.pop() {
            g.build(self, key, f, cons, &ok, &mates[key], entry);
            g.maximum(&Ctx {
                c: self,
                f,
                cons,
                ok: &ok,
            });
            if g.singles > 0 {
                return if key == nb { Fit::None } else { Fit::Unsure };
            }
            for i in 0..g.k {
                let unit = self.units[key][i] as usize;
                if g.hm[i] == NONE {
                    // The unit left out: the one holding the entry.
                    if unit >= n {
                        todo.push((unit - n, entry));
                    }
                    continue;
                }
                let (a, b) = g.he[i];
                next[a as usize] = b as usize;
                if unit >= n {
                    todo.push((unit - n, Some(a)));
                }
            }
        }
        let closed = (0..n).all(|v| next[v] != usize::MAX && next[next[v]] == v);
        if closed {
            Fit::Found(next)
        } else {
            Fit::Unsure
        }
    }
}

/// The length of the common start of two chains of nested blossoms (laminar: they agree up
/// to a point, then differ), by halving.
pub(super) fn common_prefix<T: PartialEq + Copy>(a: &[T], b: &[T]) -> usize {
    common_prefix_by(a, b, |x| *x)
}

/// [`common_prefix`] comparing the chains' entries by `key`.
pub(super) fn common_prefix_by<T, K: PartialEq>(a: &[T], b: &[T], key: impl Fn(&T) -> K) -> usize {
    let (mut lo, mut hi) = (0, a.len().min(b.len()));
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if key(&a[mid]) == key(&b[mid]) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// One unit graph's matching and Edmonds' cardinality search on it (the breadth-first form
/// with bases: `p` is the vertex an inner vertex was reached from, `pe` that pair; the bases
/// kept in a union-find, so a shrink costs its cycle, not the graph). The pairs are the
/// level's fixed adjacency in [`Crossing`]; a pair counts only if it fits the landings and
/// its ends are in `F` of their units (checked as the search meets it). Buffers are reused
/// between levels.
#[derive(Default)]
struct Local {
    /// Units of the graph.
    k: usize,
    /// Where the graph's adjacency starts in [`Crossing::start`].
    at: usize,
    /// The graph's level.
    level: u32,
    /// Matching: partner and the pair (end here, end there).
    hm: Vec<u32>,
    he: Vec<(u32, u32)>,
    /// Search state.
    p: Vec<u32>,
    pe: Vec<(u32, u32)>,
    used: Vec<bool>,
    parent: Vec<u32>,
    base: Vec<u32>,
    stamp: Vec<u32>,
    tick: u32,
    queue: Vec<u32>,
    marked: Vec<u32>,
    /// Left out of the graph (the unit holding the entry), or `NONE`.
    out: u32,
    /// Single vertices after [`Local::maximum`] (the one left out not counted).
    singles: usize,
}

/// What a pair needs to count in a unit graph, as [`Local::search`] meets it.
struct Ctx<'a> {
    c: &'a Crossing,
    f: &'a Field,
    cons: &'a [Landing],
    ok: &'a [u32],
}

impl Ctx<'_> {
    /// Whether the pair `(a, b)` of the unit graph at `level` counts: it fits the landings
    /// and each end that lies in a unit blossom is in that blossom's `F`.
    #[inline]
    fn counts(&self, level: u32, a: u32, b: u32) -> bool {
        let in_f =
            |x: u32| self.c.chain[x as usize].len() as u32 <= level || self.ok[x as usize] <= level;
        in_f(a) && in_f(b) && !violates(self.f, self.cons, a as usize, b as usize)
    }
}

impl Local {
    /// The unit graph of level `key`, without the unit holding `entry`, matched by the
    /// pairs of `mate` at this level that count.
    #[allow(clippy::too_many_arguments)]
    fn build(
        &mut self,
        c: &Crossing,
        key: usize,
        f: &Field,
        cons: &[Landing],
        ok: &[u32],
        mates: &[(u32, u32)],
        entry: Option<u32>,
    ) {
        let k = c.units[key].len();
        self.k = k;
        self.at = c.key_at[key];
        self.level = c.level[key];
        let lv = self.level as usize;
        self.out = entry.map_or(NONE, |x| c.unit_at[x as usize][lv]);
        self.hm.clear();
        self.hm.resize(k, NONE);
        self.he.clear();
        self.he.resize(k, (NONE, NONE));
        let ctx = Ctx { c, f, cons, ok };
        for &(a, b) in mates {
            let (i, j) = (c.unit_at[a as usize][lv], c.unit_at[b as usize][lv]);
            if i == self.out || j == self.out || !ctx.counts(self.level, a, b) {
                continue;
            }
            self.hm[i as usize] = j;
            self.hm[j as usize] = i;
            self.he[i as usize] = (a, b);
            self.he[j as usize] = (b, a);
        }
        self.p.resize(k, NONE);
        self.pe.resize(k, (NONE, NONE));
        self.used.resize(k, false);
        self.parent.resize(k, 0);
        self.base.resize(k, 0);
        self.stamp.resize(k, 0);
    }

    /// Augments from every single vertex (but the one left out) until the matching is
    /// maximum (a vertex without an augmenting path never gets one later), counting in
    /// `singles` those left. With exactly one left, returns it with `used` marking the
    /// outer vertices of the search from it on the final matching (the units without
    /// which the graph has a perfect matching).
    fn maximum(&mut self, ctx: &Ctx) -> Option<u32> {
        self.singles = 0;
        let mut last = NONE;
        let mut stale = false;
        for r in 0..self.k as u32 {
            if self.hm[r as usize] != NONE || r == self.out {
                continue;
            }
            match self.search(ctx, r) {
                Some(end) => {
                    self.augment(end);
                    stale = true;
                }
                None => {
                    self.singles += 1;
                    last = r;
                    stale = false;
                }
            }
        }
        if self.singles != 1 {
            return None;
        }
        if stale {
            let again = self.search(ctx, last);
            debug_assert!(again.is_none(), "a maximum matching has no augmenting path");
        }
        Some(last)
    }

    fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let g = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = g;
            x = g;
        }
        x
    }

    fn base_of(&mut self, x: u32) -> u32 {
        let r = self.find(x);
        self.base[r as usize]
    }

    /// Edmonds' search from the single vertex `root`: the single vertex an augmenting path
    /// ends at, or `None` (then `used` marks the outer vertices).
    fn search(&mut self, ctx: &Ctx, root: u32) -> Option<u32> {
        let k = self.k;
        for i in 0..k {
            self.p[i] = NONE;
            self.used[i] = false;
            self.parent[i] = i as u32;
            self.base[i] = i as u32;
        }
        let lv = self.level as usize;
        self.queue.clear();
        self.queue.push(root);
        self.used[root as usize] = true;
        let mut head = 0;
        let unit_at = &ctx.c.unit_at;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            let (s, e) = (
                ctx.c.start[self.at + v as usize],
                ctx.c.start[self.at + v as usize + 1],
            );
            for at in s..e {
                let (a, b) = ctx.c.adj[at as usize];
                let to = unit_at[b as usize][lv];
                if to == self.out
                    || self.hm[v as usize] == to
                    || self.base_of(v) == self.base_of(to)
                    || !ctx.counts(self.level, a, b)
                {
                    continue;
                }
                let hto = self.hm[to as usize];
                if to == root || (hto != NONE && self.p[hto as usize] != NONE) {
                    // An odd cycle: shrink it into its lowest common base.
                    self.tick += 1;
                    let tick = self.tick;
                    let mut x = v;
                    loop {
                        x = self.base_of(x);
                        self.stamp[x as usize] = tick;
                        let m = self.hm[x as usize];
                        if m == NONE {
                            break;
                        }
                        x = self.p[m as usize];
                    }
                    let mut y = to;
                    let cur = loop {
                        y = self.base_of(y);
                        if self.stamp[y as usize] == tick {
                            break y;
                        }
                        y = self.p[self.hm[y as usize] as usize];
                    };
                    self.marked.clear();
                    for (start, child, edge) in [(v, to, (b, a)), (to, v, (a, b))] {
                        let (mut x, mut ch, mut e) = (start, child, edge);
                        while self.base_of(x) != cur {
                            let m = self.hm[x as usize];
                            let bx = self.base_of(x);
                            let bm = self.base_of(m);
                            self.marked.extend([bx, bm, m]);
                            self.p[x as usize] = ch;
                            self.pe[x as usize] = e;
                            ch = m;
                            let (y0, y1) = self.pe[m as usize];
                            e = (y1, y0);
                            x = self.p[m as usize];
                        }
                    }
                    let rc = self.find(cur);
                    for i in 0..self.marked.len() {
                        let x = self.marked[i];
                        let rx = self.find(x);
                        if rx != rc {
                            self.parent[rx as usize] = rc;
                        }
                        if !self.used[x as usize] {
                            self.used[x as usize] = true;
                            self.queue.push(x);
                        }
                    }
                    self.base[rc as usize] = cur;
                } else if self.p[to as usize] == NONE {
                    self.p[to as usize] = v;
                    self.pe[to as usize] = (a, b);
                    if hto == NONE {
                        return Some(to);
                    }
                    self.used[hto as usize] = true;
                    self.queue.push(hto);
                }
            }
        }
        None
    }

    fn augment(&mut self, end: u32) {
        let mut v = end;
        while v != NONE {
            let pv = self.p[v as usize];
            let ppv = self.hm[pv as usize];
            let (x, y) = self.pe[v as usize];
            self.hm[v as usize] = pv;
            self.hm[pv as usize] = v;
            self.he[v as usize] = (y, x);
            self.he[pv as usize] = (x, y);
            v = ppv;
        }
    }
}
