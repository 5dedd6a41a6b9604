//! Printing: every document of every shipped example in both formats as insta snapshots, the
//! alphabetical pairings seat every player of the round once, the HTML parses as well-formed
//! markup (quick-xml, strict end tags), the text keeps to 80 columns and 60-line pages, names
//! that try to break out are escaped, and `turnier print` writes files, refuses documents of
//! the other system and says clearly when there is no `lp`.

use quick_xml::events::Event as Xml;
use quick_xml::{Reader, XmlVersion};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use turnier::game::{Event, Game, PlayerId, RoundNo};
use turnier::print::{self, DocumentKind, Format, html, text};
use turnier::store;
use turnier::swiss::SwissGame;

const SAVES: [&str; 5] = [
    "liga-gaucha-pauper-2024-e4",
    "pavia12",
    "pavia13",
    "muck-article",
    "muck-evening-24-pairs",
];

fn saves_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("saves")
}

fn load(stem: &str) -> Event {
    store::load(&saves_dir().join(format!("{stem}.ron"))).expect("shipped save loads")
}

/// The HTML with the embedded stylesheet left out, so that a snapshot shows the document.
fn without_stylesheet(h: &str) -> String {
    assert!(h.contains(html::STYLESHEET), "stylesheet embedded");
    h.replace(html::STYLESHEET, "/* assets/print.css */\n")
}

#[test]
fn every_document_of_every_shipped_example_in_both_formats() {
    for stem in SAVES {
        let t = load(stem);
        for kind in DocumentKind::allowed(&t) {
            let doc = print::build(&t, *kind, None).expect("document builds");
            let txt = print::render(&doc, Format::Text);
            insta::assert_snapshot!(format!("{stem}-{kind}.txt"), txt);
            let h = print::render(&doc, Format::Html);
            insta::assert_snapshot!(format!("{stem}-{kind}.html"), without_stylesheet(&h));
        }
    }
}

/// Parses `h` as XML (the renderer writes polyglot markup): every element closed and properly
/// nested, every attribute quoted, every entity known. Returns the text content.
fn well_formed(h: &str) -> String {
    let mut reader = Reader::from_str(h);
    reader.config_mut().check_end_names = true;
    reader.config_mut().check_comments = true;
    let mut depth = 0i64;
    let mut text = String::new();
    let mut roots = 0;
    loop {
        match reader.read_event() {
            Ok(Xml::Start(e)) => {
                if depth == 0 {
                    roots += 1;
                    assert_eq!(e.name().as_ref(), "html");
                }
                for a in e.attributes() {
                    let a = a.unwrap_or_else(|err| panic!("bad attribute: {err}"));
                    a.normalized_value(XmlVersion::Implicit1_0)
                        .unwrap_or_else(|err| panic!("bad attribute value: {err}"));
                }
                depth += 1;
            }
            Ok(Xml::End(_)) => depth -= 1,
            Ok(Xml::Empty(e)) => {
                for a in e.attributes() {
                    a.unwrap_or_else(|err| panic!("bad attribute: {err}"));
                }
            }
            Ok(Xml::Text(t)) => {
                text.push_str(&t.xml10_content());
            }
            Ok(Xml::GeneralRef(r)) => {
                let name = r.as_ref().to_string();
                let c = match name.as_str() {
                    "amp" => "&".to_string(),
                    "lt" => "<".into(),
                    "gt" => ">".into(),
                    "quot" => "\"".into(),
                    "#39" => "'".into(),
                    other => panic!("unknown entity &{other};"),
                };
                text.push_str(&c);
            }
            Ok(Xml::Eof) => break,
            Ok(_) => {}
            Err(e) => panic!("not well-formed at byte {}: {e}", reader.buffer_position()),
        }
        assert!(depth >= 0, "more end tags than start tags");
    }
    assert_eq!(depth, 0, "unclosed elements");
    assert_eq!(roots, 1, "one root element");
    text
}

/// Checks the text format's promises: lines of at most 80 columns, pages of at most 60 lines,
/// no control character but the form feed that starts a page.
fn text_fits(txt: &str, what: &str) {
    for (i, page) in txt.split('\u{000C}').enumerate() {
        let lines: Vec<&str> = page.lines().collect();
        assert!(
            lines.len() <= text::PAGE_LINES,
            "{what}: page {} has {} lines",
            i + 1,
            lines.len()
        );
        for l in lines {
            assert!(
                print::display_width(l) <= text::WIDTH,
                "{what}: line wider than 80 columns: {l:?}"
            );
            assert!(!l.chars().any(char::is_control), "{what}: control in {l:?}");
        }
    }
}

#[test]
fn html_is_well_formed_and_text_fits_for_every_shipped_document() {
    for stem in SAVES {
        let t = load(stem);
        for kind in DocumentKind::allowed(&t) {
            let doc = print::build(&t, *kind, None).expect("document builds");
            well_formed(&print::render(&doc, Format::Html));
            text_fits(
                &print::render(&doc, Format::Text),
                &format!("{stem} {kind}"),
            );
        }
    }
}

#[test]
fn alphabetical_pairings_list_every_player_of_every_round_once() {
    for stem in ["liga-gaucha-pauper-2024-e4", "pavia12", "pavia13"] {
        let t = load(stem);
        for r in &t.swiss().expect("swiss").rounds {
            let lines = print::pairings_by_name_lines(&t, t.swiss().expect("swiss"), r);
            let listed: Vec<PlayerId> = lines.iter().map(|l| l.player).collect();
            let unique: HashSet<PlayerId> = listed.iter().copied().collect();
            assert_eq!(
                unique.len(),
                listed.len(),
                "{stem} round {}: twice",
                r.number
            );
            let expected: HashSet<PlayerId> = r
                .tables
                .iter()
                .flat_map(|tb| [tb.a, tb.b])
                .chain(r.byes.iter().copied())
                .collect();
            assert_eq!(unique, expected, "{stem} round {}", r.number);
            // Each line agrees with its table; a bye has neither table nor opponent.
            for l in &lines {
                match l.table {
                    Some(n) => {
                        let tb = r.table(n).expect("table exists");
                        assert_eq!(tb.opponent_of(l.player), l.opponent);
                    }
                    None => {
                        assert!(r.byes.contains(&l.player) && l.opponent.is_none());
                    }
                }
            }
            let keys: Vec<String> = lines
                .iter()
                .map(|l| print::collation_key(&t.registry.name_of(l.player)))
                .collect();
            assert!(keys.windows(2).all(|w| w[0] <= w[1]), "sorted by name");
            // The printed document has one row per line.
            let doc = print::build(&t, DocumentKind::PairingsByName, Some(r.number))
                .expect("document builds");
            match doc.body {
                print::Body::Grid(g) => assert_eq!(g.rows.len(), lines.len()),
                other => panic!("a grid, got {other:?}"),
            }
        }
    }
}

const NASTY: [&str; 8] = [
    "<script>alert('x')</script>",
    "Tom & \"Jerry\" O'Neil",
    "محمد عبد الله",
    "山田太郎山田太郎山田太郎山田太郎山田太郎",
    "Zoë Ångström-Øvergaard",
    "Line\nbreak\u{202E}reversed",
    "🂡 Ace of Spades 🃏",
    "A very long name that goes on and on, Freiherr von und zu Something Else",
];

fn renamed(mut t: Event) -> Event {
    t.name = "Cup <&> \"Köln\"".into();
    for (i, p) in t.registry.participants.iter_mut().enumerate() {
        p.name = format!("{} {i}", NASTY[i % NASTY.len()]);
    }
    t
}

#[test]
fn any_unicode_name_is_escaped_and_fits() {
    for stem in ["pavia12", "muck-article"] {
        let t = renamed(load(stem));
        for kind in DocumentKind::allowed(&t) {
            let doc = print::build(&t, *kind, None).expect("document builds");
            let h = print::render(&doc, Format::Html);
            let content = well_formed(&h);
            assert!(!h.contains("<script>"), "{kind}: a name became markup");
            assert!(content.contains("Cup <&> \"Köln\""), "{kind}: event name");
            // Table cards and draw slips name no one.
            if !matches!(kind, DocumentKind::TableCards | DocumentKind::DrawSlips) {
                assert!(
                    content.contains("<script>alert('x')</script>")
                        || content.contains("Tom & \"Jerry\" O'Neil"),
                    "{kind}: names kept as written"
                );
            }
            assert!(!h.contains('\u{202E}'), "{kind}: bidi override removed");
            text_fits(
                &print::render(&doc, Format::Text),
                &format!("{stem} {kind}"),
            );
        }
    }
}

#[test]
fn documents_of_the_other_system_and_missing_rounds_are_refused() {
    let swiss = load("pavia12");
    let err = print::build(&swiss, DocumentKind::Draw, None).expect_err("not Swiss");
    assert_eq!(
        err.to_string(),
        "document: draw is not a swiss document; allowed for this event: pairings, \
         pairings-by-name, slips, standings"
    );
    let muck = load("muck-article");
    let err = print::build(&muck, DocumentKind::Slips, None).expect_err("not Muck");
    assert!(
        err.to_string()
            .contains("draw, score-sheets, table-cards, ranking")
    );
    let err = print::build(&swiss, DocumentKind::Pairings, Some(RoundNo(9))).expect_err("r9");
    assert_eq!(
        err.to_string(),
        "round: there is no round 9 (allowed: 1..4)"
    );
    let err = print::build(&swiss, DocumentKind::Standings, Some(RoundNo(0))).expect_err("r0");
    assert!(err.to_string().contains("allowed: 1..4"));
    let settings = swiss.swiss().expect("swiss").settings.clone();
    let empty = Event::new(
        "empty",
        Game::Swiss(SwissGame::new(settings)),
        swiss.created,
        0,
    );
    let err = print::build(&empty, DocumentKind::Slips, None).expect_err("no round");
    assert_eq!(
        err.to_string(),
        "round: slips needs a round and there is none yet"
    );
    // Standings of an event without rounds print (everyone at 0).
    print::build(&empty, DocumentKind::Standings, None).expect("empty standings");
}

#[test]
fn long_lists_break_into_pages_with_the_headers_repeated() {
    // 130 registered players before round 1: the standings need three pages.
    let settings = load("pavia12").swiss().expect("swiss").settings.clone();
    let mut big = Event::new(
        "Big",
        Game::Swiss(SwissGame::new(settings)),
        load("pavia12").created,
        0,
    );
    big.registry.participants = (1..=130)
        .map(|i| turnier::game::Participant {
            id: PlayerId(i),
            name: format!("Player {i:03}"),
            dropped_after: None,
            entered_round: None,
        })
        .collect();
    let doc = print::build(&big, DocumentKind::Standings, None).expect("builds");
    let txt = print::render(&doc, Format::Text);
    let pages: Vec<&str> = txt.split('\u{000C}').collect();
    assert_eq!(pages.len(), 3, "130 players need three pages");
    for (i, p) in pages.iter().enumerate() {
        assert!(p.contains(&format!("Page {} of 3", i + 1)));
        assert!(
            p.lines()
                .any(|l| l.starts_with("Rank") && l.contains("OGW%"))
        );
    }
    text_fits(&txt, "130 players");
    let t = load("liga-gaucha-pauper-2024-e4");
    let doc = print::build(&t, DocumentKind::Slips, None).expect("builds");
    let txt = print::render(&doc, Format::Text);
    for p in txt.split('\u{000C}') {
        let cuts = p.matches("-- cut here").count();
        let signatures = p.matches("signature:").count();
        assert_eq!(signatures, 2 * cuts, "a slip is never split across pages");
    }
}

/// The binary in English whatever this machine's locale (`LANG` chooses the language).
fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_turnier"));
    c.env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    c
}

#[test]
fn cli_writes_html_to_the_data_folder_and_text_to_a_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path().join("data");
    std::fs::create_dir(&data).expect("mkdir");
    let shipped = saves_dir().join("pavia12.ron");
    // An event in the data folder (named, not a path): the file goes into the data folder.
    std::fs::copy(&shipped, data.join("pavia12.ron")).expect("copy");
    let html = |event: &str| {
        bin()
            .args(["--data-dir", data.to_str().expect("utf8")])
            .args(["print", event, "pairings", "--format", "html"])
            .output()
            .expect("runs")
    };
    let out = html("pavia12");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = data.join("pavia12-pairings-round-4.html");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("wrote {}", expected.display())
    );
    well_formed(&std::fs::read_to_string(&expected).expect("written"));
    // An event file outside the data folder: next to that file, as the desk's print dialog
    // proposes.
    let elsewhere = dir.path().join("n3");
    std::fs::create_dir(&elsewhere).expect("mkdir");
    let save = elsewhere.join("pavia12.ron");
    std::fs::copy(&shipped, &save).expect("copy");
    let out = html(save.to_str().expect("utf8"));
    assert!(out.status.success());
    let expected = elsewhere.join("pavia12-pairings-round-4.html");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("wrote {}", expected.display())
    );
    well_formed(&std::fs::read_to_string(&expected).expect("written"));

    let file = dir.path().join("standings.txt");
    let out = bin()
        .args([
            "print",
            save.to_str().expect("utf8"),
            "standings",
            "--round",
            "2",
            "-o",
        ])
        .arg(&file)
        .output()
        .expect("runs");
    assert!(out.status.success());
    let txt = std::fs::read_to_string(&file).expect("written");
    assert!(txt.contains("After round 2"));

    let out = bin()
        .args(["print", save.to_str().expect("utf8"), "ranking"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains(
        "ranking is not a swiss document; allowed for this event: pairings, pairings-by-name, \
         slips, standings"
    ));
}

#[cfg(unix)]
#[test]
fn cli_lp_says_clearly_when_there_is_no_lp_and_passes_on_its_answer() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let save = saves_dir().join("muck-article.ron");
    let save = save.to_str().expect("utf8");
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).expect("mkdir");
    let out = bin()
        .env("PATH", &empty)
        .args(["print", save, "draw", "--lp"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("there is no `lp` command on this system"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // A stand-in `lp` that keeps what it is sent and answers like CUPS.
    let fake = dir.path().join("bin");
    std::fs::create_dir(&fake).expect("mkdir");
    let got = dir.path().join("got.txt");
    let script = fake.join("lp");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\ncat > '{}'\necho \"request id is desk-7 (1 file(s))\"\n",
            got.display()
        ),
    )
    .expect("script");
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let path = format!("{}:/usr/bin:/bin", fake.display());
    let out = bin()
        .env("PATH", &path)
        .args(["print", save, "draw", "--lp"])
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "sent to the printer: request id is desk-7 (1 file(s))"
    );
    let sent = std::fs::read_to_string(&got).expect("lp got the document");
    assert!(sent.contains("Berta / Else") && sent.contains("Draw"));

    let out = bin()
        .args(["print", save, "draw", "--lp", "--format", "html"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--lp sends the text document"));
}
