//! CSV import for a Deich race (`ostfriesischer-deich.txt`).
//!
//! Players: header `name` plus optional `last_place` (1, 2, 3 or empty) and optional
//! `start_fp` (a GM's decision; it overrides `last_place`), one player a line.
//! Bids: header `name,bid`, one bid a line, for the open round; names as registered.

use super::{CsvInput, ImportError};
use crate::deich::bid::parse_bid;
use crate::deich::{DeichCommand, Fp};
use crate::game::{Command, Event, PlayerId, same_name_key};
use std::collections::HashMap;
use std::io::Read;

/// The optional columns of a Deich players file.
pub const PLAYERS_OPTIONAL: [&str; 2] = ["last_place", "start_fp"];

/// The exact header of a bids file.
pub const BIDS_HEADER: [&str; 2] = ["name", "bid"];

/// Reads a Deich players file into [`Command::AddPlayers`] followed by a
/// [`DeichCommand::SetLastPlace`] or [`DeichCommand::SetStartFp`] for every line that gives
/// one. Names registered already or repeated in the file are refused (all listed) unless
/// `allow_duplicate_names`.
///
/// # Errors
/// A wrong header (no `name`, or an unknown column), an empty name, a place other than
/// 1, 2, 3 or empty, start FP that are not a whole number >= 0, duplicate names.
pub fn players(
    t: &Event,
    input: impl CsvInput,
    allow_duplicate_names: bool,
) -> Result<Vec<Command>, ImportError> {
    super::with_text(input, |i| players_in(t, i, allow_duplicate_names))
}

fn players_in(
    t: &Event,
    input: impl Read,
    allow_duplicate_names: bool,
) -> Result<Vec<Command>, ImportError> {
    let (mut rdr, col) = super::name_column(input)?;
    let header: Vec<String> = rdr.headers()?.iter().map(str::to_string).collect();
    if let Some(h) = header
        .iter()
        .find(|h| *h != "name" && !PLAYERS_OPTIONAL.contains(&h.as_str()))
    {
        return Err(ImportError::Header {
            expected: format!("name plus optional {}", PLAYERS_OPTIONAL.join(", ")),
            found: format!("{} (unknown column {h:?})", header.join(",")),
        });
    }
    let at = |k: &str| header.iter().position(|h| h == k);
    let (place_col, fp_col) = (at("last_place"), at("start_fp"));
    let registered: HashMap<String, PlayerId> = t
        .registry
        .participants
        .iter()
        .map(|p| (same_name_key(&p.name), p.id))
        .collect();
    let mut seen: HashMap<String, u64> = HashMap::new();
    let mut clashes = Vec::new();
    let mut names = Vec::new();
    let mut extra = Vec::new();
    let first = t.registry.participants.len() as u32 + 1;
    for rec in rdr.records() {
        let rec = rec?;
        let line = rec.position().map_or(0, |p| p.line());
        let name = rec.get(col).unwrap_or("").trim().to_string();
        super::check_name(line, &name)?;
        let key = same_name_key(&name);
        if let Some(id) = registered.get(&key) {
            clashes.push(format!(
                "line {line}: {name:?} is registered already ({id})"
            ));
        } else if let Some(l) = seen.get(&key) {
            clashes.push(format!("line {line}: {name:?} is already on line {l}"));
        }
        seen.entry(key).or_insert(line);
        let player = PlayerId(first + names.len() as u32);
        names.push(name);
        let cell = |c: Option<usize>| c.and_then(|c| rec.get(c)).unwrap_or("").trim();
        let place = cell(place_col);
        if !place.is_empty() {
            match place.parse::<u8>() {
                Ok(p @ 1..=3) => extra.push(Command::Deich(DeichCommand::SetLastPlace {
                    player,
                    place: Some(p),
                })),
                _ => {
                    return Err(ImportError::Field {
                        line,
                        field: "last_place",
                        message: format!("{place:?} is not allowed; allowed: 1, 2, 3 or empty"),
                    });
                }
            }
        }
        let fp = cell(fp_col);
        if !fp.is_empty() {
            let fp: Fp = parse_bid(fp).map_err(|_| ImportError::Field {
                line,
                field: "start_fp",
                message: format!("{fp:?} is not allowed; allowed: a whole number of FP, 0 or more"),
            })?;
            extra.push(Command::Deich(DeichCommand::SetStartFp {
                player,
                fp: Some(fp),
            }));
        }
    }
    if names.is_empty() {
        return Err(ImportError::Empty);
    }
    if !clashes.is_empty() && !allow_duplicate_names {
        return Err(ImportError::DuplicateNames(clashes));
    }
    let mut out = vec![Command::AddPlayers { names }];
    out.extend(extra);
    Ok(out)
}

/// Reads a bids file (header `name,bid`) into one [`DeichCommand::Bid`] per line for the
/// open round, in file order (a name twice: the later line counts, rule 3.1).
///
/// # Errors
/// A wrong header; a name that is not registered (or shared by two players); a bid that is
/// negative, fractional or no number (R-D1).
pub fn bids(t: &Event, input: impl CsvInput) -> Result<Vec<Command>, ImportError> {
    super::with_text(input, |i| bids_in(t, i))
}

fn bids_in(t: &Event, input: impl Read) -> Result<Vec<Command>, ImportError> {
    let mut rdr = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .from_reader(input);
    let header: Vec<String> = rdr.headers()?.iter().map(str::to_string).collect();
    if header != BIDS_HEADER {
        return Err(ImportError::Header {
            expected: BIDS_HEADER.join(","),
            found: header.join(","),
        });
    }
    let mut by_key: HashMap<String, Vec<PlayerId>> = HashMap::new();
    for p in &t.registry.participants {
        by_key.entry(same_name_key(&p.name)).or_default().push(p.id);
    }
    let mut out = Vec::new();
    for rec in rdr.records() {
        let rec = rec?;
        let line = rec.position().map_or(0, |p| p.line());
        let name = rec.get(0).unwrap_or("");
        let player = match by_key.get(&same_name_key(name)).map(Vec::as_slice) {
            Some([one]) => *one,
            Some(many) => {
                return Err(ImportError::Field {
                    line,
                    field: "name",
                    message: format!(
                        "{name:?} is the name of {} players; give them different names first",
                        many.len()
                    ),
                });
            }
            None => {
                return Err(ImportError::Field {
                    line,
                    field: "name",
                    message: format!("{name:?} is not registered"),
                });
            }
        };
        let bid = parse_bid(rec.get(1).unwrap_or("")).map_err(|e| ImportError::Field {
            line,
            field: "bid",
            message: e.to_string().trim_start_matches("bid: ").to_string(),
        })?;
        out.push(Command::Deich(DeichCommand::Bid {
            round: None,
            player,
            bid,
        }));
    }
    if out.is_empty() {
        return Err(ImportError::Empty);
    }
    Ok(out)
}
