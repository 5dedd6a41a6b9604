//! Registration at a Muck evening: pairs and single players, late entries, making a pair of
//! two who came alone, withdrawing and reinstating (R-M6).

use super::super::{Entrant, MuckGame, MuckPair, PairId, Partners, Side};
use super::{entrant_of, partners};
use crate::game::lifecycle;
use crate::game::{
    Change, Msg, PlayerId, Registry, Rejected, RoundState, clean_name, index, known,
};

pub(super) fn add_entrants(
    reg: &mut Registry,
    g: &mut MuckGame,
    entrants: Vec<Vec<String>>,
) -> Result<Change, Rejected> {
    if entrants.is_empty() {
        return Err(Rejected::invalid(
            "entrants",
            Msg::key("err-entrants-empty"),
        ));
    }
    let mode = partners(g);
    let mut cleaned = Vec::with_capacity(entrants.len());
    for names in &entrants {
        let names: Vec<String> = names
            .iter()
            .map(|n| clean_name(n))
            .collect::<Result<_, _>>()?;
        match (mode, names.as_slice()) {
            (_, [_]) => {}
            (Partners::Fixed, [a, b]) => {
                if a.to_lowercase() == b.to_lowercase() {
                    return Err(Rejected::invalid(
                        "pair",
                        Msg::key("err-muck-pair-named-twice")
                            .text("a", a)
                            .text("b", b),
                    ));
                }
            }
            (Partners::Changing, [a, b]) => {
                return Err(Rejected::invalid(
                    "entrant",
                    Msg::key("err-muck-pair-at-singles")
                        .text("a", a)
                        .text("b", b),
                ));
            }
            (_, other) => {
                return Err(Rejected::invalid(
                    "entrant",
                    Msg::key("err-muck-too-many-names")
                        .text("names", other.join(" / "))
                        .num("count", other.len()),
                ));
            }
        }
        cleaned.push(names);
    }
    let late = lifecycle::entry_round(&g.rounds);
    let (mut pairs, mut singles) = (0, 0);
    for names in cleaned {
        let ids: Vec<PlayerId> = names.into_iter().map(|n| reg.register(n, late)).collect();
        if let [a, b] = ids.as_slice() {
            let id = PairId(g.pairs.len() as u32 + 1);
            g.pairs.push(MuckPair {
                id,
                players: [*a, *b],
            });
            pairs += 1;
        } else {
            singles += 1;
        }
    }
    let mut parts = Vec::new();
    if pairs > 0 {
        parts.push(Msg::key("audit-muck-pairs").num("count", pairs));
    }
    if singles > 0 {
        parts.push(match mode {
            Partners::Fixed => Msg::key("audit-muck-singles-alone").num("count", singles),
            Partners::Changing => Msg::key("audit-muck-singles").num("count", singles),
        });
    }
    let what = match parts.as_slice() {
        [a, b] => Msg::key("audit-and")
            .msg("a", a.clone())
            .msg("b", b.clone()),
        [a] => a.clone(),
        _ => Msg::key("audit-nothing"),
    };
    let verb = if late.is_some() {
        "audit-muck-late-entry"
    } else {
        "audit-muck-register"
    };
    Ok(Change::said(late, Msg::key(verb).msg("what", what)))
}

pub(super) fn make_pair(
    reg: &mut Registry,
    g: &mut MuckGame,
    a: PlayerId,
    b: PlayerId,
) -> Result<Change, Rejected> {
    if partners(g) != Partners::Fixed {
        return Err(Rejected::refused(
            "pair",
            Msg::key("err-muck-no-pairs-at-singles"),
        ));
    }
    known(reg, a)?;
    known(reg, b)?;
    if a == b {
        return Err(Rejected::invalid(
            "pair",
            Msg::key("err-muck-pair-same-player").text("name", reg.name_of(a)),
        ));
    }
    for p in [a, b] {
        if let Entrant::Pair(x) = entrant_of(g, p) {
            return Err(Rejected::wrong_state(
                "pair",
                Msg::key("err-muck-plays-in-pair")
                    .text("name", reg.name_of(p))
                    .num("pair", x.0)
                    .text("pair_name", g.entrant_name(reg, Entrant::Pair(x))),
            ));
        }
        if reg.participants[index(p)].is_dropped() {
            return Err(Rejected::wrong_state(
                "pair",
                Msg::key("err-muck-is-withdrawn").text("name", reg.name_of(p)),
            ));
        }
    }
    let id = PairId(g.pairs.len() as u32 + 1);
    g.pairs.push(MuckPair {
        id,
        players: [a, b],
    });
    let late = lifecycle::entry_round(&g.rounds);
    Ok(Change::said(
        late,
        Msg::key("audit-muck-make-pair").text("name", g.entrant_name(reg, Entrant::Pair(id))),
    ))
}

pub(super) fn check_entrant(reg: &Registry, g: &MuckGame, e: Entrant) -> Result<(), Rejected> {
    let ok = match e {
        Entrant::Pair(p) => partners(g) == Partners::Fixed && g.pair(p).is_some(),
        Entrant::Player(p) => reg.participant(p).is_some(),
    };
    if ok {
        Ok(())
    } else {
        Err(Rejected::missing(
            "entrant",
            match e {
                Entrant::Pair(p) => Msg::key("err-muck-no-pair").num("pair", p.0),
                Entrant::Player(p) => Msg::key("err-muck-no-player").num("player", p.0),
            },
            Some(match partners(g) {
                Partners::Fixed => Msg::key("err-muck-pairs-range").num("count", g.pairs.len()),
                Partners::Changing => {
                    Msg::key("err-muck-players-range").num("count", reg.participants.len())
                }
            }),
        ))
    }
}

pub(super) fn withdraw(
    reg: &mut Registry,
    g: &mut MuckGame,
    e: Entrant,
) -> Result<Change, Rejected> {
    check_entrant(reg, g, e)?;
    let name = g.entrant_name(reg, e);
    if !g.is_active(reg, e) {
        return Err(Rejected::wrong_state(
            "entrant",
            Msg::key("err-muck-withdrawn-already").text("name", name),
        ));
    }
    if let Ok(r) = lifecycle::draft(&g.rounds)
        && r.involves(e)
    {
        return Err(Rejected::wrong_state(
            "entrant",
            Msg::key("err-muck-withdraw-in-draft")
                .text("name", name)
                .num("round", r.number.0),
        ));
    }
    let last = lifecycle::latest_fixed(&g.rounds);
    for p in g.players_of(e) {
        reg.participants[index(p)].dropped_after = Some(last);
    }
    Ok(Change::said(
        Some(last),
        Msg::key("audit-muck-withdraw")
            .text("name", name)
            .num("round", last.0),
    ))
}

pub(super) fn reinstate(
    reg: &mut Registry,
    g: &mut MuckGame,
    e: Entrant,
) -> Result<Change, Rejected> {
    check_entrant(reg, g, e)?;
    let name = g.entrant_name(reg, e);
    if g.is_active(reg, e) {
        return Err(Rejected::wrong_state(
            "entrant",
            Msg::key("err-muck-not-withdrawn").text("name", name),
        ));
    }
    for p in g.players_of(e) {
        reg.participants[index(p)].dropped_after = None;
    }
    Ok(Change::said(
        None,
        Msg::key("audit-muck-reinstate").text("name", name),
    ))
}

/// Removes an entrant registered by mistake that never played (a fixed pair with both its
/// players, or a single player): refused once it sat at a table of a published or complete
/// round (withdraw it: its results stay, R-M7) or while the draft names it. A round it sat out
/// no longer names it. The players and pairs after it move up one id, everywhere the rounds
/// name them, so ids stay `1..n` in registration order; the audit log holds names, not ids.
pub(super) fn remove(reg: &mut Registry, g: &mut MuckGame, e: Entrant) -> Result<Change, Rejected> {
    check_entrant(reg, g, e)?;
    let name = g.entrant_name(reg, e);
    if let Entrant::Player(p) = e
        && let Entrant::Pair(x) = entrant_of(g, p)
    {
        return Err(Rejected::wrong_state(
            "entrant",
            Msg::key("err-muck-remove-in-pair")
                .text("name", name)
                .num("pair", x.0)
                .text("pair_name", g.entrant_name(reg, Entrant::Pair(x))),
        ));
    }
    for r in &g.rounds {
        if r.state == RoundState::Draft && r.involves(e) {
            return Err(Rejected::wrong_state(
                "entrant",
                Msg::key("err-muck-remove-draft")
                    .text("name", name)
                    .num("round", r.number.0),
            ));
        }
        if let Some(tb) = r.tables.iter().find(|tb| tb.seats(e)) {
            return Err(Rejected::refused(
                "remove",
                Msg::key("err-muck-remove-played")
                    .text("name", name)
                    .num("round", r.number.0)
                    .num("table", tb.number.0),
            ));
        }
    }
    let gone = g.players_of(e);
    // Old id -> new id of every player who stays.
    let mut new_id = std::collections::HashMap::new();
    reg.participants.retain(|p| !gone.contains(&p.id));
    for (i, p) in reg.participants.iter_mut().enumerate() {
        let id = PlayerId(i as u32 + 1);
        new_id.insert(p.id, id);
        p.id = id;
    }
    let player = |p: PlayerId| new_id.get(&p).copied().unwrap_or(p);
    let mut new_pair = std::collections::HashMap::new();
    if let Entrant::Pair(x) = e {
        g.pairs.retain(|p| p.id != x);
    }
    for (i, p) in g.pairs.iter_mut().enumerate() {
        let id = PairId(i as u32 + 1);
        new_pair.insert(p.id, id);
        p.id = id;
        p.players = p.players.map(player);
    }
    let pair = |p: PairId| new_pair.get(&p).copied().unwrap_or(p);
    let entrant = |x: Entrant| match x {
        Entrant::Pair(p) => Entrant::Pair(pair(p)),
        Entrant::Player(p) => Entrant::Player(player(p)),
    };
    let side = |s: Side| match s {
        Side::Pair(p) => Side::Pair(pair(p)),
        Side::Players(a, b) => Side::Players(player(a), player(b)),
    };
    for r in &mut g.rounds {
        r.sitting_out.retain(|x| *x != e);
        for x in &mut r.sitting_out {
            *x = entrant(*x);
        }
        for tb in &mut r.tables {
            tb.a = side(tb.a);
            tb.b = side(tb.b);
        }
    }
    Ok(Change::said(
        None,
        Msg::key("audit-muck-remove").text("name", name),
    ))
}
