//! The Muck part of the model (`muck-ranking.txt`): fixed pairs, Muck rounds with tables of two
//! sides, and the score of every Bobbl as written on the paper sheet.
//!
//! Players are [`super::Participant`]s as in every system. In a fixed-pairs event the ranked
//! entrants are [`MuckPair`]s of two players; with changing partners every player is an
//! entrant of their own (R-M6). Withdrawal and late entry use the players' `dropped_after` and
//! `entered_round`, so a pair is active while both its players are.

use super::MuckGame;
use crate::game::lifecycle::{LifecycleRound, LifecycleTable, RoundWords};
use crate::game::{PlayerId, Registry, RoundNo, RoundState, TableNo};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A fixed pair's id: 1-based, in registration order, never reused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PairId(pub u32);

impl fmt::Display for PairId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pair {}", self.0)
    }
}

/// Who is ranked in a Muck event: a fixed pair, or a single player (changing partners).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Entrant {
    /// A fixed pair.
    Pair(PairId),
    /// A single player.
    Player(PlayerId),
}

/// Two players registered to play the evening together.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MuckPair {
    /// Registration order of the pair (`id` = position + 1); the order inside a shared place
    /// (R-M3).
    pub id: PairId,
    /// The two players, as registered (`Berta / Else`); never the same player twice.
    pub players: [PlayerId; 2],
}

/// One side of a Muck table: one fixed pair, or two single players drawn together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// A fixed pair.
    Pair(PairId),
    /// Two single players who are partners for this round.
    Players(PlayerId, PlayerId),
}

impl Side {
    /// The entrants who get this side's numbers: the pair, or both players (R-M6).
    pub fn entrants(self) -> Vec<Entrant> {
        match self {
            Self::Pair(p) => vec![Entrant::Pair(p)],
            Self::Players(a, b) => vec![Entrant::Player(a), Entrant::Player(b)],
        }
    }

    /// Whether `e` plays on this side.
    pub fn has(self, e: Entrant) -> bool {
        self.entrants().contains(&e)
    }

    /// This side with entrants `x` and `y` trading places (a swap in the draft); entrants of
    /// the other kind are left alone.
    pub fn swapped(self, x: Entrant, y: Entrant) -> Self {
        let f = |e: Entrant| {
            if e == x {
                y
            } else if e == y {
                x
            } else {
                e
            }
        };
        match self {
            Self::Pair(p) => match f(Entrant::Pair(p)) {
                Entrant::Pair(q) => Self::Pair(q),
                Entrant::Player(_) => self,
            },
            Self::Players(a, b) => match (f(Entrant::Player(a)), f(Entrant::Player(b))) {
                (Entrant::Player(c), Entrant::Player(d)) => Self::Players(c, d),
                _ => self,
            },
        }
    }
}

/// The mark after an aborted Bobbl's score (R-M9): `15:12†`.
pub const ABORTED_MARK: char = '†';

/// One Bobbl as written on the score sheet: side A's and side B's points. Values above the
/// target are kept as written and count as the target (R-M1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BobblScore {
    /// Side A's points.
    pub a: u32,
    /// Side B's points.
    pub b: u32,
}

impl BobblScore {
    /// Checks the score against the target (R-M1): after capping at the target exactly one
    /// side must be at it. The error says which values are allowed.
    pub fn check(self, target: u32) -> Result<(), String> {
        let (a, b) = self.capped(target);
        if (a == target) == (b == target) {
            return Err(crate::tr!(
                "muck-score-one-side",
                target = target,
                a = self.a,
                b = self.b,
                why = if a == target {
                    crate::i18n::t("muck-score-both")
                } else {
                    crate::i18n::t("muck-score-neither")
                }
            ));
        }
        Ok(())
    }

    /// What is wrong with a score that [`Self::check`] refuses, as a message shown in the
    /// language in force (`err-muck-score`: the target, the score, both or neither at it).
    pub fn fault(self, target: u32) -> crate::game::Msg {
        let (a, _) = self.capped(target);
        crate::game::Msg::key("err-muck-score")
            .num("target", target)
            .num("a", self.a)
            .num("b", self.b)
            .msg(
                "found",
                crate::game::Msg::key(if a == target {
                    "err-muck-score-both"
                } else {
                    "err-muck-score-neither"
                }),
            )
    }

    /// [`Self::check`] at an event with a time limit or none (R-M9): with a time limit a
    /// score where neither side reached the target is a Bobbl stopped by the time limit
    /// ([`Self::is_aborted`]) and is allowed; both sides at the target never are. Without a
    /// time limit an aborted Bobbl is refused, as R-M1 says.
    ///
    /// # Errors
    /// The rule and the score found (`day-score-one-side`), in words that fit a typed value
    /// and a value read from a file.
    pub fn check_limited(self, target: u32, time_limit: Option<u32>) -> Result<(), String> {
        if time_limit.is_some() && self.is_aborted(target) {
            return Ok(());
        }
        if self.check(target).is_ok() {
            return Ok(());
        }
        // Words for a value typed or read from a file alike; without a time limit the score
        // where neither side is at the target says the event has none (R-M9): R-M1's words
        // alone ("an aborted Bobbl is not scored") would not tell the director that an evening
        // with a time limit takes it.
        Err(crate::tr!(
            "day-score-one-side",
            target = target,
            a = self.a,
            b = self.b,
            why = if self.is_aborted(target) {
                crate::i18n::t("day-score-no-time-limit")
            } else {
                crate::i18n::t("muck-score-both")
            }
        ))
    }

    /// [`Self::fault`] at an event with a time limit or none (R-M9): a score where neither
    /// side reached the target at an event without a time limit says the event has none
    /// (`day-err-score-no-time-limit`), instead of R-M1's words alone.
    pub fn fault_limited(self, target: u32, time_limit: Option<u32>) -> crate::game::Msg {
        if time_limit.is_none() && self.is_aborted(target) {
            crate::game::Msg::key("err-muck-score")
                .num("target", target)
                .num("a", self.a)
                .num("b", self.b)
                .msg(
                    "found",
                    crate::game::Msg::key("day-err-score-no-time-limit"),
                )
        } else {
            self.fault(target)
        }
    }

    /// Whether this is a Bobbl stopped by the time limit (R-M9): neither side reached the
    /// target. Nobody won it; each side's points count as its Tore, nobody gets Tore against
    /// from it (the ranking's sums do exactly that for a score below the target on both
    /// sides).
    pub fn is_aborted(self, target: u32) -> bool {
        self.a < target && self.b < target
    }

    /// The score as the sheet, the audit log and the print write it: `21:4`, and an aborted
    /// Bobbl (R-M9) with a dagger, `15:12†`, whose meaning the notes give.
    pub fn shown(self, target: u32) -> String {
        if self.is_aborted(target) {
            format!("{self}{ABORTED_MARK}")
        } else {
            self.to_string()
        }
    }

    /// The points that count: each side's points, at most the target (R-M1).
    pub fn capped(self, target: u32) -> (u32, u32) {
        (self.a.min(target), self.b.min(target))
    }

    /// Whether side A won the Bobbl (reached the target).
    pub fn a_won(self, target: u32) -> bool {
        self.a >= target
    }
}

impl fmt::Display for BobblScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.a, self.b)
    }
}

/// One table of a Muck round, laid out like the paper sheet: side A above side B, the Bobbl
/// left to right.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MuckTable {
    /// Table number, 1-based, unique within the round.
    pub number: TableNo,
    /// Side A (the upper line of the sheet).
    pub a: Side,
    /// Side B.
    pub b: Side,
    /// One entry per Bobbl of the round (`bobbl_per_round` long), `None` until entered.
    pub bobbl: Vec<Option<BobblScore>>,
    /// The optional second entry of the same sheet (another person or a second pass), same
    /// length as `bobbl`; compared with the first before the ranking is final.
    pub second: Vec<Option<BobblScore>>,
    /// Made or changed by hand (a swap, an import).
    pub manual: bool,
}

impl MuckTable {
    /// A table with no scores yet, for `bobbl` Bobbl.
    pub fn new(number: TableNo, a: Side, b: Side, bobbl: u32, manual: bool) -> Self {
        Self {
            number,
            a,
            b,
            bobbl: vec![None; bobbl as usize],
            second: vec![None; bobbl as usize],
            manual,
        }
    }

    /// The first entry (the one the ranking counts) in words, one score per Bobbl, side A
    /// first: `21:4 20:21`, `–` for a Bobbl not entered; `None` while nothing is entered.
    pub fn sheet_words(&self) -> Option<String> {
        self.bobbl.iter().any(Option::is_some).then(|| {
            self.bobbl
                .iter()
                .map(|s| s.map_or("–".to_string(), |s| format!("{}:{}", s.a, s.b)))
                .collect::<Vec<_>>()
                .join(" ")
        })
    }

    /// Whether every Bobbl has a score.
    pub fn is_complete(&self) -> bool {
        self.bobbl.iter().all(Option::is_some)
    }

    /// Whether `e` sits at this table.
    pub fn seats(&self, e: Entrant) -> bool {
        self.a.has(e) || self.b.has(e)
    }

    /// The Bobbl (1-based) where a second entry exists and differs from the first (a missing
    /// first entry counts as different).
    pub fn second_entry_differs(&self) -> Vec<u32> {
        self.second
            .iter()
            .zip(&self.bobbl)
            .enumerate()
            .filter(|(_, (s, f))| s.is_some() && s != f)
            .map(|(i, _)| i as u32 + 1)
            .collect()
    }
}

/// The two entries of a score sheet: the first (the one the ranking counts) and the optional
/// second entry by another person or in a second pass, which catches a mistyped sheet before it
/// counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SheetEntry {
    /// The first entry.
    First,
    /// The second entry.
    Second,
}

impl fmt::Display for SheetEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::First => "first",
            Self::Second => "second",
        })
    }
}

impl std::str::FromStr for SheetEntry {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_lowercase().as_str() {
            "first" | "1" => Ok(Self::First),
            "second" | "2" => Ok(Self::Second),
            // The words `first` and `second` are the command line's, in every language.
            other => Err(crate::tr!(
                "err-unknown-value",
                field = "entry",
                value = format!("{other:?}"),
                allowed = "first, second"
            )),
        }
    }
}

/// One round of a Muck evening.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MuckRound {
    /// Round number, 1-based, consecutive.
    pub number: RoundNo,
    /// Draft (editable: re-draw, swap, delete), published (tables fixed, scores being
    /// entered), complete (every Bobbl entered; still correctable).
    pub state: RoundState,
    /// How often this round was drawn (0 for the first draw); a re-draw uses the next number,
    /// so the same state always gives the same draw.
    pub draw_no: u32,
    /// The tables in table-number order.
    pub tables: Vec<MuckTable>,
    /// Active entrants not seated this round (the field does not fill the tables); they get
    /// nothing for it (R-M7).
    pub sitting_out: Vec<Entrant>,
    /// What the director should know about the draw (unavoidable repeats, a broken schedule).
    pub warnings: Vec<String>,
}

impl MuckRound {
    /// The table with this number.
    pub fn table(&self, n: TableNo) -> Option<&MuckTable> {
        self.tables.iter().find(|t| t.number == n)
    }

    /// Tables with at least one Bobbl not entered.
    pub fn open_tables(&self) -> usize {
        self.tables.iter().filter(|t| !t.is_complete()).count()
    }

    /// Whether `e` is seated or sits out this round.
    pub fn involves(&self, e: Entrant) -> bool {
        self.sitting_out.contains(&e) || self.tables.iter().any(|t| t.seats(e))
    }
}

impl LifecycleTable for MuckTable {
    fn number(&self) -> TableNo {
        self.number
    }

    /// A swapped table number is a change by hand.
    fn renumber(&mut self, n: TableNo) {
        self.number = n;
        self.manual = true;
    }
}

/// A Muck round is drawn, re-drawn and published; a table is open until every Bobbl is
/// entered.
impl LifecycleRound for MuckRound {
    const WORDS: RoundWords = RoundWords {
        first: crate::i18n::key("err-words-muck-first"),
        again: crate::i18n::key("err-words-muck-again"),
        lacking: crate::i18n::key("err-words-muck-lacking"),
        entering: crate::i18n::key("err-words-muck-entering"),
    };
    type Table = MuckTable;

    fn number(&self) -> RoundNo {
        self.number
    }

    fn state(&self) -> RoundState {
        self.state
    }

    fn set_state(&mut self, state: RoundState) {
        self.state = state;
    }

    fn tables(&self) -> &[MuckTable] {
        &self.tables
    }

    fn tables_mut(&mut self) -> &mut [MuckTable] {
        &mut self.tables
    }

    fn open_tables(&self) -> usize {
        MuckRound::open_tables(self)
    }
}

/// Why a Muck draft no longer matches the field it was drawn for: entrants were added (a late
/// entry, a pair made of two who came alone, a reinstatement) or withdrawn since. Such a draft
/// is shown as stale and cannot be published until it is re-drawn (late entries and withdrawals
/// come between rounds; the Swiss publish refuses a draft with a player missing the same way).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaleDraft {
    /// The draft's round.
    pub round: RoundNo,
    /// Active entrants the draft neither seats nor lists as sitting out.
    pub missing: Vec<Entrant>,
    /// Entrants seated or sitting out in the draft who are withdrawn now.
    pub withdrawn: Vec<Entrant>,
}

impl StaleDraft {
    /// In words, for a status line or a refusal: `the draft of round 2 is stale: the field
    /// changed since it was drawn (not in it: Anna / Otto)`.
    pub fn describe(&self, g: &MuckGame, reg: &Registry) -> String {
        let names = |v: &[Entrant]| {
            v.iter()
                .map(|e| g.entrant_name(reg, *e))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut parts = Vec::new();
        if !self.missing.is_empty() {
            parts.push(crate::tr!(
                "muck-stale-missing",
                names = names(&self.missing)
            ));
        }
        if !self.withdrawn.is_empty() {
            parts.push(crate::tr!(
                "muck-stale-withdrawn",
                names = names(&self.withdrawn)
            ));
        }
        crate::tr!("muck-stale", round = self.round.0, why = parts.join("; "))
    }
}
