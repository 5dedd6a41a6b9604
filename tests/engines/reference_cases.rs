//! The project's copy of the reference cases (`tests/cases/`) is the shared one
//! (`../shared/cases/`) byte for byte, where the shared cases exist beside the project: a case
//! changed there shows here as a failure, to be copied again.

use crate::common;

use std::path::{Path, PathBuf};

/// Every file below `dir`, as paths relative to `root`.
fn files_below(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read folder") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            files_below(root, &path, out);
        } else {
            out.push(path.strip_prefix(root).expect("below root").to_path_buf());
        }
    }
}

/// The shared file a project copy was made from: `FORMATS.md` is the shared `README.md`; the
/// project's own `README.md` (where each file came from) has none.
fn shared_name(rel: &Path) -> Option<PathBuf> {
    match rel.to_str() {
        Some("README.md") => None,
        Some("FORMATS.md") => Some(PathBuf::from("README.md")),
        _ => Some(rel.to_path_buf()),
    }
}

#[test]
fn project_copies_equal_the_shared_cases() {
    let own = common::cases_dir();
    let mut files = Vec::new();
    files_below(&own, &own, &mut files);
    files.sort();
    assert!(files.len() >= 18, "the project's copy is there: {files:?}");
    let Some(shared) = common::shared_cases_dir() else {
        eprintln!("no ../shared/cases beside the project: only the project's copy is checked");
        return;
    };
    let mut differ = Vec::new();
    for rel in &files {
        let Some(name) = shared_name(rel) else {
            continue;
        };
        let Ok(theirs) = std::fs::read(shared.join(&name)) else {
            continue; // not in the shared cases (any more): nothing to compare
        };
        let ours = std::fs::read(own.join(rel)).expect("read the project's copy");
        if ours != theirs {
            differ.push(format!(
                "tests/cases/{} != {}",
                rel.display(),
                shared.join(&name).display()
            ));
        }
    }
    assert!(
        differ.is_empty(),
        "the project's copy differs from the shared cases (copy them again):\n{}",
        differ.join("\n")
    );
}

#[test]
fn every_project_copy_is_listed_in_its_readme() {
    let own = common::cases_dir();
    let readme = std::fs::read_to_string(own.join("README.md")).expect("tests/cases/README.md");
    let mut files = Vec::new();
    files_below(&own, &own, &mut files);
    for rel in files.iter().filter(|r| r.to_str() != Some("README.md")) {
        let line = format!("| `{}` |", rel.display());
        assert!(
            readme.contains(&line),
            "tests/cases/README.md does not say where {} came from",
            rel.display()
        );
    }
}
