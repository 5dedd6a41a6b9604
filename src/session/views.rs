//! [`Views`]: what the desk's screens read, computed from the event once per commit. The
//! registry's views (names for search and display) serve every system; each game adds its
//! own, built by its engines ([`GameView`], from the core's `Rules::view`). The typed getters
//! below are conveniences for the five systems' screens; a new system's screens read its view
//! with `views.game.get::<ItsType>()`, so nothing here changes for it.

use crate::deich::Race;
use crate::deich::ranking::Placed;
use crate::football::series::SeriesView;
use crate::game::{Event, GameView, PlayerId, RoundNo};
use crate::muck::ranking::MuckRanking;
use crate::search::NameKey;
use crate::swiss::standings::Standings;

/// The Deich view as the engine builds it: the race and its order (R-D4).
type DeichView = (Race<PlayerId>, Vec<Placed<PlayerId>>);

/// What the screens read, computed from the event once per commit.
#[derive(Debug, Clone)]
pub struct Views {
    /// Each participant's name prepared for search, by registration index.
    pub names: Vec<NameKey>,
    /// Each participant's name for display, by registration index: with ` #id` where two
    /// share a name ([`crate::game::display_names`]).
    pub display: Vec<String>,
    /// The last round that is published or complete: the one results go to by default.
    pub latest_fixed: Option<RoundNo>,
    /// The game's own views, of its system's type ([`Game::view`]: the Swiss `Standings`,
    /// the Muck `MuckRanking`, the Turnierfußball `SeriesView`, the Deich race with its
    /// order, the Grand Slam WRL).
    pub game: GameView,
}

impl Views {
    /// Runs the engines on `t`.
    pub fn of(t: &Event) -> Self {
        Self::after(t, None)
    }

    /// The Swiss standings; `None` for another system.
    pub fn standings(&self) -> Option<&Standings> {
        self.game.get()
    }

    /// The Muck ranking; `None` for another system.
    pub fn ranking(&self) -> Option<&MuckRanking> {
        self.game.get()
    }

    /// The Turnierfußball series view; `None` for another system.
    pub fn football(&self) -> Option<&SeriesView> {
        self.game.get()
    }

    /// The Deich race; `None` for another system.
    pub fn race(&self) -> Option<&Race<PlayerId>> {
        self.game.get::<DeichView>().map(|(race, _)| race)
    }

    /// The Deich race's order (R-D4) as sorted at this commit; `None` for another system.
    pub fn race_order(&self) -> Option<&[Placed<PlayerId>]> {
        self.game
            .get::<DeichView>()
            .map(|(_, order)| order.as_slice())
    }

    /// The Grand Slam WRL before the round being prepared; `None` for another system.
    pub fn wrl(&self) -> Option<&[crate::grand_slam::wrl::WrlLine<usize>]> {
        self.game
            .get::<Vec<crate::grand_slam::wrl::WrlLine<usize>>>()
            .map(Vec::as_slice)
    }

    /// Runs the engines on `t`, which grew from `before` with these views: the prepared names
    /// are kept when no name changed (folding 2,000 names costs more than the standings).
    pub(super) fn after(t: &Event, before: Option<(&Event, Views)>) -> Self {
        let (names, display) = match before {
            Some((old, views))
                if old.registry.participants.len() == t.registry.participants.len()
                    && old
                        .registry
                        .participants
                        .iter()
                        .zip(&t.registry.participants)
                        .all(|(a, b)| a.name == b.name) =>
            {
                (views.names, views.display)
            }
            _ => (
                t.registry
                    .participants
                    .iter()
                    .map(|p| NameKey::new(&p.name))
                    .collect(),
                t.registry.display_names(),
            ),
        };
        let latest_fixed = t.game.latest_fixed();
        let game = t.game.view(&t.registry, t.seed);
        Self {
            names,
            display,
            latest_fixed,
            game,
        }
    }
}
