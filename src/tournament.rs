//! The tournament model: participants, rounds, settings and the audit log, changed only by
//! [`apply`]ing a [`Command`] (DESIGN.md, "Tournament state").

mod apply;
mod audit;
mod command;
mod ids;
mod muck;
mod round;
mod settings;
mod undo;

pub use apply::{Rejected, apply};
pub use audit::AuditEntry;
pub use command::{Command, ImportedMatch, ImportedMuckTable};
pub use ids::{PlayerId, RoundNo, TableNo};
pub use muck::{
    BobblScore, Entrant, MuckData, MuckPair, MuckRound, MuckTable, PairId, SheetEntry, Side,
    StaleDraft,
};
pub use round::{MatchResult, Outcome, Round, RoundState, Table, TableReason};
pub use settings::{
    ByeGames, Floor, MuckSettings, Opponents, Partners, Profile, Schedule, SwissSettings, System,
};
pub use undo::undo;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// The key under which two names count as the same person's name: case, accents and spacing
/// folded (`Anna  Schmidt` = `anna schmidt` = `Ánna Schmidt`).
pub fn same_name_key(name: &str) -> String {
    let spaced = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if spaced.is_ascii() {
        // What `fold` gives for ASCII, without its Unicode normalisation: this runs for every
        // participant when a result is logged (`Tournament::display_name`).
        spaced.to_ascii_lowercase()
    } else {
        crate::fold::fold(&spaced, true)
    }
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

/// The save-file schema this build writes and reads. Schema 2 added Muck events (the
/// `System::Muck` variant and the `muck` field); a schema-1 file is upgraded on load.
pub const SCHEMA: u32 = 2;

/// A registered player (or, in other systems, entrant). Never deleted once paired: a player
/// who leaves is dropped, with the round (a mistaken registration before round 1 can be
/// removed, [`Command::RemovePlayer`]).
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

/// A whole tournament as saved: the single source of truth for every view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    /// Save-file schema version, [`SCHEMA`].
    pub schema: u32,
    /// The tournament's name.
    pub name: String,
    /// When it was created (UTC).
    pub created: DateTime<Utc>,
    /// The system and its settings.
    pub system: System,
    /// Participants in registration order (`id` = position + 1).
    pub participants: Vec<Participant>,
    /// Swiss rounds in order; at most the last one is a draft. Empty for a Muck event.
    pub rounds: Vec<Round>,
    /// Fixed pairs and Muck rounds; empty (and not written) for other systems.
    #[serde(default, skip_serializing_if = "MuckData::is_empty")]
    pub muck: MuckData,
    /// Every committed command.
    pub audit: Vec<AuditEntry>,
    /// Seed for the engines that draw lots (the Muck draw); Swiss uses none (it is
    /// deterministic without one).
    pub seed: u64,
}

impl Tournament {
    /// A new, empty tournament.
    pub fn new(name: impl Into<String>, system: System, created: DateTime<Utc>, seed: u64) -> Self {
        Self {
            schema: SCHEMA,
            name: name.into(),
            created,
            system,
            participants: Vec::new(),
            rounds: Vec::new(),
            muck: MuckData::default(),
            audit: Vec::new(),
            seed,
        }
    }

    /// The Swiss settings. Another system has no Swiss rounds, so nothing computed from them
    /// depends on the settings; it gets the defaults.
    pub fn swiss(&self) -> &SwissSettings {
        static DEFAULT: std::sync::LazyLock<SwissSettings> =
            std::sync::LazyLock::new(SwissSettings::default);
        match &self.system {
            System::Swiss(s) => s,
            _ => &DEFAULT,
        }
    }

    /// The Muck settings, if this is a Muck event.
    pub fn muck_settings(&self) -> Option<&MuckSettings> {
        match &self.system {
            System::Muck(s) => Some(s),
            _ => None,
        }
    }

    /// The fixed pair with this id.
    pub fn pair(&self, id: PairId) -> Option<&MuckPair> {
        id.0.checked_sub(1)
            .and_then(|i| self.muck.pairs.get(i as usize))
            .filter(|p| p.id == id)
    }

    /// The players of an entrant: the pair's two, or the single player.
    pub fn players_of(&self, e: Entrant) -> Vec<PlayerId> {
        match e {
            Entrant::Pair(p) => self.pair(p).map(|p| p.players.to_vec()).unwrap_or_default(),
            Entrant::Player(p) => vec![p],
        }
    }

    /// An entrant's name: `Berta / Else` for a pair, the player's name for a single player.
    pub fn entrant_name(&self, e: Entrant) -> String {
        match e {
            Entrant::Pair(p) => match self.pair(p) {
                Some(pair) => format!(
                    "{} / {}",
                    self.name_of(pair.players[0]),
                    self.name_of(pair.players[1])
                ),
                None => p.to_string(),
            },
            Entrant::Player(p) => self.name_of(p),
        }
    }

    /// A side's name: the pair's name, or the two players joined with ` / `.
    pub fn side_name(&self, s: Side) -> String {
        match s {
            Side::Pair(p) => self.entrant_name(Entrant::Pair(p)),
            Side::Players(a, b) => format!("{} / {}", self.name_of(a), self.name_of(b)),
        }
    }

    /// Every entrant of a Muck event in registration order: the fixed pairs, or (changing
    /// partners) every player. Withdrawn entrants included. Empty for other systems.
    pub fn entrants(&self) -> Vec<Entrant> {
        match self.muck_settings().map(|s| s.partners) {
            Some(Partners::Fixed) => self
                .muck
                .pairs
                .iter()
                .map(|p| Entrant::Pair(p.id))
                .collect(),
            Some(Partners::Changing) => self
                .participants
                .iter()
                .map(|p| Entrant::Player(p.id))
                .collect(),
            None => Vec::new(),
        }
    }

    /// Whether an entrant takes part in the next round: none of its players withdrawn.
    pub fn is_active(&self, e: Entrant) -> bool {
        let players = self.players_of(e);
        !players.is_empty()
            && players
                .iter()
                .all(|p| self.participant(*p).is_some_and(|x| !x.is_dropped()))
    }

    /// Entrants to be drawn in the next round, in registration order.
    pub fn active_entrants(&self) -> Vec<Entrant> {
        self.entrants()
            .into_iter()
            .filter(|e| self.is_active(*e))
            .collect()
    }

    /// The Muck round with this number.
    pub fn muck_round(&self, n: RoundNo) -> Option<&MuckRound> {
        n.0.checked_sub(1)
            .and_then(|i| self.muck.rounds.get(i as usize))
    }

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

    /// Every participant's name for display, by registration index ([`display_names`]).
    pub fn display_names(&self) -> Vec<String> {
        display_names(&self.participants)
    }

    /// One player's name for display: with ` #id` when another participant has the same
    /// name ([`display_names`]). Costs one pass over the participants; for many names use
    /// [`Tournament::display_names`] once.
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

    /// The round with this number.
    pub fn round(&self, n: RoundNo) -> Option<&Round> {
        n.0.checked_sub(1).and_then(|i| self.rounds.get(i as usize))
    }

    /// The last round, if any.
    pub fn current_round(&self) -> Option<&Round> {
        self.rounds.last()
    }

    /// Rounds whose pairings are fixed (published or complete): those the standings count.
    pub fn played_rounds(&self) -> impl Iterator<Item = &Round> {
        self.rounds.iter().filter(|r| r.state != RoundState::Draft)
    }

    /// Whether the standings after `asked` (`None`: every fixed round) are provisional: a
    /// published round they count still has tables without a result. Gives the latest such
    /// round and its number of open tables.
    pub fn open_tables_counted(&self, asked: Option<RoundNo>) -> Option<(RoundNo, usize)> {
        self.played_rounds()
            .filter(|r| asked.is_none_or(|a| r.number <= a))
            .filter(|r| r.open_tables() > 0)
            .last()
            .map(|r| (r.number, r.open_tables()))
    }

    /// `provisional: round 4 has 7 open tables` when [`Self::open_tables_counted`] finds one,
    /// as the desk, `turnier standings` and the printed standings say it.
    pub fn provisional_note(&self, asked: Option<RoundNo>) -> Option<String> {
        self.open_tables_counted(asked).map(|(r, n)| {
            format!(
                "provisional: round {r} has {n} open table{}",
                if n == 1 { "" } else { "s" }
            )
        })
    }

    /// Players to be paired in the next round: not dropped, in registration order.
    pub fn active_players(&self) -> Vec<PlayerId> {
        self.participants
            .iter()
            .filter(|p| !p.is_dropped())
            .map(|p| p.id)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::same_name_key;

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
