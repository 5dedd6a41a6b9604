//! Several desks, one event: the core that needs no network. Two to six laptops each keep a
//! replica of one event; each commits its own changes offline and merges the others' when they
//! meet; every desk that holds the same changes shows byte for byte the same event. A transport
//! (below: the spike plan) only has to move [`Op`]s between desks.
//!
//! - [`log`]: the replicated log. An [`Op`] is one [`crate::game::Command`] as a desk
//!   committed it: `desk` (a [`DeskId`], stable per replica), `seq` (1, 2, … on that desk),
//!   `lamport` (1 + the highest clock the desk held), `at` (the desk's time, which
//!   [`crate::game::apply`] gets) and `seen` (the desk's [`VersionVector`] then: what it had
//!   seen, which makes "neither saw the other" decidable). A [`Log`] holds the base event and
//!   the ops of every desk; merging is a set union (the same op twice is one), its version
//!   vector says per desk the highest `seq` held, and [`Log::missing_for`] gives the ops
//!   another desk lacks. An op that arrives before what its desk had seen waits
//!   ([`Log::ready`]).
//! - [`replay`]: the event of a log is the base with every ready op applied by the pure
//!   [`crate::game::apply`] in `(lamport, desk, seq)` order, an order every desk computes
//!   alike and that puts every op after all it had seen. An op that `apply` refuses in that
//!   order stays in the log without effect and is reported with its desk ([`Refusal`]): two
//!   desks that pair or publish the same round, the later is refused and that desk says so;
//!   a result that desk typed on its own (refused) round is refused too, since its table
//!   numbers are another draw's (`sync-err-round-elsewhere`).
//! - The conflict rule ([`replay`]'s module doc has it in full): a result (a Swiss table's
//!   result, R-S1; one Bobbl of a Muck sheet, first or second entry, R-M1) that another desk
//!   entered with another value, neither desk having seen the other's, is not last writer
//!   wins: both values are kept as a [`Difference`]; the same value twice is agreement.
//!   Settling is an op too ([`Desk::settle`]: take one value; it has seen both, so it stands
//!   in every replay). A correction by a desk that had seen the value is a correction. The
//!   play-by-mail systems have no result slots: a Turnierfußball lineup, a Deich bid and a
//!   Grand Slam entry are submissions where the latest counts, so two desks that type letters
//!   of one player are replayed in order and the later one counts, as a later letter does.
//! - [`desk`]: one replica ([`Desk`]): run a command as the next op, receive ops, the event
//!   it shows, its differences and refusals.
//! - `slots` (this module's one look at system commands): which value a result command
//!   writes.
//!
//! # Why differences are a replay output and not the Muck second entry
//!
//! The replay gives a `Vec<Difference>` beside the event, and the event keeps the value first
//! in replay order (as the Muck ranking counts the first entry and says "not final" until the
//! second entry is settled). The Muck second-entry state was the other choice; it was not taken
//! because (1) Swiss tables have no second entry, and one rule for both systems is simpler to
//! trust; (2) a sheet has one second entry, but three desks may type three values, and every
//! one must be kept; (3) the Muck second entry is a desk's deliberate act
//! (`second_entry: true`) that a merge must not invent: a desk typing the second pass still
//! types it as a second entry, a slot of its own here; (4) the saved event keeps the shape of a
//! single desk's file (no new field, `check` validates a replica like a file), and the
//! differences are a pure function of the log, so every desk computes the same. The desk shows
//! them with the Muck `≠` marks (the score sheets, `f` / `a` to take one; the Swiss results),
//! and a Muck ranking is not final while one is open
//! ([`crate::muck::ranking::MuckRanking::with_desks_differing`]).
//!
//! # Limits (for the session that adds the transport)
//!
//! - Undo at the desk (`u`, a snapshot) is no command: on a replica it must become the
//!   command that reverses the change (an op like any other).
//! - A Muck take-one of the second entry (`ResolveEntries`) starts its table's slots afresh:
//!   a result for that table typed concurrently with it is then applied as a correction.
//! - The desk's journal and whole-file commits stay as they are; the log is saved beside the
//!   file (it is `serde`), the RON file is the replay's event, so a laptop that leaves keeps a
//!   complete event.
//!
//! # Spike plan: the engine under this log (built in the app's `turnier::share`)
//!
//! **`iroh` + `iroh-docs`** (n0-computer; actively maintained, a release about monthly).
//! iroh reached 1.0 in 2026 (the 0.9x "canary" series before it was declared unstable);
//! iroh-docs followed to `iroh@1.0.0-rc.1` (n0-computer/iroh-docs#103) and iroh-gossip to
//! iroh 1.0 (n0-computer/iroh-gossip#148); built on iroh 1.4.1 and iroh-docs 0.101.0. How it would
//! carry the log: one namespace per event; one author per desk (its public key is the
//! [`DeskId`]); one entry per op, keyed `op/<desk>/<seq, zero-padded>`, written once and
//! never overwritten (so iroh-docs' last-writer-wins per key and author never applies), its
//! content the op's bytes (through iroh-blobs); the base event one more entry. Every entry is
//! signed by its author and by the namespace key, so "every change is authenticated" comes
//! with it; range-based set reconciliation computes exactly [`Log::merge`]'s union, and live
//! sync over gossip sends new entries as they are written. Ticket: `DocTicket` (the
//! namespace's write capability plus the sharing desk's addresses, a short text that fits a
//! terminal QR code); without it a desk can neither find nor write the namespace (a read
//! capability would serve a results-only wall). LAN: relays off (`RelayMode::Disabled`), no
//! DNS/pkarr publishing; peers found by mDNS, which iroh 1.x moved into the crate
//! `iroh-mdns-address-lookup` (before: the local-network discovery feature), or directly
//! from the LAN addresses in the ticket. Cost: tokio, QUIC (quinn, rustls), redb, iroh-blobs,
//! iroh-gossip: a heavy build, and 0.x-style breaking changes in iroh-docs.
//!
//! **`automerge` + `samod`** (automerge by Ink & Switch, maintained, 0.7 line; samod, the
//! Rust automerge-repo by Alex Good, `alexjg/samod`: releases up to 0.15 on docs.rs, whose
//! builds fail after 0.4; its README called it experimental, "don't use this anywhere
//! serious yet"; tokio TCP transports added in alexjg/samod#68, wire compatible with the JS
//! automerge-repo). How it would carry the log: one document per event holding a map from
//! desk to that desk's list of ops (each desk appends only to its own list, so concurrent
//! inserts never interleave; one list of all ops would also do, since the replay order is
//! ours, not automerge's). Changes are hash-identified with an actor per desk, but not
//! signed: authentication and the ticket (a pre-shared secret for the connection) would be
//! ours to build, and so would LAN discovery (mDNS by another crate, or addresses in the
//! ticket). Its strengths (merging concurrent edits of lists, maps and text) are what this
//! core already does its own way.
//!
//! **Pick: iroh + iroh-docs.** Its model is this log: signed append-only entries per author
//! in a namespace, reconciled as a set union; the join secret and the authentication are
//! its capability and signatures, not ours; relays can be switched off for a shop Wi-Fi.
//! automerge would bring a CRDT whose merge we do not use and leave the security to us. The
//! spike: a small binary outside this crate with three endpoints on localhost, relays off,
//! writing ops as entries and reading them back into [`Desk::receive`]; it measures the time
//! from a result typed on one desk to its replay on the others (target: under 1 s) and
//! checks that an endpoint without the ticket gets nothing.

pub mod desk;
pub mod log;
pub mod replay;
pub mod slots;

pub use desk::Desk;
pub use log::{DeskId, Log, MergeError, Op, OpId, VersionVector};
pub use replay::{Difference, Entry, Outcome, Refusal, Replay};
pub use slots::{Slot, Value};
