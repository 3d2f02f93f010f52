//! A syntax error in the spec file is reported with its file, line and column.
descent_macros::dialect_spec!(pub mod toy = "tests/ui/specs/syntax_error.td");

fn main() {}
