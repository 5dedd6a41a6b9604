//! [`Views`]: what the desk's screens read, computed from the event once per commit.

use crate::game::{Event, RoundNo, RoundState};
use crate::muck::ranking::{MuckRanking, ranking};
use crate::swiss::SwissGame;
use crate::swiss::standings::{Standings, standings};
use crate::tui::search::NameKey;

/// What the screens read, computed from the tournament once per commit.
#[derive(Debug, Clone)]
pub struct Views {
    /// Standings over every fixed round (MTR Appendix C), best first.
    pub standings: Standings,
    /// Each participant's name prepared for search, by registration index.
    pub names: Vec<NameKey>,
    /// Each participant's name for display, by registration index: with ` #id` where two
    /// share a name ([`crate::game::display_names`]).
    pub display: Vec<String>,
    /// The last round that is published or complete: the one results go to by default.
    pub latest_fixed: Option<RoundNo>,
    /// The Muck ranking over every counted round (R-M2..R-M5, with Plus and Plus-Minus);
    /// `None` for other systems.
    pub muck: Option<MuckRanking>,
}

impl Views {
    /// Runs the engines on `t`.
    pub fn of(t: &Event) -> Self {
        Self::after(t, None)
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
        // Another system has no Swiss rounds: its standings are those of an empty Swiss game
        // with the default settings, as before.
        let no_swiss = SwissGame::default();
        let swiss = t.swiss().unwrap_or(&no_swiss);
        Self {
            standings: standings(&t.registry, swiss, None),
            names,
            display,
            latest_fixed: swiss
                .rounds
                .iter()
                .rev()
                .find(|r| r.state != RoundState::Draft)
                .map(|r| r.number),
            muck: t.muck().map(|g| ranking(&t.registry, g, None)),
        }
    }
}
