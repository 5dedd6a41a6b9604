//! Scores typed on a sheet: the question before they replace values of an earlier round (a
//! sheet of the round before, typed on by mistake), the command that records them, and what
//! follows once it is saved: the cursor on the next open sheet (or on the table whose two
//! entries now differ), and the status line saying what was saved, in which entry, what was
//! there and what comes next.

use super::{is_open, latest_fixed, refresh};
use crate::game::{RoundNo, TableNo};
use crate::muck::{BobblScore, MuckCommand, MuckTable};
use crate::tui::app::App;
use crate::tui::effect::Effect;
use crate::tui::game::muck::MuckAfter;
use crate::tui::game::muck::header::{self, Part};
use crate::tui::session::Session;

/// Scores typed on a sheet: recorded at once, or, over values of an earlier round or over
/// different values of this round, waiting for `y`; the command `record` gives once the
/// director said yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypedScores {
    /// The round.
    pub round: RoundNo,
    /// The table.
    pub table: TableNo,
    /// The first Bobbl typed (1-based).
    pub bobbl: u32,
    /// A score per Bobbl from `bobbl` on, side A's points first (R-M1).
    pub scores: Vec<BobblScore>,
    /// Typed as the second entry of the sheet.
    pub second: bool,
}

/// A Bobbl range as words: `Bobbl 2`, `Bobbl 1..2`.
fn bobbl_words(first: u32, n: usize) -> String {
    let last = first + n.max(1) as u32 - 1;
    if last == first {
        format!("Bobbl {first}")
    } else {
        format!("Bobbl {first}..{last}")
    }
}

/// Scores as the sheet shows them, `21:4 20:21` (`–` where none), a Bobbl stopped by the
/// time limit marked `10:12†` (R-M9).
fn score_words(v: &[Option<BobblScore>], target: u32) -> String {
    v.iter()
        .map(|s| s.map_or("–".to_string(), |s| s.shown(target)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The values of `tb`'s entry (`second` or the first) from Bobbl `first` on, `n` of them.
pub(super) fn values(
    tb: &MuckTable,
    second: bool,
    first: u32,
    n: usize,
) -> Vec<Option<BobblScore>> {
    let list = if second { &tb.second } else { &tb.bobbl };
    list.iter()
        .skip(first.saturating_sub(1) as usize)
        .take(n)
        .copied()
        .collect()
}

/// The question before scores replace values of an earlier round, or different values of
/// this one: the round, the table, both sides, the entry, the current and the new values.
pub(crate) fn question(app: &App, s: &TypedScores) -> String {
    let Some(t) = app.session.as_ref().map(Session::tournament) else {
        return String::new();
    };
    let latest = latest_fixed(t).map_or(0, |r| r.0);
    let Some(g) = t.muck() else {
        return String::new();
    };
    let Some(tb) = g.round(s.round).and_then(|r| r.table(s.table)) else {
        return String::new();
    };
    let old = values(tb, s.second, s.bobbl, s.scores.len());
    let new: Vec<Option<BobblScore>> = s.scores.iter().copied().map(Some).collect();
    let round = if s.round.0 < latest {
        crate::tr!(
            "muck-question-earlier",
            round = s.round.0,
            latest = latest,
            table = s.table.0
        )
    } else {
        crate::tr!("muck-question-round", round = s.round.0, table = s.table.0)
    };
    crate::tr!(
        "muck-question-replace",
        round = round,
        bobbl = bobbl_words(s.bobbl, s.scores.len()),
        entry = if s.second {
            crate::i18n::t("muck-entry-second")
        } else {
            crate::i18n::t("muck-entry-first")
        },
        a = g.side_name(&t.registry, tb.a),
        b = g.side_name(&t.registry, tb.b),
        old = score_words(&old, g.settings.target),
        new = score_words(&new, g.settings.target),
    )
}

/// The typed Bobbl where neither side reached the target, at an evening with a time limit
/// (R-M9): `(Bobbl number, score)`. Empty without a time limit (the apply refuses such a
/// score there, R-M1).
pub(crate) fn aborted_in(app: &App, s: &TypedScores) -> Vec<(u32, BobblScore)> {
    let Some(g) = app.session.as_ref().and_then(|x| x.tournament().muck()) else {
        return Vec::new();
    };
    if g.settings.time_limit.is_none() {
        return Vec::new();
    }
    s.scores
        .iter()
        .enumerate()
        .filter(|(_, x)| x.is_aborted(g.settings.target))
        .map(|(i, x)| (s.bobbl + i as u32, *x))
        .collect()
}

/// The question before a Bobbl is recorded as stopped by the time limit (R-M9; a typo where
/// neither side reaches the target looks the same): `Table 1 (Gero / Hanna v Carl / Dora):
/// Bobbl 2 stopped by the time limit at 10:12? (R-M9: nobody wins it)`.
pub(crate) fn aborted_question(app: &App, s: &TypedScores) -> String {
    let Some(t) = app.session.as_ref().map(Session::tournament) else {
        return String::new();
    };
    let Some(g) = t.muck() else {
        return String::new();
    };
    let sides = g
        .round(s.round)
        .and_then(|r| r.table(s.table))
        .map(|tb| {
            format!(
                "{} {} {}",
                g.side_name(&t.registry, tb.a),
                crate::i18n::t("muck-versus"),
                g.side_name(&t.registry, tb.b)
            )
        })
        .unwrap_or_default();
    let aborted = aborted_in(app, s);
    let count = aborted.len();
    let which = aborted
        .into_iter()
        .map(|(b, x)| crate::tr!("day-desk-aborted-at", bobbl = b, score = x.to_string()))
        .collect::<Vec<_>>()
        .join(", ");
    crate::tr!(
        "day-desk-ask-aborted",
        table = s.table.0,
        sides = sides,
        which = which,
        count = count
    )
}

/// Records the scores; once saved, the cursor goes to the next open sheet, or stays on the
/// table when its two entries now differ, so `a` / `f` settle it at once, and the status line
/// says what was saved ([`recorded`]).
pub(crate) fn record(app: &App, s: TypedScores) -> Effect {
    let before = app
        .session
        .as_ref()
        .and_then(|x| x.tournament().muck()?.round(s.round))
        .and_then(|r| r.table(s.table))
        .map(|tb| values(tb, s.second, s.bobbl, s.scores.len()));
    Effect::run(MuckCommand::Score {
        round: Some(s.round),
        table: s.table,
        bobbl: s.bobbl,
        scores: s.scores.clone(),
        second_entry: s.second,
    })
    .then(MuckAfter::Recorded { scores: s, before })
}

/// After scores were saved: the cursor and the status line (what was saved, in which entry,
/// what was there `before`, and what to do next, shortened for the width).
pub(crate) fn recorded(app: &mut App, s: TypedScores, before: Option<Vec<Option<BobblScore>>>) {
    refresh(app);
    let Some(t) = app.session.as_ref().map(Session::tournament) else {
        return;
    };
    let Some(g) = t.muck() else {
        return;
    };
    let Some(r) = g.round(s.round) else {
        return;
    };
    let Some(at) = r.tables.iter().position(|tb| tb.number == s.table) else {
        return;
    };
    let tb = &r.tables[at];
    let new: Vec<Option<BobblScore>> = s.scores.iter().copied().map(Some).collect();
    let entry = if s.second {
        format!(" {}", crate::i18n::t("muck-saved-second"))
    } else if tb.second.iter().any(Option::is_some) {
        format!(" {}", crate::i18n::t("muck-saved-first"))
    } else {
        String::new()
    };
    // Name the Bobbl when the entry did not start at the first one: `Bobbl 2: 18:21`.
    let which = match (s.bobbl, s.scores.len()) {
        (1, _) => String::new(),
        (b, 1) => format!("Bobbl {b}: "),
        (b, n) => format!("Bobbl {b}..{}: ", b as usize + n - 1),
    };
    let head = crate::tr!(
        "muck-saved",
        round = s.round.0,
        table = s.table.0,
        entry = entry,
        scores = format!("{which}{}", score_words(&new, g.settings.target))
    );
    let mut parts = vec![Part::new(0, head).short(crate::i18n::t("muck-saved-short"))];
    let corrected = before
        .as_ref()
        .is_some_and(|o| o.iter().any(Option::is_some));
    if let Some(old) = before.filter(|_| corrected) {
        parts.push(Part::new(
            2,
            crate::tr!(
                "muck-saved-was",
                scores = score_words(&old, g.settings.target)
            ),
        ));
    }
    let differs = !tb.second_entry_differs().is_empty();
    let n = r.tables.len();
    let next = (0..n)
        .map(|k| (at + k) % n)
        .find(|&i| r.tables.get(i).is_some_and(|x| is_open(app, x)));
    let names = format!(
        "{} {} {}",
        g.side_name(&t.registry, tb.a),
        crate::i18n::t("muck-versus"),
        g.side_name(&t.registry, tb.b)
    );
    let select = if differs {
        let (long, short) = if s.second {
            ("muck-saved-differs-first", "muck-saved-differs-first-short")
        } else {
            (
                "muck-saved-differs-second",
                "muck-saved-differs-second-short",
            )
        };
        parts.push(
            Part::new(0, crate::i18n::t_args(long, &[("table", s.table.0.into())]))
                .short(crate::i18n::t_args(short, &[("table", s.table.0.into())])),
        );
        Some(at)
    } else {
        if next.is_none() && !corrected {
            parts.push(Part::new(
                1,
                if s.second {
                    crate::tr!("muck-saved-all-twice", round = s.round.0)
                } else {
                    crate::tr!("muck-saved-all", round = s.round.0)
                },
            ));
        }
        next
    };
    parts.push(Part::new(3, names));
    let width = (app.size.0 as usize).saturating_sub(1);
    let text = header::text(&parts, width);
    if let Some(i) = select {
        app.results.select_data(i);
    }
    app.info(text);
}
