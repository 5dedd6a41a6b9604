//! The transport of a shared event: an iroh node per replica that moves [`Op`]s between desks
//! through one iroh-docs document, and nothing else. Order and conflicts stay the pure core's
//! ([`crate::sync::Desk`]): this module only writes this desk's ops as entries and hands every
//! desk's entries to [`Replica::receive`].
//!
//! - Engine: `iroh` 1.x (QUIC endpoints dialed by public key), `iroh-docs` 0.101 (signed
//!   entries per author in a namespace, range-based set reconciliation, live sync over
//!   `iroh-gossip`), contents in `iroh-blobs` (a file store). LAN only: relays off
//!   ([`RelayMode::Disabled`]), no DNS or pkarr publishing; peers are found by mDNS
//!   (`iroh-mdns-address-lookup`, [`Options::mdns`], off with `--no-discovery`) or from the
//!   addresses in the ticket. The node listens on every interface, or on the one address
//!   `--listen` names ([`Options::ip`]); the choice is kept in `node/network.ron` for the
//!   node beside the desk ([`Options::saved`]).
//! - One document (namespace) per event; one key per desk: the endpoint's secret key is also
//!   the desk's iroh-docs author, so the [`DeskId`] is the hex of its public key and a peer's
//!   endpoint id names its desk. Entries: `base` (the event as the first desk shared it,
//!   RON) and one per op, key `op/<desk>/<seq, 20 digits>`, content the op as RON, written
//!   once and never overwritten; and per desk `addr/<desk>`, where its node listens now
//!   (its [`EndpointAddr`] as RON, written at each start), so that the desks find one that
//!   restarted on another port, and one that restarts finds them; and per desk
//!   `seen/<desk>`, the version of its log ([`seen_key`], written whenever it grew): what
//!   it confirms holding, so that a change counts as sent only once another desk has it
//!   ([`not_yet_sent`]) and `sync --once` can wait for it ([`Node::unsettled`]). An entry whose key names
//!   another desk than its signing author, or whose op does not match its key, is ignored:
//!   every op is authenticated by the desk it names.
//! - Ticket: a [`DocTicket`] with the namespace's write capability and the sharing node's
//!   addresses. Without it a node can neither find nor write the namespace (the test
//!   `tests/share/net.rs` checks it). The namespace id is never shown: iroh-docs lets whoever
//!   knows it sync a read-only copy, so it is as secret as the ticket (`node/namespace` and
//!   `node/ticket` on disk are, like `node/key`, for this laptop only).
//! - Live sync sends each entry as it is written; every [`REDIAL`] the node also reconciles
//!   with the desks it knows (a broadcast missed, a desk back after a Wi-Fi drop) and takes
//!   in what is there; an entry whose content did not come with it is fetched from the desk
//!   that wrote it and the desks met (this happened 1 to 3 times per run of the network test,
//!   and without the fetch a run could stall).
//! - On disk (beside the event, [`replica::dir_of`], for this user only: folders `0700`,
//!   files `0600`, see [`replica::lock_down`]): `node/key` (the secret key, 32 bytes),
//!   `node/namespace` (hex), `node/ticket` (the ticket the desk joined with: where to look
//!   for the others after a restart), `node/port` (the UDP port last bound, taken again so
//!   the others find a restarted desk at the address they know), `node/docs/`,
//!   `node/blobs/` (the engine's stores) and `peers.ron` ([`Peers`]).
//! - Writes: ops that come in are taken in batches (what arrives within
//!   [`BATCH_WINDOW`]): the log is saved, then the event file written once through
//!   [`Session::commit_replay`], under the event's write lock, so a command typed meanwhile on
//!   the command line waits for it and then applies to the new state. These file writes are
//!   plain blocking calls on the runtime's threads (a few milliseconds; the lock waits at most
//!   [`store::WAIT`]).
//! - Stop: [`Node::shutdown`] stops the router (which stops docs, gossip, blobs protocol and
//!   the endpoint) and then the blob store, awaiting each, before anything is dropped.

use super::replica::{self, Replica, ReplicaError};
use crate::game::Event;
use crate::session::Session;
use crate::store::{self, StoreError};
use crate::sync::{DeskId, Log, Op, OpId, VersionVector};
use chrono::{DateTime, Utc};
use iroh::endpoint::presets;
use iroh::protocol::Router;
use iroh::{Endpoint, EndpointAddr, RelayMode, SecretKey};
use iroh_docs::api::Doc;
use iroh_docs::api::protocol::{AddrInfoOptions, ShareMode};
use iroh_docs::engine::LiveEvent;
use iroh_docs::protocol::Docs;
use iroh_docs::store::Query;
use iroh_docs::{Author, AuthorId, DocTicket, NamespaceId};
use iroh_gossip::net::Gossip;
use n0_future::StreamExt;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashSet};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::watch;

/// How long the node collects arriving entries before it writes the event file once for all
/// of them (a burst of 200 results is one write, not 200).
pub const BATCH_WINDOW: Duration = Duration::from_millis(40);

/// The largest op entry taken in, in bytes (4 MiB: a registration of thousands of names is
/// a few hundred kilobytes). A larger one is refused unread: a holder of the ticket cannot
/// make the other desks fetch and parse whatever it likes.
pub const OP_MAX_BYTES: u64 = 4 << 20;

/// How often the node looks for ops this desk committed meanwhile (a command on the command
/// line writes the log; the node writes them as entries): a look at `log.ron`'s time and
/// length, the log read only when they changed.
pub const POLL: Duration = Duration::from_millis(50);

/// How often the node reconciles with the desks it knows (live sync sends each entry as it
/// is written; this catches one a desk missed, and a desk back after a Wi-Fi drop).
pub const REDIAL: Duration = Duration::from_secs(2);

/// How long `join` waits for a desk of the ticket to hand over the event: a stale or
/// changed ticket is refused within it, with what to check.
pub const JOIN_WAIT: Duration = Duration::from_secs(6);

/// How long a `join` that failed waits for its engine to stop before it removes what it
/// made: a connection still being tried to a desk that never answers would hold it longer,
/// and the refusal is promised within 10 s.
const STOP_WAIT: Duration = Duration::from_secs(2);

/// How a node is started.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Find the other desks on the LAN by mDNS (on for the command line unless
    /// `--no-discovery`; the tests, all on loopback, find each other by the ticket's
    /// addresses).
    pub mdns: bool,
    /// The IP address to bind (`0.0.0.0`: every interface; `--listen 192.168.1.20`; the
    /// tests: `127.0.0.1` or `::1`).
    pub ip: std::net::IpAddr,
    /// The UDP port to bind (`--listen ADDR:PORT`); `None`: the one bound last time if free,
    /// else any.
    #[serde(default)]
    pub port: Option<u16>,
    /// How long `join` waits for a desk that has the event to answer.
    pub join_wait: Duration,
    /// This desk's name (`--name`), kept in `EV.sync/name`; `None`: the one kept, else the
    /// host name.
    #[serde(skip)]
    pub name: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            mdns: true,
            ip: std::net::IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED),
            port: None,
            join_wait: JOIN_WAIT,
            name: None,
        }
    }
}

impl Options {
    /// The options of the command line: `--listen` (`None`: every interface, the port of
    /// last time) and `--no-discovery`.
    pub fn of_args(listen: Option<Listen>, no_discovery: bool, name: Option<String>) -> Self {
        let mut o = Self {
            mdns: !no_discovery,
            name,
            ..Self::default()
        };
        if let Some(l) = listen {
            o.ip = l.ip;
            o.port = l.port;
        }
        o
    }

    /// The options the last `share`, `join` or `sync` of the replica `path` ran with
    /// (`node/network.ron`), for the node beside the desk (`turnier open`), which has no
    /// such flags: a desk kept to one address stays on it. The default when none were saved.
    pub fn saved(path: &Path) -> Self {
        read_file(path, "network.ron")
            .ok()
            .and_then(|t| ron::from_str(&t).ok())
            .unwrap_or_default()
    }

    fn save(&self, path: &Path) -> Result<(), ReplicaError> {
        let text = ron::ser::to_string(self).unwrap_or_default();
        write_file(path, "network.ron", text.as_bytes())
    }
}

/// `--listen ADDR`: the IP address to listen on, optionally with the UDP port
/// (`192.168.1.20`, `127.0.0.1:4000`, `::1`, `[::1]:4000`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Listen {
    /// The address of one interface of this laptop (or `0.0.0.0`: every one).
    pub ip: std::net::IpAddr,
    /// The port; `None`: the one bound last time if free, else any.
    pub port: Option<u16>,
}

impl FromStr for Listen {
    type Err = String;

    /// # Errors
    /// What was given and what is allowed, in the language in force.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if let Ok(a) = SocketAddr::from_str(t) {
            return Ok(Self {
                ip: a.ip(),
                port: Some(a.port()),
            });
        }
        let bare = t.strip_prefix('[').and_then(|x| x.strip_suffix(']'));
        match std::net::IpAddr::from_str(bare.unwrap_or(t)) {
            Ok(ip) => Ok(Self { ip, port: None }),
            Err(_) => Err(crate::tr!("sync-err-listen", value = s)),
        }
    }
}

/// Why a node could not do what was asked; the event file is unchanged.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    /// The replica's files.
    #[error("{0}")]
    Replica(#[from] ReplicaError),
    /// The event file.
    #[error("{0}")]
    Store(#[from] StoreError),
    /// A change could not be committed to the event file.
    #[error("{0}")]
    Change(String),
    /// The network engine failed (bind, store, protocol): its message.
    #[error("{}", crate::tr!("sync-err-node", cause = .0.as_str()))]
    Node(String),
    /// The event file is no replica (`sync`, `peers` need `share` or `join` first).
    #[error("{}", crate::tr!("sync-err-not-shared", path = .0.display().to_string()))]
    NotShared(PathBuf),
    /// `join` would overwrite an existing file or replica folder.
    #[error("{}", crate::tr!("sync-err-exists", path = .0.display().to_string()))]
    Exists(PathBuf),
    /// `join` got no ticket: nothing on standard input, an empty file.
    #[error("{}", crate::tr!("sync-err-no-ticket"))]
    NoTicket,
    /// The ticket does not parse.
    #[error("{}", crate::tr!("sync-err-ticket", cause = .0.as_str()))]
    Ticket(String),
    /// No desk with the event answered within [`Options::join_wait`] (a stale ticket: the
    /// main desk is not sharing, or no longer at the ticket's addresses; a ticket whose
    /// desk key was changed).
    #[error("{}", crate::tr!("sync-err-no-answer", seconds = *seconds, addrs = addrs.as_str()))]
    NoAnswer {
        /// How long `join` waited, seconds.
        seconds: u64,
        /// The ticket's addresses, `ip:port` joined by `, `.
        addrs: String,
    },
    /// A desk at the ticket's addresses answered, but has no event of the ticket's namespace:
    /// the ticket was changed (its secret, so its namespace) or belongs to another event.
    #[error("{}", crate::tr!("sync-err-wrong-ticket", addrs = .0.as_str()))]
    WrongTicket(String),
    /// The base entry is not an event.
    #[error("{}", crate::tr!("sync-err-base", cause = .0.as_str()))]
    Base(String),
}

fn node_err(e: impl std::fmt::Display) -> NetError {
    NetError::Node(format!("{e:#}"))
}

/// What a replica knows of the other desks (`peers.ron`): per desk the last time a sync with
/// it finished, and what each has confirmed holding (its `seen/<desk>` entry).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Peers {
    /// Per desk met, the last contact (a finished sync or a neighbour up).
    #[serde(default)]
    pub last_contact: BTreeMap<DeskId, DateTime<Utc>>,
    /// Per other desk, the ops it confirmed holding: its log's version as it last wrote it
    /// into the shared event. An op of this desk counts as sent once one desk confirmed it.
    #[serde(default)]
    pub confirmed: BTreeMap<DeskId, VersionVector>,
    /// Per other desk, its name as it wrote it (`name/<desk>`: `--name`, else its host name).
    #[serde(default)]
    pub names: BTreeMap<DeskId, String>,
}

impl Peers {
    /// `peers.ron` of the replica of `path` (empty if none yet).
    pub fn load(path: &Path) -> Self {
        std::fs::read_to_string(replica::dir_of(path).join("peers.ron"))
            .ok()
            .and_then(|t| ron::from_str(&t).ok())
            .unwrap_or_default()
    }

    fn save(&self, path: &Path) -> Result<(), ReplicaError> {
        let text = ron::ser::to_string(self).unwrap_or_default();
        replica::write_atomic(&replica::dir_of(path).join("peers.ron"), text.as_bytes())
    }

    /// Reads `peers.ron`, changes it with `f` and writes it back, one such change at a time
    /// in this process: the node's task notes contacts while it takes in confirmations and
    /// names, and two read-change-writes crossing would lose one of them.
    fn update(path: &Path, f: impl FnOnce(&mut Peers)) {
        static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
        let _one = ONE_AT_A_TIME
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let was = Peers::load(path);
        let mut peers = was.clone();
        f(&mut peers);
        if peers != was {
            let _ = peers.save(path);
        }
    }

    /// How many of `desk`'s first `mine` ops no other desk has confirmed: `mine` less the
    /// most any other desk confirmed of them.
    pub fn unconfirmed(&self, desk: &DeskId, mine: u64) -> u64 {
        let most = self
            .confirmed
            .iter()
            .filter(|(d, _)| *d != desk)
            .map(|(_, v)| v.get(desk))
            .max()
            .unwrap_or(0);
        mine.saturating_sub(most)
    }
}

/// What a replica's status says: this desk's ops that no other desk has yet. Reads only the
/// log's version numbers ([`replica::read_log`], no replay): the node beside
/// the desk calls it once a second.
///
/// # Errors
/// [`ReplicaError`]: the replica does not load.
pub fn not_yet_sent(path: &Path) -> Result<u64, ReplicaError> {
    let Some((id, log)) = crate::share::replica::read_log(path)? else {
        return Ok(0);
    };
    let mine = log.version().get(&id);
    Ok(Peers::load(path).unconfirmed(&id, mine))
}

/// The key of a desk's confirmation entry: `seen/<desk>`, content the version of its log
/// ([`VersionVector`] as RON), written anew whenever its log grew. What the other desks
/// count as sent ([`not_yet_sent`]) and what `sync --once` waits for.
pub fn seen_key(desk: &DeskId) -> String {
    format!("seen/{desk}")
}

/// The key of a desk's name entry: `name/<desk>`, content its name (UTF-8), written at each
/// start of its node.
pub fn name_key(desk: &DeskId) -> String {
    format!("name/{desk}")
}

/// The key of an op's entry: `op/<desk>/<seq, 20 digits>` (sorts by sequence).
pub fn op_key(op: &Op) -> String {
    format!("op/{}/{:020}", op.desk, op.seq)
}

/// The key of a desk's address entry: `addr/<desk>`, content its [`EndpointAddr`] as RON,
/// written anew each time its node starts.
pub fn addr_key(desk: &DeskId) -> String {
    format!("addr/{desk}")
}

/// The desk and sequence number an op key names (`None`: not an op key).
pub fn parse_op_key(key: &[u8]) -> Option<(DeskId, u64)> {
    let key = std::str::from_utf8(key).ok()?;
    let rest = key.strip_prefix("op/")?;
    let (desk, seq) = rest.split_once('/')?;
    Some((DeskId::new(desk), seq.parse().ok()?))
}

/// What is not settled between this desk and one desk it reached ([`Node::unsettled`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsettled {
    /// The other desk.
    pub desk: DeskId,
    /// The ops held here that it has not confirmed, in log order.
    pub missing: Vec<OpId>,
    /// How many ops it confirmed that are not here yet.
    pub lacking: u64,
}

/// A running node for one replica.
#[derive(Debug)]
pub struct Node {
    path: PathBuf,
    router: Router,
    blobs: iroh_blobs::store::fs::FsStore,
    doc: Doc,
    desk: DeskId,
    stop: watch::Sender<bool>,
    task: Option<tokio::task::JoinHandle<()>>,
    state: Arc<Mutex<State>>,
    ctx: Ctx,
}

/// What the node's task keeps between events.
#[derive(Debug, Default)]
struct State {
    /// The entries taken in (author hex, key): not read again.
    taken: HashSet<(String, Vec<u8>)>,
    /// The highest own sequence number written as an entry.
    pushed: u64,
    /// Desks whose endpoint is a gossip neighbour now.
    neighbours: HashSet<DeskId>,
    /// The ops received and taken in since start.
    received: usize,
    /// The last error the task met (a file it could not write), shown by `sync`.
    last_error: Option<String>,
    /// `log.ron`'s time and length when it was last looked at for own ops: unchanged, it is
    /// not read again.
    log_seen: Option<(std::time::SystemTime, u64)>,
    /// The desks a sync finished with since the node started: what they held then is here
    /// (their `seen/` entry too), so what they confirm is current.
    reached: HashSet<DeskId>,
    /// Per other desk, the version it confirmed last (its `seen/` entry).
    acks: BTreeMap<DeskId, VersionVector>,
    /// The version this desk confirmed last (its own `seen/` entry).
    acked: Option<VersionVector>,
    /// Op entries refused since the node started (too large, not an op of their key): what
    /// was refused and why, in the language in force.
    refused_entries: Vec<String>,
}

/// The parts a started engine has before its document is known.
struct Engine {
    router: Router,
    blobs: iroh_blobs::store::fs::FsStore,
    docs: Docs,
    author: AuthorId,
}

impl Node {
    /// `turnier share EV`: makes the event file `path` a shared event if it is not one yet
    /// (this desk's replica with the file's event as the base), starts the node and syncs.
    ///
    /// # Errors
    /// [`NetError`]: the file does not load, the node does not start.
    pub async fn share(path: &Path, opts: &Options) -> Result<Node, NetError> {
        if replica::is_replica(path) {
            return Self::open(path, opts).await;
        }
        // Under the write lock: no command between reading the event and making it shared.
        let session = Session::open_to_change(path)?;
        let base = session.tournament().clone();
        let engine = start(path, opts).await?;
        let made = async {
            let doc = engine.docs.create().await.map_err(node_err)?;
            write_file(path, "namespace", doc.id().to_string().as_bytes())?;
            let text = store::to_ron(&base)?;
            doc.set_bytes(engine.author, "base", text.into_bytes())
                .await
                .map_err(node_err)?;
            Replica::create(path, DeskId::new(engine.author.to_string()), Log::new(base))?;
            Ok::<_, NetError>(doc)
        }
        .await;
        drop(session);
        match made {
            Ok(doc) => Self::run(path, engine, doc, Vec::new(), None).await,
            Err(e) => {
                stop_engine(&engine.router, &engine.blobs).await;
                let _ = std::fs::remove_dir_all(replica::dir_of(path));
                Err(e)
            }
        }
    }

    /// `turnier join EV` (the ticket as the command line read it): makes a replica at `path`
    /// from the desks the ticket names: waits for the base event, writes the file, then syncs
    /// every op.
    ///
    /// # Errors
    /// [`NetError::Exists`] (nothing touched), [`NetError::Ticket`], [`NetError::NoAnswer`],
    /// [`NetError::WrongTicket`]
    /// (the folder it made is removed again), [`NetError::Node`].
    pub async fn join(ticket: &str, path: &Path, opts: &Options) -> Result<Node, NetError> {
        let dir = replica::dir_of(path);
        for p in [path, dir.as_path()] {
            if p.exists() {
                return Err(NetError::Exists(p.to_path_buf()));
            }
        }
        let ticket =
            DocTicket::from_str(ticket.trim()).map_err(|e| NetError::Ticket(e.to_string()))?;
        let engine = start(path, opts).await?;
        let joined = async {
            // Subscribed before the sync starts: no neighbour or entry is missed.
            let (doc, events) = engine
                .docs
                .import_and_subscribe(ticket.clone())
                .await
                .map_err(node_err)?;
            write_file(path, "namespace", doc.id().to_string().as_bytes())?;
            write_file(path, "ticket", ticket.to_string().as_bytes())?;
            let mut events: Events = Box::pin(events);
            let (base, seen) =
                wait_for_base(&doc, &engine.blobs, &mut events, opts.join_wait, &ticket).await?;
            // What the wait read of the events is handed on first: the task misses nothing.
            let events: Events = Box::pin(n0_future::stream::iter(seen).chain(events));
            let id = DeskId::new(engine.author.to_string());
            Replica::create(path, id, Log::new(base.clone()))?;
            store::save_new(path, &base)?;
            Ok::<_, NetError>((doc, events))
        }
        .await;
        match joined {
            Ok((doc, events)) => Self::run(path, engine, doc, ticket.nodes, Some(events)).await,
            Err(e) => {
                let _ = tokio::time::timeout(STOP_WAIT, stop_engine(&engine.router, &engine.blobs))
                    .await;
                let _ = std::fs::remove_dir_all(&dir);
                let _ = std::fs::remove_file(path);
                Err(e)
            }
        }
    }

    /// Starts the node of the existing replica `path` (`turnier sync`, `share` again).
    ///
    /// # Errors
    /// [`NetError::NotShared`], [`NetError::Node`].
    pub async fn open(path: &Path, opts: &Options) -> Result<Node, NetError> {
        if !replica::is_replica(path) {
            return Err(NetError::NotShared(path.to_path_buf()));
        }
        let ns = read_file(path, "namespace")?;
        let ns = NamespaceId::from_str(ns.trim()).map_err(node_err)?;
        let mut peers = read_file(path, "ticket")
            .ok()
            .and_then(|t| DocTicket::from_str(t.trim()).ok())
            .map(|t| t.nodes)
            .unwrap_or_default();
        // The other desks of the log, by id (mDNS finds their addresses): a main desk that
        // restarts on another port dials them itself.
        if let Ok(Some((me, log))) = replica::read_log(path) {
            for d in log.version().0.keys() {
                if let Ok(a) = AuthorId::from_str(&d.0)
                    && let Ok(id) = iroh::EndpointId::from_bytes(a.as_bytes())
                    && *d != me
                    && !peers.iter().any(|p| p.id == id)
                {
                    peers.push(EndpointAddr::new(id));
                }
            }
        }
        let engine = start(path, opts).await?;
        let doc = match engine.docs.open(ns).await {
            Ok(Some(doc)) => doc,
            Ok(None) => {
                stop_engine(&engine.router, &engine.blobs).await;
                return Err(NetError::Node(format!(
                    "document {} missing",
                    ns.fmt_short()
                )));
            }
            Err(e) => {
                stop_engine(&engine.router, &engine.blobs).await;
                return Err(node_err(e));
            }
        };
        Self::run(path, engine, doc, peers, None).await
    }

    /// Writes this desk's ops not yet written, starts live sync with `peers` and spawns the
    /// task that takes in what arrives (`events`: the subscription if the sync runs already).
    async fn run(
        path: &Path,
        engine: Engine,
        doc: Doc,
        peers: Vec<EndpointAddr>,
        events: Option<Events>,
    ) -> Result<Node, NetError> {
        let desk = DeskId::new(engine.author.to_string());
        let state = Arc::new(Mutex::new(State::default()));
        let events = match events {
            Some(e) => e,
            None => Box::pin(doc.subscribe().await.map_err(node_err)?),
        };
        let pushed = own_entries(&doc, &engine.blobs, engine.author).await?;
        lock(&state).pushed = pushed;
        let ctx = Ctx {
            path: path.to_path_buf(),
            doc: doc.clone(),
            blobs: engine.blobs.clone(),
            author: engine.author,
            desk: desk.clone(),
            state: state.clone(),
            peers: peers.clone(),
            downloader: engine.blobs.downloader(engine.router.endpoint()),
            kick: Arc::new(tokio::sync::Notify::new()),
            fetching: Arc::new(Mutex::new(HashSet::new())),
            replica: Arc::new(Mutex::new(None)),
        };
        // The file is the replay of the log (a crash between the two writes, or an older
        // file): written again if it is not.
        if let Err(e) = commit_received(path, Vec::new(), &ctx.replica) {
            lock(&state).last_error = Some(e.to_string());
        }
        ctx.push().await;
        ctx.take_in().await;
        ctx.ack().await;
        // Where this desk is now, for the others to dial after a restart of theirs (or
        // of this one, on another port).
        let here = ron::ser::to_string(&engine.router.endpoint().addr()).map_err(node_err)?;
        doc.set_bytes(engine.author, addr_key(&desk), here.into_bytes())
            .await
            .map_err(node_err)?;
        // Its name, for the others to label the values this desk typed.
        let name = crate::share::own_name(path);
        doc.set_bytes(engine.author, name_key(&desk), name.into_bytes())
            .await
            .map_err(node_err)?;
        let peers = ctx.known_peers().await;
        doc.start_sync(peers).await.map_err(node_err)?;
        let (stop, stopped) = watch::channel(false);
        let task = tokio::spawn(ctx.clone().work(events, stopped));
        drop(engine.docs);
        Ok(Node {
            path: path.to_path_buf(),
            router: engine.router,
            blobs: engine.blobs,
            doc,
            desk,
            stop,
            task: Some(task),
            state,
            ctx,
        })
    }

    /// This desk's id.
    pub fn desk(&self) -> &DeskId {
        &self.desk
    }

    /// The event file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The ticket another desk joins with: write capability and this node's addresses.
    ///
    /// # Errors
    /// [`NetError::Node`].
    pub async fn ticket(&self) -> Result<String, NetError> {
        let t = self
            .doc
            .share(ShareMode::Write, AddrInfoOptions::Addresses)
            .await
            .map_err(node_err)?;
        Ok(t.to_string())
    }

    /// The desks that are gossip neighbours now.
    pub fn connected(&self) -> usize {
        lock(&self.state).neighbours.len()
    }

    /// How many ops of other desks were taken in since the node started.
    pub fn received(&self) -> usize {
        lock(&self.state).received
    }

    /// Per desk reached since the node started, what is not settled between it and this
    /// desk: the ops this desk holds that it has not confirmed, and how many of its ops this
    /// desk lacks (by its last confirmation). Empty when every desk reached confirmed every
    /// op here and this desk holds every op they hold: what `sync --once` waits for.
    pub fn unsettled(&self) -> Vec<Unsettled> {
        let Ok(Some((_, log))) = replica::read_log(&self.path) else {
            return Vec::new();
        };
        let mine = log.version();
        let (reached, acks) = {
            let st = lock(&self.state);
            (st.reached.clone(), st.acks.clone())
        };
        let mut out: Vec<Unsettled> = reached
            .into_iter()
            .filter(|d| *d != self.desk)
            .filter_map(|desk| {
                let theirs = acks.get(&desk).cloned().unwrap_or_default();
                let missing: Vec<OpId> = log
                    .ops()
                    .filter(|o| o.seq > theirs.get(&o.desk))
                    .map(|o| OpId {
                        desk: o.desk.clone(),
                        seq: o.seq,
                    })
                    .collect();
                let lacking: u64 = theirs
                    .0
                    .iter()
                    .map(|(d, n)| n.saturating_sub(mine.get(d)))
                    .sum();
                (!missing.is_empty() || lacking > 0).then_some(Unsettled {
                    desk,
                    missing,
                    lacking,
                })
            })
            .collect();
        out.sort_by(|a, b| a.desk.cmp(&b.desk));
        out
    }

    /// Writes the entry `key` with `bytes` as this desk, whatever it holds: what any holder
    /// of the ticket can do, for the tests of what the other desks refuse.
    ///
    /// # Errors
    /// [`NetError::Node`].
    #[doc(hidden)]
    pub async fn write_raw_entry(&self, key: &str, bytes: Vec<u8>) -> Result<(), NetError> {
        self.doc
            .set_bytes(self.ctx.author, key.to_string(), bytes)
            .await
            .map(|_| ())
            .map_err(node_err)
    }

    /// The op entries of other desks refused since the node started, each said once: too
    /// large ([`OP_MAX_BYTES`]) or not the op their key names. Never applied.
    pub fn refused_entries(&self) -> Vec<String> {
        lock(&self.state).refused_entries.clone()
    }

    /// The desks a sync finished with since the node started.
    pub fn reached(&self) -> usize {
        lock(&self.state)
            .reached
            .iter()
            .filter(|d| **d != self.desk)
            .count()
    }

    /// The last error the node's task met (a file it could not write), if any.
    pub fn last_error(&self) -> Option<String> {
        lock(&self.state).last_error.clone()
    }

    /// Writes this desk's new ops as entries and takes in every entry there is now, at once
    /// (the task does both on its own; `sync --once` and the tests call it to not wait).
    pub async fn sync_now(&self) {
        let ctx = self.ctx();
        ctx.push().await;
        ctx.take_in().await;
    }

    fn ctx(&self) -> Ctx {
        self.ctx.clone()
    }

    /// Stops the node: the task, then the router (docs, gossip, blobs protocol, endpoint),
    /// then the blob store, each awaited; what was taken in is on disk.
    pub async fn shutdown(self) {
        let Node {
            path,
            router,
            blobs,
            doc,
            stop,
            task,
            ctx,
            ..
        } = self;
        let _ = stop.send(true);
        if let Some(task) = task {
            let _ = task.await;
        }
        let _ = doc.leave().await;
        // The downloader holds the endpoint: gone before the router closes it.
        drop(ctx);
        stop_engine(&router, &blobs).await;
        let _ = replica::lock_down(&path);
    }
}

async fn stop_engine(router: &Router, blobs: &iroh_blobs::store::fs::FsStore) {
    let _ = router.shutdown().await;
    let _ = blobs.shutdown().await;
}

fn lock(state: &Mutex<State>) -> std::sync::MutexGuard<'_, State> {
    state
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The live events of a document.
type Events = std::pin::Pin<Box<dyn n0_future::Stream<Item = anyhow::Result<LiveEvent>> + Send>>;

/// What the node's task works with.
#[derive(Clone)]
struct Ctx {
    path: PathBuf,
    doc: Doc,
    blobs: iroh_blobs::store::fs::FsStore,
    author: AuthorId,
    desk: DeskId,
    state: Arc<Mutex<State>>,
    peers: Vec<EndpointAddr>,
    /// Fetches contents the live sync did not bring (its provider was gone).
    downloader: iroh_blobs::api::downloader::Downloader,
    /// Rung when a fetch ended: the task takes in again.
    kick: Arc<tokio::sync::Notify>,
    /// The contents being fetched now.
    fetching: Arc<Mutex<HashSet<iroh_blobs::Hash>>>,
    /// The replica as the task last read or wrote it: brought up to the log on disk before
    /// each use ([`Replica::refresh`]: only new ops replayed), never read and replayed whole
    /// again (a big evening's 1,000 ops at every batch).
    replica: Arc<Mutex<Option<Replica>>>,
}

impl std::fmt::Debug for Ctx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ctx").field("path", &self.path).finish()
    }
}

impl Ctx {
    /// The task: takes in entries as they arrive (in batches), writes own new ops, redials.
    async fn work(self, mut events: Events, mut stopped: watch::Receiver<bool>) {
        let mut poll = tokio::time::interval(POLL);
        let mut redial = tokio::time::interval(REDIAL);
        redial.tick().await;
        loop {
            tokio::select! {
                _ = stopped.changed() => break,
                _ = self.kick.notified() => self.take_in().await,
                _ = poll.tick() => self.push().await,
                _ = redial.tick() => {
                    // A full reconciliation with the desks known (a broadcast missed, a desk
                    // back after a Wi-Fi drop or a restart), then whatever is here now is
                    // taken in (contents that came without an event).
                    let peers = self.known_peers().await;
                    if !peers.is_empty() {
                        let _ = self.doc.start_sync(peers).await;
                    }
                    self.take_in().await;
                    // Files the stores made since (a large content, a new table).
                    if let Err(e) = replica::lock_down(&self.path) {
                        lock(&self.state).last_error = Some(e.to_string());
                    }
                }
                ev = events.next() => {
                    // An error (events lost while the task was busy): take in what is there.
                    let Some(ev) = ev else { break };
                    let mut dirty = ev.as_ref().map_or(true, |ev| self.note(ev));
                    // Collect what arrives in the batch window, then take in once.
                    let until = tokio::time::Instant::now() + BATCH_WINDOW;
                    while let Ok(Some(ev)) = tokio::time::timeout_at(until, events.next()).await {
                        dirty |= ev.as_ref().map_or(true, |ev| self.note(ev));
                    }
                    if dirty {
                        self.take_in().await;
                    }
                }
            }
        }
    }

    /// Notes what an event says of the peers; whether entries may have arrived.
    fn note(&self, ev: &LiveEvent) -> bool {
        match ev {
            LiveEvent::InsertRemote { from, .. } => {
                let desk = DeskId::new(AuthorId::from(from.as_bytes()).to_string());
                if lock(&self.state).neighbours.insert(desk.clone()) {
                    self.contact(desk);
                }
                true
            }
            LiveEvent::ContentReady { .. } | LiveEvent::PendingContentReady => true,
            LiveEvent::SyncFinished(s) => {
                let desk = DeskId::new(AuthorId::from(s.peer.as_bytes()).to_string());
                if s.result.is_ok() {
                    lock(&self.state).reached.insert(desk.clone());
                    self.contact(desk);
                }
                true
            }
            LiveEvent::NeighborUp(peer) => {
                let desk = DeskId::new(AuthorId::from(peer.as_bytes()).to_string());
                lock(&self.state).neighbours.insert(desk.clone());
                self.contact(desk);
                false
            }
            LiveEvent::NeighborDown(peer) => {
                let desk = DeskId::new(AuthorId::from(peer.as_bytes()).to_string());
                lock(&self.state).neighbours.remove(&desk);
                false
            }
            LiveEvent::InsertLocal { .. } => false,
        }
    }

    /// A sync with `desk` finished, or it is a neighbour: the last contact. (What it holds
    /// is what it confirms in its `seen/` entry, not what this desk sent it.)
    fn contact(&self, desk: DeskId) {
        Peers::update(&self.path, |p| {
            p.last_contact.insert(desk, Utc::now());
        });
    }

    /// Writes this desk's `seen/` entry if its log grew since the last one: the others count
    /// what it holds as confirmed.
    async fn ack(&self) {
        let version = match replica::read_log(&self.path) {
            Ok(Some((_, log))) => log.version(),
            _ => return,
        };
        if lock(&self.state).acked.as_ref() == Some(&version) {
            return;
        }
        let Ok(text) = ron::ser::to_string(&version) else {
            return;
        };
        if self
            .doc
            .set_bytes(self.author, seen_key(&self.desk), text.into_bytes())
            .await
            .is_ok()
        {
            lock(&self.state).acked = Some(version);
        }
    }

    /// Reads the other desks' `seen/` entries (each signed by the desk it names) and keeps
    /// what is new in the state and in `peers.ron`.
    async fn read_acks(&self) {
        let Ok(stream) = self.doc.get_many(Query::key_prefix("seen/")).await else {
            return;
        };
        let entries: Vec<_> = stream.collect::<Vec<_>>().await;
        let mut changed = Vec::new();
        for entry in entries.into_iter().flatten() {
            let desk = DeskId::new(entry.author().to_string());
            if desk == self.desk || entry.key() != seen_key(&desk).as_bytes() {
                continue;
            }
            let Ok(bytes) = self.blobs.get_bytes(entry.content_hash()).await else {
                self.fetch(entry.content_hash(), &desk);
                continue;
            };
            let Some(version) = ron_of::<VersionVector>(&bytes) else {
                continue;
            };
            let mut st = lock(&self.state);
            let known = st.acks.entry(desk.clone()).or_default();
            // A log only grows: a version that does not include the last is an older entry.
            if *known != version && version.includes(known) {
                *known = version.clone();
                changed.push((desk, version));
            }
        }
        let names = self.read_names().await;
        if changed.is_empty() && names.is_empty() {
            return;
        }
        Peers::update(&self.path, |peers| {
            for (desk, version) in changed {
                peers.confirmed.insert(desk, version);
            }
            for (desk, name) in names {
                peers.names.insert(desk, name);
            }
        });
    }

    /// The other desks' names from their `name/` entries (each signed by the desk it names).
    async fn read_names(&self) -> Vec<(DeskId, String)> {
        let Ok(stream) = self.doc.get_many(Query::key_prefix("name/")).await else {
            return Vec::new();
        };
        let entries: Vec<_> = stream.collect::<Vec<_>>().await;
        let mut out = Vec::new();
        for entry in entries.into_iter().flatten() {
            let desk = DeskId::new(entry.author().to_string());
            if desk == self.desk || entry.key() != name_key(&desk).as_bytes() {
                continue;
            }
            if entry.content_len() > 4 * crate::share::NAME_MAX as u64 {
                continue;
            }
            let Ok(bytes) = self.blobs.get_bytes(entry.content_hash()).await else {
                self.fetch(entry.content_hash(), &desk);
                continue;
            };
            let name = crate::share::clean_name(&String::from_utf8_lossy(&bytes));
            if !name.is_empty() {
                out.push((desk, name));
            }
        }
        out
    }

    /// The desks to reconcile with: those of the ticket and of the log, at the addresses
    /// their latest address entries give (a desk that restarted on another port), each
    /// entry signed by the desk it names.
    async fn known_peers(&self) -> Vec<EndpointAddr> {
        let mut peers = self.peers.clone();
        let Ok(stream) = self.doc.get_many(Query::key_prefix("addr/")).await else {
            return peers;
        };
        let entries: Vec<_> = stream.collect::<Vec<_>>().await;
        for entry in entries.into_iter().flatten() {
            let author = entry.author().to_string();
            if entry.key() != addr_key(&DeskId::new(author.clone())).as_bytes()
                || author == self.desk.0
            {
                continue;
            }
            let Ok(bytes) = self.blobs.get_bytes(entry.content_hash()).await else {
                continue;
            };
            let Some(addr) = ron_of::<EndpointAddr>(&bytes) else {
                continue;
            };
            if addr.id.as_bytes() != entry.author().as_bytes() {
                continue;
            }
            match peers.iter_mut().find(|p| p.id == addr.id) {
                Some(p) => {
                    for a in addr.ip_addrs() {
                        *p = p.clone().with_ip_addr(*a);
                    }
                }
                None => peers.push(addr),
            }
        }
        peers
    }

    /// Writes this desk's ops that are not entries yet (committed meanwhile by a command).
    async fn push(&self) {
        let stamp = std::fs::metadata(replica::dir_of(&self.path).join("log.ron"))
            .ok()
            .and_then(|m| Some((m.modified().ok()?, m.len())));
        if stamp.is_some() && lock(&self.state).log_seen == stamp {
            return;
        }
        let pushed = lock(&self.state).pushed;
        let mine: Vec<Op> = match replica::read_log(&self.path) {
            Ok(Some((_, log))) => log
                .ops()
                .filter(|o| o.desk == self.desk && o.seq > pushed)
                .cloned()
                .collect(),
            Ok(None) => return,
            Err(e) => {
                lock(&self.state).last_error = Some(e.to_string());
                return;
            }
        };
        let mut all_written = true;
        for op in mine {
            let Ok(text) = ron::ser::to_string(&op) else {
                return;
            };
            if let Err(e) = self
                .doc
                .set_bytes(self.author, op_key(&op), text.into_bytes())
                .await
            {
                lock(&self.state).last_error = Some(format!("{e:#}"));
                all_written = false;
                break;
            }
            lock(&self.state).pushed = op.seq;
        }
        if all_written {
            lock(&self.state).log_seen = stamp;
        }
        self.ack().await;
    }

    /// Reads every op entry not taken in yet whose content is here, checks that its author is
    /// the desk it names, and hands them to the replica at once; writes the file once.
    async fn take_in(&self) {
        self.read_acks().await;
        let Ok(stream) = self.doc.get_many(Query::key_prefix("op/")).await else {
            return;
        };
        let entries: Vec<_> = stream.collect::<Vec<_>>().await;
        let mut ops = Vec::new();
        let mut keys = Vec::new();
        for entry in entries.into_iter().flatten() {
            let author = entry.author().to_string();
            let key = entry.key().to_vec();
            if lock(&self.state)
                .taken
                .contains(&(author.clone(), key.clone()))
            {
                continue;
            }
            let Some((desk, seq)) = parse_op_key(&key) else {
                continue;
            };
            if desk.0 != author || desk == self.desk {
                continue;
            }
            if entry.content_len() > OP_MAX_BYTES {
                // Never fetched, never applied: said once.
                self.refuse(author, key, desk, seq, "too-large");
                continue;
            }
            let Ok(bytes) = self.blobs.get_bytes(entry.content_hash()).await else {
                // Not here yet: the live sync's download brings it, or else this fetch from
                // the desk that wrote it and the desks met.
                self.fetch(entry.content_hash(), &desk);
                continue;
            };
            let Some(op) = ron_of::<Op>(&bytes).filter(|op| op.desk == desk && op.seq == seq)
            else {
                self.refuse(author, key, desk, seq, "unreadable");
                continue;
            };
            ops.push(op);
            keys.push((author, key));
        }
        if ops.is_empty() {
            return;
        }
        match commit_received(&self.path, ops, &self.replica) {
            Ok(new) => {
                {
                    let mut st = lock(&self.state);
                    st.taken.extend(keys);
                    st.received += new;
                }
                // What arrived is confirmed to the desks that sent it.
                self.ack().await;
            }
            Err(e) => lock(&self.state).last_error = Some(e.to_string()),
        }
    }
}

impl Ctx {
    /// Refuses the entry `key` of `author` (op `seq` of `desk`) for `why` (`too-large`,
    /// `unreadable`): never applied, kept as taken so that it is said once, and reported
    /// ([`Node::refused_entries`], `sync --once`).
    fn refuse(&self, author: String, key: Vec<u8>, desk: DeskId, seq: u64, why: &str) {
        let short: String = desk.0.chars().take(10).collect();
        let said = crate::tr!(
            "sync-entry-refused",
            desk = short.as_str(),
            seq = seq,
            why = why,
            limit = OP_MAX_BYTES / (1 << 20)
        );
        let mut st = lock(&self.state);
        st.taken.insert((author, key));
        st.refused_entries.push(said);
    }

    /// Fetches the content `hash` of an entry of `desk` in the background (once at a time),
    /// from that desk (its endpoint id is its desk id), the desks met and the ticket's; rings
    /// [`Ctx::kick`] when done.
    fn fetch(&self, hash: iroh_blobs::Hash, desk: &DeskId) {
        if !lock_set(&self.fetching).insert(hash) {
            return;
        }
        let mut providers: Vec<iroh::EndpointId> = self.peers.iter().map(|a| a.id).collect();
        let neighbours: Vec<DeskId> = lock(&self.state).neighbours.iter().cloned().collect();
        for d in std::iter::once(desk.clone()).chain(neighbours) {
            if let Ok(a) = AuthorId::from_str(&d.0)
                && let Ok(id) = iroh::EndpointId::from_bytes(a.as_bytes())
                && !providers.contains(&id)
            {
                providers.insert(0, id);
            }
        }
        let downloader = self.downloader.clone();
        let kick = self.kick.clone();
        let fetching = self.fetching.clone();
        tokio::spawn(async move {
            let got = tokio::time::timeout(REDIAL, downloader.download(hash, providers)).await;
            if !matches!(got, Ok(Ok(()))) {
                // No desk had it: not again at once.
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            lock_set(&fetching).remove(&hash);
            kick.notify_one();
        });
    }
}

/// An entry's content read as RON (`None`: not UTF-8, or not a `T`).
fn ron_of<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Option<T> {
    ron::from_str(std::str::from_utf8(bytes).ok()?).ok()
}

fn lock_set<T>(m: &Mutex<HashSet<T>>) -> std::sync::MutexGuard<'_, HashSet<T>> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Takes `ops` into the replica at `path` under the event's write lock: the log saved, then
/// the file written once with the replay. Returns how many ops were new. `kept`: the replica
/// as last read or written here, brought up to the log on disk first (and read whole if
/// there is none yet).
fn commit_received(
    path: &Path,
    ops: Vec<Op>,
    kept: &Mutex<Option<Replica>>,
) -> Result<usize, NetError> {
    let mut session = Session::open_to_change(path)?;
    let mut kept = kept
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut replica = match kept.take() {
        Some(mut r) => {
            r.refresh()?;
            r
        }
        None => Replica::open(path)?.ok_or_else(|| NetError::NotShared(path.to_path_buf()))?,
    };
    let taken = replica.receive(ops);
    let event = replica.desk().event().clone();
    *kept = Some(replica);
    let new = taken?;
    session
        .commit_replay(event)
        .map_err(|e| NetError::Change(e.to_string()))?;
    Ok(new)
}

/// How far this desk's ops are entries in `doc` that the others can fetch: the highest `n`
/// such that ops 1 to `n` each have an entry whose content is in this node's blob store.
/// [`Ctx::push`] writes the ops after `n` (again): a node killed while it wrote may have kept
/// an entry without its content (the two stores are written apart), which no other desk
/// could ever fetch; written again, the entry (the same content, so the same hash) comes
/// with it.
async fn own_entries(
    doc: &Doc,
    blobs: &iroh_blobs::store::fs::FsStore,
    author: AuthorId,
) -> Result<u64, NetError> {
    let stream = doc
        .get_many(Query::author(author).key_prefix("op/"))
        .await
        .map_err(node_err)?;
    let entries: Vec<_> = stream.collect::<Vec<_>>().await;
    let by_seq: BTreeMap<u64, iroh_blobs::Hash> = entries
        .into_iter()
        .flatten()
        .filter_map(|e| parse_op_key(e.key()).map(|(_, seq)| (seq, e.content_hash())))
        .collect();
    let mut n = 0;
    for (seq, hash) in by_seq {
        if seq != n + 1 || blobs.get_bytes(hash).await.is_err() {
            break;
        }
        n = seq;
    }
    Ok(n)
}

/// Waits until the `base` entry and its content are here (at most `wait`), reading the
/// document's `events` meanwhile. A desk of the ticket that was reached but whose syncs keep
/// failing without the base ([`REFUSALS`] in a row) has no such document: the ticket's
/// namespace is not the one it shares. (iroh-docs reports its refusal, `NotFound`, only as
/// a failed close of the sync's stream, so the count tells it from a one-off failure.)
/// Returns the event and the events read, for the task.
///
/// # Errors
/// [`NetError::WrongTicket`]: reached, but no such event there; [`NetError::NoAnswer`]:
/// nothing within `wait`; [`NetError::Base`]: the base entry is no event.
async fn wait_for_base(
    doc: &Doc,
    blobs: &iroh_blobs::store::fs::FsStore,
    events: &mut Events,
    wait: Duration,
    ticket: &DocTicket,
) -> Result<(Event, Vec<anyhow::Result<LiveEvent>>), NetError> {
    let until = tokio::time::Instant::now() + wait;
    let mut seen = Vec::new();
    let mut refused = 0;
    // Only the sharing desk's base counts (a ticket is made by `share`, its node is that
    // desk, whose key is also its author): another holder of the ticket could write a
    // `base` entry of its own.
    let sharing: Vec<AuthorId> = ticket
        .nodes
        .iter()
        .map(|n| AuthorId::from(n.id.as_bytes()))
        .collect();
    loop {
        let mut base = None;
        for author in &sharing {
            if let Ok(Some(entry)) = doc.get_one(Query::author(*author).key_exact("base")).await {
                base = Some(entry);
                break;
            }
        }
        if let Some(entry) = base
            && let Ok(bytes) = blobs.get_bytes(entry.content_hash()).await
        {
            let text = String::from_utf8_lossy(&bytes);
            let event = store::load_str(Path::new("base"), &text)
                .map_err(|e| NetError::Base(e.to_string()))?;
            return Ok((event, seen));
        }
        if tokio::time::Instant::now() >= until {
            return Err(NetError::NoAnswer {
                seconds: wait.as_secs(),
                addrs: ticket_addrs(ticket),
            });
        }
        let step = (tokio::time::Instant::now() + Duration::from_millis(50)).min(until);
        while let Ok(Some(ev)) = tokio::time::timeout_at(step, events.next()).await {
            if let Ok(LiveEvent::SyncFinished(s)) = &ev
                && ticket
                    .nodes
                    .iter()
                    .any(|n| n.id.as_bytes() == s.peer.as_bytes())
            {
                match &s.result {
                    Ok(_) => refused = 0,
                    Err(e) if reached(e) => {
                        refused += 1;
                        if refused >= REFUSALS {
                            return Err(NetError::WrongTicket(ticket_addrs(ticket)));
                        }
                        // Asked again: a failure by chance (two syncs crossing) passes.
                        tokio::time::sleep(Duration::from_millis(200)).await;
                        let _ = doc.start_sync(ticket.nodes.clone()).await;
                    }
                    Err(_) => {}
                }
            }
            seen.push(ev);
        }
    }
}

/// How many failed syncs in a row with a desk of the ticket, reached each time and without
/// the base, make the ticket's event one that desk does not have.
const REFUSALS: u32 = 3;

/// Whether a failed sync's message says the other desk was reached and refused this ticket's
/// event: iroh-docs reports that as `Remote peer aborted sync: NotFound`, or, as seen with a
/// ticket whose secret was changed, as `Failed to close connection`. Every other failure (a
/// connection not made, a sync that timed out on a loaded laptop, two syncs crossing:
/// `AlreadySyncing`) is asked again until the join's wait ends, never taken for a wrong
/// ticket.
fn reached(error: &str) -> bool {
    error.contains("NotFound") || error.contains("close connection")
}

/// The addresses a ticket names, `ip:port` joined by `, ` (for the messages of `join`).
fn ticket_addrs(ticket: &DocTicket) -> String {
    let addrs: Vec<String> = ticket
        .nodes
        .iter()
        .flat_map(|n| n.ip_addrs().map(ToString::to_string).collect::<Vec<_>>())
        .collect();
    if addrs.is_empty() {
        crate::tr!("sync-no-addrs")
    } else {
        addrs.join(", ")
    }
}

/// Starts the endpoint (relays off, mDNS if asked), the stores and the protocols.
async fn start(path: &Path, opts: &Options) -> Result<Engine, NetError> {
    // The folder holds the secret key and the namespace's secret: private before the
    // first byte is written into it.
    replica::make_private_dir(&replica::dir_of(path))?;
    let dir = replica::dir_of(path).join("node");
    replica::make_private_dir(&dir.join("docs"))?;
    let secret = match std::fs::read(dir.join("key")) {
        Ok(b) if b.len() == 32 => {
            let mut k = [0u8; 32];
            k.copy_from_slice(&b);
            SecretKey::from_bytes(&k)
        }
        _ => {
            let k = SecretKey::generate();
            replica::write_atomic(&dir.join("key"), &k.to_bytes())?;
            k
        }
    };
    // Taken again by the node beside the desk, which has no flags of its own.
    opts.save(path)?;
    if let Some(name) = &opts.name {
        crate::share::set_own_name(path, name)?;
    }
    let endpoint = match opts.port {
        Some(port) => bind_port(&secret, opts, port).await?,
        None => {
            let port: u16 = std::fs::read_to_string(dir.join("port"))
                .ok()
                .and_then(|p| p.trim().parse().ok())
                .unwrap_or(0);
            bind_again(&secret, opts, port).await?
        }
    };
    if let Some(a) = endpoint.bound_sockets().first() {
        replica::write_atomic(&dir.join("port"), a.port().to_string().as_bytes())?;
    }
    let blobs = iroh_blobs::store::fs::FsStore::load(dir.join("blobs"))
        .await
        .map_err(node_err)?;
    let gossip = Gossip::builder().spawn(endpoint.clone());
    let docs = match Docs::persistent(dir.join("docs"))
        .spawn(endpoint.clone(), (*blobs).clone(), gossip.clone())
        .await
    {
        Ok(d) => d,
        Err(e) => {
            let _ = blobs.shutdown().await;
            endpoint.close().await;
            return Err(node_err(e));
        }
    };
    let author = Author::from_bytes(&secret.to_bytes());
    let author_id = author.id();
    let router = Router::builder(endpoint.clone())
        .accept(
            iroh_blobs::ALPN,
            iroh_blobs::BlobsProtocol::new(&blobs, None),
        )
        .accept(iroh_gossip::ALPN, gossip)
        .accept(iroh_docs::ALPN, docs.clone())
        .spawn();
    if let Err(e) = docs.author_import(author).await {
        stop_engine(&router, &blobs).await;
        return Err(node_err(e));
    }
    // The stores made their files with the default mode.
    if let Err(e) = replica::lock_down(path) {
        stop_engine(&router, &blobs).await;
        return Err(e.into());
    }
    Ok(Engine {
        router,
        blobs,
        docs,
        author: author_id,
    })
}

/// Binds `port` (the one bound last time, so the others find this desk at the address they
/// know), trying again for a second (a node of the same desk that just stopped may still
/// hold it), else any port (the others then learn it from the desk's address entry).
async fn bind_again(secret: &SecretKey, opts: &Options, port: u16) -> Result<Endpoint, NetError> {
    if port != 0 {
        // A node of this desk that just stopped frees the port within moments.
        for _ in 0..REBIND_TRIES {
            if let Ok(e) = bind(secret, opts, port).await {
                return Ok(e);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    bind(secret, opts, 0).await
}

/// Binds the port asked for (`--listen ADDR:PORT`), trying for a second as [`bind_again`]
/// does; no other port: the director chose this one.
async fn bind_port(secret: &SecretKey, opts: &Options, port: u16) -> Result<Endpoint, NetError> {
    let mut last = None;
    for _ in 0..REBIND_TRIES {
        match bind(secret, opts, port).await {
            Ok(e) => return Ok(e),
            Err(e) => last = Some(e),
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Err(last.unwrap_or_else(|| NetError::Node(format!("port {port}"))))
}

/// How often [`bind_again`] tries the port bound last time, 100 ms apart, before any port.
const REBIND_TRIES: usize = 10;

async fn bind(secret: &SecretKey, opts: &Options, port: u16) -> Result<Endpoint, NetError> {
    let mut b = Endpoint::builder(presets::Minimal)
        .relay_mode(RelayMode::Disabled)
        .secret_key(secret.clone())
        .clear_ip_transports()
        .bind_addr(SocketAddr::new(opts.ip, port))
        .map_err(node_err)?;
    if opts.mdns {
        b = b.address_lookup(iroh_mdns_address_lookup::MdnsAddressLookup::builder());
    }
    b.bind().await.map_err(node_err)
}

fn write_file(path: &Path, name: &str, bytes: &[u8]) -> Result<(), ReplicaError> {
    replica::write_atomic(&replica::dir_of(path).join("node").join(name), bytes)
}

fn read_file(path: &Path, name: &str) -> Result<String, ReplicaError> {
    let file = replica::dir_of(path).join("node").join(name);
    std::fs::read_to_string(&file).map_err(|e| ReplicaError::Io {
        action: "read",
        path: file,
        source: e,
    })
}

/// The ticket as a QR code for a terminal: two rows of modules per line (Unicode half
/// blocks), dark on light.
pub fn ticket_qr(ticket: &str) -> Option<String> {
    let code = qrcode::QrCode::with_error_correction_level(ticket, qrcode::EcLevel::L).ok()?;
    Some(
        code.render::<qrcode::render::unicode::Dense1x2>()
            .dark_color(qrcode::render::unicode::Dense1x2::Light)
            .light_color(qrcode::render::unicode::Dense1x2::Dark)
            .build(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

    #[test]
    fn listen_takes_an_address_with_or_without_a_port() {
        let l = |s: &str| Listen::from_str(s);
        assert_eq!(
            l("127.0.0.1"),
            Ok(Listen {
                ip: IpAddr::V4(Ipv4Addr::LOCALHOST),
                port: None
            })
        );
        assert_eq!(
            l(" 127.0.0.2:4000 "),
            Ok(Listen {
                ip: IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2)),
                port: Some(4000)
            })
        );
        let v6 = IpAddr::V6(Ipv6Addr::LOCALHOST);
        assert_eq!(l("::1"), Ok(Listen { ip: v6, port: None }));
        assert_eq!(l("[::1]"), Ok(Listen { ip: v6, port: None }));
        assert_eq!(
            l("[::1]:4000"),
            Ok(Listen {
                ip: v6,
                port: Some(4000)
            })
        );
        let e = crate::i18n::with_lang(crate::i18n::Lang::En, || l("laptop:4000"))
            .expect_err("no address");
        assert!(
            e.starts_with("`laptop:4000` is no address to listen on"),
            "{e}"
        );
        assert!(l("127.0.0.1:70000").is_err());
    }

    #[test]
    fn the_flags_make_the_options_and_the_default_listens_everywhere() {
        let o = Options::of_args(None, false, None);
        assert_eq!(
            (o.ip, o.port, o.mdns),
            (IpAddr::V4(Ipv4Addr::UNSPECIFIED), None, true)
        );
        let o = Options::of_args(Listen::from_str("[::1]:4000").ok(), true, None);
        assert_eq!(
            (o.ip, o.port, o.mdns),
            (IpAddr::V6(Ipv6Addr::LOCALHOST), Some(4000), false)
        );
    }
}
