//! A Muck evening's pages: the draw by name (pairs), the ranking, a player's page with their
//! sheets, and `/api/round` with the pairs as sides.

use super::support::*;

#[test]
fn a_muck_evening_shows_its_draw_and_ranking_on_the_tv() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = dir.path().join("muck.ron");
    let shipped =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/muck-evening-24-pairs.ron");
    std::fs::copy(&shipped, &ev).expect("copy");
    let s = serve(&ev, false);
    let tv = get(s.addr, "/");
    assert_eq!(tv.status, 200);
    assert!(tv.body.contains("Round 5"), "{}", tv.body);
    assert!(tv.body.contains("Ranking"));
    // The round is complete: the ranking is not marked provisional.
    assert!(!tv.body.contains("provisional"));
    let j = round_json(s.addr);
    assert_eq!(j["round"], 5);
    assert_eq!(j["state"], "complete");
    assert_eq!(j["tables"][0]["a"], "Cilli / Done");
    assert_eq!(j["tables"][0]["b"], "Toni / Urschl");
    assert_eq!(j["tables"][0]["result"], "21:17 7:21");
    // Cilli's page: table 1 of round 5 against Toni / Urschl with the sheet from her side.
    let cilli = get(s.addr, "/players?q=cilli");
    let id: String = cilli
        .body
        .split("href=\"/players/")
        .nth(1)
        .and_then(|r| r.split('"').next())
        .expect("a link")
        .to_string();
    let page = get(s.addr, &format!("/players/{id}"));
    assert!(
        page.body
            .contains("<td>5</td><td>1</td><td>Toni / Urschl</td><td>21:17 7:21</td>"),
        "{}",
        page.body
    );
    assert!(page.body.contains("Place "));
}
