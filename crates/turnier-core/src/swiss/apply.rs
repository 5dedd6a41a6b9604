//! The Swiss rules of [`crate::game::apply`]: registration, drops and late entries (R-S6,
//! R-S17), pairing on request, the draft's edits, publishing, results and imports
//! (`swiss-pairing-and-scoring.txt`, "Was der Veranstalter steuert").

use super::{Round, SwissCommand, SwissGame, playoff};
use crate::game::lifecycle;
use crate::game::{Change, Msg, Registry, Rejected, index, known};
use crate::game::{Routed, Shared};

mod late;
mod registration;
mod results;
mod round;

use registration::{add_players, drop_player, import_players, remove_player};
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
    cmd: Routed<SwissCommand>,
) -> Result<Change, Rejected> {
    match cmd {
        Routed::Shared(Shared::AddPlayers { .. })
        | Routed::Own(SwissCommand::ImportRound { .. } | SwissCommand::ImportPlayers { .. })
            if g.playoff.is_some() =>
        {
            Err(Rejected::refused(
                "top-cut",
                Msg::key("playoff-err-no-more-players"),
            ))
        }
        Routed::Shared(Shared::AddPlayers { names }) => add_players(reg, g, names),
        Routed::Own(SwissCommand::ImportPlayers { players }) => import_players(reg, g, players),
        Routed::Shared(Shared::RenamePlayer { player, name }) => reg.rename(player, &name),
        Routed::Shared(Shared::Drop { player }) => {
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
        Routed::Own(SwissCommand::RemovePlayer { player }) => remove_player(reg, g, player),
        Routed::Shared(Shared::Undrop { player }) => {
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
        Routed::Own(SwissCommand::StartPlayoff { cut }) => playoff::start(reg, g, cut),
        Routed::Own(SwissCommand::CancelPlayoff) => playoff::cancel(reg, g),
        Routed::Own(SwissCommand::PairNextRound) if g.playoff.is_some() => {
            playoff::next_round(reg, g)
        }
        Routed::Own(SwissCommand::PairNextRound) => {
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
        Routed::Own(SwissCommand::Repair) => {
            let n = lifecycle::draft(&g.rounds)?.number;
            g.rounds.pop();
            let round = propose(reg, g, seed)?;
            let what = Msg::key("audit-swiss-repair")
                .num("round", n.0)
                .num("tables", round.tables.len());
            g.rounds.push(round);
            Ok(Change::said(Some(n), what))
        }
        Routed::Shared(Shared::DeleteDraft) => lifecycle::delete_draft(&mut g.rounds),
        Routed::Own(SwissCommand::SwapPlayers { a, b }) => swap_players(reg, g, a, b),
        Routed::Shared(Shared::SwapTables { a, b }) => {
            lifecycle::swap_table_numbers(&mut g.rounds, a, b)
        }
        Routed::Shared(Shared::Publish) => publish(reg, g),
        Routed::Own(SwissCommand::SeatLate { player }) => late::seat_late(reg, g, player),
        Routed::Own(SwissCommand::RecordResult {
            round,
            table,
            result,
        }) => record_result(reg, g, round, table, result),
        Routed::Own(SwissCommand::ImportRound {
            round,
            matches,
            byes,
        }) => import_round(reg, g, round, matches, byes),
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

impl crate::game::Rules for SwissGame {
    const KIND: crate::game::GameKind = crate::game::GameKind::Swiss;
    type Own = SwissCommand;

    fn run(
        &mut self,
        registry: &mut Registry,
        seed: u64,
        cmd: Routed<SwissCommand>,
    ) -> Result<Change, Rejected> {
        run(registry, self, seed, cmd)
    }

    fn problems(&self, registry: &Registry, out: &mut Vec<String>) {
        super::validate::problems(registry, self, out);
    }

    /// The standings over every fixed round (MTR Appendix C), best first.
    fn view(&self, registry: &Registry, _seed: u64) -> crate::game::GameView {
        crate::game::GameView::new(super::standings::standings(registry, self, None))
    }

    fn latest_fixed(&self) -> Option<crate::game::RoundNo> {
        // The lifecycle's round 0 is "before any".
        Some(crate::game::lifecycle::latest_fixed(&self.rounds)).filter(|n| n.0 > 0)
    }

    fn label(&self) -> String {
        format!("Swiss ({})", self.settings.profile)
    }

    fn round_count(&self) -> usize {
        self.rounds.len()
    }

    /// 50 minutes: the usual competitive round.
    fn round_minutes(&self) -> Option<u32> {
        Some(50)
    }

    /// MTR 2.5: the active player finishes the turn, then five more turns.
    fn extra_turns(&self) -> Option<u32> {
        Some(5)
    }

    fn last_round_state(&self) -> Option<crate::game::RoundState> {
        self.current_round().map(|r| r.state)
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
