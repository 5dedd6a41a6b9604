//! The invariants of a Turnierfußball series, checked with the rest on every load and before
//! every write.

use super::apply::{TEAM_MAX, TEAMS_PER_MANAGER};
use super::model::{FootballGame, Tournament};
use super::series::parse_rlp;
use crate::game::Registry;
use crate::tr;
use std::collections::HashMap;

/// Appends every broken invariant of `g` (managers in `reg`) to `out`:
///
/// - the settings are allowed ([`crate::football::FootballSettings::validate`]);
/// - there is at least one round; rounds are numbered consecutively; every round but the last
///   is evaluated and the last is open; the lineups of evaluated rounds are closed, the open
///   round's are not;
/// - every lineup counting names a registered manager, a team name of at most 30 characters,
///   a wish only in the normal tournament (one outside 10..=300 is kept as sent and ignored,
///   R-F7) and a tournament the round has; a manager has at most two teams per tournament;
/// - the imported ranking list names registered managers once each, with decimal RLP.
pub(crate) fn problems(reg: &Registry, g: &FootballGame, out: &mut Vec<String>) {
    if let Err(e) = g.settings.validate() {
        out.push(tr!("football-v-settings", why = e.to_string()));
    }
    let known = |id: crate::game::PlayerId| id.0 >= 1 && id.0 as usize <= reg.participants.len();
    if g.rounds.is_empty() {
        out.push(tr!("football-v-no-round"));
    }
    let last = g.rounds.len();
    for (i, r) in g.rounds.iter().enumerate() {
        // Words only for a message: this runs on every load and before every write.
        let label = || tr!("football-v-round", round = r.number.0);
        if i > 0 && r.number.0 != g.rounds[i - 1].number.0 + 1 {
            out.push(tr!(
                "football-v-not-following",
                label = label().as_str(),
                before = g.rounds[i - 1].number.0
            ));
        }
        if (i + 1 < last) != r.evaluated {
            out.push(if r.evaluated {
                tr!("football-v-last-evaluated", label = label().as_str())
            } else {
                tr!("football-v-not-evaluated", label = label().as_str())
            });
        }
        if r.evaluated != g.lineups.is_closed(r.number) {
            out.push(if r.evaluated {
                tr!("football-v-lineups-open", label = label().as_str())
            } else {
                tr!("football-v-lineups-closed", label = label().as_str())
            });
        }
        let mut per_manager: HashMap<(Tournament, crate::game::PlayerId), usize> = HashMap::new();
        for s in g.lineups.counting(r.number) {
            let Some(e) = &s.value else { continue };
            let at = || {
                tr!(
                    "football-v-team",
                    label = label().as_str(),
                    team = e.team.as_str()
                )
            };
            if !known(e.manager) {
                out.push(tr!(
                    "football-v-manager-unknown",
                    at = at().as_str(),
                    manager = e.manager.to_string()
                ));
            }
            if e.team.chars().count() > TEAM_MAX || e.team.trim().is_empty() {
                out.push(tr!(
                    "football-v-team-name",
                    at = at().as_str(),
                    max = TEAM_MAX
                ));
            }
            // A normal lineup keeps a wish outside 10..=300 as sent: ignored, not wrong (R-F7).
            if let Some(w) = e.wish
                && s.by.tournament == Tournament::Anti
            {
                out.push(tr!("football-v-wish", at = at().as_str(), wish = w));
            }
            if s.by.tournament == Tournament::Anti && r.anti_wp.is_none() {
                out.push(tr!("football-v-no-anti", at = at().as_str()));
            }
            *per_manager.entry((s.by.tournament, e.manager)).or_default() += 1;
        }
        for ((t, m), n) in per_manager {
            if n > TEAMS_PER_MANAGER {
                out.push(tr!(
                    "football-v-too-many-teams",
                    label = label().as_str(),
                    manager = m.to_string(),
                    count = n,
                    tournament = t.to_string(),
                    max = TEAMS_PER_MANAGER
                ));
            }
        }
    }
    for s in g.lineups.rounds() {
        if g.round(s.round).is_none() {
            out.push(tr!("football-v-lineups-no-round", round = s.round.0));
        }
    }
    let mut seen = Vec::new();
    for row in &g.imported {
        if !known(row.manager) {
            out.push(tr!(
                "football-v-import-unknown",
                manager = row.manager.to_string()
            ));
        }
        if seen.contains(&row.manager) {
            out.push(tr!(
                "football-v-import-twice",
                manager = row.manager.to_string()
            ));
        }
        seen.push(row.manager);
        if parse_rlp(&row.rlp).is_none() {
            out.push(tr!("football-v-import-rlp", rlp = format!("{:?}", row.rlp)));
        }
    }
}
