//! Rounds, tables and match results (`swiss-pairing-and-scoring.txt`, "Wie eine Runde entsteht").

use crate::game::{PlayerId, RoundNo, RoundState, TableNo};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The result of one match: games won by player A, by player B, and drawn games (R-S1).
/// `0-0-0` is an intentional draw (R-S2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchResult {
    /// Games won by the first-listed player.
    pub wins_a: u8,
    /// Games won by the second-listed player.
    pub wins_b: u8,
    /// Drawn games.
    pub draws: u8,
}

/// Who took a match, by games won (R-S1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Player A won more games.
    WinA,
    /// Player B won more games.
    WinB,
    /// Equal game wins, including the intentional draw.
    Draw,
}

impl MatchResult {
    /// The intentional draw `0-0-0` (R-S2).
    pub const INTENTIONAL_DRAW: MatchResult = MatchResult {
        wins_a: 0,
        wins_b: 0,
        draws: 0,
    };

    /// Builds a result and checks it against best of three: at most 2 wins a side, not both 2,
    /// at most 3 drawn games. Errors name the score and the allowed values.
    pub fn new(wins_a: u8, wins_b: u8, draws: u8) -> Result<Self, String> {
        if wins_a > 2 || wins_b > 2 || (wins_a == 2 && wins_b == 2) || draws > 3 {
            return Err(crate::tr!(
                "err-swiss-score-not-bo3",
                score = format!("{wins_a}-{wins_b}-{draws}")
            ));
        }
        Ok(Self {
            wins_a,
            wins_b,
            draws,
        })
    }

    /// Who took the match.
    pub fn outcome(self) -> Outcome {
        match self.wins_a.cmp(&self.wins_b) {
            std::cmp::Ordering::Greater => Outcome::WinA,
            std::cmp::Ordering::Less => Outcome::WinB,
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    /// The same result seen from player B's side.
    pub fn swapped(self) -> Self {
        Self {
            wins_a: self.wins_b,
            wins_b: self.wins_a,
            draws: self.draws,
        }
    }

    /// An intentional draw: no games played.
    pub fn is_intentional_draw(self) -> bool {
        self == Self::INTENTIONAL_DRAW
    }
}

impl FromStr for MatchResult {
    type Err = String;
    /// Parses `2-1`, `1-1-1`, `0-2`, `ID` (also `0-0-0`), and the desk's short forms
    /// `21`, `111`, `id`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("id") {
            return Ok(Self::INTENTIONAL_DRAW);
        }
        let parts: Vec<&str> = if t.contains('-') {
            t.split('-').collect()
        } else if (2..=3).contains(&t.len()) && t.chars().all(|c| c.is_ascii_digit()) {
            t.split_inclusive(|_| true).collect()
        } else {
            vec![]
        };
        let nums: Option<Vec<u8>> = parts.iter().map(|p| p.trim().parse::<u8>().ok()).collect();
        match nums.as_deref() {
            Some([a, b]) => Self::new(*a, *b, 0),
            Some([a, b, d]) => Self::new(*a, *b, *d),
            _ => Err(crate::tr!(
                "err-swiss-score-not-understood",
                score = format!("{s:?}")
            )),
        }
    }
}

impl fmt::Display for MatchResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_intentional_draw() {
            f.write_str("ID")
        } else if self.draws == 0 {
            write!(f, "{}-{}", self.wins_a, self.wins_b)
        } else {
            write!(f, "{}-{}-{}", self.wins_a, self.wins_b, self.draws)
        }
    }
}

/// Why a table was paired as it was: each table carries a short reason, so the director can
/// answer a player who asks (DESIGN.md: every engine explains itself).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct TableReason {
    /// Match points of the better-ranked player when the round was paired.
    pub points_a: u32,
    /// Match points of the other player.
    pub points_b: u32,
    /// How often the two had met before (non-zero: an unavoidable rematch, R-S12).
    pub previous_meetings: u32,
    /// Set when the pair was made or changed by hand (swap). Tables imported by saves written
    /// before `imported` existed carry this flag too, and stay `manual`.
    pub manual: bool,
    /// Set when the table came in with `turnier import --results` (paired elsewhere, not by
    /// this engine). Absent in older saves (read as `false`) and not written when `false`, so
    /// files without imported tables are unchanged.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub imported: bool,
    /// The score groups (their match points, highest first) a pair-down jumps over: groups of
    /// the paired field between the two players' (R-S13). Empty for a pair-down to the next
    /// group, a pair within one, and in older saves; not written when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<u32>,
    /// With `skipped`: the player with more match points had met every player of the groups
    /// jumped over (R-S12 ranks above R-S13). Not written when `false`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub met_all_skipped: bool,
    /// R-S16 decided this table: another pairing is as good on R-S12..R-S15 but pairs these
    /// players otherwise; in standings order each player got the best-ranked partner still
    /// possible. Not written when `false`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub tie_rs16: bool,
    /// A playoff table (R-S18): the two players' seeds at the cut, A's first. Absent for Swiss
    /// tables and not written then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seeds: Option<(u32, u32)>,
}

impl fmt::Display for TableReason {
    /// `same score group`, `pair-down 6→3`, `rematch: no other pairing`, prefixed by `manual`
    /// (a swap) or `imported` (`import --results`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((a, b)) = self.seeds {
            return write!(f, "seeds {a} v {b}");
        }
        let mut parts: Vec<String> = Vec::new();
        if self.manual {
            parts.push("manual".into());
        }
        if self.imported {
            parts.push("imported".into());
        }
        if self.points_a == self.points_b {
            parts.push("same score group".into());
        } else {
            let (hi, lo) = if self.points_a > self.points_b {
                (self.points_a, self.points_b)
            } else {
                (self.points_b, self.points_a)
            };
            let mut said = format!("pair-down {hi}→{lo}");
            if !self.skipped.is_empty() {
                let groups: Vec<String> = self.skipped.iter().map(u32::to_string).collect();
                let groups = groups.join(", ");
                if self.met_all_skipped {
                    said.push_str(&format!(
                        " (skips {groups}: has met every player of {groups} points, R-S12)"
                    ));
                } else {
                    said.push_str(&format!(
                        " (skips {groups}: no pairing with smaller pair-downs has as few \
                         rematches, R-S12/R-S13)"
                    ));
                }
            }
            parts.push(said);
        }
        if self.previous_meetings > 0 {
            parts.push(if self.manual || self.imported {
                "rematch".into()
            } else {
                "rematch: no other pairing".into()
            });
        }
        if self.tie_rs16 {
            parts.push(
                "R-S16: an equally good pairing (R-S12..R-S15) differs here; this one gives \
                 the better-ranked player the best partner still possible"
                    .into(),
            );
        }
        f.write_str(&parts.join(", "))
    }
}

/// One table of a round: two players and, once entered, their result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Table number, 1-based, unique within the round.
    pub number: TableNo,
    /// The better-ranked player when paired (R-S17), listed first.
    pub a: PlayerId,
    /// The other player.
    pub b: PlayerId,
    /// The result from A's side, once entered.
    pub result: Option<MatchResult>,
    /// Why this pair was made.
    pub reason: TableReason,
}

impl Table {
    /// Whether `p` sits at this table.
    pub fn seats(&self, p: PlayerId) -> bool {
        self.a == p || self.b == p
    }

    /// The opponent of `p` at this table, if `p` sits here.
    pub fn opponent_of(&self, p: PlayerId) -> Option<PlayerId> {
        if self.a == p {
            Some(self.b)
        } else if self.b == p {
            Some(self.a)
        } else {
            None
        }
    }
}

/// One Swiss round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// Round number, 1-based, consecutive.
    pub number: RoundNo,
    /// Draft, published or complete.
    pub state: RoundState,
    /// The tables in table-number order.
    pub tables: Vec<Table>,
    /// Players with a bye this round (3 match points, R-S4). The pairing gives at most one;
    /// imported events may have more.
    pub byes: Vec<PlayerId>,
    /// Warnings from the pairing (unavoidable rematches), for the director.
    pub warnings: Vec<String>,
}

impl Round {
    /// The table with this number.
    pub fn table(&self, n: TableNo) -> Option<&Table> {
        self.tables.iter().find(|t| t.number == n)
    }

    /// Whether `p` is seated at a table or has the bye in this round.
    pub fn involves(&self, p: PlayerId) -> bool {
        self.byes.contains(&p) || self.tables.iter().any(|t| t.seats(p))
    }

    /// Number of tables still without a result.
    pub fn open_tables(&self) -> usize {
        self.tables.iter().filter(|t| t.result.is_none()).count()
    }
}
