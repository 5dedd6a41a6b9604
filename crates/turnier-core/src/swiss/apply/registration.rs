//! Registration at a Swiss event: players, late entries (R-S17), a mistaken registration
//! removed before round 1, drops (R-S6).

use super::super::{ImportedPlayer, SwissGame};
use crate::game::lifecycle;
use crate::game::{Change, Msg, PlayerId, Registry, Rejected, RoundNo, index, known};

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

/// Registers the players of an imported players list in its order, each with its late entry
/// and drop as the list gives them (R-S6, R-S17), so that its results, imported next, rank and
/// pair as in the event it came from. A player without an entry round registered while rounds
/// exist is a late entry from the next round, as [`add_players`] makes one. All or none.
///
/// # Errors
/// [`Rejected`]: no players, a name the registry refuses, an entry round of 0 or one already
/// played, a drop after a round not yet played (once rounds exist).
pub(super) fn import_players(
    reg: &mut Registry,
    g: &mut SwissGame,
    players: Vec<ImportedPlayer>,
) -> Result<Change, Rejected> {
    if players.is_empty() {
        return Err(Rejected::invalid("names", Msg::key("err-names-empty")));
    }
    let late = lifecycle::entry_round(&g.rounds);
    let last = lifecycle::latest_fixed(&g.rounds);
    let mut checked = Vec::with_capacity(players.len());
    for p in players {
        let name = crate::game::clean_name(&p.name)?;
        let entered = p.entered_round.or(late);
        if let Some(e) = p.entered_round {
            // Round 1 is the first round; a round already paired or played cannot be the
            // round a player registered now enters in.
            let first = late.unwrap_or(RoundNo(1));
            if e < first {
                return Err(Rejected::invalid(
                    "entered_round",
                    Msg::key("day-err-import-entered")
                        .text("name", name)
                        .num("round", e.0)
                        .num("first", first.0),
                ));
            }
        }
        // With no rounds yet the drops wait for the results imported next; with rounds, a
        // drop names a round there is (0: before round 1).
        if let Some(d) = p.dropped_after
            && !g.rounds.is_empty()
            && d > last
        {
            return Err(Rejected::invalid(
                "dropped_after",
                Msg::key("day-err-import-dropped")
                    .text("name", name)
                    .num("round", d.0)
                    .num("last", last.0),
            ));
        }
        checked.push((name, entered, p.dropped_after));
    }
    let count = checked.len();
    let late_entries = checked.iter().filter(|(_, e, _)| e.is_some()).count();
    let drops = checked.iter().filter(|(_, _, d)| d.is_some()).count();
    for (name, entered, dropped) in checked {
        let id = reg.register(name, entered);
        reg.participants[index(id)].dropped_after = dropped;
    }
    Ok(Change::said(
        late,
        Msg::key("day-audit-import-players")
            .num("count", count)
            .num("late", late_entries)
            .num("dropped", drops),
    ))
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
