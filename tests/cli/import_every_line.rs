//! `import --lineups` and `import --entries` check every line before anything is imported:
//! every fault of the file is named with its line at once (bad values and what the rules
//! refuse), the save unchanged; a file taken reports every line's correction, not only the
//! last line's.

use turnier::i18n::{Lang, with_lang};

use crate::common;
use crate::german_support::german;

use common::Desk;

#[test]
fn every_faulty_line_of_a_lineups_file_is_named_at_once() {
    let d = Desk::new();
    d.ok(&["new", "liga", "--system", "football", "--wp", "60"]);
    d.ok(&[
        "lineup",
        "liga",
        "Falken",
        "1-1-10-10-10",
        "--manager",
        "Anna",
    ]);
    let bad = d.write(
        "bad.csv",
        "manager,team,t,a,v,m,s,wish\nJan,Falken,1,1,10,10,10,\nBert,Möwen,10,-5,40,40,40,120\n\
         Carl,,1,1,9,9,9,\nDora,Dohlen,2,2,x,20,20,viel\nEmil,Elstern,2,2,20,20,20,\n\
         Anna,Adler,1,1,1,1,1,\nAnna,Amseln,1,1,1,1,1,\n",
    );
    d.rejected(
        "liga",
        &["import", "liga", "--lineups", &bad],
        "bad.csv: nothing imported: 6 faults, fix them all and import again:\n  \
         line 2: team: Falken is Anna's team in this tournament; choose another name\n  \
         line 3: a: A is negative; allowed: a whole number >= 0\n  \
         line 4: team: must not be empty\n  \
         line 5: v: V is not a number; allowed: a whole number >= 0\n  \
         line 5: wish: \"viel\" is not a whole number; allowed: 10..300 or empty\n  \
         line 8: team: Anna has 2 teams in this tournament already",
    );
    let de = with_lang(Lang::De, || {
        d.run(&["import", "liga", "--lineups", &bad])
            .expect_err("refused")
            .to_string()
    });
    assert!(
        de.contains("nichts importiert: 6 Fehler, alle beheben und neu importieren:\n  Zeile 2: Team: Falken ist in diesem Turnier das Team von Anna"),
        "{de}"
    );
    german("import refused", &de);
}

#[test]
fn every_correction_of_a_lineups_file_is_said() {
    let d = Desk::new();
    d.ok(&["new", "liga", "--system", "football", "--wp", "60"]);
    let good = d.write(
        "good.csv",
        "manager,team,t,a,v,m,s,wish\nAnna,Falken,10,5,40,40,40,120\nBert,Eulen,1,1,9,9,9,\n\
         Carl,Habichte,12,5,40,40,90,500\nDora,Dohlen,2,2,10,10,30,\n",
    );
    let said = d.ok(&["import", "liga", "--lineups", &good]);
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 4, "{said}");
    assert!(
        lines[0].starts_with("imported 4 line(s): lineup Dohlen (Dora): 2-2-10-10-30; saved"),
        "{said}"
    );
    assert_eq!(
        &lines[1..],
        [
            "  Falken (Anna): plays as 4-2-16-16-16 at 60 WP: over budget (150 WP): scaled to 60 WP",
            "  Habichte (Carl): plays as 3-1-12-12-27 at 60 WP: T above 10: cut from 12 to 10; \
             over budget (200 WP): scaled to 60 WP",
            "  Habichte: wish 500 WP ignored (allowed: 10..300; R-F7); the lineup counts",
        ]
    );
    let de = with_lang(Lang::De, || d.ok(&["import", "liga", "--lineups", &good]));
    assert!(
        de.contains("  Falken (Anna): spielt als 4-2-16-16-16 bei 60 WP: über Budget (150 WP): auf 60 WP gekürzt"),
        "{de}"
    );
}

const OFFER: &str = "name,stars,quarter_final,semi_final,final,winner,exchange,rank_diff,gm_strengths,notes\nRom,2,1,2,4,6,2,3,90 110,Sand\nWien,1,1,1,2,3,,,,\n";

#[test]
fn every_faulty_line_of_an_entries_file_is_named_at_once() {
    let d = Desk::new();
    d.ok(&["new", "gs", "--system", "grand-slam"]);
    let p = d.write(
        "players.csv",
        "name,strength,joined_round\nAnja,,\nBernd,,\n",
    );
    d.ok(&["import", "gs", "--players", &p]);
    let f = d.write("offer.csv", OFFER);
    d.ok(&["offer", "gs", "--tournaments", &f, "--limits", "0:1"]);
    let bad = d.write(
        "e.csv",
        "name,tournament,s1,s2,s3,s4,s5\nAnja,Rom,30,25,21,13,11\nOtto,Rom,30,25,21,13,11\n\
         Bernd,Paris,30,25,21,13,11\nBernd,Rom,30,30,21,13,6\nAnja,Wien,30,25,21,13,11\n",
    );
    d.rejected(
        "gs",
        &["import", "gs", "--entries", &bad],
        "e.csv: nothing imported: 4 faults, fix them all and import again:\n  \
         line 3: name: no player \"Otto\" is registered\n  \
         line 4: tournament: the round being prepared offers no tournament \"Paris\"\n  \
         line 5: name: Bernd in Rom refused: sets: two sets equal",
    );
    let said = d
        .run(&["import", "gs", "--entries", &bad])
        .expect_err("refused")
        .to_string();
    assert!(
        said.contains("\n  line 6: name: Anja in Wien refused: "),
        "{said}"
    );
    // Every rule-10 correction of a file taken is said, not only the last line's (R-G2).
    let good = d.write(
        "e2.csv",
        "name,tournament,s1,s2,s3,s4,s5\nAnja,Rom,36,25,21,13,11\nBernd,Wien,35,25,21,13,11\n",
    );
    let said = d.ok(&["import", "gs", "--entries", &good]);
    assert!(
        said.contains(
            "entry Bernd in Wien: 30,25,21,13,11 (rule 10: too many: 5 taken from set 1)"
        ) && said.contains(
            "  entry Anja in Rom: 30,25,21,13,11 (rule 10: too many: 6 taken from set 1)"
        ),
        "{said}"
    );
}
