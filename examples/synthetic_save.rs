//! Writes a synthetic Swiss event (seeded, paired by the engine) to a save file, for timing
//! `turnier pair` on a large field in a `--release` build:
//! `cargo run --release --example synthetic_save -- PLAYERS ROUNDS_PLAYED OUT.ron`.

use turnier::swiss::synthetic::synthetic_event;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: u32 = args.first().map_or(Ok(1024), |a| a.parse())?;
    let rounds: u32 = args.get(1).map_or(Ok(8), |a| a.parse())?;
    let out = args
        .get(2)
        .cloned()
        .unwrap_or_else(|| format!("synthetic-{players}.ron"));
    let t = synthetic_event(players, rounds, 2026);
    turnier::store::save_new(std::path::Path::new(&out), &t)?;
    println!("wrote {out}: {players} players, {rounds} rounds played");
    Ok(())
}
