//! The saved state of a Turnierfußball series: its rounds (one tournament each, an
//! anti-tournament beside it after R-F8), the lineups as submitted (the latest of a team
//! counts) and an imported ranking list.

use super::command::ImportedRank;
use super::lineup::Lineup;
use super::settings::FootballSettings;
use super::wish::{SentWish, Wishes};
use crate::game::submissions::Submissions;
use crate::game::{PlayerId, RoundNo};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The normal tournament or the anti-tournament of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Tournament {
    /// The tournament of every round.
    Normal,
    /// The anti-tournament (R-F6, R-F8): reversed table, no RLP.
    Anti,
}

impl fmt::Display for Tournament {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Normal => "normal",
            Self::Anti => "anti",
        })
    }
}

/// Who a lineup is for: the tournament and the team's name key (case, accents and spacing
/// folded, [`crate::game::same_name_key`]), so `Eagles` and `eagles` are one team.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TeamKey {
    /// Which tournament of the round.
    pub tournament: Tournament,
    /// The folded team name.
    pub key: String,
}

/// One team's lineup as submitted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamEntry {
    /// The team's name as given (at most 30 characters).
    pub team: String,
    /// Its manager.
    pub manager: PlayerId,
    /// The lineup as submitted (corrected at evaluation, R-F2, R-F6).
    pub lineup: Lineup,
    /// WP wish for the next tournament as sent with this lineup (R-F7); normal tournament
    /// only. It is the manager's, not the team's: it counts for each of his teams. One
    /// outside 10..=300 is kept as sent and ignored ([`super::wish::Wishes`]).
    pub wish: Option<u32>,
}

/// Where a round's WP came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum WpFrom {
    /// The settings (the first round).
    Settings,
    /// The wish of the best place with a valid wish (R-F7).
    Wish {
        /// That place.
        place: u32,
    },
    /// No valid wish: the last WP was kept until the GM decides (R-F7).
    Kept,
    /// Set by the GM.
    Gm,
}

/// One round: its tournament(s) and state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FootballRound {
    /// The round's number.
    pub number: RoundNo,
    /// WP of the normal tournament.
    pub wp: u32,
    /// Where [`Self::wp`] came from.
    pub wp_from: WpFrom,
    /// WP of the anti-tournament beside it, if one runs (R-F8: the previous tournament's WP).
    pub anti_wp: Option<u32>,
    /// The deadline as the GM posts it (`ZAT 12`), if set.
    pub zat: Option<String>,
    /// Evaluated: the tables are final and no lineup is taken.
    pub evaluated: bool,
}

/// The state of a series: settings, rounds (every one but the last evaluated), lineups.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct FootballGame {
    /// WP, mode, dice games, anti-manager.
    pub settings: FootballSettings,
    /// Rounds in order, numbered consecutively; the last one is open.
    pub rounds: Vec<FootballRound>,
    /// Lineups per round; the latest of a team counts (`None`: the team was withdrawn).
    pub lineups: Submissions<TeamKey, Option<TeamEntry>>,
    /// A ranking list taken over from a running game, before the first evaluation.
    pub imported: Vec<ImportedRank>,
}

impl FootballGame {
    /// A series with these settings and its first round open.
    pub fn new(settings: FootballSettings) -> Self {
        let first = FootballRound {
            number: RoundNo(1),
            wp: settings.wp,
            wp_from: WpFrom::Settings,
            anti_wp: None,
            zat: None,
            evaluated: false,
        };
        Self {
            settings,
            rounds: vec![first],
            lineups: Submissions::new(),
            imported: Vec::new(),
        }
    }

    /// The round with this number.
    pub fn round(&self, n: RoundNo) -> Option<&FootballRound> {
        self.rounds.iter().find(|r| r.number == n)
    }

    /// The open round (the last one), if it is not evaluated.
    pub fn open_round(&self) -> Option<&FootballRound> {
        self.rounds.last().filter(|r| !r.evaluated)
    }

    /// The last evaluated round.
    pub fn last_evaluated(&self) -> Option<&FootballRound> {
        self.rounds.iter().rev().find(|r| r.evaluated)
    }

    /// The WP wishes of `round` (R-F7): every wish sent with a lineup of the normal
    /// tournament, in the order received, including those of lineups replaced or withdrawn
    /// since (a later lineup without a wish does not take back the manager's wish).
    pub fn wishes(&self, round: RoundNo) -> Wishes<PlayerId> {
        let entries = self.lineups.of(round).map_or(&[][..], |r| &r.entries[..]);
        Wishes::from_sent(
            entries
                .iter()
                .filter(|s| s.by.tournament == Tournament::Normal)
                .filter_map(|s| {
                    let e = s.value.as_ref()?;
                    Some(SentWish {
                        manager: e.manager,
                        team: e.team.clone(),
                        wish: e.wish?,
                    })
                }),
        )
    }

    /// The teams that count in `round`'s `tournament`: the latest lineup of each team, in
    /// the order of the team keys (names folded); withdrawn teams left out.
    pub fn teams(&self, round: RoundNo, tournament: Tournament) -> Vec<(&TeamKey, &TeamEntry)> {
        self.lineups
            .counting(round)
            .into_iter()
            .filter(|s| s.by.tournament == tournament)
            .filter_map(|s| s.value.as_ref().map(|v| (&s.by, v)))
            .collect()
    }
}
