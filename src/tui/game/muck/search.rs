//! Finding entrants and sides by name on the Muck screens, with the keys prepared once per
//! change of the event (the session's [`NameKey`]s per participant, the desk's
//! [`TextIndex`]): a pair's name `Berta / Else` is searched as its two players' names one
//! after the other, which is exactly the joined name's parts and tokens. Nothing is folded
//! per key.

use crate::game::{PlayerId, Registry};
use crate::muck::{Entrant, MuckGame, Side};
use crate::tui::search::{NameKey, Query, TextIndex};
use std::borrow::Cow;

/// Player `id`'s prepared name (the session's, by registration index), or prepared now for an
/// id the registry does not know.
fn name_key<'a>(names: &'a [NameKey], reg: &Registry, id: PlayerId) -> Cow<'a, NameKey> {
    let i = (id.0 as usize).wrapping_sub(1);
    match reg.participant(id).and(names.get(i)) {
        Some(key) => Cow::Borrowed(key),
        None => Cow::Owned(NameKey::new(&reg.name_of(id))),
    }
}

/// Whether `q` finds entrant `e` by its name as a name ([`Query::matches`] on
/// [`MuckGame::entrant_name`]): any order of the words, each the start of a name part.
pub(crate) fn finds_name(
    q: &Query,
    names: &[NameKey],
    g: &MuckGame,
    reg: &Registry,
    e: Entrant,
) -> bool {
    match e {
        Entrant::Pair(p) => match g.pair(p) {
            Some(pair) => q.matches_all(&[
                &name_key(names, reg, pair.players[0]),
                &name_key(names, reg, pair.players[1]),
            ]),
            None => q.matches(&NameKey::new(&g.entrant_name(reg, e))),
        },
        Entrant::Player(p) => q.matches(&name_key(names, reg, p)),
    }
}

/// Whether `q` finds entrant `e` by its name as text ([`Query::matches_text`] on
/// [`MuckGame::entrant_name`]): the words as a phrase.
pub(crate) fn finds_text(
    q: &Query,
    texts: &TextIndex,
    g: &MuckGame,
    reg: &Registry,
    e: Entrant,
) -> bool {
    match e {
        Entrant::Pair(p) => match g.pair(p) {
            Some(pair) => q.matches_keys(&[
                &texts.player(reg, pair.players[0]),
                &texts.player(reg, pair.players[1]),
            ]),
            None => q.matches_text(&g.entrant_name(reg, e)),
        },
        Entrant::Player(p) => q.matches_key(&texts.player(reg, p)),
    }
}

/// Whether `q` finds side `s` of a table by its name as text ([`Query::matches_text`] on
/// [`MuckGame::side_name`]).
pub(crate) fn finds_side(
    q: &Query,
    texts: &TextIndex,
    g: &MuckGame,
    reg: &Registry,
    s: Side,
) -> bool {
    match s {
        Side::Pair(p) => finds_text(q, texts, g, reg, Entrant::Pair(p)),
        Side::Players(a, b) => q.matches_keys(&[&texts.player(reg, a), &texts.player(reg, b)]),
    }
}
