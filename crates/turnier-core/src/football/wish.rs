//! The next tournament's WP from the managers' wishes (R-F7) and the anti-tournament trigger
//! (R-F8).
//!
//! A wish belongs to the manager's letter, not to one team (R-F7): whichever of his lineups
//! it came with, it counts for each of his teams in the round, so his team placed best
//! carries it. `turnierfussball.txt` has the manager of the winning team decide the WP, and
//! on a shared first place "der Durchschnitt der Wünsche" of the players (managers) sharing
//! it: one wish per manager, however many of his teams share the place.

use super::table::Standing;
use crate::game::settings::NumberSetting;
use std::collections::BTreeMap;

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

/// One WP wish as sent with a lineup of the normal tournament (R-F7), valid or not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentWish<M> {
    /// The manager who sent it.
    pub manager: M,
    /// The team whose lineup it came with.
    pub team: String,
    /// The wish in WP as sent.
    pub wish: u32,
}

/// The WP wishes of one round (R-F7): each manager's wish that counts, and the wishes
/// ignored because they lie outside 10..=300 (their lineups still count).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wishes<M: Ord> {
    /// Each manager's wish that counts for every team of his: the latest valid wish he sent
    /// in the round, with any of his lineups. A manager without a valid wish is not here.
    pub counting: BTreeMap<M, u32>,
    /// Every wish outside 10..=300, in the order received: ignored, as if not sent, so an
    /// earlier valid wish of the same manager still counts (R-F7).
    pub ignored: Vec<SentWish<M>>,
}

impl<M: Ord> Default for Wishes<M> {
    fn default() -> Self {
        Self {
            counting: BTreeMap::new(),
            ignored: Vec::new(),
        }
    }
}

impl<M: Ord + Clone> Wishes<M> {
    /// The wishes of a round from every wish sent in it, in the order received (R-F7): a
    /// later valid wish of a manager replaces his earlier one, whichever team it came with;
    /// a wish outside 10..=300 is ignored and listed in [`Self::ignored`].
    pub fn from_sent(sent: impl IntoIterator<Item = SentWish<M>>) -> Self {
        let mut w = Self::default();
        for s in sent {
            if WISH.contains(s.wish) {
                w.counting.insert(s.manager, s.wish);
            } else {
                w.ignored.push(s);
            }
        }
        w
    }

    /// The wish that counts for `manager`'s teams, if he sent a valid one.
    pub fn of(&self, manager: &M) -> Option<u32> {
        self.counting.get(manager).copied()
    }
}

/// The WP of the next tournament (R-F7): the best place with at least one valid wish
/// decides; a shared place averages its valid wishes, rounded half up. `None`: no valid wish
/// at all, the GM decides. `managers` by team index as in `table`; a team carries its
/// manager's wish ([`Wishes::of`]), and a manager's wish is taken once at a place even when
/// several of his teams share it. Returns the WP and the place that decided it.
pub fn next_wp<M: Ord + Clone>(
    table: &[Standing],
    managers: &[M],
    wishes: &Wishes<M>,
) -> Option<(u32, u32)> {
    let mut i = 0;
    while i < table.len() {
        let place = table[i].place;
        let mut j = i;
        let mut wished: Vec<&M> = Vec::new();
        let mut valid: Vec<u64> = Vec::new();
        while j < table.len() && table[j].place == place {
            if let Some(m) = managers.get(table[j].team)
                && !wished.contains(&m)
                && let Some(w) = wishes.of(m).filter(|w| WISH.contains(*w))
            {
                wished.push(m);
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

    fn sent(manager: &'static str, team: &str, wish: u32) -> SentWish<&'static str> {
        SentWish {
            manager,
            team: team.to_string(),
            wish,
        }
    }

    /// Each team has a manager of its own here: the wish of the team's letter.
    fn own(wishes: &[Option<u32>]) -> (Vec<&'static str>, Wishes<&'static str>) {
        const NAMES: [&str; 4] = ["Anna", "Bert", "Carl", "Dora"];
        let sent = wishes
            .iter()
            .zip(NAMES)
            .filter_map(|(w, m)| w.map(|w| sent(m, m, w)));
        (NAMES[..wishes.len()].to_vec(), Wishes::from_sent(sent))
    }

    #[test]
    fn the_best_place_with_a_valid_wish_decides() {
        let t = [st(0, 1), st(1, 2), st(2, 2), st(3, 4)];
        // The winner wished nothing valid (5 is below 10): place 2 averages 100 and 151,
        // 125.5 rounded half up to 126.
        let (m, w) = own(&[Some(5), Some(100), Some(151), Some(300)]);
        assert_eq!(next_wp(&t, &m, &w), Some((126, 2)));
        let (m, w) = own(&[Some(80), None, None, None]);
        assert_eq!(next_wp(&t, &m, &w), Some((80, 1)));
        let (m, w) = own(&[None, None, None, Some(301)]);
        assert_eq!(next_wp(&t, &m, &w), None);
    }

    /// R-F7: a wish belongs to the manager's letter. Anna sent 120 with Eagles (place 3) and
    /// nothing with Falcons (place 1); Bert sent 80 with Owls (place 2). Falcons carry Anna's
    /// 120, so place 1 decides: 120. Read per team, Falcons had no wish and place 2's 80 won.
    #[test]
    fn a_wish_sent_with_one_team_counts_for_the_managers_best_placed_team() {
        // Teams by index: 0 Eagles (Anna), 1 Falcons (Anna), 2 Owls (Bert).
        let managers = ["Anna", "Anna", "Bert"];
        let t = [st(1, 1), st(2, 2), st(0, 3)];
        let w = Wishes::from_sent([sent("Anna", "Eagles", 120), sent("Bert", "Owls", 80)]);
        assert_eq!(next_wp(&t, &managers, &w), Some((120, 1)));
    }

    /// R-F7: the latest wish he sent counts, whichever team it came with; one outside
    /// 10..300 is ignored (listed for the note), so his earlier valid wish still counts.
    #[test]
    fn the_latest_valid_wish_of_a_manager_counts() {
        let w = Wishes::from_sent([
            sent("Anna", "Eagles", 100),
            sent("Bert", "Owls", 90),
            sent("Anna", "Falcons", 150),
            sent("Bert", "Owls", 500),
        ]);
        assert_eq!(w.of(&"Anna"), Some(150));
        assert_eq!(w.of(&"Bert"), Some(90));
        assert_eq!(w.ignored, [sent("Bert", "Owls", 500)]);
        // Eagles (Anna, wish 100 sent with it) win alone: Anna's latest, 150, decides.
        let t = [st(0, 1), st(1, 2), st(2, 3)];
        assert_eq!(next_wp(&t, &["Anna", "Bert", "Anna"], &w), Some((150, 1)));
        let none = Wishes::from_sent([sent("Carl", "Hawks", 9), sent("Carl", "Hawks", 301)]);
        assert_eq!((none.of(&"Carl"), none.ignored.len()), (None, 2));
    }

    /// R-F7 with the rule text's "Durchschnitt der Wünsche" of the managers sharing the
    /// place: Anna's Eagles and Falcons (both sent with 100) share place 1 with Bert's Owls
    /// (200). Anna's wish is taken once: (100 + 200) / 2 = 150. Read per team it was
    /// (100 + 100 + 200) / 3 = 133.3, 133.
    #[test]
    fn a_shared_place_takes_each_managers_wish_once() {
        let t = [st(0, 1), st(1, 1), st(2, 1), st(3, 4)];
        let w = Wishes::from_sent([
            sent("Anna", "Eagles", 100),
            sent("Anna", "Falcons", 100),
            sent("Bert", "Owls", 200),
            sent("Carl", "Hawks", 300),
        ]);
        let managers = ["Anna", "Anna", "Bert", "Carl"];
        assert_eq!(next_wp(&t, &managers, &w), Some((150, 1)));
        // 100 and 101 average 100.5: rounded half up, 101.
        let w = Wishes::from_sent([sent("Anna", "Eagles", 100), sent("Bert", "Owls", 101)]);
        assert_eq!(next_wp(&t, &managers, &w), Some((101, 1)));
    }

    #[test]
    fn a_shared_win_triggers_the_anti_tournament() {
        assert!(anti_follows(&["Hai", "Zet"], Some(&"Zet")));
        assert!(!anti_follows(&["Hai"], Some(&"Zet")));
        assert!(!anti_follows(&["Hai"], None));
    }
}
