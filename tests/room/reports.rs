//! The report flow: a wrong code, the right code (a pending report, never a result), the desk
//! accepting it, a report over the desk's result, two different reports, the lock after wrong
//! codes and its unlock, and the audit log's words.

use super::support::*;
use turnier::game::{RoundNo, TableNo};

fn event(ev: &std::path::Path) -> turnier::game::Event {
    turnier::store::load(ev).expect("loads")
}

#[test]
fn a_report_with_the_right_code_waits_for_the_desk_and_counts_once_accepted() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = friday(dir.path());
    let e = ev.to_str().expect("utf-8");
    let s = serve(&ev, true);
    let code = code_of(&ev, 2);
    assert_eq!(code.len(), 4);
    // The slip's link fills the form.
    let form = get(s.addr, &format!("/report?table=2&code={code}"));
    assert_eq!(form.status, 200);
    assert!(
        form.body.contains("Table 2: Ben Müller against Sven Klein"),
        "{}",
        form.body
    );
    assert!(form.body.contains(&format!("value=\"{code}\"")));
    // A wrong code: refused, two tries left.
    let wrong = post(s.addr, "/report", "table=2&code=AAAA&result=2-0");
    assert_eq!(wrong.status, 422);
    assert!(
        wrong
            .body
            .contains("That is not the code of table 2. 2 more tries"),
        "{}",
        wrong.body
    );
    // The right code, lower case: a pending report, not a result.
    let right = post(
        s.addr,
        "/report",
        &format!("table=2&code={}&result=2-0", code.to_lowercase()),
    );
    assert_eq!(right.status, 200, "{}", right.body);
    assert!(right.body.contains("table 2, 2-0 has reached the desk"));
    let t = event(&ev);
    assert_eq!(t.reports.at(RoundNo(1), TableNo(2)).len(), 1);
    assert_eq!(
        round_json(s.addr)["tables"][1]["result"],
        serde_json::Value::Null
    );
    assert_eq!(
        ok(&["reports", e]).trim(),
        "Table 2: Ben Müller against Sven Klein · reported 2-0"
    );
    // The same again: already there.
    let again = post(
        s.addr,
        "/report",
        &format!("table=2&code={code}&result=2-0"),
    );
    assert_eq!(again.status, 422);
    // The desk accepts it: now the table's result, and the log says who reported it.
    assert_eq!(ok(&["accept", e, "2"]).trim(), "Table 2: 2-0 accepted.");
    let t = event(&ev);
    assert!(t.reports.pending.is_empty());
    let last = t.audit.last().expect("audit").what.clone();
    assert!(
        last.ends_with("Ben Müller 2-0 Sven Klein (reported by the players, accepted by the desk)"),
        "{last}"
    );
    assert!(within(std::time::Duration::from_secs(2), || round_json(
        s.addr
    )["tables"][1]["result"]
        == "2-0"));
    assert_eq!(ok(&["reports", e]).trim(), "No reports are waiting.");
}

#[test]
fn a_report_over_the_desks_result_waits_beside_it_and_two_different_reports_are_a_difference() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = friday(dir.path());
    let e = ev.to_str().expect("utf-8");
    let s = serve(&ev, true);
    // Table 1's result was entered at the desk (2-1). The same from a phone: nothing to do.
    let same = post(
        s.addr,
        "/report",
        &format!("table=1&code={}&result=2-1", code_of(&ev, 1)),
    );
    assert_eq!(same.status, 200);
    assert!(
        same.body
            .contains("the desk has entered 2-1 at table 1 already"),
        "{}",
        same.body
    );
    assert!(event(&ev).reports.pending.is_empty());
    // A different result is kept beside the desk's (it may show a typing error), never applied.
    let over = post(
        s.addr,
        "/report",
        &format!("table=1&code={}&result=0-2", code_of(&ev, 1)),
    );
    assert_eq!(over.status, 200, "{}", over.body);
    let listed = ok(&["reports", e]);
    assert!(
        listed.contains(
            "Table 1: Anna Becker against Rosa Koch · reported 0-2 · the desk entered 2-1"
        ),
        "{listed}"
    );
    assert_eq!(round_json(s.addr)["tables"][0]["result"], "2-1");
    ok(&["reports", e, "--dismiss", "1"]);
    // Two phones at table 3 disagree.
    let c3 = code_of(&ev, 3);
    assert_eq!(
        post(s.addr, "/report", &format!("table=3&code={c3}&result=2-1")).status,
        200
    );
    assert_eq!(
        post(s.addr, "/report", &format!("table=3&code={c3}&result=1-2")).status,
        200
    );
    let listed = ok(&["reports", e]);
    assert!(
        listed.contains("reported 2-1 / 1-2 (they differ"),
        "{listed}"
    );
    let refused = cli(&["accept", e, "3"]).expect_err("differing reports are not accepted");
    assert!(
        refused.contains("different results at table 3"),
        "{refused}"
    );
    // The desk enters 2-1 itself: the report that agrees is settled, the other stays beside it.
    ok(&["result", e, "3", "2-1"]);
    let t = event(&ev);
    let left: Vec<&str> = t
        .reports
        .at(RoundNo(1), TableNo(3))
        .iter()
        .map(|r| r.result.as_str())
        .collect();
    assert_eq!(left, ["1-2"]);
    assert!(ok(&["reports", e]).contains("the desk entered 2-1"));
    ok(&["reports", e, "--dismiss", "3"]);
    assert!(event(&ev).reports.pending.is_empty());
    // A phone's `2:1` and its corrected dash `2–1` are results too.
    let colon = post(
        s.addr,
        "/report",
        &format!("table=6&code={}&result=2:1", code_of(&ev, 6)),
    );
    assert_eq!(colon.status, 200, "{}", colon.body);
    let dash = post(
        s.addr,
        "/report",
        &format!("table=7&code={}&result=0%E2%80%932", code_of(&ev, 7)),
    );
    assert_eq!(dash.status, 200, "{}", dash.body);
    let t = event(&ev);
    assert_eq!(t.reports.at(RoundNo(1), TableNo(6))[0].result, "2-1");
    assert_eq!(t.reports.at(RoundNo(1), TableNo(7))[0].result, "0-2");
    // A result that is none.
    let bad = post(
        s.addr,
        "/report",
        &format!("table=4&code={}&result=banana", code_of(&ev, 4)),
    );
    assert_eq!(bad.status, 422);
    assert!(bad.body.contains("banana"), "{}", bad.body);
}

#[test]
fn three_wrong_codes_lock_the_table_until_the_desk_unlocks_it() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = friday(dir.path());
    let e = ev.to_str().expect("utf-8");
    let s = serve(&ev, true);
    let code = code_of(&ev, 5);
    for left in ["2 more tries", "One more try"] {
        let a = post(s.addr, "/report", "table=5&code=AAAA&result=2-0");
        assert!(a.body.contains(left), "{}", a.body);
    }
    let locked = post(s.addr, "/report", "table=5&code=AAAA&result=2-0");
    assert!(
        locked.body.contains("Reporting at table 5 is locked"),
        "{}",
        locked.body
    );
    // The right code no longer helps.
    let right = post(
        s.addr,
        "/report",
        &format!("table=5&code={code}&result=2-0"),
    );
    assert_eq!(right.status, 422);
    assert!(right.body.contains("locked"));
    assert!(event(&ev).reports.is_locked(RoundNo(1), TableNo(5)));
    assert!(ok(&["reports", e]).contains("Table 5: reporting locked after wrong codes"));
    ok(&["reports", e, "--unlock", "5"]);
    assert!(within(std::time::Duration::from_secs(2), || {
        post(
            s.addr,
            "/report",
            &format!("table=5&code={code}&result=2-0"),
        )
        .status
            == 200
    }));
}

#[test]
fn without_reports_the_room_changes_nothing() {
    let dir = tempfile::tempdir().expect("dir");
    let ev = friday(dir.path());
    let before = std::fs::read(&ev).expect("read");
    let s = serve(&ev, false);
    assert_eq!(get(s.addr, "/report?table=2").status, 404);
    let code = code_of(&ev, 2);
    assert_eq!(
        post(
            s.addr,
            "/report",
            &format!("table=2&code={code}&result=2-0")
        )
        .status,
        404
    );
    assert_eq!(std::fs::read(&ev).expect("read"), before);
}
