//! `$rhs` is not an operand, attribute, region or successor of the op.
#[descent_macros::op(
    name = "toy.neg",
    traits(SameOperandsAndResultType),
    format = "$input `,` $rhs attr-dict `:` type($result)"
)]
pub struct NegOp {
    #[operand]
    input: AnyType,
    #[result]
    result: AnyType,
}

fn main() {}
