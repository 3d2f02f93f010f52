//! Parsing MLIR text.

pub mod affine;
pub mod attrs;
pub mod lexer;
pub mod parser;
pub mod types;
pub mod ops;

pub use parser::{PResult, Parser};
