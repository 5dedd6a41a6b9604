//! The Grand Slam game at the desk, so far (issue 15): the shipped game opens at 80x24 on the
//! placeholder screen with every player and strength, in English and German; the tabs and the
//! status line name the game. (The screens proper are another part of the issue.)

mod desk_support;

use desk_support::*;
use turnier::i18n::{Lang, with_lang};

#[path = "german_support/mod.rs"]
mod german_support;

fn shipped() -> turnier::game::Event {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/grand-slam-2026.ron");
    turnier::store::load(&path).expect("the shipped game loads")
}

#[test]
fn the_shipped_game_opens_at_the_desk() {
    let (_d, _p, a) = writable(shipped());
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Grand Slam"), "{screen}");
    assert!(screen.contains("16 players, round 13"), "{screen}");
    let first = &a
        .session
        .as_ref()
        .expect("open")
        .tournament()
        .grand_slam()
        .expect("gs")
        .players[0];
    assert!(
        screen.contains(&format!("{:>6}  {}", first.strength, first.name)),
        "{screen}"
    );
    let german = with_lang(Lang::De, || {
        let (_d, _p, a) = writable(shipped());
        render(&a, 80, 24)
    });
    assert!(german.contains("16 Spieler, Runde 13"), "{german}");
    // The shipped players' names are German first names; the footer's key caps are keys.
    german_support::german("desk", &german);
}
