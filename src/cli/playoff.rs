//! The command line of the top cut and the playoff (R-S18, R-S19):
//! `top-cut EV --cut N --start`, the bracket that `top-cut` shows once the cut is made, and the
//! `playoff` field and final `rank` of `standings --json`.

use super::error::CliError;
use crate::game::{Command, Event, PlayerId};
use crate::i18n;
use crate::swiss::playoff::{self, BracketMatch, Stage};
use crate::swiss::standings::Standings;
use crate::swiss::top_cut::{self, CutCheck};
use crate::swiss::{SwissCommand, SwissGame};
use crate::tr;
use std::io::Write;

/// `top-cut EV [--cut N] --start`: says the recommendation (R-S18) and warns on another
/// choice, then gives the command that makes the cut and publishes the first playoff round.
/// The engine refuses a blocked cut and a Swiss part that is not over
/// ([`crate::swiss::playoff`]).
///
/// # Errors
/// None of its own: the refusals are the command's.
pub(super) fn top_cut_start(
    out: &mut dyn Write,
    t: &Event,
    _g: &SwissGame,
    cut: Option<u32>,
) -> Result<Command, CliError> {
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
    if let CutCheck::Warn(_) = top_cut::check_cut(cut, active) {
        let _ = writeln!(out, "{}", warning(cut, recommended, active));
    }
    Ok(Command::Swiss(SwissCommand::StartPlayoff { cut }))
}

/// `warning: Top 16 differs from the recommendation for 42 active players: Top 8 (…)`.
pub fn warning(cut: u32, recommended: u32, active: usize) -> String {
    tr!(
        "playoff-cut-warning",
        cut = cut,
        recommended = recommended,
        active = active
    )
}

/// A player's name as the lists show it (`#id` where names are shared).
fn name(names: &[String], t: &Event, p: PlayerId) -> String {
    names
        .get((p.0 as usize).wrapping_sub(1))
        .cloned()
        .unwrap_or_else(|| t.registry.name_of(p))
}

/// A stage in words in the language in force.
pub fn stage_words(s: Stage) -> String {
    s.words().to_string()
}

/// One match of the bracket as a line: `   1  (1) Anna  v  (8) Bert   2-0  → Anna`.
fn match_line(names: &[String], t: &Event, m: &BracketMatch, wa: usize, wb: usize) -> String {
    let side = |p: PlayerId, seed: u32| format!("({seed}) {}", name(names, t, p));
    let result = match (m.result, m.forfeit) {
        (Some(_), Some(q)) => tr!("playoff-forfeit", name = name(names, t, q)),
        (Some(r), None) => r.to_string(),
        (None, _) => String::new(),
    };
    let through = m
        .winner
        .map(|w| format!("  → {}", name(names, t, w)))
        .unwrap_or_default();
    format!(
        "{:>5}  {:<wa$}  {}  {:<wb$}  {result}{through}",
        m.table.0,
        side(m.a, m.seeds.0),
        i18n::t("cli-swiss-versus"),
        side(m.b, m.seeds.1),
    )
    .trim_end()
    .to_string()
}

/// The bracket once the cut is made: each playoff round with its matches, results and who
/// went through, the stages still to come, and the final places of R-S19 once the final has
/// a result (places below the cut: `standings`).
pub fn bracket_text(t: &Event, g: &SwissGame, st: &Standings) -> String {
    let Some(p) = &g.playoff else {
        return String::new();
    };
    let names = t.registry.display_names();
    let all = playoff::matches(g);
    let width = |f: &dyn Fn(&BracketMatch) -> String| {
        all.iter().map(|m| f(m).chars().count()).max().unwrap_or(10)
    };
    let wa = width(&|m| format!("({}) {}", m.seeds.0, name(&names, t, m.a)));
    let wb = width(&|m| format!("({}) {}", m.seeds.1, name(&names, t, m.b)));
    let mut lines = vec![tr!("playoff-head", cut = p.cut, after = p.after.0)];
    let mut round = None;
    for m in &all {
        if round != Some(m.round) {
            round = Some(m.round);
            lines.push(tr!(
                "playoff-round-head",
                round = m.round.0,
                stage = stage_words(m.stage)
            ));
        }
        lines.push(match_line(&names, t, m, wa, wb));
    }
    for s in playoff::stages_to_come(g) {
        lines.push(tr!("playoff-to-come", stage = stage_words(s)));
    }
    if let Some(places) = playoff::final_places(g, st) {
        lines.push(i18n::t("playoff-places-head").into());
        for (i, q) in places.iter().take(p.cut as usize).enumerate() {
            let stage = playoff::reached(g, *q)
                .map(|s| s.place_words().to_string())
                .unwrap_or_default();
            lines.push(format!("{:>4}. {}  {stage}", i + 1, name(&names, t, *q)));
        }
    }
    lines.join("\n")
}

/// The final place and the playoff columns of every player, for `standings --json` (R-S19):
/// `(player, rank, playoff, stage)`; the rank is the Swiss rank until the final has a result;
/// `playoff` the stage the player went out in (`winner` for the final's winner), `null` outside
/// the cut and while still in; `stage` the stage a player still in plays (else `None`).
pub fn json_columns(
    g: &SwissGame,
    st: &Standings,
) -> Vec<(PlayerId, u32, Option<String>, Option<String>)> {
    let order: Vec<PlayerId> =
        playoff::final_places(g, st).unwrap_or_else(|| st.rows.iter().map(|r| r.player).collect());
    order
        .iter()
        .enumerate()
        .map(|(i, q)| {
            let (out, stage) = match playoff::run_of(g, *q) {
                Some(playoff::Run::Ended(s)) => (Some(s.json_name()), None),
                Some(playoff::Run::StillIn(s)) => (None, Some(s.json_name())),
                None => (None, None),
            };
            (*q, i as u32 + 1, out, stage)
        })
        .collect()
}

/// After the result that ends the final: `the playoff is over: Anna wins; top-cut EVENT shows
/// the final places` (R-S19); `None` otherwise.
pub fn over_note(t: &Event, g: &SwissGame) -> Option<String> {
    let final_table = g.playoff_rounds().last()?.tables.first()?;
    if !playoff::complete(g) {
        return None;
    }
    let names = t.registry.display_names();
    let winner = playoff::winner(final_table)?;
    Some(tr!("playoff-cli-over", name = name(&names, t, winner)))
}
