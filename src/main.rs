//! The `turnier` binary: error reporting, arguments, then the library.

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    if let Err(e) = color_eyre::install() {
        eprintln!("warning: cannot install the error reporter: {e}");
    }
    let cli = turnier::cli::Cli::parse();
    let mut out = std::io::stdout().lock();
    match turnier::cli::run(cli, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = std::io::Write::flush(&mut out);
            eprintln!("error: {}", turnier::cli::sanitize_text(&e.to_string()));
            ExitCode::from(2)
        }
    }
}
