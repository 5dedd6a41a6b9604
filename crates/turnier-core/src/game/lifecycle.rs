//! The round life cycle of the systems whose rounds are drawn and then played at tables (Swiss
//! and Muck): a draft is proposed and can be replaced, edited by swaps or deleted; publishing
//! fixes it; a published round whose every table has a result is complete
//! (`swiss-pairing-and-scoring.txt`, "Was der Veranstalter steuert"; R-M8). Turnierfußball, the
//! Ostfriesischer Deich and Grand Slam have no draft: a round of theirs is evaluated from what
//! was sent in (lineups and bids in [`super::submissions`], Grand Slam's entries in its own
//! rounds), and their rules refuse the draft commands with what to do instead.
//!
//! A system's round implements [`LifecycleRound`] (its tables [`LifecycleTable`]) and names its
//! words in [`LifecycleRound::WORDS`]; the generic functions here then do the shared part of
//! its commands: [`draft`], [`delete_draft`], [`swap_table_numbers`], [`publish`],
//! [`next_round_allowed`], [`fixed_round`], [`import_allowed`], [`latest_fixed`],
//! [`entry_round`], [`complete_when_entered`]. They work on the rounds in order (round `n` at
//! index `n - 1`, at most the last one a draft).

use super::{Change, Msg, Rejected, RoundNo, TableNo};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The life of a round: a draft is proposed and editable; publishing fixes the pairings;
/// a published round whose every table has a result is complete.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoundState {
    /// Proposed: may be re-paired, deleted or edited by swaps.
    Draft,
    /// Pairings fixed; results are being entered.
    Published,
    /// Every table has a result (results can still be corrected).
    Complete,
}

impl RoundState {
    /// The i18n key of the state's word in a message (`published`, `veröffentlicht`); the
    /// `Display` stays English (the command line's and JSON's word).
    pub fn key(self) -> &'static str {
        match self {
            Self::Draft => crate::i18n::key("err-state-draft"),
            Self::Published => crate::i18n::key("err-state-published"),
            Self::Complete => crate::i18n::key("err-state-complete"),
        }
    }
}

impl fmt::Display for RoundState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Draft => "draft",
            Self::Published => "published",
            Self::Complete => "complete",
        })
    }
}

/// The words a system's refusals use for its rounds (the messages differ per system): each an
/// i18n key (`err-words-swiss-first`, written with `i18n::key`), put into words in the
/// language in force when the refusal is shown, or English words as they are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundWords {
    /// How a draft is made, for "there is no draft: … first" (`pair the next round`).
    pub first: &'static str,
    /// How a draft is replaced, for "publish, … or delete it" (`re-pair`).
    pub again: &'static str,
    /// What an open table lacks, for "round 2 has 4 table(s) …" (`without a result`).
    pub lacking: &'static str,
    /// What is entered at a published round, for "publish it before entering …" (`results`).
    pub entering: &'static str,
}

/// A table of a round, as the life cycle sees it: a number that a swap can change.
pub trait LifecycleTable {
    /// The table number, unique within its round.
    fn number(&self) -> TableNo;
    /// Gives the table the number `n` and marks it as changed by hand (a swap).
    fn renumber(&mut self, n: TableNo);
}

/// A round of a round-based system, as the life cycle sees it.
pub trait LifecycleRound {
    /// The system's words in its refusals.
    const WORDS: RoundWords;
    /// The round's tables.
    type Table: LifecycleTable;
    /// The round number, 1-based, consecutive.
    fn number(&self) -> RoundNo;
    /// Draft, published or complete.
    fn state(&self) -> RoundState;
    /// Sets the state.
    fn set_state(&mut self, state: RoundState);
    /// The tables in table-number order.
    fn tables(&self) -> &[Self::Table];
    /// The tables, to renumber or sort.
    fn tables_mut(&mut self) -> &mut [Self::Table];
    /// Tables whose result is not (completely) entered.
    fn open_tables(&self) -> usize;
}

/// The draft: the last round, if it is one.
///
/// # Errors
/// [`Rejected::NoDraft`] before round 1, [`Rejected::NotADraft`] when the last round is fixed.
pub fn draft<R: LifecycleRound>(rounds: &[R]) -> Result<&R, Rejected> {
    match rounds.last() {
        Some(r) if r.state() == RoundState::Draft => Ok(r),
        Some(r) => Err(not_a_draft(r)),
        None => Err(no_draft::<R>()),
    }
}

/// The draft, to edit it.
///
/// # Errors
/// As [`draft`].
pub fn draft_mut<R: LifecycleRound>(rounds: &mut [R]) -> Result<&mut R, Rejected> {
    match rounds.last_mut() {
        Some(r) if r.state() == RoundState::Draft => Ok(r),
        Some(r) => Err(not_a_draft(r)),
        None => Err(no_draft::<R>()),
    }
}

fn not_a_draft<R: LifecycleRound>(r: &R) -> Rejected {
    Rejected::NotADraft {
        round: r.number(),
        state: r.state(),
    }
}

fn no_draft<R: LifecycleRound>() -> Rejected {
    Rejected::NoDraft {
        first: R::WORDS.first,
    }
}

/// Deletes the draft (the shared `DeleteDraft` command): `delete draft of round 3`.
///
/// # Errors
/// As [`draft`]; nothing changes.
pub fn delete_draft<R: LifecycleRound>(rounds: &mut Vec<R>) -> Result<Change, Rejected> {
    let n = draft(rounds)?.number();
    rounds.pop();
    Ok(Change::said(
        Some(n),
        Msg::key("audit-delete-draft").num("round", n.0),
    ))
}

/// Swaps the table numbers `a` and `b` of the draft (the shared `SwapTables` command): both
/// tables are marked as made by hand, the tables stay in number order, and the change is
/// logged as manual: `swap tables 2 ↔ 5`.
///
/// # Errors
/// As [`draft`]; [`Rejected::NotFound`] (`table`) for a number the draft does not have;
/// [`Rejected::Refused`] (`swap`) for the same number twice. Nothing changes.
pub fn swap_table_numbers<R: LifecycleRound>(
    rounds: &mut [R],
    a: TableNo,
    b: TableNo,
) -> Result<Change, Rejected> {
    let r = draft_mut(rounds)?;
    let n = r.number();
    for x in [a, b] {
        if !r.tables().iter().any(|t| t.number() == x) {
            return Err(Rejected::no_table(n, x, r.tables().len()));
        }
    }
    if a == b {
        return Err(Rejected::refused("swap", Msg::key("err-swap-tables-same")));
    }
    for tb in r.tables_mut() {
        if tb.number() == a {
            tb.renumber(b);
        } else if tb.number() == b {
            tb.renumber(a);
        }
    }
    r.tables_mut().sort_by_key(LifecycleTable::number);
    Ok(Change::said(
        Some(n),
        Msg::key("audit-swap-tables").num("a", a.0).num("b", b.0),
    )
    .manual())
}

/// Fixes the draft (the shared `Publish` command, after the system's own checks): published,
/// or complete at once when it has no table: `publish round 3`.
///
/// # Errors
/// As [`draft`]; nothing changes.
pub fn publish<R: LifecycleRound>(rounds: &mut [R]) -> Result<Change, Rejected> {
    let r = draft_mut(rounds)?;
    let n = r.number();
    r.set_state(if r.tables().is_empty() {
        RoundState::Complete
    } else {
        RoundState::Published
    });
    Ok(Change::said(
        Some(n),
        Msg::key("audit-publish").num("round", n.0),
    ))
}

/// Marks a published round complete once no table is open (after a result was entered).
pub fn complete_when_entered<R: LifecycleRound>(r: &mut R) {
    if r.open_tables() == 0 {
        r.set_state(RoundState::Complete);
    }
}

/// Refuses a new round (a Swiss pairing, a Muck draw) while the last round is a draft or still
/// has open tables.
///
/// # Errors
/// [`Rejected::DraftExists`] (with the system's word for replacing it),
/// [`Rejected::OpenTables`] (with what the tables lack).
pub fn next_round_allowed<R: LifecycleRound>(rounds: &[R]) -> Result<(), Rejected> {
    match rounds.last() {
        Some(r) if r.state() == RoundState::Draft => Err(Rejected::DraftExists {
            round: r.number(),
            again: R::WORDS.again,
        }),
        Some(r) if r.state() == RoundState::Published => Err(Rejected::OpenTables {
            round: r.number(),
            open: r.open_tables(),
            lacking: R::WORDS.lacking,
        }),
        _ => Ok(()),
    }
}

/// Round `n`, published or complete, for entering a result.
///
/// # Errors
/// [`Rejected::NotFound`] (`round`, with the rounds that exist) for a round that does not
/// exist; [`Rejected::DraftNotPublished`] for a draft.
pub fn fixed_round<R: LifecycleRound>(rounds: &[R], n: RoundNo) -> Result<&R, Rejected> {
    let Some(r) = round(rounds, n) else {
        return Err(Rejected::no_round(n, rounds.len()));
    };
    if r.state() == RoundState::Draft {
        return Err(Rejected::DraftNotPublished {
            round: n,
            entering: R::WORDS.entering,
        });
    }
    Ok(r)
}

/// Round `n` (at index `n - 1`).
pub fn round<R: LifecycleRound>(rounds: &[R], n: RoundNo) -> Option<&R> {
    n.0.checked_sub(1).and_then(|i| rounds.get(i as usize))
}

/// Checks that `round` can be imported as a whole (played elsewhere): no draft is in the way,
/// and it is the next round.
///
/// # Errors
/// [`Rejected::Refused`] (`import`) while a draft exists; [`Rejected::InvalidField`]
/// (`round`) for any other number than the next round's.
pub fn import_allowed<R: LifecycleRound>(rounds: &[R], round: RoundNo) -> Result<(), Rejected> {
    if let Some(r) = rounds.last().filter(|r| r.state() == RoundState::Draft) {
        return Err(Rejected::refused(
            "import",
            Msg::key("err-import-draft").num("round", r.number().0),
        ));
    }
    let expected = RoundNo(rounds.len() as u32 + 1);
    if round != expected {
        return Err(Rejected::invalid(
            "round",
            Msg::key("err-import-next")
                .num("expected", expected.0)
                .num("round", round.0),
        ));
    }
    Ok(())
}

/// The latest fixed (published or complete) round's number, 0 before any: a drop or a
/// withdrawal takes effect after it (R-S6).
pub fn latest_fixed<R: LifecycleRound>(rounds: &[R]) -> RoundNo {
    rounds
        .iter()
        .rev()
        .find(|r| r.state() != RoundState::Draft)
        .map_or(RoundNo(0), LifecycleRound::number)
}

/// The round a late entry plays first (R-S17): the draft's round if there is a draft (it is
/// then stale and paired or drawn again), else the next round; `None` before round 1 (not a
/// late entry).
pub fn entry_round<R: LifecycleRound>(rounds: &[R]) -> Option<RoundNo> {
    let last = rounds.last()?;
    Some(if last.state() == RoundState::Draft {
        last.number()
    } else {
        RoundNo(rounds.len() as u32 + 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A round of a test system: tables are `(number, manual, open)`.
    #[derive(Debug, Clone, PartialEq, Eq)]
    struct R {
        n: u32,
        state: RoundState,
        tables: Vec<T>,
    }

    #[derive(Debug, Clone, PartialEq, Eq)]
    struct T {
        number: u32,
        manual: bool,
        open: bool,
        name: &'static str,
    }

    impl LifecycleTable for T {
        fn number(&self) -> TableNo {
            TableNo(self.number)
        }
        fn renumber(&mut self, n: TableNo) {
            self.number = n.0;
            self.manual = true;
        }
    }

    impl LifecycleRound for R {
        const WORDS: RoundWords = RoundWords {
            first: "deal the next round",
            again: "re-deal",
            lacking: "not scored",
            entering: "points",
        };
        type Table = T;
        fn number(&self) -> RoundNo {
            RoundNo(self.n)
        }
        fn state(&self) -> RoundState {
            self.state
        }
        fn set_state(&mut self, state: RoundState) {
            self.state = state;
        }
        fn tables(&self) -> &[T] {
            &self.tables
        }
        fn tables_mut(&mut self) -> &mut [T] {
            &mut self.tables
        }
        fn open_tables(&self) -> usize {
            self.tables.iter().filter(|t| t.open).count()
        }
    }

    fn round_of(n: u32, state: RoundState, names: &[&'static str]) -> R {
        R {
            n,
            state,
            tables: names
                .iter()
                .enumerate()
                .map(|(i, name)| T {
                    number: i as u32 + 1,
                    manual: false,
                    open: state != RoundState::Complete,
                    name,
                })
                .collect(),
        }
    }

    fn err<T: fmt::Debug>(r: Result<T, Rejected>) -> String {
        r.expect_err("refused").to_string()
    }

    #[test]
    fn the_draft_is_the_last_round_in_draft_state() {
        let none: Vec<R> = Vec::new();
        assert_eq!(
            err(draft(&none)),
            "there is no draft: deal the next round first"
        );
        let fixed = vec![round_of(1, RoundState::Published, &["a"])];
        assert_eq!(
            err(draft(&fixed)),
            "round 1 is published: only a draft can be changed this way"
        );
        let mut rounds = vec![
            round_of(1, RoundState::Complete, &["a"]),
            round_of(2, RoundState::Draft, &["b"]),
        ];
        assert_eq!(draft(&rounds).map(|r| r.n), Ok(2));
        assert_eq!(draft_mut(&mut rounds).map(|r| r.n), Ok(2));
    }

    #[test]
    fn deleting_the_draft_pops_it_and_only_it() {
        let mut rounds = vec![
            round_of(1, RoundState::Complete, &["a"]),
            round_of(2, RoundState::Draft, &["b"]),
        ];
        let c = delete_draft(&mut rounds).expect("delete");
        assert_eq!(
            (c.round, c.what.as_str()),
            (Some(RoundNo(2)), "delete draft of round 2")
        );
        assert_eq!(rounds.len(), 1);
        assert_eq!(
            err(delete_draft(&mut rounds)),
            "round 1 is complete: only a draft can be changed this way"
        );
        assert_eq!(rounds.len(), 1);
    }

    #[test]
    fn swapping_table_numbers_marks_both_and_keeps_the_order() {
        let mut rounds = vec![round_of(1, RoundState::Draft, &["a", "b", "c"])];
        let c = swap_table_numbers(&mut rounds, TableNo(1), TableNo(3)).expect("swap");
        assert_eq!(c.what, "swap tables 1 ↔ 3");
        assert!(c.manual && !c.correction);
        assert_eq!(c.round, Some(RoundNo(1)));
        let seen: Vec<(u32, &str, bool)> = rounds[0]
            .tables
            .iter()
            .map(|t| (t.number, t.name, t.manual))
            .collect();
        assert_eq!(seen, [(1, "c", true), (2, "b", false), (3, "a", true)]);
        let before = rounds.clone();
        assert_eq!(
            err(swap_table_numbers(&mut rounds, TableNo(2), TableNo(4))),
            "table: round 1 has no table 4 (allowed: 1..3)"
        );
        assert_eq!(
            err(swap_table_numbers(&mut rounds, TableNo(2), TableNo(2))),
            "swap: the two table numbers must differ"
        );
        assert_eq!(rounds, before);
        rounds[0].state = RoundState::Published;
        assert_eq!(
            err(swap_table_numbers(&mut rounds, TableNo(1), TableNo(2))),
            "round 1 is published: only a draft can be changed this way"
        );
    }

    #[test]
    fn publishing_fixes_the_draft_and_an_empty_one_is_complete() {
        let mut rounds = vec![round_of(1, RoundState::Draft, &["a"])];
        let c = publish(&mut rounds).expect("publish");
        assert_eq!(c.what, "publish round 1");
        assert_eq!(rounds[0].state, RoundState::Published);
        rounds[0].tables[0].open = false;
        complete_when_entered(&mut rounds[0]);
        assert_eq!(rounds[0].state, RoundState::Complete);
        rounds.push(round_of(2, RoundState::Draft, &[]));
        publish(&mut rounds).expect("publish");
        assert_eq!(rounds[1].state, RoundState::Complete);
    }

    #[test]
    fn a_new_round_waits_for_the_last_one() {
        let mut rounds = vec![round_of(1, RoundState::Draft, &["a", "b"])];
        assert_eq!(
            err(next_round_allowed(&rounds)),
            "round 1 is a draft already: publish, re-deal or delete it"
        );
        rounds[0].state = RoundState::Published;
        assert_eq!(
            err(next_round_allowed(&rounds)),
            "round 1 has 2 table(s) not scored: enter them first"
        );
        rounds[0].state = RoundState::Complete;
        assert_eq!(next_round_allowed(&rounds), Ok(()));
        assert_eq!(next_round_allowed::<R>(&[]), Ok(()));
    }

    #[test]
    fn results_go_to_fixed_rounds_that_exist() {
        let rounds = vec![
            round_of(1, RoundState::Complete, &["a"]),
            round_of(2, RoundState::Draft, &["b"]),
        ];
        assert_eq!(fixed_round(&rounds, RoundNo(1)).map(|r| r.n), Ok(1));
        assert_eq!(
            err(fixed_round(&rounds, RoundNo(2))),
            "round 2 is a draft: publish it before entering points"
        );
        assert_eq!(
            err(fixed_round(&rounds, RoundNo(0))),
            "round: there is no round 0 (allowed: 1..2)"
        );
        assert_eq!(
            err(fixed_round(&rounds, RoundNo(3))),
            "round: there is no round 3 (allowed: 1..2)"
        );
    }

    #[test]
    fn an_import_is_the_next_round_with_no_draft_in_the_way() {
        let mut rounds = vec![round_of(1, RoundState::Draft, &["a"])];
        assert_eq!(
            err(import_allowed(&rounds, RoundNo(2))),
            "import: round 1 is a draft; delete it before importing results"
        );
        rounds[0].state = RoundState::Complete;
        assert_eq!(import_allowed(&rounds, RoundNo(2)), Ok(()));
        assert_eq!(
            err(import_allowed(&rounds, RoundNo(3))),
            "round: the next round to import is 2, not 3"
        );
    }

    #[test]
    fn drops_follow_the_latest_fixed_round_and_late_entries_the_next() {
        let mut rounds: Vec<R> = Vec::new();
        assert_eq!(latest_fixed(&rounds), RoundNo(0));
        assert_eq!(entry_round(&rounds), None);
        rounds.push(round_of(1, RoundState::Draft, &["a"]));
        assert_eq!(latest_fixed(&rounds), RoundNo(0));
        assert_eq!(entry_round(&rounds), Some(RoundNo(1)));
        rounds[0].state = RoundState::Published;
        assert_eq!(latest_fixed(&rounds), RoundNo(1));
        assert_eq!(entry_round(&rounds), Some(RoundNo(2)));
        rounds.push(round_of(2, RoundState::Draft, &["b"]));
        assert_eq!(latest_fixed(&rounds), RoundNo(1));
        assert_eq!(entry_round(&rounds), Some(RoundNo(2)));
    }
}
