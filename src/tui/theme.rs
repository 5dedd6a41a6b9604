//! Colours and emphasis. Everything that matters is also said in text (`*` for a manual edit,
//! `(drop)`, `error:`), so the desk reads the same without colour; `NO_COLOR` turns colour off.

use ratatui::style::{Color, Modifier, Style};

/// The styles the screens use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// Active tab.
    pub tab_active: Style,
    /// Other tabs.
    pub tab: Style,
    /// Status line.
    pub status: Style,
    /// Table header rows.
    pub header: Style,
    /// The selected row.
    pub selected: Style,
    /// An error message.
    pub error: Style,
    /// A plain message.
    pub info: Style,
    /// A prompt in the input line.
    pub prompt: Style,
    /// The input cursor.
    pub cursor: Style,
    /// A key in the footer.
    pub key: Style,
    /// A label in the footer.
    pub hint: Style,
    /// Manual edits and corrections.
    pub manual: Style,
    /// Warnings (rematches, players without opponent).
    pub warning: Style,
    /// Dropped players, finished tables.
    pub dim: Style,
    /// A marked player or table (first half of a swap).
    pub marked: Style,
}

impl Default for Theme {
    fn default() -> Self {
        if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
            Self::plain()
        } else {
            Self::colour()
        }
    }
}

impl Theme {
    /// With colour.
    pub fn colour() -> Self {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        Self {
            tab_active: bold.fg(Color::Black).bg(Color::Cyan),
            tab: Style::new(),
            status: Style::new().add_modifier(Modifier::REVERSED),
            header: bold.add_modifier(Modifier::UNDERLINED),
            selected: Style::new().add_modifier(Modifier::REVERSED),
            error: bold.fg(Color::Red),
            info: Style::new().fg(Color::Green),
            prompt: bold.fg(Color::Cyan),
            cursor: Style::new().add_modifier(Modifier::SLOW_BLINK),
            key: bold.fg(Color::Cyan),
            hint: Style::new(),
            manual: Style::new()
                .fg(Color::Yellow)
                .add_modifier(Modifier::ITALIC),
            warning: bold.fg(Color::Yellow),
            dim: Style::new().add_modifier(Modifier::DIM),
            marked: bold.fg(Color::Magenta).add_modifier(Modifier::UNDERLINED),
        }
    }

    /// Without colour: emphasis only.
    pub fn plain() -> Self {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        Self {
            tab_active: bold.add_modifier(Modifier::REVERSED),
            tab: Style::new(),
            status: Style::new().add_modifier(Modifier::REVERSED),
            header: bold.add_modifier(Modifier::UNDERLINED),
            selected: Style::new().add_modifier(Modifier::REVERSED),
            error: bold,
            info: Style::new(),
            prompt: bold,
            cursor: Style::new(),
            key: bold,
            hint: Style::new(),
            manual: Style::new().add_modifier(Modifier::ITALIC),
            warning: bold,
            dim: Style::new().add_modifier(Modifier::DIM),
            marked: bold.add_modifier(Modifier::UNDERLINED),
        }
    }
}
