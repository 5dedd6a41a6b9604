//! Every word the desk's Turnierfußball screens show, in one place: the keys of
//! `i18n/*/football.ftl` (German and English). Field terms (WP, RLP, ZAT) stay: they are the
//! game's own words in both languages.

use crate::i18n::t;
use crate::tr;

/// Tab title of the lineups.
pub fn title_lineups() -> &'static str {
    t("football-tab-lineups")
}
/// Tab title of the match matrix.
pub fn title_matrix() -> &'static str {
    t("football-tab-matrix")
}
/// Tab title of the table.
pub fn title_table() -> &'static str {
    t("football-tab-table")
}
/// Tab title of the ranking list.
pub fn title_ranking() -> &'static str {
    t("football-tab-ranking")
}
/// The lineup line's prompt.
pub fn prompt() -> &'static str {
    t("football-prompt")
}
/// The lineup line's prompt when an anti-tournament runs.
pub fn prompt_anti() -> &'static str {
    t("football-prompt-anti")
}
/// Shown on an empty lineup list.
pub fn no_lineups() -> &'static str {
    t("football-no-lineups")
}
/// The help lines of the lineup screen: what to type, and what it does.
pub fn forms() -> [(&'static str, &'static str); 6] {
    [
        ("Eagles, Anna, 10-5-40-40-40, 120", t("football-form-wish")),
        ("Eagles, Anna, 10-5-40-40-40", t("football-form-no-wish")),
        ("Owls, Bert, 1-1-1-1-1, anti", t("football-form-anti")),
        (t("football-form-enter-key"), t("football-form-enter")),
        ("W 120", t("football-form-wp")),
        ("Z ZAT 12", t("football-form-zat")),
    ]
}
/// The question before the evaluation.
pub fn evaluate_question(round: u32, teams_in: usize) -> String {
    tr!(
        "football-evaluate-question",
        round = round,
        teams = teams(teams_in),
        next = round + 1
    )
}
/// Nothing to show in the table yet.
pub fn no_table() -> &'static str {
    t("football-no-table")
}
/// Nothing in the ranking list yet.
pub fn no_ranking() -> &'static str {
    t("football-no-ranking")
}
/// The matrix's lead when no team is selected.
pub fn no_matrix() -> &'static str {
    t("football-no-matrix")
}
/// No open round to set a WP or ZAT for.
pub fn no_open_round() -> &'static str {
    t("football-no-open-round")
}
/// The WP line's prompt.
pub fn wp_prompt(round: u32) -> String {
    tr!("football-wp-prompt", round = round)
}
/// The ZAT line's prompt.
pub fn zat_prompt(round: u32) -> String {
    tr!("football-zat-prompt", round = round)
}
/// Under an empty WP line.
pub fn wp_hint() -> &'static str {
    t("football-wp-hint")
}
/// A WP that is not a whole number.
pub fn wp_not_number(text: &str) -> String {
    tr!("football-wp-not-number", text = format!("{text:?}"))
}
/// The WP typed is the round's already.
pub fn wp_unchanged(wp: u32) -> String {
    tr!("football-wp-unchanged", wp = wp)
}
/// Under the WP line: what the WP typed does to the lineups in.
pub fn wp_effect(wp: u32, teams: usize, corrected: usize) -> String {
    if teams == 0 {
        tr!("football-wp-effect-none", wp = wp)
    } else {
        tr!(
            "football-wp-effect",
            wp = wp,
            corrected = corrected,
            teams = teams
        )
    }
}
/// The question before a new WP while lineups are in.
pub fn wp_question(round: u32, old: u32, wp: u32, teams: usize, corrected: usize) -> String {
    tr!(
        "football-wp-question",
        round = round,
        wp = wp,
        old = old,
        teams = teams,
        corrected = corrected
    )
}
/// Under the ZAT line.
pub fn zat_hint() -> &'static str {
    t("football-zat-hint")
}
/// The lineup screen's lead when the open round has no ZAT yet.
pub fn no_zat() -> &'static str {
    t("football-no-zat")
}
/// `1 team`, `7 teams`.
pub fn teams(n: usize) -> String {
    tr!("football-teams", count = n)
}
