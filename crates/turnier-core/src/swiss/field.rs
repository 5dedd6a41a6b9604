//! The plain data the pairing core works on: the players to pair in pairing order (R-S10) with
//! their match points, and how often each two have met (R-S12).

use crate::game::PlayerId;
use std::collections::HashMap;

/// One player to pair: id and match points (3 per win or bye, 1 per draw) when the round is
/// paired. A slice of these in standings order is the pairing order (R-S10).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FieldEntry {
    /// The player.
    pub id: PlayerId,
    /// Match points before this round.
    pub match_points: u32,
}

/// How often two players have met in fixed rounds (a published table counts even without a
/// result). Symmetric; a pair never recorded has met 0 times (R-S12).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Meetings {
    counts: HashMap<(PlayerId, PlayerId), u32>,
}

impl Meetings {
    /// No meetings.
    pub fn new() -> Self {
        Self::default()
    }

    fn key(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
        if a <= b { (a, b) } else { (b, a) }
    }

    /// Records one more meeting of `a` and `b`.
    pub fn add(&mut self, a: PlayerId, b: PlayerId) {
        *self.counts.entry(Self::key(a, b)).or_insert(0) += 1;
    }

    /// How often `a` and `b` have met.
    pub fn count(&self, a: PlayerId, b: PlayerId) -> u32 {
        self.counts.get(&Self::key(a, b)).copied().unwrap_or(0)
    }

    /// Every pair that met, with its count, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = ((PlayerId, PlayerId), u32)> + '_ {
        self.counts.iter().map(|(k, v)| (*k, *v))
    }
}

/// The field by position in pairing order (0 = best-ranked), with score groups and meetings
/// as small vectors. Internal to the pairing engine.
#[derive(Debug, Clone)]
pub(crate) struct Field {
    /// Match points per position.
    pub mp: Vec<u32>,
    /// Score group index per position (0 = most match points).
    pub group: Vec<usize>,
    /// Positions per score group, ascending (pairing order within the group).
    pub groups: Vec<Vec<usize>>,
    /// Match points of each score group.
    pub group_mp: Vec<u32>,
    /// Per position: how many of its score group are ranked below it (R-S14).
    pub below: Vec<u32>,
    /// Per position: the positions met before, with the count (R-S12).
    pub met: Vec<Vec<(usize, u32)>>,
    /// The most meetings of any pair.
    pub max_meetings: u32,
}

impl Field {
    /// Builds the field from the pairing order and the meetings.
    pub fn new(order: &[FieldEntry], meetings: &Meetings) -> Self {
        let n = order.len();
        let mp: Vec<u32> = order.iter().map(|e| e.match_points).collect();
        let mut group_mp: Vec<u32> = mp.clone();
        group_mp.sort_unstable_by(|a, b| b.cmp(a));
        group_mp.dedup();
        let group: Vec<usize> = mp
            .iter()
            .map(|m| group_mp.iter().position(|g| g == m).unwrap_or(0))
            .collect();
        let mut groups = vec![Vec::new(); group_mp.len()];
        for (p, &g) in group.iter().enumerate() {
            groups[g].push(p);
        }
        let mut below = vec![0u32; n];
        for members in &groups {
            let len = members.len();
            for (k, &p) in members.iter().enumerate() {
                below[p] = (len - 1 - k) as u32;
            }
        }
        let pos: HashMap<PlayerId, usize> =
            order.iter().enumerate().map(|(i, e)| (e.id, i)).collect();
        let mut met = vec![Vec::new(); n];
        let mut max_meetings = 0;
        for ((a, b), c) in meetings.iter() {
            if let (Some(&i), Some(&j)) = (pos.get(&a), pos.get(&b))
                && i != j
                && c > 0
            {
                met[i].push((j, c));
                met[j].push((i, c));
                max_meetings = max_meetings.max(c);
            }
        }
        for m in &mut met {
            m.sort_unstable();
        }
        Self {
            mp,
            group,
            groups,
            group_mp,
            below,
            met,
            max_meetings,
        }
    }

    /// Number of players.
    pub fn len(&self) -> usize {
        self.mp.len()
    }

    /// How often the players at positions `i` and `j` have met.
    pub fn meetings(&self, i: usize, j: usize) -> u32 {
        self.met[i]
            .iter()
            .find(|(k, _)| *k == j)
            .map(|(_, c)| *c)
            .unwrap_or(0)
    }
}
