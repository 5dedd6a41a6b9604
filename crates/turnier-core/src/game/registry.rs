//! The registry every system shares: participants in registration order, their names (with
//! `#id` where two share one), drops and late entries.

use super::ids::{PlayerId, RoundNo};
use serde::{Deserialize, Serialize};

/// The key under which two names count as the same person's name: case, accents and spacing
/// folded (`Anna  Schmidt` = `anna schmidt` = `Ánna Schmidt`).
pub fn same_name_key(name: &str) -> String {
    let spaced = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if spaced.is_ascii() {
        // What `fold` gives for ASCII, without its Unicode normalisation: this runs for every
        // participant when a result is logged (`Event::display_name`).
        spaced.to_ascii_lowercase()
    } else {
        crate::fold::fold(&spaced, true)
    }
}

/// `key` split as the lists write a name two players share, `Anna Schmidt #4`: the name before
/// the last `#` (trimmed, not empty) and the id after it (a whole number); `None` when `key` is
/// not so written.
pub fn split_id(key: &str) -> Option<(&str, PlayerId)> {
    let (name, id) = key.rsplit_once('#')?;
    let name = name.trim();
    let id = id.trim().parse::<u32>().ok()?;
    (!name.is_empty()).then_some((name, PlayerId(id)))
}

/// The participants' names for display, by registration index: the name as registered, with
/// ` #id` after it where another participant has the same name ([`same_name_key`]), so two
/// "Anna Schmidt" read `Anna Schmidt #4` and `Anna Schmidt #17` on every screen and printed
/// document. One pass plus a sort's worth of hashing: fine for thousands of players.
pub fn display_names(participants: &[Participant]) -> Vec<String> {
    let keys: Vec<String> = participants
        .iter()
        .map(|p| same_name_key(&p.name))
        .collect();
    let mut count: std::collections::HashMap<&str, u32> = std::collections::HashMap::new();
    for k in &keys {
        *count.entry(k.as_str()).or_insert(0) += 1;
    }
    participants
        .iter()
        .zip(&keys)
        .map(|(p, k)| {
            if count.get(k.as_str()).copied().unwrap_or(0) > 1 {
                format!("{} {}", p.name, p.id)
            } else {
                p.name.clone()
            }
        })
        .collect()
}

/// A registered player (or, in other systems, entrant). Never deleted once paired: a player
/// who leaves is dropped, with the round (a mistaken registration before round 1 can be
/// removed, [`crate::swiss::SwissCommand::RemovePlayer`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    /// Registration order; the last tiebreaker (R-S9).
    pub id: PlayerId,
    /// Display name; two players may share a name.
    pub name: String,
    /// Dropped after this round: not paired in any later round, results stay (R-S6).
    pub dropped_after: Option<RoundNo>,
    /// Set for a late entry: the first round the player could be paired in (R-S17).
    pub entered_round: Option<RoundNo>,
}

impl Participant {
    /// Whether the player is dropped (for the next round to be paired).
    pub fn is_dropped(&self) -> bool {
        self.dropped_after.is_some()
    }
}

/// The participants of an event, in registration order (`id` = position + 1). Shared by every
/// system: a Swiss player, a Muck player (alone or in a fixed pair), later a manager or a
/// tennis player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Registry {
    /// Participants in registration order (`id` = position + 1).
    pub participants: Vec<Participant>,
}

impl Registry {
    /// The participant with this id.
    pub fn participant(&self, id: PlayerId) -> Option<&Participant> {
        id.0.checked_sub(1)
            .and_then(|i| self.participants.get(i as usize))
            .filter(|p| p.id == id)
    }

    /// The name of a player, or its id if unknown.
    pub fn name_of(&self, id: PlayerId) -> String {
        self.participant(id)
            .map(|p| p.name.clone())
            .unwrap_or_else(|| id.to_string())
    }

    /// The player `key` names when written as the lists write a name two players share,
    /// `Name #id` ([`display_names`]): the id's player, if the name before the last `#` is
    /// theirs (case, accents and spacing folded, [`same_name_key`]). `None` when `key` is not
    /// so written (no `#`, no name before it, no whole number after it), the id is nobody's,
    /// or it is another player's ([`split_id`] says which id was meant).
    pub fn with_id(&self, key: &str) -> Option<PlayerId> {
        let (name, id) = split_id(key)?;
        let p = self.participant(id)?;
        (same_name_key(name) == same_name_key(&p.name)).then_some(p.id)
    }

    /// The one player `key` names: the only one registered under that whole name (case,
    /// accents and spacing folded), else `Name #id` ([`Self::with_id`]); `None` when no player
    /// or several are so called. A player whose name really ends in `#id` is found by the whole
    /// name first.
    pub fn one_named(&self, key: &str) -> Option<PlayerId> {
        let k = same_name_key(key);
        let mut named = self
            .participants
            .iter()
            .filter(|p| same_name_key(&p.name) == k);
        match (named.next(), named.next()) {
            (Some(p), None) => Some(p.id),
            _ => self.with_id(key),
        }
    }

    /// Every participant's name for display, by registration index ([`display_names`]).
    pub fn display_names(&self) -> Vec<String> {
        display_names(&self.participants)
    }

    /// One player's name for display: with ` #id` when another participant has the same
    /// name ([`display_names`]). Costs one pass over the participants; for many names use
    /// [`Registry::display_names`] once.
    pub fn display_name(&self, id: PlayerId) -> String {
        let Some(p) = self.participant(id) else {
            return id.to_string();
        };
        let key = same_name_key(&p.name);
        let shared = self
            .participants
            .iter()
            .any(|o| o.id != id && same_name_key(&o.name) == key);
        if shared {
            format!("{} {}", p.name, p.id)
        } else {
            p.name.clone()
        }
    }

    /// Players to be paired in the next round: not dropped, in registration order.
    pub fn active_players(&self) -> Vec<PlayerId> {
        self.participants
            .iter()
            .filter(|p| !p.is_dropped())
            .map(|p| p.id)
            .collect()
    }

    /// Registers one player under the next id, a late entry from `late` when given.
    pub fn register(&mut self, name: String, late: Option<RoundNo>) -> PlayerId {
        let id = PlayerId(self.participants.len() as u32 + 1);
        self.participants.push(Participant {
            id,
            name,
            dropped_after: None,
            entered_round: late,
        });
        id
    }
}

#[cfg(test)]
mod tests {
    use super::same_name_key;

    #[test]
    fn a_name_with_its_id_is_that_player_only_if_the_name_is_theirs() {
        use super::{Participant, PlayerId, Registry, split_id};
        let p = |id: u32, name: &str| Participant {
            id: PlayerId(id),
            name: name.into(),
            dropped_after: None,
            entered_round: None,
        };
        let reg = Registry {
            participants: vec![p(1, "Anna Berg"), p(2, "Anna Berg"), p(3, "Ben #4")],
        };
        assert_eq!(split_id("Anna Berg #2"), Some(("Anna Berg", PlayerId(2))));
        assert_eq!(split_id("#2"), None);
        assert_eq!(split_id("Anna Berg #x"), None);
        assert_eq!(reg.with_id("anna  berg #2"), Some(PlayerId(2)));
        assert_eq!(reg.with_id("Anna Berg #3"), None, "player 3 is Ben #4");
        assert_eq!(reg.with_id("Anna Berg #9"), None);
        assert_eq!(reg.one_named("Anna Berg"), None, "two are called so");
        assert_eq!(reg.one_named("Anna Berg #1"), Some(PlayerId(1)));
        // A player really called `Ben #4` is found by the whole name.
        assert_eq!(reg.one_named("Ben #4"), Some(PlayerId(3)));
    }

    #[test]
    fn same_name_keys_fold_case_accents_and_spacing() {
        assert_eq!(same_name_key("  Anna   Schmidt "), "anna schmidt");
        assert_eq!(same_name_key("Ánna Schmidt"), "anna schmidt");
        assert_eq!(same_name_key("Müller"), same_name_key("MUELLER"));
    }

    proptest::proptest! {
        /// The ASCII shortcut gives exactly what folding gives.
        #[test]
        fn the_ascii_shortcut_folds_as_fold_does(name in "[ -~]{0,24}") {
            let spaced = name.split_whitespace().collect::<Vec<_>>().join(" ");
            proptest::prop_assert_eq!(same_name_key(&name), crate::fold::fold(&spaced, true));
        }
    }
}
