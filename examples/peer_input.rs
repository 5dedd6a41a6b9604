//! Writes the state before the next round of a synthetic Swiss event as the input of the npm
//! peer's Swiss pairing (`bench/peer/swiss.mjs`), so both pair the same history:
//! `cargo run --release --example peer_input -- PLAYERS ROUNDS_PLAYED OUT.json`.
//!
//! JSON: `{round, players: [{id, score, avoid, receivedBye}]}` for every player not dropped:
//! `score` the match points (3 per win or bye, 1 per draw), `avoid` the ids met before.
//! The same event as `synthetic_save` and `pair_timing` (seed 2026).

use std::collections::BTreeSet;
use turnier::swiss::synthetic::synthetic_event;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: u32 = args.first().map_or(Ok(1024), |a| a.parse())?;
    let rounds: u32 = args.get(1).map_or(Ok(8), |a| a.parse())?;
    let out = args
        .get(2)
        .cloned()
        .unwrap_or_else(|| format!("peer-{players}.json"));
    let t = synthetic_event(players, rounds, 2026);
    let g = t.swiss().ok_or("swiss")?;
    let n = t.registry.participants.len();
    let mut score = vec![0u32; n + 1];
    let mut avoid = vec![BTreeSet::new(); n + 1];
    let mut bye = vec![false; n + 1];
    for r in &g.rounds {
        for table in &r.tables {
            let (a, b) = (table.a.0 as usize, table.b.0 as usize);
            avoid[a].insert(b);
            avoid[b].insert(a);
            if let Some(res) = table.result {
                let (pa, pb) = match res.wins_a.cmp(&res.wins_b) {
                    std::cmp::Ordering::Greater => (3, 0),
                    std::cmp::Ordering::Less => (0, 3),
                    std::cmp::Ordering::Equal => (1, 1),
                };
                score[a] += pa;
                score[b] += pb;
            }
        }
        for p in &r.byes {
            score[p.0 as usize] += 3;
            bye[p.0 as usize] = true;
        }
    }
    let list: Vec<serde_json::Value> = t
        .registry
        .participants
        .iter()
        .filter(|p| !p.is_dropped())
        .map(|p| {
            let i = p.id.0 as usize;
            serde_json::json!({
                "id": i,
                "score": score[i],
                "avoid": avoid[i].iter().collect::<Vec<_>>(),
                "receivedBye": bye[i],
            })
        })
        .collect();
    let doc = serde_json::json!({ "round": g.rounds.len() + 1, "players": list });
    std::fs::write(&out, serde_json::to_string(&doc)?)?;
    println!(
        "wrote {out}: {} players, {rounds} rounds played",
        list.len()
    );
    Ok(())
}
