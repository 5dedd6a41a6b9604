//! Standings per MTR Appendix C and RULINGS R-S1..R-S9.
//!
//! One pass over the counted rounds gathers each player's totals (match points, rounds, game
//! points, games, opponents); a second pass averages the opponents' floored values. Everything
//! is exact ([`Percentage`]), so ties compare exactly (R-S9).

use crate::game::{PlayerId, Registry, RoundNo};
use crate::ratio::Percentage;
use crate::swiss::{ByeGames, Opponents, SwissGame};
use serde::Serialize;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;

/// The criterion that separated a row from the row above (R-S9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Criterion {
    /// More match points.
    MatchPoints,
    /// Higher OMW%.
    Omwp,
    /// Higher GW%.
    Gwp,
    /// Higher OGW%.
    Ogwp,
    /// Earlier registration (all four tie).
    Registration,
}

impl fmt::Display for Criterion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::MatchPoints => "match_points",
            Self::Omwp => "omwp",
            Self::Gwp => "gwp",
            Self::Ogwp => "ogwp",
            Self::Registration => "registration",
        })
    }
}

impl Criterion {
    /// The criterion in the field's words for tables on screen and paper: `points` (match
    /// points), `OMW%`, `GW%`, `OGW%`, `reg. order`. JSON uses the snake_case [`fmt::Display`].
    pub fn label(self) -> &'static str {
        match self {
            Self::MatchPoints => "points",
            Self::Omwp => "OMW%",
            Self::Gwp => "GW%",
            Self::Ogwp => "OGW%",
            Self::Registration => "reg. order",
        }
    }
}

/// One row of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    /// 1-based, no shared ranks (R-S9).
    pub rank: u32,
    /// The player.
    pub player: PlayerId,
    /// 3 per match win or bye, 1 per drawn match.
    pub match_points: u32,
    /// Matches won (byes apart).
    pub wins: u32,
    /// Matches lost.
    pub losses: u32,
    /// Matches drawn, intentional draws included.
    pub draws: u32,
    /// Byes received.
    pub byes: u32,
    /// Rounds the player had: matches with a result plus byes (R-S5).
    pub rounds_played: u32,
    /// Match-win percentage (floored if `floor_own_gw`).
    pub mwp: Percentage,
    /// Game-win percentage (floored if `floor_own_gw`).
    pub gwp: Percentage,
    /// Opponents' match-win percentage.
    pub omwp: Percentage,
    /// Opponents' game-win percentage.
    pub ogwp: Percentage,
    /// The first criterion that differs from the row above; `None` for rank 1.
    pub separated_by: Option<Criterion>,
    /// Dropped from the event (still ranked, R-S6).
    pub dropped: bool,
}

impl StandingRow {
    /// `W-L-D`, with byes apart: `2-1-0`, `0-1-0 +1 bye`. English: the JSON and CSV
    /// contracts use it; text for people goes through the language layer
    /// (`cli-swiss-record`).
    pub fn record(&self) -> String {
        let base = format!("{}-{}-{}", self.wins, self.losses, self.draws);
        match self.byes {
            0 => base,
            1 => format!("{base} +1 bye"),
            n => format!("{base} +{n} byes"),
        }
    }
}

/// The whole standings, best first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    /// Rows in rank order.
    pub rows: Vec<StandingRow>,
}

impl Standings {
    /// The row of `player`, if registered.
    pub fn row(&self, player: PlayerId) -> Option<&StandingRow> {
        self.rows.iter().find(|r| r.player == player)
    }

    /// The players in rank order (the pairing order of R-S10).
    pub fn order(&self) -> Vec<PlayerId> {
        self.rows.iter().map(|r| r.player).collect()
    }
}

/// Match-win percentage: `match_points / (3 x rounds_played)` (MTR Appendix C; R-S5), at least
/// `floor` when one is given (R-S3). No rounds gives a raw 0 (R-S8).
///
/// MTR examples: 16 points in 8 rounds = 2/3; 1-3-0 then drop = 3/12, floored to 33/100;
/// 3-2-0 with a bye = 9/15.
pub fn match_win_percentage(
    match_points: u32,
    rounds_played: u32,
    floor: Option<&Percentage>,
) -> Percentage {
    let raw = Percentage::new(i64::from(match_points), 3 * i64::from(rounds_played));
    floor.map_or(raw.clone(), |f| raw.at_least(f))
}

/// Game-win percentage: `game_points / (3 x games)` (MTR Appendix C; R-S1: a game won 3, drawn
/// `drawn_game_points`, lost 0), at least `floor` when one is given (R-S3). No games gives a raw
/// 0 (R-S8).
pub fn game_win_percentage(game_points: u32, games: u32, floor: Option<&Percentage>) -> Percentage {
    let raw = Percentage::new(i64::from(game_points), 3 * i64::from(games));
    floor.map_or(raw.clone(), |f| raw.at_least(f))
}

/// Per-player totals gathered in one pass over the counted rounds.
#[derive(Debug, Default, Clone)]
struct Totals {
    match_points: u32,
    wins: u32,
    losses: u32,
    draws: u32,
    byes: u32,
    rounds: u32,
    game_points: u32,
    games: u32,
    /// Opponents by index, once per meeting (R-S7); byes are never opponents (R-S4).
    opponents: Vec<usize>,
}

impl Totals {
    /// Adds one match from this player's side: games won, lost, drawn.
    fn add_match(&mut self, won: u8, lost: u8, drawn: u8, opponent: usize, drawn_points: u8) {
        self.rounds += 1;
        match won.cmp(&lost) {
            Ordering::Greater => {
                self.wins += 1;
                self.match_points += 3;
            }
            Ordering::Less => self.losses += 1,
            Ordering::Equal => {
                // R-S1/R-S2: equal game wins (ID 0-0-0 included) is a drawn match.
                self.draws += 1;
                self.match_points += 1;
            }
        }
        self.game_points += 3 * u32::from(won) + u32::from(drawn_points) * u32::from(drawn);
        self.games += u32::from(won) + u32::from(lost) + u32::from(drawn);
        self.opponents.push(opponent);
    }
}

/// Standings of the Swiss game `g` with its registry `reg` after round `after` (all fixed rounds if `None`), best first.
///
/// Counted: rounds that are not drafts, numbered up to `after`; a table only once it has a
/// result; every bye in [`crate::swiss::Round::byes`] (3 match points and a round played,
/// R-S4, R-S5). Match points 3/1/0; MWP and GW% per [`match_win_percentage`] and
/// [`game_win_percentage`]; OMW% and OGW% average the opponents' values, each floored first
/// whatever `floor_own_gw` says (R-S3), every meeting or unique opponents (R-S7); no opponents
/// gives 0 (R-S8). Dropped players stay ranked and count for their opponents (R-S6). Sorted by
/// match points, OMW%, GW%, OGW%, then registration order (R-S9). `dropped` is set for a player
/// dropped after a round up to `after`.
pub fn standings(reg: &Registry, g: &SwissGame, after: Option<RoundNo>) -> Standings {
    // After the top cut the standings are frozen at the last Swiss round (R-S19): a drop in
    // the playoff does not mark the Swiss row.
    let after = match (&g.playoff, after) {
        (Some(p), a) => Some(a.map_or(p.after, |a| a.min(p.after))),
        (None, a) => a,
    };
    let settings = &g.settings;
    let floor = settings.floor.value();
    let own_floor = settings.floor_own_gw.then_some(&floor);
    let index = Index::new(reg);
    let mut totals = vec![Totals::default(); reg.participants.len()];
    let counted_rounds = g
        .played_rounds()
        .filter(|r| after.is_none_or(|a| r.number <= a))
        .count();
    for tp in &mut totals {
        tp.opponents.reserve_exact(counted_rounds);
    }

    let counted = g
        .played_rounds()
        .filter(|r| after.is_none_or(|a| r.number <= a));
    for round in counted {
        for table in &round.tables {
            let (Some(result), Some(a), Some(b)) =
                (table.result, index.get(table.a), index.get(table.b))
            else {
                continue;
            };
            let dp = settings.drawn_game_points;
            totals[a].add_match(result.wins_a, result.wins_b, result.draws, b, dp);
            totals[b].add_match(result.wins_b, result.wins_a, result.draws, a, dp);
        }
        for p in round.byes.iter().filter_map(|&p| index.get(p)) {
            let tp = &mut totals[p];
            tp.byes += 1;
            tp.rounds += 1;
            tp.match_points += 3;
            if settings.bye_games == ByeGames::Count2_0 {
                // R-S4 setting: the bye as a 2-0 win, 6 game points over 2 games.
                tp.game_points += 6;
                tp.games += 2;
            }
        }
    }

    if settings.opponents == Opponents::Unique {
        for tp in &mut totals {
            tp.opponents.sort_unstable();
            tp.opponents.dedup();
        }
    }

    // Opponents' values are always floored before averaging (R-S3).
    let floor_frac = settings.floor.fraction();
    let opp_mwp = OpponentValues::new(
        totals
            .iter()
            .map(|tp| floored(tp.match_points, 3 * tp.rounds, floor_frac)),
    );
    let opp_gwp = OpponentValues::new(
        totals
            .iter()
            .map(|tp| floored(tp.game_points, 3 * tp.games, floor_frac)),
    );

    let rows: Vec<StandingRow> = reg
        .participants
        .iter()
        .zip(&totals)
        .map(|(p, tp)| StandingRow {
            rank: 0,
            player: p.id,
            match_points: tp.match_points,
            wins: tp.wins,
            losses: tp.losses,
            draws: tp.draws,
            byes: tp.byes,
            rounds_played: tp.rounds,
            mwp: match_win_percentage(tp.match_points, tp.rounds, own_floor),
            gwp: game_win_percentage(tp.game_points, tp.games, own_floor),
            omwp: opp_mwp.mean(&tp.opponents),
            ogwp: opp_gwp.mean(&tp.opponents),
            separated_by: None,
            dropped: p
                .dropped_after
                .is_some_and(|d| after.is_none_or(|a| d <= a)),
        })
        .collect();

    // Sorted by index (a row is large to move), stable as before.
    let mut order: Vec<u32> = (0..rows.len() as u32).collect();
    order.sort_by(|&i, &j| {
        let (x, y) = (&rows[i as usize], &rows[j as usize]);
        y.match_points
            .cmp(&x.match_points)
            .then_with(|| y.omwp.cmp(&x.omwp))
            .then_with(|| y.gwp.cmp(&x.gwp))
            .then_with(|| y.ogwp.cmp(&x.ogwp))
            .then_with(|| x.player.cmp(&y.player))
    });
    let mut slots: Vec<Option<StandingRow>> = rows.into_iter().map(Some).collect();
    let mut rows: Vec<StandingRow> = order
        .iter()
        .filter_map(|&i| slots[i as usize].take())
        .collect();
    let mut separated = vec![None; rows.len()];
    for (i, pair) in rows.windows(2).enumerate() {
        separated[i + 1] = Some(first_difference(&pair[0], &pair[1]));
    }
    for (i, (row, sep)) in rows.iter_mut().zip(separated).enumerate() {
        row.rank = u32::try_from(i + 1).unwrap_or(u32::MAX);
        row.separated_by = sep;
    }
    Standings { rows }
}

/// Participant index by player id: a table when the ids are `1..=n` in registration order
/// (every save the program writes), a map otherwise.
enum Index {
    Dense(usize),
    Map(HashMap<PlayerId, usize>),
}

impl Index {
    fn new(reg: &Registry) -> Self {
        if reg
            .participants
            .iter()
            .enumerate()
            .all(|(i, p)| p.id.0 as usize == i + 1)
        {
            Self::Dense(reg.participants.len())
        } else {
            Self::Map(
                reg.participants
                    .iter()
                    .enumerate()
                    .map(|(i, p)| (p.id, i))
                    .collect(),
            )
        }
    }

    fn get(&self, p: PlayerId) -> Option<usize> {
        match self {
            Self::Dense(n) => (p.0 >= 1 && p.0 as usize <= *n).then(|| p.0 as usize - 1),
            Self::Map(m) => m.get(&p).copied(),
        }
    }
}

/// `numer / denom` floored at `floor` (both as numerator and denominator), as
/// [`match_win_percentage`] and [`game_win_percentage`] floor it: a zero `denom` is a raw 0.
fn floored(numer: u32, denom: u32, floor: (i64, i64)) -> (i64, i64) {
    let (n, d) = (i64::from(numer), i64::from(denom));
    if d == 0 || n * floor.1 < floor.0 * d {
        floor
    } else {
        (n, d)
    }
}

/// Every player's floored value as an opponent (OMW% or OGW% terms, R-S3), kept for exact
/// means: over one common denominator when the denominators' lcm stays small (it divides
/// `lcm(3, 6, .., 3 x rounds, floor)`, 5,405,400 for 15 rounds), so that a mean is a sum of
/// integers and one reduction instead of a sum of fractions; as [`Percentage`]s otherwise. The
/// same exact value either way, and [`Percentage`] keeps one canonical form, so the rows are
/// equal; the common denominator is for speed (the standings of 10,000 players x 15 rounds).
enum OpponentValues {
    /// `value[o] = scaled[o] / den`.
    Common {
        den: i64,
        scaled: Vec<i64>,
    },
    Exact(Vec<Percentage>),
}

impl OpponentValues {
    /// The largest common denominator used.
    const MAX_DEN: i64 = 1 << 31;

    fn new(values: impl Iterator<Item = (i64, i64)>) -> Self {
        let values: Vec<(i64, i64)> = values.collect();
        let mut den: i64 = 1;
        for &(_, d) in &values {
            if den % d != 0 {
                let g = gcd(den, d);
                den = den / g * d;
                if den > Self::MAX_DEN {
                    return Self::Exact(
                        values
                            .into_iter()
                            .map(|(n, d)| Percentage::new(n, d))
                            .collect(),
                    );
                }
            }
        }
        Self::Common {
            den,
            scaled: values.into_iter().map(|(n, d)| n * (den / d)).collect(),
        }
    }

    /// The mean of the values of `opponents` (0 for none, R-S8).
    fn mean(&self, opponents: &[usize]) -> Percentage {
        match self {
            Self::Common { den, scaled } => {
                let sum: i64 = opponents.iter().map(|&o| scaled[o]).sum();
                match den.checked_mul(opponents.len() as i64) {
                    Some(d) => Percentage::new(sum, d),
                    None => Percentage::mean_of(
                        opponents
                            .iter()
                            .map(|&o| Percentage::new(scaled[o], *den))
                            .collect::<Vec<_>>()
                            .iter(),
                    ),
                }
            }
            Self::Exact(v) => Percentage::mean_of(opponents.iter().map(|&o| &v[o])),
        }
    }
}

/// Greatest common divisor of two positive numbers.
fn gcd(mut a: i64, mut b: i64) -> i64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The first R-S9 criterion on which `below` differs from `above`.
fn first_difference(above: &StandingRow, below: &StandingRow) -> Criterion {
    if above.match_points != below.match_points {
        Criterion::MatchPoints
    } else if above.omwp != below.omwp {
        Criterion::Omwp
    } else if above.gwp != below.gwp {
        Criterion::Gwp
    } else if above.ogwp != below.ogwp {
        Criterion::Ogwp
    } else {
        Criterion::Registration
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Event, Game, RoundState, TableNo};
    use crate::swiss::{MatchResult, Profile, Round, SwissGame, SwissSettings, Table, TableReason};
    use chrono::{TimeZone, Utc};

    /// One round: tables `(a, b, "score")` by 1-based id, and the byes.
    type UnitRound<'a> = (&'a [(u32, u32, &'a str)], &'a [u32]);

    /// `n` players and `rounds`, all complete.
    fn event(n: u32, settings: SwissSettings, rounds: &[UnitRound]) -> Event {
        let created = Utc
            .with_ymd_and_hms(2026, 1, 1, 0, 0, 0)
            .single()
            .expect("date");
        let mut t = Event::new("unit", Game::Swiss(SwissGame::new(settings)), created, 0);
        for i in 1..=n {
            t.registry.register(format!("P{i}"), None);
        }
        let g = t.swiss_mut().expect("swiss");
        for (ri, (tables, byes)) in rounds.iter().enumerate() {
            g.rounds.push(Round {
                number: RoundNo(ri as u32 + 1),
                state: RoundState::Complete,
                tables: tables
                    .iter()
                    .enumerate()
                    .map(|(ti, (a, b, score))| Table {
                        number: TableNo(ti as u32 + 1),
                        a: PlayerId(*a),
                        b: PlayerId(*b),
                        result: Some(score.parse::<MatchResult>().expect("score")),
                        reason: TableReason::default(),
                    })
                    .collect(),
                byes: byes.iter().map(|b| PlayerId(*b)).collect(),
                warnings: Vec::new(),
            });
        }
        t
    }

    fn frac(p: &Percentage) -> String {
        p.to_fraction_string()
    }

    #[test]
    fn one_one_one_gives_four_ninths() {
        // spec, "Wie ein unentschiedenes Spiel zählt": 1:1 with a drawn game = 4/9, not 1/3.
        let t = event(2, SwissSettings::default(), &[(&[(1, 2, "1-1-1")], &[])]);
        let s = standings(&t.registry, t.swiss().expect("swiss"), None);
        for row in &s.rows {
            assert_eq!(frac(&row.gwp), "4/9");
            assert_eq!(frac(&row.mwp), "1/3");
            assert_eq!(row.record(), "0-0-1");
        }
        assert_eq!(s.rows[1].separated_by, Some(Criterion::Registration));
    }

    #[test]
    fn drawn_game_worth_nothing_under_melee_2023() {
        // R-S2 setting drawn_game_points = 0: 1-1-1 gives 3/9 = 1/3.
        let t = event(
            2,
            SwissSettings::from_profile(Profile::Melee2023),
            &[(&[(1, 2, "1-1-1")], &[])],
        );
        assert_eq!(
            frac(&standings(&t.registry, t.swiss().expect("swiss"), None).rows[0].gwp),
            "1/3"
        );
    }

    #[test]
    fn mtr_mwp_examples() {
        // MTR Appendix C: 5-2-1 in 8 rounds = 16/24; 1-3-0 then drop = 3/12 -> 0.33;
        // 3-2-0 with a bye = 9/15.
        let floor = Percentage::new(33, 100);
        assert_eq!(frac(&match_win_percentage(16, 8, Some(&floor))), "2/3");
        assert_eq!(frac(&match_win_percentage(3, 4, Some(&floor))), "33/100");
        assert_eq!(frac(&match_win_percentage(3, 4, None)), "1/4");
        assert_eq!(frac(&match_win_percentage(9, 5, Some(&floor))), "3/5");
        // R-S8: no rounds, raw 0.
        assert_eq!(match_win_percentage(0, 0, None), Percentage::zero());
    }

    #[test]
    fn bye_counts_a_round_but_no_games_and_is_no_opponent() {
        // R-S4: 1 beats 2 2-0, 3 has the bye. 3: MWP 1, GW% 0 raw -> 0.33, no opponents.
        let t = event(3, SwissSettings::default(), &[(&[(1, 2, "2-0")], &[3])]);
        let s = standings(&t.registry, t.swiss().expect("swiss"), None);
        let three = s.row(PlayerId(3)).expect("row");
        assert_eq!(three.record(), "0-0-0 +1 bye");
        assert_eq!(frac(&three.mwp), "1/1");
        assert_eq!(frac(&three.gwp), "33/100");
        assert_eq!(frac(&three.omwp), "0/1");
        assert_eq!(three.rounds_played, 1);
        // With the Melee bye (2-0): 6 of 6 game points.
        let t = event(
            3,
            SwissSettings::from_profile(Profile::Melee2024),
            &[(&[(1, 2, "2-0")], &[3])],
        );
        assert_eq!(
            frac(&standings(&t.registry, t.swiss().expect("swiss"), None).rows[1].gwp),
            "1/1"
        );
    }

    #[test]
    fn intentional_draw_plays_no_games() {
        // R-S2: ID = drawn match, no games: GW% stays at the floor (raw 0 of 0).
        let t = event(2, SwissSettings::default(), &[(&[(1, 2, "ID")], &[])]);
        let row = &standings(&t.registry, t.swiss().expect("swiss"), None).rows[0];
        assert_eq!(row.match_points, 1);
        assert_eq!(frac(&row.gwp), "33/100");
        let s = SwissSettings {
            floor_own_gw: false,
            ..SwissSettings::default()
        };
        let t = event(2, s, &[(&[(1, 2, "ID")], &[])]);
        assert_eq!(
            frac(&standings(&t.registry, t.swiss().expect("swiss"), None).rows[0].gwp),
            "0/1"
        );
    }

    #[test]
    fn melee_2024_floors_opponents_but_not_own_values() {
        // R-S3 with floor_own_gw = no (melee-2024, checked against liga-gaucha-pauper-2024-e4):
        // the loser's own GW% and MWP stay 0, but inside the winner's OMW% and OGW% they count
        // as the floor 1/3.
        let t = event(
            2,
            SwissSettings::from_profile(Profile::Melee2024),
            &[(&[(1, 2, "2-0")], &[])],
        );
        let s = standings(&t.registry, t.swiss().expect("swiss"), None);
        let (winner, loser) = (&s.rows[0], &s.rows[1]);
        assert_eq!(frac(&loser.gwp), "0/1");
        assert_eq!(frac(&loser.mwp), "0/1");
        assert_eq!(frac(&winner.omwp), "1/3");
        assert_eq!(frac(&winner.ogwp), "1/3");
    }

    #[test]
    fn melee_short_results_count_by_games_won() {
        // R-S1: Melee publishes `1-0-0` (a win on one game) and `1-1-0` (a drawn match).
        let t = event(
            4,
            SwissSettings::default(),
            &[(&[(1, 2, "1-0"), (3, 4, "1-1")], &[])],
        );
        let s = standings(&t.registry, t.swiss().expect("swiss"), None);
        let one = s.row(PlayerId(1)).expect("row");
        assert_eq!((one.match_points, frac(&one.gwp)), (3, "1/1".into()));
        let three = s.row(PlayerId(3)).expect("row");
        assert_eq!((three.match_points, frac(&three.gwp)), (1, "1/2".into()));
        assert_eq!(three.record(), "0-0-1");
    }

    #[test]
    fn unique_opponents_count_once() {
        // R-S7: 1 meets 2 twice and 3 once. Every meeting: (1/3.. floored) twice.
        let rounds: &[UnitRound] = &[
            (&[(1, 2, "2-0")], &[3]),
            (&[(1, 2, "2-0")], &[3]),
            (&[(1, 3, "2-0")], &[2]),
        ];
        // 2: 3 points of 9 = 1/3; 3: 6 of 9 = 2/3.
        let t = event(3, SwissSettings::default(), rounds);
        assert_eq!(
            frac(&standings(&t.registry, t.swiss().expect("swiss"), None).rows[0].omwp),
            "4/9"
        );
        let s = SwissSettings {
            opponents: Opponents::Unique,
            ..SwissSettings::default()
        };
        let t = event(3, s, rounds);
        assert_eq!(
            frac(&standings(&t.registry, t.swiss().expect("swiss"), None).rows[0].omwp),
            "1/2"
        );
    }

    #[test]
    fn drafts_open_tables_and_later_rounds_do_not_count() {
        let mut t = event(
            2,
            SwissSettings::default(),
            &[(&[(1, 2, "2-0")], &[]), (&[(1, 2, "0-2")], &[])],
        );
        assert_eq!(
            standings(&t.registry, t.swiss().expect("swiss"), Some(RoundNo(1))).rows[0]
                .match_points,
            3
        );
        assert_eq!(
            standings(&t.registry, t.swiss().expect("swiss"), None).rows[0].match_points,
            3
        );
        t.swiss_mut().expect("swiss").rounds[1].state = RoundState::Draft;
        let s = standings(&t.registry, t.swiss().expect("swiss"), None);
        assert_eq!(s.order(), vec![PlayerId(1), PlayerId(2)]);
        assert_eq!(s.rows[1].separated_by, Some(Criterion::MatchPoints));
        t.swiss_mut().expect("swiss").rounds[1].state = RoundState::Published;
        t.swiss_mut().expect("swiss").rounds[1].tables[0].result = None;
        assert_eq!(
            standings(&t.registry, t.swiss().expect("swiss"), None).rows[0].rounds_played,
            1
        );
    }

    #[test]
    fn empty_event_ranks_in_registration_order() {
        // R-S8: no rounds: everything 0 (own values at the floor), registration decides.
        let t = event(3, SwissSettings::default(), &[]);
        let s = standings(&t.registry, t.swiss().expect("swiss"), None);
        assert_eq!(s.order(), vec![PlayerId(1), PlayerId(2), PlayerId(3)]);
        assert_eq!(frac(&s.rows[0].mwp), "33/100");
        assert_eq!(frac(&s.rows[0].omwp), "0/1");
        assert_eq!(s.rows[2].separated_by, Some(Criterion::Registration));
        assert_eq!(s.rows[2].rank, 3);
    }

    /// The opponents' means over one common denominator equal the exact means of the floored
    /// values, whichever form is taken: 2,000 random lists of values as the standings floor
    /// them (`3 x rounds` denominators, some beyond any small lcm), each averaged over random
    /// opponents, repeats and none included.
    #[test]
    fn common_denominator_means_equal_exact_means() {
        use crate::game::lots::SplitMix64;
        let mut rng = SplitMix64::new(10);
        let (mut common, mut exact) = (0, 0);
        for _ in 0..2000 {
            let players = 1 + rng.below(40);
            let most = if rng.below(4) == 0 { 60 } else { 15 };
            let rounds = 1 + rng.below(most) as u32;
            let floor = if rng.below(2) == 0 { (33, 100) } else { (1, 3) };
            let values: Vec<(i64, i64)> = (0..players)
                .map(|_| {
                    let r = rng.below(rounds as usize + 1) as u32;
                    floored(rng.below(3 * r as usize + 1) as u32, 3 * r, floor)
                })
                .collect();
            let ov = OpponentValues::new(values.iter().copied());
            match ov {
                OpponentValues::Common { .. } => common += 1,
                OpponentValues::Exact(_) => exact += 1,
            }
            let as_pct: Vec<Percentage> =
                values.iter().map(|&(n, d)| Percentage::new(n, d)).collect();
            for _ in 0..5 {
                let opponents: Vec<usize> =
                    (0..rng.below(16)).map(|_| rng.below(players)).collect();
                assert_eq!(
                    ov.mean(&opponents),
                    Percentage::mean_of(opponents.iter().map(|&o| &as_pct[o])),
                    "{values:?} {opponents:?}"
                );
            }
        }
        assert!(common > 1000 && exact > 50, "both forms: {common} {exact}");
    }

    /// `floored` floors as `match_win_percentage` does, a zero denominator included (R-S3,
    /// R-S8).
    #[test]
    fn floored_is_match_win_percentage_floored() {
        let floor = Percentage::new(33, 100);
        for rounds in 0..8u32 {
            for mp in 0..=3 * rounds {
                let (n, d) = floored(mp, 3 * rounds, (33, 100));
                assert_eq!(
                    Percentage::new(n, d),
                    match_win_percentage(mp, rounds, Some(&floor))
                );
            }
        }
    }

    /// Ids that are not `1..=n` in order are looked up by map, with the same standings.
    #[test]
    fn standings_with_ids_out_of_order_are_the_same() {
        let t = crate::swiss::synthetic::synthetic_event(30, 4, 3);
        let g = t.swiss().expect("swiss");
        let before = standings(&t.registry, g, None);
        let mut reg = t.registry.clone();
        reg.participants.reverse();
        assert!(matches!(Index::new(&reg), Index::Map(_)));
        assert!(matches!(Index::new(&t.registry), Index::Dense(30)));
        assert_eq!(standings(&reg, g, None), before);
    }
}
