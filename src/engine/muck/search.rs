//! The whole-round seating search behind the Muck draw: a depth-first branch and bound over
//! every way to seat the field, cheapest choices first, in a seeded random order.
//!
//! Costs are repeat counts from earlier rounds. The search stops at a seating with cost 0 (no
//! repeat at all) or when every seating has been excluded by the bound, so within its step
//! budget the result is optimal: no avoidable repeat. Only a field too large to finish within
//! [`BUDGET`] steps returns the best seating found so far, with `proven = false`.

use super::rng::SplitMix64;

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

/// The lot a search starts from: the seeded generator, the order in which the `n` entrants are
/// tried, and a tie-break number per entrant.
fn shuffled_start(n: usize, seed: u64) -> (SplitMix64, Vec<usize>, Vec<u64>) {
    let mut rng = SplitMix64::new(seed);
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    let tie: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
    (rng, order, tie)
}

/// Side A and side B of each table by lot, so being listed first means nothing.
fn sides_by_lot<T>(tables: Vec<(T, T)>, rng: &mut SplitMix64) -> Vec<(T, T)> {
    tables
        .into_iter()
        .map(|(a, b)| {
            if rng.next_u64() & 1 == 0 {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect()
}

/// Seats `n` fixed pairs (`n` even) at `n / 2` tables, minimising the summed `met(i, j)`, the
/// number of earlier meetings of the two pairs at a table. `seed` orders the choices among
/// equally good tables. Returns index pairs `(i, j)`, side A first.
pub fn seat_pairs(
    n: usize,
    met: &dyn Fn(usize, usize) -> u32,
    seed: u64,
) -> Seating<(usize, usize)> {
    let (mut rng, order, tie) = shuffled_start(n, seed);
    let mut s = PairSearch {
        met,
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
    let tables = sides_by_lot(tables, &mut rng);
    Seating {
        tables,
        cost,
        proven,
    }
}

struct PairSearch<'a> {
    met: &'a dyn Fn(usize, usize) -> u32,
    order: Vec<usize>,
    tie: Vec<u64>,
    used: Vec<bool>,
    current: Vec<(usize, usize)>,
    best: Option<(u64, Vec<(usize, usize)>)>,
    steps: u64,
}

impl PairSearch<'_> {
    fn cost(&self, i: usize, j: usize) -> u64 {
        u64::from((self.met)(i, j))
    }

    /// Lower bound for the unseated: each needs a table at its cheapest, halved (each table
    /// is counted from both ends).
    fn bound(&self) -> u64 {
        let free: Vec<usize> = self
            .order
            .iter()
            .copied()
            .filter(|&v| !self.used[v])
            .collect();
        let sum: u64 = free
            .iter()
            .map(|&v| {
                free.iter()
                    .filter(|&&u| u != v)
                    .map(|&u| self.cost(v, u))
                    .min()
                    .unwrap_or(0)
            })
            .sum();
        sum.div_ceil(2)
    }

    fn done(&self) -> bool {
        self.steps >= BUDGET || self.best.as_ref().is_some_and(|b| b.0 == 0)
    }

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
        if let Some(b) = &self.best
            && so_far + self.bound() >= b.0
        {
            return;
        }
        self.used[p] = true;
        let mut cands: Vec<usize> = (0..self.used.len()).filter(|&q| !self.used[q]).collect();
        cands.sort_by_key(|&q| (self.cost(p, q), self.tie[q]));
        for q in cands {
            self.steps += 1;
            let c = so_far + self.cost(p, q);
            if self.best.as_ref().is_some_and(|b| c >= b.0) {
                continue;
            }
            self.used[q] = true;
            self.current.push((p, q));
            self.go(c);
            self.current.pop();
            self.used[q] = false;
            if self.done() {
                break;
            }
        }
        self.used[p] = false;
    }
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
    let (mut rng, order, tie) = shuffled_start(n, seed);
    let mut s = SinglesSearch {
        partnered,
        opposed,
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
    let tables = sides_by_lot(tables, &mut rng);
    Seating {
        tables,
        cost,
        proven,
    }
}

type SinglesTable = ([usize; 2], [usize; 2]);

struct SinglesSearch<'a> {
    partnered: &'a dyn Fn(usize, usize) -> u32,
    opposed: &'a dyn Fn(usize, usize) -> u32,
    order: Vec<usize>,
    tie: Vec<u64>,
    used: Vec<bool>,
    current: Vec<SinglesTable>,
    best: Option<(u64, Vec<SinglesTable>)>,
    steps: u64,
}

impl SinglesSearch<'_> {
    fn partner_cost(&self, i: usize, j: usize) -> u64 {
        u64::from((self.partnered)(i, j)) * PARTNER_WEIGHT
    }

    fn table_cost(&self, a: [usize; 2], b: [usize; 2]) -> u64 {
        let opp: u32 = a
            .iter()
            .flat_map(|&x| b.iter().map(move |&y| (x, y)))
            .map(|(x, y)| (self.opposed)(x, y))
            .sum();
        self.partner_cost(a[0], a[1]) + self.partner_cost(b[0], b[1]) + u64::from(opp)
    }

    /// Lower bound: every unseated player needs a partner at the cheapest, halved.
    fn bound(&self) -> u64 {
        let free: Vec<usize> = self
            .order
            .iter()
            .copied()
            .filter(|&v| !self.used[v])
            .collect();
        let sum: u64 = free
            .iter()
            .map(|&v| {
                free.iter()
                    .filter(|&&u| u != v)
                    .map(|&u| (self.partnered)(v, u))
                    .min()
                    .map_or(0, u64::from)
            })
            .sum();
        sum.div_ceil(2) * PARTNER_WEIGHT
    }

    fn done(&self) -> bool {
        self.steps >= BUDGET || self.best.as_ref().is_some_and(|b| b.0 == 0)
    }

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
        if let Some(b) = &self.best
            && so_far + self.bound() >= b.0
        {
            return;
        }
        self.used[p] = true;
        let free: Vec<usize> = (0..self.used.len()).filter(|&q| !self.used[q]).collect();
        // Every table with p: a partner q and an opposing side {r, s} from the rest.
        let mut cands: Vec<(u64, u64, SinglesTable)> = Vec::new();
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
                    let tie = self.tie[q]
                        .wrapping_mul(3)
                        .wrapping_add(self.tie[r] ^ self.tie[s].rotate_left(17));
                    cands.push((self.table_cost(t.0, t.1), tie, t));
                }
            }
        }
        cands.sort_by_key(|c| (c.0, c.1));
        for (cost, _, t) in cands {
            self.steps += 1;
            let c = so_far + cost;
            if self.best.as_ref().is_some_and(|b| c >= b.0) {
                continue;
            }
            for x in [t.0[1], t.1[0], t.1[1]] {
                self.used[x] = true;
            }
            self.current.push(t);
            self.go(c);
            self.current.pop();
            for x in [t.0[1], t.1[0], t.1[1]] {
                self.used[x] = false;
            }
            if self.done() {
                break;
            }
        }
        self.used[p] = false;
    }
}

/// Splits a singles cost into (repeat partners, repeat opponents).
pub fn split_singles_cost(cost: u64) -> (u64, u64) {
    (cost / PARTNER_WEIGHT, cost % PARTNER_WEIGHT)
}
