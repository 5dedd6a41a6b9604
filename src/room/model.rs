//! What the room's pages show, as plain data built from the event and its views: the round
//! shown (every table with its names and result, who has the bye or sits out), one player's
//! own page, and the system's result command of a report. The one place here that asks which
//! system an event runs; Turnierfußball, the Deich and Grand Slam are played by mail and have
//! no tables in a room (their pages say so).

use crate::game::reports::Reports;
use crate::game::{Command, Event, Game, PlayerId, RoundNo, RoundState, TableNo};
use crate::muck::{Entrant, MuckCommand, MuckGame};
use crate::session::Views;
use crate::swiss::{MatchResult, SwissCommand, SwissGame};

/// One table of the round shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomTable {
    /// The table number.
    pub table: TableNo,
    /// Side A in words: the player (Swiss) or the pair (Muck, `Berta / Else`).
    pub a: String,
    /// Side B in words.
    pub b: String,
    /// The players of side A.
    pub a_players: Vec<PlayerId>,
    /// The players of side B.
    pub b_players: Vec<PlayerId>,
    /// The result the desk entered, from A's side (`2-1`, Muck `21:4 20:21`); `None` while open.
    pub result: Option<String>,
    /// Results the players reported and the desk has not taken yet.
    pub reported: Vec<String>,
    /// Whether reporting at this table is locked (wrong codes).
    pub locked: bool,
}

/// The round the room shows: the last published or complete one (never a draft).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomRound {
    /// Its number.
    pub round: RoundNo,
    /// Published (being played) or complete.
    pub state: RoundState,
    /// Its tables, by number.
    pub tables: Vec<RoomTable>,
    /// Swiss: who has the bye; Muck: who sits the round out (names of the players).
    pub idle: Vec<PlayerId>,
}

impl RoomRound {
    /// The table `player` sits at, with the side (`true`: side A).
    pub fn seat_of(&self, player: PlayerId) -> Option<(&RoomTable, bool)> {
        self.tables.iter().find_map(|t| {
            if t.a_players.contains(&player) {
                Some((t, true))
            } else if t.b_players.contains(&player) {
                Some((t, false))
            } else {
                None
            }
        })
    }
}

/// The round shown in the room, `None` before a round is published or for a system without
/// tables.
pub fn round(t: &Event, views: &Views) -> Option<RoomRound> {
    let n = views.latest_fixed?;
    let reports = &t.reports;
    match &t.game {
        Game::Swiss(g) => swiss_round(g, n, reports, &|p| display(t, views, p)),
        Game::Muck(g) => muck_round(t, g, n, reports),
        _ => None,
    }
}

fn reported(reports: &Reports, round: RoundNo, table: TableNo) -> Vec<String> {
    reports
        .at(round, table)
        .into_iter()
        .map(|r| r.result.clone())
        .collect()
}

/// A player's name as the desk shows it: with ` #id` where two share it.
pub fn display(t: &Event, views: &Views, p: PlayerId) -> String {
    views
        .display
        .get((p.0 as usize).wrapping_sub(1))
        .cloned()
        .unwrap_or_else(|| t.registry.name_of(p))
}

fn swiss_round(
    g: &SwissGame,
    n: RoundNo,
    reports: &Reports,
    name: &dyn Fn(PlayerId) -> String,
) -> Option<RoomRound> {
    let r = g.round(n)?;
    Some(RoomRound {
        round: n,
        state: r.state,
        tables: r
            .tables
            .iter()
            .map(|tb| RoomTable {
                table: tb.number,
                a: name(tb.a),
                b: name(tb.b),
                a_players: vec![tb.a],
                b_players: vec![tb.b],
                result: tb.result.map(|r| r.to_string()),
                reported: reported(reports, n, tb.number),
                locked: reports.is_locked(n, tb.number),
            })
            .collect(),
        idle: r.byes.clone(),
    })
}

fn muck_round(t: &Event, g: &MuckGame, n: RoundNo, reports: &Reports) -> Option<RoomRound> {
    let r = g.round(n)?;
    let reg = &t.registry;
    let players = |s: crate::muck::Side| match s {
        crate::muck::Side::Pair(p) => g.players_of(Entrant::Pair(p)),
        crate::muck::Side::Players(a, b) => vec![a, b],
    };
    Some(RoomRound {
        round: n,
        state: r.state,
        tables: r
            .tables
            .iter()
            .map(|tb| RoomTable {
                table: tb.number,
                a: g.side_name(reg, tb.a),
                b: g.side_name(reg, tb.b),
                a_players: players(tb.a),
                b_players: players(tb.b),
                result: tb.sheet_words(),
                reported: reported(reports, n, tb.number),
                locked: reports.is_locked(n, tb.number),
            })
            .collect(),
        idle: r
            .sitting_out
            .iter()
            .flat_map(|e| g.players_of(*e))
            .collect(),
    })
}

/// One round on a player's page: where they sat and what came of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedRound {
    /// The round.
    pub round: RoundNo,
    /// The table; `None` for a bye (Swiss) or sitting out (Muck).
    pub table: Option<TableNo>,
    /// The opponent (Muck: the other pair) in words; `None` for a bye or sitting out.
    pub opponent: Option<String>,
    /// The result from the player's side (`2-1`, Muck `21:4 20:21`); `None` while open.
    pub result: Option<String>,
}

/// A player's own page: rounds so far and standing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerView {
    /// The rounds the player was in, first to last (drafts left out).
    pub rounds: Vec<PlayedRound>,
    /// Rank (Swiss) or place (Muck) in the standings of the fixed rounds, with the points in
    /// words (`9 (3-0-0)`, Muck `3 · 61`).
    pub standing: Option<(u32, String)>,
    /// Whether the player has dropped (Swiss) or withdrawn (Muck).
    pub dropped: bool,
}

/// The page of `player`.
pub fn player(t: &Event, views: &Views, player: PlayerId) -> PlayerView {
    let dropped = t
        .registry
        .participants
        .get((player.0 as usize).wrapping_sub(1))
        .is_some_and(|p| p.dropped_after.is_some());
    match &t.game {
        Game::Swiss(g) => swiss_player(t, g, views, player, dropped),
        Game::Muck(g) => muck_player(t, g, views, player, dropped),
        _ => PlayerView {
            rounds: Vec::new(),
            standing: None,
            dropped,
        },
    }
}

fn swiss_player(t: &Event, g: &SwissGame, views: &Views, p: PlayerId, dropped: bool) -> PlayerView {
    let rounds = g
        .rounds
        .iter()
        .filter(|r| r.state != RoundState::Draft)
        .filter_map(|r| {
            if r.byes.contains(&p) {
                return Some(PlayedRound {
                    round: r.number,
                    table: None,
                    opponent: None,
                    result: Some(crate::i18n::t("room-bye-result").to_string()),
                });
            }
            let tb = r.tables.iter().find(|tb| tb.seats(p))?;
            let mine = |m: MatchResult| if tb.a == p { m } else { m.swapped() };
            Some(PlayedRound {
                round: r.number,
                table: Some(tb.number),
                opponent: tb.opponent_of(p).map(|o| display(t, views, o)),
                result: tb.result.map(|m| mine(m).to_string()),
            })
        })
        .collect();
    let standing = views.standings().and_then(|s| {
        s.rows.iter().find(|r| r.player == p).map(|r| {
            (
                r.rank,
                crate::tr!(
                    "room-swiss-points",
                    points = r.match_points,
                    record = format!("{}-{}-{}", r.wins, r.losses, r.draws),
                    byes = r.byes
                ),
            )
        })
    });
    PlayerView {
        rounds,
        standing,
        dropped,
    }
}

fn muck_player(t: &Event, g: &MuckGame, views: &Views, p: PlayerId, dropped: bool) -> PlayerView {
    let reg = &t.registry;
    let entrant_of = |r: &crate::muck::MuckRound| {
        r.tables
            .iter()
            .flat_map(|tb| [tb.a, tb.b])
            .flat_map(|s| s.entrants())
            .chain(r.sitting_out.iter().copied())
            .find(|e| g.players_of(*e).contains(&p))
    };
    let rounds = g
        .rounds
        .iter()
        .filter(|r| r.state != RoundState::Draft)
        .filter_map(|r| {
            if r.sitting_out.iter().any(|e| g.players_of(*e).contains(&p)) {
                return Some(PlayedRound {
                    round: r.number,
                    table: None,
                    opponent: None,
                    result: None,
                });
            }
            let seated =
                |s: crate::muck::Side| s.entrants().iter().any(|e| g.players_of(*e).contains(&p));
            let tb = r.tables.iter().find(|tb| seated(tb.a) || seated(tb.b))?;
            let on_a = seated(tb.a);
            let other = if on_a { tb.b } else { tb.a };
            let scores: Vec<String> = tb
                .bobbl
                .iter()
                .map(|s| {
                    s.map_or("–".to_string(), |s| {
                        if on_a {
                            format!("{}:{}", s.a, s.b)
                        } else {
                            format!("{}:{}", s.b, s.a)
                        }
                    })
                })
                .collect();
            Some(PlayedRound {
                round: r.number,
                table: Some(tb.number),
                opponent: Some(g.side_name(reg, other)),
                result: tb
                    .bobbl
                    .iter()
                    .any(Option::is_some)
                    .then(|| scores.join(" ")),
            })
        })
        .collect();
    let entrant = g.rounds.iter().rev().find_map(entrant_of);
    let standing = views.ranking().and_then(|rk| {
        rk.rows
            .iter()
            .find(|r| Some(r.entrant) == entrant || g.players_of(r.entrant).contains(&p))
            .map(|r| {
                (
                    r.place,
                    crate::tr!("room-muck-points", bobbl = r.bobbl, tore = r.tore),
                )
            })
    });
    PlayerView {
        rounds,
        standing,
        dropped,
    }
}

/// Whether the event's system seats players at tables (Swiss, Muck): the others have nothing
/// for the room to show.
pub fn has_tables(t: &Event) -> bool {
    matches!(t.game, Game::Swiss(_) | Game::Muck(_))
}

/// A round without a table for a player in words: the bye (Swiss) or sitting out (Muck).
pub fn idle_words(t: &Event) -> String {
    match t.game {
        Game::Muck(_) => crate::wall::seat_words(&crate::wall::Seat::SitsOut),
        _ => crate::wall::seat_words(&crate::wall::Seat::Bye),
    }
}

/// An example of a result as the report page takes it: Swiss `2-1`, Muck `21:4,20:21`.
pub fn report_example(t: &Event) -> &'static str {
    match t.game {
        Game::Muck(_) => "21:4,20:21",
        _ => "2-1",
    }
}

/// The system's result command for `table` of `round` from a result as the players typed it
/// (Swiss `2-1`, `2-0-1`, `ID`; Muck the whole sheet `21:4,20:21` or `21:4 20:21`, side A
/// first), and the result normalised for the desk (`2-1`, `21:4,20:21`).
///
/// # Errors
/// The words saying what is wrong with the result and what is allowed; a system without tables.
pub fn report_command(
    t: &Event,
    round: RoundNo,
    table: TableNo,
    typed: &str,
) -> Result<(Command, String), String> {
    match &t.game {
        Game::Swiss(_) => {
            // A phone's keyboard writes `2:1`, `2–1` (a dash it corrected) or `2/1` as well.
            let result: MatchResult = typed.replace([':', '–', '—', '/'], "-").parse()?;
            Ok((
                SwissCommand::RecordResult {
                    round: Some(round),
                    table,
                    result,
                }
                .into(),
                result.to_string(),
            ))
        }
        Game::Muck(_) => {
            let scores = crate::cli::parse_scores(typed).map_err(|e| e.to_string())?;
            let words = scores
                .iter()
                .map(|s| format!("{}:{}", s.a, s.b))
                .collect::<Vec<_>>()
                .join(",");
            Ok((
                MuckCommand::Score {
                    round: Some(round),
                    table,
                    bobbl: 1,
                    scores,
                    second_entry: false,
                }
                .into(),
                words,
            ))
        }
        _ => Err(crate::i18n::t("room-no-tables").to_string()),
    }
}
