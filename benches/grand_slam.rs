//! Grand Slam at scale: a round of 4 tournaments for 256 and 1,024 players (fields of 64 and
//! 256 with the GM players), two rounds played before it so that the WRL ranks and seeds. Times
//! the round's play through the command (`PlayRound`: every draw, match, lot, strength and WRL
//! point, 5.1-6.3), the WRL standings after it (6.3, R-G9) and the round post in text. The game
//! comes from [`turnier::examples::grand_slam_field`].
//! Run: `cargo bench --bench grand_slam -- --warm-up-time 1 --measurement-time 3`.

use chrono::{TimeZone, Utc};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use turnier::examples::grand_slam_field;
use turnier::game::{Command, apply};
use turnier::grand_slam::GrandSlamCommand;
use turnier::print::grand_slam::{round_results, wrl_rows};
use turnier::print::{Format, render};

fn bench(c: &mut Criterion) {
    let at = Utc
        .with_ymd_and_hms(2026, 3, 1, 20, 0, 0)
        .single()
        .expect("a time");
    let play = || Command::GrandSlam(GrandSlamCommand::PlayRound);
    let mut g = c.benchmark_group("grand_slam");
    g.sample_size(10);
    for players in [256usize, 1024] {
        let t = grand_slam_field(0x6772_616e, players, 4, 2).expect("the generator's field");
        g.bench_function(format!("play_round_{players}_players_4_tournaments"), |b| {
            b.iter(|| apply(black_box(&t), play(), at).expect("the round plays"))
        });
        let played = apply(&t, play(), at).expect("the round plays");
        let game = played.grand_slam().expect("a Grand Slam game");
        let after = game.last_played().expect("played").number;
        g.bench_function(format!("wrl_standings_{players}_players"), |b| {
            b.iter(|| wrl_rows(black_box(game), after))
        });
        g.bench_function(format!("round_post_text_{players}_players"), |b| {
            b.iter(|| {
                let doc = round_results(black_box(game), "Grand Slam", None).expect("played");
                render(&doc, Format::Text)
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
