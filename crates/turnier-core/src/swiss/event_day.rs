//! The Swiss event day: the planned number of rounds with the recommendation by field size (MTR
//! Appendix E), round 1 by lot (R-S21), and where a late arrival sits in a published round
//! (R-S20).
//!
//! Pure: the lot comes from the event's stored seed ([`crate::game::lots`]), nothing else.

use super::{Round, SwissGame};
use crate::game::lots::SplitMix64;
use crate::game::{PlayerId, RoundNo, RoundState, TableNo};

/// The recommended number of Swiss rounds for `players` players, from the table of the Magic
/// Tournament Rules, Appendix E ("Recommended Number of Rounds in Swiss Tournaments", as
/// published by Wizards of the Coast, blogs.magicjudges.org/rules/mtr-appendix-e): 9-16
/// players 4 rounds, 17-32 5, 33-64 6, 65-128 7, 129-226 8, 227-409 9, 410 and more 10.
/// Appendix E runs 5-8 players as 3 single-elimination rounds and 4 as 2; as Swiss rounds
/// these are the same counts (every player meets every possible score group once), so 3 and 2
/// are given here, and 1 round for 2 or 3 players. `None` for fewer than 2 players (nothing to
/// pair).
///
/// Appendix E gives 9-16 players 4 rounds with a booster-draft top 8 and 5 otherwise; the first
/// is taken, so that each field size has one recommendation (a director who wants 5 plans them
/// in the settings).
pub fn recommended_rounds(players: usize) -> Option<u32> {
    Some(match players {
        0 | 1 => return None,
        2 | 3 => 1,
        4 => 2,
        5..=8 => 3,
        9..=16 => 4,
        17..=32 => 5,
        33..=64 => 6,
        65..=128 => 7,
        129..=226 => 8,
        227..=409 => 9,
        _ => 10,
    })
}

/// Where a round stands against the planned number of rounds
/// ([`super::SwissSettings::rounds`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundPlan {
    /// No number of rounds planned.
    Unplanned,
    /// Round `round` of `planned`, not the last.
    Regular {
        /// The round.
        round: RoundNo,
        /// The planned number of rounds.
        planned: u32,
    },
    /// The last planned round.
    Final {
        /// The round (= the planned number).
        round: RoundNo,
    },
    /// A round beyond the planned ones (the director asked for it).
    Beyond {
        /// The round.
        round: RoundNo,
        /// The planned number of rounds.
        planned: u32,
    },
}

/// Where round `round` stands against the plan of `g`. A playoff round (after the top cut)
/// is outside the plan of Swiss rounds: [`RoundPlan::Unplanned`] (its stage names it).
pub fn plan_of(g: &SwissGame, round: RoundNo) -> RoundPlan {
    match g.settings.rounds {
        _ if g.is_playoff_round(round) => RoundPlan::Unplanned,
        None => RoundPlan::Unplanned,
        Some(p) if round.0 < p => RoundPlan::Regular { round, planned: p },
        Some(p) if round.0 == p => RoundPlan::Final { round },
        Some(p) => RoundPlan::Beyond { round, planned: p },
    }
}

/// The round [`crate::swiss::SwissCommand::PairNextRound`] would make next: one after the
/// last round.
pub fn next_round(g: &SwissGame) -> RoundNo {
    RoundNo(g.rounds.len() as u32 + 1)
}

/// Whether the planned Swiss rounds are all played: rounds are planned, and the last planned
/// round is published and has every result, and the top cut is not made yet (the desk then says "Swiss complete: top cut?"
/// instead of offering another round; pairing one more is still possible, after a question).
pub fn swiss_complete(g: &SwissGame) -> bool {
    g.playoff.is_none()
        && g.settings.rounds.is_some_and(|p| {
            g.rounds.len() as u32 >= p
                && g.rounds
                    .last()
                    .is_some_and(|r| r.state == RoundState::Complete)
        })
}

/// The salt that keeps the Swiss lot apart from other draws of the same seed.
const LOT_SALT: u64 = 0x7377_6973_735f_6c6f;

/// The order of round 1 by lot (R-S21, `round_one = lot`): `players` (the pairing order R-S10
/// would give, registration order) permuted by a Fisher-Yates shuffle from the event's stored
/// `seed` ([`SplitMix64::for_draw`], round 1, draw 0). The same seed and players give the same
/// order, so the same state gives the same round 1, re-paired or not.
pub fn round_one_order(seed: u64, players: &[PlayerId]) -> Vec<PlayerId> {
    let mut v = players.to_vec();
    SplitMix64::for_draw(seed ^ LOT_SALT, 1, 0).shuffle(&mut v);
    v
}

/// Where a late arrival sits in a round (R-S20).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seating {
    /// Against the player who had the bye: the bye becomes a match at table `table`.
    AgainstBye {
        /// The player who had the bye.
        opponent: PlayerId,
        /// The new table's number: one after the highest.
        table: TableNo,
    },
    /// No bye to play against (an even field, or an earlier late arrival took it): the late
    /// arrival sits the round out with no result and no points, like any late entry, and is
    /// paired from round `next` on. Never a bye of their own: that would give 3 match points
    /// for arriving late (R-S20 as revised).
    SitsOut {
        /// The round the late arrival is paired from: the one after this round.
        next: RoundNo,
    },
}

/// Where a late arrival would sit in `round` (R-S20): against the first player with a bye if
/// there is one, else out of the round ([`Seating::SitsOut`]). The other tables are never
/// re-paired.
pub fn seating_in(round: &Round) -> Seating {
    seatings_in(round, 1)[0]
}

/// Where `late` late arrivals seated one after the other would sit in `round` (R-S20): each
/// bye is taken once, in the order of the round's byes, at a new table one after the highest;
/// whoever comes after the byes are taken sits the round out. So the desk's question before
/// publishing a draft can say what happens to each player it seats.
pub fn seatings_in(round: &Round, late: usize) -> Vec<Seating> {
    let mut byes = round.byes.iter();
    let mut last = round.tables.iter().map(|t| t.number.0).max().unwrap_or(0);
    (0..late)
        .map(|_| match byes.next() {
            Some(&opponent) => {
                last += 1;
                Seating::AgainstBye {
                    opponent,
                    table: TableNo(last),
                }
            }
            None => Seating::SitsOut {
                next: RoundNo(round.number.0 + 1),
            },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::swiss::{SwissSettings, Table, TableReason};

    #[test]
    fn the_recommendation_follows_mtr_appendix_e() {
        let at = |n| recommended_rounds(n);
        assert_eq!(at(1), None);
        assert_eq!(
            (at(2), at(4), at(5), at(8)),
            (Some(1), Some(2), Some(3), Some(3))
        );
        assert_eq!(
            (at(9), at(16), at(17), at(32)),
            (Some(4), Some(4), Some(5), Some(5))
        );
        assert_eq!(
            (at(33), at(64), at(65), at(128)),
            (Some(6), Some(6), Some(7), Some(7))
        );
        assert_eq!((at(129), at(226), at(227)), (Some(8), Some(8), Some(9)));
        assert_eq!((at(409), at(410), at(5000)), (Some(9), Some(10), Some(10)));
    }

    fn game(planned: Option<u32>, rounds: &[RoundState]) -> SwissGame {
        let mut g = SwissGame::new(SwissSettings {
            rounds: planned,
            ..SwissSettings::default()
        });
        for (i, s) in rounds.iter().enumerate() {
            g.rounds.push(Round {
                number: RoundNo(i as u32 + 1),
                state: *s,
                tables: vec![],
                byes: vec![],
                warnings: vec![],
            });
        }
        g
    }

    #[test]
    fn the_plan_names_the_final_round_and_what_lies_beyond() {
        use RoundState::{Complete, Published};
        let g = game(Some(3), &[Complete, Complete]);
        assert_eq!(next_round(&g), RoundNo(3));
        assert_eq!(
            plan_of(&g, RoundNo(2)),
            RoundPlan::Regular {
                round: RoundNo(2),
                planned: 3
            }
        );
        assert_eq!(
            plan_of(&g, RoundNo(3)),
            RoundPlan::Final { round: RoundNo(3) }
        );
        assert_eq!(
            plan_of(&g, RoundNo(4)),
            RoundPlan::Beyond {
                round: RoundNo(4),
                planned: 3
            }
        );
        assert!(!swiss_complete(&g));
        assert!(!swiss_complete(&game(
            Some(3),
            &[Complete, Complete, Published]
        )));
        assert!(swiss_complete(&game(
            Some(3),
            &[Complete, Complete, Complete]
        )));
        assert!(!swiss_complete(&game(
            None,
            &[Complete, Complete, Complete]
        )));
        assert_eq!(plan_of(&game(None, &[]), RoundNo(9)), RoundPlan::Unplanned);
    }

    #[test]
    fn the_lot_is_a_pinned_permutation_of_the_seed() {
        let players: Vec<PlayerId> = (1..=8).map(PlayerId).collect();
        let a = round_one_order(42, &players);
        assert_eq!(a, round_one_order(42, &players), "same state, same order");
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, players, "a permutation");
        assert_ne!(a, players);
        assert_ne!(a, round_one_order(43, &players));
        // Pinned: saved events depend on it.
        let ids: Vec<u32> = a.iter().map(|p| p.0).collect();
        assert_eq!(ids, PINNED_42);
    }

    /// The order of 8 players under seed 42 (pinned by the test above).
    const PINNED_42: [u32; 8] = [3, 6, 1, 2, 5, 7, 8, 4];

    #[test]
    fn a_late_arrival_takes_the_bye_players_table_or_sits_the_round_out() {
        let table = |n: u32, a: u32, b: u32| Table {
            number: TableNo(n),
            a: PlayerId(a),
            b: PlayerId(b),
            result: None,
            reason: TableReason::default(),
        };
        let mut r = Round {
            number: RoundNo(2),
            state: RoundState::Published,
            tables: vec![table(1, 1, 2), table(2, 3, 4)],
            byes: vec![PlayerId(5)],
            warnings: vec![],
        };
        assert_eq!(
            seating_in(&r),
            Seating::AgainstBye {
                opponent: PlayerId(5),
                table: TableNo(3)
            }
        );
        // R-S20: the bye is taken once; the next late arrival sits round 2 out, no bye.
        assert_eq!(
            seatings_in(&r, 2),
            [
                Seating::AgainstBye {
                    opponent: PlayerId(5),
                    table: TableNo(3)
                },
                Seating::SitsOut { next: RoundNo(3) }
            ]
        );
        r.byes.clear();
        assert_eq!(seating_in(&r), Seating::SitsOut { next: RoundNo(3) });
        // Two byes (an imported round): two new tables, 3 and 4, in the byes' order.
        r.byes = vec![PlayerId(6), PlayerId(5)];
        assert_eq!(
            seatings_in(&r, 2),
            [
                Seating::AgainstBye {
                    opponent: PlayerId(6),
                    table: TableNo(3)
                },
                Seating::AgainstBye {
                    opponent: PlayerId(5),
                    table: TableNo(4)
                }
            ]
        );
        assert!(seatings_in(&r, 0).is_empty());
    }
}
