//! The Masters at the season's end (`grand-slam.txt` 11; R-G14): the top 8 of the WRL after
//! aging, groups A (1-4-5-8) and B (2-3-6-7), round robin, crossover semi-finals, the final
//! and the third-place match; a distribution per match (a player's default one where he gave
//! no other); the entry fee of 1.50 per participant.

use super::distribution::{Correction, Distribution};
use super::r#match::{MatchResult, Side, play};
use crate::game::lots::SplitMix64;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// The entry fee per participant, in cents, debited from his subscription account (11:
/// "1.50 DM vom Abokonto").
pub const FEE_CENTS: i64 = 150;

/// The lot streams of the Masters: `for_draw(seed, season's last round, MASTERS_LOTS +
/// stage)`, apart from every tournament's and the doubles' streams.
pub const MASTERS_LOTS: u32 = 2_000_000;

/// Which match a Masters distribution is for (11: "Für jedes Spiel ist eine gesonderte
/// Punktverteilung erlaubt").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slot {
    /// Every match without a distribution of its own.
    Default,
    /// The group match against this player (by index).
    Group {
        /// The opponent.
        opponent: usize,
    },
    /// The semi-final.
    Semi,
    /// The final or the third-place match (a player plays one of them).
    Final,
}

/// A distribution for the Masters, checked against the player's strength (R-G1, R-G2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MastersEntry {
    /// The player (by index).
    pub player: usize,
    /// The match it is for.
    pub slot: Slot,
    /// The distribution played.
    pub distribution: Distribution,
    /// Rule 10's correction, if any.
    pub correction: Option<Correction>,
}

/// The stages of the Masters, in the order they are played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Stage {
    /// The group matches, round robin (every player three).
    Groups,
    /// The crossover semi-finals.
    Semis,
    /// The final and the third-place match.
    Finals,
}

/// The kind of a Masters match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// In group A.
    GroupA,
    /// In group B.
    GroupB,
    /// A semi-final.
    Semi,
    /// The final.
    Final,
    /// The match for third place.
    Third,
}

/// One Masters match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MastersMatch {
    /// Which match.
    pub kind: Kind,
    /// Player A (by index).
    pub a: usize,
    /// Player B.
    pub b: usize,
    /// The match set by set, its lot if any.
    pub result: MatchResult,
}

impl MastersMatch {
    /// The winner (by index).
    pub fn winner(&self) -> usize {
        if self.result.winner == Side::A {
            self.a
        } else {
            self.b
        }
    }

    /// The loser (by index).
    pub fn loser(&self) -> usize {
        if self.result.winner == Side::A {
            self.b
        } else {
            self.a
        }
    }
}

/// One line of a group's table (R-G14).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupLine {
    /// The player (by index).
    pub player: usize,
    /// Matches won.
    pub wins: u32,
    /// Sets won and lost.
    pub sets: (u32, u32),
    /// Games won and lost.
    pub games: (u32, u32),
}

/// The Masters of one season.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Masters {
    /// The round that ended the season: 10, 20, …
    pub after_round: u32,
    /// The 8 qualified (by index), in WRL order after aging.
    pub players: Vec<usize>,
    /// The fee debited from each participant, in cents.
    pub fee_cents: i64,
    /// The distributions given, the latest per player and slot.
    pub entries: Vec<MastersEntry>,
    /// The matches played, stage by stage.
    pub matches: Vec<MastersMatch>,
}

impl Masters {
    /// The two groups, A = places 1, 4, 5, 8 and B = 2, 3, 6, 7.
    pub fn groups(&self) -> Option<([usize; 4], [usize; 4])> {
        groups(&self.players)
    }

    /// The next stage to play; `None` once the final is played.
    pub fn next_stage(&self) -> Option<Stage> {
        let has = |k: Kind| self.matches.iter().any(|m| m.kind == k);
        if !has(Kind::GroupA) {
            Some(Stage::Groups)
        } else if !has(Kind::Semi) {
            Some(Stage::Semis)
        } else if !has(Kind::Final) {
            Some(Stage::Finals)
        } else {
            None
        }
    }

    /// The distribution `player` plays in the match of `slot`: the one for that match, else
    /// his default one.
    pub fn distribution(&self, player: usize, slot: Slot) -> Option<Distribution> {
        let find = |s: Slot| {
            self.entries
                .iter()
                .find(|e| e.player == player && e.slot == s)
                .map(|e| e.distribution)
        };
        find(slot).or_else(|| find(Slot::Default))
    }

    /// The matches of the next stage as `(kind, a, b, slot of a, slot of b)`.
    pub fn pairings(&self) -> Vec<(Kind, usize, usize, Slot, Slot)> {
        let Some((ga, gb)) = self.groups() else {
            return Vec::new();
        };
        let group = |g: [usize; 4], kind: Kind| {
            [(0, 1), (2, 3), (0, 2), (1, 3), (0, 3), (1, 2)]
                .iter()
                .map(|(i, j)| {
                    (
                        kind,
                        g[*i],
                        g[*j],
                        Slot::Group { opponent: g[*j] },
                        Slot::Group { opponent: g[*i] },
                    )
                })
                .collect::<Vec<_>>()
        };
        match self.next_stage() {
            Some(Stage::Groups) => {
                let mut v = group(ga, Kind::GroupA);
                v.extend(group(gb, Kind::GroupB));
                v
            }
            Some(Stage::Semis) => {
                let a: Vec<usize> = self.table(&ga).iter().map(|l| l.player).collect();
                let b: Vec<usize> = self.table(&gb).iter().map(|l| l.player).collect();
                crossover(&a, &b).map_or_else(Vec::new, |[(x, y), (u, v)]| {
                    vec![
                        (Kind::Semi, x, y, Slot::Semi, Slot::Semi),
                        (Kind::Semi, u, v, Slot::Semi, Slot::Semi),
                    ]
                })
            }
            Some(Stage::Finals) => {
                let semis: Vec<&MastersMatch> = self
                    .matches
                    .iter()
                    .filter(|m| m.kind == Kind::Semi)
                    .collect();
                match semis.as_slice() {
                    [s1, s2] => vec![
                        (
                            Kind::Final,
                            s1.winner(),
                            s2.winner(),
                            Slot::Final,
                            Slot::Final,
                        ),
                        (
                            Kind::Third,
                            s1.loser(),
                            s2.loser(),
                            Slot::Final,
                            Slot::Final,
                        ),
                    ],
                    _ => Vec::new(),
                }
            }
            None => Vec::new(),
        }
    }

    /// Who has no distribution for a match of the next stage: `(player, slot)`.
    pub fn missing(&self) -> Vec<(usize, Slot)> {
        let mut out = Vec::new();
        for (_, a, b, sa, sb) in self.pairings() {
            for (p, s) in [(a, sa), (b, sb)] {
                if self.distribution(p, s).is_none() && !out.iter().any(|(q, _)| *q == p) {
                    out.push((p, s));
                }
            }
        }
        out
    }

    /// Plays the next stage from `seed` (the lots of the stage's stream, recorded); `None`
    /// when the Masters is over or someone has no distribution for it.
    pub fn play_next(&self, seed: u64) -> Option<Vec<MastersMatch>> {
        let stage = self.next_stage()?;
        if !self.missing().is_empty() {
            return None;
        }
        let mut rng = SplitMix64::for_draw(seed, self.after_round, MASTERS_LOTS + stage as u32);
        Some(
            self.pairings()
                .into_iter()
                .filter_map(|(kind, a, b, sa, sb)| {
                    let (da, db) = (self.distribution(a, sa)?, self.distribution(b, sb)?);
                    Some(MastersMatch {
                        kind,
                        a,
                        b,
                        result: play(&da, &db, &mut rng),
                    })
                })
                .collect(),
        )
    }

    /// A group's table after its matches (R-G14): matches won, then sets won minus lost, then
    /// games won minus lost, then the match between two still equal, then the WRL order.
    pub fn table(&self, group: &[usize; 4]) -> Vec<GroupLine> {
        let mut lines: Vec<GroupLine> = group
            .iter()
            .map(|p| GroupLine {
                player: *p,
                wins: 0,
                sets: (0, 0),
                games: (0, 0),
            })
            .collect();
        let in_group = |m: &&MastersMatch| {
            matches!(m.kind, Kind::GroupA | Kind::GroupB)
                && group.contains(&m.a)
                && group.contains(&m.b)
        };
        for m in self.matches.iter().filter(in_group) {
            let games = m
                .result
                .sets
                .iter()
                .fold((0, 0), |(x, y), s| (x + s.games.0, y + s.games.1));
            for l in lines.iter_mut() {
                if l.player == m.a {
                    l.sets.0 += m.result.score.0;
                    l.sets.1 += m.result.score.1;
                    l.games.0 += games.0;
                    l.games.1 += games.1;
                } else if l.player == m.b {
                    l.sets.0 += m.result.score.1;
                    l.sets.1 += m.result.score.0;
                    l.games.0 += games.1;
                    l.games.1 += games.0;
                }
                if l.player == m.winner() {
                    l.wins += 1;
                }
            }
        }
        let key = |l: &GroupLine| {
            (
                l.wins,
                i64::from(l.sets.0) - i64::from(l.sets.1),
                i64::from(l.games.0) - i64::from(l.games.1),
            )
        };
        let wrl = |p: usize| self.players.iter().position(|x| *x == p).unwrap_or(8);
        let head_to_head = |x: usize, y: usize| {
            self.matches
                .iter()
                .filter(in_group)
                .find(|m| (m.a == x && m.b == y) || (m.a == y && m.b == x))
                .map(MastersMatch::winner)
        };
        let equal = |a: &GroupLine| lines.iter().filter(|b| key(b) == key(a)).count();
        let counts: Vec<usize> = lines.iter().map(equal).collect();
        let mut order: Vec<(GroupLine, usize)> = lines.iter().cloned().zip(counts).collect();
        order.sort_by(|(a, na), (b, _)| {
            key(b).cmp(&key(a)).then_with(|| {
                if *na == 2 {
                    match head_to_head(a.player, b.player) {
                        Some(w) if w == a.player => return Ordering::Less,
                        Some(w) if w == b.player => return Ordering::Greater,
                        _ => {}
                    }
                }
                wrl(a.player).cmp(&wrl(b.player))
            })
        });
        order.into_iter().map(|(l, _)| l).collect()
    }

    /// The final order once the final is played: winner, runner-up, third, fourth.
    pub fn final_order(&self) -> Option<[usize; 4]> {
        let f = self.matches.iter().find(|m| m.kind == Kind::Final)?;
        let t = self.matches.iter().find(|m| m.kind == Kind::Third)?;
        Some([f.winner(), f.loser(), t.winner(), t.loser()])
    }
}

/// The two groups from the 8 qualified, best first: A = places 1, 4, 5, 8; B = 2, 3, 6, 7.
/// `None` unless exactly 8 are given.
pub fn groups<K: Clone>(top8: &[K]) -> Option<([K; 4], [K; 4])> {
    if top8.len() != 8 {
        return None;
    }
    let p = |i: usize| top8[i - 1].clone();
    Some(([p(1), p(4), p(5), p(8)], [p(2), p(3), p(6), p(7)]))
}

/// The crossover semi-finals from the groups' final orders: 1st A – 2nd B, 1st B – 2nd A.
pub fn crossover<K: Clone>(group_a: &[K], group_b: &[K]) -> Option<[(K, K); 2]> {
    match (group_a, group_b) {
        ([a1, a2, ..], [b1, b2, ..]) => Some([(a1.clone(), b2.clone()), (b1.clone(), a2.clone())]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::lots::SplitMix64;

    /// Eight players, player `i` with sets 20+i, 19+i, … : the higher index wins every set,
    /// every match 3:0, by the index difference d in each set (table 4.4: d 3 is 7:5, 4 is
    /// 7:5, 7 is 6:4). Player 7 beats 4, 3 and 0: games 21:15 + 21:15 + 18:12 = 60:42. Groups A = 0, 3, 4, 7 and B = 1, 2, 5,
    /// 6; A's table 7, 4, 3, 0 and B's 6, 5, 2, 1; semi-finals 7-5 and 6-4, the final 7-6,
    /// third place 5-4.
    #[test]
    fn a_masters_worked_by_hand() {
        let mut m = Masters {
            after_round: 10,
            players: (0..8).collect(),
            fee_cents: FEE_CENTS,
            entries: (0..8u32)
                .map(|i| MastersEntry {
                    player: i as usize,
                    slot: Slot::Default,
                    distribution: Distribution([20 + i, 19 + i, 18 + i, 17 + i, 16 + i]),
                    correction: None,
                })
                .collect(),
            matches: Vec::new(),
        };
        assert_eq!(m.groups(), Some(([0, 3, 4, 7], [1, 2, 5, 6])));
        assert_eq!(m.next_stage(), Some(Stage::Groups));
        let groups = m.play_next(1).expect("groups");
        assert_eq!(groups.len(), 12);
        assert!(groups.iter().all(|x| x.winner() == x.a.max(x.b)));
        m.matches.extend(groups);
        let a = m.table(&[0, 3, 4, 7]);
        let order: Vec<usize> = a.iter().map(|l| l.player).collect();
        assert_eq!(order, [7, 4, 3, 0]);
        assert_eq!(
            a[0],
            GroupLine {
                player: 7,
                wins: 3,
                sets: (9, 0),
                games: (60, 42)
            }
        );
        let b: Vec<usize> = m.table(&[1, 2, 5, 6]).iter().map(|l| l.player).collect();
        assert_eq!(b, [6, 5, 2, 1]);
        assert_eq!(m.next_stage(), Some(Stage::Semis));
        let semis = m.play_next(1).expect("semis");
        let pairs: Vec<(usize, usize)> = semis.iter().map(|x| (x.a, x.b)).collect();
        assert_eq!(pairs, [(7, 5), (6, 4)], "1st A - 2nd B, 1st B - 2nd A");
        m.matches.extend(semis);
        let finals = m.play_next(1).expect("finals");
        m.matches.extend(finals);
        assert_eq!(m.next_stage(), None);
        assert_eq!(m.final_order(), Some([7, 6, 5, 4]));
        assert_eq!(m.play_next(1), None, "over");
    }

    /// R-G14: equal in matches, sets and games, two players go by the match between them.
    #[test]
    fn two_equal_players_go_by_their_match() {
        // 4 > 0, 0 > 3, 0 > 7, 7 > 3, 3 > 4, 4 > 7: 0 and 4 two wins, 3 and 7 one, every
        // match 3:0 with the same games; the matches between them put 4 before 0 and 7
        // before 3, against the WRL order.
        let d = |v: [u32; 5]| Distribution(v);
        let m = |a: usize, b: usize, win_a: bool| MastersMatch {
            kind: Kind::GroupA,
            a,
            b,
            result: crate::grand_slam::r#match::play(
                &if win_a {
                    d([9, 9, 9, 1, 1])
                } else {
                    d([1, 1, 1, 9, 9])
                },
                &if win_a {
                    d([1, 1, 1, 9, 9])
                } else {
                    d([9, 9, 9, 1, 1])
                },
                &mut SplitMix64::new(0),
            ),
        };
        let masters = Masters {
            after_round: 10,
            players: (0..8).collect(),
            fee_cents: FEE_CENTS,
            entries: Vec::new(),
            matches: vec![
                m(4, 0, true),
                m(0, 3, true),
                m(0, 7, true),
                m(7, 3, true),
                m(3, 4, true),
                m(4, 7, true),
            ],
        };
        let t = masters.table(&[0, 3, 4, 7]);
        let order: Vec<usize> = t.iter().map(|l| l.player).collect();
        assert_eq!(order, [4, 0, 7, 3]);
        assert_eq!((t[0].wins, t[2].wins), (2, 1));
    }

    #[test]
    fn groups_and_crossover() {
        let top: Vec<u32> = (1..=8).collect();
        assert_eq!(groups(&top), Some(([1, 4, 5, 8], [2, 3, 6, 7])));
        assert_eq!(groups(&top[..7]), None);
        assert_eq!(
            crossover(&[4, 1, 5, 8], &[3, 2, 7, 6]),
            Some([(4, 2), (3, 1)])
        );
    }
}
