//! The Muck rules of [`crate::game::apply`] (`muck-ranking.txt`): registration of pairs and
//! single players, the draw, its edits, publishing, and the score sheets (R-M1).

use super::{Entrant, MuckCommand, MuckGame, Partners};
use crate::game::lifecycle;
use crate::game::{Change, PlayerId, Registry, Rejected, known};
use crate::game::{Routed, Shared};
mod late;
mod registration;
mod round;
mod sheets;

use registration::{add_entrants, make_pair, reinstate, remove, withdraw};
use round::{draw_round, publish, redraw, swap_entrants, swap_tables};
use sheets::{import_round, record, resolve};

/// Applies one command to a Muck game and its registry, in place; the caller
/// ([`crate::game::apply`]) works on a copy and appends the audit entry.
///
/// # Errors
/// [`Rejected`] naming the field and the allowed values.
pub fn run(
    reg: &mut Registry,
    g: &mut MuckGame,
    seed: u64,
    cmd: Routed<MuckCommand>,
) -> Result<Change, Rejected> {
    match cmd {
        Routed::Shared(Shared::AddPlayers { names }) => {
            add_entrants(reg, g, names.into_iter().map(|n| vec![n]).collect())
        }
        Routed::Own(MuckCommand::AddEntrants { entrants }) => add_entrants(reg, g, entrants),
        Routed::Shared(Shared::RenamePlayer { player, name }) => reg.rename(player, &name),
        Routed::Own(MuckCommand::MakePair { a, b }) => make_pair(reg, g, a, b),
        Routed::Shared(Shared::Drop { player }) => {
            known(reg, player)?;
            withdraw(reg, g, entrant_of(g, player))
        }
        Routed::Shared(Shared::Undrop { player }) => {
            known(reg, player)?;
            reinstate(reg, g, entrant_of(g, player))
        }
        Routed::Own(MuckCommand::Withdraw { entrant }) => withdraw(reg, g, entrant),
        Routed::Own(MuckCommand::Reinstate { entrant }) => reinstate(reg, g, entrant),
        Routed::Own(MuckCommand::Remove { entrant }) => remove(reg, g, entrant),
        Routed::Own(MuckCommand::SeatLate { entrant }) => late::seat_late(reg, g, entrant),
        Routed::Own(MuckCommand::DrawRound) => draw_round(reg, g, seed),
        Routed::Own(MuckCommand::Redraw) => redraw(reg, g, seed),
        Routed::Shared(Shared::DeleteDraft) => lifecycle::delete_draft(&mut g.rounds),
        Routed::Own(MuckCommand::SwapEntrants { a, b }) => swap_entrants(reg, g, a, b),
        Routed::Shared(Shared::SwapTables { a, b }) => swap_tables(reg, g, a, b),
        Routed::Shared(Shared::Publish) => publish(reg, g),
        Routed::Own(MuckCommand::Score {
            round,
            table,
            bobbl,
            scores,
            second_entry,
        }) => record(reg, g, round, table, bobbl, &scores, second_entry),
        Routed::Own(MuckCommand::ResolveEntries { round, table, take }) => {
            resolve(reg, g, round, table, take)
        }
        Routed::Own(MuckCommand::ImportRound { round, tables }) => {
            import_round(reg, g, round, tables)
        }
    }
}

pub(super) fn partners(g: &MuckGame) -> Partners {
    g.settings.partners
}

/// The entrant a player plays as: their pair, or the player (a single player, or one who
/// came alone and waits for a partner).
pub(super) fn entrant_of(g: &MuckGame, p: PlayerId) -> Entrant {
    g.pairs
        .iter()
        .find(|x| x.players.contains(&p))
        .map_or(Entrant::Player(p), |x| Entrant::Pair(x.id))
}

impl crate::game::Rules for MuckGame {
    const KIND: crate::game::GameKind = crate::game::GameKind::Muck;
    type Own = MuckCommand;

    fn run(
        &mut self,
        registry: &mut Registry,
        seed: u64,
        cmd: Routed<MuckCommand>,
    ) -> Result<Change, Rejected> {
        run(registry, self, seed, cmd)
    }

    fn problems(&self, registry: &Registry, out: &mut Vec<String>) {
        super::validate::problems(registry, self, out);
    }

    /// The ranking over every counted round (R-M2..R-M5, with Plus and Plus-Minus).
    fn view(&self, registry: &Registry, _seed: u64) -> crate::game::GameView {
        crate::game::GameView::new(super::ranking::ranking(registry, self, None))
    }

    fn latest_fixed(&self) -> Option<crate::game::RoundNo> {
        // The lifecycle's round 0 is "before any".
        Some(crate::game::lifecycle::latest_fixed(&self.rounds)).filter(|n| n.0 > 0)
    }

    fn label(&self) -> String {
        format!("Muck ({})", self.settings.partners)
    }

    fn round_count(&self) -> usize {
        self.rounds.len()
    }

    /// The `time_limit` setting (R-M9: none by default).
    fn round_minutes(&self) -> Option<u32> {
        self.settings.time_limit
    }

    fn last_round_state(&self) -> Option<crate::game::RoundState> {
        self.rounds.last().map(|r| r.state)
    }
}

#[cfg(test)]
mod tests {
    use crate::game::next_round_allowed;
    use crate::game::{RoundNo, RoundState, TableNo};
    use crate::muck::{MuckRound, MuckTable, PairId, Side};

    fn round(n: u32, state: RoundState, open: usize) -> MuckRound {
        MuckRound {
            number: RoundNo(n),
            state,
            draw_no: 0,
            tables: (0..open)
                .map(|i| {
                    MuckTable::new(
                        TableNo(i as u32 + 1),
                        Side::Pair(PairId(1)),
                        Side::Pair(PairId(2)),
                        2,
                        false,
                    )
                })
                .collect(),
            sitting_out: Vec::new(),
            warnings: Vec::new(),
        }
    }

    #[test]
    fn a_new_round_waits_for_the_last_one() {
        let no = |r: MuckRound| next_round_allowed(&[r]).map_err(|e| e.to_string());
        assert_eq!(
            no(round(3, RoundState::Draft, 0)),
            Err("round 3 is a draft already: publish, re-draw or delete it".into())
        );
        assert_eq!(
            no(round(2, RoundState::Published, 4)),
            Err("round 2 has 4 table(s) with a Bobbl not entered: enter them first".into())
        );
        assert_eq!(no(round(2, RoundState::Complete, 0)), Ok(()));
        assert_eq!(next_round_allowed::<MuckRound>(&[]), Ok(()));
    }
}
