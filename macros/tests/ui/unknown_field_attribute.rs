//! A misspelled field attribute, a field without one, and a bad option.
#[descent_macros::op(name = "toy.neg")]
pub struct NegOp {
    #[opperand]
    input: AnyType,
    other: AnyType,
    #[result(variadic, repeated)]
    result: AnyType,
}

fn main() {}
