//! The plain-text renderer: monospaced, at most [`WIDTH`] columns (East Asian wide characters
//! count two), pages of at most [`PAGE_LINES`] lines. Pages are separated by a form feed
//! (`U+000C`) at the start of the next page, which `lp` and every line printer honour. Each
//! page starts with the event, the document, the round and `Page n of m`; a list repeats its
//! column headers on every page; a slip, a score sheet or a card is never split across pages.

use super::document::{
    Align, Body, Document, DrawSlip, Grid, ScoreSheet, Slip, Sticker, TableCard,
};
use super::names::{display_width, pad, truncate};
use crate::i18n;
use crate::tr;

/// Columns per line.
pub const WIDTH: usize = 80;
/// Lines per page: A4 at 6 lines per inch with the margins `lp` leaves.
pub const PAGE_LINES: usize = 60;
/// Lines of the page head (two lines and a blank one).
const HEAD_LINES: usize = 3;
/// Spaces between grid columns.
const GAP: usize = 2;
/// The narrowest a name column is shortened to.
const MIN_NAME: usize = 12;

/// Lines that stay together on one page.
struct Chunk {
    lines: Vec<String>,
    /// Start a new page before this chunk (table cards: one per page).
    new_page: bool,
}

impl Chunk {
    fn new(lines: Vec<String>) -> Self {
        Self {
            lines,
            new_page: false,
        }
    }
}

/// Renders `doc` as plain text (see the module documentation for the layout), at most
/// [`super::DocumentKind::text_width`] columns. The result ends with a newline.
pub fn render(doc: &Document) -> String {
    if let Body::Post(_) | Body::Sections(_) = doc.body {
        return super::post::text(doc);
    }
    let width = doc.kind.text_width();
    let (repeat, mut chunks) = body(doc, width);
    if !doc.notes.is_empty() {
        chunks.push(Chunk::new(vec![String::new()]));
    }
    for n in &doc.notes {
        chunks.push(Chunk::new(wrap(n, width)));
    }
    paginate(doc, &repeat, chunks, width)
}

/// `doc` as one block of plain text without pages, for a forum post: the column headers, the
/// rows and the notes, at most `width` columns; no page head (the post has its own). Ends
/// with a newline.
pub fn plain(doc: &Document, width: usize) -> String {
    let (repeat, chunks) = body(doc, width);
    let mut out = String::new();
    for line in repeat.iter().chain(chunks.iter().flat_map(|c| &c.lines)) {
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if !doc.notes.is_empty() {
        out.push('\n');
    }
    for n in &doc.notes {
        for line in wrap(n, width) {
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    out
}

/// The repeated header lines and the chunks of the document's body.
fn body(doc: &Document, width: usize) -> (Vec<String>, Vec<Chunk>) {
    match &doc.body {
        Body::Grid(g) | Body::Post(g) => grid(g, width),
        Body::Sections(s) => (Vec::new(), sections(s, width)),
        Body::Slips(s) => (Vec::new(), s.iter().map(|x| slip(doc, x)).collect()),
        Body::ScoreSheets(s) => (Vec::new(), s.iter().map(|x| sheet(doc, x)).collect()),
        Body::Cards(c) => (Vec::new(), c.iter().map(|x| card(doc, x)).collect()),
        Body::DrawSlips(s) => (Vec::new(), s.iter().map(|x| draw_slip(doc, x)).collect()),
        Body::Stickers(s) => (
            Vec::new(),
            s.chunks(STICKERS_ACROSS).map(sticker_row).collect(),
        ),
        Body::Certificates(c) => (Vec::new(), c.iter().map(|x| certificate(doc, x)).collect()),
    }
}

/// Fills pages with whole chunks; a chunk taller than a page is cut where it must be.
fn paginate(doc: &Document, repeat: &[String], chunks: Vec<Chunk>, width: usize) -> String {
    let room = PAGE_LINES - HEAD_LINES - repeat.len();
    let mut pages: Vec<Vec<String>> = Vec::new();
    let mut page: Vec<String> = Vec::new();
    for chunk in chunks {
        let fits = page.len() + chunk.lines.len() <= room;
        if !page.is_empty() && (chunk.new_page || !fits) {
            pages.push(std::mem::take(&mut page));
        }
        for line in chunk.lines {
            if page.len() == room {
                pages.push(std::mem::take(&mut page));
            }
            page.push(line);
        }
    }
    if !page.is_empty() || pages.is_empty() {
        pages.push(page);
    }
    // A blank line left at the top of a page by a note separator is dropped.
    for p in &mut pages {
        while p.first().is_some_and(String::is_empty) && p.len() > 1 {
            p.remove(0);
        }
    }
    let total = pages.len();
    let mut out = String::new();
    for (i, body) in pages.into_iter().enumerate() {
        if i > 0 {
            out.push('\u{000C}');
        }
        out.push_str(&two_sides(&doc.event, &doc.title, width));
        out.push('\n');
        out.push_str(&two_sides(
            &doc.subtitle,
            &tr!("print-page", page = i + 1, pages = total),
            width,
        ));
        out.push_str("\n\n");
        for line in repeat.iter().chain(&body) {
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    out
}

/// `left` and `right` on one line of `width`, `left` shortened if both do not fit.
fn two_sides(left: &str, right: &str, width: usize) -> String {
    let right = truncate(right, width / 2);
    let room = width - display_width(&right) - 2;
    let left = truncate(left, room);
    format!("{}  {right}", pad(&left, room, true))
}

/// Words of `s` filled into lines of at most `width` columns (a word longer than a line is cut).
pub(super) fn wrap(s: &str, width: usize) -> Vec<String> {
    let indent: String = s.chars().take_while(|c| *c == ' ').collect();
    let mut lines = Vec::new();
    let mut line = indent.clone();
    for word in s.split_whitespace() {
        let word = truncate(word, width - display_width(&indent));
        let sep = usize::from(display_width(&line) > display_width(&indent));
        if display_width(&line) + sep + display_width(&word) > width {
            lines.push(std::mem::replace(&mut line, indent.clone()));
        } else if sep == 1 {
            line.push(' ');
        }
        line.push_str(&word);
    }
    lines.push(line);
    lines
}

/// Column widths of a grid: the widest cell, name columns shortened evenly (never below
/// `min_name`; the print uses [`MIN_NAME`]) until the line fits `width`.
pub(super) fn widths(g: &Grid, width: usize, min_name: usize) -> Vec<usize> {
    let mut w: Vec<usize> = g
        .columns
        .iter()
        .enumerate()
        .map(|(i, c)| {
            g.rows
                .iter()
                .filter_map(|r| r.cells.get(i))
                // A preferred break (`\n`, [`super::document::Column::wrap`]) is a space
                // on one line.
                .map(|s| display_width(&s.replace('\n', " ")))
                .chain([display_width(&c.header)])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let total = |w: &[usize]| w.iter().sum::<usize>() + GAP * w.len().saturating_sub(1);
    // A wrapping column (a post's, [`super::document::Column::wrap`]) keeps its widest part
    // between preferred breaks (a whole name of a doubles pair) if the line fits so, else its
    // widest word; else all name columns go down to `min_name`, the widest first.
    let widest = |i: usize, split: fn(&str) -> Vec<&str>| {
        g.rows
            .iter()
            .filter_map(|r| r.cells.get(i))
            .flat_map(|s| split(s))
            .map(|s| display_width(s.trim()))
            .max()
            .unwrap_or(0)
    };
    let floors = |split: fn(&str) -> Vec<&str>| -> Vec<usize> {
        g.columns
            .iter()
            .enumerate()
            .map(|(i, c)| {
                if c.wrap {
                    widest(i, split).max(min_name)
                } else {
                    min_name
                }
            })
            .collect()
    };
    let phases = [
        floors(|s| s.split('\n').collect()),
        floors(|s| s.split_whitespace().collect()),
        vec![min_name; g.columns.len()],
    ];
    // The first phase whose floors let the line fit is the one used (the last one else).
    let fits = |floor: &[usize]| {
        let at: Vec<usize> = g
            .columns
            .iter()
            .enumerate()
            .map(|(i, c)| if c.name { w[i].min(floor[i]) } else { w[i] })
            .collect();
        total(&at) <= width
    };
    let floor = phases.iter().find(|f| fits(f)).unwrap_or(&phases[2]);
    while total(&w) > width {
        let widest = g
            .columns
            .iter()
            .enumerate()
            .filter(|(i, c)| c.name && w[*i] > floor[*i])
            .max_by_key(|(i, _)| w[*i])
            .map(|(i, _)| i);
        match widest {
            Some(i) => w[i] -= 1,
            None => break,
        }
    }
    w
}

fn grid_line(cells: &[String], g: &Grid, w: &[usize]) -> String {
    cells
        .iter()
        .zip(&g.columns)
        .zip(w)
        .map(|((s, c), &w)| pad(&truncate(s, w), w, c.align == Align::Left))
        .collect::<Vec<_>>()
        .join(&" ".repeat(GAP))
}

/// The header and rule to repeat, and one chunk per row.
fn grid(g: &Grid, width: usize) -> (Vec<String>, Vec<Chunk>) {
    let w = widths(g, width, MIN_NAME);
    let headers: Vec<String> = g.columns.iter().map(|c| c.header.clone()).collect();
    let head = grid_line(&headers, g, &w);
    let rule = "-".repeat(display_width(&head).min(width));
    let rows = g
        .rows
        .iter()
        .map(|r| Chunk::new(vec![grid_line(&r.cells, g, &w)]))
        .collect();
    (vec![head, rule], rows)
}

/// Each section as one chunk: its title, the column headers, a rule and its rows, a blank
/// line between sections.
fn sections(s: &[super::document::Section], width: usize) -> Vec<Chunk> {
    s.iter()
        .enumerate()
        .map(|(i, x)| {
            let (head, rows) = grid(&x.grid, width);
            let mut lines = Vec::new();
            if i > 0 {
                lines.push(String::new());
            }
            lines.extend(wrap(&x.title, width));
            lines.extend(head);
            lines.extend(rows.into_iter().flat_map(|c| c.lines));
            Chunk::new(lines)
        })
        .collect()
}

/// The cut line above a slip or a score sheet: `-- cut here ------…` over the whole width.
fn cut_line(rule: char) -> String {
    let words = i18n::t("print-cut-here");
    let head = format!("{rule}{rule} {words} ");
    let fill = WIDTH.saturating_sub(display_width(&head));
    format!("{head}{}", rule.to_string().repeat(fill))
}

/// Centers `s` in `width` columns.
fn center(s: &str, width: usize) -> String {
    let free = width.saturating_sub(display_width(s));
    format!("{}{s}{}", " ".repeat(free / 2), " ".repeat(free - free / 2))
}

/// A result slip: a cut line, round and table, a row of boxes per player, signatures.
fn slip(doc: &Document, s: &Slip) -> Chunk {
    const BOX: &str = "[      ]";
    const CELL: usize = 12;
    let name_w = WIDTH - 4 * CELL;
    let who =
        |n: &str, p: u32| truncate(&tr!("print-slip-points", name = n, points = p), name_w - 2);
    let row = |n: &str, p: u32| {
        format!(
            "{}{}{}{}{}",
            pad(&who(n, p), name_w, true),
            center(BOX, CELL),
            center(BOX, CELL),
            center(BOX, CELL),
            center("[ ]", CELL)
        )
    };
    let sign = |n: &str| {
        let label = truncate(n, 30);
        format!(
            "{}  {}: {}",
            pad(&label, 30, true),
            i18n::t("print-signature"),
            "_".repeat(30)
        )
    };
    Chunk::new(
        vec![
            cut_line('-'),
            two_sides(
                &tr!("print-slip-head", round = s.round.0, table = s.table.0),
                &doc.event,
                WIDTH,
            ),
            String::new(),
            format!(
                "{}{}{}{}{}",
                " ".repeat(name_w),
                center(i18n::t("print-slip-games-won"), CELL),
                center(i18n::t("print-slip-games-lost"), CELL),
                center(i18n::t("print-slip-drawn"), CELL),
                center(i18n::t("print-slip-drop"), CELL)
            ),
            row(&s.label_a(), s.points_a),
            String::new(),
            row(&s.label_b(), s.points_b),
            String::new(),
            sign(&s.a),
            String::new(),
            sign(&s.b),
            String::new(),
        ]
        .into_iter()
        .chain(report_lines(s.report.as_ref()))
        .collect(),
    )
}

/// The report line of a slip or score sheet (the room served with `--reports`): the code, then
/// the report page's address; nothing without one.
fn report_lines(r: Option<&crate::print::document::SlipReport>) -> Vec<String> {
    r.map(|r| {
        vec![
            tr!("print-slip-report", code = r.code.as_str()),
            format!("  {}", r.url),
            String::new(),
        ]
    })
    .unwrap_or_default()
}

/// A score sheet: the sides, then per group of up to four Bobbl a grid of game rows with a
/// cell per side, and who won each Bobbl.
fn sheet(doc: &Document, s: &ScoreSheet) -> Chunk {
    const CELL: usize = 8;
    let first = [i18n::t("print-sheet-game"), i18n::t("print-sheet-won")]
        .iter()
        .map(|w| display_width(w))
        .max()
        .unwrap_or(0)
        .max(4);
    let mut lines = vec![
        cut_line('='),
        two_sides(
            &tr!("print-sheet-head", round = s.round.0, table = s.table.0),
            &doc.event,
            WIDTH,
        ),
        String::new(),
        format!("A: {}", truncate(&s.a, WIDTH - 3)),
        format!("B: {}", truncate(&s.b, WIDTH - 3)),
    ];
    let all: Vec<u32> = (1..=s.bobbl).collect();
    for group in all.chunks(4) {
        lines.push(String::new());
        // The first column is as wide as its longest word ("Game", "Won"), at least 4.
        let mut h1 = pad(i18n::t("print-sheet-game"), first, true) + " ";
        let mut h2 = " ".repeat(first + 1);
        for b in group {
            h1.push_str(&center(&tr!("print-sheet-bobbl", bobbl = *b), 2 * CELL + 2));
            h2.push_str(&format!("  {}{}", center("A", CELL), center("B", CELL)));
        }
        lines.push(h1);
        lines.push(h2);
        for g in 1..=s.games {
            let mut l = format!("{g:>first$} ");
            for _ in group {
                l.push_str(&format!(
                    "  {}{}",
                    center("______", CELL),
                    center("______", CELL)
                ));
            }
            lines.push(l);
        }
        let mut won = pad(i18n::t("print-sheet-won"), first, true) + " ";
        for _ in group {
            won.push_str(&format!(
                "  {}{}",
                center("A [ ]", CELL),
                center("B [ ]", CELL)
            ));
        }
        lines.push(won);
    }
    lines.push(String::new());
    lines.push(tr!("print-sheet-target", target = s.target));
    lines.push(format!(
        "{}:  A ____________________    B ____________________",
        i18n::t("print-sheet-signatures")
    ));
    lines.push(String::new());
    lines.extend(report_lines(s.report.as_ref()));
    Chunk::new(lines)
}

/// Rows of a 5x7 font for the digits, `#` for ink.
const DIGITS: [[&str; 7]; 10] = [
    [
        " ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### ",
    ],
    [
        "  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### ",
    ],
    [
        " ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####",
    ],
    [
        " ### ", "#   #", "    #", "  ## ", "    #", "#   #", " ### ",
    ],
    [
        "   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # ",
    ],
    [
        "#####", "#    ", "#### ", "    #", "    #", "#   #", " ### ",
    ],
    [
        " ### ", "#    ", "#    ", "#### ", "#   #", "#   #", " ### ",
    ],
    [
        "#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   ",
    ],
    [
        " ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### ",
    ],
    [
        " ### ", "#   #", "#   #", " ####", "    #", "    #", " ### ",
    ],
];

/// The side letters of a draw slip in the font of [`DIGITS`].
const SIDES: [(char, [&str; 7]); 2] = [
    (
        'A',
        [
            " ### ", "#   #", "#   #", "#####", "#   #", "#   #", "#   #",
        ],
    ),
    (
        'B',
        [
            "#### ", "#   #", "#   #", "#### ", "#   #", "#   #", "#### ",
        ],
    ),
];

/// `text` (digits, `A`, `B`, spaces) in the 5x7 font, each column `scale` characters wide:
/// seven lines, glyphs three spaces apart, a space of the text five.
fn big(text: &str, scale: usize) -> Vec<String> {
    let glyph = |c: char| -> Option<&[&str; 7]> {
        c.to_digit(10)
            .map(|d| &DIGITS[d as usize])
            .or_else(|| SIDES.iter().find(|(s, _)| *s == c).map(|(_, g)| g))
    };
    (0..7)
        .map(|row| {
            text.chars()
                .map(|c| match glyph(c) {
                    Some(g) => g[row]
                        .chars()
                        .map(|ch| ch.to_string().repeat(scale))
                        .collect::<String>(),
                    None => " ".repeat(5 * scale),
                })
                .collect::<Vec<_>>()
                .join("   ")
        })
        .collect()
}

/// A draw slip: a cut line, the seat in words, the table number and the side large, the
/// event; four to a page. A slip for a round sat out says so in the middle of the same space.
fn draw_slip(doc: &Document, s: &DrawSlip) -> Chunk {
    let mut lines = vec![cut_line('-'), String::new()];
    match s {
        DrawSlip::Seat { table, side } => {
            lines.push(center(
                &tr!(
                    "print-draw-slip-seat",
                    table = table.0,
                    side = side.to_string()
                ),
                WIDTH,
            ));
            lines.push(String::new());
            lines.extend(
                big(&format!("{} {side}", table.0), 2)
                    .iter()
                    .map(|l| center(l, WIDTH)),
            );
        }
        DrawSlip::SitsOut => {
            // As high as a seat's slip: its words where the big letters would be.
            lines.extend(std::iter::repeat_n(String::new(), 5));
            lines.push(center(i18n::t("print-draw-slip-sits-out"), WIDTH));
            lines.extend(std::iter::repeat_n(String::new(), 3));
        }
    }
    lines.push(String::new());
    lines.push(center(&truncate(&doc.event, WIDTH), WIDTH));
    lines.push(String::new());
    Chunk::new(lines)
}

/// Stickers side by side in a row of the text print: 3, as on the sheet.
const STICKERS_ACROSS: usize = 3;

/// A row of up to three stickers ([`Sticker`]), each [`WIDTH`] / 3 columns wide and seven
/// lines high: the number, then a name a line; eight rows to a page as on the A4 sheet.
fn sticker_row(row: &[Sticker]) -> Chunk {
    const HIGH: usize = 7;
    let w = WIDTH / STICKERS_ACROSS;
    let cell = |s: &Sticker| -> Vec<String> {
        let mut l = vec![String::new(), center(&truncate(&s.label, w - 2), w)];
        l.push(String::new());
        l.extend(s.names.iter().map(|n| center(&truncate(n, w - 2), w)));
        l.resize(HIGH, String::new());
        l
    };
    let cells: Vec<Vec<String>> = row.iter().map(cell).collect();
    let lines = (0..HIGH)
        .map(|i| {
            cells
                .iter()
                .map(|c| pad(&c[i], w, true))
                .collect::<String>()
        })
        .collect();
    Chunk::new(lines)
}

/// A table card: the number in letters three times the size of the 5x7 font, centred on its
/// own page.
fn card(doc: &Document, c: &TableCard) -> Chunk {
    const SCALE: usize = 3;
    let digits: Vec<usize> = c
        .table
        .0
        .to_string()
        .chars()
        .filter_map(|d| d.to_digit(10))
        .map(|d| d as usize)
        .collect();
    // " " rather than "": the pager drops empty lines at the top of a page, not this margin.
    let mut lines = vec![" ".to_string(); 6];
    lines.push(center(i18n::t("print-card-table"), WIDTH));
    lines.push(String::new());
    let glyphs: Vec<&[&str; 7]> = digits.iter().map(|d| &DIGITS[*d]).collect();
    let rows = (0..7).map(|row| {
        glyphs
            .iter()
            .map(|g| {
                g[row]
                    .chars()
                    .map(|ch| ch.to_string().repeat(SCALE))
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("   ")
    });
    for line in rows {
        for _ in 0..SCALE {
            lines.push(center(&line, WIDTH));
        }
    }
    lines.push(String::new());
    lines.push(center(&truncate(&doc.event, WIDTH), WIDTH));
    Chunk {
        lines,
        new_page: true,
    }
}

/// A certificate: one page, its lines centred.
fn certificate(doc: &Document, c: &super::document::Certificate) -> Chunk {
    let mut lines = vec![" ".to_string(); 4];
    for (l, gap) in [
        (&c.title, 2),
        (&c.what, 1),
        (&doc.event, 3),
        (&c.name, 2),
        (&c.place, 6),
        (&c.signature, 0),
    ] {
        lines.push(center(l, WIDTH));
        lines.extend(std::iter::repeat_n(String::new(), gap));
    }
    let mut chunk = Chunk::new(lines);
    chunk.new_page = true;
    chunk
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_fills_lines_and_keeps_indent() {
        assert_eq!(wrap("aa bb cc", 5), vec!["aa bb", "cc"]);
        assert_eq!(wrap("  aa bb", 5), vec!["  aa", "  bb"]);
    }

    #[test]
    fn two_sides_fits_the_width() {
        let l = two_sides(&"x".repeat(100), "Pairings by table", WIDTH);
        assert_eq!(display_width(&l), WIDTH);
        assert!(l.ends_with("Pairings by table"));
    }
}
