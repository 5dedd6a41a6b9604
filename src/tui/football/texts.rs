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
pub const FORMS: [(&str, &str); 4] = [
    (
        "Eagles, Anna, 10-5-40-40-40, 120",
        "team, manager, lineup, WP wish",
    ),
    ("Eagles, Anna, 10-5-40-40-40", "without a wish"),
    ("Owls, Bert, 1-1-1-1-1, anti", "for the anti-tournament"),
    ("Enter on a team", "its line again, to correct it"),
];
/// The question before the evaluation.
pub fn evaluate_question(round: u32, teams: usize) -> String {
    format!(
        "Evaluate round {round} ({teams} teams)? The lineups close and round {} opens.",
        round + 1
    )
}
/// Nothing to show in the table yet.
pub const NO_TABLE: &str = " No team in this tournament.";
/// Nothing in the ranking list yet.
pub const NO_RANKING: &str = " No ranking yet: evaluate a round (E on screen 1).";
/// The matrix's lead when no team is selected.
pub const NO_MATRIX: &str = " No team to show: enter lineups on screen 1.";
