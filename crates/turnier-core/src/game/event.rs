//! The event as saved: the shared registry and audit log, and one game inside
//! (DESIGN.md, "One event, one game inside").

use super::audit::AuditEntry;
use super::registry::Registry;
use super::rules::{GameView, Rules};
use crate::deich::DeichGame;
use crate::football::FootballGame;
use crate::grand_slam::GrandSlamGame;
use crate::muck::MuckGame;
use crate::swiss::SwissGame;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The save-file schema this build writes and reads.
///
/// - 1: Swiss only (`system`, `participants`, `rounds`).
/// - 2: added Muck (`System::Muck`, the `muck` field).
/// - 3: one game inside the event (`registry`, `game`); see the app's `turnier::store` for the upgrade.
pub const SCHEMA: u32 = 3;

/// A whole event as saved: the single source of truth for every view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// Save-file schema version, [`SCHEMA`].
    pub schema: u32,
    /// The event's name.
    pub name: String,
    /// When it was created (UTC).
    pub created: DateTime<Utc>,
    /// Seed for the engines that draw lots ([`super::lots`]); stored so that the same state
    /// always gives the same draw. Swiss draws none.
    pub seed: u64,
    /// Participants, shared by every system.
    pub registry: Registry,
    /// Every committed command.
    pub audit: Vec<AuditEntry>,
    /// The system with its settings and state.
    pub game: Game,
    /// The language this event's documents are printed in (so a German Muck evening is printed
    /// in German also from an English laptop); `None` prints in the language of the desk or the
    /// command line. Left out of the save when `None`, so every save written before it stays
    /// byte-identical. Set by [`super::Command::SetPrintLanguage`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub print_language: Option<crate::i18n::Lang>,
    /// The round clock: the round length set and the running round's clock. Left out of the
    /// save while unset, so every save written before it stays byte-identical. No engine reads
    /// it.
    #[serde(default, skip_serializing_if = "super::clock::Clock::is_unset")]
    pub clock: super::clock::Clock,
    /// The players' reported results waiting for the desk, and the tables whose reporting is
    /// locked ([`super::reports`]). Left out of the save while empty, so every save written
    /// before it stays byte-identical. No engine reads it.
    #[serde(default, skip_serializing_if = "super::reports::Reports::is_empty")]
    pub reports: super::reports::Reports,
}

/// The system of an event with its own settings and state: one variant per spec file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Game {
    /// Magic Swiss, `swiss-pairing-and-scoring.txt`.
    Swiss(SwissGame),
    /// A Muck evening, `muck-ranking.txt`.
    Muck(MuckGame),
    /// A Turnierfußball series, `turnierfussball.txt`.
    Football(FootballGame),
    /// An Ostfriesischer Deich race, `ostfriesischer-deich.txt`.
    Deich(DeichGame),
    /// A Grand Slam game, `grand-slam.txt`.
    GrandSlam(GrandSlamGame),
}

/// Which system a [`Game`] is, without its state: for dispatch and for the words a person
/// reads ("this is a swiss event").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// [`Game::Swiss`].
    Swiss,
    /// [`Game::Muck`].
    Muck,
    /// [`Game::Football`].
    Football,
    /// [`Game::Deich`].
    Deich,
    /// [`Game::GrandSlam`].
    GrandSlam,
}

impl GameKind {
    /// Every system the desk's new-event form offers, in the order it lists them (the form's
    /// system row shows a window of them around the chosen one where they do not all fit).
    pub const ALL: [GameKind; 5] = [
        GameKind::Swiss,
        GameKind::Muck,
        GameKind::Football,
        GameKind::Deich,
        GameKind::GrandSlam,
    ];

    /// The system's name as the command line spells it: `swiss`, `muck`, `football`,
    /// `deich`, `grand-slam`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Swiss => "swiss",
            Self::Muck => "muck",
            Self::Football => "football",
            Self::Deich => "deich",
            Self::GrandSlam => "grand-slam",
        }
    }

    /// The system as a sentence names an event of it, in the language in force: `a swiss
    /// event`, `ein Muck-Abend` ("this is …").
    pub fn event_words(self) -> &'static str {
        crate::i18n::t(match self {
            Self::Swiss => "system-event-swiss",
            Self::Muck => "system-event-muck",
            Self::Football => "system-event-football",
            Self::Deich => "system-event-deich",
            Self::GrandSlam => "system-event-grand-slam",
        })
    }

    /// The events of the system as a sentence names those a command is for, in the language
    /// in force: `swiss events`, `Muck-Abenden` ("… is for … only").
    pub fn owner_words(self) -> &'static str {
        crate::i18n::t(match self {
            Self::Swiss => "system-owner-swiss",
            Self::Muck => "system-owner-muck",
            Self::Football => "system-owner-football",
            Self::Deich => "system-owner-deich",
            Self::GrandSlam => "system-owner-grand-slam",
        })
    }

    /// The system's own Fluent files (the shared ones are the i18n layer's).
    pub fn fluent(self) -> &'static crate::i18n::Fluent {
        match self {
            Self::Swiss => &crate::swiss::FLUENT,
            Self::Muck => &crate::muck::FLUENT,
            Self::Football => &crate::football::FLUENT,
            Self::Deich => &crate::deich::FLUENT,
            Self::GrandSlam => &crate::grand_slam::FLUENT,
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `$body` with `$g` bound to the game inside `$game` (a `Game`, `&Game` or `&mut Game`),
/// whichever system it is: the one list of the systems' variants, for everything that asks each
/// system the same through [`super::rules::Rules`].
macro_rules! each_game {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            $crate::game::Game::Swiss($g) => $body,
            $crate::game::Game::Muck($g) => $body,
            $crate::game::Game::Football($g) => $body,
            $crate::game::Game::Deich($g) => $body,
            $crate::game::Game::GrandSlam($g) => $body,
        }
    };
}
pub(crate) use each_game;

impl Game {
    /// Which system this is.
    pub fn kind(&self) -> GameKind {
        fn kind<G: Rules>(_: &G) -> GameKind {
            G::KIND
        }
        each_game!(self, g => kind(g))
    }

    /// The system and its main setting for a list of events: `Swiss (seed)`, `Muck (fixed
    /// pairs)`.
    pub fn label(&self) -> String {
        each_game!(self, g => g.label())
    }

    /// The round length in minutes a round clock gets unless the director sets one: 50 for
    /// Swiss (the usual competitive round); for Muck its `time_limit` setting (R-M9: none by
    /// default); none for the play-by-mail systems.
    pub fn round_minutes(&self) -> Option<u32> {
        each_game!(self, g => g.round_minutes())
    }

    /// The extra turns after time is called, where the system has them: Swiss 5 (MTR 2.5:
    /// the active player finishes the turn, then five more turns); `None` elsewhere.
    pub fn extra_turns(&self) -> Option<u32> {
        each_game!(self, g => g.extra_turns())
    }

    /// The playoff stage of round `n` (Swiss after the top cut, R-S19); `None` for every
    /// other round and system.
    pub fn playoff_stage(&self, n: super::RoundNo) -> Option<crate::swiss::playoff::Stage> {
        match self {
            Self::Swiss(g) => crate::swiss::playoff::stage_of(g, n),
            _ => None,
        }
    }

    /// The state of the last round, a draft included, for the systems with rounds that are
    /// published and completed (Swiss, Muck); `None` before round 1 and for the
    /// play-by-mail systems. The round clock shows while it is [`super::RoundState::Published`].
    pub fn last_round_state(&self) -> Option<super::RoundState> {
        each_game!(self, g => g.last_round_state())
    }

    /// How many rounds exist, a draft included.
    pub fn round_count(&self) -> usize {
        each_game!(self, g => g.round_count())
    }

    /// The last round that is published or complete: the one results go to by default;
    /// `None` before one.
    pub fn latest_fixed(&self) -> Option<super::RoundNo> {
        each_game!(self, g => g.latest_fixed())
    }

    /// What the desk's screens read of the game, computed by the system's engines (standings,
    /// ranking, race, WRL): read back with [`GameView::get`] by the system's type.
    pub fn view(&self, registry: &Registry, seed: u64) -> GameView {
        each_game!(self, g => g.view(registry, seed))
    }
}

impl Event {
    /// A new event with nobody registered and nothing played.
    pub fn new(name: impl Into<String>, game: Game, created: DateTime<Utc>, seed: u64) -> Self {
        Self {
            schema: SCHEMA,
            name: name.into(),
            created,
            seed,
            registry: Registry::default(),
            audit: Vec::new(),
            game,
            print_language: None,
            clock: Default::default(),
            reports: Default::default(),
        }
    }

    /// Which system the event runs.
    pub fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// The Swiss game, for code of the Swiss slice; `None` for another system.
    pub fn swiss(&self) -> Option<&SwissGame> {
        match &self.game {
            Game::Swiss(g) => Some(g),
            _ => None,
        }
    }

    /// The Muck game, for code of the Muck slice; `None` for another system.
    pub fn muck(&self) -> Option<&MuckGame> {
        match &self.game {
            Game::Muck(g) => Some(g),
            _ => None,
        }
    }

    /// The Turnierfußball series, for code of the Football slice; `None` for another system.
    pub fn football(&self) -> Option<&FootballGame> {
        match &self.game {
            Game::Football(g) => Some(g),
            _ => None,
        }
    }

    /// The Turnierfußball series to change in place, as [`Event::swiss_mut`].
    pub fn football_mut(&mut self) -> Option<&mut FootballGame> {
        match &mut self.game {
            Game::Football(g) => Some(g),
            _ => None,
        }
    }

    /// The Deich race, for code of the Deich slice; `None` for another system.
    pub fn deich(&self) -> Option<&DeichGame> {
        match &self.game {
            Game::Deich(g) => Some(g),
            _ => None,
        }
    }

    /// The Grand Slam game, for code of the Grand Slam slice; `None` for another system.
    pub fn grand_slam(&self) -> Option<&GrandSlamGame> {
        match &self.game {
            Game::GrandSlam(g) => Some(g),
            _ => None,
        }
    }

    /// The Grand Slam game to change in place, as [`Event::swiss_mut`].
    pub fn grand_slam_mut(&mut self) -> Option<&mut GrandSlamGame> {
        match &mut self.game {
            Game::GrandSlam(g) => Some(g),
            _ => None,
        }
    }

    /// The Swiss game to change in place: for generators and tests that build an event
    /// directly (everything else changes an event only through [`super::apply`]).
    pub fn swiss_mut(&mut self) -> Option<&mut SwissGame> {
        match &mut self.game {
            Game::Swiss(g) => Some(g),
            _ => None,
        }
    }

    /// The Muck game to change in place, as [`Event::swiss_mut`].
    pub fn muck_mut(&mut self) -> Option<&mut MuckGame> {
        match &mut self.game {
            Game::Muck(g) => Some(g),
            _ => None,
        }
    }
}
