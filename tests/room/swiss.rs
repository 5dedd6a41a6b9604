//! A Swiss event's pages: the TV page, its live part, the player search, a player's page in
//! English and German, and `/api/round`; a commit reaches the pages within 2 s.

use super::support::*;
use std::time::Duration;

#[test]
fn the_tv_page_shows_the_round_by_name_the_clock_and_the_provisional_standings() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = friday(dir.path());
    let s = serve(&ev, false);
    let tv = get(s.addr, "/");
    assert_eq!(tv.status, 200);
    assert_eq!(tv.header("cache-control"), Some("no-store"));
    assert!(
        tv.header("content-security-policy")
            .is_some_and(|c| c.contains("default-src 'none'"))
    );
    // The event's name once (the A4 wall page printed it twice).
    assert_eq!(
        tv.body.matches("Friday Modern").count(),
        2,
        "<title> and <h1> only"
    );
    assert_eq!(tv.body.matches("<h1>Friday Modern</h1>").count(), 1);
    // Every player once by name in the pairings, and once in the standings.
    for name in NAMES {
        assert_eq!(
            tv.body
                .matches(&format!("<span class=\"name\">{name}</span>"))
                .count(),
            2,
            "{name}"
        );
    }
    assert!(tv.body.contains("Round 1"));
    assert!(
        tv.body.contains("Standings (provisional: round in play)"),
        "{}",
        tv.body
    );
    assert!(tv.body.contains("data-state=\"running\""));
    assert!(tv.body.contains("<svg"), "the QR code of the player pages");
    assert!(tv.body.contains("/assets/tv.js"));
    // Hanna Öztürk sits at table 8 against Yusuf Meier; Ilse Vogel has the bye.
    assert!(tv.body.contains(
        "<span class=\"seat\">8</span><span class=\"name\">Hanna Öztürk</span><span class=\"opp\">Yusuf Meier</span>"
    ));
    assert!(
        tv.body
            .contains("<span class=\"seat\">bye</span><span class=\"name\">Ilse Vogel</span>")
    );
    let js = get(s.addr, "/assets/tv.js");
    assert_eq!(js.status, 200);
    assert_eq!(
        js.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
    let css = get(s.addr, "/assets/room.css");
    assert_eq!(css.header("content-type"), Some("text/css; charset=utf-8"));
}

#[test]
fn a_commit_reaches_the_live_part_and_the_json_within_two_seconds() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = friday(dir.path());
    let s = serve(&ev, false);
    // Nothing changed: the poll costs a 204.
    assert_eq!(get(s.addr, "/tv/live?v=1").status, 204);
    let before = round_json(s.addr);
    assert_eq!(before["tables"][1]["result"], serde_json::Value::Null);
    ok(&["result", ev.to_str().expect("utf-8"), "2", "0-2"]);
    assert!(
        within(Duration::from_secs(2), || get(s.addr, "/tv/live?v=1")
            .status
            == 200),
        "the live part did not change within 2 s"
    );
    let live = get(s.addr, "/tv/live?v=1");
    assert_eq!(live.header("x-version"), Some("2"));
    assert_eq!(round_json(s.addr)["tables"][1]["result"], "0-2");
}

#[test]
fn the_round_as_json_has_every_table_the_bye_and_the_clock() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = friday(dir.path());
    let s = serve(&ev, false);
    let j = round_json(s.addr);
    assert_eq!(j["event"], "Friday Modern");
    assert_eq!(j["round"], 1);
    assert_eq!(j["state"], "published");
    assert_eq!(j["tables"].as_array().map(Vec::len), Some(17));
    assert_eq!(j["tables"][0]["table"], 1);
    assert_eq!(j["tables"][0]["a"], "Anna Becker");
    assert_eq!(j["tables"][0]["b"], "Rosa Koch");
    assert_eq!(j["tables"][0]["result"], "2-1");
    assert_eq!(j["tables"][7]["a"], "Hanna Öztürk");
    assert_eq!(j["tables"][7]["b"], "Yusuf Meier");
    assert_eq!(j["idle"], serde_json::json!(["Ilse Vogel"]));
    assert_eq!(j["clock"]["state"], "running");
    let left = j["clock"]["remaining_seconds"].as_i64().expect("seconds");
    assert!((2900..=3000).contains(&left), "{left}");
}

#[test]
fn a_player_finds_themself_by_part_of_the_name_with_umlauts_folded() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = friday(dir.path());
    let s = serve(&ev, false);
    for q in ["oz", "%C3%96zt", "OZTURK", "hanna"] {
        let a = get(s.addr, &format!("/players?q={q}"));
        assert_eq!(a.status, 200);
        assert!(
            a.body.contains("<a href=\"/players/8\">Hanna Öztürk</a>"),
            "{q}: {}",
            a.body
        );
    }
    let none = get(s.addr, "/players?q=zzzz");
    assert!(
        none.body.contains("No player&#39;s name contains")
            || none.body.contains("No player's name contains")
    );
    // Every player for no query, alphabetical.
    let all = get(s.addr, "/players");
    let alma = all.body.find("Alma Köhler").expect("Alma");
    let anna = all.body.find("Anna Becker").expect("Anna");
    let zoe = all.body.find("Zoe Werner").expect("Zoe");
    assert!(alma < anna && anna < zoe);
}

#[test]
fn a_players_page_says_table_opponent_rounds_and_standing_in_the_browsers_language() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = friday(dir.path());
    let s = serve(&ev, false);
    let en = get(s.addr, "/players/8");
    assert_eq!(en.status, 200);
    assert!(
        en.body.contains("<p class=\"table\">Table 8</p>"),
        "{}",
        en.body
    );
    assert!(en.body.contains("against Yusuf Meier"));
    assert!(en.body.contains("<html lang=\"en\">"));
    let de = get_with(s.addr, "/players/8", "Accept-Language: de-DE,de;q=0.9\r\n");
    assert!(
        de.body.contains("<p class=\"table\">Tisch 8</p>"),
        "{}",
        de.body
    );
    assert!(de.body.contains("gegen Yusuf Meier"));
    assert!(de.body.contains("<html lang=\"de\">"));
    // The switch sets a cookie that later pages follow.
    let switched = get(s.addr, "/players/8?lang=en");
    assert!(
        switched
            .header("set-cookie")
            .is_some_and(|c| c.starts_with("lang=en"))
    );
    let cookie = get_with(
        s.addr,
        "/players/8",
        "Accept-Language: de\r\nCookie: lang=en\r\n",
    );
    assert!(cookie.body.contains("Table 8"));
    // Anna won table 1 2-1: her page has the round and her place.
    let anna = get(s.addr, "/players/1");
    assert!(
        anna.body
            .contains("<td>1</td><td>1</td><td>Rosa Koch</td><td>2-1</td>"),
        "{}",
        anna.body
    );
    let rosa = get(s.addr, "/players/18");
    assert!(
        rosa.body.contains("<td>Anna Becker</td><td>1-2</td>"),
        "{}",
        rosa.body
    );
    // The bye.
    let ilse = get(s.addr, "/players/35");
    assert!(
        ilse.body.contains("<p class=\"table\">bye</p>"),
        "{}",
        ilse.body
    );
    assert_eq!(get(s.addr, "/players/99").status, 404);
    assert_eq!(get(s.addr, "/players/x").status, 404);
}
