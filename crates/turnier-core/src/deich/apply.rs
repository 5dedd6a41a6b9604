//! The Deich rules of [`crate::game::apply`] (`ostfriesischer-deich.txt`): registration with
//! start FP (1.1), bids (1.2, 3.1, R-D1), the ZAT, and the evaluation of a round (R-D2, R-D3,
//! 3.3).

use super::bid::counted;
use super::round::OutReason;
use super::start::PLACES;
use super::{DeichCommand, DeichGame, Fp, StartFp, Zat};
use crate::game::{Change, Msg, PlayerId, Registry, Rejected, RoundNo, clean_name, index, known};
use crate::game::{Routed, Shared};

/// The fewest players a race starts with: it ends when two or fewer are left (2.1).
pub const MIN_PLAYERS: usize = 3;

/// Applies one command to a Deich race and its registry, in place; the caller
/// ([`crate::game::apply`]) works on a copy and appends the audit entry.
///
/// # Errors
/// [`Rejected`] naming the field and the allowed values.
pub fn run(
    reg: &mut Registry,
    g: &mut DeichGame,
    cmd: Routed<DeichCommand>,
) -> Result<Change, Rejected> {
    match cmd {
        Routed::Shared(Shared::AddPlayers { names }) => add_players(reg, g, names),
        Routed::Shared(Shared::RenamePlayer { player, name }) => reg.rename(player, &name),
        Routed::Shared(Shared::Drop { player }) => set_dropped(reg, g, player, true),
        Routed::Shared(Shared::Undrop { player }) => set_dropped(reg, g, player, false),
        Routed::Own(DeichCommand::SetLastPlace { player, place }) => {
            set_start(reg, g, player, |s| {
                if let Some(p) = place.filter(|p| !PLACES.contains(p)) {
                    return Err(Rejected::invalid(
                        "last_place",
                        Msg::key("deich-err-last-place").num("place", p),
                    ));
                }
                s.last_place = place;
                Ok(())
            })
        }
        Routed::Own(DeichCommand::SetStartFp { player, fp }) => set_start(reg, g, player, |s| {
            s.by_hand = fp;
            Ok(())
        }),
        Routed::Own(DeichCommand::Bid { round, player, bid }) => {
            place_bid(reg, g, round, player, bid)
        }
        Routed::Own(DeichCommand::SetZat { round, zat }) => set_zat(reg, g, round, zat),
        Routed::Own(DeichCommand::Evaluate) => evaluate(reg, g),
        Routed::Shared(Shared::DeleteDraft)
        | Routed::Shared(Shared::SwapTables { .. })
        | Routed::Shared(Shared::Publish) => {
            Err(Rejected::refused("round", Msg::key("deich-err-no-draft")))
        }
    }
}

/// Refuses a change of the field once round 1 is evaluated.
fn before_start(g: &DeichGame, what: &'static str) -> Result<(), Rejected> {
    if g.evaluated > 0 {
        return Err(Rejected::refused(what, Msg::key("deich-err-begun")));
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
            Msg::key("deich-err-names-empty"),
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
        [_] => Msg::key("deich-audit-register-one").text("name", reg.display_name(PlayerId(first))),
        many => Msg::key("deich-audit-register").num("count", many.len()),
    };
    Ok(Change::said(None, what))
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
            Msg::key("deich-err-drop-begun"),
        ));
    }
    let name = reg.display_name(player);
    let dropped = reg.participants[p].is_dropped();
    if dropped == drop {
        return Err(Rejected::wrong_state(
            "player",
            Msg::key(if drop {
                "deich-err-dropped-already"
            } else {
                "deich-err-not-dropped"
            })
            .text("name", &name),
        ));
    }
    // Before round 1 a drop means: not in the race (round 0 is "before the race").
    reg.participants[p].dropped_after = drop.then_some(RoundNo(0));
    Ok(Change::said(
        None,
        Msg::key(if drop {
            "deich-audit-drop"
        } else {
            "deich-audit-undrop"
        })
        .text("name", &name),
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
        (Some(_), _) => Msg::key("deich-audit-by-hand"),
        (None, Some(n)) => Msg::key("deich-audit-last-place").num("place", n),
        (None, None) => Msg::key("deich-audit-no-place"),
    };
    let mut c = Change::said(
        None,
        Msg::key("deich-audit-start")
            .text("name", &name)
            .text("fp", s.fp())
            .msg("how", how),
    );
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
            Msg::key("deich-err-race-over").num("round", g.evaluated),
        )),
        (None, Some(o)) => Ok(o),
        (Some(r), Some(o)) if r == o => Ok(o),
        (Some(r), Some(o)) => Err(Rejected::invalid(
            "round",
            Msg::key("deich-err-not-yet")
                .num("round", r.0)
                .msg("what", Msg::key(what))
                .num("open", o.0),
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
    let r = round_for(g, race.open_round(), round, "deich-err-words-bids")?;
    let name = reg.display_name(player);
    let Some(entry) = race.entry(&player) else {
        return Err(Rejected::wrong_state(
            "player",
            Msg::key("deich-err-not-in-race").text("name", &name),
        ));
    };
    if let Some(o) = entry.out {
        return Err(Rejected::wrong_state(
            "player",
            Msg::key("deich-err-out-since")
                .text("name", &name)
                .num("round", o.round.0)
                .msg("reason", reason(o.reason)),
        ));
    }
    let fp = entry.fp;
    let done = g.bids.submit(r, player, bid, "deich-err-words-bids")?;
    let counts = if counted(bid, fp) < bid {
        Msg::key("deich-audit-counts-all").text("fp", fp)
    } else {
        Msg::key("deich-audit-nothing")
    };
    let replaces = match done.replaces {
        Some(seq) => Msg::key("deich-audit-replaces").num("seq", seq),
        None => Msg::key("deich-audit-nothing"),
    };
    let mut c = Change::said(
        Some(r),
        Msg::key("deich-audit-bid")
            .text("name", &name)
            .text("bid", bid)
            .msg("counts", counts)
            .msg("replaces", replaces),
    );
    c.correction = done.replaces.is_some();
    Ok(c)
}

/// Why a player is out, in words: `lowest`, `zero`, `nmr` in English (the CLI's spelling).
fn reason(r: OutReason) -> Msg {
    Msg::key(match r {
        OutReason::Lowest => "deich-audit-reason-lowest",
        OutReason::Zero => "deich-audit-reason-zero",
        OutReason::Nmr => "deich-audit-reason-nmr",
    })
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
                Msg::key("deich-err-race-over").num("round", g.evaluated),
            )
        })?,
        Some(r) if r.0 >= 1 && Some(r) <= open.or(Some(RoundNo(g.evaluated))) => r,
        Some(r) => {
            return Err(Rejected::invalid(
                "round",
                Msg::key("deich-err-no-round")
                    .num("round", r.0)
                    .num("last", open.map_or(g.evaluated, |o| o.0)),
            ));
        }
    };
    let text = zat.trim().to_string();
    if text.chars().any(char::is_control) {
        return Err(Rejected::invalid("zat", Msg::key("deich-err-zat-control")));
    }
    g.zats.retain(|z| z.round != r);
    let what = if text.is_empty() {
        Msg::key("deich-audit-zat-cleared").num("round", r.0)
    } else {
        let w = Msg::key("deich-audit-zat")
            .num("round", r.0)
            .text("zat", &text);
        g.zats.push(Zat { round: r, text });
        g.zats.sort_by_key(|z| z.round);
        w
    };
    Ok(Change::said(Some(r), what))
}

fn evaluate(reg: &Registry, g: &mut DeichGame) -> Result<Change, Rejected> {
    let race = g.race(reg);
    let Some(r) = race.open_round() else {
        return Err(Rejected::refused(
            "evaluate",
            Msg::key("deich-err-race-over").num("round", g.evaluated),
        ));
    };
    let starters = race.entries.len();
    if starters < MIN_PLAYERS {
        return Err(Rejected::refused(
            "evaluate",
            Msg::key("deich-err-too-few")
                .num("min", MIN_PLAYERS)
                .num("count", starters),
        ));
    }
    if g.bids.counting(r).is_empty() {
        return Err(Rejected::refused(
            "evaluate",
            Msg::key("deich-err-no-bid").num("round", r.0),
        ));
    }
    g.bids.close(r);
    g.evaluated = r.0;
    let after = g.race(reg);
    let o = after
        .rounds
        .last()
        .ok_or_else(|| Rejected::refused("evaluate", Msg::key("deich-err-not-evaluated")))?;
    let names = |v: Vec<PlayerId>| {
        v.iter()
            .map(|p| reg.display_name(*p))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let outs = o
        .eliminated
        .iter()
        .map(|e| {
            Msg::key("deich-audit-out")
                .text("name", reg.display_name(e.who))
                .msg("reason", reason(e.reason))
        })
        .collect::<Vec<_>>();
    let outs = Msg::list(outs, crate::game::ListSep::Comma)
        .unwrap_or_else(|| Msg::key("deich-audit-nothing"));
    let bonus = match o.bonus {
        Some(b) => Msg::key("deich-audit-bonus").text("name", reg.display_name(b)),
        None => Msg::key("deich-audit-nothing"),
    };
    // Under NMR `b` an NMR bids 0 and is always among the lowest: every NMR is out.
    let nmr: Vec<PlayerId> = o
        .eliminated
        .iter()
        .filter(|e| !e.participated)
        .map(|e| e.who)
        .collect();
    let nmr = if nmr.is_empty() {
        Msg::key("deich-audit-nothing")
    } else {
        Msg::key("deich-audit-nmr").text("names", names(nmr))
    };
    let left = if after.finished {
        Msg::key("deich-audit-over")
    } else {
        Msg::key("deich-audit-left").num("count", o.fp.len())
    };
    Ok(Change::said(
        Some(r),
        Msg::key("deich-audit-evaluate")
            .num("round", r.0)
            .msg("outs", outs)
            .msg("bonus", bonus)
            .msg("nmr", nmr)
            .msg("left", left),
    ))
}

impl crate::game::Rules for DeichGame {
    const KIND: crate::game::GameKind = crate::game::GameKind::Deich;
    type Own = DeichCommand;

    /// A race draws no lots: the seed is not read.
    fn run(
        &mut self,
        registry: &mut Registry,
        _seed: u64,
        cmd: Routed<DeichCommand>,
    ) -> Result<Change, Rejected> {
        run(registry, self, cmd)
    }

    fn problems(&self, registry: &Registry, out: &mut Vec<String>) {
        super::validate::problems(registry, self, out);
    }

    /// The race so far, every evaluated round (R-D1..R-D3), and its order (R-D4: the order
    /// so far, or the final order), as `(Race<PlayerId>, Vec<Placed<PlayerId>>)`.
    fn view(&self, registry: &Registry, _seed: u64) -> crate::game::GameView {
        let race = self.race(registry);
        let order = race.order();
        crate::game::GameView::new((race, order))
    }

    fn latest_fixed(&self) -> Option<RoundNo> {
        (self.evaluated > 0).then_some(RoundNo(self.evaluated))
    }

    fn label(&self) -> String {
        format!("Deich (NMR {})", self.settings.nmr.key())
    }

    fn round_count(&self) -> usize {
        self.evaluated as usize
    }
}
