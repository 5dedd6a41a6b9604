//! The Muck rules of [`crate::game::apply`] (issue 4): registration of pairs and single
//! players, the draw, its edits, publishing, and the score sheets (R-M1).

use super::draw::{History, draw, repeat_warnings};
use super::{
    BobblScore, Entrant, ImportedMuckTable, MuckCommand, MuckGame, MuckPair, MuckRound, MuckTable,
    PairId, Partners, SheetEntry, Side,
};
use crate::game::{
    Change, Command, PlayerId, Registry, Rejected, RoundNo, RoundState, TableNo, clean_name, index,
    known, next_round_allowed, reject,
};
use std::collections::HashSet;

/// Applies one command to a Muck game and its registry, in place; the caller
/// ([`crate::game::apply`]) works on a copy and appends the audit entry.
///
/// # Errors
/// [`Rejected`] naming the field and the allowed values.
pub fn run(
    reg: &mut Registry,
    g: &mut MuckGame,
    seed: u64,
    cmd: Command,
) -> Result<Change, Rejected> {
    match cmd {
        Command::AddPlayers { names } => {
            add_entrants(reg, g, names.into_iter().map(|n| vec![n]).collect())
        }
        Command::Muck(MuckCommand::AddEntrants { entrants }) => add_entrants(reg, g, entrants),
        Command::RenamePlayer { player, name } => reg.rename(player, &name),
        Command::Muck(MuckCommand::MakePair { a, b }) => make_pair(reg, g, a, b),
        Command::Drop { player } => {
            known(reg, player)?;
            withdraw(reg, g, entrant_of(g, player))
        }
        Command::Undrop { player } => {
            known(reg, player)?;
            reinstate(reg, g, entrant_of(g, player))
        }
        Command::Muck(MuckCommand::Withdraw { entrant }) => withdraw(reg, g, entrant),
        Command::Muck(MuckCommand::Reinstate { entrant }) => reinstate(reg, g, entrant),
        Command::Muck(MuckCommand::DrawRound) => draw_round(reg, g, seed),
        Command::Muck(MuckCommand::Redraw) => redraw(reg, g, seed),
        Command::DeleteDraft => {
            let n = draft(g)?.number;
            g.rounds.pop();
            Ok(Change::new(Some(n), format!("delete draft of round {n}")))
        }
        Command::Muck(MuckCommand::SwapEntrants { a, b }) => swap_entrants(reg, g, a, b),
        Command::SwapTables { a, b } => swap_tables(reg, g, a, b),
        Command::Publish => publish(reg, g),
        Command::Muck(MuckCommand::Score {
            round,
            table,
            bobbl,
            scores,
            second_entry,
        }) => record(reg, g, round, table, bobbl, &scores, second_entry),
        Command::Muck(MuckCommand::ResolveEntries { round, table, take }) => {
            resolve(reg, g, round, table, take)
        }
        Command::Muck(MuckCommand::ImportRound { round, tables }) => {
            import_round(reg, g, round, tables)
        }
        Command::Swiss(c) => reject(format!(
            "this is a muck event: {} is for swiss events only{}",
            c.describe(),
            c.instead()
        )),
    }
}

fn partners(g: &MuckGame) -> Partners {
    g.settings.partners
}

/// The entrant a player plays as: their pair, or the player (a single player, or one who
/// came alone and waits for a partner).
fn entrant_of(g: &MuckGame, p: PlayerId) -> Entrant {
    g.pairs
        .iter()
        .find(|x| x.players.contains(&p))
        .map_or(Entrant::Player(p), |x| Entrant::Pair(x.id))
}

fn draft(g: &MuckGame) -> Result<&MuckRound, Rejected> {
    match g.rounds.last() {
        Some(r) if r.state == RoundState::Draft => Ok(r),
        Some(r) => reject(format!(
            "round {} is {}: only a draft can be changed this way",
            r.number, r.state
        )),
        None => reject("there is no draft: draw the next round first"),
    }
}

/// The round a late entry is drawn in first: the draft's number, or the next round.
fn next_round(g: &MuckGame) -> Option<RoundNo> {
    (!g.rounds.is_empty()).then(|| match g.rounds.last() {
        Some(r) if r.state == RoundState::Draft => r.number,
        _ => RoundNo(g.rounds.len() as u32 + 1),
    })
}

fn add_entrants(
    reg: &mut Registry,
    g: &mut MuckGame,
    entrants: Vec<Vec<String>>,
) -> Result<Change, Rejected> {
    if entrants.is_empty() {
        return reject("entrants: at least one entrant is needed");
    }
    let mode = partners(g);
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
    let late = next_round(g);
    let (mut pairs, mut singles) = (0, 0);
    for names in cleaned {
        let ids: Vec<PlayerId> = names.into_iter().map(|n| reg.register(n, late)).collect();
        if let [a, b] = ids.as_slice() {
            let id = PairId(g.pairs.len() as u32 + 1);
            g.pairs.push(MuckPair {
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

fn make_pair(
    reg: &mut Registry,
    g: &mut MuckGame,
    a: PlayerId,
    b: PlayerId,
) -> Result<Change, Rejected> {
    if partners(g) != Partners::Fixed {
        return reject(
            "pair: this event has single players with changing partners; pairs are drawn anew every round",
        );
    }
    known(reg, a)?;
    known(reg, b)?;
    if a == b {
        return reject(format!(
            "pair: {} is named twice; a pair is two different players",
            reg.name_of(a)
        ));
    }
    for p in [a, b] {
        if let Entrant::Pair(x) = entrant_of(g, p) {
            return reject(format!(
                "pair: {} plays in {} already ({})",
                reg.name_of(p),
                x,
                g.entrant_name(reg, Entrant::Pair(x))
            ));
        }
        if reg.participants[index(p)].is_dropped() {
            return reject(format!("pair: {} is withdrawn", reg.name_of(p)));
        }
    }
    let id = PairId(g.pairs.len() as u32 + 1);
    g.pairs.push(MuckPair {
        id,
        players: [a, b],
    });
    let late = next_round(g);
    Ok(Change::new(
        late,
        format!("make pair {}", g.entrant_name(reg, Entrant::Pair(id))),
    ))
}

fn check_entrant(reg: &Registry, g: &MuckGame, e: Entrant) -> Result<(), Rejected> {
    let ok = match e {
        Entrant::Pair(p) => partners(g) == Partners::Fixed && g.pair(p).is_some(),
        Entrant::Player(p) => reg.participant(p).is_some(),
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
            match partners(g) {
                Partners::Fixed => format!("pairs 1..{}", g.pairs.len()),
                Partners::Changing => format!("players 1..{}", reg.participants.len()),
            }
        ))
    }
}

fn withdraw(reg: &mut Registry, g: &mut MuckGame, e: Entrant) -> Result<Change, Rejected> {
    check_entrant(reg, g, e)?;
    let name = g.entrant_name(reg, e);
    if !g.is_active(reg, e) {
        return reject(format!("entrant: {name} is withdrawn already"));
    }
    if let Some(r) = g.rounds.last().filter(|r| r.state == RoundState::Draft)
        && r.involves(e)
    {
        return reject(format!(
            "entrant: {name} is in the draft of round {}; delete the draft, withdraw, then draw \
             again",
            r.number
        ));
    }
    let last = g
        .rounds
        .iter()
        .rev()
        .find(|r| r.state != RoundState::Draft)
        .map_or(RoundNo(0), |r| r.number);
    for p in g.players_of(e) {
        reg.participants[index(p)].dropped_after = Some(last);
    }
    Ok(Change::new(
        Some(last),
        format!("withdraw {name} after round {last}"),
    ))
}

fn reinstate(reg: &mut Registry, g: &mut MuckGame, e: Entrant) -> Result<Change, Rejected> {
    check_entrant(reg, g, e)?;
    let name = g.entrant_name(reg, e);
    if g.is_active(reg, e) {
        return reject(format!("entrant: {name} is not withdrawn"));
    }
    for p in g.players_of(e) {
        reg.participants[index(p)].dropped_after = None;
    }
    Ok(Change::new(None, format!("reinstate {name}")))
}

fn new_round(reg: &Registry, g: &MuckGame, seed: u64, draw_no: u32) -> Result<MuckRound, Rejected> {
    let d = draw(reg, g, seed, draw_no).map_err(|e| Rejected(e.to_string()))?;
    Ok(MuckRound {
        number: d.round,
        state: RoundState::Draft,
        draw_no,
        tables: d.tables,
        sitting_out: d.sitting_out,
        warnings: d.warnings,
    })
}

fn sitting_out_words(reg: &Registry, g: &MuckGame, r: &MuckRound) -> String {
    match r.sitting_out.as_slice() {
        [] => String::new(),
        out => format!(
            ", sitting out: {}",
            out.iter()
                .map(|e| g.entrant_name(reg, *e))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

fn draw_round(reg: &mut Registry, g: &mut MuckGame, seed: u64) -> Result<Change, Rejected> {
    next_round_allowed(
        g.rounds
            .last()
            .map(|r| (r.number, r.state, r.open_tables())),
        "re-draw",
        "with a Bobbl not entered",
    )?;
    let round = new_round(reg, g, seed, 0)?;
    let what = format!(
        "draw round {}: {} table(s){}",
        round.number,
        round.tables.len(),
        sitting_out_words(reg, g, &round)
    );
    let n = round.number;
    g.rounds.push(round);
    Ok(Change::new(Some(n), what))
}

fn redraw(reg: &mut Registry, g: &mut MuckGame, seed: u64) -> Result<Change, Rejected> {
    let old = draft(g)?;
    let (n, next_no) = (old.number, old.draw_no + 1);
    g.rounds.pop();
    let round = new_round(reg, g, seed, next_no)?;
    let what = format!(
        "re-draw round {n} (draw {}): {} table(s){}",
        next_no + 1,
        round.tables.len(),
        sitting_out_words(reg, g, &round)
    );
    g.rounds.push(round);
    Ok(Change::new(Some(n), what))
}

fn swap_entrants(
    reg: &mut Registry,
    g: &mut MuckGame,
    a: Entrant,
    b: Entrant,
) -> Result<Change, Rejected> {
    check_entrant(reg, g, a)?;
    check_entrant(reg, g, b)?;
    if a == b {
        return reject("swap: the two entrants must differ");
    }
    let n = draft(g)?.number;
    let (na, nb) = (g.entrant_name(reg, a), g.entrant_name(reg, b));
    let r = draft(g)?;
    for (e, name) in [(a, &na), (b, &nb)] {
        if !r.involves(e) {
            return reject(format!(
                "swap: {name} is not in the draft of round {n} (neither seated nor sitting out)"
            ));
        }
    }
    let history = History::of(g);
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
    round.warnings = redo_repeat_warnings(reg, g, r, &round.tables, &history);
    if let Some(last) = g.rounds.last_mut() {
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
    reg: &Registry,
    g: &MuckGame,
    old: &MuckRound,
    tables: &[MuckTable],
    history: &History,
) -> Vec<String> {
    let old_repeats = repeat_warnings(reg, g, &old.tables, history);
    let mut out: Vec<String> = old
        .warnings
        .iter()
        .filter(|w| !old_repeats.contains(w))
        .cloned()
        .collect();
    out.extend(repeat_warnings(reg, g, tables, history));
    out
}

fn swap_tables(
    reg: &mut Registry,
    g: &mut MuckGame,
    a: TableNo,
    b: TableNo,
) -> Result<Change, Rejected> {
    let r = draft(g)?;
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
    round.warnings = redo_repeat_warnings(reg, g, r, &round.tables, &History::of(g));
    if let Some(last) = g.rounds.last_mut() {
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
fn check_tables(
    reg: &Registry,
    g: &MuckGame,
    n: RoundNo,
    tables: &[MuckTable],
) -> Result<(), Rejected> {
    let mode = partners(g);
    let bobbl = Some(&g.settings).map_or(2, |s| s.bobbl_per_round);
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
                (Partners::Fixed, Side::Pair(p)) => check_entrant(reg, g, Entrant::Pair(p))?,
                (Partners::Changing, Side::Players(x, y)) => {
                    known(reg, x)?;
                    known(reg, y)?;
                    if x == y {
                        return reject(format!(
                            "table {}: {} is on one side twice; a side is two different players",
                            tb.number,
                            reg.name_of(x)
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
                        g.entrant_name(reg, e)
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

fn publish(reg: &mut Registry, g: &mut MuckGame) -> Result<Change, Rejected> {
    let r = draft(g)?;
    let n = r.number;
    check_tables(reg, g, n, &r.tables)?;
    if let Some(stale) = g.stale_draft(reg) {
        return reject(format!(
            "publish: {}; re-draw it first (r at the desk, `turnier redraw`)",
            stale.describe(g, reg)
        ));
    }
    if let Some(round) = g.rounds.last_mut() {
        round.state = if round.tables.is_empty() {
            RoundState::Complete
        } else {
            RoundState::Published
        };
    }
    Ok(Change::new(Some(n), format!("publish round {n}")))
}

fn record(
    reg: &mut Registry,
    g: &mut MuckGame,
    round: Option<RoundNo>,
    table: TableNo,
    bobbl: u32,
    scores: &[BobblScore],
    second: bool,
) -> Result<Change, Rejected> {
    let target = Some(&g.settings).map_or(21, |s| s.target);
    let n = fixed_round(g, round, "result")?;
    let Some(r) = g.round(n) else {
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
    let (na, nb) = (g.side_name(reg, tb.a), g.side_name(reg, tb.b));
    let old: Vec<Option<BobblScore>> = {
        let list = if second { &tb.second } else { &tb.bobbl };
        list[(bobbl - 1) as usize..last as usize].to_vec()
    };
    let idx = (n.0 - 1) as usize;
    let r = &mut g.rounds[idx];
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
fn fixed_round(g: &MuckGame, round: Option<RoundNo>, what: &str) -> Result<RoundNo, Rejected> {
    let Some(n) = round.or_else(|| g.rounds.last().map(|r| r.number)) else {
        return reject(format!(
            "{what}: there is no round yet; draw and publish one first"
        ));
    };
    let Some(r) = g.round(n) else {
        return reject(format!(
            "round: there is no round {n} (allowed: 1..{})",
            g.rounds.len()
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
    reg: &mut Registry,
    g: &mut MuckGame,
    round: Option<RoundNo>,
    table: TableNo,
    take: SheetEntry,
) -> Result<Change, Rejected> {
    let n = fixed_round(g, round, "resolve")?;
    let idx = (n.0 - 1) as usize;
    let r = &g.rounds[idx];
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
    let (na, nb) = (g.side_name(reg, tb.a), g.side_name(reg, tb.b));
    let show = |s: Option<BobblScore>| s.map_or("–".to_string(), |s| s.to_string());
    let mut changes = Vec::new();
    let r = &mut g.rounds[idx];
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
    reg: &mut Registry,
    g: &mut MuckGame,
    round: RoundNo,
    tables: Vec<ImportedMuckTable>,
) -> Result<Change, Rejected> {
    let target = Some(&g.settings).map_or(21, |s| s.target);
    let bobbl = Some(&g.settings).map_or(2, |s| s.bobbl_per_round);
    if let Some(r) = g.rounds.last().filter(|r| r.state == RoundState::Draft) {
        return reject(format!(
            "import: round {} is a draft; delete it before importing results",
            r.number
        ));
    }
    let expected = RoundNo(g.rounds.len() as u32 + 1);
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
    check_tables(reg, g, round, &made)?;
    made.sort_by_key(|tb| tb.number);
    let seated: HashSet<Entrant> = made
        .iter()
        .flat_map(|tb| [tb.a, tb.b])
        .flat_map(Side::entrants)
        .collect();
    let sitting_out: Vec<Entrant> = g
        .active_entrants(reg)
        .into_iter()
        .filter(|e| !seated.contains(e))
        .collect();
    let history = History::of(g);
    let mut r = MuckRound {
        number: round,
        state: RoundState::Published,
        draw_no: 0,
        warnings: repeat_warnings(reg, g, &made, &history),
        tables: made,
        sitting_out,
    };
    if r.open_tables() == 0 {
        r.state = RoundState::Complete;
    }
    let what = format!(
        "import round {round}: {} table(s){}",
        r.tables.len(),
        sitting_out_words(reg, g, &r)
    );
    g.rounds.push(r);
    Ok(Change::new(Some(round), what))
}
