//! Settings of an Ostfriesischer Deich race (`ostfriesischer-deich.txt` 1.3.3, RULINGS R-D3).

use crate::game::Rejected;
use crate::game::settings::{ChoiceSetting, Setting};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// What an NMR (no move: no bid by the ZAT) does, rule 1.3.3 and R-D3 *(setting)*.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Nmr {
    /// 1.3.3 b) (the default): the NMR counts as a bid of 0 FP, so the player is among the
    /// lowest bidders.
    #[default]
    B,
    /// 1.3.3 a): the player is out at once; the rest of the round is evaluated without him.
    A,
}

impl Nmr {
    /// The value as the command line spells it: `b`, `a`.
    pub fn key(self) -> &'static str {
        match self {
            Self::B => "b",
            Self::A => "a",
        }
    }
}

impl FromStr for Nmr {
    type Err = Rejected;
    /// `a` or `b` (case folded); anything else is [`Rejected::UnknownValue`] (`nmr`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "b" => Ok(Self::B),
            "a" => Ok(Self::A),
            other => Err(Rejected::UnknownValue {
                field: "nmr",
                value: other.to_string(),
                allowed: "b, a",
            }),
        }
    }
}

impl fmt::Display for Nmr {
    /// `b (NMR bids 0)`, `a (NMR is out at once)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(crate::i18n::t(match self {
            Self::B => "deich-setting-nmr-b",
            Self::A => "deich-setting-nmr-a",
        }))
    }
}

/// Settings of a Deich race.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct DeichSettings {
    /// The NMR variant, R-D3 (default `b`).
    pub nmr: Nmr,
}

impl DeichSettings {
    /// The NMR variant (R-D3 *(setting)*): `b` (default) or `a`.
    pub const NMR: ChoiceSetting = ChoiceSetting {
        key: "nmr",
        label: crate::i18n::key("deich-setting-nmr-label"),
        ruling: "R-D3",
        values: &["b", "a"],
    };

    /// The settings table of a Deich race, in the new-event form's order.
    pub const TABLE: [Setting; 1] = [Setting::Choice(Self::NMR)];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_gives_the_default_and_the_values_the_parser_takes() {
        assert_eq!(
            DeichSettings::default().nmr.key(),
            DeichSettings::NMR.default_value()
        );
        for v in DeichSettings::NMR.values {
            assert_eq!(v.parse::<Nmr>().map(Nmr::key), Ok(*v));
        }
        assert_eq!("A".parse::<Nmr>(), Ok(Nmr::A));
        assert_eq!(Nmr::B.to_string(), "b (NMR bids 0)");
        assert_eq!(
            crate::i18n::with_lang(crate::i18n::Lang::De, || (
                Nmr::A.to_string(),
                DeichSettings::NMR.label()
            )),
            ("a (NMR scheidet sofort aus)".to_string(), "NMR (kein Zug)")
        );
        assert_eq!(
            "c".parse::<Nmr>().map_err(|e| e.to_string()),
            Err("nmr: unknown value \"c\"; allowed: b, a".to_string())
        );
    }
}
