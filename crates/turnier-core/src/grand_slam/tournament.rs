//! A whole singles tournament (`grand-slam.txt` 5, 5.1, 6.1, 6.2; R-G7, R-G8, R-G10-R-G12):
//! the field filled with GM players, their distributions rolled, the seeds and the draw,
//! every match played round by round, and the strength and WRL points it hands out. Every lot
//! comes from the event's stored seed and is kept in the result.
//!
//! Three lot streams per tournament, from [`SplitMix64::for_draw`] with the event's seed, the
//! round and `3 × tournament number + k`: k = 0 the GM players' dice, 1 the draw, 2 the match
//! lots. So a change in one (another GM strength) leaves the others as they were.

use super::distribution::Distribution;
use super::draw::{Draw, draw, draw_size, num_seeds};
use super::gm_player::{self, GmRoll};
use super::r#match::{MatchResult, Side, play};
use super::strength::{Gains, Stage, exchange};
use super::wrl::{MatchWrl, Tenths, stars};
use crate::game::lots::SplitMix64;
use serde::{Deserialize, Serialize};

/// What the offer says about a tournament (5 a-d) that the play needs.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Terms {
    /// The base stars (5 a, 6.2), at least 1.
    pub base_stars: u32,
    /// The strength gains (5 b).
    pub gains: Gains,
    /// The strength exchange value (5 c).
    pub exchange_value: u32,
    /// The rank difference for the exchange and the WRL bonus (5 c); `None`: none.
    pub rank_diff: Option<u32>,
    /// The GM players' strengths (5 d), used in turn for the GM players needed; empty: 100.
    pub gm_strengths: Vec<u32>,
}

/// A player entered, as the tournament sees him.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// His distribution (checked and corrected, R-G1/R-G2).
    pub distribution: Distribution,
    /// His strength at the start of the round.
    pub strength: u32,
    /// His WRL rank before the round; `None`: unranked.
    pub rank: Option<u32>,
}

/// One match of the bracket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The bracket round, 1 = first.
    pub round: u32,
    /// Player A and player B as participant indices (A from the upper slot).
    pub a: usize,
    /// Player B.
    pub b: usize,
    /// The match set by set, its lot if any.
    pub result: MatchResult,
    /// The winner's WRL points for it (6.1, R-G7).
    pub wrl: Tenths,
    /// Strength points the loser gave the winner (R-G11).
    pub exchange: u32,
}

impl Played {
    /// The winner's participant index.
    pub fn winner(&self) -> usize {
        match self.result.winner {
            Side::A => self.a,
            Side::B => self.b,
        }
    }

    /// The loser's participant index.
    pub fn loser(&self) -> usize {
        match self.result.winner {
            Side::A => self.b,
            Side::B => self.a,
        }
    }
}

/// What one participant got out of the tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The furthest stage reached.
    pub stage: Stage,
    /// Matches won.
    pub wins: u32,
    /// WRL points earned (0 for GM players).
    pub wrl: Tenths,
    /// The strength gain for the stage (R-G12; 0 for GM players).
    pub gain: u32,
    /// Strength received in exchanges minus given (R-G11).
    pub exchange: i64,
}

/// A played tournament. Participants `0..entries` are the players in the order given,
/// `entries..field` the GM players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    /// The field: 8, 16, 32, …
    pub field: usize,
    /// The players entered.
    pub entries: usize,
    /// The stars after 6.2.
    pub stars: u32,
    /// Each GM player's dice and distribution, GM player `k` = participant `entries + k`.
    pub gm: Vec<GmRoll>,
    /// The draw.
    pub draw: Draw,
    /// The matches, round by round, top to bottom.
    pub matches: Vec<Played>,
    /// Per participant.
    pub outcomes: Vec<Outcome>,
}

impl Tournament {
    /// The bracket rounds: log2(field).
    pub fn rounds(&self) -> u32 {
        self.field.trailing_zeros()
    }

    /// The winner's participant index.
    pub fn winner(&self) -> Option<usize> {
        self.matches.last().map(Played::winner)
    }

    /// Whether participant `p` is a GM player.
    pub fn is_gm(&self, p: usize) -> bool {
        p >= self.entries
    }
}

/// Play a tournament of `entries` under `terms`, lots from `seed` for `round` and
/// `number` (the tournament's place in the round's offer). Seeds are the best-ranked
/// entries (by rank, then entry order), as many as [`num_seeds`] allows and are ranked; GM
/// players are never ranked or seeded. With no entries there is nothing to play: `None`.
pub fn play_tournament(
    entries: &[Entry],
    terms: &Terms,
    seed: u64,
    round: u32,
    number: u32,
) -> Option<Tournament> {
    play_tournament_as(entries, terms, seed, round, number, false)
}

/// [`play_tournament`], for a doubles tournament when `doubles` (8.2, R-G6): the entries are
/// the teams, and no match earns WRL points.
pub fn play_tournament_as(
    entries: &[Entry],
    terms: &Terms,
    seed: u64,
    round: u32,
    number: u32,
    doubles: bool,
) -> Option<Tournament> {
    if entries.is_empty() {
        return None;
    }
    let n = entries.len();
    let field = draw_size(n);
    let mut dice = SplitMix64::for_draw(seed, round, 3 * number);
    let gm: Vec<GmRoll> = (0..field - n)
        .map(|k| {
            let s = if terms.gm_strengths.is_empty() {
                100
            } else {
                terms.gm_strengths[k % terms.gm_strengths.len()]
            };
            gm_player::roll(s.max(gm_player::MIN_STRENGTH), &mut dice)
        })
        .collect();
    let dist = |p: usize| {
        if p < n {
            entries[p].distribution
        } else {
            gm[p - n].distribution
        }
    };
    let rank = |p: usize| if p < n { entries[p].rank } else { None };
    let mut ranked: Vec<usize> = (0..n).filter(|p| entries[*p].rank.is_some()).collect();
    ranked.sort_by_key(|p| (entries[*p].rank, *p));
    let seeds: Vec<usize> = ranked.iter().copied().take(num_seeds(field)).collect();
    let ranks: Vec<u32> = ranked.iter().filter_map(|p| entries[*p].rank).collect();
    let stars = stars(terms.base_stars.max(1), field, &ranks);
    let drawn = draw(
        field,
        &seeds,
        &mut SplitMix64::for_draw(seed, round, 3 * number + 1),
    );
    let mut lots = SplitMix64::for_draw(seed, round, 3 * number + 2);
    let mut strength: Vec<u32> = (0..field)
        .map(|p| if p < n { entries[p].strength } else { 0 })
        .collect();
    let mut outcomes = vec![
        Outcome {
            stage: Stage::Early,
            wins: 0,
            wrl: Tenths(0),
            gain: 0,
            exchange: 0,
        };
        field
    ];
    let mut alive = drawn.slots.clone();
    let mut matches = Vec::new();
    let mut r = 1;
    while alive.len() > 1 {
        let mut next = Vec::new();
        for pair in alive.chunks_exact(2) {
            let (a, b) = (pair[0], pair[1]);
            let result = play(&dist(a), &dist(b), &mut lots);
            let (w, l) = match result.winner {
                Side::A => (a, b),
                Side::B => (b, a),
            };
            let wrl = if w < n {
                MatchWrl {
                    stars,
                    loser_seeded: drawn.seed_of(l).is_some(),
                    winner_rank: rank(w),
                    loser_rank: rank(l),
                    rank_diff: terms.rank_diff,
                    doubles,
                }
                .points()
            } else {
                Tenths(0)
            };
            let given = exchange(
                terms.exchange_value,
                terms.rank_diff,
                rank(w),
                rank(l),
                strength[l],
            );
            strength[l] -= given;
            strength[w] += given;
            outcomes[w].wins += 1;
            outcomes[w].wrl.0 += wrl.0;
            outcomes[w].exchange += i64::from(given);
            outcomes[l].exchange -= i64::from(given);
            matches.push(Played {
                round: r,
                a,
                b,
                result,
                wrl,
                exchange: given,
            });
            next.push(w);
        }
        alive = next;
        r += 1;
    }
    let rounds = field.trailing_zeros();
    for (p, o) in outcomes.iter_mut().enumerate() {
        o.stage = Stage::of(o.wins, rounds);
        o.gain = if p < n {
            terms.gains.for_stage(o.stage)
        } else {
            0
        };
    }
    Some(Tournament {
        field,
        entries: n,
        stars,
        gm,
        draw: drawn,
        matches,
        outcomes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn terms() -> Terms {
        Terms {
            base_stars: 2,
            gains: Gains {
                quarter_final: 1,
                semi_final: 2,
                final_: 4,
                winner: 8,
            },
            exchange_value: 3,
            rank_diff: Some(5),
            gm_strengths: vec![120, 90],
        }
    }

    fn entry(v: [u32; 5], rank: Option<u32>) -> Entry {
        Entry {
            distribution: Distribution(v),
            strength: v.iter().sum(),
            rank,
        }
    }

    fn field(n: usize) -> Vec<Entry> {
        (0..n)
            .map(|i| {
                let i = i as u32;
                entry(
                    [30 + i, 25, 21, 13, 11],
                    (!i.is_multiple_of(3)).then_some(i + 1),
                )
            })
            .collect()
    }

    #[test]
    fn a_tournament_of_ten_fills_to_sixteen() {
        let t = play_tournament(&field(10), &terms(), 77, 1, 0).expect("entries");
        assert_eq!((t.field, t.entries, t.gm.len()), (16, 10, 6));
        assert_eq!(t.gm[0].strength, 120);
        assert_eq!(t.gm[1].strength, 90);
        assert_eq!(t.gm[1].distribution.total(), 90);
        assert_eq!(t.matches.len(), 15);
        assert_eq!(t.draw.seeds.len(), 4);
        // Ranked entries 1, 2, 4, 5 (ranks 2, 3, 5, 6) are the seeds, best first.
        assert_eq!(t.draw.seeds, [1, 2, 4, 5]);
        assert_eq!(t.stars, 2);
        let winner = t.winner().expect("a winner");
        assert_eq!(t.outcomes[winner].stage, Stage::Winner);
        assert_eq!(t.outcomes[winner].wins, 4);
        let total_exchange: i64 = t.outcomes.iter().map(|o| o.exchange).sum();
        assert_eq!(total_exchange, 0);
        for (p, o) in t.outcomes.iter().enumerate() {
            if t.is_gm(p) {
                assert_eq!((o.wrl, o.gain), (Tenths(0), 0));
            } else {
                assert_eq!(o.gain, terms().gains.for_stage(o.stage));
                let earned: u32 = t
                    .matches
                    .iter()
                    .filter(|m| m.winner() == p)
                    .map(|m| m.wrl.0)
                    .sum();
                assert_eq!(o.wrl.0, earned);
            }
        }
    }

    /// R-G3: the lots of a tournament come one after the other from its lot stream, one per
    /// match that reaches its lot and none for a match that ends before it, so a lot that is
    /// not drawn does not shift the lots of the matches after it.
    ///
    /// Four players enter `P` 50 40 30 20 10 and four `Q` 20 15 12 11 10, unranked (no seeds,
    /// no GM players). `P` against `Q`: only set 5 is tied, the lowest set values are 10 and
    /// 10, so set 5 would need the lot, but `P` wins sets 1-3 and nothing is drawn. `P`
    /// against `P` (or `Q` against `Q`): all five sets tied, pairs 1-2 and 3-4 at level look
    /// ahead to set 5, decided by the lot (4.3.2 equal): one lot, and the match reaches it.
    /// So the recorded lots, in match order, are exactly the stream's `below(2)` in order
    /// (0 = A).
    #[test]
    fn lots_are_drawn_in_turn_and_only_where_a_match_reaches_them() {
        let p = entry([50, 40, 30, 20, 10], None);
        let q = entry([20, 15, 12, 11, 10], None);
        let entries = [p, q, p, q, p, q, p, q];
        let (round, number) = (3, 1);
        let mut mixed = 0;
        for seed in 0..20u64 {
            let t = play_tournament(&entries, &terms(), seed, round, number).expect("entries");
            assert_eq!((t.field, t.gm.len()), (8, 0));
            // The tournament's lot stream (module doc): draw number 3 x number + 2.
            let mut lots = SplitMix64::for_draw(seed, round, 3 * number + 2);
            for m in &t.matches {
                let same = entries[m.a].distribution == entries[m.b].distribution;
                match m.result.lot {
                    Some((set, side)) => {
                        assert!(same, "seed {seed}: a lot in P against Q");
                        let want = if lots.below(2) == 0 { Side::A } else { Side::B };
                        assert_eq!((set, side), (5, want), "seed {seed}, {m:?}");
                    }
                    None => {
                        assert!(!same, "seed {seed}: identical without a lot");
                        assert_eq!(m.result.score.0 + m.result.score.1, 3);
                        mixed += 1;
                    }
                }
            }
        }
        assert!(mixed > 0, "some P against Q before a lot");
    }

    #[test]
    fn nothing_entered_nothing_played() {
        assert_eq!(play_tournament(&[], &terms(), 1, 1, 0), None);
    }

    proptest! {
        /// The same seed gives the same draws and results; the bracket is whole.
        #[test]
        fn the_same_seed_gives_the_same_tournament(n in 1usize..40, seed in any::<u64>(), round in 1u32..30) {
            let t = play_tournament(&field(n), &terms(), seed, round, 1).expect("entries");
            prop_assert_eq!(&t, &play_tournament(&field(n), &terms(), seed, round, 1).expect("entries"));
            prop_assert_eq!(t.matches.len(), t.field - 1);
            prop_assert_eq!(super::super::draw::check_seeding(&t.draw), Ok(()));
            for m in &t.matches {
                prop_assert!(m.result.score.0 == 3 || m.result.score.1 == 3);
            }
        }
    }
}
