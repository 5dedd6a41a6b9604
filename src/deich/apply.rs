//! The Deich rules of [`crate::game::apply`] (issue 14): registration with start FP (1.1),
//! bids (1.2, 3.1, R-D1), the ZAT, and the evaluation of a round (R-D2, R-D3, 3.3).

use super::bid::counted;
use super::start::PLACES;
use super::{DeichCommand, DeichGame, Fp, StartFp, Zat};
use crate::game::{
    Change, Command, GameKind, PlayerId, Registry, Rejected, RoundNo, clean_name, index, known,
};

/// The fewest players a race starts with: it ends when two or fewer are left (2.1).
pub const MIN_PLAYERS: usize = 3;

/// Applies one command to a Deich race and its registry, in place; the caller
/// ([`crate::game::apply`]) works on a copy and appends the audit entry.
///
/// # Errors
/// [`Rejected`] naming the field and the allowed values.
pub fn run(reg: &mut Registry, g: &mut DeichGame, cmd: Command) -> Result<Change, Rejected> {
    match cmd {
        Command::AddPlayers { names } => add_players(reg, g, names),
        Command::RenamePlayer { player, name } => reg.rename(player, &name),
        Command::Drop { player } => set_dropped(reg, g, player, true),
        Command::Undrop { player } => set_dropped(reg, g, player, false),
        Command::Deich(DeichCommand::SetLastPlace { player, place }) => {
            set_start(reg, g, player, |s| {
                if let Some(p) = place.filter(|p| !PLACES.contains(p)) {
                    return Err(Rejected::invalid(
                        "last_place",
                        format!("{p} is not allowed; allowed: 1, 2, 3 or empty"),
                    ));
                }
                s.last_place = place;
                Ok(())
            })
        }
        Command::Deich(DeichCommand::SetStartFp { player, fp }) => set_start(reg, g, player, |s| {
            s.by_hand = fp;
            Ok(())
        }),
        Command::Deich(DeichCommand::Bid { round, player, bid }) => {
            place_bid(reg, g, round, player, bid)
        }
        Command::Deich(DeichCommand::SetZat { round, zat }) => set_zat(reg, g, round, zat),
        Command::Deich(DeichCommand::Evaluate) => evaluate(reg, g),
        Command::DeleteDraft | Command::SwapTables { .. } | Command::Publish => {
            Err(Rejected::refused(
                "round",
                "a Deich race has no draft or tables: enter the bids and evaluate the round",
            ))
        }
        Command::Swiss(c) => Err(c.wrong_system(GameKind::Deich)),
        Command::Muck(c) => Err(c.wrong_system(GameKind::Deich)),
        Command::Football(c) => Err(c.wrong_system(GameKind::Deich)),
        // Set by game::apply before any system's rules: never reaches here.
        Command::SetPrintLanguage { .. } => Ok(Change::new(None, String::new())),
    }
}

/// Refuses a change of the field once round 1 is evaluated.
fn before_start(g: &DeichGame, what: &'static str) -> Result<(), Rejected> {
    if g.evaluated > 0 {
        return Err(Rejected::refused(
            what,
            "the race has begun (round 1 is evaluated): players and start FP are fixed",
        ));
    }
    Ok(())
}

fn add_players(
    reg: &mut Registry,
    g: &mut DeichGame,
    names: Vec<String>,
) -> Result<Change, Rejected> {
    before_start(g, "register")?;
    if names.is_empty() {
        return Err(Rejected::invalid(
            "names",
            "at least one player name is needed",
        ));
    }
    let cleaned: Vec<String> = names
        .iter()
        .map(|n| clean_name(n))
        .collect::<Result<_, _>>()?;
    let first = reg.participants.len() as u32 + 1;
    g.start.resize(reg.participants.len(), StartFp::default());
    for name in cleaned.iter() {
        reg.register(name.clone(), None);
        g.start.push(StartFp::default());
    }
    let what = match cleaned.as_slice() {
        [_] => format!("register {}", reg.display_name(PlayerId(first))),
        many => format!("register {} players", many.len()),
    };
    Ok(Change::new(None, what))
}

fn set_dropped(
    reg: &mut Registry,
    g: &mut DeichGame,
    player: PlayerId,
    drop: bool,
) -> Result<Change, Rejected> {
    let p = index(known(reg, player)?);
    if g.evaluated > 0 {
        return Err(Rejected::refused(
            if drop { "drop" } else { "undrop" },
            "the race has begun: a player leaves it by the rules (lowest bid, 0 FP or NMR, \
             R-D3)",
        ));
    }
    let name = reg.display_name(player);
    let dropped = reg.participants[p].is_dropped();
    if dropped == drop {
        return Err(Rejected::wrong_state(
            "player",
            format!(
                "{name} is {}",
                if drop {
                    "dropped already"
                } else {
                    "not dropped"
                }
            ),
        ));
    }
    // Before round 1 a drop means: not in the race (round 0 is "before the race").
    reg.participants[p].dropped_after = drop.then_some(RoundNo(0));
    Ok(Change::new(
        None,
        format!("{} {name}", if drop { "drop" } else { "un-drop" }),
    ))
}

fn set_start(
    reg: &mut Registry,
    g: &mut DeichGame,
    player: PlayerId,
    edit: impl FnOnce(&mut StartFp) -> Result<(), Rejected>,
) -> Result<Change, Rejected> {
    let p = index(known(reg, player)?);
    before_start(g, "start")?;
    g.start.resize(reg.participants.len(), StartFp::default());
    let old = g.start[p];
    edit(&mut g.start[p])?;
    let s = g.start[p];
    let name = reg.display_name(player);
    let how = match (s.by_hand, s.last_place) {
        (Some(_), _) => "by hand".to_string(),
        (None, Some(n)) => format!("place {n} of the last race"),
        (None, None) => "no place in the last race".to_string(),
    };
    let mut c = Change::new(None, format!("start FP {name} {} ({how})", s.fp()));
    c.correction = old != StartFp::default();
    c.manual = s.by_hand.is_some();
    Ok(c)
}

/// The round a bid or ZAT is for: `round`, or the open one.
fn round_for(
    g: &DeichGame,
    open: Option<RoundNo>,
    round: Option<RoundNo>,
    what: &'static str,
) -> Result<RoundNo, Rejected> {
    match (round, open) {
        (Some(r), _) if r.0 >= 1 && r.0 <= g.evaluated => {
            Err(Rejected::SubmissionsClosed { round: r, what })
        }
        (_, None) => Err(Rejected::refused(
            "round",
            format!("the race is over after round {}", g.evaluated),
        )),
        (None, Some(o)) => Ok(o),
        (Some(r), Some(o)) if r == o => Ok(o),
        (Some(r), Some(o)) => Err(Rejected::invalid(
            "round",
            format!("there is no round {r} yet; {what} are for the open round {o}"),
        )),
    }
}

fn place_bid(
    reg: &Registry,
    g: &mut DeichGame,
    round: Option<RoundNo>,
    player: PlayerId,
    bid: Fp,
) -> Result<Change, Rejected> {
    known(reg, player)?;
    let race = g.race(reg);
    let r = round_for(g, race.open_round(), round, "bids")?;
    let name = reg.display_name(player);
    let Some(entry) = race.entry(&player) else {
        return Err(Rejected::wrong_state(
            "player",
            format!("{name} is not in the race (dropped before round 1)"),
        ));
    };
    if let Some(o) = entry.out {
        return Err(Rejected::wrong_state(
            "player",
            format!("{name} is out since round {} ({})", o.round, o.reason.key()),
        ));
    }
    let fp = entry.fp;
    let done = g.bids.submit(r, player, bid, "bids")?;
    let mut what = format!("bid {name} {bid} FP");
    if counted(bid, fp) < bid {
        what.push_str(&format!(" (counts as all {fp} FP, R-D1)"));
    }
    let mut c = Change::new(Some(r), what);
    if let Some(seq) = done.replaces {
        c.what
            .push_str(&format!("; replaces bid no. {seq} of the round"));
        c.correction = true;
    }
    Ok(c)
}

fn set_zat(
    reg: &Registry,
    g: &mut DeichGame,
    round: Option<RoundNo>,
    zat: String,
) -> Result<Change, Rejected> {
    let open = g.race(reg).open_round();
    let r = match round {
        None => open.ok_or_else(|| {
            Rejected::refused(
                "zat",
                format!("the race is over after round {}", g.evaluated),
            )
        })?,
        Some(r) if r.0 >= 1 && Some(r) <= open.or(Some(RoundNo(g.evaluated))) => r,
        Some(r) => {
            return Err(Rejected::invalid(
                "round",
                format!(
                    "there is no round {r}; allowed: 1..{}",
                    open.map_or(g.evaluated, |o| o.0)
                ),
            ));
        }
    };
    let text = zat.trim().to_string();
    if text.chars().any(char::is_control) {
        return Err(Rejected::invalid(
            "zat",
            "must not contain control characters (tabs, line breaks)",
        ));
    }
    g.zats.retain(|z| z.round != r);
    let what = if text.is_empty() {
        format!("ZAT of round {r} cleared")
    } else {
        let w = format!("ZAT of round {r}: {text}");
        g.zats.push(Zat { round: r, text });
        g.zats.sort_by_key(|z| z.round);
        w
    };
    Ok(Change::new(Some(r), what))
}

fn evaluate(reg: &Registry, g: &mut DeichGame) -> Result<Change, Rejected> {
    let race = g.race(reg);
    let Some(r) = race.open_round() else {
        return Err(Rejected::refused(
            "evaluate",
            format!("the race is over after round {}", g.evaluated),
        ));
    };
    let starters = race.entries.len();
    if starters < MIN_PLAYERS {
        return Err(Rejected::refused(
            "evaluate",
            format!("a race needs at least {MIN_PLAYERS} players; {starters} in it: register more"),
        ));
    }
    if g.bids.counting(r).is_empty() {
        return Err(Rejected::refused(
            "evaluate",
            format!(
                "no bid for round {r} yet: enter the bids first (who has none by the ZAT is an \
                 NMR)"
            ),
        ));
    }
    g.bids.close(r);
    g.evaluated = r.0;
    let after = g.race(reg);
    let o = after.rounds.last().ok_or_else(|| {
        Rejected::refused("evaluate", "the round could not be evaluated".to_string())
    })?;
    let names = |v: Vec<PlayerId>| {
        v.iter()
            .map(|p| reg.display_name(*p))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut what = format!("evaluate round {r}: out ");
    let outs: Vec<String> = o
        .eliminated
        .iter()
        .map(|e| format!("{} ({})", reg.display_name(e.who), e.reason.key()))
        .collect();
    what.push_str(&outs.join(", "));
    if let Some(b) = o.bonus {
        what.push_str(&format!("; bonus {}", reg.display_name(b)));
    }
    // Under NMR `b` an NMR bids 0 and is always among the lowest: every NMR is out.
    let nmr: Vec<PlayerId> = o
        .eliminated
        .iter()
        .filter(|e| !e.participated)
        .map(|e| e.who)
        .collect();
    if !nmr.is_empty() {
        what.push_str(&format!("; NMR {}", names(nmr)));
    }
    if after.finished {
        what.push_str("; the race is over");
    } else {
        what.push_str(&format!("; {} in", o.fp.len()));
    }
    Ok(Change::new(Some(r), what))
}
