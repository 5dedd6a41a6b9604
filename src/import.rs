//! CSV import of players and results.
