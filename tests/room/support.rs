//! Setting up events through the command line in-process, a room on loopback, and a small
//! HTTP/1.1 client over a plain TCP stream (one request per connection).

use clap::Parser;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use turnier::cli::{Cli, run};
use turnier::room::{self, Options, Room};

/// Thirty-five players, some with umlauts (the search folds them).
pub const NAMES: [&str; 35] = [
    "Anna Becker",
    "Ben Müller",
    "Carla Schmidt",
    "Dieter Weiß",
    "Emil Fuchs",
    "Frieda Lange",
    "Götz Krüger",
    "Hanna Öztürk",
    "Ida Wolf",
    "Jonas Richter",
    "Karl Neumann",
    "Lena Zimmermann",
    "Mia Hoffmann",
    "Nico Braun",
    "Olga Schulz",
    "Paul Wagner",
    "Quirin Bauer",
    "Rosa Koch",
    "Sven Klein",
    "Tina Schröder",
    "Uwe Hartmann",
    "Vera Lehmann",
    "Willi Schmitt",
    "Xenia Krause",
    "Yusuf Meier",
    "Zoe Werner",
    "Alma Köhler",
    "Bruno Maier",
    "Cem Huber",
    "Dora Kaiser",
    "Egon Peters",
    "Fiona Scholz",
    "Gerd Möller",
    "Heidi Jung",
    "Ilse Vogel",
];

/// Runs `turnier ARGS` in-process; its output, or the error's words.
pub fn cli(args: &[&str]) -> Result<String, String> {
    let cli = Cli::try_parse_from(std::iter::once("turnier").chain(args.iter().copied()))
        .map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    run(cli, &mut out).map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// Runs `turnier ARGS` and panics with its error.
pub fn ok(args: &[&str]) -> String {
    cli(args).unwrap_or_else(|e| panic!("turnier {args:?}: {e}"))
}

/// A Swiss event `fri.ron` in `dir` with [`NAMES`] registered, round 1 paired and published
/// with a 50-minute clock, and table 1's result 2-1.
pub fn friday(dir: &Path) -> PathBuf {
    let ev = dir.join("fri.ron");
    let e = ev.to_str().expect("utf-8 path");
    ok(&[
        "new",
        e,
        "--system",
        "swiss",
        "--rounds",
        "5",
        "--name",
        "Friday Modern",
    ]);
    let players = dir.join("p.csv");
    std::fs::write(&players, format!("name\n{}\n", NAMES.join("\n"))).expect("players");
    ok(&["import", e, "--players", players.to_str().expect("utf-8")]);
    ok(&["pair", e]);
    ok(&["publish", e]);
    ok(&["clock", e, "--length", "50", "--start"]);
    ok(&["result", e, "1", "2-1"]);
    ev
}

/// A room with its own runtime, on a free port of 127.0.0.1.
pub struct Served {
    pub room: Option<Room>,
    pub addr: SocketAddr,
    _rt: tokio::runtime::Runtime,
}

impl Drop for Served {
    fn drop(&mut self) {
        if let Some(r) = self.room.take() {
            r.stop();
        }
    }
}

/// Serves `ev` on loopback; `reports`: with `--reports`.
pub fn serve(ev: &Path, reports: bool) -> Served {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let opts = Options {
        listen: "127.0.0.1:0".parse().expect("address"),
        reports,
    };
    let room = rt.block_on(room::start(ev, opts)).expect("room starts");
    Served {
        addr: room.addr,
        room: Some(room),
        _rt: rt,
    }
}

/// An HTTP answer.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    /// The value of header `name` (case-insensitive).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Sends one raw request and reads the answer.
pub fn raw(addr: SocketAddr, request: &[u8]) -> Answer {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(10)))
        .expect("timeout");
    s.write_all(request).expect("send");
    let mut bytes = Vec::new();
    let _ = s.read_to_end(&mut bytes);
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect();
    Answer {
        status,
        headers,
        body: body.to_string(),
    }
}

/// `GET path` with extra header lines (`Name: value\r\n` each).
pub fn get_with(addr: SocketAddr, path: &str, headers: &str) -> Answer {
    raw(
        addr,
        format!("GET {path} HTTP/1.1\r\nHost: room\r\nConnection: close\r\n{headers}\r\n")
            .as_bytes(),
    )
}

/// `GET path`.
pub fn get(addr: SocketAddr, path: &str) -> Answer {
    get_with(addr, path, "")
}

/// `POST path` with a form body.
pub fn post(addr: SocketAddr, path: &str, form: &str) -> Answer {
    raw(
        addr,
        format!(
            "POST {path} HTTP/1.1\r\nHost: room\r\nConnection: close\r\n\
             Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{form}",
            form.len()
        )
        .as_bytes(),
    )
}

/// `GET /api/round` as JSON.
pub fn round_json(addr: SocketAddr) -> serde_json::Value {
    let a = get(addr, "/api/round");
    assert_eq!(a.status, 200, "{a:?}");
    serde_json::from_str(&a.body).expect("JSON")
}

/// Waits up to `limit` for `done`, asking every 50 ms; whether it came.
pub fn within(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    false
}

/// The code of `table` in the round shown, as `reports --codes` prints it.
pub fn code_of(ev: &Path, table: u32) -> String {
    let out = ok(&["reports", ev.to_str().expect("utf-8"), "--codes"]);
    let prefix = format!("Table {table}: ");
    out.lines()
        .find_map(|l| l.strip_prefix(&prefix))
        .unwrap_or_else(|| panic!("no code for table {table} in {out}"))
        .to_string()
}
