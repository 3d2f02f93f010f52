//! Parsing MLIR text.

pub mod affine;
pub mod attrs;
pub mod dlti;
pub mod lexer;
pub mod ops;
pub mod parser;
mod resources;
pub mod types;

pub use parser::{PResult, Parser};

#[cfg(test)]
mod print_tests;
