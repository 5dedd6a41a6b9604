//! The Muck side of the command line: settings, entrant names, score sheets, the round and
//! the ranking as text and JSON (issue 4, item 6).

use super::error::CliError;
use crate::game::{Event, Registry, Rejected, RoundNo, RoundState};
use crate::muck::ranking::{MuckRanking, ranking};
use crate::muck::{BobblScore, Entrant, MuckGame, MuckRound, MuckSettings, Partners, Schedule};
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// Muck settings of `new` (issue 4, item 1; R-M1).
#[derive(Debug, Args)]
pub struct MuckArgs {
    /// Muck: single players with changing partners (default: fixed pairs).
    #[arg(long)]
    pub singles: bool,
    /// Muck: Bobbl per round ([`MuckSettings::BOBBL`]: its range and default).
    #[arg(long, value_name = "N", help = bobbl_help())]
    pub bobbl: Option<u32>,
    /// Muck: points that win a Bobbl ([`MuckSettings::TARGET`]: its default and ruling).
    #[arg(long, value_name = "POINTS", help = target_help())]
    pub target: Option<u32>,
    /// Muck: planned number of rounds.
    #[arg(long, value_name = "N")]
    pub rounds: Option<u32>,
    /// Muck: `drawn` (default) or `moving` (side A stays, side B moves one table on).
    #[arg(long, value_parser = |s: &str| s.parse::<Schedule>())]
    pub schedule: Option<Schedule>,
}

/// `Muck: Bobbl per round, 1..9 (default 2)`, from the settings table.
fn bobbl_help() -> String {
    let b = MuckSettings::BOBBL;
    format!(
        "Muck: {}, {} (default {})",
        b.label(),
        b.allowed_short(),
        b.default.unwrap_or(b.min)
    )
}

/// `Muck: points that win a Bobbl (default 21, R-M1)`, from the settings table.
fn target_help() -> String {
    let t = MuckSettings::TARGET;
    format!(
        "Muck: points that win a Bobbl (default {}, {})",
        t.default.unwrap_or(t.min),
        t.ruling
    )
}

impl MuckArgs {
    /// Whether any Muck setting was given (an error for another system).
    pub fn any(&self) -> bool {
        self.singles
            || self.bobbl.is_some()
            || self.target.is_some()
            || self.rounds.is_some()
            || self.schedule.is_some()
    }

    /// The settings, checked.
    ///
    /// # Errors
    /// [`CliError::Usage`] naming the setting and the allowed values.
    pub fn settings(&self) -> Result<MuckSettings, CliError> {
        let d = MuckSettings::default();
        let s = MuckSettings {
            partners: if self.singles {
                Partners::Changing
            } else {
                Partners::Fixed
            },
            bobbl_per_round: self.bobbl.unwrap_or(d.bobbl_per_round),
            target: self.target.unwrap_or(d.target),
            planned_rounds: self.rounds,
            schedule: self.schedule.unwrap_or(d.schedule),
        };
        s.validate().map_err(|e| CliError::Usage(e.to_string()))?;
        Ok(s)
    }
}

/// What `new` says after creating a Muck event at `path` with settings `s`.
pub(super) fn created(path: &Path, s: &MuckSettings) -> String {
    format!(
        "created {} (muck, {}, {} Bobbl per round to {} points, {} schedule{})",
        path.display(),
        s.partners,
        s.bobbl_per_round,
        s.target,
        s.schedule,
        s.planned_rounds
            .map(|p| format!(", {p} rounds planned"))
            .unwrap_or_default()
    )
}

/// Parses a sheet: `21:4,20:21` or `21:4 20:21` (also `21-4`), one score per Bobbl, side A
/// first.
///
/// # Errors
/// [`Rejected`] naming the score and the allowed form; negative or non-numeric points.
pub fn parse_scores(s: &str) -> Result<Vec<BobblScore>, Rejected> {
    let bad = |part: &str| {
        Rejected::score(format!(
            "score: {part:?} is not understood; allowed: POINTS_A:POINTS_B per Bobbl, whole \
             numbers >= 0, Bobbl separated by commas, e.g. 21:4,20:21"
        ))
    };
    let parts: Vec<&str> = s
        .split([',', ' '])
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() {
        return Err(bad(s));
    }
    parts
        .iter()
        .map(|p| {
            let (a, b) = p.split_once(':').ok_or_else(|| bad(p))?;
            Ok(BobblScore {
                a: a.trim().parse().map_err(|_| bad(p))?,
                b: b.trim().parse().map_err(|_| bad(p))?,
            })
        })
        .collect()
}

/// Finds an entrant by name: a pair as `Berta / Else` (or one of its players' names), a
/// single player by name, or `#N` / `N` as the pair's or player's id.
///
/// # Errors
/// [`CliError::Usage`] when no entrant or several have that name.
pub fn find_entrant(t: &Event, key: &str) -> Result<Entrant, CliError> {
    let (reg, g) = (&t.registry, game(t)?);
    let k = key.trim().to_lowercase();
    let mut all = g.entrants(reg);
    // Fixed pairs: a player who came alone can be withdrawn by name too.
    all.extend(g.waiting_for_partner(reg).into_iter().map(Entrant::Player));
    if let Ok(n) = k.trim_start_matches('#').parse::<u32>()
        && let Some(e) = g.entrants(reg).into_iter().find(|e| match e {
            Entrant::Pair(p) => p.0 == n,
            Entrant::Player(p) => p.0 == n,
        })
    {
        return Ok(e);
    }
    let by_name: Vec<Entrant> = all
        .iter()
        .copied()
        .filter(|e| g.entrant_name(reg, *e).to_lowercase() == k)
        .collect();
    let hits = if by_name.is_empty() {
        all.iter()
            .copied()
            .filter(|e| {
                g.players_of(*e)
                    .iter()
                    .any(|p| reg.name_of(*p).to_lowercase() == k)
            })
            .collect()
    } else {
        by_name
    };
    match hits.as_slice() {
        [one] => Ok(*one),
        [] => Err(CliError::Usage(format!(
            "entrant: no entrant {key:?} (give a pair as `Berta / Else`, a player's name, or an \
             id)"
        ))),
        _ => Err(CliError::Usage(format!(
            "entrant: {key:?} names {} entrants; give the id",
            hits.len()
        ))),
    }
}

/// What the director should do before the next step, one line each: the players who wait
/// for a partner (fixed pairs; they are neither drawn nor ranked), and a draft that no longer
/// matches the field (it cannot be published until re-drawn). Empty when there is nothing.
pub fn notes(reg: &Registry, g: &MuckGame) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(w) = g.waiting_words(reg) {
        out.push(format!(
            "{w} — pair two of them with `turnier make-pair EVENT NAME NAME` (or withdraw one \
             with `turnier drop EVENT NAME`)"
        ));
    }
    if let Some(s) = g.stale_draft(reg) {
        out.push(format!(
            "{}; re-draw it (`turnier redraw EVENT`) before publishing",
            s.describe(g, reg)
        ));
    }
    out
}

/// Prints [`notes`] of the game `g` of `t`, each as `note: ...`.
pub fn print_notes(out: &mut dyn Write, t: &Event, g: &MuckGame) {
    for n in notes(&t.registry, g) {
        let _ = writeln!(out, "note: {n}");
    }
}

/// The answer to an import at a Muck event, from the event `before` and `after` it: what
/// the file added (pairs and players waiting for a partner, or single players), how many are
/// registered in all, and for a results file the Bobbl scores entered and the rounds
/// (`imported: 17 pair(s) added, 24 registered in all`). "24 pair(s)" alone read as if 24 had
/// been added.
pub fn imported(before: &Event, after: &Event, results: bool) -> String {
    let (Some(gb), Some(ga)) = (before.muck(), after.muck()) else {
        return String::new();
    };
    let players_added = after.registry.participants.len() - before.registry.participants.len();
    let mut said = match ga.settings.partners {
        Partners::Changing => format!(
            "imported: {players_added} player(s) added, {} registered in all",
            after.registry.participants.len()
        ),
        Partners::Fixed => {
            let pairs = ga.pairs.len();
            let waiting = ga.waiting_for_partner(&after.registry).len();
            let pairs_added = pairs - gb.pairs.len();
            // Players added less those now in a new pair: who came alone in this file.
            let alone_added = players_added.saturating_sub(2 * pairs_added);
            let mut s = format!("imported: {pairs_added} pair(s)");
            if alone_added > 0 {
                s.push_str(&format!(" and {alone_added} player(s) without a partner"));
            }
            s.push_str(&format!(" added, {pairs} pair(s) registered in all"));
            if waiting > 0 {
                s.push_str(&format!(", {waiting} player(s) waiting for a partner"));
            }
            s
        }
    };
    if results {
        let entered = |g: &MuckGame| -> usize {
            g.rounds
                .iter()
                .flat_map(|r| &r.tables)
                .map(|tb| tb.bobbl.iter().filter(|b| b.is_some()).count())
                .sum()
        };
        said.push_str(&format!(
            "; {} Bobbl score(s) entered, {} round(s) added, {} in all",
            entered(ga).saturating_sub(entered(gb)),
            ga.rounds.len() - gb.rounds.len(),
            ga.rounds.len()
        ));
    }
    said
}

#[derive(Serialize)]
struct TableJson {
    table: u32,
    side_a: String,
    side_b: String,
    bobbl: Vec<Option<[u32; 2]>>,
    manual: bool,
}

#[derive(Serialize)]
struct RoundJson {
    round: u32,
    state: String,
    tables: Vec<TableJson>,
    sitting_out: Vec<String>,
    warnings: Vec<String>,
}

/// Prints a Muck round like the paper sheets (side A above side B, Bobbl left to right), or as
/// JSON `{round, state, tables: [{table, side_a, side_b, bobbl: [[a, b] | null], manual}],
/// sitting_out, warnings}`.
pub fn print_round(out: &mut dyn Write, t: &Event, g: &MuckGame, r: &MuckRound, json: bool) {
    let reg = &t.registry;
    if json {
        let j = RoundJson {
            round: r.number.0,
            state: r.state.to_string(),
            tables: r
                .tables
                .iter()
                .map(|tb| TableJson {
                    table: tb.number.0,
                    side_a: g.side_name(reg, tb.a),
                    side_b: g.side_name(reg, tb.b),
                    bobbl: tb.bobbl.iter().map(|s| s.map(|s| [s.a, s.b])).collect(),
                    manual: tb.manual,
                })
                .collect(),
            sitting_out: r
                .sitting_out
                .iter()
                .map(|e| g.entrant_name(reg, *e))
                .collect(),
            warnings: r.warnings.clone(),
        };
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&j).unwrap_or_default()
        );
        return;
    }
    let planned = g
        .settings
        .planned_rounds
        .map(|p| format!(" of {p}"))
        .unwrap_or_default();
    let _ = writeln!(out, "Round {}{planned} ({})", r.number, r.state);
    let width = r
        .tables
        .iter()
        .flat_map(|tb| [g.side_name(reg, tb.a), g.side_name(reg, tb.b)])
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(10)
        .min(super::output::WIDEST_COLUMN);
    for tb in &r.tables {
        let cell = |f: &dyn Fn(BobblScore) -> u32| {
            tb.bobbl
                .iter()
                .map(|s| s.map_or("  –".to_string(), |s| format!("{:>3}", f(s))))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mark = if tb.manual { "  (manual)" } else { "" };
        let _ = writeln!(
            out,
            "{:>5}  A {:<width$}  {}{mark}",
            tb.number.0,
            g.side_name(reg, tb.a),
            cell(&|s| s.a)
        );
        let _ = writeln!(
            out,
            "{:>5}  B {:<width$}  {}",
            "",
            g.side_name(reg, tb.b),
            cell(&|s| s.b)
        );
    }
    for e in &r.sitting_out {
        let _ = writeln!(out, "  sits out  {}", g.entrant_name(reg, *e));
    }
    for w in &r.warnings {
        let _ = writeln!(out, "warning: {w}");
    }
    if r.state != RoundState::Draft && r.open_tables() > 0 {
        let _ = writeln!(out, "{} table(s) with a Bobbl not entered", r.open_tables());
    }
    if r.state == RoundState::Draft {
        print_notes(out, t, g);
    }
}

/// `pairings`: round `round` (default: the last) as text or JSON.
///
/// # Errors
/// [`CliError::Usage`] when there is no such round, or no round yet.
pub(super) fn pairings(
    out: &mut dyn Write,
    t: &Event,
    g: &MuckGame,
    round: Option<u32>,
    json: bool,
) -> Result<(), CliError> {
    let r = match round {
        Some(n) => g
            .round(RoundNo(n))
            .ok_or_else(|| CliError::no_round(n, t.game.round_count()))?,
        None => last_round(g)?,
    };
    print_round(out, t, g, r, json);
    Ok(())
}

/// `standings`: the ranking after round `round` (default: every counted round) as text or
/// JSON.
pub(super) fn standings(
    out: &mut dyn Write,
    t: &Event,
    g: &MuckGame,
    round: Option<u32>,
    json: bool,
) {
    let r = ranking(&t.registry, g, round.map(RoundNo));
    let text = if json {
        standings_json(t, g, &r)
    } else {
        standings_text(t, g, &r)
    };
    let _ = writeln!(out, "{text}");
}

#[derive(Serialize)]
struct RowJson {
    place: u32,
    entrant: String,
    bobbl: u32,
    tore: u32,
    opp_tore: u32,
    tore_needed: bool,
    opp_tore_needed: bool,
    plus: u32,
    plus_place: u32,
    plus_minus: i64,
    plus_minus_place: u32,
}

/// The ranking as JSON, best first: `[{place, entrant, bobbl, tore, opp_tore, tore_needed,
/// opp_tore_needed, plus, plus_place, plus_minus, plus_minus_place}]` (issue 4, item 6).
pub fn standings_json(t: &Event, g: &MuckGame, r: &MuckRanking) -> String {
    let reg = &t.registry;
    let rows: Vec<RowJson> = r
        .rows
        .iter()
        .map(|x| RowJson {
            place: x.place,
            entrant: g.entrant_name(reg, x.entrant),
            bobbl: x.bobbl,
            tore: x.tore,
            opp_tore: x.opp_tore,
            tore_needed: x.tore_needed,
            opp_tore_needed: x.opp_tore_needed,
            plus: x.plus,
            plus_place: x.plus_place,
            plus_minus: x.plus_minus,
            plus_minus_place: x.plus_minus_place,
        })
        .collect();
    serde_json::to_string_pretty(&rows).unwrap_or_default()
}

/// The ranking as text: place, entrant, Bobbl, Tore, opponents' Tore (in brackets where not
/// needed, R-M5), and beside it Plus and Plus-Minus with the place each would give; then what
/// keeps it from being final.
pub fn standings_text(t: &Event, g: &MuckGame, r: &MuckRanking) -> String {
    let reg = &t.registry;
    let width = r
        .rows
        .iter()
        .map(|x| g.entrant_name(reg, x.entrant).chars().count() + if x.withdrawn { 12 } else { 0 })
        .max()
        .unwrap_or(6)
        .clamp(6, super::output::WIDEST_COLUMN);
    let br = |v: u32, needed: bool| {
        if needed {
            format!("{v} ")
        } else {
            format!("({v})")
        }
    };
    let mut s = format!(
        "{:>5}  {:<width$}  {:>5}  {:>5}  {:>12}   |  {:>5} {:>5}  {:>10} {:>5}\n",
        "Place", "Entrant", "Bobbl", "Tore", "Tore against", "Plus", "place", "Plus-Minus", "place"
    );
    for x in &r.rows {
        let name = format!(
            "{}{}",
            g.entrant_name(reg, x.entrant),
            if x.withdrawn { " (withdrawn)" } else { "" }
        );
        s.push_str(&format!(
            "{:>5}  {:<width$}  {:>5}  {:>5}  {:>12}   |  {:>5} {:>5}  {:>10} {:>5}\n",
            format!("{}.", x.place),
            name,
            x.bobbl,
            br(x.tore, x.tore_needed),
            br(x.opp_tore, x.opp_tore_needed),
            x.plus,
            format!("{}.", x.plus_place),
            format!("{:+}", x.plus_minus),
            format!("{}.", x.plus_minus_place),
        ));
    }
    s.push_str(
        "Ranked by Bobbl, then Tore (own points in lost Bobbl, more is better), then Tore \
         against (the opponents' points in the Bobbl this side won, fewer is better; R-M2, \
         R-M3); (x) = not needed to place (R-M5). Plus and Plus-Minus are shown for comparison \
         only.",
    );
    if let Some(w) = g.waiting_words(reg) {
        s.push_str(&format!(
            "\nNot ranked, {w} — pair two of them with `turnier make-pair EVENT NAME NAME`"
        ));
    }
    if let Some(headline) = r.not_final() {
        s.push('\n');
        s.push_str(&headline);
        for o in &r.open {
            s.push_str(&format!("\n  {o}"));
        }
        if !r.differ.is_empty() {
            s.push_str(RESOLVE_HINT);
        }
    }
    s
}

/// How to settle a difference between the first and the second entry of a sheet.
const RESOLVE_HINT: &str = "\n  to settle a difference: correct the wrong entry (`turnier result \
     EVENT TABLE SCORE`, with --second for the second entry), or take one entry as it stands \
     (`turnier resolve EVENT TABLE --take first|second`)";

/// After a score at a Muck event (finding 4): when the table's two entries now differ, what
/// to do next, naming the table and both `resolve` choices; `None` otherwise.
pub fn differs_note(g: &MuckGame, round: Option<u32>, table: u32, second: bool) -> Option<String> {
    let r = match round {
        Some(n) => g.round(RoundNo(n))?,
        None => g.rounds.last()?,
    };
    let tb = r.table(crate::game::TableNo(table))?;
    if tb.second_entry_differs().is_empty() {
        return None;
    }
    let other = if second { "first" } else { "second" };
    let at = if round.is_some() {
        format!(" --round {}", r.number)
    } else {
        String::new()
    };
    Some(format!(
        "note: round {}, table {table} now differs from its {other} entry: `turnier resolve \
         EVENT {table} --take second{at}` takes the second, `--take first` keeps the first",
        r.number
    ))
}

/// After settling a sheet: `the ranking is final`, or what still keeps it from being final.
pub fn final_or_not(t: &Event, g: &MuckGame) -> String {
    let r = ranking(&t.registry, g, None);
    match r.not_final() {
        None => "the ranking is final".into(),
        Some(h) => h,
    }
}

/// The Muck game of `t`, or the usage error for a command only Muck events have.
fn game(t: &Event) -> Result<&MuckGame, CliError> {
    t.muck().ok_or_else(|| {
        CliError::Usage(format!(
            "this is a {} event: entrants are for muck events only",
            t.kind()
        ))
    })
}

/// The last round, or the usage error that says how to draw one.
pub(super) fn last_round(g: &MuckGame) -> Result<&crate::muck::MuckRound, CliError> {
    g.rounds
        .last()
        .ok_or_else(|| CliError::Usage("there is no round yet: use `turnier draw`".into()))
}

/// `export EV standings` at a Muck evening: the ranking after every fixed round as CSV, the
/// columns of `standings --json`; an entrant's name a spreadsheet would take as a formula gets
/// a `'` before it.
pub(super) fn ranking_csv(t: &Event, g: &MuckGame) -> String {
    let r = ranking(&t.registry, g, None);
    let rows = r
        .rows
        .iter()
        .map(|x| {
            vec![
                x.place.to_string(),
                g.entrant_name(&t.registry, x.entrant),
                x.bobbl.to_string(),
                x.tore.to_string(),
                x.opp_tore.to_string(),
                x.tore_needed.to_string(),
                x.opp_tore_needed.to_string(),
                x.plus.to_string(),
                x.plus_place.to_string(),
                x.plus_minus.to_string(),
                x.plus_minus_place.to_string(),
            ]
        })
        .collect();
    super::output::csv_text(
        &[
            "place",
            "entrant",
            "bobbl",
            "tore",
            "opp_tore",
            "tore_needed",
            "opp_tore_needed",
            "plus",
            "plus_place",
            "plus_minus",
            "plus_minus_place",
        ],
        rows,
    )
}
