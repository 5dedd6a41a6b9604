//! Why a command was not accepted: [`Rejected`], one typed kind per reason.
//!
//! Every variant's `Display` is the one line the CLI prints and the desk shows, in the language
//! in force when it is shown (the keys `err-*` in `i18n/*/errors.ftl`): a variant holds data
//! (numbers, names, [`Msg`] texts as keys with arguments), never a sentence. The English text
//! is fixed by the tests and snapshots (it names the field and the allowed values). A form maps
//! a rejection to its row with [`Rejected::field`]; the field names (`name`, `table`, `bobbl`,
//! `target`) are the CLI's spelling in every language.

use super::message::{Msg, word};
use super::{GameKind, RoundNo, RoundState, TableNo};
use crate::muck::draw::DrawError;
use crate::swiss::pairing::PairingError;
use std::fmt;

/// A command that was not accepted; the event is unchanged.
///
/// The fields a variant names (its `field`, and what [`Rejected::field`] returns) are the
/// command's or setting's words: `name`, `names`, `player`, `entrant`, `entrants`, `pair`,
/// `table`, `round`, `score`, `bobbl`, and the settings `profile`, `floor`, `bye-games`,
/// `opponents`, `target`, `rounds`, `schedule` (the CLI flags of the same names).
///
/// A `&'static str` of words in a variant (`first`, `again`, `lacking`, `entering`, `what`,
/// `command`, `instead`, `unit`, `allowed`) may be an i18n key, looked up when shown
/// ([`super::message::word`]), or English words, shown as they are (code not converted yet).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejected {
    /// A player, entrant, pair, table, round or Bobbl the command names does not exist:
    /// `player: no player with id 9 (allowed: 1..8)`, `round: there is no round 4`.
    NotFound {
        /// The field that names it.
        field: &'static str,
        /// What is missing, in words: `no player with id 9`, `round 2 has no table 9`.
        missing: Msg,
        /// The values that exist (`1..8`, `pairs 1..4`), when there are any to name.
        allowed: Option<Msg>,
    },
    /// A keyword the field does not know: `profile: unknown value "x"; allowed: seed, …`.
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
    InvalidField {
        /// The field.
        field: &'static str,
        /// What is wrong with its value and what is allowed.
        message: Msg,
    },
    /// A score that is not a result of the game: `score 3-0 is not a best-of-three result;
    /// allowed: …` (Swiss, R-S1), `table 3, Bobbl 2: exactly one side must reach 21 …` (Muck,
    /// R-M1). The field is `score`.
    InvalidScore {
        /// The table of the score, when a sheet of several Bobbl was checked.
        table: Option<TableNo>,
        /// The Bobbl of the score (with `table`).
        bobbl: Option<u32>,
        /// The score check's words (`MatchResult::new`, `BobblScore::check`, the sheet parser).
        message: Msg,
    },
    /// A table of a seating that cannot be: `table 3: Anna is on one side twice; …`.
    AtTable {
        /// The table.
        table: TableNo,
        /// What is wrong at it.
        message: Msg,
    },
    /// The player, entrant or pair named is in a state that does not allow the command:
    /// `player: Anna is dropped already (after round 3)`, `entrant: … is not withdrawn`.
    WrongState {
        /// The field naming them.
        field: &'static str,
        /// Their state and what to do instead.
        message: Msg,
    },
    /// The command cannot be done now, or not so (it names no single field): `publish: …`,
    /// `swap: the two players must differ`, `import: …`, `remove: …`, `resolve: …`,
    /// `result: there is no round yet`, `undo: …`.
    Refused {
        /// The command's word.
        command: &'static str,
        /// Why, and what to do instead.
        message: Msg,
    },
    /// A draft is needed but there is no round: `there is no draft: pair the next round first`.
    NoDraft {
        /// How a draft is made (`pair the next round`, `draw the next round`).
        first: &'static str,
    },
    /// A draft is needed but the last round is fixed: `round 3 is published: only a draft can
    /// be changed this way`.
    NotADraft {
        /// The last round.
        round: RoundNo,
        /// Its state (published or complete).
        state: RoundState,
    },
    /// A new round is asked for while the last one is a draft: `round 3 is a draft already:
    /// publish, re-pair or delete it`.
    DraftExists {
        /// The draft's round.
        round: RoundNo,
        /// How to replace it (`re-pair`, `re-draw`).
        again: &'static str,
    },
    /// A new round is asked for while the last one has open tables: `round 2 has 4 table(s)
    /// without a result: enter them first`.
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
    DraftNotPublished {
        /// The round.
        round: RoundNo,
        /// What cannot be entered yet (`results`, `scores`).
        entering: &'static str,
    },
    /// A submission for a round that was evaluated (`game::submissions`): `bids for round 3
    /// closed when it was evaluated`.
    SubmissionsClosed {
        /// The round.
        round: RoundNo,
        /// What is submitted (`lineups`, `bids`, `distributions`).
        what: &'static str,
    },
    /// A command of another system: `this is a swiss event: a Muck score is for muck events
    /// only; …`.
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
    /// The result or scores given are what the table has already:
    /// `table 5: 2-0 is already entered; nothing changed`. Nothing is written or logged, so a
    /// slip typed twice is harmless and the director is told it was.
    Unchanged {
        /// The table.
        table: TableNo,
        /// What it has, in words: `2-0`, `Bobbl 1..2 21:4 21:7`.
        entered: String,
    },
    /// No Swiss round can be paired (R-S10, R-S11).
    Pairing(PairingError),
    /// No Muck round can be drawn (R-M6).
    Draw(DrawError),
}

impl From<PairingError> for Rejected {
    fn from(e: PairingError) -> Self {
        Self::Pairing(e)
    }
}

impl From<DrawError> for Rejected {
    fn from(e: DrawError) -> Self {
        Self::Draw(e)
    }
}

impl std::error::Error for Rejected {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Pairing(e) => e.source(),
            Self::Draw(e) => e.source(),
            _ => None,
        }
    }
}

/// A field's name as a refusal shows it: the command line's spelling (`table`, `bobbl`) in
/// English; in German the word of the table where the language has one (`Tisch`, `Spieler`:
/// keys `err-field-…`), else the command line's spelling.
fn field_word(field: &str) -> String {
    let key = format!("err-field-{}", field.replace([' ', '_'], "-"));
    if crate::i18n::has_key(crate::i18n::lang(), &key) {
        crate::i18n::t_args(&key, &[])
    } else {
        field.to_string()
    }
}

/// A command's word at the head of a refusal: the command line's spelling (`evaluate`) in
/// English; in German the verb where the language has one (`auswerten`: keys
/// `err-command-…`), else the command line's spelling.
fn command_word(command: &str) -> String {
    let key = format!("err-command-{}", command.replace([' ', '_'], "-"));
    if crate::i18n::has_key(crate::i18n::lang(), &key) {
        crate::i18n::t_args(&key, &[])
    } else {
        command.to_string()
    }
}

impl fmt::Display for Rejected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::NotFound {
                field,
                missing,
                allowed: None,
            } => crate::tr!(
                "err-not-found",
                field = field_word(field),
                missing = missing.to_string()
            ),
            Self::NotFound {
                field,
                missing,
                allowed: Some(allowed),
            } => crate::tr!(
                "err-not-found-allowed",
                field = field_word(field),
                missing = missing.to_string(),
                allowed = allowed.to_string()
            ),
            Self::UnknownValue {
                field,
                value,
                allowed,
            } => crate::tr!(
                "err-unknown-value",
                field = field_word(field),
                value = format!("{value:?}"),
                allowed = word(allowed)
            ),
            Self::OutOfRange {
                field,
                value,
                unit,
                allowed,
            } => crate::tr!(
                "err-out-of-range",
                field = field_word(field),
                value = value.as_str(),
                unit = word(unit),
                allowed = allowed.as_str()
            ),
            Self::InvalidField { field, message } | Self::WrongState { field, message } => {
                crate::tr!(
                    "err-field",
                    field = field_word(field),
                    message = message.to_string()
                )
            }
            Self::InvalidScore {
                table: Some(t),
                bobbl: Some(b),
                message,
            } => crate::tr!(
                "err-score-table-bobbl",
                table = t.0,
                bobbl = *b,
                message = message.to_string()
            ),
            Self::InvalidScore {
                table: Some(t),
                bobbl: None,
                message,
            }
            | Self::AtTable { table: t, message } => {
                crate::tr!("err-at-table", table = t.0, message = message.to_string())
            }
            Self::InvalidScore {
                table: None,
                message,
                ..
            } => message.to_string(),
            Self::Refused { command, message } => {
                crate::tr!(
                    "err-refused",
                    command = command_word(command),
                    message = message.to_string()
                )
            }
            Self::NoDraft { first } => crate::tr!("err-no-draft", first = word(first)),
            Self::NotADraft { round, state } => crate::tr!(
                "err-not-a-draft",
                round = round.0,
                state = crate::i18n::t(state.key())
            ),
            Self::DraftExists { round, again } => {
                crate::tr!("err-draft-exists", round = round.0, again = word(again))
            }
            Self::OpenTables {
                round,
                open,
                lacking,
            } => crate::tr!(
                "err-open-tables",
                round = round.0,
                open = *open,
                lacking = word(lacking)
            ),
            Self::DraftNotPublished { round, entering } => crate::tr!(
                "err-draft-not-published",
                round = round.0,
                entering = word(entering)
            ),
            Self::SubmissionsClosed { round, what } => {
                crate::tr!("err-submissions-closed", round = round.0, what = word(what))
            }
            Self::WrongSystem {
                event,
                owner,
                command,
                instead,
            } => crate::tr!(
                "err-wrong-system",
                event = event.event_words(),
                owner = owner.owner_words(),
                command = word(command),
                instead = word(instead)
            ),
            Self::Unchanged { table, entered } => {
                crate::tr!("err-unchanged", table = table.0, entered = entered.as_str())
            }
            Self::Pairing(e) => e.to_string(),
            Self::Draw(e) => e.to_string(),
        };
        f.write_str(&text)
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

    /// [`Rejected::NotFound`]; `allowed` in words that read the same in every language
    /// (`1..8`).
    pub fn not_found(
        field: &'static str,
        missing: impl Into<Msg>,
        allowed: Option<String>,
    ) -> Self {
        Self::NotFound {
            field,
            missing: missing.into(),
            allowed: allowed.map(Msg::Text),
        }
    }

    /// [`Rejected::NotFound`] with `allowed` as a text in words (`pairs 1..4`).
    pub fn missing(field: &'static str, missing: impl Into<Msg>, allowed: Option<Msg>) -> Self {
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
            Msg::key("err-no-table")
                .num("round", round.0)
                .num("table", table.0),
            Some(format!("1..{tables}")),
        )
    }

    /// `round: there is no round {round} (allowed: 1..{rounds})`.
    pub fn no_round(round: RoundNo, rounds: usize) -> Self {
        Self::not_found(
            "round",
            Msg::key("err-no-round").num("round", round.0),
            Some(format!("1..{rounds}")),
        )
    }

    /// [`Rejected::InvalidField`].
    pub fn invalid(field: &'static str, message: impl Into<Msg>) -> Self {
        Self::InvalidField {
            field,
            message: message.into(),
        }
    }

    /// [`Rejected::WrongState`].
    pub fn wrong_state(field: &'static str, message: impl Into<Msg>) -> Self {
        Self::WrongState {
            field,
            message: message.into(),
        }
    }

    /// [`Rejected::Refused`].
    pub fn refused(command: &'static str, message: impl Into<Msg>) -> Self {
        Self::Refused {
            command,
            message: message.into(),
        }
    }

    /// [`Rejected::InvalidScore`] with the score check's whole message (no table, no Bobbl):
    /// the words of `MatchResult::new` and of the score parsers.
    pub fn score(message: impl Into<Msg>) -> Self {
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
