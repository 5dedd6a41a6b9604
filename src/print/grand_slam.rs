//! Grand Slam documents (`grand-slam.txt` 5-8, 11): a played round's results (each tournament's
//! bracket with its scores, the strength exchanges, every player's strength change with its
//! exchange part, WRL points earned and WRL rank before → after, and after every 10th round the
//! change of season), the WRL table (rank, player, strength, WRL points, denominator,
//! quotient), and the Masters with its certificates (11, R-G14), as text, HTML, BBCode and
//! Markdown through [`super::render`], as for Turnierfußball (a forum post: at most
//! [`super::post::WIDTH`] columns; names wrap in [`Column::wrapped`] columns, never cut).
//!
//! The builders take the game's state ([`GrandSlamGame`]) and a round number, so they are
//! testable without an event. The words a person reads are here (keys `gsd-*` of
//! `i18n/*/grand_slam_desk.ftl`); the desk words matches, faults and corrections with the same
//! functions ([`reason_words`], [`fault_words`], [`correction_words`], [`stage_words`]).

use super::document::{Body, Column, Document, Grid, GridRow, Section};
use super::names::sanitize;
use super::{DocumentKind, PrintError};
use crate::game::RoundNo;
use crate::grand_slam::distribution::{Correction, Direction, Distribution, Fault, Refusal};
use crate::grand_slam::r#match::{MatchResult, SetReason, Side};
use crate::grand_slam::model::{EntryRefusal, GrandSlamGame, Round, Team};
use crate::grand_slam::strength::Stage;
use crate::grand_slam::tournament::{Outcome, Played, Tournament};
use crate::grand_slam::wrl::Tenths;
use crate::i18n;
use crate::tr;
use num_rational::Ratio;

/// WRL points as a decimal with one place: `1.2` / `1,2`.
pub fn tenths(t: Tenths) -> String {
    i18n::localize_decimal(&format!("{}.{}", t.0 / 10, t.0 % 10))
}

/// The WRL quotient to 3 decimals, rounded half up from the exact fraction: `0.267` /
/// `0,267`.
pub fn quotient(q: &Ratio<u64>) -> String {
    let (n, d) = (u128::from(*q.numer()), u128::from(*q.denom()).max(1));
    let thousandths = (n * 2000 + d) / (2 * d);
    i18n::localize_decimal(&format!("{}.{:03}", thousandths / 1000, thousandths % 1000))
}

/// A distribution as typed: `30-25-21-13-11`.
pub fn sets_words(d: &Distribution) -> String {
    d.0.iter().map(u32::to_string).collect::<Vec<_>>().join("-")
}

/// The name of bracket round `r` (1 = first) of a bracket of `rounds` rounds: `Finale`,
/// `Halbfinale`, `Viertelfinale`, `Achtelfinale`, else `1. Runde`.
pub fn round_words(r: u32, rounds: u32) -> String {
    match rounds.saturating_sub(r) {
        0 => i18n::t("gsd-final").to_string(),
        1 => i18n::t("gsd-semi-final").to_string(),
        2 => i18n::t("gsd-quarter-final").to_string(),
        3 => i18n::t("gsd-round-of-16").to_string(),
        _ => tr!("gsd-bracket-round", round = r),
    }
}

/// The short name of bracket round `r` of `rounds` for a list's round column: `F`, `HF`,
/// `VF`, `AF`, else `R1` (the legend is [`round_legend`]).
pub fn round_short(r: u32, rounds: u32) -> String {
    match rounds.saturating_sub(r) {
        0 => i18n::t("gsd-final-short").to_string(),
        1 => i18n::t("gsd-semi-final-short").to_string(),
        2 => i18n::t("gsd-quarter-final-short").to_string(),
        3 => i18n::t("gsd-round-of-16-short").to_string(),
        _ => tr!("gsd-bracket-round-short", round = r),
    }
}

/// The legend of the short round names: `AF Achtelfinale, VF Viertelfinale, …`.
pub fn round_legend() -> String {
    i18n::t("gsd-round-legend").to_string()
}

/// The furthest stage a player reached, with `wins` matches won in a bracket of `rounds`
/// rounds: `Sieger`, else the bracket round he lost in (`Halbfinale`).
pub fn stage_words(stage: Stage, wins: u32, rounds: u32) -> String {
    match stage {
        Stage::Winner => i18n::t("gsd-winner").to_string(),
        _ => round_words(wins + 1, rounds),
    }
}

/// Why a set went to its winner (4.3, 4.3.1, 4.3.2), `winner` named: `höherer Satzwert`,
/// `gleich, Paar mit Satz 4: an Bert, in Sätzen zurück (4.3.1)`.
pub fn reason_words(r: SetReason, winner: &str) -> String {
    match r {
        SetReason::Higher => i18n::t("gsd-reason-higher").to_string(),
        SetReason::PairBehind { partner } => {
            tr!("gsd-reason-pair-behind", partner = partner, winner = winner)
        }
        SetReason::PairWouldTrail { partner, decider } => tr!(
            "gsd-reason-pair-would-trail",
            partner = partner,
            decider = decider,
            winner = winner
        ),
        SetReason::PairSecond { first } => {
            tr!("gsd-reason-pair-second", first = first, winner = winner)
        }
        SetReason::LowestSet { a, b } => tr!("gsd-reason-lowest-set", a = a, b = b),
        SetReason::Lot => tr!("gsd-reason-lot", winner = winner),
    }
}

/// A fault of a distribution (R-G1): `zwei Sätze gleich`.
pub fn fault_words(f: Fault) -> &'static str {
    match f {
        Fault::Count => i18n::t("gsd-fault-count"),
        Fault::NotInt => i18n::t("gsd-fault-not-int"),
        Fault::Min1 => i18n::t("gsd-fault-min1"),
        Fault::Duplicate => i18n::t("gsd-fault-duplicate"),
        Fault::Sum => i18n::t("gsd-fault-sum"),
    }
}

/// Rule 10's correction (R-G2): `zu viele: 5 von Satz 1 abgezogen, 1 von Satz 2`.
pub fn correction_words(c: &Correction) -> String {
    let many = c.direction == Direction::TooMany;
    let steps: Vec<String> = c
        .steps
        .iter()
        .enumerate()
        .map(|(i, (set, n))| match (many, i == 0) {
            (true, true) => tr!("gsd-step-taken", n = *n, set = *set),
            (true, false) => tr!("gsd-step-more-taken", n = *n, set = *set),
            (false, true) => tr!("gsd-step-added", n = *n, set = *set),
            (false, false) => tr!("gsd-step-more-added", n = *n, set = *set),
        })
        .collect();
    let head = if many {
        i18n::t("gsd-too-many")
    } else {
        i18n::t("gsd-too-few")
    };
    format!("{head}: {}", steps.join(", "))
}

/// Why an entry is refused (R-G1, R-G13): the faults named, or the limit.
pub fn refusal_words(r: &EntryRefusal) -> String {
    match r {
        EntryRefusal::NoPlayer => i18n::t("gsd-refused-no-player").to_string(),
        EntryRefusal::NoTournament => i18n::t("gsd-refused-no-tournament").to_string(),
        EntryRefusal::Played => i18n::t("gsd-refused-played").to_string(),
        EntryRefusal::Distribution(Refusal::Faults(f)) => {
            let named: Vec<&str> = f.iter().map(|x| fault_words(*x)).collect();
            tr!("gsd-refused-faults", faults = named.join(", "))
        }
        EntryRefusal::Distribution(Refusal::StrengthTooLow) => {
            i18n::t("gsd-refused-strength-too-low").to_string()
        }
        EntryRefusal::Limit { limit } => tr!("gsd-refused-limit", limit = *limit),
    }
}

/// The players entered in tournament `t` of `round`, as the tournament numbers its
/// participants: by player index ([`GrandSlamGame::play_round`]).
pub fn entrants(round: &Round, t: usize) -> Vec<usize> {
    let mut p: Vec<usize> = round
        .entries
        .iter()
        .filter(|e| e.tournament == t)
        .map(|e| e.player)
        .collect();
    p.sort_unstable();
    p
}

/// The teams of tournament `t` of a played round when it is a doubles tournament (8.1):
/// team `k` is participant `k`.
pub fn teams(round: &Round, t: usize) -> Option<&[Team]> {
    round
        .played
        .as_ref()?
        .doubles
        .iter()
        .find(|d| d.tournament == t)
        .map(|d| d.teams.as_slice())
}

/// Player `p`'s participant index in tournament `t` of a played round (his team's in
/// doubles).
pub fn participant_of(round: &Round, t: usize, p: usize) -> Option<usize> {
    match teams(round, t) {
        Some(ts) => ts.iter().position(|x| x.players.contains(&p)),
        None => entrants(round, t).iter().position(|x| *x == p),
    }
}

/// The distribution participant `k` of tournament `t` plays: a player's entry (after rule
/// 10), a doubles team's average (R-G6), a GM player's roll (5.1).
pub fn distribution_of(
    round: &Round,
    t: usize,
    tour: &Tournament,
    k: usize,
) -> Option<Distribution> {
    if tour.is_gm(k) {
        return tour.gm.get(k - tour.entries).map(|x| x.distribution);
    }
    if let Some(ts) = teams(round, t) {
        return ts.get(k).map(|x| x.distribution);
    }
    let p = *entrants(round, t).get(k)?;
    round
        .entries
        .iter()
        .find(|e| e.player == p && e.tournament == t)
        .map(|e| e.distribution)
}

/// Participant `p` of tournament `t` of `round`: the player's name, a doubles team's two
/// (`Anna Schmidt / Bert Weber`, a GM partner named so), or `GM 3` for the third GM player;
/// a seed with his seed number: `Anna Schmidt (1)`.
pub fn participant(
    g: &GrandSlamGame,
    round: &Round,
    t: usize,
    tour: &Tournament,
    p: usize,
) -> String {
    participant_with(g, round, t, tour, p, " / ")
}

/// [`participant`] for a cell of the round post: a doubles team's two names once, as
/// `Anna Schmidt / Bert Weber`, with a preferred break before the `/` (a
/// [`Column::wrapped`] column puts `/ Bert Weber` on the next line when the pair does not
/// fit on one).
pub fn participant_cell(
    g: &GrandSlamGame,
    round: &Round,
    t: usize,
    tour: &Tournament,
    p: usize,
) -> String {
    participant_with(g, round, t, tour, p, "\n/ ")
}

fn participant_with(
    g: &GrandSlamGame,
    round: &Round,
    t: usize,
    tour: &Tournament,
    p: usize,
    sep: &str,
) -> String {
    let name = |i: usize| {
        g.players
            .get(i)
            .map_or_else(|| "?".to_string(), |x| sanitize(&x.name))
    };
    let base = if tour.is_gm(p) {
        tr!("gsd-gm-player", n = p - tour.entries + 1)
    } else if let Some(ts) = teams(round, t) {
        ts.get(p).map_or_else(
            || "?".to_string(),
            |x| {
                let mut names: Vec<String> = x.players.iter().map(|i| name(*i)).collect();
                if x.gm_partner.is_some() {
                    names.push(i18n::t("gsd-gm-partner").to_string());
                }
                names.join(sep)
            },
        )
    } else {
        entrants(round, t)
            .get(p)
            .map_or_else(|| "?".to_string(), |i| name(*i))
    };
    match tour.draw.seed_of(p) {
        Some(s) => format!("{base} ({s})"),
        None => base,
    }
}

/// The games of a match from the winner's side: `6:3 4:6 7:6`.
pub fn games_words(r: &MatchResult) -> String {
    r.sets
        .iter()
        .map(|s| match r.winner {
            Side::A => format!("{}:{}", s.games.0, s.games.1),
            Side::B => format!("{}:{}", s.games.1, s.games.0),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The match score from the winner's side: `3:1`.
pub fn score_words(r: &MatchResult) -> String {
    let (a, b) = r.score;
    format!("{}:{}", a.max(b), a.min(b))
}

/// The round numbered `n`.
pub fn round_no(g: &GrandSlamGame, n: u32) -> Option<&Round> {
    g.rounds.iter().find(|r| r.number == n)
}

/// The last played round's number.
pub fn last_played(g: &GrandSlamGame) -> Option<u32> {
    g.rounds
        .iter()
        .rev()
        .find(|r| r.played.is_some())
        .map(|r| r.number)
}

/// A tournament's name, `Hamburg (Doppel)` for a doubles tournament (8).
pub fn tournament_name(round: &Round, t: usize) -> String {
    match round.offer.get(t) {
        Some(o) if o.doubles => format!("{} ({})", o.name, i18n::t("gsd-doubles")),
        Some(o) => o.name.clone(),
        None => String::new(),
    }
}

/// The title above a tournament's bracket: `Paris: 16er-Feld, 10 gemeldet, 3 Sterne; Sieger
/// Anna Schmidt (1)`.
pub fn tournament_line(g: &GrandSlamGame, round: &Round, t: usize, tour: &Tournament) -> String {
    let name = tournament_name(round, t);
    let winner = tour
        .winner()
        .map(|w| participant(g, round, t, tour, w))
        .unwrap_or_default();
    tr!(
        "gsd-tournament-line",
        name = sanitize(&name),
        field = tour.field,
        entries = tour.entries,
        stars = tour.stars,
        winner = winner
    )
}

fn match_row(
    g: &GrandSlamGame,
    round: &Round,
    t: usize,
    tour: &Tournament,
    m: &Played,
    first: bool,
) -> GridRow {
    GridRow {
        cells: vec![
            if first {
                round_short(m.round, tour.rounds())
            } else {
                String::new()
            },
            participant_cell(g, round, t, tour, m.winner()),
            participant_cell(g, round, t, tour, m.loser()),
            score_words(&m.result),
            games_words(&m.result),
            if m.wrl.0 > 0 {
                tenths(m.wrl)
            } else {
                String::new()
            },
        ],
        muted: false,
    }
}

/// The results of played round `asked` (default the last played): one section per
/// tournament played (its bracket round by round: winner, loser, sets, games, WRL points
/// earned), the strength exchanges ([`exchanges_section`], R-G11), every player's changes
/// ([`post_change_rows`]), after every 10th round the change of season ([`season_section`],
/// 7, R-G5); the notes explain the columns and name rule 10's corrections and every lot a
/// match needed.
///
/// # Errors
/// [`PrintError::NoRound`] when no round is played yet; [`PrintError::NoSuchRound`] for a
/// round that does not exist or is not played.
pub fn round_results(
    g: &GrandSlamGame,
    event: &str,
    asked: Option<u32>,
) -> Result<Document, PrintError> {
    let last = last_played(g).ok_or(PrintError::NoRound {
        document: DocumentKind::Round,
    })?;
    let n = asked.unwrap_or(last);
    let round = round_no(g, n)
        .filter(|r| r.played.is_some())
        .ok_or(PrintError::NoSuchRound { asked: n, last })?;
    let Some(played) = &round.played else {
        return Err(PrintError::NoSuchRound { asked: n, last });
    };
    let mut sections = Vec::new();
    let mut notes = Vec::new();
    for (t, tour) in played.tournaments.iter().enumerate() {
        let name = round.offer.get(t).map_or("", |o| o.name.as_str());
        let Some(tour) = tour else {
            notes.push(tr!("gsd-print-no-entries", name = sanitize(name)));
            continue;
        };
        let mut rows = Vec::new();
        let mut prev = 0;
        for m in &tour.matches {
            rows.push(match_row(g, round, t, tour, m, m.round != prev));
            prev = m.round;
            if let Some((set, side)) = m.result.lot {
                let who = match side {
                    Side::A => m.a,
                    Side::B => m.b,
                };
                notes.push(tr!(
                    "gsd-print-lot",
                    name = sanitize(name),
                    round = round_words(m.round, tour.rounds()),
                    a = participant(g, round, t, tour, m.a),
                    b = participant(g, round, t, tour, m.b),
                    set = set,
                    winner = participant(g, round, t, tour, who)
                ));
            }
        }
        sections.push(Section {
            title: tournament_line(g, round, t, tour),
            grid: Grid {
                columns: vec![
                    Column::text(""),
                    Column::name(i18n::t("gsd-col-winner")).wrapped(),
                    Column::name(i18n::t("gsd-col-loser")).wrapped(),
                    Column::text(i18n::t("gsd-col-sets")),
                    Column::text(i18n::t("gsd-col-games")),
                    Column::number("WRL"),
                ],
                rows,
                wall: false,
            },
        });
    }
    if let Some(x) = exchanges_section(g, round) {
        sections.push(x);
    }
    // The legend first, then what the changes' columns mean (R-G11, R-G12, 6.3).
    let legend = !sections.is_empty();
    if legend {
        notes.insert(0, round_legend());
    }
    notes.insert(
        usize::from(legend),
        i18n::t("gs-post-changes-note").to_string(),
    );
    for e in &round.entries {
        if let Some(c) = &e.correction {
            notes.push(tr!(
                "gsd-print-corrected",
                name = g
                    .players
                    .get(e.player)
                    .map_or("?".into(), |p| sanitize(&p.name)),
                tournament = round
                    .offer
                    .get(e.tournament)
                    .map_or("", |o| o.name.as_str()),
                sets = sets_words(&e.distribution),
                why = correction_words(c)
            ));
        }
    }
    sections.push(Section {
        title: i18n::t("gsd-print-changes-title").to_string(),
        grid: Grid {
            columns: vec![
                Column::name(i18n::t("gsd-col-player")).wrapped(),
                Column::name(i18n::t("gsd-col-reached")).wrapped(),
                Column::text(i18n::t("gsd-col-strength")),
                Column::number("+/-"),
                Column::number(i18n::t("gs-post-col-exchange")),
                Column::number("WRL"),
                Column::text(i18n::t("gs-post-col-wrl-rank")),
            ],
            rows: post_change_rows(g, round),
            wall: false,
        },
    });
    if let Some(x) = season_section(g, n) {
        sections.push(x);
        notes.insert(
            usize::from(legend) + 1,
            i18n::t("gs-post-season-note").to_string(),
        );
    }
    Ok(Document {
        kind: DocumentKind::Round,
        lang: i18n::lang(),
        event: sanitize(event),
        title: tr!("gsd-print-round-title", round = n),
        subtitle: tr!(
            "gsd-print-round-subtitle",
            tournaments = played.tournaments.iter().flatten().count(),
            // Everyone who entered, a doubles-only player too: they played this round.
            players = {
                let mut who: Vec<usize> = round.entries.iter().map(|e| e.player).collect();
                who.sort_unstable();
                who.dedup();
                who.len()
            }
        ),
        round: Some(RoundNo(n)),
        body: Body::Sections(sections),
        notes,
    })
}

/// The strength exchanges of played `round` (5 c, R-G11), one row per match where one
/// happened: tournament, bracket round, winner (who received), loser (who gave), the strength
/// points given; `None` when no match of the round had one.
pub fn exchanges_section(g: &GrandSlamGame, round: &Round) -> Option<Section> {
    let played = round.played.as_ref()?;
    let rows: Vec<GridRow> = played
        .tournaments
        .iter()
        .enumerate()
        .filter_map(|(t, tour)| tour.as_ref().map(|x| (t, x)))
        .flat_map(|(t, tour)| {
            tour.matches
                .iter()
                .filter(|m| m.exchange > 0)
                .map(move |m| GridRow {
                    cells: vec![
                        round
                            .offer
                            .get(t)
                            .map_or(String::new(), |o| sanitize(&o.name)),
                        round_short(m.round, tour.rounds()),
                        participant_cell(g, round, t, tour, m.winner()),
                        participant_cell(g, round, t, tour, m.loser()),
                        m.exchange.to_string(),
                    ],
                    muted: false,
                })
        })
        .collect();
    (!rows.is_empty()).then(|| Section {
        title: i18n::t("gs-post-exchanges-title").to_string(),
        grid: Grid {
            columns: vec![
                Column::name(i18n::t("gs-post-col-tournament")).wrapped(),
                Column::text(""),
                Column::name(i18n::t("gs-post-col-receives")).wrapped(),
                Column::name(i18n::t("gs-post-col-gives")).wrapped(),
                Column::number(i18n::t("gsd-col-strength")),
            ],
            rows,
            wall: false,
        },
    })
}

/// The change of season after round `n` (7, R-G5) when one followed it: every player's
/// strength before → after aging and the change; `None` after any other round.
pub fn season_section(g: &GrandSlamGame, n: u32) -> Option<Section> {
    let season = g.seasons.iter().find(|s| s.after_round == n)?;
    let rows = season
        .strength
        .iter()
        .enumerate()
        .map(|(p, (before, after))| GridRow {
            cells: vec![
                g.players.get(p).map_or("?".into(), |x| sanitize(&x.name)),
                format!("{before} → {after}"),
                signed(i64::from(*after) - i64::from(*before)),
            ],
            muted: before == after,
        })
        .collect();
    Some(Section {
        title: tr!("gs-post-season-title", round = n),
        grid: Grid {
            columns: vec![
                Column::name(i18n::t("gsd-col-player")).wrapped(),
                Column::text(i18n::t("gsd-col-strength")),
                Column::number("+/-"),
            ],
            rows,
            wall: false,
        },
    })
}

/// `+3`, `-2`, `0`.
fn signed(d: i64) -> String {
    if d == 0 { "0".into() } else { format!("{d:+}") }
}

/// A WRL rank as shown in the post: `3.`, `–` for a player not ranked.
fn rank_words(r: Option<u32>) -> String {
    r.map_or_else(|| "–".to_string(), |r| format!("{r}."))
}

/// Each tournament player `p` played in played `round`: its place in the offer, the
/// tournament and his outcome (a doubles player's through his team, R-G6); none for a round
/// not played.
fn outcomes_of(round: &Round, p: usize) -> impl Iterator<Item = (usize, &Tournament, &Outcome)> {
    round
        .played
        .iter()
        .flat_map(|played| played.tournaments.iter().enumerate())
        .filter_map(move |(t, tour)| {
            let tour = tour.as_ref()?;
            let o = tour.outcomes.get(participant_of(round, t, p)?)?;
            Some((t, tour, o))
        })
}

/// Player `p`'s strength from the exchanges of played `round` (R-G11): received minus given,
/// over the singles tournaments (doubles have none, R-G6).
pub fn exchange_of(round: &Round, p: usize) -> i64 {
    outcomes_of(round, p)
        .filter(|(t, _, _)| round.offer.get(*t).is_some_and(|o| !o.doubles))
        .map(|(_, _, o)| o.exchange)
        .sum()
}

/// `Wien: VF,⏎Paris: S` for player `p` in played `round`: each tournament he played with the
/// furthest stage, short ([`round_short`]; `S`/`W` the winner, named in the post's note), a
/// preferred break after each comma (the post's `Erreicht` column wraps there, R-G12).
pub fn reached_cell(round: &Round, p: usize) -> String {
    outcomes_of(round, p)
        .map(|(t, tour, o)| {
            let stage = match o.stage {
                Stage::Winner => i18n::t("gs-post-winner").to_string(),
                _ => round_short(o.wins + 1, tour.rounds()),
            };
            format!(
                "{}: {stage}",
                round
                    .offer
                    .get(t)
                    .map_or(String::new(), |x| sanitize(&x.name))
            )
        })
        .collect::<Vec<_>>()
        .join(",\n")
}

/// The rows of the round post's changes (R-G11, R-G12, 6.3): per player the tournaments
/// played with the stage reached ([`reached_cell`]; a pause, muted, R-G15), strength before
/// → after, the change, the part of it from exchanges, the WRL points earned, and the WRL
/// rank before → after the round.
pub fn post_change_rows(g: &GrandSlamGame, round: &Round) -> Vec<GridRow> {
    let Some(played) = &round.played else {
        return Vec::new();
    };
    let before = g.wrl(round.number);
    let after = g.wrl(round.number + 1);
    let rank = |w: &[crate::grand_slam::wrl::WrlLine<usize>], p: usize| {
        w.iter().find(|l| l.key == p).map(|l| l.rank)
    };
    g.players
        .iter()
        .enumerate()
        .filter(|(p, _)| *p < played.strength.len())
        .map(|(p, player)| {
            let reached = reached_cell(round, p);
            let (s0, s1) = played.strength[p];
            let pause = reached.is_empty();
            let exchange = exchange_of(round, p);
            GridRow {
                cells: vec![
                    sanitize(&player.name),
                    if pause {
                        i18n::t("gs-post-pause").to_string()
                    } else {
                        reached
                    },
                    format!("{s0} → {s1}"),
                    signed(i64::from(s1) - i64::from(s0)),
                    if exchange == 0 {
                        String::new()
                    } else {
                        signed(exchange)
                    },
                    tenths(played.wrl_points.get(p).copied().unwrap_or_default()),
                    format!(
                        "{} → {}",
                        rank_words(rank(&before, p)),
                        rank_words(rank(&after, p))
                    ),
                ],
                muted: pause,
            }
        })
        .collect()
}

/// `Paris: Halbfinale, Wien: Sieger` for player `p` in played `round`.
pub fn reached_words(round: &Round, p: usize) -> String {
    outcomes_of(round, p)
        .map(|(t, tour, o)| {
            format!(
                "{}: {}",
                round.offer.get(t).map_or("", |x| x.name.as_str()),
                stage_words(o.stage, o.wins, tour.rounds())
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// One line of the WRL as shown: `(rank, player index, strength, points, denominator,
/// quotient)`.
pub type WrlRow = (u32, usize, u32, Tenths, u32, Ratio<u64>);

/// The WRL after played round `after` (6.3, R-G9): [`GrandSlamGame::wrl`] before round
/// `after + 1`, with each player's strength after that round (after aging where the season
/// changed after it, 7, R-G5).
pub fn wrl_rows(g: &GrandSlamGame, after: u32) -> Vec<WrlRow> {
    wrl_rows_with(g, after, true)
}

/// [`wrl_rows`] with each player's strength as round `after` left it, before a change of
/// season that followed it (7, R-G5): what `--round N` shows, the same whether or not round
/// `N + 1` is played, so a list printed for round `N` never changes afterwards.
pub fn wrl_rows_as_left(g: &GrandSlamGame, after: u32) -> Vec<WrlRow> {
    wrl_rows_with(g, after, false)
}

fn wrl_rows_with(g: &GrandSlamGame, after: u32, aged: bool) -> Vec<WrlRow> {
    let strength = |p: usize| {
        let aged = g
            .seasons
            .iter()
            .filter(|_| aged)
            .find(|s| s.after_round == after)
            .and_then(|s| s.strength.get(p))
            .map(|s| s.1);
        aged.or_else(|| {
            round_no(g, after)
                .and_then(|r| r.played.as_ref())
                .and_then(|x| x.strength.get(p))
                .map(|s| s.1)
        })
        .unwrap_or_else(|| g.players.get(p).map_or(0, |x| x.strength))
    };
    g.wrl(after + 1)
        .into_iter()
        .map(|l| {
            (
                l.rank,
                l.key,
                strength(l.key),
                l.points,
                l.denominator,
                l.quotient,
            )
        })
        .collect()
}

/// The WRL table after played round `asked` (default the last played): rank (a shared rank
/// printed once), player, strength, WRL points of the last 10 rounds, denominator, quotient
/// (6.3, R-G9); the note names the players not ranked.
///
/// # Errors
/// [`PrintError::NoSuchRound`] for a round that is not played.
pub fn wrl_table(
    g: &GrandSlamGame,
    event: &str,
    asked: Option<u32>,
) -> Result<Document, PrintError> {
    let last = last_played(g).unwrap_or(0);
    let after = match asked {
        Some(n) if round_no(g, n).is_some_and(|r| r.played.is_some()) => n,
        Some(n) => return Err(PrintError::NoSuchRound { asked: n, last }),
        None => last,
    };
    // A round asked for shows the strength it left; the table now, the strength now.
    let lines = match asked {
        Some(_) => wrl_rows_as_left(g, after),
        None => wrl_rows(g, after),
    };
    let mut prev = 0;
    let rows = lines
        .iter()
        .map(|(rank, p, strength, points, den, q)| {
            let shown = if *rank == prev {
                String::new()
            } else {
                format!("{rank}.")
            };
            prev = *rank;
            GridRow {
                cells: vec![
                    shown,
                    g.players.get(*p).map_or("?".into(), |x| sanitize(&x.name)),
                    strength.to_string(),
                    tenths(*points),
                    den.to_string(),
                    quotient(q),
                ],
                muted: false,
            }
        })
        .collect();
    let unranked: Vec<String> = g
        .players
        .iter()
        .enumerate()
        .filter(|(p, _)| !lines.iter().any(|l| l.1 == *p))
        .map(|(_, x)| sanitize(&x.name))
        .collect();
    let mut notes = vec![i18n::t("gsd-print-wrl-note").to_string()];
    if !unranked.is_empty() {
        notes.push(tr!("gsd-print-unranked", names = unranked.join(", ")));
    }
    Ok(Document {
        kind: DocumentKind::Standings,
        lang: i18n::lang(),
        event: sanitize(event),
        title: i18n::t("gsd-print-wrl-title").to_string(),
        subtitle: if after == 0 {
            i18n::t("gsd-print-before-first").to_string()
        } else {
            tr!("gsd-print-after-round", round = after)
        },
        round: asked.map(RoundNo),
        body: Body::Post(Grid {
            columns: wrl_columns(),
            rows,
            wall: false,
        }),
        notes,
    })
}

/// The WRL's columns: Platz, Spieler, Stärke, WRL-Punkte, Nenner, Quotient.
fn wrl_columns() -> Vec<Column> {
    vec![
        Column::number(i18n::t("gsd-col-rank")),
        Column::name(i18n::t("gsd-col-player")),
        Column::number(i18n::t("gsd-col-strength")),
        Column::number(i18n::t("gsd-col-wrl-points")),
        Column::number(i18n::t("gsd-col-denominator")),
        Column::number(i18n::t("gsd-col-quotient")),
    ]
}

/// The Masters of the season that ended with round `asked` (default the last Masters) for
/// print and the forum (11, R-G14): both groups' tables (place, player, matches won, sets,
/// games), then every match stage by stage (group A, group B, semi-finals, final, third
/// place): winner, loser, sets and games from the winner's side; then the final order once
/// the final is played.
/// The notes give the fee debited, every lot a match needed, and the next stage while it is
/// being played.
///
/// # Errors
/// [`PrintError::NoMasters`] when there is no Masters (after round `asked`).
pub fn masters(g: &GrandSlamGame, event: &str, asked: Option<u32>) -> Result<Document, PrintError> {
    use crate::grand_slam::masters::Kind;
    let m = match asked {
        Some(n) => g.masters.iter().find(|m| m.after_round == n),
        None => g.masters.last(),
    }
    .ok_or(PrintError::NoMasters)?;
    let name = |p: usize| g.players.get(p).map_or("?".into(), |x| sanitize(&x.name));
    let (ga, gb) = m.groups().ok_or(PrintError::NoMasters)?;
    let mut sections = Vec::new();
    for (label, places, grp) in [("A", "1-4-5-8", &ga), ("B", "2-3-6-7", &gb)] {
        let rows = m
            .table(grp)
            .iter()
            .enumerate()
            .map(|(i, l)| GridRow {
                cells: vec![
                    format!("{}.", i + 1),
                    name(l.player),
                    l.wins.to_string(),
                    format!("{}:{}", l.sets.0, l.sets.1),
                    format!("{}:{}", l.games.0, l.games.1),
                ],
                muted: false,
            })
            .collect();
        sections.push(Section {
            title: tr!("gsd-masters-group", group = label, places = places),
            grid: Grid {
                columns: vec![
                    Column::number(i18n::t("gsd-col-rank")),
                    Column::name(i18n::t("gsd-col-player")),
                    Column::number(i18n::t("gsd-col-wins-long")),
                    Column::text(i18n::t("gsd-col-sets")),
                    Column::text(i18n::t("gsd-col-games")),
                ],
                rows,
                wall: false,
            },
        });
    }
    let mut notes = vec![tr!(
        "gsd-print-masters-fee",
        fee = i18n::localize_decimal(&crate::grand_slam::apply::money(m.fee_cents)),
        count = m.players.len()
    )];
    for (key, kind) in [
        (i18n::key("gsd-masters-matches-a"), Kind::GroupA),
        (i18n::key("gsd-masters-matches-b"), Kind::GroupB),
        (i18n::key("gsd-masters-semis"), Kind::Semi),
        (i18n::key("gsd-masters-final"), Kind::Final),
        (i18n::key("gsd-masters-third"), Kind::Third),
    ] {
        let played: Vec<_> = m.matches.iter().filter(|x| x.kind == kind).collect();
        if played.is_empty() {
            continue;
        }
        let rows = played
            .iter()
            .map(|x| GridRow {
                cells: vec![
                    name(x.winner()),
                    name(x.loser()),
                    score_words(&x.result),
                    games_words(&x.result),
                ],
                muted: false,
            })
            .collect();
        for x in &played {
            if let Some((set, side)) = x.result.lot {
                let who = if side == Side::A { x.a } else { x.b };
                notes.push(tr!(
                    "gsd-print-masters-lot",
                    a = name(x.a),
                    b = name(x.b),
                    set = set,
                    winner = name(who)
                ));
            }
        }
        sections.push(Section {
            title: i18n::t(key).to_string(),
            grid: Grid {
                columns: vec![
                    Column::name(i18n::t("gsd-col-winner")),
                    Column::name(i18n::t("gsd-col-loser")),
                    Column::text(i18n::t("gsd-col-sets")),
                    Column::text(i18n::t("gsd-col-games")),
                ],
                rows,
                wall: false,
            },
        });
    }
    match (m.final_order(), m.next_stage()) {
        (Some(order), _) => sections.push(Section {
            title: i18n::t("gsd-print-masters-order").to_string(),
            grid: Grid {
                columns: vec![
                    Column::number(i18n::t("gsd-col-rank")),
                    Column::name(i18n::t("gsd-col-player")),
                ],
                rows: order
                    .iter()
                    .enumerate()
                    .map(|(i, p)| GridRow {
                        cells: vec![format!("{}.", i + 1), name(*p)],
                        muted: false,
                    })
                    .collect(),
                wall: false,
            },
        }),
        (None, Some(stage)) => {
            notes.push(tr!("gsd-masters-next", stage = masters_stage_words(stage)))
        }
        (None, None) => {}
    }
    let season = m.after_round / crate::grand_slam::model::SEASON_ROUNDS;
    Ok(Document {
        kind: DocumentKind::Masters,
        lang: i18n::lang(),
        event: sanitize(event),
        title: tr!("gsd-print-masters-title", season = season),
        subtitle: tr!("gsd-print-after-round", round = m.after_round),
        round: asked.map(RoundNo),
        body: Body::Sections(sections),
        notes,
    })
}

/// A Masters stage in words, for the questions and the notes: `the semi-finals`.
pub fn masters_stage_words(stage: crate::grand_slam::masters::Stage) -> &'static str {
    use crate::grand_slam::masters::Stage as S;
    match stage {
        S::Groups => i18n::t("gsd-masters-stage-groups"),
        S::Semis => i18n::t("gsd-masters-stage-semis"),
        S::Finals => i18n::t("gsd-masters-stage-finals"),
    }
}

/// The certificates (Urkunden) of the Masters after round `asked` (default the last) for its
/// first three (11): one page each, the heading, the Masters of the season, the player, the
/// place, the GM's signature line.
///
/// # Errors
/// [`PrintError::NoMasters`] without a Masters; [`PrintError::NoCertificates`] before its
/// final is played.
pub fn certificates(
    g: &GrandSlamGame,
    event: &str,
    asked: Option<u32>,
) -> Result<Document, PrintError> {
    let m = match asked {
        Some(n) => g.masters.iter().find(|m| m.after_round == n),
        None => g.masters.last(),
    }
    .ok_or(PrintError::NoMasters)?;
    let order = m.final_order().ok_or(PrintError::NoCertificates)?;
    let season = m.after_round / crate::grand_slam::model::SEASON_ROUNDS;
    let what = tr!("gs-cert-masters", season = season, round = m.after_round);
    let certs = order
        .iter()
        .take(3)
        .enumerate()
        .map(|(i, p)| super::document::Certificate {
            title: i18n::t("gs-cert-title").to_string(),
            what: what.clone(),
            name: g.players.get(*p).map_or("?".into(), |x| sanitize(&x.name)),
            place: tr!("gs-cert-place", place = i + 1),
            signature: i18n::t("gs-cert-signature").to_string(),
        })
        .collect();
    Ok(Document {
        kind: DocumentKind::Certificates,
        lang: i18n::lang(),
        event: sanitize(event),
        title: i18n::t("gsd-print-cert-title").to_string(),
        subtitle: what,
        round: asked.map(RoundNo),
        body: Body::Certificates(certs),
        notes: Vec::new(),
    })
}
