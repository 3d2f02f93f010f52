//! Printing MLIR text.
pub mod ops;

pub mod aliases;
pub mod attrs;
pub mod float;
pub mod types;
