//! Maximum-weight perfect matching for the pairing tiers.
