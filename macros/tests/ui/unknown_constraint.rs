//! Constraint names are checked by the spec compiler; its error lands on the field type.
//! An attribute constraint on an operand is reported too.
#[descent_macros::op(name = "toy.neg")]
pub struct NegOp {
    #[operand]
    input: AnyTyp,
    #[result]
    result: AnyType,
}

#[descent_macros::op(name = "toy.label")]
pub struct LabelOp {
    #[operand]
    label: StrAttr,
}

fn main() {}
