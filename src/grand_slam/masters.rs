//! The Masters at the season's end (`grand-slam.txt` 11; R-G14): the top 8 of the WRL after
//! aging, groups A (1-4-5-8) and B (2-3-6-7), round robin, crossover semi-finals.

/// The two groups from the 8 qualified, best first: A = places 1, 4, 5, 8; B = 2, 3, 6, 7.
/// `None` unless exactly 8 are given.
pub fn groups<K: Clone>(top8: &[K]) -> Option<([K; 4], [K; 4])> {
    if top8.len() != 8 {
        return None;
    }
    let p = |i: usize| top8[i - 1].clone();
    Some(([p(1), p(4), p(5), p(8)], [p(2), p(3), p(6), p(7)]))
}

/// The crossover semi-finals from the groups' final orders: 1st A – 2nd B, 1st B – 2nd A.
pub fn crossover<K: Clone>(group_a: &[K], group_b: &[K]) -> Option<[(K, K); 2]> {
    match (group_a, group_b) {
        ([a1, a2, ..], [b1, b2, ..]) => Some([(a1.clone(), b2.clone()), (b1.clone(), a2.clone())]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_and_crossover() {
        let top: Vec<u32> = (1..=8).collect();
        assert_eq!(groups(&top), Some(([1, 4, 5, 8], [2, 3, 6, 7])));
        assert_eq!(groups(&top[..7]), None);
        assert_eq!(
            crossover(&[4, 1, 5, 8], &[3, 2, 7, 6]),
            Some([(4, 2), (3, 1)])
        );
    }
}
