//! The one place where a tournament changes (DESIGN.md, "The way data flows").

use super::{
    AuditEntry, Command, ImportedMatch, MatchResult, Participant, PlayerId, Round, RoundNo,
    RoundState, Table, TableNo, TableReason, Tournament,
};
use crate::engine::swiss::{pairing, standings};
use chrono::{DateTime, Utc};
use std::collections::{HashMap, HashSet};
use thiserror::Error;

mod muck;

/// A command that was not accepted; the tournament is unchanged. The message names the field
/// and the allowed values.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct Rejected(pub String);

fn reject<T>(msg: impl Into<String>) -> Result<T, Rejected> {
    Err(Rejected(msg.into()))
}

/// Refuses a new round (Swiss pairing, Muck draw) while the last round `(number, state, open
/// tables)` is a draft (`again`: how to replace it, "re-pair" or "re-draw") or still has open
/// tables (`open`: what they lack, e.g. "without a result").
fn next_round_allowed(
    last: Option<(RoundNo, RoundState, usize)>,
    again: &str,
    open: &str,
) -> Result<(), Rejected> {
    match last {
        Some((n, RoundState::Draft, _)) => reject(format!(
            "round {n} is a draft already: publish, {again} or delete it"
        )),
        Some((n, RoundState::Published, k)) => reject(format!(
            "round {n} has {k} table(s) {open}: enter them first"
        )),
        _ => Ok(()),
    }
}

/// What a command did, for the audit log.
struct Change {
    round: Option<RoundNo>,
    what: String,
    manual: bool,
    correction: bool,
}

impl Change {
    fn new(round: Option<RoundNo>, what: String) -> Self {
        Self {
            round,
            what,
            manual: false,
            correction: false,
        }
    }
}

/// Applies `cmd` to `t` at time `at` (the caller's clock; engines have none) and returns the
/// new state with one [`AuditEntry`] appended.
///
/// # Errors
/// [`Rejected`] with a message naming the field and the allowed values; `t` is untouched. The
/// rules are those of `swiss-pairing-and-scoring.txt`, "Was der Veranstalter steuert": rounds
/// are created only on request, drafts can be re-paired, deleted and edited by swaps, published
/// pairings are fixed, results can be entered and corrected in any fixed round.
pub fn apply(t: &Tournament, cmd: Command, at: DateTime<Utc>) -> Result<Tournament, Rejected> {
    let mut next = t.clone();
    let change = run(&mut next, cmd)?;
    let seq = next.audit.len() as u32 + 1;
    next.audit.push(AuditEntry {
        seq,
        at,
        round: change.round,
        what: change.what,
        manual: change.manual,
        correction: change.correction,
    });
    Ok(next)
}

fn run(t: &mut Tournament, cmd: Command) -> Result<Change, Rejected> {
    let system = t.system.name();
    if let Some(owner) = cmd.system()
        && owner != system
    {
        return reject(format!(
            "this is a {system} event: {} is for {owner} events only{}",
            muck::describe(&cmd),
            muck::instead(&cmd)
        ));
    }
    if t.muck_settings().is_some() {
        return muck::run(t, cmd);
    }
    match cmd {
        Command::AddPlayers { names } => add_players(t, names),
        Command::RenamePlayer { player, name } => rename(t, player, &name),
        Command::Drop { player } => drop_player(t, player),
        Command::RemovePlayer { player } => remove_player(t, player),
        Command::Undrop { player } => {
            let p = &t.participants[index(known(t, player)?)];
            let name = t.display_name(player);
            if !p.is_dropped() {
                return reject(format!("player: {name} is not dropped"));
            }
            t.participants[index(player)].dropped_after = None;
            Ok(Change::new(None, format!("un-drop {name}")))
        }
        Command::PairNextRound => {
            next_round_allowed(
                t.current_round()
                    .map(|r| (r.number, r.state, r.open_tables())),
                "re-pair",
                "without a result",
            )?;
            let round = propose(t)?;
            let what = format!(
                "pair round {}: {} table(s){}",
                round.number,
                round.tables.len(),
                bye_words(t, &round)
            );
            let n = round.number;
            t.rounds.push(round);
            Ok(Change::new(Some(n), what))
        }
        Command::Repair => {
            let n = draft(t)?.number;
            t.rounds.pop();
            let round = propose(t)?;
            let what = format!("re-pair round {n}: {} table(s)", round.tables.len());
            t.rounds.push(round);
            Ok(Change::new(Some(n), what))
        }
        Command::DeleteDraft => {
            let n = draft(t)?.number;
            t.rounds.pop();
            Ok(Change::new(Some(n), format!("delete draft of round {n}")))
        }
        Command::SwapPlayers { a, b } => swap_players(t, a, b),
        Command::SwapTables { a, b } => swap_tables(t, a, b),
        Command::Publish => publish(t),
        Command::RecordResult {
            round,
            table,
            result,
        } => record_result(t, round, table, result),
        Command::ImportRound {
            round,
            matches,
            byes,
        } => import_round(t, round, matches, byes),
        other => reject(format!(
            "{} is for muck events only",
            muck::describe(&other)
        )),
    }
}

fn rename(t: &mut Tournament, player: PlayerId, name: &str) -> Result<Change, Rejected> {
    let name = clean_name(name)?;
    let old = t.display_name(known(t, player)?);
    t.participants[index(player)].name = name;
    let new = t.display_name(player);
    Ok(Change::new(None, format!("rename {old} → {new}")))
}

fn index(p: PlayerId) -> usize {
    (p.0 as usize).saturating_sub(1)
}

fn known(t: &Tournament, p: PlayerId) -> Result<PlayerId, Rejected> {
    match t.participant(p) {
        Some(_) => Ok(p),
        None => reject(format!(
            "player: no player with id {} (allowed: 1..{})",
            p.0,
            t.participants.len()
        )),
    }
}

fn clean_name(name: &str) -> Result<String, Rejected> {
    let n = name.trim();
    if n.is_empty() {
        return reject("name: must not be empty");
    }
    if n.chars().any(char::is_control) {
        return reject("name: must not contain control characters (tabs, line breaks)");
    }
    Ok(n.to_string())
}

fn draft(t: &Tournament) -> Result<&Round, Rejected> {
    match t.current_round() {
        Some(r) if r.state == RoundState::Draft => Ok(r),
        Some(r) => reject(format!(
            "round {} is {}: only a draft can be changed this way",
            r.number, r.state
        )),
        None => reject("there is no draft: pair the next round first"),
    }
}

fn bye_words(t: &Tournament, r: &Round) -> String {
    match r.byes.as_slice() {
        [] => String::new(),
        byes => format!(
            ", bye {}",
            byes.iter()
                .map(|p| t.display_name(*p))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

fn add_players(t: &mut Tournament, names: Vec<String>) -> Result<Change, Rejected> {
    if names.is_empty() {
        return reject("names: at least one player name is needed");
    }
    let cleaned: Vec<String> = names
        .iter()
        .map(|n| clean_name(n))
        .collect::<Result<_, _>>()?;
    // A late entry may be paired from the next round on (R-S17: a player with no results).
    let late = (!t.rounds.is_empty()).then(|| match t.current_round() {
        Some(r) if r.state == RoundState::Draft => r.number,
        _ => RoundNo(t.rounds.len() as u32 + 1),
    });
    let first = t.participants.len() as u32 + 1;
    for name in &cleaned {
        let id = PlayerId(t.participants.len() as u32 + 1);
        t.participants.push(Participant {
            id,
            name: name.clone(),
            dropped_after: None,
            entered_round: late,
        });
    }
    // A name registered already is logged with its id, as the lists show it.
    let what = match cleaned.as_slice() {
        [_] => format!(
            "{} {}",
            if late.is_some() {
                "late entry"
            } else {
                "register"
            },
            t.display_name(PlayerId(first))
        ),
        many => format!(
            "{} {} players",
            if late.is_some() {
                "late entry of"
            } else {
                "register"
            },
            many.len()
        ),
    };
    Ok(Change::new(late, what))
}

/// Removes a registration made by mistake. Only before round 1 exists (a draft counts: it
/// seats players by id), so renumbering the later players touches nothing that refers to them;
/// the audit log holds names, not ids.
fn remove_player(t: &mut Tournament, player: PlayerId) -> Result<Change, Rejected> {
    let name = t.display_name(known(t, player)?);
    if let Some(r) = t.rounds.last() {
        return reject(format!(
            "remove: round {} exists ({}), so {name} may have been paired; drop the player \
             instead (results and pairings stay)",
            r.number, r.state
        ));
    }
    t.participants.remove(index(player));
    for (i, p) in t.participants.iter_mut().enumerate() {
        p.id = PlayerId(i as u32 + 1);
    }
    Ok(Change::new(
        None,
        format!("remove {name} (registration {player}, never paired)"),
    ))
}

fn drop_player(t: &mut Tournament, player: PlayerId) -> Result<Change, Rejected> {
    let p = &t.participants[index(known(t, player)?)];
    let name = t.display_name(player);
    if let Some(r) = p.dropped_after {
        return reject(format!(
            "player: {name} is dropped already (after round {r})"
        ));
    }
    if let Some(r) = t.current_round().filter(|r| r.state == RoundState::Draft)
        && r.involves(player)
    {
        return reject(format!(
            "player: {name} is seated in the draft of round {}; delete the draft, drop, then \
             pair again",
            r.number
        ));
    }
    let last = t
        .rounds
        .iter()
        .rev()
        .find(|r| r.state != RoundState::Draft)
        .map_or(RoundNo(0), |r| r.number);
    t.participants[index(player)].dropped_after = Some(last);
    Ok(Change::new(
        Some(last),
        format!("drop {name} after round {last}"),
    ))
}

/// Previous meetings per unordered pair over every fixed round (R-S12).
pub(crate) fn meetings(t: &Tournament) -> HashMap<(PlayerId, PlayerId), u32> {
    let mut m = HashMap::new();
    for r in t.played_rounds() {
        for tb in &r.tables {
            *m.entry(pair_key(tb.a, tb.b)).or_insert(0) += 1;
        }
    }
    m
}

fn pair_key(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    if a < b { (a, b) } else { (b, a) }
}

fn points_of(t: &Tournament) -> HashMap<PlayerId, u32> {
    standings::standings(t, None)
        .rows
        .iter()
        .map(|r| (r.player, r.match_points))
        .collect()
}

fn reason(
    points: &HashMap<PlayerId, u32>,
    met: &HashMap<(PlayerId, PlayerId), u32>,
    a: PlayerId,
    b: PlayerId,
    manual: bool,
) -> TableReason {
    TableReason {
        points_a: points.get(&a).copied().unwrap_or(0),
        points_b: points.get(&b).copied().unwrap_or(0),
        previous_meetings: met.get(&pair_key(a, b)).copied().unwrap_or(0),
        manual,
        imported: false,
    }
}

fn rematch_warnings(t: &Tournament, r: &Round) -> Vec<String> {
    r.tables
        .iter()
        .filter(|tb| tb.reason.previous_meetings > 0)
        .map(|tb| {
            format!(
                "table {}: {} vs {} is a rematch ({}){}",
                tb.number,
                t.display_name(tb.a),
                t.display_name(tb.b),
                match tb.reason.previous_meetings {
                    1 => "met once before".to_string(),
                    n => format!("met {n} times before"),
                },
                if tb.reason.manual {
                    ", made by hand"
                } else if tb.reason.imported {
                    ", as imported"
                } else {
                    ", no better pairing exists"
                }
            )
        })
        .collect()
}

fn propose(t: &Tournament) -> Result<Round, Rejected> {
    let p = pairing::propose(t).map_err(|e| Rejected(e.to_string()))?;
    Ok(Round {
        number: p.round,
        state: RoundState::Draft,
        tables: p.tables,
        byes: p.bye.into_iter().collect(),
        warnings: p.warnings,
    })
}

fn swap_players(t: &mut Tournament, a: PlayerId, b: PlayerId) -> Result<Change, Rejected> {
    known(t, a)?;
    known(t, b)?;
    if a == b {
        return reject("swap: the two players must differ");
    }
    let n = draft(t)?.number;
    let points = points_of(&without_draft(t));
    let met = meetings(t);
    let (na, nb) = (t.display_name(a), t.display_name(b));
    let round = t.rounds.last_mut().ok_or(Rejected("no draft".into()))?;
    for (p, name) in [(a, &na), (b, &nb)] {
        if !round.involves(p) {
            return reject(format!(
                "swap: {name} is not in the draft of round {n} (neither seated nor on the bye)"
            ));
        }
    }
    if round.tables.iter().any(|tb| tb.seats(a) && tb.seats(b)) {
        return reject(format!("swap: {na} and {nb} already sit at the same table"));
    }
    let sub = |p: PlayerId| {
        if p == a {
            b
        } else if p == b {
            a
        } else {
            p
        }
    };
    let mut touched = Vec::new();
    for tb in &mut round.tables {
        if tb.seats(a) || tb.seats(b) {
            tb.a = sub(tb.a);
            tb.b = sub(tb.b);
            tb.reason = reason(&points, &met, tb.a, tb.b, true);
            touched.push(tb.number.to_string());
        }
    }
    for p in &mut round.byes {
        *p = sub(*p);
    }
    let snapshot = round.clone();
    let warnings = rematch_warnings(t, &snapshot);
    if let Some(r) = t.rounds.last_mut() {
        r.warnings = warnings;
    }
    Ok(Change {
        round: Some(n),
        what: format!("swap players {na} ↔ {nb} (tables {})", touched.join(", ")),
        manual: true,
        correction: false,
    })
}

fn without_draft(t: &Tournament) -> Tournament {
    let mut c = t.clone();
    if c.current_round()
        .is_some_and(|r| r.state == RoundState::Draft)
    {
        c.rounds.pop();
    }
    c
}

fn swap_tables(t: &mut Tournament, a: TableNo, b: TableNo) -> Result<Change, Rejected> {
    let r = draft(t)?;
    let n = r.number;
    for x in [a, b] {
        if r.table(x).is_none() {
            return reject(format!(
                "table: round {n} has no table {x} (allowed: 1..{})",
                r.tables.len()
            ));
        }
    }
    if a == b {
        return reject("swap: the two table numbers must differ");
    }
    let round = t.rounds.last_mut().ok_or(Rejected("no draft".into()))?;
    for tb in &mut round.tables {
        if tb.number == a {
            tb.number = b;
            tb.reason.manual = true;
        } else if tb.number == b {
            tb.number = a;
            tb.reason.manual = true;
        }
    }
    round.tables.sort_by_key(|tb| tb.number);
    Ok(Change {
        round: Some(n),
        what: format!("swap tables {a} ↔ {b}"),
        manual: true,
        correction: false,
    })
}

fn publish(t: &mut Tournament) -> Result<Change, Rejected> {
    let r = draft(t)?;
    let n = r.number;
    let mut seen = HashSet::new();
    for p in r
        .tables
        .iter()
        .flat_map(|tb| [tb.a, tb.b])
        .chain(r.byes.iter().copied())
    {
        if !seen.insert(p) {
            return reject(format!(
                "publish: {} is seated twice in round {n}; re-pair or swap first",
                t.display_name(p)
            ));
        }
        if let Some(d) = t.participant(p).and_then(|x| x.dropped_after) {
            return reject(format!(
                "publish: {} dropped after round {d} but is seated; re-pair first",
                t.display_name(p)
            ));
        }
    }
    let missing: Vec<String> = t
        .active_players()
        .into_iter()
        .filter(|p| !seen.contains(p))
        .map(|p| t.display_name(p))
        .collect();
    if !missing.is_empty() {
        return reject(format!(
            "publish: not every active player is in round {n}; missing: {}. Re-pair first",
            missing.join(", ")
        ));
    }
    let round = t.rounds.last_mut().ok_or(Rejected("no draft".into()))?;
    round.state = if round.tables.is_empty() {
        RoundState::Complete
    } else {
        RoundState::Published
    };
    Ok(Change::new(Some(n), format!("publish round {n}")))
}

fn record_result(
    t: &mut Tournament,
    round: Option<RoundNo>,
    table: TableNo,
    result: MatchResult,
) -> Result<Change, Rejected> {
    let n = match round {
        Some(n) => n,
        None => match t.current_round() {
            Some(r) => r.number,
            None => return reject("result: there is no round yet"),
        },
    };
    let Some(r) = t.round(n) else {
        return reject(format!(
            "round: there is no round {n} (allowed: 1..{})",
            t.rounds.len()
        ));
    };
    if r.state == RoundState::Draft {
        return reject(format!(
            "round {n} is a draft: publish it before entering results"
        ));
    }
    let Some(tb) = r.table(table) else {
        return reject(format!(
            "table: round {n} has no table {table} (allowed: 1..{})",
            r.tables.len()
        ));
    };
    // Re-check: the stored value may come from an import or a hand-edited file.
    MatchResult::new(result.wins_a, result.wins_b, result.draws).map_err(Rejected)?;
    let (na, nb) = (t.display_name(tb.a), t.display_name(tb.b));
    let old = tb.result;
    let idx = (n.0 - 1) as usize;
    let r = &mut t.rounds[idx];
    if let Some(tb) = r.tables.iter_mut().find(|tb| tb.number == table) {
        tb.result = Some(result);
    }
    if r.open_tables() == 0 {
        r.state = RoundState::Complete;
    }
    let mut change = Change::new(
        Some(n),
        match old {
            Some(o) => format!("correct table {table}: {na} {o} {nb} → {result}"),
            None => format!("result table {table}: {na} {result} {nb}"),
        },
    );
    change.correction = old.is_some();
    Ok(change)
}

fn import_round(
    t: &mut Tournament,
    round: RoundNo,
    matches: Vec<ImportedMatch>,
    byes: Vec<PlayerId>,
) -> Result<Change, Rejected> {
    let expected = RoundNo(t.rounds.len() as u32 + 1);
    if let Some(r) = t.current_round().filter(|r| r.state == RoundState::Draft) {
        return reject(format!(
            "import: round {} is a draft; delete it before importing results",
            r.number
        ));
    }
    if round != expected {
        return reject(format!(
            "round: the next round to import is {expected}, not {round}"
        ));
    }
    if let Some(r) = t
        .current_round()
        .filter(|r| r.state == RoundState::Published)
    {
        return reject(format!(
            "import: round {} has {} table(s) without a result: enter them first",
            r.number,
            r.open_tables()
        ));
    }
    let mut seen = HashSet::new();
    for p in matches
        .iter()
        .flat_map(|m| [m.a, m.b])
        .chain(byes.iter().copied())
    {
        known(t, p)?;
        if !seen.insert(p) {
            return reject(format!(
                "import: {} plays twice in round {round}",
                t.display_name(p)
            ));
        }
    }
    let mut numbers = HashSet::new();
    let points = points_of(t);
    let met = meetings(t);
    let mut tables = Vec::with_capacity(matches.len());
    let mut next_free = 1;
    for m in &matches {
        MatchResult::new(m.result.wins_a, m.result.wins_b, m.result.draws).map_err(Rejected)?;
        let number = match m.table {
            Some(n) => n,
            None => {
                while matches.iter().any(|x| x.table == Some(TableNo(next_free)))
                    || numbers.contains(&TableNo(next_free))
                {
                    next_free += 1;
                }
                TableNo(next_free)
            }
        };
        if !numbers.insert(number) {
            return reject(format!(
                "table: table {number} appears twice in round {round}"
            ));
        }
        tables.push(Table {
            number,
            a: m.a,
            b: m.b,
            result: Some(m.result),
            reason: TableReason {
                imported: true,
                ..reason(&points, &met, m.a, m.b, false)
            },
        });
    }
    tables.sort_by_key(|tb| tb.number);
    let mut r = Round {
        number: round,
        state: RoundState::Complete,
        tables,
        byes,
        warnings: Vec::new(),
    };
    r.warnings = rematch_warnings(t, &r);
    let what = format!(
        "import round {round}: {} match(es), {} bye(s)",
        r.tables.len(),
        r.byes.len()
    );
    t.rounds.push(r);
    Ok(Change::new(Some(round), what))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_round_waits_for_the_last_one() {
        let no = |last| next_round_allowed(last, "re-draw", "with a Bobbl not entered");
        assert_eq!(
            no(Some((RoundNo(3), RoundState::Draft, 0))),
            Err(Rejected(
                "round 3 is a draft already: publish, re-draw or delete it".into()
            ))
        );
        assert_eq!(
            no(Some((RoundNo(2), RoundState::Published, 4))),
            Err(Rejected(
                "round 2 has 4 table(s) with a Bobbl not entered: enter them first".into()
            ))
        );
        assert_eq!(no(Some((RoundNo(2), RoundState::Complete, 0))), Ok(()));
        assert_eq!(no(None), Ok(()));
    }
}
