//! Every word the desk's Turnierfußball screens show, in one place for the language layer.

/// Tab titles.
pub const TITLE_LINEUPS: &str = "Lineups";
/// Tab title of the match matrix.
pub const TITLE_MATRIX: &str = "Match matrix";
/// Tab title of the table.
pub const TITLE_TABLE: &str = "Table";
/// Tab title of the ranking list.
pub const TITLE_RANKING: &str = "Ranking list";
/// The lineup line's prompt.
pub const PROMPT: &str = "lineup (team, manager, T-A-V-M-S, wish): ";
/// The lineup line's prompt when an anti-tournament runs.
pub const PROMPT_ANTI: &str = "lineup (team, manager, T-A-V-M-S, wish or anti): ";
/// Shown on an empty lineup list.
pub const NO_LINEUPS: &str = " No lineup yet: a types one (team, manager, 10-5-40-40-40, wish).";
/// The help lines of the lineup screen.
pub const FORMS: [(&str, &str); 6] = [
    (
        "Eagles, Anna, 10-5-40-40-40, 120",
        "team, manager, lineup T-A-V-M-S, WP wish",
    ),
    ("Eagles, Anna, 10-5-40-40-40", "without a wish"),
    ("Owls, Bert, 1-1-1-1-1, anti", "for the anti-tournament"),
    (
        "Enter on a team",
        "its line again: change it, Enter; the latest counts",
    ),
    (
        "W 120",
        "the open round's WP (asks when lineups are in: R-F2)",
    ),
    ("Z ZAT 12", "the deadline as posted; it heads the table"),
];
/// The question before the evaluation.
pub fn evaluate_question(round: u32, teams_in: usize) -> String {
    format!(
        "Evaluate round {round} ({})? The lineups close and round {} opens.",
        teams(teams_in),
        round + 1
    )
}
/// Nothing to show in the table yet.
pub const NO_TABLE: &str = " No team in this tournament.";
/// Nothing in the ranking list yet.
pub const NO_RANKING: &str = " No ranking yet: evaluate a round (E on screen 1).";
/// The matrix's lead when no team is selected.
pub const NO_MATRIX: &str = " No team to show: enter lineups on screen 1.";
/// No open round to set a WP or ZAT for.
pub const NO_OPEN_ROUND: &str = "there is no open round";
/// The WP line's prompt.
pub fn wp_prompt(round: u32) -> String {
    format!("WP of round {round} (10..300): ")
}
/// The ZAT line's prompt.
pub fn zat_prompt(round: u32) -> String {
    format!("ZAT of round {round} (e.g. ZAT 12; empty clears): ")
}
/// Under an empty WP line.
pub const WP_HINT: &str = "type the WP of the open round, 10..300 (R-F7: the GM decides)";
/// A WP that is not a whole number.
pub fn wp_not_number(text: &str) -> String {
    format!("{text:?} is not a whole number; allowed: 10..300")
}
/// The WP typed is the round's already.
pub fn wp_unchanged(wp: u32) -> String {
    format!("WP stays {wp}")
}
/// Under the WP line: what the WP typed does to the lineups in.
pub fn wp_effect(wp: u32, teams: usize, corrected: usize) -> String {
    if teams == 0 {
        format!("Enter sets {wp} WP; no lineup is in yet")
    } else {
        format!("at {wp} WP {corrected} of the {teams} lineups in play corrected (R-F2)")
    }
}
/// The question before a new WP while lineups are in.
pub fn wp_question(round: u32, old: u32, wp: u32, teams: usize, corrected: usize) -> String {
    format!(
        "Set round {round} to {wp} WP (now {old})? The {teams} lineups in are corrected to \
         {wp} WP: {corrected} of them play corrected."
    )
}
/// Under the ZAT line.
pub const ZAT_HINT: &str = "the deadline as posted, at most 40 characters; it heads the table";
/// The lineup screen's lead when the open round has no ZAT yet.
pub const NO_ZAT: &str = "no ZAT (Z sets it)";
/// `1 team`, `7 teams`.
pub fn teams(n: usize) -> String {
    if n == 1 {
        "1 team".to_string()
    } else {
        format!("{n} teams")
    }
}
