//! Registration at a Muck evening: pairs and single players, late entries, making a pair of
//! two who came alone, withdrawing and reinstating (issue 4, item 2; R-M6).

use super::super::{Entrant, MuckGame, MuckPair, PairId, Partners};
use super::{entrant_of, partners};
use crate::game::lifecycle;
use crate::game::{Change, PlayerId, Registry, Rejected, clean_name, index, known};

pub(super) fn add_entrants(
    reg: &mut Registry,
    g: &mut MuckGame,
    entrants: Vec<Vec<String>>,
) -> Result<Change, Rejected> {
    if entrants.is_empty() {
        return Err(Rejected::invalid(
            "entrants",
            "at least one entrant is needed",
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
                        format!(
                            "{a} is named twice in \"{a} / {b}\"; a pair is two different \
                             players"
                        ),
                    ));
                }
            }
            (Partners::Changing, [a, b]) => {
                return Err(Rejected::invalid(
                    "entrant",
                    format!(
                        "\"{a} / {b}\" is a pair, but this event has single players with \
                         changing partners; register each player by name"
                    ),
                ));
            }
            (_, other) => {
                return Err(Rejected::invalid(
                    "entrant",
                    format!(
                        "\"{}\" has {} names; allowed: one player, or a pair of two \
                         (`Berta / Else`)",
                        other.join(" / "),
                        other.len()
                    ),
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
        parts.push(format!("{pairs} pair(s)"));
    }
    if singles > 0 {
        parts.push(match mode {
            Partners::Fixed => format!("{singles} player(s) without a partner yet"),
            Partners::Changing => format!("{singles} player(s)"),
        });
    }
    let verb = if late.is_some() {
        "late entry of"
    } else {
        "register"
    };
    Ok(Change::new(late, format!("{verb} {}", parts.join(" and "))))
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
            "this event has single players with changing partners; pairs are drawn anew every \
             round",
        ));
    }
    known(reg, a)?;
    known(reg, b)?;
    if a == b {
        return Err(Rejected::invalid(
            "pair",
            format!(
                "{} is named twice; a pair is two different players",
                reg.name_of(a)
            ),
        ));
    }
    for p in [a, b] {
        if let Entrant::Pair(x) = entrant_of(g, p) {
            return Err(Rejected::wrong_state(
                "pair",
                format!(
                    "{} plays in {} already ({})",
                    reg.name_of(p),
                    x,
                    g.entrant_name(reg, Entrant::Pair(x))
                ),
            ));
        }
        if reg.participants[index(p)].is_dropped() {
            return Err(Rejected::wrong_state(
                "pair",
                format!("{} is withdrawn", reg.name_of(p)),
            ));
        }
    }
    let id = PairId(g.pairs.len() as u32 + 1);
    g.pairs.push(MuckPair {
        id,
        players: [a, b],
    });
    let late = lifecycle::entry_round(&g.rounds);
    Ok(Change::new(
        late,
        format!("make pair {}", g.entrant_name(reg, Entrant::Pair(id))),
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
        Err(Rejected::not_found(
            "entrant",
            match e {
                Entrant::Pair(p) => format!("no pair {}", p.0),
                Entrant::Player(p) => format!("no player {}", p.0),
            },
            Some(match partners(g) {
                Partners::Fixed => format!("pairs 1..{}", g.pairs.len()),
                Partners::Changing => format!("players 1..{}", reg.participants.len()),
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
            format!("{name} is withdrawn already"),
        ));
    }
    if let Ok(r) = lifecycle::draft(&g.rounds)
        && r.involves(e)
    {
        return Err(Rejected::wrong_state(
            "entrant",
            format!(
                "{name} is in the draft of round {}; delete the draft, withdraw, then draw again",
                r.number
            ),
        ));
    }
    let last = lifecycle::latest_fixed(&g.rounds);
    for p in g.players_of(e) {
        reg.participants[index(p)].dropped_after = Some(last);
    }
    Ok(Change::new(
        Some(last),
        format!("withdraw {name} after round {last}"),
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
            format!("{name} is not withdrawn"),
        ));
    }
    for p in g.players_of(e) {
        reg.participants[index(p)].dropped_after = None;
    }
    Ok(Change::new(None, format!("reinstate {name}")))
}
