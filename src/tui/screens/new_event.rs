//! The picker's form for a new event (`n`, `M`): the name, the system and every setting of it,
//! one row each. ↑ ↓ move between rows, ← → (or Space) change a choice, letters and digits
//! type into the name and the number rows. Enter checks the form and only then creates the
//! event; a wrong value is named with the values allowed, and the form stays open on that row.
//!
//! The systems are [`GameKind::ALL`]; each system's rows are its own (its
//! `settings_form.rs`, a [`game::SettingRows`]), reached through [`game::SettingsForms`]. A
//! system's rows keep their values while the system row changes.

use super::fit;
use crate::game::{Game, GameKind};
use crate::i18n;
use crate::tui::app::{App, Popup};
use crate::tui::game::{self, SettingRow, SettingsForms};
use crate::tui::keymap::{self, Action, Context};
use crate::tui::line;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

/// The form's rows. Which settings are shown depends on the system ([`NewEventForm::fields`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The event's name (also its file name in the data folder).
    Name,
    /// The system ([`GameKind`]).
    System,
    /// A setting of the system chosen.
    Setting(SettingRow),
}

impl Field {
    /// The row's label in plain words (the ruling is in [`Field::about`]); a setting's from
    /// its system's form in `settings`.
    pub fn label(self, settings: &SettingsForms) -> &'static str {
        match self {
            Self::Name => i18n::t("desk-form-name"),
            Self::System => i18n::t("desk-form-system"),
            Self::Setting(row) => settings.label(row),
        }
    }

    /// What the setting means, with the ruling that defines it (`../shared/spec/RULINGS.md`),
    /// shown dim under the form for the selected row; empty where the label says it all.
    pub fn about(self, settings: &SettingsForms) -> &'static str {
        match self {
            Self::Name | Self::System => "",
            Self::Setting(row) => settings.about(row),
        }
    }
}

/// The form's state: what was chosen and typed so far. Nothing exists on disk until Enter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEventForm {
    /// The selected row.
    pub field: Field,
    /// The name typed.
    pub name: String,
    /// Characters of the name after its cursor (0: at the end), as on every typed line
    /// ([`crate::tui::line`]).
    pub name_tail: usize,
    /// The system chosen.
    pub kind: GameKind,
    /// Every system's settings as chosen and typed so far.
    pub settings: SettingsForms,
}

impl NewEventForm {
    /// A form on the name row for `kind` with the defaults: Swiss `seed`, or a Muck evening of
    /// fixed pairs, 2 Bobbl per round to 21 points.
    pub fn new(kind: GameKind) -> Self {
        Self {
            field: Field::Name,
            name: String::new(),
            name_tail: 0,
            kind,
            settings: SettingsForms::default(),
        }
    }

    /// The rows shown, top to bottom: name, system, then that system's settings.
    pub fn fields(&self) -> Vec<Field> {
        let mut f = vec![Field::Name, Field::System];
        f.extend(
            self.settings
                .rows(self.kind)
                .into_iter()
                .map(Field::Setting),
        );
        f
    }

    fn move_field(&mut self, step: isize) {
        self.field = super::form::cycle(&self.fields(), self.field, step);
    }

    /// Changes the selected row's value by `step`: the next or previous choice (wrapping), or
    /// one more or less on a number row.
    fn choose(&mut self, step: isize) {
        match self.field {
            Field::Name => {}
            Field::System => self.kind = super::form::cycle(&GameKind::ALL, self.kind, step),
            Field::Setting(row) => self.settings.choose(row, step),
        }
    }

    /// The text of the selected row when it is a typed number.
    fn number_mut(&mut self) -> Option<&mut String> {
        match self.field {
            Field::Setting(row) => self.settings.text_mut(row),
            Field::Name | Field::System => None,
        }
    }

    /// Whether the selected row takes any character (a name), not only digits.
    fn free_text(&self) -> bool {
        match self.field {
            Field::Setting(row) => self.settings.free_text(row),
            Field::Name | Field::System => false,
        }
    }

    /// The event's game from the form, or the first wrong row and what is allowed there.
    ///
    /// # Errors
    /// `(row, message)`: the message names the row and the values allowed.
    pub fn game(&self) -> Result<Game, (Field, String)> {
        self.settings
            .game(self.kind)
            .map_err(|(row, e)| (row.map_or(Field::System, Field::Setting), e))
    }
}

/// `n` / `M` on the picker: the form, set to a Swiss event or a Muck evening.
pub(crate) fn open(app: &mut App, kind: GameKind) {
    app.popup = Some(Popup::NewEvent(NewEventForm::new(kind)));
}

/// A key while the form is open. On a typed row, characters are typed (the name takes any,
/// the number rows digits); everything else goes through the key map ([`Context::NewEvent`]).
pub(crate) fn on_key(app: &mut App, key: KeyEvent) {
    let Some(Popup::NewEvent(mut f)) = app.popup.take() else {
        return;
    };
    let plain = !key
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    let action = match key.code {
        KeyCode::Char(c) if plain && f.field == Field::Name => {
            line::insert(&mut f.name, f.name_tail, c);
            None
        }
        KeyCode::Char(c)
            if plain && (c.is_ascii_digit() || f.free_text()) && f.number_mut().is_some() =>
        {
            if let Some(text) = f.number_mut() {
                text.push(c);
            }
            None
        }
        // A choice of numbers (Swiss rounds) takes the number typed, as a typed row would.
        KeyCode::Char(c)
            if plain
                && let (Some(d), Field::Setting(row)) = (c.to_digit(10), f.field)
                && f.settings.type_digit(row, d) =>
        {
            None
        }
        _ => keymap::lookup(&[Context::NewEvent], key),
    };
    match action {
        Some(Action::Cancel) => {
            app.info(i18n::t("desk-new-event-cancelled"));
            return;
        }
        Some(Action::Submit) => {
            let name = match crate::game::clean_event_name(&f.name) {
                Ok(n) => n,
                Err(why) => {
                    f.field = Field::Name;
                    app.error(crate::tr!("desk-new-event-bad-name", why = why.to_string()));
                    app.popup = Some(Popup::NewEvent(f));
                    return;
                }
            };
            match f.game() {
                Ok(system) => {
                    let seed = game::seed(&system, (app.clock)());
                    super::picker::create(app, name, system, seed);
                    if app.session.is_none() {
                        // Not created (a file of that name exists, …): keep the form.
                        app.popup = Some(Popup::NewEvent(f));
                    }
                }
                Err((field, msg)) => {
                    f.field = field;
                    app.error(msg);
                    app.popup = Some(Popup::NewEvent(f));
                }
            }
            return;
        }
        Some(Action::Up) => f.move_field(-1),
        Some(Action::Down) => f.move_field(1),
        // On the name row ← → move the cursor; elsewhere they change the choice or number.
        Some(Action::PrevOption) if f.field == Field::Name => {
            line::edit(&mut f.name, &mut f.name_tail, Action::CursorLeft);
        }
        Some(Action::NextOption) if f.field == Field::Name => {
            line::edit(&mut f.name, &mut f.name_tail, Action::CursorRight);
        }
        Some(Action::PrevOption) => f.choose(-1),
        Some(Action::NextOption) => f.choose(1),
        Some(a) => {
            // The number rows are short: their cursor stays at the end.
            let mut end = 0;
            if f.field == Field::Name {
                line::edit(&mut f.name, &mut f.name_tail, a);
            } else if let Some(text) = f.number_mut() {
                line::edit(text, &mut end, a);
            }
        }
        None => {}
    }
    app.popup = Some(Popup::NewEvent(f));
}

/// The lines the form gives the selected row's meaning.
const ABOUT_LINES: usize = 2;

/// The form drawn over the picker.
pub struct NewEventPopup<'a> {
    /// The desk.
    pub app: &'a App,
    /// The form's state.
    pub form: &'a NewEventForm,
}

impl Widget for &NewEventPopup<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = &self.app.theme;
        let f = self.form;
        let w = area.width.saturating_sub(4).min(76);
        const LABEL: usize = 28;
        let inner = (w as usize).saturating_sub(2 + 2 + LABEL + 1);
        let mut lines = Vec::new();
        for field in f.fields() {
            let here = field == f.field;
            let value: Vec<Span<'static>> = match field {
                Field::Name => super::form::typed(&f.name, f.name_tail, "", here, inner, th),
                Field::System => super::form::choices_window(
                    th,
                    GameKind::ALL
                        .map(|k| (game::label(k).to_string(), k == f.kind))
                        .to_vec(),
                    inner,
                ),
                Field::Setting(row) => f.settings.value(row, here, inner, th),
            };
            lines.push(super::form::row(
                th,
                here,
                field.label(&f.settings),
                LABEL,
                value,
            ));
        }
        // The selected row's meaning and ruling, dim: the labels stay plain words. Two lines,
        // whichever row is selected, so the form keeps its size as the selection moves and a
        // long meaning (the rounds by field size) is read whole at 80 columns.
        let about = f.field.about(&f.settings);
        let width = (w as usize).saturating_sub(4);
        let mut about = super::wrap_words(about, width);
        if about.len() > ABOUT_LINES {
            // What does not fit is cut with `…` on the last line.
            let rest = about.split_off(ABOUT_LINES - 1).join(" ");
            about.push(fit(&rest, width));
        }
        about.resize(ABOUT_LINES, String::new());
        for line in about {
            lines.push(Line::styled(format!("  {line}"), th.dim));
        }
        lines.push(Line::styled(
            format!("  {}", i18n::t("desk-new-event-keys")),
            th.dim,
        ));
        let popup = super::form::centered(area, w, lines.len());
        Clear.render(popup, buf);
        Paragraph::new(lines)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!(" {} ", i18n::t("desk-new-event-title"))),
            )
            .render(popup, buf);
    }
}
