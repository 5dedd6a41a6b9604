//! The Muck rules of [`crate::game::apply`] (issue 4): registration of pairs and single
//! players, the draw, its edits, publishing, and the score sheets (R-M1).

use super::draw::{History, draw, repeat_warnings};
use super::{
    BobblScore, Entrant, ImportedMuckTable, MuckCommand, MuckGame, MuckPair, MuckRound, MuckTable,
    PairId, Partners, SheetEntry, Side,
};
use crate::game::lifecycle;
use crate::game::{
    Change, Command, GameKind, PlayerId, Registry, Rejected, RoundNo, RoundState, TableNo,
    clean_name, index, known,
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
        Command::DeleteDraft => lifecycle::delete_draft(&mut g.rounds),
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
        Command::Swiss(c) => Err(c.wrong_system(GameKind::Muck)),
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

fn add_entrants(
    reg: &mut Registry,
    g: &mut MuckGame,
    entrants: Vec<Vec<String>>,
) -> Result<Change, Rejected> {
    if entrants.is_empty() {
        return Err(Rejected::invalid(
            "entrants",
            "at least one entrant is needed",
        ));
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
                    return Err(Rejected::invalid(
                        "pair",
                        format!(
                            "{a} is named twice in \"{a} / {b}\"; a pair is two different \
                             players"
                        ),
                    ));
                }
            }
            (Partners::Changing, [a, b]) => {
                return Err(Rejected::invalid(
                    "entrant",
                    format!(
                        "\"{a} / {b}\" is a pair, but this event has single players with \
                         changing partners; register each player by name"
                    ),
                ));
            }
            (_, other) => {
                return Err(Rejected::invalid(
                    "entrant",
                    format!(
                        "\"{}\" has {} names; allowed: one player, or a pair of two \
                         (`Berta / Else`)",
                        other.join(" / "),
                        other.len()
                    ),
                ));
            }
        }
        cleaned.push(names);
    }
    let late = lifecycle::entry_round(&g.rounds);
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
        return Err(Rejected::refused(
            "pair",
            "this event has single players with changing partners; pairs are drawn anew every \
             round",
        ));
    }
    known(reg, a)?;
    known(reg, b)?;
    if a == b {
        return Err(Rejected::invalid(
            "pair",
            format!(
                "{} is named twice; a pair is two different players",
                reg.name_of(a)
            ),
        ));
    }
    for p in [a, b] {
        if let Entrant::Pair(x) = entrant_of(g, p) {
            return Err(Rejected::wrong_state(
                "pair",
                format!(
                    "{} plays in {} already ({})",
                    reg.name_of(p),
                    x,
                    g.entrant_name(reg, Entrant::Pair(x))
                ),
            ));
        }
        if reg.participants[index(p)].is_dropped() {
            return Err(Rejected::wrong_state(
                "pair",
                format!("{} is withdrawn", reg.name_of(p)),
            ));
        }
    }
    let id = PairId(g.pairs.len() as u32 + 1);
    g.pairs.push(MuckPair {
        id,
        players: [a, b],
    });
    let late = lifecycle::entry_round(&g.rounds);
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
        Err(Rejected::not_found(
            "entrant",
            match e {
                Entrant::Pair(p) => format!("no pair {}", p.0),
                Entrant::Player(p) => format!("no player {}", p.0),
            },
            Some(match partners(g) {
                Partners::Fixed => format!("pairs 1..{}", g.pairs.len()),
                Partners::Changing => format!("players 1..{}", reg.participants.len()),
            }),
        ))
    }
}

fn withdraw(reg: &mut Registry, g: &mut MuckGame, e: Entrant) -> Result<Change, Rejected> {
    check_entrant(reg, g, e)?;
    let name = g.entrant_name(reg, e);
    if !g.is_active(reg, e) {
        return Err(Rejected::wrong_state(
            "entrant",
            format!("{name} is withdrawn already"),
        ));
    }
    if let Ok(r) = lifecycle::draft(&g.rounds)
        && r.involves(e)
    {
        return Err(Rejected::wrong_state(
            "entrant",
            format!(
                "{name} is in the draft of round {}; delete the draft, withdraw, then draw again",
                r.number
            ),
        ));
    }
    let last = lifecycle::latest_fixed(&g.rounds);
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
        return Err(Rejected::wrong_state(
            "entrant",
            format!("{name} is not withdrawn"),
        ));
    }
    for p in g.players_of(e) {
        reg.participants[index(p)].dropped_after = None;
    }
    Ok(Change::new(None, format!("reinstate {name}")))
}

fn new_round(reg: &Registry, g: &MuckGame, seed: u64, draw_no: u32) -> Result<MuckRound, Rejected> {
    let d = draw(reg, g, seed, draw_no)?;
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
    lifecycle::next_round_allowed(&g.rounds)?;
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
    let old = lifecycle::draft(&g.rounds)?;
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
        return Err(Rejected::refused("swap", "the two entrants must differ"));
    }
    let r = lifecycle::draft(&g.rounds)?;
    let n = r.number;
    let (na, nb) = (g.entrant_name(reg, a), g.entrant_name(reg, b));
    for (e, name) in [(a, &na), (b, &nb)] {
        if !r.involves(e) {
            return Err(Rejected::refused(
                "swap",
                format!("{name} is not in the draft of round {n} (neither seated nor sitting out)"),
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
    let old = lifecycle::draft(&g.rounds)?.clone();
    let change = lifecycle::swap_table_numbers(&mut g.rounds, a, b)?;
    // The repeat warnings name tables: they follow the new numbers.
    let history = History::of(g);
    let warnings = match g.rounds.last() {
        Some(new) => redo_repeat_warnings(reg, g, &old, &new.tables, &history),
        None => old.warnings.clone(),
    };
    if let Some(last) = g.rounds.last_mut() {
        last.warnings = warnings;
    }
    Ok(change)
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
            return Err(Rejected::invalid(
                "table",
                format!(
                    "table {} appears twice in round {n} (or is 0); table numbers are 1.. and \
                     unique",
                    tb.number
                ),
            ));
        }
        for s in [tb.a, tb.b] {
            match (mode, s) {
                (Partners::Fixed, Side::Pair(p)) => check_entrant(reg, g, Entrant::Pair(p))?,
                (Partners::Changing, Side::Players(x, y)) => {
                    known(reg, x)?;
                    known(reg, y)?;
                    if x == y {
                        return Err(Rejected::AtTable {
                            table: tb.number,
                            message: format!(
                                "{} is on one side twice; a side is two different players",
                                reg.name_of(x)
                            ),
                        });
                    }
                }
                (Partners::Fixed, _) => {
                    return Err(Rejected::AtTable {
                        table: tb.number,
                        message: "a side must be a registered pair at a fixed-pairs event".into(),
                    });
                }
                (Partners::Changing, _) => {
                    return Err(Rejected::AtTable {
                        table: tb.number,
                        message: "a side must be two single players at a changing-partners event"
                            .into(),
                    });
                }
            }
            for e in s.entrants() {
                if !seen.insert(e) {
                    return Err(Rejected::AtTable {
                        table: tb.number,
                        message: format!(
                            "{} is seated twice in round {n}; an entrant plays at one table per \
                             round",
                            g.entrant_name(reg, e)
                        ),
                    });
                }
            }
        }
        if tb.bobbl.len() != bobbl as usize {
            return Err(Rejected::invalid(
                "bobbl",
                format!(
                    "table {} has {} Bobbl, but a round has {bobbl} (allowed: Bobbl 1..{bobbl})",
                    tb.number,
                    tb.bobbl.len()
                ),
            ));
        }
    }
    Ok(())
}

fn publish(reg: &mut Registry, g: &mut MuckGame) -> Result<Change, Rejected> {
    let r = lifecycle::draft(&g.rounds)?;
    check_tables(reg, g, r.number, &r.tables)?;
    if let Some(stale) = g.stale_draft(reg) {
        return Err(Rejected::refused(
            "publish",
            format!(
                "{}; re-draw it first (r at the desk, `turnier redraw`)",
                stale.describe(g, reg)
            ),
        ));
    }
    lifecycle::publish(&mut g.rounds)
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
    let r = fixed_round(g, round, "result")?;
    let n = r.number;
    let Some(tb) = r.table(table) else {
        return Err(Rejected::no_table(n, table, r.tables.len()));
    };
    let have = tb.bobbl.len() as u32;
    if scores.is_empty() {
        return Err(Rejected::invalid(
            "score",
            "at least one Bobbl score is needed, e.g. 21:4",
        ));
    }
    let last = bobbl.saturating_add(scores.len() as u32).saturating_sub(1);
    if bobbl == 0 || last > have {
        return Err(Rejected::not_found(
            "bobbl",
            format!(
                "round {n} has {have} Bobbl per table; Bobbl {} does not exist",
                if bobbl == 0 { 0 } else { last }
            ),
            Some(format!("1..{have}")),
        ));
    }
    for (i, s) in scores.iter().enumerate() {
        s.check(target).map_err(|message| Rejected::InvalidScore {
            table: Some(table),
            bobbl: Some(bobbl + i as u32),
            message,
        })?;
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
    lifecycle::complete_when_entered(r);
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

/// The round a score command (`what`: `result`, `resolve`) means (`None`: the last round),
/// published or complete.
fn fixed_round<'g>(
    g: &'g MuckGame,
    round: Option<RoundNo>,
    what: &'static str,
) -> Result<&'g MuckRound, Rejected> {
    let Some(n) = round.or_else(|| g.rounds.last().map(|r| r.number)) else {
        return Err(Rejected::refused(
            what,
            "there is no round yet; draw and publish one first",
        ));
    };
    lifecycle::fixed_round(&g.rounds, n)
}

fn resolve(
    reg: &mut Registry,
    g: &mut MuckGame,
    round: Option<RoundNo>,
    table: TableNo,
    take: SheetEntry,
) -> Result<Change, Rejected> {
    let r = fixed_round(g, round, "resolve")?;
    let n = r.number;
    let idx = (n.0 - 1) as usize;
    let Some(tb) = r.table(table) else {
        return Err(Rejected::no_table(n, table, r.tables.len()));
    };
    let differ = tb.second_entry_differs();
    if differ.is_empty() {
        return Err(Rejected::refused(
            "resolve",
            format!(
                "round {n}, table {table}: {}; nothing to resolve",
                if tb.second.iter().all(Option::is_none) {
                    "there is no second entry"
                } else {
                    "the first and second entry agree"
                }
            ),
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
    lifecycle::complete_when_entered(r);
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
    lifecycle::import_allowed(&g.rounds, round)?;
    let mut made = Vec::with_capacity(tables.len());
    for it in tables {
        if it.bobbl.len() > bobbl as usize {
            return Err(Rejected::not_found(
                "bobbl",
                format!(
                    "table {} has a score for Bobbl {}, but a round has {bobbl}",
                    it.table,
                    it.bobbl.len()
                ),
                Some(format!("1..{bobbl}")),
            ));
        }
        for (i, s) in it.bobbl.iter().enumerate() {
            if let Some(s) = s {
                s.check(target).map_err(|message| Rejected::InvalidScore {
                    table: Some(it.table),
                    bobbl: Some(i as u32 + 1),
                    message,
                })?;
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
    lifecycle::complete_when_entered(&mut r);
    let what = format!(
        "import round {round}: {} table(s){}",
        r.tables.len(),
        sitting_out_words(reg, g, &r)
    );
    g.rounds.push(r);
    Ok(Change::new(Some(round), what))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::next_round_allowed;

    fn round(n: u32, state: RoundState, open: usize) -> MuckRound {
        MuckRound {
            number: RoundNo(n),
            state,
            draw_no: 0,
            tables: (0..open)
                .map(|i| {
                    MuckTable::new(
                        TableNo(i as u32 + 1),
                        Side::Pair(PairId(1)),
                        Side::Pair(PairId(2)),
                        2,
                        false,
                    )
                })
                .collect(),
            sitting_out: Vec::new(),
            warnings: Vec::new(),
        }
    }

    #[test]
    fn a_new_round_waits_for_the_last_one() {
        let no = |r: MuckRound| next_round_allowed(&[r]).map_err(|e| e.to_string());
        assert_eq!(
            no(round(3, RoundState::Draft, 0)),
            Err("round 3 is a draft already: publish, re-draw or delete it".into())
        );
        assert_eq!(
            no(round(2, RoundState::Published, 4)),
            Err("round 2 has 4 table(s) with a Bobbl not entered: enter them first".into())
        );
        assert_eq!(no(round(2, RoundState::Complete, 0)), Ok(()));
        assert_eq!(next_round_allowed::<MuckRound>(&[]), Ok(()));
    }
}
