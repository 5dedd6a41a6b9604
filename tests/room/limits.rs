//! The limits on a shared Wi-Fi: request bodies, paths that reach no file, names escaped.

use super::support::*;

#[test]
fn a_large_body_is_refused_and_nothing_is_recorded() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = friday(dir.path());
    let s = serve(&ev, true);
    let big = format!("table=2&code=AAAA&result={}", "1".repeat(8 * 1024));
    let a = post(s.addr, "/report", &big);
    assert_eq!(a.status, 413, "{a:?}");
    let t = turnier::store::load(&ev).expect("loads");
    assert!(t.reports.is_empty());
}

#[test]
fn no_path_reaches_the_event_file_its_backups_or_anything_on_disk() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = friday(dir.path());
    let s = serve(&ev, true);
    for path in [
        "/fri.ron",
        "/assets/../fri.ron",
        "/assets/..%2Ffri.ron",
        "/assets/%2e%2e/%2e%2e/etc/passwd",
        "/../../etc/passwd",
        "/assets/fri.ron",
        "/fri.ron.bak",
        "/.sync/node",
    ] {
        let a = get(s.addr, path);
        assert_eq!(a.status, 404, "{path}: {a:?}");
        assert!(!a.body.contains("Anna Becker"), "{path}");
    }
}

#[test]
fn every_name_is_escaped() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = dir.path().join("x.ron");
    let e = ev.to_str().expect("utf-8");
    ok(&[
        "new",
        e,
        "--system",
        "swiss",
        "--rounds",
        "3",
        "--name",
        "<b>Night</b>",
    ]);
    let players = dir.path().join("p.csv");
    std::fs::write(
        &players,
        "name\n<script>alert(1)</script>\nBen \"Q\" & Co\nCarla\nDora\n",
    )
    .expect("csv");
    ok(&["import", e, "--players", players.to_str().expect("utf-8")]);
    ok(&["pair", e]);
    ok(&["publish", e]);
    let s = serve(&ev, false);
    for path in ["/", "/players", "/players/1", "/players?q=%3Cscript"] {
        let a = get(s.addr, path);
        assert_eq!(a.status, 200, "{path}");
        assert!(!a.body.contains("<script>alert"), "{path}: {}", a.body);
        assert!(!a.body.contains("<b>Night"), "{path}");
    }
    assert!(
        get(s.addr, "/")
            .body
            .contains("&lt;script&gt;alert(1)&lt;/script&gt;")
    );
}
