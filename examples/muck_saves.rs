//! Writes the shipped Muck example events to `saves/` (run from the package root):
//! `cargo run --example muck_saves`. The generators are pure functions of a seed; the test
//! `tests/muck_saves.rs` checks that the committed files are what they produce.

use color_eyre::eyre::{WrapErr, eyre};

fn main() -> color_eyre::Result<()> {
    color_eyre::install()?;
    for (name, t) in turnier::examples::muck_saves().map_err(|e| eyre!(e))? {
        let path = std::path::Path::new("saves").join(name);
        let text = turnier::store::to_ron(&t)?;
        std::fs::write(&path, text).wrap_err_with(|| format!("writing {}", path.display()))?;
        println!("wrote {}", path.display());
    }
    Ok(())
}
