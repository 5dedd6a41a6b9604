//! Top cut: recommendation and bracket (R-S18).
