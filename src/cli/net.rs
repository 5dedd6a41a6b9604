//! `share`, `join`, `sync`, `peers`: the command line of a shared event. Each runs a [`Node`]
//! on a tokio runtime made for the call; the foreground forms stop on Ctrl-C and shut the node
//! down before they return.

use super::error::CliError;
use crate::share::net::{self, Node, Options, Peers};
use crate::share::replica::{self, Replica};
use std::io::Write;
use std::path::Path;
use std::time::Duration;

/// How long `sync --once` waits for the other desks before it stops.
const ONCE_WAIT: Duration = Duration::from_secs(5);

fn runtime() -> Result<tokio::runtime::Runtime, CliError> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| CliError::Net(net::NetError::Node(e.to_string())))
}

fn say(out: &mut dyn Write, s: String) {
    let _ = writeln!(out, "{s}");
    let _ = out.flush();
}

/// `turnier share EV`: shares the event (if not yet shared), prints the ticket and its QR
/// code, serves until Ctrl-C; `opts` from `--listen` and `--no-discovery`.
pub fn share(path: &Path, opts: &Options, out: &mut dyn Write) -> Result<(), CliError> {
    runtime()?.block_on(async {
        let node = Node::share(path, opts).await?;
        let ticket = node.ticket().await;
        match ticket {
            Ok(t) => {
                say(out, crate::tr!("sync-ticket", ticket = t.as_str()));
                if let Some(qr) = net::ticket_qr(&t) {
                    say(out, qr);
                }
                say(out, crate::tr!("sync-ticket-is-key"));
                say(
                    out,
                    crate::tr!("sync-serving", path = path.display().to_string()),
                );
            }
            Err(e) => {
                node.shutdown().await;
                return Err(e.into());
            }
        }
        serve(node, out).await
    })
}

/// The ticket for `join`: the first line of the file `file` that is not blank, or without a
/// file the first such line of `input` (standard input: a pipe, a redirect, or pasted), so
/// that the ticket never stands in the command line, where every user of the laptop can
/// read it in the process list while `join` runs.
///
/// # Errors
/// [`net::NetError::Replica`]: the file could not be read; [`net::NetError::NoTicket`]: no
/// line with a ticket.
pub fn read_ticket(
    file: Option<&Path>,
    input: &mut dyn std::io::BufRead,
) -> Result<String, CliError> {
    let text = match file {
        Some(f) => std::fs::read_to_string(f).map_err(|e| {
            net::NetError::Replica(replica::ReplicaError::Io {
                action: "read",
                path: f.to_path_buf(),
                source: e,
            })
        })?,
        None => {
            let mut line = String::new();
            loop {
                line.clear();
                match input.read_line(&mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) if !line.trim().is_empty() => break,
                    Ok(_) => {}
                }
            }
            line
        }
    };
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .map(str::to_string)
        .ok_or_else(|| net::NetError::NoTicket.into())
}

/// `turnier join EV` (the ticket from [`read_ticket`]): makes the replica, then syncs until
/// Ctrl-C.
pub fn join(
    ticket: &str,
    path: &Path,
    opts: &Options,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    runtime()?.block_on(async {
        let node = Node::join(ticket, path, opts).await?;
        node.sync_now().await;
        say(
            out,
            crate::tr!("sync-joined", path = path.display().to_string()),
        );
        serve(node, out).await
    })
}

/// `turnier sync EV [--once]`.
pub fn sync(path: &Path, once: bool, opts: &Options, out: &mut dyn Write) -> Result<(), CliError> {
    runtime()?.block_on(async {
        let node = Node::open(path, opts).await?;
        if !once {
            say(
                out,
                crate::tr!("sync-serving", path = path.display().to_string()),
            );
            return serve(node, out).await;
        }
        // Wait until a desk answered (or ONCE_WAIT).
        let until = tokio::time::Instant::now() + ONCE_WAIT;
        while node.connected() == 0 && node.reached() == 0 && tokio::time::Instant::now() < until {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        // Then until every desk reached confirmed every op here and this desk holds every op
        // they confirmed (or CONFIRM_WAIT): a director who closes the laptop after this
        // loses nothing the others lack, or is told which.
        let until = tokio::time::Instant::now() + CONFIRM_WAIT;
        loop {
            node.sync_now().await;
            if node.reached() > 0 && node.unsettled().is_empty() {
                break;
            }
            if tokio::time::Instant::now() >= until {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let unsettled = node.unsettled();
        let refused = node.refused_entries();
        let got = node.received();
        let reached = node.reached();
        let me = node.desk().clone();
        let error = node.last_error();
        node.shutdown().await;
        if let Some(e) = error {
            return Err(CliError::Net(net::NetError::Change(e)));
        }
        let not_sent = net::not_yet_sent(path).map_err(net::NetError::from)?;
        say(
            out,
            crate::tr!(
                "sync-once-done",
                desks = reached,
                received = got,
                unsent = not_sent
            ),
        );
        for r in refused {
            say(out, r);
        }
        for u in unsettled {
            let desk = short(&u.desk);
            if !u.missing.is_empty() {
                say(
                    out,
                    crate::tr!(
                        "sync-once-unconfirmed",
                        desk = desk.as_str(),
                        count = u.missing.len(),
                        ops = op_ranges(&u.missing, &me).as_str()
                    ),
                );
            }
            if u.lacking > 0 {
                say(
                    out,
                    crate::tr!("sync-once-lacking", desk = desk.as_str(), count = u.lacking),
                );
            }
        }
        Ok(())
    })
}

/// How long `sync --once` waits, once a desk answered, for every desk reached to confirm.
const CONFIRM_WAIT: Duration = Duration::from_secs(10);

/// The first ten characters of a desk's id, as `peers` shows it.
fn short(desk: &crate::sync::DeskId) -> String {
    desk.0.chars().take(10).collect()
}

/// Ops named compactly, per desk in order, runs of numbers as ranges: `this desk 4-6, 9;
/// 3f9a0c11de 2` (`me`: the desk called "this desk").
fn op_ranges(ops: &[crate::sync::OpId], me: &crate::sync::DeskId) -> String {
    let mut by: std::collections::BTreeMap<&crate::sync::DeskId, Vec<u64>> = Default::default();
    for o in ops {
        by.entry(&o.desk).or_default().push(o.seq);
    }
    by.into_iter()
        .map(|(desk, mut seqs)| {
            seqs.sort_unstable();
            let mut runs: Vec<String> = Vec::new();
            let mut i = 0;
            while i < seqs.len() {
                let mut j = i;
                while j + 1 < seqs.len() && seqs[j + 1] == seqs[j] + 1 {
                    j += 1;
                }
                runs.push(if i == j {
                    seqs[i].to_string()
                } else {
                    format!("{}-{}", seqs[i], seqs[j])
                });
                i = j + 1;
            }
            let name = if desk == me {
                crate::i18n::t("sync-desk-this").to_string()
            } else {
                short(desk)
            };
            format!("{name} {}", runs.join(", "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Serves until Ctrl-C, then shuts the node down.
async fn serve(node: Node, out: &mut dyn Write) -> Result<(), CliError> {
    let _ = tokio::signal::ctrl_c().await;
    node.shutdown().await;
    say(out, crate::tr!("sync-stopped"));
    Ok(())
}

/// `turnier peers EV`: every desk of the log, with its ops and the last contact.
pub fn peers(path: &Path, out: &mut dyn Write) -> Result<(), CliError> {
    let Some(r) = Replica::open(path).map_err(net::NetError::from)? else {
        return Err(net::NetError::NotShared(path.to_path_buf()).into());
    };
    let known = Peers::load(path);
    let version = r.desk().version();
    let mut desks: Vec<_> = version.0.keys().cloned().collect();
    for d in known.last_contact.keys() {
        if !desks.contains(d) {
            desks.push(d.clone());
        }
    }
    if !desks.contains(r.desk().id()) {
        desks.push(r.desk().id().clone());
    }
    desks.sort();
    for d in desks {
        let short = short(&d);
        let ops = version.get(&d);
        let line = if &d == r.desk().id() {
            crate::tr!(
                "sync-peer-self",
                desk = short.as_str(),
                ops = ops,
                unsent = known.unconfirmed(&d, ops)
            )
        } else {
            match known.last_contact.get(&d) {
                Some(t) => crate::tr!(
                    "sync-peer",
                    desk = short.as_str(),
                    ops = ops,
                    contact = t.format("%Y-%m-%d %H:%M:%S UTC").to_string()
                ),
                None => crate::tr!("sync-peer-never", desk = short.as_str(), ops = ops),
            }
        };
        say(out, line);
    }
    Ok(())
}

/// What `check` finds wrong with a replica beyond its file: the log does not load, or the
/// file is not the replay of the log (empty for a file that is no replica).
pub fn replica_problems(path: &Path) -> Vec<String> {
    match Replica::open(path) {
        Ok(None) => Vec::new(),
        Err(e) => vec![e.to_string()],
        Ok(Some(r)) => match crate::store::load(path) {
            Ok(t)
                if crate::store::to_ron(&t).ok() != crate::store::to_ron(r.desk().event()).ok() =>
            {
                vec![crate::tr!(
                    "sync-check-differs",
                    dir = replica::dir_of(path).display().to_string()
                )]
            }
            _ => Vec::new(),
        },
    }
}

/// The sync of a shared event beside the desk (`turnier open` on a replica): a node on a
/// thread of its own that takes in the other desks' changes (the desk shows them as it shows
/// any other program's save) and sends this desk's. Stopped, and its node shut down, when
/// dropped.
pub struct BesideDesk {
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
    link: crate::share::Link,
}

/// How often the node beside the desk writes its [`crate::share::LinkStatus`].
const LINK_EVERY: Duration = Duration::from_secs(1);

impl BesideDesk {
    /// Starts it for the event file `path` if it is a replica (`None` otherwise, or if no
    /// runtime could be made: the desk then works offline, as any replica can), with the
    /// network options of the last `share`, `join` or `sync` ([`Options::saved`]).
    pub fn start(path: &Path) -> Option<Self> {
        if !replica::is_replica(path) {
            return None;
        }
        let rt = runtime().ok()?;
        let path = path.to_path_buf();
        let link = crate::share::Link::default();
        let (stop, mut stopped) = tokio::sync::oneshot::channel::<()>();
        let status = link.clone();
        let thread = std::thread::Builder::new()
            .name("sync".into())
            .spawn(move || {
                rt.block_on(async move {
                    let write = |s: crate::share::LinkStatus| {
                        if let Ok(mut l) = status.lock() {
                            *l = s;
                        }
                    };
                    let unsent = || net::not_yet_sent(&path).unwrap_or(0);
                    write(crate::share::LinkStatus {
                        running: false,
                        connected: 0,
                        not_yet_sent: unsent(),
                    });
                    // Offline (no network, a bind refused): the desk works on; nothing to stop.
                    let Ok(node) = Node::open(&path, &Options::saved(&path)).await else {
                        return;
                    };
                    loop {
                        write(crate::share::LinkStatus {
                            running: true,
                            connected: node.connected(),
                            not_yet_sent: unsent(),
                        });
                        tokio::select! {
                            _ = &mut stopped => break,
                            () = tokio::time::sleep(LINK_EVERY) => {}
                        }
                    }
                    node.shutdown().await;
                });
            })
            .ok()?;
        Some(Self {
            stop: Some(stop),
            thread: Some(thread),
            link,
        })
    }

    /// What the node says about the network, for the desk's status line.
    pub fn link(&self) -> crate::share::Link {
        self.link.clone()
    }
}

impl Drop for BesideDesk {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ticket_is_the_first_line_that_is_not_blank() {
        let mut input = std::io::Cursor::new("\n   \n  docABC  \ndocDEF\n");
        assert_eq!(read_ticket(None, &mut input).expect("read"), "docABC");
        let tmp = tempfile::tempdir().expect("tmp");
        let f = tmp.path().join("ticket.txt");
        std::fs::write(&f, "\n\ndocXYZ\r\n").expect("written");
        let mut unused = std::io::Cursor::new("docIGNORED\n");
        assert_eq!(read_ticket(Some(&f), &mut unused).expect("read"), "docXYZ");
    }

    #[test]
    fn ops_are_named_by_desk_in_runs() {
        let op = |d: &str, seq| crate::sync::OpId {
            desk: crate::sync::DeskId::new(d),
            seq,
        };
        let me = crate::sync::DeskId::new("me");
        let ops = [
            op("me", 4),
            op("3f9a0c11de77", 2),
            op("me", 6),
            op("me", 5),
            op("me", 9),
        ];
        let said = crate::i18n::with_lang(crate::i18n::Lang::En, || op_ranges(&ops, &me));
        assert_eq!(said, "3f9a0c11de 2; this desk 4-6, 9");
    }

    #[test]
    fn no_ticket_is_refused_with_how_to_give_one() {
        let mut input = std::io::Cursor::new("\n \n");
        let e = crate::i18n::with_lang(crate::i18n::Lang::En, || {
            read_ticket(None, &mut input)
                .expect_err("no ticket")
                .to_string()
        });
        assert!(e.contains("--ticket-file FILE"), "{e}");
        let missing = std::path::Path::new("/nonexistent/turnier/ticket.txt");
        let mut input = std::io::Cursor::new("docABC\n");
        let e = read_ticket(Some(missing), &mut input).expect_err("no file");
        assert!(e.to_string().contains("ticket.txt"), "{e}");
    }
}
