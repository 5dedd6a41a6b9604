//! CSV import: the Swiss players and results here, the other systems' files in their own
//! modules (Muck entrants and score sheets in `muck.rs`, Turnierfußball lineups and ranking
//! lists in [`football`], Deich players and bids in `deich.rs`, Grand Slam players, offers and
//! entries in [`grand_slam`]).
//!
//! Players: a header `name`, one player a line, registered in file order; or the file
//! `export EV players` writes ([`PLAYERS_HEADER`]: `id,name,registration,entered_round,
//! dropped_after`), registered in its registration order with its ids, late entries and drops.
//! Results: the header `round,table,player_a,player_b,games_a,games_b,games_drawn`, one line
//! per match; a bye has an empty `player_b`; `table` may be empty. Players are named as
//! registered. Imports are turned into [`Command`]s; the caller applies them all or none.
//!
//! Every importer reads its file through [`CsvText`] (`text.rs`): at most [`MAX_FILE_BYTES`],
//! lines of at most [`MAX_LINE_CHARS`], UTF-8 with or without a byte order mark, UTF-16 with
//! one, or Windows-1252, decoded to UTF-8 before the CSV reader sees it.

use crate::game::{Command, Event, PlayerId, RoundNo, TableNo, same_name_key};
use crate::swiss::{ImportedMatch, MatchResult};
use crate::swiss::{ImportedPlayer, SwissCommand};
use std::collections::{BTreeMap, HashMap};
use std::io::Read;

mod deich;
pub mod football;
pub mod grand_slam;
mod muck;
mod text;
pub use deich::{BIDS_HEADER, bids as deich_bids, players as deich_players};
pub use muck::{MUCK_RESULTS_HEADER, entrants, results as muck_results, split_names};
pub use text::{CsvInput, CsvText, Encoding, MAX_FILE_BYTES, MAX_LINE_CHARS};

/// The exact header of a results file.
pub const RESULTS_HEADER: [&str; 7] = [
    "round",
    "table",
    "player_a",
    "player_b",
    "games_a",
    "games_b",
    "games_drawn",
];

/// The header of the players file `export EV players` writes and `import --players` reads
/// back: the player's id (kept by the import, so `Name #id` in the results file names the
/// same player), the name, the place in the registration order (the last tiebreaker, R-S9, and
/// round 1's order, R-S11), the first round a late entry could be paired in (R-S17, empty for
/// a player there from round 1) and the round after which the player dropped (R-S6, 0 before
/// round 1, empty for a player still in). Any of the columns but `name` may be left out.
pub const PLAYERS_HEADER: [&str; 5] = [
    "id",
    "name",
    "registration",
    "entered_round",
    "dropped_after",
];

/// Why a CSV file was not imported. Nothing is changed when any line is bad. Shown in the
/// language in force (`err-import-*`); a field's `message` is written in it when the error
/// is made.
#[derive(Debug)]
pub enum ImportError {
    /// The file could not be read or is not CSV.
    Csv(csv::Error),
    /// The header is not the one required.
    Header {
        /// The header the format requires.
        expected: String,
        /// The header in the file.
        found: String,
    },
    /// A line with a bad value; `line` is 1-based in the file (the header is line 1).
    Field {
        /// 1-based line number.
        line: u64,
        /// The column.
        field: &'static str,
        /// What is wrong and what is allowed.
        message: String,
    },
    /// The file has a header but no data.
    Empty,
    /// Names registered already or repeated in the file, one entry each with its line.
    DuplicateNames(Vec<String>),
    /// The file is larger than [`MAX_FILE_BYTES`] (`/dev/zero`, a wrong file); nothing of it
    /// is imported.
    TooLarge,
    /// A line is longer than [`MAX_LINE_CHARS`]; `line` is 1-based in the file.
    LineTooLong {
        /// 1-based line number.
        line: u64,
    },
    /// A byte sequence that the encoding of the file's byte order mark (UTF-8 or UTF-16) does
    /// not have; `line` is 1-based in the file.
    Malformed {
        /// 1-based line number of the sequence.
        line: u64,
        /// The encoding the mark announced.
        encoding: Encoding,
    },
    /// A NUL byte in 8-bit text (UTF-16 without a byte order mark, or no text file at all);
    /// `line` is 1-based in the file.
    NulByte {
        /// 1-based line number of the first NUL byte.
        line: u64,
    },
    /// A line the rules refuse as a command (a team name another manager has, a distribution
    /// with two equal sets): `why` is the refusal in words; `line` is 1-based in the file.
    Refused {
        /// 1-based line number.
        line: u64,
        /// The refusal, with its field and the allowed values.
        why: String,
    },
    /// Every fault of a file that was checked line by line, in file order (two or more; one
    /// is reported as itself): nothing is imported until all are fixed.
    Lines(Vec<ImportError>),
}

impl ImportError {
    /// The file's line the fault is on, 1-based; 0 for a fault of the whole file.
    pub fn line(&self) -> u64 {
        match self {
            Self::Field { line, .. }
            | Self::LineTooLong { line }
            | Self::Malformed { line, .. }
            | Self::NulByte { line }
            | Self::Refused { line, .. } => *line,
            _ => 0,
        }
    }

    /// The faults `all` of a file checked line by line as one error: the one itself, several
    /// as [`ImportError::Lines`]; `None` when there are none.
    pub fn all(mut all: Vec<ImportError>) -> Option<ImportError> {
        match all.len() {
            0 => None,
            1 => all.pop(),
            _ => Some(Self::Lines(all)),
        }
    }
}

impl From<csv::Error> for ImportError {
    fn from(e: csv::Error) -> Self {
        Self::Csv(e)
    }
}

impl std::error::Error for ImportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Csv(e) => Some(e),
            _ => None,
        }
    }
}

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::tr;
        let text = match self {
            Self::Csv(e) => tr!("err-import-csv", cause = e.to_string()),
            Self::Header { expected, found } => tr!(
                "err-import-header",
                expected = expected.as_str(),
                found = found.as_str()
            ),
            Self::Field {
                line,
                field,
                message,
            } => tr!(
                "err-import-field",
                line = *line,
                field = *field,
                message = message.as_str()
            ),
            Self::Empty => tr!("err-import-empty"),
            Self::DuplicateNames(clashes) => {
                tr!("err-import-duplicates", clashes = clashes.join("; "))
            }
            Self::TooLarge => tr!("err-import-too-large", mib = MAX_FILE_BYTES >> 20),
            Self::LineTooLong { line } => tr!(
                "err-import-line-too-long",
                line = *line,
                limit = MAX_LINE_CHARS
            ),
            Self::Malformed { line, encoding } => tr!(
                "err-import-malformed",
                line = *line,
                encoding = encoding.name()
            ),
            Self::NulByte { line } => tr!("err-import-nul", line = *line),
            Self::Refused { line, why } => {
                tr!("err-import-refused", line = *line, why = why.as_str())
            }
            Self::Lines(all) => {
                let lines: Vec<String> = all.iter().map(|e| format!("\n  {e}")).collect();
                tr!(
                    "err-import-lines",
                    count = all.len(),
                    lines = lines.concat()
                )
            }
        };
        f.write_str(&text)
    }
}

/// Runs `read` over the text of `input` ([`CsvText`]: within [`MAX_FILE_BYTES`] and
/// [`MAX_LINE_CHARS`], decoded to UTF-8): the one way an importer gets at its file.
fn with_text<T>(
    input: impl CsvInput,
    read: impl FnOnce(&[u8]) -> Result<T, ImportError>,
) -> Result<T, ImportError> {
    let text = input.csv_text()?;
    read(text.as_str().as_bytes())
}

/// A CSV reader (fields trimmed) over a file whose header has a `name` column, and that
/// column's index (players and Muck entrants files).
///
/// # Errors
/// [`ImportError::Header`] when there is no `name` column; [`ImportError::Csv`] when the
/// header cannot be read.
pub(crate) fn name_column<R: Read>(input: R) -> Result<(csv::Reader<R>, usize), ImportError> {
    // A short row (`Tjark` under `name,last_place,start_fp`) has its later columns empty.
    let mut rdr = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .flexible(true)
        .from_reader(input);
    let header: Vec<String> = rdr.headers()?.iter().map(str::to_string).collect();
    match header.iter().position(|h| h == "name") {
        Some(col) => Ok((rdr, col)),
        None => Err(ImportError::Header {
            expected: "name".into(),
            found: header.join(","),
        }),
    }
}

/// Reads a players file (header `name`) into one [`Command::AddPlayers`] for `t`.
///
/// A name registered in `t` already, or repeated in the file (case, accents and spacing
/// folded, [`same_name_key`]), is refused with every such name listed, unless
/// `allow_duplicate_names` (two players may share a name; the desk then shows `#id`).
///
/// # Errors
/// A file or line beyond [`MAX_FILE_BYTES`] or [`MAX_LINE_CHARS`]; a wrong header, an empty name, names registered already or repeated in the file (all of
/// them in one message).
pub fn players(
    t: &Event,
    input: impl CsvInput,
    allow_duplicate_names: bool,
) -> Result<Command, ImportError> {
    with_text(input, |input| players_in(t, input, allow_duplicate_names))
}

/// A name of line `line` as the registry would take it ([`crate::game::name_fault`]); a line
/// break inside it means a quote that never closes, and the error says so.
///
/// # Errors
/// [`ImportError::Field`] naming the line, the field `name` and what is wrong, with the name
/// quoted safely ([`crate::game::quote_name`]).
pub(crate) fn check_name(line: u64, name: &str) -> Result<(), ImportError> {
    let bad = |message: String| ImportError::Field {
        line,
        field: "name",
        message,
    };
    if name.contains(['\n', '\r']) {
        return Err(bad(crate::tr!(
            "err-import-line-break",
            name = crate::game::quote_name(name)
        )));
    }
    match crate::game::name_fault(name, crate::game::MAX_NAME_CHARS) {
        Some(why) if name.is_empty() => Err(bad(why.to_string())),
        Some(why) => Err(bad(crate::tr!(
            "err-import-name-fault",
            why = why.to_string(),
            name = crate::game::quote_name(name)
        ))),
        None => Ok(()),
    }
}

fn players_in(
    t: &Event,
    input: impl Read,
    allow_duplicate_names: bool,
) -> Result<Command, ImportError> {
    let (mut rdr, col) = name_column(input)?;
    let header: Vec<String> = rdr.headers()?.iter().map(str::to_string).collect();
    if PLAYERS_HEADER
        .iter()
        .any(|h| *h != "name" && header.iter().any(|c| c == h))
    {
        return players_list(t, rdr, &header, allow_duplicate_names);
    }
    let mut names = Vec::new();
    let mut seen: HashMap<String, u64> = HashMap::new();
    let registered: HashMap<String, PlayerId> = t
        .registry
        .participants
        .iter()
        .map(|p| (same_name_key(&p.name), p.id))
        .collect();
    let mut clashes = Vec::new();
    for rec in rdr.records() {
        let rec = rec?;
        let line = rec.position().map_or(0, |p| p.line());
        let name = rec.get(col).unwrap_or("").trim().to_string();
        check_name(line, &name)?;
        // `Name #id` of a registered player, as the lists write a name two players share, is
        // that player: registered already, and a further player of the same name (with
        // --allow-duplicate-names) is registered as `Name`, never with the `#id` of another.
        let written = name.clone();
        let known = with_id(t, &name).filter(|_| !registered.contains_key(&same_name_key(&name)));
        let name = match known.and_then(|p| t.registry.participant(p)) {
            Some(p) => p.name.clone(),
            None => name,
        };
        let key = same_name_key(&name);
        if let Some(id) = known.or_else(|| registered.get(&key).copied()) {
            clashes.push(crate::tr!(
                "err-import-registered-already",
                line = line,
                name = format!("{written:?}"),
                id = id.0
            ));
        } else if let Some(first) = seen.get(&key) {
            clashes.push(crate::tr!(
                "err-import-on-line",
                line = line,
                name = format!("{name:?}"),
                first = *first
            ));
        }
        seen.entry(key).or_insert(line);
        names.push(name);
    }
    if names.is_empty() {
        return Err(ImportError::Empty);
    }
    if !clashes.is_empty() && !allow_duplicate_names {
        return Err(ImportError::DuplicateNames(clashes));
    }
    Ok(Command::AddPlayers { names })
}

/// One line of a players list ([`PLAYERS_HEADER`]).
struct ListedPlayer {
    line: u64,
    id: Option<u32>,
    name: String,
    registration: Option<u32>,
    entered: Option<RoundNo>,
    dropped: Option<RoundNo>,
}

/// An optional whole number of column `field` (empty: `None`), `'` taken off as
/// [`spreadsheet_text`] does.
fn optional_number(
    rec: &csv::StringRecord,
    col: Option<usize>,
    line: u64,
    field: &'static str,
) -> Result<Option<u32>, ImportError> {
    let Some(i) = col else { return Ok(None) };
    let s = spreadsheet_text(field_at(rec, i));
    if s.is_empty() {
        return Ok(None);
    }
    s.parse::<u32>().map(Some).map_err(|_| ImportError::Field {
        line,
        field,
        message: crate::tr!("err-import-not-a-number", value = format!("{s:?}")),
    })
}

fn field_at(rec: &csv::StringRecord, i: usize) -> &str {
    rec.get(i).unwrap_or("").trim()
}

/// A players list with the columns of [`PLAYERS_HEADER`] (the file `export EV players`
/// writes): registered in the order of `registration` (file order without it), each with the
/// id of the file where it has one (refused where the player would get another), the late
/// entry and the drop. Names may repeat in the file when each line has its id (the file of an
/// event where two players share a name); a name registered already still needs
/// `allow_duplicate_names`. Without any entry round or drop it is an [`Command::AddPlayers`],
/// as a list of names is; else a [`SwissCommand::ImportPlayers`].
fn players_list<R: Read>(
    t: &Event,
    mut rdr: csv::Reader<R>,
    header: &[String],
    allow_duplicate_names: bool,
) -> Result<Command, ImportError> {
    let col = |name: &str| header.iter().position(|h| h == name);
    let (c_id, c_name, c_reg, c_entered, c_dropped) = (
        col("id"),
        col("name"),
        col("registration"),
        col("entered_round"),
        col("dropped_after"),
    );
    let mut rows = Vec::new();
    for rec in rdr.records() {
        let rec = rec?;
        let line = rec.position().map_or(0, |p| p.line());
        let name = spreadsheet_text(c_name.map_or("", |i| field_at(&rec, i))).to_string();
        check_name(line, &name)?;
        let registration = optional_number(&rec, c_reg, line, "registration")?;
        if c_reg.is_some() && registration.is_none_or(|r| r == 0) {
            return Err(ImportError::Field {
                line,
                field: "registration",
                message: crate::tr!("day-err-import-registration"),
            });
        }
        let entered = optional_number(&rec, c_entered, line, "entered_round")?;
        if entered == Some(0) {
            return Err(ImportError::Field {
                line,
                field: "entered_round",
                message: crate::tr!("day-err-import-entered-zero"),
            });
        }
        rows.push(ListedPlayer {
            line,
            id: optional_number(&rec, c_id, line, "id")?,
            name,
            registration,
            entered: entered.map(RoundNo),
            dropped: optional_number(&rec, c_dropped, line, "dropped_after")?.map(RoundNo),
        });
    }
    if rows.is_empty() {
        return Err(ImportError::Empty);
    }
    // The registration order: a place given twice is a mistake, not a tie to break.
    rows.sort_by_key(|r| r.registration);
    for w in rows.windows(2) {
        if let [a, b] = w
            && a.registration == b.registration
        {
            return Err(ImportError::Field {
                line: b.line,
                field: "registration",
                message: crate::tr!(
                    "day-err-import-registration-twice",
                    place = a.registration.unwrap_or(0),
                    first = a.line
                ),
            });
        }
    }
    // Ids are kept: the k-th player gets the k-th free id, which must be the file's.
    let first = t.registry.participants.len() as u32 + 1;
    for (k, r) in rows.iter().enumerate() {
        let gets = first + k as u32;
        if let Some(id) = r.id.filter(|id| *id != gets) {
            return Err(ImportError::Field {
                line: r.line,
                field: "id",
                message: crate::tr!(
                    "day-err-import-id",
                    name = format!("{:?}", r.name),
                    id = id,
                    gets = gets,
                    registered = t.registry.participants.len()
                ),
            });
        }
    }
    let registered: HashMap<String, PlayerId> = t
        .registry
        .participants
        .iter()
        .map(|p| (same_name_key(&p.name), p.id))
        .collect();
    let mut seen: HashMap<String, u64> = HashMap::new();
    let mut clashes = Vec::new();
    for r in &rows {
        let key = same_name_key(&r.name);
        if let Some(id) = registered.get(&key) {
            clashes.push(crate::tr!(
                "err-import-registered-already",
                line = r.line,
                name = format!("{:?}", r.name),
                id = id.0
            ));
        } else if let Some(first) = seen.get(&key)
            && r.id.is_none()
        {
            clashes.push(crate::tr!(
                "err-import-on-line",
                line = r.line,
                name = format!("{:?}", r.name),
                first = *first
            ));
        }
        seen.entry(key).or_insert(r.line);
    }
    if !clashes.is_empty() && !allow_duplicate_names {
        return Err(ImportError::DuplicateNames(clashes));
    }
    if rows
        .iter()
        .all(|r| r.entered.is_none() && r.dropped.is_none())
    {
        return Ok(Command::AddPlayers {
            names: rows.into_iter().map(|r| r.name).collect(),
        });
    }
    Ok(Command::Swiss(SwissCommand::ImportPlayers {
        players: rows
            .into_iter()
            .map(|r| ImportedPlayer {
                name: r.name,
                entered_round: r.entered,
                dropped_after: r.dropped,
            })
            .collect(),
    }))
}

/// One parsed line of a results file.
struct Line {
    line: u64,
    round: u32,
    table: Option<u32>,
    a: String,
    b: Option<String>,
    result: MatchResult,
}

fn field(rec: &csv::StringRecord, i: usize) -> &str {
    rec.get(i).unwrap_or("")
}

/// The registered player `name` names as the lists write a name two players share, `Name
/// #id`: the id's player, if the name before it is theirs (case, accents and spacing folded).
/// A player actually called so is found by the whole name first.
fn with_id(t: &Event, name: &str) -> Option<PlayerId> {
    t.registry.with_id(name)
}

/// `name` as the lists write it for the first registered player of that name: `Lukas Schmidt
/// #3`, for the message that the bare name is ambiguous.
fn shared_example(t: &Event, name: &str) -> String {
    let key = same_name_key(name);
    t.registry
        .participants
        .iter()
        .find(|p| same_name_key(&p.name) == key)
        .map_or_else(|| name.to_string(), |p| format!("{} {}", p.name, p.id))
}

/// A cell as `export` wrote it for a spreadsheet: a `'` before `=`, `+`, `-`, `@`, a tab or a
/// carriage return is taken off again, so an exported results file imports as it was.
pub fn spreadsheet_text(s: &str) -> &str {
    match s.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '-', '@', '\t', '\r']) => rest,
        _ => s,
    }
}

fn number(rec: &csv::StringRecord, i: usize, line: u64) -> Result<u32, ImportError> {
    let s = field(rec, i);
    s.parse::<u32>().map_err(|_| ImportError::Field {
        line,
        field: RESULTS_HEADER[i],
        message: crate::tr!("err-import-not-a-number", value = format!("{s:?}")),
    })
}

/// Reads a results file against `t` and returns the commands that import it: first an
/// [`Command::AddPlayers`] for unknown names when `add_missing` is set (in order of first
/// appearance), then one [`SwissCommand::ImportRound`] per round, in round order.
///
/// # Errors
/// A wrong header; a non-numeric or negative number; a result that is not best of three; an
/// unknown player (without `add_missing`) or a name two registered players share; a round
/// that is not the next one to import or a gap between rounds. The tournament is not touched.
pub fn results(
    t: &Event,
    input: impl CsvInput,
    add_missing: bool,
) -> Result<Vec<Command>, ImportError> {
    with_text(input, |input| results_in(t, input, add_missing))
}

fn results_in(t: &Event, input: impl Read, add_missing: bool) -> Result<Vec<Command>, ImportError> {
    let mut rdr = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .from_reader(input);
    let header: Vec<String> = rdr.headers()?.iter().map(str::to_string).collect();
    if header != RESULTS_HEADER {
        return Err(ImportError::Header {
            expected: RESULTS_HEADER.join(","),
            found: header.join(","),
        });
    }
    let mut lines = Vec::new();
    for rec in rdr.records() {
        let rec = rec?;
        let line = rec.position().map_or(0, |p| p.line());
        let round = number(&rec, 0, line)?;
        if round == 0 {
            return Err(ImportError::Field {
                line,
                field: "round",
                message: crate::tr!("err-import-rounds-start"),
            });
        }
        let table = match field(&rec, 1) {
            "" => None,
            _ => Some(number(&rec, 1, line)?).filter(|n| *n > 0),
        };
        let a = spreadsheet_text(field(&rec, 2)).to_string();
        if a.is_empty() {
            return Err(ImportError::Field {
                line,
                field: "player_a",
                message: crate::tr!("err-import-must-name"),
            });
        }
        let b = Some(spreadsheet_text(field(&rec, 3)).to_string()).filter(|s| !s.is_empty());
        let (ga, gb, gd) = (
            number(&rec, 4, line)?,
            number(&rec, 5, line)?,
            number(&rec, 6, line)?,
        );
        // A count beyond a best of three is refused as it was typed (256 is not echoed as
        // 255), naming its own column.
        for (v, field) in [(ga, "games_a"), (gb, "games_b"), (gd, "games_drawn")] {
            let most = if field == "games_drawn" { 3 } else { 2 };
            if v > most {
                return Err(ImportError::Field {
                    line,
                    field,
                    message: crate::tr!("err-import-games", value = v, most = most),
                });
            }
        }
        let small = |v: u32| u8::try_from(v).unwrap_or(u8::MAX);
        let result = if b.is_none() {
            MatchResult::new(2, 0, 0).map_err(|_| ImportError::Field {
                line,
                field: "games_a",
                message: crate::tr!("err-swiss-score", score = "2-0-0"),
            })?
        } else {
            MatchResult::new(small(ga), small(gb), small(gd)).map_err(|_| ImportError::Field {
                line,
                field: "games_a",
                message: crate::tr!(
                    "err-swiss-score",
                    score = format!("{}-{}-{}", small(ga), small(gb), small(gd))
                ),
            })?
        };
        lines.push(Line {
            line,
            round,
            table,
            a,
            b,
            result,
        });
    }
    if lines.is_empty() {
        return Err(ImportError::Empty);
    }

    // Names -> ids; unknown names become new players when asked to.
    let mut ids: HashMap<String, Option<PlayerId>> = HashMap::new();
    for p in &t.registry.participants {
        let e = ids.entry(p.name.to_lowercase()).or_insert(Some(p.id));
        if *e != Some(p.id) {
            *e = None; // shared name: ambiguous
        }
    }
    let mut new_names: Vec<String> = Vec::new();
    let mut next_id = t.registry.participants.len() as u32 + 1;
    let mut lookup =
        |name: &str, line: u64, field: &'static str| -> Result<PlayerId, ImportError> {
            let found = ids.get(&name.to_lowercase()).copied();
            if !matches!(found, Some(Some(_)))
                && let Some(id) = with_id(t, name)
            {
                return Ok(id);
            }
            match found {
                Some(Some(id)) => Ok(id),
                Some(None) => Err(ImportError::Field {
                    line,
                    field,
                    message: crate::tr!(
                        "err-import-ambiguous",
                        name = format!("{name:?}"),
                        example = shared_example(t, name)
                    ),
                }),
                None if add_missing => {
                    let id = PlayerId(next_id);
                    next_id += 1;
                    ids.insert(name.to_lowercase(), Some(id));
                    new_names.push(name.to_string());
                    Ok(id)
                }
                None => Err(ImportError::Field {
                    line,
                    field,
                    message: crate::tr!("err-import-unknown-name", name = format!("{name:?}")),
                }),
            }
        };

    let mut rounds: BTreeMap<u32, (Vec<ImportedMatch>, Vec<PlayerId>)> = BTreeMap::new();
    for l in &lines {
        let a = lookup(&l.a, l.line, "player_a")?;
        let entry = rounds.entry(l.round).or_default();
        match &l.b {
            None => entry.1.push(a),
            Some(b) => {
                let b = lookup(b, l.line, "player_b")?;
                if a == b {
                    return Err(ImportError::Field {
                        line: l.line,
                        field: "player_b",
                        message: crate::tr!("err-import-plays-themself"),
                    });
                }
                entry.0.push(ImportedMatch {
                    table: l.table.map(TableNo),
                    a,
                    b,
                    result: l.result,
                });
            }
        }
    }
    let first = t.game.round_count() as u32 + 1;
    for (i, r) in rounds.keys().enumerate() {
        let want = first + i as u32;
        if *r != want {
            let line = lines.iter().find(|l| l.round == *r).map_or(0, |l| l.line);
            return Err(ImportError::Field {
                line,
                field: "round",
                message: crate::tr!("err-import-round-gap", round = *r, want = want),
            });
        }
    }
    let mut cmds = Vec::new();
    if !new_names.is_empty() {
        cmds.push(Command::AddPlayers { names: new_names });
    }
    for (r, (matches, byes)) in rounds {
        cmds.push(Command::Swiss(SwissCommand::ImportRound {
            round: RoundNo(r),
            matches,
            byes,
        }));
    }
    Ok(cmds)
}
