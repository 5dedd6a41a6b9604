//! The Deich row of the new-event form: the NMR variant (R-D3), a choice.

use crate::deich::{DeichGame, DeichSettings, Nmr};
use crate::game::{Game, GameKind};
use crate::tui::game::SettingRows;
use crate::tui::screens::form::{self, cycle};
use crate::tui::theme::Theme;
use ratatui::text::Span;

/// A Deich row of the new-event form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeichSetting {
    /// What an NMR does (R-D3).
    Nmr,
}

impl DeichSetting {
    /// The rows, top to bottom.
    pub const ALL: [DeichSetting; 1] = [Self::Nmr];

    /// The row's label ([`DeichSettings::NMR`]).
    pub fn label(self) -> &'static str {
        match self {
            Self::Nmr => DeichSettings::NMR.label(),
        }
    }

    /// What the setting means, with its ruling.
    pub fn about(self) -> &'static str {
        match self {
            Self::Nmr => crate::i18n::t("deich-setting-nmr-about"),
        }
    }
}

/// Changes the NMR variant by `step`.
pub(crate) fn choose(s: &mut DeichSettings, row: DeichSetting, step: isize) {
    match row {
        DeichSetting::Nmr => s.nmr = cycle(&[Nmr::B, Nmr::A], s.nmr, step),
    }
}

/// `row`'s choices with the chosen one marked: `[b] a`.
pub(crate) fn value(s: &DeichSettings, row: DeichSetting, th: &Theme) -> Vec<Span<'static>> {
    match row {
        DeichSetting::Nmr => form::choices(
            th,
            DeichSettings::NMR
                .values
                .iter()
                .map(|v| (v.to_string(), *v == s.nmr.key())),
        ),
    }
}

/// The game the form describes.
pub(crate) fn game(s: &DeichSettings) -> Game {
    Game::Deich(DeichGame::new(s.clone()))
}

/// The Deich row as the desk's new-event form holds it ([`SettingRows`]): the settings
/// themselves.
impl SettingRows for DeichSettings {
    const KIND: GameKind = GameKind::Deich;
    type Row = DeichSetting;
    const ROWS: &'static [DeichSetting] = &DeichSetting::ALL;

    fn label(row: DeichSetting) -> &'static str {
        row.label()
    }

    fn about(row: DeichSetting) -> &'static str {
        row.about()
    }

    fn choose(&mut self, row: DeichSetting, step: isize) {
        choose(self, row, step);
    }

    fn value(
        &self,
        row: DeichSetting,
        _here: bool,
        _width: usize,
        th: &Theme,
    ) -> Vec<Span<'static>> {
        value(self, row, th)
    }

    fn game(&self) -> Result<Game, (Option<DeichSetting>, String)> {
        Ok(game(self))
    }
}
