//! Forum posts: a document as a play-by-mail game master pastes it into a forum. Three
//! renderers over the same aligned lines, for any [`Document`] whose body is a list
//! ([`Body::Post`] or [`Body::Grid`]):
//!
//! - [`text`]: the head, the list as aligned columns and the notes, at most [`WIDTH`] columns
//!   (a [`Body::Grid`] keeps the print width, [`super::text::WIDTH`]), no pages;
//! - [`bbcode`]: the head in `[b]`, the aligned list inside `[code]` (forums print it
//!   monospaced), the notes as lines;
//! - [`markdown`]: the head in `**`, the aligned list in a fenced block, the notes as
//!   paragraphs (escaped).
//!
//! Other bodies (slips, sheets, cards) are the print text inside the code block. Any system's
//! table fits: the columns, alignment and name shortening are the [`Grid`]'s.

use super::document::{Align, Body, Document, Grid};
use super::names::{display_width, pad, truncate};
use super::text::wrap;

/// Columns of a forum post's text: forums and mail readers wrap longer lines.
pub const WIDTH: usize = 72;
/// Spaces between columns.
const GAP: usize = 2;
/// The narrowest a name column is shortened to.
const MIN_NAME: usize = 10;

/// The width a document's post is laid out in: [`WIDTH`] for a post, else the document's
/// text width ([`super::DocumentKind::text_width`]: 72 for the Turnierfußball tables, the
/// print width for a list printed for the wall).
fn width_of(doc: &Document) -> usize {
    match doc.body {
        Body::Post(_) | Body::Sections(_) => WIDTH,
        _ => doc.kind.text_width(),
    }
}

/// The post as plain text, at most [`WIDTH`] columns for a [`Body::Post`]; ends with a
/// newline.
pub fn text(doc: &Document) -> String {
    let w = width_of(doc);
    let mut out = Vec::new();
    out.extend(wrap(&head(doc), w));
    if !doc.subtitle.is_empty() {
        out.extend(wrap(&doc.subtitle, w));
    }
    out.push(String::new());
    out.extend(body_lines(doc, w));
    if !doc.notes.is_empty() {
        out.push(String::new());
        for n in &doc.notes {
            out.extend(wrap(n, w));
        }
    }
    join(out)
}

/// The post in BBCode: `[b]head[/b]`, the subtitle, the list in `[code]`, the notes.
pub fn bbcode(doc: &Document) -> String {
    let w = width_of(doc);
    let mut out = vec![format!("[b]{}[/b]", bb(&head(doc)))];
    if !doc.subtitle.is_empty() {
        out.push(bb(&doc.subtitle));
    }
    out.push("[code]".into());
    out.extend(body_lines(doc, w).iter().map(|l| bb(l)));
    out.push("[/code]".into());
    out.extend(doc.notes.iter().map(|n| bb(n)));
    join(out)
}

/// The post in Markdown: `**head**`, the subtitle, the list in a fenced block, the notes as
/// paragraphs.
pub fn markdown(doc: &Document) -> String {
    let w = width_of(doc);
    let lines = body_lines(doc, w);
    // A fence longer than any run of backticks in the list.
    let run = lines.iter().map(|l| longest_run(l, '`')).max().unwrap_or(0);
    let fence = "`".repeat(run.max(2) + 1);
    let mut out = vec![format!("**{}**", md(&head(doc))), String::new()];
    if !doc.subtitle.is_empty() {
        out.push(md(&doc.subtitle));
        out.push(String::new());
    }
    out.push(format!("{fence}text"));
    out.extend(lines);
    out.push(fence);
    for n in &doc.notes {
        out.push(String::new());
        out.push(md(n));
    }
    join(out)
}

fn head(doc: &Document) -> String {
    format!("{} – {}", doc.event, doc.title)
}

fn join(lines: Vec<String>) -> String {
    let mut s = lines
        .iter()
        .map(|l| l.trim_end())
        .collect::<Vec<_>>()
        .join("\n");
    s.push('\n');
    s
}

/// The list as aligned lines of at most `width` columns: header, rule, one line per row.
fn body_lines(doc: &Document, width: usize) -> Vec<String> {
    match &doc.body {
        Body::Post(g) | Body::Grid(g) => grid_lines(g, width),
        Body::Sections(s) => {
            let mut out = Vec::new();
            for (i, x) in s.iter().enumerate() {
                if i > 0 {
                    out.push(String::new());
                }
                out.extend(wrap(&x.title, width));
                out.extend(grid_lines(&x.grid, width));
            }
            out
        }
        _ => super::text::render(doc)
            .lines()
            .map(|l| l.trim_start_matches('\u{000C}').to_string())
            .collect(),
    }
}

/// Aligned lines of a grid for `width` columns. A row whose cell in a wrapping column
/// ([`super::document::Column::wrap`]) does not fit takes more lines: the other cells on its
/// first line, the wrapped cell's rest below in its column.
pub fn grid_lines(g: &Grid, width: usize) -> Vec<String> {
    let w = super::text::widths(g, width, MIN_NAME);
    let line = |cells: &[String]| {
        let s = cells
            .iter()
            .zip(&g.columns)
            .zip(&w)
            .map(|((s, c), &w)| pad(&truncate(s, w), w, c.align == Align::Left))
            .collect::<Vec<_>>()
            .join(&" ".repeat(GAP));
        truncate(s.trim_end(), width)
    };
    let headers: Vec<String> = g.columns.iter().map(|c| c.header.clone()).collect();
    let mut rows: Vec<String> = Vec::new();
    for r in &g.rows {
        let cells: Vec<Vec<String>> = r
            .cells
            .iter()
            .zip(&g.columns)
            .zip(&w)
            .map(|((s, c), &w)| {
                if c.wrap {
                    cell_lines(s, w)
                } else {
                    vec![s.clone()]
                }
            })
            .collect();
        let height = cells.iter().map(Vec::len).max().unwrap_or(1);
        for k in 0..height {
            let at: Vec<String> = cells
                .iter()
                .map(|c| c.get(k).cloned().unwrap_or_default())
                .collect();
            rows.push(line(&at));
        }
    }
    let head = line(&headers);
    let rule = rows
        .iter()
        .chain([&head])
        .map(|l| display_width(l))
        .max()
        .unwrap_or(0);
    let mut out = vec![head, "-".repeat(rule)];
    out.extend(rows);
    out
}

/// A wrapping cell as lines of at most `width` columns: one line (each `\n` a space) when it
/// fits; else each part between `\n` on a line of its own, a part too wide wrapped between
/// words; only a word wider than `width` is shortened (with `…`).
pub fn cell_lines(s: &str, width: usize) -> Vec<String> {
    let one = s.replace('\n', " ");
    if display_width(&one) <= width {
        return vec![one];
    }
    let out: Vec<String> = s
        .split('\n')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .flat_map(|p| wrap(p, width.max(1)))
        .collect();
    if out.is_empty() {
        vec![String::new()]
    } else {
        out
    }
}

fn longest_run(s: &str, c: char) -> usize {
    let (mut best, mut run) = (0, 0);
    for x in s.chars() {
        run = if x == c { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

/// Text safe in BBCode: a name cannot close a tag (`[/code]`, `[/b]`): a zero-width space
/// goes after every `[`, which keeps the width.
fn bb(s: &str) -> String {
    s.replace('[', "[\u{200B}")
}

/// Text safe in Markdown: the characters that start emphasis, links, code or HTML are
/// escaped with a backslash.
fn md(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(
            c,
            '\\' | '*' | '_' | '`' | '[' | ']' | '<' | '>' | '#' | '|' | '~'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::document::{Column, GridRow};
    use crate::print::{DocumentKind, Format, render};

    fn doc() -> Document {
        Document {
            kind: DocumentKind::Round,
            lang: crate::i18n::Lang::En,
            event: "Deich *26*".into(),
            title: "Round 2".into(),
            subtitle: "Next ZAT: So 12.5. 20:00".into(),
            round: None,
            body: Body::Post(Grid {
                columns: vec![Column::name("Name"), Column::number("FP")],
                rows: vec![
                    GridRow {
                        cells: vec!["Anna [/code]".into(), "19000".into()],
                        muted: false,
                    },
                    GridRow {
                        cells: vec!["W".repeat(100), "5".into()],
                        muted: true,
                    },
                ],
                wall: false,
            }),
            notes: vec!["Out: Bert_B (lowest).".into()],
        }
    }

    #[test]
    fn a_wrapping_cell_breaks_where_it_prefers_then_between_words_and_never_cuts_a_name() {
        assert_eq!(cell_lines("Anna / Bert", 20), ["Anna / Bert"]);
        assert_eq!(
            cell_lines("Anna Schmidt\n/ Bert Weber (1)", 16),
            ["Anna Schmidt", "/ Bert Weber (1)"]
        );
        assert_eq!(
            cell_lines("Wien: VF,\nParis: F,\nHalle-Trophäe: Sieger", 20),
            ["Wien: VF,", "Paris: F,", "Halle-Trophäe:", "Sieger"]
        );
        assert_eq!(
            cell_lines("Maximiliane von Hohenstein", 12),
            ["Maximiliane", "von", "Hohenstein"]
        );
        // Only a word wider than the column is cut, and marked.
        assert_eq!(cell_lines("Hohensteinwaldburg", 10), ["Hohenstei…"]);
    }

    #[test]
    fn a_wrapped_column_takes_more_lines_and_the_other_cells_stay_on_the_first() {
        let g = Grid {
            columns: vec![
                Column::name("Name").wrapped(),
                Column::name("Reached").wrapped(),
                Column::number("WRL"),
            ],
            rows: vec![GridRow {
                cells: vec![
                    "Anna Schmidt\n/ Bert Weber".into(),
                    format!("{},\n{}", "W".repeat(40), "Paris: F"),
                    "1.2".into(),
                ],
                muted: false,
            }],
            wall: false,
        };
        let lines = grid_lines(&g, 40);
        assert!(lines.iter().all(|l| display_width(l) <= 40), "{lines:#?}");
        assert!(lines[2].starts_with("Anna Schmidt  "), "{lines:#?}");
        assert!(lines[2].ends_with("1.2"), "{lines:#?}");
        assert!(lines[3].starts_with("/ Bert Weber"), "{lines:#?}");
        assert!(lines.iter().any(|l| l.contains("Paris: F")), "{lines:#?}");
        assert!(!lines.iter().skip(3).any(|l| l.contains("1.2")));
    }

    #[test]
    fn the_text_post_stays_within_72_columns_with_no_pages() {
        let t = render(&doc(), Format::Text);
        assert!(t.lines().all(|l| display_width(l) <= WIDTH), "{t}");
        assert!(!t.contains('\u{000C}'));
        assert!(t.starts_with("Deich *26* – Round 2\nNext ZAT: So 12.5. 20:00\n\nName"));
        assert!(t.contains("Anna [/code]"));
        assert!(t.ends_with("Out: Bert_B (lowest).\n"));
    }

    #[test]
    fn bbcode_puts_the_list_in_code_and_no_name_closes_a_tag() {
        let b = render(&doc(), Format::Bbcode);
        assert!(b.starts_with("[b]Deich *26* – Round 2[/b]\nNext ZAT: So 12.5. 20:00\n[code]\n"));
        assert_eq!(b.matches("[/code]").count(), 1, "{b}");
        assert!(b.contains("Anna [\u{200B}/code]"));
        assert!(b.ends_with("[/code]\nOut: Bert_B (lowest).\n"));
    }

    #[test]
    fn markdown_fences_the_list_and_escapes_the_prose() {
        let m = render(&doc(), Format::Markdown);
        assert!(m.starts_with(
            "**Deich \\*26\\* – Round 2**\n\nNext ZAT: So 12.5. 20:00\n\n```text\nName"
        ));
        assert!(
            m.contains("Anna [/code]"),
            "names in the block stay as they are"
        );
        assert!(m.ends_with("```\n\nOut: Bert\\_B (lowest).\n"));
        let code: Vec<&str> = m
            .lines()
            .skip_while(|l| !l.starts_with("```"))
            .skip(1)
            .take_while(|l| !l.starts_with("```"))
            .collect();
        assert!(code.iter().all(|l| display_width(l) <= WIDTH));
        assert_eq!(code.len(), 4);
    }
}
