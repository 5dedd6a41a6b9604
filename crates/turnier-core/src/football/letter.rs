//! A Turnierfußball letter: the manager's team(s), their lineups and his WP wish, read into
//! the [`FootballCommand::SubmitLineup`]s typing them would give (`turnierfussball.txt`: each
//! manager sends his United-Reihenwertung by the ZAT; R-F7 the wish).
//!
//! What is read ([`read`]):
//! - the manager: `Von:`, `From:`, `Absender:` or `Manager:` ([`crate::letter::sender`]);
//!   a name no manager has is a new manager, a start of registered names is not guessed;
//! - a team: `Team:`, `Teamname:` or `Mannschaft:`; a lineup, the anti mark and the wish may
//!   follow on the same line (`Team: Kruse Kombinat, 4-4-60-40-34, Wunsch 200`);
//! - a lineup: `4-4-60-40-34` (also `/` between the values), `T 4 A 4 V 60 M 40 S 34`,
//!   `T4/A4/V60/M40/S34`, `T-A-V-M-S: 4-4-60-40-34`, or one row a line (`Torwart: 4`,
//!   `Ausputzer`, `Verteidigung`, `Mittelfeld`, `Sturm`); it belongs to the team line before
//!   it, or to the letter's only team;
//! - an anti-tournament lineup: `Anti` (`Antiturnier`) on its line, on a line of its own
//!   before it, or on its team's line (`Team (Anti): …`, `Team: X (Anti)`) (R-F8);
//! - the wish: `Wunsch: 200`, `WP-Wunsch 200`, `(Wunsch 150)`, `Wish: 200`; `Wunsch: keiner`
//!   is none. It is the manager's (R-F7): it goes with each of the letter's lineups of the
//!   normal tournament, and one outside 10..300 is entered and ignored by the rules.
//!
//! Never a guess: no team, a team without a lineup, two different lineups for one team (or
//! for one team's anti-tournament), a lineup before the first of two teams, a lineup missing a
//! row, two different wishes, a wish without a number leave the letter out with the reason.

use super::FootballCommand;
use super::lineup::{Lineup, LineupError, LineupErrorKind, Row, parse_row};
use crate::game::{Msg, Registry, same_name_key};
use crate::letter::{
    self, Kind, Letter, Reading, Token, Who, lone_numbers, number_lists, tokens, whole,
};

/// The labels of a team's line: `Team:`, `Teamname:`, `Mannschaft:`.
pub const TEAM_LABELS: [&str; 3] = ["team", "teamname", "mannschaft"];

/// The words that mark a lineup for the anti-tournament (R-F8).
const ANTI_WORDS: [&str; 4] = [
    "anti",
    "antiturnier",
    "antiturnierfußball",
    "antiturnierfussball",
];

/// Words that may stand beside `Anti` on a line of its own (`Aufstellung Anti-Turnier:`).
const ANTI_FILLER: [&str; 8] = [
    "turnier",
    "aufstellung",
    "für",
    "fuer",
    "das",
    "lineup",
    "tournament",
    "for",
];

/// The words of the wish (R-F7): `Wunsch`, `WP-Wunsch` (read as `WP` `-` `Wunsch`), `Wish`.
const WISH_WORDS: [&str; 2] = ["wunsch", "wish"];

/// Words after `Wunsch:` that say there is none.
const NO_WISH: [&str; 7] = ["kein", "keine", "keiner", "keinen", "none", "no", "egal"];

/// The row a word names: the letters and the German names of the rows, and English ones.
fn row_of(t: &Token<'_>) -> Option<Row> {
    if t.kind != Kind::Word {
        return None;
    }
    Some(match t.text.to_lowercase().as_str() {
        "t" | "tw" | "torwart" | "torhüter" | "goalkeeper" | "keeper" => Row::T,
        "a" | "ap" | "ausputzer" | "libero" | "sweeper" => Row::A,
        "v" | "verteidigung" | "abwehr" | "defence" | "defense" => Row::V,
        "m" | "mf" | "mittelfeld" | "midfield" => Row::M,
        "s" | "st" | "sturm" | "angriff" | "attack" => Row::S,
        _ => return None,
    })
}

/// A team named in the letter.
struct Team {
    name: String,
    /// Marked for the anti-tournament on its team line.
    anti: bool,
}

/// A lineup read, with its team (an index into the teams; `None` before the first team line).
struct Found {
    team: Option<usize>,
    lineup: Lineup,
    anti: bool,
}

/// Rows written one at a time (`Torwart: 4`, or `T 4 A 4` on one line and `V 60 …` on the
/// next), gathered until all five are in.
#[derive(Default)]
struct Rows {
    got: [Option<u32>; 5],
    anti: bool,
    /// The line of the last row.
    line: u32,
}

/// The state of reading one letter line by line.
#[derive(Default)]
struct Scan {
    teams: Vec<Team>,
    /// The team the lines belong to now.
    current: Option<usize>,
    /// A line of its own said `Anti` since the current team line.
    anti_after: bool,
    found: Vec<Found>,
    rows: Rows,
    wishes: Vec<u32>,
    /// The teams (as [`Found::team`]) with a lineup that could not be read: refused already,
    /// so not refused again for having none.
    broken: Vec<Option<usize>>,
}

/// The words of a letter's line about the line: `line 12: …`.
fn at(line: u32, what: Msg) -> Msg {
    Msg::key("letter-at-line")
        .num("line", line)
        .msg("what", what)
}

/// A lineup error in words, as an import names it (`A is negative; allowed: …`).
fn lineup_words(e: &LineupError) -> Msg {
    let what = match e.kind {
        LineupErrorKind::Parts(n) => return Msg::key("football-import-parts").num("count", n),
        LineupErrorKind::Negative => Msg::key("football-import-negative"),
        LineupErrorKind::NotWhole => Msg::key("football-import-not-whole"),
        LineupErrorKind::NotANumber => Msg::key("football-import-not-number"),
        LineupErrorKind::TooLarge => Msg::key("football-import-too-large"),
    };
    Msg::key("football-import-row")
        .text("row", e.row.map_or("", Row::letter))
        .msg("what", what)
}

/// A row's value as written: a decimal comma is a decimal point (so `4,5` is refused as not
/// whole, not as not a number).
fn row_value(row: Row, text: &str) -> Result<u32, LineupError> {
    parse_row(row, &text.replace(',', "."))
}

/// A team line (`Team: Kruse Kombinat`, `Mannschaft (Anti): …`): the team's name, whether the
/// label marks it anti, and the rest of the value after the name (a lineup, the wish, an
/// anti mark), which is read as any line is.
fn team_line(text: &str) -> Option<(String, bool, &str)> {
    let (label, value) = text.split_once(':')?;
    let words: Vec<Token<'_>> = tokens(label);
    let mut teams = 0;
    let mut anti = false;
    for t in &words {
        match t.kind {
            Kind::Word if t.is_word(&TEAM_LABELS) => teams += 1,
            Kind::Word if t.is_word(&ANTI_WORDS) => anti = true,
            Kind::Mark if "()[]-".contains(t.text) => {}
            _ => return None,
        }
    }
    if teams != 1 {
        return None;
    }
    let toks = tokens(value);
    let lists = number_lists(&toks);
    let mut cut = lists.first().map_or(value.len(), |l| l.start);
    for (i, t) in toks.iter().enumerate() {
        let marked = |t: &Token<'_>| t.is_word(&ANTI_WORDS) || t.is_word(&WISH_WORDS);
        let opens = "([,;".contains(t.text) && t.kind == Kind::Mark;
        if (opens && toks.get(i + 1).is_some_and(marked)) || t.is_word(&WISH_WORDS) {
            cut = cut.min(t.start);
        }
    }
    let name = value[..cut]
        .trim()
        .trim_end_matches([',', ';', ':', '-', '–'])
        .trim();
    Some((name.to_string(), anti, &value[cut..]))
}

impl Scan {
    /// A team line: the rows written so far belong to the team before it.
    fn team(&mut self, r: &mut Reading, name: String, anti: bool, line: u32) {
        self.flush(r);
        if name.is_empty() {
            r.refuse(at(line, Msg::key("football-letter-team-empty")));
        }
        let key = same_name_key(&name);
        let i = match self
            .teams
            .iter()
            .position(|t| same_name_key(&t.name) == key)
        {
            Some(i) => {
                self.teams[i].anti |= anti;
                i
            }
            None => {
                self.teams.push(Team { name, anti });
                self.teams.len() - 1
            }
        };
        self.current = Some(i);
        self.anti_after = false;
    }

    /// Whether a lineup on a line with (or without) `Anti` on it is for the anti-tournament.
    fn anti(&self, on_line: bool) -> bool {
        on_line || self.anti_after || self.current.is_some_and(|i| self.teams[i].anti)
    }

    fn push(&mut self, lineup: Lineup, anti: bool) {
        self.found.push(Found {
            team: self.current,
            lineup,
            anti,
        });
    }

    /// The rows written one at a time, at the end of a team's lines: all five are a lineup,
    /// some of them are refused as incomplete.
    fn flush(&mut self, r: &mut Reading) {
        let rows = std::mem::take(&mut self.rows);
        let missing: Vec<&str> = Row::ALL
            .iter()
            .filter(|row| rows.got[**row as usize].is_none())
            .map(|row| row.letter())
            .collect();
        if missing.len() == 5 {
            return;
        }
        if missing.is_empty() {
            let l = Lineup(rows.got.map(|v| v.unwrap_or(0)));
            self.push(l, rows.anti);
        } else {
            self.broken.push(self.current);
            r.refuse(at(
                rows.line,
                Msg::key("football-letter-rows-missing").text("rows", missing.join(", ")),
            ));
        }
    }

    /// A lineup of the current team that cannot be read.
    fn refuse_lineup(&mut self, r: &mut Reading, why: Msg) {
        self.broken.push(self.current);
        r.refuse(why);
    }

    /// One row written on its own: two different values for a row are refused.
    fn row(&mut self, r: &mut Reading, line: u32, row: Row, value: u32, anti: bool) {
        let got = &mut self.rows.got[row as usize];
        match got {
            Some(v) if *v != value => {
                let was = *v;
                r.refuse(at(
                    line,
                    Msg::key("football-letter-row-twice")
                        .text("row", row.letter())
                        .num("first", was)
                        .num("second", value),
                ));
            }
            _ => *got = Some(value),
        }
        self.rows.line = line;
        self.rows.anti |= self.anti(anti);
        if self.rows.got.iter().all(Option::is_some) {
            let l = Lineup(self.rows.got.map(|v| v.unwrap_or(0)));
            let anti = self.rows.anti;
            self.rows = Rows::default();
            self.push(l, anti);
        }
    }

    /// The wish after `Wunsch` at `toks[i]`, up to a closing bracket or the line's end.
    fn wish(&mut self, r: &mut Reading, line: u32, text: &str, toks: &[Token<'_>], i: usize) {
        let end = toks[i + 1..]
            .iter()
            .position(|t| t.is_mark(')') || t.is_mark(']'))
            .map_or(toks.len(), |k| i + 1 + k);
        let seg = &toks[i + 1..end];
        let lists: Vec<_> = number_lists(seg)
            .into_iter()
            .filter(|l| l.parts.len() != 5)
            .collect();
        let shown = text[toks[i].start..toks.get(end).map_or(text.len(), |t| t.end)].trim();
        let numbers = lone_numbers(seg, &number_lists(seg));
        let said = |key: &str| at(line, Msg::key(key).text("text", shown));
        if !lists.is_empty() || numbers.len() > 1 {
            r.refuse(said("football-letter-wish-unclear"));
        } else if let Some(n) = numbers.first() {
            match whole(n.text).and_then(|v| u32::try_from(v).ok()) {
                Some(v) => self.wishes.push(v),
                None => r.refuse(said("football-letter-wish-not-whole")),
            }
        } else if !seg.iter().any(|t| t.is_word(&NO_WISH) || t.is_mark('-')) {
            r.refuse(said("football-letter-wish-no-number"));
        }
    }

    /// One line (or the rest of a team line): lineups, rows, the wish, the anti mark.
    fn content(&mut self, r: &mut Reading, line: u32, text: &str) {
        let toks = tokens(text);
        let lists = number_lists(&toks);
        let anti_here = toks.iter().any(|t| t.is_word(&ANTI_WORDS));
        let mut wish_from = toks.len();
        for (i, t) in toks.iter().enumerate() {
            if t.is_word(&WISH_WORDS) {
                self.wish(r, line, text, &toks, i);
                wish_from = wish_from.min(i);
            }
        }
        let wish_at = toks.get(wish_from).map_or(text.len(), |t| t.start);
        for l in &lists {
            match l.parts.len() {
                5 => {
                    let mut rows = [0u32; 5];
                    let mut bad = None;
                    for (k, p) in l.parts.iter().enumerate() {
                        match row_value(Row::ALL[k], p) {
                            Ok(v) => rows[k] = v,
                            Err(e) => bad = bad.or(Some(e)),
                        }
                    }
                    match bad {
                        None => self.push(Lineup(rows), self.anti(anti_here)),
                        Some(e) => self.refuse_lineup(
                            r,
                            at(
                                line,
                                Msg::key("football-letter-bad-lineup")
                                    .text("text", &text[l.start..l.end])
                                    .msg("why", lineup_words(&e)),
                            ),
                        ),
                    }
                }
                4 | 6 if l.start < wish_at => self.refuse_lineup(
                    r,
                    at(
                        line,
                        Msg::key("football-letter-bad-lineup")
                            .text("text", &text[l.start..l.end])
                            .msg(
                                "why",
                                lineup_words(&LineupError {
                                    row: None,
                                    kind: LineupErrorKind::Parts(l.parts.len()),
                                }),
                            ),
                    ),
                ),
                _ => {}
            }
        }
        // Rows one by one: a row's word, maybe `:` or `=`, its value. A line of rows starts
        // with one, or has two or more (so `Sturm 3` in a sentence is no row).
        let lone = lone_numbers(&toks[..wish_from], &lists);
        let mut pairs = Vec::new();
        for (i, t) in toks[..wish_from].iter().enumerate() {
            let Some(row) = row_of(t) else { continue };
            let mut j = i + 1;
            while toks
                .get(j)
                .is_some_and(|x| x.is_mark(':') || x.is_mark('='))
            {
                j += 1;
            }
            if let Some(n) = toks.get(j).filter(|n| lone.contains(n)) {
                pairs.push((i, row, n.text));
            }
        }
        let first_word = toks.iter().position(|t| t.kind != Kind::Mark);
        if pairs.len() >= 2 || pairs.first().is_some_and(|p| Some(p.0) == first_word) {
            for (_, row, value) in pairs.iter().copied() {
                match row_value(row, value) {
                    Ok(v) => self.row(r, line, row, v, anti_here),
                    Err(e) => self.refuse_lineup(
                        r,
                        at(
                            line,
                            Msg::key("football-letter-bad-row")
                                .text("text", value)
                                .msg("why", lineup_words(&e)),
                        ),
                    ),
                }
            }
        }
        let bare = anti_here
            && lists.is_empty()
            && pairs.is_empty()
            && toks
                .iter()
                .all(|t| t.kind != Kind::Word || t.is_word(&ANTI_WORDS) || t.is_word(&ANTI_FILLER));
        if bare {
            self.anti_after = true;
        }
    }
}

/// What a Turnierfußball letter says (module doc): the [`FootballCommand::SubmitLineup`] of
/// each lineup, the manager's wish with each of the normal tournament's (R-F7), or why the
/// letter is not read completely. `reg` names the managers registered so far.
pub fn read(reg: &Registry, letter: &Letter) -> Reading {
    let mut r = Reading::of(letter);
    let manager = match letter::sender(letter) {
        Ok(name) => {
            r.sender = Some(name.clone());
            match letter::who(reg, &name) {
                Who::Known(id) => Some(reg.name_of(id)),
                Who::New => {
                    r.notes
                        .push(Msg::key("football-letter-new-manager").text("name", &name));
                    Some(name)
                }
                Who::Unclear(names) => {
                    r.refuse(
                        Msg::key("letter-sender-unclear")
                            .text("name", &name)
                            .text("names", names.join(", ")),
                    );
                    None
                }
            }
        }
        Err(p) => {
            r.refuse(p);
            None
        }
    };
    let mut s = Scan::default();
    for l in &letter.lines {
        if letter::field(&l.text, &letter::SENDER_LABELS).is_some() {
            continue;
        }
        match team_line(&l.text) {
            Some((name, anti, rest)) => {
                s.team(&mut r, name, anti, l.number);
                s.content(&mut r, l.number, rest);
            }
            None => s.content(&mut r, l.number, &l.text),
        }
    }
    s.flush(&mut r);
    finish(s, manager, r)
}

/// The lineups given to their teams, checked for what cannot be guessed, and the commands.
fn finish(mut s: Scan, manager: Option<String>, mut r: Reading) -> Reading {
    let only = (s.teams.len() == 1).then_some(0);
    for f in &mut s.found {
        f.team = f.team.or(only);
    }
    if s.teams.is_empty() {
        r.refuse(Msg::key("football-letter-no-team"));
    }
    for f in s.found.iter().filter(|f| f.team.is_none()) {
        r.read
            .push(Msg::key("football-letter-read-lineup-alone").text("lineup", f.lineup));
        if !s.teams.is_empty() {
            r.refuse(Msg::key("football-letter-which-team").text("lineup", f.lineup));
        }
    }
    let mut wishes = s.wishes.clone();
    wishes.sort_unstable();
    wishes.dedup();
    let wish = match wishes.as_slice() {
        [] => None,
        [one] => Some(*one),
        many => {
            let list: Vec<String> = many.iter().map(u32::to_string).collect();
            r.refuse(Msg::key("football-letter-two-wishes").text("wishes", list.join(", ")));
            None
        }
    };
    let mut commands = Vec::new();
    for (i, team) in s.teams.iter().enumerate() {
        let mut any = false;
        for anti in [false, true] {
            let mut lineups: Vec<Lineup> = Vec::new();
            for f in s
                .found
                .iter()
                .filter(|f| f.team == Some(i) && f.anti == anti)
            {
                if !lineups.contains(&f.lineup) {
                    lineups.push(f.lineup);
                }
            }
            let key = if anti {
                "football-letter-read-anti"
            } else {
                "football-letter-read-lineup"
            };
            for l in &lineups {
                r.read
                    .push(Msg::key(key).text("team", &team.name).text("lineup", l));
            }
            match lineups.as_slice() {
                [] => {}
                [one] => {
                    any = true;
                    if let Some(m) = &manager {
                        commands.push(FootballCommand::SubmitLineup {
                            team: team.name.clone(),
                            manager: m.clone(),
                            lineup: *one,
                            wish: if anti { None } else { wish },
                            anti,
                        });
                    }
                }
                many => {
                    any = true;
                    let list: Vec<String> = many.iter().map(Lineup::to_string).collect();
                    r.refuse(
                        Msg::key(if anti {
                            "football-letter-two-anti"
                        } else {
                            "football-letter-two-lineups"
                        })
                        .text("team", &team.name)
                        .text("lineups", list.join(", ")),
                    );
                }
            }
        }
        if !any && !s.broken.iter().any(|b| b.or(only) == Some(i)) {
            r.read
                .push(Msg::key("football-letter-read-team").text("team", &team.name));
            r.refuse(Msg::key("football-letter-no-lineup").text("team", &team.name));
        }
    }
    if s.teams.is_empty() && s.found.is_empty() {
        r.refuse(Msg::key("football-letter-no-lineups"));
    }
    if let Some(w) = wish {
        r.read
            .push(Msg::key("football-letter-read-wish").num("wish", w));
        let normal = commands
            .iter()
            .any(|c| matches!(c, FootballCommand::SubmitLineup { anti: false, .. }));
        if !normal && !commands.is_empty() {
            r.notes
                .push(Msg::key("football-letter-wish-no-team").num("wish", w));
        }
    }
    if r.problems.is_empty() {
        r.commands = commands.into_iter().map(Into::into).collect();
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Command, Participant, PlayerId};
    use crate::letter::split;

    fn lineups(r: &Reading) -> Vec<(String, String, String, Option<u32>, bool)> {
        r.commands
            .iter()
            .map(|c| match c {
                Command::Football(FootballCommand::SubmitLineup {
                    team,
                    manager,
                    lineup,
                    wish,
                    anti,
                }) => (
                    team.clone(),
                    manager.clone(),
                    lineup.to_string(),
                    *wish,
                    *anti,
                ),
                other => panic!("not a lineup: {other:?}"),
            })
            .collect()
    }

    fn one(text: &str) -> Reading {
        let reg = Registry {
            participants: vec![Participant {
                id: PlayerId(1),
                name: "Anna Kruse".into(),
                dropped_after: None,
                entered_round: None,
            }],
        };
        read(&reg, &split(text)[0])
    }

    fn lineup(
        team: &str,
        l: &str,
        wish: Option<u32>,
        anti: bool,
    ) -> (String, String, String, Option<u32>, bool) {
        (team.into(), "Anna Kruse".into(), l.into(), wish, anti)
    }

    #[test]
    fn every_way_of_writing_a_lineup_reads_the_same() {
        for text in [
            "Von: Anna Kruse\nTeam: Kruse Kombinat\n4-4-60-40-34\nWunsch: 200\n",
            "From: Anna Kruse\nTeamname: Kruse Kombinat\nT 4 A 4 V 60 M 40 S 34\nWP-Wunsch 200\n",
            "Absender: Anna Kruse\nMannschaft: Kruse Kombinat\nT4/A4/V60/M40/S34 (Wunsch 200)\n",
            "Manager: Anna Kruse\nTeam: Kruse Kombinat\nT-A-V-M-S: 4-4-60-40-34\nWunsch 200 WP\n",
            "Von: Anna Kruse\nTeam: Kruse Kombinat\nTorwart: 4\nAusputzer: 4\nVerteidigung: 60\n\
             Mittelfeld: 40\nSturm: 34\nWunsch: 200\n",
            "Von: Anna Kruse\nTeam: Kruse Kombinat, 4 - 4 - 60 - 40 - 34, Wunsch 200\n",
            "Hallo GM,\nhier mein Zug.\n4/4/60/40/34 (Wunsch 200)\nTeam: Kruse Kombinat\n\
             Gruß, Anna\nVon: Anna Kruse\n",
        ] {
            let r = one(text);
            assert!(r.problems.is_empty(), "{text}: {:?}", r.problems);
            assert_eq!(
                lineups(&r),
                [lineup("Kruse Kombinat", "4-4-60-40-34", Some(200), false)],
                "{text}"
            );
        }
    }

    #[test]
    fn two_teams_an_anti_lineup_and_the_wish_for_the_letter() {
        let r = one(
            "Von: Anna Kruse\nTeam: Kruse Kombinat\n4-4-60-40-34\nTeam: Kruse Reserve\n\
             10-10-30-30-30\nAnti: 0-0-1-1-1\nWunsch: 150\n",
        );
        assert_eq!(
            lineups(&r),
            [
                lineup("Kruse Kombinat", "4-4-60-40-34", Some(150), false),
                lineup("Kruse Reserve", "10-10-30-30-30", Some(150), false),
                lineup("Kruse Reserve", "0-0-1-1-1", None, true),
            ]
        );
        let r = one("Von: Anna Kruse\nTeam (Anti): Kruse Kombinat\n1-1-10-10-10\n");
        assert_eq!(
            lineups(&r),
            [lineup("Kruse Kombinat", "1-1-10-10-10", None, true)]
        );
        let r = one(
            "Von: Anna Kruse\nTeam: Kruse Kombinat (Anti)\nAntiturnier\nT 1 A 1 V 10 M 10 S 10\nWunsch: keiner\n",
        );
        assert_eq!(
            lineups(&r),
            [lineup("Kruse Kombinat", "1-1-10-10-10", None, true)]
        );
        // A wish outside 10..300 is read as written: the rules ignore it, the lineup counts.
        let r = one("Von: Anna Kruse\nTeam: Kruse Kombinat\n4-4-60-40-34\nWunsch: 400\n");
        assert_eq!(
            lineups(&r),
            [lineup("Kruse Kombinat", "4-4-60-40-34", Some(400), false)]
        );
    }

    fn refused(text: &str) -> Vec<String> {
        let r = one(text);
        assert!(r.commands.is_empty(), "{text}: {:?}", r.commands);
        r.problems.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn what_is_not_guessed() {
        assert_eq!(
            refused("Von: Anna Kruse\n4-4-60-40-34\n"),
            ["no team: write Team:, Teamname: or Mannschaft:"]
        );
        assert_eq!(
            refused("Von: Anna Kruse\nTeam: Kruse Kombinat\n4-4-60-40-34\n5-5-50-50-50\n"),
            [
                "two lineups for Kruse Kombinat: 4-4-60-40-34, 5-5-50-50-50; which one counts is not guessed"
            ]
        );
        assert_eq!(
            refused("Von: Anna Kruse\nTeam: Kruse Kombinat\nTorwart: 4\nAusputzer: 4\nSturm: 34\n"),
            ["line 5: a lineup row by row without V, M"]
        );
        assert_eq!(
            refused("Von: Anna Kruse\nTeam: Kruse Kombinat\n4-4-60-40\n"),
            [
                "line 3: 4-4-60-40: 4 value(s); allowed: five whole numbers T-A-V-M-S such as 10-5-40-40-40"
            ]
        );
        assert_eq!(
            refused(
                "Von: Anna Kruse\nTeam: Kruse Kombinat\n4-4-60-40-34\nWunsch: 150\nWunsch 200\n"
            ),
            ["two wishes: 150, 200; which one counts is not guessed"]
        );
        assert_eq!(
            refused("Von: Anna Kruse\nTeam: Kruse Kombinat\n4-4-60-40-34\nWunsch: das Übliche\n"),
            ["line 4: Wunsch: das Übliche: a wish without a number"]
        );
        assert_eq!(
            refused("Von: Anna\nTeam: Kruse Kombinat\n4-4-60-40-34\n"),
            ["Anna could be Anna Kruse: write the whole name as registered"]
        );
        assert_eq!(
            refused("Team: Kruse Kombinat\n4-4-60-40-34\n"),
            ["no sender: write Von:, From:, Absender: or Manager:"]
        );
        assert_eq!(
            refused("Von: Anna Kruse\nTeam: Kruse Kombinat\n4-4,5-60-40-34\n"),
            ["line 3: 4-4,5-60-40-34: A is not a whole number; allowed: a whole number >= 0"]
        );
    }

    #[test]
    fn a_new_manager_is_said() {
        let reg = Registry::default();
        let r = read(
            &reg,
            &split("Von: Bert Berg\nTeam: Bärenbande\n5-5-50-50-50\n")[0],
        );
        assert_eq!(r.notes.len(), 1);
        assert_eq!(r.notes[0].to_string(), "Bert Berg is a new manager");
        assert_eq!(r.commands.len(), 1);
    }
}
