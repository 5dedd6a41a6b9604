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
//! Tiers 1-4 are one maximum-weight perfect matching (Edmonds' blossom algorithm,
//! `matching.rs`) on exact integer weights (`tiers.rs`), solved on a sparse graph of score
//! groups and their neighbours and verified against the complete graph with the optimal duals;
//! tier 5 walks the pairing order keeping the optimum (`optimum.rs` has the details).

use super::fast_path::{DECOMPOSE_ABOVE, pair_decomposed};
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
    let round = RoundNo(g.played_rounds().map(|r| r.number.0).max().unwrap_or(0) + 1);
    let eligible: HashSet<PlayerId> = reg
        .participants
        .iter()
        .filter(|p| !p.is_dropped() && p.entered_round.is_none_or(|e| e <= round))
        .map(|p| p.id)
        .collect();
    // Pairing order: the standings order (R-S10); anyone the standings do not list yet
    // follows in registration order with no match points.
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
    let pairs = pair_field(&order, &meetings)?;
    let points: HashMap<PlayerId, u32> = order.iter().map(|e| (e.id, e.match_points)).collect();
    let mut tables = Vec::with_capacity(pairs.len());
    let mut warnings = Vec::new();
    for (k, (a, b)) in pairs.into_iter().enumerate() {
        let number = TableNo(k as u32 + 1);
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
                points_a: points.get(&a).copied().unwrap_or(0),
                points_b: points.get(&b).copied().unwrap_or(0),
                previous_meetings: previous,
                manual: false,
                imported: false,
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
    let pairs = if order.len() > DECOMPOSE_ABOVE {
        pair_decomposed(&field, |members| {
            let sub: Vec<FieldEntry> = members.iter().map(|&p| order[p]).collect();
            pair_positions(&Field::new(&sub, meetings))
                .into_iter()
                .map(|(a, b)| (members[a], members[b]))
                .collect()
        })
    } else {
        pair_positions(&field)
    };
    Ok(pairs
        .into_iter()
        .map(|(a, b)| (order[a].id, order[b].id))
        .collect())
}
