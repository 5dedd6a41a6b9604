//! Screen 5 of a Grand Slam game: the Masters at the season's end (`grand-slam.txt` 11,
//! R-G14). After the season's last round it lists the top 8 of the WRL after aging with their
//! accounts (`S` starts it after a question naming the fee); then the groups A (1-4-5-8) and
//! B (2-3-6-7) with their tables (matches won, sets, games, R-G14's order), each player's
//! distribution and account, every match played (groups, semi-finals, final, third place)
//! with its sets and games, and the final order. Distributions are typed as on the round
//! screen: `Spieler, 30,25,21,13,11` for every match, `Spieler, Gegner, …` for one group
//! match, `Spieler, semi, …` or `Spieler, final, …` (German `halbfinale`, `finale`); the line
//! under the list says before Enter how it plays (as typed, rule 10's correction, or every
//! R-G1 fault). Render never mutates.

use super::entry::{find_player, parse_sets};
use crate::grand_slam::apply::money;
use crate::grand_slam::distribution::{Refusal, check, faults};
use crate::grand_slam::masters::{FEE_CENTS, Kind, Masters, MastersMatch, Slot, Stage};
use crate::grand_slam::model::{GrandSlamGame, SEASON_ROUNDS};
use crate::i18n;
use crate::print::grand_slam::{
    correction_words, fault_words, games_words, score_words, sets_words,
};
use crate::tr;
use crate::tui::screens::{Listing, fit, header_and_body, put_row, wrap_words};
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;

/// A player's name in the game.
fn name(g: &GrandSlamGame, p: usize) -> &str {
    g.players.get(p).map_or("?", |x| x.name.as_str())
}

/// An account in the language's decimals: `10.00`, German `10,00`; negative `-0.50`.
pub fn account_words(cents: i64) -> String {
    i18n::localize_decimal(&money(cents))
}

/// The Masters the screen shows: the last one, unless a new one is due.
pub fn shown(g: &GrandSlamGame) -> Option<&Masters> {
    if g.masters_due().is_some() {
        return None;
    }
    g.masters.last()
}

pub use crate::print::grand_slam::masters_stage_words as stage_words;

/// The question before `S`: `Start the Masters after round 10? 1.50 is debited from each of
/// the 8 accounts. Goes negative: Kai Lorenz (-0.50).` (11, R-G14).
pub fn start_question(g: &GrandSlamGame) -> String {
    let Some(round) = g.masters_due() else {
        return String::new();
    };
    let field = g.masters_field(round);
    let negative: Vec<String> = field
        .iter()
        .filter(|p| g.balance(**p) - FEE_CENTS < 0)
        .map(|p| {
            format!(
                "{} ({})",
                name(g, *p),
                account_words(g.balance(*p) - FEE_CENTS)
            )
        })
        .collect();
    let tail = if negative.is_empty() {
        i18n::t("gsd-masters-no-negative").to_string()
    } else {
        tr!("gsd-masters-negative", names = negative.join(", "))
    };
    // Each tie the start settles by registration order (R-G9), named before `y` (rule 12:
    // the GM decides; he may say no and settle it otherwise).
    let ties: Vec<String> = g
        .masters_ties(round)
        .iter()
        .map(|(rank, tied, q)| {
            let names: Vec<&str> = tied.iter().map(|p| name(g, *p)).collect();
            let (inside, outside): (Vec<&usize>, Vec<&usize>) =
                tied.iter().partition(|p| field.contains(p));
            let quotient = crate::print::grand_slam::quotient(q);
            if outside.is_empty() {
                tr!(
                    "gsd-masters-tie",
                    names = names.join(", "),
                    from = *rank,
                    to = *rank + tied.len() as u32 - 1,
                    quotient = quotient
                )
            } else {
                tr!(
                    "gsd-masters-tie-cut",
                    names = names.join(", "),
                    from = *rank,
                    quotient = quotient,
                    qualified = inside
                        .iter()
                        .map(|p| name(g, **p))
                        .collect::<Vec<_>>()
                        .join(", "),
                    out = outside
                        .iter()
                        .map(|p| name(g, **p))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        })
        .collect();
    let tail = if ties.is_empty() {
        tail
    } else {
        format!("{} {tail}", ties.join(" "))
    };
    format!(
        "{} {tail}",
        tr!(
            "gsd-masters-start-question",
            round = round,
            fee = account_words(FEE_CENTS),
            count = field.len()
        )
    )
}

/// The question before `P`: `Play the semi-finals of the Masters from the stored seed?`.
pub fn play_question(g: &GrandSlamGame) -> String {
    match g.open_masters().and_then(Masters::next_stage) {
        Some(stage) => tr!("gsd-masters-play-question", stage = stage_words(stage)),
        None => String::new(),
    }
}

/// A distribution line as typed: who, for which match, the sets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypedMasters {
    /// The player (by index).
    pub player: usize,
    /// The match it is for.
    pub slot: Slot,
    /// The sets as the command takes them: `30,25,21,13,11`.
    pub sets: String,
}

/// Whether `word` names the semi-final (`semi`, `sf`, German `halbfinale`, `hf`).
fn is_semi(word: &str) -> bool {
    let w = word.to_lowercase();
    ["semi", "sf", "halbfinale", "hf"].contains(&w.as_str())
        || w == i18n::t("gsd-masters-word-semi").to_lowercase()
}

/// Whether `word` names the final or the third-place match (`final`, `f`, `finale`).
fn is_final(word: &str) -> bool {
    let w = word.to_lowercase();
    ["final", "f", "finale"].contains(&w.as_str())
        || w == i18n::t("gsd-masters-word-final").to_lowercase()
}

/// Parses `Spieler, [Gegner | semi | final,] 30,25,21,13,11` against the open Masters: the
/// player and the opponent are the start of a name (unique among the 8).
///
/// # Errors
/// No Masters open, a name that is not in it, an opponent from the other group, no sets.
pub fn parse(g: &GrandSlamGame, text: &str) -> Result<TypedMasters, String> {
    let Some(m) = g.open_masters() else {
        return Err(i18n::t("gs-err-no-masters").to_string());
    };
    let field = GrandSlamGame {
        players: m.players.iter().map(|p| g.players[*p].clone()).collect(),
        ..GrandSlamGame::default()
    };
    let of_field = |text: &str| find_player(&field, text).map(|i| m.players[i]);
    let (who, rest) = text.split_once(',').unwrap_or((text, ""));
    let player = of_field(who)?;
    let (second, after) = rest.split_once(',').unwrap_or((rest, ""));
    let word = second.trim();
    let numeric = word
        .split_whitespace()
        .next()
        .is_none_or(|w| w.starts_with(|c: char| c.is_ascii_digit() || c == '-'));
    let (slot, sets) = if numeric {
        (Slot::Default, rest)
    } else if is_semi(word) {
        (Slot::Semi, after)
    } else if is_final(word) {
        (Slot::Final, after)
    } else {
        let o = of_field(word)?;
        let (a, b) = m.groups().unwrap_or(([0; 4], [0; 4]));
        let same =
            (a.contains(&player) && a.contains(&o)) || (b.contains(&player) && b.contains(&o));
        if o == player || !same {
            return Err(tr!(
                "gsd-masters-line-not-group",
                name = name(g, player),
                other = name(g, o)
            ));
        }
        (Slot::Group { opponent: o }, after)
    };
    let list = parse_sets(sets);
    if list.is_empty() {
        return Err(i18n::t("gsd-line-no-sets").to_string());
    }
    let sets = sets
        .split(|c: char| c == ',' || c == '/' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(",");
    Ok(TypedMasters { player, slot, sets })
}

/// The match a slot is for, in words: `every match`, `the match against Kai Lorenz`.
fn slot_words(g: &GrandSlamGame, slot: Slot) -> String {
    match slot {
        Slot::Default => i18n::t("gs-masters-default").to_string(),
        Slot::Group { opponent } => tr!("gs-masters-against", name = name(g, opponent)),
        Slot::Semi => i18n::t("gs-masters-semi").to_string(),
        Slot::Final => i18n::t("gs-masters-final").to_string(),
    }
}

/// The line under the Masters while a distribution is typed: how it plays or why it is
/// refused (R-G1, R-G2), and whether that is an error, as `EnterMasters` will say it.
pub fn feedback(g: &GrandSlamGame, text: &str) -> (String, bool) {
    if text.trim().is_empty() {
        return (i18n::t("gsd-masters-line-hint").to_string(), false);
    }
    let typed = match parse(g, text) {
        Ok(x) => x,
        Err(e) => return (e, true),
    };
    let who = name(g, typed.player);
    let strength = g.players.get(typed.player).map_or(0, |p| p.strength);
    let stage = g.open_masters().and_then(Masters::next_stage);
    let done = match (typed.slot, stage) {
        (Slot::Group { .. }, Some(s)) => s > Stage::Groups,
        (Slot::Semi, Some(s)) => s > Stage::Semis,
        _ => false,
    };
    if done {
        return (i18n::t("gs-err-masters-played").to_string(), true);
    }
    let what = slot_words(g, typed.slot);
    let list = parse_sets(&typed.sets);
    match check(&list, strength) {
        Ok((d, None)) => (
            tr!(
                "gsd-masters-line-plays",
                name = who,
                what = what,
                sets = sets_words(&d),
                strength = strength
            ),
            false,
        ),
        Ok((d, Some(c))) => (
            tr!(
                "gsd-masters-line-corrected",
                name = who,
                what = what,
                sets = sets_words(&d),
                strength = strength,
                why = correction_words(&c)
            ),
            false,
        ),
        Err(r) => {
            let why = match r {
                Refusal::Faults(_) => {
                    let named: Vec<&str> = faults(&list, strength)
                        .iter()
                        .map(|f| fault_words(*f))
                        .collect();
                    tr!("gsd-refused-faults", faults = named.join(", "))
                }
                Refusal::StrengthTooLow => i18n::t("gsd-refused-strength-too-low").to_string(),
            };
            (
                tr!(
                    "gsd-line-refused",
                    name = who,
                    strength = strength,
                    why = why
                ),
                true,
            )
        }
    }
}

/// One line of the Masters screen with its look.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The text, from column 1.
    pub text: String,
    /// A heading (group, stage).
    pub head: bool,
}

fn head(text: String) -> Line {
    Line { text, head: true }
}

fn row(text: String) -> Line {
    Line { text, head: false }
}

/// The name column's width at `width` columns.
fn name_w(width: usize) -> usize {
    width.saturating_sub(56).clamp(14, 30)
}

/// The lines before the Masters starts: the top 8 with strength and account, before and
/// after the fee.
fn due_lines(g: &GrandSlamGame, round: u32, width: usize) -> Vec<Line> {
    let w = name_w(width);
    g.masters_field(round)
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let strength = g.players.get(*p).map_or(0, |x| x.strength);
            let b = g.balance(*p);
            row(format!(
                "{:>3}. {:<w$} {:>7} {:>9} {:>9}",
                i + 1,
                fit(name(g, *p), w),
                strength,
                account_words(b),
                account_words(b - FEE_CENTS)
            ))
        })
        .collect()
}

/// A distribution column: the player's distribution for every match, `*` where rule 10
/// corrected it, `+n` for the distributions of single matches; `–` when none is given.
fn distribution_cell(m: &Masters, p: usize) -> String {
    let default = m
        .entries
        .iter()
        .find(|e| e.player == p && e.slot == Slot::Default);
    let others = m
        .entries
        .iter()
        .filter(|e| e.player == p && e.slot != Slot::Default)
        .count();
    let mut s = default.map_or("–".to_string(), |e| {
        format!(
            "{}{}",
            sets_words(&e.distribution),
            if e.correction.is_some() { "*" } else { "" }
        )
    });
    if others > 0 {
        s.push_str(&format!(" +{others}"));
    }
    s
}

/// One match, the winner first, sets and games from his side: `Ilse – Gudrun  3:1  6:4 3:6
/// 6:2 6:1`.
fn match_line(g: &GrandSlamGame, x: &MastersMatch, w: usize) -> String {
    format!(
        "   {:<w$} – {:<w$} {:>4}  {}",
        fit(name(g, x.winner()), w),
        fit(name(g, x.loser()), w),
        score_words(&x.result),
        games_words(&x.result)
    )
}

/// The lines of a Masters begun: both groups' tables, then every match by stage, the latest
/// stage first (final, third place, semi-finals, group A, group B).
pub fn masters_lines(g: &GrandSlamGame, m: &Masters, width: usize) -> Vec<Line> {
    let w = name_w(width);
    let mut out = Vec::new();
    let Some((ga, gb)) = m.groups() else {
        return out;
    };
    for (label, places, grp) in [("A", "1-4-5-8", &ga), ("B", "2-3-6-7", &gb)] {
        out.push(head(tr!(
            "gsd-masters-group",
            group = label,
            places = places
        )));
        for (i, l) in m.table(grp).iter().enumerate() {
            out.push(row(format!(
                "{:>3}. {:<w$} {:>2} {:>5} {:>7}  {:<20} {:>7}",
                i + 1,
                fit(name(g, l.player), w),
                l.wins,
                format!("{}:{}", l.sets.0, l.sets.1),
                format!("{}:{}", l.games.0, l.games.1),
                distribution_cell(m, l.player),
                account_words(g.balance(l.player))
            )));
        }
    }
    let mw = width.saturating_sub(32).clamp(10, 24) / 2 + 4;
    // The latest stage first, under the tables: after the final, the final and the
    // third-place match show at 80x24 without scrolling.
    for (key, kinds) in [
        (i18n::key("gsd-masters-final"), &[Kind::Final][..]),
        (i18n::key("gsd-masters-third"), &[Kind::Third][..]),
        (i18n::key("gsd-masters-semis"), &[Kind::Semi][..]),
        (i18n::key("gsd-masters-matches-a"), &[Kind::GroupA][..]),
        (i18n::key("gsd-masters-matches-b"), &[Kind::GroupB][..]),
    ] {
        let played: Vec<&MastersMatch> = m
            .matches
            .iter()
            .filter(|x| kinds.contains(&x.kind))
            .collect();
        if played.is_empty() {
            continue;
        }
        out.push(head(i18n::t(key).to_string()));
        for x in played {
            out.push(row(match_line(g, x, mw)));
        }
    }
    out
}

/// Screen 5: the Masters (11, R-G14). `list` scrolls its lines ([`lines_len`]); `typed` is
/// the distribution line being typed, if any; `credit`: the line under the screen while a
/// credit is typed (`c`, [`super::credit::feedback`]) and whether it is a refusal.
pub fn render(
    g: &GrandSlamGame,
    list: &Listing,
    typed: Option<&str>,
    credit: Option<(String, bool)>,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let width = area.width as usize;
    let [top, foot] = Layout::vertical([Constraint::Min(2), Constraint::Length(2)]).areas(area);
    let (title, rest) = header_and_body(top);
    let (col_head, body) = header_and_body(rest);
    let w = name_w(width);
    let season = |round: u32| round / SEASON_ROUNDS;
    let (title_text, header, lines, foot_text, warn) = if let Some(round) = g.masters_due() {
        let field = g.masters_field(round);
        let foot = if field.len() < 8 {
            (tr!("gsd-masters-few", count = field.len()), true)
        } else {
            (
                tr!("gsd-masters-start-hint", fee = account_words(FEE_CENTS)),
                false,
            )
        };
        (
            tr!(
                "gsd-masters-title-due",
                round = round,
                season = season(round)
            ),
            format!(
                "{:>4} {:<w$} {:>7} {:>9} {:>9}",
                i18n::t("gsd-col-rank"),
                i18n::t("gsd-col-player"),
                i18n::t("gsd-col-strength"),
                i18n::t("gsd-col-account"),
                i18n::t("gsd-col-after-fee")
            ),
            due_lines(g, round, width),
            foot.0,
            foot.1,
        )
    } else if let Some(m) = shown(g) {
        let state = match m.next_stage() {
            Some(s) => tr!("gsd-masters-next", stage = stage_words(s)),
            None => i18n::t("gsd-masters-over").to_string(),
        };
        let (foot, warn) = match (typed, m.final_order(), m.missing()) {
            (Some(text), _, _) => feedback(g, text),
            (None, Some(order), _) => {
                let named: Vec<String> = order
                    .iter()
                    .enumerate()
                    .map(|(i, p)| format!("{}. {}", i + 1, name(g, *p)))
                    .collect();
                (tr!("gsd-masters-order", order = named.join(" · ")), false)
            }
            (None, None, missing) if !missing.is_empty() => {
                let names: Vec<&str> = missing.iter().map(|(p, _)| name(g, *p)).collect();
                (tr!("gsd-masters-missing", names = names.join(", ")), true)
            }
            (None, None, _) => (
                tr!(
                    "gsd-masters-ready",
                    stage = m.next_stage().map_or("", stage_words)
                ),
                false,
            ),
        };
        (
            tr!(
                "gsd-masters-title",
                round = m.after_round,
                season = season(m.after_round),
                state = state
            ),
            format!(
                "{:>4} {:<w$} {:>2} {:>5} {:>7}  {:<20} {:>7}",
                "",
                i18n::t("gsd-col-player"),
                i18n::t("gsd-col-wins"),
                i18n::t("gsd-col-sets"),
                i18n::t("gsd-col-games"),
                i18n::t("gsd-col-plays"),
                i18n::t("gsd-col-account")
            ),
            masters_lines(g, m, width),
            foot,
            warn,
        )
    } else {
        (
            "Masters".to_string(),
            String::new(),
            Vec::new(),
            i18n::t("gsd-masters-none").to_string(),
            false,
        )
    };
    put_row(
        buf,
        title,
        0,
        &fit(&format!(" {title_text}"), width),
        th.header,
    );
    put_row(buf, col_head, 0, &fit(&header, width), th.header);
    let h = body.height as usize;
    let off = list.offset(h);
    for (i, l) in lines.iter().enumerate().skip(off).take(h) {
        let selected = i == list.selected;
        let st: Style = if l.head {
            th.dim
        } else if selected {
            th.selected
        } else {
            Style::default()
        };
        put_row(buf, body, i - off, &fit(&format!(" {}", l.text), width), st);
    }
    let (foot_text, warn) = credit.unwrap_or((foot_text, warn));
    let st = if warn { th.warning } else { th.dim };
    for (i, l) in wrap_words(&foot_text, width.saturating_sub(1))
        .iter()
        .take(2)
        .enumerate()
    {
        put_row(buf, foot, i, &format!(" {l}"), st);
    }
}

/// How many lines the Masters screen lists now (for its [`Listing`]).
pub fn lines_len(g: &GrandSlamGame, width: usize) -> usize {
    if let Some(round) = g.masters_due() {
        return g.masters_field(round).len();
    }
    shown(g).map_or(0, |m| masters_lines(g, m, width).len())
}
