//! The invariants of a Turnierfußball series (issue 13), checked with the rest on every load
//! and before every write.

use super::apply::{TEAM_MAX, TEAMS_PER_MANAGER};
use super::model::{FootballGame, Tournament};
use super::series::parse_rlp;
use super::wish::WISH;
use crate::game::Registry;
use std::collections::HashMap;

/// Appends every broken invariant of `g` (managers in `reg`) to `out`:
///
/// - the settings are allowed ([`crate::football::FootballSettings::validate`]);
/// - there is at least one round; rounds are numbered consecutively; every round but the last
///   is evaluated and the last is open; the lineups of evaluated rounds are closed, the open
///   round's are not;
/// - every lineup counting names a registered manager, a team name of at most 30 characters,
///   a valid wish (normal tournament only) and a tournament the round has; a manager has at
///   most two teams per tournament;
/// - the imported ranking list names registered managers once each, with decimal RLP.
pub(crate) fn problems(reg: &Registry, g: &FootballGame, out: &mut Vec<String>) {
    if let Err(e) = g.settings.validate() {
        out.push(format!("settings: {e}"));
    }
    let known = |id: crate::game::PlayerId| id.0 >= 1 && id.0 as usize <= reg.participants.len();
    if g.rounds.is_empty() {
        out.push("a Turnierfußball series has no round; it needs its open round".into());
    }
    let last = g.rounds.len();
    for (i, r) in g.rounds.iter().enumerate() {
        let label = format!("round {}", r.number);
        if i > 0 && r.number.0 != g.rounds[i - 1].number.0 + 1 {
            out.push(format!(
                "{label} does not follow round {}",
                g.rounds[i - 1].number
            ));
        }
        if (i + 1 < last) != r.evaluated {
            out.push(if r.evaluated {
                format!("{label} is the last round but evaluated; the next round must be open")
            } else {
                format!("{label} is not evaluated but not the last round")
            });
        }
        if r.evaluated != g.lineups.is_closed(r.number) {
            out.push(format!(
                "{label}: lineups are {} but the round is {}",
                if g.lineups.is_closed(r.number) {
                    "closed"
                } else {
                    "open"
                },
                if r.evaluated { "evaluated" } else { "open" }
            ));
        }
        let mut per_manager: HashMap<(Tournament, crate::game::PlayerId), usize> = HashMap::new();
        for s in g.lineups.counting(r.number) {
            let Some(e) = &s.value else { continue };
            let at = format!("{label}, team {}", e.team);
            if !known(e.manager) {
                out.push(format!("{at}: manager {} is not registered", e.manager));
            }
            if e.team.chars().count() > TEAM_MAX || e.team.trim().is_empty() {
                out.push(format!("{at}: a team name has 1..{TEAM_MAX} characters"));
            }
            if let Some(w) = e.wish
                && (!WISH.contains(w) || s.by.tournament == Tournament::Anti)
            {
                out.push(format!("{at}: wish {w} is not allowed"));
            }
            if s.by.tournament == Tournament::Anti && r.anti_wp.is_none() {
                out.push(format!("{at}: the round has no anti-tournament"));
            }
            *per_manager.entry((s.by.tournament, e.manager)).or_default() += 1;
        }
        for ((t, m), n) in per_manager {
            if n > TEAMS_PER_MANAGER {
                out.push(format!(
                    "{label}: manager {m} has {n} teams in the {t} tournament; at most \
                     {TEAMS_PER_MANAGER}"
                ));
            }
        }
    }
    for s in g.lineups.rounds() {
        if g.round(s.round).is_none() {
            out.push(format!(
                "lineups for round {} but there is no such round",
                s.round
            ));
        }
    }
    let mut seen = Vec::new();
    for row in &g.imported {
        if !known(row.manager) {
            out.push(format!(
                "imported ranking: manager {} is not registered",
                row.manager
            ));
        }
        if seen.contains(&row.manager) {
            out.push(format!("imported ranking: manager {} twice", row.manager));
        }
        seen.push(row.manager);
        if parse_rlp(&row.rlp).is_none() {
            out.push(format!(
                "imported ranking: RLP {:?} is not a decimal",
                row.rlp
            ));
        }
    }
}
