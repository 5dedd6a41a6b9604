//! The score sheet's input line: `TABLE [bN] POINTS..`, the points of each Bobbl in A, B
//! order (`3 21 4 20 21` or `3 21:4 20:21`; `3 b2 19 21` starts at Bobbl 2). Only the form is
//! checked here; the rules (R-M1) are in [`crate::muck::MuckCommand::Score`]'s apply.

use crate::game::TableNo;
use crate::muck::BobblScore;

/// The forms the sheet's input takes (the parser's, for the `?` help): what is typed, what it
/// means.
pub const FORMS: &[(&str, &str)] = &[
    ("3 21 4 20 21 ⏎", "table 3: B1 21:4, B2 20:21; side A first"),
    ("3 21:4 20:21 ⏎", "the same with colons"),
    ("3 b2 19 21 ⏎", "from Bobbl 2 on: only B2 is 19:21"),
    ("earlier round", "typing over a value asks first (y)"),
];

/// Parses `TABLE [bN] POINTS..`: the table, the first Bobbl (1 unless `bN`), and a score per
/// Bobbl from the points in A, B order (`21 4` or `21:4`).
pub(super) fn parse(text: &str) -> Result<(TableNo, u32, Vec<BobblScore>), String> {
    let mut words = text.split_whitespace();
    let Some(table) = words.next() else {
        return Err("type the table number, then the points of each Bobbl: 3 21 4 20 21".into());
    };
    let table: u32 = table.parse().map_err(|_| {
        format!("table: {table:?} is not a table number; type TABLE then points, e.g. 3 21 4")
    })?;
    let mut first = 1;
    let mut points = Vec::new();
    for (i, w) in words.enumerate() {
        if let Some(n) = w.strip_prefix(['b', 'B']).filter(|_| i == 0) {
            first = n
                .parse()
                .map_err(|_| format!("bobbl: {w:?} is not a Bobbl number; b2 starts at Bobbl 2"))?;
            continue;
        }
        for p in w.split(':').filter(|p| !p.is_empty()) {
            let v: u32 = p.parse().map_err(|_| {
                format!("score: {p:?} is not a number of points; allowed: whole numbers 0 or more")
            })?;
            points.push(v);
        }
    }
    if points.is_empty() {
        return Err(format!(
            "score: no points for table {table}; type A's and B's points of each Bobbl, e.g. {table} 21 4"
        ));
    }
    if points.len() % 2 == 1 {
        return Err(format!(
            "score: {} number(s) of points; each Bobbl needs two, side A's then side B's",
            points.len()
        ));
    }
    let scores = points
        .chunks(2)
        .map(|c| BobblScore { a: c[0], b: c[1] })
        .collect();
    Ok((TableNo(table), first, scores))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_table_and_points() {
        let (t, b, s) = parse("3 21 4 20 21").expect("ok");
        assert_eq!((t, b), (TableNo(3), 1));
        assert_eq!(
            s,
            vec![BobblScore { a: 21, b: 4 }, BobblScore { a: 20, b: 21 }]
        );
        let (_, b, s) = parse("3 b2 20:21").expect("ok");
        assert_eq!(b, 2);
        assert_eq!(s, vec![BobblScore { a: 20, b: 21 }]);
        assert!(parse("3 21").is_err());
        assert!(parse("3 21 -4").is_err());
        assert!(parse("x 21 4").is_err());
        assert!(parse("3").is_err());
    }
}
