//! The store: one RON file per tournament, atomic commits, rolling backups.
