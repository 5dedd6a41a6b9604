//! Writes the shipped Turnierfußball example series to `saves/` (run from the package root):
//! `cargo run --example football_saves`. The generator is a pure function of a seed; the
//! test `tests/store/football.rs` checks that the committed file is what it produces.

use color_eyre::eyre::{WrapErr, eyre};

fn main() -> color_eyre::Result<()> {
    color_eyre::install()?;
    for (name, t) in turnier::examples::football_saves().map_err(|e| eyre!(e))? {
        let path = std::path::Path::new("saves").join(name);
        let text = turnier::store::to_ron(&t)?;
        std::fs::write(&path, text).wrap_err_with(|| format!("writing {}", path.display()))?;
        println!("wrote {}", path.display());
    }
    Ok(())
}
