//! Synthetic Swiss events for benchmarks and property tests: pure and seeded (splitmix64), so
//! the same arguments always give the same event. Each round is paired with this crate's own
//! engine ([`propose`]) and gets results by player strength plus noise, with a few drawn
//! matches, intentional draws and drops.

use super::pairing::propose;
use crate::tournament::{
    MatchResult, Participant, PlayerId, Round, RoundNo, RoundState, SwissSettings, System,
    Tournament,
};
use chrono::{TimeZone, Utc};

/// A tiny deterministic PRNG (splitmix64, Steele/Lea/Flood 2014).
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started at `seed`.
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`; 0 for `n == 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next_u64() % n }
    }
}

/// An event with `players` registered (`P0001`, ...) and `rounds_played` rounds paired by the
/// engine and complete, from `seed`. Stops early if fewer than two players remain. Every
/// round: about 3% of matches drawn (half of them intentional draws), and after each round
/// about 2% of the remaining players drop. Created at a fixed date (engines have no clock).
pub fn synthetic_event(players: u32, rounds_played: u32, seed: u64) -> Tournament {
    let mut rng = SplitMix64::new(seed);
    let created = Utc
        .with_ymd_and_hms(2026, 1, 1, 9, 0, 0)
        .single()
        .unwrap_or_default();
    let mut t = Tournament::new(
        format!("synthetic {players}x{rounds_played} #{seed}"),
        System::Swiss(SwissSettings::default()),
        created,
        seed,
    );
    let strength: Vec<u64> = (0..players).map(|_| rng.below(1000)).collect();
    for i in 0..players {
        t.participants.push(Participant {
            id: PlayerId(i + 1),
            name: format!("P{:04}", i + 1),
            dropped_after: None,
            entered_round: None,
        });
    }
    for r in 1..=rounds_played {
        let Ok(p) = propose(&t) else {
            break;
        };
        let mut tables = p.tables;
        for table in &mut tables {
            let sa = strength[(table.a.0 - 1) as usize];
            let sb = strength[(table.b.0 - 1) as usize];
            let roll = rng.below(100);
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
                let a_wins = sa + rng.below(600) > sb + rng.below(600);
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
        t.rounds.push(Round {
            number: RoundNo(r),
            state: RoundState::Complete,
            tables,
            byes: p.bye.into_iter().collect(),
            warnings: p.warnings,
        });
        for part in &mut t.participants {
            if part.dropped_after.is_none() && rng.below(100) < 2 {
                part.dropped_after = Some(RoundNo(r));
            }
        }
    }
    t
}
