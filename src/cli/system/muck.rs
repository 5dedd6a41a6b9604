//! The Muck side of the command line: settings, entrant names, score sheets, the round and
//! the ranking as text and JSON.

use crate::cli::call::{muck_game, path_of, read_csv, say};
use crate::cli::error::CliError;
use crate::game::{Command, Event, Registry, Rejected, RoundNo, RoundState, TableNo};
use crate::i18n;
use crate::muck::MuckCommand;
use crate::muck::ranking::{MuckRanking, ranking};
use crate::muck::{BobblScore, Entrant, MuckGame, MuckRound, MuckSettings, Partners, Schedule};
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// Muck settings of `new` (R-M1).
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
    /// Planned number of rounds (Swiss: MTR Appendix E recommends 4 for 9-16 players, 5 for
    /// 17-32, 6 for 33-64).
    #[arg(long, value_name = "N")]
    pub rounds: Option<u32>,
    /// Muck: `drawn` (default) or `moving` (side A stays, side B moves one table on).
    #[arg(long, value_parser = |s: &str| s.parse::<Schedule>())]
    pub schedule: Option<Schedule>,
    /// Muck: time limit per round in minutes (R-M9): a Bobbl stopped by it is entered as
    /// aborted with both sides' points (default: none).
    #[arg(long, value_name = "MINUTES")]
    pub time_limit: Option<u32>,
}

/// `Muck: Bobbl per round, 1..9 (default 2)`, from the settings table. Built with every
/// start of the command line, so without the Fluent files (parsing them is most of what a
/// start would cost): the label in the table's English words, checked by a test.
fn bobbl_help() -> String {
    let b = MuckSettings::BOBBL;
    let range = match b.max {
        Some(max) => format!("{}..{max}", b.min),
        None => format!("{}..", b.min),
    };
    format!(
        "Muck: {BOBBL_LABEL_EN}, {range} (default {})",
        b.default.unwrap_or(b.min)
    )
}

/// The English label of [`MuckSettings::BOBBL`], as `i18n/en` has it.
const BOBBL_LABEL_EN: &str = "Bobbl per round";

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
        self.any_but_rounds() || self.rounds.is_some()
    }

    /// Whether any Muck setting other than `--rounds` was given (`--rounds` is a Swiss
    /// setting too).
    pub fn any_but_rounds(&self) -> bool {
        self.singles
            || self.bobbl.is_some()
            || self.target.is_some()
            || self.schedule.is_some()
            || self.time_limit.is_some()
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
            time_limit: self.time_limit,
        };
        s.validate().map_err(|e| CliError::Usage(e.to_string()))?;
        Ok(s)
    }
}

/// What `new` says after creating a Muck event at `path` with settings `s`.
pub(in crate::cli) fn created(path: &Path, s: &MuckSettings) -> String {
    let mut said = created_line(path, s);
    if let Some(m) = s.time_limit {
        said.push('\n');
        said.push_str(&crate::tr!("day-cli-created-time-limit", minutes = m));
    }
    said
}

fn created_line(path: &Path, s: &MuckSettings) -> String {
    let partners = match s.partners {
        Partners::Fixed => i18n::t("muck-cli-partners-fixed"),
        Partners::Changing => i18n::t("muck-cli-partners-changing"),
    };
    let schedule = match s.schedule {
        Schedule::Drawn => i18n::t("muck-cli-schedule-drawn"),
        Schedule::Moving => i18n::t("muck-cli-schedule-moving"),
    };
    crate::tr!(
        "muck-cli-created",
        path = path.display().to_string(),
        partners = partners,
        bobbl = s.bobbl_per_round,
        target = s.target,
        schedule = schedule,
        planned = s
            .planned_rounds
            .map(|p| crate::tr!("muck-cli-created-planned", count = p))
            .unwrap_or_default()
    )
}

/// Parses a sheet: `21:4,20:21` or `21:4 20:21` (also `21-4`), one score per Bobbl, side A
/// first.
///
/// # Errors
/// [`Rejected`] naming the score and the allowed form; negative or non-numeric points.
pub fn parse_scores(s: &str) -> Result<Vec<BobblScore>, Rejected> {
    let bad =
        |part: &str| Rejected::score(crate::tr!("muck-cli-bad-score", part = format!("{part:?}")));
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
/// single player by name, or `#N` / `N` as the pair's or player's id. A player's name may be
/// written as the lists write a name two players share, `Berta #4` (the player's id), alone
/// or in a pair, `Berta #4 / Else`: the pair that player plays in, or the single player.
///
/// # Errors
/// [`CliError::Usage`] when no entrant or several have that name, or when the id of
/// `Name #id` is another player's.
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
    let hits: Vec<Entrant> = if by_name.is_empty() {
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
    if hits.is_empty() {
        if let Some(e) = entrant_with_ids(reg, g, &all, key) {
            return Ok(e);
        }
        // `Name #id` whose id is another player's: say whose, as for a Swiss player.
        if let Some((name, id)) = crate::game::split_id(key.trim())
            && let Some(p) = reg.participant(id)
            && crate::game::same_name_key(name) != crate::game::same_name_key(&p.name)
        {
            return Err(CliError::Usage(crate::tr!(
                "cli-player-id-other-name",
                key = format!("{:?}", key.trim()),
                id = id.0,
                name = p.name.as_str()
            )));
        }
    }
    match hits.as_slice() {
        [one] => Ok(*one),
        [] => Err(CliError::Usage(crate::tr!(
            "muck-cli-no-entrant",
            key = format!("{key:?}")
        ))),
        _ => Err(CliError::Usage(crate::tr!(
            "muck-cli-several-entrants",
            key = format!("{key:?}"),
            count = hits.len()
        ))),
    }
}

/// The entrant `key` names with its players written as the lists write a name two players
/// share, `Berta #4` ([`crate::game::Registry::with_id`]): that player's pair (or the single
/// player, or one who waits for a partner), or a pair written `Berta #4 / Else` whose two
/// players are so named (each part a unique name or `Name #id`). Only entrants of `all`.
fn entrant_with_ids(reg: &Registry, g: &MuckGame, all: &[Entrant], key: &str) -> Option<Entrant> {
    let of_player = |p: crate::game::PlayerId| {
        let pair = g.pairs.iter().find(|x| x.players.contains(&p));
        let e = match (g.settings.partners, pair) {
            (Partners::Fixed, Some(x)) => Entrant::Pair(x.id),
            _ => Entrant::Player(p),
        };
        all.contains(&e).then_some(e)
    };
    let names = crate::import::split_names(key);
    match names.as_slice() {
        [one] => of_player(reg.with_id(one)?),
        [a, b] => {
            let (a, b) = (reg.one_named(a)?, reg.one_named(b)?);
            g.pairs
                .iter()
                .find(|x| x.players == [a, b] || x.players == [b, a])
                .map(|x| Entrant::Pair(x.id))
                .filter(|e| all.contains(e))
        }
        _ => None,
    }
}

/// What the director should do before the next step, one line each: the players who wait
/// for a partner (fixed pairs; they are neither drawn nor ranked), and a draft that no longer
/// matches the field (it cannot be published until re-drawn). Empty when there is nothing.
pub fn notes(reg: &Registry, g: &MuckGame) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(w) = g.waiting_words(reg) {
        out.push(crate::tr!("muck-cli-note-waiting", waiting = w));
    }
    if let Some(s) = g.stale_draft(reg) {
        out.push(crate::tr!(
            "muck-cli-note-stale",
            stale = s.describe(g, reg)
        ));
    }
    out
}

/// Prints [`notes`] of the game `g` of `t`, each as `note: ...`.
pub fn print_notes(out: &mut dyn Write, t: &Event, g: &MuckGame) {
    for n in notes(&t.registry, g) {
        let _ = writeln!(out, "{}", crate::tr!("muck-cli-note", note = n));
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
        Partners::Changing => crate::tr!(
            "muck-cli-imported-players",
            added = players_added,
            all = after.registry.participants.len()
        ),
        Partners::Fixed => {
            let pairs = ga.pairs.len();
            let waiting = ga.waiting_for_partner(&after.registry).len();
            let pairs_added = pairs - gb.pairs.len();
            // Players added less those now in a new pair: who came alone in this file.
            let alone_added = players_added.saturating_sub(2 * pairs_added);
            let alone = if alone_added > 0 {
                format!(
                    " {}",
                    crate::tr!("muck-cli-imported-alone", count = alone_added)
                )
            } else {
                String::new()
            };
            let mut s = crate::tr!(
                "muck-cli-imported-pairs",
                added = pairs_added,
                alone = alone,
                all = pairs
            );
            if waiting > 0 {
                s.push_str(&format!(
                    ", {}",
                    crate::tr!("muck-cli-imported-waiting", count = waiting)
                ));
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
            "; {}",
            crate::tr!(
                "muck-cli-imported-results",
                entered = entered(ga).saturating_sub(entered(gb)),
                added = ga.rounds.len() - gb.rounds.len(),
                all = ga.rounds.len()
            )
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
    /// Bobbl two desks of a shared event typed differently (each value with its desks);
    /// left out when there is none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    differences: Vec<crate::cli::differ::DifferenceJson>,
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
    print_round_shared(out, t, g, r, json, &crate::cli::differ::Desks::default());
}

/// `seat`: where the late entrant `e` now sits in the last round, as `pairings` prints a
/// table (`    4  A Berta / Else` over `       B Anna / Bert`), or `  sits out  Anna / Bert
/// (nothing for this round; drawn from round 3 on)`.
fn seated(out: &mut dyn Write, t: &Event, g: &MuckGame, e: Entrant) {
    let Some(r) = g.rounds.last() else { return };
    let reg = &t.registry;
    if let Some(tb) = r.tables.iter().find(|tb| tb.seats(e)) {
        let _ = writeln!(out, "{:>5}  A {}", tb.number.0, g.side_name(reg, tb.a));
        let _ = writeln!(out, "{:>5}  B {}", "", g.side_name(reg, tb.b));
    } else {
        let _ = writeln!(
            out,
            "  {}  {} ({})",
            i18n::t("muck-cli-sits-out"),
            g.entrant_name(reg, e),
            crate::tr!("muck-cli-seat-out", next = r.number.0 + 1)
        );
    }
}

/// [`print_round`] with the differences between desks of a shared event: a table with a
/// Bobbl two desks typed differently is marked `≠`, with a line of both values and their
/// desks under it (in JSON: its `differences`).
pub(in crate::cli) fn print_round_shared(
    out: &mut dyn Write,
    t: &Event,
    g: &MuckGame,
    r: &MuckRound,
    json: bool,
    desks: &crate::cli::differ::Desks,
) {
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
                    differences: desks.json(r.number, tb.number),
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
    let state = match r.state {
        RoundState::Draft => i18n::t("muck-state-draft"),
        RoundState::Published => i18n::t("muck-state-published"),
        RoundState::Complete => i18n::t("muck-state-complete"),
    };
    let head = match g.settings.planned_rounds {
        Some(p) => crate::tr!(
            "muck-cli-round-of",
            round = r.number.0,
            planned = p,
            state = state
        ),
        None => crate::tr!("muck-cli-round", round = r.number.0, state = state),
    };
    let _ = writeln!(out, "{head}");
    let width = r
        .tables
        .iter()
        .flat_map(|tb| [g.side_name(reg, tb.a), g.side_name(reg, tb.b)])
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(10)
        .min(crate::cli::output::WIDEST_COLUMN);
    for tb in &r.tables {
        let cell = |f: &dyn Fn(BobblScore) -> u32| {
            tb.bobbl
                .iter()
                .map(|s| {
                    s.map_or("  –".to_string(), |s| {
                        // R-M9: an aborted Bobbl carries its mark on both lines.
                        let mark = if s.is_aborted(g.settings.target) {
                            crate::muck::ABORTED_MARK.to_string()
                        } else {
                            String::new()
                        };
                        format!("{:>3}{mark}", f(s))
                    })
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let differ = desks.at(r.number, tb.number);
        let mut mark = if tb.manual {
            format!("  {}", i18n::t("muck-cli-manual"))
        } else {
            String::new()
        };
        if !differ.is_empty() {
            mark.push_str("  ≠");
        }
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
        for d in differ {
            let _ = writeln!(out, "{:>5}  ≠ {}", "", desks.line(d));
        }
    }
    let aborted = r
        .tables
        .iter()
        .flat_map(|tb| tb.bobbl.iter().flatten())
        .filter(|s| s.is_aborted(g.settings.target))
        .count();
    if aborted > 0 {
        let _ = writeln!(out, "{}", crate::tr!("day-sheets-aborted", count = aborted));
    }
    for e in &r.sitting_out {
        let _ = writeln!(
            out,
            "  {}  {}",
            i18n::t("muck-cli-sits-out"),
            g.entrant_name(reg, *e)
        );
    }
    for w in &r.warnings {
        let _ = writeln!(
            out,
            "{}",
            crate::tr!("muck-warning", text = crate::muck::draw::warning_words(w))
        );
    }
    if r.state != RoundState::Draft && r.open_tables() > 0 {
        let _ = writeln!(
            out,
            "{}",
            crate::tr!("muck-cli-open-tables", count = r.open_tables())
        );
    }
    if r.state == RoundState::Draft {
        print_notes(out, t, g);
    }
    if desks.differences.iter().any(|d| d.slot.round() == r.number) {
        let _ = writeln!(out, "{}", i18n::t("cli-desks-settle"));
    }
}

/// `pairings`: round `round` (default: the last) as text or JSON.
///
/// # Errors
/// [`CliError::Usage`] when there is no such round, or no round yet.
pub(in crate::cli) fn pairings(
    out: &mut dyn Write,
    t: &Event,
    g: &MuckGame,
    round: Option<u32>,
    json: bool,
    desks: &crate::cli::differ::Desks,
) -> Result<(), CliError> {
    let r = match round {
        Some(n) => g
            .round(RoundNo(n))
            .ok_or_else(|| CliError::no_round(n, t.game.round_count()))?,
        None => last_round(g)?,
    };
    print_round_shared(out, t, g, r, json, desks);
    Ok(())
}

/// `standings`: the ranking after round `round` (default: every counted round) as text or JSON.
/// `desks`: the open differences between desks of a shared event (empty for a file), which keep
/// the ranking from being final.
pub(in crate::cli) fn standings(
    out: &mut dyn Write,
    t: &Event,
    g: &MuckGame,
    round: Option<u32>,
    json: bool,
    desks: &[crate::sync::Difference],
) {
    let r = ranking(&t.registry, g, round.map(RoundNo))
        .with_desks_differing(desks.iter().filter_map(|d| d.muck_first_entry()));
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
    /// `false` on every row while a Bobbl two desks of a shared event typed differently counts
    /// (the one first in the replay stands until it is settled); not written otherwise, so the
    /// rows of a file keep their shape.
    #[serde(rename = "final", skip_serializing_if = "is_true")]
    is_final: bool,
}

fn is_true(b: &bool) -> bool {
    *b
}

/// The ranking as JSON, best first: `[{place, entrant, bobbl, tore, opp_tore, tore_needed,
/// opp_tore_needed, plus, plus_place, plus_minus, plus_minus_place}]` (R-M3 to R-M5), and
/// `"final": false` on every row while two desks of a shared event differ on a counted Bobbl.
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
            is_final: r.desks.is_empty(),
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
        .clamp(6, crate::cli::output::WIDEST_COLUMN);
    let br = |v: u32, needed: bool| {
        if needed {
            format!("{v} ")
        } else {
            format!("({v})")
        }
    };
    let entrant = if g.settings.partners == Partners::Fixed {
        i18n::t("muck-rank-col-entrant-pairs")
    } else {
        i18n::t("muck-rank-col-entrant-players")
    };
    let against = i18n::t("muck-cli-col-against");
    let place_of = i18n::t("muck-rank-col-place-of");
    // German headers run longer: the columns take the header's width where it is wider. With
    // an entrant column of 16 the rows fit 80 columns.
    let against_w = 12.max(against.chars().count());
    let mut s = format!(
        "{:>5} {:<width$}  {:>5}  {:>5}  {:>against_w$} | {:>5} {:>5} {:>10} {:>5}\n",
        i18n::t("muck-rank-col-place"),
        entrant,
        i18n::t("muck-rank-col-bobbl"),
        i18n::t("muck-rank-col-tore"),
        against,
        i18n::t("muck-rank-col-plus"),
        place_of,
        "Plus-Minus",
        place_of
    );
    for x in &r.rows {
        let name = if x.withdrawn {
            crate::tr!(
                "muck-print-withdrawn",
                name = g.entrant_name(reg, x.entrant)
            )
        } else {
            g.entrant_name(reg, x.entrant)
        };
        s.push_str(&format!(
            "{:>5} {:<width$}  {:>5}  {:>5}  {:>against_w$} | {:>5} {:>5} {:>10} {:>5}\n",
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
    s.push_str(i18n::t("muck-cli-ranked-by"));
    if let Some(note) = crate::muck::ranking::aborted_note(g, Some(RoundNo(r.rounds))) {
        s.push('\n');
        s.push_str(&note.to_string());
    }
    if let Some(w) = g.waiting_words(reg) {
        s.push('\n');
        s.push_str(&crate::tr!("muck-cli-not-ranked", waiting = w));
    }
    if let Some(headline) = r.not_final() {
        s.push('\n');
        s.push_str(&headline);
        for o in &r.open {
            s.push_str(&format!("\n  {o}"));
        }
        if !r.differ.is_empty() {
            s.push_str("\n  ");
            s.push_str(i18n::t(RESOLVE_HINT));
        }
    }
    s
}

/// How to settle a difference between the first and the second entry of a sheet.
const RESOLVE_HINT: &str = i18n::key("muck-cli-resolve-hint");

/// After a score at a Muck event: when the table's two entries now differ, what to do next,
/// naming the table and both `resolve` choices; `None` otherwise.
pub fn differs_note(g: &MuckGame, round: Option<u32>, table: u32, second: bool) -> Option<String> {
    let r = match round {
        Some(n) => g.round(RoundNo(n))?,
        None => g.rounds.last()?,
    };
    let tb = r.table(crate::game::TableNo(table))?;
    if tb.second_entry_differs().is_empty() {
        return None;
    }
    let other = if second {
        i18n::t("muck-entry-first")
    } else {
        i18n::t("muck-entry-second")
    };
    let at = if round.is_some() {
        format!(" --round {}", r.number)
    } else {
        String::new()
    };
    Some(crate::tr!(
        "muck-cli-differs-note",
        round = r.number.0,
        table = table,
        other = other,
        at = at
    ))
}

/// After a score at an evening with a time limit (R-M9): the typed Bobbl where neither side
/// reached the target, from Bobbl `first` on, were saved as stopped by the time limit; the line
/// says so, as a typo looks the same. `None` when there is none.
pub fn aborted_note(g: &MuckGame, first: u32, scores: &[BobblScore]) -> Option<String> {
    g.settings.time_limit?;
    let aborted: Vec<String> = scores
        .iter()
        .enumerate()
        .filter(|(_, s)| s.is_aborted(g.settings.target))
        .map(|(i, s)| {
            crate::tr!(
                "day-desk-aborted-at",
                bobbl = first + i as u32,
                score = s.to_string()
            )
        })
        .collect();
    (!aborted.is_empty()).then(|| {
        crate::tr!(
            "day-cli-aborted-saved",
            which = aborted.join(", "),
            count = aborted.len()
        )
    })
}

/// After settling a sheet: `the ranking is final`, or what still keeps it from being final.
/// `desks`: the open differences between desks of a shared event (empty for a file), which keep
/// it from being final as well.
pub fn final_or_not(t: &Event, g: &MuckGame, desks: &[crate::sync::Difference]) -> String {
    let r = ranking(&t.registry, g, None)
        .with_desks_differing(desks.iter().filter_map(|d| d.muck_first_entry()));
    match r.not_final() {
        None => i18n::t("muck-cli-final").into(),
        Some(h) => h,
    }
}

/// The Muck game of `t`, or the usage error for a command only Muck events have.
fn game(t: &Event) -> Result<&MuckGame, CliError> {
    t.muck().ok_or_else(|| {
        CliError::Usage(crate::tr!(
            "muck-cli-not-muck",
            kind = t.kind().event_words()
        ))
    })
}

/// The last round, or the usage error that says how to draw one.
pub(in crate::cli) fn last_round(g: &MuckGame) -> Result<&crate::muck::MuckRound, CliError> {
    g.rounds
        .last()
        .ok_or_else(|| CliError::Usage(i18n::t("muck-cli-no-round").into()))
}

/// What keeps the ranking of `t` from being final (second entries that differ, Bobbl not
/// entered, `desks`: differences between desks of a shared event), or `None`: what
/// `export EV standings -o FILE` says after the file is written (the CSV itself has no place
/// for it).
pub(in crate::cli) fn not_final(
    t: &Event,
    g: &MuckGame,
    desks: &[crate::sync::Difference],
) -> Option<String> {
    ranking(&t.registry, g, None)
        .with_desks_differing(desks.iter().filter_map(|d| d.muck_first_entry()))
        .not_final()
}

/// `export EV standings` at a Muck evening: the ranking after every fixed round as CSV, the
/// columns of `standings --json`; an entrant's name a spreadsheet would take as a formula gets
/// a `'` before it.
pub(in crate::cli) fn ranking_csv(t: &Event, g: &MuckGame) -> String {
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
    crate::cli::output::csv_text(
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

/// `export EV results` at a Muck evening: every entered Bobbl of the fixed rounds in the format
/// `import --results` reads (`round,table,side_a,side_b,bobbl,points_a,points_b`, one line per
/// Bobbl, the first entry as the ranking counts it; a side is a pair's name, or two single
/// players joined with ` / `), so an evening imported again into a new event with the same
/// settings and entrants has the same ranking. Drafts and Bobbl not entered are left out; an
/// aborted Bobbl (R-M9) is written with its points as entered. Cells a spreadsheet would take
/// as a formula are escaped as the Swiss export does.
pub(in crate::cli) fn results_csv(t: &Event, g: &MuckGame) -> String {
    let reg = &t.registry;
    let mut rows = Vec::new();
    for r in g.rounds.iter().filter(|r| r.state != RoundState::Draft) {
        for tb in &r.tables {
            let (a, b) = (g.side_name(reg, tb.a), g.side_name(reg, tb.b));
            for (i, s) in tb.bobbl.iter().enumerate() {
                let Some(s) = s else { continue };
                rows.push(vec![
                    r.number.0.to_string(),
                    tb.number.0.to_string(),
                    a.clone(),
                    b.clone(),
                    (i + 1).to_string(),
                    s.a.to_string(),
                    s.b.to_string(),
                ]);
            }
        }
    }
    crate::cli::output::csv_text(&crate::import::MUCK_RESULTS_HEADER, rows)
}

/// The Muck command that says which of a sheet's two entries stands (`take`: `first`,
/// `second`) at `table` of round `round` (default: the last).
///
/// # Errors
/// [`CliError::Usage`]: `take` names no entry.
pub(in crate::cli) fn resolve_entries_command(
    table: u32,
    take: &str,
    round: Option<u32>,
) -> Result<Command, CliError> {
    Ok(Command::Muck(MuckCommand::ResolveEntries {
        round: round.map(RoundNo),
        table: TableNo(table),
        take: take
            .parse::<crate::muck::SheetEntry>()
            .map_err(CliError::Usage)?,
    }))
}

/// The command line's part of a Muck evening ([`crate::cli::system::SystemCli`]).
pub(in crate::cli) struct Cli;

impl crate::cli::system::SystemCli for Cli {
    fn new_game(
        &self,
        event: &str,
        data_dir: &Path,
        args: &crate::cli::system::NewArgs,
    ) -> Result<crate::cli::system::New, CliError> {
        args.refuse_football()?;
        args.refuse_deich()?;
        let path = path_of(event, data_dir)?;
        let s = args.muck.settings()?;
        let said = created(&path, &s);
        Ok(crate::cli::system::New {
            path,
            game: crate::game::Game::Muck(MuckGame::new(s)),
            seed: crate::cli::system::fresh_seed(),
            said,
        })
    }

    fn drop_command(&self, t: &Event, player: &str, back: bool) -> Result<Command, CliError> {
        let entrant = find_entrant(t, player)?;
        Ok(Command::Muck(if back {
            MuckCommand::Reinstate { entrant }
        } else {
            MuckCommand::Withdraw { entrant }
        }))
    }

    fn seat(
        &self,
        out: &mut dyn Write,
        s: &mut crate::session::Session,
        path: &Path,
        who: &str,
    ) -> Result<(), CliError> {
        let entrant = find_entrant(s.tournament(), who)?;
        let next =
            crate::cli::call::commit(s, vec![Command::Muck(MuckCommand::SeatLate { entrant })])?;
        say(out, crate::cli::call::confirm(next, path));
        seated(out, next, muck_game(next)?, entrant);
        Ok(())
    }

    fn remove_command(&self, t: &Event, player: &str) -> Result<Command, CliError> {
        Ok(Command::Muck(MuckCommand::Remove {
            entrant: find_entrant(t, player)?,
        }))
    }

    fn removed(&self, out: &mut dyn Write, t: &Event, path: &Path) {
        let Some(g) = t.muck() else { return };
        // Fixed pairs: a Muck director counts pairs; the notes say who still waits for a
        // partner and whether the draft still fits.
        let (what, path) = (crate::cli::call::last_what(t), path.display().to_string());
        say(
            out,
            match g.settings.partners {
                Partners::Fixed => crate::tr!(
                    "muck-cli-removed-pairs",
                    what = what,
                    count = g.pairs.len(),
                    path = path
                ),
                Partners::Changing => crate::tr!(
                    "cli-removed",
                    what = what,
                    count = t.registry.participants.len(),
                    path = path
                ),
            },
        );
        print_notes(out, t, g);
    }

    fn dropped(&self, out: &mut dyn Write, t: &Event, back: bool) {
        // Taken back: the notes say what that leaves (a pair short of a partner, a stale draft).
        if let (Some(g), true) = (t.muck(), back) {
            print_notes(out, t, g);
        }
    }

    fn swap_players(&self, t: &Event, a: &str, b: &str) -> Result<Command, CliError> {
        Ok(Command::Muck(MuckCommand::SwapEntrants {
            a: find_entrant(t, a)?,
            b: find_entrant(t, b)?,
        }))
    }

    fn swapped(&self, out: &mut dyn Write, t: &Event) -> Result<(), CliError> {
        let g = muck_game(t)?;
        print_round(out, t, g, last_round(g)?, false);
        Ok(())
    }

    fn result_command(
        &self,
        _t: &Event,
        e: &crate::cli::system::Entered<'_>,
    ) -> Result<Command, CliError> {
        Ok(Command::Muck(MuckCommand::Score {
            round: e.round.map(RoundNo),
            table: TableNo(e.table),
            bobbl: e.bobbl,
            scores: parse_scores(e.score)?,
            second_entry: e.second,
        }))
    }

    fn result_notes(
        &self,
        out: &mut dyn Write,
        t: &Event,
        e: &crate::cli::system::Entered<'_>,
    ) -> Result<(), CliError> {
        let g = muck_game(t)?;
        if let Some(n) = differs_note(g, e.round, e.table, e.second) {
            say(out, n);
        }
        if let Some(n) = aborted_note(g, e.bobbl, &parse_scores(e.score)?) {
            say(out, n);
        }
        Ok(())
    }

    fn resolve(
        &self,
        out: &mut dyn Write,
        path: &Path,
        table: u32,
        take: &str,
        round: Option<u32>,
    ) -> Result<(), CliError> {
        let muck_entry = take.parse::<crate::muck::SheetEntry>();
        if let Err(not_an_entry) = muck_entry {
            // Results two desks typed differently: the score given is the one that stands.
            return crate::cli::differ::settle(out, path, table, round, || {
                // Neither an entry nor a score: the entries are what a file knows.
                let scores =
                    parse_scores(take).map_err(|_| CliError::Usage(not_an_entry.clone()))?;
                match scores.as_slice() {
                    [one] => Ok(crate::sync::Value::Muck(*one)),
                    _ => Err(CliError::Usage(crate::tr!(
                        "cli-resolve-one-value",
                        take = take
                    ))),
                }
            });
        }
        let s = crate::cli::call::change(path, resolve_entries_command(table, take, round)?)?;
        let (path, t) = (s.path(), s.tournament());
        say(out, crate::cli::call::confirm(t, path));
        // A shared event: a difference between desks keeps it from being final too.
        let desks = crate::session::Shared::load(path)
            .map(|sh| sh.differences)
            .unwrap_or_default();
        say(out, final_or_not(t, muck_game(t)?, &desks));
        Ok(())
    }

    fn import_commands(
        &self,
        t: &Event,
        f: &crate::cli::system::Files,
        how: crate::cli::system::How,
    ) -> Result<Vec<Command>, CliError> {
        use crate::cli::system::{bad, refuse_bids, refuse_entries, refuse_lineups};
        refuse_lineups(t, f)?;
        refuse_entries(t, f)?;
        refuse_bids(t, f)?;
        Ok(if let Some(p) = &f.entrants {
            vec![crate::import::entrants(read_csv(p)?).map_err(bad(p))?]
        } else if let Some(p) = &f.results {
            crate::import::muck_results(t, read_csv(p)?).map_err(bad(p))?
        } else if let Some(p) = &f.players {
            let text = read_csv(p)?;
            // A players file with pairs written as the lists write them (`Berta / Else`) is a
            // file of entrants: each such line one pair, not a single player of that name.
            if text.as_str().lines().skip(1).any(|l| l.contains(" / ")) {
                vec![crate::import::entrants(text).map_err(bad(p))?]
            } else {
                vec![crate::import::players(t, text, how.allow_duplicate_names).map_err(bad(p))?]
            }
        } else {
            return Err(crate::cli::system::nothing_to_import());
        })
    }

    fn imported(
        &self,
        out: &mut dyn Write,
        before: &Event,
        after: &Event,
        f: &crate::cli::system::Files,
        path: &Path,
    ) {
        let said = imported(before, after, f.results_given());
        say(out, crate::cli::call::saved(&said, path));
        if let Some(g) = after.muck() {
            print_notes(out, after, g);
        }
    }

    fn standings(
        &self,
        out: &mut dyn Write,
        t: &Event,
        path: &Path,
        round: Option<u32>,
        json: bool,
    ) -> Result<(), CliError> {
        // A shared event: its differences between desks, read from the log beside the file
        // (the one-shot session does not replay it).
        let desks = crate::session::Shared::load(path)
            .map(|sh| sh.differences)
            .unwrap_or_default();
        standings(out, t, muck_game(t)?, round, json, &desks);
        Ok(())
    }

    fn pairings(
        &self,
        out: &mut dyn Write,
        t: &Event,
        round: Option<u32>,
        json: bool,
        desks: &crate::cli::differ::Desks,
    ) -> Result<(), CliError> {
        pairings(out, t, muck_game(t)?, round, json, desks)
    }

    fn csv(
        &self,
        t: &Event,
        path: &Path,
        what: crate::cli::args::ExportWhat,
        to_file: bool,
    ) -> Result<(String, Option<String>), CliError> {
        use crate::cli::args::ExportWhat;
        let g = muck_game(t)?;
        let text = match what {
            ExportWhat::Standings => ranking_csv(t, g),
            ExportWhat::Results => results_csv(t, g),
            ExportWhat::Players => {
                return Err(CliError::Usage(crate::tr!(
                    "cli-export-players-not",
                    kind = t.kind().event_words()
                )));
            }
        };
        // What the file cannot say: a ranking that is not final.
        let note = match what {
            ExportWhat::Standings if to_file => {
                let desks = crate::session::Shared::load(path)
                    .map(|sh| sh.differences)
                    .unwrap_or_default();
                not_final(t, g, &desks)
            }
            _ => None,
        };
        Ok((text, note))
    }
}

#[cfg(test)]
mod german {
    //! Muck's human CLI output in German has no English word in it (the commands' own names and
    //! placeholders in backticks, `turnier resolve EVENT TABLE --take first|second`, are what
    //! is typed and stay as they are); the English keeps its words.

    use super::*;
    use crate::game::{Command, TableNo, apply};
    use crate::i18n::{Lang, english_words, with_lang};
    use crate::muck::{MuckCommand, PairId};
    use chrono::{TimeZone, Utc};

    fn load(stem: &str) -> Event {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(format!("{stem}.ron"));
        let mut t = crate::store::load(&path).expect("shipped save loads");
        t.name = "Muck-Abend".into();
        t
    }

    fn with(t: &Event, cmd: impl Into<Command>) -> Event {
        let at = Utc.with_ymd_and_hms(2026, 12, 1, 19, 30, 0).single();
        apply(t, cmd, at.expect("time")).expect("command applies")
    }

    /// English words outside backticks (a command line to type is the same in every
    /// language); `Done` is a player of the 24-pair evening (Donata), not a word.
    fn english(text: &str) -> Vec<String> {
        let outside: String = text
            .split('`')
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .map(|(_, s)| s)
            .collect::<Vec<_>>()
            .join(" ");
        english_words(&outside)
            .into_iter()
            .filter(|w| w != "Done")
            .collect()
    }

    fn round_text(t: &Event) -> String {
        let g = t.muck().expect("muck");
        let mut out = Vec::new();
        print_round(&mut out, t, g, g.rounds.last().expect("round"), false);
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn the_muck_cli_speaks_german() {
        let evening = load("muck-evening-24-pairs");
        let draft = with(
            &with(
                &evening,
                MuckCommand::Withdraw {
                    entrant: Entrant::Pair(PairId(24)),
                },
            ),
            MuckCommand::DrawRound,
        );
        // A player who came alone, after the draft: a stale draft and one waiting.
        let stale = with(
            &draft,
            MuckCommand::AddEntrants {
                entrants: vec![vec!["Zenzl".into()]],
            },
        );
        let differs = with(
            &load("muck-article"),
            MuckCommand::Score {
                round: None,
                table: TableNo(2),
                bobbl: 1,
                scores: vec![BobblScore { a: 21, b: 12 }],
                second_entry: true,
            },
        );
        with_lang(Lang::De, || {
            let mut texts = Vec::new();
            for t in [&evening, &draft, &stale, &differs] {
                let g = t.muck().expect("muck");
                texts.push(round_text(t));
                texts.push(standings_text(t, g, &ranking(&t.registry, g, None)));
                texts.push(final_or_not(t, g, &[]));
                texts.extend(notes(&t.registry, g));
            }
            let g = differs.muck().expect("muck");
            texts.push(differs_note(g, None, 2, true).expect("differs"));
            texts.push(imported(&evening, &stale, false));
            texts.push(imported(&load("muck-article"), &differs, true));
            texts.push(created(Path::new("abend.ron"), &MuckSettings::default()));
            texts.push(parse_scores("21-x").expect_err("bad").to_string());
            texts.push(
                find_entrant(&evening, "Niemand")
                    .expect_err("none")
                    .to_string(),
            );
            texts.push(
                last_round(&MuckGame::new(MuckSettings::default()))
                    .expect_err("none")
                    .to_string(),
            );
            let all = texts.join("\n");
            assert!(all.contains("Rangliste ist endgültig"), "{all}");
            assert!(all.contains("setzt aus"), "{all}");
            assert!(all.contains("gegn. Tore"), "{all}");
            let found = english(&all);
            assert!(found.is_empty(), "English words {found:?} in\n{all}");
        });
    }

    #[test]
    fn the_german_check_finds_an_english_word() {
        assert_eq!(english("Runde 1 `turnier draw` (published)"), ["published"]);
    }
}

#[cfg(test)]
mod help_tests {
    use super::*;

    #[test]
    fn the_bobbl_help_says_what_the_settings_table_says() {
        let b = MuckSettings::BOBBL;
        let table = i18n::with_lang(i18n::Lang::En, || {
            format!(
                "Muck: {}, {} (default {})",
                b.label(),
                b.allowed_short(),
                b.default.unwrap_or(b.min)
            )
        });
        assert_eq!(bobbl_help(), table);
        assert_eq!(bobbl_help(), "Muck: Bobbl per round, 1..9 (default 2)");
    }
}
