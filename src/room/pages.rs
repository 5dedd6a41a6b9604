//! The room's HTML pages, from templates (maud escapes every name): the TV page with its
//! live part, the player search, a player's page and the report page. Every text is a Fluent
//! key of `room.ftl`, put into words in the language the handler chose (the TV: the event's
//! print language; a phone: its browser's, or the one it picked).

use super::keeper::{Refusal, Snapshot, Taken};
use super::model::{self, RoomRound};
use crate::game::clock::{ClockState, in_play, mm_ss};
use crate::game::{PlayerId, RoundState};
use crate::i18n::{self, Lang};
use crate::wall::{Seat, seat_words};
use chrono::{DateTime, Utc};
use maud::{DOCTYPE, Markup, PreEscaped, html};

/// The page's frame: head with the embedded style sheet and script, then `body`.
fn frame(lang: Lang, title: &str, class: &str, script: Option<&str>, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                link rel="stylesheet" href="/assets/room.css";
                @if let Some(s) = script {
                    script src=(s) defer {}
                }
            }
            body class=(class) { (body) }
        }
    }
}

/// The clock as the pages show it: `data-state` (`running`, `paused`, `expired`, `none`) and
/// `data-left` (seconds, for the page's own countdown between two polls), and the words.
fn clock(s: &Snapshot, now: DateTime<Utc>) -> Markup {
    let Some(c) = in_play(&s.event) else {
        return html! { span #clock data-state="none" {} };
    };
    let left = c.remaining(now).num_seconds();
    match c.state(now) {
        ClockState::Running(d) => html! {
            span #clock data-state="running" data-left=(left)
                data-up=(i18n::t("room-time-up")) { (mm_ss(d)) }
        },
        ClockState::Paused(d) => html! {
            span #clock data-state="paused" data-left=(left) {
                (mm_ss(d)) " " small { (i18n::t("room-paused")) }
            }
        },
        ClockState::Expired(_) => html! {
            span #clock data-state="expired" {
                @match s.event.game.extra_turns() {
                    Some(n) => (crate::tr!("room-extra-turns", turns = n)),
                    None => (i18n::t("room-time-up")),
                }
            }
        },
    }
}

/// The round in words: `Round 3`, with the playoff stage `Round 6 · Quarter-final`.
fn round_words(w: &crate::wall::Wall) -> String {
    crate::wall::round_words(w)
}

/// The TV page: the live part inside a frame whose script turns the pages and fetches the
/// live part again after each commit.
pub fn tv(s: &Snapshot, now: DateTime<Utc>, player_url: Option<&str>, qr: Option<&str>) -> String {
    let lang = crate::print::language(&s.event);
    i18n::with_lang(lang, || {
        frame(
            lang,
            &s.event.name,
            "tv",
            Some("/assets/tv.js"),
            html! {
                div #live data-version=(s.version) { (tv_live(s, now)) }
                footer {
                    @if let Some(svg) = qr {
                        div .qr { (PreEscaped(svg)) }
                    }
                    div .hint {
                        (i18n::t("room-find-your-table"))
                        @if let Some(url) = player_url { br; strong { (url) } }
                    }
                    div #page {}
                }
            },
        )
        .into_string()
    })
}

/// The TV page as a file (`turnier open EV --wall-html DIR`, written after every commit), for
/// a browser that opens files rather than the room's server: the style sheet and script
/// inside, no QR code, the clock as the words `clock_line` (`Round 3 · ends 20:45`: true until
/// the next clock command, itself a commit). The script turns the pages and loads the file
/// again after the last one; without a script the page reloads every 30 seconds.
pub fn tv_file(s: &Snapshot, clock_line: Option<&str>) -> String {
    let lang = crate::print::language(&s.event);
    i18n::with_lang(lang, || {
        let clock = html! { span #clock data-state="none" { (clock_line.unwrap_or("")) } };
        html! {
            (DOCTYPE)
            html lang=(lang.code()) {
                head {
                    meta charset="utf-8";
                    meta name="viewport" content="width=device-width, initial-scale=1";
                    title { (s.event.name) }
                    noscript { meta http-equiv="refresh" content="30"; }
                    style { (PreEscaped(super::assets::CSS)) }
                }
                body .tv {
                    div #live data-version=(s.version) data-file="1" { (tv_live_with(s, clock)) }
                    footer { div .hint {} div #page {} }
                    script { (PreEscaped(super::assets::TV_JS)) }
                }
            }
        }
        .into_string()
    })
}

/// The part of the TV page that changes with a commit: head line, clock and the sections
/// (pairings by name, standings or ranking, the bracket), each turned in pages by the script.
pub fn tv_live(s: &Snapshot, now: DateTime<Utc>) -> Markup {
    tv_live_with(s, clock(s, now))
}

/// [`tv_live`] with the clock given as markup.
fn tv_live_with(s: &Snapshot, clock: Markup) -> Markup {
    let wall = crate::wall::wall(&s.event, &s.views);
    let provisional = s
        .round
        .as_ref()
        .is_some_and(|r| r.state == RoundState::Published);
    let ranking_title = if provisional && wall.rank_header == i18n::key("wall-col-rank") {
        crate::tr!("room-provisional", title = i18n::t(wall.ranking_title))
    } else {
        i18n::t(wall.ranking_title).to_string()
    };
    html! {
        header {
            h1 { (s.event.name) }
            div .round { (round_words(&wall)) }
            (clock)
        }
        main {
            @if wall.lines.is_empty() && wall.ranking.is_empty() {
                section .empty data-title="" {
                    p { (if s.round.is_none() && !has_tables(s) {
                        i18n::t("room-no-tables")
                    } else {
                        i18n::t("room-nothing-yet")
                    }) }
                }
            }
            @if !wall.lines.is_empty() {
                section .names data-title=(i18n::t("wall-pairings")) {
                    h2 { (i18n::t("wall-pairings")) " · " (round_words(&wall)) }
                    div .cols {
                        @for l in &wall.lines {
                            div .row {
                                span .seat { (seat_words(&l.seat)) }
                                span .name { (l.name) }
                                @if let Some(o) = &l.opponent {
                                    span .opp { (o) }
                                } @else if l.seat != Seat::Bye && l.seat != Seat::SitsOut {
                                    span .opp {}
                                }
                            }
                        }
                    }
                }
            }
            @if !wall.ranking.is_empty() {
                section .ranking data-title=(ranking_title) {
                    h2 { (ranking_title) " · " small { (i18n::t(wall.points_header)) } }
                    div .cols {
                        @for r in &wall.ranking {
                            div .row {
                                span .seat { (r.rank) }
                                span .name { (r.name) }
                                span .pts { (r.points) }
                            }
                        }
                    }
                }
            }
        }
    }
}

fn has_tables(s: &Snapshot) -> bool {
    model::has_tables(&s.event)
}

/// The language switch of the phone pages: the other language's link.
fn switch(lang: Lang, here: &str) -> Markup {
    let (other, label) = match lang {
        Lang::De => ("en", "English"),
        Lang::En => ("de", "Deutsch"),
    };
    let sep = if here.contains('?') { '&' } else { '?' };
    html! { a .lang href=(format!("{here}{sep}lang={other}")) { (label) } }
}

/// The player search: a form, and the players whose names match `q` (any part of the name,
/// case and umlauts folded, as the desk's search), alphabetical; every player for no `q`.
pub fn players(s: &Snapshot, lang: Lang, q: &str) -> String {
    i18n::with_lang(lang, || {
        let query = crate::search::Query::new(q);
        let mut hits: Vec<(usize, &String)> = s
            .views
            .display
            .iter()
            .enumerate()
            .filter(|(i, _)| s.views.names.get(*i).is_some_and(|k| query.matches(k)))
            .collect();
        hits.sort_by_cached_key(|(_, n)| (crate::print::collation_key(n), (*n).clone()));
        let here = format!("/players?q={}", urlencode(q));
        frame(
            lang,
            &s.event.name,
            "phone",
            Some("/assets/phone.js"),
            html! {
                header { h1 { (s.event.name) } (switch(lang, &here)) }
                form method="get" action="/players" {
                    label for="q" { (i18n::t("room-search-label")) }
                    input #q type="search" name="q" value=(q) autocomplete="off" autofocus;
                    button type="submit" { (i18n::t("room-search")) }
                }
                @if hits.is_empty() {
                    p .none { (crate::tr!("room-no-match", query = q)) }
                } @else {
                    ul .hits {
                        @for (i, name) in &hits {
                            li { a href=(format!("/players/{}", i + 1)) { (name) } }
                        }
                    }
                }
            },
        )
        .into_string()
    })
}

/// A player's page: where they sit now, the clock, their rounds so far and their standing.
/// `None` for an id nobody has.
pub fn player(s: &Snapshot, lang: Lang, id: u32, now: DateTime<Utc>) -> Option<String> {
    let p = PlayerId(id);
    let name = s.views.display.get((id as usize).checked_sub(1)?)?.clone();
    Some(i18n::with_lang(lang, || {
        let view = model::player(&s.event, &s.views, p);
        let here = format!("/players/{id}");
        frame(
            lang,
            &name,
            "phone",
            Some("/assets/phone.js"),
            html! {
                header {
                    a .back href="/players" { "←" }
                    h1 { (name) }
                    (switch(lang, &here))
                }
                div #live data-version=(s.version) {
                    (now_seated(s, s.round.as_ref(), p, &view, now))
                    @if let Some((rank, points)) = &view.standing {
                        p .standing { (crate::tr!("room-standing", rank = *rank, points = points.as_str())) }
                    }
                    @if !view.rounds.is_empty() {
                        h2 { (i18n::t("room-your-rounds")) }
                        table .rounds {
                            thead { tr {
                                th { (i18n::t("room-col-round")) }
                                th { (i18n::t("wall-col-table")) }
                                th { (i18n::t("wall-col-opponent")) }
                                th { (i18n::t("room-col-result")) }
                            } }
                            tbody {
                                @for r in &view.rounds {
                                    tr {
                                        td { (r.round.0) }
                                        td { (r.table.map(|t| t.0.to_string()).unwrap_or_default()) }
                                        td { (r.opponent.clone().unwrap_or_else(|| idle_words(s))) }
                                        td { (r.result.clone().unwrap_or_else(|| "–".into())) }
                                    }
                                }
                            }
                        }
                    }
                }
            },
        )
        .into_string()
    }))
}

/// The bye (Swiss) or sitting out (Muck) in words.
fn idle_words(s: &Snapshot) -> String {
    model::idle_words(&s.event)
}

/// The big box at the top of a player's page: table and opponent in the round shown, or the
/// bye, or nothing yet.
fn now_seated(
    s: &Snapshot,
    round: Option<&RoomRound>,
    p: PlayerId,
    view: &model::PlayerView,
    now: DateTime<Utc>,
) -> Markup {
    let Some(r) = round else {
        return html! { div .now { p { (i18n::t("room-nothing-yet")) } } };
    };
    let title = crate::tr!("wall-round", round = r.round.0);
    html! {
        div .now {
            p .round { (title) " " (clock(s, now)) }
            @if let Some((tb, on_a)) = r.seat_of(p) {
                p .table { (crate::tr!("room-your-table", table = tb.table.0)) }
                p .opp { (crate::tr!("room-against", opponent = if on_a { tb.b.as_str() } else { tb.a.as_str() })) }
                @if let Some(res) = &tb.result {
                    p .result { (crate::tr!("room-result-entered", result = res.as_str())) }
                }
            } @else if r.idle.contains(&p) {
                p .table { (idle_words(s)) }
            } @else if view.dropped {
                p .table { (i18n::t("room-dropped")) }
            } @else {
                p .table { (i18n::t("room-not-in-round")) }
            }
        }
    }
}

/// The report page: a form with table, code and result, filled from the slip's QR code.
pub fn report_form(s: &Snapshot, lang: Lang, table: Option<u32>, code: &str) -> String {
    i18n::with_lang(lang, || {
        let example = model::report_example(&s.event);
        let here = format!(
            "/report?table={}&code={}",
            table.map(|t| t.to_string()).unwrap_or_default(),
            urlencode(code)
        );
        let tb = table.and_then(|n| {
            s.round
                .as_ref()?
                .tables
                .iter()
                .find(|t| t.table.0 == n)
                .cloned()
        });
        frame(
            lang,
            &s.event.name,
            "phone",
            None,
            html! {
                header { h1 { (i18n::t("room-report-title")) } (switch(lang, &here)) }
                @if let Some(tb) = &tb {
                    p .who { (crate::tr!("room-report-table", table = tb.table.0, a = tb.a.as_str(), b = tb.b.as_str())) }
                }
                form method="post" action="/report" {
                    label for="table" { (i18n::t("wall-col-table")) }
                    input #table name="table" inputmode="numeric" value=(table.map(|t| t.to_string()).unwrap_or_default()) required;
                    label for="code" { (i18n::t("room-code")) }
                    input #code name="code" value=(code) autocomplete="off" required;
                    label for="result" { (crate::tr!("room-result-label", example = example)) }
                    input #result name="result" autocomplete="off" required placeholder=(example);
                    p .note { (i18n::t("room-report-note")) }
                    button type="submit" { (i18n::t("room-report-send")) }
                }
            },
        )
        .into_string()
    })
}

/// The answer to a report: taken (with what the desk will see) or why not.
pub fn report_answer(
    s: &Snapshot,
    lang: Lang,
    table: u32,
    code: &str,
    answer: &Result<Taken, Refusal>,
) -> String {
    i18n::with_lang(lang, || {
        let (ok, words) = match answer {
            Ok(Taken::Pending(result)) => (
                true,
                crate::tr!("room-report-taken", table = table, result = result.as_str()),
            ),
            Ok(Taken::AlreadyEntered(result)) => (
                true,
                crate::tr!("room-report-same", table = table, result = result.as_str()),
            ),
            Err(Refusal::Closed) => (false, i18n::t("room-report-closed").to_string()),
            Err(Refusal::NoTable) => (false, crate::tr!("room-report-no-table", table = table)),
            Err(Refusal::WrongCode { left }) => (
                false,
                crate::tr!("room-report-wrong-code", table = table, left = *left),
            ),
            Err(Refusal::Locked) => (false, crate::tr!("room-report-locked", table = table)),
            Err(Refusal::BadResult(why)) | Err(Refusal::Refused(why)) => (false, why.clone()),
        };
        frame(
            lang,
            &s.event.name,
            "phone",
            None,
            html! {
                header { h1 { (i18n::t("room-report-title")) } }
                p class=(if ok { "answer ok" } else { "answer no" }) { (words) }
                @if !ok {
                    p { a href=(format!("/report?table={table}&code={}", urlencode(code))) { (i18n::t("room-report-again")) } }
                }
                p { a href="/players" { (i18n::t("room-to-players")) } }
            },
        )
        .into_string()
    })
}

/// A page for a path that does not exist.
pub fn not_found(lang: Lang) -> String {
    i18n::with_lang(lang, || {
        frame(
            lang,
            i18n::t("room-not-found"),
            "phone",
            None,
            html! {
                p { (i18n::t("room-not-found")) }
                p { a href="/players" { (i18n::t("room-to-players")) } }
            },
        )
        .into_string()
    })
}

/// `text` for a URL's query: letters, digits and `-_.~` as they are, the rest as `%XX`.
pub fn urlencode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}
