//! The Swiss rules of [`crate::game::apply`]: registration, drops and late entries (R-S6,
//! R-S17), pairing on request, the draft's edits, publishing, results and imports
//! (`swiss-pairing-and-scoring.txt`, "Was der Veranstalter steuert").

use super::{
    ImportedMatch, MatchResult, Round, SwissCommand, SwissGame, Table, TableReason, pairing,
    standings,
};
use crate::game::lifecycle::{self, LifecycleRound};
use crate::game::{
    Change, Command, GameKind, PlayerId, Registry, Rejected, RoundNo, RoundState, TableNo, index,
    known,
};
use std::collections::{HashMap, HashSet};

/// Applies one command to a Swiss game and its registry, in place; the caller
/// ([`crate::game::apply`]) works on a copy and appends the audit entry.
///
/// # Errors
/// [`Rejected`] naming the field and the allowed values.
pub fn run(reg: &mut Registry, g: &mut SwissGame, cmd: Command) -> Result<Change, Rejected> {
    match cmd {
        Command::AddPlayers { names } => add_players(reg, g, names),
        Command::RenamePlayer { player, name } => reg.rename(player, &name),
        Command::Drop { player } => drop_player(reg, g, player),
        Command::Swiss(SwissCommand::RemovePlayer { player }) => remove_player(reg, g, player),
        Command::Undrop { player } => {
            let p = &reg.participants[index(known(reg, player)?)];
            let name = reg.display_name(player);
            if !p.is_dropped() {
                return Err(Rejected::wrong_state(
                    "player",
                    format!("{name} is not dropped"),
                ));
            }
            reg.participants[index(player)].dropped_after = None;
            Ok(Change::new(None, format!("un-drop {name}")))
        }
        Command::Swiss(SwissCommand::PairNextRound) => {
            lifecycle::next_round_allowed(&g.rounds)?;
            let round = propose(reg, g)?;
            let what = format!(
                "pair round {}: {} table(s){}",
                round.number,
                round.tables.len(),
                bye_words(reg, &round)
            );
            let n = round.number;
            g.rounds.push(round);
            Ok(Change::new(Some(n), what))
        }
        Command::Swiss(SwissCommand::Repair) => {
            let n = lifecycle::draft(&g.rounds)?.number;
            g.rounds.pop();
            let round = propose(reg, g)?;
            let what = format!("re-pair round {n}: {} table(s)", round.tables.len());
            g.rounds.push(round);
            Ok(Change::new(Some(n), what))
        }
        Command::DeleteDraft => lifecycle::delete_draft(&mut g.rounds),
        Command::Swiss(SwissCommand::SwapPlayers { a, b }) => swap_players(reg, g, a, b),
        Command::SwapTables { a, b } => lifecycle::swap_table_numbers(&mut g.rounds, a, b),
        Command::Publish => publish(reg, g),
        Command::Swiss(SwissCommand::RecordResult {
            round,
            table,
            result,
        }) => record_result(reg, g, round, table, result),
        Command::Swiss(SwissCommand::ImportRound {
            round,
            matches,
            byes,
        }) => import_round(reg, g, round, matches, byes),
        Command::Muck(c) => Err(c.wrong_system(GameKind::Swiss)),
    }
}

fn bye_words(reg: &Registry, r: &Round) -> String {
    match r.byes.as_slice() {
        [] => String::new(),
        byes => format!(
            ", bye {}",
            byes.iter()
                .map(|p| reg.display_name(*p))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

fn add_players(
    reg: &mut Registry,
    g: &mut SwissGame,
    names: Vec<String>,
) -> Result<Change, Rejected> {
    if names.is_empty() {
        return Err(Rejected::invalid(
            "names",
            "at least one player name is needed",
        ));
    }
    let cleaned: Vec<String> = names
        .iter()
        .map(|n| crate::game::clean_name(n))
        .collect::<Result<_, _>>()?;
    // A late entry may be paired from the next round on (R-S17: a player with no results).
    let late = lifecycle::entry_round(&g.rounds);
    let first = reg.participants.len() as u32 + 1;
    for name in &cleaned {
        reg.register(name.clone(), late);
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
            reg.display_name(PlayerId(first))
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
fn remove_player(
    reg: &mut Registry,
    g: &mut SwissGame,
    player: PlayerId,
) -> Result<Change, Rejected> {
    let name = reg.display_name(known(reg, player)?);
    if let Some(r) = g.rounds.last() {
        return Err(Rejected::refused(
            "remove",
            format!(
                "round {} exists ({}), so {name} may have been paired; drop the player instead \
                 (results and pairings stay)",
                r.number, r.state
            ),
        ));
    }
    reg.participants.remove(index(player));
    for (i, p) in reg.participants.iter_mut().enumerate() {
        p.id = PlayerId(i as u32 + 1);
    }
    Ok(Change::new(
        None,
        format!("remove {name} (registration {player}, never paired)"),
    ))
}

fn drop_player(
    reg: &mut Registry,
    g: &mut SwissGame,
    player: PlayerId,
) -> Result<Change, Rejected> {
    let p = &reg.participants[index(known(reg, player)?)];
    let name = reg.display_name(player);
    if let Some(r) = p.dropped_after {
        return Err(Rejected::wrong_state(
            "player",
            format!("{name} is dropped already (after round {r})"),
        ));
    }
    if let Ok(r) = lifecycle::draft(&g.rounds)
        && r.involves(player)
    {
        return Err(Rejected::wrong_state(
            "player",
            format!(
                "{name} is seated in the draft of round {}; delete the draft, drop, then pair \
                 again",
                r.number
            ),
        ));
    }
    let last = lifecycle::latest_fixed(&g.rounds);
    reg.participants[index(player)].dropped_after = Some(last);
    Ok(Change::new(
        Some(last),
        format!("drop {name} after round {last}"),
    ))
}

/// Previous meetings per unordered pair over every fixed round (R-S12).
pub(crate) fn meetings(g: &SwissGame) -> HashMap<(PlayerId, PlayerId), u32> {
    let mut m = HashMap::new();
    for r in g.played_rounds() {
        for tb in &r.tables {
            *m.entry(pair_key(tb.a, tb.b)).or_insert(0) += 1;
        }
    }
    m
}

fn pair_key(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    if a < b { (a, b) } else { (b, a) }
}

fn points_of(reg: &Registry, g: &SwissGame) -> HashMap<PlayerId, u32> {
    standings::standings(reg, g, None)
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

fn rematch_warnings(reg: &Registry, r: &Round) -> Vec<String> {
    r.tables
        .iter()
        .filter(|tb| tb.reason.previous_meetings > 0)
        .map(|tb| {
            format!(
                "table {}: {} vs {} is a rematch ({}){}",
                tb.number,
                reg.display_name(tb.a),
                reg.display_name(tb.b),
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

fn propose(reg: &Registry, g: &SwissGame) -> Result<Round, Rejected> {
    let p = pairing::propose(reg, g)?;
    Ok(Round {
        number: p.round,
        state: RoundState::Draft,
        tables: p.tables,
        byes: p.bye.into_iter().collect(),
        warnings: p.warnings,
    })
}

fn swap_players(
    reg: &mut Registry,
    g: &mut SwissGame,
    a: PlayerId,
    b: PlayerId,
) -> Result<Change, Rejected> {
    known(reg, a)?;
    known(reg, b)?;
    if a == b {
        return Err(Rejected::refused("swap", "the two players must differ"));
    }
    let n = lifecycle::draft(&g.rounds)?.number;
    let points = points_of(reg, &without_draft(g));
    let met = meetings(g);
    let (na, nb) = (reg.display_name(a), reg.display_name(b));
    let round = lifecycle::draft_mut(&mut g.rounds)?;
    for (p, name) in [(a, &na), (b, &nb)] {
        if !round.involves(p) {
            return Err(Rejected::refused(
                "swap",
                format!("{name} is not in the draft of round {n} (neither seated nor on the bye)"),
            ));
        }
    }
    if round.tables.iter().any(|tb| tb.seats(a) && tb.seats(b)) {
        return Err(Rejected::refused(
            "swap",
            format!("{na} and {nb} already sit at the same table"),
        ));
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
    let warnings = rematch_warnings(reg, &snapshot);
    if let Some(r) = g.rounds.last_mut() {
        r.warnings = warnings;
    }
    Ok(Change {
        round: Some(n),
        what: format!("swap players {na} ↔ {nb} (tables {})", touched.join(", ")),
        manual: true,
        correction: false,
    })
}

fn without_draft(g: &SwissGame) -> SwissGame {
    let mut c = g.clone();
    if lifecycle::draft(&c.rounds).is_ok() {
        c.rounds.pop();
    }
    c
}

fn publish(reg: &mut Registry, g: &mut SwissGame) -> Result<Change, Rejected> {
    let r = lifecycle::draft(&g.rounds)?;
    let n = r.number;
    let mut seen = HashSet::new();
    for p in r
        .tables
        .iter()
        .flat_map(|tb| [tb.a, tb.b])
        .chain(r.byes.iter().copied())
    {
        if !seen.insert(p) {
            return Err(Rejected::refused(
                "publish",
                format!(
                    "{} is seated twice in round {n}; re-pair or swap first",
                    reg.display_name(p)
                ),
            ));
        }
        if let Some(d) = reg.participant(p).and_then(|x| x.dropped_after) {
            return Err(Rejected::refused(
                "publish",
                format!(
                    "{} dropped after round {d} but is seated; re-pair first",
                    reg.display_name(p)
                ),
            ));
        }
    }
    let missing: Vec<String> = reg
        .active_players()
        .into_iter()
        .filter(|p| !seen.contains(p))
        .map(|p| reg.display_name(p))
        .collect();
    if !missing.is_empty() {
        return Err(Rejected::refused(
            "publish",
            format!(
                "not every active player is in round {n}; missing: {}. Re-pair first",
                missing.join(", ")
            ),
        ));
    }
    lifecycle::publish(&mut g.rounds)
}

fn record_result(
    reg: &mut Registry,
    g: &mut SwissGame,
    round: Option<RoundNo>,
    table: TableNo,
    result: MatchResult,
) -> Result<Change, Rejected> {
    let n = match round {
        Some(n) => n,
        None => match g.current_round() {
            Some(r) => r.number,
            None => return Err(Rejected::refused("result", "there is no round yet")),
        },
    };
    let r = lifecycle::fixed_round(&g.rounds, n)?;
    let Some(tb) = r.table(table) else {
        return Err(Rejected::no_table(n, table, r.tables.len()));
    };
    // Re-check: the stored value may come from an import or a hand-edited file.
    MatchResult::new(result.wins_a, result.wins_b, result.draws).map_err(Rejected::score)?;
    let (na, nb) = (reg.display_name(tb.a), reg.display_name(tb.b));
    let old = tb.result;
    let idx = (n.0 - 1) as usize;
    let r = &mut g.rounds[idx];
    if let Some(tb) = r.tables.iter_mut().find(|tb| tb.number == table) {
        tb.result = Some(result);
    }
    lifecycle::complete_when_entered(r);
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
    reg: &mut Registry,
    g: &mut SwissGame,
    round: RoundNo,
    matches: Vec<ImportedMatch>,
    byes: Vec<PlayerId>,
) -> Result<Change, Rejected> {
    lifecycle::import_allowed(&g.rounds, round)?;
    if let Some(r) = g
        .current_round()
        .filter(|r| r.state == RoundState::Published)
    {
        return Err(Rejected::refused(
            "import",
            format!(
                "round {} has {} table(s) {}: enter them first",
                r.number,
                r.open_tables(),
                Round::WORDS.lacking
            ),
        ));
    }
    let mut seen = HashSet::new();
    for p in matches
        .iter()
        .flat_map(|m| [m.a, m.b])
        .chain(byes.iter().copied())
    {
        known(reg, p)?;
        if !seen.insert(p) {
            return Err(Rejected::refused(
                "import",
                format!("{} plays twice in round {round}", reg.display_name(p)),
            ));
        }
    }
    let mut numbers = HashSet::new();
    let points = points_of(reg, g);
    let met = meetings(g);
    let mut tables = Vec::with_capacity(matches.len());
    let mut next_free = 1;
    for m in &matches {
        MatchResult::new(m.result.wins_a, m.result.wins_b, m.result.draws)
            .map_err(Rejected::score)?;
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
            return Err(Rejected::invalid(
                "table",
                format!("table {number} appears twice in round {round}"),
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
    r.warnings = rematch_warnings(reg, &r);
    let what = format!(
        "import round {round}: {} match(es), {} bye(s)",
        r.tables.len(),
        r.byes.len()
    );
    g.rounds.push(r);
    Ok(Change::new(Some(round), what))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::next_round_allowed;

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
