//! The wall screen (`V`, F8): a full-screen view for a second monitor or a projector. The
//! published round by name, then the standings or the ranking, in pages that turn by themselves
//! every [`PAGE_SECONDS`] (the page is a function of [`App::now`], so the view never keeps a
//! timer); no keys shown, any key leaves it. The HTML page of the same content
//! (`turnier open EV --wall-html DIR`) is written here after every commit.

use super::app::App;
use super::clock;
use super::screens::{fit, fit_name};
use crate::game::clock::ClockState;
use crate::i18n;
use crate::wall::{Wall, seat_words};
use chrono::{DateTime, Utc};
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};
use std::io::Write as _;
use std::path::Path;

/// Seconds a page stays before the next one.
pub const PAGE_SECONDS: i64 = 10;

/// The wall screen's state: when it opened (the pages count from then) and its content as of
/// the commit it was built at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WallState {
    /// When it opened.
    pub opened: DateTime<Utc>,
    /// What it shows.
    pub wall: Wall,
    /// The audit log's length it was built at: a commit since builds it again.
    pub built_at: usize,
}

impl WallState {
    /// The wall of the open event (an empty one without an event).
    pub fn of(app: &App) -> Self {
        let (wall, built_at) = match &app.session {
            Some(s) => (
                crate::wall::wall(s.tournament(), s.views()),
                s.tournament().audit.len(),
            ),
            None => (Wall::default(), 0),
        };
        Self {
            opened: app.now,
            wall,
            built_at,
        }
    }
}

/// One page of the wall.
enum Page<'a> {
    /// Lines of the round by name.
    Names(&'a [crate::wall::WallLine]),
    /// Lines of the standings or ranking.
    Ranking(&'a [crate::wall::WallRank]),
}

/// The pages of `w` with `rows` lines each: the round by name, then the standings.
fn pages(w: &Wall, rows: usize) -> Vec<Page<'_>> {
    let rows = rows.max(1);
    w.lines
        .chunks(rows)
        .map(Page::Names)
        .chain(w.ranking.chunks(rows).map(Page::Ranking))
        .collect()
}

/// The wall screen.
pub struct WallView<'a> {
    /// The desk.
    pub app: &'a App,
    /// Its state.
    pub state: &'a WallState,
}

impl Widget for &WallView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (app, st) = (self.app, self.state);
        let th = &app.theme;
        Clear.render(area, buf);
        let w = area.width as usize;
        let event = app
            .session
            .as_ref()
            .map(|s| s.tournament().name.clone())
            .unwrap_or_default();
        // Title, a blank line, the column heads; the page number on the last line.
        let rows = (area.height as usize).saturating_sub(4);
        let all = pages(&st.wall, rows);
        let mut lines = Vec::new();
        if all.is_empty() {
            lines.push(Line::styled(fit(&event, w), th.header));
            lines.push(Line::raw(""));
            lines.push(Line::raw(fit(i18n::t("wall-nothing"), w)));
            Paragraph::new(lines).render(area, buf);
            return;
        }
        let elapsed = (app.now - st.opened).num_seconds().max(0);
        let at = (elapsed / PAGE_SECONDS) as usize % all.len();
        let page = &all[at];
        let title = match page {
            Page::Names(_) => match st.wall.round {
                Some(_) => format!(
                    "{} · {}",
                    i18n::t("wall-pairings"),
                    crate::wall::round_words(&st.wall)
                ),
                None => i18n::t("wall-pairings").into(),
            },
            Page::Ranking(_) => i18n::t(st.wall.ranking_title).into(),
        };
        let clock = clock::status(app).map(|(c, _)| c).unwrap_or_default();
        let head = format!(" {event} · {title}");
        let room = w.saturating_sub(clock.chars().count() + 2);
        let head = format!("{:<room$}{clock} ", fit(&head, room), room = room);
        lines.push(Line::styled(fit(&head, w), th.header));
        lines.push(Line::raw(""));
        match page {
            Page::Names(names) => {
                let table = 8;
                let name_w = w.saturating_sub(table + 4) / 2;
                let opp_w = w.saturating_sub(name_w + table + 4);
                lines.push(Line::styled(
                    format!(
                        " {:<name_w$} {:>table$}  {}",
                        fit(i18n::t("wall-col-player"), name_w),
                        fit(i18n::t("wall-col-table"), table),
                        fit(i18n::t("wall-col-opponent"), opp_w),
                    ),
                    th.dim,
                ));
                for l in *names {
                    lines.push(Line::raw(format!(
                        " {:<name_w$} {:>table$}  {}",
                        fit_name(&l.name, name_w),
                        fit(&seat_words(&l.seat), table),
                        fit_name(l.opponent.as_deref().unwrap_or("–"), opp_w),
                    )));
                }
            }
            Page::Ranking(ranks) => {
                let (rank, points) = (5, 23);
                let name_w = w.saturating_sub(rank + points + 4);
                lines.push(Line::styled(
                    format!(
                        " {:>rank$} {:<name_w$} {:>points$}",
                        fit(i18n::t(st.wall.rank_header), rank),
                        fit(i18n::t("wall-col-player"), name_w),
                        fit(i18n::t(st.wall.points_header), points),
                    ),
                    th.dim,
                ));
                for r in *ranks {
                    lines.push(Line::raw(format!(
                        " {:>rank$} {:<name_w$} {:>points$}",
                        r.rank,
                        fit_name(&r.name, name_w),
                        fit(&r.points, points),
                    )));
                }
            }
        }
        Paragraph::new(lines).render(area, buf);
        let footer = Rect {
            y: area.y + area.height.saturating_sub(1),
            height: area.height.min(1),
            ..area
        };
        if let Some(url) = app
            .room
            .as_ref()
            .and_then(crate::room::BesideDesk::player_url)
        {
            room_qr(&url, area, buf, th);
        }
        Paragraph::new(format!(
            "{} ",
            crate::tr!("wall-page", page = at + 1, pages = all.len())
        ))
        .alignment(Alignment::Right)
        .style(th.dim)
        .render(footer, buf);
    }
}

/// The room's player pages on the wall (the room served beside the desk): the address on the
/// last line, left, and its QR code in the lower right corner where the screen has room for
/// it beside the lists (a second monitor; at 80x24 the address alone).
fn room_qr(url: &str, area: Rect, buf: &mut Buffer, th: &crate::tui::theme::Theme) {
    let words = crate::tr!("wall-room-url", url = url);
    let line = Rect {
        y: area.y + area.height.saturating_sub(1),
        height: area.height.min(1),
        width: area.width.min(words.chars().count() as u16 + 2),
        ..area
    };
    Paragraph::new(format!(" {words}"))
        .style(th.header)
        .render(line, buf);
    let Some(qr) = crate::room::qr_terminal(url) else {
        return;
    };
    let rows: Vec<&str> = qr.lines().collect();
    let (h, w) = (
        rows.len() as u16,
        rows.first().map_or(0, |r| r.chars().count()) as u16,
    );
    if area.width < w * 3 || area.height < h + 6 {
        return;
    }
    let at = Rect {
        x: area.x + area.width - w - 1,
        y: area.y + area.height - h - 1,
        width: w,
        height: h,
    };
    Paragraph::new(qr).render(at, buf);
}

/// The clock's line on the HTML wall page, which is written at commits only: the time the
/// round ends (it stays true until the next clock command, itself a commit), the time left
/// while paused, or that time is up.
fn html_clock(app: &App) -> Option<String> {
    let t = app.session.as_ref()?.tournament();
    let c = clock::in_play(t)?;
    Some(match c.state(app.now) {
        ClockState::Running(left) => crate::tr!(
            "wall-html-clock",
            round = c.round.0,
            end = i18n::format_time(&app.local(app.now + left), "time-of-day")
        ),
        _ => clock::status(app)?.0,
    })
}

/// Writes the HTML wall page into `dir` ([`crate::wall::HTML_FILE`]) atomically: a temporary
/// file in the same folder, renamed over the old page, so a browser never reads half a page.
/// In the event's print language ([`crate::print::language`]).
///
/// # Errors
/// The I/O error's words.
pub fn write_html(app: &App, dir: &Path) -> Result<(), String> {
    let Some(s) = &app.session else {
        return Ok(());
    };
    let t = s.tournament();
    let html = i18n::with_lang(crate::print::language(t), || {
        crate::room::tv_file(t, s.views(), html_clock(app).as_deref())
    });
    let write = || -> std::io::Result<()> {
        std::fs::create_dir_all(dir)?;
        let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
        tmp.write_all(html.as_bytes())?;
        // A web page: world-readable like one (the temporary file is created 0600).
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            tmp.as_file()
                .set_permissions(std::fs::Permissions::from_mode(0o644))?;
        }
        tmp.as_file().sync_all()?;
        tmp.persist(dir.join(crate::wall::HTML_FILE))
            .map_err(|e| e.error)?;
        Ok(())
    };
    write().map_err(|e| e.to_string())
}
