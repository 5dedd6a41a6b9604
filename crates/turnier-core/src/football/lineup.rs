//! T-A-V-M-S lineups (United-Reihenwertung, `turnierfussball.txt` Anhang A) and their
//! corrections: R-F2 for the normal tournament, R-F6 for the anti-tournament.
//!
//! A lineup is five strength points `[T, A, V, M, S]`: Torwart and Ausputzer cost 2 WP per
//! point and are at most 10; the field rows V, M, S cost 1 WP per point and obey the 3:1 rule
//! (no field row above three times the smallest). Corrections are data ([`Correction`]); the
//! words a person reads are the caller's.

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// The five rows of a lineup, in the order the rules write them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Row {
    /// Torwart (2 WP per point, 0..=10).
    T,
    /// Ausputzer (2 WP per point, 0..=10).
    A,
    /// Verteidigung (1 WP per point).
    V,
    /// Mittelfeld (1 WP per point).
    M,
    /// Sturm (1 WP per point).
    S,
}

impl Row {
    /// All rows, T, A, V, M, S: also the order that breaks ties in the apportionment (R-F2).
    pub const ALL: [Row; 5] = [Row::T, Row::A, Row::V, Row::M, Row::S];

    /// WP per strength point: 2 for T and A, 1 for the field rows.
    pub fn cost(self) -> u64 {
        match self {
            Row::T | Row::A => 2,
            _ => 1,
        }
    }

    /// The row's letter: `T`, `A`, `V`, `M`, `S`.
    pub fn letter(self) -> &'static str {
        match self {
            Row::T => "T",
            Row::A => "A",
            Row::V => "V",
            Row::M => "M",
            Row::S => "S",
        }
    }
}

/// The most strength points a Torwart or Ausputzer may have (Anhang A).
pub const BACK_MAX: u32 = 10;

/// A lineup `[T, A, V, M, S]` in strength points. Any non-negative whole numbers as submitted;
/// [`normalize`] makes it legal for a budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Lineup(pub [u32; 5]);

impl Lineup {
    /// The lineup from its rows `T, A, V, M, S`.
    pub fn new(t: u32, a: u32, v: u32, m: u32, s: u32) -> Self {
        Self([t, a, v, m, s])
    }

    /// One row's strength points.
    pub fn get(&self, r: Row) -> u32 {
        self.0[r as usize]
    }

    fn set(&mut self, r: Row, v: u32) {
        self.0[r as usize] = v;
    }

    /// Torwart.
    pub fn t(&self) -> u32 {
        self.0[0]
    }
    /// Ausputzer.
    pub fn a(&self) -> u32 {
        self.0[1]
    }
    /// Verteidigung.
    pub fn v(&self) -> u32 {
        self.0[2]
    }
    /// Mittelfeld.
    pub fn m(&self) -> u32 {
        self.0[3]
    }
    /// Sturm.
    pub fn s(&self) -> u32 {
        self.0[4]
    }

    /// The WP the lineup costs: `2T + 2A + V + M + S` (Anhang A).
    pub fn cost(&self) -> u64 {
        Row::ALL
            .iter()
            .map(|r| r.cost() * u64::from(self.get(*r)))
            .sum()
    }

    /// Whether it is legal for a budget of `wp` in a normal tournament: T, A at most 10, the
    /// 3:1 rule holds, and it costs at most `wp`.
    pub fn is_legal(&self, wp: u32) -> bool {
        self.t() <= BACK_MAX
            && self.a() <= BACK_MAX
            && self.cost() <= u64::from(wp)
            && three_to_one_holds(self)
    }
}

/// Whether no field row is above three times the smallest field row (all 0 holds).
pub fn three_to_one_holds(l: &Lineup) -> bool {
    let min = l.v().min(l.m()).min(l.s());
    [l.v(), l.m(), l.s()]
        .iter()
        .all(|x| u64::from(*x) <= 3 * u64::from(min))
}

impl fmt::Display for Lineup {
    /// `10-5-40-40-40`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [t, a, v, m, s] = self.0;
        write!(f, "{t}-{a}-{v}-{m}-{s}")
    }
}

/// Why a typed lineup is not one: the row (or `None` for the shape) and what is wrong. The
/// caller words it ([`LineupError::row`], [`LineupError::kind`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineupError {
    /// The row that is wrong; `None` when the lineup does not have five parts.
    pub row: Option<Row>,
    /// What is wrong with it.
    pub kind: LineupErrorKind,
}

/// What is wrong with a typed lineup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineupErrorKind {
    /// Not five parts separated by `-` (or spaces, `/`, `,`): how many there were.
    Parts(usize),
    /// A negative value.
    Negative,
    /// Not a whole number (T and A are whole strength points; WP in the field rows are whole
    /// too).
    NotWhole,
    /// Not a number at all.
    NotANumber,
    /// Too large to be a lineup (above 1,000,000).
    TooLarge,
}

/// The largest value one row may be typed with (far above any budget; keeps costs in range).
pub const ROW_MAX: u32 = 1_000_000;

impl FromStr for Lineup {
    type Err = LineupError;
    /// `10-5-40-40-40` (also separated by spaces, `/` or `,`): five whole numbers >= 0. A
    /// minus sign (`10--5-…`, `10 -5 …`) is read as a negative value and refused.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let tokens: Vec<String> = if s.contains([' ', '\t', ',', '/']) {
            s.split([' ', '\t', ',', '/'])
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect()
        } else {
            // Split on `-`; an empty part before a number is that number's minus sign.
            let mut out = Vec::new();
            let mut sign = false;
            for p in s.split('-') {
                if p.is_empty() {
                    sign = true;
                } else {
                    out.push(if sign { format!("-{p}") } else { p.to_string() });
                    sign = false;
                }
            }
            out
        };
        if tokens.len() != 5 {
            return Err(LineupError {
                row: None,
                kind: LineupErrorKind::Parts(tokens.len()),
            });
        }
        let mut out = [0u32; 5];
        for (i, p) in tokens.iter().enumerate() {
            out[i] = parse_row(Row::ALL[i], p)?;
        }
        Ok(Lineup(out))
    }
}

/// One row's value as typed: a whole number `0..=ROW_MAX`.
///
/// # Errors
/// [`LineupError`] for that row: negative, not whole, not a number, too large.
pub fn parse_row(row: Row, p: &str) -> Result<u32, LineupError> {
    let p = p.trim();
    let err = |kind| LineupError {
        row: Some(row),
        kind,
    };
    if let Ok(v) = p.parse::<u64>() {
        return u32::try_from(v)
            .ok()
            .filter(|v| *v <= ROW_MAX)
            .ok_or(err(LineupErrorKind::TooLarge));
    }
    match p.parse::<f64>() {
        Ok(x) if x < 0.0 => Err(err(LineupErrorKind::Negative)),
        Ok(x) if x.is_finite() => Err(err(LineupErrorKind::NotWhole)),
        _ => Err(err(LineupErrorKind::NotANumber)),
    }
}

/// One correction a lineup went through, in the order applied. Data; the screens and prints
/// word it ("3:1 rule: S cut from 60 to 45", "over budget: scaled to 150 WP").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Correction {
    /// T or A above 10 points, cut to 10 (R-F2; in the anti-tournament too).
    Capped {
        /// T or A.
        row: Row,
        /// As submitted.
        from: u32,
        /// 10.
        to: u32,
    },
    /// The 3:1 rule: a field row cut to three times the smallest (R-F2), or in the
    /// anti-tournament a weak row raised to a third of the strongest, rounded up (R-F6).
    ThreeToOne {
        /// V, M or S.
        row: Row,
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Over budget: scaled down to the WP, keeping the ratio of the five rows (R-F2); in the
    /// anti-tournament, under budget: scaled up to the WP (R-F6).
    Scaled {
        /// The cost before.
        from_wp: u64,
        /// The tournament's WP.
        to_wp: u32,
        /// Up (anti) or down (normal).
        up: bool,
    },
    /// Anti-tournament: an all-zero lineup counts as 1:1:1:1:1 (R-F6).
    Spread,
}

/// A lineup after its corrections, with what was done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Normalized {
    /// The lineup that plays.
    pub lineup: Lineup,
    /// The corrections in the order applied; empty for a lineup that plays as submitted.
    pub corrections: Vec<Correction>,
}

/// The lineup that plays for a budget of `wp` WP, with its corrections: R-F2 for a normal
/// tournament, R-F6 for an anti-tournament (`anti`).
///
/// R-F2: T and A capped at 10; the 3:1 rule trims the field rows to three times the smallest
/// (smallest 0: all field rows 0); then, only if still over budget, scaled: target per row =
/// value x WP / cost, floored, the spare WP handed out one point at a time by largest
/// fractional part (ties T, A, V, M, S; a T or A point that no longer fits, 2 WP, is
/// skipped); then the 3:1 trim again. Under budget: unchanged.
///
/// R-F6: T and A capped at 10 (their range; decision of this implementation, the ruling is
/// silent); an all-zero lineup counts as 1:1:1:1:1; the 3:1 rule raises weak field rows to
/// ceil(max / 3); under budget scaled up by the mirrored apportionment (targets rounded up,
/// T and A targets above 10 capped and the rest spread over the other rows, the surplus taken
/// back one point at a time by smallest fractional part, ties T, A, V, M, S); then the 3:1
/// raise again. Over budget: unchanged.
pub fn normalize(submitted: Lineup, wp: u32, anti: bool) -> Normalized {
    let mut l = submitted;
    let mut corrections = Vec::new();
    for r in [Row::T, Row::A] {
        if l.get(r) > BACK_MAX {
            corrections.push(Correction::Capped {
                row: r,
                from: l.get(r),
                to: BACK_MAX,
            });
            l.set(r, BACK_MAX);
        }
    }
    if anti {
        if l.0.iter().all(|x| *x == 0) {
            l = Lineup([1; 5]);
            corrections.push(Correction::Spread);
        }
        raise_three_to_one(&mut l, &mut corrections);
        let cost = l.cost();
        if cost < u64::from(wp) {
            l = scale_up(l, wp);
            corrections.push(Correction::Scaled {
                from_wp: cost,
                to_wp: wp,
                up: true,
            });
            raise_three_to_one(&mut l, &mut corrections);
        }
    } else {
        trim_three_to_one(&mut l, &mut corrections);
        let cost = l.cost();
        if cost > u64::from(wp) {
            l = scale_down(l, wp);
            corrections.push(Correction::Scaled {
                from_wp: cost,
                to_wp: wp,
                up: false,
            });
            trim_three_to_one(&mut l, &mut corrections);
        }
    }
    Normalized {
        lineup: l,
        corrections,
    }
}

const FIELD: [Row; 3] = [Row::V, Row::M, Row::S];

/// R-F2's 3:1 trim: field rows above 3 x the smallest are cut to it (smallest 0: all 0).
fn trim_three_to_one(l: &mut Lineup, out: &mut Vec<Correction>) {
    let min = FIELD.iter().map(|r| l.get(*r)).min().unwrap_or(0);
    let cap = u64::from(min) * 3;
    for r in FIELD {
        let v = l.get(r);
        if u64::from(v) > cap {
            let to = cap as u32;
            out.push(Correction::ThreeToOne {
                row: r,
                from: v,
                to,
            });
            l.set(r, to);
        }
    }
}

/// R-F6's 3:1 raise: field rows below ceil(max / 3) are raised to it.
fn raise_three_to_one(l: &mut Lineup, out: &mut Vec<Correction>) {
    let max = FIELD.iter().map(|r| l.get(*r)).max().unwrap_or(0);
    let floor = max.div_ceil(3);
    for r in FIELD {
        let v = l.get(r);
        if v < floor {
            out.push(Correction::ThreeToOne {
                row: r,
                from: v,
                to: floor,
            });
            l.set(r, floor);
        }
    }
}

/// R-F2's apportionment down to `wp` (the lineup costs more than `wp`).
fn scale_down(l: Lineup, wp: u32) -> Lineup {
    let cost = l.cost();
    let wp = u64::from(wp);
    // target_r = v_r * wp / cost; all share the denominator `cost`, so the remainders order
    // the fractional parts exactly.
    let mut out = [0u32; 5];
    let mut rems: Vec<(u64, Row)> = Vec::new();
    let mut spent = 0u64;
    for r in Row::ALL {
        let num = u64::from(l.get(r)) * wp;
        let floor = num / cost;
        out[r as usize] = floor as u32;
        spent += floor * r.cost();
        if num % cost > 0 {
            rems.push((num % cost, r));
        }
    }
    // Largest fractional part first; ties in the order T, A, V, M, S.
    rems.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut spare = wp.saturating_sub(spent);
    for (_, r) in rems {
        if spare == 0 {
            break;
        }
        if r.cost() <= spare {
            out[r as usize] += 1;
            spare -= r.cost();
        }
    }
    Lineup(out)
}

/// R-F6's mirrored apportionment up to `wp` (the lineup costs less than `wp`).
fn scale_up(l: Lineup, wp: u32) -> Lineup {
    let wp = u64::from(wp);
    let mut capped = [false; 5];
    let mut out = l.0;
    // Cap T and A targets above 10 and spread what is left over the other rows, until no
    // uncapped target is above the cap.
    let (rest, cost) = loop {
        let fixed: u64 = Row::ALL
            .iter()
            .filter(|r| capped[**r as usize])
            .map(|r| r.cost() * u64::from(BACK_MAX))
            .sum();
        let rest = wp.saturating_sub(fixed);
        let cost: u64 = Row::ALL
            .iter()
            .filter(|r| !capped[**r as usize])
            .map(|r| r.cost() * u64::from(l.get(*r)))
            .sum();
        if cost == 0 {
            break (rest, cost);
        }
        let over = [Row::T, Row::A].into_iter().find(|r| {
            !capped[*r as usize] && u64::from(l.get(*r)) * rest > u64::from(BACK_MAX) * cost
        });
        match over {
            Some(r) => capped[r as usize] = true,
            None => break (rest, cost),
        }
    };
    let mut rems: Vec<(u64, Row)> = Vec::new();
    let mut spent = 0u64;
    for r in Row::ALL {
        if capped[r as usize] {
            out[r as usize] = BACK_MAX;
            spent += r.cost() * u64::from(BACK_MAX);
            continue;
        }
        if cost == 0 {
            spent += r.cost() * u64::from(out[r as usize]);
            continue;
        }
        let num = u64::from(l.get(r)) * rest;
        let ceil = num.div_ceil(cost);
        out[r as usize] = ceil as u32;
        spent += ceil * r.cost();
        if num % cost > 0 {
            rems.push((num % cost, r));
        }
    }
    // Smallest fractional part first (the row rounded up the furthest gives back first);
    // ties in the order T, A, V, M, S.
    rems.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
    let mut surplus = spent.saturating_sub(wp);
    for (_, r) in rems {
        if surplus == 0 {
            break;
        }
        if r.cost() <= surplus {
            out[r as usize] -= 1;
            surplus -= r.cost();
        }
    }
    Lineup(out)
}

/// Orders two lineups by their rows (T first): for stable output only.
pub fn by_rows(a: &Lineup, b: &Lineup) -> Ordering {
    a.0.cmp(&b.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn n(l: [u32; 5], wp: u32) -> [u32; 5] {
        normalize(Lineup(l), wp, false).lineup.0
    }
    fn anti(l: [u32; 5], wp: u32) -> [u32; 5] {
        normalize(Lineup(l), wp, true).lineup.0
    }

    #[test]
    fn the_spec_corrections() {
        // T above 10: the surplus WP are struck without replacement.
        assert_eq!(n([12, 3, 10, 10, 10], 100), [10, 3, 10, 10, 10]);
        // 3:1 rule: "die zuviel eingesetzten WPs ersatzlos gestrichen".
        let x = normalize(Lineup([10, 5, 20, 40, 60]), 150, false);
        assert_eq!(x.lineup.0, [10, 5, 20, 40, 60]);
        let x = normalize(Lineup([10, 5, 15, 40, 60]), 150, false);
        assert_eq!(x.lineup.0, [10, 5, 15, 40, 45]);
        assert_eq!(
            x.corrections,
            [Correction::ThreeToOne {
                row: Row::S,
                from: 60,
                to: 45
            }]
        );
        // Over budget: scaled, the ratio kept: 10-10-40-40-40 (160) to 80: half each.
        let x = normalize(Lineup([10, 10, 40, 40, 40]), 80, false);
        assert_eq!(x.lineup.0, [5, 5, 20, 20, 20]);
        assert_eq!(
            x.corrections,
            [Correction::Scaled {
                from_wp: 160,
                to_wp: 80,
                up: false
            }]
        );
        // Under budget: unchanged.
        assert!(
            normalize(Lineup([1, 2, 3, 4, 5]), 100, false)
                .corrections
                .is_empty()
        );
    }

    #[test]
    fn spare_wp_go_by_largest_fraction_and_skip_a_back_point_that_does_not_fit() {
        // 10-10-0-0-0 (40) to 30: 7.5 and 7.5; spare 2 goes to T (first of the tie).
        assert_eq!(n([10, 10, 0, 0, 0], 30), [8, 7, 0, 0, 0]);
        // 3-0-10-10-10 (36) to 20: T 1.667, V..S 5.556: floors 1,5,5,5 = 17; spare 3:
        // T (.667, 2 WP) then V (.556, 1 WP).
        assert_eq!(n([3, 0, 10, 10, 10], 20), [2, 0, 6, 5, 5]);
        // 1-0-2-2-2 (8) to 7: T 0.875 (2 WP) floors 0,1,1,1 = 3 ... spare 4: T, then V, M.
        assert_eq!(n([1, 0, 2, 2, 2], 7), [1, 0, 2, 2, 1]);
        // 2-0-1-1-1 (7) to 6: T 1.714, rows 0.857: floors 1,0,0,0 = 2; spare 4: V,M,S (.857)
        // before T (.714); T then does not fit.
        let x = n([2, 0, 1, 1, 1], 6);
        assert_eq!(x, [1, 0, 1, 1, 1]);
        assert!(Lineup(x).cost() <= 6);
    }

    #[test]
    fn anti_corrections() {
        assert_eq!(anti([0, 0, 0, 0, 0], 70), [10; 5]);
        assert_eq!(anti([0, 0, 1, 1, 9], 20), [0, 0, 4, 4, 12]);
        assert_eq!(anti([5, 0, 1, 1, 1], 100), [10, 0, 26, 27, 27]);
        assert_eq!(anti([0, 0, 0, 0, 0], 6), [1; 5]);
        // Over budget: unchanged.
        assert_eq!(anti([10, 10, 40, 40, 40], 150), [10, 10, 40, 40, 40]);
    }

    #[test]
    fn typed_lineups() {
        assert_eq!(
            "10-5-40-40-40".parse::<Lineup>(),
            Ok(Lineup([10, 5, 40, 40, 40]))
        );
        assert_eq!(
            " 10 5 40 40 40 ".parse::<Lineup>(),
            Ok(Lineup([10, 5, 40, 40, 40]))
        );
        let e = |s: &str| s.parse::<Lineup>().expect_err("refused");
        assert_eq!(e("10-5-40-40").kind, LineupErrorKind::Parts(4));
        assert_eq!(
            e("10-5-40--40-40"),
            LineupError {
                row: Some(Row::M),
                kind: LineupErrorKind::Negative
            }
        );
        assert_eq!(e("-1-5-40-40-40").row, Some(Row::T));
        assert_eq!(e("10 -5 40 40 40").row, Some(Row::A));
        assert_eq!(e("10 -5 40 40 40").kind, LineupErrorKind::Negative);
        assert_eq!(
            e("10-5.5-40-40-40"),
            LineupError {
                row: Some(Row::A),
                kind: LineupErrorKind::NotWhole
            }
        );
        assert_eq!(e("10-5-x-40-40").kind, LineupErrorKind::NotANumber);
        assert_eq!(e("10-5-x-40-40").row, Some(Row::V));
        assert_eq!(e("10-5-40-40-99999999999").kind, LineupErrorKind::TooLarge);
        assert_eq!(Lineup([10, 5, 40, 40, 40]).to_string(), "10-5-40-40-40");
    }

    fn lineup() -> impl Strategy<Value = Lineup> {
        prop::array::uniform5(prop_oneof![0..15u32, 0..400u32]).prop_map(Lineup)
    }

    proptest! {
        /// R-F2: a corrected lineup is legal and within budget.
        #[test]
        fn corrected_lineups_are_legal(l in lineup(), wp in 0..400u32) {
            let x = normalize(l, wp, false);
            prop_assert!(x.lineup.is_legal(wp), "{} -> {} at {wp}", l, x.lineup);
            // Never more than submitted in any row.
            for r in Row::ALL {
                prop_assert!(x.lineup.get(r) <= l.get(r));
            }
        }

        /// R-F2: a legal lineup is never changed (legal by construction: T, A at most 10,
        /// field rows within 3 x the smallest, a budget at least the cost).
        #[test]
        fn a_legal_lineup_is_unchanged(
            t in 0..=10u32, a in 0..=10u32, min in 0..40u32,
            k in prop::array::uniform2(0..=200u32), extra in 0..50u32,
        ) {
            let up = |f: u32| min + (2 * min) * f / 200;
            let l = Lineup([t, a, min, up(k[0]), up(k[1])]);
            let wp = l.cost() as u32 + extra;
            prop_assert!(l.is_legal(wp));
            let x = normalize(l, wp, false);
            prop_assert_eq!(x.lineup, l);
            prop_assert!(x.corrections.is_empty());
        }

        /// R-F6: the anti correction keeps the 3:1 rule and T, A at most 10, and never
        /// lowers a row below what was submitted (only scaling can take points back, and
        /// only what it added).
        #[test]
        fn anti_corrections_hold_the_rules(l in lineup(), wp in 0..400u32) {
            let x = normalize(l, wp, true);
            prop_assert!(three_to_one_holds(&x.lineup));
            prop_assert!(x.lineup.t() <= BACK_MAX && x.lineup.a() <= BACK_MAX);
            for r in Row::ALL {
                let floor = if r.cost() == 2 { l.get(r).min(BACK_MAX) } else { l.get(r) };
                prop_assert!(x.lineup.get(r) >= floor, "{} -> {} at {wp}", l, x.lineup);
            }
        }
    }
}
