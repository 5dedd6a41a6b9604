//! One typed line with a cursor, the same in every place the desk takes text: the line under
//! the screens ([`super::app::Input`]), the print dialog's path and the new-event form's name.
//!
//! The cursor is kept as `tail`, the number of characters after it (0: at the end, where a
//! new line starts), so a line filled by someone else gets the cursor at its end.
//! ← → Home End move it; Backspace and Del delete around it; Ctrl-U deletes everything before
//! it (the whole line when it is at the end, as in a shell); Ctrl-W the word before it.

use super::keymap::Action;
use super::theme::Theme;
use ratatui::text::Span;

/// The byte index in `text` of the cursor that has `tail` characters after it.
pub fn byte_at(text: &str, tail: usize) -> usize {
    let len = text.chars().count();
    text.char_indices()
        .nth(len.saturating_sub(tail))
        .map_or(text.len(), |(i, _)| i)
}

/// Types `c` at the cursor.
pub fn insert(text: &mut String, tail: usize, c: char) {
    let at = byte_at(text, tail);
    text.insert(at, c);
}

/// Applies an editing `action` to the line; `None` when the action is no editing action
/// (the caller handles it), else whether the text changed (a cursor move changes none).
pub fn edit(text: &mut String, tail: &mut usize, action: Action) -> Option<bool> {
    let len = text.chars().count();
    *tail = (*tail).min(len);
    let at = len - *tail; // characters before the cursor
    let changed = match action {
        Action::Backspace if at > 0 => {
            text.remove(byte_at(text, *tail + 1));
            true
        }
        Action::Delete if *tail > 0 => {
            text.remove(byte_at(text, *tail));
            *tail -= 1;
            true
        }
        Action::Backspace | Action::Delete => false,
        Action::CursorLeft => {
            *tail = (*tail + 1).min(len);
            false
        }
        Action::CursorRight => {
            *tail = tail.saturating_sub(1);
            false
        }
        Action::CursorHome => {
            *tail = len;
            false
        }
        Action::CursorEnd => {
            *tail = 0;
            false
        }
        Action::ClearLine => {
            let cut = byte_at(text, *tail);
            text.replace_range(..cut, "");
            at > 0
        }
        Action::DeleteWord => {
            let before: Vec<char> = text.chars().take(at).collect();
            let mut start = at;
            while start > 0 && before[start - 1].is_whitespace() {
                start -= 1;
            }
            while start > 0 && !before[start - 1].is_whitespace() {
                start -= 1;
            }
            let (from, to) = (byte_at(text, len - start), byte_at(text, *tail));
            text.replace_range(from..to, "");
            start < at
        }
        _ => return None,
    };
    Some(changed)
}

/// The line drawn in at most `width` columns with its cursor: a block at the end, else the
/// character under it in reverse video (readable without colour). A line too long for the
/// width shows its end (`…` before it), or, with the cursor further left, the part around
/// the cursor (`…` on the cut sides).
pub fn spans(text: &str, tail: usize, width: usize, th: &Theme) -> Vec<Span<'static>> {
    let chars: Vec<char> = text.chars().collect();
    let len = chars.len();
    let at = len - tail.min(len);
    // Cells 0..=len: the characters, then the block after the end.
    let cells = len + 1;
    let width = width.max(3);
    let (mut from, mut to) = (0, cells);
    if cells > width {
        from = cells - width;
        if at < from + 1 {
            from = at.saturating_sub(1);
        }
        to = from + width;
    }
    let cut_left = from > 0;
    let cut_right = to < cells;
    let mut out = Vec::new();
    let mut plain = String::new();
    for i in from..to {
        let first = i == from && cut_left;
        let last = i + 1 == to && cut_right;
        if i == at {
            out.push(Span::raw(std::mem::take(&mut plain)));
            match chars.get(i) {
                Some(c) => out.push(Span::styled(c.to_string(), th.selected)),
                None => out.push(Span::styled("█", th.cursor)),
            }
        } else if first || last {
            plain.push('…');
        } else if let Some(c) = chars.get(i) {
            plain.push(*c);
        }
    }
    out.push(Span::raw(plain));
    out.retain(|s| !s.content.is_empty());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str, tail: usize, action: Action) -> (String, usize, Option<bool>) {
        let (mut t, mut tail) = (text.to_string(), tail);
        let r = edit(&mut t, &mut tail, action);
        (t, tail, r)
    }

    #[test]
    fn ctrl_u_clears_before_the_cursor() {
        assert_eq!(
            run("Anna Schmidt", 0, Action::ClearLine),
            (String::new(), 0, Some(true))
        );
        assert_eq!(
            run("Anna Schmidt", 7, Action::ClearLine),
            ("Schmidt".into(), 7, Some(true))
        );
        assert_eq!(
            run("Anna", 4, Action::ClearLine),
            ("Anna".into(), 4, Some(false))
        );
    }

    #[test]
    fn ctrl_w_deletes_the_word_before_the_cursor() {
        assert_eq!(
            run("/tmp/n3 muck  ", 0, Action::DeleteWord),
            ("/tmp/n3 ".into(), 0, Some(true))
        );
        assert_eq!(
            run("Lena Vogt Ruh", 4, Action::DeleteWord),
            ("Lena  Ruh".into(), 4, Some(true))
        );
        assert_eq!(
            run("Zoë", 0, Action::DeleteWord),
            (String::new(), 0, Some(true))
        );
        assert_eq!(
            run("", 0, Action::DeleteWord),
            (String::new(), 0, Some(false))
        );
    }

    #[test]
    fn moves_and_deletes_around_the_cursor() {
        assert_eq!(
            run("Zoë", 0, Action::CursorHome),
            ("Zoë".into(), 3, Some(false))
        );
        assert_eq!(
            run("Zoë", 3, Action::CursorLeft),
            ("Zoë".into(), 3, Some(false))
        );
        assert_eq!(
            run("Zoë", 1, Action::Backspace),
            ("Zë".into(), 1, Some(true))
        );
        assert_eq!(run("Zoë", 1, Action::Delete), ("Zo".into(), 0, Some(true)));
        assert_eq!(
            run("Zoë", 0, Action::Delete),
            ("Zoë".into(), 0, Some(false))
        );
        assert_eq!(run("Zoë", 0, Action::Submit), ("Zoë".into(), 0, None));
    }

    #[test]
    fn a_long_line_shows_the_part_with_the_cursor() {
        let th = Theme::plain();
        let text = |s: &[Span]| s.iter().map(|s| s.content.to_string()).collect::<String>();
        assert_eq!(text(&spans("abcdef", 0, 10, &th)), "abcdef█");
        assert_eq!(text(&spans("abcdefghij", 0, 6, &th)), "…ghij█");
        assert_eq!(text(&spans("abcdefghij", 10, 6, &th)), "abcde…");
        assert_eq!(text(&spans("abcdefghij", 5, 6, &th)), "…fghi…");
    }
}
