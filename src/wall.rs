//! The wall screen's content, for the room of a live event: the published round by name (every
//! player once, alphabetical, with the table and the opponent), so each player finds their
//! seat, then the standings (Swiss) or the ranking (Muck). Turnierfußball, the Deich and Grand
//! Slam are played by mail, with no tables in a room: their wall has no lists (the desk's wall
//! screen says there is nothing to show yet). One pure function of the event and its views,
//! read by the desk's wall screen (`tui/wall.rs`) and by the room's TV page (`crate::room`,
//! also written as a file by `turnier open EV --wall-html DIR`); the one place here that asks
//! which system an event runs is [`wall`].
//!
//! A draft never goes on the wall: the round shown is the last published or complete one.

use crate::game::{Event, Game, PlayerId, RoundNo, TableNo};
use crate::i18n;
use crate::muck::{MuckGame, Side};
use crate::print::collation_key;
use crate::session::Views;
use crate::swiss::SwissGame;

/// The file the HTML wall page is written to, in the folder given.
pub const HTML_FILE: &str = "index.html";

/// Where a player sits in the round shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seat {
    /// At this table.
    Table(TableNo),
    /// Swiss: the bye.
    Bye,
    /// Muck: sits the round out.
    SitsOut,
}

/// One line of the round by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WallLine {
    /// The player's name as the desk shows it (with ` #id` where two share it).
    pub name: String,
    /// Where they sit.
    pub seat: Seat,
    /// The opponent (Muck: the other side's names), `None` for a bye or sitting out.
    pub opponent: Option<String>,
}

/// One line of the standings or the ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WallRank {
    /// Rank (Swiss) or place (Muck); shared places repeat it.
    pub rank: u32,
    /// The player's (Muck: the entrant's) name.
    pub name: String,
    /// Swiss: match points and record, `9 (3-0-0)`, byes apart (`6 (1-0-0 +1 bye)`); Muck: Bobbl and Tore, `3 · 61`.
    pub points: String,
}

/// What the wall shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Wall {
    /// The round shown by name; `None` before a round is published.
    pub round: Option<RoundNo>,
    /// The playoff stage of that round in words (`Quarter-final`, R-S19), so a playoff round is
    /// not shown as one more Swiss round; `None` for a Swiss round.
    pub stage: Option<String>,
    /// Every player of that round once, alphabetical.
    pub lines: Vec<WallLine>,
    /// The heading of the second list: the Fluent key `wall-standings` or `wall-ranking`.
    pub ranking_title: &'static str,
    /// The heading of its points column, a Fluent key.
    pub points_header: &'static str,
    /// The heading of its first column, a Fluent key: `wall-col-rank`, or `wall-col-table`
    /// for the bracket during the playoff.
    pub rank_header: &'static str,
    /// The standings or the ranking, best first.
    pub ranking: Vec<WallRank>,
}

/// The wall of `t` with its `views` (built at the last commit).
pub fn wall(t: &Event, views: &Views) -> Wall {
    let name = |p: PlayerId| {
        views
            .display
            .get((p.0 as usize).wrapping_sub(1))
            .cloned()
            .unwrap_or_else(|| t.registry.name_of(p))
    };
    let round = views.latest_fixed;
    let mut w = match &t.game {
        Game::Swiss(g) => swiss(t, g, views, round, &name),
        Game::Muck(g) => muck(t, g, views, round, &name),
        // The play-by-mail systems are evaluated by a game master, not seated in a room.
        _ => Wall {
            ranking_title: i18n::key("wall-standings"),
            points_header: i18n::key("wall-col-points"),
            rank_header: i18n::key("wall-col-rank"),
            ..Wall::default()
        },
    };
    w.lines
        .sort_by_cached_key(|l| (collation_key(&l.name), l.name.clone()));
    w
}

fn swiss(
    t: &Event,
    g: &SwissGame,
    views: &Views,
    round: Option<RoundNo>,
    name: &dyn Fn(PlayerId) -> String,
) -> Wall {
    let lines = round
        .and_then(|n| g.rounds.iter().find(|r| r.number == n))
        .map(|r| {
            crate::print::pairings_by_name_lines(t, g, r)
                .into_iter()
                .map(|l| WallLine {
                    name: name(l.player),
                    seat: l.table.map_or(Seat::Bye, Seat::Table),
                    opponent: l.opponent.map(name),
                })
                .collect()
        })
        .unwrap_or_default();
    let ranking = views
        .standings()
        .map(|s| {
            s.rows
                .iter()
                .map(|r| WallRank {
                    rank: r.rank,
                    name: name(r.player),
                    points: crate::tr!(
                        "wall-record",
                        points = r.match_points,
                        record = format!("{}-{}-{}", r.wins, r.losses, r.draws),
                        byes = r.byes
                    ),
                })
                .collect()
        })
        .unwrap_or_default();
    let wall = Wall {
        round,
        stage: None,
        lines,
        ranking_title: i18n::key("wall-standings"),
        points_header: i18n::key("wall-col-points"),
        rank_header: i18n::key("wall-col-rank"),
        ranking,
    };
    match &g.playoff {
        Some(p) => playoff_wall(g, p, views, wall, name),
        None => wall,
    }
}

/// The wall during the playoff: the round's stage (not `Round 6`), and in place of the Swiss
/// standings (frozen at the cut) the bracket while it is played, then the final places of R-S19
/// from the winner down to place C.
fn playoff_wall(
    g: &SwissGame,
    p: &crate::swiss::playoff::Playoff,
    views: &Views,
    mut w: Wall,
    name: &dyn Fn(PlayerId) -> String,
) -> Wall {
    use crate::swiss::playoff;
    w.stage = w
        .round
        .and_then(|n| playoff::stage_of(g, n))
        .map(|s| s.words().to_string());
    let places = views
        .standings()
        .and_then(|st| playoff::final_places(g, st));
    if let Some(places) = places {
        w.ranking_title = i18n::key("wf-wall-final-places");
        w.points_header = i18n::key("wf-wall-col-reached");
        w.ranking = places
            .iter()
            .take(p.cut as usize)
            .enumerate()
            .map(|(i, q)| WallRank {
                rank: i as u32 + 1,
                name: name(*q),
                points: playoff::reached(g, *q)
                    .map(|s| s.place_words().to_string())
                    .unwrap_or_default(),
            })
            .collect();
        return w;
    }
    w.ranking_title = i18n::key("wf-wall-bracket");
    w.points_header = i18n::key("wf-wall-col-stage");
    w.rank_header = i18n::key("wall-col-table");
    w.ranking = playoff::matches(g)
        .iter()
        .map(|m| WallRank {
            rank: m.table.0,
            name: crate::tr!(
                "wf-wall-match",
                a = name(m.a),
                seed_a = m.seeds.0,
                b = name(m.b),
                seed_b = m.seeds.1
            ),
            points: match m.result {
                Some(r) => format!("{} · {r}", m.stage.words()),
                None => m.stage.words().to_string(),
            },
        })
        .collect();
    w
}

fn muck(
    t: &Event,
    g: &MuckGame,
    views: &Views,
    round: Option<RoundNo>,
    name: &dyn Fn(PlayerId) -> String,
) -> Wall {
    let reg = &t.registry;
    let players = |s: Side| match s {
        Side::Pair(p) => g.players_of(crate::muck::Entrant::Pair(p)),
        Side::Players(a, b) => vec![a, b],
    };
    let mut lines = Vec::new();
    if let Some(r) = round.and_then(|n| g.round(n)) {
        for tb in &r.tables {
            for (side, other) in [(tb.a, tb.b), (tb.b, tb.a)] {
                for p in players(side) {
                    lines.push(WallLine {
                        name: name(p),
                        seat: Seat::Table(tb.number),
                        opponent: Some(g.side_name(reg, other)),
                    });
                }
            }
        }
        for e in &r.sitting_out {
            for p in g.players_of(*e) {
                lines.push(WallLine {
                    name: name(p),
                    seat: Seat::SitsOut,
                    opponent: None,
                });
            }
        }
    }
    let ranking = views
        .ranking()
        .map(|rk| {
            rk.rows
                .iter()
                .map(|r| WallRank {
                    rank: r.place,
                    name: g.entrant_name(reg, r.entrant),
                    points: format!("{} · {}", r.bobbl, r.tore),
                })
                .collect()
        })
        .unwrap_or_default();
    Wall {
        round,
        stage: None,
        lines,
        ranking_title: i18n::key("wall-ranking"),
        points_header: i18n::key("wall-col-bobbl-tore"),
        rank_header: i18n::key("wall-col-rank"),
        ranking,
    }
}

/// Where a line's player sits, in words: the table number, `bye` or `sits out`.
pub fn seat_words(s: &Seat) -> String {
    match s {
        Seat::Table(n) => n.to_string(),
        Seat::Bye => i18n::t("wall-bye").into(),
        Seat::SitsOut => i18n::t("wall-sits-out").into(),
    }
}

/// The round shown in words: `Round 6`, with the playoff stage `Round 6 · Quarter-final`;
/// empty before a round is shown.
pub fn round_words(w: &Wall) -> String {
    match (w.round, &w.stage) {
        (Some(r), Some(stage)) => {
            crate::tr!("wf-wall-round-stage", round = r.0, stage = stage.as_str())
        }
        (Some(r), None) => crate::tr!("wall-round", round = r.0),
        (None, _) => String::new(),
    }
}
