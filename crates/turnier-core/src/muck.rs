//! Muck evenings: `muck-ranking.txt` and RULINGS R-M1..R-M9.
//!
//! Files by the rule's concept:
//! - `settings.rs`: fixed pairs or changing partners (R-M6), Bobbl per round, target points
//!   (R-M1), the schedule;
//! - `model.rs`: pairs, sides, tables, Bobbl scores and the sheet's second entry;
//! - `command.rs`, `apply.rs`: the commands and their dispatch, with `apply/registration.rs`
//!   (pairs, single players, late entries, withdrawals; R-M6), `apply/round.rs` (the draw and
//!   its edits, publishing; R-M7, R-M8) and `apply/sheets.rs` (Bobbl scores, the second entry,
//!   imports; R-M1);
//! - `draw.rs` with `search.rs`: the whole-round draw avoiding repeats (R-M6), from the
//!   event's seed;
//! - `late.rs`: where a late pair or single player sits in the last round (against the
//!   entrant who sits out, else out of the round; `apply/late.rs` seats it);
//! - `ranking.rs`: Bobbl, Tore, Tore against; Plus and Plus-Minus beside it (R-M2..R-M5);
//! - `validate.rs`: the invariants a loaded Muck game holds.
//!
//! Pure: no terminal, file or clock (`tests/engines/architecture.rs` keeps it so).

/// The system's own Fluent files (`i18n/*/<name>.ftl`), found through
/// [`crate::game::GameKind::fluent`].
pub(crate) const FLUENT: crate::i18n::Fluent = crate::i18n::fluent_files!("muck");

pub mod apply;
mod command;
pub mod draw;
pub mod late;
mod model;
pub mod ranking;
pub mod search;
mod settings;
pub(crate) mod validate;

pub use command::{ImportedMuckTable, MuckCommand};
pub use model::{
    ABORTED_MARK, BobblScore, Entrant, MuckPair, MuckRound, MuckTable, PairId, SheetEntry, Side,
    StaleDraft,
};
pub use settings::{MuckSettings, Partners, Schedule};

use crate::game::{PlayerId, Registry, RoundNo, RoundState};
use serde::{Deserialize, Serialize};

/// The state of a Muck evening: its settings, the fixed pairs and the rounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct MuckGame {
    /// Fixed pairs or changing partners, Bobbl per round, target, schedule.
    pub settings: MuckSettings,
    /// Fixed pairs in registration order (`id` = position + 1); empty with changing partners.
    pub pairs: Vec<MuckPair>,
    /// Rounds in order; at most the last one is a draft.
    pub rounds: Vec<MuckRound>,
}

impl MuckGame {
    /// A Muck game with these settings, no pair and no round.
    pub fn new(settings: MuckSettings) -> Self {
        Self {
            settings,
            pairs: Vec::new(),
            rounds: Vec::new(),
        }
    }

    /// The fixed pair with this id.
    pub fn pair(&self, id: PairId) -> Option<&MuckPair> {
        id.0.checked_sub(1)
            .and_then(|i| self.pairs.get(i as usize))
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
    pub fn entrant_name(&self, reg: &Registry, e: Entrant) -> String {
        match e {
            Entrant::Pair(p) => match self.pair(p) {
                Some(pair) => format!(
                    "{} / {}",
                    reg.name_of(pair.players[0]),
                    reg.name_of(pair.players[1])
                ),
                None => p.to_string(),
            },
            Entrant::Player(p) => reg.name_of(p),
        }
    }

    /// A side's name: the pair's name, or the two players joined with ` / `.
    pub fn side_name(&self, reg: &Registry, s: Side) -> String {
        match s {
            Side::Pair(p) => self.entrant_name(reg, Entrant::Pair(p)),
            Side::Players(a, b) => format!("{} / {}", reg.name_of(a), reg.name_of(b)),
        }
    }

    /// Every entrant in registration order: the fixed pairs, or (changing partners) every
    /// player. Withdrawn entrants included.
    pub fn entrants(&self, reg: &Registry) -> Vec<Entrant> {
        match self.settings.partners {
            Partners::Fixed => self.pairs.iter().map(|p| Entrant::Pair(p.id)).collect(),
            Partners::Changing => reg
                .participants
                .iter()
                .map(|p| Entrant::Player(p.id))
                .collect(),
        }
    }

    /// Whether an entrant takes part in the next round: none of its players withdrawn.
    pub fn is_active(&self, reg: &Registry, e: Entrant) -> bool {
        let players = self.players_of(e);
        !players.is_empty()
            && players
                .iter()
                .all(|p| reg.participant(*p).is_some_and(|x| !x.is_dropped()))
    }

    /// Entrants to be drawn in the next round, in registration order.
    pub fn active_entrants(&self, reg: &Registry) -> Vec<Entrant> {
        self.entrants(reg)
            .into_iter()
            .filter(|e| self.is_active(reg, *e))
            .collect()
    }

    /// The round with this number.
    pub fn round(&self, n: RoundNo) -> Option<&MuckRound> {
        n.0.checked_sub(1).and_then(|i| self.rounds.get(i as usize))
    }

    /// Fixed pairs: the players who came alone and wait for a partner (registered, in no pair,
    /// not withdrawn), in registration order. They are neither drawn nor ranked until
    /// [`MuckCommand::MakePair`] puts two of them into a pair. Empty with changing partners.
    pub fn waiting_for_partner(&self, reg: &Registry) -> Vec<PlayerId> {
        if self.settings.partners != Partners::Fixed {
            return Vec::new();
        }
        reg.participants
            .iter()
            .filter(|p| !p.is_dropped())
            .filter(|p| !self.pairs.iter().any(|x| x.players.contains(&p.id)))
            .map(|p| p.id)
            .collect()
    }

    /// `waiting for a partner: Anna, Bert`, or `None` when nobody waits.
    pub fn waiting_words(&self, reg: &Registry) -> Option<String> {
        let w = self.waiting_for_partner(reg);
        (!w.is_empty()).then(|| {
            crate::tr!(
                "muck-waiting",
                count = w.len(),
                names = w
                    .iter()
                    .map(|p| reg.name_of(*p))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
    }

    /// The draft, if there is one and it no longer matches the active entrants.
    pub fn stale_draft(&self, reg: &Registry) -> Option<StaleDraft> {
        let r = self
            .rounds
            .last()
            .filter(|r| r.state == RoundState::Draft)?;
        let missing: Vec<Entrant> = self
            .active_entrants(reg)
            .into_iter()
            .filter(|e| !r.involves(*e))
            .collect();
        let mut withdrawn: Vec<Entrant> = r
            .tables
            .iter()
            .flat_map(|tb| [tb.a, tb.b])
            .flat_map(Side::entrants)
            .chain(r.sitting_out.iter().copied())
            .filter(|e| !self.is_active(reg, *e))
            .collect();
        withdrawn.sort();
        withdrawn.dedup();
        (!missing.is_empty() || !withdrawn.is_empty()).then_some(StaleDraft {
            round: r.number,
            missing,
            withdrawn,
        })
    }
}
