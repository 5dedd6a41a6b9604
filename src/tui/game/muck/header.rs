//! A header line of the Muck screens made of parts, shortened gracefully for the width: the
//! least important parts give way first (first their short form, then the whole part), and only
//! when the essential parts alone do not fit is the line cut, at a word, with `…` (never a line
//! cut blindly, like `… 0 warning(s) · 2 manua…`). The notes under the Muck screens are wrapped
//! at spaces with an indent (`wrap`).

use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// One part of a header: its text, a shorter form, how important it is and its style.
#[derive(Debug, Clone)]
pub(crate) struct Part {
    /// The text as shown when there is room.
    pub text: String,
    /// A shorter form, used before the part is dropped (or before an essential part is cut).
    pub short: Option<String>,
    /// 0 = essential (never dropped); higher numbers give way first.
    pub rank: u8,
    /// How the part is drawn.
    pub style: Style,
}

impl Part {
    /// A part of importance `rank` (0 = never dropped).
    pub fn new(rank: u8, text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            short: None,
            rank,
            style: Style::default(),
        }
    }

    /// The part with a shorter form.
    pub fn short(mut self, s: impl Into<String>) -> Self {
        self.short = Some(s.into());
        self
    }

    /// The part drawn in `style`.
    pub fn style(mut self, style: Style) -> Self {
        self.style = style;
        self
    }
}

const SEP: &str = " · ";

fn width_of(parts: &[(String, Style)]) -> usize {
    let text: usize = parts.iter().map(|(t, _)| t.chars().count()).sum();
    text + SEP.chars().count() * parts.len().saturating_sub(1)
}

/// The parts that fit in `width` columns, in their order, joined by ` · `.
pub(crate) fn fit_parts(parts: &[Part], width: usize) -> Vec<(String, Style)> {
    let mut texts: Vec<Option<String>> = parts.iter().map(|p| Some(p.text.clone())).collect();
    let shown = |texts: &[Option<String>]| -> Vec<(String, Style)> {
        texts
            .iter()
            .zip(parts)
            .filter_map(|(t, p)| t.clone().map(|t| (t, p.style)))
            .collect()
    };
    // Once the line fits, a part shortened on the way gets its whole text back where that
    // still fits (an earlier part's short form may have made the room).
    let widen = |texts: &mut Vec<Option<String>>| {
        for (i, p) in parts.iter().enumerate() {
            if p.short.is_some() && texts[i] == p.short {
                texts[i] = Some(p.text.clone());
                if width_of(&shown(texts)) > width {
                    texts[i] = p.short.clone();
                }
            }
        }
        shown(texts)
    };
    let max_rank = parts.iter().map(|p| p.rank).max().unwrap_or(0);
    for rank in (0..=max_rank).rev() {
        // Last part first: among equals, the later part is the less important.
        for i in (0..parts.len()).rev().filter(|&i| parts[i].rank == rank) {
            if width_of(&shown(&texts)) <= width {
                return widen(&mut texts);
            }
            if let Some(s) = &parts[i].short
                && texts[i].as_deref() != Some(s)
            {
                texts[i] = Some(s.clone());
                if width_of(&shown(&texts)) <= width {
                    return widen(&mut texts);
                }
            }
            if rank > 0 {
                texts[i] = None;
            }
        }
    }
    let out = shown(&texts);
    if width_of(&out) <= width {
        return out;
    }
    // The essential parts alone are too wide: cut at a word, keeping each part's style.
    let mut left = width.saturating_sub(1);
    let mut cut = Vec::new();
    for (k, (t, st)) in out.into_iter().enumerate() {
        let sep = if k == 0 { 0 } else { SEP.chars().count() };
        let n = t.chars().count() + sep;
        if n <= left {
            left -= n;
            cut.push((t, st));
            continue;
        }
        let head: String = t.chars().take(left.saturating_sub(sep)).collect();
        let head = match head.rfind(' ') {
            Some(i) if i > 0 => head[..i].trim_end().to_string(),
            _ => head,
        };
        if !head.trim().is_empty() {
            cut.push((format!("{head}…"), st));
        } else if let Some(last) = cut.last_mut() {
            last.0.push('…');
        }
        break;
    }
    cut
}

/// The parts that fit, as one line: ` · ` between them, each in its style over `base`.
pub(crate) fn line(parts: &[Part], width: usize, base: Style) -> Line<'static> {
    let mut spans = Vec::new();
    for (k, (t, st)) in fit_parts(parts, width).into_iter().enumerate() {
        if k > 0 {
            spans.push(Span::styled(SEP, base));
        }
        spans.push(Span::styled(t, base.patch(st)));
    }
    Line::from(spans)
}

/// The parts that fit, as plain text.
pub(crate) fn text(parts: &[Part], width: usize) -> String {
    fit_parts(parts, width)
        .into_iter()
        .map(|(t, _)| t)
        .collect::<Vec<_>>()
        .join(SEP)
}

/// `text` in lines of at most `width` columns, broken at spaces; each line starts with a
/// space, continuation lines with three.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::from(" ");
    for word in text.split(' ') {
        let lead = if lines.is_empty() { 1 } else { 3 };
        if line.chars().count() > lead && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::replace(&mut line, "   ".into()));
        }
        let lead = if lines.is_empty() { 1 } else { 3 };
        if line.chars().count() > lead {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn less_important_parts_give_way_first_and_nothing_is_cut_mid_word() {
        let parts = [
            Part::new(0, " Round 6 of 5 DRAFT"),
            Part::new(2, "draw 1"),
            Part::new(1, "11 tables"),
            Part::new(1, "0 warning(s)"),
            Part::new(1, "2 manual (*)"),
        ];
        let full = " Round 6 of 5 DRAFT · draw 1 · 11 tables · 0 warning(s) · 2 manual (*)";
        assert_eq!(text(&parts, 80), full);
        assert_eq!(
            text(&parts, 61),
            " Round 6 of 5 DRAFT · 11 tables · 0 warning(s) · 2 manual (*)"
        );
        assert_eq!(
            text(&parts, 50),
            " Round 6 of 5 DRAFT · 11 tables · 0 warning(s)"
        );
        assert_eq!(text(&parts, 20), " Round 6 of 5 DRAFT");
        assert_eq!(text(&parts, 12), " Round 6…");
    }

    #[test]
    fn a_short_form_is_used_before_a_part_is_dropped() {
        let parts = [
            Part::new(0, " Round 2 (complete)"),
            Part::new(0, "EARLIER ROUND: typing corrects it").short("EARLIER ROUND"),
            Part::new(1, "0 of 12 sheets open"),
        ];
        assert_eq!(
            text(&parts, 80),
            " Round 2 (complete) · EARLIER ROUND: typing corrects it · 0 of 12 sheets open"
        );
        assert_eq!(
            text(&parts, 60),
            " Round 2 (complete) · EARLIER ROUND: typing corrects it"
        );
        assert_eq!(text(&parts, 40), " Round 2 (complete) · EARLIER ROUND");
    }

    #[test]
    fn a_part_shortened_on_the_way_is_whole_again_where_it_fits() {
        let parts = [
            Part::new(0, " Round 1 (complete)"),
            Part::new(0, "SECOND ENTRY — compared with the first").short("SECOND ENTRY"),
            Part::new(0, "3 of 3 sheets not entered twice yet").short("3 of 3 not entered twice"),
        ];
        assert_eq!(
            text(&parts, 80),
            " Round 1 (complete) · SECOND ENTRY · 3 of 3 sheets not entered twice yet"
        );
        assert_eq!(
            text(&parts, 62),
            " Round 1 (complete) · SECOND ENTRY · 3 of 3 not entered twice"
        );
    }

    #[test]
    fn wraps_at_spaces_with_an_indent() {
        assert_eq!(wrap("ab cd ef", 80), vec![" ab cd ef"]);
        assert_eq!(wrap("ab cd ef", 6), vec![" ab cd", "   ef"]);
        assert_eq!(wrap("abcdefgh ij", 4), vec![" abcdefgh", "   ij"]);
    }
}
