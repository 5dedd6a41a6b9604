//! The Swiss parts of the command line: rounds and standings as text and JSON.

use super::CliError;
use crate::game::{Event, PlayerId, RoundState};
use crate::ratio::Percentage;
use crate::swiss::standings::Standings;
use crate::swiss::{Round, SwissGame};
use serde::Serialize;
use serde_json::value::RawValue;

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
        .unwrap_or(10);
    let wb = r
        .tables
        .iter()
        .map(|tb| side(tb.b, tb.reason.points_b).chars().count())
        .max()
        .unwrap_or(10);
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
pub(super) fn standings_json(t: &Event, st: &Standings) -> String {
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
pub(super) fn standings_text(t: &Event, st: &Standings) -> String {
    let names = t.registry.display_names();
    let name = |p: PlayerId| display_name_in(t, &names, p);
    let width = st
        .rows
        .iter()
        .map(|r| name(r.player).chars().count() + if r.dropped { 7 } else { 0 })
        .max()
        .unwrap_or(6)
        .max(6);
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
