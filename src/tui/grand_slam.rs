//! The desk's Grand Slam screens (`grand-slam.txt`, issue 15, item 10): the players and their
//! strengths, the round's offer and its entries (typed as fast as a Turnierfußball lineup,
//! rule 10's correction shown as typed, every R-G1 fault named), the bracket of each
//! tournament with its results, a match set by set with the reason of every set ("why did I
//! lose?": pair 4.3.1, lowest set 4.3.2, lot), and the WRL (6.3).
//!
//! The screens are render functions over the game's state ([`GrandSlamGame`]) in
//! [`screens`]; the entry line's parser and its feedback are in [`entry`]. The words are the
//! keys `gsd-*` of `i18n/*/grand_slam_desk.ftl`.
//!
//! [`GrandSlamGame`]: crate::grand_slam::model::GrandSlamGame

pub mod entry;
pub mod screens;

/// State of the Grand Slam screens beyond their lists.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GrandSlamDesk {
    /// Bracket: the round shown; `None`: the last played.
    pub round: Option<u32>,
    /// Bracket: the tournament shown (its index in the round's offer).
    pub tournament: usize,
    /// Bracket: the match selected (its index in the tournament's matches).
    pub selected: usize,
    /// Bracket: the selected match is open set by set.
    pub detail: bool,
    /// Round screen: the offer is shown instead of the entries.
    pub offer: bool,
}
