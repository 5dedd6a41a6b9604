//! A late pair or single player seated into the last round ([`super::super::late`]).

use super::super::late::{MuckSeating, seating_in};
use super::super::{Entrant, MuckGame, MuckTable, Partners};
use super::registration::check_entrant;
use super::{entrant_of, partners};
use crate::game::{Change, Msg, Registry, Rejected, RoundState, index};

/// Seats the late entrant `e` in the last round, a draft or published: at a new last table
/// against the entrant who sits that round out (with changing partners: the three players who
/// sit out), else as the round's sitting-out entrant ([`seating_in`]). No other table
/// changes. A late entry counts as entered in that round. Logged either way.
///
/// # Errors
/// [`Rejected`] for an unknown or withdrawn entrant, a player who waits for a partner (fixed
/// pairs: make the pair first), one in that round already, no round, or a complete round (the
/// entrant is drawn from the next round on).
pub(super) fn seat_late(
    reg: &mut Registry,
    g: &mut MuckGame,
    e: Entrant,
) -> Result<Change, Rejected> {
    check_entrant(reg, g, e)?;
    let name = g.entrant_name(reg, e);
    if let (Partners::Fixed, Entrant::Player(p)) = (partners(g), e)
        && !matches!(entrant_of(g, p), Entrant::Pair(_))
    {
        return Err(Rejected::wrong_state(
            "entrant",
            Msg::key("muck-err-seat-waiting").text("name", name),
        ));
    }
    let Some(r) = g.rounds.last() else {
        return Err(Rejected::wrong_state(
            "round",
            Msg::key("muck-err-seat-no-round").text("name", name),
        ));
    };
    let n = r.number;
    if !g.is_active(reg, e) {
        return Err(Rejected::wrong_state(
            "entrant",
            Msg::key("muck-err-seat-withdrawn").text("name", name),
        ));
    }
    if r.involves(e) {
        return Err(Rejected::wrong_state(
            "entrant",
            Msg::key(if r.sitting_out.contains(&e) {
                "muck-err-seat-sits-out"
            } else {
                "muck-err-seat-seated"
            })
            .text("name", name)
            .num("round", n.0),
        ));
    }
    if r.state == RoundState::Complete {
        return Err(Rejected::wrong_state(
            "round",
            Msg::key("muck-err-seat-complete")
                .text("name", name)
                .num("round", n.0)
                .num("next", n.0 + 1),
        ));
    }
    let seating = seating_in(g, r, e);
    // A late entry counts as entered where it first takes part; one who played before (back
    // after a reinstatement) keeps its entry.
    let first_time = !g.rounds.iter().any(|r| r.involves(e));
    let bobbl = g.settings.bobbl_per_round;
    let what = match seating {
        MuckSeating::Table { a, b, table } => {
            let opponent = g.side_name(reg, a);
            // With changing partners the late player's partner sat out too.
            let partner = b.entrants().into_iter().find(|x| *x != e);
            let round = g.rounds.last_mut().expect("a last round");
            let seated: Vec<Entrant> = a.entrants().into_iter().chain(b.entrants()).collect();
            round.sitting_out.retain(|x| !seated.contains(x));
            // Made by hand, not by the draw.
            round.tables.push(MuckTable::new(table, a, b, bobbl, true));
            let what = match partner {
                Some(partner) => Msg::key("muck-audit-seat-table-partner")
                    .text("partner", g.entrant_name(reg, partner)),
                None => Msg::key("muck-audit-seat-table"),
            };
            what.num("round", n.0)
                .text("name", &name)
                .text("opponent", opponent)
                .num("table", table.0)
        }
        MuckSeating::SitsOut => {
            let round = g.rounds.last_mut().expect("a last round");
            round.sitting_out.push(e);
            Msg::key("muck-audit-seat-out")
                .num("round", n.0)
                .text("name", &name)
                .num("next", n.0 + 1)
        }
    };
    if first_time {
        for p in g.players_of(e) {
            reg.participants[index(p)].entered_round = Some(n);
        }
    }
    Ok(Change::said(Some(n), what))
}
