//! The tournament picker: the files of the data folder, newest first, with system, rounds and
//! players; `n` creates a tournament (a form: name, system, settings), `M` the same form set to
//! a Muck evening, `o` opens a file by path.

use super::{Listing, fit, header_and_body, put_row};
use crate::game::{Event, Game, GameKind};
use crate::i18n;
use crate::store::{self, EventSummary};
use crate::tui::app::{App, Input, InputPurpose, Pending, Popup};
use crate::tui::effect::Effect;
use crate::tui::game;
use crate::tui::keymap::Action;
use crate::tui::session::Session;
use chrono::{DateTime, Utc};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};
use std::path::{Path, PathBuf};

/// The files listed and the selection.
#[derive(Debug, Clone, Default)]
pub struct PickerState {
    /// Rows of the list.
    pub list: Listing,
    /// The files, newest first, as [`store::list_events`] gives them.
    pub events: Vec<EventSummary>,
    /// Per file, its entrants as its system counts them ([`entrants_label`]): `32 players`,
    /// `24 pairs`; empty for an unreadable file.
    pub entrants: Vec<String>,
}

impl PickerState {
    /// Reads the data folder again (an unreadable folder gives an empty list). Each readable
    /// file is read once more for its entrants as its system counts them (a Muck pair is one
    /// entrant of two players): the folder's list says neither.
    pub fn reload(&mut self, data_dir: &Path) {
        self.events = store::list_events(data_dir).unwrap_or_default();
        self.entrants = self
            .events
            .iter()
            .map(|e| match &e.info {
                Ok(i) => store::load(&e.path)
                    .map(|t| entrants_label(&t))
                    .unwrap_or_else(|_| crate::tr!("desk-swiss-entrants", count = i.players)),
                Err(_) => String::new(),
            })
            .collect();
    }
}

/// The entrants of `t` as its system counts them ([`game::entrants_label`]): Swiss
/// `32 players`; Muck with fixed pairs `24 pairs` (and `24 pairs +2` with 2 players who came
/// alone and wait for a partner), with changing partners `12 players`. At most 11 columns for
/// up to 999 entrants and 99 waiting.
pub fn entrants_label(t: &Event) -> String {
    game::entrants_label(t)
}

pub(crate) fn refresh(app: &mut App) {
    let q = crate::tui::search::Query::new(&app.picker.list.query);
    app.picker.list.visible = app
        .picker
        .events
        .iter()
        .enumerate()
        .filter(|(_, e)| {
            q.is_empty()
                || q.matches_text(&match &e.info {
                    Ok(i) => i.name.clone(),
                    Err(_) => e.path.display().to_string(),
                })
        })
        .map(|(i, _)| i)
        .collect();
}

/// A key on the picker: what it does (opening a file is no command).
pub(crate) fn on_action(app: &mut App, action: Action) -> Effect {
    match action {
        Action::OpenSelected => {
            let Some(path) = app
                .picker
                .list
                .current()
                .and_then(|i| app.picker.events.get(i))
                .map(|e| e.path.clone())
            else {
                app.error(i18n::t("desk-picker-none-in-list"));
                return Effect::done();
            };
            open(app, &path);
        }
        Action::NewEvent => super::new_event::open(app, GameKind::Swiss),
        Action::NewEventOf(kind) => super::new_event::open(app, kind),
        Action::OpenPath => {
            app.input = Some(Input {
                purpose: InputPurpose::OpenPath,
                text: String::new(),
            });
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

fn open(app: &mut App, path: &Path) {
    match Session::open(path) {
        Ok(s) => app.open_session(s),
        Err(e) => {
            // One status line: the cause and what helps, side by side.
            app.error(e.to_string().replace('\n', " · "));
            offer_restore(app, path);
        }
    }
}

/// After `path` failed to open: when the file itself does not load and a backup of it does,
/// asks whether to take that backup back ([`Pending::Restore`]). A missing file, a file of a
/// newer program or one another program is writing is no damage: nothing is offered.
fn offer_restore(app: &mut App, path: &Path) {
    let target = store::write_target(path);
    let damaged = match store::load(&target) {
        Ok(_) => false,
        Err(store::StoreError::Io { .. } | store::StoreError::NewerSchema { .. }) => false,
        Err(_) => true,
    };
    if !damaged {
        return;
    }
    let Some((seq, backup)) = store::newest_readable_backup_numbered(&target) else {
        return;
    };
    let last = store::load(&backup)
        .ok()
        .and_then(|t| t.audit.last().map(crate::game::AuditEntry::text))
        .unwrap_or_default();
    app.popup = Some(Popup::Confirm(Pending::Restore {
        path: path.to_path_buf(),
        seq,
        last,
    }));
    app.confirm_since = app.now;
}

/// `y` on [`Pending::Restore`]: takes backup `seq` of `path` back under the write lock (the
/// damaged file is kept beside the backups) and opens the event.
pub(crate) fn restore(app: &mut App, path: &Path, seq: u64) {
    let target = store::write_target(path);
    let restored = store::WriteLock::acquire(&target).and_then(|_lock| {
        let backup = store::backup_numbered(&target, seq)?;
        store::restore_backup(&target, &backup)
    });
    match restored {
        Ok(_) => {
            open(app, path);
            if app.session.is_some() {
                app.info(crate::tr!("desk-restored", seq = seq));
            }
        }
        Err(e) => app.error(e.to_string()),
    }
}

/// Enter on the `o` line: opens the file at the path typed.
pub(crate) fn on_submit(app: &mut App, text: &str) -> Effect {
    open(app, &PathBuf::from(text.trim()));
    Effect::done()
}

/// Creates the tournament file `name` in the data folder and opens it; on failure the
/// status line says why and no session is opened.
pub(crate) fn create(app: &mut App, name: String, system: Game, seed: u64) {
    let name = match crate::game::clean_event_name(&name) {
        Ok(n) => n,
        Err(why) => return app.error(why.to_string()),
    };
    let path = match store::resolve_event(&name, &app.data_dir) {
        Ok(p) => p,
        Err(e) => return app.error(e.to_string()),
    };
    let t = Event::new(name, system, (app.clock)(), seed);
    match store::save_new(&path, &t) {
        Ok(()) => {
            app.picker.reload(&app.data_dir.clone());
            // Opened from the file just written, so the status line shows when it was saved.
            open(app, &path);
        }
        Err(e) => app.error(e.to_string()),
    }
}

/// The picker, drawn from [`PickerState`].
pub struct PickerScreen<'a> {
    /// The desk.
    pub app: &'a App,
}

impl Widget for &PickerScreen<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let th = &app.theme;
        let (head, body) = header_and_body(area);
        let width = area.width as usize;
        let wide = width >= 100;
        // The name gives way to the file name (shown whole from 120 columns).
        let name_w = match width {
            120.. => 32,
            100.. => 28,
            _ => 24,
        };
        Paragraph::new(Line::styled(
            format!(
                "{}{:<name_w$}  {:<18}  {:>6}  {:>11}  {}",
                " ",
                i18n::t("desk-col-tournament"),
                i18n::t("desk-col-system"),
                i18n::t("desk-col-rounds"),
                i18n::t("desk-col-entrants"),
                if wide {
                    i18n::t("desk-col-last-saved-file")
                } else {
                    i18n::t("desk-col-saved")
                }
            ),
            th.header,
        ))
        .render(head, buf);
        let list = &app.picker.list;
        if list.visible.is_empty() {
            Paragraph::new(format!(
                " {}",
                crate::tr!(
                    "desk-picker-empty",
                    folder = app.data_dir.display().to_string()
                )
            ))
            .render(body, buf);
            return;
        }
        let h = body.height as usize;
        let off = list.offset(h);
        for (row, &i) in list.visible.iter().enumerate().skip(off).take(h) {
            let Some(e) = app.picker.events.get(i) else {
                continue;
            };
            let modified: DateTime<Utc> = e.modified.into();
            // Everything before the time: 1 + name + 2 + 18 + 2 + 6 + 2 + 11 + 2 columns; at
            // least two spaces between columns, so a number never runs into the next one.
            let before = name_w + 44;
            let when = if wide {
                let date = i18n::format_time(&app.local(modified), "date-time");
                let file = e
                    .path
                    .file_name()
                    .map_or(String::new(), |f| f.to_string_lossy().into_owned());
                // The file name in brackets, shortened with `…` when the row is too narrow.
                let room = width.saturating_sub(before + date.chars().count() + 3);
                if room >= 4 {
                    format!("{date} ({})", fit(&file, room))
                } else {
                    date
                }
            } else {
                i18n::format_time(&app.local(modified), "date-short-time")
            };
            let entrants = app.picker.entrants.get(i).map_or("", String::as_str);
            let text = match &e.info {
                Ok(info) => format!(
                    "{}{:<name_w$}  {:<18}  {:>6}  {:>11}  {when}",
                    if row == list.selected { '>' } else { ' ' },
                    fit(&info.name, name_w),
                    fit(&system_text(&info.system), 18),
                    info.rounds,
                    entrants
                ),
                Err(msg) => fit(
                    &format!(
                        "{}{}",
                        if row == list.selected { '>' } else { ' ' },
                        crate::tr!("desk-picker-unreadable", why = msg.as_str())
                    ),
                    width,
                ),
            };
            let style = if row == list.selected {
                th.selected
            } else if e.info.is_err() {
                th.warning
            } else {
                Default::default()
            };
            put_row(buf, body, row - off, &text, style);
        }
    }
}

/// The system column of a file in the list (the catalog's `Swiss (seed)`, `Muck (fixed)`):
/// the system's name in the language in force, the setting in brackets as the file spells it.
fn system_text(system: &str) -> String {
    let system = match system.strip_prefix("Swiss") {
        Some(rest) => format!("{}{rest}", i18n::t("desk-system-swiss-short")),
        None => system.to_string(),
    };
    // The variant in brackets (`Muck (fixed pairs)`) in the desk's words where it has some.
    let variants = [
        ("(fixed pairs)", i18n::key("desk-picker-fixed-pairs")),
        (
            "(single players, changing partners)",
            i18n::key("desk-picker-single-players"),
        ),
        ("(expectation)", i18n::key("desk-picker-expectation")),
        ("(dice)", i18n::key("desk-picker-dice")),
        ("(seed)", i18n::key("desk-picker-seed")),
    ];
    variants
        .iter()
        .find(|(english, _)| system.ends_with(english))
        .map_or(system.clone(), |(english, key)| {
            format!(
                "{}{}",
                &system[..system.len() - english.len()],
                i18n::t(key)
            )
        })
}
