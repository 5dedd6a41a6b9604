//! The shipped example events in `saves/`, made by pure functions of a seed so that they can
//! be rebuilt and checked (`cargo run --example muck_saves`; a test compares them with the
//! committed files).
//!
//! Every change goes through [`apply`] as at the desk, so the files carry a full audit log.

use crate::game::lots::SplitMix64;
use crate::game::{Command, Event, Game, RoundNo, TableNo, apply};
use crate::muck::MuckCommand;
use crate::muck::MuckGame;
use crate::muck::{BobblScore, Entrant, ImportedMuckTable, MuckSettings, Side};
use chrono::{DateTime, Duration, TimeZone, Utc};

/// The six pairs of the article, in its order (`muck-ranking.txt`).
pub const ARTICLE_PAIRS: [[&str; 2]; 6] = [
    ["Berta", "Else"],
    ["Erwin", "Franz"],
    ["Fritz", "Hans"],
    ["Heidi", "Horst"],
    ["Karl", "Monika"],
    ["Sabine", "Uschi"],
];

/// The article's round as R-M8 reconstructs it: (pair index A, pair index B, Bobbl scores).
const ARTICLE_TABLES: [(usize, usize, [[u32; 2]; 2]); 3] = [
    (0, 1, [[21, 4], [20, 21]]),
    (2, 3, [[21, 11], [21, 17]]),
    (4, 5, [[21, 20], [13, 21]]),
];

fn start() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 2, 14, 19, 0, 0)
        .single()
        .unwrap_or_default()
}

/// Applies `cmd`; the example inputs are fixed and valid, so a rejection is a bug in the
/// generator and is reported by the caller's test (the state is then left as it was).
fn step(t: &mut Event, cmd: Command, minute: &mut i64) -> Result<(), String> {
    *minute += 1;
    *t = apply(t, cmd, start() + Duration::minutes(*minute)).map_err(|e| e.to_string())?;
    Ok(())
}

/// `saves/muck-article.ron`: the six-pair round of `muck-ranking.txt`, played as R-M8 says
/// (Berta / Else v Erwin / Franz, Fritz / Hans v Heidi / Horst, Karl / Monika v
/// Sabine / Uschi), 2 Bobbl to 21. Its ranking reproduces the article's three tables.
///
/// # Errors
/// A rejected command (a bug in this generator), as its message.
pub fn muck_article() -> Result<Event, String> {
    let mut t = Event::new(
        "Muck: the article's six pairs",
        Game::Muck(MuckGame::new(MuckSettings {
            planned_rounds: Some(1),
            ..MuckSettings::default()
        })),
        start(),
        0x6d75_636b,
    );
    let mut minute = 0;
    let entrants = ARTICLE_PAIRS
        .iter()
        .map(|p| p.iter().map(|s| s.to_string()).collect())
        .collect();
    step(
        &mut t,
        Command::Muck(MuckCommand::AddEntrants { entrants }),
        &mut minute,
    )?;
    let pairs: Vec<Side> = t
        .muck()
        .map(|g| g.entrants(&t.registry))
        .unwrap_or_default()
        .into_iter()
        .filter_map(|e| match e {
            Entrant::Pair(p) => Some(Side::Pair(p)),
            Entrant::Player(_) => None,
        })
        .collect();
    let tables = ARTICLE_TABLES
        .iter()
        .enumerate()
        .map(|(i, (a, b, s))| ImportedMuckTable {
            table: TableNo(i as u32 + 1),
            a: pairs[*a],
            b: pairs[*b],
            bobbl: s
                .iter()
                .map(|x| Some(BobblScore { a: x[0], b: x[1] }))
                .collect(),
        })
        .collect();
    step(
        &mut t,
        Command::Muck(MuckCommand::ImportRound {
            round: RoundNo(1),
            tables,
        }),
        &mut minute,
    )?;
    Ok(t)
}

const FIRST: [&str; 48] = [
    "Anna", "Bert", "Cilli", "Done", "Edi", "Fanny", "Gustl", "Hanne", "Isi", "Jakob", "Kathi",
    "Lenz", "Mare", "Nepomuk", "Ottilie", "Peppi", "Quirin", "Resi", "Sepp", "Traudl", "Ulli",
    "Vroni", "Wast", "Xaver", "Yvonne", "Zenzi", "Alois", "Burgi", "Centa", "Dori", "Evi", "Ferdl",
    "Gretl", "Hias", "Irmi", "Josef", "Kare", "Liesl", "Much", "Nannerl", "Ossi", "Poldi", "Rosi",
    "Schorsch", "Toni", "Urschl", "Vitus", "Wiggerl",
];

/// A generated Muck evening: `pairs` fixed pairs (at most 24) over `rounds` rounds, every
/// round drawn by the engine, published and every Bobbl entered, all decided by `seed`.
/// Scores: the winner of a Bobbl by lot weighted with a hidden strength per pair, the loser's
/// points 0..=20, the winner's 21 or, now and then, a sheet value above 21 (R-M1 caps it).
///
/// # Errors
/// A rejected command (a bug in this generator), as its message.
pub fn muck_evening(seed: u64, pairs: usize, rounds: u32) -> Result<Event, String> {
    let pairs = pairs.min(FIRST.len() / 2);
    let mut t = Event::new(
        format!("Muck evening: {pairs} pairs, {rounds} rounds"),
        Game::Muck(MuckGame::new(MuckSettings {
            planned_rounds: Some(rounds),
            ..MuckSettings::default()
        })),
        start(),
        seed,
    );
    let mut rng = SplitMix64::new(seed);
    let mut minute = 0;
    let entrants = (0..pairs)
        .map(|i| vec![FIRST[2 * i].to_string(), FIRST[2 * i + 1].to_string()])
        .collect();
    step(
        &mut t,
        Command::Muck(MuckCommand::AddEntrants { entrants }),
        &mut minute,
    )?;
    let strength: Vec<u64> = (0..pairs).map(|_| 1 + rng.below(9) as u64).collect();
    let of = |s: Side| match s {
        Side::Pair(p) => strength[(p.0 - 1) as usize],
        Side::Players(..) => 5,
    };
    for _ in 0..rounds {
        step(&mut t, Command::Muck(MuckCommand::DrawRound), &mut minute)?;
        step(&mut t, Command::Publish, &mut minute)?;
        let Some(r) = t.muck().and_then(|g| g.rounds.last()).cloned() else {
            return Err("no round after drawing".into());
        };
        for tb in &r.tables {
            let (sa, sb) = (of(tb.a), of(tb.b));
            let scores = (0..tb.bobbl.len())
                .map(|_| {
                    let a_wins = (rng.below((sa + sb) as usize) as u64) < sa;
                    let win = if rng.below(8) == 0 {
                        22 + rng.below(6) as u32
                    } else {
                        21
                    };
                    let lose = rng.below(21) as u32;
                    if a_wins {
                        BobblScore { a: win, b: lose }
                    } else {
                        BobblScore { a: lose, b: win }
                    }
                })
                .collect();
            step(
                &mut t,
                Command::Muck(MuckCommand::Score {
                    round: Some(r.number),
                    table: tb.number,
                    bobbl: 1,
                    scores,
                    second_entry: false,
                }),
                &mut minute,
            )?;
        }
    }
    Ok(t)
}

/// The shipped Muck saves: (file name under `saves/`, tournament).
///
/// # Errors
/// A rejected command in a generator (a bug), as its message.
pub fn muck_saves() -> Result<Vec<(&'static str, Event)>, String> {
    Ok(vec![
        ("muck-article.ron", muck_article()?),
        ("muck-evening-24-pairs.ron", muck_evening(2026, 24, 5)?),
    ])
}

/// The fourteen Deichwanderer of the shipped race (Frisian first names).
const DEICH_PLAYERS: [&str; 14] = [
    "Hauke", "Elke", "Tede", "Wiebke", "Ocke", "Trien", "Jan", "Antje", "Fokko", "Imke", "Hinnerk",
    "Gesche", "Focke", "Rixte",
];

/// `saves/deich-2026.ron`: an Ostfriesischer Deich race of 14 players (NMR variant `b`),
/// played to the end from `seed`: the last race's first three start with more FP (1.1), the
/// ZAT of every round is set, one player sends no bid in round 3 (an NMR: a bid of 0), one
/// corrects a bid (the latest counts, 3.1) and one bids more than he has (R-D1). Bids by lot:
/// a share of the player's FP, in hundreds.
///
/// # Errors
/// A rejected command (a bug in this generator), as its message.
pub fn deich_race(seed: u64) -> Result<Event, String> {
    use crate::deich::{DeichCommand, DeichGame, Fp};
    use crate::game::PlayerId;
    let mut t = Event::new(
        "Ostfriesischer Deich 2026",
        Game::Deich(DeichGame::new(Default::default())),
        start(),
        seed,
    );
    let mut minute = 0;
    let names = DEICH_PLAYERS.iter().map(|s| s.to_string()).collect();
    step(&mut t, Command::AddPlayers { names }, &mut minute)?;
    for (player, place) in [(3, 1), (7, 2), (1, 3)] {
        step(
            &mut t,
            Command::Deich(DeichCommand::SetLastPlace {
                player: PlayerId(player),
                place: Some(place),
            }),
            &mut minute,
        )?;
    }
    let mut rng = SplitMix64::new(seed);
    for round in 1..=DEICH_PLAYERS.len() as u32 {
        let race = t.deich().map(|g| g.race(&t.registry)).ok_or("no race")?;
        if race.finished {
            break;
        }
        let zat = format!("So {}.5.2026 20:00", 3 + 7 * (round - 1));
        step(
            &mut t,
            Command::Deich(DeichCommand::SetZat { round: None, zat }),
            &mut minute,
        )?;
        // A day a round: the bids come in over the week.
        minute += 24 * 60;
        for (p, fp) in race.fp() {
            if round == 3 && p == PlayerId(10) {
                continue; // Imke's letter never came: an NMR.
            }
            let share = 4 + rng.below(14) as u64; // 4..17 % of his FP
            let mut bid = (fp.0 * share / 100).div_ceil(100) * 100;
            if round == 2 && p == PlayerId(5) {
                bid = fp.0 + 1000; // more than he has: counts as all his FP (R-D1)
            }
            if round == 1 && p == PlayerId(2) {
                // A first letter, then a corrected one: the latest counts (3.1).
                step(
                    &mut t,
                    Command::Deich(DeichCommand::Bid {
                        round: None,
                        player: p,
                        bid: Fp(bid / 2),
                    }),
                    &mut minute,
                )?;
            }
            step(
                &mut t,
                Command::Deich(DeichCommand::Bid {
                    round: None,
                    player: p,
                    bid: Fp(bid),
                }),
                &mut minute,
            )?;
        }
        step(&mut t, Command::Deich(DeichCommand::Evaluate), &mut minute)?;
    }
    Ok(t)
}

/// The shipped Deich example: its file name in `saves/` and the race.
///
/// # Errors
/// A rejected command (a bug in the generator), as its message.
pub fn deich_saves() -> Result<Vec<(&'static str, Event)>, String> {
    Ok(vec![("deich-2026.ron", deich_race(0x6465_6963)?)])
}
