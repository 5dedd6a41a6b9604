//! Bids of Friesenpunkte (rule 1.2, R-D1) and the NMR (no move, rule 1.3.3, R-D3).

use super::Fp;
use crate::game::{Msg, Rejected};

/// A player's move in one round: his bid, or an NMR (no bid by the ZAT).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// The bid that counts (the latest, rule 3.1), as given: it may exceed the player's FP.
    Bid(Fp),
    /// No move (rule 1.3.3; R-D3 decides what it does).
    Nmr,
}

/// A bid as typed: digits, optionally grouped with `.`, `,`, `_`, `'` or spaces every three
/// digits (`20.000`, `20,000`, `20 000`), an optional `FP` after it.
///
/// # Errors
/// [`Rejected::InvalidField`] on the field `bid` for a negative (`-100`), fractional (`12.5`,
/// `1000,50`) or otherwise unreadable value, naming the allowed values
/// (`a whole number of FP, 0 or more`; keys `deich-err-bid*` in `i18n/*/deich-engine.ftl`).
/// R-D1.
pub fn parse_bid(s: &str) -> Result<Fp, Rejected> {
    let t = s.trim();
    let t = t
        .strip_suffix("FP")
        .or_else(|| t.strip_suffix("fp"))
        .unwrap_or(t)
        .trim();
    let allowed = || Msg::key("deich-err-bid-allowed");
    let bad = |why: &str| {
        Rejected::invalid(
            "bid",
            Msg::key("deich-err-bid")
                .text("bid", format!("{t:?}"))
                .msg("why", Msg::key(why))
                .msg("allowed", allowed()),
        )
    };
    if t.is_empty() {
        return Err(Rejected::invalid(
            "bid",
            Msg::key("deich-err-bid-empty").msg("allowed", allowed()),
        ));
    }
    if t.starts_with('-') {
        return Err(bad("deich-err-bid-negative"));
    }
    let t = t.strip_prefix('+').unwrap_or(t);
    if t.chars().all(|c| c.is_ascii_digit()) {
        return t
            .parse::<u64>()
            .map(Fp)
            .map_err(|_| bad("deich-err-bid-too-large"));
    }
    // Grouped thousands: every group after the first has exactly three digits, one separator.
    let seps = ['.', ',', '_', '\'', ' '];
    let sep = t.chars().find(|c| seps.contains(c));
    if let Some(sep) = sep {
        let groups: Vec<&str> = t.split(sep).collect();
        let digits = |g: &str| !g.is_empty() && g.chars().all(|c| c.is_ascii_digit());
        let grouped = groups.iter().all(|g| digits(g))
            && groups[0].len() <= 3
            && groups[1..].iter().all(|g| g.len() == 3);
        if grouped {
            return groups
                .concat()
                .parse::<u64>()
                .map(Fp)
                .map_err(|_| bad("deich-err-bid-too-large"));
        }
        if groups.iter().all(|g| digits(g)) && (sep == '.' || sep == ',') {
            return Err(bad("deich-err-bid-not-whole"));
        }
    }
    Err(bad("deich-err-bid-not-number"))
}

/// What a bid costs the player (R-D1): the bid, or all his FP when the bid is above them.
pub fn counted(bid: Fp, fp: Fp) -> Fp {
    bid.min(fp)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Result<u64, String> {
        parse_bid(s).map(|f| f.0).map_err(|e| e.to_string())
    }

    #[test]
    fn bids_read_whole_numbers_and_grouped_thousands() {
        assert_eq!(p("1500"), Ok(1500));
        assert_eq!(p(" 0 "), Ok(0));
        assert_eq!(p("20.000"), Ok(20_000));
        assert_eq!(p("20,000"), Ok(20_000));
        assert_eq!(p("1 250 000"), Ok(1_250_000));
        assert_eq!(p("2000 FP"), Ok(2000));
        assert_eq!(p("+300"), Ok(300));
    }

    #[test]
    fn r_d1_negative_and_fractional_bids_are_refused_with_the_field_and_the_allowed_values() {
        assert_eq!(
            p("-100"),
            Err("bid: \"-100\" is negative; allowed: a whole number of FP, 0 or more".into())
        );
        assert_eq!(
            p("12.5"),
            Err("bid: \"12.5\" is not whole; allowed: a whole number of FP, 0 or more".into())
        );
        assert_eq!(
            p("1000,50"),
            Err("bid: \"1000,50\" is not whole; allowed: a whole number of FP, 0 or more".into())
        );
        assert!(p("abc").is_err());
        assert_eq!(
            crate::i18n::with_lang(crate::i18n::Lang::De, || p("-100")),
            Err("Gebot: \"-100\" ist negativ; erlaubt: eine ganze Zahl FP, 0 oder mehr".into())
        );
        assert!(p("").is_err());
        assert!(p("1.2.3").is_err());
        assert_eq!(
            parse_bid("x").map_err(|e| e.field().map(str::to_string)),
            Err(Some("bid".into()))
        );
    }

    #[test]
    fn r_d1_a_bid_above_the_fp_counts_as_all_fp() {
        assert_eq!(counted(Fp(500), Fp(300)), Fp(300));
        assert_eq!(counted(Fp(200), Fp(1000)), Fp(200));
        assert_eq!(counted(Fp(0), Fp(1000)), Fp(0));
    }
}
