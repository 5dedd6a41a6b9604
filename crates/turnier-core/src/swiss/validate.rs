//! The invariants a loaded Swiss game holds, checked with the rest on every load and before
//! every write ([`crate::game::problems`]).

use super::{MatchResult, SwissGame};
use crate::game::{PlayerId, Registry, RoundState};
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
///   a late entry plays no round before the one they entered (R-S17: a late entrant has no
///   results before);
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
        // Words only for a message: this runs on every load and before every write, and
        // looking up a text is most of its cost.
        let label = || tr!("err-v-round", round = r.number.0);
        if u64::from(r.number.0) != want {
            out.push(tr!(
                "err-v-round-position",
                label = label().as_str(),
                want = want,
                last = last
            ));
        }
        if r.state == RoundState::Draft && i + 1 != last {
            out.push(tr!("err-v-draft-not-last", label = label().as_str()));
        }
        if r.state == RoundState::Complete && r.open_tables() > 0 {
            out.push(tr!(
                "err-v-complete-open",
                label = label().as_str(),
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
                    label = label().as_str(),
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
                            label = label().as_str(),
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
                    label = label().as_str(),
                    player = b.0,
                    count = reg.participants.len()
                ));
            }
            if !byes.insert(b) {
                out.push(tr!(
                    "err-v-bye-twice",
                    label = label().as_str(),
                    player = b.0
                ));
            }
            if let Some(table) = seated.get(&b.0) {
                out.push(tr!(
                    "err-v-bye-and-table",
                    label = label().as_str(),
                    player = b.0,
                    name = reg.name_of(b),
                    table = *table
                ));
            }
        }
    }
}

/// Whether `p` sits in playoff round `r` only at a table they lost by a drop (R-S19: a winner
/// who dropped is seated in the next round and loses it there, recorded as a forfeit).
fn forfeits(g: &SwissGame, p: PlayerId, r: &super::Round) -> bool {
    let Some(playoff) = &g.playoff else {
        return false;
    };
    // Only a player with a forfeit recorded in this round can have lost it by the drop (the
    // check below scans the round's tables; this one only the few forfeits).
    if !playoff
        .forfeits
        .iter()
        .any(|x| x.round == r.number && x.player == p)
    {
        return false;
    }
    r.byes.is_empty()
        && r.tables
            .iter()
            .filter(|tb| tb.seats(p))
            .all(|tb| playoff.forfeit_at(r.number, tb.number) == Some(p))
        && r.tables.iter().any(|tb| tb.seats(p))
}

/// The drops and late entries of `reg` against the rounds of `g` (by position, so that a
/// misnumbered round is reported once, as such): a player dropped after round
/// `n` sits at no table and has no bye in a published or complete round after `n` (a draft is
/// refused at publish), `n` is a round there is, and a player entered in round `r` sits at no
/// table of a round before `r` (a bye before it is allowed: the saves of `tests/fixtures/store`
/// have one, for a round the late entry missed). One line per player and kind, naming the first
/// round that breaks it.
fn registration_problems(reg: &Registry, g: &SwissGame, out: &mut Vec<String>) {
    let rounds = g.rounds.len();
    // One pass over the rounds for every player with a drop or a late entry (a scan of every
    // later round per dropped player took 0.6 s on 10,000 players x 15 rounds). Per participant
    // (by index), the first round that breaks each rule, as the text the scan per player gave:
    // rounds in order, a bye before the round's tables, the first table seating the player.
    let mut watch: HashMap<PlayerId, Vec<usize>> = HashMap::new();
    for (k, p) in reg.participants.iter().enumerate() {
        if p.dropped_after.is_some() || p.entered_round.is_some() {
            watch.entry(p.id).or_default().push(k);
        }
    }
    let mut dropped_at: Vec<Option<String>> = vec![None; reg.participants.len()];
    let mut entered_at: Vec<Option<String>> = vec![None; reg.participants.len()];
    if !watch.is_empty() {
        for (i, r) in g.rounds.iter().enumerate() {
            let position = i as u32 + 1;
            // Whether a drop after `d` forbids participant `k` a seat in this round: the
            // round is after the drop, fixed, and not a playoff round `k` lost by the drop.
            let drop_applies = |k: usize, found: &[Option<String>]| {
                let p = &reg.participants[k];
                found[k].is_none()
                    && p.dropped_after.is_some_and(|d| position > d.0)
                    && r.state != RoundState::Draft
                    && !forfeits(g, p.id, r)
            };
            for b in &r.byes {
                for &k in watch.get(b).map_or(&[][..], Vec::as_slice) {
                    if drop_applies(k, &dropped_at) {
                        dropped_at[k] = Some(tr!("err-v-has-bye", round = r.number.0));
                    }
                }
            }
            for tb in &r.tables {
                for p in [tb.a, tb.b] {
                    for &k in watch.get(&p).map_or(&[][..], Vec::as_slice) {
                        let sits = || tr!("err-v-sits-at", table = tb.number.0, round = r.number.0);
                        if drop_applies(k, &dropped_at) {
                            dropped_at[k] = Some(sits());
                        }
                        if entered_at[k].is_none()
                            && reg.participants[k]
                                .entered_round
                                .is_some_and(|e| position < e.0)
                        {
                            entered_at[k] = Some(sits());
                        }
                    }
                }
            }
        }
    }
    for (k, p) in reg.participants.iter().enumerate() {
        if p.dropped_after.is_none() && entered_at[k].is_none() {
            continue;
        }
        // Words only for a message: a dropped player is no problem in itself, and looking up
        // a text on every load costs more than the check.
        let who = || tr!("err-v-who", player = p.id.0, name = p.name.as_str());
        if let Some(d) = p.dropped_after {
            // With no rounds at all there is nothing the drop could contradict (a list of
            // registrations whose rounds were cleared: `tests/store/snapshot.rs` keeps one).
            if rounds > 0 && d.0 as usize > rounds {
                out.push(tr!(
                    "err-v-dropped-after-last",
                    who = who().as_str(),
                    round = d.0,
                    rounds = rounds
                ));
            }
            if let Some(at) = dropped_at[k].take() {
                out.push(tr!(
                    "err-v-dropped-plays",
                    who = who().as_str(),
                    round = d.0,
                    at = at
                ));
            }
        }
        if let (Some(e), Some(at)) = (p.entered_round, entered_at[k].take()) {
            out.push(tr!(
                "err-v-entered-plays",
                who = who().as_str(),
                round = e.0,
                at = at
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::lots::SplitMix64;
    use crate::game::{Event, RoundNo};
    use crate::swiss::synthetic::synthetic_event;

    /// The scan per player that [`registration_problems`] replaced (one scan of every later
    /// round per dropped player and per late entry), kept as the reference it must equal.
    fn per_player(reg: &Registry, g: &SwissGame, out: &mut Vec<String>) {
        let rounds = g.rounds.len();
        let seated = |p: PlayerId, r: &super::super::Round| -> Option<String> {
            r.tables
                .iter()
                .find(|tb| tb.a == p || tb.b == p)
                .map(|tb| tr!("err-v-sits-at", table = tb.number.0, round = r.number.0))
        };
        let plays = |p: PlayerId, r: &super::super::Round| -> Option<String> {
            if r.byes.contains(&p) {
                return Some(tr!("err-v-has-bye", round = r.number.0));
            }
            seated(p, r)
        };
        for p in &reg.participants {
            let who = tr!("err-v-who", player = p.id.0, name = p.name.as_str());
            if let Some(d) = p.dropped_after {
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

    fn both(t: &Event) -> (Vec<String>, Vec<String>) {
        let g = t.swiss().expect("swiss");
        let (mut one_pass, mut reference) = (Vec::new(), Vec::new());
        registration_problems(&t.registry, g, &mut one_pass);
        per_player(&t.registry, g, &mut reference);
        (one_pass, reference)
    }

    /// A player dropped after round 1 who still has a bye in round 3 and a table in rounds
    /// 2 and 4, and a late entry seated in round 1: the first breaking round is named (round
    /// 2's table), exactly as the scan per player named it.
    #[test]
    fn a_dropped_player_seated_in_later_rounds_is_named_once_at_the_first() {
        let mut t = synthetic_event(12, 4, 7);
        let g = t.swiss().expect("swiss");
        let p = g.rounds[1].tables[2].b;
        let late = g.rounds[0].tables[0].a;
        let k = (p.0 - 1) as usize;
        t.registry.participants[k].dropped_after = Some(RoundNo(1));
        t.registry.participants[(late.0 - 1) as usize].entered_round = Some(RoundNo(2));
        if let crate::game::Game::Swiss(g) = &mut t.game {
            g.rounds[2].byes.push(p);
        }
        let (one_pass, reference) = both(&t);
        assert_eq!(one_pass, reference);
        let name = &t.registry.participants[k].name;
        assert!(
            one_pass.contains(&format!(
                "player #{} ({name}) dropped after round 1 but sits at table 3 in round 2; a dropped player plays no later round",
                p.0
            )),
            "{one_pass:#?}"
        );
        assert_eq!(one_pass.len(), 2, "{one_pass:#?}");
    }

    /// The one pass gives the same lines in the same order as the scan per player, on 300
    /// synthetic events with drops and late entries set at random (some contradicting the
    /// rounds: seated after a drop, before an entry, a drop after the last round), byes given
    /// to seated players and rounds turned into drafts.
    #[test]
    fn one_pass_equals_the_scan_per_player() {
        let mut lines = 0;
        for seed in 0..300u64 {
            let mut rng = SplitMix64::new(seed);
            let players = 6 + rng.below(30) as u32;
            let rounds = 1 + rng.below(6) as u32;
            let mut t = synthetic_event(players, rounds, seed);
            let played = t.swiss().expect("swiss").rounds.len();
            for p in &mut t.registry.participants {
                match rng.below(6) {
                    0 => p.dropped_after = Some(RoundNo(rng.below(played + 2) as u32)),
                    1 => p.entered_round = Some(RoundNo(1 + rng.below(played + 1) as u32)),
                    2 => p.dropped_after = None,
                    _ => {}
                }
            }
            if let crate::game::Game::Swiss(g) = &mut t.game {
                for r in &mut g.rounds {
                    if rng.below(4) == 0 && !r.tables.is_empty() {
                        let a = r.tables[rng.below(r.tables.len())].a;
                        r.byes.push(a);
                    }
                }
                if rng.below(3) == 0
                    && let Some(last) = g.rounds.last_mut()
                {
                    last.state = RoundState::Draft;
                }
            }
            let (one_pass, reference) = both(&t);
            assert_eq!(one_pass, reference, "seed {seed}");
            lines += one_pass.len();
        }
        assert!(
            lines > 300,
            "the states break the rules often: {lines} lines"
        );
    }
}
