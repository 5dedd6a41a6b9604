//! The Swiss rules of [`crate::game::apply`]: registration, drops and late entries (R-S6,
//! R-S17), pairing on request, the draft's edits, publishing, results and imports
//! (`swiss-pairing-and-scoring.txt`, "Was der Veranstalter steuert").

use super::{Round, SwissCommand, SwissGame, playoff};
use crate::game::lifecycle;
use crate::game::{Change, Command, GameKind, Msg, Registry, Rejected, index, known};

mod late;
mod registration;
mod results;
mod round;

use registration::{add_players, drop_player, remove_player};
use results::{import_round, record_result};
use round::{propose, publish, swap_players};

/// Applies one command to a Swiss game and its registry, in place; the caller
/// ([`crate::game::apply`]) works on a copy and appends the audit entry.
///
/// # Errors
/// [`Rejected`] naming the field and the allowed values.
/// `seed` is the event's stored seed (round 1 by lot, R-S21).
pub fn run(
    reg: &mut Registry,
    g: &mut SwissGame,
    seed: u64,
    cmd: Command,
) -> Result<Change, Rejected> {
    match cmd {
        Command::AddPlayers { .. } | Command::Swiss(SwissCommand::ImportRound { .. })
            if g.playoff.is_some() =>
        {
            Err(Rejected::refused(
                "top-cut",
                Msg::key("playoff-err-no-more-players"),
            ))
        }
        Command::AddPlayers { names } => add_players(reg, g, names),
        Command::RenamePlayer { player, name } => reg.rename(player, &name),
        Command::Drop { player } => {
            let change = drop_player(reg, g, player)?;
            // R-S19: a dropped player loses the open playoff match they sit at.
            Ok(match playoff::forfeit_on_drop(g, player) {
                None => change,
                Some((f, opponent)) => Change::said(
                    Some(f.round),
                    Msg::key("playoff-audit-drop")
                        .text("name", reg.display_name(player))
                        .num("round", f.round.0)
                        .num("table", f.table.0)
                        .text("opponent", reg.display_name(opponent)),
                ),
            })
        }
        Command::Swiss(SwissCommand::RemovePlayer { player }) => remove_player(reg, g, player),
        Command::Undrop { player } => {
            let p = &reg.participants[index(known(reg, player)?)];
            let name = reg.display_name(player);
            if !p.is_dropped() {
                return Err(Rejected::wrong_state(
                    "player",
                    Msg::key("err-not-dropped").text("name", name),
                ));
            }
            // R-S19: the forfeit the drop recorded in the open playoff round goes with it.
            let reopened = playoff::forfeit_off_on_undrop(g, player)?;
            reg.participants[index(player)].dropped_after = None;
            Ok(match reopened {
                None => Change::said(None, Msg::key("audit-undrop").text("name", name)),
                Some((round, table)) => Change::said(
                    Some(round),
                    Msg::key("playoff-audit-undrop")
                        .text("name", name)
                        .num("round", round.0)
                        .num("table", table.0),
                ),
            })
        }
        Command::Swiss(SwissCommand::StartPlayoff { cut }) => playoff::start(reg, g, cut),
        Command::Swiss(SwissCommand::CancelPlayoff) => playoff::cancel(reg, g),
        Command::Swiss(SwissCommand::PairNextRound) if g.playoff.is_some() => {
            playoff::next_round(reg, g)
        }
        Command::Swiss(SwissCommand::PairNextRound) => {
            lifecycle::next_round_allowed(&g.rounds)?;
            let round = propose(reg, g, seed)?;
            let what = Msg::key("audit-swiss-pair")
                .num("round", round.number.0)
                .num("tables", round.tables.len())
                .msg("byes", bye_words(reg, &round));
            let n = round.number;
            g.rounds.push(round);
            Ok(Change::said(Some(n), what))
        }
        Command::Swiss(SwissCommand::Repair) => {
            let n = lifecycle::draft(&g.rounds)?.number;
            g.rounds.pop();
            let round = propose(reg, g, seed)?;
            let what = Msg::key("audit-swiss-repair")
                .num("round", n.0)
                .num("tables", round.tables.len());
            g.rounds.push(round);
            Ok(Change::said(Some(n), what))
        }
        Command::DeleteDraft => lifecycle::delete_draft(&mut g.rounds),
        Command::Swiss(SwissCommand::SwapPlayers { a, b }) => swap_players(reg, g, a, b),
        Command::SwapTables { a, b } => lifecycle::swap_table_numbers(&mut g.rounds, a, b),
        Command::Publish => publish(reg, g),
        Command::Swiss(SwissCommand::SeatLate { player }) => late::seat_late(reg, g, player),
        Command::Swiss(SwissCommand::RecordResult {
            round,
            table,
            result,
        }) => record_result(reg, g, round, table, result),
        Command::Swiss(SwissCommand::ImportRound {
            round,
            matches,
            byes,
        }) => import_round(reg, g, round, matches, byes),
        Command::Muck(c) => Err(c.wrong_system(GameKind::Swiss)),
        Command::GrandSlam(c) => Err(c.wrong_system(GameKind::Swiss)),
        Command::Football(c) => Err(c.wrong_system(GameKind::Swiss)),
        Command::Deich(c) => Err(c.wrong_system(GameKind::Swiss)),
        // Set by game::apply before any system's rules: never reaches here.
        Command::SetPrintLanguage { .. } | Command::Clock(_) => {
            Ok(Change::new(None, String::new()))
        }
    }
}

pub(super) fn bye_words(reg: &Registry, r: &Round) -> Msg {
    match r.byes.as_slice() {
        [] => Msg::key("audit-no-bye"),
        byes => Msg::key("audit-swiss-bye").text(
            "names",
            byes.iter()
                .map(|p| reg.display_name(*p))
                .collect::<Vec<_>>()
                .join(", "),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::next_round_allowed;
    use crate::game::{PlayerId, RoundNo, RoundState, TableNo};
    use crate::swiss::{MatchResult, Table, TableReason};

    fn round(n: u32, state: RoundState, open: usize) -> Round {
        Round {
            number: RoundNo(n),
            state,
            tables: (0..open.max(1))
                .map(|i| Table {
                    number: TableNo(i as u32 + 1),
                    a: PlayerId(1),
                    b: PlayerId(2),
                    result: (open == 0).then_some(MatchResult::INTENTIONAL_DRAW),
                    reason: TableReason::default(),
                })
                .collect(),
            byes: Vec::new(),
            warnings: Vec::new(),
        }
    }

    #[test]
    fn a_new_round_waits_for_the_last_one() {
        let no = |r: Vec<Round>| next_round_allowed(&r).map_err(|e| e.to_string());
        assert_eq!(
            no(vec![round(3, RoundState::Draft, 0)]),
            Err("round 3 is a draft already: publish, re-pair or delete it".into())
        );
        assert_eq!(
            no(vec![round(2, RoundState::Published, 4)]),
            Err("round 2 has 4 table(s) without a result: enter them first".into())
        );
        assert_eq!(no(vec![round(2, RoundState::Complete, 0)]), Ok(()));
        assert_eq!(no(vec![]), Ok(()));
    }
}
