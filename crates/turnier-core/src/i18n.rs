//! The language layer: every text a person reads, in German or English.
//!
//! The words live in Fluent files, one folder per language: `i18n/en/*.ftl` and
//! `i18n/de/*.ftl`, one file per layer (`desk.ftl`, `print.ftl`, `cli.ftl`, `errors.ftl`, …).
//! They are compiled into the binary by `fluent-templates` (no file is read at run time), and
//! Fluent gives the plural forms (`{ $count -> [one] … *[other] … }`). Keys are the same in both
//! languages; `tests/engines/i18n_keys.rs` fails when one is missing on either side, and when the code
//! asks for a key that no file has.
//!
//! **Which language**: [`Lang::from_vars`] reads `LC_ALL`, `LC_MESSAGES`, `LANG` in that order
//! (the first one set and not empty decides: `de*` gives German, anything else English);
//! `--lang de|en` overrides it for one command; the desk's settings change it while the desk
//! runs. An event may carry a print language of its own ([`crate::game::Event::print_language`]):
//! documents are rendered inside [`with_lang`] with it. Saved files never depend on the
//! language, and JSON output stays English.
//!
//! **How code asks**: [`t`] for a text without arguments (a `&'static str`, looked up once
//! per language and kept), the [`tr!`](crate::tr) macro for a text with arguments
//! (`tr!("round-title", round = 3)`), [`decimal`] and [`percent`] for numbers in text and
//! print (`61,00 %` in German), [`date_time`] for dates (`01.12.2026 19:30`).
//!
//! The language in force is per thread ([`with_lang`]) over a process-wide default
//! ([`set_lang`]): a print with its own language, and tests run side by side, never change
//! what another thread renders.

use fluent_templates::LanguageIdentifier;
use fluent_templates::fluent_bundle::FluentValue;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::cell::Cell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Mutex, OnceLock};

/// A set of Fluent files compiled into the binary: their names (`desk` for `i18n/*/desk.ftl`)
/// and their texts in each language, by the same order. The shared files are [`SHARED`]; each
/// system names its own in its module root (`FLUENT`), and [`crate::game::GameKind::fluent`]
/// finds them, so this file names no system.
#[derive(Debug)]
pub struct Fluent {
    /// The file names, without `.ftl`.
    pub names: &'static [&'static str],
    /// The English texts, by [`Fluent::names`] order.
    pub en: &'static [&'static str],
    /// The German texts, by [`Fluent::names`] order.
    pub de: &'static [&'static str],
}

/// The [`Fluent`] of the named files of `i18n/en` and `i18n/de` (for a module in `src/`, as
/// the paths are relative to it).
macro_rules! fluent_files {
    ($($name:literal),* $(,)?) => {
        $crate::i18n::Fluent {
            names: &[$($name),*],
            en: &[$(include_str!(concat!("../i18n/en/", $name, ".ftl"))),*],
            de: &[$(include_str!(concat!("../i18n/de/", $name, ".ftl"))),*],
        }
    };
}
pub(crate) use fluent_files;

/// The Fluent files every system shares: one per layer.
const SHARED: Fluent = fluent_files!(
    "audit",
    "cli",
    "clock",
    "core",
    "desk",
    "desk_async",
    "errors",
    "eventday",
    "letters",
    "print",
    "room",
    "sync",
    "wallfix",
);

/// Every Fluent file compiled in: the shared ones, then each system's (by
/// [`crate::game::GameKind::ALL`]), as `(name, [English, German])`; gathered once.
fn all_files() -> &'static [(&'static str, [&'static str; 2])] {
    static ALL: OnceLock<Vec<(&'static str, [&'static str; 2])>> = OnceLock::new();
    ALL.get_or_init(|| {
        std::iter::once(&SHARED)
            .chain(crate::game::GameKind::ALL.iter().map(|k| k.fluent()))
            .flat_map(|f| {
                f.names
                    .iter()
                    .zip(f.en.iter().zip(f.de))
                    .map(|(name, (en, de))| (*name, [*en, *de]))
            })
            .collect()
    })
}

/// The names of every Fluent file compiled in (each system's included), for the checks that
/// every file of `i18n/en` is.
pub fn files() -> Vec<&'static str> {
    all_files().iter().map(|(name, _)| *name).collect()
}

/// The text of file number `file` (in [`files`] order) in `lang`.
fn source(lang: Lang, file: usize) -> &'static str {
    all_files()[file].1[lang.slot()]
}

type Bundle = fluent_templates::fluent_bundle::concurrent::FluentBundle<
    fluent_templates::fluent_bundle::FluentResource,
>;

/// Which file of a language holds each message: found by reading the files' lines (a
/// message starts a line with its name and `=`), which costs a small part of parsing them.
/// No message is in two files of one language, and none refers to another message or term,
/// so each file is a bundle of its own.
fn index(lang: Lang) -> &'static HashMap<&'static str, usize> {
    static INDEX: [OnceLock<HashMap<&'static str, usize>>; 2] = [OnceLock::new(), OnceLock::new()];
    INDEX[lang.slot()].get_or_init(|| {
        // Sized once for every message (one per about 70 bytes of the files; 64 gives the
        // table growing would end at, not one twice as large): growing it as it fills cost
        // more than reading the files' lines.
        let bytes: usize = all_files().iter().map(|(_, t)| t[lang.slot()].len()).sum();
        let mut index = HashMap::with_capacity(bytes / 64);
        for (file, (_, texts)) in all_files().iter().enumerate() {
            let source = texts[lang.slot()];
            for line in source.lines() {
                let name_len = line
                    .bytes()
                    .take_while(|b| b.is_ascii_alphanumeric() || *b == b'-' || *b == b'_')
                    .count();
                let starts = line.as_bytes().first().is_some_and(u8::is_ascii_alphabetic);
                if starts && line[name_len..].trim_start().starts_with('=') {
                    index.insert(&line[..name_len], file);
                }
            }
        }
        index
    })
}

/// The bundle of one Fluent file of `lang`, parsed the first time a text of it is asked
/// for: a command parses only the files whose texts it shows, and one that shows none
/// (`--version`) parses none.
fn bundle(lang: Lang, file: usize) -> &'static Bundle {
    static BUNDLES: [OnceLock<Vec<OnceLock<Bundle>>>; 2] = [OnceLock::new(), OnceLock::new()];
    let slots =
        BUNDLES[lang.slot()].get_or_init(|| all_files().iter().map(|_| OnceLock::new()).collect());
    slots[file].get_or_init(|| {
        let mut bundle = Bundle::new_concurrent(vec![lang.id().clone()]);
        // No Unicode isolation marks around arguments: they would reach the terminal and
        // the printed sheets as invisible characters.
        bundle.set_use_isolating(false);
        if lang == Lang::De {
            bundle.set_formatter(Some(german_number));
        }
        // A file that does not parse keeps what it could read; a unit test parses every
        // file and fails on an error.
        let resource = fluent_templates::fluent_bundle::FluentResource::try_new(
            source(lang, file).to_string(),
        )
        .unwrap_or_else(|(partial, _)| partial);
        bundle.add_resource_overriding(resource);
        bundle
    })
}

/// Fluent's formatter for German bundles: numbers with a decimal comma (`61,5`). Fluent's
/// Rust implementation formats numbers without regard to the locale; this hook is where a
/// bundle gets its own.
fn german_number<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(n.as_string().replace('.', ",")),
        _ => None,
    }
}

/// A language turnier speaks.
///
/// Saved as `en` / `de` (an event's print language); parsed from `--lang` and the
/// environment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Lang {
    /// English: the default, and what `LANG=C` gives.
    #[default]
    #[serde(rename = "en")]
    En,
    /// German.
    #[serde(rename = "de")]
    De,
}

impl Lang {
    /// Every language, in the order the desk offers them.
    pub const ALL: [Lang; 2] = [Lang::De, Lang::En];

    /// The code as `--lang` and the save file spell it: `de`, `en`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// The language's own name: `Deutsch`, `English`.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
        }
    }

    /// Parses `de` or `en` (any case).
    ///
    /// # Errors
    /// A message naming the value and the allowed values `de`, `en`.
    pub fn parse(value: &str) -> Result<Lang, String> {
        match value.trim().to_ascii_lowercase().as_str() {
            "de" => Ok(Lang::De),
            "en" => Ok(Lang::En),
            other => Err(format!("unknown language {other:?}: allowed are de, en")),
        }
    }

    /// The language the environment asks for, with the variables from `get`: the first of
    /// `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not empty; `de*` gives German, anything
    /// else (and nothing) English. The program passes `std::env::var` (`turnier::cli`'s
    /// `lang_from_env`); the core reads no environment.
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(&get)
            .find(|v| !v.is_empty())
            .map_or(Lang::En, |v| {
                if v.to_ascii_lowercase().starts_with("de") {
                    Lang::De
                } else {
                    Lang::En
                }
            })
    }

    fn id(self) -> &'static LanguageIdentifier {
        static EN: OnceLock<LanguageIdentifier> = OnceLock::new();
        static DE: OnceLock<LanguageIdentifier> = OnceLock::new();
        match self {
            Lang::En => EN.get_or_init(|| fluent_templates::langid!("en")),
            Lang::De => DE.get_or_init(|| fluent_templates::langid!("de")),
        }
    }

    /// The place of the language in each file's texts (English first).
    fn slot(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::De => 1,
        }
    }

    fn index(self) -> u8 {
        match self {
            Lang::En => 1,
            Lang::De => 2,
        }
    }

    fn from_index(i: u8) -> Option<Lang> {
        match i {
            1 => Some(Lang::En),
            2 => Some(Lang::De),
            _ => None,
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

static GLOBAL: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static LOCAL: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language in force on this thread: the one of an enclosing [`with_lang`], else the
/// process-wide one of [`set_lang`], else English.
pub fn lang() -> Lang {
    LOCAL
        .with(Cell::get)
        .or_else(|| Lang::from_index(GLOBAL.load(Ordering::Relaxed)))
        .unwrap_or_default()
}

/// Sets the process-wide language (the command line at start, the desk's settings row).
pub fn set_lang(lang: Lang) {
    GLOBAL.store(lang.index(), Ordering::Relaxed);
}

/// Runs `f` with `lang` in force on this thread, then restores what was in force before
/// (also when `f` panics).
pub fn with_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            LOCAL.with(|l| l.set(self.0));
        }
    }
    let _restore = Restore(LOCAL.with(|l| l.replace(Some(lang))));
    f()
}

/// The text of `key` in the language in force, without arguments. Looked up once per
/// language and kept for the life of the process (the keys are a fixed set).
///
/// A key that no file has gives the key itself in angle brackets (`<no-such-key>`), so a
/// slip shows on screen instead of panicking at the table; `tests/engines/i18n_keys.rs` keeps that from
/// shipping.
pub fn t(key: &'static str) -> &'static str {
    t_in(lang(), key)
}

/// [`t`] in a given language.
pub fn t_in(lang: Lang, key: &'static str) -> &'static str {
    type Cache = Mutex<HashMap<(Lang, &'static str), &'static str>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(text) = cache.lock().ok().and_then(|c| c.get(&(lang, key)).copied()) {
        return text;
    }
    let text: &'static str = Box::leak(lookup(lang, key, None).into_boxed_str());
    if let Ok(mut c) = cache.lock() {
        c.insert((lang, key), text);
    }
    text
}

/// One argument of a text: a name and a value (a number or a string).
pub type Arg<'a> = (&'static str, FluentValue<'a>);

/// The text of `key` with `args`, in the language in force. Prefer the [`tr!`](crate::tr)
/// macro. A missing key gives `<key>` as [`t`] does.
pub fn t_args(key: &str, args: &[Arg<'_>]) -> String {
    let map: HashMap<Cow<'static, str>, FluentValue<'_>> = args
        .iter()
        .map(|(name, value)| (Cow::Borrowed(*name), value.clone()))
        .collect();
    lookup(lang(), key, Some(&map))
}

fn lookup(
    lang: Lang,
    key: &str,
    args: Option<&HashMap<Cow<'static, str>, FluentValue<'_>>>,
) -> String {
    lookup_in(lang, key, args)
        .or_else(|| {
            (lang != Lang::En)
                .then(|| lookup_in(Lang::En, key, args))
                .flatten()
        })
        .unwrap_or_else(|| format!("<{key}>"))
}

/// `key` in the bundle of `lang` alone: `None` when it has no such message, or formatting
/// it failed (an argument missing), so that [`lookup`] falls back to English as Fluent
/// loaders do.
fn lookup_in(
    lang: Lang,
    key: &str,
    args: Option<&HashMap<Cow<'static, str>, FluentValue<'_>>>,
) -> Option<String> {
    let msg = key.split_once('.').map_or(key, |(msg, _)| msg);
    let bundle = bundle(lang, *index(lang).get(msg)?);
    let pattern = match key.split_once('.') {
        Some((msg, attr)) => bundle
            .get_message(msg)?
            .attributes()
            .find(|a| a.id() == attr)?
            .value(),
        None => bundle.get_message(key)?.value()?,
    };
    let args = args.map(|map| {
        let mut a = fluent_templates::fluent_bundle::FluentArgs::with_capacity(map.len());
        for (name, value) in map {
            a.set(name.clone(), value.clone());
        }
        a
    });
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args.as_ref(), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Whether some Fluent file has `key` in `lang` (for the tests, and for the command line's
/// help, which looks up optional keys). A key counts only in its own language.
pub fn has_key(lang: Lang, key: &str) -> bool {
    let msg = key.split_once('.').map_or(key, |(msg, _)| msg);
    index(lang)
        .get(msg)
        .is_some_and(|&file| bundle(lang, file).has_message(msg))
}

/// A text with arguments in the language in force: `tr!("key", name = value, …)`; a value
/// is anything Fluent takes (numbers, `&str`, `String`). Without arguments, `tr!("key")` is
/// [`t`] as a `String`.
#[macro_export]
macro_rules! tr {
    ($key:literal) => {
        $crate::i18n::t($key).to_string()
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::t_args(
            $key,
            &[$((stringify!($name), $crate::i18n::value($value))),+],
        )
    };
}

/// A value for [`t_args`]: numbers stay numbers (for plural forms), everything else is text.
pub fn value<'a>(v: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    v.into()
}

/// `x` with `places` decimals in the language in force: `61.50` / `61,50`.
pub fn decimal(x: f64, places: usize) -> String {
    localize_decimal(&format!("{x:.places$}"))
}

/// A number already written with a decimal point (`61.50`, from the exact ratios of
/// [`crate::ratio`]) in the language in force: unchanged in English, `61,50` in German.
pub fn localize_decimal(text: &str) -> String {
    match lang() {
        Lang::En => text.to_string(),
        Lang::De => text.replace('.', ","),
    }
}

/// A percentage already written with a decimal point (`61.50`) in the language in force:
/// `61.50%` in English, `61,50 %` in German (with a no-break space, as German print has it).
pub fn localize_percent(text: &str) -> String {
    match lang() {
        Lang::En => format!("{text}%"),
        Lang::De => format!("{}\u{a0}%", text.replace('.', ",")),
    }
}

/// A point in time as the Fluent key `pattern` writes it (a chrono pattern in each
/// language's file): `date-time` gives `2026-12-01 19:30` / `01.12.2026 19:30`.
pub fn format_time<Tz: chrono::TimeZone>(at: &chrono::DateTime<Tz>, pattern: &'static str) -> String
where
    Tz::Offset: std::fmt::Display,
{
    at.format(t(pattern)).to_string()
}

/// Declares a Fluent key stored as data (a table row, a label field) for later lookup with
/// [`t`]. It returns `key` unchanged; it exists so that `tests/engines/i18n_keys.rs` finds every key the
/// code asks for (it scans for `t("…")`, `t_in(…, "…")`, `tr!("…"` and `key("…")`).
pub const fn key(key: &'static str) -> &'static str {
    key
}

/// English words that must not appear in a German screen or document (whole words, any case),
/// for the tests that a German screen or document has no English word in it: render in German,
/// then assert this is empty. Only words that are not also German are listed (`Name`, `Start`,
/// `Match`, `Team` are German too); the MTR abbreviations OMW%, GW%, OGW% are not words here.
pub fn english_words(text: &str) -> Vec<String> {
    const ENGLISH: &[&str] = &[
        "the",
        "and",
        "of",
        "with",
        "for",
        "from",
        "not",
        "is",
        "are",
        "has",
        "have",
        "this",
        "that",
        "round",
        "rounds",
        "table",
        "tables",
        "player",
        "players",
        "score",
        "scores",
        "won",
        "lost",
        "draw",
        "draws",
        "side",
        "standings",
        "pairings",
        "pairing",
        "results",
        "result",
        "registration",
        "ranking",
        "settings",
        "print",
        "publish",
        "published",
        "quit",
        "help",
        "undo",
        "save",
        "saved",
        "search",
        "drop",
        "dropped",
        "bye",
        "pair",
        "pairs",
        "sheet",
        "sheets",
        "points",
        "rank",
        "record",
        "yes",
        "no",
        "cancel",
        "error",
        "press",
        "select",
        "delete",
        "new",
        "open",
        "event",
        "events",
        "tournament",
        "draft",
        "none",
        "all",
        "back",
        "next",
        "previous",
        "first",
        "last",
        "page",
        "file",
        "folder",
        "changed",
        "change",
        "entry",
        "entries",
        "show",
        "hide",
        "list",
        "sort",
        "by",
        "or",
        "at",
        "on",
        "off",
        "left",
        "right",
        "won",
        "wins",
        "win",
        "loss",
        "losses",
        "opponent",
        "opponents",
        "goals",
        "against",
        "total",
        "place",
        "time",
        "clock",
        "late",
        "seat",
        "swap",
        "add",
        "remove",
        "edit",
        "rename",
        "type",
        "keys",
        "done",
        "ready",
        "waiting",
        "missing",
        "wrong",
        "allowed",
        "must",
        "cannot",
        "can",
        "would",
        "should",
        "will",
        "which",
        "when",
        "what",
        "there",
        "here",
        "than",
        "only",
        "also",
        "still",
        "again",
        "lineup",
        "lineups",
        "close",
        "correct",
        "evaluate",
        "evaluated",
        "withdraw",
        "scroll",
        "screen",
        "screens",
        "switch",
        "every",
        "already",
    ];
    let mut found: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .filter(|w| ENGLISH.iter().any(|e| e.eq_ignore_ascii_case(w)))
        .map(str::to_string)
        .collect();
    found.sort();
    found.dedup();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_environment_chooses_german_for_de_only() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(Lang::from_vars(env(&[("LANG", "de_DE.UTF-8")])), Lang::De);
        assert_eq!(Lang::from_vars(env(&[("LANG", "de_AT")])), Lang::De);
        assert_eq!(Lang::from_vars(env(&[("LANG", "C")])), Lang::En);
        assert_eq!(Lang::from_vars(env(&[("LANG", "en_GB.UTF-8")])), Lang::En);
        assert_eq!(Lang::from_vars(env(&[])), Lang::En);
        // LC_ALL before LC_MESSAGES before LANG; an empty one does not count.
        assert_eq!(
            Lang::from_vars(env(&[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_vars(env(&[
                ("LC_ALL", ""),
                ("LC_MESSAGES", "de_CH"),
                ("LANG", "C")
            ])),
            Lang::De
        );
    }

    #[test]
    fn parse_names_the_allowed_values() {
        assert_eq!(Lang::parse("DE"), Ok(Lang::De));
        assert_eq!(Lang::parse("en"), Ok(Lang::En));
        let Err(e) = Lang::parse("fr") else {
            panic!("fr is not a language of turnier")
        };
        assert!(e.contains("\"fr\"") && e.contains("de, en"), "{e}");
    }

    #[test]
    fn with_lang_is_per_thread_and_restores() {
        assert_eq!(lang(), Lang::En);
        with_lang(Lang::De, || {
            assert_eq!(lang(), Lang::De);
            assert_eq!(t("date-time"), "%d.%m.%Y %H:%M");
            let other = std::thread::spawn(lang).join().ok();
            assert_eq!(other, Some(Lang::En), "another thread keeps its language");
        });
        assert_eq!(lang(), Lang::En);
        assert_eq!(t("date-time"), "%Y-%m-%d %H:%M");
    }

    #[test]
    fn numbers_and_dates_follow_the_language() {
        use chrono::TimeZone;
        let at = chrono::Utc
            .with_ymd_and_hms(2026, 12, 1, 19, 30, 0)
            .single();
        let Some(at) = at else { panic!("a valid date") };
        assert_eq!(
            percent_text_en_de("61.00"),
            ("61.00%".into(), "61,00\u{a0}%".into())
        );
        assert_eq!(with_lang(Lang::De, || decimal(2.5, 2)), "2,50");
        assert_eq!(decimal(2.5, 2), "2.50");
        assert_eq!(
            with_lang(Lang::De, || format_time(&at, "date-time")),
            "01.12.2026 19:30"
        );
        assert_eq!(format_time(&at, "date-time"), "2026-12-01 19:30");
    }

    fn percent_text_en_de(text: &str) -> (String, String) {
        (
            localize_percent(text),
            with_lang(Lang::De, || localize_percent(text)),
        )
    }

    #[test]
    fn a_missing_key_shows_itself() {
        assert_eq!(t("no-such-key-anywhere"), "<no-such-key-anywhere>");
        assert!(!has_key(Lang::En, "no-such-key-anywhere"));
        assert!(has_key(Lang::De, "date-time"));
    }

    #[test]
    fn english_words_finds_whole_words_only() {
        assert_eq!(
            english_words("Runde 3 · Tisch 1 · OMW% 61,00 %"),
            Vec::<String>::new()
        );
        assert_eq!(english_words("Round 3: Table 1"), vec!["Round", "Table"]);
        assert_eq!(
            english_words("Tore, gegnerische Tore, Rangliste"),
            Vec::<String>::new()
        );
    }
}

#[cfg(test)]
mod number_tests {
    use super::*;

    #[test]
    fn whole_numbers_have_no_grouping_in_either_language() {
        let de = with_lang(Lang::De, || crate::tr!("deich-players", count = 22000));
        let en = crate::tr!("deich-players", count = 22000);
        assert_eq!(de, "22000 Spieler");
        assert_eq!(en, "22000 players");
        let half = with_lang(Lang::De, || crate::tr!("deich-players", count = 2.5));
        assert_eq!(half, "2,5 Spieler");
    }
}

#[cfg(test)]
mod file_tests {
    use super::*;

    /// Every Fluent file of each language folder is compiled in (a new file must be named in
    /// [`SHARED`] or a system's `FLUENT`), and every one parses without an error.
    #[test]
    fn every_fluent_file_is_compiled_in_and_parses() {
        let files = files();
        for (lang, slot) in [("en", 0), ("de", 1)] {
            let sources: Vec<&str> = all_files().iter().map(|(_, t)| t[slot]).collect();
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("i18n")
                .join(lang);
            let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
                .expect("i18n folder")
                .flatten()
                .filter_map(|e| {
                    e.file_name()
                        .to_str()?
                        .strip_suffix(".ftl")
                        .map(str::to_string)
                })
                .collect();
            on_disk.sort();
            let mut named: Vec<String> = files.iter().map(|f| f.to_string()).collect();
            named.sort();
            assert_eq!(on_disk, named, "{lang}");
            for (name, source) in files.iter().zip(&sources) {
                let text =
                    std::fs::read_to_string(dir.join(format!("{name}.ftl"))).expect("ftl file");
                assert_eq!(
                    &text, source,
                    "{lang}/{name}.ftl is compiled in under its name"
                );
                let Ok(resource) = fluent_templates::fluent_bundle::FluentResource::try_new(text)
                else {
                    panic!("{lang}/{name}.ftl does not parse");
                };
                // The index names exactly the messages the parser finds in the file.
                let lang_of = if lang == "en" { Lang::En } else { Lang::De };
                let file = files.iter().position(|f| f == name).expect("named");
                let mut parsed: Vec<&str> = resource
                    .entries()
                    .filter_map(|e| match e {
                        fluent_syntax::ast::Entry::Message(m) => Some(m.id.name),
                        _ => None,
                    })
                    .collect();
                parsed.sort_unstable();
                let mut indexed: Vec<&str> = index(lang_of)
                    .iter()
                    .filter(|(_, f)| **f == file)
                    .map(|(k, _)| *k)
                    .collect();
                indexed.sort_unstable();
                assert_eq!(indexed, parsed, "{lang}/{name}.ftl");
            }
        }
    }
}
