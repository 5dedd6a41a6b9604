//! A Grand Slam letter: the player's distribution for each tournament he enters in the round
//! being prepared, read into the [`GrandSlamCommand::Enter`]s typing them would give
//! (`grand-slam.txt` 4: one distribution per tournament; R-G1, R-G13).
//!
//! What is read ([`read`]):
//! - the player: `Von:`, `From:`, `Absender:` or `Manager:`, a registered player by the whole
//!   name ([`crate::letter::registered_sender`]);
//! - a distribution: a line with a tournament of the round's offer by its name, then its five
//!   sets (`Rom: 30-25-21-13-11`, `Paris 30/25/21/13/11`, `Wimbledon: 30, 25, 21, 13, 11`;
//!   a note in brackets after the name is left out: `Rom (3*): …`). Whether the sets are a
//!   valid distribution (R-G1, rule 10 corrects the sum) and within the player's limit (R-G13)
//!   the rules say when it is entered, as when it is typed.
//!
//! Never a guess: no distribution, sets without a tournament, a tournament not offered, not
//! five sets, a set that is no whole number, two different distributions for one tournament
//! leave the letter out with the reason.

use super::GrandSlamCommand;
use super::model::GrandSlamGame;
use crate::game::{Msg, Registry, same_name_key};
use crate::letter::{self, Letter, Reading, number_lists, tokens};

/// A tournament's name as a letter writes it before its sets: `:`, `-` and spaces after it and
/// a note in brackets (`Rom (3*)`) taken off.
fn label(before: &str) -> &str {
    let t = before.trim().trim_end_matches([':', '-', '–', '=']).trim();
    match t
        .strip_suffix(')')
        .and_then(|s| s.rfind('(').map(|at| &s[..at]))
    {
        Some(name) if !name.trim().is_empty() => name.trim(),
        _ => t,
    }
}

/// What a Grand Slam letter says (module doc): one [`GrandSlamCommand::Enter`] per tournament
/// of the round being prepared in `g`, or why the letter is not read completely. `reg` names
/// the registered players.
pub fn read(reg: &Registry, g: &GrandSlamGame, letter: &Letter) -> Reading {
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
    let Some(round) = g.open_round() else {
        r.refuse(Msg::key("gs-letter-no-round"));
        return r;
    };
    let offered: Vec<&str> = round.offer.iter().map(|o| o.name.as_str()).collect();
    // Per tournament of the offer (by its place), the distributions read for it.
    let mut sets: Vec<Vec<Vec<u32>>> = vec![Vec::new(); offered.len()];
    let mut tried = false;
    for l in &letter.lines {
        if letter::field(&l.text, &letter::SENDER_LABELS).is_some() {
            continue;
        }
        let at = |what: Msg| {
            Msg::key("letter-at-line")
                .num("line", l.number)
                .msg("what", what)
        };
        let toks = tokens(&l.text);
        // Dates (`12-05-2025`) have three numbers: a distribution has five, four or six are
        // read as one written wrong.
        for list in number_lists(&toks).iter().filter(|x| x.parts.len() >= 4) {
            tried = true;
            let written = &l.text[list.start..list.end];
            let name = label(&l.text[..list.start]);
            if name.is_empty() {
                r.refuse(at(
                    Msg::key("gs-letter-which-tournament").text("sets", written)
                ));
                continue;
            }
            let key = same_name_key(name);
            let Some(k) = offered.iter().position(|o| same_name_key(o) == key) else {
                r.refuse(at(Msg::key("gs-letter-not-offered")
                    .text("name", name)
                    .num("round", round.number)
                    .text("offered", offered.join(", "))));
                continue;
            };
            if list.parts.len() != 5 {
                r.refuse(at(Msg::key("gs-letter-not-five")
                    .text("tournament", offered[k])
                    .text("sets", written)
                    .num("count", list.parts.len())));
                continue;
            }
            let values: Vec<Option<u32>> = list.parts.iter().map(|p| p.parse().ok()).collect();
            match values.iter().position(Option::is_none) {
                Some(bad) => r.refuse(at(Msg::key("gs-letter-not-whole")
                    .text("tournament", offered[k])
                    .text("value", list.parts[bad]))),
                None => {
                    let v: Vec<u32> = values.into_iter().flatten().collect();
                    if !sets[k].contains(&v) {
                        sets[k].push(v);
                    }
                }
            }
        }
    }
    let dashed = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join("-");
    let mut commands = Vec::new();
    for (k, list) in sets.iter().enumerate() {
        match list.as_slice() {
            [] => {}
            [one] => {
                r.read.push(
                    Msg::key("gs-letter-read")
                        .text("tournament", offered[k])
                        .text("sets", dashed(one)),
                );
                if let Some(player) = player {
                    commands.push(
                        GrandSlamCommand::Enter {
                            player,
                            tournament: k,
                            sets: one.iter().map(u32::to_string).collect::<Vec<_>>().join(","),
                        }
                        .into(),
                    );
                }
            }
            many => {
                let shown: Vec<String> = many.iter().map(|v| dashed(v)).collect();
                r.refuse(
                    Msg::key("gs-letter-two-entries")
                        .text("tournament", offered[k])
                        .text("sets", shown.join(", ")),
                );
            }
        }
    }
    if !tried {
        r.refuse(Msg::key("gs-letter-no-entry"));
    }
    if r.problems.is_empty() {
        r.commands = commands;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Command, Participant, PlayerId};
    use crate::grand_slam::model::{Offered, Round};
    use crate::letter::split;

    fn game() -> (Registry, GrandSlamGame) {
        let mut reg = Registry::default();
        reg.participants.push(Participant {
            id: PlayerId(1),
            name: "Ines Ibsen".into(),
            dropped_after: None,
            entered_round: None,
        });
        let mut g = GrandSlamGame::default();
        let offer = ["Rom", "Paris", "Wimbledon"]
            .iter()
            .map(|n| Offered {
                name: n.to_string(),
                ..Offered::default()
            })
            .collect();
        g.rounds.push(Round {
            number: 3,
            offer,
            ..Round::default()
        });
        (reg, g)
    }

    fn entries(text: &str) -> Result<Vec<(usize, String)>, Vec<String>> {
        let (reg, g) = game();
        let r = read(&reg, &g, &split(text)[0]);
        if !r.problems.is_empty() {
            return Err(r.problems.iter().map(ToString::to_string).collect());
        }
        Ok(r.commands
            .iter()
            .map(|c| match c {
                Command::GrandSlam(GrandSlamCommand::Enter {
                    player: PlayerId(1),
                    tournament,
                    sets,
                }) => (*tournament, sets.clone()),
                other => panic!("{other:?}"),
            })
            .collect())
    }

    #[test]
    fn distributions_per_tournament() {
        assert_eq!(
            entries(
                "Von: Ines Ibsen\nDatum: 12-05-2025\nRom: 30-25-21-13-11\n\
                 Paris (2*) 40/25/20/10/5\nwimbledon: 30, 26, 21, 13, 10\n"
            ),
            Ok(vec![
                (0, "30,25,21,13,11".into()),
                (1, "40,25,20,10,5".into()),
                (2, "30,26,21,13,10".into())
            ])
        );
    }

    #[test]
    fn what_is_not_guessed() {
        assert_eq!(
            entries("Von: Ines Ibsen\nRoma: 30-25-21-13-11\n"),
            Err(vec![
                "line 2: Roma is not offered in round 3 (offered: Rom, Paris, Wimbledon)".into()
            ])
        );
        assert_eq!(
            entries("Von: Ines Ibsen\n30-25-21-13-11\n"),
            Err(vec![
                "line 2: 30-25-21-13-11: for which tournament is not guessed".into()
            ])
        );
        assert_eq!(
            entries("Von: Ines Ibsen\nRom: 30-25-21-13\n"),
            Err(vec![
                "line 2: Rom: 30-25-21-13 has 4 sets; a distribution has five".into()
            ])
        );
        assert_eq!(
            entries("Von: Ines Ibsen\nRom: 30-25-21-13-11\nRom: 31-25-21-13-10\n"),
            Err(vec!["two distributions for Rom: 30-25-21-13-11, 31-25-21-13-10; which one counts is not guessed".into()])
        );
        assert_eq!(
            entries("Von: Ines Ibsen\nRom: 30-25,5-21-13-11\n"),
            Err(vec!["line 2: Rom: 25,5 is not a whole number".into()])
        );
        assert_eq!(
            entries("Von: Ines Ibsen\nViele Grüße\n"),
            Err(vec![
                "no distribution: write a tournament and its five sets, as Rom: 30-25-21-13-11"
                    .into()
            ])
        );
    }
}
