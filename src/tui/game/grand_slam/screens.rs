//! The Grand Slam screens as render functions over the game's state ([`GrandSlamGame`]),
//! so they are tested without an event: the players and strengths, the round's offer, the
//! entries with the typed line's feedback, the bracket of each tournament with its results,
//! a match set by set with the reason of every set, and the WRL. Lists scroll with a
//! [`Listing`] (the selected row kept in view). Render never mutates.

use super::entry;
use crate::grand_slam::r#match::{SetReason, Side};
use crate::grand_slam::model::{GrandSlamGame, Round};
use crate::grand_slam::tournament::{Played, Tournament};
use crate::i18n;
use crate::print::grand_slam::{
    correction_words, distribution_of, games_words, last_played, participant, quotient,
    reached_words, reason_words, round_no, round_words, score_words, sets_words, tenths,
    tournament_line, tournament_name, wrl_rows,
};
use crate::tr;
use crate::tui::screens::{Listing, fit, header_and_body, put_row, wrap_words};
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};

/// The last round (being prepared or just played).
fn last(g: &GrandSlamGame) -> Option<&Round> {
    g.rounds.last()
}

/// Title, column header, body and a foot of `foot` rows.
fn areas(area: Rect, foot: u16) -> (Rect, Rect, Rect, Rect) {
    let [top, bottom] =
        Layout::vertical([Constraint::Min(2), Constraint::Length(foot)]).areas(area);
    let (title, rest) = header_and_body(top);
    let (head, body) = header_and_body(rest);
    (title, head, body, bottom)
}

/// Rows of `list` that fit `body`, with their screen row and whether selected.
fn window(list: &Listing, body: Rect) -> Vec<(usize, usize, bool)> {
    let h = body.height as usize;
    let off = list.offset(h);
    list.visible
        .iter()
        .enumerate()
        .skip(off)
        .take(h)
        .map(|(row, &i)| (row - off, i, row == list.selected))
        .collect()
}

fn mark(selected: bool) -> char {
    if selected { '>' } else { ' ' }
}

fn style(th: &Theme, selected: bool) -> ratatui::style::Style {
    if selected {
        th.selected
    } else {
        Default::default()
    }
}

/// Writes `text` wrapped into the rows of `area` from row `from`, returning the next row.
fn wrapped(
    buf: &mut Buffer,
    area: Rect,
    from: usize,
    text: &str,
    st: ratatui::style::Style,
) -> usize {
    let width = area.width as usize;
    let mut row = from;
    for l in wrap_words(text, width.saturating_sub(1)) {
        put_row(buf, area, row, &format!(" {l}"), st);
        row += 1;
    }
    row
}

/// The players' list rows (one per player, in joining order).
pub fn players_len(g: &GrandSlamGame) -> usize {
    g.players.len()
}

/// Screen 1: the players and their strengths: name, strength, the round joined, WRL rank,
/// the tournaments entered this round out of those allowed (3.1, R-G13); the foot shows the
/// selected player's strength and WRL points round by round.
pub fn players(g: &GrandSlamGame, list: &Listing, th: &Theme, area: Rect, buf: &mut Buffer) {
    let width = area.width as usize;
    let (title, head, body, foot) = areas(area, 2);
    let round = last(g);
    let n = round.map_or(0, |r| r.number);
    let after = last_played(g).unwrap_or(0);
    let wrl = wrl_rows(g, after);
    put_row(
        buf,
        title,
        0,
        &fit(
            &format!(
                " {}",
                tr!("gsd-players-title", count = g.players.len(), round = n)
            ),
            width,
        ),
        th.header,
    );
    let name_w = width.saturating_sub(46).clamp(12, 40);
    let header = format!(
        "  {:<name_w$} {:>7} {:>5} {:>5} {:>9} {:>12}",
        i18n::t("gsd-col-player"),
        i18n::t("gsd-col-strength"),
        i18n::t("gsd-col-since"),
        "WRL",
        i18n::t("gsd-col-quotient"),
        tr!("gsd-col-entered", round = n),
    );
    put_row(buf, head, 0, &fit(&header, width), th.header);
    if g.players.is_empty() {
        put_row(buf, body, 0, i18n::t("gsd-no-players"), Default::default());
    }
    for (row, p, sel) in window(list, body) {
        let Some(player) = g.players.get(p) else {
            continue;
        };
        let line = wrl.iter().find(|l| l.1 == p);
        // Doubles are always extra (3.1): not counted against the limit.
        let entered = round.map_or(0, |r| {
            r.entries
                .iter()
                .filter(|e| e.player == p && !r.offer.get(e.tournament).is_some_and(|o| o.doubles))
                .count()
        });
        // A played round's limit is by the strength the player had when he entered it, not
        // the one after it (or after the change of season; R-G13).
        let then = round
            .and_then(|r| r.played.as_ref())
            .and_then(|x| x.strength.get(p))
            .map_or(player.strength, |s| s.0);
        let limit = round
            .and_then(|r| r.limit_for(then))
            .map_or("–".to_string(), |l| l.to_string());
        let text = format!(
            "{} {:<name_w$} {:>7} {:>5} {:>5} {:>9} {:>12}",
            mark(sel),
            fit(&player.name, name_w),
            player.strength,
            player.joined_round,
            line.map_or("–".to_string(), |l| format!("{}.", l.0)),
            line.map_or("–".to_string(), |l| quotient(&l.5)),
            format!("{entered}/{limit}"),
        );
        put_row(buf, body, row, &fit(&text, width), style(th, sel));
    }
    // The foot: the selected player round by round.
    let Some(p) = list.current() else { return };
    let Some(player) = g.players.get(p) else {
        return;
    };
    let history: Vec<String> = g
        .rounds
        .iter()
        .filter_map(|r| {
            let pr = r.played.as_ref()?;
            let (_, after) = *pr.strength.get(p)?;
            let played = pr.played.get(p).copied().unwrap_or(0);
            Some(tr!(
                "gsd-player-round",
                round = r.number,
                strength = after,
                points = tenths(pr.wrl_points.get(p).copied().unwrap_or_default()),
                played = played
            ))
        })
        .collect();
    let text = if history.is_empty() {
        tr!("gsd-player-no-rounds", name = player.name.as_str())
    } else {
        format!("{}: {}", player.name, history.join(" · "))
    };
    wrapped(buf, foot, 0, &text, th.dim);
}

/// Screen 2 (offer): the round's tournaments (5 a-e): base stars, the strength gains for the
/// quarter-final, semi-final, final and winning, the exchange value with its rank
/// difference, the GM players' strengths, the entries so far, the notes; below, the entry
/// limits by strength (3.1). The first tournament is selected ([`offer_view`]).
pub fn offer(g: &GrandSlamGame, th: &Theme, area: Rect, buf: &mut Buffer) {
    offer_view(g, 0, None, th, area, buf);
}

/// [`offer`] with tournament `selected` marked (`x` takes it out) and, while a tournament is
/// typed (`typed`: what the line adds or why it is refused, [`super::offer::line_feedback`],
/// and whether that is an error), the field order and that line below instead of the limits.
/// Before round 1 it is round 1's empty offer.
pub fn offer_view(
    g: &GrandSlamGame,
    selected: usize,
    typed: Option<(String, bool)>,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let width = area.width as usize;
    let (title, head, body, foot) = areas(area, if typed.is_some() { 4 } else { 2 });
    let first = Round {
        number: 1,
        ..Round::default()
    };
    let round = last(g).unwrap_or(&first);
    put_row(
        buf,
        title,
        0,
        &fit(
            &format!(
                " {}",
                tr!(
                    "gsd-offer-title",
                    round = round.number,
                    count = round.offer.len()
                )
            ),
            width,
        ),
        th.header,
    );
    let name_w = width.saturating_sub(60).clamp(8, 30);
    let header = format!(
        "    {:<name_w$} {:>6} {:>3} {:>3} {:>3} {:>5} {:>7} {:>14} {:>6}",
        i18n::t("gsd-col-tournament"),
        i18n::t("gsd-col-stars"),
        i18n::t("gsd-quarter-final-short"),
        i18n::t("gsd-semi-final-short"),
        i18n::t("gsd-final-short"),
        i18n::t("gsd-winner-short"),
        i18n::t("gsd-col-exchange"),
        i18n::t("gsd-col-gm"),
        i18n::t("gsd-col-entries"),
    );
    put_row(buf, head, 0, &fit(&header, width), th.header);
    // Rows: each tournament, then its notes; the selected one kept in view.
    let mut lines: Vec<(String, bool, bool)> = Vec::new();
    let selected = selected.min(round.offer.len().saturating_sub(1));
    for (t, o) in round.offer.iter().enumerate() {
        let x = &o.terms;
        let (exchange, gm) = (super::offer::exchange_cell(x), super::offer::gm_cell(x));
        let entries = round.entries.iter().filter(|e| e.tournament == t).count();
        let sel = t == selected;
        let text = format!(
            "{}{:>2} {:<name_w$} {:>6} {:>3} {:>3} {:>3} {:>5} {:>7} {:>14} {:>6}",
            mark(sel),
            t + 1,
            fit(&tournament_name(round, t), name_w),
            x.base_stars,
            x.gains.quarter_final,
            x.gains.semi_final,
            x.gains.final_,
            x.gains.winner,
            exchange,
            fit(&gm, 14),
            entries,
        );
        lines.push((text, sel, false));
        if !o.notes.is_empty() {
            lines.push((format!("     {}", o.notes), sel, true));
        }
    }
    let h = body.height as usize;
    let at = lines.iter().position(|l| l.1).unwrap_or(0);
    let skip = (at + 2).saturating_sub(h);
    for (row, (text, sel, note)) in lines.iter().skip(skip).take(h).enumerate() {
        let st = match (*sel, *note) {
            (true, false) => th.selected,
            (_, true) => th.dim,
            _ => Default::default(),
        };
        put_row(buf, body, row, &fit(text, width), st);
    }
    if round.offer.is_empty() {
        let empty = if round.played.is_none() {
            i18n::t("gsd-no-offer-keys")
        } else {
            i18n::t("gsd-no-offer")
        };
        put_row(
            buf,
            body,
            0,
            &fit(&format!(" {empty}"), width),
            Default::default(),
        );
    }
    if let Some((line, error)) = typed {
        let next = wrapped(buf, foot, 0, &super::offer::field_order(), th.dim).min(2);
        let st = if error { th.warning } else { th.dim };
        for (i, l) in wrap_words(&line, width.saturating_sub(1))
            .iter()
            .take(2)
            .enumerate()
        {
            put_row(buf, foot, next + i, &format!(" {l}"), st);
        }
        return;
    }
    let limits = if round.limits.is_empty() {
        i18n::t("gsd-limits-none").to_string()
    } else {
        let mut l = round.limits.clone();
        l.sort_by_key(|x| x.from_strength);
        let parts: Vec<String> = l
            .iter()
            .map(|x| {
                tr!(
                    "gsd-limit-one",
                    from = x.from_strength,
                    count = x.tournaments
                )
            })
            .collect();
        tr!("gsd-limits", limits = parts.join(", "))
    };
    let next = wrapped(buf, foot, 0, &limits, th.dim);
    if next < 2 {
        put_row(
            buf,
            foot,
            1,
            &fit(&format!(" {}", i18n::t("gsd-offer-legend")), width),
            th.dim,
        );
    }
}

/// The entries of the last round in list order: by player, then tournament.
pub fn entry_rows(g: &GrandSlamGame) -> Vec<usize> {
    let Some(r) = last(g) else { return Vec::new() };
    let mut idx: Vec<usize> = (0..r.entries.len()).collect();
    idx.sort_by_key(|&i| (r.entries[i].player, r.entries[i].tournament));
    idx
}

/// Screen 2: the entries of the round being prepared (player, tournament, the distribution
/// as it plays, `*` where rule 10 corrected it); the foot says what the line typed does (as
/// typed, corrected and how, or every fault that refuses it), else the selected entry's
/// correction. `list` indexes [`entry_rows`].
pub fn entries(
    g: &GrandSlamGame,
    list: &Listing,
    typed: Option<&str>,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let width = area.width as usize;
    let (title, head, body, foot) = areas(area, 2);
    let Some(round) = last(g) else {
        put_row(buf, title, 0, i18n::t("gsd-no-round"), th.header);
        return;
    };
    let senders = {
        let mut p: Vec<usize> = round.entries.iter().map(|e| e.player).collect();
        p.sort_unstable();
        p.dedup();
        p.len()
    };
    let state = if round.played.is_some() {
        i18n::t("gsd-round-played")
    } else {
        i18n::t("gsd-round-open")
    };
    put_row(
        buf,
        title,
        0,
        &fit(
            &format!(
                " {}",
                tr!(
                    "gsd-entries-title",
                    round = round.number,
                    count = round.entries.len(),
                    senders = senders,
                    players = g.players.len(),
                    state = state
                )
            ),
            width,
        ),
        th.header,
    );
    let name_w = width.saturating_sub(50).clamp(12, 40);
    let header = format!(
        "  {:<name_w$} {:<12} {:>7}  {:<20} {}",
        i18n::t("gsd-col-player"),
        i18n::t("gsd-col-tournament"),
        i18n::t("gsd-col-strength"),
        i18n::t("gsd-col-plays"),
        ""
    );
    put_row(buf, head, 0, &fit(&header, width), th.header);
    let rows = entry_rows(g);
    if rows.is_empty() {
        put_row(buf, body, 0, i18n::t("gsd-no-entries"), Default::default());
    }
    for (row, i, sel) in window(list, body) {
        let Some(e) = rows.get(i).and_then(|k| round.entries.get(*k)) else {
            continue;
        };
        let player = g.players.get(e.player);
        let text = format!(
            "{} {:<name_w$} {:<12} {:>7}  {:<20} {}",
            mark(sel),
            fit(player.map_or("?", |p| p.name.as_str()), name_w),
            fit(
                round
                    .offer
                    .get(e.tournament)
                    .map_or("?", |o| o.name.as_str()),
                12
            ),
            player.map_or(0, |p| p.strength),
            sets_words(&e.distribution),
            if e.correction.is_some() { "*" } else { "" }
        );
        put_row(buf, body, row, &fit(&text, width), style(th, sel));
    }
    let (line, error) = match typed {
        Some(text) => entry::feedback(g, text),
        None => {
            let words = list
                .current()
                .and_then(|i| rows.get(i))
                .and_then(|k| round.entries.get(*k))
                .map(|e| {
                    let name = g.players.get(e.player).map_or("?", |p| p.name.as_str());
                    match &e.correction {
                        Some(c) => tr!(
                            "gsd-entry-corrected",
                            name = name,
                            sets = sets_words(&e.distribution),
                            why = correction_words(c)
                        ),
                        None => tr!("gsd-entry-as-typed", name = name),
                    }
                })
                .unwrap_or_else(|| i18n::t("gsd-line-hint").to_string());
            (words, false)
        }
    };
    let st = if error { th.warning } else { th.dim };
    for (i, l) in wrap_words(&line, width.saturating_sub(1))
        .iter()
        .take(2)
        .enumerate()
    {
        put_row(buf, foot, i, &format!(" {l}"), st);
    }
}

/// A line of the bracket screen: a bracket round's heading, or a match (its index).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BracketRow {
    /// The heading of bracket round `r`.
    Head(u32),
    /// Match `k` of the tournament.
    Match(usize),
}

/// The bracket's lines: each bracket round's heading, then its matches top to bottom.
pub fn bracket_rows(t: &Tournament) -> Vec<BracketRow> {
    let mut out = Vec::new();
    let mut prev = 0;
    for (k, m) in t.matches.iter().enumerate() {
        if m.round != prev {
            out.push(BracketRow::Head(m.round));
            prev = m.round;
        }
        out.push(BracketRow::Match(k));
    }
    out
}

/// The played tournament `t` of round `n`.
pub fn tournament_of(g: &GrandSlamGame, n: u32, t: usize) -> Option<(&Round, &Tournament)> {
    let r = round_no(g, n)?;
    let tour = r.played.as_ref()?.tournaments.get(t)?.as_ref()?;
    Some((r, tour))
}

fn match_line(
    g: &GrandSlamGame,
    r: &Round,
    t: usize,
    tour: &Tournament,
    m: &Played,
    name_w: usize,
) -> String {
    let a = participant(g, r, t, tour, m.a);
    let b = participant(g, r, t, tour, m.b);
    let (w, l) = match m.result.winner {
        Side::A => (a, b),
        Side::B => (b, a),
    };
    let lot = if m.result.lot.is_some() { " L" } else { "" };
    format!(
        "{:<name_w$} {:<5} {:<name_w$} {:<19}{lot}",
        fit(&w, name_w),
        score_words(&m.result),
        fit(&l, name_w),
        games_words(&m.result),
    )
}

/// Screen 3: the bracket of tournament `t` of round `n` with its results: the heading names
/// the field, the stars, the seeds and the winner; then each bracket round (Viertelfinale,
/// Halbfinale, Finale) with its matches, winner first: sets, loser, games, `L` where a lot
/// decided a set. `match_sel` is the selected match; Enter opens it set by set
/// ([`match_detail`]). A round not yet played shows its entries per tournament instead.
pub fn bracket(
    g: &GrandSlamGame,
    n: u32,
    t: usize,
    match_sel: usize,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let width = area.width as usize;
    // A lot decided a set somewhere in the tournament: the legend of `L` above the keys.
    let lots = tournament_of(g, n, t)
        .is_some_and(|(_, x)| x.matches.iter().any(|m| m.result.lot.is_some()));
    let (title, head, body, foot) = areas(area, if lots { 3 } else { 2 });
    let Some(round) = round_no(g, n) else {
        put_row(buf, title, 0, i18n::t("gsd-no-round"), th.header);
        return;
    };
    let count = round.offer.len();
    let name = round.offer.get(t).map_or("", |o| o.name.as_str());
    let Some((_, tour)) = tournament_of(g, n, t) else {
        put_row(
            buf,
            title,
            0,
            &fit(
                &format!(
                    " {}",
                    tr!(
                        "gsd-bracket-title",
                        round = n,
                        number = t + 1,
                        count = count,
                        name = name
                    )
                ),
                width,
            ),
            th.header,
        );
        let why = if round.played.is_none() {
            tr!(
                "gsd-bracket-not-drawn",
                entries = round.entries.iter().filter(|e| e.tournament == t).count()
            )
        } else {
            i18n::t("gsd-bracket-no-entries").to_string()
        };
        put_row(
            buf,
            body,
            0,
            &fit(&format!(" {why}"), width),
            Default::default(),
        );
        put_row(
            buf,
            foot,
            1,
            &fit(i18n::t("gsd-bracket-keys"), width),
            th.dim,
        );
        return;
    };
    put_row(
        buf,
        title,
        0,
        &fit(
            &format!(
                " {}",
                tr!(
                    "gsd-bracket-title",
                    round = n,
                    number = t + 1,
                    count = count,
                    name = name
                )
            ),
            width,
        ),
        th.header,
    );
    let line = tournament_line(g, round, t, tour);
    put_row(buf, head, 0, &fit(&format!(" {line}"), width), th.header);
    let name_w = width.saturating_sub(34).clamp(10, 40) / 2;
    let rows = bracket_rows(tour);
    let sel_row = rows
        .iter()
        .position(|r| *r == BracketRow::Match(match_sel))
        .unwrap_or(0);
    let list = Listing {
        selected: sel_row,
        visible: (0..rows.len()).collect(),
        ..Listing::default()
    };
    for (row, i, sel) in window(&list, body) {
        match rows[i] {
            BracketRow::Head(r) => {
                let words = round_words(r, tour.rounds());
                put_row(buf, body, row, &fit(&format!(" {words}"), width), th.dim);
            }
            BracketRow::Match(k) => {
                let m = &tour.matches[k];
                let text = format!(
                    "{}   {}",
                    mark(sel),
                    match_line(g, round, t, tour, m, name_w)
                );
                put_row(buf, body, row, &fit(&text, width), style(th, sel));
            }
        }
    }
    let seeds: Vec<String> = tour
        .draw
        .seeds
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut s = participant(g, round, t, tour, *p);
            if let Some(cut) = s.rfind(" (") {
                s.truncate(cut);
            }
            format!("{} {s}", i + 1)
        })
        .collect();
    let seeded = if seeds.is_empty() {
        i18n::t("gsd-no-seeds").to_string()
    } else {
        tr!("gsd-seeds", seeds = seeds.join(", "))
    };
    put_row(buf, foot, 0, &fit(&format!(" {seeded}"), width), th.dim);
    if lots {
        put_row(
            buf,
            foot,
            1,
            &fit(&format!(" {}", i18n::t("gsd-lot-legend")), width),
            th.dim,
        );
    }
    put_row(
        buf,
        foot,
        usize::from(lots) + 1,
        &fit(i18n::t("gsd-bracket-keys"), width),
        th.dim,
    );
}

/// The lines of a tournament's draw (5.1, R-G10), in the order drawn: each seed's block and
/// slot, then each other participant's slot (slots and blocks 1-based).
pub fn draw_lines(g: &GrandSlamGame, round: &Round, t: usize, tour: &Tournament) -> Vec<String> {
    use crate::grand_slam::draw::DrawLot;
    let mut out = Vec::new();
    let mut block = None;
    for lot in &tour.draw.lots {
        match *lot {
            DrawLot::SeedBlock { block: b, size, .. } => block = Some((b, size)),
            DrawLot::SeedSlot { seed, slot } => {
                let who = tour
                    .draw
                    .seeds
                    .get(seed.saturating_sub(1))
                    .map_or(String::new(), |p| participant(g, round, t, tour, *p));
                let (b, size) = block
                    .take()
                    .unwrap_or((slot / tour.field.max(1), tour.field));
                out.push(tr!(
                    "gsd-draw-seed",
                    seed = seed,
                    name = who,
                    block = b + 1,
                    blocks = tour.field / size.max(1),
                    slot = slot + 1
                ));
            }
            DrawLot::Unseeded {
                participant: p,
                slot,
            } => out.push(tr!(
                "gsd-draw-slot",
                name = participant(g, round, t, tour, p),
                slot = slot + 1
            )),
        }
    }
    out
}

/// Screen 3, `l` on the bracket: the draw of tournament `t` of round `n` lot by lot (5.1,
/// R-G10), as drawn from the stored seed: the seeds' blocks and slots, then every other
/// participant's slot; in two columns where one does not hold them.
pub fn draw_lots(g: &GrandSlamGame, n: u32, t: usize, th: &Theme, area: Rect, buf: &mut Buffer) {
    let width = area.width as usize;
    let (title, head, body, foot) = areas(area, 1);
    let Some((round, tour)) = tournament_of(g, n, t) else {
        put_row(buf, title, 0, i18n::t("gsd-no-match"), th.header);
        return;
    };
    let name = round.offer.get(t).map_or("", |o| o.name.as_str());
    put_row(
        buf,
        title,
        0,
        &fit(
            &format!(
                " {}",
                tr!(
                    "gsd-bracket-title",
                    round = n,
                    number = t + 1,
                    count = round.offer.len(),
                    name = name
                )
            ),
            width,
        ),
        th.header,
    );
    put_row(
        buf,
        head,
        0,
        &fit(
            &format!(" {}", tr!("gsd-draw-head", field = tour.field)),
            width,
        ),
        th.header,
    );
    let lines = draw_lines(g, round, t, tour);
    let h = body.height as usize;
    let cols = if lines.len() > h && width >= 80 { 2 } else { 1 };
    let col_w = width / cols;
    for (i, l) in lines.iter().enumerate() {
        let (c, row) = (i / h.max(1), i % h.max(1));
        if c >= cols {
            break;
        }
        let x = Rect::new(
            body.x + (c * col_w) as u16,
            body.y,
            col_w as u16,
            body.height,
        );
        put_row(
            buf,
            x,
            row,
            &fit(&format!(" {l}"), col_w),
            Default::default(),
        );
    }
    put_row(buf, foot, 0, &fit(i18n::t("gsd-draw-keys"), width), th.dim);
}

/// Why a set went where it did, with the winner named.
fn set_reason(r: SetReason, winner: &str) -> String {
    reason_words(r, winner)
}

/// Screen 3, Enter on a match: the match set by set ("why did I lose?"): both
/// distributions with their lowest set, then per set both values, the winner, the games
/// (table 4.4) and the reason (higher value, pair 4.3.1, lowest set 4.3.2, lot); sets not
/// needed after 3 won are shown as not played; a GM player's dice below where there is room
/// (5.1).
pub fn match_detail(
    g: &GrandSlamGame,
    n: u32,
    t: usize,
    k: usize,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let width = area.width as usize;
    let (title, head, body, foot) = areas(area, 1);
    let Some((round, tour)) = tournament_of(g, n, t) else {
        put_row(buf, title, 0, i18n::t("gsd-no-match"), th.header);
        return;
    };
    let Some(m) = tour.matches.get(k) else {
        put_row(buf, title, 0, i18n::t("gsd-no-match"), th.header);
        return;
    };
    let a = participant(g, round, t, tour, m.a);
    let b = participant(g, round, t, tour, m.b);
    let winner = match m.result.winner {
        Side::A => &a,
        Side::B => &b,
    };
    let name = round.offer.get(t).map_or("", |o| o.name.as_str());
    put_row(
        buf,
        title,
        0,
        &fit(
            &format!(
                " {}",
                tr!(
                    "gsd-match-title",
                    name = name,
                    round = round_words(m.round, tour.rounds()),
                    a = a.as_str(),
                    b = b.as_str(),
                    winner = winner.as_str(),
                    score = score_words(&m.result)
                )
            ),
            width,
        ),
        th.header,
    );
    let dist = |p: usize| distribution_of(round, t, tour, p);
    let (da, db) = (dist(m.a), dist(m.b));
    // Set, A's value, B's value, the set's winner, games A:B, why.
    let who_w = 16;
    let header = format!(
        " {:>4} {:>5} {:>5}  {:<who_w$} {:>6}  {}",
        i18n::t("gsd-col-set"),
        "A",
        "B",
        i18n::t("gsd-col-set-winner"),
        i18n::t("gsd-col-games"),
        i18n::t("gsd-col-why"),
    );
    put_row(buf, head, 0, &fit(&header, width), th.header);
    let mut row = 0;
    for (label, who, d) in [("A", &a, da), ("B", &b, db)] {
        let text = match d {
            Some(d) => tr!(
                "gsd-match-distribution",
                side = label,
                name = who.as_str(),
                sets = sets_words(&d),
                lowest = d.lowest()
            ),
            None => format!("{label}: {who}"),
        };
        put_row(buf, body, row, &fit(&format!(" {text}"), width), th.dim);
        row += 1;
    }
    let reason_col = 1 + 4 + 1 + 5 + 1 + 5 + 2 + who_w + 1 + 6 + 2;
    let reason_w = width.saturating_sub(reason_col).max(10);
    for set in 1..=5usize {
        let values = (
            da.map_or(0, |d| d.0[set - 1]),
            db.map_or(0, |d| d.0[set - 1]),
        );
        let played = m.result.sets.iter().find(|s| s.set == set);
        let (who, games, why) = match played {
            Some(s) => {
                let w = match s.winner {
                    Side::A => &a,
                    Side::B => &b,
                };
                (
                    fit(w, who_w),
                    format!("{}:{}", s.games.0, s.games.1),
                    set_reason(s.reason, w),
                )
            }
            None => (
                String::new(),
                String::new(),
                i18n::t("gsd-set-not-played").to_string(),
            ),
        };
        let lines = wrap_words(&why, reason_w);
        let first = format!(
            " {:>4} {:>5} {:>5}  {:<who_w$} {:>6}  {}",
            set,
            values.0,
            values.1,
            who,
            games,
            lines.first().map_or("", String::as_str)
        );
        let st = if played.is_some() {
            Default::default()
        } else {
            th.dim
        };
        put_row(buf, body, row, &fit(&first, width), st);
        row += 1;
        for l in lines.iter().skip(1) {
            put_row(
                buf,
                body,
                row,
                &fit(&format!("{}{l}", " ".repeat(reason_col)), width),
                st,
            );
            row += 1;
        }
    }
    // The WRL points and exchange of the match, then the GM players' dice (5.1).
    let gained = tr!(
        "gsd-match-points",
        points = tenths(m.wrl),
        exchange = m.exchange
    );
    put_row(buf, body, row, &fit(&format!(" {gained}"), width), th.dim);
    row += 1;
    for p in [m.a, m.b] {
        if !tour.is_gm(p) {
            continue;
        }
        let Some(roll) = tour.gm.get(p - tour.entries) else {
            continue;
        };
        let dice: Vec<String> = roll
            .dice
            .iter()
            .map(|(set, d)| {
                let sum: u32 = d.iter().map(|x| u32::from(*x)).sum();
                let each: String = d.iter().map(u8::to_string).collect();
                format!("{set}: {each}={sum}")
            })
            .collect();
        let mut text = tr!(
            "gsd-match-gm-dice",
            name = participant(g, round, t, tour, p),
            strength = roll.strength,
            dice = dice.join(", "),
            rest = roll.rest_set
        );
        // The rest below 1 (5.1, our reading): the sets played are not the sums rolled; say
        // what came off which set, so the GM can answer the player who asks.
        let changed: Vec<String> = roll
            .dice
            .iter()
            .filter_map(|(set, d)| {
                let sum: u32 = d.iter().map(|x| u32::from(*x)).sum();
                let played = *roll.distribution.0.get(set.checked_sub(1)?)?;
                (played != sum).then(|| format!("{set}: {sum} → {played}"))
            })
            .collect();
        if !changed.is_empty() {
            let rolled: u32 = roll
                .dice
                .iter()
                .flat_map(|(_, d)| d.iter().map(|x| u32::from(*x)))
                .sum();
            text.push_str(&tr!(
                "gsf-gm-rest-below-1",
                rest = roll.rest_set,
                taken = (rolled + 1).saturating_sub(roll.strength),
                changes = changed.join(", ")
            ));
        }
        if row < body.height as usize {
            row = wrapped(buf, body, row, &text, th.dim);
        }
    }
    put_row(buf, foot, 0, &fit(i18n::t("gsd-match-keys"), width), th.dim);
}

/// Screen 4: the WRL after the last played round (6.3, R-G9): rank (shared ranks once),
/// player, strength, WRL points of the last 10 rounds, denominator, quotient; the foot names
/// the selected player's tournaments of the last played round.
pub fn wrl(g: &GrandSlamGame, list: &Listing, th: &Theme, area: Rect, buf: &mut Buffer) {
    let width = area.width as usize;
    let (title, head, body, foot) = areas(area, 2);
    let after = last_played(g).unwrap_or(0);
    let rows = wrl_rows(g, after);
    let t = if after == 0 {
        i18n::t("gsd-print-before-first").to_string()
    } else {
        tr!("gsd-print-after-round", round = after)
    };
    put_row(
        buf,
        title,
        0,
        &fit(
            &format!(" WRL · {t} · {}", tr!("gsd-wrl-ranked", count = rows.len())),
            width,
        ),
        th.header,
    );
    let name_w = width.saturating_sub(48).clamp(12, 40);
    let header = format!(
        "  {:>5} {:<name_w$} {:>7} {:>7} {:>7} {:>9}",
        i18n::t("gsd-col-rank"),
        i18n::t("gsd-col-player"),
        i18n::t("gsd-col-strength"),
        i18n::t("gsd-col-wrl-points"),
        i18n::t("gsd-col-denominator"),
        i18n::t("gsd-col-quotient"),
    );
    put_row(buf, head, 0, &fit(&header, width), th.header);
    if rows.is_empty() {
        put_row(buf, body, 0, i18n::t("gsd-wrl-empty"), Default::default());
    }
    for (row, i, sel) in window(list, body) {
        let Some((rank, p, strength, points, den, q)) = rows.get(i) else {
            continue;
        };
        let shared = i > 0 && rows[i - 1].0 == *rank;
        let text = format!(
            "{} {:>5} {:<name_w$} {:>7} {:>7} {:>7} {:>9}",
            mark(sel),
            if shared {
                String::new()
            } else {
                format!("{rank}.")
            },
            fit(g.players.get(*p).map_or("?", |x| x.name.as_str()), name_w),
            strength,
            tenths(*points),
            den,
            quotient(q),
        );
        put_row(buf, body, row, &fit(&text, width), style(th, sel));
    }
    let note = list
        .current()
        .and_then(|i| rows.get(i))
        .and_then(|(_, p, ..)| {
            let r = round_no(g, after)?;
            let name = g.players.get(*p)?.name.as_str();
            let reached = reached_words(r, *p);
            Some(if reached.is_empty() {
                tr!("gsd-wrl-paused", name = name, round = after)
            } else {
                tr!(
                    "gsd-wrl-reached",
                    name = name,
                    round = after,
                    reached = reached
                )
            })
        })
        .unwrap_or_default();
    let next = wrapped(buf, foot, 0, &note, th.dim);
    if next < 2 {
        put_row(
            buf,
            foot,
            1,
            &fit(&format!(" {}", i18n::t("gsd-wrl-legend")), width),
            th.dim,
        );
    }
}
