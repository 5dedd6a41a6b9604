//! [`super::apply`] for Muck events (issue 4): registration of pairs and single players, the
//! draw, its edits, publishing, and the score sheets (R-M1).

use super::{Change, clean_name, index, known, next_round_allowed, reject, rename};
use crate::engine::muck::draw::{History, draw, repeat_warnings};
use crate::tournament::{
    BobblScore, Command, Entrant, ImportedMuckTable, MuckPair, MuckRound, MuckTable, PairId,
    Participant, Partners, PlayerId, Rejected, RoundNo, RoundState, SheetEntry, Side, TableNo,
    Tournament,
};
use std::collections::HashSet;

/// The command in words, for "this is a swiss event: ... is for muck events only".
pub(super) fn describe(cmd: &Command) -> &'static str {
    match cmd {
        Command::PairNextRound => "pairing the next round",
        Command::Repair => "re-pairing",
        Command::SwapPlayers { .. } => "swapping two players",
        Command::RecordResult { .. } => "a match result",
        Command::ImportRound { .. } => "importing a Swiss round",
        Command::AddEntrants { .. } => "registering Muck entrants",
        Command::MakePair { .. } => "making a pair",
        Command::Withdraw { .. } => "withdrawing an entrant",
        Command::Reinstate { .. } => "reinstating an entrant",
        Command::DrawRound => "drawing a Muck round",
        Command::Redraw => "re-drawing a Muck round",
        Command::SwapEntrants { .. } => "swapping two entrants",
        Command::MuckResult { .. } => "a Bobbl score",
        Command::ResolveEntries { .. } => "settling a second entry",
        Command::ImportMuckRound { .. } => "importing a Muck round",
        _ => "this command",
    }
}

/// What to do instead, for a command of the wrong system.
pub(super) fn instead(cmd: &Command) -> &'static str {
    match cmd {
        Command::PairNextRound => "; draw the round instead (`turnier draw`)",
        Command::Repair => "; re-draw instead",
        Command::SwapPlayers { .. } => "; swap entrants instead",
        Command::RecordResult { .. } => {
            "; enter the score of every Bobbl instead (e.g. `turnier result EVENT 3 21:4,20:21`)"
        }
        Command::DrawRound | Command::Redraw => "; pair the round instead (`turnier pair`)",
        _ => "",
    }
}

pub(super) fn run(t: &mut Tournament, cmd: Command) -> Result<Change, Rejected> {
    match cmd {
        Command::AddPlayers { names } => {
            add_entrants(t, names.into_iter().map(|n| vec![n]).collect())
        }
        Command::AddEntrants { entrants } => add_entrants(t, entrants),
        Command::RenamePlayer { player, name } => rename(t, player, &name),
        Command::MakePair { a, b } => make_pair(t, a, b),
        Command::Drop { player } => {
            known(t, player)?;
            withdraw(t, entrant_of(t, player))
        }
        Command::Undrop { player } => {
            known(t, player)?;
            reinstate(t, entrant_of(t, player))
        }
        Command::Withdraw { entrant } => withdraw(t, entrant),
        Command::Reinstate { entrant } => reinstate(t, entrant),
        Command::DrawRound => draw_round(t),
        Command::Redraw => redraw(t),
        Command::DeleteDraft => {
            let n = draft(t)?.number;
            t.muck.rounds.pop();
            Ok(Change::new(Some(n), format!("delete draft of round {n}")))
        }
        Command::SwapEntrants { a, b } => swap_entrants(t, a, b),
        Command::SwapTables { a, b } => swap_tables(t, a, b),
        Command::Publish => publish(t),
        Command::MuckResult {
            round,
            table,
            bobbl,
            scores,
            second_entry,
        } => record(t, round, table, bobbl, &scores, second_entry),
        Command::ResolveEntries { round, table, take } => resolve(t, round, table, take),
        Command::ImportMuckRound { round, tables } => import_round(t, round, tables),
        other => reject(format!(
            "this is a muck event: {} is for swiss events only{}",
            describe(&other),
            instead(&other)
        )),
    }
}

fn partners(t: &Tournament) -> Partners {
    t.muck_settings().map_or(Partners::Fixed, |s| s.partners)
}

/// The entrant a player plays as: their pair, or the player (a single player, or one who
/// came alone and waits for a partner).
fn entrant_of(t: &Tournament, p: PlayerId) -> Entrant {
    t.muck
        .pairs
        .iter()
        .find(|x| x.players.contains(&p))
        .map_or(Entrant::Player(p), |x| Entrant::Pair(x.id))
}

fn draft(t: &Tournament) -> Result<&MuckRound, Rejected> {
    match t.muck.rounds.last() {
        Some(r) if r.state == RoundState::Draft => Ok(r),
        Some(r) => reject(format!(
            "round {} is {}: only a draft can be changed this way",
            r.number, r.state
        )),
        None => reject("there is no draft: draw the next round first"),
    }
}

/// The round a late entry is drawn in first: the draft's number, or the next round.
fn next_round(t: &Tournament) -> Option<RoundNo> {
    (!t.muck.rounds.is_empty()).then(|| match t.muck.rounds.last() {
        Some(r) if r.state == RoundState::Draft => r.number,
        _ => RoundNo(t.muck.rounds.len() as u32 + 1),
    })
}

fn register(t: &mut Tournament, name: String, late: Option<RoundNo>) -> PlayerId {
    let id = PlayerId(t.participants.len() as u32 + 1);
    t.participants.push(Participant {
        id,
        name,
        dropped_after: None,
        entered_round: late,
    });
    id
}

fn add_entrants(t: &mut Tournament, entrants: Vec<Vec<String>>) -> Result<Change, Rejected> {
    if entrants.is_empty() {
        return reject("entrants: at least one entrant is needed");
    }
    let mode = partners(t);
    let mut cleaned = Vec::with_capacity(entrants.len());
    for names in &entrants {
        let names: Vec<String> = names
            .iter()
            .map(|n| clean_name(n))
            .collect::<Result<_, _>>()?;
        match (mode, names.as_slice()) {
            (_, [_]) => {}
            (Partners::Fixed, [a, b]) => {
                if a.to_lowercase() == b.to_lowercase() {
                    return reject(format!(
                        "pair: {a} is named twice in \"{a} / {b}\"; a pair is two different \
                         players"
                    ));
                }
            }
            (Partners::Changing, [a, b]) => {
                return reject(format!(
                    "entrant: \"{a} / {b}\" is a pair, but this event has single players with \
                     changing partners; register each player by name"
                ));
            }
            (_, other) => {
                return reject(format!(
                    "entrant: \"{}\" has {} names; allowed: one player, or a pair of two \
                     (`Berta / Else`)",
                    other.join(" / "),
                    other.len()
                ));
            }
        }
        cleaned.push(names);
    }
    let late = next_round(t);
    let (mut pairs, mut singles) = (0, 0);
    for names in cleaned {
        let ids: Vec<PlayerId> = names.into_iter().map(|n| register(t, n, late)).collect();
        if let [a, b] = ids.as_slice() {
            let id = PairId(t.muck.pairs.len() as u32 + 1);
            t.muck.pairs.push(MuckPair {
                id,
                players: [*a, *b],
            });
            pairs += 1;
        } else {
            singles += 1;
        }
    }
    let mut parts = Vec::new();
    if pairs > 0 {
        parts.push(format!("{pairs} pair(s)"));
    }
    if singles > 0 {
        parts.push(match mode {
            Partners::Fixed => format!("{singles} player(s) without a partner yet"),
            Partners::Changing => format!("{singles} player(s)"),
        });
    }
    let verb = if late.is_some() {
        "late entry of"
    } else {
        "register"
    };
    Ok(Change::new(late, format!("{verb} {}", parts.join(" and "))))
}

fn make_pair(t: &mut Tournament, a: PlayerId, b: PlayerId) -> Result<Change, Rejected> {
    if partners(t) != Partners::Fixed {
        return reject(
            "pair: this event has single players with changing partners; pairs are drawn anew every round",
        );
    }
    known(t, a)?;
    known(t, b)?;
    if a == b {
        return reject(format!(
            "pair: {} is named twice; a pair is two different players",
            t.name_of(a)
        ));
    }
    for p in [a, b] {
        if let Entrant::Pair(x) = entrant_of(t, p) {
            return reject(format!(
                "pair: {} plays in {} already ({})",
                t.name_of(p),
                x,
                t.entrant_name(Entrant::Pair(x))
            ));
        }
        if t.participants[index(p)].is_dropped() {
            return reject(format!("pair: {} is withdrawn", t.name_of(p)));
        }
    }
    let id = PairId(t.muck.pairs.len() as u32 + 1);
    t.muck.pairs.push(MuckPair {
        id,
        players: [a, b],
    });
    let late = next_round(t);
    Ok(Change::new(
        late,
        format!("make pair {}", t.entrant_name(Entrant::Pair(id))),
    ))
}

fn check_entrant(t: &Tournament, e: Entrant) -> Result<(), Rejected> {
    let ok = match e {
        Entrant::Pair(p) => partners(t) == Partners::Fixed && t.pair(p).is_some(),
        Entrant::Player(p) => t.participant(p).is_some(),
    };
    if ok {
        Ok(())
    } else {
        reject(format!(
            "entrant: no {} {} (allowed: {})",
            if matches!(e, Entrant::Pair(_)) {
                "pair"
            } else {
                "player"
            },
            match e {
                Entrant::Pair(p) => p.0,
                Entrant::Player(p) => p.0,
            },
            match partners(t) {
                Partners::Fixed => format!("pairs 1..{}", t.muck.pairs.len()),
                Partners::Changing => format!("players 1..{}", t.participants.len()),
            }
        ))
    }
}

fn withdraw(t: &mut Tournament, e: Entrant) -> Result<Change, Rejected> {
    check_entrant(t, e)?;
    let name = t.entrant_name(e);
    if !t.is_active(e) {
        return reject(format!("entrant: {name} is withdrawn already"));
    }
    if let Some(r) = t
        .muck
        .rounds
        .last()
        .filter(|r| r.state == RoundState::Draft)
        && r.involves(e)
    {
        return reject(format!(
            "entrant: {name} is in the draft of round {}; delete the draft, withdraw, then draw \
             again",
            r.number
        ));
    }
    let last = t
        .muck
        .rounds
        .iter()
        .rev()
        .find(|r| r.state != RoundState::Draft)
        .map_or(RoundNo(0), |r| r.number);
    for p in t.players_of(e) {
        t.participants[index(p)].dropped_after = Some(last);
    }
    Ok(Change::new(
        Some(last),
        format!("withdraw {name} after round {last}"),
    ))
}

fn reinstate(t: &mut Tournament, e: Entrant) -> Result<Change, Rejected> {
    check_entrant(t, e)?;
    let name = t.entrant_name(e);
    if t.is_active(e) {
        return reject(format!("entrant: {name} is not withdrawn"));
    }
    for p in t.players_of(e) {
        t.participants[index(p)].dropped_after = None;
    }
    Ok(Change::new(None, format!("reinstate {name}")))
}

fn new_round(t: &Tournament, draw_no: u32) -> Result<MuckRound, Rejected> {
    let d = draw(t, draw_no).map_err(|e| Rejected(e.to_string()))?;
    Ok(MuckRound {
        number: d.round,
        state: RoundState::Draft,
        draw_no,
        tables: d.tables,
        sitting_out: d.sitting_out,
        warnings: d.warnings,
    })
}

fn sitting_out_words(t: &Tournament, r: &MuckRound) -> String {
    match r.sitting_out.as_slice() {
        [] => String::new(),
        out => format!(
            ", sitting out: {}",
            out.iter()
                .map(|e| t.entrant_name(*e))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

fn draw_round(t: &mut Tournament) -> Result<Change, Rejected> {
    next_round_allowed(
        t.muck
            .rounds
            .last()
            .map(|r| (r.number, r.state, r.open_tables())),
        "re-draw",
        "with a Bobbl not entered",
    )?;
    let round = new_round(t, 0)?;
    let what = format!(
        "draw round {}: {} table(s){}",
        round.number,
        round.tables.len(),
        sitting_out_words(t, &round)
    );
    let n = round.number;
    t.muck.rounds.push(round);
    Ok(Change::new(Some(n), what))
}

fn redraw(t: &mut Tournament) -> Result<Change, Rejected> {
    let old = draft(t)?;
    let (n, next_no) = (old.number, old.draw_no + 1);
    t.muck.rounds.pop();
    let round = new_round(t, next_no)?;
    let what = format!(
        "re-draw round {n} (draw {}): {} table(s){}",
        next_no + 1,
        round.tables.len(),
        sitting_out_words(t, &round)
    );
    t.muck.rounds.push(round);
    Ok(Change::new(Some(n), what))
}

fn swap_entrants(t: &mut Tournament, a: Entrant, b: Entrant) -> Result<Change, Rejected> {
    check_entrant(t, a)?;
    check_entrant(t, b)?;
    if a == b {
        return reject("swap: the two entrants must differ");
    }
    let n = draft(t)?.number;
    let (na, nb) = (t.entrant_name(a), t.entrant_name(b));
    let r = draft(t)?;
    for (e, name) in [(a, &na), (b, &nb)] {
        if !r.involves(e) {
            return reject(format!(
                "swap: {name} is not in the draft of round {n} (neither seated nor sitting out)"
            ));
        }
    }
    let history = History::of(t);
    let mut round = r.clone();
    let mut touched = Vec::new();
    for tb in &mut round.tables {
        if tb.seats(a) || tb.seats(b) {
            tb.a = tb.a.swapped(a, b);
            tb.b = tb.b.swapped(a, b);
            tb.manual = true;
            touched.push(tb.number.to_string());
        }
    }
    for e in &mut round.sitting_out {
        if *e == a {
            *e = b;
        } else if *e == b {
            *e = a;
        }
    }
    round.sitting_out.sort();
    round.warnings = redo_repeat_warnings(t, r, &round.tables, &history);
    if let Some(last) = t.muck.rounds.last_mut() {
        *last = round;
    }
    Ok(Change {
        round: Some(n),
        what: format!(
            "swap {na} ↔ {nb} ({})",
            if touched.is_empty() {
                "both sitting out".to_string()
            } else {
                format!("tables {}", touched.join(", "))
            }
        ),
        manual: true,
        correction: false,
    })
}

/// The warnings of `old` for its edited `tables`: every warning of the draw that is not about a
/// repeat at a table (more rounds than planned, a moving schedule drawn afresh, a search that
/// stopped early) is kept as it was; the repeat warnings are made again for the new seating
/// and table numbers (issue 4: a draft keeps its warnings across swaps).
fn redo_repeat_warnings(
    t: &Tournament,
    old: &MuckRound,
    tables: &[MuckTable],
    history: &History,
) -> Vec<String> {
    let old_repeats = repeat_warnings(t, &old.tables, history);
    let mut out: Vec<String> = old
        .warnings
        .iter()
        .filter(|w| !old_repeats.contains(w))
        .cloned()
        .collect();
    out.extend(repeat_warnings(t, tables, history));
    out
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
    let mut round = r.clone();
    for tb in &mut round.tables {
        if tb.number == a {
            tb.number = b;
            tb.manual = true;
        } else if tb.number == b {
            tb.number = a;
            tb.manual = true;
        }
    }
    round.tables.sort_by_key(|tb| tb.number);
    // The repeat warnings name tables: they follow the new numbers.
    round.warnings = redo_repeat_warnings(t, r, &round.tables, &History::of(t));
    if let Some(last) = t.muck.rounds.last_mut() {
        *last = round;
    }
    Ok(Change {
        round: Some(n),
        what: format!("swap tables {a} ↔ {b}"),
        manual: true,
        correction: false,
    })
}

/// Every reason the tables of a round are not a valid seating: an entrant seated twice, an
/// unknown pair or player, a side of one player twice, a pair at a singles event or the other
/// way round, the wrong number of Bobbl. Shared by publish and import.
fn check_tables(t: &Tournament, n: RoundNo, tables: &[MuckTable]) -> Result<(), Rejected> {
    let mode = partners(t);
    let bobbl = t.muck_settings().map_or(2, |s| s.bobbl_per_round);
    let mut seen = HashSet::new();
    let mut numbers = HashSet::new();
    for tb in tables {
        if tb.number.0 == 0 || !numbers.insert(tb.number) {
            return reject(format!(
                "table: table {} appears twice in round {n} (or is 0); table numbers are 1.. and \
                 unique",
                tb.number
            ));
        }
        for s in [tb.a, tb.b] {
            match (mode, s) {
                (Partners::Fixed, Side::Pair(p)) => check_entrant(t, Entrant::Pair(p))?,
                (Partners::Changing, Side::Players(x, y)) => {
                    known(t, x)?;
                    known(t, y)?;
                    if x == y {
                        return reject(format!(
                            "table {}: {} is on one side twice; a side is two different players",
                            tb.number,
                            t.name_of(x)
                        ));
                    }
                }
                (Partners::Fixed, _) => {
                    return reject(format!(
                        "table {}: a side must be a registered pair at a fixed-pairs event",
                        tb.number
                    ));
                }
                (Partners::Changing, _) => {
                    return reject(format!(
                        "table {}: a side must be two single players at a changing-partners event",
                        tb.number
                    ));
                }
            }
            for e in s.entrants() {
                if !seen.insert(e) {
                    return reject(format!(
                        "table {}: {} is seated twice in round {n}; an entrant plays at one \
                         table per round",
                        tb.number,
                        t.entrant_name(e)
                    ));
                }
            }
        }
        if tb.bobbl.len() != bobbl as usize {
            return reject(format!(
                "bobbl: table {} has {} Bobbl, but a round has {bobbl} (allowed: Bobbl 1..{bobbl})",
                tb.number,
                tb.bobbl.len()
            ));
        }
    }
    Ok(())
}

fn publish(t: &mut Tournament) -> Result<Change, Rejected> {
    let r = draft(t)?;
    let n = r.number;
    check_tables(t, n, &r.tables)?;
    if let Some(stale) = t.stale_draft() {
        return reject(format!(
            "publish: {}; re-draw it first (r at the desk, `turnier redraw`)",
            stale.describe(t)
        ));
    }
    if let Some(round) = t.muck.rounds.last_mut() {
        round.state = if round.tables.is_empty() {
            RoundState::Complete
        } else {
            RoundState::Published
        };
    }
    Ok(Change::new(Some(n), format!("publish round {n}")))
}

fn record(
    t: &mut Tournament,
    round: Option<RoundNo>,
    table: TableNo,
    bobbl: u32,
    scores: &[BobblScore],
    second: bool,
) -> Result<Change, Rejected> {
    let target = t.muck_settings().map_or(21, |s| s.target);
    let n = fixed_round(t, round, "result")?;
    let Some(r) = t.muck_round(n) else {
        return reject(format!("round: there is no round {n}"));
    };
    let Some(tb) = r.table(table) else {
        return reject(format!(
            "table: round {n} has no table {table} (allowed: 1..{})",
            r.tables.len()
        ));
    };
    let have = tb.bobbl.len() as u32;
    if scores.is_empty() {
        return reject("score: at least one Bobbl score is needed, e.g. 21:4");
    }
    let last = bobbl.saturating_add(scores.len() as u32).saturating_sub(1);
    if bobbl == 0 || last > have {
        return reject(format!(
            "bobbl: round {n} has {have} Bobbl per table; Bobbl {} does not exist (allowed: \
             1..{have})",
            if bobbl == 0 { 0 } else { last }
        ));
    }
    for (i, s) in scores.iter().enumerate() {
        s.check(target)
            .map_err(|m| Rejected(format!("table {table}, Bobbl {}: {m}", bobbl + i as u32)))?;
    }
    let (na, nb) = (t.side_name(tb.a), t.side_name(tb.b));
    let old: Vec<Option<BobblScore>> = {
        let list = if second { &tb.second } else { &tb.bobbl };
        list[(bobbl - 1) as usize..last as usize].to_vec()
    };
    let idx = (n.0 - 1) as usize;
    let r = &mut t.muck.rounds[idx];
    if let Some(tb) = r.tables.iter_mut().find(|x| x.number == table) {
        let list = if second {
            &mut tb.second
        } else {
            &mut tb.bobbl
        };
        for (i, s) in scores.iter().enumerate() {
            list[(bobbl - 1) as usize + i] = Some(*s);
        }
    }
    if r.open_tables() == 0 {
        r.state = RoundState::Complete;
    }
    let words = |v: &[Option<BobblScore>]| {
        v.iter()
            .map(|s| s.map_or("–".to_string(), |s| s.to_string()))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let new: Vec<Option<BobblScore>> = scores.iter().copied().map(Some).collect();
    let correction = !second && old.iter().any(Option::is_some);
    let label = if second { "second entry" } else { "score" };
    let what = if correction {
        format!(
            "correct table {table} Bobbl {bobbl}..{last}: {na} v {nb} {} → {}",
            words(&old),
            words(&new)
        )
    } else {
        format!(
            "{label} table {table} Bobbl {bobbl}..{last}: {na} v {nb} {}",
            words(&new)
        )
    };
    let mut change = Change::new(Some(n), what);
    change.correction = correction;
    Ok(change)
}

/// The round a score command means (`None`: the last round), published or complete.
fn fixed_round(t: &Tournament, round: Option<RoundNo>, what: &str) -> Result<RoundNo, Rejected> {
    let Some(n) = round.or_else(|| t.muck.rounds.last().map(|r| r.number)) else {
        return reject(format!(
            "{what}: there is no round yet; draw and publish one first"
        ));
    };
    let Some(r) = t.muck_round(n) else {
        return reject(format!(
            "round: there is no round {n} (allowed: 1..{})",
            t.muck.rounds.len()
        ));
    };
    if r.state == RoundState::Draft {
        return reject(format!(
            "round {n} is a draft: publish it before entering scores"
        ));
    }
    Ok(n)
}

fn resolve(
    t: &mut Tournament,
    round: Option<RoundNo>,
    table: TableNo,
    take: SheetEntry,
) -> Result<Change, Rejected> {
    let n = fixed_round(t, round, "resolve")?;
    let idx = (n.0 - 1) as usize;
    let r = &t.muck.rounds[idx];
    let Some(tb) = r.table(table) else {
        return reject(format!(
            "table: round {n} has no table {table} (allowed: 1..{})",
            r.tables.len()
        ));
    };
    let differ = tb.second_entry_differs();
    if differ.is_empty() {
        return reject(format!(
            "resolve: round {n}, table {table}: {}; nothing to resolve",
            if tb.second.iter().all(Option::is_none) {
                "there is no second entry"
            } else {
                "the first and second entry agree"
            }
        ));
    }
    let (na, nb) = (t.side_name(tb.a), t.side_name(tb.b));
    let show = |s: Option<BobblScore>| s.map_or("–".to_string(), |s| s.to_string());
    let mut changes = Vec::new();
    let r = &mut t.muck.rounds[idx];
    if let Some(tb) = r.tables.iter_mut().find(|x| x.number == table) {
        for b in &differ {
            let i = *b as usize - 1;
            let (first, second) = (tb.bobbl[i], tb.second[i]);
            match take {
                SheetEntry::Second => {
                    tb.bobbl[i] = second;
                    changes.push(format!("Bobbl {b} {} → {}", show(first), show(second)));
                }
                SheetEntry::First => {
                    tb.second[i] = first;
                    changes.push(format!(
                        "Bobbl {b} {} (second was {})",
                        show(first),
                        show(second)
                    ));
                }
            }
        }
    }
    if r.open_tables() == 0 {
        r.state = RoundState::Complete;
    }
    let what = match take {
        SheetEntry::Second => format!(
            "take second entry, table {table}: {na} v {nb} {}",
            changes.join(", ")
        ),
        SheetEntry::First => format!(
            "keep first entry, table {table}: {na} v {nb} {}",
            changes.join(", ")
        ),
    };
    let mut change = Change::new(Some(n), what);
    change.correction = take == SheetEntry::Second;
    Ok(change)
}

fn import_round(
    t: &mut Tournament,
    round: RoundNo,
    tables: Vec<ImportedMuckTable>,
) -> Result<Change, Rejected> {
    let target = t.muck_settings().map_or(21, |s| s.target);
    let bobbl = t.muck_settings().map_or(2, |s| s.bobbl_per_round);
    if let Some(r) = t
        .muck
        .rounds
        .last()
        .filter(|r| r.state == RoundState::Draft)
    {
        return reject(format!(
            "import: round {} is a draft; delete it before importing results",
            r.number
        ));
    }
    let expected = RoundNo(t.muck.rounds.len() as u32 + 1);
    if round != expected {
        return reject(format!(
            "round: the next round to import is {expected}, not {round}"
        ));
    }
    let mut made = Vec::with_capacity(tables.len());
    for it in tables {
        if it.bobbl.len() > bobbl as usize {
            return reject(format!(
                "bobbl: table {} has a score for Bobbl {}, but a round has {bobbl} (allowed: \
                 1..{bobbl})",
                it.table,
                it.bobbl.len()
            ));
        }
        for (i, s) in it.bobbl.iter().enumerate() {
            if let Some(s) = s {
                s.check(target)
                    .map_err(|m| Rejected(format!("table {}, Bobbl {}: {m}", it.table, i + 1)))?;
            }
        }
        let mut tb = MuckTable::new(it.table, it.a, it.b, bobbl, true);
        for (i, s) in it.bobbl.into_iter().enumerate() {
            tb.bobbl[i] = s;
        }
        made.push(tb);
    }
    check_tables(t, round, &made)?;
    made.sort_by_key(|tb| tb.number);
    let seated: HashSet<Entrant> = made
        .iter()
        .flat_map(|tb| [tb.a, tb.b])
        .flat_map(Side::entrants)
        .collect();
    let sitting_out: Vec<Entrant> = t
        .active_entrants()
        .into_iter()
        .filter(|e| !seated.contains(e))
        .collect();
    let history = History::of(t);
    let mut r = MuckRound {
        number: round,
        state: RoundState::Published,
        draw_no: 0,
        warnings: repeat_warnings(t, &made, &history),
        tables: made,
        sitting_out,
    };
    if r.open_tables() == 0 {
        r.state = RoundState::Complete;
    }
    let what = format!(
        "import round {round}: {} table(s){}",
        r.tables.len(),
        sitting_out_words(t, &r)
    );
    t.muck.rounds.push(r);
    Ok(Change::new(Some(round), what))
}
