//! Every checker error of the spec file is reported at once.
descent_macros::dialect_spec!(pub mod toy = "tests/ui/specs/check_errors.td");

fn main() {}
