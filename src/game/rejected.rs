//! Why a command was not accepted: [`Rejected`], one typed kind per reason (issue 11, item 4).
//!
//! Every variant's `Display` is the one line the CLI prints and the desk shows; the text is
//! fixed by the tests and snapshots (it names the field and the allowed values). A form maps a
//! rejection to its row with [`Rejected::field`].

use super::{GameKind, RoundNo, RoundState, TableNo};
use crate::muck::draw::DrawError;
use crate::swiss::pairing::PairingError;
use thiserror::Error;

/// A command that was not accepted; the event is unchanged.
///
/// The fields a variant names (its `field`, and what [`Rejected::field`] returns) are the
/// command's or setting's words: `name`, `names`, `player`, `entrant`, `entrants`, `pair`,
/// `table`, `round`, `score`, `bobbl`, and the settings `profile`, `floor`, `bye-games`,
/// `opponents`, `target`, `rounds`, `schedule` (the CLI flags of the same names).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Rejected {
    /// A player, entrant, pair, table, round or Bobbl the command names does not exist:
    /// `player: no player with id 9 (allowed: 1..8)`, `round: there is no round 4`.
    #[error("{field}: {missing}{}", allowed_note(.allowed.as_deref()))]
    NotFound {
        /// The field that names it.
        field: &'static str,
        /// What is missing, in words: `no player with id 9`, `round 2 has no table 9`.
        missing: String,
        /// The values that exist (`1..8`, `pairs 1..4`), when there are any to name.
        allowed: Option<String>,
    },
    /// A keyword the field does not know: `profile: unknown value "x"; allowed: seed, …`.
    #[error("{field}: unknown value {value:?}; allowed: {allowed}")]
    UnknownValue {
        /// The setting.
        field: &'static str,
        /// The value as given.
        value: String,
        /// The spellings accepted.
        allowed: &'static str,
    },
    /// A number outside its range: `target: 2000 points is not allowed; allowed: 1..=1000
    /// (usually 21)`.
    #[error("{field}: {value} {unit} is not allowed; allowed: {allowed}")]
    OutOfRange {
        /// The setting.
        field: &'static str,
        /// The value as given.
        value: String,
        /// What the value counts: `points`, `Bobbl per round`.
        unit: &'static str,
        /// The range allowed, in words.
        allowed: String,
    },
    /// A value the field does not allow, in the words of the rule: `name: must not be empty`,
    /// `round: the next round to import is 3, not 5`.
    #[error("{field}: {message}")]
    InvalidField {
        /// The field.
        field: &'static str,
        /// What is wrong with its value and what is allowed.
        message: String,
    },
    /// A score that is not a result of the game: `score 3-0 is not a best-of-three result;
    /// allowed: …` (Swiss, R-S1), `table 3, Bobbl 2: exactly one side must reach 21 …` (Muck,
    /// R-M1). The field is `score`.
    #[error("{}{message}", bobbl_note(*.table, *.bobbl))]
    InvalidScore {
        /// The table of the score, when a sheet of several Bobbl was checked.
        table: Option<TableNo>,
        /// The Bobbl of the score (with `table`).
        bobbl: Option<u32>,
        /// The score check's words (`MatchResult::new`, `BobblScore::check`, the sheet parser).
        message: String,
    },
    /// A table of a seating that cannot be: `table 3: Anna is on one side twice; …`.
    #[error("table {table}: {message}")]
    AtTable {
        /// The table.
        table: TableNo,
        /// What is wrong at it.
        message: String,
    },
    /// The player, entrant or pair named is in a state that does not allow the command:
    /// `player: Anna is dropped already (after round 3)`, `entrant: … is not withdrawn`.
    #[error("{field}: {message}")]
    WrongState {
        /// The field naming them.
        field: &'static str,
        /// Their state and what to do instead.
        message: String,
    },
    /// The command cannot be done now, or not so (it names no single field): `publish: …`,
    /// `swap: the two players must differ`, `import: …`, `remove: …`, `resolve: …`,
    /// `result: there is no round yet`, `undo: …`.
    #[error("{command}: {message}")]
    Refused {
        /// The command's word.
        command: &'static str,
        /// Why, and what to do instead.
        message: String,
    },
    /// A draft is needed but there is no round: `there is no draft: pair the next round first`.
    #[error("there is no draft: {first} first")]
    NoDraft {
        /// How a draft is made (`pair the next round`, `draw the next round`).
        first: &'static str,
    },
    /// A draft is needed but the last round is fixed: `round 3 is published: only a draft can
    /// be changed this way`.
    #[error("round {round} is {state}: only a draft can be changed this way")]
    NotADraft {
        /// The last round.
        round: RoundNo,
        /// Its state (published or complete).
        state: RoundState,
    },
    /// A new round is asked for while the last one is a draft: `round 3 is a draft already:
    /// publish, re-pair or delete it`.
    #[error("round {round} is a draft already: publish, {again} or delete it")]
    DraftExists {
        /// The draft's round.
        round: RoundNo,
        /// How to replace it (`re-pair`, `re-draw`).
        again: &'static str,
    },
    /// A new round is asked for while the last one has open tables: `round 2 has 4 table(s)
    /// without a result: enter them first`.
    #[error("round {round} has {open} table(s) {lacking}: enter them first")]
    OpenTables {
        /// The last round.
        round: RoundNo,
        /// Its open tables.
        open: usize,
        /// What they lack (`without a result`, `with a Bobbl not entered`).
        lacking: &'static str,
    },
    /// A result for a round that is still a draft: `round 3 is a draft: publish it before
    /// entering results`. The field is `round`.
    #[error("round {round} is a draft: publish it before entering {entering}")]
    DraftNotPublished {
        /// The round.
        round: RoundNo,
        /// What cannot be entered yet (`results`, `scores`).
        entering: &'static str,
    },
    /// A submission for a round that was evaluated (`game::submissions`): `bids for round 3
    /// closed when it was evaluated`.
    #[error("{what} for round {round} closed when it was evaluated")]
    SubmissionsClosed {
        /// The round.
        round: RoundNo,
        /// What is submitted (`lineups`, `bids`, `distributions`).
        what: &'static str,
    },
    /// A command of another system: `this is a swiss event: a Muck score is for muck events
    /// only; …`.
    #[error("this is a {event} event: {command} is for {owner} events only{instead}")]
    WrongSystem {
        /// The event's system.
        event: GameKind,
        /// The system the command belongs to.
        owner: GameKind,
        /// The command in words.
        command: &'static str,
        /// What to do instead at this event (`; draw the round instead (…)`), or empty.
        instead: &'static str,
    },
    /// The result or scores given are what the table has already (issue 9, item 15): `table 5:
    /// 2-0 is already entered; nothing changed`. Nothing is written or logged.
    #[error("table {table}: {entered} is already entered; nothing changed")]
    Unchanged {
        /// The table.
        table: TableNo,
        /// What it has, in words: `2-0`, `Bobbl 1..2 21:4 21:7`.
        entered: String,
    },
    /// No Swiss round can be paired (R-S10, R-S11).
    #[error(transparent)]
    Pairing(#[from] PairingError),
    /// No Muck round can be drawn (R-M6).
    #[error(transparent)]
    Draw(#[from] DrawError),
}

fn allowed_note(allowed: Option<&str>) -> String {
    allowed.map_or(String::new(), |a| format!(" (allowed: {a})"))
}

fn bobbl_note(table: Option<TableNo>, bobbl: Option<u32>) -> String {
    match (table, bobbl) {
        (Some(t), Some(b)) => format!("table {t}, Bobbl {b}: "),
        (Some(t), None) => format!("table {t}: "),
        (None, _) => String::new(),
    }
}

impl Rejected {
    /// The field of the command or setting the rejection is about, for a form to mark its row
    /// (`player`, `table`, `round`, `score`, `target`, …); `None` when no single field is wrong
    /// (the state of the round, another system's command, an engine that found no round).
    pub fn field(&self) -> Option<&str> {
        match self {
            Self::NotFound { field, .. }
            | Self::UnknownValue { field, .. }
            | Self::OutOfRange { field, .. }
            | Self::InvalidField { field, .. }
            | Self::WrongState { field, .. } => Some(field),
            Self::InvalidScore { .. } => Some("score"),
            Self::AtTable { .. } => Some("table"),
            Self::DraftNotPublished { .. } => Some("round"),
            Self::Refused { .. }
            | Self::NoDraft { .. }
            | Self::NotADraft { .. }
            | Self::DraftExists { .. }
            | Self::OpenTables { .. }
            | Self::SubmissionsClosed { .. }
            | Self::WrongSystem { .. }
            | Self::Unchanged { .. }
            | Self::Pairing(_)
            | Self::Draw(_) => None,
        }
    }

    /// [`Rejected::NotFound`].
    pub fn not_found(
        field: &'static str,
        missing: impl Into<String>,
        allowed: Option<String>,
    ) -> Self {
        Self::NotFound {
            field,
            missing: missing.into(),
            allowed,
        }
    }

    /// `table: round {round} has no table {table} (allowed: 1..{tables})`.
    pub fn no_table(round: RoundNo, table: TableNo, tables: usize) -> Self {
        Self::not_found(
            "table",
            format!("round {round} has no table {table}"),
            Some(format!("1..{tables}")),
        )
    }

    /// `round: there is no round {round} (allowed: 1..{rounds})`.
    pub fn no_round(round: RoundNo, rounds: usize) -> Self {
        Self::not_found(
            "round",
            format!("there is no round {round}"),
            Some(format!("1..{rounds}")),
        )
    }

    /// [`Rejected::InvalidField`].
    pub fn invalid(field: &'static str, message: impl Into<String>) -> Self {
        Self::InvalidField {
            field,
            message: message.into(),
        }
    }

    /// [`Rejected::WrongState`].
    pub fn wrong_state(field: &'static str, message: impl Into<String>) -> Self {
        Self::WrongState {
            field,
            message: message.into(),
        }
    }

    /// [`Rejected::Refused`].
    pub fn refused(command: &'static str, message: impl Into<String>) -> Self {
        Self::Refused {
            command,
            message: message.into(),
        }
    }

    /// [`Rejected::InvalidScore`] with the score check's whole message (no table, no Bobbl):
    /// the words of `MatchResult::new` and of the score parsers.
    pub fn score(message: impl Into<String>) -> Self {
        Self::InvalidScore {
            table: None,
            bobbl: None,
            message: message.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_reads_as_one_line_and_names_its_field() {
        let cases: Vec<(Rejected, &str, Option<&str>)> = vec![
            (
                Rejected::not_found("player", "no player with id 9", Some("1..8".into())),
                "player: no player with id 9 (allowed: 1..8)",
                Some("player"),
            ),
            (
                Rejected::not_found("round", "there is no round 4", None),
                "round: there is no round 4",
                Some("round"),
            ),
            (
                Rejected::no_table(RoundNo(2), TableNo(9), 4),
                "table: round 2 has no table 9 (allowed: 1..4)",
                Some("table"),
            ),
            (
                Rejected::UnknownValue {
                    field: "profile",
                    value: "x".into(),
                    allowed: "seed, melee-2023",
                },
                "profile: unknown value \"x\"; allowed: seed, melee-2023",
                Some("profile"),
            ),
            (
                Rejected::OutOfRange {
                    field: "target",
                    value: "0".into(),
                    unit: "points",
                    allowed: "1..=1000 (usually 21)".into(),
                },
                "target: 0 points is not allowed; allowed: 1..=1000 (usually 21)",
                Some("target"),
            ),
            (
                Rejected::InvalidScore {
                    table: Some(TableNo(3)),
                    bobbl: Some(2),
                    message: "exactly one side".into(),
                },
                "table 3, Bobbl 2: exactly one side",
                Some("score"),
            ),
            (
                Rejected::score("score 3-0 is not a best-of-three result"),
                "score 3-0 is not a best-of-three result",
                Some("score"),
            ),
            (
                Rejected::NoDraft {
                    first: "draw the next round",
                },
                "there is no draft: draw the next round first",
                None,
            ),
            (
                Rejected::NotADraft {
                    round: RoundNo(3),
                    state: RoundState::Published,
                },
                "round 3 is published: only a draft can be changed this way",
                None,
            ),
            (
                Rejected::DraftNotPublished {
                    round: RoundNo(3),
                    entering: "scores",
                },
                "round 3 is a draft: publish it before entering scores",
                Some("round"),
            ),
            (
                Rejected::WrongSystem {
                    event: GameKind::Swiss,
                    owner: GameKind::Muck,
                    command: "a Muck score",
                    instead: "",
                },
                "this is a swiss event: a Muck score is for muck events only",
                None,
            ),
            (
                Rejected::SubmissionsClosed {
                    round: RoundNo(3),
                    what: "bids",
                },
                "bids for round 3 closed when it was evaluated",
                None,
            ),
            (
                Rejected::Unchanged {
                    table: TableNo(5),
                    entered: "2-0".into(),
                },
                "table 5: 2-0 is already entered; nothing changed",
                None,
            ),
            (
                Rejected::Pairing(PairingError::TooFewPlayers(1)),
                "fewer than two active players to pair (active: 1)",
                None,
            ),
        ];
        for (r, text, field) in cases {
            assert_eq!(r.to_string(), text);
            assert_eq!(r.field(), field, "{text}");
        }
    }
}
