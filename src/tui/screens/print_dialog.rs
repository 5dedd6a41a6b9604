//! The print dialog (`w`): which document, which round, text or HTML, and where it goes (the
//! default file: in the data folder, or next to an event file outside it; a path typed in; or
//! the printer). Enter prints through [`print::build`] and [`output::deliver`] and puts their
//! answer on the status line (the written path or the printer's answer); Esc cancels. Nothing
//! in the tournament changes.
//!
//! The dialog does no rules of its own: which documents exist for the event is
//! [`DocumentKind::allowed`], the file name is [`output::default_path`].

use super::fit;
use crate::game::GameKind;
use crate::i18n;
use crate::print::{self, DocumentKind, Format, output};
use crate::tui::app::{App, Popup, Screen};
use crate::tui::game;
use crate::tui::keymap::{self, Action, Context};
use crate::tui::line;
use crate::tui::session::Session;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};
use std::path::{Path, PathBuf};

/// What the destination row's note says before the default file's path when that file goes
/// next to an event file outside the data folder (a Fluent key).
pub const NEXT_TO_EVENT: &str = i18n::key("desk-print-next-to-event");

/// The dialog's rows, top to bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// Which document.
    Document,
    /// Which round (per-round documents), or after which round (standings, ranking).
    Round,
    /// Text or HTML.
    Format,
    /// Data folder, a file, or the printer.
    Destination,
    /// The file's path (only with [`Target::File`]).
    Path,
}

/// Where the document goes, as the dialog offers it (see [`output::Destination`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// The default file named by [`output::default_path`]: in the data folder, or next to the
    /// event file when it lies outside the data folder (shown as "event folder" then).
    DataFolder,
    /// The path typed in the dialog.
    File,
    /// The default printer through `lp` (text only).
    Printer,
}

impl Target {
    const ALL: [Target; 3] = [Self::DataFolder, Self::File, Self::Printer];

    /// The choice as the dialog shows it; `next_to_event`: the event file lies outside the
    /// data folder, so the default file goes next to it ([`output::event_folder`]).
    pub fn label(self, next_to_event: bool) -> &'static str {
        i18n::t(match self {
            Self::DataFolder if next_to_event => i18n::key("desk-print-event-folder"),
            Self::DataFolder => i18n::key("desk-print-data-folder"),
            Self::File => i18n::key("desk-print-file"),
            Self::Printer => i18n::key("desk-print-printer"),
        })
    }
}

/// The dialog's state: the choices made so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintDialog {
    /// The selected row.
    pub field: Field,
    /// The documents allowed for the event ([`DocumentKind::allowed`]), in their order.
    pub documents: Vec<DocumentKind>,
    /// The chosen document.
    pub document: DocumentKind,
    /// How many rounds the event has (draft included).
    pub rounds: u32,
    /// The round a per-round document starts at: the latest, or where the system says
    /// ([`game::print_round`]: a Turnierfußball series' last evaluated round).
    pub current: u32,
    /// For a per-round document the round printed (`None` only when there is no round yet);
    /// for standings and ranking the round they are "after" (`None`: every fixed round).
    pub round: Option<u32>,
    /// Text or HTML.
    pub format: Format,
    /// Where it goes.
    pub target: Target,
    /// The path typed for [`Target::File`] (filled with the data-folder name at first).
    pub path: String,
    /// Characters of the path after its cursor (0: at the end), as on every typed line
    /// ([`crate::tui::line`]).
    pub path_tail: usize,
    /// What the destination row says besides the choice: the file the data folder gets, or
    /// how the printer is reached. Computed on every change, so render does no work.
    pub note: String,
    /// The event file lies outside the data folder: the default file goes next to it
    /// ([`output::event_folder`]), where the director looks for it.
    pub next_to_event: bool,
}

/// The document that fits `screen` of a `kind` event, among `allowed`
/// ([`game::document_for`]: pairings on Pairings, result slips, Muck's score sheets, on
/// Results, standings, Muck's ranking, on Standings); else the first allowed.
pub fn fitting(kind: GameKind, screen: Screen, allowed: &[DocumentKind]) -> Option<DocumentKind> {
    game::document_for(kind, screen)
        .filter(|k| allowed.contains(k))
        .or_else(|| allowed.first().copied())
}

impl PrintDialog {
    /// The dialog for the open tournament, on `screen`: the document that fits the screen,
    /// the current round, text, the data folder. `None` when the event's system has no
    /// printable documents.
    pub fn new(session: &Session, screen: Screen, data_dir: &Path) -> Option<Self> {
        let t = session.tournament();
        let documents = DocumentKind::allowed(t).to_vec();
        let document = fitting(t.kind(), screen, &documents)?;
        let mut d = Self {
            field: Field::Document,
            documents,
            document,
            rounds: t.game.round_count() as u32,
            current: game::print_round(t).unwrap_or(t.game.round_count() as u32),
            round: None,
            format: Format::Text,
            target: Target::DataFolder,
            path: String::new(),
            path_tail: 0,
            note: String::new(),
            next_to_event: output::event_folder(data_dir, Some(session.path())).is_some(),
        };
        d.round = d.default_round();
        d.refresh(session, data_dir, false);
        Some(d)
    }

    /// The current round for a per-round document; every fixed round for the others.
    fn default_round(&self) -> Option<u32> {
        (self.document.is_per_round() && self.rounds > 0).then_some(self.current.max(1))
    }

    /// The rows shown: the path only when a file was chosen.
    pub fn fields(&self) -> Vec<Field> {
        let mut f = vec![
            Field::Document,
            Field::Round,
            Field::Format,
            Field::Destination,
        ];
        if self.target == Target::File {
            f.push(Field::Path);
        }
        f
    }

    fn move_field(&mut self, step: isize) {
        self.field = super::form::cycle(&self.fields(), self.field, step);
    }

    /// Changes the selected field's choice by `step` (wrapping; a per-round document's round stops at its ends).
    fn choose(&mut self, step: isize) {
        use super::form::cycle;
        match self.field {
            Field::Document if !self.documents.is_empty() => {
                self.document = cycle(&self.documents, self.document, step);
                self.round = self.default_round();
                if !self.document.formats().contains(&self.format) {
                    self.format = Format::Text;
                }
            }
            Field::Round if self.rounds > 0 && self.document.takes_round() => {
                // Per-round: 1..=rounds. Standings, ranking: every fixed round (None), 1..=rounds.
                let choices: Vec<Option<u32>> = if self.document.is_per_round() {
                    (1..=self.rounds).map(Some).collect()
                } else {
                    std::iter::once(None)
                        .chain((1..=self.rounds).map(Some))
                        .collect()
                };
                // A per-round document's rounds stop at the first and the last (`→` on the last
                // round jumping to round 1 would read as a slip); the standings go round "after
                // every fixed round" (the latest) and back.
                if self.document.is_per_round() {
                    let i = choices.iter().position(|c| *c == self.round).unwrap_or(0) as isize;
                    let j = (i + step).clamp(0, choices.len() as isize - 1);
                    self.round = choices[j as usize];
                } else {
                    self.round = cycle(&choices, self.round, step);
                }
            }
            Field::Format => self.format = cycle(self.document.formats(), self.format, step),
            Field::Destination => self.target = cycle(&Target::ALL, self.target, step),
            _ => {}
        }
    }

    /// Recomputes [`Self::note`]; with `fill_path` (a file was just chosen) an empty path gets
    /// the data folder's name for the document, to be edited.
    fn refresh(&mut self, session: &Session, data_dir: &Path, fill_path: bool) {
        let t = session.tournament();
        let default =
            print::build(t, self.document, self.round.map(crate::game::RoundNo)).map(|doc| {
                output::default_path(data_dir, Some(session.path()), &t.name, &doc, self.format)
            });
        self.note = match (self.target, &default) {
            (Target::DataFolder, Ok(p)) if self.next_to_event => {
                format!("{}: {}", i18n::t(NEXT_TO_EVENT), p.display())
            }
            (Target::DataFolder, Ok(p)) => p.display().to_string(),
            (Target::DataFolder | Target::File, Err(e)) => e.to_string(),
            (Target::File, Ok(_)) => i18n::t("desk-print-type-path").into(),
            (Target::Printer, _) => i18n::t("desk-print-lp").into(),
        };
        if fill_path
            && self.path.is_empty()
            && let Ok(p) = default
        {
            self.path = p.display().to_string();
        }
    }

    /// The round row as the dialog shows it.
    pub fn round_label(&self) -> String {
        // "of N" would read as planned rounds, as on the status line; say "latest" instead.
        let which = |n: u32| {
            if n == self.rounds {
                crate::tr!("desk-print-round-latest", round = n)
            } else {
                crate::tr!("desk-print-round-of", round = n, latest = self.rounds)
            }
        };
        match (self.document.is_per_round(), self.round) {
            // Draw slips and stickers: made from who is registered now, whatever the round.
            _ if !self.document.takes_round() => i18n::t("desk-print-no-round").into(),
            (_, _) if self.rounds == 0 => i18n::t("desk-status-no-round").into(),
            (true, Some(n)) => which(n),
            (true, None) => which(self.rounds),
            (false, None) => i18n::t("desk-print-after-every-round").into(),
            (false, Some(n)) => crate::tr!("desk-print-after", which = which(n)),
        }
    }
}

/// `w`: opens the dialog over the screen shown.
pub(crate) fn open(app: &mut App) {
    let Some(session) = &app.session else {
        app.error(i18n::t("desk-open-first"));
        return;
    };
    match PrintDialog::new(session, app.screen, &app.data_dir) {
        Some(d) => app.popup = Some(Popup::Print(d)),
        None => app.error(i18n::t("desk-print-no-documents")),
    }
}

/// A key while the dialog is open. On the path row, characters are typed into the path at its
/// cursor, ← → move the cursor and the keys of every typed line edit it ([`line::edit`]);
/// everything else goes through the key map ([`Context::PrintDialog`]).
pub(crate) fn on_key(app: &mut App, key: KeyEvent) {
    let Some(Popup::Print(mut d)) = app.popup.take() else {
        return;
    };
    let typing = d.field == Field::Path
        && !key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    let was = d.target;
    let action = match key.code {
        KeyCode::Char(c) if typing => {
            line::insert(&mut d.path, d.path_tail, c);
            None
        }
        _ => keymap::lookup(&[Context::PrintDialog], key),
    };
    match action {
        Some(Action::Cancel) => {
            app.info(i18n::t("desk-print-cancelled"));
            return;
        }
        Some(Action::Submit) => {
            match deliver(app, &d) {
                Ok(said) => app.info(said),
                Err(e) => {
                    // The dialog stays open so the choice can be corrected.
                    app.error(e);
                    app.popup = Some(Popup::Print(d));
                }
            }
            return;
        }
        Some(Action::Up) => d.move_field(-1),
        Some(Action::Down) => d.move_field(1),
        Some(Action::PrevOption) if d.field == Field::Path => {
            line::edit(&mut d.path, &mut d.path_tail, Action::CursorLeft);
        }
        Some(Action::NextOption) if d.field == Field::Path => {
            line::edit(&mut d.path, &mut d.path_tail, Action::CursorRight);
        }
        Some(Action::PrevOption) => d.choose(-1),
        Some(Action::NextOption) => d.choose(1),
        Some(a) if d.field == Field::Path => {
            line::edit(&mut d.path, &mut d.path_tail, a);
        }
        _ => {}
    }
    if let Some(s) = &app.session {
        let fill_path = d.target == Target::File && was != Target::File;
        d.refresh(s, &app.data_dir, fill_path);
    }
    app.popup = Some(Popup::Print(d));
}

/// Builds the document and sends it where the dialog says; the status line's text.
fn deliver(app: &App, d: &PrintDialog) -> Result<String, String> {
    let session = app
        .session
        .as_ref()
        .ok_or_else(|| crate::tr!("desk-print-error", why = i18n::t("desk-no-tournament-open")))?;
    let t = session.tournament();
    let desks = session
        .shared()
        .map(|sh| sh.differences.as_slice())
        .unwrap_or(&[]);
    let doc = print::build_shared(t, d.document, d.round.map(crate::game::RoundNo), desks)
        .map_err(|e| crate::tr!("desk-print-error", why = e.to_string()))?;
    let dest = match d.target {
        Target::DataFolder => output::Destination::DataFolder,
        Target::Printer => output::Destination::Printer,
        Target::File if d.path.trim().is_empty() => {
            return Err(crate::tr!(
                "desk-print-type-path-or",
                target = Target::DataFolder.label(d.next_to_event)
            ));
        }
        Target::File => output::Destination::File(PathBuf::from(d.path.trim())),
    };
    // The desk's own advice where the command line's would name `-o FILE`, which the desk has
    // no use for.
    output::deliver(&doc, d.format, &dest, &app.data_dir, Some(session.path()))
        .map_err(|e| crate::tr!("desk-print-error", why = e.at_desk()))
}

/// The dialog drawn over the screen.
pub struct PrintDialogPopup<'a> {
    /// The desk.
    pub app: &'a App,
    /// The dialog's state.
    pub dialog: &'a PrintDialog,
}

/// `s` cut from the left to `width` characters, with `…` when cut: the end of a path is the
/// part that says which file.
fn fit_left(s: &str, width: usize) -> String {
    let n = s.chars().count();
    if n <= width {
        s.to_string()
    } else {
        let tail: String = s.chars().skip(n + 1 - width.max(1)).collect();
        format!("…{tail}")
    }
}

impl Widget for &PrintDialogPopup<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = &self.app.theme;
        let d = self.dialog;
        let kind = self.app.session.as_ref().map(|s| s.tournament().kind());
        let w = area.width.saturating_sub(4).min(76);
        let inner = (w as usize).saturating_sub(2 + 2 + 11);
        let choices = |all: Vec<(String, bool)>| super::form::choices_window(th, all, inner);
        let mut lines = Vec::new();
        for field in d.fields() {
            let (name, value): (&str, Vec<Span<'static>>) = match field {
                Field::Document => (
                    i18n::t("desk-print-row-document"),
                    choices(
                        d.documents
                            .iter()
                            .map(|k| (document_label(kind, *k).to_string(), *k == d.document))
                            .collect(),
                    ),
                ),
                Field::Round => (
                    i18n::t("desk-print-row-round"),
                    // No arrows where there is no round to choose (draw slips, stickers).
                    vec![Span::raw(if d.document.takes_round() {
                        format!("‹ {} ›", d.round_label())
                    } else {
                        format!("  {}", d.round_label())
                    })],
                ),
                Field::Format => (
                    i18n::t("desk-print-row-format"),
                    choices(
                        d.document
                            .formats()
                            .iter()
                            .map(|f| (format_label(*f).to_string(), *f == d.format))
                            .collect(),
                    ),
                ),
                Field::Destination => (
                    i18n::t("desk-print-row-send-to"),
                    choices(
                        Target::ALL
                            .into_iter()
                            .map(|t| (t.label(d.next_to_event).to_string(), t == d.target))
                            .collect(),
                    ),
                ),
                Field::Path if d.field == Field::Path => (
                    i18n::t("desk-print-row-path"),
                    line::spans(&d.path, d.path_tail, inner, th),
                ),
                Field::Path => (
                    i18n::t("desk-print-row-path"),
                    vec![Span::raw(fit_left(&d.path, inner))],
                ),
            };
            lines.push(super::form::row(th, field == d.field, name, 11, value));
            if field == Field::Destination {
                // A long path is cut at its start; "next to the event file:" stays whole.
                let (said, path) = match d.note.split_once(": ") {
                    Some((said, path)) if said == i18n::t(NEXT_TO_EVENT) => {
                        (format!("{said}: "), path)
                    }
                    _ => (String::new(), d.note.as_str()),
                };
                let room = inner.saturating_sub(said.chars().count());
                lines.push(Line::styled(
                    format!("{:13}{said}{}", "", fit_left(path, room)),
                    th.dim,
                ));
            }
        }
        let event = self
            .app
            .session
            .as_ref()
            .map_or(String::new(), |s| s.tournament().name.clone());
        let popup = super::form::centered(area, w, lines.len());
        Clear.render(popup, buf);
        Paragraph::new(lines)
            .block(Block::default().borders(Borders::ALL).title(format!(
                " {} ",
                crate::tr!("desk-print-title", event = fit(&event, 24))
            )))
            .render(popup, buf);
    }
}

/// A format's name in the dialog, as the format calls itself: `Text`, `HTML`, `BBCode`,
/// `Markdown` (the command line's `--format html` and the JSON stay lower case).
pub fn format_label(f: Format) -> &'static str {
    match f {
        Format::Text => i18n::t("gs-post-format-text"),
        Format::Html => "HTML",
        Format::Bbcode => "BBCode",
        Format::Markdown => "Markdown",
    }
}

/// A document's name in the dialog of a `kind` event: the system's own name where it has one
/// ([`game::document_label`]: a Grand Slam game's standings are the `Weltrangliste`); else in
/// English the command line's spelling ([`DocumentKind::name`]), in German the document's
/// German name.
pub fn document_label(kind: Option<GameKind>, k: DocumentKind) -> &'static str {
    if let Some(key) = kind.and_then(|g| game::document_label(g, k)) {
        return i18n::t(key);
    }
    i18n::t(match k {
        DocumentKind::Pairings => i18n::key("desk-doc-pairings"),
        DocumentKind::PairingsByName => i18n::key("desk-doc-pairings-by-name"),
        DocumentKind::Slips => i18n::key("desk-doc-slips"),
        DocumentKind::Standings => i18n::key("desk-doc-standings"),
        DocumentKind::Draw => i18n::key("desk-doc-draw"),
        DocumentKind::ScoreSheets => i18n::key("desk-doc-score-sheets"),
        DocumentKind::TableCards => i18n::key("desk-doc-table-cards"),
        DocumentKind::DrawSlips => i18n::key("desk-doc-draw-slips"),
        DocumentKind::Stickers => i18n::key("desk-doc-stickers"),
        DocumentKind::Ranking => i18n::key("desk-doc-ranking"),
        DocumentKind::Table => i18n::key("desk-doc-table"),
        DocumentKind::AntiTable => i18n::key("desk-doc-anti-table"),
        DocumentKind::RankingList => i18n::key("desk-doc-ranking-list"),
        DocumentKind::Round => i18n::key("desk-doc-round"),
        DocumentKind::Bracket => i18n::key("playoff-doc-bracket"),
        DocumentKind::Masters => i18n::key("gsd-doc-masters"),
        DocumentKind::Certificates => i18n::key("gsd-doc-certificates"),
    })
}
