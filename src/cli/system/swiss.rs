//! The Swiss parts of the command line: the settings of `new`, what an import or a new event
//! says, rounds, standings and the top cut as text and JSON.

use crate::cli::args::YesNo;
use crate::cli::call::{find_player, say, swiss_game};
use crate::cli::error::CliError;
use crate::cli::system::muck::MuckArgs;
use crate::game::{Command, Event, PlayerId, RoundNo, RoundState};
use crate::i18n::{self, Lang};
use crate::ratio::Percentage;
use crate::swiss::TableReason;
use crate::swiss::event_day;
use crate::swiss::standings::{Criterion, StandingRow};
use crate::swiss::standings::{Standings, standings as standings_of};
use crate::swiss::top_cut;
use crate::swiss::{
    ByeGames, Opponents, Profile, Round, RoundOne, SwissCommand, SwissGame, SwissSettings,
};
use crate::tr;
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
    /// Round 1: registration (the standings order) or lot (drawn from the event's seed,
    /// R-S21).
    #[arg(long, value_parser = |s: &str| s.parse::<RoundOne>())]
    pub round_one: Option<RoundOne>,
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
pub(in crate::cli) fn settings(a: &SwissArgs, muck: &MuckArgs) -> Result<SwissSettings, CliError> {
    if muck.any_but_rounds() {
        return Err(CliError::Usage(tr!("cli-swiss-muck-settings")));
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
    // Neither belongs to a profile (R-S9): set after the profile is decided.
    if let Some(n) = muck.rounds {
        s.rounds = Some(
            SwissSettings::ROUNDS
                .check(n)
                .map_err(|e| CliError::Usage(e.to_string()))?,
        );
    }
    if let Some(r) = a.round_one {
        s.round_one = r;
    }
    Ok(s)
}

/// What `new` says after creating a Swiss event at `path` with settings `s`: the settings
/// line, then the planned rounds and round 1 by lot when set (R-S21).
pub(in crate::cli) fn created(path: &Path, s: &SwissSettings) -> String {
    let mut said = created_line(path, s);
    if let Some(n) = s.rounds {
        said.push('\n');
        said.push_str(&tr!("day-cli-created-rounds", rounds = n));
    }
    if s.round_one == RoundOne::Lot {
        said.push('\n');
        said.push_str(i18n::t("day-cli-created-lot"));
    }
    said
}

fn created_line(path: &Path, s: &SwissSettings) -> String {
    tr!(
        "cli-swiss-created",
        path = path.display().to_string(),
        profile = s.profile.to_string(),
        floor = i18n::localize_decimal(&s.floor.to_string()),
        own = if s.floor_own_gw {
            i18n::t("cli-yes")
        } else {
            i18n::t("cli-no")
        },
        bye = s.bye_games.to_string(),
        drawn = s.drawn_game_points,
        opponents = s.opponents.to_string(),
        // The same choices in the words of the language in force (the desk's form's), for a
        // sentence in it; the English sentence names the values as they are typed.
        profile_words = match s.profile {
            Profile::Custom => i18n::t("desk-swiss-choice-custom").to_string(),
            p => p.to_string(),
        },
        bye_words = i18n::t(match s.bye_games {
            ByeGames::Exclude => "desk-swiss-choice-exclude",
            ByeGames::Count2_0 => "desk-swiss-choice-count-2-0",
        }),
        opponents_words = i18n::t(match s.opponents {
            Opponents::EveryMeeting => "desk-swiss-choice-every-meeting",
            Opponents::Unique => "desk-swiss-choice-unique",
        })
    )
}

/// The answer to an import at a Swiss event, from the event `before` and `after` it: what
/// this import added, then the totals ("54 player(s)" alone read as if 54 had been added).
pub(in crate::cli) fn imported(before: &Event, after: &Event, results: bool) -> String {
    let added = after.registry.participants.len() - before.registry.participants.len();
    let rounds = after.game.round_count() - before.game.round_count();
    let mut said = tr!(
        "cli-swiss-imported",
        added = added,
        all = after.registry.participants.len()
    );
    // A players list with late entries or drops (`export EV players`) says how many.
    let new = after
        .registry
        .participants
        .get(before.registry.participants.len()..)
        .unwrap_or(&[]);
    let dropped = new.iter().filter(|p| p.dropped_after.is_some()).count();
    let late = new.iter().filter(|p| p.entered_round.is_some()).count();
    if dropped > 0 || (late > 0 && before.game.round_count() == 0) {
        said.push_str(&tr!(
            "day-cli-imported-late-dropped",
            late = late,
            dropped = dropped
        ));
    }
    if rounds > 0 || results {
        said.push_str(&tr!(
            "cli-swiss-imported-rounds",
            rounds = rounds,
            all = after.game.round_count()
        ));
    }
    said
}

/// What happens to the players an import registered while a round is published (R-S20), one
/// line each in the order `seat` would seat them: against the player with the bye if one is
/// left (with the `seat` command that does it, and what happens without it), else out of the
/// round with no result and no points, paired from the next round on.
fn late_arrivals(before: &Event, after: &Event, path: &Path) -> Vec<String> {
    use crate::swiss::event_day::{Seating, seatings_in};
    let Some(r) = after
        .swiss()
        .and_then(SwissGame::current_round)
        .filter(|r| r.state == RoundState::Published)
    else {
        return Vec::new();
    };
    let new: Vec<PlayerId> = after
        .registry
        .participants
        .iter()
        .skip(before.registry.participants.len())
        .map(|p| p.id)
        .collect();
    new.iter()
        .zip(seatings_in(r, new.len()))
        .map(|(p, seating)| {
            let name = after.registry.display_name(*p);
            match seating {
                Seating::AgainstBye { opponent, table } => tr!(
                    "day-cli-import-seat-table",
                    name = name.as_str(),
                    round = r.number.0,
                    event = path.display().to_string(),
                    opponent = after.registry.display_name(opponent),
                    table = table.0,
                    next = r.number.0 + 1
                ),
                Seating::SitsOut { next } => tr!(
                    "day-cli-import-seat-out",
                    name = name.as_str(),
                    round = r.number.0,
                    next = next.0
                ),
            }
        })
        .collect()
}

/// `pairings`: round `round` (default: the last) as text or JSON.
///
/// # Errors
/// [`CliError::Usage`] when there is no such round, or no round yet.
pub(in crate::cli) fn pairings(
    out: &mut dyn Write,
    t: &Event,
    g: &SwissGame,
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

/// `standings`: after round `round` (default: every fixed round), as text (with a header line
/// while a round is open) or as a JSON array.
pub(in crate::cli) fn standings(
    out: &mut dyn Write,
    t: &Event,
    g: &SwissGame,
    round: Option<u32>,
    json: bool,
    desks: &crate::cli::differ::Desks,
) {
    // The game as it stood after round N: inside the playoff only its rounds up to N count;
    // for a Swiss round there is no playoff yet.
    let then = round.map(|n| crate::swiss::playoff::as_of(g, RoundNo(n)));
    let g = then.as_ref().unwrap_or(g);
    let st = standings_of(&t.registry, g, round.map(RoundNo));
    // A result two desks typed differently counts as the one that stands until it is settled:
    // the standings are not final.
    let counted: Vec<_> = desks
        .differences
        .iter()
        .filter(|d| round.is_none_or(|n| d.slot.round().0 <= n))
        .collect();
    if json {
        let json = standings_json(t, g, &st, true, !counted.is_empty());
        let _ = writeln!(out, "{json}");
    } else {
        // A header line, never in the JSON (which stays a pure array).
        if let Some((r, n)) = g.open_tables_counted(round.map(RoundNo)) {
            let _ = writeln!(
                out,
                "{}",
                tr!("cli-swiss-provisional", round = r.0, tables = n)
            );
        }
        if !counted.is_empty() {
            let _ = writeln!(out, "{}", tr!("cli-desks-not-final", count = counted.len()));
            for d in counted {
                let _ = writeln!(out, "  ≠ {}", desks.summary(d));
            }
        }
        // After the final: the final places of R-S19 as the rank, as the JSON, the CSV, the
        // print and the desk give them, the stage reached in the last column.
        let finals = crate::print::playoff::final_rows(&t.registry, g, &st);
        match (&g.playoff, &finals) {
            (Some(p), Some(_)) => {
                let _ = writeln!(
                    out,
                    "{}",
                    tr!(
                        "playoff-print-standings-final",
                        next = p.cut + 1,
                        round = p.after.0
                    )
                );
            }
            (Some(p), None) => {
                let _ = writeln!(out, "{}", tr!("playoff-swiss-at-cut", round = p.after.0));
            }
            (None, _) => {}
        }
        let rows: Vec<TextRow<'_>> = match &finals {
            Some(rows) => rows
                .iter()
                .map(|f| TextRow {
                    rank: f.place,
                    row: f.row,
                    last: f
                        .stage
                        .clone()
                        .unwrap_or_else(|| separated(f.row.separated_by).into()),
                    dropped: f.dropped,
                })
                .collect(),
            None => st
                .rows
                .iter()
                .map(|r| TextRow {
                    rank: r.rank,
                    row: r,
                    last: separated(r.separated_by).into(),
                    dropped: r.dropped,
                })
                .collect(),
        };
        let _ = writeln!(out, "{}", standings_text(t, &rows));
    }
}

/// `top-cut`: the recommended cut (R-S18) for the active players, a warning where `cut` is
/// unusual, and the bracket from the current standings.
///
/// # Errors
/// [`CliError::Usage`] for a cut that cannot be played.
pub(in crate::cli) fn top_cut(
    out: &mut dyn Write,
    t: &Event,
    g: &SwissGame,
    cut: Option<u32>,
) -> Result<(), CliError> {
    if g.playoff.is_some() {
        // The cut is made: the bracket with its results and, after the final, the places.
        let st = standings_of(&t.registry, g, None);
        let _ = writeln!(out, "{}", crate::cli::playoff::bracket_text(t, g, &st));
        return Ok(());
    }
    let active = t.registry.active_players().len();
    let recommended = top_cut::recommended_cut(active);
    let _ = writeln!(
        out,
        "{}",
        tr!(
            "cli-swiss-recommended-cut",
            active = active,
            cut = recommended
        )
    );
    let cut = cut.unwrap_or(recommended);
    match top_cut::check_cut(cut, active) {
        top_cut::CutCheck::Ok => {}
        // The same words as `--start` says them, in the language in force.
        top_cut::CutCheck::Warn(_) => {
            let _ = writeln!(
                out,
                "{}",
                crate::cli::playoff::warning(cut, recommended, active)
            );
        }
        top_cut::CutCheck::Block(m) => return Err(CliError::Usage(m)),
    }
    // The cut is made from the final Swiss standings (R-S18): while a round is open, or a
    // draft exists, this bracket is only provisional and says so first.
    let open = g
        .current_round()
        .filter(|r| r.state != RoundState::Complete);
    if let Some(r) = open {
        let said = if r.state == RoundState::Draft {
            tr!("cli-swiss-cut-provisional-draft", round = r.number.0)
        } else {
            tr!("cli-swiss-cut-provisional-open", round = r.number.0)
        };
        let _ = writeln!(out, "{said}");
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
        let _ = writeln!(
            out,
            "{hi:>2}. {}  {}  {lo:>2}. {}",
            name(hi),
            i18n::t("cli-swiss-versus-short"),
            name(lo)
        );
    }
    Ok(())
}

/// The last round, or the usage error that says how to make one.
pub(in crate::cli) fn last_round(g: &SwissGame) -> Result<&Round, CliError> {
    g.current_round()
        .ok_or_else(|| CliError::Usage(i18n::t("cli-swiss-no-round").into()))
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
    /// Results two desks of a shared event typed differently (each value with its desks);
    /// left out when there is none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    differences: Vec<crate::cli::differ::DifferenceJson>,
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
pub(in crate::cli) fn print_round(
    out: &mut dyn std::io::Write,
    t: &Event,
    g: &SwissGame,
    r: &Round,
    json: bool,
) {
    print_round_shared(out, t, g, r, json, &crate::cli::differ::Desks::default());
}

/// [`print_round`] with the differences between desks of a shared event: a table whose
/// result two desks typed differently is marked `≠`, with a line of both values and their
/// desks under it (in JSON: its `differences`).
pub(in crate::cli) fn print_round_shared(
    out: &mut dyn std::io::Write,
    t: &Event,
    g: &SwissGame,
    r: &Round,
    json: bool,
    desks: &crate::cli::differ::Desks,
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
                    differences: desks.json(r.number, tb.number),
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
    let _ = writeln!(
        out,
        "{}",
        tr!(
            "cli-swiss-round-head",
            round = r.number.0,
            state = state_words(r.state)
        )
    );
    if let Some(plan) = crate::print::plan_words(g, r.number) {
        let _ = writeln!(out, "{plan}");
    }
    if r.number == RoundNo(1)
        && r.state == RoundState::Draft
        && let Some(rounds) = event_day::recommended_rounds(t.registry.active_players().len())
    {
        // The recommendation by field size (MTR Appendix E), when round 1 is paired; only where
        // rounds are planned or round 1 goes by lot, so older outputs stay as they were.
        if g.settings.rounds.is_some() || g.settings.round_one == RoundOne::Lot {
            let _ = writeln!(
                out,
                "{}",
                tr!(
                    "day-desk-recommended",
                    players = t.registry.active_players().len(),
                    rounds = rounds
                )
            );
        }
    }
    let names = t.registry.display_names();
    let name = |p: PlayerId| display_name_in(t, &names, p);
    let side = |p, pts| format!("{} ({pts})", name(p));
    let wa = r
        .tables
        .iter()
        .map(|tb| side(tb.a, tb.reason.points_a).chars().count())
        .max()
        .unwrap_or(10)
        .min(crate::cli::output::WIDEST_COLUMN);
    let wb = r
        .tables
        .iter()
        .map(|tb| side(tb.b, tb.reason.points_b).chars().count())
        .max()
        .unwrap_or(10)
        .min(crate::cli::output::WIDEST_COLUMN);
    for tb in &r.tables {
        let a = side(tb.a, tb.reason.points_a);
        let b = side(tb.b, tb.reason.points_b);
        let res = tb.result.map(|x| x.to_string()).unwrap_or_default();
        let differ = desks.at(r.number, tb.number);
        let mark = if differ.is_empty() { " " } else { "≠" };
        let _ = writeln!(
            out,
            "{:>5}  {a:<wa$}  {}  {b:<wb$}  {res:<5}{mark} {}",
            tb.number,
            i18n::t("cli-swiss-versus"),
            reason_words(&tb.reason)
        );
        for d in differ {
            let _ = writeln!(out, "{:>5}  ≠ {}", "", desks.line(d));
        }
    }
    for p in &r.byes {
        let _ = writeln!(
            out,
            "  {}  {} ({})",
            i18n::t("cli-swiss-bye"),
            name(*p),
            bye_words(g)
        );
    }
    for wrn in crate::print::rematch_warnings(t, r) {
        let _ = writeln!(out, "{} {wrn}", i18n::t("cli-warning"));
    }
    if r.state != RoundState::Draft && r.open_tables() > 0 {
        let _ = writeln!(
            out,
            "{}",
            tr!("cli-swiss-open-tables", tables = r.open_tables())
        );
    }
    if desks.differences.iter().any(|d| d.slot.round() == r.number) {
        let _ = writeln!(out, "{}", i18n::t("cli-desks-settle"));
    }
}

/// `seat`: where the late arrival `p` now sits in the last round (R-S20), one line as
/// `pairings` prints a table: `    5  Bert Weber (6)  vs  Anna Roth (0)`; with no bye to play
/// against, `  sits out  Anna Roth (no result, no points; paired from round 4 on)`.
pub(in crate::cli) fn seated(out: &mut dyn Write, t: &Event, g: &SwissGame, p: PlayerId) {
    let Some(r) = g.current_round() else {
        return;
    };
    let names = t.registry.display_names();
    let name = |p: PlayerId| display_name_in(t, &names, p);
    if let Some(tb) = r.tables.iter().find(|tb| tb.seats(p)) {
        let _ = writeln!(
            out,
            "{:>5}  {} ({})  {}  {} ({})",
            tb.number,
            name(tb.a),
            tb.reason.points_a,
            i18n::t("cli-swiss-versus"),
            name(tb.b),
            tb.reason.points_b
        );
    } else {
        // Never a bye (R-S20): with no bye to play against the late arrival sits out.
        let _ = writeln!(
            out,
            "  {}  {} ({})",
            i18n::t("day-print-sits-out"),
            name(p),
            tr!("day-cli-seat-out", next = r.number.0 + 1)
        );
    }
}

/// A round's state in words: `draft`, `published`, `complete`.
fn state_words(s: RoundState) -> &'static str {
    match s {
        RoundState::Draft => i18n::t("cli-swiss-state-draft"),
        RoundState::Published => i18n::t("cli-swiss-state-published"),
        RoundState::Complete => i18n::t("cli-swiss-state-complete"),
    }
}

/// What a bye counts, as the settings say (R-S4).
fn bye_words(g: &SwissGame) -> &'static str {
    match g.settings.bye_games {
        ByeGames::Exclude => i18n::t("cli-swiss-bye-exclude"),
        ByeGames::Count2_0 => i18n::t("cli-swiss-bye-count"),
    }
}

/// Why a table was paired as it was: in English the engine's words
/// ([`TableReason`]'s `Display`, also in the JSON), in German the same parts in German.
fn reason_words(r: &TableReason) -> String {
    if i18n::lang() == Lang::En {
        return r.to_string();
    }
    if let Some((a, b)) = r.seeds {
        return tr!("playoff-reason-seeds", a = a, b = b);
    }
    let mut parts: Vec<String> = Vec::new();
    if r.manual {
        parts.push(i18n::t("cli-swiss-reason-manual").into());
    }
    if r.imported {
        parts.push(i18n::t("cli-swiss-reason-imported").into());
    }
    if r.points_a == r.points_b {
        parts.push(i18n::t("cli-swiss-reason-same-group").into());
    } else {
        let (hi, lo) = (r.points_a.max(r.points_b), r.points_a.min(r.points_b));
        let mut said = tr!("cli-swiss-reason-pair-down", high = hi, low = lo);
        if !r.skipped.is_empty() {
            let groups: Vec<String> = r.skipped.iter().map(u32::to_string).collect();
            let groups = groups.join(", ");
            said.push(' ');
            said.push_str(&if r.met_all_skipped {
                tr!("cli-swiss-reason-skips-met", groups = groups)
            } else {
                tr!("cli-swiss-reason-skips", groups = groups)
            });
        }
        parts.push(said);
    }
    if r.previous_meetings > 0 {
        parts.push(if r.manual || r.imported {
            i18n::t("cli-swiss-reason-rematch").into()
        } else {
            i18n::t("cli-swiss-reason-rematch-forced").into()
        });
    }
    if r.tie_rs16 {
        parts.push(i18n::t("cli-swiss-reason-rs16").into());
    }
    parts.join(", ")
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
    /// The stage the player went out in in the playoff (R-S19): `winner`, `final`,
    /// `semi-final`, `quarter-final`; `null` outside the cut, before it and while still in.
    playoff: Option<String>,
    /// For a player still in the playoff: the stage played next or now (`semi-final`, …);
    /// not written otherwise (so the rows before the cut and after the final keep their shape).
    #[serde(skip_serializing_if = "Option::is_none")]
    stage: Option<String>,
    /// `false` on every row while a result two desks of a shared event typed differently
    /// counts (the one first in the replay stands until it is settled, so the order may
    /// change); not written otherwise, so the rows of a file keep their shape.
    #[serde(rename = "final", skip_serializing_if = "is_true")]
    is_final: bool,
}

fn is_true(b: &bool) -> bool {
    *b
}

/// The standings as a JSON array (a contract: its shape stays).
/// After the top cut each row says how far the player came (`playoff`), and once the final
/// has a result the rows are in the final places of R-S19, `rank` being the final place.
///
/// `desks_differ`: a result counted in these standings is one that two desks typed
/// differently: every row says `"final": false`.
fn standings_json(
    t: &Event,
    g: &SwissGame,
    st: &Standings,
    playoff: bool,
    desks_differ: bool,
) -> String {
    let rows: Vec<RowJson> = placed_rows(t, g, st, playoff)
        .into_iter()
        .map(|p| (p.row, p))
        .map(|(r, p)| RowJson {
            rank: p.rank,
            player: t.registry.name_of(r.player),
            player_id: r.player.0,
            match_points: r.match_points,
            record: r.record(),
            mwp: decimal(&r.mwp),
            gwp: decimal(&r.gwp),
            omwp: decimal(&r.omwp),
            ogwp: decimal(&r.ogwp),
            separated_by: p.separated_by,
            dropped: p.dropped,
            playoff: p.playoff,
            stage: p.stage,
            is_final: !desks_differ,
        })
        .collect();
    serde_json::to_string_pretty(&rows).unwrap_or_default()
}

/// A standings row with what the playoff adds (R-S19): the final place as `rank`, how far the
/// player came, `separated_by` `playoff` where the playoff (not a Swiss tiebreaker) decided
/// the order (`null` for place 1), and `dropped` also for a drop during the playoff.
struct Placed<'a> {
    row: &'a StandingRow,
    rank: u32,
    separated_by: Option<String>,
    dropped: bool,
    playoff: Option<String>,
    stage: Option<String>,
}

/// The rows of `st` in the order `standings --json` and `export standings` give them: with
/// `playoff` (the standings after every round), the final places once the final is played.
fn placed_rows<'a>(t: &Event, g: &SwissGame, st: &'a Standings, playoff: bool) -> Vec<Placed<'a>> {
    let by_player: std::collections::HashMap<PlayerId, &StandingRow> =
        st.rows.iter().map(|r| (r.player, r)).collect();
    let columns = if playoff {
        crate::cli::playoff::json_columns(g, st)
    } else {
        st.rows
            .iter()
            .map(|r| (r.player, r.rank, None, None))
            .collect()
    };
    // Once the final places stand, places 2..=C+1 are separated by the playoff (the cut).
    let decided = playoff && crate::swiss::playoff::complete(g) && g.playoff.is_some();
    let cut = g.playoff.as_ref().map_or(0, |p| p.cut);
    columns
        .into_iter()
        .filter_map(|(p, rank, po, stage)| Some((*by_player.get(&p)?, rank, po, stage)))
        .map(|(r, rank, po, stage)| Placed {
            row: r,
            rank,
            separated_by: if decided && rank == 1 {
                None
            } else if decided && rank <= cut + 1 {
                Some("playoff".into())
            } else {
                r.separated_by.map(|c| c.to_string())
            },
            dropped: r.dropped
                || (playoff
                    && g.playoff.is_some()
                    && t.registry
                        .participants
                        .get((r.player.0 as usize).wrapping_sub(1))
                        // As of the game's last round (`standings --round N`).
                        .is_some_and(|q| {
                            q.dropped_after
                                .is_some_and(|d| d.0 as usize <= g.rounds.len())
                        })),
            playoff: po,
            stage,
        })
        .collect()
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
    format!("{:>7}", i18n::localize_percent(&p.to_percent_string(2)))
}

/// A record `3-1-0`, byes apart (`3-1-0 +1 bye`), in the language in force.
fn record(r: &StandingRow) -> String {
    if i18n::lang() == Lang::En {
        return r.record();
    }
    tr!(
        "cli-swiss-record",
        record = format!("{}-{}-{}", r.wins, r.losses, r.draws),
        byes = r.byes
    )
}

/// The tiebreaker that separated a row, as the desk names it (OMW%, GW%, OGW% stay).
fn separated(c: Option<Criterion>) -> &'static str {
    match c {
        None => "",
        Some(Criterion::MatchPoints) => i18n::t("cli-swiss-sep-points"),
        Some(Criterion::Registration) => i18n::t("cli-swiss-sep-registration"),
        Some(c) => c.label(),
    }
}

/// One line of the text standings: the rank, the Swiss row, what the last column says (the
/// tiebreaker that separated it, or after the final the stage a player of the cut reached)
/// and whether the player dropped (after the final also a drop during the playoff).
struct TextRow<'a> {
    rank: u32,
    row: &'a StandingRow,
    last: String,
    dropped: bool,
}

/// The standings as text columns.
fn standings_text(t: &Event, rows: &[TextRow<'_>]) -> String {
    let names = t.registry.display_names();
    let name = |p: PlayerId| display_name_in(t, &names, p);
    let shown = |x: &TextRow<'_>| {
        if x.dropped {
            tr!("cli-swiss-dropped", name = name(x.row.player))
        } else {
            name(x.row.player)
        }
    };
    let (h_rank, h_player, h_pts, h_record) = (
        i18n::t("cli-swiss-col-rank"),
        i18n::t("cli-swiss-col-player"),
        i18n::t("cli-swiss-col-pts"),
        i18n::t("cli-swiss-col-record"),
    );
    let count = |s: &str| s.chars().count();
    let width = rows
        .iter()
        .map(|x| count(&shown(x)))
        .max()
        .unwrap_or(6)
        .clamp(6.max(count(h_player)), crate::cli::output::WIDEST_COLUMN);
    let wr = count(h_rank).max(4);
    let wp = count(h_pts).max(3);
    // As wide as the widest record (`3-1-0`, `3-1-0 +1 bye`) or its header, not more: a
    // fixed 14 made every row of a plain event 85 columns, 92 in German.
    let wc = rows
        .iter()
        .map(|x| count(&record(x.row)))
        .chain([count(h_record)])
        .max()
        .unwrap_or(6);
    let mut s = format!(
        "{h_rank:>wr$}  {h_player:<width$}  {h_pts:>wp$}  {h_record:<wc$}  {:>7}  {:>7}  {:>7}  {}\n",
        "OMW%",
        "GW%",
        "OGW%",
        i18n::t("cli-swiss-col-separated")
    );
    for x in rows {
        let r = x.row;
        s.push_str(&format!(
            "{:>wr$}  {:<width$}  {:>wp$}  {:<wc$}  {}  {}  {}  {}\n",
            x.rank,
            shown(x),
            r.match_points,
            record(r),
            pct(&r.omwp),
            pct(&r.gwp),
            pct(&r.ogwp),
            x.last,
        ));
    }
    s.pop();
    s
}

/// `export EV results`: every entered result of the fixed rounds in the format `import
/// --results` reads (`round,table,player_a,player_b,games_a,games_b,games_drawn`; a bye is a
/// line without `table` and `player_b`), so the event can move to another tool or be imported
/// again to the same standings. Open tables, drafts and playoff rounds are left out.
pub(in crate::cli) fn results_csv(t: &Event, g: &SwissGame) -> String {
    let names = t.registry.display_names();
    let name = |p: PlayerId| display_name_in(t, &names, p);
    let mut rows = Vec::new();
    // The Swiss rounds only: a playoff round imported again would count as a Swiss round.
    for r in g.played_rounds() {
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
    crate::cli::output::csv_text(&crate::import::RESULTS_HEADER, rows)
}

/// `export EV players`: every player in registration order in the format `import --players`
/// reads back ([`crate::import::PLAYERS_HEADER`]: `id,name,registration,entered_round,
/// dropped_after`): the name as registered (the id tells two of one name apart), the place in
/// the registration order (the last tiebreaker, R-S9), the first round of a late entry (R-S17)
/// and the round after which a player dropped (R-S6, 0 before round 1), empty where none. With
/// `export EV results` it moves the event: imported into a new event, players first, it gives
/// the same standings and the same next pairing.
pub(in crate::cli) fn players_csv(t: &Event) -> String {
    let rows = t
        .registry
        .participants
        .iter()
        .enumerate()
        .map(|(k, p)| {
            vec![
                p.id.0.to_string(),
                p.name.clone(),
                (k + 1).to_string(),
                p.entered_round.map(|r| r.0.to_string()).unwrap_or_default(),
                p.dropped_after.map(|r| r.0.to_string()).unwrap_or_default(),
            ]
        })
        .collect();
    crate::cli::output::csv_text(&crate::import::PLAYERS_HEADER, rows)
}

/// `export EV standings`: the standings after every fixed round as CSV, the columns of
/// `standings --json` (percentages with 10 decimals).
pub(in crate::cli) fn standings_csv(t: &Event, g: &SwissGame) -> String {
    let st = standings_of(&t.registry, g, None);
    let names = t.registry.display_names();
    let rows = placed_rows(t, g, &st, true)
        .into_iter()
        .map(|p| {
            let r = p.row;
            vec![
                p.rank.to_string(),
                display_name_in(t, &names, r.player),
                r.player.0.to_string(),
                r.match_points.to_string(),
                r.record(),
                r.mwp.to_decimal_string(10),
                r.gwp.to_decimal_string(10),
                r.omwp.to_decimal_string(10),
                r.ogwp.to_decimal_string(10),
                p.dropped.to_string(),
                p.playoff.unwrap_or_default(),
            ]
        })
        .collect();
    crate::cli::output::csv_text(
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
            "playoff",
        ],
        rows,
    )
}

/// The command line's part of Magic Swiss ([`crate::cli::system::SystemCli`]).
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
        let s = settings(&args.swiss, &args.muck)?;
        let path = crate::cli::call::path_of(event, data_dir)?;
        let said = created(&path, &s);
        // Round 1 by lot draws from the seed (R-S21); otherwise Swiss draws none.
        let seed = match s.round_one {
            RoundOne::Lot => crate::cli::system::fresh_seed(),
            RoundOne::Registration => 0,
        };
        Ok(crate::cli::system::New {
            path,
            game: crate::game::Game::Swiss(SwissGame::new(s)),
            seed,
            said,
        })
    }

    fn seat(
        &self,
        out: &mut dyn Write,
        s: &mut crate::session::Session,
        path: &Path,
        who: &str,
    ) -> Result<(), CliError> {
        let player = find_player(s.tournament(), who)?;
        let next =
            crate::cli::call::commit(s, vec![Command::Swiss(SwissCommand::SeatLate { player })])?;
        say(out, crate::cli::call::confirm(next, path));
        seated(out, next, swiss_game(next)?, player);
        Ok(())
    }

    fn swap_players(&self, t: &Event, a: &str, b: &str) -> Result<Command, CliError> {
        Ok(Command::Swiss(SwissCommand::SwapPlayers {
            a: find_player(t, a)?,
            b: find_player(t, b)?,
        }))
    }

    /// The rematches made by hand in the round just published, a warning each: the command
    /// line cannot ask before it publishes, so it says so right after (the desk asks first).
    fn published(&self, out: &mut dyn Write, t: &Event) {
        let Some(r) = t.swiss().and_then(|g| g.rounds.last()) else {
            return;
        };
        for tb in r
            .tables
            .iter()
            .filter(|tb| tb.reason.manual && tb.reason.previous_meetings > 0)
        {
            let said = tr!(
                "cli-swiss-rematch",
                table = tb.number.0,
                a = t.registry.display_name(tb.a),
                b = t.registry.display_name(tb.b),
                times = tb.reason.previous_meetings,
                how = i18n::t("cli-swiss-rematch-manual")
            );
            let _ = writeln!(out, "{} {said}", i18n::t("cli-warning"));
        }
    }

    fn swapped(&self, out: &mut dyn Write, t: &Event) -> Result<(), CliError> {
        let g = swiss_game(t)?;
        print_round(out, t, g, last_round(g)?, false);
        Ok(())
    }

    fn result_command(
        &self,
        _t: &Event,
        e: &crate::cli::system::Entered<'_>,
    ) -> Result<Command, CliError> {
        Ok(Command::Swiss(SwissCommand::RecordResult {
            round: e.round.map(RoundNo),
            table: crate::game::TableNo(e.table),
            result: e.score.parse().map_err(crate::game::Rejected::score)?,
        }))
    }

    fn result_notes(
        &self,
        out: &mut dyn Write,
        t: &Event,
        _e: &crate::cli::system::Entered<'_>,
    ) -> Result<(), CliError> {
        if let Some(n) = t.swiss().and_then(|g| crate::cli::playoff::over_note(t, g)) {
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
        // Results two desks typed differently: the value given is the one that stands.
        crate::cli::differ::settle(out, path, table, round, || {
            take.parse::<crate::swiss::MatchResult>()
                .map(crate::sync::Value::Swiss)
                .map_err(CliError::Usage)
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
        for line in late_arrivals(before, after, path) {
            say(out, line);
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
        let desks = crate::cli::differ::Desks::load(path);
        standings(out, t, swiss_game(t)?, round, json, &desks);
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
        pairings(out, t, swiss_game(t)?, round, json, desks)
    }

    fn csv(
        &self,
        t: &Event,
        _path: &Path,
        what: crate::cli::args::ExportWhat,
        _to_file: bool,
    ) -> Result<(String, Option<String>), CliError> {
        let g = swiss_game(t)?;
        let text = match what {
            crate::cli::args::ExportWhat::Results => results_csv(t, g),
            crate::cli::args::ExportWhat::Standings => standings_csv(t, g),
            crate::cli::args::ExportWhat::Players => players_csv(t),
        };
        Ok((text, None))
    }
}
