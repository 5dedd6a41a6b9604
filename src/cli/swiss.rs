//! The Swiss parts of the command line: the settings of `new`, what an import or a new event
//! says, rounds, standings and the top cut as text and JSON.

use super::args::YesNo;
use super::error::CliError;
use super::muck::MuckArgs;
use crate::game::{Event, PlayerId, RoundNo, RoundState};
use crate::ratio::Percentage;
use crate::swiss::standings::{Standings, standings as standings_of};
use crate::swiss::top_cut;
use crate::swiss::{ByeGames, Opponents, Profile, Round, SwissGame, SwissSettings};
use clap::Args;
use serde::Serialize;
use serde_json::value::RawValue;
use std::io::Write;
use std::path::Path;

/// Settings of `new`; each overrides the profile (RULINGS R-S2..R-S9).
#[derive(Debug, Args)]
pub struct SwissArgs {
    /// Profile: seed (the rulings), melee-2023, melee-2024 (R-S9).
    #[arg(long, default_value = "seed", value_parser = parse_profile)]
    pub profile: Profile,
    /// Opponent floor: 0.33 or 1/3 (R-S3).
    #[arg(long, value_parser = |s: &str| s.parse::<crate::swiss::Floor>())]
    pub floor: Option<crate::swiss::Floor>,
    /// Floor also the player's own MWP and GW% (R-S3).
    #[arg(long, value_enum)]
    pub floor_own_gw: Option<YesNo>,
    /// A bye's games in GW%: exclude or count-2-0 (R-S4).
    #[arg(long, value_parser = |s: &str| s.parse::<ByeGames>())]
    pub bye_games: Option<ByeGames>,
    /// Game points of a drawn game: 1 or 0 (R-S2).
    #[arg(long, value_parser = drawn_game_points())]
    pub drawn_game_points: Option<u8>,
    /// Opponents in OMW%/OGW%: every-meeting or unique (R-S7).
    #[arg(long, value_parser = |s: &str| s.parse::<Opponents>())]
    pub opponents: Option<Opponents>,
}

/// The range of `--drawn-game-points`, from the settings table (R-S2).
fn drawn_game_points() -> clap::builder::RangedI64ValueParser<u8> {
    let d = SwissSettings::DRAWN_GAME_POINTS;
    clap::value_parser!(u8).range(i64::from(d.min)..=i64::from(d.max.unwrap_or(d.min)))
}

fn parse_profile(s: &str) -> Result<Profile, String> {
    s.parse().map_err(|e: crate::game::Rejected| e.to_string())
}

/// The settings of a new Swiss event: the profile, then each setting given (a profile with a
/// setting changed is `custom`).
///
/// # Errors
/// [`CliError::Usage`] when a Muck setting was given too.
pub(super) fn settings(a: &SwissArgs, muck: &MuckArgs) -> Result<SwissSettings, CliError> {
    if muck.any() {
        return Err(CliError::Usage(
            "new: --singles, --bobbl, --target, --rounds and --schedule are Muck \
             settings; use --system muck"
                .into(),
        ));
    }
    let mut s = SwissSettings::from_profile(a.profile);
    let before = s.clone();
    if let Some(f) = a.floor {
        s.floor = f;
    }
    if let Some(y) = a.floor_own_gw {
        s.floor_own_gw = y == YesNo::Yes;
    }
    if let Some(b) = a.bye_games {
        s.bye_games = b;
    }
    if let Some(d) = a.drawn_game_points {
        s.drawn_game_points = d;
    }
    if let Some(o) = a.opponents {
        s.opponents = o;
    }
    if s != before {
        s.profile = Profile::Custom;
    }
    Ok(s)
}

/// What `new` says after creating a Swiss event at `path` with settings `s`.
pub(super) fn created(path: &Path, s: &SwissSettings) -> String {
    format!(
        "created {} (swiss, profile {}, floor {}, own GW% floored {}, bye games {}, \
         drawn game {} point(s), opponents {})",
        path.display(),
        s.profile,
        s.floor,
        if s.floor_own_gw { "yes" } else { "no" },
        s.bye_games,
        s.drawn_game_points,
        s.opponents
    )
}

/// The answer to an import at a Swiss event, from the event `before` and `after` it: what
/// this import added, then the totals ("54 player(s)" alone read as if 54 had been added).
pub(super) fn imported(before: &Event, after: &Event, results: bool) -> String {
    let added = after.registry.participants.len() - before.registry.participants.len();
    let rounds = after.game.round_count() - before.game.round_count();
    let mut said = format!(
        "imported: {added} player(s) added, {} registered in all",
        after.registry.participants.len()
    );
    if rounds > 0 || results {
        said.push_str(&format!(
            "; {rounds} round(s) added, {} in all",
            after.game.round_count()
        ));
    }
    said
}

/// `pairings`: round `round` (default: the last) as text or JSON.
///
/// # Errors
/// [`CliError::Usage`] when there is no such round, or no round yet.
pub(super) fn pairings(
    out: &mut dyn Write,
    t: &Event,
    g: &SwissGame,
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

/// `standings`: after round `round` (default: every fixed round), as text (with a header line
/// while a round is open) or as a JSON array.
pub(super) fn standings(
    out: &mut dyn Write,
    t: &Event,
    g: &SwissGame,
    round: Option<u32>,
    json: bool,
) {
    let st = standings_of(&t.registry, g, round.map(RoundNo));
    if json {
        let _ = writeln!(out, "{}", standings_json(t, &st));
    } else {
        // A header line, never in the JSON (which stays a pure array).
        if let Some(note) = g.provisional_note(round.map(RoundNo)) {
            let _ = writeln!(
                out,
                "{note}: the standings count the results entered so far"
            );
        }
        let _ = writeln!(out, "{}", standings_text(t, &st));
    }
}

/// `top-cut`: the recommended cut (R-S18) for the active players, a warning where `cut` is
/// unusual, and the bracket from the current standings.
///
/// # Errors
/// [`CliError::Usage`] for a cut that cannot be played.
pub(super) fn top_cut(
    out: &mut dyn Write,
    t: &Event,
    g: &SwissGame,
    cut: Option<u32>,
) -> Result<(), CliError> {
    let active = t.registry.active_players().len();
    let recommended = top_cut::recommended_cut(active);
    let _ = writeln!(
        out,
        "{active} active players: recommended cut {recommended} (0 = no cut)"
    );
    let cut = cut.unwrap_or(recommended);
    match top_cut::check_cut(cut, active) {
        top_cut::CutCheck::Ok => {}
        top_cut::CutCheck::Warn(m) => {
            let _ = writeln!(out, "warning: {m}");
        }
        top_cut::CutCheck::Block(m) => return Err(CliError::Usage(m)),
    }
    // The cut is made from the final Swiss standings (R-S18): while a round is open, or a
    // draft exists, this bracket is only provisional and says so first.
    let open = g
        .current_round()
        .filter(|r| r.state != RoundState::Complete);
    if let Some(r) = open {
        let _ = writeln!(
            out,
            "provisional: round {} is {}; the cut is made from the final standings, so this \
             bracket may change",
            r.number,
            if r.state == RoundState::Draft {
                "a draft"
            } else {
                "not complete"
            }
        );
    }
    let st = standings_of(&t.registry, g, None);
    let active_order: Vec<PlayerId> = st
        .rows
        .iter()
        .filter(|r| !r.dropped)
        .map(|r| r.player)
        .collect();
    let names = t.registry.display_names();
    for (hi, lo) in top_cut::bracket(cut) {
        // Players who share a name show their `#id`.
        let name = |seed: u32| {
            active_order
                .get(seed as usize - 1)
                .map(|p| display_name_in(t, &names, *p))
                .unwrap_or_default()
        };
        let _ = writeln!(out, "{hi:>2}. {}  v  {lo:>2}. {}", name(hi), name(lo));
    }
    Ok(())
}

/// The last round, or the usage error that says how to make one.
pub(super) fn last_round(g: &SwissGame) -> Result<&Round, CliError> {
    g.current_round()
        .ok_or_else(|| CliError::Usage("there is no round yet: use `turnier pair`".into()))
}

#[derive(Serialize)]
struct TableJson {
    table: u32,
    player_a: String,
    player_b: String,
    /// Ids tell apart two players of the same name.
    player_a_id: u32,
    player_b_id: u32,
    /// The result from A's side as the desk and `result` write it (`2-1`, `1-1-1`, `ID`),
    /// `null` while the table is open.
    result: Option<String>,
    reason: String,
}

#[derive(Serialize)]
struct RoundJson {
    round: u32,
    state: String,
    bye: Option<String>,
    bye_ids: Vec<u32>,
    tables: Vec<TableJson>,
    warnings: Vec<String>,
}

/// Prints round `r` as text (the desk's columns) or as JSON.
pub(super) fn print_round(
    out: &mut dyn std::io::Write,
    t: &Event,
    g: &SwissGame,
    r: &Round,
    json: bool,
) {
    if json {
        let j = RoundJson {
            round: r.number.0,
            state: r.state.to_string(),
            bye: (!r.byes.is_empty()).then(|| {
                r.byes
                    .iter()
                    .map(|p| t.registry.name_of(*p))
                    .collect::<Vec<_>>()
                    .join(", ")
            }),
            bye_ids: r.byes.iter().map(|p| p.0).collect(),
            tables: r
                .tables
                .iter()
                .map(|tb| TableJson {
                    table: tb.number.0,
                    player_a: t.registry.name_of(tb.a),
                    player_b: t.registry.name_of(tb.b),
                    player_a_id: tb.a.0,
                    player_b_id: tb.b.0,
                    result: tb.result.map(|x| x.to_string()),
                    reason: tb.reason.to_string(),
                })
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
    let _ = writeln!(out, "Round {} ({})", r.number, r.state);
    let names = t.registry.display_names();
    let name = |p: PlayerId| display_name_in(t, &names, p);
    let side = |p, pts| format!("{} ({pts})", name(p));
    let wa = r
        .tables
        .iter()
        .map(|tb| side(tb.a, tb.reason.points_a).chars().count())
        .max()
        .unwrap_or(10)
        .min(super::output::WIDEST_COLUMN);
    let wb = r
        .tables
        .iter()
        .map(|tb| side(tb.b, tb.reason.points_b).chars().count())
        .max()
        .unwrap_or(10)
        .min(super::output::WIDEST_COLUMN);
    for tb in &r.tables {
        let a = side(tb.a, tb.reason.points_a);
        let b = side(tb.b, tb.reason.points_b);
        let res = tb.result.map(|x| x.to_string()).unwrap_or_default();
        let _ = writeln!(
            out,
            "{:>5}  {a:<wa$}  vs  {b:<wb$}  {res:<5}  {}",
            tb.number, tb.reason
        );
    }
    for p in &r.byes {
        let _ = writeln!(out, "  bye  {} ({})", name(*p), g.settings.bye_counts());
    }
    for wrn in &r.warnings {
        let _ = writeln!(out, "warning: {wrn}");
    }
    if r.state != RoundState::Draft && r.open_tables() > 0 {
        let _ = writeln!(out, "{} table(s) without a result", r.open_tables());
    }
}

/// A JSON number with 10 decimals, half up: `0.3333333333` (at least 6 places, as promised).
fn decimal(p: &Percentage) -> Box<RawValue> {
    RawValue::from_string(p.to_decimal_string(10))
        .unwrap_or_else(|_| RawValue::from_string("0".into()).unwrap_or_default())
}

#[derive(Serialize)]
struct RowJson {
    rank: u32,
    player: String,
    player_id: u32,
    match_points: u32,
    record: String,
    mwp: Box<RawValue>,
    gwp: Box<RawValue>,
    omwp: Box<RawValue>,
    ogwp: Box<RawValue>,
    separated_by: Option<String>,
    dropped: bool,
}

/// The standings as a JSON array (a contract: its shape stays).
fn standings_json(t: &Event, st: &Standings) -> String {
    let rows: Vec<RowJson> = st
        .rows
        .iter()
        .map(|r| RowJson {
            rank: r.rank,
            player: t.registry.name_of(r.player),
            player_id: r.player.0,
            match_points: r.match_points,
            record: r.record(),
            mwp: decimal(&r.mwp),
            gwp: decimal(&r.gwp),
            omwp: decimal(&r.omwp),
            ogwp: decimal(&r.ogwp),
            separated_by: r.separated_by.map(|c| c.to_string()),
            dropped: r.dropped,
        })
        .collect();
    serde_json::to_string_pretty(&rows).unwrap_or_default()
}

/// `p`'s name from `names` ([`Event::display_names`], by registration index), or the
/// model's fallback for an unknown id.
fn display_name_in(t: &Event, names: &[String], p: PlayerId) -> String {
    names
        .get((p.0 as usize).wrapping_sub(1))
        .cloned()
        .unwrap_or_else(|| t.registry.name_of(p))
}

fn pct(p: &Percentage) -> String {
    format!("{:>7}", format!("{}%", p.to_percent_string(2)))
}

/// The standings as text columns.
fn standings_text(t: &Event, st: &Standings) -> String {
    let names = t.registry.display_names();
    let name = |p: PlayerId| display_name_in(t, &names, p);
    let width = st
        .rows
        .iter()
        .map(|r| name(r.player).chars().count() + if r.dropped { 7 } else { 0 })
        .max()
        .unwrap_or(6)
        .clamp(6, super::output::WIDEST_COLUMN);
    let mut s = format!(
        "{:>4}  {:<width$}  {:>3}  {:<14}  {:>7}  {:>7}  {:>7}  {}\n",
        "Rank", "Player", "Pts", "Record", "OMW%", "GW%", "OGW%", "Separated by"
    );
    for r in &st.rows {
        let name = format!(
            "{}{}",
            name(r.player),
            if r.dropped { " (drop)" } else { "" }
        );
        s.push_str(&format!(
            "{:>4}  {:<width$}  {:>3}  {:<14}  {}  {}  {}  {}\n",
            r.rank,
            name,
            r.match_points,
            r.record(),
            pct(&r.omwp),
            pct(&r.gwp),
            pct(&r.ogwp),
            r.separated_by.map_or("", |c| c.label()),
        ));
    }
    s.pop();
    s
}

/// `export EV results`: every entered result of the fixed rounds in the format `import
/// --results` reads (`round,table,player_a,player_b,games_a,games_b,games_drawn`; a bye is a
/// line without `table` and `player_b`), so the event can move to another tool or be imported
/// again to the same standings. Open tables and drafts are left out.
pub(super) fn results_csv(t: &Event, g: &SwissGame) -> String {
    let names = t.registry.display_names();
    let name = |p: PlayerId| display_name_in(t, &names, p);
    let mut rows = Vec::new();
    for r in g.rounds.iter().filter(|r| r.state != RoundState::Draft) {
        for tb in &r.tables {
            let Some(res) = tb.result else { continue };
            rows.push(vec![
                r.number.0.to_string(),
                tb.number.0.to_string(),
                name(tb.a),
                name(tb.b),
                res.wins_a.to_string(),
                res.wins_b.to_string(),
                res.draws.to_string(),
            ]);
        }
        for b in &r.byes {
            rows.push(vec![
                r.number.0.to_string(),
                String::new(),
                name(*b),
                String::new(),
                "2".into(),
                "0".into(),
                "0".into(),
            ]);
        }
    }
    super::output::csv_text(&crate::import::RESULTS_HEADER, rows)
}

/// `export EV standings`: the standings after every fixed round as CSV, the columns of
/// `standings --json` (percentages with 10 decimals).
pub(super) fn standings_csv(t: &Event, g: &SwissGame) -> String {
    let st = standings_of(&t.registry, g, None);
    let names = t.registry.display_names();
    let rows = st
        .rows
        .iter()
        .map(|r| {
            vec![
                r.rank.to_string(),
                display_name_in(t, &names, r.player),
                r.player.0.to_string(),
                r.match_points.to_string(),
                r.record(),
                r.mwp.to_decimal_string(10),
                r.gwp.to_decimal_string(10),
                r.omwp.to_decimal_string(10),
                r.ogwp.to_decimal_string(10),
                r.dropped.to_string(),
            ]
        })
        .collect();
    super::output::csv_text(
        &[
            "rank",
            "player",
            "player_id",
            "match_points",
            "record",
            "mwp",
            "gwp",
            "omwp",
            "ogwp",
            "dropped",
        ],
        rows,
    )
}
