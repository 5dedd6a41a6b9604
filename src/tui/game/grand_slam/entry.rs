//! The entry line (`grand-slam.txt` 4, 10; R-G1, R-G2, R-G13): `Spieler, Turnier, 30,25,21,13,11`,
//! typed as fast as a Turnierfußball lineup. The player is the start of a name (unique), the
//! tournament the start of its name or its number in the offer; the five sets follow the
//! second comma, split by commas, spaces, `-` or `/`. As it is typed the line under the list
//! says how the entry plays: as typed, rule 10's correction ("zu viele: 5 von Satz 1
//! abgezogen"), or every R-G1 fault and the entry limit (R-G13) that refuse it.

use crate::grand_slam::distribution::{Submitted, faults};
use crate::grand_slam::model::GrandSlamGame;
use crate::i18n;
use crate::print::grand_slam::{correction_words, fault_words, refusal_words, sets_words};
use crate::tr;

/// An entry as typed: player index, tournament index (in the last round's offer), the sets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypedEntry {
    /// The player's index.
    pub player: usize,
    /// The tournament's index in the offer.
    pub tournament: usize,
    /// The five sets as submitted.
    pub sets: Vec<Submitted>,
}

/// The one player whose name is `text` or starts with it (any case); exact names first.
///
/// # Errors
/// None or several match: the words say which.
pub fn find_player(g: &GrandSlamGame, text: &str) -> Result<usize, String> {
    let q = text.trim().to_lowercase();
    if q.is_empty() {
        return Err(i18n::t("gsd-line-no-player").to_string());
    }
    if let Some(p) = g.players.iter().position(|p| p.name.to_lowercase() == q) {
        return Ok(p);
    }
    let found: Vec<usize> = (0..g.players.len())
        .filter(|&p| g.players[p].name.to_lowercase().starts_with(&q))
        .collect();
    match found.as_slice() {
        [p] => Ok(*p),
        [] => Err(tr!("gsd-line-player-none", text = text.trim())),
        many => Err(tr!(
            "gsd-line-player-many",
            text = text.trim(),
            names = many
                .iter()
                .take(4)
                .map(|p| g.players[*p].name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// The one tournament of the last round's offer named `text` (its number 1.., its name or
/// the start of it, any case).
///
/// # Errors
/// None or several match: the words name the tournaments offered.
pub fn find_tournament(g: &GrandSlamGame, text: &str) -> Result<usize, String> {
    let offer = g.rounds.last().map(|r| r.offer.as_slice()).unwrap_or(&[]);
    let q = text.trim().to_lowercase();
    let names = || {
        offer
            .iter()
            .enumerate()
            .map(|(i, o)| format!("{} {}", i + 1, o.name))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Ok(n) = q.parse::<usize>()
        && (1..=offer.len()).contains(&n)
    {
        return Ok(n - 1);
    }
    if let Some(t) = offer.iter().position(|o| o.name.to_lowercase() == q) {
        return Ok(t);
    }
    let found: Vec<usize> = (0..offer.len())
        .filter(|&t| !q.is_empty() && offer[t].name.to_lowercase().starts_with(&q))
        .collect();
    match found.as_slice() {
        [t] => Ok(*t),
        _ => Err(tr!(
            "gsd-line-tournament-none",
            text = text.trim(),
            offered = names()
        )),
    }
}

/// The sets of an entry: split at commas, spaces, `-` and `/`, each as submitted.
pub fn parse_sets(text: &str) -> Vec<Submitted> {
    text.split(|c: char| c == ',' || c == '-' || c == '/' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(Submitted::parse)
        .collect()
}

/// The sets of an entry line as the command takes them: `30,25,21,13,11` (the part after the
/// second comma, split as [`parse_sets`] splits it).
pub fn sets_text(line: &str) -> String {
    line.splitn(3, ',')
        .nth(2)
        .unwrap_or("")
        .split(|c: char| c == ',' || c == '-' || c == '/' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(",")
}

/// Parses `Spieler, Turnier, 30,25,21,13,11`.
///
/// # Errors
/// The part that is missing or names nothing, in words.
pub fn parse_entry(g: &GrandSlamGame, text: &str) -> Result<TypedEntry, String> {
    let mut parts = text.splitn(3, ',');
    let player = find_player(g, parts.next().unwrap_or(""))?;
    let tournament = find_tournament(g, parts.next().unwrap_or(""))?;
    let sets = parse_sets(parts.next().unwrap_or(""));
    if sets.is_empty() {
        return Err(i18n::t("gsd-line-no-sets").to_string());
    }
    Ok(TypedEntry {
        player,
        tournament,
        sets,
    })
}

/// The line under the entries while one is typed: how it plays or why it is refused, and
/// whether that is an error. Checked by the engine's own [`GrandSlamGame::enter`] on a copy,
/// so the desk says before Enter what the command will say. The copy holds only what `enter`
/// reads (the players and the last round): this runs on every render while a line is typed,
/// and the played rounds with their recorded lots are most of a game's size.
pub fn feedback(g: &GrandSlamGame, text: &str) -> (String, bool) {
    if text.trim().is_empty() {
        return (i18n::t("gsd-line-hint").to_string(), false);
    }
    let typed = match parse_entry(g, text) {
        Ok(x) => x,
        Err(e) => return (e, true),
    };
    let name = g.players[typed.player].name.clone();
    let strength = g.players[typed.player].strength;
    let tournament = g
        .rounds
        .last()
        .and_then(|r| r.offer.get(typed.tournament))
        .map_or(String::new(), |o| o.name.clone());
    let mut copy = GrandSlamGame {
        players: g.players.clone(),
        rounds: g.rounds.last().cloned().into_iter().collect(),
        ..GrandSlamGame::default()
    };
    match copy.enter(typed.player, typed.tournament, &typed.sets) {
        Ok((d, None)) => (
            tr!(
                "gsd-line-plays-as-typed",
                name = name,
                tournament = tournament,
                sets = sets_words(&d),
                strength = strength
            ),
            false,
        ),
        Ok((d, Some(c))) => (
            tr!(
                "gsd-line-plays-corrected",
                name = name,
                tournament = tournament,
                sets = sets_words(&d),
                strength = strength,
                why = correction_words(&c)
            ),
            false,
        ),
        Err(e) => {
            // Every fault named, the sum too (rule 10 would correct it, but the others
            // refuse the entry first).
            let all = faults(&typed.sets, strength);
            let words = match &e {
                crate::grand_slam::model::EntryRefusal::Distribution(_) if !all.is_empty() => {
                    let named: Vec<&str> = all.iter().map(|f| fault_words(*f)).collect();
                    tr!("gsd-refused-faults", faults = named.join(", "))
                }
                _ => refusal_words(&e),
            };
            (
                tr!(
                    "gsd-line-refused",
                    name = name,
                    strength = strength,
                    why = words
                ),
                true,
            )
        }
    }
}
