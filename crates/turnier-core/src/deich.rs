//! Ostfriesischer Deich, the play-by-mail elimination bidding race: `ostfriesischer-deich.txt`
//! and RULINGS R-D1..R-D4.
//!
//! Every round each player still in sends the game master (GM) a bid of Friesenpunkte (FP) by
//! the ZAT; the lowest bids are out, the single highest bidder gets 500 FP, whoever has 0 FP
//! left is out; the race ends after a round with two or fewer left.
//!
//! Files by the rule's concept:
//! - `settings.rs`: the NMR variant (1.3.3, R-D3) and the settings table;
//! - `model.rs`: FP, start FP (1.1) per player, the ZAT per round;
//! - `start.rs`: start FP from the last race's places (1.1);
//! - `bid.rs`: bids (1.2, 3.1, R-D1), the NMR;
//! - `round.rs`: the evaluation of a round, R-D2 (1.3, 1.4);
//! - `ranking.rs`: the order so far and the final order, R-D4 (2.1..2.3);
//! - `race.rs`: the rounds one after the other from the start FP;
//! - `letter.rs`: a player's letter read into his bid (3.1, R-D1);
//! - `command.rs`, `apply.rs`: the GM's commands; `validate.rs`: the invariants of a save.
//!
//! It plugs in as `Game::Deich` with its own `DeichCommand`; bids use the shared per-round
//! submissions where the latest counts ([`crate::game::submissions`]). Pure: no terminal,
//! file or clock (`tests/engines/architecture.rs` keeps it so).

/// The system's own Fluent files (`i18n/*/<name>.ftl`), found through
/// [`crate::game::GameKind::fluent`].
pub(crate) const FLUENT: crate::i18n::Fluent =
    crate::i18n::fluent_files!("deich-engine", "deich", "deich-letters");

pub mod apply;
pub mod bid;
mod command;
pub mod letter;
mod model;
pub mod race;
pub mod ranking;
pub mod round;
mod settings;
pub mod start;
pub(crate) mod validate;

pub use command::DeichCommand;
pub use model::{Fp, StartFp, Zat};
pub use race::Race;
pub use round::{Eliminated, OutReason, RoundOutcome};
pub use settings::{DeichSettings, Nmr};
pub use start::start_fp;

use crate::game::submissions::Submissions;
use crate::game::{PlayerId, Registry, RoundNo};
use bid::Move;
use serde::{Deserialize, Serialize};

/// The state of a Deich race: its settings, each player's start FP, the bids of every round
/// and how many rounds the GM has evaluated.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct DeichGame {
    /// The NMR variant (R-D3).
    pub settings: DeichSettings,
    /// Start FP per player, by registration index (1.1).
    pub start: Vec<StartFp>,
    /// Every bid of every round as received; per player the latest counts (3.1). A round's
    /// bids close when it is evaluated (3.3).
    pub bids: Submissions<PlayerId, Fp>,
    /// Rounds evaluated, `1..=evaluated`.
    pub evaluated: u32,
    /// The ZAT of each round the GM has set one for, in round order.
    pub zats: Vec<Zat>,
}

impl DeichGame {
    /// A race with these settings, nobody registered and nothing evaluated.
    pub fn new(settings: DeichSettings) -> Self {
        Self {
            settings,
            ..Self::default()
        }
    }

    /// The players in the race with their start FP, in registration order: every registered
    /// player who was not dropped before round 1.
    pub fn starters(&self, reg: &Registry) -> Vec<(PlayerId, Fp)> {
        reg.participants
            .iter()
            .filter(|p| !p.is_dropped())
            .map(|p| {
                let s = self
                    .start
                    .get(crate::game::index(p.id))
                    .copied()
                    .unwrap_or_default();
                (p.id, s.fp())
            })
            .collect()
    }

    /// The move of `p` in `round`: his latest bid, or an NMR.
    pub fn move_of(&self, round: RoundNo, p: PlayerId) -> Move {
        self.bids
            .latest(round, &p)
            .map_or(Move::Nmr, |s| Move::Bid(s.value))
    }

    /// The race after the evaluated rounds (R-D1..R-D4).
    pub fn race(&self, reg: &Registry) -> Race<PlayerId> {
        race::play(
            &self.starters(reg),
            self.evaluated,
            self.settings.nmr,
            |r, p| self.move_of(r, *p),
        )
    }

    /// The race after its first `rounds` evaluated rounds (at most [`DeichGame::evaluated`]):
    /// the standings after an earlier round.
    pub fn race_after(&self, reg: &Registry, rounds: u32) -> Race<PlayerId> {
        race::play(
            &self.starters(reg),
            rounds.min(self.evaluated),
            self.settings.nmr,
            |r, p| self.move_of(r, *p),
        )
    }

    /// The ZAT the GM set for `round`, if any.
    pub fn zat(&self, round: RoundNo) -> Option<&str> {
        self.zats
            .iter()
            .find(|z| z.round == round)
            .map(|z| z.text.as_str())
    }
}
