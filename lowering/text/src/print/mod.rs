//! Printing MLIR text.

pub mod affine;
pub mod aliases;
pub mod attrs;
pub mod dlti;
pub mod float;
pub mod lexical;
pub mod ops;
pub mod resources;
