//! Pairing of a whole round (`swiss-pairing-and-scoring.txt`, "Wie eine Runde entsteht";
//! RULINGS R-S10..R-S17).
//!
//! [`propose`] gathers the state (pairing order = standings order, R-S10; meetings; byes),
//! fixes the bye (R-S11) and hands plain data to [`pair_field`], the pure core. The core finds
//! the one optimum of the whole round over the strictly lexicographic tiers:
//!
//! 1. fewest previous meetings among the chosen pairs (R-S12);
//! 2. pair-down sizes, leximax (R-S13);
//! 3. who floats: fewest players of the upper player's group ranked below him (R-S14);
//! 4. seating: fewest pairs within one half of a group, floaters on top (R-S15, the slide);
//! 5. remaining ties in the FIDE transposition order (R-S16).
//!
//! When every tier can sit at its lower bound, the fast path (`fast_path.rs`) pairs each score
//! group by itself, which is then provably the optimum. Otherwise the whole field goes to the
//! general solver (`optimum.rs`): maximum-weight perfect matchings (Edmonds' blossom
//! algorithm, `matching.rs`) on exact integer weights (`tiers.rs`), one per float profile that
//! is optimal on tiers 1-3, verified against the complete graph with the optimal duals; R-S16
//! walks the pairing order keeping the optimum, and the smallest result over the tied profiles
//! wins. The round is never split into parts solved on their own.

use super::field::Field;
pub use super::field::{FieldEntry, Meetings};
use super::optimum::pair_positions;
use super::standings::standings;
use crate::game::{PlayerId, Registry, RoundNo, RoundState, TableNo};
use crate::swiss::{SwissGame, Table, TableReason};
use std::collections::{HashMap, HashSet};
use thiserror::Error;

/// A proposed round: the bye and the tables in table order, each with its reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proposal {
    /// The round being paired.
    pub round: RoundNo,
    /// The player with the bye (odd field, R-S11).
    pub bye: Option<PlayerId>,
    /// Tables numbered 1.. by the better-ranked player (R-S17), results empty.
    pub tables: Vec<Table>,
    /// Unavoidable rematches, in words for the director.
    pub warnings: Vec<String>,
}

/// Why no round can be proposed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PairingError {
    /// Fewer than two active players.
    #[error("fewer than two active players to pair (active: {0})")]
    TooFewPlayers(usize),
    /// [`pair_field`] was given an odd number of players (the bye must be fixed first, R-S11).
    #[error("cannot pair an odd field of {0} players; fix the bye first (R-S11)")]
    OddField(usize),
    /// [`pair_field`] was given the same player twice.
    #[error("player {0} appears twice in the pairing order")]
    DuplicatePlayer(PlayerId),
}

/// Proposes the next round of the Swiss game `g` (players in `reg`) from its fixed rounds: the active players in standings order
/// (R-S10), bye first (R-S11), then the optimum over tiers R-S12..R-S16, tables per R-S17.
///
/// Active = not dropped and, for a late entry, entered by this round. Meetings count every
/// table of every published or complete round, with or without a result. Errors:
/// [`PairingError::TooFewPlayers`] with fewer than two active players.
pub fn propose(reg: &Registry, g: &SwissGame) -> Result<Proposal, PairingError> {
    propose_seeded(reg, g, None)
}

/// [`propose`] with the event's stored `seed`: round 1 of a game whose `round_one` is `lot`
/// is paired in the order [`super::event_day::round_one_order`] draws from it (R-S21), then
/// as usual (bye to the last of that order, R-S11; the slide, R-S15). Without a seed, or for
/// any other round, [`propose`].
pub fn propose_seeded(
    reg: &Registry,
    g: &SwissGame,
    seed: Option<u64>,
) -> Result<Proposal, PairingError> {
    let (round, mut order) = pairing_order(reg, g)?;
    if let Some(seed) = seed
        && round == RoundNo(1)
        && g.settings.round_one == super::RoundOne::Lot
    {
        let ids: Vec<PlayerId> = order.iter().map(|e| e.id).collect();
        let points: HashMap<PlayerId, u32> = order.iter().map(|e| (e.id, e.match_points)).collect();
        order = super::event_day::round_one_order(seed, &ids)
            .into_iter()
            .map(|id| FieldEntry {
                id,
                match_points: points.get(&id).copied().unwrap_or(0),
            })
            .collect();
    }
    let mut meetings = Meetings::new();
    let mut byes: HashMap<PlayerId, u32> = HashMap::new();
    for r in g.rounds.iter().filter(|r| r.state != RoundState::Draft) {
        for table in &r.tables {
            meetings.add(table.a, table.b);
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
    let pairs = pair_field_marked(&order, &meetings)?;
    let points: HashMap<PlayerId, u32> = order.iter().map(|e| (e.id, e.match_points)).collect();
    // The score groups of the paired field, highest first (R-S13: a jump over one is named).
    let mut groups: Vec<u32> = order.iter().map(|e| e.match_points).collect();
    groups.sort_unstable_by(|a, b| b.cmp(a));
    groups.dedup();
    let mut tables = Vec::with_capacity(pairs.len());
    let mut warnings = Vec::new();
    for (k, ((a, b), tie_rs16)) in pairs.into_iter().enumerate() {
        let number = TableNo(k as u32 + 1);
        let (pa, pb) = (
            points.get(&a).copied().unwrap_or(0),
            points.get(&b).copied().unwrap_or(0),
        );
        let (upper, hi, lo) = if pa >= pb { (a, pa, pb) } else { (b, pb, pa) };
        let skipped: Vec<u32> = groups
            .iter()
            .copied()
            .filter(|&g| lo < g && g < hi)
            .collect();
        let met_all_skipped = !skipped.is_empty()
            && order
                .iter()
                .filter(|e| skipped.contains(&e.match_points))
                .all(|e| meetings.count(upper, e.id) > 0);
        let previous = meetings.count(a, b);
        if previous > 0 {
            warnings.push(format!(
                "table {number}: {} vs {} is a rematch (met {previous} time{} before); \
                 no pairing of the whole field avoids it (R-S12)",
                reg.name_of(a),
                reg.name_of(b),
                if previous == 1 { "" } else { "s" }
            ));
        }
        tables.push(Table {
            number,
            a,
            b,
            result: None,
            reason: TableReason {
                points_a: pa,
                points_b: pb,
                previous_meetings: previous,
                manual: false,
                imported: false,
                skipped,
                met_all_skipped,
                tie_rs16,
                seeds: None,
            },
        });
    }
    Ok(Proposal {
        round,
        bye,
        tables,
        warnings,
    })
}

/// The bye of R-S11: the lowest-ranked player in `order` among those with the fewest byes.
pub fn choose_bye(order: &[FieldEntry], byes: &HashMap<PlayerId, u32>) -> Option<PlayerId> {
    let fewest = order
        .iter()
        .map(|e| byes.get(&e.id).copied().unwrap_or(0))
        .min()?;
    order
        .iter()
        .rev()
        .find(|e| byes.get(&e.id).copied().unwrap_or(0) == fewest)
        .map(|e| e.id)
}

/// The pure pairing core: pairs `order` (the players to pair, bye already removed, in pairing
/// order R-S10, with their match points) given `meetings`, as the optimum over R-S12..R-S16.
///
/// Returns the pairs in table order (R-S17): better-ranked player first, sorted by him.
/// Deterministic; nobody is paired with himself; every player appears exactly once.
/// Errors: [`PairingError::OddField`], [`PairingError::DuplicatePlayer`].
pub fn pair_field(
    order: &[FieldEntry],
    meetings: &Meetings,
) -> Result<Vec<(PlayerId, PlayerId)>, PairingError> {
    Ok(pair_field_marked(order, meetings)?
        .into_iter()
        .map(|(p, _)| p)
        .collect())
}

/// A pair and whether R-S16 decided it.
type MarkedPair = ((PlayerId, PlayerId), bool);

/// [`pair_field`], each pair with whether R-S16 decided it (another pairing equally good on
/// R-S12..R-S15 pairs these players otherwise).
fn pair_field_marked(
    order: &[FieldEntry],
    meetings: &Meetings,
) -> Result<Vec<MarkedPair>, PairingError> {
    if order.len() % 2 == 1 {
        return Err(PairingError::OddField(order.len()));
    }
    let mut seen = HashSet::new();
    for e in order {
        if !seen.insert(e.id) {
            return Err(PairingError::DuplicatePlayer(e.id));
        }
    }
    let field = Field::new(order, meetings);
    let pairs = pair_positions(&field);
    Ok(pairs
        .into_iter()
        .map(|((a, b), tie)| ((order[a].id, order[b].id), tie))
        .collect())
}

/// The round to pair next and its players in pairing order (R-S10): the standings order of
/// those still in (not dropped, entered by that round); anyone the standings do not list yet
/// follows in registration order with no match points.
///
/// # Errors
/// [`PairingError::TooFewPlayers`] when fewer than two players are in.
pub(crate) fn pairing_order(
    reg: &Registry,
    g: &SwissGame,
) -> Result<(RoundNo, Vec<FieldEntry>), PairingError> {
    let round = RoundNo(g.played_rounds().map(|r| r.number.0).max().unwrap_or(0) + 1);
    let eligible: HashSet<PlayerId> = reg
        .participants
        .iter()
        .filter(|p| !p.is_dropped() && p.entered_round.is_none_or(|e| e <= round))
        .map(|p| p.id)
        .collect();
    let rows = standings(reg, g, None).rows;
    let mut order: Vec<FieldEntry> = rows
        .iter()
        .filter(|r| eligible.contains(&r.player))
        .map(|r| FieldEntry {
            id: r.player,
            match_points: r.match_points,
        })
        .collect();
    let listed: HashSet<PlayerId> = order.iter().map(|e| e.id).collect();
    for p in &reg.participants {
        if eligible.contains(&p.id) && !listed.contains(&p.id) {
            order.push(FieldEntry {
                id: p.id,
                match_points: 0,
            });
        }
    }
    if order.len() < 2 {
        return Err(PairingError::TooFewPlayers(order.len()));
    }
    Ok((round, order))
}
