//! The next tournament's WP from the managers' wishes (R-F7) and the anti-tournament trigger
//! (R-F8).

use super::table::Standing;
use crate::game::settings::NumberSetting;

/// A WP wish: a whole number 10..=300 (`turnierfussball.txt`; R-F7).
pub const WISH: NumberSetting = NumberSetting {
    key: "wish",
    label: "WP wish",
    ruling: "R-F7",
    min: 10,
    max: Some(300),
    default: None,
    unit: "WP",
    usually: None,
};

/// The WP of the next tournament (R-F7): the best place with at least one valid wish
/// (10..=300) decides; a shared place averages its valid wishes, rounded half up. `None`: no
/// valid wish at all, the GM decides. `wishes` by team index as in `table`. Returns the WP and
/// the place that decided it.
pub fn next_wp(table: &[Standing], wishes: &[Option<u32>]) -> Option<(u32, u32)> {
    let mut i = 0;
    while i < table.len() {
        let place = table[i].place;
        let mut j = i;
        let mut valid: Vec<u64> = Vec::new();
        while j < table.len() && table[j].place == place {
            if let Some(w) = wishes.get(table[j].team).copied().flatten()
                && WISH.contains(w)
            {
                valid.push(u64::from(w));
            }
            j += 1;
        }
        if !valid.is_empty() {
            let (sum, n) = (valid.iter().sum::<u64>(), valid.len() as u64);
            return Some((((2 * sum + n) / (2 * n)) as u32, place));
        }
        i = j;
    }
    None
}

/// Whether an anti-tournament follows (R-F8): the manager named in the settings manages a
/// team on place 1 (a shared win counts). `winners`: the managers of the place-1 teams.
pub fn anti_follows<K: PartialEq>(winners: &[K], trigger: Option<&K>) -> bool {
    trigger.is_some_and(|t| winners.contains(t))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(team: usize, place: u32) -> Standing {
        Standing {
            team,
            place,
            points: 0.0,
            goals_for: 0.0,
            goals_against: 0.0,
            rlp: None,
        }
    }

    #[test]
    fn the_best_place_with_a_valid_wish_decides() {
        let t = [st(0, 1), st(1, 2), st(2, 2), st(3, 4)];
        // The winner wished nothing valid (5 is below 10): place 2 averages 100 and 151.
        assert_eq!(
            next_wp(&t, &[Some(5), Some(100), Some(151), Some(300)]),
            Some((126, 2))
        );
        assert_eq!(next_wp(&t, &[Some(80), None, None, None]), Some((80, 1)));
        assert_eq!(next_wp(&t, &[None, None, None, Some(301)]), None);
    }

    #[test]
    fn a_shared_win_triggers_the_anti_tournament() {
        assert!(anti_follows(&["Hai", "Zet"], Some(&"Zet")));
        assert!(!anti_follows(&["Hai"], Some(&"Zet")));
        assert!(!anti_follows(&["Hai"], None));
    }
}
