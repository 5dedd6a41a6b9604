//! The Muck ranking (`muck-ranking.txt`, "Wertung von Bobbln, Toren und gegnerischen Toren"),
//! and the two Schafkopf methods the article compares it with, Plus and Plus-Minus.

use crate::game::{Registry, RoundNo, RoundState, TableNo};
use crate::muck::{BobblScore, Entrant, MuckGame, Side};
use std::collections::HashMap;

/// One entrant's line of the ranking (R-M2..R-M5). All numbers are points or counts summed over
/// every counted Bobbl.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MuckRow {
    /// 1-based place; a full tie shares it (1, 1, 3) (R-M3).
    pub place: u32,
    /// The pair or the single player.
    pub entrant: Entrant,
    /// Bobbl won.
    pub bobbl: u32,
    /// Tore: own points in lost Bobbl (R-M2).
    pub tore: u32,
    /// Opponents' Tore: the opponents' points in Bobbl this entrant won (R-M2).
    pub opp_tore: u32,
    /// Whether Tore were needed to place this entrant: another entrant has the same Bobbl;
    /// printed in brackets when not (R-M5).
    pub tore_needed: bool,
    /// Whether opponents' Tore were needed: another entrant has the same Bobbl and Tore (R-M5).
    pub opp_tore_needed: bool,
    /// Plus: own points in every Bobbl, a won Bobbl counting as the target (R-M4).
    pub plus: u32,
    /// The place this entrant would have by Plus alone.
    pub plus_place: u32,
    /// Plus-Minus: own minus opponents' points, summed per Bobbl (R-M4).
    pub plus_minus: i64,
    /// The place this entrant would have by Plus-Minus alone.
    pub plus_minus_place: u32,
    /// Bobbl played (sitting out gives none, R-M7).
    pub played: u32,
    /// Withdrawn: still ranked with what was played.
    pub withdrawn: bool,
}

/// A line of the Plus or Plus-Minus ranking: place (shared on equal points) and points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointsRow {
    /// 1-based place, shared on equal points (R-M4).
    pub place: u32,
    /// The pair or the single player.
    pub entrant: Entrant,
    /// Plus or Plus-Minus points.
    pub points: i64,
}

/// The ranking of a Muck event after some round.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MuckRanking {
    /// By Bobbl, Tore, opponents' Tore (R-M3); the ranking that counts.
    pub rows: Vec<MuckRow>,
    /// The same entrants by Plus, best first.
    pub plus: Vec<PointsRow>,
    /// The same entrants by Plus-Minus, best first.
    pub plus_minus: Vec<PointsRow>,
    /// Rounds counted.
    pub rounds: u32,
    /// Why the ranking is not final yet, one line per table: tables without every Bobbl,
    /// second entries that differ from the first (with both values). Empty when final.
    pub open: Vec<String>,
    /// Tables whose second entry differs from the first, in round and table order (the ranking
    /// is not final while any difference is open).
    pub differ: Vec<OpenTable>,
    /// Tables with a Bobbl not entered (first entry), in round and table order.
    pub missing: Vec<OpenTable>,
    /// Tables of a shared event whose first entry two desks typed differently, in round and
    /// table order: the ranking counts the value first in the replay until one is taken, so it
    /// is not final ([`MuckRanking::with_desks_differing`]). Empty on a file that is no
    /// replica.
    pub desks: Vec<OpenTable>,
}

/// A table that keeps the ranking from being final.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenTable {
    /// The round.
    pub round: RoundNo,
    /// The table.
    pub table: TableNo,
    /// The Bobbl concerned (1-based): those that differ, or those not entered.
    pub bobbl: Vec<u32>,
}

impl MuckRanking {
    /// Whether nothing keeps the ranking from being final: every Bobbl entered and every
    /// second entry equal to the first.
    pub fn is_final(&self) -> bool {
        self.differ.is_empty() && self.missing.is_empty() && self.desks.is_empty()
    }

    /// The ranking of a shared event's replay with its open differences between desks
    /// (`src/sync.rs`): `open` holds `(round, table, Bobbl 1-based)` of each first entry two
    /// desks typed differently ([`crate::sync::Difference`]); those of rounds after the
    /// ranking's are left out. While one is open the ranking is not final.
    #[must_use]
    pub fn with_desks_differing(
        mut self,
        open: impl IntoIterator<Item = (RoundNo, TableNo, u32)>,
    ) -> Self {
        let mut open: Vec<_> = open
            .into_iter()
            .filter(|(r, _, _)| r.0 <= self.rounds)
            .collect();
        open.sort_unstable();
        for (round, table, bobbl) in open {
            match self.desks.last_mut() {
                Some(o) if o.round == round && o.table == table => {
                    if !o.bobbl.contains(&bobbl) {
                        o.bobbl.push(bobbl);
                    }
                }
                _ => self.desks.push(OpenTable {
                    round,
                    table,
                    bobbl: vec![bobbl],
                }),
            }
        }
        self
    }

    /// One line for the desk, the command line and the print: `not final: tables 3, 7
    /// (round 2) differ between first and second entry; table 4 (round 2) has a Bobbl not
    /// entered`; `None` when final.
    pub fn not_final(&self) -> Option<String> {
        let mut parts = Vec::new();
        if !self.differ.is_empty() {
            parts.push(crate::tr!(
                "muck-rank-differ",
                count = self.differ.len(),
                tables = tables_words(&self.differ)
            ));
        }
        if !self.desks.is_empty() {
            parts.push(crate::tr!(
                "muck-rank-desks-differ",
                count = self.desks.len(),
                tables = tables_words(&self.desks)
            ));
        }
        if !self.missing.is_empty() {
            parts.push(crate::tr!(
                "muck-rank-missing",
                count = self.missing.len(),
                tables = tables_words(&self.missing)
            ));
        }
        (!parts.is_empty()).then(|| crate::tr!("muck-rank-not-final", parts = parts.join("; ")))
    }
}

/// `3 (round 1)`, `3 (round 1), 5, 7 (round 2)`: the tables by round, for the texts
/// `muck-rank-differ` and `muck-rank-missing` (`table 3 (round 1) differs`, `tables 3 (round
/// 1), 5, 7 (round 2) differ`).
fn tables_words(list: &[OpenTable]) -> String {
    let mut groups: Vec<(RoundNo, Vec<String>)> = Vec::new();
    for o in list {
        match groups.last_mut() {
            Some((r, v)) if *r == o.round => v.push(o.table.to_string()),
            _ => groups.push((o.round, vec![o.table.to_string()])),
        }
    }
    groups
        .iter()
        .map(|(r, v)| crate::tr!("muck-rank-in-round", tables = v.join(", "), round = r.0))
        .collect::<Vec<_>>()
        .join(", ")
}

#[derive(Debug, Clone, Default)]
struct Totals {
    bobbl: u32,
    tore: u32,
    opp_tore: u32,
    plus: u32,
    plus_minus: i64,
    played: u32,
    detail: Vec<(u32, u32)>,
}

impl Totals {
    /// Adds one Bobbl from this side's view: own and opponents' points, already capped.
    fn add(&mut self, own: u32, opp: u32, target: u32) {
        if own == target {
            self.bobbl += 1;
            self.opp_tore += opp;
        } else {
            self.tore += own;
        }
        self.plus += own;
        self.plus_minus += i64::from(own) - i64::from(opp);
        self.played += 1;
        self.detail.push((own, opp));
    }
}

/// Every counted Bobbl of `g` in play order, as (side A, side B, score): rounds that are not
/// drafts, numbered up to `after` (all if `None`), Bobbl with a first entry.
fn counted(g: &MuckGame, after: Option<RoundNo>) -> Vec<(Side, Side, BobblScore)> {
    g.rounds
        .iter()
        .filter(|r| r.state != RoundState::Draft && after.is_none_or(|a| r.number <= a))
        .flat_map(|r| {
            r.tables
                .iter()
                .flat_map(|tb| tb.bobbl.iter().flatten().map(move |s| (tb.a, tb.b, *s)))
        })
        .collect()
}

/// How many counted Bobbl of `g` (as [`ranking`] counts them, up to round `after`) were
/// stopped by the time limit (R-M9), for the notes of the desk, the command line and the
/// print.
pub fn aborted_count(g: &MuckGame, after: Option<RoundNo>) -> usize {
    aborted_counts(g, after).0
}

/// [`aborted_count`] and, of those, how many were never started (`0:0`: a Bobbl the time limit
/// stopped before the first point; it counts nothing, and the sheet is complete, R-M9), as
/// `(aborted, not started)`.
pub fn aborted_counts(g: &MuckGame, after: Option<RoundNo>) -> (usize, usize) {
    let target = g.settings.target;
    let all = counted(g, after);
    let aborted = all.iter().filter(|(_, _, s)| s.is_aborted(target));
    let not_started = aborted.clone().filter(|(_, _, s)| s.a == 0 && s.b == 0);
    (aborted.count(), not_started.count())
}

/// The note under a ranking that counts a Bobbl stopped by the time limit (R-M9), as a
/// message for the desk, the command line and the print (`day-aborted-counted`: how many, and
/// of them how many were never started, `0:0`); `None` when there is none.
pub fn aborted_note(g: &MuckGame, after: Option<RoundNo>) -> Option<crate::game::Msg> {
    let (aborted, not_started) = aborted_counts(g, after);
    (aborted > 0).then(|| {
        crate::game::Msg::key("day-aborted-counted")
            .num("count", aborted)
            .num("unstarted", not_started)
    })
}

fn totals(g: &MuckGame, after: Option<RoundNo>, target: u32) -> HashMap<Entrant, Totals> {
    let mut out: HashMap<Entrant, Totals> = HashMap::new();
    for (a, b, score) in counted(g, after) {
        let (pa, pb) = score.capped(target);
        for e in a.entrants() {
            out.entry(e).or_default().add(pa, pb, target);
        }
        for e in b.entrants() {
            out.entry(e).or_default().add(pb, pa, target);
        }
    }
    out
}

/// Competition numbering of an already sorted list: place = 1 + the number of entries before
/// the first one equal to this one.
fn places<T>(sorted: &[T], same: impl Fn(&T, &T) -> bool) -> Vec<u32> {
    let mut out = Vec::with_capacity(sorted.len());
    for i in 0..sorted.len() {
        let p = if i > 0 && same(&sorted[i - 1], &sorted[i]) {
            out[i - 1]
        } else {
            i as u32 + 1
        };
        out.push(p);
    }
    out
}

/// Ranks `(entrant, points)` in registration order by points, best first, with shared places.
fn points_ranking(mut v: Vec<(Entrant, i64)>) -> Vec<PointsRow> {
    // Stable sort keeps registration order inside a tie.
    v.sort_by_key(|x| std::cmp::Reverse(x.1));
    let pl = places(&v, |x, y| x.1 == y.1);
    v.into_iter()
        .zip(pl)
        .map(|((entrant, points), place)| PointsRow {
            place,
            entrant,
            points,
        })
        .collect()
}

/// The ranking of a Muck event after round `after` (all published rounds if `None`).
///
/// Counted: every Bobbl with a (first) score in a round that is not a draft. A sheet value
/// above the target counts as the target (R-M1). Per Bobbl each entrant of a side gets that
/// side's numbers, so single players with changing partners are ranked on their own (R-M6);
/// an entrant who sits out gets nothing (R-M7). Sorted by Bobbl desc, Tore desc, opponents'
/// Tore asc; full ties share the place and are listed in registration order (R-M3). Plus and
/// Plus-Minus per R-M4 with the same numbering; the bracket flags per R-M5. Every entrant is
/// listed, also one who withdrew or has not played yet, but one who withdrew without having
/// sat at a table of a counted round: it took no part in the evening, and would only push the
/// entrants who played down the Plus and Plus-Minus places (R-M4).
pub fn ranking(reg: &Registry, g: &MuckGame, after: Option<RoundNo>) -> MuckRanking {
    let target = g.settings.target;
    let tot = totals(g, after, target);
    let empty = Totals::default();
    let seated = |e: &Entrant| {
        g.rounds
            .iter()
            .filter(|r| r.state != RoundState::Draft && after.is_none_or(|a| r.number <= a))
            .any(|r| r.tables.iter().any(|tb| tb.seats(*e)))
    };
    let entrants: Vec<Entrant> = g
        .entrants(reg)
        .into_iter()
        .filter(|e| g.is_active(reg, *e) || seated(e))
        .collect();
    let of = |e: &Entrant| tot.get(e).unwrap_or(&empty);

    let plus = points_ranking(
        entrants
            .iter()
            .map(|e| (*e, i64::from(of(e).plus)))
            .collect(),
    );
    let plus_minus = points_ranking(entrants.iter().map(|e| (*e, of(e).plus_minus)).collect());
    let place_in = |list: &[PointsRow], e: Entrant| {
        list.iter().find(|r| r.entrant == e).map_or(0, |r| r.place)
    };

    let key = |e: &Entrant| {
        let x = of(e);
        (x.bobbl, x.tore, x.opp_tore)
    };
    let mut order = entrants.clone();
    // R-M3: Bobbl desc, Tore desc, opponents' Tore asc; stable, so registration order in a tie.
    order.sort_by(|x, y| {
        let (kx, ky) = (key(x), key(y));
        ky.0.cmp(&kx.0).then(ky.1.cmp(&kx.1)).then(kx.2.cmp(&ky.2))
    });
    let pl = places(&order, |x, y| key(x) == key(y));
    let rows = order
        .iter()
        .zip(pl)
        .map(|(e, place)| {
            let x = of(e);
            let (b, to) = (x.bobbl, x.tore);
            // R-M5: needed when another entrant shares what came before this column.
            let others = entrants.iter().filter(|o| *o != e).map(key);
            let tore_needed = others.clone().any(|k| k.0 == b);
            let opp_tore_needed = others.clone().any(|k| k.0 == b && k.1 == to);
            MuckRow {
                place,
                entrant: *e,
                bobbl: b,
                tore: to,
                opp_tore: x.opp_tore,
                tore_needed,
                opp_tore_needed,
                plus: x.plus,
                plus_place: place_in(&plus, *e),
                plus_minus: x.plus_minus,
                plus_minus_place: place_in(&plus_minus, *e),
                played: x.played,
                withdrawn: !g.is_active(reg, *e),
            }
        })
        .collect();
    MuckRanking {
        rows,
        plus,
        plus_minus,
        rounds: g
            .rounds
            .iter()
            .filter(|r| r.state != RoundState::Draft && after.is_none_or(|a| r.number <= a))
            .count() as u32,
        open: open_points(g, after),
        differ: open_tables(g, after, |tb| tb.second_entry_differs()),
        missing: open_tables(g, after, |tb| {
            (1..=tb.bobbl.len() as u32)
                .filter(|b| tb.bobbl[*b as usize - 1].is_none())
                .collect()
        }),
        desks: Vec::new(),
    }
}

/// The tables of the counted rounds for which `bobbl` names at least one Bobbl.
fn open_tables(
    g: &MuckGame,
    after: Option<RoundNo>,
    bobbl: impl Fn(&crate::muck::MuckTable) -> Vec<u32>,
) -> Vec<OpenTable> {
    g.rounds
        .iter()
        .filter(|r| r.state != RoundState::Draft && after.is_none_or(|a| r.number <= a))
        .flat_map(|r| {
            r.tables.iter().filter_map(|tb| {
                let b = bobbl(tb);
                (!b.is_empty()).then_some(OpenTable {
                    round: r.number,
                    table: tb.number,
                    bobbl: b,
                })
            })
        })
        .collect()
}

/// Own and opponents' points of `e` per Bobbl in play order, capped at the target: the
/// Plus-Minus sheet of the article (`+21-4`, `+20-21`, ...).
pub fn plus_minus_detail(g: &MuckGame, e: Entrant) -> Vec<(u32, u32)> {
    totals(g, None, g.settings.target)
        .remove(&e)
        .map(|x| x.detail)
        .unwrap_or_default()
}

/// What keeps the ranking from being final: tables with a Bobbl not entered, and tables whose
/// second entry differs from the first.
pub fn open_points(g: &MuckGame, after: Option<RoundNo>) -> Vec<String> {
    let mut out = Vec::new();
    for r in g
        .rounds
        .iter()
        .filter(|r| r.state != RoundState::Draft && after.is_none_or(|a| r.number <= a))
    {
        for tb in &r.tables {
            let missing = tb.bobbl.iter().filter(|b| b.is_none()).count();
            if missing > 0 {
                out.push(crate::tr!(
                    "muck-rank-open-missing",
                    round = r.number.0,
                    table = tb.number.0,
                    missing = missing
                ));
            }
            let differ = tb.second_entry_differs();
            if !differ.is_empty() {
                let entry = |v: &[Option<BobblScore>], b: u32| {
                    v.get(b as usize - 1)
                        .copied()
                        .flatten()
                        .map_or("–".to_string(), |s| s.to_string())
                };
                out.push(crate::tr!(
                    "muck-rank-open-differ",
                    round = r.number.0,
                    table = tb.number.0,
                    bobbl = differ
                        .iter()
                        .map(u32::to_string)
                        .collect::<Vec<_>>()
                        .join(", "),
                    detail = differ
                        .iter()
                        .map(|b| crate::tr!(
                            "muck-rank-open-detail",
                            bobbl = *b,
                            first = entry(&tb.bobbl, *b),
                            second = entry(&tb.second, *b)
                        ))
                        .collect::<Vec<_>>()
                        .join("; ")
                ));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(round: u32, table: u32) -> OpenTable {
        OpenTable {
            round: RoundNo(round),
            table: TableNo(table),
            bobbl: vec![1],
        }
    }

    #[test]
    fn not_final_names_the_tables_by_round() {
        let r = MuckRanking {
            differ: vec![open(1, 3), open(2, 5), open(2, 7)],
            missing: vec![open(2, 4)],
            ..MuckRanking::default()
        };
        assert_eq!(
            r.not_final().as_deref(),
            Some(
                "not final: tables 3 (round 1), 5, 7 (round 2) differ between first and second \
                 entry; table 4 (round 2) has a Bobbl not entered"
            )
        );
        assert!(!r.is_final());
        assert_eq!(MuckRanking::default().not_final(), None);
    }

    #[test]
    fn differences_between_desks_keep_it_from_being_final() {
        let r = MuckRanking {
            rounds: 1,
            ..MuckRanking::default()
        }
        .with_desks_differing([
            (RoundNo(1), TableNo(2), 2),
            (RoundNo(1), TableNo(2), 1),
            (RoundNo(2), TableNo(1), 1),
        ]);
        assert_eq!(
            r.desks,
            vec![OpenTable {
                round: RoundNo(1),
                table: TableNo(2),
                bobbl: vec![1, 2],
            }]
        );
        assert!(!r.is_final());
        assert_eq!(
            r.not_final().as_deref(),
            Some("not final: table 2 (round 1) differs between desks")
        );
        crate::i18n::with_lang(crate::i18n::Lang::De, || {
            assert_eq!(
                r.not_final().as_deref(),
                Some("noch nicht endgültig: Tisch 2 (Runde 1) weicht zwischen den Rechnern ab")
            );
        });
        let later_only = MuckRanking {
            rounds: 1,
            ..MuckRanking::default()
        }
        .with_desks_differing([(RoundNo(2), TableNo(1), 1)]);
        assert!(later_only.is_final());
    }
}
