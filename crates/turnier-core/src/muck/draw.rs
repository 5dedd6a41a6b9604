//! The draw of a whole Muck round: who sits out, who plays whom, and (single players) who
//! partners whom, reproducible from the tournament's seed.

use super::search::{seat_pairs, seat_singles, split_singles_cost};
use crate::game::lots::SplitMix64;
use crate::game::{Registry, RoundNo, RoundState, TableNo};
use crate::muck::{Entrant, MuckGame, MuckSettings, MuckTable, Partners, Schedule, Side};
use std::collections::HashMap;
use thiserror::Error;

/// Why no round can be drawn.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DrawError {
    /// Too few active entrants to fill one table.
    #[error("{}", too_few_words(*.active, .what, *.needed, .waiting))]
    TooFew {
        /// Active entrants.
        active: usize,
        /// `pair(s)` or `player(s)`.
        what: &'static str,
        /// Entrants one table needs: 2 pairs or 4 players.
        needed: usize,
        /// Fixed pairs: the names of the players who came alone and wait for a partner.
        waiting: Vec<String>,
    },
}

/// [`DrawError::TooFew`] in words of the language in force.
fn too_few_words(active: usize, what: &str, needed: usize, waiting: &[String]) -> String {
    let what = if what == "pair(s)" {
        crate::i18n::t("muck-draw-too-few-pairs")
    } else {
        crate::i18n::t("muck-draw-too-few-players")
    };
    let note = if waiting.is_empty() {
        String::new()
    } else {
        crate::tr!("muck-draw-too-few-waiting", names = waiting.join(", "))
    };
    crate::tr!(
        "muck-draw-too-few",
        active = active,
        what = what,
        needed = needed,
        waiting = note
    )
}

/// A proposed round: tables with no scores yet, who sits out, and the repeats it could not
/// avoid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MuckDraw {
    /// The round drawn.
    pub round: RoundNo,
    /// Tables numbered 1.. in the drawn order.
    pub tables: Vec<MuckTable>,
    /// Active entrants not seated (fixed pairs: an odd field; single players: the field is not
    /// a multiple of 4), chosen from those who sat out least so far, then by lot.
    pub sitting_out: Vec<Entrant>,
    /// Repeat partners in this draw (single players), each unavoidable.
    pub repeat_partners: u64,
    /// Repeat opponent meetings in this draw, each unavoidable given the partners.
    pub repeat_opponents: u64,
    /// For the director: unavoidable repeats, a moving schedule that had to be drawn afresh,
    /// more rounds than planned.
    pub warnings: Vec<String>,
}

/// Earlier meetings, from every round that is not a draft: how often two entrants sat on
/// opposite sides (`opposed`), and how often two single players shared a side (`partnered`).
#[derive(Debug, Default)]
pub struct History {
    /// Unordered entrant pair -> times met as opponents.
    pub opposed: HashMap<(Entrant, Entrant), u32>,
    /// Unordered player pair -> times partners (single players only).
    pub partnered: HashMap<(Entrant, Entrant), u32>,
    /// Entrant -> rounds sat out.
    pub sat_out: HashMap<Entrant, u32>,
}

fn key(a: Entrant, b: Entrant) -> (Entrant, Entrant) {
    if a < b { (a, b) } else { (b, a) }
}

impl History {
    /// The history of the game `g` over its fixed (published or complete) Muck rounds.
    pub fn of(g: &MuckGame) -> Self {
        let mut h = Self::default();
        for r in g.rounds.iter().filter(|r| r.state != RoundState::Draft) {
            for tb in &r.tables {
                let (a, b) = (tb.a.entrants(), tb.b.entrants());
                for &x in &a {
                    for &y in &b {
                        *h.opposed.entry(key(x, y)).or_insert(0) += 1;
                    }
                }
                for side in [&a, &b] {
                    if let [x, y] = side.as_slice() {
                        *h.partnered.entry(key(*x, *y)).or_insert(0) += 1;
                    }
                }
            }
            for e in &r.sitting_out {
                *h.sat_out.entry(*e).or_insert(0) += 1;
            }
        }
        h
    }

    /// Times `a` and `b` met as opponents.
    pub fn met(&self, a: Entrant, b: Entrant) -> u32 {
        self.opposed.get(&key(a, b)).copied().unwrap_or(0)
    }

    /// Times `a` and `b` were partners.
    pub fn partners(&self, a: Entrant, b: Entrant) -> u32 {
        self.partnered.get(&key(a, b)).copied().unwrap_or(0)
    }
}

/// Draws the next round of the Muck game `g` (players in `reg`; the draw number `draw_no`: 0 for the first draw of the
/// round, one more for every re-draw).
///
/// Who sits out: the field minus a multiple of the table size (2 pairs, 4 players), taken
/// from the active entrants who sat out least so far, by lot among equals, so sitting out
/// rotates. The rest are seated for the whole round at once by [`super::search`]: the fewest
/// repeat partners first (single players), then the fewest repeat opponents, each counted per
/// earlier meeting; ties by lot. The lot is [`SplitMix64`] seeded from the event's `seed`, the round
/// number and `draw_no`, so the same state always gives the same draw.
///
/// With [`Schedule::Moving`] (fixed pairs), from round 2 on side A stays at its table and side
/// B moves one table on (the last table's side B sits out when the field is odd, and the pair
/// that sat out comes in at table 1). If the field changed since the last round (a withdrawal,
/// a late entry) the round is drawn afresh, with a warning.
///
/// # Errors
/// [`DrawError::TooFew`].
pub fn draw(reg: &Registry, g: &MuckGame, seed: u64, draw_no: u32) -> Result<MuckDraw, DrawError> {
    let settings = &g.settings;
    let round = RoundNo(
        g.rounds
            .iter()
            .filter(|r| r.state != RoundState::Draft)
            .count() as u32
            + 1,
    );
    let active = g.active_entrants(reg);
    let (size, what) = match settings.partners {
        Partners::Fixed => (2, "pair(s)"),
        Partners::Changing => (4, "player(s)"),
    };
    if active.len() < size {
        return Err(DrawError::TooFew {
            active: active.len(),
            what,
            needed: size,
            waiting: g
                .waiting_for_partner(reg)
                .into_iter()
                .map(|p| reg.name_of(p))
                .collect(),
        });
    }
    let mut rng = SplitMix64::for_draw(seed, round.0, draw_no);
    let history = History::of(g);
    let mut warnings = Vec::new();
    if let Some(p) = settings.planned_rounds
        && round.0 > p
    {
        warnings.push(format!("round {round} is beyond the {p} planned round(s)"));
    }
    if settings.schedule == Schedule::Moving && round.0 > 1 {
        match moving(reg, g, settings, round, &active) {
            Some(d) => return Ok(with_warnings(d, warnings)),
            None => warnings.push(
                "moving schedule: the field changed since the last round, so this round is \
                 drawn afresh"
                    .into(),
            ),
        }
    }

    // Who sits out: fewest sit-outs so far first, by lot among equals.
    let mut pool: Vec<(u32, u64, Entrant)> = active
        .iter()
        .map(|e| {
            (
                history.sat_out.get(e).copied().unwrap_or(0),
                rng.next_u64(),
                *e,
            )
        })
        .collect();
    pool.sort();
    let out_count = active.len() % size;
    let mut sitting_out: Vec<Entrant> = pool[..out_count].iter().map(|x| x.2).collect();
    sitting_out.sort();
    let seated: Vec<Entrant> = active
        .iter()
        .copied()
        .filter(|e| !sitting_out.contains(e))
        .collect();
    let seed = rng.next_u64();
    let bobbl = settings.bobbl_per_round;
    let (tables, repeat_partners, repeat_opponents, proven) = match settings.partners {
        Partners::Fixed => {
            let met = |i: usize, j: usize| history.met(seated[i], seated[j]);
            let s = seat_pairs(seated.len(), &met, seed);
            let tables = s
                .tables
                .iter()
                .enumerate()
                .map(|(i, &(a, b))| {
                    MuckTable::new(
                        TableNo(i as u32 + 1),
                        side(seated[a]),
                        side(seated[b]),
                        bobbl,
                        false,
                    )
                })
                .collect();
            (tables, 0, s.cost, s.proven)
        }
        Partners::Changing => {
            let player = |i: usize| match seated[i] {
                Entrant::Player(p) => p,
                // Changing partners: every entrant is a player.
                Entrant::Pair(_) => crate::game::PlayerId(0),
            };
            let part = |i: usize, j: usize| history.partners(seated[i], seated[j]);
            let opp = |i: usize, j: usize| history.met(seated[i], seated[j]);
            let s = seat_singles(seated.len(), &part, &opp, seed);
            let tables = s
                .tables
                .iter()
                .enumerate()
                .map(|(i, (a, b))| {
                    MuckTable::new(
                        TableNo(i as u32 + 1),
                        Side::Players(player(a[0]), player(a[1])),
                        Side::Players(player(b[0]), player(b[1])),
                        bobbl,
                        false,
                    )
                })
                .collect();
            let (p, o) = split_singles_cost(s.cost);
            (tables, p, o, s.proven)
        }
    };
    let d = MuckDraw {
        round,
        tables,
        sitting_out,
        repeat_partners,
        repeat_opponents,
        warnings: Vec::new(),
    };
    if !proven {
        warnings.push(format!(
            "the draw search stopped after {} steps: it may not have the fewest repeats",
            super::search::BUDGET
        ));
    }
    warnings.extend(repeat_warnings(reg, g, &d.tables, &history));
    Ok(with_warnings(d, warnings))
}

/// A warning of a draw as stored in the round (always English: saved files do not depend on the
/// language) in the language in force, for the desk and the print. A text of another form is
/// given as it is.
pub fn warning_words(w: &str) -> String {
    if crate::i18n::lang() == crate::i18n::Lang::En {
        return w.to_string();
    }
    let num = |s: &str| s.parse::<u32>().ok();
    if let Some(rest) = w.strip_prefix("round ")
        && let Some((r, rest)) = rest.split_once(" is beyond the ")
        && let Some(p) = rest.strip_suffix(" planned round(s)")
        && let (Some(r), Some(p)) = (num(r), num(p))
    {
        return crate::tr!("muck-warn-beyond", round = r, planned = p);
    }
    if w.starts_with("moving schedule: ") {
        return crate::tr!("muck-warn-moving");
    }
    if let Some(rest) = w.strip_prefix("the draw search stopped after ")
        && let Some(n) = rest.strip_suffix(" steps: it may not have the fewest repeats")
        && let Some(n) = num(n)
    {
        return crate::tr!("muck-warn-search", steps = n);
    }
    if let Some(rest) = w.strip_prefix("table ")
        && let Some((tb, rest)) = rest.split_once(": ")
        && let Some(tb) = num(tb)
        && let Some((who, times)) = rest.rsplit_once(" before (")
        && let Some(n) = times.strip_suffix("x)").and_then(num)
    {
        if let Some(who) = who.strip_suffix(" met")
            && let Some((a, b)) = who.split_once(" v ")
        {
            return crate::tr!("muck-warn-met", table = tb, a = a, b = b, times = n);
        }
        if let Some(who) = who.strip_suffix(" were partners")
            && let Some((a, b)) = who.split_once(" and ")
        {
            return crate::tr!("muck-warn-partners", table = tb, a = a, b = b, times = n);
        }
    }
    w.to_string()
}

fn with_warnings(mut d: MuckDraw, mut w: Vec<String>) -> MuckDraw {
    w.append(&mut d.warnings);
    d.warnings = w;
    d
}

fn side(e: Entrant) -> Side {
    match e {
        Entrant::Pair(p) => Side::Pair(p),
        Entrant::Player(p) => Side::Players(p, p),
    }
}

/// Every repeat at these tables, in words: `table 3: Berta / Else v Karl / Monika met before
/// (1x)`, `table 2: Anna and Bert were partners before (1x)`.
pub fn repeat_warnings(
    reg: &Registry,
    g: &MuckGame,
    tables: &[MuckTable],
    h: &History,
) -> Vec<String> {
    let mut out = Vec::new();
    for tb in tables {
        for x in tb.a.entrants() {
            for y in tb.b.entrants() {
                let n = h.met(x, y);
                if n > 0 {
                    out.push(format!(
                        "table {}: {} v {} met before ({n}x)",
                        tb.number,
                        g.entrant_name(reg, x),
                        g.entrant_name(reg, y)
                    ));
                }
            }
        }
        for s in [tb.a, tb.b] {
            if let [x, y] = s.entrants().as_slice() {
                let n = h.partners(*x, *y);
                if n > 0 {
                    out.push(format!(
                        "table {}: {} and {} were partners before ({n}x)",
                        tb.number,
                        g.entrant_name(reg, *x),
                        g.entrant_name(reg, *y)
                    ));
                }
            }
        }
    }
    out
}

/// The moving schedule's next round, or `None` when the field is not the one of the last
/// round (then the round is drawn).
fn moving(
    reg: &Registry,
    g: &MuckGame,
    settings: &MuckSettings,
    round: RoundNo,
    active: &[Entrant],
) -> Option<MuckDraw> {
    let last = g
        .rounds
        .iter()
        .rev()
        .find(|r| r.state != RoundState::Draft)?;
    let mut ring: Vec<Side> = last.tables.iter().map(|tb| tb.b).collect();
    ring.extend(last.sitting_out.iter().map(|e| side(*e)));
    let mut before: Vec<Entrant> = last
        .tables
        .iter()
        .flat_map(|tb| tb.a.entrants())
        .chain(ring.iter().flat_map(|s| s.entrants()))
        .collect();
    before.sort();
    let mut now = active.to_vec();
    now.sort();
    if before != now || last.sitting_out.len() > 1 {
        return None;
    }
    // Side B moves one table on; the last one moves to the bench if there is one.
    ring.rotate_right(1);
    let tables: Vec<MuckTable> = last
        .tables
        .iter()
        .zip(&ring)
        .map(|(tb, b)| MuckTable::new(tb.number, tb.a, *b, settings.bobbl_per_round, false))
        .collect();
    let sitting_out = ring[last.tables.len()..]
        .iter()
        .flat_map(|s| s.entrants())
        .collect();
    let h = History::of(g);
    let warnings = repeat_warnings(reg, g, &tables, &h);
    let repeat_opponents = tables
        .iter()
        .map(|tb| {
            tb.a.entrants()
                .iter()
                .flat_map(|x| tb.b.entrants().into_iter().map(move |y| (*x, y)))
                .map(|(x, y)| u64::from(h.met(x, y)))
                .sum::<u64>()
        })
        .sum();
    Some(MuckDraw {
        round,
        tables,
        sitting_out,
        repeat_partners: 0,
        repeat_opponents,
        warnings,
    })
}
