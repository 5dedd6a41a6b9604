//! Where in a save file a problem of [`super::problems`] is: the line of the participant,
//! round or table it names, so that `turnier check` can say `liga.ron:312: round 2, table 3:
//! …` and a director editing the file by hand goes straight there.
//!
//! The file is the pretty RON this program writes (`store::to_ron`): one field per line,
//! participants under `participants: [` with `id: N,`, rounds under `rounds: [` with
//! `number: R,` one level above their tables' `number: T,`. A file laid out otherwise (edited by
//! hand into one line, say) simply gets no line.

/// The 1-based line of `text` that `problem` is about, when it names one this module can find:
/// `participant #N …` and `player #N (…) …` give the participant's `id: N,` line; `round R …`
/// gives that round's `number: R,` line, and `round R, table T …` the table's.
///
/// The problem may be in German (`Runde R, Tisch T …`, `Teilnehmer #N …`, `Spieler #N …`): the
/// problems are written in the language in force (`err-v-*` keys).
pub fn problem_line(text: &str, problem: &str) -> Option<usize> {
    if let Some(rest) = problem
        .strip_prefix("round ")
        .or_else(|| problem.strip_prefix("Runde "))
    {
        let (round, rest) = leading_number(rest)?;
        let table = rest
            .strip_prefix(", table ")
            .or_else(|| rest.strip_prefix(", Tisch "))
            .and_then(leading_number)
            .map(|(t, _)| t);
        return round_line(text, round, table);
    }
    let rest = ["participant #", "player #", "Teilnehmer #", "Spieler #"]
        .iter()
        .find_map(|p| problem.strip_prefix(p))?;
    let (id, _) = leading_number(rest)?;
    participant_line(text, id)
}

/// The number at the start of `s` and what follows it.
fn leading_number(s: &str) -> Option<(u64, &str)> {
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    Some((s[..end].parse().ok()?, &s[end..]))
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// Lines after the first line whose trimmed text is `header`, numbered from 1.
fn after<'t>(text: &'t str, header: &str) -> Option<impl Iterator<Item = (usize, &'t str)>> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    lines.by_ref().find(|(_, l)| l.trim() == header)?;
    Some(lines)
}

fn participant_line(text: &str, id: u64) -> Option<usize> {
    let want = format!("id: {id},");
    after(text, "participants: [")?
        .find(|(_, l)| l.trim() == want)
        .map(|(n, _)| n)
}

fn round_line(text: &str, round: u64, table: Option<u64>) -> Option<usize> {
    let mut lines = after(text, "rounds: [")?.filter(|(_, l)| l.trim().starts_with("number: "));
    // The first `number:` after `rounds: [` is round 1's: its indentation is a round's.
    let (first, first_line) = lines.next()?;
    let level = indent(first_line);
    let round_want = format!("number: {round},");
    let mut at = (first_line.trim() == round_want).then_some(first);
    let mut rest = lines.peekable();
    while at.is_none() {
        let (n, l) = rest.next()?;
        if indent(l) == level && l.trim() == round_want {
            at = Some(n);
        }
    }
    let Some(table) = table else { return at };
    let table_want = format!("number: {table},");
    for (n, l) in rest {
        if indent(l) <= level {
            // The next round: the table was not found in this one.
            return at;
        }
        if l.trim() == table_want {
            return Some(n);
        }
    }
    at
}

#[cfg(test)]
mod tests {
    use super::problem_line;

    const SAVE: &str = "(\n  registry: (\n    participants: [\n      (\n        id: 1,\n        \
        name: \"A\",\n      ),\n      (\n        id: 2,\n        name: \"B\",\n      ),\n    ],\n  \
        ),\n  game: Swiss((\n    rounds: [\n      (\n        number: 1,\n        tables: [\n          \
        (\n            number: 1,\n          ),\n          (\n            number: 2,\n          ),\n        \
        ],\n      ),\n      (\n        number: 2,\n        tables: [\n          (\n            \
        number: 1,\n          ),\n        ],\n      ),\n    ],\n  )),\n)\n";

    #[test]
    fn participants_rounds_and_tables_are_found_by_their_lines() {
        let line = |n: usize| SAVE.lines().nth(n - 1).expect("line").trim().to_string();
        let at = |p: &str| problem_line(SAVE, p).expect(p);
        assert_eq!(
            line(at("participant #2 \"B\": name must not be empty")),
            "id: 2,"
        );
        assert_eq!(at("participant #2 \"B\": x"), 9);
        assert_eq!(
            at("player #1 (A) dropped after round 9, but there are 2 round(s)"),
            5
        );
        assert_eq!(at("round 1 is complete but 1 table(s) have no result"), 17);
        assert_eq!(at("round 1, table 2: player #9 is not registered"), 23);
        assert_eq!(at("round 2, table 1: player #1 plays themself"), 31);
        assert_eq!(
            line(at("round 2 is a draft but not the last round")),
            "number: 2,"
        );
        // A table the round lacks: the round's line.
        assert_eq!(at("round 2, table 7: x"), 28);
        assert_eq!(
            problem_line(SAVE, "audit entry 3 has sequence number 4"),
            None
        );
        assert_eq!(problem_line(SAVE, "participant #9 \"Z\": x"), None);
        // The same problems in German.
        assert_eq!(at("Runde 1, Tisch 2: Spieler #9 ist nicht angemeldet"), 23);
        assert_eq!(
            at("Runde 2 ist ein Entwurf, aber nicht die letzte Runde"),
            28
        );
        assert_eq!(at("Teilnehmer #2 \"B\": Name darf nicht leer sein"), 9);
        assert_eq!(at("Spieler #1 (A) ist nach Runde 9 abgemeldet"), 5);
    }
}
