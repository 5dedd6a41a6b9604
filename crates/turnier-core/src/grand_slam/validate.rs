//! The invariants of a Grand Slam game's data, checked with the rest on every load and before
//! every write.

use super::GrandSlamGame;
use crate::game::Registry;
use crate::tr;

/// Appends every broken Grand Slam invariant of `g` (players in `reg`) to `out`:
///
/// - one game player per registered player, with the same name;
/// - rounds numbered 1, 2, 3, … and only the last one unplayed;
/// - every entry names a registered player and a tournament of its round's offer, once;
/// - a change of season only after a played 10th, 20th, … round, once each;
/// - a Masters only after a season's last round, once each, with 8 different players;
/// - no more accounts than players.
pub(crate) fn problems(reg: &Registry, g: &GrandSlamGame, out: &mut Vec<String>) {
    if g.players.len() != reg.participants.len() {
        out.push(tr!(
            "gs-v-players",
            players = g.players.len(),
            registered = reg.participants.len()
        ));
    }
    for (p, r) in g.players.iter().zip(&reg.participants) {
        if p.name != r.name {
            out.push(tr!("gs-v-name", id = r.id.0, name = p.name.as_str()));
        }
    }
    let last = g.rounds.len();
    for (i, r) in g.rounds.iter().enumerate() {
        if r.number as usize != i + 1 {
            out.push(tr!("gs-v-round-number", want = i + 1, number = r.number));
        }
        if r.played.is_none() && i + 1 < last {
            out.push(tr!("gs-v-round-open", round = r.number));
        }
        for (k, e) in r.entries.iter().enumerate() {
            if e.player >= g.players.len() || e.tournament >= r.offer.len() {
                out.push(tr!("gs-v-entry", round = r.number, entry = k + 1));
            } else if r.entries[..k]
                .iter()
                .any(|x| x.player == e.player && x.tournament == e.tournament)
            {
                out.push(tr!("gs-v-entry-twice", round = r.number, entry = k + 1));
            }
        }
    }
    let played = |n: u32| g.rounds.iter().any(|r| r.number == n && r.played.is_some());
    let season_end = |n: u32| n > 0 && n.is_multiple_of(super::model::SEASON_ROUNDS) && played(n);
    for (i, s) in g.seasons.iter().enumerate() {
        if !season_end(s.after_round)
            || g.seasons[..i]
                .iter()
                .any(|x| x.after_round == s.after_round)
        {
            out.push(tr!("gs-v-season", round = s.after_round));
        }
    }
    for (i, m) in g.masters.iter().enumerate() {
        let mut players = m.players.clone();
        players.sort_unstable();
        players.dedup();
        if !season_end(m.after_round)
            || g.masters[..i]
                .iter()
                .any(|x| x.after_round == m.after_round)
            || players.len() != 8
            || players.iter().any(|p| *p >= g.players.len())
        {
            out.push(tr!("gs-v-masters", round = m.after_round));
        }
    }
    if g.accounts.len() > g.players.len() {
        out.push(tr!(
            "gs-v-accounts",
            accounts = g.accounts.len(),
            players = g.players.len()
        ));
    }
}
