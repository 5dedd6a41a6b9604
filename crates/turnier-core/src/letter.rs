//! Letters as players write them to the game master (e-mails and forum messages pasted into one
//! file), read into the commands that typing them would give. Pure: text in, data out.
//!
//! A file of letters is split at every line of dashes (three or more `-` and nothing else,
//! [`split`]); an e-mail signature's `-- ` does not split. Lines quoted from an earlier
//! message (`> …`, or between `[quote]` and `[/quote]`) are not read, and forum markup
//! (`[b]`, `**`) is taken off each line. This module has what the systems share: the letters,
//! labelled fields (`Von: Anna`, [`field`]), the sender ([`sender`], [`who`]), the words and
//! numbers of a line ([`tokens`], [`number_lists`], [`whole`]). Each system reads its own
//! values in its own folder (`football/letter.rs`: lineups and the WP wish; `deich/letter.rs`:
//! the bid; `grand_slam/letter.rs`: a distribution per tournament) into a [`Reading`].
//!
//! Never a guess: a value that is missing, written twice with different values, or not
//! readable leaves the letter incomplete with the reason ([`Reading::problems`]), and only a
//! complete letter gives commands. Whether the values are allowed (a team name's length, a bid
//! of a player who is out, a distribution's faults) is not checked here: the commands are
//! applied as typed ones are, and the caller shows what the rules say of them.

use crate::game::{Command, Msg, PlayerId, Registry, Rejected, same_name_key};
use std::fmt;

/// One line of a letter as read: its number in the file (1-based) and its text, markup taken
/// off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The line's number in the file, 1-based.
    pub number: u32,
    /// Its text without forum markup (`[b]`, `[/b]`, `**`, …).
    pub text: String,
}

/// One letter of a file: its number among the letters (1-based) and its lines (quoted lines
/// and blank lines left out; never empty).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Letter {
    /// Its number among the file's letters, 1-based.
    pub number: u32,
    /// Its lines in order.
    pub lines: Vec<Line>,
}

impl Letter {
    /// The file's line the letter starts on (its first line read).
    pub fn line(&self) -> u32 {
        self.lines.first().map_or(0, |l| l.number)
    }
}

/// Whether `text` is a line between two letters: three or more `-` and nothing else (spaces
/// around them aside).
pub fn is_separator(text: &str) -> bool {
    let t = text.trim();
    t.len() >= 3 && t.chars().all(|c| c == '-')
}

/// `text` without forum markup: BBCode tags of bold, italics, underline, colour and size, and
/// Markdown's `**` and `__`.
fn unmarked(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('[') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let tag = tail.find(']').map(|end| &tail[1..end]);
        let name = tag.map(|t| t.trim_start_matches('/').split('=').next().unwrap_or(""));
        match (tag, name) {
            (Some(t), Some("b" | "i" | "u" | "s" | "color" | "size" | "font")) => {
                rest = &tail[t.len() + 2..];
            }
            _ => {
                out.push('[');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out.replace("**", "").replace("__", "")
}

/// The letters of a file's text, in file order ([`Letter`]): split at lines of dashes
/// ([`is_separator`]); quoted lines (`>`, `[quote]…[/quote]`) and blank lines left out; a part
/// with no line left is no letter.
pub fn split(text: &str) -> Vec<Letter> {
    let mut letters = Vec::new();
    let mut lines = Vec::new();
    let mut quoted = 0usize;
    let close = |lines: &mut Vec<Line>, letters: &mut Vec<Letter>| {
        if !lines.is_empty() {
            letters.push(Letter {
                number: letters.len() as u32 + 1,
                lines: std::mem::take(lines),
            });
        }
    };
    for (i, raw) in text.lines().enumerate() {
        let lower = raw.to_lowercase();
        let opens = lower.matches("[quote").count();
        let closes = lower.matches("[/quote]").count();
        let was = quoted;
        quoted = (quoted + opens).saturating_sub(closes);
        if was > 0 || opens > 0 || raw.trim_start().starts_with('>') {
            continue;
        }
        if is_separator(raw) {
            close(&mut lines, &mut letters);
            continue;
        }
        let text = unmarked(raw);
        if !text.trim().is_empty() {
            lines.push(Line {
                number: i as u32 + 1,
                text: text.trim().to_string(),
            });
        }
    }
    close(&mut lines, &mut letters);
    letters
}

/// The labels of the sender's line: `Von:`, `From:`, `Absender:`, `Manager:`.
pub const SENDER_LABELS: [&str; 4] = ["von", "from", "absender", "manager"];

/// The value of a labelled line `Label: value` whose label is one of `labels` (lower case; the
/// line's label is compared case-folded), trimmed; `None` for another line.
pub fn field<'a>(text: &'a str, labels: &[&str]) -> Option<&'a str> {
    let (label, value) = text.split_once(':')?;
    let label = label.trim().to_lowercase();
    labels.contains(&label.as_str()).then(|| value.trim())
}

/// A name as a sender line gives it: an e-mail address in `<…>` and a last bracketed note
/// (`Anna Kruse (Kruse Kombinat)`) taken off, quotes around it too.
fn name_of_sender(value: &str) -> String {
    let mut v = value.trim().to_string();
    if let Some(at) = v.find('<') {
        v.truncate(at);
    }
    let t = v.trim().trim_end_matches(',').trim();
    let t = match t
        .strip_suffix(')')
        .and_then(|s| s.rfind('(').map(|at| &s[..at]))
    {
        Some(before) if !before.trim().is_empty() => before.trim(),
        _ => t,
    };
    t.trim_matches(|c| c == '"' || c == '\'').trim().to_string()
}

/// Why a letter is not read completely: words of the reader, or a value the rules refuse as
/// typed (a bid that is negative, R-D1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// What the reader could not read, in words.
    Said(Msg),
    /// A value refused by the rules, with its field.
    Refused(Rejected),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Said(m) => write!(f, "{m}"),
            Self::Refused(r) => write!(f, "{r}"),
        }
    }
}

impl From<Msg> for Problem {
    fn from(m: Msg) -> Self {
        Self::Said(m)
    }
}

/// The sender a letter names: the one name of its `Von:`, `From:`, `Absender:` or `Manager:`
/// lines ([`SENDER_LABELS`]; the same name twice is one sender).
///
/// # Errors
/// [`Problem`] when there is no such line, when a line has no name (only an address), or
/// when two lines name different senders (never one of them guessed).
pub fn sender(letter: &Letter) -> Result<String, Problem> {
    let mut names: Vec<String> = Vec::new();
    for l in &letter.lines {
        let Some(value) = field(&l.text, &SENDER_LABELS) else {
            continue;
        };
        let name = name_of_sender(value);
        if name.is_empty() || name.contains('@') {
            return Err(Msg::key("letter-sender-no-name")
                .text("text", &l.text)
                .into());
        }
        if !names
            .iter()
            .any(|n| same_name_key(n) == same_name_key(&name))
        {
            names.push(name);
        }
    }
    match names.len() {
        0 => Err(Msg::key("letter-no-sender").into()),
        1 => Ok(names.remove(0)),
        _ => Err(Msg::key("letter-two-senders")
            .text("names", names.join(", "))
            .into()),
    }
}

/// Who a sender's name is among the registered participants ([`who`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Who {
    /// This participant: the whole name, case, accents and spacing folded, or the same words
    /// in another order (`Kruse, Anna` for `Anna Kruse`).
    Known(PlayerId),
    /// Nobody registered has this name or a name it could be short for.
    New,
    /// Several participants have this name, or the name is the start of registered names (or
    /// one of them is its start): which one is not guessed. Their names as listed.
    Unclear(Vec<String>),
}

/// The words of a name, folded ([`same_name_key`]) and without punctuation.
fn name_words(name: &str) -> Vec<String> {
    same_name_key(name)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Who `name` is in `reg` ([`Who`]): a letter's sender is taken as a participant only by the
/// whole name, so `Anna` is not taken for `Anna Kruse`.
pub fn who(reg: &Registry, name: &str) -> Who {
    let key = same_name_key(name);
    let listed = |ids: &[PlayerId]| -> Vec<String> {
        let names = reg.display_names();
        ids.iter()
            .filter_map(|id| {
                let i = reg.participants.iter().position(|p| p.id == *id)?;
                names.get(i).cloned()
            })
            .collect()
    };
    let exact: Vec<PlayerId> = reg
        .participants
        .iter()
        .filter(|p| same_name_key(&p.name) == key)
        .map(|p| p.id)
        .collect();
    match exact.as_slice() {
        [one] => return Who::Known(*one),
        [] => {}
        many => return Who::Unclear(listed(many)),
    }
    let words = name_words(name);
    let mut sorted = words.clone();
    sorted.sort();
    let same_words: Vec<PlayerId> = reg
        .participants
        .iter()
        .filter(|p| {
            let mut w = name_words(&p.name);
            w.sort();
            !w.is_empty() && w == sorted
        })
        .map(|p| p.id)
        .collect();
    match same_words.as_slice() {
        [one] => return Who::Known(*one),
        [] => {}
        many => return Who::Unclear(listed(many)),
    }
    let starts: Vec<PlayerId> = reg
        .participants
        .iter()
        .filter(|p| {
            let w = name_words(&p.name);
            !words.is_empty() && (w.starts_with(&words) || words.starts_with(&w))
        })
        .map(|p| p.id)
        .collect();
    if starts.is_empty() {
        Who::New
    } else {
        Who::Unclear(listed(&starts))
    }
}

/// The registered participant who sent `letter` ([`sender`], [`who`]), with the name as sent.
///
/// # Errors
/// [`Problem`]: no sender, two senders, or a name that is no participant's or could be
/// several participants' (they are named).
pub fn registered_sender(reg: &Registry, letter: &Letter) -> Result<(PlayerId, String), Problem> {
    let name = sender(letter)?;
    match who(reg, &name) {
        Who::Known(id) => Ok((id, name)),
        Who::New => Err(Msg::key("letter-sender-unknown").text("name", &name).into()),
        Who::Unclear(names) => Err(Msg::key("letter-sender-unclear")
            .text("name", &name)
            .text("names", names.join(", "))
            .into()),
    }
}

/// What one letter said, as a system's reader read it.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    /// The letter's number among the file's letters, 1-based.
    pub letter: u32,
    /// The file's line it starts on.
    pub line: u32,
    /// The sender as named in the letter, if one was read.
    pub sender: Option<String>,
    /// What was read, in words (`Kruse Kombinat: 4-4-60-40-34`, `bid 1500 FP`): for a letter
    /// not read completely, the part that was.
    pub read: Vec<Msg>,
    /// Why the letter is not read completely; empty when it is.
    pub problems: Vec<Problem>,
    /// Read, but worth a word (a new manager, a wish that counts for no team).
    pub notes: Vec<Msg>,
    /// The commands the letter gives, in its order: the same as typing it would. Empty unless
    /// the letter was read completely.
    pub commands: Vec<Command>,
}

impl Reading {
    /// An empty reading of `letter`.
    pub fn of(letter: &Letter) -> Self {
        Self {
            letter: letter.number,
            line: letter.line(),
            sender: None,
            read: Vec::new(),
            problems: Vec::new(),
            notes: Vec::new(),
            commands: Vec::new(),
        }
    }

    /// Whether the letter was read completely: no problem, and something to enter.
    pub fn complete(&self) -> bool {
        self.problems.is_empty() && !self.commands.is_empty()
    }

    /// Adds `problem` and keeps no command: a letter with a problem enters nothing.
    pub fn refuse(&mut self, problem: impl Into<Problem>) {
        self.problems.push(problem.into());
        self.commands.clear();
    }
}

/// What a [`Token`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Letters only (`Wunsch`, `T`, `Friesenpunkte`).
    Word,
    /// Digits, with `.`, `,` or `'` between digits (`1.500`, `4,5`, `20'000`).
    Number,
    /// Any other character that is not a space (`:`, `-`, `(`).
    Mark,
}

/// A word, number or mark of a line, with its place (byte offsets).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    /// What it is.
    pub kind: Kind,
    /// Its text.
    pub text: &'a str,
    /// Its first byte in the line.
    pub start: usize,
    /// The byte after it.
    pub end: usize,
}

impl Token<'_> {
    /// Whether it is a word equal to one of `words` (lower case; case-folded).
    pub fn is_word(&self, words: &[&str]) -> bool {
        self.kind == Kind::Word && words.contains(&self.text.to_lowercase().as_str())
    }

    /// Whether it is the mark `c`.
    pub fn is_mark(&self, c: char) -> bool {
        self.kind == Kind::Mark && self.text.starts_with(c)
    }
}

/// The words, numbers and marks of `text` in order ([`Token`]); spaces separate them.
pub fn tokens(text: &str) -> Vec<Token<'_>> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let at = |i: usize| chars.get(i).map_or(text.len(), |c| c.0);
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i].1;
        let start = i;
        let kind = if c.is_whitespace() {
            i += 1;
            continue;
        } else if c.is_ascii_digit() {
            i += 1;
            while let Some(&(_, d)) = chars.get(i) {
                let next_digit = chars.get(i + 1).is_some_and(|n| n.1.is_ascii_digit());
                if d.is_ascii_digit() {
                    i += 1;
                } else if matches!(d, '.' | ',' | '\'') && next_digit {
                    i += 2;
                } else {
                    break;
                }
            }
            Kind::Number
        } else if c.is_alphabetic() {
            while chars.get(i).is_some_and(|x| x.1.is_alphabetic()) {
                i += 1;
            }
            Kind::Word
        } else {
            i += 1;
            Kind::Mark
        };
        out.push(Token {
            kind,
            text: &text[at(start)..at(i)],
            start: at(start),
            end: at(i),
        });
    }
    out
}

/// The marks between the numbers of a list: `4-4-60-40-34`, `30/25/21/13/11`, `30, 25, 21`.
pub const LIST_MARKS: [char; 5] = ['-', '–', '—', '/', ','];

/// Numbers in a row with one mark of [`LIST_MARKS`] between each two (spaces allowed around
/// it): `4-4-60-40-34`, `4 - 4 - 60`. Also a comma list written without spaces
/// (`30,25,21,13,11`), which [`tokens`] keeps as one number, when it has four or more parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumberList<'a> {
    /// The numbers as written, in order.
    pub parts: Vec<&'a str>,
    /// The list's first byte in the line.
    pub start: usize,
    /// The byte after it.
    pub end: usize,
}

/// The lists of two or more numbers in the tokens `toks` of a line ([`NumberList`]).
pub fn number_lists<'a>(toks: &[Token<'a>]) -> Vec<NumberList<'a>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        if toks[i].kind != Kind::Number {
            i += 1;
            continue;
        }
        let sep = toks
            .get(i + 1)
            .filter(|t| t.kind == Kind::Mark && LIST_MARKS.iter().any(|m| t.is_mark(*m)))
            .map(|t| t.text);
        let mut j = i;
        while let Some(sep) = sep
            && toks.get(j + 1).is_some_and(|t| t.text == sep)
            && toks.get(j + 2).is_some_and(|t| t.kind == Kind::Number)
        {
            j += 2;
        }
        if j > i {
            out.push(NumberList {
                parts: (i..=j).step_by(2).map(|k| toks[k].text).collect(),
                start: toks[i].start,
                end: toks[j].end,
            });
            i = j + 1;
            continue;
        }
        let commas: Vec<&str> = toks[i].text.split(',').collect();
        if commas.len() >= 4 && !toks[i].text.contains(['.', '\'']) {
            out.push(NumberList {
                parts: commas,
                start: toks[i].start,
                end: toks[i].end,
            });
        }
        i += 1;
    }
    out
}

/// A whole number as people write it: digits, or groups of three digits after the first
/// separated by `.` (German), `,` or `'` (`1.500`, `20.000`, `1,500`). `None` for anything
/// else (`4,5`, `1.5`, `12.50`): a fraction is not read as a whole number.
pub fn whole(text: &str) -> Option<u64> {
    if text.chars().all(|c| c.is_ascii_digit()) {
        return text.parse().ok();
    }
    let sep = text.chars().find(|c| matches!(c, '.' | ',' | '\''))?;
    let groups: Vec<&str> = text.split(sep).collect();
    let digits = |g: &&str| !g.is_empty() && g.chars().all(|c| c.is_ascii_digit());
    let grouped = groups.iter().all(digits)
        && groups[0].len() <= 3
        && groups[1..].iter().all(|g| g.len() == 3);
    grouped.then(|| groups.concat().parse().ok()).flatten()
}

/// The numbers of `toks` that stand alone: in no [`NumberList`] of `lists`.
pub fn lone_numbers<'a>(toks: &[Token<'a>], lists: &[NumberList<'_>]) -> Vec<Token<'a>> {
    toks.iter()
        .filter(|t| t.kind == Kind::Number)
        .filter(|t| !lists.iter().any(|l| l.start <= t.start && t.end <= l.end))
        .copied()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Participant;

    fn texts(l: &Letter) -> Vec<&str> {
        l.lines.iter().map(|l| l.text.as_str()).collect()
    }

    #[test]
    fn a_file_splits_at_lines_of_dashes_and_skips_quotes_and_markup() {
        let file = "\n-----\nVon: Anna\n[b]Team:[/b] Kruse Kombinat\n> Von: Bert\n\n--\nGruß\n\
                    ---\n[quote=GM]Team: alt\n4-4-4-4-4[/quote]\nFrom: **Bert**\n - - - \n---\n";
        let letters = split(file);
        assert_eq!(letters.len(), 2);
        assert_eq!(
            texts(&letters[0]),
            ["Von: Anna", "Team: Kruse Kombinat", "--", "Gruß"]
        );
        assert_eq!((letters[0].number, letters[0].line()), (1, 3));
        // `- - -` is no line of dashes: it is read as text.
        assert_eq!(texts(&letters[1]), ["From: Bert", "- - -"]);
        assert_eq!((letters[1].number, letters[1].line()), (2, 12));
    }

    fn reg(names: &[&str]) -> Registry {
        let mut r = Registry::default();
        for (i, n) in names.iter().enumerate() {
            r.participants.push(Participant {
                id: PlayerId(i as u32 + 1),
                name: n.to_string(),
                dropped_after: None,
                entered_round: None,
            });
        }
        r
    }

    fn letter(text: &str) -> Letter {
        split(text).remove(0)
    }

    #[test]
    fn the_sender_is_the_one_name_of_the_sender_lines() {
        let l = letter("From: \"Anna Kruse\" <anna@example.org>\nManager: anna kruse\n");
        assert_eq!(sender(&l), Ok("Anna Kruse".to_string()));
        let l = letter("Absender: Bert Berg (Bärenbande)\n");
        assert_eq!(sender(&l), Ok("Bert Berg".to_string()));
        let two = sender(&letter("Von: Anna\nManager: Bert\n")).expect_err("two");
        assert_eq!(
            two.to_string(),
            "two senders: Anna, Bert; which one is not guessed"
        );
        let none = sender(&letter("Team: X\n")).expect_err("none");
        assert_eq!(
            none.to_string(),
            "no sender: write Von:, From:, Absender: or Manager:"
        );
        let address = sender(&letter("From: <anna@example.org>\n")).expect_err("address");
        assert!(address.to_string().starts_with("no name in"), "{address}");
    }

    #[test]
    fn a_sender_is_a_participant_only_by_the_whole_name() {
        let r = reg(&["Anna Kruse", "Anna Meyer", "Bert Berg", "Carl", "Carl"]);
        assert_eq!(who(&r, "anna  KRUSE"), Who::Known(PlayerId(1)));
        assert_eq!(who(&r, "Kruse, Anna"), Who::Known(PlayerId(1)));
        assert_eq!(
            who(&r, "Anna"),
            Who::Unclear(vec!["Anna Kruse".into(), "Anna Meyer".into()])
        );
        assert_eq!(who(&r, "Bert"), Who::Unclear(vec!["Bert Berg".into()]));
        assert_eq!(
            who(&r, "Carl"),
            Who::Unclear(vec!["Carl #4".into(), "Carl #5".into()])
        );
        assert_eq!(who(&r, "Dora"), Who::New);
        let l = letter("Von: Anna\n");
        assert_eq!(
            registered_sender(&r, &l).expect_err("unclear").to_string(),
            "Anna could be Anna Kruse, Anna Meyer: write the whole name as registered"
        );
    }

    #[test]
    fn numbers_and_lists_as_people_write_them() {
        let toks = tokens("T-A-V-M-S: 4-4-60-40-34 (Wunsch 150)");
        let lists = number_lists(&toks);
        assert_eq!(lists.len(), 1);
        assert_eq!(lists[0].parts, ["4", "4", "60", "40", "34"]);
        let lone: Vec<&str> = lone_numbers(&toks, &lists).iter().map(|t| t.text).collect();
        assert_eq!(lone, ["150"]);
        let toks = tokens("Rom: 30,25,21,13,11 und Paris: 30 / 25 / 21 / 13 / 11");
        let lists = number_lists(&toks);
        assert_eq!(lists[0].parts, ["30", "25", "21", "13", "11"]);
        assert_eq!(lists[1].parts, ["30", "25", "21", "13", "11"]);
        assert!(number_lists(&tokens("Gebot: 1.500 FP, also 1,5")).is_empty());
        assert_eq!(whole("1.500"), Some(1500));
        assert_eq!(whole("20.000"), Some(20_000));
        assert_eq!(whole("1,500"), Some(1500));
        assert_eq!(whole("4,5"), None);
        assert_eq!(whole("12.50"), None);
        let words: Vec<&str> = tokens("WP-Wunsch: 200").iter().map(|t| t.text).collect();
        assert_eq!(words, ["WP", "-", "Wunsch", ":", "200"]);
    }

    /// Any text, also the odd bytes of a broken paste, is read without a panic by every
    /// system's reader.
    #[test]
    fn no_text_breaks_a_reader() {
        use crate::game::lots::SplitMix64;
        let pieces = [
            "Von: ", "Team: ", "Anti", "(", ")", "[b]", "[/quote]", "[quote]", "> ", "-", "–", "/",
            ",", ".", ":", "'", "4", "60", "1.500", "4,5", " ", "\n", "---\n", "Wunsch", "Gebot",
            "FP", "T", "A", "Sturm", "Rom", "ß", "é", "\u{202e}", "\t", "<", "@",
        ];
        let reg = reg(&["Anna Kruse", "Rom"]);
        let mut g = crate::grand_slam::GrandSlamGame::default();
        g.rounds.push(crate::grand_slam::model::Round {
            number: 1,
            offer: vec![crate::grand_slam::model::Offered {
                name: "Rom".into(),
                ..Default::default()
            }],
            ..Default::default()
        });
        let mut lots = SplitMix64::new(32);
        for _ in 0..2000 {
            let text: String = (0..lots.below(60))
                .map(|_| pieces[lots.below(pieces.len())])
                .collect();
            for l in split(&text) {
                crate::football::letter::read(&reg, &l);
                crate::deich::letter::read(&reg, &l);
                crate::grand_slam::letter::read(&reg, &g, &l);
            }
        }
    }
}
