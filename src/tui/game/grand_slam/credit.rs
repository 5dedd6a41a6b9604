//! Crediting a subscription account at the desk (`c` on screen 5; `grand-slam.txt` 11: the GM
//! keeps the accounts the Masters' fee of 1.50 is debited from). A line `NAME BETRAG`
//! (`Anja 10,00`, `Anja, 10.00`; negative for a correction, `Anja -1,50`) sends the same
//! [`GrandSlamCommand::Credit`] as `turnier credit EV NAME BETRAG`; before Enter the line
//! under the screen says what Enter will do, found by running that command on a copy of the
//! event (the pure [`crate::game::apply`]), or why it is refused, the field named with the
//! values it allows.
//!
//! [`GrandSlamCommand::Credit`]: crate::grand_slam::GrandSlamCommand::Credit

use super::entry::find_player;
use super::masters::account_words;
use crate::game::{Command, Event, PlayerId};
use crate::grand_slam::GrandSlamCommand;
use crate::grand_slam::apply::parse_money;
use crate::i18n;
use crate::tr;

/// A credit line read: the player (by index) and the amount in cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TypedCredit {
    /// The player's index in the game.
    pub player: usize,
    /// The amount in cents; negative debits (a correction).
    pub cents: i64,
}

/// Reads `NAME BETRAG`: the last word is the amount (euros with `,` or `.`, at most two
/// decimals, `-` for a debit), the rest the player (a unique start of the name, any case; a
/// comma after it is allowed).
///
/// # Errors
/// No amount (the form named), an amount that is not one (the field `Betrag` and the form
/// allowed), a player not found or not unique.
pub fn parse(event: &Event, text: &str) -> Result<TypedCredit, String> {
    let Some(g) = event.grand_slam() else {
        return Err(String::new());
    };
    let text = text.trim();
    let Some((who, amount)) = text.rsplit_once(char::is_whitespace) else {
        return Err(i18n::t("gsd-credit-form").to_string());
    };
    let who = who.trim().trim_end_matches(',').trim();
    let Some(cents) = parse_money(amount) else {
        return Err(tr!("gsd-credit-bad-amount", amount = amount));
    };
    let player = find_player(g, who)?;
    Ok(TypedCredit { player, cents })
}

/// The command a credit line sends.
pub fn command(x: TypedCredit) -> GrandSlamCommand {
    GrandSlamCommand::Credit {
        player: PlayerId(x.player as u32 + 1),
        cents: x.cents,
    }
}

/// The line under screen 5 while a credit is typed: `Enter credits 10.00 to Anja's account:
/// 0.00 → 10.00`, or why Enter would refuse it (then `true`): the parse, or the command's own
/// refusal on a copy of the event.
pub fn feedback(event: &Event, text: &str, now: chrono::DateTime<chrono::Utc>) -> (String, bool) {
    if text.trim().is_empty() {
        return (i18n::t("gsd-credit-hint").to_string(), false);
    }
    let x = match parse(event, text) {
        Ok(x) => x,
        Err(e) => return (e, true),
    };
    let Some(g) = event.grand_slam() else {
        return (String::new(), true);
    };
    let name = g.players.get(x.player).map_or("?", |p| p.name.as_str());
    let before = g.balance(x.player);
    match crate::game::apply(event, Command::GrandSlam(command(x)), now) {
        Err(r) => (r.to_string(), true),
        Ok(next) => {
            let after = next
                .grand_slam()
                .map_or(before + x.cents, |n| n.balance(x.player));
            let (amount, before, after) = (
                account_words(x.cents.abs()),
                account_words(before),
                account_words(after),
            );
            let text = if x.cents < 0 {
                tr!(
                    "gsd-credit-debits",
                    name = name,
                    amount = amount,
                    before = before,
                    after = after
                )
            } else {
                tr!(
                    "gsd-credit-credits",
                    name = name,
                    amount = amount,
                    before = before,
                    after = after
                )
            };
            (text, false)
        }
    }
}
