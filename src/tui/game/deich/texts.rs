//! Every word the Deich screens show, in one place: the keys of `i18n/*/deich.ftl`
//! (German and English). Field terms (FP, NMR, ZAT) stay as they are: they are the game's own
//! words in both languages.

use crate::deich::{Nmr, OutReason};
use crate::game::RoundNo;
use crate::i18n::t;
use crate::tr;

/// Tab title of the registration.
pub fn tab_registration() -> &'static str {
    t("deich-tab-registration")
}
/// Tab title of the bid entry.
pub fn tab_bids() -> &'static str {
    t("deich-tab-bids")
}
/// Tab title of a round's result.
pub fn tab_round() -> &'static str {
    t("deich-tab-round")
}
/// Tab title of the race so far.
pub fn tab_race() -> &'static str {
    t("deich-tab-race")
}

/// The add line's prompt.
pub fn add_prompt() -> &'static str {
    t("deich-add-prompt")
}
/// The rename line's prompt.
pub fn rename_prompt() -> &'static str {
    t("deich-rename-prompt")
}
/// The ZAT line's prompt.
pub fn zat_prompt() -> &'static str {
    t("deich-zat-prompt")
}

/// The start FP line's prompt.
pub fn start_fp_prompt(name: &str) -> String {
    tr!("deich-start-fp-prompt", name = name)
}

/// The bid line's prompt for the open round.
pub fn bid_prompt(round: RoundNo) -> String {
    tr!("deich-bid-prompt", round = round.0)
}

/// How to type a bid, for the `?` help.
pub fn bid_help() -> [&'static str; 5] {
    [
        t("deich-bid-help-1"),
        t("deich-bid-help-2"),
        t("deich-bid-help-3"),
        t("deich-bid-help-4"),
        t("deich-bid-help-5"),
    ]
}

/// The hint line above the bid list.
pub fn bids_hint() -> &'static str {
    t("deich-bids-hint")
}

/// The line above the bids when the race is over.
pub fn race_over() -> &'static str {
    t("deich-race-over")
}

/// The line above the bids while fewer than three are in the race.
pub fn too_few() -> &'static str {
    t("deich-too-few")
}

/// Why a player is out, in the screens' words.
pub fn reason(r: OutReason) -> &'static str {
    match r {
        OutReason::Lowest => t("deich-out-lowest"),
        OutReason::Zero => t("deich-out-zero"),
        OutReason::Nmr => "NMR",
    }
}

/// The question before a round is evaluated.
pub fn evaluate_question(round: RoundNo, nmr: &[String], variant: Option<Nmr>) -> String {
    if nmr.is_empty() {
        return tr!("deich-evaluate-all-bid", round = round.0);
    }
    let what = match variant {
        Some(Nmr::A) => t("deich-nmr-a-effect"),
        _ => t("deich-nmr-b-effect"),
    };
    tr!(
        "deich-evaluate-nmr",
        round = round.0,
        count = nmr.len(),
        names = nmr.join(", "),
        what = what
    )
}

/// The question before a second player of a registered name is added.
pub fn duplicate_question(name: &str) -> String {
    tr!("deich-duplicate-question", name = format!("{name:?}"))
}
