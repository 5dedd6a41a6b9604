//! A late arrival seated in the last round (R-S20).

use super::super::event_day::{Seating, seating_in};
use super::super::{SwissGame, Table, standings};
use super::round::{meetings, reason};
use crate::game::{Change, Msg, PlayerId, Registry, Rejected, RoundNo, RoundState, index, known};
use std::collections::HashMap;

/// Seats `player` in the last round, a draft or published (R-S20): against the player with
/// the bye, whose bye becomes a match at a new last table (the bye holder listed first: he has
/// the match points, R-S17), else with the bye. No other table changes. The player counts as
/// entered in that round (`entered_round`).
///
/// # Errors
/// [`Rejected`] for an unknown or dropped player, one seated in that round already, no round,
/// or a complete round (the player is paired from the next round on).
pub(super) fn seat_late(
    reg: &mut Registry,
    g: &mut SwissGame,
    player: PlayerId,
) -> Result<Change, Rejected> {
    let name = reg.display_name(known(reg, player)?);
    let Some(r) = g.rounds.last() else {
        return Err(Rejected::wrong_state(
            "round",
            Msg::key("day-err-seat-no-round").text("name", name),
        ));
    };
    let n = r.number;
    if reg.participants[index(player)].is_dropped() {
        return Err(Rejected::wrong_state(
            "player",
            Msg::key("day-err-seat-dropped").text("name", name),
        ));
    }
    if r.involves(player) {
        return Err(Rejected::wrong_state(
            "player",
            Msg::key("day-err-seat-seated")
                .text("name", name)
                .num("round", n.0),
        ));
    }
    // R-S20 seats a late arrival in a Swiss round; the playoff has only the cut's players
    // (R-S18), so nobody is seated into it.
    if g.playoff.is_some() {
        return Err(Rejected::wrong_state(
            "round",
            Msg::key("day-err-seat-playoff").text("name", name),
        ));
    }
    if r.state == RoundState::Complete {
        return Err(Rejected::wrong_state(
            "round",
            Msg::key("day-err-seat-complete")
                .text("name", name)
                .num("round", n.0)
                .num("next", n.0 + 1),
        ));
    }
    // The match points before this round, as the round's other tables were paired on.
    let points: HashMap<PlayerId, u32> = standings::standings(reg, g, Some(RoundNo(n.0 - 1)))
        .rows
        .iter()
        .map(|row| (row.player, row.match_points))
        .collect();
    let met = meetings(g);
    let seating = seating_in(r);
    let round = g.rounds.last_mut().expect("a last round");
    let what = match seating {
        Seating::AgainstBye { opponent, table } => {
            round.byes.retain(|p| *p != opponent);
            round.tables.push(Table {
                number: table,
                a: opponent,
                b: player,
                result: None,
                reason: reason(&points, &met, opponent, player, false),
            });
            Msg::key("day-audit-seat-table")
                .num("round", n.0)
                .text("name", &name)
                .text("opponent", reg.display_name(opponent))
                .num("table", table.0)
        }
        Seating::Bye => {
            round.byes.push(player);
            Msg::key("day-audit-seat-bye")
                .num("round", n.0)
                .text("name", &name)
        }
    };
    reg.participants[index(player)].entered_round = Some(n);
    Ok(Change::said(Some(n), what))
}
