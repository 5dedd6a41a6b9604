//! The playoff after the top cut (R-S18, R-S19; `swiss-pairing-and-scoring.txt`, "Top Cut"):
//! the cut from the final Swiss standings, the playoff rounds as rounds of their own after the
//! last Swiss round, results without draws, a dropped or absent player's loss, the final places.
//!
//! Playoff rounds live in [`SwissGame::rounds`] after the last Swiss round ([`Playoff::after`]),
//! so results are entered and shown as in Swiss; the Swiss standings count only rounds up to
//! [`Playoff::after`] and so stay frozen at the cut (R-S19). Each playoff round is published as
//! it is made: its pairings follow from the bracket, there is nothing to choose.
//!
//! Pure: no terminal, file or clock.

use super::SwissGame;
use super::round::{MatchResult, Outcome, Round, Table, TableReason};
use super::standings::{Standings, standings};
use super::top_cut::{CutCheck, bracket, check_cut};
use crate::game::lifecycle;
use crate::game::{Change, Msg, PlayerId, Registry, Rejected, RoundNo, RoundState, TableNo};
use serde::{Deserialize, Serialize};

/// The playoff of a Swiss event, once the top cut is made (R-S18, R-S19).
///
/// Saved with the event as `playoff: Some((cut: 8, after: 6, seeds: [..]))`; absent (and not
/// written) before the cut, so older saves load and write unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Playoff {
    /// The cut C: a power of two, at least 2 (R-S18).
    pub cut: u32,
    /// The last Swiss round: the Swiss standings are frozen after it (R-S19); playoff rounds
    /// are numbered from `after + 1`.
    pub after: RoundNo,
    /// The C players of the cut, seed 1 first: the Swiss standings after `after` without
    /// dropped players (R-S18 "Gesetzt wird der Bracket nach der Abschlusstabelle").
    pub seeds: Vec<PlayerId>,
    /// Matches lost because a player dropped or was absent (R-S19: "recorded as such"). Not
    /// written when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forfeits: Vec<Forfeit>,
}

/// A playoff match lost by a dropped or absent player (R-S19).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Forfeit {
    /// The playoff round.
    pub round: RoundNo,
    /// The table.
    pub table: TableNo,
    /// The player who lost it without playing.
    pub player: PlayerId,
}

/// How far a player came in the playoff: the stage of a round by the players it has (2: the
/// final, 4: the semi-finals, 8: the quarter-finals), or the title.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stage {
    /// Won the final.
    Winner,
    /// The final (2 players).
    Final,
    /// The semi-finals (4 players).
    SemiFinal,
    /// The quarter-finals (8 players).
    QuarterFinal,
    /// A round of this many players (16, 32, …).
    RoundOf(u32),
}

impl Stage {
    /// The stage of a playoff round with `tables` matches.
    pub fn of_tables(tables: usize) -> Self {
        match tables {
            0 | 1 => Self::Final,
            2 => Self::SemiFinal,
            4 => Self::QuarterFinal,
            n => Self::RoundOf(2 * n as u32),
        }
    }

    /// The JSON word (a contract, English): `winner`, `final`, `semi-final`, `quarter-final`,
    /// `round-of-16`.
    pub fn json_name(self) -> String {
        match self {
            Self::Winner => "winner".into(),
            Self::Final => "final".into(),
            Self::SemiFinal => "semi-final".into(),
            Self::QuarterFinal => "quarter-final".into(),
            Self::RoundOf(n) => format!("round-of-{n}"),
        }
    }

    /// The stage as a final place says it (R-S19): the final's loser is the runner-up
    /// (`playoff-place-runner-up`), every other stage its [`Self::words`].
    pub fn place_words(self) -> Msg {
        match self {
            Self::Final => Msg::key("playoff-place-runner-up"),
            s => s.words(),
        }
    }

    /// The stage in words, as a message (`playoff-stage-*` keys).
    pub fn words(self) -> Msg {
        match self {
            Self::Winner => Msg::key("playoff-stage-winner"),
            Self::Final => Msg::key("playoff-stage-final"),
            Self::SemiFinal => Msg::key("playoff-stage-semi-final"),
            Self::QuarterFinal => Msg::key("playoff-stage-quarter-final"),
            Self::RoundOf(n) => Msg::key("playoff-stage-round-of").num("players", n),
        }
    }
}

impl SwissGame {
    /// Whether round `n` is a playoff round (after the cut).
    pub fn is_playoff_round(&self, n: RoundNo) -> bool {
        self.playoff.as_ref().is_some_and(|p| n > p.after)
    }

    /// The playoff rounds made so far, first first (empty before the cut).
    pub fn playoff_rounds(&self) -> &[Round] {
        match &self.playoff {
            Some(p) => self.rounds.get(p.after.0 as usize..).unwrap_or(&[]),
            None => &[],
        }
    }
}

impl Playoff {
    /// The seed of `p` (1 = best), if `p` made the cut.
    pub fn seed_of(&self, p: PlayerId) -> Option<u32> {
        self.seeds
            .iter()
            .position(|s| *s == p)
            .map(|i| i as u32 + 1)
    }

    /// How many playoff rounds the bracket has: log2(C) (Top 8: 3).
    pub fn round_count(&self) -> usize {
        self.cut.trailing_zeros() as usize
    }

    /// The forfeit at this table, if a player lost it by a drop or absence.
    pub fn forfeit_at(&self, round: RoundNo, table: TableNo) -> Option<PlayerId> {
        self.forfeits
            .iter()
            .find(|f| f.round == round && f.table == table)
            .map(|f| f.player)
    }
}

/// The playoff stage of round `n` (its tables say it: 4 the quarter-finals, R-S19), `None`
/// for a Swiss round or a round that does not exist.
pub fn stage_of(g: &SwissGame, n: RoundNo) -> Option<Stage> {
    if !g.is_playoff_round(n) {
        return None;
    }
    let r = g.rounds.iter().find(|r| r.number == n)?;
    Some(Stage::of_tables(r.tables.len()))
}

/// The winner of a playoff table with a result (no draws, R-S19); `None` while open.
pub fn winner(t: &Table) -> Option<PlayerId> {
    match t.result?.outcome() {
        Outcome::WinA => Some(t.a),
        Outcome::WinB => Some(t.b),
        Outcome::Draw => None,
    }
}

/// The loser of a playoff table with a result.
pub fn loser(t: &Table) -> Option<PlayerId> {
    winner(t).and_then(|w| t.opponent_of(w))
}

/// Whether the playoff is over: its last round (the final) has a result.
pub fn complete(g: &SwissGame) -> bool {
    let Some(p) = &g.playoff else { return false };
    let rounds = g.playoff_rounds();
    rounds.len() == p.round_count() && rounds.last().is_some_and(|r| r.open_tables() == 0)
}

/// The furthest stage `player` reached in the playoff (R-S19): [`Stage::Winner`] for the
/// final's winner, else the stage of the last playoff round they sat in; `None` for a player
/// outside the cut or before it.
pub fn reached(g: &SwissGame, player: PlayerId) -> Option<Stage> {
    let p = g.playoff.as_ref()?;
    p.seed_of(player)?;
    let rounds = g.playoff_rounds();
    let last = rounds.iter().rev().find(|r| r.involves(player))?;
    let stage = Stage::of_tables(last.tables.len());
    let won_final = stage == Stage::Final
        && rounds.len() == p.round_count()
        && last.tables.first().and_then(winner) == Some(player);
    Some(if won_final { Stage::Winner } else { stage })
}

/// Where a player of the cut stands in the playoff (R-S19), for `standings --json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Run {
    /// Out in this stage (lost its match, also by a drop or absence), or [`Stage::Winner`].
    Ended(Stage),
    /// Still in: plays this stage (the open table, or the round to be paired next).
    StillIn(Stage),
}

/// Where `player` stands in the playoff of `g` ([`Run`]); `None` outside the cut or before
/// it. On [`as_of`] a game this is the state after that round.
pub fn run_of(g: &SwissGame, player: PlayerId) -> Option<Run> {
    let p = g.playoff.as_ref()?;
    p.seed_of(player)?;
    let Some(last) = g.playoff_rounds().iter().rev().find(|r| r.involves(player)) else {
        return Some(Run::StillIn(Stage::of_tables(p.cut as usize / 2)));
    };
    let stage = Stage::of_tables(last.tables.len());
    let won = last
        .tables
        .iter()
        .find(|t| t.a == player || t.b == player)
        .map(winner);
    Some(match won {
        Some(Some(w)) if w == player && stage == Stage::Final => Run::Ended(Stage::Winner),
        Some(Some(w)) if w == player => Run::StillIn(Stage::of_tables(last.tables.len() / 2)),
        Some(Some(_)) => Run::Ended(stage),
        _ => Run::StillIn(stage),
    })
}

/// The game as it stood after round `n` (`standings --round N`): the rounds after `n` and
/// the forfeits recorded in them left out; for a Swiss round (`n` at or before the cut) the
/// playoff too, which was not made yet. A round past the last one: the game as it is. Pure.
pub fn as_of(g: &SwissGame, n: RoundNo) -> SwissGame {
    let mut g = g.clone();
    g.rounds.truncate(n.0 as usize);
    if g.playoff.as_ref().is_some_and(|p| n <= p.after) {
        g.playoff = None;
    } else if let Some(p) = &mut g.playoff {
        p.forfeits.retain(|f| f.round <= n);
    }
    g
}

/// The final places of R-S19 once the playoff is over, best first: the final's winner 1, its
/// loser 2, the semi-final losers 3-4, the quarter-final losers 5-8 (in general: the losers of
/// a round of k players take places k/2+1..k), each group in seed order (the Swiss standings at
/// the cut); then every player outside the cut in the order of the Swiss standings `st`
/// (frozen at the cut). `None` before the final has a result.
pub fn final_places(g: &SwissGame, st: &Standings) -> Option<Vec<PlayerId>> {
    let p = g.playoff.as_ref()?;
    if !complete(g) {
        return None;
    }
    let rounds = g.playoff_rounds();
    let final_table = rounds.last()?.tables.first()?;
    let mut order = vec![winner(final_table)?, loser(final_table)?];
    for r in rounds.iter().rev().skip(1) {
        let mut losers: Vec<PlayerId> = r.tables.iter().filter_map(loser).collect();
        losers.sort_by_key(|l| p.seed_of(*l));
        order.extend(losers);
    }
    order.extend(
        st.rows
            .iter()
            .map(|r| r.player)
            .filter(|q| p.seed_of(*q).is_none()),
    );
    Some(order)
}

/// One playoff match as the bracket shows it (the desk's bracket screen, `top-cut`, the
/// printed bracket).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketMatch {
    /// The playoff round.
    pub round: RoundNo,
    /// Its stage.
    pub stage: Stage,
    /// The table.
    pub table: TableNo,
    /// The better seed, listed first.
    pub a: PlayerId,
    /// The other player.
    pub b: PlayerId,
    /// Their seeds at the cut (1 = best).
    pub seeds: (u32, u32),
    /// The result from A's side, once entered.
    pub result: Option<MatchResult>,
    /// Who went through, once the result is entered.
    pub winner: Option<PlayerId>,
    /// The player who lost by a drop or absence (R-S19), if so.
    pub forfeit: Option<PlayerId>,
}

/// Every playoff match made so far, round by round, in bracket order.
pub fn matches(g: &SwissGame) -> Vec<BracketMatch> {
    let Some(p) = &g.playoff else {
        return Vec::new();
    };
    g.playoff_rounds()
        .iter()
        .flat_map(|r| {
            let stage = Stage::of_tables(r.tables.len());
            r.tables.iter().map(move |t| BracketMatch {
                round: r.number,
                stage,
                table: t.number,
                a: t.a,
                b: t.b,
                seeds: (
                    p.seed_of(t.a).unwrap_or_default(),
                    p.seed_of(t.b).unwrap_or_default(),
                ),
                result: t.result,
                winner: winner(t),
                forfeit: p.forfeit_at(r.number, t.number),
            })
        })
        .collect()
}

/// The stages of the bracket not paired yet, in order (Top 8 after the quarter-finals: the
/// semi-finals, the final).
pub fn stages_to_come(g: &SwissGame) -> Vec<Stage> {
    let Some(p) = &g.playoff else {
        return Vec::new();
    };
    let made = g.playoff_rounds().len();
    (made..p.round_count())
        .map(|k| Stage::of_tables((p.cut >> (k + 1)) as usize))
        .collect()
}

/// The top cut (R-S18): refuses while the Swiss part is not over (no round, a draft, open
/// tables), a playoff exists already, or `cut` is blocked by [`check_cut`] or 0 (no cut: no
/// playoff to start). Seeds the C best active players of the Swiss standings and publishes
/// the first playoff round in bracket order (Top 8: 1v8, 4v5, 2v7, 3v6) as round `after + 1`.
///
/// # Errors
/// [`Rejected::Refused`] (`top-cut`) for the state, [`Rejected::InvalidField`] (`cut`) for the
/// cut, naming the values allowed.
pub(super) fn start(reg: &Registry, g: &mut SwissGame, cut: u32) -> Result<Change, Rejected> {
    if g.playoff.is_some() {
        return Err(Rejected::refused(
            "top-cut",
            Msg::key("playoff-err-started"),
        ));
    }
    let Some(last) = g.rounds.last() else {
        return Err(Rejected::refused(
            "top-cut",
            Msg::key("playoff-err-no-round"),
        ));
    };
    match last.state {
        RoundState::Draft => {
            return Err(Rejected::refused(
                "top-cut",
                Msg::key("playoff-err-draft").num("round", last.number.0),
            ));
        }
        RoundState::Published => {
            return Err(Rejected::refused(
                "top-cut",
                Msg::key("playoff-err-open")
                    .num("round", last.number.0)
                    .num("tables", last.open_tables()),
            ));
        }
        RoundState::Complete => {}
    }
    let active = reg.active_players().len();
    if let Some(why) = cut_refusal(cut, active) {
        return Err(Rejected::invalid("cut", why));
    }
    let after = last.number;
    let st = standings(reg, g, Some(after));
    let seeds: Vec<PlayerId> = st
        .rows
        .iter()
        .filter(|r| !r.dropped)
        .map(|r| r.player)
        .take(cut as usize)
        .collect();
    let points = |q: PlayerId| {
        st.rows
            .iter()
            .find(|r| r.player == q)
            .map_or(0, |r| r.match_points)
    };
    let number = RoundNo(after.0 + 1);
    let tables = bracket(cut)
        .into_iter()
        .zip(1..)
        .map(|((hi, lo), n)| {
            let (a, b) = (seeds[hi as usize - 1], seeds[lo as usize - 1]);
            Table {
                number: TableNo(n),
                a,
                b,
                result: None,
                reason: TableReason {
                    points_a: points(a),
                    points_b: points(b),
                    seeds: Some((hi, lo)),
                    ..TableReason::default()
                },
            }
        })
        .collect();
    let mut round = Round {
        number,
        state: RoundState::Published,
        tables,
        byes: Vec::new(),
        warnings: Vec::new(),
    };
    let mut playoff = Playoff {
        cut,
        after,
        seeds,
        forfeits: Vec::new(),
    };
    forfeit_dropped(reg, &mut playoff, &mut round);
    g.rounds.push(round);
    g.playoff = Some(playoff);
    let stage = Stage::of_tables(cut as usize / 2);
    Ok(Change::said(
        Some(number),
        Msg::key("playoff-audit-start")
            .num("cut", cut)
            .num("after", after.0)
            .num("round", number.0)
            .msg("stage", stage.words()),
    ))
}

/// Takes the top cut back ([`crate::swiss::SwissCommand::CancelPlayoff`]): the playoff and
/// its rounds go, the Swiss rounds stay; a player who dropped during the playoff stays dropped
/// after the last Swiss round (`after`), so the save validates. The audit entry names the cut
/// and how many playoff rounds and results were removed.
///
/// # Errors
/// [`Rejected::Refused`] (`top-cut`) when there is no playoff.
pub(super) fn cancel(reg: &mut Registry, g: &mut SwissGame) -> Result<Change, Rejected> {
    let Some(p) = g.playoff.take() else {
        return Err(Rejected::refused("top-cut", Msg::key("playoff-err-none")));
    };
    let removed = g.rounds.split_off(p.after.0 as usize);
    let results: usize = removed
        .iter()
        .flat_map(|r| &r.tables)
        .filter(|t| t.result.is_some())
        .count();
    for q in &mut reg.participants {
        if q.dropped_after.is_some_and(|d| d > p.after) {
            q.dropped_after = Some(p.after);
        }
    }
    Ok(Change::said(
        Some(p.after),
        Msg::key("playoff-audit-cancel")
            .num("cut", p.cut)
            .num("after", p.after.0)
            .num("rounds", removed.len())
            .num("results", results),
    ))
}

/// Why `cut` cannot start a playoff with `active` players, or `None` when it can: 0 (no cut),
/// or what [`check_cut`] blocks.
pub fn cut_refusal(cut: u32, active: usize) -> Option<Msg> {
    if cut == 0 {
        return Some(Msg::key("playoff-err-no-cut"));
    }
    match check_cut(cut, active) {
        CutCheck::Block(_) if cut == 1 || !cut.is_power_of_two() => {
            Some(Msg::key("playoff-err-cut-not-power").num("cut", cut))
        }
        CutCheck::Block(_) => Some(
            Msg::key("playoff-err-cut-too-large")
                .num("cut", cut)
                .num("active", active),
        ),
        CutCheck::Ok | CutCheck::Warn(_) => None,
    }
}

/// The next playoff round from the winners of the last one, in bracket order (the winners of
/// tables 1 and 2 meet at table 1, of 3 and 4 at table 2, …), the better seed listed first;
/// published at once.
///
/// # Errors
/// [`Rejected::OpenTables`] while the last playoff round has open tables;
/// [`Rejected::Refused`] (`pair`) once the final is made.
pub(super) fn next_round(reg: &Registry, g: &mut SwissGame) -> Result<Change, Rejected> {
    lifecycle::next_round_allowed(&g.rounds)?;
    let Some(mut playoff) = g.playoff.clone() else {
        return Err(Rejected::refused("pair", Msg::key("playoff-err-none")));
    };
    if g.playoff_rounds().len() >= playoff.round_count() {
        return Err(Rejected::refused("pair", Msg::key("playoff-err-over")));
    }
    let Some(last) = g.rounds.last() else {
        return Err(Rejected::refused("pair", Msg::key("playoff-err-none")));
    };
    let winners: Vec<(PlayerId, u32)> = last
        .tables
        .iter()
        .filter_map(|t| {
            let w = winner(t)?;
            let points = if w == t.a {
                t.reason.points_a
            } else {
                t.reason.points_b
            };
            Some((w, points))
        })
        .collect();
    let seed = |q: PlayerId| playoff.seed_of(q).unwrap_or(u32::MAX);
    let number = RoundNo(last.number.0 + 1);
    let tables = winners
        .chunks(2)
        .zip(1..)
        .filter_map(|(pair, n)| {
            let [x, y] = pair else { return None };
            let ((a, pa), (b, pb)) = if seed(x.0) <= seed(y.0) {
                (*x, *y)
            } else {
                (*y, *x)
            };
            Some(Table {
                number: TableNo(n),
                a,
                b,
                result: None,
                reason: TableReason {
                    points_a: pa,
                    points_b: pb,
                    seeds: Some((seed(a), seed(b))),
                    ..TableReason::default()
                },
            })
        })
        .collect();
    let mut round = Round {
        number,
        state: RoundState::Published,
        tables,
        byes: Vec::new(),
        warnings: Vec::new(),
    };
    forfeit_dropped(reg, &mut playoff, &mut round);
    let stage = Stage::of_tables(round.tables.len());
    g.rounds.push(round);
    g.playoff = Some(playoff);
    Ok(Change::said(
        Some(number),
        Msg::key("playoff-audit-round")
            .num("round", number.0)
            .msg("stage", stage.words()),
    ))
}

/// A dropped player at a table of a new playoff round loses it at once (R-S19): the other
/// player wins 2-0, recorded as a forfeit. When both are dropped, the better seed (listed
/// first) goes through.
fn forfeit_dropped(reg: &Registry, p: &mut Playoff, r: &mut Round) {
    let dropped = |q: PlayerId| reg.participant(q).is_some_and(|x| x.is_dropped());
    for t in &mut r.tables {
        let gone = if dropped(t.b) {
            Some(t.b)
        } else if dropped(t.a) {
            Some(t.a)
        } else {
            None
        };
        if let Some(q) = gone {
            t.result = Some(forfeit_result(t, q));
            p.forfeits.push(Forfeit {
                round: r.number,
                table: t.number,
                player: q,
            });
        }
    }
    lifecycle::complete_when_entered(r);
}

/// The result of a match `loser` gives up: 2-0 for the other player, from A's side.
fn forfeit_result(t: &Table, loser: PlayerId) -> MatchResult {
    let (wa, wb) = if loser == t.b { (2, 0) } else { (0, 2) };
    MatchResult {
        wins_a: wa,
        wins_b: wb,
        draws: 0,
    }
}

/// After `player` dropped: an open table of the current playoff round they sit at is lost by
/// them (R-S19), recorded as a forfeit. Nothing happens outside the playoff.
///
/// Returns the forfeit recorded and the opponent it went to, if there was an open match.
pub(super) fn forfeit_on_drop(g: &mut SwissGame, player: PlayerId) -> Option<(Forfeit, PlayerId)> {
    let p = g.playoff.as_mut()?;
    if g.rounds.len() <= p.after.0 as usize {
        return None;
    }
    let r = g.rounds.last_mut()?;
    let mut recorded = None;
    if let Some(t) = r
        .tables
        .iter_mut()
        .find(|t| t.result.is_none() && t.seats(player))
    {
        t.result = Some(forfeit_result(t, player));
        let f = Forfeit {
            round: r.number,
            table: t.number,
            player,
        };
        p.forfeits.push(f);
        recorded = t.opponent_of(player).map(|o| (f, o));
    }
    lifecycle::complete_when_entered(r);
    recorded
}

/// The open playoff match `player` sits at (round, table, opponent), if any: what a drop now
/// would lose (the desk's question before a drop).
pub fn open_match_of(g: &SwissGame, player: PlayerId) -> Option<(RoundNo, TableNo, PlayerId)> {
    let r = g.playoff_rounds().last()?;
    let t = r
        .tables
        .iter()
        .find(|t| t.result.is_none() && t.seats(player))?;
    Some((r.number, t.number, t.opponent_of(player)?))
}

/// Before a drop is taken back (R-S19): the forfeit that drop recorded in the newest playoff
/// round is removed and its table is open again (the round back to published); returns that
/// round and table. A forfeit in an earlier playoff round decided who plays in the next one, so
/// the drop cannot be taken back.
///
/// # Errors
/// [`Rejected::Refused`] (`player`) when the player's forfeit decided a later round's seat.
pub(super) fn forfeit_off_on_undrop(
    g: &mut SwissGame,
    player: PlayerId,
) -> Result<Option<(RoundNo, TableNo)>, Rejected> {
    let last = g.rounds.last().map(|r| r.number);
    let Some(p) = g.playoff.as_mut() else {
        return Ok(None);
    };
    if let Some(f) = p
        .forfeits
        .iter()
        .find(|f| f.player == player && Some(f.round) != last)
    {
        // The field is the player (German `Spieler:`), not a command word.
        return Err(Rejected::wrong_state(
            "player",
            Msg::key("playoff-err-undrop-decided")
                .num("round", f.round.0)
                .num("table", f.table.0)
                .num("next", f.round.0 + 1),
        ));
    }
    let Some(i) = p.forfeits.iter().position(|f| f.player == player) else {
        return Ok(None);
    };
    let f = p.forfeits.remove(i);
    if let Some(r) = g.rounds.last_mut() {
        if let Some(t) = r.tables.iter_mut().find(|t| t.number == f.table) {
            t.result = None;
        }
        if r.state == RoundState::Complete {
            r.state = RoundState::Published;
        }
    }
    Ok(Some((f.round, f.table)))
}

/// The playoff's checks before a result for round `n`, table `table` is written: a Swiss round
/// is frozen once the cut is made; a playoff match has no draw; a result of an earlier playoff
/// round may not change who went through to the next one.
///
/// # Errors
/// [`Rejected::Refused`] (`result`) for a Swiss round after the cut or a changed winner;
/// [`Rejected::InvalidField`] (`score`) for a draw, naming the results allowed.
pub(super) fn check_result(
    g: &SwissGame,
    n: RoundNo,
    table: TableNo,
    result: MatchResult,
) -> Result<(), Rejected> {
    let Some(p) = &g.playoff else { return Ok(()) };
    if n <= p.after {
        return Err(Rejected::refused(
            "result",
            Msg::key("playoff-err-swiss-frozen")
                .num("round", n.0)
                .num("after", p.after.0),
        ));
    }
    if result.outcome() == Outcome::Draw {
        return Err(Rejected::invalid(
            "score",
            // `0-0` and `ID` are the same result: name both, so what was typed is named.
            Msg::key("playoff-err-draw").text(
                "score",
                if result.is_intentional_draw() {
                    "0-0 (ID)".to_string()
                } else {
                    result.to_string()
                },
            ),
        ));
    }
    let later = g.rounds.iter().any(|r| r.number > n);
    if later
        && let Some(t) = g.round(n).and_then(|r| r.table(table))
        && t.result.map(MatchResult::outcome) != Some(result.outcome())
    {
        return Err(Rejected::refused(
            "result",
            Msg::key("playoff-err-winner-fixed")
                .num("round", n.0)
                .num("table", table.0)
                .num("next", n.0 + 1),
        ));
    }
    Ok(())
}

/// After a result was entered at a playoff table: a forfeit recorded there is taken back (the
/// result entered replaces it).
pub(super) fn result_entered(g: &mut SwissGame, n: RoundNo, table: TableNo) {
    if let Some(p) = g.playoff.as_mut() {
        p.forfeits.retain(|f| !(f.round == n && f.table == table));
    }
}

/// Appends every broken playoff invariant of `g` to `out` (checked on every load and before
/// every write, `store::validate`):
///
/// - the cut is a power of two of at least 2 and names that many distinct registered seeds;
/// - `after` is a complete Swiss round;
/// - the playoff has at most log2(C) rounds, none a draft; round k has C/2^k tables, the first
///   in bracket order of the seeds, each later one of the winners of the round before;
/// - no playoff result is a draw;
/// - each forfeit names a player at that table of a playoff round, who lost it.
pub(crate) fn problems(reg: &Registry, g: &SwissGame, out: &mut Vec<String>) {
    let Some(p) = &g.playoff else { return };
    if p.cut < 2 || !p.cut.is_power_of_two() || p.seeds.len() != p.cut as usize {
        out.push(crate::tr!(
            "playoff-v-cut",
            cut = p.cut,
            seeds = p.seeds.len()
        ));
        return;
    }
    let mut seen = std::collections::HashSet::new();
    for s in &p.seeds {
        if reg.participant(*s).is_none() || !seen.insert(*s) {
            out.push(crate::tr!("playoff-v-seed", player = s.0));
        }
    }
    match g.round(p.after) {
        Some(r) if r.state == RoundState::Complete => {}
        _ => out.push(crate::tr!("playoff-v-after", round = p.after.0)),
    }
    let rounds = g.playoff_rounds();
    if rounds.len() > p.round_count() {
        out.push(crate::tr!(
            "playoff-v-rounds",
            rounds = rounds.len(),
            cut = p.cut
        ));
    }
    let mut expected: Vec<(PlayerId, PlayerId)> = bracket(p.cut)
        .into_iter()
        .filter_map(|(hi, lo)| {
            Some((
                *p.seeds.get(hi as usize - 1)?,
                *p.seeds.get(lo as usize - 1)?,
            ))
        })
        .collect();
    for r in rounds {
        let got: Vec<(PlayerId, PlayerId)> = r.tables.iter().map(|t| (t.a, t.b)).collect();
        if r.state == RoundState::Draft || got != expected {
            out.push(crate::tr!("playoff-v-bracket", round = r.number.0));
        }
        for t in &r.tables {
            if t.result.is_some_and(|x| x.outcome() == Outcome::Draw) {
                out.push(crate::tr!(
                    "playoff-v-draw",
                    round = r.number.0,
                    table = t.number.0
                ));
            }
        }
        let seed = |q: PlayerId| p.seed_of(q).unwrap_or(u32::MAX);
        let winners: Vec<PlayerId> = r.tables.iter().filter_map(winner).collect();
        expected = winners
            .chunks(2)
            .filter_map(|w| match w {
                [x, y] if seed(*x) <= seed(*y) => Some((*x, *y)),
                [x, y] => Some((*y, *x)),
                _ => None,
            })
            .collect();
    }
    for f in &p.forfeits {
        let ok = g.is_playoff_round(f.round)
            && g.round(f.round)
                .and_then(|r| r.table(f.table))
                .is_some_and(|t| t.seats(f.player) && loser(t) == Some(f.player));
        if !ok {
            out.push(crate::tr!(
                "playoff-v-forfeit",
                round = f.round.0,
                table = f.table.0,
                player = f.player.0
            ));
        }
    }
}

#[cfg(test)]
mod tests;
