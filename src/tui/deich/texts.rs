//! Every word the Deich screens show, in one place for the language layer (issue "Deutsch
//! und English"). Field terms (FP, NMR, ZAT) stay as they are.

use crate::deich::{Nmr, OutReason};
use crate::game::RoundNo;

/// Tab titles.
pub const TAB_REGISTRATION: &str = "Registration";
/// Tab title of the bid entry.
pub const TAB_BIDS: &str = "Bids";
/// Tab title of a round's result.
pub const TAB_ROUND: &str = "Round";
/// Tab title of the race so far.
pub const TAB_RACE: &str = "Race";

/// The add line's prompt.
pub const ADD_PROMPT: &str = "name, Enter registers and asks for the next; Esc ends: ";
/// The rename line's prompt.
pub const RENAME_PROMPT: &str = "new name: ";
/// The ZAT line's prompt.
pub const ZAT_PROMPT: &str = "ZAT of the open round (e.g. So 12.5. 20:00; empty clears): ";

/// The start FP line's prompt.
pub fn start_fp_prompt(name: &str) -> String {
    format!("start FP of {name} (empty: by last place): ")
}

/// The bid line's prompt for the open round.
pub fn bid_prompt(round: RoundNo) -> String {
    format!("round {round} bid, NAME FP or FP: ")
}

/// How to type a bid, for the `?` help.
pub const BID_HELP: &[&str] = &[
    "ann 1500 Enter: the bid of the one player whose name starts so",
    "1500 Enter: the bid of the player you moved to (↑↓, or Enter on him)",
    "a later bid of the same player replaces his bid (rule 3.1)",
    "20.000 or 20,000 read as 20000; a bid above his FP counts as all (R-D1)",
    "every letter types a name here (q u w too): F1-F5 / Tab switch screens",
];

/// The hint line above the bid list.
pub const BIDS_HINT: &str = " type NAME FP ⏎ (e.g. ann 1500) · F1-F5/Tab screens";

/// The line above the bids when the race is over.
pub const RACE_OVER: &str = " The race is over: see the final order on screen 4.";

/// The line above the bids while fewer than three are in the race.
pub const TOO_FEW: &str = " A race needs at least 3 players: register them on screen 1.";

/// Why a player is out, in the screens' words.
pub fn reason(r: OutReason) -> &'static str {
    match r {
        OutReason::Lowest => "lowest bid",
        OutReason::Zero => "0 FP",
        OutReason::Nmr => "NMR",
    }
}

/// The question before a round is evaluated.
pub fn evaluate_question(round: RoundNo, nmr: &[String], variant: Option<Nmr>) -> String {
    if nmr.is_empty() {
        return format!(
            "Evaluate round {round}? Every player in has bid; later bids are then refused (3.3)."
        );
    }
    let what = match variant {
        Some(Nmr::A) => "out at once (NMR a)",
        _ => "a bid of 0 (NMR b)",
    };
    format!(
        "Evaluate round {round}? No bid from {} ({}): {what}. Is the ZAT over?",
        nmr.len(),
        nmr.join(", ")
    )
}

/// The question before a second player of a registered name is added.
pub fn duplicate_question(name: &str) -> String {
    format!("{name:?} is registered already. Register a second player of that name?")
}
