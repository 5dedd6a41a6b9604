//! The Grand Slam side of the command line (issue 15, item 12): the tools that need no event,
//! `grand-slam match` and `grand-slam distribution`, as text and JSON (field names exactly as
//! the issue gives them).
//!
//! Every sentence a person reads is in [`texts`], where the language issue can pick them up.

use super::error::CliError;
use crate::grand_slam::distribution::{
    Correction, Direction, Distribution, Fault, Refusal, Submitted, check, faults, parse_list,
};
use crate::grand_slam::r#match::{MatchResult, Outcome, Side, evaluate};
use serde_json::{Value, json};
use std::io::Write;

/// The words of this file.
mod texts {
    use crate::grand_slam::distribution::Fault;

    /// A fault's words (R-G1).
    pub fn fault(f: Fault) -> &'static str {
        match f {
            Fault::Count => "not 5 sets",
            Fault::NotInt => "a set not a whole number",
            Fault::Min1 => "a set below 1",
            Fault::Duplicate => "two sets equal",
            Fault::Sum => "the sets do not sum to the strength",
        }
    }
    pub const VALID: &str = "valid";
    pub const TOO_MANY: &str = "too many";
    pub const TOO_FEW: &str = "too few";
    pub const TAKEN: &str = "taken from";
    pub const ADDED: &str = "added to";
    pub const FROM: &str = "from";
    pub const SET: &str = "set";
    pub const NOT_CORRECTABLE: &str = "not correctable (rule 10 corrects only the sum)";
    pub const STRENGTH_TOO_LOW: &str =
        "no five different sets of at least 1 sum to this strength (at least 15)";
    pub const CORRECTED: &str = "corrected to";
    pub const WINS: &str = "wins";
    pub const HIGHER: &str = "higher set value";
    pub const LOT: &str = "lot (4.3.2: lowest sets equal)";
    pub const NEEDS_LOT: &str = "needs a lot (4.3.2: lowest sets equal); give --lot A or --lot B";
    pub const IF_WINS_LOT: &str = "if the lot goes to";
    pub const LOT_UNUSED: &str = "(the lot was not needed)";
    pub const BAD_MATCH_SETS: &str = "five whole numbers of at least 0, like 30,25,21,13,11";
    pub const ONE_LOT: &str = "lot: a match needs at most one lot (R-G3); give --lot once";

    /// Why a set went to its winner (R-G3).
    pub fn reason(r: crate::grand_slam::r#match::SetReason, winner: &str) -> String {
        use crate::grand_slam::r#match::SetReason as R;
        match r {
            R::Higher => HIGHER.to_string(),
            R::PairBehind { partner } => {
                format!("tied, pair with set {partner}: to {winner}, behind in sets (4.3.1)")
            }
            R::PairWouldTrail { partner, decider } => format!(
                "tied, pair with set {partner}, level in sets: to {winner}, who loses set \
                 {decider} (4.3.1)"
            ),
            R::PairSecond { first } => {
                format!("tied, second of the pair with set {first}: to {winner} (4.3.1)")
            }
            R::LowestSet { a, b } => format!("tied: lowest sets {a} : {b} (4.3.2)"),
            R::Lot => LOT.to_string(),
        }
    }
}

/// `s1,s2,s3,s4,s5` for `match`: five whole numbers of at least 0 (no R-G1 check: GM
/// players' distributions may repeat a value).
fn match_sets(text: &str, which: &str) -> Result<Distribution, CliError> {
    let v = parse_list(text);
    let whole: Vec<u32> = v
        .iter()
        .filter_map(|s| match s {
            Submitted::Whole(x) => u32::try_from(*x).ok(),
            Submitted::NotWhole => None,
        })
        .collect();
    match whole[..] {
        [a, b, c, d, e] if v.len() == 5 => Ok(Distribution([a, b, c, d, e])),
        _ => Err(CliError::Usage(format!(
            "{which}: `{text}`: {}",
            texts::BAD_MATCH_SETS
        ))),
    }
}

/// A decided match in the issue's JSON: `{status: "decided", winner, score, set_winners,
/// games}`.
pub fn result_json(r: &MatchResult) -> Value {
    json!({
        "status": "decided",
        "winner": r.winner.letter(),
        "score": [r.score.0, r.score.1],
        "set_winners": r.sets.iter().map(|s| s.winner.letter()).collect::<Vec<_>>(),
        "games": r.sets.iter().map(|s| [s.games.0, s.games.1]).collect::<Vec<_>>(),
    })
}

/// A match in the issue's JSON; where a lot is needed, `{status: "lot", set, rule, winner:
/// null|"A"|"B", branches: {A, B}}` (`winner` when both branches have the same winner).
pub fn outcome_json(o: &Outcome) -> Value {
    match o {
        Outcome::Decided(r) => result_json(r),
        Outcome::Lot { set, a, b } => json!({
            "status": "lot",
            "set": set,
            "rule": "4.3.2",
            "winner": o.winner().map(Side::letter),
            "branches": {"A": result_json(a), "B": result_json(b)},
        }),
    }
}

fn sets_text(out: &mut dyn Write, r: &MatchResult) {
    for s in &r.sets {
        let winner = s.winner.letter();
        let _ = writeln!(
            out,
            "{} {}: {:>3} - {:<3} {winner}  {}:{}  {}",
            texts::SET,
            s.set,
            s.values.0,
            s.values.1,
            s.games.0,
            s.games.1,
            texts::reason(s.reason, winner)
        );
    }
    let _ = writeln!(
        out,
        "{} {} {}:{}",
        r.winner.letter(),
        texts::WINS,
        r.score.0,
        r.score.1
    );
}

/// `turnier grand-slam match A B [--lot A|B] [--json]`: the match set by set with the reason
/// of each set, or both branches where a lot is needed and not given.
///
/// # Errors
/// [`CliError::Usage`] for sets that are not five whole numbers, or `--lot` given twice.
pub(super) fn r#match(
    out: &mut dyn Write,
    a: &str,
    b: &str,
    lots: &[String],
    as_json: bool,
) -> Result<(), CliError> {
    let (da, db) = (match_sets(a, "A")?, match_sets(b, "B")?);
    if lots.len() > 1 {
        return Err(CliError::Usage(texts::ONE_LOT.to_string()));
    }
    let lot = lots
        .first()
        .map(|l| if l == "A" { Side::A } else { Side::B });
    let o = evaluate(&da, &db, lot);
    if as_json {
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&outcome_json(&o)).unwrap_or_default()
        );
        return Ok(());
    }
    match &o {
        Outcome::Decided(r) => {
            sets_text(out, r);
            if lot.is_some() && r.lot.is_none() {
                let _ = writeln!(out, "{}", texts::LOT_UNUSED);
            }
        }
        Outcome::Lot { set, a, b } => {
            let _ = writeln!(out, "{} {set} {}", texts::SET, texts::NEEDS_LOT);
            for (side, r) in [(Side::A, a), (Side::B, b)] {
                let _ = writeln!(out);
                let _ = writeln!(out, "{} {}:", texts::IF_WINS_LOT, side.letter());
                sets_text(out, r);
            }
        }
    }
    Ok(())
}

/// The words of rule 10's correction: `too many: 8 taken from set 1, 1 from set 2`.
pub fn correction_text(c: &Correction) -> String {
    let (head, verb) = match c.direction {
        Direction::TooMany => (texts::TOO_MANY, texts::TAKEN),
        Direction::TooFew => (texts::TOO_FEW, texts::ADDED),
    };
    let steps: Vec<String> = c
        .steps
        .iter()
        .enumerate()
        .map(|(i, (set, n))| {
            let verb = if i == 0 { verb } else { texts::FROM };
            format!("{n} {verb} {} {set}", texts::SET)
        })
        .collect();
    format!("{head}: {}", steps.join(", "))
}

/// The words of faults rule 10 does not correct.
pub fn refusal_text(r: &Refusal) -> String {
    match r {
        Refusal::Faults(f) => {
            let named: Vec<&str> = f.iter().map(|x| texts::fault(*x)).collect();
            format!("{}: {}", named.join(", "), texts::NOT_CORRECTABLE)
        }
        Refusal::StrengthTooLow => texts::STRENGTH_TOO_LOW.to_string(),
    }
}

/// `turnier grand-slam distribution S --strength N [--json]`: every fault (R-G1), and rule
/// 10's correction of a wrong sum with its reason (R-G2). JSON `{errors: [...], corrected:
/// [...]|null, reason: string|null}`: `corrected` only where the sum was corrected, `reason`
/// null for a valid distribution.
pub(super) fn distribution(out: &mut dyn Write, sets: &str, strength: u32, as_json: bool) {
    let submitted = parse_list(sets);
    let errors: Vec<Fault> = faults(&submitted, strength);
    let (corrected, reason) = match check(&submitted, strength) {
        Ok((_, None)) => (None, None),
        Ok((d, Some(c))) => (Some(d), Some(correction_text(&c))),
        Err(r) => (None, Some(refusal_text(&r))),
    };
    if as_json {
        let v = json!({
            "errors": errors.iter().map(|f| f.key()).collect::<Vec<_>>(),
            "corrected": corrected.map(|d| d.0.to_vec()),
            "reason": reason,
        });
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&v).unwrap_or_default()
        );
        return;
    }
    match (corrected, reason) {
        (Some(d), Some(why)) => {
            let list: Vec<String> = d.0.iter().map(u32::to_string).collect();
            let _ = writeln!(out, "{why}; {} {}", texts::CORRECTED, list.join(","));
        }
        (_, Some(why)) => {
            let _ = writeln!(out, "{why}");
        }
        _ => {
            let _ = writeln!(out, "{}", texts::VALID);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grand_slam::r#match::SetReason;

    #[test]
    fn the_correction_reads_as_the_issue_says() {
        let c = Correction {
            direction: Direction::TooMany,
            steps: vec![(1, 5)],
        };
        assert_eq!(correction_text(&c), "too many: 5 taken from set 1");
        let c = Correction {
            direction: Direction::TooMany,
            steps: vec![(1, 8), (2, 1)],
        };
        assert_eq!(
            correction_text(&c),
            "too many: 8 taken from set 1, 1 from set 2"
        );
    }

    #[test]
    fn every_reason_has_words() {
        let r = texts::reason(
            SetReason::PairWouldTrail {
                partner: 2,
                decider: 3,
            },
            "B",
        );
        assert_eq!(
            r,
            "tied, pair with set 2, level in sets: to B, who loses set 3 (4.3.1)"
        );
    }
}
