//! A shared event on disk and on the network: what the pure sync core ([`crate::sync`]) leaves
//! to a transport.
//!
//! - [`replica`]: the replica beside the event file (`EV.sync/`: this desk's id and the log);
//!   a command on a replica becomes an op of its desk ([`crate::session::Session::run`]).
//! - [`net`]: the iroh node that moves ops between desks (iroh-docs), and nothing else.

pub mod net;
pub mod replica;

use crate::sync::DeskId;
use std::collections::BTreeMap;
use std::path::Path;

use std::sync::{Arc, Mutex};

/// What the node beside an open desk says about the network, for the desk's status line
/// ("2 desks", "offline · 3 changes not yet sent"). Written by the node's thread
/// (`cli::net::BesideDesk`, about once a second), read by the desk at every frame.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LinkStatus {
    /// The node runs (false: it did not start, or not yet: the desk works offline).
    pub running: bool,
    /// The other desks connected now (gossip neighbours, [`net::Node::connected`]).
    pub connected: usize,
    /// This desk's ops that no other desk has yet ([`net::not_yet_sent`]).
    pub not_yet_sent: u64,
}

impl LinkStatus {
    /// Whether no other desk is connected now (the node down, or no neighbour).
    pub fn offline(&self) -> bool {
        !self.running || self.connected == 0
    }
}

/// The [`LinkStatus`] shared between the node's thread and the desk.
pub type Link = Arc<Mutex<LinkStatus>>;

/// The longest desk name kept, in characters (a name is a label on one line, not a text).
pub const NAME_MAX: usize = 40;

/// This desk's name for the replica of the event file `path`: `EV.sync/name` (written by
/// `share`, `join` or `sync --name`), else the laptop's host name, else `desk`.
pub fn own_name(path: &Path) -> String {
    std::fs::read_to_string(replica::dir_of(path).join("name"))
        .ok()
        .map(|n| clean_name(&n))
        .filter(|n| !n.is_empty())
        .unwrap_or_else(host_name)
}

/// Keeps `name` as this desk's name for the replica of `path` (`EV.sync/name`, 0600).
///
/// # Errors
/// [`replica::ReplicaError::Io`].
pub fn set_own_name(path: &Path, name: &str) -> Result<(), replica::ReplicaError> {
    replica::write_atomic(
        &replica::dir_of(path).join("name"),
        clean_name(name).as_bytes(),
    )
}

/// A name as it is kept and shown: one line, no control characters, at most [`NAME_MAX`]
/// characters, trimmed.
pub fn clean_name(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(NAME_MAX)
        .collect::<String>()
        .trim()
        .to_string()
}

/// The laptop's host name (`/proc/sys/kernel/hostname`, `/etc/hostname`, `HOSTNAME`,
/// `COMPUTERNAME`), else `desk`.
pub fn host_name() -> String {
    ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok())
        .chain(
            ["HOSTNAME", "COMPUTERNAME"]
                .iter()
                .filter_map(|v| std::env::var(v).ok()),
        )
        .map(|n| clean_name(&n))
        .find(|n| !n.is_empty())
        .unwrap_or_else(|| "desk".to_string())
}

/// How a desk is named next to a value it typed: "this desk" for `me`, else its name as the
/// desks exchanged them (`names`), else "desk" and the first ten characters of its id.
pub fn desk_label(me: Option<&DeskId>, names: &BTreeMap<DeskId, String>, desk: &DeskId) -> String {
    if me == Some(desk) {
        return crate::i18n::t("sync-desk-this").to_string();
    }
    match names.get(desk) {
        Some(n) if !n.is_empty() => n.clone(),
        _ => {
            let short: String = desk.0.chars().take(10).collect();
            crate::tr!("sync-desk-unnamed", desk = short.as_str())
        }
    }
}

/// The names of the other desks of the replica of `path`, as their nodes wrote them into the
/// shared event (`peers.ron`).
pub fn names(path: &Path) -> BTreeMap<DeskId, String> {
    net::Peers::load(path).names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_desk_is_this_desk_its_name_or_its_id() {
        let me = DeskId::new("aaaaaaaaaaaaaaaa");
        let named = DeskId::new("bbbbbbbbbbbbbbbb");
        let unnamed = DeskId::new("cccccccccccccccc");
        let names = BTreeMap::from([(named.clone(), "Tür 1".to_string())]);
        crate::i18n::with_lang(crate::i18n::Lang::En, || {
            assert_eq!(desk_label(Some(&me), &names, &me), "this desk");
            assert_eq!(desk_label(Some(&me), &names, &named), "Tür 1");
            assert_eq!(desk_label(Some(&me), &names, &unnamed), "desk cccccccccc");
        });
        crate::i18n::with_lang(crate::i18n::Lang::De, || {
            assert_eq!(desk_label(Some(&me), &names, &me), "dieser Rechner");
        });
        assert_eq!(clean_name("  Tür\n1\t "), "Tür 1");
        assert_eq!(clean_name(&"x".repeat(99)).chars().count(), NAME_MAX);
    }
}
