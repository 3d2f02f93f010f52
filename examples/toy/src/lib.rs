//! `descent-toy`: a small dialect defined outside Descent, the way a user crate would.
//!
//! The `toy` dialect's ops come from two places, and both go through Descent's own spec
//! pipeline, so they get the same views, verifiers, parsers and printers as `arith` ops:
//!
//! - `spec/toy.td`, compiled by [`descent_macros::dialect_spec!`] into [`spec`]:
//!   `toy.constant`, `toy.add`, `toy.print`, `toy.and` and `toy.not`, and the rules lowering
//!   `toy.constant`, `toy.and` and `toy.not` to the LLVM dialect (`toy.not`'s builds two ops
//!   and calls the extern term [`native::terms::all_ones`]);
//! - `#[op]` structs in this file: `toy.mul` ([`MulOp`]) and `toy.shl` ([`ShiftLeftOp`]).
//!
//! [`DIALECT`] lists all of them and the lowering patterns; registering it (with [`register`],
//! `Context::with_dialects` or `descent::tool::main_with`) makes them take part in passes.

use descent::diag::Diagnostic;
use descent::ir::{Context, OpRef};
use descent::ods;

descent_macros::dialect_spec!(
    /// The ops declared in `spec/toy.td` (generated).
    pub mod spec = "spec/toy.td", native = self::native, rust_ops = "src/lib.rs"
);

/// Rust functions that `spec/toy.td` names.
pub mod native {
    /// Extern terms of the spec's rules.
    pub mod terms {
        use descent::conversion::Rewriter;
        use descent::ir::{Attribute, Type};

        /// `AllOnes`: the integer (splat for vectors) with every bit set.
        pub fn all_ones(rw: &mut Rewriter<'_, '_>, ty: Type) -> Attribute {
            rw.ctx.int_or_splat_attr(ty, -1)
        }
    }

    /// Predicates of the spec's `(Native "preds::...")` constraints.
    pub mod preds {
        use descent::ir::{Context, Type};

        /// `Toy_Number`: an integer wider than 1 bit, or a floating-point number.
        pub fn is_number(ctx: &Context, t: Type) -> bool {
            match ctx.int_width(t) {
                Some(width) => width > 1,
                None => descent::ir::pred::ty::float(ctx, t),
            }
        }
    }
}

/// Multiplies two numbers.
///
/// `%r = toy.mul %a, %b : i32`
#[descent_macros::op(
    name = "toy.mul",
    traits(Pure, Commutative, SameOperandsAndResultType),
    format = "$lhs `,` $rhs attr-dict `:` type($result)"
)]
pub struct MulOp {
    #[operand]
    lhs: AnySignlessIntegerOrFloat,
    #[operand]
    rhs: AnySignlessIntegerOrFloat,
    /// A label kept through printing.
    #[attr(optional)]
    tag: StrAttr,
    #[result]
    result: AnySignlessIntegerOrFloat,
}

/// Shifts an integer left by a constant number of bits.
///
/// `%r = toy.shl %a by 3 : i32`
#[descent_macros::op(
    name = "toy.shl",
    traits(Pure, AllTypesMatch(value, result)),
    format = "$value `by` $amount attr-dict `:` type($result)",
    verifier = check_shift
)]
pub struct ShiftLeftOp {
    #[operand]
    value: AnySignlessInteger,
    #[attr]
    amount: I64Attr,
    #[result]
    result: AnySignlessInteger,
}

/// `toy.shl`'s own check, run after the generated ones: the amount fits the width.
fn check_shift(op: OpRef<'_>) -> Result<(), Diagnostic> {
    let shl = ShiftLeftOp(op);
    let width = op.ctx.int_width(op.value_type(shl.value())).unwrap_or(0);
    match shl.amount() {
        Some(amount) if amount < 0 || amount >= i64::from(width) => {
            Err(ods::op_error(op, format!("shift amount {amount} is out of range for a {width}-bit integer")))
        }
        _ => Ok(()),
    }
}

descent_macros::dialect! {
    /// The whole `toy` dialect: the ops of `spec/toy.td` and the `#[op]` structs above.
    pub static DIALECT = "toy" {
        include: [spec::DIALECT],
        ops: [MulOp, ShiftLeftOp],
        patterns: [spec::PATTERNS],
    };
}

/// Registers the `toy` dialect, with its lowering patterns, with `ctx`.
pub fn register(ctx: &Context) {
    ctx.register_dialect(&DIALECT);
}
