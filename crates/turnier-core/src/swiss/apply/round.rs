//! A Swiss round from proposal to publish: pairing on request (R-S10..R-S17), the reasons of a
//! table, rematch warnings, swapping two players of the draft, publishing.

use super::super::{Round, SwissGame, TableReason, pairing, standings};
use crate::game::lifecycle;
use crate::game::{Change, Msg, PlayerId, Registry, Rejected, RoundState, known};
use std::collections::{HashMap, HashSet};

/// Previous meetings per unordered pair over every fixed round (R-S12).
pub(crate) fn meetings(g: &SwissGame) -> HashMap<(PlayerId, PlayerId), u32> {
    let mut m = HashMap::new();
    for r in g.played_rounds() {
        for tb in &r.tables {
            *m.entry(pair_key(tb.a, tb.b)).or_insert(0) += 1;
        }
    }
    m
}

pub(super) fn pair_key(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    if a < b { (a, b) } else { (b, a) }
}

pub(super) fn points_of(reg: &Registry, g: &SwissGame) -> HashMap<PlayerId, u32> {
    standings::standings(reg, g, None)
        .rows
        .iter()
        .map(|r| (r.player, r.match_points))
        .collect()
}

pub(super) fn reason(
    points: &HashMap<PlayerId, u32>,
    met: &HashMap<(PlayerId, PlayerId), u32>,
    a: PlayerId,
    b: PlayerId,
    manual: bool,
) -> TableReason {
    TableReason {
        points_a: points.get(&a).copied().unwrap_or(0),
        points_b: points.get(&b).copied().unwrap_or(0),
        previous_meetings: met.get(&pair_key(a, b)).copied().unwrap_or(0),
        manual,
        ..TableReason::default()
    }
}

pub(super) fn rematch_warnings(reg: &Registry, r: &Round) -> Vec<String> {
    r.tables
        .iter()
        .filter(|tb| tb.reason.previous_meetings > 0)
        .map(|tb| {
            format!(
                "table {}: {} vs {} is a rematch ({}){}",
                tb.number,
                reg.display_name(tb.a),
                reg.display_name(tb.b),
                match tb.reason.previous_meetings {
                    1 => "met once before".to_string(),
                    n => format!("met {n} times before"),
                },
                if tb.reason.manual {
                    ", made by hand"
                } else if tb.reason.imported {
                    ", as imported"
                } else {
                    ", no better pairing exists"
                }
            )
        })
        .collect()
}

pub(super) fn propose(reg: &Registry, g: &SwissGame, seed: u64) -> Result<Round, Rejected> {
    let p = pairing::propose_seeded(reg, g, Some(seed))?;
    Ok(Round {
        number: p.round,
        state: RoundState::Draft,
        tables: p.tables,
        byes: p.bye.into_iter().collect(),
        warnings: p.warnings,
    })
}

pub(super) fn swap_players(
    reg: &mut Registry,
    g: &mut SwissGame,
    a: PlayerId,
    b: PlayerId,
) -> Result<Change, Rejected> {
    known(reg, a)?;
    known(reg, b)?;
    if a == b {
        return Err(Rejected::refused("swap", Msg::key("err-swap-players-same")));
    }
    let n = lifecycle::draft(&g.rounds)?.number;
    let points = points_of(reg, &without_draft(g));
    let met = meetings(g);
    let (na, nb) = (reg.display_name(a), reg.display_name(b));
    let round = lifecycle::draft_mut(&mut g.rounds)?;
    for (p, name) in [(a, &na), (b, &nb)] {
        if !round.involves(p) {
            return Err(Rejected::refused(
                "swap",
                Msg::key("err-swiss-swap-not-in-draft")
                    .text("name", name)
                    .num("round", n.0),
            ));
        }
    }
    if round.tables.iter().any(|tb| tb.seats(a) && tb.seats(b)) {
        return Err(Rejected::refused(
            "swap",
            Msg::key("err-swiss-swap-same-table")
                .text("a", &na)
                .text("b", &nb),
        ));
    }
    let sub = |p: PlayerId| {
        if p == a {
            b
        } else if p == b {
            a
        } else {
            p
        }
    };
    let mut touched = Vec::new();
    for tb in &mut round.tables {
        if tb.seats(a) || tb.seats(b) {
            tb.a = sub(tb.a);
            tb.b = sub(tb.b);
            tb.reason = reason(&points, &met, tb.a, tb.b, true);
            touched.push(tb.number.to_string());
        }
    }
    for p in &mut round.byes {
        *p = sub(*p);
    }
    let snapshot = round.clone();
    let warnings = rematch_warnings(reg, &snapshot);
    if let Some(r) = g.rounds.last_mut() {
        r.warnings = warnings;
    }
    Ok(Change::said(
        Some(n),
        Msg::key("audit-swiss-swap-players")
            .text("a", na)
            .text("b", nb)
            .text("tables", touched.join(", ")),
    )
    .manual())
}

pub(super) fn without_draft(g: &SwissGame) -> SwissGame {
    let mut c = g.clone();
    if lifecycle::draft(&c.rounds).is_ok() {
        c.rounds.pop();
    }
    c
}

pub(super) fn publish(reg: &mut Registry, g: &mut SwissGame) -> Result<Change, Rejected> {
    let r = lifecycle::draft(&g.rounds)?;
    let n = r.number;
    let mut seen = HashSet::new();
    for p in r
        .tables
        .iter()
        .flat_map(|tb| [tb.a, tb.b])
        .chain(r.byes.iter().copied())
    {
        if !seen.insert(p) {
            return Err(Rejected::refused(
                "publish",
                Msg::key("err-swiss-publish-twice")
                    .text("name", reg.display_name(p))
                    .num("round", n.0),
            ));
        }
        if let Some(d) = reg.participant(p).and_then(|x| x.dropped_after) {
            return Err(Rejected::refused(
                "publish",
                Msg::key("err-swiss-publish-dropped")
                    .text("name", reg.display_name(p))
                    .num("round", d.0),
            ));
        }
    }
    // Every active player plays the round, but a late entry from a later round: one who sits
    // this round out (R-S20, no bye to play against) is not missing from it.
    let missing: Vec<String> = reg
        .participants
        .iter()
        .filter(|p| !p.is_dropped() && p.entered_round.is_none_or(|e| e <= n))
        .filter(|p| !seen.contains(&p.id))
        .map(|p| reg.display_name(p.id))
        .collect();
    if !missing.is_empty() {
        return Err(Rejected::refused(
            "publish",
            Msg::key("err-swiss-publish-missing")
                .num("round", n.0)
                .text("names", missing.join(", ")),
        ));
    }
    if let Some(why) = stale_points(reg, g) {
        return Err(Rejected::refused(
            "publish",
            Msg::key("err-swiss-publish-stale").msg("why", why),
        ));
    }
    lifecycle::publish(&mut g.rounds)
}

/// Whether the draft was paired on standings that have changed since: a result of an earlier
/// round was corrected after it was paired. Each table keeps the match points its players had
/// when it was paired (or swapped); if one differs from the standings now, the draft no longer
/// follows them (R-S10). Names the first such player, in words: `the draft of round 2 was
/// paired before a result of an earlier round was corrected (Anna had 3 points then, 0 now)`.
pub(crate) fn stale_points(reg: &Registry, g: &SwissGame) -> Option<Msg> {
    let r = lifecycle::draft(&g.rounds).ok()?;
    let now = points_of(reg, &without_draft(g));
    r.tables.iter().find_map(|tb| {
        [(tb.a, tb.reason.points_a), (tb.b, tb.reason.points_b)]
            .into_iter()
            .find_map(|(p, then)| {
                let is = now.get(&p).copied().unwrap_or(0);
                (is != then).then(|| {
                    Msg::key("err-swiss-stale-points")
                        .num("round", r.number.0)
                        .text("name", reg.display_name(p))
                        .num("then", then)
                        .num("now", is)
                })
            })
    })
}
