//! The spec path is relative to the crate's Cargo.toml.
descent_macros::dialect_spec!(pub mod toy = "tests/ui/specs/missing.td");

fn main() {}
