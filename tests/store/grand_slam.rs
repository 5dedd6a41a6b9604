//! The shipped Grand Slam game `saves/grand-slam-2026.ron`: what its generator produces; 16
//! players, 12 rounds over the change of season, three tournaments a round, doubles, the
//! Masters; a valid save; and golden outputs (the WRL, a doubles bracket, the Masters) through
//! the command line.

use std::path::PathBuf;
use turnier::store::{self, to_ron};

use crate::common;

use common::Desk;

fn shipped_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("saves/grand-slam-2026.ron")
}

fn shipped() -> turnier::game::Event {
    store::load(&shipped_path()).expect("the shipped game loads")
}

#[test]
fn the_shipped_game_is_what_the_generator_produces() {
    for (name, t) in turnier::examples::grand_slam_saves().expect("generator") {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("saves")
            .join(name);
        let committed = std::fs::read_to_string(&path).expect("committed save");
        assert!(
            to_ron(&t).expect("ron") == committed,
            "{name}: run `cargo run --example grand_slam_saves` and commit"
        );
    }
}

#[test]
fn the_shipped_game_has_a_season_change_doubles_and_a_masters() {
    let t = shipped();
    assert!(store::problems(&t).is_empty(), "{:?}", store::problems(&t));
    let g = t.grand_slam().expect("a Grand Slam game");
    assert_eq!(g.players.len(), 16);
    assert_eq!(g.players[15].joined_round, 4, "Volker joined in round 4");
    assert!(g.rounds.len() >= 11);
    assert!(g.rounds.iter().all(|r| r.played.is_some()));
    for r in &g.rounds {
        let singles = r.offer.iter().filter(|o| !o.doubles).count();
        assert_eq!(singles, 3, "round {}", r.number);
        let played = r.played.as_ref().expect("played");
        assert!(played.tournaments[..3].iter().all(Option::is_some));
    }
    let doubles: Vec<_> = g
        .rounds
        .iter()
        .filter_map(|r| r.played.as_ref())
        .flat_map(|p| p.doubles.iter())
        .collect();
    assert_eq!(doubles.len(), 4, "rounds 3, 6, 9, 12");
    // The change of season after round 10 (7, R-G5).
    assert_eq!(g.seasons.len(), 1);
    let season = &g.seasons[0];
    assert_eq!(season.after_round, 10);
    for (before, after) in &season.strength {
        assert_eq!(*after, turnier::grand_slam::strength::season_aging(*before));
    }
    // Somebody paused (R-G15) and somebody corrected an entry.
    assert!(
        g.rounds
            .iter()
            .filter_map(|r| r.played.as_ref())
            .any(|p| p.played.contains(&0))
    );
    assert!(t.audit.iter().any(|a| a.correction));
    // The Masters: over, eight players, the fee from each account (10.00 credited).
    let m = &g.masters[0];
    assert_eq!(m.after_round, 10);
    assert_eq!(m.players.len(), 8);
    assert!(m.final_order().is_some());
    assert_eq!(m.matches.len(), 16);
    for p in 0..16 {
        let want = 1000 - if m.players.contains(&p) { 150 } else { 0 };
        assert_eq!(g.balance(p), want, "player {p}");
    }
}

const WRL_12: &str = "WRL after round 12
 Rank  Player     Strength  Points  Denom.  Quotient
    1  Ilse           144    76.0      17     4.471
    2  Ortrud         136    47.4      16     2.963
    3  Karin          131    28.4      16     1.775
    4  Volker         111    18.8      11     1.709
    5  Marlies        126    23.4      14     1.671
    6  Jürgen         119    23.5      16     1.469
    7  Hartmut        114    12.4       9     1.378
    8  Annegret       112    12.0       9     1.333
    9  Bodo           116    11.0      10     1.100
   10  Gudrun         105     9.6       9     1.067
   11  Lothar         118    10.4      12     0.867
   12  Detlef         110     6.9       8     0.863
   13  Friedhelm      115     7.6      12     0.633
   14  Norbert        111     5.6       9     0.622
   15  Elke           104     4.4       9     0.489
   16  Cornelia       109     3.6       9     0.400
";

#[test]
fn the_shipped_game_s_outputs_stay_as_they_are() {
    let d = Desk::new();
    std::fs::copy(shipped_path(), d.path("gs.ron")).expect("copy");
    assert_eq!(d.ok(&["standings", "gs"]), WRL_12);
    let b = d.ok(&["bracket", "gs", "Doppel-Cup", "--round", "12"]);
    assert!(
        b.starts_with(
            "Doppel-Cup, round 12: 8 players, 1 star\nQuarter-final\n   Gudrun / Marlies   *Karin / Ortrud     2:3  3:6 4:6 6:3 6:4 3:6\n"
        ),
        "{b}"
    );
    let m = d.ok(&["masters", "show", "gs"]);
    assert!(
        m.ends_with("1. Ilse\n2. Karin\n3. Ortrud\n4. Volker\n"),
        "{m}"
    );
    let c = d.ok(&["masters", "certificates", "gs"]);
    assert_eq!(c.matches('\u{c}').count(), 2, "three pages");
}

use crate::german_support;

/// The shipped game's outputs read German under German: the WRL, a bracket, the Masters and
/// its certificates.
#[test]
fn the_shipped_game_s_outputs_speak_german() {
    use turnier::i18n::{Lang, with_lang};
    let d = Desk::new();
    std::fs::copy(shipped_path(), d.path("gs.ron")).expect("copy");
    let de = |args: &[&str]| with_lang(Lang::De, || d.ok(args));
    for args in [
        &["standings", "gs"][..],
        &["bracket", "gs", "Doppel-Cup", "--round", "12"],
        &["bracket", "gs", "1"],
        &["offer", "gs"],
        &["masters", "show", "gs"],
        &["masters", "certificates", "gs"],
    ] {
        german_support::german(&args.join(" "), &de(args));
    }
    let c = de(&["masters", "certificates", "gs"]);
    assert!(c.contains("U R K U N D E") && c.contains("Sieger") && c.contains("3. Platz"));
    assert!(
        c.contains("Grand-Slam-Masters der Saison 1 (nach Runde 10)"),
        "{c}"
    );
}
