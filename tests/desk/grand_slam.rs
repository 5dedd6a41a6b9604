//! The Grand Slam game at the desk: the shipped game opens at 80x24 on the last played round's
//! bracket, in English and German; the tabs and the status line name the game. (The screens
//! themselves are tested in `tests/desk/grand_slam_screens.rs` and
//! `tests/desk/grand_slam_event.rs`.)

use crate::desk_support;

use desk_support::*;
use turnier::i18n::{Lang, with_lang};

use crate::german_support;

fn shipped() -> turnier::game::Event {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/grand-slam-2026.ron");
    turnier::store::load(&path).expect("the shipped game loads")
}

#[test]
fn the_shipped_game_opens_at_the_desk() {
    let (_d, _p, a) = writable(shipped());
    let screen = render(&a, 80, 24);
    assert!(screen.contains("Grand Slam"), "{screen}");
    assert!(screen.contains("round 12 played"), "{screen}");
    assert!(screen.contains("Bracket"), "{screen}");
    let german = with_lang(Lang::De, || {
        let (_d, _p, a) = writable(shipped());
        render(&a, 80, 24)
    });
    assert!(german.contains("Runde 12"), "{german}");
    // The shipped players' names are German first names; the footer's key caps are keys.
    german_support::german("desk", &german);
}
