//! Top cut: recommendation, the check of the director's choice, and bracket seeding (R-S18;
//! `swiss-pairing-and-scoring.txt`, "Top Cut").

use std::fmt;

/// The cuts that are recommended, largest first (R-S18: C in {8, 4}).
const RECOMMENDABLE: [u32; 2] = [8, 4];

/// The recommended cut for `active_players` players still in the event: the largest C in
/// {8, 4} with `active_players >= 2C + 1`, else 0 (no cut). So up to 8 players no cut, 9..16
/// Top 4, from 17 Top 8 (spec table, R-S18).
pub fn recommended_cut(active_players: usize) -> u32 {
    RECOMMENDABLE
        .into_iter()
        .find(|&c| active_players > 2 * c as usize)
        .unwrap_or(0)
}

/// The verdict on the director's chosen cut (R-S18).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CutCheck {
    /// The choice is the recommendation.
    Ok,
    /// Allowed, but differs from the recommendation; the message says how.
    Warn(String),
    /// Not allowed (not 0 or a power of two, or more players than are active); the message says
    /// why and what is allowed.
    Block(String),
}

impl CutCheck {
    /// Whether the cut may be used (`Ok` or `Warn`).
    pub fn allowed(&self) -> bool {
        !matches!(self, Self::Block(_))
    }
}

impl fmt::Display for CutCheck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Ok => f.write_str("ok"),
            Self::Warn(m) => write!(f, "warning: {m}"),
            Self::Block(m) => write!(f, "blocked: {m}"),
        }
    }
}

fn cut_name(cut: u32) -> String {
    if cut == 0 {
        "no cut".into()
    } else {
        format!("Top {cut}")
    }
}

/// Checks the director's `cut` (0 = no cut) against a field of `active_players` (R-S18):
/// `Block` if it is neither 0 nor a power of two of at least 2, or larger than the active
/// field; `Warn` if it
/// differs from [`recommended_cut`]; else `Ok`.
pub fn check_cut(cut: u32, active_players: usize) -> CutCheck {
    if cut == 1 {
        return CutCheck::Block(
            "a cut to 1 player is no playoff; allowed: 0 (no cut) or a power of two (2, 4, 8, \
             16, ...)"
                .into(),
        );
    }
    if cut != 0 && !cut.is_power_of_two() {
        return CutCheck::Block(format!(
            "a cut to {cut} players is not possible; allowed: 0 (no cut) or a power of two \
             (2, 4, 8, 16, ...)"
        ));
    }
    if cut as usize > active_players {
        return CutCheck::Block(format!(
            "{} needs {cut} players but only {active_players} are active; allowed: at most \
             {active_players}",
            cut_name(cut)
        ));
    }
    let recommended = recommended_cut(active_players);
    if cut == recommended {
        CutCheck::Ok
    } else {
        CutCheck::Warn(format!(
            "{} differs from the recommendation for {active_players} active players: {} (a cut \
             to C players is recommended from 2C+1 players)",
            cut_name(cut),
            cut_name(recommended)
        ))
    }
}

/// The first-round matches of a single-elimination bracket of `cut` players, as pairs of seeds
/// (1 = first in the final standings), in bracket order: the winners of matches 1 and 2 meet,
/// of 3 and 4, and so on. Top 8: 1v8, 4v5, 2v7, 3v6; Top 4: 1v4, 2v3; Top 2: 1v2 (R-S18).
/// Seeds are placed so that, if the better seed always wins, 1 and 2 meet only in the final.
/// Empty for a cut below 2 or not a power of two.
pub fn bracket(cut: u32) -> Vec<(u32, u32)> {
    if cut < 2 || !cut.is_power_of_two() {
        return Vec::new();
    }
    // Standard seeding: double the bracket each step, each seed s meeting size + 1 - s.
    let mut order: Vec<u32> = vec![1];
    while (order.len() as u32) < cut {
        let size = 2 * order.len() as u32;
        order = order.iter().flat_map(|&s| [s, size + 1 - s]).collect();
    }
    order.chunks(2).map(|p| (p[0], p[1])).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recommendation_follows_the_spec_table() {
        // Spec "Top Cut": up to 8 no cut, 9 to 16 Top 4, from 17 Top 8.
        assert_eq!(recommended_cut(0), 0);
        assert_eq!(recommended_cut(8), 0);
        assert_eq!(recommended_cut(9), 4);
        assert_eq!(recommended_cut(16), 4);
        assert_eq!(recommended_cut(17), 8);
        assert_eq!(recommended_cut(2000), 8);
    }

    #[test]
    fn choices_are_checked() {
        assert_eq!(check_cut(8, 17), CutCheck::Ok);
        assert_eq!(check_cut(0, 8), CutCheck::Ok);
        // Spec: Top 8 at 12 players is allowed with a warning.
        assert!(matches!(check_cut(8, 12), CutCheck::Warn(m) if m.contains("Top 4")));
        assert!(matches!(check_cut(0, 40), CutCheck::Warn(_)));
        assert!(matches!(check_cut(16, 40), CutCheck::Warn(_)));
        assert!(matches!(check_cut(6, 40), CutCheck::Block(m) if m.contains("power of two")));
        assert!(matches!(check_cut(8, 7), CutCheck::Block(m) if m.contains("only 7")));
        assert!(check_cut(8, 8).allowed());
        assert!(!check_cut(3, 40).allowed());
        assert!(matches!(check_cut(1, 40), CutCheck::Block(m) if m.contains("no playoff")));
    }

    #[test]
    fn brackets_in_bracket_order() {
        assert_eq!(bracket(8), vec![(1, 8), (4, 5), (2, 7), (3, 6)]);
        assert_eq!(bracket(4), vec![(1, 4), (2, 3)]);
        assert_eq!(bracket(2), vec![(1, 2)]);
        assert_eq!(bracket(16)[..2], [(1, 16), (8, 9)]);
        assert!(bracket(0).is_empty());
        assert!(bracket(6).is_empty());
    }
}
