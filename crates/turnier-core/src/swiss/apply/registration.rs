//! Registration at a Swiss event: players, late entries (R-S17), a mistaken registration
//! removed before round 1, drops (R-S6).

use super::super::SwissGame;
use crate::game::lifecycle;
use crate::game::{Change, Msg, PlayerId, Registry, Rejected, index, known};

pub(super) fn add_players(
    reg: &mut Registry,
    g: &mut SwissGame,
    names: Vec<String>,
) -> Result<Change, Rejected> {
    if names.is_empty() {
        return Err(Rejected::invalid("names", Msg::key("err-names-empty")));
    }
    let cleaned: Vec<String> = names
        .iter()
        .map(|n| crate::game::clean_name(n))
        .collect::<Result<_, _>>()?;
    // A late entry may be paired from the next round on (R-S17: a player with no results).
    let late = lifecycle::entry_round(&g.rounds);
    let first = reg.participants.len() as u32 + 1;
    for name in &cleaned {
        reg.register(name.clone(), late);
    }
    // A name registered already is logged with its id, as the lists show it.
    let what = match (cleaned.as_slice(), late.is_some()) {
        ([_], late) => Msg::key(if late {
            "audit-late-entry"
        } else {
            "audit-register"
        })
        .text("name", reg.display_name(PlayerId(first))),
        (many, late) => Msg::key(if late {
            "audit-late-entry-players"
        } else {
            "audit-register-players"
        })
        .num("count", many.len()),
    };
    // Logged under the round the player arrived in: a published round, where the desk offers
    // the seat (R-S20) and `seat` logs it under the same round; else the round they play first
    // (so the log never says "late entry Dora" under round 2 while Dora sits in round 1).
    let logged = match g.rounds.last() {
        Some(r) if r.state == crate::game::RoundState::Published => Some(r.number),
        _ => late,
    };
    Ok(Change::said(logged, what))
}

/// Removes a registration made by mistake. Only before round 1 exists (a draft counts: it
/// seats players by id), so renumbering the later players touches nothing that refers to them;
/// the audit log holds names, not ids.
pub(super) fn remove_player(
    reg: &mut Registry,
    g: &mut SwissGame,
    player: PlayerId,
) -> Result<Change, Rejected> {
    let name = reg.display_name(known(reg, player)?);
    if let Some(r) = g.rounds.last() {
        return Err(Rejected::refused(
            "remove",
            Msg::key("err-swiss-remove-paired")
                .num("round", r.number.0)
                .msg("state", Msg::key(r.state.key()))
                .text("name", name),
        ));
    }
    reg.participants.remove(index(player));
    for (i, p) in reg.participants.iter_mut().enumerate() {
        p.id = PlayerId(i as u32 + 1);
    }
    Ok(Change::said(
        None,
        Msg::key("audit-swiss-remove")
            .text("name", name)
            .num("id", player.0),
    ))
}

pub(super) fn drop_player(
    reg: &mut Registry,
    g: &mut SwissGame,
    player: PlayerId,
) -> Result<Change, Rejected> {
    let p = &reg.participants[index(known(reg, player)?)];
    let name = reg.display_name(player);
    if let Some(r) = p.dropped_after {
        return Err(Rejected::wrong_state(
            "player",
            Msg::key("err-dropped-already")
                .text("name", name)
                .num("round", r.0),
        ));
    }
    if let Ok(r) = lifecycle::draft(&g.rounds)
        && r.involves(player)
    {
        return Err(Rejected::wrong_state(
            "player",
            Msg::key("err-swiss-drop-seated")
                .text("name", name)
                .num("round", r.number.0),
        ));
    }
    let last = lifecycle::latest_fixed(&g.rounds);
    reg.participants[index(player)].dropped_after = Some(last);
    Ok(Change::said(
        Some(last),
        Msg::key("audit-drop")
            .text("name", name)
            .num("round", last.0),
    ))
}
