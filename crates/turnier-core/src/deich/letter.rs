//! A Deich letter: the player's bid of Friesenpunkte for the open round, read into the
//! [`DeichCommand::Bid`] typing it would give (`ostfriesischer-deich.txt` 3.1: the move goes to
//! the GM by the ZAT, the latest counts; R-D1).
//!
//! What is read ([`read`]):
//! - the player: `Von:`, `From:`, `Absender:` or `Manager:`, a registered player by the whole
//!   name ([`crate::letter::registered_sender`]);
//! - the bid: on a line with `Gebot` (`Gebot: 1.500 FP`, `Gebot für Runde 3: 2000`; after a
//!   `:` behind the word where there is one), or an amount followed by `FP` or `Friesenpunkte`
//!   on any line (`2000 Friesenpunkte`). Thousands are written with dots in German: `1.500`
//!   is 1500 FP ([`super::bid::parse_bid`], as typed); a fraction or a negative bid is refused
//!   (R-D1).
//!
//! Never a guess: no bid, a `Gebot` without a number, two different amounts (a bid and a
//! correction in words, or the FP the player has left: `Ich habe noch 18.000 FP`), or a
//! `Gebot` line with several numbers none of them marked FP leave the letter out with the
//! reason.

use super::DeichCommand;
use super::bid::parse_bid;
use crate::game::{Msg, Registry};
use crate::letter::{self, Kind, Letter, Problem, Reading, Token, lone_numbers, number_lists};

/// The words of a line that holds the bid: `Gebot`, `Einsatz`, `Bid`.
const BID_WORDS: [&str; 3] = ["gebot", "einsatz", "bid"];

/// The words that mark an amount as Friesenpunkte.
const FP_WORDS: [&str; 4] = ["fp", "friesenpunkte", "friesenpunkten", "friesenpunkt"];

/// An amount on a line: the number as written (with its minus sign), and whether `FP` or
/// `Friesenpunkte` follows it.
struct Amount {
    text: String,
    fp: bool,
}

/// The amounts of `toks` from `from` on (numbers in no list).
fn amounts(toks: &[Token<'_>], from: usize) -> Vec<Amount> {
    let lists = number_lists(toks);
    let lone = lone_numbers(toks, &lists);
    (from..toks.len())
        .filter(|&i| lone.contains(&toks[i]))
        .map(|i| {
            // `-100`: the minus sign right before the number, not between two numbers.
            let minus = i
                .checked_sub(1)
                .filter(|&k| toks[k].is_mark('-') && toks[k].end == toks[i].start)
                .is_some_and(|k| k == 0 || toks[k - 1].kind != Kind::Number);
            Amount {
                text: format!("{}{}", if minus { "-" } else { "" }, toks[i].text),
                fp: toks.get(i + 1).is_some_and(|t| t.is_word(&FP_WORDS)),
            }
        })
        .collect()
}

/// What a Deich letter says (module doc): the [`DeichCommand::Bid`] of its sender for the
/// open round, or why the letter is not read completely. `reg` names the registered players.
pub fn read(reg: &Registry, letter: &Letter) -> Reading {
    let mut r = Reading::of(letter);
    let player = match letter::registered_sender(reg, letter) {
        Ok((id, name)) => {
            r.sender = Some(name);
            Some(id)
        }
        Err(p) => {
            r.sender = letter::sender(letter).ok();
            r.refuse(p);
            None
        }
    };
    let mut bids = Vec::new();
    let mut tried = false;
    for l in &letter.lines {
        if letter::field(&l.text, &letter::SENDER_LABELS).is_some() {
            continue;
        }
        let toks = letter::tokens(&l.text);
        let at = |what: Msg| {
            Msg::key("letter-at-line")
                .num("line", l.number)
                .msg("what", what)
        };
        if let Some(k) = toks.iter().position(|t| t.is_word(&BID_WORDS)) {
            tried = true;
            // `Gebot für Runde 3: 2000`: the bid is what follows the `:`.
            let from = toks[k + 1..]
                .iter()
                .position(|t| t.is_mark(':'))
                .map_or(k + 1, |p| k + 2 + p);
            let all = amounts(&toks, from);
            let marked: Vec<&Amount> = all.iter().filter(|a| a.fp).collect();
            let cands: Vec<&Amount> = if marked.is_empty() {
                all.iter().collect()
            } else {
                marked
            };
            let lists = number_lists(&toks[from..]);
            match cands.as_slice() {
                _ if !lists.is_empty() => {
                    r.refuse(at(
                        Msg::key("deich-letter-bid-unclear").text("text", &l.text)
                    ));
                }
                [] => r.refuse(at(
                    Msg::key("deich-letter-bid-no-number").text("text", &l.text)
                )),
                [one] => match parse_bid(&one.text) {
                    Ok(fp) => bids.push(fp),
                    Err(e) => r.refuse(Problem::Refused(e)),
                },
                _ => r.refuse(at(
                    Msg::key("deich-letter-bid-unclear").text("text", &l.text)
                )),
            }
        } else {
            for a in amounts(&toks, 0).iter().filter(|a| a.fp) {
                tried = true;
                match parse_bid(&a.text) {
                    Ok(fp) => bids.push(fp),
                    Err(e) => r.refuse(Problem::Refused(e)),
                }
            }
        }
    }
    bids.sort_unstable();
    bids.dedup();
    match bids.as_slice() {
        [] if !tried => r.refuse(Msg::key("deich-letter-no-bid")),
        [] => {}
        [bid] => {
            r.read
                .push(Msg::key("deich-letter-read-bid").num("fp", bid.0));
            if let (Some(player), true) = (player, r.problems.is_empty()) {
                r.commands.push(
                    DeichCommand::Bid {
                        round: None,
                        player,
                        bid: *bid,
                    }
                    .into(),
                );
            }
        }
        many => {
            let list: Vec<String> = many.iter().map(|b| b.0.to_string()).collect();
            r.refuse(Msg::key("deich-letter-two-bids").text("bids", list.join(", ")));
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Command, Participant, PlayerId};
    use crate::letter::split;

    fn reg() -> Registry {
        let mut r = Registry::default();
        for (i, n) in ["Tjark Ommen", "Hilke Janssen"].iter().enumerate() {
            r.participants.push(Participant {
                id: PlayerId(i as u32 + 1),
                name: n.to_string(),
                dropped_after: None,
                entered_round: None,
            });
        }
        r
    }

    fn bid(text: &str) -> Result<(u32, u64), Vec<String>> {
        let r = read(&reg(), &split(text)[0]);
        match r.commands.as_slice() {
            [Command::Deich(DeichCommand::Bid { player, bid, .. })] => Ok((player.0, bid.0)),
            _ => Err(r.problems.iter().map(ToString::to_string).collect()),
        }
    }

    #[test]
    fn bids_as_people_write_them() {
        assert_eq!(bid("Von: Tjark Ommen\nGebot: 1.500 FP\n"), Ok((1, 1500)));
        assert_eq!(
            bid("From: Hilke Janssen\nIch setze 2000 Friesenpunkte.\n"),
            Ok((2, 2000))
        );
        assert_eq!(
            bid("Von: Tjark Ommen\nGebot für Runde 3: 20.000\n"),
            Ok((1, 20_000))
        );
        assert_eq!(bid("Von: Tjark Ommen\nGebot: 0\n"), Ok((1, 0)));
        assert_eq!(bid("Von: Tjark Ommen\nBid: 1,500 FP\n"), Ok((1, 1500)));
    }

    #[test]
    fn what_is_not_guessed() {
        assert_eq!(
            bid("Von: Tjark Ommen\nGebot: alles, was ich habe\n"),
            Err(vec![
                "line 2: Gebot: alles, was ich habe: a bid without a number".into()
            ])
        );
        assert_eq!(
            bid("Von: Tjark Ommen\nMoin!\n"),
            Err(vec![
                "no bid: write Gebot: 1.500 FP or 1500 Friesenpunkte".into()
            ])
        );
        assert_eq!(
            bid("Von: Tjark Ommen\n1.500 FP\nnein, doch 2.000 FP\n"),
            Err(vec![
                "more than one amount: 1500, 2000; which one is the bid is not guessed".into()
            ])
        );
        assert_eq!(
            bid("Von: Tjark Ommen\nGebot: 1.500 FP\nIch habe noch 18.000 FP.\n"),
            Err(vec![
                "more than one amount: 1500, 18000; which one is the bid is not guessed".into()
            ])
        );
        assert_eq!(
            bid("Von: Tjark Ommen\nGebot für Runde 3 ist 1500\n"),
            Err(vec!["line 2: Gebot für Runde 3 ist 1500: more than one number; which one is the bid is not guessed".into()])
        );
        assert_eq!(
            bid("Von: Tjark Ommen\nGebot: -100\n"),
            Err(vec![
                "bid: \"-100\" is negative; allowed: a whole number of FP, 0 or more".into()
            ])
        );
        assert_eq!(
            bid("Von: Tjark Ommen\nGebot: 12,5 FP\n"),
            Err(vec![
                "bid: \"12,5\" is not whole; allowed: a whole number of FP, 0 or more".into()
            ])
        );
        assert_eq!(
            bid("Von: Tjark\nGebot: 1500\n"),
            Err(vec![
                "Tjark could be Tjark Ommen: write the whole name as registered".into()
            ])
        );
        assert_eq!(
            bid("Von: Okko\nGebot: 1500\n"),
            Err(vec![
                "Okko is not registered: write the name as registered".into()
            ])
        );
    }
}
