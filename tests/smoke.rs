mod common;

#[test]
fn shared_cases_are_readable() {
    let v = common::read_json("swiss/cases.json");
    assert!(
        v["cases"]
            .as_array()
            .map(|a| !a.is_empty())
            .unwrap_or(false)
    );
}
