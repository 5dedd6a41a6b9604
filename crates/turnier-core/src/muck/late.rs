//! A late pair or single player seated into the last round (Muckturnier draws at check-in):
//! against the entrant who sits that round out, else as the round's sitting-out entrant, so
//! that nobody idles a round the late one could have filled.

use super::draw::History;
use super::{Entrant, MuckGame, MuckRound, Partners, Side};
use crate::game::TableNo;

/// Where a late entrant sits in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MuckSeating {
    /// At a new table, the last: side A those who sat out (they were there first), side B the
    /// late entrant (with changing partners: with the one of the three who sat out that it
    /// partnered least, then met least, as the draw would choose).
    Table {
        /// Side A: the pair, or two of the players, who sat out.
        a: Side,
        /// Side B: the late entrant (with changing partners, with its partner).
        b: Side,
        /// The new table's number: one after the highest.
        table: TableNo,
    },
    /// Nobody (fixed pairs), or fewer than three players (changing partners), to play
    /// against: the late entrant is the round's sitting-out entrant, with nothing for it
    /// (R-M7), and counts as having sat out when the next rounds choose who sits out.
    SitsOut,
}

/// Where the late entrant `late` would sit in `round` of `g`: with fixed pairs against the
/// pair that sits out; with changing partners at a table with the three players who sit out
/// (the partner chosen for the fewest repeat partners, then the fewest repeat opponents, then
/// the order they sit out in); else out of the round. The other tables never change.
pub fn seating_in(g: &MuckGame, round: &MuckRound, late: Entrant) -> MuckSeating {
    let table = TableNo(round.tables.iter().map(|t| t.number.0).max().unwrap_or(0) + 1);
    match (g.settings.partners, round.sitting_out.as_slice(), late) {
        (Partners::Fixed, [Entrant::Pair(out), ..], Entrant::Pair(p)) => MuckSeating::Table {
            a: Side::Pair(*out),
            b: Side::Pair(p),
            table,
        },
        (Partners::Changing, [o1, o2, o3, ..], Entrant::Player(p)) => {
            let history = History::of(g);
            let players = [*o1, *o2, *o3];
            // The late player's partner k; the other two are side A.
            let cost = |k: usize| {
                let (x, y) = match k {
                    0 => (players[1], players[2]),
                    1 => (players[0], players[2]),
                    _ => (players[0], players[1]),
                };
                let partners = history.partners(late, players[k]) + history.partners(x, y);
                let met = [x, y]
                    .iter()
                    .map(|o| history.met(*o, late) + history.met(*o, players[k]))
                    .sum::<u32>();
                ((partners, met), (x, y))
            };
            let (k, (_, (x, y))) = (0..3)
                .map(|k| (k, cost(k)))
                .min_by_key(|(k, (c, _))| (*c, *k))
                .unwrap_or((0, ((0, 0), (players[1], players[2]))));
            match (x, y, players[k]) {
                (Entrant::Player(x), Entrant::Player(y), Entrant::Player(partner)) => {
                    MuckSeating::Table {
                        a: Side::Players(x, y),
                        b: Side::Players(partner, p),
                        table,
                    }
                }
                _ => MuckSeating::SitsOut,
            }
        }
        _ => MuckSeating::SitsOut,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{PlayerId, RoundNo, RoundState};
    use crate::muck::{MuckSettings, MuckTable, PairId};

    fn round(n: u32, state: RoundState, tables: Vec<MuckTable>, out: Vec<Entrant>) -> MuckRound {
        MuckRound {
            number: RoundNo(n),
            state,
            draw_no: 0,
            tables,
            sitting_out: out,
            warnings: Vec::new(),
        }
    }

    fn p(n: u32) -> PlayerId {
        PlayerId(n)
    }

    #[test]
    fn a_late_pair_plays_the_pair_that_sits_out_else_sits_out() {
        let g = MuckGame::new(MuckSettings::default());
        let tb = MuckTable::new(
            TableNo(1),
            Side::Pair(PairId(1)),
            Side::Pair(PairId(2)),
            2,
            false,
        );
        let r = round(
            1,
            RoundState::Published,
            vec![tb.clone()],
            vec![Entrant::Pair(PairId(3))],
        );
        assert_eq!(
            seating_in(&g, &r, Entrant::Pair(PairId(4))),
            MuckSeating::Table {
                a: Side::Pair(PairId(3)),
                b: Side::Pair(PairId(4)),
                table: TableNo(2)
            }
        );
        let even = round(1, RoundState::Published, vec![tb], Vec::new());
        assert_eq!(
            seating_in(&g, &even, Entrant::Pair(PairId(4))),
            MuckSeating::SitsOut
        );
    }

    /// Changing partners: of the three who sit out, the late player partners the one that
    /// leaves the other two a side that never partnered before (R-M6); fewer than three sit
    /// out: the late player sits out too.
    #[test]
    fn a_late_single_takes_the_partner_that_avoids_a_repeat() {
        let g0 = MuckGame::new(MuckSettings {
            partners: Partners::Changing,
            ..MuckSettings::default()
        });
        // Round 1: players 2 and 3 were partners (against 5 and 6).
        let mut g = g0.clone();
        g.rounds.push(round(
            1,
            RoundState::Complete,
            vec![MuckTable::new(
                TableNo(1),
                Side::Players(p(2), p(3)),
                Side::Players(p(5), p(6)),
                2,
                false,
            )],
            Vec::new(),
        ));
        let out = vec![
            Entrant::Player(p(1)),
            Entrant::Player(p(2)),
            Entrant::Player(p(3)),
        ];
        let r2 = round(
            2,
            RoundState::Published,
            vec![MuckTable::new(
                TableNo(1),
                Side::Players(p(5), p(4)),
                Side::Players(p(6), p(7)),
                2,
                false,
            )],
            out.clone(),
        );
        g.rounds.push(r2.clone());
        // Partnering 1 would leave 2 and 3 together again: 8 partners 2, side A is 1 and 3.
        assert_eq!(
            seating_in(&g, &r2, Entrant::Player(p(8))),
            MuckSeating::Table {
                a: Side::Players(p(1), p(3)),
                b: Side::Players(p(2), p(8)),
                table: TableNo(2)
            }
        );
        // With no history the first who sat out is the partner.
        assert_eq!(
            seating_in(&g0, &r2, Entrant::Player(p(8))),
            MuckSeating::Table {
                a: Side::Players(p(2), p(3)),
                b: Side::Players(p(1), p(8)),
                table: TableNo(2)
            }
        );
        let two_out = round(
            2,
            RoundState::Published,
            r2.tables.clone(),
            out[..2].to_vec(),
        );
        assert_eq!(
            seating_in(&g0, &two_out, Entrant::Player(p(8))),
            MuckSeating::SitsOut
        );
    }
}
