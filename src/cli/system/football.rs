//! The Turnierfußball side of the command line: the settings of `new`, lineups, the evaluation,
//! the table and the ranking list as text and JSON, and the quick check of a lineups file
//! without an event. JSON numbers are full-precision decimals.

use crate::cli::error::CliError;
use crate::football::series::{TournamentView, ranking, tournament};
use crate::football::{FootballCommand, FootballGame, FootballSettings, Mode, Tournament};
use crate::game::{Command, Event, Game, Registry, RoundNo, apply};
use crate::i18n::{self, Lang};
use crate::print::{self, DocumentKind, text};
use crate::tr;
use chrono::{DateTime, Utc};
use clap::Args;
use num_traits::ToPrimitive;
use serde::Serialize;
use std::io::Write;
use std::path::Path;

/// Turnierfußball settings of `new` (`turnierfussball.txt`; R-F1, R-F8).
#[derive(Debug, Args)]
pub struct FootballArgs {
    /// Football: WP of the first tournament, 10..300 (default 150).
    #[arg(long, value_name = "N")]
    pub wp: Option<u32>,
    /// Football: the manager whose tournament win brings an anti-tournament (R-F8).
    #[arg(long, value_name = "NAME")]
    pub anti_manager: Option<String>,
    /// Football: `expectation` (Anhang B, default) or `dice` (Anhang A).
    #[arg(long, value_parser = |s: &str| s.parse::<Mode>())]
    pub mode: Option<Mode>,
    /// Football, dice mode: plays of every game (default 100).
    #[arg(long, value_name = "N")]
    pub dice_games: Option<u32>,
}

impl FootballArgs {
    /// Whether any Turnierfußball setting was given (an error for another system).
    pub fn any(&self) -> bool {
        self.wp.is_some()
            || self.anti_manager.is_some()
            || self.mode.is_some()
            || self.dice_games.is_some()
    }

    /// The settings, checked.
    ///
    /// # Errors
    /// [`CliError::Usage`] naming the setting and the allowed values.
    pub fn settings(&self) -> Result<FootballSettings, CliError> {
        let d = FootballSettings::default();
        let s = FootballSettings {
            wp: self.wp.unwrap_or(d.wp),
            mode: self.mode.unwrap_or(d.mode),
            dice_games: self.dice_games.unwrap_or(d.dice_games),
            anti_manager: self.anti_manager.as_ref().map(|m| m.trim().to_string()),
        };
        s.validate().map_err(|e| CliError::Usage(e.to_string()))?;
        Ok(s)
    }
}

/// What `new` says after creating a series.
pub(in crate::cli) fn created(path: &Path, s: &FootballSettings) -> String {
    tr!(
        "football-cli-created",
        path = path.display().to_string(),
        wp = s.wp,
        mode = s.mode.to_string(),
        anti = s
            .anti_manager
            .as_ref()
            .map(|m| tr!("football-cli-created-anti", name = m.as_str()))
            .unwrap_or_default()
    )
}

/// One team of `table --json`.
#[derive(Debug, Serialize)]
struct TeamJson {
    place: u32,
    team: String,
    manager: String,
    submitted: [u32; 5],
    lineup: [u32; 5],
    corrections: Vec<String>,
    points: f64,
    goals_for: f64,
    goals_against: f64,
    goal_diff: f64,
    rlp: Option<f64>,
}

/// A wish outside 10..300 in `table --json`: ignored, its lineup counts (R-F7).
#[derive(Debug, Serialize)]
struct IgnoredWishJson {
    team: String,
    manager: String,
    wish: u32,
}

/// `table --json`: `{round, wp, anti, teams: [...], next_wp, anti_next}`, and
/// `ignored_wishes` where a wish was ignored.
#[derive(Debug, Serialize)]
struct TableJson {
    round: Option<u32>,
    wp: u32,
    anti: bool,
    teams: Vec<TeamJson>,
    next_wp: Option<u32>,
    anti_next: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    ignored_wishes: Vec<IgnoredWishJson>,
}

fn table_json(v: &TournamentView, reg: &Registry, round: Option<u32>) -> TableJson {
    TableJson {
        round,
        wp: v.wp,
        anti: v.tournament == Tournament::Anti,
        teams: v
            .standings
            .iter()
            .map(|s| {
                let t = &v.teams[s.team];
                TeamJson {
                    place: s.place,
                    team: t.team.clone(),
                    manager: reg.name_of(t.manager),
                    submitted: t.submitted.0,
                    lineup: t.played.lineup.0,
                    // JSON stays English (a contract).
                    corrections: i18n::with_lang(Lang::En, || {
                        t.played
                            .corrections
                            .iter()
                            .map(print::football_correction_words)
                            .collect()
                    }),
                    points: s.points,
                    goals_for: s.goals_for,
                    goals_against: s.goals_against,
                    goal_diff: s.goal_diff(),
                    rlp: s.rlp.and_then(|r| r.to_f64()),
                }
            })
            .collect(),
        next_wp: v.next_wp.map(|(wp, _)| wp),
        anti_next: v.anti_next,
        ignored_wishes: v
            .wishes
            .ignored
            .iter()
            .map(|w| IgnoredWishJson {
                team: w.team.clone(),
                manager: reg.name_of(w.manager),
                wish: w.wish,
            })
            .collect(),
    }
}

fn json<T: Serialize>(out: &mut dyn Write, v: &T) {
    let _ = writeln!(
        out,
        "{}",
        serde_json::to_string_pretty(v).unwrap_or_default()
    );
}

/// Prints a table document as plain text: its header line, then the list and the notes.
fn print_doc(out: &mut dyn Write, doc: &print::Document) {
    let _ = writeln!(out, "{}: {} ({})", doc.event, doc.title, doc.subtitle);
    let _ = writeln!(out);
    let _ = write!(out, "{}", text::plain(doc, doc.kind.text_width()));
}

/// `table EV [--round N] [--anti] [--json]`.
///
/// # Errors
/// No such round, or no anti-tournament in it.
pub(in crate::cli) fn table(
    out: &mut dyn Write,
    t: &Event,
    g: &FootballGame,
    round: Option<u32>,
    anti: bool,
    as_json: bool,
) -> Result<(), CliError> {
    let n = match round {
        Some(n) => RoundNo(n),
        None => g
            .last_evaluated()
            .or(g.rounds.last())
            .map(|r| r.number)
            .unwrap_or(RoundNo(1)),
    };
    if g.round(n).is_none() {
        return Err(CliError::no_round(n.0, g.rounds.len()));
    }
    let which = if anti {
        Tournament::Anti
    } else {
        Tournament::Normal
    };
    let Some(v) = tournament(g, &t.registry, t.seed, n, which) else {
        return Err(CliError::Usage(tr!("football-cli-no-anti", round = n.0)));
    };
    if as_json {
        json(out, &table_json(&v, &t.registry, Some(n.0)));
    } else {
        let kind = if anti {
            DocumentKind::AntiTable
        } else {
            DocumentKind::Table
        };
        print_doc(out, &print::build(t, kind, Some(n))?);
    }
    Ok(())
}

/// One line of `standings --json`.
#[derive(Debug, Serialize)]
struct RankJson {
    rank: u32,
    manager: String,
    rlp: f64,
    active: bool,
    last_round: Option<i64>,
}

/// `standings EV [--round N] [--json]`: the ranking list (R-F5, R-F9).
///
/// # Errors
/// `--round` names no evaluated round.
pub(in crate::cli) fn standings(
    out: &mut dyn Write,
    t: &Event,
    g: &FootballGame,
    round: Option<u32>,
    as_json: bool,
) -> Result<(), CliError> {
    let Some(list) = ranking(g, &t.registry, t.seed, round.map(RoundNo)) else {
        return Err(CliError::Usage(tr!(
            "football-cli-not-evaluated",
            round = round.unwrap_or(0)
        )));
    };
    if as_json {
        let rows: Vec<RankJson> = list
            .iter()
            .map(|r| RankJson {
                rank: r.rank,
                manager: t.registry.name_of(r.manager),
                rlp: r.rlp.to_f64().unwrap_or(0.0),
                active: r.active,
                last_round: (r.last_round > i64::MIN / 4).then_some(r.last_round),
            })
            .collect();
        json(out, &rows);
    } else {
        print_doc(
            out,
            &print::build(t, DocumentKind::RankingList, round.map(RoundNo))?,
        );
    }
    Ok(())
}

/// `evaluate --json`: the tables of the evaluated round and the next round's WP.
#[derive(Debug, Serialize)]
struct EvaluatedJson {
    round: u32,
    tables: Vec<TableJson>,
    next_round: u32,
    next_wp: u32,
    anti_wp: Option<u32>,
}

/// What `evaluate` prints after the round `round` was evaluated in `t`.
pub(in crate::cli) fn evaluated(
    out: &mut dyn Write,
    t: &Event,
    g: &FootballGame,
    round: RoundNo,
    as_json: bool,
) -> Result<(), CliError> {
    let views: Vec<TournamentView> = [Tournament::Normal, Tournament::Anti]
        .into_iter()
        .filter_map(|w| tournament(g, &t.registry, t.seed, round, w))
        .collect();
    let next = g.rounds.last();
    if as_json {
        json(
            out,
            &EvaluatedJson {
                round: round.0,
                tables: views
                    .iter()
                    .map(|v| table_json(v, &t.registry, Some(round.0)))
                    .collect(),
                next_round: next.map_or(0, |r| r.number.0),
                next_wp: next.map_or(0, |r| r.wp),
                anti_wp: next.and_then(|r| r.anti_wp),
            },
        );
        return Ok(());
    }
    for v in &views {
        let kind = if v.tournament == Tournament::Anti {
            DocumentKind::AntiTable
        } else {
            DocumentKind::Table
        };
        print_doc(out, &print::build(t, kind, Some(round))?);
        let _ = writeln!(out);
    }
    Ok(())
}

/// The correction line `lineup` prints: how the lineup plays at the open round's WP.
pub(in crate::cli) fn plays_as(t: &Event, team: &str, anti: bool) -> Option<String> {
    let g = t.football()?;
    let r = g.open_round()?;
    let which = if anti {
        Tournament::Anti
    } else {
        Tournament::Normal
    };
    let v = tournament(g, &t.registry, t.seed, r.number, which)?;
    let key = crate::game::same_name_key(team);
    let line = v
        .teams
        .iter()
        .find(|x| crate::game::same_name_key(&x.team) == key)?;
    if line.played.corrections.is_empty() {
        return Some(tr!("football-cli-plays-as-submitted", wp = v.wp));
    }
    let words: Vec<String> = line
        .played
        .corrections
        .iter()
        .map(print::football_correction_words)
        .collect();
    Some(tr!(
        "football-plays-as",
        lineup = line.played.lineup.to_string(),
        wp = v.wp,
        words = words.join("; ")
    ))
}

/// What an import of lineups did beyond the lineups as written, for every line of the file
/// (not only the last): each team it entered (once, its latest line) that plays corrected, and
/// how (R-F2, R-F6); then each wish it brought that is ignored (R-F7: outside 10..300, the
/// lineup counts). `before` and `after`: the event before and after the import.
fn import_corrections(before: &Event, after: &Event) -> Vec<String> {
    let (Some(g), Some(was)) = (after.football(), before.football()) else {
        return Vec::new();
    };
    let Some(r) = g.open_round() else {
        return Vec::new();
    };
    let had = was.lineups.of(r.number).map_or(0, |x| x.entries.len());
    let new = g
        .lineups
        .of(r.number)
        .map_or(&[][..], |x| &x.entries[had.min(x.entries.len())..]);
    let mut out = Vec::new();
    for which in [Tournament::Normal, Tournament::Anti] {
        let Some(v) = tournament(g, &after.registry, after.seed, r.number, which) else {
            continue;
        };
        for team in v.teams.iter().filter(|x| !x.played.corrections.is_empty()) {
            let key = crate::football::TeamKey {
                tournament: which,
                key: crate::game::same_name_key(&team.team),
            };
            if !new.iter().any(|s| s.by == key) {
                continue;
            }
            let words: Vec<String> = team
                .played
                .corrections
                .iter()
                .map(print::football_correction_words)
                .collect();
            out.push(format!(
                "{} ({}): {}",
                team.team,
                after.registry.name_of(team.manager),
                tr!(
                    "football-plays-as",
                    lineup = team.played.lineup.to_string(),
                    wp = v.wp,
                    words = words.join("; ")
                )
            ));
        }
    }
    for e in new.iter().filter_map(|s| s.value.as_ref()) {
        if let Some(w) = e.wish.filter(|w| !crate::football::wish::WISH.contains(*w)) {
            out.push(tr!(
                "football-team-wish-ignored",
                team = e.team.as_str(),
                wish = w
            ));
        }
    }
    out
}

/// `football table F.csv --wp N [--anti] [--json]`: one tournament evaluated from a lineups
/// file, without an event (the GM's quick check). The lineups go through the same commands
/// as at an event, in memory.
///
/// # Errors
/// A bad WP, a lineup a tournament refuses (a team name too long, a third team).
pub(in crate::cli) fn quick_table(
    out: &mut dyn Write,
    cmds: Vec<FootballCommand>,
    wp: u32,
    anti: bool,
    as_json: bool,
    now: DateTime<Utc>,
) -> Result<(), CliError> {
    FootballSettings::WP
        .check(wp)
        .map_err(|e| CliError::Usage(e.to_string()))?;
    let settings = FootballSettings {
        wp,
        ..FootballSettings::default()
    };
    let mut g = FootballGame::new(settings);
    if anti && let Some(r) = g.rounds.last_mut() {
        r.anti_wp = Some(wp);
    }
    let mut ev = Event::new(
        i18n::t("football-cli-quick-event"),
        Game::Football(g),
        now,
        0,
    );
    for c in cmds {
        let c = match c {
            FootballCommand::SubmitLineup {
                team,
                manager,
                lineup,
                wish,
                ..
            } => FootballCommand::SubmitLineup {
                team,
                manager,
                lineup,
                wish: if anti { None } else { wish },
                anti,
            },
            other => other,
        };
        ev = apply(&ev, Command::Football(c), now)?;
    }
    let Some(g) = ev.football() else {
        return Ok(());
    };
    let which = if anti {
        Tournament::Anti
    } else {
        Tournament::Normal
    };
    let Some(v) = tournament(g, &ev.registry, ev.seed, RoundNo(1), which) else {
        return Ok(());
    };
    if as_json {
        json(out, &table_json(&v, &ev.registry, None));
    } else {
        let kind = if anti {
            DocumentKind::AntiTable
        } else {
            DocumentKind::Table
        };
        let mut doc = print::build(&ev, kind, Some(RoundNo(1)))?;
        doc.subtitle = if anti {
            format!("{wp} WP · {}", i18n::t("football-anti-tournament"))
        } else {
            format!("{wp} WP")
        };
        doc.notes.retain(|n| !n.starts_with('('));
        print_doc(out, &doc);
    }
    Ok(())
}

/// `round EV --json`.
#[derive(Debug, Serialize)]
struct RoundJson {
    round: u32,
    wp: u32,
    wp_from: String,
    anti_wp: Option<u32>,
    zat: Option<String>,
    teams: usize,
    anti_teams: usize,
}

/// How many of the open round's teams play corrected, per tournament, and how many teams.
fn corrected(t: &Event) -> Option<(usize, usize)> {
    let g = t.football()?;
    let r = g.open_round()?;
    let views: Vec<TournamentView> = [Tournament::Normal, Tournament::Anti]
        .into_iter()
        .filter_map(|w| tournament(g, &t.registry, t.seed, r.number, w))
        .collect();
    let teams = views.iter().map(|v| v.teams.len()).sum();
    let fixed = views
        .iter()
        .flat_map(|v| &v.teams)
        .filter(|x| !x.played.corrections.is_empty())
        .count();
    Some((fixed, teams))
}

/// `round EV [--wp N] [--zat TEXT] [--json]`: the open round of `t` (after any change to
/// `before`): its WP and where it came from, ZAT, the anti-tournament, the teams in; after a
/// new WP with lineups in, how many of them play corrected now (R-F2, R-F6).
pub(in crate::cli) fn round(out: &mut dyn Write, before: &Event, t: &Event, as_json: bool) {
    let Some(g) = t.football() else {
        return;
    };
    let Some(r) = g.open_round() else {
        let _ = writeln!(out, "{}", i18n::t("football-cli-no-open-round"));
        return;
    };
    let count = |w: Tournament| g.teams(r.number, w).len();
    if as_json {
        json(
            out,
            &RoundJson {
                round: r.number.0,
                wp: r.wp,
                // JSON stays English (a contract).
                wp_from: i18n::with_lang(Lang::En, || print::football_wp_from(r.wp_from)),
                anti_wp: r.anti_wp,
                zat: r.zat.clone(),
                teams: count(Tournament::Normal),
                anti_teams: count(Tournament::Anti),
            },
        );
        return;
    }
    let zat = r
        .zat
        .as_ref()
        .map_or_else(|| i18n::t("football-cli-no-zat").to_string(), |z| z.clone());
    let _ = writeln!(
        out,
        "{}",
        tr!(
            "football-cli-round-open",
            round = r.number.0,
            wp = r.wp,
            from = print::football_wp_from(r.wp_from),
            zat = zat
        )
    );
    if let Some(w) = r.anti_wp {
        let _ = writeln!(
            out,
            "{}",
            tr!(
                "football-cli-anti-beside",
                wp = w,
                teams = count(Tournament::Anti)
            )
        );
    }
    let _ = writeln!(
        out,
        "{}",
        tr!("football-cli-lineups-in", teams = count(Tournament::Normal))
    );
    let old = before.football().and_then(|g| g.open_round()).map(|r| r.wp);
    if old.is_some_and(|w| w != r.wp)
        && let (Some((was, n)), Some((now, _))) = (corrected(before), corrected(t))
        && n > 0
    {
        let _ = writeln!(
            out,
            "{}",
            tr!(
                "football-cli-corrected-now",
                teams = n,
                wp = r.wp,
                now = now,
                was = was
            )
        );
    }
}

/// The Turnierfußball series of `t` (the registry hands [`Cli`] only those).
fn football_game(t: &Event) -> Result<&FootballGame, CliError> {
    t.football()
        .ok_or_else(|| CliError::Usage(tr!("cli-table-not", kind = t.kind().event_words())))
}

/// The command line's part of a Turnierfußball series ([`crate::cli::system::SystemCli`]).
pub(in crate::cli) struct Cli;

impl crate::cli::system::SystemCli for Cli {
    fn new_game(
        &self,
        event: &str,
        data_dir: &Path,
        args: &crate::cli::system::NewArgs,
    ) -> Result<crate::cli::system::New, CliError> {
        args.refuse_deich()?;
        if args.muck.any() {
            return Err(CliError::Usage(tr!("cli-new-muck-not-football")));
        }
        let path = crate::cli::call::path_of(event, data_dir)?;
        let s = args.football.settings()?;
        let said = created(&path, &s);
        Ok(crate::cli::system::New {
            path,
            game: Game::Football(FootballGame::new(s)),
            seed: crate::cli::system::fresh_seed(),
            said,
        })
    }

    fn no_tables(&self, command: &str, instead: &str) -> CliError {
        crate::cli::call::not_football(command, instead)
    }

    /// A letter's teams, lineups and the manager's wish (R-F7).
    fn letter(
        &self,
        t: &Event,
        letter: &crate::letter::Letter,
    ) -> Result<crate::letter::Reading, CliError> {
        Ok(crate::football::letter::read(&t.registry, letter))
    }

    /// How a lineup of a letter plays after the corrections (R-F2, R-F6), as `lineup` says.
    fn letter_said(&self, t: &Event, cmd: &Command) -> Option<String> {
        match cmd {
            Command::Football(FootballCommand::SubmitLineup { team, anti, .. }) => {
                plays_as(t, team, *anti)
            }
            _ => None,
        }
    }

    fn drop_command(&self, _t: &Event, _player: &str, back: bool) -> Result<Command, CliError> {
        Err(self.no_tables(if back { "undrop" } else { "drop" }, "lineup"))
    }

    fn evaluate(
        &self,
        out: &mut dyn Write,
        s: &mut crate::session::Session,
        path: &Path,
        json: bool,
    ) -> Result<(), CliError> {
        let round = football_game(s.tournament())?
            .open_round()
            .map(|r| r.number);
        let next = crate::cli::call::commit(s, vec![Command::Football(FootballCommand::Evaluate)])?;
        let (Some(g), Some(round)) = (next.football(), round) else {
            return Ok(());
        };
        evaluated(out, next, g, round, json)?;
        if !json {
            crate::cli::call::say(out, crate::cli::call::confirm(next, path));
        }
        Ok(())
    }

    fn import_commands(
        &self,
        t: &Event,
        f: &crate::cli::system::Files,
        _how: crate::cli::system::How,
    ) -> Result<Vec<Command>, CliError> {
        use crate::cli::call::read_csv;
        use crate::cli::system::bad;
        crate::cli::system::refuse_entries(t, f)?;
        Ok(if let Some(p) = &f.lineups {
            crate::import::football::lineups_at(t, read_csv(p)?).map_err(bad(p))?
        } else if let Some(p) = &f.ranking {
            vec![Command::Football(
                crate::import::football::ranking(read_csv(p)?).map_err(bad(p))?,
            )]
        } else if f.players.is_some() || f.results.is_some() || f.entrants.is_some() {
            return Err(CliError::Usage(tr!("cli-import-football")));
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
        path: &Path,
    ) {
        let n = after.audit.len() - before.audit.len();
        crate::cli::call::say(
            out,
            tr!(
                "cli-imported-lines",
                count = n,
                what = crate::cli::call::last_what(after),
                path = path.display().to_string()
            ),
        );
        if f.lineups.is_some() {
            for line in import_corrections(before, after) {
                crate::cli::call::say(out, format!("  {line}"));
            }
        }
    }

    fn standings(
        &self,
        out: &mut dyn Write,
        t: &Event,
        _path: &Path,
        round: Option<u32>,
        json: bool,
    ) -> Result<(), CliError> {
        standings(out, t, football_game(t)?, round, json)
    }

    fn table(
        &self,
        out: &mut dyn Write,
        t: &Event,
        round: Option<u32>,
        anti: bool,
        json: bool,
    ) -> Result<(), CliError> {
        table(out, t, football_game(t)?, round, anti, json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{english_words, with_lang};

    fn shipped() -> Event {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/football-series.ron");
        crate::store::load(&path).expect("the shipped series")
    }

    fn text(f: impl FnOnce(&mut Vec<u8>)) -> String {
        let mut out = Vec::new();
        f(&mut out);
        String::from_utf8(out).expect("utf-8")
    }

    fn german(what: &str, text: &str) {
        // The print frame's page line (`Page 1 of 1`) is the print helper's, merged later.
        let found: Vec<String> = english_words(text)
            .into_iter()
            .filter(|w| !["Page", "of"].contains(&w.as_str()))
            .collect();
        assert!(
            found.is_empty(),
            "{what}: English words {found:?} in\n{text}"
        );
    }

    #[test]
    fn the_lines_of_the_command_line_in_german() {
        let t = shipped();
        let g = t.football().expect("football").clone();
        with_lang(Lang::De, || {
            let s = FootballSettings {
                anti_manager: Some("Anna".into()),
                ..FootballSettings::default()
            };
            let said = created(Path::new("liga.ron"), &s);
            assert_eq!(
                said,
                "liga.ron angelegt (Turnierfußball, 150 WP, Modus expectation, Anti-Manager \
                 Anna); Runde 1 ist offen für Aufstellungen"
            );
            german("created", &said);
            for anti in [false, true] {
                let out = text(|o| table(o, &t, &g, Some(3), anti, false).expect("table"));
                assert!(out.contains("Tabelle"), "{out}");
                german("table", &out);
            }
            let out = text(|o| standings(o, &t, &g, None, false).expect("standings"));
            assert!(out.contains("Rangliste"), "{out}");
            german("standings", &out);
            let out = text(|o| evaluated(o, &t, &g, RoundNo(3), false).expect("evaluated"));
            german("evaluated", &out);
            let out = text(|o| round(o, &t, &t, false));
            // Round 4 takes Konrad's wish of place 1 (R-F7: his wish 150, sent with Konrads
            // Kalle, counts for Kickers Konrad, the winner of round 3).
            assert!(
                out.contains("Runde 4 offen · 150 WP (Wunsch von Platz 1) · ZAT 18"),
                "{out}"
            );
            german("round", &out);
            let said = plays_as(&t, "FC Claus", false).expect("FC Claus plays");
            assert!(
                said.starts_with("spielt als 0-1-12-29-36 bei 150 WP: 3:1-Regel"),
                "{said}"
            );
            german("plays as", &said);
            let cmds = crate::import::football::lineups(
                "manager,team,t,a,v,m,s,wish\nAnna,Falken,10,5,40,40,40,120\nBert,Eulen,1,1,9,9,9,\n"
                    .as_bytes(),
            )
            .expect("lineups");
            let out =
                text(|o| quick_table(o, cmds, 60, false, false, t.created).expect("quick table"));
            assert!(out.starts_with("Aufstellungen: Tabelle (60 WP)"), "{out}");
            german("quick table", &out);
            let Err(CliError::Usage(e)) = table(&mut Vec::new(), &t, &g, Some(1), true, false)
            else {
                panic!("round 1 has no anti-tournament");
            };
            assert_eq!(e, "Runde 1 hat kein Anti-Turnier; --anti weglassen");
            let Err(CliError::Usage(e)) = standings(&mut Vec::new(), &t, &g, Some(9), false) else {
                panic!("round 9 is not evaluated");
            };
            german("not evaluated", &e);
        });
    }

    #[test]
    fn json_stays_english_in_german() {
        let t = shipped();
        let g = t.football().expect("football").clone();
        let both = |f: &dyn Fn(&mut Vec<u8>)| {
            let en = with_lang(Lang::En, || text(|o| f(o)));
            let de = with_lang(Lang::De, || text(|o| f(o)));
            assert_eq!(en, de, "JSON is a contract: the same in every language");
            en
        };
        let out = both(&|o| table(o, &t, &g, Some(3), false, true).expect("table"));
        assert!(
            out.contains("over budget (128 WP): scaled to 120 WP"),
            "{out}"
        );
        assert!(out.contains("\"points\": 25.80"), "{out}");
        both(&|o| standings(o, &t, &g, None, true).expect("standings"));
        both(&|o| evaluated(o, &t, &g, RoundNo(3), true).expect("evaluated"));
        let out = both(&|o| round(o, &t, &t, true));
        assert!(out.contains("\"wp_from\": \"wish of place 1\""), "{out}");
    }
}
