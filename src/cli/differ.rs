//! Differences between the desks of a shared event as the command line shows them: results
//! that two desks typed differently without having seen each other are kept side by side by
//! the replay ([`crate::sync::Difference`]) until one is taken, so every output that shows a
//! result shows them too (`pairings` text and JSON, `standings`, `check`), each value with
//! the desks that typed it ("this desk" for the desk reading, the others by name).

use crate::game::{RoundNo, TableNo};
use crate::sync::{DeskId, Difference, Slot};
use serde::Serialize;
use std::path::Path;

/// The open differences of a shared event, and which desk reads them. Empty for an event
/// that is not shared, or whose log does not load (`check` names that cause).
#[derive(Debug, Clone, Default)]
pub struct Desks {
    /// The desk of the replica read (`None`: no replica).
    me: Option<DeskId>,
    /// The open differences, in slot order.
    pub differences: Vec<Difference>,
    /// The other desks' names, as they wrote them into the shared event.
    names: std::collections::BTreeMap<DeskId, String>,
}

/// `resolve` of a difference between desks at the event at `path`: the value `value_of`
/// reads from what was typed is the one that stands at `table` of round `round` (default:
/// the last), typed again as a change of this desk that has seen both, and confirmed.
///
/// # Errors
/// [`CliError`](super::error::CliError): the value does not parse, no difference is open
/// there, or the change was rejected.
pub(super) fn settle(
    out: &mut dyn std::io::Write,
    path: &Path,
    table: u32,
    round: Option<u32>,
    value_of: impl FnOnce() -> Result<crate::sync::Value, super::error::CliError>,
) -> Result<(), super::error::CliError> {
    let s = super::call::open_event(path)?;
    let t = s.tournament();
    let round = RoundNo(round.unwrap_or(t.game.round_count() as u32));
    let value = value_of()?;
    let cmd = Desks::load(path).settle(round, TableNo(table), value)?;
    drop(s);
    let s = super::call::change(path, cmd)?;
    super::call::say(out, super::call::confirm(s.tournament(), s.path()));
    Ok(())
}

/// One value of a difference as `pairings --json` writes it.
#[derive(Debug, Serialize)]
pub struct ValueJson {
    /// The value as the engines write it: `2-0`, `21:7`.
    pub value: String,
    /// The desks that typed it (their ids: the hex of their public keys), in replay order.
    pub desks: Vec<String>,
    /// Whether this desk (the one that ran the command) typed it.
    pub this_desk: bool,
    /// Whether it is the value the event counts until the difference is settled (the first).
    pub stands: bool,
}

/// One difference on a table as `pairings --json` writes it.
#[derive(Debug, Serialize)]
pub struct DifferenceJson {
    /// The Bobbl of a Muck sheet, 1-based (`null` for a Swiss table's result).
    pub bobbl: Option<u32>,
    /// Whether it is on the sheet's second entry (Muck).
    pub second_entry: bool,
    /// Every value typed, the one that stands first.
    pub values: Vec<ValueJson>,
}

impl Desks {
    /// The differences of the replica of the event file `path` (none for a plain file).
    pub fn load(path: &Path) -> Self {
        match crate::session::Shared::load(path) {
            Some(sh) => Self {
                me: Some(sh.desk),
                differences: sh.differences,
                names: crate::share::names(path),
            },
            None => Self::default(),
        }
    }

    /// Whether there is no open difference.
    pub fn is_empty(&self) -> bool {
        self.differences.is_empty()
    }

    /// The differences on table `table` of round `round`.
    pub fn at(&self, round: RoundNo, table: TableNo) -> Vec<&Difference> {
        self.differences
            .iter()
            .filter(|d| d.slot.round() == round && d.slot.table() == table)
            .collect()
    }

    /// How a desk is named: "this desk" for the one reading, else its name, else "desk" and
    /// the first ten characters of its id ([`crate::share::desk_label`]).
    pub fn label(&self, desk: &DeskId) -> String {
        crate::share::desk_label(self.me.as_ref(), &self.names, desk)
    }

    /// The desks of an entry, each once, in replay order.
    fn desks_of(entry: &crate::sync::Entry) -> Vec<&DeskId> {
        let mut out: Vec<&DeskId> = Vec::new();
        for op in &entry.by {
            if !out.contains(&&op.desk) {
                out.push(&op.desk);
            }
        }
        out
    }

    /// `2-0 (this desk) ≠ 0-2 (desk 1a2b3c4d5e)`: every value with its desks, the one that
    /// stands first.
    pub fn values(&self, d: &Difference) -> String {
        d.entries
            .iter()
            .map(|e| {
                let desks: Vec<String> = Self::desks_of(e)
                    .into_iter()
                    .map(|x| self.label(x))
                    .collect();
                format!("{} ({})", e.value, desks.join(", "))
            })
            .collect::<Vec<_>>()
            .join(" ≠ ")
    }

    /// The line under a table in `pairings`: what differs and both values with their desks.
    pub fn line(&self, d: &Difference) -> String {
        let values = self.values(d);
        match d.slot {
            Slot::Swiss { .. } => crate::tr!("cli-desks-differ-result", values = values),
            Slot::Muck { bobbl, second, .. } => crate::tr!(
                "cli-desks-differ-bobbl",
                bobbl = bobbl,
                second = if second { "yes" } else { "no" },
                values = values
            ),
        }
    }

    /// One line naming the table and round too, for `standings` and `check`.
    pub fn summary(&self, d: &Difference) -> String {
        crate::tr!(
            "cli-desks-differ-at",
            round = d.slot.round().0,
            table = d.slot.table().0,
            what = self.line(d)
        )
    }

    /// The command that settles the difference on table `table` of round `round` by taking
    /// `value` (`turnier resolve EV TABLE --take VALUE`): it writes that value again, as a
    /// change of this desk that has seen every value typed. On a Muck sheet with several
    /// Bobbl differing, the first whose values hold `value`.
    ///
    /// # Errors
    /// [`super::error::CliError::Usage`]: there is no difference at that table, or `value`
    /// is none of the values typed (the message names them).
    pub fn settle(
        &self,
        round: RoundNo,
        table: TableNo,
        value: crate::sync::Value,
    ) -> Result<crate::game::Command, super::error::CliError> {
        let here = self.at(round, table);
        if here.is_empty() {
            return Err(super::error::CliError::Usage(crate::tr!(
                "cli-resolve-no-difference",
                round = round.0,
                table = table.0
            )));
        }
        let found = here
            .iter()
            .find(|d| d.entries.iter().any(|e| e.value == value))
            .and_then(|d| crate::sync::slots::command_for(d.slot, value));
        found.ok_or_else(|| {
            let allowed: Vec<String> = here
                .iter()
                .flat_map(|d| d.entries.iter().map(|e| e.value.to_string()))
                .collect();
            super::error::CliError::Usage(crate::tr!(
                "cli-resolve-not-typed",
                take = value.to_string(),
                round = round.0,
                table = table.0,
                allowed = allowed.join(", ")
            ))
        })
    }

    /// The differences on table `table` of round `round` for `pairings --json`.
    pub fn json(&self, round: RoundNo, table: TableNo) -> Vec<DifferenceJson> {
        self.at(round, table)
            .into_iter()
            .map(|d| DifferenceJson {
                bobbl: match d.slot {
                    Slot::Muck { bobbl, .. } => Some(bobbl),
                    Slot::Swiss { .. } => None,
                },
                second_entry: matches!(d.slot, Slot::Muck { second: true, .. }),
                values: d
                    .entries
                    .iter()
                    .enumerate()
                    .map(|(i, e)| {
                        let desks = Self::desks_of(e);
                        ValueJson {
                            value: e.value.to_string(),
                            this_desk: desks.iter().any(|x| self.me.as_ref() == Some(*x)),
                            desks: desks.into_iter().map(|x| x.0.clone()).collect(),
                            stands: i == 0,
                        }
                    })
                    .collect(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n;
    use crate::sync::{Entry, OpId, Value};

    fn op(desk: &str, seq: u64) -> OpId {
        OpId {
            desk: DeskId::new(desk),
            seq,
        }
    }

    fn swiss_difference() -> Desks {
        let result = |s: &str| Value::Swiss(s.parse().expect("a result"));
        Desks {
            me: Some(DeskId::new("bbbbbbbbbbbbbbbb")),
            names: std::collections::BTreeMap::from([(
                DeskId::new("cccccccccccccccc"),
                "Tür 2".to_string(),
            )]),
            differences: vec![Difference {
                slot: Slot::Swiss {
                    round: RoundNo(2),
                    table: TableNo(7),
                },
                entries: vec![
                    Entry {
                        value: result("2-0"),
                        by: vec![op("aaaaaaaaaaaaaaaa", 3)],
                    },
                    Entry {
                        value: result("0-2"),
                        by: vec![op("bbbbbbbbbbbbbbbb", 5), op("cccccccccccccccc", 1)],
                    },
                ],
            }],
        }
    }

    #[test]
    fn each_value_is_named_with_its_desks() {
        let d = swiss_difference();
        i18n::with_lang(i18n::Lang::En, || {
            assert_eq!(
                d.values(&d.differences[0]),
                "2-0 (desk aaaaaaaaaa) ≠ 0-2 (this desk, Tür 2)"
            );
            assert_eq!(
                d.summary(&d.differences[0]),
                "round 2, table 7: desks differ: 2-0 (desk aaaaaaaaaa) ≠ 0-2 (this desk, Tür 2)"
            );
        });
        assert_eq!(d.at(RoundNo(2), TableNo(7)).len(), 1);
        assert!(d.at(RoundNo(2), TableNo(6)).is_empty());
        assert!(d.at(RoundNo(1), TableNo(7)).is_empty());
    }

    #[test]
    fn the_json_gives_every_value_with_its_desks() {
        let d = swiss_difference();
        let j = serde_json::to_value(d.json(RoundNo(2), TableNo(7))).expect("json");
        assert_eq!(
            j,
            serde_json::json!([{
                "bobbl": null,
                "second_entry": false,
                "values": [
                    {"value": "2-0", "desks": ["aaaaaaaaaaaaaaaa"], "this_desk": false, "stands": true},
                    {"value": "0-2", "desks": ["bbbbbbbbbbbbbbbb", "cccccccccccccccc"], "this_desk": true, "stands": false}
                ]
            }])
        );
        assert!(d.json(RoundNo(2), TableNo(1)).is_empty());
    }

    #[test]
    fn settling_takes_one_of_the_values_typed() {
        let d = swiss_difference();
        let result = |s: &str| Value::Swiss(s.parse().expect("a result"));
        let cmd = d
            .settle(RoundNo(2), TableNo(7), result("0-2"))
            .expect("settles");
        assert_eq!(
            cmd,
            crate::game::Command::Swiss(crate::swiss::SwissCommand::RecordResult {
                round: Some(RoundNo(2)),
                table: TableNo(7),
                result: "0-2".parse().expect("a result"),
            })
        );
        i18n::with_lang(i18n::Lang::En, || {
            let e = d
                .settle(RoundNo(2), TableNo(7), result("1-1-1"))
                .expect_err("not typed")
                .to_string();
            assert!(
                e.contains("`1-1-1`") && e.contains("allowed: 2-0, 0-2"),
                "{e}"
            );
            let e = d
                .settle(RoundNo(2), TableNo(6), result("2-0"))
                .expect_err("no difference")
                .to_string();
            assert!(e.contains("round 2, table 6"), "{e}");
        });
    }
}
