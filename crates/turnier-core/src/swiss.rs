//! Magic Swiss per the Magic Tournament Rules: `swiss-pairing-and-scoring.txt` (MTR Appendix
//! C) and RULINGS R-S1..R-S19.
//!
//! Files by the rule's concept:
//! - `settings.rs`: R-S1..R-S9, the setting profiles;
//! - `round.rs`: rounds, tables, match results (R-S1, R-S2; "Wie eine Runde entsteht");
//! - `command.rs`, `apply.rs`: what the director does ("Was der Veranstalter steuert"), with
//!   `apply/registration.rs` (players, R-S6 drops, R-S17 late entries), `apply/round.rs`
//!   (pairing on request, the draft's swaps, publishing) and `apply/results.rs` (results,
//!   imports);
//! - `standings.rs`: match points, OMW%, GW%, OGW% with the floor (R-S1..R-S5, R-S8, R-S9);
//! - `pairing.rs` with `field.rs`, `tiers.rs`, `matching.rs`, `optimum.rs`, `fast_path.rs`:
//!   whole-round pairing, the lexicographic optimum of R-S10..R-S17;
//! - `top_cut.rs`: R-S18 (recommendation, check, seeding);
//! - `playoff.rs`: the playoff after the cut, its rounds and final places (R-S18, R-S19);
//! - `event_day.rs`: planned rounds (MTR Appendix E), round 1 by lot (R-S21), late arrivals
//!   (R-S20);
//! - `validate.rs`: the invariants a loaded Swiss game holds;
//! - `synthetic.rs`: seeded synthetic events for benchmarks and property tests.
//!
//! Pure: no terminal, file or clock (`tests/engines/architecture.rs` keeps it so).

/// The system's own Fluent files (`i18n/*/<name>.ftl`), found through
/// [`crate::game::GameKind::fluent`].
pub(crate) const FLUENT: crate::i18n::Fluent = crate::i18n::fluent_files!("playoff", "swiss");

pub mod apply;
mod command;
mod crossing;
pub mod event_day;
mod fast_path;
mod field;
pub mod matching;
mod optimum;
pub mod pairing;
pub mod playoff;
mod round;
mod settings;
pub mod standings;
pub mod synthetic;
mod tiers;
pub mod top_cut;
pub(crate) mod validate;
mod wide;

pub use command::{ImportedMatch, ImportedPlayer, SwissCommand};
pub use round::{MatchResult, Outcome, Round, Table, TableReason};
pub use settings::{ByeGames, Floor, Opponents, Profile, RoundOne, SwissSettings};

use crate::game::lifecycle::{LifecycleRound, LifecycleTable, RoundWords};
use crate::game::{RoundNo, RoundState, TableNo};
use serde::{Deserialize, Serialize};

/// How many restricted re-solves the R-S16 step of the pairing engine has run in this
/// process (all threads): a diagnostic for benchmarks (`examples/pair_timing.rs`).
#[doc(hidden)]
pub fn pairing_resolves() -> usize {
    optimum::RESOLVES.load(std::sync::atomic::Ordering::Relaxed)
}

/// The blossom solves the pairing engine has run in this process (all threads), as `(cold,
/// warm, profile)`: solves started from nothing, solves started from a guess, and how many of
/// all these checked a float profile (R-S15 search): a diagnostic for benchmarks
/// (`examples/pair_timing.rs`).
#[doc(hidden)]
pub fn pairing_solves() -> (usize, usize, usize) {
    use std::sync::atomic::Ordering::Relaxed;
    (
        optimum::COLD_SOLVES.load(Relaxed),
        optimum::WARM_SOLVES.load(Relaxed),
        optimum::PROFILE_SOLVES.load(Relaxed),
    )
}

/// The state of a Swiss event: its settings and its rounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct SwissGame {
    /// R-S1..R-S9.
    pub settings: SwissSettings,
    /// Rounds in order; at most the last one is a draft. After the top cut the playoff
    /// rounds follow the last Swiss round ([`playoff::Playoff::after`]).
    pub rounds: Vec<Round>,
    /// The playoff once the top cut is made (R-S18, R-S19); absent before, and then not
    /// written, so saves without a playoff stay byte-identical.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub playoff: Option<playoff::Playoff>,
}

impl SwissGame {
    /// A Swiss game with these settings and no round.
    pub fn new(settings: SwissSettings) -> Self {
        Self {
            settings,
            rounds: Vec::new(),
            playoff: None,
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

    /// The last round if it is an unpublished draft (the one publish, swap and delete act
    /// on); `None` before round 1 and once the last round is fixed.
    pub fn draft(&self) -> Option<&Round> {
        self.rounds.last().filter(|r| r.state == RoundState::Draft)
    }

    /// Swiss rounds whose pairings are fixed (published or complete): those the standings
    /// count. Playoff rounds are not among them: the standings stay frozen at the cut (R-S19).
    pub fn played_rounds(&self) -> impl Iterator<Item = &Round> {
        let last = self.playoff.as_ref().map(|p| p.after);
        self.rounds
            .iter()
            .filter(move |r| r.state != RoundState::Draft && last.is_none_or(|a| r.number <= a))
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
}

impl LifecycleTable for Table {
    fn number(&self) -> TableNo {
        self.number
    }

    /// A swapped table number is a manual edit of the proposal.
    fn renumber(&mut self, n: TableNo) {
        self.number = n;
        self.reason.manual = true;
    }
}

/// A Swiss round is paired, re-paired and published; its tables lack a result until entered.
impl LifecycleRound for Round {
    const WORDS: RoundWords = RoundWords {
        first: crate::i18n::key("err-words-swiss-first"),
        again: crate::i18n::key("err-words-swiss-again"),
        lacking: crate::i18n::key("err-words-swiss-lacking"),
        entering: crate::i18n::key("err-words-swiss-entering"),
    };
    type Table = Table;

    fn number(&self) -> RoundNo {
        self.number
    }

    fn state(&self) -> RoundState {
        self.state
    }

    fn set_state(&mut self, state: RoundState) {
        self.state = state;
    }

    fn tables(&self) -> &[Table] {
        &self.tables
    }

    fn tables_mut(&mut self) -> &mut [Table] {
        &mut self.tables
    }

    fn open_tables(&self) -> usize {
        Round::open_tables(self)
    }
}
