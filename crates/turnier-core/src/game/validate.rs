//! The invariants a loaded event must hold; checked on every load and before every write.

use crate::game::{Event, MAX_EVENT_NAME_CHARS, MAX_NAME_CHARS, SCHEMA, name_fault, quote_name};

/// Every broken invariant of `t`, one message each naming the round, table or player; empty if
/// `t` is consistent. Checked:
///
/// - `schema` is [`SCHEMA`];
/// - participant ids are `1..=n` in order;
/// - the event name and every participant's name are names input would accept
///   ([`crate::game::name_fault`]: not empty, no control characters, not too long);
/// - the game's own invariants, each system's `validate` through its
///   [`Rules::problems`](super::Rules::problems) (Swiss: rounds, tables, byes, results; Muck:
///   settings, pairs, rounds, sheets; Turnierfußball: lineups and rounds; Deich: start FP, bids,
///   evaluated rounds, ZATs; Grand Slam: players, entries, rounds);
/// - audit sequence numbers are `1..=n` in order.
pub fn problems(t: &Event) -> Vec<String> {
    let mut out = Vec::new();
    if t.schema != SCHEMA {
        out.push(crate::tr!(
            "err-v-schema",
            found = t.schema,
            schema = SCHEMA
        ));
    }
    for (i, p) in t.registry.participants.iter().enumerate() {
        let want = i as u64 + 1;
        if u64::from(p.id.0) != want {
            out.push(crate::tr!(
                "err-v-participant-position",
                name = format!("{:?}", p.name),
                want = want,
                id = p.id.0,
                count = t.registry.participants.len()
            ));
        }
    }
    if let Some(why) = name_fault(t.name.trim(), MAX_EVENT_NAME_CHARS) {
        out.push(crate::tr!(
            "err-v-event-name",
            name = quote_name(&t.name),
            why = why.to_string()
        ));
    }
    for p in &t.registry.participants {
        if let Some(why) = name_fault(p.name.trim(), MAX_NAME_CHARS) {
            out.push(crate::tr!(
                "err-v-participant-name",
                id = p.id.0,
                name = quote_name(&p.name),
                why = why.to_string()
            ));
        }
    }
    super::each_game!(&t.game, g => super::Rules::problems(g, &t.registry, &mut out));
    for (i, a) in t.audit.iter().enumerate() {
        let want = i as u64 + 1;
        if u64::from(a.seq) != want {
            out.push(crate::tr!(
                "err-v-audit-seq",
                want = want,
                seq = a.seq,
                count = t.audit.len()
            ));
        }
    }
    out
}
