//! The Grand Slam side of the command line: the tools that need no event, `grand-slam match`
//! and `grand-slam distribution`, as text and JSON (field names exactly as the README gives
//! them, since scripts read them).
//!
//! Every sentence a person reads is in [`texts`], looked up in the language in force.

use crate::cli::error::CliError;
use crate::game::Event;
use crate::grand_slam::GrandSlamGame;
use crate::grand_slam::distribution::{
    Correction, Direction, Distribution, Fault, Refusal, Submitted, check, faults, parse_list,
};
use crate::grand_slam::masters::{Kind, Masters, Stage};
use crate::grand_slam::r#match::{MatchResult, Outcome, Side, evaluate};
use crate::grand_slam::model::{EntryLimit, Round};
use crate::grand_slam::tournament::{Played, Tournament};
use crate::grand_slam::wrl::Tenths;
use crate::i18n::{Lang, with_lang};
use serde_json::{Value, json};
use std::io::Write;

/// The words of this file: the keys `gs-*` of `i18n/*/grand_slam.ftl`.
mod texts {
    use crate::grand_slam::distribution::Fault;
    use crate::i18n::t;
    use crate::tr;

    /// A fault's words (R-G1).
    pub fn fault(f: Fault) -> &'static str {
        match f {
            Fault::Count => t("gs-fault-count"),
            Fault::NotInt => t("gs-fault-not-int"),
            Fault::Min1 => t("gs-fault-min1"),
            Fault::Duplicate => t("gs-fault-duplicate"),
            Fault::Sum => t("gs-fault-sum"),
        }
    }
    /// A distribution without a fault.
    pub fn valid() -> &'static str {
        t("gs-valid")
    }
    /// Rule 10's correction of a sum too high.
    pub fn too_many() -> &'static str {
        t("gs-too-many")
    }
    /// Rule 10's correction of a sum too low.
    pub fn too_few() -> &'static str {
        t("gs-too-few")
    }
    /// One step of rule 10's correction: `8 taken from set 1` (the first step of a sum too
    /// high), `1 from set 2` (a later one); `5 added to set 5` for a sum too low.
    pub fn step(too_many: bool, first: bool, n: u32, set: usize) -> String {
        match (too_many, first) {
            (true, true) => tr!("gs-step-taken", n = n, set = set),
            (true, false) => tr!("gs-step-more-taken", n = n, set = set),
            (false, true) => tr!("gs-step-added", n = n, set = set),
            (false, false) => tr!("gs-step-more-added", n = n, set = set),
        }
    }
    /// The word before a set's number.
    pub fn set() -> &'static str {
        t("gs-set")
    }
    /// Faults rule 10 does not correct.
    pub fn not_correctable() -> &'static str {
        t("gs-not-correctable")
    }
    /// A strength no valid distribution has.
    pub fn strength_too_low() -> &'static str {
        t("gs-strength-too-low")
    }
    /// Before the corrected distribution.
    pub fn corrected() -> &'static str {
        t("gs-corrected")
    }
    /// `A wins 3:2`.
    pub fn wins(side: &str, a: u32, b: u32) -> String {
        tr!("gs-wins", side = side, a = a, b = b)
    }
    /// `set 5 needs a lot …`.
    pub fn needs_lot(set: usize) -> String {
        tr!("gs-needs-lot", set = set)
    }
    /// `if the lot goes to A:`.
    pub fn if_wins_lot(side: &str) -> String {
        tr!("gs-if-wins-lot", side = side)
    }
    /// `--lot` given where no lot was needed.
    pub fn lot_unused() -> &'static str {
        t("gs-lot-unused")
    }
    /// What `match` takes as sets.
    pub fn bad_match_sets() -> &'static str {
        t("gs-bad-match-sets")
    }
    /// A side's sets that no entry could have (R-G1), played as given.
    pub fn not_an_entry(side: char, sets: &str, faults: &str) -> String {
        tr!(
            "gs-match-not-an-entry",
            side = side.to_string(),
            sets = sets,
            faults = faults
        )
    }
    /// `--lot` given twice.
    pub fn one_lot() -> &'static str {
        t("gs-one-lot")
    }

    /// Why a set went to its winner (R-G3).
    pub fn reason(r: crate::grand_slam::r#match::SetReason, winner: &str) -> String {
        use crate::grand_slam::r#match::SetReason as R;
        match r {
            R::Higher => t("gs-reason-higher").to_string(),
            R::PairBehind { partner } => {
                tr!("gs-reason-pair-behind", partner = partner, winner = winner)
            }
            R::PairWouldTrail { partner, decider } => tr!(
                "gs-reason-pair-would-trail",
                partner = partner,
                winner = winner,
                decider = decider
            ),
            R::PairSecond { first } => {
                tr!("gs-reason-pair-second", first = first, winner = winner)
            }
            R::LowestSet { a, b } => tr!("gs-reason-lowest-set", a = a, b = b),
            R::Lot => t("gs-reason-lot").to_string(),
        }
    }
}

/// `s1,s2,s3,s4,s5` for `match`: five whole numbers of at least 0 (no R-G1 check: GM
/// players' distributions may repeat a value).
fn match_sets(text: &str, which: &str) -> Result<Distribution, CliError> {
    let v = parse_list(text);
    let whole: Vec<u32> = v
        .iter()
        .filter_map(|s| match s {
            Submitted::Whole(x) => u32::try_from(*x).ok(),
            Submitted::NotWhole => None,
        })
        .collect();
    match whole[..] {
        [a, b, c, d, e] if v.len() == 5 => Ok(Distribution([a, b, c, d, e])),
        _ => Err(CliError::Usage(format!(
            "{which}: `{text}`: {}",
            texts::bad_match_sets()
        ))),
    }
}

/// A decided match in the README's JSON: `{status: "decided", winner, score, set_winners,
/// games}`.
pub fn result_json(r: &MatchResult) -> Value {
    json!({
        "status": "decided",
        "winner": r.winner.letter(),
        "score": [r.score.0, r.score.1],
        "set_winners": r.sets.iter().map(|s| s.winner.letter()).collect::<Vec<_>>(),
        "games": r.sets.iter().map(|s| [s.games.0, s.games.1]).collect::<Vec<_>>(),
    })
}

/// A match in the README's JSON; where a lot is needed, `{status: "lot", set, rule, winner:
/// null|"A"|"B", branches: {A, B}}` (`winner` when both branches have the same winner).
pub fn outcome_json(o: &Outcome) -> Value {
    match o {
        Outcome::Decided(r) => result_json(r),
        Outcome::Lot { set, a, b } => json!({
            "status": "lot",
            "set": set,
            "rule": "4.3.2",
            "winner": o.winner().map(Side::letter),
            "branches": {"A": result_json(a), "B": result_json(b)},
        }),
    }
}

fn sets_text(out: &mut dyn Write, r: &MatchResult) {
    for s in &r.sets {
        let winner = s.winner.letter();
        let _ = writeln!(
            out,
            "{} {}: {:>3} - {:<3} {winner}  {}:{}  {}",
            texts::set(),
            s.set,
            s.values.0,
            s.values.1,
            s.games.0,
            s.games.1,
            texts::reason(s.reason, winner)
        );
    }
    let _ = writeln!(
        out,
        "{}",
        texts::wins(r.winner.letter(), r.score.0, r.score.1)
    );
}

/// `turnier grand-slam match A B [--lot A|B] [--json]`: the match set by set with the reason
/// of each set, or both branches where a lot is needed and not given.
///
/// # Errors
/// [`CliError::Usage`] for sets that are not five whole numbers, or `--lot` given twice.
pub(in crate::cli) fn r#match(
    out: &mut dyn Write,
    a: &str,
    b: &str,
    lots: &[String],
    as_json: bool,
) -> Result<(), CliError> {
    let (da, db) = (match_sets(a, "A")?, match_sets(b, "B")?);
    if lots.len() > 1 {
        return Err(CliError::Usage(texts::one_lot().to_string()));
    }
    let lot = lots
        .first()
        .map(|l| if l == "A" { Side::A } else { Side::B });
    let o = evaluate(&da, &db, lot);
    if as_json {
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&outcome_json(&o)).unwrap_or_default()
        );
        return Ok(());
    }
    // The tool plays any five whole numbers (the rule text's own examples are not all
    // entries), but says where a side could not have been entered: R-G1's faults besides the
    // sum, which is the strength here.
    for (side, text) in [('A', a), ('B', b)] {
        let f: Vec<&str> = faults(&parse_list(text), 0)
            .into_iter()
            .filter(|f| *f != Fault::Sum)
            .map(texts::fault)
            .collect();
        if !f.is_empty() {
            let _ = writeln!(
                out,
                "{}",
                texts::not_an_entry(side, text.trim(), &f.join(", "))
            );
        }
    }
    match &o {
        Outcome::Decided(r) => {
            sets_text(out, r);
            if lot.is_some() && r.lot.is_none() {
                let _ = writeln!(out, "{}", texts::lot_unused());
            }
        }
        Outcome::Lot { set, a, b } => {
            let _ = writeln!(out, "{}", texts::needs_lot(*set));
            for (side, r) in [(Side::A, a), (Side::B, b)] {
                let _ = writeln!(out);
                let _ = writeln!(out, "{}", texts::if_wins_lot(side.letter()));
                sets_text(out, r);
            }
        }
    }
    Ok(())
}

/// The words of rule 10's correction: `too many: 8 taken from set 1, 1 from set 2`.
pub fn correction_text(c: &Correction) -> String {
    let many = c.direction == Direction::TooMany;
    let head = if many {
        texts::too_many()
    } else {
        texts::too_few()
    };
    let steps: Vec<String> = c
        .steps
        .iter()
        .enumerate()
        .map(|(i, (set, n))| texts::step(many, i == 0, *n, *set))
        .collect();
    format!("{head}: {}", steps.join(", "))
}

/// The words of faults rule 10 does not correct.
pub fn refusal_text(r: &Refusal) -> String {
    match r {
        Refusal::Faults(f) => {
            let named: Vec<&str> = f.iter().map(|x| texts::fault(*x)).collect();
            format!("{}: {}", named.join(", "), texts::not_correctable())
        }
        Refusal::StrengthTooLow => texts::strength_too_low().to_string(),
    }
}

/// `turnier grand-slam distribution S --strength N [--json]`: every fault (R-G1), and rule
/// 10's correction of a wrong sum with its reason (R-G2). JSON `{errors: [...], corrected:
/// [...]|null, reason: string|null}`: `corrected` only where the sum was corrected, `reason`
/// null for a valid distribution.
pub(in crate::cli) fn distribution(out: &mut dyn Write, sets: &str, strength: u32, as_json: bool) {
    let submitted = parse_list(sets);
    let errors: Vec<Fault> = faults(&submitted, strength);
    let (corrected, reason) = {
        let judged = || match check(&submitted, strength) {
            Ok((_, None)) => (None, None),
            Ok((d, Some(c))) => (Some(d), Some(correction_text(&c))),
            Err(r) => (None, Some(refusal_text(&r))),
        };
        if as_json {
            // JSON stays English (a contract).
            with_lang(Lang::En, judged)
        } else {
            judged()
        }
    };
    if as_json {
        let v = json!({
            "errors": errors.iter().map(|f| f.key()).collect::<Vec<_>>(),
            "corrected": corrected.map(|d| d.0.to_vec()),
            "reason": reason,
        });
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&v).unwrap_or_default()
        );
        return;
    }
    match (corrected, reason) {
        (Some(d), Some(why)) => {
            let list: Vec<String> = d.0.iter().map(u32::to_string).collect();
            let _ = writeln!(out, "{why}; {} {}", texts::corrected(), list.join(","));
        }
        (_, Some(why)) => {
            let _ = writeln!(out, "{why}");
        }
        _ => {
            let _ = writeln!(out, "{}", texts::valid());
        }
    }
}

/// `created PATH (grand-slam, …)` after `new --system grand-slam`.
pub(in crate::cli) fn created(path: &std::path::Path) -> String {
    crate::tr!("gs-cli-created", path = path.display().to_string())
}

/// `0:1,150:2` as entry limits (3.1, R-G13): from strength 0 one tournament, from 150 two;
/// `none` (or nothing) for no limit.
///
/// # Errors
/// [`CliError::Usage`] naming the part that is not `STRENGTH:COUNT`.
pub(in crate::cli) fn parse_limits(text: &str) -> Result<Vec<EntryLimit>, CliError> {
    EntryLimit::parse_list(text)
        .map_err(|part| CliError::Usage(crate::tr!("gs-cli-bad-limit", part = part)))
}

/// The tournament `key` of the round being prepared (name or number in the offer).
///
/// # Errors
/// [`CliError::Usage`] naming the tournaments offered.
pub(in crate::cli) fn find_tournament(t: &Event, key: &str) -> Result<usize, CliError> {
    crate::import::grand_slam::tournament_index(t, key).ok_or_else(|| {
        let offered: Vec<String> = t
            .grand_slam()
            .and_then(|g| g.open_round())
            .map(|r| r.offer.iter().map(|o| o.name.clone()).collect())
            .unwrap_or_default();
        CliError::Usage(crate::tr!(
            "gs-cli-no-tournament",
            key = format!("{key:?}"),
            offered = if offered.is_empty() {
                "-".to_string()
            } else {
                offered.join(", ")
            }
        ))
    })
}

/// `turnier offer EV …`: the offer of the round being prepared (or the last one), JSON
/// `{round, tournaments: [{name, stars, quarter_final, semi_final, final, winner, exchange,
/// rank_diff, gm_strengths, notes, doubles, entries}], limits: [{from_strength,
/// tournaments}]}`, or a table.
pub(in crate::cli) fn offer(out: &mut dyn Write, _t: &Event, g: &GrandSlamGame, as_json: bool) {
    let Some(round) = g.open_round().or(g.rounds.last()) else {
        let _ = writeln!(out, "{}", crate::i18n::t("gs-cli-no-offer"));
        return;
    };
    let entries = |k: usize| round.entries.iter().filter(|e| e.tournament == k).count();
    if as_json {
        let v = json!({
            "round": round.number,
            "tournaments": round.offer.iter().enumerate().map(|(k, o)| json!({
                "name": o.name,
                "stars": o.terms.base_stars,
                "quarter_final": o.terms.gains.quarter_final,
                "semi_final": o.terms.gains.semi_final,
                "final": o.terms.gains.final_,
                "winner": o.terms.gains.winner,
                "exchange": o.terms.exchange_value,
                "rank_diff": o.terms.rank_diff,
                "gm_strengths": o.terms.gm_strengths,
                "notes": o.notes,
                "doubles": o.doubles,
                "entries": entries(k),
            })).collect::<Vec<_>>(),
            "limits": round.limits.iter().map(|l| json!({
                "from_strength": l.from_strength,
                "tournaments": l.tournaments,
            })).collect::<Vec<_>>(),
        });
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&v).unwrap_or_default()
        );
        return;
    }
    let _ = writeln!(
        out,
        "{}",
        crate::tr!("gs-cli-offer-title", round = round.number)
    );
    for (k, o) in round.offer.iter().enumerate() {
        let g = &o.terms.gains;
        let gm: Vec<String> = o.terms.gm_strengths.iter().map(u32::to_string).collect();
        let _ = writeln!(
            out,
            "{:>3}. {}",
            k + 1,
            crate::tr!(
                "gs-cli-offer-line",
                name = crate::print::sanitize(&o.name),
                stars = o.terms.base_stars,
                qf = g.quarter_final,
                sf = g.semi_final,
                f = g.final_,
                w = g.winner,
                exchange = match o.terms.rank_diff.filter(|_| o.terms.exchange_value > 0) {
                    Some(d) =>
                        crate::tr!("gsf-exchange", exchange = o.terms.exchange_value, diff = d),
                    None => crate::i18n::t("gsf-no-exchange").to_string(),
                },
                gm = if gm.is_empty() {
                    "100".to_string()
                } else {
                    gm.join(" ")
                },
                entries = entries(k)
            )
        );
        if o.doubles {
            let _ = writeln!(out, "     {}", crate::i18n::t("gs-cli-doubles"));
        }
        if !o.notes.is_empty() {
            let _ = writeln!(out, "     {}", crate::print::sanitize(&o.notes));
        }
    }
    let limits: Vec<String> = round
        .limits
        .iter()
        .map(|l| crate::tr!("gs-limit", from = l.from_strength, count = l.tournaments))
        .collect();
    let _ = writeln!(
        out,
        "{}",
        crate::tr!(
            "gs-cli-limits",
            limits = if limits.is_empty() {
                crate::i18n::t("gs-cli-no-limit").to_string()
            } else {
                limits.join(", ")
            }
        )
    );
}

/// A participant's name in a tournament: the player (`Anna`), the doubles team (`Anna /
/// Bert`) or the GM player (`GM 3`).
pub fn participant_name(
    g: &GrandSlamGame,
    names: &[String],
    round: &Round,
    t: usize,
    tour: &Tournament,
    k: usize,
) -> String {
    let players = g.participant_players(round, t, k);
    if players.is_empty() {
        return crate::tr!("gs-gm", n = k.saturating_sub(tour.entries) + 1);
    }
    let mut parts: Vec<String> = players
        .iter()
        .map(|p| names.get(*p).cloned().unwrap_or_default())
        .collect();
    if g.team(round, t, k).is_some_and(|x| x.gm_partner.is_some()) {
        parts.push(crate::i18n::t("gs-gm-partner").to_string());
    }
    parts.join(" / ")
}

/// `turnier play EV [--json]`: each tournament's winner and every player's strength and WRL
/// points from the round just played. JSON `{round, tournaments: [{name, field, entries,
/// stars, winner}], players: [{player, strength_before, strength_after, wrl_points,
/// tournaments}]}` (players who played, in the order they joined).
pub(in crate::cli) fn played(out: &mut dyn Write, t: &Event, g: &GrandSlamGame, as_json: bool) {
    let Some(round) = g.last_played() else {
        return;
    };
    let Some(p) = round.played.as_ref() else {
        return;
    };
    let names = t.registry.display_names();
    let tours: Vec<(String, &Tournament, usize)> = round
        .offer
        .iter()
        .enumerate()
        .filter_map(|(k, o)| {
            p.tournaments
                .get(k)
                .and_then(Option::as_ref)
                .map(|x| (o.name.clone(), x, k))
        })
        .collect();
    let winner = |tour: &Tournament, k: usize| {
        tour.winner()
            .map(|w| participant_name(g, &names, round, k, tour, w))
    };
    let who: Vec<usize> = (0..g.players.len())
        .filter(|i| {
            p.strength.get(*i).is_some_and(|(a, b)| a != b)
                || p.played.get(*i).is_some_and(|n| *n > 0)
                || p.wrl_points.get(*i).is_some_and(|x| x.0 > 0)
        })
        .collect();
    if as_json {
        let v = json!({
            "round": round.number,
            "tournaments": tours.iter().map(|(name, x, k)| json!({
                "name": name,
                "field": x.field,
                "entries": x.entries,
                "stars": x.stars,
                "winner": winner(x, *k),
            })).collect::<Vec<_>>(),
            "players": who.iter().map(|i| json!({
                "player": names[*i],
                "strength_before": p.strength[*i].0,
                "strength_after": p.strength[*i].1,
                "wrl_points": p.wrl_points[*i].to_f64(),
                "tournaments": p.played[*i],
            })).collect::<Vec<_>>(),
        });
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&v).unwrap_or_default()
        );
        return;
    }
    let _ = writeln!(
        out,
        "{}",
        crate::tr!("gs-cli-played-title", round = round.number)
    );
    for (name, x, k) in &tours {
        let _ = writeln!(
            out,
            "  {}",
            crate::tr!(
                "gs-cli-played-line",
                name = crate::print::sanitize(name),
                field = x.field,
                entries = x.entries,
                stars = x.stars,
                winner = crate::print::sanitize(&winner(x, *k).unwrap_or_default())
            )
        );
    }
    for i in &who {
        let (a, b) = p.strength[*i];
        let _ = writeln!(
            out,
            "  {:<24} {:>4} -> {:>4}  {}",
            crate::print::sanitize(&names[*i]),
            a,
            b,
            crate::tr!(
                "gs-cli-played-wrl",
                points =
                    crate::i18n::localize_decimal(&format!("{:.1}", p.wrl_points[*i].to_f64())),
                count = p.played[*i]
            )
        );
    }
}

/// One match of a bracket as JSON: `{round, a, b, winner, score, set_winners, games, lot,
/// wrl_points, exchange}`, names for `a`, `b` and `winner`.
fn match_json(m: &Played, name: &dyn Fn(usize) -> String) -> Value {
    let r = result_json(&m.result);
    json!({
        "round": m.round,
        "a": name(m.a),
        "b": name(m.b),
        "winner": name(m.winner()),
        "score": r["score"],
        "set_winners": r["set_winners"],
        "games": r["games"],
        "lot": m.result.lot.is_some(),
        "wrl_points": m.wrl.to_f64(),
        "exchange": m.exchange,
    })
}

/// `turnier bracket EV TOURNAMENT [--round N] [--json]`: the bracket of a played tournament,
/// bracket round by bracket round, each match with its sets and games; seeds marked `[1]`.
///
/// # Errors
/// [`CliError::Usage`] for a round not played or a tournament not in its offer or not
/// played (nobody entered).
pub(in crate::cli) fn bracket(
    out: &mut dyn Write,
    t: &Event,
    g: &GrandSlamGame,
    key: &str,
    round_no: Option<u32>,
    as_json: bool,
) -> Result<(), CliError> {
    let last = g.last_played().map_or(0, |r| r.number);
    let n = round_no.unwrap_or(last);
    let Some(round) = g
        .rounds
        .iter()
        .find(|r| r.number == n && r.played.is_some())
    else {
        return Err(CliError::no_round(n, last as usize));
    };
    let k = key.trim();
    let index = match k.parse::<usize>() {
        Ok(i) if (1..=round.offer.len()).contains(&i) => Some(i - 1),
        _ => round
            .offer
            .iter()
            .position(|o| crate::game::same_name_key(&o.name) == crate::game::same_name_key(k)),
    };
    let tour = index.and_then(|i| {
        round
            .played
            .as_ref()
            .and_then(|p| p.tournaments.get(i))
            .and_then(Option::as_ref)
            .map(|x| (i, x))
    });
    let Some((ti, tour)) = tour else {
        let offered: Vec<String> = round.offer.iter().map(|o| o.name.clone()).collect();
        return Err(CliError::Usage(crate::tr!(
            "gs-cli-no-bracket",
            key = format!("{k:?}"),
            round = n,
            offered = offered.join(", ")
        )));
    };
    let names = t.registry.display_names();
    let name = |p: usize| participant_name(g, &names, round, ti, tour, p);
    let tname = &round.offer[ti].name;
    if as_json {
        let v = json!({
            "round": n,
            "tournament": tname,
            "field": tour.field,
            "stars": tour.stars,
            "seeds": tour.draw.seeds.iter().map(|p| name(*p)).collect::<Vec<_>>(),
            "matches": tour.matches.iter().map(|m| match_json(m, &name)).collect::<Vec<_>>(),
        });
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&v).unwrap_or_default()
        );
        return Ok(());
    }
    let _ = writeln!(
        out,
        "{}",
        crate::tr!(
            "gs-cli-bracket-title",
            name = crate::print::sanitize(tname),
            round = n,
            field = tour.field,
            stars = tour.stars
        )
    );
    let shown = |p: usize| {
        let s = crate::print::sanitize(&name(p));
        match tour.draw.seed_of(p) {
            Some(x) => format!("{s} [{x}]"),
            None => s,
        }
    };
    let width = (0..tour.field)
        .map(|p| shown(p).chars().count())
        .max()
        .unwrap_or(8)
        .min(28);
    let rounds = tour.rounds();
    for r in 1..=rounds {
        let _ = writeln!(out, "{}", stage_name(rounds - r + 1));
        for m in tour.matches.iter().filter(|m| m.round == r) {
            let games: Vec<String> = m
                .result
                .sets
                .iter()
                .map(|x| format!("{}:{}", x.games.0, x.games.1))
                .collect();
            let (a, b) = (shown(m.a), shown(m.b));
            let a = if m.winner() == m.a {
                format!("*{a}")
            } else {
                format!(" {a}")
            };
            let b = if m.winner() == m.b {
                format!("*{b}")
            } else {
                format!(" {b}")
            };
            let _ = writeln!(
                out,
                "  {a:<w$}  {b:<w$}  {}:{}  {}",
                m.result.score.0,
                m.result.score.1,
                games.join(" "),
                w = width + 1
            );
        }
    }
    if let Some(w) = tour.winner() {
        let _ = writeln!(
            out,
            "{}",
            crate::tr!("gs-cli-bracket-winner", name = shown(w))
        );
    }
    Ok(())
}

/// The name of a bracket round `left` rounds before the end: Finale, Halbfinale,
/// Viertelfinale, Achtelfinale, else `round of N`.
fn stage_name(left: u32) -> String {
    match left {
        1 => crate::i18n::t("gs-stage-final").to_string(),
        2 => crate::i18n::t("gs-stage-semi").to_string(),
        3 => crate::i18n::t("gs-stage-quarter").to_string(),
        4 => crate::i18n::t("gs-stage-eighth").to_string(),
        n => crate::tr!("gs-stage-last", count = 1u64 << n),
    }
}

/// `5.00`, `5`, `-1.50`, `1,50` as cents.
///
/// # Errors
/// [`CliError::Usage`] for anything else.
pub(in crate::cli) fn parse_cents(text: &str) -> Result<i64, CliError> {
    let bad = || {
        CliError::Usage(crate::tr!(
            "gs-cli-bad-amount",
            amount = format!("{text:?}")
        ))
    };
    crate::grand_slam::apply::parse_money(text).ok_or_else(bad)
}

/// The Masters kind's name for JSON: `group_a`, `group_b`, `semi`, `final`, `third`.
fn kind_key(k: Kind) -> &'static str {
    match k {
        Kind::GroupA => "group_a",
        Kind::GroupB => "group_b",
        Kind::Semi => "semi",
        Kind::Final => "final",
        Kind::Third => "third",
    }
}

/// The last Masters, or the usage error.
fn last_masters(g: &GrandSlamGame) -> Result<&Masters, CliError> {
    g.masters
        .last()
        .ok_or_else(|| CliError::Usage(crate::i18n::t("gs-err-no-masters").to_string()))
}

/// `turnier masters show EV [--json]` (and after `masters play`): the groups' tables (R-G14),
/// every match, the final order. JSON `{after_round, players, fee, groups: {A: [{player, wins,
/// sets: [won, lost], games: [won, lost]}], B}, matches: [{kind, a, b, winner, score, games}],
/// final_order: [names]|null}`, `fee` in cents.
///
/// # Errors
/// [`CliError::Usage`] when there is no Masters.
pub(in crate::cli) fn masters(
    out: &mut dyn Write,
    t: &Event,
    g: &GrandSlamGame,
    as_json: bool,
) -> Result<(), CliError> {
    let m = last_masters(g)?;
    let names = t.registry.display_names();
    let name = |p: usize| names.get(p).cloned().unwrap_or_default();
    let (ga, gb) = m.groups().unwrap_or(([0; 4], [0; 4]));
    let table = |grp: &[usize; 4]| m.table(grp);
    if as_json {
        let lines = |grp: &[usize; 4]| {
            table(grp)
                .iter()
                .map(|l| {
                    json!({"player": name(l.player), "wins": l.wins,
                           "sets": [l.sets.0, l.sets.1], "games": [l.games.0, l.games.1]})
                })
                .collect::<Vec<_>>()
        };
        let v = json!({
            "after_round": m.after_round,
            "players": m.players.iter().map(|p| name(*p)).collect::<Vec<_>>(),
            "fee": m.fee_cents,
            "groups": {"A": lines(&ga), "B": lines(&gb)},
            "matches": m.matches.iter().map(|x| {
                let r = result_json(&x.result);
                json!({"kind": kind_key(x.kind), "a": name(x.a), "b": name(x.b),
                       "winner": name(x.winner()), "score": r["score"], "games": r["games"]})
            }).collect::<Vec<_>>(),
            "final_order": m.final_order().map(|o| o.iter().map(|p| name(*p)).collect::<Vec<_>>()),
        });
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&v).unwrap_or_default()
        );
        return Ok(());
    }
    let _ = writeln!(
        out,
        "{}",
        crate::tr!(
            "gs-cli-masters-title",
            round = m.after_round,
            fee = crate::i18n::localize_decimal(&crate::grand_slam::apply::money(m.fee_cents))
        )
    );
    // The group tables with headings, every column aligned, to be read as tables.
    let wins = |n: u32| crate::tr!("gs-cli-masters-wins", count = n);
    let wins_w = (0..=3)
        .map(|n| wins(n).chars().count())
        .chain([crate::i18n::t("gsf-col-wins").chars().count()])
        .max()
        .unwrap_or(6);
    for (label, grp) in [("A", &ga), ("B", &gb)] {
        let _ = writeln!(out, "{}", crate::tr!("gs-cli-masters-group", group = label));
        let _ = writeln!(
            out,
            "     {:<24} {:<wins_w$}  {:>5}  {:>7}",
            crate::i18n::t("gs-col-player"),
            crate::i18n::t("gsf-col-wins"),
            crate::i18n::t("gsf-col-sets"),
            crate::i18n::t("gsf-col-games"),
        );
        for (i, l) in table(grp).iter().enumerate() {
            let _ = writeln!(
                out,
                "  {}. {:<24} {:<wins_w$}  {:>5}  {:>7}",
                i + 1,
                crate::print::sanitize(&name(l.player)),
                wins(l.wins),
                format!("{}:{}", l.sets.0, l.sets.1),
                format!("{}:{}", l.games.0, l.games.1)
            );
        }
    }
    for x in &m.matches {
        let what = match x.kind {
            Kind::GroupA | Kind::GroupB => crate::i18n::t("gs-cli-masters-kind-group"),
            Kind::Semi => crate::i18n::t("gs-stage-semi"),
            Kind::Final => crate::i18n::t("gs-stage-final"),
            Kind::Third => crate::i18n::t("gs-cli-masters-kind-third"),
        };
        let games: Vec<String> = x
            .result
            .sets
            .iter()
            .map(|s| format!("{}:{}", s.games.0, s.games.1))
            .collect();
        let _ = writeln!(
            out,
            "  {what}: {} - {}  {}:{}  {}",
            crate::print::sanitize(&name(x.a)),
            crate::print::sanitize(&name(x.b)),
            x.result.score.0,
            x.result.score.1,
            games.join(" ")
        );
    }
    match (m.final_order(), m.next_stage()) {
        (Some(o), _) => {
            for (i, p) in o.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "{}",
                    crate::tr!(
                        "gs-cli-masters-place",
                        place = i + 1,
                        name = crate::print::sanitize(&name(*p))
                    )
                );
            }
        }
        (None, Some(stage)) => {
            let key = match stage {
                Stage::Groups => crate::i18n::key("gs-cli-masters-next-groups"),
                Stage::Semis => crate::i18n::key("gs-cli-masters-next-semis"),
                Stage::Finals => crate::i18n::key("gs-cli-masters-next-finals"),
            };
            let _ = writeln!(out, "{}", crate::i18n::t(key));
        }
        (None, None) => {}
    }
    Ok(())
}

/// After `masters start`, so the GM can check and overrule it: each WRL tie the start settled
/// among the qualifiers or at the 8th place (equal quotients go by registration order, R-G9;
/// rule 12: the GM may decide otherwise), and each qualifier's subscription account the fee
/// took below 0.
pub(in crate::cli) fn masters_started(out: &mut dyn Write, t: &Event, g: &GrandSlamGame) {
    let Some(m) = g.masters.last() else { return };
    let names = t.registry.display_names();
    let name = |p: &usize| crate::print::sanitize(&names.get(*p).cloned().unwrap_or_default());
    let wrl = g.wrl(m.after_round + 1);
    let mut i = 0;
    while i < wrl.len() {
        let rank = wrl[i].rank;
        let j = i + wrl[i..].iter().take_while(|l| l.rank == rank).count();
        if j - i > 1 && rank as usize <= m.players.len() {
            let tied: Vec<usize> = wrl[i..j].iter().map(|l| l.key).collect();
            let (inside, outside): (Vec<usize>, Vec<usize>) =
                tied.iter().partition(|p| m.players.contains(p));
            let all: Vec<String> = tied.iter().map(name).collect();
            let q = wrl[i].quotient;
            let quotient = *q.numer() as f64 / (*q.denom()).max(1) as f64;
            let quotient = crate::i18n::localize_decimal(&format!("{quotient:.3}"));
            let text = if outside.is_empty() {
                crate::tr!(
                    "gsf-masters-tie",
                    names = all.join(", "),
                    from = rank,
                    to = rank + all.len() as u32 - 1,
                    quotient = quotient
                )
            } else {
                crate::tr!(
                    "gsf-masters-tie-cut",
                    names = all.join(", "),
                    from = rank,
                    quotient = quotient,
                    count = inside.len(),
                    qualified = inside.iter().map(name).collect::<Vec<_>>().join(", "),
                    out = outside.iter().map(name).collect::<Vec<_>>().join(", ")
                )
            };
            let _ = writeln!(out, "{text}");
        }
        i = j;
    }
    for p in &m.players {
        let cents = g.accounts.get(*p).copied().unwrap_or(0);
        if cents < 0 {
            let _ = writeln!(
                out,
                "{}",
                crate::tr!(
                    "gsf-masters-negative",
                    name = name(p),
                    balance =
                        crate::i18n::localize_decimal(&crate::grand_slam::apply::money(cents))
                )
            );
        }
    }
}

/// `turnier masters certificates EV`: a certificate (Urkunde) for each of the Masters' first
/// three (11), as text: one per page, pages separated by a form feed.
///
/// # Errors
/// [`CliError::Usage`] when there is no Masters or its final is not played.
pub(in crate::cli) fn certificates(
    out: &mut dyn Write,
    t: &Event,
    g: &GrandSlamGame,
) -> Result<(), CliError> {
    let m = last_masters(g)?;
    let Some(order) = m.final_order() else {
        return Err(CliError::Usage(
            crate::i18n::t("gs-cli-no-certificates").to_string(),
        ));
    };
    let names = t.registry.display_names();
    let season = m.after_round / crate::grand_slam::model::SEASON_ROUNDS;
    for (i, p) in order.iter().take(3).enumerate() {
        if i > 0 {
            let _ = write!(out, "\u{c}");
        }
        let lines = [
            String::new(),
            center(crate::i18n::t("gs-cert-title")),
            String::new(),
            center(&crate::tr!(
                "gs-cert-masters",
                season = season,
                round = m.after_round
            )),
            center(&crate::print::sanitize(&t.name)),
            String::new(),
            center(&crate::print::sanitize(&names[*p])),
            String::new(),
            center(&crate::tr!("gs-cert-place", place = i + 1)),
            String::new(),
            String::new(),
            center(crate::i18n::t("gs-cert-signature")),
        ];
        for l in lines {
            let _ = writeln!(out, "{}", l.trim_end());
        }
    }
    Ok(())
}

/// `s` centred in 72 columns.
fn center(s: &str) -> String {
    let n = s.chars().count();
    format!("{}{s}", " ".repeat(72usize.saturating_sub(n) / 2))
}

/// The refusal of a command about tables or drops at a Grand Slam game.
pub(in crate::cli) fn no_tables(command: &str) -> CliError {
    CliError::Usage(crate::tr!("gs-cli-no-tables", command = command))
}

/// One line of the WRL as `standings --json` gives it (6.3).
#[derive(serde::Serialize)]
struct WrlJson {
    rank: u32,
    player: String,
    strength: u32,
    wrl_points: f64,
    denominator: u32,
    quotient: f64,
}

/// The WRL after round `after` (0: before round 1): `(rank, player index, strength, points,
/// denominator, quotient)` per ranked player. With `asked` (`--round N`) the strength is the
/// one round `after` left, before a change of season that followed it, whether or not the
/// next round is played (so `--round N` gives the same list before and after round `N + 1`);
/// without, the current strength.
pub fn wrl_rows(
    g: &GrandSlamGame,
    after: u32,
    asked: bool,
) -> Vec<(u32, usize, u32, Tenths, u32, f64)> {
    g.wrl(after + 1)
        .into_iter()
        .map(|l| {
            let strength = if !asked {
                g.players[l.key].strength
            } else {
                g.rounds
                    .iter()
                    .find(|r| r.number == after)
                    .and_then(|r| r.played.as_ref())
                    .and_then(|p| p.strength.get(l.key))
                    .map_or(g.players[l.key].strength, |s| s.1)
            };
            let q = *l.quotient.numer() as f64 / *l.quotient.denom() as f64;
            (
                l.rank,
                l.key,
                strength,
                l.points,
                l.denominator,
                (q * 1000.0).round() / 1000.0,
            )
        })
        .collect()
}

/// `turnier standings EV [--round N] [--json]` at a Grand Slam game: the WRL (6.3, R-G9)
/// after round N (default: the last played). JSON `[{rank, player, strength, wrl_points,
/// denominator, quotient}]`, `wrl_points` to one decimal, `quotient` rounded to 3 decimals;
/// text: a table with the same columns.
///
/// # Errors
/// [`CliError::no_round`] for a round not played.
pub(in crate::cli) fn standings(
    out: &mut dyn Write,
    t: &Event,
    g: &GrandSlamGame,
    round: Option<u32>,
    json: bool,
) -> Result<(), CliError> {
    let played = g.last_played().map_or(0, |r| r.number);
    if let Some(n) = round.filter(|n| *n == 0 || *n > played) {
        return Err(CliError::no_round(n, played as usize));
    }
    let after = round.unwrap_or(played);
    let rows = wrl_rows(g, after, round.is_some());
    let names = t.registry.display_names();
    if json {
        let v: Vec<WrlJson> = rows
            .iter()
            .map(|(rank, p, strength, points, d, q)| WrlJson {
                rank: *rank,
                player: names[*p].clone(),
                strength: *strength,
                wrl_points: points.to_f64(),
                denominator: *d,
                quotient: *q,
            })
            .collect();
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&v).unwrap_or_default()
        );
        return Ok(());
    }
    let _ = writeln!(out, "{}", crate::tr!("gs-wrl-title", round = after));
    let w = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(6)
        .clamp(6, 30);
    let _ = writeln!(
        out,
        "{:>5}  {:<w$}  {:>7}  {:>6}  {:>6}  {:>8}",
        crate::i18n::t("gs-col-rank"),
        crate::i18n::t("gs-col-player"),
        crate::i18n::t("gs-col-strength"),
        crate::i18n::t("gs-col-points"),
        crate::i18n::t("gs-col-denominator"),
        crate::i18n::t("gs-col-quotient"),
    );
    for (rank, p, strength, points, d, q) in &rows {
        let _ = writeln!(
            out,
            "{:>5}  {:<w$}  {:>7}  {:>6}  {:>6}  {:>8}",
            rank,
            crate::print::sanitize(&names[*p]),
            strength,
            crate::i18n::localize_decimal(&format!("{:.1}", points.to_f64())),
            d,
            crate::i18n::localize_decimal(&format!("{q:.3}")),
        );
    }
    if rows.is_empty() {
        let _ = writeln!(out, "{}", crate::i18n::t("gs-wrl-empty"));
    }
    Ok(())
}

/// The Grand Slam game of `t` (the registry hands [`Cli`] only those).
fn grand_slam_game(t: &Event) -> Result<&GrandSlamGame, CliError> {
    crate::cli::call::grand_slam_game(t)
}

/// Whether audit entry `a` is a Grand Slam entry that rule 10 corrected (R-G2): its
/// `correction` argument is `gs-audit-corrected`.
fn corrected_entry(a: &crate::game::AuditEntry) -> bool {
    use crate::game::{Msg, MsgArg};
    let Some(Msg::Key { key, args }) = &a.msg else {
        return false;
    };
    key == "gs-audit-entry"
        && args.iter().any(|(name, v)| {
            name == "correction"
                && matches!(v, MsgArg::Msg(m) if matches!(&**m, Msg::Key { key, .. } if key == "gs-audit-corrected"))
        })
}

/// The command line's part of a Grand Slam game ([`crate::cli::system::SystemCli`]): no tables
/// and no drops, entries and distributions instead.
pub(in crate::cli) struct Cli;

impl crate::cli::system::SystemCli for Cli {
    fn new_game(
        &self,
        event: &str,
        data_dir: &std::path::Path,
        args: &crate::cli::system::NewArgs,
    ) -> Result<crate::cli::system::New, CliError> {
        args.refuse_football()?;
        args.refuse_deich()?;
        args.refuse_muck()?;
        let path = crate::cli::call::path_of(event, data_dir)?;
        let said = created(&path);
        Ok(crate::cli::system::New {
            path,
            game: crate::game::Game::GrandSlam(GrandSlamGame::default()),
            seed: crate::cli::system::fresh_seed(),
            said,
        })
    }

    fn no_tables(&self, command: &str, _instead: &str) -> CliError {
        no_tables(command)
    }

    /// A letter's distributions for the round being prepared (R-G1, R-G13).
    fn letter(
        &self,
        t: &Event,
        letter: &crate::letter::Letter,
    ) -> Result<crate::letter::Reading, CliError> {
        let g = crate::cli::call::grand_slam_game(t)?;
        Ok(crate::grand_slam::letter::read(&t.registry, g, letter))
    }

    fn drop_command(
        &self,
        _t: &Event,
        _player: &str,
        back: bool,
    ) -> Result<crate::game::Command, CliError> {
        Err(self.no_tables(if back { "undrop" } else { "drop" }, "lineup"))
    }

    fn import_commands(
        &self,
        t: &Event,
        f: &crate::cli::system::Files,
        how: crate::cli::system::How,
    ) -> Result<Vec<crate::game::Command>, CliError> {
        use crate::cli::call::read_csv;
        use crate::cli::system::bad;
        crate::cli::system::refuse_lineups(t, f)?;
        Ok(if let Some(p) = &f.entries {
            crate::import::grand_slam::entries(t, read_csv(p)?).map_err(bad(p))?
        } else if let Some(p) = &f.players {
            crate::import::grand_slam::players(t, read_csv(p)?, how.allow_duplicate_names)
                .map_err(bad(p))?
        } else if f.results.is_some() || f.entrants.is_some() {
            return Err(CliError::Usage(crate::tr!("gs-cli-import")));
        } else {
            crate::cli::system::refuse_bids(t, f)?;
            return Err(crate::cli::system::nothing_to_import());
        })
    }

    fn imported(
        &self,
        out: &mut dyn Write,
        before: &Event,
        after: &Event,
        f: &crate::cli::system::Files,
        path: &std::path::Path,
    ) {
        let Some(g) = after.grand_slam() else {
            return;
        };
        let gs_players = f.entries.is_none() && f.players.is_some();
        let n = after.audit.len() - before.audit.len();
        // Every player a players file registered, not only the last, so the GM can check
        // the file's names against the letters.
        let had = before.grand_slam().map_or(0, |x| x.players.len());
        let what = if gs_players {
            let names: Vec<&str> = g.players[had.min(g.players.len())..]
                .iter()
                .map(|p| p.name.as_str())
                .collect();
            crate::tr!(
                "gsf-imported-players",
                count = names.len(),
                names = names.join(", ")
            )
        } else {
            crate::cli::call::last_what(after)
        };
        crate::cli::call::say(
            out,
            crate::tr!(
                "cli-imported-lines",
                count = n,
                what = what,
                path = path.display().to_string()
            ),
        );
        if !gs_players {
            // Every rule-10 correction of an entries file, not only the last line's
            // (R-G2): the GM sees each set that was changed.
            let new = &after.audit[before.audit.len().min(after.audit.len())..];
            for a in new.iter().take(new.len().saturating_sub(1)) {
                if corrected_entry(a) {
                    crate::cli::call::say(out, format!("  {}", a.text()));
                }
            }
        }
    }

    fn standings(
        &self,
        out: &mut dyn Write,
        t: &Event,
        _path: &std::path::Path,
        round: Option<u32>,
        json: bool,
    ) -> Result<(), CliError> {
        standings(out, t, grand_slam_game(t)?, round, json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grand_slam::r#match::SetReason;

    #[test]
    fn the_correction_reads_as_the_issue_says() {
        let c = Correction {
            direction: Direction::TooMany,
            steps: vec![(1, 5)],
        };
        assert_eq!(correction_text(&c), "too many: 5 taken from set 1");
        let c = Correction {
            direction: Direction::TooMany,
            steps: vec![(1, 8), (2, 1)],
        };
        assert_eq!(
            correction_text(&c),
            "too many: 8 taken from set 1, 1 from set 2"
        );
    }

    fn said(f: impl FnOnce(&mut Vec<u8>)) -> String {
        let mut out = Vec::new();
        f(&mut out);
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn the_tools_speak_german_and_their_json_stays_english() {
        use crate::i18n::english_words;
        let de = |f: &dyn Fn(&mut Vec<u8>)| with_lang(Lang::De, || said(f));
        let en = |f: &dyn Fn(&mut Vec<u8>)| with_lang(Lang::En, || said(f));
        let mut all = Vec::new();
        for (sets, strength) in [
            ("30,25,21,13,11", 100),
            ("38,25,21,13,11", 100),
            ("25,25,21,13,11", 95),
            ("1,2,3,4", 10),
            ("1,2,3,4,5", 10),
            ("10,20,30,5,1", 60),
            ("10,20,30,0,1,5", 60),
        ] {
            let text = de(&|o| distribution(o, sets, strength, false));
            all.push(text);
            let json = |o: &mut Vec<u8>| distribution(o, sets, strength, true);
            assert_eq!(de(&json), en(&json), "JSON is the same in German: {sets}");
        }
        assert_eq!(all[0], "gültig\n");
        assert_eq!(
            all[1],
            "zu viele: 8 von Satz 1 abgezogen; korrigiert auf 30,25,21,13,11\n"
        );
        let pairs = [
            ("30,25,21,13,11", "29,26,20,14,11"),
            ("30,25,21,13,11", "30,25,21,13,11"),
            ("20,20,20,20,20", "30,30,10,10,10"),
            ("40,30,20,5,5", "30,40,5,20,5"),
        ];
        for (a, b) in pairs {
            for lots in [vec![], vec!["A".to_string()], vec!["B".to_string()]] {
                all.push(de(&|o| r#match(o, a, b, &lots, false).expect("a match")));
                let json = |o: &mut Vec<u8>| r#match(o, a, b, &lots, true).expect("a match");
                assert_eq!(de(&json), en(&json), "JSON is the same in German: {a} {b}");
            }
        }
        with_lang(Lang::De, || {
            for reason in [
                SetReason::Higher,
                SetReason::PairBehind { partner: 2 },
                SetReason::PairWouldTrail {
                    partner: 2,
                    decider: 3,
                },
                SetReason::PairSecond { first: 1 },
                SetReason::LowestSet { a: 11, b: 11 },
                SetReason::Lot,
            ] {
                all.push(texts::reason(reason, "B"));
            }
            let c = Correction {
                direction: Direction::TooFew,
                steps: vec![(5, 4), (4, 1)],
            };
            all.push(correction_text(&c));
            assert_eq!(
                correction_text(&c),
                "zu wenige: 4 zu Satz 5 hinzugefügt, 1 zu Satz 4"
            );
            for e in [
                r#match(&mut Vec::new(), "1,2", "1,2,3,4,5", &[], false),
                r#match(
                    &mut Vec::new(),
                    "1,2,3,4,5",
                    "1,2,3,4,5",
                    &["A".into(), "B".into()],
                    false,
                ),
            ] {
                let Err(CliError::Usage(e)) = e else {
                    panic!("refused");
                };
                all.push(e);
            }
        });
        let text = all.join("\n");
        assert!(text.contains("Satz 1:"), "{text}");
        assert!(text.contains(" gewinnt "), "{text}");
        assert!(text.contains("braucht ein Los"), "{text}");
        let found = english_words(&text);
        assert!(found.is_empty(), "English words {found:?} in\n{text}");
    }

    #[test]
    fn every_reason_has_words() {
        let r = texts::reason(
            SetReason::PairWouldTrail {
                partner: 2,
                decider: 3,
            },
            "B",
        );
        assert_eq!(
            r,
            "tied, pair with set 2, level in sets: to B, who loses set 3 (4.3.1)"
        );
    }
}
