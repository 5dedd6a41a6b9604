//! `--help` in the language in force: the clap command of [`super::Cli`] with every text looked
//! up in `i18n/<lang>/cli.ftl`.
//!
//! The doc comments in `args.rs` (and each system's settings of `new`) stay the English
//! source; [`command`] walks `Cli::command()` and replaces the about of every subcommand
//! ([`about_key`]: `cli-about`, `cli-pair-about`, `cli-football-table-about`) and the help of
//! every argument ([`arg_key`]: `cli-data-dir`, `cli-pair-json`). The English texts are the
//! doc comments word for word, so English `--help` is what clap printed before (a test
//! compares every subcommand's help). In German the frame is German too: the headings
//! (`Aufruf`, `Argumente`, `Optionen`, `Befehle`), the value names (`<TURNIER>`), the help and
//! version flags, the `help` subcommand, and the `[default: …]`, `[possible values: …]` and
//! `[aliases: …]` notes. What clap says on its own when parsing fails (its error messages,
//! the `[OPTIONS]` placeholder of the usage line) stays English.

use crate::i18n::{self, Lang};
use clap::{Arg, ArgAction, Command, CommandFactory, FromArgMatches};
use std::ffi::OsString;

/// The key of a command's about: `cli-about` for `turnier` itself (`path` empty),
/// `cli-<path>-about` below it (`cli-football-table-about`).
pub fn about_key(path: &[String]) -> String {
    if path.is_empty() {
        "cli-about".into()
    } else {
        format!("cli-{}-about", path.join("-"))
    }
}

/// The key of an argument's help: `cli-<path>-<id>`, the id with `-` for `_`
/// (`cli-data-dir` for `turnier --data-dir`, `cli-import-add-missing-players`).
pub fn arg_key(path: &[String], id: &str) -> String {
    let id = id.replace('_', "-");
    if path.is_empty() {
        format!("cli-{id}")
    } else {
        format!("cli-{}-{id}", path.join("-"))
    }
}

/// `key`'s text in `lang`, or `None` when no file has it (the caller keeps clap's text;
/// `tests` fail for a missing key).
fn lookup(lang: Lang, key: &str) -> Option<String> {
    i18n::has_key(lang, key).then(|| i18n::with_lang(lang, || i18n::t_args(key, &[])))
}

/// The command line in the language in force ([`i18n::lang`]): `turnier`'s clap command with
/// every about, help, heading and flag text from the Fluent files.
pub fn command() -> Command {
    let lang = i18n::lang();
    let cmd = localize(super::Cli::command(), &[], lang);
    if lang == Lang::En {
        return cmd;
    }
    let mut cmd = cmd.disable_version_flag(true).arg(
        Arg::new("version")
            .short('V')
            .long("version")
            .action(ArgAction::Version)
            .help(i18n::t("cli-flag-version"))
            .help_heading(i18n::t("cli-heading-options")),
    );
    // clap adds its `help` subcommands while building: built first, they are changed here.
    cmd.build();
    german_help_subcommands(&mut cmd);
    german_usage(&mut cmd);
    cmd
}

/// The usage line of every command with clap's `[OPTIONS]` in German (`[OPTIONEN]`): clap
/// has no setting for the word, so the usage it would write is taken and given back as the
/// command's own.
fn german_usage(cmd: &mut Command) {
    let usage = cmd.render_usage().to_string();
    let usage = usage
        .split_once(": ")
        .map_or(usage.as_str(), |(_, u)| u)
        .replace("[OPTIONS]", &format!("[{}]", i18n::t("cli-vn-options")));
    let taken = std::mem::replace(cmd, Command::new("turnier"));
    *cmd = taken.override_usage(usage);
    for sub in cmd.get_subcommands_mut().filter(|s| s.get_name() != "help") {
        german_usage(sub);
    }
}

/// Parses the arguments of the process; on a parse error, `--help` or `--version` clap prints
/// and exits, as `Cli::parse` does.
///
/// A command line that parses needs none of the help's words: it is parsed with the plain
/// command first, and only `--help`, `--version` and mistakes build the command of
/// [`command`], every text looked up in the language in force, which is most of what a
/// start costs. The two commands take the same arguments (they differ in words only), so a
/// line the plain one refuses is refused, and said, by the translated one.
pub fn parse() -> super::Cli {
    parse_from(std::env::args_os())
}

/// [`parse`] of `args` (the program's name first).
pub fn parse_from(args: impl IntoIterator<Item = OsString>) -> super::Cli {
    let args: Vec<OsString> = args.into_iter().collect();
    match <super::Cli as clap::Parser>::try_parse_from(&args) {
        Ok(cli) => return cli,
        // `turnier 0.1.0`: the same words in every language.
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayVersion => e.exit(),
        Err(_) => {}
    }
    let matches = command().get_matches_from(args);
    super::Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

/// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that
/// is set and not empty; `de*` gives German, anything else (and nothing) English
/// ([`Lang::from_vars`] with the process's environment).
pub fn lang_from_env() -> Lang {
    Lang::from_vars(|name| std::env::var(name).ok())
}

/// The language asked for with `--lang de|en` (or `--lang=de`) in `args` (the program's name
/// first), before clap parses them: the help itself must be in it. `None` when not given or
/// not a language (clap then names the allowed values). Arguments after `--` are not looked
/// at.
pub fn lang_from_args(args: impl IntoIterator<Item = OsString>) -> Option<Lang> {
    let args: Vec<String> = args
        .into_iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .take_while(|a| a != "--")
        .collect();
    let mut found = None;
    for (i, a) in args.iter().enumerate() {
        let value = if a == "--lang" {
            args.get(i + 1).map(String::as_str)
        } else {
            a.strip_prefix("--lang=")
        };
        if let Some(v) = value {
            found = Lang::parse(v).ok().or(found);
        }
    }
    found
}

fn localize(cmd: Command, path: &[String], lang: Lang) -> Command {
    let mut cmd = match lookup(lang, &about_key(path)) {
        Some(about) => cmd.about(about),
        None => cmd,
    };
    cmd = cmd.mut_args(|a| localize_arg(a, path, lang));
    if lang != Lang::En {
        let long = cmd.get_arguments().any(|a| a.get_long_help().is_some());
        let mut help = Arg::new("help")
            .short('h')
            .long("help")
            .action(ArgAction::Help)
            .help_heading(i18n::t("cli-heading-options"));
        help = if long {
            help.help(i18n::t("cli-flag-help-short"))
                .long_help(i18n::t("cli-flag-help-long"))
        } else {
            help.help(i18n::t("cli-flag-help"))
        };
        cmd = german_frame(cmd).disable_help_flag(true).arg(help);
    }
    cmd.mut_subcommands(|sub| {
        let mut p = path.to_vec();
        p.push(sub.get_name().to_string());
        localize(sub, &p, lang)
    })
}

/// The headings of a German help page.
fn german_frame(cmd: Command) -> Command {
    cmd.help_template(format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        i18n::t("cli-heading-usage")
    ))
    .subcommand_help_heading(i18n::t("cli-heading-commands"))
    .subcommand_value_name(i18n::t("cli-vn-command"))
}

fn localize_arg(a: Arg, path: &[String], lang: Lang) -> Arg {
    let key = arg_key(path, a.get_id().as_str());
    let mut help = lookup(lang, &key).or_else(|| a.get_help().map(ToString::to_string));
    let mut a = a;
    if lang == Lang::En {
        return match help {
            Some(h) => a.help(h),
            None => a,
        };
    }
    let heading = if a.is_positional() {
        i18n::t("cli-heading-arguments")
    } else {
        i18n::t("cli-heading-options")
    };
    a = a.help_heading(heading);
    let mut notes = Vec::new();
    let mut long = None;
    if a.get_action().takes_values() {
        if let Some(names) = a.get_value_names() {
            let names: Vec<String> = names
                .iter()
                .map(|n| {
                    let k = format!("cli-vn-{}", n.as_str().to_lowercase().replace('_', "-"));
                    lookup(lang, &k).unwrap_or_else(|| n.to_string())
                })
                .collect();
            a = a.value_names(names);
        }
        let values = a.get_possible_values();
        if !values.is_empty() && !a.is_hide_possible_values_set() {
            // In backticks, as the German texts write what is typed as it is.
            let names: Vec<String> = values
                .iter()
                .map(|v| format!("`{}`", v.get_name()))
                .collect();
            notes.push(i18n::with_lang(lang, || {
                crate::tr!("cli-possible-values", values = names.join(", "))
            }));
            let each: Vec<String> = values
                .iter()
                .filter_map(|v| {
                    lookup(lang, &format!("cli-pv-{}", v.get_name()))
                        .map(|h| format!("- `{}`: {h}", v.get_name()))
                })
                .collect();
            if !each.is_empty() {
                long = Some(each.join("\n"));
            }
            a = a.hide_possible_values(true);
        }
        let defaults: Vec<String> = a
            .get_default_values()
            .iter()
            .map(|d| d.to_string_lossy().into_owned())
            .collect();
        if !defaults.is_empty() && !a.is_hide_default_value_set() {
            notes.push(i18n::with_lang(lang, || {
                crate::tr!("cli-default", value = format!("`{}`", defaults.join(" ")))
            }));
            a = a.hide_default_value(true);
        }
    }
    if let Some(aliases) = a.get_visible_aliases() {
        let aliases: Vec<String> = aliases.into_iter().map(str::to_string).collect();
        let shown: Vec<String> = aliases.iter().map(|x| format!("`--{x}`")).collect();
        notes.push(i18n::with_lang(lang, || {
            crate::tr!("cli-aliases", names = shown.join(", "))
        }));
        a = a.visible_alias(None).aliases(aliases);
    }
    if !notes.is_empty() {
        let h = help.take().unwrap_or_default();
        help = Some(format!("{h} [{}]", notes.join("] [")));
    }
    if let (Some(h), Some(l)) = (&help, long) {
        a = a.long_help(format!("{h}\n\n{l}"));
    }
    match help {
        Some(h) => a.help(h),
        None => a,
    }
}

/// The `help` subcommands clap made while building (one in every command with
/// subcommands), in German.
fn german_help_subcommands(cmd: &mut Command) {
    for sub in cmd.get_subcommands_mut() {
        if sub.get_name() == "help" {
            let s = std::mem::replace(sub, Command::new("help"));
            let mut s = german_frame(s).about(i18n::t("cli-help-about"));
            if s.get_arguments().any(|a| a.get_id() == "subcommand") {
                s = s.mut_arg("subcommand", |a| {
                    a.help(i18n::t("cli-help-subcommand"))
                        .value_name(i18n::t("cli-vn-command"))
                        .help_heading(i18n::t("cli-heading-arguments"))
                });
            }
            *sub = s;
        }
        german_help_subcommands(sub);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn lang_is_found_before_parsing_in_both_spellings() {
        assert_eq!(
            lang_from_args(os(&["turnier", "--lang", "de"])),
            Some(Lang::De)
        );
        assert_eq!(
            lang_from_args(os(&["turnier", "pair", "x", "--lang=en"])),
            Some(Lang::En)
        );
        assert_eq!(lang_from_args(os(&["turnier", "--lang", "fr"])), None);
        assert_eq!(lang_from_args(os(&["turnier", "check", "--lang"])), None);
        assert_eq!(
            lang_from_args(os(&["turnier", "open", "--", "--lang", "de"])),
            None
        );
    }

    /// Every subcommand and argument, with its path (clap's own `help` left out).
    fn walk(cmd: &Command, path: &[String], keys: &mut Vec<String>) {
        keys.push(about_key(path));
        for a in cmd.get_arguments() {
            keys.push(arg_key(path, a.get_id().as_str()));
        }
        for sub in cmd.get_subcommands() {
            let mut p = path.to_vec();
            p.push(sub.get_name().to_string());
            walk(sub, &p, keys);
        }
    }

    #[test]
    fn every_subcommand_and_argument_has_its_text_in_both_languages() {
        let mut keys = Vec::new();
        walk(&super::super::Cli::command(), &[], &mut keys);
        assert!(keys.len() > 140, "{}", keys.len());
        let missing: Vec<String> = keys
            .iter()
            .flat_map(|k| {
                Lang::ALL
                    .into_iter()
                    .filter(|l| !i18n::has_key(*l, k))
                    .map(move |l| format!("{l}: {k}"))
            })
            .collect();
        assert!(missing.is_empty(), "no text for {missing:?}");
    }

    /// The help pages of `cmd` and every subcommand below it, short and long.
    fn pages(cmd: &mut Command, out: &mut Vec<(String, String)>) {
        out.push((cmd.get_name().to_string(), cmd.render_help().to_string()));
        out.push((
            cmd.get_name().to_string(),
            cmd.render_long_help().to_string(),
        ));
        // clap's `help` subcommand shows the real pages (`turnier help pair` is `turnier pair
        // --help`); its copies of the tree are never printed.
        for sub in cmd.get_subcommands_mut().filter(|s| s.get_name() != "help") {
            pages(sub, out);
        }
    }

    #[test]
    fn english_help_is_what_clap_printed_before() {
        let mut before = super::super::Cli::command();
        before.build();
        let mut now = i18n::with_lang(Lang::En, command);
        now.build();
        let (mut a, mut b) = (Vec::new(), Vec::new());
        pages(&mut before, &mut a);
        pages(&mut now, &mut b);
        assert_eq!(a.len(), b.len());
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(x, y);
        }
    }

    /// What clap writes on its own in English, none of which a German help page keeps (the
    /// `[OPTIONS]` of the usage line is given back as `[OPTIONEN]`). clap's parse errors are
    /// not help pages: they stay English.
    const CLAP_ENGLISH: &[&str] = &[
        "Usage:",
        "Options:",
        "Arguments:",
        "Commands:",
        "[OPTIONS]",
        "<COMMAND>",
        "[COMMAND]",
        "Print help",
        "Print version",
        "Print this message",
        "possible values",
        "[default:",
        "[aliases:",
        "[alias:",
    ];

    /// The prose of a help page: without the usage line, the command names of the command
    /// list, what stands in backticks (file formats, JSON fields, values: they are the
    /// program's words in every language), flags (`--take`) and names with `_` (`LC_ALL`).
    fn prose(page: &str) -> String {
        let mut out = Vec::new();
        let mut commands = false;
        for line in page.lines() {
            if !line.starts_with(' ') && line.ends_with(':') {
                commands = line == "Befehle:";
            }
            if line.starts_with("Aufruf:") {
                continue;
            }
            let line = if commands && line.starts_with("  ") {
                line.trim_start()
                    .split_once(' ')
                    .map_or("", |(_, rest)| rest)
            } else {
                line
            };
            let text: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
            let words: Vec<&str> = text
                .split_whitespace()
                .map(|w| w.trim_start_matches(['\'', '(', '[', '"']))
                .filter(|w| !w.starts_with('-') && !w.contains('_'))
                .collect();
            out.push(words.join(" "));
        }
        out.join("\n")
    }

    #[test]
    fn german_help_has_no_english_word() {
        let mut cmd = i18n::with_lang(Lang::De, command);
        let mut all = Vec::new();
        pages(&mut cmd, &mut all);
        for (name, page) in &all {
            let words = i18n::english_words(&prose(page));
            assert!(words.is_empty(), "{name}: {words:?}\n{page}");
            for clap in CLAP_ENGLISH {
                assert!(
                    !page.contains(clap),
                    "{name}: {clap}
{page}"
                );
            }
        }
        let root = &all[0].1;
        assert!(
            root.contains("Aufruf: turnier [OPTIONEN] [BEFEHL]"),
            "{root}"
        );
        assert!(
            root.contains("Befehle:") && root.contains("Optionen:"),
            "{root}"
        );
    }
}
