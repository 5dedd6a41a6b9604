//! CSV import for Turnierfußball series (`turnierfussball.txt`).
//!
//! Lineups: header `manager,team,t,a,v,m,s,wish` (wish may be empty), optionally a last
//! column `tournament` (`normal` or `anti`). Ranking list: header `manager,rlp,last_round`.

use super::{CsvInput, ImportError};
use crate::football::lineup::{LineupError, LineupErrorKind, Row, parse_row};
use crate::football::{FootballCommand, Lineup};
use crate::game::{Command, Event};
use crate::i18n;
use crate::tr;
use std::io::Read;

/// The header of a lineups file (a column `tournament` may follow).
pub const LINEUPS_HEADER: [&str; 8] = ["manager", "team", "t", "a", "v", "m", "s", "wish"];

/// The header of a ranking list file.
pub const RANKING_HEADER: [&str; 3] = ["manager", "rlp", "last_round"];

/// A row's fault in words: `negative`, `not a whole number`, ...
pub fn lineup_error_words(e: &LineupError) -> String {
    let what = match e.kind {
        LineupErrorKind::Parts(n) => {
            return tr!("football-import-parts", count = n);
        }
        LineupErrorKind::Negative => i18n::t("football-import-negative"),
        LineupErrorKind::NotWhole => i18n::t("football-import-not-whole"),
        LineupErrorKind::NotANumber => i18n::t("football-import-not-number"),
        LineupErrorKind::TooLarge => i18n::t("football-import-too-large"),
    };
    let row = e.row.map_or("", Row::letter);
    tr!("football-import-row", row = row, what = what)
}

fn reader<R: Read>(input: R) -> csv::Reader<R> {
    csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .from_reader(input)
}

/// Reads a lineups file into one [`FootballCommand::SubmitLineup`] per line, in file order
/// (a later line for the same team corrects the earlier one).
///
/// # Errors
/// A wrong header; no data line; else every fault of every line ([`ImportError::all`]): an
/// empty manager or team; a value that is negative, not whole or not a number (with the
/// row); a wish that is not a whole number; a tournament other than `normal` or `anti`.
/// Nothing is imported then.
pub fn lineups(input: impl CsvInput) -> Result<Vec<FootballCommand>, ImportError> {
    let (lines, faults) = super::with_text(input, lineup_lines)?;
    match ImportError::all(faults) {
        Some(e) => Err(e),
        None => Ok(lines.into_iter().map(|(_, c)| c).collect()),
    }
}

/// [`lineups`] for the event `t`: each line's command is also tried, in file order, on the
/// event as the lines before it leave it, so a line the rules refuse (a team name another
/// manager has, a manager's third team, no anti-tournament in the round) is named with its
/// line, together with every other fault of the file.
///
/// # Errors
/// As [`lineups`], and [`ImportError::Refused`] for each line the rules refuse; nothing is
/// imported while any line is faulty.
pub fn lineups_at(t: &Event, input: impl CsvInput) -> Result<Vec<Command>, ImportError> {
    let (lines, mut faults) = super::with_text(input, lineup_lines)?;
    let mut state = t.clone();
    let mut out = Vec::new();
    for (line, cmd) in lines {
        let cmd = Command::Football(cmd);
        match crate::game::apply(&state, cmd.clone(), t.created) {
            Ok(next) => {
                state = next;
                out.push(cmd);
            }
            Err(r) => faults.push(ImportError::Refused {
                line,
                why: r.to_string(),
            }),
        }
    }
    faults.sort_by_key(ImportError::line);
    match ImportError::all(faults) {
        Some(e) => Err(e),
        None => Ok(out),
    }
}

/// The lines of a lineups file that read as lineups, with their line numbers (1-based), and
/// the faults of the others.
type LineupLines = (Vec<(u64, FootballCommand)>, Vec<ImportError>);

/// The lines of a lineups file that read as lineups, with their line numbers, and the faults
/// of the others (each bad field of a line).
///
/// # Errors
/// A wrong header, no data line, a file the CSV reader cannot read.
fn lineup_lines(input: &[u8]) -> Result<LineupLines, ImportError> {
    let mut rdr = reader(input);
    let header: Vec<String> = rdr.headers()?.iter().map(str::to_string).collect();
    let with_tournament = header.len() == 9 && header[8] == "tournament";
    if header[..header.len().min(8)] != LINEUPS_HEADER || !(header.len() == 8 || with_tournament) {
        return Err(ImportError::Header {
            expected: tr!("football-import-header", header = LINEUPS_HEADER.join(",")),
            found: header.join(","),
        });
    }
    let mut out = Vec::new();
    let mut faults = Vec::new();
    let mut any = false;
    for rec in rdr.records() {
        let rec = rec?;
        any = true;
        let line = rec.position().map_or(0, |p| p.line());
        let get = |i: usize| rec.get(i).unwrap_or("");
        let before = faults.len();
        let mut bad = |field: &'static str, message: String| {
            faults.push(ImportError::Field {
                line,
                field,
                message,
            })
        };
        for (i, f) in [(0, "manager"), (1, "team")] {
            if get(i).is_empty() {
                bad(f, i18n::t("football-import-empty").into());
            }
        }
        let mut rows = [0u32; 5];
        for (k, r) in Row::ALL.iter().enumerate() {
            match parse_row(*r, get(2 + k)) {
                Ok(v) => rows[k] = v,
                Err(e) => bad(LINEUPS_HEADER[2 + k], lineup_error_words(&e)),
            }
        }
        let wish = match get(7) {
            "" => None,
            w => w.parse::<u32>().ok().or_else(|| {
                bad(
                    "wish",
                    tr!("football-import-bad-wish", text = format!("{w:?}")),
                );
                None
            }),
        };
        let anti = match if with_tournament { get(8) } else { "" } {
            "" | "normal" => false,
            "anti" => true,
            t => {
                bad(
                    "tournament",
                    tr!("football-import-bad-tournament", text = format!("{t:?}")),
                );
                false
            }
        };
        if faults.len() == before {
            out.push((
                line,
                FootballCommand::SubmitLineup {
                    team: get(1).to_string(),
                    manager: get(0).to_string(),
                    lineup: Lineup(rows),
                    wish,
                    anti,
                },
            ));
        }
    }
    if !any {
        return Err(ImportError::Empty);
    }
    Ok((out, faults))
}

/// Reads a ranking list (header `manager,rlp,last_round`) into one
/// [`FootballCommand::ImportRanking`].
///
/// # Errors
/// A wrong header, an empty manager, an RLP that is not a decimal >= 0, a last round that is
/// not a whole number, no data line.
pub fn ranking(input: impl CsvInput) -> Result<FootballCommand, ImportError> {
    super::with_text(input, ranking_in)
}

fn ranking_in(input: &[u8]) -> Result<FootballCommand, ImportError> {
    let mut rdr = reader(input);
    let header: Vec<String> = rdr.headers()?.iter().map(str::to_string).collect();
    if header != RANKING_HEADER {
        return Err(ImportError::Header {
            expected: RANKING_HEADER.join(","),
            found: header.join(","),
        });
    }
    let mut rows = Vec::new();
    for rec in rdr.records() {
        let rec = rec?;
        let line = rec.position().map_or(0, |p| p.line());
        let get = |i: usize| rec.get(i).unwrap_or("").to_string();
        let bad = |field: &'static str, message: String| ImportError::Field {
            line,
            field,
            message,
        };
        if get(0).is_empty() {
            return Err(bad("manager", i18n::t("football-import-empty").into()));
        }
        if crate::football::series::parse_rlp(&get(1)).is_none() {
            return Err(bad(
                "rlp",
                tr!("football-import-bad-rlp", text = format!("{:?}", get(1))),
            ));
        }
        let last = get(2).parse::<u32>().map_err(|_| {
            bad(
                "last_round",
                tr!(
                    "football-import-bad-last-round",
                    text = format!("{:?}", get(2))
                ),
            )
        })?;
        rows.push((get(0), get(1), last));
    }
    if rows.is_empty() {
        return Err(ImportError::Empty);
    }
    Ok(FootballCommand::ImportRanking { rows })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lineups_with_and_without_the_tournament_column() {
        let csv =
            "manager,team,t,a,v,m,s,wish\nAnna,Eagles,10,5,40,40,40,120\nBert,Owls,5,5,20,20,20,\n";
        let got = lineups(csv.as_bytes()).expect("read");
        assert_eq!(got.len(), 2);
        assert_eq!(
            got[0],
            FootballCommand::SubmitLineup {
                team: "Eagles".into(),
                manager: "Anna".into(),
                lineup: Lineup([10, 5, 40, 40, 40]),
                wish: Some(120),
                anti: false
            }
        );
        let csv = "manager,team,t,a,v,m,s,wish,tournament\nAnna,Eagles,1,1,1,1,1,,anti\n";
        let got = lineups(csv.as_bytes()).expect("read");
        assert!(matches!(
            got[0],
            FootballCommand::SubmitLineup { anti: true, .. }
        ));
    }

    #[test]
    fn a_bad_value_names_its_line_and_row() {
        let e = |csv: &str| lineups(csv.as_bytes()).expect_err("refused").to_string();
        assert_eq!(
            e("manager,team,t,a,v,m,s,wish\nAnna,Eagles,10,-5,40,40,40,\n"),
            "line 2: a: A is negative; allowed: a whole number >= 0"
        );
        assert_eq!(
            e("manager,team,t,a,v,m,s,wish\nAnna,Eagles,10,5.5,40,40,40,\n"),
            "line 2: a: A is not a whole number; allowed: a whole number >= 0"
        );
        assert!(e("manager,team,t,a,v,m,s\n").starts_with("header:"));
    }

    #[test]
    fn every_bad_line_is_named_at_once() {
        let e = lineups(
            "manager,team,t,a,v,m,s,wish\nAnna,Eagles,10,-5,40,40,40,\nBert,,1,1,1,1,1,\n\
             Carl,Hawks,1,1,1,1,1,\nDora,Doves,1,1,1,1,1.5,x\n"
                .as_bytes(),
        )
        .expect_err("refused");
        assert_eq!(
            e.to_string(),
            "nothing imported: 4 faults, fix them all and import again:\n  \
             line 2: a: A is negative; allowed: a whole number >= 0\n  \
             line 3: team: must not be empty\n  \
             line 5: s: S is not a whole number; allowed: a whole number >= 0\n  \
             line 5: wish: \"x\" is not a whole number; allowed: 10..300 or empty"
        );
    }

    #[test]
    fn the_messages_in_german() {
        use crate::i18n::{Lang, english_words, with_lang};
        with_lang(Lang::De, || {
            let field = |csv: &str| match lineups(csv.as_bytes()) {
                Err(ImportError::Field { message, .. }) => message,
                other => panic!("{other:?}"),
            };
            let h = "manager,team,t,a,v,m,s,wish,tournament\n";
            for (row, said) in [
                (
                    "Anna,Falken,10,-5,40,40,40,,",
                    "A ist negativ; erlaubt: eine ganze Zahl >= 0",
                ),
                (
                    "Anna,Falken,10,5.5,40,40,40,,",
                    "A ist keine ganze Zahl; erlaubt: eine ganze Zahl >= 0",
                ),
                (
                    "Anna,Falken,10,x,40,40,40,,",
                    "A ist keine Zahl; erlaubt: eine ganze Zahl >= 0",
                ),
                ("Anna,,10,5,40,40,40,,", "darf nicht leer sein"),
                (
                    "Anna,Falken,10,5,40,40,40,viel,",
                    "\"viel\" ist keine ganze Zahl; erlaubt: 10..300 oder leer",
                ),
                (
                    "Anna,Falken,10,5,40,40,40,,beide",
                    "\"beide\"; erlaubt: normal, anti",
                ),
            ] {
                let got = field(&format!("{h}{row}\n"));
                assert_eq!(got, said);
                assert!(english_words(&got).is_empty(), "{got}");
            }
            let e = LineupError {
                row: None,
                kind: LineupErrorKind::Parts(3),
            };
            assert_eq!(
                lineup_error_words(&e),
                "3 Werte; erlaubt: fünf ganze Zahlen T-A-V-M-S wie 10-5-40-40-40"
            );
            let Err(ImportError::Header { expected, .. }) = lineups("a,b\n".as_bytes()) else {
                panic!("a wrong header");
            };
            assert!(
                expected.ends_with("(und wahlweise ,tournament)"),
                "{expected}"
            );
            let r = |csv: &str| match ranking(csv.as_bytes()) {
                Err(ImportError::Field { message, .. }) => message,
                other => panic!("{other:?}"),
            };
            let h = "manager,rlp,last_round\n";
            assert_eq!(
                r(&format!("{h}Anna,-1,57\n")),
                "\"-1\" ist keine Dezimalzahl >= 0 wie 949.7"
            );
            assert_eq!(
                r(&format!("{h}Anna,9,zwei\n")),
                "\"zwei\" ist keine ganze Zahl >= 0"
            );
        });
    }

    #[test]
    fn a_ranking_list() {
        let csv = "manager,rlp,last_round\nAnna,949.7,57\nBert,300,55\n";
        let FootballCommand::ImportRanking { rows } = ranking(csv.as_bytes()).expect("read") else {
            panic!("not a ranking");
        };
        assert_eq!(rows[0], ("Anna".to_string(), "949.7".to_string(), 57));
        let bad = "manager,rlp,last_round\nAnna,-1,57\n";
        assert!(ranking(bad.as_bytes()).is_err());
    }
}
