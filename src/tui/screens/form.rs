//! The pieces the desk's forms share (the new-event form and the print dialog): a row of
//! choices with the chosen one in brackets, a typed value with its cursor, a labelled row with
//! a `>` on the selected one, and a popup box centred on the screen.

use super::fit;
use crate::tui::line;
use crate::tui::theme::Theme;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// The value `step` places from `now` in `all`, wrapping; `now` itself if `all` is empty. A
/// `now` not in `all` counts as the first. Used for form rows and for choices alike.
pub fn cycle<T: Copy + PartialEq>(all: &[T], now: T, step: isize) -> T {
    if all.is_empty() {
        return now;
    }
    let i = all.iter().position(|x| *x == now).unwrap_or(0) as isize;
    all[(i + step).rem_euclid(all.len() as isize) as usize]
}

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

/// The choices of a row as [`choices`] gives them, or, when they do not all fit
/// in `room` columns, a window of them around the chosen one that moves with it: `‹ ` before
/// it when choices are cut off on the left, `›` after it when cut off on the right (the German
/// documents after the cut need about 75 columns of the 61 there are at 80x24, and so do the
/// new-event form's five systems).
pub fn choices_window(th: &Theme, all: Vec<(String, bool)>, room: usize) -> Vec<Span<'static>> {
    let n = all.len();
    // `[chosen] ` and ` other  ` are both the label and three columns.
    let widths: Vec<usize> = all.iter().map(|(l, _)| l.chars().count() + 3).collect();
    let fits = |lo: usize, hi: usize| {
        let sum: usize = widths[lo..hi].iter().sum();
        // The last choice's trailing space may be cut off when no mark follows it.
        let shown = if hi == n {
            sum.saturating_sub(1)
        } else {
            sum + 1
        };
        shown + if lo > 0 { 2 } else { 0 } <= room
    };
    if n == 0 || fits(0, n) {
        return choices(th, all);
    }
    let chosen = all.iter().position(|(_, on)| *on).unwrap_or(0);
    let (mut lo, mut hi) = (chosen, chosen + 1);
    while lo > 0 && fits(lo - 1, hi) {
        lo -= 1;
    }
    while hi < n && fits(lo, hi + 1) {
        hi += 1;
    }
    let mut spans = Vec::new();
    if lo > 0 {
        // A choice not chosen starts with a space of its own.
        let mark = if lo == chosen { "‹ " } else { "‹" };
        spans.push(Span::styled(mark, th.dim));
    }
    spans.extend(choices(th, all.into_iter().skip(lo).take(hi - lo)));
    if hi < n {
        spans.push(Span::styled("›", th.dim));
    }
    spans
}

/// A typed value: with its cursor (`tail` characters after it) when the row is selected
/// (`here`), else cut to `width`; `note` (what it allows) dim after it.
pub fn typed(
    text: &str,
    tail: usize,
    note: &str,
    here: bool,
    width: usize,
    th: &Theme,
) -> Vec<Span<'static>> {
    let mut v = if here {
        line::spans(text, tail, width, th)
    } else {
        vec![Span::raw(fit(text, width.saturating_sub(1)))]
    };
    if !note.is_empty() {
        v.push(Span::styled(format!("  ({note})"), th.dim));
    }
    v
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

#[cfg(test)]
mod tests {
    use super::cycle;

    #[test]
    fn cycle_wraps_both_ways_and_keeps_a_value_with_no_choices() {
        assert_eq!(cycle(&[1, 2, 3], 3, 1), 1);
        assert_eq!(cycle(&[1, 2, 3], 1, -1), 3);
        assert_eq!(cycle(&[1, 2, 3], 2, 4), 3);
        assert_eq!(cycle(&[1, 2, 3], 9, 1), 2, "unknown counts as the first");
        assert_eq!(cycle::<u8>(&[], 7, 1), 7);
    }
}
