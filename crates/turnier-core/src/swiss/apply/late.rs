//! A late arrival seated in the last round (R-S20).

use super::super::event_day::{Seating, seating_in};
use super::super::{SwissGame, Table, standings};
use super::round::{meetings, reason};
use crate::game::{Change, Msg, PlayerId, Registry, Rejected, RoundNo, RoundState, index, known};
use std::collections::HashMap;

/// Seats `player` in the last round, a draft or published (R-S20): against the player with
/// the bye, whose bye becomes a match at a new last table (the bye holder listed first: he has
/// the match points, R-S17); the player counts as entered in that round (`entered_round`).
/// With no bye to play against (an even field, or an earlier late arrival took it) the round
/// stays exactly as it is and the player sits it out with no result and no points, entered in
/// the next round like any late entry (R-S17), so that the standings, the next pairing and
/// the checks of a save treat them alike. Never a bye: R-S20 as revised gives no 3 match
/// points for arriving late. No other table changes; either way it is logged.
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
    let seating = seating_in(r);
    // A late entry (R-S17: no results yet) counts as entered where they first play; a player
    // who played earlier rounds (back after an un-drop) keeps their entry, else the checks of
    // a save would find them at a table before the round they entered.
    let first_time = !g.rounds.iter().any(|r| r.involves(player));
    let (what, entered) = match seating {
        Seating::AgainstBye { opponent, table } => {
            // The match points before this round, as the round's other tables were paired on.
            let points: HashMap<PlayerId, u32> =
                standings::standings(reg, g, Some(RoundNo(n.0 - 1)))
                    .rows
                    .iter()
                    .map(|row| (row.player, row.match_points))
                    .collect();
            let met = meetings(g);
            let round = g.rounds.last_mut().expect("a last round");
            round.byes.retain(|p| *p != opponent);
            round.tables.push(Table {
                number: table,
                a: opponent,
                b: player,
                result: None,
                reason: reason(&points, &met, opponent, player, false),
            });
            let what = Msg::key("day-audit-seat-table")
                .num("round", n.0)
                .text("name", &name)
                .text("opponent", reg.display_name(opponent))
                .num("table", table.0);
            (what, n)
        }
        Seating::SitsOut { next } => {
            let what = Msg::key("day-audit-seat-out")
                .num("round", n.0)
                .text("name", &name)
                .num("next", next.0);
            (what, next)
        }
    };
    if first_time {
        reg.participants[index(player)].entered_round = Some(entered);
    }
    Ok(Change::said(Some(n), what))
}
