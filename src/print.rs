//! Printing: documents for the wall, the tables and the forum of a play-by-mail game, built
//! from engine output as plain data ([`Document`]), then written by one of these renderers:
//!
//! - [`text::render`]: monospaced plain text, at most [`text::WIDTH`] columns, pages of at most
//!   [`text::PAGE_LINES`] lines separated by form feeds, the column headers repeated on every
//!   page;
//! - [`html::render`]: one self-contained HTML file for A4 portrait (the stylesheet
//!   `assets/print.css` is embedded), every name escaped;
//! - [`post`]: a forum post as text of at most 72 columns, BBCode or Markdown, as a game
//!   master pastes it.
//!
//! Builders never do I/O: [`build`] is a pure function of the tournament, like the engines it
//! reads ([`crate::swiss::standings`], [`crate::muck::ranking`], the Turnierfußball tables and
//! ranking list, the Deich race, the Grand Slam rounds, WRL and Masters).

mod deich;
pub mod document;
mod football;
pub mod grand_slam;
pub mod html;
mod muck;
mod names;
pub mod output;
pub mod playoff;
pub mod post;
mod swiss;
pub mod text;

pub use document::{
    Align, Body, Certificate, Column, Document, DrawSlip, Grid, GridRow, ScoreSheet, Section, Slip,
    SlipReport, Sticker, TableCard, add_report_codes,
};
pub use football::{
    correction_words as football_correction_words, number as football_number,
    rlp_words as football_rlp, wp_from_words as football_wp_from,
};
pub use names::{collation_key, display_width, sanitize};
pub use swiss::{NameLine, pairings_by_name_lines, plan_words, rematch_warnings};

use crate::game::{Event, Game, GameKind, RoundNo};
use crate::i18n::{self, Lang};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// What can be printed; [`DocumentKind::for_system`] says what each system has: a Swiss event
/// the first four (and the bracket once there is a playoff), a Muck evening the next four, the
/// pairings by name, the draw slips and the stickers, a Turnierfußball series its tables and ranking list, a Deich race the
/// round post and the standings, a Grand Slam game those and the Masters and certificates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocumentKind {
    /// Swiss: pairings by table (table, player A with match points, player B with match points).
    Pairings,
    /// Swiss: every player of the round once, alphabetically: name, table, opponent, points.
    /// Muck: every player of the round once, alphabetically: name, table, side, partner,
    /// opponents (who sits where, for single players above all, whose partner changes).
    PairingsByName,
    /// Swiss: one result slip per table, several per page with cut lines.
    Slips,
    /// Swiss: standings with record, OMW%, GW%, OGW% and the separating tiebreaker; Deich:
    /// the standings; Grand Slam: the WRL (6.3).
    Standings,
    /// Muck: the draw of a round (table, side A, side B).
    Draw,
    /// Muck: one score sheet per table (names printed, a column per Bobbl, rows for the games).
    ScoreSheets,
    /// Muck: large table number cards, one per table of the round.
    TableCards,
    /// Muck: the ranking by Bobbl, Tore, opponents' Tore (R-M3, R-M5).
    Ranking,
    /// Muck: slips for a paper lot, one per active entrant: table and side (A or B) large, or
    /// a round sat out; cut apart and drawn from a hat. Made from who is registered now, not
    /// from a round.
    DrawSlips,
    /// Muck: stickers, 3 x 8 labels to an A4 sheet, one per active pair (or single player):
    /// its number and names. Made from who is registered now, not from a round.
    Stickers,
    /// Turnierfußball: the table of a round's tournament (R-F3, R-F4), corrections below.
    Table,
    /// Turnierfußball: the table of a round's anti-tournament (R-F6).
    AntiTable,
    /// Turnierfußball: the managers' ranking list (R-F5, R-F9); `ranking` on the command
    /// line at a Turnierfußball event.
    RankingList,
    /// Deich: the round's result for the forum (spent, new FP, out and why, bonus, next ZAT);
    /// Grand Slam: a played round's brackets, strength changes and WRL points.
    Round,
    /// Swiss: the playoff bracket after the top cut, with results and final places (R-S18,
    /// R-S19).
    Bracket,
    /// Grand Slam: the Masters at the season's end (11, R-G14): both groups' tables, every
    /// match with sets and games, the final order.
    Masters,
    /// Grand Slam: the certificates (Urkunden) of the Masters' first three, one A4 page each
    /// (11); German unless the event prints in another language.
    Certificates,
}

impl DocumentKind {
    /// Every document, Swiss first.
    pub const ALL: [DocumentKind; 17] = [
        Self::Pairings,
        Self::PairingsByName,
        Self::Slips,
        Self::Standings,
        Self::Draw,
        Self::ScoreSheets,
        Self::TableCards,
        Self::Ranking,
        Self::DrawSlips,
        Self::Stickers,
        Self::Table,
        Self::AntiTable,
        Self::RankingList,
        Self::Round,
        Self::Bracket,
        Self::Masters,
        Self::Certificates,
    ];

    /// The documents of a system.
    pub fn for_system(system: GameKind) -> &'static [DocumentKind] {
        match system {
            GameKind::Swiss => &[
                Self::Pairings,
                Self::PairingsByName,
                Self::Slips,
                Self::Standings,
            ],
            GameKind::Muck => &[
                Self::Draw,
                Self::ScoreSheets,
                Self::TableCards,
                Self::Ranking,
                Self::PairingsByName,
                Self::DrawSlips,
                Self::Stickers,
            ],
            GameKind::Football => &[Self::Table, Self::AntiTable, Self::RankingList],
            GameKind::Deich => &[Self::Round, Self::Standings],
            GameKind::GrandSlam => &[
                Self::Round,
                Self::Standings,
                Self::Masters,
                Self::Certificates,
            ],
        }
    }

    /// Columns of the plain text: 80, and 72 for the Turnierfußball documents that go into
    /// a forum post.
    pub fn text_width(self) -> usize {
        match self {
            Self::Table | Self::AntiTable | Self::RankingList => football::WIDTH,
            _ => text::WIDTH,
        }
    }

    /// The formats the desk's print dialog offers: text and html, and for every list (not
    /// the slips, score sheets, table cards, draw slips and stickers, which are paper for the
    /// tables) bbcode and markdown too, for a forum post.
    pub fn formats(self) -> &'static [Format] {
        match self {
            // Paper for the tables: a forum has no use for them.
            Self::Slips
            | Self::ScoreSheets
            | Self::TableCards
            | Self::DrawSlips
            | Self::Stickers
            | Self::Certificates => &[Format::Text, Format::Html],
            // Lists: also a forum post (BBCode, Markdown).
            _ => &[Format::Text, Format::Html, Format::Bbcode, Format::Markdown],
        }
    }

    /// The document `self` names at an event of `system`: `ranking` at a Turnierfußball
    /// event is its ranking list.
    pub fn at(self, system: GameKind) -> Self {
        match (self, system) {
            (Self::Ranking, GameKind::Football) => Self::RankingList,
            (k, _) => k,
        }
    }

    /// The documents that fit this event's system.
    /// A Swiss event with a playoff has the bracket too (R-S18, R-S19).
    pub fn allowed(t: &Event) -> &'static [DocumentKind] {
        match &t.game {
            Game::Swiss(g) if g.playoff.is_some() => &[
                Self::Pairings,
                Self::PairingsByName,
                Self::Slips,
                Self::Standings,
                Self::Bracket,
            ],
            _ => Self::for_system(t.kind()),
        }
    }

    /// The name as the command line spells it: `pairings-by-name`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Pairings => "pairings",
            Self::PairingsByName => "pairings-by-name",
            Self::Slips => "slips",
            Self::Standings => "standings",
            Self::Draw => "draw",
            Self::ScoreSheets => "score-sheets",
            Self::TableCards => "table-cards",
            Self::Ranking => "ranking",
            Self::DrawSlips => "draw-slips",
            Self::Stickers => "stickers",
            Self::Table => "table",
            Self::AntiTable => "anti-table",
            Self::RankingList => "ranking-list",
            Self::Round => "round",
            Self::Bracket => "bracket",
            Self::Masters => "masters",
            Self::Certificates => "certificates",
        }
    }

    /// Whether the document belongs to one round (`--round` picks it; default the last).
    /// Standings and ranking take `--round` as "after round N" instead; the draw slips and the
    /// stickers take no round at all ([`Self::takes_round`]).
    pub fn is_per_round(self) -> bool {
        !matches!(
            self,
            Self::Standings
                | Self::Ranking
                | Self::RankingList
                | Self::Bracket
                | Self::Masters
                | Self::Certificates
                | Self::DrawSlips
                | Self::Stickers
        )
    }

    /// Whether `--round` means anything for the document: not for the Muck draw slips and
    /// stickers, which are made from who is registered now (a paper lot comes before its
    /// round is drawn); [`build`] refuses a round for them.
    pub fn takes_round(self) -> bool {
        !matches!(self, Self::DrawSlips | Self::Stickers)
    }
}

impl fmt::Display for DocumentKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for DocumentKind {
    type Err = PrintError;
    /// Parses a document name as [`DocumentKind::name`] gives it.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .iter()
            .copied()
            .find(|k| k.name() == s.trim())
            .ok_or_else(|| PrintError::UnknownDocument {
                name: s.to_string(),
            })
    }
}

/// The output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Format {
    /// Plain monospaced text, 80 columns, form feeds between pages.
    #[default]
    Text,
    /// One self-contained HTML file for A4 portrait.
    Html,
    /// A forum post in BBCode: the list aligned inside `[code]` ([`post::bbcode`]).
    Bbcode,
    /// A forum post in Markdown: the list aligned in a fenced block ([`post::markdown`]).
    Markdown,
}

impl Format {
    /// The file extension: `txt`, `html`, `bbcode.txt` (a text file to paste from), `md`.
    pub fn extension(self) -> &'static str {
        match self {
            Self::Text => "txt",
            Self::Html => "html",
            Self::Bbcode => "bbcode.txt",
            Self::Markdown => "md",
        }
    }
}

impl FromStr for Format {
    type Err = String;
    /// `text`, `html`, `bbcode` or `markdown` (`md`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "text" | "txt" => Ok(Self::Text),
            "html" => Ok(Self::Html),
            "bbcode" => Ok(Self::Bbcode),
            "markdown" | "md" => Ok(Self::Markdown),
            _ => Err(crate::tr!("print-error-format", format = format!("{s:?}"))),
        }
    }
}

/// Why a document could not be built. Each message names what is allowed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PrintError {
    /// No such document name.
    #[error("{}", crate::tr!("print-error-unknown", name = format!("{:?}", .name)))]
    UnknownDocument {
        /// The name given.
        name: String,
    },
    /// The document belongs to another system.
    #[error("{}", crate::tr!(
        "print-error-wrong-system",
        document = .document.name(),
        system = *.system,
        allowed = .allowed.as_str()
    ))]
    WrongSystem {
        /// The document asked for.
        document: DocumentKind,
        /// The event's system (`swiss`, `muck`).
        system: &'static str,
        /// The allowed names, comma-separated.
        allowed: String,
    },
    /// A Grand Slam game has no Masters (after the round asked for): it follows a season's
    /// last round (11).
    #[error("{}", crate::i18n::t("gsd-print-no-masters"))]
    NoMasters,
    /// The Masters' final is not played yet: no certificates.
    #[error("{}", crate::i18n::t("gs-cli-no-certificates"))]
    NoCertificates,
    /// The event has no round yet (a per-round document).
    #[error("{}", crate::tr!("print-error-no-round", document = .document.name()))]
    NoRound {
        /// The document asked for.
        document: DocumentKind,
    },
    /// The round asked for has no anti-tournament (Turnierfußball, R-F8).
    #[error("{}", crate::tr!(
        "print-error-no-anti",
        round = *.round,
        allowed = .allowed.as_str()
    ))]
    NoAnti {
        /// The round asked for.
        round: u32,
        /// The rounds with one, or why there is none.
        allowed: String,
    },
    /// The round asked for does not exist.
    #[error("{}", crate::tr!("print-error-no-such-round", round = *.asked, last = *.last))]
    NoSuchRound {
        /// The round asked for.
        asked: u32,
        /// The last round there is (0 when none).
        last: u32,
    },
    /// The bracket before the top cut (`turnier top-cut EVENT --start` makes it).
    #[error("{}", crate::i18n::t("playoff-print-no-playoff"))]
    NoPlayoff,
    /// A round asked for a document made from who is registered now
    /// ([`DocumentKind::takes_round`]: the Muck draw slips and stickers).
    #[error("{}", crate::tr!("print-error-takes-no-round", document = .document.name()))]
    TakesNoRound {
        /// The document asked for.
        document: DocumentKind,
    },
    /// The Muck draw slips or stickers of a field too small for them: the draw slips need
    /// a table's worth of active entrants (2 pairs, or 4 single players), the stickers one.
    #[error("{}", crate::tr!(
        "print-error-too-few",
        document = .document.name(),
        needed = *.needed,
        have = *.have,
        pairs = if *.pairs { "pairs" } else { "players" }
    ))]
    TooFew {
        /// The document asked for.
        document: DocumentKind,
        /// Active entrants needed.
        needed: usize,
        /// Active entrants registered.
        have: usize,
        /// Fixed pairs (`true`) or single players.
        pairs: bool,
    },
}

/// Builds `kind` for `t`: for a per-round document the round `round` (default the last round,
/// draft included, so a director can print a draft to check it); for standings and ranking the
/// state after round `round` (default every fixed round).
///
/// # Errors
/// [`PrintError::WrongSystem`] when the document does not fit the event's system (the message
/// lists the allowed documents); [`PrintError::NoRound`] or [`PrintError::NoSuchRound`] for a
/// round that does not exist.
pub fn build(
    t: &Event,
    kind: DocumentKind,
    round: Option<RoundNo>,
) -> Result<Document, PrintError> {
    // Every document is written in the event's print language when it has one, else in the
    // language of the desk or the command line: the builders below run inside it and record it
    // in the document, for `render`. The Grand Slam certificates are German unless the event
    // prints in another language (the players of these games are German speakers).
    i18n::with_lang(lang_of(t, kind), || build_in_lang(t, kind, round, &[]))
}

/// The language `kind` is written in for `t` ([`build`]).
fn lang_of(t: &Event, kind: DocumentKind) -> Lang {
    match kind {
        DocumentKind::Certificates => t.print_language.unwrap_or(Lang::De),
        _ => language(t),
    }
}

/// [`build`] for a shared event: `desks` are its open differences between desks
/// ([`crate::session::Shared`]), which keep a Muck ranking from being final
/// ([`crate::muck::ranking::MuckRanking::with_desks_differing`]); empty for a file.
///
/// # Errors
/// As [`build`].
pub fn build_shared(
    t: &Event,
    kind: DocumentKind,
    round: Option<RoundNo>,
    desks: &[crate::sync::Difference],
) -> Result<Document, PrintError> {
    if desks.is_empty() {
        return build(t, kind, round);
    }
    i18n::with_lang(lang_of(t, kind), || build_in_lang(t, kind, round, desks))
}

/// The language `t`'s documents are printed in: its own print language
/// ([`Event::print_language`]), else the one in force ([`i18n::lang`]).
pub fn language(t: &Event) -> Lang {
    t.print_language.unwrap_or_else(i18n::lang)
}

fn build_in_lang(
    t: &Event,
    kind: DocumentKind,
    round: Option<RoundNo>,
    desks: &[crate::sync::Difference],
) -> Result<Document, PrintError> {
    let kind = kind.at(t.kind());
    let allowed = DocumentKind::allowed(t);
    if kind == DocumentKind::Bracket && matches!(&t.game, Game::Swiss(_)) {
        // A Swiss event before the top cut: the bracket comes with the playoff.
        if !allowed.contains(&kind) {
            return Err(PrintError::NoPlayoff);
        }
    }
    if round.is_some() && !kind.takes_round() && allowed.contains(&kind) {
        return Err(PrintError::TakesNoRound { document: kind });
    }
    if !allowed.contains(&kind) {
        return Err(PrintError::WrongSystem {
            document: kind,
            system: t.kind().name(),
            allowed: allowed
                .iter()
                .map(|k| k.name())
                .collect::<Vec<_>>()
                .join(", "),
        });
    }
    let mut doc = match (&t.game, kind) {
        (Game::Swiss(g), DocumentKind::Pairings) => swiss::pairings(t, g, round),
        (Game::Swiss(g), DocumentKind::PairingsByName) => swiss::pairings_by_name(t, g, round),
        (Game::Swiss(g), DocumentKind::Slips) => swiss::slips(t, g, round),
        (Game::Swiss(g), DocumentKind::Standings) => swiss::standings(t, g, round),
        (Game::Swiss(g), DocumentKind::Bracket) => playoff::bracket(t, g),
        (Game::Muck(g), DocumentKind::Draw) => muck::draw(t, g, round),
        (Game::Muck(g), DocumentKind::PairingsByName) => muck::draw_by_name(t, g, round),
        (Game::Muck(g), DocumentKind::ScoreSheets) => muck::score_sheets(t, g, round),
        (Game::Muck(g), DocumentKind::TableCards) => muck::table_cards(t, g, round),
        (Game::Muck(g), DocumentKind::Ranking) => muck::ranking(t, g, round, desks),
        (Game::Muck(g), DocumentKind::DrawSlips) => muck::draw_slips(t, g),
        (Game::Muck(g), DocumentKind::Stickers) => muck::stickers(t, g),
        (Game::Football(g), DocumentKind::Table) => football::table(t, g, round, false),
        (Game::Football(g), DocumentKind::AntiTable) => football::table(t, g, round, true),
        (Game::Football(g), DocumentKind::RankingList) => football::ranking(t, g, round),
        (Game::Deich(g), DocumentKind::Round) => deich::round(t, g, round),
        (Game::Deich(g), DocumentKind::Standings) => deich::standings(t, g, round),
        (Game::GrandSlam(g), DocumentKind::Round) => {
            grand_slam::round_results(g, &t.name, round.map(|r| r.0))
        }
        (Game::GrandSlam(g), DocumentKind::Standings) => {
            grand_slam::wrl_table(g, &t.name, round.map(|r| r.0))
        }
        (Game::GrandSlam(g), DocumentKind::Masters) => {
            grand_slam::masters(g, &t.name, round.map(|r| r.0))
        }
        (Game::GrandSlam(g), DocumentKind::Certificates) => {
            grand_slam::certificates(g, &t.name, round.map(|r| r.0))
        }
        // `allowed` above keeps each game to its own documents.
        (
            Game::Swiss(_)
            | Game::Muck(_)
            | Game::Football(_)
            | Game::Deich(_)
            | Game::GrandSlam(_),
            _,
        ) => Err(PrintError::NoRound { document: kind }),
    }?;
    doc.notes.extend(desks_differ_notes(desks, doc.round));
    Ok(doc)
}

/// The notes every printed document of a shared event carries while desks differ: one line
/// per result two desks typed differently in the rounds the document rests on (up to its
/// round; every round for a document of all of them), with each value and its desks, the
/// one that counts first. A page hung up in the room must not look agreed when it is not.
pub fn desks_differ_notes(
    desks: &[crate::sync::Difference],
    round: Option<RoundNo>,
) -> Vec<String> {
    desks
        .iter()
        .filter(|d| round.is_none_or(|r| d.slot.round() <= r))
        .map(|d| {
            let values = d
                .entries
                .iter()
                .map(|e| {
                    let mut by: Vec<String> = Vec::new();
                    for op in &e.by {
                        let short: String = op.desk.0.chars().take(10).collect();
                        let label = crate::tr!("print-desk", desk = short.as_str());
                        if !by.contains(&label) {
                            by.push(label);
                        }
                    }
                    format!("{} ({})", e.value, by.join(", "))
                })
                .collect::<Vec<_>>()
                .join(" ≠ ");
            crate::tr!(
                "print-desks-differ",
                round = d.slot.round().0,
                table = d.slot.table().0,
                values = values
            )
        })
        .collect()
}

/// Renders `doc` in `format`: [`text::render`], [`html::render`], [`post::bbcode`] or
/// [`post::markdown`], in the document's language ([`Document::lang`]).
pub fn render(doc: &Document, format: Format) -> String {
    i18n::with_lang(doc.lang, || match format {
        Format::Text => text::render(doc),
        Format::Html => html::render(doc),
        Format::Bbcode => post::bbcode(doc),
        Format::Markdown => post::markdown(doc),
    })
}

/// The round a per-round document prints: `asked`, or the last of `count` rounds.
fn pick_round(kind: DocumentKind, asked: Option<RoundNo>, count: usize) -> Result<u32, PrintError> {
    let last = count as u32;
    match asked {
        Some(RoundNo(n)) if (1..=last).contains(&n) => Ok(n),
        Some(RoundNo(n)) => Err(PrintError::NoSuchRound { asked: n, last }),
        None if last == 0 => Err(PrintError::NoRound { document: kind }),
        None => Ok(last),
    }
}

/// For standings and ranking: `after` must be a round that exists (0 rounds: any `None`).
fn check_after(asked: Option<RoundNo>, count: usize) -> Result<(), PrintError> {
    let last = count as u32;
    match asked {
        Some(RoundNo(n)) if n == 0 || n > last => Err(PrintError::NoSuchRound { asked: n, last }),
        _ => Ok(()),
    }
}
