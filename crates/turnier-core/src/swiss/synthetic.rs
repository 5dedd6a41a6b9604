//! Synthetic Swiss events for benchmarks and property tests: pure and seeded (splitmix64), so
//! the same arguments always give the same event. Each round is paired with this crate's own
//! engine ([`propose`]) or, for a [`Shape`] with a greedy history, by [`greedy_pairing`], and
//! gets results by player strength plus noise, with drawn matches, intentional draws, drops
//! and late entries as the shape asks.

use super::pairing::{PairingError, Proposal, choose_bye, propose};
use super::{MatchResult, Round, SwissGame, SwissSettings, Table, TableReason};
use crate::game::lots::SplitMix64;
use crate::game::{Event, Game, PlayerId, Registry, RoundNo, RoundState, TableNo};
use chrono::{TimeZone, Utc};
use std::collections::{HashMap, HashSet};

/// What kind of event [`shaped_event`] builds: its size, length and how its field thins out
/// and grows. Every rate is drawn per match or per player and round from the event's seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    /// Players registered before round 1 (`P0001`, ...).
    pub players: u32,
    /// Late entries (`L0001`, ...), each entering at a round drawn from 2 to `rounds`
    /// (registered just before it is paired); none if `rounds` is below 2.
    pub late: u32,
    /// Rounds paired and completed.
    pub rounds: u32,
    /// Percent of the remaining players who drop after each round.
    pub drop_percent: u32,
    /// Percent of matches drawn 1-1-1.
    pub draw_percent: u32,
    /// Percent of matches that are intentional draws.
    pub id_percent: u32,
    /// Rounds paired by [`greedy_pairing`] (each player in standings order takes the next one
    /// he has not met) instead of by the engine: a history no optimum would have made, as
    /// from an event paired by hand or by another program.
    pub greedy: bool,
}

impl Shape {
    /// The shape of [`synthetic_event`]: 2% drawn matches, 1% intentional draws, 2% drops a
    /// round, no late entries, paired by the engine.
    pub fn plain(players: u32, rounds: u32) -> Self {
        Shape {
            players,
            late: 0,
            rounds,
            drop_percent: 2,
            draw_percent: 2,
            id_percent: 1,
            greedy: false,
        }
    }

    /// A shape drawn from `seed` with `min_players..=max_players` players (log-uniform): up
    /// to 9% drops a round, up to a tenth of the field entering late, greedy histories half
    /// the time, up to 12% drawn matches and 15% intentional draws, and from 3 rounds up to
    /// 6 more than a field of that size needs to find a winner. For searches over shapes.
    pub fn random(seed: u64, min_players: u32, max_players: u32) -> Self {
        let mut rng = SplitMix64::new(seed ^ 0x5EED_5A4E_0F5E_ED00);
        let (lo, hi) = (
            f64::from(min_players.max(2)),
            f64::from(max_players.max(min_players).max(2)),
        );
        let t = rng.below(1_000_001) as f64 / 1_000_000.0;
        let players = (lo * (hi / lo).powf(t)).round() as u32;
        let needed = 32 - players.leading_zeros();
        let rounds = 3 + rng.below((needed + 4) as usize) as u32;
        let late = if rng.below(2) == 0 {
            0
        } else {
            rng.below((players / 10 + 1) as usize) as u32
        };
        Shape {
            players,
            late,
            rounds,
            drop_percent: rng.below(10) as u32,
            draw_percent: rng.below(13) as u32,
            id_percent: rng.below(16) as u32,
            greedy: rng.below(2) == 0,
        }
    }
}

/// An event with `players` registered (`P0001`, ...) and `rounds_played` rounds paired by the
/// engine and complete, from `seed`. Stops early if fewer than two players remain. Every
/// round: about 3% of matches drawn (half of them intentional draws), and after each round
/// about 2% of the remaining players drop. Created at a fixed date (engines have no clock).
pub fn synthetic_event(players: u32, rounds_played: u32, seed: u64) -> Event {
    synthetic_event_with(players, rounds_played, seed, propose)
}

/// [`synthetic_event`] with each round paired by `pair` instead of [`propose`] (which `pair`
/// should call: the results drawn depend on its tables). Lets a benchmark time every round.
pub fn synthetic_event_with(
    players: u32,
    rounds_played: u32,
    seed: u64,
    pair: impl FnMut(&Registry, &SwissGame) -> Result<Proposal, PairingError>,
) -> Event {
    shaped_event_with(&Shape::plain(players, rounds_played), seed, pair)
}

/// An event of the [`Shape`] `shape` from `seed`, each round paired by [`greedy_pairing`]
/// when the shape is greedy, else by [`propose`]. The next round is left for the caller to
/// pair. [`synthetic_event`] is the shape [`Shape::plain`].
pub fn shaped_event(shape: &Shape, seed: u64) -> Event {
    if shape.greedy {
        shaped_event_with(shape, seed, greedy_pairing)
    } else {
        shaped_event_with(shape, seed, propose)
    }
}

/// [`shaped_event`] with each round paired by `pair` (see [`synthetic_event_with`]).
pub fn shaped_event_with(
    shape: &Shape,
    seed: u64,
    mut pair: impl FnMut(&Registry, &SwissGame) -> Result<Proposal, PairingError>,
) -> Event {
    let players = shape.players;
    let rounds_played = shape.rounds;
    let mut rng = SplitMix64::new(seed);
    let created = Utc
        .with_ymd_and_hms(2026, 1, 1, 9, 0, 0)
        .single()
        .unwrap_or_default();
    let mut reg = Registry::default();
    let mut g = SwissGame::new(SwissSettings::default());
    let mut strength: Vec<u64> = (0..players).map(|_| rng.below(1000) as u64).collect();
    for i in 0..players {
        reg.register(format!("P{:04}", i + 1), None);
    }
    // Late entries: (round entered, strength), by round; drawn only when there are any, so
    // that the plain shape's draws stay what they were.
    let mut late: Vec<(u32, u64)> = if rounds_played >= 2 {
        (0..shape.late)
            .map(|_| {
                let r = 2 + rng.below((rounds_played - 1) as usize) as u32;
                (r, rng.below(1000) as u64)
            })
            .collect()
    } else {
        Vec::new()
    };
    late.sort_by_key(|&(r, _)| r);
    let mut late = late.into_iter().peekable();
    let mut late_no = 0;
    let (id_below, drawn_below) = (
        u64::from(shape.id_percent),
        u64::from(shape.id_percent + shape.draw_percent),
    );
    for r in 1..=rounds_played {
        while let Some((_, s)) = late.next_if(|&(e, _)| e == r) {
            late_no += 1;
            reg.register(format!("L{late_no:04}"), Some(RoundNo(r)));
            strength.push(s);
        }
        let Ok(p) = pair(&reg, &g) else {
            break;
        };
        let mut tables = p.tables;
        for table in &mut tables {
            let sa = strength[(table.a.0 - 1) as usize];
            let sb = strength[(table.b.0 - 1) as usize];
            let roll = rng.below(100) as u64;
            table.result = Some(if roll < drawn_below {
                if roll < id_below {
                    MatchResult::INTENTIONAL_DRAW
                } else {
                    MatchResult {
                        wins_a: 1,
                        wins_b: 1,
                        draws: 1,
                    }
                }
            } else {
                let a_wins = sa + rng.below(600) as u64 > sb + rng.below(600) as u64;
                let close = rng.below(3) == 0;
                let loser_games = u8::from(close);
                if a_wins {
                    MatchResult {
                        wins_a: 2,
                        wins_b: loser_games,
                        draws: 0,
                    }
                } else {
                    MatchResult {
                        wins_a: loser_games,
                        wins_b: 2,
                        draws: 0,
                    }
                }
            });
        }
        g.rounds.push(Round {
            number: RoundNo(r),
            state: RoundState::Complete,
            tables,
            byes: p.bye.into_iter().collect(),
            warnings: p.warnings,
        });
        let active = |p: &crate::game::Participant| {
            p.dropped_after.is_none() && p.entered_round.is_none_or(|e| e <= RoundNo(r))
        };
        for part in &mut reg.participants {
            if active(part) && rng.below(100) < shape.drop_percent as usize {
                part.dropped_after = Some(RoundNo(r));
            }
        }
    }
    let mut t = Event::new(
        format!(
            "synthetic {players}x{rounds_played} #{seed}{}",
            if *shape == Shape::plain(players, rounds_played) {
                String::new()
            } else {
                format!(
                    " +{} late, drops {}%, draws {}%, IDs {}%{}",
                    shape.late,
                    shape.drop_percent,
                    shape.draw_percent,
                    shape.id_percent,
                    if shape.greedy { ", greedy" } else { "" }
                )
            }
        ),
        Game::Swiss(g),
        created,
        seed,
    );
    t.registry = reg;
    t
}

/// A greedy pairing of the next round, no optimum: the active players in standings order
/// (as [`propose`] orders them, bye by R-S11), each still unpaired player taking the first
/// one after him he has not met (the first one after him if he has met them all). Tables in
/// that order, each marked `imported` (not paired by the engine). For [`Shape::greedy`]
/// histories.
pub fn greedy_pairing(reg: &Registry, g: &SwissGame) -> Result<Proposal, PairingError> {
    let (round, mut order) = super::pairing::pairing_order(reg, g)?;
    let mut met: HashSet<(PlayerId, PlayerId)> = HashSet::new();
    let mut byes: HashMap<PlayerId, u32> = HashMap::new();
    for r in g.rounds.iter().filter(|r| r.state != RoundState::Draft) {
        for t in &r.tables {
            met.insert((t.a.min(t.b), t.a.max(t.b)));
        }
        for b in &r.byes {
            *byes.entry(*b).or_insert(0) += 1;
        }
    }
    let bye = (order.len() % 2 == 1)
        .then(|| choose_bye(&order, &byes))
        .flatten();
    if let Some(b) = bye {
        order.retain(|e| e.id != b);
    }
    let mut paired = vec![false; order.len()];
    let mut tables = Vec::with_capacity(order.len() / 2);
    for i in 0..order.len() {
        if paired[i] {
            continue;
        }
        let a = order[i].id;
        let open = || (i + 1..order.len()).filter(|&j| !paired[j]);
        let Some(j) = open()
            .find(|&j| !met.contains(&(a.min(order[j].id), a.max(order[j].id))))
            .or_else(|| open().next())
        else {
            break;
        };
        paired[i] = true;
        paired[j] = true;
        let b = order[j].id;
        tables.push(Table {
            number: TableNo(tables.len() as u32 + 1),
            a,
            b,
            result: None,
            reason: TableReason {
                points_a: order[i].match_points,
                points_b: order[j].match_points,
                previous_meetings: u32::from(met.contains(&(a.min(b), a.max(b)))),
                imported: true,
                ..TableReason::default()
            },
        });
    }
    Ok(Proposal {
        round,
        bye,
        tables,
        warnings: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shape_is_the_same_event_from_the_same_seed_and_keeps_its_rates() {
        let shape = Shape {
            players: 60,
            late: 6,
            rounds: 7,
            drop_percent: 8,
            draw_percent: 10,
            id_percent: 10,
            greedy: true,
        };
        let t = shaped_event(&shape, 5);
        assert_eq!(t, shaped_event(&shape, 5));
        assert_ne!(t.registry, shaped_event(&shape, 6).registry);
        let g = t.swiss().expect("swiss");
        assert_eq!(g.rounds.len(), 7);
        assert_eq!(t.registry.participants.len(), 66);
        // Late entries sit at no table and have no bye before their round.
        for p in t.registry.participants.iter().skip(60) {
            let entered = p.entered_round.expect("a late entry");
            assert!(entered.0 >= 2 && entered.0 <= 7, "{entered:?}");
            for r in g.rounds.iter().filter(|r| r.number < entered) {
                assert!(!r.tables.iter().any(|x| x.seats(p.id)) && !r.byes.contains(&p.id));
            }
        }
        // Dropped players sit at no table after their drop.
        let dropped = t.registry.participants.iter().filter(|p| p.is_dropped());
        let mut drops = 0;
        for p in dropped {
            drops += 1;
            let after = p.dropped_after.expect("dropped");
            for r in g.rounds.iter().filter(|r| r.number > after) {
                assert!(!r.tables.iter().any(|x| x.seats(p.id)));
            }
        }
        assert!(drops > 0);
        let results: Vec<MatchResult> = g
            .rounds
            .iter()
            .flat_map(|r| r.tables.iter().filter_map(|x| x.result))
            .collect();
        assert!(results.contains(&MatchResult::INTENTIONAL_DRAW));
        assert!(results.iter().any(|m| m.draws == 1));
    }

    #[test]
    fn a_greedy_round_avoids_rematches_it_can_and_pairs_everyone_once() {
        let shape = Shape {
            players: 41,
            late: 0,
            rounds: 3,
            drop_percent: 0,
            draw_percent: 0,
            id_percent: 0,
            greedy: true,
        };
        let t = shaped_event(&shape, 2);
        let g = t.swiss().expect("swiss");
        let p = greedy_pairing(&t.registry, g).expect("pairable");
        assert_eq!(p.round, RoundNo(4));
        assert_eq!(p.tables.len(), 20);
        assert!(p.bye.is_some());
        let mut seen: HashSet<PlayerId> = p.bye.into_iter().collect();
        for x in &p.tables {
            assert!(seen.insert(x.a) && seen.insert(x.b));
            assert!(x.reason.imported);
        }
        assert_eq!(seen.len(), 41);
        // After three rounds of 41 players the first tables find opponents not met yet.
        assert_eq!(p.tables[0].reason.previous_meetings, 0);
        let rematches = p
            .tables
            .iter()
            .filter(|x| x.reason.previous_meetings > 0)
            .count();
        assert!(rematches <= 2, "{rematches} rematches");
    }
}
