//! A shared event on disk and on the network (issue 17): what the pure sync core
//! ([`crate::sync`]) leaves to a transport.
//!
//! - [`replica`]: the replica beside the event file (`EV.sync/`: this desk's id and the log);
//!   a command on a replica becomes an op of its desk ([`crate::session::Session::run`]).
//! - [`net`]: the iroh node that moves ops between desks (iroh-docs), and nothing else.

pub mod net;
pub mod replica;
