//! The invariants a loaded Swiss game holds, checked with the rest on every load and before
//! every write ([`crate::store::problems`]).

use super::{MatchResult, SwissGame};
use crate::game::{Registry, RoundState};
use crate::tr;
use std::collections::{HashMap, HashSet};

/// Appends every broken Swiss invariant of `g` (players in `reg`) to `out`:
///
/// - round numbers are `1..=n` in order, and only the last round may be a draft;
/// - a complete round has a result at every table;
/// - in each round: table numbers are at least 1 and unique; both players of a table are
///   registered and differ; nobody sits at two tables; each bye is a registered player, given
///   once, not seated that round;
/// - every result is legal best of three ([`MatchResult::new`]);
/// - a dropped player plays no fixed round after the drop, and drops after a round there is;
///   a late entry plays no round before the one they entered (issue 9, item 18);
/// - the playoff's own invariants ([`super::playoff`]: seeds, bracket, no draws, forfeits).
pub(crate) fn problems(reg: &Registry, g: &SwissGame, out: &mut Vec<String>) {
    registration_problems(reg, g, out);
    // The playoff after the cut (R-S18, R-S19).
    super::playoff::problems(reg, g, out);
    // By position, so that one wrong participant id is reported once, not at every table.
    let known = |id: crate::game::PlayerId| id.0 >= 1 && id.0 as usize <= reg.participants.len();
    let last = g.rounds.len();
    for (i, r) in g.rounds.iter().enumerate() {
        let want = i as u64 + 1;
        let label = tr!("err-v-round", round = r.number.0);
        if u64::from(r.number.0) != want {
            out.push(tr!(
                "err-v-round-position",
                label = label.as_str(),
                want = want,
                last = last
            ));
        }
        if r.state == RoundState::Draft && i + 1 != last {
            out.push(tr!("err-v-draft-not-last", label = label.as_str()));
        }
        if r.state == RoundState::Complete && r.open_tables() > 0 {
            out.push(tr!(
                "err-v-complete-open",
                label = label.as_str(),
                open = r.open_tables()
            ));
        }
        let mut tables = HashSet::with_capacity(r.tables.len());
        let mut seated: HashMap<u32, u32> = HashMap::with_capacity(2 * r.tables.len());
        for tb in &r.tables {
            // Built only for a message: this runs before every write of a large event.
            let at = || {
                tr!(
                    "err-v-at-table",
                    label = label.as_str(),
                    table = tb.number.0
                )
            };
            if tb.number.0 == 0 {
                out.push(tr!("err-v-table-zero", at = at()));
            }
            if !tables.insert(tb.number) {
                out.push(tr!("err-v-table-twice", at = at()));
            }
            for p in [tb.a, tb.b] {
                if !known(p) {
                    out.push(tr!(
                        "err-v-player-unknown",
                        at = at(),
                        player = p.0,
                        count = reg.participants.len()
                    ));
                }
            }
            if tb.a == tb.b {
                out.push(tr!("err-v-plays-themself", at = at(), player = tb.a.0));
            } else {
                for p in [tb.a, tb.b] {
                    if let Some(other) = seated.insert(p.0, tb.number.0) {
                        out.push(tr!(
                            "err-v-sits-twice",
                            label = label.as_str(),
                            player = p.0,
                            name = reg.name_of(p),
                            other = other,
                            table = tb.number.0
                        ));
                    }
                }
            }
            if let Some(res) = tb.result
                && MatchResult::new(res.wins_a, res.wins_b, res.draws).is_err()
            {
                let score = format!("{}-{}-{}", res.wins_a, res.wins_b, res.draws);
                out.push(tr!(
                    "err-v-at",
                    at = at(),
                    why = tr!("err-swiss-score", score = score)
                ));
            }
        }
        let mut byes = HashSet::new();
        for &b in &r.byes {
            if !known(b) {
                out.push(tr!(
                    "err-v-bye-unknown",
                    label = label.as_str(),
                    player = b.0,
                    count = reg.participants.len()
                ));
            }
            if !byes.insert(b) {
                out.push(tr!("err-v-bye-twice", label = label.as_str(), player = b.0));
            }
            if let Some(table) = seated.get(&b.0) {
                out.push(tr!(
                    "err-v-bye-and-table",
                    label = label.as_str(),
                    player = b.0,
                    name = reg.name_of(b),
                    table = *table
                ));
            }
        }
    }
}

/// The drops and late entries of `reg` against the rounds of `g` (by position, so that a
/// misnumbered round is reported once, as such): a player dropped after round
/// `n` sits at no table and has no bye in a published or complete round after `n` (a draft is
/// refused at publish), `n` is a round there is, and a player entered in round `r` sits at no
/// table of a round before `r` (a bye before it is allowed: the saves of `tests/fixtures/store`
/// have one, for a round the late entry missed). One line per player and kind, naming the first
/// round that breaks it.
/// Whether `p` sits in playoff round `r` only at a table they lost by a drop (R-S19: a winner
/// who dropped is seated in the next round and loses it there, recorded as a forfeit).
fn forfeits(g: &SwissGame, p: crate::game::PlayerId, r: &super::Round) -> bool {
    let Some(playoff) = &g.playoff else {
        return false;
    };
    r.byes.is_empty()
        && r.tables
            .iter()
            .filter(|tb| tb.seats(p))
            .all(|tb| playoff.forfeit_at(r.number, tb.number) == Some(p))
        && r.tables.iter().any(|tb| tb.seats(p))
}

fn registration_problems(reg: &Registry, g: &SwissGame, out: &mut Vec<String>) {
    let rounds = g.rounds.len();
    let seated = |p: crate::game::PlayerId, r: &super::Round| -> Option<String> {
        r.tables
            .iter()
            .find(|tb| tb.a == p || tb.b == p)
            .map(|tb| tr!("err-v-sits-at", table = tb.number.0, round = r.number.0))
    };
    let plays = |p: crate::game::PlayerId, r: &super::Round| -> Option<String> {
        if r.byes.contains(&p) {
            return Some(tr!("err-v-has-bye", round = r.number.0));
        }
        seated(p, r)
    };
    for p in &reg.participants {
        let who = tr!("err-v-who", player = p.id.0, name = p.name.as_str());
        if let Some(d) = p.dropped_after {
            // With no rounds at all there is nothing the drop could contradict (a list of
            // registrations whose rounds were cleared: `tests/store.rs` keeps one).
            if rounds > 0 && d.0 as usize > rounds {
                out.push(tr!(
                    "err-v-dropped-after-last",
                    who = who.as_str(),
                    round = d.0,
                    rounds = rounds
                ));
            }
            if let Some(at) = g
                .rounds
                .iter()
                .enumerate()
                .filter(|(i, r)| *i as u32 + 1 > d.0 && r.state != RoundState::Draft)
                .map(|(_, r)| r)
                // A playoff match the dropped player lost by the drop is recorded (R-S19).
                .filter(|r| !forfeits(g, p.id, r))
                .find_map(|r| plays(p.id, r))
            {
                out.push(tr!(
                    "err-v-dropped-plays",
                    who = who.as_str(),
                    round = d.0,
                    at = at
                ));
            }
        }
        if let Some(e) = p.entered_round
            && let Some(at) = g
                .rounds
                .iter()
                .enumerate()
                .filter(|(i, _)| (*i as u32 + 1) < e.0)
                .map(|(_, r)| r)
                .find_map(|r| seated(p.id, r))
        {
            out.push(tr!(
                "err-v-entered-plays",
                who = who.as_str(),
                round = e.0,
                at = at
            ));
        }
    }
}
