//! The whole-round seating search behind the Muck draw (the entrants are the fixed pairs or the
//! single players with changing partners of `muck-ranking.txt` and R-M6): a depth-first branch
//! and bound over every way to seat the field, cheapest choices first, in a seeded random
//! order.
//!
//! Costs are repeat counts from earlier rounds. The search stops at a seating with cost 0 (no
//! repeat at all) or when every seating has been excluded by the bound, so within its step
//! budget the result is optimal: no avoidable repeat. Only a field too large to finish within
//! [`BUDGET`] steps returns the best seating found so far, with `proven = false`.
//!
//! One search serves both kinds of table: [`seat_pairs`] and [`seat_singles`] only say, through
//! `TableKind`, which tables can seat the next open entrant, what each costs and how low the
//! rest can go.

use crate::game::lots::SplitMix64;

/// Steps (tables tried) before the search gives up proving optimality.
pub const BUDGET: u64 = 2_000_000;

/// Weight of one repeat partner against repeat opponents: any number of repeat opponents is
/// better than one more repeat partner ("singles: no repeat partner first, then no repeat
/// opponent").
const PARTNER_WEIGHT: u64 = 1 << 32;

/// A seating found by the search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seating<T> {
    /// The tables in the order found (a random order from the seed).
    pub tables: Vec<T>,
    /// Total cost: repeat opponents (fixed pairs), or repeat partners x 2^32 + repeat
    /// opponents (single players).
    pub cost: u64,
    /// Whether the search finished: then no seating has a lower cost.
    pub proven: bool,
}

/// Seats `n` fixed pairs (`n` even) at `n / 2` tables, minimising the summed `met(i, j)`, the
/// number of earlier meetings of the two pairs at a table. `seed` orders the choices among
/// equally good tables. Returns index pairs `(i, j)`, side A first.
pub fn seat_pairs(
    n: usize,
    met: &dyn Fn(usize, usize) -> u32,
    seed: u64,
) -> Seating<(usize, usize)> {
    seat(n, &Pairs { met }, seed)
}

/// Seats `n` single players (`n` a multiple of 4) at `n / 4` tables of two sides of two,
/// minimising first the repeat partners (`partnered(i, j)`, earlier rounds the two sat on one
/// side), then the repeat opponents (`opposed(i, j)`, earlier rounds they sat on opposite
/// sides), each summed over the table. Returns `([a1, a2], [b1, b2])` per table.
pub fn seat_singles(
    n: usize,
    partnered: &dyn Fn(usize, usize) -> u32,
    opposed: &dyn Fn(usize, usize) -> u32,
    seed: u64,
) -> Seating<([usize; 2], [usize; 2])> {
    seat(n, &Singles { partnered, opposed }, seed)
}

/// Splits a singles cost into (repeat partners, repeat opponents).
pub fn split_singles_cost(cost: u64) -> (u64, u64) {
    (cost / PARTNER_WEIGHT, cost % PARTNER_WEIGHT)
}

/// What the search needs to know about one kind of table; a table is two sides.
trait TableKind {
    /// One side of a table: a pair's index, or two players' indices.
    type Side: Copy;

    /// Every table that seats the open entrant `p` on side A with entrants from `free` (the
    /// unseated but `p`, ascending), as (cost, tie-break from `tie`, table).
    fn tables_with(&self, p: usize, free: &[usize], tie: &[u64]) -> Vec<Candidate<Self::Side>>;

    /// Marks the entrants a table seats besides the open entrant as seated (`seated = true`)
    /// or frees them again.
    fn mark_others(table: &Table<Self::Side>, used: &mut [bool], seated: bool);

    /// A lower bound on what seating the `unseated` (in lot order) still costs.
    fn bound(&self, unseated: &[usize]) -> u64;
}

/// A table: side A, side B.
type Table<S> = (S, S);

/// A table the search may try: (cost, tie-break, table).
type Candidate<S> = (u64, u64, Table<S>);

/// Fixed pairs: a table is two pairs; the cost is their earlier meetings.
struct Pairs<'a> {
    met: &'a dyn Fn(usize, usize) -> u32,
}

impl TableKind for Pairs<'_> {
    type Side = usize;

    fn tables_with(&self, p: usize, free: &[usize], tie: &[u64]) -> Vec<Candidate<usize>> {
        free.iter()
            .map(|&q| (u64::from((self.met)(p, q)), tie[q], (p, q)))
            .collect()
    }

    fn mark_others(table: &(usize, usize), used: &mut [bool], seated: bool) {
        used[table.1] = seated;
    }

    /// Each unseated pair needs a table at its cheapest, halved (each table is counted from
    /// both ends).
    fn bound(&self, unseated: &[usize]) -> u64 {
        half_cheapest(unseated, self.met)
    }
}

/// Single players: a table is a partner pair against a partner pair; the cost is the repeat
/// partners (weighted by [`PARTNER_WEIGHT`]) plus the repeat opponents.
struct Singles<'a> {
    partnered: &'a dyn Fn(usize, usize) -> u32,
    opposed: &'a dyn Fn(usize, usize) -> u32,
}

impl TableKind for Singles<'_> {
    type Side = [usize; 2];

    /// A partner `q` and an opposing side `{r, s}` from the rest.
    fn tables_with(&self, p: usize, free: &[usize], tie: &[u64]) -> Vec<Candidate<[usize; 2]>> {
        let mut out = Vec::new();
        for (qi, &q) in free.iter().enumerate() {
            let rest: Vec<usize> = free
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != qi)
                .map(|(_, &x)| x)
                .collect();
            for (ri, &r) in rest.iter().enumerate() {
                for &s in &rest[ri + 1..] {
                    let t = ([p, q], [r, s]);
                    let tie = tie[q]
                        .wrapping_mul(3)
                        .wrapping_add(tie[r] ^ tie[s].rotate_left(17));
                    out.push((self.table_cost(t.0, t.1), tie, t));
                }
            }
        }
        out
    }

    fn mark_others(table: &([usize; 2], [usize; 2]), used: &mut [bool], seated: bool) {
        for x in [table.0[1], table.1[0], table.1[1]] {
            used[x] = seated;
        }
    }

    /// Every unseated player needs a partner at the cheapest, halved.
    fn bound(&self, unseated: &[usize]) -> u64 {
        half_cheapest(unseated, self.partnered) * PARTNER_WEIGHT
    }
}

impl Singles<'_> {
    fn table_cost(&self, a: [usize; 2], b: [usize; 2]) -> u64 {
        let opp: u32 = a
            .iter()
            .flat_map(|&x| b.iter().map(move |&y| (x, y)))
            .map(|(x, y)| (self.opposed)(x, y))
            .sum();
        let partner = |x: usize, y: usize| u64::from((self.partnered)(x, y)) * PARTNER_WEIGHT;
        partner(a[0], a[1]) + partner(b[0], b[1]) + u64::from(opp)
    }
}

/// Each of `free` at its cheapest `cost` to another of `free`, summed and halved (rounded up):
/// every pairing is counted from both ends.
fn half_cheapest(free: &[usize], cost: &dyn Fn(usize, usize) -> u32) -> u64 {
    let sum: u64 = free
        .iter()
        .map(|&v| {
            free.iter()
                .filter(|&&u| u != v)
                .map(|&u| cost(v, u))
                .min()
                .map_or(0, u64::from)
        })
        .sum();
    sum.div_ceil(2)
}

/// Seats `n` entrants at tables of `kind`: the lot from `seed`, the search, sides by lot.
fn seat<K: TableKind>(n: usize, kind: &K, seed: u64) -> Seating<Table<K::Side>> {
    let mut rng = SplitMix64::new(seed);
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    let tie: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
    let mut s = Search {
        kind,
        order,
        tie,
        used: vec![false; n],
        current: Vec::new(),
        best: None,
        steps: 0,
    };
    s.go(0);
    let proven = s.steps < BUDGET;
    let (cost, tables) = s.best.unwrap_or((0, Vec::new()));
    // Side A and side B of each table by lot, so being listed first means nothing.
    let tables = tables
        .into_iter()
        .map(|(a, b)| {
            if rng.next_u64() & 1 == 0 {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    Seating {
        tables,
        cost,
        proven,
    }
}

/// The search state: entrants tried in `order`, ties among equally cheap tables broken by
/// `tie`, the tables seated so far and the best full seating yet.
struct Search<'a, K: TableKind> {
    kind: &'a K,
    order: Vec<usize>,
    tie: Vec<u64>,
    used: Vec<bool>,
    current: Vec<Table<K::Side>>,
    best: Option<(u64, Vec<Table<K::Side>>)>,
    steps: u64,
}

impl<K: TableKind> Search<'_, K> {
    fn done(&self) -> bool {
        self.steps >= BUDGET || self.best.as_ref().is_some_and(|b| b.0 == 0)
    }

    /// Seats the first open entrant in lot order at each table it can have, cheapest first,
    /// and recurses; a table counts one step whether or not the bound prunes it.
    fn go(&mut self, so_far: u64) {
        if self.done() {
            return;
        }
        let Some(&p) = self.order.iter().find(|&&v| !self.used[v]) else {
            if self.best.as_ref().is_none_or(|b| so_far < b.0) {
                self.best = Some((so_far, self.current.clone()));
            }
            return;
        };
        if let Some(b) = &self.best {
            let unseated: Vec<usize> = self
                .order
                .iter()
                .copied()
                .filter(|&v| !self.used[v])
                .collect();
            if so_far + self.kind.bound(&unseated) >= b.0 {
                return;
            }
        }
        self.used[p] = true;
        let free: Vec<usize> = (0..self.used.len()).filter(|&q| !self.used[q]).collect();
        let mut cands = self.kind.tables_with(p, &free, &self.tie);
        cands.sort_by_key(|c| (c.0, c.1));
        for (cost, _, t) in cands {
            self.steps += 1;
            let c = so_far + cost;
            if self.best.as_ref().is_some_and(|b| c >= b.0) {
                continue;
            }
            K::mark_others(&t, &mut self.used, true);
            self.current.push(t);
            self.go(c);
            self.current.pop();
            K::mark_others(&t, &mut self.used, false);
            if self.done() {
                break;
            }
        }
        self.used[p] = false;
    }
}
