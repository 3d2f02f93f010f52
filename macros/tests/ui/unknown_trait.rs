//! A trait that base.td does not define, next to one that takes arguments but got none.
#[descent_macros::op(name = "toy.neg", traits(Pure, Puer, AllTypesMatch))]
pub struct NegOp {
    #[operand]
    input: AnyType,
    #[result]
    result: AnyType,
}

fn main() {}
