//! Turnierfußball documents (`turnierfussball.txt`): a round's table (normal or anti) with the
//! corrections below it, and the managers' ranking list; the header names the round, the ZAT
//! and the WP. Text at most [`WIDTH`] columns, so a forum post's code block fits.
//!
//! The words a person reads are here, in one place, for the language layer to pick up; the
//! command line and the desk word corrections with [`correction_words`] too.

use super::document::{Body, Column, Document, Grid, GridRow};
use super::{DocumentKind, PrintError, sanitize};
use crate::football::ranking::Ranked;
use crate::football::series::{TournamentView, ranking as ranking_list, tournament};
use crate::football::{Correction, FootballGame, Mode, Tournament, WpFrom};
use crate::game::{Event, PlayerId, Registry, RoundNo};
use crate::i18n;
use crate::tr;
use num_rational::BigRational;
use num_traits::ToPrimitive;

/// Columns of the Turnierfußball text documents.
pub const WIDTH: usize = 72;

// The words of this file: the keys `football-print-*`, `football-corr-*` and
// `football-col-*` of `i18n/*/football.ftl`.
const COL_RLP: &str = "RLP";

/// A correction in words: `3:1 rule: S cut from 60 to 45`, `over budget: scaled to 150 WP`.
pub fn correction_words(c: &Correction) -> String {
    match c {
        Correction::Capped { row, from, to } => tr!(
            "football-corr-capped",
            row = row.letter(),
            from = *from,
            to = *to
        ),
        Correction::ThreeToOne { row, from, to } if to < from => tr!(
            "football-corr-three-to-one",
            row = row.letter(),
            from = *from,
            to = *to
        ),
        Correction::ThreeToOne { row, from, to } => tr!(
            "football-corr-three-to-one-anti",
            row = row.letter(),
            from = *from,
            to = *to
        ),
        Correction::Scaled {
            from_wp,
            to_wp,
            up: false,
        } => tr!("football-corr-scaled", from = *from_wp, to = *to_wp),
        Correction::Scaled { from_wp, to_wp, .. } => {
            tr!("football-corr-scaled-up", from = *from_wp, to = *to_wp)
        }
        Correction::Spread => i18n::t("football-corr-spread").to_string(),
    }
}

/// Where a round's WP came from, in words: `from the settings`, `wish of place 2`,
/// `kept: no valid wish, the GM decides` (R-F7), `set by the GM`.
pub fn wp_from_words(from: WpFrom) -> String {
    match from {
        WpFrom::Settings => i18n::t("football-wp-from-settings").to_string(),
        WpFrom::Wish { place } => tr!("football-wish-of-place", place = place),
        WpFrom::Kept => i18n::t("football-wp-from-kept").to_string(),
        WpFrom::Gm => i18n::t("football-wp-from-gm").to_string(),
    }
}

/// A value to 3 decimals (expectation), or whole (dice points and goals); a decimal comma
/// in German (`25,802`).
pub fn number(x: f64, mode: Mode) -> String {
    match mode {
        Mode::Expectation => i18n::decimal(x + 0.0, 3),
        Mode::Dice => format!("{:.0}", x),
    }
}

/// RLP to 1 decimal (R-F5); a decimal comma in German (`949,7`).
pub fn rlp_words(r: &BigRational) -> String {
    i18n::decimal(r.to_f64().unwrap_or(0.0), 1)
}

/// `Round 3 · ZAT 12 · 150 WP`: the header of a round's documents.
pub fn round_header(g: &FootballGame, round: RoundNo, anti: bool) -> String {
    let Some(r) = g.round(round) else {
        return tr!("football-print-round", round = round.0);
    };
    let wp = if anti {
        r.anti_wp.unwrap_or(r.wp)
    } else {
        r.wp
    };
    let zat = r
        .zat
        .as_ref()
        .map(|z| format!(" · {z}"))
        .unwrap_or_default();
    let anti = if anti {
        format!(" · {}", i18n::t("football-anti-tournament"))
    } else {
        String::new()
    };
    format!(
        "{}{zat} · {wp} WP{anti}",
        tr!("football-print-round", round = round.0)
    )
}

/// The round a table prints: `asked`, else the last evaluated round, else the open one.
fn round_of(g: &FootballGame, asked: Option<RoundNo>) -> Result<RoundNo, PrintError> {
    let last = g.rounds.last().map_or(0, |r| r.number.0);
    match asked {
        Some(n) if g.round(n).is_some() => Ok(n),
        Some(n) => Err(PrintError::NoSuchRound { asked: n.0, last }),
        None => g
            .last_evaluated()
            .or(g.rounds.last())
            .map(|r| r.number)
            .ok_or(PrintError::NoSuchRound { asked: 0, last }),
    }
}

/// The next tournament's `wp` decided at `place` in words, naming whose wishes decided it (R-F7:
/// each manager at the place once, with the wish that counts for all his teams, whichever team
/// he sent it with): `Next tournament: 120 WP, the wish of Anna (place 1).`, or the average of
/// several: `Next tournament: 93 WP, the average of the wishes of place 1 (Anna 111, Bert 75).`
fn next_wp_words(v: &TournamentView, reg: &Registry, wp: u32, place: u32) -> String {
    let mut who: Vec<(PlayerId, u32)> = Vec::new();
    for s in v.standings.iter().filter(|s| s.place == place) {
        let m = v.teams[s.team].manager;
        if let Some(w) = v.wishes.of(&m)
            && !who.iter().any(|(x, _)| *x == m)
        {
            who.push((m, w));
        }
    }
    match who.as_slice() {
        [(m, _)] => tr!(
            "football-print-next-wp",
            wp = wp,
            place = place,
            who = sanitize(&reg.name_of(*m))
        ),
        many => {
            let wishes: Vec<String> = many
                .iter()
                .map(|(m, w)| format!("{} {w}", sanitize(&reg.name_of(*m))))
                .collect();
            tr!(
                "football-print-next-wp-average",
                wp = wp,
                place = place,
                wishes = wishes.join(", ")
            )
        }
    }
}

/// The lines below a table: the corrections, the wishes ignored (R-F7: outside 10..300, the
/// lineup counts), the next WP and whose wishes decided it, the anti-tournament.
pub fn table_notes(v: &TournamentView, reg: &Registry) -> Vec<String> {
    let mut notes = Vec::new();
    for t in &v.teams {
        if !t.played.corrections.is_empty() {
            let words: Vec<String> = t.played.corrections.iter().map(correction_words).collect();
            notes.push(format!(
                "* {} ({} -> {}): {}",
                sanitize(&t.team),
                t.submitted,
                t.played.lineup,
                words.join("; ")
            ));
        }
    }
    for w in &v.wishes.ignored {
        notes.push(tr!(
            "football-print-wish-ignored",
            wish = w.wish,
            team = sanitize(&w.team),
            manager = sanitize(&reg.name_of(w.manager))
        ));
    }
    if v.tournament == Tournament::Normal {
        notes.push(match v.next_wp {
            Some((wp, place)) => next_wp_words(v, reg, wp, place),
            None => i18n::t("football-print-next-gm").to_string(),
        });
        if v.anti_next {
            notes.push(tr!("football-print-anti-next", wp = v.wp));
        }
    }
    if !v.evaluated {
        notes.push(format!("({})", i18n::t("football-print-provisional")));
    }
    notes
}

/// A team with its manager: `Eagles (Anna)`.
pub fn team_and_manager(team: &str, manager: PlayerId, reg: &Registry) -> String {
    format!("{} ({})", sanitize(team), sanitize(&reg.name_of(manager)))
}

/// The table of `round` (default the last evaluated round, else the open one), normal or
/// anti.
pub(super) fn table(
    t: &Event,
    g: &FootballGame,
    round: Option<RoundNo>,
    anti: bool,
) -> Result<Document, PrintError> {
    let kind = if anti {
        DocumentKind::AntiTable
    } else {
        DocumentKind::Table
    };
    let n = round_of(g, round)?;
    let which = if anti {
        Tournament::Anti
    } else {
        Tournament::Normal
    };
    let v = tournament(g, &t.registry, t.seed, n, which).ok_or_else(|| {
        let with: Vec<String> = g
            .rounds
            .iter()
            .filter(|r| r.anti_wp.is_some())
            .map(|r| r.number.to_string())
            .collect();
        PrintError::NoAnti {
            round: n.0,
            allowed: if with.is_empty() {
                i18n::t("football-print-no-anti-yet").to_string()
            } else {
                tr!("football-print-anti-rounds", rounds = with.join(", "))
            },
        }
    })?;
    let mode = g.settings.mode;
    let mut columns = vec![
        Column::number(i18n::t("football-col-pl")),
        Column::name(i18n::t("football-col-team-manager")),
        Column::text(i18n::t("football-col-lineup")),
        Column::number(i18n::t("football-col-pts")),
        Column::number(i18n::t("football-col-gd")),
    ];
    if !anti {
        columns.push(Column::number(COL_RLP));
    }
    let rows = v
        .standings
        .iter()
        .map(|s| {
            let team = &v.teams[s.team];
            let mark = if team.played.corrections.is_empty() {
                ""
            } else {
                "*"
            };
            let mut cells = vec![
                s.place.to_string(),
                team_and_manager(&team.team, team.manager, &t.registry),
                format!("{}{mark}", team.played.lineup),
                number(s.points, mode),
                number(s.goal_diff(), mode),
            ];
            if let Some(r) = s.rlp {
                cells.push(rlp_words(&crate::football::ranking::big(r)));
            }
            GridRow {
                cells,
                muted: false,
            }
        })
        .collect();
    Ok(Document {
        kind,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: if anti {
            i18n::t("football-print-anti-title")
        } else {
            i18n::t("football-print-table-title")
        }
        .to_string(),
        subtitle: round_header(g, n, anti),
        round: Some(n),
        body: Body::Grid(Grid {
            columns,
            rows,
            wall: false,
        }),
        notes: table_notes(&v, &t.registry),
    })
}

/// The ranking list after `round` (default the last evaluated round).
pub(super) fn ranking(
    t: &Event,
    g: &FootballGame,
    round: Option<RoundNo>,
) -> Result<Document, PrintError> {
    let last = g.rounds.last().map_or(0, |r| r.number.0);
    let list: Vec<Ranked<PlayerId>> =
        ranking_list(g, &t.registry, t.seed, round).ok_or(PrintError::NoSuchRound {
            asked: round.map_or(0, |r| r.0),
            last,
        })?;
    let after = round.or(g.last_evaluated().map(|r| r.number));
    let rows = list
        .iter()
        .map(|r| GridRow {
            cells: vec![
                r.rank.to_string(),
                sanitize(&t.registry.name_of(r.manager)),
                rlp_words(&r.rlp),
                if r.last_round > i64::MIN / 4 {
                    r.last_round.to_string()
                } else {
                    "-".into()
                },
                if r.active {
                    String::new()
                } else {
                    i18n::t("football-former").to_string()
                },
            ],
            muted: !r.active,
        })
        .collect();
    Ok(Document {
        kind: DocumentKind::RankingList,
        lang: crate::i18n::lang(),
        event: sanitize(&t.name),
        title: i18n::t("football-print-ranking-title").to_string(),
        subtitle: match after {
            Some(a) => tr!("football-print-after-round", round = a.0),
            None => i18n::t("football-print-before-first").to_string(),
        },
        round,
        body: Body::Grid(Grid {
            columns: vec![
                Column::number(i18n::t("football-col-rank")),
                Column::name(i18n::t("football-col-manager")),
                Column::number(COL_RLP),
                Column::number(i18n::t("football-col-last-round")),
                Column::text(""),
            ],
            rows,
            wall: false,
        }),
        notes: vec![i18n::t("football-print-ranking-note").to_string()],
    })
}
