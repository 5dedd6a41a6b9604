//! The settings table: every setting of every system once, with its name, its ruling, the
//! values it allows and its default. The checks (`MuckSettings::validate`), the command line's
//! flags and the desk's new-event form read their ranges and defaults from here, so no range is
//! written twice. Swiss, Muck, Turnierfußball and the Deich have settings here; Grand Slam has
//! none (its GM sets the offer and the entry limits per round, by commands).

use super::Rejected;
use crate::i18n;

/// A text of a settings table in the language in force: the fields `label`, `unit` and
/// `usually` hold Fluent keys (a system's own, such as `desk-…`, `football-setting-…`,
/// `deich-setting-…`: any name with a hyphen and no space that a Fluent file has), looked up
/// here; any other text is shown as it is.
pub fn text(s: &'static str) -> &'static str {
    let key_like = s.contains('-') && !s.contains(char::is_whitespace);
    if key_like && i18n::has_key(i18n::Lang::En, s) {
        i18n::t(s)
    } else {
        s
    }
}

/// A whole-number setting: `min..=max` (no upper end when `max` is `None`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumberSetting {
    /// The name as the command line and the error messages spell it: `bobbl`, `target`.
    pub key: &'static str,
    /// The label of the desk's form row: `Bobbl per round` (a Fluent key, or the English
    /// words; shown through [`NumberSetting::label`]).
    pub label: &'static str,
    /// Where the rules decide it: `R-M1`, or the spec section.
    pub ruling: &'static str,
    /// The smallest value allowed.
    pub min: u32,
    /// The largest value allowed, if any.
    pub max: Option<u32>,
    /// The default, if the setting has one (`None`: unset by default).
    pub default: Option<u32>,
    /// What the value counts, for messages: `points`, `Bobbl per round` (a Fluent key, or the
    /// English words; see [`text`]).
    pub unit: &'static str,
    /// A hint after the range in messages: `usually 21` (a Fluent key, or the English words).
    pub usually: Option<&'static str>,
}

impl NumberSetting {
    /// The label in the language in force.
    pub fn label(&self) -> &'static str {
        text(self.label)
    }

    /// Whether `v` is allowed.
    pub fn contains(&self, v: u32) -> bool {
        v >= self.min && self.max.is_none_or(|m| v <= m)
    }

    /// The range as the checks write it: `1..=9`, `1..=1000 (usually 21)`.
    pub fn allowed(&self) -> String {
        self.words("..=")
    }

    /// The range as the desk's form and the command line's help write it: `1..9`,
    /// `1..1000 (usually 21)`.
    pub fn allowed_short(&self) -> String {
        self.words("..")
    }

    fn words(&self, dots: &str) -> String {
        let range = match self.max {
            Some(m) => format!("{}{dots}{m}", self.min),
            None => crate::tr!("desk-setting-or-more", min = self.min),
        };
        match self.usually {
            Some(u) => format!("{range} ({})", text(u)),
            None => range,
        }
    }

    /// `Ok` for an allowed `v`.
    ///
    /// # Errors
    /// [`Rejected::OutOfRange`] naming [`Self::key`], the value, [`Self::unit`] and
    /// [`Self::allowed`].
    pub fn check(&self, v: u32) -> Result<u32, Rejected> {
        if self.contains(v) {
            Ok(v)
        } else {
            Err(Rejected::OutOfRange {
                field: self.key,
                value: v.to_string(),
                unit: text(self.unit),
                allowed: self.allowed(),
            })
        }
    }
}

/// A setting with named values: `drawn` or `moving`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChoiceSetting {
    /// The name as the command line spells it: `schedule`.
    pub key: &'static str,
    /// The label of the desk's form row (a Fluent key, or the English words; shown through
    /// [`ChoiceSetting::label`]).
    pub label: &'static str,
    /// Where the rules decide it.
    pub ruling: &'static str,
    /// The values as the command line spells them, the default first.
    pub values: &'static [&'static str],
}

impl ChoiceSetting {
    /// The label in the language in force.
    pub fn label(&self) -> &'static str {
        text(self.label)
    }

    /// The default value: the first.
    pub fn default_value(&self) -> &'static str {
        self.values.first().copied().unwrap_or_default()
    }

    /// The values as the error messages list them: `drawn, moving`.
    pub fn allowed(&self) -> String {
        self.values.join(", ")
    }
}

/// One row of a system's settings table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    /// A whole number in a range.
    Number(NumberSetting),
    /// One of named values.
    Choice(ChoiceSetting),
}

impl Setting {
    /// The name as the command line spells it.
    pub fn key(&self) -> &'static str {
        match self {
            Self::Number(n) => n.key,
            Self::Choice(c) => c.key,
        }
    }

    /// Where the rules decide it.
    pub fn ruling(&self) -> &'static str {
        match self {
            Self::Number(n) => n.ruling,
            Self::Choice(c) => c.ruling,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOBBL: NumberSetting = NumberSetting {
        key: "bobbl",
        label: "Bobbl per round",
        ruling: "R-M1",
        min: 1,
        max: Some(9),
        default: Some(2),
        unit: "Bobbl per round",
        usually: None,
    };

    #[test]
    fn a_number_setting_checks_and_words_its_range() {
        assert!(BOBBL.contains(1) && BOBBL.contains(9));
        assert!(!BOBBL.contains(0) && !BOBBL.contains(10));
        assert_eq!(BOBBL.allowed(), "1..=9");
        assert_eq!(BOBBL.allowed_short(), "1..9");
        assert_eq!(BOBBL.check(3), Ok(3));
        assert_eq!(
            BOBBL.check(10).map_err(|e| e.to_string()),
            Err("bobbl: 10 Bobbl per round is not allowed; allowed: 1..=9".to_string())
        );
        let rounds = NumberSetting {
            max: None,
            usually: Some("or empty for not planned"),
            ..BOBBL
        };
        assert!(rounds.contains(40));
        assert_eq!(rounds.allowed(), "1 or more (or empty for not planned)");
    }

    #[test]
    fn a_choice_setting_lists_its_values_default_first() {
        let schedule = ChoiceSetting {
            key: "schedule",
            label: "Schedule",
            ruling: "muck-ranking.txt",
            values: &["drawn", "moving"],
        };
        assert_eq!(schedule.default_value(), "drawn");
        assert_eq!(schedule.allowed(), "drawn, moving");
        assert_eq!(Setting::Choice(schedule).key(), "schedule");
    }
}
