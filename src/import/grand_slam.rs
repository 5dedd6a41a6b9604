//! Grand Slam CSV files: players (`name,strength,joined_round`), the round's offer (one line
//! per tournament) and entries (one distribution per line). Each file becomes commands; the
//! caller applies them all or none.

use super::{CsvInput, ImportError, with_text};
use crate::game::{Command, Event, PlayerId, same_name_key};
use crate::grand_slam::GrandSlamCommand;
use crate::grand_slam::model::Offered;
use crate::grand_slam::strength::Gains;
use crate::grand_slam::tournament::Terms;
use std::collections::HashMap;
use std::io::Read;

/// The header of a players file: `strength` and `joined_round` may be empty (100; the round
/// being prepared).
pub const PLAYERS_HEADER: [&str; 3] = ["name", "strength", "joined_round"];

/// The header of an offer file, one line per tournament of the round (5 a-e): base stars,
/// the strength gains for the quarter-final, semi-final, final and the win, the exchange
/// value with its rank difference (empty: none), the GM players' strengths separated by
/// spaces (`90 110`; empty: 100), notes; a last column `doubles` (`yes` for the doubles
/// tournament, 8) may be left out.
pub const OFFER_HEADER: [&str; 10] = [
    "name",
    "stars",
    "quarter_final",
    "semi_final",
    "final",
    "winner",
    "exchange",
    "rank_diff",
    "gm_strengths",
    "notes",
];

/// The header of an entries file: the player's name, the tournament's name (or its number
/// in the offer, 1-based) and the five sets.
pub const ENTRIES_HEADER: [&str; 7] = ["name", "tournament", "s1", "s2", "s3", "s4", "s5"];

fn reader<R: Read>(
    input: R,
    want: &[&str],
    optional: &[&str],
) -> Result<(csv::Reader<R>, Vec<String>), ImportError> {
    let mut rdr = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .flexible(true)
        .from_reader(input);
    let header: Vec<String> = rdr.headers()?.iter().map(str::to_string).collect();
    let fixed = header.len() >= want.len() && header.iter().zip(want).all(|(h, w)| h == w);
    let rest_ok = header[want.len().min(header.len())..]
        .iter()
        .all(|h| optional.contains(&h.as_str()));
    if !fixed || !rest_ok {
        let mut expected = want.join(",");
        for o in optional {
            expected.push_str(&format!("[,{o}]"));
        }
        return Err(ImportError::Header {
            expected,
            found: header.join(","),
        });
    }
    Ok((rdr, header))
}

fn number(line: u64, field: &'static str, text: &str) -> Result<u32, ImportError> {
    text.parse().map_err(|_| ImportError::Field {
        line,
        field,
        message: crate::tr!("gs-import-number", value = format!("{text:?}")),
    })
}

/// Reads a players file into one [`GrandSlamCommand::AddPlayer`] per line.
///
/// A name already registered in `t`, or twice in the file (case and accents folded,
/// [`same_name_key`]), is refused with every such name listed, unless
/// `allow_duplicate_names`, as for the other systems' player files.
///
/// # Errors
/// [`ImportError`]: the header, a strength or round that is not a whole number, no lines,
/// [`ImportError::DuplicateNames`].
pub fn players(
    t: &Event,
    input: impl CsvInput,
    allow_duplicate_names: bool,
) -> Result<Vec<Command>, ImportError> {
    with_text(input, |i| {
        let (mut rdr, _) = reader(i, &PLAYERS_HEADER[..1], &PLAYERS_HEADER[1..])?;
        let mut out = Vec::new();
        let registered: HashMap<String, PlayerId> = t
            .registry
            .participants
            .iter()
            .map(|p| (same_name_key(&p.name), p.id))
            .collect();
        let mut seen: HashMap<String, u64> = HashMap::new();
        let mut clashes = Vec::new();
        for rec in rdr.records() {
            let rec = rec?;
            let line = rec.position().map_or(0, |p| p.line());
            let get = |k: usize| rec.get(k).unwrap_or("").trim();
            let key = same_name_key(get(0));
            if let Some(id) = registered.get(&key) {
                clashes.push(crate::tr!(
                    "err-import-registered-already",
                    line = line,
                    name = format!("{:?}", get(0)),
                    id = id.0
                ));
            } else if let Some(first) = seen.get(&key) {
                clashes.push(crate::tr!(
                    "err-import-on-line",
                    line = line,
                    name = format!("{:?}", get(0)),
                    first = *first
                ));
            }
            seen.entry(key).or_insert(line);
            let strength = match get(1) {
                "" => crate::grand_slam::model::NEWCOMER_STRENGTH,
                s => number(line, "strength", s)?,
            };
            let joined_round = match get(2) {
                "" => None,
                s => Some(number(line, "joined_round", s)?),
            };
            out.push(Command::GrandSlam(GrandSlamCommand::AddPlayer {
                name: get(0).to_string(),
                strength,
                joined_round,
            }));
        }
        if out.is_empty() {
            return Err(ImportError::Empty);
        }
        if !clashes.is_empty() && !allow_duplicate_names {
            return Err(ImportError::DuplicateNames(clashes));
        }
        Ok(out)
    })
}

/// Reads an offer file into one [`GrandSlamCommand::SetOffer`].
///
/// # Errors
/// [`ImportError`]: the header, a value that is not a whole number, no lines.
pub fn offer(input: impl CsvInput) -> Result<Command, ImportError> {
    with_text(input, |i| {
        let (mut rdr, _) = reader(i, &OFFER_HEADER, &["doubles"])?;
        let mut tournaments = Vec::new();
        for rec in rdr.records() {
            let rec = rec?;
            let line = rec.position().map_or(0, |p| p.line());
            let get = |k: usize| rec.get(k).unwrap_or("").trim();
            let n = |k: usize| number(line, OFFER_HEADER[k], get(k));
            let gm_strengths = get(8)
                .split_whitespace()
                .map(|s| number(line, "gm_strengths", s))
                .collect::<Result<Vec<u32>, _>>()?;
            let doubles = match get(10) {
                "" | "no" | "nein" => false,
                "yes" | "ja" => true,
                other => {
                    return Err(ImportError::Field {
                        line,
                        field: "doubles",
                        message: crate::tr!("gs-import-yes-no", value = format!("{other:?}")),
                    });
                }
            };
            tournaments.push(Offered {
                name: get(0).to_string(),
                terms: Terms {
                    base_stars: n(1)?,
                    gains: Gains {
                        quarter_final: n(2)?,
                        semi_final: n(3)?,
                        final_: n(4)?,
                        winner: n(5)?,
                    },
                    // Empty: no exchange (5 c, R-G11), as an empty rank difference.
                    exchange_value: match get(6) {
                        "" => 0,
                        s => number(line, "exchange", s)?,
                    },
                    rank_diff: match get(7) {
                        "" => None,
                        s => Some(number(line, "rank_diff", s)?),
                    },
                    gm_strengths,
                },
                notes: get(9).to_string(),
                doubles,
            });
        }
        if tournaments.is_empty() {
            return Err(ImportError::Empty);
        }
        Ok(Command::GrandSlam(GrandSlamCommand::SetOffer {
            tournaments,
        }))
    })
}

/// The tournament `key` of the round being prepared in `t`: its name (case folded) or its
/// number in the offer (1-based); `None` when there is no such tournament.
pub fn tournament_index(t: &Event, key: &str) -> Option<usize> {
    let g = t.grand_slam()?;
    let offer = &g.open_round()?.offer;
    let k = key.trim();
    if let Ok(n) = k.parse::<usize>() {
        return (1..=offer.len()).contains(&n).then(|| n - 1);
    }
    offer
        .iter()
        .position(|o| same_name_key(&o.name) == same_name_key(k))
}

/// Reads an entries file into one [`GrandSlamCommand::Enter`] per line, for the round being
/// prepared in `t`. Every line is checked, each on the event as the lines before it leave it,
/// and every fault is named with its line.
///
/// # Errors
/// [`ImportError`]: the header, no lines; else every fault of every line
/// ([`ImportError::all`]): a player not registered, a tournament not offered, a line the
/// game refuses (R-G1, R-G2, R-G13: its line, player and tournament named). Nothing is
/// imported then.
pub fn entries(t: &Event, input: impl CsvInput) -> Result<Vec<Command>, ImportError> {
    let names: HashMap<String, PlayerId> = t
        .registry
        .participants
        .iter()
        .map(|p| (same_name_key(&p.name), p.id))
        .collect();
    with_text(input, |i| {
        let (mut rdr, _) = reader(i, &ENTRIES_HEADER, &[])?;
        let mut out = Vec::new();
        let mut faults = Vec::new();
        let mut any = false;
        let mut state = t.clone();
        for rec in rdr.records() {
            let rec = rec?;
            any = true;
            let line = rec.position().map_or(0, |p| p.line());
            let get = |k: usize| rec.get(k).unwrap_or("").trim();
            let player = names.get(&same_name_key(get(0))).copied();
            if player.is_none() {
                faults.push(ImportError::Field {
                    line,
                    field: "name",
                    message: crate::tr!("gs-import-no-player", name = format!("{:?}", get(0))),
                });
            }
            let tournament = tournament_index(t, get(1));
            if tournament.is_none() {
                faults.push(ImportError::Field {
                    line,
                    field: "tournament",
                    message: crate::tr!("gs-import-no-tournament", name = format!("{:?}", get(1))),
                });
            }
            let (Some(player), Some(tournament)) = (player, tournament) else {
                continue;
            };
            let sets: Vec<&str> = (2..7).map(get).collect();
            let cmd = Command::GrandSlam(GrandSlamCommand::Enter {
                player,
                tournament,
                sets: sets.join(","),
            });
            // Each line is tried on the state the lines before it leave, so that a refusal
            // (a faulty distribution, a limit breach) names its line and player; nothing is
            // kept unless every line is right, so a file is taken whole or not at all.
            match crate::game::apply(&state, cmd.clone(), t.created) {
                Ok(next) => {
                    state = next;
                    out.push(cmd);
                }
                Err(r) => faults.push(ImportError::Field {
                    line,
                    field: "name",
                    message: crate::tr!(
                        "gsf-import-refused",
                        name = get(0),
                        tournament = get(1),
                        why = r.to_string()
                    ),
                }),
            }
        }
        if !any {
            return Err(ImportError::Empty);
        }
        match ImportError::all(faults) {
            Some(e) => Err(e),
            None => Ok(out),
        }
    })
}
