//! The Grand Slam rules of [`crate::game::apply`] (`grand-slam.txt`): players with their
//! strength (2), the round's offer and entry limits (3.1, 5; R-G13), distributions (4, 10;
//! R-G1, R-G2), the round played from the stored seed (5.1; R-G15) and the next round.
//!
//! The game's players mirror the registry: player `i` of [`GrandSlamGame::players`] is the
//! participant with id `i + 1`, with the same name.

use super::command::{GrandSlamCommand, MastersFor};
use super::distribution::{Correction, Direction, Refusal, parse_list};
use super::masters::{FEE_CENTS, Masters, Slot, Stage};
use super::model::{
    EntryLimit, EntryRefusal, GrandSlamGame, NEWCOMER_STRENGTH, Offered, Player, Round,
};
use crate::game::{Change, Msg, PlayerId, Registry, Rejected, RoundNo, clean_name, index, known};
use crate::game::{Routed, Shared};

/// The lowest strength a player may have: 1+2+3+4+5, the least five different sets of at
/// least 1 sum to (R-G1, R-G2).
pub const MIN_STRENGTH: u32 = 15;

/// Applies one command to a Grand Slam game and its registry, in place; the caller
/// ([`crate::game::apply`]) works on a copy and appends the audit entry.
///
/// # Errors
/// [`Rejected`] naming the field and the allowed values.
pub fn run(
    reg: &mut Registry,
    g: &mut GrandSlamGame,
    seed: u64,
    cmd: Routed<GrandSlamCommand>,
) -> Result<Change, Rejected> {
    match cmd {
        Routed::Shared(Shared::AddPlayers { names }) => add_players(reg, g, names),
        Routed::Shared(Shared::RenamePlayer { player, name }) => {
            let c = reg.rename(player, &name)?;
            if let Some(p) = g.players.get_mut(index(player)) {
                p.name = reg.participants[index(player)].name.clone();
            }
            Ok(c)
        }
        Routed::Own(GrandSlamCommand::AddPlayer {
            name,
            strength,
            joined_round,
        }) => add_player(reg, g, &name, strength, joined_round),
        Routed::Own(GrandSlamCommand::SetOffer { tournaments }) => set_offer(g, tournaments),
        Routed::Own(GrandSlamCommand::SetLimits { limits }) => set_limits(reg, g, limits),
        Routed::Own(GrandSlamCommand::Enter {
            player,
            tournament,
            sets,
        }) => enter(reg, g, player, tournament, &sets),
        Routed::Own(GrandSlamCommand::Withdraw { player, tournament }) => {
            withdraw(reg, g, player, tournament)
        }
        Routed::Own(GrandSlamCommand::PlayRound) => play(g, seed),
        Routed::Own(GrandSlamCommand::NextRound) => next_round(g),
        Routed::Own(GrandSlamCommand::StartMasters) => start_masters(reg, g),
        Routed::Own(GrandSlamCommand::EnterMasters { player, slot, sets }) => {
            enter_masters(reg, g, player, slot, &sets)
        }
        Routed::Own(GrandSlamCommand::PlayMasters) => play_masters(reg, g, seed),
        Routed::Own(GrandSlamCommand::Credit { player, cents }) => credit(reg, g, player, cents),
        Routed::Shared(Shared::Drop { .. })
        | Routed::Shared(Shared::Undrop { .. })
        | Routed::Shared(Shared::DeleteDraft)
        | Routed::Shared(Shared::SwapTables { .. })
        | Routed::Shared(Shared::Publish) => {
            Err(Rejected::refused("grand-slam", Msg::key("gs-err-no-draft")))
        }
    }
}

/// A list of texts as one: `a, b, c`.
fn list(items: Vec<Msg>) -> Msg {
    let mut it = items.into_iter().rev();
    let Some(last) = it.next() else {
        return Msg::key("gs-nothing");
    };
    it.fold(last, |rest, first| {
        Msg::key("gs-list").msg("first", first).msg("rest", rest)
    })
}

/// Rule 10's correction in words: `too many: 5 taken from set 1` (R-G2).
pub fn correction_msg(c: &Correction) -> Msg {
    let many = c.direction == Direction::TooMany;
    let steps = c
        .steps
        .iter()
        .enumerate()
        .map(|(i, (set, n))| {
            Msg::key(match (many, i == 0) {
                (true, true) => "gs-step-taken",
                (true, false) => "gs-step-more-taken",
                (false, true) => "gs-step-added",
                (false, false) => "gs-step-more-added",
            })
            .num("n", *n)
            .num("set", *set as i64)
        })
        .collect();
    Msg::key("gs-correction")
        .msg(
            "head",
            Msg::key(if many { "gs-too-many" } else { "gs-too-few" }),
        )
        .msg("steps", list(steps))
}

/// The refusal of a distribution (R-G1): every fault named.
pub fn refusal_msg(r: &Refusal) -> Msg {
    match r {
        Refusal::Faults(f) => Msg::key("gs-err-faults").msg(
            "faults",
            list(f.iter().map(|x| Msg::key(fault_key(*x))).collect()),
        ),
        Refusal::StrengthTooLow => Msg::key("gs-strength-too-low"),
    }
}

/// The words key of a fault.
fn fault_key(f: super::distribution::Fault) -> &'static str {
    use super::distribution::Fault;
    match f {
        Fault::Count => "gs-fault-count",
        Fault::NotInt => "gs-fault-not-int",
        Fault::Min1 => "gs-fault-min1",
        Fault::Duplicate => "gs-fault-duplicate",
        Fault::Sum => "gs-fault-sum",
    }
}

/// The players list kept as long as the registry (a save from before a player was added).
fn sync(reg: &Registry, g: &mut GrandSlamGame) {
    let round = g.current_round();
    while g.players.len() < reg.participants.len() {
        let p = &reg.participants[g.players.len()];
        g.players.push(Player {
            name: p.name.clone(),
            joined_round: round,
            strength: NEWCOMER_STRENGTH,
        });
    }
}

fn add_players(
    reg: &mut Registry,
    g: &mut GrandSlamGame,
    names: Vec<String>,
) -> Result<Change, Rejected> {
    if names.is_empty() {
        return Err(Rejected::invalid("names", Msg::key("gs-err-names-empty")));
    }
    let cleaned: Vec<String> = names
        .iter()
        .map(|n| clean_name(n))
        .collect::<Result<_, _>>()?;
    sync(reg, g);
    let first = reg.participants.len() as u32 + 1;
    for name in &cleaned {
        reg.register(name.clone(), None);
    }
    sync(reg, g);
    let what = match cleaned.as_slice() {
        [_] => Msg::key("gs-audit-register-one")
            .text("name", reg.display_name(PlayerId(first)))
            .num("strength", NEWCOMER_STRENGTH),
        many => Msg::key("gs-audit-register").num("count", many.len()),
    };
    Ok(Change::said(None, what))
}

fn add_player(
    reg: &mut Registry,
    g: &mut GrandSlamGame,
    name: &str,
    strength: u32,
    joined_round: Option<u32>,
) -> Result<Change, Rejected> {
    let name = clean_name(name)?;
    if strength < MIN_STRENGTH {
        return Err(Rejected::OutOfRange {
            field: "strength",
            value: strength.to_string(),
            unit: crate::i18n::key("gs-unit-strength"),
            allowed: format!("{MIN_STRENGTH}.."),
        });
    }
    let current = g.current_round();
    let joined = joined_round.unwrap_or(current);
    if joined < 1 || joined > current {
        return Err(Rejected::OutOfRange {
            field: "joined_round",
            value: joined.to_string(),
            unit: crate::i18n::key("gs-unit-round"),
            allowed: format!("1..={current}"),
        });
    }
    sync(reg, g);
    let id = reg.register(name, None);
    sync(reg, g);
    let p = &mut g.players[index(id)];
    p.strength = strength;
    p.joined_round = joined;
    Ok(Change::said(
        None,
        Msg::key("gs-audit-register-one")
            .text("name", reg.display_name(id))
            .num("strength", strength),
    ))
}

/// The round being prepared, opened as round 1 before any round.
///
/// # Errors
/// [`Rejected::WrongState`] when the last round is played: the next one must be opened.
fn open_round(g: &mut GrandSlamGame) -> Result<&mut Round, Rejected> {
    if g.rounds.is_empty() {
        g.rounds.push(Round {
            number: 1,
            ..Round::default()
        });
    }
    let last = g.rounds.last_mut().expect("a round");
    if last.played.is_some() {
        return Err(Rejected::wrong_state(
            "round",
            Msg::key("gs-err-played").num("round", last.number),
        ));
    }
    Ok(last)
}

fn set_offer(g: &mut GrandSlamGame, tournaments: Vec<Offered>) -> Result<Change, Rejected> {
    if tournaments.is_empty() {
        return Err(Rejected::invalid(
            "tournaments",
            Msg::key("gs-err-offer-empty"),
        ));
    }
    let mut cleaned = Vec::with_capacity(tournaments.len());
    for mut t in tournaments {
        t.name = clean_name(&t.name)
            .map_err(|_| Rejected::invalid("tournament", Msg::key("gs-err-offer-name")))?;
        if cleaned.iter().any(|o: &Offered| {
            crate::game::same_name_key(&o.name) == crate::game::same_name_key(&t.name)
        }) {
            return Err(Rejected::invalid(
                "tournament",
                Msg::key("gs-err-offer-twice").text("name", &t.name),
            ));
        }
        if t.terms.base_stars < 1 {
            return Err(Rejected::OutOfRange {
                field: "stars",
                value: t.terms.base_stars.to_string(),
                unit: crate::i18n::key("gs-unit-stars"),
                allowed: "1..".into(),
            });
        }
        // An exchange value with no rank difference would never be paid (R-G11 needs both).
        if t.terms.exchange_value > 0 && t.terms.rank_diff.is_none() {
            return Err(Rejected::invalid(
                "rank_diff",
                Msg::key("gs-err-offer-rank-diff")
                    .text("name", &t.name)
                    .num("exchange", t.terms.exchange_value),
            ));
        }
        if let Some(s) = t.terms.gm_strengths.iter().find(|s| **s < MIN_STRENGTH) {
            return Err(Rejected::OutOfRange {
                field: "gm_strengths",
                value: s.to_string(),
                unit: crate::i18n::key("gs-unit-strength"),
                allowed: format!("{MIN_STRENGTH}.."),
            });
        }
        cleaned.push(t);
    }
    let round = open_round(g)?;
    // Entries follow their tournament by name; one whose tournament is gone refuses the offer.
    let mut entries = Vec::with_capacity(round.entries.len());
    for e in &round.entries {
        let old = &round.offer[e.tournament].name;
        match cleaned.iter().position(|t| &t.name == old) {
            Some(k) => {
                let mut e = e.clone();
                e.tournament = k;
                entries.push(e);
            }
            None => {
                return Err(Rejected::wrong_state(
                    "tournaments",
                    Msg::key("gs-err-offer-entered").text("name", old),
                ));
            }
        }
    }
    let said = offer_change_msg(&round.offer, &cleaned, round.number);
    round.entries = entries;
    round.offer = cleaned;
    Ok(Change::said(Some(RoundNo(round.number)), said))
}

/// What an offer change did, for the audit log and the undo question, so that the GM reads what
/// changed rather than the whole offer again: `offer of round 6: Rom added (3 tournaments)`
/// when tournaments were only appended, `offer of round 6: Madrid out (2 tournaments)` when
/// some were only taken out, else the whole offer by name:
/// `offer of round 6: Madrid, Rom, Prag (3 tournaments)`.
fn offer_change_msg(old: &[Offered], new: &[Offered], round: u32) -> Msg {
    let names = |o: &[&Offered]| {
        o.iter()
            .map(|t| t.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let kept = |a: &[Offered], b: &[Offered]| {
        // Every tournament of `a` is in `b` with the same terms, in the same order.
        let mut it = b.iter();
        a.iter().all(|x| it.any(|y| y == x))
    };
    let key = if !old.is_empty() && new.len() > old.len() && kept(old, new) {
        let added: Vec<&Offered> = new.iter().filter(|t| !old.contains(t)).collect();
        Msg::key("gs-audit-offer-added").text("names", names(&added))
    } else if !new.is_empty() && new.len() < old.len() && kept(new, old) {
        let out: Vec<&Offered> = old.iter().filter(|t| !new.contains(t)).collect();
        Msg::key("gs-audit-offer-removed").text("names", names(&out))
    } else {
        Msg::key("gs-audit-offer-set").text("names", names(&new.iter().collect::<Vec<_>>()))
    };
    key.num("round", round).num("count", new.len())
}

/// New entry limits for the open round (3.1, R-G13). Limits that the entries already made
/// exceed are refused, naming each such player: the GM withdraws an entry first, so no
/// round is played with more entries than its limits allow.
fn set_limits(
    reg: &Registry,
    g: &mut GrandSlamGame,
    mut limits: Vec<EntryLimit>,
) -> Result<Change, Rejected> {
    limits.sort_by_key(|l| l.from_strength);
    if limits
        .windows(2)
        .any(|w| w[0].from_strength == w[1].from_strength)
    {
        return Err(Rejected::invalid("limits", Msg::key("gs-err-limits-twice")));
    }
    let strengths: Vec<u32> = g.players.iter().map(|p| p.strength).collect();
    let round = open_round(g)?;
    let trial = Round {
        limits: limits.clone(),
        ..Round::default()
    };
    let mut over = Vec::new();
    for (p, strength) in strengths.iter().enumerate() {
        let Some(limit) = trial.limit_for(*strength) else {
            continue;
        };
        // Doubles come on top of the limit (3.1, R-G13).
        let singles = round
            .entries
            .iter()
            .filter(|e| e.player == p && !round.offer.get(e.tournament).is_some_and(|o| o.doubles))
            .count() as u32;
        if singles > limit {
            over.push(
                Msg::key("gs-err-limits-over-one")
                    .text("name", reg.display_name(PlayerId(p as u32 + 1)))
                    .num("entries", singles)
                    .num("limit", limit),
            );
        }
    }
    if !over.is_empty() {
        return Err(Rejected::wrong_state(
            "limits",
            Msg::key("gs-err-limits-over").msg("players", list(over)),
        ));
    }
    round.limits = limits;
    let words: Vec<Msg> = round
        .limits
        .iter()
        .map(|l| {
            Msg::key("gs-limit")
                .num("from", l.from_strength)
                .num("count", l.tournaments)
        })
        .collect();
    // No limit says so in words, rather than ending on a colon.
    let limits = if words.is_empty() {
        Msg::key("gs-limits-none")
    } else {
        list(words)
    };
    Ok(Change::said(
        Some(RoundNo(round.number)),
        Msg::key("gs-audit-limits")
            .num("round", round.number)
            .msg("limits", limits),
    ))
}

/// The tournament `t` of the open round, or the refusal naming the allowed places.
fn tournament_of(round: &Round, t: usize) -> Result<(), Rejected> {
    if t < round.offer.len() {
        return Ok(());
    }
    Err(Rejected::not_found(
        "tournament",
        Msg::key("gs-err-no-tournament").num("tournament", t as i64 + 1),
        Some(if round.offer.is_empty() {
            "-".into()
        } else {
            format!("1..{}", round.offer.len())
        }),
    ))
}

fn enter(
    reg: &mut Registry,
    g: &mut GrandSlamGame,
    player: PlayerId,
    tournament: usize,
    sets: &str,
) -> Result<Change, Rejected> {
    let p = index(known(reg, player)?);
    sync(reg, g);
    let round = open_round(g)?;
    tournament_of(round, tournament)?;
    let number = round.number;
    let tname = round.offer[tournament].name.clone();
    let replaces = round
        .entries
        .iter()
        .any(|e| e.player == p && e.tournament == tournament);
    let name = reg.display_name(player);
    let strength = g.players[p].strength;
    let (d, c) = g
        .enter(p, tournament, &parse_list(sets))
        .map_err(|e| match e {
            EntryRefusal::Distribution(r) => Rejected::invalid("sets", refusal_msg(&r)),
            EntryRefusal::Limit { limit } => Rejected::wrong_state(
                "tournament",
                Msg::key("gs-err-limit")
                    .text("name", &name)
                    .num("strength", strength)
                    .num("limit", limit),
            ),
            EntryRefusal::NoPlayer | EntryRefusal::NoTournament | EntryRefusal::Played => {
                Rejected::refused(
                    "enter",
                    Msg::key("gs-err-no-tournament").num("tournament", 0),
                )
            }
        })?;
    let shown: Vec<String> = d.0.iter().map(u32::to_string).collect();
    let mut msg = Msg::key("gs-audit-entry")
        .text("name", &name)
        .text("tournament", &tname)
        .text("sets", shown.join(","));
    msg = match &c {
        Some(c) => msg.msg(
            "correction",
            Msg::key("gs-audit-corrected").msg("how", correction_msg(c)),
        ),
        None => msg.msg("correction", Msg::key("gs-nothing")),
    };
    let mut change = Change::said(Some(RoundNo(number)), msg);
    change.correction = replaces;
    Ok(change)
}

fn withdraw(
    reg: &Registry,
    g: &mut GrandSlamGame,
    player: PlayerId,
    tournament: usize,
) -> Result<Change, Rejected> {
    let p = index(known(reg, player)?);
    let name = reg.display_name(player);
    let round = open_round(g)?;
    tournament_of(round, tournament)?;
    let before = round.entries.len();
    round
        .entries
        .retain(|e| !(e.player == p && e.tournament == tournament));
    let tname = round.offer[tournament].name.clone();
    if round.entries.len() == before {
        return Err(Rejected::wrong_state(
            "player",
            Msg::key("gs-err-not-entered")
                .text("name", &name)
                .text("tournament", &tname),
        ));
    }
    Ok(Change::said(
        Some(RoundNo(round.number)),
        Msg::key("gs-audit-withdraw")
            .text("name", &name)
            .text("tournament", &tname),
    ))
}

fn play(g: &mut GrandSlamGame, seed: u64) -> Result<Change, Rejected> {
    let round = open_round(g)?;
    if round.offer.is_empty() {
        return Err(Rejected::wrong_state("round", Msg::key("gs-err-no-offer")));
    }
    let number = round.number;
    let played = g.play_round(seed).ok_or_else(|| {
        Rejected::wrong_state("round", Msg::key("gs-err-played").num("round", number))
    })?;
    let tournaments = played.tournaments.iter().flatten().count();
    let players = played.played.iter().filter(|n| **n > 0).count();
    for (p, (_, after)) in g.players.iter_mut().zip(&played.strength) {
        p.strength = *after;
    }
    if let Some(r) = g.rounds.last_mut() {
        r.played = Some(played);
    }
    let mut msg = Msg::key("gs-audit-played")
        .num("round", number)
        .num("tournaments", tournaments)
        .num("players", players);
    // After every 10th round the season changes (7, R-G5): everyone ages.
    if let Some(season) = g.season_change(number) {
        for (p, (_, after)) in g.players.iter_mut().zip(&season.strength) {
            p.strength = *after;
        }
        g.seasons.push(season);
        msg = Msg::key("gs-audit-season").msg("played", msg);
    }
    Ok(Change::said(Some(RoundNo(number)), msg))
}

fn next_round(g: &mut GrandSlamGame) -> Result<Change, Rejected> {
    let Some(last) = g.rounds.last() else {
        return Err(Rejected::wrong_state("round", Msg::key("gs-err-no-round")));
    };
    if last.played.is_none() {
        return Err(Rejected::wrong_state(
            "round",
            Msg::key("gs-err-not-played").num("round", last.number),
        ));
    }
    if let Some(m) = g.open_masters() {
        return Err(Rejected::wrong_state(
            "round",
            Msg::key("gs-err-masters-open").num("round", m.after_round),
        ));
    }
    let number = last.number + 1;
    let limits = last.limits.clone();
    g.rounds.push(Round {
        number,
        limits,
        ..Round::default()
    });
    Ok(Change::said(
        Some(RoundNo(number)),
        Msg::key("gs-audit-next").num("round", number),
    ))
}

/// Cents as a decimal: `1.50`, `-3.00`.
pub fn money(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", cents.abs() / 100, cents.abs() % 100)
}

/// An amount in euros as cents: `5.00`, `5`, `-1.50`, German `1,50` (`,` or `.` before at most
/// two decimals); `None` for anything else (the CLI's `credit` and the desk's `c` on the
/// Masters read it so).
pub fn parse_money(text: &str) -> Option<i64> {
    let t = text.trim().replace(',', ".");
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r.to_string()),
        None => (false, t),
    };
    let (whole, frac) = t.split_once('.').unwrap_or((&t, "0"));
    if whole.is_empty()
        || frac.len() > 2
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let w: i64 = whole.parse().ok()?;
    let f: i64 = format!("{frac:0<2}").parse().ok()?;
    let c = w.checked_mul(100)?.checked_add(f)?;
    Some(if neg { -c } else { c })
}

/// Cents as a text in every language: `1.50` in English, `1,50` in German.
pub fn money_msg(cents: i64) -> Msg {
    Msg::key("gs-money")
        .text("sign", if cents < 0 { "-" } else { "" })
        .text("units", cents.abs() / 100)
        .text("cents", format!("{:02}", cents.abs() % 100))
}

fn start_masters(reg: &Registry, g: &mut GrandSlamGame) -> Result<Change, Rejected> {
    sync(reg, g);
    let Some(last) = g.rounds.last().filter(|r| r.played.is_some()) else {
        return Err(Rejected::wrong_state(
            "masters",
            Msg::key("gs-err-masters-when"),
        ));
    };
    let round = last.number;
    if !round.is_multiple_of(super::model::SEASON_ROUNDS) {
        return Err(Rejected::wrong_state(
            "masters",
            Msg::key("gs-err-masters-when"),
        ));
    }
    if g.masters.iter().any(|m| m.after_round == round) {
        return Err(Rejected::wrong_state(
            "masters",
            Msg::key("gs-err-masters-twice").num("round", round),
        ));
    }
    // The top 8 of the WRL after the season's last round, with the strength after aging (11).
    let top: Vec<usize> = g.masters_field(round);
    if top.len() < 8 {
        return Err(Rejected::wrong_state(
            "masters",
            Msg::key("gs-err-masters-few").num("count", top.len()),
        ));
    }
    g.accounts.resize(g.players.len().max(g.accounts.len()), 0);
    for p in &top {
        g.accounts[*p] -= FEE_CENTS;
    }
    let names: Vec<Msg> = top
        .iter()
        .map(|p| Msg::Text(reg.display_name(PlayerId(*p as u32 + 1))))
        .collect();
    g.masters.push(Masters {
        after_round: round,
        players: top,
        fee_cents: FEE_CENTS,
        entries: Vec::new(),
        matches: Vec::new(),
    });
    Ok(Change::said(
        Some(RoundNo(round)),
        Msg::key("gs-audit-masters")
            .num("round", round)
            .msg("players", list(names))
            .msg("fee", money_msg(FEE_CENTS)),
    ))
}

/// The Masters being played, or the refusal.
fn masters_open<'a>(reg: &Registry, g: &'a mut GrandSlamGame) -> Result<&'a mut Masters, Rejected> {
    match g.masters.last_mut() {
        Some(m) if m.next_stage().is_some() => Ok(m),
        // Played to the end: say so, and who won, rather than a refusal with no reason.
        Some(m) => {
            let winner = m
                .final_order()
                .map_or_else(String::new, |o| reg.display_name(PlayerId(o[0] as u32 + 1)));
            Err(Rejected::wrong_state(
                "masters",
                Msg::key("gsf-masters-finished")
                    .num("round", m.after_round)
                    .text("name", winner),
            ))
        }
        None => Err(Rejected::wrong_state(
            "masters",
            Msg::key("gs-err-no-masters"),
        )),
    }
}

fn enter_masters(
    reg: &Registry,
    g: &mut GrandSlamGame,
    player: PlayerId,
    slot: MastersFor,
    sets: &str,
) -> Result<Change, Rejected> {
    let p = index(known(reg, player)?);
    let name = reg.display_name(player);
    let strength = g.players.get(p).map_or(0, |x| x.strength);
    let m = masters_open(reg, g)?;
    if !m.players.contains(&p) {
        return Err(Rejected::wrong_state(
            "player",
            Msg::key("gs-err-not-in-masters").text("name", &name),
        ));
    }
    let slot = match slot {
        MastersFor::Default => Slot::Default,
        MastersFor::Semi => Slot::Semi,
        MastersFor::Final => Slot::Final,
        MastersFor::Against(o) => {
            let o = index(known(reg, o)?);
            let (a, b) = m.groups().expect("8 players");
            let same = (a.contains(&p) && a.contains(&o)) || (b.contains(&p) && b.contains(&o));
            if o == p || !same {
                return Err(Rejected::invalid(
                    "opponent",
                    Msg::key("gs-err-not-in-group").text("name", &name),
                ));
            }
            Slot::Group { opponent: o }
        }
    };
    let done = match (slot, m.next_stage()) {
        (Slot::Group { .. }, Some(s)) => s > Stage::Groups,
        (Slot::Semi, Some(s)) => s > Stage::Semis,
        _ => false,
    };
    if done {
        return Err(Rejected::wrong_state(
            "masters",
            Msg::key("gs-err-masters-played"),
        ));
    }
    let (d, c) = super::distribution::check(&parse_list(sets), strength)
        .map_err(|r| Rejected::invalid("sets", refusal_msg(&r)))?;
    let replaces = m.entries.iter().any(|e| e.player == p && e.slot == slot);
    m.entries.retain(|e| !(e.player == p && e.slot == slot));
    m.entries.push(super::masters::MastersEntry {
        player: p,
        slot,
        distribution: d,
        correction: c.clone(),
    });
    let shown: Vec<String> = d.0.iter().map(u32::to_string).collect();
    let what = match slot {
        Slot::Default => Msg::key("gs-masters-default"),
        Slot::Group { opponent } => Msg::key("gs-masters-against")
            .text("name", reg.display_name(PlayerId(opponent as u32 + 1))),
        Slot::Semi => Msg::key("gs-masters-semi"),
        Slot::Final => Msg::key("gs-masters-final"),
    };
    let correction = match &c {
        Some(c) => Msg::key("gs-audit-corrected").msg("how", correction_msg(c)),
        None => Msg::key("gs-nothing"),
    };
    let round = m.after_round;
    let mut change = Change::said(
        Some(RoundNo(round)),
        Msg::key("gs-audit-masters-entry")
            .text("name", &name)
            .msg("what", what)
            .text("sets", shown.join(","))
            .msg("correction", correction),
    );
    change.correction = replaces;
    Ok(change)
}

fn play_masters(reg: &Registry, g: &mut GrandSlamGame, seed: u64) -> Result<Change, Rejected> {
    let m = masters_open(reg, g)?;
    let missing = m.missing();
    if !missing.is_empty() {
        let names: Vec<Msg> = missing
            .iter()
            .map(|(p, _)| Msg::Text(reg.display_name(PlayerId(*p as u32 + 1))))
            .collect();
        return Err(Rejected::wrong_state(
            "masters",
            Msg::key("gs-err-masters-missing").msg("names", list(names)),
        ));
    }
    let stage = m.next_stage().expect("open");
    let played = m.play_next(seed).expect("every distribution");
    m.matches.extend(played);
    let round = m.after_round;
    let what = match (stage, m.final_order()) {
        (Stage::Groups, _) => Msg::key("gs-audit-masters-groups"),
        (Stage::Semis, _) => Msg::key("gs-audit-masters-semis"),
        (Stage::Finals, Some([w, ..])) => Msg::key("gs-audit-masters-final")
            .text("name", reg.display_name(PlayerId(w as u32 + 1))),
        (Stage::Finals, None) => Msg::key("gs-audit-masters-groups"),
    };
    Ok(Change::said(Some(RoundNo(round)), what.num("round", round)))
}

fn credit(
    reg: &Registry,
    g: &mut GrandSlamGame,
    player: PlayerId,
    cents: i64,
) -> Result<Change, Rejected> {
    let p = index(known(reg, player)?);
    if cents == 0 {
        return Err(Rejected::invalid("amount", Msg::key("gs-err-credit-zero")));
    }
    sync(reg, g);
    g.accounts.resize(g.players.len().max(g.accounts.len()), 0);
    g.accounts[p] += cents;
    Ok(Change::said(
        None,
        Msg::key("gs-audit-credit")
            .text("name", reg.display_name(player))
            .msg("amount", money_msg(cents))
            .msg("balance", money_msg(g.accounts[p])),
    ))
}

impl crate::game::Rules for GrandSlamGame {
    const KIND: crate::game::GameKind = crate::game::GameKind::GrandSlam;
    type Own = GrandSlamCommand;

    fn run(
        &mut self,
        registry: &mut Registry,
        seed: u64,
        cmd: Routed<GrandSlamCommand>,
    ) -> Result<Change, Rejected> {
        run(registry, self, seed, cmd)
    }

    fn problems(&self, registry: &Registry, out: &mut Vec<String>) {
        super::validate::problems(registry, self, out);
    }

    /// The WRL before the round being prepared (6.3, R-G9), by player index.
    fn view(&self, _registry: &Registry, _seed: u64) -> crate::game::GameView {
        crate::game::GameView::new(self.wrl(self.current_round()))
    }

    fn latest_fixed(&self) -> Option<RoundNo> {
        self.last_played().map(|r| RoundNo(r.number))
    }

    fn label(&self) -> String {
        format!("Grand Slam ({})", self.players.len())
    }

    fn round_count(&self) -> usize {
        self.rounds.len()
    }
}
