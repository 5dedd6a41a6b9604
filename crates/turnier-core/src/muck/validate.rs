//! The invariants of a Muck event's data, checked with the rest on every load and before every
//! write.

use crate::game::{Registry, RoundState};
use crate::muck::{Entrant, MuckGame, Partners, Side};
use crate::tr;
use std::collections::{HashMap, HashSet};

/// Appends every broken Muck invariant of `g` (players in `reg`) to `out`:
///
/// - the settings are allowed ([`crate::muck::MuckSettings::validate`]);
/// - pair ids are `1..=n` in order; a pair is two different registered players, each in at
///   most one pair; a changing-partners event has no pairs;
/// - round numbers are `1..=n`, only the last may be a draft, a complete round has every Bobbl;
/// - per round: table numbers at least 1 and unique; each side a registered pair (fixed) or two
///   different registered players (changing); nobody seated twice or both seated and sitting
///   out; every table has `bobbl_per_round` Bobbl (first and second entry); every score has
///   exactly one side at the target (R-M1).
pub(crate) fn problems(reg: &Registry, g: &MuckGame, out: &mut Vec<String>) {
    let settings = &g.settings;
    if let Err(e) = settings.validate() {
        out.push(tr!("err-v-settings", why = e.to_string()));
    }
    let known = |id: crate::game::PlayerId| id.0 >= 1 && id.0 as usize <= reg.participants.len();
    if settings.partners == Partners::Changing && !g.pairs.is_empty() {
        out.push(tr!("err-v-changing-with-pairs"));
    }
    let mut in_pair = HashMap::new();
    for (i, p) in g.pairs.iter().enumerate() {
        let want = i as u64 + 1;
        if u64::from(p.id.0) != want {
            out.push(tr!(
                "err-v-pair-position",
                want = want,
                id = p.id.0,
                count = g.pairs.len()
            ));
        }
        let [a, b] = p.players;
        if a == b {
            out.push(tr!("err-v-pair-same-player", pair = p.id.0, player = a.0));
        }
        for x in [a, b] {
            if !known(x) {
                out.push(tr!(
                    "err-v-pair-player-unknown",
                    pair = p.id.0,
                    player = x.0
                ));
            } else if let Some(other) = in_pair.insert(x, p.id)
                && other != p.id
            {
                out.push(tr!(
                    "err-v-player-two-pairs",
                    player = x.0,
                    other = other.0,
                    pair = p.id.0
                ));
            }
        }
    }
    let last = g.rounds.len();
    for (i, r) in g.rounds.iter().enumerate() {
        let want = i as u64 + 1;
        // Words only for a message: this runs on every load and before every write.
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
            out.push(tr!("err-v-muck-draft-not-last", label = label().as_str()));
        }
        if r.state == RoundState::Complete && r.open_tables() > 0 {
            out.push(tr!(
                "err-v-muck-complete-open",
                label = label().as_str(),
                open = r.open_tables()
            ));
        }
        let mut numbers = HashSet::new();
        let mut seen: HashSet<Entrant> = HashSet::new();
        for tb in &r.tables {
            let at = || {
                tr!(
                    "err-v-at-table",
                    label = label().as_str(),
                    table = tb.number.0
                )
            };
            if tb.number.0 == 0 || !numbers.insert(tb.number) {
                out.push(tr!("err-v-muck-table-numbers", at = at().as_str()));
            }
            for s in [tb.a, tb.b] {
                match (settings.partners, s) {
                    (Partners::Fixed, Side::Pair(p)) => {
                        if g.pair(p).is_none() {
                            out.push(tr!(
                                "err-v-side-pair-unknown",
                                at = at().as_str(),
                                pair = p.0
                            ));
                        }
                    }
                    (Partners::Changing, Side::Players(x, y)) => {
                        for p in [x, y] {
                            if !known(p) {
                                out.push(tr!(
                                    "err-v-side-player-unknown",
                                    at = at().as_str(),
                                    player = p.0
                                ));
                            }
                        }
                        if x == y {
                            out.push(tr!(
                                "err-v-side-player-twice",
                                at = at().as_str(),
                                player = x.0
                            ));
                        }
                    }
                    _ => out.push(tr!(
                        "err-v-side-kind",
                        at = at().as_str(),
                        kind = crate::i18n::t(match settings.partners {
                            Partners::Fixed => "err-v-side-a-pair",
                            Partners::Changing => "err-v-side-two-singles",
                        })
                    )),
                }
                for e in s.entrants() {
                    if !seen.insert(e) {
                        out.push(tr!(
                            "err-v-seated-twice",
                            label = label().as_str(),
                            name = g.entrant_name(reg, e)
                        ));
                    }
                }
            }
            let n = settings.bobbl_per_round as usize;
            if tb.bobbl.len() != n || tb.second.len() != n {
                out.push(tr!(
                    "err-v-bobbl-count",
                    at = at().as_str(),
                    first = tb.bobbl.len(),
                    second = tb.second.len(),
                    bobbl = n
                ));
            }
            for (k, s) in tb.bobbl.iter().chain(&tb.second).enumerate() {
                if let Some(s) = s
                    && s.check_limited(settings.target, settings.time_limit)
                        .is_err()
                {
                    let why = s.fault_limited(settings.target, settings.time_limit);
                    out.push(tr!(
                        "err-v-at-bobbl",
                        at = at().as_str(),
                        bobbl = k % n.max(1) + 1,
                        why = why.to_string()
                    ));
                }
            }
        }
        for e in &r.sitting_out {
            if !seen.insert(*e) {
                out.push(tr!(
                    "err-v-sits-out-seated",
                    label = label().as_str(),
                    name = g.entrant_name(reg, *e)
                ));
            }
        }
    }
}
