//! Bid entry for the open round (rules 1.2, 3.1; R-D1): type the start of a name and the
//! bid, `ann 1500`, Enter (or a bid alone for the selected player); the latest bid of a
//! player counts. The list shows every player still in with his FP and the bid that counts,
//! the players without a bid first marked `·`.

use super::{DeichAfter, DeichInput, input, race_of, texts};
use crate::deich::bid::{counted, parse_bid};
use crate::deich::{DeichCommand, Fp};
use crate::game::{PlayerId, RoundNo};
use crate::i18n::t;
use crate::tr;
use crate::tui::app::App;
use crate::tui::effect::Effect;
use crate::tui::keymap::Action;
use crate::tui::screens::{fit, fit_name, header_and_body, put_row};
use crate::tui::search::{NameKey, Query};
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The players the bid list shows, in start order: those still in.
fn players(app: &App) -> Vec<(PlayerId, Fp)> {
    race_of(app).map_or_else(
        Vec::new,
        |(_, _, r)| {
            if r.finished { Vec::new() } else { r.fp() }
        },
    )
}

fn open_round(app: &App) -> Option<RoundNo> {
    race_of(app).and_then(|(_, _, r)| r.open_round())
}

pub(crate) fn refresh(app: &mut App) {
    let rows = players(app);
    let Some(s) = app.session.as_ref() else {
        app.pairings.visible.clear();
        return;
    };
    let q = Query::new(&app.pairings.query);
    let names = &s.views().names;
    app.pairings.visible = rows
        .iter()
        .enumerate()
        .filter(|(_, (p, _))| {
            q.is_empty() || names.get(p.0 as usize - 1).is_some_and(|k| q.matches(k))
        })
        .map(|(i, _)| i)
        .collect();
}

/// A key on the bids screen: a letter or digit opens the bid line with it.
pub(crate) fn on_action(app: &mut App, action: Action, key: KeyEvent) -> Effect {
    match action {
        Action::TypeBid => {
            if players(app).is_empty() {
                let over = race_of(app).is_some_and(|(_, _, r)| r.finished);
                app.error(if over {
                    texts::race_over().trim()
                } else {
                    texts::too_few().trim()
                });
                return Effect::done();
            }
            let text = match key.code {
                KeyCode::Char(c) => c.to_string(),
                // Enter ("bid here"): the selected player is the one meant.
                _ => {
                    app.pairings.chosen = true;
                    String::new()
                }
            };
            app.input = Some(input(DeichInput::Bid, text));
            Effect::done()
        }
        _ => Effect::Unhandled,
    }
}

/// The bid line's prompt.
pub(crate) fn prompt(app: &App) -> String {
    texts::bid_prompt(open_round(app).unwrap_or(RoundNo(1)))
}

/// Who `query` names among the players still in: the one whose name it matches (search as
/// you type, [`Query::matches`]), or the one whose whole name it is.
///
/// # Errors
/// The words for the status line: nobody, or several (named).
fn find(app: &App, query: &str) -> Result<PlayerId, String> {
    let s = app.session.as_ref().ok_or(t("deich-no-race-open"))?;
    let names = &s.views().names;
    let rows = players(app);
    let q = Query::new(query);
    let hits: Vec<PlayerId> = rows
        .iter()
        .map(|(p, _)| *p)
        .filter(|p| names.get(p.0 as usize - 1).is_some_and(|k| q.matches(k)))
        .collect();
    let whole = NameKey::new(query);
    match hits.as_slice() {
        [one] => Ok(*one),
        [] => Err(tr!("deich-find-none", query = format!("{query:?}"))),
        many => {
            if let Some(p) = many
                .iter()
                .find(|p| names.get(p.0 as usize - 1) == Some(&whole))
            {
                return Ok(*p);
            }
            let list: Vec<String> = many.iter().take(4).map(|p| app.display_name(*p)).collect();
            Err(tr!(
                "deich-find-many",
                query = format!("{query:?}"),
                count = many.len(),
                names = format!(
                    "{}{}",
                    list.join(", "),
                    if many.len() > 4 { ", …" } else { "" }
                )
            ))
        }
    }
}

/// Enter on the bid line: `NAME FP`, or `FP` for the selected player.
pub(crate) fn on_submit(app: &mut App, text: &str) -> Effect {
    let text = text.trim();
    if text.is_empty() {
        return Effect::done();
    }
    // The bid is the last word; everything before it names the player.
    let (who, bid) = match text.rsplit_once(char::is_whitespace) {
        Some((w, b))
            if b.chars()
                .next()
                .is_some_and(|c| c.is_ascii_digit() || c == '-') =>
        {
            (w.trim(), b)
        }
        _ if text
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || c == '-') =>
        {
            ("", text)
        }
        _ => {
            app.error(tr!("deich-bid-unreadable", text = format!("{text:?}")));
            return Effect::done();
        }
    };
    let bid = match parse_bid(bid) {
        Ok(b) => b,
        Err(e) => {
            app.error(e.to_string());
            return Effect::done();
        }
    };
    let player = if who.is_empty() {
        // FP alone goes only to a player the GM moved to (↑ ↓, Enter on him), never to the
        // one the cursor went on to by itself after the last bid.
        if !app.pairings.chosen {
            app.error(tr!("deich-bid-alone", text = format!("{text:?}")));
            return Effect::done();
        }
        let rows = players(app);
        match app.pairings.current().and_then(|i| rows.get(i)) {
            Some((p, _)) => *p,
            None => {
                app.error(t("deich-bid-no-player"));
                return Effect::done();
            }
        }
    } else {
        match find(app, who) {
            Ok(p) => p,
            Err(e) => {
                app.error(e);
                return Effect::done();
            }
        }
    };
    Effect::run(DeichCommand::Bid {
        round: None,
        player,
        bid,
    })
    .then(DeichAfter::Bid(player))
}

/// After `player`'s bid was saved: the list shows everybody again, the next player without a
/// bid selected, and the status line says how many bids are missing.
pub(crate) fn saved(app: &mut App, player: PlayerId) {
    // The list shows everybody again, the next player without a bid selected.
    app.pairings.query.clear();
    super::refresh(app);
    let rows = players(app);
    let Some(n) = open_round(app) else {
        return;
    };
    let open: Vec<bool> = rows
        .iter()
        .map(|(p, _)| race_of(app).is_some_and(|(_, g, _)| g.bids.latest(n, p).is_none()))
        .collect();
    let at = rows.iter().position(|(p, _)| *p == player).unwrap_or(0);
    let next = (1..=rows.len())
        .map(|k| (at + k) % rows.len().max(1))
        .find(|&i| open.get(i).copied().unwrap_or(false));
    if let Some(i) = next {
        app.pairings.selected = i;
    }
    app.pairings.chosen = false;
    let missing = open.iter().filter(|o| **o).count();
    let done = if missing == 0 {
        t("deich-all-bid").to_string()
    } else {
        tr!("deich-bids-missing", count = missing)
    };
    let what = app
        .session
        .as_ref()
        .and_then(|s| s.tournament().audit.last().map(|a| a.text()))
        .unwrap_or_default();
    app.info(format!("{what} · {done}"));
}

/// The bid list.
pub struct DeichBidsScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &DeichBidsScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let Some((_, g, race)) = race_of(app) else {
            return;
        };
        let width = area.width as usize;
        let (hint, rest) = header_and_body(area);
        let (head, body) = header_and_body(rest);
        let Some(n) = race.open_round() else {
            put_row(buf, hint, 0, texts::race_over(), th.header);
            return;
        };
        if race.entries.len() < crate::deich::apply::MIN_PLAYERS {
            put_row(buf, hint, 0, texts::too_few(), th.warning);
            return;
        }
        let rows = race.fp();
        let bids = rows
            .iter()
            .filter(|(p, _)| g.bids.latest(n, p).is_some())
            .count();
        let zat = g.zat(n).map_or(String::new(), |z| format!(" · ZAT {z}"));
        put_row(
            buf,
            hint,
            0,
            &fit(
                &format!(
                    "{}{zat} ·{}",
                    tr!(
                        "deich-bids-count",
                        round = n.0,
                        bids = bids,
                        count = rows.len()
                    ),
                    texts::bids_hint()
                ),
                width,
            ),
            th.dim,
        );
        let longest = rows
            .iter()
            .map(|(p, _)| app.display_name(*p).chars().count())
            .max();
        let name_w = longest
            .unwrap_or(0)
            .clamp(10, 24)
            .min(width.saturating_sub(40).max(10));
        let header = format!(
            "  {:<name_w$}  {:>7}  {:>7}  {}",
            t("deich-col-name"),
            "FP",
            t("deich-col-bid"),
            ""
        );
        put_row(buf, head, 0, &fit(&header, width), th.header);
        let list = &app.pairings;
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some((p, fp)) = rows.get(i) else {
                continue;
            };
            let bid = g.bids.latest(n, p).map(|s| s.value);
            let times = g.bids.history(n, p).count();
            let mut note = String::new();
            if let Some(b) = bid.filter(|b| counted(*b, *fp) < *b) {
                note = tr!("deich-counts-as", fp = counted(b, *fp).0);
            }
            if times > 1 {
                if !note.is_empty() {
                    note.push_str(" · ");
                }
                note.push_str(&tr!("deich-bids-latest", count = times));
            }
            let selected = row == list.selected;
            let text = format!(
                "{}{} {:<name_w$}  {:>7}  {:>7}  {note}",
                if selected { '>' } else { ' ' },
                if bid.is_none() { '·' } else { ' ' },
                fit_name(&app.display_name(*p), name_w),
                fp,
                bid.map_or("—".to_string(), |b| b.to_string()),
            );
            let style = if selected {
                th.selected
            } else if bid.is_none() {
                th.warning
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &fit(&text, width), style);
        }
    }
}
