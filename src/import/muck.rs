//! CSV import for Muck events (`muck-ranking.txt`).
//!
//! Entrants: header `name`; a pair is named `Berta / Else`, a single player by name.
//! Results: header `round,table,side_a,side_b,bobbl,points_a,points_b`, one line per Bobbl; a
//! side is a pair's name, or for single players the two players' names joined with ` / `.

use super::{CsvInput, ImportError, field, number};
use crate::game::{Command, Event, PlayerId, Registry, RoundNo, RoundState, TableNo};
use crate::muck::MuckCommand;
use crate::muck::{BobblScore, Entrant, ImportedMuckTable, MuckGame, Partners, Side};
use std::collections::{BTreeMap, HashMap};
use std::io::Read;

/// The exact header of a Muck results file.
pub const MUCK_RESULTS_HEADER: [&str; 7] = [
    "round", "table", "side_a", "side_b", "bobbl", "points_a", "points_b",
];

/// Splits `Berta / Else` into its names (one name for a single player).
pub fn split_names(s: &str) -> Vec<String> {
    s.split(" / ")
        .map(|x| x.trim().to_string())
        .filter(|x| !x.is_empty())
        .collect()
}

/// Reads an entrants file (header `name`) into one [`MuckCommand::AddEntrants`].
///
/// # Errors
/// A wrong header, an empty name, more than two names on a line, a pair with the same player
/// twice, or the same entrant twice in the file.
pub fn entrants(input: impl CsvInput) -> Result<Command, ImportError> {
    super::with_text(input, entrants_in)
}

fn entrants_in(input: &[u8]) -> Result<Command, ImportError> {
    let (mut rdr, col) = super::name_column(input)?;
    let mut out = Vec::new();
    let mut seen: HashMap<String, u64> = HashMap::new();
    for rec in rdr.records() {
        let rec = rec?;
        let line = rec.position().map_or(0, |p| p.line());
        let bad = |message: String| ImportError::Field {
            line,
            field: "name",
            message,
        };
        let raw = rec.get(col).unwrap_or("");
        if raw.contains(['\n', '\r']) {
            super::check_name(line, raw)?;
        }
        let names = split_names(raw);
        for n in &names {
            super::check_name(line, n)?;
        }
        match names.as_slice() {
            [] => return Err(bad(crate::tr!("muck-import-empty-name"))),
            [a, b] if a.to_lowercase() == b.to_lowercase() => {
                return Err(bad(crate::tr!(
                    "muck-import-twice",
                    raw = format!("{raw:?}"),
                    name = a.as_str()
                )));
            }
            [_] | [_, _] => {}
            _ => {
                return Err(bad(crate::tr!(
                    "muck-import-too-many",
                    raw = format!("{raw:?}"),
                    count = names.len()
                )));
            }
        }
        for n in &names {
            if let Some(first) = seen.insert(n.to_lowercase(), line) {
                return Err(bad(crate::tr!(
                    "muck-import-already",
                    name = format!("{n:?}"),
                    line = first
                )));
            }
        }
        out.push(names);
    }
    if out.is_empty() {
        return Err(ImportError::Empty);
    }
    Ok(Command::Muck(MuckCommand::AddEntrants { entrants: out }))
}

struct Line {
    line: u64,
    round: u32,
    table: u32,
    a: Side,
    b: Side,
    bobbl: u32,
    score: BobblScore,
}

/// Finds the side named `name`: a registered pair (fixed pairs), or two registered players
/// joined with ` / ` (changing partners). A player's name may be written as the lists write a
/// name two players share, `Berta #4` (its id), where the name alone does not say who.
fn side(
    reg: &Registry,
    g: &MuckGame,
    name: &str,
    line: u64,
    field: &'static str,
) -> Result<Side, ImportError> {
    let bad = |message: String| ImportError::Field {
        line,
        field,
        message,
    };
    // Both players by name (each a unique name or `Name #id`): the pair they form.
    let by_players = || {
        let names = split_names(name);
        let [a, b] = names.as_slice() else {
            return None;
        };
        let (a, b) = (reg.one_named(a)?, reg.one_named(b)?);
        g.pairs
            .iter()
            .find(|p| p.players == [a, b] || p.players == [b, a])
    };
    match g.settings.partners {
        Partners::Fixed => g
            .pairs
            .iter()
            .find(|p| {
                g.entrant_name(reg, Entrant::Pair(p.id)).to_lowercase() == name.to_lowercase()
            })
            .or_else(by_players)
            .map(|p| Side::Pair(p.id))
            .ok_or_else(|| {
                bad(crate::tr!(
                    "muck-import-no-pair",
                    name = format!("{name:?}")
                ))
            }),
        Partners::Changing => {
            let names = split_names(name);
            let [a, b] = names.as_slice() else {
                return Err(bad(crate::tr!(
                    "muck-import-not-two",
                    name = format!("{name:?}")
                )));
            };
            let find = |n: &str| -> Result<PlayerId, ImportError> {
                let hits: Vec<PlayerId> = reg
                    .participants
                    .iter()
                    .filter(|p| p.name.to_lowercase() == n.to_lowercase())
                    .map(|p| p.id)
                    .collect();
                match (hits.as_slice(), reg.with_id(n)) {
                    ([one], _) => Ok(*one),
                    (_, Some(p)) => Ok(p),
                    ([], None) => Err(bad(crate::tr!(
                        "muck-import-no-player",
                        name = format!("{n:?}")
                    ))),
                    (many, None) => Err(bad(crate::tr!(
                        "muck-import-two-players",
                        name = format!("{n:?}"),
                        example = many
                            .first()
                            .map_or_else(String::new, |p| format!("{} {p}", reg.name_of(*p)))
                    ))),
                }
            };
            Ok(Side::Players(find(a)?, find(b)?))
        }
    }
}

/// Reads a Muck results file against `t` and returns the commands that import it: for a round
/// already drawn and published, one [`MuckCommand::Score`] per Bobbl (the sides must be the
/// table's); for the next round, one [`MuckCommand::ImportRound`] with its tables.
///
/// # Errors
/// A wrong header; a non-numeric or negative number; Bobbl 0 or beyond the round's Bobbl; a
/// score without exactly one side at the target (R-M1); an unknown pair or player; sides that
/// do not match a drawn table; a round that is a draft, or neither drawn nor the next one. The
/// tournament is not touched; `apply` checks the rest (an entrant at two tables).
pub fn results(t: &Event, input: impl CsvInput) -> Result<Vec<Command>, ImportError> {
    super::with_text(input, |input| results_in(t, input))
}

fn results_in(t: &Event, input: impl Read) -> Result<Vec<Command>, ImportError> {
    let Some(g) = t.muck() else {
        return Err(ImportError::Header {
            expected: "a Muck event".into(),
            found: format!("a {} event", t.kind()),
        });
    };
    let (reg, settings) = (&t.registry, &g.settings);
    let mut rdr = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .from_reader(input);
    let header: Vec<String> = rdr.headers()?.iter().map(str::to_string).collect();
    if header != MUCK_RESULTS_HEADER {
        return Err(ImportError::Header {
            expected: MUCK_RESULTS_HEADER.join(","),
            found: header.join(","),
        });
    }
    let num = |rec: &csv::StringRecord, i: usize, line: u64| -> Result<u32, ImportError> {
        number(rec, i, line).map_err(|e| match e {
            ImportError::Field { line, message, .. } => ImportError::Field {
                line,
                field: MUCK_RESULTS_HEADER[i],
                message,
            },
            other => other,
        })
    };
    let have = settings.bobbl_per_round;
    let mut lines = Vec::new();
    for rec in rdr.records() {
        let rec = rec?;
        let line = rec.position().map_or(0, |p| p.line());
        let bad = |field: &'static str, message: String| ImportError::Field {
            line,
            field,
            message,
        };
        let round = num(&rec, 0, line)?;
        let table = num(&rec, 1, line)?;
        if round == 0 {
            return Err(bad("round", crate::tr!("muck-import-round-zero")));
        }
        if table == 0 {
            return Err(bad("table", crate::tr!("muck-import-table-zero")));
        }
        // As `export` wrote it: a name a spreadsheet would take as a formula carries a `'`.
        let a = side(
            reg,
            g,
            super::spreadsheet_text(field(&rec, 2)),
            line,
            "side_a",
        )?;
        let b = side(
            reg,
            g,
            super::spreadsheet_text(field(&rec, 3)),
            line,
            "side_b",
        )?;
        let bobbl = num(&rec, 4, line)?;
        if !(1..=have).contains(&bobbl) {
            return Err(bad(
                "bobbl",
                crate::tr!("muck-import-no-bobbl", bobbl = bobbl, have = have),
            ));
        }
        let score = BobblScore {
            a: num(&rec, 5, line)?,
            b: num(&rec, 6, line)?,
        };
        score
            .check_limited(settings.target, settings.time_limit)
            .map_err(|m| bad("points_a", m))?;
        lines.push(Line {
            line,
            round,
            table,
            a,
            b,
            bobbl,
            score,
        });
    }
    if lines.is_empty() {
        return Err(ImportError::Empty);
    }
    let mut rounds: BTreeMap<u32, Vec<&Line>> = BTreeMap::new();
    for l in &lines {
        rounds.entry(l.round).or_default().push(l);
    }
    let fixed = g
        .rounds
        .iter()
        .filter(|r| r.state != RoundState::Draft)
        .count() as u32;
    let mut cmds = Vec::new();
    let mut next = fixed + 1;
    for (r, ls) in rounds {
        let first = ls.first().map_or(0, |l| l.line);
        if r <= fixed {
            let Some(round) = g.round(RoundNo(r)) else {
                continue;
            };
            for l in ls {
                let Some(tb) = round.table(TableNo(l.table)) else {
                    return Err(ImportError::Field {
                        line: l.line,
                        field: "table",
                        message: crate::tr!(
                            "muck-import-no-table",
                            round = r,
                            table = l.table,
                            have = round.tables.len()
                        ),
                    });
                };
                // A line may name the sides the other way round; the score follows them.
                let score = if (tb.a, tb.b) == (l.a, l.b) {
                    l.score
                } else if (tb.a, tb.b) == (l.b, l.a) {
                    BobblScore {
                        a: l.score.b,
                        b: l.score.a,
                    }
                } else {
                    return Err(ImportError::Field {
                        line: l.line,
                        field: "side_a",
                        message: crate::tr!(
                            "muck-import-other-sides",
                            round = r,
                            table = l.table,
                            a = g.side_name(reg, tb.a),
                            b = g.side_name(reg, tb.b),
                            la = g.side_name(reg, l.a),
                            lb = g.side_name(reg, l.b)
                        ),
                    });
                };
                cmds.push(Command::Muck(MuckCommand::Score {
                    round: Some(RoundNo(r)),
                    table: TableNo(l.table),
                    bobbl: l.bobbl,
                    scores: vec![score],
                    second_entry: false,
                }));
            }
        } else if r == next {
            next += 1;
            let mut tables: BTreeMap<u32, ImportedMuckTable> = BTreeMap::new();
            for l in ls {
                let tb = tables.entry(l.table).or_insert_with(|| ImportedMuckTable {
                    table: TableNo(l.table),
                    a: l.a,
                    b: l.b,
                    bobbl: vec![None; have as usize],
                });
                if (tb.a, tb.b) != (l.a, l.b) {
                    return Err(ImportError::Field {
                        line: l.line,
                        field: "side_a",
                        message: crate::tr!(
                            "muck-import-earlier-line",
                            round = r,
                            table = l.table,
                            a = g.side_name(reg, tb.a),
                            b = g.side_name(reg, tb.b)
                        ),
                    });
                }
                tb.bobbl[(l.bobbl - 1) as usize] = Some(l.score);
            }
            cmds.push(Command::Muck(MuckCommand::ImportRound {
                round: RoundNo(r),
                tables: tables.into_values().collect(),
            }));
        } else {
            return Err(ImportError::Field {
                line: first,
                field: "round",
                message: crate::tr!(
                    "muck-import-round-order",
                    round = r,
                    fixed = fixed,
                    next = next
                ),
            });
        }
    }
    Ok(cmds)
}

#[cfg(test)]
mod german {
    //! The import's messages about a line of a Muck file, in German, have no English word in
    //! them (the frame `line 3, name: …` is the import's, converted with the refusals).

    use super::*;
    use crate::i18n::{Lang, english_words, with_lang};

    fn message(e: ImportError) -> String {
        match e {
            ImportError::Field { message, .. } => message,
            other => panic!("not a field's message: {other}"),
        }
    }

    fn load() -> Event {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/muck-article.ron");
        crate::store::load(&path).expect("shipped save loads")
    }

    #[test]
    fn the_muck_import_messages_are_german() {
        let t = load();
        with_lang(Lang::De, || {
            let mut said = Vec::new();
            for csv in [
                "name\nBerta / berta\n",
                "name\nA / B / C\n",
                "name\nAnna\nAnna / Otto\n",
            ] {
                said.push(message(entrants(csv.as_bytes()).expect_err("refused")));
            }
            let head = "round,table,side_a,side_b,bobbl,points_a,points_b\n";
            for line in [
                "0,1,Berta / Else,Erwin / Franz,1,21,4",
                "1,0,Berta / Else,Erwin / Franz,1,21,4",
                "1,1,Niemand / Keiner,Erwin / Franz,1,21,4",
                "1,1,Berta / Else,Erwin / Franz,9,21,4",
                "1,1,Berta / Else,Erwin / Franz,1,21,21",
                "1,9,Berta / Else,Erwin / Franz,1,21,4",
                "1,1,Berta / Else,Fritz / Hans,1,21,4",
                "3,1,Berta / Else,Erwin / Franz,1,21,4",
            ] {
                let csv = format!("{head}{line}\n");
                said.push(message(results(&t, csv.as_bytes()).expect_err("refused")));
            }
            let all = said.join("\n");
            assert!(all.contains("zweimal"), "{all}");
            let found = english_words(&all);
            assert!(found.is_empty(), "English words {found:?} in\n{all}");
        });
    }
}
