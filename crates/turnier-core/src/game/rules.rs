//! [`Rules`]: one system's part of the shared game, implemented once for its game type in the
//! system's own folder. The router ([`super::apply`]), the checks of a loaded event
//! ([`super::problems`]), the desk's views ([`GameView`]) and [`Game`]'s questions (its label,
//! its rounds, its round clock) call a system only through it, so none of them names a system:
//! the one list of the systems is [`Game`] with its `each_game!` macro (`game/event.rs`).

use super::apply::Change;
use super::{Command, GameKind, Registry, Rejected, RoundNo, RoundState, Routed};
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// One system's rules of the shared game. Where the systems agree the trait has the default,
/// so a system states only what is its own.
pub(crate) trait Rules {
    /// Which system this is.
    const KIND: GameKind;

    /// The system's own commands (`SwissCommand`, …): a command of another system never
    /// reaches [`Rules::run`] (the router refuses it first with `WrongSystem`).
    type Own: TryFrom<Command, Error = Command>;

    /// Applies a shared or own command (the rules of the system's spec file).
    ///
    /// # Errors
    /// [`Rejected`] naming the field and the allowed values; nothing changed then.
    fn run(
        &mut self,
        registry: &mut Registry,
        seed: u64,
        cmd: Routed<Self::Own>,
    ) -> Result<Change, Rejected>;

    /// What is wrong with the system's part of a loaded event, one sentence each, appended to
    /// `out` in the language in force.
    fn problems(&self, registry: &Registry, out: &mut Vec<String>);

    /// What the desk's screens read of the game, computed once per commit by the system's
    /// engines (standings, ranking, race, WRL).
    fn view(&self, registry: &Registry, seed: u64) -> GameView;

    /// The last round that is published or complete (results go to it by default); `None`
    /// before one.
    fn latest_fixed(&self) -> Option<RoundNo>;

    /// The system and its main setting for a list of events: `Swiss (seed)`.
    fn label(&self) -> String;

    /// How many rounds exist, a draft included.
    fn round_count(&self) -> usize;

    /// The round length in minutes a round clock gets unless the director sets one; `None`:
    /// no clock by default (the play-by-mail systems).
    fn round_minutes(&self) -> Option<u32> {
        None
    }

    /// The extra turns after time is called, where the system has them.
    fn extra_turns(&self) -> Option<u32> {
        None
    }

    /// The state of the last round, a draft included, at the systems whose rounds are
    /// published and completed; `None` before round 1 and at the others.
    fn last_round_state(&self) -> Option<RoundState> {
        None
    }
}

/// Runs a system's own command `c` at the system's game `g`, or refuses it as another
/// system's (with what to do instead where the event's system has a like command).
pub(crate) fn run_own<G: Rules>(
    g: &mut G,
    registry: &mut Registry,
    seed: u64,
    c: Command,
) -> Result<Change, Rejected> {
    match G::Own::try_from(c) {
        Ok(c) => g.run(registry, seed, Routed::Own(c)),
        Err(c) => Err(c.wrong_system(G::KIND)),
    }
}

/// A system's views for the desk, built by its engines at each commit ([`Rules::view`]): one
/// value of the system's own type (the Swiss `Standings`, the Muck `MuckRanking`, …), read
/// back by that type with [`GameView::get`]. Cheap to clone (shared).
#[derive(Clone)]
pub struct GameView(Arc<dyn Any + Send + Sync>);

impl GameView {
    /// The view `v`.
    pub fn new<T: Any + Send + Sync>(v: T) -> Self {
        Self(Arc::new(v))
    }

    /// The view as the system's type `T`; `None` when it is another system's.
    pub fn get<T: Any>(&self) -> Option<&T> {
        self.0.downcast_ref()
    }
}

impl fmt::Debug for GameView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("GameView(..)")
    }
}
