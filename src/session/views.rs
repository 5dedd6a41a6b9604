//! [`Views`]: what the desk's screens read, computed from the event once per commit. The
//! registry's views (names for search and display) serve every system; each game adds its
//! own ([`GameViews`]): the one place here that asks which system an event runs.

use crate::deich::Race;
use crate::deich::ranking::Placed;
use crate::football::series::{SeriesView, series};
use crate::game::{Event, Game, PlayerId, RoundNo, RoundState};
use crate::muck::ranking::{MuckRanking, ranking};
use crate::search::NameKey;
use crate::swiss::standings::{Standings, standings};

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
    /// The game's own views.
    pub game: GameViews,
}

/// Each system's views, built by its engines.
#[derive(Debug, Clone)]
pub enum GameViews {
    /// Swiss: the standings over every fixed round (MTR Appendix C), best first.
    Swiss(Standings),
    /// Muck: the ranking over every counted round (R-M2..R-M5, with Plus and Plus-Minus).
    Muck(MuckRanking),
    /// Turnierfußball: the open round's tables so far, the last evaluated round's and the
    /// ranking list (R-F3..R-F9).
    Football(SeriesView),
    /// Deich: the race so far, every evaluated round (R-D1..R-D3), and its order (R-D4:
    /// the order so far, or the final order), sorted once per commit.
    Deich(Race<PlayerId>, Vec<Placed<PlayerId>>),
    /// Grand Slam: the WRL before the round being prepared (6.3, R-G9), by player index.
    GrandSlam(Vec<crate::grand_slam::wrl::WrlLine<usize>>),
}

impl Views {
    /// Runs the engines on `t`.
    pub fn of(t: &Event) -> Self {
        Self::after(t, None)
    }

    /// The Swiss standings; `None` for another system.
    pub fn standings(&self) -> Option<&Standings> {
        match &self.game {
            GameViews::Swiss(s) => Some(s),
            _ => None,
        }
    }

    /// The Muck ranking; `None` for another system.
    pub fn ranking(&self) -> Option<&MuckRanking> {
        match &self.game {
            GameViews::Muck(r) => Some(r),
            _ => None,
        }
    }

    /// The Turnierfußball series view; `None` for another system.
    pub fn football(&self) -> Option<&SeriesView> {
        match &self.game {
            GameViews::Football(s) => Some(s),
            _ => None,
        }
    }

    /// The Deich race; `None` for another system.
    pub fn race(&self) -> Option<&Race<PlayerId>> {
        match &self.game {
            GameViews::Deich(r, _) => Some(r),
            _ => None,
        }
    }

    /// The Deich race's order (R-D4) as sorted at this commit; `None` for another system.
    pub fn race_order(&self) -> Option<&[Placed<PlayerId>]> {
        match &self.game {
            GameViews::Deich(_, o) => Some(o),
            _ => None,
        }
    }

    /// The Grand Slam WRL before the round being prepared; `None` for another system.
    pub fn wrl(&self) -> Option<&[crate::grand_slam::wrl::WrlLine<usize>]> {
        match &self.game {
            GameViews::GrandSlam(w) => Some(w),
            _ => None,
        }
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
        let fixed = |states: &mut dyn Iterator<Item = (RoundNo, RoundState)>| {
            states
                .filter(|(_, s)| *s != RoundState::Draft)
                .last()
                .map(|(n, _)| n)
        };
        let (latest_fixed, game) = match &t.game {
            Game::Swiss(g) => (
                fixed(&mut g.rounds.iter().map(|r| (r.number, r.state))),
                GameViews::Swiss(standings(&t.registry, g, None)),
            ),
            Game::Muck(g) => (
                fixed(&mut g.rounds.iter().map(|r| (r.number, r.state))),
                GameViews::Muck(ranking(&t.registry, g, None)),
            ),
            Game::Football(g) => (
                g.last_evaluated().map(|r| r.number),
                GameViews::Football(series(g, &t.registry, t.seed)),
            ),
            Game::Deich(g) => ((g.evaluated > 0).then_some(RoundNo(g.evaluated)), {
                let race = g.race(&t.registry);
                let order = race.order();
                GameViews::Deich(race, order)
            }),
            Game::GrandSlam(g) => (
                g.last_played().map(|r| RoundNo(r.number)),
                GameViews::GrandSlam(g.wrl(g.current_round())),
            ),
        };
        Self {
            names,
            display,
            latest_fixed,
            game,
        }
    }
}
