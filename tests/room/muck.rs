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

/// A Muck evening of eight fixed pairs, round 1 drawn and published (2 Bobbl to 21).
fn evening(dir: &std::path::Path) -> std::path::PathBuf {
    let ev = dir.join("abend.ron");
    let e = ev.to_str().expect("utf-8");
    ok(&["new", e, "--system", "muck", "--name", "Muckabend"]);
    let pairs = dir.join("pairs.csv");
    std::fs::write(
        &pairs,
        "name\nBerta / Else\nErwin / Franz\nFritz / Hans\nHeidi / Horst\nKarl / Monika\nSabine / Uschi\nToni / Urschl\nCilli / Done\n",
    )
    .expect("csv");
    ok(&["import", e, "--entrants", pairs.to_str().expect("utf-8")]);
    ok(&["draw", e]);
    ok(&["publish", e]);
    ev
}

#[test]
fn a_muck_sheet_reported_from_a_phone_waits_and_is_accepted_as_the_sheet() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = evening(dir.path());
    let e = ev.to_str().expect("utf-8");
    let s = serve(&ev, true);
    let j = round_json(s.addr);
    assert_eq!(j["tables"].as_array().map(Vec::len), Some(4));
    let (a, b) = (
        j["tables"][1]["a"].as_str().expect("a").to_string(),
        j["tables"][1]["b"].as_str().expect("b").to_string(),
    );
    let form = get(s.addr, "/report?table=2");
    assert!(
        form.body.contains("21:4,20:21"),
        "the example is a Muck sheet"
    );
    // Not a sheet: refused with the allowed form.
    let bad = post(
        s.addr,
        "/report",
        &format!("table=2&code={}&result=2-1", code_of(&ev, 2)),
    );
    assert_eq!(bad.status, 422, "{}", bad.body);
    // A sheet that breaks the rules (nobody reached 21): refused by the Muck rules.
    let broken = post(
        s.addr,
        "/report",
        &format!("table=2&code={}&result=20:4,21:19", code_of(&ev, 2)),
    );
    assert_eq!(broken.status, 422, "{}", broken.body);
    let right = post(
        s.addr,
        "/report",
        &format!("table=2&code={}&result=21:4+20:21", code_of(&ev, 2)),
    );
    assert_eq!(right.status, 200, "{}", right.body);
    assert!(
        right
            .body
            .contains("table 2, 21:4,20:21 has reached the desk"),
        "{}",
        right.body
    );
    assert_eq!(
        ok(&["reports", e]).trim(),
        format!("Table 2: {a} against {b} · reported 21:4,20:21")
    );
    assert_eq!(
        round_json(s.addr)["tables"][1]["result"],
        serde_json::Value::Null
    );
    ok(&["accept", e, "2"]);
    assert!(within(std::time::Duration::from_secs(2), || {
        round_json(s.addr)["tables"][1]["result"] == "21:4 20:21"
    }));
}

#[test]
fn the_report_page_speaks_german_to_a_german_phone() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = evening(dir.path());
    let s = serve(&ev, true);
    let de = "Accept-Language: de-DE,de;q=0.9\r\n";
    let form = get_with(s.addr, "/report?table=3", de);
    assert!(form.body.contains("Ergebnis melden"), "{}", form.body);
    assert!(form.body.contains("Code vom Zettel"));
    let wrong = raw(
        s.addr,
        format!(
            "POST /report HTTP/1.1\r\nHost: room\r\nConnection: close\r\n{de}\
             Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 34\r\n\r\n\
             table=3&code=AAAA&result=21:4,0:21"
        )
        .as_bytes(),
    );
    assert!(
        wrong
            .body
            .contains("Das ist nicht der Code von Tisch 3. Noch 2 Versuche"),
        "{}",
        wrong.body
    );
}
