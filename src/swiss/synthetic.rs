//! Synthetic Swiss events for benchmarks and property tests: pure and seeded (splitmix64), so
//! the same arguments always give the same event. Each round is paired with this crate's own
//! engine ([`propose`]) and gets results by player strength plus noise, with a few drawn
//! matches, intentional draws and drops.

use super::pairing::{PairingError, Proposal, propose};
use super::{MatchResult, Round, SwissGame, SwissSettings};
use crate::game::lots::SplitMix64;
use crate::game::{Event, Game, Registry, RoundNo, RoundState};
use chrono::{TimeZone, Utc};

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
    mut pair: impl FnMut(&Registry, &SwissGame) -> Result<Proposal, PairingError>,
) -> Event {
    let mut rng = SplitMix64::new(seed);
    let created = Utc
        .with_ymd_and_hms(2026, 1, 1, 9, 0, 0)
        .single()
        .unwrap_or_default();
    let mut reg = Registry::default();
    let mut g = SwissGame::new(SwissSettings::default());
    let strength: Vec<u64> = (0..players).map(|_| rng.below(1000) as u64).collect();
    for i in 0..players {
        reg.register(format!("P{:04}", i + 1), None);
    }
    for r in 1..=rounds_played {
        let Ok(p) = pair(&reg, &g) else {
            break;
        };
        let mut tables = p.tables;
        for table in &mut tables {
            let sa = strength[(table.a.0 - 1) as usize];
            let sb = strength[(table.b.0 - 1) as usize];
            let roll = rng.below(100) as u64;
            table.result = Some(if roll < 3 {
                if roll < 1 {
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
        for part in &mut reg.participants {
            if part.dropped_after.is_none() && rng.below(100) < 2 {
                part.dropped_after = Some(RoundNo(r));
            }
        }
    }
    let mut t = Event::new(
        format!("synthetic {players}x{rounds_played} #{seed}"),
        Game::Swiss(g),
        created,
        seed,
    );
    t.registry = reg;
    t
}
