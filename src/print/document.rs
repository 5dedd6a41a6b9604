//! The printable documents as data: what is on the page, not how it looks. The renderers
//! ([`super::text`], [`super::html`]) decide the layout. Every string here is already
//! [`super::sanitize`]d (no control characters) but not escaped: escaping is the HTML
//! renderer's job.

use super::DocumentKind;
use crate::game::{RoundNo, TableNo};

/// One printable document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document {
    /// Which document this is.
    pub kind: DocumentKind,
    /// The tournament's name.
    pub event: String,
    /// What it is: `Pairings by table`.
    pub title: String,
    /// Which state it shows: `Round 3`, `After round 5 of 5`.
    pub subtitle: String,
    /// The round printed (per-round documents), or the round asked for with `--round`
    /// (standings and ranking: after that round; `None` for every fixed round).
    pub round: Option<RoundNo>,
    /// The content.
    pub body: Body,
    /// Lines printed after the content: byes, legends, why a ranking is not final yet.
    pub notes: Vec<String>,
    /// The language the document is written in: the event's print language, else the desk's or
    /// the command line's ([`super::build`] decides); [`super::render`] writes the frame (page
    /// heads, slips, the HTML `lang`) in it.
    pub lang: crate::i18n::Lang,
}

/// The content of a document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Body {
    /// A list with column headers, repeated on every page (pairings, standings, ranking).
    Grid(Grid),
    /// Result slips to be cut apart, one per table.
    Slips(Vec<Slip>),
    /// Muck score sheets, one per table.
    ScoreSheets(Vec<ScoreSheet>),
    /// Large table number cards, one per page.
    Cards(Vec<TableCard>),
    /// Muck draw slips for a paper lot, one per entrant of the field, to be cut apart and drawn
    /// from a hat.
    DrawSlips(Vec<DrawSlip>),
    /// Muck stickers (labels), 3 x 8 to an A4 sheet: a number and names each.
    Stickers(Vec<Sticker>),
    /// Certificates (Urkunden), one per A4 page (Grand Slam: the Masters' first three, 11).
    Certificates(Vec<Certificate>),
    /// A list for a forum post: in text at most [`super::post::WIDTH`] columns with no pages
    /// ([`super::post`]); in HTML like a [`Body::Grid`].
    Post(Grid),
    /// Several titled lists for a forum post (a Grand Slam round: one bracket per tournament,
    /// then the strength and WRL changes): in text each title above its list, at most
    /// [`super::post::WIDTH`] columns with no pages; in HTML one table per section.
    Sections(Vec<Section>),
}

/// One titled list of a [`Body::Sections`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// The title above the list: `Paris · 16 Spieler · 3 Sterne`.
    pub title: String,
    /// The list.
    pub grid: Grid,
}

/// Horizontal alignment of a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Left (names).
    Left,
    /// Right (numbers).
    Right,
}

/// A column of a [`Grid`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    /// The header, in the field's terms (`OMW%`, `Tore`).
    pub header: String,
    /// Alignment of the header and the cells.
    pub align: Align,
    /// A name column: in text it may be shortened (with `…`) to fit 80 columns; in HTML it
    /// takes the spare width and wraps.
    pub name: bool,
    /// In a forum post's text ([`super::post`]), a cell too wide for the column is wrapped
    /// onto the next lines instead of being shortened: at each `\n` in the cell (its
    /// preferred breaks; a space where it fits on one line), then between words; only a
    /// word wider than the column is shortened, with `…`. Set with [`Column::wrapped`].
    pub wrap: bool,
}

impl Column {
    /// A right-aligned number column.
    pub fn number(header: &str) -> Self {
        Self {
            header: header.into(),
            align: Align::Right,
            name: false,
            wrap: false,
        }
    }

    /// A left-aligned short text column (a record, a tiebreaker).
    pub fn text(header: &str) -> Self {
        Self {
            header: header.into(),
            align: Align::Left,
            name: false,
            wrap: false,
        }
    }

    /// A left-aligned name column.
    pub fn name(header: &str) -> Self {
        Self {
            header: header.into(),
            align: Align::Left,
            name: true,
            wrap: false,
        }
    }

    /// This column wrapped rather than shortened in a post's text (see [`Column::wrap`]).
    pub fn wrapped(mut self) -> Self {
        self.wrap = true;
        self
    }
}

/// One row of a [`Grid`]: one cell per column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridRow {
    /// The cells, as many as the grid has columns.
    pub cells: Vec<String>,
    /// Shown quieter (a dropped player, a withdrawn pair; already marked in the text).
    pub muted: bool,
}

/// A list with column headers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    /// The columns.
    pub columns: Vec<Column>,
    /// The rows in print order.
    pub rows: Vec<GridRow>,
    /// For the wall: large type in HTML (pairings, draw), so players find their name from a
    /// step away.
    pub wall: bool,
}

/// A Swiss result slip for one table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slip {
    /// The round.
    pub round: RoundNo,
    /// The table.
    pub table: TableNo,
    /// Player A's name (listed first, as at the table).
    pub a: String,
    /// Player B's name.
    pub b: String,
    /// Player A's match points before the round.
    pub points_a: u32,
    /// Player B's match points before the round.
    pub points_b: u32,
    /// The seeds of A and B at the cut (1 = best) on a playoff round's slip, printed before
    /// the names: `(1) Anna` v `(8) Bert` (R-S19); `None` in a Swiss round.
    pub seeds: Option<(u32, u32)>,
    /// Where and with which code the players report this table's result from a phone (the
    /// room served with `--reports`); `None`: the slip is handed in at the desk.
    pub report: Option<SlipReport>,
}

/// The report line of a slip or score sheet: the table's code of the round
/// ([`crate::game::reports::code`]) and the report page's address with table and code, which
/// the HTML print shows as a QR code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlipReport {
    /// The code (`4EAE`).
    pub code: String,
    /// The report page with table and code filled in
    /// (`http://192.168.1.20:8080/report?table=2&code=4EAE`).
    pub url: String,
}

impl SlipReport {
    /// The report line of `table` in `round` of `t` for the room at `base`
    /// (`http://192.168.1.20:8080`).
    pub fn of(t: &crate::game::Event, round: RoundNo, table: TableNo, base: &str) -> Self {
        let code = crate::game::reports::code(t.seed, round, table);
        let url = format!(
            "{}/report?table={}&code={code}",
            base.trim_end_matches('/'),
            table.0
        );
        Self { code, url }
    }
}

/// Adds the report line to every slip and score sheet of `doc` (the room's address `base`).
pub fn add_report_codes(doc: &mut Document, t: &crate::game::Event, base: &str) {
    match &mut doc.body {
        Body::Slips(slips) => {
            for s in slips {
                s.report = Some(SlipReport::of(t, s.round, s.table, base));
            }
        }
        Body::ScoreSheets(sheets) => {
            for s in sheets {
                s.report = Some(SlipReport::of(t, s.round, s.table, base));
            }
        }
        _ => {}
    }
}

impl Slip {
    /// Player A as the slip's row names them: `(1) Anna` in a playoff round, else `Anna`.
    pub fn label_a(&self) -> String {
        seeded(&self.a, self.seeds.map(|s| s.0))
    }

    /// Player B as the slip's row names them: `(8) Bert` in a playoff round, else `Bert`.
    pub fn label_b(&self) -> String {
        seeded(&self.b, self.seeds.map(|s| s.1))
    }
}

/// `(seed) name`, or the name alone without a seed.
fn seeded(name: &str, seed: Option<u32>) -> String {
    match seed {
        Some(s) => format!("({s}) {name}"),
        None => name.to_string(),
    }
}

/// A Muck score sheet for one table: the two sides above each other, a column per Bobbl, a
/// row per game for the running score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreSheet {
    /// The round.
    pub round: RoundNo,
    /// The table.
    pub table: TableNo,
    /// Side A (`Berta / Else`).
    pub a: String,
    /// Side B.
    pub b: String,
    /// Bobbl in the round (columns).
    pub bobbl: u32,
    /// Points that win a Bobbl (R-M1).
    pub target: u32,
    /// Rows for the games of a Bobbl.
    pub games: u32,
    /// The report line (the room served with `--reports`); `None`: handed in at the desk.
    pub report: Option<SlipReport>,
}

/// A certificate (Urkunde): one page, its lines centred, the name large.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Certificate {
    /// The heading: `U R K U N D E`.
    pub title: String,
    /// What it is for: `Grand-Slam-Masters der Saison 1 (nach Runde 10)`.
    pub what: String,
    /// The player.
    pub name: String,
    /// The place: `Sieger`, `2. Platz`.
    pub place: String,
    /// The signature line: `____  der Spielleiter`.
    pub signature: String,
}

/// A table number card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableCard {
    /// The table number, printed large.
    pub table: TableNo,
}

/// One slip of a Muck paper lot: what the entrant who draws it does in the round. The field
/// draws one slip each, so a slip is a seat or a round sat out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawSlip {
    /// Sit at `table` on `side`: `A` (the upper line of the score sheet) or `B`, as the draw
    /// and the score sheets name the sides.
    Seat {
        /// The table.
        table: TableNo,
        /// `A` or `B`.
        side: char,
    },
    /// Sit the round out (the field does not fill the last table).
    SitsOut,
}

/// A sticker (label) of a Muck entrant: the number the desk knows it by and the names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sticker {
    /// The number as printed, large: `Pair 4`, `Player 7`.
    pub label: String,
    /// The names, one per line: a pair's two players, or the single player.
    pub names: Vec<String>,
}
