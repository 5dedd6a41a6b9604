//! The room: a small web server that serves the event from the desk over the local network
//! (`turnier serve EV`, `turnier open EV --serve`). A TV page for a second screen (`/`), the
//! players' pages for their phones (`/players`, `/players/ID`), the round as JSON
//! (`/api/round`), and with `--reports` the report page where players send their result
//! (`/report`), which lands as a pending report for the desk to accept, never as a result
//! ([`crate::game::reports`]).
//!
//! The parts:
//!
//! - `keeper.rs`: the one thread that owns the server's session of the event, follows the
//!   file and commits reports through the one desk path (beside a desk: through that desk,
//!   [`DeskAsk`]);
//! - `model.rs`: the round, a player's page and a report's command as plain data (the one
//!   place that asks which system an event runs);
//! - `pages.rs`, `api.rs`: the HTML (templates) and the JSON;
//! - `http.rs`: the routes, the limits and the accept loop;
//! - `assets.rs`: the style sheet and scripts, compiled in.
//!
//! Read-only without `--reports`: no route then changes anything.

mod api;
mod assets;
mod http;
mod keeper;
pub mod model;
mod pages;

pub use keeper::{DeskAsk, Refusal, Snapshot, Taken};

use crate::session::Session;
use crate::store::StoreError;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread::JoinHandle;
use tokio::sync::{oneshot, watch};

/// The port the room listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 8080;

/// How the room is served.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The address to listen on: every interface (`0.0.0.0:8080`) by default; one address
    /// (`127.0.0.1:8080`, `192.168.1.20:8080`) keeps the room to that network; port 0 takes
    /// a free port.
    pub listen: SocketAddr,
    /// Whether players may report results (`--reports`).
    pub reports: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            listen: SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), DEFAULT_PORT),
            reports: false,
        }
    }
}

/// Parses `--listen`: `HOST:PORT`, `HOST` (port [`DEFAULT_PORT`]) or `:PORT` (every
/// interface).
///
/// # Errors
/// The words naming the value and the forms allowed.
pub fn parse_listen(s: &str) -> Result<SocketAddr, String> {
    let t = s.trim();
    if let Ok(a) = t.parse::<SocketAddr>() {
        return Ok(a);
    }
    if let Some(port) = t.strip_prefix(':')
        && let Ok(p) = port.parse::<u16>()
    {
        return Ok(SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), p));
    }
    if let Ok(ip) = t
        .trim_start_matches('[')
        .trim_end_matches(']')
        .parse::<IpAddr>()
    {
        return Ok(SocketAddr::new(ip, DEFAULT_PORT));
    }
    Err(crate::tr!("room-err-listen", value = s))
}

/// Why the room could not start.
#[derive(Debug, thiserror::Error)]
pub enum RoomError {
    /// The event does not load.
    #[error(transparent)]
    Load(#[from] StoreError),
    /// The address could not be bound (taken, not this machine's).
    #[error("{0}")]
    Listen(String),
}

/// A running room: its address; [`Room::stop`] ends it.
pub struct Room {
    /// The address it listens on (with the port taken, when 0 was asked).
    pub addr: SocketAddr,
    /// The addresses players can reach it at (this machine's network addresses with the port;
    /// the one address when bound to one).
    pub urls: Vec<String>,
    stop: Arc<AtomicBool>,
    server: Option<oneshot::Sender<()>>,
    keeper: Option<JoinHandle<()>>,
}

impl Room {
    /// The address of the player pages on the first network address.
    pub fn player_url(&self) -> Option<String> {
        self.urls.first().map(|u| format!("{u}/players"))
    }

    /// Stops the server and the keeper.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(s) = self.server.take() {
            let _ = s.send(());
        }
        if let Some(k) = self.keeper.take() {
            let _ = k.join();
        }
    }
}

impl Drop for Room {
    fn drop(&mut self) {
        self.halt();
    }
}

/// Starts the room for the event at `path` on the tokio runtime this is called in.
///
/// # Errors
/// [`RoomError::Load`]: the event does not load (nothing is written); [`RoomError::Listen`]:
/// the address cannot be bound.
pub async fn start(path: &Path, opts: Options) -> Result<Room, RoomError> {
    start_with(path, opts, None).await
}

/// [`start`] beside a desk: every change the room makes (a report, a table's lock) is asked
/// of the desk through `desk` ([`DeskAsk`]) and made by the desk's own session.
///
/// # Errors
/// As [`start`].
pub async fn start_with(
    path: &Path,
    opts: Options,
    desk: Option<mpsc::Sender<DeskAsk>>,
) -> Result<Room, RoomError> {
    let session = Session::open_one_shot(path)?;
    let listener = tokio::net::TcpListener::bind(opts.listen)
        .await
        .map_err(|e| {
            RoomError::Listen(crate::tr!(
                "room-err-bind",
                addr = opts.listen.to_string(),
                error = e.to_string()
            ))
        })?;
    let addr = listener
        .local_addr()
        .map_err(|e| RoomError::Listen(e.to_string()))?;
    let urls = urls(addr);
    let player_url = urls.first().map(|u| format!("{u}/players"));
    let qr = player_url.as_deref().and_then(qr_svg);
    let (snap_tx, snap_rx) = watch::channel(Arc::new(Snapshot::of(&session, 1)));
    let (ask_tx, ask_rx) = mpsc::channel();
    let stop = Arc::new(AtomicBool::new(false));
    let keeper = {
        let stop = stop.clone();
        std::thread::Builder::new()
            .name("room-keeper".into())
            .spawn(move || keeper::keep(session, snap_tx, ask_rx, stop, opts.reports, desk))
            .map_err(|e| RoomError::Listen(e.to_string()))?
    };
    let app = http::router(http::Shared {
        snap: snap_rx,
        asks: Arc::new(Mutex::new(ask_tx)),
        reports: opts.reports,
        player_url,
        qr,
    });
    let (stop_tx, stop_rx) = oneshot::channel();
    tokio::spawn(http::serve(listener, app, stop_rx));
    Ok(Room {
        addr,
        urls,
        stop,
        server: Some(stop_tx),
        keeper: Some(keeper),
    })
}

/// The addresses players can reach `addr` at: for every interface (`0.0.0.0`, `::`) this
/// machine's IPv4 network addresses that are up (loopback last, so the first is one a phone
/// can reach); else `addr` itself.
fn urls(addr: SocketAddr) -> Vec<String> {
    let port = addr.port();
    let url = |ip: IpAddr| match ip {
        IpAddr::V4(v4) => format!("http://{v4}:{port}"),
        IpAddr::V6(v6) => format!("http://[{v6}]:{port}"),
    };
    if !addr.ip().is_unspecified() {
        return vec![url(addr.ip())];
    }
    let mut ips: Vec<IpAddr> = netdev::get_interfaces()
        .into_iter()
        .filter(|i| i.is_up())
        .flat_map(|i| i.ipv4.into_iter().map(|n| IpAddr::V4(n.addr())))
        .collect();
    ips.sort_by_key(|ip| (ip.is_loopback(), *ip));
    ips.dedup();
    if ips.is_empty() {
        ips.push(IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
    ips.into_iter().map(url).collect()
}

/// The TV page as a file for `t` with its `views` (`turnier open EV --wall-html DIR`): the
/// room's TV page with its style sheet and script inside, the clock as the words
/// `clock_line`; in the event's print language.
pub fn tv_file(
    t: &crate::game::Event,
    views: &crate::session::Views,
    clock_line: Option<&str>,
) -> String {
    let snap = Snapshot {
        version: 0,
        event: t.clone(),
        views: views.clone(),
        round: model::round(t, views),
    };
    pages::tv_file(&snap, clock_line)
}

/// A tokio runtime for the room (two workers: the pages are small).
///
/// # Errors
/// [`RoomError::Listen`] with the system's words when no runtime can be made.
pub fn runtime() -> Result<tokio::runtime::Runtime, RoomError> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| RoomError::Listen(e.to_string()))
}

/// The room served beside the desk (`turnier open EV --serve`, or `F9` at the desk) on a
/// runtime of its own; stopped when dropped.
pub struct BesideDesk {
    room: Option<Room>,
    asks: mpsc::Receiver<DeskAsk>,
    _runtime: tokio::runtime::Runtime,
}

impl BesideDesk {
    /// Starts the room for `path` with `opts`.
    ///
    /// # Errors
    /// As [`start`]: the event does not load, the address cannot be bound.
    pub fn start(path: &Path, opts: Options) -> Result<Self, RoomError> {
        let rt = runtime()?;
        let (tx, asks) = mpsc::channel();
        let room = rt.block_on(start_with(path, opts, Some(tx)))?;
        Ok(Self {
            room: Some(room),
            asks,
            _runtime: rt,
        })
    }

    /// The changes the room asks of the desk now (the desk makes each through its session and
    /// answers).
    pub fn asks(&self) -> Vec<DeskAsk> {
        self.asks.try_iter().collect()
    }

    /// The address of the player pages, for the wall view and the status line.
    pub fn player_url(&self) -> Option<String> {
        self.room.as_ref().and_then(Room::player_url)
    }
}

impl Drop for BesideDesk {
    fn drop(&mut self) {
        if let Some(r) = self.room.take() {
            r.stop();
        }
    }
}

/// `url` as an SVG QR code (black on white), for the TV page.
fn qr_svg(url: &str) -> Option<String> {
    let code = qrcode::QrCode::with_error_correction_level(url, qrcode::EcLevel::M).ok()?;
    Some(
        code.render::<qrcode::render::svg::Color>()
            .quiet_zone(true)
            .build(),
    )
}

/// `url` as a QR code for a terminal (Unicode half blocks), for `turnier serve`.
pub fn qr_terminal(url: &str) -> Option<String> {
    crate::share::net::ticket_qr(url)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listen_takes_host_and_port_a_host_alone_or_a_port_alone() {
        let lo = |s: &str| parse_listen(s).expect(s);
        assert_eq!(
            lo("127.0.0.1:9000"),
            "127.0.0.1:9000".parse().expect("addr")
        );
        assert_eq!(
            lo("127.0.0.1"),
            SocketAddr::new(Ipv4Addr::LOCALHOST.into(), DEFAULT_PORT)
        );
        assert_eq!(lo("[::1]:9000"), "[::1]:9000".parse().expect("addr"));
        assert_eq!(lo("::1").port(), DEFAULT_PORT);
        let any = lo(":9000");
        assert!(any.ip().is_unspecified() && any.port() == 9000);
        let e = parse_listen("localhost:x").expect_err("no address");
        assert!(e.contains("localhost:x") && e.contains("HOST:PORT"), "{e}");
    }
}
