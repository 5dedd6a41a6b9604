//! The pieces the desk's forms share (the new-event form and the print dialog): a row of
//! choices with the chosen one in brackets, a labelled row with a `>` on the selected one, and
//! a popup box centred on the screen.

use crate::tui::theme::Theme;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// `[chosen]  other  other`: each `(label, chosen)` as a span, the chosen one in brackets and
/// marked (readable without colour).
pub fn choices(th: &Theme, all: impl IntoIterator<Item = (String, bool)>) -> Vec<Span<'static>> {
    all.into_iter()
        .flat_map(|(label, on)| {
            if on {
                [
                    Span::styled(format!("[{label}]"), th.marked),
                    Span::raw(" "),
                ]
            } else {
                [Span::raw(format!(" {label} ")), Span::raw(" ")]
            }
        })
        .collect()
}

/// One form row: `> ` on the selected row, the label padded to `label_width` columns, then
/// `value`; the selected row is styled as selected.
pub fn row(
    th: &Theme,
    here: bool,
    label: &str,
    label_width: usize,
    value: Vec<Span<'static>>,
) -> Line<'static> {
    let mut spans = vec![Span::raw(if here { "> " } else { "  " })];
    spans.push(Span::raw(format!("{label:<label_width$}")));
    spans.extend(value);
    let line = Line::from(spans);
    if here { line.style(th.selected) } else { line }
}

/// A box `width` columns wide holding `rows` lines plus its borders, centred in `area` (cut to
/// the area's height).
pub fn centered(area: Rect, width: u16, rows: usize) -> Rect {
    let h = (rows as u16 + 2).min(area.height);
    let w = width.min(area.width);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + area.height.saturating_sub(h) / 2,
        w,
        h,
    )
}
