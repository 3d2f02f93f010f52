//! Parsing MLIR text.

pub mod affine;
pub mod attrs;
pub mod lexer;
pub mod ops;
pub mod parser;
pub mod types;

pub use parser::{PResult, Parser};

#[cfg(test)]
mod print_tests;
