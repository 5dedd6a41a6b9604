//! The Deich side of the command line: the NMR setting of `new`, what an import says, a bid,
//! the evaluation of a round and the standings as text and JSON.

use crate::cli::error::CliError;
use crate::deich::ranking::Placed;
use crate::deich::{DeichGame, DeichSettings, Fp, Nmr, Race, RoundOutcome};
use crate::game::{Event, PlayerId, Registry, RoundNo};
use crate::print::{self, DocumentKind, Format};
use crate::tr;
use clap::Args;
use serde::Serialize;
use serde_json::{Map, Value, json};
use std::io::Write;
use std::path::Path;

/// Deich settings of `new` (R-D3).
#[derive(Debug, Args)]
pub struct DeichArgs {
    /// Deich: what an NMR does (R-D3): b (default, counts as a bid of 0) or a (out at once).
    #[arg(long, value_name = "a|b", value_parser = |s: &str| s.parse::<Nmr>())]
    pub nmr: Option<Nmr>,
}

impl DeichArgs {
    /// Whether any Deich setting was given (an error for another system).
    pub fn any(&self) -> bool {
        self.nmr.is_some()
    }

    /// The settings.
    pub fn settings(&self) -> DeichSettings {
        DeichSettings {
            nmr: self.nmr.unwrap_or_default(),
        }
    }
}

/// The refusal of `--nmr` for another system.
pub(in crate::cli) const NOT_DEICH: &str = "new: --nmr is a Deich setting; use --system deich";

/// What `new` says after creating a Deich race at `path`.
pub(in crate::cli) fn created(path: &Path, s: &DeichSettings) -> String {
    tr!(
        "deich-cli-created",
        path = path.display().to_string(),
        variant = s.nmr.to_string(),
        ruling = DeichSettings::NMR.ruling
    )
}

/// The answer to an import at a Deich race: players added (with their start FP set), or
/// bids taken for the open round.
pub(in crate::cli) fn imported(before: &Event, after: &Event, bids: bool) -> String {
    if bids {
        let n = after.audit.len() - before.audit.len();
        let round = after.audit.last().and_then(|a| a.round);
        return tr!(
            "deich-cli-imported-bids",
            count = n,
            round = round.map_or("?".to_string(), |r| r.to_string())
        );
    }
    let added = after.registry.participants.len() - before.registry.participants.len();
    tr!(
        "deich-cli-imported-players",
        added = added,
        count = after.registry.participants.len()
    )
}

fn name(reg: &Registry, p: PlayerId) -> String {
    reg.display_name(p)
}

fn fp_map(reg: &Registry, v: &[(PlayerId, Fp)]) -> Value {
    let mut m = Map::new();
    for (p, fp) in v {
        m.insert(name(reg, *p), json!(fp.0));
    }
    Value::Object(m)
}

#[derive(Serialize)]
struct RoundJson {
    round: u32,
    spent: Value,
    fp: Value,
    bonus: Option<String>,
    eliminated: Vec<OutJson>,
    finished: bool,
}

#[derive(Serialize)]
struct OutJson {
    name: String,
    reason: &'static str,
    fp_left: u64,
    participated: bool,
}

/// One evaluated round as JSON: `{round, spent: {name: fp}, fp: {name: fp}, bonus:
/// name|null, eliminated: [{name, reason, fp_left, participated}], finished}`; `fp` lists
/// those still in. Names as the lists show them (`#id` where shared).
pub fn round_json(
    reg: &Registry,
    n: RoundNo,
    o: &RoundOutcome<PlayerId>,
    finished: bool,
) -> String {
    let v = RoundJson {
        round: n.0,
        spent: fp_map(reg, &o.spent),
        fp: fp_map(reg, &o.fp),
        bonus: o.bonus.map(|b| name(reg, b)),
        eliminated: o
            .eliminated
            .iter()
            .map(|e| OutJson {
                name: name(reg, e.who),
                reason: e.reason.key(),
                fp_left: e.fp_left.0,
                participated: e.participated,
            })
            .collect(),
        finished,
    };
    serde_json::to_string_pretty(&v).unwrap_or_default()
}

/// `evaluate`: what the round did, as JSON or as the forum post's text.
///
/// # Errors
/// [`CliError::Print`] if the round's post cannot be built.
/// The players still in who have no bid in the open round, as the line `evaluate` prints
/// before the post: `NMR (no bid): Okko, Tjark: under b a bid of 0 (R-D3)`; `None` when
/// every player has bid.
pub(in crate::cli) fn nmr_words(t: &Event, g: &DeichGame) -> Option<String> {
    let race = g.race(&t.registry);
    let round = race.open_round()?;
    let nmr: Vec<String> = race
        .fp()
        .iter()
        .map(|(p, _)| *p)
        .filter(|p| g.bids.latest(round, p).is_none())
        .map(|p| t.registry.display_name(p))
        .collect();
    if nmr.is_empty() {
        return None;
    }
    let what = match g.settings.nmr.key() {
        "a" => crate::i18n::t("deich-cli-nmr-a"),
        _ => crate::i18n::t("deich-cli-nmr-b"),
    };
    Some(tr!(
        "deich-cli-nmr",
        round = round.0,
        names = nmr.join(", "),
        what = what
    ))
}

pub(in crate::cli) fn evaluated(
    out: &mut dyn Write,
    t: &Event,
    g: &DeichGame,
    json: bool,
) -> Result<(), CliError> {
    let race = g.race(&t.registry);
    let n = RoundNo(g.evaluated);
    if json {
        if let Some(o) = race.rounds.last() {
            let _ = writeln!(out, "{}", round_json(&t.registry, n, o, race.finished));
        }
        return Ok(());
    }
    let doc = print::build(t, DocumentKind::Round, Some(n))?;
    let _ = write!(out, "{}", print::render(&doc, Format::Text));
    Ok(())
}

#[derive(Serialize)]
struct Running {
    name: String,
    fp: u64,
}

#[derive(Serialize)]
struct Final {
    place: u32,
    name: String,
    fp: u64,
    out_round: Option<u32>,
    reason: Option<&'static str>,
}

/// The standings as JSON: while the race runs `[{name, fp}]` of those in, then those out
/// (the order so far); once it is over `[{place, name, fp, out_round, reason}]` in the final
/// order (R-D4), `fp` the remaining FP.
pub fn standings_json(reg: &Registry, race: &Race<PlayerId>) -> String {
    let order: Vec<Placed<PlayerId>> = race.order();
    let v = if race.finished {
        serde_json::to_value(
            order
                .iter()
                .map(|x| Final {
                    place: x.place,
                    name: name(reg, x.entry.who),
                    fp: x.entry.fp.0,
                    out_round: x.entry.out.map(|o| o.round.0),
                    reason: x.entry.out.map(|o| o.reason.key()),
                })
                .collect::<Vec<_>>(),
        )
    } else {
        serde_json::to_value(
            order
                .iter()
                .map(|x| Running {
                    name: name(reg, x.entry.who),
                    fp: x.entry.fp.0,
                })
                .collect::<Vec<_>>(),
        )
    };
    v.ok()
        .and_then(|v| serde_json::to_string_pretty(&v).ok())
        .unwrap_or_default()
}

/// `standings`: after round `round` (default every evaluated round), as text or JSON.
///
/// # Errors
/// [`CliError::Print`] for a round that was not evaluated.
pub(in crate::cli) fn standings(
    out: &mut dyn Write,
    t: &Event,
    g: &DeichGame,
    round: Option<u32>,
    json: bool,
) -> Result<(), CliError> {
    if let Some(n) = round.filter(|n| *n == 0 || *n > g.evaluated) {
        return Err(CliError::no_round(n, g.evaluated as usize));
    }
    if json {
        let race = g.race_after(&t.registry, round.unwrap_or(g.evaluated));
        let _ = writeln!(out, "{}", standings_json(&t.registry, &race));
        return Ok(());
    }
    let doc = print::build(t, DocumentKind::Standings, round.map(RoundNo))?;
    let _ = write!(out, "{}", print::render(&doc, Format::Text));
    Ok(())
}

/// The Deich race of `t` (the registry hands [`Cli`] only those).
fn deich_game(t: &Event) -> Result<&DeichGame, CliError> {
    crate::cli::call::deich_game(t)
}

/// The command line's part of an Ostfriesischer Deich race ([`crate::cli::system::SystemCli`]):
/// no tables (the trait's refusals are its words), bids instead of results.
pub(in crate::cli) struct Cli;

impl crate::cli::system::SystemCli for Cli {
    /// A race has no tables: bids and the round's print instead.
    fn no_tables(&self, command: &str, _instead: &str) -> CliError {
        crate::cli::call::no_tables(command)
    }

    /// A letter's bid for the open round (R-D1).
    fn letter(
        &self,
        t: &Event,
        letter: &crate::letter::Letter,
    ) -> Result<crate::letter::Reading, CliError> {
        Ok(crate::deich::letter::read(&t.registry, letter))
    }

    fn new_game(
        &self,
        event: &str,
        data_dir: &Path,
        args: &crate::cli::system::NewArgs,
    ) -> Result<crate::cli::system::New, CliError> {
        args.refuse_football()?;
        args.refuse_muck()?;
        let path = crate::cli::call::path_of(event, data_dir)?;
        let s = args.deich.settings();
        let said = created(&path, &s);
        // A race draws nothing: its seed stays 0.
        Ok(crate::cli::system::New {
            path,
            game: crate::game::Game::Deich(DeichGame::new(s)),
            seed: 0,
            said,
        })
    }

    fn result_command(
        &self,
        _t: &Event,
        _e: &crate::cli::system::Entered<'_>,
    ) -> Result<crate::game::Command, CliError> {
        Err(CliError::Usage(tr!("cli-result-deich")))
    }

    fn evaluate(
        &self,
        out: &mut dyn Write,
        s: &mut crate::session::Session,
        path: &Path,
        json: bool,
    ) -> Result<(), CliError> {
        // Who sent no bid is an NMR: said before the post, as the desk asks.
        let nmr = nmr_words(s.tournament(), deich_game(s.tournament())?);
        let cmd = crate::game::Command::Deich(crate::deich::DeichCommand::Evaluate);
        let next = crate::cli::call::commit(s, vec![cmd])?;
        if let (Some(words), false) = (nmr, json) {
            crate::cli::call::say(out, words);
        }
        if let Some(g) = next.deich() {
            evaluated(out, next, g, json)?;
        }
        if !json {
            crate::cli::call::say(out, tr!("cli-saved", path = path.display().to_string()));
        }
        Ok(())
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
        crate::cli::system::refuse_entries(t, f)?;
        Ok(if let Some(p) = &f.bids {
            crate::import::deich_bids(t, read_csv(p)?).map_err(bad(p))?
        } else if let Some(p) = &f.players {
            crate::import::deich_players(t, read_csv(p)?, how.allow_duplicate_names)
                .map_err(bad(p))?
        } else if f.results.is_some() {
            return Err(CliError::Usage(tr!("cli-import-deich-results")));
        } else if let Some(p) = &f.entrants {
            vec![crate::import::entrants(read_csv(p)?).map_err(bad(p))?]
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
        crate::cli::call::say(out, crate::cli::call::saved(&said, path));
    }

    fn standings(
        &self,
        out: &mut dyn Write,
        t: &Event,
        _path: &Path,
        round: Option<u32>,
        json: bool,
    ) -> Result<(), CliError> {
        standings(out, t, deich_game(t)?, round, json)
    }
}
