//! The score sheet's input line: `TABLE [bN] POINTS..`, the points of each Bobbl in A, B
//! order (`3 21 4 20 21`, `3 21:4 20:21`, or the command line's `3 21:4,20:21`; `3 b2 19 21`
//! starts at Bobbl 2). Only the form is
//! checked here; the rules (R-M1) are in [`crate::muck::MuckCommand::Score`]'s apply.

use crate::game::TableNo;
use crate::i18n::key;
use crate::muck::BobblScore;

/// The forms the sheet's input takes (the parser's, for the `?` help): what is typed, what it
/// means, both as text keys (look them up with [`crate::i18n::t`]).
pub const FORMS: &[(&str, &str)] = &[
    (key("muck-form-1"), key("muck-form-1-means")),
    (key("muck-form-2"), key("muck-form-2-means")),
    (key("muck-form-3"), key("muck-form-3-means")),
    (key("muck-form-4"), key("muck-form-4-means")),
];

/// Parses `TABLE [bN] POINTS..`: the table, the first Bobbl (1 unless `bN`), and a score per
/// Bobbl from the points in A, B order (`21 4`, `21:4`, or `21:4,20:21` as `turnier result`
/// takes them, so the desk and the command line read the same line alike).
pub(super) fn parse(text: &str) -> Result<(TableNo, u32, Vec<BobblScore>), String> {
    let mut words = text.split_whitespace();
    let Some(table) = words.next() else {
        return Err(crate::tr!("muck-parse-empty"));
    };
    let table: u32 = table
        .parse()
        .map_err(|_| crate::tr!("muck-parse-table", table = format!("{table:?}")))?;
    let mut first = 1;
    let mut points = Vec::new();
    for (i, w) in words.enumerate() {
        if let Some(n) = w.strip_prefix(['b', 'B']).filter(|_| i == 0) {
            first = n
                .parse()
                .map_err(|_| crate::tr!("muck-parse-bobbl", word = format!("{w:?}")))?;
            continue;
        }
        for p in w.split([':', ',']).filter(|p| !p.is_empty()) {
            let v: u32 = p
                .parse()
                .map_err(|_| crate::tr!("muck-parse-points", word = format!("{p:?}")))?;
            points.push(v);
        }
    }
    if points.is_empty() {
        return Err(crate::tr!("muck-parse-no-points", table = table));
    }
    if points.len() % 2 == 1 {
        return Err(crate::tr!("muck-parse-odd", count = points.len()));
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
        // The command line's form (`turnier result EV 3 21:4,20:21`) is taken as well.
        let (t, b, s) = parse("3 21:4,20:21").expect("the command line's form");
        assert_eq!((t, b), (TableNo(3), 1));
        assert_eq!(
            s,
            vec![BobblScore { a: 21, b: 4 }, BobblScore { a: 20, b: 21 }]
        );
        assert_eq!(
            parse("1 21:15, 10:12").expect("a blank after the comma").2,
            vec![BobblScore { a: 21, b: 15 }, BobblScore { a: 10, b: 12 }]
        );
        assert!(parse("3 21").is_err());
        assert!(parse("3 21 -4").is_err());
        assert!(parse("x 21 4").is_err());
        assert!(parse("3").is_err());
    }
}
