//! The Masters at the desk (`grand-slam.txt` 11, R-G14), screen 5 of a Grand Slam game, with
//! synthetic keys at 80x24: after round 10 of the shipped season's generator the top 8 of the
//! WRL with their accounts; `S` asks first, naming the fee and the account that goes negative;
//! distributions typed with rule 10's correction shown before Enter, a refused one named; `P`
//! plays each stage after a question; the groups' tables, the matches and the final order; the
//! same Masters as the commands give; in German too.

use crate::desk_support;
use crate::german_support;

use crossterm::event::KeyCode;
use desk_support::*;
use turnier::game::{Command, Event, PlayerId};
use turnier::grand_slam::{GrandSlamCommand as G, GrandSlamGame, MastersFor};
use turnier::i18n::{Lang, with_lang};
use turnier::tui::app::Popup;
use turnier::tui::{App, Screen};

const SEED: u64 = 0x6772_616e;

/// The shipped season's game right after round 10 (the Masters due), with the 8th
/// qualified's account down to 0.50, so the fee of 1.50 takes it to -1.00.
fn due() -> (Event, Vec<usize>) {
    let t = turnier::examples::grand_slam_before_masters(SEED).expect("generator");
    let g = t.grand_slam().expect("grand slam").clone();
    let field = g.masters_field(10);
    let eighth = field[7];
    let cents = 50 - g.balance(eighth);
    let cmd = Command::GrandSlam(G::Credit {
        player: PlayerId(eighth as u32 + 1),
        cents,
    });
    let t = turnier::game::apply(&t, cmd, clock()).expect("debit");
    (t, field)
}

fn game(a: &App) -> GrandSlamGame {
    a.session
        .as_ref()
        .and_then(|s| s.tournament().grand_slam().cloned())
        .expect("a grand slam game")
}

/// The distribution every qualified types: the sum 150 is wrong for any strength but 150,
/// so rule 10 corrects it (R-G2).
const SETS: &str = "50,40,30,20,10";

#[test]
fn the_masters_at_the_desk_from_the_top_8_to_the_final_order() {
    let (ev, field) = due();
    let (_d, path, mut a) = writable(ev.clone());
    let g = game(&a);
    let names: Vec<String> = field.iter().map(|p| g.players[*p].name.clone()).collect();
    // 5: the Masters; the tab bar has it before the audit log (6).
    ch(&mut a, '5');
    assert_eq!(a.screen, Screen::Extra);
    let screen = render(&a, 80, 24);
    assert!(screen.contains("5 Masters"), "{screen}");
    assert!(screen.contains("6 Audit log"), "{screen}");
    assert!(
        screen.contains("Masters after round 10 (season 1): the top 8 of the WRL after aging"),
        "{screen}"
    );
    // The 8th: account 0.50, after the fee -1.00.
    let eighth = screen
        .lines()
        .find(|l| l.contains(&names[7]))
        .expect("the 8th listed");
    assert!(eighth.contains("8."), "{eighth}");
    assert!(
        eighth.contains("0.50") && eighth.contains("-1.00"),
        "{eighth}"
    );
    insta::assert_snapshot!("gs_masters_due_80x24", screen);
    // P before S: nothing to play.
    ch(&mut a, 'P');
    assert!(is_error(&a), "{}", message(&a));
    // S asks first, naming the fee and the account that goes negative.
    ch(&mut a, 'S');
    assert!(matches!(a.popup, Some(Popup::Confirm(_))));
    let q = turnier::tui::game::grand_slam::masters::start_question(&game(&a));
    assert_eq!(
        q,
        format!(
            "Start the Masters after round 10? 1.50 is debited from each of the 8 accounts. \
             Goes negative: {} (-1.00).",
            names[7]
        )
    );
    let popup = render(&a, 80, 24);
    assert!(popup.contains("Goes negative"), "{popup}");
    ch(&mut a, 'y');
    assert!(!is_error(&a), "{}", message(&a));
    let g = game(&a);
    let m = g.masters.last().expect("the Masters begun");
    assert_eq!(m.players, field);
    assert_eq!(g.balance(field[7]), -100);
    assert_eq!(
        g.balance(field[0]),
        ev.grand_slam().expect("game").balance(field[0]) - 150
    );
    // Distributions typed: rule 10's correction before Enter.
    ch(&mut a, 'a');
    let first = names[0].split(' ').next().unwrap_or("").to_string();
    typed(&mut a, &format!("{}, {SETS}", names[0]));
    let strength = g.players[field[0]].strength;
    let line = render(&a, 80, 24);
    assert!(
        line.contains(&format!("{} for every match: plays", names[0])),
        "{line}"
    );
    assert!(line.contains("corrected by rule 10"), "{line}");
    insta::assert_snapshot!("gs_masters_typed_80x24", line);
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    // A refused line stays, its faults named.
    typed(&mut a, &format!("{}, 30,30,20,10,x", names[1]));
    let refused = render(&a, 80, 24);
    assert!(refused.contains("refused"), "{refused}");
    assert!(refused.contains("two sets equal"), "{refused}");
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    press(&mut a, KeyCode::Esc);
    ch(&mut a, 'a');
    for n in &names[1..] {
        typed(&mut a, &format!("{n}, {SETS}"));
        press(&mut a, KeyCode::Enter);
        assert!(!is_error(&a), "{n}: {}", message(&a));
    }
    // A group match of his own: the first against the 4th (group A is 1-4-5-8).
    typed(&mut a, &format!("{first}, {}, 60,45,30,20,10", names[3]));
    assert!(render(&a, 80, 24).contains(&format!("the match against {}", names[3])));
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    // Not in his group: refused before Enter.
    typed(&mut a, &format!("{first}, {}, {SETS}", names[1]));
    assert!(render(&a, 80, 24).contains(&format!("{} is not in {}'s group", names[1], names[0])));
    press(&mut a, KeyCode::Esc);
    let g = game(&a);
    let m = g.masters.last().expect("masters");
    assert_eq!(m.entries.len(), 9);
    let e = m
        .entries
        .iter()
        .find(|e| e.player == field[0] && e.slot == turnier::grand_slam::masters::Slot::Default)
        .expect("the first's distribution");
    assert_eq!(e.distribution.0.iter().sum::<u32>(), strength);
    assert!(e.correction.is_some() || strength == 150);
    // P plays the groups after a question.
    ch(&mut a, 'P');
    assert!(matches!(a.popup, Some(Popup::Confirm(_))));
    assert_eq!(
        turnier::tui::game::grand_slam::masters::play_question(&game(&a)),
        "Play the group matches of the Masters from the stored seed?"
    );
    ch(&mut a, 'y');
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(game(&a).masters[0].matches.len(), 12);
    let groups = render(&a, 80, 24);
    assert!(groups.contains("next: the semi-finals"), "{groups}");
    assert!(groups.contains("Group A (places 1-4-5-8)"), "{groups}");
    insta::assert_snapshot!("gs_masters_groups_80x24", groups);
    for _ in 0..2 {
        ch(&mut a, 'P');
        ch(&mut a, 'y');
        assert!(!is_error(&a), "{}", message(&a));
    }
    let g = game(&a);
    let m = g.masters.last().expect("masters");
    let order = m.final_order().expect("the final played");
    let done = render(&a, 80, 24);
    let words: Vec<String> = order
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}. {}", i + 1, g.players[*p].name))
        .collect();
    assert!(
        done.contains(&format!("Final order: {}", words[..2].join(" · "))),
        "{done}"
    );
    insta::assert_snapshot!("gs_masters_final_80x24", done);
    // The desk played what the commands play from the event's seed.
    let mut t = ev;
    let cmds = std::iter::once(G::StartMasters)
        .chain(names.iter().enumerate().map(|(i, _)| G::EnterMasters {
            player: PlayerId(field[i] as u32 + 1),
            slot: MastersFor::Default,
            sets: SETS.into(),
        }))
        .chain(std::iter::once(G::EnterMasters {
            player: PlayerId(field[0] as u32 + 1),
            slot: MastersFor::Against(PlayerId(field[3] as u32 + 1)),
            sets: "60,45,30,20,10".into(),
        }))
        .chain([G::PlayMasters, G::PlayMasters, G::PlayMasters]);
    for c in cmds {
        t = turnier::game::apply(&t, Command::GrandSlam(c), clock()).expect("command");
    }
    let by_commands = t.grand_slam().expect("game").masters.last().cloned();
    assert_eq!(by_commands.map(|m| m.matches), Some(m.matches.clone()));
    // Saved.
    let saved = turnier::store::load(&path).expect("saved");
    assert_eq!(
        saved
            .grand_slam()
            .and_then(|g| g.masters.last())
            .and_then(|m| m.final_order()),
        Some(order)
    );
    // 6: the audit log.
    ch(&mut a, '6');
    assert_eq!(a.screen, Screen::Audit);
}

#[test]
fn the_masters_reads_german() {
    let (ev, field) = due();
    let (_d, _p, mut a) = writable(ev);
    a.lang = Lang::De;
    with_lang(Lang::De, || {
        let g = game(&a);
        let names: Vec<String> = field.iter().map(|p| g.players[*p].name.clone()).collect();
        ch(&mut a, '5');
        let text = render(&a, 80, 24);
        assert!(text.contains("die ersten 8 der WRL"), "{text}");
        german_support::german("due", &text);
        insta::assert_snapshot!("gs_masters_de_due_80x24", text);
        ch(&mut a, 'S');
        let q = render(&a, 80, 24);
        assert!(q.contains("Ins Minus rutscht"), "{q}");
        german_support::german("question", &q);
        ch(&mut a, 'y');
        ch(&mut a, 'a');
        typed(&mut a, &format!("{}, halbfinale, {SETS}", names[0]));
        let typed_line = render(&a, 80, 24);
        assert!(typed_line.contains("für das Halbfinale"), "{typed_line}");
        german_support::german("typed", &typed_line);
        press(&mut a, KeyCode::Esc);
        ch(&mut a, 'a');
        for n in &names {
            typed(&mut a, &format!("{n}, {SETS}"));
            press(&mut a, KeyCode::Enter);
        }
        press(&mut a, KeyCode::Esc);
        for _ in 0..3 {
            ch(&mut a, 'P');
            // The question alone: the popup cuts the names of the screen behind it.
            let q = turnier::tui::game::grand_slam::masters::play_question(&game(&a));
            assert!(q.starts_with("Masters: "), "{q}");
            german_support::german("play question", &q);
            ch(&mut a, 'y');
            assert!(!is_error(&a), "{}", message(&a));
        }
        let text = render(&a, 80, 24);
        assert!(text.contains("Endstand: 1."), "{text}");
        german_support::german("final", &text);
        insta::assert_snapshot!("gs_masters_de_final_80x24", text);
        assert!(
            render(&a, 120, 40).contains("Spiele Gruppe A"),
            "{}",
            render(&a, 120, 40)
        );
    });
}

/// `c` on screen 5 credits a subscription account as `turnier credit` does (11: the GM keeps
/// the accounts): before the Masters starts, the line says before Enter what Enter books and
/// how the account goes; a bad amount and a zero are refused before Enter, the field named;
/// a negative amount debits; `u` takes a credit back.
#[test]
fn c_on_the_masters_credits_an_account_before_enter_says_what() {
    let (ev, field) = due();
    let (_d, path, mut a) = writable(ev);
    let g = game(&a);
    let eighth = g.players[field[7]].name.clone();
    ch(&mut a, '5');
    let screen = render(&a, 80, 24);
    assert!(screen.contains("c:account"), "{screen}");
    ch(&mut a, 'c');
    let hint = render(&a, 80, 24);
    assert!(
        hint.contains("credit an account (player amount, - debits):"),
        "{hint}"
    );
    assert!(hint.contains("like Anja 10.00"), "{hint}");
    typed(&mut a, &format!("{eighth} 10,00"));
    let line = render(&a, 80, 24);
    assert!(
        line.contains(&format!(
            "Enter credits 10.00 to {eighth}: account 0.50 → 10.50"
        )),
        "{line}"
    );
    press(&mut a, KeyCode::Enter);
    assert!(!is_error(&a), "{}", message(&a));
    assert_eq!(game(&a).balance(field[7]), 1050);
    assert!(
        message(&a).contains("10.00 credited, balance 10.50"),
        "{}",
        message(&a)
    );
    let saved = turnier::store::load(&path).expect("saved");
    assert_eq!(saved.grand_slam().expect("game").balance(field[7]), 1050);
    // The line opens again and says what was booked until the next key.
    assert_eq!(a.input.as_ref().map(|i| i.text.as_str()), Some(""));
    let again = render(&a, 80, 24);
    assert!(again.contains("10.00 credited, balance 10.50"), "{again}");
    // A bad amount, refused before Enter and on Enter, stays.
    typed(&mut a, &format!("{eighth} 1,234"));
    let bad = render(&a, 80, 24);
    assert!(
        bad.contains("amount: \"1,234\" is not an amount; allowed: euros with , or . and at"),
        "{bad}"
    );
    press(&mut a, KeyCode::Enter);
    assert!(is_error(&a));
    assert_eq!(game(&a).balance(field[7]), 1050);
    // A zero: the command's own refusal, found on a copy before Enter.
    press(&mut a, KeyCode::Esc);
    ch(&mut a, 'c');
    typed(&mut a, &format!("{eighth} 0"));
    let zero = render(&a, 80, 24);
    assert!(zero.contains("give an amount other than 0"), "{zero}");
    // A debit (a correction).
    press(&mut a, KeyCode::Esc);
    ch(&mut a, 'c');
    typed(&mut a, &format!("{eighth}, -0.50"));
    assert!(
        render(&a, 80, 24).contains(&format!(
            "Enter debits 0.50 from {eighth}: account 10.50 → 10.00"
        )),
        "{}",
        render(&a, 80, 24)
    );
    press(&mut a, KeyCode::Enter);
    assert_eq!(game(&a).balance(field[7]), 1000);
    // The start question now names no negative account.
    press(&mut a, KeyCode::Esc);
    ch(&mut a, 'S');
    assert!(
        turnier::tui::game::grand_slam::masters::start_question(&game(&a))
            .contains("No account goes"),
        "{}",
        turnier::tui::game::grand_slam::masters::start_question(&game(&a))
    );
    ch(&mut a, 'n');
    // `u` takes the debit back.
    ch(&mut a, 'u');
    ch(&mut a, 'y');
    assert_eq!(game(&a).balance(field[7]), 1050, "{}", message(&a));
}

#[test]
fn c_on_the_masters_reads_german() {
    let (ev, field) = due();
    let (_d, _p, mut a) = writable(ev);
    a.lang = Lang::De;
    with_lang(Lang::De, || {
        let eighth = game(&a).players[field[7]].name.clone();
        ch(&mut a, '5');
        let screen = render(&a, 80, 24);
        assert!(screen.contains("c:Abokonto"), "{screen}");
        ch(&mut a, 'c');
        typed(&mut a, &format!("{eighth} 10,00"));
        let line = render(&a, 80, 24);
        assert!(
            line.contains(&format!(
                "Enter schreibt {eighth} 10,00 gut: Abokonto 0,50 → 10,50"
            )),
            "{line}"
        );
        german_support::german("credit", &line);
        typed(&mut a, "x");
        let bad = render(&a, 80, 24);
        assert!(bad.contains("Betrag: „10,00x“ ist kein Betrag"), "{bad}");
        german_support::german("credit refused", &bad);
        press(&mut a, KeyCode::Esc);
        ch(&mut a, 'c');
        typed(&mut a, &format!("{eighth} 0"));
        let zero = render(&a, 80, 24);
        assert!(zero.contains("Betrag"), "{zero}");
        german_support::german("credit zero", &zero);
        press(&mut a, KeyCode::Esc);
        ch(&mut a, '?');
        let help = render(&a, 80, 24);
        assert!(help.contains("anna, halbfinale, 30,25,21,13,11"), "{help}");
        assert!(help.contains("anna 10,00"), "{help}");
        german_support::german("help", &help);
    });
}
