//! The state of a Grand Slam game (`grand-slam.txt` 1-3, 5, 6.3, 9; R-G9, R-G13, R-G15): the
//! players, and per round the offer, the entry limits, the entries and, once played, the
//! tournaments with their results. Pure data and pure functions over it: entering a
//! distribution ([`GrandSlamGame::enter`]), the WRL before a round ([`GrandSlamGame::wrl`])
//! and playing a round ([`GrandSlamGame::play_round`]).
//!
//! Not yet here: doubles (8), the season change at the event (7) and the Masters (11).

use super::distribution::{Correction, Distribution, Refusal, Submitted, check};
use super::gm_player::{self, GmRoll};
use super::tournament::{Entry, Terms, Tournament, play_tournament_as};
use super::wrl::{self, Tenths, WINDOW, WrlLine};
use crate::game::lots::SplitMix64;
use serde::{Deserialize, Serialize};

/// The strength a newcomer starts with (2).
pub const NEWCOMER_STRENGTH: u32 = 100;

/// Rounds in a season (1): the season changes after rounds 10, 20, 30, … (7).
pub const SEASON_ROUNDS: u32 = 10;

/// The change of season after a round (7, R-G5): every player's strength before and after
/// aging, by player index.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeasonChange {
    /// The round it followed: 10, 20, …
    pub after_round: u32,
    /// Per player: strength before and after aging.
    pub strength: Vec<(u32, u32)>,
}

/// A player of the eternal game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// His name.
    pub name: String,
    /// The round he joined in (1-based); rounds before it are a pause for the WRL (R-G9).
    pub joined_round: u32,
    /// His strength at the start of the round being prepared.
    pub strength: u32,
}

/// One tournament of a round's offer (5 a-e).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Offered {
    /// The tournament's name.
    pub name: String,
    /// Base stars, gains, exchange, rank difference, GM strengths.
    pub terms: Terms,
    /// Notes (5 e).
    pub notes: String,
    /// The doubles tournament (8): partners drawn, no WRL points, no pause credit, not
    /// counted against the entry limit (R-G6, 3.1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub doubles: bool,
}

/// How many tournaments a player may enter (3.1, R-G13): a player of at least
/// `from_strength` may enter `tournaments` (the highest `from_strength` he reaches counts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntryLimit {
    /// The strength from which this limit holds.
    pub from_strength: u32,
    /// Tournaments allowed (doubles not counted).
    pub tournaments: u32,
}

impl EntryLimit {
    /// Entry limits as the GM types them (3.1, R-G13), at the CLI's `offer --limits` and at
    /// the desk: `0:1,150:2` is from strength 0 one tournament, from 150 two; `none` or
    /// `keine` or nothing is no limit. Spaces around the parts are allowed.
    ///
    /// # Errors
    /// The first part that is not `STRENGTH:COUNT` of two whole numbers, trimmed.
    pub fn parse_list(text: &str) -> Result<Vec<EntryLimit>, String> {
        let text = text.trim();
        if text.is_empty()
            || text.eq_ignore_ascii_case("none")
            || text.eq_ignore_ascii_case("keine")
            || text == "-"
        {
            return Ok(Vec::new());
        }
        text.split(',')
            .map(|part| {
                let bad = || part.trim().to_string();
                let (from, count) = part.trim().split_once(':').ok_or_else(bad)?;
                Ok(EntryLimit {
                    from_strength: from.trim().parse().map_err(|_| bad())?,
                    tournaments: count.trim().parse().map_err(|_| bad())?,
                })
            })
            .collect()
    }

    /// Limits as [`EntryLimit::parse_list`] reads them, by strength: `0:1,150:2`; empty for
    /// none.
    pub fn list_text(limits: &[EntryLimit]) -> String {
        let mut l = limits.to_vec();
        l.sort_by_key(|x| x.from_strength);
        l.iter()
            .map(|x| format!("{}:{}", x.from_strength, x.tournaments))
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// A player's entry in one tournament: his distribution as it plays (after rule 10).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundEntry {
    /// The player's index.
    pub player: usize,
    /// The tournament's index in the offer.
    pub tournament: usize,
    /// The distribution played.
    pub distribution: Distribution,
    /// Rule 10's correction, if any (R-G2).
    pub correction: Option<Correction>,
}

/// The lot stream of a doubles tournament's partner draw: `for_draw(seed, round, DOUBLES_LOTS
/// + tournament)`, apart from the three streams of every tournament (`3 × tournament + k`).
pub const DOUBLES_LOTS: u32 = 1_000_000;

/// A doubles team (8.1): two players drawn together, or the last one of an odd number with a
/// GM partner; the team's distribution is the average of the two per set, halves rounded up
/// (R-G6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    /// The players (by index), in the order drawn: two, or one with a GM partner.
    pub players: Vec<usize>,
    /// The GM partner's dice and distribution (5.1), for a player left without a partner.
    pub gm_partner: Option<GmRoll>,
    /// The team's distribution.
    pub distribution: Distribution,
}

/// The partners drawn for a doubles tournament of a round (8.1): team `k` is participant `k`
/// of the tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DoublesDraw {
    /// The tournament's place in the offer.
    pub tournament: usize,
    /// The teams, in the order drawn.
    pub teams: Vec<Team>,
}

/// The team distribution of two (8.1, R-G6): per set the average, halves rounded up.
pub fn average(a: &Distribution, b: &Distribution) -> Distribution {
    let mut v = [0u32; 5];
    for (k, x) in v.iter_mut().enumerate() {
        *x = (a.0[k] + b.0[k]).div_ceil(2);
    }
    Distribution(v)
}

/// Draws the doubles teams of `entered` (player index and distribution, by player index) from
/// `rng` (8.1): the players shuffled, then taken two by two; the last of an odd number plays
/// with a GM partner of `gm_strength`, rolled from the same stream.
pub fn draw_teams(
    entered: &[(usize, Distribution)],
    gm_strength: u32,
    rng: &mut SplitMix64,
) -> Vec<Team> {
    let mut order: Vec<(usize, Distribution)> = entered.to_vec();
    rng.shuffle(&mut order);
    order
        .chunks(2)
        .map(|c| match c {
            [a, b] => Team {
                players: vec![a.0, b.0],
                gm_partner: None,
                distribution: average(&a.1, &b.1),
            },
            [a] => {
                let gm = gm_player::roll(gm_strength.max(gm_player::MIN_STRENGTH), rng);
                let distribution = average(&a.1, &gm.distribution);
                Team {
                    players: vec![a.0],
                    gm_partner: Some(gm),
                    distribution,
                }
            }
            _ => unreachable!("chunks of 2"),
        })
        .collect()
}

/// A played round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedRound {
    /// Per tournament of the offer; `None` where nobody entered.
    pub tournaments: Vec<Option<Tournament>>,
    /// Per player: WRL points earned this round.
    pub wrl_points: Vec<Tenths>,
    /// Per player: tournaments played this round (R-G15: 0 is a pause).
    pub played: Vec<u32>,
    /// Per player: strength before and after the round.
    pub strength: Vec<(u32, u32)>,
    /// The doubles tournaments' teams (8.1), by tournament.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub doubles: Vec<DoublesDraw>,
}

/// One round of the game.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Round {
    /// The round number, 1-based.
    pub number: u32,
    /// The tournaments offered.
    pub offer: Vec<Offered>,
    /// The entry limits by strength (R-G13); empty: no limit.
    pub limits: Vec<EntryLimit>,
    /// The entries, the latest per player and tournament.
    pub entries: Vec<RoundEntry>,
    /// The results, once played.
    pub played: Option<PlayedRound>,
}

/// Why an entry is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryRefusal {
    /// No such player.
    NoPlayer,
    /// No such tournament in the round's offer.
    NoTournament,
    /// The round is played already.
    Played,
    /// The distribution has faults rule 10 does not correct (R-G1).
    Distribution(Refusal),
    /// A further tournament over the player's limit (R-G13).
    Limit {
        /// The limit for his strength.
        limit: u32,
    },
}

/// A Grand Slam game: players and rounds; the lots come from the event's stored seed.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct GrandSlamGame {
    /// The players, in the order they joined.
    pub players: Vec<Player>,
    /// The rounds, 1, 2, … ; the last one is being prepared or was just played.
    pub rounds: Vec<Round>,
    /// The changes of season so far (7, R-G5), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seasons: Vec<SeasonChange>,
    /// The Masters of each season played or begun (11, R-G14), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub masters: Vec<super::masters::Masters>,
    /// Each player's subscription account (Abokonto) in cents, by player index: credited by
    /// the GM, debited by the Masters fee (11). Shorter than the players: the rest are 0.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub accounts: Vec<i64>,
}

impl Round {
    /// The limit for a player of `strength` (R-G13): the limit of the highest `from_strength`
    /// at most `strength`; `None` when no limit applies.
    pub fn limit_for(&self, strength: u32) -> Option<u32> {
        self.limits
            .iter()
            .filter(|l| l.from_strength <= strength)
            .max_by_key(|l| l.from_strength)
            .map(|l| l.tournaments)
    }
}

impl GrandSlamGame {
    /// The number of the round being prepared: the last round while it is not played, else
    /// the one after it; 1 before any round.
    pub fn current_round(&self) -> u32 {
        match self.rounds.last() {
            None => 1,
            Some(r) if r.played.is_none() => r.number,
            Some(r) => r.number + 1,
        }
    }

    /// The round being prepared, if it exists and is not played yet.
    pub fn open_round(&self) -> Option<&Round> {
        self.rounds.last().filter(|r| r.played.is_none())
    }

    /// The last played round, if any.
    pub fn last_played(&self) -> Option<&Round> {
        self.rounds.iter().rev().find(|r| r.played.is_some())
    }

    /// The players behind participant `k` of tournament `t` of `round`, as
    /// [`Tournament`] numbers them: participants `0..entries` are the entries by player
    /// index; a GM player (`k >= entries`) has none.
    pub fn participant_players(&self, round: &Round, t: usize, k: usize) -> Vec<usize> {
        if let Some(d) = round
            .played
            .as_ref()
            .and_then(|p| p.doubles.iter().find(|d| d.tournament == t))
        {
            return d
                .teams
                .get(k)
                .map(|x| x.players.clone())
                .unwrap_or_default();
        }
        let mut entered: Vec<usize> = round
            .entries
            .iter()
            .filter(|e| e.tournament == t)
            .map(|e| e.player)
            .collect();
        entered.sort_unstable();
        entered.get(k).map(|p| vec![*p]).unwrap_or_default()
    }

    /// Player `p`'s account balance in cents (11).
    pub fn balance(&self, p: usize) -> i64 {
        self.accounts.get(p).copied().unwrap_or(0)
    }

    /// The best 8 of the WRL after played round `round` with the strength after aging (11,
    /// R-G14), best first; fewer where fewer are ranked. The field of the Masters after it.
    pub fn masters_field(&self, round: u32) -> Vec<usize> {
        self.wrl(round + 1).iter().take(8).map(|l| l.key).collect()
    }

    /// The WRL ties a Masters after played round `round` settles (11, R-G9; rule 12 leaves
    /// ties to the GM): each group of players sharing a rank of the WRL after aging where that
    /// rank is one of the first 8 places, as `(rank, players in WRL order, their quotient)`.
    /// The field ([`GrandSlamGame::masters_field`]) takes them in that order, so at the 8th
    /// place the first ones of a group qualify.
    pub fn masters_ties(&self, round: u32) -> Vec<(u32, Vec<usize>, num_rational::Ratio<u64>)> {
        let wrl = self.wrl(round + 1);
        let mut out = Vec::new();
        let mut i = 0;
        while i < wrl.len() {
            let rank = wrl[i].rank;
            let j = i + wrl[i..].iter().take_while(|l| l.rank == rank).count();
            if j - i > 1 && rank <= 8 {
                out.push((
                    rank,
                    wrl[i..j].iter().map(|l| l.key).collect(),
                    wrl[i].quotient,
                ));
            }
            i = j;
        }
        out
    }

    /// The season's last round when a Masters may start now (11, R-G14): the last round is
    /// played, ends a season (10, 20, …), and has no Masters yet; else `None`.
    pub fn masters_due(&self) -> Option<u32> {
        let last = self.rounds.last().filter(|r| r.played.is_some())?;
        let round = last.number;
        (round.is_multiple_of(SEASON_ROUNDS)
            && !self.masters.iter().any(|m| m.after_round == round))
        .then_some(round)
    }

    /// The Masters still being played, if any.
    pub fn open_masters(&self) -> Option<&super::masters::Masters> {
        self.masters.last().filter(|m| m.next_stage().is_some())
    }

    /// The doubles team that is participant `k` of tournament `t` of a played `round`;
    /// `None` for a singles tournament or a GM player.
    pub fn team<'a>(&self, round: &'a Round, t: usize, k: usize) -> Option<&'a Team> {
        round
            .played
            .as_ref()?
            .doubles
            .iter()
            .find(|d| d.tournament == t)?
            .teams
            .get(k)
    }

    /// Enter `player` in tournament `tournament` of the last round with `sets` (4, R-G1,
    /// R-G2, R-G13). A second entry for the same tournament replaces the first (the latest
    /// counts). Returns the distribution as it plays and rule 10's correction.
    ///
    /// # Errors
    /// [`EntryRefusal`]: no such player or tournament, the round played, faults rule 10 does
    /// not correct, or one tournament more than the limit for his strength.
    pub fn enter(
        &mut self,
        player: usize,
        tournament: usize,
        sets: &[Submitted],
    ) -> Result<(Distribution, Option<Correction>), EntryRefusal> {
        let strength = self
            .players
            .get(player)
            .ok_or(EntryRefusal::NoPlayer)?
            .strength;
        let round = self.rounds.last_mut().ok_or(EntryRefusal::NoTournament)?;
        if round.played.is_some() {
            return Err(EntryRefusal::Played);
        }
        if tournament >= round.offer.len() {
            return Err(EntryRefusal::NoTournament);
        }
        let (d, c) = check(sets, strength).map_err(EntryRefusal::Distribution)?;
        // Doubles come on top of the limit (3.1, R-G13).
        let doubles = |t: usize| round.offer.get(t).is_some_and(|o| o.doubles);
        let others = round
            .entries
            .iter()
            .filter(|e| e.player == player && e.tournament != tournament && !doubles(e.tournament))
            .count() as u32;
        if let Some(limit) = round.limit_for(strength)
            && !doubles(tournament)
            && others + 1 > limit
        {
            return Err(EntryRefusal::Limit { limit });
        }
        round
            .entries
            .retain(|e| !(e.player == player && e.tournament == tournament));
        round.entries.push(RoundEntry {
            player,
            tournament,
            distribution: d,
            correction: c.clone(),
        });
        Ok((d, c))
    }

    /// The WRL before round `round` (6.3, R-G9, R-G15): the played rounds `round − 10 ..
    /// round − 1`, rounds before a player joined and rounds before the game as pauses. A
    /// player with no tournament in the window is unranked and not listed.
    pub fn wrl(&self, round: u32) -> Vec<WrlLine<usize>> {
        let first = i64::from(round) - WINDOW as i64;
        let lines: Vec<(usize, Tenths, Vec<u32>)> = self
            .players
            .iter()
            .enumerate()
            .map(|(p, _)| {
                let mut points = 0;
                let per_round: Vec<u32> = (first..i64::from(round))
                    .map(|r| {
                        self.rounds
                            .iter()
                            .find(|x| i64::from(x.number) == r)
                            .and_then(|x| x.played.as_ref())
                            .map_or(0, |pr| {
                                points += pr.wrl_points.get(p).map_or(0, |t| t.0);
                                pr.played.get(p).copied().unwrap_or(0)
                            })
                    })
                    .collect();
                (p, Tenths(points), per_round)
            })
            .filter(|(_, _, r)| r.iter().any(|x| *x > 0))
            .collect();
        wrl::ranking(&lines)
    }

    /// The change of season after `round` (7, R-G5) if it ends a season: every player's
    /// strength aged by [`super::strength::season_aging`]; `None` for any other round.
    pub fn season_change(&self, round: u32) -> Option<SeasonChange> {
        (round > 0 && round.is_multiple_of(SEASON_ROUNDS)).then(|| SeasonChange {
            after_round: round,
            strength: self
                .players
                .iter()
                .map(|p| (p.strength, super::strength::season_aging(p.strength)))
                .collect(),
        })
    }

    /// Play the last round from the event's `seed` (5.1): each tournament of the offer with
    /// its entries (players in index order), seeded by the WRL before the round; then each
    /// player's strength: start + exchanges + the gain of each tournament, at least 1.
    /// `None` when there is no round or it is played already.
    pub fn play_round(&self, seed: u64) -> Option<PlayedRound> {
        let round = self.rounds.last()?;
        if round.played.is_some() {
            return None;
        }
        let wrl = self.wrl(round.number);
        let rank_of = |p: usize| wrl.iter().find(|l| l.key == p).map(|l| l.rank);
        let n = self.players.len();
        let mut wrl_points = vec![Tenths(0); n];
        let mut played = vec![0u32; n];
        let mut delta = vec![0i64; n];
        let mut doubles = Vec::new();
        let tournaments = round
            .offer
            .iter()
            .enumerate()
            .map(|(t, offered)| {
                let mut entered: Vec<&RoundEntry> =
                    round.entries.iter().filter(|e| e.tournament == t).collect();
                entered.sort_by_key(|e| e.player);
                if offered.doubles {
                    // 8: partners drawn, no WRL points, no pause credit, strength gains only.
                    let mut rng = SplitMix64::for_draw(seed, round.number, DOUBLES_LOTS + t as u32);
                    let pairs: Vec<(usize, Distribution)> =
                        entered.iter().map(|e| (e.player, e.distribution)).collect();
                    let gm = offered.terms.gm_strengths.first().copied().unwrap_or(100);
                    let teams = draw_teams(&pairs, gm, &mut rng);
                    let entries: Vec<Entry> = teams
                        .iter()
                        .map(|x| Entry {
                            distribution: x.distribution,
                            strength: x.distribution.total(),
                            rank: None,
                        })
                        .collect();
                    let played_t = play_tournament_as(
                        &entries,
                        &offered.terms,
                        seed,
                        round.number,
                        t as u32,
                        true,
                    );
                    if let Some(pt) = &played_t {
                        for (k, x) in teams.iter().enumerate() {
                            for p in &x.players {
                                delta[*p] += i64::from(pt.outcomes[k].gain);
                            }
                        }
                        doubles.push(DoublesDraw {
                            tournament: t,
                            teams,
                        });
                    }
                    return played_t;
                }
                let entries: Vec<Entry> = entered
                    .iter()
                    .map(|e| Entry {
                        distribution: e.distribution,
                        strength: self.players[e.player].strength,
                        rank: rank_of(e.player),
                    })
                    .collect();
                let played_t = play_tournament_as(
                    &entries,
                    &offered.terms,
                    seed,
                    round.number,
                    t as u32,
                    false,
                )?;
                for (k, e) in entered.iter().enumerate() {
                    let o = &played_t.outcomes[k];
                    wrl_points[e.player].0 += o.wrl.0;
                    played[e.player] += 1;
                    delta[e.player] += o.exchange + i64::from(o.gain);
                }
                Some(played_t)
            })
            .collect();
        let strength = self
            .players
            .iter()
            .zip(&delta)
            .map(|(p, d)| {
                let after = (i64::from(p.strength) + d).max(1);
                (p.strength, u32::try_from(after).unwrap_or(u32::MAX))
            })
            .collect();
        Some(PlayedRound {
            tournaments,
            wrl_points,
            played,
            strength,
            doubles,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grand_slam::distribution::parse_list;
    use crate::grand_slam::strength::Gains;

    fn game(players: usize) -> GrandSlamGame {
        let terms = Terms {
            base_stars: 3,
            gains: Gains {
                quarter_final: 1,
                semi_final: 2,
                final_: 3,
                winner: 5,
            },
            exchange_value: 2,
            rank_diff: Some(3),
            gm_strengths: vec![110],
        };
        GrandSlamGame {
            players: (0..players)
                .map(|i| Player {
                    name: format!("P{i:02}"),
                    joined_round: 1,
                    strength: NEWCOMER_STRENGTH,
                })
                .collect(),
            rounds: vec![Round {
                number: 1,
                offer: ["Paris", "Wien"]
                    .iter()
                    .map(|n| Offered {
                        name: n.to_string(),
                        terms: terms.clone(),
                        notes: String::new(),
                        doubles: false,
                    })
                    .collect(),
                limits: vec![
                    EntryLimit {
                        from_strength: 0,
                        tournaments: 1,
                    },
                    EntryLimit {
                        from_strength: 150,
                        tournaments: 2,
                    },
                ],
                ..Round::default()
            }],
            ..GrandSlamGame::default()
        }
    }

    /// 8.1's averaging by hand: (30+40)/2 = 35, (25+20)/2 = 22.5 -> 23, (21+15)/2 = 18,
    /// (13+14)/2 = 13.5 -> 14, (11+11)/2 = 11 (R-G6: halves rounded up).
    #[test]
    fn doubles_average_per_set_halves_up() {
        let a = Distribution([30, 25, 21, 13, 11]);
        let b = Distribution([40, 20, 15, 14, 11]);
        assert_eq!(average(&a, &b).0, [35, 23, 18, 14, 11]);
        assert_eq!(average(&a, &a), a);
    }

    #[test]
    fn five_players_make_two_teams_and_one_with_a_gm_partner() {
        let entered: Vec<(usize, Distribution)> = (0..5)
            .map(|p| (p, Distribution([30 + p as u32, 25, 21, 13, 11])))
            .collect();
        let teams = draw_teams(&entered, 120, &mut SplitMix64::for_draw(9, 1, DOUBLES_LOTS));
        assert_eq!(teams.len(), 3);
        let mut all: Vec<usize> = teams.iter().flat_map(|t| t.players.clone()).collect();
        all.sort_unstable();
        assert_eq!(all, [0, 1, 2, 3, 4], "everyone once");
        let alone = teams
            .iter()
            .find(|t| t.players.len() == 1)
            .expect("one alone");
        let gm = alone.gm_partner.as_ref().expect("a GM partner");
        assert_eq!(gm.strength, 120);
        let own = entered[alone.players[0]].1;
        assert_eq!(alone.distribution, average(&own, &gm.distribution));
        assert_eq!(
            teams,
            draw_teams(&entered, 120, &mut SplitMix64::for_draw(9, 1, DOUBLES_LOTS)),
            "the same seed, the same partners"
        );
    }

    #[test]
    fn entries_are_checked_corrected_and_limited() {
        let mut g = game(3);
        let (d, c) = g
            .enter(0, 0, &parse_list("30,25,21,13,16"))
            .expect("rule 10 corrects the sum");
        assert_eq!(d.0, [26, 24, 21, 13, 16]);
        assert!(c.is_some());
        assert_eq!(
            g.enter(0, 1, &parse_list("30,25,21,13,11")),
            Err(EntryRefusal::Limit { limit: 1 })
        );
        // The same tournament again replaces the entry.
        g.enter(0, 0, &parse_list("30,25,21,13,11")).expect("again");
        assert_eq!(g.rounds[0].entries.len(), 1);
        assert_eq!(
            g.enter(1, 0, &parse_list("20,10,10,60,0")),
            Err(EntryRefusal::Distribution(Refusal::Faults(vec![
                crate::grand_slam::distribution::Fault::Min1,
                crate::grand_slam::distribution::Fault::Duplicate
            ])))
        );
        assert_eq!(
            g.enter(1, 2, &parse_list("30,25,21,13,11")),
            Err(EntryRefusal::NoTournament)
        );
        assert_eq!(g.rounds[0].limit_for(150), Some(2));
    }

    #[test]
    fn a_round_is_played_and_the_wrl_follows() {
        let mut g = game(12);
        for p in 0..12 {
            let t = p % 2;
            let v = [30 + p as u32, 25, 21, 13, 11 - p as u32 % 3];
            let text: Vec<String> = v.iter().map(u32::to_string).collect();
            g.enter(p, t, &parse_list(&text.join(","))).expect("entry");
        }
        // Player 11 sends nothing (R-G15).
        g.rounds[0].entries.retain(|e| e.player != 11);
        let r = g.play_round(7).expect("a round to play");
        assert_eq!(r, g.play_round(7).expect("again"), "same seed, same round");
        let t0 = r.tournaments[0].as_ref().expect("Paris was played");
        assert_eq!((t0.field, t0.entries), (8, 6));
        assert_eq!(r.played[11], 0);
        assert_eq!(r.strength[11], (100, 100));
        assert_eq!(r.played.iter().sum::<u32>(), 11);
        // Nobody is ranked in round 1: no seeds by WRL, no rank stars.
        assert!(t0.draw.seeds.is_empty());
        assert_eq!(t0.stars, 3);
        g.rounds[0].played = Some(r.clone());
        let wrl = g.wrl(2);
        assert_eq!(wrl.len(), 11, "player 11 paused and is unranked");
        // One tournament after nine rounds of pause: denominator 1 + 8 (R-G9).
        assert!(wrl.iter().all(|l| l.denominator == 9));
        let best = &wrl[0];
        assert_eq!(best.points, r.wrl_points[best.key]);
        assert!(
            best.points.0 >= 12,
            "a winner won at least one match at 1.2"
        );
        // Round 2: everyone in Paris; the seeds are the four best of the WRL (5.1).
        let mut next = g.rounds[0].clone();
        next.number = 2;
        next.entries.clear();
        next.played = None;
        next.limits.clear();
        g.rounds.push(next);
        for (p, (_, after)) in r.strength.iter().enumerate() {
            g.players[p].strength = *after;
        }
        for p in 0..12 {
            let s = g.players[p].strength;
            let v = [s - 50, 20, 15, 10, 5];
            let text: Vec<String> = v.iter().map(u32::to_string).collect();
            g.enter(p, 0, &parse_list(&text.join(","))).expect("entry");
        }
        let r2 = g.play_round(7).expect("round 2");
        let t = r2.tournaments[0].as_ref().expect("Paris");
        assert_eq!(t.field, 16);
        let seeds: Vec<usize> = t.draw.seeds.clone();
        let want: Vec<usize> = wrl.iter().take(4).map(|l| l.key).collect();
        assert_eq!(seeds, want);
        assert_eq!(crate::grand_slam::draw::check_seeding(&t.draw), Ok(()));
    }
}
