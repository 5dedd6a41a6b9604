//! The round's offer set at the desk (`grand-slam.txt` 5 a-e): read from a CSV file in the
//! format of `turnier offer EV --tournaments F.csv`, by the same parser
//! ([`crate::import::grand_slam::offer`]), or one tournament typed as one line in that file's
//! field order; and the entry limits by strength (3.1, R-G13) typed as `offer --limits` takes
//! them ([`EntryLimit::parse_list`]). Every change is one [`GrandSlamCommand::SetOffer`] or
//! [`GrandSlamCommand::SetLimits`] through the session, so `u` takes it back.
//!
//! [`GrandSlamCommand::SetOffer`]: crate::grand_slam::GrandSlamCommand::SetOffer
//! [`GrandSlamCommand::SetLimits`]: crate::grand_slam::GrandSlamCommand::SetLimits

use crate::grand_slam::model::{EntryLimit, Offered};
use crate::grand_slam::tournament::Terms;
use crate::i18n;
use crate::import::ImportError;
use crate::import::grand_slam::OFFER_HEADER;
use crate::tr;
use std::path::Path;

/// The CSV's columns in order, each with its words (an i18n key) and the values it allows (an
/// i18n key): `name`, `stars`, …, `notes`, then the optional `doubles`.
pub const FIELDS: [(&str, &str, &str); 11] = [
    (
        "name",
        i18n::key("gsd-offer-field-name"),
        i18n::key("gsd-offer-allowed-name"),
    ),
    (
        "stars",
        i18n::key("gsd-offer-field-stars"),
        i18n::key("gsd-offer-allowed-stars"),
    ),
    (
        "quarter_final",
        i18n::key("gsd-offer-field-quarter-final"),
        i18n::key("gsd-offer-allowed-gain"),
    ),
    (
        "semi_final",
        i18n::key("gsd-offer-field-semi-final"),
        i18n::key("gsd-offer-allowed-gain"),
    ),
    (
        "final",
        i18n::key("gsd-offer-field-final"),
        i18n::key("gsd-offer-allowed-gain"),
    ),
    (
        "winner",
        i18n::key("gsd-offer-field-winner"),
        i18n::key("gsd-offer-allowed-gain"),
    ),
    (
        "exchange",
        i18n::key("gsd-offer-field-exchange"),
        i18n::key("gsd-offer-allowed-exchange"),
    ),
    (
        "rank_diff",
        i18n::key("gsd-offer-field-rank-diff"),
        i18n::key("gsd-offer-allowed-rank-diff"),
    ),
    (
        "gm_strengths",
        i18n::key("gsd-offer-field-gm"),
        i18n::key("gsd-offer-allowed-gm"),
    ),
    (
        "notes",
        i18n::key("gsd-offer-field-notes"),
        i18n::key("gsd-offer-allowed-notes"),
    ),
    (
        "doubles",
        i18n::key("gsd-offer-field-doubles"),
        i18n::key("gsd-offer-allowed-doubles"),
    ),
];

/// The fields a typed tournament needs at least: name, stars and the four gains.
pub const REQUIRED_FIELDS: usize = 6;

/// The field order of a typed tournament in the desk's language, as the prompt's hint:
/// `name, stars, QF, SF, F, win, exchange, rank difference, GM strengths, notes[, doubles]`.
pub fn field_order() -> String {
    let words: Vec<&str> = FIELDS[..FIELDS.len() - 1]
        .iter()
        .map(|(_, words, _)| i18n::t(words))
        .collect();
    format!(
        "{}[, {}]",
        words.join(", "),
        i18n::t(FIELDS[FIELDS.len() - 1].1)
    )
}

/// A CSV column's words and allowed values: `stars (allowed: a whole number from 1)`.
fn field_words(field: &str) -> (String, String) {
    FIELDS
        .iter()
        .find(|(f, ..)| *f == field)
        .map_or((field.to_string(), String::new()), |(_, w, a)| {
            (i18n::t(w).to_string(), i18n::t(a).to_string())
        })
}

/// An import refusal in words, a bad value with its field's words and allowed values; `file`:
/// its line in the file named too.
fn import_words(e: &ImportError, file: bool) -> String {
    match e {
        ImportError::Field {
            line,
            field,
            message,
        } => {
            let (words, allowed) = field_words(field);
            let text = tr!(
                "gsd-offer-bad-field",
                field = words,
                message = message.as_str(),
                allowed = allowed
            );
            if file {
                tr!("gsd-offer-file-line", line = *line, why = text)
            } else {
                text
            }
        }
        other => other.to_string(),
    }
}

/// A typed line as the CSV reader takes it: the spaces after a comma (outside quotes) dropped,
/// so that `Rom, 2, …, "Sand, Halle"` has its quoted field (a quote opens a field only as its
/// first character).
fn tidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let (mut quoted, mut start) = (false, true);
    for c in text.trim().chars() {
        if start && !quoted && c.is_whitespace() {
            continue;
        }
        if c == '"' {
            quoted = !quoted;
        }
        start = !quoted && c == ',';
        out.push(c);
    }
    out
}

/// One tournament typed in the CSV's field order (`Madrid, 2, 1, 2, 4, 6, 2, 3, 110 100,
/// Sand`), read by the CSV file's own parser: commas split the fields, a field with a comma is
/// quoted (`"Sand, Halle"`), empty exchange and rank difference mean no exchange, empty GM
/// strengths mean 100.
///
/// # Errors
/// Too few or too many fields (the order named), or the field whose value is not allowed,
/// with its words and the values it allows.
pub fn parse_line(text: &str) -> Result<Offered, String> {
    let text = &tidy(text);
    let fields = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes())
        .records()
        .next()
        .and_then(Result::ok)
        .map_or(0, |r| r.len());
    if fields < REQUIRED_FIELDS {
        return Err(tr!(
            "gsd-offer-line-short",
            count = fields,
            order = field_order()
        ));
    }
    if fields > FIELDS.len() {
        return Err(tr!(
            "gsd-offer-line-long",
            count = fields,
            most = FIELDS.len(),
            order = field_order()
        ));
    }
    let file = format!("{},doubles\n{text}\n", OFFER_HEADER.join(","));
    let cmd =
        crate::import::grand_slam::offer(file.as_bytes()).map_err(|e| import_words(&e, false))?;
    match cmd {
        crate::game::Command::GrandSlam(crate::grand_slam::GrandSlamCommand::SetOffer {
            mut tournaments,
        }) if tournaments.len() == 1 => Ok(tournaments.remove(0)),
        _ => Err(tr!(
            "gsd-offer-line-short",
            count = 0,
            order = field_order()
        )),
    }
}

/// The exchange of a tournament's terms as shown on the offer: `2/3` (value / rank
/// difference), `–` for none (value 0 or no rank difference; 5 c, R-G11).
pub fn exchange_cell(x: &Terms) -> String {
    match x.rank_diff.filter(|_| x.exchange_value > 0) {
        Some(d) => format!("{}/{d}", x.exchange_value),
        None => "–".to_string(),
    }
}

/// The GM players' strengths of a tournament's terms as shown on the offer: `110,100`, or
/// `100` where none are given (5 a: a GM player of strength 100).
pub fn gm_cell(x: &Terms) -> String {
    if x.gm_strengths.is_empty() {
        "100".to_string()
    } else {
        x.gm_strengths
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// A tournament in words for the line under the offer: `Madrid: 2 stars, QF 1, SF 2, F 4, win
/// 6, exchange 2/3, GM 110,100`.
pub fn tournament_words(o: &Offered) -> String {
    let x = &o.terms;
    let (exchange, gm) = (exchange_cell(x), gm_cell(x));
    tr!(
        "gsd-offer-line-reads",
        name = o.name.as_str(),
        stars = x.base_stars,
        qf = x.gains.quarter_final,
        sf = x.gains.semi_final,
        f = x.gains.final_,
        win = x.gains.winner,
        exchange = exchange,
        gm = gm,
        doubles = if o.doubles {
            format!(" · {}", i18n::t("gsd-doubles"))
        } else {
            String::new()
        }
    )
}

/// The line under the offer while a tournament is typed: what Enter adds, or why Enter would
/// refuse it (and whether that is an error). Found as Enter does it: the line parsed, then
/// the round's offer with it appended run through [`GrandSlamCommand::SetOffer`] on a copy
/// of `event` (the pure [`crate::game::apply`]), so a field the command refuses (an exchange
/// without a rank difference R-G11, 0 stars) is named before Enter, in the desk's language.
///
/// [`GrandSlamCommand::SetOffer`]: crate::grand_slam::GrandSlamCommand::SetOffer
pub fn line_feedback(
    event: &crate::game::Event,
    text: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> (String, bool) {
    if text.trim().is_empty() {
        return (i18n::t("gsd-offer-line-hint").to_string(), false);
    }
    let Some(g) = event.grand_slam() else {
        return (String::new(), true);
    };
    match parse_line(text) {
        Err(e) => (e, true),
        Ok(o) => {
            let key = crate::game::same_name_key(&o.name);
            let offered = g.open_round().and_then(|r| {
                r.offer
                    .iter()
                    .find(|x| crate::game::same_name_key(&x.name) == key)
            });
            let mut all: Vec<Offered> = g.open_round().map(|r| r.offer.clone()).unwrap_or_default();
            all.push(o.clone());
            let cmd = crate::grand_slam::GrandSlamCommand::SetOffer { tournaments: all };
            if let Some(x) = offered {
                (tr!("gsd-offer-line-twice", name = x.name.as_str()), true)
            } else if let Err(r) = crate::game::apply(event, cmd, now) {
                (r.to_string(), true)
            } else {
                (
                    tr!("gsd-offer-line-adds", tournament = tournament_words(&o)),
                    false,
                )
            }
        }
    }
}

/// The offer in a CSV file (the format of `turnier offer --tournaments`).
///
/// # Errors
/// The file cannot be read, or what the parser refuses (line and field named), with the path.
pub fn read_file(path: &Path) -> Result<Vec<Offered>, String> {
    let shown = path.display().to_string();
    let file = std::fs::File::open(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => tr!("gsd-offer-file-missing", path = shown.as_str()),
        std::io::ErrorKind::PermissionDenied => {
            tr!("gsd-offer-file-denied", path = shown.as_str())
        }
        _ => tr!(
            "gsd-offer-file-unreadable",
            path = shown.as_str(),
            cause = e.to_string()
        ),
    })?;
    match crate::import::grand_slam::offer(file) {
        Ok(crate::game::Command::GrandSlam(crate::grand_slam::GrandSlamCommand::SetOffer {
            tournaments,
        })) => Ok(tournaments),
        Ok(_) => Err(tr!("gsd-offer-file-bad", path = shown.as_str(), why = "")),
        Err(e) => Err(tr!(
            "gsd-offer-file-bad",
            path = shown.as_str(),
            why = import_words(&e, true)
        )),
    }
}

/// Tournaments by name: `3 tournaments: Madrid, Rom, Prag`.
pub fn names_words(offer: &[Offered]) -> String {
    tr!(
        "gsd-offer-names",
        count = offer.len(),
        names = offer
            .iter()
            .map(|o| o.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// The entry limits as the desk's line takes them: `0:1,104:2`; empty for none (Enter on an
/// empty line is no limit, and what is typed is not appended to a word).
pub fn limits_line(limits: &[EntryLimit]) -> String {
    EntryLimit::list_text(limits)
}

/// The entry limits typed at the desk.
///
/// # Errors
/// The part that is not `STRENGTH:COUNT`, with the form allowed.
pub fn parse_limits(text: &str) -> Result<Vec<EntryLimit>, String> {
    EntryLimit::parse_list(text).map_err(|part| tr!("gsd-limits-bad", part = part))
}
