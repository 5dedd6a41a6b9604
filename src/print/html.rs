//! The HTML renderer: one self-contained file (the stylesheet `assets/print.css` is embedded,
//! no scripts, fonts or images are fetched) for A4 portrait. The markup is polyglot: every
//! element is closed and every attribute quoted, so it parses as HTML5 and as XML alike (the
//! tests check it with an XML parser). Every text is escaped; every name sits in a `<bdi>` so a
//! right-to-left name never reorders the cells around it.
//!
//! Lists repeat their head (the event and document line, then the column headers) on every
//! printed page and never split a row; slips come four to a page with cut lines, score sheets
//! two to a page, table cards one to a page, Muck draw slips eight to a page, stickers 3 x 8 to
//! an A4 label sheet.

use super::document::{
    Align, Body, Document, DrawSlip, Grid, ScoreSheet, Slip, Sticker, TableCard,
};
use crate::i18n;
use crate::tr;
use std::fmt::Write as _;

/// The print stylesheet, embedded in every document.
pub const STYLESHEET: &str = include_str!("../../assets/print.css");

/// The page line of the stylesheet's footer as `assets/print.css` writes it (English).
const PAGE_LINE: &str = r#"content: "Page " counter(page) " of " counter(pages);"#;

/// [`STYLESHEET`] in the language in force: its page footer says `Seite 1 von 2` in German
/// (the English stylesheet is [`STYLESHEET`] unchanged).
pub fn stylesheet() -> String {
    let line = format!(
        r#"content: "{} " counter(page) " {} " counter(pages);"#,
        i18n::t("print-css-page"),
        i18n::t("print-css-of")
    );
    STYLESHEET.replace(PAGE_LINE, &line)
}

/// Slips on one A4 page.
pub const SLIPS_PER_PAGE: usize = 4;
/// Score sheets on one A4 page.
pub const SHEETS_PER_PAGE: usize = 2;
/// Muck draw slips on one A4 page: two across, four down.
pub const DRAW_SLIPS_PER_PAGE: usize = 8;
/// Stickers on one A4 label sheet: three across, eight down, 70 x 37 mm each (the common
/// 24-label sheet; a sheet of 70 x 36 mm labels takes them too).
pub const STICKERS_PER_PAGE: usize = 24;

/// `s` with `&`, `<`, `>`, `"` and `'` replaced by character references: safe as element text
/// and as a quoted attribute value.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A name: escaped and isolated.
fn name(s: &str) -> String {
    format!("<bdi>{}</bdi>", escape(s))
}

/// Renders `doc` as one HTML file (see the module documentation).
pub fn render(doc: &Document) -> String {
    let mut h = String::new();
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"{}\">\n<head>\n\
         <meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
         <title>{} – {} – {}</title>\n<style>\n{}{}</style>\n</head>\n<body class=\"doc-{}\">\n",
        i18n::lang().code(),
        escape(&doc.event),
        escape(&doc.title),
        escape(&doc.subtitle),
        stylesheet(),
        match doc.body {
            Body::Certificates(_) => CERTIFICATE_CSS,
            Body::Stickers(_) => STICKER_CSS,
            _ => "",
        },
        doc.kind.name()
    );
    match &doc.body {
        Body::Grid(g) | Body::Post(g) => grid(&mut h, doc, g),
        Body::Sections(s) => {
            let _ = writeln!(
                h,
                "<header class=\"doc-head\"><h1>{}</h1><p>{} · {}</p></header>",
                escape(&doc.event),
                escape(&doc.title),
                escape(&doc.subtitle)
            );
            for x in s {
                grid_titled(&mut h, doc, &x.grid, &x.title);
            }
        }
        Body::Slips(s) => {
            head(&mut h, doc);
            pages(&mut h, "slips", s, SLIPS_PER_PAGE, |h, x| slip(h, doc, x));
        }
        Body::ScoreSheets(s) => {
            head(&mut h, doc);
            pages(&mut h, "sheets", s, SHEETS_PER_PAGE, |h, x| {
                sheet(h, doc, x)
            });
        }
        Body::Cards(c) => pages(&mut h, "cards", c, 1, |h, x| card(h, doc, x)),
        Body::DrawSlips(s) => {
            head(&mut h, doc);
            pages(&mut h, "draw-slips", s, DRAW_SLIPS_PER_PAGE, |h, x| {
                draw_slip(h, doc, x)
            });
        }
        Body::Stickers(s) => {
            head(&mut h, doc);
            pages(&mut h, "stickers", s, STICKERS_PER_PAGE, sticker);
        }
        Body::Certificates(c) => pages(&mut h, "certificates", c, 1, |h, x| certificate(h, doc, x)),
    }
    if !doc.notes.is_empty() {
        // Below the stickers the notes would take the next label sheet, below the draw slips
        // a page of their own: on screen only.
        h.push_str(
            if matches!(doc.body, Body::Stickers(_) | Body::DrawSlips(_)) {
                "<section class=\"notes screen-only\">\n"
            } else {
                "<section class=\"notes\">\n"
            },
        );
        for n in &doc.notes {
            let _ = writeln!(h, "<p>{}</p>", escape(n));
        }
        h.push_str("</section>\n");
    }
    h.push_str("</body>\n</html>\n");
    h
}

/// The document head for documents without a list (slips, sheets): printed once, on screen
/// only (each slip and sheet names its event itself).
fn head(h: &mut String, doc: &Document) {
    let _ = writeln!(
        h,
        "<header class=\"doc-head screen-only\"><h1>{}</h1><p>{} · {}</p></header>",
        escape(&doc.event),
        escape(&doc.title),
        escape(&doc.subtitle)
    );
}

/// Items in groups of `per_page`, each group one printed page.
fn pages<T>(
    h: &mut String,
    class: &str,
    items: &[T],
    per_page: usize,
    mut each: impl FnMut(&mut String, &T),
) {
    for group in items.chunks(per_page.max(1)) {
        let _ = writeln!(h, "<section class=\"sheet {class}\">");
        for x in group {
            each(h, x);
        }
        h.push_str("</section>\n");
    }
}

fn align_class(a: Align, is_name: bool) -> &'static str {
    match (a, is_name) {
        (_, true) => "name",
        (Align::Right, false) => "num",
        (Align::Left, false) => "txt",
    }
}

/// A list: the head row (event, document, round) and the column headers repeat on every page.
fn grid(h: &mut String, doc: &Document, g: &Grid) {
    grid_titled(h, doc, g, &format!("{} · {}", doc.title, doc.subtitle));
}

/// [`grid`] with `what` on the head row's right (a section's title).
fn grid_titled(h: &mut String, doc: &Document, g: &Grid, what: &str) {
    let _ = writeln!(
        h,
        "<table class=\"grid{}\">\n<thead>\n<tr class=\"doc-row\"><th colspan=\"{}\">\
         <span class=\"event\">{}</span> <span class=\"what\">{}</span></th></tr>",
        if g.wall { " wall" } else { "" },
        g.columns.len(),
        escape(&doc.event),
        escape(what)
    );
    h.push_str("<tr class=\"col-row\">");
    for c in &g.columns {
        let _ = write!(
            h,
            "<th class=\"{}\">{}</th>",
            align_class(c.align, c.name),
            escape(&c.header)
        );
    }
    h.push_str("</tr>\n</thead>\n<tbody>\n");
    for r in &g.rows {
        h.push_str(if r.muted {
            "<tr class=\"muted\">"
        } else {
            "<tr>"
        });
        for (cell, c) in r.cells.iter().zip(&g.columns) {
            // A preferred break of a post's text (`Column::wrap`) is a space here: the
            // browser wraps a name column itself.
            let cell = &cell.replace('\n', " ");
            let text = if c.name { name(cell) } else { escape(cell) };
            let _ = write!(
                h,
                "<td class=\"{}\">{text}</td>",
                align_class(c.align, c.name)
            );
        }
        h.push_str("</tr>\n");
    }
    h.push_str("</tbody>\n</table>\n");
}

/// A result slip: round and table, a row of boxes per player (games won, lost, drawn, drop),
/// signature lines; the dashed border below is the cut line.
fn slip(h: &mut String, doc: &Document, s: &Slip) {
    let row = |n: &str, p: u32| {
        format!(
            "<tr><td class=\"name\">{} <span class=\"pts\">{}</span></td>\
             <td class=\"box\"></td><td class=\"box\"></td><td class=\"box\"></td>\
             <td class=\"box small\"></td></tr>\n",
            name(n),
            escape(&tr!("print-slip-pts", points = p))
        )
    };
    let _ = write!(
        h,
        "<div class=\"slip\">\n<div class=\"slip-head\"><span class=\"big\">{}</span>\
         <span class=\"big\">{}</span><span class=\"event\">{}</span></div>\n\
         <table class=\"slip-grid\">\n<thead><tr><th class=\"name\">{}</th>\
         <th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead>\n\
         <tbody>\n{}{}</tbody>\n</table>\n<div class=\"signatures\">\
         <div class=\"sign\"><span class=\"line\"></span>{}</div>\
         <div class=\"sign\"><span class=\"line\"></span>{}</div></div>\n</div>\n",
        escape(&tr!("print-slip-round", round = s.round.0)),
        escape(&tr!("print-slip-table", table = s.table.0)),
        escape(&doc.event),
        escape(i18n::t("print-slip-player")),
        escape(i18n::t("print-slip-games-won")),
        escape(i18n::t("print-slip-games-lost")),
        escape(i18n::t("print-slip-drawn")),
        escape(i18n::t("print-slip-drop")),
        row(&s.label_a(), s.points_a),
        row(&s.label_b(), s.points_b),
        name(&s.a),
        name(&s.b),
    );
    report_box(h, s.report.as_ref());
}

/// The report line of a slip or score sheet (the room served with `--reports`): the code in
/// words and a QR code of the report page with table and code, as a third item of the slip's
/// signature row (whose top margin it takes, so the slip keeps its height and its cut line).
/// Styled in place, so the stylesheet (and every other print) stays as it is.
fn report_box(h: &mut String, r: Option<&crate::print::document::SlipReport>) {
    const END: &str = "</div></div>\n</div>\n";
    const ROW: &str = "<div class=\"signatures\">";
    let Some(r) = r else {
        return;
    };
    let Some(row) = h.rfind(ROW).filter(|_| h.ends_with(END)) else {
        return;
    };
    h.replace_range(
        row..row + ROW.len(),
        "<div class=\"signatures\" style=\"margin-top:1mm;align-items:flex-end\">",
    );
    h.truncate(h.len() - END.len());
    let qr = qrcode::QrCode::with_error_correction_level(&r.url, qrcode::EcLevel::M)
        .map(|c| {
            c.render::<qrcode::render::svg::Color>()
                .quiet_zone(false)
                .build()
        })
        .unwrap_or_default()
        // Sized by its box (the print stylesheet has no rule for it).
        .replacen(
            "<svg ",
            "<svg style=\"width:100%;height:100%;display:block\" ",
            1,
        );
    let words = tr!("print-slip-report", code = r.code.as_str());
    let _ = write!(
        h,
        "</div><div class=\"report\" style=\"display:flex;align-items:flex-end;gap:2mm;flex:none;\
         width:46mm;font-size:8pt;line-height:1.2\"><span>{}</span>\
         <div class=\"qr\" style=\"width:16mm;height:16mm;flex:none\">{qr}</div></div></div>\n</div>\n",
        escape(words.trim_end_matches(':')).replacen(
            &r.code,
            &format!("<strong style=\"font-size:11pt\">{}</strong>", r.code),
            1
        ),
    );
}

/// A Muck score sheet: both sides named, a column pair (A, B) per Bobbl, a row per game for the
/// running score, a row to tick the winner.
fn sheet(h: &mut String, doc: &Document, s: &ScoreSheet) {
    let _ = write!(
        h,
        "<div class=\"score-sheet\">\n<div class=\"slip-head\"><span class=\"big\">{}</span>\
         <span class=\"big\">{}</span><span class=\"event\">{}</span></div>\n\
         <table class=\"sides\"><tbody>\
         <tr><th>A</th><td class=\"name\">{}</td></tr>\
         <tr><th>B</th><td class=\"name\">{}</td></tr></tbody></table>\n\
         <table class=\"sheet-grid\">\n<thead><tr><th rowspan=\"2\" class=\"game\">{}</th>",
        escape(&tr!("print-slip-round", round = s.round.0)),
        escape(&tr!("print-slip-table", table = s.table.0)),
        escape(&doc.event),
        name(&s.a),
        name(&s.b),
        escape(i18n::t("print-sheet-game")),
    );
    for b in 1..=s.bobbl {
        let _ = write!(
            h,
            "<th colspan=\"2\" class=\"bobbl\">{}</th>",
            escape(&tr!("print-sheet-bobbl", bobbl = b))
        );
    }
    h.push_str("</tr>\n<tr>");
    for _ in 1..=s.bobbl {
        h.push_str("<th class=\"side\">A</th><th class=\"side\">B</th>");
    }
    h.push_str("</tr></thead>\n<tbody>\n");
    for g in 1..=s.games {
        let _ = write!(h, "<tr><td class=\"game\">{g}</td>");
        for _ in 1..=s.bobbl {
            h.push_str("<td class=\"cell a\"></td><td class=\"cell\"></td>");
        }
        h.push_str("</tr>\n");
    }
    let _ = write!(
        h,
        "<tr class=\"won\"><td class=\"game\">{}</td>",
        escape(i18n::t("print-sheet-won"))
    );
    for _ in 1..=s.bobbl {
        h.push_str("<td class=\"a\">A ☐</td><td>B ☐</td>");
    }
    let _ = write!(
        h,
        "</tr>\n</tbody>\n</table>\n<p class=\"hint\">{}</p>\n<div class=\"signatures\">\
         <div class=\"sign\"><span class=\"line\"></span>{}</div>\
         <div class=\"sign\"><span class=\"line\"></span>{}</div></div>\n</div>\n",
        escape(&tr!("print-sheet-target", target = s.target)),
        escape(i18n::t("print-sheet-side-a")),
        escape(i18n::t("print-sheet-side-b")),
    );
    report_box(h, s.report.as_ref());
}

/// The certificates' page (after [`STYLESHEET`]): A4 with wide margins and no page footer,
/// one framed certificate filling each page, the name large.
pub const CERTIFICATE_CSS: &str =
    "@page { size: A4; margin: 20mm; @bottom-right { content: none; } }
section.certificates { break-after: page; page-break-after: always; }
section.certificates:last-of-type { break-after: auto; page-break-after: auto; }
.certificate { box-sizing: border-box; height: 255mm; border: 2mm double #000; padding: 20mm 15mm;
  text-align: center; display: flex; flex-direction: column; justify-content: center;
  break-inside: avoid; page-break-inside: avoid; }
.certificate p { margin: 0 0 12mm 0; }
.certificate .title { font-size: 36pt; letter-spacing: 0.3em; }
.certificate .what { font-size: 16pt; }
.certificate .event { font-size: 14pt; }
.certificate .name { font-size: 40pt; font-weight: bold; }
.certificate .place { font-size: 28pt; }
.certificate .signature { margin-top: 25mm; font-size: 12pt; }
";

/// A certificate: one A4 page.
fn certificate(h: &mut String, doc: &Document, c: &super::document::Certificate) {
    let _ = writeln!(
        h,
        "<div class=\"certificate\"><p class=\"title\">{}</p><p class=\"what\">{}</p>\
         <p class=\"event\">{}</p><p class=\"name\">{}</p><p class=\"place\">{}</p>\
         <p class=\"signature\">{}</p></div>",
        escape(&c.title),
        escape(&c.what),
        escape(&doc.event),
        name(&c.name),
        escape(&c.place),
        escape(&c.signature)
    );
}

/// A draw slip: the seat in words, the table number and the side large, the event small; the
/// dashed border is the cut line. A slip for a round sat out has its words in place of the
/// number.
fn draw_slip(h: &mut String, doc: &Document, s: &DrawSlip) {
    match s {
        DrawSlip::Seat { table, side } => {
            let _ = writeln!(
                h,
                "<div class=\"draw-slip\"><p class=\"label\">{}</p>\
                 <p class=\"seat\"><span class=\"table\">{}</span> \
                 <span class=\"side\">{}</span></p><p class=\"event\">{}</p></div>",
                escape(&tr!(
                    "print-draw-slip-seat",
                    table = table.0,
                    side = side.to_string()
                )),
                table.0,
                escape(&side.to_string()),
                escape(&doc.event)
            );
        }
        DrawSlip::SitsOut => {
            let _ = writeln!(
                h,
                "<div class=\"draw-slip out\"><p class=\"label\">{}</p>\
                 <p class=\"event\">{}</p></div>",
                escape(i18n::t("print-draw-slip-sits-out")),
                escape(&doc.event)
            );
        }
    }
}

/// The stickers' page (after [`STYLESHEET`]): the A4 label sheet without margins or page
/// footer, the labels in a grid of 3 x 8 cells of 70 x 37 mm (a 0.5 mm edge above and below:
/// 8 x 37 mm is 296 mm of the sheet's 297).
pub const STICKER_CSS: &str = "@page { size: A4; margin: 0; @bottom-right { content: none; } }
section.stickers { display: grid; grid-template-columns: repeat(3, 70mm);
  grid-auto-rows: 37mm; padding: 0.5mm 0 0 0; }
.sticker { box-sizing: border-box; overflow: hidden; padding: 3mm 4mm; text-align: center;
  display: flex; flex-direction: column; justify-content: center; }
.sticker p { margin: 0; }
.sticker .number { font-size: 18pt; font-weight: bold; margin-bottom: 2mm; }
.sticker .name { font-size: 12pt; text-align: center; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
@media screen { .sticker { outline: 0.2mm dotted #999; } }
";

/// A sticker: the number, then a name a line.
fn sticker(h: &mut String, s: &Sticker) {
    let _ = write!(
        h,
        "<div class=\"sticker\"><p class=\"number\">{}</p>",
        escape(&s.label)
    );
    for n in &s.names {
        let _ = write!(h, "<p class=\"name\">{}</p>", name(n));
    }
    h.push_str("</div>\n");
}

/// A table number card: the number as large as the page allows.
fn card(h: &mut String, doc: &Document, c: &TableCard) {
    let _ = writeln!(
        h,
        "<div class=\"card\"><p class=\"label\">{}</p><p class=\"number\">{}</p>\
         <p class=\"event\">{}</p></div>",
        escape(i18n::t("print-card-label")),
        c.table,
        escape(&doc.event)
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_covers_markup_and_quotes() {
        assert_eq!(
            escape("<b>Tom & \"Jerry\" O'Neil</b>"),
            "&lt;b&gt;Tom &amp; &quot;Jerry&quot; O&#39;Neil&lt;/b&gt;"
        );
    }

    #[test]
    fn stylesheet_has_no_xml_specials() {
        // The stylesheet sits in a <style> element parsed as XML by the tests.
        assert!(!STYLESHEET.contains('<') && !STYLESHEET.contains('&'));
        assert!(
            STYLESHEET.contains(PAGE_LINE),
            "the page footer is where stylesheet() looks"
        );
        assert_eq!(stylesheet(), STYLESHEET);
        let german = crate::i18n::with_lang(crate::i18n::Lang::De, stylesheet);
        assert!(german.contains(r#"content: "Seite " counter(page) " von " counter(pages);"#));
    }
}
