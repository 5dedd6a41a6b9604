//! A round's tournaments and the ranking list, computed from the saved state: the lineups
//! that count, corrected (R-F2, R-F6), evaluated (Anhang A or B, R-F3, R-F4), the next WP
//! (R-F7), whether an anti-tournament follows (R-F8), and the managers' RLP across the rounds
//! (R-F5, R-F9).

use super::lineup::{Lineup, Normalized, normalize};
use super::model::{FootballGame, Tournament};
use super::ranking::{Ranked, big, manager_ranking, ranking_list};
use super::settings::Mode;
use super::table::{self, Standing};
use super::wish::{Wishes, anti_follows, next_wp};
use crate::game::lots::SplitMix64;
use crate::game::{PlayerId, Registry, RoundNo, same_name_key};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Num, Zero};
use std::collections::BTreeMap;

/// One team of a tournament, as submitted and as it plays.
#[derive(Debug, Clone, PartialEq)]
pub struct TeamLine {
    /// The team's name.
    pub team: String,
    /// Its manager.
    pub manager: PlayerId,
    /// The lineup as submitted.
    pub submitted: Lineup,
    /// The lineup that plays and its corrections.
    pub played: Normalized,
    /// The WP wish sent with this lineup (normal tournament), as sent: it may lie outside
    /// 10..=300 (ignored, R-F7). What counts for the team is its manager's wish,
    /// [`TournamentView::wishes`].
    pub wish: Option<u32>,
}

/// One tournament of a round, evaluated (or, for the open round, as it would stand now).
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentView {
    /// The round.
    pub round: RoundNo,
    /// Normal or anti.
    pub tournament: Tournament,
    /// Its WP.
    pub wp: u32,
    /// Whether the round was evaluated (else a preview of the lineups so far).
    pub evaluated: bool,
    /// The teams in the order of their keys (the `team` of [`Standing`] indexes this).
    pub teams: Vec<TeamLine>,
    /// The table in place order.
    pub standings: Vec<Standing>,
    /// The round's WP wishes (R-F7): each manager's wish that counts for all his teams, and
    /// the wishes ignored (outside 10..=300); empty for an anti-tournament.
    pub wishes: Wishes<PlayerId>,
    /// The next tournament's WP and the place whose wish decided it (R-F7); `None`: the GM
    /// decides; always `None` for an anti-tournament.
    pub next_wp: Option<(u32, u32)>,
    /// An anti-tournament follows in the next round (R-F8).
    pub anti_next: bool,
}

/// The engine mode of a tournament: the expectation, or dice seeded from the event's seed,
/// the round and the tournament.
pub fn mode(g: &FootballGame, seed: u64, round: RoundNo, t: Tournament) -> table::Mode {
    match g.settings.mode {
        Mode::Expectation => table::Mode::Expectation,
        Mode::Dice => table::Mode::Dice {
            games: g.settings.dice_games,
            seed: SplitMix64::for_draw(seed, round.0, t as u32 + 1).next_u64(),
        },
    }
}

/// The tournament `t` of `round`, if the round has it (an anti-tournament only where one
/// runs). With no team the table is empty.
pub fn tournament(
    g: &FootballGame,
    reg: &Registry,
    seed: u64,
    round: RoundNo,
    t: Tournament,
) -> Option<TournamentView> {
    let r = g.round(round)?;
    let wp = match t {
        Tournament::Normal => r.wp,
        Tournament::Anti => r.anti_wp?,
    };
    let anti = t == Tournament::Anti;
    let teams: Vec<TeamLine> = g
        .teams(round, t)
        .into_iter()
        .map(|(_, e)| TeamLine {
            team: e.team.clone(),
            manager: e.manager,
            submitted: e.lineup,
            played: normalize(e.lineup, wp, anti),
            wish: e.wish,
        })
        .collect();
    let lineups: Vec<Lineup> = teams.iter().map(|x| x.played.lineup).collect();
    let standings = table::table(&lineups, anti, mode(g, seed, round, t));
    let wishes = if anti {
        Wishes::default()
    } else {
        g.wishes(round)
    };
    let (next_wp, anti_next) = if anti {
        (None, false)
    } else {
        let managers: Vec<PlayerId> = teams.iter().map(|x| x.manager).collect();
        let winners: Vec<String> = standings
            .iter()
            .filter(|s| s.place == 1)
            .map(|s| same_name_key(&reg.name_of(teams[s.team].manager)))
            .collect();
        let trigger = g.settings.anti_manager.as_deref().map(same_name_key);
        (
            next_wp(&standings, &managers, &wishes),
            anti_follows(&winners, trigger.as_ref()),
        )
    };
    Some(TournamentView {
        round,
        tournament: t,
        wp,
        evaluated: r.evaluated,
        teams,
        standings,
        wishes,
        next_wp,
        anti_next,
    })
}

/// A decimal RLP as imported (`949.7`, `1000`) as an exact fraction; `None` if it is not a
/// non-negative decimal.
pub fn parse_rlp(s: &str) -> Option<BigRational> {
    let s = s.trim();
    let (int, frac) = s.split_once('.').unwrap_or((s, ""));
    if int.is_empty() && frac.is_empty()
        || !int.chars().all(|c| c.is_ascii_digit())
        || !frac.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let digits = format!("{int}{frac}");
    let num = BigInt::from_str_radix(if digits.is_empty() { "0" } else { &digits }, 10).ok()?;
    let den = BigInt::from(10u32).pow(frac.len() as u32);
    Some(BigRational::new(num, den))
}

/// The ranking list after round `after` (default: the last evaluated round), R-F5 and R-F9:
/// the imported list, then each evaluated round's normal tournament (aging, both teams'
/// RLP). `None` when `after` is not an evaluated round.
pub fn ranking(
    g: &FootballGame,
    reg: &Registry,
    seed: u64,
    after: Option<RoundNo>,
) -> Option<Vec<Ranked<PlayerId>>> {
    if let Some(a) = after
        && !g.round(a).is_some_and(|r| r.evaluated)
    {
        return None;
    }
    let mut rlp: BTreeMap<PlayerId, BigRational> = BTreeMap::new();
    let mut last: BTreeMap<PlayerId, i64> = BTreeMap::new();
    for row in &g.imported {
        rlp.insert(
            row.manager,
            parse_rlp(&row.rlp).unwrap_or_else(BigRational::zero),
        );
        last.insert(row.manager, i64::from(row.last_round));
    }
    let first = g.rounds.first().map_or(1, |r| i64::from(r.number.0));
    let mut upto = first - 1;
    for r in g.rounds.iter().filter(|r| r.evaluated) {
        if after.is_some_and(|a| r.number > a) {
            break;
        }
        let Some(v) = tournament(g, reg, seed, r.number, Tournament::Normal) else {
            continue;
        };
        let results: Vec<(PlayerId, BigRational)> = v
            .standings
            .iter()
            .map(|s| (v.teams[s.team].manager, s.rlp.map(big).unwrap_or_default()))
            .collect();
        rlp = manager_ranking(&rlp, &results);
        for (m, _) in &results {
            last.insert(*m, i64::from(r.number.0));
        }
        upto = i64::from(r.number.0);
    }
    let rows: Vec<(PlayerId, BigRational, i64)> = rlp
        .into_iter()
        .map(|(m, v)| {
            let l = last.get(&m).copied().unwrap_or(i64::MIN / 2);
            (m, v, l)
        })
        .collect();
    Some(ranking_list(&rows, upto))
}

/// What the desk reads after every change: the open round's tournaments as they would stand
/// with the lineups so far, the last evaluated round's tables, and the ranking list after it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeriesView {
    /// The open round's normal tournament, then its anti-tournament if one runs.
    pub open: Vec<TournamentView>,
    /// The last evaluated round's tournaments (empty before the first evaluation).
    pub last: Vec<TournamentView>,
    /// The ranking list after the last evaluated round (or as imported).
    pub ranking: Vec<Ranked<PlayerId>>,
}

/// The round's tournaments: normal, then anti if it runs.
pub fn round_tournaments(
    g: &FootballGame,
    reg: &Registry,
    seed: u64,
    round: RoundNo,
) -> Vec<TournamentView> {
    [Tournament::Normal, Tournament::Anti]
        .into_iter()
        .filter_map(|t| tournament(g, reg, seed, round, t))
        .collect()
}

/// The [`SeriesView`] of the saved state.
pub fn series(g: &FootballGame, reg: &Registry, seed: u64) -> SeriesView {
    SeriesView {
        open: g
            .open_round()
            .map(|r| round_tournaments(g, reg, seed, r.number))
            .unwrap_or_default(),
        last: g
            .last_evaluated()
            .map(|r| round_tournaments(g, reg, seed, r.number))
            .unwrap_or_default(),
        ranking: ranking(g, reg, seed, None).unwrap_or_default(),
    }
}
