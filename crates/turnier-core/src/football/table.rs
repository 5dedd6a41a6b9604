//! The table of one tournament (R-F3) and its ranking points (R-F4).
//!
//! Expectation mode (Anhang B): every pair of teams plays once; a team's expected points and
//! expected goals are summed over its games; the table goes by expected points, then expected
//! goal difference, both descending; exactly equal teams share the place. Dice mode (Anhang
//! A): every pair plays a number of times, 2 points per win, 1 per draw; by points, then goal
//! difference. The anti-tournament reverses the table (R-F6) and gives no RLP.
//!
//! Exact without slowness (a series of 1,000 teams is evaluated at the desk,
//! `benches/football.rs`): identical lineups share one evaluation; each game is one pass over
//! two floating-point goal distributions; where two totals are closer than [`CLOSE`] the order
//! is decided by the exact rationals of the games in which the two teams differ
//! ([`super::expectation::exact_outcome`]), so teams share a place only when their values are
//! equal as rationals, and no two unequal values swap places.

use super::dice;
use super::expectation::{
    FloatDistribution, GOAL_DENOM, Rounding, chances, exact_distribution, exact_outcome,
    goal_numerator,
};
use super::lineup::Lineup;
use crate::game::lots::SplitMix64;
use num_bigint::BigInt;
use num_rational::{BigRational, Ratio};
use num_traits::{Signed, Zero};
use std::cmp::Ordering;
use std::collections::HashMap;
use std::rc::Rc;

/// Ranking points of a team: an exact fraction (a shared place averages whole RLP, R-F4).
pub type Rlp = Ratio<i64>;

/// Two floating-point totals closer than this are ordered by exact rationals. The error of a
/// total over 1,000 games is below 1e-10.
pub const CLOSE: f64 = 1e-7;

/// How the games of a tournament are evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Anhang B: the exact expectation.
    Expectation,
    /// Anhang A: `games` plays of every pair with dice from `seed`.
    Dice {
        /// Plays per pair (usually 100).
        games: u32,
        /// The seed of this tournament's dice (from the event's stored seed).
        seed: u64,
    },
}

/// One team's line of the table.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// The team: its index in the lineups given.
    pub team: usize,
    /// Its place, 1 = first; equal teams share the place (R-F3).
    pub place: u32,
    /// Expected points (dice: points), summed over its games.
    pub points: f64,
    /// Expected goals for (dice: goals).
    pub goals_for: f64,
    /// Expected goals against (dice: goals).
    pub goals_against: f64,
    /// Ranking points (R-F4); `None` in an anti-tournament.
    pub rlp: Option<Rlp>,
}

impl Standing {
    /// Goals for minus goals against.
    pub fn goal_diff(&self) -> f64 {
        self.goals_for - self.goals_against
    }
}

/// The table of the teams playing `lineups` (corrected), in place order (teams of one place
/// in the order given). `anti`: reversed, no RLP.
pub fn table(lineups: &[Lineup], anti: bool, mode: Mode) -> Vec<Standing> {
    let (mut groups, totals) = match mode {
        Mode::Expectation => expectation_groups(lineups),
        Mode::Dice { games, seed } => dice_groups(lineups, games, seed),
    };
    if anti {
        groups.reverse();
    }
    let n = lineups.len() as u32;
    let mut out = Vec::with_capacity(lineups.len());
    let mut place = 1;
    for g in groups {
        let size = g.len() as u32;
        let rlp = (!anti).then(|| shared_rlp(place, size, n));
        for team in g {
            let t = &totals[team];
            out.push(Standing {
                team,
                place,
                points: t.0,
                goals_for: t.1,
                goals_against: t.2,
                rlp,
            });
        }
        place += size;
    }
    out
}

/// RLP for place `place` of `n` teams (R-F4): `(n - place) x 1000 / (n - 1)` rounded half
/// up; one team alone gets 1000.
pub fn rlp_for_place(place: u32, n: u32) -> u32 {
    if n <= 1 {
        return 1000;
    }
    let num = u64::from(n.saturating_sub(place)) * 1000;
    let den = u64::from(n - 1);
    ((2 * num + den) / (2 * den)) as u32
}

/// RLP of `size` teams sharing place `place` of `n` (R-F4): the average of the places' RLP,
/// not rounded again.
pub fn shared_rlp(place: u32, size: u32, n: u32) -> Rlp {
    let sum: i64 = (place..place + size)
        .map(|p| i64::from(rlp_for_place(p, n)))
        .sum();
    Rlp::new(sum, i64::from(size.max(1)))
}

/// RLP for a list of places as a table gives them (`[1, 2, 2, 2, 5, ...]`): each shared
/// place gets the average of the places it covers (R-F4).
pub fn rlp(places: &[u32]) -> Vec<Rlp> {
    let n = places.len() as u32;
    places
        .iter()
        .map(|p| {
            let size = places.iter().filter(|q| *q == p).count() as u32;
            shared_rlp(*p, size, n)
        })
        .collect()
}

/// Per team: points, goals for, goals against.
type Totals = Vec<(f64, f64, f64)>;

/// Dice mode: the groups of equal teams in table order, and the totals.
fn dice_groups(lineups: &[Lineup], games: u32, seed: u64) -> (Vec<Vec<usize>>, Totals) {
    let n = lineups.len();
    let mut rng = SplitMix64::new(seed);
    let mut pts = vec![0i64; n];
    let mut gf = vec![0i64; n];
    let mut ga = vec![0i64; n];
    for i in 0..n {
        for j in i + 1..n {
            for _ in 0..games {
                let (a, b) = dice::play(&lineups[i], &lineups[j], &mut rng);
                let (a, b) = (i64::from(a), i64::from(b));
                gf[i] += a;
                ga[i] += b;
                gf[j] += b;
                ga[j] += a;
                match a.cmp(&b) {
                    Ordering::Greater => pts[i] += 2,
                    Ordering::Less => pts[j] += 2,
                    Ordering::Equal => {
                        pts[i] += 1;
                        pts[j] += 1;
                    }
                }
            }
        }
    }
    let key = |i: usize| (pts[i], gf[i] - ga[i]);
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|a, b| key(*b).cmp(&key(*a)).then(a.cmp(b)));
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in order {
        match groups.last_mut() {
            Some(g) if key(g[0]) == key(i) => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    let totals = (0..n)
        .map(|i| (pts[i] as f64, gf[i] as f64, ga[i] as f64))
        .collect();
    (groups, totals)
}

/// One distinct lineup of the tournament and the teams that play it.
struct Distinct {
    lineup: Lineup,
    teams: Vec<usize>,
    /// Goal numerator of chances against this lineup.
    back: u32,
}

/// Expectation mode: the groups of equal teams in table order, and the totals.
fn expectation_groups(lineups: &[Lineup]) -> (Vec<Vec<usize>>, Totals) {
    let mut index: HashMap<Lineup, usize> = HashMap::new();
    let mut ds: Vec<Distinct> = Vec::new();
    for (i, l) in lineups.iter().enumerate() {
        let k = *index.entry(*l).or_insert_with(|| {
            ds.push(Distinct {
                lineup: *l,
                teams: Vec::new(),
                back: goal_numerator(l),
            });
            ds.len() - 1
        });
        ds[k].teams.push(i);
    }
    let u = ds.len();
    let n_teams = lineups.len() as f64;
    let mut dists = Dists::default();
    // Per distinct lineup: sum of (win - loss) over its games, and goal numerators over 210.
    let mut diff = vec![0.0f64; u];
    let mut gf = vec![0i64; u];
    let mut ga = vec![0i64; u];
    for x in 0..u {
        let mx = ds[x].teams.len() as i64;
        // Games among the teams of one lineup: P(win) = P(loss); goals both ways equal.
        let nxx = chances(&ds[x].lineup, &ds[x].lineup, Rounding::Up).total();
        let g = (mx - 1) * i64::from(nxx) * i64::from(ds[x].back);
        gf[x] += g;
        ga[x] += g;
        for y in x + 1..u {
            let my = ds[y].teams.len() as i64;
            let nxy = chances(&ds[x].lineup, &ds[y].lineup, Rounding::Up).total();
            let nyx = chances(&ds[y].lineup, &ds[x].lineup, Rounding::Up).total();
            let dx = dists.get(nxy, ds[y].back);
            let dy = dists.get(nyx, ds[x].back);
            let d = dists.all[dx].win_minus_loss(&dists.all[dy]);
            diff[x] += my as f64 * d;
            diff[y] -= mx as f64 * d;
            let for_x = i64::from(nxy) * i64::from(ds[y].back);
            let for_y = i64::from(nyx) * i64::from(ds[x].back);
            gf[x] += my * for_x;
            ga[x] += my * for_y;
            gf[y] += mx * for_y;
            ga[y] += mx * for_x;
        }
    }
    let points: Vec<f64> = diff.iter().map(|d| (n_teams - 1.0) + d).collect();
    // Order by floating point, then settle every run of close totals exactly.
    let mut order: Vec<usize> = (0..u).collect();
    order.sort_by(|a, b| points[*b].total_cmp(&points[*a]).then(a.cmp(b)));
    let mut exact = Exact::new(&ds);
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut i = 0;
    while i < u {
        let mut j = i + 1;
        while j < u && points[order[j - 1]] - points[order[j]] <= CLOSE {
            j += 1;
        }
        let run = &mut order[i..j];
        let gd = |x: usize| gf[x] - ga[x];
        if run.len() > 1 {
            run.sort_by(|a, b| exact.cmp(*b, *a).then(gd(*b).cmp(&gd(*a))).then(a.cmp(b)));
        }
        let mut k = 0;
        while k < run.len() {
            let mut e = k + 1;
            while e < run.len()
                && gd(run[k]) == gd(run[e])
                && exact.cmp(run[k], run[e]) == Ordering::Equal
            {
                e += 1;
            }
            let mut teams: Vec<usize> = run[k..e]
                .iter()
                .flat_map(|x| ds[*x].teams.iter().copied())
                .collect();
            teams.sort_unstable();
            groups.push(teams);
            k = e;
        }
        i = j;
    }
    let mut totals = vec![(0.0, 0.0, 0.0); lineups.len()];
    let denom = f64::from(GOAL_DENOM);
    for (x, d) in ds.iter().enumerate() {
        for t in &d.teams {
            totals[*t] = (points[x], gf[x] as f64 / denom, ga[x] as f64 / denom);
        }
    }
    (groups, totals)
}

/// Floating-point distributions by (chances, goal numerator), computed once each.
#[derive(Default)]
struct Dists {
    /// Per goal numerator (0..=210), per chance count: the index in `all`, or `u32::MAX`.
    index: Vec<Vec<u32>>,
    all: Vec<FloatDistribution>,
}

impl Dists {
    fn get(&mut self, n: u32, a: u32) -> usize {
        if self.index.is_empty() {
            self.index = vec![Vec::new(); GOAL_DENOM as usize + 1];
        }
        let row = &mut self.index[a.min(GOAL_DENOM) as usize];
        if row.len() <= n as usize {
            row.resize(n as usize + 1, u32::MAX);
        }
        if row[n as usize] == u32::MAX {
            row[n as usize] = self.all.len() as u32;
            self.all.push(FloatDistribution::new(n, a));
        }
        row[n as usize] as usize
    }
}

/// What a game's value depends on: chances of the first team, the goal numerator against the
/// second, chances of the second, the goal numerator against the first.
type GameKey = (u32, u32, u32, u32);

/// Exact comparison of the expected points of two distinct lineups, computing exact game
/// values only for the games in which they differ.
struct Exact<'a> {
    ds: &'a [Distinct],
    dists: HashMap<(u32, u32), Rc<Vec<BigInt>>>,
    /// Exact `P(win) - P(loss)` of a game.
    games: HashMap<GameKey, BigRational>,
}

impl<'a> Exact<'a> {
    fn new(ds: &'a [Distinct]) -> Self {
        Self {
            ds,
            dists: HashMap::new(),
            games: HashMap::new(),
        }
    }

    fn key(&self, x: usize, y: usize) -> GameKey {
        let (lx, ly) = (&self.ds[x].lineup, &self.ds[y].lineup);
        (
            chances(lx, ly, Rounding::Up).total(),
            self.ds[y].back,
            chances(ly, lx, Rounding::Up).total(),
            self.ds[x].back,
        )
    }

    fn dist(&mut self, n: u32, a: u32) -> Rc<Vec<BigInt>> {
        self.dists
            .entry((n, a))
            .or_insert_with(|| Rc::new(exact_distribution(n, a)))
            .clone()
    }

    /// Exact `P(win) - P(loss)` of `x` against `y`.
    fn value(&mut self, x: usize, y: usize) -> BigRational {
        let key = self.key(x, y);
        if let Some(v) = self.games.get(&key) {
            return v.clone();
        }
        let dx = self.dist(key.0, key.1);
        let dy = self.dist(key.2, key.3);
        let [win, _, loss] = exact_outcome(&dx, &dy);
        let v = win - loss;
        self.games.insert(key, v.clone());
        v
    }

    /// Expected points of `x` against those of `y`, exactly: the sum over the other lineups
    /// of their teams times the difference of the two games (skipped where the games are the
    /// same), plus the games between them.
    fn cmp(&mut self, x: usize, y: usize) -> Ordering {
        if x == y {
            return Ordering::Equal;
        }
        let mut sum = BigRational::zero();
        for v in 0..self.ds.len() {
            if v == x || v == y {
                continue;
            }
            if self.key(x, v) == self.key(y, v) {
                continue;
            }
            let m = BigInt::from(self.ds[v].teams.len());
            let d = self.value(x, v) - self.value(y, v);
            sum += d * m;
        }
        // total_x - total_y also has (m_x + m_y) x (P(win) - P(loss)) of x against y.
        let mxy = BigInt::from(self.ds[x].teams.len() + self.ds[y].teams.len());
        sum += self.value(x, y) * mxy;
        if sum.is_zero() {
            Ordering::Equal
        } else if sum.is_positive() {
            Ordering::Greater
        } else {
            Ordering::Less
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn rlp_per_place() {
        assert_eq!(rlp_for_place(16, 17), 63);
        assert_eq!(rlp_for_place(1, 1), 1000);
        assert_eq!(
            rlp(&[1, 2, 3, 4, 5]),
            [1000, 750, 500, 250, 0].map(Rlp::from_integer)
        );
        assert_eq!(
            rlp(&[1, 2, 2, 2, 5, 6, 7]),
            [
                Rlp::from_integer(1000),
                Rlp::new(2000, 3),
                Rlp::new(2000, 3),
                Rlp::new(2000, 3),
                Rlp::from_integer(333),
                Rlp::from_integer(167),
                Rlp::from_integer(0)
            ]
        );
    }

    #[test]
    fn lineups_that_differ_but_play_alike_share_the_place_exactly() {
        // X and Y differ in V (9, 10), but against every S of 6 a quarter chance rounds up
        // the same (3/4 and 4/4 give 1), and both stop every S: their values are equal as
        // rationals, so they share the place; the exact comparison decides it.
        let ls = [
            Lineup([5, 5, 6, 8, 6]),
            Lineup([3, 3, 9, 6, 6]),
            Lineup([0, 0, 6, 6, 6]),
            Lineup([3, 3, 10, 6, 6]),
        ];
        let t = table(&ls, false, Mode::Expectation);
        let of = |team: usize| t.iter().find(|s| s.team == team).expect("team");
        assert_eq!(of(1).place, of(3).place);
        assert_eq!(of(1).points, of(3).points);
        assert_ne!(of(0).place, of(2).place);
        let places: Vec<u32> = t.iter().map(|s| s.place).collect();
        assert_eq!(places.iter().filter(|p| **p == of(1).place).count(), 2);
    }

    fn lineup() -> impl Strategy<Value = Lineup> {
        prop::array::uniform5(0..6u32).prop_map(Lineup)
    }

    proptest! {
        /// The table is a permutation of the teams, places start at 1, do not fall and
        /// count the teams before; equal lineups share places; RLP sum to what R-F4 gives.
        #[test]
        fn the_table_is_a_permutation(ls in prop::collection::vec(lineup(), 1..9), anti: bool) {
            let t = table(&ls, anti, Mode::Expectation);
            let mut teams: Vec<usize> = t.iter().map(|s| s.team).collect();
            teams.sort_unstable();
            prop_assert_eq!(teams, (0..ls.len()).collect::<Vec<_>>());
            for (i, s) in t.iter().enumerate() {
                let before = t.iter().filter(|o| o.place < s.place).count() as u32;
                prop_assert_eq!(s.place, before + 1);
                if i > 0 {
                    prop_assert!(t[i - 1].place <= s.place);
                }
            }
            let place = |team: usize| t.iter().find(|s| s.team == team).map(|s| s.place);
            for i in 0..ls.len() {
                for j in 0..ls.len() {
                    if ls[i] == ls[j] {
                        prop_assert_eq!(place(i), place(j));
                    }
                }
            }
            // Points of all teams sum to 2 per game (up to floating point).
            let n = ls.len() as f64;
            let sum: f64 = t.iter().map(|s| s.points).sum();
            prop_assert!((sum - n * (n - 1.0)).abs() < 1e-6);
            if !anti {
                let total: Rlp = t.iter().filter_map(|s| s.rlp).sum();
                let want: u32 = (1..=ls.len() as u32).map(|p| rlp_for_place(p, ls.len() as u32)).sum();
                prop_assert_eq!(total, Rlp::from_integer(i64::from(want)));
            } else {
                prop_assert!(t.iter().all(|s| s.rlp.is_none()));
            }
        }

        /// Dice: the same seed gives the same table.
        #[test]
        fn dice_tables_repeat(ls in prop::collection::vec(lineup(), 2..6), seed: u64) {
            let m = Mode::Dice { games: 20, seed };
            prop_assert_eq!(table(&ls, false, m), table(&ls, false, m));
        }
    }
}
