//! The `turnier` binary: error reporting, the language, arguments, then the library.

use std::process::ExitCode;
use turnier::i18n;

fn main() -> ExitCode {
    if let Err(e) = color_eyre::install() {
        eprintln!("warning: cannot install the error reporter: {e}");
    }
    // The language before the arguments are parsed, so that `--help` is in it: `--lang`,
    // else the environment (LC_ALL, LC_MESSAGES, LANG).
    let lang = turnier::cli::lang_from_args(std::env::args_os())
        .unwrap_or_else(turnier::cli::lang_from_env);
    i18n::set_lang(lang);
    let cli = turnier::cli::parse();
    let mut out = std::io::stdout().lock();
    match turnier::cli::run(cli, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = std::io::Write::flush(&mut out);
            eprintln!(
                "{} {}",
                i18n::t("cli-error-prefix"),
                turnier::cli::sanitize_text(&e.to_string())
            );
            ExitCode::from(2)
        }
    }
}
