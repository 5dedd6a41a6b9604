//! Which value of the event a result command writes (its result slots), for the conflict rule
//! of the replay: a Swiss table's result (`swiss-pairing-and-scoring.txt`, R-S1), one Bobbl of
//! a Muck score sheet, first or second entry (`muck-ranking.txt`, R-M1). This file reads the
//! commands of those two systems: the one place `sync` asks which system a command is for
//! (every other command is replayed as it is). Turnierfußball, the Deich and Grand Slam have no
//! slots: what a player sends them is a submission where the latest counts, not a value two
//! desks could hold side by side.

use crate::game::{Command, Event, Rejected, RoundNo, TableNo};
use crate::muck::{BobblScore, MuckCommand};
use crate::swiss::{MatchResult, SwissCommand};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One value a result command writes. Ordered by system, round, table (and entry, Bobbl).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Slot {
    /// The result of a Swiss table.
    Swiss {
        /// The round.
        round: RoundNo,
        /// The table.
        table: TableNo,
    },
    /// One Bobbl of a Muck score sheet.
    Muck {
        /// The round.
        round: RoundNo,
        /// The table.
        table: TableNo,
        /// The second entry of the sheet (`false`: the first, the one the ranking counts).
        second: bool,
        /// The Bobbl, 1-based.
        bobbl: u32,
    },
}

impl Slot {
    /// The round.
    pub fn round(&self) -> RoundNo {
        match self {
            Self::Swiss { round, .. } | Self::Muck { round, .. } => *round,
        }
    }

    /// The table.
    pub fn table(&self) -> TableNo {
        match self {
            Self::Swiss { table, .. } | Self::Muck { table, .. } => *table,
        }
    }
}

/// What a result command writes into a [`Slot`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Value {
    /// A Swiss match result, from the first-listed player's side (`2-1`).
    Swiss(MatchResult),
    /// A Bobbl score, side A's and side B's points (`21:4`).
    Muck(BobblScore),
}

impl fmt::Display for Value {
    /// `2-1` or `21:4`, as the engines write them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Swiss(r) => r.fmt(f),
            Self::Muck(s) => s.fmt(f),
        }
    }
}

/// The slots `cmd` writes with their values, in Bobbl order; `None` for a command that is no
/// result or whose round is not given (a desk gives it: [`pin_round`]).
pub fn slots_of(cmd: &Command) -> Option<Vec<(Slot, Value)>> {
    match cmd {
        Command::Swiss(SwissCommand::RecordResult {
            round: Some(round),
            table,
            result,
        }) => Some(vec![(
            Slot::Swiss {
                round: *round,
                table: *table,
            },
            Value::Swiss(*result),
        )]),
        Command::Muck(MuckCommand::Score {
            round: Some(round),
            table,
            bobbl,
            scores,
            second_entry,
        }) => Some(
            scores
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    (
                        Slot::Muck {
                            round: *round,
                            table: *table,
                            second: *second_entry,
                            bobbl: bobbl + i as u32,
                        },
                        Value::Muck(*s),
                    )
                })
                .collect(),
        ),
        _ => None,
    }
}

/// The table whose entries `cmd` settles without being a result (the Muck take-one of the
/// second entry): its slots start afresh after it.
pub fn settles(cmd: &Command) -> Option<(RoundNo, TableNo)> {
    match cmd {
        Command::Muck(MuckCommand::ResolveEntries {
            round: Some(round),
            table,
            ..
        }) => Some((*round, *table)),
        _ => None,
    }
}

/// The commands that write only the slots of `cmd` marked in `keep` (one per run of kept
/// Bobbl; `cmd` itself when every slot is kept; none when no slot is).
pub fn part(cmd: &Command, keep: &[bool]) -> Vec<Command> {
    if keep.iter().all(|k| *k) {
        return vec![cmd.clone()];
    }
    let Command::Muck(MuckCommand::Score {
        round,
        table,
        bobbl,
        scores,
        second_entry,
    }) = cmd
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < scores.len() {
        if !keep.get(i).copied().unwrap_or(false) {
            i += 1;
            continue;
        }
        let start = i;
        while i < scores.len() && keep.get(i).copied().unwrap_or(false) {
            i += 1;
        }
        out.push(Command::Muck(MuckCommand::Score {
            round: *round,
            table: *table,
            bobbl: bobbl + start as u32,
            scores: scores[start..i].to_vec(),
            second_entry: *second_entry,
        }));
    }
    out
}

/// The command that writes `value` into `slot` (what a desk runs to settle a difference by
/// taking one value).
pub fn command_for(slot: Slot, value: Value) -> Option<Command> {
    match (slot, value) {
        (Slot::Swiss { round, table }, Value::Swiss(result)) => {
            Some(Command::Swiss(SwissCommand::RecordResult {
                round: Some(round),
                table,
                result,
            }))
        }
        (
            Slot::Muck {
                round,
                table,
                second,
                bobbl,
            },
            Value::Muck(s),
        ) => Some(Command::Muck(MuckCommand::Score {
            round: Some(round),
            table,
            bobbl,
            scores: vec![s],
            second_entry: second,
        })),
        _ => None,
    }
}

/// `cmd` with its round given where it says "the last round" (`round: None`): the last round
/// of `ev`, as the desk that commits it sees it. On another desk "the last round" may be
/// another one; an op always names its round.
pub fn pin_round(cmd: Command, ev: &Event) -> Command {
    let last = match ev.game.round_count() {
        0 => None,
        n => Some(RoundNo(n as u32)),
    };
    match cmd {
        Command::Swiss(SwissCommand::RecordResult {
            round: None,
            table,
            result,
        }) => Command::Swiss(SwissCommand::RecordResult {
            round: last,
            table,
            result,
        }),
        Command::Muck(MuckCommand::Score {
            round: None,
            table,
            bobbl,
            scores,
            second_entry,
        }) => Command::Muck(MuckCommand::Score {
            round: last,
            table,
            bobbl,
            scores,
            second_entry,
        }),
        Command::Muck(MuckCommand::ResolveEntries {
            round: None,
            table,
            take,
        }) => Command::Muck(MuckCommand::ResolveEntries {
            round: last,
            table,
            take,
        }),
        other => other,
    }
}

/// The refusal of a result that writes what stands already, in the engines' words
/// (`table 5: 2-0 is already entered; nothing changed`): [`Rejected::Unchanged`].
pub fn unchanged(slots: &[(Slot, Value)]) -> Option<Rejected> {
    let (first, _) = slots.first()?;
    let entered = match first {
        Slot::Swiss { .. } => slots[0].1.to_string(),
        Slot::Muck { bobbl, .. } => {
            let last = bobbl + slots.len() as u32 - 1;
            let range = if last == *bobbl {
                format!("Bobbl {bobbl}")
            } else {
                format!("Bobbl {bobbl}..{last}")
            };
            let values: Vec<String> = slots.iter().map(|(_, v)| v.to_string()).collect();
            format!("{range} {}", values.join(" "))
        }
    };
    Some(Rejected::Unchanged {
        table: first.table(),
        entered,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(bobbl: u32, scores: &[(u32, u32)]) -> Command {
        Command::Muck(MuckCommand::Score {
            round: Some(RoundNo(2)),
            table: TableNo(3),
            bobbl,
            scores: scores
                .iter()
                .map(|(a, b)| BobblScore { a: *a, b: *b })
                .collect(),
            second_entry: false,
        })
    }

    #[test]
    fn a_sheet_writes_one_slot_per_bobbl_and_a_part_keeps_runs() {
        let cmd = score(1, &[(21, 4), (13, 21), (21, 20)]);
        let slots = slots_of(&cmd).expect("a result");
        assert_eq!(slots.len(), 3);
        assert_eq!(
            slots[2].0,
            Slot::Muck {
                round: RoundNo(2),
                table: TableNo(3),
                second: false,
                bobbl: 3
            }
        );
        assert_eq!(slots[1].1.to_string(), "13:21");
        assert_eq!(
            part(&cmd, &[true, false, true]),
            [score(1, &[(21, 4)]), score(3, &[(21, 20)])]
        );
        assert_eq!(part(&cmd, &[true, true, true]), std::slice::from_ref(&cmd));
        assert!(part(&cmd, &[false, false, false]).is_empty());
        let Some(Rejected::Unchanged { entered, .. }) = unchanged(&slots) else {
            panic!("unchanged");
        };
        assert_eq!(entered, "Bobbl 1..3 21:4 13:21 21:20");
    }

    #[test]
    fn the_last_round_is_pinned_and_other_commands_have_no_slot() {
        let swiss = crate::game::Event::new(
            "t",
            crate::game::Game::Swiss(crate::swiss::SwissGame::new(Default::default())),
            chrono::DateTime::UNIX_EPOCH,
            0,
        );
        let cmd = Command::Swiss(SwissCommand::RecordResult {
            round: None,
            table: TableNo(1),
            result: MatchResult::INTENTIONAL_DRAW,
        });
        // No round yet: it stays "the last round", and the engine refuses it.
        assert_eq!(pin_round(cmd.clone(), &swiss), cmd);
        assert!(slots_of(&cmd).is_none());
        assert!(slots_of(&Command::Publish).is_none());
        assert!(settles(&Command::Publish).is_none());
    }
}
