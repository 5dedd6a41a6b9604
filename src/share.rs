//! A shared event on disk and on the network (issue 17): what the pure sync core
//! ([`crate::sync`]) leaves to a transport.
//!
//! - [`replica`]: the replica beside the event file (`EV.sync/`: this desk's id and the log);
//!   a command on a replica becomes an op of its desk ([`crate::session::Session::run`]).
//! - [`net`]: the iroh node that moves ops between desks (iroh-docs), and nothing else.

pub mod net;
pub mod replica;

use std::sync::{Arc, Mutex};

/// What the node beside an open desk says about the network, for the desk's status line
/// (issue 17: "2 desks", "offline · 3 changes not yet sent"). Written by the node's thread
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
